"""occam.repacks: things in containers of one size moved into containers of another. Written here for the tests."""
import pytest

from occam.plan_readers import first_plan
from occam.repacks import repacked


@pytest.mark.parametrize("text, value", [
    ("Rachel baked 3 trays of cookies with 16 cookies on each tray. She put the cookies into bags of 6. How many bags "
     "did she fill?", 3 * 16 / 6),
    ("Kevin has 9 bags of marbles, and each bag holds 12 marbles. He pours all of them into jars that hold 27 marbles "
     "each. How many jars does he fill?", 9 * 12 / 27),
    ("A shop got 5 crates of 24 apples. It packed the apples into bags of 8. How many bags did it pack?", 5 * 24 / 8),
    ("There are 28 kids in my class and each needs 3 pencils. Pencils come in packs of 12. How many packs do I need?",
     28 * 3 / 12),
])
def test_the_new_containers_are_counted(text, value):
    assert repacked(text).value == value
    assert first_plan(text)[1].value == value


@pytest.mark.parametrize("text", [
    # a change between, new containers not all full, the first containers asked, money told
    "Rachel baked 3 trays of cookies with 16 cookies on each tray. She ate 4 and put the rest into bags of 6. How many "
    "bags did she fill?",
    "Rachel baked 3 trays of cookies with 16 cookies on each tray. She put the cookies into bags of 5. How many bags "
    "did she fill?",
    "Rachel baked 3 trays of cookies with 16 cookies on each tray. She put the cookies into bags of 6. How many trays "
    "did she bake?",
    "Rachel sold 3 trays of cookies for $16 each tray. She put the money into envelopes of 6. How many envelopes?",
    # packs that do not come out whole: one more pack, or one short? the words do not say
    "There are 30 kids in my class and each needs 3 pencils. Pencils come in packs of 12. How many packs do I need?",
])
def test_no_plan_where_more_happens(text):
    assert repacked(text) is None
