"""occam.readings: the one operation a question's words choose, and its order over two numbers."""
import pytest
from hypothesis import given, strategies as st

from occam.readings import Reading, ordered, reading
from occam.story_cues import StoryCue

READINGS = [
    # named by name or verb: one operation, no named function
    ("now divide that by 2", "div", "named"),
    ("Nice. Add 873 to it.", "add", "named"),
    ("mutliply 19 and 23 for me", "mul", "named"),
    ("subtract 9 from it", "sub", "named"),
    # a story's own words: a rate and a count of its unit, a loss, a share, what is left, how many more
    ("Paint costs £18.40 per litre and the living room needs 6 litres. How much will the paint cost?", "mul", "story"),
    ("A train travels at 96 km per hour for 3.5 hours. How far does it go?", "mul", "story"),
    ("A farmer picked 540 apples and sold 365 of them at the market. How many apples does he still have?", "sub", "story"),
    ("In the quiz league Jake has 1,325 points and Lena has 980. How many more points does Jake have?", "sub", "story"),
    ("My training plan covers 156 km spread evenly over 12 weeks. How many km is that each week?", "div", "story"),
]


@pytest.mark.parametrize("text, op, by", READINGS)
def test_the_words_choose_one_operation(text, op, by):
    read = reading(text)
    assert read is not None and (read.op, read.by) == (op, by)


@pytest.mark.parametrize("text", [
    "What is 5 plus 3 times 2?",  # two operations named
    "What's the square root of 16 plus 2?",  # a named function
    "What happened in 1492?",  # no operation at all
    "Which is bigger, 9.11 or 9.9?",
    "Mike has 17 fewer stickers than Dan. Dan has 40. How many does Mike have?",  # a relation: words mislead
])
def test_the_words_choose_nothing_where_they_do_not_settle_one_operation(text):
    assert reading(text) is None


def test_a_difference_is_the_quantity_and_a_signed_question_is_not_read():
    farmer = reading(READINGS[6][0])
    assert ordered(farmer, 540, 365, READINGS[6][0]) == (0, 1)
    assert ordered(farmer, 365, 540, READINGS[6][0]) == (1, 0)
    signed = "What is -4 take away 7?"
    assert ordered(Reading("sub", "named"), -4, 7, signed) is None


def test_a_named_quotient_divides_by_the_number_after_by():
    text = "divide it by 17"
    assert ordered(reading(text), 289, 17, text) == (0, 1)
    assert ordered(reading(text), 17, 289, text) == (1, 0)
    # "how many times does 12 go into 144": the number before "go into" divides
    go_into = "How many times does 12 go into 144?"
    assert reading(go_into).op == "div" and ordered(reading(go_into), 12, 144, go_into) == (1, 0)
    # "the quotient of a and b" is a / b, as written; without "and" between the two, not read
    text = "What's the quotient of 12 and 144?"
    assert reading(text).op == "div" and ordered(reading(text), 12, 144, text) == (0, 1)
    assert ordered(reading(text), 144, 12, text) == (1, 0)


def test_a_story_quotient_is_the_order_its_cue_admits():
    text = READINGS[8][0]  # 156 km over 12 weeks: the share times its count is the total
    assert ordered(reading(text), 156, 12, text) == (0, 1)
    assert ordered(reading(text), 12, 156, text) == (1, 0)
    # a quotient whose story says nothing of its order (neither a count of a unit nor a divisor) is not read
    assert ordered(Reading("div", "story", StoryCue("div")), 40, 8, "Share 40 sweets among 8 children.") is None


@given(st.sampled_from(["add", "mul", "sub"]),
       st.floats(min_value=0, max_value=1e6, allow_nan=False), st.floats(min_value=0, max_value=1e6, allow_nan=False))
def test_a_read_order_never_makes_a_negative_difference(op, a, b):
    order = ordered(Reading(op, "named"), a, b, f"{op} {a} and {b}")
    assert order is not None
    x, y = (a, b)[order[0]], (a, b)[order[1]]
    if op == "sub":
        assert x - y >= 0
    else:
        assert order == (0, 1)


def test_a_power_whose_exponent_is_written_is_read_with_that_exponent():
    for text in ("yo whats 2 to teh power of 9", "And raise that to the power of 3."):
        assert reading(text) == Reading("pow", "named")
    text = "yo whats 2 to teh power of 9"
    assert ordered(reading(text), 2, 9, text) == (0, 1) and ordered(reading(text), 9, 2, text) == (1, 0)
    # no written exponent, or another function named beside it: not read
    for text in ("What is 12 squared?", "What is e to the power of 3?", "What is 2 to the 5th power plus 1?"):
        assert reading(text) is None, text


