"""What so much each day (or week, or hour) comes to over a number of them, the daily amount made of two numbers:
"A baker makes 24 loaves a day and sells them at 3.15 each. How much does he earn in 5 days?" -> ``(24 * 3.15) *
5``; "Meera earns 850 rupees a day and spends 312.75 rupees each day. How much does she save in 6 days?" -> ``(850
- 312.75) * 6``; "Marta walks her dog 1.8 km twice a day. How many km does she walk in a week?" -> ``(1.8 * twice) *
a week``.

MultiArith writes this three-number form often. The amount per period is

- a count per period and a price of each of them ("24 loaves a day ... at 3.15 each"): their product;
- a gain and a loss per period ("earns 850 a day and spends 312.75 each day"), what is kept asked ("save", "left",
  "keep"): their difference;
- an amount and how many times a period it is done ("1.8 km twice a day", "2.5 km 3 times a day"): their product;

and the periods are counted in the question ("in 5 days", "over 6 weeks", "for 8 hours") or named there ("in a
week" of a daily amount: 7; "in a year" of a monthly one: 12, of a weekly one: 52; "in a fortnight": 14), the
implied number at its words (:mod:`occam.implied_numbers`). Every number of the text is read once; anything else (a
start, a third rate, a share, a comparison) is None.
"""
from __future__ import annotations

import re

from .asides import singulars
from .numbers import Number
from .questions import asked
from .story_cues import same_kind, story_quantities
from .story_plans import Plan

_PERIODS = ("day", "week", "month", "hour", "year", "night", "shift")
# a rate per period right after its number: "24 loaves a day", "850 rupees a day", "312.75 rupees each day"
_PER = re.compile(r"\s*(?:[a-z]+\s+){0,3}?(?:a|an|per|each|every)\s+(day|week|month|hour|year|night|shift)\b", re.IGNORECASE)
# how many times a period: "twice a day", "3 times a week", "three times every day"
_TIMES = re.compile(r"\b(?:(?P<w>once|twice|thrice)|(?P<n>\d+|two|three|four|five|six)\s+times)\s+(?:a|an|per|each|every)\s+"
                    r"(?P<u>day|week|month|hour|year|night)\b", re.IGNORECASE)
_TIMES_WORDS = {"once": 1, "twice": 2, "thrice": 3}
# a price of each of the counted things: "sells them at 3.15 each", "for 2.50 each", "at $1.20 apiece"
_EACH_PRICE = re.compile(r"\b(?:at|for|costing|priced\s+at)\s+[$\u00a3\u20ac\u20b9]?$", re.IGNORECASE)
_EACH_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?:each|apiece|a\s+piece)\b", re.IGNORECASE)
_GAIN = re.compile(r"\b(?:earns?|earned|makes?|made|gets?|receives?|collects?|saves?|takes?\s+in)\b", re.IGNORECASE)
_LOSS = re.compile(r"\b(?:spends?|spent|pays?|paid|uses?|used|loses?|lost|gives?\s+away|eats?)\b", re.IGNORECASE)
# money asked of a count and its price: "How much does he earn", "How much money"; not "How many pies does it make"
_MONEY_ASKED = re.compile(r"\bhow\s+much\b(?!\s+(?:more|less))|\b(?:money|revenue|sales|income|takings)\b", re.IGNORECASE)
_KEPT_ASKED = re.compile(r"\b(?:save|saves|saved|left|keep|keeps|kept|net|remain\w*)\b", re.IGNORECASE)
# the periods asked: "in 5 days", "over 6 weeks", "for 8 hours", "after 3 months"; or named: "in a week"
_COUNTED = re.compile(r"\b(?:in|over|for|after|during|within)\s+(?:the\s+next\s+|the\s+)?(?P<n>\d+)\s+(?P<u>days?|weeks?|months?"
                      r"|hours?|years?|nights?|shifts?)\b", re.IGNORECASE)
_NAMED = re.compile(r"\b(?:in|over|for|during|within)\s+(?P<w>a\s+week|one\s+week|a\s+fortnight|a\s+year|one\s+year"
                    r"|(?:the|a)\s+(?:whole|full|entire)\s+(?:week|year))\b"
                    r"|\b(?P<w2>(?:a|per|each|every)\s+(?:week|fortnight|year))\b(?=\s*[?.!]?\s*$)",  # "How much do I save a year?"
                    re.IGNORECASE)
# a part of the amount just told: "earn 2,400 a month and spend 1,650 of it": the same period
_OF_IT = re.compile(r"\s+of\s+(?:it|that|this|them)\b", re.IGNORECASE)
# what is spent of each period's pay, its period left out: " and spend about ", " and I spend "
_SAME_PERIOD_SPENT = re.compile(r"\s+and\s+(?:i\s+|we\s+|he\s+|she\s+|they\s+)?(?:usually\s+)?(?:spend|spends|pay|pays|use|uses)\s+"
                                r"(?:about\s+|around\s+|roughly\s+)?[$\u00a3\u20ac]?", re.IGNORECASE)
