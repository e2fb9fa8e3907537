"""A question asking for a part the story tells by its place or time (occam.told_parts): nothing to compute."""
import pytest

from occam.plan_readers import first_plan
from occam.told_parts import asks_a_told_doing, asks_a_told_part


@pytest.mark.parametrize("text", [
    "Freya planted 36 tulip bulbs in the front yard and 49 in the back yard. How many bulbs are in the back yard?",
    "Tom read 36 pages in the morning and 49 at night. How many pages did he read at night?",
    "Mia collected 45 shells on the beach and 38 at the pier. How many shells did Mia collect at the pier?",
    "Tom had 5 apples in the basket. He found 3 more in the garden. How many apples did he find in the garden?",
])
def test_a_told_part_is_asked_and_no_reader_answers(text):
    assert asks_a_told_part(text)
    assert first_plan(text) is None


@pytest.mark.parametrize("text, answer", [
    ("Freya planted 36 tulip bulbs in the front yard and 49 in the back yard. How many bulbs did she plant?", 85),
    ("Freya planted 36 tulip bulbs in the front yard and 49 in the back yard. How many more bulbs are in the back yard?", 13),
    ("There were 56 passengers on the bus, and 18 more got on at the next stop. How many passengers are on the bus?", 74),
    ("There were 73 students on the bus and 19 got off at the museum. How many are still on the bus?", 54),
    ("There are 26 girls and 31 boys in the choir. How many children are in the choir?", None),  # one place for both
])
def test_a_whole_a_difference_or_a_change_is_no_told_part(text, answer):
    assert not asks_a_told_part(text)
    if answer is not None:
        assert first_plan(text)[1].value == answer


def test_a_rate_on_each_container_is_no_told_part():
    assert not asks_a_told_part("There are 7 shelves in a room, with 22 books on each shelf. How many books are there in the room?")


@pytest.mark.parametrize("text", [
    # session 20: the part named by its verb ("Lin picked 40 apples and gave away 12. How many apples did she pick?"
    # was answered 40 - 12)
    "Ode collected 52 shells and gave away 19. How many shells did he collect?",
    "Ode collected 52 shells and gave away 19. How many shells did he give away?",
    "A farmer harvested 86 pumpkins and sold 37 of them at the market. How many pumpkins did he harvest?",
    "Mo caught 14 fish and threw back 5. How many fish did he catch?",
])
def test_a_part_named_by_its_verb_is_told_and_no_reader_answers(text):
    assert asks_a_told_doing(text)
    assert first_plan(text) is None


@pytest.mark.parametrize("text, answer", [
    ("Ode collected 52 shells and gave away 19. How many shells does he have now?", 33),
    ("Ode collected 52 shells on Monday and 19 on Tuesday. How many shells did he collect?", 71),  # one verb for both
    ("Ode earns $14.50 an hour and worked 6 hours. How much did he earn?", 87),  # a rate: a product asked
    ("Ode bought 5 boxes of pens and gave away 8 pens. How many pens did Ode buy?", None),  # boxes, not pens
])
def test_a_verb_asked_of_more_than_its_number_is_no_told_part(text, answer):
    assert not asks_a_told_doing(text)
    found = first_plan(text)
    if answer is not None:
        assert found is not None and found[1].value == pytest.approx(answer)
