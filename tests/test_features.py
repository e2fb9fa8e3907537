"""Input states: the hidden states at OccamNet's inputs' tokens, for decoders that read them."""
import random

import pytest
import torch

from occam.data import expressions as E
from occam.training import features as F
from occam.numbers import find_numbers


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    monkeypatch.setattr(F, "cache_dir", lambda: tmp_path / "cache")


def test_input_positions_are_each_inputs_last_token_and_the_next(backbone):
    tok = backbone.tokenizer
    seen = 0
    for ex in E.expression_examples(12, 4, answer_prefix=False):
        enc = F.encode(ex, tok, 4, random.Random(0))
        enc_ = F.encode_example(ex, tok)
        text, offs = enc_.text, enc_.message_starts
        offsets = tok(text, add_special_tokens=False, return_offsets_mapping=True)["offset_mapping"]
        assert len(enc.inputs) == len(enc.targets)
        for (pos, x, _), at in zip(enc.targets, enc.inputs):
            assert len(at) == 8 and all(-1 <= p <= pos for p in at)
            for slot in range(4):
                last, nxt = at[2 * slot], at[2 * slot + 1]
                if x[slot] != x[slot]:  # NaN: an empty slot
                    assert last == nxt == -1
                    continue
                # the token holds the end of a number whose value is x[slot], and the next follows it
                a, b = offsets[last]
                (number,) = [n for n in find_numbers(text) if a < n.end <= b]
                assert number.value == x[slot] and nxt == last + 1
                seen += 1
    assert seen > 40


def test_decoder_features_store_input_states_once_per_example(cache, backbone):
    exs = E.expression_examples(6, 4, answer_prefix=False)
    feats = F.decoder_features(backbone, exs, 4, {"fn": "t", "n": 6}, input_states=True)
    n, layers, hidden = feats["hs"].shape
    assert feats["input_index"].shape == (n, 8)
    assert feats["input_states"].shape[1:] == (layers, hidden)
    assert int(feats["input_index"].max()) == len(feats["input_states"]) - 1  # every stored row is used
    # the stored states are the LM's states at those tokens
    enc = F.encode(exs[0], backbone.tokenizer, 4, random.Random(0))
    (direct,) = F.hidden_states_at(backbone, [(enc.ids, [p for p in enc.inputs[0] if p >= 0])])
    rows = feats["input_index"][0]
    torch.testing.assert_close(feats["input_states"][rows[rows >= 0]], direct, atol=2e-2, rtol=1e-2)
    got = F.gather_inputs(feats, torch.tensor([0, 1]))
    assert got.shape == (2, 8, layers, hidden)
    assert torch.all(got[0][rows < 0] == 0)
    # without input states: the features as before, under another cache key
    plain = F.decoder_features(backbone, exs, 4, {"fn": "t", "n": 6})
    assert set(plain) == {"hs", "x", "y", "example"} and F.gather_inputs(plain, torch.tensor([0])) is None
    torch.testing.assert_close(plain["hs"], feats["hs"], atol=2e-2, rtol=1e-2)


@pytest.mark.parametrize("messages", [
    [{"role": "user", "content": "What is 3 + 97 * -4?"}],
    [{"role": "user", "content": "Compute 60÷49."}, {"role": "assistant", "content": "1.224489796"},
     {"role": "user", "content": "And 48 - 65 / (-29)?"}],
])
def test_generation_reads_the_input_states_the_features_stored(messages, cache, backbone):
    """Train / inference parity: at the first answer token, generation gathers the same input states
    as the training features of that conversation."""
    from occam.config import DecoderConfig, OccamNetConfig
    from occam.data import Example, Fire
    from occam.model import OccamLLM

    model = OccamLLM.untrained(backbone, OccamNetConfig(depth=2, n_inputs=4, primitives=("add", "sub", "mul", "div")),
                               DecoderConfig(mlp_hidden=8, input_state_mixes=1))
    gen = model.stream(messages, max_new_tokens=1, trace_all=True)
    step = next(gen)
    assert step.alternative is not None  # OccamNet ran on them
    got = gen.input_states(step.alternative.inputs, 4)  # (8, layers, hidden)
    ex = Example("t", tuple(messages) + ({"role": "assistant", "content": "0"},), None, (Fire(len(messages), 0, 0.0),))
    feats = F.decoder_features(backbone, [ex], 4, {"fn": "t", "n": 1}, input_states=True)
    want = F.gather_inputs(feats, torch.tensor([0]))[0].float()
    assert (got.abs().sum((1, 2)) > 0).tolist() == (want.abs().sum((1, 2)) > 0).tolist()
    torch.testing.assert_close(got, want, atol=3e-2, rtol=2e-2)


