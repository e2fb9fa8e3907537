"""occam.compared_totals: two people's totals compared, one told in parts (problems written for these tests; expected
values with Python's arithmetic)."""
import pytest

from occam.compared_totals import compared_total
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("Omar picked 52 apples. Rosa picked 18 apples in the morning and 21 apples in the afternoon. How many fewer "
     "apples did Rosa pick than Omar?", 52 - (18 + 21)),
    ("Kai swam 14 laps on Friday and 9 on Saturday. Then he swam 6 laps on Sunday. Zoe swam 20 laps. How many more "
     "laps did Kai swim than Zoe?", (14 + 9 + 6) - 20),
])
def test_a_total_of_parts_compared_with_another_total(text, expected):
    name, found = first_plan(text)
    assert name == "compared_total" and found.value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # one count each: one step; a third person's count; another thing; a change; a negative difference
    "Omar picked 52 apples. Rosa picked 18 apples. How many fewer apples did Rosa pick than Omar?",
    "Omar picked 52 apples. Rosa picked 18 apples and 21 apples. Ben picked 9 apples. How many fewer apples did Rosa "
    "pick than Omar?",
    "Omar picked 52 apples. Rosa picked 18 apples and 21 pears. How many fewer apples did Rosa pick than Omar?",
    "Omar picked 52 apples and gave 10 away. Rosa picked 18 apples and 21 apples. How many fewer apples did Rosa "
    "pick than Omar?",
    "Omar picked 32 apples. Rosa picked 18 apples in the morning and 21 apples in the afternoon. How many fewer "
    "apples did Rosa pick than Omar?",
])
def test_no_compared_total_otherwise(text):
    assert compared_total(text) is None
