"""A count or a price of each found from a total that a fixed amount and so much each make up: "A plumber charges a
$40 call-out fee plus $35 per hour. One job cost $180. How many hours did the plumber work?" -> ``(180 - 40) / 35``.

The total ``T`` is a fixed part ``F`` and ``n`` times an amount each ``d``: ``T = F + n d``. Either the amount each is
told and the count asked (a rate "per hour", "each week", "a minute", a price "at $2.50 each"; the question asks
"how many hours", "after how many weeks", "how many pens"), or the count of like things is told and the amount
each asked ("3 jackets that all cost the same ... What was the price of one jacket?", "4 bags with the same number
of marbles in each ... How many marbles are in each bag?"). Either way the answer is ``(T - F) / d`` with ``T`` the
largest of the three numbers.

``F`` must be a part added to the ``n d`` or what was left of ``T``: a fee, a bonus or something bought beside
("plus $40", "a $50 weekly bonus", "and a ruler for $1.75"), what is had already ("She already has $45", "has
read 175 pages"), what was left ("had $38 left"), and the text has just these three numbers. A count asked must
come out whole. Discounts, coupons, "all but", taxes, a second rate or anything compared is None.
"""
from __future__ import annotations

import re

from .asides import same_noun, thing_words
from .notation import quantities
from .questions import asked
from .plan_words import GIVEN_TO
from .story_plans import Plan

_NOT_THIS = re.compile(r"\b(?:all\s+but|coupon|discount|off|tax|tip|refund|minus|lost|fewer|less|more\s+than|times|twice"
                       r"|half|double|percent|each\s+of|every\s+other|than|instead|except|after\s+paying|paid\s+back"
                       r"|left\s+over\s+from|per\s+cent|gave|give|together|combined|combine[sd]?"
                       r"|pool(?:s|ed|ing)?(?=\s+(?:their|our|all|them|it|everything|together))"
                       r"|all\s+(?:of\s+)?their)\b|%",
                       re.IGNORECASE)  # "pour all their marbles together and split them into 7 equal bags", "They pool
# their marbles": a share of a sum
# a gift to the story's holder: "her grandmother gave her $15" (plan_words.GIVEN_TO, the number after it)
_GIVEN_HOLDER = re.compile(GIVEN_TO.pattern.removesuffix("$"), re.IGNORECASE)
# the amount in each of a told count of containers asked: "How many pens are in each pack?"
_IN_EACH_ASKED = re.compile(r"\b(?:in|on|inside)\s+each\s+[a-z]+", re.IGNORECASE)
# the fixed part: added to the amounts each, had already, or left
_FIXED_BEFORE = re.compile(r"(?:\bplus|\band\s+(?:a|an|one)\s+(?:[a-z-]+\s+){1,2}(?:for|at|costing|of)|\b(?:on|in)\s+an?|\balready\s+(?:has|had|have"
                           r"|contains|holds|saved|read|walked|collected)|\bhas\s+read|\bhad\s+read|\bhas\s+already\s+\w+"
                           r"|\bstarts?\s+with|\bhas|\bhad|\bcharges?|\bwith|\b(?:fee|charge)\s+of|\b(?:gave|gives)\s+(?:her|him|them|me|us))"
                           r"\s+(?:a\s+|an\s+)?\$?£?€?$", re.IGNORECASE)
_FIXED_AFTER = re.compile(r"\s*(?:dollars?\s+|pounds?\s+|euros?\s+)?(?:(?:[a-z-]+\s+){0,2}(?:fee|bonus|charge)\b|left\b|free\b"
                          r"|(?:for\s+(?:a|the)\s+[a-z-]+(?:\s+[a-z-]+)?\s+)?plus\b"  # "18 dollars plus 7.50 for each hour"
                          r"|(?:[a-z]+\s+)?loose\b|(?:[a-z]+\s+)?in\s+it\b|(?:[a-z]+\s+)?(?:saved|already)\b"
                          r"|for\s+(?:the\s+)?(?:shipping|delivery|postage|handling|installation|setup|service)\b)",
                          re.IGNORECASE)
