"""The builders every training and test set is made of: records, numbers as written, samplers, the
held-out split, scripts (templates with numbers and fires) and the shapes of examples (a single
query, a concatenation of queries, a conversation) shared by :mod:`occam.data.arithmetic` and
:mod:`occam.data.expressions`. The literal tables live in :mod:`occam.data.templates`.

Only the standard library and the inference core's rules are used: the protected primitives
(:mod:`occam.primitives`) compute every target, and OccamNet's written results and the space before
them come from :mod:`occam.conventions`, as at generation time.
"""
from __future__ import annotations

import hashlib
import math
import random
import re
import zlib
from dataclasses import dataclass, field
from decimal import Decimal
from types import SimpleNamespace
from typing import Callable, Iterable, Sequence, Union

from ..conventions import context_numbers, result_text, spacer
from ..numbers import find_numbers
from ..primitives import get as _primitive


# ================================================================ records

@dataclass(frozen=True)
class Fire:
    """A position where the switch must route to OccamNet (label 1)."""

    message: int | None  # index into Example.messages of the assistant message; None for raw text
    position: int  # char offset where OccamNet's output starts (number start minus the spaces before it)
    target: float | None  # value OccamNet must produce there (None only if unknown)


@dataclass(frozen=True)
class Example:
    kind: str  # "add" ... "pow", "word1", "word2", "concat", "switch_single", "switch_conv:<parts>"
    messages: tuple[dict, ...] | None  # chat messages {"role", "content"}; None => raw text
    text: str | None  # raw text without chat template; None if messages
    fires: tuple[Fire, ...]  # every other token is label 0


TASKS: tuple[str, ...] = ("add", "sub", "mul", "div", "sqrt", "exp", "log", "sin", "cos")


# ================================================================ numbers as written

@dataclass(frozen=True)
class Num:
    """A number as it appears in the text: its text, the value it parses to, and its decimals."""

    text: str
    value: float
    decimals: int

    def __str__(self) -> str:
        return self.text


def num(text: str) -> Num:
    """An operand we wrote ourselves: a plain decimal like ``-12``, ``0.25``, ``0.0000003217``, or an
    integer with thousands separators (``12,480``)."""
    return Num(text, float(text.replace(",", "")), len(text.split(".")[1]) if "." in text else 0)


_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
         "sixteen seventeen eighteen nineteen").split()
_TENS_W = "twenty thirty forty fifty sixty seventy eighty ninety".split()


def number_words(n: int) -> str:
    """``0 <= n <= 999`` in English words, as people write them ("twenty-one", "three hundred and five")."""
    if not 0 <= n <= 999:
        raise ValueError(f"number_words covers 0..999, got {n}")
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, u = divmod(n, 10)
        return _TENS_W[t - 2] + ("" if u == 0 else "-" + _ONES[u])
    h, rest = divmod(n, 100)
    return f"{_ONES[h]} hundred" + ("" if rest == 0 else " and " + number_words(rest))


def word_number(n: int) -> Num:
    """``n`` written in words, as an operand."""
    return Num(number_words(n), float(n), 0)


def _dec_text(v: float, decimals: int) -> str:
    s = f"{v:.{decimals}f}"
    return s.lstrip("-") if float(s) == 0 else s  # never "-0.00"


def plain_number(v: float) -> Num:
    """A number the *LLM* writes (never a fire): at most 6 decimals, no trailing zeros."""
    r = round(v, 6)
    if r == int(r):
        return num(str(int(r)))
    return num(f"{r:.6f}".rstrip("0"))


def occam_answer(value: float | None, operand_decimals: Iterable[int]) -> Num | None:
    """OccamNet's written result (:func:`occam.conventions.result_text`), parsed back; None if it
    cannot be written."""
    text = result_text(value, operand_decimals)
    if text is None:
        return None
    nums = find_numbers(text)
    if len(nums) != 1 or nums[0].start != 0 or nums[0].end != len(text):
        return None
    return Num(text, nums[0].value, nums[0].decimals)


class Resample(Exception):
    """The sampled numbers do not fit (invalid result, failed check): draw again."""


