"""Conversation evaluation: item validation, classification of replies and the per-kind metrics."""
import json
from types import SimpleNamespace

import pytest

from occam import conversations as C
from occam import evaluate as E


def _occam_step(output: str, value: float, expr: str = "x0 + x1", prob: float = 0.99):
    trace = SimpleNamespace(value=value, output_text=output, expression_with_values=expr, prob=prob)
    return SimpleNamespace(source="occamnet", occam=trace, switch_prob=0.9, stop_prob=1.0, abstention=None)


def _llm_step(abstention=None):
    return SimpleNamespace(source="llm", occam=None, switch_prob=0.1, stop_prob=None, abstention=abstention)


def _result(text: str, steps):
    return SimpleNamespace(text=text, steps=steps, stop_reason="end_of_turn")


def _item(answer, kind="wording"):
    return C.ConversationItem(kind, [{"role": "user", "content": "q"}], answer)


def test_parse_items_accepts_the_contract_and_names_bad_items():
    items = C.parse_items([{"kind": "a", "messages": [{"role": "user", "content": "1+1"}], "answer": 2},
                           {"kind": "b", "messages": [{"role": "user", "content": "hi"}], "answer": None}])
    assert [i.answer for i in items] == [2.0, None]
    bad = [
        ([], "non-empty"),
        ([{"kind": "a", "messages": [{"role": "user", "content": "x"}]}], "answer"),  # missing answer
        ([{"kind": "a", "messages": [{"role": "user", "content": "x"}], "answer": "2"}], "answer"),
        ([{"kind": "a", "messages": [{"role": "user", "content": "x"}], "answer": True}], "answer"),
        ([{"kind": "a", "messages": [{"role": "assistant", "content": "x"}], "answer": 1}], "last message"),
        ([{"kind": "a", "messages": [{"role": "bot", "content": "x"}], "answer": 1}], "roles"),
        ([{"kind": 3, "messages": [], "answer": 1}], "kind"),
    ]
    for items, match in bad:
        with pytest.raises(ValueError, match=match):
            C.parse_items(items)


def test_the_shared_dev_set_loads():
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "shared" / "eval" / "conversation_dev.json"
    if not path.is_file():
        pytest.skip("../shared/eval/conversation_dev.json is not beside this checkout")
    items = C.load_conversations(path)
    assert len(items) >= 30 and any(i.answer is None for i in items)


def test_classify_right_wrong_false_fire_and_miss():
    right = C.classify(_item(12), _result("12\n\n", [_occam_step("12", 12.0)]))
    assert right.fired and right.correct and right.covered and not right.confidently_wrong
    wrong = C.classify(_item(15), _result("25\n\n", [_occam_step("25", 25.0)]))
    assert wrong.fired and not wrong.correct and not wrong.covered and wrong.confidently_wrong
    # OccamNet right, but the LLM then wrote another number: covered, yet the reply ends wrong
    drift = C.classify(_item(30), _result("30 and then 7", [_occam_step("30", 30.0), _llm_step()]))
    assert drift.covered and not drift.correct and drift.confidently_wrong
    false_fire = C.classify(_item(None, "no_fire"), _result("The 1500s 2250000", [_occam_step("2250000", 2.25e6)]))
    assert false_fire.false_fire and not false_fire.correct and not false_fire.confidently_wrong
    quiet = C.classify(_item(None, "no_fire"), _result("In 1492 Columbus sailed.", [_llm_step("unsure")]))
    assert quiet.correct and not quiet.fired and quiet.abstentions == ["unsure"]
    llm_right = C.classify(_item(4), _result("It is 4.", [_llm_step()]))
    assert llm_right.correct and not llm_right.fired and not llm_right.covered


def test_metrics_per_kind_and_total():
    outs = [C.classify(_item(12), _result("12", [_occam_step("12", 12.0)])),
            C.classify(_item(15), _result("25", [_occam_step("25", 25.0)])),
            C.classify(_item(7), _result("no idea", [_llm_step("unsure")])),
            C.classify(_item(None, "no_fire"), _result("9", [_occam_step("9", 9.0)])),
            C.classify(_item(None, "no_fire"), _result("ok", [_llm_step()]))]
    table = C.per_kind(outs)
    w, nf, tot = table["wording"], table["no_fire"], table["total"]
    assert (w.n, w.n_numeric, w.accurate, w.covered, w.fired, w.fired_right) == (3, 3, 1, 1, 2, 1)
    assert w.confidently_wrong == 1 and w.abstained == 1 and w.precision == 0.5
    assert (nf.n_null, nf.false_fires, nf.fired, nf.precision, nf.accuracy) == (2, 1, 1, 0.0, None)
    assert (tot.n, tot.fired, tot.fired_right, tot.confidently_wrong, tot.false_fires) == (5, 3, 1, 1, 1)
    text = C.format_table(table)
    assert "50.0 (1/2)" in text and "total" in text.splitlines()[-1]
    assert "FALSE FIRE" in C.failures(outs) and "WRONG" in C.failures(outs)


