"""A follow-up that asks a power, a multiple or a function of the previous answer, or one operation on it with a
number of its own: "that squared", "what's that cubed?", "double that", "half of it", "take the natural log of that",
"and divide it by 8".

In a conversation the number a follow-up refers back to is the last of the message before it
(:func:`occam.abstention.referred_number`); the decoders read "add 250 to that" and "divide that by 4" well, but
"that squared" has one number where the network's ``x0 ^ x1`` wants two, and "double that" writes no 2. These
are plain: :func:`follow_up` reads the question alone and gives the tree over the referred number (``("x", 0)``) and
the numbers its words imply (:mod:`occam.implied_numbers`: "double" is 2, "half" divides by 2), which
``occam.generation.Generation.question_plan`` makes a plan over the earlier message's number. Anything more in the
question (a number of its own, another operation) is no follow-up of this kind: None. With a number of its own, the
previous answer may be taken from it ("4,000 minus that", "my take home is 3,100, how much is left") or grouped by it
("if we bag those in 2s how many bags").
"""
from __future__ import annotations

import re

from .numbers import CURRENCY, Number, find_numbers
from .ordinal_powers import ORDINALS

# the question, whole: "that squared", "What's that cubed?", "and now square it", "double that please"
# the words a follow-up may open with ("ok", "thanks", "hmm"); occam.redos opens its follow-ups with them too
ACKNOWLEDGEMENTS = (r"ok(?:ay)?|and|so|now|then|great|thanks|thank\s+you|thx|ty|cool|nice|alright|right|yes|yeah|yep"
                    r"|hmm+|um+|perfect")
_LEAD = (rf"^\W*(?:(?:{ACKNOWLEDGEMENTS}|last\s+one|one\s+more)\W+)*"
         r"(?:(?:what(?:'s|\s+is)|whats|and|now|(?:what|how)\s+about|(?:what\s+)?if\s+(?:i|we|you))\s+)*")  # ("and if I
# subtract 30 from that?")
_END = r"(?:\s+(?:now|then|please|pls|again|for\s+me|for\s+us))?\W*$"  # ("Cool, square that for me?")
# "that number", "the answer you just gave", "your last answer"
_REF = (r"(?:(?:(?:that|this|the|your)\s+(?:(?:last|previous|latest)\s+)?(?:number|value|figure|total|result|answer|amount|sum)"
        r"(?:\s+(?:you\s+(?:just\s+)?(?:gave|got|found|wrote|said)(?:\s+me)?|from\s+before|above))?)|that|it|this)")
_FORMS: tuple[tuple[re.Pattern, str], ...] = tuple((re.compile(_LEAD + f"(?:{p})" + _END, re.IGNORECASE), kind) for p, kind in (
    (rf"{_REF}\s+squared|squared?\s+{_REF}|the\s+square\s+of\s+{_REF}", "square"),
    (rf"{_REF}\s+cubed|cube\s+{_REF}|the\s+cube\s+of\s+{_REF}", "cube"),
    (rf"(?P<w>double|twice|triple)\s+{_REF}|{_REF}\s+(?P<w2>doubled|tripled)", "times"),
    (rf"(?:(?:take|find|get|give\s+me|calculate|compute)\s+)?(?P<w>half)\s+(?:of\s+)?{_REF}|(?P<w2>halve)\s+{_REF}"
     rf"|{_REF}\s+(?P<w3>halved)", "half"),
    # "take a third of that", "a quarter of it": a division by the part's number
    (rf"(?:(?:take|find|get|give\s+me|calculate|compute)\s+)?(?P<w>(?:a|one)\s+(?:third|quarter|fourth|fifth|sixth|seventh"
     rf"|eighth|ninth|tenth))\s+of\s+{_REF}", "half"),  # the word's number spans "a third" (the unwritten words)
    # "raise that to the fourth power", "it to the fifth": a power whose exponent is an ordinal word
    (rf"(?:raise\s+)?{_REF}\s+(?:raised\s+)?to\s+the\s+(?P<w>{'|'.join(ORDINALS)})(?:\s+power)?", "power"),
))
_FACTOR = {"double": 2, "twice": 2, "doubled": 2, "triple": 3, "tripled": 3, "half": 2, "halve": 2, "halved": 2,
           "quarter": 4, **ORDINALS}


