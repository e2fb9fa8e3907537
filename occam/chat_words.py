"""A chat message read as a story is written in a book: "baked 5 trays of 12 cookies and ate 7 lol. how many now" read
as "baked 5 trays of 12 cookies and ate 7. How many are there now?", "buying 4 notebooks at 3.25 each plus a pen for
1.80, whats the total" as "buying 4 notebooks at 3.25 each and a pen for 1.80. What is the total?".

People type word problems the way they chat: laughs and emoji inside the message, "whats", "u", a lower-case "i", the
question run on after a comma with no "?", "plus" joining a second thing bought, a question that says again the rate its story told ("How much would 10 cost at the
same price per box?", "8 of those peaches" asked), amounts of money with no currency ("coffee was 4.65 and the muffin 3.20, what did I
pay": "$4.65", "$3.20"). The readers of the words
(:mod:`occam.plan_readers`) are written for stories told in sentences; :func:`read_as_written` asks them of the message
rewritten so (:func:`as_written`). Only words change, never a number or the words around one that tell what it
counts: every number is copied whole, at its place in the message (:func:`occam.implied_numbers.read_moved`), and a
plan of the rewrite is a plan of the message's own numbers. A rewrite of a rewrite changes nothing, so a reader that
asks the readers again ends there.
"""
from __future__ import annotations

import re
from typing import Callable

from .implied_numbers import read_moved
from .numbers import find_numbers
from .asides import same_noun
from .story_plans import Plan, singular
from .story_words import DEPARTED

_EMOJI = "\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\u200d\ufe0f"
# words that carry no part of the story: a laugh, a plea, an emoji ("ate 7 lol", "5 trays 😅 of")
_FILLER = re.compile(rf"\s*(?:[{_EMOJI}]+|(?<![\w'])(?:lol|lmao|rofl|haha+|hehe+|pls|plz|ngl|tbh|btw|omg|ugh)(?![\w']))",
                     re.IGNORECASE)
# chat spellings and their written words
_SPELLED = {"whats": "what is", "wats": "what is", "hows": "how is", "u": "you", "ur": "your", "im": "I am",
            "ive": "I have", "id": "I would", "i": "I", "i'm": "I'm", "i've": "I've", "i'd": "I'd", "i'll": "I'll", "dont": "do not", "didnt": "did not", "doesnt": "does not",
            "cant": "cannot", "wont": "will not", "isnt": "is not", "thats": "that is", "theres": "there is",
            "hw": "how", "bucks": "dollars", "bro": "brother", "sis": "sister", "ppl": "people", "n": "and",
            "mkt": "market", "abt": "about", "thru": "through"}
_WORD = re.compile(r"(?<![\w'])(?:" + "|".join(sorted(_SPELLED, key=len, reverse=True)) + r")(?![\w'])", re.IGNORECASE)
# "extra" asked as "more" is: "How much extra per month is that?", "how many extra chairs"
_EXTRA_ASKED = re.compile(r"\bhow\s+(?:much|many)\s+(extra)\b", re.IGNORECASE)
# "plus" that joins a second thing to the story, not two numbers ("at 3.25 each plus a pen for 1.80")
_PLUS_THING = re.compile(r"\s+plus\s+(?=(?:a|an|one|some|the|my|his|her|their|another)\s+[a-z])", re.IGNORECASE)
# a question run on after the story with no stop: ", whats the total", " how many now" (it writes no number)
_RUN_ON = re.compile(r"(?:\s*[,;:\u2014\u2013]\s*|\s+)(?:so\s+|and\s+|then\s+)?(?=(?:how|what|whats|wats)\b[^\d]*$)",
                     re.IGNORECASE)
# the question's restatement of the rate the story told: "How much would 10 juice boxes cost at the same price per
# box?", "8 of those peaches": the same question without it
_SAME_RATE = re.compile(r"\s+at\s+(?:the\s+same|that|this)\s+(?:price|rate|cost)(?:\s+(?:each|apiece|per\s+[a-z]+"
                        r"|for\s+each\s+[a-z]+|a\s+[a-z]+))?(?=\s*[?.!,]?\s*$)|(?<=\d\s)of\s+(?:those|these)\s+(?=[a-z][^.!?]*\?)",
                        re.IGNORECASE)
