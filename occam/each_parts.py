"""Two amounts told of each one of a thing, and a count of those things: "Each gift box gets 4 candles and 2 soaps.
Maya packs 12 gift boxes. How many items does she pack?" -> ``(4 + 2) * 12``; "The team bought 15 footballs at $12.80
each and got a discount of $0.90 on each ball. How much did they pay?" -> ``(12.80 - 0.90) * 15``; "He fills each of
his 4 jugs with 1.5 liters of water, then pours 0.25 liters out of each jug. How much water is left in the jugs?" ->
``(1.5 - 0.25) * 4``.

MultiArith writes this two-step form often: a price less a discount on each one, a thing and its box, what one bag
gets of two kinds. :func:`each_parts` reads it where the story tells exactly three quantities
(:func:`occam.story_cues.story_quantities`), all before the question:

- a **count** of a thing: a whole number followed by the thing's name ("15 footballs", "12 gift boxes", "each of his
  4 jugs");
- two **amounts of each one** of that thing, each in a clause that says so: "each", "every" or "per" and the thing's
  name ("on each ball": a football is a ball where the clause names it so, see below), a clause that opens with "Each
  gift box" (both amounts of it: "gets 4 candles and 2 soaps"), "each of his 4 jugs", or an amount followed by
  "each" in the clause that tells the count ("15 footballs at $12.80 each");
- the second amount **taken off** the first where its words say so ("discount", "off", "less", "out of each", "from
  each", "broken") and it has its own "each"/"per" and the thing's name; **added** to it only where one clause opened
  by "Each <thing>" gives both, joined by "and" with no verb of their own ("gets 4 candles and 2 soaps"); anything
  else is no plan (a rate times a count plus one more amount is another reader's).

The question asks an amount ("How much", "How many") and not for each one ("How much does each cost?"), a difference
or a comparison; where the two amounts count two things ("4 candles and 2 soaps"), it does not ask for one of them
alone ("How many candles?": ``4 * 12``). A clause whose "each" names another thing ("a hat costs $8 each" beside "3
shirts") is no amount of each shirt; the thing of "on each ball" must be the count's own name or its last word.
"""
from __future__ import annotations

import re

from .asides import singulars, thing_words, words_after
from .numbers import Number, is_money
from .questions import asked
from .step_words import HOW_MUCH
from .story_cues import story_quantities
from .story_plans import Plan

_CLAUSE_END = re.compile(r"[.;!?](?:\s|$)|,\s*(?:then|and\s+then|but|so)\b|\s+(?:then|but)\s+", re.IGNORECASE)
_EACH_THING = re.compile(r"\b(?:each|every|per|for\s+each|on\s+each|from\s+each|out\s+of\s+each)\s+(?:of\s+(?:the|his|her"
                         r"|their|its|my|our|these|those)\s+(?:\d+\s+)?)?(?:[a-z]+\s+){0,1}?(?P<thing>[a-z]+)\b", re.IGNORECASE)
_EACH_THING_LATER = re.compile(r"\s*(?:[a-z]+\s+){1,3}?" + _EACH_THING.pattern, re.IGNORECASE)  # "dollars on each ball"
_EACH_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:each|apiece|a\s+piece)\b(?!\s*(?!(?:and|then|but)\b)[a-z])",
                         re.IGNORECASE)
_OPENS_EACH = re.compile(r"^\s*(?:and\s+)?(?:each|every)\s+(?:[a-z]+\s+){0,2}?(?P<thing>[a-z]+)"
                         r"(?:\s+(?:at|in|from|for)\s+(?:the|a|an|this|our|my|his|her|their)\s+[a-z]+)?\s+(?:gets?|got|has|had|holds?|held"
                         r"|contains?|contained|needs?|needed|uses?|used|takes?|took|is\s+given|was\s+given|comes?\s+with"
                         r"|came\s+with|weighs?|weighed|costs?|is|was|measures|measured)\b", re.IGNORECASE)
# the two amounts' own container after them: "7 goldfish and 5 guppies in each of its 9 tanks", "... into each box"
_IN_EACH_AFTER = re.compile(r"\s+(?:[a-z-]+\s+)?(?:in|into|inside|on|per|for)\s+(?:each|every)\s+(?:of\s+(?:the|its|his|her"
                            r"|their|my|our|these|those)\s+(?:\d+\s+)?)?(?:[a-z]+\s+)?(?P<thing>[a-z]+)\b", re.IGNORECASE)
