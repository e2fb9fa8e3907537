"""A part left unsaid ("some") with the whole told (occam.unknown_parts). Problems written here for the tests (none
from an evaluation file)."""
import pytest

from occam.plan_readers import first_plan
from occam.unknown_parts import unknown_part


@pytest.mark.parametrize("text, expected", [
    ("Mia picked 24 apples in the morning and some in the afternoon. She picked 61 apples in all. How many did she "
     "pick in the afternoon?", 61 - 24),
    ("Liam read 15 pages yesterday and some more pages today. He read 41 pages over the two days. How many pages did "
     "he read today?", 41 - 15),
    ("Our team scored 38 points in the first half and some in the second half. We scored 70 points altogether. How "
     "many points did we score in the second half?", 70 - 38),
])
def test_the_whole_less_the_told_part(text, expected):
    p = unknown_part(text)
    assert p is not None and p.value == expected and first_plan(text)[1].value == expected


@pytest.mark.parametrize("text", [
    "Mia picked 24 apples in the morning and some in the afternoon. She picked 61 apples in all. How many did she "
    "pick in the morning?",  # the told part asked
    "Mia picked 24 apples in the morning and some in the afternoon. She picked 61 apples in all. How many apples are "
    "there?",  # no time asked
    "Mia picked 64 apples in the morning and some in the afternoon. She picked 61 apples in all. How many did she "
    "pick in the afternoon?",  # a part above the whole
])
def test_anything_else_is_none(text):
    assert unknown_part(text) is None
