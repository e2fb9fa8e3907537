"""A calculation someone claims a result for, the right result asked: "she says 1001 divided by 7 is 143 and I say it's
153. who's right?? whats the actual answer" -> ``1001 / 7``; "is 17 x 23 = 391 correct?" -> ``17 * 23``.

The claimed result is no operand, and neither is a second claim (both are set apart: ``Plan.apart``); the
calculation is the one written before the first "is" / "equals" / "=". Only where the message asks which claim is
right or what the real answer is, and the calculation is one expression of its own numbers
(:func:`occam.abstention.written_tree`); anything else is None.
"""
from __future__ import annotations

import re

from .abstention import tree_leaves, written_tree
from .numbers import find_numbers
from .story_plans import Plan, relabel

_NUM = r"-?\d[\d,]*(?:\.\d+)?"
_OP = (r"(?:divided\s+by|multiplied\s+by|times|plus|minus|over|take\s+away|x|\u00d7|\u00f7|\*|/|\+|-|\u2212)")
# "1001 divided by 7 is 143", "17 x 23 = 391", "that 64 plus 36 makes 90"
_CLAIM = re.compile(rf"(?P<expr>(?<![\d.])({_NUM})\s*{_OP}\s*({_NUM}))\s*(?:is|was|equals|=|makes|gives|comes\s+to)\s+"
                    rf"(?:actually\s+|definitely\s+|exactly\s+)?({_NUM})(?![\d.])", re.IGNORECASE)
# what asks for the right result: "who's right", "what's the actual answer", "is that correct", "is it right"
_ASKS_RIGHT = re.compile(r"\bwho(?:'s|\s+is|s)\s+right\b|\bwhich\s+(?:one\s+)?is\s+(?:right|correct)\b"
                         r"|\b(?:actual|real|right|correct|true)\s+(?:answer|result|number|value)\b"
                         r"|\b(?:is|was)\s+(?:that|this|it|she|he|they|i)\s+(?:right|correct)\b|\b(?:right|correct)\s*\?"
                         r"|\bcheck\s+(?:this|that|it|my)\b|\b(?:can|could)\s+you\s+(?:check|verify|confirm)\b|\bdouble[-\s]check\b"
                         r"|\bam\s+i\s+(?:right|wrong)\b", re.IGNORECASE)


def claim_checked(text: str) -> Plan | None:
    """The calculation a claim is made of, where the message asks for the right result; None otherwise."""
    if len(text) > 500 or not _ASKS_RIGHT.search(text):
        return None
    claims = list(_CLAIM.finditer(text))
    if not claims:
        return None
    expr = claims[0]
    tree = written_tree(expr["expr"])
    if any(c[2] != expr[2] or c[3] != expr[3] or written_tree(c["expr"]) != tree for c in claims[1:]):
        return None  # two calculations claimed: which one asked, the words do not say
    if tree is None or tree[0] == "x":
        return None
    numbers = find_numbers(text)
    first = next((i for i, n in enumerate(numbers) if n.start == expr.start("expr") or n.start == expr.start(2)), None)
    inside = find_numbers(expr["expr"])
    if first is None or len(inside) != 2 or any(
            numbers[first + k].value != n.value for k, n in enumerate(inside) if first + k < len(numbers)):
        return None
    tree = relabel(tree, range(first, first + len(inside)))  # the expression's numbers at their places in the text
    operands = set(tree_leaves(tree))
    return Plan(tree, tuple(numbers), "step", "", apart=frozenset(i for i in range(len(numbers)) if i not in operands))
