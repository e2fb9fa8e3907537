"""The rest of a whole named by its kind (occam.rest_named). Stories written here; answers by Python."""
import pytest

from occam.plan_readers import first_plan
from occam.rest_named import rest_named


@pytest.mark.parametrize("text, answer", [
    ("There are 83 fish in a pond. 29 are goldfish and the rest are koi. How many koi are in the pond?", 83 - 29),
    ("A class has 30 students. 12 are boys and the rest are girls. How many girls are in the class?", 30 - 12),
    # the rest compared with the part, in the question's order
    ("A box has 60 chocolates. 25 are dark chocolates and the rest are milk chocolates. How many more milk chocolates "
     "than dark chocolates are in the box?", (60 - 25) - 25),
    ("A jar has 50 marbles. 18 of them are red and the others are blue. How many more blue marbles than red ones?",
     (50 - 18) - 18),
    # one kind of a pair that makes the whole told, the other asked
    ("There are 315 students at the school, and 147 of them are in the lower grades. How many students are in the upper "
     "grades?", 315 - 147),
])
def test_the_rest_is_the_whole_less_the_part(text, answer):
    p = rest_named(text)
    assert p is not None and p.value == answer
    assert first_plan(text)[1].value == answer


@pytest.mark.parametrize("text", [
    "There are 83 fish in a pond. 29 are goldfish and the rest are koi. How many goldfish are in the pond?",  # told
    "A class has 30 students. 12 are boys and the rest are girls. How many students are in the class?",  # told
    # the rest has fewer than the part: "how many more dark than milk" is below zero the other way round
    "A box has 60 chocolates. 35 are dark chocolates and the rest are milk chocolates. How many more milk chocolates "
    "than dark chocolates are in the box?",
    "29 are goldfish and the rest are koi. How many koi?",  # no whole
    "There are 315 students at the school, and 147 of them are in the lower grades. How many students are in the lower "
    "grades?",  # told
])
def test_no_rest_asked_or_no_whole_is_not_read(text):
    assert rest_named(text) is None


@pytest.mark.parametrize("text, expected", [
    ("A tray holds 60 cupcakes. 22 of them are chocolate, 15 are vanilla and the rest are lemon. How many lemon "
     "cupcakes are on the tray?", 60 - 22 - 15),
    ("There are 45 cars in the lot. 18 are red, 12 are white and the rest are black. How many cars are black?",
     45 - 18 - 12),
])
def test_the_rest_after_two_parts_named(text, expected):
    p = rest_named(text)
    assert p is not None and p.value == expected and first_plan(text)[1].value == expected


@pytest.mark.parametrize("text", [
    "A tray holds 60 cupcakes. 22 of them are chocolate, 15 are vanilla and the rest are lemon. How many vanilla "
    "cupcakes are on the tray?",  # a part asked: told
    "A tray holds 30 cupcakes. 22 of them are chocolate, 15 are vanilla and the rest are lemon. How many lemon "
    "cupcakes are on the tray?",  # the parts exceed the whole
])
def test_two_parts_and_anything_but_the_rest_asked_is_none(text):
    assert rest_named(text) is None
