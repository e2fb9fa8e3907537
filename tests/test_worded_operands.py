"""A request whose second operand is a word (occam.worded_operands). Questions written here; answers by Python."""
import pytest

from occam.plan_readers import first_plan
from occam.worded_operands import worded_operand


@pytest.mark.parametrize("text, answer, word", [
    ("what's half of 7,350", 7350 / 2, "half"),
    ("what is a quarter of 1,820", 1820 / 4, "quarter"),
    ("hey, what's a third of 99?", 33, "third"),
    ("Could you tell me half of 15?", 7.5, "half"),
    ("double 48.5 please", 97, "double"),
    ("a dozen times 37?", 444, "dozen"),
    ("what is 37 times a dozen", 444, "dozen"),
    ("a gross minus twenty-nine, how much is that", 144 - 29, "gross"),
])
def test_the_word_is_an_implied_number_at_its_place(text, answer, word):
    p = worded_operand(text)
    assert p is not None and p.value == pytest.approx(answer, rel=1e-12)
    (i,) = p.implied
    w = p.numbers[i]
    assert text[w.start:w.end].lower() == word  # the inspector shows the word as the input's place
    (j,) = set(range(2)) - {i}
    n = p.numbers[j]
    assert text[n.start:n.end] == n.text  # the written number at its own place
    assert first_plan(text)[1].value == pytest.approx(answer, rel=1e-12)  # this reader's, or one before it ("double": chain)


@pytest.mark.parametrize("text", [
    "Half of the 7,350 tickets were sold. How many?",  # a story: its readers' business
    "more than half of 7,350",
    "what's half of 7,350 minus 20",  # two numbers
    "a dozen eggs cost 4",  # a count of eggs, no operation of the word
    "half of 7350 is what?",
    "what is half of 0",
    "half",
    "",
    "what's half of 7,350 " * 20,
])
def test_anything_else_is_not_read(text):
    assert worded_operand(text) is None


@pytest.mark.parametrize("text, answer", [
    ("what's two thirds of 480", 320),
    ("what's three-quarters of 1,200?", 900),
    ("quick one: what is three fifths of 2,400?", 1440),
])
def test_a_fraction_of_words_multiplies_then_divides(text, answer):
    p = worded_operand(text)
    assert p is not None and p.value == pytest.approx(answer) and p.implied == frozenset({0, 1})
    words = [text[n.start:n.end].lower() for n in p.numbers[:2]]
    assert words[0] in ("two", "three") and words[1] in ("thirds", "quarters", "fifths")  # both words at their place
    assert first_plan(text)[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text", ["five thirds of 30", "what's two thirds of 480 minus 20", "two thirds of it"])
def test_no_fraction_of_words_otherwise(text):
    assert worded_operand(text) is None
