"""Written expressions that mix the ten primitives, for a two-layer OccamNet over all of them.

The MATH401 kind of question: ``sqrt(25) + 4 * 3 =``, ``2^12 - 96 =``, ``e^(1.5) * 2 =``,
``ln(20) - ln(2) =``, ``(7.5 + 2.5)^2 =``. The one-layer network applies one primitive and the
two-layer ``+ - * /`` network none of the named functions; a two-layer Complete OccamNet over the
ten primitives (``OccamNetConfig(depth=2, n_inputs=4, primitives=PAPER_PRIMITIVES)``: each primitive
twice in layer 1, once in layer 2, every softmax layer also reading the inputs) computes in one step
any tree of depth <= 2 over the four most recent numbers of the text. That is what this module
writes: trees with one to three primitives over one to four operands (``10^3 - 10^2``, ``2^8 - 6 * 10``
and ``56 - 8 * 7 + 3``, which the network computes as ``(56 + 3) - (8 * 7)``), at least one primitive a
named function (sqrt, log, exp, sin, cos) or a power in nine of ten, written as people write them
(``sqrt(x)``, ``√x``, ``ln x``, ``log(x)``, ``e^x``, ``exp(x)``, ``x^y``, ``x**y``, ``sin x``). A
written tree deeper than two levels is kept only if it is plain ``+ - * /`` and the network computes
its value (:func:`explains`): sums and products regrouped, never a coincidence of a named function.

A sixth of the trees are powers and logarithms in words (data version 3): "7 squared", "the square of
7", "7 to the second power" (``x * x`` over one written 7; the number sometimes in words, "eleven
squared"), "7 cubed" (``(x * x) * x``), "2 to the power of 10" and "2 raised to 10" (``pow``, only
for a power alone, where its reach is plain), and logarithms whose base is written, "log base 2 of 64",
"log_2(64)", "log2(64)", "log10(1000)" (``log(x1) / log(x0)``: the base is a number of the text), alone
or with one more operation ("3 squared + 4 squared").

``e`` in ``e^(1.5)`` is the exponential, not a number: the text's numbers are exactly the operands
(checked with :func:`occam.numbers.find_numbers` on every prompt). ``log`` alone is the natural
logarithm, as in :mod:`occam.primitives`.

Expressions are data (:class:`Call` trees over :class:`occam.data.builders.Num` operands), rendered by
our own code and evaluated with the protected primitives; nothing is parsed back or executed. An
expression's key is its rendering in one fixed style (:func:`canonical`); it is held out (never written
for training) iff the key's CRC-32 is odd (:func:`is_held_out`), as in :mod:`occam.data.expressions`.
"""
from __future__ import annotations

import math
import random
import zlib
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable, Union

import torch

from ..config import OccamNetConfig
from ..conventions import input_values
from ..numbers import find_numbers
from ..occamnet import OccamNet, correct
from ..primitives import PAPER_PRIMITIVES
from .builders import (Dec, Example, Int, Num, Part, Resample, Text, answered_at_once, compute, decoder_data,
                       num, occam_answer, retry, stable_seed, switch_data, word_number)
from .expressions import explained_pair
from .templates import EXPRESSION_TEMPLATES as TEMPLATES
from .templates import SYSTEM_PROMPTS

__all__ = ["NETWORK", "UNARY", "Call", "render", "canonical", "is_held_out", "evaluate", "operands", "depth",
           "explains", "function_examples", "function_switch_examples"]

NETWORK = OccamNetConfig(depth=2, n_inputs=4, primitives=PAPER_PRIMITIVES)
UNARY: tuple[str, ...] = ("sqrt", "log", "exp", "sin", "cos")
ARITH: tuple[str, ...] = ("add", "sub", "mul", "div")
_PREC = {"add": 1, "sub": 1, "mul": 2, "div": 2, "pow": 3}
_SYMBOL = {"add": "+", "sub": "-", "mul": "*", "div": "/"}


