"""Does a checkpoint lose anything when its weights are stored in bfloat16? Measured, then written.

    python -m occam.training.precision checkpoints/smollm2-135m-instruct --examples 3500 --switch-examples 2500
    python -m occam.training.precision checkpoints/smollm2-135m-instruct ... --write   (store it in bfloat16)

Compares the decoders as trained (float32) with the same decoders rounded to bfloat16 (what loading a
bfloat16 file gives: the modules compute in float32) on the held-out part of the training features of
the checkpoint's own recipe (its data kinds, seeds and sizes; cached by ``occam train``, computed
otherwise): held-out accuracy of OccamNet's best function, positions whose best function changes, the
largest change of its probability, positions crossing the checkpoint's calibrated ``min_prob``, and
the switch's and stop head's decisions. ``--write`` rewrites the checkpoint in bfloat16 only if no
decision changed.
"""
from __future__ import annotations

import argparse
import copy
import dataclasses
import json
from pathlib import Path

import torch

from ..backbone import load_backbone
from ..cli import add_model_options
from ..decoders import OccamDecoders
from .features import gather_inputs
from .train import _accelerator, decoder_accuracy, features_of, per_kind, split_by_example


def rounded(dec: OccamDecoders, dtype: torch.dtype = torch.bfloat16) -> OccamDecoders:
    """A copy of ``dec`` whose float weights are rounded to ``dtype`` (and kept in float32)."""
    out = copy.deepcopy(dec)
    with torch.no_grad():
        for p in out.parameters():
            p.copy_(p.to(dtype).float())
    return out.eval()


@torch.no_grad()
def compare_decoders(a: OccamDecoders, b: OccamDecoders, feats: dict[str, torch.Tensor], min_prob: float) -> dict:
    """Held-out positions of decoder ``feats``: accuracy of each, and how their best functions differ."""
    _, va = split_by_example(feats["example"], 0.05, 0)
    hs, x, y, inp = feats["hs"][va], feats["x"][va], feats["y"][va], gather_inputs(feats, va)
    wa, wb = a.occam_weights(hs.float(), inp), b.occam_weights(hs.float(), inp)
    changed = crossed = 0
    dp = 0.0
    for i in range(len(va)):
        fa, pa = a.net.best_function([w[i] for w in wa])
        fb, pb = b.net.best_function([w[i] for w in wb])
        changed += str(fa) != str(fb)
        crossed += (pa >= min_prob) != (pb >= min_prob)
        dp = max(dp, abs(pa - pb))
    return {"positions": int(len(va)), "accuracy_float32": decoder_accuracy(a, hs, x, y, inp),
            "accuracy_bfloat16": decoder_accuracy(b, hs, x, y, inp), "best_function_changed": changed,
            "crossed_min_prob": crossed, "max_abs_change_of_its_probability": dp}


@torch.no_grad()
def compare_heads(a: OccamDecoders, b: OccamDecoders, feats: dict[str, torch.Tensor]) -> dict:
    """Held-out positions of switch ``feats``: decisions (p > 0.5) of the switch and the stop head."""
    out = {}
    heads = [("switch", "switch_logit", "hs", "example")]
    if a.stop_decoder is not None:
        heads.append(("stop", "stop_logit", "stop_hs", "stop_example"))
    for name, logit, hs, example in heads:
        _, va = split_by_example(feats[example], 0.05, 0)
        pa = torch.sigmoid(getattr(a, logit)(feats[hs][va].float()))
        pb = torch.sigmoid(getattr(b, logit)(feats[hs][va].float()))
        out[name] = {"positions": int(len(va)), "decisions_changed": int(((pa > 0.5) != (pb > 0.5)).sum()),
                     "max_abs_change_of_probability": float((pa - pb).abs().max())}
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m occam.training.precision", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("checkpoint")
    add_model_options(p, model="default", threads=2, with_checkpoint=False)
    p.add_argument("--examples", required=True, help="the decoder's stage-2 examples per kind, as trained")
    p.add_argument("--switch-examples", default=None, help="the switch's examples per kind, as trained (omit: no switch check)")
    p.add_argument("--write", action="store_true", help="store the checkpoint in bfloat16 if no decision changed")
    a = p.parse_args(argv)
    dec = OccamDecoders.from_pretrained(a.checkpoint)
    info = dec.config.info["decoder"]["data"]
    kinds = info["data"].split("+")
    try:
        examples = per_kind(a.examples, kinds)
        switch_examples = per_kind(a.switch_examples, kinds) if a.switch_examples else None
    except ValueError as e:
        p.error(str(e))
    bb = load_backbone(a.model, threads=a.threads)
    acc = _accelerator()
    low = rounded(dec)
    k = dec.config.occamnet.n_inputs
    feats = features_of(bb, "decoder", kinds, examples, info["seed"] + 1, acc, answer_prefix=False, k=k,
                        input_states=dec.config.decoder.input_state_mixes > 0)
    report = {"decoder": compare_decoders(dec, low, feats, dec.config.abstention.min_prob)}
    if switch_examples:
        report |= compare_heads(dec, low, features_of(bb, "switch", kinds, switch_examples, info["seed"], acc))
    print(json.dumps(report, indent=2))
    same = report["decoder"]["best_function_changed"] == report["decoder"]["crossed_min_prob"] == 0 and all(
        v["decisions_changed"] == 0 for name, v in report.items() if name != "decoder")
    if a.write:
        if not same:
            print("not written: bfloat16 changes decisions")
            return 1
        low.config = dataclasses.replace(dec.config, weights_dtype="bfloat16")
        low.save_pretrained(a.checkpoint)
        print(f"written: {Path(a.checkpoint) / 'model.safetensors'} in bfloat16")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
