"""No reader of the words plans a message that asks for no calculation (written here for the tests): the plans
write at the reply's start, some below the switch's threshold, so each must say None where nothing is asked."""
import pytest

from occam.plan_readers import READERS, first_plan

NOTHING_ASKED = [
    "What year did the Berlin Wall fall? I think it was 1989 or 1991.",
    "My flight leaves at 14:35 from gate 22 and lands at 18:10. Any tips for the airport?",
    "I was born on 12 March 1994 and my sister on 3 July 1997. Who is older?",
    "Which is bigger, 9.11 or 9.9?",
    "Count down from 20 to 11 for me.",
    "Repeat after me: 4417, 2093, 8812.",
    "My order number is 77-3021-554 and the tracking code is 1Z88A0. Where is my parcel?",
    "Python 3.12 or 3.11 for a new project with 2 developers?",
    "We scored 3 goals and they scored 2. Was it a good match?",
    "Tell me a story about 3 dragons who guard 40 caves and 7 castles.",
    "Sort these numbers: 42, 17, 99, 3, 58.",
    "The recipe says 200 g of flour, 2 eggs and 150 ml of milk. Can I use oat milk?",
    "My room is 214 and my friend's is 216. Are they next to each other usually?",
    "I have 2 cats and 1 dog. What names would you suggest for a new kitten?",
    "What happened in 1066 and in 1215 in England?",
    "The thermostat says 21.5 degrees and it feels like 19. Why?",
    "I ran 5 km yesterday and 8 km today. Any stretching tips?",
    "Rate my essay: I got 78 last time and 85 this time. What should I work on?",
    "Is 17 a prime number? And 21?",
    "I'm 34 and my partner is 36. What are good hobbies to share?",
    "Call me at 555-0142 or 555-0199 after 6 pm.",
    "Version 2.4.1 broke the build that worked on 2.3.9. What changed?",
    "HTTP 404 and 500 errors keep showing on my site. What do they mean?",
    "Our team has 11 players and 4 substitutes. Who should be captain?",
    # counts that words imply, profits and deep expressions (session 10) in messages that ask no calculation
    "My friend and her 2 sisters are visiting for a week. Any tips for things to do?",
    "The ferry costs €6.45 each way. Is a return ticket usually cheaper?",
    "I sold 20 cupcakes at $2 each and spent $15 on ingredients. Was it worth it?",
    "I walk 3 km every day. Is that enough exercise for a week?",
    "Sam and his 3 friends are going camping for a week. What should they pack?",
    "I save $14 a week and have $38. Which bank has the best savings rate?",
    "Write a poem about 2 dozen roses and a round trip to Paris.",
    "My rent is $1,250 a month. Is that a lot for a year-long lease?",
]


@pytest.mark.parametrize("text", NOTHING_ASKED)
def test_no_reader_plans_a_message_that_asks_no_calculation(text):
    assert [r.__name__ for r in READERS if r(text) is not None] == []


# a story with numbers and a how-to, what-to-do or which question: the readers' list asks no reader of a story
NO_AMOUNT_ASKED = [
    "I sold 12 cupcakes and baked 30. How do I price them?",
    "Out of 10 apples, 4 were rotten. What should I bake with the rest?",
    "There are 28 kids and 12 of them are girls. Which games suit a mixed group?",
    "We had 30 guests and 10 left early. How can I make the next party better?",
]


@pytest.mark.parametrize("text", NOTHING_ASKED + NO_AMOUNT_ASKED)
def test_the_readers_list_plans_no_question_that_asks_no_amount(text):
    assert first_plan(text) is None
