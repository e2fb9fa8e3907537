"""occam.changed_comparisons: two named people's counts compared after one of them changed."""
import math

import pytest

from occam.changed_comparisons import changed_comparison


@pytest.mark.parametrize("text, answer", [
    ("Nadia has 61 stickers and Omar has 40 stickers. Then Omar buys 12 more stickers. How many more stickers does "
     "Nadia have than Omar now?", 9),
    ("Nadia has 61 stickers and Omar has 40 stickers. Nadia gives away 15 stickers. How many more stickers does Nadia "
     "have than Omar now?", 6),
    ("Ravi has 80 coins and Tess has 35. Tess finds 20 more. How many fewer coins does Tess have than Ravi now?", 25),
])
def test_the_changed_side_is_compared(text, answer):
    plan = changed_comparison(text)
    assert plan is not None and math.isclose(plan.value, answer)


@pytest.mark.parametrize("text", [
    # the difference would be negative: the question's direction is no reading of it
    "Nadia has 61 stickers and Omar has 40 stickers. Then Omar buys 30 more stickers. How many more stickers does "
    "Nadia have than Omar now?",
    # the change is told of a third person
    "Nadia has 61 stickers and Omar has 40 stickers. Then Pia buys 12 more stickers. How many more stickers does "
    "Nadia have than Omar now?",
    # another thing asked than the one told
    "Nadia has 61 stickers and Omar has 40 stickers. Then Omar buys 12 more stickers. How many more stamps does Nadia "
    "have than Omar now?",
    # no change told: one step, not this reader's
    "Nadia has 61 stickers and Omar has 40 stickers. How many more stickers does Nadia have than Omar?",
])
def test_unread(text):
    assert changed_comparison(text) is None
