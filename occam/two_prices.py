"""Two kinds of things, each with its own price and count, and what they all cost: "Museum tickets cost $12 for
adults and $7 for children. What is the total cost for 4 adults and 6 children?" -> ``(4 * 12) + (6 * 7)``; "If one
cup of tea costs £1.85 and a scone costs £2.10, how much do 4 cups of tea and 2 scones cost?" -> ``(4 * 1.85) + (2 *
2.10)``.

Each price names its kind by the words around it ("$12 for adults", "a scone costs £2.10", "one cup of tea costs
£1.85", "pens are $1.20 each"), each count by the thing after it ("4 adults", "2 scones", "4 cups of tea"), and the
kinds pair up one to one by their words. The story has these four numbers only and the question asks what it all
costs; a change, a discount, what each pays or a difference asked is None.
"""
from __future__ import annotations

import re

from .asides import singulars, words_after
from .numbers import Number, find_numbers, is_money
from .questions import asked
from .story_cues import story_quantities
from .story_plans import Plan

_CURRENCY = "$\u00a3\u20ac\u20b9\u00a5"
# the kind a price is for, after it: "$12 for adults", "$8.50 for an adult", "7 dollars for each child"
_FOR_KIND = re.compile(r"\s*(?:dollars?|euros?|pounds?|rupees?|yen|pesos?)?\s*(?:each\s+)?(?:for|per)\s+(?:an?\s+|each\s+|every\s+"
                       r"|one\s+)?(?:[a-z-]+\s+)??([a-z]+)\b", re.IGNORECASE)
# the kind a price is of, before it: "a scone costs ", "one cup of tea costs ", "pens are ", "adult tickets cost "
_KIND_COSTS = re.compile(rf"\b((?:(?!(?:a|an|the|one|each|every)\b)[a-z]+\s+)?[a-z]+)\s+(?:costs?|are|is|sells?\s+for|go\s+for)\s+"
                         rf"(?:only\s+|just\s+)?[{_CURRENCY}]?$", re.IGNORECASE)  # "an adult ticket is ": adult, ticket
_EACH_AFTER = re.compile(r"\s*(?:dollars?|euros?|pounds?)?\s*(?:each|apiece|a\s+piece)\b", re.IGNORECASE)
_COST_ASKED = re.compile(r"\b(?:total|how\s+much|cost|costs|pay|spend|spent|bill|altogether|in\s+all)\b", re.IGNORECASE)
_NOT_ASKED = re.compile(r"\b(?:change|left|more|less|each|per|save|saving|discount|back|share|split|average|than|difference"
                        r"|(?:cost|price)\s+of\s+(?:one|a\s+single)|does\s+(?:one|a\s+single))\b",
                        re.IGNORECASE)
_NOT_READ = re.compile(r"\b(?:than|times|twice|half|double|triple|as\s+(?:much|many)|for\s+(?:each|every)|discount|off"
                       r"|percent|per\s*cent|less|more|cheaper|dearer|pricier)\b|%", re.IGNORECASE)  # "a small tub costs
# $2.80 less": a price told by its difference from the other's
_KIND_OF = re.compile(r"\s+of\s+([a-z]+)", re.IGNORECASE)  # "4 cups of tea": the kind is the tea


def _price_kind(text: str, n) -> frozenset[str] | None:
    """The forms of the kind the price ``n`` is of or for, or None where it names none."""
    start = n.start - 1 if n.start and text[n.start - 1] in _CURRENCY else n.start
    before = _KIND_COSTS.search(text, 0, start)
    after = _FOR_KIND.match(text, n.end)
    if after is not None and not re.search(r"[.!?;,]", after.group(0)):
        return singulars(after[1])
    if before is not None:
        return frozenset().union(*(singulars(w) for w in before[1].split()))
    return None


def _count_kind(text: str, n) -> frozenset[str]:
    """The forms of the things the count ``n`` counts: "4 adults", "2 scones", "4 cups of tea" (cups and tea)."""
    words = words_after(text, n.end)[:2]
    forms = frozenset().union(*(singulars(w) for w in words)) if words else frozenset()
    of = _KIND_OF.match(text, n.end + len(" ".join(words)) + 1) if words else None
    return forms | (singulars(of[1]) if of else frozenset())


