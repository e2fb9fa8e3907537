"""Arithmetic expressions with up to three operations, for the paper's two-layer OccamNet.

The two-layer Complete OccamNet over ``+ - * /`` (``OccamNetConfig(depth=2, n_inputs=4,
primitives=("add", "sub", "mul", "div"))``) computes in one step any expression tree of depth <= 2
over its four inputs, the four most recent numbers of the text, right-aligned (the latest number is
``x3``). Layer 1 holds each primitive twice and layer 2 once, and every softmax layer also reads the
inputs, so its functions are exactly: an input, ``op(xi, xj)``, or ``op(u, v)`` with ``u, v`` inputs or
``op(xi, xj)`` nodes. ``2 * 7 + 3 / 2``, ``(a + b) * (c - d)`` and ``a - b - c`` are such trees;
``(a + b) * c - d`` (depth 3) is not.

What it makes
-------------
* :func:`expression_examples`: decoder data. Half single chat queries (``user: 3 + 97 * -4 =``,
  ``assistant: "Answer = -385"`` or ``"-385"``), half raw concatenations of 2-4 query/answer pairs,
  every answer a target (the conventions of :func:`occam.data.builders.concatenation`). Each query has 1, 2 or
  3 operations (a third each) over integers in [-100, 100]; a fifth of them also use decimals such as
  ``2.5``. Kinds ``expr1``, ``expr2``, ``expr3`` (operations of a single query) and ``concat``.
* :func:`expression_test_set`: ``[{"input", "output"}]`` evaluation records in the paper's style
  (``3+97*-4 =``, ``3 + 97 * -4 =``), integers only, held-out expressions only.
* :func:`expression_switch_examples`: switch data. Half single expression prompts answered at once,
  half conversations of 2-4 pairs mixing expression pairs with :func:`occam.data.arithmetic.switch_pair` pairs, minus
  the pairs whose "do not call" label is wrong for a two-layer network (:data:`DROPPED_TAGS`, and squares or
  cubes in words, :data:`WORDED_POWER`) and any
  pair with a fire that a two-layer ``+ - * /`` network cannot compute (sqrt, log, ...).

Expressions are data (:class:`Expr` trees whose leaves are :class:`occam.data.builders.Num` operands as
written), rendered to text by our own code and evaluated with the protected primitives
(:func:`occam.data.builders.compute`): nothing is parsed back or executed. Every prompt is checked with
:func:`occam.numbers.find_numbers` to contain exactly its operands in order (negative numbers are
written with the sign touching the digits: ``5 - -3``, ``5-(-3)``, ``97*-4``), so the operands are the
last numbers OccamNet sees. Answers are written with :func:`occam.numbers.format_number`, ``decimals``
= the sum of the operands' decimals (:func:`occam.data.builders.occam_answer`).

Disjointness: an expression's key is its minimal-parenthesis rendering with ``+ - * /`` and no spaces
(:func:`canonical`, e.g. ``3+97*-4``); redundant parentheses, spacing and symbols (``×``, ``÷``)
do not change it, and two texts with the same key have the same value. The expression is held out for
the test sets iff the key's CRC-32 is odd (:func:`is_held_out`): training never writes a held-out
expression, test sets write only held-out ones. (Single operations on small numbers are always
available to :mod:`occam.data`'s training, so only the 2- and 3-operation test sets are disjoint from
that data too.)
"""
from __future__ import annotations

import math
import random
import re
import zlib
from dataclasses import dataclass
from typing import Callable, Sequence, Union

from ..numbers import find_numbers
from .arithmetic import switch_pair
from .builders import (Dec, Example, Int, Num, Part, Resample, Text, answered_at_once, compute, decoder_data,
                       occam_answer, retry, stable_seed, switch_data)
from .templates import EXPRESSION_TEMPLATES as TEMPLATES
from .templates import EXPRESSION_TEST_TEMPLATES as TEST_TEMPLATES
from .templates import SYSTEM_PROMPTS

