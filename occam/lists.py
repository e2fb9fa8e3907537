"""A sum or a product of a list of numbers named in words: "add 12, 45 and 78", "What is the sum of 3.5, 7.25 and
10?", "multiply 4, 5 and 6", "the total of 120, 35.5 and 14.25" -> ``(12 + 45) + 78``; and the average of two:
"What's the average of 12 and 15?" -> ``(12 + 15) / average`` (2, the word's number: :mod:`occam.implied_numbers`),
and of three or four: "the average of 14, 22, 31 and 9" -> ``((14 + 22) + (31 + 9)) / average`` (4).

One operation of two numbers is the decoders' to read; a list of three or four is not, and the message writes the
whole calculation in words as plainly as "12 + 45 + 78" writes it in symbols. :func:`listed` reads it only where
the message's numbers are exactly the list's, in order, joined by commas and one "and", after the operation's name.
An average of three or four is three steps deep (a sum, then a quotient), more than one step of a two-layer
network computes: OccamNet computes it in two steps (``occam.generation.Generation._two_steps``). A story's list
asked for its average (:func:`story_average`: "scored 78, 85 and 92 on three tests. What is her average score?") is
read the same way, its count the written word ("three") or the one "average" implies; asked for its total
(:func:`story_total`: "scored 78, 85 and 91 on three tests. What is his total score?") the list's sum, the count set
apart.
"""
from __future__ import annotations

import re

from .asides import same_noun
from .notation import is_reference, quantities
from .numbers import Number, find_numbers
from .questions import asked
from .story_plans import Plan, Tree, relabel

_SUM = r"add(?:\s+up)?|sum(?:\s+up)?|(?:the\s+)?(?:sum|total)\s+of|(?:the\s+)?total\s+for"
_PRODUCT = r"multiply|(?:the\s+)?product\s+of"
_AVERAGE = r"(?:the\s+)?(?:average|mean)\s+of"
_NAMED = re.compile(rf"\b(?P<op>{_SUM}|{_PRODUCT}|{_AVERAGE})\s+(?:together\s+)?(?:the\s+numbers\s+)?"
                    # "add up my expenses for me: 12.40, 8.75, ...": what the list is, named before it
                    r"(?:(?:my|our|the|these|those|all\s+(?:of\s+)?(?:my|our|the|these|those))\s+[a-z]+(?:\s+[a-z]+)?\s*"
                    r"(?:for\s+me\s*)?[:\u2014-]\s*)?(?=[-\u2212$\u20ac\u00a3]?\d)",
                    re.IGNORECASE)
_COMMA = re.compile(r"\s*,\s*")
_AND = re.compile(r"\s*,?\s*(?:and|&)\s+")
_END = re.compile(r"\s*(?:together|altogether|in\s+total)?\s*,?\s*(?:for\s+me|please|pls|thanks?|thank\s+you)?\s*[?.!]*\s*$",
                  re.IGNORECASE)


def listed(text: str) -> Plan | None:
    """The plan of a sum or product of three or four numbers, or the average of two, named in words (see the
    module's docstring), or None."""
    m = _NAMED.search(text)
    numbers = find_numbers(text)
    if m is None or not 2 <= len(numbers) <= 4 or numbers[0].start not in (m.end(), m.end() + 1):
        return None
    for i, (a, b) in enumerate(zip(numbers, numbers[1:])):
        joint = _AND if i == len(numbers) - 2 else _COMMA
        if not joint.fullmatch(text, a.end, b.start):
            return None  # "12, 45 and 78": commas, then one "and" before the last
    if not _END.fullmatch(text, numbers[-1].end) or any(n.value < 0 for n in numbers):
        return None  # "add 3, 5 and 7 then double it", "30 percent": more than the list
    op = m["op"].lower()
    tree: Tree = ("x", 0)
    if re.match(r"(?:the\s+)?(?:average|mean)", op):
        word = re.search(r"average|mean", m[0], re.IGNORECASE)
        k = len(numbers)
        count = Number(float(k), m.start() + word.start(), m.start() + word.end(), word[0])
        total = _sum_tree(k)
        return Plan(("div", (total, ("x", k))), (*numbers, count), "share", "", implied=frozenset({k}))
    if len(numbers) < 3:
        return None  # one operation of two numbers: the decoders'
    name = "mul" if re.match(r"multiply|(?:the\s+)?product", op) else "add"
    return Plan(_sum_tree(len(numbers), name), tuple(numbers), "total", "")


