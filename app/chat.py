"""Generation for the app: chat history -> library messages, streaming, the JSON endpoint.

No Gradio widgets here; bad input raises ``ValueError`` with a message meant for the user, and the
UI layer turns it into a warning.
"""
from __future__ import annotations

import time
from typing import Iterator

from .state import Run, Session

MAX_MESSAGE_CHARS = 4000  # longer messages keep their end (where the question usually is)
MAX_NEW_TOKENS = 1024
DEFAULTS = dict(max_new_tokens=128, temperature=0.0, top_p=1.0, switch_threshold=0.5, use_occamnet=True,
                use_stop=True, abstention="default")
# the abstention setting: "default" runs the checks of occam.abstention before OccamNet writes; "paper"
# is the paper's behaviour (the switch threshold alone decides; only an invalid result abstains)
ABSTENTION = ("default", "paper")


def text_of(content) -> str:
    """Plain text of a message's content: a string, or Gradio 6's list of parts
    (``[{"type": "text", "text": ...}, ...]``); non-text parts are ignored."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        return content.get("text", "") if content.get("type", "text") == "text" else ""
    if isinstance(content, (list, tuple)):
        return "".join(text_of(p) for p in content)
    return ""


def to_messages(history: list | None) -> list[dict]:
    """Chatbot history (Gradio message dicts) -> ``[{"role", "content": str}]`` for the library."""
    out = []
    for item in history or []:
        role = item.get("role") if isinstance(item, dict) else getattr(item, "role", None)
        content = item.get("content") if isinstance(item, dict) else getattr(item, "content", None)
        if role in ("user", "assistant", "system"):
            out.append({"role": role, "content": text_of(content)})
    return out


def user_turn(messages: list[dict], index) -> int | None:
    """Index of the user message that a retry/undo at ``index`` refers to: that message if it is the
    user's, else the closest user message before it (Gradio may pass the assistant's index)."""
    i = index[0] if isinstance(index, (list, tuple)) else index
    i = min(i if isinstance(i, int) else len(messages) - 1, len(messages) - 1)
    while i >= 0 and messages[i]["role"] != "user":
        i -= 1
    return i if i >= 0 else None


def cap_message(message: str, limit: int = MAX_MESSAGE_CHARS) -> tuple[str, list[str]]:
    """Refuse non-text or empty messages; keep the last ``limit`` characters of a long one."""
    if not isinstance(message, str):
        raise ValueError("The message must be text.")
    message = message.replace("\x00", "")
    if not message.strip():
        raise ValueError("The message is empty: type a question.")
    if len(message) <= limit:
        return message, []
    cut = message[-limit:]
    if not message[-limit - 1].isspace():  # do not start inside a word or a number
        space = next((i for i, c in enumerate(cut[:200]) if c.isspace()), -1)
        cut = cut[space + 1:]
    return cut, [f"Your message had {len(message):,} characters; only its last {len(cut):,} were used."]


def check_settings(max_new_tokens=None, temperature=None, top_p=None, switch_threshold=None,
                   use_occamnet=None, use_stop=None, abstention=None, seed=None) -> dict:
    """Validated generation settings (defaults for ``None``; ``seed`` only when given)."""
    s = dict(DEFAULTS)
    given = dict(max_new_tokens=max_new_tokens, temperature=temperature, top_p=top_p,
                 switch_threshold=switch_threshold, use_occamnet=use_occamnet, use_stop=use_stop,
                 abstention=abstention)
    s.update({k: v for k, v in given.items() if v is not None})
    try:
        s["max_new_tokens"] = int(s["max_new_tokens"])
        s["temperature"], s["top_p"] = float(s["temperature"]), float(s["top_p"])
        s["switch_threshold"] = float(s["switch_threshold"])
    except (TypeError, ValueError):
        raise ValueError("Settings must be numbers.") from None
    if not 1 <= s["max_new_tokens"] <= MAX_NEW_TOKENS:
        raise ValueError(f"max_new_tokens must be between 1 and {MAX_NEW_TOKENS}.")
    if not 0 <= s["temperature"] <= 5:
        raise ValueError("temperature must be between 0 and 5.")
    if not 0 < s["top_p"] <= 1:
        raise ValueError("top_p must be in (0, 1].")
    if not 0 <= s["switch_threshold"] <= 1:
        raise ValueError("switch_threshold must be between 0 and 1.")
    s["use_occamnet"], s["use_stop"] = bool(s["use_occamnet"]), bool(s["use_stop"])
    if s["abstention"] not in ABSTENTION:
        raise ValueError(f"abstention must be one of {', '.join(ABSTENTION)}.")
    if seed is not None:
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
            raise ValueError("seed must be a non-negative integer.")
        s["seed"] = seed
    return s


def stream_options(settings: dict) -> dict:
    """``model.stream`` keyword arguments for validated settings (the abstention choice as an
    :class:`~occam.abstention.AbstentionConfig`)."""
    from occam.abstention import AbstentionConfig

    s = dict(settings)
    s["abstention"] = AbstentionConfig.paper() if s.get("abstention") == "paper" else AbstentionConfig()
    return s


def start(model, message: str, history: list | None, settings: dict, trace_all: bool = True, decoders: str = "",
          overrides: dict | None = None):
    """Validate and start a generation (``overrides``: what-if steps, :class:`occam.generation.Override`).
    Returns ``(run, generation)``; raises ValueError."""
    message, notes = cap_message(message)
    messages = to_messages(history) + [{"role": "user", "content": message}]
    gen = model.stream(messages, trace_all=trace_all, overrides=overrides, **stream_options(settings))
    run = Run(gen.messages, dict(settings), gen.steps, gen.truncated_tokens, notes, decoders=decoders)
    if gen.truncated_tokens:
        run.notes.append(f"The conversation was too long for the model: its first {gen.truncated_tokens:,} "
                         "tokens were dropped.")
    return run, gen


def stream_chat(model, session: Session, message: str, history: list | None, settings: dict, decoders: str = ""
                ) -> Iterator[tuple[list[dict], str]]:
    """Stream an answer into the chat: yields ``(history, status)``; the session's ``live`` run holds
    every step as it is produced. Ends early when ``session.stop`` is set (Stop or Clear)."""
    session.stop = None
    run, gen = start(model, message, history, settings, decoders=decoders)
    session.live = session.pending_compare = run
    hist = to_messages(history) + [{"role": "user", "content": run.prompt}, {"role": "assistant", "content": ""}]
    yield hist, status(run, running=True)
    for step in gen:
        if run.first_token is None:
            run.first_token = time.perf_counter()
        hist[-1]["content"] += step.text
        if session.stop:
            break
        yield hist, status(run, running=True)
    run.finished = time.perf_counter()
    if session.stop == "clear":
        yield [], ""
        return
    if session.stop:
        run.stopped = True
        run.notes.append("Stopped by you.")
    else:
        run.stop_reason = gen.stop_reason
    yield hist, status(run)


def stream_plain(model, run: Run, session: Session | None = None) -> Iterator[str]:
    """The LLM alone on the same messages and sampling settings: yields the growing answer."""
    s = {k: v for k, v in stream_options(run.settings).items() if k not in ("use_occamnet", "use_stop")}
    text = ""
    for step in model.stream(run.messages, use_occamnet=False, **s):
        text += step.text
        yield text
        if session is not None and session.stop:
            return


def status(run: Run, running: bool = False) -> str:
    n = len(run.steps)
    tokens = sum(len(s.token_ids) for s in run.steps)
    calls = sum(s.source == "occamnet" for s in run.steps)
    now = run.finished or time.perf_counter()
    secs = now - run.started
    parts = []
    if running:
        parts.append(f"Generating… {n} steps, {secs:.1f} s")
    else:
        ttft = f", first token after {run.first_token - run.started:.2f} s" if run.first_token else ""
        rate = f" ({tokens / secs:.1f} tokens/s)" if secs > 0 else ""
        parts.append(f"{tokens} tokens in {n} steps, {secs:.1f} s{rate}{ttft}; OccamNet wrote {calls} of the steps.")
        if run.stop_reason == "answer_complete":
            parts.append("The stop head ended the reply: OccamNet's result completes the answer "
                         "(untick *End the reply after OccamNet's answer* to let the LLM go on).")
        if run.stop_reason == "max_new_tokens":
            parts.append("Stopped at the token limit (raise *max new tokens* in the settings for longer answers).")
    parts += [f"⚠️ {note}" for note in run.notes]
    return "  \n".join(parts)


def strip_weights(record: dict) -> dict:
    for key in ("occam", "alternative"):
        if record.get(key):
            record[key] = {k: v for k, v in record[key].items() if k != "weights"}
    return record


def generate_json(model, message: str, settings: dict, include_weights: bool = False,
                  trace_all: bool = False, overrides: dict | None = None) -> dict:
    """The ``generate`` endpoint: final text and one record per step."""
    run, gen = start(model, message, None, settings, trace_all=trace_all, overrides=overrides)
    res = gen.result()
    d = res.to_dict()
    if not include_weights:
        d["steps"] = [strip_weights(s) for s in d["steps"]]
    d["notes"] = run.notes
    d["model"] = model.backbone.name
    d["checkpoint"] = str(model.checkpoint) if model.checkpoint else None
    return d
