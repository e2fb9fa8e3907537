"""Two relations in a chain from one told quantity: "Ottoline walked 3 km. Perrin walked 5 km more than Ottoline, and
Quilla walked 2 km less than Perrin. How far did Quilla walk?" -> ``(3 + 5) - 2``; "Olga ran 3 miles more than Pete.
Pete ran 2 miles less than Quinn. If Quinn ran 9 miles, how far did Olga run?" -> ``(9 - 2) + 3``.

SVAMP writes this form often. One clause tells a side's own quantity ("Ottoline walked 3 km", "If Quinn ran 9
miles"), each of two others a difference or a factor between two sides by name ("Perrin walked 5 km more than
Ottoline", "The frog jumped 39 inches farther than the grasshopper", "Lena has 3 times as many stamps as Ravi"), and
the question asks for a side two relations away from the told one. The sides are names or "the" and a noun ("the
frog"); each relation is undone or applied along the chain: ``B + d`` for "A ... d more than B" asked A from B, ``A
- d`` asked B from A; a factor multiplies or divides. Exactly the three numbers, each read once; anything else (a
fourth number, a side named twice over, a total asked) is None.
"""
from __future__ import annotations

import re

from .abstention import tree_leaves
from .numbers import find_numbers
from .questions import asked
from .story_cues import story_quantities
from .story_plans import Plan

_SIDE = r"(?:[Tt]he\s+[a-z]+|[A-Z][a-z]+(?:'s\s+[a-z]+)?)"
_NUM = r"\d[\d,]*(?:\.\d+)?"
_MORE = ("more", "farther", "further", "longer", "taller", "older", "heavier", "bigger", "larger", "higher", "greater",
         "faster")
_LESS = ("less", "fewer", "shorter", "younger", "lighter", "smaller", "lower", "slower")
_DIFFERENCE = re.compile(rf"^(?:[Ii]f\s+)?(?P<a>{_SIDE})\s+(?:[a-z]+\s+){{0,3}}?(?P<n>{_NUM})\s+(?:[a-z]+\s+){{0,2}}?"
                         rf"(?P<w>{'|'.join(_MORE + _LESS)})\s+(?:[a-z]+\s+){{0,2}}?than\s+(?P<b>{_SIDE})"
                         r"(?:\s+(?:did|does|do|has|had|is|was|were|ran|walked|jumped|scored|read|made|got))?\s*$")
_FACTOR = re.compile(rf"^(?:[Ii]f\s+)?(?P<a>{_SIDE})\s+(?:[a-z]+\s+){{0,3}}?(?P<n>{_NUM})\s+times\s+(?:as\s+(?:many|much|far|long|"
                     rf"old|tall|heavy|high)\s+)?(?:[a-z]+\s+){{0,2}}?as\s+(?P<b>{_SIDE})"
                     r"(?:\s+(?:did|does|do|has|had|is|was|were))?\s*$")
_OWN = re.compile(rf"^(?:[Ii]f\s+)?(?P<a>{_SIDE})\s+(?:[a-z]+\s+){{0,3}}?(?P<n>{_NUM})(?:\s+[a-z]+){{0,5}}\s*$")
_ASKED = re.compile(rf"\b[Hh]ow\s+(?:far|many|much|old|tall|long|high|heavy|fast)\s+(?:[a-z]+\s+){{0,2}}?(?:did|does|do|is|was"
                    rf"|were|has|had|can|could)\s+(?P<q>{_SIDE})\b")
_CLAUSES = re.compile(r"(?<!\d)[.!?;](?!\d)\s*|,\s*(?:and\s+)?|\s+and\s+(?=(?:[Tt]he\s+[a-z]+|[A-Z][a-z]+)\s)")


def _name(side: str) -> str:
    return re.sub(r"^the\s+", "", side.lower())


def relation_chain(text: str) -> Plan | None:
    """The tree of two chained relations from one told side to the side asked (see the module's docstring), or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = story_quantities(text)
    if at < 0 or len(numbers) != 3 or len(find_numbers(text)) != 3 or not re.search(r"\bthan\b|\btimes\b", text):
        return None
    question = _ASKED.search(request)
    if question is None:
        return None
    own, relations = None, []
    clause_text = text[:at] + " " + re.sub(r",?\s*how\b.*$", "", request, flags=re.IGNORECASE)
    for clause in (c.strip() for c in _CLAUSES.split(clause_text)):
        if not clause or not re.search(r"\d", clause):
            continue
        if (m := _DIFFERENCE.match(clause)) is not None:
            sign = 1 if m["w"].lower() in _MORE else -1
            relations.append((_name(m["a"]), _name(m["b"]), "add" if sign > 0 else "sub", m["n"]))
        elif (m := _FACTOR.match(clause)) is not None:
            relations.append((_name(m["a"]), _name(m["b"]), "mul", m["n"]))
        elif (m := _OWN.match(clause)) is not None and own is None:
            own = (_name(m["a"]), m["n"])
        else:
            return None  # a clause with a number of another form
    if own is None or len(relations) != 2:
        return None
    slots = {}
    for i, n in enumerate(numbers):
        slots.setdefault(n.text, i)
    known = {own[0]: ("x", slots.get(own[1]))}
    for _ in range(2):
        for a, b, op, n in relations:
            x = ("x", slots.get(n))
            if b in known and a not in known:
                known[a] = (op, (known[b], x))  # "A is d more than B", B known: B + d
            elif a in known and b not in known:
                known[b] = ({"add": "sub", "sub": "add", "mul": "div"}[op], (known[a], x))
    target = _name(question["q"])
    tree = known.get(target)
    if tree is None or target == own[0] or None in slots.values() or len(known) != 3 or set(tree_leaves(tree)) != {0, 1, 2}:
        return None
    result = Plan(tree, tuple(numbers), "step", "")
    value = result.value
    return result if value is not None and value > 0 else None
