"""A length cut into equal pieces, then a piece trimmed or some pieces used (occam.cut_pieces). Problems written here
for the tests (none from an evaluation file); expected values with Python's arithmetic."""
import pytest

from occam.cut_pieces import cut_piece
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected", [
    ("A 6 m pipe is cut into 4 equal pieces, and 0.2 m is trimmed off each piece. How long is each piece now?", 6 / 4 - 0.2),
    ("Ida saws a 2.4-metre plank into 3 equal lengths and then shaves 0.05 metres off one of them. How long is that "
     "piece now?", 2.4 / 3 - 0.05),
    ("A roll of tape 12.5 m long was cut into 5 equal strips. Tom used 3 of them. How many metres of tape did he use?",
     12.5 / 5 * 3),
    ("A plank is 3.6 m long. It is cut into 4 equal pieces and 3 of them are used. How many meters are used?", 3.6 / 4 * 3),
])
def test_one_piece_trimmed_or_the_pieces_used(text, expected):
    p = cut_piece(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert first_plan(text)[1].value == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "A 6 m pipe is cut into 4 equal pieces, and 0.2 m is trimmed off each piece. How long are the pieces altogether?",
    "A 6 m pipe is cut into 4 pieces, and 0.2 m is trimmed off each piece. How long is each piece now?",  # not equal
    "A 6 m pipe is cut into 4 equal pieces, and 20 cm is trimmed off each piece. How long is each piece now?",  # units
    "A 6 m pipe is cut into 4 equal pieces and sold for $3 each. How much money is made?",
])
def test_no_cut_piece_otherwise(text):
    assert cut_piece(text) is None
