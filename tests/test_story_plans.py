"""The reader of word problems of several steps (occam.story_plans): what each number is, and the expression.

Problems written here for the tests (none is from an evaluation file); every expected value is computed
from the numbers with Python's own arithmetic, and the plan's tree is evaluated over the problem's numbers.
"""
import math

import pytest

from occam.numbers import find_numbers
from occam.plan_readers import first_plan
from occam.story_plans import Plan, canonical, depth, evaluate, plan, show


def value(text: str) -> float | None:
    p = plan(text)
    return None if p is None else p.value


@pytest.mark.parametrize("text, expected", [
    # a price "each" multiplies the count just before it; a second purchase is added
    ("Ravi bought 5 folders for 1.35 each and a stapler for 6.20. How much did he spend in total?", 5 * 1.35 + 6.20),
    # a rate "an hour" multiplies every count of hours
    ("Mia earns 9.80 an hour. She worked 4 hours on Friday and 7 hours on Saturday. How much did she earn?",
     9.80 * (4 + 7)),
    # a container's weight "A crate of melons weighs", counted by crates, plus a told weight
    ("A crate of melons weighs 14.6 kg. How much do 3 crates weigh together with a 2.5 kg pallet?", 14.6 * 3 + 2.5),
    # two rates chained by their units: kg a day, money per kg, days asked
    ("A zoo feeds 2.5 kg of fish a day to its seals. Fish costs 6.40 per kg. How much does the fish cost in 9 days?",
     2.5 * 9 * 6.40),
    # money had, less what was bought
    ("Kofi had 60 dollars. He bought 3 shirts at 14.25 each. How much money does he have left?", 60 - 3 * 14.25),
    # change from what was paid with, two purchases
    ("Lena bought a hat for 12.99 and gloves for 8.45. She paid with 50 dollars. How much change did she get?",
     50 - (12.99 + 8.45)),
    # the rest of a count, sold at a price each
    ("A farmer grew 75 pumpkins. 9 of them were rotten, and he sold the rest for 3.20 each. How much money did "
     "he make?", (75 - 9) * 3.20),
    # a length cut off, the rest shared into equal pieces
    ("A pipe is 12.6 m long. A plumber cuts off 1.8 m and divides the rest into 4 equal pieces. How long is each "
     "piece?", (12.6 - 1.8) / 4),
    # a bill and a tip shared by the sharers named first
    ("Four friends shared a bill of 63.80 and a tip of 9.40 equally. How much did each friend pay?",
     (63.80 + 9.40) / 4),
    # counts of one unit, the second taken away, times the weight of each
    ("A van carries 9 sacks, each weighing 22.5 kg. The driver unloads 3 sacks. How many kg are still in the van?",
     (9 - 3) * 22.5),
    # what was had, less a rate per use times the uses
    ("A bottle holds 1.5 litres of juice. Every morning the family drinks 0.2 litres. How much juice is left "
     "after 6 mornings?", 1.5 - 0.2 * 6),
    # a discount taken off a total
    ("A club bought 15 balls for 7.60 each and got a discount of 12 on the order. How much did the club pay?",
     15 * 7.60 - 12),
    # the same price for another number of the things
    ("A box of 6 candles costs 4.20. How much would 10 candles cost at the same price per candle?", 4.20 / 6 * 10),
    # a count per container after the containers counted ("3 trays of 16 muffins"), less what was given away
    ("Zara baked 3 trays of 16 muffins and gave away 11 muffins. How many muffins does she have left?", 3 * 16 - 11),
    # a state asked "now", each change named plainly: taken out, drained
    ("Ivo's backpack weighs 6.4 kg. He takes out 3 books that weigh 0.9 kg each. How much does the backpack weigh "
     "now?", 6.4 - 3 * 0.9),
    ("A pond holds 900 litres and a pump drains 12.5 litres every minute. How much water remains after 20 minutes?",
     900 - 12.5 * 20),
    # things made by using a measure each: the measure is used up
    ("Lia had 2.5 kg of dough. She made 12 rolls using 0.15 kg of dough each. How much dough remains?", 2.5 - 12 * 0.15),
    # two rates of one unit, each with the count just before it
    ("Noa bought 1.5 kg of pears at 2.40 per kg and 0.5 kg of figs at 6.80 per kg. How much did she pay altogether?",
     1.5 * 2.40 + 0.5 * 6.80),
    # an object and its price after "and a" takes the verb before; the question's condition comes first
    ("If Omar had 30 dollars and bought 2 pens at 1.75 each and a notebook for 4.60, how much did he have left?",
     30 - (2 * 1.75 + 4.60)),
    # the same with currency signs: "and a scarf for £4.50" takes "bought" too
    ("Tia bought a mug for £6.20 and a scarf for £4.50. If she paid with a £20 note, how much change did she get?",
     20 - (6.20 + 4.50)),
    # the sharers after "each of", the cost split
    ("How much does each of 6 players pay if a pitch costs 54.00 for the hour plus 7.50 for the balls, and the cost "
     "is split evenly?", (54.00 + 7.50) / 6),
    # "7 were squashed": a count of the count before's unit, the rest sold
    ("A grocer had 40 peaches. 7 were squashed, and he sold the rest at 0.65 each. How much did he earn?",
     (40 - 7) * 0.65),
    # a container's count (no container counted) times a rate per row times a weight per book
    ("A shelf holds 4 rows of 12 jars, and each jar weighs 0.45 kg. What is the total weight of the jars in kg?",
     4 * 12 * 0.45),
    # a money asked by its currency's name
    ("Ravi earns 500 rupees per day. He works 5 days and then spends 1200.50 rupees. How many rupees does he have "
     "left?", 500 * 5 - 1200.50),
    # three amounts of one unit
    ("Ana swam 1.2 km on Monday, 0.85 km on Wednesday and 1.5 km on Friday. How far did she swim that week?",
     1.2 + 0.85 + 1.5),
    # a clause with a verb of its own ("and then adds") does not take the verb before it ("drains")
    ("A pond holds 36.5 litres. Jo drains 9.2 litres and then adds 4.75 litres. How many litres are in the pond "
     "now?", 36.5 - 9.2 + 4.75),
    # a count "in each" container, the containers counted before; a loss told by its own verb ("popped")
    ("Iris had 7 crates with 16 melons in each. She sold 23 melons. How many melons are left?", 7 * 16 - 23),
    ("Ken had 4 packets of balloons with 30 balloons each. 11 of the balloons popped. How many balloons did not "
     "pop?", 4 * 30 - 11),
    # "How many ... are in the ...?": all there is, every count gained
    ("A hall has 12 tables with 8 guests at each table and 5 guests at the bar. How many guests are in the hall?",
     12 * 8 + 5),
    # a gift "to each of" the friends, counted after it, of the count before's unit
    ("Lena had 90 stamps. She gave 7 to each of her 6 cousins. How many stamps does she have now?", 90 - 7 * 6),
    # "shelves" is the plural of "shelf"; "adds" adds
    ("A shop has 6 shelves with 40 cans on each shelf. The owner adds 18 cans. How many cans does the shop have "
     "now?", 6 * 40 + 18),
    # "How many apple trees": the kind asked, one kind told
    ("An orchard has 9 rows of apples with 14 trees in each row. A storm knocked down 12 trees. How many apple "
     "trees are still standing?", 9 * 14 - 12),
    # "filled 12 jars" are jars had; selling some of them leaves the rest
    ("Kofi filled 12 jars with jam, and each jar holds 0.45 kg. He sold 5 of the jars. How many kg of jam does he "
     "still have?", (12 - 5) * 0.45),
    # a share of what is left: "gave the rest equally to 6 kids"; a bare number after a taking verb ("ate 9")
    ("Ola had 75 marbles and 15 of them cracked. She gave the rest equally to 4 friends. How many marbles did each "
     "friend get?", (75 - 15) / 4),
    ("Tariq picked 64 plums. He ate 9 and shared the rest equally among 5 baskets. How many plums are in each "
     "basket?", (64 - 9) / 5),
    # "every morning" is once a day
    ("Ayo swam 1.5 km every morning for 6 days, and on Sunday she swam 2.25 km. How far did she swim altogether?",
     1.5 * 6 + 2.25),
    # "now" after a weight told first and what was put in
    ("A suitcase weighs 12.6 kg. Dara puts in 3 jars that weigh 0.45 kg each. How heavy is the suitcase now?",
     12.6 + 3 * 0.45),
    # money in a parallel clause ("and 8.25 on a book")
    ("Kai had 60 dollars and spent 14.50 on lunch and 9.75 on a book. How much money does he have left?",
     60 - 14.50 - 9.75),
    # a clause with an irregular verb of its own ("and found 2") does not take the verb before it ("lost")
    ("Gus had 4 boxes of 12 crayons. He lost 5 crayons and found 3 crayons. How many crayons does he have now?",
     4 * 12 - 5 + 3),
    # given to the story's own person by a relative: received ("her aunt gave her 10 dollars")
    ("Uma saved 8.50 dollars each week for 4 weeks. Then her aunt gave her 10 dollars. How much money does Uma have "
     "now?", 8.50 * 4 + 10),
    # two rates of one unit, each with the count right after it
    ("Lina cycled 12 km a day for 5 days, then 15 km a day for 3 days. How far did she cycle?", 12 * 5 + 15 * 3),
    # a bare number in a clause like the one before takes its unit ("and 412 in the second")
    ("Ines scored 1,030 points in the first round, 412 in the second and 655 in the third. What is her total "
     "score?", 1030 + 412 + 655),
    # a bare count of more counts the others' thing ("added 29 more"); "does she have?" after "had" asks what is now
    ("A farmer planted 4 rows of 15 cabbages and then planted 22 more. How many cabbages did he plant?", 4 * 15 + 22),
    ("Kai had 40 cards. He bought 3 packs with 10 cards in each. How many cards does he have?", 40 + 3 * 10),
    # "Each pack has 4 boxes" is a rate, no start had: what was spent is the chain's product
    ("Ken bought 6 packs of juice. Each pack has 4 boxes and each box costs 0.85 dollars. How much did Ken spend?",
     6 * 4 * 0.85),
    # a list's bare numbers count the thing its last names
    ("Kevin scored 12, 18 and 15 points in his games. How many points did he score altogether?", 12 + 18 + 15),
    # a question that names no thing ("How many does each friend get?"): the story's thing
    ("I have 90 marbles. I give 18 to my brother and split the rest equally among 4 friends. How many does each friend "
     "get?", (90 - 18) / 4),
    # "donates" gives away
    ("Pia has 6 boxes of pens with 12 pens in each box. She donates 19 pens to the school. How many pens does she have "
     "left?", 6 * 12 - 19),
    # gone "over the winter", then a count whose own verb of gain comes after it ("9 new members joined")
    ("A band had 40 members. 6 left over the winter and then 9 new members joined. How many members does it have now?",
     40 - 6 + 9),
    # a delivery got is a gain, clear enough for "now"
    ("A shop had 52 kites. It got a delivery of 4 boxes with 10 kites in each. How many kites does the shop have now?",
     52 + 4 * 10),
    # two kinds of one thing asked together by name: the thing, where the story counts those two kinds and no other
    ("Ann picked 24 red apples and 31 green apples on Monday and 12 red apples on Tuesday. How many red and green "
     "apples did she pick in all?", 24 + 31 + 12),
    # session 20: prices written before the things ("a $3.60 salad and a $2.15 tea"): both bought with the one verb
    # session 20: "in each of his first 3 games" counts the games (was cut as another thing: 4 * 7)
    ("Rui scored 6 points in each of his first 4 matches of the season and 9 points in the final match. How many "
     "points did he score in all?", 6 * 4 + 9),
    # "and 97 people left.": people who went, after others came (no result told)
    ("There were 310 people at the fair. 124 more people came and 86 people left. How many people are at the fair "
     "now?", 310 + 124 - 86),
    ("Kofi bought a $3.60 salad and a $2.15 iced tea and paid with a $20 note. How much change did he get?",
     20 - 3.60 - 2.15),
    # session 22: laps of a track are the track's length each ("of a 400 m track" is no part of a whole); a rate "from
    # each of 24 students"; "ate 6 straight away" takes 6 of the muffins; "How many per bag?" asks no other unit
    ("I ran 4 laps of a 400 m track and then jogged 1,200 m. How many meters did I run in total?", 4 * 400 + 1200),
    ("She swam 12 lengths of a 25 m pool and then 150 m more. How far did she swim?", 12 * 25 + 150),
    ("The class fund started with 85 dollars and we collected 5 dollars from each of 24 students. How much is in the "
     "fund now?", 85 + 5 * 24),
    ("Baked 36 muffins, the kids ate 6 straight away, and I want to split the rest equally into 5 bags. How many per "
     "bag?", (36 - 6) / 5),
    # session 26: a bare count found "behind the sofa" is of the one thing counted; "a 30 call-out fee" is a fee
    ("Leo had 35 stickers. He lost 6 at school, but later he found 4 behind the sofa. How many stickers does he have "
     "now?", 35 - 6 + 4),
    ("A plumber charges 45 per hour plus a 30 call-out fee. What does a 3 hour job cost?", 3 * 45 + 30),
])
def test_a_problem_of_several_steps_is_read_as_its_whole_expression(text, expected):
    p = plan(text)
    assert p is not None, text
    assert p.value == pytest.approx(expected, rel=1e-12)
    assert depth(p.tree) >= 2  # two operations or more: one operation is occam.readings' part
    assert sorted(_leaves(p.tree)) == list(range(len(find_numbers(text))))  # every number, each once


