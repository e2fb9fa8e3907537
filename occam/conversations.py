"""Conversation evaluation: does OccamNet write a number only where it belongs, and is it right?

Items are ``{"kind": str, "messages": [chat messages, the last one the user's], "answer": number | null}``
(**contract**, DESIGN.md §8). ``answer: null`` means no computed number belongs in the reply. For each
item one reply is generated and classified:

* ``fired``: OccamNet wrote at least one number into the reply.
* ``correct``: the reply's last number is the answer (the strict rule of :mod:`occam.evaluate`); for a
  ``null`` item, the reply carries no OccamNet number.
* ``covered``: an OccamNet number in the reply is the answer (numeric items only).
* ``confidently_wrong``: OccamNet wrote a number and the reply does not end with the answer (numeric
  items); ``false_fire``: OccamNet wrote a number where none belongs (``null`` items).
* ``abstained``: the switch wanted OccamNet at some step, but OccamNet declined (not sure, invalid
  result, inputs it may not use) and the LLM wrote the token.

Per kind and in total: accuracy (numeric items), coverage, precision (of replies with an OccamNet
number, the share that end right, ``null`` items counting as wrong), confidently wrong and false fires,
each with its count, and the failing replies themselves.
"""
from __future__ import annotations

import json
import math
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Literal, get_args

from .scoring import score_strict

_ROLES = ("system", "user", "assistant")


@dataclass(frozen=True)
class ConversationItem:
    kind: str
    messages: list[dict]
    answer: float | None


def is_conversation_set(items: object) -> bool:
    """Whether a loaded JSON list is in the conversation format (rather than ``{"input", "output"}``)."""
    return isinstance(items, list) and bool(items) and isinstance(items[0], dict) and "messages" in items[0]


def parse_items(items: object, where: str = "set") -> list[ConversationItem]:
    """Validate a loaded JSON list of conversation items; ValueError names the first bad item."""
    if not isinstance(items, list) or not items:
        raise ValueError(f"{where}: expected a non-empty JSON list of {{'kind', 'messages', 'answer'}} objects")
    out = []
    for i, it in enumerate(items):
        if not isinstance(it, dict) or not isinstance(it.get("kind"), str) or not isinstance(it.get("messages"), list):
            raise ValueError(f"{where}: item {i} needs a string 'kind' and a list 'messages'")
        msgs = it["messages"]
        if not msgs or any(not isinstance(m, dict) or m.get("role") not in _ROLES or not isinstance(m.get("content"), str)
                           for m in msgs):
            raise ValueError(f"{where}: item {i} needs messages of {{'role', 'content'}} with roles {_ROLES}")
        if msgs[-1]["role"] != "user":
            raise ValueError(f"{where}: item {i}: the last message must be the user's")
        ans = it.get("answer", "missing")
        if ans is not None and (isinstance(ans, bool) or not isinstance(ans, (int, float)) or not math.isfinite(ans)):
            raise ValueError(f"{where}: item {i} needs 'answer': a finite number or null")
        out.append(ConversationItem(it["kind"], [{"role": m["role"], "content": m["content"]} for m in msgs],
                                    None if ans is None else float(ans)))
    return out


Case = Literal["upper", "lower"]


def recased(items: list[ConversationItem], case: Case) -> list[ConversationItem]:
    """The items with their last user message typed in capitals ("upper") or in lower case without
    its final punctuation ("lower", "which is smaller: 0.7 or 0.65"): the same questions as people
    also type them (``occam evaluate --case``)."""
    def typed(text: str) -> str:
        return text.upper() if case == "upper" else re.sub(r"[?.!]+\s*$", "", text.lower())
    if case not in get_args(Case):
        raise ValueError(f"case must be one of {get_args(Case)}, got {case!r}")
    out = []
    for it in items:
        last = {**it.messages[-1], "content": typed(it.messages[-1]["content"])}
        out.append(ConversationItem(it.kind, [*it.messages[:-1], last], it.answer))
    return out


def load_conversations(path: Path) -> list[ConversationItem]:
    try:
        items = json.loads(Path(path).read_text())
    except (OSError, json.JSONDecodeError) as e:
        raise ValueError(f"{path}: cannot read a JSON list ({e})") from e
    return parse_items(items, str(path))


@dataclass
class Outcome:
    """One item's reply, classified."""

    kind: str
    prompt: str  # the last user message
    answer: float | None
    reply: str
    occam: list[dict]  # per OccamNet number: expression (with values), output, prob, switch_prob, stop_prob
    abstentions: list[str]  # why OccamNet declined where the switch wanted it
    fired: bool
    correct: bool
    covered: bool
    confidently_wrong: bool
    false_fire: bool
    stop_reason: str
    seconds: float


def classify(item: ConversationItem, result, seconds: float = 0.0) -> Outcome:
    """Classify one :class:`~occam.generation.GenerationResult` against its item."""
    occ = [s for s in result.steps if s.source == "occamnet"]
    fired = bool(occ)
    vals = [(s.occam.value, s.occam.output_text) for s in occ]
    ans = item.answer
    if ans is None:
        correct, covered, wrong, false_fire = not fired, False, False, fired
    else:
        correct = score_strict(result.text, ans)
        covered = any(t is not None and score_strict(t, ans) for _, t in vals)
        wrong, false_fire = fired and not correct, False
    declined = [s.abstention for s in result.steps if getattr(s, "abstention", None)]
    written = [{"expression": s.occam.expression_with_values, "output": s.occam.output_text, "prob": s.occam.prob,
                "switch_prob": s.switch_prob, "stop_prob": s.stop_prob} for s in occ]
    return Outcome(item.kind, item.messages[-1]["content"], ans, result.text, written, declined, fired, correct,
                   covered, wrong, false_fire, result.stop_reason, seconds)


