"""A sum or product of a list named in words, the average of two to four (occam.lists). Written here for the tests."""
import math

import pytest

from occam.lists import listed
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("add 17, 38 and 250", 17 + 38 + 250),
    ("What is the sum of 4.5, 12.25 and 9?", 4.5 + 12.25 + 9),
    ("could you multiply 3, 7 and 11 for me", 3 * 7 * 11),
    ("What's the product of 2.5, 4 and 8?", 2.5 * 4 * 8),
    ("add up 15, 25, 35 and 45", 15 + 25 + 35 + 45),
    ("what's the total of 1,200, 350 and 75.5?", 1200 + 350 + 75.5),
    ("What's the average of 18 and 27?", (18 + 27) / 2),
    ("What's the average of 12, 15 and 21?", (12 + 15 + 21) / 3),  # two OccamNet steps: the sum, then the share
    ("Find the mean of 14, 22, 31, and 9.", (14 + 22 + 31 + 9) / 4),
])
def test_a_list_named_in_words_is_one_plan(text, expected):
    p = listed(text)
    assert p is not None and math.isclose(p.value, expected)
    found = first_plan(text)
    assert found is not None and found[0] == "listed"
    assert all(text[n.start:n.end] == n.text for n in p.numbers)  # the average's 2 stands at its word


@pytest.mark.parametrize("text", [
    "add 12 and 45",  # one operation: the decoders'
    "sum of 3, 4 and 5 minus 2",  # more after the list
    "The sum of 12, 45 and 78 is what I got, is that right for 2024?",
    "add 12, 45, 78",  # no "and": not read as a list
    "I added 3 eggs, 2 cups of flour and 1 cup of milk.",
    "add 3, 5 and 7 then double it",  # more after the list
    "What is the sum of 10, 20 and 30 percent?",
])
def test_no_list_plan_otherwise(text):
    assert listed(text) is None


@pytest.mark.parametrize("text, expected, implied", [
    ("Maya scored 78, 85 and 92 on three tests. What is her average score?", (78 + 85 + 92) / 3, []),  # "three"
    ("The temperatures were 12.5, 14 and 15.5 degrees. What was the mean temperature?", (12.5 + 14 + 15.5) / 3,
     ["mean"]),
    ("Ali ran 5, 7, 6 and 10 km this week. What was his average run?", (5 + 7 + 6 + 10) / 4, ["average"]),
    # the count in the question; amounts of one unit told a clause apart
    ("Tara scored 70, 80 and 96 on quizzes. What is her average score over the 3 quizzes?", (70 + 80 + 96) / 3, []),
    ("Ravi swam 1.5 kilometers on Monday and 2.5 kilometers on Friday. What was his average distance per day over "
     "those two days?", 2.0, []),
])
def test_the_average_of_a_list_a_story_tells(text, expected, implied):
    from occam.lists import story_average

    p = story_average(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert [p.numbers[i].text for i in p.implied] == implied
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "Maya scored 78, 85 and 92 on three tests. What score does she need next to average 88?",  # a number asked
    "Sam is 12 and scored 78, 85 and 92. What is his average?",  # another quantity
    "Maya scored 78, 85 and 92 on two tests. What is her average score?",  # a count that is not the list's
    "Tara scored 70, 80 and 96 on quizzes. What is her average score over the 4 quizzes?",  # nor in the question
    "Ravi swam 1.5 kilometers on Monday and 2.5 hours on Friday. What was his average per day?",  # two units
    "Ravi swam 1.5 kilometers on Monday. He swam 2.5 kilometers on Friday and 3 on Sunday. What was his average?",
])
def test_no_story_average_otherwise(text):
    from occam.lists import story_average

    assert story_average(text) is None


def test_a_story_s_list_asked_as_a_total():
    from occam.lists import story_total

    p = story_total("Noa scored 64, 72, and 88 on four quizzes and a test. What is her total score?")
    assert p is None  # "four quizzes and a test": a count that is not the list's
    p = story_total("Noa scored 64, 72, and 88 on three quizzes. What is her total score?")
    assert p.value == 64 + 72 + 88
    assert story_total("Noa scored 64, 72, and 88 on three quizzes. What is her average score?") is None


def test_a_list_of_one_unit_with_its_count_in_words_apart():
    from occam.plan_readers import first_plan

    text = "Over three days a bakery sold 42 loaves, 57 loaves and 36 loaves of bread. How many loaves did it sell altogether?"
    name, p = first_plan(text)
    assert name == "story_total" and p.value == 42 + 57 + 36
    assert [p.numbers[i].text for i in p.apart] == ["three"]
