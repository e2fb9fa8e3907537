"""Continuous batching on the real default model: every sequence's records equal its solo run's.

Each conversation gets a model of its own on the one backbone (a switch that fires at chosen steps of
that conversation only, OccamNet multiplying the last two numbers, optionally a stop head or decoders
with input states), so sequences in one batch receive OccamNet steps at different times. Solo runs
and batched runs are compared token for token, record for record, and on the hidden states every
decoder read, within fp32 tolerance.
"""
import threading

import pytest
import torch

from occam.batching import Batch, BatchConfig, BatchServer, generate_many, shared_server
from occam.config import DecoderConfig, OccamLLMConfig
from occam.decoders import OccamDecoders
from occam.model import OccamLLM

from helpers import select

PRODUCT = [{"role": "user", "content": "What is 1234567 * 7654321?"}]
ESSAY = [{"role": "user", "content": "Write a short paragraph about the history of the bicycle."}]
HI = [{"role": "user", "content": "Hi!"}]
# longer than the prefill chunk used below: its prompt is run in several chunks
LONG = [{"role": "user", "content": "Here are some notes about my garden. " * 12
         + "I have 12 rows of 17 tomato plants. How many tomato plants are there in all?"}]


class Recording(OccamDecoders):
    """Real decoders whose switch fires at the given step numbers; every hidden state the switch and
    the weight decoders read is recorded."""

    def __init__(self, config, fire_at=()):
        super().__init__(config)
        self.fire_at, self.calls, self.seen = set(fire_at), 0, []

    def switch_logit(self, hs):
        self.seen.append(hs.detach().clone())
        step, self.calls = self.calls, self.calls + 1
        return torch.tensor(10.0 if step in self.fire_at else -10.0)


def make(backbone, fire_at=(), stop_bias=None, input_states=0):
    torch.manual_seed(0)  # the same decoders every time (input-state mixes are random)
    cfg = OccamLLMConfig(backbone.name, backbone.hidden_size, backbone.num_hidden_states,
                         decoder=DecoderConfig(stop_head=stop_bias is not None, input_state_mixes=input_states))
    dec = Recording(cfg, fire_at)
    select(dec, "mul")
    if input_states:  # let the input states matter to OccamNet's weights (a zero output layer ignores them)
        with torch.no_grad():
            for d in dec.weight_decoders:
                d.fc2.weight.normal_(0, 0.01)
    if stop_bias is not None:
        with torch.no_grad():
            dec.stop_decoder.fc2.bias.fill_(stop_bias)
    return OccamLLM(backbone, dec)


def records(res):
    """Everything a step record says but the OccamNet weights (compared apart, within tolerance)."""
    out = []
    for s in res.steps:
        d = s.to_dict()
        for key in ("occam", "alternative"):
            if d[key]:
                # probabilities are the decoders' (a declined function's too, kept beside a plan): within noise
                d[key] = {k: v for k, v in d[key].items() if k not in ("weights", "prob", "reread_from_prob")}
                if d[key].get("first_step"):  # the first of two steps: its probabilities within noise too
                    d[key]["first_step"] = {k: v for k, v in d[key]["first_step"].items() if k not in ("weights", "prob")}
        d.pop("switch_prob")
        out.append(d)
    return out, res.stop_reason, res.text


def close(a, b, rel=1e-4):
    """Hidden states ``(layers, hidden)`` equal within fp32 summation noise: per layer, every difference
    within ``rel`` of that layer's largest value (the last layers reach values in the hundreds)."""
    return len(a) == len(b) and all(
        bool(((x - y).abs().amax(-1) <= rel * x.abs().amax(-1) + 1e-6).all()) for x, y in zip(a, b))


CASES = [  # (conversation, switch fires at, stop head bias)
    (PRODUCT, {0}, 10.0),  # OccamNet at once, the stop head ends the reply
    (ESSAY, {5}, None),  # long LLM generation; the switch fires once, OccamNet abstains (no numbers)
    (PRODUCT, {8}, -10.0),  # OccamNet mid-answer (after "1234567 * "), the LLM goes on after it
    (HI, (), None),  # ends at its end of turn early
    (LONG, {0, 9}, None),  # long prompt (chunked prefill), OccamNet at once and later
]


