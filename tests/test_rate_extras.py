"""A rate times its count with one amount added, taken off, taken from or left over (occam.rate_extras). Problems
written here for the tests; answers by Python's arithmetic."""
import pytest

from occam.plan_readers import first_plan
from occam.rate_extras import rate_extra


@pytest.mark.parametrize("text, expected", [
    # a state told with "was" grown by a rate ("put on" grows too)
    ("A tree was 4.5 m tall. It grew 0.8 m each year for 3 years. How tall is it now?", 4.5 + 3 * 0.8),
    ("A lamb weighed 4.2 kg at birth. It put on 0.6 kg each week for 5 weeks. How much does it weigh now?",
     4.2 + 5 * 0.6),
    # added: another, an extra, a fee, a crate
    ("Each length of the pool is 25.5 m. Ines swam 12 lengths and then another 8.75 m. How far did she swim in total?",
     12 * 25.5 + 8.75),
    ("A museum ticket costs 7.45 dollars for a child. Omar bought tickets for 4 children and paid an extra 3.20 dollars "
     "for an audio guide. What did he pay in all?", 4 * 7.45 + 3.20),
    ("Gym passes are £6.80 each, and a booking fee of £1.25 is added to the order. What is the total price of 5 passes?",
     5 * 6.80 + 1.25),
    # taken off what the rate makes
    ("A courier earns $21.40 an hour. He worked 7 hours on Friday and paid $9.60 for parking. How much of his pay did he "
     "have after paying for parking?", 7 * 21.40 - 9.60),
    # a start the product is taken from, or grows onto
    ("A sack holds 12.5 kg of flour. The bakery uses 1.75 kg of flour each day for 6 days. How much flour is left?",
     12.5 - 6 * 1.75),
    ("A sunflower is 34.5 cm tall and grows 6.5 cm each week. How tall will it be after 5 weeks?", 34.5 + 5 * 6.5),
    # ... or shrinks from
    ("A candle is 18.6 cm tall. It burns down 1.25 cm every hour. How tall is the candle after 6 hours?", 18.6 - 6 * 1.25),
    ("A snowman is 150 cm tall and melts 4.5 cm each hour. How tall will it be after 8 hours?", 150 - 8 * 4.5),
    # what was left over, the start asked
    ("Each cushion needs 0.65 m of fabric. Abe made 9 cushions and had 1.4 m of fabric left over. How much fabric did he "
     "start with?", 9 * 0.65 + 1.4),
    # a rate "for each" thing
    ("A cook uses 0.35 kg of rice for each pot. He cooked 16 pots and has 2.4 kg of rice left. How much rice did he "
     "have at first?", 16 * 0.35 + 2.4),
    # so many to each of a count
    ("Kit gave 6 cards to each of her 5 cousins and still has 17. How many cards did she have at first?", 6 * 5 + 17),
    ("Lev gave each of his 4 friends 12 marbles and has 9 marbles left. How many marbles did he start with?", 4 * 12 + 9),
    ("Ari had 75 stickers. She gave 7 stickers to each of her 9 classmates. How many stickers does she have left?",
     75 - 9 * 7),
    # a rate of a thing with an adjective, counted back by "them"; each of a count of two words
    ("A tailor has 12.6 m of silk. Each long scarf takes 1.8 m, and she sews 4 of them. How many meters of silk are "
     "left?", 12.6 - 4 * 1.8),
    ("Nell fills a can with 6.5 liters of water. She gives each of her 5 pepper plants 0.7 liters. How much water is "
     "left in the can?", 6.5 - 5 * 0.7),
    # a rate in apposition, or paid by each of a count; a base and a teacher's share added
    ("A mason stacks 12 blocks, each 8.5 cm tall, on a base 10.25 cm thick. How tall is the stack including the base?",
     12 * 8.5 + 10.25),
    ("9 players each paid $5.40 for the bus, and the coach added $12. How much money was there for the bus?", 9 * 5.40 + 12),
    # a fare asked: the start and the miles
    ("A cab charges $4.25 to start plus $1.90 per mile. What is the fare for a 6-mile ride?", 4.25 + 6 * 1.90),
    ("I earn $14 an hour and worked 30 hours, but $25 got deducted for parking. How much do I take home?", 14 * 30 - 25),
    # a coupon off what is paid
    ("Bagels cost $1.20 each at the bakery. Zoe buys 15 bagels and uses a coupon worth $2 off. How much does she pay?",
     15 * 1.20 - 2),
    # session 19: the rate told after the things it is each of ("made 7 necklaces using 16 beads each"), of a thing
    # named with what it is for ("Each ticket for the concert costs"), and a sum spent out of the product
    # a speed written "mph"
    ("A bus drives 2 hours at 55 mph and then another 18 miles. What is the total distance?", 2 * 55 + 18),
    # what is still needed: the product less what is had already, or what a whole holds less the product
    ("A coach has 16 players and each needs 2 shirts. She already has 11 shirts. How many more shirts must she order?",
     16 * 2 - 11),
    ("A cake needs 1.5 cups of milk per cake. Bo is baking 5 cakes and only has 4 cups. How much more milk does he "
     "need?", 5 * 1.5 - 4),
    ("A pool holds 900 litres. We pour in 6 tubs of 85 litres each. How many more litres do we need to fill it?",
     900 - 6 * 85),
    ("A plumber charges a $40 call-out fee plus $18 per tap fixed. How much does he charge to fix 6 taps?", 40 + 6 * 18),
    ("Jo made 7 necklaces using 16 beads each and had 11 beads left over. How many beads did she start with?",
     7 * 16 + 11),
    ("Each ticket for the concert costs $8.25. The band sold 120 tickets and spent $310.50 on lights. How much money did "
     "the band have after paying for lights?", 120 * 8.25 - 310.50),
    # what one container holds, told before the count of containers; things handed out or used taken off what is left
    ("A crate holds 24 jars. Nadia bought 6 crates and handed out 50 jars at the fair. How many jars does she still "
     "have?", 6 * 24 - 50),
    ("A shop sells sacks of flour that weigh 1.5 kilograms each. A bakery buys 12 sacks and uses 7.25 kilograms on "
     "Monday. How many kilograms of flour are left?", 12 * 1.5 - 7.25),
    # a part that is empty or no good, asked as what was full or good
    ("Each ferry seats 120 passengers. The company ran 3 ferries, and 47 seats were empty. How many passengers were on "
     "the ferries?", 3 * 120 - 47),
    ("A machine fills 40 bottles per minute. It ran for 9 minutes, and 13 bottles were defective. How many good bottles "
     "did it fill?", 9 * 40 - 13),
    # so many on each of a count, taken from a start; a goal the product is short of
    ("Omar had 200 stamps. He glued 9 stamps on each of 15 cards. How many stamps does he have left?", 200 - 9 * 15),
    ("A club sold 64 mugs at $7.50 each. Its goal was $600. How much more money does it need to reach the goal?",
     600 - 64 * 7.50),
    # an amount taken once "of that" pay, the hours told in the story
    ("I earn $21.25 an hour and worked 28 hours this week, but $60 of that goes on my bus pass. What's left?",
     28 * 21.25 - 60),
    ("I make 19 an hour and worked 12 hours, then spent 74 of it on groceries. what's left of that pay?", 12 * 19 - 74),
    # the things priced named once ("after buying 4"), the start told in the question
    ("museum passes are $18 each. after buying 4, how much is left from my $150 budget?", 150 - 4 * 18),
    # a second cost joined by "and", the whole cost asked
    ("The cabin is 95 per night for 4 nights and the ferry is 60. What's the weekend going to cost?", 4 * 95 + 60),
    # the part filled told, the empty part asked; a loss of plants; what was had before told after the product
    ("A theater has 12 rows with 20 seats in each row. 173 of the seats are taken. How many seats are empty?",
     12 * 20 - 173),
    ("Each van can carry 9 passengers. A club rented 4 vans, but only 31 people came. How many seats were empty?",
     4 * 9 - 31),
    ("Mia planted 6 rows of lettuce with 10 plants in each row. Rabbits ate 13 of the plants. How many plants are "
     "still in the garden?", 6 * 10 - 13),
    ("A shop received 6 crates with 24 bottles in each crate. Before the delivery it had 57 bottles. How many bottles "
     "does it have now?", 6 * 24 + 57),
    ("A bakery started the day with 40 kilograms of flour. It used 4.5 kilograms every hour for 6 hours. How much flour "
     "was left?", 40 - 6 * 4.5),
])
def test_a_rate_times_its_count_and_one_more_amount(text, expected):
    p = rate_extra(text)
    assert p is not None and p.value == pytest.approx(expected)
    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # a second rate: two steps of another shape
    "Meera earns 850 rupees a day and spends 312.75 rupees each day. How much does she save in 6 days?",
    # the count in another unit than the rate's
    "A courier earns $21.40 an hour. He worked 3 days and paid $9.60 for parking. How much did he have after parking?",
    # a word's number ("a dozen"), a share
    "Eggs cost 0.25 each. Ben bought a dozen eggs and a loaf for 2.10. How much did he spend?",
    "Each cushion needs 0.65 m of fabric. Abe made 9 cushions and shared 1.4 m equally. How much fabric is left?",
    # the growth asked, not the height it reaches
    "A sunflower is 34.5 cm tall and grows 6.5 cm each week. How much will it grow in 5 weeks?",
    # no part said for the third amount
    "Each length of the pool is 25.5 m. Ines swam 12 lengths and Ana swam 8.75 m. How far did Ines swim?",
    "A candle is 18.6 cm tall. It burns down 1.25 cm every hour. How much will it burn in 6 hours?",  # the loss asked
    # a tank that has (not holds) some: its room is not told
    "A pool has 90 litres in it. We pour in 6 tubs of 85 litres each. How many more litres do we need to fill it?",
    # spent of a rate per period: a cost of each period, not spent once
    "Mara earns 2,300 a month and spends 1,650 of it. How much will she have saved after 4 months?",
    # session 20: another activity's amount is no part of the one asked (was (5 * 3) + 12)
    "Tomas walked 2 kilometers to work every day for 6 days. He also cycled 15 kilometers on Sunday. How many "
    "kilometers did he walk to work that week?",
    # spent "of it" each period, the periods asked: no amount taken once (per_period's)
    "Lucas earns 1,850 a month and spends 1,240 of it. How much will he have saved after 6 months?",
    # a length beside a price is no second cost
    "Passes are $42 each and the tour is 2 hours long. What will 15 passes cost?",
    # the empty part asked is told; a use beside the product asked as a total is no part left
    "Each ferry seats 120 passengers. The company ran 3 ferries, and 47 seats were empty. How many seats were empty?",
])
def test_no_rate_extra_otherwise(text):
    assert rate_extra(text) is None


