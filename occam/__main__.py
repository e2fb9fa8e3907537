"""Command line: ``python -m occam generate "What is 12 * 34?" [--json]``."""
from __future__ import annotations

import argparse
import json
import sys

from .backbone import BackboneError
from .decoders import CheckpointError

GREEN, RESET = "\033[32m", "\033[0m"


def _add_model_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--model", default=None, help="HF id or local path of the LM (default: SmolLM2-135M-Instruct)")
    p.add_argument("--checkpoint", default=None, help="decoder checkpoint directory (default: the shipped one)")
    p.add_argument("--load-in-4bit", action="store_true", help="4-bit NF4 weights via bitsandbytes")
    p.add_argument("--threads", type=int, default=1, help="torch CPU threads (default 1)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m occam", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate", help="answer one message, OccamNet's outputs marked")
    g.add_argument("message")
    g.add_argument("--system", default=None, help="optional system prompt")
    _add_model_args(g)
    g.add_argument("--max-new-tokens", type=int, default=256)
    g.add_argument("--temperature", type=float, default=0.0, help="0 = greedy")
    g.add_argument("--top-p", type=float, default=1.0)
    g.add_argument("--switch-threshold", type=float, default=0.5)
    g.add_argument("--no-occamnet", action="store_true", help="the LLM alone")
    g.add_argument("--no-stop", action="store_true",
                   help="let the LLM go on after an OccamNet answer even when the stop head says it is complete")
    g.add_argument("--seed", type=int, default=None)
    g.add_argument("--json", action="store_true", help='print {"text": ..., "steps": [...]}')
    args = parser.parse_args(argv)

    from .model import OccamLLM

    messages = ([{"role": "system", "content": args.system}] if args.system else []) + [
        {"role": "user", "content": args.message}]
    try:
        model = OccamLLM.from_pretrained(args.checkpoint, model=args.model, load_in_4bit=args.load_in_4bit,
                                         threads=args.threads)
        gen = model.stream(messages, max_new_tokens=args.max_new_tokens, temperature=args.temperature,
                           top_p=args.top_p, switch_threshold=args.switch_threshold,
                           use_occamnet=not args.no_occamnet, seed=args.seed, use_stop=not args.no_stop)
    except (BackboneError, CheckpointError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if gen.truncated_tokens:
        print(f"note: the prompt was too long; its first {gen.truncated_tokens} tokens were dropped", file=sys.stderr)
    if args.json:
        print(json.dumps(gen.result().to_dict()))
        return 0
    color = sys.stdout.isatty()
    notes = []
    for step in gen:
        if step.source == "occamnet":
            t = step.occam
            mark = f"{GREEN}{step.text}{RESET}" if color else step.text.replace(t.output_text, f"[[{t.output_text}]]", 1)
            print(mark, end="", flush=True)
            notes.append(f"OccamNet: {t.expression} = {t.expression_with_values} = {t.output_text} (p={t.prob:.3f})"
                         + ("" if step.stop_prob is None else f"; stop head {step.stop_prob:.3f}"))
        else:
            print(step.text, end="", flush=True)
    print()
    for n in notes:
        print(f"# {n}")
    if gen.stop_reason == "answer_complete":
        print("# the stop head ended the reply after OccamNet's answer (--no-stop lets the LLM go on)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
