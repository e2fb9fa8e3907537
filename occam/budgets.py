"""What is left of one period's pay once that period's costs are paid: "Lisa earns $640 a week. She spends $210 on rent
and $95 on food. How much does she have left?" -> ``640 - 210 - 95``; "Sofia's monthly take-home pay is $3,200. She
pays $950 rent and $410 in bills. How much remains?"; "I take home €2,850 a month. After €1,120 rent and €365 for
groceries, how much is left?".

The story reader sets a rate ("$640 a week") apart from amounts; here the costs, told with no period of their own,
are of the pay's period. The story tells the pay first (a verb or noun of pay and a period: "earns ... a week",
"monthly take-home pay", "salary of ... a month"), then one to three costs ("spends", "pays", "after ... rent"), every
number an amount of money, and asks what is left ("left", "remains", "save", "keep"). A cost with a period of its
own ("$30 a day"), a gain after the pay, or any other number is None.
"""
from __future__ import annotations

import re

from .numbers import Number, find_numbers, is_money
from .plan_words import RATE_PERIOD_AFTER
from .story_plans import Plan

_PAY_PERIODS = frozenset({"day", "week", "fortnight", "month", "year"})  # a pay's period (not "an hour": a rate)
_PAY_BEFORE = re.compile(r"\b(?:earns?|earned|makes?|made|takes?\s+home|took\s+home|brings?\s+home|gets?\s+paid|is\s+paid"
                         r"|income|salary|wages?|pay(?:check)?|take[-\s]home(?:\s+pay)?)\b[^.!?\d]{0,30}$", re.IGNORECASE)
_PERIOD_ADJECTIVE = re.compile(r"\b(?:daily|weekly|fortnightly|monthly|yearly|annual)\b", re.IGNORECASE)
_COST_BEFORE = re.compile(r"(?:\b(?:spends?|spent|pays?|paid|after|costs?|goes?\s+(?:on|to)|and|plus)\b[^.!?\d]{0,25}"
                          r"|,\s*[^\w\s]?\s?)$", re.IGNORECASE)  # (a list: "£800 for rent, £150 for the car")
# a cost named by what it pays, then its amount: "rent is $1,200 and groceries were $230"
_COST_NAMED = re.compile(r"\b(?:rent|mortgage|groceries|food|bills?|utilities|electric(?:ity)?|gas|water|internet|wifi|phone"
                         r"|insurance|car\s+payment|loan|tuition|daycare|childcare|transport|fuel)\s+(?:is|was|are|were"
                         r"|came\s+to|comes\s+to|costs?|cost\s+me|takes|took)\s+(?:about\s+|around\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)
# one period's pay by its name: "my paycheck was $1,850"
_PAYCHECK = re.compile(r"\bpay(?:check|cheque|\s+packet)\b", re.IGNORECASE)
# a period the question asks of: "each week", "in a year", "over 3 months", "yearly"
_OTHER_PERIOD_ASKED = re.compile(r"\b(?:in|per|a|an|each|every|for|over|after)\s+(?:(?:a|one|(?P<count>\d+|two|three|four|five"
                                 r"|six|twelve))\s+)?(?:days?|weeks?|fortnights?|months?|years?)\b|\b(?:yearly|annually|weekly"
                                 r"|monthly|daily)\b", re.IGNORECASE)
_ADJECTIVE_PERIOD = {"daily": "day", "weekly": "week", "fortnightly": "fortnight", "monthly": "month", "yearly": "year",
                     "annual": "year", "annually": "year"}
_HOW_MUCH = re.compile(r"\b(?:how\s+much|what)\b", re.IGNORECASE)
_LEFT_ASKED = re.compile(r"\b(?:left|remains?|remaining|leftover|save|saves|saved|keep|keeps|kept)\b", re.IGNORECASE)
_OTHER = re.compile(r"\b(?:earns?\s+(?:another|more|extra)|bonus|tip|tips|refund|gift|got\s+back|more\s+than|less\s+than"
                    r"|times|twice|half|percent|each|per\s+(?:item|person)|%)", re.IGNORECASE)


def _period_after(text: str, end: int) -> bool:
    """Whether a pay period follows the number ending at ``end``: "$640 a week", "€2,850 a month"."""
    m = RATE_PERIOD_AFTER.match(text, end)
    return m is not None and m["period"].lower() in _PAY_PERIODS and not m["plural"]


def _pay_period(text: str, pay: Number, line: str) -> str | None:
    """The period of the pay ``pay`` ("$640 a week": week; "monthly take-home pay": month), or None where none is told
    ("my paycheck was $1,850")."""
    if _period_after(text, pay.end):
        return RATE_PERIOD_AFTER.match(text, pay.end)["period"].lower()
    adjective = _PERIOD_ADJECTIVE.search(line)
    return _ADJECTIVE_PERIOD[adjective[0].lower()] if adjective else None


def budget_left(text: str) -> Plan | None:
    """``pay - cost - ...``: one period's pay less the costs told after it (see the module docstring), or None."""
    if len(text) > 400:
        return None
    numbers = find_numbers(text)
    asks = list(_HOW_MUCH.finditer(text))
    if not 2 <= len(numbers) <= 4 or not asks or any(n.start >= asks[-1].start() or not n.value > 0 for n in numbers):
        return None  # every number told before the question ("After €1,120 rent and €365 for groceries, how much ...")
    at = asks[-1].start()
    request = text[at:]
    if not _LEFT_ASKED.search(request) or not all(is_money(text, n) for n in numbers):
        return None
    pay, *costs = numbers
    line = text[max(0, pay.start - 60):pay.start]
    period = _pay_period(text, pay, line)
    if not _PAY_BEFORE.search(line) or period is None and not _PAYCHECK.search(line):
        return None  # the pay of a period: "earns $640 a week", "monthly take-home pay is $3,200", "my paycheck was"
    if (asked_period := _OTHER_PERIOD_ASKED.search(request)) is not None and not (
            asked_period["count"] is None and period is not None and asked_period[0].lower().rstrip("s").endswith(period)):
        return None  # "how much do I save in a year?" of a month's pay: a product, not this difference
    story = text[pay.end:at]
    if _OTHER.search(story):
        return None
    for cost in costs:
        before = (max(pay.end, cost.start - 40), cost.start)
        if not (_COST_BEFORE.search(text, *before) or _COST_NAMED.search(text, *before)) or _period_after(text, cost.end):
            return None  # a cost paid ("spends $210 on rent"), of the pay's period (none of its own)
    tree: tuple = ("x", 0)
    for i in range(1, len(numbers)):
        tree = ("sub", (tree, ("x", i)))
    plan = Plan(tree, tuple(numbers), "left", "money")
    value = plan.value
    return plan if value is not None and value >= 0 else None
