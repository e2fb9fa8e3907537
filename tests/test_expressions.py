"""Tests for occam.data.expressions: every fire is a depth-2 ``+ - * /`` function of the last 4 numbers,
targets equal an independent exact (Fraction) evaluation of the written expression, fire positions,
shares, reproducibility, held-out disjointness, and the structural check against OccamNet's own
enumeration of its functions."""
from __future__ import annotations

import math
import operator
import re
import zlib
from collections import Counter
from fractions import Fraction

import conftest
import pytest

from occam.data import builders as data
from occam.data import expressions as E
from occam.config import OccamNetConfig
from occam.conventions import input_values
from occam.training.features import _inputs
from occam.numbers import find_numbers
from occam.occamnet import OccamNet

# ---------------------------------------------------------------- an independent reader of written expressions

_OPERAND = r"[-(]*\d+(?:\.\d+)?\)*"
_EXPR = re.compile(rf"{_OPERAND}(?:\s*[-+*/×÷]\s*{_OPERAND})*")
_TOKEN = re.compile(r"\d+(?:\.\d+)?|[-+*/×÷()]")
_SYM = {"×": "*", "÷": "/"}
_PREC = {"+": 1, "-": 1, "*": 2, "/": 2}
_ARITH = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv}


def _parse(expr: str) -> tuple:
    """Standard precedence, left-associative; a '-' where an operand is expected is a sign.
    Returns ``("num", text)`` or ``(op, left, right)`` with op in ``+ - * /``."""
    toks = [_SYM.get(t, t) for t in _TOKEN.findall(expr)]
    assert "".join(toks) == "".join(_SYM.get(c, c) for c in expr if not c.isspace()), expr
    pos = 0

    def take() -> str:
        nonlocal pos
        pos += 1
        return toks[pos - 1]

    def factor() -> tuple:
        t = take()
        if t == "(":
            e = sum_()
            assert take() == ")", expr
            return e
        if t == "-":
            n = take()
            assert n[0].isdigit(), expr
            return ("num", "-" + n)
        assert t[0].isdigit(), expr
        return ("num", t)

    def product() -> tuple:
        e = factor()
        while pos < len(toks) and toks[pos] in "*/":
            op = take()
            e = (op, e, factor())
        return e

    def sum_() -> tuple:
        e = product()
        while pos < len(toks) and toks[pos] in "+-":
            op = take()
            e = (op, e, product())
        return e

    tree = sum_()
    assert pos == len(toks), expr
    return tree


def _value(t: tuple) -> Fraction:
    if t[0] == "num":
        return Fraction(t[1])
    return _ARITH[t[0]](_value(t[1]), _value(t[2]))


def _key(t: tuple) -> str:
    """Minimal parentheses: the same key for texts that differ only in redundant ones."""
    if t[0] == "num":
        return t[1]
    op, left, right = t
    ls, rs = _key(left), _key(right)
    if left[0] != "num" and _PREC[left[0]] < _PREC[op]:
        ls = f"({ls})"
    if right[0] != "num" and (_PREC[right[0]] < _PREC[op] or (_PREC[right[0]] == _PREC[op] and op in "-/")):
        rs = f"({rs})"
    return ls + op + rs


def _leaves(t: tuple) -> list[str]:
    return [t[1]] if t[0] == "num" else _leaves(t[1]) + _leaves(t[2])


def _ops(t: tuple) -> int:
    return 0 if t[0] == "num" else 1 + _ops(t[1]) + _ops(t[2])


def _expression(text: str) -> tuple:
    m = _EXPR.search(text)
    assert m, text
    return _parse(m.group())


def _written(ex: data.Example) -> list[tuple[data.Fire, tuple]]:
    """(fire, parsed expression it answers) for every expression answer of an example."""
    if ex.kind == "concat":
        segments = ex.text.split("\n\n")
        assert len(segments) == len(ex.fires)
        return [(f, _expression(s)) for f, s in zip(ex.fires, segments)]
    if ex.kind.startswith("switch_conv:"):
        tags = ex.kind.split(":", 1)[1].split("+")
        users = [i for i, m in enumerate(ex.messages) if m["role"] == "user"]
        out = []
        for tag, i in zip(tags, users):
            if tag.startswith("expr"):
                (fire,) = [f for f in ex.fires if f.message == i + 1]
                out.append((fire, _expression(ex.messages[i]["content"])))
        return out
    (fire,) = ex.fires
    return [(fire, _expression(ex.messages[0]["content"]))]


