"""Counts of another doing, cut from a story whose question asks what was done by one verb: "A blacksmith forged 45
hooks in the morning and 32 hooks in the afternoon. At the weekend market he sold 20 hooks. How many hooks did he
forge that day?" is read without "At the weekend market he sold 20 hooks." -> ``45 + 32``.

AddSub and SVAMP write such a number on purpose, and people tell them too ("On Sunday he found 18 more, and on
Monday he gave 5 to his cousin. How many seashells did Sam find altogether?"). The question's verb
("did he forge", "does the theatre own", "were picked") names the doing asked; a clause of the story that tells a
number and another verb ("sold", "gave", "needed", "had") tells another doing, of no use to the question, where at
least two numbers are told by the asked verb itself. A clause with no verb of its own ("and 18 on Sunday") goes with
the clause before it.

It cuts nothing where the question asks what is left or still there (the other doings take from it), where the cut
clause tells a rate, a part of the others ("7 of them"), a comparison or a repeat, where a number is written in the
question, or where the numbers kept count another thing than the question asks. :func:`occam.distractors.cut_distractors`
asks it where no other rule cuts, and the readers then read the story that is left, every number of it used
(:func:`occam.distractors.read_without`).
"""
from __future__ import annotations

import re
from typing import NamedTuple

from .asides import singulars, thing_words
from .numbers import Number
from .story_words import AUXILIARY, RATE_WORDS, VERB_BASES, verb_base

# the question: "how many (more) <thing> (than <other>) did <who> <verb>", "how many <thing> were <verb>ed", "how many
# <thing> <verb>ed"; a thing of one to three words, tried shortest first
_HOW_MANY = re.compile(r"\bhow\s+many\s+(?:more\s+|fewer\s+)?", re.IGNORECASE)
_ASKED = tuple(re.compile(
    rf"(?P<thing>(?:[a-z-]+\s+){{{k}}}[a-z-]+)\s+" + (rf"than\s+(?P<other>(?:[a-z-]+\s+){{{j}}}[a-z-]+)\s+" if j >= 0 else "")
    + (r"(?:(?P<aux>did|does|do|will|would|could|can)\s+(?P<who>(?:(?:the|his|her|their|my|our|its|your)\s+"
       r"(?:[a-z-]+\s+){1,2}?)|(?:he|she|they|we|i|you|it)\s+|(?-i:[A-Z][a-z]+)\s+(?:and\s+(?-i:[A-Z][a-z]+)\s+)?)"
       r"|(?P<be>were|was|are|is|have\s+been|had\s+been|got)\s+)" if helped else "") + r"(?P<verb>[a-z]+)\b",
    re.IGNORECASE) for k in range(3) for j in (-1, 0, 1, 2) for helped in (True, False))
# verbs that tell a state or no doing of their own: a question of them is no doing
_NO_DOING = frozenset("be is are was were been have has had do does did get gets got go goes went need needs needed "
                      "want wants wanted left remain remaining remained".split())
# the question asks what is left, still there, or more than one doing's result
_STATE_ASKED = re.compile(r"\b(?:left|remain\w*|still|rest|now|each|per|average|percent|times|twice|half|after|before)\b|%",
                          re.IGNORECASE)
# a clause ends at a sentence's end, or at ", and", ", but", "then", "; ": each may tell its own doing
_CLAUSE_END = re.compile(r"[.!?;](?:\s+|$)|\n|,\s*(?:and\s+|but\s+|then\s+)|\s+(?:and\s+then|but|then)\s+", re.IGNORECASE)
_NEGATED = re.compile(r"\b(?:not|never|no)\b|n't\b", re.IGNORECASE)
_RATE = re.compile(RATE_WORDS, re.IGNORECASE)
# what a cut clause may not tell: a rate, a comparison, a repeat of the story, a state of the others
_NOT_CUT = re.compile(_RATE.pattern + r"|\b(?:rest|left|remain\w*|times|twice|half|as\s+many|more|fewer|less|same|again"
                      r"|total|altogether|together|in\s+all|than)\b|%"  # "The third set was 17 minutes longer than the second"
                      r"|\b(?:does|did|do|doing|repeats?|repeated|keeps?|kept)\s+(?:this|that|it|up)\b", re.IGNORECASE)  # "She does this for 5 days"
_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")
# a verb in the present ("The theatre owns 34") is no noun: no article, day or time before it ("On a Saturday hike, Bea
# ...") and no stop after it
_NOT_A_DOER = re.compile(r"a|an|the|this|that|these|those|his|her|their|my|our|its|your|each|every|some|any|one|per"
                         r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|morning|afternoon|evening|weekend|week|day|night",
                         re.IGNORECASE)
_ANAPHORS = frozenset("more other others extra new ones one of in on at from to for by".split())


