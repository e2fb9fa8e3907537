"""The one operation a question's own words choose, over the two numbers the decoders read.

The decoders read a question's operation wrong with probability ~1 where its words leave no doubt: "now
divide that by 2" after 134 was read ``134 - 2`` (probability 1.0), "Paint costs £18.40 per litre and the
living room needs 6 litres. How much will the paint cost?" ``18.40 / 6`` (0.97), "A farmer picked 540
apples and sold 365 of them. How many does he still have?" ``365 - 540`` (0.43). Such a step used to be
declined (``misnamed``, ``operation_words``, ``unsure``), and the LLM wrote its guess instead.

:func:`reading` says which operation the words choose, where they choose exactly one:

- ``named``: what the message asks (its last question, else its last sentence: :func:`occam.questions.asked`)
  writes a number and names one of ``+ - * /`` by its name or verb, and no other operation or named function
  (:func:`occam.abstention.named_operations`: "divide that by 2", "Add 873 to it", "mutliply 19 and 23");
  a story's verbs are no request ("The pool had 1,500 litres ... How many litres were added?" asks for a
  change, "The sum of two numbers is 85 ... What is the other number?" for a difference);
- ``story``: a story that names none, whose words point to one (:func:`occam.abstention.story_reading`:
  its verbs, rates, totals, wholes and parts, or a question asking what is left or how many more).

:func:`ordered` puts the two numbers in the order that operation needs, or says None where the words do
not settle it: a sum and a product in any order; a difference that is not negative (the words of a
question that writes no negative number ask for a quantity); a quotient whose divisor the question names
("divide ... by 27", "How many times does 12 go into that?") or that fits the story's cue (:meth:`occam.story_cues.StoryCue.admits`: a count of
the rate's unit is at least one and whole, a share times its count is the story's total).

``occam.generation.Generation.reread`` then has OccamNet compute that function of the same two numbers;
every other check still runs on it (the numbers must be the question's, all of them, no notation, no
closed question ...). The decoders still decide *when* (their switch fired) and *which numbers* (the two
their own function read); the words decide *which operation*. Part of ``AbstentionConfig.rereads`` (off
in the paper's behaviour).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, Sequence, get_args

from .abstention import DIVIDED_BY, HOW_MANY_FIT, INTO_REQUEST, named_operations, named_primitives, story_reading, told_order
from .notation import THE_BEFORE
from .numbers import find_numbers
from .questions import asked
from .story_cues import StoryCue

Operation = Literal["add", "sub", "mul", "div", "pow"]
# which words chose the operation: a name or verb of the question, a story's; "plan": the whole expression of a
# word problem of several steps (occam.story_plans, Generation.planned); "step": the one step of a story's two
# quantities, its other numbers set apart (occam.one_step)
By = Literal["named", "story", "plan", "step"]
BY: tuple[str, ...] = get_args(By)
SYMBOL = {"add": "+", "sub": "-", "mul": "*", "div": "/", "pow": "**"}
# a quantity that may fall below zero, so that a difference is not always the larger less the smaller
_MAY_FALL_BELOW_ZERO = re.compile(r"\b(?:temperatures?|degrees?|celsius|fahrenheit|thermometer|sea\s+level|overdrawn"
                                  r"|overdraft)\b|\u00b0", re.IGNORECASE)
_FELL_BY = re.compile(r"\b(?:dropped|drops|fell|falls|went\s+down|goes\s+down|decreased|cooled)\s+(?:by\s+)?$", re.IGNORECASE)
_GO_INTO = re.compile(r"\s+go(?:es)?\s+into\b", re.IGNORECASE)
_QUOTIENT_OF = re.compile(r"\bquotient\s+(?:of|when\s+you\s+divide)\s+", re.IGNORECASE)
_OVER = re.compile(r"(?<=\d\s)over\s+(?=\d)", re.IGNORECASE)
_AND_BETWEEN = re.compile(r"\s*(?:and|by|,)\s*", re.IGNORECASE)
# what comes right before a written exponent: "to the power of 9", "raised to 3", "^ 9", "** 9"
EXPONENT = re.compile(r"(?:\bpower\s+of|\braised\s+to(?:\s+the)?|\^|\*\*)\s*(?=[-\u2212]?\.?\d)", re.IGNORECASE)


@dataclass(frozen=True)
class Reading:
    """The operation a question's words choose (``op``), and which words chose it (``by``): a name or
    verb of the question (``named``), or a story's own words (``story``, with its ``cue``)."""

    op: Operation
    by: By
    cue: StoryCue | None = None


def reading(text: str) -> Reading | None:
    """The one operation of ``+ - * /`` that the question ``text`` chooses in words, or a power whose
    exponent it writes ("2 to teh power of 9", "raise that to the power of 3"), or None where its words name
    another function, several operations or none, and no story's words settle one."""
    request = asked(text)
    # "How many litres were added?" asks for a change a story tells; "the two numbers" writes no operand
    writes = any(not THE_BEFORE.search(request, 0, n.start) for n in find_numbers(request))
    functions = named_primitives(text)
    if functions:
        power = functions == ["pow"] and writes and named_operations(request) is None and EXPONENT.search(request)
        return Reading("pow", "named") if power else None
    named = named_operations(request) if writes else None
    if named is not None:
        return Reading(next(iter(named)), "named") if len(named) == 1 else None
    cue = story_reading(text)
    return Reading(cue.op, "story", cue) if cue is not None else None


