"""Places left of containers times places in each (occam.capacity). Stories written here; answers by Python."""
import pytest

from occam.capacity import capacity
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("A train has 8 carriages with 64 seats each and 397 passengers get on. How many seats are empty?", 8 * 64 - 397),
    ("The reception hall has 22 tables that seat 8 people each. If 149 guests turn up, how many seats will be empty?",
     22 * 8 - 149),
    ("397 passengers got on a train with 8 carriages holding 64 seats each. How many seats are still free?", 8 * 64 - 397),
    # session 20: "rows of 15 spaces"; the empty places told and those taken asked
    ("A garage has 6 levels of 42 spaces. 187 cars are parked in it. How many spaces are free?", 6 * 42 - 187),
    ("A stadium section has 25 rows with 30 seats in each row. On Sunday 68 seats stayed empty. How many fans were "
     "in the section?", 25 * 30 - 68),
])
def test_the_places_less_the_takers(text, answer):
    p = capacity(text)
    assert p is not None and p.value == answer
    assert first_plan(text)[1].value == answer


@pytest.mark.parametrize("text", [
    "A train has 8 carriages with 64 seats each and 397 passengers get on. How many passengers are there?",
    "A train has 8 carriages with 64 seats each and 600 passengers get on. How many seats are empty?",  # fewer places
    "A train has 8 carriages and 397 passengers get on. How many seats are empty?",  # no places per carriage
    "A bus has 12 rows with 4 seats each. 30 seats are taken. How many more seats than rows are there?",
    "Nina has 4 bags with 7 apples each and eats 2 apples from each bag. How many apples are left?",  # taken per bag
    # the empty places told, and no one who took a place asked
    "A bus has 12 rows with 4 seats each. 9 seats were empty. How many rows are there?",
])
def test_anything_else_is_not_read(text):
    assert capacity(text) is None


@pytest.mark.parametrize("text, expected", [
    ("A movie theater has 150 seats. For one show, 48 people bought tickets online and 35 bought them at the door. "
     "How many seats were still open?", 150 - 48 - 35),
    ("A concert hall has 850 seats. 612 tickets were sold in advance and 174 were sold at the door. How many seats "
     "were empty?", 850 - 612 - 174),
    ("A cinema has 320 seats. For the evening show, 275 tickets were sold in advance and 28 more were sold at the "
     "door. How many seats were still empty?", 320 - 275 - 28),
])
def test_places_less_two_counts_that_took_them(text, expected):
    from occam.plan_readers import first_plan

    name, p = first_plan(text)
    assert name == "places_left" and p.value == expected


@pytest.mark.parametrize("text", [
    # the takers asked, not the places; a rate among them; more takers than places
    "A movie theater has 150 seats. 48 people bought tickets online and 35 bought them at the door. How many people came?",
    "A movie theater has 150 seats. 48 people bought 2 tickets each and 35 bought them at the door. How many seats are left?",
    "A movie theater has 50 seats. 48 people bought tickets online and 35 bought them at the door. How many seats are left?",
])
def test_no_places_left_otherwise(text):
    from occam.capacity import places_left

    assert places_left(text) is None
