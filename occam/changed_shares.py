"""One equal share of a whole, then changed: "Grandma baked 48 cookies and split them equally into 6 bags. Then I
ate 2 cookies from one bag. How many cookies are left in that bag?" -> ``48 / 6 - 2``; "A box of 48 crayons was
shared equally among 6 children, and then each child lost 2 crayons. How many crayons does each child have now?" ->
``48 / 6 - 2``; "... and 3 more were added to each box" -> ``W / n + 3``.

MultiArith and chat tell two steps this way; the story readers see a share and a change and read neither. The story
tells exactly three quantities before its question: the whole, the count it is shared among (a verb of sharing or
of setting out, "poured", "set them out", "planted", with "equally"/"evenly" or "in 6 equal rows", or "split ...
into"; or the whole given "to her 7 grandchildren to share equally"), then one change of one share ("from one bag",
"out of one crate", "out of one notebook", "off each tray", "from every row", "each child lost", "each child then spent", "to each box"). The question asks of that one share ("in that bag", "each child", "in it now"). Shares that do
not come out whole (of a count), any other number or a second change is None.
"""
from __future__ import annotations

import re

from .asides import singulars
from .notation import quantities
from .questions import numbers_told
from .story_plans import Plan

_SHARED = re.compile(r"\b(?:shared|shares|split|splits|divided|divides|distributed|distributes|poured|pours|packed|packs"
                     r"|put|puts|sorted|sorts|set|sets|planted|plants|arranged|arranges|placed|places|stacked|stacks"
                     r"|lined|lines|seated|seats|cut|cuts|sawed|sawn|saws|sliced|slices|chopped|marked\s+off|marks\s+off"
                     r"|spread|spreads|ladled|ladles|scooped|scoops|emptied|empties)\b(?:[^.!?]|(?<=\d)\.(?=\d)){0,60}?"  # "poured 2.4 liters ... into 8 cups"
                     r"\b(?:into|among|amongst|between|in|on|onto|across|by|over)\s+(?:the\s+)?$", re.IGNORECASE)
# the whole given to the sharers, shared after: "gave 45.50 dollars to her 7 grandchildren to share equally"
_GIVEN_TO_SHARE = re.compile(r"\b(?:gave|gives|sent|sends|handed|hands)\b(?:[^.!?]|(?<=\d)\.(?=\d)){0,40}?\bto\s+"
                             r"(?:his|her|their|the|its|my|our)\s+$", re.IGNORECASE)
_TO_SHARE = re.compile(r"\s+[a-z]+\s+to\s+(?:share|split|divide)\b[^.!?]{0,20}?\b(?:equally|evenly)\b", re.IGNORECASE)
_EQUAL = re.compile(r"\b(?:equally|evenly|equal)\b|\bsplit", re.IGNORECASE)
_TAKEN = re.compile(r"\b(?:ate|eat|eats|eaten|took|takes|taken|removed|removes|lost|loses|used|uses|sold|sells|drank|drinks|dropped|drops"
                    r"|spent|spends|passed|passes|donated|donates"
                    r"|spilled|spills|broke|broken|gave\s+away|gives\s+away|given\s+away|fell\s+out|went\s+missing"
                    r"|tore|tears|torn|ripped|rips|trimmed|trims|shaved|scooped|scoops|poured\s+out|pours\s+out"
                    r"|dig\s+up|digs\s+up|dug\s+up|pulled\s+out|pulls\s+out|roll(?:s|ed)?\s+(?:away|into|off|out)"
                    r"|fell\s+(?:out|off|into)|falls?\s+(?:out|off|into)|blew\s+away|blows\s+away"
                    r"|(?:hit|hits|kicked|kicks|knocked|knocks|threw|throws)\s+[^.!?]{0,40}?\b(?:over|out|away|into)"
                    r"|(?:were|was|are|is)\s+(?:out\s+sick|off\s+sick|sick|absent|away|missing))\b",  # "2 were out sick"
                    re.IGNORECASE)
_ADDED = re.compile(r"\b(?:added|adds|put\s+in|puts\s+in|got|gets|received|receives|were\s+given|was\s+given|stirs|stirred"
                    r"|mixed|mixes|joined|joins|extra|finds|found|(?:pours|poured)\s+[\d.,]+\s+(?:[a-z]+\s+){0,2}?more"
                    r"|already\s+(?:had|has|held|holds))\b",
                    re.IGNORECASE)
