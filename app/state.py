"""Per-session data. Lives only in ``gr.State``; the model is shared and never written to."""
from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass, field

from .render import Piece


@dataclass
class Run:
    """One generation: its messages, settings and the steps the library yields. ``steps`` is the
    generator's own list, so a stopped generation still holds what it produced."""

    messages: list[dict]
    settings: dict
    steps: list = field(default_factory=list)
    truncated_tokens: int = 0
    notes: list[str] = field(default_factory=list)
    stop_reason: str | None = None  # "end_of_turn" / "max_new_tokens"; None while running or if stopped
    stopped: bool = False  # the user pressed Stop
    started: float = field(default_factory=time.perf_counter)
    first_token: float | None = None
    finished: float | None = None
    decoders: str = ""  # label of the decoder set (OccamNet) that generated this run

    @property
    def prompt_message(self) -> int:
        return len(self.messages) - 1

    @property
    def prompt(self) -> str:
        return self.messages[-1]["content"]

    @property
    def text(self) -> str:
        return "".join(s.text for s in self.steps)

    @property
    def threshold(self) -> float:
        return float(self.settings.get("switch_threshold", 0.5))

    def to_dict(self, model_info: dict | None = None) -> dict:
        return {
            **(model_info or {}),
            "decoders": self.decoders,
            "messages": self.messages,
            "settings": self.settings,
            "text": self.text,
            "truncated_tokens": self.truncated_tokens,
            "stop_reason": "stopped" if self.stopped else self.stop_reason,
            "notes": self.notes,
            "steps": [s.to_dict() for s in list(self.steps)],
        }


@dataclass
class Session:
    live: Run | None = None  # the generation running now, or the last one
    shown: Run | None = None  # the generation the transcript shows (its pieces index into it)
    pieces: list[Piece] = field(default_factory=list)
    pending_compare: Run | None = None  # a new run the "LLM alone" column has not answered yet
    stop: str | None = None  # "stop" or "clear" while the user wants the running generation to end
    tmpdir: str | None = None
    stream: object = None  # the running generation's occam.batching.Stream, if any

    def __setattr__(self, name, value) -> None:
        super().__setattr__(name, value)
        if name == "stop" and value and getattr(self, "stream", None) is not None:
            self.stream.cancel()  # Stop or Clear: the sequence leaves the batch now, even before its first step

    def reset(self) -> None:
        """Forget the conversation's runs (the Clear button); the running generation sees ``stop``."""
        self.live = self.shown = self.pending_compare = None
        self.pieces = []

    def write_trace(self, run: Run, model_info: dict | None = None) -> str:
        """Write the trace of ``run`` as JSON into this session's own temporary directory."""
        if self.tmpdir is None or not os.path.isdir(self.tmpdir):
            self.tmpdir = tempfile.mkdtemp(prefix="occam-session-")
        path = os.path.join(self.tmpdir, "occamllm-trace.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(run.to_dict(model_info), f, ensure_ascii=False, indent=1)
        return path

    def close(self) -> None:
        if self.tmpdir:
            shutil.rmtree(self.tmpdir, ignore_errors=True)
            self.tmpdir = None


def delete_session(session: Session | None) -> None:
    """``gr.State`` delete callback: remove the session's temporary files."""
    if isinstance(session, Session):
        session.close()
