"""Pure rendering: generation records -> highlighted transcript pieces and plotly figures.

Nothing here touches Gradio or the language model: every function takes plain records
(:class:`occam.generation.Step`, :class:`occam.generation.OccamTrace`, an
:class:`occam.occamnet.OccamNet`) and returns data, so it is tested without a browser.
"""
from __future__ import annotations

import bisect
import html
import re
from dataclasses import dataclass
from typing import Literal, Sequence

import numpy as np
import plotly.graph_objects as go
from plotly.subplots import make_subplots

PROMPT, LLM, OCCAM_OUT, OCCAM_IN = "prompt", "LLM", "OccamNet output", "OccamNet input"
ABSTAINED = "OccamNet abstained"  # the switch fired, OccamNet declined, the LLM wrote the token
FORCED = "what-if (forced)"  # a step decided by an Override
COLOR_MAP = {PROMPT: "#e5e7eb", LLM: "#bfdbfe", OCCAM_OUT: "#86efac", OCCAM_IN: "#d8b4fe", ABSTAINED: "#fdba74",
             FORCED: "#fde047"}
GREEN, PURPLE, BLUE, RED, ORANGE = "#16a34a", "#9333ea", "#2563eb", "#dc2626", "#ea580c"


@dataclass(frozen=True)
class Piece:
    """One clickable token of the transcript: ``text`` sits at ``[start, end)`` of the prompt or the
    answer; ``step`` is the generation step that wrote it (answer pieces only)."""

    text: str
    label: str
    part: Literal["prompt", "answer"]
    start: int
    end: int
    step: int | None = None


# ----------------------------------------------------------------------------- transcript
def input_spans(steps: Sequence, prompt_message: int) -> dict[str, list[tuple[int, int, int, int]]]:
    """Character spans of every number fed to OccamNet at an OccamNet step, as
    ``{"prompt": [(start, end, step, slot)], "answer": [...]}``. Numbers in earlier messages than
    ``prompt_message`` are not part of the transcript and are left out."""
    out: dict[str, list[tuple[int, int, int, int]]] = {"prompt": [], "answer": []}
    for st in steps:
        if st.source != "occamnet" or st.occam is None:
            continue
        for slot, n in enumerate(st.occam.inputs, start=st.occam.input_offset):
            if n.source == "output":
                out["answer"].append((n.start, n.end, st.index, slot))
            elif n.message == prompt_message:
                out["prompt"].append((n.start, n.end, st.index, slot))
    return out


_WORD = re.compile(r"\S+\s*|\s+")


def _cut(text: str, cuts: set[int]) -> list[tuple[int, int]]:
    pts = sorted({0, len(text), *(c for c in cuts if 0 < c < len(text))})
    return [(a, b) for a, b in zip(pts, pts[1:]) if b > a]


def _inside(spans: list[tuple[int, int, int, int]], a: int, b: int) -> bool:
    return any(s <= a and b <= e for s, e, *_ in spans)


def prompt_pieces(prompt: str, spans: list[tuple[int, int, int, int]]) -> list[Piece]:
    """The prompt split into words (whitespace kept with the word before), with every OccamNet
    input number as a piece of its own."""
    cuts = {c for s, e, *_ in spans for c in (s, e)}
    pieces = []
    for a, b in _cut(prompt, cuts):
        if _inside(spans, a, b):
            pieces.append(Piece(prompt[a:b], OCCAM_IN, "prompt", a, b))
            continue
        for m in _WORD.finditer(prompt, a, b):
            pieces.append(Piece(m.group(), PROMPT, "prompt", m.start(), m.end()))
    return pieces


def answer_pieces(steps: Sequence, spans: list[tuple[int, int, int, int]]) -> list[Piece]:
    """The answer split at step boundaries and at OccamNet input spans. An OccamNet step is one
    piece (green); LLM text inside an input span is purple; other LLM text is one piece per step. A
    step where OccamNet abstained is orange, a step forced by a what-if yellow."""
    steps = [s for s in steps if s.text]
    if not steps:
        return []
    text = "".join(s.text for s in steps)
    starts = [s.start - steps[0].start for s in steps]
    cuts = set(starts) | {c for s, e, *_ in spans for c in (s, e)}
    pieces = []
    for a, b in _cut(text, cuts):
        st = steps[bisect.bisect_right(starts, a) - 1]
        if getattr(st, "forced", False):
            label = FORCED
        elif st.source == "occamnet":
            label = OCCAM_OUT
        elif _inside(spans, a, b):
            label = OCCAM_IN
        elif getattr(st, "abstention", None) or getattr(st, "fallback", False):
            label = ABSTAINED
        else:
            label = LLM
        pieces.append(Piece(text[a:b], label, "answer", a, b, st.index))
    return pieces