# the total: what was spent, paid, earned, reached, held or had, or a sum "in all"
_TOTAL_BEFORE = re.compile(r"\b(?:spent|spends|paid|pays|cost|costs|earned|earns|made|makes|budget(?:\s+is)?(?:\s+exactly)?"
                           r"|reach|have|has|had|holds?|hold|contains?|(?:altogether|in\s+all|in\s+total),?\s+(?:[a-z]+\s+){1,2}?[a-z]+s"
                           r"|ended\s+up\s+with|ends\s+up\s+with|finished\s+with|total\s+(?:[a-z]+\s+)?(?:of|is|was|were)|(?:bill|charge|price)\s+(?:for\s+(?:[a-z]+\s+){1,3}?)?(?:is|was"
                           r"|came\s+to)|came\s+to|comes\s+to)\s+(?:a\s+total\s+of\s+|exactly\s+)?(?:\$|£|€)?\s*$", re.IGNORECASE)
_TOTAL_AFTER = re.compile(r"(?:\s+[a-z]+)?\s+(?:in\s+all|in\s+total|altogether)\b|-(?:page|piece|mile|km|metre|meter)\b",
                          re.IGNORECASE)
_RATE_AFTER = re.compile(r"\s*(?:(?!(?:and|or|each|per|a|an)\b)[a-z]+\s+){0,2}?(?:per|each|every|a|an)\s+(?!(?:and|or|but|the|a|an|to|for|in|on|at|with|so|then)\b)([a-z]+)\b|\s*(?:dollars?\s+|pounds?\s+)?(each)\b",
                         re.IGNORECASE)
# the largest number with another added straight after it: "£585 in labour plus £45", "$120 and another $30"
_PLUS_AFTER_TOTAL = re.compile(r"\s*(?:[a-z]+\s+){0,3}?(?:plus|\+|and\s+(?:another|also|then)?)\s*(?:an?\s+)?[$\u00a3\u20ac]?",
                               re.IGNORECASE)
_COUNT_ASKED = re.compile(r"^\W*(?:after\s+)?how\s+many\s+(?:more\s+)?([a-z]+)", re.IGNORECASE)
_EACH_ASKED = re.compile(r"\b(?:each|one|a\s+single|per|every)\s+([a-z]+)\b", re.IGNORECASE)
_SAME = re.compile(r"\b(?:the\s+same|identical|equal|equally|each)\b", re.IGNORECASE)
# a count that may be a part of one: hours of driving, not weeks of saving $25 a week (9.2 of them is 10 to have enough)
_FRACTIONAL = frozenset({"hour", "minute", "second"})
_TIME = {"hour", "minute", "day", "week", "month", "year", "second"}


def _stem(word: str) -> str:
    word = word.lower()
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if re.search(r"(?:ch|sh|ss|x|z)es$", word):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 3 else word


def like_nouns(a: str, b: str) -> bool:
    """Whether two words name one unit or thing: the same noun (:func:`occam.asides.same_noun`: "movies" and
    "movie") or one stem the start of the other, both longer than three letters ("hour" and "hourly")."""
    if same_noun(a, b):
        return True
    a, b = _stem(a), _stem(b)
    return len(a) > 3 and len(b) > 3 and (a.startswith(b) or b.startswith(a))


