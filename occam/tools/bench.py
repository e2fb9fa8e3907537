"""Benchmark OccamLLM against the plain model on the same prompts, in one run.

    occam bench --quick --out bench.json

Interleaves OccamLLM streaming with transformers' own greedy ``generate`` (KV cache on) prompt by
prompt, so machine drift hits both alike. Reports tokens/s and their ratio, milliseconds per token
split into LLM forward, switch, number parsing, OccamNet and the rest, the time to a correct answer
on the nine arithmetic tasks (OccamLLM against the LLM alone, and the tokens each generated), model
load time (GGUF first, cached copy after), peak memory, and the same speed figures for 4-bit.

``--batch-sizes 1,2,4,8,16`` adds (``--batch-only``: only) throughput against batch size: OccamLLM's
continuous batching (:mod:`occam.batching`, the switch and records at every step of every sequence)
and transformers' batched greedy ``generate`` (left padding, KV cache) on the same prompts, interleaved
per batch size; tokens are counted per sequence up to its end of turn in both.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import torch

from .. import data
from ..backbone import load_backbone
from ..batching import BatchConfig, generate_many
from ..cli import add_model_options, model_from_args
from ..evaluate import score_paper
from ..model import OccamLLM

# Prompts whose answers need no arithmetic: OccamNet does not write, the two systems generate the same
# tokens, and the ratio of their speeds is our per-token overhead (switch at every token, records ...).
PROSE_PROMPTS = [
    "Write a short paragraph about the history of the bicycle.",
    "Explain why the sky is blue in two sentences.",
    "List three tips for learning a new language.",
    "Describe a rainy afternoon in a small town.",
]
# Prompts OccamNet answers: one step writes many tokens, so tokens/s is not comparable; reported apart.
ARITH_PROMPTS = [
    "What is 1234567 * 7654321?",
    "A shop sells pens at $1.25 each. How much do 12 pens cost?",
    "What is 3.75 + 98.6?",
]
SPEED_PROMPTS = PROSE_PROMPTS + ARITH_PROMPTS
# Sixteen prose prompts for the batch-size table (long answers, no arithmetic)
BATCH_PROMPTS = PROSE_PROMPTS + [
    "Write a short story about a lighthouse keeper.",
    "Explain how a refrigerator keeps food cold.",
    "Describe the life cycle of a butterfly.",
    "Write a letter to a friend about your summer holiday.",
    "Explain the rules of chess to a beginner.",
    "Describe a busy market in the morning.",
    "Write a short essay about the importance of sleep.",
    "Explain how bees make honey.",
    "Describe your favourite season and why you like it.",
    "Write a product description for a wooden chair.",
    "Explain why exercise is good for the heart.",
    "Tell me about the history of paper.",
]


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def hf_generate(model: OccamLLM, messages: list[dict], n: int) -> tuple[int, float]:
    """Tokens and seconds of transformers' greedy generate (KV cache on) on the same prompt."""
    bb = model.backbone
    ids = torch.tensor([model.encode_chat(messages)], device=bb.device)
    t0 = time.perf_counter()
    with bb.attention():  # the kernels OccamLLM's passes use (occam.backbone.attention_backends)
        out = bb.model.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=n, do_sample=False,
                                pad_token_id=bb.tokenizer.pad_token_id, eos_token_id=bb.end_of_turn_ids or None)
    return out.shape[1] - ids.shape[1], time.perf_counter() - t0


class PartTimer:
    """A generation timing hook (:data:`occam.generation.Timer`): seconds per part of a step, added up."""

    def __init__(self):
        self.seconds: dict[str, float] = {}

    @contextlib.contextmanager
    def __call__(self, part: str):
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.seconds[part] = self.seconds.get(part, 0.0) + time.perf_counter() - t0


