"""Two amounts at one daily rate, for a number of days (occam.daily_sums). Problems written here for the tests (none
from an evaluation file); expected values with Python's arithmetic."""
import pytest

from occam.daily_sums import daily_sum
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("Maria drinks 1.2 liters of water every morning and 0.8 liters every evening. How much does she drink in 5 days?",
     (1.2 + 0.8) * 5),
    ("Olu drinks 1.5 liters of water and 0.3 liters of milk every day. How many liters does he drink in 4 days?",
     (1.5 + 0.3) * 4),
    ("Tom saves $3 every morning and $2 every evening. How much does he save in 6 days?", (3 + 2) * 6),
])
def test_two_amounts_a_day_times_the_days(text, expected):
    p = daily_sum(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


def test_a_week_of_a_daily_rate_is_seven_days_at_its_words():
    text = "Maria drinks 1.2 liters of water every morning and 0.8 liters every evening. How much does she drink in a week?"
    reader, p = first_plan(text)
    assert p.value == pytest.approx((1.2 + 0.8) * 7)
    assert [p.numbers[i].text for i in p.implied] == ["in a week"]


@pytest.mark.parametrize("text", [
    "Tom saves $3 every day and spends $2 every day. How much does he have after 5 days?",  # one in, one out
    "Each bag holds 3.5 kg of flour. A bakery uses 49 kg per week. How many bags does it need for 2 weeks?",
    "A gym charges a $25 sign-up fee plus $18 per month. How much does a member pay for 6 months?",  # a fee once
    "A puppy weighed 2.8 kg when it was born. It put on 0.45 kg each week for 6 weeks. How much does it weigh now?",
    "Maria drinks 1.2 liters of water every morning and 300 ml every evening. How much does she drink in 5 days?",
])
def test_no_daily_sum_otherwise(text):
    assert daily_sum(text) is None
