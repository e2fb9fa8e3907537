"""A level moved up or down (occam.levels). Stories written here; answers by Python."""
import pytest

from occam.levels import level_moved
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("The temperature was -6 degrees at dawn and rose by 13 degrees by noon. What was it at noon?", -6 + 13),
    ("A submarine is at -250 meters and moves up 90 meters. What is its depth now?", -250 + 90),
    ("It was 11°C at 7 am, rose by 8 degrees by 2 pm and then dropped 5.5 degrees by night. What was the temperature at "
     "night?", 11 + 8 - 5.5),
    ("It was 3 degrees this morning and then the temperature fell by 9 degrees. What's the temperature now?", 3 - 9),
])
def test_a_level_after_its_moves(text, answer):
    p = level_moved(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert first_plan(text)[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text", [
    "The temperature was -4 degrees at dawn and rose by 11 degrees by noon. How much did it rise?",  # the move asked
    "The temperature was 20 degrees and it rose to 25 degrees. What was it then?",  # "to": a second level, no move
    "It was -4 degrees at dawn and 7 degrees at noon. What was it at noon?",  # told
    "The temperature was -4 degrees and it changed by 11 degrees. What is it now?",  # no direction
])
def test_no_level_otherwise(text):
    assert level_moved(text) is None
