"""Two amounts told at one rate, for a number of periods: their sum times the periods.

"Maria drinks 1.2 liters of water every morning and 0.8 liters every evening. How much does she drink in 5 days?" ->
``(1.2 + 0.8) * 5``; "Olivia drinks 1.75 liters of water and 0.4 liters of tea every day. How many liters of liquid
does she drink in 9 days?" -> ``(1.75 + 0.4) * 9``. A week or a fortnight of a daily rate is read by
:func:`occam.implied_numbers.read_implied` around this reader ("in a week" -> 7 days).

The story tells exactly three quantities: two amounts of one kind (both money or both in one unit), each at a rate
of one period, or one rate said once after both ("1.75 liters of water and 0.4 liters of tea every day"), where the
periods are one day or its parts ("every morning", "every evening"), and the count of days, right before "days" ("in
9 days", "for 5 days"); the question asks how much in all. A relation, a change or a third amount is None.
"""
from __future__ import annotations

import re

from .questions import asked
from .story_cues import same_kind, story_quantities
from .story_plans import Plan

_PER = r"(?:every|each|a|an|per)"
_PERIOD = re.compile(rf"\b(?:{_PER}\s+(day|morning|evening|night|afternoon|week|month|hour)|(daily|weekly|monthly|hourly|"
                     rf"nightly))\b", re.IGNORECASE)
_OF_DAY = {"day", "morning", "evening", "night", "afternoon", "daily", "nightly"}
_COUNT = re.compile(r"\s+(?:more\s+)?(days|weeks|months|hours|nights)\b", re.IGNORECASE)
_ASKED = re.compile(r"\bhow\s+(?:much|many|far|long)\b|\bwhat\s+(?:is|was)\s+the\s+total\b", re.IGNORECASE)
_OTHER = re.compile(r"\b(?:more\s+than|less\s+than|fewer|times|twice|half|left|remain\w*|rest|spent|lost|each\s+of|except"
                    r"|but|only|difference)\b|%", re.IGNORECASE)
_IN = re.compile(r"\b(?:sav|earn|gain|receiv|collect|mak|grow|get|gets|got|add|deposit|fill)\w*", re.IGNORECASE)
_OUT = re.compile(r"\b(?:spen|spend|use|uses|used|using|los|lost|pay|paid|giv|gave|sell|sold|withdr|drain|leak|burn)\w*",
                  re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?](?=\s)")
_JOINED = re.compile(r"\s*(?:[a-z]+\s+){0,3}and\s+", re.IGNORECASE)  # "liters of water and "
_ONCE = re.compile(r"\b(?:fee|once|one-time|one-off|sign-up|joining|deposit|initial|start\w*|born|first)\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,;]|\s(?:and|but|while)\s|[.!?](?=\s|$)", re.IGNORECASE)


def daily_sum(text: str) -> Plan | None:
    """``(a + b) * days`` of two amounts at one daily rate (see the module docstring), or None."""
    if len(text) > 400:
        return None
    request = asked(text)
    at = text.rfind(request)
    numbers = story_quantities(text)
    if at < 0 or len(numbers) != 3 or any(not n.value > 0 for n in numbers) or not _ASKED.search(request):
        return None
    if _OTHER.search(text) or _IN.search(text) and _OUT.search(text):
        return None  # "saves $3 every day and spends $2 every day": one in, one out, no sum
    a, b, days = numbers
    count = _COUNT.match(text, days.end)
    if count is None or days.value != int(days.value) or days.start < b.end:
        return None
    periods = []
    for n, until in ((a, b.start), (b, days.start)):
        end = _CLAUSE_END.search(text, n.end, until)
        m = _PERIOD.search(text, n.end, end.start() if end else until)
        periods.append(None if m is None else (m[1] or m[2]).lower())
    if _SENTENCE_END.search(text, a.end, b.start) or _ONCE.search(text):
        return None  # two sentences ("Each bag holds 3.5 kg. A bakery uses 49 kg per week."), a fee paid once
    if periods[0] is None and periods[1] is not None and _JOINED.fullmatch(text, a.end, b.start):
        periods[0] = periods[1]  # "1.75 liters of water and 0.4 liters of tea every day": the rate said once
    if None in periods:
        return None
    unit = count[1].lower().rstrip("s")
    if all(p in _OF_DAY for p in periods):
        if unit != "day":
            return None
    elif not (periods[0] == periods[1] == unit):
        return None
    if not same_kind(text, a, b):
        return None  # two kinds of amount: no sum
    found = Plan(("mul", (("add", (("x", 0), ("x", 1))), ("x", 2))), tuple(numbers), "total", "")
    value = found.value
    return found if value is not None and value > 0 else None
