"""Two people's counts compared after one of them changed: "Gina has 52 cards and Hal has 37 cards. Then Hal buys 9
more cards. How many more cards does Gina have than Hal now?" -> ``52 - (37 + 9)``.

The story tells, by name, what each of two people has ("Gina has 52 cards", "Hal has 37"), then one change of one of
them, by name, a gain or a loss of the story's verbs (:data:`occam.story_words.GAIN`, ``LOSS``: "buys 9 more", "gives
away 9", "finds 15 more"); the question asks how many more (or fewer) one of the two has than the other. Three numbers
exactly, in that order, none in the question; a side that is not one of the two named, a change told of neither, or a
difference that comes out at or below zero is None.
"""
from __future__ import annotations

import re

from .asides import same_noun, thing_words
from .questions import asked
from .story_cues import story_quantities
from .story_plans import Plan
from .story_words import GAIN, LOSS

_OWN = re.compile(r"(?P<who>[A-Z][a-z]+)\s+(?:has|had|have|owns|owned|kept|keeps|collected|saved)\s+$")
_CHANGE = re.compile(r"(?:^|[.!?;]\s+|,?\s+and\s+)(?:then\s+|later\s+|next\s+)?(?P<who>(?-i:(?!Then\b|Later\b|Next\b)[A-Z][a-z]+))\s+(?P<words>(?:[a-z]+\s+){1,3})$",
                     re.IGNORECASE)
_ASKED = re.compile(r"\b(?i:how)\s+many\s+(?P<dir>more|fewer|less)\s+(?:(?P<thing>[a-z]+)\s+)?(?:does|do|did|will)\s+"
                    r"(?P<a>[A-Z][a-z]+)\s+(?:now\s+)?have\s+than\s+(?P<b>[A-Z][a-z]+)(?:\s+(?:does|do|has))?\s*(?:now\s*)?\??\s*$")


def changed_comparison(text: str) -> Plan | None:
    """How many more one of two named people has than the other once one of them changed (see the module docstring),
    or None."""
    if len(text) > 400:
        return None
    request = asked(text)
    at = text.rfind(request)
    q = _ASKED.search(request)
    numbers = story_quantities(text)
    if q is None or at <= 0 or len(numbers) != 3 or any(n.start >= at for n in numbers) or q["a"] == q["b"]:
        return None
    owners = []
    for n in numbers[:2]:
        m = _OWN.search(text, max(0, n.start - 40), n.start)
        if m is None:
            return None
        owners.append(m["who"])
    if set(owners) != {q["a"], q["b"]}:
        return None  # the two asked are the two told
    change = numbers[2]
    m = _CHANGE.search(text, max(0, change.start - 60), change.start)
    if m is None or m["who"] not in owners:
        return None  # the change is told of one of the two, by name
    words = m["words"] + re.split(r"[.!?;]\s", text[change.start:at] + " ", maxsplit=1)[0]  # "buys 9 more cards"
    gain, loss = bool(GAIN.search(words)), bool(LOSS.search(words))
    if gain == loss:
        return None
    thing = q["thing"]
    told = [w for n in numbers for w in thing_words(text, n.end)[-1:]]
    if thing and told and not any(same_noun(thing, w) for w in told):
        return None  # "How many more stamps ...?" of cards told
    changed = owners.index(m["who"])
    sides = [("x", 0), ("x", 1)]
    sides[changed] = ("add" if gain else "sub", (sides[changed], ("x", 2)))
    a, b = (sides[0], sides[1]) if owners[0] == q["a"] else (sides[1], sides[0])
    tree = ("sub", (a, b)) if q["dir"].lower() == "more" else ("sub", (b, a))
    result = Plan(tree, tuple(numbers), "step", thing or "")
    return result if result.value is not None and result.value > 0 else None
