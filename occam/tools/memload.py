"""Memory of the batch server under a steady mixed load, in one process (no app, no HTTP clients).

    python -m occam.tools.memload --seconds 240 --out results/memload.json           # as served
    python -m occam.tools.memload --seconds 240 --no-trim --out results/memload_off.json

``--long`` threads ask for essays of ``--long-tokens`` tokens back to back and one thread asks
``What is a * b?`` questions (checking each reply's product), all through one
:class:`occam.batching.BatchServer`; the process's RSS is sampled every ``--every`` seconds. With
``--no-trim`` the server never hands freed heap memory back (:mod:`occam.memtrim`), for comparison;
with ``--no-overlap`` the joining prompts' passes wait for the decoding ones (``BatchConfig.overlap_prefill``).
The app's own load test (``occam loadtest``) measures the served app with its clients; this one
isolates the engine's memory from Gradio's and from the clients' CPU.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import random
import threading
import time
from pathlib import Path

from ..batching import BatchConfig, BatchServer
from ..cli import add_model_options, model_from_args
from ..model import OccamLLM

LONG = ["Write a long essay about the history of the bicycle.",
        "Describe in detail a walk through a busy city on a rainy day.",
        "Explain how the internet works, step by step, for a beginner.",
        "Write a long story about a lighthouse keeper and a storm."]


def rss_mb() -> float:
    """This process's resident memory in MB (Linux)."""
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


def run(model: OccamLLM, *, seconds: float, long: int = 7, long_tokens: int = 256, every: float = 5.0,
        trim: bool = True, overlap: bool = True) -> dict:
    server = BatchServer(model.backbone, dataclasses.replace(BatchConfig.served(), overlap_prefill=overlap))
    if not trim:
        server.trimmer = lambda force=False: False
    deadline = time.monotonic() + seconds
    tokens, wrong, errors, lock = [0], [0], [], threading.Lock()

    def ask(messages, max_new_tokens):
        res = server.submit(model.stream(messages, max_new_tokens=max_new_tokens)).result()
        with lock:
            tokens[0] += res.new_tokens
        return res

    def long_client(i: int) -> None:
        while time.monotonic() < deadline:
            try:
                ask([{"role": "user", "content": LONG[i % len(LONG)]}], long_tokens)
            except Exception as e:  # reported, the load goes on
                errors.append(repr(e))
            i += 1

    def short_client() -> None:
        rng = random.Random(0)
        while time.monotonic() < deadline:
            a, b = rng.randint(10, 999), rng.randint(10, 999)
            try:
                res = ask([{"role": "user", "content": f"What is {a} * {b}?"}], 32)
                wrong[0] += str(a * b) not in res.text.replace(",", "")
            except Exception as e:
                errors.append(repr(e))

    threads = [threading.Thread(target=long_client, args=(i,), daemon=True) for i in range(long)]
    threads.append(threading.Thread(target=short_client, daemon=True))
    start, samples = time.monotonic(), [(0.0, round(rss_mb()))]
    for t in threads:
        t.start()
    while any(t.is_alive() for t in threads):
        time.sleep(every)
        samples.append((round(time.monotonic() - start, 1), round(rss_mb())))
    wall = time.monotonic() - start
    after_warmup = [m for s, m in samples if s >= min(30.0, seconds / 4)]
    return {"seconds": round(wall, 1), "trim": trim, "overlap_prefill": overlap,
            "overlapped_passes": server.batch.overlapped_passes, "prefill_passes": server.batch.prefill_passes,
            "tokens": tokens[0], "tokens_per_s": round(tokens[0] / wall, 2),
            "wrong_answers": wrong[0], "errors": errors, "trims": getattr(server.trimmer, "trims", 0),
            "rss_mb": samples, "rss_after_warmup_min_max": [min(after_warmup), max(after_warmup)] if after_warmup else None}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_model_options(p, threads=1)
    p.add_argument("--seconds", type=float, default=240.0)
    p.add_argument("--long", type=int, default=7, help="threads writing long essays (one more asks short questions)")
    p.add_argument("--long-tokens", type=int, default=256)
    p.add_argument("--every", type=float, default=5.0, help="seconds between RSS samples")
    p.add_argument("--no-trim", action="store_true", help="never hand freed heap memory back (for comparison)")
    p.add_argument("--no-overlap", action="store_true", help="prompt passes wait for the decoding ones (for comparison)")
    p.add_argument("--out", type=Path)
    args = p.parse_args(argv)
    if args.seconds <= 0 or args.long < 0 or args.long_tokens < 1 or args.every <= 0:
        p.error("--seconds, --long-tokens and --every must be positive, --long at least 0")
    model = model_from_args(args)
    report = run(model, seconds=args.seconds, long=args.long, long_tokens=args.long_tokens, every=args.every,
                 trim=not args.no_trim, overlap=not args.no_overlap)
    for s, m in report["rss_mb"]:
        print(f"{s:7.1f} s  RSS {m:,} MB")
    print(f"{report['tokens']:,} tokens in {report['seconds']} s ({report['tokens_per_s']} tokens/s), "
          f"{report['wrong_answers']} wrong answers, {len(report['errors'])} errors, trims {report['trims']}; "
          f"RSS after warm-up {report['rss_after_warmup_min_max']} MB")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=1))
    return 0 if not report["errors"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