_WAYS = re.compile(r"\s+ways\b", re.IGNORECASE)  # "split 4 ways", "four ways": after the count
# an amount shared by a count: "split $240 between 6", "share 90 cookies among 4 kids"
_SHARED_BY = re.compile(r"\b(?:split|share)\s+[$\u00a3\u20ac]?\d[\d.,]*\s+(?:[a-z]+\s+)?(?:equally\s+|evenly\s+)?"
                        r"(?:between|among|amongst|by)\s+(?=\d)", re.IGNORECASE)


def ordered(read: Reading, a: float, b: float, text: str) -> tuple[int, int] | None:
    """``(0, 1)`` for ``a op b``, ``(1, 0)`` for ``b op a``: the order in which ``read.op`` takes the two
    numbers ``a`` and ``b`` to answer ``text``, or None where the words do not settle it."""
    numbers = find_numbers(text)
    op = read.op
    if op == "pow":
        at = EXPONENT.search(text)
        exponent = next((n.value for n in numbers if at is not None and n.start == at.end()), None)
        return _second(exponent, a, b)
    if op in ("add", "mul"):
        return 0, 1
    if op == "sub":
        if any(n.value < 0 for n in numbers) or min(a, b) < 0:
            return None  # a signed question: its order is written, not read from the sign
        told = told_order(text)
        if told is not None:  # "subtract 12 from 5", "3 less than 1": the words tell which is taken from which
            taken, source = told
            return (0, 1) if (a, b) == (source, taken) else (1, 0) if (a, b) == (taken, source) else None
        if (read.by == "story" and a != b and numbers and numbers[0].value == min(a, b)
                and _HAD_FIRST.search(text, 0, numbers[0].start) and _LEFT_ASKED.search(asked(text))):
            return None  # "I have 20 apples and give away 25. How many are left?": more taken than had, no order turned
        larger = next((n for n in numbers if n.value == max(a, b)), None)
        if (a < b and larger is not None and _MAY_FALL_BELOW_ZERO.search(text)
                and _FELL_BY.search(text, max(0, larger.start - 20), larger.start)):
            return None  # "was 12 degrees ... dropped 15 degrees": it fell by more than it was, below zero; no order turned
        return (0, 1) if a >= b else (1, 0)
    if read.by == "named":
        by = DIVIDED_BY.search(text)
        divisor = next((n.value for n in numbers if by is not None and n.start == by.end()), None)
        if divisor is None:  # "How many times does 12 go into that?": the number before "go into"
            divisor = next((n.value for n in numbers if _GO_INTO.match(text, n.end)), None)
        shared = _SHARED_BY.search(text)
        if divisor is None and shared is not None:  # "Split $240 between 6 people": the sharers' count
            divisor = next((n.value for n in numbers if n.start == shared.end()), None)
        over = _OVER.search(text)
        if divisor is None and over is not None:  # "6,000 over 48?": the number after "over"
            divisor = next((n.value for n in numbers if n.start == over.end()), None)
        if divisor is None:  # "two hundred and fifty over eight": numbers in words, "over" between them
            divisor = next((y.value for x, y in zip(numbers, numbers[1:])
                            if re.fullmatch(r"\s+over\s+", text[x.end:y.start], re.IGNORECASE)), None)
        into = INTO_REQUEST.match(asked(text)) or HOW_MANY_FIT.search(asked(text))
        if divisor is None and into is not None:  # "7 into 91?", "how many 15s fit into 345?": the one that goes in
            divisor = next((n.value for n in find_numbers(into["a"])), None)
        if divisor is None:  # "$186.40 split 4 ways", "split 184.60 four ways": the count of ways
            divisor = next((n.value for n in numbers if _WAYS.match(text, n.end)), None)
        if divisor is None:  # "break 945 into 7 equal parts": the count of parts
            divisor = next((n.value for n in numbers if _PARTS_AFTER.match(text, n.end)
                            and re.search(r"\binto\s+$", text[max(0, n.start - 8):n.start], re.IGNORECASE)), None)
        if divisor is None:  # "720 by 9 (divide)": a division named apart, the number after "by" divides
            divisor = next((y.value for x, y in zip(numbers, numbers[1:])
                            if re.fullmatch(r"\s+by\s+", text[x.end:y.start], re.IGNORECASE)), None)
        quotient = _QUOTIENT_OF.search(text)
        if divisor is None and quotient is not None:  # "the quotient of 98,765 and 5": the second number after it
            after = [n for n in numbers if n.start >= quotient.end()]
            divisor = after[1].value if len(after) >= 2 and _AND_BETWEEN.fullmatch(
                text, after[0].end, after[1].start) else None
        return _second(divisor, a, b)
    values = [n.value for n in numbers]
    fits = [(i, j) for i, j, x, y in ((0, 1, a, b), (1, 0, b, a)) if y != 0 and read.cue.admits(x / y, values)]
    return _one(fits if a != b else fits[:1])


_PARTS_AFTER = re.compile(r"\s+(?:equal\s+|even\s+)?(?:parts|pieces|groups|shares|portions|chunks|bits|bags|piles)\b",
                          re.IGNORECASE)
_HAD_FIRST = re.compile(r"\b(?:have|has|had|got|own|owns|there\s+(?:are|were|is|was))\s+(?:[a-z]+\s+){0,2}$", re.IGNORECASE)
_LEFT_ASKED = re.compile(r"\b(?:left|remain\w*|now|still)\b", re.IGNORECASE)


def _second(value: float | None, a: float, b: float) -> tuple[int, int] | None:
    """The order that takes ``value`` (a divisor, an exponent the words name) second, or None where it is
    neither number."""
    return (0, 1) if value == b else (1, 0) if value == a else None


def _one(orders: Sequence[tuple[int, int]]) -> tuple[int, int] | None:
    return orders[0] if len(orders) == 1 else None
