"""Stories read without their numbers of other things (occam.distractors). Written here for the tests."""
import math

import pytest

from occam.abstention import tree_leaves

from occam.distractors import cut_distractors
from occam.plan_readers import first_plan, without_distractors


@pytest.mark.parametrize("text, kept, expected", [
    # a sentence that only tells how long something took; "287 tickets were sold" fills the story's seats: kept
    ("At a county fair, 312 people rode the Ferris wheel and 247 rode the carousel. Each ride lasted 4 minutes. How "
     "many more people rode the Ferris wheel than the carousel?",
     "At a county fair, 312 people rode the Ferris wheel and 247 rode the carousel. How many more people rode the "
     "Ferris wheel than the carousel?", 65),
    ("A theater has 450 seats. For Thursday's show, 287 tickets were sold. The show lasted 2 hours. How many seats "
     "were empty?",
     "A theater has 450 seats. For Thursday's show, 287 tickets were sold. How many seats were empty?", 163),
    # another thing joined to the one asked at every mention: all its counts go together
    ("Ana baked 36 muffins and 24 scones. After the fair she had 11 muffins and 5 scones left. How many muffins were "
     "sold at the fair?",
     "Ana baked 36 muffins. After the fair she had 11 muffins left. How many muffins were sold at the fair?", 25),
    # another thing joined to the one asked
    ("A florist sells 15 roses and 40 tulips every day. How many roses does she sell in 6 days?",
     "A florist sells 15 roses every day. How many roses does she sell in 6 days?", 15 * 6),
    ("There are 9 crates with 24 melons and 6 pumpkins in each. How many melons are there in total?",
     "There are 9 crates with 24 melons in each. How many melons are there in total?", 9 * 24),
    ("Each shelf holds 30 books. The library has 8 shelves of books and 5 shelves of magazines. How many books "
     "does it have?", "Each shelf holds 30 books. The library has 8 shelves of books. How many books does it have?",
     8 * 30),
    # one thing told apart by its words
    ("Each tray has 12 brown eggs and 18 white eggs. There are 5 trays. How many white eggs are there?",
     "Each tray has 18 white eggs. There are 5 trays. How many white eggs are there?", 18 * 5),
    # another day, where the question names two
    ("Ana swam 14 laps on Friday, 9 laps on Saturday and 22 laps on Sunday. How many more laps did she swim on "
     "Friday than on Saturday?",
     "Ana swam 14 laps on Friday, 9 laps on Saturday. How many more laps did she swim on Friday than on Saturday?",
     14 - 9),
    # an age of its own
    ("Leo is 9 years old. He has 48 stamps and buys 25 more. How many stamps does he have now?",
     "He has 48 stamps and buys 25 more. How many stamps does he have now?", 48 + 25),
    # a sentence of its own about a thing named nowhere else, a phrase that sets the story in an occasion
    ("A kennel had 36 dogs. 14 more dogs arrived on Friday. Their van has 9 seats. How many dogs are in the kennel "
     "now?", "A kennel had 36 dogs. 14 more dogs arrived on Friday. How many dogs are in the kennel now?", 36 + 14),
    ("Zoe found 38 shells on a 2 km beach walk. Her brother found 25 shells. How many more shells did Zoe find?",
     "Zoe found 38 shells. Her brother found 25 shells. How many more shells did Zoe find?", 38 - 25),
    ("Kim had 40 stickers. She bought 52 more stickers at a fair that lasted 3 days. How many stickers does she "
     "have now?", "Kim had 40 stickers. She bought 52 more stickers at a fair. How many stickers does she have now?",
     40 + 52),
    # what describes a thing, a part told by colour, a time spent beside a story of no rate
    ("Dan had 76 dollars. He spent 28 dollars on a video game that has 40 levels. How much money does Dan have left?",
     "Dan had 76 dollars. He spent 28 dollars on a video game. How much money does Dan have left?", 76 - 28),
    ("Fred had 15 balloons, 8 of which were blue. He bought 12 more balloons. How many balloons does Fred have now?",
     "Fred had 15 balloons. He bought 12 more balloons. How many balloons does Fred have now?", 15 + 12),
    ("Hannah had 120 dollars in savings. She earned 45 dollars babysitting for 6 hours. How much money does she have "
     "now?", None, 120 + 45),
    # two ages in one sentence; a part that also does something the question does not ask of
    ("Tom is 12 years old and his brother is 9. Tom has 40 cards and his brother has 25. How many cards do they have "
     "altogether?", "Tom has 40 cards and his brother has 25. How many cards do they have altogether?", 40 + 25),
    ("There are 26 girls and 31 boys in the choir. 14 of the girls also play the piano. How many children are in the "
     "choir?", "There are 26 girls and 31 boys in the choir. How many children are in the choir?", 26 + 31),
    # what the story says it leaves out; a time spent "over the last 6 days"
    ("Marco flew 11 hours from Rome to Bangkok, then another 1.25 hours on to Chiang Mai, not counting the 3-hour "
     "layover. How many hours was he actually in the air?", "Marco flew 11 hours from Rome to Bangkok, then another "
     "1.25 hours on to Chiang Mai. How many hours was he actually in the air?", 11 + 1.25),
    ("The book has 384 pages and Tom has read 219 of them over the last 6 days. How many pages does Tom have left?",
     "The book has 384 pages and Tom has read 219 of them. How many pages does Tom have left?", 384 - 219),
    ("Sophie read 42 pages on Monday and 35 pages on Tuesday. Her book has 300 pages. How many more pages did she read "
     "on Monday than on Tuesday?", "Sophie read 42 pages on Monday and 35 pages on Tuesday. How many more pages did she "
     "read on Monday than on Tuesday?", 42 - 35),
    ("In 4 hours, a fruit stand sold 123 red apples and 98 green apples. How many apples did it sell?",
     "a fruit stand sold 123 red apples and 98 green apples. How many apples did it sell?", 123 + 98),
    # another thing joined by a verb of its own ("and received 40 new magazines")
    ("A museum had 310 paintings. It sold 45 paintings and bought 12 statues. How many paintings does it have now?",
     "A museum had 310 paintings. It sold 45 paintings. How many paintings does it have now?", 310 - 45),
    # a thing named by a modifier that elsewhere modifies only another thing ("toy" of "toy trucks", "toy cars")
    ("Mia has 28 toy horses. Her cousin has 15 toy boats. Mia gets 9 more toy horses. How many toy horses does Mia "
     "have now?", "Mia has 28 toy horses. Mia gets 9 more toy horses. How many toy horses does Mia have now?", 28 + 9),
])


