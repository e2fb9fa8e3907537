"""The perimeter or area of a square, a rectangle or a triangle, and a side from the perimeter: "A rectangle is 7.5
cm long and 4 cm wide. What is its perimeter?" -> ``(7.5 + 4) * 2``.

A shape's rule needs a number the text does not write: the 4 sides of a square, the 2 of each side of a rectangle
(:func:`occam.abstention.unwritten_number` declines them). :func:`shape` writes the rule's tree over the written
numbers and that number, an input at the word that implies it ("square": 4 sides, "rectangle": 2 of each; see
:mod:`occam.implied_numbers`): a square's perimeter ``side * 4`` and area ``side * side``, a rectangle's perimeter
``(length + width) * 2`` and area ``length * width``, a rectangle's other side ``perimeter / 2 - side`` or ``area /
side``, a square's side ``perimeter / 4``, a
triangle's perimeter ``a + b + c`` and third side ``perimeter - a - b``, an isosceles triangle's equal side
``(perimeter - base) / 2``. The question must ask the perimeter,
the area, the way around ("How much fence ...?") or the missing side, the text name one shape, its numbers be
exactly the rule's, in one unit; anything else is None.
"""
from __future__ import annotations

import re

from .abstention import mixed_units
from .numbers import Number, find_numbers
from .questions import asked
from .story_plans import Plan, relabel

_SHAPE = re.compile(r"\b(square|rectangle|rectangular|oblong|triangle|triangular)\b(?!\s+(?:roots?|numbers?|metres?"
                    r"|meters?|feet|foot|cm|centimet(?:re|er)s?|km|kilomet(?:re|er)s?|inch(?:es)?|yards?|miles?|m)\b)",
                    re.IGNORECASE)
_PERIMETER = re.compile(r"\b(?:perimeter|around|round|fence|fencing|border|edging|trim|frame)\b", re.IGNORECASE)
_AREA = re.compile(r"\barea\b|\bsquare\s+(?:metres?|meters?|feet|foot|cm|centimet(?:re|er)s?|inch(?:es)?|yards?|km|m)\b",
                   re.IGNORECASE)
_EQUILATERAL = re.compile(r"\bequilateral\b", re.IGNORECASE)
_SIDE_ASKED = re.compile(r"\b(?:width|length|how\s+(?:wide|long)|third\s+side|other\s+side|the\s+side|each\s+side"
                         r"|how\s+many\s+(?:[a-z]+\s+){1,2}?(?:wide|long))\b",  # "How many meters wide is the rug?"
                         re.IGNORECASE)
_TOLD_PERIMETER = re.compile(r"\bperimeter\s+(?:of\s+(?:an?|the|its|this|that|my|our|his|her)\s+(?:[a-z]+\s+){1,3}?"
                             r"(?:is|was|measures)|of|is|was|measures)\s+(?:about\s+)?$", re.IGNORECASE)
_UNIT = r"(?:m|cm|mm|km|metres?|meters?|feet|foot|ft|inch(?:es)?|yards?|yd)"
# a rectangle told by its length and width, its name left out: "15 meters long and 8 meters wide", "6 m by 4.5 m"
_DIMENSIONS = re.compile(rf"\d\s*{_UNIT}?\s+(?:long|in\s+length)\s+and\s+\d[\d.]*\s*{_UNIT}?\s+(?P<w>wide|in\s+width)\b"
                         rf"|\blength\s+of\s+\d[\d.]*\s*{_UNIT}?\s+and\s+an?\s+(?P<w2>width)\s+of\s+\d"
                         rf"|\d\s*{_UNIT}\s+(?P<by>by|x|\u00d7)\s+\d[\d.]*\s*{_UNIT}\b", re.IGNORECASE)
# "one side", "each of its sides": no number of the shape's
_ONE_SIDE = re.compile(r"\s+(?:side|of\s+(?:its|the)\s+sides)\b", re.IGNORECASE)


# a regular polygon and its count of sides: "A regular hexagon has a perimeter of 75 cm"
_REGULAR = re.compile(r"\bregular\s+(pentagon|hexagon|heptagon|octagon|nonagon|decagon)(?:al)?\b", re.IGNORECASE)
_SIDES = {"pentagon": 5, "hexagon": 6, "heptagon": 7, "octagon": 8, "nonagon": 9, "decagon": 10}


