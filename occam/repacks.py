"""Things held in containers of one size, all moved into containers of another size: how many of the new ones.

- "Rachel baked 3 trays of cookies with 16 cookies on each tray. She put the cookies into bags of 6. How many bags did
  she fill?" -> ``(3 * 16) / 6``;
- "Kevin has 9 bags of marbles, and each bag holds 12 marbles. He pours all of them into jars that hold 27 marbles each.
  How many jars does he fill?" -> ``(9 * 12) / 27``.
- "There are 28 kids in my class and each needs 3 pencils. Pencils come in packs of 12. How many packs do I need?" ->
  ``(28 * 3) / 12`` (each one's need, bought in packs).

MultiArith tells two steps this way. The story's three numbers come in that order: the containers' count, what each
holds (told "with 16 ... on each tray", "each bag holds 12", "3 trays of 16 cookies"), the new size ("into bags of 6",
"into jars that hold 27"); the question asks how many of the new containers, and they come out whole. Anything else
told between (a change, a price, another thing) is None.
"""
from __future__ import annotations

import re

from .asides import singulars, thing_words
from .notation import quantities
from .questions import numbers_told
from .story_plans import Plan

# what each of the first containers holds, told after its count: "with 16 cookies on each tray", "each bag holds 12",
# "of 16 cookies" (right after the containers: "3 trays of 16 cookies")
_EACH_HOLDS_BEFORE = (r"(?:each|every)\s+{u}\s+(?:holds?|has|contains?|had|held|carries|carried|produced|produces|yielded"
                      r"|yields|grew|grows|bore|bears|laid|lays|gave|gives)\s+(?:about\s+)?$|\b{u}s?\s+of\s+$"
                      r"|\b(?:each|every)\s+(?:one\s+|of\s+them\s+|{u}\s+)?(?:needs?|gets?|uses?|wants?)\s+$")  # "28 kids ... and
# each needs 3 pencils"
_EACH_HOLDS_AFTER = re.compile(r"\s+(?:[a-z-]+\s+){0,2}?(?:on|in|inside|per)\s+(?:each|every)\s+(?P<u>[a-z]+)\b"
                               r"|\s+(?:[a-z-]+\s+){0,2}?(?:(?:in|on|inside)\s+)?each\b",
                               re.IGNORECASE)
# the move into new containers of a size, right before that size: "put the cookies into bags of", "pours all of them into
# jars that hold", "packed them in boxes of"
_MOVED_INTO = re.compile(r"\b(?:put|puts|packed|packs|poured|pours|moved|moves|repacked|repacks|split|splits|sorted|sorts"
                         r"|divided|divides|placed|places|emptied|empties|transferred|transfers|bagged|boxed)\s+"
                         r"(?:them\s+all|them|all\s+of\s+them|(?:all\s+(?:of\s+)?)?(?:the|these|those|his|her|their)\s+[a-z]+)\s+"
                         r"(?:into|in|onto)\s+(?:[a-z]+\s+)?(?P<c>[a-z]+)\s+(?:of|(?:that|which)\s+(?:each\s+)?(?:holds?|takes?"
                         r"|fits?|can\s+(?:hold|take|fit)))\s+$"
                         r"|\b(?:come|comes|are\s+sold|is\s+sold)\s+in\s+(?P<c2>[a-z]+)\s+of\s+$", re.IGNORECASE)  # "Pencils come in
# packs of 12"
# what may stand between the first containers and the move: no change, price or other count
_OTHER = re.compile(r"[$\u00a3\u20ac]|\b(?:left|remain\w*|rest|ate|eats|gave|gives|sold|sells|lost|broke|more|less|fewer"
                    r"|except|but|than|times|half|twice|cost|costs|dollars?|cents?)\b", re.IGNORECASE)


def _held_each(text: str, count, each) -> bool:
    """Whether ``each`` is what each of the ``count`` containers holds: "3 trays of cookies with 16 cookies on each
    tray", "9 bags of marbles, and each bag holds 12", "9 boxes with 12 yo-yos in each"."""
    words = thing_words(text, count.end)  # "3 trays", "9 bags of marbles": the containers
    if not words:
        return False
    unit = words[-1]
    forms = "(?:" + "|".join(sorted(map(re.escape, singulars(unit)), key=len, reverse=True)) + ")"  # crate, crates
    before = re.search(_EACH_HOLDS_BEFORE.format(u=forms), text[count.end:each.start], re.IGNORECASE)
    after = _EACH_HOLDS_AFTER.match(text, each.end)
    return before is not None or (after is not None and not (after["u"] and not singulars(after["u"]) & singulars(unit)))


