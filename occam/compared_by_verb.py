"""Two things compared by what was done with them, among other numbers: "A baker made 56 cakes and 40 pies. He sold 38
cakes and 25 pies. How many more cakes than pies did he sell?" -> ``38 - 25``.

The question asks "how many more A than B did ... <verb>?"; exactly one sentence of the story tells that verb ("sold")
with a number of A and a number of B joined by "and" ("38 cakes and 25 pies"), and the difference is at least zero.
The story's other numbers (what was made) are of another doing. The verb's forms are data (:data:`VERB_FORMS`).
"""
from __future__ import annotations

import re

from .asides import singulars, thing_words
from .numbers import find_numbers
from .questions import asked
from .story_plans import Plan

VERB_FORMS = {"sell": "sell sold sells selling", "buy": "buy bought buys buying", "eat": "eat ate eats eaten",
              "make": "make made makes", "bake": "bake baked bakes", "pick": "pick picked picks", "catch": "catch caught",
              "find": "find found finds", "collect": "collect collected collects", "read": "read reads",
              "plant": "plant planted plants", "score": "score scored scores", "win": "win won wins",
              "use": "use used uses", "give": "give gave gives given", "get": "get got gets", "draw": "draw drew draws",
              "write": "write wrote writes", "see": "see saw sees seen", "take": "take took takes taken",
              "have": "have has had", "grow": "grow grew grows", "build": "build built builds", "fold": "fold folded"}
_ASKED = re.compile(r"\bhow\s+many\s+more\s+(?P<a>[a-z]+)\s+than\s+(?P<b>[a-z]+)\s+(?:did|does|do|will|has|have)\s+"
                    r"(?:[a-z]+\s+){1,3}?(?P<v>[a-z]+)\s*\?", re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?]*(?:[.!?]|$)")


def _counted(text: str, n) -> frozenset[str]:
    words = thing_words(text, n.end)
    return singulars(words[0]) if words else frozenset()


def compared_by_verb(text: str) -> Plan | None:
    """``a - b`` of the two things a question compares by the verb of the one sentence that tells both (see the module
    docstring), or None."""
    request = asked(text)
    at = text.rfind(request)
    m = _ASKED.search(request)
    if m is None or at < 0:
        return None
    forms = VERB_FORMS.get(m["v"].lower())
    if forms is None:
        return None
    verbs = re.compile(rf"\b(?:{'|'.join(forms.split())})\b", re.IGNORECASE)
    a, b = singulars(m["a"].lower()), singulars(m["b"].lower())
    numbers = [n for n in find_numbers(text) if n.start < at]
    if len(numbers) > 4:
        return None
    found = []
    for s in _SENTENCE.finditer(text[:at]):
        if not verbs.search(s.group(0)):
            continue
        inside = [n for n in numbers if s.start() <= n.start < s.end()]
        if len(inside) != 2 or not re.search(r"\band\b", text[inside[0].end:inside[1].start]):
            continue
        things = [_counted(text, n) for n in inside]
        if things[0] & a and (things[1] & b or not things[1]):
            found.append((numbers.index(inside[0]), numbers.index(inside[1])))
        elif things[0] & b and things[1] & a:
            found.append((numbers.index(inside[1]), numbers.index(inside[0])))
    if len(found) != 1:
        return None
    i, j = found[0]  # the minuend and the subtrahend; the plan's numbers keep the text's order, the rest set apart
    rest = [n for k, n in enumerate(numbers) if k not in (i, j)]
    tree = ("sub", (("x", 0), ("x", 1)) if i < j else (("x", 1), ("x", 0)))
    plan = Plan(tree, (numbers[min(i, j)], numbers[max(i, j)], *rest), "step", m["a"],
                apart=frozenset(range(2, 2 + len(rest))))
    return plan if plan.value is not None and plan.value >= 0 else None
