"""``python -m occam generate``: marked text, JSON records, clear errors (run as real subprocesses)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from occam.config import OccamLLMConfig
from occam.decoders import OccamDecoders

ROOT = Path(__file__).resolve().parent.parent


def run(*args):
    env = dict(os.environ, HF_HUB_OFFLINE="1")
    return subprocess.run([sys.executable, "-m", "occam", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)


@pytest.fixture(scope="module")
def always_multiply(tmp_path_factory):
    """A checkpoint whose switch always fires and whose OccamNet always multiplies."""
    from test_generation import select

    cfg = OccamLLMConfig("SmolLM2-135M-Instruct", 576, 31)
    dec = OccamDecoders(cfg)
    select(dec, "mul")
    with torch.no_grad():
        dec.switch_decoder.fc2.bias.fill_(10.0)
    path = tmp_path_factory.mktemp("ckpt")
    dec.save_pretrained(path)
    return path


def test_generate_marks_occamnet_output(always_multiply):
    r = run("generate", "What is 12 * 34?", "--checkpoint", str(always_multiply), "--max-new-tokens", "6")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("[[408]]")
    assert "# OccamNet: x0 * x1 = 12 * 34 = 408" in r.stdout


def test_generate_json(always_multiply):
    r = run("generate", "What is 12 * 34?", "--checkpoint", str(always_multiply), "--max-new-tokens", "6", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["text"].startswith("408\n\n")
    first = out["steps"][0]
    assert first["source"] == "occamnet" and first["occam"]["value"] == 408
    assert [n["value"] for n in first["occam"]["inputs"]] == [12, 34]
    assert len(first["occam"]["weights"]) == 2 and len(first["occam"]["weights"][0]) == 15
    assert "".join(s["text"] for s in out["steps"]) == out["text"]


def test_bfloat16_weights_read_by_the_shipped_decoders_answer_exactly():
    """--precision reaches the backbone: the decoders read bfloat16 hidden states (the GPU default for
    other models) and still write the exact product."""
    r = run("generate", "What is 1234 * 5678?", "--precision", "bfloat16", "--max-new-tokens", "12", "--json")
    assert r.returncode == 0, r.stderr
    first = json.loads(r.stdout)["steps"][0]
    assert first["source"] == "occamnet" and first["occam"]["value"] == 1234 * 5678


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the CPU-only refusal")
def test_gpu_memory_cap_without_a_gpu_is_a_one_line_error():
    r = run("generate", "hi", "--max-gpu-memory", "1GiB")
    assert r.returncode == 2 and "needs a visible CUDA GPU" in r.stderr and "Traceback" not in r.stderr


def test_llm_alone_flag(always_multiply):
    r = run("generate", "What is 12 * 34?", "--checkpoint", str(always_multiply), "--max-new-tokens", "4",
            "--no-occamnet", "--json")
    assert r.returncode == 0
    assert all(s["source"] == "llm" for s in json.loads(r.stdout)["steps"])


@pytest.mark.parametrize("args, message", [
    (("generate", "   "), "empty"),
    (("generate", "hi", "--checkpoint", "/nonexistent/dir"), "not an OccamLLM checkpoint"),
    (("generate", "hi", "--model", "no-such-org/no-such-model"), "Could not load model"),
    (("generate", "hi", "--device-map", "tpu"), "invalid choice"),
])
def test_errors_are_clear(args, message):
    r = run(*args)
    assert r.returncode == 2
    assert "error:" in r.stderr and message in r.stderr
    assert "Traceback" not in r.stderr


def test_checkpoint_for_another_model_is_refused(tmp_path):
    OccamDecoders(OccamLLMConfig("Meta-Llama-3-8B-Instruct", 4096, 33)).save_pretrained(tmp_path)
    r = run("generate", "hi", "--checkpoint", str(tmp_path), "--model", "default")
    assert r.returncode == 2
    assert "Meta-Llama-3-8B-Instruct" in r.stderr and "hidden size 4096" in r.stderr


def test_shipped_checkpoint_answers_exactly_in_one_step():
    """A fresh clone: the shipped decoders answer the README's example exactly, and stop there."""
    r = run("generate", "What is 1234567 * 7654321?", "--json", "--max-new-tokens", "48")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    first = out["steps"][0]
    assert first["source"] == "occamnet" and first["text"].startswith("9449772114007")
    assert first["occam"]["expression"] in ("x0 * x1", "x1 * x0") and first["stop_prob"] > 0.5
    assert out["stop_reason"] == "answer_complete" and len(out["steps"]) == 1


def test_shipped_two_layer_checkpoint_computes_an_expression_in_one_step():
    """The two-layer decoders: the paper's example ``3 + 97 * -4`` (two operations, precedence, a
    negative operand) in one OccamNet step, over the three numbers of the prompt."""
    r = run("generate", "3 + 97 * -4 =", "--checkpoint", str(ROOT / "checkpoints" / "smollm2-135m-instruct-2layer"),
            "--json", "--max-new-tokens", "16")
    assert r.returncode == 0, r.stderr
    first = json.loads(r.stdout)["steps"][0]
    assert first["source"] == "occamnet" and first["text"].startswith("-385")
    assert [i["value"] for i in first["occam"]["inputs"]] == [3, 97, -4] and first["occam"]["value"] == -385
    assert first["occam"]["expression"].count("x") == 3  # two operations, one step


@pytest.mark.parametrize("problem, answer, implied", [
    ("Kevin is 4 years older than twice his sister's age. Kevin is 22. How old is his sister?", 9, ["twice"]),
    ("The sum of three consecutive integers is 96. What is the smallest of the three?", 31, ["consecutive"]),
    ("A plumber charges a $40 call-out fee plus $35 per hour. One job cost $180. How many hours did the plumber "
     "work?", 4, []),
])
def test_shipped_checkpoint_answers_an_equation_problem_in_one_step(problem, answer, implied):
    """An unknown read from a relation, a run of consecutive numbers or a total (occam.relations,
    occam.consecutive, occam.linear_totals): the default model writes the whole answer as one OccamNet number,
    the words' numbers among its inputs at their words."""
    r = run("generate", problem, "--json", "--max-new-tokens", "8")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    first = out["steps"][0]
    assert first["source"] == "occamnet" and first["occam"]["value"] == pytest.approx(answer)
    assert first["text"].strip() == str(answer) and out["stop_reason"] == "answer_complete"
    assert [i["text"] for i in first["occam"]["inputs"] if i["source"] == "implied"] == implied
    for i in first["occam"]["inputs"]:
        assert problem[i["start"]:i["end"]] == i["text"]  # each input at its place in the problem


def test_shipped_checkpoint_averages_four_numbers_in_two_steps():
    """An average of four is deeper than one step of the two-layer network: OccamNet sums them first, then divides
    by the count the word "average" stands for."""
    r = run("generate", "Find the average of 14, 22, 31, and 9.", "--json", "--max-new-tokens", "8")
    assert r.returncode == 0, r.stderr
    first = json.loads(r.stdout)["steps"][0]
    assert first["source"] == "occamnet" and first["occam"]["value"] == pytest.approx(19)
    assert first["occam"]["first_step"] is not None and first["occam"]["first_step"]["value"] == pytest.approx(76)
