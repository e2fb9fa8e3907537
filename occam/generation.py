"""Streaming OccamLLM generation: one record per step, KV cache always on.

At every step the frozen LM's hidden states at the last position feed the switch decoder. If the
switch fires (probability above the threshold), the OccamNet decoders set OccamNet's weights, the
exact maximum-probability function is evaluated on the most recent numbers of the conversation, and
its formatted result (plus "\\n\\n", as in the paper) is tokenized and run through the LM to extend
the cache. Before it writes, the step passes the checks of :mod:`occam.abstention` (a valid result,
a sure function, inputs of the current question ...); when one fails, OccamNet abstains, the step
records why, and the LM writes its own token. Otherwise the LM's next token is sampled (greedy at
temperature 0).
"""
from __future__ import annotations

import contextlib
import math
import re
from dataclasses import asdict, dataclass, replace
from functools import lru_cache
from contextlib import AbstractContextManager
from typing import Callable, Generator, Iterator, Literal, Protocol

import numpy as np
import torch

from .abstention import (GIVEN_RATE, QUIET_CHARS, REREADABLE, AbstentionConfig, AbstentionState, Reason,
                         closed_question, decide, in_notation, inverse_relation, is_year, misnamed_operations,
                         misnamed_primitives, misordered_quotient, names_agree, not_as_written, operation_between,
                         referred_number, refers_back, restates, story_problem, tree_leaves, told_before_a_calculation,
                         unnamed_primitives, unsigned_question, unwritten_number, unwritten_words, worded_otherwise,
                         words_agree, written_again, written_agree, written_expression_differs)
from .conventions import (as_read, context_numbers, encode_chat, input_token_positions, input_values, latest, result_text,
                          spacer, token_at)
from .decoders import OccamDecoders
from .occamnet import Function
from .asides import is_aside
from .follow_ups import follow_up
from .redos import redo, two_answers
from .numbers import Number, find_numbers
from .implied_numbers import covers_unwritten
from .notation import is_article, is_reference
from .readings import SYMBOL, By, ordered, reading
from .plan_readers import disagree, plans
from .plan_ranker import OPS as RANKED_OPS, confirms
from .plan_ranker import shipped as shipped_ranker
from .comparisons import sides_told
from .questions import aside_start, asked as question_asked
from .story_plans import Plan, Tree, arrangements, canonical, depth, relabel, two_steps
from .story_cues import story_cue
from .token_states import TokenStates

_CHAT_CHARS = 40  # a user message this short without a number ("cool thanks") may stand between a question and its redo
# a function that is one difference of two inputs ("x1 - x0"): Generation.turned may write it the other way round
_DIFFERENCE = re.compile(r"x(\d+) - x(\d+)")

Source = Literal["llm", "occamnet"]
# end_of_turn: the LLM ended its turn; answer_complete: the stop head ended the reply after an
# OccamNet result; max_new_tokens: the budget ran out
StopReason = Literal["end_of_turn", "answer_complete", "max_new_tokens"]


@dataclass
class NumberRef:
    """A number fed to OccamNet and where it sits: in message ``message`` (``source == "prompt"``)
    or in the generated answer (``source == "output"``), at ``[start, end)`` of that text."""

    value: float
    text: str
    # "given": by a what-if Override, not in the text; "implied": a word of message ``message`` that stands for a
    # number ("Twice a number ...": 2, occam.implied_numbers), read by a plan; "step": the result of OccamNet's first
    # step of a plan deeper than the network (``OccamTrace.first_step``), not written in the text
    source: Literal["prompt", "output", "given", "implied", "step"]
    message: int | None
    start: int
    end: int
    decimals: int = 0


def given_number(value: float) -> NumberRef:
    """An input given by an :class:`Override` rather than read from the text (``source == "given"``)."""
    text = f"{float(value):.15g}"
    decimals = len(text.split(".")[1]) if "." in text and "e" not in text else 0
    return NumberRef(float(value), text, "given", None, 0, 0, decimals)


def input_slots(inputs: list[NumberRef], offset: int) -> tuple[list[str], list[float]]:
    names = [f"x{i}" for i in range(offset)] + [n.text.strip() for n in inputs]
    return names, [math.nan] * offset + [n.value for n in inputs]


@dataclass
class OccamTrace:
    """What OccamNet computed at one step."""

    inputs: list[NumberRef]  # the most recent numbers, oldest first: x_{k-len}, ..., x_{k-1}
    expression: str  # e.g. "x0 * x1"
    expression_with_values: str  # e.g. "1234567 * 7654321"
    value: float | None
    output_text: str | None  # the value as written into the answer
    prob: float  # probability of the chosen function
    weights: list[np.ndarray]  # softmax probabilities per softmax layer, (rows, sources)
    function: Function
    error: str | None = None  # why there is no value
    input_offset: int = 0  # inputs[i] is x_{i + input_offset}: fewer numbers than slots leave the first empty
    network: int = 0  # which of the model's networks (``OccamLLM.networks``) computed it: 0 unless routed
    # the decoders' own difference of two of the question's numbers, negative where the question asks for a
    # quantity, that this trace writes the other way round (:meth:`Generation.turned`); None otherwise
    turned_from: str | None = None
    # the decoders' own function (with values) and its probability, declined for its operation, where the
    # question's words chose this trace's operation over the same two numbers instead (Generation.reread):
    # "named" (the question names it) or "story" (a story's words point to it); None otherwise
    reread_from: str | None = None
    reread_from_prob: float | None = None
    read_by: By | None = None
    # numbers of the question a plan set apart as counts of other things than the one asked ("16 tigers" for
    # "how many lions ...?"): their texts
    set_apart: tuple[str, ...] = ()
    # a plan deeper than the network's layers is computed in two steps: this trace's function reads the result of
    # ``first_step`` (an input of source "step"), the same network's computation of the inner part ("sqrt(49) +
    # sqrt(16)" of "sqrt(49) + sqrt(16) - sqrt(9)"); None for one step
    first_step: "OccamTrace | None" = None

    def slots(self) -> tuple[list[str], list[float]]:
        """Names and values of every input slot ``x0 .. x{k-1}`` (empty leading slots: ``"x{i}"``, NaN)."""
        return input_slots(self.inputs, self.input_offset)

    def to_dict(self) -> dict:
        return {
            "inputs": [asdict(n) for n in self.inputs],
            "expression": self.expression,
            "expression_with_values": self.expression_with_values,
            "value": _json_float(self.value),
            "output_text": self.output_text,
            "prob": self.prob,
            "weights": [w.tolist() for w in self.weights],
            "edges": [list(e) for e in self.function.edges],
            "error": self.error,
            "input_offset": self.input_offset,
            "network": self.network,
            "turned_from": self.turned_from,
            "reread_from": self.reread_from,
            "reread_from_prob": self.reread_from_prob,
            "read_by": self.read_by,
            "set_apart": list(self.set_apart),
            "first_step": self.first_step.to_dict() if self.first_step is not None else None,
        }


@dataclass
class Step:
    """One generation step (**contract**: names may grow, meanings do not change)."""

    index: int
    text: str  # what this step appended to the answer
    token_ids: list[int]
    source: Source
    switch_prob: float
    start: int = 0  # character offset of ``text`` in the answer
    occam: OccamTrace | None = None  # the OccamNet computation that produced this step
    alternative: OccamTrace | None = None  # at an LLM step (trace_all): what OccamNet would have done
    fallback: bool = False  # the switch fired but OccamNet had no valid result it would write (see abstention)
    # OccamNet steps with a stop head: probability the result ends the reply (set once the result has
    # run through the LM, after the step is yielded)
    stop_prob: float | None = None
    # why OccamNet abstained where the switch fired (an occam.abstention reason; None otherwise); the
    # probabilities that decided are ``switch_prob`` and ``alternative.prob``
    abstention: Reason | None = None
    forced: bool = False  # an Override decided this step (what-if), not the switch and the abstention checks

    def to_dict(self) -> dict:
        return {
            "index": self.index, "text": self.text, "token_ids": list(self.token_ids), "source": self.source,
            "switch_prob": self.switch_prob, "start": self.start, "fallback": self.fallback,
            "stop_prob": self.stop_prob, "abstention": self.abstention, "forced": self.forced,
            "occam": self.occam.to_dict() if self.occam else None,
            "alternative": self.alternative.to_dict() if self.alternative else None,
        }


