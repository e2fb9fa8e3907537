"""occam.ages: an age told at one time and asked at another."""
import pytest

from occam.ages import age
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("Sandra is 23 years old. How old will she be in 6 years?", 29),
    ("Sandra is 23 years old. How old was she 3 years ago?", 20),
    ("In 6 years Sandra will be 29 years old. How old is she now?", 23),
    ("In 6 years Sandra will be 29 years old. How old was she 3 years ago?", 20),
    ("Grace is 14 years old. Her brother is 3 years older than Grace. How old will her brother be in 5 years?", 22),
    ("4 years ago Tom was 11. How old is Tom now?", 15),
    ("Owen is 14 years old, and his sister is 5 years younger than he is. How old will his sister be in 6 years?", 15),
    ("Ivy is 8 years younger than her cousin, who is 27. How old will Ivy be in 5 years?", 24),
    ("Mia is 7 years younger than her sister. If Mia is 15, how old will her sister be in 3 years?", 25),
    ("Tom is 4 years older than Ann. Tom is 12. How old will Ann be in 2 years?", 10),
])
def test_an_age_moved_in_time(text, answer):
    plan = age(text)
    assert plan is not None and plan.value == answer
    assert first_plan(text)[0] == "age"


@pytest.mark.parametrize("text", [
    "Tom is 11. How old is Tom?",  # told, nothing to move
    "Sandra is 23 years old and Ben is 30. How old will she be in 6 years?",  # two ages: whose?
    "Owen is 14 years old, and his sister is 5 years younger than he is. How old will he be in 6 years?",  # a pronoun
    "Ann is twice as old as Bo. Bo is 6. How old will Ann be in 3 years?",  # a factor: more than a shift
    "Sandra is 23 years old. How old will Ben be in 6 years?",  # another person
])
def test_no_age_where_the_story_does_not_settle_it(text):
    assert age(text) is None


@pytest.mark.parametrize("text, answer", [
    ("Ben was born in 2010. How old will he be in 2030?", 20),
    ("My dad was born in 1965. How old was he in 1990?", 25),
])
def test_an_age_from_the_year_of_birth_and_the_year_asked(text, answer):
    from occam.ages import age_in_year

    p = age_in_year(text)
    assert p is not None and p.value == answer and first_plan(text)[1].value == answer


@pytest.mark.parametrize("text", [
    "Ben was born in 2010. How old is he?",  # no year asked: this year is not written
    "Ben was born in 2010 and has 3 cats. How old will he be in 2030?",  # another number
])
def test_no_year_asked_or_another_number_is_no_age_in_year(text):
    from occam.ages import age_in_year

    assert age_in_year(text) is None


def test_years_point_to_no_operation_of_a_story():
    # two years are no two quantities: no story cue rereads the decoders' function ("2010 + 2030" was written)
    from occam.abstention import story_reading

    assert story_reading("Ben was born in 2010. How old will he be in 2030?") is None
