"""A sum or a product of a list of numbers named in words: "add 12, 45 and 78", "What is the sum of 3.5, 7.25 and
10?", "multiply 4, 5 and 6", "the total of 120, 35.5 and 14.25" -> ``(12 + 45) + 78``; and the average of two:
"What's the average of 12 and 15?" -> ``(12 + 15) / average`` (2, the word's number: :mod:`occam.implied_numbers`),
and of three or four: "the average of 14, 22, 31 and 9" -> ``((14 + 22) + (31 + 9)) / average`` (4).

One operation of two numbers is the decoders' to read; a list of three or four is not, and the message writes the
whole calculation in words as plainly as "12 + 45 + 78" writes it in symbols. :func:`listed` reads it only where
the message's numbers are exactly the list's, in order, joined by commas and one "and", after the operation's name.
An average of three or four is three steps deep (a sum, then a quotient), more than one step of a two-layer
network computes: OccamNet computes it in two steps (``occam.generation.Generation._two_steps``).
"""
from __future__ import annotations

import re

from .numbers import Number, find_numbers
from .story_plans import Plan, Tree

_SUM = r"add(?:\s+up)?|sum(?:\s+up)?|(?:the\s+)?(?:sum|total)\s+of"
_PRODUCT = r"multiply|(?:the\s+)?product\s+of"
_AVERAGE = r"(?:the\s+)?(?:average|mean)\s+of"
_NAMED = re.compile(rf"\b(?P<op>{_SUM}|{_PRODUCT}|{_AVERAGE})\s+(?:together\s+)?(?:the\s+numbers\s+)?(?=[-\u2212$\u20ac\u00a3]?\d)",
                    re.IGNORECASE)
_COMMA = re.compile(r"\s*,\s*")
_AND = re.compile(r"\s*,?\s*(?:and|&)\s+")
_END = re.compile(r"\s*(?:together|altogether|in\s+total)?\s*,?\s*(?:for\s+me|please|pls|thanks?|thank\s+you)?\s*[?.!]*\s*$",
                  re.IGNORECASE)


def listed(text: str) -> Plan | None:
    """The plan of a sum or product of three or four numbers, or the average of two, named in words (see the
    module's docstring), or None."""
    m = _NAMED.search(text)
    numbers = find_numbers(text)
    if m is None or not 2 <= len(numbers) <= 4 or numbers[0].start not in (m.end(), m.end() + 1):
        return None
    for i, (a, b) in enumerate(zip(numbers, numbers[1:])):
        joint = _AND if i == len(numbers) - 2 else _COMMA
        if not joint.fullmatch(text, a.end, b.start):
            return None  # "12, 45 and 78": commas, then one "and" before the last
    if not _END.fullmatch(text, numbers[-1].end) or any(n.value < 0 for n in numbers):
        return None  # "add 3, 5 and 7 then double it", "30 percent": more than the list
    op = m["op"].lower()
    tree: Tree = ("x", 0)
    if re.match(r"(?:the\s+)?(?:average|mean)", op):
        word = re.search(r"average|mean", m[0], re.IGNORECASE)
        k = len(numbers)
        count = Number(float(k), m.start() + word.start(), m.start() + word.end(), word[0])
        total = _sum_tree(k)
        return Plan(("div", (total, ("x", k))), (*numbers, count), "share", "", implied=frozenset({k}))
    if len(numbers) < 3:
        return None  # one operation of two numbers: the decoders'
    name = "mul" if re.match(r"multiply|(?:the\s+)?product", op) else "add"
    return Plan(_sum_tree(len(numbers), name), tuple(numbers), "total", "")


def _sum_tree(k: int, name: str = "add") -> Tree:
    """``x0 + x1``, ``(x0 + x1) + x2`` or ``(x0 + x1) + (x2 + x3)`` (or the product): the list's numbers in order."""
    if k == 4:
        return (name, ((name, (("x", 0), ("x", 1))), (name, (("x", 2), ("x", 3)))))
    if k == 3:
        return (name, ((name, (("x", 0), ("x", 1))), ("x", 2)))
    return (name, (("x", 0), ("x", 1)))
