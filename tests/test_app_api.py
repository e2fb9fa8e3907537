"""The running app through gradio_client: JSON endpoint, streaming chat, bad input, concurrency.

The app is launched in-process on a free port around the real default model with hand-set
decoders: the switch fires at the first step of every answer and OccamNet multiplies the last two
numbers, so every answer starts with the exact product of its own prompt's numbers.
"""
import json
import math
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
# Gradio 6.31's queue statistics use pandas options that pandas 3 deprecates: not ours to fix
pytestmark = [pytest.mark.filterwarnings("ignore:.*no_silent_downcasting.*"),
              pytest.mark.filterwarnings("ignore:The copy keyword is deprecated.*")]

from gradio_client import Client  # noqa: E402

from app import chat as C  # noqa: E402
from helpers import save_checkpoint, scripted_model  # noqa: E402
from app.ui import build_demo, launch_kwargs  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def url(backbone):
    demo = build_demo(scripted_model(backbone, fire_at={0}, op="mul"))
    port = free_port()
    demo.queue().launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True,
                        **launch_kwargs())
    yield f"http://127.0.0.1:{port}/"
    demo.close()


def chat(client, message, history=(), max_new_tokens=8, use_occamnet=True):
    """Stream the chat endpoint; returns every update (textbox, history, status)."""
    job = client.submit(message, list(history), max_new_tokens, 0.0, 1.0, 0.5, use_occamnet, api_name="/chat")
    updates = list(job)
    job.result()
    return updates


def text(content):
    return C.text_of(content)


# ----------------------------------------------------------------------------- endpoints
def test_generate_returns_text_and_step_records(url):
    client = Client(url, verbose=False)
    r = client.predict(message="What is 1234567 * 7654321?", max_new_tokens=20, api_name="/generate")
    assert r["text"].startswith("9449772114007\n\n")
    assert r["text"] == "".join(s["text"] for s in r["steps"])
    assert [s["index"] for s in r["steps"]] == list(range(len(r["steps"])))
    assert all(r["text"][s["start"]:s["start"] + len(s["text"])] == s["text"] for s in r["steps"])
    first = r["steps"][0]
    assert first["source"] == "occamnet" and first["switch_prob"] > 0.99 and first["token_ids"]
    occ = first["occam"]
    assert (occ["expression"], occ["expression_with_values"]) in (  # the product, in either order
        ("x0 * x1", "1234567 * 7654321"), ("x1 * x0", "7654321 * 1234567"))
    assert occ["value"] == 9449772114007 and occ["output_text"] == "9449772114007" and occ["prob"] > 0.9
    assert [(n["value"], n["source"], n["start"], n["end"]) for n in occ["inputs"]] == [
        (1234567, "prompt", 8, 15), (7654321, "prompt", 18, 25)]
    assert "weights" not in occ and occ["edges"]
    assert all(s["source"] == "llm" and s["occam"] is None and s["alternative"] is None for s in r["steps"][1:])
    assert r["model"] == "SmolLM2-135M-Instruct" and r["stop_reason"] in ("max_new_tokens", "end_of_turn")

    full = client.predict(message="What is 6 * 7?", max_new_tokens=16, include_weights=True, trace_all=True,
                          api_name="/generate")
    assert full["text"].startswith("42")
    w = full["steps"][0]["occam"]["weights"]
    assert [(len(m), len(m[0])) for m in w] == [(15, 2), (1, 12)]
    assert all(abs(sum(row) - 1) < 1e-5 for m in w for row in m)
    assert all(s["alternative"] is not None for s in full["steps"][1:])

    plain = client.predict(message="What is 6 * 7?", max_new_tokens=4, use_occamnet=False, api_name="/generate")
    assert all(s["source"] == "llm" for s in plain["steps"])


