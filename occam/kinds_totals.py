"""The sum of kinds of one thing a story counts, asked by the thing's name: "Ahmed strung 15 red beads, 22 blue beads,
and 31 white beads on a necklace. How many beads are on the necklace?" -> ``(15 + 22) + 31``; "Lucas bought 2.5
kilograms of grapes and 1.75 kilograms of plums. How many kilograms of fruit did he buy?" -> ``2.5 + 1.75``.

AddSub writes many such sums with no word for the operation ("total", "in all", "altogether"): the question names
the thing or the unit every quantity of the story counts ("beads" after "red beads", "kilograms" after "kilograms of
grapes"), and nothing else of the story is told: two to four quantities (:func:`occam.story_cues.story_quantities`),
each followed within three words by the asked name or a member of the whole it names ("17 ducks, 6 swans and 11
geese ... How many birds": :func:`occam.step_words.covers_all`), none "of the" something ("4 of the boys" is a part
of a count told), none in the question; no word of a comparison, a rate, a share or
what is left; a verb of loss only where the question asks by it and the story is a plain list ("sold 42 loaves, 57
loaves and 36 loaves ... How many loaves did it sell?"); the story told in one sentence, of one owner. Anything else
is None.
"""
from __future__ import annotations

import re

from .abstention import unwritten_number
from .numbers import find_numbers
from .plan_words import UNREAD
from .questions import asked
from .story_cues import story_quantities
from .step_words import covers_all
from .story_plans import Plan, left_sum
from .story_words import LOSS

# the name asked and the question's verb right after it ("How many beads are", "How many kilograms of fruit did")
_ASKED = re.compile(r"^\W*how\s+(?:many|much)\s+(?:(?!of\b)[a-z]+\s+(?=[a-z]+\s+(?:are|is|was|were|did|does|do|has|have)\b))?"
                    r"(?P<name>[a-z]+)\s+(?:of\s+(?:[a-z]+\s+){1,2}?)?"
                    r"(?:are|is|was|were|did|does|do|has|have|went|go|got|live|lived|came|come|arrived)\b",
                    re.IGNORECASE)  # "How many trees went in", "How many animals live on the farm", "messages came in"
_NOT_THIS = re.compile(r"\b(?:more|fewer|less|than|left|remain\w*|rest|still|each|per|every|times|twice|half|double"
                       r"|triple|share[sd]?|split|average|some|difference|other|another|instead|if|after|before|only"
                       r"|gave|give[sn]?|took|takes?|used|uses|needs?|wants?|will|would|should|can|could|was|were|at\s+first"
                       r"|taken|empty|occupied|vacant|full|free|booked|missing|broken|spare|unused|absent|present)\b|%",
                       re.IGNORECASE)
_LEMMA = {"sold": "sell", "sells": "sell", "ate": "eat", "eats": "eat", "eaten": "eat", "spent": "spend", "spends": "spend",
          "used": "use", "uses": "use", "lost": "lose", "loses": "lose"}
# between two counts of a plain list: their thing and a place or time, then a comma or "and"
_LISTED_BETWEEN = re.compile(r"\s+(?:[a-z-]+\s+){0,3}?[a-z-]+(?:\s+(?:on|in|at|from|during)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?)?"
                             r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)[$\u00a3\u20ac]?", re.IGNORECASE)


_COUNTED_ASKED = re.compile(r"\b(was|were)\s+(?:counted|spotted|seen|found|collected|gathered|picked|caught|recorded|logged|sold|bought"
                            r"|made|baked|planted|donated|printed|delivered)"
                            r"(?=\s*(?:in\s+all|altogether|in\s+total)?\s*\??\s*$)", re.IGNORECASE)
# a change asked: two states of one thing, no kinds to sum
_CHANGE_ASKED = re.compile(r"\b(?:gain|gained|grow|grew|grown|rise|rose|risen|lose|lost|drop|dropped|fall|fell|increase"
                           r"|increased|decrease|decreased|shrink|shrank|change|changed)\b", re.IGNORECASE)


# one count told as it was and as it became: "from 12 members to 19 members", "from $40 to $55"
_FROM_TO = re.compile(r"\bfrom\s+[$\u00a3\u20ac]?\d[\d,.]*\s*(?:[a-z]+\s+)?to\s+[$\u00a3\u20ac]?\d", re.IGNORECASE)


def _made_with(text: str, m: re.Match) -> bool:
    """Whether ``m`` is "used" or "needs" right before the story's first number, the question asking no change ("used 24
    roses, 18 lilies and 13 daisies to make a bouquet ... How many flowers are in the bouquet?"): what a thing is made of."""
    return (m[0].lower() in ("used", "uses", "needed", "needs") and re.match(r"\s+\d", text[m.end():]) is not None
            and not re.search(r"\d", text[:m.start()]))


