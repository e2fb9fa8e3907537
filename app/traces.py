"""Traces as data: a downloaded trace loaded back (to share one), what-if overrides from JSON, and the
per-session what-if view. No Gradio here; bad input raises :class:`TraceError` (a ``ValueError``) with
a one-line message for the user. Nothing is evaluated: a trace is JSON, checked field by field."""
from __future__ import annotations

import json
import math
import os
import tempfile
from dataclasses import dataclass, field

import numpy as np

from occam.abstention import REASONS
from occam.generation import MAX_PLAN_STEPS, NumberRef, OccamTrace, Override, Step
from occam.readings import BY

from . import chat as C
from .render import Piece
from .state import Run

FORMAT = "occamllm-trace/1"
MAX_TRACE_BYTES = 50_000_000
MAX_STEPS = 20_000


class TraceError(ValueError):
    """A trace file or an override list that cannot be used; the message says why, in one line."""


# ----------------------------------------------------------------------------- overrides
def parse_overrides(obj) -> dict[int, Override]:
    """``[{"step": 3, "source": "occamnet", "function": "x0 + x1", "inputs": [1, 2]}, ...]`` (or a dict
    ``{"3": {...}}``, or its JSON text) -> ``{3: Override(...)}``."""
    if obj is None or obj == "" or obj == [] or obj == {}:
        return {}
    if isinstance(obj, str):
        try:
            obj = json.loads(obj)
        except ValueError:
            raise TraceError("overrides must be JSON: a list of {step, source, function, inputs}") from None
    if isinstance(obj, dict):
        obj = [dict(v, step=k) if isinstance(v, dict) else v for k, v in obj.items()]
    if not isinstance(obj, list):
        raise TraceError("overrides must be a list of {step, source, function, inputs}")
    out: dict[int, Override] = {}
    for item in obj:
        if not isinstance(item, dict):
            raise TraceError("each override must be an object {step, source, function, inputs}")
        unknown = set(item) - {"step", "source", "function", "inputs"}
        if unknown:
            raise TraceError(f"unknown override field(s): {', '.join(sorted(map(str, unknown)))}")
        step = item.get("step")
        try:
            step = int(step) if not isinstance(step, bool) and str(step).strip().lstrip("-").isdigit() else None
        except (TypeError, ValueError):
            step = None
        if step is None or step < 0:
            raise TraceError("an override's step must be a step index (an integer >= 0)")
        inputs = item.get("inputs")
        if inputs is not None and not isinstance(inputs, (list, tuple)):
            raise TraceError("an override's inputs must be a list of numbers")
        try:
            out[step] = Override(item.get("source", "occamnet"), item.get("function"),
                                 tuple(inputs) if inputs is not None else None)
        except ValueError as e:
            raise TraceError(str(e)) from None
    return out


def overrides_to_json(overrides: dict[int, Override]) -> list[dict]:
    return [{"step": i, "source": o.source, "function": o.function, "inputs": list(o.inputs) if o.inputs else None}
            for i, o in sorted(overrides.items())]


def parse_inputs(text: str | None) -> tuple[float, ...] | None:
    """The what-if's input box: ``"12, 3.5"`` -> ``(12.0, 3.5)``; empty -> None (the text's numbers)."""
    if text is None or not str(text).strip():
        return None
    vals = []
    for part in str(text).replace(";", ",").split(","):
        part = part.strip()
        if not part:
            continue
        try:
            v = float(part)
        except ValueError:
            raise TraceError(f"inputs must be numbers separated by commas; {part[:20]!r} is not one") from None
        if not math.isfinite(v):
            raise TraceError("inputs must be finite numbers")
        vals.append(v)
    return tuple(vals) or None


def describe_override(step: int, ov: Override) -> str:
    if ov.source == "llm":
        return f"step {step} forced to the LLM"
    what = f" with {ov.function}" if ov.function else ""
    on = f" on {', '.join(f'{v:g}' for v in ov.inputs)}" if ov.inputs else ""
    return f"step {step} forced to OccamNet{what}{on}"


