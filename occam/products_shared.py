"""A product told first, then shared equally or made into groups of a size: "A painter has 8 cans that each hold 3.5
liters of paint. He pours all of the paint equally into 4 large buckets. How many liters go into each bucket?" ->
``(8 * 3.5) / 4``; "An office printer prints 12 pages per minute for 15 minutes. The pages are stacked into piles of
20. How many piles are there?" -> ``(12 * 15) / 20``; "An orchard has 6 rows of apple trees with 14 trees in each row.
Each worker looks after 7 trees. How many workers are needed?" -> ``(6 * 14) / 7``.

MultiArith's second most common order of operations after a product and a change. The story tells exactly three
quantities: two in its first sentences that a rate joins ("each", "per", "every", "apiece", "in each row", "at $9.60
per kilogram"), with no change, relation or share among them, and one in the last sentence before the question, which
either shares the whole equally ("equally into 4 buckets", "The 3 of them share the cost equally") while the question
asks each one's part, or makes groups of that size ("into piles of 20", "Each worker looks after 7 trees", "Every bracelet she makes uses 4 beads") while the
question asks how many groups, by their name. Groups that do not come out whole are a misreading: None.
"""
from __future__ import annotations

import re

from .asides import singulars
from .notation import quantities
from .questions import numbers_told
from .story_plans import Plan

# a rate that joins the first two numbers: "8 cans that each hold 3.5", "12 pages per minute for 15 minutes",
# "6 rows ... with 14 trees in each row", "5 kilograms of cheese at $9.60 per kilogram"
_RATE = re.compile(r"\b(?:each|per|every|apiece|a\s+piece)\b", re.IGNORECASE)
# words of another step among the first two: a change, a relation, a share
_OTHER = re.compile(r"\b(?:more|less|fewer|than|twice|half|left|remain\w*|rest|gave|gives|sold|sells|spent|spends|ate"
                    r"|lost|loses|broke|broken|kept|keeps|shared?|split|equally|evenly|percent|off|discount|except)\b|%",
                    re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?:[.!?;](?!\d))\s+")
# the whole shared equally by the last number: "equally into 4 large buckets", "evenly among 5 friends"
_SHARED_INTO = re.compile(r"\b(?:equally|evenly)\s+(?:[a-z]+\s+){0,2}?(?:into|among|amongst|between|by|to|across|onto|on)\s+"
                          r"(?:the\s+|his\s+|her\s+|their\s+)?$", re.IGNORECASE)
# "The 3 of them share the cost equally", "3 friends split the cost evenly"
_SHARERS = re.compile(r"\s+(?:of\s+them|of\s+us|friends|people|roommates|students|children|kids|workers|brothers|sisters"
                      r"|cousins|teammates)\s+(?:share|shares|shared|split|splits|divide|divides|divided)\b[^.?!]*"
                      r"\b(?:equally|evenly)\b", re.IGNORECASE)
# groups of a size: "stacked into piles of 20", "packed in boxes of 12"
_GROUPS_OF = re.compile(r"\b(?:into|in)\s+(?:equal\s+|small\s+|large\s+)?([a-z]+s)\s+of\s+$", re.IGNORECASE)
# "Each worker looks after 7 trees", "Each bus can carry 40": the size of one group, by what makes it
_EACH_TAKES = re.compile(r"\b(?:each|every|one)\s+([a-z]+)\s+(?:of\s+[a-z]+\s+)?(?:(?:that\s+)?(?:she|he|they|we|i|you)\s+"
                         r"(?:makes?|made|builds?|built|bought|buys|uses?|used)\s+)?"
                         r"(?:can\s+)?(?:looks?\s+after|takes?\s+care\s+of|holds?|held|takes?|carr(?:y|ies)|fits?|gets?|needs?"
                         r"|seats?|serves?|covers?|handles?|packs?|uses?|gave|gives|yields?|yielded|provides?|provided)"
                         r"\s+(?:exactly\s+|about\s+|only\s+)?$", re.IGNORECASE)  # "Every sheet of fabric they bought gave 6"
