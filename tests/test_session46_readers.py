"""Readings mended in session 46, as problems written here for the tests (none from an evaluation file), several
in other words for the wrong first plans of the session-46 development sets (eval_sets/heldout/dev46_*). At the
session's start (1bf56c0) no reader planned ``PLANNED``; a reader planned each of ``MENDED`` wrong (some kept from the
reply by a disagreement); a reader or the ranker's fill planned each of ``DECLINED`` wrong. None may plan a wrong
answer now."""

import pytest

from helpers import assert_no_wrong_plan, assert_planned
from occam.abstention import states_operation, story_problem
from occam.notation import is_identifier
from occam.numbers import find_numbers
from occam.other_doings import other_doings
from occam.questions import asked

PLANNED = [
    # another doing cut (occam.other_doings): the question asks what was found, collected, sent or knitted
    ("Priya found 14 conkers on Monday and 22 on Tuesday, and on Wednesday she swapped 6 for a comic. How many "
     "conkers did Priya find altogether?", 36),
    ("Grandad already had 12 medals. His regiment sent him 3 medals in May and 4 in June. How many medals did his "
     "regiment send him?", 7),
    ("Ravi collected 31 stamps in June and 17 in July. In August he gave 9 to his cousin. How many stamps did Ravi "
     "collect in all?", 48),
    ("Mia baked 24 muffins on Friday and 18 on Saturday. Her brother ate 5 of them. How many muffins did Mia bake?", 42),
    ("Lena knitted 6 scarves in May and 9 scarves in June. She gave 4 to her friends. How many scarves did she knit?",
     15),
    # a count done on some days of each week, over weeks (occam.rate_chains)
    ("Nadia swims 40 lengths 4 times a week. How many lengths does she swim in 3 weeks?", 480),
    # a power named by its verb (occam.abstention.written_tree, occam.written_plans)
    ("What do I get by squaring 19?", 361),
    ("What number comes from cubing 6?", 216),
    # "how much extra" asks what "how much more" asks (occam.chat_words)
    ("My gym fee went from $38 to $45 a month. How much extra am I paying?", 7),
    ("We have 18 plates and 25 people are coming for dinner. How many extra plates do we need?", 7),
]

MENDED = [
    # "6 days a week" tells how often, no other thing than the newspapers: never cut as a distractor (63 * 4)
    ("The kiosk sells 85 papers, 6 days a week. How many papers does it sell in 2 weeks?", 1020),
    ("The farm shop sells 120 eggs, 5 days a week. How many eggs does it sell in 4 weeks?", 2400),
    # a weight loaded and one empty: what it carried is their difference (occam.full_and_empty), never their sum
    ("The weighbridge read 12.6 tonnes for the lorry loaded and 7.9 tonnes empty. How many tonnes of gravel was it "
     "carrying?", 4.7),
    # "bought 84 sweets to share between them": the sweets are shared, the grandchildren share (never 12 / 84)
    ("I'm 71 and I have 12 grandchildren. I bought 84 sweets to share equally between them. How many does each one get?",
     7),
    ("Aunt May has 4 nephews. She baked 36 cookies to split evenly among them. How many does each one get?", 9),
]

# a reader or the ranker's fill planned these wrong at the session's start; nothing plans them now
DECLINED = [
    # each of the 4 volunteers planted the morning's and the afternoon's: no sum of the two alone
    ("A team of 4 volunteers each planted 12 trees in the morning and 8 trees in the afternoon. How many trees did the "
     "team plant that day?", 80),
    # the kept tins are the used ones, not the returned ones
    ("A decorator bought 9 tins of paint at $18.50 a tin. He used 6 tins on a job and returned the others to the shop "
     "for a full refund. How much did the paint he kept cost?", 111),
    # the rest is a side the story leaves to a step: no one operation compares it (the ranker's fill wrote 36 - 21)
    ("Our choir has 36 singers; 21 are sopranos and the rest sing alto. How many more sopranos than altos are there?", 6),
    # "8 cheese rolls for each family" and the 12 ham rolls too: never 12 + 8 * 3
    ("Gran makes 12 ham rolls and 8 cheese rolls for each family. There are 3 families. How many rolls does she make?",
     60),
]


@pytest.mark.parametrize("text,answer", PLANNED + MENDED)
def test_planned(text, answer):
    assert_planned(text, answer)


@pytest.mark.parametrize("text,answer", DECLINED)
def test_declined(text, answer):
    from occam.plan_readers import first_plan, plans

    assert first_plan(text) is None and plans(text, ranker=False) == []


@pytest.mark.parametrize("text,answer", MENDED + DECLINED + [
    # the kept numbers count another thing than the one asked, or a kind the story never tells: nothing is cut
    ("He picked 40 apples in the morning and 12 in the afternoon. 8 of them were rotten. How many good apples did he "
     "pick?", 44),
    ("A baker makes 12 pies and 30 cakes every day. How many pies does he make in 9 days?", 108),
])
def test_no_wrong_plan(text, answer):
    assert_no_wrong_plan(text, answer)


def _cuts(text):
    request = asked(text)
    return [text[a:b] for a, b, _ in other_doings(text, find_numbers(text), request, text.rfind(request))]


@pytest.mark.parametrize("text,cut", [
    ("A blacksmith forged 45 hooks in the morning and 32 hooks in the afternoon. At the market he sold 20 hooks. How "
     "many hooks did he forge that day?", ["At the market he sold 20 hooks."]),
    ("Sam found 27 shells on Saturday. On Sunday he found 18 more, and on Monday he gave 5 to his cousin. How many "
     "shells did Sam find altogether?", [", and on Monday he gave 5 to his cousin"]),
    ("Our band owns 9 guitars and 4 drums. After the gig, 2 of the guitars needed new strings. How many more guitars "
     "than drums does the band own?", ["After the gig, 2 of the guitars needed new strings."]),
])
def test_other_doings_cuts_the_clause_of_another_verb(text, cut):
    assert _cuts(text) == cut


