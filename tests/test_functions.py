"""Tests for occam.data.functions: targets equal an independent reading of the written expression
(computed with ``math``), every fire is a function of the ten-primitive two-layer network on the last
four numbers, shares, reproducibility, and disjointness from the hand-written held-out sets."""
from __future__ import annotations

import math
import re
from collections import Counter

import pytest
from helpers import heldout_prompts

from occam.conventions import input_values
from occam.data import functions as F
from occam.data.builders import num
from occam.numbers import find_numbers
from occam.training.features import _inputs

# ---------------------------------------------------------------- an independent reader of written expressions

_WORD_NUMBERS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
_WORD_NUMBERS.update({w: 10 * i for i, w in
                      enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)})
_WORD = "|".join(sorted(_WORD_NUMBERS, key=len, reverse=True))
_TOKEN = re.compile(r"\s*(log base \d+ of|log_\d+|log\d+(?=\()|the square of|the cube of|squared|cubed"
                    r"|to the second power|to the third power|to the power of|to the power|raised to the power of"
                    r"|raised to|to the|one hundred|(?:" + _WORD + r")(?:-(?:" + _WORD + r"))?"
                    r"|sqrt|√|ln|log|exp|sin|cos|e\s*(?:\^|\*\*)|\*\*|\d+(?:\.\d+)?|[-+*/×÷^()])")
_FUNCS = {"sqrt": math.sqrt, "√": math.sqrt, "ln": math.log, "log": math.log, "exp": math.exp,
          "sin": math.sin, "cos": math.cos}
_POWER_WORDS = ("^", "**", "to the power of", "to the power", "raised to the power of", "raised to", "to the")
_POSTFIX = {"squared": 2, "cubed": 3, "to the second power": 2, "to the third power": 3}
_PREFIX = {"the square of": 2, "the cube of": 3}


def _number(t: str) -> float:
    if t == "one hundred":
        return 100.0
    if t.split("-")[0] in _WORD_NUMBERS:
        return float(sum(_WORD_NUMBERS[w] for w in t.split("-")))
    return float(t)


def _log_base(t: str) -> float | None:
    m = re.fullmatch(r"log(?: base |_)?(\d+)(?: of)?", t)
    return float(m.group(1)) if m else None


def read(expr: str) -> tuple[float, int]:
    """The value of a written expression by standard precedence (``^`` right-associative and above
    ``* /``; a function name binds to the operand or parenthesis after it; ``-`` where an operand is
    expected is a sign) and the number of operations applied."""
    toks, pos = [], 0
    expr = expr.strip()
    while pos < len(expr):
        m = _TOKEN.match(expr, pos)
        assert m, (expr, pos)
        t = re.sub(r"\s+", " ", m.group(1))
        toks.append(t.replace(" ", "") if re.fullmatch(r"e ?(?:\^|\*\*)", t) else t)
        pos = m.end()
    i, ops = 0, 0

    def peek():
        return toks[i] if i < len(toks) else None

    def take():
        nonlocal i
        i += 1
        return toks[i - 1]

    def atom() -> float:
        nonlocal ops
        t = take()
        if t == "(":
            v = add()
            assert take() == ")", expr
            return v
        if t == "-":
            return -_number(take())
        if t in _PREFIX:
            ops += _PREFIX[t] - 1
            return power() ** _PREFIX[t]
        if _log_base(t) is not None:
            ops += 3  # log(a) / log(base)
            return math.log(power() if peek() != "(" else atom()) / math.log(_log_base(t))
        if t in _FUNCS:
            ops += 1
            return _FUNCS[t](power() if peek() != "(" else atom())
        if t in ("e^", "e**"):
            ops += 1
            return math.exp(unary())
        return _number(t)

    def unary() -> float:
        return atom()

    def power() -> float:
        nonlocal ops
        base = atom()
        while peek() in _POSTFIX:
            k = _POSTFIX[take()]
            ops += k - 1
            base = base ** k
        if peek() in _POWER_WORDS:
            take()
            ops += 1
            return base ** power()
        return base

    def mul() -> float:
        nonlocal ops
        v = power()
        while peek() in ("*", "/", "×", "÷"):
            op = take()
            ops += 1
            w = power()
            v = v * w if op in ("*", "×") else v / w
        return v

    def add() -> float:
        nonlocal ops
        v = mul()
        while peek() in ("+", "-"):
            op = take()
            ops += 1
            w = mul()
            v = v + w if op == "+" else v - w
        return v

    value = add()
    assert i == len(toks), expr
    return value, ops


