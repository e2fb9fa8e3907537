"""Two parts of one kind, then a rate for each unit of them (occam.parts_at_rate). Written here for the tests."""
import math

import pytest

from occam.parts_at_rate import parts_at_rate
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("Priya tutored for 3.5 hours on Saturday and 4.25 hours on Sunday. She charges $22 per hour. How much did she "
     "earn over the weekend?", (3.5 + 4.25) * 22),
    ("A kiosk sold 64 coffees in the morning and 48 in the afternoon. Each coffee cost $2.75. How much money did "
     "the kiosk take?", (64 + 48) * 2.75),
    ("Sam read 18 pages on Monday and 26 on Tuesday. Each page has 320 words. How many words did he read?",
     (18 + 26) * 320),
    ("A café sold 45 coffees on Monday and 38 on Tuesday at $3.20 each. How much money did it make?", (45 + 38) * 3.2),
    # "one wall ... another": the word "one" names no count
    ("A painter used 3.75 liters of paint on one wall and 2.9 liters on another. The paint cost $8 per liter. How much "
     "did the paint he used cost?", (3.75 + 2.9) * 8),
])
def test_two_parts_at_a_rate(text, expected):
    p = parts_at_rate(text)
    assert p is not None and math.isclose(p.value, expected)
    found = first_plan(text)
    assert found is not None and math.isclose(found[1].value, expected)


@pytest.mark.parametrize("text", [
    # two things measured alike, the rate of one
    "Mia bought 3 kg of apples and 2 kg of pears. Apples cost $4 per kg. How much did she pay?",
    # the parts asked, a difference asked, a rate of another unit
    "Sam read 18 pages on Monday and 26 on Tuesday. Each page has 320 words. How many pages did he read?",
    "Sam read 18 pages on Monday and 26 on Tuesday. Each page has 320 words. How many more words on Tuesday?",
    "Priya tutored for 3.5 hours on Saturday and 4 students on Sunday. She charges $22 per hour. How much did she earn?",
    # the rate told before the parts, a fee beside it
    "Each coffee cost $2.75. A kiosk sold 64 coffees in the morning and 48 in the afternoon. How much money?",
    "Omar worked 7 hours on Monday and 6 hours on Tuesday. He earns $18 per hour plus a fee. How much did he earn?",
])
def test_no_plan_of_parts_at_a_rate_where_the_story_is_otherwise(text):
    assert parts_at_rate(text) is None


@pytest.mark.parametrize("text, expected", [
    # the rate told first, the two parts of its unit in a sentence after it
    ("A pump moves 2.5 liters of water each minute. It ran for 12 minutes in the morning and 18 minutes in the "
     "evening. How many liters did it move?", 2.5 * (12 + 18)),
    ("A printer prints 14 pages per minute. It ran for 5 minutes before lunch and 7 minutes after lunch. How many "
     "pages did it print?", 14 * (5 + 7)),
])
def test_a_rate_told_before_its_two_parts(text, expected):
    p = parts_at_rate(text)
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)


def test_the_parts_asked_are_no_rate_times_parts():
    assert parts_at_rate("A printer prints 14 pages per minute. It ran for 5 minutes before lunch and 7 minutes after "
                         "lunch. How many minutes did it run?") is None


def test_two_sellers_side_by_side_and_the_two_of_them_asked():
    # one verb of two sellers ("Ana sold 21 ... and Ben sold 17"), "the two of them" the two named, not a count
    text = ("At the fair Ana sold 21 pies and Ben sold 17. Each pie went for 6 dollars. How many dollars did the two of "
            "them raise?")
    p = parts_at_rate(text)
    assert p is not None and p.value == (21 + 17) * 6
    # a giving between them is no second part
    assert parts_at_rate("Ana baked 21 pies and gave 6 pies to Ben. Each pie costs 6 dollars. How many dollars are "
                         "the pies worth?") is None


@pytest.mark.parametrize("text", [
    # two people's parts (the question may ask one), money or "of the pages" as the second, two things' boxes
    "A car park charges 2.5 per hour. Jin parked for 6 hours and Bo parked for 4. How much did Jin pay?",
    "Gas costs $1.50 per liter. Carla put 40 liters in her tank and also bought a drink for $2.25. What was her bill?",
    "A printer prints 30 pages per minute. It runs for 6 minutes, and 11 of the pages jam. How many good pages were "
    "printed?",
    "There are 24 pens in each box. Lena has 5 boxes of pens and 9 boxes of clips. How many pens does she have?",
])
def test_no_rate_first_where_the_parts_are_not_two_of_its_unit(text):
    assert parts_at_rate(text) is None


def test_a_service_priced_once_for_each_thing_counted():
    text = ("At the school's bike tune-up day, 14 bikes came before lunch and 11 came after. Each tune-up cost $7.25. "
            "How much money did the school make?")
    p = parts_at_rate(text)
    assert p is not None and p.value == pytest.approx((14 + 11) * 7.25)


@pytest.mark.parametrize("text", [
    # a part of the first count, no second part: the empty seats are no tickets sold
    "A theater had 200 seats for the play, and 46 of them stayed empty. Every seat cost $12.50. How much money did "
    "the theater take in?",
    # a price of another thing than a service of each one counted
    "A shop sold 23 kites in the morning and 17 in the afternoon. Each ticket cost $6.50. How much money did it make?",
])
def test_no_sum_of_a_part_and_its_whole_or_of_another_thing(text):
    assert parts_at_rate(text) is None
