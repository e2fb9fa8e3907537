"""Layout and wiring of the OccamLLM app. Handlers stay thin: generation lives in ``chat``,
drawing in ``render``, explanations in ``inspector``; per-user data only in ``gr.State``."""
from __future__ import annotations

import logging
import gradio as gr

from . import chat as C
from .inspector import TOP_COLUMNS, inspect_piece
from .render import COLOR_MAP, highlighted, timeline_figure, transcript_pieces
from .state import Session, delete_session

log = logging.getLogger("occam.app")

EXAMPLES = [
    "What is 1234567 * 7654321?",
    "Six minus seven =?",
    "A bakery sold 12.5 kg of flour on Monday and 7.25 kg on Tuesday. Each kilogram costs 3.2 dollars. "
    "How many dollars did the flour sold on both days cost?",
    "What is 84 percent of 230.77?",
    "Write a haiku about autumn leaves.",
]

INTRO = """# OccamLLM: exact arithmetic for a frozen LLM
A small language model writes the text. At every token a **switch** reads its hidden states and decides
whether the next token comes from the LLM or from **OccamNet**, a tiny symbolic network whose weights are
set from the same hidden states and which computes exactly on the most recent numbers in the text.
Ask something, then **click any token of the transcript** under the chat to see why it was written."""

INSPECT_HINT = "*Click a token of the transcript to inspect it.*"
EMPTY_INSPECTOR = (INSPECT_HINT, None, None, None, {"headers": TOP_COLUMNS, "data": []})
CSS = """
#transcript .textfield { line-height: 1.9; }
#status { min-height: 1.5em; }
"""


def gpu(fn):
    """``spaces.GPU`` on a Hugging Face ZeroGPU Space; the function itself everywhere else."""
    try:
        import spaces  # type: ignore
    except ImportError:
        return fn
    return spaces.GPU(fn)


def model_info(model) -> dict:
    bb = model.backbone
    return {"model": bb.name, "quantized_4bit": bool(getattr(bb, "quantized", False)),
            "checkpoint": str(model.checkpoint) if model.checkpoint else None}


def info_markdown(model) -> str:
    info = model_info(model)
    dtype = str(getattr(model.backbone.model, "dtype", "")).replace("torch.", "")
    prec = "4-bit NF4" if info["quantized_4bit"] else dtype
    net = model.decoders.net.config
    s = (f"Model **{info['model']}** ({prec}) · OccamNet depth {net.depth}, {net.n_inputs} inputs, "
         f"primitives {', '.join(net.primitives)}")
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


