"""A circle's area or circumference from its radius or diameter, pi at the word that names the circle
(occam.circles). Problems written here for the tests (none from an evaluation file); values against math."""
import math

import pytest

from occam.circles import circle
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected, implied", [
    ("The radius of a circle is 5 cm. What is its area?", math.pi * 5 * 5, ["circle"]),
    ("What is the circumference of a circle with a diameter of 9 m?", math.pi * 9, ["circumference"]),
    ("A round table is 1.2 m wide. What is its circumference?", math.pi * 1.2, ["round"]),
    ("A circular pond has a radius of 3 m. What is the distance around it?", 2 * math.pi * 3, ["radius", "circular"]),
])
def test_the_rule_over_the_written_number_and_pi(text, expected, implied):
    p = circle(text)
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)
    assert sorted(p.numbers[i].text for i in p.implied) == sorted(implied)
    assert first_plan(text)[1].value == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("text", [
    "What is the area of a circle with diameter 10?",  # more steps than one rule
    "What is the area of a circle with radius 4, using pi = 3.14?",  # pi written: the text's own
    "What is the volume of a sphere with radius 3?",  # another shape
    "A circle has a radius of 4 cm and a square has sides of 3 cm. What is the area of the circle?",  # two numbers
    "I ran 3 laps of a round track. How far did I run?",  # no radius or diameter
])
def test_anything_else_is_none(text):
    assert circle(text) is None
