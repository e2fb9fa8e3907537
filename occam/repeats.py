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

from .notation import quantities
from .questions import asked
from .story_plans import Plan

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
