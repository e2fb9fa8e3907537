"""``occam cuda-check``: its CPU reference mode end to end, the comparison with a reference, clear errors.
(The CUDA modes themselves run on a GPU machine; their output is quoted in the README.)"""
import json

import pytest
import torch

from occam.tools import cuda_check

ITEMS = [
    {"kind": "wording", "messages": [{"role": "user", "content": "What is 1234 * 5678?"}], "answer": 7006652},
    {"kind": "no_fire", "messages": [{"role": "user", "content": "Name a colour."}], "answer": None},
    {"kind": "words", "messages": [{"role": "user", "content": "What is twelve plus seven?"}], "answer": 19},
]


@pytest.fixture()
def conv_set(tmp_path):
    path = tmp_path / "set.json"
    path.write_text(json.dumps(ITEMS))
    return path


def test_cpu_mode_reports_metrics_and_matches_its_own_reference(conv_set, tmp_path, capsys):
    common = ["--modes", "cpu", "--set", str(conv_set), "--every", "1", "--batch-size", "2", "--max-new-tokens", "12"]
    assert cuda_check.main(common + ["--out", str(tmp_path / "ref.json")]) == 0
    ref = json.loads((tmp_path / "ref.json").read_text())
    (first,) = ref["reports"]
    assert first["mode"] == "cpu" and first["placement"] == {"cpu": 1} and first["dtype"] == "float32"
    total = first["metrics"]["total"]
    assert (total["n"], total["n_numeric"], total["n_null"]) == (3, 2, 1)
    assert total["covered"] >= 1 and total["confidently_wrong"] == 0  # 1234 * 5678 by OccamNet
    assert len(first["replies"]) == 3 and "7006652" in first["replies"][0]
    # a second run on the same machine is the same, reply for reply
    assert cuda_check.main(common + ["--reference", str(tmp_path / "ref.json"), "--out", str(tmp_path / "b.json")]) == 0
    again = json.loads((tmp_path / "b.json").read_text())["reports"][0]
    assert (again["identical_to_reference"], again["compared"]) == (3, 3)
    assert "= ref" in capsys.readouterr().out


def test_reference_of_other_items_is_refused(conv_set, tmp_path, capsys):
    (tmp_path / "ref.json").write_text(json.dumps({"set": str(conv_set), "every": 4, "reports": [{"replies": []}]}))
    with pytest.raises(SystemExit) as e:
        cuda_check.main(["--modes", "cpu", "--set", str(conv_set), "--every", "1", "--reference", str(tmp_path / "ref.json")])
    assert e.value.code == 2 and "every 4" in capsys.readouterr().err


@pytest.mark.parametrize("args, message", [
    (["--modes", "tpu"], "unknown mode"),
    (["--modes", "cpu", "--every", "0"], "at least 1"),
    (["--modes", "cpu", "--set", "/nonexistent.json"], "cannot read"),
])
def test_bad_arguments_are_one_line_errors(args, message, capsys):
    with pytest.raises(SystemExit) as e:
        cuda_check.main(args)
    assert e.value.code == 2 and message in capsys.readouterr().err


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the CPU-only refusal")
def test_cuda_modes_without_a_gpu_are_refused(capsys):
    with pytest.raises(SystemExit) as e:
        cuda_check.main(["--modes", "cuda-float32"])
    assert e.value.code == 2 and "no CUDA GPU" in capsys.readouterr().err
