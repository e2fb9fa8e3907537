"""A percentage of a number, and what percentage one number is of another: "What is 84 percent of 230.77?" ->
``(84 * 230.77) / percent``, "18 is what percent of 72?" -> ``(18 / 72) * percent``.

A percentage needs the 100 that "%" and "percent" stand for (:func:`occam.abstention.unwritten_number` declines a
function without it; the decoders read 84% of 230.77 as ``0.84``). :func:`percent` reads the two forms above, the
100 an input at the sign or the word (:mod:`occam.implied_numbers`), where the question writes exactly the two
numbers, and a number raised or lowered by a percentage of itself ("Increase 80 by 15%" -> ``80 + (80 * 15) / %``);
a story around them ("got 85 percent of them right") is more than these forms and gets no plan (a price with a
discount or a tip: :func:`percent_change`).
"""
from __future__ import annotations

import re

from .numbers import Number, find_numbers, is_money
from .questions import asked
from .story_plans import Plan

_SIGN = r"(?P<sign>\s?%|\s+per\s?cent\b)"
_OF = re.compile(rf"^\W*(?:(?:hey|hi|ok|so|quick\s+one)\W+)*(?:(?:what\s+is|what's|whats|how\s+much\s+is|calculate|find"
                 rf"|work\s+out|compute|tell\s+me|give\s+me)\s+)?(?:the\s+)?N0{_SIGN}\s+of\s+"
                 rf"(?:the\s+number\s+)?N1(?:\s+for\s+(?:a|an|the|my|our)\s+[a-z]+(?:\s+[a-z]+)?)?\s*[?.!]?\s*$",
                 re.IGNORECASE)  # "15% of 240 for a tip calc": what it is for, no operand
# the part a percentage of a price is: "What's an 18% tip on a $64 bill?", "a 7 percent tax on $250" (not a total)
_ON = re.compile(rf"^\W*(?:(?:hey|hi|ok|so|quick\s+one)\W+)*(?:(?:what\s+is|what's|whats|how\s+much\s+is|calculate|find|work\s+out"
                 rf"|compute)\s+)?(?:an?\s+|the\s+)?N0{_SIGN}\s+(?:tip|tax|discount|commission|deposit|service\s+charge"
                 rf"|gratuity)\s+(?:on|of|for)\s+(?:an?\s+|the\s+|my\s+|our\s+)?\$?N1(?:\s+(?:dollars?|bucks|euros?|pounds?))?(?:\s+(?:bill|meal|order|purchase"
                 rf"|price|check|tab|item|dinner|lunch))?\s*[?.!]?\s*$", re.IGNORECASE)
# a number raised or lowered by a percentage of itself: "Increase 80 by 15%", "What is 250 decreased by 20 percent?"
_BY_PERCENT = re.compile(rf"^\W*(?:(?:what\s+is|what's|whats|calculate|find)\s+)?(?:(?P<v>increase|raise|decrease|reduce|lower)"
                         rf"\s+N0|N0\s+(?P<v2>increased|raised|decreased|reduced|lowered))\s+by\s+N1{_SIGN}"
                         r"\s*[?.!]?\s*$", re.IGNORECASE)
# "a is what percent of b" (a = N0) or "what percent of b is a" (a = N1, the second written)
_WHAT_PERCENT = re.compile(rf"^\W*(?:N0\s+is\s+what\s+(?P<w1>percent(?:age)?)\s+of\s+N1"
                           rf"|what\s+(?P<w2>percent(?:age)?)\s+of\s+N0\s+is\s+N1)\s*[?.!]?\s*$", re.IGNORECASE)


