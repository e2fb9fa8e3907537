"""A follow-up that asks a power or a multiple of the previous answer (occam.follow_ups)."""
import pytest

from occam.follow_ups import follow_up
from occam.story_plans import evaluate


@pytest.mark.parametrize("text, value", [
    ("that squared", 23 * 23),
    ("What's that cubed?", 23 ** 3),
    ("ok now square it", 23 * 23),
    ("and the square of that please", 23 * 23),
    ("double that", 23 * 2),
    ("Half of that?", 23 / 2),
    ("halve it", 23 / 2),
    ("it tripled", 23 * 3),
])
def test_a_follow_up_is_a_tree_over_the_previous_answer_and_its_words_numbers(text, value):
    tree, words = follow_up(text)
    assert evaluate(tree, [23.0] + [w.value for w in words]) == pytest.approx(value)
    assert all(text[w.start:w.end] == w.text for w in words)  # each implied number at its word


@pytest.mark.parametrize("text", [
    "that squared plus 3",  # a number of its own: the decoders' to read
    "Tell me a story about that squared circle",
    "square that, then tell me a joke",
    "what is 12 squared",
    "double check that please",
    "",
    "that squared " * 100,
])
def test_anything_more_is_no_follow_up_of_this_kind(text):
    assert follow_up(text) is None
