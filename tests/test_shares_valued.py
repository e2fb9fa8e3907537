"""An equal share of a whole, then a share of that share or so much for each thing shared (occam.shares_valued).
Problems written here for the tests (none from an evaluation file)."""
from occam.plan_readers import first_plan
from occam.shares_valued import share_of_share


def test_a_whole_spread_over_days_then_split_among_tasks():
    text = ("A choir has 240 minutes of rehearsal spread equally over 4 evenings, and each evening's time is split "
            "equally among 3 songs. How many minutes go to each song?")
    p = share_of_share(text)
    assert p is not None and p.value == 240 / 4 / 3
    assert first_plan(text)[1].value == 240 / 4 / 3


def test_a_share_spread_unequally_is_no_share_of_a_share():
    text = ("A choir has 240 minutes of rehearsal spread over 4 evenings, and each evening's time is split among 3 "
            "songs. How many minutes go to each song?")
    assert share_of_share(text) is None
