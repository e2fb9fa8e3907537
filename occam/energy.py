"""Energy as power times time, asked in the product's unit: "Our server rack draws 3.2 kW and runs for 720 hours a
month. How many kWh is that?" -> ``3.2 * 720``; "a 60 W bulb left on for 9 hours: how many watt-hours?" -> ``60 * 9``.

The question asks the energy in kilowatt-hours (or watt-hours, megawatt-hours) and the text writes exactly two
quantities: a power in the matching unit ("3.2 kW", "60 watts") and a time in hours ("720 hours", "9 hrs"). A power in
another prefix ("1,500 W" for kWh) needs the 1,000 that the text does not write, and a time in minutes or days the 60
or 24: both are None, as is an energy told already ("uses 3 kWh a day": a rate of energy, other readers' business).
"""
from __future__ import annotations

import re

from .notation import quantities
from .questions import asked
from .story_plans import Plan

# each energy unit asked, and the power unit that makes it with hours: (energy's words, power's words after a number)
_UNITS = {unit: (re.compile(rf"(?<![A-Za-z])(?:{energy_words})(?![A-Za-z])", re.IGNORECASE),
                 re.compile(rf"\s*-?\s*(?:{power_words})(?![A-Za-z])", re.IGNORECASE))  # "3.2kw", "60 W"
          for unit, energy_words, power_words in (("kwh", r"kWh|kilowatt[\s-]hours?", r"kW|kilowatts?"),
                                                  ("wh", r"Wh|watt[\s-]hours?", r"W|watts?"),
                                                  ("mwh", r"MWh|megawatt[\s-]hours?", r"MW|megawatts?"))}
_HOURS = re.compile(r"\s*-?\s*(?:hours?|hrs?|h)\b", re.IGNORECASE)


def energy(text: str) -> Plan | None:
    """``power * hours`` for an energy asked in the unit they make (see the module docstring), or None."""
    request = asked(text)
    numbers = quantities(text)
    if len(numbers) != 2 or len(text) > 400:
        return None
    for unit, (energy_word, power_word) in _UNITS.items():
        if not energy_word.search(request) or energy_word.search(text.replace(request, " ")):
            continue
        powers = [i for i, n in enumerate(numbers) if power_word.match(text, n.end)]
        hours = [i for i, n in enumerate(numbers) if _HOURS.match(text, n.end)]
        if len(powers) != 1 or len(hours) != 1:
            return None
        return Plan(("mul", (("x", powers[0]), ("x", hours[0]))), tuple(numbers), "total", unit)
    return None
