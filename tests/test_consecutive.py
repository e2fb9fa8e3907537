"""Consecutive numbers from their sum (occam.consecutive). Problems written here; answers by brute force."""
import pytest

from occam.consecutive import consecutive
from occam.plan_readers import first_plan


def _brute(total: int, k: int, step: int, largest: bool) -> int:
    for n in range(-1000, 1000):
        run = [n + step * i for i in range(k)]
        if sum(run) == total and (step == 1 or n % 2 == run[0] % 2):
            return run[-1] if largest else run[0]
    raise AssertionError("no run")


@pytest.mark.parametrize("text, total, k, step, largest", [
    ("The sum of two consecutive integers is 87. What is the larger of the two integers?", 87, 2, 1, True),
    ("The sum of three consecutive integers is 96. What is the smallest of the three?", 96, 3, 1, False),
    ("Three consecutive whole numbers add up to 78. What is the smallest of them?", 78, 3, 1, False),
    ("The sum of three consecutive even numbers is 78. What is the largest of the three?", 78, 3, 2, True),
    ("The sum of two consecutive odd numbers is 112. What is the smaller number?", 112, 2, 2, False),
    ("The sum of four consecutive integers is 138. What is the largest of the four?", 138, 4, 1, True),
    ("The sum of 5 consecutive numbers is 115. What is the first number?", 115, 5, 1, False),
])
def test_smallest_or_largest_of_a_run(text, total, k, step, largest):
    p = consecutive(text)
    assert p is not None and p.value == _brute(total, k, step, largest)
    assert first_plan(text)[0] == "consecutive"
    word = p.numbers[next(iter(p.implied))]
    assert word.text.lower() == "consecutive" and text[word.start:word.end] == word.text  # shown where it came from


@pytest.mark.parametrize("text", [
    "The sum of two consecutive integers is 87. What is their product?",
    "The sum of three consecutive integers is 96. What is the second one?",
    "The sum of three consecutive odd numbers is 96. What is the smallest?",  # no three odd numbers add up to 96
    "The sum of two consecutive even numbers is 126 and one of them is 62. What is the larger?",  # another number
    "The product of two consecutive integers is 90. What is the smaller?",
    "The sum of two consecutive integers is 86. What is the larger?",  # no whole answer
])
def test_no_plan_where_the_run_is_not_read_in_full(text):
    assert consecutive(text) is None


@pytest.mark.parametrize("text, answer", [
    ("Three consecutive integers add up to 111. Find the middle one.", 37),
    ("The sum of five consecutive odd numbers is 75. What is the middle number?", 15),
])
def test_the_middle_of_an_odd_count_is_their_mean(text, answer):
    found = consecutive(text)
    assert found is not None and found.value == answer


def test_an_even_count_has_no_middle_one():
    assert consecutive("The sum of four consecutive integers is 74. What is the middle one?") is None
