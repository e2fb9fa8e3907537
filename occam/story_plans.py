"""The whole calculation of a word problem of two or three steps, read from its words.

The decoders of the default model read one operation of the two latest numbers; on a MultiArith problem
("Mike had 39 video games but 6 of them weren't working. If he wanted to sell the working games for 26.35
each, how much money could he earn?") no network's function is right, and the checks decline them all.
:func:`plan` reads such a problem as quantities (:class:`Quantity`: what each number counts or measures,
and whether it is a rate, "26.35 each", "12.40 per kg", "11.40 an hour") and writes the expression that
answers it, here ``(39 - 6) * 26.35``:

- a rate multiplies the counts of its unit ("6 hours ... and 5 hours" at "11.40 an hour": ``(6 + 5) *
  11.40``; "0.75 kg of cheese a week", "12.40 per kg", "in 8 weeks": ``(8 * 0.75) * 12.40``); "each" takes
  the count just before it ("18 candles at 4.50 each and 7 candles at 9.25 each");
- the question asks a total (every term added; a coupon, a discount or a return taken off), what is left
  (the first term, or what was paid with, less every term the story takes from it: spent, used, sold,
  broken), or each one's share (that, divided by the sharers: "Three friends shared ...", "into 4 equal
  pieces");
- every number of the problem is read exactly once, every term has one unit and a money question gets
  money: a problem the reader cannot account for in full gets no plan (None), and OccamNet abstains.

A plan is plain data: a tree over the problem's numbers (``("x", i)``: its ``i``-th number, or ``(op,
(left, right))``). ``occam.generation.Generation.planned`` has a network of several operations compute it
(part of ``AbstentionConfig.plans``).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from typing import Literal

from . import plan_words as W, primitives
from .abstention import tree_leaves, unwritten_number
from .asides import singulars
from .notation import in_notation, is_article, is_reference, is_year
from .numbers import CURRENCY, Number, find_numbers
from .questions import asked
from .step_words import members_of
from .story_cues import EMPTY, FULL, SIDES_TWICE, TO_SHARE, opened_and_closed, two_readings
from .story_words import DEPARTED, FEMALE_KIN, GAIN, GIVER, GOT_BACK, HAD, LOSS, MALE_KIN, PART_OF_WHOLE, PERIOD_OF, POPPED, SELLING, STAYED_ASKED, START_ASKED, named_giver_elsewhere, verb_base

Tree = tuple  # ("x", i) or (op, (left, right)) with op in add / sub / mul / div
# "step": one step the story cues read (occam.one_step); "unknown": a number puzzle or a start undone
# (occam.number_puzzles, occam.story_starts); "written": an expression written in symbols (occam.written_plans)
Asks = Literal["total", "left", "share", "step", "unknown", "written", "ranked"]  # ranked: occam.plan_ranker
MIN_NUMBERS, MAX_NUMBERS = 2, 4  # OccamNet reads four at most
EACH, EACH_OF = "<each>", "<each of>"  # a rate whose unit is the count before it / after it
SYMBOLS = {"add": "+", "sub": "-", "mul": "*", "div": "/", "pow": "^"}
_WORD = re.compile(r"[ \t]*-?[ \t]*([A-Za-z]+)")
_SIGN_AT_END = re.compile(rf"[{re.escape(CURRENCY)}]\s?$")


@dataclass(frozen=True)
class Quantity:
    """One number of a problem as the reader sees it: ``unit`` (what it counts or measures, singular:
    "notebook", "kg", "money"), ``per`` (a rate's unit: "hour" for "11.40 an hour"; None for an amount),
    ``soft`` (a container's rate, "A bucket holds 9.6 litres": an amount where nothing counts buckets),
    ``taken`` and ``gained`` (its clause takes it away: "spent", "used", "weren't working"; adds it: "had",
    "earned"), ``paid_with`` ("paid with a 10 dollar bill", "from a 5 kg bag": what a "left" question
    starts from) and ``less`` ("a 2.50 coupon", "returned 2": taken off a total)."""

    i: int
    value: float
    start: int
    end: int
    unit: str | None
    per: str | None = None
    soft: bool = False
    taken: bool = False
    gained: bool = False
    paid_with: bool = False
    less: bool = False
    rest: bool = False  # "sold the remaining roses for 2.40 each": the rate takes what is left of its count
    sentence: int = 0
    verbs: str = ""  # its clause's words before it
    stuff: str | None = None  # what its unit holds: "seed" for "8 packets of seeds"
    taken_after: bool = False  # its verb of taking comes after it: "163 were taken", "15 of them cracked"
    told_after: bool = False  # its change's direction follows it, after a verb: "got 16 more", "gave 11 away"


@dataclass(frozen=True)
class Term:
    """A part of the answer: a tree, its unit, and the quantities it was made of (their words decide
    whether it adds or takes away)."""

    tree: Tree
    unit: str | None
    parts: tuple[Quantity, ...]

    @property
    def first(self) -> int:
        return min(q.start for q in self.parts)


@dataclass(frozen=True)
class Plan:
    """The expression that answers a problem: ``tree`` over its ``numbers`` (``("x", i)`` is
    ``numbers[i]``), what the question ``asks``, and the answer's ``unit``; the numbers at ``implied`` are a
    word's ("Twice a number ...": 2), the others the text's own."""

    tree: Tree
    numbers: tuple[Number, ...]
    asks: Asks
    unit: str
    implied: frozenset[int] = frozenset()  # numbers a word implies ("twice": occam.implied_numbers), not written
    apart: frozenset[int] = frozenset()  # numbers of other things than the one asked, set apart ("and 16 tigers")
    messages: tuple[int, ...] = ()  # each number's message where not the question's (a follow-up's earlier answer)

    @property
    def value(self) -> float | None:
        return evaluate(self.tree, [n.value for n in self.numbers])

    def expression(self, names: list[str] | None = None) -> str:
        """The tree written out: over the problem's numbers as written, or over ``names`` (per number)."""
        return show(self.tree, names or [n.text for n in self.numbers])

    def times(self, count: Number) -> Plan | None:
        """This plan times ``count``, a number the text tells after the plan's own, the whole asked: a story done
        again (:mod:`occam.repeats`), one thing's price for a count of them (:mod:`occam.counted_prices`); None where
        the product is not above zero."""
        result = Plan(("mul", (self.tree, ("x", len(self.numbers)))), (*self.numbers, count), "total", self.unit,
                      apart=self.apart)
        value = result.value
        return result if value is not None and value > 0 else None


# ------------------------------------------------------------------ trees
def evaluate(tree: Tree, values: list[float]) -> float | None:
    """The tree's value over ``values`` by the network's own primitives (:mod:`occam.primitives`: None where a
    step is invalid, a division by zero, the log of a negative)."""
    if tree[0] == "x":
        return values[tree[1]]
    args = [evaluate(t, values) for t in tree[1]]
    return None if None in args else primitives.get(tree[0])(*args)


def show(tree: Tree, names: list[str]) -> str:
    """The tree written out over ``names``: "(39 - 6) * 26.35", "sqrt(16) + 3", "2 ^ 10 - 1"."""
    if tree[0] == "x":
        return names[tree[1]]
    if len(tree[1]) == 1:  # a function of one argument: sqrt, log, exp, sin, cos
        return f"{tree[0]}({show(tree[1][0], names)})"
    parts = [show(t, names) if t[0] == "x" or len(t[1]) == 1 else f"({show(t, names)})" for t in tree[1]]
    return f" {SYMBOLS[tree[0]]} ".join(parts)


def relabel(tree: Tree, slots) -> Tree:
    """``tree`` with each leaf ``("x", i)`` renumbered ``("x", slots[i])`` (``slots`` a list or a dict): a plan's tree
    over the problem's numbers as a tree over a network's input slots, or over the numbers in another order."""
    if tree[0] == "x":
        return ("x", slots[tree[1]])
    return (tree[0], tuple(relabel(t, slots) for t in tree[1]))


def canonical(tree: Tree) -> Tree:
    """The tree with the children of ``+`` and ``*`` in one order: two trees of one calculation that differ
    only by commuting are equal."""
    if tree[0] == "x":
        return tree
    children = tuple(canonical(t) for t in tree[1])
    if tree[0] in ("add", "mul"):
        children = tuple(sorted(children, key=repr))
    return (tree[0], children)


def arrangements(tree: Tree) -> list[Tree]:
    """``tree`` and the trees of the same sum grouped otherwise, shallowest first: a network of two layers
    cannot compute ``(20 - (3 * 2.85)) - 1.20`` (three deep) but can ``(20 - 1.20) - (3 * 2.85)``. A sum
    or difference of three terms, two of them numbers, is regrouped with those two first; the value is
    the same but for rounding."""
    terms = signed_terms(tree)
    if len(terms) != 3:
        return [tree]
    out = [tree]
    for i, j in ((0, 1), (0, 2), (1, 2)):
        (si, a), (sj, b) = terms[i], terms[j]
        k = 3 - i - j
        sk, c = terms[k]
        if a[0] != "x" or b[0] != "x":
            continue
        if si == sj:
            inner, sign = ("add", (a, b)), si
        else:
            inner, sign = ("sub", (a, b) if si > 0 else (b, a)), 1
        if sign > 0:
            out.append(("add" if sk > 0 else "sub", (inner, c)))
        elif sk > 0:
            out.append(("sub", (c, inner)))
    return sorted(out, key=depth)


def two_steps(tree: Tree) -> list[tuple[Tree, list[int], Tree, list[int]]]:
    """The ways to compute ``tree`` in two steps, the larger first part first: ``(inner, inner_numbers, outer,
    outer_numbers)`` for each part of the tree with an operation (not the whole, not a number), ``inner`` over its
    own numbers (``("x", i)`` for ``inner_numbers[i]``) and ``outer`` the tree with that part as its first input
    (``("x", 0)``, then ``("x", 1 + i)`` for ``outer_numbers[i]``). "sqrt(49) + sqrt(16) - sqrt(9)": first
    ``sqrt(x0) + sqrt(x1)`` over 49 and 16, then ``x0 - sqrt(x1)`` over that and 9."""
    parts: list[tuple[tuple[int, ...], Tree]] = []

    def walk(node: Tree, path: tuple[int, ...]) -> None:
        if node[0] == "x":
            return
        if path:
            parts.append((path, node))
        for i, child in enumerate(node[1]):
            walk(child, path + (i,))

    def size(node: Tree) -> int:
        return 0 if node[0] == "x" else 1 + sum(size(c) for c in node[1])

    def put(node: Tree, path: tuple[int, ...], new: Tree) -> Tree:
        if not path:
            return new
        kids = list(node[1])
        kids[path[0]] = put(kids[path[0]], path[1:], new)
        return (node[0], tuple(kids))

    walk(tree, ())
    out = []
    for path, part in sorted(parts, key=lambda p: -size(p[1])):
        inner_numbers = sorted(set(tree_leaves(part)))
        outer = put(tree, path, ("x", -1))
        outer_numbers = sorted({i for i in tree_leaves(outer) if i >= 0})
        slots = {-1: 0, **{i: 1 + j for j, i in enumerate(outer_numbers)}}
        out.append((relabel(part, {i: j for j, i in enumerate(inner_numbers)}), inner_numbers,
                    relabel(outer, slots), outer_numbers))
    return out


def signed_terms(tree: Tree, sign: int = 1) -> list[tuple[int, Tree]]:
    """The terms of a sum or difference with their signs: ``(a - b) - c`` -> ``[(1, a), (-1, b), (-1, c)]``."""
    if tree[0] == "add":
        return signed_terms(tree[1][0], sign) + signed_terms(tree[1][1], sign)
    if tree[0] == "sub":
        return signed_terms(tree[1][0], sign) + signed_terms(tree[1][1], -sign)
    return [(sign, tree)]


def left_sum(terms: list[Tree]) -> Tree:
    """``((t0 + t1) + t2) + ...``: the terms added from the left, in order (one term is itself)."""
    tree = terms[0]
    for term in terms[1:]:
        tree = ("add", (tree, term))
    return tree


def applies(tree: Tree, op: str) -> bool:
    """Whether ``tree`` applies ``op`` anywhere."""
    return tree[0] == op or tree[0] != "x" and any(applies(t, op) for t in tree[1])



def depth(tree: Tree) -> int:
    return 0 if tree[0] == "x" else 1 + max(depth(t) for t in tree[1])


def nodes(tree: Tree) -> list[Tree]:
    """Every node of ``tree``, itself first, then its children's, left to right."""
    return [tree] + ([] if tree[0] == "x" else [n for t in tree[1] for n in nodes(t)])


# ------------------------------------------------------------------ the reader
# two prices, each for its kind: "Tickets cost $7 for children and $11 for adults", "8.50 dollars for adults and 5.25
# dollars for children"
_PRICE_FOR = (r"(?:(?<=\s)[$\u00a3\u20ac]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s+(?:dollars?|euros?|pounds?))\s+(?:each\s+)?"
              r"for\s+(?:an?\s+)?(?!(?:each|every|one|the|hours?|days?|weeks?|months?|minutes?|nights?|miles?)\b)[a-z-]+")
_PRICES_BY_KIND = re.compile(rf"\b(?:costs?|are|is|was|were|charges?|charged|sells?|sold)\s+(?:only\s+|just\s+)?{_PRICE_FOR}(?:\s+[a-z]+)?,?\s+and\s+(?:it\s+costs\s+|is\s+)?{_PRICE_FOR}", re.IGNORECASE)
_RESOLD = re.compile(r"\b(?:sold|sells|resold)\s+(?:it|them|that|the\s+[a-z]+)\s+(?:again\s+|later\s+|back\s+)?for\b",
                     re.IGNORECASE)
_PAID_TO = re.compile(r"\b(?:is|are|was|were|gets|got|get)\s+paid\b(?!\s+(?:for|with|by|back|off)\b)", re.IGNORECASE)


_PLACES = re.compile(r"\b(?:seats?|places?|spaces?|spots?|beds?|rooms?|tables?|chairs?|lockers?|desks?|stalls?)\b", re.IGNORECASE)
_IN_USE = re.compile(r"\b(?:taken|filled|occupied|full|used|booked)\b", re.IGNORECASE)
_NOT_IN_USE = re.compile(r"\b(?:empty|free|vacant|unused|available|unoccupied)\b", re.IGNORECASE)


def _states(text: str) -> str:
    """Places asked in the state the story does not tell: "97 seats are empty. How many seats are taken?" asks what
    is left of all the seats once the empty ones are set aside. Written as "97 seats are taken. How many seats are
    left?" (each word of the same length, so the numbers keep their places); the other way round, "367 seats are
    filled. How many seats are empty?" asks "left"."""
    request = asked(text)
    at = text.rfind(request)
    if at <= 0 or not _PLACES.search(request):
        return text
    told = text[:at]
    for asked_state, told_state in ((_IN_USE, _NOT_IN_USE), (_NOT_IN_USE, _IN_USE)):
        a, t = list(asked_state.finditer(request)), list(told_state.finditer(told))
        if len(a) == 1 and len(t) == 1 and not asked_state.search(told) and not told_state.search(request):
            word = ("taken" if len(t[0][0]) >= 5 else "used").ljust(len(t[0][0]))
            told = told[:t[0].start()] + word + told[t[0].end():]
            request = request[:a[0].start()] + "left".ljust(len(a[0][0])) + request[a[0].end():]
            return told + request + text[at + len(request):]
    return text


_HELD_BEFORE = re.compile(rf"\b(?:had|has|held|holds|contained|contains)\s+(?:[a-z]+\s+){{0,2}}?[{CURRENCY}]?$", re.IGNORECASE)
_LATER_START = re.compile(r"[.!?;]\s+(?:by|later|afterwards|now|at\s+the\s+end|by\s+the\s+end|that\s+(?:evening|night|afternoon)"
                          r"|in\s+the\s+(?:evening|afternoon)|after\s+[a-z]+)\b", re.IGNORECASE)


def _held_then_held(text: str, numbers: list[Number]) -> bool:
    """Whether the story's two numbers are what one holder held, then held again in a later sentence that opens with its
    time ("A food truck had $156.40 in its cash box at noon. By evening it had $289.15."): two states of one thing."""
    if len(numbers) != 2:
        return False
    a, b = numbers
    return (bool(_LATER_START.search(text, a.end, b.start))
            and all(_HELD_BEFORE.search(text, max(0, n.start - 30), n.start) for n in numbers))


def _both_states_told(text: str) -> bool:
    """Whether the story tells places in both states, in use and not ("312 seats were taken and 96 seats were empty"):
    two parts of all the places, no change of one by the other."""
    request = asked(text)
    at = text.rfind(request)
    told = text[:at] if at > 0 else text
    return bool(_PLACES.search(text) and _IN_USE.search(told) and _NOT_IN_USE.search(told))


_PART_OF = re.compile(r"\b(?:of\s+(?:them|these|those|whom|which)|of\s+the\s+[a-z]+\s+(?:are|were))\b", re.IGNORECASE)
_PERIOD_NAME = re.compile(r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|june|july|august"
                          r"|september|october|november|december|morning|afternoon|evening)\b", re.IGNORECASE)


def _one_period_asked(request: str, told: str) -> bool:
    """Whether the question names one period of several the story tells ("How far did she run on Tuesday?" after
    "on Monday and ... on Tuesday"): it asks that period's part, no total."""
    asked_periods = {m.lower() for m in _PERIOD_NAME.findall(request)}
    told_periods = {m.lower() for m in _PERIOD_NAME.findall(told)}
    return len(asked_periods) == 1 and len(told_periods) >= 2 and asked_periods <= told_periods


# a part kept or set aside before the rest is shared
_KEPT = re.compile(r"\b(?:keeps?|kept|saves?|saved|sets?\s+aside|puts?\s+aside)\b", re.IGNORECASE)
# a rate told with "has" ("Each pack has 4 boxes"): no start had
_EACH_HAS = re.compile(r"\b(?:each|every)\s+[a-z]+\s+(?:has|have|had)\b", re.IGNORECASE)
# a thing bought beside the priced ones, with no price: "3 apples at 0.40 each and a drink."
_UNPRICED = re.compile(r"\b(?:bought|buys?|buying|ordered|orders?|got|gets|paid\s+for|purchased?)\b(?:[^.!?]|(?<=\d)\.(?=\d))*\d"
                       r"(?:[^.!?]|(?<=\d)\.(?=\d))*\b(?:and|plus)"
                       r"\s+(?:a|an|some|one|the)\s+(?:[a-z-]+\s+)?[a-z]+\s*(?:[.!?;]|$)", re.IGNORECASE)


_PERIOD_NAMED = re.compile(r"\b(?:hours?|days?|nights?|weeks?|months?|years?|annual(?:ly)?|monthly|weekly|daily|yearly"
                           r"|hourly|nightly)\b", re.IGNORECASE)


def _same_period(text: str, request: str) -> bool:
    """Whether the question asks of the one period the story's "monthly" or "weekly" names, or names none: "split a
    $1,860 monthly rent. How much does each pay (per month)?"; not "... How much does each pay in a year?"."""
    periods = {PERIOD_OF[m[0].lower()] for m in W.PER_PERIOD.finditer(text)}
    asked_periods = {PERIOD_OF.get(w, "year" if w.startswith("annual") else w.rstrip("s"))
                     for w in (m[0].lower() for m in _PERIOD_NAMED.finditer(request))}
    return len(periods) == 1 and asked_periods <= periods and not re.search(r"\d", request)


_ACTIVITIES = {"walk": r"walk\w*|hik\w*", "run": r"run|runs|running|ran|jog\w*", "swim": r"swim\w*|swam|swum",
               "cycle": r"cycl\w*|bik(?:e|ed|es|ing)|rode|rides?|riding", "drive": r"driv\w*|drove"}


def _activities(words: str) -> set[str]:
    return {name for name, p in _ACTIVITIES.items() if re.search(rf"\b(?:{p})\b", words, re.IGNORECASE)}


def other_activity(request: str, text: str, numbers: list[Number]) -> bool:
    """Whether the question asks one activity's distance ("How far did she walk?") and a number of the story is
    another's ("she swam 2 km"): that number is no part of the total."""
    asked_ = _activities(request)
    if len(asked_) != 1:
        return False
    for n in numbers:
        clause = re.split(r"[.;!?]\s|,\s*|\band\b", text[:n.start])[-1]
        own = _activities(clause)
        if own and not own & asked_:
            return True
    return False


# one of a named person's family: "Tom's dad", "Maya's sister"
_KIN_OF = re.compile(r"\b[A-Z][a-z]+(?:'s|\u2019s)\s+(?:mom|dad|mother|father|sister|brother|friend|aunt|uncle|cousin|grandma"
                     r"|grandpa|grandmother|grandfather|son|daughter|wife|husband)\b")


# a change told by its two states: "went from £31,500 to £34,200", "rose from 14 kg to 19 kg"
_FROM_BEFORE = re.compile(rf"\bfrom\s+[{CURRENCY}]?\s?$", re.IGNORECASE)
_TO_BETWEEN = re.compile(rf"\s*(?:[a-z%\u00b0]+\s+)?to\s+[{CURRENCY}]?\s?", re.IGNORECASE)
# the cost of things asked, and money held told as a start: "had $40 in her purse when she bought ..."
_COST_ASKED = re.compile(r"\b(?:cost|costs|spend|spent|pay|paid|price)\b", re.IGNORECASE)
_MONEY_HELD = re.compile(rf"\b(?:had|has|have|saved|took|brought|with)\s+(?:only\s+|just\s+|about\s+)?[{CURRENCY}]\s?$",
                         re.IGNORECASE)  # ("went to the bowling alley with $30 in his wallet")
# a doing asked of its doer: "How many pages has she read so far?", "How many miles did Tom run?"
_DOING_ASKED = re.compile(r"\bhow\s+(?:many|much)\s+(?:[a-z]+\s+){0,2}?(?:has|have|had|did|does|do|will)\s+(?:he|she|they|i|we"
                          r"|you|(?-i:[A-Z][a-z]+))\s+(?:already\s+|now\s+)?(?P<v>[a-z]+)\b", re.IGNORECASE)
# a whole that a thing of the doer's holds, told in a sentence of its own: "Her book has 300 pages."
_WHOLE_HELD = re.compile(r"^\s*(?:her|his|their|its|my|our)\s+(?:[a-z]+\s+){1,2}?(?:has|have|contains?|holds?|is)\s+"
                         r"(?:a\s+total\s+of\s+)?\d", re.IGNORECASE)


def _a_whole_beside_the_doing(story: str, request: str) -> bool:
    """Whether the question asks a doing of its doer ("has she read") other than having, and a sentence of the story
    tells a whole that another thing holds ("Her book has 300 pages."): that whole is no part of what was done."""
    m = _DOING_ASKED.search(request)
    if m is None or m["v"].lower() in ("have", "has", "had", "get", "got", "own", "hold", "keep", "need", "left"):
        return False
    return any(_WHOLE_HELD.search(s) for s in re.split(r"(?<!\d)[.!?;]\s+", story))


# a price or an amount saved up for, told beside what was earned: "She is saving for a $60 helmet."
_GOAL_TOLD = re.compile(r"\b(?:saving|saves|save|saved)\s+(?:up\s+)?(?:for|towards?)\s+(?:an?|the|her|his|their|my|our)?\s*"
                        r"(?:[a-z]+\s+){0,2}?[$\u00a3\u20ac]\d", re.IGNORECASE)
# the whole told as one: "the whole trip was 23 km", "the entire walk came to 9.5 km"
_WHOLE_TOLD = re.compile(r"\b(?:the|its|her|his|their|our|my)\s+(?:whole|entire)\s+(?:[a-z]+\s+){1,2}?(?:was|is|came\s+to|comes\s+to"
                         r"|measured|measures|took|takes|lasted|lasts|covered|covers)\s+(?:about\s+|exactly\s+|only\s+|just\s+)?"
                         r"[$\u00a3\u20ac]?\d", re.IGNORECASE)
# a buyer who is not the story's holder: what the customer bought leaves the shop
_BOUGHT_FROM_THE_HOLDER = re.compile(r"\b(?:a|one|another|the\s+(?:first|next|last))\s+(?:customer|shopper|buyer|client)\s+"
                                     r"(?:bought|buys|purchased|purchases|ordered|orders|took|takes)\b", re.IGNORECASE)
# what comes back of a note paid with: the change
_GET_BACK = re.compile(r"\b(?:get|gets|getting|receive|receives)\s+back\b", re.IGNORECASE)
# another person's doing told after a question that holds its own numbers
_OTHERS_AFTER = re.compile(r"\s*(?:(?i:her|his|their|my)\s+(?:best\s+|little\s+|older\s+|younger\s+)?(?:friends?|brothers?|sisters?|cousins?"
                           r"|mom|mum|dad|mother|father|neighbou?rs?|classmates?|teammates?|parents|aunt|uncle)|[A-Z][a-z]+['\u2019]s)\b[^.?!]*\d")


# what one thing of a kind uses: "A scarf uses 150 m", "each hat takes 90 m"
_ONE_USES = re.compile(r"\b(?:a|an|each|one)\s+(?:[a-z]+\s+)?(?!that\b|which\b)([a-z]+)\s+(?:that\s+|which\s+)?"
                       r"(?:uses|takes|needs|requires|costs|weighs)\s+(?:about\s+)?"
                       r"[$\u00a3\u20ac]?\d", re.IGNORECASE)


def _an_unmade_kind(text: str) -> bool:
    """Whether the text tells what one thing of two or more kinds uses, and one kind is counted nowhere ("A scarf uses
    150 m and a hat uses 90 m. If I knit 5 scarves"): the uncounted kind's amount is of no thing made."""
    kinds = [m[1].lower() for m in _ONE_USES.finditer(text)]
    if len(kinds) < 2:
        return False
    counted = {f for m in re.finditer(r"\d[\d,.]*\s+(?:[a-z]+\s+)?([a-z]+)", text, re.IGNORECASE) for f in singulars(m[1])}
    made = [bool(singulars(k) & counted) for k in kinds]
    return any(made) and not all(made)  # ("a lamp that weighs 2.4 kg, a clock that weighs 0.6 kg": none counted, all told)


_WEIGHT_ASKED = re.compile(r"\bhow\s+(?:much|many\s+[a-z]+)\s+(?:does|did|do|will|would)\s+(?:[a-z]+\s+){1,3}?weigh\b"
                           r"|\bhow\s+heavy\b|\bwhat\s+(?:does|did|do|will)\s+(?:[a-z]+\s+){1,3}?weigh\b", re.IGNORECASE)
_ATE = re.compile(r"\b(?:ate|eats|eaten|eating|drank|drinks|drunk|swallowed|gobbled)\b", re.IGNORECASE)
# the state before a change asked ("before the sale", "before she gave any away"), and an end state told
_BEFORE_ASKED = re.compile(r"\bbefore\s+(?:the|any|its|his|her|their|it|he|she|they|we|i)\b", re.IGNORECASE)
_END_TOLD = re.compile(r"\b(?:left|now|remain\w*|still|after|afterwards|ended\s+up|end\s+up|in\s+the\s+end|at\s+the\s+end"
                       r"|finally|then\s+(?:had|has|have))\b", re.IGNORECASE)
# the rest sent back or given away: "returned the others to the shop", "gave the rest away"
_REST_SENT_BACK = re.compile(r"\b(?:returned|return|returns|sent\s+back|took\s+back|gave\s+back|gave\s+away|sold|donated)\s+"
                             r"(?:all\s+)?(?:the\s+)?(?:others|other\s+[a-z]+|rest|remaining\s+[a-z]+|remainder)\b", re.IGNORECASE)


# things handed over to a receiver named by a noun: "delivered 12,500 litres of water to a building site", "sent 40
# parcels to the depot" (the receiver's count asked: :func:`_receiver_asked`)
_HANDED_TO = re.compile(r"\b(?:delivered|delivers|deliver|gave|gives|give|sent|sends|send|donated|donates|donate|shipped"
                        r"|ships|handed|hands|brought|brings|lent|lends|added|adds|poured|pours)\b[^.?!]{0,60}?\bto\s+(?:a|an|the"
                        r"|his|her|their|its|our|my)\s+(?P<noun>[a-z]+(?:\s+[a-z]+){0,2})\b", re.IGNORECASE)


def _receiver_asked(text: str, request: str) -> bool:
    """Whether the question asks what a receiver of things handed over has ("A tanker delivered 12,500 litres of water
    to a building site that already had 3,800 litres. How much water does the site have now?"): the giver's loss is
    the receiver's gain, which the story's verbs tell the other way round."""
    return any(re.search(rf"\b(?:the|a|an|his|her|their|its|our|my)\s+{re.escape(word)}\b", request, re.IGNORECASE)
               for m in _HANDED_TO.finditer(text.replace(request, " ")) for word in m["noun"].split())


# what a sale costs the seller, and what a seller keeps asked: "Fees were $44.20 and postage $18.50. What did I make?"
_SALE_COSTS = re.compile(r"\b(?:fees?|postage|shipping|commission|listing\s+costs?|delivery\s+costs?)\b", re.IGNORECASE)
_SELLER_KEEPS_ASKED = re.compile(r"\b(?:make|made|profit|earn|earned|clear|cleared|net|keep|kept|take\s+home|pocket)\b",
                                 re.IGNORECASE)
# a change undone, told of a count: "17 bookings were cancelled", "4 orders got refunded"
_UNDONE_AFTER = re.compile(r"\s+(?:[a-z]+\s+){0,2}?(?:were|was|got|have\s+been|had\s+been)\s+(?:later\s+)?(?:cancell?ed|refunded"
                           r"|returned|withdrawn|called\s+off|undone)\b", re.IGNORECASE)
# a count of the things kept, after a change: "starred 4 of the ones he kept", "labelled 6 of those she had left"
_OF_THOSE_KEPT = re.compile(r"\d[\d,.]*\s+of\s+(?:the\s+ones|those|the\s+[a-z]+)\s+(?:that\s+|which\s+)?(?:he|she|they|I|we|you|it)"
                            r"\s+(?:had\s+)?(?:kept|still\s+had|had\s+left|has\s+left|have\s+left|saved)\b", re.IGNORECASE)
# a sentence that opens on each of the things the one before counted: "There are 28 students in the class. Each of them"
_EACH_OF_THEM_NEXT = re.compile(r"\d[\d,.]*\s+[a-z]+(?:[^.?!]|\.\d|\b(?:Mr|Mrs|Ms|Dr|St)\.)*[.!;]\s+(?:each|every\s+one)\s+of\s+"
                                r"(?:them|those|these)\b", re.IGNORECASE)


def plan(text: str, two: bool = False) -> Plan | None:
    """The expression that answers the word problem ``text``, read from its words, or None where the
    reader cannot account for every one of its numbers (see the module's docstring)."""
    # "is paid $12.40 per hour" earns it: written as "earns", of the same length (the numbers keep their places)
    text = _PAID_TO.sub(lambda m: "earns".ljust(len(m[0])), text)
    text = _states(text)
    numbers = [n for n in find_numbers(text) if not is_reference(text, n.start, n.end)
               and not is_article(text, n.start, n.end)]  # "over the two days"
    if not MIN_NUMBERS <= len(numbers) <= MAX_NUMBERS or any(not n.value > 0 for n in numbers):
        return None
    if _both_states_told(text):
        return None  # "312 seats were taken and 96 seats were empty": two parts of the places, neither taken from the other
    if _held_then_held(text, numbers):
        return None  # "had $156.40 in its cash box at noon. By evening it had $289.15.": two states, never a sum
    if two_readings(text) or opened_and_closed(text):
        return None  # "showed 42,318 miles at the start ... and 43,105 at the end": two readings, no sum; a till at opening
        # and at closing too
    if _receiver_asked(text, asked(text)):
        return None  # "delivered 12,500 litres to a building site ... How much water does the site have now?": its gain
    if _OF_THOSE_KEPT.search(text):
        return None  # "deleted 37 of them and starred 4 of the ones he kept": a part of what is left, no change of it
    if _EACH_OF_THEM_NEXT.search(text):
        return None  # "There are 28 students ... Each of them brought 3 cans": a rate per the count before, a product the
        # reader's changes do not read (28 was left out: 3 + 16)
    if _BOUGHT_FROM_THE_HOLDER.search(text):
        return None  # "A hardware store spool held 14.5 metres. A customer bought 6.2 metres": the holder's loss, not a gain
    if _INCLUDED.search(text):
        return None  # "came to $96, which included a $12 delivery fee": a part inside the whole, never added to it
    request = asked(text)
    if _REST_SENT_BACK.search(text) and re.search(r"\b(?:kept|keep|keeps)\b", request, re.IGNORECASE):
        return None  # "used 5 rolls and returned the others ... the cable she kept": the used ones are the kept ones
    if re.search(r"\bonly\s+(?:the|one|a|an|his|her|their|my|our)\b", request, re.IGNORECASE):
        return None  # "A telescope costs $249 and a star chart costs $12. ... left if she buys only the telescope?": one
        # of the things told is taken
    if _WEIGHT_ASKED.search(request) and _ATE.search(text):
        return None  # "lost 35 grams, and then it ate 80 grams of food. How much does the hawk weigh now?": eating adds
        # to the eater's weight, and takes from the food's
    if _BEFORE_ASKED.search(request) and not _END_TOLD.search(text[:max(text.rfind(request), 0)]):
        return None  # "3 barns with 1,250 ducklings in each. Then 85 were sold. How many before the sale?": the start is
        # told, the change no part of it (a start asked from an end told, "has 29 left", is read)
    if _RESOLD.search(text) and re.search(r"\b(?:bought|buys|purchased|paid)\b", text, re.IGNORECASE):
        return None  # "bought a bike for $120 and sold it for $145": a resale (occam.profits.resale), never a sum
    if len({singular(m[1].lower()) for m in _HOLDERS_TOLD.finditer(text)}) >= 2:
        return None  # "A jug holds 2.75 liters and a cup holds 0.25 liters.": two holders, what each holds no part of the other
    if _an_unmade_kind(text):
        return None  # "A scarf uses 150 m and a hat uses 90 m. If I knit 5 scarves, ...": no hat is made
    if _PRICES_BY_KIND.search(text):
        return None  # "$7 for children and $11 for adults": a price of each kind (occam.two_prices), no rate and extra
    if any(n.text.lower() == "one" for n in numbers) or W.UNREAD.search(text) or W.RELATED.search(text):
        return None  # "for one cake" is a rate's unit, no count; a profit, a percentage, "3 km more than Lee"
    if unwritten_number(text) or SIDES_TWICE.search(text):
        return None  # "A dozen eggs cost 3.60", "fringe along the top edge and the bottom edge": a number the text does not
        # write
    if _WITH_AND_WITHOUT.search(text):
        return None  # "weighs 0.65 kg with the battery and 0.48 kg without it": the part is their difference, no sum
    if re.search(r"\d\s*(?:[A-Za-z]{1,4}\s*)?=\s*[$\u00a3\u20ac]?\d", text):
        return None  # "The rate today is 1 USD = 0.92 EUR": an exchange rate written as an equation, no quantities
    if re.search(r"\boff\s+(?:the\s+(?:price|cost)\s+of\s+)?(?:each|every)\b", text, re.IGNORECASE):
        return None  # "takes 12 dollars off the price of each one": a reduction of each, not of the total
    if W.FROM_EACH.search(text):
        return None  # "eats 2 apples from each bag": a change of each container, told without their count
    if _IN_EACH_OF_THEN.search(text):
        return None  # "In each of the 7 crates that arrived, 4 eggs were cracked": 4 of each crate, a rate read by no term
    if FULL.search(text) and EMPTY.search(text) and re.search(r"\bweigh", text, re.IGNORECASE):
        return None  # "A full jar weighs 1.2 kg and the empty jar 0.35 kg": the contents are their difference
        # (occam.full_and_empty), no sum of two weights
    if any(is_year(text, n.start, n.end) or in_notation(text, n.start, n.end) or _dated(text, n) for n in numbers):
        return None  # "a bakery that opened in 1998": no quantity
    where = text.rfind(request)
    if request.rstrip().endswith("?") and re.search(r"\d", text[where + len(request):]) and re.search(r"\d", text[:where]):
        return None  # "how many km so far? the whole trip is 900 km btw": a number told after the question is no step here
    if re.search(r"\d", request) and _OTHERS_AFTER.match(text, where + len(request)):
        return None  # "How many stickers does Bea have now if she bought 5 sheets ...? Her friend bought 2 sheets.": another's
    if _a_whole_beside_the_doing(text[:where], request):
        return None  # "read 42 pages on Saturday and 37 on Sunday. Her book has 300 pages. How many pages has she read?"
    if _GOAL_TOLD.search(text[:where]) or _WHOLE_TOLD.search(text[:where]):
        return None  # "She is saving for a $60 helmet.", "the whole trip was 23 km": a goal, or the whole of the parts
        # (what is still needed, or the part asked, is the whole less the others: occam.to_go, occam.unknown_parts)
    clause = _ask_clause(request)  # "If Ingrid had ... at 11.95 each ..., how much did she have left?" asks "left"
    now = bool(W.NOW_ASKED.search(request)) or bool(  # "How much does the suitcase weigh now?": what is left, told plainly
        W.HAVE_ASKED.search(request) and re.search(r"\bhad\b", text.replace(request, " "), re.IGNORECASE))  # "had 30 ... does she have?"
    now = now or bool(_GET_BACK.search(clause) and W.PAID_WITH.search(text))  # "paid with a 50, how much should I get back?"
    asks: Asks | None = ("share" if W.SHARE_ASKED.search(clause) else "left" if W.LEFT_ASKED.search(clause) or now
                         else "total" if W.TOTAL_ASKED.search(clause) or len(numbers) == 2 and W.IS_THAT_ASKED.search(clause)
                       else None)
    told = text.replace(request, " ")
    if re.search(r"\bhow\s+many\s+(?:[a-z]+\s+)?left\s*\??\s*$", request, re.IGNORECASE) and DEPARTED.search(told):
        return None  # "47 left during the break. How many people left?": who went, told ("left" the verb asked)
    if START_ASKED.search(clause) and re.search(r"\bnow\s+(?:(?:she|he|they|it|we|i|you|[A-Z][a-z]+)\s+)?(?:has|have|had|holds?"
                                                r"|owns?|there\s+(?:are|is))\b|\b(?:has|have|is|are)"
                                                r"\s+now\b|\b[a-z]+\s+now\s*[?.!]?\s*$|\bstill\s+(?:has|have)\b"
                                                r"|\b(?:has|have)\s+[$\u00a3\u20ac]?\d[\d,.]*\s+(?:[a-z]+\s+)?left\b"
                                                # "When 28 new students joined, the school had 165": the state after
                                                r"|\b(?:when|after|once)\s+[^.,;?!]*\d[^.,;?!]*,\s*[^.;?!]*\b(?:had|has|have"
                                                r"|held|holds|there\s+(?:were|are|was|is))\b"
                                                # "and at the end of the day it held 612 bottles": the state after
                                                r"|\b(?:at|by)\s+the\s+end\s+of\s+(?:the\s+|that\s+)?[a-z]+,?\s+(?:[a-z]+\s+){0,2}?(?:had"
                                                r"|has|held|holds|contained|there\s+(?:were|was))\b",
                                                # (a question asked first tells its story inside: "... if she lost 18
                                                # marbles and has 27 marbles now?")
                                                told if told.strip() else request, re.IGNORECASE):
        return None  # "lost 17 marbles ... He now has 28. How many did he have before?": the start, the end undone
        # (occam.story_starts); this reader reads forward from a start
    if asks in ("total", None) and (box := re.search(r"\bin\s+(?:the|those|these|its|his|her|their|our|my)\s+(?:full\s+)?([a-z]{3,}?)e?s\b",
                                             request, re.IGNORECASE)) is not None and re.search(
            r"\b(?:loose|spare|outside|unpacked|not\s+in\s+an?)\b", told, re.IGNORECASE) and re.search(
            rf"\b{re.escape(box[1])}", told, re.IGNORECASE):
        return None  # "9 full boxes and 4 loose vials. How many vials are in the boxes?": the loose ones are no part of it
    if re.search(r"\bsome\b", told, re.IGNORECASE):
        return None  # "He traded some of them for a prize ... Now he has 165": a change untold, no sum of the told ones
    if W.PER_PERIOD.search(text) and not (asks == "share" and len(numbers) == 2 and _same_period(text, request)):
        return None  # "monthly rent": a rate; only split among sharers, each one's share of it the same period's
    if any(re.search(rf"\b{giver}\b", request, re.IGNORECASE) for giver in GIVER.findall(told)) or named_giver_elsewhere(text):
        return None  # "Her friend gives her 16 crayons. How many does her friend have?": the giver's count is untold
    if asks == "total" and _GOOD_ASKED.search(clause):
        asks = "left"  # "How many good photos did she get?" of "20 of the photos came out blurry": the rest of them
    if asks is None and STAYED_ASKED.search(clause):
        asks = "left"  # "15 people left the concert early. How many people stayed until the end?": those not gone
    if asks is None and (m := re.search(r"\b(?:did\s+not|didn't|never)\s+([a-z]{3,})", told, re.IGNORECASE)) is not None and (
            re.search(rf"\bhow\s+many\s+(?:[a-z]+\s+){{0,2}}{re.escape(m[1][:4])}\w*\s*\??\s*$", clause, re.IGNORECASE)):
        asks = "left"  # "38 of the seeds did not sprout. How many seeds sprouted?": the rest of them
    if asks is None and (m := W.NOT_ASKED.search(clause)) is not None and re.search(
            rf"\b{m[1][:4]}", told, re.IGNORECASE) and _taken_verb(told, m[1][:4]):
        asks = "left"  # "16 of the balloons popped. How many balloons did not pop?"
    held_two = (asks is None and len(numbers) == 2 and bool(W.HELD_ASKED.search(clause)) and not W.TWO_SETTLED.search(told)
                and not _PART_OF.search(told))  # "312 students. 148 of them are boys. How many students?": a whole told
    if asks == "total" and W.THE_REST.search(told) and W.SHARED_OUT.search(told):
        return None  # "95 of them ride the bus, and the rest are evenly split between walking and biking": a part, no sum
    if asks == "total" and other_activity(request, text, numbers):
        return None  # "walked 3 km ... and 5 km, and she swam 2 km. How many kilometers did she walk?": not the swim
    if asks == "total" and _one_period_asked(request, told):
        return None  # "5 km on Monday and 7 km on Tuesday. How far did she run on Tuesday?": one part asked, told
    if held_two:
        asks = "total"  # "There are 19 red roses and 34 white roses in the vase. How many roses are in the vase?"
    settled = re.sub(r"\band\s+then\b(?!\s+(?:had|has|have|was|were|there|is|are)\b)", " ", told, flags=re.IGNORECASE)
    if len(numbers) == 2 and (asks != "total" or W.TWO_SETTLED.search(settled)) and not (two and asks in ("left", "share")):
        # ("bought a bike for 140 and then a new chain for 23.99": one more bought, nothing settled)
        return None  # one step of two numbers: the story cues read it (occam.one_step); a total is read here
    if asks == "total" and PART_OF_WHOLE.search(told):
        return None  # "has run 28.6 km of the 42.195 km marathon": a part of a whole, no sum of the two
    if asks == "total" and _UNPRICED.search(told):
        return None  # "bought 3 apples at 0.40 each and a drink": a thing bought at a price the text does not tell
    results = list(W.RESULT_TOLD.finditer(told))
    quantities = _quantities(text, numbers) if results else None  # read this early only where a result may be told
    gone = {q.start for q in quantities or () if q.taken and q.verbs.rstrip().endswith("left")}
    if not _distinct(text, numbers) or W.TOTAL_TOLD.search(told) or any(m.start() not in gone for m in results):
        # ("148 more people came and 97 people left.": 97 went, no result told)
        return None  # "3 full boxes ... in the 3 boxes": one number twice; a told total or result: a part is asked
    if asks == "total" and re.search(r"\bto\s+go\b|\bleft\s+to\b|\bremain", clause, re.IGNORECASE):
        return None  # "How far to go?": what is left of a whole, no total
    if asks == "total" and HAD.search(W.AUXILIARY.sub(" ", _EACH_HAS.sub(" ", told))) and (W.SPENT_OR_SOLD_ASKED.search(request)
                                                                    or _changes_asked(request, told)):
        return None  # "A shop had 200 pens. It sold 80 ... and 45 .... How many pens were sold in all?": not the start
    if asks == "total" and re.search(r"\b(?:difference|margin|gap)\b|\bby\s+how\s+(?:much|many)\b", clause, re.IGNORECASE):
        return None  # "What was the final score difference?": a difference, though "final score" names a total
    if asks == "total" and (m := _CHANGE_ASKED.search(request)) is not None and not re.search(
            rf"\b{m[1][:3]}", told, re.IGNORECASE):
        return None  # "weighed 82.4 kg in January and 77.9 kg in June. How much weight did he lose?": two readings
    if asks == "total" and re.search(r"\bafter\b(?!\s+(?:\d[\d.,]*|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+"
                                     r"(?:days?|weeks?|months?|years?|hours?|minutes?|nights?)\b)", request, re.IGNORECASE):
        return None  # "How much did he earn after the fee?": a total less something
    if asks == "total" and _TAKEN_BY_A_SELLER.search(told):
        return None  # "sold for £860, house keeps £129 commission and a £15 photo fee": what a seller takes is no gain
    if _names(request) and (len(_names(text)) > 1 or any(not _gives_holder(told, m.start())
                                                         for m in W.OTHER_PERSON.finditer(told))):
        return None  # "Jin parked for 6 hours and Bo parked for 4. How much did Jin pay?": one person's part
    if quantities is None:
        quantities = _quantities(text, numbers)
    if (asks == "left" and re.search(r"\b(?:take|took)\s+home\b|\bclear(?:ed)?\b", request, re.IGNORECASE)
            and not (_COST_TOLD.search(told) or _SPENT.search(told))):
        return None  # "sold 14 paperbacks at 1.50 each and an old lamp for 8. How much did I take home?": the takings,
        # no cost told to take from them
    if asks == "left" and _NET_ASKED.search(request):
        # "The stall fee for the day was 15 dollars. How much did he take home after paying the fee?": a cost paid
        if re.search(r"\b(?:each|every|per|a)\s+(?:day|week|month|night|year)\b|\bdaily\b|\bweekly\b", text, re.I):
            return None  # "Each day she takes in 185.50 and spends 42.75": a cost of each period, not paid once
        quantities = [replace(q, less=True, gained=False) if q.unit == "money" and q.per is None
                      and _COST_TOLD.search(q.verbs) else q for q in quantities]
    if held_two and any(q.taken and not q.gained for q in quantities):
        asks = "left"  # "380 students. 45 students were absent. How many students were at school?": those not away
    if any(q.gained and W.CUT_BY.search(q.verbs) for q in quantities):
        return None  # "In a sale the price was cut by 12.45": a reduction read as a gain
    at = text.rfind(request)
    same = _same_price(quantities, (at, at + len(request))) if asks != "share" else None
    if asks is None and same is None and (v := W.DID_ASKED.search(clause)) is not None and all(
            re.search(rf"\b{re.escape(v[1][:4].lower())}", q.verbs, re.IGNORECASE)
            or any(verb_base(w) == verb_base(v[1]) for w in re.findall(r"[a-z]+", q.verbs, re.IGNORECASE))
            for q in quantities if q.per is None):  # ("rode" of "ride")
        asks = "total"  # "8 rows of 14 tulips and 6 rows of 9 daisies. How many flowers did she plant?": all planted
    if asks is None and same is None and W.HELD_ASKED.search(clause):
        # "How many students are in the class?": all it holds, or with a change told, what is left of it
        if not all(q.per is not None or q.gained or q.taken or q.less for q in quantities):
            return None  # "48 books are checked out": a change the reader cannot tell the direction of
        asks, now = ("left", True) if any(q.taken or q.less for q in quantities) else ("total", now)
    if asks is None and same is None:
        return None
    if asks in ("total", "left") and re.search(r"\b(?:did|does|do|will|would)\s+(?:[a-z]+\s+){1,2}?(?:pay|spend|cost|get)\s+"
                                               r"(?:per|for\s+each)\s+(?!cent\b)[a-z]+\s*\??\s*$", request, re.IGNORECASE):
        return None  # "... got 10 dollars off. How much did I pay per shirt?": a share of the total, no total
    divisor = None
    if asks == "share":
        divisors = [q for q in quantities if _divides(text, q)]
        shared = W.SHARED.search(told) or W.SHARED.search(text)
        if len(divisors) != 1 or not shared or re.search(r"\b(?:each|every)\b", told[shared.end():], re.IGNORECASE):
            return None  # "split ... equally, and each of them also leaves a 2.50 tip": a share and a rate
        divisor = divisors[0]
        if W.AND_OTHERS.search(text, 0, divisor.start):
            return None  # "Lena and 2 friends share ...": the sharers are one more than the count written
        quantities = [q for q in quantities if q is not divisor]
    if len({m[1].lower() for q in quantities if (m := W.DIMENSION_AFTER.match(text, q.end))}) > 1:
        return None  # "A plank is 3.6 meters long and 0.2 meters wide.": a length and a width, no sum or change of both
    if W.NOT_BOUGHT.search(text):
        return None  # "He also looked at a cap that cost $9.00 but did not buy it.": a price of nothing bought
    if any(W.RELATIVE_HAD.search(q.verbs) for q in quantities):
        return None  # "bought 25 more at a shop that had 200 cards for sale": what another thing holds
    owners = {m.lower() for m in _KIN_OF.findall(request)}
    if owners and any({m.lower() for m in _KIN_OF.findall(q.verbs)} - owners for q in quantities):
        return None  # "On another day Tom's mom paid $15 ... How much did Tom's dad pay?": another one's amount
    terms = [same] if same is not None else _terms(quantities, text)
    if terms is None or not terms:
        return None
    terms = _more_of_the_same(terms, text)
    apart = _other_things(terms, clause, text) if asks in ("total", "left") and same is None else []
    if any(_NEW_ONES.match(text, p.end) for t in apart for p in t.parts):
        return None  # "46 goats. After kidding season there were 29 new kids": new ones are the story's own young
    if apart:  # "The zoo has 28 lions and 16 tigers. If 9 lions are sold ..., how many lions are left?"
        terms = [t for t in terms if t not in apart]
        for q in (p for t in apart for p in t.parts):  # the rest of the reading does not see them
            text = text[:q.start] + " " * (q.end - q.start) + text[q.end:]
    things = [{w for p in t.parts for w in (p.unit, p.stuff) if w is not None and w != "money" and w not in W.UNIT_NAMES}
              for t in terms]  # what each term counts: "8 packets of seeds" -> {packet, seed}
    named = {singular(w.lower()) for w in re.findall(r"[A-Za-z]+", request)} & set().union(*things)
    earned = [t for t in terms if any(p.per is not None and _EARNED.search(p.verbs) for p in t.parts)]
    if asks == "total" and earned and any(t not in earned and any(_SPENT.search(p.verbs) for p in t.parts) for t in terms):
        return None  # "I earn $500 a week and spend $120 on food. How much do I spend in 4 weeks?": pay and costs, no sum
    if asks == "total" and named and any(c and not c & named for c in things):
        return None  # "Noor bought 8 packets of seeds and 2 pots ... How much did she spend on seeds?": a part
    units = {t.unit for t in terms}
    if asks == "left" and len(units) == 2 and (people := units & {"people", "person"}) and (
            members_of("people", [kind := next(iter(units - people))])):
        units = {kind}  # "had 120 members. 35 left ... and then 18 new people joined": people of that kind
        terms = [replace(t, unit=kind) for t in terms]
    whole = _whole_asked(clause, units) if asks in ("total", "left") and len(units) > 1 else None
    if whole is not None:  # "8 rows of 14 tulips and 6 rows of 9 daisies. How many flowers ...?": one whole of both
        units = {whole}
        terms = [replace(t, unit=whole) for t in terms]
    if len(units) != 1 or None in units:
        return None
    unit = units.pop()
    if asks == "total" and _FINAL_ASKED.search(clause) and any(p.taken for t in terms for p in t.parts):
        asks = "left"  # "started on 100 points, lost 7 ... and another 12. what's the final score?": what is left
    if asks == "share" and re.search(r"\b(?:among|between|with)\b[^.?!]{0,40}\b(?:and\s+(?:me|myself|I)|including\s+me)\b"
                                      r"|\b(?:me\s+and|and\s+me|plus\s+me)\b", text, re.IGNORECASE):
        return None  # "share equally among my siblings and me": the sharers count the asker too, a number not written
    if asks == "share":
        left = bool(W.THE_REST.search(text)) or bool(W.LEFT_ASKED.search(W.CLAUSE_BREAK.sub(" ", told)))
        tree = _left(terms) if left else _total(terms)
        if tree is not None and _KEPT.search(text) and not applies(tree, "sub"):
            return None  # "makes 3.6 litres, keeps 0.4 for herself, and pours the rest": a part kept is no gain
        tree = None if tree is None else ("div", (tree, ("x", divisor.i)))
    else:
        tree = _left(terms, clear=now) if asks == "left" else _total(terms)
        if (asks == "total" and tree is not None and tree[0] == "add"
                and any(_EACH_ONES.search(p.verbs) and p.per is None for t in terms for p in t.parts)):
            return None  # "11 friends are going and each person pays 8.50": each one's amount, no summand
        if asks == "total" and tree is not None and applies(tree, "add") and any(
                _OF_THESE.match(text, p.end) for t in terms for p in t.parts):
            return None  # "loads 8 of these packed parcels": a count of the things told, no summand of their weight
        if asks == "total" and tree is not None and applies(tree, "add") and _size_beside(terms, request):
            return None  # "read 15 pages ... The mystery book has 180 pages. How many pages has he read?": a size
        if asks == "total" and any(p.paid_with and W.NOTE_AFTER.match(text, p.end) for t in terms for p in t.parts):
            return None  # "pays with a $10 note. How much does she get?": the note is no part of a sum
        parts = [p for t in terms for p in t.parts]
        if (asks == "total" and tree is not None and applies(tree, "add") and any(not p.taken for p in parts)
                and any(p.taken and not p.gained and p.unit != "money"
                        and _GONE.search(f"{p.verbs} {text[p.end:p.end + 30]}") for p in parts)):
            return None  # "A box held 20 crayons, but 4 were broken ... How many does she have in all?": no sum of a loss
    if tree is not None and applies(tree, "add") and any(_PART_OF_THAT.match(text, n.end) for n in numbers[1:]):
        return None  # "hiked 12 km each day for 5 days, but took a bus for 8 km of that": a part of the whole, no summand
    if (tree is not None and not applies(tree, "sub") and _SALE_COSTS.search(text.replace(request, " "))
            and SELLING.search(text) and _SELLER_KEEPS_ASKED.search(request)):
        return None  # "Sold my camera for $340. Fees were $44.20 and postage $18.50. What did I make?": costs, no gain
    if tree is not None and W.LEFT_ASKED.search(request) and not applies(tree, "sub"):
        return None  # "How many litres are left if a café ... serves 42 glasses": what is left is no sum
    if tree is not None and not any(applies(tree, op) for op in ("sub", "mul", "div")) and (
            re.search(r"\bthe\s+rest\b", text[:where], re.IGNORECASE) or any(
                re.match(r"\s+of\s+(?:them|these|those|the\s+[a-z]+)\b", text[n.end:], re.IGNORECASE) for n in numbers[1:])):
        return None  # "collected 152 cans. The girls collected 79 of the cans, and the boys the rest": a part, no summand
    if tree is not None and not applies(tree, "sub") and W.TO_FILL.search(request):
        return None  # "holds 50 liters, and it has 18 liters in it now ... cost to fill the tank?": the room left, no sum
    if tree is not None and not applies(tree, "sub") and any(
            _FROM_BEFORE.search(text, max(0, a.start - 8), a.start) and _TO_BETWEEN.fullmatch(text, a.end, b.start)
            for a, b in zip(numbers, numbers[1:])):
        return None  # "my salary went from £31,500 to £34,200. How big was the raise?": two states of one thing, no sum
    if tree is not None and not applies(tree, "sub") and _COST_ASKED.search(request) and any(
            _MONEY_HELD.search(text, 0, n.start) for n in numbers):
        return None  # "had $40 in her purse when she bought a scarf for $14.50 ... How much did they cost?": no summand
    if tree is not None and (kind := re.search(r"\bhow\s+(?:many|much)\s+[a-z]+\s+of\s+([a-z]+)", request, re.IGNORECASE)):
        kinds = [m[1] for n in numbers if (m := re.match(r"\s+(?:[a-z]+\s+)?of\s+([a-z]+)", text[n.end:], re.IGNORECASE))]
        if kind[1].lower() not in ("the", "a", "an", "her", "his", "their", "its", "my", "our") and any(
                singulars(k) & singulars(kind[1]) for k in kinds) and any(
                not singulars(k) & singulars(kind[1]) and k.lower() not in ("the", "them", "it", "fresh") for k in kinds):
            return None  # "16 jars of jam ... 9 jars of honey ... How many jars of jam": the honey is another thing
    if tree is None or depth(tree) < 1 or not _asks_unit(request, unit, text):
        return None
    result = Plan(tree, tuple(numbers), asks, unit, apart=frozenset(p.i for t in apart for p in t.parts))
    if any(_UNDONE_AFTER.match(text, numbers[i].end) for i in result.apart):
        return None  # "196 rooms were booked, but then 17 bookings were cancelled": a change undone, no other thing
    value = result.value
    if value is None or not value >= 0 or not math.isfinite(value):
        return None
    return result


# things priced each, their noun maybe followed by where they are for: "Tickets to the aquarium are $22.50 each"
_PRICED_THING = re.compile(r"\b([a-z]+s)\s+(?:(?:to|for|at|of|in)\s+(?:the\s+)?[a-z]+\s+)?(?:at|for|cost|costs|are|sell\s+for"
                           r"|go\s+for)\s+$", re.IGNORECASE)
_MORE_WORDS = frozenset({"more", "extra", "additional"})
# a count of pieces each thing before is cut into: "14 pizzas, each cut into 8 slices"
_EACH_CUT_INTO = re.compile(r"\beach\s+(?:one\s+)?(?:was\s+|were\s+|is\s+|are\s+)?(?:cut|sliced|divided|split|broken)\s+(?:up\s+)?into\s+$"
                            r"|\b(?:were|was|are|is)\s+each\s+(?:cut|sliced|divided|split|broken)\s+(?:up\s+)?into\s+$",
                            re.IGNORECASE)
_PIECES_AFTER = re.compile(r"\s+(?:equal\s+)?(slices|pieces|parts|wedges|portions|servings|squares|segments)\b", re.IGNORECASE)
_PERIOD_LATER = re.compile(r"\b(?:every|each|per|a)\s+(day|week|month|year|night)\b", re.IGNORECASE)
_NOT_A_CHANGE = frozenset({"combined"})  # a word of a total, though it ends in "ed"
# new ones come: "29 new kids", "12 newborn lambs", "9 chicks were born" (never another thing set apart)
_NEW_ONES = re.compile(r"\s+(?:new|newborn|baby)\b|\s+(?:[a-z]+\s+)?(?:were|was)\s+born\b|\s+(?:[a-z]+\s+)?hatched\b",
                       re.IGNORECASE)
# the state after every change asked: "what's the final score?", "what did we end up with?"
_FINAL_ASKED = re.compile(r"\bfinal\s+(?:score|total|tally|count|balance)\b|\bend(?:ed)?\s+up\s+with\b", re.IGNORECASE)
# one thing measured with a part and without it: "0.65 kilograms with the battery and 0.48 kilograms without it"
_WITH_AND_WITHOUT = re.compile(r"\bwith\s+(?:the\s+|its\s+|his\s+|her\s+|their\s+)?[a-z]+\b(?:[^.?!;]|\.\d)*\bwithout\s+"
                               r"(?:it|them|the\s+[a-z]+)\b", re.IGNORECASE)
# what a seller or an agent takes from a sale: "house keeps £129 commission", "the gallery takes 40"
_TAKEN_BY_A_SELLER = re.compile(r"\bcommission\b|\b(?:house|auctioneers?|agents?|agency|gallery|dealer|platform|site|app|shop|store)"
                                r"\s+(?:keeps|takes|kept|took|deducts|deducted)\b", re.IGNORECASE)
# what is kept of takings once a cost is paid: "take home after paying the fee", "clear", "keep after the rent"
_NET_ASKED = re.compile(r"\b(?:take\s+home|took\s+home|clear|cleared|after\s+paying|keep|kept)\b", re.IGNORECASE)
_COST_TOLD = re.compile(r"\b(?:fee|rent|charge|cost|costs|paid|pays|pay)\b", re.IGNORECASE)


# a part of what was told before, in a unit: "for 8 km of that", "3 hours of it"
_PART_OF_THAT = re.compile(r"\s+(?:[a-z]+\s+)?of\s+(?:that|it|this)\b", re.IGNORECASE)  # (not "sold 40 of them": taken)
# the things asked are those still good: "How many good photos", "How many unbroken rulers"
_GOOD_ASKED = re.compile(r"\bhow\s+many\s+(?:good|working|usable|unbroken|undamaged|intact|uncracked|unspoiled)\s+[a-z]+",
                         re.IGNORECASE)
# a count gone for good, no part of any total: "4 were broken and thrown away", "misses 2 of them"
_GONE = re.compile(rf"\b(?:{W.SPOILED_AFTER}|broken|broke|thrown\s+away|threw\s+away|lost|lose|loses|losing|spoiled|spoilt|rotten|cracked|damaged|missing|misses"
                   rf"|missed|died|{POPPED}|burst|wilted|stolen|went\s+bad|gone\s+bad|got\s+off|got\s+out|stepped\s+off"
                   r"|walked\s+out|went\s+away|drove\s+away|flew\s+away|ran\s+away|swam\s+away|skipped|skips)\b", re.IGNORECASE)
_EARNED = re.compile(r"\b(?:earns?|earned|earning|makes?|made|making|paid|is\s+paid|gets?\s+paid|wage|salary)\b", re.I)
_SPENT = re.compile(r"\b(?:spends?|spent|spending|pays?|paid|costs?|owes?)\b", re.I)


# a count's kind and noun ("2,840 fiction books"), and a kind alone with its noun left out ("1,965 non-fiction.")
_KIND_AND_NOUN = re.compile(r"\s+([a-z]+(?:-[a-z]+)?)\s+([a-z]+)\b", re.IGNORECASE)
_KINDS = frozenset("""red blue green yellow white black brown pink purple orange grey gray golden silver large small big
little new old used fresh frozen dark milk plain fiction nonfiction hardcover paperback""".split())
_KIND_ALONE = re.compile(r"\s+([a-z]+(?:-[a-z]+)?)\s*(?:[.,;!?]|\band\b|$)", re.IGNORECASE)


def _distinct(text: str, numbers: list[Number]) -> bool:
    """Whether no number is told twice of one thing: "3 full boxes ... in the 3 boxes" is one number twice; "12
    postcards at 0.85 each and 12 stamps at 1.35 each", "15 boxes of chalk ... 15 boxes of crayons" are two
    counts of different things (their units, or what their units hold, differ)."""
    if len({n.value for n in numbers}) == len(numbers):
        return True
    quantities = _quantities(text, numbers)
    for a in quantities:
        for b in quantities:
            if a.i < b.i and a.value == b.value and (a.unit is None or a.per is not None or b.per is not None
                                                     or (a.unit, a.stuff) == (b.unit, b.stuff)):
                return False
    return True


def _changes_asked(request: str, told: str) -> bool:
    """Whether the question asks a total of the story's changes by their verb, not what is held: "A library had 420
    books. It lent out 135 books and received 60 new books. How many books were lent out and received in total?"
    (a verb of the story in the question, which asks nothing of having)."""
    if W.HOLDING_ASKED.search(request):
        return False
    verbs = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", request) if _PAST.fullmatch(w)} - _NOT_A_CHANGE
    return any(re.search(rf"\b{re.escape(w[:4])}\w*\s+(?:out\s+|away\s+)?(?:[$\u20ac\u00a3]|\d|some\b|the\b|an?\b)", told,
                         re.IGNORECASE) for w in verbs)


# a change asked by its verb ("How much weight did he lose?"): a total of changes told by that verb, never of readings
_CHANGE_ASKED = re.compile(r"\b(lose|lost|gain|drop|rise|rose|fall|fell|grow|grew|shrink|shrank|increase|decrease|shed)"
                           r"(?:s|ed|ped)?\b", re.IGNORECASE)
# a verb in the past tense: "received", "lent", "sold"
_PAST = re.compile(r"[a-z]+ed|lent|sold|spent|gave|given|took|taken|made|bought|paid|won|found|sent|brought|built|drew"
                   r"|grew|wrote|caught|threw|lost|picked|baked|ate|eaten|read", re.IGNORECASE)


def _whole_asked(clause: str, units: set) -> str | None:
    """The name of a whole the question asks for, made of counts of two or more kinds of it ("How many flowers"
    of tulips and daisies: :data:`occam.step_words.MEMBERS`; not "birds" of chickens and cows), or None."""
    m = W.UNIT_ASKED.search(clause)
    if m is None or None in units or "money" in units or units & set(W.UNIT_NAMES):
        return None
    noun = singular(m[1].lower())
    kinds = units - {noun}  # "532 girls and 417 boys. Then 156 more students joined": the whole counted too
    return noun if kinds and members_of(noun, kinds) else None  # tulips and daisies are flowers


_TAKEN_PLACES = frozenset({"seat", "place", "space", "spot", "bed", "room", "ticket", "chair", "bunk"})  # that people take


def _other_things(terms: list[Term], request: str, text: str) -> list[Term]:
    """The terms that count another thing than the one the question asks for, to set apart: "28 lions and 16
    tigers ... how many lions are left?" (the tigers), "120 baseball cards and 35 football cards ... How many
    baseball cards ...?" (the football cards). Each is a plain count (no rate, no container of a rate, no money
    or measure) of a thing the question does not name; at least one term counts the thing asked; at most two
    are set apart. Empty where the question names no thing or any doubt remains."""
    m = W.UNIT_ASKED.search(request)
    if m is None or m[1].lower() in ("more", "times", "of", "fewer", "less") or m[1].lower() in W.UNIT_OF:
        return []
    two = m[2] is not None and singular(m[2].lower()) in {t.unit for t in terms}
    noun, kind = (singular(m[2].lower()), m[1].lower()) if two else (singular(m[1].lower()), None)
    pers = {p.per for t in terms for p in t.parts if p.per is not None}
    asked = {singular(w.lower()) for w in re.findall(r"[A-Za-z]+", request)}

    def own(t: Term) -> bool:  # counts the thing asked (and of its kind, where the question names one)
        return t.unit == noun and (kind is None or all(_kind(text, p) in (kind, None) for p in t.parts if p.per is None))

    keep = [t for t in terms if own(t)]
    apart = [t for t in terms if not own(t)]
    if not keep or not apart or len(apart) > 2:
        return []
    if kind is None and members_of(noun, [t.unit for t in apart]):
        return []  # "532 girls and 417 boys. Then 156 more students joined. How many students?": members of the whole
    if noun in _TAKEN_PLACES and any(members_of("people", [t.unit]) or t.unit in ("people", "person") for t in apart):
        return []  # "8 carriages with 64 seats each and 397 passengers get on. How many empty seats?": they take seats
    for t in apart:
        q = t.parts[0]
        if (len(t.parts) != 1 or q.per is not None or t.unit in (None, "money") or t.unit in W.UNIT_NAMES
                or t.unit in pers or q.stuff is not None or (t.unit in asked and t.unit != noun)
                or t.unit not in singulars(_thing_after(text, q.end) or "") or t.unit in _NO_THINGS):
            return []  # "17 jars broke" read as "broke", "harvested 37 so far": no thing named right after it
        if re.search(r"\beach\s+of\s+(?:the\s+|his\s+|her\s+|their\s+|its\s+|my\s+|our\s+)?$", text[:q.start], re.I):
            return []  # "Each of 4 shelves holds 15 books": the containers a rate is of
        if re.search(rf"\b(?:a|an|one|each|every|per)\s+{re.escape(t.unit)}s?\b", text, re.I):
            return []  # "A pack of gum has 5 sticks. Tim has 4 packs": the container of a rate told by its one
        if t.unit == noun and _kind(text, t.parts[0]) in (None, kind):
            return []
        if re.match(r"\s+(?:[a-z]+\s+){1,2}?(?:(?:were|was|are|is|got)\s+born|hatched|joined|arrived|came|were\s+added)\b",
                    text[q.end:], re.IGNORECASE):
            return []  # "7 lambs were born": young or newcomers of the thing asked, a change of it
    return apart


_NO_THINGS = frozenset("one other more extra new left rest kind sort type time".split())  # "30 new ones" refer back


def _thing_after(text: str, end: int) -> str | None:
    """The thing a count names right after it, past one adjective ("16 tigers", "23 loose buttons"), or None."""
    m = re.match(r"\s+(?:([a-z]+)\s+)?([a-z]+)\b", text[end:], re.IGNORECASE)
    if m is None:
        return None
    words = [w.lower() for w in m.groups() if w]
    return next((w for w in reversed(words) if w.endswith("s") and w not in W.NOUN_STOP), None)


def _kind(text: str, q: Quantity) -> str | None:
    """The word between a count and its thing ("35 football cards" -> football), or None."""
    m = re.match(r"\s+([a-z]+)\s+([a-z]+)", text[q.end:], re.IGNORECASE)
    return m[1].lower() if m is not None and singular(m[2].lower()) == q.unit else None


def _taken_verb(told: str, stem: str) -> bool:
    """Whether the story takes something away by the verb whose stem the question negates ("popped" for
    "did not pop")."""
    return any(W.TAKEN_WORDS.search(m[0]) or W.TAKEN_AFTER.match(" " + m[0])
               for m in re.finditer(rf"\b{re.escape(stem)}[a-z]*(?:\s+[a-z]+)?", told, re.IGNORECASE))


def _ask_clause(request: str) -> str:
    """The words of a question that ask: from its last "how" or "what" up to an "if" after it ("How much does
    each of 8 students pay if a trip costs ... each ...?" -> "How much does each of 8 students pay")."""
    starts = [m.start() for m in W.QUESTION_WORD.finditer(request)]
    clause = request[starts[-1]:] if starts else request
    return re.split(r"\bif\b", clause, maxsplit=1, flags=re.IGNORECASE)[0]


def _gives_holder(told: str, at: int) -> bool:
    """Whether the other person named at ``at`` gives the story's holder the next number: "Her cousin gave her 27
    more" is the holder's gain, no part of the cousin's own."""
    digits = re.compile(r"[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?")
    number = digits.search(told, at)
    if number is None or not W.GIVEN_TO.search(_strip_currency(told[at:number.start()]).lstrip(" ,.!?")):
        return False
    end = re.compile(r"[.!?;](?:\s|$)").search(told, number.end())
    later = digits.search(told, number.end(), end.start() if end else len(told))
    giving = told[at:number.start()]
    if later is not None and (own := re.search(r"\b(?:and|then|but)\s+(?:then\s+)?(he|she)\s+[a-z]+", told[number.end():later.start()],
                                               re.IGNORECASE)) is not None:
        # "His mother gave him 15 dollars and he earned 22": the later number is the holder's own, told by a pronoun
        # that can only be the holder's (the receiver's, not the giver's)
        receiver = "he" if re.search(r"\bhim\b", giving, re.I) else "she" if re.search(r"\bher\b", giving, re.I) else None
        words = {w.lower() for w in re.findall(r"[a-z]+", giving, re.IGNORECASE)}
        giver_he, giver_she = bool(words & MALE_KIN), bool(words & FEMALE_KIN)
        pronoun = own[1].lower()
        return pronoun == receiver and (giver_she if pronoun == "he" else giver_he)
    return later is None or bool(re.search(r"\b(?:in|on)\s+each\b|\beach\b", told[number.end():later.end() + 30], re.I)
                                 and not re.search(r"\b(?:and|then|but)\s+(?:he|she|they|i|we)\b", told[number.end():later.start()], re.I))
    # one number given, or a count of containers given with so many in each ("6 boxes with 9 comic books in each box")


def _names(text: str) -> set[str]:
    """The people a text names: capitalised words not at a sentence's start ("Jin", "Bo")."""
    titled = {m[1] for m in re.finditer(r"\b(?:Mr|Mrs|Ms|Dr|Miss|Coach)\.?\s+([A-Z][a-z]+)\b", text)}  # "Ms. Ortiz's class"
    return ({m[1] for m in re.finditer(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-z]+)\b", text)} | titled) - W.NOT_NAMES


def _dated(text: str, n: Number) -> bool:
    """A year after "in", "since", "of" ...: "a bakery that opened in 1998 sells loaves" (a story of counts and
    prices has none; :func:`occam.notation.is_year` is surer and asks for more)."""
    return (len(n.text) == 4 and n.text.isdigit() and 1800 <= n.value <= 2099
            and bool(re.search(r"\b(?:in|since|from|until|by|of|year)\s+$", text[:n.start], re.IGNORECASE)))


_BOTH_KINDS = re.compile(r"\bhow\s+many\s+([a-z]+)\s+and\s+([a-z]+)\s+([a-z]+)", re.IGNORECASE)


def _asks_unit(request: str, unit: str, text: str = "") -> bool:
    """Whether the answer's unit is the one the question asks for: money for "How much did she spend?",
    kg for "How many kg are left?"; "How many red and blue cars ...?" asks cars where the story counts cars of those two
    kinds and no other."""
    both = _BOTH_KINDS.search(request)
    if both is not None and {k.lower() for k in re.findall(rf"\d[\d.,]*\s+([a-z]+)\s+{re.escape(both[3])}\b", text,
                                                             re.IGNORECASE)} == {both[1].lower(), both[2].lower()}:
        request = f"{request[:both.start()]}how many {both[3]}{request[both.end():]}"
    m = W.UNIT_ASKED.search(request)
    money = bool(W.MONEY_ASKED.search(request)) or (m is not None and W.UNIT_OF.get(m[1].lower()) == "money")
    if money != (unit == "money") and (money or re.search(r"\bhow\s+(?:many|far|long|heavy)\b", request, re.I)):
        return False
    if m is not None:
        word = m[1].lower()
        named = W.UNIT_OF.get(word, singular(word))
        second = singular(m[2].lower()) if m[2] else None  # "How many corn plants": plants
        return named == unit or unit in W.COUNTED_AS.get(named, ()) or word in ("more", "times") or (second == unit and word not in W.UNIT_OF
                                                               and not _other_kinds(text, word, m[2].lower()))
    return True


def _other_kinds(text: str, kind: str, noun: str) -> bool:
    """Whether ``text`` counts ``noun`` of another kind than the one asked: "120 baseball cards and 35 football
    cards" for "How many baseball cards ...?"."""
    stem = re.escape(noun[:-1] if noun.endswith("s") else noun)
    return any(m[1].lower() != kind for m in re.finditer(rf"\d[\d.,]*\s+([a-z]+)\s+{stem}", text, re.IGNORECASE))


_GOT_FROM = re.compile(r"(?:\s+[a-z]+){0,2}?\s+from\b", re.IGNORECASE)  # " new ones from", " more from", " from"
# a measure of what a count goes round or along: "4 laps of a 400 m track", "6 lengths of a 25 m pool"
_LAPS_OF = re.compile(r"\d[\d,]*\s+(laps?|lengths?|circuits?|loops?)\s+(?:of|around|round|along)\s+(?:a|an|the)\s+$",
                      re.IGNORECASE)


# what stands between two counts of a list whose noun is said once, after its last one: "85, 92 and 76 tickets"
_LISTED = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")


def _quantities(text: str, numbers: list[Number]) -> list[Quantity]:
    """Each number's :class:`Quantity` (a count "of them" takes the unit of the count before it; a clause with
    no verb of its own, the verb of the clause before)."""
    out: list[Quantity] = []
    sentences = [m.start() for m in re.finditer(r"(?:^|(?<=[.!?])\s+)(?=\S)", text)]
    for i, n in enumerate(numbers):
        q = _quantity(text, n, i, sum(1 for s in sentences if s <= n.start) - 1)
        if re.search(r"\b(?:got|gets)\s+$", q.verbs, re.IGNORECASE) and (src := _GOT_FROM.match(text, n.end)) is not None:
            q = replace(q, verbs=q.verbs + src[0])  # "then got 15 new ones from a friend": got from someone, a gain
        if q.per is None and (lap := _LAPS_OF.search(text, max(0, n.start - 40), n.start)) is not None:
            q = replace(q, per=singular(lap[1].lower()))  # "4 laps of a 400 m track": 400 m each lap
        if q.unit is None and q.per is None and (W.OF_THEM.match(text[n.end:]) or W.TAKEN_AFTER.match(text, n.end)
                                                 or re.match(r"\s+(?:were|was|got)\s", text[n.end:])
                                                 and _GAINED_AFTER.match(text, n.end)):
            # "6 of them", "7 were squashed", "18 were returned": a count of the unit of the count before
            prev = next((p for p in reversed(out) if p.per is None and p.unit not in (None, "money")), None)
            counted = [p for p in out if prev is not None and p.per == prev.unit and p.unit not in W.UNIT_NAMES]
            if counted:  # "2 dozs of 12 eggs" (2 dozen) ... 7 of them": the eggs; "5 boxes of 12 pens ... 2 of them": unread
                prev = replace(prev, unit=counted[-1].unit) if prev.unit == "doz" or q.value > prev.value else None
                # ("3 batches of 24 muffins ... sold 50 of them": more than the batches, so muffins)
            named = re.match(r"\s+of\s+the\s+([a-z]+)", text[n.end:], re.IGNORECASE)
            known = {w for p in out for w in (p.unit, p.stuff) if w is not None}
            if named is not None and singular(named[1].lower()) in known:
                q = replace(q, unit=singular(named[1].lower()))  # "16 of the balloons": after "3 packages of balloons"
            elif prev is not None:
                q = replace(q, unit=prev.unit)
            elif re.match(r"\s+of\s+them\b", text[n.end:]) and (priced := [
                    m for p in out if p.per == EACH and (m := W.PRICED_NOUN.search(_strip_currency(p.verbs)))]):
                q = replace(q, unit=singular(priced[-1][1].lower()))  # "Tickets cost $12.50 each and I need 7 of them"
        if (q.unit is None and q.per is None and q.stuff is None and out and out[-1].sentence == q.sentence
                and out[-1].stuff is not None and out[-1].per is None and out[-1].unit not in (None, "money")
                and (kind := _OF_ANOTHER_STUFF.match(text, n.end)) is not None
                and singular(kind[1].lower()) not in (out[-1].stuff, out[-1].unit)):
            q = replace(q, unit=out[-1].unit, stuff=singular(kind[1].lower()))  # "87 bunches of peonies and 64 of
            # lilies": bunches of another stuff, the container said once
        if (q.unit is None and q.per is None and re.search(r"\b(?:bought|buys?|ordered|orders?|got|gets?|need|needs)\s+$",
                                                           q.verbs, re.IGNORECASE)
                and re.match(r"\s*(?:[.,;]|and\b)", text[n.end:])
                and len(priced := [m for p in out if p.per == EACH and (m := _PRICED_THING.search(_strip_currency(p.verbs)))]) == 1):
            q = replace(q, unit=singular(priced[0][1].lower()))  # "Tickets are $22.50 each. I bought 3 and ..."
        if q.unit == "one" and q.per is None and re.match(r"\s+(?:[a-z]+\s+)?ones\b", text[n.end:], re.IGNORECASE):
            # "bought 25 new ones": the unit of the count before
            prev = next((p for p in reversed(out) if p.per is None and p.unit not in (None, "money")), None)
            if prev is not None:
                q = replace(q, unit=prev.unit)
        if q.unit is None and q.per == EACH_OF and W.RATE_EACH_OF_AFTER.match(text, n.end):
            # "He gave 12 to each of his 5 friends" (after "had 85 marbles"): the count before's unit
            prev = next((p for p in reversed(out) if p.per is None and p.unit not in (None, "money")), None)
            if prev is not None:
                q = replace(q, unit=prev.unit)
        if (out and q.per is None and out[-1].per is None and out[-1].sentence == q.sentence and q.unit not in (None, "money")
                and (kind := _KIND_AND_NOUN.match(text, out[-1].end)) is not None and singular(kind[2].lower()) == out[-1].unit
                and (bare := _KIND_ALONE.match(text, n.end)) is not None and bare[1].lower() != kind[1].lower()
                and ("-" in bare[1] or bare[1].lower() in _KINDS)):
            q = replace(q, unit=out[-1].unit)  # "2,840 fiction books and 1,965 non-fiction.": books of another kind
        if (q.unit is None and q.per is None and out and out[-1].sentence == q.sentence and out[-1].per is None
                and out[-1].unit is not None and W.PARALLEL_AFTER.match(text, n.end)
                and re.fullmatch(r"\s*(?:,\s*)?(?:and\s+then|and|then|but)?\s*", text[_clause_start(text, n):n.start])):
            q = replace(q, unit=out[-1].unit)  # "1,245 points in the first round and 987 in the second"
        if (q.unit is None and q.per is None and out and out[-1].sentence == q.sentence and out[-1].per is None
                and out[-1].unit not in (None, "money") and q.verbs.split() and out[-1].verbs.split()
                and q.verbs.split()[-1].lower() == out[-1].verbs.split()[-1].lower()
                and re.fullmatch(r"\s*(?:,\s*)?(?:and\s+)?(?:(?-i:[A-Z][a-z]+)|the\s+(?:[a-z]+\s+)?[a-z]+|(?:his|her|their|my|our)\s+[a-z]+)"
                                 r"\s+[a-z]+(?:\s+(?:in|up|out))?\s*",  # ("the second class brought in 38")
                                 q.verbs[-40:].split(",")[-1] if "," in q.verbs else q.verbs)
                and re.match(r"\s*(?:[.,;!?]|and\b|$)", text[n.end:])):
            q = replace(q, unit=out[-1].unit)  # "Gabe caught 7 fish, Hal caught 12 and Ivy caught 9": fish, each one's
        if (q.unit is None and q.per is None and (q.taken or q.gained) and W.BARE_AFTER.match(text, n.end)
                and re.search(r"\b[a-z]+\s+$", q.verbs, re.IGNORECASE)
                and (W.TAKEN_WORDS if q.taken else GAIN).search(" ".join(
                    q.verbs.split()[-2:] if q.verbs.split()[-1].lower() in ("away", "out", "off") else q.verbs.split()[-1:]))):
            # "gave away 27 and ...", "gave out 84": the verb and its particle; "found 7 under the couch": a gain of the
            # one thing counted
            pers = {p.per for p in out if p.per is not None}  # containers: "3 boxes of 12 eggs ... used 10": eggs
            counted = {p.unit for p in out if p.per is None and p.unit not in pers}
            counted |= {p.unit for p in out if p.per is not None and p.per in {c.unit for c in out if c.per is None}}
            counted = {u for u in counted if u not in (None, "money") and u not in W.UNIT_NAMES}
            if len(counted) == 1:  # "Dev picked 56 cherries. He ate 11 and ...": 11 cherries
                q = replace(q, unit=counted.pop())
            elif not counted and out and out[-1].sentence == q.sentence and out[-1].per is None and out[-1].unit in pers:
                # "Each bag weighs 2.5 kg. A shop received 12 bags and sold 7.": 7 bags, no kilograms counted
                q = replace(q, unit=out[-1].unit)
        if (q.per is None and re.match(r"\s*(?:[a-z]+\s+){0,4}?(?:for|in|on|to|with)\s+each\s+(?:one|of\s+them)\b", text[n.end:],
                                       re.IGNORECASE)
                and (rate := next((p for p in reversed(out) if p.per not in (None, EACH, EACH_OF) and p.unit == q.unit), None))):
            q = replace(q, per=rate.per)  # "paid 12 dollars for every lawn ... spends 2.50 dollars on petrol for each one"
        if q.per == "one" and re.match(r"\s*(?:[a-z]+\s+){0,4}?(?:for|in|on|to)\s+each\s+one\b", text[n.end:], re.IGNORECASE):
            prev = next((p for p in reversed(out) if p.per is None and p.unit not in (None, "money")
                         and p.unit not in W.UNIT_NAMES), None)
            if prev is not None:  # "She made 6 shirts, using 1.8 meters of cloth for each one": 1.8 m a shirt
                q = replace(q, per=prev.unit)
        if (q.per is None and out and out[-1].per is None and out[-1].unit not in (None, "money")
                and out[-1].unit not in W.UNIT_NAMES
                and _EACH_CUT_INTO.search(q.verbs) and (piece := _PIECES_AFTER.match(text, n.end)) is not None):
            # "14 pizzas, each cut into 8 slices", "3 watermelons were each cut into 16 slices": slices of each
            q = replace(q, unit=singular(piece[1].lower()), per=out[-1].unit, taken=False, gained=False)
        if (q.unit is None and q.per is None and q.gained and not q.taken and W.BARE_AFTER.match(text, n.end)
                and re.search(r"\b(?:gained|gains|added|adds|got|gets|received|receives|won|wins|collected|collects|found"
                              r"|finds)\s+$", q.verbs, re.IGNORECASE)
                and out and out[-1].sentence == q.sentence and len(counted := _counted_things(out)) == 1):
            q = replace(q, unit=counted.pop())  # "i had 1,200 followers, gained 340 this week and lost 85": followers
        if (q.per is None and not (q.taken or q.gained)  # its unit read from the words after it is the verb's
                and (moved := W.MOVED_AFTER.match(text, n.end)) is not None
                and not re.search(r"\bleft\b", asked(text), re.IGNORECASE)  # "How many people left?": which left?
                and not re.search(r"\bsome\b", text, re.IGNORECASE)):  # "some got off and 11 got on": a change unknown
            # "A cinema had 210 people. 64 left after the first film and 38 came in.": people who went and came
            counted = _counted_things(out)
            if len(counted) == 1 and (moved["noun"] is None or singular(moved["noun"].lower()) in counted):
                # "97 people left.": the thing named again, of the one thing counted
                q = replace(q, unit=counted.pop(), taken=bool(moved["gone"]), gained=bool(moved["came"]),
                            verbs=q.verbs + moved[0])
        if (q.unit is None and q.per is None and out and out[-1].sentence == q.sentence and out[-1].per is None
                and (out[-1].taken or out[-1].gained)
                and re.fullmatch(r"\s*(?:[a-z]+\s+){0,4}?,?\s*(?:and|then|plus)\s+another\s+", text[out[-1].end:n.start],
                                 re.IGNORECASE)
                and len(counted := _counted_things(out)) == 1):
            q = replace(q, unit=counted.pop())  # "started on 100 points, lost 7 at the gate and another 12 at the pen": the
            # clause has no verb of its own (not "his gran popped in another 12")
        if (q.unit is None and q.per is None and q.gained and not q.taken and re.match(r"\s+more\s*(?:[.,;!?]|(?:and|then|to|from|at|in|on|for|by|later)\b)", text[n.end:])
                and len(counted := _counted_things(out)) == 1):
            q = replace(q, unit=counted.pop())  # "had 200 cartons ... a delivery brought 48 more": 48 cartons
        if (q.unit is None and q.per is None and q.gained and not q.taken and W.BARE_AFTER.match(text, n.end)
                and re.search(r"\b(?:gave|gives|handed|hands|sent|sends)\s+(?:him|her|them|me|us)\s+(?:received\s+)?$",
                              q.verbs, re.IGNORECASE)
                and len(counted := _counted_things(out)) == 1):
            q = replace(q, unit=counted.pop())  # "had 48 pencils ... his teacher gave him 15.": 15 pencils
        if (q.per is None and not (q.taken or q.gained or q.less) and out and W.OF_THEM.match(text[n.end:])
                and re.search(r"\b[a-z]+ed\s+$", q.verbs, re.IGNORECASE)
                and re.search(r"\b(?:left|remain\w*)\b", asked(text), re.IGNORECASE)):
            q = replace(q, taken=True)  # "She squeezed 16 of them for juice. How many were left?": a part of them gone
        if (q.per is None and out and out[-1].per not in (None, EACH, EACH_OF) and out[-1].unit not in (None, "money")
                and q.unit == out[-1].per and _LOOSE_AFTER.match(text, n.end)):
            q = replace(q, unit=out[-1].unit)  # "3 packs of 12 nappies plus 5 loose ones": 5 nappies, no packs
        if q.unit is None and q.per is None and out and out[-1].unit == "money" and W.PLUS_BEFORE.search(text, 0, n.start):
            q = replace(q, unit="money")  # "costs 54.00 for the hour plus 7.50 for the balls"
        if q.unit is None and q.per is None and not out and _MONEY_PLACE.match(text, n.end):
            q = replace(q, unit="money")  # "had 500 in my wallet": what a wallet holds is money
        if q.unit is None and q.per is None and q.paid_with and any(p.unit == "money" for p in out) and re.search(
                r"\b(?:a|an|one)\s+$", q.verbs, re.IGNORECASE) and W.BARE_AFTER.match(text, n.end):
            q = replace(q, unit="money")  # "at 4.25 each and paid with a 20": a note of that much money
        if (q.unit is None and q.per is None and out and all(p.unit == "money" and p.per is None for p in out)
                and (q.taken or q.gained) and not re.search(r"\b(?:owes?|owed|debt|loan|borrow\w*|lent)\b", text, re.I)
                and re.search(r"\b(?:got|gets|received|receives|earned|earns|made|makes|won|wins|spent|spends|paid|pays|lost"
                              r"|loses)\s+(?:back\s+)?(?:from\s*)?$|\b(?:gave|gives|sent|sends|handed|hands)\s+(?:me|him|her|us|them)"
                              r"\s+(?:received\s+)?$", q.verbs, re.IGNORECASE)
                and re.match(r"\s*(?:[.,;!?\U0001F000-\U0001FAFF\u2600-\u27BF]|$|(?:and|then|from|for|on|in|at|back|as)\b)",
                             text[n.end:], re.IGNORECASE)):
            q = replace(q, unit="money")  # "had 2,000 dollars, paid rent of 1,150 and then got 420 from a gig": money too
            # ("then my mom sent me 60": money too)
        if not (q.taken or q.gained or q.less or q.paid_with) and _GAINED_AFTER.match(text, n.end):
            q = replace(q, gained=True, verbs=q.verbs + " joined ")  # "and then 18 new members joined": its own verb after
        if (not (q.taken or q.gained or q.less or q.paid_with) and out and out[-1].sentence == q.sentence
                and not W.OF_THEM.match(text[n.end:])  # "and 15 of them cracked": its own verb comes after it
                and not _OWN_VERB_AFTER.match(text, n.end)  # "and 21 new cars pulled in": not the clause before's verb
                and not W.OWN_VERB.search(q.verbs)
                and (not W.OWN_SUBJECT.search(q.verbs) or W.PRICED_OBJECT.search(_strip_currency(q.verbs))
                     or q.unit == "money" and re.fullmatch(r"\s*(?:a|an)\s*", _strip_currency(q.verbs)))):  # "and a $1.95 juice"
            prev = out[-1]  # "He used 3.75 kg for bread and 2.4 kg for cakes": the verb of the clause before
            q = replace(q, taken=prev.taken, gained=prev.gained, verbs=prev.verbs)
        if (q.per is not None and out and out[-1].sentence == q.sentence and out[-1].per is None
                and out[-1].verbs.endswith(" received ") and q.taken and not q.gained):
            q = replace(q, taken=False, gained=True)  # "His uncle gives him 6 boxes with 9 comic books in each box": given
        if (q.unit is None and q.per is None and (q.taken or q.gained)
                and _MOVED_AFTER.match(text, n.end) and len(counted := _counted_things(out)) == 1):
            q = replace(q, unit=next(iter(counted)))  # "After 28 drove away, 16 more pulled in": cars, the one thing counted
        if (q.per is not None and out and out[-1].per is None and out[-1].unit == q.unit and out[-1].sentence == q.sentence
                and _EACH_AFTER_BOTH.match(text, n.end)
                and re.fullmatch(r"(?:\s+[a-z-]+){0,3}?\s+and\s+", text[out[-1].end:n.start], re.IGNORECASE)):
            out[-1] = replace(out[-1], per=q.per)  # "cuts 14 cucumber sandwiches and 10 egg sandwiches for each team":
            # both kinds for each team
        out.append(q)
    for k in range(len(out) - 2, -1, -1):  # a list of counts, its noun said once at its end: "sold 85, 92 and 76 tickets"
        a, b = out[k], out[k + 1]
        if (a.per is None and b.per is None and b.unit not in (None, "money") and a.sentence == b.sentence
                and a.unit != b.unit and _LISTED.fullmatch(text, a.end, b.start)):
            out[k] = replace(a, unit=b.unit)
    return out


# a rate's "for each" after the second of two counts of one thing joined by "and": "14 ham rolls and 8 cheese rolls
# for each family"
_EACH_AFTER_BOTH = re.compile(r"\s+(?:[a-z-]+\s+){1,3}?(?:for|to|in)\s+(?:each|every)\s+[a-z]+\b", re.IGNORECASE)


# where money is kept, right after an amount: "had 500 in my wallet", "has 1,200 in her savings account"
_MONEY_PLACE = re.compile(r"\s+in\s+(?:my|his|her|their|our|the|a)\s+(?:[a-z]+\s+)?(?:wallet|purse|piggy\s+bank|bank(?:\s+account)?"
                          r"|account|savings|pocket|till|cash\s+box|checking)\b", re.IGNORECASE)
_OF_THESE = re.compile(r"\s+of\s+(?:these|those)\b", re.IGNORECASE)
# a thing's own size in a sentence of its own: "The mystery book has 180 pages."
_THINGS_SIZE = re.compile(r"^\W*the\s+(?:[a-z]+\s+){0,2}?(?:has|had|is|was|contains|contained)\s+$", re.IGNORECASE)
_VERB_ASKED = re.compile(r"\bhow\s+(?:many|much|far)\s+(?:[a-z]+\s+)?(?:has|have|had|did|does|do)\s+(?:[a-z]+\s+)?([a-z]{3,})\b",
                         re.IGNORECASE)


def _size_beside(terms: list, request: str) -> bool:
    """Whether a term is a thing's own size ("The mystery book has 180 pages.") where the question asks what was done
    by a verb the other terms tell ("How many pages has he read?"): the size is no part of what was done."""
    m = _VERB_ASKED.search(request)
    if m is None or m[1].lower() in ("have", "has", "had", "get", "got"):
        return False
    sized = [p for t in terms for p in t.parts if _THINGS_SIZE.search(p.verbs)]
    done = [p for t in terms for p in t.parts if re.search(rf"\b{re.escape(m[1][:4])}", p.verbs, re.IGNORECASE)]
    return bool(sized) and bool(done)


_IN_EACH_OF_THEN = re.compile(r"\b(?:in|on|from|for|at|of)\s+each\s+of\s+(?:the\s+|its\s+|his\s+|her\s+|their\s+)?\d[\d,]*"
                              r"\s+[^.!?\d]*?,\s*[$\u00a3\u20ac]?\d", re.IGNORECASE)
# an amount of each one of a count, told by its verb: "each person pays", "everyone chips in", "each of us gets"
_EACH_ONES = re.compile(r"\b(?:each|every|everyone|everybody)\s+(?:one\s+|[a-z]+\s+)?(?:of\s+(?:us|them)\s+)?(?:pays?|paid|gives?|gave"
                        r"|puts?\s+in|chips?\s+in|chipped\s+in|contributes?|contributed|gets?|got|needs?|eats?|uses?)\s+$",
                        re.IGNORECASE)
# a count whose own verb of gain comes after it: "18 new members joined", "6 more kids arrived", "4 lambs were born"
_GAINED_AFTER = re.compile(r"\s+(?:[a-z]+\s+){0,2}?(?:joined|arrived|landed|came(?:\s+in)?(?!\s+(?:out|off|apart|loose|undone|back)\b)|moved\s+in|signed\s+up|were\s+born"
                           r"|hatched|got\s+on|were\s+added|were\s+delivered|pulled\s+in|drove\s+in|showed\s+up|turned\s+up"
                           r"|walked\s+in|flew\s+in|(?:had\s+)?parked|(?:were|was|got)\s+(?:brought\s+back|returned)(?!\s+to\b))\b",
                           re.IGNORECASE)  # "18 were returned": back to the shelf that lent them
# a verb of moving and its particle, the thing left unsaid: "After 28 drove away", "16 more pulled in"
_MOVED = frozenset("drove flew ran went came swam rode got left took fell".split())  # (and any "-ed" verb)
_PARTICLES = r"away|in|out|off|up|back|home|down|over|into|onto|aboard"
_PARTICLE = re.compile(rf"\s+(?:{_PARTICLES})\b", re.IGNORECASE)
_MOVED_AFTER = re.compile(rf"\s+(?:more\s+|others?\s+)?(?:[a-z]+ed|{'|'.join(sorted(_MOVED))})\s+(?:{_PARTICLES})\b", re.IGNORECASE)
# a verb of its own after a number and its thing, in a form the reader does not know: "21 new cars pulled in", "but 4
# rolled into the river", "and 3 fell off the truck", "and 3 roommates split the cost": no verb of the clause before
_OWN_VERB_AFTER = re.compile(r"\s+(?:[a-z]+\s+){0,2}?(?:[a-z]+ed|went|fell|ran|came|flew|blew|sank|slid|broke|tore)\s+"
                             r"(?:in|out|up|off|away|back|down|over|on|into|onto|through|across|under)\b"
                             r"|\s+(?:[a-z]+\s+){0,2}?(?:split|splits|shared|share|shares|divided|divide)\b", re.IGNORECASE)
# units of a time taken ("The job took 4 hours"): how long, no loss
_DURATIONS = frozenset("hour minute day week month year second".split())


# things told one by one beside the packs they also come in: "plus 5 loose ones", "and 4 single ones"
_LOOSE_AFTER = re.compile(r"\s+(?:loose|single|individual|separate|spare|odd)(?:\s+ones?)?\b", re.IGNORECASE)


def _counted_things(out: list[Quantity]) -> set[str]:
    """The things the quantities ``out`` count as amounts (no rate, no money, no unit of measure): the one a bare count
    after them counts too ("64 left after the first film", "brought 48 more")."""
    return {p.unit for p in out if p.per is None and p.unit not in (None, "money") and p.unit not in W.UNIT_NAMES}


def _clause_start(text: str, n: Number) -> int:
    """Where the clause of ``n`` begins, its break ("and", a comma) included."""
    breaks = [m.start() for m in W.CLAUSE_BREAK.finditer(text, 0, n.start)]
    return breaks[-1] if breaks else 0


def _clause(text: str, n: Number) -> tuple[str, str]:
    """The words of ``n``'s clause before and after it."""
    starts = [m.end() for m in W.CLAUSE_BREAK.finditer(text, 0, n.start)]
    begin = starts[-1] if starts else 0
    after = W.CLAUSE_BREAK.search(text, n.end)
    return text[begin:n.start], text[n.end:after.start() if after else len(text)]


# what a holder holds, told of one of it: "A jug holds 2.75 liters", "a cup holds 0.25 liters"
_HOLDERS_TOLD = re.compile(r"\b(?:an?|one)\s+([a-z]+)\s+(?:holds|contains|can\s+hold)\b", re.IGNORECASE)
# kept for others, told after its thing: "6 seats on each bus are saved for teachers", "4 of them are reserved"
_SET_ASIDE_AFTER = re.compile(r"\s+(?:[a-z]+\s+){0,4}?(?:are|is|were|was|get|got)\s+(?:reserved|set\s+aside|(?:saved|kept|held)"
                              r"\s+(?:back\s+)?for)\b", re.IGNORECASE)
_ADDED_TO_EACH = re.compile(r"\s+(?:is|was|gets?|got)\s+(?:also\s+)?(?:added|charged|paid)\s+(?:to|for|on)\s+(?:every|each)\s+([a-z]+)",
                           re.IGNORECASE)
# a thing counted right after a number: "The cost of 5 pencils" counts pencils, "a bill of 45.60" is money
_COUNTED_THING = re.compile(r"\s+(?!(?:dollars?|euros?|pounds?|cents?|pence|bucks|and|or|for|each|per|in|on|at|to|with|is|was"
                            r"|are|were|from|by|a|an|the|[a-z]+ly)\b)[a-z]{3,}", re.IGNORECASE)


_OF_ANOTHER_STUFF = re.compile(r"\s+of\s+(?!them\b|these\b|those\b|it\b|the\b|us\b|you\b)([a-z]{3,})\b", re.IGNORECASE)
_TOOK_BEFORE = re.compile(r"\b(?:took|takes|take)\s+$", re.IGNORECASE)
# "paid for 5 of you": a count of people, never money whatever verb comes before it
_OF_PEOPLE = re.compile(r"\s+of\s+(?:you|us)\b", re.IGNORECASE)


def _quantity(text: str, n: Number, i: int, sentence: int) -> Quantity:
    before, after = text[:n.start], text[n.end:]
    money = bool(W.CURRENCY_BEFORE.search(before[-6:]) or W.MONEY_OF.search(before[-40:]) and not _COUNTED_THING.match(after))
    words, pos = [], 0
    while len(words) < W.NOUN_WORDS:
        m = _WORD.match(after, pos)
        if m is None:
            break
        word = m[1].lower()
        if (not words and word in _MORE_WORDS and (thing := _WORD.match(after, m.end())) is not None
                and thing[1].lower() not in W.NOUN_STOP and not re.match(r"\s+than\b", after[thing.end():])
                and not re.search(r"\bsome\b", text, re.IGNORECASE)):  # "traded some ... then won 40 more tickets": unknown
            pos = m.end()  # "bought 4 more boxes with 10 pencils in each box": 4 boxes
            continue
        if word in W.NOUN_STOP or (words and re.search(r"(?:ed|ing)$", word) and word not in W.UNIT_OF):
            break
        if not words and (word.endswith("ed") or word in _MOVED) and _PARTICLE.match(after, m.end()):
            break  # "After 28 drove away", "16 more pulled in": a verb and its particle, the thing left unsaid
        words.append(word)
        pos = m.end()
        if word in W.UNIT_OF:
            break
    unit = None
    if words:
        first = words[0]
        if first in W.UNIT_OF:
            unit = W.UNIT_OF[first]
        elif words[-1] in W.MONEY_NOUNS:
            unit = "money"
        else:
            unit = singular(words[-1])
    if money:
        unit = "money"
    rest_text = after[pos:]
    stuff = W.OF_STUFF.match(rest_text)
    held = None
    if stuff is not None and unit is not None:
        rest_text = rest_text[stuff.end():]
        held = singular(stuff[0].split()[-1].lower())
    per, soft = None, False
    clause_before, clause_after = _clause(text, n)
    if (m := W.RATE_EACH_OF_AFTER.match(rest_text)) is not None:
        per = EACH_OF
    elif (m := W.RATE_PER_AFTER.match(rest_text)) is not None and m[1].lower() not in W.NOUN_STOP \
            and not (words and words[-1].endswith("ing") and re.match(r"\s*an?\s", rest_text, re.IGNORECASE)
                     and not re.search(rf"\d\s+{re.escape(m[1])}", text, re.IGNORECASE)):
        # (not "earned $7.60 mowing a lawn" with no lawns counted: one doing, no rate)
        per = W.UNIT_OF.get(m[1].lower(), singular(m[1].lower()))
    elif (m := W.RATE_PERIOD_LATER.match(rest_text)) is not None:
        per = m[1].lower()  # "uses 18.5 litres from it each day"
    elif W.RATE_EACH_AFTER.match(rest_text):
        per = EACH
    elif W.RATE_EACH_BEFORE.search(_strip_currency(before)) or W.EACH_OF_THE_COUNTED.match(_strip_currency(clause_before)):
        per = EACH  # "at 4.50 each"; "3 friends each bought a smoothie costing 4.65"
    elif (m := W.RATE_OF_BEFORE.search(before[-60:])) is not None and unit not in (None, "money") \
            and singular(m[1].lower()) != unit and W.COUNTED_BEFORE.search(before[-60:][:m.start()]):
        per = singular(m[1].lower())  # "3 batches of 24 cookies": 24 cookies per batch, the batches counted before
    elif (m := W.RATE_UNIT_FIRST.match(clause_before)) is not None and unit is not None:
        per = W.UNIT_OF.get(m[1].lower(), singular(m[1].lower()))  # "Every morning the family drinks 0.35 litres"
    elif (m := W.PLURAL_PRICED.search(_strip_currency(clause_before))) is not None:
        per = singular(m[1].lower())  # "Notebooks cost 3.25 and folders cost 1.75": a price of each notebook
    elif (m := W.CONTAINER_BEFORE.search(_strip_currency(before)) or W.CONTAINER_HAS.search(before)) is not None:
        noun = W.CONTAINER_NOUN_END.sub("", m[2].strip()).split()
        if noun:
            per, soft = singular(noun[-1].lower()), m[1].lower() in ("a", "an", "one")
    if per is None and (money or _SIGN_AT_END.search(before)) and (m := _PERIOD_LATER.search(clause_after)) is not None:
        per = m[1].lower()  # "buys a $6 data add-on every month": a price of each month, told after its thing
    if per is None and (money or _SIGN_AT_END.search(before)) and (m := _ADDED_TO_EACH.match(clause_after)) is not None:
        per = singular(m[1].lower())  # "a booking fee of £3.75 is added to every ticket": a price of each ticket
    of_them = not words and bool(W.OF_THEM.match(after))  # "6 of them": a count of the count before's unit
    if unit is None and not of_them and not _OF_PEOPLE.match(after) and (W.MONEY_VERB_BEFORE.search(_strip_currency(before))
                                         or (per is not None and W.PRICE_WORDS.search(clause_before))):
        unit = "money"  # "costs 1.35", "at 2.45 each", "took in 96.30"; not "Jo buys 2"
    if unit is None and not of_them and n.decimals == 2 and _TOOK_BEFORE.search(before):
        unit = "money"  # "The stall took 612.35 on Saturday": pounds and pence taken, no count of anything
    taken = bool(W.TAKEN_WORDS.search(clause_before) or W.TAKEN_AFTER.match(clause_after)
                 or _SET_ASIDE_AFTER.match(clause_after))
    if (taken and unit in _DURATIONS and re.search(r"\b(?:took|takes|take)\s+(?:about\s+|over\s+|nearly\s+|just\s+)?$",
                                                   clause_before, re.IGNORECASE)
            and not re.search(rf"\d[\d.,]*[\s-]+{unit}s?\b", text[:n.start], re.IGNORECASE)):
        taken = False  # "The job took 4 hours": how long, no loss (not "A day lasts 8 hours. Lunch takes 0.75 hours")
    # "has run 27.8 km so far": an auxiliary, the verb is the participle after it (no having)
    gained = bool(W.START_WORDS.search(W.AUXILIARY.sub(" ", clause_before)))
    if unit != "money" and re.search(r"\b(?:bought|buys?|ordered|orders|purchased|purchases?|makes?|made|bakes?|baked)\b", clause_before, re.I) \
            and not re.search(r"\b(?:spent|used|uses|using|use|sold|sells|needs?|needed|requires?|required)\b",
                              clause_before + " " + clause_after, re.I):
        taken, gained = False, True  # goods bought are had; money paid is spent
    if GOT_BACK.search(clause_before + n.text + clause_after):
        taken, gained = False, True  # "It lent out 64 books and got 38 books returned": back to the holder
    if W.GIVEN_TO.search(_strip_currency(clause_before)):  # "her grandmother gave her 20 dollars": received
        taken, gained, clause_before = False, True, clause_before + " received "
    elif W.GIVEN_BY_ANOTHER.search(_strip_currency(clause_before) + " " + clause_after):
        taken, gained = False, True  # "A supplier delivered 40 more coats": to the story's holder
    elif unit != "money" and sentence > 0 and (W.TAKEN_BY_OTHERS.search(_strip_currency(clause_before)) or (
            re.match(r"\s*(?:took|bought|purchased|ordered|grabbed)\s", clause_before, re.IGNORECASE)
            and W.TAKEN_BY_OTHERS.search(re.split(r"[.!?]\s+", text[:n.start])[-1]))):
        # ("A primary school came in and bought 45": the buyer the sentence's subject, before "and")
        # (in a sentence after the holder's own: "A school bought 12 boxes" first is the holder's purchase)
        taken, gained = True, False  # "customers bought 22", "Quilters bought 136": bought from the story's holder
    if unit == "money" and re.search(r"\b(?:sold|sells|sell)\b[^.;!?]*\bfor\s+$", _strip_currency(clause_before), re.I):
        taken, gained = False, True  # "sold a painting for 45": the money a sale brings in
    if re.search(r"\bfill(?:s|ed)\s+$", clause_before, re.I) and unit not in (None, "money") and unit not in W.UNIT_NAMES:
        taken, gained = False, True  # "filled 14 jars with honey": the jars filled are had
    paid_with = bool(W.PAID_WITH.search(clause_before + " " + " ".join(words))) or bool(
        re.search(r"\bfrom\s+an?\b", clause_before, re.I))  # "from a 5 kg bag", "from a plank that was 9 m long"
    less = bool(W.LESS_WORDS.search(clause_before + " " + " ".join(words))
                or re.match(r"\s*(?:discount|coupon|voucher|rebate|off)\b", rest_text, re.I)
                or bool(W.LOWERED_BY.search(_strip_currency(clause_before)))  # "marked down from 249.90 by 37.45"
                or bool(_SLID_BACK.search(clause_before) and re.match(r"\s*(?:back|down)\b", rest_text, re.I))
                or bool(_PUSHED_BACK.search(clause_before)))  # "the rain washed it back 2.75 meters"
    rest = per is not None and bool(W.THE_REST.search(clause_before)) and not re.search(r"\d", clause_before)
    if per is None and (m := W.EVERY_BEFORE.search(clause_before)) is not None and not W.GAP.fullmatch(m[2]):
        unit = None  # "if every class got 3 new students": a rate the reader cannot tie to a count
    return Quantity(i, n.value, n.start, n.end, unit, per, soft, taken, gained, paid_with, less, rest, sentence,
                    clause_before, held, taken_after=not W.TAKEN_WORDS.search(clause_before)
                    and bool(W.TAKEN_AFTER.match(clause_after)),
                    told_after=bool((d := _DIRECTION_AFTER.match(clause_after))
                                    and (taken and not gained if d["d"].lower() == "away" else gained and not taken)))


# a change's direction right after its number (and maybe its thing), the same as its verb's: "got 16 more", "gave 11
# (stickers) away" (not "my cousin gave me 28 more", whose "gave" reads as taken)
_DIRECTION_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?P<d>more|away)\b(?!\s+than\b)", re.IGNORECASE)


# a distance lost back: "then slid 1.3 meters back down the wall"
_SLIDING = r"slid|slides|slipped|slips|sank|sinks|fell|falls|rolled|rolls"
_PUSHED_BACK = re.compile(rf"\b(?:washed|washes|pushed|pushes|blew|blows|blown|swept|sweeps|carried|carries|dragged|drags"
                          rf"|pulled|pulls|knocked|knocks|drifted|drifts|{_SLIDING}"
                          rf"|moved|moves|went|goes)\s+(?:it|him|her|them|us|me)?\s*back(?:wards?)?\s+(?:by\s+)?$",
                          re.IGNORECASE)
_SLID_BACK = re.compile(rf"\b(?:{_SLIDING})\s+$", re.IGNORECASE)


def _strip_currency(before: str) -> str:
    """``before`` without the currency sign it ends with ("costs $" -> "costs "), for the words before a number."""
    return _SIGN_AT_END.sub("", before.rstrip()).rstrip() + " "


def singular(word: str) -> str:
    """The singular of a lower-case noun, a unit by its name: "boxes" -> "box", "berries" -> "berry", "shelves" ->
    "shelf", "glass" stays."""
    if word in W.UNIT_OF:
        return W.UNIT_OF[word]
    if word in W.PLURAL_VES:
        return W.PLURAL_VES[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if re.search(r"(?:ss|us|is)$", word):
        return word  # "glass", "bus", "basis"
    if re.search(r"(?:bus|bonus|campus|circus|virus|cactus|chorus|octopus|census|status|walrus|iris)es$", word):
        return word[:-2]  # "buses", "bonuses" (not "houses": house)
    if re.search(r"(?:ss|x|ch|sh)es$", word):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 2:
        return word[:-1]
    return word


_GOT_TO_SHARE = re.compile(r"\b(?:bought|buys?|baked|bakes?|made|makes?|picked|picks?|got|gets?|has|have|had|collected"
                           r"|brought|brings?|ordered|orders?|cooked|cooks?)\s+$", re.IGNORECASE)


def _divides(text: str, q: Quantity) -> bool:
    """Whether ``q`` counts the sharers or pieces of a share: "into 4 equal pieces", "Three friends shared"."""
    if _GOT_TO_SHARE.search(text, 0, q.start) and TO_SHARE.match(text, q.end):
        return False  # "I bought 90 chocolates to share equally between them": what is shared, no sharers
    return q.per is None and q.unit != "money" and float(q.value).is_integer() and (
        bool(W.DIVISOR_BEFORE.search(text[:q.start])) or bool(W.DIVISOR_AFTER.match(text, q.end))
        or (bool(W.SHARERS_LATER.match(text, q.end)) and not re.search(r"[.!?]\s*\S", text[:q.start])))


def _terms(quantities: list[Quantity], text: str = "") -> list[Term] | None:
    """Pair each rate with the counts of its unit (:class:`Term` products); the amounts stay terms of their
    own. None where a rate finds no count or two rates could take one count."""
    counted = {q.unit for q in quantities if q.per is None}
    if any(q.soft and q.unit == "money" and q.per not in counted for q in quantities) and any(
            q.soft and q.unit == "money" and q.per in counted for q in quantities):
        return None  # "A book costs $12 and a pen costs $3 ... She buys 2 books": the pen's price is no amount spent
    # a container's soft rate where nothing counts the container is an amount ("A bookshelf holds 3 rows")
    quantities = [replace(q, per=None) if q.soft and q.per not in counted else q for q in quantities]
    counts = [q for q in quantities if q.per is None]
    rates = [q for q in quantities if q.per is not None]
    owned: dict[int, list[Quantity]] = {}  # rate i -> the counts "each" ties it to
    resolved: dict[int, str] = {}
    for r in rates:
        if r.per == EACH and r.rest:
            firsts = [c for c in counts if c.start < r.start and c.unit not in (None, "money")]
            if not firsts:
                return None
            owned[r.i], resolved[r.i] = [], firsts[0].unit
        elif r.per == EACH:
            before = [c for c in counts if c.start < r.start and c.sentence == r.sentence and c.unit != "money"
                      and c.unit is not None]
            if before:
                owned[r.i], resolved[r.i] = [before[-1]], before[-1].unit
            elif (m := W.PRICED_NOUN.search(_strip_currency(r.verbs))
                  or _PRICED_THING.search(_strip_currency(r.verbs))) is not None:
                resolved[r.i] = singular(m[1].lower())  # "A shop sells apples at 0.65 each", "Tickets to the zoo are"
            else:
                return None
        elif r.per == EACH_OF:
            after = [c for c in counts if c.start > r.start and c.sentence == r.sentence]
            if not after or after[0].unit is None:
                return None
            if any(c.start < r.start and c.sentence == r.sentence and c.unit == r.unit and re.fullmatch(
                    r"\s+(?:[a-z-]+\s+){0,3}(?:and|,)\s+(?:[a-z-]+\s+)?", text[c.end:r.start], re.IGNORECASE) for c in counts):
                return None  # "18 red folders and 22 blue folders for each of its 6 classrooms": each of both, or one?
            owned[r.i], resolved[r.i] = [after[0]], after[0].unit
        else:
            resolved[r.i] = r.per
    reserved = {c.i for cs in owned.values() for c in cs}
    if len(reserved) != sum(len(cs) for cs in owned.values()):
        return None  # one count, two rates
    terms = [Term(("x", c.i), c.unit, (c,)) for c in counts]
    pending = list(rates)
    progress = True
    while pending and progress:
        progress = False
        for r in list(pending):
            unit = resolved[r.i]
            own = {c.i for c in owned.get(r.i, [])}
            # the count "each" ties the rate to, and others of its unit; beside a count of its own, only those
            # taken from it join ("The driver unloads 2 crates"; not "and her friend bought 3 books")
            mine = [t for t in terms if (len(t.parts) == 1 and t.parts[0].i in own)
                    or (t.unit == unit and not (len(t.parts) == 1 and t.parts[0].i in reserved)
                        and (not own or any(p.taken for p in t.parts)))]
            # "32 pencils in each box ... 7 boxes of pencils and 13 boxes of crayons": not the crayons' boxes
            if any(p.stuff == r.unit for t in mine for p in t.parts):
                mine = [t for t in mine if all(p.stuff in (None, r.unit) for p in t.parts)]
            if not mine:
                continue
            rivals = [o for o in pending if o is not r and resolved[o.i] == unit and not owned.get(o.i)]
            if rivals and not owned.get(r.i):
                # two rates of one unit ("2.5 kg of apples at 1.80 per kg and 1.2 kg of grapes at 3.25 per kg"):
                # each takes the count of its unit just before it in its sentence, or nothing is read
                near = [t for t in mine if len(t.parts) == 1 and t.first < r.start and t.parts[0].sentence == r.sentence]
                between = [o for o in rivals if near and near[-1].first < o.start < r.start]
                if not near:  # "3 km a day for 12 days, then 5 km a day for 4 days": the count right after it
                    after = [t for t in mine if len(t.parts) == 1 and t.first > r.start
                             and t.parts[0].sentence == r.sentence]
                    after = [t for t in after if not any(r.start < o.start < t.first for o in rivals)]
                    if not after or any(t.first < r.start and t.parts[0].sentence == r.sentence
                                        for t in terms if t.unit == unit and len(t.parts) == 1):
                        return None
                    near, between = [after[0]], []
                if not near or between:
                    return None
                mine = [near[-1]]
            mine.sort(key=lambda t: t.first)
            group = _signed(mine, rest=r.rest)
            terms = [t for t in terms if t not in mine]
            terms.append(Term(("mul", (group, ("x", r.i))), r.unit, tuple(p for t in mine for p in t.parts) + (r,)))
            pending.remove(r)
            progress = True
    for r in pending:
        if not r.soft and not _one_period(text, r.per):
            return None  # "each" or "per kg" with nothing to count
        terms.append(Term(("x", r.i), r.unit, (r,)))  # "costs 18.60 a month ... this month": one month's
    return sorted(terms, key=lambda t: t.first)


def _one_period(text: str, per: str | None) -> bool:
    """Whether the story is of one period of a rate's unit: "costs 18.60 a month ... He sent 40 texts this month"."""
    if per not in ("month", "week", "day", "year"):
        return False
    return bool(re.search(rf"\b(?:this|last|that|one|a\s+single)\s+{per}\b", text, re.IGNORECASE))


def _same_price(quantities: list[Quantity], request: tuple[int, int]) -> Term | None:
    """A price, weight or time told for a number of things and asked for another number of them: "A packet of
    8 pens costs 5.60. How much would 14 pens cost at the same price?" -> ``(5.60 / 8) * 14``; "A car uses 6.5
    litres for every 100 km. How many litres for a 340 km trip?" -> ``(6.5 / 100) * 340``. The other number
    must be in the question (``request``: its span)."""
    if len(quantities) != 3:
        return None
    asked_for = [q for q in quantities if request[0] <= q.start < request[1]]
    if len(asked_for) != 1:
        return None
    asked_for = asked_for[0]
    told = [q for q in quantities if q is not asked_for and q.unit == asked_for.unit and q.per is None]
    price = [q for q in quantities if q is not asked_for and q.unit not in (None, asked_for.unit)]
    if (len(told) != 1 or len(price) != 1 or asked_for.per is not None or asked_for.unit in (None, "money")
            or told[0].sentence != price[0].sentence or (price[0].per is not None and not price[0].soft)):
        return None
    told, price = told[0], price[0]
    return Term(("mul", (("div", (("x", price.i), ("x", told.i))), ("x", asked_for.i))), price.unit, (price,))


def _signed(terms: list[Term], rest: bool = False) -> Tree:
    """The counts a rate multiplies, added ("6 hours ... and 5 hours") or, for the ones taken away ("The
    driver unloads 2 crates", and all but the first for "the remaining roses"), subtracted."""
    def way(t: Term) -> str | None:
        return "taken" if any(p.taken for p in t.parts) else "gained" if any(p.gained for p in t.parts) else None

    tree = terms[0].tree
    first = way(terms[0])
    for t in terms[1:]:
        # "sold 25.5 kg ... and 31.25 kg": one way; "the living room needs 6 litres and the hall 4 litres": a count
        # with no verb of its own is told alongside, not taken away
        minus = rest or (way(t) is not None and way(t) != first and (first is not None or way(t) == "taken"))
        tree = ("sub" if minus else "add", (tree, t.tree))
    return tree


_INCLUDED = re.compile(r"\b(?:includ(?:es|ed|ing)|incl\.?)\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+){0,2}?[$\u00a3\u20ac]?\d"
                       # "weighs 12.4 kg including the box, and the box alone is 0.85 kg": the part told after the whole
                       r"|\d[^.!?]*?\bincluding\s+(?:the|its|his|her|their)\s+([a-z]+)\b[^.!?]*\b\1\s+(?:alone|itself|by\s+itself|on\s+its\s+own)\b",
                       re.IGNORECASE)
_LOST_EACH = re.compile(r"\b(?:lose|loses|lost|losing|deduct(?:s|ed)?|penali[sz]ed?|minus)\b", re.IGNORECASE)


def _total(terms: list[Term]) -> Tree | None:
    """Every term added; one the story takes off a total ("a 2.50 coupon", "a discount of 25") subtracted."""
    if any(p.less for p in terms[0].parts):
        return None
    ways = [(any(W.GOT.search(p.verbs) for p in t.parts), any(W.SPENT.search(p.verbs) for p in t.parts))
            for t in terms if not any(p.less for p in t.parts)]
    if any(got and not spent for got, spent in ways) and any(spent and not got for got, spent in ways):
        return None  # "got 45 dollars ... spent 17 ... and 9 ... How much did he spend in all?"
    if any(W.GONE.search(p.verbs) for t in terms[1:] for p in t.parts if not p.less):
        return None  # "He takes out 4 books that weigh 0.85 kg each. How much does the suitcase weigh?": no part
    if len({any(p.taken for p in t.parts) for t in terms}) > 1 and any(
            p.per is not None and _LOST_EACH.search(p.verbs) for t in terms for p in t.parts):
        return None  # "get 25 points for every coin ... lose 40 points every time ...": a loss is no part of a sum
    tree = terms[0].tree
    for t in terms[1:]:
        tree = ("sub" if any(p.less for p in t.parts) else "add", (tree, t.tree))
    return tree


_MORE_OF_IT = re.compile(r"\s+(?:more|fewer|less)\b(?!\s+than\b)(?!\s+[a-z])", re.IGNORECASE)  # "18 more."
# a bare count taken away: "gave away 8.", "ate 8 of them", "gave 8 to her sister" (its verb one of LOSS)
_TAKEN_BARE = re.compile(r"\s*[.,;!?]|\s+(?:away|of\s+them|to\s+(?:his|her|their|a|an|the)\b)", re.IGNORECASE)


_LISTED_ON = re.compile(r"(?:\s*,\s*[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?)*\s*,?\s*(?:,|and)\s+[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?\s+(?!please|thanks?\b|thank\b)[a-z]",
                        re.IGNORECASE)


def _more_of_the_same(terms: list[Term], text: str) -> list[Term]:
    """``terms`` with a bare count ("and then plants 18 more.", "gave away 8.") or a bare number of a list whose
    last number names the thing ("scored 12, 18 and 15 points") counting the thing of the others, where they count
    one thing: its noun is left out because it is theirs."""
    known = {t.unit for t in terms if t.unit is not None}
    if len(known) != 1:
        return terms
    unit = next(iter(known))
    return [replace(t, unit=unit) if t.unit is None and len(t.parts) == 1 and (
        _MORE_OF_IT.match(text, t.parts[0].end) or _LISTED_ON.match(text, t.parts[0].end)
        or (_TAKEN_BARE.match(text, t.parts[0].end) and LOSS.search(t.parts[0].verbs))) else t for t in terms]


def _left(terms: list[Term], clear: bool = False) -> Tree | None:
    """What is left: the term paid with ("paid with 100 dollars") or else the first, less every other term
    the story takes from it (an other term it neither takes nor adds is unread: None)."""
    paid = [t for t in terms if any(p.paid_with for p in t.parts)]
    if len(paid) > 1:
        return None
    had = [t for t in terms if all(p.gained and not p.taken for p in t.parts)]
    told_first = clear and not any(p.taken or p.gained for p in terms[0].parts)  # "weighs 3.4 kg. He puts in ..."
    start = paid[0] if paid else terms[0] if told_first else had[0] if had else terms[0]
    tree = start.tree
    for t in terms:
        if t is start:
            continue
        if clear and all(p.verbs == start.parts[0].verbs and p.gained and not p.taken for p in t.parts) and HAD.search(
                start.parts[0].verbs):
            tree = ("add", (tree, t.tree))  # "A school had 532 girls and 417 boys.": held with the start, a part of it
            continue
        if clear and not any(W.CLEAR_CHANGE.search(p.verbs) or p.taken_after or p.told_after for p in t.parts):
            return None  # "now": each change must say its direction ("her grandmother gave her 20 dollars" does not)
        if len(t.parts) > 1 and any(not (p.taken or p.less or p.gained) for p in t.parts if p.per is not None):
            return None  # "has 4 albums. She puts 6 stickers in each album": the rate's own verb tells no direction
        if any(p.taken or p.less for p in t.parts) or (paid and t.unit == "money"):
            tree = ("sub", (tree, t.tree))  # (paid with a note: any money else is what it paid for)
        elif any(p.gained for p in t.parts) and not paid:
            tree = ("add", (tree, t.tree))
        else:
            return None
    return tree
