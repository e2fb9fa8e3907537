"""occam.questions: what a message asks, and what it tells around that."""
import math

import pytest

from occam.questions import asked, last_question, told, without_trailing


@pytest.mark.parametrize("text, question, ask", [
    ("Tom had 8.5 kg. He ate 2.25 kg. How much is left?", " How much is left?", " How much is left?"),
    ("What is 2.5 * 4? Thanks!", "What is 2.5 * 4?", "What is 2.5 * 4?"),  # a decimal point ends no sentence
    ("which is smaller: 0.7 or 0.65", None, "which is smaller: 0.7 or 0.65"),
    ("I had 75.00. I spent 28.60. how much do i have left", None, "how much do i have left"),
    ("Hi! What is 3 + 4? And 5 + 6?", " And 5 + 6?", " And 5 + 6?"),
    ("", None, ""),
    # no question mark, a last sentence of talk without a digit: the one sentence that writes an operation asks
    ("I'm knitting a blanket and need to know 18 times 24 stitches. also do you have a favourite yarn colour haha",
     None, "I'm knitting a blanket and need to know 18 times 24 stitches."),
    ("Real quick, 52,300 minus 18,875, thanks! Then I'm off to the gym.", None, "Real quick, 52,300 minus 18,875, thanks!"),
    # ... but not a last sentence that asks its own question, nor where two sentences write operations
    ("I need 14 times 3 boxes. what colour should they be", None, "what colour should they be"),
    ("Sure, 5 times 4 is a classic. tell me a joke about it", None, "tell me a joke about it"),
    ("So 5 plus 3 is 8. And 6 plus 2 is 8 too. nice", None, "nice"),
    # a question after a dash, the story before it in the same sentence; not after an operation named before it
    ("Lena weighed 71.3 kg in January and 66.8 kg in June \u2014 how much did she lose?",
     "Lena weighed 71.3 kg in January and 66.8 kg in June \u2014 how much did she lose?", "how much did she lose?"),
    ("13.5 divided by 0.75 \u2014 what's that?", "13.5 divided by 0.75 \u2014 what's that?",
     "13.5 divided by 0.75 \u2014 what's that?"),
    ("What is 5 \u2014 sorry, 6 \u2014 times 3?", "What is 5 \u2014 sorry, 6 \u2014 times 3?",
     "What is 5 \u2014 sorry, 6 \u2014 times 3?"),
])
def test_the_last_question_else_the_last_sentence_is_what_a_message_asks(text, question, ask):
    assert last_question(text) == question
    assert asked(text) == ask


def test_what_a_message_tells_is_the_rest():
    text = "How many bags? A bakery packs 312 muffins into bags of 6."
    assert asked(text) == "How many bags?"
    assert told(text).strip() == "A bakery packs 312 muffins into bags of 6."
    assert told("Just 5 + 3").strip() == ""


@pytest.mark.parametrize("text, wanted", [
    ("Good morning. My son asked me what 47 times 38 is and I honestly blanked. Could you tell me?",
     "My son asked me what 47 times 38 is and I honestly blanked."),
    ("Can you help? I'm tiling a floor and I need 3.6 multiplied by 4.25.", "I need 3.6 multiplied by 4.25."),
])
def test_a_bare_request_asks_the_one_sentence_that_writes_an_operation(text, wanted):
    assert wanted in asked(text) and "?" not in asked(text).split(".")[-1]


def test_a_bare_request_with_no_operation_told_stays_the_question():
    assert asked("I have 3 cats and 2 dogs. Could you tell me?").strip() == "Could you tell me?"


@pytest.mark.parametrize("text, question", [
    ("cos 40 degrees?? 😅", "cos 40 degrees??"), ("hey!! what is 3*4???", " what is 3*4???"),
    ("Tom had 5. He got 3 more!? How many now??", " How many now??"),
])
def test_a_question_ended_by_several_marks_is_one_question(text, question):
    from occam.questions import last_question

    assert last_question(text) == question


