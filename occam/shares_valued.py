"""An equal share of a whole, then so much of something for each thing shared: one sharer's total of it.

"Ms. Ortiz split 36 markers equally among 9 art tables. Each marker costs $0.80. What is the value of the markers on one
table?" -> ``(36 / 9) * 0.80``; "A pack of 24 batteries is shared equally by 4 roommates. Each battery lasts 15 hours in a
flashlight. How many hours of light can one roommate's batteries give in total?" -> ``(24 / 4) * 15``.

MultiArith writes this order (a share, then a product) as often as a share then a change (:mod:`occam.changed_shares`).
The story tells exactly three quantities, in this order: the whole and the count it is shared among, in one clause
with a verb of sharing and a word of equal parts ("split ... equally among 9 tables", "shared equally by 4
roommates"); then, in a sentence of its own that opens with "each" (or "every") and the thing the whole counts, so
much of something for each of them ("Each marker costs $0.80", "Each battery lasts 15 hours"); the question asks of one
sharer ("on one table", "one roommate's", "each friend"). The shares must come out whole. Anything else is None.
"""
from __future__ import annotations

import re

from .asides import singulars, thing_words
from .notation import quantities
from .numbers import is_money
from .questions import numbers_told
from .story_plans import Plan

_SHARED = re.compile(r"\b(?:split|splits|shared|shares|divided|divides|distributed|distributes|handed\s+out|hands\s+out"
                     r"|gave\s+out|gives\s+out)\b(?:[^.!?]|(?<=\d)\.(?=\d))*?\b(?:equally|evenly)\b[^.!?]*?"
                     r"\b(?:among|amongst|between|by|to|into|across|on)\s+(?:the\s+|his\s+|her\s+|their\s+)?"
                     r"(?:[a-z]+\s+)?$", re.IGNORECASE)
