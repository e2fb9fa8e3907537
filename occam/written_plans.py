"""An expression written in symbols, of several operations, as a plan: "56 - 8 * 7 + 3 =" -> ``(56 + 3) - (8 * 7)``.

The question writes the whole calculation (MATH401: "sqrt(16) + 3 * 2 =", "2^10 - 1 ="); the decoders of a
network of several operations choose a function of its numbers, and where that is not the expression as written
the checks decline it (``not_as_written``). :func:`written_plan` hands the written expression itself
(:func:`occam.abstention.written_tree`: standard precedence, functions, powers) to
``occam.generation.Generation.planned``, which has the first network that computes it over the question's
numbers (a sum of three terms regrouped to fit two layers: :func:`occam.story_plans.arrangements`) write it. A
single operation stays the decoders' to read: they answer those exactly.
"""
from __future__ import annotations

import re

from .abstention import tree_leaves, written_tree
from .notation import is_article
from .numbers import find_numbers
from .story_plans import Plan


def operations(tree: tuple) -> int:
    """How many operations (binary or functions) ``tree`` applies."""
    return 0 if tree[0] == "x" else 1 + sum(operations(t) for t in tree[1])


# numbers joined only by hyphens with no space ("978-0-14-143951-8", "a 4-4-2 formation", "10-20-30"): a code, a
# score or a range as often as a difference, a calculation only where the text asks for one
_GLUED_ONLY = re.compile(r"^[^-\u2013\u2212+*/^\u00d7\u00f7]*\d(?:[-\u2013]\d[\d.,]*)+[^-\u2013\u2212+*/^\u00d7\u00f7]*$")
_ASKS_A_CALCULATION = re.compile(r"=|\b(?:calculate|compute|evaluate|simplify|solve|work\s+out|what\s+is|what's"
                                 r"|whats|how\s+much\s+is)\b", re.IGNORECASE)


# a date written with slashes or hyphens and a year: "14/07/1992", "03/05/2023", "1994-07-22"
_DATE = re.compile(r"\b\d{1,2}/\d{1,2}/(?:1[6-9]|20)\d\d\b|\b(?:1[6-9]|20)\d\d-\d{1,2}-\d{1,2}\b")
_SUPERSCRIPT = re.compile("[\u00b2\u00b3]")  # "26² = ?", "4³"
# a power named in words: "what's 27 squared", "by squaring 23" (after other squares a later turn's decoders may read it otherwise)
_NAMED_SQUARE = re.compile(r"\d\s+squared\b|\bsquare\s+of\s+-?\d|\bsquaring\s+-?\d", re.IGNORECASE)  # "by squaring 23"


# a number alone in brackets ("(623) + (77)"): one operation the decoders never saw written so (a negative one,
# "5 - (-3)", they did; "e^(0.5)" is a function of one number, theirs too)
_BRACKETED_NUMBER = re.compile(r"\(\s*\d[\d.,]*\s*\)\s*[-+*/\u00d7\u00f7\u2212]|[-+*/\u00d7\u00f7\u2212]\s*\(\s*\d[\d.,]*\s*\)")
# operators typed as emoji ("6021 ➕ 3979 = 🤔"): one character each, so every number keeps its place
_EMOJI_OPERATOR = re.compile("[\u2795\u2796\u2716\u2797]")
_EMOJI_OPERATORS = str.maketrans({"\u2795": "+", "\u2796": "-", "\u2716": "*", "\u2797": "/", "\ufe0f": " "})


def written_plan(text: str) -> Plan | None:
    """The expression ``text`` writes, of two operations or more, over its numbers; None otherwise (and for
    numbers joined by glued hyphens only, "Mine says 978-0-14-143951-8", unless a calculation is asked)."""
    emoji = bool(_EMOJI_OPERATOR.search(text))  # the decoders never saw them: a plan of one operation too
    text = text.translate(_EMOJI_OPERATORS) if emoji else text
    tree = written_tree(text)
    if tree is None or (operations(tree) < 2 and not _SUPERSCRIPT.search(text) and not _NAMED_SQUARE.search(text)
                        and not emoji and not _BRACKETED_NUMBER.search(text)):
        return None  # one operation is the decoders' to read; "26²" they never saw written so, "27 squared" a plan too
    if operations(tree) < 1:
        return None  # "an area of 0.64 m²": a number alone (a unit squared), no expression to compute
    if _GLUED_ONLY.match(text) and not _ASKS_A_CALCULATION.search(text):
        return None
    if _DATE.search(text) and "=" not in text:
        return None  # "my birthday is 14/07/1992, what day of the week was that?": a date, no quotient of quotients
    numbers = find_numbers(text)
    if any(is_article(text, numbers[i].start, numbers[i].end) for i in tree_leaves(tree)):
        return None  # "And a different one - 37 plus 58.5?": "one" is no operand, the dash no minus
    return Plan(tree, tuple(numbers), "written", "")
