"""Money from what was sold, told by what was left: "A school shop had 75 erasers. After a busy week, 38 erasers were
left. Each eraser was sold for $0.45. How much money did the shop collect?" -> ``(75 - 38) * 0.45``.

The text writes exactly three numbers, in this order: the start (a holding: "had 75 erasers", "baked 60 muffins"), what
was left ("38 erasers were left", "17 were left", "only 12 remained"), and a price for each ("Each eraser was sold for
$0.45", "at $1.25 each"); the question asks for money made ("How much money", "collect", "earn", "make"). Anything
else is not read.
"""
from __future__ import annotations

import re

from .numbers import find_numbers, is_money
from .questions import asked
from .story_plans import Plan

_START = re.compile(r"\b(?:had|has|have|there\s+(?:were|was|are|is)|baked|made|brought|started\s+with|stocked|picked"
                    r"|grew|bought|ordered)\s+(?:[a-z]+\s+)?$", re.IGNORECASE)
_LEFT = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:were|was|are|is)?\s*(?:still\s+)?(?:left|remained|remaining|unsold)\b|^\s+left\b",
                   re.IGNORECASE)
_ONLY_LEFT = re.compile(r"\b(?:only|just)\s+$", re.IGNORECASE)
_EACH_PRICE = re.compile(r"\b(?:each|every|one|a|an)\s+[a-z]+\s+(?:was\s+|were\s+|is\s+)?(?:sold|sells?|cost|costs|went)\s+"
                         r"(?:for\s+)?[$\u20ac\u00a3\u00a5\u20b9]?$|\b(?:sold|sells?|selling)\s+(?:them|each|it)?\s*(?:for|at)\s+"
                         r"[$\u20ac\u00a3\u00a5\u20b9]?$", re.IGNORECASE)
_MONEY_ASKED = re.compile(r"\bhow\s+much\s+(?:money\b|did\b|does\b|do\b|will\b|would\b)", re.IGNORECASE)
_MADE = re.compile(r"\b(?:money|collect\w*|earn\w*|make|made|take\s+in|took\s+in|get|got|raise\w*|receive\w*)\b", re.IGNORECASE)
_NOT_READ = re.compile(r"\b(?:than|times|twice|half|double|percent|per\s*cent|more|fewer|less|gave|broke|broken|spoil\w*"
                       r"|rotten|ate|eaten|lost|threw|stolen)\b|%", re.IGNORECASE)


def sold_by_left(text: str) -> Plan | None:
    """``(start - left) * price`` (see the module docstring), or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = find_numbers(text)
    if at < 0 or len(numbers) != 3 or len(text) > 400 or _NOT_READ.search(text):
        return None
    if not (_MONEY_ASKED.search(request) and _MADE.search(request)) or any(n.start >= at for n in numbers):
        return None
    if re.search(r"\b(?:left\w*|remain\w*|unsold|rest|still)\b", request, re.IGNORECASE):
        return None  # "How much money would the leftover erasers bring?": the ones left asked
    start, left, price = numbers
    if not _START.search(text, max(0, start.start - 30), start.start) or not is_money(text, price):
        return None
    if not (_LEFT.match(text, left.end) and not re.search(r"[.!?;]", text[left.end:_LEFT.match(text, left.end).end()])):
        return None
    if not (_EACH_PRICE.search(text, max(0, price.start - 40), price.start) or re.match(r"\s*(?:each|apiece)\b",
                                                                                         text[price.end:])):
        return None
    if not start.value > left.value >= 0 or is_money(text, start) or is_money(text, left):
        return None
    return Plan(("mul", (("sub", (("x", 0), ("x", 1))), ("x", 2))), tuple(numbers), "total", "")
