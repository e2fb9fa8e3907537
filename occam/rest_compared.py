"""A part compared with the rest of its whole: "A school has 420 students. 215 of them are girls. How many more
girls than boys are there?" -> ``215 - (420 - 215)``.

The story tells a whole ``W`` and a part ``P`` of it ("215 of them", "sold 38 of them"), and the question compares
the part with what is not in it: the rest ("left", "remaining", "still", "not sold") or the part's complement ("boys"
beside "girls", "women" beside "men"). The rest is ``W - P``, a step the one-step reader and the checks decline
(:mod:`occam.comparisons`); this reads both steps: ``P - (W - P)`` where the part is the larger side asked, ``(W -
P) - P`` where the rest is. Two numbers exactly, the part "of them" (or "of the ...") of the whole before it, and
one side of the comparison each; anything else is None, and so is a side that comes out negative.
"""
from __future__ import annotations

import re

from .questions import asked
from .story_cues import story_quantities
from .story_plans import Plan

_OF_THEM = re.compile(r"\s+(?:[a-z]+\s+)?of\s+(?:them|these|those|the\s+[a-z]+)\b", re.IGNORECASE)
_MORE = re.compile(r"\bhow\s+many\s+(?P<dir>more|fewer|less)\b(?P<a>[^?]*?)\bthan\b(?P<b>[^?]*)", re.IGNORECASE)
_REST = re.compile(r"\b(?:left|remain\w*|rest|still|unsold|unused|not|n't|empty|free)\b", re.IGNORECASE)
_COMPLEMENT = {"girls": "boys", "boys": "girls", "men": "women", "women": "men", "adults": "children",
               "children": "adults"}
_PART_WORD = re.compile(r"\s+(?:[a-z]+\s+)?of\s+(?:them|these|those|the\s+[a-z]+)\s+(?:are|were|is|was)\s+([a-z]+)",
                        re.IGNORECASE)
_VERB_BEFORE = re.compile(r"\b([a-z]+)\s+$", re.IGNORECASE)


_VERBS = {"sold": "sell", "sells": "sell", "selling": "sell", "ate": "eat", "eaten": "eat", "eats": "eat",
          "gave": "give", "given": "give", "gives": "give", "used": "use", "uses": "use", "spent": "spend", "lost": "lose",
          "loses": "lose", "broke": "break", "broken": "break", "took": "take", "taken": "take", "popped": "pop",
          "picked": "pick", "planted": "plant", "read": "read", "won": "win", "wins": "win"}


def _stem(word: str) -> str:
    word = word.lower()
    return _VERBS.get(word, word)[:4]


def rest_compared(text: str) -> Plan | None:
    """How many more the part has than the rest of its whole, or the rest than the part (see the module
    docstring), or None."""
    if len(text) > 300:
        return None
    request = asked(text)
    at = text.rfind(request)
    m = _MORE.search(request)
    numbers = story_quantities(text)
    if m is None or at <= 0 or len(numbers) != 2 or any(n.start >= at for n in numbers):
        return None
    whole, part = numbers
    if not (whole.value > part.value > 0) or not _OF_THEM.match(text, part.end):
        return None
    # the part's own word: what it is ("215 of them are girls") or what was done to it ("It sold 38 of them")
    named = _PART_WORD.match(text, part.end)
    verb = _VERB_BEFORE.search(text, 0, part.start)
    part_words = {_stem(named[1])} if named else {_stem(verb[1])} if verb else set()
    if not part_words or part_words & {"had", "has", "have", "are", "were", "is", "was", "and", "with"}:
        return None
    rest_words = {_stem(_COMPLEMENT[named[1].lower()])} if named and named[1].lower() in _COMPLEMENT else set()

    def side(words: str) -> str | None:
        stems = {_stem(w) for w in re.findall(r"[A-Za-z']+", words)}
        is_rest = bool(_REST.search(words)) or bool(stems & rest_words)
        is_part = bool(stems & part_words) and not _REST.search(words)
        if is_rest == is_part:
            return None
        return "rest" if is_rest else "part"

    a, b = side(m["a"]), side(m["b"])
    if a is None or b is None or a == b:
        return None
    rest = ("sub", (("x", 0), ("x", 1)))
    tree = ("sub", (("x", 1), rest)) if a == "part" else ("sub", (rest, ("x", 1)))
    if m["dir"].lower() != "more":
        tree = ("sub", tree[1][::-1])
    result = Plan(tree, (whole, part), "unknown", "")
    value = result.value
    return result if value is not None and value > 0 else None
