"""The unknown price of each of several things, or the unknown count, from a total or what was left.

"Isabel had 52 dollars. After buying 3 books that each cost the same amount, she had 16 dollars left. How much
did each book cost?" -> ``(52 - 16) / 3``; "The total cost of 4 lamps and a rug was $215. The rug cost $87. How
much did each lamp cost?" -> ``(215 - 87) / 4``; "Olivia had 84 beads. She used 6 beads for each bracelet she
made, and she has 18 beads left. How many bracelets did she make?" -> ``(84 - 18) / 6``; "A phone plan costs $25
a month plus $3 for each gigabyte. Last month the bill was $46. How many gigabytes?" -> ``(46 - 25) / 3``.

One equation, ``count * each + fixed = total`` (or ``start - count * each = left``), of three numbers: the
count of the things asked about ("3 books", "for 8 weeks") or the rate per thing ("6 beads for each
bracelet"), the total ("in total", "was $215", "the bill was") or a start and what was left, and at most one
fixed amount. :func:`unit_rate` reads the roles by their words and writes the tree that solves it, or None.
"""
from __future__ import annotations

import re

from .abstention import unwritten_number
from .asides import singulars
from .plan_words import SHARED, UNREAD
from .questions import asked
from .story_cues import story_quantities
from .story_plans import Plan

# "How much did each book cost?", "What did each lamp cost?", "How much was each ticket?", "How much did he save
# each week?", "What is the price of one notebook?"
_EACH_ASKED = re.compile(
    r"\b(?:how\s+much|what)\s+(?:did|does|do|was|is|were|would)\s+(?:each|one|every|a\s+single)\s+([a-z]+)"
    r"|\bhow\s+much\s+(?:did|does|do|was|is)\s+(?:he|she|they|i|we|[A-Z][a-z]+)\s+(?:save|earn|pay|spend|make|put\s+away)\s+"
    r"(?:each|every|per|a)\s+([a-z]+)"
    r"|\b(?:price|cost)\s+of\s+(?:each|one|a\s+single)\s+([a-z]+)", re.IGNORECASE)
_COUNT_ASKED = re.compile(r"\bhow\s+many\s+([a-z]+)", re.IGNORECASE)
# a rate per the thing counted: "6 beads for each bracelet", "$3 for each gigabyte", "0.10 dollars per text"
_PER_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:for|per|on|in)\s+(?:each|every|per|a|one)?\s*([a-z]+)"
                        r"|\s*(?:[a-z]+\s+){0,2}?(?:each|per|a|every)\s+([a-z]+)", re.IGNORECASE)
_TOTAL_BEFORE = re.compile(r"\b(?:total(?:\s+cost)?|bill|altogether|in\s+all|came\s+to|comes\s+to|to\s+have)"
                           r"\b[^.!?]{0,40}?\b(?:was|is|of|to)?\s*[$€£]?$", re.IGNORECASE)
_TOTAL_AFTER = re.compile(r"\s*(?:dollars?|euros?|pounds?)?\s*(?:in\s+total|in\s+all|altogether|total)\b", re.IGNORECASE)
_LEFT_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:left|remaining|left\s+over|remain)\b|\s*(?:[a-z]+\s+){0,2}?in\s+change\b"
                         r"|\s*(?:dollars?|euros?|pounds?)?\s*(?:back\s+)?(?:as|in)\s+change\b", re.IGNORECASE)
_CHANGE_BEFORE = re.compile(r"\b(?:change\s+(?:of|was|is)|got\s+back|received\s+back)\s+[$€£]?$", re.IGNORECASE)
_HAD_BEFORE = re.compile(r"\b(?:had|has|have|started\s+with|saved|contains|holds|paid\s+with(?:\s+an?)?)\s+[$€£]?$",
                         re.IGNORECASE)
_SPENT_BEFORE = re.compile(r"\b(?:spent|spends|paid|pays|gave|used|lost)\s+[$€£]?$", re.IGNORECASE)
_RATE_AFTER = re.compile(r"\s*(?:dollars?|euros?|pounds?)?\s*(?:a|per|each|every)\s+(?:month|week|day|year|visit)\b",
                         re.IGNORECASE)
_SAME = re.compile(r"\b(?:same|each|every|per|equal)\b|\ba\s+(?:day|week|month|year|hour|minute)\b", re.IGNORECASE)
_EACH_END = re.compile(r"\s*(?:each|apiece)\b(?!\s+[a-z])", re.IGNORECASE)  # "Pencils cost $0.35 each."


