"""Evaluate OccamLLM or the LLM alone on JSON lists of ``{"input": str, "output": number}``.

    python -m occam.evaluate tests_data/add.json tests_data/mul.json --mode occam --out results.json

Every answer is scored two ways. The paper's rule: some number in the answer matches, where a
number with ``d`` decimals (2 for integers, clipped to [2, 5]) matches if it is within ``10**-d`` of
the truth. The strict rule: the answer's *last* number is within a relative 1e-4 of the truth (or
within the paper's tolerance). ``--make-test-sets DIR`` writes our own test sets (paper §4.1
distributions, and word problems) first.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path
from typing import Iterator, get_args

from tqdm.auto import tqdm

from . import conversations as C
from .cli import abstention_config, add_abstention_options, add_model_options, model_from_args
from .conversations import is_conversation_set, load_conversations
from .numbers import find_numbers
from .scoring import matches, score_paper, score_strict  # noqa: F401 (the scoring rules live there)


def _complete(text: str) -> str:
    """``text`` without a number that may still be growing at its end."""
    return text.rstrip("0123456789.,eE+-\u2212") if text[-1:].isdigit() or text[-1:] in ".," else text


def _read_json(path: Path) -> object:
    try:
        return json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as e:
        raise ValueError(f"{path}: cannot read a JSON list ({e})") from e


def load_set(path: Path) -> list[dict]:
    items = _read_json(path)
    if not isinstance(items, list):
        raise ValueError(f"{path}: expected a JSON list of {{'input', 'output'}} objects")
    clean = []
    for i, it in enumerate(items):
        if not isinstance(it, dict) or not isinstance(it.get("input"), str):
            raise ValueError(f"{path}: item {i} needs a string 'input'")
        try:
            out = float(it["output"])
        except (KeyError, TypeError, ValueError):
            raise ValueError(f"{path}: item {i} needs a numeric 'output'") from None
        clean.append({"input": it["input"], "output": out})
    return clean


def record(item: dict, result, seconds: float = 0.0) -> dict:
    """The evaluation record of one :class:`~occam.generation.GenerationResult` for ``item``."""
    steps_to_answer, text = None, ""
    for step in result.steps:
        text += step.text
        # only complete numbers count: "1" on the way to "12" is not an answer of 1
        if score_paper(_complete(text), item["output"]):
            steps_to_answer = step.index + 1
            break
    return {
        "input": item["input"], "output": item["output"], "answer": result.text,
        "correct": score_paper(result.text, item["output"]), "correct_strict": score_strict(result.text, item["output"]),
        "new_tokens": result.new_tokens, "steps": len(result.steps),
        "steps_to_answer": steps_to_answer, "occam_emissions": sum(s.source == "occamnet" for s in result.steps),
        "stop_reason": result.stop_reason,
        "seconds": seconds,
    }


def generate_all(model, conversations: list[list[dict]], batch_size: int, desc: str = "",
                 **gen_kwargs) -> Iterator[tuple[object, float]]:
    """``(GenerationResult, seconds)`` of each conversation, in order. ``batch_size`` > 1 runs them
    ``batch_size`` at a time in the backbone's continuous batch (records token for token those of solo
    runs, :mod:`occam.batching`; seconds are then a chunk's wall time shared by its conversations)."""
    from .batching import BatchConfig, generate_many

    bar = tqdm(total=len(conversations), desc=desc, file=sys.stderr, mininterval=5, disable=None)
    # chunks of a few batches: generations keep their hidden states until they are read here
    chunk = batch_size if batch_size == 1 else 4 * batch_size
    for i in range(0, len(conversations), chunk):
        part = conversations[i:i + chunk]
        t0 = time.perf_counter()
        if batch_size == 1:
            results = [model.generate(part[0], **gen_kwargs)]
        else:
            results = generate_many(model, part, config=BatchConfig(max_batch=batch_size), **gen_kwargs)
        seconds = (time.perf_counter() - t0) / len(part)
        bar.update(len(part))
        yield from ((r, seconds) for r in results)
    bar.close()


