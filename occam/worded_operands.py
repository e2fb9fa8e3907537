"""A request of one operation whose second operand is a word, not a number: "what's half of 7,350" -> ``7,350 / half``
(2), "a quarter of 1,820" -> ``1,820 / quarter`` (4), "two thirds of 480" -> ``480 * two / thirds``, "double 48.5" -> ``48.5 * double``, "a dozen times 37" ->
``dozen * 37`` (12), "a gross minus twenty-nine" -> ``gross - twenty-nine`` (144).

OccamNet reads the text's numbers (:func:`occam.numbers.find_numbers`), and "half" or "a dozen" is none of them: the
decoders, given one number, wrote ``log(7,350)`` and ``37 * x0``. The reader writes the word's number as an implied
number at the word's place (as :mod:`occam.implied_numbers` and :mod:`occam.ordinal_powers` do), so the inspector shows
where each input came from. It reads a short request alone: the whole of its sentence is the operation, with
courtesy words and "what is" before it and "please" or "how much is that" after; it writes exactly one number. "More
than half of 7,350", "half of the 7,350 tickets were sold" and "a dozen eggs cost 4" are no such request.

The words are data (:data:`PARTS`, :data:`NUMERATORS`, :data:`PLURAL_PARTS`, :data:`MULTIPLES`, :data:`COUNTS`).
"""
from __future__ import annotations

import re

from .numbers import Number, find_numbers
from .questions import asked
from .story_plans import Plan

PARTS = {"half": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
         "ninth": 9, "tenth": 10}  # "a quarter of N": N divided by the part's number
MULTIPLES = {"double": 2, "twice": 2, "triple": 3, "thrice": 3, "treble": 3}  # "double N"
COUNTS = {"dozen": 12, "gross": 144}  # "a dozen times N": the word is the operand
NUMERATORS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
# "two thirds of N", "three-quarters of N": N times the numerator, divided by the part's number
PLURAL_PARTS = {"thirds": 3, "quarters": 4, "fourths": 4, "fifths": 5, "sixths": 6, "sevenths": 7, "eighths": 8,
                "ninths": 9, "tenths": 10}

_LEAD = (r"^\W*(?:(?:hey|hi|hello|ok(?:ay)?|so|quick(?:\s+one)?|and|now|um+|hmm+)\W+)*"
         r"(?:(?:what(?:'s|\u2019s|\s+is|\s+are)|whats|how\s+much\s+is|calculate|compute|find|work\s+out|figure\s+out"
         r"|tell\s+me|give\s+me|(?:can|could)\s+you\s+(?:please\s+)?(?:tell\s+me|work\s+out|calculate|give\s+me|find))\s+)?")
_TRAIL = (r"(?:\s*,?\s*(?:how\s+much\s+is\s+(?:that|it)|what\s+is\s+(?:that|it)|please|pls|plz|thanks|thx"
          r"|for\s+me))*\s*[?.!]*\s*$")
_OPS = {"times": "mul", "x": "mul", "multiplied by": "mul", "plus": "add", "minus": "sub", "divided by": "div",
        "over": "div"}
_OP = r"(?P<op>times|x|multiplied\s+by|plus|minus|divided\s+by|over)"
_FORMS = (
    ("part", rf"(?:(?:a|one)\s+)?(?P<w>half)\s+(?:of\s+)?N|(?:a|one)\s+(?P<w2>{'|'.join(p for p in PARTS if p != 'half')})"
             r"\s+of\s+N|(?P<w3>halve)\s+N|N\s+(?P<w4>halved)"),
    ("fraction", rf"(?P<n>{'|'.join(NUMERATORS)})[\s-]+(?P<w>{'|'.join(PLURAL_PARTS)})\s+of\s+N"),
    ("multiple", rf"(?P<w>{'|'.join(MULTIPLES)})\s+N|N\s+(?P<w2>doubled|tripled)"),
    ("count_first", rf"(?:a|one)\s+(?P<w>{'|'.join(COUNTS)})\s+{_OP}\s+N"),
    ("count_last", rf"N\s+{_OP}\s+(?:a|one)\s+(?P<w>{'|'.join(COUNTS)})"),
)
_PATTERNS = tuple((kind, re.compile(_LEAD + f"(?:{form})" + _TRAIL, re.IGNORECASE)) for kind, form in _FORMS)
_FACTORS = {**PARTS, **PLURAL_PARTS, "halve": 2, "halved": 2, **MULTIPLES, "doubled": 2, "tripled": 3, **COUNTS}


def worded_operand(text: str) -> Plan | None:
    """The one operation of a request whose second operand is a word (see the module docstring), or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = find_numbers(text)
    if at < 0 or len(request) > 160 or len(numbers) != 1 or not at <= numbers[0].start < at + len(request):
        return None
    n = numbers[0]
    if not n.value > 0:
        return None
    marked = request[:n.start - at] + "N" + request[n.end - at:]
    for kind, pattern in _PATTERNS:
        m = pattern.match(marked)
        if m is None:
            continue
        group = next(g for g in ("w", "w2", "w3", "w4") if m.groupdict().get(g))
        start, end = m.start(group), m.end(group)
        # the word's place in ``text``: past the number, the marked request is shorter by len(n.text) - 1
        shift = at + (len(n.text) - 1 if start > n.start - at else 0)
        word = Number(float(_FACTORS[m[group].lower()]), start + shift, end + shift, text[start + shift:end + shift])
        x, w = ("x", 0), ("x", 1)
        if kind == "fraction":
            numerator, parts = NUMERATORS[m["n"].lower()], PLURAL_PARTS[m["w"].lower()]
            if numerator >= parts:
                return None  # "five thirds of": no part of N
            num = Number(float(numerator), at + m.start("n"), at + m.end("n"), m["n"])
            return Plan(("div", (("mul", (("x", 2), ("x", 0))), ("x", 1))), (num, word, n), "step", "",
                        implied=frozenset({0, 1}))
        if kind == "part":
            return Plan(("div", (x, w)), (n, word), "step", "", implied=frozenset({1}))
        if kind == "multiple":
            return Plan(("mul", (x, w)), (n, word), "step", "", implied=frozenset({1}))
        op = _OPS[" ".join(m["op"].lower().split())]
        if kind == "count_first":
            return Plan((op, (("x", 0), ("x", 1))), (word, n), "step", "", implied=frozenset({0}))
        return Plan((op, (x, w)), (n, word), "step", "", implied=frozenset({1}))
    return None