def percent(text: str) -> Plan | None:
    """``(a * b) / 100`` for "a% of b", ``(a / b) * 100`` for "a is what percent of b", the 100 at its sign or
    word; None for anything else."""
    request = asked(text).strip()
    numbers = find_numbers(request)
    if len(numbers) != 2 or len(request) > 160 or any(not n.value > 0 for n in numbers):
        return None
    at = text.rfind(request)
    if at < 0 or find_numbers(text[:at]):
        return None  # numbers before the question: a story around it
    marked = "".join((request[:numbers[0].start], "N0", request[numbers[0].end:numbers[1].start], "N1",
                      request[numbers[1].end:]))
    shift = [0, len("N0") - (numbers[0].end - numbers[0].start)]  # where marked offsets fall in the request

    def place(i: int) -> int:  # a marked offset after N0 (and before N1) back in the request
        return i - shift[1] if i > numbers[0].start else i

    a, b = (Number(n.value, n.start + at, n.end + at, n.text, n.decimals) for n in numbers)
    if (m := _OF.match(marked) or _ON.match(marked)) is not None:
        hundred = _hundred(text, at + place(m.start("sign")), at + place(m.end("sign")))
        return Plan(("div", (("mul", (("x", 0), ("x", 2))), ("x", 1))), (a, hundred, b), "step", "",
                    implied=frozenset({1}))
    if (m := _BY_PERCENT.match(marked)) is not None:
        hundred = _hundred(text, at + place(m.start("sign")), at + place(m.end("sign")))
        up = (m["v"] or m["v2"]).lower() in ("increase", "raise", "increased", "raised")
        part = ("div", (("mul", (("x", 0), ("x", 1))), ("x", 2)))
        return Plan(("add" if up else "sub", (("x", 0), part)), (a, b, hundred), "step", "", implied=frozenset({2}))
    if (m := _WHAT_PERCENT.match(marked)) is not None:
        word = "w1" if m["w1"] else "w2"
        hundred = _hundred(text, at + place(m.start(word)), at + place(m.end(word)))
        if word == "w2":
            a, b = b, a
        numbers3 = sorted([(a, "a"), (b, "b"), (hundred, "h")], key=lambda t: t[0].start)
        index = {name: i for i, (_, name) in enumerate(numbers3)}
        tree = ("mul", (("div", (("x", index["a"]), ("x", index["b"]))), ("x", index["h"])))
        return Plan(tree, tuple(n for n, _ in numbers3), "step", "", implied=frozenset({index["h"]}))
    return None


def _hundred(text: str, start: int, end: int) -> Number:
    """The 100 that "%" or "percent" at ``text[start:end]`` stands for (spaces before it left out)."""
    while start < end and text[start].isspace():
        start += 1
    return Number(100.0, start, end, text[start:end])


# a price and a percentage off it or added to it: "A $60 jacket is on sale for 15% off. What's the discounted price?"
# -> 60 - (60 * 15) / %, "Our bill is $45 and we want to leave an 18% tip. What's the total we pay?" -> 45 + (45 * 18) / %
_RATE = re.compile(r"\s?%|\s+per\s?cent\b", re.IGNORECASE)
_OFF = re.compile(r"\b(?:off|discount(?:ed)?|reduced|markdown|marked\s+down|on\s+sale|sale)\b", re.IGNORECASE)
_ADDED = re.compile(r"\b(?:tip|tax|service\s+charge|gratuity|vat|surcharge)\b", re.IGNORECASE)
_PRICE_AFTER = re.compile(r"\b(?:sale|discounted|new|final|reduced)\s+price\b|\bprice\s+(?:now|after)\b|\bhow\s+much"
                          r"\s+(?:will|do|does|would|did)\s+(?:i|we|you|he|she|they)\s+(?:actually\s+|really\s+|end\s+up\s+)?(?:pay|spend|paying)\b"
                          r"|\bwhat\s+(?:will|do|does|would)\s+(?:i|we|you|it)\s+(?:actually\s+|really\s+|end\s+up\s+)?(?:pay|cost|paying)\b"
                          r"|\bwhat\s+does\s+it\s+cost\b"
                          r"|\bhow\s+much\s+(?:is|does)\s+it\s+(?:now|cost)\b|\btotal\b|\bin\s+all\b|\baltogether\b",
                          re.IGNORECASE)
_PART_ASKED = re.compile(r"\bhow\s+much\s+(?:is|was|will|would|do|does|did)\s+(?:the\s+)?(?:i|we|you|he|she|they\s+)?"
                         r"(?:tip|tax|discount|save|saving)|\bhow\s+much\s+(?:do|does|will|would|did)\s+(?:i|we|you|he|she"
                         r"|they)\s+save\b|\bwhat\s+is\s+the\s+(?:tip|tax|discount|saving)\b", re.IGNORECASE)


