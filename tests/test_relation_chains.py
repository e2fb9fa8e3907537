"""Two relations in a chain from one told side to the side asked (occam.relation_chains). Problems written here for
the tests; answers by Python's arithmetic."""
import pytest

from occam.plan_readers import first_plan
from occam.relation_chains import relation_chain


@pytest.mark.parametrize("text, expected", [
    ("Nell cycled 12 km. Omar cycled 4 km more than Nell, and Pia cycled 3 km less than Omar. How far did Pia cycle?",
     12 + 4 - 3),
    ("Rex ran 5 laps more than Sid. Sid ran 2 laps fewer than Tam. If Tam ran 11 laps, how many laps did Rex run?",
     11 - 2 + 5),
    ("The hare hopped 14 metres. The fox ran 22 metres farther than the hare, and the hound ran 6 metres less than the "
     "fox. How far did the hound run?", 14 + 22 - 6),
    ("Uma has 3 times as many shells as Vic, and Vic has 7 more shells than Wes. If Wes has 12 shells, how many shells "
     "does Uma have?", (12 + 7) * 3),
    # asked back along the chain: undone
    ("Nell cycled 20 km. Nell cycled 4 km more than Omar, and Omar cycled 3 km more than Pia. How far did Pia cycle?",
     20 - 4 - 3),
])
def test_two_relations_from_the_told_side_to_the_asked_one(text, expected):
    p = relation_chain(text)
    assert p is not None and p.value == pytest.approx(expected)
    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "Nell has 40 stamps. Omar has 6 more stamps than Pia. How many stamps does Pia have?",  # no chain to the told side
    "Nell has 40 stamps. Omar has 6 more stamps than Nell and Pia has 3 fewer than Omar. How many stamps do they have "
    "together?",  # a total asked
    "Nell cycled 12 km. Omar cycled 4 km more than Nell, and Pia cycled 3 km less than Omar. How far did Nell cycle?",
    "Nell cycled 12 km and 5 km. Omar cycled 4 km more than Nell, and Pia cycled 3 km less than Omar. How far did Pia "
    "cycle?",  # a fourth number
])
def test_no_chain_otherwise(text):
    assert relation_chain(text) is None
