"""When OccamNet declines a step the switch gave it (DESIGN.md §8: precision before coverage).

A green number must be exact. The switch says *whether* the next token is arithmetic; the decoders say
*which* function of the latest numbers it is. Each can be wrong with confidence on wording it was never
trained on, so a fired step passes these checks before OccamNet writes anything; when one fails, the
step records why (``Step.abstention``) and the LLM writes the token:

``invalid``
    The function has no valid value on these inputs (sqrt of a negative, log of 0, division by zero,
    overflow) or needs more numbers than the text has.
``after_invalid``
    Earlier in this reply OccamNet had no valid value: the question has none, and what the LLM writes
    next (``the square root of -9 is ...``) is no new question. OccamNet stays silent for the reply
    (it used to fire again with another function: ``cos(-9)``, ``7 - 0``).
``declined_inputs``
    OccamNet already declined these very inputs in this reply.
``unsure``
    The chosen function's probability is below ``min_prob``.
``earlier_turn``
    The function reads a number from an earlier turn of the conversation: the question being answered
    is the last one, so its numbers are in the last user message or in this reply.
``unused_numbers``
    Answering from the question alone (no input from the reply), the function leaves a number of the
    question unused: a problem of more steps or operands than one function of the latest numbers
    (``39 games, 6 broken, 26.35 each``), a percentage or a distractor. The LLM may write the steps,
    and OccamNet may then compute each one from the reply's numbers (unless ``at_start``).
``unwritten_number``
    Answering from the question alone, the question asks for a number it does not write: "double",
    "twice", "triple", "half", "a quarter", "a dozen", a percentage ("12%", "84 percent": the 100).
    OccamNet reads written numbers only, so a function of the written ones is not the answer ("Double
    23 and add 7" read ``23 + 7``, "12% of 2,500" read ``12 / 2,500``). The two-layer word-problem data
    makes the same stories switch negatives.
``unnamed``
    The function applies sqrt, pow, log, exp, sin or cos, and the question (the last user message and
    the reply so far) does not name it (``Primitive.cue``: "square root", "ln", "e^", "sine" ...).
    The decoders picked ``exp(4)`` for "What is pi times 4?", ``sqrt(91)`` for "Is 91 prime?" and
    ``exp(11)`` for "eleven squared", each with probability ~1; a named function is only ever asked for
    by its name. The four arithmetic operations have too many wordings to check this way.
``mid_reply``
    With ``at_start``, OccamNet answers the question at the start of the reply and nowhere else. The
    paper's Llama 3 8B writes its own working and calls OccamNet for each step; a model that cannot
    (SmolLM2-135M) gives OccamNet prose, years and its own wrong steps to compute on. On the
    calibration conversations every right OccamNet number of the SmolLM2 checkpoint came at the first
    assistant token, and 22 of its 40 wrong ones later in the reply.

A checkpoint carries the configuration calibrated for it (``OccamLLMConfig.abstention``, chosen on
held-out conversations with ``occam evaluate --sweep``); :class:`AbstentionConfig` ``()`` is the
uncalibrated default.

``AbstentionConfig.paper()`` switches every check off but ``invalid``: the paper's behaviour (the
switch threshold alone decides).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal, Protocol, Sequence

Reason = Literal["invalid", "after_invalid", "declined_inputs", "mid_reply", "unsure", "unnamed", "earlier_turn",
                 "unused_numbers", "unwritten_number"]
REASONS: tuple[Reason, ...] = ("invalid", "after_invalid", "declined_inputs", "mid_reply", "unsure", "unnamed",
                               "earlier_turn", "unused_numbers", "unwritten_number")
# words for a number the text does not write (the question then needs a constant OccamNet cannot read);
# "double-check", "half-time" and the like are not
UNWRITTEN = re.compile(r"\b(?:double[ds]?|doubling|twice|triple[ds]?|tripling|thrice|halve[ds]?|half|quarter|dozens?"
                       r"|percent|per cent|percentage)\b(?!-)|\d\s?%", re.IGNORECASE)


class _Ref(Protocol):  # occam.generation.NumberRef
    source: str
    message: int | None
    start: int


@dataclass(frozen=True)
class AbstentionConfig:
    """Which checks run before an OccamNet number is written (see the module docstring)."""

    min_prob: float = 0.0  # "unsure" below this probability of the chosen function
    current_turn: bool = True  # "earlier_turn"
    whole_question: bool = True  # "unused_numbers"
    once: bool = True  # "after_invalid" and "declined_inputs"
    at_start: bool = False  # "mid_reply"
    named: bool = True  # "unnamed"

    def __post_init__(self) -> None:
        if isinstance(self.min_prob, bool) or not isinstance(self.min_prob, (int, float)) or not 0.0 <= self.min_prob <= 1.0:
            raise ValueError(f"min_prob must be in [0, 1], got {self.min_prob!r}")
        for name in ("current_turn", "whole_question", "once", "at_start", "named"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false, got {getattr(self, name)!r}")

    @classmethod
    def paper(cls) -> "AbstentionConfig":
        """The paper's system: only an invalid result keeps OccamNet from writing."""
        return cls(min_prob=0.0, current_turn=False, whole_question=False, once=False, at_start=False, named=False)


