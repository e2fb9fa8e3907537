"""Carry a checkpoint's switch and stop head, and its calibrated abstention, over to new decoders.

    python -m occam.training.heads checkpoints/smollm2-135m-instruct /tmp/cand

The switch and the stop head read only the LLM's hidden states (DESIGN.md §3): they do not depend on
the weight decoders. Decoders retrained on new data can therefore keep the heads of the checkpoint
they replace, trained on the same switch data, instead of a second training run on recomputed
hidden states. The source's ``abstention`` settings and their calibration note come too (to be
measured again with ``occam evaluate`` on the new decoders). The target must be made for the same
base model and have the same head shapes; it is rewritten in place, in the target's weight dtype.
"""
from __future__ import annotations

import argparse
import dataclasses
import shutil
from pathlib import Path

from ..decoders import CheckpointError, OccamDecoders

HEADS = ("switch_decoder", "stop_decoder")


def copy_heads(source: OccamDecoders, target: OccamDecoders) -> OccamDecoders:
    """``target`` with ``source``'s switch and stop head, abstention settings and the records of how
    they were trained (``config.info["switch"]``, ``["abstention_calibration"]``)."""
    s, t = source.config, target.config
    if (s.base_model, s.hidden_size, s.num_hidden_states) != (t.base_model, t.hidden_size, t.num_hidden_states):
        raise CheckpointError(f"the heads were trained for {s.base_model} ({s.hidden_size} x {s.num_hidden_states}), "
                              f"the decoders for {t.base_model} ({t.hidden_size} x {t.num_hidden_states})")
    if source.stop_decoder is None:
        raise CheckpointError("the source checkpoint has no stop head")
    target.add_stop_head()  # decoders trained alone have none: their config changes too
    t = target.config
    for name in HEADS:
        try:
            getattr(target, name).load_state_dict(getattr(source, name).state_dict(), strict=True)
        except RuntimeError as e:
            raise CheckpointError(f"{name} differs in shape between the checkpoints: {e}") from e
    info = dict(t.info)
    for key in ("switch", "abstention_calibration"):
        if key in s.info:
            info[key] = s.info[key] | {"carried_over_from": "an earlier checkpoint (occam.training.heads)"}
    target.config = dataclasses.replace(t, abstention=s.abstention, info=info)
    return target


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m occam.training.heads", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("source", type=Path, help="checkpoint whose switch, stop head and abstention settings to keep")
    p.add_argument("target", type=Path, help="checkpoint with the new decoders (rewritten)")
    a = p.parse_args(argv)
    try:
        merged = copy_heads(OccamDecoders.from_pretrained(a.source), OccamDecoders.from_pretrained(a.target))
    except CheckpointError as e:
        print(f"error: {e}")
        return 2
    merged.save_pretrained(a.target)
    log = a.source / "train_log_switch.json"  # the heads' training record goes with them
    if log.is_file() and log.resolve() != (a.target / log.name).resolve():
        shutil.copyfile(log, a.target / log.name)
    print(f"{a.target}: switch and stop head of {a.source}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
