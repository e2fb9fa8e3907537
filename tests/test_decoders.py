"""Decoders, checkpoints and configuration validation, on a tiny CPU configuration.

Checks:

* an untrained ``OccamDecoders`` outputs exactly W* for any hidden states (so every depth-1 function
  is equally likely, 1/32) and a switch logit of exactly -4 (probability sigmoid(-4));
* shapes for batched inputs ``(batch, seq, layers, hidden)``, and that a trained decoder depends on
  its input;
* ``save_pretrained``/``from_pretrained`` round trip gives identical outputs and configuration;
* ``from_pretrained`` raises ``CheckpointError`` with a clear message for a different base model,
  hidden size or number of hidden states, a missing file, a config.json with unknown keys or invalid
  values, and a weights file with a missing, extra or wrongly shaped tensor (strict loading);
* configuration validation raises ``ValueError`` (depth, inputs, primitives, temperature, sizes),
  and the JSON round trip of ``OccamLLMConfig``.
"""
import json
import math

import pytest
import torch

from occam import primitives as P
from occam.config import DecoderConfig, OccamLLMConfig, OccamNetConfig
from occam.decoders import CONFIG_NAME, WEIGHTS_NAME, CheckpointError, OccamDecoders

BASE = "HuggingFaceTB/SmolLM2-135M-Instruct"
HIDDEN, LAYERS = 8, 3


def tiny_config(**occamnet) -> OccamLLMConfig:
    return OccamLLMConfig(base_model=BASE, hidden_size=HIDDEN, num_hidden_states=LAYERS,
                          occamnet=OccamNetConfig(**occamnet), decoder=DecoderConfig(mlp_hidden=16, switch_mlp_hidden=12),
                          info={"note": "test"})


@pytest.fixture
def untrained() -> OccamDecoders:
    torch.manual_seed(0)
    return OccamDecoders(tiny_config())


def randomise(dec: OccamDecoders, seed: int = 1) -> OccamDecoders:
    """Give every parameter a random value, as training would (fc2 starts at zero)."""
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for p in dec.parameters():
            p.copy_(torch.randn(p.shape, generator=g) * 0.5)
    return dec


@pytest.fixture
def trained() -> OccamDecoders:
    torch.manual_seed(0)
    return randomise(OccamDecoders(tiny_config()))


@pytest.fixture
def hs() -> torch.Tensor:
    return torch.randn(2, 5, LAYERS, HIDDEN, generator=torch.Generator().manual_seed(3)) * 4


@pytest.fixture
def checkpoint(tmp_path, trained):
    trained.save_pretrained(tmp_path / "ckpt")
    return tmp_path / "ckpt"


# =========================================================================== untrained decoders
def test_untrained_outputs_w_star(untrained, hs):
    net = untrained.net
    ws = untrained.occam_weights(hs)
    assert len(ws) == len(net.shapes) == 2
    for w, star, (r, s) in zip(ws, net.w_star, net.shapes):
        assert w.shape == (2, 5, r, s)
        assert torch.equal(w, star.expand(2, 5, r, s))
    fns = list(net.enumerate_functions())
    for b, t in [(0, 0), (1, 4)]:
        probs = [math.exp(net.log_prob([w[b, t].detach() for w in ws], f)) for f in fns]
        assert probs == pytest.approx([1 / 32] * 32, abs=1e-6)


def test_untrained_switch_is_off(untrained, hs):
    logit = untrained.switch_logit(hs)
    assert logit.shape == (2, 5)
    assert torch.equal(logit, torch.full((2, 5), -4.0))
    assert torch.sigmoid(logit)[0, 0].item() == pytest.approx(1 / (1 + math.exp(4)), rel=1e-6)
    assert torch.sigmoid(logit)[0, 0].item() == pytest.approx(0.017986, abs=1e-6)


def test_untrained_depth2_outputs_w_star(hs):
    dec = OccamDecoders(tiny_config(depth=2, n_inputs=3, primitives=P.ARITHMETIC_PRIMITIVES))
    ws = dec.occam_weights(hs[0, 0])
    assert [tuple(w.shape) for w in ws] == [(16, 3), (8, 11), (1, 15)]
    assert all(torch.equal(w, s) for w, s in zip(ws, dec.net.w_star))