# a question that tells the count last: "How many pieces are there in 6 kits?", "How much do 4 boxes cost?"
_COUNT_ASKED_IN = re.compile(r"\b(?:in|for|of)\s+\d+\s+(?:[a-z]+\s+)?[a-z]+\s*\??\s*$|\bhow\s+much\s+(?:do|does|would|will)\s+\d+\s+[a-z]+"
                             r"\s+(?:cost|weigh)(?:\s+(?:at|with|after|on)\s+[^?.!\d]{1,30})?\s*\??\s*$", re.IGNORECASE)
_TOTAL_OF = re.compile(r"\bwhat\s+(?:is|was|will\s+be)?\s*(?:the\s+)?total\s+(?:length|weight|cost|amount|distance|number)\b",
                       re.IGNORECASE)  # "What total length of wood is in the shelf?"
# one of the thing priced, the count asked after: "A sweater normally costs $40", "One ticket is $12"
_OPENS_ONE = re.compile(r"^\s*(?:a|an|one)\s+(?:[a-z]+\s+)??(?P<thing>(?!normally|usually|regularly)[a-z]+)\s+(?:normally\s+|usually\s+|regularly\s+)?"
                        r"(?:costs?|is|sells\s+for|goes\s+for)\s+(?:about\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)
_OFF_AFTER = re.compile(r"\s*(?:dollars?\s+|euros?\s+|pounds?\s+)?off\b", re.IGNORECASE)  # "is $8.50 off"
_TAKEN_OFF = re.compile(r"\b(?:discount|discounted|off|less|cheaper|reduced|refund\w*|coupon|rebate|out\s+of\s+each"
                        r"|from\s+each|broken|missing|spilled|spilt|poured\s+out|pours\s+out|drank|drinks|ate|eats|lost)\b",
                        re.IGNORECASE)
# a verb of a clause's own: "18 seats were left empty", "5 more students ride with the teacher"
_VERB = re.compile(r"\b(?:is|are|was|were|has|have|had|get|gets|got|ride|rides|rode|left|sit|sits|sat|stay|stays|stayed"
                   r"|come|comes|came|go|goes|went|adds?|added|brings?|brought|buys?|bought|takes?|took|gives?|gave)\b",
                   re.IGNORECASE)
_NOT_ASKED = re.compile(r"\b(?:each|per|every|apiece|one|more|fewer|than|times|difference|average|save[ds]?|saving"
                        r"|change|profit|percent)\b|%", re.IGNORECASE)
_NOT_TOLD = re.compile(r"\b(?:percent|per\s*cent|half|twice|double|triple|dozen|than|instead|if)\b|%", re.IGNORECASE)


def _clause(text: str, n: Number) -> tuple[int, int]:
    """The clause around the number ``n``: from the last break before it to the next after it."""
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, n.start)), default=0)
    after = _CLAUSE_END.search(text, n.end)
    return start, after.start() if after else len(text)


def _count_of(text: str, n: Number) -> frozenset[str] | None:
    """The forms of the thing the whole number ``n`` counts ("15 footballs" -> football, ball is its last word's), or
    None where it counts nothing named or is money."""
    if n.value != int(n.value) or n.decimals or is_money(text, n):
        return None
    words = thing_words(text, n.end)
    if not words:
        return None
    forms = set()
    for w in words:
        forms |= singulars(w)
    return frozenset(forms)


def _own_each(text: str, n: Number, thing: frozenset[str]) -> bool:
    """Whether "each", "every", "per" or "a" and the counted thing's name follow the amount ``n`` within its few words
    ("$0.90 on each ball", "1.5 liters per bottle", "0.25 liters from each bottle"): an amount of each one."""
    m = _EACH_THING.match(text, n.end) or _EACH_THING_LATER.match(text, n.end)
    if m is None or re.search(r"[.,;!?]", m[0]):
        return False
    named = singulars(m["thing"])
    if m["thing"].lower() == "one" and re.search(r"\beach\s+one\b", m[0], re.IGNORECASE):
        return any(re.search(rf"\b{re.escape(t)}s?\b", text[:n.start], re.IGNORECASE) for t in thing)  # "off each one"
    return bool(named & thing) or any(len(f) >= 4 and t.endswith(f) for f in named for t in thing)


def _priced_each(text: str, n: Number, count: Number, thing: frozenset[str]) -> bool:
    """Whether ``n`` is the price or amount of each one of the count's thing: its own "each"/"per" and the thing,
    "each" after it in the clause that tells the count ("15 footballs at $12.80 each"), or a sentence that opens with
    "Each <thing>" ("Each ball costs $12.80")."""
    if _own_each(text, n, thing):
        return True
    start, end = _clause(text, n)
    if start <= count.start < end and count.end < n.start and _EACH_AFTER.match(text, n.end):
        return True
    if re.search(rf"\beach\s+of\s+(?:the|his|her|their|its|my|our|these|those)\s+{re.escape(count.text)}\b",
                 text[start:n.start], re.IGNORECASE):
        return True  # "fills each of his 4 jugs with 1.5 liters"
    opens = _OPENS_EACH.match(text[start:n.start]) or _OPENS_ONE.match(text[start:n.start])
    return opens is not None and bool(singulars(opens["thing"]) & thing) and count.start not in range(start, n.start)