__all__ = ["OPS", "DROPPED_TAGS", "Expr", "depth", "operands", "n_ops", "evaluate", "canonical",
           "is_held_out", "representable", "render", "depth2_values", "explains", "expression_examples",
           "expression_test_set", "expression_switch_examples"]

OPS: tuple[str, ...] = ("add", "sub", "mul", "div")
N_INPUTS = 4  # OccamNet's inputs: the last 4 numbers of the text
MAX_DEPTH = 2  # layers of the OccamNet
_PREC = {"add": 1, "sub": 1, "mul": 2, "div": 2}


# ================================================================ expression trees

@dataclass(frozen=True)
class Expr:
    """``op(left, right)``; leaves are operands as written (:class:`occam.data.builders.Num`)."""

    op: str
    left: "Node"
    right: "Node"


Node = Union[Expr, Num]


def depth(node: Node) -> int:
    return 0 if isinstance(node, Num) else 1 + max(depth(node.left), depth(node.right))


def operands(node: Node) -> tuple[Num, ...]:
    """The leaves from left to right: the order in which the text writes them."""
    return (node,) if isinstance(node, Num) else operands(node.left) + operands(node.right)


def n_ops(node: Node) -> int:
    return 0 if isinstance(node, Num) else 1 + n_ops(node.left) + n_ops(node.right)


def evaluate(node: Node) -> float | None:
    """The value with the protected primitives, from the operands as written; None if invalid."""
    if isinstance(node, Num):
        return node.value
    a, b = evaluate(node.left), evaluate(node.right)
    return None if a is None or b is None else compute(node.op, a, b)


def representable(node: Node, n_inputs: int = N_INPUTS, max_depth: int = MAX_DEPTH) -> bool:
    """Can a Complete OccamNet of ``max_depth`` layers over ``+ - * /`` with ``n_inputs`` inputs compute
    this tree when its operands are the last numbers of the text? (depth, operand count, primitives)"""
    def ops_ok(n: Node) -> bool:
        return isinstance(n, Num) or (n.op in OPS and ops_ok(n.left) and ops_ok(n.right))
    return depth(node) <= max_depth and len(operands(node)) <= n_inputs and ops_ok(node)


# ---------------------------------------------------------------- rendering

@dataclass(frozen=True)
class _Style:
    """How an expression is written: spacing, symbols, redundant parentheses."""

    spaced: bool = False
    mul: str = "*"
    div: str = "/"
    extra_parens: float = 0.0  # chance of parentheses around a sub-expression that needs none
    neg_parens: float = 0.0  # chance of "(-3)" for a negative operand after an operator
    readable: bool = True  # compact text writes "5-(-3)" and "5+(-3)", never "5--3"

    def symbol(self, op: str) -> str:
        return {"add": "+", "sub": "-", "mul": self.mul, "div": self.div}[op]


_CANONICAL = _Style(readable=False)
_PLAIN_SPACED = _Style(spaced=True)


def _needs_parens(child: Node, parent: Expr, right: bool) -> bool:
    """Standard precedence, left-associative: ``a - (b + c)`` and ``a / (b * c)`` need them,
    ``a + (b - c)`` and ``a * (b / c)`` do not (same value)."""
    if isinstance(child, Num):
        return False
    if _PREC[child.op] != _PREC[parent.op]:
        return _PREC[child.op] < _PREC[parent.op]
    return right and parent.op in ("sub", "div")


def _tokens(node: Node, style: _Style, rng: random.Random | None) -> list:
    """Operands (Num), operator names and parentheses, in text order."""
    if isinstance(node, Num):
        return [node]
    out = []
    for child, right in ((node.left, False), (node.right, True)):
        toks = _tokens(child, style, rng)
        extra = rng is not None and isinstance(child, Expr) and rng.random() < style.extra_parens
        if _needs_parens(child, node, right) or extra:
            toks = ["(", *toks, ")"]
        out += toks
        if not right:
            out.append(node.op)
    return out