@pytest.mark.parametrize("text, question", [
    ("Dear Sir or Madam,\n\nPlease compute the quotient of 7,344 and 24.\n\nYours faithfully,\nMargaret",
     "Dear Sir or Madam,\n\nPlease compute the quotient of 7,344 and 24."),
    ("Kindly provide the sum of 1,845 and 2,367. Regards, D. Okafor", "Kindly provide the sum of 1,845 and 2,367."),
    ("What is 5+5? Thanks", "What is 5+5?"),
    ("Tell me about the Best 5 movies", "Tell me about the Best 5 movies"),  # "Best" inside a sentence signs nothing off
])
def test_a_letters_sign_off_is_no_request(text, question):
    assert asked(text) == question


@pytest.mark.parametrize("text, question", [
    ("bananas are $0.29 each and I need 14 for the smoothies, how much will that be", "how much will that be"),
    ("thermostat's at 72 and I want it at 66 tonight, how many degrees do I drop it", "how many degrees do I drop it"),
    ("250 g times 6, how many grams is that", "250 g times 6, how many grams is that"),  # the operation is the request
    ("I have 5 apples, what is 3 times 4", "I have 5 apples, what is 3 times 4"),  # the clause writes its numbers
])
def test_a_question_typed_without_a_mark_after_a_comma(text, question):
    assert asked(text) == question


@pytest.mark.parametrize("text, bare", [
    ("WHATS 2 TO THE 10TH \U0001f525\U0001f525", "WHATS 2 TO THE 10TH"),
    ("whats 7 times 8 pls :)", "whats 7 times 8"),
    ("what is 5+5? thanks!", "what is 5+5?"),
    ("what is 2+2", "what is 2+2"),
])
def test_what_trails_a_request_is_a_suffix_set_apart(text, bare):
    assert without_trailing(text) == bare and text.startswith(bare)


@pytest.mark.parametrize("text, question", [
    ("My hourly rate is 27.50 and I worked 38 hours this week, what did I make?", "what did I make?"),
    ("If 5 apples cost 2.40, what do 8 apples cost?", "If 5 apples cost 2.40, what do 8 apples cost?"),
    ("If she has 27 apples, how many does she have?", "If she has 27 apples, how many does she have?"),  # a condition
    ("What is 5 times 4, and what is it doubled?", "What is 5 times 4, and what is it doubled?"),  # named before it
])
def test_a_question_after_a_comma_that_ends_a_story(text, question):
    assert asked(text) == question


def test_an_emoji_before_the_question_ends_the_clause():
    # post hoc (conversations_fresh25): the whole message was the question, its numbers "in the question"
    from occam.questions import asked
    assert asked("We had 90 people sign up and then 12 more walked in 😅 how many people came?") == "how many people came?"
    assert asked("lol 😅 what is 7 times 8") == "lol 😅 what is 7 times 8"  # no number before it: the message is the ask
    from occam.plan_readers import first_plan
    assert first_plan("We had 90 people sign up and then 12 more showed up 😅 how many people came?")[1].value == 102


def test_a_question_run_on_after_the_story_is_the_question():
    # session 27 (conversations_fresh26): "... gained 348 this week how many do i have now" was one sentence, the story
    # in the question, and no reader read it
    from occam.plan_readers import first_plan
    text = "i had 1,250 followers and gained 348 this week how many do i have now 🎉"
    assert asked(text) == "how many do i have now 🎉"  # (what trails it is left to without_trailing)
    assert first_plan(text)[1].value == 1250 + 348
    # "how much" that the sentence itself asks or embeds is not run on
    assert asked("6 times eleven is how much") == "6 times eleven is how much"
    assert asked("Can you subtract 1,375 from 1,460 so I know how much extra I'm paying?").startswith("Can you subtract")
    assert asked("If I have 5 apples how many do I have?") == "If I have 5 apples how many do I have?"
    # "and" before the question joins a new question, not an embedding (session 28): "... and how many do i have now"
    assert asked("i had 640 coins and found 75 more and how many do i have now") == "how many do i have now"
    assert first_plan("i had 640 coins and found 75 more and how many do i have now")[1].value == 640 + 75
    assert asked("i wonder how many i have now after 12 and 5") == "i wonder how many i have now after 12 and 5"


def test_an_emoji_breaks_before_how_heavy_too():
    from occam.plan_readers import first_plan
    text = "my cat weighed 4.2 kg at her last checkup and the vet says she's put on 0.35 kg since 😬 how heavy is she now"
    assert asked(text) == "how heavy is she now"
    assert math.isclose(first_plan(text)[1].value, 4.55)
