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
_TOTAL_BEFORE = re.compile(r"\b(?:total(?:\s+cost)?|bill|altogether|in\s+all|came\s+to)"
                           r"\b[^.!?]{0,40}?\b(?:was|is|of|to)?\s*[$€£]?$", re.IGNORECASE)
_TOTAL_AFTER = re.compile(r"\s*(?:dollars?|euros?|pounds?)?\s*(?:in\s+total|in\s+all|altogether|total)\b", re.IGNORECASE)
_LEFT_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:left|remaining|left\s+over)\b", re.IGNORECASE)
_HAD_BEFORE = re.compile(r"\b(?:had|has|have|started\s+with|saved)\s+[$€£]?$", re.IGNORECASE)
_SPENT_BEFORE = re.compile(r"\b(?:spent|spends|paid|pays|gave|used|lost)\s+[$€£]?$", re.IGNORECASE)
_RATE_AFTER = re.compile(r"\s*(?:dollars?|euros?|pounds?)?\s*(?:a|per|each|every)\s+(?:month|week|day|year|visit)\b",
                         re.IGNORECASE)
_SAME = re.compile(r"\b(?:same|each|every|per|equal)\b", re.IGNORECASE)


def unit_rate(text: str) -> Plan | None:
    """The tree that solves the story's one equation for the unknown price of each thing or the unknown count
    (see the module docstring), or None."""
    numbers = story_quantities(text)
    if len(numbers) != 3 or len({n.value for n in numbers}) != 3 or any(n.value <= 0 for n in numbers):
        return None
    request = asked(text)
    at = text.rfind(request)
    if at < 0 or any(n.start >= at for n in numbers) or UNREAD.search(text) or unwritten_number(text):
        return None  # the story told before its question
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
               and singulars(next(g for g in m.groups() if g)) & forms]
        counts = []
    else:
        return None
    divisor = counts if each is not None else per
    if len(divisor) != 1 or not _SAME.search(text):
        return None
    d = divisor[0]
    others = [i for i in range(3) if i != d]
    roles = {i: _role(text, numbers[i]) for i in others}
    if sorted(roles.values()) == ["had", "left"]:  # start - count * each = left
        start_i = next(i for i in others if roles[i] == "had")
        left_i = next(i for i in others if roles[i] == "left")
        tree = ("div", (("sub", (("x", start_i), ("x", left_i))), ("x", d)))
    elif sorted(roles.values()) == ["left", "spent"]:  # saved each week for n weeks, spent F, had L left
        left_i = next(i for i in others if roles[i] == "left")
        spent_i = next(i for i in others if roles[i] == "spent")
        tree = ("div", (("add", (("x", left_i), ("x", spent_i))), ("x", d)))
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
    if value is None or value <= 0 or (each is None and value != int(value)):
        return None  # a count is whole
    return result


def _names_after(text: str, end: int, forms: frozenset[str]) -> bool:
    """Whether the words right after a number name the thing ("3 books", "4 packs of pens", "for 8 weeks")."""
    return any(singulars(w) & forms for w in re.findall(r"[A-Za-z]+", text[end:end + 30])[:2])


def _role(text: str, n) -> str | None:
    """What a number is in the equation: "total" ("The total cost ... was $215", "paid $23 in total", "the bill
    was $46"), "left" ("had 16 dollars left"), "had" (a start: "had 52 dollars"), "spent" ("spent 35 dollars"),
    or "fixed" (another amount: "The rug cost $87", "$12 for parking", "$25 a month")."""
    before = text[max(0, n.start - 60):n.start]
    if _RATE_AFTER.match(text, n.end):
        return "fixed"  # "The bill is $25 a month": a fixed amount of the equation, no total
    if _LEFT_AFTER.match(text, n.end):
        return "left"
    if _TOTAL_AFTER.match(text, n.end) or _TOTAL_BEFORE.search(before):
        return "total"
    if _HAD_BEFORE.search(before):
        return "had"
    if _SPENT_BEFORE.search(before):
        return "spent"
    return "fixed"
