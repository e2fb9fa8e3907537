"""A count or a price of each from a total of a fixed part and like amounts (occam.linear_totals). Problems
written here; answers ``(T - F) / d`` checked by putting them back into the story."""
import pytest

from occam.linear_totals import linear_total
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, total, fixed, each", [
    # "per person ... How many people": an irregular plural is the rate's unit
    ("A tour company charges $18 per person plus a $30 booking fee for a group. One group paid $372. How many people "
     "were in the group?", 372, 30, 18),
    # the fixed part before "plus", "a fixed fee of", "for one job" (no count), a time that need not be whole
    ("Renting a kayak costs 18 dollars plus 7.50 dollars for each hour. Anders paid 63 dollars for a rental. For how "
     "many hours did he rent the kayak?", 63, 18, 7.50),
    ("A taxi charges a fixed fee of 3.50 dollars plus 1.80 dollars per kilometer. A ride cost 21.50 dollars. How many "
     "kilometers long was the ride?", 21.50, 3.50, 1.80),
    ("A plumber charges 65 dollars for a house call plus 48 dollars per hour of work. His bill for one job came to 281 "
     "dollars. How many hours did he work?", 281, 65, 48),
    ("A plumber charges a $40 call-out fee plus $35 per hour. One job cost $180. How many hours did the plumber "
     "work?", 180, 40, 35),
    ("Mina saves $12 each week. She already has $45. How many weeks will it take her to reach $177?", 177, 45, 12),
    ("Kwame bought some pens at $2.50 each and a ruler for $1.75. He spent $14.25 in all. How many pens did he buy?",
     14.25, 1.75, 2.50),
    ("A tank holds 1,200 litres and already has 450 litres in it. A pump adds 25 litres a minute. How many minutes "
     "until it is full?", 1200, 450, 25),
    ("Jae-won had $200. He bought 3 jackets that all cost the same, and had $38 left. What was the price of one "
     "jacket?", 200, 38, 3),
    ("Paolo has 4 bags with the same number of marbles in each, plus 11 loose marbles. He has 71 marbles in all. How "
     "many marbles are in each bag?", 71, 11, 4),
    ("A taxi charges $3 plus $2 per mile. The ride cost $17. How many miles was the ride?", 17, 3, 2),
    ("Leo reads 20 pages a day. He has read 60 pages of a 300-page book. How many more days until he finishes?",
     300, 60, 20),
    # "bill for one job was": the total; "each movie" counts the "movies" asked (an "-ies" plural of "-ie")
    ("An electrician charges a $50 call-out fee plus $40 per hour. His bill for one visit was $230. How many hours did "
     "he work?", 230, 50, 40),
    ("A video club charges $12 a year plus $3 for each movie rental. Ada spent $57 there last year. How many movies "
     "did she rent?", 57, 12, 3),
    # "Its total sales were": the total
    ("A stall sold some mugs at 9 dollars each and one teapot for 31 dollars. Its total sales were 130 dollars. How "
     "many mugs did it sell?", 130, 31, 9),
])
def test_the_count_or_the_amount_each(text, total, fixed, each):
    p = linear_total(text)
    assert p is not None
    n = p.value
    assert fixed + n * each == pytest.approx(total)  # the answer put back into the story
    assert first_plan(text)[1].value == pytest.approx(n)


@pytest.mark.parametrize("text", [
    "Kwame bought some pens at $2.50 each and a ruler for $1.75. He has $14.25 left. How many pens did he buy?",
    "A taxi charges $3 plus $2 per mile. The ride cost $18. How many miles was the ride?",  # no whole count
    "Three friends ordered a pizza for $18.75 and a salad for $6.30 and split the cost equally. How much did each "
    "friend pay?",  # no total told: a sum shared
    "Mina earns $12 per hour but pays a $45 fee. She took home $177. How many hours did she work?",  # a fee taken off
    "Each chocolate bar costs $4. Tim sold all but 3 bars and made $28. How many bars were in the box?",
    "A plumber charges $35 per hour. One job cost $180 and took 4 hours. How many hours did the plumber work?",
    "Amy has $20 and saves $5 each week. How much will she have after 6 weeks?",
    # 9.2 weeks of saving $25 a week: 10 weeks to have enough, a rounding no operation writes
    "Dylan has $140. A bike costs $370. He saves $25 each week. How many weeks will it take him to have enough?",
])
def test_no_plan_where_the_total_is_not_so_made(text):
    assert linear_total(text) is None


def test_the_price_of_one_of_a_count_with_a_fee_for_shipping():
    found = linear_total("A school bought 8 boxes of markers and paid $6 for shipping. The total came to $70. What was "
                         "the price of one box of markers?")
    assert found is not None and found.value == 8


def test_no_price_of_one_without_a_fixed_part():
    assert linear_total("A school bought 8 boxes of markers and 3 pens. The total came to $70. What was the price of "
                        "one box of markers?") is None


def test_amounts_pooled_and_shared_are_no_fixed_part_and_total():
    # post hoc (wp_fresh22): "has 48 ... his brother has 36 ... pour all their marbles together and split them into 7
    # equal bags" was read (48 - 36) / 7
    assert linear_total("Ana has 50 beads and her sister has 34 beads. They put all their beads together and split "
                        "them into 6 equal jars. How many beads go in each jar?") is None


def test_another_thing_told_is_no_fixed_part():
    # session 27 (wp_fresh23_svamp, post hoc): "He also has 10 toy trucks." was read (64 - 10) / 8
    text = ("Dan has 64 toy cars. He puts them in 8 boxes with the same number of cars in each box. He also has 10 toy "
            "trucks. How many toy cars are in each box?")
    assert linear_total(text) is None
    assert first_plan(text)[1].value == 8
