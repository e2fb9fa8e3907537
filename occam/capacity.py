"""Places left of a capacity given as containers times places in each: "The reception hall has 22 tables that seat 8
people each. If 149 guests turn up, how many seats will be empty?" -> ``(22 * 8) - 149``; "A train has 8 carriages
with 64 seats each and 397 passengers get on. How many seats are empty?" -> ``(8 * 64) - 397``.

The text writes exactly three numbers: a count of containers, the places in each (a rate right after it: "with 64
seats each", "that seat 8 people each", "holding 12 eggs each"), and a count of those who take places; the question
asks for the places left ("empty", "free", "spare", "vacant", "unused", "left", "still available"), or for those
taken where the empty places are told ("A cinema has 18 rows with 24 seats in each row. 97 seats were empty. How many
people were watching?" -> ``(18 * 24) - 97``). "8 rows of 15 spaces" tells the places in each too. Anything else,
or fewer places than takers, is not read.
"""
from __future__ import annotations

import re

from .numbers import find_numbers
from .questions import CONDITION_AFTER, asked, numbers_told
from .story_plans import Plan

_EACH = re.compile(r"\s+(?:[a-z]+\s+){0,2}?(?:of\s+)?(?:with|that\s+(?:seats?|holds?|fits?|takes?|has|have)|which\s+(?:seats?|holds?"
                   r"|fits?|takes?|has|have)|seating|holding|each\s+(?:with|seating|holding|seats|holds|has|fits|takes))\s+"
                   r"(?:up\s+to\s+|room\s+for\s+)?"
                   r"|(?P<before>\s+[a-z]+\s*,?\s+and\s+(?:each|every)\s+(?:one\s+|[a-z]+\s+)(?:has|have|had|holds?|held|seats?|seated|fits?"
                   r"|takes?)\s+(?:up\s+to\s+|room\s+for\s+)?)", re.IGNORECASE)  # "8 buses, and each bus has 52 seats"
_EACH_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:each|apiece|per\s+[a-z]+|in\s+each|at\s+each|on\s+each)\b", re.IGNORECASE)
_TAKEN_EACH = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:(?:from|out\s+of|in|on|at|of)\s+)?(?:each|every|per|apiece)\b",
                         re.IGNORECASE)  # "eats 2 apples from each bag"
_LEFT_ASKED = re.compile(r"\b(?:empty|free|spare|vacant|unused|unoccupied|open|unfilled|left\s+over|left|still\s+available|available"
                         r"|remain\w*)\b", re.IGNORECASE)
_ROWS_OF = re.compile(r"\s+(?:rows?|shelves|shelf|racks?|layers?|levels?|floors?|tables?|sections?|carriages?|cars?|buses"
                      r"|bus|boats?|vans?|tiers?|decks?)\s+(?:each\s+)?(?:of|with)\s+", re.IGNORECASE)
# the places told empty ("97 seats were empty", "12 spots were still free") where those taken are asked
_EMPTY_TOLD = re.compile(r"\s+(?:[a-z]+\s+){0,2}?(?:were|are|was|is|remained|stayed|sat|went|stood)\s+(?:still\s+|left\s+)?"
                         r"(?:empty|vacant|free|unoccupied|unused|unsold|unfilled)\b", re.IGNORECASE)
_TAKERS_ASKED = re.compile(r"\b(?:people|persons|passengers|guests|spectators|fans|viewers|students|children|kids|riders"
                           r"|cars|vehicles|visitors|members|diners|campers|audience|taken|occupied|filled|used|sold"
                           r"|booked|watching|attended|came)\b", re.IGNORECASE)
_NOT_READ = re.compile(r"\b(?:than|times|twice|half|double|percent|per\s*cent|some|more|fewer|less)\b|%", re.IGNORECASE)


