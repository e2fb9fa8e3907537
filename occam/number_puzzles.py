"""Number puzzles ("A number is multiplied by 7 and then 12 is added. The result is 61. What is the number?"),
solved by undoing their operations: a plan whose tree is the inverse chain, ``(61 - 12) / 7``.

SingleEq and its kin ask for an unknown through the operations done to it. The decoders read one operation
of the two latest numbers, and no one operation answers; the story reader (:mod:`occam.story_plans`) reads
quantities, not an unknown. :func:`puzzle` reads the operations in the order they are done (the order they are
written, but "7 less than 4 times a number" subtracts last), the result they give ("is 59", "equals 9", "the
answer is 9"), and what the question asks ("the number", or "3 times the number"), and writes the tree that
undoes them over the written numbers, each read once:

- "Three times a number, increased by 14, is 59." -> ``(59 - 14) / Three``;
- "A number divided by 6, minus 4, equals 9." -> ``(9 + 4) * 6``;
- "A number plus 17 equals 45. What is 3 times the number?" -> ``(45 - 17) * 3``;
- "The sum of two numbers is 85. One of them is 38. What is the other number?" -> ``85 - 38``.

A word that implies a number is read as that number at the word's place (:mod:`occam.implied_numbers`):
"Twice a number minus 15 is 41." -> ``(41 + 15) / Twice`` (2), "Half of a number plus 13 is 30." -> ``(30 - 13) *
Half`` (2). Anything else is None: a number the puzzle needs and no word of it implies ("a number and its
square"), two unknowns, an operation it cannot place, a number left over.
"""
from __future__ import annotations

import re

from .abstention import tree_leaves
from .implied_numbers import covers_unwritten, implied_numbers, read_moved
from .numbers import find_numbers
from .questions import asked
from .story_plans import Plan

_N = r"N(\d+)"  # a written number, as the scanner sees it (each number of the text replaced by N<i>)
UNKNOWN = re.compile(r"\b(?:a|an|some|the|one|this|my)\s+(?:certain\s+|secret\s+|mystery\s+)?number\b|\bthink\s+of\s+a\s+number\b",
                     re.IGNORECASE)
# what the operations so far gave: "15 is subtracted from the product", "9 is added to the result"
_DONE = r"\s+(?:the\s+(?:product|result|sum|quotient|difference|answer|number)|it|that)"
# an operation done to the unknown ("last": a form written before what it is done to, "7 less than ...")
_OPS: tuple[tuple[str, bool, re.Pattern], ...] = tuple((op, last, re.compile(p, re.IGNORECASE)) for op, last, p in (
    ("mul", False, rf"\b{_N}\s+times\s+(?:a|an|the|that|this|some|my)\s+(?:certain\s+)?number\b"),
    ("mul", False, rf"\b(?:multiplied|multiply(?:\s+(?:it|that|the\s+(?:number|result)))?|multiplies\s+it)\s+by\s+{_N}"),
    ("mul", False, rf"\btimes\s+{_N}\b"),
    # "multiply a number by 3", "multiply what is left by 5", "N times the result" ("double the result")
    ("mul", False, rf"\bmultiply\s+(?:(?:a|the|this|that|my)\s+(?:certain\s+|mystery\s+|secret\s+)?number"
                   rf"|what\s+is\s+left|what\s+you\s+get|the\s+(?:sum|difference|answer))\s+by\s+{_N}"
                   rf"|\b{_N}\s+times\s+(?:the\s+(?:result|sum|difference|answer)|it|that)\b"),
    ("mul", False, rf"\bthe\s+product\s+of\s+(?:a|the)\s+number\s+and\s+{_N}"),
    ("div", False, rf"\b{_N}\s+halves\s+(?:of\s+)?(?=(?:a|an|the|that|this|some|my)\s+(?:certain\s+)?number\b)"),
    ("div", False, rf"\b(?:divided|divide(?:s)?(?:\s+(?:it|that|the\s+(?:number|result)))?)\s+by\s+{_N}"),
    ("div", False, rf"\bthe\s+quotient\s+of\s+(?:a|the)\s+number\s+and\s+{_N}"),
    ("add", False, rf"\b(?:increased|raised)\s+by\s+{_N}|\bplus\s+{_N}|\b{_N}\s+is\s+added(?:\s+to{_DONE})?\b|\badds?\s+{_N}\b"
                   rf"|\badded\s+{_N}\b|\badding\s+{_N}\b|\bthe\s+sum\s+of\s+(?:a|the)\s+number\s+and\s+{_N}"),
    ("add", True, rf"\b{_N}\s+more\s+than\b"),
    ("sub", False, rf"\b(?:decreased|reduced|lowered)\s+by\s+{_N}|\bminus\s+{_N}|\b{_N}\s+is\s+(?:subtracted|taken\s+away)(?:\s+from{_DONE})?\b"
                   rf"|\bsubtracts?\s+{_N}\b|\bsubtracted\s+{_N}\b|\bsubtracting\s+{_N}\b|\b(?:takes?|took|taking)\s+away\s+{_N}\b"
                   rf"|\bthe\s+difference\s+(?:of|between)\s+(?:a|the)\s+number\s+and\s+{_N}"),
    ("sub", True, rf"\b{_N}\s+less\s+than\b"),
))
_RESULT = re.compile(rf"\b(?:is|equals?|gives?|giving|makes?|get|gets|got|getting|to\s+get|the\s+(?:result|answer)\s+is|was"
                     rf"|end(?:s|ed)?\s+up\s+with|ending\s+up\s+with"
                     rf"|results\s+in|yields?|leaves|leaving)"
                     rf"\s+{_N}\b(?!\s*(?:times|more|less))", re.IGNORECASE)
