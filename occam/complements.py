"""The rest of a whole once a part is told: "There are 312 students at the school. 148 of them are boys. How
many are girls?" -> ``312 - 148``.

AddSub and SVAMP ask it often, and no story cue reads it: nothing is taken away, the story splits a whole into
a part it names and the rest. :func:`complement` reads it where the story has exactly two quantities (its
asides, notations and dating years set apart: :func:`occam.story_cues.story_quantities`), the second a part of
the first ("148 of them are boys", "19 of the crayons are broken", "and 13 of them are boys") and smaller,
and the question asks the rest in one of three ways: "not" the part's words ("How many crayons are not
broken?"), "the rest"/"the others", or the part's other half by name (:data:`OTHER_HALF`: girls for boys,
children for adults; free or empty for taken: :data:`occam.story_words.TAKEN`, ``REST_ASKED``; good for cracked, available
for away: :func:`_opposite`). Any other
question ("How many wear glasses?") is no complement, and gets no plan.
"""
from __future__ import annotations

import re

from .asides import singulars
from .questions import asked
from .story_cues import story_quantities
from .story_plans import Plan
from .story_words import REST_ASKED, TAKEN, verb_base

# the two halves of a whole, named: the question asks one, the story tells the other
_PAIRS = (("boy", "girl"), ("man", "woman"), ("men", "women"), ("adult", "child"), ("adult", "children"),
          ("adult", "kid"), ("male", "female"), ("grown-up", "child"), ("grown-up", "children"))
OTHER_HALF: dict[str, frozenset[str]] = {}
for a, b in _PAIRS:
    OTHER_HALF[a] = OTHER_HALF.get(a, frozenset()) | {b}
    OTHER_HALF[b] = OTHER_HALF.get(b, frozenset()) | {a}

# the part, right after its number: "of them are boys", "of the crayons are broken", "were adults", "spaces are taken"
_PART = re.compile(r"\s+(?:of\s+(?:them|these|those|the\s+[a-z]+)\s+|[a-z]+\s+)?(?:are|were|is|was)\s+(?P<what>(?:not\s+)?"
                   r"[a-z]+(?:\s+[a-z]+)?)\s*(?:[.,;!?]|\band\b|$)", re.IGNORECASE)
_REST = re.compile(r"\b(?:the\s+)?(?:rest|others|other\s+ones|remaining\s+ones)\b", re.IGNORECASE)
_NOT = re.compile(r"\b(?:are|were|is|was)(?:\s+not|n't)\s+(?P<what>[a-z]+)", re.IGNORECASE)
_NAMED = re.compile(r"\bhow\s+many\s+(?:of\s+them\s+)?(?:(?:are|were)\s+)?(?P<what>[a-z]+)"
                    r"|\bthe\s+number\s+of\s+(?P<what2>[a-z]+)", re.IGNORECASE)
_STATE_ASKED = re.compile(r"\bhow\s+many\s+(?:[a-z]+\s+)?(?:are|were)\s+(?:still\s+)?(?P<what>[a-z]+)\s*\?", re.IGNORECASE)
# the rest named by the story: "and the rest were sitting by the pool" ... "How many people were sitting ...?"
_REST_TOLD = re.compile(r"\bthe\s+(?:rest|others)\s+(?:are|were)\s+(?P<what>[a-z]+)", re.IGNORECASE)


# a part's state and the rest's, named: "9 cups were cracked. How many cups are good?", "9 are away on holiday. How many
# are available?" (the question asks the other state of the whole's things)
_SPOILT = frozenset("cracked broken chipped damaged warped spoiled spoilt rotten bad faulty torn bent dented burnt burned "
                    "smashed ruined defective stale mouldy moldy bruised leaking unusable".split())
_SOUND = frozenset("good whole fine usable useable perfect intact ok okay undamaged unbroken sound sellable working fresh "
                   "alright".split())
_AWAY = frozenset("away absent sick ill off missing".split())
_THERE = frozenset("present here available there".split())
# two ways a thing may go or be, the question asking the other: "heading upstream" and "downstream"
_OPPOSITE_WAYS = tuple((a, b) for x, y in (("upstream", "downstream"), ("uphill", "downhill"), ("inbound", "outbound"),
                                           ("indoors", "outdoors"), ("inside", "outside"), ("northbound", "southbound"),
                                           ("eastbound", "westbound"), ("online", "offline")) for a, b in ((x, y), (y, x)))
