"""Two kinds of things one owner has, tied by one relation, one count told, the other asked: "A pet store has 3 times
as many goldfish as turtles. If it has 21 goldfish, how many turtles does it have?" -> ``21 / 3``; "A farm has 14 more
hens than ducks. There are 40 ducks. How many hens are there?" -> ``40 + 14``.

:mod:`occam.relations` ties two owners ("Ana has twice as many stickers as Ben"); here the sides are the things
themselves, counted in one place. The relation says ``A = k B`` ("3 times as many A as B", "twice as many", "half as
many") or ``A = B + c`` ("14 more A than B", "6 fewer A than B"). One more number is told, a count of ``A`` or of ``B``
with a verb of having ("has", "there are", "it keeps") or the relation's own verb ("baked ... baked"), and the
question asks how many of the other, naming it, with no number and no total, comparison or change. The tree undoes
the relation (``A`` told: ``A / k`` or ``A - c``) or applies it (``B`` told: ``B * k`` or ``B + c``); a word's factor
("twice": 2, "half": a division by 2) is an input at the word.
"""
from __future__ import annotations

import re

from .asides import singulars
from .implied_numbers import IMPLIED
from .numbers import Number, find_numbers
from .questions import asked
from .relations import split_sum
from .story_plans import Plan

_VERBS = (r"has|have|had|keeps?|kept|holds?|held|contains?|sold|sells|bought|buys|made|makes|baked|bakes|picked|picks"
          r"|planted|plants|grew|grows|caught|catches|collected|collects|owns?|owned|raises?|raised|stocks?|stocked")
_RELATION = re.compile(
    rf"\b(?P<verb>{_VERBS}|there\s+(?:are|were|is|was))\s+(?:"
    r"(?P<k>twice|double|triple|thrice|half|(?P<kn>\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten)\s+times)"
    r"\s+as\s+many\s+(?P<a>[a-z]+(?:\s+[a-z]+)?)\s+as\s+(?P<b>[a-z]+(?:\s+[a-z]+)?)\s*[.,;!?]"
    r"|(?P<c>\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten)\s+(?P<dir>more|fewer|less)\s+"
    r"(?P<a2>[a-z]+(?:\s+[a-z]+)?)\s+than\s+(?P<b2>[a-z]+(?:\s+[a-z]+)?)\s*[.,;!?])", re.IGNORECASE)
_HAVING_BEFORE = re.compile(r"\b(?P<verb>has|have|had|keeps?|kept|holds?|held|contains?|owns?|owned|stocks?|stocked|are|were|is"
                            r"|was|[a-z]+)\s+(?:(?:only|exactly|just|about)\s+)?$", re.IGNORECASE)
_HAVING = frozenset("has have had keep keeps kept hold holds held contain contains own owns owned stock stocks stocked are "
                    "were is was".split())
_ASKED = re.compile(r"^\W*how\s+many\s+(?P<thing>[a-z]+(?:\s+[a-z]+)?)\s+(?:does|do|did|are|were|is|was|will|can)\b", re.IGNORECASE)
_NOT_ASKED = re.compile(r"\b(?:more|fewer|less|than|total|in\s+all|altogether|together|combined|both|and|left|now|still"
                        r"|each|per|remain\w*|sold|after)\b", re.IGNORECASE)


def _same(words: str, other: str) -> bool:
    """Whether two phrases name one thing: their last words' forms meet ("goldfish" and "goldfish", "red hens" and
    "hens"), and where both have two words, their first words too ("pear trees" is not "plum trees")."""
    xs, ys = words.lower().split(), other.lower().split()
    if not singulars(xs[-1]) & singulars(ys[-1]):
        return False
    return len(xs) != 2 or len(ys) != 2 or xs[0] == ys[0]


# the told count is of both kinds together: "It sold 248 books in all", "Together there are 60 animals"
_TOTAL = re.compile(r"\b(?:in\s+all|in\s+total|altogether|together|combined)\b", re.IGNORECASE)


def _sentence_start(text: str, pos: int) -> int:
    ends = list(re.compile(r"[.!?](?:\s|$)").finditer(text, 0, pos))
    return ends[-1].end() if ends else 0


def _sentence_end(text: str, pos: int) -> int:
    end = re.compile(r"[.!?](?:\s|$)").search(text, pos)
    return end.start() if end else len(text)


