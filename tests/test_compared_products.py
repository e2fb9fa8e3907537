"""A product compared with another's told amount (occam.compared_products). Written here for the tests."""
import pytest

from occam.compared_products import compared_product
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("Lena has 4 boxes with 12 crayons each. Tariq has 30 crayons. How many more crayons does Lena have than Tariq?",
     4 * 12 - 30),
    ("Rui swam 6 laps each day for 7 days. Dana swam 25 laps in total. How many more laps did Rui swim than Dana?",
     6 * 7 - 25),
    ("Asha scored 8 goals in each of 5 seasons. Her sister scored 29 goals. How many more goals did Asha score than "
     "her sister?", 8 * 5 - 29),
    # the other's amount asked first, and "fewer"
    ("Pia collected 90 shells. Tom collected 6 bags with 11 shells each. How many more shells did Pia collect than "
     "Tom?", 90 - 6 * 11),
    ("Tariq has 30 crayons. Lena has 4 boxes with 12 crayons each. How many fewer crayons does Tariq have than Lena?",
     4 * 12 - 30),
])
def test_a_product_compared_with_another_s_amount(text, expected):
    p = compared_product(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # one person on both sides, or in both sentences
    "Lena has 4 boxes with 12 crayons each. Lena also has 30 pencils. How many more crayons than pencils does Lena have?",
    # the side asked first comes out below zero
    "Lena has 4 boxes with 12 crayons each. Tariq has 70 crayons. How many more crayons does Lena have than Tariq?",
    # no rate and count: three plain amounts
    "Lena has 48 crayons and 12 pens. Tariq has 30 crayons. How many more crayons does Lena have than Tariq?",
    # no comparison asked
    "Lena has 4 boxes with 12 crayons each. Tariq has 30 crayons. How many crayons do they have in all?",
])
def test_no_plan_where_the_sides_or_the_rate_are_not_clear(text):
    assert compared_product(text) is None
