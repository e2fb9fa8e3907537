"""occam.chat_words: a chat message read as a book writes it, its numbers kept at their places."""
import pytest

from occam.chat_words import as_written, read_as_written
from occam.numbers import find_numbers
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, written", [
    ("buying 4 notebooks at 3.25 each plus a pen for 1.80, whats the total",
     "Buying 4 notebooks at 3.25 each and a pen for 1.80. What is the total?"),
    ("baked 5 trays of 12 cookies and ate 7 lol. how many now",
     "Baked 5 trays of 12 cookies and ate 7. How many are there now?"),
    ("i had 40 stickers 😅 and gave away 15, how many left",
     "I had 40 stickers and gave away 15. How many are left?"),
])
def test_a_chat_message_is_rewritten_as_a_book_writes_it(text, written):
    new, pieces = as_written(text)
    assert new == written
    # every number is copied whole: the same numbers, in the same order, each inside one copied piece
    assert [n.text for n in find_numbers(new)] == [n.text for n in find_numbers(text)]
    for n in find_numbers(new):
        piece = next(p for p in pieces if p[0] <= n.start and n.end <= p[0] + p[2])
        assert text[n.start + piece[1] - piece[0]:n.end + piece[1] - piece[0]] == n.text


def test_a_rewrite_of_a_rewrite_changes_nothing():
    new, _ = as_written("baked 5 trays of 12 cookies and ate 7 lol. how many now")
    assert as_written(new)[0] == new
    assert read_as_written(lambda t: None, new) is None


def test_plus_between_two_numbers_is_kept():
    assert as_written("what is 4 plus 5?")[0] == "What is 4 plus 5?"


@pytest.mark.parametrize("text, expected", [
    ("buying 4 notebooks at 3.25 each plus a pen for 1.80, whats the total", 4 * 3.25 + 1.80),
    ("baked 5 trays of 12 cookies and ate 7 lol. how many now", 5 * 12 - 7),
])
def test_the_readers_answer_the_rewrite_over_the_messages_own_numbers(text, expected):
    name, p = first_plan(text)
    assert name == "chat_plan" and p.value == pytest.approx(expected)
    assert all(text[n.start:n.end] == n.text for n in p.numbers)


@pytest.mark.parametrize("text", [
    "lol i was born in 1994 and my brother in 1997 😅",  # nothing asked
    "whats the best way to learn 2 languages at once",  # no amount asked
])
def test_a_rewrite_asks_no_more_than_the_message(text):
    assert first_plan(text) is None


@pytest.mark.parametrize("text, written, expected", [
    # the question says again the rate its story told
    ("A pack of 12 granola bars costs $9. How much would 20 granola bars cost at the same price per bar?",
     "A pack of 12 granola bars costs $9. How much would 20 granola bars cost?", 9 / 12 * 20),
    ("A sack of 40 marbles costs $6. How much would 15 of those marbles cost at the same price each?",
     "A sack of 40 marbles costs $6. How much would 15 marbles cost?", 6 / 40 * 15),
])
def test_a_question_that_restates_the_rate_is_read_without_it(text, written, expected):
    assert as_written(text)[0] == written
    assert first_plan(text)[1].value == pytest.approx(expected)


def test_of_these_in_the_story_is_kept():
    # only the question's "of those" is a restatement; the story's tells which things are counted
    new, _ = as_written("A lamp costs $30. Kim buys 3 of these lamps. How much does she pay?")
    assert "3 of these lamps" in new


@pytest.mark.parametrize("text, written", [
    # a message of money with no currency: its bare amounts marked as a book marks them
    ("lunch was 11.75 and the drink 2.50, what did i pay", "Lunch was $11.75 and the drink $2.50. What did I pay?"),
    ("salary is 3,100 and rent takes 1,250. whats left", "Salary is $3,100 and rent takes $1,250. What is left?"),
    # a count, a year, a percent and a message that names its currency are left as they are
    ("paid 40 for 3 shirts in 2024", "Paid $40 for 3 shirts in 2024"),
    ("the bill was 80 dollars and we tip 15%", "The bill was 80 dollars and we tip 15%"),
    # a count with its thing left out is no amount: only cents or a number after a word of price
    ("a cone costs 3.10, i buy 2 and my sister buys 1. what do we pay", "A cone costs $3.10, I buy 2 and my sister buys 1. What do we pay?"),
])
def test_bare_amounts_of_money_are_marked(text, written):
    assert as_written(text)[0] == written


def test_no_money_words_no_marks():
    assert "$" not in as_written("ran 5.2 miles and then 3.1 more, whats my total")[0]


def test_how_many_things_now_gets_its_verb():
    assert as_written("we had 40 cups and broke 6, how many cups now")[0] == "We had 40 cups and broke 6. How many cups are there now?"
