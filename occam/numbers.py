"""Finding numbers in text and writing OccamNet's results back as text.

OccamNet computes on the most recent numbers of the text, so every part of the pipeline (data
generation, features, generation, evaluation) must agree on what "the numbers of a text" are:
:func:`find_numbers` is that single definition. :func:`format_number` writes a result the way the
answer shows it, and its output always parses back through :func:`find_numbers` as one number.

Rules decided here (each one is tested in ``tests/test_numbers.py``):

* Numerals: ``42``, ``3.14``, ``.5``, ``1,234,567`` (first group 1-3 digits, then groups of
  exactly 3; ``1,23`` and ``3,4,5`` are separate numbers), ``2.5E-3``, ``6.02e+23``. Any Unicode
  decimal digit counts (``１２３`` -> 123). A trailing dot is not part of the number (``5.``), an
  ``e`` without digits is not an exponent (``3eggs`` -> 3), ``1.2.3`` -> [1.2, 3] (a leading-dot
  decimal must not follow a letter or digit). Numbers may touch letters or CJK (``5km``, ``H2O``,
  ``9日``, ``$39.95``, ``50%``). ``decimals`` counts the digits written after the point.
* Signs ``-``, ``+``, ``−`` (U+2212) belong to the number only when they touch its digits and are
  unary: the character just before is not a letter, digit or closing bracket (``COVID-19`` -> 19,
  ``5-3`` -> [5, 3]) and, skipping spaces and tabs, the previous character is not a digit, closing
  bracket or ``%`` (``5 -3`` -> [5, 3], but ``is -5`` -> -5, ``5 - -3`` -> [5, -3]). Wide letters
  (CJK) never block a sign: ``気温は-5度`` -> -5. ``- 3`` is 3: a detached sign is ignored.
* Number words, case-insensitive and whole words only: zero..nineteen, twenty..ninety with ``-`` or
  space compounds, ``hundred``/``thousand``/``million``/``billion`` after a number word, ``and``
  after a multiplier (``three hundred and five`` -> 305). A multiplier alone (``thousands``, ``a thousand
  people``) is not a number; neither are ``a``, ``once``, ``half``, ``first``; ``a hundred``, ``half a million``, ``a
  quarter of a million`` are, as an operand: before an operation, a sign or the end (``a hundred divided by eight``;
  not ``a hundred times over``, ``thanks a million``, ``one in a million``). A number word
  followed by an ordinal or fraction word (``twenty-first``, ``one hundredth``, ``two-thirds``,
  ``three-quarters``, ``three quarters of``; not the coins of ``two quarters and a dime``) is dropped. Words that cannot continue a number start a new one (``nineteen eighty`` -> [19, 80]).
  ``one`` alone after a determiner or an adjective is a pronoun, no number: ``Quick one: 360 / 7?``,
  ``which one``, ``this one``, ``another one``, ``the last one`` (``the one hundred`` is 100).
* A numeral followed by ``hundred``, ``thousand``, ``million`` or ``billion`` is scaled by it:
  ``5 thousand`` -> 5000, ``1.5 million`` -> 1500000 (``5 thousands``, ``5 thousandth`` are not).
* Spoken decimals: an integer, ``point``, then single digits as words or one run of digits, all
  separated by spaces or tabs: ``two point five`` -> 2.5, ``seven point two five`` -> 7.25,
  ``zero point zero five`` -> 0.05, ``3 point 14`` -> 3.14.
* A whole number then ``and a half`` or ``and a quarter`` (spaces or tabs between) is one number:
  ``nineteen and a half`` -> 19.5, ``3 and a quarter`` -> 3.25 (``an hour and a half`` writes no number, and
  ``a half-eaten pie`` is no half).
* The word ``negative`` just before a number, separated by spaces or tabs, is its sign when the number
  has none: ``negative eight`` -> -8, ``Negative 2.5`` -> -2.5; so is ``minus`` where it follows no number
  or reference but a word that opens an operand ("the square root of minus 16", "what's minus 7 times 3", "5
  plus minus 3"); ``ten minus eight`` and ``the answer minus 5`` are subtractions. The number's text then starts
  at the word.
* Hostile input: linear time (possessive quantifiers, no nested repetition); a number whose text is
  longer than :data:`MAX_LEN` characters gets value ``±inf`` (callers refuse non-finite values).
"""
from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from typing import Callable

