"""Powers and logarithms whose second number is written in words. A power whose exponent is written as an ordinal word: "What is 1.5 raised to the fourth power?" -> ``1.5 ^ 4``,
"two to the eleventh power" -> ``2 ^ 11``; "3 to the 6th" -> ``3 ^ 6`` (its exponent written).

OccamNet reads the text's numbers (:func:`occam.numbers.find_numbers`), and "fourth" is none of them; the reader
writes the exponent as an implied number at its word (like "twice": :mod:`occam.implied_numbers`), so the inspector
shows where the input came from. The request must write exactly one number, the base, right before "to the ..."
(or "raised to the ..."), and the ordinal must be followed by "power" or end the request: "a fourth of 20" and "the
fourth time" are no powers.

A logarithm whose base is written before it or as a name: "the base-10 logarithm of 250" -> ``log(250) / log(10)``,
"the logarithm to base 2 of 64", "the common log of 1,000" (base 10 implied at "common"): the tree the network
writes for "log base 10 of 250" (:func:`occam.abstention.written_tree`).

A sine or cosine of an angle in degrees: "sin of 30 degrees", "cos(60°)" -> ``sin(30 * °)``, the degree sign's
pi / 180 implied at its word (:func:`degrees_angle`): the primitives read radians.
"""
from __future__ import annotations

import math
import re

from .notation import quantities
from .numbers import Number
from .primitives import POWER_TRAIL
from .questions import asked
from .story_plans import Plan

ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
            "tenth": 10, "eleventh": 11, "twelfth": 12}
_POWER = re.compile(r"\s*(?:raised\s+)?to\s+the\s+(?:(?P<n>" + "|".join(ORDINALS) + r")|(?P<d>\d{1,2})(?:st|nd|rd|th))"
                    r"(?:\s+power\b|(?=\s*" + POWER_TRAIL + r"(?:\s*,?\s*(?:please|pls|plz|thanks|thx|thank\s+you"
                    r"|(?:rly|real|really)\s+quick|quick(?:ly)?))?\s*(?:[?.!,]+|$)))", re.IGNORECASE)  # "1.05 to the 4th, please"


