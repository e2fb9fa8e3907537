"""Two things compared by what was done with them (occam.compared_by_verb). Stories written here; answers by Python."""
import pytest

from occam.compared_by_verb import compared_by_verb
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("A baker made 56 cakes and 40 pies. He sold 38 cakes and 25 pies. How many more cakes than pies did he sell?",
     38 - 25),
    ("A baker made 56 cakes and 40 pies. He sold 38 cakes and 25 pies. How many more cakes than pies did he make?",
     56 - 40),
    ("Caspian baked 48 muffins and 36 scones for a school fair. He sold 29 of the muffins. How many more muffins than "
     "scones did he bake?", 48 - 36),
])
def test_the_difference_of_the_sentence_with_the_question_s_verb(text, answer):
    p = compared_by_verb(text)
    assert p is not None and p.value == answer
    assert all(text[n.start:n.end] == n.text for n in p.numbers)
    assert len(p.apart) == len(p.numbers) - 2  # the other doing's numbers, set apart
    assert first_plan(text)[1].value == answer


@pytest.mark.parametrize("text", [
    # below zero the way the question asks; two sentences of the verb
    "A baker made 56 cakes and 40 pies. He sold 38 cakes and 25 pies. How many more pies than cakes did he sell?",
    "Tom sold 38 cakes and 25 pies on Monday and 10 cakes and 20 pies on Tuesday. How many more cakes than pies did he "
    "sell?",
    "A baker made 56 cakes and 40 pies. How many more cakes than pies did he sell?",  # no sentence of selling
])
def test_no_one_sentence_of_the_verb_is_not_read(text):
    assert compared_by_verb(text) is None