def _is_verb(word: str) -> bool:
    """Whether a word of a clause is a verb for sure: an auxiliary, an irregular past, or a regular past in -ed."""
    w = word.lower()
    return w in AUXILIARY or w in VERB_BASES or (len(w) > 4 and w.endswith("ed") and not w.endswith("eed"))


def _clauses(story: str) -> list[tuple[int, int, int]]:
    """The clauses of ``story`` (:data:`_CLAUSE_END`): each one's start and end, and where the span that cuts it
    begins (the joiner before it, ", and" or "then", where it opens no sentence)."""
    spans, start, joiner = [], 0, 0
    for m in _CLAUSE_END.finditer(story):
        if m.start() > start:
            spans.append((start, m.start(), joiner))
        start = m.end()
        joiner = m.start() if re.match(r"[,\s]", m[0]) else m.end()
    if start < len(story):
        spans.append((start, len(story), joiner))
    return spans


class _Asked(NamedTuple):
    """What the question asks of: the base of its verb, the thing it counts, the words before that thing ("hand" of
    "hand puppets") and the thing it is compared with ("marionettes" of "than marionettes"; none where none)."""
    base: str
    thing: str
    kinds: list[str]
    compared: list[str]


def _asked_verb(request: str, story: str) -> _Asked | None:
    """What the question asks of (:class:`_Asked`), where the story tells its verb; None where the question is no
    "how many ... did <who> <verb>" of a doing."""
    start = _HOW_MANY.search(request)
    if start is None:
        return None
    words = list(_WORD.finditer(story))
    for pattern in _ASKED:
        m = pattern.match(request, start.end())
        if m is None or (verb := m["verb"].lower()) in _NO_DOING or verb in AUXILIARY:
            continue
        if set(m["thing"].lower().split()) & (AUXILIARY | {"not", "never"}):
            continue  # "How many tickets were not sold?": no thing of three words
        base = verb_base(verb)
        present = {verb, verb + "s", verb + "es"} if m.groupdict().get("aux") else set()  # "does the theatre own": "owns 34"
        if any(verb_base(w[0]) == base and (_is_verb(w[0]) or w[0].lower() in present and story[w.end():w.end() + 1] == " "
                                        and not (i and _NOT_A_DOER.fullmatch(words[i - 1][0])))
               for i, w in enumerate(words)):
            thing = m["thing"].lower().split()
            return _Asked(base, thing[-1], thing[:-1], (m.groupdict().get("other") or "").lower().split()[-1:])
    return None


def other_doings(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cuts of the clauses before ``at`` that tell a number by another verb than the one the question ``request``
    asks of (see the module's docstring), each with its number; [] where none is sure."""
    if _STATE_ASKED.search(request) or _NEGATED.search(request) or any(n.start >= at for n in numbers):
        return []  # ("How many tickets were not sold?": the whole less those, which the cut number may be)
    story = text[:at]
    asked = _asked_verb(request, story)
    if asked is None:
        return []
    base, thing = asked.base, asked.thing
    kept, cut, carried = [], [], False
    for a, b, joiner in _clauses(story):
        inside = [n for n in numbers if a <= n.start < b]
        words = _WORD.findall(story[a:b])
        has_asked = any(verb_base(w) == base for w in words)
        has_verb = has_asked or any(_is_verb(w) for w in words)
        asked_here = has_asked or (not has_verb and carried)  # "and 18 on Sunday": the clause before's verb
        carried = asked_here
        if not inside:
            continue
        if asked_here:
            if _RATE.search(story, a, b):
                return []  # "cuts 14 sandwiches for each team. There are 2 teams": the rate's count is no other doing
            kept += inside
        elif has_verb:
            if _NOT_CUT.search(story, a, b) or len(inside) != 1:
                return []
            if joiner < a:
                cut.append((joiner, b, inside[0]))  # ", and on Monday he gave 5 to his cousin": the sentence's end stays
            else:
                end = b
                while end < len(story) and story[end] in ".!?;, \n":
                    end += 1
                cut.append((a, end, inside[0]))  # a sentence of its own, with its stop
        else:
            return []  # a number told by no verb at all: no sure reading
    if len(kept) < 2 or not cut:
        return []
    modifiers = {w for w in asked.kinds if w not in _ANAPHORS} - {thing}
    if any(not re.search(rf"\b{re.escape(w)}\b", story, re.IGNORECASE) for w in modifiers):
        return []  # "How many good apples did he pick?": a kind the story does not tell, a part of the whole told
    if thing and thing not in ("more", "fewer"):
        asked_forms = singulars(thing).union(*(singulars(w) for w in asked.compared))
        for n in kept:
            words = thing_words(text, n.end)
            if words and not singulars(words[-1]) & asked_forms and words[0].lower() not in _ANAPHORS:
                return []  # a number kept counts another thing than the one asked ("168 km ... how many litres")
    return cut