# a function of the previous answer: "take the natural log of that", "what's the square root of it?", "e to the that"
_FUNCTION_NAMES = {"natural log": "log", "natural logarithm": "log", "ln": "log", "square root": "sqrt", "sqrt": "sqrt",
                   "root": "sqrt", "sine": "sin", "sin": "sin", "cosine": "cos", "cos": "cos", "exp": "exp", "exponential": "exp"}
_FUNCTION = re.compile(_LEAD + r"(?:(?:take|find|get|give\s+me|calculate|compute)\s+)?(?:the\s+)?"
                       r"(?:(?P<f>natural\s+log(?:arithm)?|ln|square\s+root|sqrt|root|sine|sin|cosine|cos|exp(?:onential)?)"
                       rf"\s*(?:of\s+)?\(?{_REF}\)?|(?P<e>e\s+to\s+the\s+(?:power\s+of\s+)?{_REF}|e\s*\^\s*{_REF}))" + _END,
                       re.IGNORECASE)
# an operation with a number of its own on the previous answer, the whole message: "and divide it by 8", "add 15 to
# that", "now subtract 45 from it", "that times 3", "plus 17.25?"
_N = (rf"(?:another\s+|a\s+further\s+)?(?P<n>[-\u2212]?[{CURRENCY}]?\d[\d,]*(?:\.\d+)?"
      r"|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)")  # ("split that three ways")
# what a number of money told after "the" names: "minus the €120 deposit they already paid?"
_WHAT = r"(?:\s+(?!(?:from|to|of|by)\b)[a-z']+){0,5}"
_WITH_NUMBER: tuple[tuple[re.Pattern, str], ...] = tuple(
    (re.compile(_LEAD + p + _END, re.IGNORECASE), op) for op, forms in (
        ("div", (rf"divide\s+{_REF}\s+by\s+{_N}", rf"{_REF}\s+(?:divided\s+by|over)\s+{_N}",
                 rf"(?:divided\s+by|divide\s+by)\s+{_N}",
                 # "split that 5 ways", "share it equally between 4 of us", "divide it among 3 people"
                 rf"(?:split|share|divide)\s+{_REF}\s+(?:(?:equally|evenly)\s+)?(?:(?:between|among|amongst|by)\s+)?{_N}"
                 rf"(?:\s+(?:ways|of\s+us|of\s+them|people|persons|friends|guys))?")),
        # "if we bag those in 2s how many bags": the previous count put in groups of so many
        ("div", (rf"(?:if\s+(?:we|i|you)\s+)?(?:bag|pack|box|put|group|split|sort|package)\s+(?:{_REF}|those|them|these)"
                 rf"\s+(?:up\s+)?(?:in(?:to)?\s+)?(?:(?:groups|bags|boxes|packs|sets|batches)\s+of\s+)?{_N}s?"
                 r"(?:\s+(?:each|at\s+a\s+time))?(?:\W+how\s+many(?:\s+[a-z]+)?(?:\s+(?:is\s+that|do\s+(?:we|i)\s+(?:get|need)"
                 r"|would\s+that\s+be|will\s+(?:we|i)\s+(?:get|need)|does\s+that\s+make))?)?",)),
        # "and my take home is 3,100, how much is left": a whole told, the previous total taken from it
        ("rsub", (rf"{_N}\s+minus\s+{_REF}", rf"subtract\s+{_REF}\s+from\s+{_N}", rf"take\s+{_REF}\s+(?:away\s+)?from\s+{_N}",
                  r"(?:(?:my|our|the)\s+(?:[a-z]+[\s-])?(?:take[\s-]?home|income|budget|pay|salary|paycheck|wage|wages|savings"
                  r"|limit|allowance)(?:\s+pay)?\s+(?:is|was|are)|(?:i|we)\s+(?:have|had|earn|make|get|got)|i've\s+got|we've\s+got)"
                  rf"\s+(?:only\s+)?{_N}(?:\s+(?:a|per)\s+month)?\W+(?:so\s+)?how\s+much\s+(?:is|does\s+that\s+leave|do\s+(?:i|we)\s+have"
                  r"|will\s+(?:i|we)\s+have|would\s+(?:i|we)\s+have|would\s+be|have\s+(?:i|we)\s+got)?\s*(?:left|remaining|left\s+over"
                  r"|over)?(?:\s+(?:for\s+me|after\s+(?:that|those|all\s+that|bills|expenses)))?",)),
        ("mul", (rf"multiply\s+{_REF}\s+by\s+{_N}", rf"{_REF}\s+(?:times|multiplied\s+by)\s+{_N}",
                 rf"(?:times|multiplied\s+by|multiply\s+by)\s+{_N}")),
        ("add", (rf"add\s+{_N}\s+to\s+{_REF}", rf"{_REF}\s+plus\s+{_N}", rf"(?:plus|add)\s+{_N}(?:\s+more)?",
                 # "plus 4.50 shipping?", "and if I add a $6 delivery fee?": a charge on top of the previous total
                 rf"(?:what\s+)?(?:if\s+(?:i|we|you)\s+)?(?:plus|add)\s+(?:an?\s+)?{_N}\s+(?:for\s+)?(?:[a-z]+\s+)?"
                 r"(?:shipping|delivery|postage|tax|tip|fee|charge|surcharge)",
                 rf"(?:plus|add)\s+{_N}\s+on\s+top(?:\s+of\s+{_REF})?",  # "plus 87.50 on top of that"
                 # "and if I add Saturday's long run of 21.1 km?": more of the same told by what it is
                 rf"add\s+(?!(?:some|one|all|half|part|most|each|any|none|both|a\s+third|a\s+quarter)\b)"
                 rf"(?:[A-Za-z]+(?:'s)?\s+){{1,4}}?of\s+{_N}(?:\s*[a-z]+)?")),
        ("pow", (rf"(?:raise\s+)?{_REF}\s+(?:raised\s+)?to\s+the\s+(?:power\s+(?:of\s+)?)?{_N}(?:st|nd|rd|th)?(?:\s+power)?",)),
        # ("now raise that to the power 3")
        ("sub", (rf"subtract\s+{_N}\s+from\s+{_REF}", rf"take\s+{_N}\s+(?:away\s+)?from\s+{_REF}",
                 rf"{_REF}\s+minus\s+{_N}", rf"minus\s+{_N}", rf"(?:take|knock)\s+(?:off|away)\s+{_N}",
                 rf"minus\s+(?:the|a|an|my|our|their|his|her)\s+{_N}{_WHAT}")),  # "Minus the €120 deposit they paid?"
    ) for p in forms)


