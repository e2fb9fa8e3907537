"""Things packed into groups of a size, sold by the group or counted back with what was left over (occam.groups).
Problems written here for the tests (none from an evaluation file); expected values with Python's arithmetic."""
import pytest

from occam.groups import filled_and_left, grouped_sale
from occam.plan_readers import first_plan, plans


@pytest.mark.parametrize("text, expected", [
    ("A baker baked 240 cookies and packed them in bags of 12. He sold each bag for 3.75 dollars. How much money did "
     "he get?", 240 / 12 * 3.75),
    ("A farmer picked 120 apples, packed them into boxes of 10 and sold them at 4.50 dollars a box. How much money did "
     "he make?", 120 / 10 * 4.50),
])
def test_groups_sold_at_a_price_each(text, expected):
    p = grouped_sale(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "A florist had 96 roses. She tied them into bouquets of 7 and sold each bouquet for 14.35 dollars. How much did "
    "she earn?",  # 96 / 7 bouquets: not whole
    "A florist had 96 roses. She tied them into bouquets of 8 and sold each rose for 1.35 dollars. How much did she "
    "earn?",  # a price of each rose, not of each bouquet
    "A florist had 96 roses. She tied them into bouquets of 8 and sold each bouquet for 14.35 dollars. How many "
    "bouquets did she sell?",  # no money asked
    "A florist had 96 roses. She tied them into bouquets of 8, kept 2 and sold each bouquet for 14.35 dollars. How "
    "much did she earn?",  # a change between
])
def test_anything_else_is_no_grouped_sale(text):
    assert grouped_sale(text) is None


def test_groups_filled_and_what_was_left_over():
    text = "Each box holds 12 eggs. Maria filled 9 boxes and had 5 eggs left. How many eggs did she have?"
    p = filled_and_left(text)
    assert p is not None and p.value == 12 * 9 + 5 and first_plan(text)[1].value == 12 * 9 + 5


@pytest.mark.parametrize("text", [
    "Each box holds 12 eggs. Maria filled 9 boxes and had 5 eggs left. How many boxes did she fill?",  # told
    "Each box holds 12 eggs. Maria filled 9 boxes and had 5 eggs left. How many eggs were left?",  # told
    "Each box holds 12 eggs. Maria filled 9 cartons and had 5 eggs left. How many eggs did she have?",  # other groups
    "Each box holds 12 eggs. Maria filled 9 boxes and had 5 eggs left. How many eggs were in the boxes?",  # 12 * 9
])
def test_anything_else_is_not_filled_and_left(text):
    assert filled_and_left(text) is None


@pytest.mark.parametrize("text, expected", [
    ("Priya picked 27 plums and her brother picked 33 plums. They put all the plums into bags of 6. How many bags did "
     "they fill?", (27 + 33) / 6),
    ("The hens laid 52 eggs on Monday and 44 eggs on Tuesday. The farmer packed them in cartons of 12. How many "
     "cartons did he fill?", (52 + 44) / 12),
    ("Kai baked 18 muffins, 24 scones and 30 rolls. He packed them into boxes of 8. How many boxes did he use?",
     (18 + 24 + 30) / 8),
    # groups made "with" so many each; people split into groups, each group's share asked of all of them
    ("A baker has 45 rolls and 27 buns. He makes bags with 9 pieces each. How many bags can he make?", (45 + 27) / 9),
    ("A school trip of 84 students and their 6 teachers are split evenly into 3 buses. How many people ride on each "
     "bus?", (84 + 6) / 3),
    # so many put in each group: "puts 4 players on each team"
    ("A club has 22 juniors and 18 seniors. The coach puts 4 players on each team. How many teams are there?",
     (22 + 18) / 4),
    ("There are 36 red beads and 28 blue beads. Ana packs 8 beads into every pouch. How many pouches does she fill?",
     (36 + 28) / 8),
    # session 22: "all of the cookies"; a count left unsaid at its clause's end ("her brother baked 28.")
    ("Tia made 30 cupcakes and her sister made 18. They packed all of the cupcakes into boxes of 6. How many boxes did "
     "they fill?", (30 + 18) / 6),
])
def test_counts_packed_together_into_groups_of_a_size(text, expected):
    from occam.groups import packed_sum

    p = packed_sum(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    # the groups do not come out whole: a question of full bags, or a misreading
    "Priya picked 27 plums and her brother picked 31 plums. They put all the plums into bags of 6. How many bags?",
    # something else happens first: more than a sum and a quotient
    "Priya picked 27 plums and her brother picked 33. They ate 6 and put the rest into bags of 6. How many bags?",
    # the things asked are not the groups
    "Priya picked 27 plums and her brother picked 33 plums. They put all the plums into bags of 6. How many plums?",
    # money: a price, no count
    "Priya spent $27 and her brother spent $33. They put the receipts into piles of 6. How many piles?",
    # only one of the things packed, or the rest after some were set aside
    "A grocer has 60 lemons and 45 limes. She puts the lemons into bags of 6. How many bags of lemons does she have?",
    "A gym has 90 mats. The coach rolled 18 of them up and laid the rest in rows of 9. How many rows did he make?",
    # one kind asked of a split of two kinds
    "24 boys and 18 girls are split evenly into 6 teams. How many boys are on each team?",
    # so many in each group, and the groups do not come out whole, or some were lost first
    "A club has 22 juniors and 18 seniors. The coach puts 6 players on each team. How many teams are there?",
    "A club has 22 juniors and lost 6 of them. The coach puts 4 players on each team. How many teams are there?",
])
def test_anything_else_is_no_packed_sum(text):
    from occam.groups import packed_sum

    assert packed_sum(text) is None