@pytest.mark.parametrize("text", [
    # what is left asks the other doings too
    "Sam found 27 shells on Saturday and 18 on Sunday. He gave 5 to his cousin. How many shells does he have left?",
    # one number told by the asked verb: nothing to add up
    "Tom had 20 stickers. He bought 15 stickers. How many stickers did he buy?",
    # the other clause tells a rate
    "Ann picked 12 kg on Monday and 15 kg on Tuesday. She sells each kg for 3 dollars. How many kg did she pick?",
    # a kind the story never names ("good")
    "He picked 40 apples in the morning and 12 in the afternoon. 8 of them were rotten. How many good apples did he pick?",
])
def test_other_doings_cuts_nothing(text):
    assert _cuts(text) == []


@pytest.mark.parametrize("text,degrees", [
    ("Sine of a right angle (ninety degrees)?", True),
    ("what is the cosine of sixty degrees", True),
    ("sin of 1.2 - radians, not degrees", False),
    ("cos(0.5)", False),
])
def test_an_angle_in_degrees_written_in_words_is_no_primitive_of_the_number(text, degrees):
    from occam.abstention import unwritten_number

    assert unwritten_number(text) is degrees


@pytest.mark.parametrize("text,stated", [
    ("Increase 2,096 by 385. What do you get?", True),
    ("Reduce 900 by 45, what's left?", True),
    ("Prices increase by a factor of 3 over 4 years.", True),  # (named before too)
    ("We increase the order each week. How many boxes by Friday?", False),
])
def test_an_increase_by_a_number_states_its_operation(text, stated):
    assert states_operation(text) is stated
    if stated:
        assert not story_problem(text)


@pytest.mark.parametrize("text,label", [
    ("hey so the escape room is 96 for the group and there are 6 of us, how much each", False),
    ("Our hotel room is 85 a night and we stay 4 nights. Total?", False),
    ("my room is 12, can you tell the front desk?", True),
    ("Gate 23 for the Lisbon flight, boarding at 9.", True),
])
def test_a_price_after_is_no_label(text, label):
    n = find_numbers(text)[0]
    assert is_identifier(text, n.start, n.end) is label


# post hoc, after the "after" run of conversations_fresh46 and wp_fresh46 (README, session 46): the wrong first plans
# behind their green wrong numbers, in other words; each was planned wrong at the session's start, none is planned now
POST_HOC_DECLINED = [
    # "all 6 shows sold out": every seat of each show taken, never 96 - 6
    ("The little theatre has 96 seats and all 6 shows last week sold out. How many people came?", 576),
    # "They're 12.40 each" speaks of the 3 pots again: no aside, and never 12.40 * 50
    ("I'm picking up 3 pots of paint for the shed. They're 12.40 each and I'm paying with a 50 note. What change do I "
     "get?", 12.8),
    # eating adds to the eater's weight
    ("The vet weighed a puppy at 4.2 kg. It lost 0.3 kg while ill and then ate 0.5 kg of food. How much does the puppy "
     "weigh now?", 4.4),
    # the state before the sale is told: the sale is no part of it
    ("A hen house has 4 coops with 36 eggs in each coop. Then 20 eggs were sold at the market. How many eggs were there "
     "before the sale?", 144),
]


@pytest.mark.parametrize("text,answer", POST_HOC_DECLINED)
def test_post_hoc_no_wrong_plan(text, answer):
    assert_no_wrong_plan(text, answer)


@pytest.mark.parametrize("text,answer", [
    # a start asked from an end told is still read
    ("After giving away 14 stickers, Sara has 29 left. How many stickers did she have before she gave any away?", 43),
    ("Sara gave away 14 stickers and now has 29. How many did she have before?", 43),
])
def test_a_start_asked_before_its_change_is_still_read(text, answer):
    assert_planned(text, answer)


@pytest.mark.parametrize("text,told", [
    ("In a class of 32 pupils, 20 take the bus and the rest walk. How many more pupils take the bus than walk?", False),
    ("Our choir has 36 singers; 21 are sopranos and the rest sing alto. How many more sopranos than altos are there?",
     False),
    ("20 pupils take the bus and 12 walk. How many more pupils take the bus than walk?", True),
])
def test_the_rest_is_no_side_the_story_tells(text, told):
    from occam.comparisons import sides_told

    assert sides_told(text, asked(text)) is told


@pytest.mark.parametrize("text,value", [
    ("The village hall has 240 chairs and we set them out in rows of 12. Number of rows needed?", 20),
    ("We have 84 campers this week and we split them into groups of 7 for the hikes. Any idea of the number of groups?",
     12),
])
def test_the_shipped_ranker_confirms_the_decoders_one_operation(text, value):
    """The shipped checkpoint's confirmation is on at 0.9 (README, session 46): its best tree is a second reader of a
    one-step story no rule reads, for the decoders' number of the same value only."""
    from occam.plan_ranker import confirms, shipped

    assert shipped().config.confirm_at == 0.9
    assert confirms(text, value) and not confirms(text, value + 1)


def test_the_recipe_keeps_the_confirmation_when_asked():
    from occam.training.plan_ranker import main

    with pytest.raises(SystemExit):
        main(["--confirm-at", "1.5", "--epochs", "1"])  # checked like the other thresholds
