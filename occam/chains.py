"""A chain of operations written as instructions, done in order: "Take 17, double it, and add 5." -> ``(17 *
double) + 5``, "Double 37 and then add 15." -> ``(37 * Double) + 15``, "Triple 14 and then subtract 8." -> ``(14 *
Triple) - 8``.

The message starts from one number ("Take 17", "Start with 8", "Take the number 8", or a step that names it:
"Double 37") and does one to three steps to it, each joined by a comma, "and" or "then": "double it", "triple
it", "halve it", "add 5", "subtract 8", "take away 3", "multiply it by 4", "divide it by 2". A word's number
("double": 2) is an input at its word (:mod:`occam.implied_numbers`). Anything else in the message but a closing
question ("What do you get?") is None.
"""
from __future__ import annotations

import re

from .implied_numbers import IMPLIED
from .numbers import Number, find_numbers
from .story_plans import Plan

_N = r"(?P<n>[-\u2212]?\d[\d,]*(?:\.\d+)?)"
_STARTS = (re.compile(rf"\W*(?:please\s+)?(?:take|start\s+with|begin\s+with)\s+(?:the\s+number\s+)?{_N}\s*,?\s*"
                      r"(?P<word>)", re.IGNORECASE),
           re.compile(rf"\W*(?:please\s+)?(?P<word>double|triple|halve)\s+{_N}\s*,?\s*", re.IGNORECASE))
_JOIN = re.compile(r"\s*(?:,\s*)?(?:(?:and\s+)?then\s+|and\s+)?", re.IGNORECASE)
_IT = r"(?:\s+(?:it|that|this|the\s+result|the\s+answer))?"
_STEPS = (
    ("word", re.compile(rf"(?P<word>double|triple|halve){_IT}", re.IGNORECASE)),
    ("add", re.compile(rf"(?:add|plus)\s+(?P<m>\d[\d,]*(?:\.\d+)?)(?:\s+to{_IT})?", re.IGNORECASE)),
    ("sub", re.compile(rf"(?:subtract|minus|take\s+away|take\s+off)\s+(?P<m>\d[\d,]*(?:\.\d+)?)(?:\s+from{_IT})?",
                       re.IGNORECASE)),
    ("mul", re.compile(rf"(?:multiply|times){_IT}\s+by\s+(?P<m>\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)),
    ("div", re.compile(rf"divide{_IT}\s+by\s+(?P<m>\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)),
)
_END = re.compile(r"(?:\s*,?\s*(?:for\s+me|please|pls|plz|thanks|thank\s+you))*"  # "Halve 9,734 for me, please."
                  r"\s*[.!?]*\s*(?:(?:what|what's|whats)\s+(?:do\s+(?:you|i|we)\s+get|is\s+the\s+(?:result|answer)"
                  r"|is\s+it|does\s+that\s+(?:give|make))\s*\??)?\s*[.!?]*\s*$", re.IGNORECASE)
_WORD_OP = {"double": "mul", "triple": "mul", "halve": "div"}


def chain(text: str) -> Plan | None:
    """The tree of the instructions ``text`` writes, in order (see the module docstring), or None."""
    if len(text) > 200:
        return None
    start = next((m for p in _STARTS if (m := p.match(text)) is not None), None)
    if start is None:
        return None
    numbers = {n.start: n for n in find_numbers(text)}
    leaves: list[Number] = []

    def number_at(at: int) -> Number | None:
        n = numbers.get(at)
        if n is not None:
            leaves.append(n)
        return n

    def word_number(m: re.Match) -> Number:
        word = m["word"].lower()
        value = IMPLIED["halved" if word == "halve" else word][0]
        n = Number(float(value), m.start("word"), m.end("word"), m["word"])
        leaves.append(n)
        return n

    first = number_at(start.start("n"))
    if first is None:
        return None
    tree: tuple = ("x", first)
    if start["word"]:
        tree = (_WORD_OP[start["word"].lower()], (tree, ("x", word_number(start))))
    at, steps = start.end(), 0
    while True:
        if _END.fullmatch(text, at):
            break
        join = _JOIN.match(text, at)
        at = join.end()
        for op, pattern in _STEPS:
            m = pattern.match(text, at)
            if m is None:
                continue
            if op == "word":
                tree = (_WORD_OP[m["word"].lower()], (tree, ("x", word_number(m))))
            else:
                n = number_at(m.start("m"))
                if n is None:
                    return None
                tree = (op, (tree, ("x", n)))
            at, steps = m.end(), steps + 1
            break
        else:
            return None
    if not (1 if not start["word"] else 0) <= steps <= 3 or len(leaves) > 4:
        return None  # "Take 17." asks nothing; more inputs than a network has ("Halve 9,734." is one step of a word)
    if len(find_numbers(text)) != len([n for n in leaves if n.start in numbers]):
        return None
    order = sorted(leaves, key=lambda n: n.start)
    index = {id(n): i for i, n in enumerate(order)}

    def relabel(t: tuple) -> tuple:
        return ("x", index[id(t[1])]) if t[0] == "x" else (t[0], tuple(relabel(c) for c in t[1]))

    implied = frozenset(index[id(n)] for n in leaves if n.start not in numbers or numbers[n.start] is not n)
    result = Plan(relabel(tree), tuple(order), "total", "", implied)
    return result if result.value is not None else None
