"""A follow-up that asks the previous question's calculation again with a number changed: "square root of 196?" ...
"and of 289?"; "what's 1,200 minus 475?" ... "what if it was 1,500 instead of 1,200?"; "multiply 23 by 19" ...
"and 23 by 21?".

The follow-ups of :mod:`occam.follow_ups` work on the previous *answer*; these redo the previous *question*. The
previous question must be one calculation over its numbers, read from its words alone: a written expression
(:func:`occam.abstention.written_tree`), one named operation of two numbers in a settled order
(:func:`occam.readings.reading`, :func:`occam.readings.ordered`), or one named function of one number ("square root
of", "ln", "cosine of" in radians). The follow-up says which number changes:

- "N instead of M" (or "M replaced by N" is not read): the previous number whose value is M, exactly one;
- "what about N?", "and of N?", "what if it were N?", "same for N": the previous question's only number;
- "and A by B?": both numbers again with the same words between them as before;
- "and cubed?", "what about the square root?": the previous question's only number, with that function instead;
- "what if it was divided by 4 instead": the previous question's first number, with that operation and number.

A previous question of two numbers with one new number and no "instead of" is no redo: "125 times 8" ... "what about
9?" may change either number (SmolLM2 itself read ``9 x 8``), so no exact number answers it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .abstention import named_primitives, written_tree
from .follow_ups import ACKNOWLEDGEMENTS
from .numbers import Number, find_numbers
from .readings import ordered, reading

# what may come before the new number(s): "ok and what about", "thanks! and", "what if it was", "same for", "now try"
_LEAD = rf"^\W*(?:(?:{ACKNOWLEDGEMENTS}|oh|ah|also|haha+|ha|lol)\W+)*"
_ASKS = (r"(?:(?:what|how)\s+about|and\s+(?:for|of|with)|(?:and\s+|but\s+|so\s+)?(?:what\s+)?if\s+(?:it|that|the\s+number)"
         r"\s+(?:was|were|is|had\s+been)|same\s+(?:thing\s+)?(?:but\s+)?(?:for|with)|(?:now\s+)?(?:do|try)\s+(?:it\s+|that\s+"
         r"|the\s+same\s+)?(?:with|for)|and|now)")
_N = r"[-\u2212]?[$\u20ac\u00a3]?\d[\d,]*(?:\.\d+)?"
_END = r"(?:\s+(?:then|please|pls|again))?\W*$"
# one new number, and which old one it replaces where the previous question has two
_ONE = re.compile(_LEAD + _ASKS + rf"\s+(?P<n>{_N})(?:\s+instead(?:\s+of\s+(?P<m>{_N}))?)?" + _END, re.IGNORECASE)
# "and 23 by 21?": two new numbers with words between them
_TWO = re.compile(_LEAD + rf"(?:(?:what|how)\s+about\s+|and\s+|now\s+)?(?P<a>{_N})(?P<between>\s*\D{{1,20}}?\s*)(?P<b>{_N})"
                  + _END, re.IGNORECASE)
_FUNCTIONS = ("sqrt", "log", "exp", "sin", "cos")
# one new number beside a word the previous question writes beside one of its numbers: "and by 9?", "by 32?",
# "actually make it five ways, my brother's coming too"
_ANCHORED = re.compile(_LEAD + r"(?:(?:what|how)\s+about\s+|(?:actually\s+|no\s+)?make\s+(?:it|that)\s+|and\s+|now\s+)?"
                       r"(?:(?:by|over|into|from|to|of|times)\s+)?(?:[-\u2212]?[$\u20ac\u00a3]?\d[\d,]*(?:\.\d+)?|[a-z]+)"
                       r"(?:\s+(?:ways|people|times|parts|pieces|groups))?(?:\s+instead)?(?:,\s*[^\d?]*)?" + _END,
                       re.IGNORECASE)
_NAMING = frozenset("by over into from to of times ways people parts pieces groups".split())


def _word_before(text: str, start: int) -> str:
    m = re.search(r"([a-z]+)\s+$", text[:start], re.IGNORECASE)
    return m[1].lower() if m and m[1].lower() in _NAMING else ""


def _word_after(text: str, end: int) -> str:
    m = re.match(r"\s+([a-z]+)", text[end:], re.IGNORECASE)
    return m[1].lower() if m and m[1].lower() in _NAMING else ""


# the previous question's one number with another function: "and cubed?", "what about the square root?"
_OTHER_FUNCTION = re.compile(_LEAD + r"(?:(?:what|how)\s+about\s+|and\s+|now\s+)?(?:the\s+)?(?P<f>squared|cubed|square\s+root"
                             r"|natural\s+log|ln)(?:\s+of\s+(?:it|that\s+number))?" + _END, re.IGNORECASE)
_TREES = {"squared": ("mul", (("x", 0), ("x", 0))), "cubed": ("mul", (("mul", (("x", 0), ("x", 0))), ("x", 0))),
          "square root": ("sqrt", (("x", 0),)), "natural log": ("log", (("x", 0),)), "ln": ("log", (("x", 0),))}


# the previous question's first number with another operation and a new number: "what if it was divided by 4 instead"
_OPS = {"divided by": "div", "over": "div", "times": "mul", "multiplied by": "mul", "plus": "add", "minus": "sub"}
_OP_INSTEAD = re.compile(_LEAD + r"(?:(?:and\s+|but\s+|so\s+)?(?:what\s+)?if\s+(?:it|that|you|we|i)\s+(?:was|were|is|had\s+been|did\s+it)?\s*"
                         r"|(?:what|how)\s+about\s+)?(?P<op>divided\s+by|over|times|multiplied\s+by|plus|minus)\s+"
                         rf"(?P<n>{_N})\s+instead" + _END, re.IGNORECASE)


@dataclass(frozen=True)
class Redo:
    """The previous question's tree over ``numbers``, some of them the follow-up's own (``new``: their indices)."""

    tree: tuple
    numbers: tuple[Number, ...]
    new: frozenset[int]
    instead_of: Number | None = None  # the follow-up's number of the one it replaces ("instead of 1,200")


def previous_tree(text: str) -> tuple | None:
    """The one calculation question ``text`` asks over its numbers (``("x", i)`` is its ``i``-th number), read from
    its words alone, or None."""
    numbers = find_numbers(text)
    if not 1 <= len(numbers) <= 2 or re.search(r"degree|\u00b0|%|percent", text, re.IGNORECASE):
        return None
    tree = written_tree(text)
    if len(numbers) == 1:
        if tree is not None and tree != ("x", 0):
            return tree  # "17 squared": x * x
        functions = [f for f in named_primitives(text) if f in _FUNCTIONS]
        if len(functions) != 1 or len(named_primitives(text)) != 1:
            return None
        if functions == ["log"] and not re.search(r"\bln\b|\bnatural\b", text, re.IGNORECASE):
            return None  # "log of 100": base 10 or e is not said
        return (functions[0], (("x", 0),))
    if tree is not None and tree[0] != "x":
        return tree
    read = reading(text)
    if read is None or read.by != "named":
        return None
    order = ordered(read, numbers[0].value, numbers[1].value, text)
    return None if order is None else (read.op, (("x", order[0]), ("x", order[1])))


def redo(previous: str, text: str) -> Redo | None:
    """The previous question ``previous`` asked again with the number(s) the follow-up ``text`` changes (see the module
    docstring), or None where ``text`` is no such follow-up or does not settle which number changes."""
    if len(text) > 120 or len(previous) > 300:
        return None
    tree = previous_tree(previous)
    if tree is None:
        return None
    old, new = find_numbers(previous), find_numbers(text)
    other = _OTHER_FUNCTION.match(text)
    if other is not None and len(old) == 1 and not new:
        changed = _TREES[" ".join(other["f"].lower().split())]
        return None if changed == tree else Redo(changed, tuple(old), frozenset())
    one = _ONE.match(text)
    if one is not None and len(new) in (1, 2):
        n = next((x for x in new if x.start == one.start("n") + (text[one.start("n")] in "$\u20ac\u00a3")), None)
        if n is None:
            return None
        if one["m"] is not None:
            m = [x for x in new if x is not n]
            at = [i for i, x in enumerate(old) if m and x.value == m[0].value]
        else:
            at = [0] if len(old) == 1 and len(new) == 1 else []
        if len(at) != 1 or old[at[0]].value == n.value:
            return None
        numbers = tuple(n if i == at[0] else x for i, x in enumerate(old))
        return Redo(tree, numbers, frozenset(at), m[0] if one["m"] is not None else None)
    op = _OP_INSTEAD.match(text)
    if op is not None and len(old) == 2 and len(new) == 1 and tree[0] in _OPS.values() and tree[1][0][0] == "x":
        # "what if it was divided by 4 instead" after "84 ÷ 7": the first number, another operation with the new one
        first = old[tree[1][0][1]]
        changed = (_OPS[" ".join(op["op"].lower().split())], (("x", 0), ("x", 1)))
        return Redo(changed, (first, new[0]), frozenset({1}))
    anchored = _ANCHORED.match(text)
    if anchored is not None and len(new) == 1:  # "and by 9?" after "divide 630 by 7"; "make it five ways" after "four ways"
        n = new[0]
        word_before, word_after = _word_before(text, n.start), _word_after(text, n.end)
        at = [i for i, x in enumerate(old)
              if (word_before and _word_before(previous, x.start) == word_before)
              or (word_after and _word_after(previous, x.end) == word_after)]
        if len(at) != 1 or old[at[0]].value == n.value:
            return None
        return Redo(tree, tuple(n if i == at[0] else x for i, x in enumerate(old)), frozenset(at))
    two = _TWO.match(text)
    if two is None or len(old) != 2 or len(new) != 2:
        return None
    before = previous[old[0].end:old[1].start]
    if " ".join(two["between"].lower().split()) != " ".join(before.lower().split()):
        return None  # "and 23 by 21" after "multiply 23 by 19": the same words between the two numbers
    return Redo(tree, tuple(new), frozenset({0, 1}))


# the two previous answers taken together: "add those two together", "difference between those two?", "multiply the two
# answers"
_BOTH = (r"(?:those|these|the|both|the\s+last)\s+(?:two|2)(?:\s+(?:answers|results|numbers|totals|values))?")
_THEM = r"(?:them|those|these|both(?:\s+of\s+them)?)"  # "sum them", "add them up"
# "the first answer ... the second": the two answers in their order
_FIRST, _SECOND = (r"(?:the\s+)?first\s+(?:answer|result|one|number|total)", r"(?:the\s+)?second(?:\s+(?:answer|result|one|number|total))?")
_TWO_ANSWERS: tuple[tuple[re.Pattern, str], ...] = tuple((re.compile(_LEAD + r"(?:(?:what(?:'s|\s+is)|whats|and|now)\s+)*(?:the\s+)?"
                                                                    + f"(?:{p})" + _END, re.IGNORECASE), op) for p, op in (
    (rf"(?:add|sum)\s+(?:up\s+)?{_BOTH}(?:\s+(?:together|up))?|sum\s+of\s+{_BOTH}|{_BOTH}\s+(?:added\s+)?together"
     rf"|total\s+of\s+{_BOTH}|(?:add|sum|total)\s+(?:up\s+)?{_THEM}(?:\s+(?:up|together))?|{_FIRST}\s+plus\s+{_SECOND}"
     rf"|add\s+{_FIRST}\s+(?:and|to)\s+{_SECOND}", "add"),
    (rf"difference\s+(?:between|of)\s+{_BOTH}|subtract\s+{_BOTH}|difference\s+between\s+{_THEM}", "sub"),
    (rf"multiply\s+{_BOTH}(?:\s+together)?|product\s+of\s+{_BOTH}|{_BOTH}\s+multiplied(?:\s+together)?"
     rf"|multiply\s+{_THEM}(?:\s+together)?|multiply\s+{_FIRST}\s+by\s+{_SECOND}|{_FIRST}\s+times\s+{_SECOND}", "mul"),
))


def two_answers(text: str) -> str | None:
    """The operation a follow-up asks of the two previous answers ("add those two together": ``add``; "difference
    between those two?": ``sub``, the larger less the smaller; "multiply those two": ``mul``), or None. The message
    writes no number of its own."""
    if len(text) > 100 or any(n.text.lower() not in ("two", "2") for n in find_numbers(text)):
        return None  # "those two" writes the only number
    return next((op for pattern, op in _TWO_ANSWERS if pattern.match(text)), None)
