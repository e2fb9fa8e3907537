"""Amounts pooled, then shared equally (occam.pooled_shares). Problems written here for the tests (none from an
evaluation file); expected values with Python's arithmetic."""
import pytest

from occam.plan_readers import first_plan
from occam.pooled_shares import pooled_share


@pytest.mark.parametrize("text, expected, implied", [
    # two amounts of one kind, the sharers counted
    ("Five friends ordered food for $43.75 and left a $6.50 tip. They split the whole amount equally. How much did "
     "each person pay?", (43.75 + 6.50) / 5, []),
    ("A bag of 2.4 kg of rice and 1.6 kg of beans were packed equally into 5 boxes. How many kg are in each box?",
     (2.4 + 1.6) / 5, []),
    # a count of givers, each giving one amount, then parts
    ("Three friends each brought 2.5 liters of lemonade. They poured all of it equally into 4 pitchers. How many "
     "liters went into each pitcher?", 3 * 2.5 / 4, []),
    ("Each of 5 volunteers collected 3.6 kilograms of litter. The litter was split evenly into 8 bins. How many "
     "kilograms were in each bin?", 5 * 3.6 / 8, []),
    # the sharer counts himself: one more than the number, an input at the words that say it
    ("Kenji had $15.60. His grandmother gave him $9.20 more. He shared all of his money equally between himself and "
     "his 3 friends. How much did each person get?", (15.60 + 9.20) / 4, ["himself and his"]),
    ("Julia and her 2 sisters ordered a pizza for $17.85 and a salad for $6.30, and they split the cost equally. How "
     "much does each girl pay?", (17.85 + 6.30) / 3, ["Julia and her"]),
])
def test_each_share_of_the_pool(text, expected, implied):
    p = pooled_share(text)
    assert p is not None and p.asks == "share" and p.value == pytest.approx(expected)
    assert [p.numbers[i].text for i in sorted(p.implied)] == implied
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # a change before the share: the rest is shared (another reader's)
    "Ana had $45 and spent $12. She shared the rest equally among 3 friends. How much did each get?",
    # a price per item among the amounts: a product first
    "Sam bought 3 pens at $2 each and a bag for $9. He split the cost equally with his 2 friends. How much did each pay?",
    # two amounts of two kinds: no pool
    "Ava has 4.5 kg of flour and 12 dollars. She splits them equally among 3 bakers. How much flour does each get?",
    # no count of sharers told
    "Ana saved $45 and her brother saved $39. They shared the money equally. How much does each get?",
    # no equal share
    "Five friends ordered food for $43.75 and left a $6.50 tip. How much did they pay in all?",
])
def test_no_pooled_share_otherwise(text):
    assert pooled_share(text) is None


@pytest.mark.parametrize("text, expected", [
    # "the same number" is an equal share; things of two kinds pooled where the question asks items
    ("Ms. Lee bought 36 markers and 28 crayons. She puts them in 8 tubs so that each tub has the same number of items. "
     "How many items go in each tub?", (36 + 28) / 8),
    ("Two bakers made 42 rolls and 30 rolls. They packed them into 9 bags with the same number in each. How many rolls "
     "went into each bag?", None),
])
def test_the_same_number_in_each_is_an_equal_share(text, expected):
    p = pooled_share(text)
    if expected is None:  # "Two bakers": a count of the bakers beside the amounts, no pool of exactly two
        assert p is None
    else:
        assert p is not None and p.value == pytest.approx(expected, rel=1e-12)


def test_two_kinds_pool_only_as_items():
    # two kinds, the question asking one of them: no pool
    assert pooled_share("Ms. Lee bought 36 markers and 28 crayons. She puts them in 8 tubs so that each tub has the "
                        "same number of items. How many markers go in each tub?") is None


@pytest.mark.parametrize("text, expected", [
    # two amounts of time split across the parts of a job
    ("An electrician worked 2.5 hours on Thursday and 5.5 hours on Friday. She split the total time evenly across 4 "
     "client projects. How many hours went on each project?", (2.5 + 5.5) / 4),
    # two lengths counted as a list, joined, then cut into equal parts
    ("Two pipes measure 2.4 meters and 3.6 meters. A plumber welds them together and cuts the long pipe into 5 equal "
     "pieces. How long is each piece in meters?", (2.4 + 3.6) / 5),
])
def test_session_35_pools_shared(text, expected):
    p = pooled_share(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)
