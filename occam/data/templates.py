"""The literal tables of the training and test data: value ranges, phrasings, word problems,
the switch's hand-written pairs, prose and the expression templates. Data only; the code that samples
them is :mod:`occam.data.arithmetic` and :mod:`occam.data.expressions`, the pieces they are made of
(samplers, :class:`~occam.data.builders.Script`) :mod:`occam.data.builders`.

A script is a user template and an assistant template. ``{x}`` writes the number x; ``[x]`` writes x
as OccamNet's output (a fire whose target is x's exact value). ``nums`` samples operands; ``calc``
derives values in order as ``(name, op, *argument names)``: a primitive name gives a fire-able value;
a Python function gives a number the LLM writes itself (rounding, percentages, conversions without a
written factor ...), never a fire. ``check`` rejects samples.
"""
from __future__ import annotations

import math
import re
from typing import Callable

from .builders import Const, Dec, Digits, Int, LogU, Sampler, Script

SIMPLE_OPS = ("add", "sub", "mul", "div")
COMPLEX_OPS = ("sqrt", "log", "exp", "sin", "cos", "pow")

# ================================================================ arithmetic prompts

TAU = 2 * math.pi
_D14 = (1, 2, 3, 4)
_SIMPLE_RANGES: dict[str, Sampler] = {
    "int10": Int(-10, 10), "int100": Int(-100, 100), "int1000": Int(-1000, 1000), "int20000": Int(-20000, 20000),
    "float1": Dec(-1, 1, _D14), "float1000": Dec(-1000, 1000, _D14),
    "digits3": Digits(3), "digits5": Digits(5), "digits7": Digits(7),  # the evaluation's distributions
}
_POSITIVE_RANGES: dict[str, Sampler] = {
    "int100": Int(1, 100), "int20000": Int(1, 20000), "float100": Dec(0.01, 100, _D14),
    "float20000": Dec(0.01, 20000, _D14), "logu": LogU(1e-10, 1e10, 4),
}
# op -> range name -> one sampler per argument
RANGES: dict[str, dict[str, tuple[Sampler, ...]]] = {
    **{op: {k: (s, s) for k, s in _SIMPLE_RANGES.items()} for op in SIMPLE_OPS},
    "sqrt": {**{k: (s,) for k, s in _POSITIVE_RANGES.items()}, "digits7": (Digits(7, signed=False),)},
    "log": {k: (s,) for k, s in _POSITIVE_RANGES.items()},
    "exp": {"int10": (Int(-10, 10),), "float10": (Dec(-10, 10, _D14),)},
    "sin": {"angle": (Dec(-TAU, TAU, _D14),)},
    "cos": {"angle": (Dec(-TAU, TAU, _D14),)},
    "pow": {"int_base": (Int(1, 25), Int(-6, 6)), "float_base": (Dec(0.1, 25, (1, 2)), Int(-6, 6))},
}
# How often a range is drawn relative to the others of its operation (1 if not listed). Long signed
# integers are the hard case for the decoders: the digits put the operator and the signs 8-16 tokens
# before the answer, and "a - -b", "a + -b" and "a * -b" differ in one token there. Uniform ranges gave
# 96 % on such subtractions in the training mix but 54 % on the 7-digit test set (a - b read as a + b),
# so the digit ranges (what people type, and what the paper evaluates) get half of the draws.
RANGE_WEIGHTS: dict[str, float] = {"digits3": 1.0, "digits5": 2.0, "digits7": 3.0}

# Phrasings per operation: {a} is the first argument, {b} the second (order in the text may differ).
ARITH_TEMPLATES: dict[str, tuple[str, ...]] = {
    "add": ("{a} + {b} =", "{a}+{b}=", "What is {a} + {b}?", "Calculate {a} plus {b}.", "Add {a} and {b}.",
            "What is the sum of {a} and {b}?", "Compute {a} + {b}.", "{a} plus {b} equals",
            "How much is {a} + {b}?", "Find the total of {a} and {b}."),
    "sub": ("{a} - {b} =", "What is {a} - {b}?", "Calculate {a} minus {b}.", "Subtract {b} from {a}.",
            "What is {b} subtracted from {a}?", "What is the difference between {a} and {b}?",
            "{a} minus {b} equals", "Compute {a} - {b}.", "How much is {a} - {b}?", "{a}-{b}="),
    "mul": ("{a} * {b} =", "{a} × {b} =", "{a}*{b}=", "What is {a} times {b}?", "Multiply {a} by {b}.",
            "What is the product of {a} and {b}?", "Calculate {a} × {b}.", "{a} multiplied by {b} is",
            "Compute {a} * {b}.", "How much is {a} times {b}?", "What is {a} * {b}?"),
    "div": ("{a} / {b} =", "{a} ÷ {b} =", "{a}/{b}=", "What is {a} divided by {b}?", "Divide {a} by {b}.",
            "What is the quotient of {a} and {b}?", "Calculate {a} / {b}.", "How much is {a} divided by {b}?",
            "Compute {a} ÷ {b}.", "What is {a} / {b}?"),
    "sqrt": ("sqrt({a}) =", "What is the square root of {a}?", "√{a} =", "√({a}) =", "Calculate sqrt({a}).",
             "Find the square root of {a}.", "Compute the square root of {a}.", "What is sqrt({a})?"),
    "log": ("log({a}) =", "ln({a}) =", "What is the natural logarithm of {a}?", "Calculate ln({a}).",
            "Compute log({a}).", "What is log({a})?", "Find the natural log of {a}.", "What is ln({a})?"),
    "exp": ("exp({a}) =", "e^{a} =", "What is e to the power of {a}?", "Calculate exp({a}).",
            "What is exp({a})?", "Compute e^({a}).", "e^({a}) =", "Find the exponential of {a}."),
    "pow": ("{a}^{b} =", "{a} ** {b} =", "What is {a} to the power of {b}?", "Calculate {a}^{b}.",
            "pow({a}, {b}) =", "Raise {a} to the power of {b}.", "What is {a} raised to the power {b}?",
            "Compute {a} ** {b}."),
    "sin": ("sin({a}) =", "sin({a} rad) =", "What is the sine of {a} radians?", "What is the sine of {a}?",
            "Calculate sin({a}).", "Compute sin({a} rad).", "What is sin({a})?", "Find the sine of {a} rad."),
    "cos": ("cos({a}) =", "cos({a} rad) =", "What is the cosine of {a} radians?", "What is the cosine of {a}?",
            "Calculate cos({a}).", "Compute cos({a} rad).", "What is cos({a})?", "Find the cosine of {a} rad."),
}
# How people ask in chat (data version 6): softer verbs, reversed operand order ("take {b} away from
# {a}"), everyday words for the four operations. Written apart from any evaluation set.
PEOPLE_TEMPLATES: dict[str, tuple[str, ...]] = {
    "add": ("Could you add {a} and {b} for me?", "what's {a} plus {b}", "{a} and {b} together make how much?",
            "Please work out {a} plus {b}.", "If I add {b} to {a}, what do I get?", "Increase {a} by {b}.",
            "What do {a} and {b} come to altogether?", "Sum up {a} and {b}.", "I need {a} + {b}, please.",
            "What is {b} more than {a}?"),
    "sub": ("Please work out {a} minus {b}.", "what's {a} minus {b}", "Take {b} away from {a}.",
            "If I take {b} from {a}, what is left?", "How much is {a} less {b}?", "Decrease {a} by {b}.",
            "What is {b} less than {a}?", "Subtract {b} from {a}, please.", "I need {a} - {b}, please.",
            "How much bigger is {a} than {b}?"),
    "mul": ("Please work out {a} times {b}.", "what's {a} times {b}", "Could you multiply {a} by {b} for me?",
            "What do you get if you multiply {a} by {b}?", "{a} multiplied by {b}, please.",
            "What is {a} lots of {b}?", "Times {a} by {b}.", "I need {a} * {b}, please.",
            "What's the product of {a} and {b}?", "How much is {b} times {a}?"),
    "div": ("Please work out {a} divided by {b}.", "what's {a} divided by {b}", "Split {a} into {b} equal parts.",
            "If {a} is shared equally among {b}, how much is each share?", "How many times does {b} go into {a}?",
            "What is {a} over {b}?", "Could you divide {a} by {b} for me?", "I need {a} / {b}, please.",
            "What's the ratio of {a} to {b}?", "{a} split {b} ways is how much?"),
    "sqrt": ("what's the square root of {a}", "Could you find the square root of {a}?", "square root of {a}, please",
             "Please work out the square root of {a}."),
    "log": ("what's the natural log of {a}", "Could you work out ln({a}) for me?", "natural logarithm of {a}, please",
            "ln of {a}?"),
    "exp": ("what's e to the {a}", "Could you work out e to the power {a}?", "the exponential of {a}, please",
            "e raised to {a}?"),
    "pow": ("what's {a} to the power of {b}", "Could you raise {a} to the {b}th power?", "{a} to the power {b}, please",
            "What is {a} raised to {b}?"),
    "sin": ("what's the sine of {a}", "Could you work out sin({a}) for me?", "sine of {a} radians, please",
            "sin of {a}?"),
    "cos": ("what's the cosine of {a}", "Could you work out cos({a}) for me?", "cosine of {a} radians, please",
            "cos of {a}?"),
}
DIV_SUFFIX = " Give the answer in decimals."