_NO_OPERAND = re.compile(r"\s+(?:of\b|numbers?\b)", re.IGNORECASE)
_ONE_AFTER = re.compile(r"\b(?:the|other|larger|smaller|bigger|greater|this|that|which)\s+$", re.IGNORECASE)
# how a word's number is marked for the scanner: "Twice a number" -> "N0 times a number", "then tripled" -> "then
# multiplied by N1"
_WORD_OPS = {"times": "N{i} times", "half": "N{i} halves", "by": "multiplied by N{i}", "halved": "divided by N{i}"}
# "the difference between 5 times a number and 12" is "5 times a number minus 12"
_DIFFERENCE = re.compile(r"\bthe\s+difference\s+(?:of|between)\s+((?:(?!\band\b)[^.?!])*?\bnumber)\s+and\s+(N\d+)",
                         re.IGNORECASE)
# words of an operation: one left after the scanner's patterns is an operation it did not read
_OPERATION_WORD = re.compile(r"\b(?:treble[ds]?|quadruple[ds]?|squared?|cubed?|halved?|doubled?|tripled?|times|plus|minus"
                             r"|add(?:s|ed)?|subtract(?:s|ed)?|multipl(?:y|ies|ied)|divided?|increased?|decreased?|reduced"
                             r"|sum|difference|product|quotient|more|less|twice|half|triple|thrice|percent|root|power"
                             r"|squares?|cubes?|reciprocal|remainder)\b", re.IGNORECASE)
_INVERSE = {"add": "sub", "sub": "add", "mul": "div", "div": "mul"}
# two numbers, their sum, difference or product told, and one of them: the other asked
_PAIR = re.compile(rf"\bthe\s+(sum|difference|product)\s+(?:of|between)\s+(?:the\s+)?two\s+numbers\s+is\s+{_N}\b",
                   re.IGNORECASE)
_ONE_OF = re.compile(rf"\b(?:one\s+(?:of\s+(?:them|the\s+numbers)|number)|the\s+(larger|bigger|greater|smaller)"
                     rf"(?:\s+(?:one|number))?)\s+is\s+{_N}\b(?!\s*(?:times|halves|more|less|greater|fewer|larger|smaller))",
                     re.IGNORECASE)  # "One of them is twice the other" tells no number of it
# "Two numbers add up to 57": their sum told in other words; "If one of them is 23, what is the other?": one told
_ADD_UP_TO = re.compile(rf"\btwo\s+numbers\s+(?:add\s+up\s+to|sum\s+to|total|have\s+a\s+sum\s+of)\s+({_N})\b", re.IGNORECASE)
_IF_ONE_OF = re.compile(rf"\bif\s+(?P<one>one\s+of\s+(?:them|the\s+numbers)\s+is\s+{_N}),\s*(?P<ask>(?:what|find|which)\b)",
                        re.IGNORECASE)
_OTHER_ASKED = re.compile(r"\b(?:the\s+other(?:\s+(?:one|number))?|the\s+(larger|bigger|greater|smaller)(?:\s+(?:one|number))?)\b",
                          re.IGNORECASE)


