"""Two counts at one rate each (occam.summed_rates). Problems written here for the tests."""
import math

import pytest

from occam.plan_readers import first_plan
from occam.summed_rates import summed_rate


@pytest.mark.parametrize("text, expected", [
    ("A zoo has 14 lions and 9 tigers. Each animal eats 6 kg of meat a day. How many kg of meat do they eat each day?",
     (14 + 9) * 6),
    ("A class has 13 boys and 16 girls. Each student needs 4 folders. How many folders are needed?", (13 + 16) * 4),
    ("A museum sold 340 tickets on Friday and 415 on Saturday. Tickets cost $12 each. How much money did it take in?",
     (340 + 415) * 12),
    ("Ravi planted 18 roses and 24 tulips. Every flower needs 2 cups of water. How many cups of water does he need?",
     (18 + 24) * 2),
])
def test_two_counts_at_one_rate_each(text, expected):
    p = summed_rate(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # one kind's rate, not the whole's
    "A zoo has 14 lions and 9 tigers. Each lion eats 6 kg of meat a day. How many kg of meat do they eat each day?",
    # another period asked than the rate's
    "A zoo has 14 lions and 9 tigers. Each animal eats 6 kg of meat a day. How many kg of meat do they eat in a week?",
    # a whole the kinds do not belong to
    "A farm has 20 cows and 15 ducks. Each bird gets 3 scoops of grain. How many scoops are needed?",
    # another question: what is left, how many more
    "A class has 13 boys and 16 girls. Each student needs 4 folders. How many more folders do the girls need than the "
    "boys?",
])
def test_no_summed_rate_otherwise(text):
    assert summed_rate(text) is None


@pytest.mark.parametrize("text, value", [
    ("For a fundraiser, a club sold 38 chocolate bars on Friday and 47 on Saturday. Each bar sold for $1.20. How much "
     "money did the club raise?", 102),
    ("Lucas scored 18 points in the first half of a basketball game and 14 points in the second half. A local sponsor "
     "donated $0.50 for every point he scored. How much money did the sponsor donate?", 16),
])
def test_a_price_each_sold_for_and_money_for_every_one(text, value):
    # session 27 (wp_fresh23_multiarith_float, post hoc): "Each bar sold for", "donated $0.50 for every point"
    assert math.isclose(summed_rate(text).value, value)


@pytest.mark.parametrize("text, value", [
    ("A swimming pool charges $4.25 per visit. Yusuf went 9 times in June and 6 times in July. How much did he pay "
     "altogether?", (9 + 6) * 4.25),
    ("A baker uses 0.75 kilograms of flour for each loaf of bread. She bakes 12 loaves in the morning and 8 loaves in "
     "the afternoon. How many kilograms of flour does she use?", (12 + 8) * 0.75),
])
def test_a_rate_told_first(text, value):
    # session 27 (wp_fresh21_multiarith_float, post hoc): the rate in a sentence before the two counts
    assert math.isclose(summed_rate(text).value, value)
    assert summed_rate(text.replace("How much did he pay altogether?", "How many more times did he go in June?")
                       .replace("How many kilograms of flour does she use?", "How many more loaves in the morning?")) is None
