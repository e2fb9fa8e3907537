"""The sum of kinds of one thing, asked by the thing's name (occam.kinds_totals). Stories written here for the tests
(none from an evaluation file); expected values are Python's arithmetic on the numbers as written."""
import pytest

from occam.kinds_totals import kinds_total
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("Dana planted 14 yellow tulips, 9 red tulips and 23 white tulips in her yard. How many tulips are in her yard?",
     14 + 9 + 23),
    ("Ravi bought 3.2 kilograms of apples and 0.85 kilograms of pears. How many kilograms of fruit did he buy?",
     3.2 + 0.85),
    ("A shelf holds 27 paperback books and 18 hardcover books. How many books are on the shelf?", 27 + 18),
    # "-ies" of a word in "-ie": "cookies" asked of "oatmeal cookies"
    ("Bea baked 24 oatmeal cookies, 36 lemon cookies and 12 ginger cookies. How many cookies did she bake?",
     24 + 36 + 12),
    # ordinals of places are no start asked ("at first" is)
    ("A hotel has 40 guests on the first floor, 36 guests on the second floor and 29 guests on the third floor. How "
     "many guests are in the hotel?", 40 + 36 + 29),
    # the question's own verb of loss over a plain list of what it counts
    ("A cafe sold 38 muffins, 45 muffins and 27 muffins of oat. How many muffins did it sell?", 38 + 45 + 27),
    ("The puppy ate 6 treats on Monday, 11 treats on Tuesday and 8 treats on Friday. How many treats did the puppy "
     "eat in all?", 6 + 11 + 8),
    # kinds that are members of the whole asked
    ("The pond has 17 ducks, 6 swans and 11 geese. How many birds are on the pond?", 17 + 6 + 11),
    ("Nora's stall has 35 apples and 28 pears. How many fruits are on her stall?", 35 + 28),
])
def test_kinds_of_one_thing_are_summed(text, expected):
    p = kinds_total(text)
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)
    assert first_plan(text)[1].value == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("text", [
    # a comparison asked: "taller" is no "tall" thing to count
    "A pine is 12.5 m tall and an oak is 9 m tall. How much taller is the pine?",
    # two owners, or the whole told beside the parts
    "Dana planted 14 tulips. Her sister planted 9 tulips. How many tulips did Dana plant?",
    "Dana read 14 pages on Monday and 9 pages on Tuesday. Her book has 200 pages. How many pages did she read?",
    # a loss, something left, a rate
    "Dana picked 14 red apples and 9 green apples and ate 3 apples. How many apples does she have?",
    "A shelf holds 27 paperback books and 18 hardcover books. How many books are left?",
    "Each shelf holds 27 paperback books and 18 hardcover books. How many books are on 3 shelves?",
    # another thing asked than the story counts
    "A shelf holds 27 paperback books and 18 magazines. How many books are on the shelf?",
    # a verb of loss beside another verb: no plain list ("baked ... and sold ...")
    "A cafe baked 60 muffins and sold 38 muffins. How many muffins did it sell?",
    # the question's own verb is not a count of what is had ("must Ivy get")
    "Henry has 42 stickers and Ivy has 27 stickers. How many stickers must Ivy get to have as many as Henry?",
    # a kind that is no member of the whole asked; a part of one count told ("4 of the boys")
    "The pond has 17 ducks, 6 frogs and 11 geese. How many birds are on the pond?",
    "A club has 18 boys and 21 girls, and 4 of the boys wear glasses. How many children are in the club?",
])
def test_no_sum_where_the_story_tells_more_or_other(text):
    assert kinds_total(text) is None


def test_instruments_are_a_whole():
    # session 27 (conversations_fresh27, post hoc): "6 guitars and 4 ukuleles. how many instruments in all"
    from occam.plan_readers import first_plan
    text = "tomasz started collecting in 2019 and now has 6 guitars and 4 ukuleles. how many instruments in all"
    assert first_plan(text)[1].value == 10


@pytest.mark.parametrize("text, expected", [
    # what a thing is made of, "used" before a plain list, the question asking what the thing holds
    ("A baker used 12 raisins, 9 almonds and 6 cherries to top a cake. How many toppings are on the cake?", None),
    ("A florist used 18 tulips, 11 roses and 7 daisies to make a bouquet. How many flowers are in the bouquet?",
     18 + 11 + 7),
    # the asked thing's name in two words ("dog treats")
    ("Ana bought 14 dog treats on Monday and 9 dog treats on Friday. How many dog treats did she buy?", 14 + 9),
])
def test_a_plain_list_used_or_named_in_two_words_is_summed(text, expected):
    p = kinds_total(text)
    if expected is None:  # "toppings" is no whole the list's kinds are known members of
        assert p is None
    else:
        assert p is not None and p.value == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("text", [
    # "used" beside another verb, or after the story's first number: a loss, no list
    "A florist had 30 roses and used 18 roses. How many roses are in the shop?",
    "A florist used 18 tulips and sold 11 tulips. How many tulips are in the vase?",
])
def test_used_is_a_list_only_before_a_plain_list(text):
    assert kinds_total(text) is None


def test_a_part_not_done_is_no_kind_of_the_total():
    """"and skipped 7 pages of art": not read (was summed, 18 + 25 + 7)."""
    from occam.plan_readers import first_plan

    text = ("How many pages did Rachel read in total if she read 18 pages of history and 25 pages of science, and "
            "skipped 7 pages of art?")
    found = first_plan(text)
    assert found is None or found[1].value == 18 + 25
