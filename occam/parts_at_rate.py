"""Two parts of one kind, then a rate for each unit of them: "Omar worked 7.5 hours on Monday and 6.25 hours on
Tuesday. He earns $18 per hour. How much did he earn on those two days?" -> ``(7.5 + 6.25) * 18``.

MultiArith writes this two-step form often, and people do: "A bookshop sold 45 books on Friday and 37 on Saturday.
Each book cost $8.50. How much money did the shop take?". :func:`parts_at_rate` reads it where

- the story's first two numbers count one thing side by side, the second perhaps without its unit ("45 books on
  Friday and 37 on Saturday"), with no change, comparison or third count;
- the third is a rate for each unit of that thing, told after them: "$18 per hour", "Each book cost $8.50", "at
  2.40 a kilogram";
- the question asks for the whole the rate makes ("How much did he earn", "How much money", "How many pages")
  and not for the parts, a difference or what is left.
"""
from __future__ import annotations

import re

from .asides import thing_words, singulars
from .notation import is_article, is_reference
from .numbers import CURRENCY, find_numbers, is_money
from .plan_words import TO_FILL
from .questions import asked
from .story_cues import story_quantities
from .story_words import LOSS
from .step_words import ASKED_THING
from .story_plans import Plan

# a verb that takes a part away: "bought 8 boxes ... and gave 3 boxes to his brother" (LOSS wants "gave ... to")
_TAKEN_AWAY = re.compile(r"\b(?:gave|gives|give|sold|sells|lost|loses|ate|eats|used|uses|spent|broke|returned|donated|threw)\b", re.IGNORECASE)

_PER = re.compile(r"\s*(?:[a-z]+\s+)?(?:per|an?|each|every|for\s+each|for\s+every)\s+([a-z]+)\b", re.IGNORECASE)
# a rate told first, its unit a few words on: "0.15 liters of water each minute"
_PER_FIRST = re.compile(r"\s*(?:[a-z]+\s+){0,4}?(?:per|an?|each|every)\s+([a-z]+)\b", re.IGNORECASE)
_EACH_COSTS = re.compile(rf"\b(?:each|every|one|a|an)\s+([a-z]+(?:-[a-z]+)?)\s+(?:costs?|cost|was|is|sells?\s+for|sold\s+for|went\s+for|goes\s+for"
                         rf"|pays?|paid|earns?|earned|weighs?|weighed|holds?|held|takes?|took|has|have|contains?|carries|carried|brings|brought"
                         rf"|needs|needed)\s+(?:about\s+)?"
                         rf"[{CURRENCY}]?\s?$", re.IGNORECASE)
_NOT_READ = re.compile(r"\b(?:than|times|twice|half|more|less|fewer|left|remain\w*|change|difference|each\s+of|per\s*cent"
                       r"|percent|profit|average|discount|tip|fee|plus|extra|additional|first|save[ds]?|spent|spend)\b|%",
                       re.IGNORECASE)
_OF_STUFF = re.compile(r"\s*[a-z]+\s+of\s+(?:the\s+)?([a-z]+)", re.IGNORECASE)  # "3 kg of apples"
_EACH_BARE = re.compile(r"\s*(?:each|apiece|a\s+piece)\b(?!\s+[a-z]+\s+(?:has|have|is|was))", re.IGNORECASE)
# a service done once to each thing counted, priced by itself: "Each wash cost $6.50" of the cars that came
_SERVICE = re.compile(r"wash|haircut|cut|trim|tune-up|inspection|checkup|check-up|oil\s+change", re.IGNORECASE)
_HOW_MUCH_ASKED = re.compile(r"\bhow\s+much\b", re.IGNORECASE)  # the amount the service price makes
_WHOLE_ASKED = re.compile(r"\bhow\s+(?:much|many)\b", re.IGNORECASE)


def _unit(text: str, end: int) -> frozenset[str]:
    words = thing_words(text, end)
    return singulars(words[0]) if words else frozenset()


