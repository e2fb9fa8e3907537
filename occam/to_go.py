"""What is still to go of a whole once a part is done: "The marathon route is 42.2 km and Sofia has run 27.8 km so
far. How far does she still have to go?" -> ``42.2 - 27.8``.

A whole (a route, a flight, a book, a goal: the first of the story's two quantities, told with "is", "has",
"needs", "wants") and a part done ("has run ... so far", "we've flown 385 already", "has read"), the question asking
what is still to go ("to go", "left to", "still", "remaining", "more"): the whole less the part. The part must be
smaller, in the whole's unit where both write one, and done by a verb of doing (not having: "has run" is no "has");
anything else (a total asked, a third number, a change of the whole) is None.

:func:`parts_to_go` reads a whole and two or three parts done, one at a time: "A book has 120 pages. Nina read 23
pages on Monday and 31 pages on Tuesday. How many pages does she still have to read?" -> ``(120 - 23) - 31``.
"""
from __future__ import annotations

import re

from .questions import asked, numbers_told
from .story_cues import story_quantities
from .story_plans import Plan

# a part done so far: "so far", "already", "we've walked 515 metres of it", "we've been sailing for 38"
_DONE = re.compile(r"\b(?:so\s+far|already|by\s+now|until\s+now|up\s+to\s+now|of\s+it|been\s+[a-z]+ing\s+for"
                   r"|towards?\s+(?:my|her|his|the|our|their|a|an)(?=\s*$))\b",  # "368 km toward my 1000 km goal"
                   re.IGNORECASE)
_DONE_VERB = re.compile(r"\b(?:has|have|had|'ve|'s)\s+(?:already\s+|now\s+)?(?:been\s+[a-z]+ing|run|ran|flown|driven|walked|cycled|ridden|"
                        r"swum|hiked|read|written|typed|saved|raised|collected|sold|knitted|painted|done|completed|"
                        r"finished|covered|travelled|traveled|paid|earned|climbed|sailed|rowed|jogged|scored|logged|clocked|"
                        r"watched|listened\s+to|built|planted|picked|baked|added|poured\s+in|put\s+in|packed|filled|loaded|laid|installed|"
                        r"downloaded|answered|graded|marked|visited|learned|learnt|practi[cs]ed|cooked|cleaned|washed|delivered|sent|"
                        r"sewn|sewed|knit|mowed|mown|weeded|stacked|shelved|labell?ed|signed|invited|booked)\b", re.IGNORECASE)
_TO_GO = re.compile(r"\b(?:to\s+go|left\s+to|still\s+(?:has|have|need|needs)|still\s+to|remain(?:s|ing)?|how\s+(?:many|much)"
                    r"\s+more|how\s+much\s+further|how\s+much\s+farther|how\s+far\s+(?:is\s+)?(?:left|still)|still\s+ahead"
                    r"|until\s+(?:we|they|I|he|she|it|you)\s+(?:dock|land|arrive|get\s+there|reach|finish|are\s+done))\b"
                    r"|\bleft\s*\??\s*$"
                    # what is still missing of a goal: "How much are we short?", "how many short are we", "the shortfall"
                    r"|\bhow\s+(?:much|many|far)\s+(?:[a-z]+\s+)?(?:are|is|am|were|was)\s+(?:we|they|I|he|she|it|you)\s+"
                    r"(?:still\s+)?short\b|\bhow\s+(?:much|many|far)\s+short\b|\bshortfall\b",
                    re.IGNORECASE)
