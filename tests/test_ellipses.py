"""A comparison whose other side is left out, read with it written in (occam.ellipses). Problems written here for
the tests (none from an evaluation file); expected values with Python's arithmetic."""
import pytest

from occam.ellipses import completed, elliptic_relation
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("Jenny has 12 stickers. Her brother has 3 times as many. How many stickers does her brother have?", 12 * 3),
    ("Jenny has 12 stickers. Her brother has 3 times as many. How many stickers do they have in all?", 12 + 12 * 3),
    ("Tom is 9 years old. His father is 4 times as old. How old is his father?", 9 * 4),
    ("Tom is 9 years old. His father is 4 times as old as him. How old is his father?", 9 * 4),
    ("Ali is 12. His sister is 5 years younger. How old is his sister?", 12 - 5),
    ("A pencil costs 0.45 dollars. A pen costs 3 times as much. How much does the pen cost?", 0.45 * 3),
    ("Rosa picked 18 apples. Her friend picked 7 fewer. How many apples did they pick altogether?", 18 + 18 - 7),
    ("The dog weighs 30.5 pounds. The cat weighs 21.8 pounds less. How much does the cat weigh?", 30.5 - 21.8),
    ("Maria has 24 dollars. Her sister has twice as much. How much money do they have together?", 24 + 24 * 2),
    # an age moved in time (occam.ages): the question's number lies after the words written in
    ("Grace is 14. Her brother is 3 years older. How old will her brother be in 5 years?", 14 + 3 + 5),
])
def test_the_left_out_side_is_the_sentence_before_s_subject(text, expected):
    p = elliptic_relation(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert all(text[n.start:n.end] == n.text for n in p.numbers)  # the places are the text's own
    first = first_plan(text)  # an earlier reader may plan it as well ("3 times as many" as one step), to the same value
    assert first is not None and first[1].value == pytest.approx(expected)


def test_the_words_written_in():
    new, at = completed("The dog weighs 30.5 pounds. The cat weighs 21.8 pounds less. How much does the cat weigh?")
    assert new == "The dog weighs 30.5 pounds. The cat weighs 21.8 pounds less than the dog. How much does the cat weigh?"
    assert new[at:].startswith(" than the dog")


@pytest.mark.parametrize("text", [
    "Rosa picked 18 apples. Then she picked 7 more. How many apples did she pick?",  # one person: no comparison
    "Rosa picked 18 apples. Her friend picked 7 more. How many apples did Rosa pick?",  # told, nothing to compute
    "Rosa picked 18 apples. Her friend picked 7 more than Ben. How many apples did her friend pick?",  # not left out
    "Jenny has 12 stickers. Her brother has 3 times as many. Her sister has 5 more. How many does her sister have?",
])
def test_anything_else_is_none(text):
    assert elliptic_relation(text) is None
