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

_TOKEN = re.compile(r"\s*(sqrt|√|ln|log|exp|sin|cos|e\s*(?:\^|\*\*)|\*\*|\d+(?:\.\d+)?|[-+*/×÷^()])")
_FUNCS = {"sqrt": math.sqrt, "√": math.sqrt, "ln": math.log, "log": math.log, "exp": math.exp,
          "sin": math.sin, "cos": math.cos}


def read(expr: str) -> tuple[float, int]:
    """The value of a written expression by standard precedence (``^`` right-associative and above
    ``* /``; a function name binds to the operand or parenthesis after it; ``-`` where an operand is
    expected is a sign) and the number of operations applied."""
    toks, pos = [], 0
    expr = expr.strip()
    while pos < len(expr):
        m = _TOKEN.match(expr, pos)
        assert m, (expr, pos)
        toks.append(re.sub(r"\s", "", m.group(1)))
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
            return -float(take())
        if t in _FUNCS:
            ops += 1
            return _FUNCS[t](power() if peek() != "(" else atom())
        if t in ("e^", "e**"):
            ops += 1
            return math.exp(unary())
        return float(t)

    def unary() -> float:
        return atom()

    def power() -> float:
        nonlocal ops
        base = atom()
        if peek() in ("^", "**"):
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
    assert set(kinds) <= {"fn1", "fn2", "fn3", "expr1", "expr2", "expr3", "concat"}
    assert 0.4 < kinds["concat"] / len(decoder_plain) < 0.6
    singles = [ex for ex in decoder_plain if ex.kind != "concat"]
    named = sum(ex.kind.startswith("fn") for ex in singles) / len(singles)
    assert 0.78 < named < 0.95, named
    written = " ".join(ex.messages[0]["content"] for ex in singles)
    for form in ("sqrt(", "√", "ln", "log(", "e^", "exp(", "sin", "cos", "^", "**"):
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
