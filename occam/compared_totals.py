"""Two people's totals compared, one of them told in parts: "Mark collected 48 cans. Ella collected 25 cans on Monday
and 13 cans on Tuesday. How many fewer cans did Ella collect than Mark?" -> ``48 - (25 + 13)``.

SVAMP writes this two-step form: the question asks "how many more (fewer, less) <things> did A <verb> than B"; each
sentence of the story opens with one of the two names (or a pronoun of the last one) and tells that person's counts of
the thing asked; a person's total is the sum of that person's counts. The answer is the larger total less the smaller,
in the order the question's word asks (a negative answer is a misreading). Three or four numbers, each of the thing
asked (or with its thing left out after one that names it: "25 cans on Monday and 13 on Tuesday"), every one read; a
change, a rate, a relation or a part ("gave", "each", "twice", "of them") is None, and so is a story where no person
has two parts (one step, :mod:`occam.one_step`'s).
"""
from __future__ import annotations

import re

from .asides import singulars, thing_words
from .notation import quantities
from .questions import asked
from .story_plans import Plan, left_sum

_ASKED = re.compile(r"^\W*how\s+(?:many|much)\s+(?P<w>more|fewer|less)\s+(?P<t>[a-z]+)\s+(?:did|does|do|has|had|have|was|were)"
                    r"\s+(?P<a>[A-Z][a-z]+)\s+(?:[a-z]+\s+){1,2}?than\s+(?P<b>(?:his|her|their)\s+[a-z]+|[A-Z][a-z]+)\b",
                    re.IGNORECASE)  # "than Mark", "than his sister"
_PRONOUN = re.compile(r"^\s*(?:he|she|they|then\s+(?:he|she|they))\b", re.IGNORECASE)
_NAME = re.compile(r"^\s*(?:then\s+|later\s+|and\s+)?(?P<n>(?:His|Her|Their)\s+[a-z]+|[A-Z][a-z]+)\b")
# words of another step than a sum of parts
_OTHER = re.compile(r"\b(?:gave|gives|give|lost|loses|sold|sells|spent|spends|ate|eats|left|remain\w*|more|fewer|less|than"
                    r"|twice|(?<!first\s)(?<!second\s)half|times|double|triple|each|every|per|apiece|of\s+them|of\s+those|some|together|both"
                    r"|percent|shared?|split|kept|keeps|took|takes|broke|threw|used|uses)\b|%", re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?]+(?:[.!?](?!\d)|$)")


def compared_total(text: str) -> Plan | None:
    """``total(A) - total(B)`` (or ``B - A``) for the question's two people, each total the sum of that person's counts
    (see the module docstring), or None."""
    if len(text) > 500:
        return None
    request = asked(text)
    at = text.rfind(request)
    m = _ASKED.match(request)
    if at <= 0 or m is None or m["a"] == m["b"] or _OTHER.search(text[:at]):
        return None
    numbers = quantities(text)
    if not 3 <= len(numbers) <= 4 or any(n.start >= at or not n.value > 0 for n in numbers):
        return None
    thing = singulars(m["t"])
    sides: dict[str, list[int]] = {m["a"].lower(): [], m["b"].lower(): []}
    who = None
    for s in _SENTENCE.finditer(text, 0, at):
        name = _NAME.match(s[0])
        if name is not None and name["n"].lower() in sides:
            who = name["n"].lower()
        elif _PRONOUN.match(s[0]) is None:
            who = None  # a sentence of no one of the two, or of a third: its numbers are no one's read
        named = False
        for i, n in enumerate(numbers):
            if not s.start() <= n.start < s.end():
                continue
            words = thing_words(text, n.end)
            own = bool(words) and bool(singulars(words[-1]) & thing or singulars(words[0]) & thing)
            bare = not words or words[0].lower() in ("on", "in", "at", "during", "last", "this", "yesterday", "today")
            if who is None or not (own or bare and named):
                return None  # a number of someone else, or of another thing
            named = named or own
            sides[who].append(i)
    if sorted(i for v in sides.values() for i in v) != list(range(len(numbers))) or not all(sides.values()):
        return None
    if max(len(v) for v in sides.values()) < 2:
        return None  # one count each: one step
    a, b = (left_sum([("x", i) for i in sides[m[k].lower()]]) for k in ("a", "b"))
    tree = ("sub", (a, b)) if m["w"].lower() == "more" else ("sub", (b, a))
    found = Plan(tree, tuple(numbers), "step", "")
    value = found.value
    return found if value is not None and value > 0 else None