def summarize(records: list[dict]) -> dict:
    n = len(records)
    acc = sum(r["correct"] for r in records) / n
    sta = [r["steps_to_answer"] for r in records if r["steps_to_answer"] is not None]
    return {
        "n": n,
        "accuracy": acc,
        "accuracy_sem": math.sqrt(acc * (1 - acc) / (n - 1)) if n > 1 else 0.0,
        "accuracy_strict": sum(r["correct_strict"] for r in records) / n,
        "mean_new_tokens": sum(r["new_tokens"] for r in records) / n,
        "mean_steps_to_answer": sum(sta) / len(sta) if sta else None,
        "max_occam_emissions": max(r["occam_emissions"] for r in records),
        # the conversation metrics (occam.conversations): replies with an OccamNet number, and how many
        # of those end right (precision) or wrong (confidently wrong), by the paper's rule
        "occam_fired": sum(r["occam_emissions"] > 0 for r in records),
        "occam_right": sum(r["occam_emissions"] > 0 and r["correct"] for r in records),
        "confidently_wrong": sum(r["occam_emissions"] > 0 and not r["correct"] for r in records),
        "mean_seconds": sum(r["seconds"] for r in records) / n,
    }


def format_table(files: dict[str, dict], mode: str) -> str:
    head = (f"{'set':<18}{'n':>5}  {'accuracy (paper)':>17}  {'strict':>7}  {'tokens':>7}  {'steps→ans':>9}  "
            f"{'s/answer':>8}  {'OccamNet precision':>18}  {'conf. wrong':>11}")
    lines = [f"mode: {mode}", head, "-" * len(head)]
    for name, s in files.items():
        sta = "-" if s["mean_steps_to_answer"] is None else f"{s['mean_steps_to_answer']:.1f}"
        fired = s.get("occam_fired", 0)
        prec = f"{100 * s['occam_right'] / fired:.1f} ({s['occam_right']}/{fired})" if fired else "- (0/0)"
        lines.append(f"{name:<18}{s['n']:>5}  {100 * s['accuracy']:>9.1f} ± {100 * s['accuracy_sem']:<4.1f}  "
                     f"{100 * s['accuracy_strict']:>6.1f}%  {s['mean_new_tokens']:>7.1f}  {sta:>9}  {s['mean_seconds']:>8.2f}"
                     f"  {prec:>18}  {s.get('confidently_wrong', 0):>11}")
    return "\n".join(lines)


