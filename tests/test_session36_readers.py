"""Readings mended in session 36, from the session-36 development sets and the forms earlier sets left unplanned:
problems written here for the tests (none from an evaluation file). A reader may leave a problem unplanned where the
test says so; none may plan a wrong answer."""
import math

import pytest

from occam.plan_readers import first_plan, plans
from occam.story_words import named_giver_elsewhere

WRONG_BEFORE = [
    # "for each of its 5 rooms" after two counts: of both, or of the last? no product of one
    ("A hotel buys 12 white towels and 9 blue towels for each of its 5 rooms. How many towels does it buy?", 105),
    # the sharers of a share are no aside: "shared equally by 5 friends"
    ("A 6.5 litre jug of juice is shared equally by 5 friends. Ana also drinks a 0.4 litre bottle of water. How many "
     "litres does Ana drink in all?", 1.7),
    # "rings that use 6 beads each": per ring, so the rings are a quotient, never a product
    ("Omar has 54 beads. He makes rings that use 6 beads each. How many rings can he make?", 9),
    # "17 fewer than on Saturday" relates the asked day; it is no count told beside
    ("A cafe sold 40 pies on Monday and 52 on Tuesday. On Wednesday it sold 15 fewer than on Tuesday. How many pies did "
     "it sell on Monday and Wednesday together?", 77),
    # post hoc (conversations_fresh36, wp_fresh33): a second rate "for each one" is no amount spent once
    ("Lena earns 15 dollars for every dog she walks, but she pays 3 dollars for treats for each one. She walked 6 dogs "
     "this week. How much money did she keep?", 72),
    # "In each of the 5 boxes ..., 3 were broken": 3 of each box, no amount taken once
    ("Every box holds 24 cups when full. In each of the 5 boxes that arrived, 3 cups were broken. How many cups were "
     "not broken?", 105),
    # copies of another book are no copies of the one asked
    ("A shop had 300 copies of a new atlas. It sold 120 copies of the atlas and 35 copies of a diary. How many copies "
     "of the atlas are left?", 180),
    # "pool their marbles": a share of a sum, no fixed part and amount each
    ("Rosa has 14 beads and her sister has 22. They pool their beads and split them into 4 equal bags. How many beads "
     "go in each bag?", 9),
    # "now she has" an end told: the start undone, never a sum of the change and the end
    ("Nora found 12 new stones at the lake, and now she has 40 stones and 7 shells. How many stones did she have before "
     "the trip?", 28),
    # "12 times over" multiplies
    ("what do you get when you take 315, 12 times over", 3780),
    # dev36b: a gift to the holder told right before its number is a gain in the start undone
    ("Rui had some stamps. He sold 11 and then his aunt gave him 20. Now he has 45. How many stamps did Rui have before?",
     36),
    # books lent out and "got 30 books returned": back to the holder
    ("A library had 180 books. It lent out 50 books and got 30 books returned. How many books are in the library now?",
     160),
    # the whole of a share is no aside
    ("A coach split 72 players into 6 equal squads. Each squad member needs 2 cones for the drill. How many cones does "
     "each squad need?", 24),
    # money beside a count of a rate's product is no sum
    ("A bagel costs $2.25. Each bag holds 4 bagels, and a hotel ordered 7 bags. How much did the hotel pay?", 63),
]


@pytest.mark.parametrize("text, answer", WRONG_BEFORE)
def test_no_wrong_plan(text, answer):
    found = first_plan(text)
    assert found is None or math.isclose(found[1].value, answer, rel_tol=1e-9)


