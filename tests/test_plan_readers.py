"""The order of the readers and the checks before them (occam.plan_readers). Problems written here for the tests
(none from an evaluation file)."""
import pytest

from occam.plan_readers import first_plan


@pytest.mark.parametrize("text", [
    "Sam earns 15 dollars an hour. How much does he earn per hour?",
    "A hen lays 5 eggs a week. How many eggs does the hen lay per week?",
])
def test_a_rate_told_and_asked_again_is_no_calculation(text):
    assert first_plan(text) is None


def test_a_rate_of_each_thing_asked_for_all_of_them_is_a_product():
    # "5 eggs a week" is each hen's: the farm's week is the product with the count of hens
    name, p = first_plan("Each hen lays 5 eggs a week. A farm has 38 hens. How many eggs are laid in a week?")
    assert p.value == 5 * 38