_PROMPT = re.compile(r"^(?:What is the value of |What is |Calculate |Compute |Evaluate |How much is |Work out |"
                     r"Please compute |Can you calculate |What does |Find the value of )?(.*?)"
                     r"(?:\s*=|\s*equals|\?| equal\?|\.)?$")


def test_reader_on_hand_written_items():
    assert read("sqrt(25) + 4 * 3") == (17.0, 3)
    assert read("2^12 - 96") == (4000.0, 2)
    assert read("e^(1.5) * 2")[0] == math.exp(1.5) * 2
    assert read("ln(e^3)")[0] == math.log(math.exp(3))
    assert read("(7.5 + 2.5)^2") == (100.0, 2)
    assert read("-84-ln 652")[0] == -84 - math.log(652)
    assert read("3 squared + 4 squared") == (25.0, 3)
    assert read("the cube of twenty-one") == (9261.0, 2)
    assert read("(-5) to the third power") == (-125.0, 2)
    assert read("2 raised to the power of 10") == (1024.0, 1)
    assert read("log base 2 of 64") == (math.log(64) / math.log(2), 3)
    assert read("log10(1000)")[0] == pytest.approx(3.0)
    assert read("log_3 81")[0] == pytest.approx(4.0)


@pytest.fixture(scope="module")
def decoder_plain():
    return F.function_examples(400, 0, answer_prefix=False)


@pytest.fixture(scope="module")
def switch():
    return F.function_switch_examples(200, 0)


def _queries(ex) -> list[tuple[str, float]]:
    """(expression text, target) of every fire of a decoder example."""
    if ex.messages is not None:
        user = ex.messages[0]["content"]
        return [(_PROMPT.match(user).group(1), ex.fires[0].target)]
    out, start = [], 0
    for fire in ex.fires:  # raw concatenations: "query answer\n\nquery answer"
        line = ex.text[start:fire.position].strip()
        out.append((_PROMPT.match(line).group(1), fire.target))
        nxt = ex.text.find("\n\n", fire.position)
        start = nxt + 2 if nxt >= 0 else len(ex.text)
    return out


def test_targets_equal_an_independent_reading(decoder_plain):
    checked = Counter()
    for ex in decoder_plain:
        for text, target in _queries(ex):
            value, ops = read(text)
            assert math.isclose(value, target, rel_tol=1e-12, abs_tol=1e-12), (text, value, target)
            n = len(find_numbers(text))
            assert 1 <= ops <= 3 and n <= 4, text
            checked[ops] += 1
            checked[f"{n} numbers"] += 1
    assert sum(checked[k] for k in (1, 2, 3)) > 600 and checked[3] > 100, checked
    assert checked["4 numbers"] > 40, checked


def test_shares(decoder_plain):
    kinds = Counter(ex.kind for ex in decoder_plain)
    assert set(kinds) <= {"fn1", "fn2", "fn3", "expr1", "expr2", "expr3", "worded1", "worded2", "worded3", "concat"}
    assert 0.4 < kinds["concat"] / len(decoder_plain) < 0.6
    singles = [ex for ex in decoder_plain if ex.kind != "concat"]
    worded = sum(ex.kind.startswith("worded") for ex in singles) / len(singles)
    assert 0.08 < worded < 0.25, worded
    symbols = [ex for ex in singles if not ex.kind.startswith("worded")]
    named = sum(ex.kind.startswith("fn") for ex in symbols) / len(symbols)
    assert 0.78 < named < 0.95, named
    written = " ".join(ex.messages[0]["content"] for ex in singles)
    for form in ("sqrt(", "√", "ln", "log(", "e^", "exp(", "sin", "cos", "^", "**", "squared", "cubed",
                 "the square of", "log base", "to the power"):
        assert form in written, form


@pytest.mark.parametrize("name", ["decoder_plain", "switch"])
def test_every_fire_is_a_function_of_the_network(request, name):
    fires, k = 0, F.NETWORK.n_inputs
    for ex in request.getfixturevalue(name):
        for fire in ex.fires:
            x = input_values([n.value for _, n in _inputs(ex, fire.message, fire.position, k)], k)  # as training feeds it
            assert F.explains(fire.target, x), (ex, fire, x)
            fires += 1
    assert fires > 300


