"""The inspector: what one clicked token of the transcript means.

Pure functions of a step (or a prompt piece), the OccamNet structure and the settings of that
generation; they return markdown, figures and table rows. No Gradio here.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np
import plotly.graph_objects as go
import torch

from . import render
from .render import Piece


@dataclass
class Inspection:
    markdown: str
    heatmap: go.Figure | None = None
    chosen_dag: go.Figure | None = None
    sampled_dags: go.Figure | None = None
    top: list[list] = field(default_factory=list)


TOP_COLUMNS = ["rank", "function", "with values", "probability", "value"]


def logits_from_probs(net, weights: Sequence[np.ndarray]) -> list[torch.Tensor]:
    """Trace weights are softmax probabilities; OccamNet's samplers take logits. ``T·log p`` is a
    logit set with the same softmax at temperature ``T``."""
    t = net.config.temperature
    return [torch.log(torch.as_tensor(np.asarray(w), dtype=torch.float64).clamp_min(1e-300)) * t for w in weights]


def code(s: str, table: bool = False) -> str:
    """``s`` as an inline code span that markdown/HTML inside ``s`` cannot escape from."""
    s = s.replace("\r", "⏎").replace("\n", "⏎")
    if table:
        s = s.replace("|", "¦")
    if not s.strip():
        return f"(whitespace: {len(s)} chars)" if s else "(empty)"
    ticks = "`" * (max((len(r) for r in re.findall(r"`+", s)), default=0) + 1)
    return f"{ticks} {s} {ticks}"


def where(n, prompt_message: int) -> str:
    """Where an OccamNet input sits, e.g. ``prompt, chars 8-15`` or ``answer, chars 0-4``."""
    if n.source == "output":
        return f"answer, chars {n.start}-{n.end}"
    if n.message == prompt_message:
        return f"prompt, chars {n.start}-{n.end}"
    return f"earlier message {n.message}, chars {n.start}-{n.end}"


def fmt_value(v) -> str:
    if v is None:
        return "—"
    if isinstance(v, float) and v.is_integer() and abs(v) < 1e16:
        return str(int(v))
    return f"{v:.10g}"


def trace_markdown(trace, prompt_message: int) -> str:
    lines = [f"**Function** {code(trace.expression)} = {code(trace.expression_with_values)}"
             f" → **{code(trace.output_text) if trace.output_text else fmt_value(trace.value)}**",
             f"**Probability of this function** {trace.prob:.4g}"]
    if trace.error:
        lines.append(f"**No valid result:** {trace.error}")
    if trace.inputs:
        table = ["| input | value | where |", "|---|---|---|"]
        table += [f"| x{i + trace.input_offset} | {code(n.text.strip(), table=True)} | {where(n, prompt_message)} |"
                  for i, n in enumerate(trace.inputs)]
        lines.append("\n".join(table))
    else:
        lines.append("No numbers in the text yet: OccamNet had no inputs.")
    return "\n\n".join(lines)


def step_markdown(step, threshold: float, prompt_message: int, inputs_here: Sequence[tuple[int, int]] = ()) -> str:
    p = float(step.switch_prob)
    rel = ">" if p > threshold else "≤"
    head = f"### Step {step.index} · {'OccamNet' if step.source == 'occamnet' else 'LLM'} · {code(step.text)}\n"
    head += f"Switch probability **{p:.3f}** {rel} threshold {threshold:g}.\n\n"
    if step.source == "occamnet":
        body = "OccamNet wrote this (the LLM did not): \n\n" + trace_markdown(step.occam, prompt_message)
        stop_p = getattr(step, "stop_prob", None)
        if stop_p is not None:
            body += (f"\n\nStop head: **{stop_p:.3f}** that this result completes the answer"
                     + (" — the reply ended here." if stop_p > 0.5 else " — the LLM went on."))
    else:
        trace = step.alternative
        if getattr(step, "fallback", False):
            body = "The switch fired, but OccamNet had no valid result, so the LLM wrote this token.\n\n"
        elif p > threshold:
            body = ("The switch was above the threshold, but OccamNet may not run on its own output or in the "
                    "middle of a number the LLM is writing, so the LLM wrote this token.\n\n")
        else:
            body = "The LLM wrote this token.\n\n"
        if trace is not None:
            body += ("**Had the switch fired**, OccamNet would have computed:\n\n"
                     + trace_markdown(trace, prompt_message))
        else:
            body += "(No OccamNet trace was recorded for this step.)"
    return head + body + _used_as_input(inputs_here)


def _used_as_input(inputs_here: Sequence[tuple[int, int]]) -> str:
    if not inputs_here:
        return ""
    uses = ", ".join(f"x{slot} of step {st}" for st, slot in inputs_here)
    return f"\n\nThis number was fed to OccamNet as {uses}."


def prompt_markdown(piece: Piece, inputs_here: Sequence[tuple[int, int]] = ()) -> str:
    return (f"### Prompt · {code(piece.text)} (chars {piece.start}-{piece.end})\n"
            "This is part of the message you sent: the LLM reads it, nothing generates it. Numbers in the "
            "prompt can become OccamNet's inputs (purple). Click a token of the answer to see the switch "
            "and what OccamNet computed (or would have computed) there." + _used_as_input(inputs_here))


def top_rows(net, trace, k: int = 10) -> list[list]:
    """The ``k`` most probable functions under this step's weights, evaluated on its inputs."""
    logits = logits_from_probs(net, trace.weights)
    off = trace.input_offset
    names, x = trace.slots()
    rows = []
    for rank, (fn, lp) in enumerate(net.top_functions(logits, k=k), 1):
        used = fn.inputs_used
        ok = all(off <= i < len(x) for i in used)
        with_vals = fn.expression(names + [f"x{i}" for i in range(len(names), net.config.n_inputs)])
        value = fmt_value(fn.evaluate(x)) if ok else "needs more numbers"
        rows.append([rank, fn.expression(), with_vals, f"{math.exp(lp):.3g}", value])
    return rows


