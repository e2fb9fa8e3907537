"""The price of several of a thing the story prices one of: "A notebook costs $2.75, and a pen costs $1.25 less than
the notebook. How much would 6 pens cost?" -> ``(2.75 - 1.25) * 6``.

The question asks what a count of one kind of thing costs ("How much would 6 pens cost?", "What is the cost of 4
mugs?", "How much will 3 tickets cost?") and writes that count, its only number; the story prices one of that
thing in a way another reader reads ("a pen costs $1.25 less than the notebook": ``2.75 - 1.25``). The story asked
"How much does each pen cost?" is read by the other readers (``read``: :func:`occam.plan_readers.first_plan`'s); its
plan, times the count, is the answer. A story with no price (no currency, no "cost"), a plan that reads no number of
the story, or a question of anything else is None.
"""
from __future__ import annotations

import re
from typing import Callable

from .numbers import CURRENCY, find_numbers
from .questions import asked
from .story_plans import Plan, singular

_COUNT = r"(?P<n>\d+)\s+(?P<thing>[a-z]+)"
# "How much would 6 pens cost?", "How much do 4 mugs cost?", "What is the cost of 3 tickets?", "What would 5 pies cost?"
_COUNT_PRICED = re.compile(
    rf"^\W*(?:how\s+much|what)\s+(?:would|will|do|does|did|should)\s+{_COUNT}\s+cost(?:\s+(?:in\s+all|in\s+total|altogether))?\s*\?\s*$"
    rf"|^\W*what\s+(?:is|would\s+be|will\s+be)\s+the\s+(?:total\s+)?(?:cost|price)\s+of\s+{_COUNT.replace('?P<n>', '?P<n2>').replace('?P<thing>', '?P<thing2>')}\s*\?\s*$",
    re.IGNORECASE)
_PRICED = re.compile(rf"[{CURRENCY}]|\bcosts?\b|\bdollars?\b|\bprice[ds]?\b", re.IGNORECASE)


def counted_price(read: Callable[[str], tuple[str, Plan] | None], text: str) -> Plan | None:
    """The plan ``read`` gives the story asked the price of one of the things its question counts, times that count
    (see the module docstring), or None."""
    if len(text) > 500:
        return None
    request = asked(text)
    at = text.rfind(request)
    m = _COUNT_PRICED.match(request)
    if at <= 0 or m is None or not _PRICED.search(text[:at]):
        return None
    group = "n" if m["n"] else "n2"
    thing = m["thing"] or m["thing2"]
    numbers = [n for n in find_numbers(text) if n.start >= at]
    if len(numbers) != 1 or numbers[0].start != at + m.start(group) or not numbers[0].value > 1:
        return None
    story = text[:at].rstrip()
    found = read(f"{story} How much does each {singular(thing.lower())} cost?")
    if found is None or found[1].asks == "written" or found[1].implied or found[1].messages:
        return None
    plan = found[1]
    if not plan.numbers or any(n.start >= len(story) for n in plan.numbers):
        return None
    return plan.times(numbers[0])
