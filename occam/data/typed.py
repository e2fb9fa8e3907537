"""The "typed" data kind: the one-layer data's questions typed the way people type them.

People write "WHAT IS 456 PLUS 789", "whats 45 x 12 lol", "hey quick one: 73 + 19 thanks!". The
arithmetic and conversation data (:mod:`occam.data.arithmetic`, :mod:`occam.data.conversation`)
write every question in sentence case, so a 135M model's hidden states for a question in capitals were
new to the decoders: on capitalised copies of hand-written questions they chose the product for "ADD
THREE HUNDRED TO SIX HUNDRED FIFTY" and were unsure of a third of the rest. This kind draws the same
examples from those generators (their own seeds, so no example repeats theirs) and retypes each user
message in one of the styles of :data:`STYLES`; the assistant messages, where the targets are, are
unchanged, and so is every number of the question (no style adds or removes one). Raw-text examples
(concatenations without a chat template) are left as drawn. Trained beside the two kinds it retypes:
``occam train decoder --data arithmetic+conversation+typed``.
"""
from __future__ import annotations

import random
import re
from dataclasses import replace

from . import arithmetic, conversation
from .builders import Example

__all__ = ["STYLES", "retype", "retyped", "decoder_examples", "switch_examples"]

# the table: what people put around a question (no digits, no number words) and how they case it
PREAMBLES = ("hey, quick one: ", "ok so ", "hi! ", "Hello there. I'm doing my homework and I'm stuck. ",
             "sorry to bother you, but ", "can you help? ", "Question: ", "**Question:** ", "quick maths: ",
             "I need this for a spreadsheet. ", "hey hey, ", "Good morning! ")
SUFFIXES = (" thanks!", " pls", " thx", " \U0001f64f", " lol", " asap please", "??", " \U0001f605",
            " (need it for my budget)", " thank you so much!", "!!", " :)")
STYLES = ("upper", "lower", "preamble", "suffix", "upper_suffix", "lower_preamble")
_END = re.compile(r"[?.!]+\s*$")


def retype(text: str, style: str, rng: random.Random) -> str:
    """``text`` typed in ``style`` (one of :data:`STYLES`): all capitals, all lower case without the
    final punctuation, a preamble before it or a suffix after it, or two of these."""
    if style not in STYLES:
        raise ValueError(f"unknown style {style!r}; expected one of {', '.join(STYLES)}")
    if style in ("upper", "upper_suffix"):
        text = text.upper()
    if style in ("lower", "lower_preamble"):
        text = _END.sub("", text.lower())
    if style in ("preamble", "lower_preamble"):
        text = rng.choice(PREAMBLES) + text
    if style in ("suffix", "upper_suffix"):
        text = text + rng.choice(SUFFIXES)
    return text


def retyped(example: Example, rng: random.Random) -> Example:
    """``example`` with every user message retyped in one style drawn for the example."""
    if example.messages is None:
        return example
    style = rng.choice(STYLES)
    messages = tuple({**m, "content": retype(m["content"], style, rng)} if m["role"] == "user" else m
                     for m in example.messages)
    return replace(example, kind=f"{example.kind}:typed", messages=messages)


_SEED = 7919  # added to the seed: draws examples other than those of the kinds it retypes


def decoder_examples(n: int, seed: int, *, answer_prefix: bool) -> list[Example]:
    """Decoder data: half arithmetic, half conversation examples (their generators), retyped."""
    rng = random.Random(seed + _SEED)
    drawn = (arithmetic.decoder_examples(n - n // 2, seed + _SEED, answer_prefix=answer_prefix)
             + conversation.decoder_examples(n // 2, seed + _SEED, answer_prefix=answer_prefix))
    return [retyped(ex, rng) for ex in drawn]


def switch_examples(n: int, seed: int) -> list[Example]:
    """Switch data: half arithmetic, half conversation examples (their generators), retyped."""
    rng = random.Random(seed + _SEED)
    drawn = arithmetic.switch_examples(n - n // 2, seed + _SEED) + conversation.switch_examples(n // 2, seed + _SEED)
    return [retyped(ex, rng) for ex in drawn]
