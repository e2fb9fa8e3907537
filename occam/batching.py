"""Continuous batching: many OccamLLM generations share each forward pass of the LM.

Every generation is driven through :meth:`occam.generation.Generation.program`, the same per-sequence
logic a solo run uses (switch, OccamNet step with its abstention checks, sampling, stop head, records).
This module only decides *who runs the forward passes*: sequences join between steps; the prompts
that joined run together in one padded pass (a prompt longer than ``prefill_chunk`` tokens runs
alone, a chunk per step, so that it does not stall the others for long), then the sequences join the
running batch; every engine step runs one forward pass over the
pending tokens of every sequence in the batch (one sampled token, or the several tokens of an OccamNet
result) and hands each sequence its own :class:`~occam.generation.ForwardOut`. Finished or cancelled
sequences leave at once.

The batch's KV cache is one transformers ``DynamicCache`` whose slots are shared by all rows: a row's
tokens sit in some of the slots and the others are masked. A step of width ``W`` (the most tokens any
row runs) gives every row ``W`` new slots, its own tokens right-aligned in them (so logits at the last
position serve every row) and padding before them. Each row keeps its own position ids, and a 4-D
additive mask lets each token see only its own row's earlier tokens, causally: a row's hidden states
equal its solo run's up to floating-point summation order (the tests compare them). Joining pads the
shorter side on the left; when padding dominates, the cache is compacted (each row's tokens gathered
to the right). A pass costs every row's ``W`` tokens, so with other rows in the batch every pass stays
one token wide: a row with an OccamNet result runs it one token per step (the result's step record is
out before its tokens run; only the stop head, which reads the state of the result's last digit, waits
for them), and a sequence alone in the batch runs the result in one pass, as a solo run does. The hidden
states are the same either way.

Why not transformers' own serving: ``generate_batch`` / ``ContinuousBatchingManager`` (paged cache,
its own scheduler) sample inside the manager and return tokens only; OccamLLM's switch and decoders
need every layer's hidden states at every step, and an OccamNet step inserts several tokens into one
sequence. The model's forward with a ``DynamicCache``, explicit position ids and a prepared 4-D mask
(which ``create_causal_mask`` returns as is) is the part of transformers that fits, and is what is
reused here.

    batch = Batch(model.backbone)
    for messages in conversations:
        batch.add(model.stream(messages))
    while batch:
        for event in batch.step():
            print(event.index, event.step.text if event.step else event.generation.stop_reason)

:class:`BatchServer` runs a :class:`Batch` in a thread of its own for servers (the app): ``submit``
returns a :class:`Stream` of one generation's steps; ``Stream.cancel`` ends only that generation.

With ``BatchConfig(overlap_prefill=True)`` (the app's server) the prompts that join run in a second
thread while the rows decode: on a machine with a spare core the running rows no longer wait through
each newcomer's prompt pass. The joiners enter the batch at the first step after their pass ends.
Every sequence's records are the same either way; only the step at which a sequence joins moves.
"""
from __future__ import annotations

import copy
import queue
import threading
from collections.abc import Container
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Generator as PyGenerator, Iterator

import torch

from .decoders import OccamDecoders
from .generation import ForwardOut, ForwardRequest, Generation, GenerationResult, Step
from .memtrim import Trimmer