def linear_total(text: str) -> Plan | None:
    """``(T - F) / d`` for a total made of a fixed part and like amounts (see the module docstring), or None."""
    if len(text) > 400 or _NOT_THIS.search(_GIVEN_HOLDER.sub(" ", text)):
        return None  # (a gift to the story's holder is a fixed part: "and then her grandmother gave her $15")
    request = asked(text)
    at = text.rfind(request)
    if at <= 0:
        return None
    numbers = [n for n in quantities(text)  # "the price of one jacket", "his bill for one job": no number of the story
               if n.text.lower() != "one"]
    if len(numbers) != 3 or any(n.value <= 0 for n in numbers):
        return None
    how = re.search(r"\b(?:how|what)\b", request, re.IGNORECASE)
    total = max(numbers, key=lambda n: n.value)
    if how is None or any(n.start >= at + how.start() and not (n is total and _TOTAL_BEFORE.search(
            text, max(0, n.start - 40), n.start)) for n in numbers):
        return None  # a number in the question itself, after its "how" (but the total: "to reach $177?")
    count = _COUNT_ASKED.match(request[how.start() - (6 if request[:how.start()].lower().endswith("after ") else 0):])
    if _EACH_ASKED.search(request):
        count = None  # "How many marbles are in each bag?": the amount each
    if sum(n.value == total.value for n in numbers) > 1:
        return None
    rest = [n for n in numbers if n is not total]
    if count is not None:  # the count asked: the amount each is a rate or a price each of what is counted
        unit = count[1]
        each = [n for n in rest if _rate_of(text, n, unit)]
        if re.search(rf"\b\d[\d,.]*\s+(?!(?:per|each|every|a|an)\b)(?:[a-z]+\s+)?{re.escape(_stem(unit))}", text[:at], re.IGNORECASE):
            return None  # a count of what is asked is told
        if _stem(unit) not in _TIME and not _SAME.search(text) and not re.search(r"\beach\b|\bper\b", text, re.IGNORECASE):
            return None
    else:  # the amount each asked of a told count of like things
        what = _EACH_ASKED.search(request)
        priced_one = re.search(r"\b(?:price|cost)\s+of\s+(?:one|each|a\s+single)\b", request, re.IGNORECASE)
        counted = what is not None and re.search(rf"\b\d+\s+(?:full\s+|whole\s+|large\s+|small\s+|big\s+)?{re.escape(_stem(what[1]))}",
                                                 text[:at], re.IGNORECASE)  # "6 full boxes of pens"
        if what is None or not (_SAME.search(text[:at]) or priced_one or counted and _IN_EACH_ASKED.search(request)) or not re.match(r"\W*(?:what|how\s+(?:much|many))\b", request,
                                                                        re.IGNORECASE):
            return None
        each = [n for n in rest if re.match(rf"\s+(?:[a-z]+\s+)?{re.escape(_stem(what[1])[:4])}", text[n.end:],
                                            re.IGNORECASE) and n.value == int(n.value)]
    if len(each) != 1:
        return None
    d = each[0]
    fixed = next(n for n in rest if n is not d)
    if not (_FIXED_BEFORE.search(text, max(0, fixed.start - 60), fixed.start) or _FIXED_AFTER.match(text, fixed.end)):
        return None
    if _GIVEN_HOLDER.search(text, max(0, fixed.start - 60), fixed.start) and total.start < fixed.start:
        return None  # "had 3.75 pounds ... His teacher gave him 2.25 more": a gift after the start adds to it
    told, part = thing_words(text, total.end), thing_words(text, fixed.end)
    if told and part and not (any(like_nouns(told[-1], w) for w in part) or any(like_nouns(part[-1], w) for w in told)):
        return None  # "64 toy cars ... He also has 10 toy trucks.": another thing, no part of the total
    if (total.value <= fixed.value or not (_TOTAL_BEFORE.search(text, max(0, total.start - 40), total.start)
                                           or _TOTAL_AFTER.match(text, total.end))
            or re.match(r"\s*(?:[a-z]+\s+)?(?:left|remaining|over|to\s+spare)\b", text[total.end:], re.IGNORECASE)):
        return None  # the largest number is no total told ("a pizza for $18.75")
    if total.start < fixed.start and _PLUS_AFTER_TOTAL.fullmatch(text, total.end, fixed.start):
        return None  # "cost £585 in labour plus £45 for packing": the largest is one part, the other added to it
    order = sorted(numbers, key=lambda n: n.start)
    leaf = {id(n): ("x", j) for j, n in enumerate(order)}
    tree = ("div", (("sub", (leaf[id(total)], leaf[id(fixed)])), leaf[id(d)]))
    result = Plan(tree, tuple(order), "unknown", "")
    value = result.value
    if value is None or value <= 0 or (count is not None and _stem(count[1]) not in _FRACTIONAL
                                       and abs(value - round(value)) > 1e-9):
        return None  # a count that is not whole: rounded up or down, the words do not say (4.5 hours is a time)
    return result


def _rate_of(text: str, n, unit: str) -> bool:
    """Whether the number ``n`` is so much per ``unit`` (the unit the question counts): "$35 per hour", "$12 each
    week", "25 litres a minute", "pens at $2.50 each" (the things counted before "at"), "Tickets cost 8 dollars
    each"."""
    m = _RATE_AFTER.match(text, n.end)
    if m is None:
        return False
    if m[1] and m[1].lower() not in ("each",):
        return like_nouns(m[1], unit)
    before = text[max(0, n.start - 80):n.start]
    return bool(re.search(rf"\b{re.escape(_stem(unit)[:4])}\w*\s+(?:at|cost|costs|for|are|were|was|is|sell\s+for)\s+"
                          r"(?:\$|£|€)?\s*$|\b" + re.escape(_stem(unit)[:4]) + r"\w*\s+(?:cost|costs|are|were)\s+\w*\s*(?:\$|£|€)?\s*$",
                          before, re.IGNORECASE))
