"""occam.rate_chains: a count and two rates chained by their units, checked against Python's arithmetic; a question of
another thing, a second chain or a word of another step leaves it unread."""
import math

import pytest

from occam.rate_chains import rate_chain


@pytest.mark.parametrize("text, expected", [
    ("A hotel has 9 floors with 16 rooms on each floor. Each room has 2 beds. How many beds does the hotel have?",
     9 * 16 * 2),
    ("A market sells bags of rice for $2.40 each. A pallet holds 30 bags. How much do 3 pallets of rice cost?",
     3 * 30 * 2.40),
    ("A farm has 7 coops of hens with 11 hens in each coop. Each hen lays 5 eggs. How many eggs are laid?", 7 * 11 * 5),
])
def test_a_count_and_two_rates_multiply(text, expected):
    plan = rate_chain(text)
    assert plan is not None, text
    assert math.isclose(plan.value, expected, rel_tol=1e-9), plan.expression()


@pytest.mark.parametrize("text", [
    # the question asks the middle thing: no chain to its end
    "A hotel has 9 floors with 16 rooms on each floor. Each room has 2 beds. How many rooms does the hotel have?",
    # one link asked of each, not the chain over the count
    "A hotel has 9 floors with 16 rooms on each floor. Each room has 2 beds. How many beds are on each floor?",
    # a word of another step
    "A hotel has 9 floors with 16 rooms on each floor. Each room has 2 beds, but 5 beds are broken. How many beds are "
    "left?",
    # no rate of the first rate's thing: two rates of one thing
    "A hotel has 9 floors with 16 rooms on each floor and 3 lifts on each floor. How many rooms does it have?",
])
def test_other_stories_are_unread(text):
    assert rate_chain(text) is None