# what it takes to fill a whole up from what is left in it: "holds 55 litres and the gauge says 12.8 litres remain.
# How many litres will it take to fill it up?"
_OF_THE_WHOLE = re.compile(r"^\s*(?:[a-z]+\s+)?of\s+(?:the|a|an|her|his|their|my|our|this)\s*$", re.IGNORECASE)
# the whole told after the part done, as what the thing needs: "for her quilt, which needs 96 in total"
_NEEDED_AFTER = re.compile(r",?\s+(?:which|that|and\s+it|it)\s+(?:needs|takes|requires|calls\s+for|will\s+need|will\s+take)"
                           r"\s+(?:a\s+total\s+of\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)
_WHOLE_IN_TOTAL = re.compile(r"\s+(?:[a-z]+\s+)?(?:in\s+total|altogether|in\s+all)\b", re.IGNORECASE)
_FILL = re.compile(r"\bto\s+(?:fill|top)\s+(?:(?:it|her|him|the\s+[a-z]+)(?:\s+(?:back\s+)?up)?|(?:back\s+)?up)\b",
                   re.IGNORECASE)  # ("how much to fill up?")
_IN_IT = re.compile(r"\b(?:remain(?:s|ing)?|left|in\s+it|inside|(?:gauge|meter|dipstick)\s+(?:says|reads|shows|is\s+at))\b",
                    re.IGNORECASE)  # ("the gauge says 310 litres": what is in it)
_UNIT = re.compile(r"\s*([a-z]+)", re.IGNORECASE)
_GOT = re.compile(r"\b(?:has|have|'ve|'s)\s+(?:already\s+)?got\b", re.IGNORECASE)  # "He's got £217 so far"
_SAVING = re.compile(r"\bsav(?:e|es|ed|ing)\b", re.IGNORECASE)


def _done(clause: str, text: str) -> bool:
    """Whether ``clause`` tells a part done by a verb of doing ("has run", "'ve saved"), or, in a story of saving up,
    got ("He's got £217 so far")."""
    return bool(_DONE_VERB.search(clause)) or (bool(_GOT.search(clause)) and bool(_SAVING.search(text)))


def to_go(text: str) -> Plan | None:
    """``whole - done`` for a whole, a part of it done so far and a question of what is still to go, or None."""
    numbers = story_quantities(text)
    request = asked(text)
    at = text.rfind(request)
    words = [m.start() for m in re.finditer(r"\b(?:how|what)\b", request, re.IGNORECASE)]
    if words and at >= 0:  # "our flight is 640 miles and we've flown 385 already, how many miles to go?"
        at, request = at + words[-1], request[words[-1]:]
    if len(numbers) != 2 or at < 0 or any(n.start >= at for n in numbers) or len(text) > 400:
        return None
    whole, done = numbers
    first_clause = re.split(r"[.;!?,]\s|\band\b", text[:whole.start])[-1]
    between = text[whole.end:numbers[1].start]
    needed_after = bool(_NEEDED_AFTER.search(between))  # "has sewn 58 hexagons for her quilt, which needs 96 in total"
    if _done(first_clause, text) and (_DONE.search(first_clause + " " + between.split(" and ")[0])
                                      or _OF_THE_WHOLE.search(between) or needed_after):  # "has run 28.6 km of the 42.195 km marathon"
        whole, done = done, whole  # "I've saved £217 so far and the bike costs £350": the part done told first
        clause, after = first_clause, text[done.end:whole.start]
    else:
        clause = text[whole.end:done.start].rsplit(",", 1)[-1]  # the done part's clause
        after = text[done.end:at]
    fill = bool(_FILL.search(request)) and bool(_IN_IT.search(clause + " " + after)) and bool(
        re.search(r"\b(?:holds?|capacity|takes?|fits?)\b", text[:whole.start], re.IGNORECASE))
    if not 0 < done.value < whole.value or not (_TO_GO.search(request) or fill):
        return None
    told = text
    if needed_after and (m := _WHOLE_IN_TOTAL.match(text, whole.end)):
        told = text[:whole.end] + " " * (m.end() - m.start()) + text[m.end():]  # ("which needs 96 in total": the whole's)
    if re.search(r"\b(?:total|altogether|in\s+all|each|every|per|times|than|twice|half(?![\s-]+marathon))\b", told,
                 re.IGNORECASE):
        return None  # a total, a rate or a relation: more than what is left
    goal = bool(re.search(r"\b(?:has|have|needs?|wants?)\s+to\s+[a-z]+\s+(?:an?\s+)?$|\b(?:needs?|wants?)\s+$", text[:whole.start],
                          re.IGNORECASE))  # "she needs 300 rows and has done 174"
    if not fill and not (_DONE_VERB.search(clause) or _done(clause, text) and (
            _DONE.search(clause) or _DONE.search(after) or goal or needed_after or _OF_THE_WHOLE.search(after))):
        return None  # "has 27.8 km" (having); done in the perfect tense ("I've covered") is done so far, a saving's
        # "got" only with "so far" / "already" ("He's got £217 so far")
    u1, u2 = _UNIT.match(text, whole.end), _UNIT.match(text, done.end)
    units = {m[1].lower().rstrip("s") for m in (u1, u2) if m and m[1].lower() in _UNITS}
    if len(units) > 1:
        return None  # "640 miles ... 385 km": two units
    return Plan(("sub", (("x", 0), ("x", 1))), (whole, done), "step", "")


_UNITS = frozenset("km kms kilometres kilometers miles mile m metres meters pages page words laps minutes hours "
                   "kg dollars euros pounds points steps".split())


# a part done, told in the past: "She read 23 pages on Monday", "walked 4.5 km", "painted 12 of them"
_DID = re.compile(r"\b(?:read|ran|flew|drove|walked|cycled|rode|swam|hiked|wrote|typed|saved|raised|collected|knitted|"
                  r"painted|did|completed|finished|covered|travell?ed|climbed|sailed|rowed|jogged|watched|built|planted|"
                  r"picked|packed|filled|loaded|laid|installed|downloaded|answered|graded|marked|visited|learn(?:ed|t)|"
                  r"practi[cs]ed|cooked|cleaned|washed|sewed|mowed|weeded|stacked|shelved|labell?ed|signed|"
                  r"(?:has|have|had|'ve|'s)\s+(?:already\s+)?(?:read|run|flown|driven|walked|cycled|ridden|swum|hiked|"
                  r"written|typed|saved|painted|done|completed|finished|covered|built|planted|picked|packed|filled|"
                  r"answered|graded|cleaned|sewn|mowed|mown))\b", re.IGNORECASE)
# the whole a story tells first: "a book with 120 pages", "A book has 120 pages", "a goal of 5,000 steps"
_WHOLE_BEFORE = re.compile(r"(?:\b(?:has|have|had|with|of|is|was|contains|holds|planned\s+an?|plans\s+an?|mapped\s+out\s+an?"
                           r"|set\s+out\s+on\s+an?|signed\s+up\s+for\s+an?|entered\s+an?)|\b(?:wants?|wanted|hopes?|hoped|aims?|aimed"
                           r"|plans?|planned|needs?|needed)\s+to\s+(?:collect|raise|read|sell|save|walk|run|plant|make|bake"
                           r"|knit|build|pick|write|earn|cycle|swim|fold))\s+(?:a\s+total\s+of\s+|about\s+)?[$£€]?$",
                           re.IGNORECASE)
_ELIDED_PART = re.compile(r"^\s*,?\s*(?:and|then|plus)\s+(?:then\s+)?(?:another\s+)?$|^\s*,\s*$", re.IGNORECASE)


def parts_to_go(text: str) -> Plan | None:
    """``(whole - a) - b``: a whole told first, two or three parts of it done one after another ("read 23 pages on
    Monday and 31 pages on Tuesday"), and a question of what is still to go (see the module docstring); or None."""
    numbers = story_quantities(text)
    request = asked(text)
    at = text.rfind(request)
    if not 3 <= len(numbers) <= 4 or at <= 0 or any(n.start >= at or not n.value > 0 for n in numbers) or len(text) > 400:
        return None
    if not _TO_GO.search(request) or re.search(r"\b(?:total|altogether|in\s+all|each|every|per|times|than|twice|half"
                                               r"|average|more\s+than|percent)\b|%", text, re.IGNORECASE):
        return None
    if re.search(r"\b(?:on|in|during)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the\s+first|the"
                 r"\s+second|day\s+\d)\b", request, re.IGNORECASE):
        return None  # one day's part asked
    wholes = [n for n in numbers if _WHOLE_BEFORE.search(text, max(0, n.start - 30), n.start)
              and not _DID.search(_sentence_before(text, n.start))]
    if len(wholes) != 1 or wholes[0] not in (numbers[0], numbers[-1]):
        return None  # the whole told first or last: "His book has 120 pages."
    whole = wholes[0]
    parts = [n for n in numbers if n is not whole]
    if whole is numbers[-1] and not re.search(r"[.!?]\s+[^.!?]*$", text[:whole.start]):
        return None  # a whole told after the parts, in a sentence of its own
    if not _DID.search(_sentence_before(text, parts[0].start)):
        return None
    for prev, part in zip(parts, parts[1:]):
        between = text[prev.end:part.start]
        tail = re.sub(r"^\s*(?:[a-z]+\s+)?(?:of\s+(?:her|his|the|their|my|its|our)\s+[a-z]+\s+)?(?:(?:on|in|during|at|by|after|before)\s+(?:the\s+)?(?:(?:first|second|third|last"
                      r"|next)\s+)?[A-Za-z]+)?", "", between)  # "cans in the first week and", "pages of her novel on Friday and"
        if not (_DID.search(between) or _ELIDED_PART.match(tail) or _ELIDED_PART.match(between)):
            return None  # "and 31 pages on Tuesday", "Then she read 31": each part done
    units = [_UNIT.match(text, n.end) for n in numbers]
    named = {m[1].lower().rstrip("s") for m in units if m and m[1].lower() in _UNITS}
    if len(named) > 1 or re.search(r"[$£€]", text) and len(named):
        return None  # "120 pages ... 3 chapters": two units
    if sum(p.value for p in parts) >= whole.value:
        return None
    at_whole = numbers.index(whole)
    tree: tuple = ("x", at_whole)
    for i in range(len(numbers)):
        if i != at_whole:
            tree = ("sub", (tree, ("x", i)))
    return Plan(tree, tuple(numbers), "step", "")


def _sentence_before(text: str, at: int) -> str:
    """The words of ``at``'s sentence before it."""
    return re.split(r"[.!?]\s+", text[:at])[-1]


# a goal or a price still to reach: "a game that costs 99", "wants to buy a bike for 120", "a goal of 500"
_GOAL_BEFORE = re.compile(r"\b(?:costs?|costing|priced\s+at|price\s+(?:is|of)|goal\s+(?:is|of)|target\s+(?:is|of)|needs?|wants?"
                          r"(?:\s+to\s+(?:buy|get|save|raise|collect))?|for|is)\s+(?:[a-z]+\s+){0,3}?[$\u00a3\u20ac]?$",
                          re.IGNORECASE)
# money held, told as had or as come by: "I already had 35", "grandma gave me 50", "saved 28", "earned 14"
_HELD_BEFORE = re.compile(r"\b(?:had|has|have|saved|saves|got|gets|received|receives|earned|earns|made|makes|collected|raised"
                          r"|(?:gave|gives|sent|lent)\s+(?:me|him|her|them|us))\s+(?:already\s+|another\s+|only\s+)?[$\u00a3\u20ac]?$",
                          re.IGNORECASE)
_MORE_NEEDED = re.compile(r"\bhow\s+much\s+more\b[^?]*\b(?:need|needs|save|saves|have\s+to|has\s+to|must|earn|raise|collect)\b",
                          re.IGNORECASE)
_NOT_TO_GOAL = re.compile(r"\b(?:each|per|every|than|times|twice|half|left|spent|spends|spend|lost|percent|a\s+(?:day|week|month))\b|%",
                          re.IGNORECASE)


# an amount someone else holds: "Her friend has saved £90", "my brother's got 40" (no gift: "grandma gave me 50")
_OTHER_HOLDER = re.compile(r"\b(?:her|his|their|my|our|your)\s+(?:best\s+|older\s+|younger\s+|little\s+|big\s+)?(?:friend|brother"
                           r"|sister|cousin|classmate|neighbou?r|partner|mate|roommate|flatmate)(?:'s|\s+(?:has|had|have))\s+"
                           r"(?:already\s+|also\s+|only\s+)?(?:saved|got|earned|collected|raised|put\s+aside)\b", re.IGNORECASE)


def held_to_goal(text: str) -> Plan | None:
    """``goal - (held + got)``: two amounts of money held or come by and the price or goal they are for, what is
    still needed asked: "grandma gave me 50 and i already had 35, i want a game that costs 99, how much more do i
    need" -> ``99 - (50 + 35)``; or None."""
    if (told := numbers_told(text, story_quantities, 3)) is None:
        return None
    request, _, numbers = told
    if not _MORE_NEEDED.search(request) or _NOT_TO_GOAL.search(text) or _OTHER_HOLDER.search(text):
        return None  # ("Her friend has saved £90": another's savings, no part of the asker's)
    goals = [n for n in numbers if _GOAL_BEFORE.search(text, max(0, n.start - 40), n.start)
             and not _HELD_BEFORE.search(text, max(0, n.start - 25), n.start)]
    held = [n for n in numbers if _HELD_BEFORE.search(text, max(0, n.start - 25), n.start)]
    if len(goals) != 1 or len(held) != 2:
        return None
    x = {id(n): ("x", i) for i, n in enumerate(numbers)}
    a, b = held
    found = Plan(("sub", (x[id(goals[0])], ("add", (x[id(a)], x[id(b)])))), tuple(numbers), "left", "")
    return found if found.value is not None and found.value > 0 else None


# what is left of a whole, told with the whole after it: "I still have 86 essays left to mark out of 120", "86 of the
# 120 essays are left to mark"
_LEFT_OUT_OF = re.compile(r"^\s*(?P<thing>[a-z]+\s+)?(?:still\s+)?(?:left|remaining|to\s+go)\b(?:\s+to\s+[a-z]+)?\s+(?:out\s+)?of"
                          r"(?:\s+(?:the|my|our|his|her|their))?\s*$"
                          r"|^\s+of\s+(?:the|my|our|his|her|their)\s*$", re.IGNORECASE)
_LEFT_AFTER_WHOLE = re.compile(r"\s*(?:[a-z]+\s+)?(?:(?:are|is)\s+(?:still\s+)?)?(?:left|remaining|still\s+to\s+[a-z]+|to\s+go)\b",
                               re.IGNORECASE)
# the part done asked: "how many have I done so far?", "how many have I marked?", "how many are done?"
_DONE_ASKED = re.compile(r"^\W*how\s+(?:many|much)\s+(?:[a-z]+\s+)?(?:have|has|did)\s+(?:i|we|you|he|she|they|[A-Z][a-z]+)\s+"
                         r"(?:already\s+)?(?:done|finished|completed|marked|read|sorted|packed|checked|painted|written|made"
                         r"|got\s+through|[a-z]+ed)\b|^\W*how\s+many\s+(?:[a-z]+\s+)?(?:are|is)\s+(?:already\s+)?(?:done|finished"
                         r"|complete|completed)\b", re.IGNORECASE)


def done_of_left(text: str) -> Plan | None:
    """The part already done of a whole where what is left is told: "I still have 86 essays left to mark out of 120.
    How many have I done so far?" -> ``120 - 86``. The text writes exactly two quantities, what is left first and the
    whole after it ("left ... out of 120", "86 of the 120 ... left"), and the question asks what has been done; anything
    else is None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = story_quantities(text)
    if at <= 0 or len(numbers) != 2 or any(n.start >= at for n in numbers) or not _DONE_ASKED.search(request):
        return None
    left, whole = numbers
    between = text[left.end:whole.start]
    if not (_LEFT_OUT_OF.match(between) and (re.search(r"\b(?:left|remaining|to\s+go)\b", between, re.IGNORECASE)
                                             or _LEFT_AFTER_WHOLE.match(text, whole.end))):
        return None
    if not whole.value > left.value > 0:
        return None
    return Plan(("sub", (("x", 1), ("x", 0))), tuple(numbers), "step", "")