def speed(model: OccamLLM, prompts: list[str], n: int, rounds: int) -> dict:
    """OccamLLM streaming and transformers' greedy ``generate`` on the same prompts, interleaved (the
    order alternates) so that drift of the machine hits both alike. Per-token timings of OccamLLM's
    parts come from the :class:`PartTimer` hook passed to the generation."""
    occ_tok = occ_s = llm_tok = llm_s = 0.0
    occ_steps = occ_calls = 0
    timer = PartTimer()
    parts = timer.seconds
    for r in range(rounds):
        for i, p in enumerate(prompts):
            msgs = [{"role": "user", "content": p}]
            order = (0, 1) if (i + r) % 2 == 0 else (1, 0)
            for which in order:
                if which == 0:
                    t0 = time.perf_counter()
                    res = model.generate(msgs, max_new_tokens=n, timer=timer)
                    occ_s += time.perf_counter() - t0
                    occ_tok += res.new_tokens
                    occ_steps += len(res.steps)
                    occ_calls += sum(s.source == "occamnet" for s in res.steps)
                else:
                    t, s = hf_generate(model, msgs, n)
                    llm_tok += t
                    llm_s += s
    occ_tps, llm_tps = occ_tok / occ_s, llm_tok / llm_s
    parts["occamnet"] = parts.get("occamnet", 0.0) - parts.get("numbers", 0.0)  # reported apart
    per_tok = {f"ms_{k}": 1000 * v / occ_tok for k, v in parts.items()}
    per_tok["ms_other"] = 1000 * occ_s / occ_tok - sum(per_tok.values())
    return {"tokens_per_s_occam": occ_tps, "tokens_per_s_llm": llm_tps, "ratio": occ_tps / llm_tps,
            "tokens_occam": int(occ_tok), "tokens_llm": int(llm_tok), "steps_occam": occ_steps,
            "occamnet_steps": occ_calls, **per_tok}


def hf_generate_batch(model: OccamLLM, conversations: list[list[dict]], n: int) -> int:
    """transformers' batched greedy ``generate`` (left padding, KV cache); tokens generated per
    sequence up to its end of turn, summed."""
    bb = model.backbone
    rows = [model.encode_chat(m) for m in conversations]
    width = max(map(len, rows))
    pad = bb.tokenizer.pad_token_id
    ids = torch.tensor([[pad] * (width - len(r)) + r for r in rows], device=bb.device)
    mask = torch.tensor([[0] * (width - len(r)) + [1] * len(r) for r in rows], device=bb.device)
    with bb.attention():  # the kernels OccamLLM's passes use (occam.backbone.attention_backends)
        out = bb.model.generate(ids, attention_mask=mask, max_new_tokens=n, do_sample=False, pad_token_id=pad,
                                eos_token_id=bb.end_of_turn_ids or None)
    eot, tokens = set(bb.end_of_turn_ids), 0
    for row in out[:, width:].tolist():
        tokens += next((i for i, t in enumerate(row) if t in eot), len(row))
    return tokens


def batch_speed(model: OccamLLM, sizes: list[int], n: int, rounds: int = 1) -> list[dict]:
    """Tokens/s against batch size: OccamLLM batched (:func:`occam.batching.generate_many`) and
    transformers' batched ``generate`` on the same prompts, the order alternating per size and round."""
    rows = []
    for b in sizes:
        convs = [[{"role": "user", "content": BATCH_PROMPTS[i % len(BATCH_PROMPTS)]}] for i in range(b)]
        occ_tok = occ_s = llm_tok = llm_s = 0.0
        calls = 0
        for r in range(rounds):
            for which in ((0, 1) if (b.bit_length() + r) % 2 == 0 else (1, 0)):
                t0 = time.perf_counter()
                if which == 0:
                    res = generate_many(model, convs, max_new_tokens=n, config=BatchConfig(max_batch=max(sizes)))
                    occ_s += time.perf_counter() - t0
                    occ_tok += sum(len(s.token_ids) for x in res for s in x.steps)
                    calls += sum(s.source == "occamnet" for x in res for s in x.steps)
                else:
                    llm_tok += hf_generate_batch(model, convs, n)
                    llm_s += time.perf_counter() - t0
        rows.append({"batch": b, "tokens_per_s_occam": occ_tok / occ_s, "tokens_per_s_llm": llm_tok / llm_s,
                     "ratio": (occ_tok / occ_s) / (llm_tok / llm_s), "tokens_occam": int(occ_tok),
                     "tokens_llm": int(llm_tok), "occamnet_steps": calls})
    return rows


