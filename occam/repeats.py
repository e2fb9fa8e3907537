"""A story done again a number of times: "A cyclist rode 12.4 kilometers in the morning and 9.75 kilometers in the
afternoon. He did this every day for 3 days. How many kilometers did he ride in total?" -> ``(12.4 + 9.75) * 3``.

The sentence that repeats ("He did this every day for 3 days.", "She does the same 4 times.", "They repeated this for
5 weeks.", "She makes this frosted cake 4 times for a party.") comes right before the question and tells only the
count. The story before it, asked the same question, is read by the other readers (``read``:
:func:`occam.plan_readers.first_plan`'s); its plan, times the count, is the answer. The question must ask the whole
("in total", "in all", "altogether", "over the ... days"; after "made it 4 times", any question not of one time) and
write no number; a count of "more" times, a question of one time ("each day") or a story no reader plans is None.
"""
from __future__ import annotations

import re
from typing import Callable

from .asides import thing_words
from .notation import quantities
from .questions import asked
from .numbers import is_money
from .story_plans import Plan, nodes

_COUNT = r"(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)"
_REPEAT = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:(?:he|she|they|i|we|[A-Z][a-z]+)\s+(?:did|does|do|repeated|repeats|repeat)\s+(?:this|that|it|the\s+same"
    r"(?:\s+thing)?)|(?:this|that|it)\s+(?:happened|happens|was\s+repeated|is\s+repeated))"
    rf"(?:\s+(?:every|each)\s+(?:day|week|month|morning|evening|night))?\s+(?:for\s+)?{_COUNT}\s+"
    r"(?P<unit>days|weeks|months|times|mornings|evenings|nights|years)\s*(?:in\s+a\s+row\s*)?[.!]\s",
    re.IGNORECASE)
# the story's one thing had again a number of times: "The teacher has 6 boxes just like it.", "He played the level 7
# times."
_SAME_AGAIN = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:[A-Z][a-z]+|he|she|they|we|i|the\s+[a-z]+)\s+(?:also\s+)?(?:has|have|had|bought|buys|buy|makes"
    rf"|made|filled|fills|gets|got|packed|packs)\s+{_COUNT}\s+(?:more\s+)?(?P<unit>[a-z]+)\s+(?:just\s+|exactly\s+)?"
    r"(?:like\s+(?:it|that|this|them|these|those)|the\s+same)\s*[.!]\s"
    r"|(?:^|(?<=[.!?]\s))(?:[A-Z][a-z]+|he|she|they|we|i)\s+(?:played|did|ran|walked|swam|climbed|completed|finished"
    r"|repeated|makes|made|bakes|baked|cooks|cooked|builds|built|sews|sewed)\s+(?:the|this|that|it)(?:\s+[a-z-]+){0,2}\s+"
    rf"{_COUNT.replace('?P<n>', '?P<n2>')}\s+times(?:\s+(?:for|at|in)\s+(?:an?|the|her|his|their)\s+[a-z]+)?\s*[.!]\s",
    re.IGNORECASE)
_WHOLE_ASKED = re.compile(r"\b(?:in\s+total|in\s+all|altogether|total|all\s+together|over\s+(?:the|those|these|all)\b"
                          r"|in\s+(?:the|those|these)\s+(?:\w+\s+)?(?:days|weeks|months|times|years))\b", re.IGNORECASE)


def repeated(read: Callable[[str], tuple[str, Plan] | None], text: str) -> Plan | None:
    """The plan ``read`` gives the story before its repeating sentence, times the count of that sentence (see the
    module docstring), or None."""
    if len(text) > 500:
        return None
    request = asked(text)
    at = text.rfind(request)
    m = _REPEAT.search(text) or _SAME_AGAIN.search(text)
    if at <= 0 or m is None or m.end() > at + 1 or text[m.end():at].strip():
        return None  # the repeating sentence right before the question
    group = "n2" if m.re is _SAME_AGAIN and m["n2"] else "n"
    times = group == "n2"  # "She makes this frosted cake 4 times": the question of what she uses asks all of them
    if not (_WHOLE_ASKED.search(request) or times and not re.search(r"\b(?:each|one|a\s+single|per)\b", request, re.I)) or re.search(
            r"\b(?:each|every|per|a)\s+(?:day|week|month|time)\b", request, re.I):
        return None
    if re.search(r"\bmore\b", m[0], re.IGNORECASE) or any(n.start >= at for n in quantities(text)):
        return None
    count = next((n for n in quantities(text) if n.start == m.start(group)), None)
    if count is None or not count.value > 1:
        return None
    before = text[:m.start()].rstrip()
    found = read(f"{before} {request.strip()}")
    if found is None:  # "How many unbroken crayons does she have in all?" asked of one box: how many it has
        one = re.sub(r"\s+([?.!])", r"\1", _WHOLE_ASKED.sub(" ", request)).strip()
        found = read(f"{before} {one}") if one != request.strip() else None
    if found is None or found[1].asks == "written" or found[1].implied or found[1].messages:
        return None
    plan = found[1]
    if any(n.start >= len(before) for n in plan.numbers):
        return None
    return plan.times(count)


