"""The app's pure rendering: transcript pieces, timeline, heatmaps, DAGs and the inspector.

Traces come from real generations of the default model with hand-set decoders (the switch fires
at chosen steps, OccamNet picks a chosen operation), plus a few hand-made steps for exact spans.
"""
import math

import numpy as np
import plotly.graph_objects as go
import pytest
import torch

from app import inspector, render
from helpers import scripted_model
from occam.config import OccamNetConfig
from occam.generation import MAX_PLAN_STEPS, NumberRef, OccamTrace, Step
from occam.occamnet import OccamNet

MUL = [{"role": "user", "content": "What is 1234567 * 7654321?"}]


@pytest.fixture(scope="module")
def mul_run(backbone):
    """The switch fires at step 0 and after "= ": OccamNet multiplies the prompt's numbers, then the
    LLM writes "1234567 * 7654321 = " and OccamNet multiplies the numbers the LLM just wrote."""
    model = scripted_model(backbone, fire_at={0}, fire_after=("= ",), op="mul")
    return model, model.generate(MUL, max_new_tokens=48, trace_all=True)


def covered(pieces, text):
    return "".join(p.text for p in pieces) == text


def label_at(pieces, part, i):
    hits = [p for p in pieces if p.part == part and p.start <= i < p.end]
    assert len(hits) == 1, (part, i, hits)
    return hits[0].label


# ----------------------------------------------------------------------------- transcript
def test_every_char_in_exactly_one_labelled_piece(mul_run):
    _, res = mul_run
    prompt = MUL[0]["content"]
    pieces = render.transcript_pieces(prompt, 0, res.steps)
    assert covered(pieces, prompt + "\n\n" + res.text)
    assert all(p.label in render.COLOR_MAP for p in pieces) and all(p.text for p in pieces)
    for part, text in (("prompt", prompt), ("answer", res.text)):
        own = [p for p in pieces if p.part == part and p.end > p.start]
        assert "".join(text[p.start:p.end] for p in own) == text
        assert [p.text for p in own] == [text[p.start:p.end] for p in own]
        for i in range(len(text)):
            label_at(pieces, part, i)  # exactly one piece holds each character
    value = render.highlighted(pieces)
    assert value == [(p.text, p.label) for p in pieces]


def test_occamnet_output_green_and_inputs_purple(mul_run):
    _, res = mul_run
    prompt = MUL[0]["content"]
    pieces = render.transcript_pieces(prompt, 0, res.steps)
    first = res.steps[0]
    assert first.source == "occamnet" and first.text.startswith("9449772114007")
    green = [p for p in pieces if p.label == render.OCCAM_OUT]
    # OccamNet's output is green (cut where a later OccamNet call read the number it wrote)
    assert "".join(p.text for p in green if p.step == 0) == first.text
    assert all(res.steps[p.step].source == "occamnet" for p in green)
    # the inputs 1234567 and 7654321 are purple at chars 8-15 and 18-25 of the prompt, nothing else is
    purple = [(p.start, p.end) for p in pieces if p.part == "prompt" and p.label == render.OCCAM_IN]
    assert (8, 15) in purple and (18, 25) in purple
    for i in range(len(prompt)):
        inside = 8 <= i < 15 or 18 <= i < 25 or any(
            n.source == "prompt" and n.start <= i < n.end for s in res.steps if s.occam for n in s.occam.inputs)
        assert (label_at(pieces, "prompt", i) == render.OCCAM_IN) == inside
    # the second call read numbers the LLM wrote token by token: purple pieces, one per LLM step
    second = [st for st in res.steps if st.source == "occamnet"][1]
    spans = [(n.start, n.end) for n in second.occam.inputs]
    assert [n.source for n in second.occam.inputs] == ["output", "output"]
    for a, b in spans:
        inside = [p for p in pieces if p.part == "answer" and a <= p.start and p.end <= b]
        assert "".join(p.text for p in inside) == res.text[a:b] and len(inside) == b - a  # a digit per token
        assert {p.label for p in inside} == {render.OCCAM_IN} and len({p.step for p in inside}) == b - a
    # every number OccamNet read from the answer is purple (or green, if OccamNet wrote it)
    for st in res.steps:
        if st.source == "occamnet":
            for n in st.occam.inputs:
                if n.source == "output":
                    for i in range(n.start, n.end):
                        assert label_at(pieces, "answer", i) in (render.OCCAM_IN, render.OCCAM_OUT)
    # LLM steps are one piece each unless an input span cuts them
    for p in pieces:
        if p.part == "answer" and p.label == render.LLM:
            st = res.steps[p.step]
            assert st.source == "llm" and st.start <= p.start and p.end <= st.start + len(st.text)