@dataclass
class GenerationResult:
    text: str
    steps: list[Step]
    prompt_tokens: int
    truncated_tokens: int = 0
    stop_reason: StopReason = "max_new_tokens"

    @property
    def new_tokens(self) -> int:
        """Tokens of the reply, OccamNet's results included."""
        return sum(len(s.token_ids) for s in self.steps)

    def to_dict(self) -> dict:
        return {"text": self.text, "steps": [s.to_dict() for s in self.steps], "prompt_tokens": self.prompt_tokens,
                "truncated_tokens": self.truncated_tokens, "stop_reason": self.stop_reason}


def _json_float(v: float | None) -> float | None:
    return v if v is None or math.isfinite(v) else None


def validate_messages(messages: list[dict]) -> list[dict]:
    """Check chat messages; returns a clean copy, as the model reads them (:func:`~occam.conventions.as_read`:
    a message typed in capitals in sentence case), or raises ValueError with a readable reason."""
    if not isinstance(messages, list) or not messages:
        raise ValueError("messages must be a non-empty list of {'role', 'content'} dicts")
    clean = []
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or not isinstance(m.get("content"), str):
            raise ValueError(f"message {i} must be a dict with a string 'content'")
        if m.get("role") not in ("system", "user", "assistant"):
            raise ValueError(f"message {i} has role {m.get('role')!r}; use system, user or assistant")
        clean.append({"role": m["role"], "content": m["content"]})
    if clean[-1]["role"] != "user":
        raise ValueError("the last message must come from the user")
    if not clean[-1]["content"].strip():
        raise ValueError("the message is empty: type a question")
    return as_read(clean)


_CALL_MARKS = set("=+-*/×÷^(:−")
# input states: forget what no input can be read at every this many tokens, keeping this many recent ones
STATES_TAIL = 64


def may_call(text_since_occam: str, text_so_far: str) -> bool:
    """Runaway guard: OccamNet may not be called on its own output (the LLM must have written a word
    or an operator since OccamNet's last result) nor in the middle of a number the LLM is writing."""
    if text_so_far and (text_so_far[-1].isdigit() or (text_so_far[-1] in ".," and text_so_far[-2:-1].isdigit())):
        return False
    return any(c.isalpha() or c in _CALL_MARKS for c in text_since_occam)




@dataclass(frozen=True)
class ForwardRequest:
    """Tokens a generation needs run through the LM next (its prompt, a sampled token, or OccamNet's
    result), and ``mark``: the index in ``ids`` whose hidden states the stop head reads, if any."""

    ids: list[int]
    mark: int | None = None

    def __post_init__(self) -> None:
        if not self.ids:
            raise ValueError("a forward request needs at least one token")
        if self.mark is not None and not 0 <= self.mark < len(self.ids):
            raise ValueError(f"mark {self.mark} outside the {len(self.ids)} tokens")


@dataclass
class ForwardOut:
    """One run of the LM over new tokens on top of its KV cache."""

    logits: torch.Tensor  # (vocab,) at the last position
    hidden: torch.Tensor  # (layers, hidden) at the last position, on the decoders' device
    past: object  # the KV cache
    hidden_mark: torch.Tensor | None = None  # (layers, hidden) at ids[mark], when asked for
    hidden_all: torch.Tensor | None = None  # (len(ids), layers, hidden) fp16, when asked for (input states)
    # the switch's logit at the last position, when the driver computed it already (a batched driver
    # runs the switch once for all its sequences); None: the generation runs the switch itself
    switch_logit: torch.Tensor | None = None


class GenerationModel(Protocol):
    """What generation needs from a model (:class:`occam.model.OccamLLM` is one)."""

    decoders: OccamDecoders

    @property
    def networks(self) -> tuple[OccamDecoders, ...]: ...  # the router's order, ``decoders`` first

    @property
    def tokenizer(self): ...

    @property
    def backbone(self): ...

    @property
    def has_stop_head(self) -> bool: ...

    def forward(self, ids: list[int], past, mark: int | None = None, keep_all: bool = False) -> ForwardOut: ...


# A timing hook: ``timer(part)`` returns a context manager around the work of that part of a step
# (``llm_forward``, ``switch``, ``numbers``, ``occamnet``, ``sampling``, ``detokenize``). The benchmark
# passes one that adds up seconds; by default nothing is timed.
Timer = Callable[[str], AbstractContextManager]


def _untimed(part: str) -> AbstractContextManager:
    return contextlib.nullcontext()


def sample_token(logits: torch.Tensor, temperature: float, top_p: float,
                 generator: torch.Generator | None = None) -> int:
    """The next token: the argmax at temperature 0, else a draw from the softmax at ``temperature``
    restricted to the smallest set of tokens whose probability reaches ``top_p`` (nucleus)."""
    if temperature == 0:
        return int(torch.argmax(logits))
    probs = torch.softmax(logits.float() / temperature, -1)
    if top_p < 1:
        sorted_p, idx = torch.sort(probs, descending=True)
        keep = torch.cumsum(sorted_p, -1) - sorted_p < top_p
        probs = torch.zeros_like(probs).scatter(-1, idx[keep], sorted_p[keep])
    return int(torch.multinomial(probs.cpu(), 1, generator=generator))


# what the OccamNet step decided: "llm" (the switch did not fire, or OccamNet may not be called here),
# "occamnet" (write the trace's result), "abstain" (the switch fired but OccamNet declined: no valid
# result, or a check of occam.abstention failed; the LLM writes the token).
Decision = Literal["llm", "occamnet", "abstain"]


@dataclass(frozen=True)
class OccamStep:
    """The OccamNet part of one generation step."""

    decision: Decision
    trace: OccamTrace | None  # what OccamNet computed (None when it did not run)
    reason: Reason | None = None  # why it abstained
    forced: bool = False  # decided by an Override
    switch_prob: float | None = None  # the deciding network's switch, when not the first network's


@dataclass(frozen=True)
class Override:
    """A what-if at one step (DESIGN.md §8), given to ``stream(..., overrides={step_index: Override(...)})``.

    ``source="occamnet"`` makes OccamNet write the step whatever the switch, the runaway guard and the
    abstention checks say (an invalid result still cannot be written: the LLM writes the token and the
    step records ``abstention="invalid"``); ``source="llm"`` makes the LLM write it. ``function`` (an
    expression as OccamNet writes it, e.g. ``"x0 * x1"``) replaces the chosen function by the most
    probable DAG of the network computing it; ``inputs`` replaces the values OccamNet reads (right-aligned
    like the latest numbers: the last value is ``x{k-1}``). Steps before the overridden one are
    generated as without it (at temperature 0, or with the same ``seed``)."""

    source: Source = "occamnet"
    function: str | None = None
    inputs: tuple[float, ...] | None = None

    def __post_init__(self) -> None:
        if self.source not in ("occamnet", "llm"):
            raise ValueError(f"override source must be 'occamnet' or 'llm', got {self.source!r}")
        if self.function is not None and (not isinstance(self.function, str) or not self.function.strip()):
            raise ValueError("override function must be an expression such as 'x0 * x1'")
        if self.inputs is not None:
            try:
                vals = tuple(float(v) for v in self.inputs)
            except (TypeError, ValueError):
                raise ValueError("override inputs must be numbers") from None
            if not vals or not all(math.isfinite(v) for v in vals):
                raise ValueError("override inputs must be one or more finite numbers")
            object.__setattr__(self, "inputs", vals)
        if self.source == "llm" and (self.function is not None or self.inputs is not None):
            raise ValueError("a function or inputs can only be given when OccamNet is forced")


@lru_cache(maxsize=8)
def _functions_by_expression(net_config) -> dict[str, list]:
    from .occamnet import OccamNet

    out: dict[str, list] = {}
    for fn in OccamNet(net_config).enumerate_functions():
        out.setdefault(_expr_key(fn.expression()), []).append(fn)
    return out