_UNITS = r"days|weeks|weekends|months|years|mornings|evenings|nights|homes|houses|stores|shops|classrooms|tables|trips|visits"
# the count of periods asked: "in 5 school days", "over 8 weekends", "for the next 4 weeks"
_PERIODS_ASKED = re.compile(rf"\s*,?\s*\b(?:in|over|for|during|across)\s+(?:the\s+next\s+|the\s+|a\s+)?(?P<n>\d+)\s+"
                            rf"(?P<adj>[a-z]+\s+)?(?P<u>{_UNITS})\b", re.IGNORECASE)
# the period the story's sentence tells of once: "Every school day", "each weekend", "at each of 14 homes"
_EVERY = re.compile(r"\s*,?\s*\b(?:every|each)\s+(?P<adj>[a-z]+\s+)?(?P<u>day|week|weekend|month|year|morning|evening|night)\b,?"
                    rf"|\s+(?:at|to|in|for)\s+each\s+of\s+(?:the\s+|its\s+|their\s+|his\s+|her\s+)?(?P<n>\d+)\s+(?:[a-z]+\s+)?(?P<u2>[a-z]+s)\b",
                    re.IGNORECASE)


def repeated_each(read: Callable[[str], tuple[str, Plan] | None], text: str) -> Plan | None:
    """The plan ``read`` gives one period of a story told "every day" or "each weekend", times the count of periods
    the question asks ("Every school day Yuki buys a sandwich for $4.25 and a juice for $1.75. How much does she spend
    in 5 school days?" -> ``(4.25 + 1.75) * 5``), or that the story tells "at each of 14 homes" ("drops off 2.5 kg of
    rice and 1.5 kg of beans at each of 14 homes. How many kilograms does it deliver?" -> ``(2.5 + 1.5) * 14``). The
    period's words and the count are blanked in place, so the plan's numbers keep theirs; every number the plan reads
    is in the period's sentence, and the question asks no one period ("each day") and writes no other number."""
    if len(text) > 500:
        return None
    request = asked(text)
    at = text.rfind(request)
    every = [m for m in _EVERY.finditer(text, 0, max(at, 0))]
    if at <= 0 or len(every) != 1 or re.search(r"\b(?:each|every|per|a|one)\s+(?:[a-z]+\s+)?(?:day|week|weekend|month|time"
                                                  r"|home|house|store|shop|classroom|table|trip|visit)\b", request, re.I):
        return None
    m = every[0]
    asked_n = _PERIODS_ASKED.search(request)
    if m["u"] is not None:  # "every day" in the story, the count of days in the question
        if asked_n is None or asked_n["u"].lower().rstrip("s") != m["u"].lower() or (
                (m["adj"] or "").strip().lower() not in ("", (asked_n["adj"] or "").strip().lower())):
            return None
        count_at = at + asked_n.start("n")
        blanks = [(m.start(), m.end()), (at + asked_n.start(), at + asked_n.end())]
    else:  # "at each of 14 homes" in the story: the whole asked
        if asked_n is not None or not re.search(r"\b(?:in\s+total|in\s+all|altogether|total|deliver|need|use|spend|cost)\w*\b",
                                                request, re.I):
            return None
        count_at = m.start("n")
        blanks = [(m.start(), m.end())]
    count = next((n for n in quantities(text) if n.start == count_at), None)
    if count is None or not count.value > 1 or count.value != int(count.value):
        return None
    blanked = text
    for a, b in blanks:
        blanked = blanked[:a] + " " * (b - a) + blanked[b:]
    if any(n.start >= at and n.start != count_at for n in quantities(text)):
        return None  # the question tells another number
    found = read(blanked)
    if found is None or found[1].asks == "written" or found[1].implied or found[1].messages or found[1].apart:
        return None
    plan = found[1]
    ends = [e.start() for e in re.finditer(r"[.!?](?=\s|$)", text)]  # no decimal point ends a sentence
    sentence = (max((e + 1 for e in ends if e < m.start()), default=0), min((e for e in ends if e >= m.end()), default=len(text)))
    if len(plan.numbers) < 2 or any(not sentence[0] <= n.start < sentence[1] for n in plan.numbers) or any(
            n.start >= count.start for n in plan.numbers):
        return None  # the period's sentence tells every number it repeats
    if any(t[0] != "add" for t in nodes(plan.tree) if t[0] != "x") or len(_units(text, plan.numbers)) != 1 or re.search(
            r"\b[a-z]+\s+of\s+(?:the|his|her|their|my|our)\s+[a-z]+", request, re.IGNORECASE):
        return None  # one period's sum of one unit ("$4.25 and $1.75", "6 hours ... and 4 hours"), the whole of it asked
    return plan.times(count)


def _units(text: str, numbers) -> set[str]:
    """What each of ``numbers`` counts or measures: "money" for an amount of money, else the first word after it."""
    out = set()
    for n in numbers:
        if is_money(text, n):
            out.add("money")
        else:
            words = thing_words(text, n.end)  # "18 red folders": folders
            out.add(words[-1].lower().rstrip("s") if words else "")
    return out
