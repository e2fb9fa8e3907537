"""A tally written as labels and numbers, the way a clerk or a tester types it: "Tyre stock: 140. Sold: 57. Delivery
in: 80. Stock now?" -> ``(140 - 57) + 80``; "Budget: 1,500. Spent: 1,126. Remaining?" -> ``1,500 - 1,126``; "Mon:
140. Tue: 96. Wed: 203. Total?" -> ``(140 + 96) + 203``.

No story reader reads it: there is no verb, only each number's label, and the label says which way its number goes.
The first number is where the tally starts; a later label of taking ("sold", "spent", "used", "broken", "checked
in") takes its number away, one of adding ("new", "delivery", "added", "sign-ups") adds it, and what is left or held
now is asked ("Remaining?", "Stock now?", "How many seats are still free?"); what is still owed of an order is the
order less each part done ("Order: 400 tyres. Arrived: 372. Still owed?"). A total asked adds numbers of one kind
told side by side: days or weeks, one unit after each, or labels that share a word ("Week one: 37. Week two: 41.").

Anything else is None: a rate or a price in a label ("Kg per picker", "at 32.5 each": another calculation), a label
of neither kind where the rest is asked, a number that no label holds, units that differ, a question that is more
than a few words or names a number.
"""
from __future__ import annotations

import re

from .notation import in_notation
from .numbers import CURRENCY, find_numbers
from .story_plans import Plan, Tree

# "Sold: 57", "Passengers checked in: 198 ", "Delivery in: 80 tyres": a label, a colon, a number, a unit, a stop
_ITEM = re.compile(rf"(?P<label>[A-Za-z][A-Za-z'\- ]{{0,40}}?)\s*:\s*[{CURRENCY}]?(?P<num>\d[\d,]*(?:\.\d+)?)"
                   r"(?:\s*(?P<unit>[A-Za-z]{1,12}))?\s*(?=[.;,\n]|$)")
_QUESTION = re.compile(r"(?:^|(?<=[.;\n!]))\s*([^.;\n?!]{1,80}\?)")

# which way a label moves the tally (data: the words people put before a colon)
_TAKEN = re.compile(r"\b(?:sold|spent|used|broken|broke|damaged|lost|gone|out|paid|paid\s+out|taken(?!\s+in\b)|booked|reserved"
                    r"|checked\s+in|withdrawn|withdrawals?|expenses?|costs?|given(?:\s+away)?|eaten|rejected|spoiled"
                    r"|wasted|quit|left|removed|shipped|dispatched|returned|refunds?|claimed|occupied|minus|less)\b",
                    re.IGNORECASE)
_ADDED = re.compile(r"\b(?:new|taken\s+in|took\s+in|added|adds|delivery|deliveries|delivered|in(?=\s*$)|arrived|arrivals?|received|sign-?ups|joined"
                    r"|joiners|bought|restock(?:ed)?|income|deposits?|deposited|plus|extra|more|topped\s+up|top-?up)\b",
                    re.IGNORECASE)
# part of an order or a goal done: what is still owed is the whole less it
_DONE = re.compile(r"\b(?:arrived|received|delivered|done|completed|finished|collected|paid|shipped|sent|filled|raised"
                   r"|saved|picked|read|sold|booked)\b", re.IGNORECASE)
_RATE = re.compile(r"\b(?:per|each|every|a\s+piece|apiece|rate|price|average|mean|@)\b|/|%", re.IGNORECASE)
_PERIODS = re.compile(r"^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday"
                      r"|sunday|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june"
                      r"|july|august|september|october|november|december|morning|afternoon|evening|night|today"
                      r"|yesterday|am|pm|q[1-4]|h[12])$", re.IGNORECASE)

_TOTAL_ASKED = re.compile(r"\b(?:total|altogether|all\s+together|in\s+all|combined|sum|overall|together)\b", re.IGNORECASE)
_NOW_ASKED = re.compile(r"\b(?:now|left|remaining|remains?|free|available|spare|still|balance|usable|unsold|unused"
                        r"|in\s+stock|on\s+hand|net)\b", re.IGNORECASE)
_OWED_ASKED = re.compile(r"\b(?:owed|outstanding|to\s+go|short|missing|to\s+come|still\s+(?:due|needed|to))\b",
                         re.IGNORECASE)