@dataclass(frozen=True)
class Call:
    """``op(*args)``: a primitive applied to operands as written or to other calls."""

    op: str
    args: tuple["Node", ...]


Node = Union[Call, Num]


def operands(node: Node) -> tuple[Num, ...]:
    """The leaves in text order."""
    return (node,) if isinstance(node, Num) else tuple(x for a in node.args for x in operands(a))


# Worded operations that write fewer numbers than the network reads: "7 squared" is ``x * x`` over one
# written 7, "7 cubed" ``(x * x) * x``, "log base 2 of 64" (or "log2(64)", "log_2(64)") ``log(x1) / log(x0)``
# over the written base and argument. Each is one Call over its written operands (:func:`operands`);
# its depth, primitives and value are those of the tree the network computes for it (:func:`_computed`).
WORDED: dict[str, Callable[..., "Call"]] = {
    "square": lambda a: Call("mul", (a, a)),
    "cube": lambda a: Call("mul", (Call("mul", (a, a)), a)),
    "logb": lambda base, a: Call("div", (Call("log", (a,)), Call("log", (base,)))),
}


def _computed(node: "Call") -> "Call":
    """A worded call as the tree the network computes; any other call as it is."""
    return WORDED[node.op](*node.args) if node.op in WORDED else node


def depth(node: Node) -> int:
    if isinstance(node, Num):
        return 0
    node = _computed(node)
    return 1 + max(depth(a) for a in node.args)


def primitives_of(node: Node) -> tuple[str, ...]:
    """The primitives applied, once per written application: "(3 + 4) squared" is ``("mul", "add")``."""
    if isinstance(node, Num):
        return ()
    if node.op in WORDED:  # the computed tree's own operations, over its written operands as leaves
        own = primitives_of(WORDED[node.op](*(Num("x", 0.0, 0) for _ in node.args)))
    else:
        own = (node.op,)
    return own + tuple(p for a in node.args for p in primitives_of(a))


def evaluate(node: Node) -> float | None:
    """The value with the protected primitives; None if any step is invalid."""
    if isinstance(node, Num):
        return node.value
    node = _computed(node)
    vals = [evaluate(a) for a in node.args]
    return None if any(v is None for v in vals) else compute(node.op, *vals)


# ================================================================ rendering

@dataclass(frozen=True)
class _Style:
    spaced: bool = True
    mul: str = "*"
    div: str = "/"
    pow: str = "^"
    forms: tuple[tuple[str, int], ...] = ()  # (unary op, form index) chosen for this text
    neg_parens: bool = False  # "2^(-1)", "e^(-0.5)", "3 + (-4)" rather than "2^-1", "e^-0.5", "3 + -4"
    pow_words: int = -1  # a power written in words ("2 to the power of 10", _POW_WORDS[i]); -1: in symbols

    def form(self, op: str) -> int:
        return dict(self.forms).get(op, 0)


# per unary primitive: forms for a written operand and for a call (the second always parenthesised)
_FORMS = {
    "sqrt": (("sqrt({a})", "√{a}", "√({a})", "sqrt {a}"), "sqrt({a})"),
    "log": (("ln({a})", "log({a})", "ln {a}", "ln({a})"), "ln({a})"),
    "exp": (("e^{a}", "exp({a})", "e^({a})", "e**{a}"), "e^({a})"),
    "sin": (("sin({a})", "sin {a}", "sin({a})", "sin({a})"), "sin({a})"),
    "cos": (("cos({a})", "cos {a}", "cos({a})", "cos({a})"), "cos({a})"),
}
_CANONICAL = _Style()
# worded forms: a power of two written numbers, a square or cube of one, a logarithm with a written base
_POW_WORDS = ("{b} to the power of {e}", "{b} to the power {e}", "{b} raised to {e}", "{b} raised to the power of {e}",
              "{b} to the {e}")