def test_a_number_of_another_thing_is_cut_and_the_rest_read(text, kept, expected):
    new, pieces, gone = cut_distractors(text)
    assert kept is None or " ".join(new.replace(" .", ".").split()) == kept
    p = without_distractors(text)
    assert p is not None and math.isclose(p.value, expected)
    # the plan's numbers are the text's own, at their places; the cut ones are set apart
    assert all(text[n.start:n.end] == n.text for n in p.numbers)
    assert {p.numbers[i].text for i in p.apart} == {n.text for n in gone}
    found = first_plan(text)
    assert found is not None and math.isclose(found[1].value, expected)


def test_a_number_left_out_is_read_by_no_reader_unless_the_question_asks_it_back():
    text = "Ana ran 5 km and then 3 km more, not counting the 2 km warm-up. How far did she run?"
    assert first_plan(text)[1].value == 5 + 3  # not (5 + 3) + 2
    back = "Ana ran 5 km, not counting the 2 km warm-up. How far did she run with the warm-up?"
    assert first_plan(back)[1].value == 5 + 2


@pytest.mark.parametrize("text", [
    # packs of the thing asked, joined by a verb: what holds it, no other thing
    "Jo had 28 stamps and bought 3 more books of 10 stamps each. How many stamps does she have now?",
    # the modifier names the thing asked: "12 toy cars" is no other thing than "toy cars"; the cousin gives them
    "Mia has 28 toy cars. Her cousin has 15 toy cars and gives Mia 9 of them. How many toy cars does Mia have now?",
    # the question asks of what the part also does, or of the ages
    "There are 26 girls and 31 boys in the choir. 14 of the girls also play the piano. How many girls do not play the "
    "piano?",
    "Tom is 12 years old and his brother is 9. Tom has 40 cards. How much older is Tom than his brother?",
    # a time that opens the sentence, where the question asks a rate or another time
    "In 4 hours, a car travelled 240 km. How far did it go per hour?",
    "In 3 days, Sam read 45 pages. How many pages will he read in 6 days?",
    # the other thing carries a price of its own
    "A packet of seeds costs 3. Nia bought 8 packets of seeds and 2 pots at 5 each. How much did she spend on seeds?",
    # the question names both, or neither
    "Sam has 5 apples and 3 oranges. How many apples and oranges does he have?",
    "Sam has 5 apples and 3 oranges. How many pieces of fruit does he have?",
    # the other thing is named again
    "Mia had 20 apples and 12 pears. She swapped 4 pears for apples. How many apples does she have?",
    # later words refer back to both
    "Kai has 14 red cars and 9 blue cars. He gave away 3 of them. How many red cars does he have?",
    # a container the story names again
    "There are 4 boxes and 12 pencils in each box. How many pencils are there?",
    # one day asked only
    "Ana swam 14 laps on Friday and 9 laps on Saturday. How many laps did she swim on Saturday?",
    # an age asked
    "Leo is 9 years old. His sister is 4 years older. How old is his sister?",
    # a sentence of a rate, a measure a measure question asks, a start the others count unsaid
    "A machine makes 30 toys per hour. It ran 3 hours on Monday and 2 hours on Tuesday. How many items did it make?",
    "A car travels 60 km per hour. It travels for 3 hours on Monday and 2 hours on Tuesday. How far did it travel?",
    "The pool is 25 metres long. Tariq swims 14 lengths in the morning and 9 in the evening. How many kilometres "
    "does he swim?",
    "A farmer had 95 melons. He sold some on Monday and 28 on Tuesday, leaving 30. How many did he sell on Monday?",
    # a number in the question's own "if" clause is no story sentence told beside it
    "There are 9 rows of chairs with 20 chairs in each row. If 130 people are seated, how many chairs are empty?",
    # a whole that may count the described thing; the described thing asked; a time that counts a rate's unit
    "There were 42 students on the trip. 15 more students joined from another bus, which also carried 3 teachers. "
    "How many people are there now?",
    "Fred had 15 balloons, 8 of which were blue. He bought 12 more blue balloons. How many blue balloons does he have?",
    "Mia had $50. She earned $8 an hour babysitting for 3 hours. How much money does she have now?",
    # "new ones" is the story's own thing, and "lost some" a change the question asks
    "Eli had 50 baseball cards. He lost some and then his uncle gave him 17 new ones. Now he has 58 cards. How many "
    "cards did he lose?",
    # a count with a verb of change after it and no thing: the story's own thing, left unsaid
    "Lily had 3 packs of 10 balloons. 7 popped. How many balloons does she have now?",
    # the other thing named once more, beside no count of the thing asked: it stays
    "Ana baked 36 muffins and 24 scones. She sold 11 muffins, and the scones went to her aunt. How many muffins are left?",
    # session 20: "ones" names the thing again; "in each of his first 3 games" counts the games
    "Dina took 96 pictures on her trip. She deleted 12 dark ones. Each album page holds 6 pictures. How many pages "
    "will she fill?",
    # post hoc (wp_fresh23): a count whose words after the thing are a verb or a time is of that same thing
    "Four cars took the team to the game. Each car held 5 players, and 3 more players rode with the coach. How many "
    "players went to the game?",
])
def test_nothing_is_cut_where_any_doubt_remains(text):
    assert without_distractors(text) is None


