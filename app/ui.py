"""Layout and wiring of the OccamLLM app. Handlers stay thin: generation lives in ``chat``,
drawing in ``render``, explanations in ``inspector``, traces and what-ifs in ``traces``; per-user data
only in ``gr.State``.

Layout: on a desktop screen the chat (with the transcript under it) and the inspector sit side by side,
the inspector sticky, so a clicked token's explanation is in view without scrolling; on a narrow screen
the columns stack. Examples and settings are closed accordions under the transcript."""
from __future__ import annotations

import logging
import math
import random
import sys
import time
from pathlib import Path

import gradio as gr

from . import chat as C
from . import traces as T
from .inspector import TOP_COLUMNS, answer_summary, inspect_piece
from .render import COLOR_MAP, highlighted, timeline_figure, transcript_pieces
from .state import Session, delete_session

log = logging.getLogger("occam.app")

# (prompt, the number a right answer holds, or None: no OccamNet number belongs in the reply). Chosen
# so that the shipped checkpoint answers each right; tests/test_app_api.py and the browser test ask
# every one through it and check the number.
EXAMPLES: list[tuple[str, float | None]] = [
    ("What is 1234567 * 7654321?", 9449772114007),
    ("How much is 3.75 plus 12.5?", 16.25),
    ("What is 987654 divided by 321?", 987654 / 321),
    ("What is the square root of 144?", 12),
    ("What is seven times eight?", 56),
    # a one-step story: its verb ("lost") and the decoders agree on the difference (occam.story_cues)
    ("Leo had 85 marbles and lost 37 at the park. How many marbles does he have now?", 48),
    # a share: the question asks for a rate whose unit the story counts ("each friend" of "Five friends")
    ("Five friends share a 47.50 restaurant bill equally. How much does each friend pay?", 9.5),
    # the rest of a whole: the decoders wrote 875 - 1,200, turned to the quantity asked (inspector: "Turned")
    ("A concert hall has 1,200 seats and 875 seats are booked. How many seats are still free?", 325),
    # a number told beside the story ("2 cats": occam.asides) need not be used; "12 stickers in each pack" a rate
    ("Nina has 2 cats. She buys 5 packs of stickers with 12 stickers in each pack. How many stickers did she buy?", 60),
    # the decoders read 18.40 / 6; the story's words (a price "per litre", 6 litres) choose the product
    # (occam.readings; inspector: "Read from the words")
    ("Paint costs £18.40 per litre and the room needs 6 litres. How much will the paint cost?", 110.4),
    # two steps: the story reader writes 40 - (3 * 8.95) and the two-layer network computes it (occam.story_plans;
    # inspector: "Read from the words", each input in its place in the question)
    ("Sofia has $40. She buys 3 books at $8.95 each. How much money does she have left?", 13.15),
    ("What is $12.40 x 3?", 37.2),  # typed as people type it: a currency sign and an "x" (written_tree)
    ("What is e to the power of 3?", math.exp(3)),
    ("What is 12 + 7 * 3?", 33),  # two operations: the router hands it to the two-layer network
    ("What is sqrt(49) + 2^5?", 39),  # a function and a power: the two-layer network over the ten primitives
    ("What is 12 squared?", 144),  # a power in words: the same network writes 12 * 12
    ("What is log base 2 of 1024?", 10),  # a logarithm with a written base: log(1024) / log(2)
    # a number a word implies: the 100 of "percent", the 2 of "Twice", each an input at its word (occam.percents,
    # occam.number_puzzles; inspector: "the word 'percent' (100)")
    ("What is 84 percent of 230.77?", 193.8468),
    ("Twice a number minus 15 is 41. What is the number?", 28),
    ("What is the square root of -16?", None),  # no real value: OccamNet abstains, the LLM writes
    ("Write a haiku about autumn leaves.", None),
]

INTRO = """## OccamLLM · exact arithmetic for a frozen LLM
A **switch** decides at every token whether the LLM or **OccamNet** (a small symbolic network, exact on the latest
numbers) writes next. Ask, then **click a token of the transcript**: the inspector on the right explains it, and
*What if?* regenerates from there with another decision."""

INSPECT_HINT = "*Click a token of the transcript to inspect it.*"
EMPTY_INSPECTOR = (INSPECT_HINT, None, None, None, {"headers": TOP_COLUMNS, "data": []})
ABSTENTION_CHOICES = [("OccamNet abstains when unsure (default)", "default"),
                      ("The paper's behaviour: the switch alone decides", "paper")]
