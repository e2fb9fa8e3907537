"""An age told at one time and asked at another: "Sandra is 23 years old. How old will she be in 6 years?" -> ``23 +
6``; "In 6 years Sandra will be 29 years old. How old was she 3 years ago?" -> ``(29 - 6) - 3``; "Owen is 14 years
old, and his sister is 5 years younger than he is. How old will his sister be in 6 years?" -> ``(14 - 5) + 6``.

SingleEq and SVAMP tell ages this way; the one-step readers decline them (a year is no quantity to add where the
question moves in time). The story tells one age, now ("is 14 years old"), in some years ("In 6 years she will be
29") or some years ago ("4 years ago he was 11"), and may relate a second person to the first ("5 years younger than
he is", "3 years older than Owen", "younger than her cousin, who is 27"), either side of it asked; the question asks one
of them now, in some years or some years ago, maybe after a condition that tells the age ("If Mia is 15, how old will
her sister be in 3 years?"). Every number is read once; anything else (two ages told, a sum of ages, "twice as old")
is None.
"""
from __future__ import annotations

import re

from .notation import quantities
from .numbers import find_numbers
from .questions import asked
from .story_plans import Plan, depth

_WHO = r"(?:(?:[Hh]is|[Hh]er|[Mm]y|[Tt]heir|[Oo]ur|[Tt]he)\s+[a-z]+|[A-Z][a-z]+)"  # "Her sister" opens a sentence
_NOW = re.compile(rf"\b(?P<who>{_WHO})\s+is\s+(?P<n>\d+)(?:\s+years?\s+old|\s+years?\s+of\s+age)?(?=\s*[,.;!?]|\s+and\b)")
_LATER = re.compile(rf"\bin\s+(?P<t>\d+)\s+years?\s*,?\s+(?P<who>{_WHO}|he|she)\s+will\s+be\s+(?P<n>\d+)(?:\s+years?\s+old)?",
                    re.IGNORECASE)
_AGO = re.compile(rf"\b(?P<t>\d+)\s+years?\s+ago\s*,?\s+(?P<who>{_WHO}|he|she)\s+was\s+(?P<n>\d+)(?:\s+years?\s+old)?",
                  re.IGNORECASE)
_RELATED = re.compile(rf"\b(?P<who>{_WHO})\s+is\s+(?P<d>\d+)\s+years?\s+(?P<dir>older|younger)\s+than\s+"
                      rf"(?P<other>{_WHO}|(?:he|she)\s+is|him|her)\b")
# the other side of a relation told in its clause: "younger than her cousin, who is 27"
_WHO_IS = re.compile(rf"\bthan\s+(?P<who>{_WHO}),\s+who\s+is\s+(?P<n>\d+)(?:\s+years?\s+old)?\b")
_IF = re.compile(r"\W*if\s+[^,?]*\d[^,?]*,\s*(?=how\b)", re.IGNORECASE)
_ASKED = re.compile(rf"^\W*how\s+old\s+(?:will|was|is|would)\s+(?P<who>{_WHO}|he|she)\s*(?:be\s+)?"
                    r"(?:in\s+(?P<later>\d+)\s+years?(?:'?\s+time)?|(?P<ago>\d+)\s+years?\s+ago|now|today)?\s*\??\s*$",
                    re.IGNORECASE)


def _same(a: str, b: str) -> bool:
    return a.lower() == b.lower() or a.lower() in ("he", "she") or b.lower() in ("he", "she")


def age(text: str) -> Plan | None:
    """The age the question asks, moved in time from the one the story tells (see the module docstring), or None."""
    if len(text) > 300 or re.search(r"\b(?:twice|times|half|sum|total|together|combined|difference|born)\b", text, re.I):
        return None
    request = asked(text)
    at = text.rfind(request)
    condition = _IF.match(request)
    if condition is not None:  # "If Mia is 15, how old will her sister be in 3 years?": the condition is told
        at, request = at + condition.end(), request[condition.end():]
    q = _ASKED.match(request)
    if q is None or at < 0:
        return None
    story = text[:at]
    told = ([(m, "now") for p in (_NOW, _WHO_IS) for m in p.finditer(story)]
            + [(m, "later") for m in _LATER.finditer(story)] + [(m, "ago") for m in _AGO.finditer(story)])
    related = list(_RELATED.finditer(story))
    if len(told) != 1 or len(related) > 1:
        return None
    m, when = told[0]
    numbers = quantities(text)
    at_of = {n.start: i for i, n in enumerate(numbers)}
    leaf = lambda group, match: ("x", at_of[match.start(group)])  # noqa: E731
    try:
        tree = leaf("n", m)
        if when == "later":
            tree = ("sub", (tree, leaf("t", m)))
        elif when == "ago":
            tree = ("add", (tree, leaf("t", m)))
        used = 1 if when == "now" else 2
        person = m["who"]
        if related:
            r = related[0]
            named = q["who"].lower() not in ("he", "she")
            if r["who"] != person and named and _same(q["who"], r["who"]):  # the related one asked: "his sister"
                tree = ("add" if r["dir"] == "older" else "sub", (tree, leaf("d", r)))
            elif r["who"] == person and named and q["who"].lower() == r["other"].lower():  # the other side asked
                tree = ("sub" if r["dir"] == "older" else "add", (tree, leaf("d", r)))
            else:
                return None
            used += 1
        elif not _same(q["who"], person):
            return None
        if q["later"]:
            tree, used = ("add", (tree, ("x", at_of[at + q.start("later")]))), used + 1
        elif q["ago"]:
            tree, used = ("sub", (tree, ("x", at_of[at + q.start("ago")]))), used + 1
    except KeyError:
        return None  # a number that is no quantity (a year, a notation)
    if used != len(numbers) or depth(tree) < 1:
        return None
    result = Plan(tree, tuple(numbers), "unknown", "")
    value = result.value
    return result if value is not None and value >= 0 else None



_BORN = re.compile(r"\bborn\s+in\s+(?P<y>1[89]\d\d|20\d\d)\b", re.IGNORECASE)
_OLD_IN = re.compile(r"^\W*how\s+old\s+(?:will|would|is|was|am|are)\s+(?:[a-z]+\s+){0,2}?(?:be\s+|turn\s+)?in\s+"
                     r"(?P<y>1[89]\d\d|20\d\d)\s*\??\s*$", re.IGNORECASE)


def age_in_year(text: str) -> Plan | None:
    """An age from a year of birth and the year asked: "Ben was born in 2010. How old will he be in 2030?" -> ``2030
    - 2010`` (the years are no quantities to add: :mod:`occam.notation`; their difference is the age). One birth year,
    the question's year after it, nothing else written; or None."""
    if len(text) > 200:
        return None
    request = asked(text)
    at = text.rfind(request)
    born, when = _BORN.search(text, 0, at if at > 0 else 0), _OLD_IN.match(request)
    if at <= 0 or born is None or when is None or len(find_numbers(text)) != 2:
        return None
    numbers = find_numbers(text)
    if numbers[0].start != born.start("y") or numbers[1].start != at + when.start("y"):
        return None
    plan = Plan(("sub", (("x", 1), ("x", 0))), tuple(numbers), "unknown", "")
    value = plan.value
    return plan if value is not None and value > 0 else None
