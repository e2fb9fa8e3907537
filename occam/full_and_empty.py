"""What a container holds, from its weight full and its weight empty: "A full jar of honey weighs 1.25 kilograms, and
the empty jar weighs 0.35 kilograms. How many kilograms of honey are in 4 full jars?" -> ``(1.25 - 0.35) * 4``; "...
If the jam is shared equally among 5 people, how much jam does each person get?" -> ``(1.2 - 0.35) / 5``; "... How
much does the honey weigh?" -> ``1.25 - 0.35``.

MultiArith and people tell a container's contents this way; the story reader sees two weights and adds them. The
story tells two or three quantities: a weight of the container "full" (or "filled", "with the honey in it") and a
weight of it "empty", in one unit, the full one the larger; a third, where told, is a count of full containers ("4
full jars", "in 6 jars") asked of, or a count the contents are shared equally among ("shared equally among 5 people",
"poured equally into 3 bowls"). Anything else (a price, a change, a comparison asked) is None.
"""
from __future__ import annotations

import re

from .numbers import is_money
from .questions import story_numbers
from .story_cues import EMPTY as _EMPTY, FULL as _FULL, same_kind, story_quantities
from .story_plans import Plan

_SHARED = re.compile(r"\b(?:shared|split|divided|poured|spooned|portioned)\b[^.!?]*\b(?:equally|evenly)\b[^.!?]*\b(?:among|between"
                     r"|into|by|for)\s+$|\b(?:shared|split|divided|poured)\b[^.!?]*\b(?:into)\s+$", re.IGNORECASE)
_OTHER_STEP = re.compile(r"\b(?:than|times|twice|half|left|remain\w*|rest|costs?|price|sold|sells?|ate|eats|used|uses"
                         r"|more|fewer|less|per|percent)\b|%", re.IGNORECASE)


def _clause(text: str, n) -> str:
    """The clause that tells ``n``: from the last stop, comma or "and" before it to the next."""
    start = max([text.rfind(c, 0, n.start) + 1 for c in ".!?,;"] + [m.end() for m in re.finditer(r"\band\s", text[:n.start])])
    stop = re.search(r"[.!?,;](?:\s|$)|\band\b", text[n.end:])
    return text[start:n.end + (stop.start() if stop else len(text))]


def full_less_empty(text: str) -> Plan | None:
    """``full - empty``, times a count of full containers or shared by a count (see the module docstring), or None."""
    if (told := story_numbers(text, story_quantities, (2, 3))) is None:
        return None
    request, at, numbers = told
    if any(is_money(text, n) for n in numbers):
        return None
    full, empty, *rest = numbers
    if not (_FULL.search(_clause(text, full)) and not _EMPTY.search(_clause(text, full))
            and _EMPTY.search(_clause(text, empty)) and not _FULL.search(_clause(text, empty))):
        return None
    if not re.search(r"\bweigh", text, re.IGNORECASE) or not same_kind(text, full, empty) or full.value <= empty.value:
        return None  # two weights of one unit, the full one the larger
    if full.start >= at or empty.start >= at or _OTHER_STEP.search(text) or not re.search(r"\bhow\s+(?:much|many|heavy)\b",
                                                                                         request, re.IGNORECASE):
        return None
    contents = ("sub", (("x", 0), ("x", 1)))
    if not rest:
        return Plan(contents, (full, empty), "left", "")
    count = rest[0]
    if count.value != int(count.value):
        return None
    if _SHARED.search(text, max(0, count.start - 60), count.start) and re.search(r"\beach\b", request, re.IGNORECASE):
        plan = Plan(("div", (contents, ("x", 2))), (full, empty, count), "share", "")
    elif count.start > at and re.match(r"\s+(?:full\s+)?[a-z]+", text[count.end:]) and _FULL.search(text, count.end, count.end + 8):
        plan = Plan(("mul", (contents, ("x", 2))), (full, empty, count), "total", "")
    else:
        return None
    return plan if plan.value is not None and plan.value > 0 else None
