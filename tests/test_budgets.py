"""One period's pay less that period's costs (occam.budgets). Problems written here; answers by Python."""
import pytest

from occam.budgets import budget_left
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("Lisa earns $640 a week. She spends $210 on rent and $95 on food. How much does she have left?", 640 - 210 - 95),
    ("Sofia's monthly take-home pay is $3,200. She pays $950 rent and $410 in bills. How much remains?", 3200 - 950 - 410),
    ("I take home €2,850 a month. After €1,120 rent and €365 for groceries, how much is left?", 2850 - 1120 - 365),
    ("My salary is £2,400 a month and I pay £800 for rent, £150 for the car and £300 on food. How much do I keep?",
     2400 - 800 - 150 - 300),
])
def test_the_pay_less_the_costs(text, answer):
    p = budget_left(text)
    assert p is not None and p.value == answer
    assert first_plan(text)[1].value == answer


@pytest.mark.parametrize("text", [
    "Lisa earns $640 a week. She spends $30 a day on food. How much does she have left?",  # a cost of another period
    "Lisa earns $640 a week. She spends $210 on rent. What does she have left after 4 weeks?",  # a number asked with
    "Lisa has $640. She spends $210 on rent and $95 on food. How much does she have left?",  # no pay of a period
    "Lisa earns $640 a week. She spends $210 on rent and gets a $50 bonus. How much does she have left?",  # a gain
    "Lisa earns $640 a week and spends $210 on rent. How much does she spend?",  # not what is left
])
def test_no_budget_otherwise(text):
    assert budget_left(text) is None


def test_rates_of_two_periods_are_no_one_step():
    from occam.one_step import one_step

    assert one_step("Lisa earns $640 a week. She spends $30 a day on food. How much does she have left?") is None
