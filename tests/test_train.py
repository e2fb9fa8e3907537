"""Training: label alignment on real tokenization, the REINFORCE loss learning a known function,
and the training command end to end (one process, and two processes under accelerate)."""
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file

from occam.training import features as F
from occam.config import DecoderConfig, OccamLLMConfig, OccamNetConfig
from occam.occamnet import OccamNet
from occam.data import Example, Fire
from occam.decoders import OccamDecoders
from occam.occamnet import correct
from occam.training.train import decoder_accuracy, exact_loss, reinforce_loss

ROOT = Path(__file__).resolve().parent.parent


def test_fire_positions_become_the_right_tokens(backbone):
    tok = backbone.tokenizer
    content = "The author writes 7.6 pages per session, so 7.6 × 9 = 68.4 pages."
    pos = content.index(" 68.4")
    ex = Example("word1", ({"role": "user", "content": "An author writes 7.6 pages per session for 9 sessions."},
                           {"role": "assistant", "content": content}), None, (Fire(1, pos, 68.4),))
    enc = F.encode(ex, tok, 2, random.Random(0), negatives=4)
    pieces = [tok.decode(enc.ids[p]) for p in enc.positives]
    assert pieces == [" =", " "]  # the token after which OccamNet writes, and the space before the number
    assert tok.decode(enc.ids[enc.positives[-1] + 1]) == "6"
    assert {(p, tuple(x), y) for p, x, y in enc.targets} == {(p, (7.6, 9.0), 68.4) for p in enc.positives}
    # the copied "7.6" (not a fire) is a hard negative
    assert any(tok.decode(enc.ids[n + 1]) == "7" for n in enc.negatives)
    assert not set(enc.negatives) & set(enc.positives)


def test_first_assistant_token_fire(backbone):
    tok = backbone.tokenizer
    ex = Example("mul", ({"role": "user", "content": "What is 12 * 34?"}, {"role": "assistant", "content": "408"}),
                 None, (Fire(1, 0, 408.0),))
    enc = F.encode(ex, tok, 2, random.Random(0))
    (p,) = enc.positives
    ids_prompt = tok.apply_chat_template([{"role": "user", "content": "What is 12 * 34?"}], add_generation_prompt=True,
                                         return_dict=True)["input_ids"]
    assert enc.ids[: p + 1] == list(ids_prompt)  # labelled exactly where generation starts
    assert enc.targets[0][1:] == ([12.0, 34.0], 408.0)


def test_stop_labels_mark_the_last_digit_of_each_result(backbone):
    """The stop head is trained at the last token of every number OccamNet writes: 1 where only
    punctuation follows in the reply, 0 where the reply goes on (a unit, a further step)."""
    tok = backbone.tokenizer
    content = "First 3 × 5 = 15 cats left. Then 39 - 15 = 24."
    ex = Example("word2", ({"role": "user", "content": "There were 39 cats; 3 boats took 5 each. How many are left?"},
                           {"role": "assistant", "content": content}), None,
                 (Fire(1, content.index(" 15"), 15.0), Fire(1, content.index(" 24"), 24.0)))
    enc = F.encode(ex, tok, 2, random.Random(0))
    assert [y for _, y in enc.stops] == [0.0, 1.0]
    enc_ = F.encode_example(ex, tok)
    text, offs = enc_.text, enc_.message_starts
    # each labelled token holds the number's last digit; the next token is not a digit
    for (p, _), num in zip(enc.stops, ("15", "24")):
        assert tok.decode(enc.ids[p]).endswith(num[-1])
        assert not tok.decode(enc.ids[p + 1])[:1].isdigit()
    single = Example("mul", ({"role": "user", "content": "What is 12 * 34?"}, {"role": "assistant", "content": "408"}),
                     None, (Fire(1, 0, 408.0),))
    enc = F.encode(single, tok, 2, random.Random(0))
    (p, y), = enc.stops
    assert y == 1.0 and tok.decode(enc.ids[p + 1]) == "<|im_end|>"
    raw = Example("concat", None, "3 + 85 = 88", (Fire(None, 8, 88.0),))
    assert F.encode(raw, tok, 2, random.Random(0)).stops == []  # raw text has no reply to end