def two_prices(text: str) -> Plan | None:
    """``(c1 * p1) + (c2 * p2)`` for two kinds priced and counted (see the module's docstring), or None."""
    request = asked(text)
    numbers = story_quantities(text)
    if len(numbers) != 4 or any(not n.value > 0 for n in numbers):
        return None
    if not _COST_ASKED.search(request) or _NOT_ASKED.search(request) or _NOT_READ.search(text):
        return None  # "costs 3 times as much", "one ribbon for each bag": a relation, no price or count of its own
    prices = [i for i, n in enumerate(numbers) if is_money(text, n) or _EACH_AFTER.match(text, n.end)
              or _KIND_COSTS.search(text, 0, n.start)]
    counts = [i for i in range(4) if i not in prices]
    if len(prices) != 2 or len(counts) != 2 or any(numbers[i].value != int(numbers[i].value) for i in counts):
        return None
    kinds = [_price_kind(text, numbers[i]) for i in prices]
    if None in kinds:
        return None
    shared = kinds[0] & kinds[1]  # "an adult ticket is $11.40 and a child ticket is $6.25": told apart by "adult", "child"
    kinds = [k - shared for k in kinds]
    if not all(kinds):
        return None
    counted = [_count_kind(text, numbers[i]) for i in counts]
    pairs = []
    for c, forms in zip(counts, counted):
        matches = [p for p, kind in zip(prices, kinds) if kind & forms]
        if len(matches) != 1:
            return None
        pairs.append((c, matches[0]))
    if len({p for _, p in pairs}) != 2:
        return None
    (c1, p1), (c2, p2) = pairs
    result = Plan(("add", (("mul", (("x", c1), ("x", p1))), ("mul", (("x", c2), ("x", p2))))), tuple(numbers), "total", "")
    return result if result.value is not None else None


# a second thing priced by a factor of the first: "a shirt for 15.80 dollars and a hat that cost half as much",
# "A pen costs 1.25 dollars and a notebook costs 3 times as much"
_PRICED_BY = re.compile(r"(?P<p>\d[\d,]*(?:\.\d+)?)\b(?:(?![.!?;]\s)[^?])*?\band\s+(?:a|an|one)\s+(?:[a-z-]+\s+){0,2}?"
                        r"(?:that\s+|which\s+)?(?:costs?|cost|was|is|sells\s+for)\s+(?:(?P<k>\d[\d,]*(?:\.\d+)?)\s+times"
                        r"|(?P<w>twice|double|triple|half|a\s+(?:third|quarter|fifth)))\s+as\s+much\b", re.IGNORECASE)
_WORD_FACTOR = {"twice": ("mul", 2.0), "double": ("mul", 2.0), "triple": ("mul", 3.0), "half": ("div", 2.0),
                "third": ("div", 3.0), "quarter": ("div", 4.0), "fifth": ("div", 5.0)}
_BOTH_ASKED = re.compile(r"\b(?:both|together|altogether|in\s+all|in\s+total|total|the\s+two|one\s+[a-z]+\s+and\s+one)\b",
                         re.IGNORECASE)


def priced_relation(text: str) -> Plan | None:
    """``p + (p * k)`` (or ``p / k`` for "half as much") for a thing's price and a second thing priced by a factor of
    it, both bought once and their total asked: "Tina bought a shirt for 15.80 dollars and a hat that cost half as
    much as the shirt. How much did she spend on both?" -> ``15.80 + (15.80 / half)``."""
    request = asked(text)
    at = text.rfind(request)
    m = _PRICED_BY.search(text, 0, at) if at > 0 else None
    if m is None or not _BOTH_ASKED.search(request) or not _COST_ASKED.search(request):
        return None
    if re.search(r"\b(?:more|less|change|left|each|difference|than)\b", request, re.IGNORECASE):
        return None
    numbers = find_numbers(text)
    price = next((n for n in numbers if n.start == m.start("p")), None)
    in_request = [n for n in numbers if n.start >= at and n.text.lower() != "one"]
    if price is None or in_request or not (is_money(text, price) or re.search(r"\bcosts?\s+[$\u00a3\u20ac]?$", text[:price.start])):
        return None  # a count in the question ("2 pens and 4 notebooks") buys more than one of each
    if m["k"]:
        factor = next((n for n in numbers if n.start == m.start("k")), None)
        op, implied = "mul", frozenset()
        others = [n for n in numbers if n.start < at and n is not price and n is not factor]
    else:
        word = m["w"].split()[-1].lower()
        op, value = _WORD_FACTOR[word]
        factor = Number(value, m.start("w"), m.end("w"), m["w"])
        implied = frozenset({1})
        others = [n for n in numbers if n.start < at and n is not price]
    if factor is None or others:
        return None  # every number of the story read
    result = Plan(("add", (("x", 0), (op, (("x", 0), ("x", 1))))), (price, factor), "total", "", implied)
    return result if result.value is not None and result.value > 0 else None
