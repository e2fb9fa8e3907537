"""The benchmark's measuring code on the real default model with hand-set decoders (figures
themselves come from ``occam bench``, never from a timed test)."""
import time

from helpers import scripted_model
from occam.tools import bench


def test_speed_counts_the_same_tokens_as_transformers(backbone):
    # the switch never fires: both systems write the same greedy tokens, so the counts match exactly
    model = scripted_model(backbone, fire_at=())
    r = bench.speed(model, bench.PROSE_PROMPTS[:2], 6, 1)
    assert r["tokens_occam"] == r["tokens_llm"] == 12 and r["occamnet_steps"] == 0
    parts = [k for k in r if k.startswith("ms_")]
    assert {"ms_llm_forward", "ms_switch", "ms_other"} <= set(parts)
    assert r["ms_llm_forward"] > r["ms_switch"] >= 0
    assert r["ms_other"] >= 0  # the parts are timed inside the total: they cannot add up to more


def test_part_timer_measures_the_time_spent_in_each_part():
    timer = bench.PartTimer()
    for _ in range(3):
        with timer("sleep"):
            time.sleep(0.02)
    with timer("fast"):
        pass
    assert 0.06 <= timer.seconds["sleep"] < 0.5 and timer.seconds["fast"] < 0.01


def test_speed_reports_what_the_generation_timed(backbone, monkeypatch):
    """The per-part figures are the hook's seconds per token: a part that takes 10 ms a step shows 10 ms."""
    model = scripted_model(backbone, fire_at=())
    real = model.decoders.switch_logit

    def slow_switch(hs):
        time.sleep(0.01)
        return real(hs)

    monkeypatch.setattr(model.decoders, "switch_logit", slow_switch)
    r = bench.speed(model, bench.PROSE_PROMPTS[:1], 4, 1)
    assert r["tokens_occam"] == 4 and 10 <= r["ms_switch"] < 40


def test_speed_on_arithmetic_counts_occamnet_steps(backbone):
    model = scripted_model(backbone, fire_at={0})
    r = bench.speed(model, ["What is 1234567 * 7654321?"], 16, 1)
    assert r["occamnet_steps"] == 1 and 14 <= r["tokens_occam"] <= 16  # "9449772114007\n\n" is 14 tokens
    table = bench.format_table(r | {"with_occamnet": r})
    assert "ratio" in table and "1 by OccamNet" in table


def test_batched_speed_counts_the_same_tokens_as_transformers_batched_generate(backbone):
    # greedy, the switch never fires: batched OccamLLM and transformers' batched generate (left padding)
    # write the same tokens as each sequence alone, counted up to each end of turn
    model = scripted_model(backbone, fire_at=())
    rows = bench.batch_speed(model, [1, 3], 5)
    assert [r["batch"] for r in rows] == [1, 3]
    assert [(r["tokens_occam"], r["tokens_llm"]) for r in rows] == [(5, 5), (15, 15)]
    assert all(r["tokens_per_s_occam"] > 0 and r["tokens_per_s_llm"] > 0 and r["occamnet_steps"] == 0 for r in rows)
    convs = [[{"role": "user", "content": p}] for p in ("Hi!", bench.BATCH_PROMPTS[0])]
    solo = [len(model.generate(c, max_new_tokens=40).steps) for c in convs]
    assert solo[0] < 40 and bench.hf_generate_batch(model, convs, 40) == sum(solo)  # "Hi!" ends early
    table = bench.format_table({"threads": 2, "batched": rows, "batched_new_tokens": 5})
    assert "throughput against batch size" in table and "15/15" in table.replace(" ", "")
