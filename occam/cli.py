"""The ``occam`` command (``python -m occam`` without installing):

    occam generate "What is 12 * 34?" [--json]     answer one message, OccamNet's outputs marked
    occam train decoder|switch --out DIR ...       train decoders on a frozen LM (occam.training.train)
    occam evaluate FILE.json ...                   accuracy on evaluation sets (occam.evaluate)
    occam bench [--quick]                          speed against transformers' generate (occam.tools.bench)
    occam cuda-check [--modes ...]                 the GPU load paths against a CPU run (occam.tools.cuda_check)
    occam loadtest --clients 8 --seconds 120       load on a running app (occam.tools.loadtest)
    occam memload --seconds 240                    the batch server's memory under load (occam.tools.memload)
    occam app                                      the Gradio app (app)

``occam COMMAND --help`` lists a command's options. The model options (--model, --checkpoint,
--load-in-4bit, --precision, --device-map, --max-gpu-memory, --threads) are declared once, by :func:`add_model_options`.
"""
from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import sys

GREEN, RESET = "\033[32m", "\033[0m"

# commands with parsers of their own: name -> (module, help)
DELEGATED = {
    "train": ("occam.training.train", "train decoders, switch and stop head on a frozen LM"),
    "evaluate": ("occam.evaluate", "accuracy on JSON evaluation sets"),
    "bench": ("occam.tools.bench", "speed against transformers' generate"),
    "cuda-check": ("occam.tools.cuda_check", "every GPU load path (float32, bfloat16, 4-bit, split) against the CPU"),
    "loadtest": ("occam.tools.loadtest", "load on a running app"),
    "memload": ("occam.tools.memload", "the batch server's memory under a mixed load, in one process"),
    "app": ("app.ui", "the Gradio app"),
}


def add_model_options(p: argparse.ArgumentParser, *, model: str | None = None, checkpoint: str | None = None,
                      load_in_4bit: bool = False, threads: int = 1, with_checkpoint: bool = True) -> None:
    """--model, --checkpoint, --load-in-4bit, --precision, --device-map, --max-gpu-memory and --threads,
    with these defaults."""
    from typing import get_args

    from .backbone import DeviceMap, Precision

    p.add_argument("--model", default=model,
                   help="HF id or local path of the base LM (default: SmolLM2-135M-Instruct, or the checkpoint's)")
    if with_checkpoint:
        p.add_argument("--checkpoint", default=checkpoint,
                       help="decoder checkpoint directory (default: the shipped one for the model, else untrained)")
        p.add_argument("--no-route", dest="route", action="store_false", default=None,
                       help="only the first network (without --checkpoint the default routes between every "
                            "shipped network of the model: one layer, then two)")
    p.add_argument("--load-in-4bit", action="store_true", default=load_in_4bit,
                   help="4-bit NF4 weights via bitsandbytes")
    p.add_argument("--precision", choices=get_args(Precision), default="auto",
                   help="weights' dtype (auto: bfloat16 on a GPU, float32 on the CPU and for the default model)")
    p.add_argument("--device-map", choices=get_args(DeviceMap), default=None,
                   help="auto: spread the model over the visible GPUs (the default when CUDA is present); cpu: CPU only")
    p.add_argument("--max-gpu-memory", default=None, metavar="SIZE",
                   help="cap each GPU's share of the model, e.g. 6GiB; the other layers run from CPU memory")
    p.add_argument("--threads", type=int, default=threads, help=f"torch CPU threads (default {threads})")


def model_from_args(args: argparse.Namespace):
    """The :class:`~occam.model.OccamLLM` that :func:`add_model_options`' flags ask for."""
    from .model import OccamLLM

    return OccamLLM.from_pretrained(args.checkpoint, route=args.route, model=args.model,
                                    load_in_4bit=args.load_in_4bit, threads=args.threads, precision=args.precision,
                                    device_map=args.device_map, max_gpu_memory=args.max_gpu_memory)


def add_abstention_options(p: argparse.ArgumentParser) -> None:
    """--min-prob and --paper-switch: when OccamNet declines a step the switch gave it (occam.abstention)."""
    p.add_argument("--min-prob", type=float, default=None,
                   help="OccamNet abstains below this probability of its chosen function (default: the calibrated one)")
    p.add_argument("--paper-switch", action="store_true",
                   help="the paper's behaviour: the switch threshold alone decides; only an invalid result abstains")