_MAX_QUESTION_WORDS = 10


def _label_words(label: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[A-Za-z']+", label)]


def tally(text: str) -> Plan | None:
    """The tally's plan (the module docstring), or None."""
    if len(text) > 400 or ":" not in text:
        return None
    asked = list(_QUESTION.finditer(text))
    if len(asked) != 1:
        return None
    q = asked[0]
    if re.search(r"\d", text[q.start(1):]) or len(q[1].split()) > _MAX_QUESTION_WORDS:
        return None  # (an aside after the question, "Invoice 8812.", is blanked as an identifier before the readers)
    told = text[:q.start(1)]
    items = list(_ITEM.finditer(told))
    numbers, names = [], []  # a number inside a label names it, set apart ("Round one points: 45")
    for n in find_numbers(told):
        if not in_notation(told, n.start, n.end) and n.text.strip():
            labelled = any(m.start("label") <= n.start < m.end("label") for m in items)
            (names if labelled else numbers).append(n)
    if len(items) < 2 or len(items) > 5 or len(numbers) != len(items):
        return None
    if any(n.start != m.start("num") or not n.text[0].isdigit() for n, m in zip(numbers, items)):
        return None  # a number that no label holds ("45 at 32.5 GB each"), or one written as a word
    labels = [m["label"].strip() for m in items]
    if any(_RATE.search(label) or _RATE.search(m["unit"] or "") for label, m in zip(labels, items)):
        return None  # "Kg per picker: 23.5": a rate, another calculation
    units = {m["unit"].lower().rstrip("s") for m in items if m["unit"]}
    if len(units) > 1:
        return None  # "Hut altitude: 2,870 m. Bunks: 32.": other things
    question, asks = q[1], "left"
    if _OWED_ASKED.search(question):
        if _TAKEN.search(labels[0]) or not all(_DONE.search(label) for label in labels[1:]):
            return None
        signs = [-1] * (len(items) - 1)
    elif _TOTAL_ASKED.search(question) and not _NOW_ASKED.search(question):
        if any(_TAKEN.search(label) for label in labels) or not _one_kind(labels, items):
            return None
        signs, asks = [1] * (len(items) - 1), "total"
    elif _NOW_ASKED.search(question):
        if _TAKEN.search(labels[0]) or _ADDED.search(labels[0]):
            return None  # the first number is where the tally starts
        signs = []
        for label in labels[1:]:
            taken, added = bool(_TAKEN.search(label)), bool(_ADDED.search(_TAKEN.sub(" ", label)))  # ("checked in")
            if taken == added:
                return None  # a label of neither kind, or of both: which way it goes is not told
            signs.append(-1 if taken else 1)
        if signs[-1] > 0 and _TOTAL_ASKED.search(question):
            asks = "total"  # "Total now?" after an addition last, as the other totals
    else:
        return None
    plan = Plan(_signed(signs), (*numbers, *names), asks, "", apart=frozenset(range(len(numbers), len(numbers) + len(names))))
    value = plan.value
    return plan if value is not None and value > 0 else None


def _signed(signs: list[int]) -> Tree:
    """``x0 ± x1 ± ...`` from the left, one sign per number after the first."""
    tree: Tree = ("x", 0)
    for i, sign in enumerate(signs, 1):
        tree = ("add" if sign > 0 else "sub", (tree, ("x", i)))
    return tree


def _one_kind(labels: list[str], items: list[re.Match]) -> bool:
    """Whether the numbers are of one kind, told side by side: each label a day, a month or a part of the day; each
    number with the same unit after it, or none with a unit (kinds of one thing counted: "Mantel: 14. Cuckoo: 9."); or
    labels that share a word ("Week one", "Week two"). A unit after some numbers and not others is other things ("Age:
    34. Weight: 80 kg.")."""
    if all(_PERIODS.match(label) for label in labels):
        return True
    if all(m["unit"] for m in items) or not any(m["unit"] for m in items):
        return True  # one unit after each (checked by the caller), or none: "Mantel: 14. Cuckoo: 9. Total?"
    shared = set(_label_words(labels[0]))
    for label in labels[1:]:
        shared &= set(_label_words(label))
    return bool(shared)
