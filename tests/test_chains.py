"""Instructions done in order (occam.chains). Written here; answers Python's arithmetic."""
import pytest

from occam.chains import chain
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer, implied", [
    ("Take 17, double it, and add 5.", 17 * 2 + 5, ["double"]),
    ("Double 37 and then add 15.", 37 * 2 + 15, ["Double"]),
    ("Triple 14 and then subtract 8.", 14 * 3 - 8, ["Triple"]),
    ("Take the number 8, double it and add 5. What do you get?", 21, ["double"]),
    ("Take 100, subtract 20, then divide by 4.", (100 - 20) / 4, []),
    ("Halve 50 and add 3.", 28, ["Halve"]),
    ("Halve 9,734 for me.", 4867, ["Halve"]),  # one step of a word: its 2 is no number of the text
    ("Double 37.", 74, ["Double"]),
    ("Triple 4.5, please.", 13.5, ["Triple"]),
])
def test_the_steps_in_order(text, answer, implied):
    p = chain(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert [p.numbers[i].text for i in sorted(p.implied)] == implied
    assert all(text[n.start:n.end] == n.text for n in p.numbers)
    assert first_plan(text)[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text", [
    "Take 17.",  # no step
    "Halve 9,734 apples for me.",  # more than instructions
    "Take 17, double it, and add 5 apples.",  # more than instructions
    "Take 17 and add 5 and add 6 and add 7 and add 8.",  # more inputs than a network has
    "Take 17 and tell me a story.",
    "Take 17 away from 30, double it.",
])
def test_no_chain_otherwise(text):
    assert chain(text) is None
