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

from .abstention import written_tree
from .numbers import find_numbers
from .story_plans import Plan


def operations(tree: tuple) -> int:
    """How many operations (binary or functions) ``tree`` applies."""
    return 0 if tree[0] == "x" else 1 + sum(operations(t) for t in tree[1])


def written_plan(text: str) -> Plan | None:
    """The expression ``text`` writes, of two operations or more, over its numbers; None otherwise."""
    tree = written_tree(text)
    if tree is None or operations(tree) < 2:
        return None
    return Plan(tree, tuple(find_numbers(text)), "written", "")
