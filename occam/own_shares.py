"""An equal share, then what one sharer paid or got on top of it, or has already paid of it: "4 friends split a pizza
bill of $38.40 equally. Gabe also paid $2.15 for his own drink. How much did Gabe pay in total?" -> ``(38.40 / 4) +
2.15``; "3 roommates split a $96.60 electric bill evenly. Lucia has already paid $12.70 of her share. How much does
she still owe?" -> ``(96.60 / 3) - 12.70``; "A teacher split 56 pencils equally among 8 students. Then she gave Ruth,
one of those students, 4 extra pencils. How many pencils does Ruth have?" -> ``(56 / 8) + 4``.

MultiArith writes this two-step form often and people tell it of every bill they share. The story tells exactly
three quantities, in this order: the whole and the count of sharers in one clause with a word of equal sharing
("split ... equally", "shared evenly", "among 8 students", "4 friends split", "planted them equally in 4 beds"), then, in a later clause, one more
amount of one sharer or of each ("Gabe also paid", "One friend, Tess, already had 5 cookies", "each of them also left a $2.50 tip", "gave Ruth ... 4 extra",
"has already paid $12.70 of her share"); the question asks what one of them pays, owes or has. The extra is added,
or, where it was paid of the share and what is still owed is asked, taken off. Sharers counted "Jamal and his 2
brothers" are one more than the number: the 1 is an input at the words that count him. Anything else is None.
"""
from __future__ import annotations

import re

from .asides import singulars, thing_words
from .notation import quantities
from .numbers import Number, is_money
from .questions import numbers_told
from .story_plans import Plan

_PEOPLE = (r"friends|roommates|flatmates|students|people|kids|children|brothers|sisters|cousins|siblings|workers"
           r"|coworkers|co-workers|colleagues|teammates|boys|girls|guests|players|neighbours|neighbors|families|adults"
           r"|members|employees|volunteers|campers|partners|musicians|winners")
# the sharers' count: "4 friends", "among 8 students", "between 3 of us"
_COUNT_AFTER = re.compile(rf"\s+(?:[a-z]+\s+)?(?:{_PEOPLE})\b|\s+of\s+us\b|\s+ways\b", re.IGNORECASE)
_COUNT_BEFORE = re.compile(r"\b(?:among|amongst|between|by)\s+(?:the\s+|his\s+|her\s+|their\s+)?$", re.IGNORECASE)
# things put equally in so many places: "planted them equally in 4 flower beds" (a share of each place)
_EQUAL_IN = re.compile(r"\b(?:equally|evenly)\s+(?:in|into|on|onto|across)\s+(?:the\s+|his\s+|her\s+|their\s+)?$",
                       re.IGNORECASE)
_EQUAL = re.compile(r"\b(?:equally|evenly|equal\s+(?:parts|shares))\b", re.IGNORECASE)
_SPLIT_VERBS = r"split|splits|splitting|shared|sharing|divided|divides|dividing"
_SPLIT = re.compile(rf"\b(?:{_SPLIT_VERBS}|share|shares)\b", re.IGNORECASE)
_SPLIT_AGAIN = re.compile(rf"\b(?:{_SPLIT_VERBS})\b", re.IGNORECASE)  # a later sharing; "her share" is a noun
# "Jamal and his 2 brothers": the one who counts them is a sharer too
_AND_HIS = re.compile(r"\b(?:[A-Z][a-z]+|me|I)\s+and\s+(?:(?:his|her|their|my)\s+)?$")
# one more amount of a sharer: "also paid", "also left a $2.50 tip", "4 extra", "another"
_MORE = re.compile(r"\b(?:also|extra|another|additional|plus|on\s+top|more|already\s+(?:had|has|have|owned|kept))\b",
                   re.IGNORECASE)  # "already had 5 cookies from home": hers before the share
_PAID_OF_SHARE = re.compile(r"\b(?:already\s+)?(?:paid|pays|given|gave|sent|transferred)\b(?:[^.?!]|\.(?=\d))*\bof\s+(?:his|her|their|my|your)"
                            r"\s+(?:share|part|portion)\b", re.IGNORECASE)
_STILL_OWED = re.compile(r"\b(?:still\s+owe|owe\s+still|still\s+(?:have|need)\s+to\s+pay|left\s+to\s+pay|more\s+does\s+\w+"
                         r"\s+owe|does\s+\w+\s+still\s+owe|is\s+left\s+(?:of|on)\s+(?:his|her|their)\s+share|owes?)\b",
                         re.IGNORECASE)