def test_counts_packed_into_groups_that_hold_a_size_each():
    from occam.groups import packed_sum

    text = ("Noor picked 29 lemons on Friday and 34 on Saturday. She put them all in crates that hold 9 lemons each. "
            "How many crates did she fill?")
    assert packed_sum(text).value == pytest.approx((29 + 34) / 9)


def test_counts_shared_together_among_a_count():
    from occam.groups import packed_sum

    text = ("Ori picked 45 cherries and his sister picked 27. They shared them equally among 6 friends. How many "
            "cherries did each friend get?")
    assert packed_sum(text).value == pytest.approx((45 + 27) / 6)
    # shared among oneself and others: one more than the count written
    assert packed_sum(text.replace("among 6 friends", "among himself and 5 friends")) is None


@pytest.mark.parametrize("text, answer", [
    ("A class of 28 students is split into groups of 4, and each group gets 3 markers. How many markers are needed?",
     28 / 4 * 3),
    ("There are 30 campers. They form teams of 5. Each team gets 2 tents. How many tents are needed?", 30 / 5 * 2),
])
def test_each_group_given_so_many(text, answer):
    from occam.groups import grouped_items

    p = grouped_items(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert first_plan(text)[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text", [
    "A class of 30 students is split into teams of 4, and each team needs 3 markers. How many markers are needed?",
    "A class of 28 students is split into groups of 4, and each group gets 3 markers. How many groups are there?",
    "A class of 28 students is split into groups of 4, and each group gets 3 markers. How many markers does each group "
    "get?",
    "A class of 28 students is split into groups of 4, and each group gets 3 more markers than the last. How many "
    "markers are needed?",
])
def test_no_grouped_items_otherwise(text):
    from occam.groups import grouped_items

    assert grouped_items(text) is None


def test_counts_split_into_a_number_of_equal_groups():
    # session 27 (wp_fresh22_multiarith_float, post hoc): "split them into 7 equal bags" names the groups' count
    from occam.groups import packed_sum
    text = ("Ibrahim has 48 marbles and his brother has 36 marbles. They pour all their marbles together and split them "
            "into 7 equal bags. How many marbles go in each bag?")
    assert packed_sum(text).value == 12
    assert packed_sum(text.replace("How many marbles go in each bag?", "How many more marbles does Ibrahim have?")) is None


@pytest.mark.parametrize("text, expected", [
    ("Lena picked 18 strawberries and her cousin picked 22. They shared all of the strawberries equally among 5 "
     "friends. How many strawberries did each friend get?", (18 + 22) / 5),
    ("For the school fair, Priya made 27 bracelets and Jamal made 33. They hung the bracelets equally on 6 display "
     "hooks. How many bracelets hung on each hook?", (27 + 33) / 6),
])
def test_two_counts_shared_as_all_of_the_things_or_hung_equally(text, expected):
    name, p = first_plan(text)
    assert p.value == pytest.approx(expected)  # (occam.pooled_shares reads two counts of one thing pooled too)
    assert any(n == "packed_sum" and q.value == pytest.approx(expected) for n, q in plans(text))


def test_things_hung_without_equal_parts_are_no_share():
    from occam.groups import packed_sum

    assert packed_sum("Priya made 27 bracelets and Jamal made 33. They hung the bracelets on 6 display hooks. How "
                      "many bracelets hung on each hook?") is None


@pytest.mark.parametrize("text, expected", [
    # the groups' words go on to the sentence's end; decimal amounts that make whole groups
    ("On a field trip there were 45 students and 9 teachers. Everyone was split into groups of 6 people for the "
     "museum tour. How many groups were there?", (45 + 9) / 6),
    ("Olga picked 5.6 kg of blueberries and her brother picked 3.4 kg. They put all the berries into containers that "
     "hold 0.5 kg each. How many containers did they fill?", (5.6 + 3.4) / 0.5),
])
def test_counts_packed_in_more_words(text, expected):
    name, p = first_plan(text)
    assert name == "packed_sum" and p.value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "Olga picked 5.6 kg of blueberries and her brother picked 3.4 kg of apples. They put all the berries into "
    "containers that hold 0.5 kg each. How many containers did they fill?",  # the apples are no berries
    "Olga picked 5.6 kg of blueberries and her brother picked 3.3 kg. They put all the berries into containers that "
    "hold 0.5 kg each. How many containers did they fill?",  # 17.8 containers: no whole number
])
def test_no_packed_sum_of_other_things_or_part_groups(text):
    from occam.groups import packed_sum

    assert packed_sum(text) is None


@pytest.mark.parametrize("text, expected", [
    ("A farmer collected 84 eggs and put them into cartons that hold 12 eggs each. He sold every carton for 3.25 "
     "dollars. How much money did he receive?", 84 / 12 * 3.25),
    ("There are 24 students in a science class. The teacher puts them into groups of 3 and gives each group 5 test "
     "tubes. How many test tubes does she hand out?", 24 / 3 * 5),
])
def test_groups_of_a_holding_size_sold_and_groups_given_things(text, expected):
    assert first_plan(text)[1].value == pytest.approx(expected)


def test_groups_given_things_ask_the_things():
    from occam.groups import grouped_items

    assert grouped_items("There are 24 students in a science class. The teacher puts them into groups of 3 and gives "
                         "each group 5 test tubes. How many groups are there?") is None


def test_all_of_a_kind_that_covers_both_counts_is_packed():
    from occam.groups import packed_sum
    text = ("A band has 18 drummers and 24 trumpeters. For the parade the leader puts all of the players into rows "
            "of 6. How many rows are there?")
    p = packed_sum(text)
    assert p is not None and p.value == (18 + 24) / 6
