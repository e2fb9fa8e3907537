"""One day's amount and the next one's by a relation to it, no "than" (occam.day_relations). Stories written here
(session 20); answers by Python."""
import pytest

from occam.day_relations import day_relation
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("Ines swam 18 laps on Saturday and twice as many laps on Sunday. How many laps did she swim on Sunday?", 36),
    ("Ines swam 18 laps on Saturday and twice as many laps on Sunday. How many laps did she swim in all?", 54),
    ("A stall sold 84 mugs in May and half as many in June. How many mugs did it sell?", 84 + 42),
    ("A farm picked 2.5 tons of apples in the first week and 3 times as much in the second week. How many tons did it "
     "pick in the second week?", 7.5),
    ("A cinema sold 240 tickets on Friday and 65 fewer on Thursday. How many tickets did it sell on Thursday?", 175),
])
def test_the_second_day_or_both_from_the_first_and_the_relation(text, answer):
    found = day_relation(text)
    assert found is not None and found.value == pytest.approx(answer)
    first = first_plan(text)
    assert first is not None and first[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text", [
    "Ines swam 18 laps on Saturday and twice as many laps on Sunday. How many laps did she swim on Saturday?",  # told
    "Ines swam 18 laps on Saturday and 6 more laps on Sunday. How many laps did she swim on Sunday?",  # "6 more" may be made
    "Ines swam 18 laps on Saturday and twice as many laps on Sunday. How many more laps did she swim on Sunday?",
    "Ines swam 18 laps on Saturday and twice as many laps on Sunday than on Friday. How many laps on Sunday?",
    "Ines swam 18 laps on Saturday and twice as many laps on Sunday. How many laps did she swim on Monday?",
])
def test_the_first_day_a_comparison_or_another_day_is_not_read(text):
    assert day_relation(text) is None