def _two_kinds_of_each(text: str, a: Number, b: Number, thing: frozenset[str]) -> bool:
    """Whether ``a`` and ``b`` are the two kinds a clause opened by "Each <thing>" gives each one, joined by "and" and
    told to the clause's end ("Each gift box gets 4 candles and 2 soaps."), no verb of their own between or after."""
    start, end = _clause(text, a)
    opens = _OPENS_EACH.match(text[start:a.start])
    if opens is not None and (not singulars(opens["thing"]) & thing or not start <= b.start < end):
        return False
    joined = re.fullmatch(r"\s+(?:[a-z-]+\s+){0,3}?(?:,\s*)?and\s+", text[a.end:b.start], re.IGNORECASE)
    if opens is None and joined is not None and (each := _IN_EACH_AFTER.match(text, b.end)) is not None and (
            singulars(each["thing"]) & thing) and not _VERB.search(text[a.end:b.start]):
        return True  # "puts 7 goldfish and 5 guppies in each of its 9 tanks", "... in each tank"
    if opens is None:
        return False
    after = re.fullmatch(r"\s*(?:[a-z-]+\s*){0,4}", text[b.end:end], re.IGNORECASE)
    return (joined is not None and after is not None and not _VERB.search(text[a.end:b.start])
            and not _VERB.search(text[b.end:end]))


def _one_kind_asked(text: str, a: Number, b: Number, request: str) -> bool:
    """Whether the question names a word of one amount's thing that the other's lacks ("candles" of "4 candles and 2
    soaps", "white" of "12 brown eggs and 18 white eggs"): that kind alone asked."""
    words_a, words_b = ({f for w in words_after(text, n.end) for f in singulars(w)} for n in (a, b))
    asked_words = {f for w in re.findall(r"[a-z]+", request.lower()) for f in singulars(w)}
    return bool(asked_words & (words_a ^ words_b))


def each_parts(text: str) -> Plan | None:
    """``(a + b) * count`` or ``(a - b) * count`` for two amounts of each one of a counted thing (see the module's
    docstring), or None where the story is not wholly of that form."""
    if len(text) > 400 or _NOT_TOLD.search(text):
        return None
    request = asked(text)
    at = text.rfind(request)
    numbers = story_quantities(text)
    if at <= 0 or len(numbers) != 3 or any(not n.value > 0 for n in numbers):
        return None
    late = [i for i, n in enumerate(numbers) if n.start >= at]
    if late and (late != [2] or not _COUNT_ASKED_IN.search(request)):
        return None  # only the count may come in the question: "How many pieces are there in 6 kits?"
    if not (HOW_MUCH.search(request) or _TOTAL_OF.search(request)) or _NOT_ASKED.search(request):
        return None
    found = []
    for i, count in enumerate(numbers):
        thing = _count_of(text, count)
        if thing is None or (late and i != 2):
            continue
        a, b = (n for j, n in enumerate(numbers) if j != i)
        if _two_kinds_of_each(text, a, b, thing):
            found.append((i, a, b, "add"))
        elif _priced_each(text, a, count, thing) and (_own_each(text, b, thing) or late and _OFF_AFTER.match(text, b.end)) and _TAKEN_OFF.search(
                text[max(0, b.start - 40):b.start] + text[b.end:b.end + 40]):
            found.append((i, a, b, "sub"))  # "a discount of $0.90 on each ball", "drinks 0.25 liters from each bottle"
    if len(found) != 1:
        return None  # none, or two counts each read: no sure reading
    i, a, b, op = found[0]
    if op == "sub" and re.search(r"\b(?:normal|regular|usual|full|original|old|list)\s+price\b", request, re.IGNORECASE):
        return None  # "How much would 3 sweaters cost at the normal price?": the price before the money off
    if op == "add" and _one_kind_asked(text, a, b, request):
        return None  # "4 candles and 2 soaps ... How many candles?", "12 brown eggs and 18 white eggs ... How many white
    ia, ib = (j for j in range(3) if j != i)  # (the story's quantities are in the text's order)
    plan = Plan(("mul", ((op, (("x", ia), ("x", ib))), ("x", i))), tuple(numbers), "total", "")
    return plan if plan.value is not None and plan.value > 0 else None
