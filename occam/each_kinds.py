"""Two amounts, one for each of two kinds, and a count of each kind: "A baker uses 0.75 kilograms of flour for a rye
loaf and 0.5 kilograms for a white loaf. How many kilograms of flour does he need to bake 6 loaves of each kind?" ->
``(0.75 + 0.5) * 6``; "Pencils cost $0.45 and erasers cost $0.30. How much do 4 of each cost?" -> ``(0.45 + 0.30) * 4``.

The story tells exactly three quantities (:func:`occam.story_cues.story_quantities`): two amounts of one kind (both
money, or both in one unit, the second perhaps without it: :func:`occam.story_cues.same_kind`), then a whole count
followed by "of each" ("6 loaves of each kind", "4 of each", "3 of each type"), in the question or the sentence
before it. The question asks how much or how many. A word of another step ("more than", "left", "change",
"discount", a percentage, "each" told with the amounts) is None: the count of each is the only "each".
"""
from __future__ import annotations

import re

from .numbers import is_money
from .questions import story_numbers
from .story_cues import same_kind, story_quantities
from .story_plans import Plan

_OF_EACH = re.compile(r"\s+(?:[a-z]+\s+)?of\s+each(?:\s+(?:kind|type|sort|flavou?r|colou?r|size|one|of\s+(?:them|these|those"
                      r"|the\s+[a-z]+)))?\b", re.IGNORECASE)
_WHOLE_ASKED = re.compile(r"\bhow\s+(?:much|many)\b", re.IGNORECASE)
_OTHER_STEP = re.compile(r"\b(?:than|times|twice|half|left|remain\w*|rest|change|discount|off|save[ds]?|spent|spend|sold"
                         r"|each|per|every|apiece|percent|average|difference|more|fewer|less|already|paid|gave)\b|%",
                         re.IGNORECASE)


def of_each_kind(text: str) -> Plan | None:
    """``(a + b) * count``: an amount for each of two kinds and a count of each kind (see the module docstring), or
    None."""
    if (told := story_numbers(text, story_quantities, 3)) is None:
        return None
    request, at, (a, b, count) = told
    if not _WHOLE_ASKED.search(request):
        return None
    each = _OF_EACH.match(text, count.end)
    if each is None or count.value != int(count.value) or is_money(text, count) or a.start >= at or b.start >= at:
        return None
    if count.start < at and re.search(r"[.!?]\s", text[count.end:at].strip()[:-1] if text[count.end:at].strip() else ""):
        return None  # the count in the question, or in the sentence right before it
    told = text[:count.start] + " " + text[each.end():]
    if _OTHER_STEP.search(told) or not same_kind(text, a, b) and not _unit_elided(text, a, b):
        return None
    found = Plan(("mul", (("add", (("x", 0), ("x", 1))), ("x", 2))), (a, b, count), "total", "")
    return found if found.value is not None and found.value > 0 else None


def _unit_elided(text: str, a, b) -> bool:
    """Whether ``b`` leaves unsaid the unit ``a`` names: "0.75 kilograms of flour for a rye loaf and 0.5 for a white
    loaf"."""
    return not is_money(text, a) and not is_money(text, b) and bool(re.match(r"\s+(?:for|on|in|per)\b", text[b.end:]))
