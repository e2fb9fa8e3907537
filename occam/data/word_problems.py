"""Word problems of one to three operations for the two-layer OccamNet: the whole calculation in one step.

The two-layer Complete OccamNet over ``+ - * /`` with four inputs (:mod:`occam.data.expressions`)
computes any tree of depth <= 2 over the four most recent numbers of the text. A word problem is
answered by OccamNet at the first assistant token when its answer is such a tree over numbers the
text writes: ``(36 - 8) * 30.10`` for "had 36 lamps, 8 were broken, sells the rest at $30.10 each".

What it makes
-------------
* :func:`word_problem_examples`: decoder data, shaped like :func:`~occam.data.expressions.expression_examples`:
  half single chat queries (``user: story``, ``assistant: "Answer = 842.80"`` or ``"842.80"``), half
  raw concatenations of 2-4 problem/answer pairs (:func:`occam.data.builders.concatenation`), every
  answer a target. Kinds ``wp1``, ``wp2``, ``wp3`` (operations of the story's arithmetic) and ``concat``.
* :func:`word_problem_switch_examples`: switch data, shaped like
  :func:`~occam.data.expressions.expression_switch_examples`: half single prompts, half conversations of
  2-4 pairs. A problem OccamNet can answer is answered at once (``switch_single:wpK``, one fire at
  position 0); one it cannot (:data:`NEGATIVE_SHARE` of the word problems) gets the LLM's opening of a
  worked answer, every token labelled 0 (``switch_single:wp_beyond``). Conversations mix word-problem
  pairs (tags ``wpK``, ``wp_beyond``) with :func:`occam.data.arithmetic.switch_pair` pairs, minus
  :data:`~occam.data.expressions.DROPPED_TAGS` and any pair whose fire two layers cannot compute.
* :func:`word_problem`: one problem (:class:`WordProblem`), fire or not; :func:`window_report`: the
  measurements below.

The stories (:mod:`occam.data.word_templates`) follow the benchmark families: MultiArith (two steps
over three numbers, and the same with decimals as in MultiArith-Float: money, kilograms, liters),
AddSub (one step, add or subtract, often with an irrelevant number), SingleEq (one equation, often
three numbers, the unknown anywhere: "had some, got 5 more, now has 12") and SVAMP (the question first
or changed, irrelevant numbers). Numbers come in any order relative to the operation (``b - a``,
``(a - c) / b``), small counts are sometimes written as words ("among three friends", which
:func:`~occam.numbers.find_numbers` reads), and an SVAMP-style irrelevant sentence ("Tom is 12 years
old.") is inserted between a story's sentences in :data:`IRRELEVANT_WEIGHTS` of the problems. Family
first (a quarter each), then a frame of it, then a phrasing.

What decides a fire
-------------------
A story's arithmetic is a formula over its slots (:class:`~occam.data.word_templates.Frame`), built
into an :class:`~occam.data.expressions.Expr` tree of the numbers as written and evaluated with the
protected primitives (:func:`~occam.data.expressions.evaluate`). OccamNet answers (a fire) iff

1. the tree is :func:`~occam.data.expressions.representable` (depth <= 2, ``+ - * /``, at most 4 leaves),
2. every leaf is a number the text writes (no constant such as the 2 of "twice" or the 12 of "a dozen";
   a story that writes "2 times as many" is a fire, one that writes "twice as many" is not), and
3. every number the formula uses is among the four most recent numbers of the prompt (irrelevant
   numbers may sit among them: OccamNet's function leaves an input unused).

Then :func:`~occam.data.expressions.explains` confirms that a depth-2 function of those four inputs
gives the answer exactly (a failure is a bug, not a resample). A problem that fails any of the three
is a switch negative with an LLM reply, never a fire, even where some depth-2 function of its four
latest numbers happens to give the same value: with small whole numbers one of the 62,148 functions
often does (``(a * b + c) / d`` over four numbers below 20 in 96 % of draws; "twice as many, together"
is always ``a + (a + a)``), but no decoder can learn a coincidence, and the rule stays the story's:
the 2 of "twice" is written or the LLM answers. Answers are written with
:func:`~occam.data.builders.occam_answer`, decimals = those of the numbers the formula uses. A fired
tree whose :func:`~occam.data.expressions.canonical` key is held out for the expression test sets
(:func:`~occam.data.expressions.is_held_out`) is redrawn, so ``--data expressions+word_problems``
never trains on a held-out expression. Every prompt is checked to contain exactly its slots' numbers,
in order, as written.

Numbers beyond the inputs: measurements
---------------------------------------
:func:`window_report` (``python -c "from occam.data.word_problems import window_report as w; print(w())"``,
data version 1, 20,000 problems, seed 0), every frame drawn as for training, the
:data:`~occam.data.word_templates.BEYOND` frames included (a constant the text does not write, more than
four numbers, three levels), irrelevant sentences by :data:`IRRELEVANT_WEIGHTS`:

* Relevant numbers per problem: 2.3 % one, 47.3 % two, 38.1 % three, 9.5 % four, 2.8 % five or six.
  Numbers in the text, irrelevant ones included: 1.6 % one, 24.5 % two, 39.4 % three, 24.2 % four,
  10.3 % five or more.
* 93.5 % have every relevant number among the latest four; 79.0 % are fires. Not fires: 11.2 % need a
  constant ("twice", "half", "a dozen", a week's 7 days, a percentage's 100, an hour's 60), 10.2 %
  three levels, 2.8 % more relevant numbers than inputs, and 3.8 % of the problems with at most four
  relevant numbers have one pushed out of the window by irrelevant numbers written after it
  (4.8 % of all problems lose one relevant number, 1.4 % two, 0.3 % three). Fires by family:
  MultiArith 71.3 %, AddSub 92.0 %, SingleEq 63.3 %, SVAMP 89.6 %.
* 10.3 % of the problems write more numbers than OccamNet has inputs; 36.8 % of those still have
  their relevant numbers among the latest four (the irrelevant ones come first).
* Forced irrelevant sentences (fire frames only): with one, every problem with two or three relevant
  numbers keeps them in the window (a story's own irrelevant number comes before its relevant ones),
  and four-relevant problems keep them in 25.9 % (only when the sentence comes first; otherwise exactly
  one is pushed out). With two: 84.3 % (two relevant), 47.6 % (three), 12.6 % (four; two pushed out
  in 47.3 %).

What those need: irrelevant numbers cost little for the one- and two-step problems that are most of
AddSub, SingleEq, SVAMP and MultiArith, and a lot for three-operation stories with four relevant
numbers, where any irrelevant number after the first relevant one pushes it out; five or more
relevant numbers never fit. Both need more inputs (``--inputs 5`` or 6; the network's functions grow
fast) or several OccamNet steps (a worked answer, as the one-layer data's ``word2``); this data gives
them to the LLM (switch negatives), which is what the network of four inputs should do with them.
"""
from __future__ import annotations

