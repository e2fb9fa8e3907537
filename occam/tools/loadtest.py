"""Load test of the running app: N gradio_client sessions call ``/generate`` at once for a fixed time.

    occam loadtest                                   # starts the app on a free loopback port
    occam loadtest --clients 8 --seconds 120 --max-new-tokens 32 --out results/load.json
    occam loadtest --url http://127.0.0.1:7860/ --pid 12345   # an app that is already running

Each client has its own ``Client`` (its own session) and loops until the deadline over a rotating
set of prompts (arithmetic, a word problem, chat), checking every reply. No request starts after the
deadline, so the run lasts ``seconds`` plus the requests then in flight. Reports requests completed,
errors (exceptions or malformed replies), throughput, latency p50/p95/max and the server's RSS after a
warm-up, at the end and its peak (sampled every second). Exit code 0 only when there were no errors.
Only loopback targets are accepted: this is a test of our own app, not a tool to load other hosts.

A mixed load (``--long-clients K``): K clients ask for long generations (prose, ``--long-tokens`` new
tokens, through ``/generate``) while the others ask short arithmetic questions through the streaming
``/chat`` endpoint, each with numbers of its own (``What is a * b?``); for those the time to the first
token is measured (the first update with answer text) and the reply must hold its own product (else it
counts as a wrong answer). Reported then: aggregate tokens/s (tokens of the replies completed, over the
wall time), latency and time to first token p50/p95 per kind, wrong answers, and the server's memory
over time (one sample per ``--rss-every`` seconds).

    occam loadtest --clients 8 --long-clients 7 --seconds 600 --long-tokens 256 --out results/load_mixed.json
"""
from __future__ import annotations

import argparse
import contextlib
import ipaddress
import json
import os
import random
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import urlsplit

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

ROOT = Path(__file__).resolve().parents[2]  # the repository (app/ is there)
PROMPTS = [
    "What is 1234567 * 7654321?",
    "sqrt(4821937) =",
    "A train travels at 84.5 km per hour for 3.2 hours. How many kilometres does it travel?",
    "Hi! Who are you?",
    "What is 84 percent of 230.77?",
]
LONG_PROMPTS = [
    "Write a long essay about the history of the bicycle.",
    "Describe in detail a walk through a busy city on a rainy day.",
    "Explain how the internet works, step by step, for a beginner.",
    "Write a long story about a lighthouse keeper and a storm.",
]
MAX_ERROR_SAMPLES = 5


