"""Two quantities tied by one relation, one of them or their sum told, the other asked: "Kevin is 4 years older
than twice his sister's age. Kevin is 22. How old is his sister?" -> ``(22 - 4) / twice``.

A relation says ``Y = k X + c``: a factor ``k`` ("twice", "triple", "5 times", "half") and a difference ``c`` ("4
years older than", "3 more than", "6 less than") between the sentence's subject ``Y`` and the one it is compared
with, ``X`` (either may be missing, not both). One more sentence tells one side ("Her brother is 9", "Farid scored
86") or their sum ("Together they have 87 cards", "The sum of their ages is 36"), and the question asks a side by
name. The tree undoes or applies the relation:

- ``X`` told, ``Y`` asked: ``X * k + c`` ("twice": 2 at the word, "half": a division by 2);
- ``Y`` told, ``X`` asked: ``(Y - c) / k``;
- their sum ``S`` with a factor only: the side counted once is ``S / (k + 1)``, the 1 at the word that tells the
  sum ("together": the other side counted once more), the side counted ``k`` times ``S * k / (k + 1)``; "half as
  old as" makes the subject the side counted once;
- their sum with a difference only: ``(S - c) / 2`` for the smaller, ``(S + c) / 2`` for the larger, the 2 (the
  two sides) at the word that tells the sum.

Every number of the text is read once, the question writes none, and each side is named by one word (a name or a
noun: "Ana", "her brother's age" -> "brother", "a pair of headphones" -> "headphones"); a side the question names
ambiguously, a second relation, a difference asked, or a factor and a difference with the sum told is None.
"""
from __future__ import annotations

import re

from .implied_numbers import IMPLIED
from .numbers import Number, find_numbers
from .questions import asked
from .story_plans import Plan

_K = r"(?P<k>twice|double|triple|thrice|half|(?P<kn>\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten)\s+times)"
_MORE = r"(?P<dir>more|less|fewer|older|younger|longer|shorter|taller|heavier|lighter|higher|lower|cheaper|greater)"
_C = rf"(?P<c>\$?\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z]+\s+)?{_MORE}\s+(?:[a-z]+\s+){{0,2}}?than"
_VERB = (r"(?:is|was|has|had|costs?|cost|weighs?|weighed|scored|earns?|earned|ran|read|collected|picked|owns?|got|gets"
         r"|received|receives|made|makes|sold|sells|baked|bakes|caught|catches|found|finds|saved|saves|won|wins|bought|buys"
         r"|grew|grows|planted|plants|wrote|writes|solved|solves|hit|hits|drew|draws|did|does|rode|swam|drove|ate|drank"
         r"|took|gave|threw|kept|[a-z]{3,}ed)")  # ("skated", "fixed", "packed": a verb of the past, whatever it is)
