"""A bill and what is added to it, shared evenly by a number of people: "pizza bill was 120 plus 24 for drinks, we're
splitting it between 4 of us. how much each?" -> ``(120 + 24) / 4``; "our group of 9 had a bill of 243, plus we left
a 36 dollar tip, splitting evenly - how much each?" -> ``(243 + 36) / 9``; "the bill is 84 and we're adding a 16
dollar tip, then splitting it 5 ways. what does each person pay".

People ask it in chat as often as any one-step sum, and no story reader reads it: the sum is of amounts, the
division by a count of people, and the story has one number more than a one-step question. The text tells one to
three amounts added together ("plus", "and", "a tip of"), one count of the people sharing ("between 4 of us", "5
ways", "our group of 9", "the 6 of us", "among 3 friends"), a word of sharing ("split", "share", "divide", "evenly"),
and asks for each one's part ("how much each", "per person", "what does each person pay"). A price of each, a count
of things, a percent tip, money taken off, or someone counted apart from the count ("me and 3 friends", "Marco and his
4 friends") is None:
those are other calculations, or the count of people is not written.
"""
from __future__ import annotations

import re

from .numbers import find_numbers
from .story_plans import Plan, left_sum

# the count of the people sharing, matched where the number starts ("between" before it, "ways" after it)
_COUNT_BEFORE = re.compile(r"\b(?:between|among|amongst|by|group\s+of|party\s+of|table\s+of)\s+(?:the\s+)?$",
                           re.IGNORECASE)
_COUNT_AFTER = re.compile(r"\s*(?:ways?\b|of\s+us\b|(?:people|persons|friends|guys|adults|roommates|coworkers"
                          r"|colleagues|players|kids|members|of\s+them)\b)", re.IGNORECASE)
_SHARED = re.compile(r"\b(?:split\w*|shar(?:e|es|ed|ing)|divid\w*|divvy\w*|evenly|equally)\b", re.IGNORECASE)
_EACH_ASKED = re.compile(r"\b(?:how\s+much|what)\b[^.!?]{0,40}\b(?:each|apiece|per\s+(?:person|head)|a\s+(?:head|person)"
                         r"|everyone|every\s+one|each\s+person|each\s+of\s+us)\b|\b(?:each|per\s+person|per\s+head"
                         r"|a\s+head)\s*\??\s*$", re.IGNORECASE)
_BILL = re.compile(r"\b(?:bill|check|cheque|tab|total|tip|fee|rent|deposit|cabin|airbnb|villa|booking|dinner|lunch|meal|order|came\s+to|cost|paid|pizza|drinks"
                   r"|dollars?|bucks|euros?|pounds?)\b|[$€£]", re.IGNORECASE)
# another calculation than a sum shared: a price of each, a percent, money off, the asker counted apart, a profit
# (what came in less what went out: "revenue was 9,860.40 and its costs were 4,120.40. The profit is split ...")
_OTHER = re.compile(r"%|\b(?:percent|profits?|revenues?|expenses|includ\w*|each\s+(?:cost|costs|costing|priced)|apiece\s+and|per\s+(?:item|pizza|drink|plate|night"
                    r"|hour|day|week|month)|a\s+(?:piece|night|day|week|month|year)|at\s+[$€£]?\d|times|twice|half|minus"
                    r"|less|off|discount|coupon|refund|back|owe[sd]?\s+\d|already\s+paid|me\s+and|and\s+me"
                    r"|had\s+[$€£]?\d|what\s+(?:was|is|'s)\s+left|left\s+over|leftover|the\s+rest|remaining|remainder"
                    r"|with\s+me|and\s+I\b|including\s+me|plus\s+me|myself|except|besides"
                    r"|(?:and|with)\s+(?:his|her|their|my|our)\s+(?:\w+\s+)?(?:friends|family|kids|children|sons|daughters"
                    r"|brothers|sisters|roommates|coworkers|colleagues|cousins|parents|teammates))\b", re.IGNORECASE)
_ADDED_BEFORE = re.compile(r"(?:\b(?:plus|and|adding|added|add|with|another|extra|tip\s+of|left|leaving|leave|for)\b"
                           r"|[,;])[^.!?\d]{0,30}$", re.IGNORECASE)  # (a list: "$310, the boat is $45")


