"""Check OccamLLM on a CUDA GPU, every load path in one run, against a CPU run of the same items.

    occam cuda-check --modes cpu --out results/cuda_check_cpu.json                  # on the CPU machine
    occam cuda-check --reference results/cuda_check_cpu.json --out cuda_check.json  # on the GPU machine

Modes (``--modes``, default all but ``cpu``):

- ``cpu``: float32 on the CPU, the reference every other mode is compared with;
- ``cuda-float32``: the default model's default on a GPU (accelerate ``device_map="auto"``);
- ``cuda-bfloat16``: bfloat16 weights, the default for other models on a GPU;
- ``cuda-nf4``: 4-bit NF4 weights (bitsandbytes), float32 compute;
- ``cuda-split``: ``device_map="auto"`` with each GPU capped (``--max-gpu-memory``), so accelerate
  puts the first layers on the GPU and runs the rest from CPU memory: the several-device path.

For each mode: load seconds, where the model's modules are, GPU memory (after loading; peak over the
run), one prose reply alone (tokens/s), then every ``--every``-th item of a conversation set in one
continuous batch (:mod:`occam.batching`): the conversation metrics (:mod:`occam.conversations`:
accuracy, coverage, confidently wrong, false fires), tokens/s, and how many replies are identical,
character for character, to the reference's (the CPU's). Only float32 on the GPU can be expected to
match the CPU nearly everywhere; bfloat16 and 4-bit weights change the hidden states, and the point
is whether OccamNet still writes only exact numbers.
"""
from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import torch

from .. import conversations as C
from ..evaluate import generate_all

MODES: dict[str, dict] = {
    "cpu": {"device_map": "cpu", "precision": "float32"},
    "cuda-float32": {"precision": "float32"},
    "cuda-bfloat16": {"precision": "bfloat16"},
    "cuda-nf4": {"load_in_4bit": True},
    "cuda-split": {"precision": "float32", "max_gpu_memory": None},  # filled in from --max-gpu-memory
}
PROSE = "Write a short paragraph about the history of the bicycle."


@dataclass
class ModeReport:
    mode: str
    load_seconds: float
    placement: dict[str, int]  # device -> top-level modules
    dtype: str
    gpu_mb_loaded: float | None
    gpu_mb_peak: float | None
    alone_tokens: int
    alone_tokens_per_s: float
    batch_tokens_per_s: float
    metrics: dict[str, dict]  # kind -> occam.conversations.Metrics as a dict
    identical_to_reference: int | None
    compared: int | None
    replies: list[str] = field(repr=False)


def run_mode(mode: str, items: list[C.ConversationItem], *, batch_size: int, max_new_tokens: int,
             max_gpu_memory: str, reference: list[str] | None) -> ModeReport:
    from ..model import OccamLLM

    kwargs = dict(MODES[mode])
    if "max_gpu_memory" in kwargs:
        kwargs["max_gpu_memory"] = max_gpu_memory
    cuda = mode.startswith("cuda")
    if cuda:
        torch.cuda.reset_peak_memory_stats()
    t0 = time.perf_counter()
    model = OccamLLM.from_pretrained(threads=None, **kwargs)
    load = time.perf_counter() - t0
    bb = model.backbone
    loaded = torch.cuda.memory_allocated() / 2**20 if cuda else None
    options = {"max_new_tokens": max_new_tokens}
    model.generate([{"role": "user", "content": "Hi"}], max_new_tokens=4)  # warm-up (kernels, allocator)
    t0 = time.perf_counter()
    alone = model.generate([{"role": "user", "content": PROSE}], max_new_tokens=64)
    alone_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    results = [r for r, _ in generate_all(model, [it.messages for it in items], batch_size, mode, **options)]
    batch_s = time.perf_counter() - t0
    outcomes = [C.classify(it, r) for it, r in zip(items, results)]
    table = C.per_kind(outcomes)
    print(f"\n{mode} (n = {len(items)})\n{C.format_table(table)}\n{C.failures(outcomes, per_kind_limit=2)}")
    replies = [r.text for r in results]
    same = None if reference is None else sum(a == b for a, b in zip(replies, reference))
    report = ModeReport(
        mode=mode, load_seconds=round(load, 2), placement=bb.placement(),
        dtype=bb.weights,
        gpu_mb_loaded=None if loaded is None else round(loaded, 1),
        gpu_mb_peak=round(torch.cuda.max_memory_allocated() / 2**20, 1) if cuda else None,
        alone_tokens=alone.new_tokens, alone_tokens_per_s=round(alone.new_tokens / alone_s, 2),
        batch_tokens_per_s=round(sum(r.new_tokens for r in results) / batch_s, 2),
        metrics={k: asdict(m) for k, m in table.items()},
        identical_to_reference=same, compared=None if reference is None else len(reference),
        replies=replies)
    del model, bb, results
    gc.collect()
    if cuda:
        torch.cuda.empty_cache()
    return report