def test_raw_text_inputs_are_the_last_two_numbers(backbone):
    text = "3 + 85 = 88\n\n12 * 4 = 48"
    ex = Example("concat", None, text, (Fire(None, text.rindex(" 48"), 48.0),))
    enc = F.encode(ex, backbone.tokenizer, 2, random.Random(0))
    assert enc.targets[0][1] == [12.0, 4.0]


def test_reinforce_loss_learns_a_function_from_features():
    """With synthetic 'hidden states' that encode which operation is asked, the decoders learn it."""
    torch.manual_seed(0)
    cfg = OccamLLMConfig("tiny", 8, 3, OccamNetConfig(), DecoderConfig(mlp_hidden=32))
    dec = OccamDecoders(cfg)
    ops = {0: lambda a, b: a * b, 1: lambda a, b: a - b, 2: lambda a, b: torch.sqrt(b.abs())}
    n = 192
    kind = torch.arange(n) % 3
    hs = torch.randn(n, 3, 8) * 0.1
    hs[torch.arange(n), :, kind] += 3.0
    x = torch.randint(1, 50, (n, 2)).double()
    y = torch.stack([ops[int(k)](x[i, 0], x[i, 1]) for i, k in enumerate(kind)])
    before = decoder_accuracy(dec, hs, x, y)
    opt = torch.optim.AdamW(dec.weight_decoders.parameters(), lr=3e-2)
    g = torch.Generator().manual_seed(0)
    for _ in range(150):
        loss, _ = reinforce_loss(dec.net, dec.occam_weights(hs), x, y, 200, g)
        opt.zero_grad()
        loss.backward()
        opt.step()
    after = decoder_accuracy(dec, hs, x, y)
    assert before < 0.2 and after == 1.0


def test_positions_no_sample_solves_are_learned_only_with_exact_misses():
    """Decoders sure of x0 - x1 never sample x1 - x0, so eq. 3 gives the positions that need it no
    gradient at all; with exact_misses they take the exact objective's, and x1 - x0 is learned."""
    def trained(exact_misses: bool) -> tuple[float, float]:
        torch.manual_seed(0)
        dec = OccamDecoders(OccamLLMConfig("tiny", 8, 3, OccamNetConfig(), DecoderConfig(mlp_hidden=32)))
        n = 128
        kind = torch.arange(n) % 2  # 0: x0 - x1 ("7 minus 3"), 1: x1 - x0 ("take 3 away from 7")
        hs = torch.randn(n, 3, 8) * 0.1
        hs[torch.arange(n), :, kind] += 3.0
        x = torch.randint(1, 50, (n, 2)).double()
        y = torch.where(kind == 0, x[:, 0] - x[:, 1], x[:, 1] - x[:, 0])
        opt = torch.optim.AdamW(dec.weight_decoders.parameters(), lr=3e-2)
        g = torch.Generator().manual_seed(0)
        first = kind == 0
        for step in range(300):  # first only x0 - x1, until the decoders are sure of it; then both
            rows = first if step < 200 else torch.ones(n, dtype=torch.bool)
            loss, _ = reinforce_loss(dec.net, [w[rows] for w in dec.occam_weights(hs)], x[rows], y[rows], 8, g,
                                     exact_misses=exact_misses)
            opt.zero_grad()
            loss.backward()
            opt.step()
        return (decoder_accuracy(dec, hs[first], x[first], y[first]),
                decoder_accuracy(dec, hs[~first], x[~first], y[~first]))

    sure, never = trained(exact_misses=False)
    assert sure == 1.0 and never < 0.05  # x1 - x0 never learned
    assert trained(exact_misses=True) == (1.0, 1.0)


