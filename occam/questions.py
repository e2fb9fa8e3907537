"""What a message asks: its last question, else its last sentence (one rule for every check that reads it)."""
from __future__ import annotations

import re

_QUESTIONS = re.compile(r"(?:[^.!?\n]|(?<=\d)\.(?=\d))*\?")  # a decimal point ends no sentence
_SENTENCE_BREAK = re.compile(r"(?<=[.!])\s+(?!\d)")


def last_question(text: str) -> str | None:
    """The last sentence of ``text`` that ends in "?", or None."""
    questions = _QUESTIONS.findall(text)
    return questions[-1] if questions else None


def asked(text: str) -> str:
    """What ``text`` asks: its last question (:func:`last_question`), else its last sentence (typed
    without a question mark: "which is smaller: 0.7 or 0.65")."""
    last = last_question(text)
    return last if last is not None else _SENTENCE_BREAK.split(text.strip())[-1]


def told(text: str) -> str:
    """What ``text`` tells before or around what it asks (:func:`asked`): the rest of it."""
    return text.replace(asked(text), " ", 1)
