"""A square's, a rectangle's or a triangle's perimeter or area, and a side from the perimeter (occam.shapes).
Problems written here for the tests (none from an evaluation file); expected values with Python's arithmetic."""
import pytest

from occam.plan_readers import first_plan
from occam.shapes import shape


@pytest.mark.parametrize("text, expected, implied", [
    # a square's area told: its side is the root; its perimeter asked from its area, its area from its perimeter
    ("A square patio has an area of 196 square feet. What is the perimeter of the patio in feet?", 4 * 14, ["square"]),
    ("A square room has an area of 49 square metres. How long is each side?", 7, []),
    ("The perimeter of a square tile is 36 centimeters. What is the area of the tile in square centimeters?", 9 * 9,
     ["square"]),
    ("A rectangle is 9.5 cm long and 6 cm wide. What is its perimeter?", (9.5 + 6) * 2, ["rectangle"]),
    ("A rectangular lawn is 15 m long and 11 m wide. How much fencing goes around it?", (15 + 11) * 2,
     ["rectangular"]),
    ("A square pond has sides of 7.5 m. How many metres of edging go all the way around it?", 7.5 * 4, ["square"]),
    ("A square patio has sides of 4.2 m. What is its area?", 4.2 * 4.2, []),
    ("What is the area of a rectangle 14 cm by 9 cm?", 14 * 9, []),
    ("A triangle has sides of 6.5 cm, 8 cm and 10.25 cm. What is its perimeter?", 6.5 + 8 + 10.25, []),
    ("A rectangle has a perimeter of 70 cm. Its length is 21 cm. What is its width?", 70 / 2 - 21, ["perimeter"]),
    ("A square garden has a perimeter of 58 m. How long is each side?", 58 / 4, ["square"]),
    ("A triangle has sides of 12 cm and 8.5 cm, and its perimeter is 31 cm. How long is the third side?",
     31 - 12 - 8.5, []),
    # "one side" counts nothing; "the perimeter of a rectangle is"; an equilateral triangle's three equal sides
    ("The perimeter of a square is 44 meters. How long is one side?", 44 / 4, ["square"]),
    ("The perimeter of a rectangle is 62 cm. Its length is 19 cm. What is its width?", 62 / 2 - 19, ["perimeter"]),
    ("An equilateral triangle has a perimeter of 45 cm. How long is each side?", 45 / 3, ["equilateral"]),
    ("An equilateral triangle has sides of 11 cm. What is its perimeter?", 11 * 3, ["equilateral"]),
    # a rectangle told by its length and width, its name left out: the 2 of each side at "wide" or "by"
    ("A garden is 15 meters long and 8 meters wide. What is its perimeter?", (15 + 8) * 2, ["wide"]),
    ("A field is 120 yards long and 50 yards wide. How much fencing goes around it?", (120 + 50) * 2, ["wide"]),
    ("A plot has a length of 40 m and a width of 25 m. What is its perimeter?", (40 + 25) * 2, ["width"]),
    ("A room measures 6 m by 4.5 m. What is the area of the room?", 6 * 4.5, []),
    # the side asked "How many meters wide"; a regular polygon's sides counted at its name
    ("A rectangular mat has a perimeter of 22 meters. Its length is 7.5 meters. How many meters wide is the mat?",
     22 / 2 - 7.5, ["perimeter"]),
    ("A regular octagon has a perimeter of 52 inches. How many inches long is each side?", 52 / 8, ["regular octagon"]),
    ("Each side of a regular pentagon is 6.4 cm. What is its perimeter?", 6.4 * 5, ["regular pentagon"]),
])
def test_a_shape_s_rule_over_its_numbers_and_the_number_its_word_implies(text, expected, implied):
    p = shape(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert [p.numbers[i].text for i in sorted(p.implied)] == implied
    assert all(text[n.start:n.end] == n.text for n in p.numbers)
    assert first_plan(text) == ("shape", p)


@pytest.mark.parametrize("text", [
    "My flat is 48 square metres. Is that small for two people?",  # square metres: a unit, no shape
    "A rectangular rug has an area of 84 square feet and is 7 feet wide. What is its perimeter?",  # an area told
    "The length of a rectangle is 5 cm more than its width, and its perimeter is 62 cm. What is its width?",
    "A square tile costs 2.50 and covers 30 cm by 30 cm. How much do tiles for the floor cost?",
    "What is the square root of 81?",
    "A rectangle is 5 m long and 300 cm wide. What is its perimeter?",  # two units of one kind
    "A square and a triangle have sides of 4 cm. What is the perimeter?",  # two shapes
])
def test_anything_more_than_the_rule_gets_no_shape_plan(text):
    assert shape(text) is None


def test_a_perimeter_told_after_a_long_name_of_the_shape():
    plan = shape("The perimeter of an equilateral triangle is 40.5 cm. What is the length of one of its sides?")
    assert plan is not None and plan.value == 13.5


def test_a_count_of_sides_is_no_length():
    assert shape("An isosceles triangle has two equal sides of 11 inches and a perimeter of 35 inches. How long is "
                 "the third side?") is None


@pytest.mark.parametrize("text, expected, implied", [
    # a rectangle's other side from its area and one side
    ("A rectangular patio has an area of 96 square feet. Its width is 8 feet. How long is the patio?", 96 / 8, False),
    ("A rectangle is 4.5 meters wide and has an area of 27 square meters. What is its length?", 27 / 4.5, False),
    # an isosceles triangle's equal side: (perimeter - base) / 2, the 2 written or at "isosceles"
    ("A triangle has two equal sides and a base of 9 inches. Its perimeter is 31 inches. How long is each of the "
     "equal sides?", (31 - 9) / 2, False),
    ("An isosceles triangle has a base of 12 cm and a perimeter of 40 cm. How long is each equal side?", (40 - 12) / 2,
     True),
])
def test_a_side_from_an_area_or_from_an_isosceles_perimeter(text, expected, implied):
    found = shape(text)
    assert found is not None and found.value == pytest.approx(expected)
    assert bool(found.implied) == implied


def test_an_area_asked_from_an_area_told_is_no_side():
    assert shape("A rectangle has an area of 96 square feet. Its width is 8 feet. What is its perimeter?") is None


def test_a_count_of_the_sides_listed_is_no_length():
    text = ("The perimeter of a triangle is 31 inches. Two of its sides measure 9 inches and 13 inches. How long is "
            "the third side?")
    p = shape(text)
    assert p is not None and p.value == 31 - 9 - 13