@pytest.mark.parametrize("text", [
    # a number the calculation does not need (a distractor) or one it cannot place
    "Omar is 11 years old. He bought 4 pens at 1.25 each and a ruler for 0.90. How much did he spend?",
    # two quantities related, not told
    "Kim ran 3 km more than Lee. Lee ran 2 km less than Max. If Max ran 8 km, how far did Kim run?",
    # a year that dates the story
    "A shop that opened in 2004 sells mugs for 5.50 each. How much do 6 mugs cost?",
    # a total told by the story: the question asks for a part
    "Pia bought 3 cups at 4 dollars each and a plate. She spent 19 dollars in all. How much did the plate cost?",
    # a profit (what was sold less what was bought) and a percentage: not read
    "A stall bought 30 kg of plums for 45 dollars and sold them at 2.10 per kg. How much profit did it make?",
    "A coat costs 80 dollars and 3 scarves cost 12 dollars each. With 15% off, what is the total?",
    # one person's part of what two people did
    "A car park charges 3.5 per hour. Ivo parked for 5 hours and Jan parked for 2. How much did Ivo pay?",
    # a question the reader does not know how to ask ("What was the temperature then?")
    "The water was 21.5 degrees. It cooled 1.5 degrees each hour for 4 hours. What was the temperature then?",
    # a rate with nothing to count ("each way", no number of ways written)
    "The bus fare is 2.75 each way. Sol rides to school and back 5 days. How much does he spend?",
    # the question asks for one of two things bought ("on paint"): a part of the total
    "Ali bought 4 tins of paint at 9.50 each and 2 brushes at 3.25 each. How much did he spend on paint?",
    # a result the story tells ("had 40 dollars left"): the question asks for a change
    "Eve had 75 dollars. After buying a lamp she had 40 dollars left, and her sister had 25 dollars. How much did "
    "the lamp cost?",
    # "now" after a change whose direction is not told ("Then Dev gave her 10 dollars": whose 10 dollars?)
    "Uma saved 8.50 dollars each week for 4 weeks. Then Dev gave her 10 dollars. How much money does Uma have now?",
    # another person's count of the same things is no part of the one asked about
    "How much did Ruth pay if she bought 5 books at 7.20 each and her friend bought 3 books?",
    # one number written twice
    "A tray holds 24 cookies. Max ate 3 cookies from each of 3 trays. How many cookies are left on the 3 trays?",
    # a share and a rate per sharer ("each of them also adds a tip"): not one share
    "Four friends split a bill of 52.40 equally, and each of them also leaves a 1.50 tip. How much does each pay?",
    # a first unit priced apart from the rest
    "A courier charges 4.10 for the first kg and 0.95 for each additional kg. What does an 8 kg box cost?",
    # "48 books are out": a change whose direction the reader cannot tell
    "There are 5 shelves with 30 books each. 48 books are out on loan. How many books are on the shelves?",
    # a rate per box, counted by boxes of two kinds: only the boxes of pencils hold pencils
    "There are 20 pencils in each box. Ada has 3 boxes of pencils and 4 boxes of chalk. How many pencils does she have?",
    # another person, named by a relation, did part of it
    "Nadia swam 2 km on Monday and 3 km on Tuesday. Her sister swam 4 km on Tuesday. How far did Nadia swim?",
    # "15 of them sparkled": a change by a verb of its own that the reader does not know, not the "had" before it
    "Ola had 75 marbles and 15 of them sparkled. She gave the rest equally to 4 friends. How many marbles did each "
    "friend get?",
    # "has run 27.8 km so far": an auxiliary, no having (the route's 42.2 km and the run are not added)
    "The bike trail is 36.5 km and Omar has ridden 19.8 km so far. How far does he still have to go?",
    # a whole named in the question that not every kind told belongs to ("birds" of chickens, cows and ducks), or a
    # container named by the whole ("3 fish tanks")
    "On a farm there are 41 chickens, 9 cows and 23 ducks. How many birds are on the farm?",
    "Ivo has 2 fish tanks. In them he keeps 11 goldfish and 7 guppies. How many fish does he have in total?",
    # the rate's own verb tells no direction ("puts 6 stickers in each album" after "has 4 albums")
    "Lucy has 30 stickers and 4 albums. She puts 6 stickers in each album. How many stickers are left?",
    # two kinds asked by name where the story counts a third: not every car
    "There are 64 red cars, 12 green cars and 38 blue cars. 5 red cars leave. How many red and blue cars are there?",
    # a number the text does not write ("a dozen")
    "A dozen pears cost 4.20 dollars. At the same price, how much do 18 pears cost?",
    # session 26: a note paid with is no part of a sum ("How much does she get?" is read as no total)
    "Pears cost $0.45 each. Lina buys 12 pears and pays with a $10 note. How much does she get?",
    # post hoc (wp_fresh23): a number in a relative clause of another thing; another family member's amount
    "How many stamps does Nia have now if she had 41 stamps and bought 16 more at a fair that had 300 stamps for sale?",
    "Maya's mom paid $12.40 for a scarf and $8.25 for gloves. Later Maya's aunt paid $20 for a hat. How much did Maya's "
    "mom pay for the scarf and the gloves?",
])
def test_a_problem_the_reader_cannot_account_for_in_full_gets_no_plan(text):
    assert plan(text) is None


