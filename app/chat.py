"""Generation for the app: chat history -> library messages, streaming, the JSON endpoint.

Every generation (chat, retry, the LLM-alone column, the ``generate`` endpoint) runs in the one
continuous batch of the model's backbone (:func:`occam.batching.shared_server`): concurrent sessions
share each forward pass, and Stop ends only the session's own sequence. A conversation is bounded in
tokens, history included (:func:`fit_conversation`): older turns are dropped first, with a note.

No Gradio widgets here; bad input raises ``ValueError`` with a message meant for the user, and the
UI layer turns it into a warning.
"""
from __future__ import annotations

import time
from typing import Iterator

from occam.batching import BatchConfig, Stream, shared_server
from occam.conventions import encode_chat

from .state import Run, Session

MAX_MESSAGE_CHARS = 4000  # longer messages keep their end (where the question usually is)
MAX_NEW_TOKENS = 1024
# The conversation the model reads, history included, in tokens (the prompt of every generation; the
# reply's max_new_tokens come on top). Older turns are dropped first. It bounds the time a prompt takes
# to run (about 3 s for 1,024 tokens on two cores, in chunks between the other sessions' steps) and
# the memory of a sequence in the batch.
MAX_CONVERSATION_TOKENS = 1024
# Sequences decoded together; the app's generating events have the same concurrency (app/ui.py), so
# a request waits in Gradio's queue (whose estimate is then right) only when the batch is full.
BATCH = BatchConfig.served()
MAX_BATCH = BATCH.max_batch
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


def fit_conversation(tokenizer, messages: list[dict], limit: int = MAX_CONVERSATION_TOKENS
                     ) -> tuple[list[dict], list[str]]:
    """Drop the oldest messages until the conversation (chat template included) has at most ``limit``
    tokens; if the last message alone is longer, keep its last tokens. Returns the messages and notes
    for the user."""
    def size(ms: list[dict]) -> int:
        return len(encode_chat(tokenizer, ms, generation_prompt=True).ids)

    notes = []
    msgs = [dict(m) for m in messages]
    # a quick estimate per message first (each message tokenized once), then exact checks
    est = [len(tokenizer(m["content"], add_special_tokens=False)["input_ids"]) + 6 for m in msgs]
    first = 0
    while first < len(msgs) - 1 and sum(est[first:]) > limit:
        first += 1
    while first < len(msgs) - 1 and size(msgs[first:]) > limit:
        first += 1
    while first < len(msgs) - 1 and msgs[first]["role"] == "assistant":  # start with the user's turn
        first += 1
    if first:
        turns = sum(m["role"] == "user" for m in msgs[:first])
        notes.append(f"The conversation was longer than {limit:,} tokens: its {first} oldest messages "
                     f"({turns} of your earlier turns) were left out; the model did not read them.")
        msgs = msgs[first:]
    over = size(msgs) - limit
    if over > 0:  # the last message alone: keep its end, from a word boundary
        ids = tokenizer(msgs[-1]["content"], add_special_tokens=False)["input_ids"]
        keep = max(1, len(ids) - over - 2)
        cut = tokenizer.decode(ids[-keep:])
        space = next((i for i, c in enumerate(cut[:200]) if c.isspace()), -1)
        cut = cut[space + 1:] if space >= 0 and cut[space + 1:].strip() else cut
        notes.append(f"Your message was longer than {limit:,} tokens: only its last {len(cut):,} characters "
                     "were used.")
        msgs[-1] = {**msgs[-1], "content": cut}
    return msgs, notes


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
    # "default": None, i.e. the checks calibrated for the model's checkpoint
    s["abstention"] = AbstentionConfig.paper() if s.get("abstention") == "paper" else None
    return s


def start(model, message: str, history: list | None, settings: dict, trace_all: bool = True, decoders: str = "",
          overrides: dict | None = None):
    """Validate and start a generation (``overrides``: what-if steps, :class:`occam.generation.Override`)
    in the shared batch. Returns ``(run, stream)`` (an :class:`occam.batching.Stream` of the steps;
    ``stream.cancel()`` ends it, ``stream.generation`` is the generation); raises ValueError."""
    message, notes = cap_message(message)
    messages = to_messages(history) + [{"role": "user", "content": message}]
    messages, more = fit_conversation(model.tokenizer, messages)
    gen = model.stream(messages, trace_all=trace_all, overrides=overrides, **stream_options(settings))
    run = Run(gen.messages, dict(settings), gen.steps, gen.truncated_tokens, notes + more, decoders=decoders)
    if gen.truncated_tokens:
        run.notes.append(f"The conversation was too long for the model: its first {gen.truncated_tokens:,} "
                         "tokens were dropped.")
    return run, submit(model, gen)


def submit(model, gen) -> Stream:
    """Run ``gen`` in the shared batch of ``model``'s backbone."""
    return shared_server(model.backbone, BATCH).submit(gen)


def stream_chat(model, session: Session, message: str, history: list | None, settings: dict, decoders: str = ""
                ) -> Iterator[tuple[list[dict], str]]:
    """Stream an answer into the chat: yields ``(history, status)``; the session's ``live`` run holds
    every step as it is produced. Ends early when ``session.stop`` is set (Stop or Clear)."""
    session.stop = None
    run, stream = start(model, message, history, settings, decoders=decoders)
    session.live = session.pending_compare = run
    session.stream = stream
    hist = to_messages(history) + [{"role": "user", "content": run.prompt}, {"role": "assistant", "content": ""}]
    try:
        yield hist, status(run, running=True)
        for step in stream:
            if run.first_token is None:
                run.first_token = time.perf_counter()
            hist[-1]["content"] += step.text
            if session.stop:
                break
            yield hist, status(run, running=True)
    finally:  # Stop, Clear, a closed connection: the sequence leaves the batch
        stream.cancel()
        if session.stream is stream:
            session.stream = None
    gen = stream.generation
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
    stream = submit(model, model.stream(run.messages, use_occamnet=False, **s))
    if session is not None:
        session.stream = stream
    try:
        for step in stream:
            text += step.text
            yield text
            if session is not None and session.stop:
                return
    finally:
        stream.cancel()
        if session is not None and session.stream is stream:
            session.stream = None


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
    run, stream = start(model, message, None, settings, trace_all=trace_all, overrides=overrides)
    try:
        res = stream.result()
    finally:
        stream.cancel()
    d = res.to_dict()
    if not include_weights:
        d["steps"] = [strip_weights(s) for s in d["steps"]]
    d["notes"] = run.notes
    d["model"] = model.backbone.name
    d["checkpoint"] = str(model.checkpoint) if model.checkpoint else None
    return d