def _trace(inputs, net, fn):
    w = [np.full(s, 1.0 / s[1]) for s in net.shapes]
    return OccamTrace(inputs, fn.expression(), fn.expression([n.text for n in inputs]), 3.0, "3", 0.1, w, fn)


def test_input_split_across_llm_steps_is_purple_in_both_pieces():
    net = OccamNet(OccamNetConfig())
    fn = next(iter(net.enumerate_functions()))
    # answer "x 12 y 36\n\n": the LLM wrote "x 1", "2 y", then OccamNet used "12" (chars 2-4) and prompt "3"
    refs = [NumberRef(3.0, "3", "prompt", 1, 9, 10), NumberRef(12.0, "12", "output", None, 2, 4)]
    steps = [Step(0, "x 1", [1], "llm", 0.1, start=0), Step(1, "2 y", [2], "llm", 0.2, start=3),
             Step(2, " 36\n\n", [3], "occamnet", 0.9, start=6, occam=_trace(refs, net, fn))]
    prompt = "Multiply 3 by it"
    pieces = render.transcript_pieces(prompt, 1, steps)
    assert covered(pieces, prompt + "\n\n" + "x 12 y 36\n\n")
    ans = [(p.text, p.label, p.step) for p in pieces if p.part == "answer"]
    assert ans == [("x ", "LLM", 0), ("1", "OccamNet input", 0), ("2", "OccamNet input", 1), (" y", "LLM", 1),
                   (" 36\n\n", "OccamNet output", 2)]
    assert [(p.text, p.label) for p in pieces if p.label == render.OCCAM_IN and p.part == "prompt"] == [
        ("3", "OccamNet input")]
    # an input in an earlier message is not in this transcript
    assert not any(p.label == render.OCCAM_IN for p in render.transcript_pieces(prompt, 3, steps) if p.part == "prompt")
    # steps with no text (held-back UTF-8) produce no pieces; an empty answer gives only the prompt
    assert covered(render.transcript_pieces("hi", 0, [Step(0, "", [5], "llm", 0.1)]), "hi")


# ----------------------------------------------------------------------------- figures
def test_timeline_has_dashed_threshold_and_marks_occamnet_steps(mul_run):
    _, res = mul_run
    fig = render.timeline_figure(res.steps, 0.37)
    thr = [t for t in fig.data if t.name.startswith("threshold")]
    assert len(thr) == 1 and set(thr[0].y) == {0.37} and thr[0].line.dash == "dash"
    assert list(thr[0].x) == [-0.5, len(res.steps) - 0.5] == list(fig.layout.xaxis.range)
    line = next(t for t in fig.data if t.name == "switch probability")
    assert list(line.x) == [s.index for s in res.steps]
    assert np.allclose(line.y, [s.switch_prob for s in res.steps])
    occ = next(t for t in fig.data if t.name == "OccamNet step")
    assert list(occ.x) == [s.index for s in res.steps if s.source == "occamnet"] and 0 in occ.x