_SIDE = r"(?P<{g}>(?:(?i:that|this)\s+(?i:amount|number|many|much|total|count)|[A-Z][a-z]+'s\s+[a-z]+|(?:[A-Z][a-z]+\s+(?=[A-Z]))?[A-Z][a-z]+(?:'s)?|(?i:the|a|an|his|her|their|my)\s+(?:pair\s+of\s+)?[a-z]+(?:'s)?)(?:\s+(?:age|score|salary|price|height|weight))?)"
_RELATIONS = tuple(re.compile(p) for p in (
    # "Ana is 4 years older than twice her brother's age", "Jada has 3 more than twice as many stamps as Eli"
    rf"^{_SIDE.format(g='y')}\s+{_VERB}\s+{_C}\s+{_K}\s+(?:as\s+(?:many|much)\s+(?:[a-z]+\s+)?as\s+|of\s+)?{_SIDE.format(g='x')}",
    # "Tom has twice as many baseball cards as Ben", "Jose is twice as old as his sister", "Liam's age is half of ..."
    rf"^{_SIDE.format(g='y')}\s+{_VERB}\s+{_K}\s+(?:as\s+(?:many|much|old|long|tall|heavy|far)\s+(?:[a-z]+\s+){{0,2}}?as\s+|of\s+)"
    rf"{_SIDE.format(g='x')}\b(?!,?\s+(?:plus|minus)\s)",
    # "A phone costs $30 more than a pair of headphones", "Tunde has 14 more marbles than Efe"
    rf"^{_SIDE.format(g='y')}\s+{_VERB}\s+{_C}\s+{_SIDE.format(g='x')}",
    # "Her brother has twice as many as Ivy, plus 5 that he found this morning": the difference after the factor
    rf"^{_SIDE.format(g='y')}\s+{_VERB}\s+{_K}\s+as\s+(?:many|much)\s+(?:[a-z]+\s+)?as\s+{_SIDE.format(g='x')},?\s+"
    r"(?P<dir>plus|minus)\s+(?P<c>\$?\d+(?:\.\d+)?)(?:\s+(?:more|extra|others?|that\s+[^.?!]*))?",
))
# a side named by referring back to the other's count: "4 fewer than triple that amount"
_THAT_SIDE = re.compile(r"^(?:that|this)\s", re.IGNORECASE)
_TOGETHER = re.compile(r"\b(?:together|altogether|combined|in\s+all|in\s+total|the\s+sum\s+of\s+their\s+\w+|shared|split"
                       r"|between\s+(?:them|the\s+two(?:\s+of\s+them)?)|add\s+up\s+to|adds\s+up\s+to)\b",
                       re.IGNORECASE)
# the two sides' difference told: "The difference between their ages is 55 years", "They differ by 12"
_APART = re.compile(r"\b(?:the\s+(?P<w>difference)\s+(?:between|in|of)\s+(?:their|the\s+two)\b[^.?!]*?\b(?:is|was)"
                    r"|(?:they|their\s+\w+)\s+(?P<w2>differ)\s+by)(?=\s+\$?\d)", re.IGNORECASE)
_PLUS = {"more", "older", "longer", "taller", "heavier", "higher", "greater", "plus"}
_NOT_A_SIDE = {"age", "score", "salary", "price", "height", "weight", "the", "a", "an", "his", "her", "their", "my",
               "pair", "of"}
_BOTH_ASKED = re.compile(r"\b(?:together|altogether|combined|in\s+all|in\s+total|both|total)\b", re.IGNORECASE)
_MORE_ASKED = re.compile(r"\bhow\s+(?:many|much)\s+(?P<dir>more|fewer|less|older|younger|taller|shorter|longer"
                         r"|heavier|lighter)\b(?P<a>.*?)\bthan\b", re.IGNORECASE)
_LESS_WORDS = {"fewer", "less", "younger", "shorter", "lighter"}
_IF = re.compile(r"\s*if\s+([^,?]+?),\s*(?=(?:how|what)\b)(.)", re.IGNORECASE)
_SENTENCES = re.compile(r"(?<=[.!?])\s+|,\s+and\s+(?=(?:together|the\s+sum|their\s+sum|in\s+all|between\s+them"
                        r"|their\s+[a-z]+\s+adds?\s+up)\b)",
                        re.IGNORECASE)


def _key(side: str) -> str:
    """The one word that names a side: "her brother's age" -> "brother", "Farid's score" -> "Farid"."""
    words = [w.removesuffix("'s") for w in re.findall(r"[A-Za-z']+", side)]
    words = [w for w in words if w.lower() not in _NOT_A_SIDE]
    return words[-1] if words else ""


def _names(text: str, key: str) -> bool:
    return bool(key) and re.search(rf"\b{re.escape(key)}(?:s|es)?\b", text, re.IGNORECASE) is not None


def _owned(request: str, key: str, owner: str) -> bool:
    """Whether ``request`` names side ``key`` as more than ``owner``'s: "Theo's brother" names the brother, not Theo
    (False for ``key`` "Theo", owner "brother"; True for ``key`` "brother", owner "Theo")."""
    possessed = re.compile(rf"\b{re.escape(owner)}'s\s+{re.escape(key)}\b", re.IGNORECASE)
    possessor = re.compile(rf"\b{re.escape(key)}'s\s+{re.escape(owner)}\b", re.IGNORECASE)
    return bool(possessed.search(request)) or (_names(request, key) and not possessor.search(request))