# what an amount may be followed by: a currency's name, a joining word, punctuation ("120 plus", "a 36 dollar tip",
# "243, plus"); a noun of things ("3 pizzas") makes the number a count, not an amount of money
_AMOUNT_AFTER = re.compile(r"\s*(?:$|[^\w\s]|(?:[a-z]+\s+)?(?:fee|fare|charge|deposit|bill|tab|check|tip)\b|(?:dollars?|bucks|euros?|pounds?|usd|eur|gbp|plus|and|for|on|in|tip|bill|total"
                           r"|with|including|to|so|but|then|we|we're|we\s+are|which|split\w*|shar\w*|divid\w*|between"
                           r"|among|after|before|now)\b)", re.IGNORECASE)


# what each sharer adds on their own: "and each person also added a 5 tip", "each of us left $3"
_EACH_ADDED = re.compile(r"\beach\s+(?:(?:person|of\s+us|one|of\s+them|friend|guest)\s+)?(?:also\s+|then\s+)?(?:added|adds|paid|pays"
                         r"|left|leaves|threw\s+in|throws\s+in|chipped\s+in|chips\s+in|put\s+in|puts\s+in|chucked\s+in"
                         r"|chucks\s+in|tossed\s+in|tosses\s+in|kicked\s+in|kicks\s+in|gave|gives|tipped"
                         r"|tips)\s+(?:in\s+)?(?:an?\s+(?:extra\s+)?)?[$\u20ac\u00a3]?$", re.IGNORECASE)


_TAKEN_BEFORE = re.compile(r"\b(?:spent|spends|spend|bought|buys|lost|loses|used|uses|gave|gives|paid\s+for|pays\s+for"
                           r"|took\s+out|withdrew)\b[^.!?\d]*$", re.IGNORECASE)


def _is_count(text: str, start: int, end: int) -> bool:
    return bool(_COUNT_BEFORE.search(text, max(0, start - 20), start) or _COUNT_AFTER.match(text, end))


def split_bill(text: str) -> Plan | None:
    """``(bill + added ...) / people``: a sum shared evenly by a written count of people (the module docstring), or
    None."""
    if len(text) > 400 or not _SHARED.search(text) or not _BILL.search(text):
        return None
    asked = list(_EACH_ASKED.finditer(text))
    numbers = find_numbers(text)
    if not asked or not 3 <= len(numbers) <= 4 or any(not n.value > 0 for n in numbers):
        return None
    if any(n.start >= asked[-1].start() and not _is_count(text, n.start, n.end) for n in numbers):
        return None  # an amount told after the question is another story
    counts = [i for i, n in enumerate(numbers) if _is_count(text, n.start, n.end)]
    if len(counts) != 1:
        return None
    people = numbers[counts[0]]
    if people.value != int(people.value) or people.value < 2 or _OTHER.search(text):
        return None
    amounts = [i for i in range(len(numbers)) if i != counts[0]]
    if not all(_AMOUNT_AFTER.match(text, numbers[i].end) for i in amounts):
        return None  # "3 pizzas for 45": a count of things is no amount of the bill
    if len(amounts) == 2 and amounts[1] > counts[0] and _EACH_ADDED.search(
            text, max(0, numbers[amounts[1]].start - 50), numbers[amounts[1]].start):
        # "split a 150 dinner bill between 6 of us and each person also added a 5 tip": each one's share and tip
        plan = Plan(("add", (("div", (("x", amounts[0]), ("x", counts[0]))), ("x", amounts[1]))), tuple(numbers), "share",
                    "money")
        return plan if plan.value is not None else None
    for i in amounts[1:]:  # every later amount added to the bill: "plus 24 for drinks", "a 36 dollar tip"
        n = numbers[i]
        if not _ADDED_BEFORE.search(text, max(0, n.start - 40), n.start) or _TAKEN_BEFORE.search(
                text, max(0, n.start - 30), n.start):
            return None  # ("had $45.50 and spent $8.30 ... splits the money she has left": taken off, never added)
    plan = Plan(("div", (left_sum([("x", i) for i in amounts]), ("x", counts[0]))), tuple(numbers), "share", "money")
    return plan if plan.value is not None else None