def capacity(text: str) -> Plan | None:
    """``(containers * places) - takers`` where the question asks the places left (see the module docstring)."""
    request = asked(text)
    at = text.rfind(request)
    numbers = find_numbers(text)
    if at < 0 or len(numbers) != 3 or len(text) > 400 or _NOT_READ.search(text):
        return None
    if not re.search(r"\bhow\s+many\b", request, re.IGNORECASE):
        return None
    for i in range(2):
        count, each = numbers[i], numbers[i + 1]
        rows_of = _ROWS_OF.fullmatch(text, count.end, each.start)  # "8 rows of 15 spaces": each row's, said by "of"
        pair = _EACH.fullmatch(text, count.end, each.start)  # "each bus has 52 seats": each one's, said before it
        if not (rows_of or pair and (pair["before"] or _EACH_AFTER.match(text, each.end))):
            continue
        t = 2 if i == 0 else 0  # the takers: the number the pair leaves
        cond = CONDITION_AFTER.search(request)
        asking = (request[:cond.start()] if cond is not None and re.search(r"\b(?:how|what)\b", request[:cond.start()], re.I)
                  else request)  # (a question first tells its story after "if": "How many wheels ... if there are 14
        # bicycles ... and a box holding 9 spare wheels?"; "If 149 guests turn up, how many seats ...?" is no such one)
        if not _LEFT_ASKED.search(asking) and not (t == 2 and _EMPTY_TOLD.match(text, numbers[t].end)
                                                   and _TAKERS_ASKED.search(asking)):
            return None  # neither the places left asked, nor those taken where the empty ones are told
        if _TAKEN_EACH.match(text, numbers[t].end):
            return None  # "eats 2 apples from each bag": taken per container, a rate of its own
        if re.search(r"\b(?:each|every)\s+(?!(?:and|but|or|so|then)\b)[a-z]+\s+(?:[a-z]+\s+)?$",
                     text[max(0, numbers[t].start - 30):numbers[t].start], re.IGNORECASE):
            return None  # "Every pilot brings 3 spare propellers": a rate of each place's taker, no count of takers
        if any(not n.value > 0 or n.value != int(n.value) for n in numbers):
            return None
        plan = Plan(("sub", (("mul", (("x", i), ("x", i + 1))), ("x", t))), tuple(numbers), "left", "")
        return plan if plan.value is not None and plan.value >= 0 else None
    return None


# places told as a count of their own: "A movie theater has 150 seats", "A concert hall has 850 seats"
_PLACES = re.compile(r"\s+(?:[a-z]+\s+)?(?P<p>seats|places|spaces|spots|parking\s+spaces|beds|rooms|tickets|chairs|bunks|berths"
                     r"|slots)\b", re.IGNORECASE)
_BARE_ASKED = re.compile(r"\bhow\s+many\s+(?:are|were|remain|is|still)\b", re.IGNORECASE)  # "how many are free?"
_HOLDS_BEFORE = re.compile(r"\b(?:has|have|had|holds?|held|seats|with|there\s+(?:are|were))\s+(?:only\s+|just\s+)?$",
                           re.IGNORECASE)
# those who took places: "48 people bought tickets", "612 tickets were sold", "28 more were sold at the door"
_TAKERS = re.compile(r"\s+(?:more\s+)?(?:[a-z]+\s+)?(?:people|persons|passengers|guests|spectators|fans|viewers|students|children"
                     r"|kids|riders|visitors|tickets|cars|campers)?\s*(?:were\s+|are\s+|had\s+been\s+|got\s+)?(?:sold|bought|booked|reserved"
                     r"|taken|filled|arrived|came|parked|checked\s+in)\b", re.IGNORECASE)
_NOT_PLACES = re.compile(r"\b(?:than|times|twice|half|double|percent|per\s*cent|each|every|per|some|fewer|less)\b|%",
                         re.IGNORECASE)


def places_left(text: str) -> Plan | None:
    """``(places - taken) - taken``: a count of places and two counts that took them, the places left asked: "A
    movie theater has 150 seats. For one show, 48 people bought tickets online and 35 bought them at the door. How
    many seats were still open?" -> ``(150 - 48) - 35``; or None."""
    def counted(t: str) -> list:  # "For one show": which show, no count
        return [n for n in find_numbers(t)
                if not (n.text.lower() == "one" and re.match(r"\s+[a-z]+\b(?!\s+of\b)", t[n.end:], re.IGNORECASE))]
    if (told := numbers_told(text, counted, 3)) is None or _NOT_PLACES.search(text):
        return None
    request, _, numbers = told
    places, a, b = numbers
    m = _PLACES.match(text, places.end)
    if m is None or not _HOLDS_BEFORE.search(text, max(0, places.start - 20), places.start):
        return None
    if not (_LEFT_ASKED.search(request) and (re.search(rf"\bhow\s+many\s+(?:[a-z]+\s+)?{m['p'].split()[-1]}\b", request, re.I)
                                             or _BARE_ASKED.search(request))):
        return None  # the places themselves asked, by their name, as left
    if not all(_TAKERS.match(text, n.end) for n in (a, b)) or any(n.value != int(n.value) for n in numbers):
        return None
    plan = Plan(("sub", (("sub", (("x", 0), ("x", 1))), ("x", 2))), tuple(numbers), "left", "")
    return plan if plan.value is not None and plan.value >= 0 else None