def shape(text: str) -> Plan | None:
    """The rule of the one shape ``text`` names, over its numbers (see the module docstring), or None."""
    if len(text) > 400 or mixed_units(text):
        return None
    if _REGULAR.search(text):
        return _regular(text)
    shapes = {m[1].lower() for m in _SHAPE.finditer(text)}
    kinds = {"square" if s == "square" else "triangle" if s.startswith("triang") else "rectangle" for s in shapes}
    dimensions = _DIMENSIONS.search(text) if not kinds else None
    if dimensions is not None:  # "A garden is 15 meters long and 8 meters wide": a rectangle by its sides
        kinds = {"rectangle"}
    numbers = [n for n in find_numbers(text) if not (n.text.lower() == "one" and _ONE_SIDE.match(text, n.end))]
    numbers = [n for n in numbers if not _counts_the_sides_listed(text, n, numbers)]
    request = asked(text)
    if kinds == {"triangle"} and (equal := _equal_sides(text, numbers, request)) is not None:
        return equal
    if any(re.match(r"\s+(?:equal\s+|of\s+its\s+|other\s+)?sides?\b", text[n.end:], re.IGNORECASE) and n.text.isalpha()
           for n in numbers):
        return None  # "two equal sides of 11 inches": a count of sides, no length
    if len(kinds) != 1 or not 1 <= len(numbers) <= 3 or any(not n.value > 0 for n in numbers):
        return None
    if re.search(r"\b(?:each(?!\s+side)|every|per|times|cost|costs|price|rows?|tiles|cm2|m2|volume|cube|than|twice|half"
                 r"|double)\b",
                 text, re.IGNORECASE):
        return None  # a price per metre, tiles, a count of shapes, a relation of the sides: more than the rule
    told_area = re.search(r"\barea\s+(?:of|is|was|measures)\s+(?:about\s+|exactly\s+)?\d", text, re.I)
    if kinds == {"square"} and len(numbers) == 1 and told_area and told_area.end() - 1 == numbers[0].start:
        x = [("x", 0), ("x", 1)]
        if _PERIMETER.search(request):  # sqrt(A) * 4: the 4 at the word "square"
            return _plan([numbers[0], _word(text, r"\bsquare\b", 4)], ("mul", (("sqrt", (x[0],)), x[1])), implied={1})
        if _SIDE_ASKED.search(request) and not _AREA.search(request):
            return _plan([numbers[0]], ("sqrt", (x[0],)))  # a side of a square of area A
        return None
    areas = [n for n in numbers if told_area and told_area.end() - 1 == n.start
             or _AREA.match(text, n.end + 1) or _AREA.match(text, n.end)]
    if kinds == {"rectangle"} and len(numbers) == 2 and len(areas) == 1 and _SIDE_ASKED.search(request) and not (
            _AREA.search(request) or _PERIMETER.search(request)):
        area_n = areas[0]  # a rectangle's other side from its area and one side: area / side
        side_n = next(n for n in numbers if n is not area_n)
        return _plan([area_n, side_n], ("div", (("x", 0), ("x", 1))))
    if told_area or areas:
        return None  # an area told ("an area of 84 square feet"): a side from it is more than the rule
    kind = kinds.pop()
    told = [n for n in numbers if _TOLD_PERIMETER.search(text, max(0, n.start - 60), n.start)]
    sides = [n for n in numbers if n not in told]
    perimeter = _PERIMETER.search(request) is not None
    area = _AREA.search(request) is not None and not perimeter
    x = [("x", i) for i in range(4)]
    if told and kind == "square" and not sides and area and len(told) == 1:  # (P / 4) * (P / 4)
        side = ("div", (x[0], x[1]))
        return _plan([told[0], _word(text, r"\bsquare\b", 4)], ("mul", (side, side)), implied={1})
    if told:
        if len(told) != 1 or not _SIDE_ASKED.search(request) or perimeter or area:
            return None
        p = told[0]
        if kind == "rectangle" and len(sides) == 1:  # P / 2 - side: the 2 at the word "perimeter"
            two = _word(text, r"\bperimeter\b", 2)
            return _plan([p, sides[0], two], ("sub", (("div", (x[0], x[2])), x[1])), implied={2})
        if kind == "triangle" and len(sides) == 2:
            return _plan([p, *sides], ("sub", (("sub", (x[0], x[1])), x[2])))
        if kind == "triangle" and not sides and _EQUILATERAL.search(text):  # P / 3: the 3 at "equilateral"
            return _plan([p, _word(text, _EQUILATERAL.pattern, 3)], ("div", (x[0], x[1])), implied={1})
        if kind == "square" and not sides:  # P / 4: the 4 at the word "square"
            return _plan([p, _word(text, r"\bsquare\b", 4)], ("div", (x[0], x[1])), implied={1})
        return None
    if kind == "square" and len(sides) == 1:
        if perimeter:
            return _plan([sides[0], _word(text, r"\bsquare\b", 4)], ("mul", (x[0], x[1])), implied={1})
        if area:
            return _plan([sides[0]], ("mul", (x[0], x[0])))
    if kind == "rectangle" and len(sides) == 2:
        if perimeter:
            two = (_word(text, r"\brectangle\b|\brectangular\b|\boblong\b", 2) if dimensions is None  # 2 of each side
                   else _word(text, re.escape(next(w for w in dimensions.group("w", "w2", "by") if w)), 2, dimensions.start()))
            return _plan([*sides, two], ("mul", (("add", (x[0], x[1])), x[2])), implied={2})
        if area:
            return _plan(sides, ("mul", (x[0], x[1])))
    if kind == "triangle" and len(sides) == 1 and perimeter and _EQUILATERAL.search(text):
        return _plan([sides[0], _word(text, _EQUILATERAL.pattern, 3)], ("mul", (x[0], x[1])), implied={1})
    if kind == "triangle" and len(sides) == 3 and perimeter:
        return _plan(sides, ("add", (("add", (x[0], x[1])), x[2])))
    return None


