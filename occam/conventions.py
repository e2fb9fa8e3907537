"""The rules that training and generation must agree on, each written once.

The decoders learn from hidden states of texts that :mod:`occam.data` writes and
:mod:`occam.training.features` tokenizes; at generation time they read hidden states of the texts
:mod:`occam.generation` builds. A difference between the two sides (a token more in the prompt, a
number read from another place, a missing space before a result) is a train/serve skew that no
accuracy test on generated sets can see. So each rule is one function here, used by both sides,
and ``tests/test_conventions.py`` runs the training features and a generation on the same
conversation and compares them:

* **chat encoding**: :func:`unshouted` (a message typed all in capitals read in sentence case),
  :func:`encode_chat` (the chat template's text, its tokens with their character
  offsets, where each message's content starts);
* **the numbers OccamNet reads**: :func:`context_numbers` (every number of the conversation so far,
  in order) and :func:`input_values` (the latest ``k``, right-aligned, NaN for empty slots);
* **token positions**: :func:`token_at` (the token holding a character), :func:`input_token_positions`
  and :func:`take_rows` (the input states the decoders read);
* **the text OccamNet writes**: :func:`result_text` (the value, written with the decimals of its
  operands) after :func:`spacer` (a space unless the text already ends in one or an opening mark).

Only :mod:`occam.numbers` and torch are imported: this is part of the inference core.
"""
from __future__ import annotations

import bisect
import math
import re
from dataclasses import dataclass
from typing import Iterable, Sequence, TypeVar

import torch

from .numbers import CURRENCY, Number, find_numbers, format_number

T = TypeVar("T")

# ================================================================ chat encoding


_SENTENCE_START = re.compile(r"(^|[.!?]\s+|\n\s*)([a-z])")
_LONE_I = re.compile(r"\bi\b(?=\s|'|$)")


def unshouted(text: str) -> str:
    """``text`` in sentence case when it is typed all in capitals ("WHAT'S 3.14 TIMES 8 THANKS" ->
    "What's 3.14 times 8 thanks"), else unchanged. The 135M model reads shouted questions poorly
    (its states and the decoders' read of them: "SIXTY PLUS FIFTEEN" was once a product), and the
    readers of the words look for lower-case words; lower case says the same to a reader. Only a
    text of at least four letters and no lower-case letter is shouted; the length never changes, so
    every character offset into the text stays valid."""
    letters = [c for c in text if c.isalpha()]
    if len(letters) < 4 or any(c.islower() for c in letters):
        return text
    low = text.lower()
    if len(low) != len(text):  # a letter whose lower case is longer: leave the text as typed
        return text
    low = _SENTENCE_START.sub(lambda m: m[1] + m[2].upper(), low)
    return _LONE_I.sub("I", low)


def as_read(messages: Sequence[dict]) -> list[dict]:
    """The messages as the model reads them: each user message :func:`unshouted`."""
    return [{**m, "content": unshouted(m["content"])} if m.get("role") == "user" else dict(m) for m in messages]


def plain_chat(messages: Sequence[dict]) -> str:
    """A conversation as text for a tokenizer without a chat template."""
    return "\n".join(m["content"] for m in messages) + "\n"


def message_offsets(text: str, messages: Sequence[dict]) -> list[int]:
    """Where each message's content starts in ``text`` (a chat template's rendering of them)."""
    offsets, pos = [], 0
    for m in messages:
        c = m["content"]
        stripped = c.strip()
        at = text.find(stripped, pos) if stripped else pos
        if at < 0:
            raise ValueError(f"chat template did not keep message content verbatim: {stripped[:40]!r}")
        offsets.append(at - (len(c) - len(c.lstrip())))
        pos = at + len(stripped)
    return offsets


def render_chat(tokenizer, messages: Sequence[dict], generation_prompt: bool) -> tuple[str, list[int]]:
    """The model's input text for ``messages`` (the tokenizer's chat template, or :func:`plain_chat`)
    and where each message's content starts in it. ``generation_prompt``: end with the assistant
    header, as when the model is about to answer (generation); without it the conversation is
    complete (training examples, whose last message is the reply). User messages are read
    :func:`as_read`."""
    messages = as_read(messages)
    if getattr(tokenizer, "chat_template", None):
        text = tokenizer.apply_chat_template(list(messages), add_generation_prompt=generation_prompt, tokenize=False)
    else:
        text = plain_chat(messages)
    return text, message_offsets(text, messages)