@pytest.mark.parametrize("text, answer", [
    # a named giver, named once, gives to the holder: a gain
    ("Rosa had 48 stamps. Imani gave her 17 stamps. How many stamps does Rosa have now?", 65),
    # another person's count told with kin and name, and the asked one's change
    ("Hugo had 64 shells and his cousin Rita had 50. Hugo gave 21 of his shells to a friend. How many shells does Hugo "
     "have left?", 43),
    # another person named before only where nothing is counted
    ("Pia and Sam went to the lake. Pia caught 11 fish and Sam caught 8. Pia threw 4 of her fish back. How many fish "
     "did Pia keep?", 7),
    # a part of one's own named by its thing, and what one keeps asked
    ("Lena caught 15 fish. Lena threw 5 of her fish back. How many fish did Lena keep?", 10),
    # an occasion's length as an adjective, and a size worn: told beside
    ("A 45-minute yoga class started with 30 people. 6 people left early. How many people stayed to the end?", 24),
    ("Mo wears shoe size 10. He has 14 pairs of socks and buys 5 more pairs. How many pairs of socks does he have now?",
     19),
    # each one of a list of people did the same verb, the thing named once
    ("Ava picked 12 apples, Ben picked 9 and Cal picked 15. How many apples did they pick together?", 36),
    # a line-up in equal lines
    ("48 children line up in 6 equal lines. How many children are in each line?", 8),
    # another person's money told beside
    ("Kim had $90 and her brother had $40. Kim bought 3 books at $12 each. How much money does Kim have left?", 54),
    # money also paid, and money asked in all
    ("The Lees bought 4 tickets at $9.50 each. They also paid $8 for parking. How much did they spend in all?", 46),
    # one period told "every day" or "at each of N homes", the count of periods asked
    ("Every morning Raj buys a bagel for $2.25 and a tea for $1.50. How much does he spend in 4 mornings?", 15),
    ("Sofia swims 3 km on Saturday and 2 km on Sunday each weekend. How far does she swim over 6 weekends?", 30),
    ("A truck leaves 4.5 kg of flour and 2.5 kg of sugar at each of 12 bakeries. How many kilograms does it leave in "
     "total?", 84),
    # an age told as a difference, and "the three of them" in the question counting the people
    ("Ida has 14 pens, Joe has 22, and Kit has 9. Joe is 3 years older than Ida. How many pens do the three of them "
     "have altogether?", 45),
    # a price per thing whose subject runs long: "Each ticket to the science show costs $8"
    ("Each pass to the water park costs $12. A group bought 5 adult passes and 4 child passes. How much did the group "
     "pay?", 108),
    # a size before the thing it sizes, after a possessive: "A farmer's 12 acre field"
    ("A gardener's 8 acre farm grew 240 melons. She sold 95 at the market and gave 30 to a shelter. How many melons "
     "does she still have?", 115),
    # a graduating year is no quantity; places taken "on board"; an amount "off" a price
    ("class of 2015 party!! we're getting 30 hats at 4 dollars each, what's the total?", 120),
    ("the van holds 15 people and 9 are already on board, how many seats are free?", 6),
    ("the lamp was 49.99 and it's on sale for $12 off, what's the new price?", 37.99),
    # what was not done of a told doing is the rest, no told number
    ("A farmer picked 150 pears and sold 88 of them. How many pears did he not sell?", 62),
    # a label is no operand: a locker's number, a van's number
    ("Nell had 60 dollars. She bought 4 games for 9 dollars each. Her locker number is 118. How much money does she "
     "have left?", 24),
    ("A farm sent 55 eggs to a shop and 35 eggs to a cafe in delivery truck number 12. How many eggs were sent?", 90),
    # a size worn is told beside, whatever measure is asked
    ("Ada swam 1.2 km on Monday and 0.8 km on Friday. Her swim shoes are size 38. How far did she swim?", 2.0),
    # "a week later" is a time between, no rate
    ("Omar borrowed 5 comics and a week later borrowed 3 more. How many comics has he borrowed?", 8),
    # post hoc coverage: a bare count told by a verb and its particle counts the one thing counted
    ("There were 60 boats in the harbour. After 14 sailed away, 9 more came in. How many boats are in the harbour now?",
     55),
    # a gift from kin, then the holder's own earning told by "he"
    ("Ravi had 20 dollars saved. His aunt gave him 10 dollars and he earned 15 dollars mowing lawns. How much money "
     "does Ravi have now?", 45),
    # "enrolled" is a gain
    ("Oak School had 300 students in March. Then 25 new students enrolled. How many students does the school have "
     "now?", 325),
    # quarters counted as coins, and asked again, are no fraction
    ("i had 64 quarters and took out 20. how many quarters are left", 44),
    # chat spellings: "its 2025 and", "hw much"
    ("quick q: its 2025 and im bad at this lol. i saved $120 and spent $45.50 on a game. hw much is left", 74.5),
])
def test_planned(text, answer):
    found = first_plan(text)
    assert found is not None and math.isclose(found[1].value, answer, rel_tol=1e-9), found