def retry(make: Callable[[], object], tries: int = 500):
    for _ in range(tries):
        try:
            return make()
        except Resample:
            pass
    raise RuntimeError("could not sample a valid example; a template's ranges or check are wrong")


# ---------------------------------------------------------------- samplers (rng -> Num)

@dataclass(frozen=True)
class Int:
    """An integer uniform in [lo, hi]."""

    lo: int
    hi: int

    def __call__(self, rng: random.Random) -> Num:
        return num(str(rng.randint(self.lo, self.hi)))


@dataclass(frozen=True)
class Dec:
    """A float uniform in [lo, hi] written with ``decimals`` decimals (an int or a tuple to choose from)."""

    lo: float
    hi: float
    decimals: int | tuple[int, ...] = 2

    def __call__(self, rng: random.Random) -> Num:
        d = self.decimals if isinstance(self.decimals, int) else rng.choice(self.decimals)
        return num(_dec_text(rng.uniform(self.lo, self.hi), d))


@dataclass(frozen=True)
class Digits:
    """An integer with exactly ``n`` digits, negative half of the time if ``signed``."""

    n: int
    signed: bool = True

    def __call__(self, rng: random.Random) -> Num:
        v = rng.randint(10 ** (self.n - 1), 10 ** self.n - 1)
        return num(str(-v if self.signed and rng.random() < 0.5 else v))


@dataclass(frozen=True)
class LogU:
    """Log-uniform in [lo, hi] with ``sig`` significant digits, written as a plain decimal
    (``0.0000003217``, ``4521000000``); ``exact`` demands exactly ``sig`` (last digit non-zero)."""

    lo: float
    hi: float
    sig: int = 4
    exact: bool = False

    def __call__(self, rng: random.Random) -> Num:
        while True:
            v = math.exp(rng.uniform(math.log(self.lo), math.log(self.hi)))
            mant = f"{v:.{self.sig - 1}e}"
            if self.exact and mant.split("e")[0][-1] == "0":
                continue
            text = format(Decimal(mant), "f")
            if "." in text:
                text = text.rstrip("0").rstrip(".")
            return num(text)


@dataclass(frozen=True)
class Grouped:
    """An integer uniform in [lo, hi] written with thousands separators when it has them ("12,480")."""

    lo: int
    hi: int

    def __call__(self, rng: random.Random) -> Num:
        return num(f"{rng.randint(self.lo, self.hi):,}")


@dataclass(frozen=True)
class Const:
    """A constant written literally (e.g. the ``100`` of a percentage)."""

    text: str

    def __call__(self, rng: random.Random) -> Num:
        return num(self.text)


Sampler = Union[Int, Dec, Digits, LogU, Grouped, Const]



def held_out(op: str, args: tuple[Num, ...]) -> bool:
    """True if computing ``op`` on these written operands is reserved for the test sets."""
    if any(sum(c.isdigit() for c in a.text) < 3 for a in args):
        return False  # small numbers ("3 + 85") are always available for training
    return zlib.crc32(f"{op}({','.join(a.text for a in args)})".encode()) % 2 == 1


def stable_seed(*parts: object) -> int:
    return int.from_bytes(hashlib.sha256(repr(parts).encode()).digest()[:8], "big")



def compute(op: str, *values: float) -> float | None:
    """A primitive on operands as written, protected (:mod:`occam.primitives`): None if invalid."""
    return _primitive(op)(*values)


# ================================================================ scripted texts (word problems, switch pairs)
#
# A script is a user template and an assistant template. ``{x}`` writes the number x; ``[x]`` writes x
# as OccamNet's output (a fire whose target is x's exact value). ``nums`` samples operands; ``calc``
# derives values in order as ``(name, op, *argument names)``: a primitive name gives a fire-able value
# written with format_number; a Python function gives a number the LLM writes itself (rounding,
# percentages, conversions without a written factor ...), never a fire. ``check`` rejects samples.

Calc = tuple  # (name, "mul" | callable, *arg names)


@dataclass(frozen=True)
class Script:
    user: str
    reply: str
    nums: dict[str, Sampler]
    calc: tuple[Calc, ...] = ()
    check: Callable[[SimpleNamespace], bool] | None = None
    cases: tuple[int, ...] = ()  # switch: the paper's cases it illustrates, the first is its main one


