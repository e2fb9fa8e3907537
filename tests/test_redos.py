"""The previous question asked again with a number changed (occam.redos). Conversations written here; values by
Python's math."""
import math

import pytest

from occam.redos import previous_tree, redo
from occam.story_plans import evaluate


@pytest.mark.parametrize("previous, text, value, new", [
    ("square root of 196?", "and of 289?", math.sqrt(289), ["289"]),
    ("what's the natural log of 20", "what about 35?", math.log(35), ["35"]),
    ("cosine of 0.5", "same for 1.2", math.cos(1.2), ["1.2"]),
    ("what's 17 squared", "ok and 18?", 18 * 18, ["18"]),
    ("what's 1,200 minus 475", "what if it was 1,500 instead of 1,200?", 1500 - 475, ["1,500"]),
    ("what is 48 + 12", "how about 50 instead of 48", 50 + 12, ["50"]),
    ("subtract 45 from 300", "what about 60 instead of 45?", 300 - 60, ["60"]),
    ("multiply 23 by 19", "thanks! and 23 by 21?", 23 * 21, ["23", "21"]),
    ("what's 17 squared", "and cubed?", 17 ** 3, []),
    ("what is the square root of 50", "and the natural log?", math.log(50), []),
])
def test_the_previous_calculation_with_the_changed_number(previous, text, value, new):
    r = redo(previous, text)
    assert r is not None
    assert evaluate(r.tree, [n.value for n in r.numbers]) == pytest.approx(value)
    assert sorted(r.numbers[i].text for i in r.new) == sorted(new)
    for i in r.new:  # the follow-up's own numbers stand where the follow-up writes them
        n = r.numbers[i]
        assert text[n.start:n.end] == n.text


@pytest.mark.parametrize("previous, text", [
    ("what's 125 times 8?", "what about 9 instead?"),  # either number may change: no exact answer
    ("what's 125 times 8?", "what if it were 12?"),
    ("what is 48 + 12", "what about 50 instead of 30?"),  # 30 is no number of the previous question
    ("log of 100", "and 1000?"),  # log base 10 or e is not said
    ("cos of 40 degrees", "and 50?"),  # degrees: not one primitive of the number
    ("what's 15% of 80", "what about 90?"),
    ("I have 3 kids", "what about 4?"),  # no calculation before
    ("square root of 196?", "and of 289 apples and 3 pears?"),
    ("multiply 23 by 19", "and 23 times 21?"),  # other words between: a new question, the network's to read
])
def test_no_redo_where_the_follow_up_does_not_settle_it(previous, text):
    assert redo(previous, text) is None


def test_the_previous_question_s_calculation_is_read_from_its_words():
    assert previous_tree("multiply 23 by 19") == ("mul", (("x", 0), ("x", 1)))
    assert previous_tree("subtract 45 from 300") == ("sub", (("x", 1), ("x", 0)))
    assert previous_tree("square root of 196?") == ("sqrt", (("x", 0),))
    assert previous_tree("what's the weather like in 2024?") is None


@pytest.mark.parametrize("previous, text, value", [
    # session 21, post hoc: the new number beside the word the previous question writes beside one of its own
    ("divide 630 by 7", "ok and by 9?", 630 / 9),
    ("what's 1000 divided by 8", "by 32?", 1000 / 32),
    ("split 184.60 four ways", "actually make it five ways, my brother's coming too", 184.60 / 5),
])
def test_a_number_beside_the_same_word_replaces_that_number(previous, text, value):
    r = redo(previous, text)
    assert r is not None and evaluate(r.tree, [n.value for n in r.numbers]) == pytest.approx(value)


@pytest.mark.parametrize("text, op", [
    ("add those two together", "add"), ("difference between those two?", "sub"), ("what's the sum of those two", "add"),
    ("multiply the two answers", "mul"),
    ("add those two apples", None), ("add those two and 5", None), ("those two are my favourites", None),
    # post hoc (conversations_fresh22): "them", "the first ... the second"
    ("sum them", "add"), ("add them up", "add"), ("now multiply the first answer by the second", "mul"),
    ("haha ok, what's the first result plus the second", "add"), ("sum them all up for the team", None),
])
def test_the_two_previous_answers_taken_together(text, op):
    from occam.redos import two_answers

    assert two_answers(text) == op


@pytest.mark.parametrize("previous, text, value", [
    ("how much is 84 ÷ 7", "what if it was divided by 4 instead", 84 / 4),  # post hoc (conversations_fresh22)
    ("what is 12 times 5", "what about plus 3 instead", 12 + 3),
])
def test_the_first_number_with_another_operation_instead(previous, text, value):
    r = redo(previous, text)
    assert r is not None and evaluate(r.tree, [n.value for n in r.numbers]) == pytest.approx(value)
    assert redo("square root of 16", text) is None  # one number: no first number kept
