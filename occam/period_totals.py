"""The total of two quantities told side by side in one sentence, each of its own period, where the question asks
for the two periods together and the story's other numbers tell other things: "Chloé read 87 pages on Friday and 64
pages on Saturday. Her book has 300 pages. How many pages did she read over the two days?" -> ``87 + 64``, the 300
set apart; "Tom's team scored 65 points in the first game and 78 in the second game. The other team scored 70
points in the second game. How many points did Tom's team score in both games?" -> ``65 + 78``.

AddSub and SVAMP add such numbers on purpose ("The mountain is 2100 metres tall.", "They stopped for fuel 3
times."); the readers of the words decline a story with a number they cannot place, and the cuts of
:mod:`occam.distractors` keep a sentence whose thing is named again ("300 pages"). Here the question itself says which
two numbers it adds: it names two periods ("over the two days", "in those two months", "in both games", "on the two
crossings") and one sentence tells a quantity for each, joined by "and" ("87 pages on Friday and 64 pages on
Saturday", "215 umbrellas in April and 178 in May", "463 passengers on its first crossing and 518 on its second").
The second quantity names the first one's thing or none; the question asks for that thing ("How many pages"), or
"how much" of money; it asks no difference, rest, rate or share. The other numbers are the plan's ``apart`` ones,
shown in the inspector. :func:`period_relation` reads the same question where the second period is told by a relation
to the first ("19 more rocks on Tuesday than on Monday", "2.5 times as far on Tuesday", "half that distance").
"""
from __future__ import annotations

import re

from .asides import singulars, thing_words
from .numbers import Number, find_numbers, is_money
from .questions import asked
from .story_plans import Plan

# a period a quantity is told of: "on Friday", "in April", "in the first game", "on its second crossing", "at its
# spring concert", "in the morning", "during the first week", "in level one"
_PERIOD = (r"(?:(?:on|in|at|during|for|over|by)\s+(?:the\s+|its\s+|their\s+|his\s+|her\s+|my\s+|our\s+)?"
           r"(?:[a-z]+day|january|february|march|april|may|june|july|august|september|october|november|december"
           r"|morning|afternoon|evening|night|(?:first|second|1st|2nd|opening|next|last|spring|summer|autumn|fall"
           r"|winter|early|late)(?:\s+[a-z]+)?|level\s+(?:one|two|\d))"
           r"|(?:after|before)\s+(?:lunch|breakfast|dinner|school|work|the\s+break))")
_PAIR = re.compile(rf"(?P<a>\d[\d,]*(?:\.\d+)?)\s+(?P<ta>(?:[a-z-]+\s+){{0,3}}?){_PERIOD}\b[^.!?;]*?(?:,\s*)?\s+and\s+"
                   rf"(?:another\s+|then\s+)?(?:[$\u00a3\u20ac]\s?)?(?P<b>\d[\d,]*(?:\.\d+)?)\s+(?P<tb>(?:[a-z-]+\s+){{0,3}}?)"
                   rf"(?:more\s+)?{_PERIOD}", re.IGNORECASE)
# the two periods asked together: "over the two days", "in those two months", "in both games", "on the two crossings",
# "in the first two levels"
_TWO_ASKED = re.compile(r"\b(?:over|in|during|across|for|on|at|from)\s+(?:the\s+|those\s+|these\s+|its\s+|their\s+|his\s+"
                        r"|her\s+)?(?:two|both|first\s+two|2)\s+([a-z]+)"
                        # the whole the two parts make: the game of two halves, the day of a morning and an afternoon
                        r"|\b(?:in|during|over)\s+the\s+(?:whole\s+|entire\s+)?(?:game|match)\b|\bthat\s+day\b|\bthe\s+whole\s+day\b",
                        re.IGNORECASE)
_NOT_A_TOTAL = re.compile(r"\b(?:more|less|fewer|than|left|still|remain\w*|rest|each|per|average|difference|share|split"
                          r"|need|needs|else|other)\b", re.IGNORECASE)
