"""Streaming OccamLLM generation: one record per step, KV cache always on.

At every step the frozen LM's hidden states at the last position feed the switch decoder. If the
switch fires (probability above the threshold), the OccamNet decoders set OccamNet's weights, the
exact maximum-probability function is evaluated on the most recent numbers of the conversation, and
its formatted result (plus "\\n\\n", as in the paper) is tokenized and run through the LM to extend
the cache. An invalid result (log of a negative, too few numbers, overflow ...) falls back to the LM's
own token. Otherwise the LM's next token is sampled (greedy at temperature 0).
"""
from __future__ import annotations

import bisect
import math
import time
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Iterator, Literal

import numpy as np
import torch

from .features import input_token_positions, take_rows
from .numbers import Number, find_numbers, format_number
from .occamnet import Function

if TYPE_CHECKING:
    from .model import OccamLLM

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
    source: Literal["prompt", "output"]
    message: int | None
    start: int
    end: int
    decimals: int = 0


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
    fallback: bool = False  # the switch fired but OccamNet had no valid result
    stop_prob: float | None = None  # OccamNet steps with a stop head: probability the result ends the reply

    def to_dict(self) -> dict:
        return {
            "index": self.index, "text": self.text, "token_ids": list(self.token_ids), "source": self.source,
            "switch_prob": self.switch_prob, "start": self.start, "fallback": self.fallback,
            "stop_prob": self.stop_prob,
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

    def to_dict(self) -> dict:
        return {"text": self.text, "steps": [s.to_dict() for s in self.steps], "prompt_tokens": self.prompt_tokens,
                "truncated_tokens": self.truncated_tokens, "stop_reason": self.stop_reason}


def _json_float(v: float | None) -> float | None:
    return v if v is None or math.isfinite(v) else None


def validate_messages(messages: list[dict]) -> list[dict]:
    """Check chat messages; returns a clean copy or raises ValueError with a readable reason."""
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
    return clean


_CALL_MARKS = set("=+-*/×÷^(:−")


def may_call(text_since_occam: str, text_so_far: str) -> bool:
    """Runaway guard: OccamNet may not be called on its own output (the LLM must have written a word
    or an operator since OccamNet's last result) nor in the middle of a number the LLM is writing."""
    if text_so_far and (text_so_far[-1].isdigit() or (text_so_far[-1] in ".," and text_so_far[-2:-1].isdigit())):
        return False
    return any(c.isalpha() or c in _CALL_MARKS for c in text_since_occam)


def spacer(text_so_far: str) -> str:
    """A space before an OccamNet result unless the text already ends in space or an opening mark."""
    return "" if not text_so_far or text_so_far[-1].isspace() or text_so_far[-1] in "([{$€£¥" else " "


class Generation:
    """An iterator of :class:`Step` records; ``result()`` after (or instead of) iterating."""

    def __init__(self, model: "OccamLLM", messages: list[dict], *, max_new_tokens: int = 256,
                 temperature: float = 0.0, top_p: float = 1.0, switch_threshold: float = 0.5,
                 use_occamnet: bool = True, trace_all: bool = False, seed: int | None = None,
                 occam_suffix: str = "\n\n", use_stop: bool = True, stop_threshold: float = 0.5):
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
        self.generator = torch.Generator().manual_seed(seed) if seed is not None else None
        tok = model.tokenizer
        # decoders that read their inputs' states need every token's hidden states and where each
        # number's tokens are: the prompt is then tokenized with offsets, as for the training features
        self._keep_states = model.decoders.input_positions > 0
        if self._keep_states:
            ids, self._prompt_starts, self._message_starts = model.encode_chat(self.messages, with_offsets=True)
        else:
            ids = model.encode_chat(self.messages)
        budget = max(16, model.backbone.context_length - max_new_tokens - 32)
        self.truncated_tokens = max(0, len(ids) - budget)
        self.prompt_ids = ids[self.truncated_tokens:]
        self._states: list[torch.Tensor] = []  # (tokens, layers, hidden) fp16 chunks, prompt then answer
        self._out_starts: list[int] = []  # per answer token: where its text starts in the answer
        self._prompt_numbers = [
            NumberRef(n.value, n.text, "prompt", i, n.start, n.end, n.decimals)
            for i, m in enumerate(self.messages) for n in find_numbers(m["content"])]
        self.text = ""
        self.steps: list[Step] = []
        self.stop_reason: StopReason = "max_new_tokens"
        # seconds spent per part of a step, for benchmarks (perf_counter calls cost ~0.1 us)
        self.timings = {"llm_forward": 0.0, "switch": 0.0, "numbers": 0.0, "occamnet": 0.0, "sampling": 0.0,
                        "detokenize": 0.0}
        self._iter = self._run()
        self._tok = tok

    def __iter__(self) -> Iterator[Step]:
        return self._iter

    def __next__(self) -> Step:
        return next(self._iter)

    def result(self) -> GenerationResult:
        for _ in self._iter:
            pass
        return GenerationResult(self.text, self.steps, len(self.prompt_ids), self.truncated_tokens, self.stop_reason)

    # ------------------------------------------------------------------ internals
    def context_numbers(self) -> list[NumberRef]:
        out = list(self._prompt_numbers)
        out += [NumberRef(n.value, n.text, "output", None, n.start, n.end, n.decimals) for n in find_numbers(self.text)]
        return out

    def _token_of(self, n: NumberRef) -> int:
        """Position, in the tokens run through the LM, of the token holding ``n``'s last character."""
        if n.source == "prompt":
            char = self._message_starts[n.message] + n.end - 1
            return bisect.bisect_right(self._prompt_starts, char) - 1 - self.truncated_tokens
        return len(self.prompt_ids) + bisect.bisect_right(self._out_starts, n.end - 1) - 1

    def input_states(self, inputs: list[NumberRef], k: int) -> torch.Tensor:
        """``(2k, layers, hidden)``: the states at :func:`~occam.features.input_token_positions` of
        ``inputs``, as the training features store them; zeros for empty slots and for tokens not run
        through the LM yet (or cut off with the start of a long prompt)."""
        if len(self._states) > 1:  # join once: the app traces OccamNet at every step
            self._states = [torch.cat(self._states)]
        states = self._states[0]
        at = torch.tensor(input_token_positions([self._token_of(n) for n in inputs], k))
        return take_rows(states, torch.where(at < len(states), at, -1)).float()

    def occam_trace(self, hs: torch.Tensor) -> OccamTrace:
        """Run the OccamNet decoders on ``hs (layers, hidden)`` and evaluate the best function."""
        m = self.model
        net = m.decoders.net
        k = net.config.n_inputs
        t0 = time.perf_counter()
        inputs = self.context_numbers()[-k:]
        self.timings["numbers"] += time.perf_counter() - t0
        input_hs = self.input_states(inputs, k).to(hs.device) if self._keep_states else None
        with torch.no_grad():
            weights = [w.cpu() for w in m.decoders.occam_weights(hs, input_hs)]
        fn, logp = net.best_function(weights)
        # right-aligned, as in training: x_{k-1} is always the most recent number; with fewer than k
        # numbers in the text the first slots are empty
        offset = k - len(inputs)
        names, x = input_slots(inputs, offset)
        error = None
        used = fn.inputs_used
        if any(i < offset for i in used):
            value, error = None, f"needs {k - min(used)} numbers, the text has {len(inputs)}"
        else:
            value = fn.evaluate(x)
            if value is None:
                error = "invalid result (outside the function's domain, division by zero or overflow)"
        out_text = None
        if value is not None:
            out_text = format_number(value, sum(inputs[i - offset].decimals for i in used))
            if out_text is None:
                error = "result cannot be written as a number"
        probs = [torch.softmax(w / net.config.temperature, -1).numpy() for w in weights]
        return OccamTrace(inputs, fn.expression(), fn.expression(names), value, out_text, math.exp(logp), probs, fn,
                          error, offset)

    def _forward(self, ids: list[int], past, mark: int | None = None):
        out = self.model.forward(ids, past, mark=mark, keep_all=self._keep_states)
        if self._keep_states:
            self._states.append(out.hidden_all)
        return out

    def _sample(self, logits: torch.Tensor) -> int:
        t, p = self.opts["temperature"], self.opts["top_p"]
        if t == 0:
            return int(torch.argmax(logits))
        probs = torch.softmax(logits.float() / t, -1)
        if p < 1:
            sorted_p, idx = torch.sort(probs, descending=True)
            keep = torch.cumsum(sorted_p, -1) - sorted_p < p
            probs = torch.zeros_like(probs).scatter(-1, idx[keep], sorted_p[keep])
        return int(torch.multinomial(probs.cpu(), 1, generator=self.generator))

    def _run(self) -> Iterator[Step]:
        m, o = self.model, self.opts
        eot = set(m.backbone.end_of_turn_ids)
        ids: list[int] = []  # generated ids (for incremental detokenisation)
        prefix_off = read_off = 0
        tick = time.perf_counter
        t = tick()
        out = self._forward(self.prompt_ids, None)
        self.timings["llm_forward"] += tick() - t
        since_occam = "(start)"  # LLM text since OccamNet's last result
        while len(ids) < o["max_new_tokens"]:
            hs = out.hidden  # (layers, hidden)
            t = tick()
            with torch.no_grad():
                switch_p = float(torch.sigmoid(m.decoders.switch_logit(hs)))
            self.timings["switch"] += tick() - t
            trace = None
            fire = (o["use_occamnet"] and switch_p > o["switch_threshold"] and may_call(since_occam, self.text))
            if fire or o["trace_all"]:
                t = tick()
                trace = self.occam_trace(hs)
                self.timings["occamnet"] += tick() - t
            new: list[int]
            t = tick()
            mark = None  # index in ``new`` of the OccamNet result's last token
            if fire and trace.output_text is not None:
                number = spacer(self.text) + trace.output_text
                new = self._tok(number + self.occam_suffix, add_special_tokens=False)["input_ids"]
                head = self._tok(number, add_special_tokens=False)["input_ids"]
                mark = len(head) - 1 if new[:len(head)] == head else len(new) - 1
                source: Source = "occamnet"
            else:
                tok_id = self._sample(out.logits)
                if tok_id in eot:
                    self.stop_reason = "end_of_turn"
                    return
                new, source = [tok_id], "llm"
            self.timings["sampling"] += tick() - t
            t = tick()
            if self._keep_states:  # where each new token's text starts in the answer
                self._out_starts += [len(self.text) + len(self._tok.decode(new[:j])) for j in range(len(new))]
            ids.extend(new)
            # incremental detokenisation (hold back incomplete UTF-8 characters)
            prefix_text = self._tok.decode(ids[prefix_off:read_off])
            full_text = self._tok.decode(ids[prefix_off:])
            delta = ""
            if len(full_text) > len(prefix_text) and not full_text.endswith("\ufffd"):
                delta = full_text[len(prefix_text):]
                prefix_off, read_off = read_off, len(ids)
            self.timings["detokenize"] += tick() - t
            step = Step(len(self.steps), delta, new, source, switch_p, start=len(self.text),
                        occam=trace if source == "occamnet" else None,
                        alternative=trace if source == "llm" else None,
                        fallback=bool(fire and source == "llm"))
            done = len(ids) >= o["max_new_tokens"]
            if source == "occamnet" and o["use_stop"]:
                # run the result through the LM first: the stop head reads its last digit's state
                t = tick()
                out = self._forward(new, out.past, mark=mark)
                self.timings["llm_forward"] += tick() - t
                t = tick()
                with torch.no_grad():
                    step.stop_prob = float(torch.sigmoid(m.decoders.stop_logit(out.hidden_mark)))
                self.timings["switch"] += tick() - t
                if step.stop_prob > o["stop_threshold"]:
                    self.stop_reason, done = "answer_complete", True
            self.text += delta
            self.steps.append(step)
            since_occam = "" if source == "occamnet" else since_occam + delta
            yield step
            if done:
                return
            if step.stop_prob is None:
                t = tick()
                out = self._forward(new, out.past)
                self.timings["llm_forward"] += tick() - t
