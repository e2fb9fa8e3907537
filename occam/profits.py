"""A profit: what the sales brought in less what the seller spent. "Diego sold 45 cups of lemonade at $0.75 each. He
had spent $9.60 on lemons and sugar. What was his profit?" -> ``(45 * 0.75) - 9.60``.

MultiArith asks this often; the story reader (:func:`occam.story_plans.plan`) leaves a profit unread, since "profit"
names no operation of its words. :func:`profit` reads it where the story is wholly of that form:

- the question asks the profit ("How much profit", "What was his profit?");
- the story's quantities make one product of money from a count sold and its price ("45 cups ... at $0.75 each",
  "sells the potatoes for 1.15 dollars per kg"): the sales;
- every other number is an amount of money the seller paid, each told with a verb of paying ("spent $9.60", "cost
  him $14.60", "bought 40 kg ... for 28 dollars"): the costs.

Anything else (a loss, a percentage, two prices, a cost per item) gets no plan.
"""
from __future__ import annotations

import re

from .numbers import find_numbers
from .questions import asked
from .story_plans import Plan, _quantities, _terms  # the story reader's own reading of quantities and terms
from .story_words import SELLING

# the profit asked: by its name, or as what was made after the costs ("what did I make after the fee?", "what did I
# clear?"); a bare "How much did she make?" may mean the takings
_PROFIT_ASKED = re.compile(r"\bprofit\b|\bclear(?:ed)?\b|\b(?:make|made|earn|earned|take\s+home|left\s+with)\b[^?]*\bafter\s+"
                           r"(?:the\s+|my\s+|our\s+|all\s+(?:the\s+)?)?(?:[a-z]+\s+)?(?:fees?|costs?|expenses|rent|hire|commission)\b",
                           re.IGNORECASE)
_NOT_READ = re.compile(r"\b(?:loss|percent|per\s+cent|each\s+(?:additional|extra)|per\s+(?:day|week|month)|a\s+(?:day|week|month)"
                       r"|average|than|twice|half)\b|%", re.IGNORECASE)
_PAID = re.compile(r"\b(?:spent|spends|spend|cost|costs|paid|pays|pay|bought|buys|buy|expenses?|supplies|fees?)\b", re.IGNORECASE)