_SQUARE = ("{a} squared", "the square of {a}", "{a} to the second power", "{a} squared")
_CUBE = ("{a} cubed", "the cube of {a}", "{a} to the third power", "{a} cubed")
_LOGB = ("log base {b} of {a}", "log_{b}({a})", "log{b}({a})", "log base {b} of {a}", "log_{b} {a}")


def _is_negative_num(node: Node) -> bool:
    return isinstance(node, Num) and node.text.startswith("-")


def render(node: Node, style: _Style = _CANONICAL) -> str:
    """The expression as text, with the parentheses precedence needs."""
    if isinstance(node, Num):
        return node.text
    if node.op in ("square", "cube"):
        (a,) = node.args
        text = render(a, style)
        if isinstance(a, Call) or _is_negative_num(a):
            text = f"({text})"
        forms = _SQUARE if node.op == "square" else _CUBE
        return forms[style.form(node.op)].format(a=text)
    if node.op == "logb":
        base, a = node.args
        form = _LOGB[style.form("logb")]
        if form.startswith("log{b}") and base.text not in ("2", "10"):
            form = "log_{b}({a})"
        text = render(a, style)
        if isinstance(a, Call) and not form.endswith("({a})"):
            text = f"({text})"
        return form.format(b=base.text, a=text)
    if node.op in UNARY:
        (a,) = node.args
        if isinstance(a, Num):
            form = _FORMS[node.op][0][style.form(node.op)]
            if node.op == "exp" and form in ("e^{a}", "e**{a}") and _is_negative_num(a) and style.neg_parens:
                form = "e^({a})"
            if form in ("√{a}", "sqrt {a}", "ln {a}", "sin {a}", "cos {a}") and _is_negative_num(a):
                form = _FORMS[node.op][1]
            return form.format(a=a.text)
        return _FORMS[node.op][1].format(a=render(a, style))
    left, right = node.args
    if node.op == "pow":
        base = render(left, style)
        if isinstance(left, Call) or _is_negative_num(left):
            base = f"({base})"
        exp = render(right, style)
        if isinstance(right, Call) or (_is_negative_num(right) and style.neg_parens):
            exp = f"({exp})"
        if style.pow_words >= 0 and isinstance(left, Num) and isinstance(right, Num):
            return _POW_WORDS[style.pow_words].format(b=base, e=exp)
        return f"{base}{style.pow}{exp}"
    sym = {"mul": style.mul, "div": style.div}.get(node.op, _SYMBOL[node.op])
    parts = []
    for child, is_right in ((left, False), (right, True)):
        s = render(child, style)
        if isinstance(child, Call) and child.op in _PREC and (
                _PREC[child.op] < _PREC[node.op]
                or (is_right and _PREC[child.op] == _PREC[node.op] and node.op in ("sub", "div"))):
            s = f"({s})"
        elif is_right and _is_negative_num(child) and (not style.spaced or style.neg_parens):
            s = f"({s})"
        parts.append(s)
    return f" {sym} ".join(parts) if style.spaced else sym.join(parts)


def canonical(node: Node) -> str:
    """The disjointness key: one fixed style (``sqrt(25) + 4 * 3``)."""
    return render(node, _CANONICAL)


def is_held_out(node: Node) -> bool:
    return zlib.crc32(canonical(node).encode()) % 2 == 1


def _style(rng: random.Random) -> _Style:
    forms = tuple((op, rng.randrange(4)) for op in UNARY)
    neg_parens = rng.randrange(2) == 1
    style = _Style(spaced=rng.random() < 0.6, mul=rng.choice("**×"), div=rng.choice("//÷"),
                   pow=rng.choice(("^", "^", "^", "**")), neg_parens=neg_parens)
    worded = tuple((op, rng.randrange(len(f))) for op, f in (("square", _SQUARE), ("cube", _CUBE), ("logb", _LOGB)))
    pow_words = rng.randrange(len(_POW_WORDS)) if rng.random() < 0.2 else -1
    return replace(style, forms=forms + worded, pow_words=pow_words)