def _crc_odd(key: str) -> bool:
    return zlib.crc32(key.encode()) % 2 == 1


# ---------------------------------------------------------------- fixtures

@pytest.fixture(scope="module")
def decoder_prefix():
    return E.expression_examples(400, 1, answer_prefix=True)


@pytest.fixture(scope="module")
def decoder_plain():
    return E.expression_examples(400, 2, answer_prefix=False)


@pytest.fixture(scope="module")
def switch():
    return E.expression_switch_examples(400, 3)


@pytest.fixture(scope="module")
def test_sets():
    return {k: E.expression_test_set(k, 300, 4) for k in (1, 2, 3)}


@pytest.fixture(scope="module")
def net_values():
    """Values of all 62k functions of the two-layer + - * / network, on a full and a padded input."""
    net = OccamNet(OccamNetConfig(depth=2, n_inputs=4, primitives=E.OPS))
    fns = list(net.enumerate_functions())
    assert len(fns) > 60000
    xs = ((3.7, -1.3, 5.1, 2.9), (math.nan, math.nan, 2.5, -4.0))
    return {x: {v for f in fns if (v := f.evaluate(list(x))) is not None} for x in xs}


# ---------------------------------------------------------------- structure: what two layers compute

def _leaf(v: float) -> data.Num:
    return data.Num(str(v), v, 1)


A, B, C, D_ = (_leaf(v) for v in (3.7, -1.3, 5.1, 2.9))
TREES = {  # name -> (tree, representable)
    "a*b+c/d": (E.Expr("add", E.Expr("mul", A, B), E.Expr("div", C, D_)), True),
    "a+b*c": (E.Expr("add", A, E.Expr("mul", B, C)), True),
    "(a+b)*(c-d)": (E.Expr("mul", E.Expr("add", A, B), E.Expr("sub", C, D_)), True),
    "(a-b)-c": (E.Expr("sub", E.Expr("sub", A, B), C), True),
    "(a+b)+(c+d)": (E.Expr("add", E.Expr("add", A, B), E.Expr("add", C, D_)), True),
    "d/b": (E.Expr("div", D_, B), True),
    "(a+b)*c-d": (E.Expr("sub", E.Expr("mul", E.Expr("add", A, B), C), D_), False),
    "a/(b-c*d)": (E.Expr("div", A, E.Expr("sub", B, E.Expr("mul", C, D_))), False),
}


def _rounded(vals) -> set[float]:
    return {float(f"{v:.10g}") for v in vals}


@pytest.mark.parametrize("name", TREES)
def test_representability_matches_enumeration(net_values, name):
    tree, expected = TREES[name]
    assert E.representable(tree) is expected
    value = E.evaluate(tree)
    found = float(f"{value:.10g}") in _rounded(net_values[(3.7, -1.3, 5.1, 2.9)])
    assert found is expected, (name, value)
    assert E.explains(value, [3.7, -1.3, 5.1, 2.9]) is expected


def test_structural_values_equal_enumerated_values(net_values):
    for x, vals in net_values.items():
        assert E.depth2_values(x) == vals
        assert all(E.explains(v, x) for v in list(vals)[::50])


def test_representable_limits():
    five = E.Expr("add", E.Expr("add", A, B), E.Expr("add", C, E.Expr("add", D_, A)))
    assert not E.representable(five)  # depth 3, five operands
    assert not E.representable(E.Expr("pow", A, B))  # not a primitive of this network
    assert E.representable(A)


def test_rendering_and_canonical_keys():
    tree = E.Expr("add", _leaf_int("3"), E.Expr("mul", _leaf_int("97"), _leaf_int("-4")))
    assert E.render(tree) == "3 + 97 * -4"
    assert E.canonical(tree) == "3+97*-4"
    assert E.evaluate(tree) == -385
    # a + (b - c) has the same value and key as (a + b) - c; a - (b + c) does not
    a, b, c = (_leaf_int(s) for s in ("8", "5", "-3"))
    assert E.canonical(E.Expr("add", a, E.Expr("sub", b, c))) == E.canonical(E.Expr("sub", E.Expr("add", a, b), c))
    assert E.render(E.Expr("sub", a, E.Expr("add", b, c))) == "8 - (5 + -3)"
    assert E.canonical(E.Expr("sub", a, E.Expr("sub", b, c))) == "8-(5--3)"
    assert E.is_held_out(tree) == _crc_odd("3+97*-4")


def _leaf_int(s: str) -> data.Num:
    return data.Num(s, float(s), 0)


# ---------------------------------------------------------------- decoder and switch examples