# every figure as SVG, through plotly.js in the page (Gradio loads it as window.Plotly); PNG is
# plotly's own camera button on each figure
EXPORT_SVG_JS = """() => {
  for (const id of ["timeline", "heatmap", "dag", "dags"]) {
    const gd = document.querySelector(`#${id} .js-plotly-plot`);
    if (gd && window.Plotly) window.Plotly.downloadImage(gd, {format: "svg", filename: `occamllm-${id}`});
  }
}"""
CSS = """
#transcript .textfield, #whatif-transcript .textfield { line-height: 1.9; }
#status, #compare-status { min-height: 1.5em; }
#inspector-col { position: sticky; top: 8px; align-self: flex-start; max-height: calc(100vh - 16px);
                 overflow-y: auto; flex-wrap: nowrap; }
#inspector-col > * { flex: none; }
@media (max-width: 1100px) { #inspector-col { position: static; max-height: none; } }
#examples button { font-size: 0.85em; }
#intro p { margin: 0.2em 0; }
"""


def gpu(fn):
    """``spaces.GPU`` on a Hugging Face ZeroGPU Space; the function itself everywhere else."""
    try:
        import spaces  # type: ignore
    except ImportError:
        return fn
    return spaces.GPU(fn)


def model_info(model) -> dict:
    """What made an answer, for its trace and the page: the checkpoint by its directory's name only (the
    server's paths are none of a visitor's business)."""
    bb = model.backbone
    routed = [Path(c).name if c else None for c in model.checkpoints[1:]]
    return {"model": bb.name, "quantized_4bit": bool(getattr(bb, "quantized", False)),
            "checkpoint": Path(model.checkpoint).name if model.checkpoint else None} | (
        {"routed_checkpoints": routed} if routed else {})


def info_markdown(model) -> str:
    info = model_info(model)
    dtype = str(getattr(model.backbone.model, "dtype", "")).replace("torch.", "")
    prec = "4-bit NF4" if info["quantized_4bit"] else dtype
    net = model.decoders.net.config
    s = (f"Model **{info['model']}** ({prec}) · OccamNet depth {net.depth}, {net.n_inputs} inputs, "
         f"primitives {', '.join(net.primitives)}")
    if info.get("routed_checkpoints"):
        others = ", ".join(f"`{c}`" for c in info["routed_checkpoints"])
        s += (f" · decoders `{info['checkpoint']}`; the **router** asks it first at every token, then {others} "
              "(two layers: a written expression of several operations in one step)")
        return s
    if info["checkpoint"]:
        return s + f" · decoders `{info['checkpoint']}`"
    if not is_untrained(model.decoders):
        return s + " · decoders set in code (no checkpoint)"
    return s + (" · ⚠️ **untrained decoders**: no checkpoint was found, so the switch stays near 0.02 and "
                "OccamNet never writes; the inspector still shows what it would compute (every function "
                "equally likely).")


def is_untrained(decoders) -> bool:
    """True if every decoder still has its zero-initialised output layer (no training, no hand-setting)."""
    mlps = [*decoders.weight_decoders, decoders.switch_decoder]
    return all(not m.fc2.weight.any() for m in mlps) and all(not m.fc2.bias.any() for m in decoders.weight_decoders)


def launch_kwargs() -> dict:
    """Theme and CSS (Gradio 6 takes them in ``launch()``)."""
    return {"theme": gr.themes.Soft(), "css": CSS}


def _history(run) -> list[dict]:
    """The chat of a run: its messages (no system prompt) and its answer."""
    return [m for m in run.messages if m["role"] != "system"] + [{"role": "assistant", "content": run.text}]