_STATE_PART = re.compile(r"\s+(?:of\s+(?:them|these|those|the\s+[a-z]+)\s+|[a-z]+\s+)?(?:are|were|is|was|came\s+out|come\s+out)"
                         r"\s+(?P<what>[a-z]+)\b", re.IGNORECASE)


def _opposite(told: str, asked_state: str) -> bool:
    """Whether the state ``asked_state`` is the other of the part's ``told`` state (cracked and good, away and available)."""
    told, asked_state = told.lower(), asked_state.lower()
    return any(told in a and asked_state in b for a, b in ((_SPOILT, _SOUND), (_AWAY, _THERE)))


def _whole_and_part(text: str) -> tuple[str, int, list] | None:
    """The question of ``text``, where it starts, and the story's two quantities, a whole and a smaller part after it,
    both told before the question, which writes no number; else None (the opening of this module's readers)."""
    numbers = story_quantities(text)
    if len(numbers) != 2 or not 0 < numbers[1].value < numbers[0].value:
        return None
    request = asked(text)
    at = text.rfind(request)
    if at < 0 or numbers[1].start >= at or re.search(r"\d", request):
        return None  # the part told in the question, or a number asked about
    return request, at, numbers


def complement(text: str) -> Plan | None:
    """``whole - part`` where the story tells a whole and a part of it and the question asks the rest (see the
    module docstring), or None."""
    if (told := _whole_and_part(text)) is None:
        return None
    request, at, numbers = told
    whole, part = numbers
    m = _PART.match(text, part.end)
    rest = _REST_TOLD.search(text, part.end, at)
    if rest is not None:  # "19 of them were swimming and the rest were sitting": the rest, asked by its words
        asked_rest = re.search(rf"\b(?:are|were)\s+{re.escape(rest['what'])}\b", request, re.IGNORECASE)
        return _plan(numbers) if m is not None and asked_rest else None
    if re.search(r"\b(?:each|every|per|more|less|fewer|times|than|left|some)\b", text, re.IGNORECASE):
        return None  # a rate, a relation or a change
    state = _STATE_ASKED.search(request)
    told_state = _STATE_PART.match(text, part.end)
    if state is not None and told_state is not None and _opposite(told_state["what"], state["what"]):
        return _plan(numbers)  # "9 cups were cracked. How many cups are good?"
    if m is None:
        return None  # no part of the whole
    what = m["what"].lower()
    if what.startswith("not ") or what.split()[0] in ("in", "on", "at", "from", "still", "left"):
        return None  # "are not sold": the rest already told; "were in the car": a place, no kind
    kinds = singulars(what.split()[-1])
    if any(a in what.split() and re.search(rf"\b{b}\b", request, re.IGNORECASE) for a, b in _OPPOSITE_WAYS):
        return _plan(numbers)  # "97 of them were heading upstream. How many were going downstream?"
    if _REST.search(request):
        return _plan(numbers)
    negated = _NOT.search(request)
    if negated is not None:
        return _plan(numbers) if singulars(negated["what"]) & singulars(what.split()[0]) else None
    named = _NAMED.search(request)
    if named is not None and any(OTHER_HALF.get(k, frozenset()) & singulars(named["what"] or named["what2"])
                                 for k in kinds):
        return _plan(numbers)
    # "How many spaces are free?" after "279 spaces are taken" (story_words)
    if state is not None and TAKEN.fullmatch(what) and REST_ASKED.fullmatch(state["what"]):
        return _plan(numbers)
    return None


_VERB = (r"(?:have|has|had|own|owns|owned|collected|made|scored|picked|read|saved|earned|sold|baked|caught|found|ran"
         r"|walked|raised|spent|drank|ate|got|received|grew|planted|won)")