_FIELD = re.compile(r"\{(\w+)\}|\[(\w+)\]")


@dataclass
class Text:
    """One message (or raw text) built left to right, with its fires as (position, target)."""

    s: str = ""
    fires: list[tuple[int, float]] = field(default_factory=list)

    def add(self, s: str) -> None:
        self.s += s

    def fire(self, n: Num, target: float) -> None:
        """OccamNet writes ``n`` here (after :func:`occam.conventions.spacer`, as in generation)."""
        pos = len(self.s.rstrip(" "))
        self.s += spacer(self.s)
        self.fires.append((pos, target))
        self.s += n.text


def sample_script(script: Script, rng: random.Random) -> tuple[dict[str, Num], dict[str, float]]:
    """Numbers (as written) and the exact targets of fire-able values, for one instance."""
    def make():
        nums = {k: s(rng) for k, s in script.nums.items()}
        targets: dict[str, float] = {}
        for name, op, *args in script.calc:
            vals = [nums[a].value for a in args]
            if isinstance(op, str):
                if held_out(op, tuple(nums[a] for a in args)):
                    raise Resample
                y = compute(op, *vals)
                n = occam_answer(y, (nums[a].decimals for a in args))
                if n is None:
                    raise Resample
                targets[name] = y
            else:
                try:
                    n = plain_number(op(*vals))
                except (ValueError, ZeroDivisionError, OverflowError):
                    raise Resample from None
            nums[name] = n
        if script.check is not None and not script.check(SimpleNamespace(**{k: v.value for k, v in nums.items()})):
            raise Resample
        return nums, targets

    return retry(make)


def render_template(template: str, nums: dict[str, Num], targets: dict[str, float], out: Text | None = None) -> Text:
    out = out if out is not None else Text()
    i = 0
    for m in _FIELD.finditer(template):
        out.add(template[i:m.start()])
        if m.group(1):
            out.add(nums[m.group(1)].text)
        else:
            out.fire(nums[m.group(2)], targets[m.group(2)])
        i = m.end()
    out.add(template[i:])
    return out



# ================================================================ the shapes of examples
# Both kinds of data (single operations for the one-layer OccamNet, expressions for the two-layer one)
# are made of the same shapes: a query answered in chat, raw concatenations of queries and answers,
# a prompt answered by OccamNet at the first assistant token, and conversations of several pairs.


@dataclass(frozen=True)
class Part:
    """One query and its answer before rendering: the reply is a template over ``nums``."""

    kind: str
    user: str
    reply: str
    nums: dict[str, Num]
    targets: dict[str, float]
    # the values that must be the last numbers before the reply (checked in concatenations), or None
    operands: tuple[float, ...] | None = None


def single_query(part: Part) -> Example:
    """``user: query``, ``assistant: reply`` in chat form."""
    reply = render_template(part.reply, part.nums, part.targets)
    messages = ({"role": "user", "content": part.user}, {"role": "assistant", "content": reply.s})
    return Example(part.kind, messages, None, tuple(Fire(1, p, t) for p, t in reply.fires))


def concatenation(rng: random.Random, parts: tuple[int, int], next_part: Callable[[], Part]) -> Example:
    """``parts`` (a range) query/answer pairs as raw text, every answer a target.

    The paper labels only the last answer of a concatenation. With a causal LM the hidden state at
    an earlier answer depends only on the text before it, so labelling every answer gives exactly the
    paper's examples for the shorter concatenations (and a lone query without chat template) at the
    cost of one forward pass: 3.5 targets per pass instead of 1."""
    out = Text()
    for i in range(rng.randint(*parts)):
        part = next_part()
        if i:
            out.add("\n\n")
        out.add(part.user)
        reply = part.reply
        if part.user.endswith("="):  # "3 + 85 = 88", never "3 + 85 = Answer = 88"
            out.add(" ")
            reply = reply.replace("Answer = ", "")
        else:
            out.add(rng.choice((" ", "\n")))
        if part.operands is not None and (
                [n.value for n in find_numbers(out.s)[-len(part.operands):]] != list(part.operands)):
            raise Resample  # the operands must be the last numbers before the answer
        render_template(reply, part.nums, part.targets, out)
    return Example("concat", None, out.s, tuple(Fire(None, p, t) for p, t in out.fires))


