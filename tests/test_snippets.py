"""What a line of code or a spreadsheet formula computes (occam.snippets). Written here for the tests."""
import math

import pytest

from occam.plan_readers import first_plan
from occam.snippets import snippet


@pytest.mark.parametrize("text, expected", [
    ("=SUM(1204, 388)", 1204 + 388),
    ("what does =PRODUCT(19; 31) come out as", 19 * 31),
    ("=POWER(3, 7)", 3 ** 7),
    ("=SUM(12.5, 7.25, 3)", 12.5 + 7.25 + 3),
    ("bash prints what for echo $(( 918 - 377 ))", 918 - 377),
    ("`const area = 14 * 23;` what's area?", 14 * 23),
    ("let x = 96 / 8\nwhat is x", 96 / 8),
    ("price = 4.5\nqty = 12\nprint(price * qty)", 4.5 * 12),
    ("a = 2\nb = 3\nc = a * b + 10\nconsole.log(c)", 2 * 3 + 10),
    ("w = 81\nprint(sqrt(w))", 9.0),
    # a formula of cells, each cell's number told in words
    ("=C2*D2 where C2 is 36 and D2 is 1.5, what's in the cell", 36 * 1.5),
    ("if A4 = 250 and B4 = 75, what does =A4-B4 show", 250 - 75),
    ("=E1/8 with 312 in E1", 312 / 8),
])
def test_a_snippet_is_read_as_its_arithmetic(text, expected):
    p = snippet(text)
    assert p is not None and p.value == pytest.approx(expected)
    found = first_plan(text)
    assert found is not None and found[0] == "snippet" and math.isclose(found[1].value, expected)


@pytest.mark.parametrize("text", [
    "x = 5\nx = x + 1\nprint(x)",  # a name bound twice: the steps' order matters
    "for i in range(10): print(i)",  # a loop
    "=SUM(A1:A10)",  # cells, no numbers
    "=A1+B1 where A1 is 5",  # a cell not told
    "n = 12\nprint(n)",  # nothing computed
    "total = 40 + 2\nprint(len(items))",  # a call of something else
    "a = 7\nprint(a * b)",  # a name never bound
    "python 3.12 = faster?",  # no binding
    "=SUM(4, 5) + 3",  # more than the function
    "=SUM(" + ", ".join(["7"] * 12) + ")",  # twelve numbers: no network of a few operations writes it
    "a = " + " + ".join(["1"] * 40) + "\nprint(a)",
])
def test_no_snippet_plan_otherwise(text):
    assert snippet(text) is None


def test_a_snippet_plan_reads_the_texts_own_numbers_in_place():
    text = "rate = 17.5\nhours = 8\nprint(rate * hours)"
    p = snippet(text)
    assert [text[n.start:n.end] for n in p.numbers] == ["17.5", "8"]
    assert p.expression() == "17.5 * 8"


def test_a_shell_echo_of_arithmetic_is_no_request_to_repeat():
    from occam.abstention import closed_question
    assert not closed_question("echo $((144 / 6))")
    assert closed_question("echo 4417 back to me")


def test_the_digits_of_a_cell_and_a_claimed_result_are_set_apart():
    from occam.claims import claim_checked
    cells = snippet("=C2*D2 where C2 is 36 and D2 is 1.5")
    assert {cells.numbers[i].text for i in cells.apart} == {"2"}  # C2, D2 (and their mentions): no operands
    claim = claim_checked("my friend says 48 * 25 is 1000, is that right?")
    assert [claim.numbers[i].text for i in claim.apart] == ["1000"]