# a message of money that writes no currency: "coffee was 4.65 and the muffin 3.20, what did I pay", "paycheck was
# 2,400, rent takes 1,150": its bare amounts are money, as a book marks them ("$4.65")
_MONEY_WORDS = re.compile(r"\b(?:pay|pays|paid|paying|spend|spends|spent|cost|costs|price|prices|bill|owe|owes|rent"
                          r"|paycheck|paycheque|salary|wage|wages|budget|tip|fee|fees|utilities|afford|savings|balance|earn"
                          r"|earns|earned|income|dues|bonus|saved|delivery|shipping|postage"
                          r"|how\s+much\s+(?:is|would|will)\s+(?:that|it|this)(?:\s+be)?(?=\s*[?.!]*\s*$))\b", re.IGNORECASE)
# ("each cartridge is 23 and I need 4 of them, how much is that": a price, no unit named)
_CURRENCY_TOLD = re.compile(r"[$\u00a3\u20ac\u00a5\u20b9]|\b(?:dollars?|bucks|euros?|pounds?|quid|cents?|usd|eur|gbp|rs|rupees?"
                            r"|yen|pesos?)\b", re.IGNORECASE)
# an amount that names no thing after it ("4.65 and", "2,400,", "75 a week", "2.40 per kg"), of cents or after a word
# of price (_MONEY_BEFORE)
_BARE_AMOUNT = re.compile(r"\s*(?:[,;.!?)]|$|\s+(?:and|for|each|apiece|a|an|per|plus|on|with|but|so|then|what|how|in|to|off"
                          r"|up\s+front|upfront|already)\b)", re.IGNORECASE)
# the words an amount of money follows: "was 2,400", "rent takes 1,150", "about 380" ("Jo buys 2": a count)
_MONEY_BEFORE = re.compile(r"\b(?:was|is|are|were|costs?|paid|pays?|spent|spends?|takes|took|about|around|roughly|only|at"
                           r"|with|saved|bonus\s+of|make|makes|made|earn|earns|earned|plus|quoted|quotes|charged|charges"
                           r"|(?:knocked|knocks|took|takes|shaved)\s+off)\s+$", re.IGNORECASE)  # "quoted 460 but then knocked off 75"
# an amount after another, its verb left out: "rent takes 950 and groceries 320"
_ELIDED_AMOUNT = re.compile(r"(?:\band|,)\s+(?:the\s+|my\s+|our\s+)?[a-z]+\s+(?:about\s+|around\s+|roughly\s+)?$",
                            re.IGNORECASE)
# a question of a total in two words: "12 rows 🍅 total plants?", "..., total??": "How many plants are there in total?"
_TERSE_TOTAL = re.compile(r"(?:\s*[,;:\u2014\u2013]\s*|\s+)(?:so\s+)?(?:the\s+)?total(?:\s+(?P<thing>[a-z]+))?\s*\?+\s*$",
                          re.IGNORECASE)
# what a change leaves one with, and a trip's whole length: "where does that leave me?", "how long is it door to door"
_LEAVES_ME = re.compile(r"\bwhere\s+does\s+(?:that|this)\s+leave\s+(?P<who>me|us)\b"
                        r"|\bwhat\s+(?:did|do|will)\s+(?P<who2>i|we)\s+come\s+(?:out|away)\s+with\b", re.IGNORECASE)
# a pack named by its count ("a 12-pack of soda", "the 6-pack"), and the one thing of it a question asks ("per can")
_N_PACK = re.compile(r"(?<=\d)-(?P<pack>pack|pk|case|box|bag|set)\b", re.IGNORECASE)
_PER_ONE_ASKED = re.compile(r"\b(?:per|each|a\s+single|one)\s+(?P<thing>(?!pack|pk|case|box|bag|set|one|of)[a-z]{3,})\b(?=[^.!?]*[?]?\s*$)",
                            re.IGNORECASE)