def profit(text: str) -> Plan | None:
    """``sales - costs`` of a story that asks its profit (see the module's docstring), or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = find_numbers(text)
    if (at < 0 or not _PROFIT_ASKED.search(request) or not 3 <= len(numbers) <= 4 or _NOT_READ.search(text)
            or any(n.start >= at for n in numbers) or any(not n.value > 0 for n in numbers)):
        return None
    terms = _terms(_quantities(text, numbers), text)
    if not terms or any(t.unit != "money" for t in terms):
        return None
    products = [t for t in terms if len(t.parts) == 2]
    if len(products) != 1 or len(terms) != len(numbers) - 1:
        return None  # one count times its price; every other number one amount of its own
    sales = products[0]
    if not any(SELLING.search(p.verbs) for p in sales.parts):
        return None
    costs = [t for t in terms if t is not sales]
    if not costs or not all(_PAID.search(t.parts[0].verbs) for t in costs):
        return None
    tree = sales.tree
    for t in costs:
        tree = ("sub", (tree, t.tree))
    found = Plan(tree, tuple(numbers), "total", "money")
    value = found.value
    return found if value is not None and value >= 0 else None


# a thing bought and sold again: "bought a bike for $120 and sold it for $95", "paid $40 for the lamp ... sold it for $65"
_BOUGHT_FOR = re.compile(r"\b(?:bought|buys|purchased|paid)\b[^.?!]*?\bfor\s+[$\u00a3\u20ac]?(?P<a>\d[\d,]*(?:\.\d+)?)\b"
                         r"|\bpaid\s+[$\u00a3\u20ac]?(?P<a2>\d[\d,]*(?:\.\d+)?)\s+for\b", re.IGNORECASE)
_SOLD_FOR = re.compile(r"\b(?:sold|sells|resold)\s+(?:it|them|the\s+[a-z]+|that)\s+(?:again\s+|later\s+|back\s+)?for\s+"
                       r"[$\u00a3\u20ac]?(?P<b>\d[\d,]*(?:\.\d+)?)\b", re.IGNORECASE)
_RESALE_ASKED = re.compile(r"^\W*(?:how\s+much\s+(?:money\s+)?(?:did|does|will|would)\s+(?:he|she|they|I|we|you|[A-Z][a-z]+)\s+"
                           r"(?P<v>lose|gain|make|earn)|what\s+(?:was|is)\s+(?:his|her|their|my|the)\s+(?P<n>loss|profit|gain))"
                           r"(?:\s+on\s+(?:it|them|the\s+[a-z]+))?\s*\?\s*$", re.IGNORECASE)


def resale(text: str) -> Plan | None:
    """What a thing bought and sold again lost or gained: "Ali bought a bike for $120 and sold it for $95. How much
    money did he lose?" -> ``120 - 95``; a gain or profit ``95 - 120`` the other way round. The text has these two
    numbers only, the question asks the loss or the gain in its own words, and the difference has the asked sign
    (a loss asked of a sale above the price is None)."""
    request = asked(text)
    at = text.rfind(request)
    q = _RESALE_ASKED.match(request)
    numbers = find_numbers(text)
    if at <= 0 or q is None or len(numbers) != 2:
        return None
    bought, sold = _BOUGHT_FOR.search(text, 0, at), _SOLD_FOR.search(text, 0, at)
    if bought is None or sold is None or sold.start() < bought.start():
        return None
    a = next((i for i, n in enumerate(numbers) if n.start == bought.start("a" if bought["a"] else "a2")), None)
    b = next((i for i, n in enumerate(numbers) if n.start == sold.start("b")), None)
    if a is None or b is None or a == b:
        return None
    loss = (q["v"] or q["n"]).lower() == "lose" or (q["n"] or "").lower() == "loss"
    tree = ("sub", (("x", a), ("x", b))) if loss else ("sub", (("x", b), ("x", a)))
    found = Plan(tree, tuple(numbers), "step", "")
    value = found.value
    return found if value is not None and value > 0 else None


# what the sales brought in, told as one amount: "the bake sale brought in $312", "we took in 1,250 at the fair"
_TAKEN_IN = re.compile(r"\b(?:brought\s+in|brings\s+in|took\s+in|takes\s+in|raised|raises|made|makes|earned|earns"
                       r"|collected|collects|grossed|sales\s+(?:were|was|of|came\s+to|totall?ed)|revenue\s+(?:was|of))\s+"
                       r"(?:(?:about|around|exactly|a\s+total\s+of)\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)
_SPENT_ON = re.compile(r"\b(?:spent|spends|spend|paid|pays|pay|costs?|cost\s+(?:us|them|him|her|me)|expenses\s+(?:were|was|of"
                       r"|came\s+to|totall?ed))\s+(?:(?:about|around|exactly|another)\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)
_TAKINGS_ASKED = re.compile(r"^\W*(?:(?:so\s+)?what\s+(?:is|was|'s)\s+(?:our|my|his|her|their|the)\s+(?:total\s+)?profit"
                            r"|how\s+much\s+(?:profit|money)\s+did\s+(?:we|I|he|she|they|it|the\s+[a-z]+(?:\s+[a-z]+)?)\s+make"
                            r"|how\s+much\s+profit\s+(?:is|was)\s+(?:that|there|made))\b[^?]*\?\s*$", re.IGNORECASE)


def taken_profit(text: str) -> Plan | None:
    """The profit of sales told as one amount, less one amount spent: "The bake sale brought in $312 and we spent $87
    on ingredients. What was our profit?" -> ``312 - 87``. The text has these two numbers only, money both, the first
    told with a verb of taking in, the second with one of paying, and the question asks the profit (or the money
    made, after a sale); a loss is None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = find_numbers(text)
    if at <= 0 or len(numbers) != 2 or any(n.start >= at for n in numbers) or _NOT_READ.search(text):
        return None
    if not _TAKINGS_ASKED.match(request) or (not _PROFIT_ASKED.search(request) and not re.search(r"\bsale\b|\bsold\b", text, re.IGNORECASE)):
        return None
    taken, spent = numbers
    if not (_TAKEN_IN.search(text, max(0, taken.start - 40), taken.start)
            and _SPENT_ON.search(text, max(0, spent.start - 40), spent.start)):
        return None
    found = Plan(("sub", (("x", 0), ("x", 1))), tuple(numbers), "step", "")
    value = found.value
    return found if value is not None and value >= 0 else None
