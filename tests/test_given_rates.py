"""A conversion by the rate the text gives, "1 A = r B" (occam.given_rates). Questions written here; answers by Python."""
import pytest

from occam.given_rates import given_rate, same_unit
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("Using 1 kg = 2.20462 lb, how many pounds is 12 kg?", 12 * 2.20462),
    ("The rate today is 1 USD = 0.92 EUR. How many euros will I get for 350 dollars?", 350 * 0.92),
    ("How many centimetres is 6.5 feet? Take 1 ft = 30.48 cm.", 6.5 * 30.48),
    ("How many dollars is 46 euros if 1 USD = 0.92 EUR?", 46 / 0.92),  # the other way: a quotient
    ("If 1 cup = 240 ml, how many ml in 2.5 cups?", 2.5 * 240),
])
def test_the_quantity_times_or_over_the_given_rate(text, answer):
    p = given_rate(text)
    assert p is not None and p.value == pytest.approx(answer, rel=1e-12)
    assert all(text[n.start:n.end] == n.text for n in p.numbers)  # the rate's 1 too, set apart
    assert [p.numbers[i].value for i in p.apart] == [1]
    assert first_plan(text)[1].value == pytest.approx(answer, rel=1e-12)


@pytest.mark.parametrize("text", [
    "1 USD = 0.92 EUR. I have 350 dollars. What's the weather?",  # no unit asked
    "1 kg = 2.20462 lb. How many kg is 12 kg?",  # no conversion asked
    "Using 1 kg = 2.20462 lb, how many pounds is 12 kg and 3 kg?",  # two quantities
    "How many pounds is 12 kg?",  # no rate given: the conversion's factor is unwritten
])
def test_no_rate_or_no_conversion_asked_is_not_read(text):
    assert given_rate(text) is None


def test_unit_names():
    assert same_unit("USD", "dollars") and same_unit("kilograms", "kg") and same_unit("ft", "feet")
    assert not same_unit("cm", "m") and not same_unit("euros", "dollars")
