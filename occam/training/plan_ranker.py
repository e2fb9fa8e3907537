"""Train the plan ranker (:mod:`occam.plan_ranker`) from word problems and their answers, and measure it.

    python -m occam.training.plan_ranker --out checkpoints/plan_ranker            (the shipped recipe)
    python -m occam.training.plan_ranker --out /tmp/r --train 'eval_sets/heldout/dev3[5-8]*.json' \\
        --validate 'eval_sets/heldout/dev39_*.json'                             (train on some, measure on others)

Weak supervision: a problem's right trees are every candidate whose value is its answer (the loss is minus the log
of their summed probability); a problem none of whose trees computes the answer (an implied "dozen", a number used
twice, more numbers than ``max_numbers``) teaches nothing and is counted. Each file is a JSON list of
``{"input": str, "output": number}``, or of conversations (``{"messages": [...], "answer": number | null}``: the
last user message and its answer). ``--validate`` prints, per file and at
several probabilities, how often the best tree is the answer.

The shipped recipe's data (``SHIPPED_TRAIN``) are the development sets and the held-out sets of past sessions that
have been reported already (their figures were measured before this ranker existed); the sets a session reports on
are kept out of it by name (``--exclude``)."""
from __future__ import annotations

import argparse
import glob
import json
import math
import random
from dataclasses import dataclass
from pathlib import Path

import torch

from ..plan_ranker import PlanRanker, RankerConfig, RankerInput, ranker_input, same_value

ROOT = Path(__file__).resolve().parents[2]
SHIPPED_TRAIN = ("eval_sets/heldout/dev3*_*.json", "eval_sets/heldout/dev4*_*.json", "eval_sets/heldout/dev5*_*.json",
                 "eval_sets/heldout/calib_*.json",
                 "eval_sets/heldout/wp_fresh*_*.json", "eval_sets/heldout/conversations_fresh*.json")
# expressions in symbols are the written reader's; the sets this ranker is measured on are kept out (session 42's)
SHIPPED_EXCLUDE = ("math401", "conversations_fresh42", "wp_fresh39", "conversations_fresh43", "wp_fresh40",
                   "conversations_fresh44", "wp_fresh44", "conversations_fresh45", "wp_fresh45", "conversations_fresh46",
                   "wp_fresh46", "conversations_fresh47", "wp_fresh47", "conversations_fresh48", "wp_fresh48",
                   "conversations_fresh49", "wp_fresh49", "conversations_fresh50", "wp_fresh50",
                   "conversations_fresh51", "wp_fresh51", "conversations_fresh52", "wp_fresh52")


@dataclass(frozen=True)
class Example:
    text: str
    answer: float
    item: RankerInput | None
    right: tuple[int, ...]  # the candidates whose value is the answer


def answers_match(value: float, answer: float) -> bool:
    """Whether a tree's value is a problem's answer as stored (money rounded to cents, else 10 significant digits)."""
    if same_value(value, answer) or math.isclose(value, answer, rel_tol=1e-6):
        return True
    return abs(answer * 100 - round(answer * 100)) < 1e-9 and abs(value - answer) < 0.005 and abs(value) >= 1


def examples(paths: list[str], config: RankerConfig) -> list[Example]:
    out = []
    for path in paths:
        items = json.loads(Path(path).read_text())
        for text, answer in _problems(items):
            item = ranker_input(text, config)
            right = () if item is None else tuple(i for i, v in enumerate(item.values) if answers_match(v, answer))
            out.append(Example(text, answer, item, right))
    return out


def _problems(items: list) -> list[tuple[str, float]]:
    """The problems of a file: ``{"input", "output"}`` items, or a conversation's last user message and its
    ``answer`` (a conversation whose answer is null asks for no number, and teaches no tree)."""
    out = []
    for it in items if isinstance(items, list) else []:
        if not isinstance(it, dict):
            continue
        if isinstance(it.get("input"), str) and isinstance(it.get("output"), (int, float)):
            out.append((it["input"], float(it["output"])))
        elif isinstance(it.get("messages"), list) and isinstance(it.get("answer"), (int, float)):
            users = [m.get("content") for m in it["messages"] if isinstance(m, dict) and m.get("role") == "user"]
            if users and isinstance(users[-1], str):
                out.append((users[-1], float(it["answer"])))
    return out


