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
    if n.source == "implied":  # "Twice a number ...": the word stands for the number (occam.implied_numbers)
        return f"the word {n.text.strip()!r} ({fmt_value(n.value)}), chars {n.start}-{n.end}"
    if n.source == "step":  # an earlier OccamNet step of a plan deeper than the network
        return "OccamNet's earlier step (below)"
    if n.message == prompt_message:
        return f"prompt, chars {n.start}-{n.end}"
    return f"earlier message {n.message}, chars {n.start}-{n.end}"


def fmt_value(v) -> str:
    if v is None:
        return "—"
    if isinstance(v, float) and v.is_integer() and abs(v) < 1e16:
        return str(int(v))
    return f"{v:.10g}"


_MARKDOWN = re.compile(r"([\\`*_{}\[\]()#+\-.!|~>$])")


def in_context(text: str, start: int, end: int, words: int = 4) -> str:
    """The words around ``text[start:end]`` (a number of the question), markdown escaped, the number in bold:
    "…florist had **52** roses. She used…"."""
    def esc(s: str) -> str:
        return _MARKDOWN.sub(r"\\\1", s.replace("\r", " ").replace("\n", " ")).replace("<", "&lt;")
    before = text[:start].split()[-words:]
    after = text[end:].split()[:words]
    head = ("…" if len(text[:start].split()) > words else "") + esc(" ".join(before))
    tail = esc(" ".join(after)) + ("…" if len(text[end:].split()) > words else "")
    gap_b = " " if text[:start][-1:].isspace() else ""
    gap_a = " " if text[end:][:1].isspace() else ""
    return f"{head}{gap_b}**{esc(text[start:end])}**{gap_a}{tail}".strip()


def trace_markdown(trace, prompt_message: int, question: str = "") -> str:
    lines = [f"**Function** {code(trace.expression)} = {code(trace.expression_with_values)}"
             f" → **{code(trace.output_text) if trace.output_text else fmt_value(trace.value)}**",
             f"**Probability of this function** {trace.prob:.4g}"]
    if getattr(trace, "turned_from", None):
        lines.append(f"**Turned:** the decoders chose {code(trace.turned_from)}, a negative difference, where the "
                     "question asks for a quantity and its words for a difference; OccamNet wrote the same two "
                     "numbers the other way round. The probability is that of their difference in either order.")
    fired = (f"the network that fired chose {code(trace.reread_from or '')} (probability "
             f"{(trace.reread_from_prob or 0.0):.3g}), declined;" if getattr(trace, "reread_from", None)
             else "no network's switch was above its threshold, but at the reply's start")
    if getattr(trace, "read_by", None) == "plan":
        lines.append(f"**Read from the words:** {fired} a reader of the words accounted "
                     "for every number of the problem (the story reader: what each counts or measures, its rates, what "
                     "the question asks; for a number puzzle, the operations that undo what was done to the unknown; a "
                     "shape's rule, a percentage, a unit conversion; or the expression as the question writes it in "
                     "symbols) and wrote this expression of them, and this network's OccamNet computed it. A number a "
                     "word stands for (\"twice\", \"a dozen\", \"%\", \"hours\" asked in minutes) is an input at that "
                     "word. The probability above is its decoders' for this function: the words chose it, not the "
                     "decoders.")
        if getattr(trace, "set_apart", ()):
            lines.append("**Set apart:** " + ", ".join(code(t) for t in trace.set_apart) + " (counts of other "
                         "things than the one the question asks for; the expression does not read them).")
    elif getattr(trace, "read_by", None) == "step":
        lines.append(f"**Read from the words:** {fired} the story has two quantities (its "
                     "other numbers set apart: a date, an age, an ordinal, a number told beside the story) and its "
                     "words point to this one operation of them, and OccamNet computed it. The probability above is "
                     "the decoders' for this function: the words chose it, not the decoders.")
    elif getattr(trace, "read_by", None):
        lines.append(f"**Read from the words:** the decoders chose {code(trace.reread_from or '')} (probability "
                     f"{(trace.reread_from_prob or 0.0):.3g}), declined for its operation; {READ_BY[trace.read_by]} "
                     f"this operation of the same two numbers, and OccamNet computed it. The probability above is the "
                     "decoders' for this function: the words chose it, not the decoders.")
    earlier = []  # the steps before this one, first first (``OccamTrace.first_step``, each the one before)
    step = getattr(trace, "first_step", None)
    while step is not None:
        earlier.insert(0, step)
        step = getattr(step, "first_step", None)
    if earlier:
        done = "; then ".join(f"{code(s.expression_with_values)} = {code(s.output_text or '')} (function "
                              f"{code(s.expression)}, probability {s.prob:.3g})" for s in earlier)
        lines.append(f"**{_STEPS_WORD.get(len(earlier) + 1, str(len(earlier) + 1))} OccamNet steps:** the expression is "
                     f"deeper than the network's layers, so the same network first computed {done}, and then this "
                     "function of those results and the other numbers. Only the last step's number is written.")
    if trace.error:
        lines.append(f"**No valid result:** {trace.error}")
    if trace.inputs:
        used = set(getattr(getattr(trace, "function", None), "inputs_used", ()) or ())
        table = ["| input | value | where | in the question |", "|---|---|---|---|"]
        table += [f"| x{i + trace.input_offset}{' ✓' if i + trace.input_offset in used else ''} | "
                  f"{code(fmt_value(n.value) if n.source == 'implied' else n.text.strip(), table=True)} | "
                  f"{where(n, prompt_message)} | "
                  + (in_context(question, n.start, n.end) if question and n.source in ("prompt", "implied")
                     and n.message == prompt_message and 0 <= n.start < n.end <= len(question) else "")
                  + " |" for i, n in enumerate(trace.inputs)]
        lines.append("\n".join(table) + ("\n\n✓: an input the function reads." if used else ""))
    else:
        lines.append("No numbers in the text yet: OccamNet had no inputs.")
    return "\n\n".join(lines)