def follow_up(text: str) -> tuple[tuple, list[Number]] | None:
    """The tree a follow-up ``text`` asks of the previous answer (``("x", 0)``) and its other numbers (``("x",
    1)``: a word's, "double" is 2, or one it writes, "divide it by 8"), or None where ``text`` is no such
    follow-up."""
    if len(text) > 200:
        return None
    written = find_numbers(text)
    if len(written) == 1:
        for pattern, op in _WITH_NUMBER:
            m = pattern.match(text)
            if m is not None and written[0].start == m.start("n") + (text[m.start("n")] in CURRENCY) \
                    and written[0].value > 0:
                if op == "rsub":  # the number told less the previous answer
                    return ("sub", (("x", 1), ("x", 0))), [written[0]]
                return (op, (("x", 0), ("x", 1))), [written[0]]
        return None
    if written:
        return None
    m = _FUNCTION.match(text)
    if m is not None:
        return ("exp" if m["e"] else _FUNCTION_NAMES[" ".join(m["f"].lower().split())], (("x", 0),)), []
    for pattern, kind in _FORMS:
        m = pattern.match(text)
        if m is None:
            continue
        x = ("x", 0)
        if kind == "square":
            return ("mul", (x, x)), []
        if kind == "cube":
            return ("mul", (("mul", (x, x)), x)), []
        group = next(g for g in ("w", "w2", "w3") if g in m.groupdict() and m[g])
        word = Number(float(_FACTOR[m[group].lower().split()[-1]]), m.start(group), m.end(group), m[group])
        return ({"times": "mul", "half": "div", "power": "pow"}[kind], (x, ("x", 1))), [word]
    return None
