"""A calculation someone claims a result for, the right result asked (occam.claims). Written here for the tests."""
import pytest

from occam.claims import claim_checked
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("my brother says 391 divided by 17 is 21, whats the real answer", 391 / 17),
    ("is 26 x 14 = 364 correct?", 26 * 14),
    ("my teacher said 72 / 8 = 10, is that right?", 9),
    ("we disagree: she thinks 4.5 times 12 makes 52 and i think 54. who's right", 4.5 * 12),
    ("check this: 1000 - 387 = 623", 613),
    ("I think 712 - 358 = 364, can you check?", 712 - 358),
])
def test_the_claimed_calculation_is_read(text, expected):
    p = claim_checked(text)
    assert p is not None and p.value == pytest.approx(expected)
    found = first_plan(text)
    assert found is not None and found[0] == "claim_checked" and found[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "he says 12 + 30 is 42 and 5 + 5 is 11, who's right",  # two calculations claimed
    "The year 1492 is 530 years ago, right?",  # no calculation written
    "I think 9.11 is bigger than 9.9, right?",  # a comparison, no calculation
    "my teacher said 72 / 8 = 9.",  # nothing asked of the claim
])
def test_no_claim_plan_otherwise(text):
    assert claim_checked(text) is None


def test_the_claimed_result_is_no_operand():
    text = "she says 1001 divided by 7 is 143 and i say 153, who's right"
    p = claim_checked(text)
    assert p.expression() == "1001 / 7" and {text[n.start:n.end] for n in p.numbers} >= {"143", "153"}