def sampled(net, trace, n: int = 3, seed: int = 0) -> list[tuple]:
    """``n`` functions sampled from the step's weights (seeded: the same click shows the same
    samples), each with its probability."""
    logits = logits_from_probs(net, trace.weights)
    gen = torch.Generator().manual_seed(seed)
    choices = net.sample([w.float() for w in logits], n, generator=gen)
    out = []
    for i in range(n):
        fn = net.function([c[i].tolist() for c in choices])
        out.append((fn, math.exp(net.log_prob(logits, fn))))
    return out


def inspect_trace(net, trace, title: str, seed: int = 0) -> tuple[go.Figure, go.Figure, go.Figure, list[list]]:
    values = trace.slots()[0]
    heat = render.heatmap_figure(net, trace.weights, trace.function, title=f"Softmax weights · {title}")
    chosen = render.dag_figure(net, trace.function, trace.weights, values=values,
                               title=f"Chosen: {trace.expression} (p = {trace.prob:.3g})")
    samples = sampled(net, trace, 3, seed)
    dags = render.dags_figure(net, [(fn, f"{fn.expression()} (p = {p:.3g})") for fn, p in samples], trace.weights,
                              values=values)
    return heat, chosen, dags, top_rows(net, trace)


def inspect_piece(net, piece: Piece, steps: Sequence, threshold: float, prompt_message: int) -> Inspection:
    """Everything the inspector shows for one clicked transcript piece."""
    spans = render.input_spans(steps, prompt_message)
    part = spans["prompt" if piece.part == "prompt" else "answer"]
    inputs_here = [(st, slot) for s, e, st, slot in part if s <= piece.start < piece.end <= e]
    if piece.part == "prompt":
        return Inspection(prompt_markdown(piece, inputs_here))
    step = next((s for s in steps if s.index == piece.step), None)
    if step is None:
        return Inspection("This token is no longer part of the last answer.")
    md = step_markdown(step, threshold, prompt_message, inputs_here)
    trace = step.occam if step.source == "occamnet" else step.alternative
    if trace is None:
        return Inspection(md)
    what = "chosen function" if step.source == "occamnet" else "what OccamNet would have computed"
    heat, chosen, dags, top = inspect_trace(net, trace, f"step {step.index} ({what})", seed=step.index)
    return Inspection(md, heat, chosen, dags, top)