_ONE_ASKED = re.compile(r"\bhow\s+(?:much|many)\b", re.IGNORECASE)
# what would make the sharer's amount another story: a rate, a relation, a change of the whole
_OTHER = re.compile(r"\b(?:per|than|twice|half|times|percent|left\s+over|leftover|remain\w*|rest)\b|%", re.IGNORECASE)


def own_share(text: str) -> Plan | None:
    """``(whole / sharers) + extra`` or ``(whole / sharers) - paid`` (see the module docstring), or None."""
    def counted(t: str) -> list[Number]:  # "Ruth, one of those students": who, not how many
        return [n for n in quantities(t) if not (n.text.lower() == "one" and (
            re.match(r"\s+of\s+(?:those|these|the|them)\b", t[n.end:], re.I)
            or re.match(r"\s+[a-z]+\s*,\s*[A-Z][a-z]+\s*,", t[n.end:])))]  # "One friend, Tess, ...": who
    if (told := numbers_told(text, counted, 3)) is None:
        return None
    request, at, numbers = told
    if not _ONE_ASKED.search(request) or _OTHER.search(text) or not _EQUAL.search(text[:at]):
        return None
    first, second, extra = numbers
    sentence_end = min((i for i in (text.find(c, second.end) for c in ".;") if i >= 0), default=at)
    if extra.start < sentence_end:  # the extra in a later clause: "..., and each of them also left a $2.50 tip"
        clause = re.search(r",\s*(?:and\s+)?(?:then\s+)?(?=each\b|[A-Z])", text[second.end:extra.start])
        if clause is None:
            return None
        sentence_end = second.end + clause.start()
    placed = [n for n in (first, second) if _EQUAL_IN.search(text, max(0, n.start - 30), n.start)]
    if not (_SPLIT.search(text, 0, sentence_end) or placed) or _SPLIT_AGAIN.search(text, sentence_end):
        return None
    counts = [n for n in (first, second) if n.value == int(n.value) and (
        _COUNT_AFTER.match(text, n.end) or _COUNT_BEFORE.search(text, max(0, n.start - 20), n.start) or n in placed)]
    if len(counts) != 1:
        return None
    count = counts[0]
    whole = second if count is first else first
    if is_money(text, whole) != is_money(text, extra) or not (is_money(text, whole) or _same_thing(text, whole, extra)):
        return None  # "480 students ... Each team also got 3 coaches": another thing, no part of anyone's share
    later = text[sentence_end:at]
    if _PAID_OF_SHARE.search(later):
        if not _STILL_OWED.search(request):
            return None
        op = "sub"
    elif _MORE.search(later) and not _STILL_OWED.search(request) and (
            count not in placed or re.match(r"\s+(?:more|extra|additional)\b", text[extra.end:], re.IGNORECASE)
            and _names_a_place(text, count, later)):
        op = "add"  # (in one place of several, "added 6 more bulbs": the count's own "more", not "to add more filling")
    else:
        return None
    one = None
    if (and_his := _AND_HIS.search(text, max(0, count.start - 40), count.start)) is not None:
        words = and_his[0].rstrip()
        one = Number(1.0, and_his.start(), and_his.start() + len(words), words)
    inputs = sorted([whole, count, extra, *([one] if one else [])], key=lambda n: n.start)
    x = {id(n): ("x", i) for i, n in enumerate(inputs)}
    sharers = x[id(count)] if one is None else ("add", (x[id(count)], x[id(one)]))
    tree = (op, (("div", (x[id(whole)], sharers)), x[id(extra)]))
    found = Plan(tree, tuple(inputs), "share", "", implied=frozenset(i for i, n in enumerate(inputs) if n is one))
    value = found.value
    return found if value is not None and value > 0 else None


def _names_a_place(text: str, count: Number, later: str) -> bool:
    """Whether the clause ``later`` names the places the whole was put in equally ("9 churns" ... "tops up one churn with 3
    more litres", "4 beds" ... "added 6 more bulbs to one bed"): the extra goes into one of them; "Yesterday he took 15
    more photos" after "into 7 albums" puts it in none."""
    place = re.match(r"\s+(?:[a-z]+\s+)?([a-z]+)", text[count.end:], re.IGNORECASE)
    return place is not None and any(re.search(rf"\b{re.escape(form)}", later, re.IGNORECASE) for form in singulars(place[1]))


def _same_thing(text: str, whole: Number, extra: Number) -> bool:
    """Whether ``extra`` counts the thing ``whole`` counts ("56 pencils ... 4 extra pencils"), by its name's last word,
    or names none of its own ("3 more")."""
    mine = [w for w in thing_words(text, extra.end) if w.lower() not in ("more", "extra", "additional")]
    theirs = thing_words(text, whole.end)
    return not mine or bool(theirs) and bool(singulars(mine[-1]) & singulars(theirs[-1]))
