"""A part left unsaid ("some") with the whole told: "Liam read 15 pages yesterday and some more pages today. He read 41
pages in all. How many pages did he read today?" -> ``41 - 15``.

The story tells one part at one time or place ("yesterday", "in the morning", "on Monday"), "and some (more)" at
another, then the whole ("in all", "altogether", "in total", "over the two days"); the question asks the unsaid part
by its time or place. Exactly those two numbers, the part below the whole; a question that names the told part's time,
or none, is None.
"""
from __future__ import annotations

import re

from .notation import quantities
from .questions import asked
from .story_plans import Plan

_WHEN = (r"(?:yesterday|today|tonight|this\s+morning|(?:in|during)\s+the\s+(?:morning|afternoon|evening|night|first\s+half"
         r"|second\s+half)|(?:on|last|this)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)"
         r"|(?:in|at|on)\s+(?:the\s+)?[a-z]+)")
_SOME = re.compile(rf"(?P<told>\d[\d,]*(?:\.\d+)?)\s+(?:[a-z]+\s+){{0,3}}?(?P<a>{_WHEN})\s*,?\s+and\s+"
                   rf"(?:[a-z]+\s+)?some\s+(?:more\s+)?(?:[a-z]+\s+){{0,2}}?(?P<b>{_WHEN})\b", re.IGNORECASE)
_WHOLE = re.compile(r"\s+(?:[a-z]+\s+){0,2}?(?:in\s+all|altogether|in\s+total|all\s+together|over\s+(?:the|those|both)\s+"
                    r"(?:two\s+)?[a-z]+|(?:on|in)\s+both\s+[a-z]+|combined)\b", re.IGNORECASE)


def unknown_part(text: str) -> Plan | None:
    """The whole less the told part, the unsaid part asked by its time or place (see the module docstring), or None."""
    if len(text) > 300:
        return None
    request = asked(text)
    at = text.rfind(request)
    numbers = quantities(text)
    m = _SOME.search(text, 0, at if at > 0 else 0)
    if at <= 0 or m is None or len(numbers) != 2 or any(n.start >= at for n in numbers):
        return None
    part, whole = numbers
    if part.start != m.start("told") or whole.start < m.end() or not _WHOLE.match(text, whole.end):
        return None
    if not whole.value > part.value > 0 or not re.search(r"\bhow\s+(?:many|much)\b", request, re.IGNORECASE):
        return None
    a, b = (re.sub(r"\s+", " ", w.lower()) for w in (m["a"], m["b"]))
    low = re.sub(r"\s+", " ", request.lower())
    if b not in low or a in low:
        return None
    plan = Plan(("sub", (("x", 1), ("x", 0))), (part, whole), "unknown", "")
    return plan if plan.value is not None and plan.value > 0 else None
