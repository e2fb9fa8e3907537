"""The load test: its pure helpers against hand-computed values, and one short real run.

The real run launches the app in-process on a free loopback port around the real default model with
hand-set decoders (as tests/test_app_api.py does), so the server's memory is this process's.
"""
import json
import os

import pytest

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
# Gradio 6.31's queue statistics use pandas options that pandas 3 deprecates: not ours to fix
pytestmark = [pytest.mark.filterwarnings("ignore:.*no_silent_downcasting.*"),
              pytest.mark.filterwarnings("ignore:The copy keyword is deprecated.*")]

from occam.tools import loadtest as L  # noqa: E402

KEYS = {"clients", "seconds", "completed", "errors", "error_samples", "latency_p50_s", "latency_p95_s",
        "rss_start_mb", "rss_end_mb", "rss_peak_mb"}


def test_percentile_interpolates_between_ranks():
    xs = [4.0, 1.0, 3.0, 2.0]
    assert L.percentile(xs, 50) == pytest.approx(2.5)  # rank 1.5 of [1, 2, 3, 4]
    assert L.percentile(xs, 95) == pytest.approx(3.85)  # rank 2.85
    assert L.percentile(xs, 0) == 1.0 and L.percentile(xs, 100) == 4.0
    assert L.percentile([7.0], 95) == 7.0 and L.percentile([], 50) is None
    assert L.percentile(list(range(1, 12)), 50) == 6  # odd count: the middle value


def test_summary_and_table():
    r = L.summarize([1.0, 2.0, 3.0, 4.0], 1, ["boom"] * 9, clients=2, seconds=10, wall_s=8.0,
                    rss_start_mb=500.0, rss_end_mb=503.5, rss_peak_mb=510.0)
    assert KEYS <= r.keys()
    assert (r["completed"], r["errors"], r["throughput_rps"]) == (4, 1, 0.5)
    assert (r["latency_p50_s"], r["latency_max_s"], r["rss_growth_mb"]) == (2.5, 4.0, 3.5)
    assert r["latency_p95_s"] == pytest.approx(3.85) and r["error_samples"] == ["boom"] * L.MAX_ERROR_SAMPLES
    table = L.format_table(r)
    assert "2.50 / 3.85 / 4.00 s" in table and "500 / 504 / 510 MB" in table and "+4 MB" in table
    empty = L.summarize([], 0, [], clients=1, seconds=1, wall_s=0.0)
    assert empty["latency_p50_s"] is None and empty["rss_growth_mb"] is None and empty["throughput_rps"] == 0
    assert "n/a / n/a / n/a MB" in L.format_table(empty)


def test_reply_check():
    assert L.check_reply({"text": "42", "steps": []}) is None
    assert "dict" in L.check_reply(["42"])
    assert "text" in L.check_reply({"text": "", "steps": []})
    assert "steps" in L.check_reply({"text": "42", "steps": None})


@pytest.mark.parametrize("url", ["http://127.0.0.1:7860", "http://127.5.6.7:1/", "http://localhost:7860/",
                                 "http://LOCALHOST/", "http://[::1]:7860/"])
def test_loopback_targets_are_accepted(url):
    assert L.loopback_url(url).endswith("/")


@pytest.mark.parametrize("url", ["http://10.0.0.1:7860/", "http://example.com/", "https://128.0.0.1/",
                                 "http://localhost.example.com/", "ftp://127.0.0.1/", "127.0.0.1:7860"])
def test_other_targets_are_refused(url, capsys):
    with pytest.raises(ValueError):
        L.loopback_url(url)
    with pytest.raises(SystemExit) as e:
        L.main(["--url", url, "--seconds", "1"])
    err = capsys.readouterr().err
    assert e.value.code == 2 and ("only loopback" in err or "not an http(s) URL" in err)


def test_nothing_listening_is_a_failure_not_a_hang(tmp_path):
    out = tmp_path / "load.json"
    assert L.main(["--url", f"http://127.0.0.1:{L.free_port()}/", "--seconds", "1", "--out", str(out)]) == 1
    assert not out.exists()


def test_short_real_run(backbone, tmp_path):
    from helpers import scripted_model
    from app.ui import build_demo, launch_kwargs

    demo = build_demo(scripted_model(backbone, fire_at={0}, op="mul"))
    port = L.free_port()
    demo.queue().launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True,
                        **launch_kwargs())
    out = tmp_path / "results" / "load.json"
    try:
        code = L.main(["--url", f"http://127.0.0.1:{port}", "--pid", str(os.getpid()), "--clients", "2",
                       "--seconds", "5", "--max-new-tokens", "8", "--timeout", "120", "--out", str(out)])
    finally:
        demo.close()
    r = json.loads(out.read_text())
    assert code == 0 and KEYS <= r.keys()
    assert r["completed"] > 0 and r["errors"] == 0 and r["error_samples"] == []
    assert 0 < r["latency_p50_s"] <= r["latency_p95_s"] <= r["latency_max_s"] <= 120
    assert r["wall_s"] >= 5 and r["clients"] == 2
    assert 0 < r["rss_start_mb"] <= r["rss_peak_mb"] and r["rss_end_mb"] <= r["rss_peak_mb"]


def test_kind_stats_and_questions():
    recs = [{"kind": "long", "latency": 10.0, "ttft": None, "tokens": 100},
            {"kind": "short", "latency": 1.0, "ttft": 0.5, "tokens": 5, "wrong": False},
            {"kind": "short", "latency": 3.0, "ttft": 1.5, "tokens": 7, "wrong": True}]
    k = L.kind_stats(recs, wall_s=4.0)
    assert (k["tokens"], k["tokens_per_s"]) == (112, 28.0)
    assert k["short"]["ttft_p50_s"] == 1.0 and k["short"]["wrong_answers"] == 1 and k["long"]["ttft_p50_s"] is None
    assert k["long"]["latency_p95_s"] == 10.0 and k["short"]["completed"] == 2
    import random

    q, answer = L.question(random.Random(0))
    a, b = (int(x) for x in q.removeprefix("What is ").removesuffix("?").split(" * "))
    assert answer == a * b


def test_mixed_real_run(backbone, tmp_path):
    """Long generations and streamed short questions at once: time to first token, tokens, memory."""
    from helpers import scripted_model
    from app.ui import build_demo, launch_kwargs

    demo = build_demo(scripted_model(backbone, fire_at={0}, op="mul"))
    port = L.free_port()
    demo.queue().launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True,
                        **launch_kwargs())
    out = tmp_path / "load.json"
    try:
        code = L.main(["--url", f"http://127.0.0.1:{port}", "--pid", str(os.getpid()), "--clients", "2",
                       "--long-clients", "1", "--long-tokens", "12", "--seconds", "6", "--max-new-tokens", "8",
                       "--rss-every", "1", "--timeout", "120", "--out", str(out)])
    finally:
        demo.close()
    r = json.loads(out.read_text())
    assert code == 0 and r["errors"] == 0 and r["long_clients"] == 1
    k = r["kinds"]
    assert k["long"]["completed"] >= 1 and k["short"]["completed"] >= 1
    # the scripted switch makes OccamNet write the product first: every short answer holds its own
    assert k["short"]["wrong_answers"] == 0
    assert 0 < k["short"]["ttft_p50_s"] <= k["short"]["latency_p50_s"] + 1e-9
    assert k["tokens"] == k["long"]["tokens"] + k["short"]["tokens"] and k["long"]["tokens"] >= 12
    assert len(r["rss_series"]) >= 3 and all(m > 0 for _, m in r["rss_series"])