_SHORT_ASKED = re.compile(r"\bhow\s+(?:much|many)\s+short\s+(?:am\s+(?P<i>i)|are\s+(?P<we>we))\b", re.IGNORECASE)  # "how much short am i"
_DOOR_TO_DOOR = re.compile(r"\bdoor[\s-]+to[\s-]+door\b", re.IGNORECASE)
# a container's capacity told with no thing, the thing the question counts: "a bus holds 48. ... how many people
# total?" read as "a bus holds 48 people."
_BARE_CAPACITY = re.compile(r"\b(?:holds|seats|fits|carries|takes)\s+(?:up\s+to\s+)?\d+(?:,\d{3})*(?![\d.,]*\d)(?=\s*[.,;])", re.IGNORECASE)
_MANY_ASKED = re.compile(r"\bhow\s+many\s+(?P<thing>[a-z]+)\b(?![^.!?]*\b(?:holds?|seats?|fits?|carry|carries)\b)", re.IGNORECASE)
_CONDITION = re.compile(r"\W*(?:if|when|assuming|suppose|say)\b", re.IGNORECASE)
# "how many now", "how many left": the verb chat leaves out
_R_ARE = re.compile(r"\b(how\s+(?:many|much)(?:\s+[a-z]+)?\s+)(r)(?=\s+[a-z])", re.IGNORECASE)
_NO_VERB = re.compile(r"\bhow\s+many\s+(?:(?P<thing>[a-z]+)\s+)?(?=(?:now|left|today|in\s+total|altogether|total)\b)",
                      re.IGNORECASE)  # "how many chairs now": "how many chairs are there now"


# "How many flyers each?": what each of the story's other counted ones gets ("2,400 flyers to fold and 6 volunteers")
_EACH_ASKED = re.compile(r"\bhow\s+many\s+(?P<thing>[a-z]+)\s+(?P<each>each)\s*(?=[?.!]*\s*$)", re.IGNORECASE)
# "8 rowers to a boat": so many in each one of the things the story counts ("... and 6 boats")
_TO_EACH = re.compile(r"(?<=\d\s)[a-z]+\s+(?P<to>to\s+(?:a|an|each|every))\s+(?P<one>[a-z]+)\b", re.IGNORECASE)
# a day told after a count with no "on": "7 locks monday, 11 locks tuesday, 9 wednesday" ("on Monday", ...)
_BARE_DAY = re.compile(r"(?<=\d)(?:\s+[a-z]+)?\s+(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
                       re.IGNORECASE)
# "7 windows, each with 12 panes": "7 windows and each has 12 panes" (the count of each told after the things)
_EACH_WITH = re.compile(r"(?<=[a-z])\s*,\s*each\s+(?:with|having|holding|containing|carrying)\s+(?=[$\u00a3\u20ac]?\d)",
                        re.IGNORECASE)
# "What do the pledges add up to?", "what does it all come to": the total asked
_ADD_UP_ASKED = re.compile(r"\bwhat\s+(?:do|does)\s+(?P<x>(?:the|these|those|they|it|all)(?:\s+[a-z]+)?)\s+(?:all\s+)?"
                           r"(?:add\s+up\s+to|come\s+to|amount\s+to|total)(?=\s*[?.!]*\s*$)", re.IGNORECASE)
# "A crate of mackerel fetches $42.75": a price ("sells for")
_FETCHES = re.compile(r"\b(?P<v>fetch(?:es|ed)?)\s+(?=[$\u00a3\u20ac]\d)", re.IGNORECASE)
# words in brackets with no number, an aside: "3 copies of their part (don't ask), and ..."
_WORDS_IN_BRACKETS = re.compile(r"\s*\((?![^()]*\d)[^()]{1,60}\)")
_RATE_WORDS = re.compile(r"\b(?:each|per|apiece|every)\b", re.IGNORECASE)


_CLOCK_AFTER = re.compile(r"\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)\b|:\d", re.IGNORECASE)  # "from 3pm": a time, no count


def _counted_after(text: str, end: int) -> list[tuple[str, ...]]:
    """The (up to) two words after each number of ``text[:end]``, in lower case, of which one names what it counts
    ("150 raffle tickets"); clock times left out."""
    return [tuple(w.lower() for w in re.findall(r"[a-z]+", m[0], re.IGNORECASE)) if (m := re.match(r"(?:\s+[a-z]+){1,2}",
            text[n.end:], re.IGNORECASE)) else () for n in find_numbers(text[:end]) if not _CLOCK_AFTER.match(text, n.end)]


