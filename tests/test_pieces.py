"""Pieces of a measured size cut from a whole (occam.pieces). Questions written here; answers by Python."""
import pytest

from occam.pieces import pieces
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("How many 25 cm pieces can I cut from a 400 cm length of rope?", 400 // 25),
    ("A jug holds 1,500 ml. How many 250 ml glasses can it fill?", 1500 // 250),
    ("A rope is 400 cm long. How many 25 cm pieces can be cut from it?", 16),
    # session 22: the size told in the story, before the things the question counts
    ("I have a 2,000 ml bottle of juice and I'm pouring it into 250 ml glasses. How many glasses can I fill?", 8),
    ("A 3,000 ml jug of lemonade is poured into 300 ml cups. How many cups can be filled?", 10),
    ("A 96 foot cable is cut into pieces that are each 8 feet long. How many pieces are there?", 12),
])
def test_the_whole_divided_by_the_size(text, answer):
    p = pieces(text)
    assert p is not None and p.value == answer
    assert first_plan(text)[0] == "pieces"


@pytest.mark.parametrize("text", [
    "How many 25 cm pieces can I cut from a 410 cm length of rope?",  # 16 and 10 cm over: no one operation
    "How many 25 cm pieces can I cut from a 4 m length of rope?",  # a conversion
    "How many 30 minute episodes fit in 120 minutes?",  # no pieces asked by their word
    "I have 12 bags of 400 g. How many 25 g portions?",  # three numbers' worth: 12 bags
    "How many 25 cm pieces can I cut?",
    "A 3 m plank is cut into 40 cm pieces. How many pieces?",  # a conversion
    "A 2,000 ml bottle is poured into 300 ml glasses. How many glasses can be filled?",  # 6 and 200 ml over
    "I have 12 bags and 36 bags. How many bags?",  # no size
])
def test_no_whole_of_the_same_unit_no_pieces(text):
    assert pieces(text) is None
