"""occam.energy: power times hours, asked in the unit they make."""

import pytest

from occam.energy import energy


@pytest.mark.parametrize("text,value", [
    ("Our server rack draws 3.2 kW and runs for 720 hours a month. How many kWh is that?", 3.2 * 720),
    ("my 2kw heater ran 5 hrs how many kwh", 10),
    ("A 60 W bulb left on for 9 hours: how many watt-hours?", 540),
    ("How many MWh does a 2.5 MW turbine make in 30 hours at full power?", 75),
])
def test_power_times_hours(text, value):
    plan = energy(text)
    assert plan is not None and plan.value == pytest.approx(value)
    assert plan.tree[0] == "mul"


@pytest.mark.parametrize("text", [
    "A 1,500 W heater for 3 hours, how many kWh?",  # W to kWh needs the 1,000
    "The 2 kW heater ran for 90 minutes. How many kWh?",  # minutes need the 60
    "I use 3 kWh a day for 7 days. How many kWh?",  # an energy told: a rate of energy
    "The 2 kW heater and the 3 kW oven ran for 4 hours. How many kWh?",  # three numbers
    "My 2 kW heater ran 5 hours. How much did it cost?",  # no energy asked
])
def test_declines(text):
    assert energy(text) is None