def build_demo(models) -> gr.Blocks:
    """The app for one model, or for several decoder sets on one backbone (``{label: OccamLLM}``, the
    first the default): users then choose the OccamNet (e.g. one or two layers) per conversation."""
    models = dict(models) if isinstance(models, dict) else {"default": models}
    labels = list(models)
    model = models[labels[0]]
    info = model_info(model)

    def pick(label) -> tuple[str, object]:
        label = label if label in models else labels[0]
        return label, models[label]

    # ------------------------------------------------------------------ handlers
    def chat(message, history, max_new_tokens, temperature, top_p, threshold, use_occamnet, use_stop=True,
             decoders=None, session=None):
        session = session or Session()
        label, chosen = pick(decoders)
        try:
            settings = C.check_settings(max_new_tokens, temperature, top_p, threshold, use_occamnet, use_stop)
            for hist, status in C.stream_chat(chosen, session, message, history, settings, label):
                yield "", hist, status, session
        except ValueError as e:  # bad input: say why, keep the message and the conversation
            gr.Warning(str(e))
            yield message, C.to_messages(history), f"⚠️ {e}", session
        except Exception as e:  # keep the app alive; the message says what happened
            log.exception("generation failed")
            gr.Warning(f"Generation failed: {e.__class__.__name__}: {e}")
            yield message, gr.skip(), f"⚠️ Generation failed: {e.__class__.__name__}: {e}", session

    def retry(history, max_new_tokens, temperature, top_p, threshold, use_occamnet, use_stop, decoders, session,
              evt: gr.RetryData):
        hist = C.to_messages(history)
        idx = C.user_turn(hist, evt.index)
        if idx is None:
            yield gr.skip(), gr.skip(), "Nothing to retry.", session
            return
        yield from chat(hist[idx]["content"], hist[:idx], max_new_tokens, temperature, top_p, threshold,
                        use_occamnet, use_stop, decoders, session)

    def undo(history, evt: gr.UndoData):
        hist = C.to_messages(history)
        idx = C.user_turn(hist, evt.index)
        return (hist, gr.skip()) if idx is None else (hist[:idx], hist[idx]["content"])

    def transcript(session):
        session = session or Session()
        run = session.live
        if run is None:
            return [], None, None, session
        steps = list(run.steps)
        session.shown, session.pieces = run, transcript_pieces(run.prompt, run.prompt_message, steps)
        path = session.write_trace(run, model_info(pick(run.decoders)[1]))
        return highlighted(session.pieces), timeline_figure(steps, run.threshold), path, session

    def stop(session):
        if session is not None:  # the running generation (answer or LLM-alone) ends at its next step
            session.stop = "stop"

    def inspect(session, evt: gr.SelectData):
        idx = evt.index
        if session is None or session.shown is None or not isinstance(idx, int) or not 0 <= idx < len(session.pieces):
            return EMPTY_INSPECTOR
        run = session.shown
        net = pick(run.decoders)[1].decoders.net  # the OccamNet that generated this run
        ins = inspect_piece(net, session.pieces[idx], list(run.steps), run.threshold, run.prompt_message)
        return ins.markdown, ins.heatmap, ins.chosen_dag, ins.sampled_dags, {"headers": TOP_COLUMNS, "data": ins.top}

    def compare(enabled, history, session):
        run = session.pending_compare if session else None
        if not enabled or run is None or session.stop:
            yield gr.skip()
            return
        session.pending_compare = None
        hist = C.to_messages(history) + [{"role": "user", "content": run.prompt},
                                         {"role": "assistant", "content": ""}]
        try:
            for text in C.stream_plain(pick(run.decoders)[1], run, session):
                hist[-1]["content"] = text
                yield hist
        except Exception as e:
            log.exception("LLM-alone generation failed")
            gr.Warning(f"LLM-alone generation failed: {e}")

    def clear(session):
        session = session or Session()
        session.stop = "clear"  # a running generation ends and empties the chat itself
        session.reset()
        return [], [], [], None, *EMPTY_INSPECTOR, None, "", session

    def generate(message: str, max_new_tokens: int = 128, temperature: float = 0.0, top_p: float = 1.0,
                 switch_threshold: float = 0.5, use_occamnet: bool = True, include_weights: bool = False,
                 trace_all: bool = False, use_stop: bool = True, decoders: str = labels[0]) -> dict:
        """Generate an answer to one user message. Returns {"text", "steps": [per-step records], ...};
        per-step OccamNet weights only with include_weights=True. use_stop: end the reply when the
        stop head says an OccamNet result completes it. decoders: which OccamNet (see the app's list)."""
        try:
            if decoders not in models:
                raise ValueError(f"unknown decoders {decoders!r}; choose one of {labels}")
            settings = C.check_settings(max_new_tokens, temperature, top_p, switch_threshold, use_occamnet,
                                        use_stop)
            d = C.generate_json(models[decoders], message, settings, include_weights=include_weights,
                                trace_all=trace_all)
            return d | {"decoders": decoders}
        except ValueError as e:
            raise gr.Error(str(e)) from None

    # ------------------------------------------------------------------ layout
    with gr.Blocks(title="OccamLLM", analytics_enabled=False, delete_cache=(3600, 3600)) as demo:
        session = gr.State(Session(), delete_callback=delete_session)
        gr.Markdown(INTRO)
        gr.Markdown(info_markdown(model), elem_id="model-info")
        decoders = gr.Radio(labels, value=labels[0], label="OccamNet", elem_id="decoders", visible=len(labels) > 1,
                            info="Which trained decoders drive OccamNet: the paper's one layer of ten primitives, "
                                 "or two layers of + - * / that compute up to three operations in one step (less accurate "
                                 "so far: its measured accuracy is in the README).")
        with gr.Row(equal_height=True):
            chatbot = gr.Chatbot(label="OccamLLM", height=420, elem_id="chatbot", scale=3,
                                 feedback_options=None, buttons=["copy"])
            plain = gr.Chatbot(label="LLM alone (same conversation)", height=420, elem_id="plain",
                               scale=2, visible=False, feedback_options=None)
        with gr.Row():
            msg = gr.Textbox(placeholder="Ask a question with numbers…", show_label=False, scale=8,
                             elem_id="message", max_lines=8, autofocus=True)
            send = gr.Button("Send", variant="primary", scale=1, elem_id="send")
            stop_btn = gr.Button("Stop", variant="stop", scale=1, elem_id="stop")
            clear_btn = gr.Button("Clear", scale=1, elem_id="clear")
        status = gr.Markdown("", elem_id="status")
        gr.Examples(EXAMPLES, inputs=[msg], label="Examples", api_visibility="private")
        with gr.Accordion("Settings", open=False, elem_id="settings"):
            with gr.Row():
                temperature = gr.Slider(0, 1.5, value=0.0, step=0.05, label="Temperature (0 = greedy)")
                top_p = gr.Slider(0.05, 1.0, value=1.0, step=0.05, label="Top-p")
                max_new = gr.Slider(1, C.MAX_NEW_TOKENS, value=C.DEFAULTS["max_new_tokens"], step=1,
                                    label="Max new tokens", elem_id="max-new-tokens")
                threshold = gr.Slider(0.0, 1.0, value=0.5, step=0.01, label="Switch threshold")
            with gr.Row():
                use_occam = gr.Checkbox(value=True, label="OccamNet on")
                use_stop = gr.Checkbox(value=model.has_stop_head, interactive=model.has_stop_head,
                                       label="End the reply after OccamNet's answer"
                                       + ("" if model.has_stop_head else " (this checkpoint has no stop head)"),
                                       elem_id="use-stop")
                compare_cb = gr.Checkbox(value=False, label="Compare with the LLM alone")
        gr.Markdown("## Transcript of the last answer")
        tx = gr.HighlightedText(label="Prompt and answer, token by token (click one)", elem_id="transcript",
                                color_map=COLOR_MAP, combine_adjacent=False, show_legend=True,
                                show_inline_category=False, interactive=False)
        timeline = gr.Plot(label="Switch probability", elem_id="timeline")
        download = gr.DownloadButton("Download trace of the last answer (JSON)", value=None, elem_id="download",
                                     size="sm")
        with gr.Group():
            gr.Markdown("## Inspector")
            details = gr.Markdown(INSPECT_HINT, elem_id="inspector")
            with gr.Row():
                heatmap = gr.Plot(label="Softmax weights per layer", elem_id="heatmap", scale=1)
                with gr.Column(scale=1):
                    dag = gr.Plot(label="Chosen function", elem_id="dag")
                    dags = gr.Plot(label="Three sampled functions", elem_id="dags")
            top = gr.Dataframe(headers=TOP_COLUMNS, value=[], label="Ten most probable functions", elem_id="top",
                               interactive=False, wrap=True)

        # ------------------------------------------------------------------ wiring
        settings = [max_new, temperature, top_p, threshold, use_occam, use_stop, decoders]
        gen_kw = dict(concurrency_id="generation", concurrency_limit=1)
        view_kw = dict(concurrency_id="view", concurrency_limit=4)
        chat_evt = gr.on([msg.submit, send.click], gpu(chat), [msg, chatbot, *settings, session],
                         [msg, chatbot, status, session], api_name="chat", show_progress="minimal", **gen_kw)
        retry_evt = chatbot.retry(gpu(retry), [chatbot, *settings, session], [msg, chatbot, status, session],
                                  api_name="retry", api_visibility="private", **gen_kw)
        for evt, suffix in ((chat_evt, ""), (retry_evt, "_after_retry")):  # then: transcript, LLM alone
            shown = evt.then(transcript, [session], [tx, timeline, download, session], api_name="transcript" + suffix,
                             api_visibility="private" if suffix else "undocumented", **view_kw)
            shown.then(gpu(compare), [compare_cb, plain, session], [plain], api_name="compare" + suffix,
                       api_visibility="private", **gen_kw)
        chatbot.undo(undo, [chatbot], [chatbot, msg], api_name="undo", api_visibility="private", queue=False)
        # Stop and Clear set a flag the generation checks at every step (no cancellation: the last
        # updates, the transcript and the status then always come from the generation itself)
        stop_btn.click(stop, [session], None, api_name="stop", api_visibility="private", queue=False)
        clear_outputs = [chatbot, plain, tx, timeline, details, heatmap, dag, dags, top, download, status, session]
        clear_btn.click(clear, [session], clear_outputs, api_name="clear", api_visibility="private", queue=False)
        chatbot.clear(clear, [session], clear_outputs, api_name="clear_chat", api_visibility="private", queue=False)
        compare_cb.change(lambda v: gr.update(visible=v), [compare_cb], [plain], api_name="toggle_compare",
                          api_visibility="private", queue=False)
        tx.change(lambda: EMPTY_INSPECTOR, None, [details, heatmap, dag, dags, top], api_name="reset_inspector",
                  api_visibility="private", queue=False)
        tx.select(inspect, [session], [details, heatmap, dag, dags, top], api_name="inspect",
                  api_visibility="private", **view_kw)
        gr.api(gpu(generate), api_name="generate", **gen_kw)
    demo.queue(default_concurrency_limit=1)
    return demo


def main(argv: list[str] | None = None) -> None:
    from .cli import load_models, parse_args

    args = parse_args(argv)
    demo = build_demo(load_models(args))
    demo.queue(default_concurrency_limit=1, max_size=args.queue_size).launch(
        server_name=args.host, server_port=args.port, share=args.share, **launch_kwargs())
