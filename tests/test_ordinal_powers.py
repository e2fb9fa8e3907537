"""Powers and logarithms whose second number is a word (occam.ordinal_powers). Questions written here; answers by Python."""
import math

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


def test_a_written_exponent_before_come_out_to_and_talk_after_it():
    text = "Just curious, what does 1.5 to the 6th come out to? I was reading about exponential growth."
    p = ordinal_power(text)
    assert p is not None and p.value == 1.5 ** 6 and not p.implied  # "6th": the text's own number
    assert ordinal_power("what is 3 to the 6th times 2?") is None  # more than the power


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


@pytest.mark.parametrize("text, answer, implied", [
    ("What is the base-10 logarithm of 250?", math.log10(250), []),
    ("Find the base 2 logarithm of 4096.", 12, []),
    ("What's the logarithm to base 3 of 729?", 6, []),
    ("What is the common log of 1,000?", 3, ["common"]),  # base 10 by name, an input at its word
])
def test_a_logarithm_to_a_base_written_before_it_or_named(text, answer, implied):
    from occam.ordinal_powers import based_log
    p = based_log(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert p.expression().startswith("log(")
    assert [p.numbers[i].text for i in sorted(p.implied)] == implied


@pytest.mark.parametrize("text", [
    "What is the base-10 logarithm of 250 plus 3?",  # another number: more than the logarithm
    "What is the base-10 logarithm of -5?",  # no value: the network's own abstention
    "Tell me about base 10 numbers.",
])
def test_no_based_log_otherwise(text):
    from occam.ordinal_powers import based_log
    assert based_log(text) is None


@pytest.mark.parametrize("text, answer", [
    ("what's the sine of 45 degrees?", math.sin(math.radians(45))),
    ("cos(120°) = ?", math.cos(math.radians(120))),
    ("What is the cosine of 60 deg?", math.cos(math.radians(60))),
])
def test_a_sine_or_cosine_in_degrees_reads_pi_over_180_at_the_degree_word(text, answer):
    from occam.implied_numbers import covers_unwritten
    from occam.ordinal_powers import degrees_angle

    p = degrees_angle(text)
    assert p.value == pytest.approx(answer) and p.numbers[1].value == pytest.approx(math.pi / 180)
    assert covers_unwritten(text, [p.numbers[1]])  # the degree word's number is the one the question does not write
    assert degrees_angle(text.replace("°", " radians").replace("degrees", "radians").replace("deg", "rad")) is None


@pytest.mark.parametrize("text, expected", [
    ("What's the reciprocal of 16?", 1 / 16), ("find the reciprocal of 0.25", 4.0), ("reciprocal of -2.5?", -0.4),
    ("What is the multiplicative inverse of 8?", 0.125),
])
def test_a_reciprocal_is_one_over_the_number_the_one_implied_by_the_word(text, expected):
    from occam.ordinal_powers import reciprocal

    p = reciprocal(text)
    assert p is not None and p.value == pytest.approx(expected) and p.implied == frozenset({1})
    assert p.numbers[1].text.lower().startswith(("reciprocal", "multiplicative"))


@pytest.mark.parametrize("text", ["What is the reciprocal of 0?", "What's the reciprocal of 3/4?",
                                  "Is 0.5 the reciprocal of 2?  And what is 7 + 1?"])
def test_no_reciprocal_of_zero_a_fraction_or_another_question(text):
    from occam.ordinal_powers import reciprocal

    assert reciprocal(text) is None


@pytest.mark.parametrize("text, expected", [("Q3) Find the value of 7⁴.", 2401), ("what's 2¹⁰?", 1024),
                                            ("what is 1.5³?", 3.375)])
def test_a_power_written_with_a_superscript_exponent(text, expected):
    from occam.abstention import named_primitives
    from occam.ordinal_powers import superscript_power

    p = superscript_power(text)
    assert p is not None and p.value == pytest.approx(expected) and p.implied == frozenset({1})
    assert "pow" in named_primitives(text)


@pytest.mark.parametrize("text", ["what is 3⁴ + 1?", "is 2⁵ more than 5²?", "The room is 25 m² big."])
def test_no_superscript_power_beside_another_operation_or_of_a_unit(text):
    from occam.abstention import named_primitives
    from occam.ordinal_powers import superscript_power

    assert superscript_power(text) is None
    assert "m²" not in text or "pow" not in named_primitives(text)


@pytest.mark.parametrize("text, answer", [
    ("(-4) to the 6th", (-4) ** 6),
    ("what's (-2.5) to the 3rd power?", (-2.5) ** 3),
    ("3 to the 6th", 3 ** 6),
    ("1.05 to the 4th, please", 1.05 ** 4),
])
def test_a_power_asked_without_a_question_mark_or_with_its_base_in_parentheses(text, answer):
    from occam.plan_readers import first_plan

    name, plan = first_plan(text)
    assert name == "ordinal_power" and plan.value == pytest.approx(answer, rel=1e-12)


def test_an_ordinal_after_to_the_that_is_no_power():
    from occam.plan_readers import first_plan

    assert first_plan("we moved from the 2nd to the 5th floor") is None