__all__ = ["MAX_LEN", "Number", "find_numbers", "format_number", "inside_a_worded_number"]

MAX_LEN = 400  # longer numerals are returned with value +-inf


@dataclass(frozen=True)
class Number:
    """A number found in a text: ``text == source[start:end]`` (sign included)."""

    value: float
    start: int
    end: int
    text: str
    decimals: int = 0  # digits written after the decimal point


_SMALL = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)}
_MULT = {"thousand": 10**3, "million": 10**6, "billion": 10**9}
_UNIT = {w: v for w, v in _SMALL.items() if 1 <= v <= 9}
_STARTS = {**_SMALL, **_TENS}
_WORDS = sorted([*_STARTS, "hundred", *_MULT, "and"], key=len, reverse=True)

_STARTS_RE = "|".join(sorted(_STARTS, key=len, reverse=True))  # longest first
_PATTERN = re.compile(
    r"(?P<sign>[-+\u2212])?"
    r"(?:(?:\d{1,3}(?:,\d{3}(?!\d))++|\d++)(?:\.(?P<frac>\d++))?|(?<!\w)\.(?P<frac2>\d++))"
    r"(?:[eE][-+\u2212]?\d++)?"
    rf"|(?P<words>(?i:\b(?:{_STARTS_RE})\b(?:(?:[ \t]++|-)(?:{'|'.join(_WORDS)})\b)*+))")
_TOKEN = re.compile(r"[A-Za-z]+")
_ORDINAL = re.compile(
    r"(?i:-(?:first|second)\b|[ \t-]++(?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh"
    r"|twelfth|[a-z]*teenth|[a-z]*tieth|hundredth|thousandth|millionth|billionth)s?\b"
    r"|-quarters?\b|[ \t]++quarters?(?=[ \t]++of\b))")
_CLOSING = ")]}）］｝"


def _unary(text: str, i: int) -> bool:
    """Is the sign at ``text[i]`` (touching digits) a unary sign rather than a hyphen or minus?"""
    if i == 0:
        return True
    c = text[i - 1]
    if c in _CLOSING or (c.isalnum() and not (c.isalpha() and unicodedata.east_asian_width(c) in "WF")):
        return False
    j = i - 1
    while j >= 0 and text[j] in " \t":
        j -= 1
    return j < 0 or not (text[j].isdecimal() or text[j] in _CLOSING or text[j] == "%")


def _numeral(text: str, m: re.Match) -> Number:
    start, s = m.start(), m.group()
    if m["sign"] and not _unary(text, start):
        start, s = start + 1, s[1:]
    decimals = len(m["frac"] or m["frac2"] or "")
    if len(s) > MAX_LEN:
        value = -math.inf if s[0] in "-\u2212" else math.inf
    else:  # float() accepts any Unicode decimal digit
        value = float(s.replace(",", "").replace("\u2212", "-"))
    return Number(value, start, m.end(), s, decimals)


def _small(words: list[str], j: int) -> tuple[int, int] | None:
    """tens [unit] | zero..nineteen, starting at token j: (value, next token)."""
    w = words[j] if j < len(words) else ""
    if w in _TENS:
        u = _UNIT.get(words[j + 1]) if j + 1 < len(words) else None
        return (_TENS[w] + u, j + 2) if u else (_TENS[w], j + 1)
    return (_SMALL[w], j + 1) if w in _SMALL else None


def _group(words: list[str], j: int) -> tuple[int, int] | None:
    """small [hundred [and] [small]], starting at token j: (value, next token)."""
    g = _small(words, j)
    if g is None or not g[0] or g[1] >= len(words) or words[g[1]] != "hundred":
        return g
    v, j = g[0] * 100, g[1] + 1
    rest = _small(words, j + 1 if j < len(words) and words[j] == "and" else j)
    return (v + rest[0], rest[1]) if rest and rest[0] else (v, j)