def test_chat_streams_and_transcript_follows(url):
    client = Client(url, verbose=False)
    updates = chat(client, "What is 12 * 3?", max_new_tokens=10)
    assert len(updates) >= 4  # the user's message, then growing answers
    answers = [text(u[1][-1]["content"]) for u in updates if u[1] and u[1][-1]["role"] == "assistant"]
    assert answers[0] == "" and answers[-1].startswith("36\n\n")
    assert all(b.startswith(a) for a, b in zip(answers, answers[1:]))  # each update extends the last
    assert len(set(answers)) >= 3
    box, history, status = updates[-1]
    assert box == "" and [m["role"] for m in history] == ["user", "assistant"]
    assert "tokens" in status and "OccamNet wrote 1" in status
    pieces, timeline, trace_file = client.predict(api_name="/transcript")
    tokens = [(p["token"], p["class_or_confidence"]) for p in pieces]
    assert [t for t, lab in tokens if lab == "OccamNet input"] == ["12", "3"]
    assert [t for t, lab in tokens if lab == "OccamNet output"] == ["36\n\n"]
    assert tokens[:8] == [("What ", "prompt"), ("is ", "prompt"), ("12", "OccamNet input"), (" ", "prompt"),
                          ("* ", "prompt"), ("3", "OccamNet input"), ("?", "prompt"), ("\n\n", "prompt")]
    assert "".join(p["token"] for p in pieces) == "What is 12 * 3?\n\n" + answers[-1]
    assert all(p["class_or_confidence"] for p in pieces)
    import json

    trace = json.loads(Path(trace_file).read_text())
    assert trace["text"] == answers[-1] and trace["steps"][0]["occam"]["value"] == 36
    assert trace["messages"][-1]["content"] == "What is 12 * 3?"

    # multi-turn: the second question's numbers are the most recent ones
    updates = chat(client, "And 5 * 9?", history=history, max_new_tokens=6)
    hist = updates[-1][1]
    assert [m["role"] for m in hist] == ["user", "assistant"] * 2
    assert text(hist[-1]["content"]).startswith("45")


def test_bad_input_gets_a_message_and_app_keeps_working(url):
    from gradio_client.exceptions import AppError

    client = Client(url, verbose=False)
    updates = chat(client, "   \n ")
    box, history, status = updates[-1]
    assert "empty" in status.lower() and history == []
    with pytest.raises(AppError, match="empty"):
        client.predict(message="", api_name="/generate")
    with pytest.raises(AppError, match="max_new_tokens"):
        client.predict(message="hi", max_new_tokens=0, api_name="/generate")
    # (no number besides the question's: a stray one would make OccamNet abstain, see occam.abstention)
    hostile = "<script>alert('x')</script> What is 2 * 21? `rm -rf /` __import__('os')"
    r = client.predict(message=hostile, max_new_tokens=4, api_name="/generate")
    assert r["text"].startswith("42")
    assert chat(client, "What is 4 * 5?", max_new_tokens=4)[-1][1][-1]["content"][0]["text"].startswith("20")


def test_huge_message_is_cut_with_a_note(url):
    client = Client(url, verbose=False)
    msg = "blah " * 10_000 + "What is 11 * 13?"
    assert len(msg) > 50_000
    box, history, status = chat(client, msg, max_new_tokens=5)[-1]
    kept = text(history[0]["content"])
    # first cut to MAX_MESSAGE_CHARS characters, then to the conversation's bound in tokens
    assert f"{len(msg):,} characters" in status and f"last {len(kept):,} characters were used" in status
    assert f"longer than {C.MAX_CONVERSATION_TOKENS:,} tokens" in status
    assert len(kept) < C.MAX_MESSAGE_CHARS and msg.endswith(kept)
    assert kept.startswith("blah ")  # cut at a word boundary
    assert text(history[-1]["content"]).startswith("143")
    r = client.predict(message=msg, max_new_tokens=5, api_name="/generate")
    assert r["text"].startswith("143") and r["notes"]