def test_a_count_told_with_its_day_stays_beside_the_same_thing_and_the_other_thing_goes():
    # post hoc (wp_fresh23): "19 cookies yesterday" was cut as a thing "yesterday" (45 - 12 written, wrong)
    text = ("Ravi picked 23 plums yesterday and 31 plums this morning. His dog ate 4 of the plums. Ravi also picked 6 "
            "pears. How many plums does Ravi have now?")
    assert without_distractors(text).value == 23 + 31 - 4



@pytest.mark.parametrize("text, answer, cut", [
    ("There are 27 girls and 31 boys on the playground, and 6 teachers are watching them. How many children are on "
     "the playground?", 58, 6),
    ("Tim has 9 fish tanks. He put 34 guppies and 21 tetras into them. How many fish did he put in the tanks?", 55, 9),
])
def test_what_holds_or_watches_the_others_is_set_apart(text, answer, cut):
    plan = without_distractors(text)
    assert plan is not None and plan.value == answer and [plan.numbers[i].value for i in plan.apart] == [cut]


@pytest.mark.parametrize("text", [
    "Tim has 9 fish tanks. He put 34 guppies and 21 tetras into them. How many fish are in each tank?",
    "There are 7 tables. The students put 33 books and 48 magazines on them. How many tables are there?",
    "There are 27 girls and 31 boys on the playground, and 6 teachers are watching them. How many teachers are there?",
])
def test_the_holders_stay_where_the_question_asks_of_them(text):
    assert cut_distractors(text) is None