# The paper's arithmetic prompts are "expressions including only symbols, without any natural language
# added, such as '3 + 85 = '" (§3.2): most of ours are, the rest are phrased in words.
# In chat, the commonest form is a written expression inside a question ("What is 1234567 * 7654321?").
# Drawn at the rate of the other wordings (1 in 10), three of the decoders' four wrong operations on
# 200 test subtractions were such questions ("What is a - b?" read as a + b), so these get a share of
# their own.
SYMBOLIC_SHARE = 0.6
QUESTION_SHARE = 0.2
WORDY = re.compile(r"[A-Z]|\b(?!(?:sqrt|log|ln|exp|sin|cos|pow|rad)\b)[a-z]{2,}")
SYMBOLIC_TEMPLATES: dict[str, tuple[str, ...]] = {
    op: tuple(t for t in ts if not WORDY.search(t)) for op, ts in ARITH_TEMPLATES.items()}
QUESTION_TEMPLATES: dict[str, tuple[str, ...]] = {  # words around an expression written with symbols
    op: tuple(t for t in ts if WORDY.search(t) and re.search(r"[-+*×/÷^√(]", t.format(a="", b="")))
    for op, ts in ARITH_TEMPLATES.items()}

# A canonical written expression per operation (for "3 + 85 = 88" answers); several symbols each.
EXPRESSIONS: dict[str, tuple[str, ...]] = {
    "add": ("{a} + {b}",), "sub": ("{a} - {b}",), "mul": ("{a} * {b}", "{a} × {b}"),
    "div": ("{a} / {b}", "{a} ÷ {b}"), "pow": ("{a}^{b}", "{a} ** {b}"),
    "sqrt": ("sqrt({a})", "√{a}"), "log": ("log({a})", "ln({a})"), "exp": ("exp({a})", "e^{a}"),
    "sin": ("sin({a})",), "cos": ("cos({a})",),
}



# ---------------------------------------------------------------- training word problems
# One step: the final calc "y" is the only computation on the numbers of the question.
# Two steps: the question has three numbers; calcs "r1" then "y" (the second uses r1 and the third number).
# Divisions that should come out even sample the quotient q and show a = b × q (a calc whose name appears
# in the question is an operand, not a step).

_MONEY = Dec(0.5, 60, 2)
_KG = Dec(0.5, 40, (1, 2))


