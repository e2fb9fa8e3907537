"""Two counts told side by side, then a rate for each one of them: "A farmer has 17 cows and 23 sheep. Each animal gets 2
scoops of feed a day. How many scoops does he need each day?" -> ``(17 + 23) * 2``; "A cinema sold 212 tickets on
Saturday and 178 on Sunday. Tickets were $8 each. How much money did it make over the weekend?" -> ``(212 + 178) * 8``.

Three numbers exactly, in this order: two counts joined by "and" in one sentence, and a rate told of each one of a
thing ("Each animal gets 2 scoops", "Tickets were $8 each"). The rate's thing must be the thing both counts count
("tickets" of "212 tickets ... and 178 on Sunday") or the whole both kinds belong to ("animal" of cows and sheep,
:data:`occam.step_words.MEMBERS`); "Each cow gets 2 scoops" of cows and sheep is one kind's rate, no plan. The
question asks the rate's own unit ("How many scoops", money for a price) and names no period the rate does not.
"""
from __future__ import annotations

import re

from .asides import singulars, thing_words
from .numbers import is_money
from .questions import numbers_told
from .step_words import covers_all, joined_by_and
from .story_cues import story_quantities
from .story_words import LOSS
from .plan_words import UNIT_OF
from .story_plans import Plan

_EACH_GETS = re.compile(r"\b(?:each|every)\s+(?P<noun>[a-z]+)\s+(?:gets|needs|eats|uses|takes|receives|is\s+given|is\s+fed"
                        r"|drinks|costs|cost|pays|paid|earns|earned|weighs|holds|sold\s+for|sells\s+for|was\s+sold\s+for"
                        r"|is\s+sold\s+for|went\s+for"
                        # "Each child rents a helmet for $8.75": the price of one thing each one gets
                        r"|(?:rents|hires|buys|gets|needs|pays\s+for)\s+(?:a|an|one)\s+(?:[a-z]+\s+)?[a-z]+\s+(?:for|at))"
                        r"\s+(?:about\s+)?[$\u00a3\u20ac]?$",
                        re.IGNORECASE)
