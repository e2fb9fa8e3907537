"""What is kept of an income over several periods: "Lucas earns 1,850 a month and spends 1,240 of it. How much will he
have saved after 6 months?" -> ``(1,850 - 1,240) * 6``; "Ines gets $15 a week and spends $9.50 each week. How much does
she save in 8 weeks?" -> ``(15 - 9.50) * 8``.

The text writes exactly three numbers: an income per period ("earns 1,850 a month", "gets $15 a week"), a spending
of it ("spends 1,240 of it", "spends $9.50 each week": the same period), and in the question a count of those periods
("after 6 months", "in 8 weeks"); the question asks what is saved, kept or left. Anything else is not read.
"""
from __future__ import annotations

import re

from .numbers import find_numbers
from .questions import asked
from .story_plans import Plan

_PERIOD = r"(?P<{0}>day|week|fortnight|month|year)"
_INCOME = re.compile(r"\b(?:earns?|earned|makes?|gets?|receives?|is\s+paid|takes?\s+home|brings?\s+home)\s+$", re.IGNORECASE)
_PER = re.compile(r"\s*(?:dollars|euros|pounds|rupees|yen)?\s*(?:a|an|per|each|every)\s+" + _PERIOD.format("p") + r"\b",
                  re.IGNORECASE)
_SPENDS = re.compile(r"\b(?:spends?|pays?|uses?|gives?\s+away|sends?\s+home)\s+$", re.IGNORECASE)
_OF_IT = re.compile(r"\s*(?:dollars|euros|pounds|rupees|yen)?\s*(?:of\s+it|of\s+that|on\s+[a-z]+)?\s*(?:(?:a|an|per|each"
                    r"|every)\s+" + _PERIOD.format("p") + r"\b)?", re.IGNORECASE)
_COUNT = re.compile(r"\s*" + _PERIOD.format("p") + r"s?\b", re.IGNORECASE)
_COUNT_BEFORE = re.compile(r"\b(?:after|in|over|for|within)\s+$", re.IGNORECASE)
_KEPT_ASKED = re.compile(r"\b(?:save|saved|saves|saving|savings|left|keep|kept|put\s+aside|have)\b", re.IGNORECASE)
_NOT_READ = re.compile(r"\b(?:than|times|twice|half|double|percent|per\s*cent|tax|interest|bonus|already|more|less)\b|%",
                       re.IGNORECASE)


def _before(text: str, n) -> str:
    return text[max(0, n.start - 30):n.start].rstrip("$\u20ac\u00a3\u00a5\u20b9")


def net_rate(text: str) -> Plan | None:
    """``(income - spending) * periods`` (see the module docstring), or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = find_numbers(text)
    if at < 0 or len(numbers) != 3 or len(text) > 400 or _NOT_READ.search(text) or not _KEPT_ASKED.search(request):
        return None
    income, spending, count = numbers
    if count.start < at or not all(n.value > 0 for n in numbers) or count.value != int(count.value):
        return None
    per = _PER.match(text, income.end)
    spent = _OF_IT.match(text, spending.end)
    periods = _COUNT.match(text, count.end)
    if (per is None or not _INCOME.search(_before(text, income)) or not _SPENDS.search(_before(text, spending))
            or periods is None or not _COUNT_BEFORE.search(text, 0, count.start)):
        return None
    if spent["p"] and spent["p"].lower() != per["p"].lower() or periods["p"].lower() != per["p"].lower():
        return None  # "spends 40 a week" of "1,850 a month": another period
    if not spent.group(0).strip():
        return None  # "spends 1,240": of what, when?
    plan = Plan(("mul", (("sub", (("x", 0), ("x", 1))), ("x", 2))), tuple(numbers), "total", "")
    return plan if plan.value is not None and plan.value > 0 else None