def unit_rate(text: str) -> Plan | None:
    """The tree that solves the story's one equation for the unknown price of each thing or the unknown count
    (see the module docstring), or None."""
    numbers = story_quantities(text)
    if len(numbers) != 3 or len({n.value for n in numbers}) != 3 or any(n.value <= 0 for n in numbers):
        return None
    request = asked(text)
    at = text.rfind(request)
    asked_numbers = [n for n in numbers if n.start >= at]
    if at < 0 or len(asked_numbers) > 1 or UNREAD.search(text) or unwritten_number(text):
        return None  # the story told before its question, or a total or what is left in it: "to have $150"
    if SHARED.search(text):
        return None  # "Three friends split a bill of 74.40 and a tip of 2.50 equally": a share (occam.story_plans)
    each = _EACH_ASKED.search(request)
    count = _COUNT_ASKED.search(request) if each is None else None
    if each is not None:
        forms = singulars(next(g for g in each.groups() if g))
        counts = [i for i, n in enumerate(numbers) if _names_after(text, n.end, forms)]
        per = []
    elif count is not None:
        forms = singulars(count[1])
        per = [i for i, n in enumerate(numbers) if (m := _PER_AFTER.match(text, n.end)) is not None
               and singulars(next(g for g in m.groups() if g)) & forms
               or _EACH_END.match(text, n.end) and _names_before(text, n.start, forms)]
        counts = []
    else:
        return None
    divisor = counts if each is not None else per
    if len(divisor) != 1 or not _SAME.search(text):
        return None
    d = divisor[0]
    others = [i for i in range(3) if i != d]
    roles = {i: _role(text, numbers[i]) for i in others}
    if any(roles.get(i) not in ("total", "left") for i, n in enumerate(numbers) if n in asked_numbers):
        return None  # a number in the question is the equation's result ("to have $150", "will 200 litres remain")
    if sorted(roles.values()) == ["had", "left"]:  # start - count * each = left
        start_i = next(i for i in others if roles[i] == "had")
        left_i = next(i for i in others if roles[i] == "left")
        tree = ("div", (("sub", (("x", start_i), ("x", left_i))), ("x", d)))
    elif sorted(roles.values()) == ["left", "spent"]:  # saved each week for n weeks, spent F, had L left
        left_i = next(i for i in others if roles[i] == "left")
        spent_i = next(i for i in others if roles[i] == "spent")
        tree = ("div", (("add", (("x", left_i), ("x", spent_i))), ("x", d)))
    elif sorted(roles.values()) == ["had", "total"]:  # saves each week from what he has up to a total
        had_i = next(i for i in others if roles[i] == "had")
        total_i = next(i for i in others if roles[i] == "total")
        tree = ("div", (("sub", (("x", total_i), ("x", had_i))), ("x", d)))
    elif sorted(roles.values()) == ["fixed", "total"]:  # count * each + fixed = total
        total_i = next(i for i in others if roles[i] == "total")
        fixed_i = next(i for i in others if roles[i] == "fixed")
        if re.match(r"\s*(?:dollars?|euros?|pounds?)?\s+for\b", text[numbers[total_i].end:]):
            return None  # "paid $84 for 6 concert tickets and $12 for parking": the total is of the things alone
        tree = ("div", (("sub", (("x", total_i), ("x", fixed_i))), ("x", d)))
    else:
        return None
    result = Plan(tree, tuple(numbers), "unknown", "")
    value = result.value
    if value is None or value <= 0 or (each is None and abs(value - round(value)) > 1e-9 and not forms & _MEASURES):
        return None  # a count is whole; hours and litres need not be
    return result


_MEASURES = frozenset({"hour", "minute", "km", "kilometre", "kilometer", "mile", "litre", "liter", "kilogram", "kg",
                       "gallon", "metre", "meter"})


def _names_after(text: str, end: int, forms: frozenset[str]) -> bool:
    """Whether the words right after a number name the thing ("3 books", "4 packs of pens", "for 8 weeks")."""
    return any(singulars(w) & forms for w in re.findall(r"[A-Za-z]+", text[end:end + 30])[:2])


def _names_before(text: str, start: int, forms: frozenset[str]) -> bool:
    """Whether the sentence of a price names the thing before it ("Pencils cost $0.35 each")."""
    sentence = re.split(r"[.!?]\s", text[:start])[-1]
    return any(singulars(w) & forms for w in re.findall(r"[A-Za-z]+", sentence))


def _role(text: str, n) -> str | None:
    """What a number is in the equation: "total" ("The total cost ... was $215", "paid $23 in total", "the bill
    was $46"), "left" ("had 16 dollars left"), "had" (a start: "had 52 dollars"), "spent" ("spent 35 dollars"),
    or "fixed" (another amount: "The rug cost $87", "$12 for parking", "$25 a month")."""
    before = text[max(0, n.start - 60):n.start]
    if _RATE_AFTER.match(text, n.end):
        return "fixed"  # "The bill is $25 a month": a fixed amount of the equation, no total
    if _LEFT_AFTER.match(text, n.end) or _CHANGE_BEFORE.search(before):
        return "left"  # "had 16 dollars left", "got $1.15 in change"
    if _TOTAL_AFTER.match(text, n.end) or _TOTAL_BEFORE.search(before):
        return "total"
    if _HAD_BEFORE.search(before):
        return "had"
    if _SPENT_BEFORE.search(before):
        return "spent"
    return "fixed"