@dataclass
class Metrics:
    n: int
    n_numeric: int
    n_null: int
    accurate: int  # numeric items whose reply ends with the answer
    covered: int  # numeric items where an OccamNet number is the answer
    fired: int  # items with an OccamNet number
    fired_right: int  # ... whose reply ends right (numeric items)
    confidently_wrong: int
    false_fires: int
    abstained: int  # items where OccamNet declined at least once
    accuracy: float | None = field(init=False)
    coverage: float | None = field(init=False)
    precision: float | None = field(init=False)

    def __post_init__(self) -> None:
        self.accuracy = self.accurate / self.n_numeric if self.n_numeric else None
        self.coverage = self.covered / self.n_numeric if self.n_numeric else None
        self.precision = self.fired_right / self.fired if self.fired else None


def metrics(outcomes: list[Outcome]) -> Metrics:
    num = [o for o in outcomes if o.answer is not None]
    return Metrics(
        n=len(outcomes), n_numeric=len(num), n_null=len(outcomes) - len(num),
        accurate=sum(o.correct for o in num), covered=sum(o.covered for o in num),
        fired=sum(o.fired for o in outcomes), fired_right=sum(o.fired and o.correct for o in num),
        confidently_wrong=sum(o.confidently_wrong for o in outcomes), false_fires=sum(o.false_fire for o in outcomes),
        abstained=sum(bool(o.abstentions) for o in outcomes))


def per_kind(outcomes: list[Outcome]) -> dict[str, Metrics]:
    kinds = sorted({o.kind for o in outcomes})
    table = {k: metrics([o for o in outcomes if o.kind == k]) for k in kinds}
    table["total"] = metrics(outcomes)
    return table


def _pct(num: int, den: int) -> str:
    return "-" if not den else f"{100 * num / den:5.1f} ({num}/{den})"


def format_table(table: dict[str, Metrics]) -> str:
    head = (f"{'kind':<12}{'n':>4}  {'accuracy':>15}  {'coverage':>15}  {'precision':>15}  "
            f"{'conf. wrong':>11}  {'false fires':>11}  {'abstained':>9}")
    lines = [head, "-" * len(head)]
    for kind, m in table.items():
        if kind == "total":
            lines.append("-" * len(head))
        lines.append(f"{kind:<12}{m.n:>4}  {_pct(m.accurate, m.n_numeric):>15}  {_pct(m.covered, m.n_numeric):>15}  "
                     f"{_pct(m.fired_right, m.fired):>15}  {m.confidently_wrong:>11}  {m.false_fires:>11}  {m.abstained:>9}")
    return "\n".join(lines)


def failures(outcomes: list[Outcome], per_kind_limit: int = 3) -> str:
    """A few real failures per kind: confidently wrong replies and false fires first, then misses."""
    lines = []
    for kind in sorted({o.kind for o in outcomes}):
        bad = [o for o in outcomes if o.kind == kind and (o.confidently_wrong or o.false_fire)]
        missed = [o for o in outcomes if o.kind == kind and not o.correct and not o.fired]
        for o in (bad + missed)[:per_kind_limit]:
            what = "FALSE FIRE" if o.false_fire else "WRONG" if o.confidently_wrong else "miss"
            occam = "; ".join(f"{w['expression']} = {w['output']} (p {w['prob']:.2f}, switch {w['switch_prob']:.2f})"
                              for w in o.occam) or "-"
            lines.append(f"[{kind}] {what}: {o.prompt[:90]!r} -> {o.reply[:70]!r} (answer {o.answer}; OccamNet {occam})")
    return "\n".join(lines)


def to_json(table: dict[str, Metrics], outcomes: list[Outcome]) -> dict:
    return {"kinds": {k: asdict(m) for k, m in table.items()}, "records": [asdict(o) for o in outcomes]}


def threshold_sweep(outcomes: list[Outcome], thresholds: tuple[float, ...] = (0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99)
                    ) -> str:
    """How a minimum function probability (``AbstentionConfig.min_prob``) or a higher switch threshold
    would trade right OccamNet numbers for wrong ones, read off one run: a reply keeps its OccamNet
    numbers if the least probable of them reaches the threshold. An estimate for choosing them on a
    calibration set (a declined step changes what follows, so confirm the choice with a run)."""
    fired = [(min(w["prob"] for w in o.occam), min(w["switch_prob"] for w in o.occam), o.correct and o.answer is not None)
             for o in outcomes if o.fired]
    lines = [f"{'threshold':>9}  {'function p: right kept':>22}  {'wrong kept':>10}  {'switch p: right kept':>20}  {'wrong kept':>10}"]
    for t in thresholds:
        lines.append(f"{t:>9.2f}  {sum(ok and p >= t for p, _, ok in fired):>22}  {sum(not ok and p >= t for p, _, ok in fired):>10}"
                     f"  {sum(ok and q > t for _, q, ok in fired):>20}  {sum(not ok and q > t for _, q, ok in fired):>10}")
    return "\n".join(lines)