def relation(text: str) -> Plan | None:
    """The side the question of ``text`` asks, from one relation and one told side or sum (see the module
    docstring), or None."""
    if len(text) > 400:
        return None
    request = asked(text)
    at = text.rfind(request)
    sentences = [s for s in _SENTENCES.split(text[:at].strip()) if s]
    condition = _IF.match(request)  # "If Mina is 31, how old is her brother?": the told side in the question
    if condition is not None:
        sentences.append(condition[1])
        at, request = at + condition.start(2), request[condition.start(2):]
    if at <= 0 or not re.match(r"\s*(?:how\s+(?:old|many|much|far|long|tall|heavy)|what)\b", request, re.IGNORECASE):
        return None
    # what is asked of the two sides: one side, their sum ("How much money do they have together?") or how many
    # more one has ("How many more cars does Mario have than Luis?")
    both = _BOTH_ASKED.search(request) is not None
    more = _MORE_ASKED.search(request)
    if re.search(r"\b(?:difference|sum|will|ago|after|before|left|now)\b", request, re.IGNORECASE) or (
            not both and not more and re.search(r"\b(?:than|more|less|fewer|older|younger|together|altogether|both"
                                                r"|total|in\s+all|combined|and)\b", request, re.IGNORECASE)):
        return None  # a difference of other things, another time or a change asked
    found = [(i, m) for i, s in enumerate(sentences) for p in _RELATIONS if (m := p.match(s))]
    if len(found) != 1 or len(sentences) != 2:
        return None
    i, m = found[0]
    g = m.groupdict()
    if not re.fullmatch(r"(?:\s+(?:did|does|do|has|have|is))?\W*", sentences[i][m.end():]):
        return None  # "than his sister was", "than Ben had last year": another time
    told_sentence = sentences[1 - i]
    y, x = _key(m["y"]), _key(m["x"])
    if _THAT_SIDE.match(m["x"]):
        if i != 1 or _THAT_SIDE.match(m["y"]) or (x := _key(re.split(r"\s+(?:has|had|is|was|scored|got|owns|collected)\b",
                                                                  told_sentence)[0])) == "":
            return None  # "that amount" refers back to the sentence before: its subject is the other side
    if not y or not x or y.lower() == x.lower() or re.search(r"\bthan\b|\btimes\b|\bas\s+\w+\s+as\b", told_sentence):
        return None
    start = text.find(sentences[i])
    told_start = text.find(told_sentence)
    numbers = find_numbers(text)
    if any(n.start >= at for n in numbers):
        return None  # the question writes a number: another step
    asks_y, asks_x = _names(request, y), _names(request, x)
    if asks_y and asks_x and not (both or more):  # "How many cards does Theo's brother have?": the brother is asked
        asks_y, asks_x = _owned(request, y, x), _owned(request, x, y)
    if both or more:
        if both == bool(more):
            return None
        if more and not (asks_y and asks_x):
            return None  # "how many more ... than" names both sides
    elif asks_y == asks_x:
        return None
    # the relation's own numbers: the difference c, a written factor, a word's factor
    c = next((n for n in numbers if g.get("c") and n.start == start + m.start("c") + (g.get("c")[0] == "$")), None)
    kn = next((n for n in numbers if g.get("kn") and n.start == start + m.start("kn")), None)
    if (g.get("c") and c is None) or (g.get("kn") and kn is None):
        return None
    word = None
    if g.get("k") and not g.get("kn"):
        value, _ = IMPLIED[g.get("k").lower()]
        word = Number(float(value), start + m.start("k"), start + m.end("k"), g.get("k"))
    k = kn or word
    halving = bool(g.get("k")) and g.get("k").lower() == "half"
    told_numbers = [n for n in numbers if told_start <= n.start < told_start + len(told_sentence)]
    rel_numbers = [n for n in (c, kn) if n is not None]
    if len(told_numbers) != 1 or len(numbers) != len(rel_numbers) + 1:
        return None  # a number of something else
    v = told_numbers[0]
    together = _TOGETHER.search(told_sentence)
    tells_y, tells_x = _names(told_sentence, y), _names(told_sentence, x)
    if not tells_y and not tells_x and i == 0 and _pronoun_of_other_gender(told_sentence, x):
        tells_y = True  # "Ahmed has twice as many ... as his sister. He has 38": "he" is not the sister
    plus = c is not None and g.get("dir").lower() in _PLUS
    if (both or more) and (together is not None or tells_y == tells_x):
        return None
    if both or more:  # one side told: the other from the relation, then their sum or difference
        told_y = tells_y
        leaves = [v, *rel_numbers, *([word] if word else [])]
        order = sorted(leaves, key=lambda n: n.start)
        leaf = {id(n): ("x", j) for j, n in enumerate(order)}
        other = _apply(leaf[id(v)], leaf, k, c, halving, plus, to_y=not told_y)
        if both:
            tree = ("add", (leaf[id(v)], other))
        else:
            y_tree, x_tree = (leaf[id(v)], other) if told_y else (other, leaf[id(v)])
            first = more.group("a")
            first_y = _names(first, y) and not _names(first, x)
            first_x = _names(first, x) and not _names(first, y)
            if first_y == first_x:
                return None
            larger, smaller = (y_tree, x_tree) if first_y else (x_tree, y_tree)
            tree = ("sub", (larger, smaller))
            if more.group("dir").lower() in _LESS_WORDS:
                tree = ("sub", (smaller, larger))
        if c is not None and k is None and more:
            return None  # "12 more than": the difference is told, nothing to compute
        return _plan(tree, order, {j for j, n in enumerate(order) if n is word})
    apart = _APART.search(told_sentence)
    if together is None and apart is not None and k is not None and c is None:
        w = "w" if apart["w"] else "w2"
        return _from_difference(v, k, word, halving, asks_y, text, told_start + apart.start(w), told_start + apart.end(w))
    if together is None:
        if tells_y == tells_x or tells_y != asks_x:
            return None  # the told side must be the one not asked
        leaves = [v, *rel_numbers, *([word] if word else [])]
        order = sorted(leaves, key=lambda n: n.start)
        leaf = {id(n): ("x", j) for j, n in enumerate(order)}
        tree = _apply(leaf[id(v)], leaf, k, c, halving, plus, to_y=asks_y)  # X told: Y = X k + c; Y told: (Y - c) / k
        return _plan(tree, order, {j for j, n in enumerate(order) if n is word})
    if (k is None) == (c is None):
        return None  # a sum with both a factor and a difference, or with neither
    where = told_start + together.start(), told_start + together.end()
    # the side counted once (S / (k + 1)) or k times (S * k / (k + 1)); the larger or the smaller of a difference
    split = split_sum(v, k, c, text, where, multiple=asks_y != halving, larger=asks_y == plus)
    if split is None:
        return None  # two whole sides differ by c and add up to v only if v and c are both odd or both even
    tree, order, at_word = split
    return _plan(tree, order, {j for j, n in enumerate(order) if n is at_word or n is word})