_NAME = r"[A-Z][a-z]+"
# a whole two people make up together: "Between them, Ana and Bea have 94 stickers", "Tom and Jerry have 80 marbles
# in total", "Together Kim and Lee collected 156 shells"
_SHARED_WHOLE = re.compile(rf"(?P<lead>\b(?i:between\s+them|together|altogether|combined)\s*,?\s+)?\b(?P<a>{_NAME})\s+and\s+"
                           rf"(?P<b>{_NAME})\s+(?:together\s+|between\s+them\s+)?{_VERB}\s+(?:a\s+total\s+of\s+)?"
                           rf"[$\u00a3\u20ac]?(?P<n>\d[\d,]*(?:\.\d+)?)(?P<tail>[^.!?]*)")
_TOTAL_WORDS = re.compile(r"\b(?:between\s+them|together|altogether|combined|in\s+total|in\s+all|a\s+total)\b", re.IGNORECASE)


def _whole_told(text: str, whole: re.Pattern) -> tuple[list, str, int, re.Match] | None:
    """The story's two quantities, its question, where the question starts and the match of ``whole`` (a total told
    with "together", "in total" or the like) at the first of them; None where the story is not of that form."""
    numbers = story_quantities(text)
    request = asked(text)
    at = text.rfind(request)
    if len(numbers) != 2 or at < 0 or re.search(r"\d", request) or any(n.start >= at for n in numbers):
        return None
    m = whole.search(text, 0, at)
    if m is None or not (m["lead"] or _TOTAL_WORDS.search(m["tail"])) or numbers[0].start != m.start("n"):
        return None
    return numbers, request, at, m


def shared_whole(text: str) -> Plan | None:
    """``whole - part`` where two people make up a whole together and one's part is told, the other's asked:
    "Between them, Ana and Bea have 94 stickers. Ana has 57. How many does Bea have?" -> ``94 - 57``."""
    if (told := _whole_told(text, _SHARED_WHOLE)) is None:
        return None
    numbers, request, at, m = told
    part = re.compile(rf"\b(?P<who>{m['a']}|{m['b']})\s+(?:alone\s+|by\s+(?:him|her)self\s+)?{_VERB}\s+[$\u00a3\u20ac]?"
                      r"(?P<n>\d[\d,]*(?:\.\d+)?)").search(text, m.end(), at)
    if part is None or part.start("n") != numbers[1].start or not numbers[1].value < numbers[0].value:
        return None
    other = m["b"] if part["who"] == m["a"] else m["a"]
    if not re.search(rf"\b{other}\b", request) or re.search(rf"\b{part['who']}\b", request):
        return None  # the other one's part asked, by name
    if re.search(r"\b(?:more|less|fewer|than|times|twice|half|each|per|left)\b", text, re.IGNORECASE):
        return None  # a relation, a rate or a change: no part of the whole alone
    return _plan(numbers)


# two things whose price or weight together is told: "A shirt and a hat cost $52 together", "A bat and a glove cost
# $85 in total", "Together, a pen and a notebook cost $6.40"
_PAIR_TOTAL = re.compile(r"(?P<lead>\b(?i:together|altogether|combined)\s*,?\s+)?\b(?i:an?|one|the)\s+(?P<a>[a-z]+)\s+and\s+"
                         r"(?i:an?|one|the)\s+(?P<b>[a-z]+)\s+(?:together\s+)?(?:cost|costs|weigh|weighs|are|come\s+to)\s+"
                         r"(?:a\s+total\s+of\s+)?[$\u00a3\u20ac]?(?P<n>\d[\d,]*(?:\.\d+)?)(?P<tail>[^.!?]*)")


