"""A power whose exponent is an ordinal word (occam.ordinal_powers). Questions written here; answers by Python."""
import pytest

from occam.ordinal_powers import ordinal_power
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("What is 1.5 raised to the fourth power?", 1.5 ** 4),
    ("What's two to the eleventh power?", 2 ** 11),
    ("What is 3 to the fifth?", 3 ** 5),
    ("Quick one: 10 to the twelfth power", 10 ** 12),
])
def test_the_ordinal_is_the_exponent_at_its_word(text, answer):
    p = ordinal_power(text)
    assert p is not None and p.value == pytest.approx(answer, rel=1e-12)
    base, exponent = p.numbers
    assert p.implied == frozenset({1}) and text[exponent.start:exponent.end] == exponent.text  # at its word
    assert text[base.start:base.end] == base.text
    assert first_plan(text)[0] == "ordinal_power"


@pytest.mark.parametrize("text", [
    "What is a fourth of 20?",  # a part, no power
    "He came to the third floor 5 times. How many?",
    "Take 2 to the third floor.",  # no power: the ordinal names a floor
    "What is 4 plus 5 to the second power?",  # two numbers: the written expression's business
    "",
])
def test_no_power_where_the_ordinal_is_no_exponent(text):
    assert ordinal_power(text) is None


@pytest.mark.parametrize("text, answer", [("Ha. Ok, what's 3 to the 6th?", 3 ** 6), ("What is 5 to the 3rd power?", 5 ** 3)])
def test_a_written_ordinal_exponent_is_the_text_s_own_number(text, answer):
    p = ordinal_power(text)
    assert p is not None and p.value == pytest.approx(answer) and not p.implied
