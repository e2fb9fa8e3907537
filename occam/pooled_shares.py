"""Amounts pooled, then shared equally: each one's share of the whole.

"Five friends ordered food for $43.75 and left a $6.50 tip. They split the whole amount equally. How much did each
person pay?" -> ``(43.75 + 6.50) / Five``; "Three friends each brought 2.5 liters of lemonade. They poured all of it
equally into 4 pitchers. How many liters went into each pitcher?" -> ``(Three * 2.5) / 4``.

The story tells exactly three quantities: two amounts of one kind (both money, or both in one unit) or a count of
givers each giving one amount ("Each of 5 volunteers collected 3.6 kg", "Three friends each brought 2.5 liters"),
and a count of sharers or parts; it shares with a word of equal parts ("split ... equally", "shared evenly",
"poured out equally for 12 guests"), and the question asks what each one gets ("How much did each person pay?", "How
many liters went into each pitcher?"). Sharers counted "himself and his 3 friends" ("with her 3 friends", "Julia and
her 2 sisters") are one more than the number: the 1 is an input at the word that says it. A change told beside them ("spent", "more than",
"left") or a rate ("$2 each" among the amounts) is another story, and gets None.
"""
from __future__ import annotations

import re

from .asides import singulars, thing_words
from .notation import quantities
from .numbers import Number, is_money
from .plan_words import UNDONE_PART
from .questions import asked
from .story_cues import same_kind
from .step_words import ASKED_THING, joined_by_and
from .story_plans import Plan

_EQUAL = re.compile(r"\b(?:equally|evenly|equal\s+(?:parts|shares|amounts)|the\s+same\s+(?:number|amount))\b"
                    r"|\b(?:into|in|on|onto|among)\s+\d+\s+equal\s+[a-z]+", re.IGNORECASE)  # "poured all of it into 4 equal jugs"
# the equal share told of each part: "so that each cup has the same number of items"
_EACH_SAME = re.compile(r"\b(?:so\s+that\s+)?each\s+[a-z]+\s+(?:has|gets|holds|receives)\s+the\s+same\s+(?:number|amount)\b",
                        re.IGNORECASE)
# a whole of any things asked: "How many items go in each cup?"
_ANY_THINGS = re.compile(r"\bhow\s+many\s+(?:items|things|objects|pieces|supplies)\b", re.IGNORECASE)
_SHARE_VERB = re.compile(r"\b(?:split|splits|splitting|share|shares|shared|sharing|divided|divides?|poured|pours?|packed"
                         r"|packs?|put|puts|spread|distributed|distributes?|cut|cuts|sawed|saws|set|sets|arranged|arranges?|placed|places?"
                         r"|planted|plants?|stacked|stacks?|laid|lays?)\b", re.IGNORECASE)
_EACH_ASKED = re.compile(r"\b(?:each|per|apiece)\b", re.IGNORECASE)
# the sharers or parts, right after the count: "among 4", "into 8 bins", "for 12 guests", "6 coworkers"
_PARTS = re.compile(r"\s+(?:[a-z]+\s+)?(?:friends?|people|persons?|guests?|kids?|children|students?|coworkers?|co-workers?"
                    r"|parents|grandparents|sons|daughters|grandchildren|nieces|nephews"
                    r"|colleagues?|players?|workers?|members?|cousins?|siblings?|brothers?|sisters?|neighbou?rs?|teams?"
                    r"|classmates?|roommates?|flatmates?|housemates?|hikers?|campers?|volunteers?|pitchers?|jugs?|bottles?|jars?|bins?|boxes?|bags?|baskets?"
                    r"|buckets?|cups?|glasses?|containers?|tubs?|trays?|crates?|drawers?|racks?|pots?|vases?|groups?|plates?|bowls?|tables?|shelves?|envelopes?|piles?"
                    r"|rows?|stacks?|bundles?|beds?|platters?|carts?"
                    r"|families|households?|parts?|portions?|equal\s+parts?|ways"
                    r"|pieces?|sections?|strips?|lengths?|invoices?|bills?|clients?|customers?|projects?|tasks?|accounts?|sessions?|days|weeks|months)\b", re.IGNORECASE)
_SELF_AND = re.compile(r"(?:\b(?i:himself|herself|themselves|myself|yourself)\s+(?i:and)|\b(?i:with)|\b[A-Z][a-z]+\s+and)\s+"
                       r"(?i:his|her|their|my|your)?\s*$")
