"""The rest of a whole once a part is told (occam.complements). Problems written here for the tests (none from
an evaluation file); expected values computed with Python's arithmetic."""
import pytest

from occam.complements import complement, other_outcome
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    # the other half by name
    ("There are 245 pupils at Hillside School. 131 of them are girls. How many are boys?", 245 - 131),
    ("A ferry carried 86 passengers, and 54 of them were adults. How many children were on the ferry?", 86 - 54),
    ("A club has 40 members in all and 17 of them are women. What is the number of men in the club?", 40 - 17),
    # a place's seats or spaces, taken and free
    ("A cinema has 180 seats and 137 seats are taken. How many seats are empty?", 180 - 137),
    # "not" the part's words
    ("A crate holds 72 plates. 9 of them are chipped. How many plates are not chipped?", 72 - 9),
    # the rest, named by the story
    ("There were 48 guests at the party. 15 of them were dancing and the rest were eating. How many guests were "
     "eating?", 48 - 15),
])
def test_the_rest_of_a_whole_is_the_whole_less_the_part(text, expected):
    p = complement(text)
    assert p is not None and p.value == expected and p.asks == "step"
    assert first_plan(text) == ("complement", p)


@pytest.mark.parametrize("text", [
    "There are 30 students in the class. 12 of them are boys. How many wear glasses?",  # no other half
    "A box has 50 pens. 20 of them are red. How many are blue?",  # red is one colour of many
    "There are 30 students. 12 of them are boys. How many boys are there?",  # the part itself
    "A crate holds 72 plates. 9 of them are chipped. How many are chipped?",
    "There are 24 girls and 18 of them are older than 10. How many boys are there?",  # a relation, no part
    "There were 48 guests. 15 of them were dancing and the rest were eating. How many guests were dancing?",
    "There are 12 boys. 30 of them are girls. How many are not girls?",  # a part larger than the whole
    "How many of the 40 students are girls if 22 are boys?",  # the part told in the question
    "",
])
def test_anything_but_the_rest_asked_gets_no_complement(text):
    assert complement(text) is None


@pytest.mark.parametrize("text, expected", [
    ("Between them, Ana and Bea have 94 stickers. Ana has 57. How many does Bea have?", 94 - 57),
    ("Tom and Jerry have 80 marbles in total. Jerry has 35 marbles. How many marbles does Tom have?", 80 - 35),
    ("Together, Kim and Lee collected 156 shells. Lee collected 71. How many shells did Kim collect?", 156 - 71),
])
def test_a_whole_two_people_make_up_less_one_part_is_the_other(text, expected):
    from occam.complements import shared_whole
    p = shared_whole(text)
    assert p is not None and p.value == expected


@pytest.mark.parametrize("text", [
    "Tom and Jerry have 80 marbles in total. Jerry has 35 marbles. How many marbles does Jerry have?",  # told
    "Tom and Jerry have 80 marbles. Jerry has 35 marbles. How many marbles does Tom have?",  # no total said
    "Tom and Jerry have 80 marbles in total. Jerry has 35 more than Tom. How many marbles does Tom have?",
])
def test_no_shared_whole_otherwise(text):
    from occam.complements import shared_whole
    assert shared_whole(text) is None


@pytest.mark.parametrize("text, expected", [
    ("Our team played 31 games and won 23. How many did it lose?", 31 - 23),
    ("Our team won 23 of its 31 games. How many did it lose?", 31 - 23),
    ("Maya took 40 shots and made 28. How many did she miss?", 40 - 28),
    ("Of the 25 questions, Raj answered 19 correctly. How many did he get wrong?", 25 - 19),
    ("A class of 30 sat the test and 26 passed. How many failed?", 30 - 26),
    ("Kim hit 14 of 20 targets. How many did she miss?", 20 - 14),
    ("The club lost 9 of its 22 matches this season. How many did it win?", 22 - 9),
])
def test_the_other_outcome_of_the_tries_is_the_tries_less_the_one_told(text, expected):
    p = other_outcome(text)
    assert p is not None and p.value == expected
    found = first_plan(text)
    assert found is not None and found[1].value == expected


@pytest.mark.parametrize("text", [
    "The team won 12 games and lost 5. How many did they play?",  # both outcomes told: a sum, not this reader's
    "Ann won 12 games and Bo won 5. How many did Bo lose?",  # no tries told
    "Our team played 31 games, won 20 and drew 3. How many did it lose?",  # a draw: a third outcome
    "Our team played 31 games and won 23. How many did it win?",  # told, nothing to compute
    "Maya took 40 shots and made 28 more than Leo. How many did she miss?",  # a relation
])
def test_no_other_outcome_otherwise(text):
    assert other_outcome(text) is None


@pytest.mark.parametrize("text, expected", [
    ("A lamp and a rug cost $96 together. The rug costs $58. How much is the lamp?", 96 - 58),
    ("Together, a pen and a notebook cost $6.40. The pen costs $1.75. What does the notebook cost?", 6.40 - 1.75),
    ("A box and a vase weigh 4.2 kg in total. The vase weighs 1.6 kg. How much does the box weigh?", 4.2 - 1.6),
])
def test_two_things_total_and_one_told_leave_the_other(text, expected):
    from occam.complements import priced_pair

    assert priced_pair(text).value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "A lamp and a rug cost $96 together. The rug costs $58. How much is the rug?",  # the told one asked
    "A lamp and a rug cost $96 together. The rug costs $10 more than the lamp. How much is the lamp?",  # a relation
    "A lamp and a rug cost $96. The rug costs $58. How much is the lamp?",  # no word that the 96 is both together
])
def test_no_other_part_where_the_told_one_or_a_relation_is_asked(text):
    from occam.complements import priced_pair

    assert priced_pair(text) is None


@pytest.mark.parametrize("text, expected", [
    ("A train has 240 seats and 187 are booked. How many seats are still open?", 240 - 187),
    ("The car park holds 150 cars and 96 spaces are taken. How many spaces are available?", 150 - 96),
])
def test_places_open_or_available_are_the_rest_of_those_taken(text, expected):
    from occam.plan_readers import first_plan

    assert first_plan(text)[1].value == pytest.approx(expected)
