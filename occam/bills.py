"""A bill of things bought or sold at a price: counts at a price of each, and single things at their price, totalled
("posted 7 parcels at 4.35 each and a letter at 1.10, how much did the post office take off me" -> ``7 * 4.35 +
1.10``), taken from the note paid with ("3 popcorns at 6.75 and 2 drinks at 3.40, i paid with a 30 how much change"
-> ``30 - (3 * 6.75 + 2 * 3.40)``), or shared by the people paying ("4 pizzas at 11.50 each, split 5 ways").

People write a bill as a list more often than as a story: "12 bags of clay at $18.75 a bag, plus one glaze kit for
$46.20. What was the total bill?" has no verb of buying for each line, and the story readers, which place a price by
its verb, read none of it. Every number of the text must have exactly one of these roles:

- a count at a price: "7 parcels at 4.35 each", "0.35 kg of cheddar at 24 a kg", "28 burritos at 8.50" (a count, up
  to four words of its thing, "at" or "@", a price of each: money, or "each", "a kg", "per litre" after it);
- one thing at its price: "a letter at 1.10", "one glaze kit for $46.20", "a popcorn costing $7.90", "a jar of
  chutney 4.60" (money: a currency sign, or two decimals);
- the note paid with ("paid with a 30", "from my 40", "handed over a $50 note"), and then the change or what is left is
  asked;
- the count of people sharing ("split 5 ways", "the 4 of us"), and then each one's part is asked.

Anything else is None: a number with another role (a time, a discount, a refund, a percent, a second note), a price
that is no money ("at 60 km/h"), a question of another thing than the bill's total, change or share, fewer than two
lines where nothing is paid or shared."""
from __future__ import annotations

import re

from .notation import in_notation
from .numbers import CURRENCY, Number, find_numbers, money_sign_before
from .questions import asked
from .story_plans import Plan, Tree, left_sum
from .story_words import SELLING

_C = f"[{CURRENCY}]"
_THING = r"(?:[a-z][a-z'\-]*\s+){0,4}?"  # up to four words of a thing: "bags of stoneware clay"
# between a count and its price of each
_AT = re.compile(rf"^\s+{_THING}(at|@|for)\s*{_C}?$", re.IGNORECASE)  # ("3 shirts for $45": the three's price, unless
# "each" follows)
# after a price: "each", "apiece", "a bag", "per litre", "/kg"
_EACH = re.compile(r"\s*(?:each|apiece|a\s+piece|(?:a|an|per)\s+(?!day|night|week|month|year|hour|minute)[a-z]+|/\s*[a-z]+)\b",
                   re.IGNORECASE)
# before one thing's price: "a letter at", "one glaze starter kit for", "a large popcorn costing", "a jar of chutney"
_ONE = re.compile(rf"\b(?:a|an|one)\s+{_THING}(?:at|@|for|costing|priced\s+at|which\s+(?:was|cost))?\s*{_C}?$",
                  re.IGNORECASE)
_PAID_WITH = re.compile(rf"\b(?:paid|pay|paying|pays)\s+(?:with|using)\s+(?:a|an|one)?\s*{_C}?$"
                        rf"|\b(?:from|out\s+of)\s+(?:my|a|an|the|her|his|our|their)\s+{_C}?$"
                        rf"|\b(?:handed\s+over|gave\s+(?:the\s+[a-z]+\s+|them\s+|him\s+|her\s+)?)\s*(?:a|an|one)?\s*{_C}?$",
                        re.IGNORECASE)
_NOTE_AFTER = re.compile(r"\s*(?:note|bill)\b", re.IGNORECASE)
_SHARED_BY = re.compile(r"^\s*ways\b|^\s+of\s+us\b", re.IGNORECASE)
_SHARING = re.compile(r"\b(?:split|share|shared|sharing|divide|divided|between)\b", re.IGNORECASE)
_MONEY_WORD = re.compile(r"\b(?:cost|costs|spend|spent|pay|paid|owe|bill|total|take|took|make|made|earn|earned|charge"
                         r"|charged|change|price|money|all\s+up|come\s+to|came\s+to)\b|" + _C, re.IGNORECASE)
