"""A part compared with the rest of its whole (occam.rest_compared). Problems written here; answers by hand."""
import pytest

from occam.plan_readers import first_plan
from occam.rest_compared import rest_compared


@pytest.mark.parametrize("text, answer", [
    ("A school has 420 students. 215 of them are girls. How many more girls than boys are there?", 215 - 205),
    ("A shop had 96 shirts. It sold 38 of them. How many more shirts were left than were sold?", 58 - 38),
    ("A pastry shop baked 150 croissants and sold 97 of them in the morning. How many more croissants did it sell in "
     "the morning than it has left?", 97 - 53),
    ("A school has 420 students. 215 of them are girls. How many fewer boys than girls are there?", 215 - 205),
])
def test_the_part_against_the_rest(text, answer):
    p = rest_compared(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert first_plan(text)[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text", [
    "A school has 420 students. 205 of them are girls. How many more girls than boys are there?",  # negative
    "A shop had 96 shirts. It sold 38 of them. How many more shirts did it sell than it bought?",  # no rest
    "A farm has 50 animals. 20 of them are cows. How many more cows than pigs?",  # pigs are not all the rest
    "A shop had 96 shirts. It sold 38 shirts. How many more shirts were left than were sold?",  # no part "of them"
])
def test_no_plan_where_the_sides_are_not_the_part_and_its_rest(text):
    assert rest_compared(text) is None
