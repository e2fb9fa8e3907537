"""Problems written here to probe the readers of the words for wrong plans (session 9): one- and two-step stories,
people's money and time problems, "find the number" forms and numbers that words imply. A reader may leave any of them
unplanned (no plan is no wrong number); none may plan a wrong answer."""
import math

import pytest

from occam.plan_readers import first_plan

PROBES = [
    ('A baker made 60 rolls and sold 24 of them in the morning. In the afternoon she sold 19 more. How '
     'many rolls are left?',
     17),
    ('Ella had 50 dollars. She spent 12.50 on a book and 8.25 on lunch. How much money does she have left?',
     29.25),
    ('A farmer picked 120 apples. He gave 30 to his neighbour and packed the rest into bags of 10. How '
     'many bags did he pack?',
     9),
    ('A farmer picked 120 apples. He gave 30 to his neighbour and packed the rest into bags of 10. How '
     'many apples did he pack?',
     90),
    ('There were 45 birds in a tree. 12 flew away and then 7 more came. How many birds are in the tree '
     'now?',
     40),
    ('Leo bought 4 packs of cards with 12 cards in each pack. He gave 9 cards to his sister. How many '
     'cards does he have now?',
     39),
    ('A shop had 80 hats. It sold 35 hats on Monday and 20 hats on Tuesday. How many hats did it sell?',
     55),
    ('A shop had 80 hats. It sold 35 hats on Monday and 20 hats on Tuesday. How many hats are left?',
     25),
    ('Maria had 36 stickers and gave 6 to each of her 4 friends. How many stickers does she have left?',
     12),
    ('A school has 24 classrooms with 30 desks in each. 45 desks are broken. How many desks are not '
     'broken?',
     675),
    ('Sam has 3 boxes of 24 crayons and loses 10 crayons. How many crayons does he have?',
     62),
    ('A tank had 200 litres. 35.5 litres were used in the morning and 48.25 litres in the afternoon. How '
     'much water is left?',
     116.25),
    ('Jo baked 48 cookies and ate 6. She put the rest into 6 bags equally. How many cookies are in each '
     'bag?',
     7),
    ('Jo baked 48 cookies and ate 6. She put the rest into bags of 6. How many bags did she fill?',
     7),
    ('A farmer had 96 eggs. 6 broke. He sold the rest at $0.25 each. How much did he earn?',
     22.5),
    ('A farmer had 96 eggs. 6 broke. He sold the rest at $3 a dozen. How much did he earn?',
     22.5),
    ('Tom earned $120. He spent $45 on a game and gave the rest to his 3 brothers equally. How much did '
     'each brother get?',
     25),
    ('Tom earned $120. He spent $45 on a game and shared the rest with his 2 brothers equally. How much '
     'did each get?',
     25),
    ('There were 30 kids on a bus. At the first stop 8 got off and 5 got on. At the second stop 4 got off.'
     ' How many kids are on the bus?',
     23),
    ('A library had 500 books. It lent out 120 and got 45 back. How many books are in the library?',
     425),
    ('Nina had 25 pencils. She bought 3 packs of 10 pencils. How many pencils does she have now?',
     55),
    ('A café sold 45 coffees on Monday and 38 on Tuesday at $3.20 each. How much money did it make?',
     265.6),
    ('Ahmed worked 6 hours on Saturday and 4.5 hours on Sunday. He is paid $15 an hour. How much did he '
     'earn?',
     157.5),
    ('Ahmed worked 6 hours on Saturday and 4.5 hours on Sunday. He is paid $15 an hour. How many more '
     'hours did he work on Saturday?',
     1.5),
    ('A zoo has 14 lions and 9 tigers. Each lion eats 5 kg of meat a day. How much meat do the lions eat a'
     ' day?',
     70),
    ('Kim had 64 beads. She used 16 beads for a necklace and the rest for 4 bracelets equally. How many '
     'beads are in each bracelet?',
     12),
    ('A bakery made 150 muffins. It sold 96 and gave away 30. How many muffins are left?',
     24),
    ('Zara had 40 marbles. She lost 8 and then won twice as many as she lost. How many marbles does she '
     'have?',
     48),
    ('A train had 320 passengers. At the station 85 got off and 120 got on. How many are on the train now?',
     355),
    ('Tim had 75 cards. He gave 15 cards to Sam and 20 cards to Ali. How many cards did he give away?',
     35),
    ('Tim had 75 cards. He gave 15 cards to Sam and 20 cards to Ali. How many cards does Tim have now?',
     40),
    ('Rosa had 18 apples. Her mother gave her 12 more and she ate 5. How many apples does Rosa have?',
     25),
    ('A class of 32 students went on a trip. 8 students stayed home. The rest were split into 4 equal '
     'groups. How many students were in each group?',
     6),
    ('A farmer had 58 sheep. 12 were sold and 7 lambs were born. How many sheep does he have now?',
     53),
    ('I had 20 dollars and got 15 more for my birthday. I spent the rest on 5 books equally. How much did '
     'each book cost?',
     7),
    ('Maya bought 3 notebooks at $2.45 each and a pen for $1.30. How much did she spend?',
     8.65),
    ('A litre of milk costs 1.15 euros. Jon buys 4 litres and pays with a 10 euro note. How much change '
     'does he get?',
     5.4),
    ('Ali runs 2.5 km every morning and 1.75 km every evening. How far does he run in 6 days?',
     25.5),
    ('A rope is 12.6 m long. Dana cuts off 2.1 m and divides the rest into 5 equal pieces. How long is '
     'each piece?',
     2.1),
    ('Pencils cost $0.35 each. Tara buys 12 pencils and an eraser for $0.80. What is the total cost?',
     5.0),
    ('A box of cereal weighs 0.75 kg. How much do 8 boxes weigh if the packaging adds 0.2 kg in total?',
     6.2),
    ('Kofi saves $4.50 a week for 9 weeks and then spends $12.25 on a gift. How much does he have left?',
     28.25),
    ('Lina had 3.2 kg of flour. She used 0.45 kg for bread and 0.8 kg for a cake. How much flour is left?',
     1.95),
    ('A taxi costs $2.80 plus $1.40 per km. How much is a 6 km ride?',
     11.2),
    ('Tickets cost £7.50 for adults and £4.25 for children. What do 2 adults and 3 children pay?',
     27.75),
    ('A plant grew 1.4 cm each week for 6 weeks. It was 8.5 cm tall at the start. How tall is it now?',
     16.9),
    ('A carton holds 1.5 litres of juice. Ben pours 0.25 litres into each of 4 glasses. How much juice is '
     'left in the carton?',
     0.5),
    ('Sofia earns $11.50 an hour. She works 6 hours on Saturday and 5 hours on Sunday. How much does she '
     'earn over the weekend?',
     126.5),
    ('A bag holds 2.5 kg of rice. Ana has 6 bags and uses 4.2 kg. How many kilograms of rice are left?',
     10.8),
    ('Each box of tea costs 3.60 dollars. Rob buys 5 boxes and gets a discount of 2.50 dollars. How much '
     'does he pay?',
     15.5),
    ('Nora drove 45.5 km to work and back each day for 5 days. How far did she drive?',
     455),
    ('Raj bought 2.5 kg of apples at $3.20 per kg and 1.5 kg of pears at $2.80 per kg. How much did he '
     'pay?',
     12.2),
    ('A pack of 6 yogurts costs $4.20. How much does one yogurt cost?',
     0.7),
    ('A pack of 6 yogurts costs $4.20. How much do 15 yogurts cost?',
     10.5),
    ('Lucy had $30. She bought 4 sandwiches at $3.75 each. How much money does she have left?',
     15),
    ('Sam walked 3.6 km to the park and 2.9 km back home by a shorter path. How far did he walk in all?',
     6.5),
    ('A jug holds 2.4 litres. Ella fills 6 cups of 0.3 litres from it. How much is left in the jug?',
     0.6),
    ('The Lee family drove 182.5 km on Saturday and 96.75 km on Sunday. How much farther did they drive on'
     ' Saturday?',
     85.75),
    ('A painter used 3.5 litres of paint on Monday and 2.75 litres on Tuesday. Paint costs $8 per litre. '
     'How much did the paint cost?',
     50),
    ('Meg bought 5 m of ribbon at $1.20 per metre and 3 m of lace at $2.50 per metre. What did she spend '
     'in total?',
     13.5),
    ('Jack had some marbles. He gave 14 to his friend and now has 27. How many marbles did he have at '
     'first?',
     41),
    ('How many stickers did Mia have before if she used 18 and has 35 left?',
     53),
    ('A number plus 17 equals 45. What is the number?',
     28),
    ('Three times a number is 57. What is the number?',
     19),
    ('Four less than twice a number is 30. Find the number.',
     17),
    ('The sum of two consecutive numbers is 45. What is the larger number?',
     23),
    ('A rectangle is 12 cm long and 7 cm wide. What is its perimeter?',
     38),
    ('Paul has 24 more cards than Lee. Lee has 19 cards. How many cards does Paul have?',
     43),
    ('Paul has 24 more cards than Lee. Paul has 59 cards. How many cards does Lee have?',
     35),
    ('Anna is 3 times as old as her son. Her son is 11. How old is Anna?',
     33),
    ('A shop sold 48 shirts on Monday, which is 12 fewer than on Tuesday. How many shirts did it sell on '
     'Tuesday?',
     60),
    ('There are 36 students. 20 are girls. How many are boys?',
     16),
    ('Each bag has 8 oranges. How many bags are needed for 96 oranges?',
     12),
    ('A car uses 6.5 litres of fuel per 100 km. How much fuel does it use for 300 km?',
     19.5),
    ('Ben had 42 cookies. He ate some and has 29 left. How many did he eat?',
     13),
    ('Mary read 35 pages on Monday and some on Tuesday. She read 82 pages in all. How many pages did she '
     'read on Tuesday?',
     47),
    ('A baker has 120 eggs. Each cake needs 4 eggs. How many cakes can he make?',
     30),
    ('Tom is 14 years old. His father is 3 times as old. How old is his father?',
     42),
    ('A pen costs 2.40 and a notebook costs 3.15. How much more does the notebook cost?',
     0.75),
    ('There are 7 days in a week. How many days are in 12 weeks?',
     84),
    ('A pizza is cut into 8 slices. 3 friends eat 2 slices each. How many slices are left?',
     2),
    ('Lisa scored 85, 92 and 78 on three tests. What was her total score?',
     255),
    ('Jon has 5 bags with 6 apples in each bag and 4 loose apples. How many apples does he have?',
     34),
    ('A train travels 240 km in 3 hours. How far does it travel in 5 hours at the same speed?',
     400),
    ('Emma had 12.5 m of fabric. She used 3.75 m for a skirt. How much fabric is left?',
     8.75),
    ('The school has 540 students. If 45 students are in each bus, how many buses are needed?',
     12),
    ('Dan has 3 times as many toys as Sue. Together they have 48 toys. How many toys does Sue have?',
     12),
    ('Kim bought 6 apples for $0.45 each and paid with a $5 bill. How much change did she get?',
     2.3),
    ('A garden has 6 rows of 15 carrots. Rabbits ate 23 carrots. How many carrots are left?',
     67),
    ('Rita had 80 dollars. She spent a quarter of it on a book. How much did she spend?',
     20),
    ('A bus ticket costs $2.40 each way. How much does Sam spend on a round trip?',
     4.8),
    ('Lena and her 2 friends share a pizza that costs $18.90 equally. How much does each pay?',
     6.3),
    ('Jo walks 1.2 km twice a day. How far does she walk in a week?',
     16.8),
    ('Eggs cost $0.30 each. How much do 2 dozen eggs cost?',
     7.2),
    ('Max buys a dozen bagels at $0.85 each and a coffee for $2.50. How much does he spend?',
     12.7),
    ('A train ticket is £6.75 each way. Ana goes to the city and back 3 times. How much does she spend?',
     40.5),
    ('Raj earns $9.50 an hour and works 6 hours a day for a week. How much does he earn?',
     399),
    ('Mia and her 3 sisters split a bill of $52.80 equally. How much does each girl pay?',
     13.2),
    ('A bakery sells muffins at $1.25 each. Kim buys 2 dozen muffins. How much does she pay?',
     30),
    ('Tom swims 0.8 km every day for two weeks. How far does he swim?',
     11.2),
    ('It is 3.5 km from home to school. How far does Ben travel going to school and back?',
     7),
    ('Sara drinks 0.25 litres of juice twice a day. How much juice does she drink in 5 days?',
     2.5),
    ('A taxi ride to the airport costs $24.50. Leo and his 2 brothers share it equally. How much does each'
     ' pay?',
     8.1666666667),
    ('Each week Ama saves $12.50. How much does she save in a year?',
     650),
    ('Noah bought half a dozen donuts at $1.10 each. How much did he pay?',
     6.6),
]


@pytest.mark.parametrize("text, answer", PROBES)
def test_no_reader_plans_a_wrong_answer(text, answer):
    found = first_plan(text)
    assert found is None or (found[1].value is not None and math.isclose(found[1].value, answer, rel_tol=1e-6))


def test_the_readers_plan_most_of_the_probes():
    """A floor, not a target: the readers planned 68 of these 105 when they were written."""
    assert sum(first_plan(t) is not None for t, _ in PROBES) >= 65