import ast
import random
import re
from collections import Counter
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Sequence

from ..conventions import input_values
from ..numbers import find_numbers
from .builders import (Example, Num, Part, Resample, Text, answered_at_once, answered_by_the_llm, decoder_data,
                       number_words, occam_answer, retry, stable_seed, switch_data)
from .expressions import (N_INPUTS, Expr, depth, evaluate, explained_pair, explains, is_held_out, n_ops,
                          representable)
from .templates import SYSTEM_PROMPTS
from .word_templates import (BEYOND, FAMILIES, FRAMES, IRRELEVANT, IRRELEVANT_NUMBER, LLM_OPENINGS, PEOPLE,
                             Frame)

__all__ = ["WordProblem", "formula_tree", "formula_slots", "word_problem", "word_problem_examples",
           "word_problem_switch_examples", "window_report", "NEGATIVE_SHARE", "IRRELEVANT_WEIGHTS"]

# Shares (data version 1)
IRRELEVANT_WEIGHTS = (0.65, 0.28, 0.07)  # problems with 0, 1, 2 inserted irrelevant sentences
WORDS_SHARE = 0.25  # of a frame's ``words`` slots with a value <= 20: written as a word ("three")
NEGATIVE_SHARE = 0.3  # of the switch's word problems: not one OccamNet step, the LLM answers
WINDOW_SHARE = 0.35  # of those negatives: a fire's story whose irrelevant numbers push a relevant one out
WORD_PAIR_SHARE = 0.5  # of the pairs of a switch conversation: word problems (the rest switch_pair's)