# who chose a reread trace's operation (occam.readings.Reading.by), as a clause
READ_BY = {"named": "the question names", "story": "the story's own words point to"}  # a plan: trace_markdown


def confidence(trace) -> str:
    """How sure the choice of an OccamNet number's function was, as a clause: the decoders' probability, or
    that the question's words chose it (a reread, :mod:`occam.readings`)."""
    if getattr(trace, "read_by", None):
        return (f"its operation read from the question's words ({trace.read_by}; the decoders' probability "
                f"{trace.prob:.3g})")
    return f"confidence **{trace.prob:.3g}**"


# why OccamNet declined a step the switch gave it (occam.abstention's reasons), as a clause
REASON_TEXT = {
    "invalid": "its function has no valid value on these inputs",
    "after_invalid": "earlier in this reply it had no valid value, so it stays silent for the rest of the reply",
    "declined_inputs": "it had already declined these very inputs in this reply",
    "notation": "a number its function reads is part of a notation, not a quantity: a clock time, a date, a "
                "version or code, a ratio, an identifier (6:15, 2024-03-05, 3.11.4, 3:1, order number 48213-77)",
    "unsure": "it was not sure enough: its function's probability is below the minimum the settings ask for (a "
              "lower one where the question's own words point to its operation)",
    "closed_question": "the question asks yes/no or for a choice (Is ...? Which ...?): its answer is not a function's "
                       "value",
    "operation_words": "the question's words ask for another operation than its function applies ('how many more' a "
                       "subtraction, 'in total' a sum or product, 'each' or 'per' a division)",
    "inverse_relation": "the question relates two quantities ('12 fewer than', '4 years older than', '3 times as "
                        "many as') or asks for a start ('at first'): its words may name the opposite of the "
                        "operation it needs",
    "unstated_operation": "the question is a story that states no operation (no operator, no 'plus', 'times', 'how many "
                          "more', 'each' ...) and whose words point to no operation or to another one (no 'buys 27 more', 'flew "
                          "away', '24 in each box'): which operation it needs is the decoders' own reading, too "
                          "often wrong",
    "not_as_written": "its function is not the expression the question writes: a question that writes one "
                      "expression ('456 PLUS 789', '713 - 258') gets exactly that one, and a network of several "
                      "operations must apply the operations written between the question's numbers, as many as "
                      "written, and read each number once",
    "negative": "its value is negative, and the question asks for no negative number (no smaller number minus a "
                "larger one, no negative number): a difference or remainder people ask for is a quantity",
    "earlier_turn": "its function reads a number from an earlier turn of the conversation, not from the question "
                    "(only the previous message's last number, where the question says 'that' or 'the result')",
    "unused_numbers": "its function leaves a number of the question unused (a problem of more steps than one "
                      "function of the latest numbers)",
    "unwritten_number": "the question asks for a number it does not write (double, half, a dozen, a percentage, the "
                        "factor between two units such as minutes and hours), "
                        "which OccamNet cannot read",
    "unnamed": "its function applies sqrt, pow, log, exp, sin or cos, which the question does not name",
    "misnamed": "the question names sqrt, pow, log, exp, sin or cos, and its function applies none of those it names; "
                "or it names operations of + - * / ('add', 'take away', 'multiply') and its function applies another; or it "
                "asks a log without its base ('whats log 5000', not written 'log(5000) =') and the network's log is natural",
    "mid_reply": "the reply had begun: with these settings OccamNet answers only at the first token of a reply",
    "untold_side": "the question compares two sides the story does not both tell (a step of its own first: 'How many "
                   "more girls than boys?' after '215 of them are girls')",
    "plan_differs": "its value is not the value of the expression the question's words give (a reader of the words "
                    "planned another calculation of the question's numbers, which OccamNet computes instead); or two "
                    "readings of the question disagree (two readers, or a reader and the learned plan ranker, which "
                    "puts the reader's expression below its veto probability): then no number is written",
}