def transcript_pieces(prompt: str, prompt_message: int, steps: Sequence) -> list[Piece]:
    """Every character of the prompt, a separator and the answer, each in exactly one labelled piece."""
    spans = input_spans(steps, prompt_message)
    sep = [Piece("\n\n", PROMPT, "prompt", len(prompt), len(prompt))] if prompt and any(s.text for s in steps) else []
    return prompt_pieces(prompt, spans["prompt"]) + sep + answer_pieces(steps, spans["answer"])


def highlighted(pieces: Sequence[Piece]) -> list[tuple[str, str]]:
    """The value of a ``gr.HighlightedText``."""
    return [(p.text, p.label) for p in pieces]


# ----------------------------------------------------------------------------- timeline
def _hover_token(t: str, limit: int = 40) -> str:
    t = t if len(t) <= limit else t[: limit - 1] + "…"
    return html.escape(repr(t)[1:-1])


def timeline_figure(steps: Sequence, threshold: float) -> go.Figure:
    """Switch probability per step, the threshold as a dashed line across the whole x range (at least
    one step wide, so a one-step answer still shows it), OccamNet steps as green diamonds, abstentions
    (switch fired, OccamNet declined) as orange crosses and what-if steps as yellow rings."""
    fig = go.Figure()
    x = [s.index for s in steps]
    y = [float(s.switch_prob) for s in steps]
    text = [f"step {s.index} · {s.source} · {_hover_token(s.text)}" for s in steps]
    fig.add_trace(go.Scatter(x=x, y=y, mode="lines+markers", name="switch probability", text=text,
                             hovertemplate="%{text}<br>p = %{y:.3f}<extra></extra>",
                             line=dict(color=BLUE, width=1.5), marker=dict(size=4)))
    occ = [s for s in steps if s.source == "occamnet"]
    fig.add_trace(go.Scatter(x=[s.index for s in occ], y=[float(s.switch_prob) for s in occ], mode="markers",
                             name="OccamNet step", marker=dict(color=GREEN, size=12, symbol="diamond"),
                             text=[f"step {s.index}: {_hover_token(s.text)}" for s in occ],
                             hovertemplate="%{text}<extra></extra>"))
    fb = [s for s in steps if getattr(s, "fallback", False) or getattr(s, "abstention", None)]
    if fb:
        fig.add_trace(go.Scatter(x=[s.index for s in fb], y=[float(s.switch_prob) for s in fb], mode="markers",
                                 name="OccamNet abstained", marker=dict(color=ORANGE, size=11, symbol="x"),
                                 text=[f"step {s.index}: {s.abstention or 'invalid'}" for s in fb],
                                 hovertemplate="%{text}<extra></extra>"))
    forced = [s for s in steps if getattr(s, "forced", False)]
    if forced:
        fig.add_trace(go.Scatter(x=[s.index for s in forced], y=[float(s.switch_prob) for s in forced],
                                 mode="markers", name="what-if (forced)", hoverinfo="skip",
                                 marker=dict(color="rgba(0,0,0,0)", size=18, symbol="circle",
                                             line=dict(color="#ca8a04", width=2.5))))
    lo, hi = (min(x), max(x)) if x else (0, 0)
    lo, hi = lo - 0.5, max(hi, lo + 1) + 0.5  # never a zero-length axis or threshold line
    fig.add_trace(go.Scatter(x=[lo, hi], y=[threshold, threshold], mode="lines", name=f"threshold {threshold:g}",
                             line=dict(color="#6b7280", dash="dash"), hoverinfo="skip"))
    fig.update_layout(height=220, margin=dict(l=40, r=10, t=30, b=30), title="Switch probability per step",
                      xaxis=dict(title="step", range=[lo, hi], dtick=max(1, round((hi - lo) / 10))),
                      yaxis=dict(range=[-0.02, 1.02], title="p(OccamNet)"),
                      legend=dict(orientation="h", y=-0.35), template="plotly_white")
    return fig


# ----------------------------------------------------------------------------- OccamNet structure
def node_names(net) -> list[str]:
    """A unique display name per image node: ``x0``, ``x1``, then ``mul`` (``L2 mul#3`` when a
    layer repeats its primitives or there are several layers)."""
    names = [f"x{i}" for i in range(net.config.n_inputs)]
    counts: dict[tuple[int, str], int] = {}
    for g in range(net.config.n_inputs, len(net.node_prim)):
        layer, prim = net.node_layer[g], net.node_prim[g]
        counts[(layer, prim.name)] = counts.get((layer, prim.name), 0) + 1
    seen: dict[tuple[int, str], int] = {}
    for g in range(net.config.n_inputs, len(net.node_prim)):
        layer, name = net.node_layer[g], net.node_prim[g].name
        seen[(layer, name)] = seen.get((layer, name), 0) + 1
        s = name + (f"#{seen[(layer, name)]}" if counts[(layer, name)] > 1 else "")
        names.append(s if net.config.depth == 1 else f"L{layer} {s}")
    return names