def test_explains_depth_two_over_four_inputs_only():
    tree = F.Call("add", (F.Call("sqrt", (num("25"),)), F.Call("mul", (num("4"), num("3")))))
    assert F.depth(tree) == 2 and F.evaluate(tree) == 17.0
    assert F.explains(F.evaluate(tree), [25.0, 4.0, 3.0])
    deep = math.cos(math.cos(math.cos(0.5)))  # three nested functions: depth 3
    assert not F.explains(deep, [0.5])
    assert F.explains(math.cos(math.cos(0.5)), [0.5])
    assert not F.explains(math.sqrt(2.0) + 1.0, [7.0, 9.0, 5.0])  # the operands are not there
    assert F.explains(10.0 ** 3 - 10.0 ** 2, [10.0, 3.0, 10.0, 2.0])  # 10^3 - 10^2: four inputs


def test_deeper_written_trees_only_as_regrouped_arithmetic():
    n = [num(t) for t in ("56", "8", "7", "3")]
    chain = F.Call("add", (F.Call("sub", (n[0], F.Call("mul", (n[1], n[2])))), n[3]))  # 56 - 8 * 7 + 3
    assert F.depth(chain) == 3 and F._computable(chain, F.evaluate(chain))  # (56 + 3) - (8 * 7)
    m = [num(t) for t in ("13", "6", "11", "4")]
    product = F.Call("sub", (F.Call("mul", (F.Call("mul", (m[0], m[1])), m[2])), m[3]))  # 13 * 6 * 11 - 4
    assert not F._computable(product, F.evaluate(product))  # three levels, however regrouped
    coincidence = F.Call("sub", (F.Call("mul", (num("4"), F.Call("cos", (num("0"),)))), num("1")))
    assert F.evaluate(coincidence) == 3.0 and F.explains(3.0, [4.0, 0.0, 1.0])  # 4 - 1, by chance
    assert not F._computable(coincidence, 3.0)  # 4 * cos(0) - 1 is no regrouping of + - * /


def test_training_never_writes_held_out_expressions(decoder_plain):
    held = heldout_prompts()
    users = {ex.messages[0]["content"].strip() for ex in decoder_plain if ex.messages}
    assert len(users) > 150 and not users & held
    for ex in decoder_plain:
        for text, _ in _queries(ex):
            assert not (set(held) & {text + " =", text + "=", f"What is {text}?"}), text


def test_held_out_split_by_key():
    a = F.Call("add", (F.Call("sqrt", (num("25"),)), num("4")))
    assert F.canonical(a) == "sqrt(25) + 4"
    keys = [F.is_held_out(F.Call("add", (F.Call("log", (num(str(k)),)), num("3")))) for k in range(1, 200)]
    assert 0.35 < sum(keys) / len(keys) < 0.65


def test_reproducible_and_extending():
    assert F.function_examples(40, 3, answer_prefix=True) == F.function_examples(40, 3, answer_prefix=True)
    assert F.function_examples(40, 3, answer_prefix=True) != F.function_examples(40, 4, answer_prefix=True)
    assert F.function_examples(60, 3, answer_prefix=False)[:35] == F.function_examples(35, 3, answer_prefix=False)
    assert F.function_switch_examples(50, 3)[:30] == F.function_switch_examples(30, 3)


def test_switch_examples(switch):
    kinds = Counter(ex.kind.split(":")[0] for ex in switch)
    assert set(kinds) == {"switch_single", "switch_conv"}
    assert 0.35 < kinds["switch_single"] / len(switch) < 0.65
    assert any(not ex.fires for ex in switch if ex.kind.startswith("switch_conv"))  # "do not call" pairs too


def test_a_square_or_cube_in_words_is_answered_at_once(switch):
    """The one-layer data's "What is 7 squared?" -> "7^2 = [y]" would teach this network's switch not
    to fire where its decoders answer at once: the pairs borrowed from it leave such questions out, and
    every one of the switch data gets a fire at the first token of its reply."""
    import random

    from occam.data.arithmetic import switch_pair
    from occam.data.expressions import explained_pair

    worded = re.compile(r"\b(?:squared|cubed)\b", re.IGNORECASE)
    rng = random.Random(0)
    assert sum(bool(worded.search(switch_pair(rng)[1])) for _ in range(3000)) > 5  # the one-layer data has them
    rng = random.Random(0)
    borrowed = [explained_pair(rng, [], 0.0, lambda: None, lambda *_: True)[1] for _ in range(3000)]
    assert not any(worded.search(user) for user in borrowed)
    asked = 0
    for ex in switch:
        for i, m in enumerate(ex.messages[:-1]):
            if m["role"] == "user" and worded.search(m["content"]):
                asked += 1
                assert any(f.message == i + 1 and f.position == 0 for f in ex.fires), ex
    assert asked > 5
