"""A story done again a number of times, times that number (occam.repeats). Problems written here for the tests
(none from an evaluation file); expected values with Python's arithmetic."""
import pytest

from occam.plan_readers import first_plan, repeated_plan


@pytest.mark.parametrize("text, expected", [
    ("Mia reads 12 pages in the morning and 8 pages at night. She does this for 5 days. How many pages does she read "
     "in all?", (12 + 8) * 5),
    ("Sam bought 2 pens at 1.25 dollars each and a ruler for 0.80 dollars. He did this 4 times. How much did he spend "
     "altogether?", (2 * 1.25 + 0.80) * 4),
    ("Ana swam 400 meters before lunch and 250 meters after lunch. She did the same every day for 6 days. How many "
     "meters did she swim in total?", (400 + 250) * 6),
])
def test_the_story_s_plan_times_the_count_of_its_repeats(text, expected):
    p = repeated_plan(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)
    assert all(text[n.start:n.end] == n.text for n in p.numbers)


@pytest.mark.parametrize("text", [
    "Mia reads 12 pages in the morning and 8 pages at night. She does this for 5 days. How many pages does she read "
    "each day?",  # one time asked
    "Mia reads 12 pages in the morning and 8 pages at night. She does this for 5 more days. How many pages does she "
    "read in all?",  # "more" days: more than the told ones
    "Mia reads 12 pages in the morning and 8 pages at night. She does this for 5 days. Her brother reads 30 pages. "
    "How many pages does she read in all?",  # the repeat is not right before the question
])
def test_anything_else_is_none(text):
    assert repeated_plan(text) is None


def test_the_same_thing_had_again_a_number_of_times():
    """"The teacher has 6 boxes just like it.": the one box's story, asked of one box, times 6."""
    text = ("A box held 20 crayons, but 4 were broken and thrown away. The teacher has 6 boxes just like it. How many "
            "unbroken crayons does she have in all?")
    name, p = first_plan(text)
    assert name == "repeated_plan" and p.value == (20 - 4) * 6


def test_a_count_of_other_things_is_no_repeat():
    text = ("A box held 20 crayons, but 4 were broken and thrown away. The teacher has 6 pens. How many unbroken "
            "crayons does she have in all?")
    assert repeated_plan(text) is None


def test_a_thing_made_again_a_number_of_times():
    text = ("A cook uses 1.5 cups of rice in a pilaf and 0.75 cups in its stuffing. He makes this stuffed pilaf 6 times "
            "for a feast. How many cups of rice does he use?")
    name, found = first_plan(text)
    assert name == "repeated_plan" and found.value == pytest.approx((1.5 + 0.75) * 6)


def test_one_time_asked_after_a_thing_made_again_is_no_total():
    text = ("A cook uses 1.5 cups of rice in a pilaf and 0.75 cups in its stuffing. He makes this stuffed pilaf 6 times "
            "for a feast. How many cups of rice does each pilaf need?")
    found = first_plan(text)
    assert found is None or found[0] != "repeated_plan"