# =========================================================================== shapes and dependence
@pytest.mark.parametrize("batch", [(), (4,), (2, 3)])
def test_shapes(trained, batch):
    x = torch.randn(*batch, LAYERS, HIDDEN)
    ws = trained.occam_weights(x)
    assert [tuple(w.shape) for w in ws] == [(*batch, 15, 2), (*batch, 1, 12)]
    assert all(w.dtype == torch.float32 for w in ws)
    assert tuple(trained.switch_logit(x).shape) == batch


def test_half_precision_hidden_states_accepted(trained, hs):
    ws16 = trained.occam_weights(hs.to(torch.bfloat16))
    assert ws16[0].dtype == torch.float32
    ws = trained.occam_weights(hs.to(torch.bfloat16).float())
    assert all(torch.equal(a, b) for a, b in zip(ws16, ws))


def test_trained_depends_on_input_per_position(trained, hs):
    ws = trained.occam_weights(hs)
    assert not torch.allclose(ws[0][0, 0], ws[0][0, 1])
    sw = trained.switch_logit(hs)
    assert not torch.allclose(sw[0, 0], sw[1, 0])
    # each position only depends on its own hidden states
    one = trained.occam_weights(hs[1, 3])
    assert torch.allclose(one[1], ws[1][1, 3], atol=1e-6)


def test_layer_mix_is_scale_invariant_per_layer(trained, hs):
    """Hidden states are RMS-normalised per layer before mixing."""
    scaled = hs * torch.tensor([1.0, 100.0, 0.1]).view(1, 1, LAYERS, 1)
    a, b = trained.switch_logit(hs), trained.switch_logit(scaled)
    assert torch.allclose(a, b, atol=1e-4)


# =========================================================================== checkpoints
def test_round_trip(tmp_path, trained, hs):
    trained.save_pretrained(tmp_path / "c")
    assert (tmp_path / "c" / CONFIG_NAME).is_file() and (tmp_path / "c" / WEIGHTS_NAME).is_file()
    loaded = OccamDecoders.from_pretrained(tmp_path / "c", base_model=BASE, hidden_size=HIDDEN,
                                           num_hidden_states=LAYERS)
    assert not loaded.training
    assert loaded.config == trained.config
    assert all(torch.equal(a, b) for a, b in zip(loaded.occam_weights(hs), trained.occam_weights(hs)))
    assert torch.equal(loaded.switch_logit(hs), trained.switch_logit(hs))
    assert loaded.state_dict().keys() == trained.state_dict().keys()
    assert all(torch.equal(loaded.state_dict()[k], v) for k, v in trained.state_dict().items())


def test_bfloat16_storage_halves_the_file_and_loads_the_rounded_weights(tmp_path, trained, hs):
    import dataclasses

    from safetensors.torch import load_file

    from occam.training.precision import compare_heads, rounded

    trained.save_pretrained(tmp_path / "f32")
    trained.config = dataclasses.replace(trained.config, weights_dtype="bfloat16")
    try:
        trained.save_pretrained(tmp_path / "bf16")
    finally:
        trained.config = dataclasses.replace(trained.config, weights_dtype="float32")
    f32, bf16 = (tmp_path / d / WEIGHTS_NAME for d in ("f32", "bf16"))
    assert {v.dtype for v in load_file(str(bf16)).values() if v.is_floating_point()} == {torch.bfloat16}
    payload = [sum(v.numel() * v.element_size() for v in load_file(str(f)).values()) for f in (f32, bf16)]
    assert payload[1] * 2 == payload[0]  # the weights' bytes halve (a tiny file is mostly header)
    loaded = OccamDecoders.from_pretrained(tmp_path / "bf16")
    assert loaded.config.weights_dtype == "bfloat16" and next(loaded.parameters()).dtype == torch.float32
    low = rounded(trained)
    assert all(torch.equal(low.state_dict()[k], v) for k, v in loaded.state_dict().items())
    assert not torch.equal(low.switch_logit(hs), trained.switch_logit(hs))  # rounding did change the weights
    feats = {"hs": hs.reshape(-1, *hs.shape[-2:]), "example": torch.arange(hs.reshape(-1, *hs.shape[-2:]).shape[0])}
    report = compare_heads(trained, low, feats)["switch"]
    assert report["positions"] >= 1 and 0 < report["max_abs_change_of_probability"] < 0.05
    with pytest.raises(ValueError, match="weights_dtype must be one of"):
        dataclasses.replace(trained.config, weights_dtype="float16")


