"""A question that asks for one of the parts a story tells, by the place or time it told it with: "Freya planted 36 tulip
bulbs in the front yard and 49 in the back yard. How many bulbs are in the back yard?" (49, written), "Tom read 36 pages
in the morning and 49 at night. How many pages did he read at night?". No operation answers it; the readers of the words
read a sum of parts told side by side, so :func:`asks_a_told_part` keeps them from it.

Each of the story's numbers must carry a phrase of its own ("in the front yard", "in the back yard"), and the question
name exactly one of them, with no number of its own and no comparison ("How many more bulbs are in the back yard?" is a
difference), in a story that tells no relation, and no "now" or "still" in the question; in a story of a change the first
number's place is where the change goes ("There were 56 passengers on the bus, and 18 more got on at the next stop. How
many passengers are on the bus?" asks for the sum). "There are 26 girls and 31 boys in the choir. How many children are in the choir?" tells one phrase, after
the last number, for both: no part is asked.

:func:`asks_a_told_doing` is the same for a part named by its verb: "Lin picked 40 apples and gave away 12. How many
apples did she pick?" (40, written; the readers read what is left, ``40 - 12``).
"""
from __future__ import annotations

import re

from .asides import singulars
from .compared_by_verb import VERB_FORMS
from .numbers import find_numbers
from .plan_words import OWN_VERB
from .questions import asked
from .story_words import COMPARED, GAIN, LOSS, NEGATED

# a number, up to two words of what it counts, and the place or time after it: "36 tulip bulbs in the front yard"
_PHRASE = re.compile(r"\d[\d,.]*\s+(?:[a-z]+\s+){0,2}?(?P<prep>in|at|on|during)\s+(?:(?:the|his|her|their|my|our|its|a)\s+)?"
                     r"(?P<words>[a-z]+(?:\s+(?!and\b|but\b|or\b)[a-z]+)?)", re.IGNORECASE)
_NOW = re.compile(r"\b(?:now|still|left|remain\w*|then|after)\b", re.IGNORECASE)
_COMPARED = re.compile(r"\b(?:more|fewer|less|than|difference|altogether|total|in\s+all|both|together|combined)\b",
                       re.IGNORECASE)


def asks_a_told_part(text: str) -> bool:
    """Whether the question of ``text`` asks for one of the parts its story tells, named by its place or time."""
    request = asked(text)
    at = text.rfind(request)
    if at < 0 or find_numbers(request) or _COMPARED.search(request):
        return False
    story = text[:at]
    if COMPARED.search(story) or _NOW.search(request):
        return False  # "145 books on Monday, which was 38 more than on Tuesday", "How many are still on the bus?"
    if re.search(r"\b(?:each|every|per|apiece)\b", story, re.IGNORECASE):
        return False  # "7 shelves in a room, with 22 books on each shelf": a rate, its parts no places of a whole
    numbers = find_numbers(story)
    phrases = [m for m in _PHRASE.finditer(story)]
    if any(re.search(r"\b(?:fewer|less|times|twice|half)\b", m[0], re.IGNORECASE) for m in phrases):
        return False  # "and 35 fewer on Saturday": a relation to a part, no part told ("3 more in the garden" is one)
    if len(numbers) < 2 or len(phrases) != len(numbers):
        return False
    keys = {(m["prep"].lower(), " ".join(m["words"].lower().split())) for m in phrases}
    if len(keys) != len(phrases):
        return False  # "12 in the box and 30 in the box": one place
    changed = bool(GAIN.search(story) or LOSS.search(story))
    named = [k for k in keys if re.search(rf"\b{k[0]}\s+(?:(?:the|his|her|their|my|our|its|a)\s+)?{re.escape(k[1])}\b",
                                          request, re.IGNORECASE)]
    if len(named) != 1:
        return False
    first = phrases[0]
    # "56 passengers on the bus, and 18 more got on at the next stop. How many passengers are on the bus?": the
    # first number's place in a story of a change is where the change goes, the sum asked
    return not (changed and named[0] == (first["prep"].lower(), " ".join(first["words"].lower().split())))


