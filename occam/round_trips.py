"""A way gone there and back, some number of times: "The distance from Aiko's house to the library is 2.35 km. She
walks there and back every Saturday. How many kilometers does she walk on 4 Saturdays?" -> ``(2.35 * there and back)
* 4``.

A round trip doubles one way's distance or fare, a number no word writes: the 2 is an input at the words that say it
("there and back", "a round trip", "both ways", "to and from", "back and forth", "the same fare for the ride home").
The text tells one way's amount (a distance or a price) and may tell how many times the trip is made ("on 4
Saturdays", "for 5 workdays", "every day for 6 days"); every number is read once, and the question asks how far or how
much in all. A second amount, people counted ("Camila and her 3 friends") or anything else is None.
"""
from __future__ import annotations

import re

from .notation import quantities
from .numbers import Number
from .questions import asked
from .story_plans import Plan

_ROUND = re.compile(r"\bthere\s+and\s+back\b|\bround[\s-]+trips?\b|\bboth\s+ways\b|\bto\s+and\s+from\b|\bback\s+and\s+forth\b"
                    r"|\bthe\s+same\s+(?:fare|amount|distance|price|route|way|path)\s+(?:for\s+the\s+(?:ride|trip|journey|way)\s+)?(?:home|back)\b",
                    re.IGNORECASE)
# the round trip's own amount told after it: "round trip to work is ", "round trip costs $", "a round trip of "
_ROUND_TOLD = re.compile(r"\s+(?:[a-z']+\s+){0,4}?(?:is|was|are|were|costs?|takes|took|measures|totals?|of|comes\s+to)\s+"
                         r"(?:about\s+|only\s+|just\s+|exactly\s+)?[$\u00a3\u20ac]?\s*", re.IGNORECASE)
# "1.5 km to the park and back": a place named between, right after one way's distance
_TO_AND_BACK = re.compile(r"(?<=\s)to\s+(?:the\s+|his\s+|her\s+|their\s+|my\s+)?[a-z]+\s+and\s+back\b", re.IGNORECASE)
_DISTANCE_BEFORE = re.compile(r"\d\s*(?:km|kilomet(?:re|er)s?|m|metres?|meters?|miles?|mi|blocks?)\s+$", re.IGNORECASE)
_OCCASIONS = re.compile(r"\s+(?:more\s+)?(?:[a-z]+\s+)?(?:days|weeks|months|times|trips|workdays|weekdays|school\s+days|mondays"
                        r"|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|mornings|evenings)\b", re.IGNORECASE)
_AMOUNT = re.compile(r"\s*(?:km|kilomet(?:re|er)s?|m|metres?|meters?|miles?|mi|feet|ft|yards?|blocks?|dollars?|euros?|pounds?"
                     r"|pesos?|cents?|rupees?|yen)\b", re.IGNORECASE)
_ASKED = re.compile(r"\bhow\s+(?:far|much|many\s+(?:km|kilomet(?:re|er)s|metres|meters|miles|feet|yards|blocks|dollars"
                    r"|euros|pounds|pesos|cents|rupees|yen))\b|\bwhat\s+(?:is|was)\s+the\s+total\b", re.IGNORECASE)


def round_trip(text: str) -> Plan | None:
    """One way's amount doubled, times the trips made (see the module docstring), or None."""
    if len(text) > 400:
        return None
    rounds = [*_ROUND.finditer(text),
              *(m for m in _TO_AND_BACK.finditer(text) if _DISTANCE_BEFORE.search(text, 0, m.start()))]
    request = asked(text)
    if len(rounds) != 1 or not _ASKED.search(request) or re.search(r"\b(?:each|one|per)\s+(?:way|trip)\s*\??\s*$", request,
                                                                    re.IGNORECASE):
        return None
    numbers = quantities(text)
    if not 1 <= len(numbers) <= 2 or any(not n.value > 0 for n in numbers):
        return None
    if re.search(r"\b(?:friends?|and\s+(?:his|her|their)\s+\w+|people|each\s+of\s+(?:us|them)|family|twice|times\s+as"
                 r"|half|more\s+than|less\s+than|left|remain\w*|change)\b", text, re.IGNORECASE):
        return None  # people counted, a relation, what is left: more than the trip
    amounts = [n for n in numbers if _AMOUNT.match(text, n.end) or re.search(r"[$\u00a3\u20ac]\s*$", text[:n.start])
               or re.match(r"\s+(?:each|one)\s+way\b", text[n.end:], re.IGNORECASE)]  # "ticket is 7.50 each way"
    occasions = [n for n in numbers if _OCCASIONS.match(text, n.end) and n not in amounts]
    if len(amounts) != 1 or len(amounts) + len(occasions) != len(numbers):
        return None
    if not occasions and re.search(r"\b(?:every|each|daily|weekly|per|weeks?|months?|years?|fortnight)\b", text, re.IGNORECASE):
        return None  # "every day ... in a week": the trips' count is a word's, not read here
    amount, r = amounts[0], rounds[0]
    if _told_whole(text, amount, r):  # "Her round trip to work is 36 miles": both ways told, nothing to double
        if not occasions:
            return None
        inputs = sorted([amount, occasions[0]], key=lambda n: n.start)
        tree = ("mul", (("x", inputs.index(amount)), ("x", inputs.index(occasions[0]))))
        plan = Plan(tree, tuple(inputs), "total", "")
        return plan if plan.value is not None and plan.value > 0 else None
    two = Number(2.0, r.start(), r.end(), r[0])
    inputs = sorted([amount, two, *occasions], key=lambda n: n.start)
    at = {id(n): ("x", i) for i, n in enumerate(inputs)}
    tree = ("mul", (at[id(amount)], at[id(two)]))
    if occasions:
        tree = ("mul", (tree, at[id(occasions[0])]))
    plan = Plan(tree, tuple(inputs), "total", "", implied=frozenset(i for i, n in enumerate(inputs) if n is two))
    value = plan.value
    return plan if value is not None and value > 0 else None


def _told_whole(text: str, amount: Number, r: re.Match) -> bool:
    """Whether ``amount`` is the round trip's own, both ways: told after it ("round trip to work is 36 miles", "a round
    trip of 12 km") or written onto "round trip" before it ("a 36-mile round trip")."""
    if r.end() <= amount.start:
        return _ROUND_TOLD.fullmatch(text, r.end(), amount.start) is not None
    return (amount.end <= r.start() and re.match(r"round", r[0], re.IGNORECASE) is not None
            and re.fullmatch(r"[\s-]*(?:km|kilomet\w*|miles?|mi|metres?|meters?)?[\s-]*", text[amount.end:r.start()],
                             re.IGNORECASE) is not None)