def test_round_trip_depth2(tmp_path, hs):
    cfg = tiny_config(depth=2, n_inputs=3, primitives=("add", "mul", "sqrt"), temperature=0.5)
    dec = randomise(OccamDecoders(cfg), seed=5)
    dec.save_pretrained(tmp_path)
    loaded = OccamDecoders.from_pretrained(str(tmp_path))  # str path, no base-model facts: no check
    assert loaded.config.occamnet == cfg.occamnet
    assert loaded.net.shapes == dec.net.shapes
    assert all(torch.equal(a, b) for a, b in zip(loaded.occam_weights(hs), dec.occam_weights(hs)))


def test_config_json_is_plain(checkpoint):
    d = json.loads((checkpoint / CONFIG_NAME).read_text())
    assert d["base_model"] == BASE and d["hidden_size"] == HIDDEN and d["num_hidden_states"] == LAYERS
    assert d["occamnet"] == {"depth": 1, "n_inputs": 2, "primitives": list(P.PAPER_PRIMITIVES), "temperature": 1.0}
    assert d["decoder"] == {"mlp_hidden": 16, "switch_mlp_hidden": 12, "stop_head": False, "dropout": 0.0,
                            "layer_mixes": 1, "input_state_mixes": 0}
    assert d["info"] == {"note": "test"}


@pytest.mark.parametrize("name", [BASE, "SmolLM2-135M-Instruct", "smollm2-135m-instruct", "other/SmolLM2-135M-Instruct/"])
def test_base_model_name_match_ignores_org_and_case(checkpoint, name):
    OccamDecoders.from_pretrained(checkpoint, base_model=name)


@pytest.mark.parametrize("kwargs,message", [
    ({"base_model": "Qwen/Qwen2.5-0.5B-Instruct"}, "base model 'HuggingFaceTB/SmolLM2-135M-Instruct'"),
    ({"hidden_size": 16}, "hidden size 8 \\(loaded: 16\\)"),
    ({"num_hidden_states": 31}, "3 hidden states \\(loaded: 31\\)"),
])
def test_wrong_base_model_facts(checkpoint, kwargs, message):
    with pytest.raises(CheckpointError, match=message) as e:
        OccamDecoders.from_pretrained(checkpoint, **kwargs)
    assert "was trained for" in str(e.value)


def test_all_mismatches_reported_together(checkpoint):
    with pytest.raises(CheckpointError) as e:
        OccamDecoders.from_pretrained(checkpoint, base_model="x", hidden_size=1, num_hidden_states=2)
    msg = str(e.value)
    assert "base model" in msg and "hidden size" in msg and "hidden states" in msg


@pytest.mark.parametrize("missing", [CONFIG_NAME, WEIGHTS_NAME])
def test_missing_file(checkpoint, missing):
    (checkpoint / missing).unlink()
    with pytest.raises(CheckpointError, match="is not an OccamLLM checkpoint"):
        OccamDecoders.from_pretrained(checkpoint)


def test_missing_directory(tmp_path):
    with pytest.raises(CheckpointError, match="is not an OccamLLM checkpoint"):
        OccamDecoders.from_pretrained(tmp_path / "nope")


def edit_config(checkpoint, edit) -> None:
    path = checkpoint / CONFIG_NAME
    d = json.loads(path.read_text())
    edit(d)
    path.write_text(json.dumps(d))


@pytest.mark.parametrize("edit,message", [
    (lambda d: d.update(learning_rate=1e-3), "unknown keys in OccamLLM config: \\['learning_rate'\\]"),
    (lambda d: d["occamnet"].update(width=3), "invalid config"),
    (lambda d: d["occamnet"].update(depth=0), "depth must be 1..4"),
    (lambda d: d["occamnet"].update(primitives=["add", "tan"]), "unknown primitive 'tan'"),
    (lambda d: d.update(hidden_size=0), "hidden_size and num_hidden_states must be positive"),
    (lambda d: d.pop("base_model"), "invalid config"),
])
def test_bad_config_json(checkpoint, edit, message):
    edit_config(checkpoint, edit)
    with pytest.raises(CheckpointError, match=message):
        OccamDecoders.from_pretrained(checkpoint)


def test_format_key_is_tolerated(checkpoint):
    edit_config(checkpoint, lambda d: d.update(format="occamllm-1"))
    OccamDecoders.from_pretrained(checkpoint)


