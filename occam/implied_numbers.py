"""Numbers a word implies without writing them: "twice" (2), "double" (2), "triple"/"thrice" (3), "half" (a
division by 2), "a dozen" (12), and a larger unit asked in the smaller ("1.5 hours ... how many minutes": 60 at
the word "hours", :data:`CONVERSIONS`).

OccamNet computes on numbers, and the text's numbers are :func:`occam.numbers.find_numbers`' alone (the rule
that training and serving share). A reader of the words (:mod:`occam.number_puzzles`) may still account for a
word that stands for a number: "Twice a number minus 15 is 41" is ``(41 + 15) / 2`` over 41, 15 and the 2 that
"Twice" implies. :func:`implied_numbers` finds those words, each as a :class:`occam.numbers.Number` at the word's
place in the text (``text`` is the word), so the inspector shows where each input of the plan came from.
:func:`covers_unwritten` tells whether the words a plan read account for every number the question needs and does
not write (:func:`occam.abstention.unwritten_number`); a plan that leaves one out is no plan.

The table is data: :data:`IMPLIED` (a word's number and what it does to the thing after it).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable, Literal

from .abstention import unwritten_matches, unwritten_number
from .implied_counts import implied_counts
from .numbers import Number, find_numbers, inside_a_worded_number
from .questions import asked
from .story_plans import Plan

Role = Literal["times", "half", "by", "halved", "dozen"]
# a word -> (its number, its role): "times" multiplies what follows ("twice a number"), "half" divides it
# ("half of a number"), "by" multiplies and "halved" divides what came before ("is then tripled"), "dozen" counts
# twelve ("a dozen eggs")
IMPLIED: dict[str, tuple[int, Role]] = {
    "twice": (2, "times"), "double": (2, "times"), "triple": (3, "times"), "thrice": (3, "times"),
    "half": (2, "half"), "dozen": (12, "dozen"),
    "third": (3, "half"), "quarter": (4, "half"), "fourth": (4, "half"), "fifth": (5, "half"),  # "a quarter of a number"
    "doubled": (2, "by"), "tripled": (3, "by"), "halved": (2, "halved"),  # after what they change: "then tripled"
}
_WORDS = re.compile(r"\b(" + "|".join(IMPLIED) + r")\b(?!-)", re.IGNORECASE)
# an ordinal before "half"/"quarter" names a period ("the first half", "in the third quarter"); "the" right before
# "third"/"fourth"/"fifth" with no "of" after it names a place in an order ("the third day")
_A_PERIOD = re.compile(r"\b(?:first|second|third|fourth|last|final|other|1st|2nd|3rd|4th)\s+$", re.IGNORECASE)
_ORDINAL_THE = re.compile(r"\bthe\s+$", re.IGNORECASE)


def implied_numbers(text: str) -> list[tuple[Number, Role]]:
    """Each word of :data:`IMPLIED` in ``text``, as the number it implies at the word's place, with its role."""
    out, inside = [], inside_a_worded_number(text)
    for m in _WORDS.finditer(text):
        if inside(m.start(), m.end()):
            continue  # the "half" of "nineteen and a half", a number written
        if _A_PERIOD.search(text, 0, m.start()) and m[1].lower() in ("half", "quarter"):
            continue  # "254 in the first half and 271 in the second": a part of a game or a year, no fraction
        if _ORDINAL_THE.search(text, 0, m.start()) and m[1].lower() in ("third", "fourth", "fifth") and not re.match(
                r"\s+of\b", text[m.end():], re.IGNORECASE):
            continue  # "on the third day", "the fifth lap": an order, no fraction ("the third of it" stays one)
        value, role = IMPLIED[m[1].lower()]
        out.append((Number(float(value), m.start(), m.end(), m[0]), role))
    return out


def covers_unwritten(text: str, read: list[Number]) -> bool:
    """Whether the implied numbers ``read`` (their words' places) account for every number ``text`` needs and does
    not write: each word of :data:`occam.abstention.UNWRITTEN` lies in one of them, and no unit conversion or
    shape's sides are asked (:func:`occam.abstention.unwritten_number` with those words taken out)."""
    spans = [(n.start, n.end) for n in read]
    if any(not any(a < m.end() and m.start() < b for a, b in spans) for m in unwritten_matches(text)):  # "15%": at "%"
        return False
    return not unwritten_number(blank(text, spans))