def repacked(text: str) -> Plan | None:
    """``(count * each) / size`` (see the module docstring), or None."""
    told = numbers_told(text, quantities, 3)  # (at most 400 characters)
    if told is None:
        return None
    request, at, (count, each, size) = told[0], told[1], told[2]
    if not all(float(n.value).is_integer() and n.value > 0 for n in (count, each, size)):
        return None
    if not _held_each(text, count, each):
        return None
    moved = _MOVED_INTO.search(text, each.end, size.start)
    if moved is None or moved.end() != size.start or _OTHER.search(text, count.end, moved.start()):
        return None
    many = re.search(r"\bhow\s+many\s+(?:full\s+)?([a-z]+)\b(?:\s+([a-z]+)\b)?", request, re.IGNORECASE)  # "how many gift bags"
    if many is None or not (singulars(many[1]) | singulars(many[2] or "")) & singulars(moved["c"] or moved["c2"]) or re.search(
            r"\d", text[size.end:at]):
        return None
    if (count.value * each.value) % size.value:
        return None  # new containers not all full: which to count, the words do not say
    return Plan(("div", (("mul", (("x", 0), ("x", 1))), ("x", 2))), (count, each, size), "total", "")


# all of them shared equally among groups, right before their count: "set the yo-yos out equally on 4 shelves", "plants
# them equally in 10 flower beds", "shared them evenly among 6 friends"
_SHARED_EQUALLY = re.compile(r"\b(?:set|sets|put|puts|placed|places|planted|plants|shared|shares|split|splits|divided|divides"
                             r"|handed|hands|gave|gives|arranged|arranges|spread|spreads|hung|hangs|stacked|stacks)\s+"
                             r"(?:them|it|(?:all\s+(?:of\s+)?)?(?:the|these|those|his|her|their)\s+[a-z-]+)\s+(?:out\s+)?"
                             r"(?:equally|evenly)\s+(?:on|onto|in|into|among|amongst|between|across|to)\s+(?:the\s+)?$",
                             re.IGNORECASE)
_EACH_ASKED = re.compile(r"\b(?:on|in|into|to|for|per)\s+(?:each|every)\s+(?P<g>[a-z]+)|\beach\s+(?P<g2>[a-z]+)\s+(?:get|gets|got|have"
                         r"|has|receive|receives)\b", re.IGNORECASE)


def reshared(text: str) -> Plan | None:
    """``(count * each) / groups``: things held in containers of one size, all of them shared equally among a count of
    groups, each group's share asked: "A toy store got 9 boxes with 12 yo-yos in each. The owner set the yo-yos out
    equally on 4 shelves. How many yo-yos are on each shelf?" -> ``(9 * 12) / 4``; or None (shares must come out
    whole; anything told between is None)."""
    told = numbers_told(text, quantities, 3)  # (at most 400 characters)
    if told is None:
        return None
    request, at, (count, each, groups) = told[0], told[1], told[2]
    if not all(float(n.value).is_integer() and n.value > 0 for n in (count, groups)) or not each.value > 0:
        return None
    if not _held_each(text, count, each):
        return None
    shared = _SHARED_EQUALLY.search(text, each.end, groups.start)
    if shared is None or shared.end() != groups.start or _OTHER.search(text, count.end, shared.start()):
        return None
    group = thing_words(text, groups.end)
    asked_each = _EACH_ASKED.search(request)
    if not group or asked_each is None or not singulars(group[-1]) & singulars(asked_each["g"] or asked_each["g2"]):
        return None  # the share of each group asked: "on each shelf", "each friend get"
    if count.value * each.value % groups.value and float(each.value).is_integer():
        return None  # a count of things that does not share out whole
    return Plan(("div", (("mul", (("x", 0), ("x", 1))), ("x", 2))), (count, each, groups), "share", "")