def test_config_not_json(checkpoint):
    (checkpoint / CONFIG_NAME).write_text("{not json")
    with pytest.raises(CheckpointError, match="invalid config"):
        OccamDecoders.from_pretrained(checkpoint)


def test_config_shape_mismatch_with_weights(checkpoint):
    """A config.json that describes another network than the weights (here: 3 inputs)."""
    edit_config(checkpoint, lambda d: d["occamnet"].update(n_inputs=3))
    with pytest.raises(CheckpointError, match="does not match its config.json"):
        OccamDecoders.from_pretrained(checkpoint)


def rewrite_weights(checkpoint, edit) -> None:
    from safetensors.torch import load_file, save_file

    state = load_file(str(checkpoint / WEIGHTS_NAME))
    edit(state)
    save_file(state, str(checkpoint / WEIGHTS_NAME))


@pytest.mark.parametrize("edit,message", [
    (lambda s: s.pop("switch_decoder.fc2.bias"), "Missing key"),
    (lambda s: s.pop("weight_decoders.0.mix.weight"), "Missing key"),
    (lambda s: s.update(extra=torch.zeros(3)), "Unexpected key"),
    (lambda s: s.update({"weight_decoders.1.fc2.bias": torch.zeros(13)}), "size mismatch"),
])
def test_bad_weights_file(checkpoint, edit, message):
    rewrite_weights(checkpoint, edit)
    with pytest.raises(CheckpointError, match="does not match its config.json") as e:
        OccamDecoders.from_pretrained(checkpoint)
    assert message in str(e.value)


def test_w_star_is_not_saved(checkpoint):
    """W* is rebuilt from the config (a non-persistent buffer), never read from the file."""
    from safetensors.torch import load_file

    assert not any(k.startswith("w_star") for k in load_file(str(checkpoint / WEIGHTS_NAME)))


def test_checkpoint_error_is_value_error():
    assert issubclass(CheckpointError, ValueError)


# =========================================================================== configuration
@pytest.mark.parametrize("kwargs,message", [
    ({"depth": 0}, "depth must be 1..4"),
    ({"depth": 5}, "depth must be 1..4"),
    ({"n_inputs": 0}, "n_inputs must be 1..16"),
    ({"n_inputs": 17}, "n_inputs must be 1..16"),
    ({"primitives": ()}, "at least one primitive"),
    ({"primitives": ("add", "tan")}, "unknown primitive 'tan'"),
    ({"primitives": ("add", "mul", "add")}, "duplicate primitives"),
    ({"temperature": 0.0}, "temperature must be > 0"),
    ({"temperature": -1.0}, "temperature must be > 0"),
    ({"temperature": math.nan}, "temperature must be > 0"),
])
def test_occamnet_config_validation(kwargs, message):
    with pytest.raises(ValueError, match=message):
        OccamNetConfig(**kwargs)


def test_occamnet_config_defaults():
    c = OccamNetConfig(primitives=["add", "mul"])
    assert c.primitives == ("add", "mul")  # lists become tuples (hashable, comparable)
    d = OccamNetConfig()
    assert (d.depth, d.n_inputs, d.primitives, d.temperature) == (1, 2, P.PAPER_PRIMITIVES, 1.0)


@pytest.mark.parametrize("kwargs", [{"mlp_hidden": 0}, {"switch_mlp_hidden": 0}, {"mlp_hidden": -3}])
def test_decoder_config_validation(kwargs):
    with pytest.raises(ValueError, match="MLP hidden sizes must be positive"):
        DecoderConfig(**kwargs)


@pytest.mark.parametrize("dropout", [-0.1, 1.0, 1.5, float("nan"), "0.1", None])
def test_decoder_config_dropout_validation(dropout):
    with pytest.raises(ValueError, match="dropout must be in"):
        DecoderConfig(dropout=dropout)