_HOW_MANY = re.compile(r"\bhow\s+many\s+([a-z]+)|\bhow\s+(?:much|far)\b", re.IGNORECASE)
# who the question asks about: "did Leo score", "did his teammates score", "does the team have"
_ASKED_WHO = re.compile(r"\b(?:did|does|do|has|have|were|was)\s+((?:his|her|their|the|its|my|our)\s+[A-Za-z']+|[A-Za-z']+)",
                        re.IGNORECASE)
_PRONOUNS = frozenset("i me we us you he him she her it they them his its their our my your the a an".split())


def _names(words: str) -> set[str]:
    """The words of ``words`` that name someone, past pronouns and articles, in their singular forms."""
    return {f for w in re.findall(r"[A-Za-z]+", words) if w.lower() not in _PRONOUNS for f in singulars(w)}


_COMPARED = re.compile(r"\b(?:than|times\s+as|as\s+many|as\s+much|twice|(?<!first\s)(?<!second\s)half)\b", re.IGNORECASE)


def period_total(text: str) -> Plan | None:
    """``a + b`` for two quantities of one thing told of two periods and asked for together (see the module's
    docstring), the story's other numbers set apart; or None."""
    request = asked(text)
    at = text.rfind(request)
    two = _TWO_ASKED.search(text, at)
    if at <= 0 or two is None or _NOT_A_TOTAL.search(request):
        return None
    how = _HOW_MANY.search(request)
    if how is None and not re.search(r"\btotal\b", request, re.IGNORECASE):
        return None  # "How many pages ...?", or "Total for both months?"
    pairs = [m for m in _PAIR.finditer(text, 0, at) if not re.search(r"[.!?;]\s", m.group(0))]
    if len(pairs) != 1 or _COMPARED.search(pairs[0].group(0)):
        return None
    m = pairs[0]
    numbers = [n for n in find_numbers(text) if n.start < at]  # "the two days": the question's "two" is no quantity
    if any(not two.start() <= n.start < two.end() for n in find_numbers(text) if n.start >= at):
        return None  # "How many in the two days if she read 12 more?": the question tells a number
    a = next((n for n in numbers if n.start == m.start("a")), None)
    b = next((n for n in numbers if n.start == m.start("b")), None)
    if a is None or b is None or not (a.value > 0 and b.value > 0):
        return None
    if any(re.match(r"\s+(?:dozens?|score|pairs?\s+of|hundred|thousand)\b", text[n.end:], re.IGNORECASE) for n in (a, b)):
        return None  # "2 dozen muffins in the morning and 17 muffins": a number the words multiply, no summand as written
    thing_a = {f for w in thing_words(text, a.end) for f in singulars(w)}
    thing_b = {f for w in thing_words(text, b.end) for f in singulars(w)}
    if thing_b and not thing_b & thing_a:
        return None  # "215 umbrellas in April and 178 raincoats in May": two things
    if how is None:
        pass  # "Total for both months?": the pair's own thing
    elif how[1] is not None:
        if not singulars(how[1]) & thing_a:
            return None  # "How many passengers ..." of "463 passengers": the thing asked is the one told
    elif not is_money(text, a):
        return None  # "how much (money)" asks money the pair is of: "sold 38 bars ... and 27 bars" counts no money
    others = [n for n in numbers if n is not a and n is not b]
    if any(n.start > b.end and (hyphen := re.match(r"-([a-z]+)", text[n.end:])) and singulars(hyphen[1]) & thing_a
           for n in others):
        return None  # "3.5 miles before lunch and 2.75 miles after lunch ... a 1.25-mile detour": a third part of the day
    if any(a.end <= n.start < b.start and ({f for w in thing_words(text, n.end) for f in singulars(w)} & thing_a
                                           or n.text[:1].isdigit() and not thing_words(text, n.end)) for n in others):
        return None  # "24 km before lunch, 18 km after lunch, and 9 km in the evening", "48 ears of corn in the morning,
        # 65 at lunchtime and 39 in the evening": three periods, no pair
    if any({f for w in thing_words(text, n.end) for f in singulars(w)} & thing_a for n in others):
        # another number of the same thing ("His team scored 30 points"): the question must name the pair's own subject
        begin = max(text.rfind(c, 0, a.start) for c in ".!?;") + 1
        own = _names(text[begin:a.start])
        who = _ASKED_WHO.search(request)
        asked_names = _names(who[1]) if who else set()
        if asked_names and not asked_names & own:
            return None  # "How many points did his teammates score?": another side's
    if any(n.end <= a.start and re.match(r"\s+(?:[a-z-]+\s+){0,2}?each\b", text[n.end:], re.IGNORECASE) for n in others):
        return None  # "A crew of 7 people each filled 15 crates in the morning and 9 in the afternoon": each one's pair
    ordered = (a, b, *others)
    result = Plan(("add", (("x", 0), ("x", 1))), ordered, "step", "", apart=frozenset(range(2, len(ordered))))
    return result if result.value is not None else None