def _sum_tree(k: int, name: str = "add") -> Tree:
    """``x0 + x1``, ``(x0 + x1) + x2`` or ``(x0 + x1) + (x2 + x3)`` (or the product): the list's numbers in order."""
    if k == 4:
        return (name, ((name, (("x", 0), ("x", 1))), (name, (("x", 2), ("x", 3)))))
    if k == 3:
        return (name, ((name, (("x", 0), ("x", 1))), ("x", 2)))
    return (name, (("x", 0), ("x", 1)))


_LISTED = re.compile(r"(?P<list>[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?(?:\s*,\s*[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?){0,2}\s*,?\s+and\s+"
                     r"[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?)")
_AVERAGE_ASKED = re.compile(r"\b(?:average|mean)\b", re.IGNORECASE)


def _of_one_unit(text: str, numbers: list[Number]) -> list[Number] | None:
    """The numbers of one sentence each followed by one unit ("42.5 kilometers on Saturday and 37.5 kilometers on
    Sunday"), in a sentence of no other number: a list told a clause apart; None otherwise."""
    units = [re.match(r"\s*([a-z]+)", text[n.end:], re.IGNORECASE) for n in numbers]
    if not 2 <= len(numbers) <= 4 or None in units or any(not same_noun(u[1], units[0][1]) for u in units):
        return None
    if any(re.search(r"[.!?;]\s", text[a.end:b.start]) for a, b in zip(numbers, numbers[1:])):
        return None
    return numbers


def _story_list(text: str, numbers: list[Number], at: int, least: int) -> tuple[list[Number], list[Number]] | None:
    """The one list of ``least`` to four numbers that the story before ``at`` tells ("78, 85 and 92") and the story's
    other numbers (at most the list's count in words, "three"); None where the story tells anything else."""
    lists = list(_LISTED.finditer(text, 0, at))
    if any(n.start >= at for n in numbers):
        return None
    if len(lists) == 1:
        listed_ = [n for n in numbers if lists[0].start() <= n.start < lists[0].end()]
    elif lists or (listed_ := _of_one_unit(text, numbers) or _of_one_unit(
            text, [n for n in numbers if not n.text.isalpha()])) is None:
        return None  # ("Over three days a bakery sold 42 loaves, 57 loaves and 36 loaves": the count in words apart)
    others = [n for n in numbers if n not in listed_]
    k = len(listed_)
    if not least <= k <= 4 or any(not n.value >= 0 for n in listed_):
        return None
    if others and not (len(others) == 1 and others[0].value == k and others[0].text.isalpha()):
        return None  # the one other number may be the list's count in words
    if [n.start for n in quantities(text) if n.start < at and n not in others] != [n.start for n in listed_]:
        return None  # another quantity of the story: not the list's alone ("Over three days": the count, no quantity)
    return listed_, others


def story_average(text: str) -> Plan | None:
    """The average of a list a story tells, asked by its name: "Maya scored 78, 85 and 92 on three tests. What is her
    average score?" -> ``((78 + 85) + 92) / three`` (the count written, "three", or else implied at "average"). The
    story's numbers are the list's (and its count); or None."""
    if len(text) > 300:
        return None
    request = asked(text)
    at = text.rfind(request)
    word = _AVERAGE_ASKED.search(request)
    if at <= 0 or word is None or re.search(r"\b(?:new|after|if|without|more)\b", request, re.I):
        return None
    numbers = find_numbers(text)
    in_question = [n for n in numbers if n.start >= at]  # "the average ... over those two days": the count, asked
    if len(in_question) > 1 or in_question and in_question[0].start < at + word.end():
        return None
    if (found := _story_list(text, [n for n in numbers if n.start < at], at, 2)) is None:
        return None
    listed_, others = found
    k = len(listed_)
    if in_question and (others or in_question[0].value != k):
        return None
    others = others or in_question
    count = others[0] if others else Number(float(k), at + word.start(), at + word.end(), word[0])
    order = sorted([*listed_, count], key=lambda n: n.start)
    slot = {id(n): i for i, n in enumerate(order)}
    total = relabel(_sum_tree(k), [slot[id(n)] for n in listed_])
    plan = Plan(("div", (total, ("x", slot[id(count)]))), tuple(order), "share", "",
                implied=frozenset() if others else frozenset({slot[id(count)]}))
    value = plan.value
    return plan if value is not None and value > 0 else None


