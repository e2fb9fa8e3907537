"""How many pieces of a measured size a whole of the same unit makes: "How many 25 cm pieces can I cut from a 400 cm
length of rope?" -> ``400 / 25``; "A jug holds 1,500 ml. How many 250 ml glasses can it fill?" -> ``1,500 / 250``.

The question names the piece's size right after "how many" ("how many 25 cm pieces"), and the text writes exactly one
other quantity, in the same unit (:func:`occam.story_cues.unit_forms`: "metres" and "m" meet; "m" and "cm" do not,
a conversion). Pieces are whole: the reader answers only where the size goes into the whole a whole number of times
(people asking of 410 cm mean 16 pieces and 10 cm over, which no one operation writes).
"""
from __future__ import annotations

import re

from .numbers import find_numbers
from .questions import asked
from .story_cues import story_quantities, unit_forms
from .story_plans import Plan

_THINGS = (r"pieces?|lengths?|laps?|strips?|bits?|sections?|segments?|slices?|portions?|servings?|glass(?:es)?|cups?|bottles?"
           r"|jars?|bags?|packets?|boxes|cans?|tins?|doses?|planks?|boards?|rolls?|sheets?|blocks?")
_ASKED = re.compile(rf"\bhow\s+many\s+N\s*-?\s*(?P<unit>[a-z]+)\s+(?:(?:long|wide|thick|big|full|sized)\s+)?"
                    rf"(?:[a-z]+\s+)?(?:{_THINGS})\b", re.IGNORECASE)
_FROM = re.compile(r"\b(?:from|out\s+of|in|into|fill|fills|filled|make|makes|get|cut|pour|poured)\b", re.IGNORECASE)
_UNIT_AFTER = re.compile(r"\s*-?\s*([a-z]+)", re.IGNORECASE)


def pieces(text: str) -> Plan | None:
    """``whole / size`` for "how many <size> <unit> pieces" of a whole in the same unit (see the module docstring)."""
    request = asked(text)
    at = text.rfind(request)
    numbers = story_quantities(text)
    if at < 0 or len(numbers) != 2 or len(find_numbers(text)) != 2:
        return None
    if not _FROM.search(request):
        return _told_size(text, request, at, numbers)  # "How many pieces are there?": the size is the story's
    for i, size in enumerate(numbers):
        if not at <= size.start < at + len(request):
            continue
        marked = text[at:size.start] + "N" + text[size.end:at + len(request)]
        m = _ASKED.search(marked)
        if m is None:
            continue
        whole = numbers[1 - i]
        after = _UNIT_AFTER.match(text, whole.end)
        if after is None or not unit_forms(after.group(1)) & unit_forms(m["unit"]):
            return None
        if not (whole.value > size.value > 0) or (whole.value / size.value) != int(whole.value / size.value):
            return None
        return Plan(("div", (("x", 1 - i), ("x", i))), tuple(numbers), "share", m["unit"])
    return _told_size(text, request, at, numbers)


_THINGS_ASKED = re.compile(rf"\bhow\s+many\s+(?:more\s+)?(?P<thing>{_THINGS})\b", re.IGNORECASE)
# the size told before the things in the story: "pouring it into 250 ml glasses", "cut it into 40 cm strips"
_SIZED = re.compile(rf"\s*-?\s*(?P<unit>[a-z]+)\s+(?:(?:long|wide|thick|big|full|sized)\s+)?(?:[a-z]+\s+)?(?P<thing>{_THINGS})\b",
                    re.IGNORECASE)


_SIZED_BEFORE = re.compile(rf"\b(?P<thing>{_THINGS})\s+(?:(?:that|which)\s+(?:are|were|is|was)\s+|each\s+|of\s+)(?:each\s+)?"
                           r"(?:about\s+)?$", re.IGNORECASE)  # "pieces that are each 7 feet long", "strips of 30 cm"


# the one length a lap or a length of a pool is: "the pool is 25 m", "the track is 400 m long", "a lap is 1.2 km"
_POOL_IS = re.compile(r"\b(?:pool|lido|baths|track|lap|loop|circuit|lane|course)\s+(?:is|was|measures)\s+(?:only\s+|just\s+)?$", re.IGNORECASE)
_THING_BEFORE = re.compile(rf"\b(?P<thing>{_THINGS})\s+(?:about\s+)?$", re.IGNORECASE)  # "pieces 1.5 m long"
_LONG_AFTER = re.compile(r"\s*-?\s*([a-z]+)\s+(?:long|wide|each|apiece|in\s+length)\b", re.IGNORECASE)


def _told_size(text: str, request: str, at: int, numbers: list) -> Plan | None:
    """``whole / size`` where the story tells the size before the things the question counts: "I have a 2,000 ml bottle
    and I'm pouring it into 250 ml glasses. How many glasses can I fill?"; the question writes no number."""
    asked_thing = _THINGS_ASKED.search(request)
    if asked_thing is None or find_numbers(request) or any(n.start >= at for n in numbers):
        return None
    sized = []  # (the size's index, its unit, the things)
    for i, n in enumerate(numbers):
        if (m := _SIZED.match(text, n.end)) is not None:
            sized.append((i, m["unit"], m["thing"]))  # "into 250 ml glasses"
        elif (m := _SIZED_BEFORE.search(text, max(0, n.start - 40), n.start)) is not None and (
                unit := _UNIT_AFTER.match(text, n.end)) is not None:
            sized.append((i, unit[1], m["thing"]))  # "cut into pieces that are each 7 feet long"
        elif (m := _THING_BEFORE.search(text, max(0, n.start - 40), n.start)) is not None and (
                unit := _LONG_AFTER.match(text, n.end)) is not None:
            sized.append((i, unit[1], m["thing"]))  # "I'm cutting pieces 1.5 m long"
        elif (asked_thing["thing"].lower().startswith(("length", "lap")) and (
                m := _POOL_IS.search(text, max(0, n.start - 40), n.start)) is not None
              and (unit := _UNIT_AFTER.match(text, n.end)) is not None):
            sized.append((i, unit[1], asked_thing["thing"]))  # "the pool is 25 m ... how many lengths": one length
    sized = [s for s in sized if unit_forms(s[2]) & unit_forms(asked_thing["thing"])]
    if len(sized) != 1:
        return None
    i, unit, thing = sized[0]
    size, whole = numbers[i], numbers[1 - i]
    after = _UNIT_AFTER.match(text, whole.end)
    if after is None or not unit_forms(after.group(1)) & unit_forms(unit) or unit_forms(unit) & unit_forms(thing):
        return None
    if not (whole.value > size.value > 0) or (whole.value / size.value) != int(whole.value / size.value):
        return None
    return Plan(("div", (("x", 1 - i), ("x", i))), tuple(numbers), "share", unit)
