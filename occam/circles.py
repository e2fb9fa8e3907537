"""A circle's area or circumference from its radius or diameter: "What's the area of a circle with radius 4?" -> ``pi
* (4 * 4)``; "What's the circumference of a plate that's 12 cm across?" -> ``pi * 12``.

The rule needs pi, which no text writes: it is an input at the word that names the circle ("circle", "circular",
"round", or the "circumference" asked), as :mod:`occam.shapes` puts a square's 4 sides at "square". The text writes
one number, the radius or the diameter (by those words, or "across", "wide"), and asks the area or the
circumference; a circumference from the radius needs its 2 as well, at the word "radius". Anything else is None.
"""
from __future__ import annotations

import math
import re

from .notation import quantities
from .numbers import Number
from .questions import asked
from .story_plans import Plan, relabel

_CIRCLE = re.compile(r"\b(?:circles?|circular|round|circumference)\b", re.IGNORECASE)
_RADIUS = re.compile(r"\bradius\b", re.IGNORECASE)
_DIAMETER = re.compile(r"\bdiameter\b|\bacross\b|\bwide\b", re.IGNORECASE)
_UNIT = r"(?:\s*(?:cm|mm|m|km|in|inch(?:es)?|ft|feet|foot|metres?|meters?|centimet(?:re|er)s?|miles?|yards?|units?))?"


def circle(text: str) -> Plan | None:
    """``pi * r * r`` for the area from a radius, ``pi * d`` or ``2 * pi * r`` for the circumference (see the module
    docstring), or None."""
    if len(text) > 300:
        return None
    request = asked(text)
    numbers = quantities(text)
    circle_word = _CIRCLE.search(text)
    if circle_word is None or len(numbers) != 1 or not numbers[0].value > 0:
        return None
    if re.search(r"\b(?:pi|\u03c0|3\.14|square|squares|sphere|volume|cylinder|semi|half|quarter|sector|arc|angle|ring)\b",
                 text, re.IGNORECASE):
        return None  # pi written, or another shape or part of one
    area = re.search(r"\barea\b", request, re.IGNORECASE) is not None
    around = re.search(r"\b(?:circumference|perimeter|around|distance\s+round|way\s+round)\b", request, re.IGNORECASE)
    if area == bool(around):
        return None
    n = numbers[0]
    near = text[max(0, n.start - 30):n.start] + " " + text[n.end:n.end + 30]
    radius, diameter = _RADIUS.search(near), _DIAMETER.search(near)
    if (radius is None) == (diameter is None) or not re.fullmatch(rf"{_UNIT}\s*(?:[.,?!]|\s+(?:radius|diameter|across|wide"
                                                                     r"|in\s+diameter|in\s+radius|long)\b|$|\s*\)).*",
                                                                     text[n.end:], re.IGNORECASE | re.DOTALL):
        return None
    pi = Number(math.pi, circle_word.start(), circle_word.end(), circle_word[0])
    if area and radius:
        inputs, tree = [pi, n], ("mul", (("x", "pi"), ("mul", (("x", "n"), ("x", "n")))))
    elif around and diameter:
        inputs, tree = [pi, n], ("mul", (("x", "pi"), ("x", "n")))
    elif around and radius:
        r = _RADIUS.search(text)
        two = Number(2.0, r.start(), r.end(), r[0])
        inputs, tree = [pi, n, two], ("mul", (("mul", (("x", "two"), ("x", "pi"))), ("x", "n")))
    else:
        return None  # an area from the diameter: more steps than one
    names = {id(pi): "pi", id(n): "n"} | ({id(inputs[2]): "two"} if len(inputs) == 3 else {})
    order = sorted(inputs, key=lambda m: m.start)
    slot = {names[id(m)]: i for i, m in enumerate(order)}
    plan = Plan(relabel(tree, slot), tuple(order), "total", "",
                implied=frozenset(i for i, m in enumerate(order) if m is not n))
    value = plan.value
    return plan if value is not None and value > 0 else None