@pytest.mark.parametrize("cfg", [OccamNetConfig(), OccamNetConfig(depth=2, primitives=("add", "sub", "mul", "div"))])
def test_heatmap_one_trace_per_softmax_layer_with_labels(cfg):
    net = OccamNet(cfg)
    probs = [torch.softmax(w / cfg.temperature, -1).numpy() for w in net.w_star]
    fn, _ = net.best_function(net.w_star)
    fig = render.heatmap_figure(net, probs, fn)
    heat = [t for t in fig.data if isinstance(t, go.Heatmap)]
    assert len(heat) == len(fig.data) == len(net.shapes)
    for k, (t, (rows, cols)) in enumerate(zip(heat, net.shapes)):
        assert np.asarray(t.z).shape == (rows, cols)
        assert len(t.y) == rows == len(set(t.y)) and len(t.x) == cols == len(set(t.x))  # unique labels
        assert list(t.x[: cfg.n_inputs]) == [f"x{i}" for i in range(cfg.n_inputs)]
    assert list(heat[-1].y) == ["output"]
    assert len(fig.layout.shapes) == len(fn.edges)  # the chosen function's cells are outlined
    if cfg.depth == 1:
        assert list(heat[0].y[:6]) == ["add·arg0", "add·arg1", "sub·arg0", "sub·arg1", "mul·arg0", "mul·arg1"]
        assert "sqrt·arg0" in heat[0].y and "sqrt·arg1" not in heat[0].y
        assert list(heat[1].x) == ["x0", "x1", "add", "sub", "mul", "div", "sqrt", "pow", "log", "exp", "sin", "cos"]
    else:
        assert heat[1].y[0] == "L2 add·arg0" and "L1 mul#2·arg1" in heat[0].y


def _dag_counts(fig):
    edges = [t for t in fig.data if t.meta == "edge"]
    nodes = [t for t in fig.data if t.meta == "nodes"]
    assert len(nodes) == 1
    return edges, nodes[0]


@pytest.mark.parametrize("depth", [1, 2])
def test_dag_figure_matches_function(depth):
    cfg = OccamNetConfig(depth=depth, primitives=("add", "sub", "mul", "div", "sqrt") if depth == 1 else
                         ("add", "mul", "sqrt"))
    net = OccamNet(cfg)
    rng = torch.Generator().manual_seed(0)
    logits = [torch.randn(s, generator=rng) * 2 for s in net.shapes]
    probs = [torch.softmax(w, -1).numpy() for w in logits]
    fns = list(net.enumerate_functions())[:60]
    assert any(len(set(n.children)) < len(n.children) for f in fns for n in f.nodes)  # x0 * x0 is among them
    for fn in fns:
        fig = render.dag_figure(net, fn, probs)
        edges, nodes = _dag_counts(fig)
        assert len(edges) == sum(len(n.children) for n in fn.nodes) == fn.to_networkx().number_of_edges()
        assert len(nodes.x) == len(fn.nodes)
        assert sorted(nodes.text) == sorted(d["label"] for _, d in fn.to_networkx().nodes(data=True))
        for e in edges:  # width grows with the probability of the edge's softmax choice
            p = float(e.text[0].rsplit("p = ", 1)[1])
            assert e.line.width == pytest.approx(1 + 7 * p, abs=0.01)
    fn = fns[-1]
    grid = render.dags_figure(net, [(fn, "a"), (fns[0], "b"), (fns[1], "c")], probs)
    assert sum(t.meta == "nodes" for t in grid.data) == 3