_EACH_THING = re.compile(r"(?:each|every)\s+([a-z]+)\s+(?:[a-z]+\s+){0,2}?"
                         r"(?:costs?|is\s+worth|worth|weighs|lasts|burns|runs|plays|holds|gives|makes|has|contains|sells\s+for|is)\s+"
                         r"(?:about\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)
_ONE_ASKED = re.compile(r"\b(?:one|each|that|a\s+single|every)\s+(?:of\s+the\s+)?[a-z]+", re.IGNORECASE)
_OTHER = re.compile(r"\b(?:more|less|fewer|than|twice|half|left|remain\w*|rest|ate|lost|sold|gave\s+away|kept|broke"
                    r"|percent|off|discount|already|also|extra)\b|%", re.IGNORECASE)


def shared_value(text: str) -> Plan | None:
    """``(whole / sharers) * each``: one sharer's total of what each shared thing brings (see the module docstring),
    or None."""
    if (told := numbers_told(text, lambda t: [n for n in quantities(t) if n.text.lower() != "one"], 3)) is None:
        # ("on one table": which sharer, no count)
        return None
    request, at, (whole, count, each) = told
    if _OTHER.search(text[:at]) or not _ONE_ASKED.search(request):
        return None
    if not float(count.value).is_integer() or count.value < 2 or whole.value % count.value:
        return None  # shares of a count that do not come out whole: a misreading
    if not _SHARED.search(text, max(0, whole.start - 60), count.start) or re.search(r"[.!?]\s", text[whole.end:count.start]):
        return None  # the whole and its sharers in one clause of equal sharing
    sentence = max((m.end() for m in re.finditer(r"[.!?]\s+", text[:each.start])), default=0)
    if sentence <= count.end:
        return None  # the amount each in a sentence of its own
    m = _EACH_THING.match(text[sentence:each.start])
    things = thing_words(text, whole.end)
    if m is None or sentence + m.end() != each.start or not things or not (singulars(m[1]) & singulars(things[-1])):
        return None  # "Each marker ...": each of the things shared
    plan = Plan(("mul", (("div", (("x", 0), ("x", 1))), ("x", 2))), (whole, count, each), "total", "")
    value = plan.value
    return plan if value is not None and value > 0 else None


_SPLIT_INTO = re.compile(r"\b(?:split|splits|cut|cuts|divided|divides|shared|shares|sliced|slices|sawed|sawn|sorted|sorts"
                         r"|packed|packs|put|puts|broken|broke|spread|spreads|scooped|scoops|poured|pours|emptied|empties|ladled"
                         r"|ladles)\b(?:[^.!?]|(?<=\d)\.(?=\d))*?\b(?:into|among|between|over|across)\s+"
                         r"(?:the\s+|its\s+|his\s+|her\s+|their\s+)?$"
                         r"|\b(?:fills|filled|fill)\s+$", re.IGNORECASE)  # "and each jug fills 4 cups equally"
_EQUAL = re.compile(r"\b(?:equally|evenly|equal)\b", re.IGNORECASE)
_EACH_ASKED = re.compile(r"\b(?:in|on|for|of)?\s*(?:each|one|a\s+single)\s+([a-z]+)"
                         r"|\bhow\s+(?:long|heavy|much)\s+is\s+(?:each|one)\s+([a-z]+)",
                         re.IGNORECASE)


def share_of_share(text: str) -> Plan | None:
    """``(whole / parts) / subparts``: a whole split equally into parts, each part split equally again, one of the
    smaller parts asked: "A bakery made 144 cookies and split them equally into 12 tins. The cookies in each tin were
    then divided equally into 3 bags. How many cookies were in each bag?" -> ``(144 / 12) / 3``; "A 48-meter roll of
    wire is cut into 4 equal lengths, and each of those lengths is cut into 5 equal pieces. How long is each piece?" ->
    ``(48 / 4) / 5``. Exactly three quantities in that order; both splits equal; the second of each part ("each tin",
    "each of those lengths"); the question asks each of the smaller parts by their name; or None."""
    if (told := numbers_told(text, lambda t: [n for n in quantities(t) if n.text.lower() != "one"], 3)) is None:
        return None
    request, at, (whole, parts, sub) = told
    if _OTHER.search(text[:at]) or any(not float(n.value).is_integer() or n.value < 2 for n in (parts, sub)):
        return None
    first = text[max(0, whole.start - 60):parts.start]
    second = text[parts.end:sub.start]
    if (not _SPLIT_INTO.search(first) or not _SPLIT_INTO.search(second) or not re.search(r"\beach\b", second, re.I)
            or not (_EQUAL.search(first) or re.match(r"\s+equal\b", text[parts.end:], re.I))
            or not (_EQUAL.search(second) or re.match(r"\s+(?:[a-z]+\s+)?equal", text[sub.end:], re.I))):  # "4 cups equally"
        return None
    asked_each = _EACH_ASKED.search(request)
    pieces = thing_words(text, sub.end) or re.findall(r"^\s+(?:equal\s+|smaller\s+|small\s+)?([a-z]+)", text[sub.end:], re.I)
    if asked_each is None or not pieces or not singulars(asked_each[1] or asked_each[2]) & singulars(pieces[-1]):
        return None  # each of the smaller parts asked, by their name
    measured = re.match(r"[\s-]*(?:liters?|litres?|kilograms?|kg|grams?|meters?|metres?|m|feet|foot|inches|cm|yards?|miles?)\b",
                        text[whole.end:], re.IGNORECASE) or re.search(r"\d[\s-]*(?:meters?|metres?|m|feet|foot|yards?|cm)\b",
                                                                       text[max(0, whole.start - 2):whole.end + 8], re.I)
    if not measured and not is_money(text, whole) and whole.value % (parts.value * sub.value):
        return None  # shares of a count that do not come out whole: a misreading
    plan = Plan(("div", (("div", (("x", 0), ("x", 1))), ("x", 2))), (whole, parts, sub), "share", "")
    value = plan.value
    return plan if value is not None and value > 0 else None
