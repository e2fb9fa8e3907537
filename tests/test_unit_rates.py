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