def run_cases(backbone, config, n=14, **opts):
    solo_models = [make(backbone, f, s) for _, f, s in CASES]
    solo = [m.generate(c, max_new_tokens=n, **opts) for m, (c, _, _) in zip(solo_models, CASES)]
    models = [make(backbone, f, s) for _, f, s in CASES]
    batch = Batch(backbone, config)
    gens = [m.stream(c, max_new_tokens=n, **opts) for m, (c, _, _) in zip(models, CASES)]
    for g in gens:
        batch.add(g)
    widths = []
    while batch:
        batch.step()
        widths.append(batch.slots)
    return solo_models, solo, models, gens, widths


@pytest.mark.parametrize("config", [BatchConfig(prefill_chunk=48), BatchConfig(prefill_chunk=48, compact_slack=0)],
                         ids=["padded", "compacted"])
def test_batched_records_equal_solo_runs(backbone, config):
    solo_models, solo, models, gens, _ = run_cases(backbone, config, trace_all=True)
    sources = [[s.source for s in r.steps] for r in solo]
    # the cases do what they are meant to: OccamNet writes at different steps of different sequences
    assert sources[0] == ["occamnet"] and solo[0].stop_reason == "answer_complete"
    assert sources[2].index("occamnet") == 8 and "occamnet" not in sources[1]
    assert solo[1].steps[5].abstention == "invalid"
    assert solo[3].stop_reason == "end_of_turn" and sources[4][0] == "occamnet"
    assert len(backbone.tokenizer(LONG[0]["content"])["input_ids"]) > 2 * 48
    for sm, s, m, g in zip(solo_models, solo, models, gens):
        b = g.result()
        assert records(b) == records(s)
        for x, y in zip(s.steps, b.steps):
            assert x.switch_prob == pytest.approx(y.switch_prob, abs=1e-5)
            for tx, ty in ((x.occam, y.occam), (x.alternative, y.alternative)):
                assert (tx is None) == (ty is None)
                if tx is not None:
                    assert tx.prob == pytest.approx(ty.prob, rel=1e-4, abs=1e-6)
                    assert all(abs(wx - wy).max() < 1e-4 for wx, wy in zip(tx.weights, ty.weights))
        assert close(sm.decoders.seen, m.decoders.seen)


def test_the_batch_pads_and_compacts_its_shared_cache(backbone):
    def slots(config):
        solo = {"essay": make(backbone).generate(ESSAY, max_new_tokens=12)}
        essay, long = make(backbone).stream(ESSAY, max_new_tokens=12), make(backbone).stream(LONG, max_new_tokens=2)
        batch = Batch(backbone, config)
        batch.add(essay), batch.add(long)
        seen = []
        while batch:
            batch.step()
            if batch:
                seen.append(batch.slots)
        assert records(essay.result()) == records(solo["essay"])
        return seen

    # the long conversation leaves early: its slots stay as padding of the essay's row until compacted
    padded, compact = slots(BatchConfig(compact_slack=10_000)), slots(BatchConfig(compact_slack=0))
    assert padded[-1] > compact[-1] and padded[-1] > 2 * compact[-1]


def _recording_passes(monkeypatch) -> list[tuple[int, int]]:
    """(rows, tokens per row) of every decoding pass a Batch runs from now on."""
    passes, original = [], Batch._pass

    def record(self, seqs, reqs, cache, past_valid):
        if all(any(s is r for r in self.rows) for s in seqs):  # a decoding pass (prompts are not rows yet)
            passes.append((len(seqs), max(len(r.ids) for r in reqs)))
        return original(self, seqs, reqs, cache, past_valid)

    monkeypatch.setattr(Batch, "_pass", record)
    return passes


