"""Counts a story implies in words (occam.implied_counts): a week of a daily rate, the ways of a round trip, "she and
her 2 friends", dozens in words; where each rewrite reads and where it must not, and the plans the readers make with
them (checked against arithmetic written here). Problems written for these tests (session 10)."""
import math

import pytest

from occam.abstention import unwritten_number
from occam.implied_counts import implied_counts
from occam.implied_numbers import covers_unwritten
from occam.plan_readers import first_plan


def _words(text):
    return [(text[a:b], new, n.value, n.text) for a, b, new, n in implied_counts(text)]


def test_a_week_of_a_daily_rate_is_seven_days():
    text = "Nina swims 1.2 km each day for a week. How far does she swim?"
    assert _words(text) == [("for a week", "for 7 days", 7.0, "for a week")]
    assert _words("Sam walks 2.5 km every day. How far does he walk in 3 weeks?") == [
        ("3 weeks", "21 days", 21.0, "3 weeks")]
    assert _words("A gym charges $35.50 per month. How much is it for a whole year?") == [
        ("for a whole year", "for 12 months", 12.0, "for a whole year")]
    assert _words("A cat eats 0.25 kg a day. How much does it eat in a fortnight?")[0][2] == 14.0


def test_a_span_of_weekdays_beside_a_daily_rate_counts_its_days():
    text = "Aroha jogs 4.2 miles every morning from Monday to Friday and then runs 6.8 miles on Saturday. How many " \
           "miles does she run in all?"
    assert _words(text) == [("from Monday to Friday", "for 5 days", 5.0, "from Monday to Friday")]
    assert first_plan(text)[1].value == pytest.approx(5 * 4.2 + 6.8)
    assert _words("The shop is open from Monday to Friday. How many days is that?") == []  # no daily rate
    assert _words("Lia reads 12 pages a day from Friday to Monday. How many pages?") == []  # a span the reader skips
    # a later "the end of the week" tells when, not a week to convert
    text = ("Nadia ran 4.25 km every day for a week. At the end of the week she also ran a 10 km race. How many "
            "kilometres did she run in total?")
    assert first_plan(text)[1].value == pytest.approx(7 * 4.25 + 10)


@pytest.mark.parametrize("text", [
    "Ben works 5 days a week and earns $80 a day. How much does he earn in a week?",  # not every day of the week
    "She earns $80 a day on weekdays. How much does she earn in 2 weeks?",
    "Tom ran 5 km for a week. How far did he run?",  # no rate per day: a week of what?
    "A bus pass costs $20 a week. How much for 3 weeks?",  # the rate is the week's own
    "Tom works 4 nights a week and earns $50 a night. How much does he earn in 3 weeks?",
    "Ann swims 3 times a week and 2 km each day she swims. How far does she swim in 2 weeks?",
])
def test_no_week_is_read_where_the_story_does_not_say_every_day(text):
    assert not [w for w in _words(text) if w[1].endswith("days")]


def test_round_trips_are_two_ways_only_beside_a_fare_for_one_way():
    assert _words("A bus fare is $2.40 each way. Omar makes 4 round trips.") == [
        ("4 round trips", "8 ways", 8.0, "4 round trips")]
    assert _words("A taxi costs $12.75 one way. Priya takes a round trip.") == [
        ("a round trip", "2 ways", 2.0, "a round trip")]
    assert _words("Mark drove 45 km to the lake, a round trip. How far?") == []


def test_someone_and_their_friends_are_one_more_than_the_friends():
    assert _words("Leo and his 3 friends split a bill of $58.40.") == [
        ("Leo and his 3 friends", "4 friends", 4.0, "Leo and his 3 friends")]
    assert _words("She and her two sisters share a cake.")[0][2] == 3.0
    assert _words("Leo and 3 apples were on the table.") == []


def test_a_share_that_counts_the_sharer_is_one_more_than_the_others():
    # session 20: "between herself and 3 friends" shares among 4, "evenly with his 5 cousins" among 6
    assert _words("She split the rest equally between herself and 3 friends.") == [
        ("herself and 3 friends", "4 friends", 4.0, "herself and 3 friends")]
    assert _words("Ravi shared 40 cards evenly with his 4 classmates.") == [
        ("with his 4 classmates", "among 5 classmates", 5.0, "with his 4 classmates")]
    assert _words("Ravi went to the zoo with his 4 classmates.") == []  # no share: no sharer to count
    assert _words("She shared the bill equally between 3 friends.") == []
    found = first_plan("Noor baked 45 muffins, kept 5 for the shop and shared the rest equally between herself and "
                       "her 7 cousins. How many muffins did each of them get?")
    assert found is not None and found[1].value == 5 and "herself and her 7 cousins" in found[1].expression()
    found = first_plan("Theo won $84 in a contest and split it evenly with his 3 brothers. How much did each person "
                       "get?")
    assert found is not None and found[1].value == 21


