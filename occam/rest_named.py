"""A whole, a part of it named by a kind, and the rest named by another: "There are 83 fish in a pond. 29 are goldfish
and the rest are koi. How many koi are in the pond?" -> ``83 - 29``; "A box has 60 chocolates. 25 are dark chocolates
and the rest are milk chocolates. How many more milk chocolates than dark chocolates?" -> ``(60 - 25) - 25``.

The story writes two numbers, the whole first; the part's sentence says "N are X and the rest are Y" (or "the others",
"the remaining ones"; "N of them", "N of the chickens"); the question asks how many Y (the rest: the whole less the
part), or how many more Y than X, or how many more X than Y (the rest compared with the part), naming the other kind
nowhere else. Anything else, "How many X?" (told), is not read. A part named by one kind of a pair that makes the whole
("147 of them are in the lower grades"), the other asked ("How many are in the upper grades?"): the whole less it
(:data:`OPPOSITES`).
"""
from __future__ import annotations

import re

from .questions import asked
from .story_cues import story_quantities, unit_forms
from .story_plans import Plan
from .story_words import verb_base

_KIND = r"[a-z]+(?:\s+(?!and\b|but\b)[a-z]+)?"
_PART_REST = re.compile(
    rf"(?P<part>\d[\d,]*)\s+(?:of\s+(?:them|these|those|the\s+[a-z]+)\s+)?(?:are|were|is|was)\s+(?P<x>{_KIND})\s*,?\s+"
    rf"(?:and|while|but)\s+the\s+(?:rest|others|remaining(?:\s+ones)?|remainder)\s+(?:of\s+(?:them|the\s+[a-z]+)\s+)?"
    rf"(?:are|were)\s+(?P<y>{_KIND})\s*[.;]", re.IGNORECASE)
# the same told by one verb twice: "21 of them take tap and the rest take ballet", "18 ordered tea, the others ordered coffee"
_PART_REST_VERB = re.compile(
    rf"(?P<part>\d[\d,]*)\s+(?:of\s+(?:them|these|those|the\s+[a-z]+)\s+)?(?P<v>(?!are\b|were\b|is\b|was\b)[a-z]{{3,}})\s+"
    rf"(?P<x>{_KIND})\s*,?\s+(?:and\s+|while\s+|but\s+)?the\s+(?:rest|others|remaining(?:\s+ones)?|remainder)\s+"
    rf"(?:of\s+(?:them|the\s+[a-z]+)\s+)?(?P=v)\s+(?P<y>{_KIND})\s*[.;]", re.IGNORECASE)
# two parts before the rest: "37 of them are daisies, 19 are lilies and the rest are roses"
_PARTS_REST = re.compile(
    rf"(?P<p1>\d[\d,]*)\s+(?:of\s+(?:them|these|those|the\s+[a-z]+)\s+)?(?:are|were)\s+(?P<x1>{_KIND})\s*,\s+"
    rf"(?P<p2>\d[\d,]*)\s+(?:are|were)\s+(?P<x2>{_KIND})\s*,?\s+"
    rf"(?:and|while|but)\s+the\s+(?:rest|others|remaining(?:\s+ones)?|remainder)\s+(?:of\s+(?:them|the\s+[a-z]+)\s+)?"
    rf"(?:are|were)\s+(?P<y>{_KIND})\s*[.;]", re.IGNORECASE)
_MORE = re.compile(r"\bhow\s+many\s+more\b", re.IGNORECASE)
# a part named by one of two kinds that make up the whole, the other asked: "147 of them are in the lower grades. How
# many are in the upper grades?" (data: each pair is the whole)
OPPOSITES = (("lower", "upper"), ("boys", "girls"), ("men", "women"), ("adults", "children"), ("indoor", "outdoor"),
             ("inside", "outside"), ("junior", "senior"), ("male", "female"), ("morning", "afternoon"),
             ("full-time", "part-time"), ("domestic", "international"), ("local", "visiting"), ("home", "away"))
_PART_OF = re.compile(r"(?P<part>\d[\d,]*)\s+(?:of\s+(?:them|these|those|the\s+[a-z]+)\s+)?(?:are|were|is|was)\s+"
                      r"(?:in\s+the\s+|at\s+the\s+)?(?P<x>[a-z-]+)\b", re.IGNORECASE)


def _head(kind: str) -> frozenset[str]:
    """The forms of a kind's first word ("milk chocolates": milk; "koi": koi), the word the question names it by."""
    return unit_forms(kind.split()[0])


def _names(request: str, forms: frozenset[str]) -> bool:
    return any(unit_forms(w) & forms for w in re.findall(r"[a-z]+", request.lower()))