def time_to_answer(model: OccamLLM, per_task: int, n: int) -> dict:
    out = {}
    for task in data.TASKS:
        items = data.test_set(task, per_task, seed=123)
        rows = {"occam": [], "llm": []}
        for it in items:
            msgs = [{"role": "user", "content": it["input"]}]
            for mode in ("occam", "llm"):
                t0 = time.perf_counter()
                text, tokens, when = "", 0, None
                for step in model.stream(msgs, max_new_tokens=n, use_occamnet=mode == "occam"):
                    text += step.text
                    tokens += len(step.token_ids)
                    if score_paper(text, it["output"]):
                        when = time.perf_counter() - t0
                        break
                rows[mode].append({"seconds": when, "tokens": tokens, "correct": when is not None})
        out[task] = {
            mode: {"correct": sum(r["correct"] for r in rs), "n": len(rs),
                   "median_seconds_to_answer": statistics.median([r["seconds"] for r in rs if r["correct"]])
                   if any(r["correct"] for r in rs) else None,
                   "mean_tokens": sum(r["tokens"] for r in rs) / len(rs)}
            for mode, rs in rows.items()}
    return out


def load_times() -> dict:
    """GGUF load into a fresh cache directory, then the cached copy."""
    with tempfile.TemporaryDirectory() as tmp:
        old = os.environ.get("OCCAM_CACHE")
        os.environ["OCCAM_CACHE"] = tmp
        try:
            first = load_backbone().load_seconds
            cached = load_backbone().load_seconds
        finally:
            if old is None:
                del os.environ["OCCAM_CACHE"]
            else:
                os.environ["OCCAM_CACHE"] = old
    return {"load_seconds_gguf_first": first, "load_seconds_cached": cached}