_CHANGE_ASKED = re.compile(r"\b(?:change|left|remain\w*|back)\b", re.IGNORECASE)
_EACH_ASKED = re.compile(r"\b(?:each|apiece|per\s+person|a\s+head)\b", re.IGNORECASE)
_MY_PART_ASKED = re.compile(r"\b(?:i|we)\s+(?:each\s+)?(?:owe|pay|put\s+in)\b", re.IGNORECASE)  # after a split: one's part
_TOTAL_ASKED = re.compile(r"\b(?:how\s+much|what|whats|what's)\b", re.IGNORECASE)
# another calculation than a bill's: money off, a refund, a percent, a time, a rate of a period, a second person's part
_OTHER = re.compile(r"%|\d\s*off\b|\b(?:percent|discount\w*|cheaper|refund\w*|returned|sale|coupon|voucher|tip|tax|vat|deposit"
                    r"|for\s+(?:each|every)|each\s+of|already|saved|save|profit|loss|off\s+(?:the|each|every|all|per|its|their|it|them)|each\s+day|per\s+day|a\s+day|nights?|hours?|hrs?|days|weeks?"
                    r"|months?|years?|times|twice|half|double|more|less|fewer|than|pm|am|o'?clock|minutes?)\b", re.IGNORECASE)


# a cost told beside a sale ("paid a stall fee of £38", "the pitch cost £20")
_A_COST = re.compile(r"\b(?:fees?|paid|pays?|spent|spends?|costs?|rent|hire|commission|charged?)\b", re.IGNORECASE)


def bill(text: str) -> Plan | None:
    """The bill's plan (the module docstring), or None."""
    if len(text) > 500 or _OTHER.search(text):
        return None
    if SELLING.search(text) and _A_COST.search(text):
        return None  # "sold 45 soaps at £5 each and paid a stall fee of £38": a cost of the sale, taken off, no line
    numbers = [n for n in find_numbers(text) if n.text.strip() and not in_notation(text, n.start, n.end)
               and n.text.lower() != "one"]  # ("one glaze kit for $46.20": an article, one thing priced)
    if not 2 <= len(numbers) <= 8 or any(not n.value > 0 for n in numbers):
        return None
    lines: list[Tree] = []
    paid = shared = None
    i = 0
    while i < len(numbers):
        n = numbers[i]
        before = text[:n.start]
        nxt = numbers[i + 1] if i + 1 < len(numbers) else None
        gap = _AT.match(text[n.end:nxt.start]) if nxt is not None else None
        if gap is not None and (_EACH.match(text, nxt.end) if gap[1].lower() == "for" else _priced(text, nxt)):
            if not n.text[0].isdigit() and not n.value.is_integer():
                return None
            lines.append(("mul", (("x", i), ("x", i + 1))))
            i += 2
            continue
        if _PAID_WITH.search(before) or _NOTE_AFTER.match(text, n.end):
            if paid is not None:
                return None
            paid = i
        elif _SHARED_BY.match(text[n.end:]) and n.value.is_integer():
            if shared is not None:
                return None
            shared = i
        elif _ONE.search(before) and _money(text, n):
            lines.append(("x", i))
        else:
            return None  # a number of another role: no bill of these alone
        i += 1
    if not any(t[0] == "mul" for t in lines) or len(lines) + (paid is not None) + (shared is not None) < 2:
        return None
    if paid is not None and shared is not None:
        return None
    request = asked(text)
    if not (_MONEY_WORD.search(text) or any(_money(text, n) for n in numbers)) or not _TOTAL_ASKED.search(request):
        return None
    total = left_sum(lines)
    if paid is not None:
        if not _CHANGE_ASKED.search(request):
            return None
        tree: Tree = ("sub", (("x", paid), total))
    elif shared is not None:
        if not (_SHARING.search(text) and (_EACH_ASKED.search(request) or _MY_PART_ASKED.search(request))):
            return None
        tree = ("div", (total, ("x", shared)))
    else:
        if _CHANGE_ASKED.search(request) or _EACH_ASKED.search(request):
            return None
        tree = total
    plan = Plan(tree, tuple(numbers), "total", "money")
    value = plan.value
    return plan if value is not None and value > 0 else None


def _priced(text: str, n: Number) -> bool:
    """Whether ``n`` is a price of each: money, or "each", "a kg", "per litre" after it."""
    return _money(text, n) or bool(_EACH.match(text, n.end))


def _money(text: str, n: Number) -> bool:
    """A currency sign before ``n``, or two decimals."""
    return money_sign_before(text, n) or n.decimals == 2
