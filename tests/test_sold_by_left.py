"""Money from what was sold, told by what was left (occam.sold_by_left). Stories written here; answers by Python."""
import pytest

from occam.plan_readers import first_plan
from occam.sold_by_left import sold_by_left


@pytest.mark.parametrize("text, answer", [
    ("A school shop had 75 erasers. After a busy week, 38 erasers were left. Each eraser was sold for $0.45. How much "
     "money did the shop collect?", (75 - 38) * 0.45),
    ("A fruit stand had 48 mangoes this morning. By noon, 17 were left. Each mango sold for $1.25. How much money did "
     "the stand make?", (48 - 17) * 1.25),
])
def test_the_start_less_what_was_left_times_the_price(text, answer):
    p = sold_by_left(text)
    assert p is not None and p.value == pytest.approx(answer, rel=1e-12)
    assert first_plan(text)[1].value == pytest.approx(answer, rel=1e-12)


@pytest.mark.parametrize("text", [
    "A school shop had 75 erasers. After a busy week, 38 erasers were left. Each eraser was sold for $0.45. How many "
    "erasers were sold?",  # a count asked, not money
    "A school shop had 75 erasers. After a busy week, 38 erasers were left. Each eraser was sold for $0.45. How much "
    "money would the leftover erasers bring?",  # the ones left asked
    "A shop had 75 erasers. 38 were left after 5 broke. Each eraser was sold for $0.45. How much money did it make?",
])
def test_anything_else_is_not_read(text):
    assert sold_by_left(text) is None
