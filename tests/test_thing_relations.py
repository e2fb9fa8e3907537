"""One owner's two kinds of things tied by a relation (occam.thing_relations). Stories written here (session 20);
answers by Python."""
import pytest

from occam.plan_readers import first_plan
from occam.thing_relations import thing_relation


@pytest.mark.parametrize("text, answer", [
    ("A pet shop has 4 times as many guppies as snails. It has 52 guppies. How many snails does it have?", 52 / 4),
    ("A pet shop has 4 times as many guppies as snails. It has 13 snails. How many guppies does it have?", 13 * 4),
    ("An orchard grows three times as many pear trees as plum trees. It grows 27 plum trees. How many pear trees does "
     "it grow?", 27 * 3),
    ("A bakery made twice as many rolls as loaves. It made 64 rolls. How many loaves did it make?", 64 / 2),
    ("A zoo keeps half as many zebras as giraffes. There are 22 giraffes. How many zebras are there?", 22 / 2),
    ("A shelter has 9 more cats than dogs. It has 31 cats. How many dogs does it have?", 31 - 9),
    ("A shelter has 9 fewer cats than dogs. It has 31 cats. How many dogs does it have?", 31 + 9),
    ("A shelter has 9 fewer cats than dogs. It has 31 dogs. How many cats does it have?", 31 - 9),
])
def test_the_other_kind_is_the_told_count_with_the_relation_undone_or_applied(text, answer):
    found = thing_relation(text)
    assert found is not None and found.value == pytest.approx(answer)
    first = first_plan(text)
    assert first is not None and first[1].value == pytest.approx(answer)


def test_a_word_s_factor_is_an_input_at_the_word():
    found = thing_relation("A bakery made twice as many rolls as loaves. It made 64 rolls. How many loaves did it make?")
    assert found.expression() == "64 / twice" and found.implied == frozenset({0})


@pytest.mark.parametrize("text", [
    "A pet shop has 4 times as many guppies as snails. It has 52 guppies. How many fish does it have in all?",
    "A pet shop has 4 times as many guppies as snails. It has 52 guppies. How many more guppies than snails are there?",
    "A pet shop has 4 times as many guppies as snails. It has 52 guppies. How many guppies does it have?",  # told
    "A pet shop has 4 times as many guppies as snails. It sold 12 guppies. How many snails does it have?",  # no count
    "A pet shop has 4 times as many guppies as snails. It has 52 guppies and 8 crabs. How many snails does it have?",
])
def test_a_total_a_difference_the_told_kind_or_a_change_is_not_read(text):
    assert thing_relation(text) is None


@pytest.mark.parametrize("text, answer", [
    ("A bookshop sold 3 times as many paperbacks as hardcovers. It sold 248 books in all. How many paperbacks did it "
     "sell?", 248 * 3 / 4),
    ("A bookshop sold 3 times as many paperbacks as hardcovers. It sold 248 books in all. How many hardcovers did it "
     "sell?", 248 / 4),
    ("A shelter has half as many cats as dogs. Altogether there are 36 animals. How many cats does it have?", 36 / 3),
    ("A farm has 14 more hens than ducks. There are 40 birds in all. How many ducks are there?", (40 - 14) / 2),
    ("A farm has 14 more hens than ducks. There are 40 birds in all. How many hens are there?", (40 + 14) / 2),
])
def test_one_kind_from_both_kinds_total(text, answer):
    """The told count is of both kinds together: the kind counted once is S / (k + 1), the 1 at the total's word."""
    found = thing_relation(text)
    assert found is not None and found.value == pytest.approx(answer) and found.implied
    first = first_plan(text)
    assert first is not None and first[1].value == pytest.approx(answer)


def test_a_total_that_whole_counts_cannot_make_is_not_read():
    # 14 more hens than ducks and 41 in all: no whole counts (27.5 and 13.5)
    assert thing_relation("A farm has 14 more hens than ducks. There are 41 birds in all. How many ducks are there?") is None