def render(node: Node, style: _Style = _PLAIN_SPACED, rng: random.Random | None = None) -> str:
    """The expression as text (redundant parentheses and ``(-3)`` only with ``rng``)."""
    parts, prev = [], None
    for t in _tokens(node, style, rng):
        if isinstance(t, Num):
            s = t.text
            if s.startswith("-") and prev in OPS and (
                    (style.readable and not style.spaced and prev in ("add", "sub"))
                    or (rng is not None and rng.random() < style.neg_parens)):
                s = f"({s})"  # "5-(-3)" rather than "5--3"
            parts.append(s)
        elif t in OPS:
            parts.append(f" {style.symbol(t)} " if style.spaced else style.symbol(t))
        else:
            parts.append(t)
        prev = t
    return "".join(parts)


def canonical(node: Node) -> str:
    """The disjointness key: minimal parentheses, ``+ - * /``, no spaces (``3+97*-4``, ``5--3``)."""
    return render(node, _CANONICAL)


def is_held_out(node: Node) -> bool:
    """True if the expression is reserved for the test sets (CRC-32 of its key is odd)."""
    return zlib.crc32(canonical(node).encode()) % 2 == 1


# ================================================================ what a two-layer OccamNet computes

def _finite(xs: Sequence[float]) -> list[float]:
    return [float(x) for x in xs if x is not None and math.isfinite(x)]  # empty slots are NaN


def _layer1(xs: list[float]) -> list[float]:
    """Distinct values of the inputs and of ``op(xi, xj)`` (layer-1 nodes)."""
    vals = dict.fromkeys(xs)
    for op in OPS:
        for a in xs:
            for b in xs:
                y = compute(op, a, b)
                if y is not None:
                    vals[y] = None
    return list(vals)


def depth2_values(inputs: Sequence[float]) -> set[float]:
    """Every value a two-layer ``+ - * /`` Complete OccamNet can output on ``inputs`` (NaN = empty slot)."""
    l1 = _layer1(_finite(inputs))
    out = set(l1)
    for op in OPS:
        out.update(y for u in l1 for v in l1 if (y := compute(op, u, v)) is not None)
    return out


def explains(target: float, inputs: Sequence[float]) -> bool:
    """Does some depth-2 tree over ``inputs`` give exactly ``target``? (the same float operations as
    :func:`depth2_values`, stopping at the first hit)"""
    l1 = _layer1(_finite(inputs))
    if target in l1:
        return True
    for u in l1:
        for v in l1:  # IEEE + - * / as the protected primitives compute them; non-finite never equals
            if u + v == target or u - v == target or u * v == target or (v != 0 and u / v == target):
                return True
    return False


# ================================================================ sampling expressions

_INT = Int(-100, 100)
_DEC = Dec(-100, 100, (1, 1, 1, 2))
DECIMAL_SHARE = 0.2  # of training expressions: some operands are decimals like 2.5


@dataclass(frozen=True)
class _Query:
    tree: Expr
    value: float
    answer: Num  # the value as OccamNet writes it


def _shape(rng: random.Random, k: int, leaves: list[Num]) -> Expr:
    """A random tree with ``k`` operations over ``leaves`` (in text order), depth <= 2."""
    op = [rng.choice(OPS) for _ in range(k)]
    if k == 1:
        return Expr(op[0], leaves[0], leaves[1])
    if k == 2:
        if rng.random() < 0.5:
            return Expr(op[1], Expr(op[0], leaves[0], leaves[1]), leaves[2])
        return Expr(op[1], leaves[0], Expr(op[0], leaves[1], leaves[2]))
    if k == 3:
        return Expr(op[2], Expr(op[0], leaves[0], leaves[1]), Expr(op[1], leaves[2], leaves[3]))
    raise ValueError(f"1, 2 or 3 operations, got {k}")


def _leaves(rng: random.Random, k: int, decimals: bool) -> list[Num]:
    if not decimals:
        return [_INT(rng) for _ in range(k + 1)]
    forced = rng.randrange(k + 1)  # at least one decimal operand
    return [_DEC(rng) if i == forced or rng.random() < 0.5 else _INT(rng) for i in range(k + 1)]