@pytest.mark.parametrize("text", [
    "What is 12 + 7 * 3?",  # written expressions: no story
    "Sam had 15 apples and ate 4. How many are left?",  # one step of two numbers: occam.one_step
    "Write a poem with 3 verses, 4 lines each and 2 rhymes.",
    "",
])
def test_one_step_problems_expressions_and_prose_get_no_plan(text):
    assert plan(text) is None


def test_a_plan_is_plain_data_over_the_problem_s_numbers():
    text = "Kofi had 60 dollars. He bought 3 shirts at 14.25 each. How much money does he have left?"
    p = plan(text)
    assert isinstance(p, Plan) and p.asks == "left" and p.unit == "money"
    assert p.expression() == "60 - (3 * 14.25)"
    assert p.expression(["x0", "x1", "x2"]) == "x0 - (x1 * x2)"
    assert [n.text for n in p.numbers] == ["60", "3", "14.25"]
    assert evaluate(p.tree, [60, 3, 14.25]) == 60 - 3 * 14.25


def test_trees_commute_to_one_canonical_form_and_evaluate_like_python():
    a = ("add", (("mul", (("x", 0), ("x", 1))), ("x", 2)))
    b = ("add", (("x", 2), ("mul", (("x", 1), ("x", 0)))))
    assert canonical(a) == canonical(b)
    assert canonical(("sub", (("x", 0), ("x", 1)))) != canonical(("sub", (("x", 1), ("x", 0))))
    assert evaluate(("div", (("x", 0), ("x", 1))), [1.0, 0.0]) is None
    assert evaluate(a, [2.5, 4.0, 0.5]) == 2.5 * 4.0 + 0.5
    assert show(a, ["a", "b", "c"]) == "(a * b) + c" and depth(a) == 2


def test_huge_and_hostile_text_is_read_like_any_other():
    # thousands of numbers: more than OccamNet reads; a word repeated 5,000 times; a very long sentence
    assert plan("Tom had 5 apples and 3 pears. " * 2000 + "How many in total?") is None
    assert plan("each " * 5000 + "1 2 3?") is None
    long = "A " + "very " * 3000 + "long rope is 9 m. He cut off 2 m and then 3 m. How much rope is left?"
    assert plan(long).expression() == "(9 - 2) - 3"


def _leaves(tree):
    if tree[0] == "x":
        return [tree[1]]
    return [i for t in tree[1] for i in _leaves(t)]


def test_a_sum_of_three_terms_is_regrouped_to_fit_two_layers_with_the_same_value():
    from occam.story_plans import arrangements

    # (20 - (3 * 2.85)) - 1.20 is three deep; (20 - 1.20) - (3 * 2.85) two
    tree = ("sub", (("sub", (("x", 3), ("mul", (("x", 0), ("x", 1))))), ("x", 2)))
    values = [3, 2.85, 1.20, 20]
    found = arrangements(tree)
    assert depth(found[0]) == 2 and show(found[0], ["3", "2.85", "1.20", "20"]) == "(20 - 1.20) - (3 * 2.85)"
    assert all(evaluate(t, values) == pytest.approx(20 - 3 * 2.85 - 1.20) for t in found)
    # two terms only, or a product on top: nothing to regroup
    assert arrangements(("mul", (("sub", (("x", 0), ("x", 1))), ("x", 2)))) == [
        ("mul", (("sub", (("x", 0), ("x", 1))), ("x", 2)))]


