"""What so much each period comes to over a number of them (occam.per_period). Problems written here for the tests;
answers by Python's arithmetic."""
import pytest

from occam.per_period import per_period
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected, words", [
    ("A bakery makes 36 pies a day and sells them at 4.25 each. How much does it earn in 4 days?", 36 * 4.25 * 4, []),
    ("Kofi earns 120 dollars a day and spends 47.50 dollars each day. How much does he save in 5 days?",
     (120 - 47.50) * 5, []),
    ("Lin walks 2.4 km twice a day. How many km does she walk in a week?", 2.4 * 2 * 7, ["twice", "a week"]),
    ("Sam jogs 3.5 km twice a day. How far does he jog in 6 days?", 3.5 * 2 * 6, ["twice"]),
])
def test_the_amount_each_period_times_the_periods(text, expected, words):
    p = per_period(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert [p.numbers[i].text for i in sorted(p.implied)] == words
    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "Kofi earns 120 dollars a day and spends 47.50 dollars each day. How much does he spend in 5 days?",  # one rate asked
    "Sam jogs 3.5 km twice a day. How far does he jog in 6 weeks?",  # periods of another unit
    "A bakery makes 36 pies a day and sells them at 4.25 each. It already has 20 pies. How much does it earn in 4 days?",
    "Lin walks 2.4 km twice a day. How many km does she walk in a month?",  # no number a month implies here
    "A bakery makes 36 pies a day and sells them at 4.25 each. How many pies does it make in 4 days?",  # no money
])
def test_no_per_period_otherwise(text):
    assert per_period(text) is None