def abstention_text(step) -> str:
    reason = getattr(step, "abstention", None) or "invalid"
    return REASON_TEXT.get(reason, reason)


def step_markdown(step, threshold: float, prompt_message: int, inputs_here: Sequence[tuple[int, int]] = (),
                  question: str = "") -> str:
    p = float(step.switch_prob)
    rel = ">" if p > threshold else "≤"
    forced = getattr(step, "forced", False)
    who = "OccamNet" if step.source == "occamnet" else "LLM"
    head = f"### Step {step.index} · {who}{' · what-if (forced)' if forced else ''} · {code(step.text)}\n"
    head += f"Switch probability **{p:.3f}** {rel} threshold {threshold:g}.\n\n"
    abstained = getattr(step, "fallback", False) or getattr(step, "abstention", None)
    trace = step.occam if step.source == "occamnet" else step.alternative
    if forced:
        body = ("**What-if:** this step was forced " + ("to OccamNet" if step.source == "occamnet" or abstained
                                                        else "to the LLM")
                + ", whatever the switch said; the steps before it are those of the original answer.\n\n")
    else:
        body = ""
    if step.source == "occamnet":
        body += (f"OccamNet wrote this (the LLM did not), {confidence(step.occam)}"
                 + ("" if step.occam.read_by else " (the probability of its function)")
                 + ":\n\n" + trace_markdown(step.occam, prompt_message, question))
        stop_p = getattr(step, "stop_prob", None)
        if stop_p is not None:
            body += (f"\n\nStop head: **{stop_p:.3f}** that this result completes the answer"
                     + (" — the reply ended here." if stop_p > 0.5 else " — the LLM went on."))
    elif abstained:
        # the switch fired; OccamNet declined: one story, both probabilities
        conf = f" (its function's probability **{trace.prob:.3g}**)" if trace is not None else ""
        body += (f"**OccamNet abstained** ({code(str(getattr(step, 'abstention', None) or 'invalid'))}): "
                 + ("the what-if asked for OccamNet" if forced else f"the switch wanted OccamNet here ({p:.3f} {rel} "
                    f"{threshold:g})")
                 + f", but {abstention_text(step)}{conf}. So the LLM wrote this token.\n\n")
        if trace is not None:
            body += "**What OccamNet declined:**\n\n" + trace_markdown(trace, prompt_message, question)
    else:
        if forced:
            body += "The LLM wrote this token.\n\n"
        elif p > threshold:
            body += ("The switch was above the threshold, but OccamNet may not run on its own output or in the "
                     "middle of a number the LLM is writing, so the LLM wrote this token.\n\n")
        else:
            body += "The LLM wrote this token: the switch did not fire.\n\n"
        if trace is not None:
            body += ("**Had OccamNet written this step**, it would have computed:\n\n"
                     + trace_markdown(trace, prompt_message, question))
        else:
            body += "(No OccamNet trace was recorded for this step.)"
    return head + body + _used_as_input(inputs_here)


