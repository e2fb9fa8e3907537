"""A follow-up that asks a power, a multiple or a function of the previous answer, or one operation on it with a
number of its own (occam.follow_ups)."""
import math

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
    # a function of it
    ("take the natural log of that", math.log(23)),
    ("and what's the square root of it?", math.sqrt(23)),
    ("cosine of that please", math.cos(23)),
    ("e to the power of that", math.exp(23)),
    # the previous answer named as a number, a result or a figure
    ("what's the natural log of that number", math.log(23)),
    ("square the result", 23 * 23),
    ("and divide that figure by 4", 23 / 4),
    # one operation with a number of its own, in the order its words give
    ("and divide it by 8", 23 / 8),
    ("now subtract 4.5 from it", 23 - 4.5),
    ("take 3 away from that", 23 - 3),
    ("add 15 to it", 23 + 15),
    ("plus 17.25?", 23 + 17.25),
    # a part of it, a power whose exponent is an ordinal word or a number
    ("Now take a third of that.", 23 / 3), ("a quarter of it?", 23 / 4),
    ("raise that to the fourth power", 23 ** 4), ("it to the 4th power", 23 ** 4), ("that to the power of 3", 23 ** 3),
    ("that times 3", 23 * 3),
    ("Now multiply by 1.5", 23 * 1.5),
    ("ok, that minus 30", 23 - 30),
    # thanks, a yes or a "hmm" before it; the answer named as the one just given
    ("thx. square it", 23 * 23), ("hmm, now cube that", 23 ** 3),
    ("yes \u2014 natural log of the answer you just gave", math.log(23)), ("square your last answer", 23 * 23),
    ("what's the square root of the result from before?", math.sqrt(23)), ("divide by 81", 23 / 81),
    # session 20: shared out ("split that 5 ways" was written 5 * 68.75)
    ("split that 4 ways", 23 / 4), ("ok share it equally between 2 of us", 23 / 2),
    # session 21: taken off, or added as more
    ("now take off 5", 23 - 5), ("knock off 3", 23 - 3), ("add 7 more", 23 + 7),
    ("now minus another 8", 23 - 8), ("last one, root of that?", math.sqrt(23)),
    # session 22: the previous count put in groups; a whole told, the previous total taken from it
    ("if we bag those in 2s how many bags", 23 / 2), ("pack them in boxes of 6, how many boxes?", 23 / 6),
    ("and my take home is 3,100, how much is left", 3100 - 23), ("I have 500, how much is left?", 500 - 23),
    ("and what's 4,000 minus that", 4000 - 23), ("subtract it from 500", 500 - 23),  # the number less the answer
])
def test_a_follow_up_is_a_tree_over_the_previous_answer_and_its_words_numbers(text, value):
    tree, words = follow_up(text)
    assert evaluate(tree, [23.0] + [w.value for w in words]) == pytest.approx(value)
    assert all(text[w.start:w.end] == w.text for w in words)  # each number at its word or digits


@pytest.mark.parametrize("text", [
    "that squared plus 3",  # a number of its own: the decoders' to read
    "Tell me a story about that squared circle",
    "square that, then tell me a joke",
    "what is 12 squared",
    "divide 40 by 8",  # two numbers of its own: no follow-up
    "divide it by 8 and then by 2",
    "what's the log of that",  # "log" alone: base 10 or e? not read here
    "divide it by 0",
    "double check that please",
    "",
    "that squared " * 100,
    "I have 500 apples and 3 pears, how much is left?",  # numbers of its own
    "my budget is 2,000 and rent is 900, how much is left",
])
def test_anything_more_is_no_follow_up_of_this_kind(text):
    assert follow_up(text) is None


@pytest.mark.parametrize("text", ["what about the square root of that?", "how about double that?", "what about that squared?"])
def test_what_about_leads_a_follow_up(text):
    assert follow_up(text) is not None


@pytest.mark.parametrize("text", ["and the cube?", "and cubed?", "what about the square root?"])
def test_a_power_without_a_reference_is_no_follow_up(text):
    # after "What's 16 squared?" -> 256, "and the cube?" asks 16 cubed, not 256 cubed: no reading is sure
    assert follow_up(text) is None


def test_take_half_of_that():
    tree, words = follow_up("ok now take half of that")
    assert tree == ("div", (("x", 0), ("x", 1))) and words[0].value == 2