def build_demo(models) -> gr.Blocks:
    """The app for one model, or for several decoder sets on one backbone (``{label: OccamLLM}``, the
    first the default): users then choose the OccamNet (e.g. one or two layers) per conversation."""
    models = dict(models) if isinstance(models, dict) else {"default": models}
    labels = list(models)
    model = models[labels[0]]

    def pick(label) -> tuple[str, object]:
        label = label if isinstance(label, str) and label in models else labels[0]
        return label, models[label]

    def trace_info(run, overrides=None) -> dict:
        return model_info(pick(run.decoders)[1]) | {"format": T.FORMAT,
                                                    "overrides": T.overrides_to_json(overrides or {})}

    no_inspector = (*EMPTY_INSPECTOR, gr.update(visible=False), gr.update(choices=[], value=None))
    no_whatif = (gr.update(visible=False), [], "", gr.update(value=None, interactive=False))

    # ------------------------------------------------------------------ handlers: answers
    def chat(message, history, max_new_tokens, temperature, top_p, threshold, use_occamnet, use_stop=True,
             decoders=None, abstention="default", session=None):
        session = session or Session()
        label, chosen = pick(decoders)
        try:
            # a seed for every answer, so that a what-if replays its steps exactly even when sampling
            settings = C.check_settings(max_new_tokens, temperature, top_p, threshold, use_occamnet, use_stop,
                                        abstention, seed=random.randrange(2**31))
            for hist, status in C.stream_chat(chosen, session, message, history, settings, label):
                yield "", hist, status, session
        except ValueError as e:  # bad input: say why, keep the message and the conversation
            gr.Warning(str(e))
            yield message, C.to_messages(history), f"⚠️ {e}", session
        except Exception as e:  # keep the app alive; the message says what happened
            log.exception("generation failed")
            gr.Warning(f"Generation failed: {e.__class__.__name__}: {e}")
            yield message, gr.skip(), f"⚠️ Generation failed: {e.__class__.__name__}: {e}", session

    def retry(history, max_new_tokens, temperature, top_p, threshold, use_occamnet, use_stop, decoders, abstention,
              session, evt: gr.RetryData):
        hist = C.to_messages(history)
        idx = C.user_turn(hist, evt.index)
        if idx is None:
            yield gr.skip(), gr.skip(), "Nothing to retry.", session
            return
        yield from chat(hist[idx]["content"], hist[:idx], max_new_tokens, temperature, top_p, threshold,
                        use_occamnet, use_stop, decoders, abstention, session)

    def undo(history, session, view, evt: gr.UndoData):
        hist = C.to_messages(history)
        idx = C.user_turn(hist, evt.index)
        if idx is None:
            return (hist, *[gr.skip()] * (len(undo_outputs) - 1))
        # the undone answer leaves the status, the transcript and the inspector too
        session = session or Session()
        session.reset()
        view = T.View()
        return (hist[:idx], hist[idx]["content"], "", "", [], None, "", gr.update(value=None, interactive=False),
                *no_inspector, *no_whatif, session, view)

    def transcript(session):
        session = session or Session()
        run = session.live
        if run is None:
            return [], None, None, session
        steps = list(run.steps)
        session.shown, session.pieces = run, transcript_pieces(run.prompt, run.prompt_message, steps)
        path = session.write_trace(run, trace_info(run))
        return highlighted(session.pieces), timeline_figure(steps, run.threshold), path, session

    def after_answer(session, view):
        """The summary of OccamNet's numbers and abstentions; a new answer ends the last what-if."""
        view = view or T.View()
        # (not the inspected token: a click may already have come in before this event)
        view.whatif, view.whatif_pieces, view.shown_overrides = None, [], {}
        run = session.shown if session else None
        summary = answer_summary(list(run.steps), run.threshold) if run else ""
        return summary, gr.update(interactive=run is not None), *no_whatif, view

    def stop(session):
        if session is not None:  # the running generation (answer, what-if or LLM-alone) ends at its next step
            session.stop = "stop"

    def compare(enabled, history, session):
        run = session.pending_compare if session else None
        if not enabled or run is None or session.stop:
            yield gr.skip(), gr.skip()
            return
        session.pending_compare = None
        hist = C.to_messages(history) + [{"role": "user", "content": run.prompt},
                                         {"role": "assistant", "content": ""}]
        t0 = time.perf_counter()
        yield hist, "⏳ *The LLM alone is still writing its answer…*"
        try:
            for text in C.stream_plain(pick(run.decoders)[1], run, session):
                hist[-1]["content"] = text
                yield hist, f"⏳ *The LLM alone is still writing… {len(text):,} characters*"
            yield hist, f"The LLM alone finished in {time.perf_counter() - t0:.1f} s."
        except Exception as e:
            log.exception("LLM-alone generation failed")
            gr.Warning(f"LLM-alone generation failed: {e}")
            yield gr.skip(), f"⚠️ The LLM alone failed: {e.__class__.__name__}"

    def clear(session, view):
        session = session or Session()
        session.stop = "clear"  # a running generation ends and empties the chat itself
        session.reset()
        view = T.View()
        return ([], [], [], None, "", gr.update(value=None, interactive=False), *no_inspector, *no_whatif, "", "",
                session, view)

    # ------------------------------------------------------------------ handlers: inspector, what-if, traces
    def inspect_in(which):
        def inspect(session, view, evt: gr.SelectData):
            view = view or T.View()
            idx = evt.index
            if which == "whatif":
                run, pieces = (view.whatif.run, view.whatif_pieces) if view.whatif else (None, [])
            else:
                run, pieces = (session.shown, session.pieces) if session else (None, [])
            if run is None or not isinstance(idx, int) or not 0 <= idx < len(pieces):
                return (*no_inspector, view)
            made = pick(run.decoders)[1]  # the model (its OccamNets, in the router's order) that generated this run
            nets = [dec.net for dec in made.networks]
            labels_ = [made.network_label(i) for i in range(len(nets))] if len(nets) > 1 else []
            piece = pieces[idx]
            ins = inspect_piece(nets, piece, list(run.steps), run.threshold, run.prompt_message, labels_, run.prompt)
            step = next((s for s in run.steps if s.index == piece.step), None) if piece.part == "answer" else None
            if step is None:
                view.selected = None
                box, dd = gr.update(visible=False), gr.update(choices=[], value=None)
            else:
                view.selected = (which, step.index)
                trace = step.occam or step.alternative
                choices = list(dict.fromkeys(([trace.expression] if trace else []) + [r[1] for r in ins.top]))
                box = gr.update(visible=True)
                dd = gr.update(choices=choices, value=choices[0] if choices else None)
            return (ins.markdown, ins.heatmap, ins.chosen_dag, ins.sampled_dags, {"headers": TOP_COLUMNS, "data": ins.top},
                    box, dd, view)
        return inspect

    def pick_function(evt: gr.SelectData):
        row = getattr(evt, "row_value", None)
        if isinstance(row, (list, tuple)) and len(row) > 1 and isinstance(row[1], str):
            return gr.update(value=row[1])
        return gr.skip()

    def whatif(kind, function, inputs_text, session, view):
        view = view or T.View()
        if session is None or view.selected is None:
            gr.Warning("Click a token of an answer first: the what-if starts at that token.")
            yield gr.skip(), gr.skip(), gr.skip(), gr.skip(), view
            return
        which, at = view.selected
        if which == "whatif" and view.whatif is not None:
            base, base_ov = view.whatif.run, view.whatif.overrides
        else:
            base, base_ov = session.shown, view.shown_overrides
        if base is None:
            yield gr.skip(), gr.skip(), "⚠️ The answer is gone (cleared or undone).", gr.skip(), view
            return
        try:
            if kind == "llm":
                new = T.Override("llm")
            elif kind == "function":
                if not function:
                    raise T.TraceError("Choose a function (or click a row of the table) first.")
                new = T.Override("occamnet", str(function), T.parse_inputs(inputs_text))
            else:
                new = T.Override("occamnet")
            overrides = {i: o for i, o in base_ov.items() if i < at} | {at: new}
            label, chosen = pick(base.decoders)
            session.stop = None
            run, gen = C.start(chosen, base.prompt, base.messages[:-1], base.settings, decoders=label,
                               overrides=overrides)
        except ValueError as e:
            gr.Warning(str(e))
            yield gr.skip(), gr.skip(), f"⚠️ {e}", gr.skip(), view
            return
        what = T.describe_override(at, new)
        head = f"**What if:** {what}."
        yield gr.update(visible=True), [], f"{head} ⏳ *generating…*", gr.update(value=None, interactive=False), view
        try:
            for st in gen:
                if session.stop:
                    break
                if st.index % 4 == 0:
                    pieces = transcript_pieces(run.prompt, run.prompt_message, list(run.steps))
                    yield gr.skip(), highlighted(pieces), f"{head} ⏳ *generating… {st.index + 1} steps*", gr.skip(), view
        except Exception as e:
            log.exception("what-if generation failed")
            yield gr.skip(), gr.skip(), f"⚠️ The what-if failed: {e.__class__.__name__}: {e}", gr.skip(), view
            return
        finally:
            if hasattr(gen, "cancel"):  # a stream of a shared batch: leave it
                gen.cancel()
        run.finished = time.perf_counter()
        run.stopped = bool(session.stop)
        run.stop_reason = None if run.stopped else getattr(gen, "generation", gen).stop_reason
        steps = list(run.steps)
        same = all(a.token_ids == b.token_ids for a, b in zip(base.steps[:at], steps[:at]))
        pieces = transcript_pieces(run.prompt, run.prompt_message, steps)
        view.whatif, view.whatif_pieces = T.WhatIf(run, overrides, len(base.steps)), pieces
        forced = steps[at] if at < len(steps) else None
        if forced is None:
            result = "The answer ended before that step."
        elif forced.source == "occamnet":
            result = f"OccamNet wrote {forced.text.strip()!r} ({forced.occam.expression_with_values})."
        elif forced.abstention:
            t = forced.alternative
            result = (f"OccamNet could not write there ({t.expression_with_values}: {t.error or forced.abstention}); "
                      "the LLM wrote the token.")
        else:
            result = f"The LLM wrote {forced.text!r}."
        prefix = (f"Steps 0-{at - 1} are the original's, token for token." if at and same else
                  "" if not at else "⚠️ The steps before differ from the original (it was sampled without a seed).")
        wpath = T.write_trace(session, run, trace_info(run, overrides), "occamllm-whatif-trace.json")
        summary = answer_summary(steps, run.threshold)
        yield (gr.update(visible=True), highlighted(pieces),
               f"{head} {result} {prefix} Click its tokens to inspect them.  \n{summary}",
               gr.update(value=str(wpath), interactive=True), view)

    def load_trace(file, session, view):
        session = session or Session()
        try:
            d = T.read_trace_file(file if isinstance(file, str) else getattr(file, "name", None))
            run, overrides = T.run_from_trace(d, models)
        except T.TraceError as e:
            gr.Warning(str(e))
            return (*[gr.skip()] * 6, f"⚠️ {e}", session, view)
        session.reset()
        session.live = session.shown = run
        session.pieces = transcript_pieces(run.prompt, run.prompt_message, list(run.steps))
        view = T.View(shown_overrides=overrides)
        path = session.write_trace(run, trace_info(run, overrides))
        made = f"{d.get('model') or 'an unknown model'}" if isinstance(d.get("model"), (str, type(None))) else "?"
        note = (" It is a what-if: " + "; ".join(T.describe_override(i, o) for i, o in sorted(overrides.items())) + "."
                if overrides else "")
        status = (f"Loaded a trace: {len(run.steps)} steps by {C.text_of(made)[:80]} with decoders {run.decoders}."
                  f"{note} Click its tokens to inspect them.")
        return (_history(run), highlighted(session.pieces), timeline_figure(list(run.steps), run.threshold),
                answer_summary(list(run.steps), run.threshold), gr.update(value=path, interactive=True),
                gr.update(value=None), status, session, view)

    def generate(message: str, max_new_tokens: int = 128, temperature: float = 0.0, top_p: float = 1.0,
                 switch_threshold: float = 0.5, use_occamnet: bool = True, include_weights: bool = False,
                 trace_all: bool = False, use_stop: bool = True, decoders: str = labels[0],
                 abstention: str = "default", overrides: list | None = None, seed: int | None = None) -> dict:
        """Generate an answer to one user message. Returns {"text", "steps": [per-step records], ...};
        per-step OccamNet weights only with include_weights=True. use_stop: end the reply when the
        stop head says an OccamNet result completes it. decoders: which OccamNet (see the app's list).
        abstention: "default" (OccamNet abstains when a check fails) or "paper" (the switch alone decides).
        overrides: what-ifs, [{"step": 3, "source": "occamnet" | "llm", "function": "x0 + x1", "inputs": [..]}];
        seed: for sampling (temperature > 0), so that a what-if replays the steps before it."""
        try:
            if not isinstance(decoders, str) or decoders not in models:
                raise ValueError(f"unknown decoders {str(decoders)[:80]!r}; choose one of {labels}")
            settings = C.check_settings(max_new_tokens, temperature, top_p, switch_threshold, use_occamnet,
                                        use_stop, abstention, seed)
            ov = T.parse_overrides(overrides)
            d = C.generate_json(models[decoders], message, settings, include_weights=include_weights,
                                trace_all=trace_all, overrides=ov)
            return d | {"decoders": decoders, "checkpoint": model_info(models[decoders])["checkpoint"],
                        "overrides": T.overrides_to_json(ov)}
        except ValueError as e:
            raise gr.Error(str(e)) from None
        except Exception as e:  # never a bare {"error": null}: say what went wrong
            log.exception("generate failed")
            raise gr.Error(f"Generation failed: {e.__class__.__name__}: {str(e)[:200]}") from None

    # ------------------------------------------------------------------ layout
    with gr.Blocks(title="OccamLLM", analytics_enabled=False, delete_cache=(3600, 3600)) as demo:
        session = gr.State(Session(), delete_callback=delete_session)
        view = gr.State(T.View())
        with gr.Row(equal_height=False):
            gr.Markdown(INTRO, elem_id="intro")
        gr.Markdown(info_markdown(model), elem_id="model-info")
        with gr.Row(equal_height=False, elem_id="main-row"):
            # ---------------------------------------------------------- left: chat, transcript
            with gr.Column(scale=5, min_width=440, elem_id="chat-col"):
                decoders = gr.Radio(labels, value=labels[0], label="OccamNet", elem_id="decoders",
                                    visible=len(labels) > 1, container=False)
                with gr.Row(equal_height=True):
                    chatbot = gr.Chatbot(label="OccamLLM", height=280, elem_id="chatbot", scale=3,
                                         feedback_options=None, buttons=["copy"])
                    with gr.Column(scale=2, visible=False, min_width=200, elem_id="plain-col") as plain_col:
                        compare_status = gr.Markdown("", elem_id="compare-status")
                        plain = gr.Chatbot(label="LLM alone (same conversation)", height=240, elem_id="plain",
                                           feedback_options=None)
                with gr.Row():
                    msg = gr.Textbox(placeholder="Ask a question with numbers…", show_label=False, scale=8,
                                     elem_id="message", max_lines=8, autofocus=True)
                    send = gr.Button("Send", variant="primary", scale=1, elem_id="send", min_width=70)
                    stop_btn = gr.Button("Stop", variant="stop", scale=1, elem_id="stop", min_width=70)
                    clear_btn = gr.Button("Clear", scale=1, elem_id="clear", min_width=70)
                status = gr.Markdown("", elem_id="status")
                with gr.Row(equal_height=False):
                    with gr.Column(min_width=260):
                        tx = gr.HighlightedText(label="Transcript: prompt and answer, token by token (click one)",
                                                elem_id="transcript", color_map=COLOR_MAP, combine_adjacent=False,
                                                show_legend=True, show_inline_category=False, interactive=False)
                    with gr.Column(min_width=260, visible=False, elem_id="whatif-col") as whatif_col:
                        wtx = gr.HighlightedText(label="What if: the alternative continuation (click a token)",
                                                 elem_id="whatif-transcript", color_map=COLOR_MAP,
                                                 combine_adjacent=False, show_legend=False,
                                                 show_inline_category=False, interactive=False)
                        wstatus = gr.Markdown("", elem_id="whatif-status")
                        wdownload = gr.DownloadButton("Download the what-if trace (JSON)", value=None,
                                                      interactive=False, elem_id="whatif-download", size="sm")
                summary = gr.Markdown("", elem_id="summary")
                timeline = gr.Plot(label="Switch probability", elem_id="timeline")
                with gr.Row():
                    download = gr.DownloadButton("Download the trace (JSON)", value=None, interactive=False,
                                                 elem_id="download", size="sm")
                    upload = gr.UploadButton("Load a trace (JSON)", file_types=[".json"], file_count="single",
                                             elem_id="upload", size="sm")
                with gr.Accordion("Examples", open=False, elem_id="examples"):
                    example_buttons = [gr.Button(prompt, size="sm", elem_id=f"example-{i}", elem_classes="example")
                                       for i, (prompt, _) in enumerate(EXAMPLES)]
                with gr.Accordion("Settings", open=False, elem_id="settings"):
                    with gr.Row():
                        temperature = gr.Slider(0, 1.5, value=0.0, step=0.05, label="Temperature (0 = greedy)")
                        top_p = gr.Slider(0.05, 1.0, value=1.0, step=0.05, label="Top-p")
                    with gr.Row():
                        max_new = gr.Slider(1, C.MAX_NEW_TOKENS, value=C.DEFAULTS["max_new_tokens"], step=1,
                                            label="Max new tokens", elem_id="max-new-tokens")
                        threshold = gr.Slider(0.0, 1.0, value=0.5, step=0.01, label="Switch threshold")
                    abstention = gr.Radio(ABSTENTION_CHOICES, value="default", label="When the switch fires",
                                          elem_id="abstention",
                                          info="By default OccamNet declines a step it is unsure of or that the "
                                               "question does not support (no valid value, a number of an earlier "
                                               "turn or left unused, an operation the question's words contradict, "
                                               "a story that states no operation: the inspector says which); the "
                                               "paper writes whatever the switch asks for.")
                    with gr.Row():
                        use_occam = gr.Checkbox(value=True, label="OccamNet on")
                        use_stop = gr.Checkbox(value=model.has_stop_head, interactive=model.has_stop_head,
                                               label="End the reply after OccamNet's answer"
                                               + ("" if model.has_stop_head else " (this checkpoint has no stop head)"),
                                               elem_id="use-stop")
                        compare_cb = gr.Checkbox(value=False, label="Compare with the LLM alone", elem_id="compare")
            # ---------------------------------------------------------- right: the inspector
            with gr.Column(scale=6, min_width=440, elem_id="inspector-col"):
                details = gr.Markdown(INSPECT_HINT, elem_id="inspector")
                with gr.Group(visible=False, elem_id="whatif-box") as whatif_box:
                    gr.Markdown("&nbsp;**What if?** Regenerate the answer from this token with another decision; "
                                "the steps before it stay as they were.")
                    with gr.Row():
                        force_occ = gr.Button("Force OccamNet here", elem_id="force-occamnet", size="sm")
                        force_llm = gr.Button("Force the LLM here", elem_id="force-llm", size="sm")
                    with gr.Row(equal_height=True):
                        fn_dd = gr.Dropdown(choices=[], value=None, label="Function (or click a row of the table)",
                                            allow_custom_value=True, elem_id="whatif-function", scale=3)
                        inputs_box = gr.Textbox(label="Inputs (optional: x values, comma-separated)",
                                                elem_id="whatif-inputs", scale=2)
                    force_fn = gr.Button("Force OccamNet with this function", elem_id="force-function", size="sm")
                heatmap = gr.Plot(label="Softmax weights per layer", elem_id="heatmap")
                with gr.Row():
                    dag = gr.Plot(label="Chosen function", elem_id="dag")
                    dags = gr.Plot(label="Three sampled functions", elem_id="dags")
                export_svg = gr.Button("Download the figures as SVG (PNG: the camera on each figure)", size="sm",
                                       elem_id="export-svg")
                top = gr.Dataframe(headers=TOP_COLUMNS, value=[], label="Ten most probable functions (click a row "
                                   "to use it in a what-if)", elem_id="top", interactive=False, wrap=True)

        # ------------------------------------------------------------------ wiring
        settings = [max_new, temperature, top_p, threshold, use_occam, use_stop, decoders, abstention]
        inspector_out = [details, heatmap, dag, dags, top, whatif_box, fn_dd]
        whatif_out = [whatif_col, wtx, wstatus, wdownload]
        # generating events share the model's continuous batch (app/chat.py): as many run at once as it decodes
        gen_kw = dict(concurrency_id="generation", concurrency_limit=C.MAX_BATCH)
        view_kw = dict(concurrency_id="view", concurrency_limit=4)
        chat_io = dict(inputs=[msg, chatbot, *settings, session], outputs=[msg, chatbot, status, session])

        def then_show(evt, suffix: str):
            """After an answer: its transcript and trace file, the summary, then the LLM alone."""
            shown = evt.then(transcript, [session], [tx, timeline, download, session], api_name="transcript" + suffix,
                             api_visibility="private" if suffix else "undocumented", **view_kw)
            shown = shown.then(after_answer, [session, view], [summary, download, *whatif_out, view],
                               api_name="after_answer" + suffix, api_visibility="private", **view_kw)
            shown.then(gpu(compare), [compare_cb, plain, session], [plain, compare_status], api_name="compare" + suffix,
                       api_visibility="private", **gen_kw)

        chat_evt = gr.on([msg.submit, send.click], gpu(chat), api_name="chat", show_progress="minimal", **chat_io,
                         **gen_kw)
        then_show(chat_evt, "")
        retry_evt = chatbot.retry(gpu(retry), [chatbot, *settings, session], [msg, chatbot, status, session],
                                  api_name="retry", api_visibility="private", **gen_kw)
        then_show(retry_evt, "_after_retry")
        for i, (button, (prompt, _)) in enumerate(zip(example_buttons, EXAMPLES)):
            evt = button.click(lambda p=prompt: p, None, [msg], api_name=f"example_{i}", api_visibility="private",
                               queue=False)
            evt = evt.then(gpu(chat), api_name=f"chat_example_{i}", api_visibility="private", show_progress="minimal",
                           **chat_io, **gen_kw)
            then_show(evt, f"_example_{i}")
        undo_outputs = [chatbot, msg, status, compare_status, tx, timeline, summary, download, *inspector_out,
                        *whatif_out, session, view]
        chatbot.undo(undo, [chatbot, session, view], undo_outputs, api_name="undo", api_visibility="private",
                     queue=False)
        # Stop and Clear set a flag the generation checks at every step (no cancellation: the last
        # updates, the transcript and the status then always come from the generation itself)
        stop_btn.click(stop, [session], None, api_name="stop", api_visibility="private", queue=False)
        clear_outputs = [chatbot, plain, tx, timeline, summary, download, *inspector_out, *whatif_out, status,
                         compare_status, session, view]
        clear_btn.click(clear, [session, view], clear_outputs, api_name="clear", api_visibility="private", queue=False)
        chatbot.clear(clear, [session, view], clear_outputs, api_name="clear_chat", api_visibility="private",
                      queue=False)
        compare_cb.change(lambda v: gr.update(visible=v), [compare_cb], [plain_col], api_name="toggle_compare",
                          api_visibility="private", queue=False)
        tx.change(lambda: no_inspector, None, inspector_out, api_name="reset_inspector", api_visibility="private",
                  queue=False)
        tx.select(inspect_in("original"), [session, view], [*inspector_out, view], api_name="inspect",
                  api_visibility="private", **view_kw)
        wtx.select(inspect_in("whatif"), [session, view], [*inspector_out, view], api_name="inspect_whatif",
                   api_visibility="private", **view_kw)
        top.select(pick_function, None, [fn_dd], api_name="pick_function", api_visibility="private", queue=False)
        def whatif_as(kind):
            def run_whatif(function, inputs_text, session, view):
                yield from whatif(kind, function, inputs_text, session, view)
            return run_whatif

        for button, kind in ((force_occ, "occamnet"), (force_llm, "llm"), (force_fn, "function")):
            button.click(gpu(whatif_as(kind)),
                         [fn_dd, inputs_box, session, view], [*whatif_out, view], api_name=f"whatif_{kind}",
                         api_visibility="private", **gen_kw)
        upload.upload(load_trace, [upload, session, view],
                      [chatbot, tx, timeline, summary, download, plain, status, session, view], api_name="load_trace",
                      api_visibility="private", **view_kw)
        export_svg.click(None, None, None, js=EXPORT_SVG_JS, api_name="export_svg", api_visibility="private",
                         queue=False)
        gr.api(gpu(generate), api_name="generate", **gen_kw)
    demo.queue(default_concurrency_limit=1)
    return demo


def one_line(e: BaseException) -> str:
    return " ".join(str(e).split()) or e.__class__.__name__


def main(argv: list[str] | None = None) -> None:
    """``python -m app``: load the model(s) and serve; a failure to load or to serve is one line
    (``error: ...``) and exit status 2, as with ``python -m occam``."""
    from occam.backbone import BackboneError
    from occam.decoders import CheckpointError

    from .cli import load_models, parse_args

    args = parse_args(argv)
    try:
        demo = build_demo(load_models(args))
        demo.queue(default_concurrency_limit=1, max_size=args.queue_size).launch(
            server_name=args.host, server_port=args.port, share=args.share, **launch_kwargs())
    except (BackboneError, CheckpointError, OSError, ValueError) as e:
        print(f"error: {one_line(e)}", file=sys.stderr, flush=True)
        raise SystemExit(2) from None
