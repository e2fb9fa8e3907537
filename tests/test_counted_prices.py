"""occam.counted_prices: the price of one thing read by the other readers, times the count of them asked (problems
written for these tests; expected values with Python's arithmetic)."""
import pytest

from occam.counted_prices import counted_price
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("A sandwich costs $6.40, and a salad costs $1.15 less than the sandwich. How much would 4 salads cost?",
     (6.40 - 1.15) * 4),
    ("A scarf costs $12.50. A hat costs $3.25 more than the scarf. What is the cost of 3 hats?", (12.50 + 3.25) * 3),
])
def test_the_price_of_one_times_the_count_asked(text, expected):
    name, p = first_plan(text)
    assert name == "counted_price_plan" and p.value == pytest.approx(expected)
    assert [text[n.start:n.end] for n in p.numbers] == [n.text for n in p.numbers]


@pytest.mark.parametrize("text", [
    # no price in the story; two numbers asked; a count of 1
    "A scarf is 12.5 inches long and a hat is 3.25 inches wider than the scarf. How much would 3 hats cost?",
    "A hat costs $3.25 more than a $12.50 scarf. How much would 3 hats and 2 scarves cost?",
    "A scarf costs $12.50. A hat costs $3.25 more than the scarf. How much would 1 hat cost?",
])
def test_no_counted_price_otherwise(text):
    assert counted_price(first_plan, text) is None
