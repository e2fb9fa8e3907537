"""Counts a story implies with words rather than digits, written out for the story readers: a week of a daily
rate ("4.25 km every day for a week" -> "for 7 days"; "3.75 kg every day ... in two weeks" -> "14 days"), the two
ways of a round trip at a fare for each way ("£8.65 each way ... makes the round trip" -> "makes 2 ways"; "5 round
trips" -> "10 ways"), the people of "Julia and her 2 sisters" (3: the one named and the others counted, "3
sisters"), dozens counted in words ("two dozen eggs" -> "24 eggs", "half a dozen roses" -> "6 roses"), and a span of weekdays
beside a daily rate ("every morning from Monday to Friday" -> "for 5 days").

A count written with its unit ("3 weeks", "5 round trips") becomes one number, the count times the unit's (21 days,
10 ways), at the place of both words: the plan stays as shallow as the story, within the networks' two layers.

MultiArith-Float writes these often ("she and her 3 friends", "there and back", "for a week"), and OccamNet
computes on numbers: each rewrite is an edit ``(start, end, new words, number)`` of the text, the number at the
words' place (``Number.text`` is the words), so the inspector shows which words an input of the plan came from
(:func:`occam.implied_numbers.rewritten` applies them). Each reads only where the text says what the count
counts: a week only beside a rate per day (or a month's beside a year), two ways only beside a fare "each way".
"""
from __future__ import annotations

import re

from .numbers import Number, find_numbers

Edit = tuple[int, int, str, Number]

_PER = r"(?:a|an|per|each|every)"
# the period a rate is told in, the larger period that holds a whole number of them, and how many
_DAYS = r"days?|nights?|mornings?|evenings?|afternoons?|times"  # "4 nights a week", "3 times a week": not every day
_PERIODS = (("day", _DAYS, "week", r"weeks?", 7), ("day", _DAYS, "fortnight", r"fortnights?", 14),
            ("month", r"months?", "year", r"years?", 12), ("minute", r"minutes?|mins?", "hour", r"hours?|hrs?", 60))
_DAILY = {"day": rf"\b{_PER}\s+(?:day|morning|evening|night|afternoon)\b|\bdaily\b|\bper\s+day\b", "month": rf"\b{_PER}\s+month\b|\bmonthly\b",
          "minute": rf"\b{_PER}\s+minute\b"}
_COUNTED = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten)"
_PEOPLE = (r"friends|brothers|sisters|cousins|classmates|children|kids|siblings|teammates|colleagues|sons"
           r"|daughters|parents|neighbou?rs|roommates|coworkers|co-workers|friends?")
_EACH_WAY = re.compile(r"\b(?:each|one|per|every)\s+way\b|\bone[\s-]way\b", re.IGNORECASE)


def _count(word: str) -> int:
    """A count written in digits or as a small number word ("3", "two"), read as every number is
    (:func:`occam.numbers.find_numbers`)."""
    return int(find_numbers(word)[0].value)


def _periods(text: str) -> list[Edit]:
    """A larger period counted beside a rate of a smaller: "for a week" (7 days), "in 3 weeks" ("3 weekzs of 7
    days"), "over a year" of a monthly fee; "5 days a week" is a rate itself and stays."""
    edits = []
    for small, smalls, big, bigs, factor in _PERIODS:
        if not re.search(_DAILY[small], text, re.IGNORECASE) or re.search(
                rf"\b(?:\d+|[a-z]+)\s+(?:{smalls})\s+(?:a|an|per|each|every|of\s+the)\s+{big}\b|\b(?:week|work|school)days?\b"
                rf"|\b(?:working|school|work|business)\s+{big}", text, re.IGNORECASE):
            continue  # "works 5 days a week": not every day of it
        one = re.compile(rf"\b(?:for|in|over|during|within|after|throughout)\s+(?:a|one|a\s+(?:whole|full|single)"
                         rf"|the\s+(?:whole|full)|an?\s+entire)\s+({big})\b(?!\s*(?:'s|\u2019s|-))", re.IGNORECASE)
        for m in one.finditer(text):
            prefix = text[m.start():m.start(1)].split()[0]
            edits.append((m.start(), m.end(), f"{prefix} {factor} {small}s", Number(float(factor), m.start(), m.end(),
                                                                                    m[0])))
        many = re.compile(rf"\b({_COUNTED})\s({bigs})\b(?!\s*(?:per|an?|each|every)\b|/|-)", re.IGNORECASE)
        for m in many.finditer(text):
            value = _count(m[1]) * factor
            edits.append((m.start(), m.end(), f"{value} {small}s", Number(float(value), m.start(), m.end(), m[0])))
    return edits