@pytest.mark.parametrize("text, expected", [
    # a monthly rate of a story of one month ("this month") is one month's amount
    ("Lena's plan costs 22.40 a month plus 0.10 per text. She sent 65 texts this month. What is her bill?",
     22.40 + 0.10 * 65),
    # a question that asks what was done, each count of the story done so; a whole of two kinds
    ("A farmer planted 7 rows of 12 cabbages and 5 rows of 10 leeks. How many vegetables did he plant?",
     7 * 12 + 5 * 10),
    ("A zoo has 6 cages with 3 monkeys in each cage and 4 parrots. How many animals are in the zoo?", 6 * 3 + 4),
    # "7 of them" after "Tickets cost $12.50 each": the tickets priced
    ("Cinema tickets cost $11.50 each and we need 5 of them. What will we pay?", 11.50 * 5),
    # "Each seed packet has 45 seeds": a count per packet, the packets counted after it
    ("Each tray has 24 cupcakes and I baked 6 trays for the fair. How many cupcakes do I have?", 24 * 6),
    # "final score": the total of the halves
    ("We scored 21 points in the first half and 17 in the second half. What was our final score?", 21 + 17),
    # two counts of one thing, asked all there is
    ("There are 23 yellow tulips and 41 pink tulips in the bed. How many tulips are in the bed?", 23 + 41),
    # the halves of a game are parts, "the whole game" their total
    ("Ravi scored 14 points in the first half and 19 points in the second half. How many points did he score in "
     "the whole game?", 14 + 19),
    # students and teachers are people (occam.step_words.MEMBERS)
    ("There are 28 students in a class and 4 teachers. How many people are there altogether?", 28 + 4),
])
def test_a_total_of_two_numbers_asked_as_all_there_is(text, expected):
    p = plan(text)
    assert p is not None and p.asks == "total" and p.value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # "now" or "left": a change told, the one-step reader's (occam.one_step)
    "There are 23 tulips in the bed and 9 were picked. How many tulips are in the bed now?",
    # what was sold of what was had: not every count of the story was sold
    "A shop had 50 shirts. It sold 20 in the morning and 15 in the afternoon. How many shirts did it sell?",
    # one half asked, not the whole
    "Ravi scored 14 points in the first half and 19 points in the second half. How many points did he score in "
    "the second half?",
])
def test_a_part_or_a_change_of_two_numbers_is_no_total(text):
    p = plan(text)
    assert p is None or p.asks != "total"


