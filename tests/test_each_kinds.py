"""An amount for each of two kinds times a count of each kind (occam.each_kinds). Problems written here for the tests
(none from an evaluation file); expected values with Python's arithmetic."""
import pytest

from occam.each_kinds import of_each_kind
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("A bakery uses 0.6 kilograms of sugar for a lemon cake and 0.45 kilograms for a carrot cake. How many kilograms "
     "of sugar does it need for 8 cakes of each kind?", (0.6 + 0.45) * 8),
    ("Markers cost $1.35 and notebooks cost $2.10. How much do 5 of each cost?", (1.35 + 2.10) * 5),
    ("A small crate holds 18 melons and a big crate holds 30 melons. The farm fills 4 of each. How many melons is "
     "that?", (18 + 30) * 4),
])
def test_the_two_amounts_times_the_count_of_each(text, expected):
    p = of_each_kind(text)
    assert p is not None and p.expression().startswith("(") and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # what is left of them: another step
    "A red bead costs $0.25 and a blue bead costs $0.40. She has 5 of each left. How much did she spend?",
    # a comparison
    "A pen costs $1.20 more than a pencil that costs $0.80. How much do 3 of each cost?",
    # no count of each: the count is of something else
    "Markers cost $1.35 and notebooks cost $2.10. How much do 5 markers cost?",
    # two amounts of two kinds: a price and a weight do not add
    "A melon weighs 1.5 kilograms and costs $3.20. How much do 4 of each weigh?",
    # a rate told with the amounts
    "Each lemon cake needs 0.6 kilograms of sugar and each carrot cake 0.45 kilograms. How much for 8 of each kind?",
])
def test_no_plan_where_another_step_is_told(text):
    assert of_each_kind(text) is None
