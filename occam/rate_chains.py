"""A count and two rates chained by their units: "An orchard has 12 rows of trees with 8 trees in each row. Each tree
gives 20 apples. How many apples does the orchard produce?" -> ``(12 * 8) * 20``; "A store sells packs of batteries
for $3.25 each. A box holds 6 packs. How much do 4 boxes of batteries cost?" -> ``(4 * 6) * 3.25``.

MultiArith writes this two-step product often; the readers of one rate and a count (:mod:`occam.rate_extras`) read
one link. :func:`rate_chain` reads exactly three quantities (the count may be told in the question: "How much do 4
boxes cost?"):

- a **count** of a thing, the only number with no unit it is told per ("12 rows", "4 boxes");
- a **first rate** told per that thing ("8 trees in each row", "A box holds 6 packs");
- a **second rate** told per the first rate's thing ("Each tree gives 20 apples", "packs ... for $3.25 each").

The question asks the second rate's thing ("How many apples", "How much pulp" of "2.8 tonnes of pulp an hour"), or money where the second rate is a price ("How much
... cost"). Exactly one such chain, or None; a word of any other step ("left", "more", "than", "half", "spent", a
percentage) is None too.
"""
from __future__ import annotations

import re

from .asides import singulars, thing_words
from .numbers import is_money
from .plan_words import HOW_OFTEN
from .questions import story_numbers
from .rate_extras import rate_unit
from .story_cues import story_quantities, unit_forms
from .story_plans import Plan

_OTHER = re.compile(r"\b(?:left|remain\w*|rest|more|fewer|less|than|twice|half|double|triple|percent|spent|spends|lost"
                    r"|loses|ate|eats|broke|broken|gave|gives\s+away|sold\s+\d|used|uses|share\w*|split|divid\w*|each\s+other"
                    r"|average|per\s+cent|discount|off)\b|%", re.IGNORECASE)
_COUNT_IN_QUESTION = re.compile(r"\b(?:in|for|of|do|does|would|will|from|over|during|across|within)\s+\d+\s+(?:[a-z]+\s+)?[a-z]+(?:\s+of\s+[a-z]+)?"
                                r"(?:\s+(?:cost|weigh|hold|have|make|produce|give))?\s*\??\s*$", re.IGNORECASE)
# a count told per occasion by the occasions' own rate after it: "63 houses, 6 days a week" (63 each day), "30 lengths 3
# times a week" (30 each time)
_ON_OCCASIONS = re.compile(r"(?:\s+[a-z]+){0,2}?,?\s+(?:on\s+)?(?=\d+" + HOW_OFTEN.pattern + ")", re.IGNORECASE)
_STUFF_AFTER = re.compile(r"\s*[a-z]+\s+of\s+([a-z]+)", re.IGNORECASE)  # what a measure is of: "tonnes of pulp"
_MONEY_ASKED = re.compile(r"\bhow\s+much\b(?!\s+(?!money\b)[a-z]+\s+(?:is|are|was|were|does|do|did|will|would|can)\b)",
                          re.IGNORECASE)


def rate_chain(text: str) -> Plan | None:
    """``(count * rate1) * rate2`` for a count and two rates chained by their units (see the module docstring), or
    None."""
    if (told := story_numbers(text, story_quantities, 3)) is None or _OTHER.search(text):
        return None
    request, at, numbers = told
    if re.search(r"\b(?:each|every|per|one|a\s+single|average)\b", request, re.IGNORECASE):
        return None  # "How many apples does each row give?": one link of the chain asked, not its end over the count
    late = [i for i, n in enumerate(numbers) if n.start >= at]
    if late and (len(late) > 1 or not _COUNT_IN_QUESTION.search(request)):
        return None
    per = [rate_unit(text, n) if (o := _ON_OCCASIONS.match(text, n.end)) is None else singulars(o[1]) for n in numbers]
    own = [frozenset() if is_money(text, n) else singulars(o[1]) if (o := HOW_OFTEN.match(text, n.end)) is not None
           else frozenset().union(*(singulars(w) for w in thing_words(text, n.end)[:1])) for n in numbers]
    chains = []
    for c in range(3):
        if per[c] is not None or not own[c] or (late and late != [c]) or numbers[c].value != int(numbers[c].value):
            continue
        for r1 in range(3):
            r2 = 3 - c - r1
            if r1 == c or per[r1] is None or per[r2] is None or not per[r1] & own[c] or not own[r1] or not per[r2] & own[r1]:
                continue
            if own[c] & own[r1]:
                continue  # "The yard holds 6 trams ... Another 4 trams": two counts of one thing, no rate of it per it
            chains.append((c, r1, r2))
    if len(chains) != 1:
        return None
    c, r1, r2 = chains[0]
    if own[r2]:
        m = re.search(r"\bhow\s+(?:many|much)\s+([a-z]+)(?:\s+([a-z]+))?", request, re.IGNORECASE)
        asked_forms = frozenset().union(*(singulars(w) | unit_forms(w) for w in (m.groups() if m else ()) if w))
        stuff = _STUFF_AFTER.match(text, numbers[r2].end)  # "2.8 tonnes of pulp an hour": the pulp is asked too
        told_forms = own[r2] | frozenset().union(*(unit_forms(w) for w in own[r2])) | (
            singulars(stuff[1]) if stuff is not None else frozenset())
        if not asked_forms & told_forms:
            return None  # the question asks the last rate's thing: "How many apples", "How many kilograms" of "1.5 kg"
    elif not (is_money(text, numbers[r2]) and _MONEY_ASKED.search(request)):
        return None
    plan = Plan(("mul", (("mul", (("x", c), ("x", r1))), ("x", r2))), tuple(numbers), "total", "")
    return plan if plan.value is not None and plan.value > 0 else None
