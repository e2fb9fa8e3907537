"""A question written before its story (occam.question_first), read by the story readers with the story first.
Problems written here for the tests (none from an evaluation file)."""
import pytest

from occam.plan_readers import first_plan, plans
from occam.question_first import story_first


@pytest.mark.parametrize("text, expected, moved", [
    ("How many shells did Ines collect at first if she gave 14 shells away and still has 31 shells?", 14 + 31,
     "She gave 14 shells away and still has 31 shells. How many shells did Ines collect at first?"),
    # the note a change is asked from stays in the question
    ("How much change will Ravi get from a $50 note if he buys 2 shirts at $17.35 each?", 50 - 2 * 17.35,
     "He buys 2 shirts at $17.35 each. How much change will Ravi get from a $50 note?"),
])
def test_a_question_written_before_its_story_is_read_story_first(text, expected, moved):
    assert story_first(text)[0] == moved
    name, p = first_plan(text)
    assert p.value == pytest.approx(expected, rel=1e-12)
    # (a bill's list reads the second too, "2 shirts at $17.35 each ... from a $50 note": occam.bills, agreeing)
    read = dict(plans(text))["story_first"]
    assert read.value == pytest.approx(expected, rel=1e-12)
    assert all(text[n.start:n.end] == n.text for n in read.numbers)  # the numbers at their places as written


@pytest.mark.parametrize("text", [
    "How many cups if 3?",  # no story
    "What happens if I add 5 cups of flour to 2 cups of water?",  # no quantity asked of a story
    "If she gave 14 away and has 31, how many did she have?",  # already story first: the readers' own
    "How many of the 12 cups are left if 5 broke?",  # the question writes a number of its own
])
def test_no_question_first_form_no_moved_plan(text):
    found = first_plan(text)
    assert found is None or found[0] != "story_first"


def test_the_story_moves_before_the_question_with_every_other_character_in_place():
    text = "Mo went shopping. How many cups did Mo have at first if he broke 8 cups and still has 28 cups?"
    new, pieces = story_first(text)
    assert new == "Mo went shopping. He broke 8 cups and still has 28 cups. How many cups did Mo have at first?"
    assert all(new[a:a + n] == text[b:b + n] for a, b, n in pieces)