def test_long_history_is_bounded_in_tokens_with_a_note(url, backbone):
    """A 100,000-character history: the oldest turns are left out (said in the status), the model reads
    at most MAX_CONVERSATION_TOKENS, and the question is answered."""
    filler = "Tell me more about the weather in spring and the colours of the leaves. " * 30
    history = [{"role": r, "content": [{"type": "text", "text": filler}]} for _ in range(24)
               for r in ("user", "assistant")]
    assert sum(len(text(m["content"])) for m in history) > 100_000
    box, hist, status = chat(Client(url, verbose=False), "What is 11 * 13?", history=history, max_new_tokens=5)[-1]
    assert "oldest messages" in status and f"{C.MAX_CONVERSATION_TOKENS:,} tokens" in status
    assert text(hist[-1]["content"]).startswith("143")
    kept, notes = C.fit_conversation(backbone.tokenizer, C.to_messages(history) + [
        {"role": "user", "content": "What is 11 * 13?"}])
    from occam.conventions import encode_chat

    assert len(encode_chat(backbone.tokenizer, kept, generation_prompt=True).ids) <= C.MAX_CONVERSATION_TOKENS
    assert kept[0]["role"] == "user" and kept[-1]["content"] == "What is 11 * 13?" and 1 < len(kept) < len(history)
    assert "oldest messages" in notes[0]
    # one message longer than the bound keeps its end
    long = [{"role": "user", "content": "1 2 3 " * 800 + "What is 11 * 13?"}]
    kept, notes = C.fit_conversation(backbone.tokenizer, long, limit=64)
    assert len(encode_chat(backbone.tokenizer, kept, generation_prompt=True).ids) <= 64
    assert kept[0]["content"].endswith("What is 11 * 13?") and "longer than 64 tokens" in notes[0]
    assert C.fit_conversation(backbone.tokenizer, long[:1] * 1, limit=10_000) == (long, [])