@lru_cache(maxsize=8)
def _functions_by_tree(net_config) -> dict[tuple, str]:
    """Every function of a network by its tree (:func:`expanded_tree`, commuted to one order:
    :func:`occam.story_plans.canonical`) -> its expression, for finding the DAG a plan's tree is."""
    out: dict[tuple, str] = {}
    for fns in _functions_by_expression(net_config).values():
        out.setdefault(canonical(expanded_tree(fns[0])), fns[0].expression())
    return out


def _function_of(net_config, tree: tuple, slots: list[int]) -> str | None:
    """The expression of a function of the network that computes a plan's ``tree`` with its numbers in input slots
    ``slots`` (``slots[i]`` for the plan's number ``i``; any :func:`occam.story_plans.arrangements` of it), or None."""
    found = _functions_by_tree(net_config)
    return next((found[key] for t in arrangements(tree) if (key := canonical(relabel(t, slots))) in found), None)


MAX_PLAN_STEPS = 4  # steps of one plan computed in one answer (``Generation._two_steps``)
StepInput = tuple[Literal["n", "s"], int]  # a plan's number i ("n") or the result of an earlier step i ("s")


def step_chain(net_config, tree: Tree, count: int, most: int = MAX_PLAN_STEPS) -> list[tuple[str, list[StepInput]]] | None:
    """The steps that compute ``tree`` (over ``count`` numbers) with the network of ``net_config`` (one where one
    function of it does): each step a function of the network (its inputs right-aligned, as the network reads them) and
    its inputs, the plan's numbers or earlier steps' results, the whole tree's value last; the fewest steps, each
    first part the largest (:func:`occam.story_plans.two_steps`), at most ``most`` (:data:`MAX_PLAN_STEPS`); None where
    none fits."""
    k = net_config.n_inputs

    def fits(part: Tree, n: int) -> str | None:
        return None if n > k else _function_of(net_config, part, list(range(k - n, k)))

    def chain(part: Tree, sources: list[StepInput], made: int, left: int) -> list[tuple[str, list[StepInput]]] | None:
        if (fn := fits(part, len(sources))) is not None:
            return [(fn, sources)]
        if left <= 1:
            return None
        for inner, inner_numbers, outer, outer_numbers in two_steps(part):
            first = fits(inner, len(inner_numbers))
            if first is None:
                continue
            rest = chain(outer, [("s", made)] + [sources[i] for i in outer_numbers], made + 1, left - 1)
            if rest is not None:
                return [(first, [sources[i] for i in inner_numbers])] + rest
        return None

    for steps in range(2, min(most, MAX_PLAN_STEPS) + 1):  # the fewest steps first
        found = chain(tree, [("n", i) for i in range(count)], 0, steps)
        if found is not None:
            return found
    return None


def _plan_refs(read: Plan, messages: list[int]) -> list[NumberRef]:
    """A plan's numbers as OccamNet inputs, a word's number of source "implied" (``messages[s]``: number ``s``'s
    message)."""
    return [NumberRef(n.value, n.text, "implied" if s in read.implied else "prompt", messages[s], n.start, n.end,
                      n.decimals) for s, n in enumerate(read.numbers)]


def _expr_key(expression: str) -> str:
    return "".join(expression.split())


def functions_named(net, expression: str) -> list[Function]:
    """Every DAG of ``net`` whose expression is ``expression`` (spaces ignored); ValueError if none."""
    fns = _functions_by_expression(net.config).get(_expr_key(expression))
    if not fns:
        raise ValueError(f"this OccamNet has no function {expression!r} (write it as the inspector's table does, "
                         "e.g. 'x0 * x1')")
    return fns


def expanded_tree(fn: Function) -> tuple:
    """The function as a tree, shared nodes repeated and identities taken out: ``("x", input index)``
    or ``(op, (children...))``. A term ``(xi - xi)`` added or subtracted and a factor ``(xi / xi)``
    are identities (zero and one): ``(x0 / x1) + (x0 - x0)`` is ``("div", (("x", 0), ("x", 1)))``."""

    def tree(i: int):
        node = fn.nodes[i]
        return ("x", node.input_index) if node.op == "x" else (node.op, tuple(tree(c) for c in node.children))

    def identity(t, op: str) -> bool:  # xi - xi (zero) or xi / xi (one)
        return t[0] == op and len(t[1]) == 2 and t[1][0][0] == "x" and t[1][0] == t[1][1]

    def simplify(t):
        if t[0] == "x":
            return t
        op, kids = t[0], tuple(simplify(k) for k in t[1])
        if op == "id":
            return kids[0]
        if len(kids) == 2:
            a, b = kids
            if op in ("add", "sub") and identity(b, "sub"):
                return a
            if op == "add" and identity(a, "sub"):
                return b
            if op in ("mul", "div") and identity(b, "div"):
                return a
            if op == "mul" and identity(a, "div"):
                return b
        return op, kids

    return simplify(tree(len(fn.nodes) - 1))


def flattened(tree: tuple) -> tuple[list[str], list[int]]:
    """The primitive of each application of a tree (:func:`expanded_tree`) and the input index of each
    leaf, in prefix order: ``(["add", "mul"], [1, 2, 3])`` for ``x1 + (x2 * x3)``, ``(["div"], [0, 1])``
    for ``(x0 / x1) + (x0 - x0)``."""
    ops: list[str] = []
    reads: list[int] = []

    def walk(t) -> None:
        if t[0] == "x":
            reads.append(t[1])
            return
        ops.append(t[0])
        for k in t[1]:
            walk(k)

    walk(tree)
    return ops, reads


class Detokenizer:
    """Incremental detokenisation: the text each new token adds, holding back incomplete UTF-8."""

    def __init__(self, tokenizer):
        self.tok = tokenizer
        self.ids: list[int] = []
        self.prefix_off = self.read_off = 0

    def push(self, new: list[int]) -> str:
        self.ids.extend(new)
        prefix_text = self.tok.decode(self.ids[self.prefix_off:self.read_off])
        full_text = self.tok.decode(self.ids[self.prefix_off:])
        if len(full_text) > len(prefix_text) and not full_text.endswith("\ufffd"):
            self.prefix_off, self.read_off = self.read_off, len(self.ids)
            return full_text[len(prefix_text):]
        return ""


# two numbers named as two: "the difference between those two", "multiply the two numbers", "both of them"
_THOSE_TWO = re.compile(r"\b(?:(?:those|these|the)\s+two|both(?:\s+of\s+them|\s+numbers)?)\b", re.IGNORECASE)


