"""Two amounts of each one of a counted thing (occam.each_parts). Stories written here for the tests (none from an
evaluation file); expected values are Python's arithmetic on the numbers as written."""
import pytest

from occam.each_parts import each_parts
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    # two kinds that each one gets, in a clause opened by "Each <thing>"
    ("Each gift box gets 4 candles and 2 soaps. Maya packs 12 gift boxes. How many items does she pack?", (4 + 2) * 12),
    ("Every lunch bag holds 2 sandwiches and 3 apples. The camp packs 40 lunch bags. How many pieces of food are "
     "packed?", (2 + 3) * 40),
    # a price of each one less a discount on each one
    ("The team bought 15 footballs at $12.80 each and got a discount of $0.90 on each ball. How much did they pay?",
     (12.80 - 0.90) * 15),
    ("Each notebook costs $3.40, but the shop takes $0.40 off each notebook this week. Amir buys 7 notebooks. How "
     "much does he pay?", (3.40 - 0.40) * 7),
    # what each of the counted things held, less what was taken from each
    ("He fills each of his 4 jugs with 1.5 liters of water, then pours 0.25 liters out of each jug. How much water is "
     "left in the jugs?", (1.5 - 0.25) * 4),
])
def test_two_amounts_of_each_one_times_the_count(text, expected):
    p = each_parts(text)
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)
    name, plan = first_plan(text)
    assert plan.value == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("text", [
    # one kind asked of two
    "Each gift box gets 4 candles and 2 soaps. Maya packs 12 gift boxes. How many candles does she pack?",
    "Each tray has 12 brown eggs and 18 white eggs. There are 5 trays. How many white eggs are there?",
    # a rate times a count and one amount more, told of the whole: no amount of each one
    "A school orders 12 boxes of markers with 8 markers in each box, plus 15 loose markers. How many markers are there?",
    "Six vans take students on a trip. Each van holds 8 students, and 5 more students ride with the teacher. How many "
    "students go?",
    "A school ordered 12 buses. Each bus has 45 seats, and 18 seats were left empty. How many students rode?",
    # a gift to each and what is left: the start asked (another reader's)
    "Lucas gave 3 stickers to each of his 9 friends and has 13 stickers left. How many stickers did he have?",
    # another thing's price "each", the count of a third
    "A shirt costs $15 each and a hat costs $8 each. He buys 3 shirts. How much does he spend?",
    # the amount of each one asked
    "The team bought 15 footballs at $12.80 each and got a discount of $0.90 on each ball. How much did each ball "
    "cost?",
])
def test_no_plan_where_the_story_is_another_form(text):
    assert each_parts(text) is None