_SLOT = re.compile(r"\{(\w+)\}")
_PERSON = re.compile(r"<(P|Q|he|He|him|his|His)>")
_SENTENCE_END = re.compile(r"(?<=[.?!]) ")
_AST_OPS = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul", ast.Div: "div"}


# ================================================================ formulas

def formula_slots(formula: str) -> tuple[str, ...]:
    """The slot names a formula uses, in order of first use."""
    return tuple(dict.fromkeys(n.id for n in ast.walk(ast.parse(formula, mode="eval")) if isinstance(n, ast.Name)))


def _constants(formula: str) -> tuple[str, ...]:
    return tuple(str(n.value) for n in ast.walk(ast.parse(formula, mode="eval")) if isinstance(n, ast.Constant))


def formula_tree(formula: str, nums: dict[str, Num]):
    """The formula as an :class:`~occam.data.expressions.Expr` tree whose leaves are the slots' numbers as
    written (a constant becomes a leaf of its own, a number the text does not write)."""
    def build(node: ast.AST):
        if isinstance(node, ast.BinOp) and type(node.op) in _AST_OPS:
            return Expr(_AST_OPS[type(node.op)], build(node.left), build(node.right))
        if isinstance(node, ast.Name):
            return nums[node.id]
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return Num(str(node.value), float(node.value), 0)
        raise ValueError(f"a formula has + - * /, parentheses, slot names and numerals: {formula!r}")
    return build(ast.parse(formula, mode="eval").body)


# ================================================================ one problem

@dataclass(frozen=True)
class WordProblem:
    frame: Frame
    user: str  # the prompt
    nums: dict[str, Num]  # every slot's number as written (irrelevant ones included)
    order: tuple[str, ...]  # the slots in the order the prompt writes them
    tree: object  # the formula over the numbers as written (Expr, or a Num)
    value: float  # exact, from the numbers as written
    answer: Num | None  # as OccamNet writes it (fires only)
    reasons: tuple[str, ...]  # why OccamNet cannot answer at once: "constant", "too_many", "depth", "window"

    @property
    def fires(self) -> bool:
        return not self.reasons

    @property
    def relevant(self) -> tuple[str, ...]:
        return formula_slots(self.frame.formula)

    @property
    def pushed_out(self) -> int:
        """Relevant numbers written before the latest four."""
        window = set(self.order[-N_INPUTS:])
        return sum(s not in window for s in self.relevant)

    @property
    def tag(self) -> str:
        return f"wp{n_ops(self.tree)}" if self.fires else "wp_beyond"


def _sentences(rng: random.Random, text: str, n_irrelevant: int) -> str:
    """The story with ``n_irrelevant`` irrelevant sentences inserted before its last sentence."""
    parts = _SENTENCE_END.split(text)
    for i, extra in enumerate(rng.sample(IRRELEVANT, n_irrelevant)):
        parts.insert(rng.randint(0, len(parts) - 1), extra.replace("{extra}", "{extra%d}" % i))
    return " ".join(parts)


def _people(rng: random.Random, text: str) -> str:
    (p, he, him, his), (q, *_) = rng.sample(PEOPLE, 2)
    sub = {"P": p, "Q": q, "he": he, "He": he.capitalize(), "him": him, "his": his, "His": his.capitalize()}
    return _PERSON.sub(lambda m: sub[m.group(1)], text)


def _number(rng: random.Random, frame: Frame, slot: str) -> Num:
    n = frame.nums[slot](rng)
    if slot in frame.words and n.decimals == 0 and 0 < n.value <= 20 and rng.random() < WORDS_SHARE:
        return Num(number_words(int(n.value)), n.value, 0)
    return n