# one share's own change, told after it: "one bowl gets 0.25 litres", "one tray then lost 3"
_ONE_CHANGED = r"(?:then\s+|also\s+)?(?:gets|got|receives|received|loses|lost)\b"
# the change is of one share: "from one bag", "out of one of them", "each child lost", "to each box"
_ONE_SHARE = re.compile(r"\b(?:from|out\s+of|off|to|into|in|on|onto)\s+(?:one|each|every|a\s+single|just\s+one"
                        r"|the\s+(?:first|second|third|last|front|back|north|south|east|west|middle)"
                        r"|(?:his|her|their)\s+(?:own\s+)?(?=cup|glass|bowl|share|plate|bag|box|jar|pile))\b|\beach\s+(?:[a-z]+\s+)?"
                        r"(?:then\s+)?(?:ate|lost|used|gave|got|received|sold|drank|spilled|broke|added|spent|passed"
                        r"|donated)\b|\b(?:joined|joins)\s+(?:each|every|one\s+of\s+(?:the|them|those))\b"
                        r"|\b(?:to|into|in|on|from|joined|joins)\s+(?-i:[A-Z][a-z]+)'s\s+[a-z]+"  # "joined Sam's team"
                        rf"|\bone\s+[a-z]+\s+{_ONE_CHANGED}",  # "one bowl gets"
                        re.IGNORECASE)  # "2 late students joined each group"
# one sharer's own share changed, the sharer named: "Leo dropped 3 of his into the fire"
_NAMED_SHARE = re.compile(r"(?-i:\b([A-Z][a-z]+))\s+(?:then\s+|later\s+)?[a-z]+\s+[\d.,]+\s+of\s+(?:his|hers|her|theirs|their)\b"
                          r"(?!\s+(?:own\s+)?(?:[a-z]+'s|friends?|sisters?|brothers?|mom|dad)\b)", re.IGNORECASE)
# one share named as the subject of the change's sentence: "The red team then finds 4 more", "One of those shelves
# already had 23", "In one bed, squirrels dig up 2", "The table by the window ate 9"
_SHARE_NOUNS = (r"(?:team|tray|bed|table|shelf|shelves|box|bag|jar|pitcher|container|cup|group|child|student|basket"
                r"|bucket|pile|plate|bowl|row|class|crate|pot|vase|pen|stall|bin|field|cabin|tin|jug|bottle|glass|tank|envelope)")
_ONE_SHARE_SUBJECT = re.compile(rf"(?:^|[.!?]\s+)(?:then\s+)?(?:the\s+(?:[a-z]+\s+)?{_SHARE_NOUNS}\b|one\s+of\s+(?:the|those|these"
                                rf"|them)\b|in\s+one\s+{_SHARE_NOUNS}\b"
                                # "The students at the window table lost 5": those of one share, named by where it is
                                rf"|the\s+[a-z]+\s+(?:at|in|on)\s+the\s+[a-z]+\s+{_SHARE_NOUNS}\b)", re.IGNORECASE)
# the question's share pointed at ("that bag", "each child", "in it") or named by its noun ("in the bag", "on the first
# tray", "on Sam's team"); the question asks of that share where either names it
_THAT_ONE = re.compile(r"\b(?:that|this|each|the\s+same)\s+[a-z]+|\bin\s+it\b", re.IGNORECASE)
_THE_NOUN = re.compile(rf"\b(?:the|(?-i:[A-Z][a-z]+)'s)\s+(?:[a-z]+\s+)?({_SHARE_NOUNS})\b", re.IGNORECASE)
_THAT_SHARE = re.compile(rf"{_THAT_ONE.pattern}|\bthe\s+(?:[a-z]+\s+)?{_SHARE_NOUNS}\b|\b(?-i:[A-Z][a-z]+)'s\s+{_SHARE_NOUNS}\b",
                         re.IGNORECASE)


# a whole told as the total of a count of identical things: "6 identical notebooks weigh 2.7 kg", "4 equal bags hold"
_IDENTICAL = re.compile(r"\s+(?:identical|equal|equal-sized|same-sized?|matching)\s+(?:[a-z]+\s+){0,2}?[a-z]+s(?:\s+of\s+[a-z]+)?\s+(?:together\s+)?"
                        r"(?:weighs?|weighed|costs?|holds?|held|measures?|measured|contains?|contained)\s+"
                        r"(?:a\s+total\s+of\s+|in\s+total\s+)?[$\u00a3\u20ac]?", re.IGNORECASE)


def _quantities(text: str) -> list:
    """The story's quantities but the "one" of "from one of them" (which share, no amount)."""
    return [n for n in quantities(text) if not (n.text.lower() == "one" and (re.search(
        r"\b(?:from|out\s+of|to|into|in)\s+$", text[max(0, n.start - 10):n.start], re.IGNORECASE) or re.match(
        r"\s+of\s+(?:the|those|these|them)\b", text[n.end:], re.IGNORECASE) or re.match(
        rf"\s+{_SHARE_NOUNS}\s+{_ONE_CHANGED}", text[n.end:], re.IGNORECASE)))]
    # "One of those shelves", "one bowl gets 0.25 litres more": which one


# what makes several shares no product of them: a rest, a relation, a rate or a whole asked otherwise
_NOT_TIMES = re.compile(r"\b(?:left\s+over|rest|remain(?:der|ing)|more|fewer|less|than|times|twice|half|each|per"
                        r"|every|ate|lost|sold|gave|used|spilled|broke)\b", re.IGNORECASE)