def _words(text: str, m: re.Match) -> list[Number]:
    """Split a run of number words into numbers (see the module docstring for the grammar)."""
    toks = [(t.group().lower(), t.start(), t.end()) for t in _TOKEN.finditer(m.group())]
    words = [t[0] for t in toks]
    out, i, n, base = [], 0, len(words), m.start()
    while i < n:
        if words[i] not in _STARTS:
            i += 1
            continue
        total, last, j = 0, math.inf, i
        while (g := _group(words, j)) is not None:
            v, k = g
            mult = _MULT.get(words[k]) if k < n else None
            if mult and mult < last and v:  # "... thousand [and] ..." continues the number
                total, last, end = total + v * mult, mult, k + 1
                j = k + 2 if k + 1 < n and words[k + 1] == "and" else k + 1
                continue
            total, end = total + v, k
            break
        s, e = base + toks[i][1], base + toks[end - 1][2]
        pronoun = text[s:e].lower() == "one" and _PRONOUN_ONE.search(text, max(0, s - 16), s)
        if not _ORDINAL.match(text, e) and not pronoun:
            out.append(Number(float(total), s, e, text[s:e], 0))
        i = end
    return out


# "one" after these words is a pronoun ("Quick one:", "which one", "the big one")
_PRONOUN_ONE = re.compile(
    r"(?i:\b(?:this|that|which|the|another|quick|last|first|next|each|every|no|any|other|same|only|right|wrong|"
    r"big|small|little|new|old|good|easy|hard|tricky|fun|simple|final|latest|harder|easier|bigger|smaller|"
    r"better|second|third|my|your|our|their|his|her|its)[ \t]++)$")
CURRENCY = "$\u20ac\u00a3\u00a5\u20b9"  # signs a written amount may begin with: "$39.95", "\u20ac250"
_NEGATIVE = re.compile(r"(?i:\b(?:negative|(?P<minus>minus))[ \t]++)$")  # searched with endpos = the number's start
# what "minus" follows where it is a sign, not a subtraction: "the square root of minus 16", "what's minus 7 times 3"
_SIGN_AFTER = re.compile(r"(?i:(?:^|[(\[=:^*/+]|\b(?:of|is|be|was|what'?s|whats|what\u2019s|calculate|compute|at|to|from"
                         r"|by|root|plus|times|and|or|between|ln|log|sin|cos|exp|sqrt|to\s+the|power))[ \t]*+)$")
# ("e to the minus 1", "10 to the power minus 2": an exponent's sign)


def _negative(text: str, n: Number) -> Number:
    """``n`` with the sign of a ``negative`` word written just before it, or of ``minus`` where no number or
    reference comes before it (rules: module docstring)."""
    if n.text[0] in "-+\u2212" or n.start < 6:
        return n
    m = _NEGATIVE.search(text, max(0, n.start - 40), n.start)
    if m is None or m["minus"] and not _SIGN_AFTER.search(text, max(0, m.start() - 40), m.start()):
        return n
    return Number(-n.value, m.start(), n.end, text[m.start():n.end], n.decimals)


_SCALE = re.compile(r"(?i:[ \t]++(hundred|thousand|million|billion)\b)")
_POINT = re.compile(r"(?i:[ \t]++point[ \t]++)")
_DIGIT_WORDS = {w: str(v) for w, v in _SMALL.items() if v <= 9}


def _scaled(text: str, n: Number) -> Number:
    """``n`` (a numeral) times the ``hundred``/``thousand``/... written just after it, if any."""
    m = _SCALE.match(text, n.end)
    if m is None or not math.isfinite(n.value):
        return n
    mult = 100 if m[1].lower() == "hundred" else _MULT[m[1].lower()]
    return Number(n.value * mult, n.start, m.end(), text[n.start:m.end()], max(0, n.decimals - len(str(mult)) + 1))


def _digits(text: str, n: Number) -> str | None:
    """The digits ``n`` writes after a spoken point: one digit word, or a run of plain digits."""
    if n.text.lower() in _DIGIT_WORDS:
        return _DIGIT_WORDS[n.text.lower()]
    return n.text if n.text.isascii() and n.text.isdigit() else None


def _spoken_decimals(text: str, numbers: list[Number]) -> list[Number]:
    """Merge ``two point five`` (three numbers' worth of text) into 2.5 (rules: module docstring)."""
    out, i = [], 0
    while i < len(numbers):
        n = numbers[i]
        m = _POINT.match(text, n.end)
        j, digits = i + 1, ""
        if m is not None and n.decimals == 0 and n.value == int(n.value) and abs(n.value) < 1e15:
            at = m.end()
            while j < len(numbers) and numbers[j].start == at and (d := _digits(text, numbers[j])) is not None:
                digits += d
                at = numbers[j].end
                j += 1
                gap = re.match(r"[ \t]+", text[at:at + 8])
                if not numbers[j - 1].text.isalpha() or gap is None:
                    break  # a run of digits ends the decimals, and so does anything but a space
                at += gap.end()
        if digits:
            last = numbers[j - 1]
            sign = -1 if n.value < 0 or n.text[:1] in "-\u2212" else 1
            value = sign * (abs(n.value) + float("0." + digits))
            out.append(Number(value, n.start, last.end, text[n.start:last.end], len(digits)))
            i = j
        else:
            out.append(n)
            i += 1
    return out