# ----------------------------------------------------------------------------- inspector
def test_inspector_for_occamnet_step(mul_run):
    model, res = mul_run
    net = model.decoders.net
    pieces = render.transcript_pieces(MUL[0]["content"], 0, res.steps)
    green = next(p for p in pieces if p.label == render.OCCAM_OUT)
    ins = inspector.inspect_piece([net], green, res.steps, 0.5, 0)
    md = ins.markdown
    assert "Step 0" in md and "x0 * x1" in md and "1234567 * 7654321" in md and "9449772114007" in md
    assert "prompt, chars 8-15" in md and "prompt, chars 18-25" in md
    heat = [t for t in ins.heatmap.data if isinstance(t, go.Heatmap)]
    assert [np.asarray(t.z).shape for t in heat] == [tuple(s) for s in net.shapes]
    assert sum(t.meta == "nodes" for t in ins.sampled_dags.data) == 3
    edges, nodes = _dag_counts(ins.chosen_dag)
    assert len(edges) == 2 and len(nodes.x) == 3
    top = ins.top
    assert len(top) == 10 and top[0][1] == "x0 * x1" and top[0][4] == "9449772114007"
    probs = [float(r[3]) for r in top]
    assert probs == sorted(probs, reverse=True) and probs[0] > 0.99
    # same click, same samples
    again = inspector.inspect_piece([net], green, res.steps, 0.5, 0)
    assert [t.text for t in again.sampled_dags.data if t.meta == "nodes"] == [
        t.text for t in ins.sampled_dags.data if t.meta == "nodes"]


def test_inspector_for_llm_and_prompt_pieces(mul_run):
    model, res = mul_run
    net = model.decoders.net
    pieces = render.transcript_pieces(MUL[0]["content"], 0, res.steps)
    llm = next(p for p in pieces if p.part == "answer" and res.steps[p.step].source == "llm")
    ins = inspector.inspect_piece([net], llm, res.steps, 0.5, 0)
    assert "Had OccamNet written this step" in ins.markdown and ins.heatmap is not None and len(ins.top) == 10
    assert f"{res.steps[llm.step].switch_prob:.3f}" in ins.markdown
    word = next(p for p in pieces if p.part == "prompt" and p.label == render.PROMPT)
    ins = inspector.inspect_piece([net], word, res.steps, 0.5, 0)
    assert "message you sent" in ins.markdown and ins.heatmap is None and ins.top == []
    num = next(p for p in pieces if p.part == "prompt" and p.label == render.OCCAM_IN)
    assert "x0 of step 0" in inspector.inspect_piece([net], num, res.steps, 0.5, 0).markdown


def test_logits_from_probs_roundtrip_and_code_spans():
    net = OccamNet(OccamNetConfig(temperature=2.0))
    w = [torch.randn(s) for s in net.shapes]
    probs = [torch.softmax(x / 2.0, -1).numpy() for x in w]
    back = inspector.logits_from_probs(net, probs)
    for p, lg in zip(probs, back):
        assert np.allclose(torch.softmax(lg / 2.0, -1).numpy(), p, atol=1e-6)
    assert net.best_function(back)[0].edges == net.best_function(w)[0].edges
    # text with backticks, newlines or HTML stays inside one code span
    s = inspector.code("a``b\n<script>")
    assert s.startswith("``` ") and s.endswith(" ```") and "\n" not in s
    assert "|" not in inspector.code("1|2", table=True)
    assert math.isclose(float(inspector.fmt_value(2.5)), 2.5) and inspector.fmt_value(3.0) == "3"


# ----------------------------------------------------------------------------- issue 19 defects
def test_one_step_timeline_has_a_real_axis_and_threshold_line():
    steps = [Step(0, "42\n\n", [1], "occamnet", 0.99, occam=None)]
    fig = render.timeline_figure(steps, 0.5)
    thr = next(t for t in fig.data if t.name.startswith("threshold"))
    lo, hi = fig.layout.xaxis.range
    assert hi - lo >= 1 and list(thr.x) == [lo, hi] and lo < 0 < hi  # was [0, 0]: a line of zero length


