"""A temperature converted between Fahrenheit and Celsius: "Convert 98.6 °F to Celsius." -> ``(98.6 - 32) / 1.8``;
"What is 25 C in Fahrenheit?" -> ``(25 * 1.8) + 32``.

The rule's 32 and 1.8 are written nowhere: inputs at the words of the scales, 32 at the one asked ("in Celsius"), 1.8
at the one told ("98.6 °F"), exact by definition (each input at a word of its own: the network reads one number at a
place). The text writes one number, a temperature in one scale ("98.6 °F", "100 F", "25 degrees Celsius"), and
asks it in the other. Anything else (two numbers, a difference of temperatures, Kelvin) is None.
"""
from __future__ import annotations

import re

from .notation import quantities
from .numbers import Number
from .story_plans import Plan, relabel

_F = r"(?:\u00b0\s*F|\u2109|F\b|degrees?\s+(?:F\b|fahrenheit)|fahrenheit)"
_C = r"(?:\u00b0\s*C|\u2103|C\b|degrees?\s+(?:C\b|celsius|centigrade)|celsius|centigrade)"
_ASKED = {"C": re.compile(r"\b(?:celsius|centigrade)\b|\u00b0\s*C\b|\bin\s+C\b", re.IGNORECASE),
          "F": re.compile(r"\bfahrenheit\b|\u00b0\s*F\b|\bin\s+F\b", re.IGNORECASE)}


def temperature(text: str) -> Plan | None:
    """The one temperature of ``text`` in the other scale (see the module docstring), or None."""
    if len(text) > 200 or re.search(r"\b(?:kelvin|difference|warmer|colder|rose|fell|dropped|rise|drop|change)\b", text, re.I):
        return None
    numbers = quantities(text)
    if len(numbers) != 1:
        return None
    t = numbers[0]
    told = next(((scale, m) for scale, pattern in (("F", _F), ("C", _C))
                 if (m := re.compile(rf"\s*({pattern})", re.IGNORECASE).match(text, t.end, t.end + 25))), None)
    if told is None:
        return None
    scale, m = told
    other = "C" if scale == "F" else "F"
    told_at, told_end, told_word = m.start(1), m.end(1), m[1]  # the told scale's word: "°F", "degrees Celsius"
    rest = text[:t.start] + " " * (told_end - t.start) + text[told_end:]  # the told temperature blanked
    asked = _ASKED[other].search(rest)
    if asked is None or _ASKED[scale].search(rest):
        return None  # the other scale asked, and the told one named only at the number
    thirty_two = Number(32.0, asked.start(), asked.end(), asked[0])  # each input at a word of its own: 32 at the
    factor = Number(1.8, told_at, told_at + len(told_word), told_word)  # scale asked, 1.8 at the scale told
    names = {id(t): "t", id(thirty_two): "32", id(factor): "1.8"}
    if scale == "F":  # (F - 32) / 1.8
        tree = ("div", (("sub", (("x", "t"), ("x", "32"))), ("x", "1.8")))
    else:  # (C * 1.8) + 32
        tree = ("add", (("mul", (("x", "t"), ("x", "1.8"))), ("x", "32")))
    order = sorted((t, thirty_two, factor), key=lambda n: n.start)  # the plan's numbers in the text's order
    slot = {names[id(n)]: i for i, n in enumerate(order)}
    return Plan(relabel(tree, slot), tuple(order), "total", "", implied=frozenset(i for i, n in enumerate(order) if n is not t))