_CONDITION = re.compile(r"\b(?:if|except|but|unless|without|apart\s+from|rests?|off|skips?|misses?)\b", re.IGNORECASE)
_IMPLIED = {("day", "week"): 7, ("day", "fortnight"): 14, ("month", "year"): 12, ("week", "year"): 52,
            ("night", "week"): 7, ("night", "fortnight"): 14}  # "7.5 hours a night ... in a week"
_NOT_READ = re.compile(r"\b(?:than|twice\s+as|half|percent|per\s*cent|share[ds]?|split|equally|average|left\s+over|had|has"
                       r"|already|started|more)\b|%", re.IGNORECASE)


def _unit(word: str) -> str:
    return next((p for p in _PERIODS if p in singulars(word)), word.lower())


def per_period(text: str) -> Plan | None:
    """The amount per period made of two numbers, times the periods asked (see the module's docstring), or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = story_quantities(text)
    if at < 0 or not 1 <= len(numbers) <= 3 or any(not n.value > 0 for n in numbers) or _NOT_READ.search(text):
        return None
    if _CONDITION.search(request):
        return None  # "in a week if she rests on Sunday": a condition that changes the count of periods
    told = [n for n in numbers if n.start < at]
    counted = _COUNTED.search(text, at)
    named = _NAMED.search(text, at) if counted is None else None
    if counted is None and named is None:
        return None
    rated = [(n, _unit(m[1])) for n in told if (m := _PER.match(text, n.end)) and not re.search(r"[.!?;]", m.group(0))]
    if (len(told) == 2 and len(rated) == 1 and rated[0][0] is told[0] and _OF_IT.match(text, told[1].end)
            and _LOSS.search(_before(text, told[1]))):
        rated.append((told[1], rated[0][1]))  # "earn 2,400 a month and spend 1,650 of it": a part of each month's
    elif (len(told) == 2 and len(rated) == 1 and rated[0][0] is told[0]
          and _SAME_PERIOD_SPENT.fullmatch(text, _PER.match(text, told[0].end).end(), told[1].start)
          and re.match(r"\s*(?:[.,;!?]|$)", text[told[1].end:])):
        rated.append((told[1], rated[0][1]))  # "make 2400 a month and spend about 1850.": the period said once
    times = _TIMES.search(text, 0, at)
    units = {u for _, u in rated} | ({_unit(times["u"])} if times else set())
    if len(units) != 1:
        return None
    unit = units.pop()
    daily = _daily(text, told, rated, times, request)
    if daily is None:
        return None
    tree, leaves = daily
    if counted is not None:
        periods = next((n for n in numbers if n.start == counted.start("n")), None)
        if periods is None or _unit(counted["u"]) != unit:
            return None
    else:
        g = "w" if named["w"] else "w2"
        span = named[g].split()[-1].lower()
        value = _IMPLIED.get((unit, span))
        if value is None:
            return None
        periods = Number(float(value), named.start(g), named.end(g), named[g])
    used = {id(x) for x in [*leaves, periods]}
    if {id(n) for n in numbers} - used:
        return None  # a number of the text left unread
    order = sorted({id(x): x for x in [*leaves, periods]}.values(), key=lambda n: n.start)
    index = {id(x): i for i, x in enumerate(order)}

    def relabel(t):
        return ("x", index[id(t[1])]) if t[0] == "x" else (t[0], tuple(relabel(c) for c in t[1]))

    words = frozenset(i for i, x in enumerate(order) if all(x is not n for n in numbers))  # "twice", "a week"
    result = Plan(relabel(("mul", (tree, ("x", periods)))), tuple(order), "total", "", words)
    value = result.value
    return result if value is not None and value > 0 else None


def _daily(text: str, told: list, rated: list, times, request: str):
    """The amount per period as a tree over Numbers (``("x", Number)``) and its leaves, or None."""
    if times is not None and len(told) == 1 and len(rated) <= 1:
        n = told[0]
        if times["w"]:
            count = Number(float(_TIMES_WORDS[times["w"].lower()]), times.start("w"), times.end("w"), times["w"])
        else:
            return None  # "3 times a day": a second number told, read by the decoders' own plan
        return ("mul", (("x", n), ("x", count))), [n, count]
    if times is not None or len(told) != 2:
        return None
    a, b = told
    if len(rated) == 2:  # "earns 850 a day and spends 312.75 each day": a gain and a loss, what is kept asked
        gain_a = _GAIN.search(_before(text, a)) and _LOSS.search(_before(text, b))
        if gain_a and _KEPT_ASKED.search(request):
            return ("sub", (("x", a), ("x", b))), [a, b]
        if (not any(_GAIN.search(_before(text, n)) or _LOSS.search(_before(text, n)) for n in (a, b))
                and _MONEY_ASKED.search(request) and not _KEPT_ASKED.search(request) and same_kind(text, a, b)):
            return ("add", (("x", a), ("x", b))), [a, b]  # "rent is 1,350 a month and utilities are 140 a month"
        return None
    if len(rated) == 1 and rated[0][0] is a and _EACH_PRICE.search(text, 0, b.start - (1 if text[b.start - 1] in "$\u00a3\u20ac\u20b9" else 0)) \
            and _EACH_AFTER.match(text, b.end) and _MONEY_ASKED.search(request):
        return ("mul", (("x", a), ("x", b))), [a, b]  # "makes 24 loaves a day and sells them at 3.15 each"
    return None


def _before(text: str, n) -> str:
    """The words of ``n``'s clause before it."""
    begin = max(max(text.rfind(c, 0, n.start) for c in ".!?;,"), text.rfind(" and ", 0, n.start)) + 1
    return text[begin:n.start]


