"""Tests for occam.data.word_problems: every fire is a depth-2 ``+ - * /`` function of the last 4 numbers
(what training feeds OccamNet), its target equals the story's arithmetic computed here independently
(the prompt read back against the frame tables, the formula evaluated exactly with Fractions), the
switch's negatives are stories one step cannot answer, no prompt shape is labelled both ways, shares,
reproducibility, the training registry, and disjointness from the hand-written held-out sets."""
from __future__ import annotations

import ast
import math
import operator
import re
from collections import Counter
from fractions import Fraction

import conftest
import pytest

from occam.conventions import input_values
from occam.data import expressions as E
from occam.data import word_problems as W
from occam.data import word_templates as T
from occam.data.builders import number_words
from occam.numbers import find_numbers
from occam.training.features import _inputs


# ---------------------------------------------------------------- an independent reader of the stories

_NAMES = "|".join(p[0] for p in T.PEOPLE)
_PRONOUNS = {"he": "she|he", "He": "She|He", "him": "her|him", "his": "her|his", "His": "Her|His"}
_NUMBER = r"-?\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?"
_WORDS = {number_words(i): i for i in range(0, 100)}


def _pattern(template: str) -> str:
    out, i = [], 0
    for m in re.finditer(r"\{(\w+)\}|<(\w+)>", template):
        out.append(re.escape(template[i:m.start()]))
        if m.group(1):
            out.append(f"(?P<{m.group(1)}>{_NUMBER})")
        else:
            out.append(f"(?:{_NAMES})" if m.group(2) in ("P", "Q") else f"(?:{_PRONOUNS[m.group(2)]})")
        i = m.end()
    return "".join(out) + re.escape(template[i:])


_IRR = "|".join(f"(?:{_pattern(re.sub(r'[{]extra[}]', '{_x_}', t))})".replace("(?P<_x_>", "(?:")
                for t in T.IRRELEVANT)
_IRRELEVANT = re.compile(_IRR)


def _story(template: str) -> re.Pattern:
    """A frame's phrasing with any number of irrelevant sentences before each of its sentences."""
    sentences = re.split(r"(?<=[.?!]) ", template)
    return re.compile(" ".join(f"(?:(?:{_IRR}) )*{_pattern(x)}" for x in sentences))


_STORIES = [(fr, _story(t)) for fr in T.FRAMES + T.BEYOND for t in fr.texts]


def _value(text: str) -> Fraction:
    return Fraction(_WORDS[text]) if text in _WORDS else Fraction(text)


def _read(user: str) -> tuple[T.Frame, dict[str, str], int, dict[str, int]]:
    """The frame a prompt was written from, its slots' numbers as written, how many irrelevant
    sentences were inserted, and each slot's index among all numbers of the prompt."""
    hits = [(fr, m) for fr, rx in _STORIES if (m := rx.fullmatch(user))]
    assert hits, user
    fr, m = hits[0]
    starts = [n.start for n in find_numbers(user)]
    index = {k: starts.index(m.start(k)) for k in m.groupdict()}
    return fr, dict(m.groupdict()), len(_IRRELEVANT.findall(user)), index


_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def _exact(formula: str, values: dict[str, Fraction]) -> Fraction:
    def ev(n):
        if isinstance(n, ast.BinOp):
            return _OPS[type(n.op)](ev(n.left), ev(n.right))
        if isinstance(n, ast.Name):
            return values[n.id]
        return Fraction(n.value)
    return ev(ast.parse(formula, mode="eval").body)


def _depth(formula: str) -> int:
    def d(n):
        return 1 + max(d(n.left), d(n.right)) if isinstance(n, ast.BinOp) else 0
    return d(ast.parse(formula, mode="eval").body)


def _names(formula: str) -> set[str]:
    return {n.id for n in ast.walk(ast.parse(formula, mode="eval")) if isinstance(n, ast.Name)}


def _has_constant(formula: str) -> bool:
    return any(isinstance(n, ast.Constant) for n in ast.walk(ast.parse(formula, mode="eval")))