def _draw(rng: random.Random, frame: Frame, n_irrelevant: int) -> WordProblem:
    """One problem from ``frame`` (fire or not); Resample if the numbers do not fit the story."""
    template = _people(rng, _sentences(rng, rng.choice(frame.texts), n_irrelevant))
    order = tuple(_SLOT.findall(template))
    if len(set(order)) != len(order):
        raise ValueError(f"a slot is written twice: {template!r}")
    nums = {s: _number(rng, frame, s) if s in frame.nums else IRRELEVANT_NUMBER(rng) for s in order}
    user = _SLOT.sub(lambda m: nums[m.group(1)].text, template)
    if [(n.text, n.value) for n in find_numbers(user)] != [(nums[s].text, nums[s].value) for s in order]:
        raise Resample  # e.g. two number words that read as one
    tree = formula_tree(frame.formula, nums)
    value = evaluate(tree)
    if value is None:
        raise Resample
    value += 0.0  # never -0.0
    if frame.check is not None and not frame.check(SimpleNamespace(**{k: v.value for k, v in nums.items()}, y=value)):
        raise Resample
    relevant = formula_slots(frame.formula)
    reasons = tuple(r for r, bad in (
        ("constant", bool(_constants(frame.formula))),
        ("too_many", len(relevant) > N_INPUTS),
        ("depth", depth(tree) > 2),
        ("window", any(s not in order[-N_INPUTS:] for s in relevant))) if bad)
    inputs = input_values([nums[s].value for s in order], N_INPUTS)
    answer = None
    if not reasons:
        if not (representable(tree) and explains(value, inputs)):
            raise RuntimeError(f"a fire two layers cannot compute: {user!r} = {frame.formula}")
        answer = occam_answer(value, (nums[s].decimals for s in relevant))
        if answer is None or is_held_out(tree):
            raise Resample
    return WordProblem(frame, user, nums, order, tree, value, answer, reasons)


def _frame(rng: random.Random, frames: Sequence[Frame]) -> Frame:
    """A family (uniform among those present), then one of its frames."""
    family = rng.choice([f for f in FAMILIES if any(fr.family == f for fr in frames)])
    return rng.choice([fr for fr in frames if fr.family == family])


def _n_irrelevant(rng: random.Random) -> int:
    return rng.choices(range(len(IRRELEVANT_WEIGHTS)), IRRELEVANT_WEIGHTS)[0]


def word_problem(rng: random.Random, fires: bool) -> WordProblem:
    """A problem OccamNet answers at once (``fires``), or one it cannot: a :data:`BEYOND` story
    (constant not written, more than four numbers, three levels), or in :data:`WINDOW_SHARE` of them a
    fire's story whose irrelevant numbers push a relevant one out of the four inputs."""
    if fires:
        frame = _frame(rng, FRAMES)

        def make() -> WordProblem:
            p = _draw(rng, frame, _n_irrelevant(rng))
            if not p.fires:
                raise Resample
            return p
        return retry(make)
    if rng.random() < WINDOW_SHARE:
        def window() -> WordProblem:
            p = _draw(rng, _frame(rng, FRAMES), rng.randint(1, 2))
            if p.reasons != ("window",):
                raise Resample
            return p
        return retry(window, tries=5000)
    frame = _frame(rng, BEYOND)
    return retry(lambda: _draw(rng, frame, _n_irrelevant(rng)))


# ================================================================ decoder examples

def _part(rng: random.Random, answer_prefix: bool) -> Part:
    p = word_problem(rng, fires=True)
    return Part(p.tag, p.user, "Answer = [y]" if answer_prefix else "[y]", {"y": p.answer}, {"y": p.value})


def word_problem_examples(n: int, seed: int, *, answer_prefix: bool) -> list[Example]:
    """Decoder data for the two-layer OccamNet: half single chat queries (kind ``wp1``..``wp3``), half
    raw concatenations of 2-4 problems (``concat``). With ``answer_prefix`` answers read "Answer = 88"
    (the first stage), else "88"."""
    rng = random.Random(stable_seed("word_problem_examples", seed, answer_prefix))
    return decoder_data(rng, n, lambda: _part(rng, answer_prefix), (2, 4))


# ================================================================ switch examples

def _reply(rng: random.Random, p: WordProblem) -> Text:
    out = Text()
    if p.fires:
        out.fire(p.answer, p.value)  # the answer alone, at the first assistant token
    else:
        out.add(rng.choice(LLM_OPENINGS))
    return out


