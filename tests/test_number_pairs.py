"""Two unknown numbers from their sum and their difference or factor (occam.number_pairs). Puzzles written here;
answers solved by hand."""
import pytest

from occam.number_pairs import number_pair
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("Two numbers add up to 75 and one of them is four times the other. What is the larger number?", 60),
    ("A number is 6 more than another number. Their sum is 40. What is the smaller number?", 17),
    ("Of two numbers, one is 15 greater than the other, and together they total 71. Find the greater number.", 43),
    ("Two numbers differ by 9 and add up to 41. What is the larger one?", 25),
    ("Two numbers add up to 30 and differ by 4. What is the larger one?", 17),
    ("The sum of two numbers is 64 and their difference is 18. What is the larger number?", 41),
    ("The sum of two numbers is 60. One of them is twice the other. What is the smaller number?", 20),
])
def test_the_larger_or_the_smaller(text, answer):
    p = number_pair(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert first_plan(text)[0] == "number_pair"
    for i in p.implied:  # a word's number stands at its word
        n = p.numbers[i]
        assert text[n.start:n.end] == n.text


@pytest.mark.parametrize("text", [
    "The sum of two numbers is 51. One is 6 more than the other. What is the larger?",  # no two whole numbers
    "Two numbers add up to 75. What is the larger?",  # no relation
    "Sam has 40 apples. One is 6 more than the other. Which is larger?",  # no sum
    "Two numbers add up to 75 and one of them is four times the other. What is their product?",  # neither asked
    "",
])
def test_no_plan_where_the_pair_is_not_settled(text):
    assert number_pair(text) is None


@pytest.mark.parametrize("text, expected", [
    ("The sum of a number and twice that number is 57. What is the number?", 57 / 3),
    ("A number plus three times the number is 48. What is the number?", 48 / 4),
    ("A number plus 3 times the number is 48. Find the number.", 48 / 4),
])
def test_a_number_and_a_multiple_of_it_with_their_sum_told(text, expected):
    from occam.number_pairs import number_and_multiple

    p = number_and_multiple(text)
    assert p is not None and p.value == pytest.approx(expected) and first_plan(text)[1].value == pytest.approx(expected)
    assert all(text[n.start:n.end] == n.text for n in p.numbers)


@pytest.mark.parametrize("text", [
    "The sum of a number and twice that number is 57. What is twice the number?",  # a multiple asked
    "The sum of a number and twice that number is 57. Add 4. What is the number?",  # another number
])
def test_anything_else_is_no_number_and_multiple(text):
    from occam.number_pairs import number_and_multiple

    assert number_and_multiple(text) is None


@pytest.mark.parametrize("text, answer", [
    ("The difference between two numbers is 12 and their sum is 50. What is the larger number?", (50 + 12) / 2),
    ("Two numbers have a sum of 50 and a difference of 12. What is the smaller number?", (50 - 12) / 2),
])
def test_a_difference_told_of_the_two_numbers(text, answer):
    found = number_pair(text)
    assert found is not None and found.value == pytest.approx(answer)