@pytest.mark.parametrize("text, op", [("mulitply 32 and 27", "mul"), ("sum 88 nd 112", "add"),
                                      ("What do I get if I take nineteen away from 200?", "sub"),
                                      ("Increase 58,390 by 7,615 — what do you get?", "add"),
                                      ("Reduce 950 by 175.", "sub")])
def test_people_s_typing_names_an_operation(text, op):
    assert reading(text) == Reading(op, "named")


@pytest.mark.parametrize("sign", ["$", "€", "£", "¥"])
def test_every_currency_sign_is_money_to_the_readers(sign):
    assert reading(f"take {sign}68 from {sign}415") == Reading("sub", "named")
    assert reading(f"knock {sign}55 off {sign}240 please") == Reading("sub", "named")


@pytest.mark.parametrize("text", [
    "The pool had 1,500 litres of water. After filling it has 2,260 litres. How many litres were added?",  # a change
    "The sum of two numbers is 85. One of the numbers is 38. What is the other number?",  # a name in the story
    "The sum of two numbers is 64. One of them is 27. What is the product of the two numbers?",
    "Tyler added 250 ml of water to a jug and now it holds 1,000 ml. How much was in the jug before?",
])
def test_a_story_s_verbs_and_names_are_no_request(text):
    read = reading(text)
    assert read is None or read.by == "story", read


@pytest.mark.parametrize("text, a, b, order", [
    ("can u divdie 4536 by 12", 4536, 12, (0, 1)),  # a divide misspelt still names its divisor by "by"
    ("Give me the quotient of 98,765 and 5, please.", 98765, 5, (0, 1)),  # the quotient of a and b is a / b
    ("What's the quotient of 12 and 144?", 144, 12, (1, 0)),
    ("the quotient of 12 or 144", 12, 144, None),  # no "and" between them: no order read
])
def test_a_named_quotient_takes_the_divisor_its_words_name(text, a, b, order):
    assert ordered(Reading("div", "named"), a, b, text) == order


def test_a_comparison_with_what_is_left_has_no_reading():
    """One side of "than it has left" is no number the story tells: no one operation of the two numbers."""
    assert reading("A bakery made 120 buns and sold 70 of them. How many more buns did it sell than it has left?") is None


def test_a_temperature_that_fell_by_more_than_it_was_gets_no_turned_order():
    from occam.readings import Reading, ordered

    text = "The temperature was 12 degrees in the morning and dropped 15 degrees by night. What was it at night?"
    assert ordered(Reading("sub", "story"), 12, 15, text) is None  # -3, not 15 - 12
    risen = "The temperature was 14.5 degrees and rose to 23.2 degrees. By how many degrees did it rise?"
    assert ordered(Reading("sub", "story"), 14.5, 23.2, risen) == (1, 0)


@pytest.mark.parametrize("text, a, b, order", [
    # the words tell which number is taken from which: the sign follows, no larger-minus-smaller turn
    ("subtract 12 from 5", 5.0, 12.0, (0, 1)), ("take 30 away from 18", 18.0, 30.0, (0, 1)),
    ("how much is 3 less than 1?", 3.0, 1.0, (1, 0)), ("subtract 5 from 12", 5.0, 12.0, (1, 0)),
])
def test_a_difference_whose_order_the_words_tell_keeps_it(text, a, b, order):
    from occam.readings import Reading, ordered

    assert ordered(Reading("sub", "named"), a, b, text) == order


def test_more_taken_than_a_story_had_is_no_difference_turned_round():
    from occam.readings import Reading, ordered
    from occam.story_cues import StoryCue

    text = "I have 20 apples and give away 25. How many are left?"
    assert ordered(Reading("sub", "story", StoryCue("sub")), 20.0, 25.0, text) is None
    assert ordered(Reading("sub", "story", StoryCue("sub")), 25.0, 5.0, "I have 25 apples and give away 5. How many are "
                                                                        "left?") == (0, 1)


@pytest.mark.parametrize("text, amount, ways", [
    ("it's $186.40 split 4 ways", 186.40, 4),
    ("split $90 3 ways please", 90, 3),
    ("the bill is $120, split evenly 5 ways", 120, 5),
])
def test_an_amount_split_a_count_of_ways_is_divided_by_the_count(text, amount, ways):
    read = reading(text)
    assert read is not None and (read.op, read.by) == ("div", "named")
    assert ordered(read, amount, ways, text) == (0, 1) and ordered(read, ways, amount, text) == (1, 0)