# a count of givers each giving an amount: "Each of 5 volunteers collected", "Three friends each brought"
_EACH_OF = re.compile(r"\beach\s+of\s+(?:the\s+)?$", re.IGNORECASE)
_EACH_AFTER = re.compile(r"\s+(?:[a-z]+\s+){1,2}?each\b", re.IGNORECASE)
_OTHER_STORY = re.compile(UNDONE_PART + r"|\b(?:more\s+than|less\s+than|fewer|times|twice|half|left(?!\s+(?:a|an|the)\b)|remain\w*|rest|spent|spends?|lost|ate"
                          r"|includ\w*"  # "came to $120, which included a $15 service charge": a part inside the whole
                          r"|gave\s+away|kept|keeps|percent|costs?\s+[^.?!]*\beach)\b|%", re.IGNORECASE)


def pooled_share(text: str) -> Plan | None:
    """Each one's equal share of two amounts pooled, or of a count of givers' equal amounts (see the module
    docstring), or None."""
    if len(text) > 400:
        return None
    request = asked(text)
    at = text.rfind(request)
    every = quantities(text)
    apart = [n for n in every if _counts_a_list(text, n, every) or _restated(text, n, every)]
    numbers = [n for n in every if n not in apart]
    if at < 0 or len(numbers) != 3 or any(not n.value > 0 for n in numbers) or any(n.start >= at for n in every):
        return None
    told = text[:at] + " " + request
    if not (_EQUAL.search(told) and _SHARE_VERB.search(told) and _EACH_ASKED.search(request)) or _OTHER_STORY.search(
            _EACH_AFTER.sub(" ", text)):
        return None
    parts = [n for n in numbers if n.value == int(n.value) and _PARTS.match(text, n.end) and not is_money(text, n)]
    givers = [n for n in parts if _EACH_OF.search(text, max(0, n.start - 12), n.start) or _EACH_AFTER.match(text, n.end)]
    if len(givers) > 1:
        return None
    if givers:  # "Three friends each brought 2.5 liters ... equally into 4 pitchers"
        giver = givers[0]
        sharers = [n for n in parts if n is not giver]
        amounts = [n for n in numbers if n is not giver and n not in sharers]
        if len(sharers) != 1 or len(amounts) != 1 or giver.start > amounts[0].start:
            return None
        return _plan([giver, amounts[0], sharers[0]], ("mul", (("x", 0), ("x", 1))), text, apart)
    amounts = [n for n in numbers if n not in parts]
    if len(parts) != 1 or len(amounts) != 2 or re.search(r"\beach\b", _EACH_SAME.sub(" ", text[:at]), re.IGNORECASE):
        return None
    if _NOT_POOLED.search(text, amounts[0].end, at):
        return None  # "removed 2 chairs from every row", "4 seeds did not sprout": a change of the shares, no amount pooled
    if not same_kind(text, *amounts) and not (_ANY_THINGS.search(request) and not any(
            is_money(text, n) for n in amounts) and all(n.value == int(n.value) for n in amounts)) and not _things_asked(
            text, amounts, request):
        return None  # a price and a count, or two measures of two kinds: no pool ("45 pencils and 35 erasers" are items)
    return _plan([amounts[0], amounts[1], parts[0]], ("add", (("x", 0), ("x", 1))), text, apart)


_NOT_POOLED = re.compile(r"\b(?:not(?!\s+keeping\b)|never|removed?|removes|took|takes|taken|every|each\s+of"
                         r"|discount(?:ed|s)?|coupons?|refund(?:ed|s)?|rebates?|off|deducted|minus)\b|n't\b",
                         re.IGNORECASE)  # ("gave them a $12 discount": taken off the pool, no amount pooled)


def _things_asked(text: str, amounts: list[Number], request: str) -> bool:
    """Whether both counts count the thing the question asks: "56 tulip bulbs and 40 daffodil bulbs" of "How many
    bulbs", "27 cupcakes and her brother made 21." of "How many cupcakes" (a bare count takes the one before)."""
    many = ASKED_THING.search(request)
    if many is None or any(is_money(text, n) or n.value != int(n.value) for n in amounts):
        return False
    if not joined_by_and(text, *amounts):
        return False  # the two counts side by side, in one sentence ("90 seeds ... In every pot, 4 seeds" is no pool)
    forms = singulars(many[1])
    first, second = (thing_words(text, n.end)[:2] for n in amounts)
    if not any(singulars(w) & forms for w in first):
        return False
    bare = not second and re.match(r"\s*[.!?;]", text[amounts[1].end:]) is not None
    return bare or any(singulars(w) & forms for w in second)