# ----------------------------------------------------------------------------- loading a trace
def _num(v, what: str, lo: float | None = None, hi: float | None = None, none: bool = False):
    if v is None and none:
        return None
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise TraceError(f"{what} must be a number")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise TraceError(f"{what} is out of range")
    return float(v)


def _int(v, what: str, lo: int = 0) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < lo:
        raise TraceError(f"{what} must be an integer >= {lo}")
    return v


def _str(v, what: str, none: bool = False) -> str | None:
    if v is None and none:
        return None
    if not isinstance(v, str):
        raise TraceError(f"{what} must be text")
    return v


def _read_by(v, what: str) -> str | None:
    if v is not None and v not in BY:
        raise TraceError(f"{what}: read_by must be one of {', '.join(BY)} or null")
    return v


def number_ref(d, what: str) -> NumberRef:
    if not isinstance(d, dict):
        raise TraceError(f"{what} must be an object")
    source = d.get("source")
    if source not in ("prompt", "output", "given", "implied", "step"):
        raise TraceError(f"{what}: source must be prompt, output, given, implied or step")
    message = d.get("message")
    if message is not None:
        message = _int(message, f"{what}: message")
    return NumberRef(_num(d.get("value"), f"{what}: value"), _str(d.get("text"), f"{what}: text"), source, message,
                     _int(d.get("start", 0), f"{what}: start"), _int(d.get("end", 0), f"{what}: end"),
                     _int(d.get("decimals", 0), f"{what}: decimals"))


def occam_trace(d, nets, what: str, nested: int = 0) -> OccamTrace:
    """An :class:`OccamTrace` from its ``to_dict()``; the function is rebuilt from its edges in the
    OccamNet of ``nets`` (one per network of the model, in the router's order) that the trace names
    and must have the expression the trace names."""
    if not isinstance(d, dict):
        raise TraceError(f"{what} must be an object")
    network = _int(d.get("network", 0), f"{what}: network")
    if network >= len(nets):
        raise TraceError(f"{what}: network {network} is not one of this model's {len(nets)}")
    net = nets[network]
    k = net.config.n_inputs
    inputs = d.get("inputs")
    if not isinstance(inputs, list) or len(inputs) > k:
        raise TraceError(f"{what}: inputs must be a list of at most {k} numbers")
    refs = [number_ref(n, f"{what}: input {i}") for i, n in enumerate(inputs)]
    edges = d.get("edges")
    if not isinstance(edges, list) or not edges:
        raise TraceError(f"{what}: edges missing")
    choice = [[0] * r for r, _ in net.shapes]
    for e in edges:
        if (not isinstance(e, list) or len(e) != 3 or not all(isinstance(x, int) and not isinstance(x, bool) for x in e)
                or not 0 <= e[0] < len(net.shapes) or not 0 <= e[1] < net.shapes[e[0]][0]
                or not 0 <= e[2] < net.shapes[e[0]][1]):
            raise TraceError(f"{what}: an edge does not fit this OccamNet (was the trace made with other decoders?)")
        choice[e[0]][e[1]] = e[2]
    try:
        fn = net.function(choice)
    except (KeyError, IndexError, ValueError):
        raise TraceError(f"{what}: its edges do not form a function of this OccamNet") from None
    expression = _str(d.get("expression"), f"{what}: expression")
    if fn.expression() != expression:
        raise TraceError(f"{what}: the edges compute {fn.expression()}, not {expression}")
    weights = d.get("weights")
    ws = []
    if weights:
        if not isinstance(weights, list) or len(weights) != len(net.shapes):
            raise TraceError(f"{what}: weights do not fit this OccamNet")
        for w, shape in zip(weights, net.shapes):
            try:
                a = np.asarray(w, dtype=np.float64)
            except (TypeError, ValueError):
                raise TraceError(f"{what}: weights must be numbers") from None
            if a.shape != tuple(shape) or not np.isfinite(a).all() or (a < 0).any() or (a > 1 + 1e-6).any():
                raise TraceError(f"{what}: weights do not fit this OccamNet ({a.shape} for {tuple(shape)})")
            ws.append(a)
    offset = d.get("input_offset", k - len(refs))
    _int(offset, f"{what}: input_offset")
    value = d.get("value")
    return OccamTrace(refs, expression, _str(d.get("expression_with_values"), f"{what}: expression_with_values"),
                      _num(value, f"{what}: value", none=True), _str(d.get("output_text"), f"{what}: output_text", True),
                      _num(d.get("prob"), f"{what}: prob", 0, 1), ws, fn,
                      _str(d.get("error"), f"{what}: error", True), offset, network,
                      _str(d.get("turned_from"), f"{what}: turned_from", True),
                      _str(d.get("reread_from"), f"{what}: reread_from", True),
                      _num(d.get("reread_from_prob"), f"{what}: reread_from_prob", 0, 1, none=True),
                      _read_by(d.get("read_by"), what), _texts(d.get("set_apart", []), f"{what}: set_apart"),
                      _first_step(d.get("first_step"), nets, what, nested))


