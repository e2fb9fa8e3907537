"""Readings mended in session 43: wrong plans and misses of the session-43 development sets
(eval_sets/heldout/dev43_*), as problems written here for the tests, in other words (none from an evaluation file). A
reader may leave a problem unplanned where the test says so; none may plan a wrong answer. No rule reader planned any problem of
``PLANNED`` at the session's start (2f25f65; the plan ranker filled one of them), and one planned each of ``NO_WRONG``
wrong."""

import pytest

from helpers import assert_no_wrong_plan, assert_planned
from occam.implied_numbers import implied_numbers
from occam.questions import without_asides_after
from occam.tallies import tally

PLANNED = [
    # a tally typed as labels and numbers: the first is the start, a label of taking takes away, of adding adds
    ("Boxes in the shed: 85. Used: 23. Delivered: 40. Boxes now?", 102),
    ("Petty cash: $250. Spent: $87.40. Topped up: $50. Left?", 212.6),
    ("Float: $120. Paid out: $35.25. Taken in: $410. Balance?", 494.75),
    ("Hall chairs: 300. Chairs booked: 212. Spare?", 88),
    ("Pupils on roll: 410. Joined this term: 18. Pupils now?", 428),
    # a total of numbers of one kind side by side: days, a unit after each, or labels that share a word
    ("Sat: 312. Sun: 275. Total?", 587),
    ("Jan: 1,200. Feb: 950. Mar: 1,430. Total?", 3580),
    ("Week one sales: 320. Week two sales: 275. Total?", 595),
    # post hoc (wp_fresh40, after its "after" run): kinds of one thing with no unit after any number
    ("Bikes in for service. Road: 12. Mountain: 7. Total?", 19),
    ("Round one points: 45. Round two points: 38. Total points?", 83),
    # what is still owed of an order is the order less what came
    ("Order: 600 bricks. Delivered: 450. How many still owed?", 150),
    # an aside after the question whose numbers are a clock time, a numbered thing or the asker's age
    ("How many pies does each table get if the cook shares 48 pies equally among 6 tables? Doors open at 7.", 8),
    ("The van carries 12 crates and each crate holds 30 jars. How many jars are in the van? I start at 6.", 360),
    ("We baked 45 cupcakes and sold 28 at the fair. How many are left? Stall 9 was ours.", 17),
    # typed with no "?", the aside after the question's sentence; a founding year in the aside
    ("im saving for a bike thats 480 and ive got 215 so far how much more do i need. im 13 btw", 265),
    ("The mill ground 340 kg of wheat on Monday and 285 kg on Tuesday. How much did it grind in total? It was built in "
     "1742, you know.", 625),
    # "N more than twice as many as" after any verb of the past ("skated", "painted")
    ("Mia painted 11 mugs. Tom painted 4 more than twice as many mugs as Mia. How many mugs did Tom paint?", 26),
    ("Ravi sanded 15 chairs. Sara sanded 6 fewer than three times as many chairs as Ravi. How many chairs did Sara "
     "sand?", 39),
    # "n" for "and" in chat; "64 of lilies" after "87 bunches of peonies": bunches of another stuff
    ("sold 45 trays of pansies n 30 of violas at the market. total trays?", 75),
    ("we picked 25 crates of plums and 18 of damsons. How many crates did we pick in total?", 43),
    # "took 318.40": money taken (two decimals), no count; "for the weekend" asks the two days' total
    ("The food truck took 318.40 on Friday and 402.75 on Saturday. How much did it take altogether?", 721.15),
    ("The kiosk took 215.60 on Saturday and 187.30 on Sunday. What were its takings for the weekend?", 402.9),
]

NO_WRONG = [
    # a count of people ("paid for 4 of us") is no money, whatever verb comes before it
    ("The museum ticket was $12.50, and mum paid for 4 of us, plus $3 for the guidebook. How much did she spend?", 53),
    # a profit shared is what came in less what went out, never their sum shared
    ("The stall's sales were $2,400 and its costs were $900. The profit is split equally between 3 partners. How much "
     "does each partner get?", 500),
    # "quit", "kept": verbs after a count, no other thing named ("5 quit" is 5 of the riders)
    ("The choir had 30 singers, 4 quit in the spring, and 9 new ones joined. How many singers are in the choir now?", 35),
    # a price and a count of things sold ("48 were sold", no thing named) take nothing from each other
    ("A museum ticket costs 14, and 65 were sold on Monday. How much money did the museum take in?", 910),
    ("A raffle ticket costs $2, and 150 were sold at the fete. How much did the fete take in?", 300),
]

