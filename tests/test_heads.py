"""Tests for occam.training.heads: new decoders keep an earlier checkpoint's switch, stop head and
abstention settings, and nothing else of it."""
from __future__ import annotations

import dataclasses

import pytest
import torch

from occam.abstention import AbstentionConfig
from occam.config import DecoderConfig, OccamLLMConfig, OccamNetConfig
from occam.decoders import CheckpointError, OccamDecoders
from occam.training.heads import copy_heads, main


def _decoders(seed: int, stop_head: bool = True, **over) -> OccamDecoders:
    torch.manual_seed(seed)
    cfg = OccamLLMConfig("tiny", 8, 3, OccamNetConfig(), DecoderConfig(mlp_hidden=16, stop_head=stop_head), **over)
    return OccamDecoders(cfg).eval()


@pytest.mark.parametrize("target_stop_head", [True, False])  # decoders trained alone have no stop head yet
def test_switch_and_stop_come_from_the_source_and_weights_stay(tmp_path, target_stop_head):
    calibrated = AbstentionConfig(min_prob=0.9, at_start=True)
    src = _decoders(0, abstention=calibrated, info={"switch": {"seconds": 1.0}, "abstention_calibration": {"set": "x"}})
    with torch.no_grad():  # "trained" heads (untrained ones all say -4)
        for p in [*src.switch_decoder.parameters(), *src.stop_decoder.parameters()]:
            p.add_(torch.randn_like(p))
    dst = _decoders(1, stop_head=target_stop_head, info={"decoder": {"seconds": 2.0}})
    src.save_pretrained(tmp_path / "src")
    dst.save_pretrained(tmp_path / "dst")
    (tmp_path / "src" / "train_log_switch.json").write_text('{"steps": 7}')
    hs = torch.randn(5, 3, 8)
    want_weights = [w.detach() for w in dst.occam_weights(hs)]
    assert not torch.allclose(src.switch_logit(hs), dst.switch_logit(hs))

    assert main([str(tmp_path / "src"), str(tmp_path / "dst")]) == 0
    got = OccamDecoders.from_pretrained(tmp_path / "dst")
    assert torch.allclose(got.switch_logit(hs), src.switch_logit(hs))
    assert got.config.decoder.stop_head and torch.allclose(got.stop_logit(hs), src.stop_logit(hs))
    for w, want in zip(got.occam_weights(hs), want_weights):
        assert torch.allclose(w, want)
    assert got.config.abstention == calibrated
    assert got.config.info["decoder"] == {"seconds": 2.0}
    assert got.config.info["switch"]["seconds"] == 1.0 and "carried_over_from" in got.config.info["switch"]
    assert (tmp_path / "dst" / "train_log_switch.json").read_text() == '{"steps": 7}'  # the heads' record goes too


def test_heads_of_another_base_model_are_refused(tmp_path, capsys):
    src = _decoders(0)
    other = OccamDecoders(dataclasses.replace(src.config, base_model="other", hidden_size=4))
    with pytest.raises(CheckpointError, match="trained for"):
        copy_heads(src, other)
    other.save_pretrained(tmp_path / "other")
    src.save_pretrained(tmp_path / "src")
    assert main([str(tmp_path / "src"), str(tmp_path / "other")]) == 2
    assert "error:" in capsys.readouterr().out
