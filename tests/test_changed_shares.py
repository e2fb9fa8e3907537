"""One equal share, then changed (occam.changed_shares). Problems written here; answers by Python."""
import pytest

from occam.changed_shares import changed_share
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("Grandma baked 48 cookies and split them equally into 6 bags. Then I ate 2 cookies from one bag. How many cookies "
     "are left in that bag?", 48 / 6 - 2),
    ("I split 750 g of trail mix equally into 6 snack bags, then ate 40 g from one of them. How much is left in that "
     "bag?", 750 / 6 - 40),
    ("A box of 48 crayons was shared equally among 6 children, and then each child lost 2 crayons. How many crayons "
     "does each child have now?", 48 / 6 - 2),
    ("A baker split 60 rolls evenly into 5 baskets and then added 3 more rolls to each basket. How many rolls are in "
     "each basket now?", 60 / 5 + 3),
    # "equal rows" after the count, verbs of setting out, a decimal whole, a whole given "to share equally", "every"
    ("A farmer planted 90 seedlings in 9 equal rows. Later he added 2 more seedlings to each row. How many seedlings "
     "are in each row now?", 90 / 9 + 2),
    ("The teacher set 40 chairs out in 5 equal rows, then took 2 chairs away from every row. How many chairs are in "
     "each row now?", 40 / 5 - 2),
    ("Dad poured 1.8 liters of soup equally into 6 bowls and then stirred 0.05 liters of cream into each bowl. How "
     "much is in each bowl now?", 1.8 / 6 + 0.05),
    ("Uncle Joe gave 36.40 dollars to his 4 nephews to share equally. Each nephew then spent 3.50 dollars. How much "
     "does each nephew have left?", 36.40 / 4 - 3.50),
    ("The school sent 120 books to be shared equally by 8 classes. Each class then passed 3 books on to the library. "
     "How many books did each class keep?", 120 / 8 - 3),
])
def test_one_share_changed(text, answer):
    p = changed_share(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert first_plan(text)[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text", [
    # shares of a count that do not come out whole
    "Grandma baked 50 cookies and split them equally into 6 bags. Then I ate 2 cookies from one bag. How many cookies "
    "are left in that bag?",
    # the whole asked, not the share
    "Grandma baked 48 cookies and split them equally into 6 bags. Then I ate 2 cookies from one bag. How many cookies "
    "are there altogether?",
    # no change of one share: a change of the whole before sharing is another story
    "Grandma baked 48 cookies, ate 2, and split the rest equally into 6 bags. How many cookies are in each bag?",
    # no word of equal shares
    "A farmer planted 90 seedlings in 9 rows. Later he added 2 more seedlings to each row. How many seedlings are in "
    "each row now?",
    "Uncle Joe gave 36.40 dollars to his 4 nephews. Each nephew then spent 3.50 dollars. How much does each nephew "
    "have left?",
    # two changes
    "Grandma split 48 cookies equally into 6 bags. I ate 2 cookies from one bag and added 3 to it. How many cookies are "
    "in that bag?",
])
def test_no_changed_share_otherwise(text):
    assert changed_share(text) is None


@pytest.mark.parametrize("text, expected", [
    # one share named as its sentence's subject, or "on the first tray", changed
    ("A cook shares 72 dumplings equally among 9 plates, then puts 3 extra dumplings on the first plate. How many "
     "dumplings are on the first plate now?", 72 / 9 + 3),
    ("A teacher splits 45 markers equally among 5 groups. The blue group then finds 2 more markers. How many markers "
     "does the blue group have?", 45 / 5 + 2),
    ("A farmer divides 63 seedlings equally among 7 rows. In one row, rabbits dig up 4 of the seedlings. How many "
     "seedlings are left in that row?", 63 / 7 - 4),
    ("A clerk places 60 new files evenly in 5 drawers. One of those drawers already had 14 files in it. How many files "
     "are in that drawer now?", 60 / 5 + 14),
    # a measure's shares need not be whole
    ("A 7-liter pot of soup is poured equally into 4 bowls. Someone spills 0.3 liters from one bowl. How many liters "
     "are left in that bowl?", 7 / 4 - 0.3),
    # several shares taken together
    ("A teacher sorts 56 beads equally into 7 cups. She puts 3 of the cups on the front table. How many beads are on "
     "the front table?", 56 / 7 * 3),
    ("A tailor cuts a 4.8-meter ribbon into 6 equal pieces. She sews 2 of the pieces together. How many meters long is "
     "the sewn piece?", 4.8 / 6 * 2),
])
def test_one_share_changed_or_several_shares_taken(text, expected):
    p = changed_share(text)
    assert p is not None and p.value == pytest.approx(expected, rel=1e-12)


@pytest.mark.parametrize("text", [
    # several shares of a count that do not come out whole; "each" of a rate; more shares than there are
    "A teacher sorts 50 beads equally into 7 cups. She puts 3 of the cups on the table. How many beads are there?",
    "A teacher sorts 56 beads equally into 7 cups. She puts 9 of the cups on the table. How many beads are there?",
    "A teacher sorts 56 beads equally into 7 cups. Each of 3 of the cups goes to a table. How many beads are left?",
])
def test_no_shares_taken_where_doubt_remains(text):
    assert changed_share(text) is None


@pytest.mark.parametrize("text, expected", [
    # a length marked off into equal sections, some of them asked
    ("A 36 kilometer canal path is marked off into 9 equal sections. Ines walked 4 of the sections. How many "
     "kilometers did she walk?", 36 / 9 * 4),
    # a length sawed into equal blocks, some of them put together
    ("A 3.6 meter beam is sawed into 8 equal blocks. A builder lines up 3 of the blocks end to end. How long is the "
     "line of blocks in meters?", 3.6 / 8 * 3),
])
def test_some_equal_pieces_of_a_measured_whole(text, expected):
    p = changed_share(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)