def priced_pair(text: str) -> Plan | None:
    """``whole - part`` where two things cost (or weigh) a total together and one's price is told, the other's asked:
    "A shirt and a hat cost $52 together. The hat costs $18. How much is the shirt?" -> ``52 - 18``; or None."""
    if (told := _whole_told(text, _PAIR_TOTAL)) is None:
        return None
    numbers, request, at, m = told
    a, b = m["a"].lower(), m["b"].lower()
    if a == b:
        return None
    part = re.compile(rf"\b(?:the|a|an|one)\s+(?P<who>{re.escape(a)}|{re.escape(b)})\s+(?:alone\s+|by\s+itself\s+)?"
                      r"(?:costs?|weighs?|is|was)\s+[$\u00a3\u20ac]?(?P<n>\d[\d,]*(?:\.\d+)?)", re.IGNORECASE).search(text, m.end(), at)
    if part is None or part.start("n") != numbers[1].start or not numbers[1].value < numbers[0].value:
        return None
    other = b if part["who"].lower() == a else a
    if not re.search(rf"\b{re.escape(other)}s?\b", request, re.IGNORECASE) or re.search(
            rf"\b{re.escape(part['who'])}s?\b", request, re.IGNORECASE):
        return None  # the other thing's price asked, by name
    if re.search(r"\b(?:more|less|fewer|than|times|twice|half|each|per|left|change|off|discount)\b", text, re.IGNORECASE):
        return None  # a relation, a rate or a change: no part of the total alone
    return _plan(numbers)


# the two outcomes of a try, each as the story tells it and as a question asks it: "won 23" / "How many did it lose?"
_OUTCOMES: tuple[tuple[str, str], ...] = (
    (r"won|wins?", r"lost|lose|loses"),
    (r"made|makes?|scored|scores?|hit|hits|sank|sinks?|landed|lands?", r"missed|miss(?:es)?"),
    (r"passed|pass(?:es)?", r"failed|fails?"),
    (r"(?:answered|got|gets?|had|has)\s+(?:[a-z]+\s+)?(?:right|correct(?:ly)?)|right|correct(?:ly)?",
     r"(?:answered|got|gets?|had|has)\s+(?:[a-z]+\s+)?(?:wrong|incorrect(?:ly)?)|wrong|incorrect(?:ly)?"),
)
# the tries, right before or after the whole's number: "played 31 games", "of its 31 games", "took 40 shots", "out of 25"
_TRIES = re.compile(r"\b(?:games?|matches|match|shots?|throws?|kicks?|penalties|questions?|problems?|attempts?|tries"
                    r"|tests?|exams?|races?|rounds?|serves?|free\s+throws?|goals?|targets?)\b", re.IGNORECASE)
_OF_WHOLE = re.compile(r"\s*(?:out\s+)?of\s+(?:its|his|her|their|the|our|my|your)?\s*$", re.IGNORECASE)


def other_outcome(text: str) -> Plan | None:
    """``tries - one outcome`` where the story tells how many tries there were and how many had one outcome, and the
    question asks the other: "Our team won 23 of its 31 games. How many did it lose?", "Maya took 40 shots and made
    28. How many did she miss?" -> ``31 - 23``, ``40 - 28``. Each try has one of the two outcomes (no draws)."""
    numbers = story_quantities(text)
    request = asked(text)
    at = text.rfind(request)
    if (len(numbers) != 2 or at < 0 or re.search(r"\d", request) or any(n.start >= at for n in numbers)
            or any(n.value != int(n.value) or n.value <= 0 for n in numbers)):
        return None
    told = text[:at]
    if re.search(r"\b(?:draws?|drew|tied|ties|each|per|more|less|fewer|than|times|twice|half|percent)\b|%", told,
                 re.IGNORECASE):
        return None  # a draw is a third outcome; a rate or a relation is no part of the tries
    for first, second in _OUTCOMES:
        for said, asked_ in ((first, second), (second, first)):
            if not re.search(rf"\bhow\s+many\b.*\b(?:{asked_})\b", request, re.IGNORECASE) or re.search(
                    rf"\b(?:{asked_})\b", told, re.IGNORECASE) or re.search(rf"\b(?:{said})\b", request, re.IGNORECASE):
                continue
            outcome = [n for n in numbers if re.search(rf"\b(?:{said})\s+(?:[a-z]+\s+){{0,2}}?$", told[:n.start], re.IGNORECASE)
                       or re.match(rf"\s+(?:(?!(?:and|but|then|or)\b)[a-z]+\s+){{0,2}}?(?:{said})\b", told[n.end:],
                                                        re.IGNORECASE)]
            if len(outcome) != 1:
                return None
            whole = numbers[1] if outcome[0] is numbers[0] else numbers[0]
            near = told[max(0, whole.start - 40):whole.start]
            if not (_TRIES.search(told, whole.end, whole.end + 25) or _OF_WHOLE.search(near)) or not outcome[0].value < whole.value:
                return None
            i = numbers.index(whole)
            return Plan(("sub", (("x", i), ("x", 1 - i))), tuple(numbers), "step", "")
    return None