_ISOSCELES = re.compile(r"\bisosceles\b|\btwo\s+equal\s+sides\b", re.IGNORECASE)
_EQUAL_SIDE_ASKED = re.compile(r"\bequal\s+sides?\b|\beach\s+(?:of\s+the\s+)?(?:equal\s+|other\s+)?sides?\b|\blegs?\b",
                               re.IGNORECASE)


def _counts_the_sides_listed(text: str, n: Number, numbers: list[Number]) -> bool:
    """Whether the word number ``n`` counts the side lengths listed right after it: "Two of its sides measure 12 cm
    and 15 cm" (no length of its own)."""
    if not n.text.isalpha() or not re.match(r"\s+(?:of\s+its\s+|of\s+the\s+)?sides?\s+(?:measure|measures|measured|are|were)\s",
                                           text[n.end:], re.IGNORECASE):
        return False
    later = [m for m in numbers if m.start > n.start]
    return len(later) >= n.value == int(n.value) and not re.search(r"[.!?]\s", text[n.end:later[int(n.value) - 1].start])


def _equal_sides(text: str, numbers: list[Number], request: str) -> Plan | None:
    """Each equal side of an isosceles triangle from its perimeter and its base: ``(perimeter - base) / 2``, the 2 at
    "two equal sides" (or at "isosceles" where no count is written); None for any other story."""
    if not _ISOSCELES.search(text) or not _EQUAL_SIDE_ASKED.search(request):
        return None
    two = next((n for n in numbers if n.text.lower() == "two" and re.match(r"\s+equal\s+sides\b", text[n.end:], re.I)), None)
    rest = [n for n in numbers if n is not two]
    told = [n for n in rest if _TOLD_PERIMETER.search(text, max(0, n.start - 60), n.start)]
    if len(rest) != 2 or len(told) != 1:
        return None
    base = next(n for n in rest if n is not told[0])
    implied = set() if two is not None else {2}
    two = two or _word(text, _ISOSCELES.pattern, 2)
    return _plan([told[0], base, two], ("div", (("sub", (("x", 0), ("x", 1))), ("x", 2))), implied=implied)


def _regular(text: str) -> Plan | None:
    """A regular polygon's perimeter from its side (``side * n``) or its side from its perimeter (``P / n``), the
    count of sides an input at the polygon's name: "A regular hexagon has a perimeter of 75 centimeters. How long is
    each side?" -> ``75 / 6``. One polygon, one number, no rate or relation; anything else is None."""
    names = {m[1].lower() for m in _REGULAR.finditer(text)}
    numbers = [n for n in find_numbers(text) if not (n.text.lower() == "one" and _ONE_SIDE.match(text, n.end))]
    request = asked(text)
    if len(names) != 1 or len(numbers) != 1 or not numbers[0].value > 0 or re.search(
            r"\b(?:each(?!\s+side)|every|per|times|cost|costs|price|than|twice|half|double|area)\b", text, re.IGNORECASE):
        return None
    n = _word(text, _REGULAR.pattern, _SIDES[names.pop()])
    x = [("x", 0), ("x", 1)]
    told = _TOLD_PERIMETER.search(text, max(0, numbers[0].start - 60), numbers[0].start)
    if told and _SIDE_ASKED.search(request) and not _PERIMETER.search(request):
        return _plan([numbers[0], n], ("div", (x[0], x[1])), implied={1})
    if not told and _PERIMETER.search(request) and re.search(r"\bsides?\b", text.replace(request, " "), re.IGNORECASE):
        return _plan([numbers[0], n], ("mul", (x[0], x[1])), implied={1})
    return None


def _word(text: str, pattern: str, value: int, after: int = 0) -> Number:
    """The number ``value`` that the first word of ``pattern`` in ``text`` (from offset ``after``) implies, at that
    word."""
    m = re.compile(pattern, re.IGNORECASE).search(text, after)
    return Number(float(value), m.start(), m.end(), m[0])


def _plan(numbers: list[Number], tree: tuple, implied: set[int] = frozenset()) -> Plan | None:
    order = sorted(range(len(numbers)), key=lambda i: numbers[i].start)  # the plan's numbers in the text's order
    at = {old: new for new, old in enumerate(order)}
    result = Plan(relabel(tree, at), tuple(numbers[i] for i in order), "total", "",
                  implied=frozenset(at[i] for i in implied))
    value = result.value
    return result if value is not None and value > 0 else None