def test_every_pass_over_several_rows_is_one_token_wide_beside_occamnet_results(backbone, monkeypatch):
    passes = _recording_passes(monkeypatch)
    _, solo, _, _, _ = run_cases(backbone, BatchConfig(prefill_chunk=48), n=10)
    # beside other rows an OccamNet result runs one token per pass: no pass over several rows is wider
    # than one token, so no row's work is padded for another's result
    assert max(len(s.token_ids) for r in solo for s in r.steps if s.source == "occamnet") > 1
    assert passes and all(width == 1 for rows, width in passes if rows > 1)


def test_an_occamnet_result_is_out_before_its_tokens_run_and_its_stop_head_after(backbone):
    """The result's record comes out at the engine step in which OccamNet decides it (the reader sees
    the number at once); its k tokens then run over k passes beside the other row, and the stop head,
    which reads the last digit's state, fills in ``stop_prob`` and ends the reply after the last."""
    solo = make(backbone, {0}, 10.0).generate(PRODUCT, max_new_tokens=6)
    gen = make(backbone, {0}, 10.0).stream(PRODUCT, max_new_tokens=6)
    batch = Batch(backbone)
    batch.add(make(backbone).stream(ESSAY, max_new_tokens=30)), batch.add(gen)
    seen, after = None, 0
    while batch:
        for e in batch.step():
            if e.generation is gen and e.step is not None:
                seen = e.step
                assert seen.source == "occamnet" and seen.stop_prob is None  # out before its tokens ran
            elif e.generation is gen:
                assert seen is not None and seen.stop_prob is not None and gen.stop_reason == "answer_complete"
                ended = after
        if seen is not None and gen.stop_reason != "answer_complete":
            after += 1
    k = len(solo.steps[0].token_ids)
    # one pass per token of the result (the first in the engine step that decided it), then the stop
    # head ended the reply
    assert k > 1 and ended == k - 1
    assert records(gen.result()) == records(solo)


def test_a_row_alone_runs_its_occamnet_result_in_one_pass(backbone, monkeypatch):
    passes = _recording_passes(monkeypatch)
    solo = make(backbone, {0}, 10.0).generate(PRODUCT, max_new_tokens=6)
    gen = make(backbone, {0}, 10.0).stream(PRODUCT, max_new_tokens=6)
    batch = Batch(backbone)
    batch.add(gen)
    while batch:
        batch.step()
    assert records(gen.result()) == records(solo)
    # the prompt's pass answers at once; the result's tokens run in one pass, as in a solo run
    assert len(solo.steps[0].token_ids) > 1 and passes == [(1, len(solo.steps[0].token_ids))]


def test_the_shared_prefix_of_chat_prompts_is_run_once(backbone, monkeypatch):
    from occam.batching import shared_prefix

    prefix = shared_prefix(backbone.tokenizer)
    text = backbone.tokenizer.decode(prefix)
    assert len(prefix) >= 8 and text.rstrip().endswith("user") and "system" in text  # the template's system prompt
    prompts = []
    original = Batch._pass

    def record(self, seqs, reqs, cache, past_valid):
        if not any(s is r for s in seqs for r in self.rows):
            prompts.append((past_valid.shape[1], [len(r.ids) for r in reqs]))
        return original(self, seqs, reqs, cache, past_valid)

    monkeypatch.setattr(Batch, "_pass", record)
    convs = [PRODUCT, ESSAY, HI]
    solo = [make(backbone, {0}, 10.0).generate(c, max_new_tokens=6) for c in convs]
    for config, skipped in ((BatchConfig(), len(prefix)), (BatchConfig(prefix_cache=False), 0)):
        prompts.clear()
        gens = [make(backbone, {0}, 10.0).stream(c, max_new_tokens=6) for c in convs]
        batch = Batch(backbone, config)
        for g in gens:
            batch.add(g)
        while batch:
            batch.step()
        for g, r in zip(gens, solo):
            assert records(g.result()) == records(r)
        # one pass for the three prompts, each run from the end of the prefix (or whole)
        assert prompts == [(skipped, [len(g.prompt_ids) - skipped for g in gens])]


