"""A conversion whose rate the text gives as "1 A = r B": "Using 1 kg = 2.20462 lb, how many pounds is 12 kg?" ->
``12 * 2.20462``; "The rate today is 1 USD = 0.92 EUR. How many euros will I get for 350 dollars?" -> ``350 * 0.92``;
"How many dollars is 46 euros if 1 USD = 0.92 EUR?" -> ``46 / 0.92``.

The text writes the rate ("1 A = r B", "1 A is r B", "1 A equals r B") and exactly one other number, of one of its two
units; the question asks for the other unit ("how many pounds", "in euros"). The units' names are data
(:data:`UNIT_NAMES`: "lb", "lbs", "pounds" are one unit). The 1 of the rate is read as the text's own number at its
place, set apart (``Plan.apart``: the rate's unit, no operand), so the inspector shows it where the text writes it.
"""
from __future__ import annotations

import re

from .abstention import GIVEN_RATE
from .numbers import find_numbers
from .questions import asked
from .story_plans import Plan

UNIT_NAMES: tuple[frozenset[str], ...] = tuple(frozenset(g.split()) for g in (
    "lb lbs pound pounds", "kg kgs kilo kilos kilogram kilograms kilogramme kilogrammes", "g gram grams gramme grammes",
    "oz ounce ounces", "ft foot feet", "in inch inches", "cm centimetre centimetres centimeter centimeters",
    "m metre metres meter meters", "km kilometre kilometres kilometer kilometers", "mi mile miles",
    "l litre litres liter liters", "ml millilitre millilitres milliliter milliliters", "gal gallon gallons",
    "usd $ dollar dollars us$", "eur \u20ac euro euros", "gbp \u00a3 pound pounds sterling", "jpy \u00a5 yen",
    "chf franc francs", "inr \u20b9 rupee rupees", "cad", "aud", "mxn peso pesos", "cup cups", "tbsp tablespoon tablespoons",
    "tsp teaspoon teaspoons"))
_ASKED_UNIT = re.compile(r"\bhow\s+many\s+([a-z]+)|\bin\s+([a-z]+|[$\u20ac\u00a3\u00a5])\s*\??\s*$|\binto\s+([a-z]+)\b",
                         re.IGNORECASE)
_AFTER = re.compile(r"\s*([a-z]+\$?|[$\u20ac\u00a3\u00a5\u20b9])", re.IGNORECASE)


def same_unit(x: str, y: str) -> bool:
    """Whether two unit words name one unit (:data:`UNIT_NAMES`; "kg" and "kilograms", "USD" and "dollars")."""
    x, y = x.lower(), y.lower()
    return x == y or x.rstrip("s") == y.rstrip("s") or any(x in g and y in g for g in UNIT_NAMES)


def given_rate(text: str) -> Plan | None:
    """``n * r`` or ``n / r`` for a quantity ``n`` converted by the rate "1 A = r B" the text gives, or None."""
    if len(text) > 400:
        return None
    m = GIVEN_RATE.search(text)
    numbers = find_numbers(text)
    if m is None or len(numbers) != 3:
        return None
    a, b = m["a"], m["b"] or m["c"]
    one = next((n for n in numbers if n.start == m.start() and n.value == 1), None)
    rate = next((n for n in numbers if n.start == m.start("r")), None)
    if one is None or rate is None or b is None or not rate.value > 0 or same_unit(a, b):
        return None
    (n,) = [x for x in numbers if x is not one and x is not rate]
    before = text[max(0, n.start - 1):n.start]
    after = _AFTER.match(text, n.end)
    unit = before if before in "$\u20ac\u00a3\u00a5\u20b9" and before.strip() else (after[1] if after else None)
    request = asked(text)
    q = _ASKED_UNIT.search(request)
    want = next((g for g in q.groups() if g), None) if q else None
    if unit is None or want is None or not n.value > 0:
        return None
    if same_unit(unit, a) and same_unit(want, b):
        return Plan(("mul", (("x", 0), ("x", 1))), (n, rate, one), "step", want, apart=frozenset({2}))
    if same_unit(unit, b) and same_unit(want, a):
        return Plan(("div", (("x", 0), ("x", 1))), (n, rate, one), "step", want, apart=frozenset({2}))
    return None
