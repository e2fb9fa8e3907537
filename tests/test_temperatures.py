"""A temperature converted between Fahrenheit and Celsius, 32 and 1.8 at the word of the scale asked
(occam.temperatures). Problems written here for the tests (none from an evaluation file)."""
import pytest

from occam.plan_readers import first_plan
from occam.temperatures import temperature


@pytest.mark.parametrize("text, expected", [
    ("Convert 50 °F to Celsius.", (50 - 32) / 1.8),
    ("What is 40 C in Fahrenheit?", 40 * 1.8 + 32),
    ("In Celsius, what is 212 °F?", 100),
    ("how hot is 35 degrees celsius in fahrenheit", 35 * 1.8 + 32),
])
def test_one_temperature_in_the_other_scale(text, expected):
    p = temperature(text)
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)
    assert sorted(p.numbers[i].value for i in p.implied) == [1.8, 32.0]
    assert len({(n.start, n.end) for n in p.numbers}) == 3  # each input at a place of its own: the network reads one
    assert first_plan(text)[1].value == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("text", [
    "Set the oven to 180 C please",  # no other scale asked
    "It was 72 F yesterday and 80 F today. How much warmer was it in Celsius?",  # a difference
    "What is 300 K in Celsius?",  # Kelvin
])
def test_anything_else_is_none(text):
    assert temperature(text) is None
    found = first_plan(text)
    assert found is None or found[0] == "temperature"
