"""occam.memtrim: freed heap memory goes back to the OS; the batch server trims when sequences leave."""
import gc
import sys
import time

import pytest
import torch

from occam.memtrim import Trimmer, trim
from occam.tools.memload import rss_mb as _rss_mb


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim, /proc")
def test_trim_returns_freed_heap_memory():
    # 3,000 blocks of 64 KB come from the heap; the last one stays alive, so glibc cannot shrink the
    # heap's top by itself and the 190 MB freed below it stay in the process until trimmed
    blocks = [torch.ones(16 * 1024) for _ in range(3000)]
    keep = blocks[-1]
    del blocks
    gc.collect()
    before = _rss_mb()
    assert trim() is True
    after = _rss_mb()
    assert before - after > 100, (before, after)
    assert keep.sum().item() == 16 * 1024  # the live block is untouched


def test_trimmer_runs_at_most_once_per_interval(monkeypatch):
    import occam.memtrim as memtrim

    calls = []
    monkeypatch.setattr(memtrim, "trim", lambda: calls.append(time.monotonic()) or True)
    t = Trimmer(interval=60.0)
    assert t() is True and t() is False and t() is False
    assert len(calls) == 1 and t.trims == 1
    assert t(force=True) is True and len(calls) == 2  # a server going idle trims whatever the interval
    every = Trimmer(interval=0.0)
    assert every() and every() and len(calls) == 4
    with pytest.raises(ValueError, match="interval"):
        Trimmer(interval=-1)


def test_the_batch_server_trims_when_a_sequence_leaves(backbone, monkeypatch):
    import occam.memtrim as memtrim
    from occam.batching import BatchServer
    from tests.test_batching import make

    calls = []
    monkeypatch.setattr(memtrim, "trim", lambda: calls.append(1) or True)
    server = BatchServer(backbone)
    server.trimmer.interval = 0.0
    model = make(backbone)
    short = server.submit(model.stream([{"role": "user", "content": "Say hi."}], max_new_tokens=2))
    long = server.submit(model.stream([{"role": "user", "content": "Count to fifty."}], max_new_tokens=6))
    assert short.result().text and long.result().text
    assert len(calls) == 2  # once as each sequence left, not at each of the steps
    assert server.steps_run > 2


def test_the_batch_server_trims_when_it_goes_idle_even_within_the_interval(backbone, monkeypatch):
    import occam.memtrim as memtrim
    from occam.batching import BatchServer
    from tests.test_batching import make

    calls = []
    monkeypatch.setattr(memtrim, "trim", lambda: calls.append(1) or True)
    server = BatchServer(backbone)
    server.trimmer.interval = 3600.0  # a rate-limited trim never runs twice in this test
    model = make(backbone)
    short = server.submit(model.stream([{"role": "user", "content": "Say hi."}], max_new_tokens=2))
    long = server.submit(model.stream([{"role": "user", "content": "Count to fifty."}], max_new_tokens=6))
    assert short.result().text and long.result().text
    deadline = time.monotonic() + 10
    while len(calls) < 2 and time.monotonic() < deadline:  # the last leaver's trim follows its reply
        time.sleep(0.01)
    assert len(calls) == 2  # the first leaver's (rate-limited) and the idle batch's (forced)


@pytest.mark.parametrize("trim_on", [True, False])
def test_memload_reports_memory_tokens_and_answers(backbone, trim_on):
    from occam.tools.memload import run
    from tests.test_batching import make

    report = run(make(backbone), seconds=2.0, long=1, long_tokens=3, every=0.5, trim=trim_on)
    assert report["trim"] is trim_on and report["errors"] == []
    assert report["tokens"] > 0 and report["tokens_per_s"] > 0
    assert len(report["rss_mb"]) >= 3 and all(m > 100 for _, m in report["rss_mb"])  # the model is resident
    assert report["rss_mb"][0][0] == 0.0 and report["rss_after_warmup_min_max"] is not None