def row_labels(net, k: int) -> list[str]:
    """Argument-slot labels of softmax layer ``k``: ``mul·arg0`` ...; the last layer is ``output``."""
    if k == net.config.depth:
        return ["output"]
    names = node_names(net)
    return [f"{names[g]}·arg{r - net.node_rows[g][0]}" for r, g in enumerate(net.row_node[k])]


def source_labels(net, k: int) -> list[str]:
    return node_names(net)[: net.sources[k]]


def cell_text(p: float) -> str:
    """A heatmap cell's label: two decimals for ``p >= 0.01`` (``1`` for one), empty below."""
    if p < 0.005:
        return ""
    return "1" if p >= 0.995 else f"{p:.2f}".lstrip("0")


def cell_font(columns: int) -> int:
    """Label size that fits ``columns`` cells across the inspector's figure."""
    return 12 if columns <= 8 else 10 if columns <= 14 else 8


def heatmap_figure(net, weights: Sequence[np.ndarray], function=None, title: str = "") -> go.Figure:
    """One heatmap per softmax layer (rows = argument slots, columns = sources), probabilities in
    [0, 1]; the chosen function's edges are outlined."""
    L = len(weights)
    heights = [max(int(np.asarray(w).shape[0]), 1) + 2 for w in weights]
    titles = [f"layer {k + 1}: arguments ← sources" if k < net.config.depth else "output ← nodes" for k in range(L)]
    fig = make_subplots(rows=L, cols=1, row_heights=heights, vertical_spacing=0.12 if L > 1 else 0.0,
                        subplot_titles=titles)
    chosen = set(function.edges) if function is not None else set()
    for k, w in enumerate(weights):
        w = np.asarray(w, dtype=float)
        ys, xs = row_labels(net, k), source_labels(net, k)
        # numbers only where they say something (p >= 0.01) and small enough for narrow cells
        text = [[cell_text(v) for v in row] for row in w]
        fig.add_trace(go.Heatmap(z=w, x=xs, y=ys, zmin=0, zmax=1, colorscale="Purples", showscale=k == 0,
                                 name=f"softmax layer {k}", text=text, texttemplate="%{text}",
                                 textfont=dict(size=cell_font(w.shape[1])),
                                 hovertemplate="%{y} ← %{x}: p = %{z:.4f}<extra></extra>",
                                 colorbar=dict(title="p", len=0.5)), row=k + 1, col=1)
        fig.update_yaxes(autorange="reversed", row=k + 1, col=1)
        for kk, r, s in chosen:
            if kk == k:
                fig.add_shape(type="rect", x0=s - 0.5, x1=s + 0.5, y0=r - 0.5, y1=r + 0.5,
                              line=dict(color=GREEN, width=3), row=k + 1, col=1)
    fig.update_layout(height=140 + 24 * sum(heights), margin=dict(l=90, r=10, t=50, b=30),
                      title=title or "OccamNet softmax weights (green: chosen function)", template="plotly_white")
    return fig


# ----------------------------------------------------------------------------- DAGs
def edge_prob(net, fn, weights: Sequence[np.ndarray], child: int, parent: int, position: int) -> float:
    """Probability of the softmax choice behind the edge ``nodes[child] -> nodes[parent]`` (argument
    ``position`` of the parent)."""
    node = fn.nodes[parent]
    k = net.node_layer[node.node_id] - 1
    row = net.node_rows[node.node_id][position]
    return float(np.asarray(weights[k])[row, fn.nodes[child].node_id])


def dag_layout(g) -> dict[int, tuple[float, float]]:
    """x by layer; within a layer, nodes spread evenly, ordered by their id in the network."""
    by_layer: dict[int, list[int]] = {}
    for n, d in g.nodes(data=True):
        by_layer.setdefault(d["layer"], []).append(n)
    pos = {}
    for layer, nodes in by_layer.items():
        nodes.sort(key=lambda n: g.nodes[n]["node_id"])
        for i, n in enumerate(nodes):
            pos[n] = (float(layer), (len(nodes) - 1) / 2 - i)
    return pos