@dataclass(frozen=True)
class Encoding:
    """A text and its tokens (no special tokens added: the chat template writes its own)."""

    text: str
    ids: list[int]
    offsets: list[tuple[int, int]]  # per token: [start, end) characters in ``text``
    message_starts: list[int]  # per message: where its content starts in ``text`` ([0] for raw text)

    @property
    def token_starts(self) -> list[int]:
        return [a for a, _ in self.offsets]


def encode_text(tokenizer, text: str, message_starts: list[int] | None = None) -> Encoding:
    enc = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
    return Encoding(text, list(enc["input_ids"]), [tuple(o) for o in enc["offset_mapping"]],
                    [0] if message_starts is None else message_starts)


def encode_chat(tokenizer, messages: Sequence[dict], generation_prompt: bool) -> Encoding:
    """:func:`render_chat`, tokenized with character offsets: what the LM reads, in training and in
    generation alike."""
    return encode_text(tokenizer, *render_chat(tokenizer, messages, generation_prompt))


def token_at(token_starts: Sequence[int], char: int) -> int:
    """The token holding character ``char`` (tokens given by their start characters)."""
    return bisect.bisect_right(token_starts, char) - 1


# ================================================================ the numbers OccamNet reads


def context_numbers(texts: Iterable[str]) -> list[tuple[int, Number]]:
    """Every number OccamNet may read, in order, each with the index of the text it is in: ``texts`` are
    the messages' contents so far, the last one cut where OccamNet writes (or the answer so far)."""
    return [(i, n) for i, t in enumerate(texts) for n in find_numbers(t)]


def latest(numbers: Sequence[T], k: int) -> list[T]:
    """OccamNet's inputs: the ``k`` most recent of ``numbers``, oldest first."""
    return list(numbers[-k:]) if k > 0 else []


def input_values(values: Sequence[float], k: int) -> list[float]:
    """The input slots ``x0 .. x{k-1}`` for :func:`latest` ``values``: right-aligned, so ``x{k-1}`` is
    always the most recent number; with fewer than ``k`` numbers the first slots are empty (NaN)."""
    vals = latest(values, k)
    return [math.nan] * (k - len(vals)) + [float(v) for v in vals]


# ================================================================ token positions of the inputs


def input_token_positions(lasts: list[int], k: int, current: int) -> list[int]:
    """The ``2k`` token positions input states are read at, from the last token of each of OccamNet's
    inputs (oldest first; -1 if unknown): per input that token and the token after it, and -1 for both
    positions of an empty slot (fewer than k numbers, which leaves the first slots empty). A position
    after ``current`` (the token OccamNet answers at) is -1 too: at generation time that token is not
    written yet ("what's 5 plus 3" ends with an input, and OccamNet's answer is the next token)."""
    out = [p for last in lasts for p in ((last, last + 1) if last >= 0 else (-1, -1))]
    return [-1] * (2 * k - len(out)) + [p if p <= current else -1 for p in out]


def take_rows(table: torch.Tensor, at: torch.Tensor) -> torch.Tensor:
    """``table[at]`` with zeros where ``at`` is -1: ``(*at.shape, *table.shape[1:])``."""
    return table[at.clamp(min=0)] * (at >= 0).view(*at.shape, *[1] * (table.dim() - 1))


# ================================================================ the text OccamNet writes

OPENING_MARKS = "([{" + CURRENCY  # no space between these and a result: "$12.50", "(42"


def spacer(text_so_far: str) -> str:
    """A space before an OccamNet result unless the text already ends in space or an opening mark."""
    return "" if not text_so_far or text_so_far[-1].isspace() or text_so_far[-1] in OPENING_MARKS else " "


def result_text(value: float | None, operand_decimals: Iterable[int]) -> str | None:
    """How OccamNet writes ``value``: :func:`~occam.numbers.format_number` with as many decimals as its
    operands have together (``1.5 * 2.25`` is written with 3); None if it cannot be written."""
    return None if value is None else format_number(value, sum(operand_decimals))