def test_a_price_the_question_does_not_ask_about_is_set_apart():
    plan = without_distractors("Each pack holds 8 pens and costs $3. Max bought 7 packs. How many pens did he get?")
    assert plan is not None and plan.value == 56 and [plan.numbers[i].value for i in plan.apart] == [3]


@pytest.mark.parametrize("text", [
    "Each pack holds 8 pens and costs $3. Max bought 7 packs. How much did he pay?",  # money asked
    "Each pack holds 8 pens and costs $3. Max spent $21. How many pens did he get?",  # another number is money
])
def test_a_price_stays_where_money_is_asked_or_told(text):
    assert cut_distractors(text) is None


@pytest.mark.parametrize("text, answer, cut", [
    ("A school choir had 34 singers and practices 3 times a week. 9 singers left the choir. How many singers are in "
     "the choir now?", 25, 3),
    ("There were 71 people at a concert, and each had paid $15 for a ticket. 24 people left early. How many people "
     "stayed until the end?", 47, 15),
])
def test_a_frequency_or_a_price_paid_each_told_beside(text, answer, cut):
    plan = without_distractors(text)
    assert plan is not None and plan.value == answer and [plan.numbers[i].value for i in plan.apart] == [cut]


def test_a_frequency_asked_is_no_distractor():
    assert without_distractors("A school choir had 34 singers and practices 3 times a week. How many times does it "
                               "practise in 4 weeks?") is None


@pytest.mark.parametrize("text, expected", [
    ("Tariq had 45 stickers. He bought 28 more at the toy shop, which sells 6 kinds of puzzles. How many stickers does "
     "he have now?", 45 + 28),
    ("A bowl can hold 250 grapes. Kim has put 130 grapes in it, and she has 8 friends coming over. How many more "
     "grapes can fit in the bowl?", 250 - 130),
])
def test_what_a_place_sells_or_who_is_coming_is_told_beside(text, expected):
    from occam.plan_readers import first_plan

    assert first_plan(text)[1].value == pytest.approx(expected)


def test_the_cut_is_the_same_whatever_the_hash_seed():
    # "shelves" has two shortest singular forms ("shelf", "shelv"); the thing's key was the first a set gave, so
    # "and 90 plates" was cut under some hash seeds and kept under others (found in the session 20 review)
    import os
    import subprocess
    import sys

    code = ("from occam.distractors import cut_distractors\n"
            "c = cut_distractors('A shop has 480 mugs on 24 shelves and 90 plates. How many mugs are on each shelf "
            "if every shelf holds the same number?')\nprint(c and c[0])")
    seen = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in (0, 3)}
    assert seen == {"A shop has 480 mugs on 24 shelves. How many mugs are on each shelf if every shelf holds the same "
                    "number?\n"}


@pytest.mark.parametrize("text, answer, cut", [
    # session 21: the people a story is for, told beside the thing asked
    ("We ordered 3 pizzas cut into 8 slices each for the 10 kids. How many slices are there?", 3 * 8, "10"),
    ("I'm driving 540 km to visit my 2 cousins. I've done 365 km so far. How far is left?", 540 - 365, "2"),
])
def test_the_people_a_story_is_for_are_set_apart(text, answer, cut):
    found = without_distractors(text)
    assert found is not None and found.value == pytest.approx(answer)
    assert cut in [found.numbers[i].text for i in found.apart]


@pytest.mark.parametrize("text", [
    "Grandma baked 96 cookies for her 4 grandchildren to share equally. How many cookies does each grandchild get?",
    "We ordered 3 pizzas for the 10 kids. How many pizzas does each kid get?",  # the kids are asked
])
def test_the_people_who_share_or_are_asked_stay(text):
    found = without_distractors(text)
    assert found is None


def test_a_change_told_with_how_it_went_is_no_other_thing():
    """"The kids ate 6 straight away.": 6 of the story's own muffins, "straight" names no other thing (it was cut, and
    ``36 / 5`` planned)."""
    text = ("I baked 36 muffins. The kids ate 6 straight away. I split the rest equally into 5 bags. How many muffins "
            "are in each bag?")
    assert cut_distractors(text) is None
    assert first_plan(text)[1].value == (36 - 6) / 5


