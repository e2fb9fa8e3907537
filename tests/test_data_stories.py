"""Tests for occam.data.stories: one-step word problems put together from parts answer with the one
operation their schema names, write exactly their two operands, vary their words, and never write a
held-out prompt."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from helpers import heldout_prompts

from occam.data import conversation as C
from occam.data.stories import fill_slots, story_problem
from occam.data.story_tables import SCHEMAS
from occam.numbers import find_numbers
from occam.primitives import get as primitive


@pytest.fixture(scope="module")
def problems():
    rng = random.Random(11)
    return [story_problem(rng) for _ in range(1500)]


def _in_text_order(part) -> list[float]:
    return [n.value for n in find_numbers(part.user)]


@pytest.mark.parametrize("schema", SCHEMAS, ids=lambda s: s.kind)
def test_every_schema_answers_with_its_operation_of_the_written_numbers(schema):
    rng = random.Random(schema.kind)
    name, op, first, second = schema.calc[-1]
    for _ in range(40):
        part = story_problem(rng, schema=schema)
        a, b = part.nums[first].value, part.nums[second].value
        assert sorted(_in_text_order(part)) == sorted((a, b))
        expected = {"add": a + b, "sub": a - b, "mul": a * b, "div": a / b}[op]
        assert part.targets["y"] == pytest.approx(expected, rel=1e-12)
        assert part.targets["y"] == primitive(op)(a, b)
        assert part.targets["y"] > 0  # a story's answer is a quantity
        if op == "div":
            assert abs(part.targets["y"] * 100 - round(part.targets["y"] * 100)) < 1e-6  # shares come out even
        assert "<" not in part.user and ">" not in part.user and "{" not in part.user


def test_only_the_two_operands_are_written(problems):
    for part in problems:
        assert len(find_numbers(part.user)) == 2, part.user


def test_operations_and_orders_are_all_there(problems):
    cells = Counter()
    for s in SCHEMAS:
        name, op, first, second = s.calc[-1]
        first_at = min(t.index("{" + first + "}") for t in s.stories)
        cells[op, "text" if first_at < min(t.index("{" + second + "}") for t in s.stories) else "swapped"] += 1
    assert {("add", "text"), ("sub", "text"), ("sub", "swapped"), ("mul", "text"), ("div", "text"),
            ("div", "swapped")} <= set(cells), cells
    ops = Counter(next(op for n, op, *_ in s.calc if n == "y") for s in SCHEMAS)
    assert min(ops.values()) >= 4, ops


def test_words_vary(problems):
    """The point of the parts: the same question follows many stories and few texts repeat."""
    texts = Counter(p.user for p in problems)
    assert len(texts) > 0.97 * len(problems)
    questions = Counter(p.user.rstrip(" .!").rsplit(". ", 1)[-1] for p in problems)
    assert len(questions) > 60


def test_fill_slots_capitalises_sentences():
    assert fill_slots("<name> had 3. <he> lost 1.", {"name": "my sister", "he": "she"}) == "My sister had 3. She lost 1."


def test_conversation_data_holds_stories_and_no_held_out_prompt():
    examples = C.decoder_examples(600, 3, answer_prefix=False)
    users = {m["content"].strip() for ex in examples if ex.messages for m in ex.messages if m["role"] == "user"}
    stories = [u for u in users if any(u.endswith(q) for s in SCHEMAS for q in ())] or [
        ex for ex in examples if ex.kind == "conv_story"]
    assert stories
    assert not users & heldout_prompts()