def test_parallel_sessions_see_only_their_own_answers(url):
    questions = {i: (1000 + 17 * i, 2000 + 31 * i) for i in range(4)}
    out, errors = {}, []

    def run(i):
        try:
            a, b = questions[i]
            client = Client(url, verbose=False)
            hist = chat(client, f"What is {a} * {b}?", max_new_tokens=6)[-1][1]
            pieces = client.predict(api_name="/transcript")[0]
            gen = client.predict(message=f"Compute {b} * {a}", max_new_tokens=6, api_name="/generate")
            out[i] = (text(hist[-1]["content"]), pieces, gen)
        except Exception as e:  # pragma: no cover - reported below
            errors.append((i, repr(e)))

    threads = [threading.Thread(target=run, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert not errors and len(out) == 4
    for i, (answer, pieces, gen) in out.items():
        a, b = questions[i]
        assert answer.startswith(str(a * b))
        inputs = [p["token"] for p in pieces if p["class_or_confidence"] == "OccamNet input"]
        outputs = [p["token"] for p in pieces if p["class_or_confidence"] == "OccamNet output"]
        assert inputs == [str(a), str(b)] and outputs[0].strip() == str(a * b)
        others = {str(x) for j, q in questions.items() if j != i for x in (*q, q[0] * q[1])}
        assert not others & {p["token"].strip() for p in pieces}
        assert gen["text"].startswith(str(a * b))
        assert [n["value"] for n in gen["steps"][0]["occam"]["inputs"]] == [b, a]


# ----------------------------------------------------------------------------- pure helpers, CLI
def test_history_conversion_and_settings():
    hist = [{"role": "user", "content": [{"type": "text", "text": "What is "}, {"type": "text", "text": "2?"}]},
            {"role": "assistant", "content": [{"type": "file", "file": {"path": "x.png"}},
                                              {"type": "text", "text": "2"}]},
            {"role": "user", "content": "plain"}]
    assert C.to_messages(hist) == [{"role": "user", "content": "What is 2?"}, {"role": "assistant", "content": "2"},
                                   {"role": "user", "content": "plain"}]
    assert C.cap_message("a\x00b") == ("ab", [])
    cut, notes = C.cap_message("x" * 10 + " 123456 789", limit=9)
    assert cut == "789" and "21 characters" in notes[0] and "last 3" in notes[0]  # never half a number
    with pytest.raises(ValueError, match="empty"):
        C.cap_message(" \t")
    with pytest.raises(ValueError, match="text"):
        C.cap_message(None)
    assert C.check_settings() == C.DEFAULTS
    for bad in (dict(max_new_tokens=10**6), dict(temperature=-1), dict(top_p=0), dict(switch_threshold=2),
                dict(temperature="hot")):
        with pytest.raises(ValueError):
            C.check_settings(**bad)


def test_cli_reads_space_environment(monkeypatch):
    from app.cli import parse_args

    for var in ("SPACE_ID", "GRADIO_SERVER_PORT", "OCCAM_MODEL", "OCCAM_CHECKPOINT", "OCCAM_4BIT", "OCCAM_THREADS"):
        monkeypatch.delenv(var, raising=False)
    a = parse_args([])
    assert (a.host, a.port, a.model, a.checkpoint, a.load_in_4bit, a.share) == (
        "127.0.0.1", 7860, None, None, False, False)
    monkeypatch.setenv("SPACE_ID", "user/occamllm")
    monkeypatch.setenv("OCCAM_MODEL", "meta-llama/Llama-3.1-8B-Instruct")
    monkeypatch.setenv("OCCAM_CHECKPOINT", "/ckpt")
    monkeypatch.setenv("OCCAM_4BIT", "1")
    a = parse_args([])
    assert (a.host, a.model, a.checkpoint, a.load_in_4bit) == (
        "0.0.0.0", "meta-llama/Llama-3.1-8B-Instruct", "/ckpt", True)
    assert parse_args(["--host", "10.0.0.1", "--port", "9000", "--share"]).port == 9000


def test_checkpoint_loads_through_cli_and_module_runs(backbone, tmp_path, monkeypatch):
    from app.cli import load_model, parse_args
    from app.ui import info_markdown

    import torch

    ckpt = save_checkpoint(backbone, tmp_path / "ckpt", op="add", switch_bias=8.0)
    threads = torch.get_num_threads()
    try:
        model = load_model(parse_args(["--checkpoint", str(ckpt)]))
    finally:
        torch.set_num_threads(threads)  # loading sets torch's global thread count
    assert model.checkpoint == ckpt and ckpt.name in info_markdown(model)
    assert str(ckpt.parent) not in info_markdown(model)  # the page never shows the server's paths
    res = C.generate_json(model, "What is 20 + 22?", C.check_settings(max_new_tokens=4))
    assert res["text"].startswith("42") and res["checkpoint"] == str(ckpt)
    help_text = subprocess.run([sys.executable, "-m", "app", "--help"], cwd=ROOT, capture_output=True, text=True,
                               timeout=120)
    assert help_text.returncode == 0 and "--load-in-4bit" in help_text.stdout and "--checkpoint" in help_text.stdout


def test_users_choose_between_decoder_sets_on_one_backbone(backbone):
    """Two decoder sets (e.g. one- and two-layer OccamNet) share one backbone; the choice is per request
    and the inspector of a run uses the OccamNet that generated it."""
    models = {"times": scripted_model(backbone, fire_at={0}, op="mul"),
              "plus": scripted_model(backbone, fire_at={0}, op="add")}
    assert models["times"].backbone is models["plus"].backbone
    demo = build_demo(models)
    port = free_port()
    demo.queue().launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True,
                        **launch_kwargs())
    try:
        client = Client(f"http://127.0.0.1:{port}/", verbose=False)
        q = "What is 20 and 22?"
        plus = client.predict(message=q, max_new_tokens=4, decoders="plus", api_name="/generate")
        times = client.predict(message=q, max_new_tokens=4, api_name="/generate")  # the first is the default
        assert plus["text"].startswith("42") and plus["decoders"] == "plus"
        assert times["text"].startswith("440") and times["decoders"] == "times"
        with pytest.raises(Exception, match="unknown decoders"):
            client.predict(message=q, max_new_tokens=4, decoders="nope", api_name="/generate")
        job = client.submit(q, [], 4, 0.0, 1.0, 0.5, True, False, "plus", api_name="/chat")
        assert text(list(job)[-1][1][-1]["content"]).startswith("42")
        client.close()
    finally:
        demo.close()


def test_shipped_checkpoints_are_found_for_their_base_model():
    from occam.model import describe, shipped_checkpoints

    found = shipped_checkpoints("HuggingFaceTB/SmolLM2-135M-Instruct")
    assert found and found[0].name == "smollm2-135m-instruct"  # the paper's one-layer set first
    for path in found:
        assert json.loads((path / "config.json").read_text())["base_model"] == "SmolLM2-135M-Instruct"
    assert shipped_checkpoints("meta-llama/Meta-Llama-3-8B-Instruct") == []
    from occam.decoders import OccamDecoders

    assert describe(OccamDecoders.from_pretrained(found[0])).startswith("1 layer · 10 primitives")
    assert [p.name for p in found] == ["smollm2-135m-instruct", "smollm2-135m-instruct-2layer",
                                       "smollm2-135m-instruct-2layer-fn"]
    assert describe(OccamDecoders.from_pretrained(found[1])) == "2 layers · + - * / · 4 inputs"
    assert describe(OccamDecoders.from_pretrained(found[2])) == "2 layers · 10 primitives · 4 inputs"


# ----------------------------------------------------------------------------- issue 15 / 19
def test_generate_refuses_bad_decoders_abstention_and_overrides_with_a_message(url):
    from gradio_client.exceptions import AppError

    client = Client(url, verbose=False)
    for kw, match in ((dict(decoders=["x"]), "unknown decoders"), (dict(abstention="maybe"), "abstention"),
                      (dict(overrides=[{"step": -1}]), "step"), (dict(overrides=[{"step": 0, "function": "x0 % x1"}]),
                                                                  "no function")):
        with pytest.raises(AppError, match=match):  # was TypeError: unhashable on the server, {"error": null} here
            client.predict(message="What is 6 * 7?", max_new_tokens=2, api_name="/generate", **kw)
    assert client.predict(message="What is 6 * 7?", max_new_tokens=2, api_name="/generate")["text"].startswith("42")


def test_generate_takes_abstention_and_what_if_overrides(url):
    client = Client(url, verbose=False)
    q = "What is 6 * 7?"
    base = client.predict(message=q, max_new_tokens=6, abstention="paper", api_name="/generate")
    assert base["text"].startswith("42") and not base["steps"][0]["forced"]
    plus = client.predict(message=q, max_new_tokens=6, api_name="/generate",
                          overrides=[{"step": 0, "source": "occamnet", "function": "x0 + x1"}])
    s = plus["steps"][0]
    assert s["forced"] and s["source"] == "occamnet" and s["occam"]["output_text"] == "13"
    assert plus["overrides"] == [{"step": 0, "source": "occamnet", "function": "x0 + x1", "inputs": None}]
    llm = client.predict(message=q, max_new_tokens=6, api_name="/generate", overrides=[{"step": 0, "source": "llm"}])
    assert llm["steps"][0]["source"] == "llm" and llm["steps"][0]["forced"] and not llm["text"].startswith("42")


def test_every_example_is_answered_right_by_the_shipped_checkpoint(backbone):
    from app.ui import EXAMPLES
    from occam.model import OccamLLM

    model = OccamLLM.from_pretrained(backbone=backbone)  # the app's default: the router over the shipped networks
    assert len(model.networks) == 3
    for prompt, expected in EXAMPLES:
        r = C.generate_json(model, prompt, C.check_settings(max_new_tokens=40))
        occ = [s for s in r["steps"] if s["source"] == "occamnet"]
        if expected is None:  # no OccamNet number may appear
            assert not occ, (prompt, r["text"])
        else:
            assert occ and math.isclose(occ[0]["occam"]["value"], expected, rel_tol=1e-9), (prompt, r["text"])
            assert r["text"].strip().startswith(occ[0]["occam"]["output_text"]), (prompt, r["text"])
    assert any(p == "What is the square root of -16?" and e is None for p, e in EXAMPLES)
    two_ops = C.generate_json(model, "What is 12 + 7 * 3?", C.check_settings(max_new_tokens=8))
    assert [s["occam"]["network"] for s in two_ops["steps"] if s["source"] == "occamnet"] == [1]
    mixed = C.generate_json(model, "What is sqrt(49) + 2^5?", C.check_settings(max_new_tokens=8))
    assert [s["occam"]["network"] for s in mixed["steps"] if s["source"] == "occamnet"] == [2]
    hall = next(p for p, _ in EXAMPLES if "concert hall" in p)  # the turned difference the inspector explains
    turned = [s["occam"] for s in C.generate_json(model, hall, C.check_settings(max_new_tokens=8))["steps"]
              if s["source"] == "occamnet"]
    assert turned[0]["turned_from"] == "875 - 1,200" and turned[0]["expression_with_values"] == "1,200 - 875"
    paint = next(p for p, _ in EXAMPLES if "Paint" in p)  # the operation read from the story's words
    read = [s["occam"] for s in C.generate_json(model, paint, C.check_settings(max_new_tokens=8))["steps"]
            if s["source"] == "occamnet"]
    assert read[0]["read_by"] == "story" and read[0]["reread_from"] == "18.40 / 6"
    assert read[0]["expression_with_values"] == "18.40 * 6"
    sofia = next(p for p, _ in EXAMPLES if "Sofia" in p)  # two steps: the story reader's plan, by network 1
    planned = C.generate_json(model, sofia, C.check_settings(max_new_tokens=8))
    occ = [s["occam"] for s in planned["steps"] if s["source"] == "occamnet"]
    assert [(o["network"], o["read_by"]) for o in occ] == [(1, "plan")] and planned["text"].strip() == "13.15"
    for prompt, expression in (("What is 12 squared?", "12 * 12"),
                               ("What is log base 2 of 1024?", "log(1024) / log(2)")):
        worded = C.generate_json(model, prompt, C.check_settings(max_new_tokens=8))
        occ = [s["occam"] for s in worded["steps"] if s["source"] == "occamnet"]
        assert [(o["network"], o["expression_with_values"]) for o in occ] == [(2, expression)], worded["text"]
    four = C.generate_json(model, "What is 2^8 - 6 * 10?", C.check_settings(max_new_tokens=8))  # four numbers
    occ = [s["occam"] for s in four["steps"] if s["source"] == "occamnet"]
    assert [(o["network"], o["value"]) for o in occ] == [(2, 196.0)] and len(occ[0]["inputs"]) == 4, four["text"]
    # a hexadecimal error code is no product ("0x80070005" was answered 0 by the two-layer network)
    hexa = C.generate_json(model, "What does error code 0x80070005 mean on Windows?", C.check_settings(max_new_tokens=8))
    assert not [s for s in hexa["steps"] if s["source"] == "occamnet"], hexa["text"]


def test_app_command_errors_are_one_line(tmp_path):
    bad = tmp_path / "truncated"
    bad.mkdir()
    src = ROOT / "checkpoints" / "smollm2-135m-instruct"
    (bad / "config.json").write_text((src / "config.json").read_text())
    (bad / "model.safetensors").write_bytes((src / "model.safetensors").read_bytes()[:100_000])
    env = dict(os.environ, HF_HUB_OFFLINE="1")
    for args in (["--checkpoint", str(bad)], ["--model", "no-such-org/no-such-model"]):
        p = subprocess.run([sys.executable, "-m", "app", *args, "--port", str(free_port())], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=300)
        errors = [line for line in p.stderr.splitlines() if line.startswith("error:")]
        assert p.returncode == 2 and len(errors) == 1 and "Traceback" not in p.stderr, p.stderr[-2000:]


def test_the_app_loads_the_router_first_then_each_network(backbone, monkeypatch):
    from app import cli
    from app.ui import info_markdown
    from occam.model import OccamLLM

    monkeypatch.setattr(cli, "load_model", lambda args: OccamLLM.from_pretrained(backbone=backbone))
    models = cli.load_models(cli.parse_args([]))
    labels = list(models)
    assert labels[0].startswith("router") and len(labels) == 4
    router = models[labels[0]]
    assert [m.networks for m in list(models.values())[1:]] == [(d,) for d in router.networks]
    assert "router" in info_markdown(router) and "smollm2-135m-instruct-2layer" in info_markdown(router)


def test_the_app_builds_the_function_tables_in_the_background(backbone):
    from app import cli
    from occam.model import OccamLLM

    model = OccamLLM.from_pretrained(backbone=backbone)
    models = {"router": model, **{str(i): model.single(i) for i in range(len(model.networks))}}
    deep = [d.net for d in model.networks if d.config.occamnet.depth > 1]
    assert len(deep) == 2 and not any("function_table" in vars(n) for n in deep)
    thread = cli.warm_function_tables(models)
    thread.join(timeout=300)
    assert not thread.is_alive() and thread.daemon
    assert all("function_table" in vars(n) for n in deep)  # the inspector's first click does not build it