def _one_step(fr: T.Frame, user: str, index: dict[str, int]) -> bool:
    """Can one depth-2 step over the prompt's latest four numbers follow the story? (from the formula
    and the prompt alone: no constant, depth <= 2, every number it uses among the latest four)"""
    relevant = _names(fr.formula)
    n = len(find_numbers(user))
    return (not _has_constant(fr.formula) and _depth(fr.formula) <= 2 and len(relevant) <= 4
            and all(index[s] >= n - 4 for s in relevant))


# ---------------------------------------------------------------- fixtures

@pytest.fixture(scope="module")
def decoder_prefix():
    return W.word_problem_examples(300, 1, answer_prefix=True)


@pytest.fixture(scope="module")
def decoder_plain():
    return W.word_problem_examples(300, 2, answer_prefix=False)


@pytest.fixture(scope="module")
def switch():
    return W.word_problem_switch_examples(400, 3)


def _questions(ex) -> list[tuple[object, str]]:
    """(fire or None, prompt) for every word problem of an example; None = a negative (no fire)."""
    if ex.kind == "concat":
        segments = ex.text.split("\n\n")
        assert len(segments) == len(ex.fires)
        return [(f, s[:s.rindex("?") + 1]) for f, s in zip(ex.fires, segments)]
    if ex.kind.startswith("switch_conv:"):
        tags = ex.kind.split(":", 1)[1].split("+")
        users = [i for i, m in enumerate(ex.messages) if m["role"] == "user"]
        out = []
        for tag, i in zip(tags, users):
            if tag.startswith("wp"):
                fires = [f for f in ex.fires if f.message == i + 1]
                assert len(fires) == (tag != "wp_beyond")
                out.append((fires[0] if fires else None, ex.messages[i]["content"]))
        return out
    return [(ex.fires[0] if ex.fires else None, ex.messages[0]["content"])]


# ---------------------------------------------------------------- tables and formulas

def test_every_template_renders_its_slots_and_nothing_else():
    for fr in T.FRAMES + T.BEYOND:
        assert fr.family in T.FAMILIES
        for text in fr.texts:
            slots = re.findall(r"\{(\w+)\}", text)
            assert len(slots) == len(set(slots)) and set(slots) == set(fr.nums), (fr.formula, text)
            assert _names(fr.formula) <= set(slots)
            assert text.endswith("?")
            bare = re.sub(r"\{\w+\}|<\w+>", "X", text)
            assert not find_numbers(bare), text  # no digits or number words besides the slots
    for s in T.IRRELEVANT + T.LLM_OPENINGS:
        assert not find_numbers(re.sub(r"\{\w+\}|<\w+>", "X", s)), s


def test_formula_trees():
    nums = {k: E.Num(t, float(t), 0) for k, t in zip("abc", ("36", "8", "3"))}
    tree = W.formula_tree("(a - b) * c", nums)
    assert E.render(tree) == "(36 - 8) * 3" and E.evaluate(tree) == 84
    assert W.formula_slots("a + a * k") == ("a", "k")
    twice = W.formula_tree("a + a * 2", nums)
    assert E.evaluate(twice) == 108 and E.depth(twice) == 2


@pytest.mark.parametrize("frames", ["FRAMES", "BEYOND"])
def test_frames_are_on_their_side(frames):
    for fr in getattr(T, frames):
        one_step = not _has_constant(fr.formula) and _depth(fr.formula) <= 2 and len(_names(fr.formula)) <= 4
        assert one_step is (frames == "FRAMES"), fr.formula


# ---------------------------------------------------------------- decoder and switch examples

def test_reproducible():
    assert W.word_problem_examples(20, 5, answer_prefix=True) == W.word_problem_examples(20, 5, answer_prefix=True)
    assert W.word_problem_examples(20, 5, answer_prefix=True) != W.word_problem_examples(20, 6, answer_prefix=True)
    assert W.word_problem_switch_examples(20, 5) == W.word_problem_switch_examples(20, 5)
    assert W.word_problem_switch_examples(20, 5) != W.word_problem_switch_examples(20, 6)


