"""Two kinds, each with its own price and count, and what they all cost (occam.two_prices). Problems written here for
the tests; answers by Python's arithmetic."""
import pytest

from occam.plan_readers import first_plan
from occam.two_prices import two_prices


@pytest.mark.parametrize("text, expected", [
    ("Zoo tickets cost $15 for adults and $9 for children. What is the total cost for 3 adults and 5 children?",
     3 * 15 + 5 * 9),
    ("If one mug of cocoa costs £2.40 and a muffin costs £1.95, how much do 3 mugs of cocoa and 4 muffins cost?",
     3 * 2.40 + 4 * 1.95),
    ("Swim passes cost $4 for children and $7.50 for adults. How much do 6 children's passes and 2 adult passes cost?",
     6 * 4 + 2 * 7.50),
])
def test_each_kind_s_count_times_its_price_added(text, expected):
    p = two_prices(text)
    assert p is not None and p.value == pytest.approx(expected)
    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "Zoo tickets cost $15 for adults and $9 for children. How much more do 3 adults pay than 5 children?",
    "Zoo tickets cost $15 for adults and $9 for children. 3 adults and 5 teachers came. How much did they pay?",
    "A pen costs 1.25 dollars and a notebook costs 3 times as much. What is the total cost of 2 pens and 4 notebooks?",
    "Gift bags cost $1.20 each and ribbons cost $0.45 each. Mei needs 15 gift bags and 2 ribbons for each bag. How "
    "much will she spend?",
])
def test_no_two_prices_otherwise(text):
    assert two_prices(text) is None


@pytest.mark.parametrize("text, expected, implied", [
    ("Lu bought a coat for 64.40 dollars and a scarf that cost a quarter as much as the coat. How much did she spend on "
     "both?", 64.40 + 64.40 / 4, ["a quarter"]),
    ("A lamp costs 22.50 dollars and a rug costs 4 times as much. What is the total cost of one lamp and one rug?",
     22.50 + 22.50 * 4, []),
    ("A kettle costs $36, and a toaster costs half as much as the kettle. What do the kettle and the toaster cost "
     "together?", 36 + 36 / 2, ["half"]),
])
def test_a_second_price_by_a_factor_of_the_first_both_bought(text, expected, implied):
    from occam.two_prices import priced_relation
    p = priced_relation(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert [p.numbers[i].text for i in sorted(p.implied)] == implied
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "A lamp costs 22.50 dollars and a rug costs 4 times as much. What is the total cost of 2 lamps and 3 rugs?",
    "A lamp costs 22.50 dollars and a rug costs 4 times as much. How much more does the rug cost?",
    "A lamp costs 22.50 dollars and a rug costs 4 times as much. Jo paid with $150. How much do both cost?",
])
def test_no_priced_relation_otherwise(text):
    from occam.two_prices import priced_relation
    assert priced_relation(text) is None


def test_two_kinds_of_one_thing_told_apart_by_their_words():
    found = two_prices("At the science museum, an adult ticket is $11.40 and a child ticket is $6.25. A group of 2 adults "
                       "and 4 children visits. How much do they pay altogether?")
    assert found is not None and found.value == pytest.approx(2 * 11.40 + 4 * 6.25)


def test_the_cost_of_one_is_no_total():
    assert two_prices("What is the cost of one notebook if 9 notebooks cost 31.5 and 4 erasers cost 2?") is None