_PRICED_EACH = re.compile(r"\b(?P<noun>[a-z]+)\s+(?:were|are|was|is|cost|costs|sell\s+for|sold\s+for|went\s+for)\s+"
                          r"(?:only\s+|just\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)
_EACH_AFTER = re.compile(r"\s*(?:each|apiece)\b", re.IGNORECASE)
# a rate told after its amount, of each one of a thing: "donated $0.50 for every point he scored"
_FOR_EACH_AFTER = re.compile(r"\s*(?:for|per)\s+(?:each|every)\s+(?P<noun>[a-z]+)\b", re.IGNORECASE)
_MONEY_ASKED = re.compile(r"\bhow\s+much\b[^?]*\b(?:money|make|made|earn|earned|collect|collected|take\s+in|took\s+in"
                          r"|raise|raised|cost|costs|pay|paid|spend|spent|donate|donated|give|gave)\b", re.IGNORECASE)
_NOT_ASKED = re.compile(r"\b(?:left|remain\w*|more|less|fewer|than|each\s+of|per|share|split|average|profit|change)\b",
                        re.IGNORECASE)
_ANY_ONE = re.compile(r"pieces?|items?|articles?", re.IGNORECASE)  # a noun of any one thing counted, whatever its kind
_PERIOD = re.compile(r"\b(?:day|week|month|year|hour|minute|night)s?\b", re.IGNORECASE)


def _sentence_begin(text: str, at: int) -> int:
    """Where the sentence (or clause after ";") that holds ``at`` begins."""
    return max(text.rfind(c, 0, at) for c in ".!?;") + 1


def _told_at(text: str, n) -> int:
    """Where the amount ``n`` is told, its currency sign with it ("$8"): the words before it end there."""
    return n.start - 1 if text[n.start - 1:n.start] in ("$", "\u00a3", "\u20ac") else n.start


def _noun(text: str, end: int) -> str | None:
    words = thing_words(text, end)
    return words[-1].lower() if words else None  # the head: "38 chocolate bars" counts bars


def summed_rate(text: str) -> Plan | None:
    """``(a + b) * rate`` (see the module docstring), or None."""
    told = numbers_told(text, story_quantities, 3)
    if told is None:
        return None
    request, at, numbers = told
    if (first := _rate_first(text, request, at, numbers)) is not None:
        return first
    a, b, rate = numbers
    if not joined_by_and(text, a, b) or LOSS.search(text[a.end:b.start]):
        return None  # the two counts side by side, in one sentence, neither taken off the other
    if any(_OCCASIONS.match(text, n.end) for n in (a, b)):
        return None  # "has 14 members and has met 22 times": how often, no count of the rate's things
    begin = _sentence_begin(text, rate.start)
    if begin <= b.end and (joined := re.search(r",\s*and\s+(?=(?:each|every)\s)", text[b.end:rate.start], re.I)) is not None:
        begin = b.end + joined.end()  # "12 sopranos and 9 altos, and each singer needs 3 pages"
    if begin <= b.end:
        return None  # the rate in a sentence of its own
    told_at = _told_at(text, rate)
    m = _EACH_GETS.search(text, begin, told_at)
    if m is None:
        priced = _PRICED_EACH.search(text, begin, told_at)
        m = priced if priced is not None and _EACH_AFTER.match(text, rate.end) else None
    if m is None and is_money(text, rate):
        m = _FOR_EACH_AFTER.match(text, rate.end)  # "A sponsor donated $0.50 for every point he scored."
    if m is None:
        return None
    kinds = [_noun(text, a.end), _noun(text, b.end)]  # a bare second count ("178 on Sunday") counts the first's thing
    if is_money(text, a) or is_money(text, b) or not (covers_all(m["noun"], kinds) or _ANY_ONE.fullmatch(m["noun"])):
        return None  # ("Each piece sells for $22.50" of mugs and jugs: any one of them)
    if _NOT_ASKED.search(request):
        return None
    if not _rate_asked(text, rate, request, _HOW_MANY):
        return None
    rate_sentence = text[begin:text.find(".", rate.end) if "." in text[rate.end:at] else at]
    if any(p[0].lower().rstrip("s") not in rate_sentence.lower() for p in _PERIOD.finditer(request)):
        return None  # "How many scoops in a week?" of a rate per day: another step
    return _positive(Plan(("mul", (("add", (("x", 0), ("x", 1))), ("x", 2))), tuple(numbers), "total", ""))


_OCCASIONS = re.compile(r"\s+(?:times|occasions)\b", re.IGNORECASE)  # "met 22 times": how often
_HOW_MANY = re.compile(r"\bhow\s+many\s+([a-z]+)", re.IGNORECASE)
_HOW_MANY_OR_MUCH = re.compile(r"\bhow\s+(?:many|much)\s+([a-z]+)", re.IGNORECASE)  # "how much flour", of a rate first


def _rate_asked(text: str, rate, request: str, how: re.Pattern) -> bool:
    """Whether the question asks what the rate counts: money for a price ("How much did it make?"), else the rate's own
    unit named after ``how`` ("How many scoops" of "2 scoops of feed")."""
    if is_money(text, rate):
        return bool(_MONEY_ASKED.search(request))
    unit = _noun(text, rate.end)
    many = how.search(request)
    return unit is not None and many is not None and (bool(singulars(many[1]) & singulars(unit))
                                                      or UNIT_OF.get(many[1].lower(), "") == UNIT_OF.get(unit, None))


def _positive(plan: Plan) -> Plan | None:
    """``plan`` where its value is above zero, else None."""
    value = plan.value
    return plan if value is not None and value > 0 else None


# a rate told first, of each one of a thing, right after its amount: "charges $4.25 per visit", "uses 0.75 kilograms
# of flour for each loaf of bread"
_RATE_OF_EACH = re.compile(r"\s*(?:[a-z]+\s+){0,3}?(?:per|for\s+each|for\s+every|for\s+one)\s+(?P<noun>[a-z]+)\b", re.IGNORECASE)


# a price told of a thing named before it: "A bakery sells bagels for $0.85 each"
_PRICED_FOR = re.compile(r"\b(?:sells?|sold|selling|prices?|priced)\s+(?:its\s+|their\s+|the\s+|[a-z]+\s+)?(?P<noun>[a-z]+)\s+"
                         r"(?:for|at)\s+$", re.IGNORECASE)


# a rate of each one told first, the thing its sentence's subject: "Every crate holds 24 bottles of juice.", "Tickets for
# the river cruise cost $14.75 each."
_EACH_HOLDS = re.compile(r"\s*(?:each|every)\s+(?:[a-z]+\s+)?(?P<noun>[a-z]+)(?:\s+(?:at|in|on|of)\s+(?:the\s+)?[a-z]+)?\s+(?:holds|gets|needs|takes|uses|weighs|costs|contains|has)\s+$",
                         re.IGNORECASE)
_PRICED_FIRST = re.compile(r"\s*(?:the\s+)?(?P<noun>[a-z]+)(?:\s+(?:for|of|at)\s+(?:the\s+|a\s+)?[a-z]+(?:\s+[a-z]+)?)?\s+"
                           r"(?:cost|costs|are|were|sell\s+for|sold\s+for)\s+(?:only\s+|just\s+)?$", re.IGNORECASE)


def _rate_first(text: str, request: str, at: int, numbers: list) -> Plan | None:
    """``(a + b) * rate`` where the rate comes first, in a sentence of its own, and the two counts after it side by side:
    "A swimming pool charges $4.25 per visit. Yusuf went 9 times in June and 6 times in July. How much did he pay
    altogether?" -> ``(9 + 6) * 4.25``; counts of "times" count the rate's visits. Else None."""
    rate, a, b = numbers
    end = min([len(text)] + [rate.end + m.start() for m in re.finditer(r"[.!?;](?:\s|$)", text[rate.end:])])
    if end >= a.start or not joined_by_and(text, a, b):
        return None
    clause_end = min([at] + [b.end + m.start() for m in re.finditer(r"[.!?;]", text[b.end:at])])
    if LOSS.search(text, a.end, b.start) or LOSS.search(text, b.end, clause_end) or re.search(
            r"\b(?:unloaded|removed|broken|missing|damaged|returned)\b", text[b.end:clause_end], re.IGNORECASE):
        return None  # "had 15 crates and sold 10", "and 3 crates are unloaded": a count taken off the other, no sum
    told_at, begin = _told_at(text, rate), _sentence_begin(text, rate.start)
    m = _RATE_OF_EACH.match(text, rate.end)
    if m is None and is_money(text, rate) and _EACH_AFTER.match(text, rate.end):
        m = _PRICED_FOR.search(text, max(0, rate.start - 40), told_at) or _PRICED_FIRST.match(text[begin:told_at])
    if m is None:
        m = _EACH_HOLDS.match(text[begin:told_at])  # "Every crate holds 24 bottles."
    if m is None or _PERIOD.fullmatch(m["noun"]) or _NOT_ASKED.search(request):
        return None
    kinds = [_noun(text, a.end), _noun(text, b.end)]
    visits = all(re.match(r"\s+times?\b", text[n.end:], re.IGNORECASE) for n in (a, b))  # "went 9 times": 9 visits
    if is_money(text, a) or is_money(text, b) or not (visits or covers_all(m["noun"], kinds)):
        return None
    if not _rate_asked(text, rate, request, _HOW_MANY_OR_MUCH):
        return None
    unit = _noun(text, rate.end)
    for n in (a, b):  # "8 shelves of books and 5 shelves of magazines": the magazines' shelves hold no books
        of = re.match(r"\s+(?:[a-z]+\s+)?of\s+([a-z]+)\b", text[n.end:], re.IGNORECASE)
        if of is not None and unit is not None and not singulars(of[1]) & singulars(unit):
            return None
    return _positive(Plan(("mul", (("add", (("x", 1), ("x", 2))), ("x", 0))), tuple(numbers), "total", ""))
