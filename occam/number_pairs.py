"""Two unknown numbers, their sum told and how they differ: "Two numbers add up to 75 and one of them is four times
the other. What is the larger number?" -> ``(75 * four) / (four + 1)``; "A number is 6 more than another number. Their
sum is 40. What is the smaller number?" -> ``(40 - 6) / 2``.

SingleEq writes these as often as the one-unknown puzzles of :mod:`occam.number_puzzles`. The sum ``S`` and either a
difference ``c`` ("one is 15 greater than the other", "6 more than another number", "they differ by 9") or a factor
``k`` ("one of them is four times the other", "twice the other") settle both numbers:

- a difference: the larger is ``(S + c) / 2``, the smaller ``(S - c) / 2``;
- a factor: the larger is ``S * k / (k + 1)``, the smaller ``S / (k + 1)``.

The 2 is the text's own "two" where it writes "two numbers", else a number at the word that tells the sum; the 1 of
``k + 1`` is at that word too (the other number counted once more), as :mod:`occam.relations` writes it. The question
must ask the larger or the smaller; the text must write no other number, and a difference must leave whole numbers
where the sum and the difference are whole (the two differ by ``c`` and add to ``S`` only if ``S - c`` is even).
"""
from __future__ import annotations

import re

from .numbers import Number, find_numbers
from .questions import asked
from .story_plans import Plan

_K_WORDS = {"twice": 2.0, "double": 2.0, "triple": 3.0, "thrice": 3.0}
_SUM = re.compile(r"\b(?:(?:the\s+)?sum\s+of\s+(?:the\s+|these\s+)?two\s+numbers\s+is|(?:two\s+)?numbers\s+(?:add\s+up\s+to"
                  r"|sum\s+to|total|have\s+a\s+sum\s+of)|their\s+sum\s+is|(?:together|combined)\s+(?:they\s+)?(?:total|make"
                  r"|add\s+up\s+to|come\s+to|is|are)|they\s+(?:add\s+up\s+to|total|sum\s+to)|add\s+up\s+to)"
                  r"\s+(?P<s>\d[\d,]*(?:\.\d+)?)\b",
                  re.IGNORECASE)
_DIFF = re.compile(r"\b(?:one(?:\s+of\s+them|\s+number)?|a\s+number|the\s+(?:larger|bigger|greater)(?:\s+number|\s+one)?)"
                   r"\s+is\s+(?P<c>\d[\d,]*(?:\.\d+)?)\s+(?:more|greater|larger|bigger)\s+than\s+(?:the\s+other|another"
                   r"|the\s+smaller)(?:\s+(?:number|one))?\b"
                   r"|\b(?:they|(?:the\s+)?(?:two\s+)?numbers|and)\s+differ\s+by\s+(?P<c2>\d[\d,]*(?:\.\d+)?)\b"
                   r"|\btheir\s+difference\s+is\s+(?P<c3>\d[\d,]*(?:\.\d+)?)\b"
                   # "The difference between two numbers is 12", "a sum of 50 and a difference of 12"
                   r"|\bthe\s+difference\s+(?:between|of)\s+(?:the\s+|these\s+)?two\s+numbers\s+is\s+(?P<c4>\d[\d,]*(?:\.\d+)?)\b"
                   r"|\band\s+a\s+difference\s+of\s+(?P<c5>\d[\d,]*(?:\.\d+)?)\b", re.IGNORECASE)
_FACTOR = re.compile(r"\b(?:one(?:\s+of\s+them|\s+number)?|a\s+number|the\s+(?:larger|bigger|greater)(?:\s+number|\s+one)?)"
                     r"\s+is\s+(?:(?P<kw>twice|double|triple|thrice)|(?P<k>\d+|two|three|four|five|six|seven|eight|nine|ten)"
                     r"\s+times)\s+(?:as\s+(?:large|big)\s+as\s+)?(?:the\s+other|another|the\s+smaller)(?:\s+(?:number|one))?\b",
                     re.IGNORECASE)
_SUM_WORD = re.compile(r"\bsum\b|\badd\s+up\s+to\b|\btotal\b|\btogether\b|\bcombined\b", re.IGNORECASE)
_LARGER = re.compile(r"\b(?:larger|bigger|greater|largest|biggest)\b", re.IGNORECASE)
_SMALLER = re.compile(r"\b(?:smaller|lesser|smallest)\b", re.IGNORECASE)
_TWO = re.compile(r"\btwo\s+numbers\b", re.IGNORECASE)