def test_reproducible():
    assert E.expression_examples(30, 5, answer_prefix=True) == E.expression_examples(30, 5, answer_prefix=True)
    assert E.expression_examples(30, 5, answer_prefix=True) != E.expression_examples(30, 6, answer_prefix=True)
    assert E.expression_switch_examples(30, 5) == E.expression_switch_examples(30, 5)
    assert E.expression_switch_examples(30, 5) != E.expression_switch_examples(30, 6)
    assert E.expression_test_set(2, 20, 5) == E.expression_test_set(2, 20, 5)
    assert E.expression_test_set(2, 20, 5) != E.expression_test_set(2, 20, 6)


def test_more_examples_extend_fewer():  # what the feature cache's extension of a smaller run relies on
    assert E.expression_examples(60, 5, answer_prefix=True)[:35] == E.expression_examples(35, 5, answer_prefix=True)
    assert E.expression_switch_examples(60, 5)[:35] == E.expression_switch_examples(35, 5)


def test_decoder_shares(decoder_prefix, decoder_plain):
    exs = decoder_prefix + decoder_plain
    kinds = Counter(ex.kind for ex in exs)
    assert set(kinds) == {"expr1", "expr2", "expr3", "concat"}
    assert 0.42 < kinds["concat"] / len(exs) < 0.58
    parts = [t for ex in exs for _, t in _written(ex)]
    ops = Counter(_ops(t) for t in parts)
    assert set(ops) == {1, 2, 3}
    assert all(0.27 < ops[k] / len(parts) < 0.4 for k in (1, 2, 3)), ops
    singles = Counter(ex.kind for ex in exs if ex.kind != "concat")
    assert all(0.25 < singles[f"expr{k}"] / sum(singles.values()) < 0.42 for k in (1, 2, 3)), singles
    decimal = sum(any("." in x for x in _leaves(t)) for t in parts) / len(parts)
    assert 0.13 < decimal < 0.27, decimal
    for t in parts:
        assert all(-100 <= float(x) <= 100 for x in _leaves(t))
    concat_sizes = Counter(len(ex.fires) for ex in exs if ex.kind == "concat")
    assert set(concat_sizes) == {2, 3, 4}


def test_decoder_answers(decoder_prefix, decoder_plain):
    for ex in decoder_prefix:
        if ex.messages is not None:
            assert ex.messages[1]["content"].startswith("Answer = ")
            assert ex.fires[0].position == len("Answer =")
    for ex in decoder_plain:
        if ex.messages is not None:
            assert ex.fires[0].position == 0
            assert find_numbers(ex.messages[1]["content"])[0].text == ex.messages[1]["content"]
        else:
            assert "Answer" not in ex.text
    for ex in decoder_prefix + decoder_plain:
        if ex.kind == "concat":  # "3 + 4 = 7" never "3 + 4 = Answer = 7"
            assert "= Answer" not in ex.text and "=Answer" not in ex.text


@pytest.mark.parametrize("name", ["decoder_prefix", "decoder_plain", "switch"])
def test_fire_positions_hold_the_target(request, name):
    for ex in request.getfixturevalue(name):
        assert (ex.messages is None) != (ex.text is None)
        for fire in ex.fires:
            content = ex.text if fire.message is None else ex.messages[fire.message]["content"]
            if fire.message is not None:
                assert ex.messages[fire.message]["role"] == "assistant"
            assert 0 <= fire.position < len(content)
            assert fire.position == 0 or content[fire.position - 1] != " "  # the spaces belong to OccamNet
            rest = content[fire.position:]
            nums = find_numbers(rest)
            assert nums and nums[0].start == len(rest) - len(rest.lstrip(" ")), (content, fire)
            n = nums[0]
            assert abs(n.value - fire.target) <= max(0.51 * 10.0 ** -n.decimals, 1e-6 * abs(fire.target)), (n, fire)


@pytest.mark.parametrize("name", ["decoder_prefix", "decoder_plain", "switch"])
def test_every_fire_is_a_depth2_function_of_the_last_four_numbers(request, name):
    fires = 0
    for ex in request.getfixturevalue(name):
        for fire in ex.fires:
            x = input_values([n.value for _, n in _inputs(ex, fire.message, fire.position, 4)], 4)  # what training feeds OccamNet
            assert E.explains(fire.target, x), (ex, fire, x)
            fires += 1
    assert fires > 400