# ================================================================ what the network computes

@lru_cache(maxsize=1)
def _table():
    return OccamNet(NETWORK).function_table


def explains(target: float, inputs: list[float]) -> bool:
    """Does some function of the network give ``target`` on the last 4 of ``inputs``, as the training
    reward judges it (:func:`occam.occamnet.correct`)?"""
    xs = input_values(inputs, NETWORK.n_inputs)
    vals = _table().tree_values(torch.tensor([xs], dtype=torch.float64))[0]
    return bool(correct(vals, torch.tensor(float(target), dtype=torch.float64)).any())


# ================================================================ sampling

_SMALL = Int(-100, 100)
_SMALL_DEC = Dec(-100, 100, (1, 1, 2))


def _arg(op: str, rng: random.Random) -> Num:
    """An operand in the range where ``op`` is valid and its value readable."""
    r = rng.random()
    if op == "sqrt":
        if r < 0.3:
            k = rng.randint(1, 40)
            return num(str(k * k))
        return Int(0, 1000)(rng) if r < 0.7 else Dec(0, 200, (1, 2))(rng)
    if op == "log":
        return Int(1, 1000)(rng) if r < 0.6 else Dec(0, 100, (1, 2))(rng)
    if op == "exp":
        return Int(-5, 10)(rng) if r < 0.5 else Dec(-5, 10, (1, 1, 2))(rng)
    if op in ("sin", "cos"):
        return Int(-10, 10)(rng) if r < 0.4 else Dec(-10, 10, (1, 1, 2))(rng)
    return _SMALL(rng) if r < 0.75 else _SMALL_DEC(rng)


def _pow_args(rng: random.Random) -> tuple[Num, Num]:
    r = rng.random()
    if r < 0.5:
        base, e = Int(-20, 20)(rng), Int(0, 6)(rng)
    elif r < 0.7:
        base, e = Int(2, 10)(rng), Int(7, 16)(rng)
    elif r < 0.85:
        base, e = Dec(0, 20, (1, 2))(rng), Int(2, 4)(rng)
    else:
        base, e = Int(1, 100)(rng), num(rng.choice(("0.5", "-1", "-2", "1.5")))
    return base, e


def _leaf_or_fn(rng: random.Random, fn: bool) -> Node:
    """A written number, or a named function or power of written numbers."""
    if not fn:
        return _SMALL(rng) if rng.random() < 0.75 else _SMALL_DEC(rng)
    op = rng.choice(UNARY + ("pow",))
    if op == "pow":
        return Call("pow", _pow_args(rng))
    return Call(op, (_arg(op, rng),))


def _plain(rng: random.Random, op: str | None = None) -> Node:
    """``a op b`` over two written numbers (integers or decimals), with ``op`` or a random one of + - * /."""
    return Call(rng.choice(ARITH) if op is None else op, (_leaf_or_fn(rng, False), _leaf_or_fn(rng, False)))


def _worded_arg(rng: random.Random) -> Num:
    """The operand of a square or cube: small integers mostly, in words one time in six ("eleven squared")."""
    r = rng.random()
    if r < 1 / 6:
        return word_number(rng.randint(0, 100))
    if r < 0.55:
        return Int(-30, 100)(rng)
    return Int(100, 2000)(rng) if r < 0.7 else Dec(-20, 50, (1, 1, 2))(rng)


def _logb_args(rng: random.Random) -> tuple[Num, Num]:
    base = rng.choice((2, 2, 3, 4, 5, 6, 7, 8, 10, 10, 10, 16))
    r = rng.random()
    if r < 0.55:  # an exact power of the base, sometimes below 1
        k = rng.randint(-3, 12) if base < 10 else rng.randint(-4, 6)
        k = max(min(k, int(15 / math.log10(base))), -3)
        a = num(str(base ** k) if k >= 0 else f"{1 / base ** -k:.6f}".rstrip("0"))
    else:
        a = Int(1, 5000)(rng) if r < 0.85 else Dec(0, 100, (1, 2))(rng)
    return num(str(base)), a