def test_more_examples_extend_fewer():  # what the feature cache's extension of a smaller run relies on
    assert W.word_problem_examples(40, 5, answer_prefix=False)[:25] == W.word_problem_examples(25, 5, answer_prefix=False)
    assert W.word_problem_switch_examples(40, 5)[:25] == W.word_problem_switch_examples(25, 5)


@pytest.mark.parametrize("name", ["decoder_prefix", "decoder_plain", "switch"])
def test_targets_equal_the_story_and_are_one_step(request, name):
    checked = 0
    for ex in request.getfixturevalue(name):
        for fire, user in _questions(ex):
            fr, slots, _, index = _read(user)
            exact = _exact(fr.formula, {k: _value(v) for k, v in slots.items()})
            if fire is None:  # a negative: one step over the latest four numbers cannot follow the story
                assert not _one_step(fr, user, index), user
                continue
            assert _one_step(fr, user, index), user
            assert math.isclose(fire.target, float(exact), rel_tol=1e-12, abs_tol=1e-12), (user, fire)
            # what training feeds OccamNet at the fire: a depth-2 function of it gives the target
            x = input_values([n.value for _, n in _inputs(ex, fire.message, fire.position, 4)], 4)
            assert E.explains(fire.target, x), (ex, fire, x)
            checked += 1
    assert checked > 250


@pytest.mark.parametrize("name", ["decoder_prefix", "decoder_plain", "switch"])
def test_fire_positions_hold_the_target(request, name):
    for ex in request.getfixturevalue(name):
        for fire in ex.fires:
            content = ex.text if fire.message is None else ex.messages[fire.message]["content"]
            assert fire.position == 0 or content[fire.position - 1] != " "
            n = find_numbers(content[fire.position:])[0]
            assert abs(n.value - fire.target) <= max(0.51 * 10.0 ** -n.decimals, 1e-6 * abs(fire.target)), (n, fire)


def test_decoder_shapes_and_shares(decoder_prefix, decoder_plain):
    exs = decoder_prefix + decoder_plain
    kinds = Counter(ex.kind for ex in exs)
    assert set(kinds) == {"wp1", "wp2", "wp3", "concat"}
    assert 0.4 < kinds["concat"] / len(exs) < 0.6
    assert {len(ex.fires) for ex in exs if ex.kind == "concat"} == {2, 3, 4}
    for ex in decoder_prefix:
        if ex.messages is not None:
            assert ex.messages[1]["content"].startswith("Answer = ") and ex.fires[0].position == len("Answer =")
    for ex in decoder_plain:
        if ex.messages is not None:
            assert ex.fires[0].position == 0
        else:
            assert "Answer" not in ex.text
    problems = [_read(u) for ex in exs for _, u in _questions(ex)]
    families = Counter(fr.family for fr, *_ in problems)
    assert all(0.15 < families[f] / len(problems) < 0.35 for f in T.FAMILIES), families
    ops = Counter(_depth_ops(fr.formula) for fr, *_ in problems)
    assert all(ops[k] / len(problems) > 0.05 for k in (1, 2, 3)), ops
    irrelevant = sum(k > 0 for _, _, k, _ in problems) / len(problems)
    assert 0.2 < irrelevant < 0.45, irrelevant
    inline = sum(bool(set(fr.nums) - _names(fr.formula)) for fr, *_ in problems) / len(problems)
    assert inline > 0.1
    decimals = sum(any("." in v for v in s.values()) for _, s, *_ in problems) / len(problems)
    assert 0.2 < decimals < 0.6, decimals
    assert any(any(v in _WORDS for v in s.values()) for _, s, *_ in problems)  # "among three friends"
    # "2 times as many" (the 2 written) is a fire; "twice as many" never is (test_twice_is_not_a_fire)
    assert any(fr.formula == "a + a * k" and _value(s["k"]) == 2 for fr, s, *_ in problems)


def _depth_ops(formula: str) -> int:
    return sum(isinstance(n, ast.BinOp) for n in ast.walk(ast.parse(formula, mode="eval")))