def test_dag_operator_labels_sit_inside_their_markers_not_under_edges():
    net = OccamNet(OccamNetConfig(depth=2, n_inputs=4, primitives=("add", "sub", "mul", "div")))
    fn = next(f for f in net.enumerate_functions() if [n.op for n in f.nodes if n.op != "x"] == ["mul", "add"])
    probs = [np.full(s, 1.0 / s[1]) for s in net.shapes]
    nodes = next(t for t in render.dag_figure(net, fn, probs, values=["1", "2", "3", "4"]).data if t.meta == "nodes")
    ops = [(lab, pos) for lab, pos in zip(nodes.text, nodes.textposition) if "=" not in lab]
    assert sorted(lab for lab, _ in ops) == ["*", "+"]  # the inner "*" was hidden under the edge to "+"
    assert all(pos == "middle center" for _, pos in ops)  # was "top center", where the edge to the parent runs
    assert all(pos == "middle left" for lab, pos in zip(nodes.text, nodes.textposition) if "=" in lab)


def test_heatmap_numbers_fit_narrow_cells():
    net = OccamNet(OccamNetConfig(depth=2, n_inputs=4, primitives=("add", "sub", "mul", "div")))
    probs = [torch.softmax(torch.randn(s) * 4, -1).numpy() for s in net.shapes]
    fig = render.heatmap_figure(net, probs)
    out = fig.data[-1]
    assert len(out.x) == 16 and out.textfont.size <= 8  # the output layer: 16 sources
    for t in fig.data:
        z = np.asarray(t.z)
        text = np.asarray(t.text)
        assert ((text == "") == (z < 0.005)).all()  # no "0.00" clutter
    assert render.cell_text(0.996) == "1" and render.cell_text(0.5) == ".50" and render.cell_text(0.001) == ""


def test_two_layer_top_functions_are_ten_distinct_rows():
    net = OccamNet(OccamNetConfig(depth=2, n_inputs=4, primitives=("add", "sub", "mul", "div")))
    fn = next(f for f in net.enumerate_functions() if f.expression() == "x2 * x3")
    # sharp weights: sampling finds only the chosen function (the table showed one row)
    logits = [torch.full(s, -8.0) for s in net.shapes]
    for k, r, c in fn.edges:
        logits[k][r, c] = 8.0
    probs = [torch.softmax(w, -1).numpy() for w in logits]
    refs = [NumberRef(float(v), str(v), "prompt", 0, 2 * i, 2 * i + 1) for i, v in enumerate((1, 2, 3, 4))]
    trace = OccamTrace(refs, fn.expression(), "3 * 4", 12.0, "12", 0.99, probs, fn)
    rows = inspector.top_rows(net, trace)
    assert len(rows) == 10 and rows[0][1] == "x2 * x3" and rows[0][4] == "12"
    assert len({r[1] for r in rows}) == 10
    p = [float(r[3]) for r in rows]
    assert p == sorted(p, reverse=True)
    want = {r[1] for r in rows}
    best = {}
    lg = inspector.logits_from_probs(net, probs)
    for f in net.enumerate_functions():
        e = f.expression()
        if e in want:
            best[e] = max(best.get(e, 0.0), math.exp(net.log_prob(lg, f)))
    for r in rows:  # each probability is the exact one of the most probable DAG of that expression
        assert float(r[3]) == pytest.approx(best[r[1]], rel=1e-2)