def parts_at_rate(text: str) -> Plan | None:
    """``(a + b) * rate`` for two parts of one kind and a rate per unit of them (see the module's docstring), or
    None where the story is not wholly of that form."""
    request = asked(text)
    at = text.rfind(request)
    numbers = [n for n in find_numbers(text)  # "those two days", "on one wall and ... on another"
               if not is_reference(text, n.start, n.end) and not is_article(text, n.start, n.end)]
    if at < 0 or len(numbers) != 3 or any(n.start >= at for n in numbers) or any(not n.value > 0 for n in numbers):
        return None
    if [n.start for n in story_quantities(text)] != [n.start for n in numbers]:
        return None
    a, b, rate = numbers
    if TO_FILL.search(request):
        return None  # "holds 50 liters, and it has 18 in it now ... to fill the tank?": a capacity and what is in it
    more = re.match(r"\s+more\b", text[b.end:], re.IGNORECASE)  # "8 rows on Saturday and 5 more rows on Sunday": a part
    checked = text[:b.end] + " " * len(more[0]) + text[b.end + len(more[0]):] if more else text
    checked = re.sub(r"\b(?:the|its|her|his|their)\s+(?:first|second|third|last)\s+[a-z]+", " ", checked, flags=re.IGNORECASE)
    if _NOT_READ.search(checked):  # ("at the first stop and ... at the second stop": which, no first step)
        return None
    first = _PER_FIRST.match(text, a.end)
    if first and not re.search(r"[.!?;]", first[0]) and singulars(first[1]) & _unit(text, b.end) and singulars(
            first[1]) & (_unit(text, rate.end) or _unit(text, b.end)):
        return _rate_first(text, numbers, request)  # "wastes 0.15 liters each minute. It leaked 45 minutes ... and 30"
    between = text[a.end:b.start]
    if not _WHOLE_ASKED.search(request) or not re.search(r"\band\b", between) or re.search(r"[.;!?]", between):
        return None  # the two parts told side by side in one sentence
    verb_a = re.search(r"\b([a-z]+)\s+$", text[:a.start])
    parallel = verb_a is not None and re.fullmatch(rf"\s+(?:[a-z]+\s+){{0,2}}?and\s+[A-Z][a-z]+\s+{verb_a[1]}\s+", between)
    if (LOSS.search(between) or _TAKEN_AWAY.search(between)) and not parallel:
        return None  # "bought 8 boxes ... and gave 3 boxes to his brother": a part taken away, not added ("Jenna sold
        # 34 muffins and Theo sold 26": one verb of two sellers, side by side)
    unit, unit_b = _unit(text, a.end), _unit(text, b.end)
    if not unit or (unit_b and not unit_b & unit):
        return None  # "45 books ... and 37 on Saturday": the second may leave its unit unsaid, never name another
    stuff_a, stuff_b = _OF_STUFF.match(text, a.end), _OF_STUFF.match(text, b.end)
    if stuff_a and stuff_b and singulars(stuff_a[1]) != singulars(stuff_b[1]) or stuff_b and not stuff_a:
        return None  # "3 kg of apples and 2 kg of pears": two things measured alike
    if re.match(r"\s+of\s+(?:them|these|those|the|it)\b", text[b.end:], re.IGNORECASE):
        return None  # "120 seats ..., and 35 of them stayed empty": a part of the first, no second part
    per = _PER.match(text, rate.end)
    each = _EACH_COSTS.search(text, 0, rate.start)
    rate_unit = singulars(per[1]) if per else singulars(each[1]) if each else frozenset()
    if not rate_unit and _EACH_BARE.match(text, rate.end) and re.search(rf"\bat\s+[{CURRENCY}]?$", text[:rate.start]):
        rate_unit = unit  # "45 coffees on Monday and 38 on Tuesday at $3.20 each": each of the parts' unit
    if each and not per and _SERVICE.fullmatch(each[1]) and _HOW_MUCH_ASKED.search(request):
        rate_unit = unit  # "23 cars came ... Each wash cost $6.50. How much money ...": one service of each one counted
    if not rate_unit & unit or b.end > (each.start() if each and not per else rate.start):
        return None  # the rate is per unit of the parts, told after them
    asked_unit = ASKED_THING.search(request)
    if asked_unit and singulars(asked_unit[1]) & unit:
        return None  # "How many books ...?" asks for the parts, not what the rate makes of them
    found = Plan(("mul", (("add", (("x", 0), ("x", 1))), ("x", 2))), tuple(numbers), "total", "")
    return found if found.value is not None and found.value > 0 else None


def _rate_first(text: str, numbers: list, request: str) -> Plan | None:
    """``rate * (a + b)`` for a rate told first of a unit ("0.15 liters of water each minute") and two parts of that
    unit told after it, side by side in one sentence ("for 45 minutes in the morning and 30 minutes at night"); the
    question asks what the rate makes, not the parts ("How many liters"), or None."""
    rate, a, b = numbers
    between = text[a.end:b.start]
    if not re.search(r"\band\b", between) or re.search(r"[.;!?]", between) or LOSS.search(between) or _TAKEN_AWAY.search(
            between) or not re.search(r"[.;!?]", text[rate.end:a.start]):
        return None  # the parts in a sentence of their own, after the rate's
    unit, unit_b = _unit(text, a.end), _unit(text, b.end)
    if is_money(text, a) or is_money(text, b) or (unit_b and not unit_b & unit) or re.match(r"\s+of\b", text[b.end:]):
        return None  # "worked 8 hours and paid $18.40", "and 19 of the pages jam": no second part of the rate's unit
    if re.search(r"\band\s+[A-Z][a-z]+\b", between):
        return None  # "Jin parked for 6 hours and Bo parked for 4": two people's, the question may ask one
    stuff_a, stuff_b = _OF_STUFF.match(text, a.end), _OF_STUFF.match(text, b.end)
    if stuff_a and stuff_b and singulars(stuff_a[1]) != singulars(stuff_b[1]) or stuff_b and not stuff_a:
        return None  # "7 boxes of pencils and 13 boxes of crayons": two things'
    if not unit_b and not re.fullmatch(r"\s+(?:[a-z]+\s+){0,4}?(?:,\s*)?and\s+", between):
        return None  # a bare second part only right after "and": "45 minutes in the morning and 30 at night"
    asked_unit = ASKED_THING.search(request)
    if asked_unit and singulars(asked_unit[1]) & unit:
        return None  # "How many minutes ...?" asks for the parts
    found = Plan(("mul", (("x", 0), ("add", (("x", 1), ("x", 2))))), tuple(numbers), "total", "")
    return found if found.value is not None and found.value > 0 else None