def test_switch_examples(switch):
    singles = [ex for ex in switch if ex.kind.startswith("switch_single:")]
    convs = [ex for ex in switch if ex.kind.startswith("switch_conv:")]
    assert len(singles) + len(convs) == len(switch) and 0.4 < len(singles) / len(switch) < 0.6
    for ex in singles:
        reply = ex.messages[1]["content"]
        if ex.kind == "switch_single:wp_beyond":
            assert not ex.fires and reply in T.LLM_OPENINGS
        else:
            (fire,) = ex.fires
            assert fire.message == 1 and fire.position == 0 and [n.text for n in find_numbers(reply)] == [reply]
    problems = [(f, u) for ex in switch for f, u in _questions(ex)]
    negative = sum(f is None for f, _ in problems) / len(problems)
    assert 0.2 < negative < 0.4, negative
    tags = Counter(t for ex in convs for t in ex.kind.split(":", 1)[1].split("+"))
    assert not set(tags) & E.DROPPED_TAGS
    assert {"wp1", "wp2", "wp3", "wp_beyond", "arith", "prose", "case1"} <= set(tags)
    words = sum(v for t, v in tags.items() if t.startswith("wp"))
    assert 0.4 < words / sum(tags.values()) < 0.6, tags
    reasons = Counter()
    for f, u in problems:
        if f is None:
            fr, *_ = _read(u)
            reasons["constant" if _has_constant(fr.formula) else "beyond" if fr in T.BEYOND else "window"] += 1
    assert set(reasons) == {"constant", "beyond", "window"}, reasons  # "window": a fire's story, numbers pushed out
    for ex in switch:  # every fire, word problem or not, is one step of the two-layer network
        for fire in ex.fires:
            x = input_values([n.value for _, n in _inputs(ex, fire.message, fire.position, 4)], 4)
            assert E.explains(fire.target, x), (ex, fire)


def test_switch_never_labels_a_prompt_both_ways(switch):
    labels = conftest.first_token_labels(switch + W.word_problem_switch_examples(600, 4))
    assert not {k: dict(v) for k, v in labels.items() if len(v) == 2}


def test_twice_is_not_a_fire():
    rng = __import__("random").Random(0)
    for _ in range(200):
        p = W.word_problem(rng, fires=True)
        assert "twice" not in p.user and "dozen" not in p.user and "%" not in p.user


# ---------------------------------------------------------------- training registry

def test_registry_and_mix():
    from occam.training import train

    for kind in ("word_problems", "expressions+word_problems"):
        assert kind in train.NETWORK and train.NETWORK[kind] == train.NETWORK["expressions"]
    assert train.NETWORK["arithmetic+conversation"] == train.NETWORK["conversation"] == train.NETWORK["arithmetic"]
    for mix in train.MIXES:  # every kind of a mix has its own generator and cache version
        assert all(k in train.DATA and k in train.DATA_VERSION for k in mix.split("+"))
    assert train.per_kind("3500,1000", ["a", "b"]) == [3500, 1000]
    assert train.per_kind("700", ["a", "b"]) == [700, 700]
    assert train.per_kind("1000,0", ["a", "b"]) == [1000, 0]
    for bad in ("1,2,3", "0,0", "-1,4", "x"):
        with pytest.raises(ValueError, match="per kind"):
            train.per_kind(bad, ["a", "b"])


# ---------------------------------------------------------------- held-out sets

def _heldout_prompts() -> set[str]:
    from helpers import heldout_prompts

    return heldout_prompts(extra=("eval_sets/word_problems.json",))


def test_no_held_out_prompt_is_generated(decoder_prefix, decoder_plain, switch):
    held = _heldout_prompts()
    assert len(held) > 300
    problems = {u.strip() for ex in decoder_prefix + decoder_plain + switch for _, u in _questions(ex)}
    assert len(problems) > 500
    assert not problems & held
    # the rest of the switch conversations are occam.data.arithmetic.switch_pair's, small talk included
    users = {m["content"].strip() for ex in switch for m in ex.messages if m["role"] == "user"}
    assert not users & held