# a number told per each thing: "5 minutes on each of the projects", "3 stickers per card", "2 each"
_RATE_OF_EACH = re.compile(r"\s+(?!more\b|extra\b)(?:[a-z]+\s+){0,2}?(?:on\s+each\s+of|on\s+every|for\s+each|per|apiece)\b",
                           re.IGNORECASE)  # (not "added 3 more rolls to each basket": a change of each share)


def changed_share(text: str) -> Plan | None:
    """``whole / count - change`` (or ``+ change``): one equal share of the whole, changed (see the module docstring);
    or None."""
    if (told := numbers_told(text, _quantities, 3)) is None:
        return None
    request, at, (whole, count, change) = told
    shared = _SHARED.search(text, max(0, whole.start - 40), count.start)  # "split 60 rolls evenly into 5 ..."
    if shared is None and _IDENTICAL.fullmatch(text, whole.end, count.start):
        whole, count = count, whole  # "A stack of 6 identical notebooks weighs 2.7 kg": the whole after its count
        equal = True
    elif shared is not None:
        equal = _EQUAL.search(shared[0]) or re.match(r"\s+equal\b", text[count.end:])  # "in 6 equal rows"
    else:  # "gave 45.50 dollars to her 7 grandchildren to share equally"
        equal = _GIVEN_TO_SHARE.search(text, max(0, whole.start - 40), count.start) and _TO_SHARE.match(text, count.end)
    if not equal:
        return None  # "split them equally into 6 bags": the count shares the whole
    if _RATE_OF_EACH.match(text, change.end):
        return None  # "Each judge spends 5 minutes on each of the projects": a rate per thing shared, no change of a share
    clause = text[count.end:at]
    taken, added = bool(_TAKEN.search(clause)), bool(_ADDED.search(clause))
    if not taken and not added and re.match(rf"\s+of\s+(?:the|those|these|them)\s*(?:[a-z]+\s+)?(?:{_SHARE_NOUNS[3:-1]}|pieces?|parts?"
                                            r"|portions?|cups?|slices?|strips?)?\b", text[change.end:], re.IGNORECASE) and re.search(
            r"[.!?,]\s", text[count.end:change.start]) and not _NOT_TIMES.search(text[whole.start:]):
        plan = Plan(("mul", (("div", (("x", 0), ("x", 1))), ("x", 2))), (whole, count, change), "total", "")
        value = plan.value  # "48 crayons equally into 8 cups. She puts 5 of the cups out": 5 shares
        measured = re.match(r"[\s-]*(?:liters?|litres?|kilograms?|kg|grams?|meters?|metres?|kilometers?|kilometres?|km|miles?|feet"
                            r"|foot|inches|cm|m)\b",
                            text[whole.end:], re.IGNORECASE)
        if value is None or change.value >= count.value or (whole.value % count.value and not measured):
            return None
        return plan
    named = _NAMED_SHARE.search(clause)  # "Leo dropped 3 of his ... How many does Leo have left?": one sharer's own
    own = named is not None and re.search(rf"\b{named[1]}\b", request) is not None
    if taken == added or not (own or (_ONE_SHARE.search(clause) or _ONE_SHARE_SUBJECT.search(clause.strip()))
                              and _THAT_SHARE.search(request)):
        return None  # one change of one share, and the question asks of it
    shares = {f for w in re.findall(r"[a-z]+", text[count.end:count.end + 30].lower())[:3] for f in singulars(w)}
    if any(not singulars(m[1]) & shares for m in _THE_NOUN.finditer(request)) and not _THAT_ONE.search(request):
        return None  # "How many students are in the class now?": the whole, not the share ("the team", "that bag")
    if re.search(r"\b(?:left\s+over|rest|remain(?:der|ing)|more\s+than|fewer|less\s+than|times|twice|half|altogether"
                 r"|in\s+all|total|all\s+the)\b", text[whole.start:], re.IGNORECASE) or re.search(
                     r"\bhow\s+many\s+[a-z]+\s+(?:are|were)\s+there\b", request, re.IGNORECASE):
        return None  # the rest of a share, a relation, or a whole asked
    measured = re.match(r"[\s-]*(?:liters?|litres?|kilograms?|kg|grams?|meters?|metres?|gallons?|pounds?|cups?|ounces?)\b",
                        text[whole.end:], re.IGNORECASE)  # "a 9-liter jug": a measure, its shares need not be whole
    if whole.value == int(whole.value) and whole.decimals == 0 and whole.value % count.value and not measured:
        return None  # shares of a count that do not come out whole: a misreading
    share = ("div", (("x", 0), ("x", 1)))
    plan = Plan(("sub" if taken else "add", (share, ("x", 2))), (whole, count, change), "left", "")
    value = plan.value
    return plan if value is not None and value >= 0 else None
