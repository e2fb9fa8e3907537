"""A way gone there and back, some number of times (occam.round_trips). Problems written here for the tests (none
from an evaluation file); expected values with Python's arithmetic."""
import pytest

from occam.plan_readers import first_plan
from occam.round_trips import round_trip


@pytest.mark.parametrize("text, expected, implied", [
    ("Tom lives 1.2 miles from school. He walks there and back. How far does he walk?", 1.2 * 2, "there and back"),
    ("A ferry ride costs 4.75 dollars each way. Lea makes the round trip 3 times a week. How much does she spend on "
     "the ferry in a week?", 4.75 * 2 * 3, "round trip"),
    ("The park is 850 meters from our house. We jog there and back on 6 mornings. How many meters do we jog in all?",
     850 * 2 * 6, "there and back"),
    # the place named between: one way's distance right before it
    ("Sam jogs 1.5 km to the park and back on 6 days. How far does he jog?", 1.5 * 2 * 6, "to the park and back"),
    # the way back told as the same distance or route
    ("Ivo cycles 2.4 km to work and the same distance home. How far does he cycle in 5 days?", 2.4 * 2 * 5,
     "the same distance home"),
    ("Mei walks 0.9 km to the pool and takes the same route back home. How far does she walk on 4 days?", 0.9 * 2 * 4,
     "the same route back"),
])
def test_one_way_doubled_times_the_trips(text, expected, implied):
    p = round_trip(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert [p.numbers[i].text for i in p.implied] == [implied]
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "A bus ticket costs 18.5 pesos each way. If Ana and her 3 friends ride there and back, how much do they spend?",
    "Tom lives 1.2 miles from school. He walks there and back. How far is it each way?",  # one way asked: told
    "Tom lives 1.2 miles from school and 3 miles from the park. He walks there and back. How far does he walk?",
    # "every day ... in a week": the trips' count is a word's, not read here
    "Dana walks 1.85 km to the library and back every day. How far does she walk in a week?",
])
def test_anything_else_is_no_round_trip(text):
    assert round_trip(text) is None


@pytest.mark.parametrize("text, answer", [
    # session 21, post hoc: the round trip's own length is told: nothing to double (was (36 * 2) * 5)
    ("Omar's round trip to the gym is 14 km. How many kilometers does he travel for the gym in 3 days?", 14 * 3),
])
def test_a_round_trip_told_whole_is_not_doubled(text, answer):
    found = round_trip(text)
    assert found is not None and found.value == pytest.approx(answer) and not found.implied


def test_a_round_trip_told_whole_without_occasions_is_nothing_to_compute():
    assert round_trip("The round trip to the lake is 18 km. How far is the round trip?") is None


def test_an_amount_each_way_is_one_ways_amount():
    from occam.plan_readers import first_plan

    text = "train ticket is 7.50 each way and i go there and back 5 days a week. how much per week?"
    name, p = first_plan(text)
    assert name == "round_trip" and p.value == pytest.approx(7.50 * 2 * 5)
