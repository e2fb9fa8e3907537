"""How exact the readers of the words are: each reader's plan for every item of evaluation files, against the
item's answer, no model run.

    python -m occam.tools.plan_check eval_sets/heldout/*.json ../shared/eval/conversation_dev.json

A plan (:data:`occam.plan_readers.READERS`, in a reply's order) is right where its value is
the item's answer within 1e-6 (relative), wrong otherwise, and an item whose answer is null (nothing to compute)
must get none. Written expressions are counted, not checked (their functions are the network's to compute). Per
file: plans by reader, right, wrong; the wrong ones are listed; the exit status is 1 where any is wrong. Files of word problems
(``{"input", "output"}``) and of conversations (``{"messages", "answer"}``, the last user message read) both.

``--ranker`` picks the plan ranker's second opinion (:mod:`occam.plan_ranker`): ``shipped`` (the default), ``off`` (the
rule readers alone), or a ranker's directory; ``--fill-at`` and ``--veto-below`` set its two probabilities (a fill,
off in the shipped ranker, writes the ranker's own best tree where no reader has a plan: counted as
``plan_ranker``)::

    python -m occam.tools.plan_check --ranker off eval_sets/heldout/dev40_*.json
    python -m occam.tools.plan_check --fill-at 0.99 eval_sets/heldout/dev40_*.json
"""
from __future__ import annotations

import argparse
import json
import math
from collections import Counter
from pathlib import Path

from ..plan_ranker import PlanRanker, shipped
from ..plan_readers import first_plan


def check(items: list[dict], ranker: bool | PlanRanker = True) -> tuple[Counter, list[str]]:
    """Counts (``plans``, ``right``, ``wrong``, ``plan:<reader>``) and the wrong plans, one line each; ``ranker`` as
    :func:`occam.plan_readers.plans` takes it."""
    counts, wrong = Counter(), []
    for item in items:
        text = item["input"] if "input" in item else item["messages"][-1]["content"]
        answer = item.get("output", item.get("answer"))
        found = first_plan(text, ranker=ranker)
        if found is None:
            continue
        name, p = found
        counts["plans"] += 1
        counts[f"plan:{name}"] += 1
        if p.asks == "written":
            continue  # a written tree's functions (sqrt, log ...) are the network's to compute: counted, not checked
        value = p.value
        if answer is not None and value is not None and math.isclose(value, answer, rel_tol=1e-6, abs_tol=1e-9):
            counts["right"] += 1
        else:
            counts["wrong"] += 1
            wrong.append(f"{name}: {p.expression()} = {value} (answer {answer}) | {text[:160]!r}")
    return counts, wrong


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--ranker", default="shipped", help="shipped (default), off, or a plan ranker's directory")
    ap.add_argument("--fill-at", type=float, default=None, help="the ranker's fill probability (default: its own)")
    ap.add_argument("--veto-below", type=float, default=None, help="the ranker's veto probability (default: its own)")
    args = ap.parse_args(argv)
    ranker = _ranker(ap, args)
    total = Counter()
    for path in args.files:
        counts, wrong = check(json.loads(path.read_text()), ranker)
        total.update(counts)
        print(f"{path.name:40s} plans {counts['plans']:4d}  right {counts['right']:4d}  wrong {counts['wrong']:3d}")
        for line in wrong:
            print(f"    WRONG {line}")
    readers = ", ".join(f"{k[5:]} {v}" for k, v in sorted(total.items()) if k.startswith("plan:"))
    print(f"{'total':40s} plans {total['plans']:4d}  right {total['right']:4d}  wrong {total['wrong']:3d}  ({readers})")
    return 1 if total["wrong"] else 0


def _ranker(ap: argparse.ArgumentParser, args: argparse.Namespace) -> bool | PlanRanker:
    """The ranker the options name, with their probabilities, or False (``off``)."""
    if args.ranker == "off":
        if args.fill_at is not None or args.veto_below is not None:
            ap.error("--fill-at and --veto-below need a ranker")
        return False
    try:
        model = shipped() if args.ranker == "shipped" else PlanRanker.from_pretrained(args.ranker)
    except (OSError, ValueError) as e:
        ap.error(f"--ranker {args.ranker}: {e}")
    if model is None:
        ap.error("no shipped plan ranker (checkpoints/plan_ranker)")
    changes = {k: v for k, v in (("fill_at", args.fill_at), ("veto_below", args.veto_below)) if v is not None}
    if not changes:
        return model
    try:
        return model.with_config(**changes)
    except ValueError as e:
        ap.error(str(e))


if __name__ == "__main__":
    raise SystemExit(main())