@pytest.mark.parametrize("text, kept, answer", [
    ("My niece is 7 and she sold 45 cookies on friday and 38 on saturday. how many cookies did she sell?",
     "she sold 45 cookies on friday and 38 on saturday. how many cookies did she sell?", 45 + 38),
    ("My dad is 63 and he planted 18 rows with 12 tulips in each row. how many tulips did he plant?",
     "he planted 18 rows with 12 tulips in each row. how many tulips did he plant?", 18 * 12),
    ("On 03/11 the shop had 520 mugs; it sold 188 of them by noon. How many mugs are left?",
     "the shop had 520 mugs; it sold 188 of them by noon. How many mugs are left?", 520 - 188),
    ("A cafe that opened in 2011 sells muffins for 2.40 each. How much do 7 muffins cost?",
     "A cafe that opened sells muffins for 2.40 each. How much do 7 muffins cost?", 7 * 2.40),
    ("Got a coat for 89.90 and gloves for 15.25 in the 2023 spring sale. how much did I spend?",
     "Got a coat for 89.90 and gloves for 15.25 in the spring sale. how much did I spend?", 89.90 + 15.25),
])
def test_a_chat_aside_is_set_apart(text, kept, answer):
    """An age opening the message, a date, a year: said beside the question, cut, the rest read."""
    assert cut_distractors(text)[0] == kept
    name, plan = first_plan(text)
    assert math.isclose(plan.value, answer, rel_tol=1e-12)
    cut = {n.start for n in cut_distractors(text)[2]}
    read = {plan.numbers[i].start for i in tree_leaves(plan.tree)}
    assert not cut & read  # the aside is no operand: set apart, or left out by the reader (an age, occam.asides)
    assert name != "without_distractors" or len(plan.apart) >= 1


@pytest.mark.parametrize("text", [
    "I'm 41 and my brother is 38. How much older am I?",  # the age asked
    "My shop opened in 2011 and it is 2024 now. How many years has it been open?",  # the years asked
    "On 03/11 I had 520 mugs and sold 188 by noon. What date did I count them?",  # the date asked
    "I'm 2 and a half hours away and drive 60 km an hour. How far is it?",  # no age: "2 and a half hours"
])
def test_no_chat_aside_where_the_question_asks_it(text):
    cut = cut_distractors(text)
    assert cut is None or not any(n.text in ("41", "38", "2011", "2024", "03", "11", "2") for n in cut[2])


def test_a_family_told_beside_is_cut_unless_the_story_counts_by_it():
    text = "I've got 3 kids and a tight budget lol. paid 245 for groceries and 68 for gas this week, how much did i spend"
    name, plan = first_plan(text)
    assert name == "without_distractors" and plan.value == 245 + 68
    for counted in ("I've got 3 kids. I bought 2 notebooks for each at 4 dollars. how much did I spend?",
                    "I have 3 kids. Each one needs 2 notebooks at 4 dollars. How much will I spend?"):
        found = first_plan(counted)
        assert found is None or found[1].value == 3 * 2 * 4


@pytest.mark.parametrize("text, answer, cut", [
    # another person's own amount, named nowhere else, where the question asks of the story's first one
    ("Rosa had 90 dollars. She bought a 35 dollar jacket and a 12 dollar belt. Her brother has 25 dollars. How much "
     "money does Rosa have left?", 90 - 35 - 12, 25),
    # something else the story's one also did, by a verb the question does not ask
    ("Diego read 34 pages on Monday and 51 pages on Tuesday. He also wrote 6 poems. How many more pages did he read "
     "on Tuesday than on Monday?", 51 - 34, 6),
    # the same thing, another one's: "Her cousin has 15 toy cars" (no gift, the cousin named nowhere else)
    ("Mia has 28 toy cars. Her cousin has 15 toy cars. Mia gets 9 more toy cars. How many toy cars does Mia have "
     "now?", 28 + 9, 15),
])
def test_another_one_s_amount_or_another_doing_is_set_apart(text, answer, cut):
    plan = without_distractors(text)
    assert plan is not None and plan.value == answer
    assert [plan.numbers[i].value for i in plan.apart] == [cut]
    assert first_plan(text)[1].value == answer


@pytest.mark.parametrize("text", [
    # the question asks of both, or of nobody by name; the other one gives or is named again
    "Rosa had 90 dollars. She spent 35 dollars. Her brother has 25 dollars. How much money do they have together?",
    "Each of 4 shelves holds 25 books. Maya has 130 books. How many books won't fit on the shelves?",
    "Rosa had 90 dollars. She spent 35 dollars. Her brother has 25 dollars and gave her 10. How much money does Rosa "
    "have now?",
    # "also" with the question's own verb: a part of the story
    "Kofi ran 12 laps on Monday. He also ran 19 laps on Friday. How many laps did he run?",
])
def test_no_cut_of_another_one_or_of_a_doing_the_question_asks(text):
    found = cut_distractors(text)
    assert found is None or all(n.value not in (25, 19) for n in found[2])