def test_dropout_acts_in_training_only_and_round_trips(tmp_path, hs):
    cfg = OccamLLMConfig(base_model=BASE, hidden_size=HIDDEN, num_hidden_states=LAYERS,
                         occamnet=OccamNetConfig(), decoder=DecoderConfig(mlp_hidden=16, dropout=0.5))
    dec = randomise(OccamDecoders(cfg))
    torch.manual_seed(0)
    a = dec.train().occam_weights(hs)[0]
    b = dec.occam_weights(hs)[0]
    assert not torch.equal(a, b)  # a different dropout mask per call
    dec.eval()
    e1, e2 = dec.occam_weights(hs)[0], dec.occam_weights(hs)[0]
    assert torch.equal(e1, e2)
    # eval mode is the plain MLP: fc2(relu(fc1(mix(hs))))
    d0 = dec.weight_decoders[0]
    plain = d0.fc2(torch.relu(d0.fc1(d0.mix(hs)))).reshape(e1.shape) + dec.w_star_0
    torch.testing.assert_close(e1, plain)
    dec.save_pretrained(tmp_path / "d")
    back = OccamDecoders.from_pretrained(tmp_path / "d")
    assert back.config.decoder.dropout == 0.5 and not back.training
    torch.testing.assert_close(back.occam_weights(hs)[0], e1)


@pytest.mark.parametrize("mixes", [0, 65, -1, 2.0, True, "4", None])
def test_decoder_config_layer_mixes_validation(mixes):
    with pytest.raises(ValueError, match="layer_mixes must be an integer in 1..64"):
        DecoderConfig(layer_mixes=mixes)


def test_layer_mixes_concatenate_weighted_sums_of_normalised_layers(tmp_path, hs):
    """K mixes: the MLP reads [sum_l a_1l n(h_l); ...; sum_l a_Kl n(h_l)], n = RMS normalisation."""
    cfg = OccamLLMConfig(base_model=BASE, hidden_size=HIDDEN, num_hidden_states=LAYERS,
                         occamnet=OccamNetConfig(depth=2, n_inputs=4, primitives=("add", "sub", "mul", "div")),
                         decoder=DecoderConfig(mlp_hidden=16, layer_mixes=3))
    torch.manual_seed(0)
    dec = randomise(OccamDecoders(cfg)).eval()
    for d in dec.weight_decoders:
        assert d.mix.weight.shape == (3, LAYERS) and d.fc1.in_features == 3 * HIDDEN
    assert dec.switch_decoder.mix.weight.shape == (LAYERS,)  # the switch keeps the paper's single mix
    mix = dec.weight_decoders[1].mix
    n = hs / hs.pow(2).mean(-1, keepdim=True).add(1e-6).sqrt()  # (2, 5, layers, hidden)
    by_hand = torch.cat([sum(mix.weight[k, l] * n[..., l, :] for l in range(LAYERS)) for k in range(3)], -1)
    torch.testing.assert_close(mix(hs), by_hand)  # (2, 5, 3 * hidden)
    # mixes start apart, so that they can learn different layers
    fresh = OccamDecoders(cfg).weight_decoders[0].mix.weight
    assert not torch.allclose(fresh[0], fresh[1])
    dec.save_pretrained(tmp_path / "d")
    assert json.loads((tmp_path / "d" / CONFIG_NAME).read_text())["decoder"]["layer_mixes"] == 3
    back = OccamDecoders.from_pretrained(tmp_path / "d")
    assert all(torch.equal(a, b) for a, b in zip(back.occam_weights(hs), dec.occam_weights(hs)))


@pytest.mark.parametrize("mixes", [-1, 65, 2.0, True, "2", None])
def test_decoder_config_input_state_mixes_validation(mixes):
    with pytest.raises(ValueError, match="input_state_mixes must be an integer in 0..64"):
        DecoderConfig(input_state_mixes=mixes)