def _each_asked(text: str) -> tuple[int, int, str] | None:
    """The span of "each" in "How many flyers each?" and its words "does each volunteer get", where the story counts
    two things, the one asked and one other, and tells no rate: each of the other gets a share."""
    m = _EACH_ASKED.search(text)
    if m is None or _RATE_WORDS.search(text, 0, m.start()):
        return None
    counted = _counted_after(text, m.start())
    asked = [words for words in counted if any(same_noun(w, m["thing"]) for w in words)]
    others = [words[0] for words in counted if words and words not in asked]
    if len(counted) != 2 or len(asked) != 1 or len(others) != 1 or not re.fullmatch(r"[a-z]{3,}s", others[0]) \
            or others[0] in ("was", "has", "does", "goes", "is"):
        return None
    return m.start("each"), m.end("each"), f"does each {singular(others[0])} get"


def as_written(text: str) -> tuple[str, list[tuple[int, int, int]]]:
    """``text`` rewritten as a book writes it (see the module docstring) and its characters copied from ``text``
    (``(new start, old start, length)``): no rewritten span holds a digit."""
    spans: list[tuple[int, int, str]] = []  # (start, end, new words) of text, in order, not overlapping

    def add(start: int, end: int, words: str) -> None:
        if any(c.isdigit() for c in text[start:end]) or any(a < end and start < b for a, b, _ in spans):
            return
        spans.append((start, end, words))

    for m in _FILLER.finditer(text):
        add(m.start(), m.end(), "")
    for m in _WORDS_IN_BRACKETS.finditer(text):
        add(m.start(), m.end(), "")
    for m in _SAME_RATE.finditer(text):
        add(m.start(), m.end(), "")
    for m in _PLUS_THING.finditer(text):
        add(m.start(), m.end(), " and ")
    for m in _EXTRA_ASKED.finditer(text):  # "How much extra per month is that?": how much more
        add(m.start(1), m.end(1), "more")
    for m in _R_ARE.finditer(text):  # "how many r left over": "are"
        add(m.start(2), m.end(2), "are")
    for m in _NO_VERB.finditer(text):
        if m.string[m.end():].lower().startswith("left") and DEPARTED.search(text):
            continue  # "47 left during the break. How many people left?": "left" the verb of who went, no verb left out
        thing = f"{m['thing']} " if m["thing"] else ""
        after = m.string[m.end():].lower()
        add(m.start(), m.end(), f"how many {thing}are there in " if after.startswith("total")
            else f"how many {thing}are there " if after.startswith(("now", "in total", "altogether"))
            else f"how many {thing}are ")
    if _MONEY_WORDS.search(text) and not _CURRENCY_TOLD.search(text):
        marked = False
        for n in find_numbers(text):
            if (n.text[0].isdigit() and _BARE_AMOUNT.match(text, n.end) and not text[n.end:n.end + 1] in "%:/"
                    and (n.decimals == 2 or _MONEY_BEFORE.search(text, max(0, n.start - 20), n.start)
                         or re.match(r"\s+off\s+(?:with|using|from|the|a|an|for)\b", text[n.end:], re.IGNORECASE)
                         or marked and _ELIDED_AMOUNT.search(text, max(0, n.start - 30), n.start))
                    and not (n.decimals == 0 and 1900 <= n.value <= 2100 and "," not in n.text) and not re.search(r"[#\w.-]$", text[:n.start])):
                add(n.start, n.start, "$")  # (a year is no amount)
                marked = True
    if (m := _TERSE_TOTAL.search(text)) is not None and not re.search(r"\b(?:how|what|whats)\b", text, re.IGNORECASE):
        thing = (m["thing"] or "").lower()
        asked = f"How many {thing} are there in total?" if thing.endswith("s") and not _MONEY_WORDS.fullmatch(thing) else "What is the total?"
        add(m.start(), m.end(), (" " if re.search(r"[.!?]\s*$", text[:m.start()]) else ". ") + asked)
    if (q := list(_MANY_ASKED.finditer(text))) and q[-1]["thing"].lower() not in ("more", "times", "of", "are", "is", "do",
                                                                                   "did", "does", "were", "was", "have"):
        for m in _BARE_CAPACITY.finditer(text, 0, q[-1].start()):
            add(m.end(), m.end(), " " + q[-1]["thing"].lower())
    for m in _LEAVES_ME.finditer(text):
        me = (m["who"] or m["who2"]).lower() in ("me", "i")
        add(m.start(), m.end(), "how much do I have now" if me else "how much do we have now")
    for m in _SHORT_ASKED.finditer(text):
        add(m.start(), m.end(), "how much more do I need" if m["i"] else "how much more do we need")
    if (each := _each_asked(text)) is not None:
        add(*each)
    counted = _counted_after(text, len(text)) if _TO_EACH.search(text) else []
    for m in _TO_EACH.finditer(text):  # "8 rowers to a boat and ... 6 boats": "8 rowers in each boat"
        if any(words and same_noun(words[0], m["one"]) and words[0] != m["one"].lower() for words in counted):
            add(m.start("to"), m.end("to"), "in each")
    for m in _FETCHES.finditer(text):
        add(m.start(), m.end(), {"fetch": "sell for ", "fetches": "sells for ", "fetched": "sold for "}[m["v"].lower()])
    for m in _ADD_UP_ASKED.finditer(text):
        x = m["x"].lower()
        add(m.start(), m.end(), f"what is the total of {x}" if x.startswith(("the ", "these ", "those "))
            else "what is the total")
    for m in _EACH_WITH.finditer(text):
        add(m.start(), m.end(), " and each has ")
    for m in _BARE_DAY.finditer(text):
        if not re.search(r"\b(?:on|by|last|next|this|every|each|per|a)\s*$", text[:m.start("day")], re.IGNORECASE):
            add(m.start("day"), m.start("day"), "on ")
    for m in _DOOR_TO_DOOR.finditer(text):
        add(m.start(), m.end(), "in total")
    if (per := _PER_ONE_ASKED.search(text)) is not None:
        for m in _N_PACK.finditer(text, 0, per.start()):  # "a 12-pack of soda ... price per can": 12 cans in a pack
            thing = per["thing"].lower()
            add(m.start(), m.end(), f" {thing}{'es' if thing.endswith(('s', 'x', 'ch', 'sh')) else 's'} in a {m['pack'].lower()}")
    for m in _WORD.finditer(text):
        add(m.start(), m.end(), _SPELLED[m[0].lower()])
    run_on = False
    if "?" not in text and (q := list(_RUN_ON.finditer(text))) and q[-1].start() > 0:
        m = q[-1]
        if not re.search(r"[.!]\s*$", text[:m.start()]):
            sentence = re.split(r"[.!?]\s+", text[:m.start()])[-1]
            # "if a pizza is 14.50 and we get 4 of them how much is that": a condition, then its question
            add(m.start(), m.end(), ", " if _CONDITION.match(sentence) else ". ")
            run_on = True
    spans.sort()
    out, pieces, at, length = [], [], 0, 0  # length: of the rewrite so far
    for start, end, words in spans:
        pieces.append((length, at, start - at))
        out += [text[at:start], words]
        length += start - at + len(words)
        at = end
    pieces.append((length, at, len(text) - at))
    out.append(text[at:])
    new = "".join(out)
    new = re.sub(r"(^|[.!?]\s+)([a-z])", lambda m: m[1] + m[2].upper(), new)  # each sentence opens with a capital
    if "?" not in new and (run_on or re.search(r"(?:^|[.!]\s+)(?:how|what)\b[^.!?]*$", new, re.IGNORECASE)):
        new = new.rstrip(" .!") + "?"  # the question it ends with, marked (the copied spans end before)
    return new, pieces


def read_as_written(reader: Callable[[str], Plan | None], text: str) -> Plan | None:
    """``reader``'s plan of ``text`` rewritten as a book writes it, over ``text``'s own numbers, or None where the
    rewrite changes nothing or the reader has no plan."""
    if len(text) > 600:
        return None
    new, pieces = as_written(text)
    if new == text:
        return None
    return read_moved(reader, text, new, pieces)
