"""The scoring rules every evaluation shares (answers are text; the truth is a number).

The paper's rule: some number in the answer matches, where a number with ``d`` decimals (2 for
integers, clipped to [2, 5]) matches if it is within ``10**-d`` of the truth. The strict rule: the
answer's *last* number is within a relative 1e-4 of the truth (or within the paper's tolerance).
"""
from __future__ import annotations

import math

from .numbers import Number, find_numbers


def _decimals(n: Number) -> int:
    return 2 if n.decimals == 0 else min(5, max(2, n.decimals))


def matches(n: Number, truth: float) -> bool:
    return math.isfinite(n.value) and abs(n.value - truth) < 10.0 ** -_decimals(n)


def score_paper(answer: str, truth: float) -> bool:
    """The paper's rule: any number in the answer matches the truth."""
    return any(matches(n, truth) for n in find_numbers(answer))


def score_strict(answer: str, truth: float) -> bool:
    """The last number of the answer is the truth (relative 1e-4, or the paper's tolerance)."""
    nums = find_numbers(answer)
    if not nums or not math.isfinite(nums[-1].value):
        return False
    v = nums[-1].value
    return matches(nums[-1], truth) or abs(v - truth) <= 1e-4 * abs(truth)
