"""A bill and what is added to it, shared by a written count of people (occam.split_bills). Problems written here;
answers by Python."""
import pytest

from occam.plan_readers import first_plan
from occam.split_bills import split_bill


@pytest.mark.parametrize("text, answer", [
    ("pizza bill was 120 plus 24 for drinks, we're splitting it between 4 of us. how much each?", (120 + 24) / 4),
    ("our group of 9 had a bill of 243, plus we left a 36 dollar tip, splitting evenly - how much each?", (243 + 36) / 9),
    ("the bill is 84 and we're adding a 16 dollar tip, then splitting it 5 ways. what does each person pay", (84 + 16) / 5),
    ("Dinner came to $186.40 and the tip was $30, split between 4 friends. How much does each person pay?",
     (186.40 + 30) / 4),
    ("The cabin is $310, the boat is $45 and gas was $25; we share it equally among 5 people. How much per person?",
     (310 + 45 + 25) / 5),
])
def test_the_sum_shared_by_the_people(text, answer):
    p = split_bill(text)
    assert p is not None and p.value == pytest.approx(answer, rel=1e-12)
    assert first_plan(text)[1].value == pytest.approx(answer, rel=1e-12)


@pytest.mark.parametrize("text", [
    "we ordered 3 pizzas for 45 and split it between 5 of us, how much each?",  # a count of things, no amount
    "me and 3 friends had a bill of 80 plus a 12 tip, split evenly, how much each?",  # the asker counted apart
    "Marco and his 4 friends ordered food that cost $43.75 and left a $6.50 tip. They split it equally. How much each?",
    "the bill was 90 plus a 15% tip split 3 ways, how much each?",  # a percent of the bill
    "the bill was 90 with a 10 dollar coupon off, split 4 ways, how much each?",  # money taken off
    "the bill was 90 plus a 15 tip, split 4 ways. how much was the tip?",  # not each one's part
    "3 tacos cost 4 each plus 6 for drinks, split between 2 of us, how much each?",  # a price of each
])
def test_no_shared_bill_otherwise(text):
    assert split_bill(text) is None