def decoder_data(rng: random.Random, n: int, next_part: Callable[[], Part], parts: tuple[int, int],
                 chat: Callable[[], Example] | None = None, chat_share: float = 0.0) -> list[Example]:
    """OccamNet decoder data: ``chat_share`` chats of several turns (``chat()``), the rest half single
    chat queries, half raw concatenations (paper appendix)."""
    out = []
    for _ in range(n):
        r = rng.random()
        if chat is not None and r < chat_share:
            out.append(chat())
        elif r < (1 + chat_share) / 2:
            out.append(single_query(next_part()))
        else:
            out.append(retry(lambda: concatenation(rng, parts, next_part)))
    return out


def chat_turns(rng: random.Random, turns: tuple[int, int], next_part: Callable[[], Part],
               small_talk: Callable[[], tuple[str, Text]], talk_share: float, system_prompts: Sequence[str]) -> Example:
    """A chat of ``turns`` (a range) user/assistant pairs, every answer a target: questions
    (``next_part()``) one after another, with small talk (``small_talk()`` -> user text, reply) between
    them in ``talk_share`` of the later turns, and a system prompt first in a fifth of the chats."""
    messages: list[dict] = []
    if rng.random() < 0.2:
        messages.append({"role": "system", "content": rng.choice(system_prompts)})
    fires: list[Fire] = []
    for i in range(rng.randint(*turns)):
        if i < 1 or rng.random() < 1 - talk_share:
            part = next_part()
            user, reply = part.user, render_template(part.reply, part.nums, part.targets)
        else:
            user, reply = small_talk()
        messages.append({"role": "user", "content": user})
        fires += [Fire(len(messages), p, t) for p, t in reply.fires]
        messages.append({"role": "assistant", "content": reply.s})
    return Example("chat", tuple(messages), None, tuple(fires))


def answered_by_the_llm(kind: str, user: str, reply: str) -> Example:
    """A prompt whose reply has no OccamNet number (every token labelled 0)."""
    return Example(kind, ({"role": "user", "content": user}, {"role": "assistant", "content": reply}), None, ())


def answered_at_once(kind: str, user: str, answer: Num, value: float) -> Example:
    """A prompt whose reply is OccamNet's answer alone, at the first assistant token."""
    messages = ({"role": "user", "content": user}, {"role": "assistant", "content": answer.text})
    return Example(kind, messages, None, (Fire(1, 0, value),))


# next_pair(numbers so far) -> (tag, user text, reply)
PairMaker = Callable[[list[float]], "tuple[str, str, Text]"]


def conversation(rng: random.Random, next_pair: PairMaker, system_prompts: Sequence[str]) -> Example:
    """2-4 user/assistant pairs, a system prompt first in a fifth of them; the kind is
    ``"switch_conv:"`` and the pairs' tags joined by ``+``."""
    messages: list[dict] = []
    if rng.random() < 0.2:
        messages.append({"role": "system", "content": rng.choice(system_prompts)})
    context = [n.value for _, n in context_numbers(m["content"] for m in messages)]
    fires: list[Fire] = []
    tags: list[str] = []
    for _ in range(rng.randint(2, 4)):
        tag, user, reply = next_pair(context)
        messages.append({"role": "user", "content": user})
        fires += [Fire(len(messages), p, t) for p, t in reply.fires]
        messages.append({"role": "assistant", "content": reply.s})
        context += [n.value for _, n in context_numbers((user, reply.s))]
        tags.append(tag)
    return Example("switch_conv:" + "+".join(tags), tuple(messages), None, tuple(fires))


def switch_data(rng: random.Random, n: int, single: Callable[[], Example], next_pair: PairMaker,
                system_prompts: Sequence[str]) -> list[Example]:
    """Switch data: half single prompts answered at once, half conversations."""
    return [single() if rng.random() < 0.5 else conversation(rng, next_pair, system_prompts) for _ in range(n)]
