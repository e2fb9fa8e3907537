"""Number puzzles undone (occam.number_puzzles): puzzles written here for the tests, none from an evaluation
file; the expected unknowns are checked by doing the puzzle's operations to them with Python's arithmetic."""
import pytest

from occam.number_puzzles import puzzle


@pytest.mark.parametrize("text, result, forward", [
    # "multiply a number by", "take away", "you end up with", "what is left", "double the result", "What number"
    ("If you multiply a number by 3 and then take away 5, you end up with 34. What was the number?", 34,
     lambda x: x * 3 - 5),
    ("Mira thought of a number, tripled it, and took away 14. She got 40. What number did she think of?", 40,
     lambda x: 3 * x - 14),
    ("Subtract 4 from a mystery number and multiply what is left by 5; the answer is 65. What is the mystery number?",
     65, lambda x: (x - 4) * 5),
    ("If you add 15 to a number and then double the result, you get 58. What is the number?", 58,
     lambda x: (x + 15) * 2),
    # operations after the unknown, in written order; the result undone in reverse
    ("A number is multiplied by 6 and then 11 is added. The result is 71. What is the number?", 71,
     lambda x: x * 6 + 11),
    ("A number divided by 5, minus 3, equals 8. What is the number?", 8, lambda x: x / 5 - 3),
    ("A number is divided by 3, and then 4 is subtracted from the result. The answer is 6. What is the number?",
     6, lambda x: x / 3 - 4),
    # an operation written before the unknown: nearest first ("4 times", then "9 less than")
    ("Nine less than 4 times a number is 31. What is the number?", 31, lambda x: 4 * x - 9),
    ("Five times a number, increased by 12, is 47. What is the number?", 47, lambda x: 5 * x + 12),
    # one before, one after: "5 more than a number" is then multiplied
    ("If 5 more than a number is multiplied by 4, the result is 48. What is the number?", 48, lambda x: (x + 5) * 4),
    ("I think of a number, multiply it by 4 and subtract 9. The answer is 27. What is my number?", 27,
     lambda x: 4 * x - 9),
    # what the operation is done to named: "subtracted from the product", "added to the result"
    ("A number is multiplied by 8, and then 21 is subtracted from the product. The result is 43. What is the number?",
     43, lambda x: x * 8 - 21),
    ("A number is divided by 4 and then 9 is added to the quotient. The answer is 20. What is the number?", 20,
     lambda x: x / 4 + 9),
    # the operation as a gerund
    ("Subtracting 13 from a number gives 29. What is the number?", 29, lambda x: x - 13),
    ("Adding 17 to a number gives 45. What is the number?", 45, lambda x: x + 17),
])
def test_a_puzzle_is_undone_over_its_written_numbers(text, result, forward):
    p = puzzle(text)
    assert p is not None and p.asks == "unknown"
    assert forward(p.value) == pytest.approx(result)  # the puzzle's operations, done to the answer, give its result


@pytest.mark.parametrize("text, expected", [
    ("A number plus 19 equals 52. What is 4 times the number?", (52 - 19) * 4),  # an operation of the unknown asked
    ("The sum of two numbers is 73. One of them is 29. What is the other number?", 73 - 29),
    ("The product of two numbers is 84. One number is 7. What is the other number?", 84 / 7),
    ("The difference between two numbers is 13. The larger number is 40. What is the smaller number?", 40 - 13),
    ("The difference between two numbers is 13. The smaller one is 40. What is the larger one?", 40 + 13),
    ("The sum of two numbers is 66. One of them is 21. What is the other number multiplied by 3?", (66 - 21) * 3),
    ("Two numbers add up to 91. If one of them is 38, what is the other?", 91 - 38),  # session 22: other words
    ("Two numbers have a sum of 120. One of them is 47. Find the other number.", 120 - 47),
])
def test_what_the_question_asks_of_the_unknown(text, expected):
    assert puzzle(text).value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "A number and its square add up to 30. What is the number?",  # a number the puzzle does not write
    "A number plus 4 is 10. What is the number squared?",  # an operation asked that the scanner does not read
    "A number is doubled and then trebled to get 18. What is the number?",  # "trebled": an operation not read
    "Three times a number plus two times the same number is 45. What is the number?",  # the unknown twice
    "The difference between two numbers is 13. One of them is 40. What is the other?",  # larger or smaller?
    "A number is multiplied by 6 and then 11 is added. What is the number?",  # no result told
    "My phone number is 555 0142. What is the number of digits?",  # no puzzle
    "Sam had 15 apples and ate 4. How many are left?",
    "What is 12 + 7 * 3?",
    "",
])
def test_what_is_no_puzzle_it_can_undo_gets_none(text):
    assert puzzle(text) is None


def test_the_words_that_name_the_two_numbers_are_set_apart():
    """"two numbers" and "One of the numbers" count no operand: the plan keeps them apart, so a reply that reads
    only 83 and 37 reads every number the question asks for."""
    p = puzzle("The sum of two numbers is 83. One of the numbers is 37. What is the other number?")
    assert p.expression() == "83 - 37"
    assert sorted(p.numbers[i].text for i in p.apart) == ["One", "two"]


def test_one_of_them_twice_the_other_tells_no_number_of_it():
    from occam.number_puzzles import puzzle

    assert puzzle("The sum of two numbers is 60. One of them is twice the other. What is the other number?") is None


@pytest.mark.parametrize("text, answer", [
    ("A quarter of a number is 13. What is the number increased by 10?", 62),
    ("A fifth of a number plus 4 is 10. What is the number?", 30),
])
def test_a_fraction_word_of_the_unknown_is_a_division_undone(text, answer):
    found = puzzle(text)
    assert found is not None and found.value == pytest.approx(answer)


@pytest.mark.parametrize("text, expected", [("What number minus 14 gives 33?", 33 + 14), ("What number plus 8 is 31?", 31 - 8)])
def test_a_puzzle_asked_as_one_question(text, expected):
    from occam.number_puzzles import asked_puzzle
    found = asked_puzzle(text)
    assert found is not None and found.value == expected
    assert [text[n.start:n.end] for n in found.numbers] == [n.text for n in found.numbers]