def number_pair(text: str) -> Plan | None:
    """The larger or the smaller of two numbers whose sum and difference or factor ``text`` tells, or None."""
    if len(text) > 400:
        return None
    request = asked(text)
    at = text.rfind(request)
    if at <= 0 or (_LARGER.search(request) is None) == (_SMALLER.search(request) is None):
        return None
    larger = _LARGER.search(request) is not None
    told = text[:at]
    total, diff, factor = _SUM.search(told), _DIFF.search(told), _FACTOR.search(told)
    if total is None or (diff is None) == (factor is None):
        return None
    relation = diff or factor
    every = find_numbers(text)
    numbers = [n for n in every  # "one of them is ...", "the larger one": no number of the pair's
               if not (n.text.lower() == "one" and (n.start == relation.start() or re.search(
                   r"\b(?:larger|bigger|greater|smaller|lesser|other)\s+$", text[:n.start], re.IGNORECASE)))]
    two = next((n for n in numbers if _TWO.match(text, n.start)), None)
    aside = [n for n in every if n not in numbers]  # set apart: the checks do not ask a function to read them
    s = next((n for n in numbers if n.start == total.start("s")), None)
    key = _SUM_WORD.search(text, total.start(), total.start("s"))  # the word that tells the sum: "sum", "add up to"
    word = Number(1.0, key.start(), key.end(), key[0])
    if diff is not None:
        group = next(g for g in ("c", "c2", "c3", "c4", "c5") if diff[g])
        c = next((n for n in numbers if n.start == diff.start(group)), None)
        rest = [n for n in numbers if n is not s and n is not c and n is not two]
        if s is None or c is None or rest or not c.value < s.value:
            return None
        if s.value == int(s.value) and c.value == int(c.value) and (s.value - c.value) % 2:
            return None  # no two whole numbers: the reader is not sure what is asked
        half = two if two is not None else Number(2.0, word.start, word.end, word.text)
        order = sorted([s, c, half, *aside], key=lambda n: n.start)
        x = {id(n): ("x", j) for j, n in enumerate(order)}
        tree = ("div", (("add" if larger else "sub", (x[id(s)], x[id(c)])), x[id(half)]))
        return _plan(tree, order, {j for j, n in enumerate(order) if n is half and two is None}, aside)
    k = (Number(_K_WORDS[factor["kw"].lower()], factor.start("kw"), factor.end("kw"), factor["kw"]) if factor["kw"]
         else next((n for n in numbers if n.start == factor.start("k")), None))
    rest = [n for n in numbers if n is not s and n is not k and n is not two]
    if s is None or k is None or rest or not k.value > 1:
        return None
    one = word
    aside += [two] if two is not None else []  # "Two numbers add up to 75": the pair named, no operand
    order = sorted([s, k, one, *aside], key=lambda n: n.start)
    x = {id(n): ("x", j) for j, n in enumerate(order)}
    parts = ("add", (x[id(k)], x[id(one)]))
    tree = ("div", (("mul", (x[id(s)], x[id(k)])) if larger else x[id(s)], parts))
    implied = {j for j, n in enumerate(order) if n is one or (n is k and factor["kw"])}
    return _plan(tree, order, implied, aside)


def _plan(tree: tuple, numbers: list[Number], implied: set[int], aside: list[Number]) -> Plan | None:
    apart = frozenset(j for j, n in enumerate(numbers) if any(n is a for a in aside))
    result = Plan(tree, tuple(numbers), "unknown", "", frozenset(implied), apart=apart)
    value = result.value
    return result if value is not None and value > 0 else None


# "The sum of a number and twice that number is 57", "A number plus three times the number is 48": one unknown counted
# k + 1 times
_WITH_MULTIPLE = re.compile(
    r"\b(?:the\s+sum\s+of\s+(?P<a>a\s+number)\s+and|(?P<b>a\s+number)\s+(?:plus|and|added\s+to))\s+"
    r"(?:(?P<kw>twice|double|triple|thrice)|(?P<k>\d+|two|three|four|five|six|seven|eight|nine|ten)\s+times)\s+"
    r"(?:that|the|this|the\s+same)\s+number\s+(?:is|equals|gives|makes|adds?\s+up\s+to|comes\s+to)\s+"
    r"(?P<s>\d[\d,]*(?:\.\d+)?)\b", re.IGNORECASE)


def number_and_multiple(text: str) -> Plan | None:
    """The number whose sum with a multiple of itself is told: "The sum of a number and twice that number is 57.
    What is the number?" -> ``57 / (twice + number)`` (the 1 of ``k + 1`` at the words "a number": the number counted
    once); or None where the text writes another number or the question asks anything but the number."""
    if len(text) > 300:
        return None
    request = asked(text)
    at = text.rfind(request)
    m = _WITH_MULTIPLE.search(text[:at] if at > 0 else "")
    if m is None or not re.search(r"\b(?:the|that|this)\s+number\b", request, re.IGNORECASE) or re.search(
            r"\d|\btimes\b|\btwice\b|\bdouble\b", request, re.IGNORECASE):
        return None
    numbers = find_numbers(text)
    s = next((n for n in numbers if n.start == m.start("s")), None)
    k = (Number(_K_WORDS[m["kw"].lower()], m.start("kw"), m.end("kw"), m["kw"]) if m["kw"]
         else next((n for n in numbers if n.start == m.start("k")), None))
    if s is None or k is None or not k.value > 1 or any(n is not s and n.start != k.start for n in numbers):
        return None
    g = "a" if m["a"] else "b"
    one = Number(1.0, m.start(g), m.end(g), m[g])
    order = sorted([s, k, one], key=lambda n: n.start)
    x = {id(n): ("x", j) for j, n in enumerate(order)}
    implied = {j for j, n in enumerate(order) if n is one or (n is k and m["kw"])}
    return _plan(("div", (x[id(s)], ("add", (x[id(k)], x[id(one)])))), order, implied, [])