_TOTAL_ASKED = re.compile(r"\b(?:total|altogether|in\s+all|combined|sum|all\s+together)\b", re.IGNORECASE)


# what follows each count of a list told on its occasions: "125 tonnes on Monday,", "85 after lunch and"
_OCCASION = r"(?:on|in|at|during|before|after|by|over|from)\s+(?:the\s+|a\s+|an\s+)?[a-z]+(?:\s+[a-z]+)?"
_ON_OCCASION = re.compile(rf"\s*(?P<unit>[a-z]+\s+)?(?P<occ>{_OCCASION})\s*(?P<end>,\s*(?:and\s+)?|,?\s+and\s+|[.!?;]|$)", re.IGNORECASE)
_HOW_MANY = re.compile(r"\bhow\s+(?:much|many)(?:\s+(?P<thing>[a-z]+))?", re.IGNORECASE)


def _on_occasions(text: str, numbers: list[Number], at: int) -> tuple[list[Number], str, list[str]] | None:
    """The three or four numbers of a story that tells one count on each of its occasions, one after the other in one
    sentence ("410 cups in the first hour, 385 in the second hour and 220 in the third"), the first with its unit and
    the others with the same or none, with that unit and the occasions' words; None where the story tells any other
    number."""
    story = [n for n in numbers if n.start < at]
    if not 3 <= len(story) <= 4 or len(story) != len(numbers) or [n.start for n in quantities(text) if n.start < at] != [
            n.start for n in story]:
        return None
    told = [_ON_OCCASION.match(text, n.end) for n in story]
    if None in told or told[0]["unit"] is None:
        return None
    unit = told[0]["unit"].strip()
    for i, m in enumerate(told):
        last = i == len(story) - 1
        if m.end() != story[i + 1].start if not last else not re.match(r"[.!?;]|$", m["end"]):
            return None
        if i > 0 and m["unit"] and not same_noun(m["unit"].strip(), unit):
            return None  # "6 hours, 5 km": no one thing counted
    occasions = [m["occ"].lower() for m in told]
    return (story, unit, occasions) if len(set(occasions)) == len(occasions) else None


def _all_asked(request: str, unit: str, occasions: list[str]) -> bool:
    """Whether the question asks how many (or how much) of the list's thing ``unit``, by its name or none, and names none
    of its ``occasions`` ("How many cups were handed out?", not "How many on Tuesday?")."""
    m = _HOW_MANY.search(request)
    if m is None or (m["thing"] and "many" in m[0].lower() and not same_noun(m["thing"], unit)
                     and m["thing"].lower() not in _VERB_NEXT):  # ("how much water" of litres: a measure's name)
        return False
    told = {w for occasion in occasions for w in re.findall(r"[a-z]+", occasion)}
    return not (told - _OCCASION_FUNCTION_WORDS) & {w.lower() for w in re.findall(r"[a-z]+", request, re.I)}


_VERB_NEXT = frozenset("were was did do does are is have has had got came went".split())  # "How many were ...": no noun
_OCCASION_FUNCTION_WORDS = frozenset("on in at during before after by over from the a an".split())


def story_total(text: str) -> Plan | None:
    """The sum of a list of three or four a story tells, asked as a total: "Max scored 78, 85, and 91 on three tests.
    What is his total score?" -> ``(78 + 85) + 91``, the count ("three") set apart; or None."""
    if len(text) > 300:
        return None
    request = asked(text)
    at = text.rfind(request)
    if at <= 0 or re.search(r"\b(?:average|mean|new|after|if|without|more|each|per|left|remain\w*|than)\b", request, re.I):
        return None
    numbers = [n for n in find_numbers(text) if not is_reference(text, n.start, n.end)]  # "in three games"
    if _TOTAL_ASKED.search(request):
        found = _story_list(text, numbers, at, 3)
    else:  # "120 napkins in the morning, 85 after lunch and 64 in the evening. How many napkins did she fold?"
        told = _on_occasions(text, numbers, at)
        found = None if told is None or not _all_asked(request, *told[1:]) else (told[0], [])
    if found is None:
        return None  # two: one step, the decoders'
    listed_, others = found
    k = len(listed_)
    order = sorted([*listed_, *others], key=lambda n: n.start)
    slot = {id(n): i for i, n in enumerate(order)}
    total = relabel(_sum_tree(k), [slot[id(n)] for n in listed_])
    return Plan(total, tuple(order), "total", "", apart=frozenset(slot[id(n)] for n in others))