@pytest.mark.parametrize("text, expected, apart", [
    # counts of other things than the one asked are set apart (SVAMP's distractors)
    ("A bakery has 52 muffins. If it sells 19 muffins and bakes 14 pies, how many muffins does it have left?",
     52 - 19, ["14"]),
    ("Kim has 70 blue beads and 45 red beads. She uses 28 blue beads and 9 red beads. How many blue beads does she "
     "have left?", 70 - 28, ["45", "9"]),
    ("Raj has 6 boxes with 12 crayons in each box and 15 loose stickers. How many crayons does he have?", 6 * 12,
     ["15"]),
    # the kind asked is one of two kinds told ("red cards" beside "blue cards")
    ("Ola has 80 red cards and 25 blue cards. She gives away 30 red cards. How many red cards does she have left?",
     80 - 30, ["25"]),
])
def test_counts_of_other_things_are_set_apart(text, expected, apart):
    p = plan(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert sorted(p.numbers[i].text for i in p.apart) == sorted(apart)
    assert not set(_leaves(p.tree)) & p.apart


@pytest.mark.parametrize("text", [
    "There are 34 red balloons and 19 blue balloons. After 12 balloons pop, how many balloons are left?",  # "pop"
    "A farmer planted 8 rows of 15 cabbages. He has harvested 37 so far. How many cabbages are still in the ground?",
    "A store sold 46 shirts and then received 30 new ones. Now it has 112 shirts. How many did it have before?",
])
def test_nothing_is_set_apart_that_may_be_the_thing_asked(text):
    p = plan(text)
    assert p is None or not p.apart


@pytest.mark.parametrize("text, expected, reader", [
    # what is left, or each one's share, of a story of two numbers: the story cues first, the story reader after
    ("A sack of flour weighed 25 kg and we've used 9.5 kg of it. How much flour is left?", 25 - 9.5, "one_step"),
    ("We won $186 in the quiz and want to share it equally among 6 friends. How much does each person get?",
     186 / 6, "two_plan"),
])
def test_two_numbers_left_or_shared_are_read_after_the_one_step_reader(text, expected, reader):
    from occam.plan_readers import first_plan

    assert plan(text) is None  # the story reader alone leaves two numbers to the one-step reader
    name, p = first_plan(text)
    assert name == reader and p.value == pytest.approx(expected)


@pytest.mark.parametrize("text, right", [
    # what is left is no sum: a loss the reader does not know ("serves") must not become a gain
    ("How many litres of soup are left if a kitchen starts with 12.5 litres and serves 30 bowls of 0.25 litres each?",
     5.0),
    ("A board is 2.4 metres long. Each tile is 0.15 metres wide. If 12 tiles are laid on it, how many metres are left?",
     0.6),
    # a reduction is no gain
    ("A lamp was priced at $60. In a sale the price was cut by $15, and Jo also used a $5 voucher. How much did she "
     "pay for the lamp?", 40),
    # a monthly amount is a rate
    ("Tim's monthly phone bill is $35.50 and his internet costs $40 a month. How much does he pay for both over 6 "
     "months?", 453),
    # laps of a length the story gives by "long" are no aside
    ("A track is 400 metres long. Ravi ran 6 laps and then another 150 metres. How many metres did he run?", 2550),
    # one side of the comparison is what is left, no number told
    ("A bakery made 120 buns and sold 70 of them. How many more buns did it sell than it has left?", 20),
    # session 20: "the cost of 5 pencils" counts pencils (was read as money, and summed: 5 + 3.75); a fee "added to
    # every ticket" is a price of each ticket
    ("The cost of 8 erasers is $2.40. What is the cost of one eraser?", 0.3),
    ("The price of 3 lamps is $59.85. What is the price of 1 lamp?", 19.95),
    ("Museum tickets are $14.50 each, and a service fee of $1.25 is added to every ticket. What is the total price of 6 "
     "tickets?", 6 * 15.75),
])
def test_no_wrong_plan_where_the_words_mislead(text, right):
    from occam.plan_readers import first_plan

    found = first_plan(text)
    assert found is None or found[1].value == pytest.approx(right)


@pytest.mark.parametrize("text", [
    "Lena and 2 friends share a pizza that costs $18.90 equally. How much does each pay?",
    "Me and 3 others split a bill of $60 equally. How much does each pay?",
])
def test_sharers_written_as_someone_and_others_get_no_plan(text):
    """The sharers are one more than the count written; no reader divides by the count alone."""
    from occam.plan_readers import first_plan

    found = first_plan(text)
    assert found is None or found[1].tree[0] != "div" or found[1].value not in (18.90 / 2, 60 / 3)


def test_those_away_are_not_counted_with_the_whole():
    p = plan("A school has 380 students. 45 students were absent on Friday. How many students were at school on Friday?")
    assert p is not None and p.value == 335
    both = plan("the soup pot has 3.75 litres of stock, and the cook adds 1.5 litres of water. how much liquid is in the pot")
    assert both is not None and both.value == pytest.approx(5.25)


def test_a_total_of_the_changes_asked_by_their_verbs_leaves_the_start_out():
    assert plan("A library had 420 books. It lent out 135 books and received 60 new books. How many books were lent "
                "out and received in total?") is None  # not 420 + 135 + 60
    kept = plan("Sara had 25 stickers. She bought 12 more and was given 8. How many stickers does she have in all?")
    assert kept is None or kept.value == 45


def test_two_steps_split_a_tree_into_a_first_part_and_the_rest():
    from occam.abstention import written_tree
    from occam.story_plans import two_steps
    tree = written_tree("sqrt(49) + sqrt(16) - sqrt(9) =")
    values = [49.0, 16.0, 9.0]
    splits = two_steps(tree)
    assert splits and all(depth(inner) >= 1 for inner, *_ in splits)
    inner, inner_numbers, outer, outer_numbers = splits[0]  # the larger first part first
    assert inner_numbers == [0, 1] and outer_numbers == [2]
    first = evaluate(inner, [values[i] for i in inner_numbers])
    assert first == 11.0
    for inner, inner_numbers, outer, outer_numbers in splits:  # every split computes the whole
        first = evaluate(inner, [values[i] for i in inner_numbers])
        assert evaluate(outer, [first] + [values[i] for i in outer_numbers]) == pytest.approx(8.0)
    assert two_steps(("x", 0)) == [] and two_steps(("add", (("x", 0), ("x", 1)))) == []


def test_a_bare_count_handed_out_or_sold_is_of_the_thing_before():
    p = plan("A school ordered 240 pencils. So far 96 pencils have been handed out. How many pencils are still "
             "in the store room?", two=True)
    assert p is None or p.value == 144
    from occam.plan_readers import first_plan
    q = first_plan("A shop had 95 balloons. By the end of the season, 68 had been sold. How many balloons are left?")
    assert q is not None and q[1].value == 27


def test_a_count_with_no_verb_of_its_own_is_told_alongside():
    p = plan("Paint costs £18.40 per litre; the living room needs 6 litres and the hall 4 litres. How much will the "
             "paint cost?")
    assert p is not None and p.value == pytest.approx(184.0)
    q = plan("A farmer harvested 36.5 kg of tomatoes. He kept 8.25 kg for his family and sold the rest at 1.80 dollars "
             "per kg. How much did he earn?")
    assert q is not None and q.value == pytest.approx((36.5 - 8.25) * 1.80)  # "the rest" of a rate per kg


@pytest.mark.parametrize("text, answer", [
    ("Omar is paid $12.40 per hour. Last week he worked 16 hours and got a $25.50 bonus. How much did he earn last "
     "week?", 16 * 12.40 + 25.50),
    ("Omar is paid $12.40 per hour. He worked 16 hours and also received a $25.50 bonus. How much did he earn?",
     16 * 12.40 + 25.50),
])
def test_one_who_is_paid_earns(text, answer):
    p = plan(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert all(text[n.start:n.end] == n.text for n in p.numbers)  # the numbers keep their places


@pytest.mark.parametrize("text, answer", [
    ("A hall has 30 rows with 20 chairs in each row. 45 chairs are free. How many chairs are occupied?", 30 * 20 - 45),
    ("A cinema has 16 rows with 25 seats in each row. 310 seats are filled. How many seats are empty?", 16 * 25 - 310),
])
def test_places_asked_in_the_state_the_story_does_not_tell(text, answer):
    p = plan(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert all(text[n.start:n.end] == n.text for n in p.numbers)


def test_places_of_no_told_state_get_no_plan_of_it():
    assert plan("A hall has 30 rows with 20 chairs in each row. 45 chairs are free. How many chairs are there?") is None


@pytest.mark.parametrize("text, answer", [
    # a lesson cancelled, a day missed: taken from the count of its unit before the rate applies
    ("Matteo is paid 22.50 dollars an hour to tutor chemistry. This week he had 9 hours of lessons booked, but a "
     "student cancelled a 2-hour lesson. How much did Matteo earn for the lessons he taught?", (9 - 2) * 22.50),
    ("Ana works 8.5 hours a day at 14.20 dollars an hour. She worked 5 days but missed 1 day. How much did she earn?",
     (5 - 1) * 8.5 * 14.20),
    # a price lowered by a told amount: the reduction is taken off
    ("Leonie bought a sewing machine that was marked down from 249.90 dollars by 37.45 dollars. She also bought a "
     "pack of needles for 3.60 dollars. What did she spend?", 249.90 - 37.45 + 3.60),
])
def test_what_was_cancelled_or_marked_down_is_taken_off(text, answer):
    p = plan(text)
    assert p is not None and p.value == pytest.approx(answer, rel=1e-12)


def test_a_change_asked_of_two_readings_is_no_total():
    # two readings of one thing: the loss is their difference (one step), never their sum
    assert plan("Noah weighed 82.4 kg in January and 77.9 kg in June. How much weight did he lose?") is None
    from occam.plan_readers import first_plan

    found = first_plan("Noah weighed 82.4 kg in January and 77.9 kg in June. How much weight did he lose?")
    assert found is not None and found[1].value == pytest.approx(82.4 - 77.9)  # the one-step reader's difference


@pytest.mark.parametrize("text, answer", [
    # a bare count with its verb after it: those who went and those who came, of the one thing counted before
    ("A cinema had 210 people. 64 left after the first film and 38 came in. How many people are in the cinema now?",
     210 - 64 + 38),
    ("A hall had 150 guests. 45 left early and 20 arrived late. How many guests are in the hall now?", 150 - 45 + 20),
])
def test_a_bare_count_that_comes_or_goes_is_of_the_thing_counted_before(text, answer):
    p = plan(text)
    assert p is not None and p.value == pytest.approx(answer)


def test_a_count_left_after_an_event_is_no_remainder_told():
    from occam.plan_words import RESULT_TOLD, UNREAD

    assert not RESULT_TOLD.search("64 left after the first film")
    assert RESULT_TOLD.search("she has 12 cookies left")
    assert not UNREAD.search("64 left after the first film")
    assert UNREAD.search("3.20 for the first kilogram and 1.15 for every kilogram after that")


def test_a_change_left_unknown_is_not_read_as_told():
    # "some got off": the start reader's (occam.story_starts.change), never a total of the told numbers
    text = ("There were 23 children on a bus. At a stop, some got off and 11 got on. Now there are 19 children on the "
            "bus. How many children got off?")
    assert plan(text) is None


def test_a_total_after_a_count_of_periods_is_no_total_less_something():
    p = plan("Lina's gym charges a 40 dollar sign-up fee and 25 dollars each month. How much will she have paid in total "
             "after 9 months?")
    assert p is not None and p.value == pytest.approx(40 + 25 * 9)
    assert plan("Jo earns 12.50 dollars an hour and works 6 hours. How much does she earn after the fee?") is None


@pytest.mark.parametrize("text, answer", [
    # one value told twice, of different things: two counts, each read
    ("Hugo bought 12 postcards at 0.85 dollars each and 12 stamps at 1.35 dollars each. How much did he spend?",
     12 * 0.85 + 12 * 1.35),
    ("A school ordered 15 boxes of chalk at 2.35 dollars a box and 15 boxes of crayons at 3.40 dollars a box. What was "
     "the cost of the order?", 15 * 2.35 + 15 * 3.40),
])
def test_one_value_counting_two_things_is_two_numbers(text, answer):
    p = plan(text)
    assert p is not None and p.value == pytest.approx(answer)


def test_one_number_told_twice_of_one_thing_is_no_plan():
    assert plan("Sam packed 3 full boxes with 12 apples each. How many apples are in the 3 boxes?") is None


def test_sharers_counted_before_may_split_in_the_next_sentence():
    from occam.plan_readers import first_plan

    text = ("Paloma and her 4 cousins rented a rowboat for 27.50 dollars and bought a bag of ice for 3.25 dollars. They "
            "split the total cost evenly among themselves. How much did each person pay?")
    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx((27.50 + 3.25) / 5)
    assert plan("4 friends rented a boat for 30 dollars. They split the cost equally. How much did each pay?",
                two=True).value == pytest.approx(7.5)


def test_new_ones_are_of_the_thing_counted_before():
    p = plan("Corbin had 52 comic books. He sold 18 of them and then bought 25 new ones. How many comic books does he "
             "have now?")
    assert p is not None and p.value == pytest.approx(52 - 18 + 25)


@pytest.mark.parametrize("text, answer", [
    # takings less a cost paid once: "take home after paying the fee", "keep"
    ("A market gardener sold 35.5 kg of tomatoes at 2.40 dollars per kilogram. The stall fee for the day was 15 "
     "dollars. How much did he take home after paying the fee?", 35.5 * 2.40 - 15),
    ("A baker sold 40 loaves at 3.25 dollars each. She paid 18.50 dollars for flour. How much money did she keep?",
     40 * 3.25 - 18.50),
])
def test_takings_less_a_cost_paid(text, answer):
    p = plan(text)
    assert p is not None and p.value == pytest.approx(answer)


def test_a_cost_of_each_period_is_not_paid_once():
    assert plan("Ama runs a food stall. Each day she takes in 185.50 dollars and spends 42.75 dollars on supplies. After "
                "6 days, how many dollars has she cleared?") is None


def test_a_one_off_fee_is_added_once():
    # "one-off" is neither a count ("one") nor a reduction ("off")
    p = plan("A gym membership costs $39 a month plus a one-off $25 joining fee. What's the total for the first 6 "
             "months?")
    assert p is not None and p.value == pytest.approx(39 * 6 + 25)


def test_things_priced_each_are_named_before_where_they_are_for():
    p = plan("Tickets to the fair cost 6 dollars each. The Lopez family bought 5 tickets and spent 9 dollars on food. "
             "How much did they spend in all?")
    assert p is not None and p.value == pytest.approx(5 * 6 + 9)


def test_a_thing_bought_without_a_price_leaves_the_total_unread():
    assert plan("Sam bought 3 apples at 0.40 each and a drink. How much did he spend?") is None
    p = plan("Sam bought 3 apples at 0.40 each and a drink for 1.20. How much did he spend?")
    assert p is not None and abs(p.value - (3 * 0.40 + 1.20)) < 1e-9


def test_paid_for_is_a_change_that_says_its_direction():
    found = plan("Nadia had $50 in her wallet. She paid for 4 magazines that cost $3.95 each. How much money is in her "
                 "wallet now?")
    assert found is not None and found.value == pytest.approx(50 - 4 * 3.95)


def test_a_total_is_no_answer_to_what_was_paid_for_each():
    assert plan("I bought 4 shirts at 15 dollars each and got 10 dollars off. How much did I pay per shirt?") is None
    assert plan("I bought 4 shirts at 15 dollars each and got 10 dollars off. How much did I pay?").value == 50


def test_sharers_who_split_in_their_own_sentence():
    found = plan("Three friends bought 5 movie tickets at $9.30 each and shared the cost equally. How much did each "
                 "friend pay?")
    assert found is not None and found.value == pytest.approx(15.5)


def test_a_gerund_of_taking_takes():
    found = plan("A hardware store had 75 kg of nails. After selling 19 kg, the clerk split the remaining nails equally "
                 "into 10 bins. How many kilograms of nails went into each bin?")
    assert found is not None and found.value == pytest.approx(5.6)


def test_more_of_them_than_the_containers_counts_what_they_hold():
    found = plan("A baker made 3 batches of 24 muffins and sold 50 of them. How many muffins are left?")
    assert found is not None and found.value == 22


def test_the_container_of_a_rate_told_by_its_one_is_no_other_thing():
    assert plan("A pack of gum has 5 sticks. Tim has 4 packs and chews 3 sticks. How many sticks are left?") is None


def test_a_monthly_amount_split_among_sharers_is_each_one_s_share_of_that_period():
    from occam.plan_readers import first_plan

    text = "Three flatmates split a $2,340 monthly rent evenly. How much does each pay?"
    assert first_plan(text)[1].value == pytest.approx(2340 / 3)
    assert first_plan(text.replace("?", " per month?"))[1].value == pytest.approx(2340 / 3)
    # another period asked needs a factor the text does not write: no plan
    assert first_plan(text.replace("?", " in a year?")) is None


def test_a_part_of_them_done_is_gone_where_the_question_asks_what_is_left():
    from occam.plan_readers import first_plan

    text = "Eli had 4 crates of apples with 20 apples in each crate. He peeled 23 of them for pies. How many apples " \
           "were left?"
    assert first_plan(text)[1].value == pytest.approx(4 * 20 - 23)


@pytest.mark.parametrize("text, answer", [
    # "caught" and "grew" tell what is had or gained
    ("Nia caught 14 crabs on Monday and 9 on Tuesday. She let 5 go back into the sea and gave away 6 crabs. How many "
     "crabs does she have left?", None),
    ("Ivo caught 16 fish on Friday and 21 on Sunday. He gave away 9 fish. How many fish does he have left?", 16 + 21 - 9),
    ("A sunflower was 1.2 metres tall. It grew 0.35 metres in June and 0.4 metres in July. How tall is it now?",
     1.2 + 0.35 + 0.4),
    # a change told after its number ("were taken") and a bare "more" of the thing counted before
    ("The library had 350 DVDs. In March 128 were borrowed. Then a donation brought 40 more. How many DVDs are there "
     "now?", 350 - 128 + 40),
])
def test_more_verbs_of_having_and_changes_told_after_the_number(text, answer):
    from occam.plan_readers import first_plan

    found = first_plan(text)
    if answer is None:
        assert found is None or found[1].value == pytest.approx(14 + 9 - 5 - 6)
    else:
        assert found is not None and found[1].value == pytest.approx(answer)


def test_young_born_to_the_thing_asked_are_not_set_apart():
    from occam.plan_readers import first_plan

    found = first_plan("A farm had 40 goats. 6 were sold and 9 kids were born. How many goats are on the farm now?")
    assert found is None or found[1].value == pytest.approx(40 - 6 + 9)


def test_another_activity_is_no_part_of_the_one_asked():
    from occam.story_plans import plan

    text = "Ida ran 4 km on Monday and 6 km on Tuesday, and she cycled 12 km on Friday. How many kilometers did she run?"
    assert plan(text) is None  # not 4 + 6 + 12
    assert plan("Ida ran 4 km on Monday, 6 km on Tuesday and 3 km on Friday. How many kilometers did she run?").value \
        == pytest.approx(13)


@pytest.mark.parametrize("text", [
    # session 20, post hoc: a loss per time is no part of a sum (was (32 * 25) + (3 * 40)); a part "included" in a
    # whole is never added to it (was (96 + 12) / 4)
    "In a quiz you win 10 points for each right answer and lose 4 points for each wrong answer. Ada had 15 right "
    "answers and 5 wrong answers. What was her score?",
    "A dinner bill came to $120, which included a $15 service charge. The 5 friends split the cost of the food "
    "evenly. How much did each friend pay?",
])
def test_no_plan_that_adds_a_loss_or_a_part_inside_the_whole(text):
    from occam.plan_readers import first_plan

    found = first_plan(text)
    assert found is None or found[1].value in (10 * 15 - 4 * 5, 105 / 5)


@pytest.mark.parametrize("text, answer", [
    # session 21: two prices, each for its kind, are no rate and an extra (was ((3 + 2) * 7) + 11 = 46)
    ("Tickets cost $7 for children and $11 for adults. A family bought 3 child tickets and 2 adult tickets. How much "
     "did they pay?", 3 * 7 + 2 * 11),
    ("Entry is 4.50 dollars for kids and 9 dollars for grown-ups. How much do 2 kids and 2 grown-ups pay?", 2 * 4.5 + 2 * 9),
])
def test_two_prices_each_for_its_kind_are_no_rate_and_extra(text, answer):
    from occam.plan_readers import first_plan

    assert plan(text) is None
    found = first_plan(text)
    assert found is None or found[1].value == pytest.approx(answer)


def test_a_bare_count_taken_after_containers_of_a_measure_counts_the_containers():
    # session 21: "sold 7" after "received 12 bags" of 2.5 kg each is 7 bags (was (12 * 2.5) - 7 = 23 kg)
    p = plan("Each sack of flour weighs 1.5 kg. A bakery received 10 sacks and used 4. How many kilograms of flour "
             "does it have left?")
    assert p is not None and p.value == pytest.approx((10 - 4) * 1.5)


def test_a_resale_is_never_a_sum():
    # session 21: "bought ... for $120 and sold it for $145. How much did he make?" was read 120 + 145
    assert plan("Ali bought a bike for $120 and sold it for $145. How much money did he make?") is None


def test_a_bare_count_given_to_the_story_s_owner_counts_the_one_thing_counted():
    # session 21: "his teacher gave him 15" after "had 48 pencils" is 15 pencils
    p = plan("Mo had 48 pencils. He lost 9, and his teacher gave him 15. How many pencils does Mo have now?")
    assert p is not None and p.value == 48 - 9 + 15


def test_the_rest_shared_out_is_no_sum():
    # session 21, post hoc: was 245 + 95 for the students who walk
    assert plan("A school has 245 students. 95 of them ride the bus, and the rest are evenly split between walking "
                "and biking. How many students walk?") is None


@pytest.mark.parametrize("text, answer", [
    # session 21, post hoc: a bare count after "and then" with its own "to ..." (was no plan); "deletes 47 that ..."
    ("Nia had 60 beads. She gave 12 to her cousin and then 9 to her aunt. How many beads does she have now?", 60 - 12 - 9),
])
def test_a_bare_count_after_and_then_is_of_the_count_before(text, answer):
    p = plan(text)
    assert p is not None and p.value == answer


def test_a_deleted_count_is_taken_away():
    from occam.plan_readers import first_plan

    found = first_plan("Ivy has 90 photos on her phone. She deletes 25 that are blurry. How many photos are on her phone "
                       "now?")
    assert found is not None and found[1].value == 90 - 25


@pytest.mark.parametrize("text, answer", [
    # session 23: changes told by "more"/"away" after the number, a bare count that left "at the intermission",
    # people of the club's kind, "get off"/"get on", rent paid and money got "from" someone
    ("Ella had 28 stickers. She got 16 more and then gave 11 away. How many stickers does she have now?", 28 + 16 - 11),
    ("There were 1,200 people at a concert. 340 left at the intermission and then 85 more arrived. How many people are "
     "there now?", 1200 - 340 + 85),
    ("Our choir had 64 members. 9 left in the spring and then 13 new people joined. How many members are there now?",
     64 - 9 + 13),
    ("A bus carries 42 people. At the first stop 15 get off and 9 get on. How many people are on the bus now?", 42 - 15 + 9),
    ("i had 2,000 dollars, paid rent of 1,150 and then got 420 from a freelance gig. how much do i have now?",
     2000 - 1150 + 420),
])
def test_chains_of_changes_told_plainly(text, answer):
    p = plan(text)
    assert p is not None and p.value == answer


def test_people_who_take_seats_are_not_another_thing():
    # the passengers fill seats: no plan of the seats alone (8 * 64) set them apart
    p = plan("how many empty seats are there if a train has 8 carriages with 64 seats each and 397 passengers get on?")
    assert p is None or p.value == 8 * 64 - 397
    p = plan("My cousin gave me 28 more stickers, and I had 37. How many do I have now?")
    assert p is None or p.value == 65


@pytest.mark.parametrize("text, answer", [
    # session 23: the change of a note paid with, whatever the verb of the purchase ("ordered", "are ... each")
    ("We ordered 5 pizzas at $18 each and paid with a $100 bill. How much change should we get?", 100 - 5 * 18),
    ("Tickets to the aquarium are $22.50 each. I bought 3 and handed over a $100 bill. What's my change?", 100 - 3 * 22.5),
    ("I bought 3 sandwiches at 4.25 each and paid with a 20. How much change should I get?", 20 - 3 * 4.25),
])
def test_change_from_a_note(text, answer):
    p = plan(text)
    assert p is not None and p.value == pytest.approx(answer)


@pytest.mark.parametrize("text, answer", [
    # session 23, post hoc (wrong numbers before): "pulled in" is a gain of its own, a slide back is a loss, "the two of
    # them" counts nobody new; "each plus a fee" is no rate per "plus"
    ("There were 54 cars in the lot. Then 19 cars left and 12 new cars pulled in. How many cars are in the lot now?",
     54 - 19 + 12),
    ("A beetle climbs 0.5 meters each hour. It climbed for 8 hours and then slid 0.7 meters back down the post. How far "
     "up the post is it now, in meters?", 0.5 * 8 - 0.7),
    ("Nia picked 64 plums and 30 pears. Her sister picked 41 plums. How many plums did the two of them pick together?",
     64 + 41),
    ("4 burgers at 8.50 each plus a 5 dollar delivery fee. how much do we pay?", 4 * 8.5 + 5),
])
def test_session_23_post_hoc_plans(text, answer):
    p = plan(text)
    assert p is not None and p.value == pytest.approx(answer)


def test_two_payments_are_never_a_difference():
    from occam.plan_readers import first_plan

    found = first_plan("I paid 245 for groceries and 68 for gas this week. How much did I spend?")
    assert found is None or found[1].value == 245 + 68


@pytest.mark.parametrize("text, answer", [
    ("I paid 245 for groceries and 68 for gas this week. How much did I spend?", 245 + 68),
    ("paid 245 for groceries and 68 for gas this week, how much did i spend", 245 + 68),
    ("She spent 32.50 on books and 14.25 on pens last month. How much did she spend?", 32.50 + 14.25),
])
def test_a_second_amount_of_the_same_verb_with_a_time_after_it(text, answer):
    """"and 68 for gas this week": the clause before's money, the week the story's time (no rate)."""
    p = plan(text)
    assert p is not None and p.value == pytest.approx(answer)


@pytest.mark.parametrize("text, answer", [
    ("i had 1,200 followers, gained 340 this week and lost 85. how many do i have now?", 1200 + 340 - 85),
    ("The shop had 45 bikes, got 12 on monday and sold 20. how many bikes does it have now?", 45 + 12 - 20),
    ("Jorge had 120 dollars. He spent 37 dollars on a jacket and got 15 dollars back as a refund. How much money does "
     "he have now?", 120 - 37 + 15),
])
def test_a_bare_gain_in_the_sentence_of_what_was_had(text, answer):
    """"gained 340", "got 12 on monday": a count of the one thing had, and a change whose direction the verb says."""
    p = plan(text)
    assert p is not None and p.value == pytest.approx(answer)


def test_got_right_before_the_number_is_a_told_change_but_not_of_a_possession():
    from occam import plan_words as W

    assert W.CLEAR_CHANGE.search("The shop had 45 bikes, got ")
    for possession in ("She has got ", "They've got ", "I got ", "we got "):
        assert not W.CLEAR_CHANGE.search(possession), possession


@pytest.mark.parametrize("text, answer", [
    ("Sofia went shopping with $50. She bought 3 scarves at $11.40 each. How much money did she have afterwards?",
     50 - 3 * 11.40),
    ("Tom had 12 apples and got 5 more. How many did he have afterwards?", 12 + 5),
])
def test_what_one_has_afterwards_is_what_is_left(text, answer):
    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text, answer", [
    ("The school ordered 14 pizzas, each cut into 8 slices. The students ate 97 slices. How many slices were not eaten?",
     14 * 8 - 97),
    ("At a picnic, 3 watermelons were each cut into 16 slices. The guests ate 41 slices. How many slices were left over?",
     3 * 16 - 41),
    ("Mom baked 4 pies, each cut into 6 pieces. How many pieces are there?", 4 * 6),
])
def test_the_pieces_each_thing_is_cut_into(text, answer):
    """"14 pizzas, each cut into 8 slices": 8 slices of each pizza, no slices taken."""
    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text, answer", [
    ("Mrs. Alvarez had 28 pencils in her desk. She bought 4 more boxes with 10 pencils in each box. How many pencils "
     "does she have now?", 28 + 4 * 10),
    ("A tailor had 25 meters of cloth. She made 6 shirts, using 1.8 meters of cloth for each one. How many meters of "
     "cloth are left?", 25 - 6 * 1.8),
])
def test_more_things_of_a_rate_and_a_rate_of_each_one(text, answer):
    """"4 more boxes with 10 pencils in each box" counts boxes; "for each one" is each of the count before."""
    p = plan(text)
    assert p is not None and p.value == pytest.approx(answer)