def test_abstention_reads_as_one_story_with_both_probabilities():
    net = OccamNet(OccamNetConfig())
    fn = next(f for f in net.enumerate_functions() if f.expression() == "sqrt(x1)")
    refs = [NumberRef(-16.0, "-16", "prompt", 0, 27, 30)]
    w = [np.full(s, 1.0 / s[1]) for s in net.shapes]
    trace = OccamTrace(refs, "sqrt(x1)", "sqrt(-16)", None, None, 0.87, w, fn, "invalid result", 1)
    step = Step(0, "The", [1], "llm", 0.97, alternative=trace, fallback=True, abstention="invalid")
    md = inspector.step_markdown(step, 0.5, 0)
    assert "OccamNet abstained" in md and "0.970" in md and "0.87" in md  # the switch's and the function's
    assert "Had the switch fired" not in md and "Had OccamNet" not in md  # no contradiction
    pieces = render.transcript_pieces("What is the square root of -16?", 0, [step])
    assert [p.label for p in pieces if p.part == "answer"] == [render.ABSTAINED]  # visible in the transcript
    assert "abstained" in inspector.answer_summary([step], 0.5).lower()
    ok = Step(0, " 4", [2], "occamnet", 0.99, occam=OccamTrace(refs, "sqrt(x1)", "sqrt(16)", 4.0, "4", 0.93, w, fn,
                                                                input_offset=1))
    assert "confidence **0.93**" in inspector.answer_summary([ok], 0.5)  # an OccamNet number shows its confidence
    assert "confidence **0.93**" in inspector.step_markdown(ok, 0.5, 0)
    forced = Step(0, " 4", [2], "occamnet", 0.01, occam=ok.occam, forced=True)
    assert "What-if" in inspector.step_markdown(forced, 0.5, 0)
    assert [p.label for p in render.transcript_pieces("q 16", 0, [forced]) if p.part == "answer"] == [render.FORCED]


def test_every_abstention_reason_is_explained():
    from occam.abstention import REASONS

    assert set(inspector.REASON_TEXT) == set(REASONS)
    net = OccamNet(OccamNetConfig())
    fn = next(f for f in net.enumerate_functions() if f.expression() == "x0 - x1")
    refs = [NumberRef(6.0, "6", "prompt", 0, 17, 18), NumberRef(15.0, "15", "prompt", 0, 19, 21)]
    w = [np.full(s, 1.0 / s[1]) for s in net.shapes]
    trace = OccamTrace(refs, "x0 - x1", "6 - 15", -9.0, "-9", 0.99, w, fn)
    for reason, clause in (("notation", "clock time"), ("misnamed", "applies none of those it names")):
        step = Step(0, "The", [1], "llm", 0.97, alternative=trace, fallback=True, abstention=reason)
        md = inspector.step_markdown(step, 0.5, 0)
        assert f"**OccamNet abstained** ({inspector.code(reason)})" in md and clause in md and "6 - 15" in md


def test_a_turned_difference_says_so_in_the_inspector_and_survives_a_saved_trace(mul_run):
    import dataclasses
    import json

    from app.traces import step_from_dict

    model, res = mul_run
    net = model.decoders.net
    first = res.steps[0]
    turned = dataclasses.replace(first, occam=dataclasses.replace(first.occam, turned_from="7654321 * 1234567"))
    steps = [turned, *res.steps[1:]]
    pieces = render.transcript_pieces(MUL[0]["content"], 0, steps)
    green = next(p for p in pieces if p.label == render.OCCAM_OUT)
    md = inspector.inspect_piece([net], green, steps, 0.5, 0).markdown
    assert "**Turned:**" in md and "7654321 * 1234567" in md
    plain = inspector.inspect_piece([net], green, res.steps, 0.5, 0).markdown
    assert "Turned" not in plain
    back = step_from_dict(json.loads(json.dumps(turned.to_dict())), [net], 0)
    assert back.occam.turned_from == "7654321 * 1234567" and step_from_dict(first.to_dict(), [net], 0).occam.turned_from is None


