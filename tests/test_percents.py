"""A percentage of a number and what percentage one number is of another (occam.percents). Questions written
here for the tests; expected values with Python's arithmetic."""
import pytest

from occam.percents import percent
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected, word", [
    ("What is 84 percent of 230.77?", 84 * 230.77 / 100, "percent"),
    ("What's 12.5% of 640?", 12.5 * 640 / 100, "%"),
    ("calculate 7 per cent of 300", 7 * 300 / 100, "per cent"),
    ("18 is what percent of 72?", 18 / 72 * 100, "percent"),
    ("What percentage of 250 is 40?", 40 / 250 * 100, "percentage"),
])
def test_a_percentage_reads_the_100_its_sign_or_word_stands_for(text, expected, word):
    p = percent(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert [p.numbers[i].text for i in p.implied] == [word]
    assert all(text[n.start:n.end] == n.text for n in p.numbers)
    assert first_plan(text) == ("percent", p)


@pytest.mark.parametrize("text", [
    "What is 20% off 50?",  # a discount: two steps of the percentage
    "Increase 80 by 15%.",
    "Gina took a test with 40 questions and got 85 percent of them right. How many did she get right?",
    "My phone battery is at 45% and 3 apps are open. Is that bad?",
    "What is 15% of 80 plus 4?",  # a third number
    "",
])
def test_anything_but_the_two_forms_gets_no_percentage_plan(text):
    assert percent(text) is None