def four_bit(a: argparse.Namespace) -> dict:
    """The 4-bit model's speed and peak memory, measured in a process of its own (so its peak RSS is
    not the float model's)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "four_bit.json"
        cmd = [sys.executable, "-m", "occam.tools.bench", "--load-in-4bit", "--speed-only", "--threads", str(a.threads),
               "--out", str(out)] + (["--quick"] if a.quick else []) + (
            ["--checkpoint", a.checkpoint] if a.checkpoint else []) + (["--model", a.model] if a.model else [])
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            return {"error": r.stderr.strip().splitlines()[-1] if r.stderr.strip() else f"exit {r.returncode}"}
        return json.loads(out.read_text())


def format_batched(r: dict) -> list[str]:
    if "batched" not in r:
        return []
    lines = ["", f"throughput against batch size (greedy, up to {r['batched_new_tokens']} new tokens each, same "
             f"prompts, {r['threads']} torch threads; tokens/s of all sequences together)",
             f"  {'batch':>5} {'OccamLLM':>10} {'transformers':>13} {'ratio':>7} {'tokens (OccamLLM/transformers)':>31}"]
    for row in r["batched"]:
        lines.append(f"  {row['batch']:>5} {row['tokens_per_s_occam']:>10.2f} {row['tokens_per_s_llm']:>13.2f} "
                     f"{row['ratio']:>7.3f} {row['tokens_occam']:>15}/{row['tokens_llm']:<15}")
    return lines


def format_table(r: dict) -> str:
    lines = []
    if "tokens_per_s_occam" not in r:  # --batch-only
        return "\n".join(format_batched(r))
    lines += ["", "speed on prose prompts (greedy, same prompts, interleaved; OccamNet wrote "
             f"{r['occamnet_steps']} of {r['steps_occam']} steps)",
             f"  OccamLLM          {r['tokens_per_s_occam']:8.2f} tok/s",
             f"  transformers      {r['tokens_per_s_llm']:8.2f} tok/s", f"  ratio             {r['ratio']:8.3f}",
             "  ms per token: " + ", ".join(f"{k[3:]} {v:.2f}" for k, v in r.items() if k.startswith("ms_"))]
    lines += format_batched(r)
    if "with_occamnet" in r:
        w = r["with_occamnet"]
        lines += [f"arithmetic prompts: OccamLLM {w['tokens_per_s_occam']:.2f} tok/s ({w['tokens_occam']} tokens in "
                  f"{w['steps_occam']} steps, {w['occamnet_steps']} by OccamNet), transformers "
                  f"{w['tokens_per_s_llm']:.2f} tok/s ({w['tokens_llm']} tokens)"]
    if "time_to_answer" in r:
        lines += ["", f"{'task':<6} {'OccamLLM correct':>17} {'s to answer':>12} {'tokens':>7} | {'LLM correct':>12} {'s to answer':>12} {'tokens':>7}"]
        for task, d in r["time_to_answer"].items():
            o, l = d["occam"], d["llm"]
            f = lambda v: "-" if v is None else f"{v:.2f}"  # noqa: E731
            lines.append(f"{task:<6} {o['correct']:>10}/{o['n']:<6} {f(o['median_seconds_to_answer']):>12} {o['mean_tokens']:>7.1f} | "
                         f"{l['correct']:>6}/{l['n']:<5} {f(l['median_seconds_to_answer']):>12} {l['mean_tokens']:>7.1f}")
    for k in ("load_seconds_gguf_first", "load_seconds_cached", "load_seconds", "peak_rss_mb"):
        if k in r:
            lines.append(f"{k:<26}{r[k]:10.2f}")
    if "four_bit" in r:
        b = r["four_bit"]
        if "error" in b:
            return "\n".join(lines + [f"4-bit: failed ({b['error']})"])
        lines.append(f"4-bit: OccamLLM {b['tokens_per_s_occam']:.2f} tok/s, transformers {b['tokens_per_s_llm']:.2f} tok/s, "
                     f"ratio {b['ratio']:.3f}, peak RSS {b['peak_rss_mb']:.0f} MB")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="occam bench", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="a smaller run (under five minutes)")
    add_model_options(p)
    p.add_argument("--no-4bit", action="store_true", help="skip the 4-bit measurements")
    p.add_argument("--out", type=Path, default=None)
    p.add_argument("--speed-only", action="store_true", help="speed and memory, no time-to-answer")
    p.add_argument("--batch-sizes", default=None, help="comma-separated batch sizes for the batched throughput "
                   "table, e.g. 1,2,4,8,16 (OccamLLM batched against transformers' batched generate)")
    p.add_argument("--batch-only", action="store_true", help="only the batched throughput table")
    p.add_argument("--batch-new-tokens", type=int, default=64, help="new tokens per sequence in the batched table")
    p.add_argument("--batch-rounds", type=int, default=2, help="rounds per batch size in the batched table")
    a = p.parse_args(argv)
    try:
        sizes = [int(x) for x in a.batch_sizes.split(",")] if a.batch_sizes else ([1, 2, 4, 8, 16] if a.batch_only else [])
    except ValueError:
        p.error("--batch-sizes must be integers separated by commas")
    if any(b < 1 for b in sizes) or a.batch_new_tokens < 1 or a.batch_rounds < 1:
        p.error("batch sizes, --batch-new-tokens and --batch-rounds must be positive")
    n, rounds, per_task = (48, 1, 2) if a.quick else (128, 2, 5)
    result: dict = {"quick": a.quick, "threads": a.threads}
    if a.batch_only:
        model = model_from_args(a)
        result["model"], result["checkpoint"] = model.backbone.name, str(model.checkpoint)
        batch_speed(model, [2], 8)  # warm-up
        result["batched"], result["batched_new_tokens"] = batch_speed(model, sizes, a.batch_new_tokens, a.batch_rounds), a.batch_new_tokens
        result["peak_rss_mb"] = peak_rss_mb()
        print(format_table(result))
        if a.out:
            a.out.parent.mkdir(parents=True, exist_ok=True)
            a.out.write_text(json.dumps(result, indent=1) + "\n")
        return 0
    if a.model is None and not a.quick:
        result |= load_times()
    t0 = time.perf_counter()
    model = model_from_args(a)
    result["load_seconds"] = time.perf_counter() - t0
    result["model"], result["checkpoint"] = model.backbone.name, str(model.checkpoint)
    speed(model, SPEED_PROMPTS[:2], 8, 1)  # warm-up
    result |= speed(model, PROSE_PROMPTS, n, rounds)
    result["with_occamnet"] = speed(model, ARITH_PROMPTS, n, rounds)
    if sizes:
        result["batched"], result["batched_new_tokens"] = batch_speed(model, sizes, a.batch_new_tokens, a.batch_rounds), a.batch_new_tokens
    if not a.speed_only:
        result["time_to_answer"] = time_to_answer(model, per_task, 64)
    result["peak_rss_mb"] = peak_rss_mb()
    if not a.no_4bit and not a.load_in_4bit:
        result["four_bit"] = four_bit(a)
    print(format_table(result))
    if a.out:
        a.out.parent.mkdir(parents=True, exist_ok=True)
        a.out.write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