# ----------------------------------------------------------------------------- pure helpers
def loopback_url(url: str) -> str:
    """``url`` with a trailing slash if its host is loopback (127.0.0.0/8, ::1, localhost); else ValueError."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"not an http(s) URL: {url!r}")
    host = parts.hostname  # lower-cased, without the brackets of an IPv6 address
    try:
        ok = host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:  # a host name other than localhost
        ok = False
    if not ok:
        raise ValueError(f"refusing to load {host!r}: only loopback targets are allowed "
                         "(127.0.0.0/8, localhost, [::1])")
    return url if url.endswith("/") else url + "/"


def percentile(values: list[float], p: float) -> float | None:
    """The p-th percentile (0-100) with linear interpolation between closest ranks (numpy's default);
    None for no values."""
    if not values:
        return None
    xs = sorted(values)
    rank = (len(xs) - 1) * p / 100
    lo = int(rank)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (rank - lo)


def check_reply(reply: Any) -> str | None:
    """Why a ``/generate`` reply is malformed, or None if it has a non-empty "text" and a list "steps"."""
    if not isinstance(reply, dict):
        return f"reply is {type(reply).__name__}, not dict"
    if not isinstance(reply.get("text"), str) or not reply["text"]:
        return f"reply has no text: {str(reply.get('text'))[:80]!r}"
    if not isinstance(reply.get("steps"), list):
        return f"reply steps is {type(reply.get('steps')).__name__}, not list"
    return None


def summarize(latencies: list[float], errors: int, error_samples: list[str], *, clients: int, seconds: float,
              wall_s: float, rss_start_mb: float | None = None, rss_end_mb: float | None = None,
              rss_peak_mb: float | None = None, **extra: Any) -> dict:
    """The report as a flat JSON-able dict; latencies in seconds, memory in MB (None when unavailable)."""
    growth = None if rss_start_mb is None or rss_end_mb is None else rss_end_mb - rss_start_mb
    return {"clients": clients, "seconds": seconds, "wall_s": wall_s, "completed": len(latencies),
            "errors": errors, "error_samples": error_samples[:MAX_ERROR_SAMPLES],
            "throughput_rps": len(latencies) / wall_s if wall_s > 0 else 0.0,
            "latency_p50_s": percentile(latencies, 50), "latency_p95_s": percentile(latencies, 95),
            "latency_max_s": max(latencies) if latencies else None,
            "rss_start_mb": rss_start_mb, "rss_end_mb": rss_end_mb, "rss_peak_mb": rss_peak_mb,
            "rss_growth_mb": growth, **extra}


def kind_stats(records: list[dict], wall_s: float) -> dict:
    """Per kind of request (``long``, ``short``): count, latency and time to first token p50/p95, and
    aggregate tokens/s of all completed replies over ``wall_s``."""
    out: dict = {"tokens": sum(r["tokens"] for r in records),
                 "tokens_per_s": sum(r["tokens"] for r in records) / wall_s if wall_s > 0 else 0.0}
    for kind in sorted({r["kind"] for r in records}):
        rs = [r for r in records if r["kind"] == kind]
        lat = [r["latency"] for r in rs]
        ttft = [r["ttft"] for r in rs if r["ttft"] is not None]
        out[kind] = {"completed": len(rs), "tokens": sum(r["tokens"] for r in rs),
                     "latency_p50_s": percentile(lat, 50), "latency_p95_s": percentile(lat, 95),
                     "ttft_p50_s": percentile(ttft, 50), "ttft_p95_s": percentile(ttft, 95),
                     "ttft_max_s": max(ttft) if ttft else None,
                     "wrong_answers": sum(r.get("wrong", False) for r in rs)}
    return out


def format_table(r: dict) -> str:
    """The report as a small aligned table."""
    def f(v: float | None, spec: str = ".2f") -> str:
        return "n/a" if v is None else format(v, spec)

    rows = [("clients", str(r["clients"])), ("seconds (wall)", f"{r['seconds']:g} ({r['wall_s']:.1f})"),
            ("requests completed", str(r["completed"])), ("errors", str(r["errors"])),
            ("throughput", f"{r['throughput_rps']:.2f} req/s"),
            ("latency p50 / p95 / max", f"{f(r['latency_p50_s'])} / {f(r['latency_p95_s'])} / "
                                        f"{f(r['latency_max_s'])} s"),
            ("RSS start / end / peak", f"{f(r['rss_start_mb'], '.0f')} / {f(r['rss_end_mb'], '.0f')} / "
                                       f"{f(r['rss_peak_mb'], '.0f')} MB"),
            ("RSS growth", f"{f(r['rss_growth_mb'], '+.0f')} MB")]
    k = r.get("kinds")
    if k:
        rows.insert(5, ("tokens, aggregate", f"{k['tokens']} tokens, {k['tokens_per_s']:.2f} tokens/s"))
        for kind in ("long", "short"):
            if kind in k:
                d = k[kind]
                rows.insert(6, (f"{kind}: done, lat p50/p95", f"{d['completed']}, {f(d['latency_p50_s'])} / "
                                f"{f(d['latency_p95_s'])} s" + (f"; first token p50/p95/max {f(d['ttft_p50_s'])} / "
                                f"{f(d['ttft_p95_s'])} / {f(d['ttft_max_s'])} s; wrong answers {d['wrong_answers']}"
                                if d["ttft_p50_s"] is not None else "")))
    if r.get("rss_series"):
        rows.append(("RSS over time (s: MB)", ", ".join(f"{t:.0f}: {m:.0f}" for t, m in r["rss_series"])))
    lines = [f"  {k:<24}{v}" for k, v in rows]
    lines += [f"  error: {e}" for e in r["error_samples"]]
    return "\n".join(lines)


# ----------------------------------------------------------------------------- memory
def rss_mb(pid: int) -> float | None:
    """Resident memory of process ``pid`` in MB, None if it is gone."""
    import psutil

    try:
        return psutil.Process(pid).memory_info().rss / 2**20
    except psutil.Error:
        return None


class RssSampler:
    """Samples a process's RSS every ``interval`` seconds in a thread and keeps the peak and the last
    reading. The reading taken when it is made is the run's start and the one taken on leaving the
    ``with`` block its end, so neither exceeds the peak (the server's RSS falls as well as rises)."""

    def __init__(self, pid: int, interval: float = 1.0, every: float = 30.0):
        self.pid, self.interval, self.peak = pid, interval, rss_mb(pid)
        self.last = self.peak
        self.every, self.series, self._t0 = every, [], time.monotonic()  # (seconds, MB) every `every` s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="rss-sampler")

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            self._take()

    def _take(self) -> None:
        v = rss_mb(self.pid)
        if v is not None:
            self.last = v
        if v is not None and (self.peak is None or v > self.peak):
            self.peak = v
        t = time.monotonic() - self._t0
        if v is not None and (not self.series or t - self.series[-1][0] >= self.every):
            self.series.append((round(t, 1), round(v, 1)))

    def __enter__(self) -> RssSampler:
        self._t0 = time.monotonic()
        self._take()
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        self._take()


# ----------------------------------------------------------------------------- load
@dataclass
class Tally:
    """Results shared by the client threads (under a lock)."""
    latencies: list[float] = field(default_factory=list)
    records: list[dict] = field(default_factory=list)  # per request: kind, latency, ttft, tokens, wrong
    errors: int = 0
    error_samples: list[str] = field(default_factory=list)
    finished: float = 0.0  # monotonic time the last client finished its last request
    lock: threading.Lock = field(default_factory=threading.Lock)

    def ok(self, seconds: float, **record: Any) -> None:
        with self.lock:
            self.latencies.append(seconds)
            if record:
                self.records.append({"latency": seconds, **record})

    def error(self, message: str) -> None:
        with self.lock:
            self.errors += 1
            if len(self.error_samples) < MAX_ERROR_SAMPLES:
                self.error_samples.append(message[:300])


def describe(e: BaseException) -> str:
    return f"{type(e).__name__}: {e}" if str(e) else type(e).__name__


def connect(url: str):
    """A new gradio_client session (quiet, no telemetry)."""
    from gradio_client import Client

    return Client(url, verbose=False, analytics_enabled=False)


def call(client, prompt: str, max_new_tokens: int, timeout: float) -> Any:
    """One ``/generate`` request; TimeoutError after ``timeout`` seconds (the job is then cancelled)."""
    job = client.submit(message=prompt, max_new_tokens=max_new_tokens, api_name="/generate")
    try:
        return job.result(timeout=timeout)
    except TimeoutError:
        job.cancel()
        raise


def reply_tokens(reply: dict) -> int:
    return sum(len(s.get("token_ids", ())) for s in reply.get("steps", []))


_TOKENS = re.compile(r"(\d+) tokens in \d+ steps")


def chat_call(client, prompt: str, max_new_tokens: int, timeout: float) -> tuple[str, float | None, int]:
    """One streaming ``/chat`` request: the reply's text, seconds to its first text (None if none) and
    its tokens (from the final status line). TimeoutError after ``timeout`` seconds."""
    t0 = time.monotonic()
    job = client.submit(prompt, [], max_new_tokens, 0.0, 1.0, 0.5, True, api_name="/chat")
    ttft, text, status = None, "", ""
    try:
        for update in job:
            if time.monotonic() - t0 > timeout:
                raise TimeoutError(f"no reply within {timeout:.0f} s")
            _, history, status = update
            if history and history[-1].get("role") == "assistant":
                text = _text_of(history[-1].get("content"))
                if ttft is None and text:
                    ttft = time.monotonic() - t0
        job.result(timeout=max(1.0, timeout - (time.monotonic() - t0)))
    except BaseException:
        job.cancel()
        raise
    m = _TOKENS.search(status or "")
    return text, ttft, int(m.group(1)) if m else 0


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        return content.get("text", "") or ""
    if isinstance(content, (list, tuple)):
        return "".join(_text_of(c) for c in content)
    return ""


def question(rng: random.Random) -> tuple[str, int]:
    """A short arithmetic question with numbers of its own, and its answer."""
    a, b = rng.randint(100, 99999), rng.randint(100, 9999)
    return f"What is {a} * {b}?", a * b


def mixed_loop(client, index: int, long: bool, deadline: float, stop: threading.Event, long_tokens: int,
               short_tokens: int, timeout: float, tally: Tally) -> None:
    """A client of the mixed load: long generations back to back, or short questions streamed."""
    rng, k = random.Random(1000 + index), index
    try:
        while time.monotonic() < deadline and not stop.is_set():
            t0 = time.monotonic()
            try:
                if long:
                    prompt = LONG_PROMPTS[k % len(LONG_PROMPTS)]
                    k += 1
                    reply = call(client, prompt, long_tokens, timeout)
                    problem = check_reply(reply)
                    if problem is None:
                        tally.ok(time.monotonic() - t0, kind="long", ttft=None, tokens=reply_tokens(reply))
                else:
                    prompt, answer = question(rng)
                    text, ttft, tokens = chat_call(client, prompt, short_tokens, timeout)
                    problem = None if text else "empty reply"
                    if problem is None:
                        tally.ok(time.monotonic() - t0, kind="short", ttft=ttft, tokens=tokens,
                                 wrong=str(answer) not in text.replace(",", ""))
            except Exception as e:  # any failure of a request is a counted error, the loop goes on
                problem = describe(e)
            if problem is not None:
                tally.error(f"client {index} ({'long' if long else 'short'}): {problem}")
    finally:
        with tally.lock:
            tally.finished = max(tally.finished, time.monotonic())
        client.close()


def client_loop(client, index: int, deadline: float, stop: threading.Event, max_new_tokens: int,
                timeout: float, tally: Tally) -> None:
    """Requests back to back until the deadline (none starts after it), each timed and checked; then
    closes the client (which takes up to a second: done here, in parallel and after the clock)."""
    k = index
    try:
        while time.monotonic() < deadline and not stop.is_set():
            prompt = PROMPTS[k % len(PROMPTS)]
            k += 1
            t0 = time.monotonic()
            try:
                problem = check_reply(call(client, prompt, max_new_tokens, timeout))
            except Exception as e:  # any failure of a request is a counted error, the loop goes on
                problem = describe(e)
            if problem is None:
                tally.ok(time.monotonic() - t0)
            else:
                tally.error(f"client {index}, {prompt!r}: {problem}")
    finally:
        with tally.lock:
            tally.finished = max(tally.finished, time.monotonic())
        client.close()


def run_load(url: str, clients: int = 8, seconds: float = 120, max_new_tokens: int = 32, pid: int | None = None,
             timeout: float = 300, long_clients: int = 0, long_tokens: int = 256, rss_every: float = 30.0) -> dict:
    """Warm up, then ``clients`` sessions at once for ``seconds``; the summary dict (see ``summarize``).
    With ``long_clients`` > 0, a mixed load: that many clients ask for long generations of
    ``long_tokens``, the others short questions of ``max_new_tokens`` (see the module docstring)."""
    url = loopback_url(url)
    try:  # the warm-up client then serves as client 0
        warm = connect(url)
        problem = check_reply(call(warm, PROMPTS[0], max_new_tokens, timeout))
    except Exception as e:  # cannot even start: said once, not counted as load errors
        raise RuntimeError(f"warm-up request failed: {describe(e)}") from e
    if problem:
        raise RuntimeError(f"warm-up request failed: {problem}")
    # the sampler's first reading is the start: the peak it keeps is over start, samples and end
    sampler = RssSampler(pid, every=rss_every) if pid else contextlib.nullcontext()
    rss_start = sampler.last if pid else None
    tally, stop, sessions = Tally(), threading.Event(), [(0, warm)]
    for i in range(1, clients):  # connect everyone before the clock starts
        try:
            sessions.append((i, connect(url)))
        except Exception as e:  # a session that cannot connect is an error, the others still run
            tally.error(f"client {i}: connect: {describe(e)}")
    try:
        with sampler:
            t0 = time.monotonic()
            deadline = t0 + seconds
            if long_clients:
                threads = [threading.Thread(target=mixed_loop, daemon=True, name=f"client-{i}",
                                            args=(c, i, i < long_clients, deadline, stop, long_tokens,
                                                  max_new_tokens, timeout, tally)) for i, c in sessions]
            else:
                threads = [threading.Thread(target=client_loop, daemon=True, name=f"client-{i}",
                                            args=(c, i, deadline, stop, max_new_tokens, timeout, tally))
                           for i, c in sessions]
            for t in threads:
                t.start()
            for t in threads:  # a request in flight at the deadline ends within `timeout`
                t.join(max(0.0, deadline + timeout + 5 - time.monotonic()))
            stuck = sum(t.is_alive() for t in threads)
            wall = (time.monotonic() if stuck or not tally.finished else tally.finished) - t0
    finally:
        stop.set()  # also on Ctrl-C: no thread starts another request
    if stuck:
        tally.error(f"{stuck} client thread(s) did not finish")
    with tally.lock:
        lat, errors, samples = list(tally.latencies), tally.errors, list(tally.error_samples)
        records = list(tally.records)
    extra = {"long_clients": long_clients, "long_tokens": long_tokens,
             "kinds": kind_stats(records, wall)} if long_clients else {}
    return summarize(lat, errors, samples, clients=clients, seconds=seconds, wall_s=wall,
                     rss_start_mb=rss_start, rss_end_mb=sampler.last if pid else None,
                     rss_peak_mb=sampler.peak if pid else None, url=url, max_new_tokens=max_new_tokens,
                     rss_series=sampler.series if pid else [], **extra,
                     pid=pid, memory=("unavailable (no --pid)" if not pid else "server RSS" if rss_start is not None
                                      else f"unavailable (no process {pid})"))


# ----------------------------------------------------------------------------- server
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_ready(url: str, proc: subprocess.Popen, timeout: float) -> None:
    """Poll ``url`` until it answers 200; RuntimeError if the server exits or ``timeout`` passes."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"the app exited with code {proc.returncode} before answering")
        try:
            with urllib.request.urlopen(url + "config", timeout=2) as r:
                if r.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.5)
    raise RuntimeError(f"the app did not answer at {url} within {timeout:.0f} s")


@contextlib.contextmanager
def serve_app(startup_timeout: float = 600, app_args: tuple[str, ...] = ()) -> Iterator[tuple[str, int]]:
    """Start ``python -m app`` on a free loopback port, wait until it answers, yield (url, pid); always
    stop it afterwards (also on error or Ctrl-C, which does not reach it: it runs in its own session)."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    cmd = [sys.executable, "-m", "app", "--host", "127.0.0.1", "--port", str(port), *app_args]
    env = os.environ | {"GRADIO_ANALYTICS_ENABLED": "False"}
    with tempfile.TemporaryFile("w+") as log:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            print(f"[loadtest] starting the app (pid {proc.pid}) at {url} ...", file=sys.stderr, flush=True)
            t0 = time.monotonic()
            try:
                wait_ready(url, proc, startup_timeout)
            except RuntimeError:
                log.seek(0)
                sys.stderr.write("".join(log.readlines()[-30:]))
                raise
            print(f"[loadtest] the app answers after {time.monotonic() - t0:.1f} s", file=sys.stderr, flush=True)
            yield url, proc.pid
        finally:
            proc.terminate()
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


# ----------------------------------------------------------------------------- command line
def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="occam loadtest", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--url", help="a running app on loopback (default: start one on a free port)")
    p.add_argument("--pid", type=int, help="the process id of the app at --url, for its memory")
    p.add_argument("--clients", type=int, default=8)
    p.add_argument("--seconds", type=float, default=120)
    p.add_argument("--max-new-tokens", type=int, default=32)
    p.add_argument("--timeout", type=float, default=300, help="seconds one request may take, queueing included")
    p.add_argument("--long-clients", type=int, default=0,
                   help="a mixed load: this many of the clients ask for long generations, the others short "
                        "arithmetic questions (streamed, time to first token measured)")
    p.add_argument("--long-tokens", type=int, default=256, help="new tokens of a long generation")
    p.add_argument("--rss-every", type=float, default=30.0, help="seconds between reported memory samples")
    p.add_argument("--startup-timeout", type=float, default=600, help="seconds the started app may take to answer")
    p.add_argument("--out", type=Path, default=Path("results/load.json"))
    a = p.parse_args(argv)
    if a.clients < 1 or a.seconds <= 0 or a.max_new_tokens < 1 or a.timeout <= 0 or a.long_tokens < 1:
        p.error("--clients, --seconds, --max-new-tokens, --long-tokens and --timeout must be positive")
    if not 0 <= a.long_clients <= a.clients:
        p.error("--long-clients must be between 0 and --clients")
    if a.url:
        try:
            a.url = loopback_url(a.url)
        except ValueError as e:
            p.error(str(e))
    return a


def main(argv: list[str] | None = None) -> int:
    a = parse_args(argv)
    try:
        with contextlib.ExitStack() as stack:
            url, pid = (a.url, a.pid) if a.url else stack.enter_context(serve_app(a.startup_timeout))
            print(f"[loadtest] {a.clients} clients for {a.seconds:g} s against {url} "
                  f"(max_new_tokens {a.max_new_tokens})", file=sys.stderr, flush=True)
            r = run_load(url, a.clients, a.seconds, a.max_new_tokens, pid, a.timeout, a.long_clients, a.long_tokens,
                         a.rss_every)
    except KeyboardInterrupt:
        print("[loadtest] interrupted", file=sys.stderr)
        return 130
    except RuntimeError as e:
        print(f"[loadtest] {e}", file=sys.stderr)
        return 1
    print(format_table(r))
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps(r, indent=1) + "\n")
    print(f"  written to {a.out}")
    return 0 if r["errors"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
