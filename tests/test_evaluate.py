"""Scoring rules and the evaluation command (JSON in, table and JSON out)."""
import json
import math

import pytest

from occam import evaluate as E


@pytest.mark.parametrize("answer, truth, paper, strict", [
    ("The answer is 9449772114007.", 9449772114007, True, True),
    ("9449772114007\n\nThat is a big number.", 9449772114007, True, True),
    ("It is 68.4 pages. The answer is 68.", 68.4, True, False),  # paper: any number; strict: the last
    ("0.16129", 1234567 / 7654321, True, True),  # 5 decimals: within 1e-5
    ("0.1613", 1234567 / 7654321, True, True),  # 4 decimals: within 1e-4
    ("0.1610", 1234567 / 7654321, False, False),  # 2.9e-4 away
    ("about 3.14", math.pi, True, True),  # 2 decimals: |3.14 - pi| < 1e-2 (strict accepts the paper tolerance)
    ("3.14159 or so, say 3", math.pi, True, False),  # strict reads the last number only
    ("-11", -11, True, True),
    ("no number here", 5, False, False),
    ("1e400", 5, False, False),
])
def test_scoring_rules(answer, truth, paper, strict):
    assert E.score_paper(answer, truth) is paper
    assert E.score_strict(answer, truth) is strict


def test_integer_answers_need_two_decimals_of_agreement():
    assert E.score_paper("100", 100.004)
    assert not E.score_paper("100", 100.02)


def test_load_set_rejects_malformed_files(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(ValueError, match="JSON"):
        E.load_set(bad)
    bad.write_text(json.dumps([{"input": "1+1", "output": "two"}]))
    with pytest.raises(ValueError, match="numeric"):
        E.load_set(bad)
    bad.write_text(json.dumps({"input": "x"}))
    with pytest.raises(ValueError, match="list"):
        E.load_set(bad)


def test_summary_statistics():
    recs = [{"correct": c, "correct_strict": c and i % 2 == 0, "new_tokens": 3, "steps_to_answer": 1 if c else None,
             "occam_emissions": 1, "seconds": 0.5} for i, c in enumerate([True, True, True, False])]
    s = E.summarize(recs)
    assert s["n"] == 4 and s["accuracy"] == 0.75
    assert s["accuracy_sem"] == pytest.approx(math.sqrt(0.75 * 0.25 / 3))
    assert s["accuracy_strict"] == 0.5 and s["mean_steps_to_answer"] == 1
    # every reply has an OccamNet number: 3 end right, 1 wrong
    assert (s["occam_fired"], s["occam_right"], s["confidently_wrong"]) == (4, 3, 1)
    recs[3]["occam_emissions"] = 0  # a wrong reply of the LLM alone is no confidently wrong OccamNet number
    s = E.summarize(recs)
    assert (s["occam_fired"], s["occam_right"], s["confidently_wrong"]) == (3, 3, 0)
    assert "100.0 (3/3)" in E.format_table({"set": s}, "occam")


def test_evaluate_command_end_to_end(tmp_path, capsys):
    sets = tmp_path / "sets"
    paths = E.make_test_sets(sets, 3, seed=0)
    assert {p.stem for p in paths} >= {"add", "mul", "sqrt", "log", "sin", "word_problems"}
    out = tmp_path / "res.json"
    rc = E.main([str(sets / "mul.json"), str(sets / "sqrt.json"), "--mode", "llm", "--limit", "2",
                 "--max-new-tokens", "4", "--out", str(out)])
    assert rc == 0
    table = capsys.readouterr().out
    assert "mul" in table and "sqrt" in table
    res = json.loads(out.read_text())
    assert set(res["files"]) == {"mul", "sqrt"}
    for s in res["files"].values():
        assert s["n"] == 2 and set(s) >= {"n", "accuracy", "accuracy_sem", "accuracy_strict", "mean_new_tokens", "mean_seconds"}
    assert len(res["records"]) == 4 and all(r["new_tokens"] <= 4 for r in res["records"])


def test_a_growing_number_is_not_an_answer_yet():
    assert E._complete("The answer is 1") == "The answer is "
    assert E._complete("It is 1.5\n\n") == "It is 1.5\n\n"
    assert not E.score_paper(E._complete("x = 1"), 1.002)