def _first_step(d, nets, what: str, nested: int) -> OccamTrace | None:
    """The step before this one of a plan computed in steps (``OccamTrace.first_step``, each step's the one before
    it), :data:`occam.generation.MAX_PLAN_STEPS` in all at most."""
    if d is None:
        return None
    if nested + 1 >= MAX_PLAN_STEPS:
        raise TraceError(f"{what}: more than {MAX_PLAN_STEPS} steps of one plan")
    return occam_trace(d, nets, f"{what}: first_step", nested=nested + 1)


def _texts(v, what: str) -> tuple[str, ...]:
    if not isinstance(v, list) or len(v) > 16:
        raise TraceError(f"{what} must be a list of at most 16 strings")
    return tuple(_str(t, what) for t in v)


def step_from_dict(d, nets, i: int) -> Step:
    what = f"step {i}"
    if not isinstance(d, dict):
        raise TraceError(f"{what} must be an object")
    source = d.get("source")
    if source not in ("llm", "occamnet"):
        raise TraceError(f"{what}: source must be llm or occamnet")
    ids = d.get("token_ids", [])
    if not isinstance(ids, list) or not all(isinstance(t, int) and not isinstance(t, bool) for t in ids):
        raise TraceError(f"{what}: token_ids must be a list of integers")
    abst = d.get("abstention")
    if abst is not None and abst not in REASONS:
        raise TraceError(f"{what}: unknown abstention {str(abst)[:30]!r}")
    occ = occam_trace(d["occam"], nets, f"{what}: occam") if d.get("occam") is not None else None
    alt = occam_trace(d["alternative"], nets, f"{what}: alternative") if d.get("alternative") is not None else None
    if source == "occamnet" and occ is None:
        raise TraceError(f"{what}: an OccamNet step needs its occam record")
    if _int(d.get("index"), f"{what}: index") != i:
        raise TraceError(f"{what}: steps must be numbered 0, 1, 2, ...")
    return Step(i, _str(d.get("text"), f"{what}: text"), ids, source, _num(d.get("switch_prob"), f"{what}: switch_prob",
                                                                           0, 1),
                start=_int(d.get("start", 0), f"{what}: start"), occam=occ, alternative=alt,
                fallback=bool(d.get("fallback", False)), stop_prob=_num(d.get("stop_prob"), f"{what}: stop_prob", 0, 1,
                                                                       none=True),
                abstention=abst, forced=bool(d.get("forced", False)))


def read_trace_file(path: str) -> dict:
    """The JSON object in an uploaded file (size-checked)."""
    if not path or not os.path.isfile(path):
        raise TraceError("No file was uploaded.")
    if os.path.getsize(path) > MAX_TRACE_BYTES:
        raise TraceError(f"The file is larger than {MAX_TRACE_BYTES // 1_000_000} MB; a trace is far smaller.")
    try:
        with open(path, encoding="utf-8") as f:
            d = json.load(f)
    except (UnicodeDecodeError, ValueError) as e:
        raise TraceError(f"This is not a JSON trace ({e.__class__.__name__}).") from None
    if not isinstance(d, dict) or not isinstance(d.get("steps"), list) or not isinstance(d.get("messages"), list):
        raise TraceError("This JSON is not an OccamLLM trace (it needs 'messages' and 'steps': use Download).")
    return d


