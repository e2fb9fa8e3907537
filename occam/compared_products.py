"""A product compared with another's told amount: "Nina has 3 bags with 15 marbles each. Omar has 28 marbles. How many
more marbles does Nina have than Omar?" -> ``(3 * 15) - 28``; "Mike read 14 pages each day for 5 days. Sara read 52
pages in total. How many more pages did Mike read than Sara?" -> ``(14 * 5) - 52``.

Three numbers exactly: a rate and the count of its unit told in one sentence of one person (the rules of
:mod:`occam.rate_extras`, or "7 points in each of 9 games"), the third amount told in another sentence of another
person, and a question "How many more (fewer, less) ... than ...?" whose two sides name those two people, each side
one of them. The side named first less the other: ``product - other`` or ``other - product``; a side that comes out
negative, a person named in both sentences or on both sides, or a rate that is not found once: None.
"""
from __future__ import annotations

import re

from .questions import numbers_told
from .rate_extras import counts_of, rate_unit
from .story_cues import story_quantities
from .story_plans import Plan

_MORE = re.compile(r"\bhow\s+(?:many|much)\s+(?:(?!more|fewer|less)[a-z]+\s+)?(?P<dir>more|fewer|less)\b(?P<a>[^?]*?)\bthan\b(?P<b>[^?]*)", re.IGNORECASE)
# "7 points in each of 9 games", "38 passengers on each of 6 trips"
_IN_EACH_OF = re.compile(r"(?P<r>\d[\d,.]*)\s+(?:[a-z]+\s+){0,2}?(?:in|on|for|during|at)\s+each\s+of\s+(?:the\s+|his\s+|her\s+"
                         r"|their\s+|its\s+)?(?P<c>\d[\d,]*)\b", re.IGNORECASE)
_NOT_NAMES = frozenset("""a an the he she it they we i you his her their its my our your each every in on at after before
then last next this that there how what mr mrs ms dr monday tuesday wednesday thursday friday saturday sunday""".split())
_RELATIVES = re.compile(r"\b(?:his|her|their|my|your)\s+(brother|sister|friend|cousin|mom|dad|mother|father|aunt|uncle"
                        r"|grandma|grandpa|neighbor|neighbour|classmate|teammate|son|daughter)\b"
                        r"|\b(?:his|her|their|my|your|our|its|the)\s+(rivals|opponents|visitors|hosts)\b"
                        r"|\b(?:our|my|your)\s+(team|class|club|school|side)\b", re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?]*(?:[.!?]|$)")


def _people(words: str) -> set[str]:
    """The people ``words`` name: capitalised names ("Nina", not "The") and relatives ("his brother")."""
    names = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+\b", words) if w.lower() not in _NOT_NAMES}
    return names | {(m[1] or m[2] or m[3]).lower() for m in _RELATIVES.finditer(words)}


def _sentence_at(text: str, at: int) -> tuple[int, int]:
    for m in _SENTENCE.finditer(text):
        if m.start() <= at < m.end():
            return m.start(), m.end()
    return 0, len(text)


def _rate_and_count(text: str, numbers) -> tuple[int, int] | None:
    """The indexes of the one rate and the count of its unit among ``numbers``, or None."""
    found = set()
    for r, n in enumerate(numbers):
        unit = rate_unit(text, n)
        if unit is None:
            continue
        counts = [i for i, x in enumerate(numbers) if i != r and counts_of(text, x, unit)]
        if len(counts) == 1:
            found.add((r, counts[0]))
    starts = [n.start for n in numbers]
    for m in (*_IN_EACH_OF.finditer(text), *_GROUPS_OF.finditer(text)):
        if m.start("r") in starts and m.start("c") in starts:
            found.add((starts.index(m.start("r")), starts.index(m.start("c"))))
    return found.pop() if len(found) == 1 else None


# groups of a size: "3 sets of 12 laps", "4 laps of a 400 m track", "4 bags of 9 apples"
_GROUPS_OF = re.compile(r"(?P<c>\d[\d,]*)\s+(?:sets|bags|boxes|packs|packets|rows|laps|lengths|crates|cartons|trays|stacks"
                        r"|bundles|jars|cases|baskets|buckets|batches|rounds|tins|sheets|books|rolls)\s+of\s+(?:an?\s+|the\s+)?"
                        r"(?P<r>\d[\d,.]*)(?=\s*[a-z])", re.IGNORECASE)


def _clauses(text: str, sentence: tuple[int, int], first_end: int, second_start: int) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """One sentence told as two people's clauses joined by "and" between ``first_end`` and ``second_start``: "Jade
    swam 3 sets of 12 laps and Oscar swam 29 laps"; the spans of the two clauses, or None."""
    joined = list(re.finditer(r"(?:,\s*)?\band\b", text[first_end:second_start], re.IGNORECASE))
    if len(joined) != 1:
        return None
    at = first_end + joined[0].start()
    return (sentence[0], at), (at, sentence[1])


def compared_product(text: str) -> Plan | None:
    """How many more one person's product is than another's told amount, or the other way (see the module
    docstring), or None."""
    told = numbers_told(text, story_quantities, 3)
    if told is None:
        return None
    request, at, numbers = told
    m = _MORE.search(request)
    if m is None:
        return None
    pair = _rate_and_count(text, numbers)
    if pair is None:
        return None
    r, c = pair
    o = 3 - r - c
    product_sentence = _sentence_at(text, numbers[r].start)
    if _sentence_at(text, numbers[c].start) != product_sentence:
        return None
    other_sentence = _sentence_at(text, numbers[o].start)
    if other_sentence == product_sentence:  # "Jade swam 3 sets of 12 laps and Oscar swam 29 laps": two clauses
        first_end = max(numbers[r].end, numbers[c].end)
        if numbers[o].start < first_end or (split := _clauses(text, product_sentence, first_end, numbers[o].start)) is None:
            return None
        product_sentence, other_sentence = split
    product_people = _people(text[slice(*product_sentence)])
    other_people = _people(text[slice(*other_sentence)])
    if not product_people or not other_people or product_people & other_people:
        return None
    a, b = _people(m["a"]), _people(m["b"])
    if not a or not b or a & b:
        return None
    if a <= product_people and b <= other_people:
        tree = ("sub", (("mul", (("x", r), ("x", c))), ("x", o)))
    elif a <= other_people and b <= product_people:
        tree = ("sub", (("x", o), ("mul", (("x", r), ("x", c)))))
    else:
        return None
    if m["dir"].lower() != "more":
        tree = ("sub", (tree[1][1], tree[1][0]))  # "How many fewer ... A than B?": B's less A's
    result = Plan(tree, tuple(numbers), "total", "")
    value = result.value
    return result if value is not None and value > 0 else None