def puzzle(text: str) -> Plan | None:
    """The tree that undoes the number puzzle ``text`` over its written numbers (see the module docstring), or
    None where it is no puzzle this reader can solve in full."""
    found = find_numbers(text)
    numbers = [n for n in found  # "two numbers", "One of them", "the larger one": no operands
               if not (n.text.lower() in ("one", "two") and (_NO_OPERAND.match(text, n.end)
                                                            or _ONE_AFTER.search(text, 0, n.start)))]
    named = [n for n in found if n not in numbers]  # set apart in the plan: no number the reply must read
    words = [(n, role) for n, role in implied_numbers(text) if role in _WORD_OPS]  # "Twice a number": 2
    numbers = sorted(numbers + [n for n, _ in words], key=lambda n: n.start)
    roles = {i: role for i, n in enumerate(numbers) for w, role in words if n is w}
    implied = frozenset(roles)
    marked = _DIFFERENCE.sub(r"\1 minus \2", _marked(text, numbers, roles))
    marked = _IF_ONE_OF.sub(r"\g<one>. \g<ask>", _ADD_UP_TO.sub(r"The sum of two numbers is \1", marked))
    if (not 2 <= len(numbers) <= 4 or not (UNKNOWN.search(text) or _PAIR.search(marked))
            or not covers_unwritten(text, [numbers[i] for i in implied])):
        return None
    request = asked(marked)
    if not re.match(r"\s*(?:what|find|how\s+much|which)\b", request, re.IGNORECASE):
        return None
    statement = marked[:marked.rfind(request)] if request and marked.rfind(request) > 0 else ""
    tree = _pair(statement, request) or _chain(statement, request)
    if tree is None or sorted(tree_leaves(tree)) != list(range(len(numbers))):
        return None  # every written number read once
    result = Plan(tree, tuple(numbers + named), "unknown", "", implied,
                  apart=frozenset(range(len(numbers), len(numbers) + len(named))))
    value = result.value
    return result if value is not None and abs(value) < 1e15 else None


# the puzzle asked as one question: "What number minus 19 gives 56?", "Which number times 4 equals 92?"
_ASKED_PUZZLE = re.compile(r"^\s*(?:what|which)\s+(?P<num>number\b.*?\d[^?]*?)\s*\?\s*$", re.IGNORECASE | re.DOTALL)


def asked_puzzle(text: str) -> Plan | None:
    """A number puzzle asked as one question, read as told then asked: "What number minus 19 gives 56?" as "A number
    minus 19 gives 56. What is the number?" -> ``56 + 19``; its numbers at their places in ``text``."""
    m = _ASKED_PUZZLE.match(text)
    if m is None or not re.search(r"\b(?:gives?|equals?|is|makes?|results?\s+in)\b", m["num"], re.IGNORECASE):
        return None
    new = f"A {m['num']}. What is the number?"
    return read_moved(puzzle, text, new, [(2, m.start("num"), len(m["num"]))])


def _marked(text: str, numbers: list, words: dict[int, str] | None = None) -> str:
    """``text`` with its ``i``-th number written ``N<i>``, for the scanner's patterns; a word's number (``words``:
    its role) is written as the operation it names: "Twice" -> ``N<i> times``, "half" -> ``N<i> halves``,
    "tripled" -> ``multiplied by N<i>``."""
    out, at = [], 0
    for i, n in enumerate(numbers):
        out += [text[at:n.start], _WORD_OPS.get((words or {}).get(i, ""), "N{i}").format(i=i)]
        at = n.end
    return "".join(out) + text[at:]


def _chain(statement: str, request: str) -> tuple | None:
    """One unknown, the operations done to it, their result; the question asks it or an operation of it."""
    results = list(_RESULT.finditer(statement))
    if len(results) != 1:
        return None
    before = statement[:results[0].start()]
    unknowns = list(UNKNOWN.finditer(before))
    if len(unknowns) != 1 or re.search(r"\b(?:same|other|second|another)\s+number\b", statement, re.IGNORECASE):
        return None  # "Two times a number plus three times the same number": the unknown twice
    ops = _scan(before, unknowns[0].start())
    if ops is None or not ops or _RESULT.search(statement, results[0].end()):
        return None
    rest = _strip_ops(before)
    if re.search(r"\d|N\d", rest) or _OPERATION_WORD.search(rest):
        return None  # a number the scanner did not place, or an operation it did not read ("then trebled")
    tree: tuple = ("x", int(results[0][1]))
    for op, i in reversed(ops):
        tree = (_INVERSE[op], (tree, ("x", i)))
    if re.search(r"\b(?:the|my|that|this|the\s+original|the\s+mystery|the\s+secret)\s+number\b|\bthe\s+unknown\b|\bit\b"
                 r"|^\W*what\s+(?:was\s+)?number\b", request, re.IGNORECASE) is None:
        return None
    return _asked_of(tree, request, unknown_named=bool(UNKNOWN.search(request)))


