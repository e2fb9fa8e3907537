"""Command line and Space configuration: which model to load, where to serve."""
from __future__ import annotations

import argparse
import os
import sys
import threading
import time

from occam.cli import add_model_options, model_from_args

TRUE = ("1", "true", "yes", "on")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    env = os.environ
    space = bool(env.get("SPACE_ID"))
    p = argparse.ArgumentParser(prog="occam app", description="OccamLLM chat with a token-level inspector.")
    # defaults from the environment (a Space is configured that way): OCCAM_MODEL, OCCAM_CHECKPOINT,
    # OCCAM_4BIT=1, OCCAM_THREADS
    add_model_options(p, model=env.get("OCCAM_MODEL") or None, checkpoint=env.get("OCCAM_CHECKPOINT") or None,
                      load_in_4bit=env.get("OCCAM_4BIT", "").lower() in TRUE, threads=int(env.get("OCCAM_THREADS") or 2))
    p.add_argument("--host", default="0.0.0.0" if space else "127.0.0.1",
                   help="address to serve on (default 127.0.0.1; 0.0.0.0 on a Hugging Face Space)")
    p.add_argument("--port", type=int, default=int(env.get("GRADIO_SERVER_PORT") or 7860))
    p.add_argument("--share", action="store_true", help="also serve through a public gradio.live link")
    p.add_argument("--queue-size", type=int, default=64, help="requests waiting beyond this are refused")
    return p.parse_args(argv)


def load_model(args: argparse.Namespace):
    """Load the model once, printing progress."""
    name = args.model or "SmolLM2-135M-Instruct"
    print(f"[occam] loading {name}{' in 4-bit' if args.load_in_4bit else ''} "
          "(the first start dequantizes the default model: ~20 s) ...", file=sys.stderr, flush=True)
    t0 = time.perf_counter()
    model = model_from_args(args)
    dec = f"decoders from {model.checkpoint}" if model.checkpoint else "UNTRAINED decoders (no checkpoint found)"
    print(f"[occam] loaded {model.backbone.name} with {dec} in {time.perf_counter() - t0:.1f} s",
          file=sys.stderr, flush=True)
    return model


def load_models(args: argparse.Namespace) -> dict:
    """The model of :func:`load_model` first (the default: with no ``--checkpoint``, a router over
    every shipped decoder set for its base model), then each of its networks alone, sharing its one
    backbone, for inspection: ``{label: OccamLLM}``. With ``--checkpoint``, that network first, then
    the other shipped ones. Their function tables are built in the background
    (:func:`warm_function_tables`)."""
    models = _load_models(args)
    warm_function_tables(models)
    return models


def warm_function_tables(models: dict) -> threading.Thread:
    """Build the function table of every network of more than one layer in a background thread. The
    inspector's most probable functions need it, and it takes seconds to build (about 4 s for the
    two-layer network over the ten primitives): the first click on a token would wait for it."""
    nets = {id(d.net): d.net for m in models.values() for d in m.networks if d.config.occamnet.depth > 1}
    thread = threading.Thread(target=lambda: [net.function_table for net in nets.values()], daemon=True,
                              name="function-tables")
    thread.start()
    return thread


def _load_models(args: argparse.Namespace) -> dict:
    from occam.decoders import CheckpointError
    from occam.model import OccamLLM, describe, layers, shipped_checkpoints

    model = load_model(args)
    if len(model.networks) > 1:
        models = {"router: " + " → ".join(layers(d.config.occamnet.depth) for d in model.networks): model}
        for i in range(len(model.networks)):
            models[model.network_label(i)] = model.single(i)
        print(f"[occam] routing between {len(model.networks)} networks: "
              + ", ".join(str(c) for c in model.checkpoints), file=sys.stderr, flush=True)
        return models
    models = {describe(model.decoders): model}
    for path in shipped_checkpoints(model.backbone.name):
        if model.checkpoint is not None and path.resolve() == model.checkpoint.resolve():
            continue
        try:
            other = OccamLLM.from_pretrained(path, backbone=model.backbone, route=False)
        except CheckpointError as e:
            print(f"[occam] skipping {path}: {e}", file=sys.stderr, flush=True)
            continue
        label = describe(other.decoders)
        models[label if label not in models else f"{label} ({path.name})"] = other
        print(f"[occam] also loaded decoders from {path}", file=sys.stderr, flush=True)
    return models