def split_sum(total: Number, k: Number | None, c: Number | None, text: str, where: tuple[int, int], *,
              multiple: bool, larger: bool) -> tuple[tuple, list[Number], Number] | None:
    """One of two sides whose sum ``total`` is told, tied by a factor ``k`` or a difference ``c`` (the other None): the
    side counted once ``S / (k + 1)``, or the side counted k times (``multiple``) ``S * k / (k + 1)``, the 1 at the
    words ``text[where]`` that tell the sum (the other side counted once more); the larger (``larger``) ``(S + c) / 2``
    or the smaller ``(S - c) / 2``, the 2 (the two sides) at those words. The tree, its inputs in the text's order and
    the number at the words; None where whole sides cannot differ by ``c`` and add to ``S``. Two owners
    (:func:`relation`) and one owner's two kinds of things (:mod:`occam.thing_relations`) split a sum so."""
    if k is not None:
        one = Number(1.0, *where, text[where[0]:where[1]])
        order = sorted([total, k, one], key=lambda n: n.start)
        leaf = {id(n): ("x", j) for j, n in enumerate(order)}
        top = ("mul", (leaf[id(total)], leaf[id(k)])) if multiple else leaf[id(total)]
        return ("div", (top, ("add", (leaf[id(k)], leaf[id(one)])))), order, one
    if total.value == int(total.value) and c.value == int(c.value) and (total.value + c.value) % 2:
        return None
    two = Number(2.0, *where, text[where[0]:where[1]])
    order = sorted([total, c, two], key=lambda n: n.start)
    leaf = {id(n): ("x", j) for j, n in enumerate(order)}
    return ("div", (("add" if larger else "sub", (leaf[id(total)], leaf[id(c)])), leaf[id(two)])), order, two