def test_generation_finds_the_tokens_of_numbers_it_wrote(backbone):
    from occam.config import DecoderConfig
    from occam.generation import NumberRef
    from occam.model import OccamLLM

    model = OccamLLM.untrained(backbone, decoder=DecoderConfig(mlp_hidden=8, input_state_mixes=1))
    gen = model.stream([{"role": "user", "content": "Count from 1 to 10, separated by commas."}],
                       max_new_tokens=24, use_occamnet=False)
    steps = list(gen)
    ids = gen.prompt_ids + [t for s in steps for t in s.token_ids]
    numbers = find_numbers(gen.text)
    assert len(numbers) >= 5, gen.text
    for n in numbers[:-1]:  # the last may end at the last token, whose states are not computed yet
        pos = gen._token_of(NumberRef(n.value, n.text, "output", None, n.start, n.end))
        assert model.tokenizer.decode(ids[:pos + 1]).endswith(n.text)
        assert not model.tokenizer.decode(ids[:pos]).endswith(n.text)
    # the states of an answer number's tokens, from the states the generation kept
    n = numbers[-2]
    ref = NumberRef(n.value, n.text, "output", None, n.start, n.end)
    got = gen.input_states([ref], 2)  # (4, layers, hidden): one empty slot, then the number
    pos = gen._token_of(ref)
    kept = gen._states.take(torch.tensor([pos, pos + 1])).float()
    assert torch.equal(got[:2], torch.zeros_like(got[:2])) and torch.equal(got[2:], kept)


def test_concatenated_features_keep_each_kinds_examples_and_input_states(cache, backbone):
    """A mix's features are each kind's, one after the other: the rows, the example ids (offset by
    the examples before) and the input states each target reads are those of its own kind."""
    a = E.expression_examples(4, 1, answer_prefix=False)
    b = E.expression_examples(3, 2, answer_prefix=False)
    fa = F.decoder_features(backbone, a, 4, {"fn": "a", "n": 4}, input_states=True)
    fb = F.decoder_features(backbone, b, 4, {"fn": "b", "n": 3}, input_states=True)
    mix = F.concat_features([(fa, 4), (fb, 3)])
    na = len(fa["y"])
    assert len(mix["y"]) == na + len(fb["y"])
    torch.testing.assert_close(mix["hs"][na:], fb["hs"])
    assert mix["example"][:na].tolist() == fa["example"].tolist()
    assert mix["example"][na:].tolist() == (fb["example"] + 4).tolist()
    for i in range(len(fb["y"])):  # kind b's targets gather kind b's input states
        torch.testing.assert_close(F.gather_inputs(mix, torch.tensor([na + i])), F.gather_inputs(fb, torch.tensor([i])))
    assert (mix["input_index"] == -1).sum() == (fa["input_index"] == -1).sum() + (fb["input_index"] == -1).sum()
    plain = F.decoder_features(backbone, b, 4, {"fn": "b", "n": 3})
    with pytest.raises(ValueError, match="same fields"):
        F.concat_features([(fa, 4), (plain, 3)])
    assert F.concat_features([(fa, 4)]) is fa


def test_feature_cache_keys_tell_weights_apart_and_keep_float32_keys(backbone):
    """Hidden states of bfloat16 or 4-bit weights are not the float32 ones: they get cache files of
    their own, while float32 keeps the key it had before (no cached features are lost)."""
    import dataclasses
    import hashlib
    import json
    from types import SimpleNamespace

    recipe = {"n": 3}
    h = hashlib.sha256(json.dumps([backbone.name, "decoder", recipe], sort_keys=True).encode()).hexdigest()[:16]
    assert F._key(backbone, "decoder", recipe) == F.cache_dir() / "features" / f"decoder-{h}.safetensors"
    bf16 = dataclasses.replace(backbone, model=SimpleNamespace(dtype=torch.bfloat16))
    nf4 = dataclasses.replace(backbone, quantized=True)
    keys = {F._key(b, "decoder", recipe) for b in (backbone, bf16, nf4)}
    assert len(keys) == 3
