"""One number parser for training data, generation, the app and evaluation.

``find_numbers(text)`` returns every number with its value and character span: integers, decimals,
``.5``, thousands separators (``1,234,567``; ``1,2`` is two numbers), signs (``-``, ``+``, unicode
minus) when they are unary (``5 - -3``, ``8-(-7)``, ``x = -2``, ``is -5``; but ``5-3`` and
``COVID-19`` are binary/hyphens), scientific notation (``1e400`` is returned with value ``inf`` so
callers can refuse it), number words (``three``, ``Six``, ``twenty-one``, ``one hundred and five``)
and numbers touching letters or CJK text (``5km``, ``9日``). It runs in linear time.

``format_number(value, decimals)`` writes OccamNet's results: integers without a decimal point;
values exact at ``decimals`` places (the inputs' precision) with those places; otherwise 10
significant digits (at least 6 decimals), scientific notation only outside [1e-4, 1e16).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

_MINUS = "\u2212"
_NUM = re.compile(
    r"(?P<sign>[-+\u2212])?"
    r"(?P<body>\d{1,3}(?:,\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?|(?<![\d.])\.\d+)"
    r"(?P<exp>[eE][-+\u2212]?\d+)?"
)
_WORD = re.compile(r"[A-Za-z]+")
_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_SIGN_AFTER = set("+-*/×÷=(<>[{,:;^%" + _MINUS)  # a sign directly after these is unary
_BINARY_BEFORE = set(")]}%")


@dataclass(frozen=True)
class Number:
    value: float
    start: int
    end: int
    text: str
    decimals: int = 0  # digits written after the decimal point


def _sign_is_unary(text: str, pos: int) -> bool:
    """Is the sign at ``text[pos]`` part of the number that follows it?"""
    if pos == 0:
        return True
    prev = text[pos - 1]
    if not prev.isspace():
        return prev in _SIGN_AFTER
    j = pos - 1
    while j >= 0 and text[j].isspace():
        j -= 1
    if j < 0 or text[j] == "\n":
        return True
    c = text[j]
    return not (c.isdigit() or c in _BINARY_BEFORE or c == ".")


def _digit_numbers(text: str) -> list[Number]:
    out = []
    for m in _NUM.finditer(text):
        start = m.start()
        sign = m.group("sign")
        if sign and not _sign_is_unary(text, start):
            start += 1
            sign = None
        body, exp = m.group("body"), m.group("exp") or ""
        s = ("-" if sign in ("-", _MINUS) else "") + body.replace(",", "") + exp.replace(_MINUS, "-")
        try:
            value = float(s)
        except ValueError:  # exotic unicode digits float() does not take
            continue
        decimals = len(body.split(".", 1)[1]) if "." in body else 0
        out.append(Number(value, start, m.end(), text[start:m.end()], decimals))
    return out


def _word_numbers(text: str) -> list[Number]:
    out: list[Number] = []
    cur: dict | None = None  # {"start", "end", "total", "part", "last"}

    def close():
        nonlocal cur
        if cur is not None and cur["last"] != "and":
            out.append(Number(float(cur["total"] + cur["part"]), cur["start"], cur["end"],
                              text[cur["start"]:cur["end"]]))
        elif cur is not None and cur.get("before_and"):
            s, e, v = cur["before_and"]
            out.append(Number(float(v), s, e, text[s:e]))
        cur = None

    for m in _WORD.finditer(text):
        w = m.group().lower()
        # words glued to digits ("3rd", "5km") or inside longer tokens are not number words
        kind = "unit" if w in _UNITS else "ten" if w in _TENS else "scale" if w in _SCALES else "and" if w == "and" else None
        if kind is None or (m.start() > 0 and text[m.start() - 1].isdigit()):
            close()
            continue
        if cur is not None:
            gap = text[cur["end"]:m.start()]
            if gap not in (" ", "-"):
                close()
        if kind == "and":
            if cur is not None and cur["last"] == "scale" and cur["end"] == m.start() - 1:
                cur["before_and"] = (cur["start"], cur["end"], cur["total"] + cur["part"])
                cur["last"], cur["end"] = "and", m.end()
            else:
                close()
            continue
        if cur is None:
            if kind == "scale":
                continue  # "hundred" alone is not a number
            cur = {"start": m.start(), "end": m.end(), "total": 0, "part": 0, "last": None}
        last = cur["last"]
        ok = (last is None or (kind == "unit" and (last == "ten" and _UNITS[w] < 10)) or
              (kind in ("unit", "ten") and last in ("scale", "and")) or kind == "scale")
        if kind == "unit" and last == "ten" and _UNITS[w] >= 10:
            ok = False
        if not ok:
            close()
            if kind == "scale":
                continue
            cur = {"start": m.start(), "end": m.end(), "total": 0, "part": 0, "last": None}
        if kind == "unit":
            cur["part"] += _UNITS[w]
        elif kind == "ten":
            cur["part"] += _TENS[w]
        else:
            scale = _SCALES[w]
            if scale == 100:
                cur["part"] = max(cur["part"], 1) * 100
            else:
                cur["total"] = (cur["total"] + max(cur["part"], 1)) * scale
                cur["part"] = 0
        cur["last"], cur["end"] = kind, m.end()
        cur.pop("before_and", None)
    close()
    return out


def find_numbers(text: str) -> list[Number]:
    """All numbers in ``text`` in order of appearance, with values and ``[start, end)`` spans."""
    if not text:
        return []
    nums = _digit_numbers(text)
    if any(c.isalpha() for c in text[:1_000_000]):
        words = _word_numbers(text)
        if words:
            nums = sorted(nums + words, key=lambda n: n.start)
    return nums


def format_number(value: float, decimals: int = 0) -> str | None:
    """Text for an OccamNet result, or ``None`` if it is not a finite number."""
    if value is None or not math.isfinite(value):
        return None
    if abs(value) < 1e15 and value == round(value):
        return str(int(round(value)))
    if 0 < decimals <= 15:
        r = round(value, decimals)
        if abs(r - value) <= max(1e-12, 1e-9 * abs(value)):
            return _strip(f"{r:.{decimals}f}")
    a = abs(value)
    if 1e-4 <= a < 1e16:
        places = min(15, max(6, 9 - math.floor(math.log10(a))))
        return _strip(f"{value:.{places}f}")
    mant, exp = f"{value:.9e}".split("e")
    return f"{_strip(mant)}e{exp}"


def _strip(s: str) -> str:
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s