# a rate told by an adjective of its period: "My annual salary", "a monthly fee of", "his weekly pay"
_ADJECTIVE = re.compile(r"\b(daily|weekly|monthly|annual|yearly)\b", re.IGNORECASE)
_OF_ADJECTIVE = {"daily": "day", "weekly": "week", "monthly": "month", "annual": "year", "yearly": "year",
                 "annually": "year"}
# another period asked: "How much is that a week?", "What's that per month?", "monthly?", "in a year?"
_PERIOD_ASKED = re.compile(r"\b(?:a|an|per|each|every|in\s+(?:a|one))\s+(?P<u>day|week|month|year)\b"
                           r"|\b(?P<a>daily|weekly|monthly|yearly|annually)\b", re.IGNORECASE)
_AMOUNT_ASKED = re.compile(r"\bhow\s+much\b|\bhow\s+many\s+[a-z]+\s+(?:is|are)\s+(?:that|this|those|these)\b|\bwhat(?:'s|\u2019s|\s+is|\s+does|\s+do)\b", re.IGNORECASE)
_NOT_A_RATE_ASKED = re.compile(r"\b(?:left|more|less|save[ds]?|than|each\s+of|split|share[ds]?|after|before|if|tax|percent)\b|%",
                               re.IGNORECASE)


def period_rate(text: str) -> Plan | None:
    """One amount per period told and asked per another period: "I spend $4.50 a day on coffee. How much is that a
    week?" -> ``4.50 * a week`` (7), "My annual salary is $67,800. What's that per month?" -> ``67,800 / month`` (12):
    a day to a week 7, a month to a year 12, a week to a year 52, each way; the factor is the implied number at the
    question's period word. Exactly one number, told per its period ("a day", "per month", "annual")."""
    request = asked(text)
    at = text.rfind(request)
    numbers = story_quantities(text)
    if at <= 0 or len(numbers) != 1 or not numbers[0].value > 0 or numbers[0].start >= at:
        return None
    if not _AMOUNT_ASKED.search(request) or _NOT_A_RATE_ASKED.search(request) or _NOT_READ.search(text):
        return None
    n = numbers[0]
    told = _PER.match(text, n.end)
    if told is not None and not re.search(r"[.!?;]", told.group(0)):
        unit = _unit(told[1])
    else:
        sentence = text[max(text.rfind(c, 0, n.start) for c in ".!?;") + 1:n.start]
        adjectives = _ADJECTIVE.findall(sentence)
        if len(adjectives) != 1:
            return None
        unit = _OF_ADJECTIVE[adjectives[0].lower()]
    found = list(_PERIOD_ASKED.finditer(request))
    if len(found) != 1:
        return None
    m = found[0]
    span = m["u"].lower() if m["u"] else _OF_ADJECTIVE[m["a"].lower()]
    if span == unit:
        return None
    if (unit, span) in _IMPLIED:
        op, value = "mul", _IMPLIED[(unit, span)]
    elif (span, unit) in _IMPLIED:
        op, value = "div", _IMPLIED[(span, unit)]
    else:
        return None
    word = m.group(0) if m["a"] else m["u"]
    start = at + (m.start() if m["a"] else m.start("u"))
    implied = Number(float(value), start, start + len(word), word)
    result = Plan((op, (("x", 0), ("x", 1))), (n, implied), "total", "", frozenset({1}))
    return result if result.value is not None and result.value > 0 else None