# a count of the amounts listed right after it: "two bags of oranges weighing 4.6 kg and 3.8 kg"
_LISTED_AFTER = re.compile(r"\s+(?:[a-z]+\s+){1,4}?(?:weighing|costing|priced\s+at|(?:that\s+)?(?:weigh|weighed|cost|measure|measured)|of|holding"
                           r"|measuring|with)\s+(?:about\s+)?$", re.IGNORECASE)
_LIST_GAP = re.compile(r"\s*(?:[a-z]+\s*){0,2}?(?:,\s*(?:and\s+)?|\s+and\s+)(?:about\s+)?[$\u00a3\u20ac]?\s*$", re.IGNORECASE)


def _counts_a_list(text: str, n: Number, numbers: list[Number]) -> bool:
    """Whether ``n`` counts the amounts listed right after it ("two bags ... weighing 4.6 kg and 3.8 kg"): the
    list's length, no operand."""
    if not 2 <= n.value <= 4:
        return False
    k = int(n.value)
    later = [m for m in numbers if m.start > n.start]
    if n.value != k or len(later) < k or is_money(text, n):
        return False
    listed = later[:k]
    if not _LISTED_AFTER.fullmatch(_strip_sign(text[n.end:listed[0].start])):
        return False
    gaps = [text[a.end:b.start] for a, b in zip(listed, listed[1:])]
    return all(_LIST_GAP.fullmatch(g) for g in gaps) and "and" in gaps[-1].lower()


def _restated(text: str, n: Number, numbers: list[Number]) -> bool:
    """Whether ``n`` names again the sharers counted before it: "Three roommates ... among the 3 of them"."""
    return (bool(re.search(r"\b(?:the|all|all\s+the)\s+$", text[max(0, n.start - 12):n.start], re.IGNORECASE))
            and bool(re.match(r"\s+of\s+(?:them|us)\b", text[n.end:], re.IGNORECASE))
            and any(m.start < n.start and m.value == n.value and _PARTS.match(text, m.end) for m in numbers))


def _strip_sign(words: str) -> str:
    return re.sub(r"[$\u00a3\u20ac]\s*$", "", words)


# the sharer keeps none of it: the sharers are the ones counted, no more
_NONE_KEPT = re.compile(r"\b(?:not|without)\s+keeping\s+any|\bkeeping\s+none\b|\bkept\s+none\b|\bnone\s+for\s+(?:them|him|her|my)sel",
                        re.IGNORECASE)


def _plan(read: list[Number], pooled: tuple, text: str, apart: list[Number] = ()) -> Plan | None:
    """``pooled / sharers`` over ``read`` (two amounts or a count and an amount, then the sharers' count), the
    sharers one more where the sharer counts himself ("between himself and his 3 friends"); the numbers ``apart``
    (a list's count, the sharers named again) are inputs the tree does not read."""
    sharers, one = read[2], None
    self_and = _SELF_AND.search(text, max(0, sharers.start - 40), sharers.start)
    if self_and is not None and _NONE_KEPT.search(text):
        self_and = None  # "shared all of them equally with 4 friends, not keeping any": the 4 friends only
    elif self_and is not None and self_and[0].lower().startswith("with") and re.search(
            r"\b(?:they|we)\s+(?:[a-z]+\s+){0,6}?$", text[max(0, self_and.start() - 60):self_and.start()], re.IGNORECASE):
        return None  # "They shared them equally with 4 friends": the sharers are 4 and the ones before, a count not told
    if self_and is not None:
        words = self_and[0].rstrip()  # "himself and his": the words that count the sharer, beside the number
        one = Number(1.0, self_and.start(), self_and.start() + len(words), words)
    inputs = sorted([*read, *([one] if one else []), *apart], key=lambda n: n.start)
    at = {id(n): ("x", i) for i, n in enumerate(inputs)}
    pool = (pooled[0], (at[id(read[0])], at[id(read[1])]))
    divisor = at[id(sharers)] if one is None else ("add", (at[id(sharers)], at[id(one)]))
    implied = frozenset(i for i, n in enumerate(inputs) if n is one)
    found = Plan(("div", (pool, divisor)), tuple(inputs), "share", "", implied=implied,
                 apart=frozenset(i for i, n in enumerate(inputs) if n in apart))
    value = found.value
    return found if value is not None and value > 0 else None
