"""A follow-up that asks a power or a multiple of the previous answer: "that squared", "what's that cubed?",
"double that", "half of it".

In a conversation the number a follow-up refers back to is the last of the message before it
(:func:`occam.abstention.referred_number`); the decoders read "add 250 to that" and "divide that by 4" well, but
"that squared" has one number where the network's ``x0 ^ x1`` wants two, and "double that" writes no 2. These
are plain: :func:`follow_up` reads the question alone and gives the tree over the referred number (``("x", 0)``) and
the numbers its words imply (:mod:`occam.implied_numbers`: "double" is 2, "half" divides by 2), which
``occam.generation.Generation.question_plan`` makes a plan over the earlier message's number. Anything more in the
question (a number of its own, another operation) is no follow-up of this kind: None.
"""
from __future__ import annotations

import re

from .numbers import Number, find_numbers

# the question, whole: "that squared", "What's that cubed?", "and now square it", "double that please"
_LEAD = r"^\W*(?:(?:ok(?:ay)?|and|so|now|then|great|thanks|cool|nice|alright|right)\W+)*(?:(?:what(?:'s|\s+is)|whats|and|now)\s+)*"
_END = r"(?:\s+(?:now|then|please|pls|again))?\W*$"
_REF = r"(?:that|it|this|the\s+(?:answer|result))"
_FORMS: tuple[tuple[re.Pattern, str], ...] = tuple((re.compile(_LEAD + f"(?:{p})" + _END, re.IGNORECASE), kind) for p, kind in (
    (rf"{_REF}\s+squared|squared?\s+{_REF}|the\s+square\s+of\s+{_REF}", "square"),
    (rf"{_REF}\s+cubed|cube\s+{_REF}|the\s+cube\s+of\s+{_REF}", "cube"),
    (rf"(?P<w>double|twice|triple)\s+{_REF}|{_REF}\s+(?P<w2>doubled|tripled)", "times"),
    (rf"(?P<w>half)\s+(?:of\s+)?{_REF}|(?P<w2>halve)\s+{_REF}|{_REF}\s+(?P<w3>halved)", "half"),
))
_FACTOR = {"double": 2, "twice": 2, "doubled": 2, "triple": 3, "tripled": 3, "half": 2, "halve": 2, "halved": 2}


def follow_up(text: str) -> tuple[tuple, list[Number]] | None:
    """The tree a follow-up ``text`` asks of the previous answer (``("x", 0)``) and the numbers its words imply
    (``("x", 1)`` ...), or None where ``text`` is no such follow-up."""
    if len(text) > 200 or find_numbers(text):
        return None
    for pattern, kind in _FORMS:
        m = pattern.match(text)
        if m is None:
            continue
        x = ("x", 0)
        if kind == "square":
            return ("mul", (x, x)), []
        if kind == "cube":
            return ("mul", (("mul", (x, x)), x)), []
        group = next(g for g in ("w", "w2", "w3") if g in m.groupdict() and m[g])
        word = Number(float(_FACTOR[m[group].lower()]), m.start(group), m.end(group), m[group])
        return ("mul" if kind == "times" else "div", (x, ("x", 1))), [word]
    return None