def _factor(rel: re.Match, in_relation: list[Number]) -> tuple[Number, bool] | None:
    """The relation's factor ("3 times": the written 3; "twice", "half": 2 at the word) and whether a word implies it,
    or None where no number or word gives one."""
    word = rel["k"].split()[0]
    if rel["kn"]:
        return in_relation[0], False
    if word.lower() not in IMPLIED:
        return None
    return Number(float(IMPLIED[word.lower()][0]), rel.start("k"), rel.start("k") + len(word), word), True


def _from_total(text: str, rel: re.Match, told: Number, in_relation: list[Number], total: re.Match,
                asked_a: bool) -> Plan | None:
    """One kind's count from both kinds' total (:func:`occam.relations.split_sum`): with a factor ("3 times as many A as
    B") the kind counted once or the other, the 1 at the word that tells the total; with a difference ("14 more A than
    B") the larger or the smaller, the 2 (the two kinds) at that word."""
    k = c = None
    if rel["k"]:
        factor = _factor(rel, in_relation)
        if factor is None:
            return None
        k, implied_k = factor
    else:
        c, implied_k = in_relation[0], False
    halving = bool(rel["k"]) and rel["k"].split()[0].lower() == "half"  # "half as many A as B": A counted once
    split = split_sum(told, k, c, text, (total.start(), total.end()), multiple=asked_a != halving,
                      larger=bool(rel["dir"]) and asked_a == (rel["dir"].lower() == "more"))
    if split is None:
        return None
    tree, inputs, at_word = split
    implied = {i for i, n in enumerate(inputs) if n is at_word or (implied_k and n is k)}
    found = Plan(tree, tuple(inputs), "unknown", "", implied=frozenset(implied))
    value = found.value
    return found if value is not None and value > 0 else None


def thing_relation(text: str) -> Plan | None:
    """The other count of one owner's two kinds of things tied by a relation (see the module docstring), or None."""
    if len(text) > 400:
        return None
    rels = list(_RELATION.finditer(text))
    request = asked(text)
    at = text.rfind(request)
    if len(rels) != 1 or at < 0 or rels[0].end() > at + len(request):
        return None
    rel = rels[0]
    question = request[request.find(",") + 1:].strip() if request.lower().startswith("if") else request
    q = _ASKED.match(question)
    if q is None or _NOT_ASKED.search(question) or find_numbers(question):
        return None
    a, b = rel["a"] or rel["a2"], rel["b"] or rel["b2"]
    if _same(a, b):
        return None
    numbers = find_numbers(text)
    in_relation = [n for n in numbers if rel.start() <= n.start < rel.end()]
    others = [n for n in numbers if not rel.start() <= n.start < rel.end()]
    if len(others) != 1 or len(in_relation) != (0 if rel["k"] and not rel["kn"] else 1):
        return None
    told = others[0]
    thing = re.match(r"\s*([a-z]+(?:\s+[a-z]+)?)", text[told.end:], re.IGNORECASE)
    verb = _HAVING_BEFORE.search(text, max(0, told.start - 40), told.start)
    if thing is None or verb is None or told.start < rel.end() or not (
            verb["verb"].lower() in _HAVING or verb["verb"].lower() == rel["verb"].split()[0].lower()):
        return None  # "It sold 12 guppies": a change, no count of the kind; "It made 64 rolls" after "made": the kind's
    told_a = _same(thing[1], a) or _same(thing[1].split()[0], a)
    told_b = _same(thing[1], b) or _same(thing[1].split()[0], b)
    asked_a, asked_b = _same(q["thing"], a), _same(q["thing"], b)
    total = _TOTAL.search(text, _sentence_start(text, told.start), _sentence_end(text, told.end))
    if total is not None and not (told_a or told_b) and asked_a != asked_b:
        return _from_total(text, rel, told, in_relation, total, asked_a)
    if told_a == told_b or asked_a == asked_b or told_a == asked_a:
        return None  # the count told of one kind, the other kind asked
    if rel["k"]:
        found_factor = _factor(rel, in_relation)
        if found_factor is None:
            return None
        factor, implied = found_factor
        halving = rel["k"].split()[0].lower() == "half"  # "half as many A as B": A = B / 2
        op = ("div" if told_a else "mul") if not halving else ("mul" if told_a else "div")
    else:
        factor, implied = in_relation[0], False
        more = rel["dir"].lower() == "more"  # A = B + c, or A = B - c
        op = ("sub" if told_a else "add") if more else ("add" if told_a else "sub")
    inputs = sorted([factor, told], key=lambda n: n.start)
    tree = (op, (("x", inputs.index(told)), ("x", inputs.index(factor))))
    found = Plan(tree, tuple(inputs), "step", "", implied=frozenset({inputs.index(factor)} if implied else ()))
    value = found.value
    return found if value is not None and value > 0 else None
