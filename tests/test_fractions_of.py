"""A fraction of a told whole, or the rest of it (occam.fractions_of). Problems written here for the tests (none
from an evaluation file); expected values with Python's arithmetic."""
import pytest

from occam.fractions_of import fraction_of
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected, implied", [
    ("There were 64 birds on a tree. Half of them flew away. How many birds are left?", 64 - 64 / 2, ["Half"]),
    ("There were 64 birds on a tree. Half of them flew away. How many birds flew away?", 64 / 2, ["Half"]),
    ("A class has 30 students. One third of them walk to school. How many students walk to school?", 30 / 3,
     ["third"]),
    ("A class has 30 students. One third of them walk to school. How many students do not walk to school?",
     30 - 30 / 3, ["third"]),
    ("Leo had 80 dollars. He spent a quarter of it on a book. How much did the book cost?", 80 / 4, ["quarter"]),
    ("Leo had 80 dollars. He spent a quarter of it on a book. How much money does he have left?", 80 - 80 / 4,
     ["quarter"]),
    ("Half of the 30 students are girls. How many students are girls?", 30 / 2, ["Half"]),
    ("A farmer has 120 sheep. Two thirds of them are white. How many sheep are white?", 120 * 2 / 3,
     ["Two", "thirds"]),
    ("A farmer has 120 sheep. Three quarters of the sheep are white. How many sheep are not white?",
     120 - 120 * 3 / 4, ["Three", "quarters"]),  # find_numbers leaves "three quarters of" out (session 23): both implied
    ("Mia baked 48 cookies. She gave three eighths of them to her neighbours. How many cookies did she keep?",
     48 - 48 * 3 / 8, ["three", "eighths"]),  # find_numbers leaves "three eighths" out: both the words' 
    # the rest named by what it is or went to, and asked by that name; or the part asked beside it
    ("There were 64 birds. Half of them were red and the rest were blue. How many birds were blue?", 64 - 64 / 2,
     ["Half"]),
    ("Tomas earned $86.40 mowing lawns. He spent a quarter of it on a video game and the rest on books. How much did "
     "he spend on books?", 86.40 - 86.40 / 4, ["quarter"]),
    ("Tomas earned $86.40 mowing lawns. He spent a quarter of it on a video game and the rest on books. How much did "
     "he spend on the video game?", 86.40 / 4, ["quarter"]),
])
def test_a_part_or_the_rest_of_the_told_whole(text, expected, implied):
    p = fraction_of(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert [p.numbers[i].text for i in sorted(p.implied)] == implied
    assert all(text[n.start:n.end] == n.text for n in p.numbers)
    assert first_plan(text) == ("fraction_of", p)


@pytest.mark.parametrize("text", [
    "Half of a number is 20. What is the number?",  # the whole is asked, not told
    "There were 64 birds. Half of them were red and the rest were blue. How many birds were green?",  # neither named
    "There were 64 birds. Half of them were red, the others blue and the rest grey. How many were blue?",  # split again
    "There were 45 marbles. Half of them were lost. How many marbles were lost?",  # 22.5 marbles: a misreading
    "Tom has 40 marbles, which is half as many as Ben. How many marbles does Ben have?",  # a relation, no part
    "Sara read 120 pages. She read half of them on Monday and 20 on Tuesday. How many pages did she read in all?",
    "A class has 30 students. A third of them walk and a quarter of them cycle. How many students take the bus?",
    "There were 64 birds on a tree. Half of them flew away. Which birds stayed?",  # no amount asked
    "There were 64 birds on a tree. Half of them flew away. How many trees are there?",  # neither part nor rest
])
def test_anything_else_is_none(text):
    assert fraction_of(text) is None
