"""occam.refusals: the stories the readers decline on purpose, named so that the plan ranker's fill keeps out of them.
Problems written here for the tests (none from an evaluation file)."""

import pytest

from occam.numbers import find_numbers
from occam.plan_ranker import fillable
from occam.refusals import contents_divided, declined
from occam.story_plans import Plan


@pytest.mark.parametrize("text, reason", [
    # a number the story tells, asked back
    ("The shop had 80 kites and sold 35. How many kites did the shop sell?", "asked back"),
    # "left" asked of people who left
    ("The hall held 210 fans. 64 left at half time. How many fans left?", "who went"),
    # a comparison with a side the story does not tell: the rest, those who do not, a whole told as one
    ("A team has 24 players and 9 of them wear boots with studs. How many more players do not wear studs than do?",
     "comparison"),
    ("Together, Kai and Lou own 70 marbles. Kai owns 41. How many more marbles does Kai own than Lou?", "comparison"),
    # the usual price asked beside a discount
    ("A kettle is normally $40 but it is $6.50 off today. What would 3 kettles cost at the regular price?", "usual price"),
    # a goal to reach, with money also spent
    ("Ola puts away $15 every week. Last month she spent $30. How many weeks until she can reach $240?", "goal"),
    # a rate per day with no count of days told
    ("A van costs 55 dollars per day to hire and we need 3 of them. How much will the vans cost?", "periods"),
    # a rate of every one after the first: the count less one, a number no word writes
    ("A locksmith charges $60 for the first hour and $40 for each additional hour. What does a 4-hour job cost?",
     "first one"),
    # a thing the story does not count
    ("The ferry took 120 cars on Friday, 95 on Saturday and 140 on Sunday. How many crossings did it make?", "not count"),
    # a goal told as more than what is already held (session 42: "more" is the goal itself, the held amount aside)
    ("Rui puts by $20 a week and already has $65. How many weeks will it take him to put by $180 more?", "more than"),
    # a second amount told of each one, once in the words and once per count in the answer
    ("Lena orders 6 pizzas at $11 each, and for each pizza she also orders a drink at $2.25. How much does she pay?",
     "each one"),
    # a whole told "in all" beside another count, a share of it asked
    ("A shed has 5 racks with the same number of bikes on each, and 7 scooters. There are 60 bikes in all. How many "
     "bikes are on each rack?", "in all"),
])
def test_declined(text, reason):
    found = declined(text)
    assert found is not None and reason in found
    assert not fillable(text)


@pytest.mark.parametrize("text", [
    # near forms the readers read, and the ranker may: nothing asked back, no one left, both sides told, no discount
    "The shop had 80 kites and sold 35. How many kites does the shop have now?",
    "The hall held 210 fans. 64 went home at half time. How many fans stayed?",
    "Kai owns 41 marbles and Lou owns 29. How many more marbles does Kai own than Lou?",
    "A kettle is normally $40 but it is $6.50 off today. What would 3 kettles cost today?",
    "Ola puts away $15 every week. How many weeks until she can reach $240?",
    "Rui puts by $20 a week. How many weeks will it take him to put by $180?",
    "Lena orders 6 pizzas at $11 each and a drink at $2.25. How much does she pay?",
    "A shed has 5 racks with the same number of bikes on each. There are 60 bikes in all. How many bikes are on each rack?",
    "A van costs 55 dollars per day to hire and we need it for 4 days. How much will the van cost?",
    # the thing named by a whole, or left unsaid in the story and named first by the question
    "The ferry took 120 cars and 35 vans on Friday. How many vehicles did it take?",
    "How many kites are left if the shop had 80 and sold 35?",
    # "an extra 2-litre jug" is one more thing, no rate after the first
    "Each of the 8 hikers carried 1.5 litres of water, and the guide carried an extra 2 litres. How much water was that?",
])
def test_not_declined(text):
    assert declined(text) is None


def _divided(text: str) -> Plan:
    numbers = tuple(find_numbers(text))
    return Plan(("div", (("sub", (("x", 0), ("x", 1))), ("x", 2))), numbers, "ranked", "")


def test_groups_counted_where_their_contents_are_asked():
    asked_apples = "Jo picked 150 apples, ate 10 and packed the rest into bags of 20. How many apples did she pack?"
    asked_bags = "Jo picked 150 apples, ate 10 and packed the rest into bags of 20. How many bags did she fill?"
    assert contents_divided(asked_apples, _divided(asked_apples))
    assert not contents_divided(asked_bags, _divided(asked_bags))


def test_groups_taken_from_a_share_of_each_group():
    # 144 / 12 - 5 takes 5 boxes from the cards in each box; (12 - 5) * 12 is the reading
    text = "Rosa put her 144 cards into 12 equal boxes and then gave away 5 of the boxes. How many cards does she have now?"
    numbers = tuple(find_numbers(text))
    wrong = Plan(("sub", (("div", (("x", 0), ("x", 1))), ("x", 2))), numbers, "ranked", "")
    assert contents_divided(text, wrong)
    kept = "Rosa put her 144 cards into boxes of 12 and then gave away 5 of the boxes. How many boxes does she have now?"
    assert not contents_divided(kept, Plan(wrong.tree, tuple(find_numbers(kept)), "ranked", ""))

