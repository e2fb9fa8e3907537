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
    # function that no arithmetic word stands for; None for + - * / (named in too many ways) and id.
    # Read both ways (occam.abstention: "unnamed" when it does not match, "misnamed" when it does), so
    # it matches the names and symbols only, never an ordinary word ("expensive", "login", "cost",
    # "root beer", "horsepower", "a raise"): tests/test_abstention.py lists both kinds
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


# the cues (Primitive.cue). A number in them: digits, maybe signed, a decimal point or a bracket first.
_NUM = r"[-+\u2212(]?\.?\d"
_ORDINAL = r"(?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|nth)"
# sqrt(16), √16, square root of 16, sqroot 16, the root of 49 or of that (not the cube, third or nth root, nor root beer)
_SQRT_CUE = (r"sqrt|√|\bsquare[\s-]*root\b|\bsq(?:r|\.)?\s*root\b|\bsquare[\s-]*roots\s+of\s+" + _NUM
             + r"|(?<!cube )(?<!cubic )(?<!third )(?<!th )\broot\s+of\s+(?:" + _NUM
             + r"|(?:that|it|this|the\s+(?:result|answer))\b)")  # "root of that": a follow-up's square root
# 2^10, 2 ** 10, pow(2, 10), 2 to the (5th) power, 2 raised to 10, raise 2 to ..., 3 squared, 4 cubed, the
# square (cube) of 7, 10 to the 6 (not horsepower, power bank, a raise, "the price was raised to 50", **bold** 5)
# words that may end a request for a power before its mark: "what does 1.5 to the 6th come out to?"
POWER_TRAIL = r"(?:(?:comes?\s+out\s+to|equals?|is|makes?|gives?|be)\s*)?"
# "squared" and "cubed", and how they are often typed: "sqaured", "squred", "cubde"
SQUARED_WORD, CUBED_WORD = r"(?:squared|sqaured|squred|sqared|suqared|squaerd|squard)", r"(?:cubed|cubde|cubd)"
SQUARED_WORDS = rf"(?:{SQUARED_WORD}|{CUBED_WORD})"
_POW_CUE = (r"\^|(?:[\d)]|\b[a-z])\s*\*\*\s*" + _NUM + r"|\bpow\b|\bto\s+the\s+(?:[\w-]+\s+)?power\b"
            r"|\b" + _ORDINAL + r"\s+power\b|(?:[\d)]|\b[a-z])\s*raised\s+to\b"
            r"|\brais(?:e|es|ing)\s+" + _NUM + r"[\d.,]*\s+to\b|\b" + SQUARED_WORDS + r"\b|\b(?:square|cube)\s+of\b"
            r"|\d\s+to\s+the\s+" + _NUM + r"[\d.]*(?!\s*[A-Za-z\d])"  # "10 to the 6" (not "5 to the 6 apples")
            r"|\d\s+to\s+the\s+\d+(?:st|nd|rd|th)\b(?=\s*" + POWER_TRAIL + r"(?:[?.!,]|$))"  # "5 to the 7th?" (not "to the 5th floor")
            r"|\bpower\s+of\s+" + _NUM + r"[\d.]*(?!\s*[A-Za-z\d])"  # "7 to teh power of 3" (not "... of 3 friends")
            r"|[\d)][\u2070\u00b9\u00b2\u00b3\u2074-\u2079]")  # "7⁴", "(2+3)²" (not "25 m²": a unit squared)
# log(5), log 5, log10(5), log_2, log of 5, log base 2, logarithm, natural log, ln (not login, blog)
_LOG_CUE = r"(?<!console\.)(?<!logger\.)\blog\s*(?:[(_\u2080-\u2089]|" + _NUM + r"|of\b|base\b)|\blogarithm|\bnatural\s+log\b|\bln\b"
# exp(3), e^2, e ** 2, e to the 3, e raised to 2, the exponential of 3, Euler (not expensive, explain)
_EXP_CUE = (r"\bexp\b|\bexponential\s*(?:\(|of\b|function\b)|\be\s*(?:\^|\*\*)|\be\s+to\s+the\b|\be\s+raised\b"
            # "Euler's number" names e, its power only with a power's words ("ten times Euler's number" is 10e)
            r"|\beuler(?!(?:'s|\u2019s|s)?\s+(?:number|constant)\b(?!\s*(?:to\s+the|raised|\^|\*\*|squared|cubed)))")


def _trig_cue(name: str) -> str:
    """sin(2), sin 2, sin of 2, sin x, sine of 2 (not single, sinus, cost, cosmic, "cos I said so")."""
    word = {"sin": "sine", "cos": "cosine"}[name]
    return rf"\b{word}s?\b|\b{name}(?=\s*(?:[(\[²³^]|{_NUM}|of\b|x\b|θ|π|pi\b))"


PRIMITIVES: dict[str, Primitive] = {
    p.name: p
    for p in (
        Primitive("add", 2, lambda a, b: a + b, torch.add, "+", infix=True),
        Primitive("sub", 2, lambda a, b: a - b, torch.sub, "-", infix=True),
        Primitive("mul", 2, lambda a, b: a * b, torch.mul, "*", infix=True),
        Primitive("div", 2, lambda a, b: a / b, torch.div, "/", infix=True),
        Primitive("sqrt", 1, math.sqrt, torch.sqrt, "sqrt", cue=_SQRT_CUE),
        Primitive("pow", 2, _pow, _torch_pow, "**", infix=True, cue=_POW_CUE),
        Primitive("log", 1, math.log, torch.log, "log", cue=_LOG_CUE),
        Primitive("exp", 1, math.exp, torch.exp, "exp", cue=_EXP_CUE),
        Primitive("sin", 1, math.sin, torch.sin, "sin", cue=_trig_cue("sin")),
        Primitive("cos", 1, math.cos, torch.cos, "cos", cue=_trig_cue("cos")),
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
