"""An expression written in symbols as a plan (occam.written_plans). Expressions written here for the tests."""
import math

import pytest

from occam.story_plans import arrangements, depth
from occam.written_plans import operations, written_plan


def _value(tree, values):
    op = tree[0]
    if op == "x":
        return values[tree[1]]
    args = [_value(t, values) for t in tree[1]]
    return {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
            "div": lambda a, b: a / b, "pow": lambda a, b: a ** b, "sqrt": math.sqrt, "log": math.log,
            "exp": math.exp, "sin": math.sin, "cos": math.cos}[op](*args)


@pytest.mark.parametrize("text, expected", [
    ("64 - 9 * 6 + 5 =", 64 - 9 * 6 + 5),
    ("What is sqrt(81) + 2 * 7?", math.sqrt(81) + 2 * 7),
    ("cos(1.5) + sin(0.5) equals?", math.cos(1.5) + math.sin(0.5)),
    ("(-6) / 0.25 + 30 =", -6 / 0.25 + 30),
    ("What is 90-17-8?", 90 - 17 - 8), ("90-17-8 =", 90 - 17 - 8),  # glued hyphens where a calculation is asked
    ("3² + 4² =", 25),
    ("What is 1/4 of 96?", 96 / 4), ("what is 2/3 of 150", 2 / 3 * 150),  # a fraction of a number: their product
])
def test_the_written_expression_is_the_plan_by_precedence(text, expected):
    p = written_plan(text)
    assert p is not None and p.asks == "written" and operations(p.tree) >= 2
    values = [n.value for n in p.numbers]
    assert _value(p.tree, values) == pytest.approx(expected)
    # a network of two layers computes a regrouping of it where it is three deep, with the same value
    shallow = arrangements(p.tree)[0]
    assert depth(shallow) <= 2 and _value(shallow, values) == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "What is 12 * 7?", "sqrt(49) =", "I have 3 cats and 2 dogs.", "", "Version 2.1.4",
    # numbers joined by glued hyphens, with no calculation asked: a code or a formation
    "What does the 'ISBN' on the back of a book stand for? Mine says 978-0-14-143951-8.",
    "In a 4-4-2 football formation, what does each number stand for?",
    # a function OccamNet has no primitive for, a constant past the last number
    "tan(1) + 3 * 2 =", "e^2 - e =",
])
def test_one_operation_or_no_expression_is_no_plan(text):
    assert written_plan(text) is None


def test_a_power_after_a_function_in_parentheses_raises_the_function():
    from occam.abstention import written_tree
    tree = written_tree("sin(1)^2 + cos(1)^2 =")
    assert tree == ("add", (("pow", (("sin", (("x", 0),)), ("x", 1))), ("pow", (("cos", (("x", 2),)), ("x", 3)))))
    assert written_tree("sqrt 4^2 =") == ("sqrt", (("pow", (("x", 0), ("x", 1))),))  # no parentheses: the power's root
    from occam.story_plans import evaluate
    assert evaluate(tree, [1.0, 2.0, 1.0, 2.0]) == pytest.approx(1.0)


@pytest.mark.parametrize("text, expected", [("26² = ?", 676), ("What is 4³?", 64)])
def test_a_superscript_power_is_a_plan_though_one_operation(text, expected):
    p = written_plan(text)
    assert p is not None and _value(p.tree, [n.value for n in p.numbers]) == pytest.approx(expected)


@pytest.mark.parametrize("text, answer", [
    ("What's 2 to the power of 10, minus 24?", 1000), ("what's 100 minus 37, times 2?", 126),
    ("what is 12 plus 8, divided by 4?", 5), ("What's 3 times 14, plus 9?", 51),
])
def test_a_comma_before_a_named_operation_does_what_came_before_first(text, answer):
    found = written_plan(text)
    assert found is not None and found.value == pytest.approx(answer)


def test_without_the_comma_precedence_holds():
    assert written_plan("what is 100 minus 37 times 2?").value == 100 - 37 * 2


@pytest.mark.parametrize("text, expected", [("what's 27 squared", 729), ("and the square of 41?", 1681)])
def test_a_square_named_in_words_is_a_written_plan(text, expected):
    """One operation, but named in words: a later turn's decoders may read it otherwise, the plan settles it."""
    p = written_plan(text)
    assert p is not None and p.value == expected


@pytest.mark.parametrize("text, expected", [("(623) + (77)", 700), ("what is (12) * (4)?", 48)])
def test_one_operation_of_numbers_alone_in_brackets_is_a_plan(text, expected):
    found = written_plan(text)
    assert found is not None and found.value == pytest.approx(expected)


def test_a_negative_in_brackets_stays_the_decoders():
    assert written_plan("5 - (-3) =") is None