def test_exact_loss_is_minus_log_probability_of_the_correct_functions():
    """Against brute force: enumerate every function, evaluate it with math, sum the probabilities."""
    import math

    torch.manual_seed(1)
    net = OccamNet(OccamNetConfig(depth=2, n_inputs=3, primitives=("add", "sub", "mul")))
    x = torch.tensor([[3.0, 97.0, -4.0], [2.0, 5.0, 7.0], [1.0, 1.0, float("nan")]], dtype=torch.float64)
    y = torch.tensor([3 + 97 * -4, (2 - 5) * 7, 123456.0], dtype=torch.float64)  # the last: no function
    weights = [torch.randn(3, r, s_, requires_grad=True) for r, s_ in net.shapes]
    loss, p_correct = exact_loss(net, weights, x, y)
    fns = list(net.enumerate_functions())
    expected = []
    for b in range(2):
        w = [t[b] for t in weights]
        ps = [math.exp(net.log_prob(w, f)) for f in fns
              if (v := f.evaluate(x[b].tolist())) is not None and abs(v - float(y[b])) < 1e-9]
        assert ps  # both targets are representable
        expected.append(-math.log(sum(ps)))
    assert loss.item() == pytest.approx(sum(expected) / 2, rel=1e-5)
    assert p_correct == pytest.approx(sum(math.exp(-e) for e in expected) / 2, rel=1e-5)
    loss.backward()
    assert all(w.grad is not None and w.grad[2].abs().sum() == 0 for w in weights)  # unsolvable: no signal


