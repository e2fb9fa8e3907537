"""What a lower price saves (occam.sale_prices). Written here for the tests."""
import pytest

from occam.plan_readers import first_plan
from occam.sale_prices import saving


@pytest.mark.parametrize("text, expected", [
    ("The coat was $129.99 and it's on sale for $94.50. How much am I saving?", 129.99 - 94.50),
    ("These trainers normally cost £75 but they're reduced to £52. How much cheaper are they?", 75 - 52),
])
def test_the_saving_of_a_lower_price(text, expected):
    p = saving(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "The TV was $499 and now costs $549. How much am I saving?",  # the price went up
    "The coat was $129.99 and it's 20% off. How much am I saving?",  # a percentage
    "The coat was $129.99 and it's on sale for $94.50. How much is it now?",  # a price asked
    "The coat was $129.99 and it's on sale for $94.50 plus $5 shipping. How much am I saving?",
])
def test_no_saving_otherwise(text):
    assert saving(text) is None
