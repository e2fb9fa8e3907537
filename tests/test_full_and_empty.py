"""What a container holds, from its weight full and empty (occam.full_and_empty). Problems written here for the tests
(none from an evaluation file); expected values with Python's arithmetic."""
import pytest

from occam.full_and_empty import full_less_empty
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("A full can of paint weighs 4.6 kilograms. The empty can weighs 0.4 kilograms. How much does the paint weigh?",
     4.6 - 0.4),
    ("A full tank of fish food weighs 2.5 pounds, and the empty tank weighs 0.7 pounds. The food is shared equally "
     "among 3 ponds. How many pounds does each pond get?", (2.5 - 0.7) / 3),
    ("A full bottle of syrup weighs 1.15 kilograms and the empty bottle weighs 0.25 kilograms. How many kilograms of "
     "syrup are in 6 full bottles?", (1.15 - 0.25) * 6),
])
def test_the_contents_are_the_full_weight_less_the_empty(text, expected):
    p = full_less_empty(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # a price: another story
    "A full can of paint costs $14.50. The empty can weighs 0.4 kilograms. How much does the paint cost?",
    # the empty weight the larger: a misreading
    "A full box weighs 0.4 kilograms and the empty box weighs 1.6 kilograms. How much do the contents weigh?",
    # two units
    "A full jug weighs 3 kilograms and the empty jug weighs 400 grams. How heavy is the water?",
])
def test_no_plan_for_anything_else(text):
    assert full_less_empty(text) is None


def test_no_reader_adds_the_full_and_the_empty_weight():
    text = ("A full jar of pickles weighs 1.4 kilograms, and the empty jar weighs 0.3 kilograms. If the pickles are "
            "shared equally among 2 people, how much does each get?")
    assert first_plan(text)[1].value == pytest.approx((1.4 - 0.3) / 2)