def test_exact_loss_learns_two_operations_that_sampling_rarely_finds():
    """Synthetic 'hidden states' naming one of two 2-operation expressions out of 62,148 functions."""
    torch.manual_seed(0)
    cfg = OccamLLMConfig("tiny", 8, 3, OccamNetConfig(depth=2, n_inputs=4, primitives=("add", "sub", "mul", "div")),
                         DecoderConfig(mlp_hidden=32))
    dec = OccamDecoders(cfg)
    n = 64
    kind = torch.arange(n) % 2
    hs = torch.randn(n, 3, 8) * 0.1
    hs[torch.arange(n), :, kind] += 3.0
    x = torch.randint(1, 30, (n, 4)).double()
    y = torch.where(kind == 0, x[:, 0] + x[:, 1] * x[:, 2], (x[:, 3] - x[:, 0]) * x[:, 1])
    assert decoder_accuracy(dec, hs, x, y) < 0.2
    opt = torch.optim.AdamW(dec.weight_decoders.parameters(), lr=3e-2)
    for _ in range(100):  # 60 steps reach 86 % with two torch threads, 100 % with one
        loss, _ = exact_loss(dec.net, dec.occam_weights(hs), x, y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    assert decoder_accuracy(dec, hs, x, y) == 1.0


def test_correct_is_exact_up_to_rounding():
    v = torch.tensor([1.0, 1.0 + 1e-9, 1.001, float("nan"), 1e12 + 1])
    t = torch.tensor([1.0, 1.0, 1.0, 1.0, 1e12])
    assert correct(v, t).tolist() == [True, True, False, False, True]


@pytest.fixture()
def feature_cache(tmp_path, monkeypatch):
    monkeypatch.setattr(F, "cache_dir", lambda: tmp_path / "cache")
    return tmp_path


@pytest.mark.parametrize("kind", ["decoder", "switch"])
def test_features_extend_a_cached_smaller_run(kind, feature_cache, backbone, monkeypatch):
    """A run with more examples of the same recipe runs the LM on the new examples only, and gets
    what a run from scratch gets."""
    from occam import data

    make = {"decoder": lambda n: data.decoder_examples(n, 3, answer_prefix=False),
            "switch": lambda n: data.switch_examples(n, 3)}[kind]
    build = {"decoder": lambda ex, r: F.decoder_features(backbone, ex, 2, r),
             "switch": lambda ex, r: F.switch_features(backbone, ex, r)}[kind]
    calls = []
    real = F.hidden_states_at
    monkeypatch.setattr(F, "hidden_states_at", lambda bb, items, **kw: calls.append(len(items)) or real(bb, items, **kw))
    build(make(3), {"fn": kind, "n": 3})
    extended = build(make(5), {"fn": kind, "n": 5})
    assert calls == [3, 2]
    monkeypatch.setattr(F, "cache_dir", lambda: feature_cache / "fresh")
    fresh = build(make(5), {"fn": kind, "n": 5})
    assert calls == [3, 2, 5]
    assert extended.keys() == fresh.keys()
    for name in fresh:
        if fresh[name].dtype == torch.float16:
            torch.testing.assert_close(extended[name], fresh[name], atol=2e-2, rtol=1e-2)
        else:  # x holds NaN for inputs missing before a fire
            torch.testing.assert_close(extended[name], fresh[name], atol=0, rtol=0, equal_nan=True)
    assert build(make(5), {"fn": kind, "n": 5})["hs"].shape == fresh["hs"].shape and calls == [3, 2, 5]


def test_train_command_end_to_end(feature_cache, backbone):
    from occam.training import train
    from occam.model import OccamLLM

    out = feature_cache / "ckpt"
    assert train.main(["decoder", "--out", str(out), "--examples", "8", "--steps", "4", "--batch-size", "8",
                       "--samples", "0", "--threads", "2", "--dropout", "0.2", "--lr-schedule", "cosine",
                       "--layer-mixes", "2"]) == 0
    assert train.main(["switch", "--out", str(out), "--examples", "8", "--steps", "4", "--batch-size", "16"]) == 0
    cfg = json.loads((out / "config.json").read_text())
    assert cfg["base_model"] == "SmolLM2-135M-Instruct"
    assert set(cfg["info"]) >= {"decoder", "switch"}
    assert "stage2_val_accuracy" in cfg["info"]["decoder"]["metrics"]
    assert cfg["info"]["decoder"]["loop"]["objective"] == "exact"
    assert cfg["decoder"]["dropout"] == 0.2 and cfg["decoder"]["layer_mixes"] == 2
    assert cfg["info"]["decoder"]["metrics"]["batch_per_process"] == 8  # one process: the whole batch
    assert cfg["info"]["decoder"]["loop"]["schedule"] == "cosine"
    assert cfg["info"]["switch"]["loop"]["schedule"] == "constant"  # the schedule is for the decoders
    assert cfg["decoder"]["stop_head"] is True and "stop" in cfg["info"]["switch"]["metrics"]
    assert cfg["info"]["switch"]["data"]["stop_positions"] > 0
    assert list((feature_cache / "cache" / "features").glob("*.safetensors"))
    model = OccamLLM.from_pretrained(out, backbone=backbone)
    assert model.has_stop_head
    # generation reads the trained switch: its first record's probability is that switch on the prompt's state
    msgs = [{"role": "user", "content": "Hi"}]
    res = model.generate(msgs, max_new_tokens=2)
    saved = OccamDecoders.from_pretrained(out).eval()
    with torch.no_grad():
        want = torch.sigmoid(saved.switch_logit(model.forward(model.encode_chat(msgs), None).hidden))
    assert res.steps[0].switch_prob == pytest.approx(float(want), abs=1e-6)
    # decoders that also read their inputs' states (two-layer expressions, tiny)
    two = feature_cache / "two"
    assert train.main(["decoder", "--data", "expressions", "--out", str(two), "--examples", "8", "--steps", "3",
                       "--batch-size", "8", "--mlp-hidden", "8", "--input-states", "2"]) == 0
    cfg2 = json.loads((two / "config.json").read_text())
    assert cfg2["decoder"]["input_state_mixes"] == 2 and cfg2["occamnet"]["n_inputs"] == 4
    # the recorded accuracy is that of the saved decoders on the held-out examples of the cached features
    from occam.training.train import DATA_VERSION, split_by_example

    recipe = {"fn": "expression_examples", "n": 8, "seed": 1, "answer_prefix": False, "k": 4,
              "version": DATA_VERSION["expressions"]["decoder"], "input_states": True}
    feats = load_file(str(F._key(backbone, "decoder", recipe)))
    _, va = split_by_example(feats["example"], 0.05, 0)
    metrics = cfg2["info"]["decoder"]["metrics"]
    assert metrics["stage2_val_positions"] == len(va) > 0
    assert metrics["stage2_val_accuracy"] == decoder_accuracy(OccamDecoders.from_pretrained(two), feats["hs"][va],
                                                              feats["x"][va], feats["y"][va], F.gather_inputs(feats, va))
    assert OccamDecoders.from_pretrained(two).weight_decoders[0].input_mix.weight.shape == (2, 31)
    # --no-stop-head keeps the paper's decoders and switch only; a mix of kinds, counts per kind
    assert train.main(["switch", "--data", "arithmetic+conversation", "--out", str(out), "--examples", "8,4",
                       "--steps", "2", "--batch-size", "16", "--no-stop-head"]) == 0
    sw = json.loads((out / "config.json").read_text())["info"]["switch"]["data"]
    assert sw["examples"] == {"arithmetic": 8, "conversation": 4}
    alone = [load_file(str(F._key(backbone, "switch", {"fn": fn, "n": n, "seed": 0, "version": DATA_VERSION[kind]["switch"]})))
             for kind, fn, n in (("arithmetic", "switch_examples", 8), ("conversation", "conversation_switch_examples", 4))]
    assert sw["positions"] == sum(len(f["label"]) for f in alone)  # each kind's own cache entry, concatenated


@pytest.mark.parametrize("flags,message", [(["--dropout", "1"], "--dropout must be in"),
                                           (["--dropout", "-0.5"], "--dropout must be in"),
                                           (["--weight-decay", "-1"], "--weight-decay must be >= 0"),
                                           (["--lr-schedule", "linear"], "invalid choice: 'linear'"),
                                           (["--layer-mixes", "0"], "--layer-mixes must be in 1..64"),
                                           (["--input-states", "-1"], "--input-states must be in 0..64"),
                                           (["--examples", "8,4"], "one count per kind of arithmetic"),
                                           (["--data", "arithmetic+conversation", "--stage1-examples", "0"],
                                            "not all 0")])
def test_train_command_rejects_bad_options_before_loading_the_model(flags, message, capsys):
    from occam.training import train

    with pytest.raises(SystemExit) as e:
        train.main(["decoder", "--out", "unused", *flags])
    assert e.value.code == 2 and message in capsys.readouterr().err


def test_train_under_accelerate_with_two_processes(tmp_path):
    env = dict(os.environ, OCCAM_CACHE=str(tmp_path / "cache"), HF_HUB_OFFLINE="1")
    # reuse the dequantized default model instead of converting the GGUF again
    from occam.backbone import DEFAULT_MODEL, cache_dir

    (tmp_path / "cache").mkdir()
    os.symlink(cache_dir() / f"{DEFAULT_MODEL}-f32", tmp_path / "cache" / f"{DEFAULT_MODEL}-f32")
    cmd = [sys.executable, "-m", "accelerate.commands.launch", "--multi_gpu", "--num_processes", "2", "--num_machines", "1",
           "--mixed_precision", "no", "--dynamo_backend", "no", "-m", "occam.training.train", "decoder", "--out",
           str(tmp_path / "ckpt"), "--examples", "6", "--steps", "3", "--batch-size", "8", "--samples", "32",
           "--threads", "1"]
    r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    cfg = json.loads((tmp_path / "ckpt" / "config.json").read_text())
    assert cfg["info"]["processes"] == 2
    # each process trained on its half of every batch of 8 positions, not on the whole batch
    assert cfg["info"]["decoder"]["metrics"]["batch_per_process"] == 4


def test_train_state_round_trip_and_resume(tmp_path):
    """A snapshot restores decoders and optimizer exactly; a resumed run skips what was done."""
    from occam.training.train import LoopConfig, TrainState, train_decoder

    torch.manual_seed(0)
    cfg = OccamLLMConfig("tiny", 8, 3, OccamNetConfig(), DecoderConfig(mlp_hidden=16))
    dec = OccamDecoders(cfg)
    n = 64
    feats = {"hs": torch.randn(n, 3, 8).half(), "x": torch.randint(1, 9, (n, 2)).double(),
             "example": torch.arange(n)}
    feats["y"] = feats["x"][:, 0] * feats["x"][:, 1]
    state = TrainState(tmp_path, "decoder", resume=True)
    loop = LoopConfig(steps=6, batch_size=16, lr=1e-2, eval_every=3)
    m1 = train_decoder(dec, [feats, feats], loop, 32, [], state=state)
    assert set(m1) == {"stage1_val_accuracy", "stage1_val_positions", "stage2_val_accuracy", "stage2_val_positions",
                       "batch_per_process"}
    assert m1["batch_per_process"] == 16
    meta = json.loads((state.dir / "state.json").read_text())
    assert meta["position"] == {"stage": 2, "step": 0}  # both stages done

    fresh = OccamDecoders(cfg)
    opt = torch.optim.AdamW(fresh.weight_decoders.parameters(), lr=1e-2)
    assert state.load(fresh, opt) == {"stage": 2, "step": 0}
    for (k, a), b in zip(dec.state_dict().items(), fresh.state_dict().values()):
        assert torch.equal(a, b), k
    assert len(opt.state_dict()["state"]) == len(list(fresh.weight_decoders.parameters()))

    # resuming at stage 2 step 3 trains only the rest of stage 2
    (state.dir / "state.json").write_text(json.dumps({**meta, "position": {"stage": 1, "step": 3}}))
    log: list = []
    m2 = train_decoder(OccamDecoders(cfg), [feats, feats], loop, 32, log, state=state)
    assert set(m2) == {"stage2_val_accuracy", "stage2_val_positions", "batch_per_process"}
    assert [e["step"] for e in log] == [6]


def test_cosine_schedule_runs_from_lr_to_a_tenth_and_reaches_the_optimizer():
    from occam.training.train import LoopConfig, train_decoder

    loop = LoopConfig(steps=6, batch_size=16, lr=2e-2, eval_every=1, schedule="cosine")
    lrs = [loop.lr_at(i) for i in range(6)]
    assert lrs[0] == pytest.approx(2e-2) and lrs[-1] == pytest.approx(2e-3)
    assert all(a > b for a, b in zip(lrs, lrs[1:]))
    assert LoopConfig(steps=5, batch_size=1, lr=1.0, schedule="cosine").lr_at(2) == pytest.approx(0.55)
    assert {LoopConfig(steps=6, batch_size=1, lr=0.5).lr_at(i) for i in range(6)} == {0.5}
    with pytest.raises(ValueError, match="schedule"):
        LoopConfig(steps=6, batch_size=1, lr=0.5, schedule="linear")

    torch.manual_seed(0)
    dec = OccamDecoders(OccamLLMConfig("tiny", 8, 3, OccamNetConfig(), DecoderConfig(mlp_hidden=16)))
    n = 32
    feats = {"hs": torch.randn(n, 3, 8).half(), "x": torch.randint(1, 9, (n, 2)).double(),
             "example": torch.arange(n)}
    feats["y"] = feats["x"][:, 0] + feats["x"][:, 1]
    log: list = []
    train_decoder(dec, [feats, feats], loop, 16, log)
    # each stage starts again at lr; the optimizer used the schedule's rate at every step
    assert [e["lr"] for e in log] == pytest.approx(lrs + lrs)
