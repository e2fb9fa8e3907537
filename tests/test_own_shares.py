"""occam.own_shares: an equal share, then what one sharer paid or got on top of it, or has paid of it (problems
written for these tests, in the wordings of MultiArith; expected values with Python's arithmetic)."""
import pytest

from occam.own_shares import own_share
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("4 friends split a pizza bill of $38.40 equally. Gabe also paid $2.15 for his own drink. How much did Gabe pay "
     "in total?", 38.40 / 4 + 2.15),
    ("Three friends split a restaurant bill of $74.40 equally, and each of them also left a $2.50 tip. How much did "
     "each friend pay in total?", 74.40 / 3 + 2.50),
    ("3 roommates split a $96.60 electric bill evenly. Lucia has already paid $12.70 of her share. How much does she "
     "still owe?", 96.60 / 3 - 12.70),
    ("A teacher split 56 pencils equally among 8 students. Then she gave Ruth, one of those students, 4 extra "
     "pencils. How many pencils does Ruth have?", 56 / 8 + 4),
    # the one who counts the others is a sharer too: 2 brothers and Jamal
    ("Jamal and his 2 brothers split a restaurant bill of 47.10 dollars equally, and each boy also put in a 2.50 "
     "dollar tip. How much did each boy pay altogether?", 47.10 / 3 + 2.50),
])
def test_a_share_and_one_sharers_own_amount(text, expected):
    name, p = first_plan(text)
    assert name == "own_share" and p.value == pytest.approx(expected)
    assert all(text[n.start:n.end] == n.text for i, n in enumerate(p.numbers) if i not in p.implied)


@pytest.mark.parametrize("text", [
    # paid of the share, but what was paid is asked; no "also" for a second amount; no equal share told
    "3 roommates split a $96.60 electric bill evenly. Lucia has already paid $12.70 of her share. How much did she pay?",
    "4 friends split a pizza bill of $38.40 equally. Gabe paid $2.15 for a drink. How much did Gabe pay in total?",
    "4 friends split a pizza bill of $38.40. Gabe also paid $2.15 for his own drink. How much did Gabe pay in total?",
    # a rate, or a second sharing
    "4 friends split a bill of $38.40 equally. Gabe also paid $2.15 per drink. How much did Gabe pay in total?",
    "4 friends split a bill of $38.40 equally. Gabe also split $2.15 with Mo. How much did Gabe pay in total?",
])
def test_no_own_share_otherwise(text):
    assert own_share(text) is None


def test_a_name_and_a_count_of_friends_is_one_more_sharer():
    text = ("Kevin and 3 friends split the cost of a $14.60 pizza equally. Kevin also paid $2.25 for a drink for "
            "himself. How much did Kevin pay in total?")
    assert first_plan(text)[1].value == pytest.approx(14.60 / 4 + 2.25)


@pytest.mark.parametrize("text, expected", [
    # another thing told after the share is no part of it: the share alone is asked
    ("A school split 480 students equally into 16 teams for sports day. Each team also got 3 coaches. How many "
     "students were on each team?", 480 / 16),
    ("Kate saved $84 and wants to split it equally among her 4 nieces. She also bought 6 birthday cards. How much "
     "money will each niece get?", 84 / 4),
])
def test_another_thing_after_the_share_is_no_extra(text, expected):
    assert own_share(text) is None
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text, expected", [
    # what one sharer already had, named by an appositive ("One cousin, Ana,")
    ("Luis picked 63 plums and shared them equally among 7 cousins. One cousin, Ana, already had 4 plums. How many "
     "plums does Ana have now?", 63 / 7 + 4),
    # things put equally in places, then more put in one of them
    ("A librarian had 90 books and placed them equally on 6 shelves. Later she put 5 more books on the top shelf. "
     "How many books are on the top shelf now?", 90 / 6 + 5),
])
def test_a_share_of_a_named_sharer_or_of_one_place(text, expected):
    found = own_share(text)
    assert found is not None and found.value == pytest.approx(expected)


def test_one_of_several_people_is_not_a_count():
    # "One cousin, Ana," names who; the story has three numbers, not four
    text = ("Luis picked 63 plums and shared them equally among 7 cousins. One cousin, Ana, ate 4 plums. How many "
            "plums does Ana have now?")
    assert own_share(text) is None  # ate: no amount on top of her share


def test_more_of_another_thing_in_one_place_is_no_extra():
    # "to add more filling": "more" of no count; the count taken off each tray is changed_share's reading
    text = ("A cook made 96 dumplings and set them out equally on 8 plates. Then she took 2 dumplings off each plate "
            "to add more sauce. How many dumplings are on each plate now?")
    assert own_share(text) is None
    assert first_plan(text)[1].value == pytest.approx(96 / 8 - 2)