NO_PLAN = [
    # a rate in a label, a number no label holds, other things with no total of one kind, a question of no amount
    "Pickers: 12. Kg per picker: 23.5. Total kg?",
    "Disk: 500 GB. Photos: 120 at 2.5 GB each. Free GB?",
    "Age: 34. Weight: 80 kg. Total?",
    "Score: 3. Opponent: 2. Who won?",
    # a label of neither taking nor adding where the rest is asked: which way it goes is not told
    "Stock: 140. Tuesday: 57. Stock now?",
    # a label of taking where a total is asked
    "Stock: 140. Sold: 57. Total?",
]


@pytest.mark.parametrize("text,answer", PLANNED)
def test_planned(text, answer):
    assert_planned(text, answer)


@pytest.mark.parametrize("text,answer", NO_WRONG)
def test_no_wrong_plan(text, answer):
    assert_no_wrong_plan(text, answer)


@pytest.mark.parametrize("text", NO_PLAN)
def test_tally_reads_no_plan(text):
    assert tally(text) is None


def test_the_tally_is_built_in_order():
    plan = tally("Float: $120. Paid out: $35.25. Taken in: $410. Balance?")
    assert plan is not None and plan.expression() == "(120 - 35.25) + 410"


@pytest.mark.parametrize("text", ["254 in the first half and 271 in the second", "in the third quarter they scored 9",
                                  "on the third day he walked 12 km"])
def test_an_ordinal_period_implies_no_fraction(text):
    assert implied_numbers(text) == []


@pytest.mark.parametrize("text,value", [("half of the 40 sheep", 2), ("a third of 90", 3), ("the third of the cakes", 3)])
def test_a_fraction_is_still_implied(text, value):
    assert [n.value for n, _ in implied_numbers(text)] == [value]


@pytest.mark.parametrize("text", ["How many in a 7-hour shift? The shed is at 11 degrees.", "How much each? there are 4 of us",
                                  "How far so far? the whole trip is 900 km btw", "How much? I work from 9 to 5.",
                                  "How long? im 15 minutes late", "what is 5 plus 3. I have 2 cats"])
def test_a_number_after_the_question_that_may_be_a_quantity_stays(text):
    assert without_asides_after(text) == text


@pytest.mark.parametrize("text", ["How many tables? Service at 7:30.", "How many km? Your helmet is a size 58.",
                                  "How many? im 15 lol", "Total? Invoice 8812.",
                                  "How many? The barn was built in 1642."])
def test_an_aside_after_the_question_is_blanked_in_place(text):
    out = without_asides_after(text)
    assert len(out) == len(text) and out.rstrip() == text[:text.index("?") + 1]


@pytest.mark.parametrize("text", [NO_WRONG[3][0], NO_WRONG[4][0]])
def test_a_price_and_a_count_sold_point_to_no_sum_or_difference(text):
    # the decoders' 23 - 48 of "costs 23, and 48 were sold" was confirmed by the story's words ("sold": a subtraction)
    # once no reader's plan contested it (the dev43 run of this session): the words point to none
    from occam.story_cues import story_cue

    assert story_cue(text) is None


# post hoc (the reporting sets of this session, after their "after" run), in other words: a wrong number each
@pytest.mark.parametrize("text,answer", [
    # what is missing asked ("short") is no sum of what was promised and what came
    ("The builder promised us 40 bags of sand and only 31 bags arrived. How many bags short are we?", 9),
    # the count of the rate's own unit asked: a quotient, no product
    ("got 36 litres of soup, bowls are 0.3 litres each, how many bowls?? quick", 120),
])
def test_post_hoc_no_wrong_plan(text, answer):
    assert_no_wrong_plan(text, answer)
