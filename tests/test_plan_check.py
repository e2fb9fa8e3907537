"""The readers' precision check (occam.tools.plan_check) on items written here for the test."""
from occam.tools.plan_check import check, main


def test_a_right_plan_a_wrong_answer_and_nothing_to_compute_are_counted_apart(tmp_path, capsys):
    items = [
        {"input": "Ines keeps 23 guppies and 8 turtles. She bought 14 more guppies. How many guppies does she have "
                  "now?", "output": 37},
        {"input": "A number divided by 5, minus 3, equals 8. What is the number?", "output": 54},  # answer off: wrong
        {"messages": [{"role": "user", "content": "Which is bigger, 9.11 or 9.9?"}], "answer": None},  # no plan
        {"input": "64 - 9 * 6 + 5 =", "output": 15},  # written: counted, not checked
    ]
    counts, wrong = check(items)
    assert (counts["plans"], counts["right"], counts["wrong"]) == (3, 1, 1)
    assert counts["plan:plan"] == 1 and counts["plan:puzzle"] == 1 and counts["plan:written_plan"] == 1
    assert len(wrong) == 1 and "(8 + 3) * 5" in wrong[0] and "answer 54" in wrong[0]
    path = tmp_path / "items.json"
    path.write_text(__import__("json").dumps(items))
    assert main([str(path)]) == 1  # any wrong plan fails the run
    assert "wrong   1" in capsys.readouterr().out


def test_the_ranker_option_reads_with_the_readers_alone_or_with_a_ranker_s_fill(tmp_path, capsys):
    import json

    import pytest

    from occam.plan_ranker import SHIPPED

    # no rule reader plans it (the test checks that); the shipped ranker's best tree, 210 - 85, is sure enough to fill
    items = [{"input": "A seed library had 210 packets. Gardeners borrowed 85. How many packets are still in the "
                       "library?", "output": 125}]
    path = tmp_path / "items.json"
    path.write_text(json.dumps(items))
    assert main([str(path), "--ranker", "off"]) == 0 and "plans    0" in capsys.readouterr().out
    assert main([str(path), "--ranker", str(SHIPPED), "--fill-at", "0.9"]) == 0
    out = capsys.readouterr().out
    assert "plans    1  right    1" in out and "plan_ranker 1" in out
    for bad in (["--ranker", "off", "--fill-at", "0.5"], ["--fill-at", "1.5"], ["--ranker", str(tmp_path)]):
        with pytest.raises(SystemExit):
            main([str(path), *bad])
    assert "error" in capsys.readouterr().err