def format_reports(reports: list[ModeReport]) -> str:
    head = (f"{'mode':<14}{'dtype':<10}{'placement':<24}{'load s':>7}{'GPU MB':>8}{'peak':>8}{'tok/s 1':>9}"
            f"{'tok/s batch':>12}{'accuracy':>14}{'coverage':>14}{'wrong':>6}{'false':>6}{'= ref':>10}")
    lines = [head, "-" * len(head)]
    for r in reports:
        t = r.metrics["total"]
        place = ",".join(f"{d}:{n}" for d, n in r.placement.items())
        ref = "-" if r.compared is None else f"{r.identical_to_reference}/{r.compared}"
        gpu = lambda v: "-" if v is None else f"{v:.0f}"  # noqa: E731
        lines.append(f"{r.mode:<14}{r.dtype:<10}{place[:23]:<24}{r.load_seconds:>7.1f}{gpu(r.gpu_mb_loaded):>8}"
                     f"{gpu(r.gpu_mb_peak):>8}{r.alone_tokens_per_s:>9.1f}{r.batch_tokens_per_s:>12.1f}"
                     f"{C._pct(t['accurate'], t['n_numeric']):>14}{C._pct(t['covered'], t['n_numeric']):>14}"
                     f"{t['confidently_wrong']:>6}{t['false_fires']:>6}{ref:>10}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="occam cuda-check", description=__doc__.split("\n")[0])
    p.add_argument("--modes", default=",".join(m for m in MODES if m != "cpu"),
                   help=f"comma-separated, of {', '.join(MODES)}")
    p.add_argument("--set", default="eval_sets/heldout/conversations.json", help="a conversation set")
    p.add_argument("--every", type=int, default=4, help="take every N-th item of the set (default 4)")
    p.add_argument("--batch-size", type=int, default=16)
    p.add_argument("--max-new-tokens", type=int, default=48)
    p.add_argument("--max-gpu-memory", default="150MiB", help="each GPU's cap in the cuda-split mode")
    p.add_argument("--reference", default=None, help="an earlier run's JSON (its first mode's replies)")
    p.add_argument("--out", default=None, help="write the reports here (JSON)")
    a = p.parse_args(argv)
    modes = [m.strip() for m in a.modes.split(",") if m.strip()]
    unknown = [m for m in modes if m not in MODES]
    if unknown or not modes:
        p.error(f"unknown mode(s) {unknown}; choose from {', '.join(MODES)}")
    if any(m.startswith("cuda") for m in modes) and not torch.cuda.is_available():
        p.error("no CUDA GPU is visible; run the cuda modes on a GPU machine (--modes cpu runs here)")
    if a.every < 1 or a.batch_size < 1 or a.max_new_tokens < 1:
        p.error("--every, --batch-size and --max-new-tokens must be at least 1")
    try:
        items = C.load_conversations(Path(a.set))[::a.every]
        reference = None
        if a.reference:
            ref = json.loads(Path(a.reference).read_text())
            if ref.get("set") != a.set or ref.get("every") != a.every:
                p.error(f"{a.reference} was run on {ref.get('set')} every {ref.get('every')}, not {a.set} every {a.every}")
            reference = ref["reports"][0]["replies"]
    except (OSError, ValueError, KeyError, IndexError) as e:
        p.error(str(e))
    if torch.cuda.is_available():
        print(f"[cuda-check] {torch.cuda.get_device_name(0)}, torch {torch.__version__}", file=sys.stderr)
    reports = []
    for mode in modes:
        try:
            reports.append(run_mode(mode, items, batch_size=a.batch_size, max_new_tokens=a.max_new_tokens,
                                    max_gpu_memory=a.max_gpu_memory, reference=reference))
        except Exception as e:  # a mode that fails is a finding: report it and go on with the others
            print(f"[cuda-check] {mode} FAILED: {e.__class__.__name__}: {e}", file=sys.stderr)
            continue
    print("\n" + format_reports(reports))
    if a.out:
        Path(a.out).parent.mkdir(parents=True, exist_ok=True)
        Path(a.out).write_text(json.dumps({"set": a.set, "every": a.every, "device": torch.cuda.get_device_name(0)
                                           if torch.cuda.is_available() else "cpu",
                                           "torch": torch.__version__, "reports": [asdict(r) for r in reports]}, indent=1))
    return 0 if len(reports) == len(modes) else 1


if __name__ == "__main__":
    sys.exit(main())