@dataclass(frozen=True)
class BatchConfig:
    """How a :class:`Batch` runs.

    ``max_batch``: sequences decoded together (more wait in line); ``prefill_chunk``: prompt tokens
    run per engine step (a longer prompt is run in chunks between decoding steps); ``compact_slack``:
    masked slots the shared cache may carry beyond its longest row before it is compacted;
    ``prefix_cache``: the tokens every chat prompt starts with (the chat template's system prompt, found
    by :func:`shared_prefix`) are run once, and prompts that start with them run only the rest;
    ``overlap_prefill``: the joining prompts' pass runs in a second thread while the rows decode (for
    a server with a core to spare; the rows then need not wait through it)."""

    max_batch: int = 16
    prefill_chunk: int = 256
    compact_slack: int = 64
    prefix_cache: bool = True
    overlap_prefill: bool = False

    @classmethod
    def served(cls) -> "BatchConfig":
        """The app's server: sixteen sequences, prompt passes beside the decoding ones."""
        return cls(max_batch=16, prefill_chunk=256, overlap_prefill=True)

    def __post_init__(self) -> None:
        for name in ("max_batch", "prefill_chunk"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                raise ValueError(f"{name} must be a positive integer, got {v!r}")
        if not isinstance(self.compact_slack, int) or self.compact_slack < 0:
            raise ValueError(f"compact_slack must be a non-negative integer, got {self.compact_slack!r}")
        for name in ("prefix_cache", "overlap_prefill"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false, got {getattr(self, name)!r}")


@dataclass(frozen=True)
class BatchEvent:
    """What one engine step produced for one generation: a ``step`` record, or ``step is None`` when
    the generation ended (its ``stop_reason`` is then final) or failed (``error``)."""

    index: int  # the generation's number in this batch (order of ``add``)
    generation: Generation
    step: Step | None
    error: BaseException | None = None

    @property
    def finished(self) -> bool:
        return self.step is None


@dataclass
class _Seq:
    index: int
    gen: Generation
    program: PyGenerator
    request: ForwardRequest | None = None  # the tokens it needs run next
    done: int = 0  # tokens of the prompt already run (while prefilling)
    positions: int = 0  # tokens run through the LM so far: the next token's position id
    cache: object = None  # its own cache while prefilling
    chunks: list = field(default_factory=list)  # its prompt's hidden states per chunk (input-state decoders)
    keep_all: bool = False
    fed: int = 0  # tokens of ``request`` already run, when it runs in parts (see Batch._decode)
    mark: torch.Tensor | None = None  # the hidden states at request.mark, once that token has run


def _advance(seq: _Seq, reply: ForwardOut | None) -> list[Step]:
    """Send ``reply`` to the sequence's program; collect its steps until it asks for a forward pass
    (``seq.request``) or ends (``seq.request = None``)."""
    steps = []
    try:
        item = seq.program.send(reply)
        while isinstance(item, Step):
            steps.append(item)
            item = seq.program.send(None)
        seq.request = item
    except StopIteration:
        seq.request = None
    return steps


class Batch:
    """Generations advancing together, one forward pass per :meth:`step` (see the module docstring).
    Not thread-safe: one thread drives it (:class:`BatchServer` does that for servers)."""

    def __init__(self, backbone, config: BatchConfig | None = None):
        self.backbone = backbone
        self.config = config if config is not None else BatchConfig()
        lm = backbone.model
        import inspect

        params = inspect.signature(lm.forward).parameters
        self._lm_kwargs = {"logits_to_keep": 1} if "logits_to_keep" in params else {}
        self._pad = backbone.tokenizer.pad_token_id if backbone.tokenizer.pad_token_id is not None else 0
        self._count = 0
        self.waiting: list[_Seq] = []  # added, not started
        self.prefilling: list[_Seq] = []  # their prompts being run
        self.rows: list[_Seq] = []  # in the shared cache, row i = rows[i]
        self._cache = None  # DynamicCache of the rows
        self._valid: torch.Tensor | None = None  # (rows, slots) bool: which slots hold the row's tokens
        self._prefix: tuple[object, torch.Tensor] | None = None  # (1-row cache, states) of _prefix_ids
        self._prefix_ids = shared_prefix(backbone.tokenizer) if self.config.prefix_cache else []
        self.forward_passes = 0  # batched decoding passes run (for benchmarks)
        self.prefill_passes = 0
        self.overlapped_passes = 0  # prompt passes run beside a decoding pass (overlap_prefill)
        self._pool: ThreadPoolExecutor | None = None  # the prompt thread (overlap_prefill), made on first use
        self._inflight: tuple[Future, list[_Seq], int, torch.Tensor | None] | None = None  # (pass, group, skip, states)
        self._dropped: set[int] = set()  # indices of in-flight sequences cancelled meanwhile

    # ------------------------------------------------------------------ joining and leaving
    def add(self, gen: Generation) -> int:
        """Queue a generation (not yet iterated); it joins at the next step with room. Returns its index."""
        if gen.model.backbone is not self.backbone:
            raise ValueError("a batch runs generations of one backbone only")
        if gen.steps or gen.stop_reason != "max_new_tokens" or getattr(gen, "_batched", False):
            raise ValueError("the generation has already started")
        gen._batched = True
        gen._iter = iter(())  # its steps come from the batch: iterating it (or result()) must not run it again
        seq = _Seq(self._count, gen, gen.program(), keep_all=gen._keep_states)
        self._count += 1
        self.waiting.append(seq)
        return seq.index

    def cancel(self, gen: Generation) -> bool:
        """End ``gen`` now (its records so far stay); True if it was in the batch."""
        for s in self._inflight[1] if self._inflight else ():
            if s.gen is gen and s.index not in self._dropped:
                self._dropped.add(s.index)  # its prompt pass ends on its own; it does not join
                s.program.close()
                return True
        for group in (self.waiting, self.prefilling):
            for s in group:
                if s.gen is gen:
                    group.remove(s)
                    s.program.close()
                    return True
        for i, s in enumerate(self.rows):
            if s.gen is gen:
                s.program.close()
                self._drop_rows([i])
                return True
        return False

    def __len__(self) -> int:
        inflight = len(self._inflight[1]) - len(self._dropped) if self._inflight else 0
        return len(self.waiting) + len(self.prefilling) + inflight + len(self.rows)

    def __bool__(self) -> bool:
        return len(self) > 0

    @property
    def slots(self) -> int:
        """Slots of the shared cache (its length), padding included."""
        return 0 if self._valid is None else self._valid.shape[1]

    # ------------------------------------------------------------------ one engine step
    @torch.no_grad()
    def step(self) -> list[BatchEvent]:
        """Admit waiting generations, run the prompts that joined (short ones together in one pass, a
        long one a chunk at a time), then one decoding pass over every row. Returns the steps produced
        and the generations that ended, in order."""
        events: list[BatchEvent] = []
        self._collect(events, wait=not self.rows)  # joiners whose prompt pass ended (or nothing else to do)
        inflight = len(self._inflight[1]) if self._inflight else 0
        room = self.config.max_batch - len(self.rows) - len(self.prefilling) - inflight
        while room > 0 and self.waiting:
            seq = self.waiting.pop(0)
            seq.request = seq.program.send(None)  # the prompt
            self.prefilling.append(seq)
            room -= 1
        self._prefill(events)
        if self.rows:
            self._decode(events)
        return events

    def _emit(self, seq: _Seq, steps: list[Step], events: list[BatchEvent]) -> None:
        events.extend(BatchEvent(seq.index, seq.gen, s) for s in steps)
        if seq.request is None:
            events.append(BatchEvent(seq.index, seq.gen, None))

    def _prefill(self, events: list[BatchEvent]) -> None:
        """Run the prompts of the sequences that joined: the prompts that fit in one chunk all
        together in one padded pass (as many as joined), a longer one chunk by chunk, one chunk per step."""
        chunk = self.config.prefill_chunk
        group, widest = [], 0
        for s in self.prefilling:  # at most 4 chunks' worth of padded tokens at once (bounds the memory)
            n = len(s.request.ids)
            if s.done == 0 and n <= chunk and (len(group) + 1) * max(widest, n) <= 4 * chunk:
                group.append(s)
                widest = max(widest, n)
        if group:
            p = len(self._prefix_ids)
            after = [s for s in group if p and len(s.request.ids) > p and s.request.ids[:p] == self._prefix_ids]
            whole = [s for s in group if s not in after]
            for part, skip in ((after, p), (whole, 0)):
                if not part or self._inflight is not None:
                    continue  # with a prompt pass in flight the others wait for the next step
                for s in part:
                    self.prefilling.remove(s)
                if self.config.overlap_prefill and self.rows:
                    self._start_overlapped(part, skip)
                else:
                    self._prefill_group(part, skip, events)
        for seq in [s for s in self.prefilling if len(s.request.ids) > chunk][:1]:
            ids = seq.request.ids
            n = min(chunk, len(ids) - seq.done)
            out = seq.gen.model.forward(ids[seq.done:seq.done + n], seq.cache, keep_all=seq.keep_all)
            self.prefill_passes += 1
            seq.cache, seq.done, seq.positions = out.past, seq.done + n, seq.positions + n
            if seq.keep_all:
                seq.chunks.append(out.hidden_all)
            if seq.done < len(ids):
                continue
            if len(seq.chunks) > 1:
                out = ForwardOut(out.logits, out.hidden, out.past, out.hidden_mark, torch.cat(seq.chunks))
            seq.chunks = []
            self.prefilling.remove(seq)
            self._emit(seq, _advance(seq, out), events)
            if seq.request is not None:
                length = seq.cache.get_seq_length()
                self._join(seq.cache, torch.ones((1, length), dtype=torch.bool), [seq])
            seq.cache = None

    def _prefill_group(self, group: list[_Seq], skip: int, events: list[BatchEvent]) -> None:
        """Run the prompts of ``group`` in one padded pass and join them; with ``skip`` the first
        ``skip`` tokens of each (the shared prefix) come from the prefix cache and are not run again."""
        states, args = self._prefill_inputs(group, skip)
        self._prefill_joined(group, skip, states, *self._pass(*args), events)

    def _prefill_inputs(self, group: list[_Seq], skip: int) -> tuple[torch.Tensor | None, tuple]:
        """The prefix's hidden states (or None) and :meth:`_pass`'s arguments for ``group``'s prompts."""
        states = None
        if skip:
            prefix, states = self._prefix_entry()
            cache = _rows(prefix, [0] * len(group))
            past = torch.ones((len(group), skip), dtype=torch.bool)
        else:
            cache, past = None, torch.zeros((len(group), 0), dtype=torch.bool)
        for seq in group:
            seq.positions = skip
        reqs = [ForwardRequest(s.request.ids[skip:]) for s in group]
        return states, (group, reqs, cache, past)

    def _start_overlapped(self, group: list[_Seq], skip: int) -> None:
        """Start ``group``'s prompt pass in the prompt thread; :meth:`_collect` joins it later."""
        states, args = self._prefill_inputs(group, skip)
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="occam-prefill")
        self._inflight = (self._pool.submit(self._pass_no_grad, *args), group, skip, states)
        self.overlapped_passes += 1

    @torch.no_grad()
    def _pass_no_grad(self, *args):
        return self._pass(*args)  # grad mode is per thread: the prompt thread sets its own

    def _collect(self, events: list[BatchEvent], wait: bool) -> None:
        """Join the sequences of the prompt pass in flight once it has ended (``wait``: wait for it)."""
        if self._inflight is None or not (wait or self._inflight[0].done()):
            return
        future, group, skip, states = self._inflight
        self._inflight = None
        outs, cache, valid = future.result()  # a failed pass raises here, in the engine's thread
        dropped, self._dropped = self._dropped, set()
        self._prefill_joined(group, skip, states, outs, cache, valid, events, dropped)

    def _prefill_joined(self, group: list[_Seq], skip: int, states: torch.Tensor | None, outs: list[ForwardOut],
                        cache, valid: torch.Tensor, events: list[BatchEvent], dropped: Container[int] = ()) -> None:
        """Hand each of ``group`` its prompt pass's output and join those that go on (not the
        ``dropped`` ones, cancelled while the pass ran)."""
        self.prefill_passes += 1
        joining = []
        for i, (seq, out) in enumerate(zip(group, outs)):
            if seq.index in dropped:
                continue
            if skip and seq.keep_all:
                out = ForwardOut(out.logits, out.hidden, out.past, out.hidden_mark,
                                 torch.cat([states.to(out.hidden_all.device), out.hidden_all]), out.switch_logit)
            seq.positions = seq.done = len(seq.request.ids)
            self._emit(seq, _advance(seq, out), events)
            if seq.request is not None:
                joining.append(i)
        if joining:
            self._join(_rows(cache, joining), valid[joining], [group[i] for i in joining])

    def _prefix_entry(self) -> tuple[object, torch.Tensor]:
        """The shared prefix's 1-row KV cache and its hidden states (every layer, fp16), computed on
        first use."""
        if self._prefix is None:
            ids = torch.tensor([self._prefix_ids], device=self.backbone.device)
            with self.backbone.attention():
                out = self.backbone.model(input_ids=ids, use_cache=True, output_hidden_states=True, **self._lm_kwargs)
            self.prefill_passes += 1
            states = torch.stack([h[0] for h in out.hidden_states], 1).half()  # (prefix, layers, hidden)
            self._prefix = (out.cache, states)
        return self._prefix

    def _pass(self, seqs: list[_Seq], reqs: list[ForwardRequest], cache, past_valid: torch.Tensor
              ) -> tuple[list[ForwardOut], object, torch.Tensor]:
        """One forward pass of ``reqs`` (one per row of ``cache``, whose slots ``past_valid`` marks): the
        tokens right-aligned in a chunk as wide as the longest, each row at its own positions and seeing
        only its own tokens. Returns each row's :class:`ForwardOut`, the cache and its new valid slots."""
        width = max(len(r.ids) for r in reqs)
        b, slots = len(seqs), past_valid.shape[1]
        ids = torch.full((b, width), self._pad, dtype=torch.long)
        pos = torch.zeros((b, width), dtype=torch.long)
        new_valid = torch.zeros((b, width), dtype=torch.bool)
        for i, (s, r) in enumerate(zip(seqs, reqs)):
            n = len(r.ids)
            ids[i, width - n:] = torch.tensor(r.ids)
            pos[i, width - n:] = torch.arange(s.positions, s.positions + n)
            new_valid[i, width - n:] = True
        valid = torch.cat([past_valid, new_valid], 1)  # (b, slots + width)
        causal = torch.ones((width, slots + width), dtype=torch.bool).tril(slots)
        allowed = valid[:, None, :] & causal[None]  # (b, width, slots + width)
        dtype = self.backbone.model.dtype if self.backbone.model.dtype.is_floating_point else torch.float32
        mask = torch.zeros(allowed.shape, dtype=dtype).masked_fill_(~allowed, torch.finfo(dtype).min)[:, None]
        dev = self.backbone.device
        with self.backbone.attention():
            out = self.backbone.model(input_ids=ids.to(dev), attention_mask=mask.to(dev), position_ids=pos.to(dev),
                                      cache=cache, use_cache=True, output_hidden_states=True, **self._lm_kwargs)
        hidden = out.hidden_states  # per layer (b, width, hidden)
        last = torch.stack([h[:, -1] for h in hidden], 1)  # (b, layers, hidden)
        logits = out.logits[:, -1].float()
        switch = self._switch_logits(seqs, last)
        outs = []
        for i, (s, r) in enumerate(zip(seqs, reqs)):
            start = width - len(r.ids)
            ddev = next(s.gen.model.decoders.parameters()).device
            mark = None if r.mark is None else torch.stack([h[i, start + r.mark] for h in hidden]).to(ddev)
            every = torch.stack([h[i, start:] for h in hidden], 1).to(ddev).half() if s.keep_all else None
            outs.append(ForwardOut(logits[i], last[i].to(ddev), None, mark, every, switch.get(i)))
        return outs, out.cache, valid

    def _decode(self, events: list[BatchEvent]) -> None:
        rows = list(self.rows)
        # A pass costs rows x its widest request, so with other rows in the batch every row runs one
        # token per pass: an OccamNet result of k tokens runs over k steps (its step record is already
        # out: only its stop head waits for the last digit); a row alone runs its whole request at once.
        one = len(rows) > 1
        reqs = [self._next_tokens(s, one) for s in rows]
        outs, self._cache, self._valid = self._pass(rows, reqs, self._cache, self._valid)
        self.forward_passes += 1
        finished = []
        for i, (s, r, fo) in enumerate(zip(rows, reqs, outs)):
            s.positions += len(r.ids)
            whole = self._fed(s, r, fo)
            if whole is None:  # more of its request to run at the next step
                continue
            self._emit(s, _advance(s, whole), events)
            if s.request is None:
                finished.append(i)
        if finished:
            self._drop_rows(finished)
        self._maybe_compact()

    @staticmethod
    def _next_tokens(seq: _Seq, one: bool) -> ForwardRequest:
        """The tokens of ``seq``'s request not run yet (only the next one if ``one``), as a request of
        their own, marked where the request is."""
        r = seq.request
        if seq.fed == 0 and not one:
            return r
        ids = r.ids[seq.fed:seq.fed + 1] if one else r.ids[seq.fed:]
        mark = r.mark - seq.fed if r.mark is not None and 0 <= r.mark - seq.fed < len(ids) else None
        return ForwardRequest(ids, mark)

    @staticmethod
    def _fed(seq: _Seq, part: ForwardRequest, out: ForwardOut) -> ForwardOut | None:
        """Record ``part`` of ``seq``'s request run; when the request is complete, its
        :class:`~occam.generation.ForwardOut` (the last token's logits and states, the marked token's
        states, every token's states if kept), else None."""
        if part is seq.request:
            return out  # run whole, in one pass
        if part.mark is not None:
            seq.mark = out.hidden_mark
        if seq.keep_all:
            seq.chunks.append(out.hidden_all)
        seq.fed += len(part.ids)
        if seq.fed < len(seq.request.ids):
            return None
        every = torch.cat(seq.chunks) if seq.keep_all else None
        whole = ForwardOut(out.logits, out.hidden, None, seq.mark, every, out.switch_logit)
        seq.fed, seq.mark, seq.chunks = 0, None, []
        return whole

    def _switch_logits(self, seqs: list[_Seq], last: torch.Tensor) -> dict[int, torch.Tensor]:
        """The switch at every row's last position, one call per decoder set (rows of the same decoders
        together): per row, the logit its generation would compute alone. Decoders whose class
        overrides ``switch_logit`` (test doubles) are left to compute it per sequence."""
        groups: dict[int, list[int]] = {}
        for i, s in enumerate(seqs):
            dec = s.gen.model.decoders
            if type(dec).switch_logit is OccamDecoders.switch_logit and "switch_logit" not in vars(dec):
                groups.setdefault(id(dec), []).append(i)
        out = {}
        for idx in groups.values():
            dec = seqs[idx[0]].gen.model.decoders
            ddev = next(dec.parameters()).device
            logits = dec.switch_logit(last[idx].to(ddev))
            out.update(zip(idx, logits))
        return out

    # ------------------------------------------------------------------ the shared cache
    def _layers(self):
        return self._cache.layers

    def _join(self, cache, valid: torch.Tensor, seqs: list[_Seq]) -> None:
        """Put prefilled rows (their own ``cache`` with ``valid`` slots) into the shared cache."""
        if not self.rows:
            self._cache, self._valid, self.rows = cache, valid, list(seqs)
            return
        slots, length = self.slots, valid.shape[1]
        total = max(slots, length)
        for mine, theirs in zip(self._layers(), cache.layers):
            for name in ("keys", "values"):
                a = _pad_left(getattr(mine, name), total - slots)
                x = _pad_left(getattr(theirs, name), total - length)
                setattr(mine, name, torch.cat([a, x], 0))
        self._valid = torch.cat([_pad_left(self._valid, total - slots, dim=1),
                                 _pad_left(valid, total - length, dim=1)], 0)
        self.rows.extend(seqs)

    def _drop_rows(self, drop: list[int]) -> None:
        keep = [i for i in range(len(self.rows)) if i not in set(drop)]
        self.rows = [self.rows[i] for i in keep]
        if not self.rows:
            self._cache = self._valid = None
            return
        self._cache = _rows(self._cache, keep)
        self._valid = self._valid[keep]
        self._maybe_compact()

    def _maybe_compact(self) -> None:
        """Gather each row's tokens to the right when padding makes the cache much longer than its
        longest row (after a long row left, or a join of a long prompt)."""
        if self._valid is None:
            return
        lengths = self._valid.sum(1)
        longest = int(lengths.max())
        if self.slots - longest <= self.config.compact_slack:
            return
        b = len(self.rows)
        at = torch.zeros((b, longest), dtype=torch.long)
        valid = torch.zeros((b, longest), dtype=torch.bool)
        for i in range(b):
            where = torch.nonzero(self._valid[i]).flatten()
            at[i, longest - len(where):] = where
            valid[i, longest - len(where):] = True
        for layer in self._layers():
            for name in ("keys", "values"):
                t = getattr(layer, name)
                index = at.to(t.device)[:, None, :, None].expand(t.shape[0], t.shape[1], longest, t.shape[3])
                setattr(layer, name, t.gather(2, index))
        self._valid = valid


def _rows(cache, idx: list[int]):
    """A cache holding rows ``idx`` of ``cache`` (a row may repeat), in that order; ``cache`` is left as
    it is."""
    out = copy.copy(cache)
    out.layers = []
    for layer in cache.layers:
        part = copy.copy(layer)
        at = torch.tensor(idx, device=layer.keys.device)
        part.keys, part.values = layer.keys.index_select(0, at), layer.values.index_select(0, at)
        out.layers.append(part)
    return out


def _pad_left(t: torch.Tensor, n: int, dim: int = 2) -> torch.Tensor:
    """``t`` with ``n`` zero slots (False for a mask) before its entries along ``dim``."""
    if n <= 0:
        return t
    shape = list(t.shape)
    shape[dim] = n
    return torch.cat([torch.zeros(shape, dtype=t.dtype, device=t.device), t], dim)


def shared_prefix(tokenizer) -> list[int]:
    """The tokens every chat prompt of ``tokenizer`` starts with whatever the user writes (the chat
    template's default system prompt and the user turn's header): the longest common prefix of two
    prompts that differ only in the user's message. [] if they share fewer than 8 tokens."""
    from .conventions import encode_chat

    a, b = (encode_chat(tokenizer, [{"role": "user", "content": text}], generation_prompt=True).ids
            for text in ("1", "Hello"))
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return list(a[:n]) if n >= 8 else []


def generate_many(model, conversations: list[list[dict]], *, config: BatchConfig | None = None,
                  **options) -> list[GenerationResult]:
    """Generate answers to several conversations in one batch (same options for all, as
    ``model.stream``); results in the order given."""
    gens = [model.stream(messages, **options) for messages in conversations]
    batch = Batch(model.backbone, config)
    for g in gens:
        batch.add(g)
    while batch:
        for e in batch.step():
            if e.error is not None:
                raise e.error
    return [GenerationResult(g.text, g.steps, len(g.prompt_ids), g.truncated_tokens, g.stop_reason) for g in gens]


# ====================================================================== serving from a thread
_DONE = object()


class Stream:
    """One submitted generation's steps, as they come (an iterator; thread-safe)."""

    def __init__(self, server: "BatchServer", gen: Generation):
        self.server, self.generation = server, gen
        self._queue: queue.Queue = queue.Queue()
        self.error: BaseException | None = None
        self.cancelled = False

    def __iter__(self) -> Iterator[Step]:
        while True:
            item = self._queue.get()
            if item is _DONE:
                if self.error is not None:
                    raise self.error
                return
            yield item

    def cancel(self) -> None:
        """End this generation at the next step boundary (the others go on)."""
        if not self.cancelled:
            self.cancelled = True
            self.server._cancel(self)

    def result(self) -> GenerationResult:
        for _ in self:
            pass
        g = self.generation
        return GenerationResult(g.text, g.steps, len(g.prompt_ids), g.truncated_tokens, g.stop_reason)


class BatchServer:
    """A :class:`Batch` driven by a daemon thread: ``submit`` from any thread; each generation's steps
    come out of its own :class:`Stream`. The thread sleeps while there is nothing to do."""

    def __init__(self, backbone, config: BatchConfig | None = None):
        self.batch = Batch(backbone, config)
        self._lock = threading.Condition()
        self._inbox: list[Stream] = []
        self._cancels: list[Stream] = []
        self._streams: dict[int, Stream] = {}  # generation id -> stream
        self._thread: threading.Thread | None = None
        self.steps_run = 0
        # when sequences leave, the heap's free memory goes back to the OS (occam.memtrim: without it
        # a server's memory climbs by hundreds of MB under a steady load)
        self.trimmer = Trimmer(interval=2.0)

    @property
    def active(self) -> int:
        """Generations submitted and not finished."""
        with self._lock:
            return len(self._streams) + len(self._inbox)

    def submit(self, gen: Generation) -> Stream:
        stream = Stream(self, gen)
        with self._lock:
            self._inbox.append(stream)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, daemon=True, name="occam-batch")
                self._thread.start()
            self._lock.notify()
        return stream

    def _cancel(self, stream: Stream) -> None:
        with self._lock:
            self._cancels.append(stream)
            self._lock.notify()

    def _loop(self) -> None:
        batch = self.batch
        while True:
            with self._lock:
                while not self._inbox and not self._cancels and not batch:
                    self._lock.wait()
                inbox, self._inbox = self._inbox, []
                cancels, self._cancels = self._cancels, []
                for s in inbox:
                    self._streams[id(s.generation)] = s
            for s in inbox:
                if s.cancelled:
                    continue
                try:
                    batch.add(s.generation)
                except ValueError as e:
                    s.error = e
                    self._finish(s)
            for s in cancels:
                if id(s.generation) in self._streams:
                    batch.cancel(s.generation)
                    self._finish(s)
            if not batch:
                continue
            try:
                events = batch.step()
            except BaseException as e:  # a failed pass ends every generation in it, the server goes on
                for s in list(self._streams.values()):
                    batch.cancel(s.generation)
                    s.error = e
                    self._finish(s)
                self.batch = batch = Batch(batch.backbone, batch.config)
                continue
            self.steps_run += 1
            left = False
            for e in events:
                s = self._streams.get(id(e.generation))
                if s is None:
                    continue
                if e.step is not None:
                    s._queue.put(e.step)
                else:
                    self._finish(s)
                    left = True
            if left or cancels:  # an empty batch waits for work: its memory goes back now, not at a later step
                self.trimmer(force=not batch)

    def _finish(self, s: Stream) -> None:
        with self._lock:
            self._streams.pop(id(s.generation), None)
        s._queue.put(_DONE)


_SERVERS: dict[int, BatchServer] = {}
_SERVERS_LOCK = threading.Lock()


def shared_server(backbone, config: BatchConfig | None = None) -> BatchServer:
    """The one :class:`BatchServer` of a backbone in this process (decoder sets on the same backbone
    share its batch); ``config`` applies when it is first made."""
    with _SERVERS_LOCK:
        server = _SERVERS.get(id(backbone))
        if server is None or server.batch.backbone is not backbone:
            server = _SERVERS[id(backbone)] = BatchServer(backbone, config)
        return server
