"""Whether a comparison a question asks compares what its story tells: "How many more apples did Tina pick than
Ben?" after both are told; not "215 of them are girls. How many more girls than boys?" (the boys are a step of their
own: 420 - 215) nor "It sold 38 of them. How many more shirts were left than were sold?" (what is left is a step).

The one-step reader (:mod:`occam.one_step`) reads no comparison whose sides the story does not tell, and the checks
(:mod:`occam.abstention`, ``untold_side``) decline a decoders' difference of such a question.
"""
from __future__ import annotations

import re

from .step_words import NOT_CONTENT

_NOT_SIDE = re.compile(r"\b(?:not|n't|never|without|no\s+longer)\b|n't\b", re.IGNORECASE)
REST_ASKED = re.compile(r"\b(?:to\s+go|left|remain\w*|still)\b", re.IGNORECASE)


# a number two people share: "Jenny and Kim collected 84 together", "between them", "in all"
_SHARED_BY = re.compile(r"\b[A-Z][a-z]+\s+and\s+[A-Z][a-z]+\b|\b(?:together|altogether|combined|in\s+all|in\s+total"
                        r"|between\s+them|both)\b")


# the rest told as a side of its own: "and the rest walk", "the others stayed home"
_THE_REST = r"\b(?:the\s+rest|the\s+others|everyone\s+else|all\s+the\s+others|the\s+remaining(?:\s+[a-z]+)?)"


def sides_told(text: str, request: str) -> bool:
    """Whether a comparison the question asks ("How many more apples did Tina pick than Ben?") compares what the
    story tells: the words after "than" name something of the story, and what is left is compared only where the
    story tells it ("How many more shirts were left than were sold?" after "It sold 38 of them" asks two steps)."""
    than = re.search(r"\bthan\b(.*)$", request, re.IGNORECASE | re.DOTALL)
    if than is None:
        return True
    told = text.replace(request, " ")
    if not re.search(r"\d", told):
        return True  # the story is told in the question itself: "How much taller is a 185 cm man than his 162 cm son?"

    def named(w: str) -> bool:
        return bool(re.search(rf"\b{re.escape(w[:3])}", told, re.IGNORECASE))  # "lend" of "lent"

    def counted(w: str) -> bool:  # "38 sheep", "38 woolly sheep", "38 of them are sheep"
        stem = re.escape(w[:3])
        return bool(re.search(rf"\d\s+(?:[A-Za-z-]+\s+){{0,2}}?{stem}|\d\s+(?:of\s+(?:them|these|those)\s+)?"
                              rf"(?:are|were|is|was)\s+(?:[A-Za-z-]+\s+)?{stem}", told, re.IGNORECASE))

    words = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", than[1])} - NOT_CONTENT
    if words and not any(named(w) for w in words):
        return False
    if any(re.search(rf"{_THE_REST}\s+(?:[a-z]+\s+)?{re.escape(w[:3])}", told, re.IGNORECASE) for w in words):
        return False  # "18 get a lift and the rest walk. How many more get a lift than walk?": the walkers are a step
    other = re.match(r"\s*(?:the\s+)?([a-z]{3,})\s+(?:are|were|is|was|in|on|at|does|do|did|have|has|there)\b", than[1])
    if other is not None and other[1].lower() not in NOT_CONTENT and not named(other[1]):
        return False  # "27 are girls. How many more girls than boys are in the choir?": the boys are a step of their own
    for name in re.findall(r"\b[A-Z][a-z]{2,}\b", than[1]):
        with_number = [x for x in re.split(r"(?<=[.!?])\s+", told) if re.search(rf"\b{name}\b", x) and re.search(r"\d", x)]
        if with_number and all(_SHARED_BY.search(x) for x in with_number):
            return False  # "Jenny and Kim collected 84 shells together.": Kim's own count is untold
    side = re.search(r"\b(?:more|fewer|less)\s+([A-Za-z]{3,})\s*$", request[:than.start()], re.IGNORECASE)
    if side is not None and side[1].lower() not in NOT_CONTENT and not counted(side[1]):
        # "29 of them are women. How many more men than women?": the men are not told; "85 animals, all of them cows
        # and sheep. If 38 of them are cows, how many more sheep than cows?": named, but no number counts them
        return False
    if _NOT_SIDE.search(request) and not _NOT_SIDE.search(told):
        return False  # "12 of them wear glasses. How many more do not wear glasses than wear glasses?": the rest
    rest = REST_ASKED.search(request)
    return rest is None or bool(re.search(rf"\b{re.escape(rest[0][:4])}", told, re.IGNORECASE))
