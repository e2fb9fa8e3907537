"""OccamNet primitives as plain data, with protected evaluation.

A primitive is a name, an arity, a scalar function (Python floats, used at inference where the
answer must be exact to float64) and a batched torch function (used when sampling thousands of
functions during training). "Protected" means an invalid result is *reported*, never replaced by a
made-up number: the scalar function returns ``None`` and the torch function returns NaN for
non-finite values, log or sqrt outside their domain, a zero divisor and overflow. The generator
then falls back to the language model's token instead of writing a wrong number.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Literal

import torch

PrimitiveName = Literal["add", "sub", "mul", "div", "sqrt", "pow", "log", "exp", "sin", "cos", "id"]

_Scalar = Callable[..., float]
_Batched = Callable[..., torch.Tensor]


@dataclass(frozen=True)
class Primitive:
    name: str  # key used in configs
    arity: int
    scalar: _Scalar  # raises ValueError/OverflowError/ZeroDivisionError on invalid input
    batched: _Batched  # elementwise on tensors; invalid entries may be anything, masked later
    symbol: str  # "+" for infix operators, function name otherwise
    infix: bool = False
    # how a question names this function (a case-insensitive regular expression), for a named
    # function that no arithmetic word stands for; None for + - * / (named in too many ways) and id
    cue: str | None = None

    def __call__(self, *args: float) -> float | None:
        """Protected scalar evaluation: the result, or ``None`` when it is not a valid number."""
        if len(args) != self.arity:
            raise TypeError(f"{self.name} takes {self.arity} arguments, got {len(args)}")
        try:
            args = tuple(float(a) for a in args)  # an int too large for a float is invalid too
        except OverflowError:
            return None
        if not all(math.isfinite(a) for a in args):
            return None
        try:
            y = self.scalar(*args)
        except (ValueError, OverflowError, ZeroDivisionError):
            return None
        if isinstance(y, complex) or not math.isfinite(y):
            return None
        return float(y)

    def apply(self, *args: torch.Tensor) -> torch.Tensor:
        """Protected batched evaluation: invalid entries become NaN."""
        with torch.no_grad():
            y = self.batched(*args)
            valid = torch.isfinite(y)
            for a in args:
                valid &= torch.isfinite(a)
            valid &= _domain_ok(self.name, args)
            return torch.where(valid, y, torch.full_like(y, float("nan")))


def _domain_ok(name: str, args: tuple[torch.Tensor, ...]) -> torch.Tensor:
    ok = torch.ones_like(args[0], dtype=torch.bool)
    if name == "div":
        ok = args[1] != 0
    elif name == "sqrt":
        ok = args[0] >= 0
    elif name == "log":
        ok = args[0] > 0
    elif name == "pow":
        base, expo = args
        ok = ~((base < 0) & (expo != torch.round(expo))) & ~((base == 0) & (expo < 0))
    return ok


def _pow(a: float, b: float) -> float:
    if a == 0 and b < 0:
        raise ZeroDivisionError("0 to a negative power")
    return math.pow(a, b)  # ValueError for a negative base and a fractional exponent


def _torch_pow(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return torch.pow(a, b)


PRIMITIVES: dict[str, Primitive] = {
    p.name: p
    for p in (
        Primitive("add", 2, lambda a, b: a + b, torch.add, "+", infix=True),
        Primitive("sub", 2, lambda a, b: a - b, torch.sub, "-", infix=True),
        Primitive("mul", 2, lambda a, b: a * b, torch.mul, "*", infix=True),
        Primitive("div", 2, lambda a, b: a / b, torch.div, "/", infix=True),
        Primitive("sqrt", 1, math.sqrt, torch.sqrt, "sqrt", cue=r"sqrt|√|\broot"),
        Primitive("pow", 2, _pow, _torch_pow, "**", infix=True, cue=r"\^|\*\*|power|\bpow\b|raise|squared|cubed"),
        Primitive("log", 1, math.log, torch.log, "log", cue=r"\blog|\bln\b"),
        Primitive("exp", 1, math.exp, torch.exp, "exp",
                  cue=r"\bexp|\be\s*(\^|\*\*)|\be to the|\be raised|\beuler"),
        Primitive("sin", 1, math.sin, torch.sin, "sin", cue=r"\bsin(e)?\b"),
        Primitive("cos", 1, math.cos, torch.cos, "cos", cue=r"\bcos(ine)?\b"),
        Primitive("id", 1, lambda a: a, lambda a: a.clone(), "id"),
    )
}

PAPER_PRIMITIVES: tuple[str, ...] = ("add", "sub", "mul", "div", "sqrt", "pow", "log", "exp", "sin", "cos")
ARITHMETIC_PRIMITIVES: tuple[str, ...] = ("add", "sub", "mul", "div")


def get(name: str) -> Primitive:
    try:
        return PRIMITIVES[name]
    except KeyError:
        raise ValueError(f"unknown primitive {name!r}; choose from {sorted(PRIMITIVES)}") from None