def test_more_than_is_still_no_count_of_a_thing():
    assert plan("Ann has 4 more boxes than Ben. Ben has 10 boxes. How many boxes does Ann have?") is None or \
        plan("Ann has 4 more boxes than Ben. Ben has 10 boxes. How many boxes does Ann have?").value == 14


@pytest.mark.parametrize("text", [
    "Henry had 250 arcade tickets. He traded some of them for a prize and then won 40 more tickets. Now he has 165 "
    "tickets. How many tickets did the prize cost?",
    "Henry had 250 arcade tickets. He traded some of them for a prize and then won 40 tickets. Now he has 165 tickets. "
    "How many tickets did the prize cost?",
])
def test_a_story_with_a_change_untold_is_no_sum_of_the_told_ones(text):
    assert plan(text) is None
    found = first_plan(text)
    assert found is None or found[1].value == 250 + 40 - 165


def test_a_share_among_others_and_the_asker_is_no_share_of_the_written_count():
    """"among my siblings and me": 3 siblings and the asker share, a 4 no number writes; never 3 / 24 nor 24 / 3."""
    text = "I have 3 siblings. I have 24 candies to share equally among my siblings and me. How many does each get?"
    assert plan(text) is None and plan(text, two=True) is None
    found = first_plan(text)
    assert found is None or found[1].value == 24 / 4


