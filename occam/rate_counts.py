"""A count of a rate's unit from a total and the rate: "An electrician charges $60 per hour. He earned $390 on a job.
How many hours did the job take?" -> ``390 / 60``; "The printer prints 24 pages a minute. How many minutes does it
need for 360 pages?" -> ``360 / 24``.

SingleEq and SVAMP write this one equation (``rate * count = total``), the rate told before the total or after; the story cues (:func:`occam.readings.reading`) read no division from "charges" and "earned". The text has
exactly two quantities (:func:`occam.story_cues.story_quantities`; a lone "one" of "for one job" is no quantity): a
rate ("$60 per hour", "24 pages a minute", "$2.50 for each ride") whose unit the question counts ("How many hours",
"how many rides"), and a total of the rate's own kind (both money, or both followed by one unit word, "pages").
A count of a unit that is not a time or a measure (gallons, kg) must come out whole. A relation, a fee, a part left, a share, a percentage or a
number in the question beside the total is None.
"""
from __future__ import annotations

import re

from .abstention import unwritten_number
from .linear_totals import like_nouns
from .numbers import is_money
from .plan_words import UNIT_NAMES, UNIT_OF, UNREAD
from .questions import asked
from .story_cues import story_quantities
from .story_plans import Plan

# the rate: "per hour", "an hour", "each week", "for each ride", "for every lap", "a minute"
_RATE = re.compile(r"\s*(?:(?!(?:and|or|per|each|every|a|an|for)\b)[a-z]+\s+){0,2}?(?:for\s+)?(?:per|each|every|an?)"
                   r"\s+(?P<unit>[a-z]+)\b", re.IGNORECASE)
# the rate told before its number, as what each of the counted things holds: "packs that cover 2.22 square metres"
_RATE_BEFORE = re.compile(r"(?:\b(?P<unit>[a-z]+)\s+(?:that|which)\s+(?:each\s+)?(?:covers?|holds?|contains?|fits?|carr(?:y|ies)"
                          r"|serves?|feeds?)"
                          # "each bottle holds 0.5 litres", "one scoop is 30 g"
                          r"|\b(?:each|every|one)\s+(?P<unit2>[a-z]+)\s+(?:covers|holds|contains|fits|carries|serves|feeds|takes|is))"
                          r"\s+(?:up\s+to\s+)?$", re.IGNORECASE)
_COUNT_ASKED = re.compile(r"^\W*how\s+many\s+(?P<unit>[a-z]+)\b", re.IGNORECASE)
_NOT_THIS = re.compile(r"\b(?:more|less|fewer|than|times|twice|half|double|fee|plus|left|remain\w*|rest|share[sd]?"
                       r"|split|each\s+of|percent|tip|tax|discount|off|already|another|extra|other|after|before"
                       r"|both|together|altogether|in\s+all|total\s+of\s+\d)\b|%", re.IGNORECASE)
# a count that may be a part of one: 6.5 hours, 8.98 gallons (a time or a measure, not a count of things or of days)
_PART_OF_ONE = frozenset(("second", "minute", "hour", *(name for name in UNIT_NAMES
                                                        if name not in ("money", "cent", "day", "week", "month", "year", "degree"))))


def rate_count(text: str) -> Plan | None:
    """``total / rate`` for a total and a rate whose unit the question counts (see the module docstring), or None."""
    if len(text) > 300:
        return None
    request = asked(text)
    at = text.rfind(request)
    asked_unit = _COUNT_ASKED.match(request)
    if at <= 0 or asked_unit is None or UNREAD.search(text) or unwritten_number(text):
        return None
    every = story_quantities(text)
    numbers = [n for n in every if n.text.lower() != "one"]
    if len(numbers) != 2 or len(every) - len(numbers) > 1 or any(not n.value > 0 for n in numbers):
        return None
    if any(n.start >= at for n in numbers) or _NOT_THIS.search(text):
        return None
    unit = asked_unit["unit"]
    rates = [i for i, n in enumerate(numbers) if ((m := _RATE.match(text, n.end)) or (m := _RATE_BEFORE.search(text, 0, n.start)))
             and like_nouns(m["unit"] or m.groupdict().get("unit2"), unit)]
    if len(rates) != 1:
        return None
    rate, total = numbers[rates[0]], numbers[1 - rates[0]]
    money = [is_money(text, n) for n in numbers]
    if money[0] != money[1]:
        return None
    if not money[0]:  # both a count of one thing: "24 pages a minute" and "360 pages"
        word = re.match(r"\s*([a-z]+)", text[rate.end:], re.IGNORECASE)
        other = re.match(r"\s*([a-z]+)", text[total.end:], re.IGNORECASE)
        if not word or not other or not like_nouns(word[1], other[1]) or like_nouns(word[1], unit):
            return None
    if total.value <= rate.value:
        return None
    result = Plan(("div", (("x", 1 - rates[0]), ("x", rates[0]))), tuple(numbers), "total", "")
    value = result.value
    if value is None or (UNIT_OF.get(unit.lower(), unit.lower().rstrip("s")) not in _PART_OF_ONE
                         and abs(value - round(value)) > 1e-9):
        return None  # a count that is not whole: rounded up or down, the words do not say
    return result


# a speed written as one unit ("57 mph", "90 km/h") or in words ("60 miles per hour", "80 km an hour"), and its distance
_SPEED = re.compile(r"\s*(?:(?P<mi>mph|mi/h|miles?\s+(?:per|an|a)\s+hour)|(?P<km>km/h|kmh|kph|km/hr|(?:km|kilomet(?:re|er)s?)\s+"
                    r"(?:per|an|a)\s+hour))\b", re.IGNORECASE)
_DISTANCE = {"mi": re.compile(r"\s*(?:miles?|mi)\b", re.IGNORECASE),
             "km": re.compile(r"\s*(?:km|kilomet(?:re|er)s?|kms)\b", re.IGNORECASE)}
_TIME_ASKED = re.compile(r"\bhow\s+(?:long|many\s+hours)\b|\bin\s+hours\b", re.IGNORECASE)


def travel_time(text: str) -> Plan | None:
    """``distance / speed``, the hours a journey takes: "It's 342 miles to Cornwall and we'll average 57 mph. How long
    will the drive take?" -> ``342 / 57``. The text writes exactly two quantities, a distance and a speed in the same
    unit of length ("miles" and "mph", "km" and "km/h"), and asks how long (or how many hours); anything else (a
    distance in another unit, a stop, a third number) is None."""
    if len(text) > 300 or not _TIME_ASKED.search(text) or _NOT_THIS.search(text) or unwritten_number(text):
        return None
    numbers = story_quantities(text)
    if len(numbers) != 2 or any(not n.value > 0 for n in numbers):
        return None
    speeds = [(i, m) for i, n in enumerate(numbers) if (m := _SPEED.match(text, n.end)) is not None]
    if len(speeds) != 1:
        return None
    i, m = speeds[0]
    unit = "mi" if m["mi"] else "km"
    distance = numbers[1 - i]
    if not _DISTANCE[unit].match(text, distance.end):
        return None
    return Plan(("div", (("x", 1 - i), ("x", i))), tuple(numbers), "share", "hour")