def add_dag(fig: go.Figure, net, fn, weights: Sequence[np.ndarray], row: int | None = None, col: int | None = None,
            values: Sequence[str] | None = None) -> None:
    """Draw ``fn`` (from ``fn.to_networkx()``) into ``fig``: one line trace per edge, width by the
    edge's probability, and one marker trace holding every node. ``values`` names the inputs."""
    g = fn.to_networkx()
    pos = dag_layout(g)
    out_layer = net.config.depth + 1
    root = len(fn.nodes) - 1
    kw = dict(row=row, col=col) if row is not None else {}
    for u, v, key, d in g.edges(keys=True, data=True):
        p = edge_prob(net, fn, weights, u, v, d["position"])
        (x0, y0), (x1, y1) = pos[u], pos[v]
        bend = 0.0 if g.number_of_edges(u, v) == 1 else (0.18 if d["position"] == 0 else -0.18)
        xm, ym = (x0 + x1) / 2, (y0 + y1) / 2 + bend
        name = f"{g.nodes[u]['label']} → {g.nodes[v]['label']} (arg {d['position']})"
        fig.add_trace(go.Scatter(x=[x0, xm, x1], y=[y0, ym, y1], mode="lines", name="edge", meta="edge",
                                 line=dict(width=1 + 7 * p, color=f"rgba(147,51,234,{0.25 + 0.75 * p:.3f})",
                                           shape="spline"),
                                 text=[f"{html.escape(name)}: p = {p:.3f}"] * 3, hoverinfo="text", showlegend=False),
                      **kw)
    # the output choice: a short stub from the root to an "out" marker, width by its probability
    p_out = float(np.asarray(weights[-1])[0, fn.nodes[root].node_id])
    xr, yr = pos[root]
    xs, ys, labels, colors, hover, where = [], [], [], [], [], []
    for n, d in g.nodes(data=True):
        x, y = pos[n]
        xs.append(x)
        ys.append(y)
        lab = d["label"]
        if d["op"] == "x" and values is not None and fn.nodes[n].input_index < len(values):
            lab = f"{lab}={values[fn.nodes[n].input_index]}"
        labels.append(html.escape(lab))
        # an operator's symbol sits inside its marker, where no edge can cover it; inputs (with their
        # values) to the left, outside the edges that all leave to the right
        where.append("middle left" if d["op"] == "x" else "middle center")
        colors.append(PURPLE if d["op"] == "x" else (GREEN if n == root else BLUE))
        hover.append(html.escape(f"{d['label']} (node {d['node_id']}, layer {d['layer']})"))
    fig.add_trace(go.Scatter(x=[xr, out_layer], y=[yr, yr], mode="lines", name="output", meta="output",
                             line=dict(width=1 + 7 * p_out, color="rgba(22,163,74,0.6)"), showlegend=False,
                             hoverinfo="text", text=[f"output ← {fn.nodes[root].op}: p = {p_out:.3f}"] * 2), **kw)
    fig.add_trace(go.Scatter(x=xs, y=ys, mode="markers+text", name="nodes", meta="nodes", text=labels,
                             textposition=where, hovertext=hover, hoverinfo="text", showlegend=False,
                             textfont=dict(size=13, color=["#111827" if w == "middle left" else "white" for w in where]),
                             marker=dict(size=30, color=colors, line=dict(color="white", width=2))), **kw)
    where = dict(row=row, col=col) if row is not None else {}
    fig.update_xaxes(dict(visible=False, range=[-1.6, out_layer + 0.3]), **where)
    fig.update_yaxes(dict(visible=False, range=[min(ys) - 0.5, max(ys) + 0.6]), **where)


def dag_figure(net, fn, weights: Sequence[np.ndarray], title: str = "",
               values: Sequence[str] | None = None) -> go.Figure:
    fig = go.Figure()
    add_dag(fig, net, fn, weights, values=values)
    fig.update_layout(height=280, margin=dict(l=10, r=10, t=50, b=10), title=title, template="plotly_white")
    return fig


def dags_figure(net, functions: Sequence[tuple], weights: Sequence[np.ndarray],
                values: Sequence[str] | None = None) -> go.Figure:
    """Several DAGs side by side; ``functions`` holds ``(function, title)`` pairs."""
    n = max(len(functions), 1)
    fig = make_subplots(rows=1, cols=n, subplot_titles=[t for _, t in functions] or [""])
    for i, (fn, _) in enumerate(functions):
        add_dag(fig, net, fn, weights, row=1, col=i + 1, values=values)
    fig.update_layout(height=260, margin=dict(l=10, r=10, t=60, b=10), title="Sampled functions",
                      template="plotly_white")
    return fig