def abstention_config(args: argparse.Namespace, model):
    """The AbstentionConfig that --min-prob and --paper-switch ask for, from ``model``'s calibrated one
    (ValueError if out of range), for every network; None without them (each network's own)."""
    from .abstention import AbstentionConfig

    if not args.paper_switch and args.min_prob is None:
        return None  # each network's own calibrated checks
    base = AbstentionConfig.paper() if args.paper_switch else model.decoders.config.abstention
    return base if args.min_prob is None else dataclasses.replace(base, min_prob=args.min_prob)


def generate_parser(sub) -> argparse.ArgumentParser:
    g = sub.add_parser("generate", help="answer one message, OccamNet's outputs marked")
    g.add_argument("message")
    g.add_argument("--system", default=None, help="optional system prompt")
    add_model_options(g)
    g.add_argument("--max-new-tokens", type=int, default=256)
    g.add_argument("--temperature", type=float, default=0.0, help="0 = greedy")
    g.add_argument("--top-p", type=float, default=1.0)
    g.add_argument("--switch-threshold", type=float, default=0.5)
    g.add_argument("--no-occamnet", action="store_true", help="the LLM alone")
    g.add_argument("--no-stop", action="store_true",
                   help="let the LLM go on after an OccamNet answer even when the stop head says it is complete")
    add_abstention_options(g)
    g.add_argument("--seed", type=int, default=None)
    g.add_argument("--json", action="store_true", help='print {"text": ..., "steps": [...]}')
    return g


def generate(args: argparse.Namespace) -> int:
    from .backbone import BackboneError
    from .decoders import CheckpointError

    messages = ([{"role": "system", "content": args.system}] if args.system else []) + [
        {"role": "user", "content": args.message}]
    try:
        model = model_from_args(args)
        gen = model.stream(messages, max_new_tokens=args.max_new_tokens, temperature=args.temperature,
                           top_p=args.top_p, switch_threshold=args.switch_threshold,
                           use_occamnet=not args.no_occamnet, seed=args.seed, use_stop=not args.no_stop,
                           abstention=abstention_config(args, model))
    except (BackboneError, CheckpointError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if gen.truncated_tokens:
        print(f"note: the prompt was too long; its first {gen.truncated_tokens} tokens were dropped", file=sys.stderr)
    if args.json:
        print(json.dumps(gen.result().to_dict()))
        return 0
    color = sys.stdout.isatty()
    noted = []  # described after the reply: an OccamNet result's stop head reads it once it has run
    for step in gen:
        if step.source == "occamnet":
            t = step.occam
            mark = f"{GREEN}{step.text}{RESET}" if color else step.text.replace(t.output_text, f"[[{t.output_text}]]", 1)
            print(mark, end="", flush=True)
        else:
            print(step.text, end="", flush=True)
        if step.source == "occamnet" or step.abstention:
            noted.append(step)
    print()
    for step in noted:
        print(f"# {describe(step)}")
    if gen.stop_reason == "answer_complete":
        print("# the stop head ended the reply after OccamNet's answer (--no-stop lets the LLM go on)")
    return 0


def describe(step) -> str:
    """One line on an OccamNet step: what it computed, or why it abstained."""
    if step.source == "occamnet":
        t = step.occam
        return (f"OccamNet: {t.expression} = {t.expression_with_values} = {t.output_text} (p={t.prob:.3f})"
                + ("" if step.stop_prob is None else f"; stop head {step.stop_prob:.3f}"))
    t = step.alternative
    return (f"OccamNet abstained ({step.abstention}) at step {step.index}: the switch wanted it "
            f"(p={step.switch_prob:.3f}), it had {t.expression_with_values} (p={t.prob:.3f})"
            + (f", {t.error}" if t.error else ""))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] in DELEGATED:
        return importlib.import_module(DELEGATED[argv[0]][0]).main(argv[1:]) or 0
    parser = argparse.ArgumentParser(prog="occam", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    generate_parser(sub)
    for name, (_, help_) in DELEGATED.items():
        sub.add_parser(name, help=help_, add_help=False)
    return generate(parser.parse_args(argv))
