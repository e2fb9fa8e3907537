"""A power whose exponent is written as an ordinal word: "What is 1.5 raised to the fourth power?" -> ``1.5 ^ 4``,
"two to the eleventh power" -> ``2 ^ 11``; "3 to the 6th" -> ``3 ^ 6`` (its exponent written).

OccamNet reads the text's numbers (:func:`occam.numbers.find_numbers`), and "fourth" is none of them; the reader
writes the exponent as an implied number at its word (like "twice": :mod:`occam.implied_numbers`), so the inspector
shows where the input came from. The request must write exactly one number, the base, right before "to the ..."
(or "raised to the ..."), and the ordinal must be followed by "power" or end the request: "a fourth of 20" and "the
fourth time" are no powers.
"""
from __future__ import annotations

import re

from .notation import quantities
from .numbers import Number
from .questions import asked
from .story_plans import Plan

ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
            "tenth": 10, "eleventh": 11, "twelfth": 12}
_POWER = re.compile(r"\s*(?:raised\s+)?to\s+the\s+(?:(?P<n>" + "|".join(ORDINALS) + r")|(?P<d>\d{1,2})(?:st|nd|rd|th))"
                    r"(?:\s+power\b|(?=\s*[?.!]*\s*$))", re.IGNORECASE)


def ordinal_power(text: str) -> Plan | None:
    """``base ^ n`` for "base (raised) to the n-th (power)" in the request of ``text``, or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = quantities(text)
    if at < 0 or not numbers or not at <= numbers[0].start < at + len(request):
        return None
    base = numbers[0]
    m = _POWER.match(text, base.end)
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
