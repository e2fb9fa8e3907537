"""A price of each and how many are bought (occam.priced_counts). Written here for the tests."""
import pytest

from occam.plan_readers import first_plan
from occam.priced_counts import priced_count


@pytest.mark.parametrize("text, expected", [
    ("Concert tickets are €38 each and we're buying 6 of them. What's the total cost?", 38 * 6),
    ("Cupcakes are $2.75 apiece and I need 12. How much will I pay?", 2.75 * 12),
    ("Day passes are £9.50 each. We booked 4 passes. How much did we spend?", 9.5 * 4),
    # the price of one, named with its article: no "each" needed
    ("A bike helmet costs $34.95 and the club wants to buy 8 of them. What's the total cost?", 34.95 * 8),
    ("One lunch box is €7.40. We are ordering 15. How much will we pay?", 7.4 * 15),
    # a price without a sign, "to rent each one", of the things counted before it
    ("We need 45 folding tables and it costs 6.20 to rent each one. How much will the tables cost?", 45 * 6.2),
    ("Tickets were 9.25 each and I bought 3 for my family. What did I spend?", 9.25 * 3),
])
def test_a_price_of_each_and_a_count_bought(text, expected):
    p = priced_count(text)
    assert p is not None and p.value == pytest.approx(expected)
    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "Day passes are £9.50 each. We booked 4 rooms. How much did we spend?",  # another thing counted
    "Day passes are £9.50 each and we're buying 4. How much change from £50?",  # change asked (and a third number)
    "Eggs are $3 a dozen and I need 4. What's the total?",  # a price of another unit
    "Shirts are $15 each and I bought 3 of them. How much do I pay for each?",  # each one's price asked
    "Shirts are $15 each and I bought 3 of them. How much did I save?",
    "Shirts are $15 each and 3 of them are blue. What's the total cost?",  # no count bought
    "A bike helmet costs $34.95 and the club wants to buy 8 gloves. What's the total cost?",  # another thing
    "We need 45 tables and it costs 6.20 a day. How much will the tables cost?",  # a rate of another unit
    "We need 45 tables and it costs 6.20 to rent each one per day. How much will the tables cost?",  # days untold
])
def test_no_priced_count_otherwise(text):
    assert priced_count(text) is None


@pytest.mark.parametrize("text, expected", [
    ("A cinema ticket costs $11.50 and 7 friends each buy one. How much do they pay altogether?", 11.5 * 7),
    ("A smoothie costs £3.20. 6 of us each order one. What's the total cost?", 3.2 * 6),
    ("A ferry ticket costs €4.60. 5 kids buy a ticket each. How much do they spend in total?", 4.6 * 5),
])
def test_buyers_who_each_buy_one(text, expected):
    p = priced_count(text)
    assert p.value == pytest.approx(expected)
    # "one" is each buyer's, set apart: no number the reply must read
    assert all(p.numbers[i].text.lower() == "one" for i in p.apart)


def test_buyers_who_each_buy_another_thing_are_no_count_of_it():
    assert priced_count("A cinema ticket costs $11.50 and 7 friends each buy a drink. How much do they pay?") is None


@pytest.mark.parametrize("text, expected", [
    ("The choir raised $252 selling mugs at $4.50 each. How many mugs did they sell?", 252 / 4.50),
    ("Lea spent $36 on folders that cost $2.25 each. How many folders did she buy?", 36 / 2.25),
    ("A stall sold pies for $6 each and took in $138. How many pies did it sell?", 138 / 6),
])
def test_a_count_paid_for_at_a_price_each(text, expected):
    from occam.priced_counts import count_for_money

    p = count_for_money(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "Lea spent $35 on folders that cost $2.25 each. How many folders did she buy?",  # no whole number of folders
    "Lea spent $36 on folders that cost $2.25 each. How many pens did she buy?",  # another thing
    "Lea spent $36 on folders that cost $2.25 each. How much money does she have left?",  # no count asked
    "Lea earns $36 a day. Folders cost $2.25 each. How many folders does she buy in 4 days?",  # a rate, three numbers
])
def test_no_count_for_money_otherwise(text):
    from occam.priced_counts import count_for_money

    assert count_for_money(text) is None


@pytest.mark.parametrize("text, expected", [
    ("Ravi bought 4 notebooks at $2.50 each and a pen. He paid $13.75. How much did the pen cost?", 13.75 - 4 * 2.50),
    ("Mona bought 2 scarves at $8.40 each and a hat. She spent $29.30 in total. What was the price of the hat?",
     29.30 - 2 * 8.40),
])
def test_the_price_of_one_thing_bought_beside_others_at_a_price_each(text, expected):
    from occam.priced_counts import unpriced_item

    p = unpriced_item(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "Ravi bought 4 notebooks at $2.50 each and a pen. He paid $13.75. How much did the notebooks cost?",  # not the pen
    "Ravi bought 4 notebooks at $2.50 each and a pen. He paid with a $20 bill. How much did the pen cost?",  # no total
    "Ravi bought 4 notebooks at $2.50 each and a pen. He paid $9.75. How much did the pen cost?",  # below zero
])
def test_no_unpriced_item_otherwise(text):
    from occam.priced_counts import unpriced_item

    assert unpriced_item(text) is None


def test_money_spent_on_two_things_counts_neither():
    """"spent 64 dollars on tickets and drinks": some of it bought the drinks, so 64 / 8 tickets is no answer."""
    from occam.priced_counts import count_for_money

    assert count_for_money("Tickets cost 8 dollars each. A family spent 64 dollars on tickets and drinks. How many "
                           "tickets did they buy?") is None
    assert count_for_money("Tickets cost 8 dollars each. A family spent 64 dollars on tickets. How many tickets did "
                           "they buy?").value == 8


def test_a_ticket_each_for_everyone_going():
    """"tickets are 42 each and 9 people are going": one ticket each; the total is 42 * 9."""
    from occam.priced_counts import priced_count

    assert priced_count("Tickets are 42 each and 9 people are going. What's the total cost?").value == 378
    assert priced_count("Drinks are 4 each and 9 people are going. What's the total cost?") is None  # not everyone drinks


@pytest.mark.parametrize("text, expected", [
    ("6 friends each chip in 15 for a gift that costs 72, how much is left over?", 6 * 15 - 72),
    ("Six friends each gave 15 dollars for a gift. The gift cost 72 dollars. How much money was left over?", 6 * 15 - 72),
])
def test_what_is_left_of_a_pot_after_what_it_buys(text, expected):
    name, p = first_plan(text)
    assert name == "pooled_total" and p.value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "6 friends each chip in 15 for a gift that costs 72. how much does each get back?",  # a share of it asked
    "6 friends each chip in 15 for a gift that costs 72. How much is the gift?",  # the price, told
    "6 friends each chip in 15 for a gift that costs 100. How much is left over?",  # the pot falls short
])
def test_no_pot_left_otherwise(text):
    from occam.priced_counts import pooled_total

    assert pooled_total(text) is None


def test_a_count_for_money_asked_with_its_doer_left_out():
    from occam.priced_counts import count_for_money
    text = "Raffle tickets cost $4 each. The club took in $312 from the raffle. How many tickets were sold?"
    found = count_for_money(text)
    assert found is not None and found.value == pytest.approx(312 / 4)
