"""occam.products_shared: a product told first, then shared equally or made into groups of a size (problems written
for these tests in MultiArith's wordings; expected values with Python's arithmetic)."""
import pytest

from occam.plan_readers import first_plan
from occam.products_shared import product_shared


@pytest.mark.parametrize("text, expected", [
    ("A painter has 8 cans that each hold 3.5 liters of paint. He pours all of the paint equally into 4 large "
     "buckets. How many liters go into each bucket?", 8 * 3.5 / 4),
    ("Some friends buy 5 kilograms of cheese at $9.60 per kilogram for a picnic. The 3 of them share the cost "
     "equally. How much does each friend pay?", 5 * 9.60 / 3),
    ("An office printer prints 12 pages per minute for 15 minutes. The pages are stacked into piles of 20. How many "
     "piles are there?", 12 * 15 / 20),
    ("An orchard has 6 rows of apple trees with 14 trees in each row. Each worker looks after 7 trees. How many "
     "workers are needed?", 6 * 14 / 7),
])
def test_a_product_shared_or_grouped(text, expected):
    name, p = first_plan(text)
    assert name == "product_shared" and p.value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # the groups do not come out whole; the things, not the groups, asked; a change among the first two
    "An orchard has 6 rows of apple trees with 14 trees in each row. Each worker looks after 8 trees. How many "
    "workers are needed?",
    "An office printer prints 12 pages per minute for 15 minutes. The pages are stacked into piles of 20. How many "
    "pages are there?",
    "A painter had 8 cans that each hold 3.5 liters and gave 2 away. He pours the paint equally into 4 buckets. How "
    "many liters go into each bucket?",
    # a share, but no one's part asked
    "A painter has 8 cans that each hold 3.5 liters of paint. He pours all of the paint equally into 4 buckets. How "
    "many buckets are there?",
])
def test_no_product_shared_otherwise(text):
    assert product_shared(text) is None


def test_sharers_counted_with_the_one_telling_are_no_bare_count():
    """"She and her 2 sisters": three sharers, a number no word here writes (occam.implied_numbers reads it)."""
    text = ("Beatrix bought 5 kilograms of oranges at 2.37 dollars per kilogram. She and her 2 sisters shared the cost "
            "equally. How much did each of them pay?")
    assert product_shared(text) is None
    assert first_plan(text)[1].value == pytest.approx(5 * 2.37 / 3)


@pytest.mark.parametrize("text, expected", [
    # groups of a measure's size; one group's size told by what each one gave
    ("A dairy filled 8 cans with 12.5 liters of milk in each can. Each bottle holds 0.5 liters. How many bottles can "
     "be filled?", 8 * 12.5 / 0.5),
    ("A scout troop made 9 banners, and each banner used 14 feet of rope. Every coil of rope they bought gave exactly "
     "6 feet. How many coils did they use?", 9 * 14 / 6),
])
def test_groups_of_a_measure_and_a_size_each_one_gave(text, expected):
    found = product_shared(text)
    assert found is not None and found.value == pytest.approx(expected)