def test_no_cut_runs_through_a_number():
    # "My rent is 1,200" is no age "My rent is 1": a cut through 1,200 left "200" to be read
    text = "My rent is 1,200 a month and utilities are 150 a month. How much do I pay in 6 months?"
    assert cut_distractors(text) is None
    name, plan = first_plan(text)
    assert plan.value == (1200 + 150) * 6


def test_a_count_of_the_thing_asked_is_no_other_thing_whatever_it_is_of():
    # "36 loaves of bread" beside "42 loaves, 57 loaves": loaves, the thing asked, not bread (a cut gave 42 + 57)
    assert cut_distractors("A bakery sold 42 loaves, 57 loaves and 36 loaves of bread. How many loaves did it sell?") \
        is None


@pytest.mark.parametrize("text, value", [
    # session 27 (post hoc: wp_fresh23_addsub, conversations_fresh26): no reader read them. Another person's own amount
    # in a sentence of its own (a kin named by the asked one's name, a teacher, a long tail)
    ("Mike has 9 baseball cards. His friend gave him 13 more. Mike's sister has 21 cards of her own. How many baseball "
     "cards does Mike have now?", 22),
    ("Kyle had 53 pencils. He lost 17 of them. His teacher keeps 30 pencils in a cup on her desk. How many pencils does "
     "Kyle have now?", 36),
    # a chat's asides: an age in brackets, a child named by age before the question's condition, a game's label in its
    # series, a day of the month, a time ago
    ("my sister (she's 12) sold 34 cookies on saturday and 47 on sunday for her school thing, how many did she sell "
     "total", 81),
    ("my 9 yr old wants to know: if a spider has 8 legs, how many legs do 13 spiders have 🕷️", 104),
    ("We won game 4 of the series tonight! We scored 112 and they got 97. What was the winning margin?", 15),
    ("Concert tickets are 42 each and there are 9 of us going on the 21st. What's the total cost?", 378),
    ("Benny had 24 books on his shelf. On his birthday, 10 days ago, he received 15 new books. How many books does he "
     "have now?", 39),
    ("A tree was 12 feet tall when it was planted 5 years ago. Since then it has grown 9 feet. How tall is the tree "
     "now?", 21),
    # a count of a period the question does not name: "this year", "last year", "next year" are periods like days
    ("Tim went to 4 soccer games this year and 9 games last year. He plans to go to 6 games next year. How many games "
     "did he go to this year and last year combined?", 13),
])
def test_what_is_told_beside_is_cut(text, value):
    assert first_plan(text)[1].value == value


def test_a_time_asked_is_no_aside():
    assert first_plan("I bought 12 eggs 3 days ago. How many days ago did I buy eggs?") is None


def test_a_giving_after_the_other_one_is_named_may_be_theirs():
    text = "Mike has 9 cards. His sister has 21 cards. She gave him 5 of them. How many cards does Mike have now?"
    found = first_plan(text)
    assert found is None or found[1].value == 14


def test_how_long_something_has_gone_on_is_cut():
    text = "I've been saving for 3 years now. I had 120 dollars and saved 45 more. How much do I have now?"
    assert cut_distractors(text)[0] == "I've been saving . I had 120 dollars and saved 45 more. How much do I have now?"


def test_a_name_s_age_opening_a_chat_is_cut():
    # session 27 (conversations_fresh27, post hoc)
    assert first_plan("Priya's 31, she baked 60 cookies for the bake sale and sold 47. how many are left?")[1].value == 13
    assert cut_distractors("Priya's 31 cookies sold out, and she baked 12 more. How many cookies did she bake?") is None


@pytest.mark.parametrize("text, kept, expected", [
    # what the owner also has, named again only as the modifier of the thing asked ("dog treats", "bird seed")
    ("Omar has 3 dogs. He had 50 dog biscuits and bought 30 more. How many dog biscuits does he have now?",
     "He had 50 dog biscuits and bought 30 more. How many dog biscuits does he have now?", 50 + 30),
    ("Lina keeps 2 parrots. She bought 14 bird toys on Monday and 9 bird toys on Saturday. How many bird toys did she "
     "buy?", None, 14 + 9),
    # "21 of them" is a part of the count told just before it, not of the first sentence's thing
    ("Kofi has 4 drawers in his desk. He had 80 stamps and sold 35 of them at a fair. How many stamps does he have "
     "left?", "He had 80 stamps and sold 35 of them at a fair. How many stamps does he have left?", 80 - 35),
    # a rate of a thing named nowhere else, where the question counts another thing
    ("A lot had 52 vans in the morning. 19 of the vans drove off by noon. Each van has 6 seats. How many vans are "
     "still in the lot?", None, 52 - 19),
])
def test_another_thing_named_only_in_the_asked_ones_name_or_by_a_rate_is_cut(text, kept, expected):
    if kept is not None:
        assert cut_distractors(text)[0].strip() == kept
    name, plan = first_plan(text)
    assert math.isclose(plan.value, expected)