def test_a_reread_operation_says_who_chose_it_and_survives_a_saved_trace(mul_run):
    import dataclasses
    import json

    from app.traces import TraceError, step_from_dict

    model, res = mul_run
    net = model.decoders.net
    first = res.steps[0]
    read = dataclasses.replace(first, occam=dataclasses.replace(
        first.occam, prob=2e-9, reread_from="1234567 - 7654321", reread_from_prob=0.97, read_by="named"))
    steps = [read, *res.steps[1:]]
    green = next(p for p in render.transcript_pieces(MUL[0]["content"], 0, steps) if p.label == render.OCCAM_OUT)
    md = inspector.inspect_piece([net], green, steps, 0.5, 0).markdown
    assert "**Read from the words:**" in md and "1234567 - 7654321" in md and "the question names" in md
    assert "confidence **2e-09**" not in md  # the words chose it: no near-zero "confidence" on a green number
    summary = inspector.answer_summary(steps, 0.5)
    assert "read from the question's words (named" in summary
    back = step_from_dict(json.loads(json.dumps(read.to_dict())), [net], 0)
    assert (back.occam.reread_from, back.occam.reread_from_prob, back.occam.read_by) == (
        "1234567 - 7654321", 0.97, "named")
    bad = json.loads(json.dumps(read.to_dict()))
    bad["occam"]["read_by"] = "oracle"
    with pytest.raises(TraceError, match="read_by"):
        step_from_dict(bad, [net], 0)


def test_a_planned_expression_says_the_story_reader_wrote_it_and_shows_each_input_in_the_question(mul_run):
    import dataclasses
    import json

    from app.traces import step_from_dict

    model, res = mul_run
    net = model.decoders.net
    first = res.steps[0]
    planned = dataclasses.replace(first, occam=dataclasses.replace(
        first.occam, reread_from="1234567 + 7654321", reread_from_prob=0.4, read_by="plan"))
    steps = [planned, *res.steps[1:]]
    question = MUL[0]["content"]
    green = next(p for p in render.transcript_pieces(question, 0, steps) if p.label == render.OCCAM_OUT)
    md = inspector.inspect_piece([net], green, steps, 0.5, 0, question=question).markdown
    assert "**Read from the words:**" in md and "story reader" in md and "1234567 + 7654321" in md
    # each input in its place in the question, the number in bold, the question's own markdown escaped
    assert "| in the question |" in md and "What is **1234567** \\* 7654321?" in md
    assert "What is 1234567 \\* **7654321**?" in md
    back = step_from_dict(json.loads(json.dumps(planned.to_dict())), [net], 0)
    assert back.occam.read_by == "plan"
    # the one step of a story's two quantities (occam.one_step) says so, and round-trips too
    step = dataclasses.replace(first, occam=dataclasses.replace(
        first.occam, reread_from="7654321 - 1234567", reread_from_prob=0.3, read_by="step"))
    steps = [step, *res.steps[1:]]
    green = next(p for p in render.transcript_pieces(question, 0, steps) if p.label == render.OCCAM_OUT)
    md = inspector.inspect_piece([net], green, steps, 0.5, 0, question=question).markdown
    assert "**Read from the words:**" in md and "two quantities" in md and "7654321 - 1234567" in md
    assert step_from_dict(json.loads(json.dumps(step.to_dict())), [net], 0).occam.read_by == "step"


def test_in_context_escapes_markdown_and_html_around_the_number():
    text = "Buy **3** <b>cups</b> at $2.50 [each](http://x) please"
    at = text.index("2.50")
    shown = inspector.in_context(text, at, at + 4)
    assert "**2\\.50**" in shown and "<b>" not in shown and "\\[each\\]" in shown and "\\$" in shown


def test_a_word_s_implied_number_is_shown_at_the_word_and_coloured_as_an_input():
    net = OccamNet(OccamNetConfig())
    fn = next(f for f in net.enumerate_functions() if f.expression() == "x0 * x1")
    prompt = "Twice a number is 18."
    refs = [NumberRef(2.0, "Twice", "implied", 0, 0, 5), NumberRef(18.0, "18", "prompt", 0, 18, 20)]
    trace = _trace(refs, net, fn)
    md = inspector.trace_markdown(trace, 0, prompt)
    assert "the word 'Twice' (2), chars 0-5" in md and "**Twice**" in md
    steps = [Step(0, "36", [1], "occamnet", 0.9, start=0, occam=trace)]
    marked = [(p.text, p.label) for p in render.transcript_pieces(prompt, 0, steps) if p.part == "prompt"]
    assert ("Twice", render.OCCAM_IN) in marked and ("18", render.OCCAM_IN) in marked