def test_input_state_decoders_read_the_same_states(backbone):
    """Decoders with input states need every token's hidden states per sequence, kept as solo."""
    convs = [PRODUCT, LONG, ESSAY]
    solo_models = [make(backbone, {3}, input_states=1) for _ in convs]
    solo = [m.stream(c, max_new_tokens=8, trace_all=True) for m, c in zip(solo_models, convs)]
    for g in solo:
        g.result()
    models = [make(backbone, {3}, input_states=1) for _ in convs]
    gens = [m.stream(c, max_new_tokens=8, trace_all=True) for m, c in zip(models, convs)]
    batch = Batch(backbone, BatchConfig(prefill_chunk=40))
    for g in gens:
        batch.add(g)
    while batch:
        batch.step()
    for s, b in zip(solo, gens):
        assert records(b.result()) == records(s.result())
        for x, y in zip(s.steps, b.steps):
            for tx, ty in ((x.occam, y.occam), (x.alternative, y.alternative)):
                assert (tx is None) == (ty is None)
                assert tx is None or all(abs(wx - wy).max() < 1e-4 for wx, wy in zip(tx.weights, ty.weights))
        run = len(s.prompt_ids) + sum(len(x.token_ids) for x in s.steps) - len(s.steps[-1].token_ids)
        assert s._states.length == b._states.length == run
        kept = s._states.positions()
        assert torch.equal(kept, b._states.positions())  # the same positions forgotten
        ks, kb = s._states.take(kept), b._states.take(kept)
        assert torch.allclose(ks.float(), kb.float(), atol=2e-2, rtol=1e-2)  # fp16, as solo keeps them


def test_sequences_join_between_steps_and_cancelled_ones_leave(backbone):
    solo = {name: make(backbone).generate(c, max_new_tokens=12) for name, c in (("essay", ESSAY), ("product", PRODUCT))}
    batch = Batch(backbone, BatchConfig(max_batch=2))
    essay = make(backbone).stream(ESSAY, max_new_tokens=12)
    doomed = make(backbone).stream(HI, max_new_tokens=12)
    late = make(backbone).stream(PRODUCT, max_new_tokens=12)
    batch.add(essay), batch.add(doomed)
    events = batch.step() + batch.step()
    batch.add(late)  # joins only when there is room: the batch holds two
    events += batch.step()
    assert len(batch.rows) == 2 and len(batch.waiting) == 1
    assert batch.cancel(doomed) and len(batch.rows) == 1
    while batch:
        events += batch.step()
    assert records(essay.result()) == records(solo["essay"]) and records(late.result()) == records(solo["product"])
    assert 0 < len(doomed.steps) < 12 and doomed.steps[0].text == "Hello"
    # every event belongs to its own generation and its step records, in order
    for g in (essay, late):
        assert [e.step for e in events if e.generation is g and e.step] == g.steps
        assert [e for e in events if e.generation is g][-1].finished
    with pytest.raises(ValueError, match="already started"):
        batch.add(essay)


@pytest.mark.parametrize("config", [None, BatchConfig.served()], ids=["default", "served"])
def test_generate_many_and_the_server_keep_sessions_apart(backbone, config):
    model = make(backbone)
    convs = [[{"role": "user", "content": f"Say the number {n} once."}] for n in (17, 4242, 903)]
    solo = [model.generate(c, max_new_tokens=10) for c in convs]
    many = generate_many(model, convs, max_new_tokens=10, config=config)
    assert [r.text for r in many] == [r.text for r in solo]
    server = BatchServer(backbone, config)
    out, errors = {}, []

    def client(i):
        try:
            out[i] = server.submit(model.stream(convs[i], max_new_tokens=10)).result()
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(300)
    assert not errors and [out[i].text for i in range(3)] == [r.text for r in solo]
    # Stop ends only its own stream (well before its 200 tokens)
    keep, stop = model.stream(ESSAY, max_new_tokens=10), model.stream(ESSAY, max_new_tokens=200)
    s_keep, s_stop = server.submit(keep), server.submit(stop)
    for i, _ in enumerate(s_stop):
        if i == 1:
            s_stop.cancel()
    assert 2 <= len(stop.steps) < 100
    assert s_keep.result().text == make(backbone).generate(ESSAY, max_new_tokens=10).text
    assert server.active == 0
    assert shared_server(backbone) is shared_server(backbone)


