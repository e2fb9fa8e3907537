"""What a lower price saves: "The jacket was $89.99 and it's on sale for $64.50. How much am I saving?" ->
``89.99 - 64.50``.

Two amounts of money, the first a price told before ("was", "normally costs", "the full price is"), the second the
price now ("on sale for", "reduced to", "marked down to", "now costs"), and a question asking the saving ("How much
am I saving?", "How much cheaper is it?", "How much money will I save?"). The saving is the first less the second,
and the second must be the lower; anything else (a percentage off, a third number, a price asked) gets no plan.
"""
from __future__ import annotations

import re

from .notation import is_reference
from .numbers import find_numbers, is_money, money_sign_before
from .questions import asked
from .story_plans import Plan

_WAS = re.compile(r"\b(?:was|were|used\s+to\s+(?:be|cost)|normally\s+(?:costs?|is|sells\s+for)|usually\s+(?:costs?|is)"
                  r"|full\s+price\s+(?:is|was|of)|original(?:ly)?\s+(?:price\s+(?:is|was|of)|costs?|cost|was|priced\s+at)"
                  r"|regular\s+price\s+(?:is|was|of)|list\s+price\s+(?:is|was|of))\s+(?:only\s+)?$", re.IGNORECASE)
_NOW = re.compile(r"\b(?:on\s+sale\s+(?:for|at)|reduced\s+to|marked\s+down\s+to|discounted\s+to|now\s+(?:costs?|is|sells"
                  r"\s+for|only)|now\s+just|down\s+to|selling\s+(?:it\s+)?for|sale\s+price\s+(?:is|of)|got\s+it\s+for"
                  r"|paid)\s+(?:only\s+|just\s+)?$", re.IGNORECASE)
_SAVING_ASKED = re.compile(r"\bhow\s+much\b[^?]*\b(?:sav(?:e|es|ed|ing)|cheaper|less|off|discount)\b", re.IGNORECASE)
_NOT_READ = re.compile(r"%|\bper\s*cent|\bpercent|\beach\b|\bper\b|\btax\b|\bshipping\b|\bfee\b", re.IGNORECASE)


def saving(text: str) -> Plan | None:
    """``was - now`` for a price told before and the lower price now, where the question asks the saving, or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = [n for n in find_numbers(text) if not is_reference(text, n.start, n.end)]
    if at < 0 or len(numbers) != 2 or any(n.start >= at for n in numbers) or _NOT_READ.search(text):
        return None
    if not _SAVING_ASKED.search(request):
        return None
    if not all(is_money(text, n) for n in numbers):
        return None

    def before(n) -> str:
        return text[:n.start - 1] if money_sign_before(text, n) else text[:n.start]

    was, now = numbers
    if not _WAS.search(before(was)) or not _NOW.search(before(now)) or not now.value < was.value:
        return None
    return Plan(("sub", (("x", 0), ("x", 1))), tuple(numbers), "step", "")