def _round_trips(text: str) -> list[Edit]:
    """The two ways of a round trip at a fare for each way: "makes the round trip" -> "makes 2 ways", "5 round
    trips" -> "5 tripzs of 2 ways"; nothing where no fare is told for one way."""
    if not _EACH_WAY.search(text):
        return []
    edits = []
    for m in re.finditer(r"\b(?:a|the|one)\s+(round[\s-]trip|return\s+trip)\b(?!s)", text, re.IGNORECASE):
        edits.append((m.start(), m.end(), "2 ways", Number(2.0, m.start(), m.end(), m[0])))
    for m in re.finditer(rf"\b({_COUNTED})\s(?:round[\s-]trips|return\s+trips)\b", text, re.IGNORECASE):
        value = 2 * _count(m[1])
        edits.append((m.start(), m.end(), f"{value} ways", Number(float(value), m.start(), m.end(), m[0])))
    return edits


def _with_others(text: str) -> list[Edit]:
    """One more than the others counted: "Julia and her 2 sisters" -> "3 sisters", "between Gabriel and his 4
    friends" -> "between 5 friends" (the words are the number's place)."""
    edits = []
    form = re.compile(rf"\b(?:[A-Z][a-z]+|[Ss]he|[Hh]e|I)\s+and\s+(?:her|his|my)\s+({_COUNTED})\s+(?:other\s+)?"
                      rf"({_PEOPLE})\b")
    for m in form.finditer(text):
        value = _count(m[1]) + 1
        edits.append((m.start(), m.end(), f"{value} {m[2]}", Number(float(value), m.start(), m.end(), m[0])))
    if not _SHARED_EQUALLY.search(text):
        return edits
    for m in _SHARER_AND.finditer(text):  # "shared the rest equally between herself and 3 friends" -> "between 4 friends"
        value, start = _count(m["n"]) + 1, m.start("self") if m["self"] else m.start()
        words = "" if m["self"] else "among "  # "with his 5 cousins" -> "among 6 cousins"
        edits.append((start, m.end(), f"{words}{value} {m['who']}", Number(float(value), start, m.end(), text[start:m.end()])))
    return edits


# a share that counts the sharer: "between herself and 3 friends", "split it evenly with his 5 cousins"
_SHARED_EQUALLY = re.compile(r"\b(?:equally|evenly|equal\s+(?:parts|shares)|split|splits|shared?|shares|divided|divides?)\b",
                             re.IGNORECASE)
_SHARER_AND = re.compile(rf"(?:\b(?:between|among|amongst)\s+(?P<self>herself|himself|themselves|myself|yourself|ourselves"
                         rf"|her|him|me|us|them)\s+and\s+(?:(?:her|his|my|their|your|our)\s+)?|\bwith\s+(?:her|his|my|their"
                         rf"|your|our)\s+)(?P<n>{_COUNTED})\s+(?:other\s+)?(?P<who>{_PEOPLE})\b", re.IGNORECASE)


def _dozens(text: str) -> list[Edit]:
    """Dozens counted in words: "two dozen eggs" -> "two dozs of 12 eggs", "half a dozen roses" -> "6 roses"."""
    edits = []
    for m in re.finditer(r"\b(two|three|four|five|six)\s(dozen)(?=\s+[a-z])", text, re.IGNORECASE):
        value = 12 * _count(m[1])
        edits.append((m.start(), m.end(), str(value), Number(float(value), m.start(), m.end(), m[0])))
    for m in re.finditer(r"\bhalf\s+a\s+dozen\b(?=\s+[a-z])(?!\s+(?:of|times|more|or|and)\b)", text, re.IGNORECASE):
        edits.append((m.start(), m.end(), "6", Number(6.0, m.start(), m.end(), m[0])))
    return edits


_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_SPAN = re.compile(rf"\bfrom\s+({'|'.join(_WEEKDAYS)})\s+(?:to|through|till|until|thru)\s+({'|'.join(_WEEKDAYS)})\b",
                       re.IGNORECASE)


def _day_spans(text: str) -> list[Edit]:
    """A span of weekdays beside a daily rate: "4.2 miles every morning from Monday to Friday" -> "for 5 days" (the
    days of the span, both ends counted)."""
    if not re.search(_DAILY["day"], text, re.IGNORECASE):
        return []
    edits = []
    for m in _DAY_SPAN.finditer(text):
        a, b = _WEEKDAYS.index(m[1].lower()), _WEEKDAYS.index(m[2].lower())
        if b > a:
            days = b - a + 1
            edits.append((m.start(), m.end(), f"for {days} days", Number(float(days), m.start(), m.end(), m[0])))
    return edits


def implied_counts(text: str) -> list[Edit]:
    """Every edit of this module's rewrites of ``text`` (see the module's docstring), by place."""
    return sorted(_periods(text) + _round_trips(text) + _with_others(text) + _dozens(text) + _day_spans(text),
                  key=lambda e: e[0])