def blank(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with the characters of ``spans`` replaced by spaces (the same length)."""
    chars = list(text)
    for a, b in spans:
        chars[a:b] = " " * (b - a)
    return "".join(chars)


# the words a story reader reads with their numbers written out: "twice as many" -> "2 times as many", "a dozen eggs"
# -> "12 eggs", "3 dozen eggs" -> "3 dozs of 12 eggs" (a count per dozen, the dozens counted before it)
_REWRITES: tuple[tuple[re.Pattern, str], ...] = (
    (re.compile(r"\b(twice|thrice)(?=\s+as\s+(?:many|much|long|far|old|tall|heavy|big|fast|high)\b)", re.IGNORECASE),
     "{value} times"),
    (re.compile(r"(?<=\d\s)(dozen)(?=\s+[a-z])", re.IGNORECASE), "dozs of {value}"),  # "dozs": a unit of its own, no word the checks read
    (re.compile(r"\ba\s+(dozen)(?=\s+[a-z])(?!\s+(?:of|times|more|or|and)\b)", re.IGNORECASE), "{value}"),
    (re.compile(r"(?<=\bof\s)a\s+(dozen)(?=\s*[.,;!?]|\s+each\b)", re.IGNORECASE), "{value}"),  # "bunches of a dozen."
)


# a larger unit in a story whose question asks for the smaller: (larger, its spellings, smaller, its spellings in
# the question, factor). "ran for 1.5 hours ... For how many minutes ...?" -> "1.5 hourzs of 60 minutes"
CONVERSIONS: tuple[tuple[str, str, str, str, float], ...] = (
    ("hour", r"hours?|hrs?", "minutes", r"minutes?|mins?", 60),
    ("minute", r"minutes?|mins?", "seconds", r"seconds?|secs?", 60),
    ("hour", r"hours?|hrs?", "seconds", r"seconds?|secs?", 3600),
    ("day", r"days?", "hours", r"hours?|hrs?", 24),
    ("day", r"days?", "minutes", r"minutes?|mins?", 1440),
    ("day", r"days?", "seconds", r"seconds?|secs?", 86400),
    ("km", r"km|kilomet(?:re|er)s?", "metres", r"metres|meters|m", 1000),
    ("metre", r"m|metres?|meters?", "cm", r"cm|centimet(?:re|er)s?", 100),
    ("kg", r"kg|kilograms?|kilos?", "grams", r"grams?|g", 1000),
    ("litre", r"l|litres?|liters?", "ml", r"ml|millilit(?:re|er)s?", 1000),
    ("week", r"weeks?", "days", r"days?", 7),
    ("year", r"years?", "months", r"months?", 12),
    ("foot", r"feet|foot|ft", "inches", r"inch(?:es)?", 12),
    # exact by definition: the international foot, inch and mile
    ("foot", r"feet|foot|ft", "cm", r"cm|centimet(?:re|er)s?", 30.48),
    ("inch", r"inch(?:es)?", "cm", r"cm|centimet(?:re|er)s?", 2.54),
    ("mile", r"miles?", "km", r"km|kilomet(?:re|er)s?", 1.609344),
    # and the international pound and ounce (avoirdupois)
    ("pound", r"lbs?|pounds?", "kg", r"kg|kilograms?|kilos?", 0.45359237),
    ("ounce", r"oz|ounces?", "grams", r"grams?|g", 28.349523125),
)


def _conversions(text: str) -> list[tuple[int, int, str, Number]]:
    """The rewrites of :data:`CONVERSIONS` that ``text``'s question asks for ("For how many minutes ...?", "in cm"):
    each count of the larger unit written as that many of its rate in the smaller."""
    request = asked(text)
    at = text.rfind(request)
    edits = []
    for big, bigs, small, smalls, factor in CONVERSIONS:
        if not re.search(rf"\bhow\s+(?:many|much)\s+(?:{smalls})\b|\bin\s+(?:{smalls})\s*\??\s*$", request, re.I):
            continue
        for m in re.finditer(rf"(?<=\d)\s?((?:{bigs}))\b(?!\s*(?:per|an?|each|every)\b|/)", text, re.IGNORECASE):
            if m.start() >= at >= 0:
                continue  # a larger unit in the question itself: not the story's count
            edits.append((m.start(1), m.end(1), f"{big}zs of {factor} {small}",
                          Number(float(factor), m.start(1), m.end(1), m[1])))
    if any(not e[2].startswith("dayzs") for e in edits):  # "2 hours long ... watched it 3 days in a row": days count
        edits = [e for e in edits if not e[2].startswith("dayzs")]  # occasions beside a smaller unit, no time to convert
    return edits


# a count of dozens that ends the question, the thing it counts asked: "How many eggs are in 15 dozen?"
_DOZEN_ASKED = re.compile(r"(?<=\d\s)dozen(?=\s*\?\s*$)", re.IGNORECASE)
_HOW_MANY = re.compile(r"\bhow\s+many\s+(?!(?:are|is|was|were|do|does|did|can|could|will|would)\b)([a-z]+)\b(?=[^?]*\d[^?]*\bdozen\s*\?\s*$)", re.IGNORECASE)


# a count of dozens told bare in the story, the thing it counts the one the question asks: "He sold 6 dozen. How many
# eggs does he have left?"
_DOZEN_BARE = re.compile(r"(?<=\d\s)dozen(?=\s*(?:[.,;!]|\s+and\b))", re.IGNORECASE)
_THING_ASKED = re.compile(r"\bhow\s+many\s+(?!(?:are|is|was|were|do|does|did|can|could|will|would|more|fewer|less|times|dozens?)\b)"
                          r"([a-z]+)\s+(?:are|is|was|were|do|does|did|can|could|will|would|has|have|had)\b[^?]*\?\s*$", re.IGNORECASE)


def rewritten(text: str) -> tuple[str, list[tuple[int, int, int, int, Number | None]]]:
    """``text`` with the words of :data:`_REWRITES` written as numbers, a larger unit as the smaller its question
    asks for (:data:`CONVERSIONS`) and the counts :func:`occam.implied_counts.implied_counts` writes out, and the spans it changed: ``(start, end, new_start, new_end, number)`` per span,
    ``number`` the word's implied number at its place in ``text``."""
    edits = []
    for pattern, form in _REWRITES:
        for m in pattern.finditer(text):
            value = IMPLIED[m[1].lower()][0]
            edits.append((m.start(), m.end(), form.format(value=value), Number(float(value), m.start(1), m.end(1), m[1])))
    thing = _HOW_MANY.search(text)
    for m in _DOZEN_ASKED.finditer(text) if thing is not None else ():  # "How many eggs are in 15 dozen?"
        edits.append((m.start(), m.end(), f"dozs of 12 {thing[1]}", Number(12.0, m.start(), m.end(), m[0])))
    asked_thing = _THING_ASKED.search(text)
    for m in _DOZEN_BARE.finditer(text) if asked_thing is not None else ():  # "He sold 6 dozen. How many eggs ...?"
        edits.append((m.start(), m.end(), f"dozs of 12 {asked_thing[1]}", Number(12.0, m.start(), m.end(), m[0])))
    edits += _conversions(text)
    counts = implied_counts(text)  # a week of a daily rate, a round trip, "she and her 2 friends": before the rest
    edits = [e for e in edits if not any(c[0] < e[1] and e[0] < c[1] for c in counts)] + counts
    edits.sort(key=lambda e: e[0])
    if any(a[1] > b[0] for a, b in zip(edits, edits[1:])):
        return text, []  # two rewrites of one place: none
    out, spans, at, shift = [], [], 0, 0
    for start, end, new, number in edits:
        out.append(text[at:start])
        spans.append((start, end, start + shift, start + shift + len(new), number))
        out.append(new)
        shift += len(new) - (end - start)
        at = end
    out.append(text[at:])
    return "".join(out), spans


def read_implied(reader: Callable[[str], Plan | None], text: str) -> Plan | None:
    """``reader``'s plan of ``text`` with its number words written out (:func:`rewritten`), over ``text``'s own
    numbers and the words' implied ones (``Plan.implied``), or None where no word is rewritten or the plan reads no
    rewritten number (the reader's plan of ``text`` itself is the first reader's)."""
    new, spans = rewritten(text)
    if not spans:
        return None
    pieces, at, prev = [], 0, 0  # the characters copied from ``text``: (new start, old start, length)
    for start, end, new_start, new_end, _ in spans:
        pieces.append((at, prev, start - prev))
        at, prev = new_end, end
    pieces.append((at, prev, len(text) - prev))
    found = read_moved(reader, text, new, pieces, [(s[2], s[3], s[4]) for s in spans])
    return found if found is not None and found.implied else None


def read_moved(reader: Callable[[str], Plan | None], text: str, new: str, pieces: list[tuple[int, int, int]],
               implied: list[tuple[int, int, Number]] = ()) -> Plan | None:
    """``reader``'s plan of ``new`` (``text`` rewritten: ``pieces`` are its characters copied from ``text``, as
    ``(new start, old start, length)``; ``implied`` the spans of ``new`` that write a word's number, with the number
    at the word's place in ``text``) over ``text``'s places, or None where a number of the plan is neither copied
    whole nor a word's."""
    found = reader(new)
    if found is None:
        return None
    numbers, words = [], set()
    for i, n in enumerate(found.numbers):
        word = next((w for a, b, w in implied if a <= n.start < b), None)
        if word is not None:
            if n.value != word.value or n.end > next(b for a, b, w in implied if w is word):
                return None
            numbers.append(word)
            words.add(i)
            continue
        piece = next((p for p in pieces if p[0] <= n.start and n.end <= p[0] + p[2]), None)
        if piece is None:
            return None
        shift = piece[1] - piece[0]
        numbers.append(replace(n, start=n.start + shift, end=n.end + shift))
    if any(text[n.start:n.end] != n.text for n in numbers):
        return None
    return replace(found, numbers=tuple(numbers), implied=frozenset(words) | found.implied)




def conversion(text: str) -> Plan | None:
    """A count of a larger unit asked in the smaller (:data:`CONVERSIONS`): "How many minutes are in 3.5 hours?",
    "Convert 2.5 km to metres", "What is 4 kg in grams?" -> ``3.5 * hours`` (60, the word's number), or None where
    the text writes another number or asks anything else."""
    numbers = find_numbers(text)
    if len(numbers) != 1 or not numbers[0].value > 0 or len(text) > 300:
        return None
    n = numbers[0]
    marked = text[:n.start] + "N" + " " * (n.end - n.start - 1) + text[n.end:]  # the same length: places kept
    for big, bigs, small, smalls, factor in CONVERSIONS:
        unit = rf"(?P<unit>{bigs})\b"
        forward = (rf"\bhow\s+many\s+(?:{smalls})\s+(?:are\s+)?(?:there\s+)?in\s+(?:a\s+)?N\s*{unit}",
                   rf"\bhow\s+many\s+(?:{smalls})\s+(?:is|are|make|makes)\s+N\s*{unit}",  # "how many centimetres is 3.2 feet"
                   rf"\bconvert\s+N\s*{unit}\s+(?:in)?to\s+(?:{smalls})\b",
                   rf"\b(?:what\s+is|what's|whats|how\s+much\s+is)\s+N\s*{unit}\s+in\s+(?:{smalls})\b",
                   # "i weigh 165 lbs, what's that in kg", "it's 3 miles. how many km is that?"
                   rf"N\s*{unit}\s*[,.;:!-]*\s*(?:(?:so|and|ok)\s+)?(?:(?:what\s+is|what's|whats|how\s+much\s+is)\s+(?:that|this|it)"
                   rf"\s+in|how\s+many)\s+(?:{smalls})(?:\s+(?:is|would\s+be)\s+(?:that|this|it))?\s*[?.!]*\s*$")
        # the smaller unit asked in the larger: "Convert 72 inches to feet" -> ``72 / feet`` (12 at the larger unit's word)
        backward = (rf"\bhow\s+many\s+{unit}\s+(?:is|are|make|makes|(?:are\s+)?(?:there\s+)?in)\s+N\s*(?:{smalls})\b",
                    rf"\bconvert\s+N\s*(?:{smalls})\s+(?:in)?to\s+{unit}",
                    rf"\b(?:what\s+is|what's|whats|how\s+much\s+is)\s+N\s*(?:{smalls})\s+in\s+{unit}")
        for forms, op, answer_unit in ((forward, "mul", small), (backward, "div", big)):
            m = next((m for form in forms if (m := re.search(form, marked, re.IGNORECASE)) is not None), None)
            if m is None:
                continue
            word = Number(float(factor), m.start("unit"), m.end("unit"), text[m.start("unit"):m.end("unit")])
            inputs = sorted([n, word], key=lambda x: x.start)
            at_n, at_word = inputs.index(n), inputs.index(word)
            return Plan((op, (("x", at_n), ("x", at_word))), tuple(inputs), "step", answer_unit,
                        implied=frozenset({at_word}))
    return None