# the second period told by a relation to the first: "19 more rocks on Tuesday than on Monday", "2.5 times as far on
# Tuesday", "on Saturday she ran triple that distance", "half as many on Sunday"
_MORE_THAN = re.compile(r"(?P<n>\d[\d,]*(?:\.\d+)?)\s+(?:[a-z]+\s+){0,2}?(?P<w>more|fewer|less|further|farther|longer)\b[^.!?;]*?"
                        r"\bthan\b", re.IGNORECASE)
_TIMES_AS = re.compile(r"(?P<n>\d[\d,]*(?:\.\d+)?)\s+times\s+(?:as\s+(?:much|many|far|long)|that|more)\b", re.IGNORECASE)
_WORD_FACTOR = re.compile(r"\b(?P<w>twice|triple|double|half)\s+(?:that|as\s+(?:much|many|far|long))\b", re.IGNORECASE)
_FACTORS = {"twice": 2.0, "double": 2.0, "triple": 3.0, "half": 2.0}


def period_relation(text: str) -> Plan | None:
    """``a + (a op n)`` for a quantity told of one period and the other period's told by a relation to it, both asked
    together: "Dennis collected 28 rocks on Monday. He collected 19 more rocks on Tuesday than on Monday. How many
    rocks did he collect in the two days?" -> ``28 + (28 + 19)``; "Santiago drove 186.4 miles on Monday and 2.5 times as
    far on Tuesday. How many miles did he drive on the two days together?" -> ``186.4 + (186.4 * 2.5)``."""
    request = asked(text)
    at = text.rfind(request)
    two = _TWO_ASKED.search(text, at) if at > 0 else None
    if two is None or _NOT_A_TOTAL.search(request.replace("together", " ")) or not _HOW_MANY.search(request):
        return None
    numbers = [n for n in find_numbers(text) if n.start < at]
    if any(not two.start() <= n.start < two.end() for n in find_numbers(text) if n.start >= at):
        return None
    periods = list(re.finditer(_PERIOD, text[:at], re.IGNORECASE))
    if not numbers or len(periods) < 2 or not numbers[0].value > 0:
        return None
    a = numbers[0]
    if not re.match(rf"\s+(?:[a-z-]+\s+){{0,3}}?{_PERIOD}", text[a.end:], re.IGNORECASE):
        return None  # the first quantity told of its period: "28 rocks on Monday"
    rest = text[a.end:at]
    if len(numbers) == 2:
        b = numbers[1]
        m = _MORE_THAN.search(text, a.end, at) or _TIMES_AS.search(text, a.end, at)
        if m is None or m.start("n") != b.start:
            return None
        op = "mul" if "times" in m.group(0).lower() else "add" if m["w"].lower() in ("more", "further", "farther",
                                                                                      "longer") else "sub"
        leaves, implied = (a, b), frozenset()
    elif len(numbers) == 1:
        m = _WORD_FACTOR.search(rest)
        if m is None:
            return None
        word = m["w"].lower()
        b = Number(_FACTORS[word], a.end + m.start("w"), a.end + m.end("w"), m["w"])
        op = "div" if word == "half" else "mul"
        leaves, implied = (a, b), frozenset({1})
    else:
        return None
    if re.search(r"\b(?:left|spent|gave|lost|sold|each|per)\b", rest, re.IGNORECASE):
        return None  # a change or a rate besides the relation
    result = Plan(("add", (("x", 0), (op, (("x", 0), ("x", 1))))), leaves, "step", "", implied)
    return result if result.value is not None and result.value > 0 else None