def _plan(numbers: list) -> Plan:
    return Plan(("sub", (("x", 0), ("x", 1))), tuple(numbers), "step", "")


# a part told by its occasion, the first of two: "on day one", "on the first day", "in the first half", "on Saturday"
# (PART_ON_OCCASION: right after the part's number, "275 of them on day one")
_OCCASION = (r"(?:on|in|during|for)\s+(?:the\s+)?(?:day|week|leg|round|half|game|stage|part)\s+(?P<{0}>one|two|1|2)\b"
             r"|(?:on|in|during|for)\s+(?:the\s+)?(?P<{0}o>first|second|other|last)\s+(?:day|week|leg|round|half|game|stage"
             r"|part|trip|morning|night)\b|(?:on|in)\s+(?P<{0}d>(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b")
PART_ON_OCCASION = re.compile(r"\s+(?:[a-z]+\s+)?(?:of\s+(?:them|it)\s+)?(?:[a-z]+\s+)?(?:" + _OCCASION.format("p") + ")", re.IGNORECASE)
_OTHER_ASKED = re.compile(_OCCASION.format("q"), re.IGNORECASE)
_WHOLE_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?(?:in\s+)?(?:total|all|altogether|combined|over\s+(?:the\s+)?(?:two|2|both)\s+"
                          r"[a-z]+)\b", re.IGNORECASE)


def other_occasion(text: str) -> Plan | None:
    """``whole - part`` for a whole of two occasions, the part of one told and the other asked: "we drove 640 miles
    total, 275 of them on day one. how many on day two?" -> ``640 - 275``; "Kim read 310 pages over the two days, 145 on
    Saturday. How many pages did she read on Sunday?". The whole comes first with a word of the whole ("total", "in
    all", "over the two days"), the part after it with its occasion, the question another occasion; anything else
    (a third number, a rate, a change) is None."""
    if (told := _whole_and_part(text)) is None or re.search(
            r"\b(?:each|every|per|more|less|fewer|times|than|left|some|twice|half\s+as)\b", text, re.IGNORECASE):
        return None
    request, at, numbers = told
    whole, part = numbers
    if not _WHOLE_AFTER.match(text, whole.end) and not re.search(r"\b(?:total|in\s+all|altogether)\b",
                                                                  text[:whole.start], re.IGNORECASE):
        return None
    occasion, other = PART_ON_OCCASION.match(text, part.end), _OTHER_ASKED.search(request)
    if occasion is None or other is None:
        return None
    one = (occasion["p"] or occasion["po"] or occasion["pd"]).lower()
    two = (other["q"] or other["qo"] or other["qd"]).lower()
    if one == two or (one in ("one", "1", "first") and two not in ("two", "2", "second", "other", "last")):
        return None  # the same occasion asked, or a third
    return _plan(numbers)


_ALL_BUT = re.compile(r"\b(?P<verb>[a-z]+)\s+all\s+but\s+$", re.IGNORECASE)


def all_but(text: str) -> Plan | None:
    """``whole - kept`` for a doing of all but some of a whole, the doing asked: "A farm stand started the day with 120
    ears of corn and sold all but 37 of them. How many ears of corn did it sell?" -> ``120 - 37``. Exactly two numbers,
    the whole first; "all but" right before the second; the question asks the verb before "all but" (what is left is
    told, no calculation). Anything else is None."""
    if (told := _whole_and_part(text)) is None:
        return None
    request, at, numbers = told
    kept = numbers[1]
    if (m := _ALL_BUT.search(text, max(0, kept.start - 40), kept.start)) is None:
        return None
    verb = verb_base(m["verb"])
    asked_verbs = {verb_base(w) for w in re.findall(r"[a-z]+", request, re.IGNORECASE)}
    if verb not in asked_verbs or re.search(r"\b(?:left|remain\w*|still|rest|not)\b", request, re.IGNORECASE):
        return None
    return _plan(numbers)