def answer_summary(steps: Sequence, threshold: float) -> str:
    """One line per OccamNet number (with its confidence) and per abstention, for under the transcript."""
    lines = []
    for s in steps:
        if s.source == "occamnet" and s.occam is not None:
            lines.append(f"**OccamNet** · step {s.index}: OccamNet wrote **{code(s.occam.output_text or '')}** = "
                         f"{code(s.occam.expression_with_values)}, {confidence(s.occam)}"
                         + (" (what-if)" if getattr(s, "forced", False) else ""))
        elif getattr(s, "abstention", None) or getattr(s, "fallback", False):
            t = s.alternative
            lines.append(f"**Abstained** · step {s.index}: OccamNet abstained ({getattr(s, 'abstention', None) or 'invalid'}): "
                         f"switch {s.switch_prob:.3f}"
                         + (f", its function {code(t.expression_with_values)} had probability {t.prob:.3g}"
                            if t is not None else "") + ". The LLM wrote the token.")
    if not lines:
        return "No OccamNet number in this answer." if steps else ""
    shown = lines[:6] + ([f"… and {len(lines) - 6} more (click the tokens)"] if len(lines) > 6 else [])
    return "  \n".join(shown)


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


def most_probable(net, logits: Sequence[torch.Tensor], k: int = 10, scan: int = 2000) -> list[tuple]:
    """The ``k`` most probable functions ``(function, log-probability)`` with distinct expressions, exactly:
    every function of the network scored at once (OccamNet's function table) for deeper networks, where
    sampling from sharp weights finds only the chosen one."""
    if net.config.depth == 1:
        return net.top_functions(logits, k=k)
    table = net.function_table
    n = table.edges.shape[0]
    lps = net.function_log_probs([torch.as_tensor(w).unsqueeze(0) for w in logits], torch.zeros(n, dtype=torch.long),
                                 torch.arange(n))
    offsets = np.cumsum([0] + [r * c for r, c in net.shapes])
    out, seen = [], set()
    for f in torch.argsort(lps, descending=True)[:scan].tolist():
        choice = [[0] * r for r, _ in net.shapes]
        for e in table.edges[f].tolist():
            if e >= offsets[-1]:
                continue  # padding
            kk = int(np.searchsorted(offsets, e, side="right") - 1)
            r, c = divmod(e - int(offsets[kk]), net.shapes[kk][1])
            choice[kk][r] = c
        fn = net.function(choice)
        expr = fn.expression()
        if expr not in seen:
            seen.add(expr)
            out.append((fn, float(lps[f])))
            if len(out) == k:
                break
    return out


def top_rows(net, trace, k: int = 10) -> list[list]:
    """The ``k`` most probable functions under this step's weights, evaluated on its inputs."""
    logits = logits_from_probs(net, trace.weights)
    off = trace.input_offset
    names, x = trace.slots()
    rows = []
    for rank, (fn, lp) in enumerate(most_probable(net, logits, k=k), 1):
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


_STEPS_WORD = {2: "Two", 3: "Three", 4: "Four", 5: "Five"}


def inspect_piece(nets: Sequence, piece: Piece, steps: Sequence, threshold: float, prompt_message: int,
                  labels: Sequence[str] = (), question: str = "") -> Inspection:
    """Everything the inspector shows for one clicked transcript piece. ``nets``: the OccamNet of each
    network of the model that made the steps, in the router's order (a trace names its own);
    ``labels``: their names, when the model routes between several; ``question``: the last user message
    (each input is shown in its place in it)."""
    spans = render.input_spans(steps, prompt_message)
    part = spans["prompt" if piece.part == "prompt" else "answer"]
    inputs_here = [(st, slot) for s, e, st, slot in part if s <= piece.start < piece.end <= e]
    if piece.part == "prompt":
        return Inspection(prompt_markdown(piece, inputs_here))
    step = next((s for s in steps if s.index == piece.step), None)
    if step is None:
        return Inspection("This token is no longer part of the last answer.")
    md = step_markdown(step, threshold, prompt_message, inputs_here, question)
    trace = step.occam if step.source == "occamnet" else step.alternative
    if trace is None:
        return Inspection(md)
    network = getattr(trace, "network", 0)
    net = nets[network]
    if labels:
        md += f"\n\nRouter: network {network + 1} of {len(labels)}, **{labels[network]}**."
    if not getattr(trace, "weights", None):  # e.g. a trace downloaded from the API without weights
        return Inspection(md + "\n\n*(This trace has no OccamNet weights: no figures.)*")
    what = ("chosen function" if step.source == "occamnet" else "what OccamNet declined"
            if getattr(step, "abstention", None) or step.fallback else "what OccamNet would have computed")
    heat, chosen, dags, top = inspect_trace(net, trace, f"step {step.index} ({what})", seed=step.index)
    return Inspection(md, heat, chosen, dags, top)