def _query(rng: random.Random, k: int, *, held_out: bool, decimals: bool) -> _Query:
    """A valid tree with ``k`` operations on the requested side of the held-out split."""
    def make() -> _Query:
        tree = _shape(rng, k, _leaves(rng, k, decimals))
        if is_held_out(tree) != held_out:
            raise Resample
        value = evaluate(tree)
        answer = occam_answer(value, (a.decimals for a in operands(tree)))
        if value is None or answer is None:
            raise Resample
        return _Query(tree, value + 0.0, answer)  # + 0.0: never -0.0
    return retry(make)


def _written_exactly(text: str, tree: Expr) -> bool:
    """``find_numbers`` sees exactly the operands, in order, as written."""
    return [(n.text, n.value) for n in find_numbers(text)] == [(a.text, a.value) for a in operands(tree)]


# ---------------------------------------------------------------- prompts

def _train_style(rng: random.Random) -> _Style:
    return _Style(spaced=rng.random() < 0.6, mul=rng.choice("**×"), div=rng.choice("//÷"),
                  extra_parens=0.15, neg_parens=0.15)


def _prompt(rng: random.Random, tree: Expr) -> str:
    """A training prompt for ``tree`` in a random phrasing and style."""
    for _ in range(100):
        text = rng.choice(TEMPLATES).format(e=render(tree, _train_style(rng), rng))
        if _written_exactly(text, tree):
            return text
    raise Resample


def _training_query(rng: random.Random) -> tuple[_Query, str]:
    """Operations uniform in 1..3, decimals in :data:`DECIMAL_SHARE` of them, never held out."""
    k = rng.randint(1, 3)
    decimals = rng.random() < DECIMAL_SHARE

    def make() -> tuple[_Query, str]:
        q = _query(rng, k, held_out=False, decimals=decimals)
        return q, _prompt(rng, q.tree)
    return retry(make)


# ================================================================ decoder examples

def _part(rng: random.Random, answer_prefix: bool) -> Part:
    q, prompt = _training_query(rng)
    return Part(f"expr{n_ops(q.tree)}", prompt, "Answer = [y]" if answer_prefix else "[y]", {"y": q.answer},
                {"y": q.value}, tuple(a.value for a in operands(q.tree)))


def expression_examples(n: int, seed: int, *, answer_prefix: bool) -> list[Example]:
    """Decoder data for the two-layer OccamNet: half single chat queries (kind ``expr1``..``expr3``),
    half raw concatenations of 2-4 queries (``concat``); 1, 2 or 3 operations a third each.

    With ``answer_prefix`` bare answers read "Answer = 88" (the paper's first stage), else "88"."""
    rng = random.Random(stable_seed("expression_examples", seed, answer_prefix))
    return decoder_data(rng, n, lambda: _part(rng, answer_prefix), (2, 4))


# ================================================================ test sets

def expression_test_set(n_ops: int, n: int, seed: int) -> list[dict]:
    """``n`` distinct held-out expressions with ``n_ops`` operations over integers in [-100, 100]:
    ``[{"input": prompt, "output": exact value}]``, 80 % as ``3+97*-4 =`` or ``3 + 97 * -4 =``."""
    if n_ops not in (1, 2, 3):
        raise ValueError(f"n_ops must be 1, 2 or 3, got {n_ops}")
    rng = random.Random(stable_seed("expression_test_set", n_ops, seed))
    items: list[dict] = []
    seen: set[str] = set()
    while len(items) < n:
        q = _query(rng, n_ops, held_out=True, decimals=False)
        key = canonical(q.tree)
        template = TEST_TEMPLATES[0] if rng.random() < 0.8 else rng.choice(TEST_TEMPLATES[1:])
        text = template.format(e=render(q.tree, _Style(spaced=rng.random() < 0.5)))
        if key in seen or not representable(q.tree) or not _written_exactly(text, q.tree):
            continue
        seen.add(key)
        items.append({"input": text, "output": q.value})
    return items


