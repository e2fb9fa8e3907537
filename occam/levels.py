"""A level read once, then moved up or down, and asked again: "The temperature was -4 degrees at dawn and rose by 11
degrees by noon. What was it at noon?" -> ``-4 + 11``; "It was 12°C at 6 am, rose by 9 degrees by noon and then
dropped 4 degrees by evening. What was the evening temperature?" -> ``12 + 9 - 4``; "A diver is at -18 meters and
swims up 7 meters. What is her depth now?" -> ``-18 + 7``.

The story readers take positive amounts only, and a temperature below zero is the common case of these stories. The
story tells a level first ("was -4 degrees", "is at -18 meters"), then one or two moves, each by a verb of its
direction right before its number ("rose by", "dropped", "swims up"), all before the question; the question asks what
the level is or was ("What was it at noon?", "What's the temperature now?"), not by how much it moved. Any other
number, or a move without a direction, is None.
"""
from __future__ import annotations

import re

from .numbers import find_numbers
from .story_plans import Plan

_UNIT = r"(?:\s*(?:\u00b0\s*[CF]?|\u2103|\u2109|degrees?(?:\s+(?:celsius|fahrenheit|C|F))?|m\b|metres?|meters?|feet|ft\b|km\b|miles?))"
_LEVEL_BEFORE = re.compile(r"\b(?:was|is|were|are|it's|stood\s+at|reads?|showed|shows|started\s+at|starts\s+at|at)\s+$",
                           re.IGNORECASE)
_UP = re.compile(r"\b(?:rose|rises|rise|risen|went\s+up|goes\s+up|gone\s+up|climbed|climbs|increased|increases|warmed(?:\s+up)?"
                 r"|swims\s+up|swam\s+up|moved\s+up|moves\s+up|ascended|ascends|jumped|gained|gains)\s+(?:by\s+)?(?:another\s+)?$",
                 re.IGNORECASE)
_DOWN = re.compile(r"\b(?:fell|falls|fall|fallen|dropped|drops|drop|went\s+down|goes\s+down|gone\s+down|decreased|decreases"
                   r"|cooled(?:\s+down)?|sank|sinks|dove|dived|dives|descended|descends|moved\s+down|moves\s+down|plunged|plunges"
                   r"|lost|loses)\s+(?:by\s+)?(?:another\s+)?$", re.IGNORECASE)
# the level asked: "What was it at noon?", "what's the temperature now", "What is her elevation now?"
_LEVEL_ASKED = re.compile(r"^\W*what(?:'s|\u2019s|\s+is|\s+was|\s+will)\s+(?:it|the\s+(?:[a-z]+\s+)?(?:temperature|temp|reading)"
                          r"|(?:her|his|its|their|the)\s+(?:depth|elevation|height|altitude|level|position))\b", re.IGNORECASE)
_CLOCK = re.compile(r"\s*(?:am|pm|a\.m\.|p\.m\.|o'clock|h\b)|:\d\d", re.IGNORECASE)
_HOW_MUCH = re.compile(r"\bhow\s+(?:much|many|far)\b|\bdifference\b|\bchange\b", re.IGNORECASE)
_QUESTION = re.compile(r"(?:^|(?<=[.!?])\s+|,\s*)(?=what\b)", re.IGNORECASE)


def _level_question(text: str) -> tuple[int, str] | None:
    """Where the last "what ..." question of a short ``text`` starts, and that question; None for a long text or none."""
    if len(text) > 300:
        return None
    starts = [m.end() for m in _QUESTION.finditer(text)]
    return (starts[-1], text[starts[-1]:]) if starts else None


def level_moved(text: str) -> Plan | None:
    """The level after its moves (see the module docstring), or None."""
    if (found := _level_question(text)) is None:
        return None
    at, request = found
    if not _LEVEL_ASKED.search(request) or _HOW_MUCH.search(request):
        return None
    numbers = [n for n in find_numbers(text) if not _CLOCK.match(text, n.end)]  # "at 6 am": a time, no level
    if not 2 <= len(numbers) <= 3 or any(n.start >= at for n in numbers):
        return None
    start, *moves = numbers
    if not _LEVEL_BEFORE.search(text, max(0, start.start - 20), start.start) or not re.match(_UNIT, text[start.end:]):
        return None  # a level told with its unit: "was -4 degrees", "is at -18 meters"
    tree: tuple = ("x", 0)
    for i, n in enumerate(moves, 1):
        before = text[max(0, n.start - 30):n.start]
        up, down = _UP.search(before), _DOWN.search(before)
        if (up is None) == (down is None) or n.value < 0:
            return None  # each move by a verb of its direction, by an amount
        tree = ("add" if up else "sub", (tree, ("x", i)))
    plan = Plan(tree, tuple(numbers), "step", "")
    return plan if plan.value is not None else None


# the level reached at the end of the move: "and reached 81 degrees", ", reaching 31 degrees at noon", "ending at 12"
_REACHED_BEFORE = re.compile(r"\b(?:reached|reaching|reaches|hit|hitting|to|ended\s+at|ending\s+at|ends\s+at|was\s+at|stood\s+at"
                             r"|finished\s+at)\s+$", re.IGNORECASE)
# a time before the move's end asked: "in the morning", "at first", "before it rose"
_EARLIER = re.compile(r"\b(?:morning|dawn|sunrise|start|beginning|first|originally|original|before|earlier|at\s+first"
                      r"|to\s+begin\s+with)\b", re.IGNORECASE)


def level_before(text: str) -> Plan | None:
    """The level before one move, from the move and the level it reached: "The temperature rose 13 degrees during
    the day and reached 81 degrees in the afternoon. What was the temperature in the morning?" -> ``81 - 13``; a fall
    undone adds. The move comes first, by a verb of its direction right before its number, then the level reached
    ("reached", "reaching", "to"), both with a unit, and the question asks the level at an earlier time than the one
    the end names. Anything else is None."""
    if (found := _level_question(text)) is None:
        return None
    at, request = found
    if not _LEVEL_ASKED.search(request) or _HOW_MUCH.search(request) or not _EARLIER.search(request):
        return None
    numbers = [n for n in find_numbers(text) if not _CLOCK.match(text, n.end)]
    if len(numbers) != 2:
        return None
    move, end = numbers
    if move.value < 0 or end.start >= at:
        return None
    before = text[max(0, move.start - 30):move.start]
    up, down = _UP.search(before), _DOWN.search(before)
    if (up is None) == (down is None) or not re.match(_UNIT, text[move.end:]) or not re.match(_UNIT, text[end.end:]):
        return None
    if not _REACHED_BEFORE.search(text, max(0, end.start - 20), end.start):
        return None
    told = re.split(r"[,.;]", text[end.end:at], maxsplit=1)[0]  # "reached 81 degrees in the afternoon": the end's time
    when = {w.lower() for w in re.findall(r"[a-z]{4,}", told, re.IGNORECASE)} - {"degrees", "degree", "celsius", "fahrenheit"}
    if when & {w.lower() for w in re.findall(r"[a-z]{4,}", request, re.IGNORECASE)}:
        return None  # the question asks the end's own time
    plan = Plan(("sub" if up else "add", (("x", 1), ("x", 0))), tuple(numbers), "unknown", "")
    return plan if plan.value is not None else None