@pytest.mark.parametrize("text, stays", [
    # the rate's thing or its stuff is what the question asks: no cut
    ("Each of 9 helpers planted 12 trees. Every tree needs 2.5 liters of water. How much water do the trees need?",
     "2.5"),
    ("A lot had 52 vans. 19 of the vans drove off. Each van has 6 seats. How many seats are in the vans left?", "6"),
    # the owner's thing named again on its own ("the dogs ate"): a thing of the story, no cut
    ("Omar has 3 dogs. He had 50 dog biscuits and the dogs ate 30 of them. How many dog biscuits are left?", "3"),
    # the asked compound is not where the owner's thing is named again ("dog bowls", not "dog biscuits")
    ("Omar has 3 dogs. He had 50 dog biscuits and 4 dog bowls. How many dog biscuits does he have?", "3"),
])
def test_no_cut_where_the_rate_or_the_thing_is_asked_of(text, stays):
    cut = cut_distractors(text)
    assert cut is None or all(n.text != stays for n in cut[2])


@pytest.mark.parametrize("text, kept, expected", [
    # a doing of another thing joined by "and" to the sentence that counts the story's own
    ("Ada had 70 grapes. She ate 22 of them and drank 2 cups of tea. How many grapes does she have left?",
     "Ada had 70 grapes. She ate 22 of them. How many grapes does she have left?", 70 - 22),
    ("A class had 31 pencils. The teacher handed out 14 pencils, and 6 parents came to the door. How many pencils does "
     "the class have now?", "A class had 31 pencils. The teacher handed out 14 pencils. How many pencils does the class "
     "have now?", 31 - 14),
])
def test_a_side_doing_of_another_thing_is_cut(text, kept, expected):
    assert cut_distractors(text)[0] == kept
    assert math.isclose(first_plan(text)[1].value, expected)


@pytest.mark.parametrize("text, clause", [
    # the asked thing is a whole, not the story's own count's thing; the clause's thing asked or named again; a rate
    ("Ada had 70 apples and bought 12 pears. How many fruits does she have?", " and bought 12 pears"),
    ("Ada had 70 grapes. She ate 22 of them and bought 12 cups. How many cups does she have?", " and bought 12 cups"),
    ("Ada had 70 grapes. She ate 22 of them and drank 2 cups of tea. She washed the cups. How many grapes are left?",
     " and drank 2 cups of tea"),
    ("Ada had 70 grapes. She ate 22 of them and packed 4 bags with 12 in each. How many grapes are left?",
     " and packed 4 bags with 12 in each"),
    # the sharers, no doing ("between herself and her 7 cousins")
    ("Noor baked 45 muffins, kept 5 for the shop and shared the rest equally between herself and her 7 cousins. How "
     "many muffins did each of them get?", "her 7 cousins"),
    # a change of the story's own thing, its name left out ("got 45 back")
    ("A library had 500 books. It lent out 120 and got 45 back. How many books are in the library?", " and got 45 back"),
    ("A farmer had 58 sheep. 12 were sold and 7 lambs were born. How many sheep does he have now?", " and 7 lambs"),
    # what fills the story's places, where the question asks the empty ones
    ("A ferry has 6 decks with 40 seats each, and 185 tourists board it. How many seats stay empty?",
     ", and 185 tourists board it"),
])
def test_no_side_doing_is_cut_where_it_may_count(text, clause):
    cut = cut_distractors(text)
    assert cut is None or clause in cut[0]


@pytest.mark.parametrize("text", [
    "my 3 kids ate 17 of the 40 cookies I baked 😅 how many are left",
    "I baked 40 cookies and my 3 kids ate 17. How many are left?",
])
def test_a_family_that_did_the_change_is_set_apart(text):
    """"my 3 kids ate 17 of the 40 cookies": the eaters counted beside two counts of the story's own thing."""
    cut = cut_distractors(text)
    assert [n.text for n in cut[2]] == ["3"]
    name, plan = first_plan(text)
    assert name == "without_distractors" and plan.value == 40 - 17


