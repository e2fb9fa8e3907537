"""The total of two quantities told of two periods and asked together (occam.period_totals). Problems written here
for the tests; answers by Python's arithmetic."""
import pytest

from occam.period_totals import period_total
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected, apart", [
    ("Ana read 45 pages on Monday and 38 pages on Tuesday. Her novel has 412 pages. How many pages did she read over "
     "the two days?", 45 + 38, ["412"]),
    ("A kiosk sold 312 ice creams in July and 287 in August. How many ice creams did it sell in those two months?",
     312 + 287, []),
    ("Ravi scored 21 points in the first game and 17 points in the second game. His sister scored 30 points in the "
     "second game. How many points did Ravi score in both games?", 21 + 17, ["30"]),
    ("A ferry carried 1,204 passengers on its first crossing and 986 on its second. It also carried 65 cars on the "
     "second crossing. How many passengers did it carry on the two crossings?", 1204 + 986, ["65"]),
    ("The team raised $420.50 on Saturday and $310.25 on Sunday. They sold 12 raffle tickets too. How much money did "
     "they raise over the two days?", 420.50 + 310.25, ["12"]),
    # the whole two parts make: a game of two halves, a day of a morning and an afternoon
    ("Priti scored 14 points in the first half and 19 points in the second half. Her team won by 6 points. How many "
     "points did Priti score in the game?", 14 + 19, ["6"]),
    ("A climber went up 520 metres in the morning and another 310 metres after lunch. The peak is 1800 metres high. How "
     "many metres did she climb that day?", 520 + 310, ["1800"]),
])
def test_the_two_periods_asked_are_added_the_rest_set_apart(text, expected, apart):
    p = period_total(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert sorted(p.numbers[i].text for i in p.apart) == sorted(apart)
    assert all(text[n.start:n.end] == n.text for n in p.numbers)
    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # a difference, a rest or a rate asked
    "Ana read 45 pages on Monday and 38 pages on Tuesday. How many more pages did she read on Monday?",
    "Ana read 45 pages on Monday and 38 pages on Tuesday. Her novel has 412 pages. How many pages are left to read "
    "after the two days?",
    # three periods asked, or no periods named
    "Ana read 45 pages on Monday, 38 on Tuesday and 20 on Wednesday. How many pages did she read over the three days?",
    "Ana read 45 pages and 38 pages. How many pages did she read over the two days?",
    # two things, or another thing asked
    "A kiosk sold 312 ice creams in July and 287 lollies in August. How many ice creams did it sell in those two "
    "months?",
    "A kiosk sold 312 ice creams in July and 287 in August. How many staff worked in those two months?",
    # another side's share asked ("his teammates"), a number of the same thing told of it
    "Tom scored 12 points in the first game and 9 in the second game. His team scored 30 points in both games. How "
    "many points did his teammates score over the two games?",
    # a relation told between the two
    "Ravi scored 21 points in the first game and twice as many in the second game. How many points in both games?",
])
def test_no_period_total_otherwise(text):
    assert period_total(text) is None


@pytest.mark.parametrize("text, expected, implied", [
    ("Bo collected 34 shells on Monday. He collected 12 more shells on Tuesday than on Monday. How many shells did he "
     "collect in the two days?", 34 + (34 + 12), []),
    ("Ida drove 120.5 miles on Friday and 1.5 times as far on Saturday. How many miles did she drive on the two days "
     "together?", 120.5 + 120.5 * 1.5, []),
    ("Eli ran 6.5 km on Monday, and on Thursday he ran twice that distance. How many km did he run on the two days?",
     6.5 + 6.5 * 2, ["twice"]),
    ("Una read 48 pages on Sunday and half that many on Monday. How many pages did she read on the two days?",
     48 + 48 / 2, ["half"]),
    ("Lena ran 3.4 km on Monday. On Tuesday she ran twice as far. How far did she run over the two days?",
     3.4 + 3.4 * 2, ["twice"]),  # "How far" asks the total distance
])
def test_the_second_period_told_by_a_relation_to_the_first(text, expected, implied):
    from occam.period_totals import period_relation
    p = period_relation(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert [p.numbers[i].text for i in sorted(p.implied)] == implied
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "Bo collected 34 shells on Monday. He collected 12 more shells on Tuesday than on Monday. How many shells did he "
    "collect on Tuesday?",  # one period asked (one_step's)
    "Bo collected 34 shells on Monday and gave away 12 on Tuesday. How many shells did he collect in the two days?",
    "Bo collected 34 shells. He collected 12 more shells than Al. How many shells did they collect in the two days?",
])
def test_no_period_relation_otherwise(text):
    from occam.period_totals import period_relation
    assert period_relation(text) is None


def test_three_periods_are_no_pair():
    # a third amount of the same thing between the pair's two: a list of three periods, not a pair and a distractor
    from occam.period_totals import period_total
    assert period_total("A hiker walked 12 kilometers before lunch, 8 kilometers after lunch, and 5 kilometers in the "
                        "evening. How many kilometers did she walk that day?") is None