def percent_change(text: str) -> Plan | None:
    """A price less a percentage off it or with a percentage added (a tip, a tax), or that part alone: see
    :data:`_OFF`; None where the text writes other numbers, both or neither of a discount and an addition, or the
    question asks something else."""
    if len(text) > 300:
        return None
    numbers = find_numbers(text)
    request = asked(text)
    if len(numbers) != 2 or any(not n.value > 0 for n in numbers):
        return None
    rates = [n for n in numbers if _RATE.match(text, n.end)]
    if len(rates) != 1 or rates[0].value >= 100:
        return None
    rate = rates[0]
    price = next(n for n in numbers if n is not rate)
    if not is_money(text, price):
        return None
    off, added = bool(_OFF.search(text)), bool(_ADDED.search(text))
    if off == added:
        return None
    sign = _RATE.match(text, rate.end)
    hundred = _hundred(text, sign.start(), sign.end())
    order = sorted([price, rate, hundred], key=lambda n: n.start)
    x = {id(n): ("x", i) for i, n in enumerate(order)}
    part = ("div", (("mul", (x[id(price)], x[id(rate)])), x[id(hundred)]))
    if _PART_ASKED.search(request):
        tree = part
    elif _PRICE_AFTER.search(request):
        tree = ("sub" if off else "add", (x[id(price)], part))
    else:
        return None
    result = Plan(tree, tuple(order), "step" if tree is part else "total", "", implied=frozenset({order.index(hundred)}))
    value = result.value
    return result if value is not None and value > 0 else None


# a change told "from A to B" and its percentage asked: "Rent went from $80 to $92 a week. What's the percentage
# increase?" -> (92 - 80) / 80 * %
_FROM_TO = re.compile(r"\bfrom\s+[$\u00a3\u20ac]?(?P<a>\d[\d,]*(?:\.\d+)?)\s+(?:[a-z]+\s+)?to\s+[$\u00a3\u20ac]?(?P<b>\d[\d,]*(?:\.\d+)?)\b",
                      re.IGNORECASE)
_PERCENT_WORD = r"(?:percent(?:age)?|per\s?cent|%)"
_RISE_ASKED = re.compile(rf"\b(?P<w>{_PERCENT_WORD})\s+(?:(?P<up>increase|rise|growth|gain|jump)|(?P<down>decrease|drop|fall"
                         r"|reduction|decline|cut|loss)|(?P<change>change))\b"
                         rf"|\bby\s+(?:what|how\s+many)\s+(?P<w2>{_PERCENT_WORD})\s+(?:did|has|have|does|is|was)\s+(?:[a-z]+\s+){{1,3}}?"
                         r"(?:(?P<up2>increase|rise|grow|go\s+up|gone\s+up|risen|increased)|(?P<down2>decrease|drop|fall|go\s+down"
                         r"|gone\s+down|fallen|dropped|decreased))\b", re.IGNORECASE)


def percent_rise(text: str) -> Plan | None:
    """``(B - A) / A * %`` for a change "from A to B" whose percentage increase is asked, ``(A - B) / A * %`` for a
    decrease, ``(B - A) / A * %`` signed for a "percent change" (a fall is negative); the 100 is the word "percent"
    of the question (implied there). None where the text writes other numbers,
    a percentage of its own, or the change goes the other way than the words ask."""
    if len(text) > 300:
        return None
    numbers = find_numbers(text)
    request = asked(text)
    at = text.rfind(request)
    told = _FROM_TO.search(text)
    m = _RISE_ASKED.search(request)
    if (at < 0 or m is None or told is None or len(numbers) != 2 or any(_RATE.match(text, n.end) for n in numbers)
            or [n.start for n in numbers] != [told.start("a"), told.start("b")] or not numbers[0].value > 0):
        return None
    word = "w" if m["w"] else "w2"
    hundred = _hundred(text, at + m.start(word), at + m.end(word))
    a, b, h = ("x", 0), ("x", 1), ("x", 2)
    up = bool(m["up"] or m["up2"] or m["change"])
    tree = ("mul", (("div", (("sub", (b, a) if up else (a, b)), a)), h))
    result = Plan(tree, (numbers[0], numbers[1], hundred), "step", "", implied=frozenset({2}))
    value = result.value
    if m["change"]:  # a "percent change" is signed: a fall from 80 to 68 is -15
        return result if value is not None and value != 0 else None
    return result if value is not None and value > 0 else None