@pytest.mark.parametrize("text", [
    "my 3 kids ate 4 cookies each. How many cookies did they eat?",  # the family counts ("each")
    "my 3 kids ate 17 of the 40 cookies and shared the rest. How many did each get?",  # a share among them
    "my 3 kids ate 17 of the 40 cookies and 5 muffins. How many cookies are left?",  # another number beside
])
def test_no_family_is_set_apart_where_it_may_count(text):
    cut = cut_distractors(text)
    assert cut is None or "3" not in [n.text for n in cut[2]]


def test_a_time_a_thing_took_someone_is_set_apart():
    text = "Marta had 71 beads. She used 28 beads to make a necklace that took her 2 hours. How many beads does she have left?"
    name, plan = first_plan(text)
    assert name == "without_distractors" and plan.value == 71 - 28



@pytest.mark.parametrize("text, number", [
    ("Dev has 25 blue marbles. His cousin Arun has 40 red marbles. A friend gives Dev 13 more blue marbles. How many "
     "blue marbles does Dev have now?", "40"),  # another person's own count, named nowhere else
    ("Grandpa Tom, who is 71, planted 45 tulip bulbs in the fall and 28 more in the spring. How many bulbs did he "
     "plant?", "71"),  # an age in an appositive
    ("A train with 12 cars left the station carrying 430 passengers. At the first stop, 85 passengers got off and "
     "nobody got on. How many passengers are still on the train?", "12"),  # what the train is made of
])
def test_another_persons_count_an_appositive_age_and_a_vehicles_parts_are_set_apart(text, number):
    cut = cut_distractors(text)
    assert [n.text for n in cut[2]] == [number]


@pytest.mark.parametrize("text", [
    "Dev has 25 blue marbles. His cousin Arun has 40 red marbles. How many marbles do they have together?",
    "Dev has 25 blue marbles. His cousin Arun has 40 red marbles. How many more marbles does Arun have than Dev?",
    "Dev has 25 blue marbles. His cousin Arun has 40 red marbles. Arun gives Dev 13 more. How many does Dev have now?",
])
def test_another_person_asked_or_named_again_stays(text):
    cut = cut_distractors(text)
    assert cut is None or "40" not in [n.text for n in cut[2]]


def test_a_train_with_its_cars_read_without_them():
    text = ("A train with 12 cars left the station carrying 430 passengers. At the first stop, 85 passengers got off and "
            "nobody got on. How many passengers are still on the train?")
    assert first_plan(text)[1].value == 430 - 85


def test_a_pronouns_own_count_is_the_storys():
    """"She had 13 tulips left over.": Maya's, the story's own (was cut as another person's)."""
    text = "Maya put 8 tulips in each of 5 vases. She had 13 tulips left over. How many tulips did Maya have to begin with?"
    assert cut_distractors(text) is None
    assert first_plan(text)[1].value == 5 * 8 + 13


@pytest.mark.parametrize("text, expected", [
    # a sentence of how long the occasion lasted, the story's own thing of one form ("people")
    ("There were 240 people at a fair. 95 of them left before noon. The fair lasted 6 hours. How many people stayed "
     "after noon?", 240 - 95),
    # another person named only by kin, and what that one did
    ("Nina picked 14 strawberries in the morning and 19 strawberries in the afternoon. Her cousin picked 8 "
     "strawberries. How many strawberries did Nina pick?", 14 + 19),
])
def test_an_occasions_length_and_a_kins_doing_are_cut(text, expected):
    name, found = first_plan(text)
    assert name == "without_distractors" and found.value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # "more" than the asked one: a relation, never an aside
    "Nina picked 14 strawberries in the morning and 19 strawberries in the afternoon. Her cousin picked 8 more "
    "strawberries. How many strawberries did Nina pick?",
    # seats left empty are a state of the story's own places
    "A ferry holds 60 people. 4 ferries crossed the lake, and 23 seats were left empty. How many people crossed?",
])
def test_no_cut_of_a_relation_or_of_empty_places(text):
    found = first_plan(text)
    assert found is None or found[0] != "without_distractors"


def test_an_age_in_an_appositive_with_a_time():
    text = "my aunt, who turns 65 next week, swims 2 km every day. how far does she swim in 12 days?"
    name, found = first_plan(text)
    assert found.value == 2 * 12
