"""A question written before its story: "How many apples did Ruth start with if she gave 18 apples to her class
and still has 27 apples?" read as "She gave 18 apples to her class and still has 27 apples. How many apples did
Ruth start with?".

SVAMP reorders its questions so; the readers of the words (:mod:`occam.plan_readers`) read a story told before
what it asks. :func:`story_first` writes the question's "if" clause as a sentence of its own before the question,
every other character in place, and :func:`occam.implied_numbers.read_moved` maps the plan's numbers back to
their places in the text as written.
"""
from __future__ import annotations

import re
from typing import Callable

from .implied_numbers import read_moved
from .questions import asked
from .story_plans import Plan

# "How many ... if <the story>?": the question's words, then the story told as its condition
# ("... in each patrol when 48 scouts are split equally into 6 patrols?": "when" tells the story as "if" does)
_QUESTION_FIRST = re.compile(r"(?P<q>\b(?:how|what)\b[^?]*?),?\s+(?:if|when)\s+(?P<c>[^?]*\d[^?]*)\?\s*$", re.IGNORECASE)


# a question first, then its whole story with no question of its own
_LEADING_QUESTION = re.compile(r"^\s*(?P<q>(?:how|what)\b[^?]*\?)\s+(?P<s>[^?]*\d[^?]*?[.!]?)\s*$", re.IGNORECASE | re.DOTALL)


# the note a change is asked from, which the question may write ("How much change will Ravi get from a $50 note if ...?")
_NOTE = re.compile(r"\bfrom\s+an?\s+[$\u20ac\u00a3\u00a5]?\d[\d,.]*(?:[\s-]*[a-z]+)?\s+(?:note|bill)\b", re.IGNORECASE)


def story_first(text: str) -> tuple[str, list[tuple[int, int, int]]] | None:
    """``text`` with its question's "if" clause moved before it as a sentence, or its question written first moved after
    the story that follows it ("How many pages does she still have to read? Her novel has 312 pages and she's finished
    178."), and the characters it copied (``(new start, old start, length)``); None where the question is of neither
    form or writes numbers of its own (but the note of "How much change ... from a $50 note if ...?")."""
    lead = _LEADING_QUESTION.match(text)
    if lead is not None and not re.search(r"\d", lead["q"]):
        # "How many pages does she still have to read? Her novel has 312 pages and she's finished 178.": the story
        # after its question, moved before it
        story, question = lead["s"], lead["q"]
        new = story + " " + question
        return new, [(0, lead.start("s"), len(story)), (len(story) + 1, lead.start("q"), len(question))]
    request = asked(text)
    at = text.rfind(request)
    m = _QUESTION_FIRST.search(request) if at >= 0 and request else None
    if m is None or re.search(r"\d", _NOTE.sub(" ", m["q"])) or not m["c"].strip() or at + len(request) < len(text.rstrip()):
        return None
    q0, q1 = at + m.start("q"), at + m.end("q")
    c0, c1 = at + m.start("c"), at + m.end("c")
    head = text[:q0]
    pieces = [(0, 0, len(head))] if head else []
    new = head
    first = text[c0]
    if first.isalpha():
        new += first.upper()
        pieces.append((len(new), c0 + 1, c1 - c0 - 1))
        new += text[c0 + 1:c1]
    else:
        pieces.append((len(new), c0, c1 - c0))
        new += text[c0:c1]
    new += ". "
    pieces.append((len(new), q0, q1 - q0))
    new += text[q0:q1] + "?"
    return new, pieces


def read_story_first(reader: Callable[[str], Plan | None], text: str) -> Plan | None:
    """``reader``'s plan of ``text`` with its question's story moved first (:func:`story_first`), over ``text``'s
    numbers at their places, or None."""
    moved = story_first(text)
    return None if moved is None else read_moved(reader, text, *moved)
