"""Tests for occam.data.conversation: the data the one-layer OccamNet lacked in conversation keeps
the last-two-numbers invariant, really asks for operands in the other order, names things without
calculating, and never holds a held-out prompt."""
from __future__ import annotations

from collections import Counter

import pytest
from helpers import heldout_prompts
from test_data import _context, _explains

from occam.data import builders
from occam.data import conversation as C
from occam.data.conversation_templates import FOLLOW_UPS, ONE_STEP
from occam.numbers import find_numbers


@pytest.fixture(scope="module")
def decoder():
    return C.decoder_examples(1500, 5, answer_prefix=False) + C.decoder_examples(300, 6, answer_prefix=True)


@pytest.fixture(scope="module")
def switch():
    return C.switch_examples(1500, 7)


def test_every_fire_is_one_primitive_of_the_last_two_numbers(decoder, switch):
    for ex in decoder + switch:
        for fire in ex.fires:
            assert _explains(fire.target, _context(ex, fire)), (ex.messages or ex.text, fire)
    assert sum(len(ex.fires) for ex in decoder) > 3000


def test_many_answers_take_the_later_number_first(decoder):
    """The point of the data: "had A, now has B" is B - A, "A per box, B in all" is B / A. Many fires
    are explained only with the operands swapped (x1 - x0, x1 / x0), and people's requests name
    the operands both ways round."""
    only_swapped = Counter()
    for ex in decoder:
        for fire in ex.fires:
            found = _explains(fire.target, _context(ex, fire))
            if all(f.endswith("(x1,x0)") for f in found):
                only_swapped[found[0].split("(")[0]] += 1
    assert only_swapped["sub"] > 200 and only_swapped["div"] > 150, only_swapped
    reversed_wordings = [t for ts in FOLLOW_UPS.values() for t in ts if t.index("{b}") < t.index("{a}")]
    assert len(reversed_wordings) >= 8
    swapped_scripts = [s for s in ONE_STEP if s.calc[-1][1] in ("sub", "div") and s.user.index("{" + s.calc[-1][2] + "}")
                       > s.user.index("{" + s.calc[-1][3] + "}")]
    assert len(swapped_scripts) >= 15


def test_word_problems_are_balanced_across_operations_and_orders():
    """Version 1 had 13 frames of later-minus-earlier and 2 sums; decoders trained on it read sums as
    differences. Each operation now comes in the text's order and (but for + and *) the other one in
    comparable numbers, and some stories are told again with another question."""
    cells = Counter()
    for s in ONE_STEP:
        name, op, first, second = s.calc[-1]
        order = "text" if s.user.index("{" + first + "}") < s.user.index("{" + second + "}") else "swapped"
        cells[op, order] += 1
    assert set(cells) == {("add", "text"), ("mul", "text"), ("sub", "text"), ("sub", "swapped"), ("div", "text"),
                          ("div", "swapped")}, cells
    assert max(cells.values()) <= 1.5 * min(cells.values()), cells
    stories = Counter(s.user.split(". ")[0].split("? ")[0] for s in ONE_STEP)
    retold = [s for s, n in stories.items() if n > 1]
    assert len(retold) >= 3, retold


def test_chats_and_shapes(decoder):
    kinds = Counter(ex.kind for ex in decoder[:1500])
    assert 0.4 < kinds["chat"] / 1500 < 0.6 and kinds["concat"] > 200
    later = [ex for ex in decoder if ex.kind == "chat" and any(f.message and f.message > 2 for f in ex.fires)]
    assert len(later) > 300  # questions after other turns


def test_named_things_are_answered_by_the_llm(switch):
    named = [ex for ex in switch if ex.kind == "switch_single:named"]
    assert 0.25 < len(named) / sum(ex.kind.startswith("switch_single") for ex in switch) < 0.45
    for ex in named:
        assert not ex.fires and len(find_numbers(ex.messages[0]["content"])) >= 2
    convs = [ex for ex in switch if ex.kind.startswith("switch_conv")]
    assert any("named" in ex.kind.split(":")[1].split("+") and ex.fires for ex in convs)
    # answered questions are answered at the first assistant token, as the arithmetic data's
    answered = [ex for ex in switch if ex.fires]
    assert answered and all(f.position == 0 for ex in answered for f in ex.fires)


def test_grouped_numbers_read_back_as_written():
    import random

    rng = random.Random(3)
    for _ in range(200):
        n = builders.Grouped(1000, 999999)(rng)
        (parsed,) = find_numbers(f"about {n.text} people")
        assert "," in n.text and parsed.value == n.value == int(n.text.replace(",", ""))


def test_reproducible_and_extending():
    a, b = C.decoder_examples(60, 1, answer_prefix=False), C.decoder_examples(90, 1, answer_prefix=False)
    assert a == C.decoder_examples(60, 1, answer_prefix=False) and b[:60] == a
    assert C.switch_examples(80, 2)[:50] == C.switch_examples(50, 2)


def test_no_prompt_is_in_the_held_out_sets(decoder, switch):
    held = heldout_prompts()
    assert len(held) > 300
    users = {m["content"].strip() for ex in decoder + switch if ex.messages for m in ex.messages if m["role"] == "user"}
    assert len(users) > 1000 and not users & held


def test_switch_never_labels_a_prompt_both_ways(switch):
    from conftest import first_token_labels

    both = {p: c for p, c in first_token_labels(switch).items() if c[True] and c[False]}
    assert not both, list(both.items())[:5]