def test_evaluate_reads_conversation_files_end_to_end(tmp_path, capsys):
    conv = tmp_path / "conv.json"
    conv.write_text(json.dumps([
        {"kind": "wording", "messages": [{"role": "user", "content": "What is 1234567 * 7654321?"}],
         "answer": 1234567 * 7654321},
        {"kind": "no_fire", "messages": [{"role": "user", "content": "Say hello."}], "answer": None}]))
    out = tmp_path / "res.json"
    assert E.main([str(conv), "--max-new-tokens", "8", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "conversations" in printed and "no_fire" in printed and "wording" in printed
    res = json.loads(out.read_text())["conversations"]["conv"]
    assert res["kinds"]["total"]["n"] == 2 and len(res["records"]) == 2
    rec = res["records"][0]
    assert rec["fired"] and rec["correct"], rec  # the shipped checkpoint answers this one exactly


def test_evaluate_rejects_a_malformed_conversation_file(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"kind": "x", "messages": [{"role": "user", "content": "hi"}], "answer": "no"}]))
    assert E.main([str(bad)]) == 2
    assert "answer" in capsys.readouterr().err


def test_threshold_sweep_counts_right_and_wrong_numbers_kept():
    outs = [C.classify(_item(12), _result("12", [_occam_step("12", 12.0, prob=0.99)])),
            C.classify(_item(15), _result("25", [_occam_step("25", 25.0, prob=0.7)])),
            C.classify(_item(None, "no_fire"), _result("9", [_occam_step("9", 9.0, prob=0.96)]))]
    rows = {float(r.split()[0]): tuple(map(int, r.split()[1:])) for r in C.threshold_sweep(outs).splitlines()[1:]}
    # (function p: right, wrong kept; switch p (all 0.9 here): right, wrong kept)
    assert rows[0.0] == (1, 2, 1, 2) and rows[0.8] == (1, 1, 1, 2) and rows[0.95] == (1, 1, 0, 0)
    assert rows[0.98] == (1, 0, 0, 0) and rows[0.99] == (1, 0, 0, 0)


def test_evaluate_batched_gives_the_solo_records(tmp_path, capsys):
    """--batch-size runs the items in one continuous batch: every record (reply, OccamNet numbers,
    abstentions, stop reason) is the one of a run of one item at a time (probabilities within the
    float32 noise of a padded batch)."""
    def rounded(rec: dict) -> dict:
        occam = [{k: round(v, 4) if k.endswith("prob") and v is not None else v for k, v in o.items()}
                 for o in rec["occam"]]
        return {k: v for k, v in rec.items() if k != "seconds"} | {"occam": occam}

    conv = tmp_path / "conv.json"
    conv.write_text(json.dumps([
        {"kind": "wording", "messages": [{"role": "user", "content": "What is 1234567 * 7654321?"}],
         "answer": 1234567 * 7654321},
        {"kind": "multiturn", "messages": [{"role": "user", "content": "What is 50 + 50?"},
                                           {"role": "assistant", "content": "100"},
                                           {"role": "user", "content": "What is 9000 - 8765?"}], "answer": 235},
        {"kind": "invalid", "messages": [{"role": "user", "content": "What is the square root of -9?"}], "answer": None},
        {"kind": "no_fire", "messages": [{"role": "user", "content": "Say hello."}], "answer": None}]))
    runs = {}
    for size in ("1", "3"):
        out = tmp_path / f"res{size}.json"
        assert E.main([str(conv), "--max-new-tokens", "12", "--batch-size", size, "--out", str(out)]) == 0
        runs[size] = [rounded(r) for r in json.loads(out.read_text())["conversations"]["conv"]["records"]]
    assert runs["1"] == runs["3"]
    assert runs["1"][0]["correct"] and runs["1"][1]["correct"]
    capsys.readouterr()
    assert E.main([str(conv), "--batch-size", "0"]) == 2
    assert "--batch-size" in capsys.readouterr().err
    assert E.main([str(conv), "--switch-threshold", "1.5"]) == 2
    assert "--switch-threshold" in capsys.readouterr().err


def test_recased_types_the_last_user_message_in_capitals_or_lower_case():
    from occam.conversations import ConversationItem, recased

    items = [ConversationItem("multiturn", [{"role": "user", "content": "What is 2 + 3?"},
                                            {"role": "assistant", "content": "5"},
                                            {"role": "user", "content": "Which is smaller: 0.7 or 0.65?"}], None)]
    up, low = recased(items, "upper")[0], recased(items, "lower")[0]
    assert up.messages[-1]["content"] == "WHICH IS SMALLER: 0.7 OR 0.65?"
    assert low.messages[-1]["content"] == "which is smaller: 0.7 or 0.65"
    assert up.messages[:2] == low.messages[:2] == items[0].messages[:2] and up.kind == "multiturn"
    assert items[0].messages[-1]["content"] == "Which is smaller: 0.7 or 0.65?"  # the originals unchanged
    with pytest.raises(ValueError, match="case must be"):
        recased(items, "title")