def test_input_states_feed_the_weight_decoders_only(tmp_path, hs):
    """With input_state_mixes = N, each weight decoder's MLP reads [its K mixes of the current token;
    N mixes of each of the 2 * n_inputs input positions' states, shared by the positions]; an old
    config without the key loads as 0 (the paper's decoders); the switch reads the current token."""
    cfg = OccamLLMConfig(base_model=BASE, hidden_size=HIDDEN, num_hidden_states=LAYERS,
                         occamnet=OccamNetConfig(depth=2, n_inputs=4, primitives=("add", "sub", "mul", "div")),
                         decoder=DecoderConfig(mlp_hidden=16, layer_mixes=3, input_state_mixes=2))
    torch.manual_seed(0)
    dec = randomise(OccamDecoders(cfg)).eval()
    assert dec.input_positions == 8
    inputs = torch.randn(2, 5, 8, LAYERS, HIDDEN, generator=torch.Generator().manual_seed(4)) * 3
    inputs[0, 0, :2] = 0  # x0 empty
    d = dec.weight_decoders[2]
    assert d.fc1.in_features == 3 * HIDDEN + 8 * 2 * HIDDEN
    by_hand = d.fc2(torch.relu(d.fc1(torch.cat([d.mix(hs), d.input_mix(inputs).flatten(-2)], -1))))
    n = inputs / inputs.pow(2).mean(-1, keepdim=True).add(1e-6).sqrt()
    per_position = torch.stack([sum(d.input_mix.weight[k, l] * n[..., l, :] for l in range(LAYERS)) for k in range(2)], -2)
    torch.testing.assert_close(d.input_mix(inputs), per_position.flatten(-2))  # (2, 5, 8, 2 * hidden)
    weights = dec.occam_weights(hs, inputs)
    torch.testing.assert_close(weights[2], by_hand.reshape(weights[2].shape) + dec.w_star_2)
    assert not torch.allclose(weights[2], dec.occam_weights(hs, inputs.flip(2))[2])  # it reads them, in order
    with pytest.raises(ValueError, match="pass input_hs"):
        dec.occam_weights(hs)
    assert dec.switch_logit(hs).shape == (2, 5) and dec.switch_decoder.input_mix is None
    dec.save_pretrained(tmp_path / "d")
    back = OccamDecoders.from_pretrained(tmp_path / "d")
    assert back.config.decoder.input_state_mixes == 2
    assert all(torch.equal(a, b) for a, b in zip(back.occam_weights(hs, inputs), weights))
    plain = OccamDecoders(OccamLLMConfig(base_model=BASE, hidden_size=HIDDEN, num_hidden_states=LAYERS))
    plain.save_pretrained(tmp_path / "p")
    c = json.loads((tmp_path / "p" / CONFIG_NAME).read_text())
    del c["decoder"]["input_state_mixes"]  # a checkpoint from before the option
    (tmp_path / "p" / CONFIG_NAME).write_text(json.dumps(c))
    old = OccamDecoders.from_pretrained(tmp_path / "p")
    assert old.input_positions == 0
    assert all(torch.equal(a, b) for a, b in zip(old.occam_weights(hs, inputs), old.occam_weights(hs)))


@pytest.mark.parametrize("kwargs,message", [
    ({"base_model": ""}, "base_model must be a non-empty"),
    ({"hidden_size": 0}, "must be positive"),
    ({"num_hidden_states": 0}, "must be positive"),
    ({"occamnet": {"depth": 0}}, "depth must be 1..4"),
    ({"decoder": {"mlp_hidden": 0}}, "MLP hidden sizes"),
])
def test_occamllm_config_validation(kwargs, message):
    base = dict(base_model="m", hidden_size=8, num_hidden_states=3)
    with pytest.raises(ValueError, match=message):
        OccamLLMConfig(**{**base, **kwargs})


def test_occamllm_config_dict_round_trip():
    cfg = tiny_config(depth=2, primitives=("add", "sub"), temperature=0.7)
    d = json.loads(json.dumps(cfg.to_dict()))
    assert d["occamnet"]["primitives"] == ["add", "sub"]
    back = OccamLLMConfig.from_dict(d)
    assert back == cfg
    assert isinstance(back.occamnet, OccamNetConfig) and isinstance(back.decoder, DecoderConfig)
    with pytest.raises(ValueError, match="unknown keys"):
        OccamLLMConfig.from_dict({**d, "lr": 1})


def test_stop_head_round_trips_and_old_checkpoints_load_without_it(checkpoint, tmp_path):
    old = OccamDecoders.from_pretrained(checkpoint)
    assert old.stop_decoder is None  # a checkpoint saved before stop heads existed
    with pytest.raises(ValueError, match="no stop head"):
        old.stop_logit(torch.zeros(LAYERS, HIDDEN))
    old.add_stop_head()
    with torch.no_grad():
        old.stop_decoder.fc2.bias.fill_(3.0)
    old.save_pretrained(tmp_path / "with_stop")
    new = OccamDecoders.from_pretrained(tmp_path / "with_stop")
    assert new.config.decoder.stop_head is True
    assert torch.allclose(new.stop_logit(torch.zeros(LAYERS, HIDDEN)), torch.tensor(3.0))
