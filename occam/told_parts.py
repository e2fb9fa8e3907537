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
"""
from __future__ import annotations

import re

from .numbers import find_numbers
from .questions import asked
from .story_words import COMPARED, GAIN, LOSS

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