def _key(ref: _Ref) -> tuple:
    return ref.source, ref.message, ref.start


@dataclass
class AbstentionState:
    """What one reply has seen so far (held by its generation)."""

    invalid_seen: bool = False
    declined: set[tuple] = field(default_factory=set)  # input keys OccamNet declined

    def record(self, used: Sequence[_Ref], reason: Reason | None) -> None:
        if reason is None:
            return
        if reason in ("invalid", "after_invalid"):
            self.invalid_seen = True
        self.declined.add(tuple(_key(r) for r in used))


def decide(config: AbstentionConfig, state: AbstentionState, *, valid: bool, prob: float, used: Sequence[_Ref],
           question: int, question_numbers: Sequence[_Ref], reply_started: bool = False,
           unnamed: bool = False, unwritten: bool = False) -> Reason | None:
    """Why OccamNet should decline this fired step, or None to let it write.

    ``valid``: the function has a value; ``prob``: its probability; ``used``: the input numbers it
    reads; ``question``: the index of the last user message; ``question_numbers``: every number of
    that message; ``reply_started``: the reply already has text; ``unnamed``: the function applies a
    named function (:func:`unnamed_primitives`) that the question does not name; ``unwritten``: the
    question asks for a number it does not write (:data:`UNWRITTEN`). The first failing
    check, in the order of :data:`REASONS`, is returned."""
    if config.once and state.invalid_seen:
        return "after_invalid"
    if not valid:
        return "invalid"
    if config.once and tuple(_key(r) for r in used) in state.declined:
        return "declined_inputs"
    if config.at_start and reply_started:
        return "mid_reply"
    if prob < config.min_prob:
        return "unsure"
    if config.named and unnamed:
        return "unnamed"
    if config.current_turn and any(r.source == "prompt" and r.message != question for r in used):
        return "earlier_turn"
    if config.whole_question and used and all(r.source == "prompt" for r in used):
        if {_key(r) for r in question_numbers} - {_key(r) for r in used}:
            return "unused_numbers"
        if unwritten:
            return "unwritten_number"
    return None


def unnamed_primitives(ops: Sequence[str], text: str) -> list[str]:
    """The primitives among ``ops`` that have a cue (:attr:`occam.primitives.Primitive.cue`) which
    ``text`` does not match."""
    from .primitives import get

    out = []
    for op in dict.fromkeys(ops):
        cue = get(op).cue if op != "x" else None
        if cue is not None and not re.search(cue, text, re.IGNORECASE):
            out.append(op)
    return out
