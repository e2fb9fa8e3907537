"""The one operation a question names over its two numbers (occam.named_steps). Questions written here; answers
Python's arithmetic."""
import pytest

from occam.named_steps import named_step
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("What is the difference between 90210.5 and 12345.25?", 90210.5 - 12345.25),
    ("Earl Grey is cute! Now, what's 6.25 times 16?", 6.25 * 16),
    ("I was wondering if you could kindly tell me what 1345 plus 2780 comes to? Thank you!", 1345 + 2780),
    ("What is 12 divided by 4?", 3),
    ("How many times does 12 go into 96?", 8),
    ("Subtract 8 from 50", 42),
    ("What is 3 less than 20?", 17),
    ("Find the difference of 73 and 128", 55),
    ("What do I get if I take nineteen away from 200?", 181),
    ("what would i have if i took 12.5 away from 60", 60 - 12.5),  # "took", and "what would i have" asks an amount
    ("Take 12,040 and subtract 3,875 from it.", 12040 - 3875),
    ("how much is 412 km less 187.5 km", 412 - 187.5),
    ("How much heavier is a 34.2 kg suitcase than a 23 kg one?", 34.2 - 23),
    ("What's seven and a half times 12?", 7.5 * 12),  # "seven and a half" is one number (occam.numbers)
    ("7 into 91?", 91 / 7),  # session 22: how many times the first goes into the second
    ("whats 12 into 144", 12),
    ("what number is 15 short of 240", 240 - 15),
    ("whats 3 shy of 100", 97),
    ("Dear Sir or Madam,\n\nI would be most grateful if you could kindly compute the quotient of 7,344 and 24.\n\n"
     "Yours faithfully,\nMargaret", 7344 / 24),  # the letter's request, its sign-off set apart
    ("To whom it may concern: kindly provide the sum of 1,845 and 2,367. Regards, D. Okafor", 1845 + 2367),
    ("what's 45 times 12 pls \U0001f64f", 540),  # what trails the request asks nothing
    ("What's a hundred divided by eight?", 12.5),  # a divisor written in words; "a hundred" an operand
    ("Divide eighty-one by nine.", 9),
    ("half a million minus eighty-two thousand = ?", 418000),
    ("how many 25s fit into 675?", 27), ("How many 12's go into 144?", 12),  # post hoc (conversations_fresh22)
    ("seventy-one plus a hundred and four?", 175),  # "a hundred and four" is 104 (the words read "four" alone)
    ("wats 12 x 15 4 me", 180), ("can u work out 36 x 4 4 me", 144),  # text-speak: "4 me" is "for me", no number
])
def test_the_named_step(text, answer):
    p = named_step(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert first_plan(text)[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text", [
    "Six minus seven =?",  # negative: the decoders' and the checks' to write, not a plan's
    "What is 5 minus 8?",
    "What is 3 less than 2?",
    "What is the difference between Python 2.7 and 3.12?",  # names, not numbers
    "What is the difference between iPhone 14 and 15?",
    "What's the difference between 5G and 4G LTE?",
    "What does 3 times 4 mean in the bible?",
    "What's seven and a bit times 12?",  # a number read in part
    "Take 17, double it, and add 5.",  # a number the words imply
    "Can you explain how to work out 15 times 12 by hand?",
    "I ran 5 km on Monday. What is 3 times 4?",  # a story's number beside the question
    "What is the sum of 2 and 3 and 4?",
    "How much longer is a 5G signal than a 4G one?",
    "How much heavier is a 23 kg suitcase than a 34.2 kg one?",  # the lighter one: no "how much heavier"
    "Is -7 less than -5?", "Is 45 times 3 equal to 135?",  # session 20: a yes or a no ("-2 - -3" was planned)
    "240 short of 15?",  # negative
])
def test_no_named_step_where_the_words_do_not_settle_it(text):
    assert named_step(text) is None


@pytest.mark.parametrize("text, answer", [
    ("Take 2.08 from 15.", 15 - 2.08),  # "take" is a request of its own, though no question is written
    ("Take four hundred and nine away from one thousand.", 1000 - 409),
])
def test_take_from_is_a_subtraction_in_the_order_written(text, answer):
    found = first_plan(text)
    assert found is not None and found[0] == "named_step" and found[1].value == pytest.approx(answer, rel=1e-12)


def test_a_number_glued_to_letters_is_a_code():
    assert named_step("My password is abc123 plus 45.") is None
    assert named_step("What is 123 plus 45?").value == 168


@pytest.mark.parametrize("text, answer", [("Split $240 between 6 people", 40), ("Can you split 150 between 4 of us?", 37.5)])
def test_an_amount_split_between_a_count_is_a_division_by_the_count(text, answer):
    found = first_plan(text)
    assert found is not None and found[0] == "named_step" and found[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text, answer", [
    ("nice. now 6,000 over 48", 125), ("what's 3.5 over 7?", 0.5), ("how much is 918 over 27", 34),
])
def test_a_number_over_a_number_is_a_division_by_the_second(text, answer):
    found = first_plan(text)
    assert found is not None and found[0] == "named_step" and found[1].value == pytest.approx(answer, rel=1e-12)


@pytest.mark.parametrize("text", ["I ran 3 over 2 hours, is that good?", "Tell me a story of 3 over 4",
                                  "We drove 300 over 5 days."])
def test_over_before_a_unit_or_in_a_story_request_is_no_division(text):
    assert named_step(text) is None


@pytest.mark.parametrize("text, answer, guess", [
    ("Howdy — what's 1.2 divided by 0.04? My head says 3 but that feels wrong haha", 30, 3),
    ("what is 45 times 12? I got 540", 540, 540),
])
def test_a_guess_after_the_question_is_set_apart(text, answer, guess):
    plan = named_step(text)
    assert plan is not None and plan.value == pytest.approx(answer)
    assert [plan.numbers[i].value for i in plan.apart] == [guess]


def test_a_second_expression_after_the_question_is_no_guess():
    assert named_step("what is 45 times 12? My friend says 45 times 3") is None


def test_where_that_leaves_me_asks_the_result():
    text = "if i stack 64 more onto 2,310 where does that leave me"
    found = named_step(text)
    assert found is not None and found.value == 64 + 2310


def test_a_number_asked_with_its_result_told_is_no_step():
    assert named_step("What number plus 8 is 31?") is None
    assert first_plan("What number plus 8 is 31?")[1].value == 31 - 8