def choose_decoders(d: dict, models: dict) -> str:
    """The label of the loaded decoder set that made the trace: by its label, else by the shape of its
    weights; TraceError if none fits."""
    label = d.get("decoders")
    if isinstance(label, str) and label in models:
        return label
    shapes = None
    for s in d["steps"]:
        for key in ("occam", "alternative"):
            t = s.get(key) if isinstance(s, dict) else None
            if isinstance(t, dict) and isinstance(t.get("weights"), list) and t["weights"]:
                try:
                    shapes = [np.asarray(w, dtype=np.float64).shape for w in t["weights"]]
                except (TypeError, ValueError):
                    shapes = None
                break
        if shapes:
            break
    for name, m in models.items():
        if shapes and [tuple(s) for s in m.decoders.net.shapes] == shapes:
            return name
    if shapes is None and len(models) == 1:
        return next(iter(models))
    raise TraceError(f"This trace was made with decoders this app has not loaded ({str(label)[:60]!r}).")


def run_from_trace(d: dict, models: dict) -> tuple[Run, dict[int, Override]]:
    """A :class:`Run` (as if just generated) and its what-if overrides from a downloaded trace."""
    label = choose_decoders(d, models)
    nets = [dec.net for dec in models[label].networks]
    try:
        messages = C.to_messages(d["messages"])
        if not messages or messages[-1]["role"] != "user" or len(messages) != len(d["messages"]):
            raise TraceError("The trace's messages must end with the user's question.")
        if len(d["steps"]) > MAX_STEPS:
            raise TraceError(f"The trace has more than {MAX_STEPS:,} steps.")
        steps = [step_from_dict(s, nets, i) for i, s in enumerate(d["steps"])]
        text = "".join(s.text for s in steps)
        if any(s.start != sum(len(t.text) for t in steps[:i]) for i, s in enumerate(steps)):
            raise TraceError("The trace's steps do not add up to its text (start offsets).")
        if isinstance(d.get("text"), str) and d["text"] != text:
            raise TraceError("The trace's text is not the text of its steps.")
        st = d.get("settings") if isinstance(d.get("settings"), dict) else {}
        known = ("max_new_tokens", "temperature", "top_p", "switch_threshold", "use_occamnet", "use_stop",
                 "abstention", "seed")
        settings = C.check_settings(**{k: st.get(k) for k in known})
        overrides = parse_overrides(d.get("overrides"))
    except TraceError:
        raise
    except ValueError as e:  # check_settings, Override
        raise TraceError(f"The trace's settings cannot be used: {e}") from None
    notes = [n for n in d.get("notes", []) if isinstance(n, str)][:20] if isinstance(d.get("notes"), list) else []
    stop = d.get("stop_reason")
    run = Run(messages, settings, steps, _int(d.get("truncated_tokens", 0), "truncated_tokens"), notes, decoders=label)
    run.stopped = stop == "stopped"
    run.stop_reason = stop if stop in ("end_of_turn", "answer_complete", "max_new_tokens") else None
    run.finished = run.started
    return run, overrides


def write_trace(session, run: Run, info: dict, name: str) -> str:
    """Write ``run``'s trace as ``name`` into the session's own temporary directory (next to the
    answer's trace, which keeps its own name)."""
    if session.tmpdir is None or not os.path.isdir(session.tmpdir):
        session.tmpdir = tempfile.mkdtemp(prefix="occam-session-")
    path = os.path.join(session.tmpdir, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(run.to_dict(info), f, ensure_ascii=False, indent=1)
    return path


# ----------------------------------------------------------------------------- the what-if view
@dataclass
class WhatIf:
    run: Run
    overrides: dict[int, Override]
    base_steps: int  # how many steps the answer it branched from had


@dataclass
class View:
    """Per-session state of the inspector side: which token is inspected, the what-if continuation."""

    selected: tuple[str, int] | None = None  # ("original" | "whatif", step index) of the inspected token
    whatif: WhatIf | None = None
    whatif_pieces: list[Piece] = field(default_factory=list)
    shown_overrides: dict[int, Override] = field(default_factory=dict)  # of a loaded what-if trace

    def reset(self) -> None:
        self.selected, self.whatif, self.whatif_pieces, self.shown_overrides = None, None, [], {}
