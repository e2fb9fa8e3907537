"""A price of each and how many are bought, told as people tell it: "Tickets for the match are €42 each and we're
buying 7 of them. What's the total cost?" -> ``7 * 42``.

The story readers place a count by the thing named after it; people leave it unsaid ("buying 7", "7 of them") and
price with "are" rather than "cost". :func:`priced_count` reads a story of exactly two numbers where one is money
priced each ("€42 each", "$3.50 apiece", "£2 a ticket") for a thing named before it, the other a count bought
("buying 7 of them", "we ordered 12", "I need 5 tickets") of that thing or of nothing named, and the question asks
what it all costs ("What's the total cost?", "How much will we pay?"), not each one's share, change or a saving.
"""
from __future__ import annotations

import re

from .abstention import unwritten_number
from .asides import thing_words, singulars
from .notation import is_reference
from .numbers import find_numbers, is_money, money_sign_before
from .questions import asked, numbers_told
from .story_plans import Plan

_EACH = re.compile(r"\s*(?:(?:dollars?|euros?|pounds?|cents?|rupees?|pesos?|yen|pence|bucks)\s+)?"
                   r"(?:to\s+(?:rent|hire|buy|book|make|print|ship|send|wash|clean|fix|repair)\s+)?"  # "3.75 to rent each one"
                   r"(?:each|apiece|a\s+piece|per\s+([a-z]+)|an?\s+([a-z]+))\b", re.IGNORECASE)
_PRICED_THING = re.compile(r"\b([a-z]+?)s?\s+(?:for\s+[a-z\s]{0,30}?)?(?:are|is|cost|costs|sell\s+for|go\s+for|were|was)"
                           r"\s+(?:only\s+|just\s+)?$|\bsells?\s+([a-z]+?)s?\s+(?:at|for)\s+$", re.IGNORECASE)
# the price of one thing, named with its article in the price's own clause: "A yoga mat costs €27.90", "One ticket is $12"
_ONE_PRICED = re.compile(r"(?:^|[.!?;]\s+|,\s+|\band\s+)(?:an?|one|each|every|a\s+single)\s+(?:[a-z-]+\s+){0,2}?([a-z]+)\s+"
                         r"(?:costs?|is|was|sells\s+for|goes\s+for)\s+(?:only\s+|just\s+)?$", re.IGNORECASE)
_COSTS_BEFORE = re.compile(r"\bcosts?\s+$", re.IGNORECASE)  # "it costs 3.75 to rent each one": a price, no sign
_PRICED_BEFORE = re.compile(r"\b(?:are|were|is|was|at)\s+$", re.IGNORECASE)  # "Tickets were 8.75 each": a price
_PER_TIME_AFTER = re.compile(r"\s*(?:one\s+)?(?:per|a|an|each|every)\s+(?:day|night|hour|week|month|year|minute)\b", re.IGNORECASE)
_PRONOUNS = frozenset({"it", "they", "that", "this"})
_BOUGHT = re.compile(r"\b(?:buy|buys|buying|bought|order|orders|ordering|ordered|get|getting|got|need|needs|purchase[sd]?"
                     r"|grabs?|grabbed|picks\s+up|picked\s+up"
                     r"|purchasing|take|taking|book|booked|booking|want)\s+(?:[a-z]+\s+)?$", re.IGNORECASE)
# buyers who each buy one of the thing priced: "9 friends each buy one", "Nine of us each order a pizza", "5 kids buy
# a ticket each"
_EACH_BUYS_ONE = re.compile(r"\s+(?:[a-z]+\s+){1,2}?(?:each\s+(?:buy|buys|bought|order|orders|ordered|get|gets|got|need|needs"
                            r"|want|wants|pay\s+for|pays\s+for|paid\s+for)\s+(?:one|an?|a\s+single)(?:\s+(?P<t>[a-z]+))?"
                            r"|(?:buy|buys|bought|order|orders|ordered|get|gets|got)\s+(?:one|an?)\s+(?:(?P<u>[a-z]+)\s+)?each)"
                            r"\s*[.,;!?]", re.IGNORECASE)
# what admits one person, priced each, and a count of people going: one each ("there are 9 of us going on the 21st")
_ADMISSIONS = frozenset({"ticket", "pass", "admission", "entry", "seat", "wristband"})
# the words for a count of people: "9 of us", "7 friends"
_PEOPLE_WORDS = (r"(?:of\s+us|of\s+them|of\s+you|people|friends|kids|children|adults|students|guests|members|players|coworkers"
                 r"|colleagues|families|neighbou?rs|cousins|roommates)")