def _worded(rng: random.Random) -> Node:
    """A square, cube or logarithm with a base, alone or with one more operation: "3 squared + 4
    squared", "5 cubed - 25" (:func:`_computable` keeps what the network computes: a cube or a
    logarithm with a base is two levels already, so with another operation it is kept only as plain
    arithmetic the network regroups, never with a logarithm)."""
    r = rng.random()
    one = (lambda: Call(rng.choice(("square", "square", "cube")), (_worded_arg(rng),))) if r < 0.75 else \
        (lambda: Call("logb", _logb_args(rng)))
    s = rng.random()
    if s < 0.55:
        return one()
    if s < 0.8:
        f, b = one(), _leaf_or_fn(rng, False)
        return Call(rng.choice(ARITH), (f, b) if rng.random() < 0.7 else (b, f))
    if s < 0.92:
        return Call(rng.choice(ARITH), (one(), one()))
    return Call(rng.choice(("square", "cube")), (_plain(rng),))


def _tree(rng: random.Random) -> Node:
    """A random tree over <= 4 operands (shapes of the MATH401 kind; a sixth of them worded powers and
    logarithms with a base, :func:`_worded`); :func:`_query` keeps those the network computes."""
    if rng.random() < 1 / 6:
        return _worded(rng)
    r = rng.random()
    a_op = rng.choice(ARITH)
    if r < 0.09:  # one function or power alone
        return _leaf_or_fn(rng, True)
    if r < 0.33:  # f(a) op b, or b op f(a)
        f, b = _leaf_or_fn(rng, True), _leaf_or_fn(rng, False)
        return Call(a_op, (f, b) if rng.random() < 0.6 else (b, f))
    if r < 0.45:  # f(a) op g(b)
        return Call(a_op, (_leaf_or_fn(rng, True), _leaf_or_fn(rng, True)))
    if r < 0.58:  # f(a) op (b op c), either side
        f, g = _leaf_or_fn(rng, True), _plain(rng)
        return Call(a_op, (f, g) if rng.random() < 0.5 else (g, f))
    if r < 0.66:  # f(a op b)
        return Call(rng.choice(UNARY), (_plain(rng, a_op),))
    if r < 0.72:  # (a op b)^c
        return Call("pow", (_plain(rng, a_op), Int(2, 4)(rng)))
    if r < 0.77:  # f(g(a)), f(a^b), f(a)^b
        if rng.random() < 0.4:
            return Call(rng.choice(UNARY), (_leaf_or_fn(rng, True),))
        return Call("pow", (Call(rng.choice(UNARY), (_arg("sin", rng),)), Int(2, 3)(rng)))
    if r < 0.83:  # a^b op c^d: four numbers
        return Call(a_op, (Call("pow", _pow_args(rng)), Call("pow", _pow_args(rng))))
    if r < 0.91:  # three operations over four numbers, in a row or grouped in pairs
        if rng.random() < 0.5:
            return Call(a_op, (_plain(rng), _plain(rng)))
        return Call(a_op, (Call(rng.choice(ARITH), (_plain(rng), _leaf_or_fn(rng, False))), _leaf_or_fn(rng, False)))
    # plain arithmetic, one or two operations: the network also writes those
    if rng.random() < 0.5:
        return _plain(rng, a_op)
    return Call(rng.choice(ARITH), (_plain(rng), _leaf_or_fn(rng, False)))


def _computable(tree: Node, value: float) -> bool:
    """Depth <= 2 as written, or plain ``+ - * /`` whose value the network computes (regrouped)."""
    if depth(tree) <= NETWORK.depth:
        return True
    return set(primitives_of(tree)) <= set(ARITH) and explains(value, [a.value for a in operands(tree)])