_EACH_ASKED = re.compile(r"\beach\b|\bper\s+(?:person|friend|bucket|jar|box|bag|student|child|kid)\b|\bapiece\b",
                         re.IGNORECASE)


def product_shared(text: str) -> Plan | None:
    """``(a * b) / c`` of a product told first and shared or grouped by the last number (see the module's docstring),
    or None."""
    if (told := numbers_told(text, quantities, 3)) is None:
        return None
    request, at, numbers = told
    a, b, c = numbers
    starts = [0] + [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    last = max(s for s in starts if s <= c.start)  # the last number's sentence
    if b.start >= last or _OTHER.search(text, 0, last) or not _RATE.search(text, 0, last):
        return None  # the product's two numbers before the last sentence, a rate joining them, nothing else done
    takes = _EACH_TAKES.search(text, last, c.start)  # ("Every sheet gave exactly 6 squares": the size, no giving)
    told_last = text[last:takes.start()] + text[takes.end():at] if takes else text[last:at]
    if re.search(r"\b(?:more|less|fewer|than|left|remain\w*|rest|gave|sold|spent|lost|kept|except)\b|%",
                 told_last + request, re.IGNORECASE):
        return None
    if re.search(r"\b(?:and|with|plus|including)\s+(?:(?:his|her|their|my|our)\s+)?$", text[max(0, c.start - 20):c.start],
                 re.IGNORECASE):
        return None  # "She and her 2 sisters shared the cost": the sharers are one more than the number
    tree = ("div", (("mul", (("x", 0), ("x", 1))), ("x", 2)))
    if _SHARED_INTO.search(text, last, c.start) or _SHARERS.match(text, c.end):
        if not _EACH_ASKED.search(request) or _first_thing_asked(text, a, request):
            return None
        found = Plan(tree, (a, b, c), "share", "")
        return found if found.value is not None and found.value > 0 else None
    groups = _GROUPS_OF.search(text, last, c.start) or _EACH_TAKES.search(text, last, c.start)
    if groups is None:
        return None  # (a size of a measure, "Each bowl holds 0.3 liters", makes whole groups too)
    if _names_only_the_first(text[last:groups.start()], text, a, b):
        return None  # "42 pupils, and each pupil brought 2 trees. He puts the pupils in groups of 6.": the pupils grouped
    named = re.search(r"\bhow\s+many\s+([a-z]+)(?:\s+([a-z]+))?", request, re.IGNORECASE)
    if named is None or not any(w and singulars(w) & singulars(groups[1]) for w in (named[1], named[2])):
        return None  # the groups asked by their name: "How many piles", "How many workers"
    found = Plan(tree, (a, b, c), "total", "")
    value = found.value
    return found if value is not None and value > 0 and value == int(value) else None


def _first_thing_asked(text: str, a, request: str) -> bool:
    """Whether the question asks how many of the first number's own things ("56 tricks, and each of her shows lasts 45
    minutes. ... split the tricks evenly across 7 shows. How many tricks ..."): those are shared, not the product."""
    named, noun = re.search(r"\bhow\s+many\s+([a-z]+)", request, re.IGNORECASE), re.match(r"\s+([a-z]+)", text[a.end:])
    return bool(named and noun and singulars(named[1].lower()) & singulars(noun[1].lower()))


def _names_only_the_first(words: str, text: str, a, b) -> bool:
    """Whether ``words`` (what is grouped) name the first number's own things, each of which holds the second's, and not
    the second's: "He puts the pupils in groups of 6" after "42 pupils, and each pupil brought 2 trees" groups the 42
    pupils, no product."""
    said = {f for w in re.findall(r"[a-z]+", words, re.IGNORECASE) for f in singulars(w.lower())}
    first, second = (re.match(r"\s+([a-z]+)", text[n.end:]) for n in (a, b))
    if not first or not singulars(first[1].lower()) & said or second and singulars(second[1].lower()) & said:
        return False
    holders = {f for m in re.finditer(r"\b(?:each|every|per)\s+([a-z]+)", text[:b.start], re.IGNORECASE)
               for f in singulars(m[1].lower())}
    return bool(singulars(first[1].lower()) & holders)  # ("12 pages per minute": the pages are the product's own)