@pytest.mark.parametrize("text, expected", [
    # so much "for each of" a count, and what was left over: the start asked
    ("A cook used 0.6 kg of flour for each of 9 loaves and had 1.2 kg of flour left over. How much flour did he have "
     "at the start?", 9 * 0.6 + 1.2),
])
def test_an_amount_for_each_of_a_count(text, expected):
    p = rate_extra(text)
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("text, expected", [
    # a loss "lost", "faulty": the product less it, the question asking what ends up or is good
    ("A tap fills a tank at 8.5 liters per minute and runs for 20 minutes. Because of a crack, 12 liters are lost. How "
     "many liters end up in the tank?", 8.5 * 20 - 12),
    ("A bakery makes 90 rolls an hour. After a 6-hour shift, 25 of the rolls were faulty. How many good rolls were "
     "made?", 90 * 6 - 25),
    # a seller's price of each, and a cost the question names as paid after
    ("Rosa sells knitted hats at the fair for $12.50 each. She sold 9 hats and paid $15 to rent her stall. How much "
     "did she make after paying for the stall?", 12.50 * 9 - 15),
])
def test_a_loss_or_a_cost_paid_after_is_taken_off_the_product(text, expected):
    p = rate_extra(text)
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("text, expected", [
    # what a rack holds full, less the ones checked out
    ("A rack has 6 shelves that each hold 25 DVDs when full. If 38 DVDs are checked out, how many are left on the "
     "shelves?", 6 * 25 - 38),
    # a fee plus a rate, the question asking the price of one ride of that many minutes
    ("A scooter rental costs $1.50 to unlock plus $0.30 per minute. How much is a 25-minute ride?", 1.50 + 0.30 * 25),
    # what is still needed: "needed", and what is had "at home"
    ("A pool holds 600 litres. It is filled at 20 litres per minute for 14 minutes. How much more water is needed to "
     "fill it?", 600 - 20 * 14),
    ("A bread recipe needs 0.6 kg of flour per loaf. Omar is making 5 loaves and has 1.2 kg of flour at home. How many "
     "more kilograms does he need to buy?", 0.6 * 5 - 1.2),
])
def test_more_forms_of_a_rate_and_one_amount(text, expected):
    p = rate_extra(text)
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("text, expected", [
    # one more part of the whole, joined by "and" in the rate's own unit; a rate told by a participle or "weighs"
    ("A chef bought 4 bags of onions weighing 2.25 kg each and a 3.5 kg sack of potatoes. How many kilograms of "
     "vegetables did he buy?", 4 * 2.25 + 3.5),
    ("A soccer team scored 3 goals in each of its first 7 games and 5 goals in its final game. How many goals did it "
     "score in the season?", 3 * 7 + 5),
    ("The hiking club drove to the trail in 5 minivans carrying 7 members each, and 4 more members rode their bikes "
     "there. How many members went on the hike?", 5 * 7 + 4),
    ("A bag of rice weighs 2.5 kg. Omar bought 3 bags, and he already had 1.75 kg of rice at home. How many "
     "kilograms of rice does he have now?", 3 * 2.5 + 1.75),
    ("Each of Dmitri's running strides is 1.2 meters long. He took 450 strides and then walked another 60 meters. How "
     "many meters did he travel?", 450 * 1.2 + 60),
])
def test_a_product_and_one_more_part(text, expected):
    name, p = first_plan(text)
    assert name == "rate_extra" and p.value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # the question names the counted things only: one part, not the whole
    "A chef bought 4 bags of onions weighing 2.25 kg each and a 3.5 kg sack of potatoes. How many kilograms of onions "
    "did he buy?",
    # another unit joined
    "A chef bought 4 bags of onions weighing 2.25 kg each and 3 sacks of potatoes. How many kilograms did he buy?",
])
def test_no_part_added_otherwise(text):
    assert rate_extra(text) is None