def test_people_who_got_off_are_taken_and_who_got_on_are_gained():
    # session 27 (wp_fresh23_multiarith_float, post hoc): "12 people got off" told no direction
    text = ("A bus was carrying 34 passengers. At the first stop, 12 people got off and 9 people got on. How many "
            "passengers are on the bus now?")
    assert plan(text).value == 34 - 12 + 9


def test_a_length_and_a_width_are_no_terms_of_one_sum():
    # session 27: "3.6 meters long and 0.2 meters wide" was read (3.6 + 0.2) - 1.45
    text = ("A plank is 3.6 meters long and 0.2 meters wide. Ned sawed 1.45 meters off its length. How long is the "
            "remaining plank, in meters?")
    assert plan(text) is None
    found = first_plan(text)
    assert found is None or math.isclose(found[1].value, 3.6 - 1.45)


def test_money_in_a_wallet_and_money_sent_are_money():
    # session 27 (conversations_fresh25, post hoc): "had 500 in my wallet ... my mom sent me 60 💸 how much do i have
    # now" had no unit and no "?" after "now"
    text = "had 500 in my wallet, spent 137 on groceries, then my mom sent me 60 💸 how much do i have now"
    assert plan(text).value == 500 - 137 + 60
    assert first_plan(text)[1].value == 423