@dataclass(frozen=True)
class _Query:
    tree: Node
    value: float
    answer: Num
    prompt: str


def _written_exactly(text: str, tree: Node) -> bool:
    return [(n.text, n.value) for n in find_numbers(text)] == [(a.text, a.value) for a in operands(tree)]


def _unambiguous(style: _Style, tree: Node) -> _Style:
    """``style`` without the worded powers whose reach is unclear inside a larger expression: "3 + 2 to
    the power of 5" or "2 - 94 to the second power" only write the power alone, "94 squared" anywhere."""
    if isinstance(tree, Call) and tree.op in ("pow", "square", "cube"):
        return style
    forms = tuple((op, 0 if op in ("square", "cube") and i == 2 else i) for op, i in style.forms)
    return replace(style, pow_words=-1, forms=forms)


def _query(rng: random.Random) -> _Query:
    """A valid training tree (never held out), its value, OccamNet's written answer and a prompt."""
    def make() -> _Query:
        tree = _tree(rng)
        if len(operands(tree)) > NETWORK.n_inputs or is_held_out(tree):
            raise Resample
        value = evaluate(tree)
        if value is None or not math.isfinite(value) or abs(value) > 1e15 or not _computable(tree, value):
            raise Resample
        answer = occam_answer(value, (a.decimals for a in operands(tree)))
        if answer is None:
            raise Resample
        text = rng.choice(TEMPLATES).format(e=render(tree, _unambiguous(_style(rng), tree)))
        if not _written_exactly(text, tree):
            raise Resample
        return _Query(tree, value + 0.0, answer, text)
    return retry(make)


def _has_worded(node: Node) -> bool:
    return isinstance(node, Call) and (node.op in WORDED or any(_has_worded(a) for a in node.args))


def _kind(tree: Node) -> str:
    prims = primitives_of(tree)
    if _has_worded(tree):
        return f"worded{len(prims)}"
    named = [p for p in prims if p not in ARITH]
    return f"fn{len(prims)}" if named else f"expr{len(prims)}"


def _part(rng: random.Random, answer_prefix: bool) -> Part:
    q = _query(rng)
    return Part(_kind(q.tree), q.prompt, "Answer = [y]" if answer_prefix else "[y]", {"y": q.answer},
                {"y": q.value}, tuple(a.value for a in operands(q.tree)))


def function_examples(n: int, seed: int, *, answer_prefix: bool) -> list[Example]:
    """Decoder data: half single chat queries (kinds ``fn1``, ``fn2``, ``fn3`` by primitives applied,
    ``expr1``-``expr3`` for plain arithmetic, ``worded1``-``worded3`` with a square, cube or logarithm
    with a base), half raw concatenations of 2-4 queries."""
    rng = random.Random(stable_seed("function_examples", seed, answer_prefix))
    return decoder_data(rng, n, lambda: _part(rng, answer_prefix), (2, 4))


# ================================================================ switch examples

def _pair(rng: random.Random) -> tuple[str, str, Text]:
    """One of our queries as a conversation pair, answered at once."""
    q = _query(rng)
    reply = Text()
    reply.fire(q.answer, q.value)
    return _kind(q.tree), q.prompt, reply


def function_switch_examples(n: int, seed: int) -> list[Example]:
    """Switch data: half single prompts answered at once, half conversations of 2-4 pairs, ours in
    40 % of the pairs, the rest :func:`occam.data.arithmetic.switch_pair`'s that the network can answer."""
    rng = random.Random(stable_seed("function_switch_examples", seed))

    def single() -> Example:
        q = _query(rng)
        return answered_at_once(f"switch_single:{_kind(q.tree)}", q.prompt, q.answer, q.value)
    return switch_data(rng, n, single, lambda context: explained_pair(rng, context, 0.4, lambda: _pair(rng), explains),
                       SYSTEM_PROMPTS)
