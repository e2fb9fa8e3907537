"""Readings mended in session 45: the wrong first plans of the session-45 development sets
(eval_sets/heldout/dev45_*), as problems written here for the tests, in other words (none from an evaluation file). A
reader may leave a problem unplanned where the test says so; none may plan a wrong answer. At the session's start
(5003e5e) a reader planned each of ``MENDED`` and ``NO_WRONG`` wrong, and none planned ``PLANNED``. The first plans
are the readers' with the shipped plan ranker's second opinion (retrained this session with pair features)."""

import pytest

from helpers import assert_no_wrong_plan, assert_planned
from occam.abstention import told_order

MENDED = [
    # "popped in another 15" puts 15 in; "popped" alone ("3 balloons popped") is still a loss
    ("Milo had 40 stickers in his album and his gran popped in another 12. How many stickers has he got now?", 52),
    # "each chucked in a 2 tip": each one's share of the bill, then the tip each added
    ("The 5 of us split a $120 dinner bill evenly and then each chucked in a $4 tip. How much did each of us pay?", 28),
]

PLANNED = [
    # a fare is an amount of a bill; each one's tip added to each one's share
    ("Three of us shared a $75 taxi fare equally and then each tossed in a $2 tip. How much did each person pay?", 27),
]

NO_WRONG = [
    # "when 9.5 is subtracted from 6": the order is told, the answer negative; never the larger less the smaller
    ("What is left when 9.5 is subtracted from 6?", -3.5),
    # the loose ones are no part of what the boxes hold
    ("A crate holds 24 jars. The stall has 7 full crates and 5 loose jars on the table. How many jars are in the "
     "crates?", 168),
    # "at the end of the day it held 410": the state after the change, the start asked is no sum
    ("During the morning 85 letters were dropped into the post box, and at the end of the morning it held 410 letters. "
     "How many letters were in it at the start of the morning?", 325),
]


# found by the plan dump of this session's ranker (retrained with pair features), whose veto had kept these readings
# out at the session's start
NO_WRONG += [
    # "in Hall 3" names the hall: no count of the tickets
    ("The fair has 480 tickets for the evening show in Hall 3 and wants to split them equally between 6 kiosks. How many "
     "tickets does each kiosk get?", 80),
    # "could not be found" is a loss, never a find
    ("Warehouse check, 3 May: 260 boxes on the sheet, 35 could not be found. How many boxes were accounted for?", 225),
]


@pytest.mark.parametrize("text,answer", MENDED + PLANNED)
def test_planned(text, answer):
    assert_planned(text, answer)


@pytest.mark.parametrize("text,answer", NO_WRONG)
def test_no_wrong_plan(text, answer):
    assert_no_wrong_plan(text, answer)


@pytest.mark.parametrize("text, told", [
    ("what do you get when 58.7 is subtracted from 40", (58.7, 40.0)),
    ("if 12 gets taken away from 5, what's the result", (12.0, 5.0)),
    ("subtract 12 from 5", (12.0, 5.0)),
])
def test_the_order_of_a_difference_told_in_the_passive(text, told):
    assert told_order(text) == told


def test_a_balloon_that_popped_is_still_lost():
    assert_planned("Ava had 18 balloons at the party and 5 of them popped. How many balloons does she have now?", 13)


def test_the_ranker_keeps_out_of_a_total_of_a_side_told_by_its_relation():
    """Both sides' total where one is told as "9 more than on Monday" counts the told side twice, which no tree of
    distinct numbers writes; the ranker's best tree (24 + 9) would be a wrong fill. The relation reader reads it."""
    from occam.refusals import declined

    related = "Lea picked 24 plums on Monday. On Tuesday she picked 9 more than on Monday. How many plums did she pick in total?"
    assert declined(related) is not None
    assert declined("Lea picked 24 plums on Monday and 9 on Tuesday. How many plums did she pick in total?") is None
    assert_no_wrong_plan("Ivo sold 31 mugs on Friday. On Saturday he sold 12 more than on Friday. How many mugs did he "
                         "sell over the weekend?", 74)


# post hoc, after the "after" run of conversations_fresh45 and wp_fresh45 (README, session 45): numbers beside a
# story that are no operand of it
@pytest.mark.parametrize("text,answer", [
    ("Nana here, 81 years young! I swam 1.2 km on Friday and 0.9 km on Saturday. What's my total distance?", 2.1),
    ("We live at number 18 and our bake sale raised 540. We'll split it equally between 4 clubs - how much does each "
     "get?", 135),
])
def test_an_age_or_an_address_beside_the_story_is_set_apart(text, answer):
    assert_planned(text, answer)


@pytest.mark.parametrize("text, number, label", [
    ("Our depot (we're unit 7) dispatched 312 vans in spring.", "7", True),
    ("We live at number 18 and raised 540.", "18", True),
    ("Nana is 81 years young and swam 1.2 km. How far did she swim?", "81", True),
    ("The fee went up from 60 to 75 this year (2023, sigh).", "2023", True),
    ("We have 7 units and 18 vans.", "7", False),
])
def test_labels_ages_and_years_in_brackets(text, number, label):
    from occam.notation import in_notation, is_year

    start = text.index(number)
    assert (in_notation(text, start, start + len(number)) or is_year(text, start, start + len(number))) is label


def test_knock_off_before_the_number_names_a_subtraction():
    from occam.abstention import named_operations

    assert named_operations("If I start with 900 and knock off 45, what's left?") == {"sub"}
    assert named_operations("We knock off at 5 and I walked 3 km. How far?") is None


# a chain of two rates over a count of periods asked "over 5 days", or asked as "How much water" of "litres of water"
# (dev45: "2.8 tonnes of pulp an hour and runs 16 hours a day. How much pulp ... over 5 days?")
@pytest.mark.parametrize("text,answer", [
    ("A printer prints 12 pages a minute and runs 45 minutes a day. How many pages does it print over 5 days?", 2700),
    ("A pump moves 40 litres of water a minute and runs 30 minutes a day. How much water does it move in 7 days?", 8400),
])
def test_a_chain_of_rates_over_days_asked_as_over_or_how_much(text, answer):
    assert_planned(text, answer)
