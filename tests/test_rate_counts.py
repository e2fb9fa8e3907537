"""A count of a rate's unit from a total and the rate (occam.rate_counts). Problems written here for the tests (none
from an evaluation file); expected values are Python's arithmetic on the numbers as written."""
import pytest

from occam.plan_readers import first_plan
from occam.rate_counts import rate_count


@pytest.mark.parametrize("text, expected", [
    # money: a rate "per hour" and what was earned; a time need not be whole ("for one job": no quantity)
    ("A tutor charges $45 per hour. She earned $157.50 for one student. How many hours did she teach?", 157.50 / 45),
    # the total told before the rate; "for each ride"
    ("Noor paid $22.50 at the fair. Each ride costs $2.50, so how many rides did she go on?", None),
    ("Noor paid $22.50 at the fair, at $2.50 for each ride. How many rides did she go on?", 22.50 / 2.50),
    # a count of one thing: "36 pages a minute" and "540 pages"
    ("A copier prints 36 pages a minute. How many minutes does it need to print 540 pages?", None),
    ("A copier prints 36 pages a minute. It printed 540 pages. How many minutes did it run?", 540 / 36),
])
def test_the_count_is_the_total_over_the_rate(text, expected):
    p = rate_count(text)
    if expected is None:  # the rate's unit is not the one counted, or a number in the question: none of this reader's
        assert p is None
        return
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)
    assert first_plan(text)[1].value == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("text", [
    # a count of rides that is not whole: the words do not say which way to round
    "Noor paid $22 at the fair, at $2.50 for each ride. How many rides did she go on?",
    # a fee beside the rate: (T - F) / d, occam.linear_totals
    "A tutor charges $45 per hour plus a $20 fee. She earned $200. How many hours did she teach?",
    # money and a count of things: no total of the rate's kind
    "A copier prints 36 pages a minute and cost $540. How many minutes did it run?",
    # something left or compared
    "A tutor charges $45 per hour. She earned $180 and has $40 left. How many hours did she teach?",
    "A tutor charges $45 per hour. She earned $180 more than last week. How many hours did she teach?",
    # the question counts another unit than the rate's
    "A tutor charges $45 per hour. She earned $180. How many students did she teach?",
])
def test_no_count_where_the_story_tells_more_or_other(text):
    assert rate_count(text) is None
