"""Numbers that words imply (occam.implied_numbers): where the words are, what they cover, and the story readers'
plans with them. Problems written here for the tests (none from an evaluation file); expected values computed
with Python's arithmetic."""
import pytest

from occam.implied_numbers import covers_unwritten, implied_numbers, read_implied, rewritten
from occam.number_puzzles import puzzle
from occam.one_step import one_step
from occam.plan_readers import first_plan
from occam.story_plans import plan


def test_each_word_is_a_number_at_its_place():
    text = "Twice a number is 18, half the number is 4.5 and a dozen is twelve."
    found = implied_numbers(text)
    assert [(n.text, n.value, role) for n, role in found] == [
        ("Twice", 2.0, "times"), ("half", 2.0, "half"), ("dozen", 12.0, "dozen")]
    assert all(text[n.start:n.end] == n.text for n, _ in found)
    assert implied_numbers("A double-decker bus and a half-price ticket.") == []  # compounds are no numbers


def test_a_plan_covers_the_unwritten_words_only_with_every_one_read():
    text = "Twice a number plus a dozen is 40. What is the number?"
    words = [n for n, _ in implied_numbers(text)]
    assert covers_unwritten(text, words)
    assert not covers_unwritten(text, words[:1])  # "a dozen" left unread
    assert not covers_unwritten("Twice a number is 30% of 80. What is the number?", words[:1])  # a percentage
    assert covers_unwritten("A number plus 5 is 9.", [])  # nothing unwritten


@pytest.mark.parametrize("text, expected", [
    ("Twice a number minus 15 is 41. What is the number?", (41 + 15) / 2),
    ("Seven more than twice a number is 29. What is the number?", (29 - 7) / 2),
    ("Half of a number plus 11 is 20. Find the number.", (20 - 11) * 2),
    ("Double a number, then add 6, and you get 40. What is the number?", (40 - 6) / 2),
    ("Three times a number is 27. What is half the number?", 27 / 3 / 2),
    # a word after what it changes: "doubled", "tripled", "halved"
    ("A number is doubled and then 5 is added to get 17. What is the number?", (17 - 5) / 2),
    ("A number increased by 4 and then tripled gives 45. What is the number?", 45 / 3 - 4),
    ("A number is halved and then 7 is added, giving 19. What is the number?", (19 - 7) * 2),
    ("The difference between 6 times a number and 10 is 44. What is the number?", (44 + 10) / 6),
])
def test_a_puzzle_reads_the_number_its_word_implies(text, expected):
    p = puzzle(text)
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)
    assert all(p.numbers[i].text.lower() in ("twice", "half", "double", "doubled", "tripled", "halved")
               for i in p.implied)
    assert all(text[n.start:n.end] == n.text for n in p.numbers)


@pytest.mark.parametrize("text", [
    "Twice a number plus a dozen is 40. What is the number?",  # "a dozen": no operation the puzzle places
    "A number is doubled and then trebled to get 18. What is the number?",  # "trebled": no word it reads
    "Twice a number is the same as the number plus 8. What is the number?",  # the unknown twice
])
def test_a_puzzle_with_an_unread_word_gets_no_plan(text):
    assert puzzle(text) is None


def test_rewriting_keeps_every_other_character_in_place():
    text = "Lu bought 3 dozen eggs and a dozen rolls, and twice as many cups as plates."
    new, spans = rewritten(text)
    assert new == "Lu bought 3 dozs of 12 eggs and 12 rolls, and 2 times as many cups as plates."
    assert [s[4].text for s in spans] == ["dozen", "dozen", "twice"]
    assert all(text[s[0]:s[1]].endswith(s[4].text) for s in spans)


@pytest.mark.parametrize("text, reader, expected, word", [
    ("Rhea bought 2 dozen eggs and cracked 7 of them. How many eggs are left?", plan, 2 * 12 - 7, "dozen"),
    ("A dozen muffins cost 9.00 dollars. How much do 5 muffins cost at the same price?", plan, 9.00 / 12 * 5,
     "dozen"),
    ("Omar had a dozen apples. He ate 4 of them. How many apples are left?", one_step, 12 - 4, "dozen"),
    # a bare count after a taking verb counts the eggs, not the dozens
    ("Zoe bought 4 dozen eggs. She used 15. How many eggs are left?", plan, 4 * 12 - 15, "dozen"),
])
def test_a_story_reader_reads_a_word_s_number_at_the_word(text, reader, expected, word):
    assert reader(text) is None  # without the word's number no plan
    p = read_implied(reader, text)
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)
    assert [p.numbers[i].text for i in p.implied] == [word]
    assert all(text[n.start:n.end] == n.text for n in p.numbers)
    first = first_plan(text)[1]  # the readers' list asks it last (by one_step's or the story reader's words)
    assert (first.tree, first.numbers, first.implied) == (p.tree, p.numbers, p.implied)