_AND_A_PART = re.compile(r"(?i:[ \t]++and[ \t]++a[ \t]++(half|quarter)\b(?![-\w]))")


def _and_a_part(text: str, numbers: list[Number]) -> list[Number]:
    """Merge ``nineteen and a half`` into 19.5 and ``3 and a quarter`` into 3.25 (a whole number before the words)."""
    out = []
    for n in numbers:
        m = _AND_A_PART.match(text, n.end)
        if m is not None and n.decimals == 0 and math.isfinite(n.value) and n.value == int(n.value):
            part = 0.5 if m[1].lower() == "half" else 0.25
            sign = -1 if n.value < 0 or n.text[:1] in "-\u2212" else 1
            n = Number(sign * (abs(n.value) + part), n.start, m.end(), text[n.start:m.end()], 1 if part == 0.5 else 2)
        out.append(n)
    return out


def inside_a_worded_number(text: str) -> Callable[[int, int], bool]:
    """Whether ``text[start:end]`` lies inside a number that ends in a word ("the half of "nineteen and a half""): a
    word there is the number's, no word of its own. Built once per text, asked per word."""
    spans = [(n.start, n.end) for n in find_numbers(text) if n.text[-1:].isalpha()]
    return lambda start, end: any(a <= start and end <= b for a, b in spans)


# "a thousand", "half a million", "a quarter of a million" as an operand: a scale word after "a", then an operation, a
# sign or the end ("a million thanks", "a hundred times over", "a hundred and twenty" are no such number)
_A_SCALE = re.compile(r"(?i:\b(?:(?P<part>half|a[ \t]+quarter[ \t]+of)[ \t]+)?a[ \t]+(?P<scale>hundred|thousand|million|billion)\b)"
                      r"(?=[ \t]*(?:-(?![a-z])|[+*/\u00d7\u00f7=?.,!;)]|$|(?i:plus|minus|divided|multiplied|less|take|equals?|is[ \t]+what)\b"
                      r"|(?i:times)[ \t]+(?:\d|a\b|[a-z-]+[ \t]*(?:[?.=]|$))|(?i:over)[ \t]+\d))")
# "thanks a million", "one in a million", "feels like a million": no operand
_A_SCALE_IDIOM = re.compile(r"(?i:\b(?:thanks|thank[ \t]+you|in|like|looks?|feels?|felt|bucks?)[ \t]+)$")
_PARTS_OF = {"half": 0.5, "a quarter of": 0.25}


_A_SCALE_AND = re.compile(r"(?i:\ba[ \t]+(hundred|thousand)[ \t]+and[ \t]+)$")


def _a_scale(text: str, numbers: list[Number]) -> list[Number]:
    """``numbers`` with "a thousand", "half a million" ... (:data:`_A_SCALE`) among them, in order; "a hundred and
    nine" is 109 (the words read "nine" alone)."""
    for i, n in enumerate(numbers):
        m = _A_SCALE_AND.search(text, max(0, n.start - 20), n.start)
        scale = 100 if m is not None and m[1].lower() == "hundred" else 1000
        if m is not None and n.text[:1].isalpha() and 0 < n.value < scale and n.decimals == 0:
            numbers = [*numbers[:i], Number(scale + n.value, m.start(), n.end, text[m.start():n.end]), *numbers[i + 1:]]
    found = []
    for m in _A_SCALE.finditer(text):
        if any(n.start < m.end() and m.start() < n.end for n in numbers) or _A_SCALE_IDIOM.search(text, 0, m.start()):
            continue
        scale = 100 if m["scale"].lower() == "hundred" else _MULT[m["scale"].lower()]
        part = _PARTS_OF[" ".join(m["part"].lower().split())] if m["part"] else 1.0
        found.append(Number(float(part * scale), m.start(), m.end(), m[0]))
    return sorted(numbers + found, key=lambda n: n.start) if found else numbers