def _word_pair(rng: random.Random) -> tuple[str, str, Text]:
    p = word_problem(rng, fires=rng.random() >= NEGATIVE_SHARE)
    return p.tag, p.user, _reply(rng, p)


def _switch_single(rng: random.Random) -> Example:
    p = word_problem(rng, fires=rng.random() >= NEGATIVE_SHARE)
    if p.fires:
        return answered_at_once(f"switch_single:{p.tag}", p.user, p.answer, p.value)
    return answered_by_the_llm("switch_single:wp_beyond", p.user, rng.choice(LLM_OPENINGS))


def word_problem_switch_examples(n: int, seed: int) -> list[Example]:
    """Switch data for word problems: half single prompts (``switch_single:wpK`` answered at once,
    ``switch_single:wp_beyond`` answered by the LLM), half conversations of 2-4 pairs (``switch_conv:``
    and the pairs' tags)."""
    rng = random.Random(stable_seed("word_problem_switch_examples", seed))
    return switch_data(rng, n, lambda: _switch_single(rng), lambda context: explained_pair(rng, context, WORD_PAIR_SHARE, lambda: _word_pair(rng)),
                       SYSTEM_PROMPTS)


# ================================================================ measurements

def _shares(c: Counter) -> dict:
    total = sum(c.values())
    return {k: round(100 * v / total, 1) for k, v in sorted(c.items())}


def window_report(n: int = 20000, seed: int = 0) -> dict:
    """How often the relevant numbers are among OccamNet's four inputs (percentages).

    ``natural``: ``n`` problems drawn like the training data's candidates (a family, a frame of
    :data:`FRAMES` or :data:`BEYOND` in proportion to their numbers, inserted irrelevant sentences by
    :data:`IRRELEVANT_WEIGHTS`): shares by relevant count, by numbers in the text, in-window, fires,
    reasons. ``forced``: frames of :data:`FRAMES` with exactly 1 or 2 inserted sentences, by relevant
    count: share with every relevant number in the window and how many were pushed out."""
    rng = random.Random(stable_seed("window_report", seed))
    everything = FRAMES + BEYOND
    relevant, numbers, pushed, reasons, family, many, few = (Counter() for _ in range(7))
    for _ in range(n):
        frame = _frame(rng, everything)
        k = _n_irrelevant(rng)
        p = retry(lambda: _draw(rng, frame, k))
        relevant[len(p.relevant)] += 1
        numbers[min(len(p.order), 5)] += 1
        pushed[p.pushed_out] += 1
        reasons.update(p.reasons or ("fire",))
        family[frame.family, p.fires] += 1
        if len(p.order) > N_INPUTS:
            many[p.pushed_out == 0] += 1
        if len(p.relevant) <= N_INPUTS:
            few[p.pushed_out == 0] += 1
    pct = lambda a, b: round(100 * a / max(b, 1), 1)  # noqa: E731
    natural = {"relevant_numbers": _shares(relevant), "numbers_in_text (5 = 5+)": _shares(numbers),
               "relevant_in_window": pct(pushed[0], n), "pushed_out": _shares(pushed),
               "reasons (of problems; a problem may have several)": {r: pct(c, n) for r, c in sorted(reasons.items())},
               "fires_by_family": {f: pct(family[f, True], family[f, True] + family[f, False]) for f in FAMILIES},
               "pushed_out_by_irrelevant (of problems with <= 4 relevant)": pct(few[False], sum(few.values())),
               "more_numbers_than_inputs": {"share": pct(sum(many.values()), n),
                                            "relevant_in_window": pct(many[True], sum(many.values()))}}
    forced: dict = {}
    for k in (1, 2):
        by_rel: dict[int, Counter] = {}
        for _ in range(n // 4):
            frame = _frame(rng, FRAMES)
            p = retry(lambda: _draw(rng, frame, k))
            by_rel.setdefault(len(p.relevant), Counter())[p.pushed_out] += 1
        forced[f"{k} irrelevant"] = {f"{r} relevant": {"in_window": round(100 * c[0] / sum(c.values()), 1),
                                                       "pushed_out": _shares(c)} for r, c in sorted(by_rel.items())}
    return {"natural": natural, "forced": forced}