class Generation:
    """An iterator of :class:`Step` records; ``result()`` after (or instead of) iterating."""

    def __init__(self, model: GenerationModel, messages: list[dict], *, max_new_tokens: int = 256,
                 temperature: float = 0.0, top_p: float = 1.0, switch_threshold: float = 0.5,
                 use_occamnet: bool = True, trace_all: bool = False, seed: int | None = None,
                 occam_suffix: str = "\n\n", use_stop: bool = True, stop_threshold: float = 0.5,
                 abstention: AbstentionConfig | None = None, timer: Timer | None = None,
                 overrides: dict[int, Override] | None = None):
        if max_new_tokens < 1:
            raise ValueError("max_new_tokens must be at least 1")
        if temperature < 0 or not 0 < top_p <= 1:
            raise ValueError("temperature must be >= 0 and top_p in (0, 1]")
        if not 0 <= stop_threshold <= 1 or not 0 <= switch_threshold <= 1:
            raise ValueError("switch_threshold and stop_threshold must be in [0, 1]")
        self.model = model
        self.messages = validate_messages(messages)
        self.opts = dict(max_new_tokens=max_new_tokens, temperature=temperature, top_p=top_p,
                         switch_threshold=switch_threshold, use_occamnet=use_occamnet, trace_all=trace_all,
                         use_stop=bool(use_stop) and model.has_stop_head, stop_threshold=stop_threshold)
        self.occam_suffix = occam_suffix
        self._read_ends = bool(use_stop)  # an answer the words chose ends the reply, with or without a stop head
        # the networks a step may ask, in the router's order (one unless the model routes)
        self.networks = model.networks
        # each checkpoint's calibrated checks unless the caller chose others (then for every network)
        self.abstentions = [abstention if abstention is not None else d.config.abstention for d in self.networks]
        self._declined = [AbstentionState() for _ in self.networks]
        self.overrides = dict(overrides or {})
        for i, ov in self.overrides.items():
            if not isinstance(i, int) or isinstance(i, bool) or i < 0 or not isinstance(ov, Override):
                raise ValueError("overrides must map step indices (int >= 0) to Override(...)")
            if ov.function is not None:
                functions_named(model.decoders.net, ov.function)
            if ov.inputs is not None and len(ov.inputs) > model.decoders.net.config.n_inputs:
                raise ValueError(f"OccamNet reads at most {model.decoders.net.config.n_inputs} inputs")
        self.generator = torch.Generator().manual_seed(seed) if seed is not None else None
        self._time = timer or _untimed
        self._tok = model.tokenizer
        # the prompt as the training features tokenize it (offsets: where each number's tokens are)
        prompt = encode_chat(self._tok, self.messages, generation_prompt=True)
        budget = max(16, model.backbone.context_length - max_new_tokens - 32)
        self.truncated_tokens = max(0, len(prompt.ids) - budget)
        self.prompt_ids = prompt.ids[self.truncated_tokens:]
        self._prompt_starts, self._message_starts = prompt.token_starts, prompt.message_starts
        # decoders that read their inputs' states need every token's hidden states
        self._keep_states = any(d.input_positions > 0 for d in self.networks)
        self._states = TokenStates()  # prompt then answer; only what inputs can still be read at
        self._states_pruned_at = 0  # self._states.length when they were last pruned
        self._out_starts: list[int] = []  # per answer token: where its text starts in the answer
        self._prompt_numbers = [
            NumberRef(n.value, n.text, "prompt", i, n.start, n.end, n.decimals)
            for i, n in context_numbers(m["content"] for m in self.messages)]
        # the earlier result a follow-up question refers back to ("Divide that by 5."), for the checks
        last = self.messages[-1]["content"]
        self._referred = referred_number(self._prompt_numbers, len(self.messages) - 1, last,
                                         [m["content"] for m in self.messages],
                                         refers=refers_back(last) or follow_up(last) is not None)
        # the question's numbers a function must read (not a notation, a dating year, a number written
        # twice or one told beside the story): the question is fixed for the reply, so the checks of every
        # fired step share them
        question, asked = len(self.messages) - 1, self.messages[-1]["content"]
        aside = aside_start(asked)  # "... How many tables? Service at 7:30.": no operand after it
        self._question_numbers = [n for n in self._prompt_numbers
                                  if n.message == question and not in_notation(asked, n.start, n.end)
                                  and not is_year(asked, n.start, n.end) and not written_again(asked, n.start, n.end)
                                  and not is_aside(asked, n.start, n.end) and not is_reference(asked, n.start, n.end)
                                  and not is_article(asked, n.start, n.end)
                                  and not told_before_a_calculation(asked, n.start)
                                  and n.start < aside]
        self._untold_side = not sides_told(asked, question_asked(asked))  # the question's comparison: untold_side
        self._plan: Plan | None | bool = False  # the question's story plan, read when first asked for
        self._contested = False  # whether the readers' plans of the question disagree (set with ``_plan``)
        self._redone = ""  # the question a redo's plan asks again (set with ``_plan``: _redo_plan)
        self._carries = False  # the plan reads earlier turns' numbers as the question's own (a redo, two answers)
        self.text = ""
        self.steps: list[Step] = []
        self.stop_reason: StopReason = "max_new_tokens"
        self._iter = self._run()

    def __iter__(self) -> Iterator[Step]:
        return self._iter

    def __next__(self) -> Step:
        return next(self._iter)

    def result(self) -> GenerationResult:
        for _ in self._iter:
            pass
        return GenerationResult(self.text, self.steps, len(self.prompt_ids), self.truncated_tokens, self.stop_reason)

    # ------------------------------------------------------------------ the loop
    def _run(self) -> Iterator[Step]:
        """Drive :meth:`program` with this generation's own forward passes and KV cache."""
        program, past, reply = self.program(), None, None
        while True:
            try:
                item = program.send(reply)
            except StopIteration:
                return
            if isinstance(item, ForwardRequest):
                with self._time("llm_forward"):
                    reply = self.model.forward(item.ids, past, mark=item.mark, keep_all=self._keep_states)
                past = reply.past
            else:
                reply = None
                yield item

    def program(self) -> Generator[Step | ForwardRequest, ForwardOut | None, None]:
        """The generation as a coroutine: yields a :class:`ForwardRequest` (tokens to run through the
        LM on top of everything run so far) and expects its :class:`ForwardOut` back via ``send``, and
        yields each :class:`Step` record (``send(None)`` after it). Who runs the forward passes is up to
        the driver: :meth:`_run` runs them alone, :mod:`occam.batching` runs many sequences' at once."""
        o = self.opts
        eot = set(self.model.backbone.end_of_turn_ids)
        detok = Detokenizer(self._tok)
        out = self._keep((yield ForwardRequest(self.prompt_ids)))
        since_occam = "(start)"  # LLM text since OccamNet's last result
        while len(detok.ids) < o["max_new_tokens"]:
            self._forget_states()
            with self._time("switch"), torch.no_grad():
                logit = out.switch_logit if out.switch_logit is not None else self.model.decoders.switch_logit(out.hidden)
                switch_p = float(torch.sigmoid(logit))
            occ = self.occam_step(out.hidden, switch_p, since_occam)
            with self._time("sampling"):
                if occ.decision == "occamnet":
                    new, mark = self._result_tokens(occ.trace.output_text)
                else:
                    new, mark = [sample_token(out.logits, o["temperature"], o["top_p"], self.generator)], None
            if occ.decision != "occamnet" and new[0] in eot:
                self.stop_reason = "end_of_turn"
                return
            restated = (occ.decision == "occamnet" and not occ.forced and self.abstentions[occ.trace.network].at_start
                        and bool(self.text.strip()))
            # a function the question's words chose at the reply's start (a reread of every number of the question,
            # or a word problem's whole expression: Generation.reread, planned) is the whole answer: the reply ends
            # with it (the stop heads were trained on single results; after "9.2" the LLM went on "9.2 * 6 days =
            # 54.4", after "0.75" "3.5 * 2.75 = 8.15")
            complete = restated or (occ.decision == "occamnet" and occ.trace.read_by is not None and self._read_ends)
            step = self._record(new, detok, switch_p, occ)
            done = len(detok.ids) >= o["max_new_tokens"]
            stop_head = step.source == "occamnet" and o["use_stop"] and not complete
            if complete:  # an answer after a restatement of the question (at_start), or one the words chose
                self.stop_reason = "answer_complete"
            threshold = o["stop_threshold"]
            if stop_head and not self.text.strip() and self._reads_whole_question(step.occam):
                threshold = min(threshold, self.abstentions[step.occam.network].whole_answer_stop)
            self.text += step.text
            self.steps.append(step)
            since_occam = "" if step.source == "occamnet" else since_occam + step.text
            # the step is out as soon as its text is known; an OccamNet result's stop head reads the
            # state of its last digit, so ``step.stop_prob`` is filled in once the result has run
            # (before the next step or the end of the reply)
            yield step
            if complete or (done and not stop_head):
                return
            out = self._keep((yield ForwardRequest(new, mark if stop_head else None)))
            if stop_head:
                with self._time("switch"), torch.no_grad():
                    stop = self.networks[step.occam.network]
                    if stop.stop_decoder is None:  # a routed network without a stop head: the first's
                        stop = self.model.decoders
                    step.stop_prob = float(torch.sigmoid(stop.stop_logit(out.hidden_mark)))
                if step.stop_prob > threshold:
                    self.stop_reason = "answer_complete"
                    return
            if done:
                return

    # ------------------------------------------------------------------ parts of a step
    def occam_step(self, hs: torch.Tensor, switch_prob: float, since_occam: str) -> OccamStep:
        """Whether OccamNet writes this step, and what it computed (run when the switch fires, and at
        every step with ``trace_all``); an :class:`Override` for this step decides instead.

        With several networks (a router) they are asked in order: the first whose switch fires and
        whose result passes its abstention checks writes; a network that does not fire or abstains
        hands the step to the next. ``switch_prob`` is the first network's switch."""
        o = self.opts
        forced = self.overrides.get(len(self.steps))
        if forced is not None:
            return self.forced_step(hs, forced)
        allowed = o["use_occamnet"] and may_call(since_occam, self.text)
        declined: OccamStep | None = None
        pending: list[tuple[OccamTrace, int, Reason | None]] = []  # declined functions, remembered once decided
        for i, dec in enumerate(self.networks):
            if i:
                with self._time("switch"), torch.no_grad():
                    p = float(torch.sigmoid(dec.switch_logit(hs)))
            else:
                p = switch_prob
            wants = allowed and p > o["switch_threshold"]
            if not wants:
                continue
            with self._time("occamnet"):
                trace = self.occam_trace(hs, network=i)
            reason = self._check(trace, i, record=False)
            if reason == "negative" and (turned := self.turned(hs, trace, i)) is not None:
                trace, reason = turned, self._check(turned, i, record=False)
            if reason in REREADABLE and (reread := self.reread(hs, trace, i)) is not None:
                if (again := self._check(reread, i, record=False)) is None:
                    trace, reason = reread, again
            if reason is None:
                for args in pending:
                    self._remember(*args)
                self._remember(trace, i, reason)
                return OccamStep("occamnet", trace, switch_prob=p if i else None)
            pending.append((trace, i, reason))
            declined = declined or OccamStep("abstain", trace, reason, switch_prob=p if i else None)
        if declined is not None:
            # every network that fired was declined, each its own function first: the readers of the words
            # (a later network's own "12 + (7 * 3)" comes before the written plan of the same expression); the
            # declined inputs are remembered after, so the plan is not declined for reading them again
            first = declined.trace.network
            planned = self.planned(hs, declined.trace, first)
            if planned is not None and self._check(planned, planned.network, record=False) is None:
                for trace, i, reason in pending:
                    self._remember(*((planned, i, None) if i == first else (trace, i, reason)))
                return OccamStep("occamnet", planned, switch_prob=declined.switch_prob)
            for args in pending:
                self._remember(*args)
            return declined
        # a story's plan below the switch's threshold, the one step of two quantities included (not a written
        # expression: the decoders read a written one, and their switch asks for it). The switches were trained on
        # written operations: "I had $500 and spent $137.85 at the grocery store. How much do I have left?" read 0.0
        lead = self.abstentions[0]  # the first network's switch asks for a plan below its threshold
        if (allowed and lead.plans and switch_prob >= lead.plan_min_switch and not self.text.strip()
                and (read := self.question_plan()) is not None and read.asks != "written"
                and (planned := self.planned(hs, None, 0)) is not None
                and self._check(planned, planned.network, record=False) is None):
            return OccamStep("occamnet", planned)
        if not o["trace_all"]:
            return OccamStep("llm", None)
        with self._time("occamnet"):
            return OccamStep("llm", self.occam_trace(hs))

    def turned(self, hs: torch.Tensor, trace: OccamTrace, network: int) -> OccamTrace | None:
        """The difference ``trace`` computes the other way round, where the question asks for a quantity
        (``trace`` was declined as ``negative``) and the story's words point to a difference
        (:func:`occam.story_cues.story_cue`: "spent 1,135", "356 seats are taken ... How many are free?"),
        or None. A question's "difference" alone turns nothing: "What's the difference between HTTP/1.1 and
        HTTP/2?" is no arithmetic. The decoders chose to subtract these two numbers and got the order wrong
        ("The school had 1,500 dollars and spent 1,135" -> ``1,135 - 1,500``); the sign the question asks
        for settles it. Its probability is that of the difference of the two numbers in
        either order (the decoders' probabilities of both functions), so the checks still weigh how sure
        the decoders were that it is a difference; ``turned_from`` keeps the decoders' own choice. Part of
        ``AbstentionConfig.story_cues`` (off in the paper's behaviour)."""
        m = _DIFFERENCE.fullmatch(trace.expression)
        if not self.abstentions[network].story_cues or m is None or trace.value is None or m[1] == m[2]:
            return None
        asked = self.messages[-1]["content"]
        cue = story_cue(asked)  # a story's own words, not a question's "difference" ("between HTTP/1.1 and HTTP/2")
        if cue is None or cue.op != "sub":
            return None
        turned = self.occam_trace(hs, function=f"x{m[2]} - x{m[1]}", network=network)
        return replace(turned, prob=min(1.0, turned.prob + trace.prob), turned_from=trace.expression_with_values)

    def reread(self, hs: torch.Tensor, trace: OccamTrace, network: int) -> OccamTrace | None:
        """The function the question's own words choose over the two numbers ``trace`` reads (the two latest
        where it reads one), where a check declined ``trace`` for its operation
        (:data:`~occam.abstention.REREADABLE`), at the start of the reply (in the reply's own working, "he has 17 *
        3 =", a step is no answer to the question), or None where the words choose no one operation and order
        (:mod:`occam.readings`); it may be the decoders' own function, declined as ``unsure``. "now divide
        that by 2" after 134, read ``134 - 2``: ``134 / 2``. Its probability is the decoders' for that
        function; ``reread_from`` keeps their own choice. Part of ``AbstentionConfig.rereads``."""
        config, asked = self.abstentions[network], self.messages[-1]["content"]
        if not config.rereads or self.text.strip():
            return None  # the question's words choose the answer's operation, not that of the reply's own working
        used = sorted(set(trace.function.inputs_used))
        k = trace.input_offset + len(trace.inputs)
        if len(used) < 2:
            used = [k - 2, k - 1]  # "raise that to the power of 3" read exp(3): the two latest numbers
        if len(used) != 2 or any(i < trace.input_offset for i in used):
            return None
        read = reading(asked)
        if read is None or not (config.named_cues if read.by == "named" else config.story_cues):
            return None  # each reader is part of its own option: the story reader of story_cues
        a, b = (trace.inputs[i - trace.input_offset].value for i in used)
        order = ordered(read, a, b, asked)
        if order is None:
            return None
        function = f"x{used[order[0]]} {SYMBOL[read.op]} x{used[order[1]]}"
        if _expr_key(function) not in _functions_by_expression(self.networks[network].net.config):
            return None  # a network without the primitive: the + - * / network has no power
        reread = self.occam_trace(hs, function=function, network=network)
        return replace(reread, reread_from=trace.expression_with_values, reread_from_prob=trace.prob,
                       read_by=read.by)

    def planned(self, hs: torch.Tensor, trace: OccamTrace | None, network: int) -> OccamTrace | None:
        """The expression a word problem of several steps asks (:func:`occam.story_plans.plan`), computed by
        the first network that has it over the question's numbers, where network ``network`` fired at the
        start of the reply and its function ``trace`` was declined, or None. "Mike had 39 video games but 6
        of them weren't working. If he wanted to sell the working games for 26.35 each, how much money could
        he earn?": the one-operation network read ``26.35 - 6``; the two-layer network computes ``(39 - 6) *
        26.35``. With no ``trace`` (no network fired; the first's switch is above ``plan_min_switch``), the plan
        alone may write. The plan is :meth:`question_plan`'s. Its probability is that network's decoders' for the
        function; ``reread_from`` keeps the fired network's own choice. Part of ``AbstentionConfig.plans``."""
        if not self.abstentions[network].plans or self.text.strip():
            return None
        read = self.question_plan()
        config = self.abstentions[network]
        single = read is not None and (read.asks == "step" or depth(read.tree) <= 1)
        if read is None or (single and not (config.story_cues and config.rereads)):
            return None  # one step is a reread by a story's words: part of those options too
        question = len(self.messages) - 1

        def message(s: int) -> int:  # the message of the plan's number s: the question's, or a follow-up's earlier one
            return read.messages[s] if read.messages else question

        def finish(planned: OccamTrace) -> OccamTrace:
            return replace(planned, reread_from=trace.expression_with_values if trace else None,
                           reread_from_prob=trace.prob if trace else None,
                           read_by="step" if read.asks == "step" else "plan",
                           set_apart=tuple(read.numbers[i].text for i in sorted(read.apart)))

        deeper = []  # the networks that have the plan in no one step: two steps of one of them, where none has
        for j, decoders in enumerate(self.networks):
            if not self.abstentions[j].plans:
                continue
            k = decoders.net.config.n_inputs
            refs = None
            if read.implied:  # a word's number is no number of the text: the plan's numbers are the inputs
                if len(read.numbers) > k:
                    deeper.append(j)
                    continue
                refs = _plan_refs(read, [message(s) for s in range(len(read.numbers))])
                inputs = refs
            else:
                inputs = latest(self.context_numbers(), k)
            offset = k - len(inputs)
            slots = {(n.message, n.start): offset + s for s, n in enumerate(inputs) if n.source in ("prompt", "implied")}
            at = [slots.get((message(s), n.start)) for s, n in enumerate(read.numbers)]
            if None in at and read.messages and refs is None and len(read.numbers) <= k:
                # a redo's number from the question before last ("1,500 instead of 1,200" keeps its 475): not among
                # the latest numbers, so the plan's numbers are the inputs
                inputs = refs = _plan_refs(read, [message(s) for s in range(len(read.numbers))])
                at = list(range(k - len(inputs), k))
            # a number of the plan's tree not among this network's inputs: none of its functions computes it (a number
            # the tree does not read, the "1" of a cell "A1" or a claimed result, need not be among them)
            leaves = set(tree_leaves(read.tree))
            at = [a if s in leaves else (-1 if a is None else a) for s, a in enumerate(at)]
            function = None if None in at else _function_of(decoders.net.config, read.tree, at)
            if function is None:
                deeper.append(j)  # deeper than this network, or an operation it lacks
                continue
            traced = self.occam_trace(hs, function=function, network=j, refs=refs)
            expected = read.value
            if traced.value is None or expected is None or not math.isclose(traced.value, expected, rel_tol=1e-9,
                                                                             abs_tol=1e-12):
                continue  # the network's inputs are not the plan's numbers (two at one place): no plan's number
            return finish(traced)
        chains = [(len(chain), j, chain) for j in deeper
                  if (chain := step_chain(self.networks[j].net.config, read.tree, len(read.numbers))) is not None]
        for _, j, chain in sorted(chains, key=lambda c: c[:2]):  # the fewest steps, then the first network that has them
            planned = self._two_steps(hs, read, j, [message(s) for s in range(len(read.numbers))], chain)
            if planned is not None:
                return finish(planned)
        return None

    def _two_steps(self, hs: torch.Tensor, read: Plan, network: int, messages: list[int],
                   chain: list[tuple[str, list[StepInput]]]) -> OccamTrace | None:
        """A plan deeper than network ``network`` computed by it in steps: first an inner part of the tree over its
        numbers, then the rest over that result and the other numbers ("sqrt(49) + sqrt(16) - sqrt(9)": first
        ``sqrt(49) + sqrt(16)``, then ``11 - sqrt(9)``), the rest split again where it is still deeper than the
        network ("10 - 2 * 3 + 4 * 5 - 6 / 3": ``10 - 2 * 3``, then ``4 + 4 * 5``, then ``24 - 6 / 3``): the steps
        of ``chain`` (:func:`step_chain`, found once per network by the caller). The trace is the last step's, each
        step's ``first_step`` the one before it; the result is checked against the plan's own value; None where a
        step is invalid or the value differs."""
        refs = _plan_refs(read, messages)
        results: list[NumberRef] = []
        trace = None
        for fn, sources in chain:
            inputs = [refs[i] if kind == "n" else results[i] for kind, i in sources]
            step = self.occam_trace(hs, function=fn, network=network, refs=inputs)
            if step.value is None or step.output_text is None:
                return None
            text = step.output_text
            results.append(NumberRef(step.value, text, "step", None, 0, 0, len(text.split(".")[1]) if "." in text else 0))
            trace = replace(step, first_step=trace)
        expected = read.value
        if trace is None or expected is None or not math.isclose(trace.value, expected, rel_tol=1e-9, abs_tol=1e-12):
            return None
        return trace

    def question_plan(self) -> Plan | None:
        """The question's plan, read once: the first of the readers of the words that accounts for it
        (:func:`occam.plan_readers.first_plan`, in :data:`~occam.plan_readers.READERS`' order: "Mike had 39 video
        games but 6 ... sell the working games for 26.35 each" -> ``(39 - 6) * 26.35``), else a follow-up's power or
        multiple of the previous answer (:meth:`_follow_up_plan`); None where none does, or where the readers' plans
        disagree (:func:`occam.plan_readers.disagree`: then no function of the decoders writes either, ``plan_differs``)."""
        if self._plan is False:
            found = plans(self.messages[-1]["content"], ranker=self.abstentions[0].plan_ranker)
            self._contested = disagree(found)  # two readings of the question: no plan, and no function of the decoders
            if not found:
                self._plan = self._follow_up_plan()
            else:
                self._plan = None if self._contested else found[0][1]
        return self._plan

    def _follow_up_plan(self) -> Plan | None:
        """A follow-up's power or multiple of the previous answer (:func:`occam.follow_ups.follow_up`: "that
        squared" -> ``x * x``, "double that" -> ``x * 2``) as a plan over the number it refers back to, or None."""
        ref, question = self._referred, len(self.messages) - 1
        read = follow_up(self.messages[question]["content"]) if ref is not None else None
        if read is None:
            return self._redo_plan()
        tree, words = read
        numbers = (Number(ref.value, ref.start, ref.end, ref.text, ref.decimals), *words)
        written = {(n.start, n.end) for n in find_numbers(self.messages[question]["content"])}
        return Plan(tree, numbers, "step", "", messages=(ref.message,) + (question,) * len(words),
                    implied=frozenset(i for i, w in enumerate(words, 1) if (w.start, w.end) not in written))

    def _redo_plan(self) -> Plan | None:
        """The previous question's calculation again with the number(s) the follow-up changes
        (:func:`occam.redos.redo`: "square root of 196?" ... "and of 289?" -> ``sqrt(289)``), as a plan over the two
        messages' numbers, or None."""
        question = len(self.messages) - 1
        if not any(config.follow_ups for config in self.abstentions):
            return None  # a redo is a follow-up: part of AbstentionConfig.follow_ups
        users = [i for i in range(question - 1, -1, -1) if self.messages[i]["role"] == "user"][:3]
        read, previous = None, None
        for k, base in enumerate(users):  # the question before, or one that the questions since redo ("and of 100?")
            between = users[:k]
            if all(redo(self.messages[base]["content"], self.messages[i]["content"]) is not None
                   or (len(self.messages[i]["content"]) <= _CHAT_CHARS and not find_numbers(self.messages[i]["content"]))
                   for i in between):  # a redo, or "cool thanks" between
                read = redo(self.messages[base]["content"], self.messages[question]["content"])
                if read is not None:
                    previous = base
                    break
        if read is None:
            return self._two_answers_plan()
        self._carries = True
        self._redone = self.messages[previous]["content"]  # it names the function ("square root of 196?")
        instead = (read.instead_of,) if read.instead_of is not None else ()  # "instead of 1,200": set apart
        return Plan(read.tree, read.numbers + instead, "step", "",
                    messages=tuple(question if i in read.new else previous for i in range(len(read.numbers)))
                    + (question,) * len(instead),
                    apart=frozenset(range(len(read.numbers), len(read.numbers) + len(instead))))

    def _two_answers_plan(self) -> Plan | None:
        """The two previous answers taken together (:func:`occam.redos.two_answers`: "add those two together" after
        "2^8 = 256." and "2^9 = 512." -> ``256 + 512``; a difference is the larger less the smaller), as a plan over the
        last number of each of the last two assistant messages that write one (a short answer without a number, small
        talk, may stand between them), or None."""
        question = len(self.messages) - 1
        op = two_answers(self.messages[question]["content"])
        numbered = {n.message for n in self._prompt_numbers}
        answers = []  # the last two answers that write a number, past short small talk ("I enjoy helping with it!")
        for i in range(question - 1, -1, -1):
            if self.messages[i]["role"] != "assistant":
                continue
            if i in numbered:
                answers.append(i)
            elif len(self.messages[i]["content"]) > QUIET_CHARS:  # "I enjoy helping with it!": short small talk
                break
            if len(answers) == 2:
                break
        if op is None:
            return None
        if len(answers) != 2:
            return self._two_operands_plan(op)
        last = []
        for m in sorted(answers):
            found = [n for n in self._prompt_numbers if n.message == m]
            if not found:
                return None
            last.append(found[-1])
        return self._plan_of_two(op, last)

    def _two_operands_plan(self, op: str) -> Plan | None:
        """"those two" after one question of two numbers and its answer ("What's 48 plus 27?" ... "48 plus 27 is 75." ...
        "And what's the difference between those two?" -> ``48 - 27``): the previous question's two numbers, or None
        where the messages before are not one question of exactly two numbers and one answer."""
        question = len(self.messages) - 1
        if question < 2 or self.messages[question - 1]["role"] != "assistant" or self.messages[question - 2]["role"] != "user":
            return None
        if not _THOSE_TWO.search(self.messages[question]["content"]):
            return None  # "And now add them up?" after "What is 7 * 8?": which numbers "them" are is no sure read
        operands = [n for n in self._prompt_numbers if n.message == question - 2]
        if len(operands) != 2 or len(find_numbers(self.messages[question - 2]["content"])) != 2:
            return None
        return self._plan_of_two(op, operands)

    def _plan_of_two(self, op: str, last: list) -> Plan:
        """``op`` of two numbers of earlier messages (a difference is the larger less the smaller), the question's own
        numbers ("those two") set apart."""
        question = len(self.messages) - 1
        a, b = last
        order = (0, 1) if op != "sub" or a.value >= b.value else (1, 0)
        self._carries = True
        content = self.messages[question]["content"]
        named = [n for n in find_numbers(content) if not is_reference(content, n.start, n.end)]  # ("those two": the two
        # numbers referred to, no number of its own; any other the question writes is set apart, no operand)
        return Plan((op, (("x", order[0]), ("x", order[1]))),
                    tuple(Number(n.value, n.start, n.end, n.text, n.decimals) for n in last) + tuple(named), "step", "",
                    messages=tuple(n.message for n in last) + (question,) * len(named),
                    apart=frozenset(range(2, 2 + len(named))))

    def _remember(self, trace: OccamTrace, network: int, reason: Reason | None) -> None:
        """Remember a declined function's inputs for the rest of the reply (:class:`AbstentionState`)."""
        self._declined[network].record(self._used(trace), reason)

    @staticmethod
    def _ranker_confirms(ops: list[str], value: float | None, asked: str) -> bool:
        """Whether the plan ranker's best tree of the story ``asked`` is the decoders' one operation's ``value``
        (:func:`occam.plan_ranker.confirms`): a second reader agrees, as a story's cue does (``story_cues``)."""
        ranker = shipped_ranker()
        return ranker is not None and len(ops) == 1 and ops[0] in RANKED_OPS and confirms(asked, value, ranker)

    def _plan_differs(self, trace: OccamTrace) -> bool:
        """Whether, at the reply's start, the question's plan (:meth:`question_plan`; not an expression written in
        symbols, which ``not_as_written`` checks) has another value than ``trace``'s function (``plan_differs``)."""
        if trace.read_by in ("plan", "step") or trace.value is None or self.text.strip():
            return False  # a reread by the question's words ("increased by": add) is checked against the plan too
        read = self.question_plan()
        if self._contested:
            return True  # the readers read the question two ways: no function's value is sure to be the asked one
        value = read.value if read is not None and read.asks != "written" else None
        return value is not None and not math.isclose(trace.value, value, rel_tol=1e-9, abs_tol=1e-12)

    def _reads_whole_question(self, trace: OccamTrace) -> bool:
        """Whether ``trace`` reads every number the question asks a function to read, and only the question's
        (``AbstentionConfig.whole_answer_stop``)."""
        used = self._used(trace)
        question = len(self.messages) - 1
        keys = {(n.message, n.start) for n in used}
        return (bool(self._question_numbers) and all(n.source == "prompt" and n.message == question for n in used)
                and {(n.message, n.start) for n in self._question_numbers} <= keys)

    @staticmethod
    def _used(trace: OccamTrace) -> list[NumberRef]:
        return [trace.inputs[i - trace.input_offset] for i in trace.function.inputs_used if i >= trace.input_offset]

    def _check(self, trace: OccamTrace, network: int, record: bool = True) -> Reason | None:
        """Why network ``network`` should not write ``trace`` (its :mod:`occam.abstention` checks), or None;
        with ``record``, a declined function's inputs are remembered for the rest of the reply."""
        used = self._used(trace)
        question = len(self.messages) - 1
        asked = self.messages[question]["content"]
        ops = [n.op for n in trace.function.nodes]
        tree = expanded_tree(trace.function)  # built once: the power and as-written checks read it
        flat_ops, reads = flattened(tree)
        state, config = self._declined[network], self.abstentions[network]
        n_inputs = self.networks[network].net.config.n_inputs
        planned = trace.read_by in ("plan", "step")  # a story reader read the operations: a name of one is no check
        numbers = self._question_numbers
        read = self._plan if planned and isinstance(self._plan, Plan) else None
        kept = asked  # the question less the numbers the plan set apart: "I'm 27 years old and ..." needs no unit's
        if read is not None and read.apart:  # "and 16 tigers": numbers of other things the plan set apart
            apart = {read.numbers[i].start for i in read.apart}
            numbers = [n for n in numbers if n.start not in apart]
            for i in read.apart:  # conversion of years into the question's days
                n = read.numbers[i]
                if not read.messages or read.messages[i] == question:  # the number and its unit's word
                    end = n.end + len(m[0]) if (m := re.match(r"[ \t-]*[A-Za-z]+", kept[n.end:])) else n.end
                    kept = kept[:n.start] + " " * (end - n.start) + kept[end:]
        reason = decide(config, state, valid=trace.output_text is not None, prob=trace.prob,
                        used=used, question=question, question_numbers=numbers,
                        reply_started=bool(self.text.strip()),
                        unnamed=bool(unnamed_primitives(ops, asked + "\n" + self.text + (
                            "\n" + self._redone if planned and self._redone else ""))),
                        unwritten=unwritten_number(kept) and not (
                            planned and covers_unwritten(asked, [r for r in used if r.source == "implied"])) and (
                            unwritten_words(kept) or not (operation_between(asked) or GIVEN_RATE.search(asked))),
                        notation=any(in_notation(t, n.start, n.end) or is_reference(t, n.start, n.end)  # ("those two")
                                     or is_article(t, n.start, n.end)  # ("a different one - 37 plus 58.5": no 1)
                                     for n in used if n.source not in ("given", "implied", "step")
                                     for t in (self._text_of(n),)),
                        misnamed=not planned and (bool(misnamed_primitives(ops, asked, reads))
                                                  or misnamed_operations(flat_ops, asked)
                                                  or misordered_quotient(flat_ops, trace.value, asked)),
                        restating=restates(asked, self.text), closed=closed_question(asked),
                        negative=trace.value is not None and trace.value < 0 and unsigned_question(asked) and not (
                            planned and follow_up(asked) is not None),  # "And if I subtract 30 from that?" (22.5): asked
                        worded_otherwise=not planned and worded_otherwise(ops, asked),
                        relation=not planned and inverse_relation(asked),
                        story=story_problem(asked), confirmed=words_agree(flat_ops, trace.value, asked) or (
                            config.plan_ranker and self._ranker_confirms(flat_ops, trace.value, asked)),
                        named_agree=(names_agree(flat_ops, trace.value, asked,
                                                 [self._referred.value] if self._referred is not None else [])
                                     or written_agree(tree, asked, n_inputs)),
                        # two steps compute the plan's whole tree, checked against its value (_two_steps)
                        not_written=trace.first_step is None and self._not_written(
                            tree, flat_ops, reads, asked, n_inputs, config, trace.read_by is not None),
                        referred=None if planned and self._carries else self._referred,  # "make it five ways": no "it"
                        read=trace.read_by is not None,
                        plan_differs=self._plan_differs(trace),
                        untold_side=self._untold_side,
                        carried=self._carried(used, read) if planned and self._carries else [])
        if record:
            state.record(used, reason)
        return reason

    def _carried(self, used: list[NumberRef], read: Plan | None) -> list[NumberRef]:
        """The numbers of earlier turns that ``used`` reads and the plan ``read`` (a redo's, two answers') carries as
        the question's own."""
        question = len(self.messages) - 1
        kept = {(m, n.start) for m, n in zip(read.messages, read.numbers)} if read is not None else set()
        return [r for r in used if r.source == "prompt" and r.message != question and (r.message, r.start) in kept]

    @staticmethod
    def _not_written(tree: tuple, ops: list[str], reads: list[int], asked: str, n_inputs: int, config,
                     read: bool = False) -> bool:
        """:func:`occam.abstention.not_as_written` (``as_written``) or, with ``written`` alone,
        :func:`occam.abstention.written_expression_differs` for a function's tree (:func:`expanded_tree`;
        ``ops`` and ``reads``: :func:`flattened`) of a network of ``n_inputs`` inputs. A function the
        question's words chose (``read``: one operation of two of its numbers, :meth:`reread`) is checked
        against a written expression only: ``as_written`` keeps a network of several operations from
        combining numbers in ways nobody asked, which a read function cannot ("product of 38 and 27")."""
        if read:
            return (config.as_written or config.written) and written_expression_differs(tree, asked, n_inputs)
        if config.as_written:
            return not_as_written(ops, reads, asked, tree=tree, n_inputs=n_inputs)
        return config.written and written_expression_differs(tree, asked, n_inputs)

    def forced_step(self, hs: torch.Tensor, ov: Override) -> OccamStep:
        """The step an override asks for: no switch, no runaway guard, no abstention check."""
        with self._time("occamnet"):
            trace = self.occam_trace(hs, function=ov.function, inputs=ov.inputs)
        if ov.source == "llm":
            return OccamStep("llm", trace, forced=True)
        if trace.output_text is None:
            return OccamStep("abstain", trace, "invalid", forced=True)
        return OccamStep("occamnet", trace, forced=True)

    def _result_tokens(self, output_text: str) -> tuple[list[int], int]:
        """The tokens OccamNet writes (space, result, suffix) and the index of the result's last token."""
        number = spacer(self.text) + output_text
        new = self._tok(number + self.occam_suffix, add_special_tokens=False)["input_ids"]
        head = self._tok(number, add_special_tokens=False)["input_ids"]
        return new, len(head) - 1 if new[:len(head)] == head else len(new) - 1

    def _record(self, new: list[int], detok: Detokenizer, switch_prob: float, occ: OccamStep) -> Step:
        """The step record of tokens ``new`` (and where each token's text starts, for input states)."""
        with self._time("detokenize"):
            if self._keep_states:
                self._out_starts += [len(self.text) + len(self._tok.decode(new[:j])) for j in range(len(new))]
            delta = detok.push(new)
        source: Source = "occamnet" if occ.decision == "occamnet" else "llm"
        switch_prob = switch_prob if occ.switch_prob is None else occ.switch_prob
        return Step(len(self.steps), delta, new, source, switch_prob, start=len(self.text),
                    occam=occ.trace if source == "occamnet" else None,
                    alternative=occ.trace if source == "llm" else None,
                    fallback=occ.decision == "abstain", abstention=occ.reason, forced=occ.forced)

    def _keep(self, out: ForwardOut) -> ForwardOut:
        """Keep the hidden states of the tokens just run (decoders with input states read them)."""
        if self._keep_states:
            self._states.append(out.hidden_all)
        return out

    def _forget_states(self) -> None:
        """Every ``STATES_TAIL`` tokens, forget the hidden states no input can be read at any more:
        all but the latest numbers' (:mod:`occam.token_states`). Run where every token run is in the
        text (the top of a step), so a number's place is known unless it is in the tail."""
        if not self._keep_states or self._states.length - self._states_pruned_at < STATES_TAIL:
            return
        k = max(d.net.config.n_inputs for d in self.networks if d.input_positions > 0)
        lasts = [self._token_of(n) for n in latest(self.context_numbers(), k)]
        self._states.forget(input_token_positions(lasts, k, self._states.length - 1), STATES_TAIL)
        self._states_pruned_at = self._states.length

    # ------------------------------------------------------------------ OccamNet's inputs and result
    def context_numbers(self) -> list[NumberRef]:
        """Every number OccamNet may read: the prompt's, then the answer's so far."""
        return self._prompt_numbers + [NumberRef(n.value, n.text, "output", None, n.start, n.end, n.decimals)
                                       for _, n in context_numbers([self.text])]

    def _text_of(self, n: NumberRef) -> str:
        """The text ``n``'s span ``[start, end)`` is in: its message's content, or the reply so far."""
        return self.messages[n.message]["content"] if n.source == "prompt" else self.text

    def _token_of(self, n: NumberRef) -> int:
        """Position, in the tokens run through the LM, of the token holding ``n``'s last character."""
        if n.source == "prompt":
            char = self._message_starts[n.message] + n.end - 1
            return token_at(self._prompt_starts, char) - self.truncated_tokens
        return len(self.prompt_ids) + token_at(self._out_starts, n.end - 1)

    def input_states(self, inputs: list[NumberRef], k: int) -> torch.Tensor:
        """``(2k, layers, hidden)``: the states at :func:`~occam.conventions.input_token_positions` of
        ``inputs``, as the training features store them; zeros for empty slots and for tokens not run
        through the LM yet (or cut off with the start of a long prompt)."""
        at = torch.tensor(input_token_positions([self._token_of(n) for n in inputs], k, self._states.length - 1))
        return self._states.take(at).float()

    def occam_trace(self, hs: torch.Tensor, function: str | None = None,
                    inputs: tuple[float, ...] | None = None, network: int = 0,
                    refs: list[NumberRef] | None = None) -> OccamTrace:
        """Run network ``network``'s OccamNet decoders on ``hs (layers, hidden)`` and evaluate the best
        function (or the most probable DAG computing ``function``, on ``inputs`` instead of the text's
        numbers if given, or on ``refs``: a plan's numbers, some of them implied by a word)."""
        decoders = self.networks[network]
        net = decoders.net
        k = net.config.n_inputs
        with self._time("numbers"):
            inputs_read = latest(self.context_numbers(), k)
        input_hs = self.input_states(inputs_read, k).to(hs.device) if decoders.input_positions > 0 else None
        with torch.no_grad():
            weights = [w.cpu() for w in decoders.occam_weights(hs, input_hs)]
        if function is None:
            fn, logp = net.best_function(weights)
        else:
            fn, logp = max(((f, net.log_prob(weights, f)) for f in functions_named(net, function)), key=lambda t: t[1])
        inputs = refs if refs is not None else inputs_read if inputs is None else [given_number(v) for v in inputs]
        offset = k - len(inputs)  # right-aligned, as in training: the first slots may be empty
        names, _ = input_slots(inputs, offset)
        error = value = out_text = None
        used = fn.inputs_used
        if any(i < offset for i in used):
            error = f"needs {k - min(used)} numbers, the text has {len(inputs)}"
        else:
            value = fn.evaluate(input_values([n.value for n in inputs], k))
            if value is None:
                error = "invalid result (outside the function's domain, division by zero or overflow)"
            else:
                out_text = result_text(value, (inputs[i - offset].decimals for i in used))
                if out_text is None:
                    error = "result cannot be written as a number"
        probs = [torch.softmax(w / net.config.temperature, -1).numpy() for w in weights]
        return OccamTrace(inputs, fn.expression(), fn.expression(names), value, out_text, math.exp(logp), probs, fn,
                          error, offset, network)