def rest_named(text: str) -> Plan | None:
    """The rest of a whole named by its kind, or it compared with the part (see the module docstring), or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = story_quantities(text)
    if (two := _PARTS_REST.search(text, 0, at if at >= 0 else len(text))) is not None:
        return _two_parts(two, numbers, request, at)
    m = _PART_REST.search(text, 0, at if at >= 0 else len(text)) or _PART_REST_VERB.search(text, 0, at if at >= 0 else len(text))
    if m is None:
        return _opposite(text, request, at, numbers)
    if len(numbers) != 2 or at < 0 or any(n.start >= at for n in numbers):
        return None
    whole, part = numbers
    if part.start != m.start("part") or not whole.value > part.value > 0 or not re.search(r"\bhow\s+many\b", request, re.I):
        return None
    x, y = _head(m["x"]), _head(m["y"])
    if x & y:
        return None
    names_x, names_y = _names(request, x), _names(request, y)
    w, p = ("x", 0), ("x", 1)
    if _MORE.search(request) and names_x and names_y and re.search(r"\bthan\b", request, re.I):
        first_y = min((i for i, word in enumerate(re.findall(r"[a-z]+", request.lower())) if unit_forms(word) & y))
        first_x = min((i for i, word in enumerate(re.findall(r"[a-z]+", request.lower())) if unit_forms(word) & x))
        rest = ("sub", (w, p))
        tree = ("sub", (rest, p)) if first_y < first_x else ("sub", (p, rest))
        plan = Plan(tree, (whole, part), "step", m["y"])
        return plan if plan.value is not None and plan.value > 0 else None
    if names_y and not names_x and not _MORE.search(request):
        return Plan(("sub", (w, p)), (whole, part), "left", m["y"])
    return None


def _two_parts(m: re.Match, numbers: list, request: str, at: int) -> Plan | None:
    """The whole less two parts of two kinds, the rest's kind asked: "84 flowers. 37 of them are daisies, 19 are lilies
    and the rest are roses. How many roses?" -> ``(84 - 37) - 19``; or None."""
    if len(numbers) != 3 or at < 0 or any(n.start >= at for n in numbers) or _MORE.search(request):
        return None
    whole, p1, p2 = numbers
    if (p1.start, p2.start) != (m.start("p1"), m.start("p2")) or not whole.value > p1.value + p2.value:
        return None
    x1, x2, y = _head(m["x1"]), _head(m["x2"]), _head(m["y"])
    if x1 & y or x2 & y or not re.search(r"\bhow\s+many\b", request, re.I):
        return None
    if not _names(request, y) or _names(request, x1) or _names(request, x2):
        return None
    return Plan(("sub", (("sub", (("x", 0), ("x", 1))), ("x", 2))), (whole, p1, p2), "left", m["y"])


def _opposite(text: str, request: str, at: int, numbers: list) -> Plan | None:
    """The whole less a part of one kind, the other kind of a pair asked ("315 students ... 147 of them are in the
    lower grades. How many students are in the upper grades?" -> ``315 - 147``), or None."""
    if at < 0 or len(numbers) != 2 or any(n.start >= at for n in numbers) or _MORE.search(request):
        return None
    whole, part = numbers
    m = _PART_OF.search(text, part.start, at)
    if m is None or m.start("part") != part.start or not whole.value > part.value > 0:
        return None
    told = m["x"].lower()
    asked_words = set(re.findall(r"[a-z-]+", request.lower()))
    for a, b in OPPOSITES:
        for x, y in ((a, b), (b, a)):
            if told == x and y in asked_words and x not in asked_words and re.search(r"\bhow\s+many\b", request, re.I):
                return Plan(("sub", (("x", 0), ("x", 1))), (whole, part), "left", y)
    return None


# a part kept or done one way and the rest another: "kept 418 for the client and deleted the rest", "sold 45 and gave
# the rest away"
_REST_DONE = re.compile(r"\s*(?:[a-z]+\s+){0,4}?(?:,\s*)?(?:and|then|but)\s+(?:then\s+)?(?:(?:i|we|he|she|they)\s+)?"
                        r"(?P<verb>[a-z]+)\s+(?:away\s+|out\s+|off\s+)?(?:all\s+)?the\s+(?:rest|others|remaining\s+ones)\b",
                        re.IGNORECASE)
_DONE_ASKED = re.compile(r"^\W*how\s+many\s+(?:[a-z]+\s+)?(?:did|do|does|will|would|have|has)\s+(?:i|we|you|he|she|they"
                         r"|[A-Z][a-z]+)\s+(?P<verb>[a-z]+)\b", re.IGNORECASE)


def rest_done(text: str) -> Plan | None:
    """The rest of a whole, done by its own verb and asked by it: "I shot 1,236 photos at a wedding, kept 418 for the
    client and deleted the rest. How many did I delete?" -> ``1,236 - 418``. The text writes exactly two quantities,
    the whole first; the part's clause ends "and <verb> the rest", the question asks "how many did ... <verb>", one
    verb in two forms (the part's own verb asked is told: None)."""
    request = asked(text)
    at = text.rfind(request)
    numbers = story_quantities(text)
    if at <= 0 or len(numbers) != 2 or any(n.start >= at for n in numbers):
        return None
    whole, part = numbers
    told = _REST_DONE.match(text, part.end, at)
    q = _DONE_ASKED.match(request)
    if told is None or q is None or verb_base(told["verb"]) != verb_base(q["verb"]):
        return None
    if not whole.value > part.value > 0:
        return None
    return Plan(("sub", (("x", 0), ("x", 1))), tuple(numbers), "step", "")