@pytest.mark.parametrize("name", ["decoder_prefix", "decoder_plain", "switch"])
def test_targets_equal_the_written_expression(request, name):
    checked = 0
    for ex in request.getfixturevalue(name):
        for fire, tree in _written(ex):
            exact = _value(tree)
            assert math.isclose(fire.target, float(exact), rel_tol=1e-12, abs_tol=1e-12), (ex, fire)
            assert _ops(tree) <= 3 and len(_leaves(tree)) <= 4
            # the operands are the last numbers OccamNet sees, in order
            x = input_values([n.value for _, n in _inputs(ex, fire.message, fire.position, 4)], 4)
            m = len(_leaves(tree))
            assert x[-m:] == [float(v) for v in _leaves(tree)], (ex, fire)
            if not ex.kind.startswith("switch_conv"):
                assert ex.kind == "concat" or ex.kind.endswith(f"expr{_ops(tree)}")
            checked += 1
    assert checked > 300


def test_switch_examples(switch):
    singles = [ex for ex in switch if ex.kind.startswith("switch_single:")]
    convs = [ex for ex in switch if ex.kind.startswith("switch_conv:")]
    assert len(singles) + len(convs) == len(switch)
    assert 0.4 < len(singles) / len(switch) < 0.6
    for ex in singles:  # answered at once: the whole reply is the answer
        (fire,) = ex.fires
        assert fire.message == 1 and fire.position == 0
        reply = ex.messages[1]["content"]
        assert [n.text for n in find_numbers(reply)] == [reply]
    tags = Counter(t for ex in convs for t in ex.kind.split(":", 1)[1].split("+"))
    assert not set(tags) & E.DROPPED_TAGS
    assert {"expr1", "expr2", "expr3", "arith", "prose", "case1", "case2", "case3"} <= set(tags)
    expr = sum(v for t, v in tags.items() if t.startswith("expr"))
    assert 0.3 < expr / sum(tags.values()) < 0.5, tags
    for ex in convs:
        n_pairs = len(ex.kind.split(":", 1)[1].split("+"))
        assert 2 <= n_pairs <= 4
        roles = [m["role"] for m in ex.messages if m["role"] != "system"]
        assert roles == ["user", "assistant"] * n_pairs


def test_switch_never_labels_a_prompt_both_ways(switch):
    """As for the one-layer switch data: replies opening "{expr} = [y]" or "Answer = [y]" labelled
    "N + N =" 0 in 20 examples and 1 in 7 (of 1,500). Expression replies are the answer alone."""
    labels = conftest.first_token_labels(switch)
    assert not {k: dict(v) for k, v in labels.items() if len(v) == 2}
    for ex in switch:
        for tag, i in zip(ex.kind.split(":", 1)[1].split("+"), range(1, len(ex.messages), 2)):
            if tag.startswith("expr"):
                i += ex.messages[0]["role"] == "system"
                content = ex.messages[i]["content"]
                assert [f.position for f in ex.fires if f.message == i] == [0], content
                assert [n.text for n in find_numbers(content)] == [content]


# ---------------------------------------------------------------- test sets

def test_test_sets(test_sets):
    for k, items in test_sets.items():
        assert len(items) == 300
        assert len({_key(_expression(it["input"])) for it in items}) == 300  # distinct expressions
        paper_style = sum(it["input"].endswith(" =") for it in items) / len(items)
        assert paper_style > 0.7
        for it in items:
            tree = _expression(it["input"])
            assert _ops(tree) == k
            leaves = _leaves(tree)
            assert all(re.fullmatch(r"-?\d+", x) and -100 <= int(x) <= 100 for x in leaves), it
            assert [n.text for n in find_numbers(it["input"])] == leaves  # exactly the operands
            assert math.isclose(it["output"], float(_value(tree)), rel_tol=1e-12, abs_tol=1e-12), it
            assert _crc_odd(_key(tree)), it  # held out
            x = [math.nan] * (4 - len(leaves)) + [float(v) for v in leaves]
            assert E.explains(it["output"], x), it  # one step of the two-layer network


def test_test_sets_disjoint_from_training(test_sets):
    train = E.expression_examples(2000, 7, answer_prefix=False) + E.expression_switch_examples(1000, 8)
    keys = {_key(t) for ex in train for _, t in _written(ex)}
    assert len(keys) > 3000
    assert not any(_crc_odd(k) for k in keys)
    test_keys = {_key(_expression(it["input"])) for items in test_sets.values() for it in items}
    assert not keys & test_keys


def test_test_set_arguments():
    with pytest.raises(ValueError):
        E.expression_test_set(4, 10, 0)
    assert E.expression_test_set(1, 0, 0) == []