def find_numbers(text: str) -> list[Number]:
    """All numbers of ``text`` in order of appearance, non-overlapping (rules: module docstring)."""
    out: list[Number] = []
    for m in _PATTERN.finditer(text):
        if m["words"] is not None:
            out.extend(_negative(text, n) for n in _words(text, m))
        else:
            out.append(_negative(text, _scaled(text, _numeral(text, m))))
    return _and_a_part(text, _spoken_decimals(text, _a_scale(text, out)))


def _fixed(value: float, places: int) -> str:
    s = f"{value:.{places}f}"
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return "0" if float(s) == 0 else s  # never "-0"


_MONEY_SIGN_BEFORE = re.compile(rf"[{CURRENCY}]\s?$")
_MONEY_WORD_AFTER = re.compile(r"\s*(?:dollars?|euros?|pounds?|cents?|pence|rupees?|pesos?|yen|bucks)\b", re.IGNORECASE)


_WEIGHT_BEFORE = re.compile(r"\b(?:weigh\w*|heav\w*|lighter|lightest)\b[^.!?]*$", re.IGNORECASE)
_OF_STUFF_AFTER = re.compile(r"\s+of\s+(?!(?:his|her|their|my|our|the)\s+(?:money|savings|pay|wages?|allowance)\b)[a-z]",
                             re.IGNORECASE)


def money_sign_before(text: str, n: Number) -> bool:
    """Whether a currency sign is written right before the number ``n`` ("$15", "€ 42")."""
    return bool(_MONEY_SIGN_BEFORE.search(text, 0, n.start))


def is_money(text: str, n: Number) -> bool:
    """Whether the number ``n`` of ``text`` is an amount of money as written: a currency sign before it or a
    currency's name after it ("$15", "15 dollars"), one rule for the readers that tell prices from counts."""
    word = _MONEY_WORD_AFTER.match(text, n.end)
    if word is not None and word[0].strip().lower().startswith("pound") and (
            _WEIGHT_BEFORE.search(text, max(0, n.start - 30), n.start) or _OF_STUFF_AFTER.match(text, word.end())):
        return False  # "His backpack weighed 12 pounds", "3 pounds of apples": a weight, no money
    return money_sign_before(text, n) or word is not None


def format_number(value: float, decimals: int = 0) -> str | None:
    """OccamNet's result as the answer writes it; ``None`` if it is not a finite number.

    ``decimals`` is the total number of decimals of the inputs (enough for + - * to be exact).
    With ``e = floor(log10(abs(value)))``, the first rule that applies:

    1. ``abs(value) >= 1e16``: scientific, 10 significant digits (``1.234567891e+20``).
    2. integer-valued and ``abs(value) < 1e15``: no decimal point (``8``; ``-0.0`` -> ``0``).
    3. ``p = min(decimals, 14 - e)`` places (never more than 15 significant digits, which keeps
       float noise out) reproduce the value within a relative 1e-9 or an absolute 1e-12: ``p``
       places, trailing zeros stripped (``68.39999999999999`` -> ``68.4``, ``0.1 + 0.2`` -> ``0.3``).
       So anything within 1e-12 of zero is written ``0``.
    4. otherwise (division, sqrt, log, ...): ``max(6, decimals, 9 - e)`` places, i.e. 10 significant
       digits but at least 6 places, capped at 12 places and at 15 significant digits, trailing zeros
       stripped: ``1/3`` -> ``0.3333333333``, ``sqrt(2)`` -> ``1.414213562``, ``exp(9.5)`` ->
       ``13359.72683``, ``1.2345678901e-5`` -> ``0.000012345679``.

    No scientific notation below 1e16; at most ``max(12, decimals)`` places. The text parses back
    through :func:`find_numbers` as one number within 1e-6 relative or 1e-5 absolute of ``value``.
    """
    try:
        value = float(value)
    except (OverflowError, TypeError, ValueError):
        return None
    if not math.isfinite(value):
        return None
    a = abs(value)
    if a >= 1e16:
        s = f"{value:.10g}"
        return repr(value) if math.isinf(float(s)) else s  # near the largest float: no rounding up
    if a < 1e15 and value == round(value):
        return str(int(value))
    e = math.floor(math.log10(a)) if a else 0
    p = max(0, min(int(decimals), 14 - e))
    if abs(round(value, p) - value) <= max(1e-12, 1e-9 * a):
        return _fixed(value, p)
    return _fixed(value, max(0, min(max(6, int(decimals), 9 - e), 12, 14 - e)))