_GOING = re.compile(rf"\s+{_PEOPLE_WORDS}\s+(?:are\s+|were\s+|will\s+be\s+)?"
                    r"(?:going|coming|attending)\b", re.IGNORECASE)
_WE_ARE = re.compile(r"\b(?:there(?:'s|\s+is|\s+are|\s+will\s+be)|we(?:'re|\s+are))\s+$", re.IGNORECASE)  # "there's 6 of us"
_COUNT_AFTER = re.compile(r"\s*(?:of\s+(?:them|those|these)\b|[.,;!?]|$|\s+(?:and|for|so|,))", re.IGNORECASE)
_COST_ASKED = re.compile(r"\b(?:total|how\s+much|cost|costs|pay|spend|bill|come\s+to|altogether)\b", re.IGNORECASE)
_NOT_ASKED = re.compile(r"\b(?:each|per|change|left|more|less|save|saving|discount|back|share|split|average)\b",
                        re.IGNORECASE)


def priced_count(text: str) -> Plan | None:
    """``count * price`` for a price of each and a count bought (see the module's docstring), or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = [n for n in find_numbers(text) if not is_reference(text, n.start, n.end)
               and text[n.start:n.end].lower() != "one"]  # "One ticket is $12.50": the article, no count
    if at < 0 or len(numbers) != 2 or any(n.start >= at for n in numbers) or any(not n.value > 0 for n in numbers):
        return None
    if not _COST_ASKED.search(request) or _NOT_ASKED.search(request) or unwritten_number(text):
        return None  # "buys three dozen eggs": a count the text does not write (occam.implied_numbers reads it)
    money = [is_money(text, n) or bool(_COSTS_BEFORE.search(text, 0, n.start))
             or bool(_PRICED_BEFORE.search(text, 0, n.start) and _EACH.match(text, n.end)) for n in numbers]
    if sum(money) != 1:
        return None
    price, count = (numbers[0], numbers[1]) if money[0] else (numbers[1], numbers[0])
    each = _EACH.match(text, price.end)
    if each is not None and _PER_TIME_AFTER.match(text, each.end()):
        return None  # "3.75 to rent each one per day": a price per day too, the days untold
    start = price.start - 1 if money_sign_before(text, price) else price.start
    one = _ONE_PRICED.search(text, 0, start)  # "A yoga mat costs €27.90": the price of one
    if each is None and one is None:
        return None
    thing = one or _PRICED_THING.search(text, 0, start)
    per = each and (each[1] or each[2])
    word = next((g for g in thing.groups() if g), None) if thing is not None else None  # "sells croissants at"
    pronoun = word is not None and word.lower() in _PRONOUNS  # "it costs 3.75 to rent each one"
    if thing is None and per is None:
        return None
    things = singulars(word + "s") | singulars(word) if word and not pronoun else frozenset()
    counted = thing_words(text, count.end)
    if per is not None and things and not singulars(per) & things:
        if not (counted and singulars(counted[-1]) & singulars(per)) or count.start < price.start:
            return None  # "$3 a dozen" for tickets: a price of another unit
        things = singulars(per)  # "yarn is 5 a ball ... needs 11 balls": a price of each ball of it, counted in balls
    things |= singulars(per) if per else frozenset()
    buyers = _EACH_BUYS_ONE.match(text, count.end)  # "9 friends each buy one": as many bought as buyers
    if buyers is not None and (noun := buyers["t"] or buyers["u"]) and not singulars(noun) & things:
        return None  # "9 friends each buy a drink" of tickets priced: another thing
    if buyers is not None and count.value == int(count.value) and count.start > price.start:
        ones = [n for n in find_numbers(text) if text[n.start:n.end].lower() == "one" and n.start < at]
        return Plan(("mul", (("x", 0), ("x", 1))), tuple(numbers + ones), "step", "",
                    apart=frozenset(range(2, 2 + len(ones))))  # "each buy one": the one is each buyer's, no operand
    if things & _ADMISSIONS and count.value == int(count.value) and (_GOING.match(text, count.end) or (
            re.match(r"\s+of\s+us\b", text[count.end:]) and _WE_ARE.search(text, max(0, count.start - 20), count.start))):
        return Plan(("mul", (("x", 0), ("x", 1))), tuple(numbers), "step", "")  # "tickets are 42 each and there are 9
        # of us going": one ticket for each one who goes
    if not _BOUGHT.search(text, 0, count.start) or count.value != int(count.value):
        return None
    named = counted
    if pronoun and (per or each is None or count.start > price.start):
        return None  # "it costs 3 a day": a rate of another unit; a pronoun names what was counted before it
    if named and not pronoun and not singulars(named[-1]) & things or not named and not _COUNT_AFTER.match(text, count.end):
        return None  # "buying 7 scarves" of tickets priced: another thing
    return Plan(("mul", (("x", 0), ("x", 1))), tuple(numbers), "step", "")


# each of a count of people pays the same: "there's 9 of us in the carpool and everyone chips in 15 for fuel"
_PEOPLE = re.compile(rf"\s+{_PEOPLE_WORDS}\b", re.IGNORECASE)
_EACH_PAYS = re.compile(r"\b(?:everyone|everybody|each\s+(?:of\s+(?:us|them)|[a-z]+)|we\s+each"
                        r"|they\s+each|(?<=[a-z]s\s)each)\s+(?:chips?\s+in|chipped\s+in|pitch(?:es|ed)?\s+in|puts?\s+in|pays?|paid|gives?|gave"
                        r"|contributes?|contributed|throws?\s+in|threw\s+in|adds?|added)\s+(?:in\s+)?$", re.IGNORECASE)
_POOL_ASKED = re.compile(r"\b(?:total|how\s+much|altogether|in\s+all|all\s+together|pot|kitty)\b", re.IGNORECASE)


def pooled_total(text: str) -> Plan | None:
    """``people * amount`` where a count of people each pays the same amount and the question asks what it all comes
    to: "there's 9 of us in the carpool and everyone chips in 15 for fuel, whats the total" -> ``9 * 15``; with one
    more amount added to the pot after it, ``(people * amount) + extra`` ("A class of 28 students ... Each student paid
    $12, and the teacher added $40 from the class fund. How much money do they have?")."""
    told = _told_before(text, 2) or _told_before(text, 3)
    if told is None:
        return None
    request, _, numbers = told
    if len(numbers) == 3 and (spent := _spent_from_pot(text, request, numbers)) is not None:
        return spent
    if not (_POOL_ASKED.search(request) or _MONEY_HELD_ASKED.search(request)) or _NOT_ASKED.search(request):
        return None
    if len(numbers) == 3 and (onto := _onto_start(text, numbers)) is not None:
        return onto
    people, amount, *extra = numbers
    if not (_PEOPLE.match(text, people.end) or _CLASS_OF.search(text, 0, people.start)) or people.value != int(people.value):
        return None
    start = amount.start - 1 if money_sign_before(text, amount) else amount.start
    if not _EACH_PAYS.search(text, max(0, start - 60), start):
        return None
    if not extra:
        return Plan(("mul", (("x", 0), ("x", 1))), tuple(numbers), "step", "")
    at = extra[0].start - 1 if money_sign_before(text, extra[0]) else extra[0].start
    if not (is_money(text, extra[0]) and is_money(text, amount)) or not _ADDED_TO_POT.search(text, max(0, at - 50), at):
        return None
    return Plan(("add", (("mul", (("x", 0), ("x", 1))), ("x", 2))), tuple(numbers), "total", "money")


# the price of what the pot buys: "for a gift that costs 72", "The gift cost $72."; and what is left of it asked
_COST_BEFORE = re.compile(r"\b(?:costs?|costing|priced\s+at|came\s+to|comes\s+to)\s+(?:only\s+|just\s+)?[$\u00a3\u20ac]?$",
                          re.IGNORECASE)
_LEFT_OVER_ASKED = re.compile(r"\bhow\s+much\b[^?]*\b(?:left(?:\s+over)?|leftover|remains?|spare|extra|over)\b", re.IGNORECASE)


def _spent_from_pot(text: str, request: str, numbers: list) -> Plan | None:
    """``(people * amount) - cost`` where each of a count of people puts the same amount into a pot that buys one
    thing at a price, and what is left of the pot is asked: "6 friends each chip in 15 for a gift that costs 72, how
    much is left over?"; None otherwise (a share of what is left is asked "each": no such plan)."""
    people, amount, cost = numbers
    if not _LEFT_OVER_ASKED.search(request) or re.search(r"\b(?:each|per|share|split)\b", request, re.IGNORECASE):
        return None
    if not (_PEOPLE.match(text, people.end) or _CLASS_OF.search(text, 0, people.start)) or people.value != int(people.value):
        return None
    start = amount.start - 1 if money_sign_before(text, amount) else amount.start
    at = cost.start - 1 if money_sign_before(text, cost) else cost.start
    if not _EACH_PAYS.search(text, max(0, start - 60), start) or not _COST_BEFORE.search(text, max(0, at - 30), at):
        return None
    found = Plan(("sub", (("mul", (("x", 0), ("x", 1))), ("x", 2))), tuple(numbers), "total", "money")
    return found if found.value is not None and found.value >= 0 else None


# a start, then each of a count of people adds the same: "We started with 75 dollars in the class fund and each of the 24
# students added 3 dollars"
_START_HELD = re.compile(r"\b(?:started\s+with|start\s+with|had|has|have|there\s+(?:was|is)|held|holds|contained|contains)\s+"
                         r"(?:only\s+|just\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)
_EACH_OF_THE = re.compile(r"\beach\s+of\s+(?:the\s+|those\s+|these\s+|our\s+|their\s+|its\s+)?$", re.IGNORECASE)
_EACH_ADDED = re.compile(r"\s+(?:[a-z]+\s+)?(?:added|adds|put\s+in|puts\s+in|paid\s+in|gave|gives|contributed|contributes"
                         r"|chipped\s+in|chips\s+in|donated|donates)\s+(?:another\s+|an\s+extra\s+)?[$\u00a3\u20ac]?$",
                         re.IGNORECASE)


def _onto_start(text: str, numbers: list) -> Plan | None:
    """``start + (people * amount)``: a start held, then each of a count of people adds the same amount (see
    :data:`_EACH_ADDED`), or None."""
    start, people, amount = numbers
    begin = start.start - 1 if money_sign_before(text, start) else start.start
    if not (_START_HELD.search(text, max(0, begin - 30), begin) and _EACH_OF_THE.search(text, max(0, people.start - 20),
                                                                                          people.start)):
        return None
    if people.value != int(people.value) or not _EACH_ADDED.fullmatch(
            text, people.end, amount.start - (1 if money_sign_before(text, amount) else 0)):
        return None
    if is_money(text, start) != is_money(text, amount):
        return None  # a start and an amount of one kind
    return Plan(("add", (("x", 0), ("mul", (("x", 1), ("x", 2))))), tuple(numbers), "total", "")


# a group named by its count: "A class of 28 students", "a team of 11"
_CLASS_OF = re.compile(r"\b(?:class|team|group|club|troop|choir|crew|party|squad)\s+of\s+$", re.IGNORECASE)
# one more amount put in: "and the teacher added $40", "the coach put in another $25"
_ADDED_TO_POT = re.compile(r"\b(?:added|adds|put\s+in|puts\s+in|gave|gives|donated|donates|contributed|contributes|chipped\s+in"
                           r"|threw\s+in)\s+(?:another\s+|an\s+extra\s+)?$", re.IGNORECASE)
_MONEY_HELD_ASKED = re.compile(r"\bhow\s+much\s+money\s+(?:does|do|did|will)\s+(?:[a-z]+\s+){1,2}(?:have|collect|raise)\b"
                               r"|\bwhat(?:'s|\s+is|s)\s+in\s+the\s+[a-z]+(?:\s+now)?\s*\??\s*$",  # "What's in the fund now?"
                               re.IGNORECASE)


def _told_before(text: str, count: int) -> tuple[str, int, list] | None:
    """The question of a short ``text``, where it starts, and its story's numbers (references set apart): exactly
    ``count`` of them, all positive and told before the question; else None."""
    return numbers_told(text, _not_references, count, limit=300)


def _not_references(text: str) -> list:
    return [n for n in find_numbers(text) if not is_reference(text, n.start, n.end)]


# the thing priced each, named before its price: "selling candles at", "notebooks that cost", "candles for"
_PRICED_NOUN = re.compile(r"\b([a-z]+s)\s+(?:(?:that|which)\s+)?(?:at|for|cost|costs|are|were|sell\s+for|sold\s+for"
                          r"|priced\s+at)\s+(?:only\s+|just\s+)?$", re.IGNORECASE)
_PRICE_VERB_END = re.compile(r"\b(?:cost|costs|are|were|sell\s+for|sold\s+for|priced\s+at)\s+(?:only\s+|just\s+)?$", re.IGNORECASE)
_MONEY_TOLD = re.compile(r"\b(?:collected|collects|earned|earns|made|makes|raised|raises|took\s+in|takes\s+in|received"
                         r"|receives|got|gets|spent|spends|paid|pays|sold|sells|bought|buys)\s+(?:a\s+total\s+of\s+)?$", re.IGNORECASE)
_HOW_MANY_DONE = re.compile(r"\bhow\s+many\s+([a-z]+)\s+(?:did|does|do|will|has|have|had)\s+(?:[a-z]+\s+){1,3}?(?:sell|sold"
                            r"|buy|bought|order|ordered|purchase|purchased|get|got)\b"
                            # "How many tickets were sold?": the same, the doer left out
                            r"|\bhow\s+many\s+([a-z]+)\s+(?:were|was|got|have\s+been|had\s+been)\s+(?:sold|bought|ordered|purchased)\b",
                            re.IGNORECASE)


# the money paid for two things together: "spent 64 dollars on tickets and drinks", "$90 on books and snacks"
_ON_TWO_THINGS = re.compile(r"\s*(?:dollars?|euros?|pounds?|bucks)?\s+(?:in\s+total\s+)?on\s+(?:[a-z]+\s+){1,2}?(?:and|plus|&)\s+",
                            re.IGNORECASE)


def count_for_money(text: str) -> Plan | None:
    """How many things a told amount of money paid for at a told price each: "A class collected $126 selling candles at
    $3.50 each. How many candles did they sell?" -> ``126 / 3.50``; "Tom spent $42 on notebooks that cost $3.50 each.
    How many notebooks did he buy?" -> ``42 / 3.50``. Exactly those two amounts of money, the total told by a verb of
    taking in or paying, the price "each" of the thing the question counts; a count that is no whole number is None."""
    told = _told_before(text, 2)
    if told is None:
        return None
    request, at, numbers = told
    if not all(is_money(text, n) for n in numbers) or unwritten_number(text) or _NOT_ASKED.search(request):
        return None
    many = _HOW_MANY_DONE.search(request)
    if many is None:
        return None
    priced = [n for n in numbers if _EACH.match(text, n.end) and not _PER_TIME_AFTER.match(text, n.end)]
    if len(priced) != 1:
        return None
    price = priced[0]
    total = next(n for n in numbers if n is not price)
    def start(n) -> int:
        return n.start - 1 if money_sign_before(text, n) else n.start

    clause = max(text.rfind(c, 0, start(price)) for c in ".!?;") + 1
    thing = _PRICED_NOUN.search(text, clause, start(price))
    named = thing is not None and bool(singulars(thing[1]) & singulars(many[1] or many[2]))
    if not named and _PRICE_VERB_END.search(text, clause, start(price)):  # "Tickets for the school fair cost $3.50 each"
        named = any(singulars(w) & singulars(many[1] or many[2]) for w in re.findall(r"[a-z]+", text[clause:start(price)], re.I)[:2])
    if not named or not _MONEY_TOLD.search(text, 0, start(total)):
        return None
    if total.value <= price.value or not (total.value / price.value).is_integer():
        return None
    if _ON_TWO_THINGS.match(text, total.end):
        return None  # "spent 64 dollars on tickets and drinks": part of it went on another thing
    i, j = numbers.index(total), numbers.index(price)
    return Plan(("div", (("x", i), ("x", j))), tuple(numbers), "total", "")


# one thing bought beside the priced ones with no price told: "and a belt", "and one hat"
_UNPRICED = re.compile(r"\band\s+(?:a|an|one)\s+(?:[a-z]+\s+)?([a-z]+)\s*(?=[.,;!?]|\s+(?:for\s+(?:herself|himself|themselves"
                       r"|her|him|them)\b))", re.IGNORECASE)
_TOTAL_TOLD = re.compile(r"\b(?:spent|spends|paid|pays|cost|costs|came\s+to|comes\s+to)\s+(?:a\s+total\s+of\s+)?$"
                         r"|\b(?:total|bill)\s+(?:was|is|came\s+to)\s+$", re.IGNORECASE)
_ITS_PRICE_ASKED = re.compile(r"\b(?:how\s+much\s+(?:did|does|do|was|is)\s+(?:the|her|his|their)\s+([a-z]+)\s+(?:cost|costs)?"
                              r"|(?:what|how\s+much)\s+(?:was|is)\s+the\s+(?:price|cost)\s+of\s+(?:the|her|his|their)\s+([a-z]+))\b",
                              re.IGNORECASE)


def unpriced_item(text: str) -> Plan | None:
    """The price of one thing bought beside some at a price each, from the total paid: "Jenna bought 3 shirts at $11.25
    each and a belt. She spent $46.10 in total. How much did the belt cost?" -> ``46.10 - (3 * 11.25)``. Exactly three
    numbers: a whole count, a price each (money) of the thing it counts, the total paid (money, told by "spent", "paid",
    "the total was"); the thing bought "and a belt" with no price, asked by name."""
    told = _told_before(text, 3)
    if told is None:
        return None
    request, at, numbers = told
    asked_thing = _ITS_PRICE_ASKED.search(request)
    if asked_thing is None or unwritten_number(text):
        return None
    name = asked_thing[1] or asked_thing[2]
    items = [m for m in _UNPRICED.finditer(text, 0, at) if singulars(m[1]) & singulars(name)]
    if len(items) != 1:
        return None

    def start(n) -> int:
        return n.start - 1 if money_sign_before(text, n) else n.start

    priced = [n for n in numbers if is_money(text, n) and _EACH.match(text, n.end) and not _PER_TIME_AFTER.match(text, n.end)]
    totals = [n for n in numbers if is_money(text, n) and _TOTAL_TOLD.search(text, 0, start(n))]
    counts = [n for n in numbers if not is_money(text, n) and float(n.value).is_integer()]
    if len(priced) != 1 or len(totals) != 1 or len(counts) != 1 or priced[0] is totals[0]:
        return None
    count, price, total = counts[0], priced[0], totals[0]
    if not (count.end < price.start < items[0].start()) or re.search(r"[.!?;]", text[count.end:price.start]):
        return None  # "bought 3 shirts at $11.25 each and a belt": one clause, the count and its price first
    i, j, k = numbers.index(total), numbers.index(count), numbers.index(price)
    plan = Plan(("sub", (("x", i), ("mul", (("x", j), ("x", k))))), tuple(numbers), "total", "")
    return plan if plan.value is not None and plan.value > 0 else None


# a count of each of two things priced, bought: "I'm getting 5 of each", "she buys 3 of both"
_OF_EACH = re.compile(r"\s+of\s+(?:each|both)(?:\s+(?:one|kind|item|of\s+them))?\b", re.IGNORECASE)
_TOTAL_COST_ASKED = re.compile(r"\b(?:how\s+much|total|cost|costs|pay|paid|spend|spent|bill)\b", re.IGNORECASE)
_SHARE_ASKED = re.compile(r"\b(?:each\s+(?:person|one|of\s+(?:us|them))|per\s+(?:person|head)|split|share|change|left|save"
                          r"|saving)\b", re.IGNORECASE)


def priced_pair_of_each(text: str) -> Plan | None:
    """``(p1 + p2) * n`` where two things are priced one each ("A book is $18 and a bookmark is $2.50") and ``n`` of
    each are bought ("I'm getting 5 of each"), the question asking what it all costs: exactly these three numbers, the
    prices first, money both, the count whole and told right before "of each"."""
    request = asked(text)
    at = text.rfind(request)
    numbers = find_numbers(text)
    if at <= 0 or len(numbers) != 3 or any(n.start >= at for n in numbers):
        return None
    if not _TOTAL_COST_ASKED.search(request) or _SHARE_ASKED.search(request):
        return None
    first, second, count = numbers
    if is_money(text, count) or not float(count.value).is_integer() or not _OF_EACH.match(text, count.end):
        return None
    for n in (first, second):  # each price told of one thing: "A book is $18", "a bookmark is 2.50" (chat leaves the sign)
        if not _ONE_PRICED.search(text[:n.start].rstrip("$\u00a3\u20ac ") + " ") or not (
                is_money(text, n) or not thing_words(text, n.end)):
            return None
    return Plan(("mul", (("add", (("x", 0), ("x", 1))), ("x", 2))), tuple(numbers), "total", "money")