@pytest.mark.parametrize("text", [
    "We meet twice a week at 7 pm in room 12.",  # prose with numbers: no question
    "How many eggs are in a dozen?",  # a fact, one number the word implies and nothing to compute
    "Ana has 5 boxes of 12 pens. She gave 2 of them away. How many pens are left?",  # boxes or pens?
    "twice " * 5000 + "as many",  # huge input
])
def test_prose_facts_and_unread_stories_get_no_implied_plan(text):
    assert first_plan(text) is None



# ---------------------------------------------------------------- a larger unit asked in the smaller
from occam.implied_numbers import conversion  # noqa: E402


@pytest.mark.parametrize("text, expected, word", [
    ("How many minutes are in 4.5 hours?", 4.5 * 60, "hours"),
    ("Convert 3.2 km to metres", 3.2 * 1000, "km"),
    ("What is 2.25 kg in grams?", 2.25 * 1000, "kg"),
    ("how many days in 6 weeks", 6 * 7, "weeks"),
    # factors exact by definition, and "how many ... is N ..."
    ("What is 3 miles in km?", 3 * 1.609344, "miles"),
    ("how many centimetres is 3.2 feet", 3.2 * 30.48, "feet"),
    # hours in seconds, days in hours or minutes
    ("How many seconds are there in 2.5 hours?", 2.5 * 3600, "hours"),
    ("How many hours are in 3 days?", 3 * 24, "days"),
    ("How many minutes are there in 2.5 days?", 2.5 * 1440, "days"),
    ("How many seconds are there in 3 days?", 3 * 86400, "days"),
])
def test_a_count_of_a_larger_unit_asked_in_the_smaller_is_times_the_unit_s_factor(text, expected, word):
    p = conversion(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert [p.numbers[i].text for i in p.implied] == [word]


@pytest.mark.parametrize("text, expected, word", [
    # session 20: the smaller unit asked in the larger, a quotient by the larger unit's factor at its word
    ("Convert 96 inches to feet", 96 / 12, "feet"),
    ("How many hours is 210 minutes?", 210 / 60, "hours"),
    ("How many kg are in 3750 grams?", 3.75, "kg"),
    ("what is 45 seconds in minutes", 0.75, "minutes"),
])
def test_a_count_of_a_smaller_unit_asked_in_the_larger_is_over_the_unit_s_factor(text, expected, word):
    p = conversion(text)
    assert p is not None and p.value == pytest.approx(expected) and p.tree[0] == "div"
    assert [p.numbers[i].text for i in p.implied] == [word]


@pytest.mark.parametrize("text, expected", [
    # a story with a larger unit, asked in the smaller: the story reader with the unit's factor at its word
    ("Nia swam for 35 minutes and then cycled for 1.5 hours. For how many minutes did she exercise in all?",
     35 + 1.5 * 60),
    ("A plank is 3.2 m long. Eli saws off 45 cm. How long is the rest in cm?", 3.2 * 100 - 45),
])
def test_a_story_s_larger_unit_is_read_in_the_smaller_the_question_asks_for(text, expected):
    name, p = first_plan(text)
    assert name == "implied_plan" and p.value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "What is 3 miles in metres?",  # not in the table
    "How many minutes are in 2 hours and 3 days?",  # two numbers
    "My run took 2 hours. Was that fast?",
])
def test_no_conversion_outside_the_table_or_the_question(text):
    assert conversion(text) is None


def test_days_beside_a_smaller_unit_count_occasions_not_time():
    # "3 days in a row" counts viewings: not 3 * 1440 minutes (4,440 was read before days were left out here)
    found = first_plan("A movie is 2 hours long. Tom watched it 3 days in a row. How many minutes did he watch?")
    assert found is None or found[1].value == 2 * 60 * 3


@pytest.mark.parametrize("text, expected", [
    ("How many eggs are in 15 dozen?", 15 * 12),
    ("how many roses is 4 dozen?", 4 * 12),
])
def test_a_count_of_dozens_asked_as_the_thing_it_counts(text, expected):
    from occam.plan_readers import first_plan

    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx(expected)


def test_dozens_whose_thing_is_not_asked_get_no_plan():
    from occam.plan_readers import first_plan

    assert first_plan("How many are in 15 dozen?") is None


@pytest.mark.parametrize("text, answer", [
    ("A farmer had 150 eggs. He sold 6 dozen. How many eggs does he have left?", 150 - 6 * 12),
    ("Mia bought 3 dozen. How many eggs did she buy?", 3 * 12),
])
def test_dozens_told_bare_count_the_thing_the_question_asks(text, answer):
    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx(answer)
    dozen = next(found[1].numbers[i] for i in found[1].implied)
    assert text[dozen.start:dozen.end] == "dozen"


def test_dozens_told_bare_without_a_thing_asked_are_not_rewritten():
    assert rewritten("He sold 6 dozen. What did he earn?") == ("He sold 6 dozen. What did he earn?", [])