def test_prompts_run_beside_decoding_rows_with_the_same_records(backbone):
    """overlap_prefill: a sequence that joins while others decode has its prompt run in the prompt
    thread during their passes; it joins at a later step, and every record equals its solo run's. One
    cancelled while its prompt runs never joins."""
    n = 24
    solo_models = [make(backbone, f, s) for _, f, s in CASES[:4]]
    solo = [m.generate(c, max_new_tokens=n) for m, (c, _, _) in zip(solo_models, CASES)]
    models = [make(backbone, f, s) for _, f, s in CASES[:4]]
    gens = [m.stream(c, max_new_tokens=n) for m, (c, _, _) in zip(models, CASES)]
    batch = Batch(backbone, BatchConfig(overlap_prefill=True))
    batch.add(gens[1])  # the essay decodes; the others join one by one while it does
    batch.step()
    doomed = make(backbone).stream(HI, max_new_tokens=n)
    for g in (gens[0], doomed, gens[2], gens[3]):
        while batch._inflight is not None:  # the previous joiner's prompt pass has been collected
            batch.step()
        batch.add(g)
        batch.step()
        assert batch._inflight is not None and [s.gen for s in batch._inflight[1]] == [g]
        if g is doomed:
            assert batch.cancel(doomed)
            assert len(batch) == len(batch.rows) + len(batch.waiting) + len(batch.prefilling)
    while batch:
        batch.step()
    assert batch.overlapped_passes == 4
    assert not doomed.steps
    for sm, s, m, g in zip(solo_models, solo, models, gens):
        assert records(g.result()) == records(s)
        assert close(sm.decoders.seen, m.decoders.seen)


def test_batch_config_is_validated(backbone):
    for bad in ({"max_batch": 0}, {"prefill_chunk": 0}, {"compact_slack": -1}, {"max_batch": 2.5},
                {"prefix_cache": "yes"}, {"overlap_prefill": 1}):
        with pytest.raises(ValueError):
            BatchConfig(**bad)
    batch = Batch(backbone)
    gen = make(backbone).stream(HI)
    gen.model = type("OtherModel", (), {"backbone": object()})()
    with pytest.raises(ValueError, match="one backbone"):
        batch.add(gen)


def test_shipped_checkpoints_batched_equal_solo(backbone):
    """The trained decoders (switch run once for the whole batch, stop head, the two-layer set's input
    states) on questions of each kind: batched records equal solo ones."""
    from occam.model import shipped_checkpoints

    convs = [PRODUCT, [{"role": "user", "content": "3 + 97 * -4 ="}], HI, ESSAY,
             [{"role": "user", "content": "A train travels at 84.5 km per hour for 3.2 hours. How far does it go?"}]]
    paths = shipped_checkpoints(backbone.name)
    assert paths
    for path in paths:
        model = OccamLLM.from_pretrained(path, backbone=backbone)
        solo = [model.generate(c, max_new_tokens=10, trace_all=True) for c in convs]
        batched = generate_many(model, convs, max_new_tokens=10, trace_all=True)
        assert any(s.source == "occamnet" for r in solo for s in r.steps)
        for s, b in zip(solo, batched):
            assert records(b) == records(s)
            assert [x.switch_prob for x in b.steps] == pytest.approx([x.switch_prob for x in s.steps], abs=1e-5)
            assert ([x.occam.reread_from_prob or 0.0 for x in b.steps if x.occam]
                    == pytest.approx([x.occam.reread_from_prob or 0.0 for x in s.steps if x.occam], abs=1e-4))