def make_test_sets(directory: Path, n: int, seed: int) -> list[Path]:
    from . import data
    from .data import expressions

    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for task in data.TASKS:
        for digits in ((7,) if task not in ("add", "sub", "mul", "div") else (3, 5, 7)):
            name = task if digits == 7 else f"{task}{digits}"
            p = directory / f"{name}.json"
            p.write_text(json.dumps(data.test_set(task, n, seed, digits=digits), indent=0) + "\n")
            paths.append(p)
    for n_ops in (1, 2, 3):  # the two-layer OccamNet's one- to three-operation expressions
        p = directory / f"expr{n_ops}.json"
        p.write_text(json.dumps(expressions.expression_test_set(n_ops, n, seed), indent=0) + "\n")
        paths.append(p)
    p = directory / "word_problems.json"
    p.write_text(json.dumps(data.word_problem_test_set(n, seed), indent=0) + "\n")
    return paths + [p]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m occam.evaluate", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("files", nargs="*", type=Path)
    p.add_argument("--mode", choices=["occam", "llm"], default="occam")
    add_model_options(p)
    add_abstention_options(p)
    p.add_argument("--limit", type=int, default=None, help="evaluate a seeded random subset of N items per file")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--max-new-tokens", type=int, default=64)
    p.add_argument("--batch-size", type=int, default=8,
                   help="generations run together in one continuous batch (the same records as solo runs; 1: one at a time)")
    p.add_argument("--switch-threshold", type=float, default=0.5,
                   help="the switch fires above this probability (for calibration; the app and CLI use 0.5)")
    p.add_argument("--no-stop", action="store_true", help="never end a reply by the stop head (the paper's system)")
    p.add_argument("--sweep", action="store_true",
                   help="conversation sets: estimate right and wrong OccamNet numbers kept per minimum function probability")
    p.add_argument("--case", choices=get_args(C.Case), default=None,
                   help="conversation files: type each last user message in capitals or in lower case without "
                        "its final punctuation (the same questions as people also type them)")
    p.add_argument("--out", type=Path, default=None)
    p.add_argument("--make-test-sets", type=Path, default=None, metavar="DIR",
                   help="write our test sets (paper §4.1 distributions) to DIR and exit")
    p.add_argument("--n", type=int, default=200, help="items per test set with --make-test-sets")
    a = p.parse_args(argv)
    if a.make_test_sets:
        for path in make_test_sets(a.make_test_sets, a.n, a.seed):
            print(path)
        return 0
    if not a.files:
        p.error("give at least one JSON file (or --make-test-sets DIR)")
    try:
        sets, convs = {}, {}
        for f in a.files:
            if is_conversation_set(_read_json(f)):
                convs[f.stem] = load_conversations(f) if a.case is None else C.recased(load_conversations(f), a.case)
            else:
                sets[f.stem] = load_set(f)
        if not 0 <= a.switch_threshold <= 1:
            raise ValueError(f"--switch-threshold must be in [0, 1], got {a.switch_threshold}")
        if a.batch_size < 1:
            raise ValueError(f"--batch-size must be at least 1, got {a.batch_size}")
        if a.min_prob is not None and not 0 <= a.min_prob <= 1:
            raise ValueError(f"--min-prob must be in [0, 1], got {a.min_prob}")
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    model = model_from_args(a)
    gen_kwargs = {"abstention": abstention_config(a, model)}
    files, records = {}, []
    options = dict(gen_kwargs, max_new_tokens=a.max_new_tokens, use_occamnet=a.mode == "occam", use_stop=not a.no_stop,
                   switch_threshold=a.switch_threshold)
    for name, items in sets.items():
        if a.limit is not None and a.limit < len(items):
            items = random.Random(a.seed).sample(items, a.limit)
        chats = [[{"role": "user", "content": item["input"]}] for item in items]
        recs = [record(item, res, sec) | {"file": name}
                for item, (res, sec) in zip(items, generate_all(model, chats, a.batch_size, name, **options))]
        files[name] = summarize(recs)
        records += recs
    if files:
        print(format_table(files, a.mode))
    conversations = {}
    for name, items in convs.items():
        if a.limit is not None and a.limit < len(items):
            items = random.Random(a.seed).sample(items, a.limit)
        results = generate_all(model, [it.messages for it in items], a.batch_size, name, **options)
        outcomes = [C.classify(it, res, sec) for it, (res, sec) in zip(items, results)]
        table = C.per_kind(outcomes)
        print(f"\n{name} (conversations, mode {a.mode}, n = {len(outcomes)})\n{C.format_table(table)}")
        if a.sweep:
            print(f"minimum function probability, estimated from this run:\n{C.threshold_sweep(outcomes)}")
        fails = C.failures(outcomes)
        if fails:
            print(f"failures, a few per kind:\n{fails}")
        conversations[name] = C.to_json(table, outcomes)
    if a.out:
        a.out.parent.mkdir(parents=True, exist_ok=True)
        a.out.write_text(json.dumps({"mode": a.mode, "checkpoint": str(model.checkpoint), "model": model.backbone.name,
                                     "files": files, "records": records, "conversations": conversations},
                                    indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
