"""Consecutive numbers from their sum: "The sum of three consecutive integers is 96. What is the smallest of
them?" -> ``(96 - consecutive) / three`` with 3 at the word "consecutive".

``k`` consecutive numbers ``n, n + s, ..., n + (k - 1) s`` (``s`` = 1, or 2 for even or odd numbers) add up to
``k n + s k (k - 1) / 2``. The smallest is ``(S - c) / k`` and the largest ``(S + c) / k`` with ``c = s k (k - 1) /
2``: a number the text does not write, read at the word "consecutive" (as :mod:`occam.implied_numbers` reads
"twice"), so the inspector shows where it came from. The count ``k`` is written ("two", "3"). The question must ask
the smallest (smaller, first, least, lowest), the largest (larger, last, greatest, biggest, highest) or, of an odd
count, the middle one (``S / k``) of them; the second one, a product, any other number in the text, or a sum that leaves no whole answer is None.
"""
from __future__ import annotations

import re

from .notation import is_article
from .numbers import Number, find_numbers
from .questions import asked
from .story_plans import Plan

_SUM = re.compile(r"\b(?:the\s+sum\s+of\s+)?(?P<k>\w+)\s+consecutive\s+(?:(?P<kind>even|odd)\s+)?"
                  r"(?:(?:whole|positive|natural)\s+)?(?:numbers|integers)\b"
                  r"(?P<verb>\s+(?:is|was|equals|add\s+up\s+to|sum\s+to|total|totals|make|have\s+a\s+sum\s+of)\s+)"
                  r"(?P<sum>\d[\d,.]*)", re.IGNORECASE)
_OF_THE = re.compile(r"\b(?:of\s+)?the\s+$|\ball\s+$", re.IGNORECASE)
_SMALL = re.compile(r"\b(?:smallest|smaller|first|least|lowest)\b", re.IGNORECASE)
_LARGE = re.compile(r"\b(?:largest|larger|last|greatest|greater|biggest|bigger|highest)\b", re.IGNORECASE)


def consecutive(text: str) -> Plan | None:
    """The smallest or largest of ``k`` consecutive numbers whose sum ``text`` tells (see the module docstring), or
    None."""
    if len(text) > 300:
        return None
    found = list(_SUM.finditer(text))
    if len(found) != 1 or not re.search(r"\bsum\b|\badd\s+up\b|\btotal", found[0][0], re.IGNORECASE):
        return None
    m = found[0]
    request = asked(text)
    small, large = bool(_SMALL.search(request)), bool(_LARGE.search(request))
    middle = bool(re.search(r"\bmiddle\b", request, re.IGNORECASE)) and not (small or large)
    if (small == large and not middle) or text.rfind(request) < m.end() or re.search(r"\bsecond|product\b", request,
                                                                                      re.IGNORECASE):
        return None
    numbers = [n for n in find_numbers(text)  # "the largest of the three", "the middle one": no number of its own
               if not (n.start >= m.end() and _OF_THE.search(text, 0, n.start) and n.text.isalpha())
               and not is_article(text, n.start, n.end)]
    count = [n for n in numbers if n.start == m.start("k") and n.end == m.end("k")]
    total = [n for n in numbers if n.start == m.start("sum")]
    if len(numbers) != 2 or not count or not total:
        return None  # a number of something else, or a count not written as a number
    k, s = count[0].value, 2 if m["kind"] else 1
    if k != int(k) or not 2 <= k <= 10:
        return None
    if middle:  # the middle one of an odd count is their mean: S / k
        if k % 2 != 1 or total[0].value / k != int(total[0].value / k) or (
                m["kind"] and ((total[0].value / k) % 2 == 0) != (m["kind"].lower() == "even")):
            return None
        ordered = sorted([count[0], total[0]], key=lambda n: n.start)
        return Plan(("div", (("x", ordered.index(total[0])), ("x", ordered.index(count[0])))), tuple(ordered), "unknown", "")
    c = s * k * (k - 1) / 2
    start = m.start(0) + m[0].lower().index("consecutive")
    end = start + len("consecutive")
    word = Number(float(c), start, end, text[start:end])
    smallest = (total[0].value - c) / k
    if smallest != int(smallest) or (m["kind"] and (smallest % 2 == 0) != (m["kind"].lower() == "even")):
        return None  # no whole numbers, or no even (odd) ones, add up to that sum
    ordered = sorted([count[0], total[0], word], key=lambda n: n.start)
    i = {id(n): j for j, n in enumerate(ordered)}
    leaf = lambda n: ("x", i[id(n)])  # noqa: E731
    tree = ("div", (("sub" if small else "add", (leaf(total[0]), leaf(word))), leaf(count[0])))
    return Plan(tree, tuple(ordered), "unknown", "", frozenset({i[id(word)]}))