WORD1: tuple[Script, ...] = (
    Script("Maria buys {a} kg of apples at ${b} per kg. How much does she pay?", "She pays {a} × ${b} = $[y].",
           {"a": Dec(0.5, 6, 1), "b": Dec(0.99, 7, 2)}, (("y", "mul", "a", "b"),)),
    Script("A notebook costs ${a} and a pen costs ${b}. How much do they cost together?",
           "Together they cost ${a} + ${b} = $[y].", {"a": _MONEY, "b": Dec(0.5, 9, 2)}, (("y", "add", "a", "b"),)),
    Script("Tom had ${a} and spent ${b} on lunch. How much money does he have left?",
           "He has ${a} - ${b} = $[y] left.", {"a": Dec(20, 200, 2), "b": Dec(3, 19, 2)}, (("y", "sub", "a", "b"),)),
    Script("A ribbon {a} m long is cut into {b} equal pieces. How long is each piece?",
           "Each piece is {a} / {b} = [y] m long.", {"b": Int(2, 12), "q": Dec(0.2, 5, 2)},
           (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("A car uses {a} liters of fuel per hour. How much fuel does it use in {b} hours?",
           "It uses {a} × {b} = [y] liters of fuel.", {"a": Dec(3, 12, 1), "b": Dec(0.5, 9, 1)}, (("y", "mul", "a", "b"),)),
    Script("A book has {a} pages. Lena has read {b} pages so far. How many pages are left?",
           "There are {a} - {b} = [y] pages left.", {"a": Int(120, 900), "b": Int(10, 119)}, (("y", "sub", "a", "b"),)),
    Script("A baker makes {a} loaves a day. How many loaves does he make in {b} days?",
           "He makes {a} × {b} = [y] loaves.", {"a": Int(12, 250), "b": Int(3, 30)}, (("y", "mul", "a", "b"),)),
    Script("Each crate holds {a} kg of oranges. How many kilograms are in {b} crates?",
           "There are {a} × {b} = [y] kg of oranges.", {"a": _KG, "b": Int(2, 40)}, (("y", "mul", "a", "b"),)),
    Script("A cyclist rides {a} km in {b} hours. What is her average speed in km per hour?",
           "Her average speed is {a} / {b} = [y] km per hour.", {"a": Dec(10, 150, 1), "b": Dec(0.5, 6, 1)},
           (("y", "div", "a", "b"),)),
    Script("The temperature was {a} degrees in the morning and rose by {b} degrees. What was it in the afternoon?",
           "It was {a} + {b} = [y] degrees.", {"a": Dec(-15, 20, 1), "b": Dec(0.5, 12, 1)}, (("y", "add", "a", "b"),)),
    Script("A jar held {a} g of honey. After breakfast {b} g are left. How much honey was eaten?",
           "{a} - {b} = [y] g of honey was eaten.", {"a": Dec(300, 900, 1), "b": Dec(20, 299, 1)},
           (("y", "sub", "a", "b"),)),
    Script("Concert tickets cost ${a} each. How much do {b} tickets cost?", "{b} tickets cost {b} × ${a} = $[y].",
           {"a": Dec(15, 120, 2), "b": Int(2, 12)}, (("y", "mul", "b", "a"),)),
    Script("A farmer has {a} chickens and buys {b} more. How many chickens does he have now?",
           "He now has {a} + {b} = [y] chickens.", {"a": Int(5, 400), "b": Int(2, 150)}, (("y", "add", "a", "b"),)),
    Script("A pool holds {a} liters of water and is filled at {b} liters per minute. How many minutes does filling it take?",
           "Filling it takes {a} / {b} = [y] minutes.", {"b": Int(5, 80), "q": Dec(10, 500, 1)},
           (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("Sam weighs {a} kg and his backpack weighs {b} kg. What is their combined weight?",
           "Their combined weight is {a} + {b} = [y] kg.", {"a": Dec(30, 95, 1), "b": Dec(1, 15, (1, 2))},
           (("y", "add", "a", "b"),)),
    Script("A plank is {a} m long. A piece of {b} m is cut off. How long is the rest?",
           "The rest is {a} - {b} = [y] m long.", {"a": Dec(2, 6, 2), "b": Dec(0.1, 1.9, 2)}, (("y", "sub", "a", "b"),)),
    Script("A runner covers {a} km every day. How far does she run in {b} days?",
           "She runs {a} × {b} = [y] km.", {"a": Dec(2, 21, 1), "b": Int(3, 31)}, (("y", "mul", "a", "b"),)),
    Script("A pizza costs ${a} and the bill is shared equally by {b} friends. How much does each friend pay?",
           "Each friend pays ${a} / {b} = $[y].", {"b": Int(2, 8), "q": Dec(3, 12, 2)},
           (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("A garden is {a} m long and {b} m wide. What is its area in square meters?",
           "The area is {a} × {b} = [y] square meters.", {"a": Dec(2, 40, 1), "b": Dec(1, 25, 1)}, (("y", "mul", "a", "b"),)),
    Script("A shop sold {a} kg of rice in the morning and {b} kg in the afternoon. How much rice did it sell?",
           "It sold {a} + {b} = [y] kg of rice.", {"a": _KG, "b": _KG}, (("y", "add", "a", "b"),)),
    Script("There are {a} students seated in rows of {b}. How many rows are there?",
           "There are {a} / {b} = [y] rows.", {"b": Int(4, 15), "q": Int(3, 30)},
           (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("A phone costs ${a}. During a sale it costs ${b} less. What is the sale price?",
           "The sale price is ${a} - ${b} = $[y].", {"a": Dec(150, 999, 2), "b": Dec(10, 149, 2)}, (("y", "sub", "a", "b"),)),
    Script("A printer prints {a} pages per minute. How many pages does it print in {b} minutes?",
           "It prints {a} × {b} = [y] pages.", {"a": Int(8, 60), "b": Dec(1.5, 30, 1)}, (("y", "mul", "a", "b"),)),
    Script("A water bottle holds {a} liters. How many liters do {b} bottles hold?",
           "{b} bottles hold {b} × {a} = [y] liters.", {"a": Dec(0.25, 2, 2), "b": Int(2, 48)}, (("y", "mul", "b", "a"),)),
    Script("Anna saved ${a} in March and ${b} in April. How much did she save in total?",
           "She saved ${a} + ${b} = $[y].", {"a": Dec(10, 400, 2), "b": Dec(10, 400, 2)}, (("y", "add", "a", "b"),)),
    Script("A train travels {a} km at {b} km per hour. How many hours does the trip take?",
           "The trip takes {a} / {b} = [y] hours.", {"a": Dec(50, 900, 1), "b": Int(40, 250)}, (("y", "div", "a", "b"),)),
    Script("A bag of flour weighs {a} kg. A recipe uses {b} kg. How much flour remains?",
           "{a} - {b} = [y] kg of flour remains.", {"a": Dec(1, 10, 1), "b": Dec(0.1, 0.95, 2)}, (("y", "sub", "a", "b"),)),
    Script("A square field has an area of {a} square meters. How long is each side?",
           "Each side is √{a} = [y] m long.", {"a": Int(20, 9000)}, (("y", "sqrt", "a"),)),
    Script("A worker earns ${a} per hour. How much does she earn in {b} hours?",
           "She earns ${a} × {b} = $[y].", {"a": Dec(9, 45, 2), "b": Dec(1, 40, (0, 1))}, (("y", "mul", "a", "b"),)),
    Script("A hiker climbed {a} m before lunch and {b} m after lunch. How many meters did he climb?",
           "He climbed {a} + {b} = [y] m.", {"a": Int(100, 1500), "b": Int(50, 1200)}, (("y", "add", "a", "b"),)),
    Script("A class collected {a} kg of paper and packed it into bags of {b} kg. How many bags did they fill?",
           "They filled {a} / {b} = [y] bags.", {"b": Dec(1.5, 8, 1), "q": Int(3, 40)},
           (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("A movie is {a} minutes long. Mia has watched {b} minutes. How many minutes are left?",
           "There are {a} - {b} = [y] minutes left.", {"a": Int(80, 190), "b": Int(5, 79)}, (("y", "sub", "a", "b"),)),
    Script("A tree was {a} m tall and grew {b} m this year. How tall is it now?",
           "It is now {a} + {b} = [y] m tall.", {"a": Dec(1, 30, 2), "b": Dec(0.05, 1.5, 2)}, (("y", "add", "a", "b"),)),
    Script("A savings account grows by a factor of {a} every year. By what factor does it grow in {b} years?",
           "It grows by {a}^{b} = [y].", {"a": Dec(1.01, 1.09, 2), "b": Int(2, 6)}, (("y", "pow", "a", "b"),)),
)

WORD2: tuple[Script, ...] = (
    Script("A box holds {a} apples. There are {b} boxes, and {c} apples are rotten. How many good apples are there?",
           "There are {a} × {b} = [r1] apples in total, and {r1} - {c} = [y] of them are good.",
           {"a": Int(6, 40), "b": Int(3, 25), "c": Int(1, 30)}, (("r1", "mul", "a", "b"), ("y", "sub", "r1", "c")),
           lambda v: v.c < v.r1),
    Script("Maria buys {a} shirts at ${b} each and pays with a ${c} bill. How much change does she get?",
           "The shirts cost {a} × ${b} = $[r1]. Her change is ${c} - ${r1} = $[y].",
           {"a": Int(2, 5), "b": Dec(4, 19, 2), "c": Const("100")}, (("r1", "mul", "a", "b"), ("y", "sub", "c", "r1")),
           lambda v: v.c > v.r1),
    Script("A car drives at {a} km per hour for {b} hours and then another {c} km. How far does it drive in total?",
           "First it drives {a} × {b} = [r1] km. In total it drives {r1} + {c} = [y] km.",
           {"a": Int(40, 120), "b": Dec(0.5, 5, 1), "c": Dec(2, 60, 1)}, (("r1", "mul", "a", "b"), ("y", "add", "r1", "c"))),
    Script("Lena has ${a}. She earns ${b} and then spends ${c}. How much does she have now?",
           "After earning she has ${a} + ${b} = $[r1]. After spending she has ${r1} - ${c} = $[y].",
           {"a": Dec(5, 80, 2), "b": Dec(5, 60, 2), "c": Dec(1, 40, 2)}, (("r1", "add", "a", "b"), ("y", "sub", "r1", "c"))),
    Script("A baker bakes {a} cookies per tray and bakes {b} trays. He packs them in bags of {c}. How many bags does he fill?",
           "He bakes {a} × {b} = [r1] cookies, which fill {r1} / {c} = [y] bags.",
           {"a": Int(6, 24), "b": Int(2, 12), "c": Int(3, 12)}, (("r1", "mul", "a", "b"), ("y", "div", "r1", "c")),
           lambda v: v.r1 % v.c == 0),
    Script("A tank has {a} liters of water. Each day {b} liters are used. How much water is left after {c} days?",
           "In {c} days, {b} × {c} = [r1] liters are used, so {a} - {r1} = [y] liters are left.",
           {"a": Dec(500, 3000, 1), "b": Dec(5, 60, 1), "c": Int(2, 20)}, (("r1", "mul", "b", "c"), ("y", "sub", "a", "r1")),
           lambda v: v.a > v.r1),
    Script("A runner ran {a} km on Monday and {b} km on Tuesday. She splits the total into {c} equal laps. How long is each lap?",
           "In total she ran {a} + {b} = [r1] km, so each lap is {r1} / {c} = [y] km.",
           {"a": Dec(2, 15, 1), "b": Dec(2, 15, 1), "c": Int(2, 10)}, (("r1", "add", "a", "b"), ("y", "div", "r1", "c"))),
    Script("A store has {a} kg of sugar. It sells {b} kg and then receives {c} kg. How much sugar does it have now?",
           "After selling it has {a} - {b} = [r1] kg, and after the delivery {r1} + {c} = [y] kg.",
           {"a": Dec(50, 400, 1), "b": Dec(5, 49, 1), "c": Dec(10, 100, 1)}, (("r1", "sub", "a", "b"), ("y", "add", "r1", "c"))),
    Script("Pencils cost ${a} each and an eraser costs ${b}. What do {c} pencils and an eraser cost?",
           "The pencils cost {c} × ${a} = $[r1]. With the eraser: ${r1} + ${b} = $[y].",
           {"a": Dec(0.3, 2.5, 2), "b": Dec(0.5, 3, 2), "c": Int(3, 24)}, (("r1", "mul", "c", "a"), ("y", "add", "r1", "b"))),
    Script("A farmer picks {a} kg of berries per hour for {b} hours and sells them at ${c} per kg. How much does he earn?",
           "He picks {a} × {b} = [r1] kg and earns {r1} × ${c} = $[y].",
           {"a": Dec(2, 12, 1), "b": Int(2, 9), "c": Dec(2, 9, 2)}, (("r1", "mul", "a", "b"), ("y", "mul", "r1", "c"))),
    Script("A rope is {a} m long. {b} m is cut off and the rest is divided into {c} equal pieces. How long is each piece?",
           "The rest is {a} - {b} = [r1] m, and each piece is {r1} / {c} = [y] m.",
           {"a": Dec(10, 60, 1), "b": Dec(1, 9, 1), "c": Int(2, 8)}, (("r1", "sub", "a", "b"), ("y", "div", "r1", "c"))),
    Script("Each of {a} students brings ${b} for a trip. The bus costs ${c}. How much money is left?",
           "The students bring {a} × ${b} = $[r1] in total, and ${r1} - ${c} = $[y] is left.",
           {"a": Int(10, 35), "b": Dec(8, 30, 2), "c": Dec(50, 200, 2)}, (("r1", "mul", "a", "b"), ("y", "sub", "r1", "c")),
           lambda v: v.r1 > v.c),
    Script("A printer prints {a} pages per minute. How many minutes does it need for {b} copies of a {c}-page report?",
           "It must print {b} × {c} = [r1] pages, which takes {r1} / {a} = [y] minutes.",
           {"a": Int(10, 40), "b": Int(2, 30), "c": Int(4, 60)}, (("r1", "mul", "b", "c"), ("y", "div", "r1", "a"))),
)

# Evaluation word problems: different scenarios and wording from the training ones (MultiArith-Float-like).
TEST_WORD: tuple[Script, ...] = (
    Script("A bakery sells croissants for ${a} apiece. What does a bag of {b} croissants cost?", "",
           {"a": Dec(1.2, 4.5, 2), "b": Int(3, 14)}, (("y", "mul", "a", "b"),)),
    Script("Gas costs ${a} per gallon. Jorge fills his truck with {b} gallons. How much does he pay?", "",
           {"a": Dec(2.5, 5.5, 2), "b": Dec(8, 30, 1)}, (("y", "mul", "a", "b"),)),
    Script("A hotel room is ${a} per night. Priya stays {b} nights. What is her bill?", "",
           {"a": Dec(60, 320, 2), "b": Int(2, 9)}, (("y", "mul", "a", "b"),)),
    Script("An aquarium holds {a} gallons. Ben has poured in {b} gallons. How many more gallons fit?", "",
           {"a": Dec(20, 120, 1), "b": Dec(1, 19.9, 1)}, (("y", "sub", "a", "b"),)),
    Script("A spool has {a} yards of thread. A tailor uses {b} yards for a dress. How much thread is left on the spool?", "",
           {"a": Dec(50, 250, 2), "b": Dec(2, 30, 2)}, (("y", "sub", "a", "b"),)),
    Script("Coffee beans cost ${a} per pound. How many pounds can Ava buy with ${b}?", "",
           {"a": Dec(6, 18, 2), "b": Dec(20, 90, 2)}, (("y", "div", "b", "a"),)),
    Script("A marathon training plan covers {a} miles over {b} weeks. How many miles per week is that on average?", "",
           {"a": Dec(100, 400, 1), "b": Int(8, 20)}, (("y", "div", "a", "b"),)),
    Script("A fridge uses {a} kWh per day. How much energy does it use in {b} days?", "",
           {"a": Dec(0.8, 3.2, 2), "b": Int(7, 60)}, (("y", "mul", "a", "b"),)),
    Script("Leo paid ${a} for a jacket and ${b} for a scarf. How much did he spend on clothes?", "",
           {"a": Dec(25, 150, 2), "b": Dec(8, 40, 2)}, (("y", "add", "a", "b"),)),
    Script("A snail crawls {a} cm every minute. How far does it crawl in {b} minutes?", "",
           {"a": Dec(0.5, 7, 2), "b": Int(5, 90)}, (("y", "mul", "a", "b"),)),
    Script("A sack of potatoes weighs {a} kg and a sack of onions weighs {b} kg. How much heavier are the potatoes?", "",
           {"a": Dec(15, 50, 2), "b": Dec(2, 14.9, 2)}, (("y", "sub", "a", "b"),)),
    Script("A painter has {a} liters of paint and each wall needs {b} liters. How many walls can she paint?", "",
           {"a": Dec(10, 60, 1), "b": Dec(1.2, 4.8, 1)}, (("y", "div", "a", "b"),)),
    Script("A chef adds {a} kg of carrots to a pot that already has {b} kg of vegetables. How many kilograms are in the pot?", "",
           {"a": Dec(0.2, 3, 2), "b": Dec(1, 8, 2)}, (("y", "add", "a", "b"),)),
    Script("A streaming service charges ${a} a month. What does it cost for {b} months?", "",
           {"a": Dec(5, 20, 2), "b": Int(2, 24)}, (("y", "mul", "a", "b"),)),
    Script("A florist buys {a} roses for ${b} each and sells the lot for ${c}. What is her profit?", "",
           {"a": Int(12, 60), "b": Dec(0.4, 1.9, 2), "c": Dec(80, 200, 2)}, (("r1", "mul", "a", "b"), ("y", "sub", "c", "r1")),
           lambda v: v.c > v.r1),
    Script("A cyclist rides {a} miles each morning and {b} miles each evening. How far does she ride in {c} days?", "",
           {"a": Dec(3, 15, 1), "b": Dec(3, 15, 1), "c": Int(3, 14)}, (("r1", "add", "a", "b"), ("y", "mul", "r1", "c"))),
    Script("Tiles cost ${a} each. Omar needs {b} tiles for the kitchen and {c} for the bathroom. What do the tiles cost?", "",
           {"a": Dec(1.5, 9, 2), "b": Int(30, 120), "c": Int(20, 80)}, (("r1", "add", "b", "c"), ("y", "mul", "r1", "a"))),
    Script("A water jug holds {a} liters. Kim drinks {b} liters and pours the rest equally into {c} glasses. How much is in each glass?", "",
           {"a": Dec(2, 5, 2), "b": Dec(0.2, 1.5, 2), "c": Int(2, 8)}, (("r1", "sub", "a", "b"), ("y", "div", "r1", "c"))),
    Script("A plumber charges ${a} per hour plus a ${b} call-out fee. What is the bill for {c} hours of work?", "",
           {"a": Dec(35, 95, 2), "b": Dec(20, 60, 2), "c": Dec(1, 6, 1)}, (("r1", "mul", "a", "c"), ("y", "add", "r1", "b"))),
    Script("A school buys {a} boxes of markers at ${b} per box and gets a ${c} refund. What does it pay in the end?", "",
           {"a": Int(4, 30), "b": Dec(3, 12, 2), "c": Dec(1, 15, 2)}, (("r1", "mul", "a", "b"), ("y", "sub", "r1", "c")),
           lambda v: v.r1 > v.c),
)

SYMBOLS = {"add": ("+",), "sub": ("-",), "mul": ("×", "*"), "div": ("/", "÷"), "pow": ("^",)}


# ================================================================ switch examples
# Hand-written, parameterised pairs for the paper's eight cases (appendix "Switch Decoder"):
# (1) call OccamNet for two-input arithmetic; do NOT call it (2) to copy a number already written,
# (3) to round, (4) for an operation nested inside a larger expression, (5) for a unit conversion
# whose factor is not written, (6) for a percentage, (7) for a fraction of a number, (8) for an
# expression with more than two operands. Several pairs show the fire-able alternative next to the
# case (the factor written out, the percentage or fraction done in two steps, sums done in pairs).


def _round0(v: float) -> float:
    return float(round(v))


def _percent(p: float, b: float) -> float:
    return round(p * b / 100, 2)


def _fraction(n: float, d: float, x: float) -> float:
    return x * n / d


def _sum3(a: float, b: float, c: float) -> float:
    return a + b + c


def _prod3(a: float, b: float, c: float) -> float:
    return a * b * c


def _times(k: float) -> Callable[[float], float]:
    return lambda v: v * k


SWITCH_SCRIPTS: tuple[Script, ...] = (
    # (1) two-input arithmetic: call OccamNet
    Script("A car travels at {v} km/h for {t} hours. How far does it go?",
           "Distance = speed × time = {v} × {t} = [y] km.", {"v": Int(30, 130), "t": Dec(0.5, 6, 1)},
           (("y", "mul", "v", "t"),), cases=(1,)),
    Script("A recipe needs {a} cups of flour for {b} cookies. How much flour is that per cookie?",
           "Per cookie that is {a} / {b} = [y] cups of flour.", {"a": Dec(1, 6, (1, 2)), "b": Int(12, 48)},
           (("y", "div", "a", "b"),), cases=(1,)),
    Script("I ran {a} km on Saturday and {b} km on Sunday. How far did I run this weekend?",
           "You ran {a} + {b} = [y] km this weekend.", {"a": Dec(2, 25, (1, 2)), "b": Dec(2, 25, (1, 2))},
           (("y", "add", "a", "b"),), cases=(1,)),
    Script("A tank holds {a} liters and {b} liters leak out. How much water is left?",
           "There are {a} - {b} = [y] liters left in the tank.", {"a": Dec(50, 500, 1), "b": Dec(1, 49, 1)},
           (("y", "sub", "a", "b"),), cases=(1,)),
    Script("What is the area of a rectangle that is {w} m wide and {h} m long?",
           "Area = width × length = {w} × {h} = [y] square meters.", {"w": Dec(1, 30, (0, 1, 2)), "h": Dec(1, 30, (0, 1, 2))},
           (("y", "mul", "w", "h"),), cases=(1,)),
    Script("A square garden has an area of {A} square meters. How long is each side?",
           "Each side is the square root of the area: √{A} = [y] m.", {"A": Dec(4, 900, (0, 1))},
           (("y", "sqrt", "A"),), cases=(1,)),
    Script("A bacteria culture grows by a factor of e^t after t hours. What is the factor after {t} hours?",
           "After {t} hours the factor is e^{t} = [y].", {"t": Dec(0.5, 8, (1, 2))}, (("y", "exp", "t"),), cases=(1,)),
    Script("I invest ${P} with a growth factor of {g} per year. How much will I have after {n} years?",
           "Over {n} years the money grows by {g}^{n} = [f]. So you will have ${P} × {f} = $[y].",
           {"P": Int(100, 5000), "g": Dec(1.01, 1.09, 2), "n": Int(2, 10)}, (("f", "pow", "g", "n"), ("y", "mul", "P", "f")),
           cases=(1,)),
    Script("A ladder {L} m long leans against a wall at an angle of {x} radians from the ground. How high does it reach?",
           "The height is {L} × sin({x}). First sin({x}) = [s], so the height is {L} × {s} = [y] m.",
           {"L": Dec(2, 9, 1), "x": Dec(0.3, 1.4, 2)}, (("s", "sin", "x"), ("y", "mul", "L", "s")), cases=(1,)),
    Script("A force of {N} newtons pulls at an angle of {x} rad. What is its horizontal component?",
           "cos({x}) = [c], so the horizontal component is {N} × {c} = [y] newtons.",
           {"N": Dec(5, 200, (0, 1)), "x": Dec(0.1, 1.5, 2)}, (("c", "cos", "x"), ("y", "mul", "N", "c")), cases=(1,)),
    Script("I drove {d} km in {t} hours. What was my average speed?",
           "Average speed = distance / time = {d} / {t} = [y] km/h.", {"d": Dec(20, 800, (0, 1)), "t": Dec(0.5, 9, (1, 2))},
           (("y", "div", "d", "t"),), cases=(1,)),
    Script("Pens cost ${p} each. I buy {n} pens and pay with a ${m} bill. How much change do I get?",
           "The pens cost {n} × ${p} = $[c]. The change is ${m} - ${c} = $[y].",
           {"p": Dec(0.5, 4.5, 2), "n": Int(2, 10), "m": Const("50")}, (("c", "mul", "n", "p"), ("y", "sub", "m", "c")),
           lambda v: v.m > v.c, cases=(1, 2)),
    Script("How many hours is {m} minutes?", "An hour has {k} minutes, so {m} / {k} = [y] hours.",
           {"m": Int(61, 900), "k": Const("60")}, (("y", "div", "m", "k"),), cases=(1, 5)),
    Script("Convert {c} degrees Celsius to Fahrenheit.",
           "Multiply by {f} and add {k}: {c} × {f} = [m], and {m} + {k} = [y] degrees Fahrenheit.",
           {"c": Dec(-30, 45, (0, 1)), "f": Const("1.8"), "k": Const("32")}, (("m", "mul", "c", "f"), ("y", "add", "m", "k")),
           cases=(1, 5)),
    Script("What is {a} squared?", "{a}^{k} = [y]", {"a": Dec(1, 99, (0, 1, 2)), "k": Const("2")},
           (("y", "pow", "a", "k"),), cases=(1,)),
    Script("What is the natural log of {x}?", "ln({x}) = [y]", {"x": Dec(0.1, 5000, (0, 1, 2))},
           (("y", "log", "x"),), cases=(1,)),

    # (2) copying numbers that are already written
    Script("My sister is {a} years old and I am {b}. How old is my sister?", "Your sister is {a} years old.",
           {"a": Int(2, 90), "b": Int(2, 90)}, cases=(2,)),
    Script("The meeting room fits {a} people and {b} people signed up. How many seats are still free?",
           "The room fits {a} people and {b} have signed up, so {a} - {b} = [y] seats are still free.",
           {"a": Int(10, 200), "b": Int(2, 199)}, (("y", "sub", "a", "b"),), lambda v: v.a > v.b, cases=(2, 1)),
    Script("Please repeat my measurements back to me: {a} cm and {b} cm.",
           "Sure: your measurements are {a} cm and {b} cm.", {"a": Dec(1, 300, (0, 1, 2)), "b": Dec(1, 300, (0, 1, 2))},
           cases=(2,)),
    Script("I scored {a} points yesterday and {b} points today. Did I improve?",
           "Yes! You went from {a} points yesterday to {b} points today.", {"a": Int(10, 500), "b": Int(10, 500)},
           check=lambda v: v.b > v.a, cases=(2,)),
    Script("The recipe calls for {a} grams of sugar. Can I use honey instead?",
           "Yes. Use about {a} grams of honey in place of the {a} grams of sugar and use a little less liquid.",
           {"a": Int(20, 400)}, cases=(2,)),
    Script("My suitcase weighs {w} kg and the limit is {m} kg. Is it under the limit?",
           "Yes, at {w} kg your suitcase is under the {m} kg limit.", {"w": Dec(5, 22, 1), "m": Int(23, 32)}, cases=(2,)),
    Script("A shirt costs ${a} and a pair of pants costs ${b}. Which is cheaper?",
           "The shirt at ${a} is cheaper than the pants at ${b}.", {"a": Dec(5, 30, 2), "b": Dec(31, 90, 2)}, cases=(2,)),

    # (3) rounding
    Script("An author writes {a} pages per session. After {b} sessions, the total pages written are",
           "The author writes {a} pages per session. After {b} sessions, the author will have written "
           "{a} × {b} = [y] pages. The answer is {r}.", {"a": Dec(2, 12, 1), "b": Int(3, 15)},
           (("y", "mul", "a", "b"), ("r", _round0, "y")), cases=(3, 1, 2)),
    Script("A dinner bill of ${b} is split among {n} friends. How much does each pay, to the nearest dollar?",
           "Each pays ${b} / {n} = $[y], which is about ${r}.", {"b": Dec(30, 250, 2), "n": Int(3, 9)},
           (("y", "div", "b", "n"), ("r", _round0, "y")), cases=(3, 1)),
    Script("A runner covers {d} km in {t} hours. What is her speed, rounded to a whole number?",
           "Her speed is {d} / {t} = [y] km/h, or about {r} km/h.", {"d": Dec(5, 45, 1), "t": Dec(0.5, 4, 2)},
           (("y", "div", "d", "t"), ("r", _round0, "y")), cases=(3, 1)),
    Script("How many buses with {c} seats are needed for {p} students?",
           "{p} / {c} = [y], so {r} buses are needed.", {"c": Int(20, 60), "p": Int(61, 600)},
           (("y", "div", "p", "c"), ("r", lambda y: float(math.ceil(y)), "y")), lambda v: v.p % v.c != 0, cases=(3, 1)),
    Script("Round {x} to the nearest whole number.", "{x} rounded to the nearest whole number is {r}.",
           {"x": Dec(1, 999, (1, 2, 3))}, (("r", _round0, "x"),), cases=(3,)),
    Script("What is {x} rounded to {k} decimal places?", "{x} rounded to {k} decimal places is {r}.",
           {"x": Dec(0, 99, (4, 5)), "k": Int(1, 3)}, (("r", lambda x, k: round(x, int(k)), "x", "k"),), cases=(3,)),
    Script("How many full boxes of {b} eggs can I fill with {e} eggs?",
           "{e} / {b} = [q], so you can fill {r} full boxes.", {"b": Int(6, 30), "e": Int(31, 400)},
           (("q", "div", "e", "b"), ("r", lambda q: float(math.floor(q)), "q")), lambda v: v.e % v.b != 0, cases=(3, 1)),

    # (4) inline operations nested in a larger expression
    Script("I have {a} oranges and {b} apple trees, each of them with {c} apples. How much fruit do I have?",
           "The total number of pieces of fruit is {a} oranges + {b} trees times {c} apples = "
           "{a} + ({b} × {c}) = {a} + {bc} = [y]. The answer is {y}.",
           {"a": Int(2, 40), "b": Int(2, 12), "c": Int(2, 20)}, (("bc", lambda b, c: b * c, "b", "c"), ("y", "add", "a", "bc")),
           cases=(4, 1, 2)),
    Script("Compute {a} × ({b} + {c}).", "{a} × ({b} + {c}) = {a} × {s} = [y]",
           {"a": Int(2, 50), "b": Dec(1, 99, (0, 1)), "c": Dec(1, 99, (0, 1))},
           (("s", lambda b, c: b + c, "b", "c"), ("y", "mul", "a", "s")), cases=(4, 1)),
    Script("What is ({a} + {b}) × {c}?", "({a} + {b}) × {c} = {s} × {c} = [y]",
           {"a": Int(1, 99), "b": Int(1, 99), "c": Dec(2, 30, (0, 1))},
           (("s", lambda a, b: a + b, "a", "b"), ("y", "mul", "s", "c")), cases=(4, 1)),
    Script("What is {a} - {b} × {c}?", "{a} - {b} × {c} = {a} - {p} = [y]",
           {"a": Int(50, 999), "b": Int(2, 20), "c": Int(2, 20)},
           (("p", lambda b, c: b * c, "b", "c"), ("y", "sub", "a", "p")), cases=(4, 1)),
    Script("What is {a} / ({b} - {c})?", "{a} / ({b} - {c}) = {a} / {d} = [y]",
           {"a": Dec(1, 500, (0, 1)), "b": Int(10, 60), "c": Int(1, 9)},
           (("d", lambda b, c: b - c, "b", "c"), ("y", "div", "a", "d")), cases=(4, 1)),
    Script("Compute the square root of {a} + {b}.", "√({a} + {b}) = √{s} = [y]",
           {"a": Int(1, 500), "b": Int(1, 500)}, (("s", lambda a, b: a + b, "a", "b"), ("y", "sqrt", "s")), cases=(4, 1)),
    Script("What is ({a} + {b}) × {c}? Show your steps.",
           "First the parentheses: {a} + {b} = [s]. Then {s} × {c} = [y].",
           {"a": Dec(1, 99, (0, 1)), "b": Dec(1, 99, (0, 1)), "c": Int(2, 30)},
           (("s", "add", "a", "b"), ("y", "mul", "s", "c")), cases=(1, 4)),

    # (5) unit conversions whose factor is not written
    Script("Sally has {a} pennies and {b} nickels. How many pennies does she have in total?",
           "1. Convert the number of nickels to pennies: {b} nickels is {p} pennies.\n"
           "2. Add the total number of pennies: {p} + {a} = [y].\nThe answer is {y}.",
           {"a": Int(2, 40), "b": Int(2, 30)}, (("p", _times(5), "b"), ("y", "add", "p", "a")), cases=(5, 1, 2)),
    Script("A movie lasts {h} hours and {m} minutes. How many minutes is that?",
           "{h} hours is {hm} minutes, and {hm} + {m} = [y] minutes.", {"h": Int(1, 3), "m": Int(5, 55)},
           (("hm", _times(60), "h"), ("y", "add", "hm", "m")), cases=(5, 1)),
    Script("I bought {k} kg of rice and {g} g of beans. What is the total weight in grams?",
           "{k} kg is {kg} g, so the total is {kg} + {g} = [y] g.", {"k": Dec(1, 5, (0, 1)), "g": Int(100, 900)},
           (("kg", _times(1000), "k"), ("y", "add", "kg", "g")), cases=(5, 1)),
    Script("A race is {km} km long and I have run {m} meters. How many meters are left?",
           "{km} km is {mm} meters, so {mm} - {m} = [y] meters are left.", {"km": Int(3, 42), "m": Int(100, 2999)},
           (("mm", _times(1000), "km"), ("y", "sub", "mm", "m")), cases=(5, 1)),
    Script("I have {q} quarters and {d} dimes. How many cents is that?",
           "{q} quarters is {qc} cents and {d} dimes is {dc} cents. Together that is {qc} + {dc} = [y] cents.",
           {"q": Int(2, 30), "d": Int(2, 30)}, (("qc", _times(25), "q"), ("dc", _times(10), "d"), ("y", "add", "qc", "dc")),
           cases=(5, 1)),
    Script("How many inches tall is a person who is {f} feet {i} inches?",
           "{f} feet is {fi} inches, and {fi} + {i} = [y] inches.", {"f": Int(4, 6), "i": Int(1, 11)},
           (("fi", _times(12), "f"), ("y", "add", "fi", "i")), cases=(5, 1)),
    Script("How many seconds are in {m} minutes?", "{m} minutes is {s} seconds.", {"m": Int(2, 90)},
           (("s", _times(60), "m"),), cases=(5,)),

    # (6) percentages
    Script("What is {p} percent of {b}?",
           "{p}% of {b} = {pct}\nExplanation:\n{p} / {h} = [f]\n{f} × {b} = [y]",
           {"p": Int(5, 95), "b": Dec(10, 999, 2), "h": Const("100")},
           (("pct", _percent, "p", "b"), ("f", "div", "p", "h"), ("y", "mul", "f", "b")), cases=(6, 1, 2)),
    Script("A jacket costs ${p} and is {d}% off. What is the sale price?",
           "{d}% of ${p} is ${disc}, so the sale price is ${p} - ${disc} = $[y].",
           {"p": Dec(20, 300, 2), "d": Int(5, 70)}, (("disc", _percent, "d", "p"), ("y", "sub", "p", "disc")), cases=(6, 1)),
    Script("What is {d}% of {x}?", "{d}% of {x} is {pct}.", {"d": Int(2, 99), "x": Dec(10, 5000, (0, 1, 2))},
           (("pct", _percent, "d", "x"),), cases=(6,)),
    Script("The bill is ${b} and I want to leave a {t}% tip. How much is the tip?",
           "A {t}% tip is {t} / {h} = [f] of the bill, so the tip is {f} × ${b} = $[y].",
           {"b": Dec(15, 250, 2), "t": Int(10, 25), "h": Const("100")}, (("f", "div", "t", "h"), ("y", "mul", "f", "b")),
           cases=(6, 1)),
    Script("A town grew from {a} to {b} people. By what percent did it grow?",
           "The increase is {b} - {a} = [d]. Relative to the start, {d} / {a} = [r], which is about {pc}%.",
           {"a": Int(1000, 50000), "b": Int(1000, 60000)},
           (("d", "sub", "b", "a"), ("r", "div", "d", "a"), ("pc", lambda r: round(r * 100, 1), "r")),
           lambda v: v.b > v.a, cases=(6, 1)),
    Script("A test has {n} questions and I got {k} right. What percentage is that?",
           "{k} / {n} = [r], which is {pc}%.", {"n": Int(10, 80), "k": Int(1, 80)},
           (("r", "div", "k", "n"), ("pc", lambda r: round(r * 100, 1), "r")), lambda v: v.k <= v.n, cases=(6, 1)),

    # (7) fractions of a number
    Script("There were {a} cats on a rock. {b} boats came and each carried away {c} cats. "
           "Then {n}/{d} of the remaining cats ran away. How many cats were left?",
           "There were originally {a} cats. {b} boats came and each took away {c} cats. So {b} × {c} = [t].\n"
           "{a} - {t} = [r].\nThen {n}/{d} of them ran away. {n}/{d} of {r} is {fr}.\n{r} - {fr} = [y].\n"
           "So there were {y} cats left.",
           {"a": Int(20, 90), "b": Int(2, 5), "c": Int(2, 8), "n": Int(1, 2), "d": Int(3, 7)},
           (("t", "mul", "b", "c"), ("r", "sub", "a", "t"), ("fr", _fraction, "n", "d", "r"), ("y", "sub", "r", "fr")),
           lambda v: v.r > 0 and v.r % v.d == 0, cases=(7, 1, 2)),
    Script("A pizza has {s} slices and I ate {n}/{d} of it. How many slices did I eat?",
           "{n}/{d} of {s} slices is {e} slices.", {"s": Int(4, 24), "n": Int(1, 3), "d": Int(4, 8)},
           (("e", _fraction, "n", "d", "s"),), lambda v: v.s % v.d == 0, cases=(7,)),
    Script("A class of {s} students is {n}/{d} girls. How many boys are there?",
           "{n}/{d} of {s} is {g}, so there are {s} - {g} = [y] boys.", {"s": Int(12, 40), "n": Int(1, 4), "d": Int(5, 8)},
           (("g", _fraction, "n", "d", "s"), ("y", "sub", "s", "g")), lambda v: v.s % v.d == 0, cases=(7, 1)),
    Script("There are {a} liters of juice and {n}/{d} of it is drunk. How much is left?",
           "{n}/{d} of {a} liters is {e} liters, so {a} - {e} = [y] liters are left.",
           {"a": Int(6, 60), "n": Int(1, 2), "d": Int(3, 6)}, (("e", _fraction, "n", "d", "a"), ("y", "sub", "a", "e")),
           lambda v: v.a % v.d == 0, cases=(7, 1)),
    Script("What is {n}/{d} of {x}? Work it out step by step.",
           "First {x} / {d} = [q], then {q} × {n} = [y].", {"n": Int(1, 5), "d": Int(6, 9), "x": Dec(10, 900, (0, 1, 2))},
           (("q", "div", "x", "d"), ("y", "mul", "q", "n")), cases=(1, 7)),

    # (8) more than two operands
    Script("{n} people have {a} apples, {b} oranges, and {c} peaches each. How many pieces of fruit do they have?",
           "Each person has {a} + {b} + {c} = {s} pieces of fruit.\nIn total, they have {s} × {n} = [y].\nThe answer is {y}.",
           {"n": Int(3, 30), "a": Int(1, 9), "b": Int(1, 9), "c": Int(1, 9)},
           (("s", _sum3, "a", "b", "c"), ("y", "mul", "s", "n")), cases=(8, 1, 2)),
    Script("I bought things for ${a}, ${b} and ${c}. How much did I spend?",
           "${a} + ${b} + ${c} = ${s}. You spent ${s}.", {"a": _MONEY, "b": _MONEY, "c": _MONEY},
           (("s", _sum3, "a", "b", "c"),), cases=(8,)),
    Script("What is {a} + {b} + {c}?", "{a} + {b} + {c} = {s}", {"a": Int(-99, 999), "b": Int(1, 999), "c": Int(1, 999)},
           (("s", _sum3, "a", "b", "c"),), cases=(8,)),
    Script("What is {a} + {b} + {c}? Add them in pairs.", "{a} + {b} = [p], and {p} + {c} = [s].",
           {"a": Dec(1, 999, (0, 1)), "b": Dec(1, 999, (0, 1)), "c": Dec(1, 999, (0, 1))},
           (("p", "add", "a", "b"), ("s", "add", "p", "c")), cases=(1, 8)),
    Script("A box is {l} cm by {w} cm by {h} cm. What is its volume?",
           "Its volume is {l} × {w} × {h} = {v} cubic centimeters.", {"l": Int(2, 60), "w": Int(2, 60), "h": Int(2, 60)},
           (("v", _prod3, "l", "w", "h"),), cases=(8,)),
    Script("What is the average of {a}, {b} and {c}?", "The sum is {a} + {b} + {c} = {s}, and {s} / {k} = [y].",
           {"a": Int(1, 100), "b": Int(1, 100), "c": Int(1, 100), "k": Const("3")},
           (("s", _sum3, "a", "b", "c"), ("y", "div", "s", "k")), cases=(8, 1)),
)

# Conversation without arithmetic: the switch must stay off in prose, even around numbers.
PROSE: tuple[Script, ...] = (
    Script("Hello! How are you today?", "I'm doing well, thank you for asking! How can I help you today?", {}),
    Script("What is the capital of France?", "The capital of France is Paris.", {}),
    Script("What is the capital of Japan?", "The capital of Japan is Tokyo, which is also its largest city.", {}),
    Script("When did the Berlin Wall fall?",
           "The Berlin Wall fell on November 9, 1989, and Germany was reunified in 1990.", {}),
    Script("I have {n} cats. Do you have tips for keeping them happy?",
           "With {n} cats, give every cat its own food bowl and a quiet place to rest, and play with them daily.",
           {"n": Int(2, 6)}),
    Script("Tell me a fun fact about the Moon.",
           "The Moon is about 384400 km from Earth, and the same side of it always faces us.", {}),
    Script("How many legs does a spider have?", "A spider has 8 legs, while insects have 6.", {}),
    Script("Can you explain what a prime number is?",
           "A prime number is a whole number greater than 1 whose only divisors are 1 and itself, "
           "for example 2, 3, 5, 7 and 11.", {}),
    Script("Thanks for your help!", "You're welcome! Let me know if you have any other questions.", {}),
    Script("Who wrote Pride and Prejudice?", "Pride and Prejudice was written by Jane Austen and published in 1813.", {}),
    Script("How long should I boil an egg?",
           "For a soft-boiled egg, about 6 minutes; for a hard-boiled egg, about 10 to 12 minutes.", {}),
    Script("I am {age} years old and I want to start running. Any advice?",
           "Starting to run at {age} is a great idea! Begin with 20 minutes of easy jogging and walking, "
           "3 times a week, and build up slowly.", {"age": Int(18, 70)}),
    Script("My flight leaves at {h}:{m}. When should I get to the airport?",
           "For a flight at {h}:{m}, plan to arrive about 2 hours early for a domestic trip.",
           {"h": Int(6, 22), "m": Int(10, 59)}),
    Script("What is the boiling point of water?", "At sea level, water boils at 100 °C, which is 212 °F.", {}),
    Script("Translate 'good morning' into Spanish.", "'Good morning' in Spanish is 'buenos días'.", {}),
    Script("How many days are in a leap year?", "A leap year has 366 days instead of 365.", {}),
    Script("Give me a study tip.", "Try the Pomodoro technique: study for 25 minutes, then take a 5 minute break.", {}),
    Script("What is photosynthesis?",
           "Photosynthesis is how plants turn sunlight, water and carbon dioxide into sugar and oxygen.", {}),
    Script("I have {n} tomato plants. When should I water them?",
           "Water your {n} tomato plants deeply in the early morning, about 2 or 3 times a week.", {"n": Int(2, 30)}),
    Script("Write a short poem about the sea.",
           "Waves roll in with silver light,\nthe gulls call out across the blue,\nthe tide comes home at fall of night.", {}),
    Script("When did people land on the Moon?", "Apollo 11 landed on the Moon on July 20, 1969.", {}),
)

# Questions *about* numbers that ask for no calculation (data version 9): comparisons, dates, codes,
# versions, counting, lists, repeats, stories, recipes and scores. (Arithmetic with no valid result,
# sqrt(-9) or 7 / 0, is written like arithmetic that has one: OccamNet's own check declines it.)
# OccamNet must stay silent in their replies, first token included, although the prompt's numbers
# would make a computable pair. Written for training, apart from any evaluation set.
NUMBER_PROSE: tuple[Script, ...] = (
    Script("Which number is larger, {a} or {b}?", "{a} is larger than {b}.", {"a": Dec(1, 99, (1, 2)), "b": Dec(1, 99, (1, 2))},
           check=lambda v: v.a > v.b),
    Script("Is {a} bigger than {b}?", "No, {a} is smaller than {b}.", {"a": Int(1, 500), "b": Int(1, 500)},
           check=lambda v: v.a < v.b),
    Script("Which is smaller: {a} or {b}?", "The smaller one is {b}.", {"a": Dec(0.1, 20, 2), "b": Dec(0.1, 20, 1)},
           check=lambda v: v.b < v.a),
    Script("Sort these numbers: {a}, {b}, {c}.", "From smallest to largest: {c}, {b}, {a}.",
           {"a": Int(60, 99), "b": Int(30, 59), "c": Int(1, 29)}),
    Script("Is {n} a prime number?", "Let me think about whether {n} has divisors other than 1 and itself.",
           {"n": Int(2, 200)}),
    Script("Is {n} even or odd?", "To tell, look at the last digit of {n}.", {"n": Int(1, 9999)}),
    Script("What happened in {y}?", "In {y}, many things happened around the world; which country are you interested in?",
           {"y": Int(1400, 2020)}),
    Script("Tell me about the year {y}.", "The year {y} saw changes in politics, science and art.", {"y": Int(1500, 2010)}),
    Script("Who was king of England in {y}?", "Let me recall the monarchs of England around {y}.", {"y": Int(1100, 1900)}),
    Script("What music was popular in the {d}s?", "The {d}s had a lot of great music across many styles.",
           {"d": Const("1960")}),
    Script("Name a famous building from the {c}s.", "A well-known building from the {c}s is a cathedral in Europe.",
           {"c": Const("1700")}),
    Script("What does HTTP {code} mean?", "HTTP {code} is a status code returned by a web server.",
           {"code": Int(200, 504)}),
    Script("What is error code {code}?", "Error code {code} depends on the program; which software shows it?",
           {"code": Int(100, 9999)}),
    Script("My order number is {o}. Can you remember it?", "Sure, your order number is {o}.", {"o": Int(100000, 9999999)}),
    Script("My room is {r} and my phone ends in {p}. What is my room?", "Your room is {r}.",
           {"r": Int(100, 1999), "p": Int(1000, 9999)}),
    Script("What's new in Python {v}?", "Python {v} brought faster code and clearer error messages.",
           {"v": Dec(3.1, 3.13, 2)}),
    Script("Should I upgrade from version {a} to {b}?", "Upgrading from {a} to {b} is usually worth it; read the release notes first.",
           {"a": Dec(1, 9, 1), "b": Dec(1, 9, 1)}, check=lambda v: v.b > v.a),
    Script("Count from {a} to {b}.", "{a}, and so on, up to {b}.", {"a": Int(1, 5), "b": Int(6, 12)}),
    Script("Count down from {b} to {a}.", "{b}, then down step by step to {a}.", {"a": Int(0, 3), "b": Int(5, 12)}),
    Script("List {n} animals.", "Here are {n} animals: a cat, a dog, a horse and more.", {"n": Int(3, 9)}),
    Script("Give me {n} ideas for a birthday party.", "Here are {n} ideas: a picnic, a treasure hunt and a movie night.",
           {"n": Int(3, 8)}),
    Script("Repeat this number: {n}.", "{n}", {"n": Int(1000, 9999999)}),
    Script("Say {n} back to me.", "{n}.", {"n": Dec(1, 999, (0, 1, 2))}),
    Script("Write a sentence with the numbers {a} and {b}.", "I bought {a} apples and {b} pears at the market.",
           {"a": Int(2, 30), "b": Int(2, 30)}),
    Script("Tell me a story about {a} cats and {b} dogs.",
           "Once upon a time, {a} cats and {b} dogs lived on a farm and became the best of friends.",
           {"a": Int(2, 9), "b": Int(2, 9)}),
    Script("Write a poem about {n} stars.", "{n} stars above the hill,\nshining bright and standing still.",
           {"n": Int(2, 12)}),
    Script("Give me a recipe for pancakes for {n} people.",
           "For {n} people: 2 cups of flour, 2 eggs, 1.5 cups of milk and a pinch of salt. Mix and fry.",
           {"n": Int(2, 8)}),
    Script("The score was {a} to {b}. Who won?", "The team with {a} won, since {a} is more than {b}.",
           {"a": Int(1, 120), "b": Int(0, 119)}, check=lambda v: v.a > v.b),
    Script("I live at {n} Oak Street, flat {f}. Is that a nice area?", "I don't know {n} Oak Street, but I hope you like it there.",
           {"n": Int(1, 400), "f": Int(1, 40)}),
    Script("My meeting is at {h}:{m}. Remind me.", "Your meeting is at {h}:{m}.", {"h": Int(7, 18), "m": Int(10, 59)}),
    Script("Is {a}.{b} a version number or a decimal?", "It could be either; in software {a}.{b} is usually a version.",
           {"a": Int(1, 9), "b": Int(1, 20)}),
    Script("How do you pronounce {n}?", "You read {n} digit by digit or as a whole number, depending on the context.",
           {"n": Int(100, 99999)}),
    Script("Is {n} a lucky number?", "Some people think {n} is lucky, but luck is in the eye of the beholder.", {"n": Int(1, 99)}),
    Script("Round {x} to the nearest whole number.", "Rounded, {x} becomes {r}.", {"x": Dec(1, 999, 2)},
           (("r", _round0, "x"),)),
)

SYSTEM_PROMPTS = ("You are a helpful assistant.", "You are a friendly math tutor. Answer clearly.",
                  "You are a concise assistant.")

# ================================================================ test sets

TEST_TEMPLATES: dict[str, tuple[str, ...]] = {  # the first is used 80 % of the time
    "add": ("{a} + {b} =", "What is {a} + {b}?", "Calculate {a} + {b}."),
    "sub": ("{a} - {b} =", "What is {a} - {b}?", "Calculate {a} - {b}."),
    "mul": ("{a} * {b} =", "What is {a} * {b}?", "Calculate {a} × {b}."),
    "div": ("{a} / {b} =", "What is {a} / {b}?", "Calculate {a} ÷ {b}."),
    "sqrt": ("sqrt({a}) =", "What is the square root of {a}?", "√{a} ="),
    "exp": ("exp({a}) =", "e^{a} =", "What is exp({a})?"),
    "log": ("log({a}) =", "ln({a}) =", "What is the natural logarithm of {a}?"),
    "sin": ("sin({a} rad) =", "What is sin({a} rad)?", "Calculate sin({a} rad)."),
    "cos": ("cos({a} rad) =", "What is cos({a} rad)?", "Calculate cos({a} rad)."),
}


# ================================================================ expressions (the two-layer OccamNet)

EXPRESSION_TEMPLATES: tuple[str, ...] = (
    "{e} =", "{e}=", "What is {e}?", "Calculate {e}.", "Compute {e}.", "Evaluate {e}.", "How much is {e}?",
    "What is the value of {e}?", "Work out {e}.", "{e} equals", "Please compute {e}.", "Can you calculate {e}?",
    "What does {e} equal?", "Find the value of {e}.",
)
EXPRESSION_TEST_TEMPLATES: tuple[str, ...] = ("{e} =", "What is {e}?", "Calculate {e}.")  # the first 80 % of the time