def kinds_total(text: str) -> Plan | None:
    """The sum of the story's quantities of the one name the question asks (see the module docstring), or None."""
    if len(text) > 300 or _FROM_TO.search(text):
        return None  # ("went from 12 members to 19 members": two states of one count, never a sum of kinds)
    request = asked(text)
    at = text.rfind(request)
    m = _ASKED.match(request)
    if at <= 0 or m is None or UNREAD.search(text) or unwritten_number(text) or _CHANGE_ASKED.search(request):
        return None  # ("weighed 18.6 kg last year and weighs 21.3 kg now. How many kilograms did the dog gain?")
    # ("How many birds were counted?": a count of what the story found, asked in the passive)
    text = text[:at] + _COUNTED_ASKED.sub(lambda x: " " * len(x[1]) + x[0][len(x[1]):], request) + text[at + len(request):]
    made_with = [x for x in _NOT_THIS.finditer(text) if not _made_with(text, x)]
    if made_with or len([x for x in _NOT_THIS.finditer(text)]) > 1:
        return None  # ("A florist used 24 roses, 18 lilies and 13 daisies to make a bouquet": a plain list, used)
    story = text[:at]
    for x in _NOT_THIS.finditer(story):  # (the one left is "used" of what a thing is made of)
        story = story[:x.start()] + " " * len(x[0]) + story[x.end():]
    told = {_LEMMA.get(w.lower(), w.lower()) for w in LOSS.findall(story)}
    if told and (len(told) != 1 or not told & {_LEMMA.get(w.lower(), w.lower()) for w in LOSS.findall(request)}):
        return None  # a loss told beside what is counted; "sold 42 loaves, 57 loaves ... How many did it sell?" counts it
    if re.search(r"\b(?:skipped|skips|skip|missed|misses|ignored|left\s+out|did\s+not|didn'?t|never)\b", story, re.IGNORECASE):
        return None  # "read 18 pages of history and 25 of science, and skipped 7 pages of art": not done, not counted
    family = re.search(r"\b(?:the|his|her|their|my)\s+(?:[a-z]+\s+)?(?:brother|sister|friend|mother|father|mom|dad|son|daughter"
                       r"|aunt|uncle|cousin|grandma|grandpa|grandmother|grandfather)\b", text, re.I)
    all_of_them = re.search(r"\b(?:they|we)\b", request, re.I) and re.search(r"\b(?:altogether|together|in\s+all|in\s+total"
                                                                           r"|combined)\b", request, re.I)
    if re.search(r"[.!?]\s", text[:at].rstrip()[:-1]) or family and not all_of_them:
        return None  # the story is one sentence, of one owner: "Her book has 310 pages", "His brother picked 19"
    name = m["name"]
    numbers = story_quantities(text)
    if not 2 <= len(numbers) <= 4 or any(n.start >= at or not n.value > 0 for n in numbers):
        return None
    for n in numbers:
        words = re.match(r"\s+((?:[a-z]+\s+){0,2}[a-z]+)\b", text[n.end:], re.IGNORECASE)
        verb = re.search(r"\b([a-z]+)\s+$", text[:n.start])  # "her father baked 24": the first count's verb again
        elided = n is not numbers[0] and len(numbers) == len(find_numbers(text)) and (re.match(
            r"\s+(?:on|in|at|during|before|after|this|last|yesterday|today)\b", text[n.end:], re.IGNORECASE) or (
                verb is not None and verb[1].endswith("ed") and re.search(rf"\b{verb[1]}\s+$", text[:numbers[0].start])))
        # ("14 books on Monday, 22 on Tuesday": the thing of the count before, every number of the text a count of it)
        if not elided and (words is None or not any(covers_all(name, [w]) for w in words[1].split())):  # not "taller"
            return None  # (or a member of the whole asked: "24 roses, 18 lilies ... How many flowers")
        if re.match(r"\s+of\b", text[n.end:], re.IGNORECASE):
            return None  # "4 of the boys wear glasses": a part of a count told, no kind of its own
        if re.match(r"\s*[.!?]", text[n.end:]) and not elided:
            return None
    if (told or _NOT_THIS.search(text)) and any(not _LISTED_BETWEEN.fullmatch(text, a.end, b.start)
                                                for a, b in zip(numbers, numbers[1:])):
        return None  # a loss verb counts only a plain list ("sold 42 loaves, 57 loaves and 36"), no second verb between
    return Plan(left_sum([("x", i) for i in range(len(numbers))]), tuple(numbers), "total", "")