expression_test_set.__test__ = False  # not a pytest test when imported into a test module


# ================================================================ switch examples

# switch_pair tags whose labels are wrong for a two-layer OccamNet: nested expressions (4), fractions of a
# number (7, n/d of x = x*n/d) and three operands (8) are written by the LLM there, and multi-step word
# problems are answered "The answer is" without a fire, though one depth-2 step computes them all.
DROPPED_TAGS: frozenset[str] = frozenset({"case4", "case7", "case8", "multistep"})
# a square or cube in words ("What is 7 squared?"): the one-layer data writes "7^2 = " first and then
# fires, a two-layer network answers it at once (x * x, (x * x) * x), so those pairs are dropped too
WORDED_POWER = re.compile(r"\b(?:squared|cubed)\b", re.IGNORECASE)
EXPR_PAIR_SHARE = 0.4  # of the pairs of a conversation


def _expr_reply(q: _Query) -> Text:
    """The answer alone, at the first assistant token, as for the single prompts (see
    :func:`occam.data.arithmetic._arith_pair`: an opening "{expr} = " or "Answer = " labels the prompt's
    last token 0 there and 1 here)."""
    out = Text()
    out.fire(q.answer, q.value)
    return out


def _depth2(target: float, numbers: list[float]) -> bool:
    return explains(target, numbers[-N_INPUTS:])


def fires_explained(context: list[float], user: str, reply: Text,
                    can_write: Callable[[float, list[float]], bool] = _depth2) -> bool:
    """Every fire of ``reply`` is a function the network can write of the numbers before it
    (``can_write(target, numbers)``; by default a depth-2 ``+ - * /`` function of the last 4)."""
    before = context + [m.value for m in find_numbers(user)]
    for pos, target in reply.fires:
        xs = before + [m.value for m in find_numbers(reply.s[:pos])]
        if not can_write(target, xs):
            return False
    return True


def explained_pair(rng: random.Random, context: list[float], own_share: float,
                   own_pair: Callable[[], tuple[str, str, Text]],
                   can_write: Callable[[float, list[float]], bool] = _depth2) -> tuple[str, str, Text]:
    """(tag, user text, reply) of a two-layer switch conversation: ``own_pair()`` in ``own_share`` of
    the draws, else :func:`occam.data.arithmetic.switch_pair`'s (minus :data:`DROPPED_TAGS`), redrawn
    until the network can produce every fire (``can_write``, :func:`fires_explained`)."""
    own = rng.random() < own_share
    for _ in range(1000):
        if own:
            tag, user, reply = own_pair()
        else:
            tag, user, reply = switch_pair(rng)
            if tag in DROPPED_TAGS or WORDED_POWER.search(user):
                continue
        if fires_explained(context, user, reply, can_write):
            return tag, user, reply
    raise RuntimeError("could not sample a conversation pair the network can answer")


def _expression_pair(rng: random.Random) -> tuple[str, str, Text]:
    q, user = _training_query(rng)
    return f"expr{n_ops(q.tree)}", user, _expr_reply(q)


def _switch_single(rng: random.Random) -> Example:
    q, prompt = _training_query(rng)
    return answered_at_once(f"switch_single:expr{n_ops(q.tree)}", prompt, q.answer, q.value)


def expression_switch_examples(n: int, seed: int) -> list[Example]:
    """Switch data for the two-layer OccamNet: half single expression prompts answered at once
    (``switch_single:exprK``, one fire at position 0), half conversations of 2-4 pairs
    (``switch_conv:`` + tags: ``exprK`` and :func:`occam.data.arithmetic.switch_pair`'s tags except :data:`DROPPED_TAGS`)."""
    rng = random.Random(stable_seed("expression_switch_examples", seed))
    return switch_data(rng, n, lambda: _switch_single(rng), lambda context: explained_pair(rng, context, EXPR_PAIR_SHARE, lambda: _expression_pair(rng)),
                       SYSTEM_PROMPTS)