def ordinal_power(text: str) -> Plan | None:
    """``base ^ n`` for "base (raised) to the n-th (power)" in the request of ``text``, or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = quantities(text)
    if at < 0 or not numbers or not at <= numbers[0].start < at + len(request):
        return None
    base = numbers[0]
    end = base.end + 1 if text[base.end:base.end + 1] == ")" and text[:base.start].rstrip().endswith("(") else base.end
    m = _POWER.match(text, end)  # "(-4) to the 6th": the base in parentheses
    if m is None or m.end() > at + len(request):
        return None
    if m["d"]:  # "3 to the 6th": the exponent is written, the text's own number
        exponent = next((n for n in numbers if n.start == m.start("d")), None)
        if exponent is None or len(numbers) != 2:
            return None
        return Plan(("pow", (("x", 0), ("x", 1))), (base, exponent), "step", "")
    if len(numbers) != 1:
        return None
    exponent = Number(float(ORDINALS[m["n"].lower()]), m.start("n"), m.end("n"), m["n"])
    result = Plan(("pow", (("x", 0), ("x", 1))), (base, exponent), "step", "", implied=frozenset({1}))
    return result if result.value is not None and abs(result.value) < 1e15 else None


_N = r"(?P<a>[-\u2212]?\d[\d,]*(?:\.\d+)?)"
_BASED_LOG = (
    re.compile(rf"\bbase[-\s]?(?P<b>\d+)\s+log(?:arithm)?\s+of\s+{_N}", re.IGNORECASE),  # "the base-10 logarithm of 250"
    re.compile(rf"\blog(?:arithm)?\s+(?:to\s+|in\s+)?(?:the\s+)?base\s+(?P<b>\d+)\s+of\s+{_N}", re.IGNORECASE),
    re.compile(rf"\b(?P<w>common|decimal)\s+log(?:arithm)?\s+of\s+{_N}", re.IGNORECASE),  # base 10 by name
    # the base told after the argument: "the log of 500, base 10", "the logarithm of 64 to base 2"
    re.compile(rf"\blog(?:arithm)?\s+of\s+{_N}\s*,?\s*(?:to|in|with|using)?\s*(?:the\s+|a\s+)?base\s+(?P<b>\d+)\b",
               re.IGNORECASE),
)


def based_log(text: str) -> Plan | None:
    """``log(a) / log(b)`` for a logarithm of ``a`` to a base ``b`` written before it or named ("the base-10
    logarithm of 250", "the common log of 1,000") in the request of ``text``, the only numbers it writes; or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = [n for n in quantities(text) if at <= n.start < at + len(request)] if at >= 0 else []
    m = next((m for p in _BASED_LOG if (m := p.search(text, at, at + len(request))) is not None), None) if numbers else None
    if m is None:
        return None
    argument = next((n for n in numbers if n.start == m.start("a")), None)
    if "w" in m.re.groupindex:
        base = Number(10.0, m.start("w"), m.end("w"), m["w"])
        order, implied = ((base, argument), frozenset({0})) if argument is not None else ((), frozenset())
    else:
        written = next((n for n in numbers if n.start == m.start("b")), None)  # "base-10": the text's own 10
        order, implied = (written, argument), frozenset()
    if argument is None or None in order or len(numbers) != 2 - len(implied):
        return None  # another number in the request: not this logarithm alone
    result = Plan(("div", (("log", (("x", 1),)), ("log", (("x", 0),)))), order, "step", "", implied)
    return result if result.value is not None else None


# a sine or cosine of an angle in degrees: "sin of 30 degrees", "cos(60°)", "the cosine of 45 deg"
_DEGREES = re.compile(r"\b(?P<f>sin|cos|sine|cosine)\b\s*(?:of\s+)?(?:an?\s+angle\s+of\s+)?\(?\s*(?P<a>\d[\d,]*(?:\.\d+)?)\s*"
                      r"(?P<d>\u00b0|\u00ba|degrees?\b|deg\b)(?!\s*(?:[CF]\b|celsius|fahrenheit|centigrade))\s*\)?",
                      re.IGNORECASE)


def degrees_angle(text: str) -> Plan | None:
    """``sin(a * d)`` or ``cos(a * d)`` for a sine or cosine of ``a`` degrees in the request of ``text`` (its only
    number), ``d`` the pi / 180 the degree word implies; or None."""
    found = _one_asked(text, _DEGREES)
    if found is None:
        return None
    m, number = found
    degree = Number(math.pi / 180, m.start("d"), m.end("d"), m["d"])
    name = "sin" if m["f"].lower().startswith("sin") else "cos"
    return Plan((name, (("mul", (("x", 0), ("x", 1))),)), (number, degree), "step", "", implied=frozenset({1}))


def _one_asked(text: str, pattern: re.Pattern) -> tuple[re.Match, Number] | None:
    """``pattern``'s match in the request of ``text`` and the request's only number, which starts its group ``a``;
    or None."""
    request = asked(text)
    at = text.rfind(request)
    if at < 0:
        return None
    m = pattern.search(text, at, at + len(request))
    numbers = [n for n in quantities(text) if at <= n.start < at + len(request)]
    if m is None or len(numbers) != 1 or numbers[0].start != m.start("a"):
        return None
    return m, numbers[0]


# "the reciprocal of 16", "reciprocal of -2.5": one over the number, the 1 implied by the word
_RECIPROCAL = re.compile(r"\b(?P<r>reciprocal|multiplicative\s+inverse)\s+of\s+(?P<a>[-\u2212]?\d[\d,]*(?:\.\d+)?)(?!\s*[/\d])",
                         re.IGNORECASE)


def reciprocal(text: str) -> Plan | None:
    """``1 / a`` for the reciprocal of ``a`` in the request of ``text`` (its only number), the 1 implied at the word
    "reciprocal"; or None (of zero too: no value)."""
    found = _one_asked(text, _RECIPROCAL)
    if found is None or found[1].value == 0:
        return None
    m, number = found
    one = Number(1.0, m.start("r"), m.end("r"), m["r"])
    return Plan(("div", (("x", 1), ("x", 0))), (number, one), "step", "", implied=frozenset({1}))


_SUPERSCRIPTS = {c: i for i, c in enumerate("\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079")}
# a power written with a superscript exponent, alone in the request: "7⁴", "Find the value of 2¹⁰."
_SUPERSCRIPT_POWER = re.compile(r"(?<![\w.])(?P<a>\d[\d,]*(?:\.\d+)?)(?P<e>[\u2070\u00b9\u00b2\u00b3\u2074-\u2079]+)(?![\w\u2070"
                                r"\u00b9\u00b2\u00b3\u2074-\u2079])")


def superscript_power(text: str) -> Plan | None:
    """``a ** e`` for a power written with a superscript exponent ("7⁴") as the request's only number and its only
    operation ("Find the value of 7⁴.", "what's 2¹⁰?"), the exponent implied at its superscript digits; or None."""
    request = asked(text)
    at = text.rfind(request)
    if at < 0:
        return None
    found = list(_SUPERSCRIPT_POWER.finditer(text, at, at + len(request)))
    numbers = [n for n in quantities(text) if at <= n.start < at + len(request)]
    if len(found) != 1 or len(numbers) != 1 or numbers[0].start != found[0].start("a"):
        return None
    m = found[0]
    if re.search(r"[-+*/^\u00d7\u00f7=<>]|\b(?:plus|minus|times|divided|over|and|or)\b", request[:m.start() - at] + " "
                 + request[m.end() - at:], re.IGNORECASE):
        return None  # another operation, or a second power: the written tree's, not this one's
    value = int("".join(str(_SUPERSCRIPTS[c]) for c in m["e"]))
    exponent = Number(float(value), m.start("e"), m.end("e"), m["e"])
    return Plan(("pow", (("x", 0), ("x", 1))), (numbers[0], exponent), "step", "", implied=frozenset({1}))