@pytest.mark.parametrize("text, value", [
    ("A school had 532 girls and 417 boys. Then 156 more students joined the school. How many students are there now?",
     532 + 417 + 156),
    ("A farm had 20 cows and 30 sheep. 5 sheep were sold. How many animals are on the farm now?", 45),
    ("Tim had 14 red balls and 27 green balls. He gave away 9 green balls. How many balls does he have now?", 32),
])
def test_kinds_held_at_the_start_are_parts_of_the_whole_asked_now(text, value):
    # session 27 (wp_fresh23_svamp, post hoc): the kinds were set apart from the whole asked, or "now" asked each
    # change's direction of the second kind held
    assert plan(text).value == value


def test_money_a_sale_brings_in_is_gained():
    # session 27: with "62.30 in her cash box" read as money, "sold a painting for 45" was taken (62.30 - 45)
    text = "Grace had 62.30 in her cash box at the craft market and sold a painting for 45. How much is in the cash box now?"
    found = plan(text, two=True)
    assert found is None or math.isclose(found.value, 107.3)
    assert math.isclose(first_plan(text)[1].value, 107.3)


def test_what_is_fed_to_animals_is_used():
    # session 27 (wp_fresh21_multiarith_float, post hoc): "fed 58 bales to his cattle" told no direction
    text = "A farmer had 210 bales of hay. He sold 74 bales and fed 58 bales to his cattle. How many bales are left?"
    assert plan(text).value == 210 - 74 - 58


def test_things_that_went_away_by_their_own_verb_are_taken():
    # session 27 (wp_fresh22_svamp, post hoc): "17 frogs hopped away" told no direction
    text = ("A pond had 45 frogs. 17 frogs hopped away and 29 new frogs arrived. There are also 11 turtles in the pond. "
            "How many frogs are in the pond now?")
    assert first_plan(text)[1].value == 45 - 17 + 29


def test_one_more_bought_and_then_is_part_of_a_total():
    # session 27 (conversations_fresh27, post hoc): "and then" settled the story, and no reader read the sum
    text = "Bought a secondhand bike for 140 and then a new chain for 23.99. how much did i spend in total?"
    assert math.isclose(plan(text).value, 163.99)


@pytest.mark.parametrize("text, value", [
    # session 27 (wp_fresh24, post hoc): four wrong numbers of the "after" run
    ("There are 7 shelves in the classroom library with 18 books on each shelf. A parent donated 26 more books. How "
     "many books are in the classroom library now?", 7 * 18 + 26),  # was (7 * 18) - 26: "donated" read as given away
    ("A bus company has 8 buses, and each bus has 52 seats. A school trip needs seats for 389 students. How many seats "
     "will be left over?", 8 * 52 - 389),  # was 8 * 52: the 389 students cut as another thing
    ("Keith spent $6.78 on a football and $5.25 on a pair of soccer socks. He also looked at a cap that cost $9.00 but "
     "did not buy it. How much did Keith spend in all?", 12.03),  # was + 9.00: a price of nothing bought
    ("Grace had some balloons. She gave 13 balloons to her sister and 9 balloons to her friend, and she bought 2 party "
     "hats. Now she has 21 balloons. How many balloons did she have at first?", 43),  # was - 2: the hats undone
])
def test_no_wrong_plan_of_a_change_in_doubt_or_another_thing(text, value):
    found = first_plan(text)
    assert found is None or math.isclose(found[1].value, value)


@pytest.mark.parametrize("text", [
    # a total asked of a start and a loss is no sum of the two
    "A box held 20 crayons, but 4 were broken and thrown away. How many unbroken crayons does she have in all?",
    "A video game level has 12 coins, but Kenji always misses 2 of them. How many coins did he collect?",
])
def test_no_sum_of_a_start_and_its_loss(text):
    found = first_plan(text)
    assert found is None or found[1].value != sum(n.value for n in find_numbers(text))


def test_no_sum_of_a_start_and_those_who_got_off():
    text = ("A train had 215 passengers. At a station 64 passengers got off and 37 got on. How many passengers does "
            "the train carry as it leaves the station?")
    found = first_plan(text)
    assert found is None or found[1].value == 215 - 64 + 37


def test_things_returned_to_a_shelf_are_not_taken():
    # "18 were returned": back to the shelf, or taken back from it? no plan subtracts them
    from occam.plan_readers import first_plan
    text = ("A school shelf held 150 books. In the morning 32 were checked out, and in the afternoon 11 were returned. How "
            "many books were on the shelf at closing?")
    found = first_plan(text)
    assert found is None or found[1].value == 150 - 32 + 11


@pytest.mark.parametrize("plural, one", [("pens", "pen"), ("boxes", "box"), ("berries", "berry"), ("dresses", "dress"),
                                         ("glass", "glass")])
def test_one_of_a_plural(plural, one):
    from occam.story_plans import singular
    assert singular(plural) == one


def test_a_proportion_at_the_same_hourly_rate_is_read():
    text = ("Lena earns $61.20 for a 6-hour shift at the bakery. How much would she earn for 9 hours at the same "
            "hourly rate?")
    p = plan(text)
    assert p is not None and p.value == pytest.approx(61.20 / 6 * 9)