def test_dozens_in_words():
    assert _words("Kim buys three dozen eggs.") == [("three dozen", "36", 36.0, "three dozen")]
    assert _words("Tom buys half a dozen apples.") == [("half a dozen", "6", 6.0, "half a dozen")]


def test_the_words_cover_the_number_the_text_does_not_write():
    text = "Leo and his 3 friends split a bill of $58.40 equally. How much does each friend pay?"
    assert unwritten_number(text)
    (a, b, _, number), = implied_counts(text)
    assert covers_unwritten(text, [number])
    # "15%": the 100 the sign implies, at the sign (the unwritten words start at the digits)
    from occam.plan_readers import first_plan

    text = "What's 15% of 80?"
    percent = first_plan(text)[1]
    assert covers_unwritten(text, [percent.numbers[i] for i in percent.implied])


# problems with a number the words imply, and what each asks; a reader may leave one unplanned, never plan it wrong
PROBES = [
    ("Sam walks 2.5 km every day. How far does he walk in 3 weeks?", 2.5 * 21),
    ("Nina swims 1.2 km each day for a week and then swims 3 km on Sunday. How many km does she swim in all?",
     1.2 * 7 + 3),
    ("A gym charges $35.50 per month. How much is the membership for a whole year?", 35.5 * 12),
    ("A bus fare is $2.40 each way. Omar makes 4 round trips. How much does he pay?", 2.4 * 8),
    ("A taxi costs $12.75 one way. Priya takes a round trip and tips $3. How much does she spend?", 12.75 * 2 + 3),
    ("Leo and his 3 friends split a bill of $58.40 equally. How much does each pay?", 58.4 / 4),
    ("Ana and her 2 cousins each bought a ticket costing $7.25. Ana paid with a $50 note. How much change did she get?",
     50 - 3 * 7.25),
    ("Eggs cost $0.30 each. Kim buys three dozen eggs. How much does she pay?", 0.3 * 36),
    ("Apples cost $0.45 each. Tom buys half a dozen apples and a $2.10 bag of nuts. What is his total?", 0.45 * 6 + 2.1),
    ("A tank holds 120 litres. A pump takes out 3.5 litres each day. How much water is left after 2 weeks?",
     120 - 3.5 * 14),
    ("Ben works 5 days a week and earns $80 a day. How much does he earn in a week?", 400),
    ("Maya reads 20 pages a day. She read for a week but skipped 2 days. How many pages did she read?", 20 * 5),
    ("A ferry costs $5 each way for adults. A family of 4 adults makes a round trip. How much do they pay?", 40),
    ("Jo and her 2 friends have 45 stickers altogether. If they share them equally, how many stickers does each get?",
     15),
    ("Dan and his 2 brothers each have 12 marbles. How many marbles do they have together?", 36),
    ("A cat eats 0.25 kg of food a day. How much food does it eat in a fortnight?", 3.5),
    ("Train tickets are $6.20 each way. How much do 3 people pay for a round trip?", 6.2 * 6),
    ("Kai saves $4 a day. After a week he spends $9.50 on a book. How much does he have left?", 28 - 9.5),
    ("A plant grows 0.4 cm a day. It was 12 cm tall. How tall is it after 3 weeks?", 12 + 0.4 * 21),
    ("Mo drinks 2 litres of water a day. How many litres does he drink in a year?", 730),
    ("Zoe and her 3 friends bought 2 pizzas for $11.50 each and split the cost equally. How much did each pay?", 5.75),
    ("Amir gets $15 a week in pocket money. How much does he get in a year?", 780),
    ("Petrol costs $1.60 a litre. Sue's car uses 6 litres a day. How much does she spend in a week?", 1.6 * 6 * 7),
    ("A shop is open 6 days a week and sells 40 loaves a day. How many loaves does it sell in a week?", 240),
    ("Meg and her 3 friends ate 2 pizzas. Each pizza had 8 slices. How many slices did each person eat if they shared "
     "equally?", 4),
    ("A bag of rice weighs 1.5 kg. A bag of flour weighs twice as much. What do the two bags weigh together?", 4.5),
    ("A farmer has 30 cows and 4 times as many chickens. How many legs are there in total?", 360),
]


@pytest.mark.parametrize("text,answer", PROBES)
def test_no_reader_plans_a_wrong_answer(text, answer):
    found = first_plan(text)
    if found is not None:
        assert math.isclose(found[1].value, answer, rel_tol=1e-9), (found[0], found[1].expression())


def test_the_readers_plan_these_with_the_words_numbers():
    planned = {text: first_plan(text) for text, _ in PROBES}
    assert sum(p is not None for p in planned.values()) >= 13
    ana = planned[PROBES[6][0]]
    assert ana[0] == "implied_plan" and "Ana and her 2 cousins" in ana[1].expression()


def test_a_rate_every_morning_or_night_is_daily():
    assert _words("Bob runs 3 km every morning. How far does he run in 2 weeks?") == [
        ("2 weeks", "14 days", 14.0, "2 weeks")]