@pytest.mark.parametrize("text", [
    # the named giver is the story's own one: her loss, no gain of anyone asked
    "Lila had 40 beads. Lila gave him 12 beads. How many beads does she have now?",
    # a festival's length counts the rate's unit: nothing is cut
    "A 4-day festival sold 300 tickets each day. How many tickets did it sell?",
    # the question first, of an occasion the story does not tell: no sum of the whole and the told part
    "How many goals did the club score in the second half if it scored 52 goals in the whole season and 30 goals in "
    "the first half?",
])
def test_unplanned(text):
    found = first_plan(text)
    assert found is None or found[1].value not in (52, 300, 82), found


def test_named_giver_elsewhere():
    assert named_giver_elsewhere("Lila had 40 beads. Lila gave him 12 beads.")
    assert not named_giver_elsewhere("Rosa had 48 stamps. Imani gave her 17 stamps.")
    assert not named_giver_elsewhere("Rosa had 48 stamps. Her friend gave her 17 stamps.")


def test_a_pair_of_periods_with_a_bare_third_is_no_pair():
    text = ("A stall sold 30 cups of tea in the morning, 45 at noon and 20 in the evening. How many cups of tea did it sell "
            "that day?")
    assert all(math.isclose(p.value, 95) for _, p in plans(text)), plans(text)


def test_two_things_dropped_off_are_no_difference():
    text = "A bus drops off 3.5 kg of mail and 1.5 kg of parcels. How many kilograms does the bus deliver?"
    assert all(math.isclose(p.value, 5.0) for _, p in plans(text)), plans(text)


def test_one_period_with_another_number_is_not_repeated():
    text = "Every day Leo buys a coffee for $3.50. He bought a mug for $12 once. How much did he spend in 5 days?"
    assert first_plan(text) is None or math.isclose(first_plan(text)[1].value, 29.5)


def test_a_sum_beside_the_one_asked_by_of_the_is_dropped():
    text = "Ivo reads 14 pages of a novel and 6 pages of a comic. How many pages of the novel does he read?"
    assert all(not math.isclose(p.value, 20) for _, p in plans(text)), plans(text)


def test_things_told_by_their_own_count_each_keep_the_holder_as_the_rate():
    text = "There are 5 rows of seats with 24 seats each in the hall. How many seats are there?"
    assert first_plan(text) is not None and math.isclose(first_plan(text)[1].value, 120)


def test_a_verb_that_takes_is_read_right_before_its_number():
    text = "Using a 2-meter pole, a boy caught 40 fish. He threw 12 small ones back. How many fish did he keep?"
    assert first_plan(text) is not None and math.isclose(first_plan(text)[1].value, 28)


def test_an_age_told_of_kin_is_no_quantity():
    from occam.notation import quantities
    assert [n.text for n in quantities("Their teacher is 41. Ben has 12 pens.")] == ["12"]


def test_code_to_explain_is_a_closed_question():
    from occam.abstention import closed_question
    assert closed_question("explain this line: y = [k**3 for k in range(4)]")
    assert closed_question("can you explain this: total = 0; for i in range(3): total += i")
    assert not closed_question("explain 12 * 4")
    assert not closed_question("What is 3 * 4?")


def test_combine_with_states_an_operation():
    from occam.abstention import states_operation, story_problem
    assert states_operation("combine 3150 with 2240 - how much is that")
    assert not story_problem("combine 3150 with 2240 - how much is that")


@pytest.mark.parametrize("text, answer", [
    # every reader's plan, not only the first: five plans that other plans outvoted, each mended where it is read
    ("On a Sunday walk, Li covered 2.5 km before lunch and 1.75 km after lunch. On the way home she took a 0.5-km "
     "detour to a lake. How many km did she walk that day?", 4.75),
    ("The cafe sold 3 dozen bagels in the morning and 14 bagels in the afternoon. How many bagels did it sell that day?",
     50),
    ("How many grapes did Rita have at first, if she ate 15 grapes and has 34 grapes left?", 49),
    ("Omar had $60.40 and spent $12.40 on a book. He splits the money he has left equally among 4 envelopes. How much "
     "goes into each envelope?", 12),
    ("How many legs are in the barn if there are 11 stools with 3 legs each and a box holding 7 spare legs?", 40),
])
def test_no_reader_plans_a_wrong_answer(text, answer):
    assert all(math.isclose(p.value, answer, rel_tol=1e-9) for _, p in plans(text)), plans(text)
