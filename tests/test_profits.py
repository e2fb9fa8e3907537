"""A profit: sales less costs (occam.profits). Stories written here; expected values are Python's arithmetic."""
import pytest

from occam.plan_readers import first_plan
from occam.profits import profit


@pytest.mark.parametrize("text, answer", [
    ("Diego sold 45 cups of lemonade at $0.75 each. He had spent $9.60 on lemons and sugar. What was his profit?",
     45 * 0.75 - 9.60),
    ("A shop bought 40 kg of potatoes for 28 dollars. It sells the potatoes for 1.15 dollars per kg. How much profit "
     "does the shop make if it sells all of them?", 40 * 1.15 - 28),
    ("Ana sold 20 bracelets for $3 each. She paid $12 for beads and $5 for string. What was her profit?", 60 - 12 - 5),
])
def test_sales_less_costs(text, answer):
    p = profit(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert first_plan(text)[0] == "profit"


@pytest.mark.parametrize("text", [
    "Ana sold 20 bracelets for $3 each. She paid $1.50 for each bracelet. What was her profit?",  # a cost per item
    "Ana sold 20 bracelets for $3 each and 10 rings for $5 each. What was her profit?",  # two sales, no cost
    "Ana sold 20 bracelets for $3 each. Her friend gave her $12. What was her profit?",  # a gift is no cost
    "Ana sold 20 bracelets for $3 each. She spent $12. What percent profit did she make?",
    "Ana sold 20 bracelets for $3 each. She spent $80 on beads. What was her profit?",  # a loss
    "Ana sold 20 bracelets for $3 each. She spent $12 on beads. How much money did she get?",  # not the profit
])
def test_no_profit_where_the_story_is_not_sales_and_costs(text):
    assert profit(text) is None


@pytest.mark.parametrize("text, answer", [
    ("Ali bought a bike for $120 and sold it for $95. How much money did he lose?", 120 - 95),
    ("Jo paid $40 for a lamp. Later she sold the lamp for $65. What was her profit?", 65 - 40),
    ("Kim bought a guitar for $210 and sold it for $260. How much did she gain?", 260 - 210),
])
def test_a_resale_loses_or_gains_the_difference_the_question_asks(text, answer):
    from occam.profits import resale

    found = resale(text)
    assert found is not None and found.value == pytest.approx(answer)


@pytest.mark.parametrize("text", [
    "Ali bought a bike for $120 and sold it for $145. How much money did he lose?",  # a gain: no loss to give
    "Ali bought a bike for $120 and a helmet for $30. How much money did he spend?",  # nothing sold
    "Ali bought a bike for $120 and sold it for $95 to a friend with 2 kids. How much money did he lose?",
])
def test_no_resale_where_the_sign_or_the_numbers_do_not_fit(text):
    from occam.profits import resale

    assert resale(text) is None