def files(patterns: list[str], exclude: list[str]) -> list[str]:
    found = sorted({f for p in patterns for f in glob.glob(str(ROOT / p) if not Path(p).is_absolute() else p)})
    return [f for f in found if not any(x in Path(f).name for x in exclude)]


def train(data: list[Example], config: RankerConfig, epochs: int = 6, lr: float = 0.05, seed: int = 0) -> PlanRanker:
    """Adagrad over the examples with a right tree, one problem a step, shuffled each epoch."""
    torch.manual_seed(seed)
    rng = random.Random(seed)
    model = PlanRanker(config)
    opt = torch.optim.Adagrad(model.parameters(), lr=lr)
    usable = [(e.item.tensors(), torch.tensor(e.right)) for e in data if e.item is not None and e.right]
    for epoch in range(epochs):
        rng.shuffle(usable)
        total = 0.0
        for (ids, offsets, rows), right in usable:
            scores = model(ids, offsets, rows)
            loss = torch.logsumexp(scores, 0) - torch.logsumexp(scores[right], 0)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
        print(f"epoch {epoch + 1}/{epochs}: loss {total / max(1, len(usable)):.4f} over {len(usable)} problems", flush=True)
    return model.eval()


def measure(model: PlanRanker, data: list[Example], at: tuple[float, ...] = (0.0, 0.5, 0.8, 0.9, 0.95, 0.99)) -> dict:
    """How often the best tree is the answer, of every problem and of those at each probability or above."""
    best = []
    for e in data:
        if e.item is None:
            best.append((0.0, False))
            continue
        probs = model.probabilities(e.item)
        top = int(probs.argmax())
        best.append((float(probs[top]), top in e.right or answers_match(e.item.values[top], e.answer)))
    out = {"problems": len(data)}
    for p in at:
        fired = [ok for prob, ok in best if prob >= p and prob > 0]
        out[f"at {p}"] = {"written": len(fired), "right": sum(fired), "wrong": len(fired) - sum(fired)}
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m occam.training.plan_ranker", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", default=None, help="where to write config.json + model.safetensors")
    p.add_argument("--train", nargs="+", default=list(SHIPPED_TRAIN), help="problem files (globs, from the repo root)")
    p.add_argument("--exclude", nargs="*", default=list(SHIPPED_EXCLUDE), help="leave out files whose name has these")
    p.add_argument("--validate", nargs="*", default=[], help="files to measure on (never trained on)")
    p.add_argument("--epochs", type=int, default=6)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--veto-below", type=float, default=RankerConfig.veto_below)
    p.add_argument("--fill-at", type=float, default=RankerConfig.fill_at, help="omit for the default; <= 0: never")
    p.add_argument("--confirm-at", type=float, default=RankerConfig.confirm_at,
                   help="the shipped checkpoint's 0.9 (README, session 46); omit for none")
    p.add_argument("--veto-two-sure", type=float, default=RankerConfig.veto_two_sure,
                   help="the shipped checkpoint's 0.85 (README, session 51); omit to veto a one-step plan as any other")
    a = p.parse_args(argv)
    if a.epochs < 1:
        p.error("--epochs must be at least 1")
    try:
        config = RankerConfig(veto_below=a.veto_below, fill_at=None if a.fill_at is not None and a.fill_at <= 0 else a.fill_at,
                              confirm_at=a.confirm_at, veto_two_sure=a.veto_two_sure)
    except ValueError as e:
        p.error(str(e))
    validate = files(a.validate, [])
    train_files = [f for f in files(a.train, a.exclude) if f not in set(validate)]
    if not train_files:
        p.error("no training files matched")
    data = examples(train_files, config)
    taught = sum(1 for e in data if e.item is not None and e.right)
    print(f"{len(train_files)} files, {len(data)} problems, {taught} with a tree that computes the answer", flush=True)
    model = train(data, config, a.epochs, seed=a.seed)
    if a.out:
        model.save_pretrained(a.out)
        Path(a.out, "data.json").write_text(json.dumps(
            {"train": [str(Path(f).relative_to(ROOT)) if Path(f).is_relative_to(ROOT) else f for f in train_files],
             "epochs": a.epochs, "seed": a.seed, "problems": len(data), "taught": taught}, indent=1) + "\n")
        print(f"written: {a.out}")
    for f in validate:
        print(Path(f).name, json.dumps(measure(model, examples([f], config))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
