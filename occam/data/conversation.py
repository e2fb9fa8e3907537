"""The "conversation" data kind: what the one-layer OccamLLM met in conversation and the arithmetic
data (:mod:`occam.data.arithmetic`) does not teach. Trained together with it
(``occam train decoder --data arithmetic+conversation``); the tables are in
:mod:`occam.data.conversation_templates`.

* :func:`decoder_examples`: one-step word problems of the four operations, many taking the numbers in
  another order than the text (``ONE_STEP``) and people's one-operation requests with operands in either order
  (``FOLLOW_UPS``), half in chats of 2-4 turns after other questions and small talk, the rest single
  queries and raw concatenations (the shapes of :func:`occam.data.builders.decoder_data`).
* :func:`switch_examples`: the same questions answered by OccamNet at the first assistant token, and
  questions about numbers that name things (versions, models, generations) answered by the LLM alone.

Every target is one primitive of the last two numbers before it, as in the arithmetic data; a
computation whose operands all have three or more digits and that belongs to the test sets
(:func:`~occam.data.builders.held_out`) is redrawn.
"""
from __future__ import annotations

import random

from ..numbers import find_numbers
from .arithmetic import CHAT_TALK_SHARE, small_talk
from .builders import (Dec, Example, Grouped, Int, Part, Resample, Text, answered_at_once, answered_by_the_llm,
                       chat_turns, compute, decoder_data, held_out, occam_answer, render_template, retry, sample_script,
                       switch_data, word_number)
from .conversation_templates import FOLLOW_UPS, NAMED_QUESTIONS, NAMED_THINGS, ONE_STEP
from .templates import SIMPLE_OPS, SYSTEM_PROMPTS

__all__ = ["decoder_examples", "switch_examples", "follow_up", "word_problem", "named_question"]

CHAT_SHARE = 0.5  # of decoder examples: chats of 2-4 turns
WORD_SHARE = 0.5  # of the questions: a word problem; the rest people's one-operation requests
WORDS_SHARE = 0.15  # of the requests: small whole operands written as words
NAMED_SHARE = 0.35  # of the switch's single prompts and pairs: numbers that name things, no OccamNet
_OPERANDS = (Int(1, 999), Grouped(1000, 99999), Dec(0.1, 999, (1, 2)), Int(-99, 99))


def word_problem(rng: random.Random, answer_prefix: bool = False) -> Part:
    """A one-step word problem of ``ONE_STEP``, answered with its number (or "The answer is ...")."""
    script = rng.choice(ONE_STEP)
    nums, targets = sample_script(script, rng)
    reply = "Answer = [y]" if answer_prefix else rng.choice(("[y]", "[y]", "The answer is [y]."))
    return Part("conv_word", render_template(script.user, nums, targets).s, reply, nums, targets)


def follow_up(rng: random.Random, answer_prefix: bool = False) -> Part:
    """People's request for one of + - * / (``FOLLOW_UPS``), operands in the order the operation
    takes them whatever order the words name them in."""
    def make() -> Part:
        op = rng.choice(SIMPLE_OPS)
        if rng.random() < WORDS_SHARE:
            args = tuple(word_number(rng.randint(0, 100)) for _ in range(2))
        else:
            sampler = rng.choice(_OPERANDS)
            args = (sampler(rng), sampler(rng))
        if held_out(op, args):
            raise Resample
        value = compute(op, *(a.value for a in args))
        answer = occam_answer(value, (a.decimals for a in args))
        if answer is None:
            raise Resample
        template = rng.choice(FOLLOW_UPS[op])
        text = template.format(a=args[0].text, b=args[1].text)
        in_text = args if template.index("{a}") < template.index("{b}") else args[::-1]
        if [n.value for n in find_numbers(text)] != [a.value for a in in_text]:
            raise Resample  # number words that run together, or a sign read as part of the wording
        reply = "Answer = [y]" if answer_prefix else "[y]"
        return Part("conv_follow_up", text, reply, {"y": answer}, {"y": value})

    return retry(make)


def named_question(rng: random.Random) -> tuple[str, str]:
    """A question about numbers that name things, and a reply that calculates nothing."""
    thing, lo, hi = rng.choice(NAMED_THINGS)
    a = rng.randint(lo, hi - 1)
    b = rng.randint(a + 1, hi)
    user, reply = rng.choice(NAMED_QUESTIONS)
    return user.format(t=thing, a=a, b=b), reply.format(t=thing, a=a, b=b)


def _question(rng: random.Random, answer_prefix: bool) -> Part:
    return word_problem(rng, answer_prefix) if rng.random() < WORD_SHARE else follow_up(rng, answer_prefix)


def decoder_examples(n: int, seed: int, *, answer_prefix: bool) -> list[Example]:
    """OccamNet decoder data (see the module docstring); ``answer_prefix`` as in
    :func:`occam.data.arithmetic.decoder_examples`."""
    rng = random.Random(seed)
    part = lambda: _question(rng, answer_prefix)  # noqa: E731
    chat = lambda: chat_turns(rng, (2, 4), part, lambda: small_talk(rng), CHAT_TALK_SHARE, SYSTEM_PROMPTS)  # noqa: E731
    return decoder_data(rng, n, part, (2, 4), chat=chat, chat_share=CHAT_SHARE)


def _single(rng: random.Random) -> Example:
    if rng.random() < NAMED_SHARE:
        return answered_by_the_llm("switch_single:named", *named_question(rng))
    q = _question(rng, False)  # answered at once, as the arithmetic data's single prompts
    return answered_at_once("switch_single", q.user, q.nums["y"], q.targets["y"])


def _pair(rng: random.Random) -> tuple[str, str, Text]:
    if rng.random() < NAMED_SHARE:
        user, reply = named_question(rng)
        return "named", user, Text(reply)
    q = _question(rng, False)
    return q.kind, q.user, render_template("[y]", q.nums, q.targets)  # at once, as the arithmetic pairs


def switch_examples(n: int, seed: int) -> list[Example]:
    """Switch data: half single prompts, half conversations of 2-4 pairs (tags ``conv_word``,
    ``conv_follow_up``, ``named``)."""
    rng = random.Random(seed)
    return switch_data(rng, n, lambda: _single(rng), lambda context: _pair(rng), SYSTEM_PROMPTS)