def test_numbers_a_plan_set_apart_are_named_and_round_trip_with_implied_inputs(mul_run):
    import dataclasses
    import json

    from app.traces import TraceError, step_from_dict

    model, res = mul_run
    net = model.decoders.net
    first = res.steps[0]
    refs = [dataclasses.replace(first.occam.inputs[0], source="implied"), *first.occam.inputs[1:]]
    planned = dataclasses.replace(first, occam=dataclasses.replace(
        first.occam, inputs=refs, read_by="plan", set_apart=("16",)))
    steps = [planned, *res.steps[1:]]
    green = next(p for p in render.transcript_pieces(MUL[0]["content"], 0, steps) if p.label == render.OCCAM_OUT)
    md = inspector.inspect_piece([net], green, steps, 0.5, 0).markdown
    assert "**Set apart:** ` 16 `" in md
    back = step_from_dict(json.loads(json.dumps(planned.to_dict())), [net], 0)
    assert back.occam.set_apart == ("16",) and back.occam.inputs[0].source == "implied"
    bad = json.loads(json.dumps(planned.to_dict()))
    bad["occam"]["set_apart"] = "16"
    with pytest.raises(TraceError, match="set_apart"):
        step_from_dict(bad, [net], 0)


def test_two_steps_show_the_first_and_round_trip(mul_run):
    import dataclasses
    import json

    from app.traces import TraceError, step_from_dict

    model, res = mul_run
    net = model.decoders.net
    first = res.steps[0]
    inner = dataclasses.replace(first.occam, read_by="plan")
    step_ref = NumberRef(inner.value, inner.output_text, "step", None, 0, 0)
    outer = dataclasses.replace(first.occam, read_by="plan", first_step=inner,
                                inputs=[step_ref, *first.occam.inputs[1:]])
    two = dataclasses.replace(first, occam=outer)
    steps = [two, *res.steps[1:]]
    question = MUL[0]["content"]
    green = next(p for p in render.transcript_pieces(question, 0, steps) if p.label == render.OCCAM_OUT)
    md = inspector.inspect_piece([net], green, steps, 0.5, 0, question=question).markdown
    assert "**Two OccamNet steps:**" in md and inner.expression_with_values in md
    assert "OccamNet's earlier step (below)" in md
    back = step_from_dict(json.loads(json.dumps(two.to_dict())), [net], 0)
    assert back.occam.first_step.output_text == inner.output_text and back.occam.inputs[0].source == "step"
    # a chain of steps (each step's first_step the one before it) round-trips and is shown in order, up to MAX_PLAN_STEPS
    three = dataclasses.replace(two, occam=dataclasses.replace(outer, first_step=dataclasses.replace(
        inner, first_step=dataclasses.replace(inner, expression_with_values="x-first"))))
    back3 = step_from_dict(json.loads(json.dumps(three.to_dict())), [net], 0)
    assert back3.occam.first_step.first_step.expression_with_values == "x-first"
    md3 = inspector.inspect_piece([net], green, [three, *res.steps[1:]], 0.5, 0, question=question).markdown
    line = next(x for x in md3.splitlines() if "**Three OccamNet steps:**" in x)
    assert line.index("x-first") < line.index("; then") < line.index(inner.expression_with_values, line.index("; then"))
    nested = json.loads(json.dumps(two.to_dict()))
    base, link = json.dumps(nested["occam"]["first_step"]), nested["occam"]
    for _ in range(MAX_PLAN_STEPS):  # one step more than a plan may take
        link["first_step"] = json.loads(base)
        link = link["first_step"]
    with pytest.raises(TraceError, match=f"more than {MAX_PLAN_STEPS} steps"):
        step_from_dict(nested, [net], 0)