def _from_difference(v: Number, k: Number, word: Number | None, halving: bool, asks_y: bool, text: str, start: int,
                     end: int) -> Plan | None:
    """A side from the two sides' difference ``D`` and a factor ("Grandpa is 6 times as old as his granddaughter.
    The difference between their ages is 55."): ``D / (k - 1)`` for the side counted once, ``D * k / (k - 1)`` for
    the other; the 1 at the words that tell the difference (the side counted once, taken away)."""
    one = Number(1.0, start, end, text[start:end])
    order = sorted([v, k, one], key=lambda n: n.start)
    leaf = {id(n): ("x", j) for j, n in enumerate(order)}
    once = asks_y == halving
    top = leaf[id(v)] if once else ("mul", (leaf[id(v)], leaf[id(k)]))
    tree = ("div", (top, ("sub", (leaf[id(k)], leaf[id(one)]))))
    return _plan(tree, order, {j for j, n in enumerate(order) if n is one or n is word})


def _apply(tree: tuple, leaf: dict, k, c, halving: bool, plus: bool, to_y: bool) -> tuple:
    """The relation ``Y = k X + c`` applied to the told side ``tree``: ``Y`` from ``X`` (``to_y``) or ``X`` from
    ``Y``."""
    if to_y:
        if k is not None:
            tree = ("div" if halving else "mul", (tree, leaf[id(k)]))
        if c is not None:
            tree = ("add" if plus else "sub", (tree, leaf[id(c)]))
        return tree
    if c is not None:
        tree = ("sub" if plus else "add", (tree, leaf[id(c)]))
    if k is not None:
        tree = ("mul" if halving else "div", (tree, leaf[id(k)]))
    return tree


def _plan(tree: tuple, numbers: list[Number], implied: set[int]) -> Plan | None:
    result = Plan(tree, tuple(numbers), "unknown", "", frozenset(implied))
    value = result.value
    return result if value is not None and value >= 0 and abs(value) < 1e12 else None


_FEMALE = re.compile(r"\b(?:sister|mother|mom|mum|aunt|girl|daughter|grandma|grandmother|wife|niece|girlfriend)s?\b", re.IGNORECASE)
_MALE = re.compile(r"\b(?:brother|father|dad|uncle|boy|son|grandpa|grandfather|husband|nephew|boyfriend)s?\b", re.IGNORECASE)


def _pronoun_of_other_gender(sentence: str, other: str) -> bool:
    """Whether ``sentence`` opens with "he" or "she" and the relation's other side ``other`` is a relative of the other
    gender ("his sister" for "He"): the pronoun names the relation's subject."""
    m = re.match(r"\W*(he|she)\b", sentence, re.IGNORECASE)
    if m is None:
        return False
    return bool(_FEMALE.search(other)) if m[1].lower() == "he" else bool(_MALE.search(other))

