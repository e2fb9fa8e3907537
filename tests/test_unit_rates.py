"""The unknown price of each thing, or the unknown count, solved from a total or what was left
(occam.unit_rates). Stories written here for the tests; expected values are Python's arithmetic."""
import pytest

from occam.unit_rates import unit_rate


@pytest.mark.parametrize("text, expected", [
    # a start, what was left, the count bought: each = (start - left) / count
    ("Tariq had 70 dollars. After buying 4 mugs that each cost the same, he had 22 dollars left. How much did "
     "each mug cost?", (70 - 22) / 4),
    # a total, one other thing, the count: each = (total - other) / count
    ("The total cost of 6 chairs and a table was $390. The table cost $120. How much did each chair cost?",
     (390 - 120) / 6),
    ("Ines bought 3 scarves at the same price and a hat for $14. She paid $59 in total. How much did each scarf "
     "cost?", (59 - 14) / 3),
    # a rate per thing, a start and what was left: the count
    ("Noor had 95 beads. She used 7 beads for each keyring and had 11 beads left. How many keyrings did she make?",
     (95 - 11) / 7),
    # a monthly fee, a rate per unit and the bill: the count
    ("A gym charges $30 a month plus $4 for each class. Last month the bill was $58. How many classes did Eva "
     "take?", (58 - 30) / 4),
    # saved the same each week, then spent, then left: each = (left + spent) / weeks
    ("Omar saved the same amount each week for 6 weeks. He then spent 25 dollars and had 47 dollars left. How "
     "much did he save each week?", (47 + 25) / 6),
])
def test_the_one_equation_is_solved_for_the_unknown(text, expected):
    p = unit_rate(text)
    assert p is not None and p.asks == "unknown"
    assert p.value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # the total is of the things alone ("paid $84 for 6 tickets"), a share, a count that is no whole number
    "How much did each ticket cost if Anouk paid $84 for 6 tickets and $12 for parking?",
    "Three friends split a bill of $60 and a tip of $9 equally. How much did each pay?",
    "Noor had 95 beads. She used 8 beads for each keyring and had 11 beads left. How many keyrings did she make?",
    # no price of each asked
    "Tariq had 70 dollars. He bought 4 mugs and had 22 dollars left. How much did he spend?",
])
def test_no_equation_it_can_solve_gets_none(text):
    assert unit_rate(text) is None


@pytest.mark.parametrize("text, answer", [
    ("A plumber charges a flat fee of $40 plus $30 per hour. If a bill comes to $145, how many hours did the job "
     "take?", (145 - 40) / 30),  # hours need not be whole
    ("Kemi saves $12 a week and already has $30. How many weeks will it take her to have $150?", (150 - 30) / 12),
    ("A tank contains 600 litres of water and drains at 15 litres per minute. After how many minutes will 150 litres "
     "remain?", (600 - 150) / 15),
    ("Erasers cost $0.45 each. Ola paid with $5.00 and got $1.40 in change. How many erasers did she buy?",
     (5 - 1.4) / 0.45),
    ("Ken bought 4 identical cups and paid with a $20 bill. He received $4.40 in change. How much did each cup cost?",
     (20 - 4.4) / 4),
])
def test_the_result_may_be_told_in_the_question_or_as_change(text, answer):
    p = unit_rate(text)
    assert p is not None and p.value == pytest.approx(answer)


@pytest.mark.parametrize("text", [
    "Kemi saves $12 a week and already has $30. How many weeks will it take her to have $155?",  # 10.4: not whole
    "Kemi saves $12 a week and has $30. How much will she have in 5 weeks?",  # no unknown count
    "A tank contains 600 litres and drains at 15 litres per minute. What is 150 times 2?",  # the question's own sum
])
def test_no_equation_where_the_question_asks_otherwise(text):
    assert unit_rate(text) is None
