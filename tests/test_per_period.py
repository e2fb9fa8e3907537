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
    # two costs of one period added, over a named year ("for the whole year": 12 months)
    ("My rent is 980 a month and internet is 45 a month. How much do I pay for the whole year?", (980 + 45) * 12,
     ["the whole year"]),
    ("Parking is 12 a day and lunch is 9.50 a day. How much do I spend in a week?", (12 + 9.50) * 7, ["a week"]),
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
    # two costs of one period, what is kept asked: no sum
    "My rent is 980 a month and internet is 45 a month. How much will I have left in a year?",
])
def test_no_per_period_otherwise(text):
    assert per_period(text) is None


@pytest.mark.parametrize("text, expected", [
    ("I spend $3.20 a day on the bus. How much is that a week?", 3.20 * 7),
    ("Our rent is $1,200 a month. What's that per year?", 1200 * 12),
    ("My annual bonus is $9,600. How much is that per month?", 9600 / 12),
    ("She saves $15 a week. How much is that in a year?", 15 * 52),
])
def test_one_amount_per_period_asked_per_another(text, expected):
    from occam.per_period import period_rate

    p = period_rate(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "I earn $52,000 a year. How much do I save a month?",  # a saving: not the rate
    "A shop is open 8 hours a day. How many days a week is it open?",  # a count of days asked
    "I spend $3.20 a day on the bus. How much is that a day?",  # the same period
    "I spend $3.20 a day on the bus and $2 on coffee. How much is that a week?",  # two amounts
])
def test_no_period_rate_otherwise(text):
    from occam.per_period import period_rate

    assert period_rate(text) is None


@pytest.mark.parametrize("text, expected", [
    # a part of each period's amount ("of it"), and a period asked with no "in"
    ("I earn 2,400 a month and spend 1,650 of it. how much do I save in a year?", (2400 - 1650) * 12),
    ("She earns 850 rupees a day and spends 312.75 rupees each day. How much does she save a week?", (850 - 312.75) * 7),
])
def test_a_part_of_each_periods_amount_and_a_period_asked_bare(text, expected):
    assert first_plan(text)[1].value == pytest.approx(expected)


def test_of_it_after_no_loss_is_no_part():
    assert per_period("I earn 2,400 a month and think about 1,650 of it. How much do I save in a year?") is None


@pytest.mark.parametrize("text, expected", [
    ("i sleep 7.5 hours a night, how many hours is that in a week", 7.5 * 7),
    ("I walk 3 km a day. How many km is that in a week?", 3 * 7),
])
def test_a_nightly_amount_and_how_many_asked_of_it(text, expected):
    assert first_plan(text)[1].value == pytest.approx(expected)