# "How many apples did she pick?", "How many cards did he give away?": the verb asked, at the question's end
_VERB_ASKED = re.compile(r"^\W*how\s+(?:many|much)\s+(?:(?P<thing>[a-z]+)\s+)?(?:did|does|do)\s+(?:[a-z]+\s+){1,2}?"
                         r"(?P<verb>[a-z]+)(?:\s+(?:away|out|up|back|off|in|down))?\s*\?\s*$", re.IGNORECASE)
_NO_DOING = frozenset("have has had get got own keep kept need needs left remain remains".split())
# the verb before a number in its clause: "picked 40", "gave away 12", "sold the 12"
_VERB_BEFORE = re.compile(r"\b(?P<verb>[a-z]+)\s+(?:(?:away|out|up|back|off|in|down)\s+)?(?:(?:a|an|the|his|her|their|my|our"
                          r"|some|about|exactly|only|just|another)\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)


def _same_verb(a: str, b: str) -> bool:
    a, b = a.lower(), b.lower()
    if any(a in forms.split() and b in forms.split() for forms in VERB_FORMS.values()):
        return True
    return len(a) >= 4 and len(b) >= 4 and a[:4] == b[:4]


def asks_a_told_doing(text: str) -> bool:
    """Whether the question of ``text`` asks for the one number its story tells with the question's verb ("Lin
    picked 40 apples and gave away 12. How many apples did she pick?"): a story of two numbers, each with a verb of its
    own right before it, only one of them the question's, and the thing asked the thing that number counts."""
    request = asked(text)
    at = text.rfind(request)
    m = _VERB_ASKED.match(request)
    if at < 0 or m is None or m["verb"].lower() in _NO_DOING or find_numbers(request) or NEGATED.search(request):
        return False  # ("How many rolls did she not sell?": the rest, not the told doing)
    story = text[:at]
    numbers = find_numbers(story)
    if len(numbers) != 2 or COMPARED.search(story) or re.search(r"\b(?:each|every|per|apiece)\b|\b(?:an?)\s+(?:hour|day"
                                                              r"|week|month|year|minute|night|second|km|mile|kg|pound"
                                                              r"|gallon|litre|liter)\b", story, re.IGNORECASE):
        return False  # a rate: "earns 16.50 an hour and worked 7 hours. How much did she earn?" asks a product
    verbs = []
    for n in numbers:
        begin = max(story.rfind(c, 0, n.start) for c in ".,;!?") + 1
        before = re.sub(r"^\s*(?:and|but|then|so)\s+", "", story[begin:n.start])
        v = _VERB_BEFORE.search(before)
        if v is None or not OWN_VERB.fullmatch(v["verb"]):
            return False  # "and 12 on Tuesday", "and 48 more": no verb of its own, the verb of the clause before
        verbs.append(v["verb"])
    same = [i for i, v in enumerate(verbs) if _same_verb(v, m["verb"])]
    if len(same) != 1 or _same_verb(verbs[0], verbs[1]):
        return False
    if m["thing"] is None or m["thing"].lower() in ("more", "much"):
        return True
    things = [_thing_after(story, n) for n in numbers]  # "40 apples"; None for a bare count ("gave away 12.")
    words = things[same[0]] or things[1 - same[0]]  # a bare count counts the thing of the other
    return any(singulars(w) & singulars(m["thing"]) for w in words)  # "40 apples", "40 red apples"; not "5 packs"


def _thing_after(story: str, n) -> list[str]:
    """The one or two words after the number ``n`` that may name what it counts; none for a bare count."""
    after = re.match(r"\s*([a-z]+)(?:\s+([a-z]+))?", story[n.end:], re.IGNORECASE)
    if after is None or re.match(r"\s*(?:to|for|of|on|in|at|from|with|and|but|then|so)\b", story[n.end:], re.IGNORECASE):
        return []
    return [w for w in after.groups() if w]
