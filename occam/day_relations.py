"""An amount told for one day (or time, or place) and the next one's told by a relation to it, without "than":
"Frank read 36 pages on Monday and twice as many pages on Tuesday. How many pages did he read on Tuesday?" -> ``36 *
twice``; "A pizza place made 150 pizzas on Friday and 35 fewer on Saturday. How many pizzas were made on Saturday?"
-> ``150 - 35``; asked for both ("How many pages did he read?", "in all", "on the two days"): ``36 + 36 * twice``.

The story tells exactly one amount with its time or place ("on Monday", "in the morning", "during June") and then a
relation to it with another ("twice as many ... on Tuesday", "3 times as far in the afternoon", "35 fewer on
Saturday"; not "48 more in the afternoon", which may tell 48 more made); the question names the second time (that side), or asks for all of it (no time named, or
"in all", "altogether", "both", "the two days"). A question that names the first time asks for a number the story
writes, and a comparison ("how many more"), a rate ("each", "per"), a "than" or any other number are another story:
None. A word's factor ("twice": 2, "half": a division by 2) is an input at the word.
"""
from __future__ import annotations

import re

from .implied_numbers import IMPLIED
from .numbers import Number
from .questions import asked
from .story_cues import story_quantities
from .story_plans import Plan

_RELATION = re.compile(r"\b(?:(?P<k>twice|double|triple|thrice|half|(?P<kn>\d+(?:\.\d+)?)\s+times)\s+as\s+(?:many|much|far|long)\b"
                       r"|(?P<c>\d[\d,]*(?:\.\d+)?)\s+(?:[a-z]+\s+)?(?P<dir>fewer|less)\b)",
                       re.IGNORECASE)
_WHEN = re.compile(r"\b(?:on|in|during|at)\s+(?:the\s+)?(?P<w>(?:first|second|third|last|next)\s+[a-z]+|[A-Za-z]+)", re.IGNORECASE)
_ALL = re.compile(r"\b(?:in\s+all|altogether|in\s+total|total|both|the\s+two|together|combined|over\s+the|that\s+day)\b",
                  re.IGNORECASE)
_NOT_READ = re.compile(r"\b(?:than|each|per|every|left|remain\w*|spent|gave|lost|ate|how\s+many\s+more|how\s+much\s+more"
                       r"|difference|percent)\b|%", re.IGNORECASE)
_NOT_WHEN = frozenset({"all", "total", "a", "an", "the", "each", "his", "her", "their", "its"})


def _when(text: str, start: int, end: int) -> str | None:
    """The first time or place named in ``text[start:end]``, lower case ("monday", "first week")."""
    m = _WHEN.search(text, start, end)
    return None if m is None or m["w"].lower() in _NOT_WHEN else m["w"].lower()


def day_relation(text: str) -> Plan | None:
    """The second day's amount, or both days' (see the module docstring), or None."""
    if len(text) > 300:
        return None
    request = asked(text)
    at = text.rfind(request)
    if at <= 0 or _NOT_READ.search(text):
        return None
    story = text[:at]
    rels = list(_RELATION.finditer(story))
    if len(rels) != 1:
        return None
    rel = rels[0]
    numbers = story_quantities(text)
    if any(n.start >= at for n in numbers):
        return None  # a number in the question
    in_rel = [n for n in numbers if rel.start() <= n.start < rel.end()]
    base = [n for n in numbers if n.end <= rel.start()]
    if len(base) != 1 or len(numbers) != len(base) + len(in_rel) or len(in_rel) != (0 if rel["k"] and not rel["kn"] else 1):
        return None
    n = base[0]
    sentence_end = min([i for i in (story.find(".", rel.end()), story.find("?", rel.end())) if i >= 0] or [len(story)])
    first, second = _when(story, n.end, rel.start()), _when(story, rel.end(), sentence_end)
    if first is None or second is None or first == second:
        return None
    names_first, names_second = first in request.lower(), second in request.lower()
    if names_first:
        return None  # the first day's amount is written
    both = _ALL.search(request) is not None or not (names_second or _WHEN.search(request))
    if names_second == both:
        return None  # the second day asked and all of it too, or another time named ("on Sunday")
    if rel["k"]:
        word = rel["k"].split()[0].lower()
        factor = in_rel[0] if rel["kn"] else Number(float(IMPLIED[word][0]), rel.start("k"), rel.start("k") + len(word),
                                                   rel["k"].split()[0])
        op = "div" if word == "half" else "mul"
    else:
        factor = in_rel[0]
        op = "sub"  # "35 fewer on Saturday"; "48 more in the afternoon" may be 48 more made, no relation: not read
    implied = frozenset({1}) if rel["k"] and not rel["kn"] else frozenset()
    other = (op, (("x", 0), ("x", 1)))
    tree = ("add", (("x", 0), other)) if both else other
    found = Plan(tree, (n, factor), "step", "", implied=implied)
    value = found.value
    return found if value is not None and value > 0 else None