def _asked_of(tree: tuple, request: str, unknown_named: bool = True) -> tuple | None:
    """``tree`` (the unknown) or the one operation the question asks of it ("What is 3 times the number?", "the
    other number multiplied by 4"), or None where the question writes more, or an operation of an unknown it
    does not name (``unknown_named``)."""
    after = _scan(request, 0)
    rest = _strip_ops(request)
    if (after is None or len(after) > 1 or (after and not unknown_named) or re.search(r"N\d", rest)
            or _OPERATION_WORD.search(rest)):
        return None
    for op, i in after:
        tree = (op, (tree, ("x", i)))
    return tree


def _scan(words: str, unknown: int) -> list[tuple[str, int]] | None:
    """The operations ``words`` write, in the order they are done to the unknown written at offset ``unknown``:
    those written before it from the nearest out ("7 less than 4 times a number": times 4, then less 7), then
    those after it in written order ("4 more than a number is multiplied by 3": plus 4, then times 3). None
    where two patterns claim one number."""
    found: dict[int, tuple[int, str, bool]] = {}
    for op, last, pattern in _OPS:
        for m in pattern.finditer(words):
            i = int(next(g for g in m.groups() if g is not None))
            if i in found and found[i][1:] != (op, last):
                return None
            found[i] = (m.start(), op, last)
    before = sorted(((at, i, op) for i, (at, op, _) in found.items() if at < unknown), reverse=True)
    after = sorted((at, i, op) for i, (at, op, _) in found.items() if at >= unknown)
    return [(op, i) for _, i, op in before + after]


def _strip_ops(words: str) -> str:
    for _, _, pattern in _OPS:
        words = pattern.sub(" ", words)
    return words


def _pair(statement: str, request: str) -> tuple | None:
    """"The sum of two numbers is 85. One of them is 38. What is the other number?" -> ``85 - 38``; a difference
    with the larger told gives the smaller (and the other way round); a product, a quotient."""
    told, one = _PAIR.search(statement), _ONE_OF.search(statement)
    if told is None or one is None or _OTHER_ASKED.search(request) is None:
        return None
    kind, whole, part = told[1].lower(), ("x", int(told[2])), ("x", int(one[2]))
    if kind == "sum":
        tree = ("sub", (whole, part))
    elif kind == "product":
        tree = ("div", (whole, part))
    else:
        side = (one[1] or "").lower()
        if not side:
            return None  # "one of them" of a difference: the larger or the smaller?
        tree = ("sub", (part, whole)) if side in ("larger", "bigger", "greater") else ("add", (part, whole))
    return _asked_of(tree, request)  # "What is the other number multiplied by 4?"


# a named unknown in place of "a number": "Ana's height plus 0.35 meters equals her father's height of 1.8 meters. How
# tall is Ana?"
_NAMED_UNKNOWN = re.compile(r"^\s*(?P<who>[A-Z][a-z]+)['\u2019]s\s+(?P<what>[a-z]+)\s+(?=(?:plus|minus|increased\s+by|decreased\s+by"
                            r"|times|multiplied\s+by|divided\s+by)\s)", re.IGNORECASE)
_OF_ANOTHER = re.compile(r"\b(?P<lead>(?:equals?|is|makes?|gives?)\s+)(?P<of>(?:his|her|their|[A-Z][a-z]+['\u2019]s)\s+(?:[a-z'\u2019]+\s+){1,2}"
                         r"of\s+)(?=[$\u00a3\u20ac]?\d)", re.IGNORECASE)


def named_unknown(text: str) -> Plan | None:
    """The puzzle of a named unknown, read as "a number": "Ana's height plus 0.35 meters equals her father's height of
    1.8 meters. How tall is Ana?" -> ``1.8 - 0.35``; the question must ask of the one named (her height, "how tall is
    Ana", "what is Ana's height"). The words changed keep their length: every number keeps its place."""
    m = _NAMED_UNKNOWN.match(text)
    request = asked(text)
    at = text.rfind(request)
    if m is None or at <= m.end() or not re.search(rf"\b{m['who']}\b", request):
        return None
    if find_numbers(request):
        return None
    head = "A number".ljust(m.end() - 1) + " "
    story = head + text[m.end():at]
    story = _OF_ANOTHER.sub(lambda o: o["lead"] + " " * len(o["of"]), story)  # "equals her father's height of 1.8"
    return puzzle(story + "What is the number?")
