"""What a message asks: its last question, else its last sentence (one rule for every check that reads it)."""
from __future__ import annotations

import re

# a sentence and what ends it: every match succeeds, so reading a long text is linear (a regex that must end in
# "?" would rescan each sentence from each of its characters); a decimal point ends no sentence
_SENTENCE = re.compile(r"(?:[^.!?\n]|(?<=\d)\.(?=\d))*+[.!?\n]?")
_SENTENCE_BREAK = re.compile(r"(?<=[.!])\s+(?!\d)")


def last_question(text: str) -> str | None:
    """The last sentence of ``text`` that ends in "?", or None."""
    questions = [s for s in _SENTENCE.findall(text) if s.endswith("?")]
    return questions[-1] if questions else None


def asked(text: str) -> str:
    """What ``text`` asks: its last question (:func:`last_question`), else its last sentence (typed
    without a question mark: "which is smaller: 0.7 or 0.65")."""
    last = last_question(text)
    return last if last is not None else _SENTENCE_BREAK.split(text.strip())[-1]


def told(text: str) -> str:
    """What ``text`` tells before or around what it asks (:func:`asked`): the rest of it."""
    return text.replace(asked(text), " ", 1)
