"""Which one operation a one-step story's own words point to: a second reader beside the decoders.

A story that names no operation ("Maria has 48 stickers and buys 27 more. How many does she have
now?") leaves the operation to the decoders' reading of it, and they read a new story wrong about one
time in four with probability ~1 ("A printer prints 35 pages a minute. How many minutes to print 1,225
pages?" -> ``1,225 * 35``). :func:`story_cue` reads the story apart from them, by the words a
reader of arithmetic stories goes by, and says which operation they point to, or None when they do not
settle it. ``occam.abstention`` lets the decoders answer such a story where both readers agree (the
decoders alone are not sure enough); where the decoders' operation is declined, the cue chooses the
operation of the same two numbers the decoders read (:mod:`occam.readings`): the cues never choose the
numbers, nor when OccamNet writes.

The cues are deliberately narrow; where a story could be read two ways they say nothing:

- a change: a verb of gain ("buys 27 more", "rose by 12", "got on") points to a sum, a verb of loss
  ("spent", "ate", "flew away", "cuts off") to a difference, in the statements (not the question);
- a rate ("24 pencils in each box", "1.65 per litre", "850 km/h", "bags of 6", a container's "A crate
  contains 144 bottles", "Each of the 9 tables seats 10"): a quotient where the question asks how many of
  the rate's own unit ("How many bags?", "How many minutes?"; a whole number unless the unit is a
  measure), a product where another number counts that unit ("in 15 boxes", "30 litres", "8 crates") and
  the question asks for no other count ("How many can I buy?" is not settled, nor is "How long to ride
  45 km?");
- a rate asked ("How much was it per night?", "How much does each friend pay?") where one of the story's
  two numbers counts its unit ("for 4 nights", "three friends"): the quotient by that count, so the
  quotient times the count must be the other number (:meth:`StoryCue.admits`);
- quantities of one kind told side by side ("8.6 km before lunch and 5.7 km after", "$64 in March and $48
  in April", "sold 1,250 on Saturday and 980 on Sunday") and a total asked ("in total", "over both months",
  "that day", "over the weekend"), or two things asked for together by name ("32 sopranos and 27 altos.
  How many sopranos and altos?"): a sum, whatever verb tells them; two quantities of one kind and a
  question asking how much more one is ("weighs 7.2 kg ... weighs 5.65 kg. How much heavier is Mei's
  bag?"): a difference, whose order the sign settles; the rest of a whole
  whose taken part is told ("420 passengers and 356 seats are taken. How many are free?") or of a way
  partly done ("has already cycled 27 km. How far still?"): a difference; a rectangle's sides and its
  area asked: a product;
- a start asked with a change and its end told: the end less a gain, plus a loss; a change asked with
  the start and the end told ("had 500 sheets ... 238 were left. How many were used?"), or two states of
  one thing ("34 cm tall in May and 51 cm tall in July. How much did it grow?"): their difference.

They say nothing where a known result makes a verb of change mislead ("has 12 left", "now has", "in
all", "some", "ended with 41") unless the start or the change is what is asked as above, where the
question asks for a change the story writes ("ate 5 and has 7 left. How many did she eat?"), where gain
and loss are both told, where a change comes with a rate or a share ("spent 27.30 on a game and split
the rest equally": two steps), where two quantities are compared ("12 more
than", "3 times as many"), where a part is told as a part ("12 of them", "15 members are girls"), or
where a price is paid or got ("had 20.00 and bought a sandwich for 6.85": buying lowers the money one
has, selling raises it). :func:`story_cue` says which (a :class:`StoryCue`), :func:`story_operation`
only the operation. The words are data, in :mod:`occam.story_words`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from .asides import asides, is_aside, singulars
from .notation import quantities
from .plan_words import AUXILIARY as HAS_DONE  # "has read", "has run": an auxiliary
from .plan_words import PRICE_VERB_BEFORE, UNIT_NAMES, UNIT_OF
from .numbers import CURRENCY, find_numbers, is_money
from .questions import asked as asked_of, told as told_of
from .story_words import (
    AFTER_CHANGE, ALIASES, ALREADY, ANYONE, AREA_ASKED, AUXILIARY, BOUGHT, COMPARATIVES, COMPARED,
    COMPARISON_ASKED, CONDITION, CONTAINER, DONE, EACH_AFTER, END_IN_QUESTION, GAIN, HAD, HOW_MANY,
    LEADING, LOSS, LOSS_PATTERN, MEASURES, NOT_DONE, MEASURE_ASKED, MEASURE_UNITS, MONEY, MONEY_HAD, MONEY_NOW, NAME,
    NOBODY, NUMBER_BEFORE, ORDINAL, OTHER_ASKED, PART, PART_OF, PERIOD_OF, PRICE, QUESTION_FIRST, RATE,
    DEPARTED, END_STATE, GIVER, RATE_ASKED, named_giver_elsewhere, RECIPIENT, RELATED, REST_ASKED, REST_OF, RESULT_KNOWN, ROUND, SENTENCES, SETTLED,
    SHARED, SHARERS, SIDES, SOLD, STAYED_ASKED, START_ASKED, STOP, TAKEN, TOTAL_ASKED, TO_GO, UNITS,
    UNKNOWN_AMOUNT, WHEN, WORD)

Operation = Literal["add", "sub", "mul", "div"]


@dataclass(frozen=True)
class StoryCue:
    """What a story's words say of its one operation: ``op``, and for a quotient what its value must be.

    ``counts``: the quotient counts the rate's unit ("How many bags?" of "bags of 6"): at least one, and a
    whole number where the unit is no measure (a bag, a bus; minutes may be fractional). ``divisor``: the
    question asks for a rate and the story counts its unit (``4`` of "The bill for 4 nights was 538. How
    much per night?"): the quotient times it is one of the story's numbers."""

    op: Operation
    counts: bool = False
    whole: bool = False
    divisor: float | None = None

    def admits(self, value: float | None, numbers: list[float]) -> bool:
        """Whether a function's ``value`` fits this cue, ``numbers`` being those of the story."""
        if self.op != "div":
            return True
        if value is None:
            return False
        if self.counts and (value < 1 or (self.whole and value != int(value))):
            return False
        if self.divisor is not None:
            return any(abs(value * self.divisor - n) <= 1e-9 * max(1.0, abs(n)) for n in numbers if n != self.divisor)
        return True


def _forms(word: str) -> frozenset[str]:
    """The word and the singulars it may be ("boxes" -> box, boxe; "shelves" -> shelf, shelve; "hours"
    -> hour; "h" -> hour): two words name one unit where their forms meet."""
    return frozenset(ALIASES.get(f, f) for f in singulars(ALIASES.get(word.lower(), word.lower())))


def unit_forms(word: str) -> frozenset[str]:
    """The forms of a unit's word (:func:`_forms`): two words name one unit where their forms meet."""
    return _forms(word)


def same_kind(text: str, a, b) -> bool:
    """Whether the numbers ``a`` and ``b`` of ``text`` are amounts of one kind that add: both money, or neither and
    both followed by one unit ("1.2 liters ... 0.8 liters"; "1.2 liters" and "300 ml" are two units)."""
    if is_money(text, a) and is_money(text, b):
        return True
    units = [WORD.match(text, n.end) for n in (a, b)]
    return (not is_money(text, a) and not is_money(text, b) and all(units)
            and bool(unit_forms(units[0][1]) & unit_forms(units[1][1])))


def story_quantities(text: str) -> list:
    """The numbers of ``text`` that are quantities: no ordinal ("the 5th floor"), no notation, no year that
    dates the story (:mod:`occam.notation`: "Jake is 12.", "Bus number 14", "In 2021"), no number told
    beside it (:mod:`occam.asides`: "Mr. Green has 4 dogs.")."""
    return [n for n in quantities(text)
            if not ORDINAL.match(text, n.end) and not is_aside(text, n.start, n.end)]


_HYPHENED = re.compile(r"-([a-z]+)", re.IGNORECASE)
_OF_US = re.compile(r"\s+of\s+us\b(?!\s+(?:has|have|had|got|gets|owns?|bought|buys?|brought|made|makes|ate|eats)\b)",
                    re.IGNORECASE)  # people counted: "6 of us", not a part of them that does something
_COMPOUND = re.compile(r"-(?!(?:ins?|ups?|outs?|offs?|ons?|overs?|backs?|downs?)\b)([a-z]{2,})", re.IGNORECASE)  # ("84
# drop-ins", "sign-ups": the first word names the thing, a particle the second)
# who "us" are, named after it: "5 of us adults", "the 4 of us kids"
_US_WHO = re.compile(r"\s+(adults?|kids?|children|grown-?ups|students?|pensioners?|seniors?|girls?|boys?|ladies|lads|guys)\b",
                     re.IGNORECASE)


def _counted(text: str) -> list[tuple[float, frozenset[str]]]:
    """Each number of ``text`` with the forms of the words that may name what it counts: the word after
    it and, past up to two adjectives, the next ("15 boxes", "9 identical pens", "12 equal monthly
    payments", "seven spiders")."""
    out, numbers = [], story_quantities(text)
    starts = {n.start for n in numbers}
    for n in numbers:
        words, at = [], n.end
        if (us := _OF_US.match(text, n.end)) or (_GROUP_OF.search(text, max(0, n.start - 24), n.start)
                                                 and not WORD.match(text, n.end)):
            who = _US_WHO.match(text, us.end()) if us else None  # "5 of us adults": adults, people too
            out.append((n.value, _forms("people") | _forms("person") | (_forms(who[1]) if who else frozenset())))
            continue  # "there are 6 of us going", "our group of 6,"
        for k in range(3):
            m = WORD.match(text, at) or (_HYPHENED.match(text, at) if k == 0 else None)  # "an 8-hour shift"
            if m is not None and (c := _COMPOUND.match(text, m.end())) is not None:
                m = c  # "73 T-shirts": the compound's last word names the thing
            if m is None or m.start(1) in starts or m.group(1).lower() in STOP:
                break  # "19.80 and three friends": the next number counts the friends
            if k > 0 and re.match(r"\s+(?:up|out|off)\b", text[m.end():], re.IGNORECASE):
                break  # "36 students line up": a verb and its particle, no thing counted
            words.append(m.group(1))
            at = m.end()
        out.append((n.value, frozenset().union(*(_forms(w) for w in words))))
    return out


# a pack counted with no noun after ("a set of 4 costs £38.60"): a count of the things per one of which is asked
_PACK_OF = re.compile(r"\b(?:a|one|each|the)\s+(?:set|pack|packet|box|bag|bundle|case|roll|tin|tray|carton|crate|batch"
                      r"|pair)\s+of\s+$", re.IGNORECASE)
_PRICED_AFTER = re.compile(r"\s+(?:costs?|is|was|are|were|sells?\s+for|comes?\s+to|goes\s+for)\b", re.IGNORECASE)
# people counted as a group: "for our group of 6", "a party of 8", "a family of four" (no noun after the count)
_GROUP_OF = re.compile(r"\b(?:group|party|family|team|crew|table|gang|bunch)\s+of\s+$", re.IGNORECASE)
_CHANGE_ASKED = re.compile(r"\bhow\s+much\s+change\b", re.IGNORECASE)
# a part of the story's own things got by another ("the birds got 19 of them"): taken from it
_GOT_OF_THEM = re.compile(r"(?<!\bwe\s)(?<!\bi\s)(?<!\byou\s)(?<!\bthey\s)\b(?:got|get|gets)(?=\s+[$\u20ac\u00a3]?\d[\d.,]*\s+of\s+(?:them|the|those|her|his|their)\b)", re.IGNORECASE)
# a share named in the question: "What is everyone's share?", "per person", "a head" (not "each", which may ask a sum of
# each: "How many eggs in each box after 3 more are added to each?"; plan_words.SHARE_ASKED reads "each" as a share)
_SHARE_NAMED = re.compile(r"\b(?:share|shares|everyone'?s|everybody'?s|each\s+one'?s)\b|\bper\s+(?:person|head|kid"
                          r"|child|guest|member|friend)\b|\ba\s+(?:head|person)\b", re.IGNORECASE)
# what is still needed asked: "How much more does he need?", "How many more does she need to save?"
_MORE_NEEDED = re.compile(r"\bhow\s+(?:much|many)\s+more\s+(?:[a-z]+\s+)?(?:does|do|did|will|would)\s+[a-z]+\s+"
                          r"(?:still\s+)?(?:need|have\s+to|must)\b", re.IGNORECASE)
# the head noun of a compound after "each", before its verb: "Each seed packet has", "each egg carton holds"
_HEAD_AFTER = re.compile(r"\s+(?!(?:and|or|but|that|which|who|then|also|still|now|only|already)\b)([a-z]+)\s+(?:has|have|holds|hold|contains|contain|comes\s+with|weighs|costs|seats|carries|takes|needs|uses|requires)\b",
                         re.IGNORECASE)


# "each and": no unit after "each"; "for each one": the one the count before counts
_NO_UNIT = frozenset("and but or so then for to at in on with plus if one".split())


# a container that holds so many each: "into cartons that hold 12 eggs each", "boxes which each take 6"
_THAT_HOLD_EACH = re.compile(r"\b([a-z]+)\s+(?:that|which)\s+(?:each\s+)?(?:holds?|contains?|takes?|fits?|carry|carries|seats?"
                             r"|has|have)\s+\d[\d,.]*\s+(?:[a-z]+\s+){0,2}?each\b", re.IGNORECASE)


# a question asking what was not done, in the active voice: "On how many acres does he not grow corn?", "How many
# pages didn't she read?"
_NOT_DOING_ASKED = re.compile(r"\bhow\s+(?:many|much)\b[^?]*?\b(?:(?:does|do|did)\s+(?:[a-z]+\s+){1,2}?not|doesn't|don't|didn't"
                              r"|doesn\u2019t|don\u2019t|didn\u2019t)\s+(?P<v>[a-z]{3,})\b", re.IGNORECASE)


_PAST = {"lose": "lost", "sell": "sold", "eat": "ate", "buy": "bought", "give": "gave", "take": "took", "break": "broke",
         "catch": "caught", "win": "won", "find": "found", "spend": "spent", "make": "made", "get": "got", "grow": "grew",
         "throw": "threw", "bring": "brought", "keep": "kept", "send": "sent", "fly": "flew", "drink": "drank"}


def _done_forms(verb: str) -> list[str]:
    """The beginnings of the forms a story may tell ``verb`` in ("grow": grow, grew; "lose": lose, lost)."""
    verb = verb.lower()
    return [verb[:4]] + ([_PAST[verb]] if verb in _PAST else [])


def _rate_units(text: str) -> set[str] | None:
    """The units ``text`` gives a rate per, with their forms (:func:`_forms`: "box" for "24 pencils in
    each box", "hour" for "850 km/h", "bag" for "bags of 6"), the empty set for a bare "each"/"per",
    None for no rate."""
    found = None
    for m in RATE.finditer(text):
        unit = next((g for g in m.groups() if g), None)
        if (unit is not None and (unit.lower() in _EACH_VERBS or unit.lower() in _NO_UNIT)
                and m.group(0).lower().startswith("each")):
            unit = None  # "and each holds 36 books", "$0.29 each and I buy 14": a bare "each"
        if unit is None:
            found = found or set()
            continue
        if m.group(0).lower().startswith("each") and (head := _HEAD_AFTER.match(text, m.end())) is not None:
            unit = head[1]  # "Each seed packet has 45 seeds": a rate per packet, "seed" its modifier
        if (m.group(0).lower().startswith(("a ", "an ")) and not _forms(unit) & UNITS
                and not re.search(rf"[{CURRENCY}]\d[\d,]*(?:\.\d+)?\s*$", text[:m.start()])):
            continue  # "a square", "an area": no rate ("charges £8 a window": a price of each)
        if m.group(0).lower().startswith(("a ", "an ")) and re.match(r"\s+(?:later|earlier|ago|before|after)\b", text[m.end():],
                                                                    re.IGNORECASE):
            continue  # "and a week later borrowed 4 more": a time between, no rate
        if m.group(0).lower().startswith(("a ", "an ")) and not re.search(r"\d[\d.,]*\s*(?:[a-z]+\s+){0,3}$",
                                                                          text[:m.start()], re.IGNORECASE):
            continue  # "A bag of flour weighed 1.5 kg": a thing named, no rate ("3.20 a bag" is one)
        found = (found or set()) | _forms(unit)
    if re.search(rf"\b{_EVERYONE_DOES}\s+\d", text, re.IGNORECASE):
        found = found or set()  # "14 of us ... everyone's bringing 9 squares": a bare "each" (_each_units reads it)
    for m in _TYPICAL_ONE_USES.finditer(text):  # "a typical job eats 6": a rate per job
        found = (found or set()) | _forms(m["t"])
    for m in _THAT_HOLD_EACH.finditer(text):  # "cartons that hold 12 eggs each": a rate per carton
        found = (found or set()) | _forms(m[1])
    for m in _ADVERB_RATE.finditer(text):  # "My hourly rate is 27.50": a rate per hour
        if re.match(r"\s+(?:is|was|of)\s+[$\u00a3\u20ac]?\d", text[m.end():]):
            found = (found or set()) | _forms(_ADVERB_UNIT[m[1].lower()])
    if _AT_A_TIME.search(text):  # "the van carries 80 at a time": a rate per trip
        found = (found or set()) | _TRIPS
    for m in _ONE_TAKES.finditer(text):  # "One cake takes 3 eggs": a rate per cake
        found = (found or set()) | _forms(m.group(1) or m.group(2))
    request = asked_of(text)
    question = text.rfind(request) if request else len(text)
    measured = list(_THING_MEASURED.finditer(text, 0, max(question, 0)))  # "the payment is €289 and there are 48
    # payments": a rate per payment (told before the question: "how many roses is 4 dozen?" tells none)
    if measured:
        counted = list(zip(_counted(text), story_quantities(text)))
        asked_unit = _asked_unit(request)
        asked_forms = _forms(asked_unit) if asked_unit else frozenset()
        for m in measured:
            thing = _forms(m["t"])
            if any(thing & forms for (_, forms), n in counted if n.start >= m.end()) or thing & asked_forms:
                found = (found or set()) | thing
    return found


_GIVE_ASKED = re.compile(r"\b(?:give|gave|hand|handed|send|sent|bring|brought|slip|slipped)\b", re.IGNORECASE)
# some of those expected did not come: "23 never showed up", "4 were absent", "6 didn't turn up"; a question that
# asks of those does not ask the rest
_NO_SHOW = re.compile(r"\d[\d,]*\s+(?:[a-z]+\s+)?(?:never|didn't|didn\u2019t|did\s+not|couldn't|could\s+not|failed\s+to)\s+"
                      r"(?:show(?:ed)?\s+up|come|came|turn(?:ed)?\s+up|attend(?:ed)?|arrive[d]?|make\s+it|board(?:ed)?)\b"
                      r"|\d[\d,]*\s+(?:[a-z]+\s+)?(?:were|was|are|is)\s+(?:absent|no-shows?|off\s+sick|sick)\b"
                      r"|\d[\d,]*\s+(?:[a-z]+\s+)?(?:cancel+ed|stayed\s+(?:at\s+)?home|dropped\s+out)\b", re.IGNORECASE)
_NO_SHOW_ASKED = re.compile(r"\b(?:never|didn't|didn\u2019t|did\s+not|not|absent|sick|cancel+ed|stayed|dropped|booked"
                            r"|in\s+all|total|altogether)\b", re.IGNORECASE)


# what one of a thing takes: "One cake takes 3 eggs.", "A single batch needs 2.5 cups"
_ONE_TAKES = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:one|a\s+single|each)\s+([a-z]+)(?:\s+of\s+[a-z]+(?:\s+[a-z]+)?)?"
                        r"|an?\s+([a-z]+)\s+of\s+[a-z]+(?:\s+[a-z]+)?)"  # "a box of floor tiles covers 1.8"
                        r"\s+(?:takes|needs|uses|requires"
                        r"|calls\s+for|makes|covers|holds|contains|serves|fills)\s+"
                        r"[$\u20ac\u00a3]?\d", re.IGNORECASE)


# a rate written with a slash or as letters ("km/h", "mph"), asked: read as "per hour"
_PER_WRITTEN = re.compile(r"\b(km|mi|m|miles|metres|meters|kilometres|kilometers)\s*/\s*(h|hr|hour|s|sec|min)\b",
                          re.IGNORECASE)  # "in km/h": per hour
_MPH = re.compile(r"\bmph\b", re.IGNORECASE)
_MPG = re.compile(r"\bmpg\b|\bmiles\s+per\s+gallon\b", re.IGNORECASE)  # "what's my mpg?": miles per gallon
_PER_UNIT = {"h": "hour", "hr": "hour", "hour": "hour", "s": "second", "sec": "second", "min": "minute"}
# a rate asked by an adverb of time ("What's her hourly rate?", "their weekly pay"): read as "rate per hour"
_ADVERB_RATE = re.compile(r"\b(hour|dai|week|month|night|year)ly\s+(rate|wage|pay|earnings|income|cost|price|fee|charge"
                          r"|rent)\b", re.IGNORECASE)
_ADVERB_UNIT = {"hour": "hour", "dai": "day", "week": "week", "month": "month", "night": "night", "year": "year"}
# some of the people counted went: "125 left at half time", "38 went home early", "12 got off"
_WENT = re.compile(r"\d[\d,]*\s+(?:of\s+(?:them|those|these|the\s+[a-z]+)\s+)?(?:[a-z]+\s+)?(?:had\s+)?(?:left|went\s+home|went\s+out|walked\s+out|got\s+off|departed"
                   r"|headed\s+home)\b", re.IGNORECASE)
_ONE_ASKED = re.compile(r"\b((?:how\s+much|what)\s+(?:does|do|did|is|was|would|will)\s+)(?:one|a\s+single)\s+(?=[a-z])",
                        re.IGNORECASE)
_VERB_NEXT = re.compile(r"(?:cost|weigh|hold|earn|make|pay|get)s?\b", re.IGNORECASE)  # "one" alone: "what does one cost"
_BARE_EACH = re.compile(r"\s+each(?=\s*[?.!]*\s*$)", re.IGNORECASE)  # "how much each?" ends on "each"
_COST_OF_ONE = re.compile(r"\b((?:cost|price)\s+of\s+)(?:one|a\s+single|a|1)\s+(?=[a-z])", re.IGNORECASE)
_HOW_LONG = re.compile(r"\bhow\s+long\s+(?:will|would|does|did|do)\s+(?:it|they|he|she|I|we|you)\s+(?:take|need)\b",
                       re.IGNORECASE)  # a time asked, not a length ("How long is the rope?")
_TIMES = frozenset({"second", "minute", "hour", "day", "week", "month", "year"})
_PERIOD_FORMS = frozenset(f for t in _TIMES for f in _forms(t))  # "day", "days", ...
# a debt and a repayment, what is still owed asked
_DEBT = re.compile(r"\b(?:owe[sd]?|owing|borrow(?:ed|s)?|debt|loan(?:ed)?|lent)\b", re.IGNORECASE)
_REPAID = re.compile(r"\b(?:paid|pays?|paying|given|gave)\s+(?:[a-z]+\s+)?(?:back|off)\b|\brepa(?:id|ys?|ying)\b", re.IGNORECASE)
_STILL_OWED = re.compile(r"\b(?:still\s+owe[sd]?|owe[sd]?\s+now|left\s+to\s+(?:re)?pay|still\s+(?:to\s+|have\s+to\s+)?(?:re)?pay"
                         r"|(?:is|are)\s+(?:still\s+)?(?:owed|outstanding|left|remaining)|remaining|outstanding)\b", re.IGNORECASE)
# so much used by one of a thing: "a typical job eats 6", "each batch needs 250" (a rate per job, per batch; "A carpenter
# needs 14 shelves" is no rate)
_TYPICAL_ONE_USES = re.compile(r"\b(?:(?:a|an)\s+(?P<adj>typical|single|normal|average|usual)\s+|(?:one|each|every)\s+"
                               r"(?:(?P<adj2>typical|single|normal|average|usual)\s+)?)(?!one\b)(?P<t>[a-z]{3,})\s+"
                               r"(?P<v>uses|eats|takes|needs|requires|burns|gets\s+through)\s+(?:about\s+|around\s+)?\d",
                               re.IGNORECASE)
# a period asked: "How many minutes is that daily?", "per day" (not "How much will the chairs cost us?")
_PERIOD_ASKED = re.compile(r"\b(?:daily|weekly|monthly|yearly|nightly|hourly|(?:a|per|each|every)\s+(?:day|week|month|year|night"
                           r"|hour))\b", re.IGNORECASE)
# a round's length and a count of rounds: "the loop is 3.7 km ... 6 laps", "lap is 640 m and the final is 9 laps"
_LAP_LENGTH = re.compile(r"\b(?:lap|loop|circuit|track|course|length)\s+(?:is|was|measures|of)\s+(?:about\s+|around\s+)?\d[\d,.]*"
                         r"\s*(?:km|m|mi|miles?|metres?|meters?|kilometres?|kilometers?|yards?|yds?)\b", re.IGNORECASE)
_LAP_COUNT = re.compile(r"\d+\s+(?:laps|loops|circuits|lengths)\b", re.IGNORECASE)
_DISTANCE_ASKED = re.compile(r"\bdistance\b|\bhow\s+far\b|\bhow\s+many\s+(?:km|kilomet|metres|meters|miles|yards)", re.IGNORECASE)
# a change named as a thing asked: "what's the increase?", "what was the drop?"
_CHANGE_NAMED_ASKED = re.compile(r"\bwhat(?:'s|\u2019s|\s+is|\s+was)\s+the\s+(?:increase|decrease|rise|drop|growth|jump|fall"
                                 r"|change)\b", re.IGNORECASE)
# a limit told and what is spare of it asked: "the time limit is 420 seconds ... how much time did she have spare?"
_LIMIT_TOLD = re.compile(r"\b(?:limit|allowance|allowed|maximum|max|cap)\b", re.IGNORECASE)
_SPARE_ASKED = re.compile(r"\b(?:spare|to\s+spare|left\s+over|under\s+the\s+(?:limit|max|cap))\b", re.IGNORECASE)
# a part of a price paid before: "put down a $20 deposit", "paid a 50 deposit"
_DEPOSIT = re.compile(r"\bdeposit\b|\bput\s+down\b|\bdown\s*payment\b|\bpaid\s+(?:up\s*)?front\b", re.IGNORECASE)
# a thing bought and sold again, the profit or loss asked: "sold my road bike for £310, bought it for £445"
_SOLD_FOR = re.compile(r"\b(?:sold|sell|sells)\b(?:[^.?!]|\.\d)*?\bfor\s+[$\u00a3\u20ac]?\d", re.IGNORECASE)
_BOUGHT_FOR = re.compile(r"\b(?:bought|buy|paid|got)\b(?:[^.?!]|\.\d)*?\bfor\s+[$\u00a3\u20ac]?\d|\bpaid\s+[$\u00a3\u20ac]?\d",
                         re.IGNORECASE)
_PROFIT_ASKED = re.compile(r"\b(?:lose|lost|loss|profit|gain|make|made)\b", re.IGNORECASE)
# "how many didn't?": the verb left out, the rest of a whole of which a part did ("19 passed the mock")
_BARE_NOT_ASKED = re.compile(r"\bhow\s+many\s+(?:of\s+them\s+|[a-z]+\s+)?(?:didn'?t|did\s+not|didn\u2019t|haven'?t|weren'?t)"
                             r"\s*\??\s*$", re.IGNORECASE)
_DID_AFTER = re.compile(r"\d[\d,]*\s+(?:of\s+(?:them|those)\s+)?(?:[a-z]+ed|came|went|got|made|won|ran|swam|took|sold|ate"
                        r"|turned\s+up|showed\s+up)\b", re.IGNORECASE)
# a score out of a most and what was dropped of it: "Exam was out of 80 and I got 62, how many marks did I drop?"
_OUT_OF_TOLD = re.compile(r"\bout\s+of\s+(?:a\s+)?(?:possible\s+)?[\d]", re.IGNORECASE)
_DROPPED_ASKED = re.compile(r"\b(?:drop|dropped|lose|lost|miss|missed|short)\b", re.IGNORECASE)
# the difference between two told, asked by a story's word for it: "whats the gap between them", "how far apart" (a
# "difference of 73 and 128" names the operation: the question's words, not a story's cue)
_GAP_ASKED = re.compile(r"\b(?:gap|margin)\s+(?:between|in|of)\b|\bhow\s+far\s+apart\b", re.IGNORECASE)
_AT_A_TIME = re.compile(r"\d\s+(?:[a-z]+\s+){0,2}(?:at\s+a\s+time|at\s+once|in\s+one\s+go|per\s+(?:trip|load|run)"
                        r"|each\s+(?:trip|load|run))\b", re.IGNORECASE)
_TRIPS = frozenset({"trip", "load", "journey", "run", "go", "round", "batch"})
_HOW_MUCH_DONE = re.compile(r"\bhow\s+much\s+(?:did|does|do|has|have|will)\s+[a-z]+\s+(?:drink|drunk|eat|eaten|run|walk|walked"
                            r"|swim|swum|cycle|cycled|ride|ridden|drive|driven|hike|hiked|jog|jogged|use|used|pour|poured|climb"
                            r"|climbed|row|rowed|paddle|paddled|collect|collected|pick|picked)\b", re.IGNORECASE)
_IF_CLAUSE = re.compile(r"^\s*if\b[^,?]*,", re.IGNORECASE)
_LEFT_AFTER_COUNT = re.compile(r"\d[\d,]*\s+(?:[a-z]+\s+)?(?:had\s+)?left\b(?!\s+(?:over|in|on|at\s+home))", re.IGNORECASE)
_CLOCK = re.compile(r"\b(?:minutes?|mins?)\s+past\b|\b(?:minutes?|mins?)\s+to\s+(?:\d|one|two|three|four|five|six|seven"
                    r"|eight|nine|ten|eleven|twelve|noon|midnight)\b|\bpast\s+the\s+hour\b|\bquarter\s+(?:past|to)\b",
                    re.IGNORECASE)  # a time of day, no quantity: "14 minutes past", "20 minutes to six"
# ... or with the start ("How many more did he get than he had before his birthday?"): the change is the other side
_THAN_THE_REST = re.compile(r"\bthan\b[^?]*\b(?:left|remain\w*|rest|others?|before|at\s+first|at\s+the\s+start|originally"
                            r"|to\s+begin\s+with|to\s+start\s+with)\b", re.IGNORECASE)
_SPEED_ASKED = re.compile(r"\b(?:speed|pace|velocity|rate)\b", re.IGNORECASE)


def some_went(told: str) -> bool:
    """Whether the story ``told`` says some of its people went ("47 left during the break", "125 left at half time",
    "38 went home"): a question with "left" then asks who went, or who remains, and no one operation settles it."""
    return bool(DEPARTED.search(told) or _LEFT_AFTER_COUNT.search(told))


def compared_with_the_rest(asked: str) -> bool:
    """Whether the question compares a told quantity with what is left or the rest ("How many more did it sell
    than it has left?"): one side is no number the story tells, so no one operation of two numbers answers it."""
    return bool(COMPARISON_ASKED.search(asked) and _THAN_THE_REST.search(asked))


# a thing told with its price or measure, named again by a count or the question: "payment is €289 and there are 48
# payments", "the glasses are 250 ml, how many glasses"
_THING_MEASURED = re.compile(r"(?:\b(?:the|a|an|each|every|my|our|one)\s+|^\W*)(?:[a-z-]+\s+){0,3}?(?P<t>[a-z]+)\s+(?:is|are|was|were|holds?)\s+(?:about\s+|only\s+|just\s+)?[$\u00a3\u20ac]?(?P<n>\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)


def _asked_unit(asked: str) -> str | None:
    """The noun a "How many ...?" question counts ("How many bags", "How many more boxes"), or None."""
    m = HOW_MANY.search(asked)
    return m.group(1) if m and m.group(1).lower() not in AUXILIARY else None


# the words a count names its thing by, a rate's "per", "a", "each" or a preposition first naming none ("12 per page")
_NAMING_NONE = r"(?!(?:per|a|an|each|every|on|in|of|for|to|at|from|with|by)\b)"
_COUNT_WORDS = re.compile(rf"\d[\d,]*\s+{_NAMING_NONE}([a-z]+)(?:\s+{_NAMING_NONE}([a-z]+))?", re.IGNORECASE)


def _rate_cue(text: str, told: str, asked: str, units: set[str]) -> StoryCue | None:
    """A rate's operation: a quotient where the question asks for how many of its unit, a product where
    another number counts that unit and the question asks for no other count."""
    asked_unit = _asked_unit(asked)
    quantities = story_quantities(text)
    if units & _HEADS and len(quantities) == 2 and not asked_unit:
        heads = [n for n in quantities if _PER_HEAD_AFTER.match(text, n.end)]
        if len(heads) == 1 and (count := quantities[1 - quantities.index(heads[0])]).value == int(count.value):
            return StoryCue("mul")  # "37 handlers entered the sheepdog trial at £22 a head. what does that bring in?"
    if asked_unit and _forms(asked_unit) & units:
        if any(_forms(w) & _forms(asked_unit) for m in re.finditer(_COUNT_WORDS, told) for w in m.groups() if w):
            return None  # "Each of the 36 scouts gets 4 marshmallows. How many scouts?": their count is told
        whole = not (_forms(asked_unit) & MEASURES)
        return StoryCue("div", counts=True, whole=whole)  # "How many bags?" of "bags of 6"
    counted = _counted_of_them(text, quantities, units)
    if (_HOW_LONG.search(asked) and units & _TIMES and len(counted) == 2 and counted[0][1] & counted[1][1]
            and not any(forms & units for _, forms in counted)):
        return StoryCue("div", counts=True)  # "prints 18 pages a minute. How long to print 270 pages?": the time
    # what the rate's own number counts: "6 eggs" of "each carton holds 6 eggs"
    rated = frozenset().union(*(forms for _, forms in counted if not forms & units))
    rated_asked = len(counted) == 2 and not SHARED.search(text) and (_forms(asked_unit or "") & rated or (
        asked_unit or "").lower() in _ANY_THING_NAMES)  # "How many pieces do I need?": the things rated, whatever their name
    if any(forms & units for _, forms in counted) and (
            asked_unit is None or asked_unit.lower() in told.lower() or rated_asked):
        if _SPEED_ASKED.search(asked):
            return None  # "covered 84 km in 3.5 hours. What was her average speed?": a speed is no product
        return StoryCue("mul")  # "in 15 boxes" of "24 pencils in each box", asking for pencils or a price
    return None


def _counted_of_them(text: str, quantities: list, units: set[str]) -> list[tuple[float, frozenset[str]]]:
    """:func:`_counted`, where a count names nothing but is held "of them" the rate's own units ("Each curling stone
    weighs 19.96 kg and the rink owns 16 of them": the stones the rate is of, counted; not for a rate per period)."""
    out = []
    for (value, forms), n in zip(_counted(text), quantities):
        if (not forms and not units & _PERIOD_FORMS and _HELD_OF_THEM.search(text, 0, n.start)
                and _OF_THEM_AFTER.match(text, n.end)):
            forms = frozenset(units)
        out.append((value, forms))
    return out


# "the rink owns 16 of them", "there are 46 of them", "we keep 24 of them": the things a rate is of, counted by what is
# held (not "3 of them are broken": a part of what the rate counts)
_HELD_OF_THEM = re.compile(r"\b(?:owns?|owned|keeps?|kept|have|has|had|there\s+are|there\s+were|there're|got|bought|ordered"
                           r"|run|runs|operates?|operated)\s+(?:about\s+|around\s+|roughly\s+|just\s+)?$", re.IGNORECASE)
_OF_THEM_AFTER = re.compile(r"\s+of\s+(?:them|those|these)\b(?!\s+(?:is|are|was|were|got|get|had|have)\b)", re.IGNORECASE)
_ANY_THING_NAMES = frozenset({"pieces", "items", "things", "bits"})  # a question's name for any thing counted


def _rate_is_asked(asked: str) -> bool:
    """Whether the question asks for a rate ("How much was it per night?"), not tells one ("at 70 km per
    hour", "at 3.20 each": a number before it)."""
    m = RATE_ASKED.search(asked)
    return m is not None and not NUMBER_BEFORE.search(asked, 0, m.start())


_SHARE_WORDS = frozenset("share shares portion portions part parts cut".split())  # "what's each share": each one's
_SHARE_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?(?:shared|share|split|splits|divided|divide)\b", re.IGNORECASE)
_AND_OTHERS = re.compile(r"\b(?:[A-Z][a-z]+|(?i:he|she|i|me|him|her|himself|herself|themselves|myself|we|us))\s+(?i:and|with)\s+"
                         r"(?:(?i:his|her|my|their|your|our)\s+)?$")
_AND_ME = re.compile(r"\s+(?:[a-z]+\s+)?(?:and|with|plus)\s+(?:i|me|myself)\b", re.IGNORECASE)  # "3 friends and i"
_FOR_SHARERS = re.compile(r"\b(?:among|amongst|between|for|to)\s+(?:(?:the|his|her|their|my|our|your)\s+)$", re.IGNORECASE)
_AMONG = re.compile(r"\b(?:among|amongst|between)\s+(?:(?:the|his|her|their|my|our|your)\s+)?$", re.IGNORECASE)


def _compound_of(forms: frozenset[str], unit: frozenset[str]) -> bool:
    """Whether a counted word is a compound ending in the asked unit: "paintbrushes" of "each brush"."""
    return any(len(u) >= 4 and f.endswith(u) and f != u for f in forms for u in unit)


# a container's weight full and its weight empty: what it holds is their difference (occam.full_and_empty)
FULL = re.compile(r"\b(?:full|filled|loaded|laden|with\s+(?:the\s+)?[a-z]+\s+in\s+it)\b", re.IGNORECASE)  # "3,420 kg loaded"
EMPTY = re.compile(r"\bempty\b", re.IGNORECASE)
_SOLD_OUT = re.compile(r"\b(?:sold|sells|sell|booked)\s+out\b|\bsell-?outs?\b|\bfully\s+booked\b", re.IGNORECASE)
# the teller shares too: "among my siblings and me", "between the kids and myself"
_AMONG_THEM_AND_ME = re.compile(r"\b(?:among|amongst|between|with)\s+(?:[a-z]+\s+){1,3}?(?:and|plus)\s+(?:me|myself|i|us)\b",
                                re.IGNORECASE)
# what is bought or made to be shared, after its count: "90 chocolates to share equally between them", "40 stickers to
# split among" (no sharers; the story reader's _divides too)
TO_SHARE = re.compile(r"\s+(?:[a-z]+\s+){0,2}?to\s+(?:share|split|divide|hand\s+out|give\s+out|give\s+away)\b", re.IGNORECASE)


def _rate_asked(text: str, asked: str) -> StoryCue | None:
    """A question asking for a rate whose unit the story counts ("The hotel bill for 4 nights was 538.
    How much was it per night?"): the quotient by that count."""
    m = RATE_ASKED.search(asked)
    unit = _forms(m.group(1)) | (_forms(m.group(2)) if m.group(2) else frozenset())  # "each kid", "each bake sale"
    if m.group(1).lower() in _EACH_VERBS | _GOT_VERBS | _SHARE_WORDS | _HEADS or (m.group(1).lower() == "of" and (
            m.group(2) or "").lower() in ("them", "us", "you", "those", "these")):
        unit = ANYONE  # "How many cookies did each get?", "did each of them get", "what's each share": each one
    counted = _counted(text)
    thing = _forms(_asked_unit(asked) or "")
    for n, (_, forms) in zip(story_quantities(text), counted):
        r = _RATE_AFTER.match(text, n.end)
        if r is not None and not re.search(r"[.!?;]", r.group(0)) and _forms(r.group(1)) & unit and forms & thing:
            return None  # "22 riders in each class. How many riders are in each class?": the rate is told, not asked
    counts = [v for v, forms in counted if forms & unit or _periodic(forms) & unit or _compound_of(forms, unit)]
    if (not counts and m.group(1).lower() == "one" and not m.group(2) and not SHARED.search(text)
            and len(things := [v for v, forms in counted if forms]) == 1):
        counts = things  # "paid 14.40 for 8 avocados, how much was each one": one of the things counted
    if not counts and m.group(1).lower() == "one" and not m.group(2) and not SHARED.search(text):
        # "ordered 96 slices for 32 kids, how many slices each?": each of the people the things are for
        quantities = story_quantities(text)
        for_people = [n for n in quantities if n.value == int(n.value) and SHARERS.match(text, n.end)
                      and re.search(r"\bfor\s+$", text[max(0, n.start - 6):n.start], re.IGNORECASE)]
        rest = [f for n, (_, f) in zip(quantities, counted) if n not in for_people]
        if len(for_people) == 1 and len(rest) == 1 and rest[0] & thing:
            counts = [for_people[0].value]
    if not counts:  # "Violin strings: a set of 4 costs £38.60. How much is that per string?": the pack's count
        packed = [n.value for n in story_quantities(text) if _PACK_OF.search(text, max(0, n.start - 24), n.start)
                  and _PRICED_AFTER.match(text, n.end)]
        counts = packed if len(packed) == 1 and len(story_quantities(text)) == 2 else counts
    if not counts and unit & ANYONE and SHARED.search(text):  # "5 friends split a bill of 138.50. each one?"
        quantities = story_quantities(text)
        sharers = [n for n in quantities if n.value == int(n.value) and (SHARERS.match(text, n.end) or _OF_US.match(text, n.end))
                   and not TO_SHARE.match(text, n.end)]  # "bought 90 chocolates to share between them": what is shared
        others = [n for n in quantities if n not in sharers]  # ("among the 4 of us": the sharers, the teller one of them)
        if others and any(_FOR_SHARERS.search(text, max(0, n.start - 30), n.start) for n in others):
            return None  # "96 cookies for her 4 grandchildren": the ones who share are no count SHARERS reads
        if len(sharers) > 1:  # "24 cookies were shared equally among 2 sisters": the count shared among
            among = [n for n in sharers if _AMONG.search(text, max(0, n.start - 30), n.start)]
            sharers = among or [n for n in sharers if _SHARE_AFTER.match(text, n.end)]  # "2 sisters shared 24 cookies"
            # ("180 badges shared equally among the 4 of us": those after "among" share, the badges are shared)
        if any(_AND_OTHERS.search(text, max(0, n.start - 30), n.start) or _AND_ME.match(text, n.end) for n in sharers):
            return None  # "Lena and 2 friends share a pizza", "3 friends and i split": one more than the count
        if _AMONG_THEM_AND_ME.search(text):
            return None  # "24 candies to share equally among my siblings and me": one more than the 3 siblings
        counts = [n.value for n in sharers]
    if not counts and len(counted) == 2 and _rates_chained(text, asked, unit):
        return StoryCue("mul")  # "4 classes a day with 18 people in each class. How many people each day?"
    if len(counts) != 1 or len(counted) != 2:
        return None  # "3 friends and 2 cousins split the bill": a count of another unit too
    return StoryCue("div", divisor=counts[0])


# "12 equal monthly parts", "52 weekly payments": parts of a whole, one a period; they count the period
_PARTS = frozenset(f for w in ("parts", "payments", "instalments", "installments", "amounts", "sums", "shares", "portions",
                               "transfers", "deposits") for f in _forms(w))


def _periodic(forms: frozenset[str]) -> frozenset[str]:
    """The period a count of parts counts ("12 equal monthly parts": month), or none."""
    if not forms & _PARTS:
        return frozenset()
    return frozenset().union(*(_forms(PERIOD_OF[w]) for w in forms if w in PERIOD_OF))


_RATE_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,3}?(?:each|per|every|an?|in\s+each|on\s+each|for\s+each)\s+([a-z]+)\b",
                         re.IGNORECASE)


def _rates_chained(text: str, asked: str, unit: frozenset[str]) -> bool:
    """Two rates in a chain and the outer one asked: "teaches 4 classes a day with 18 people in each class. How
    many people does she teach each day?" (classes per day, people per class: people per day, a product). The
    first number is per the asked unit and counts what the second is per; the question counts the second's things."""
    numbers = story_quantities(text)
    counted = _counted(text)
    if len(numbers) != 2 or len(counted) != 2:
        return False
    rates = [_RATE_AFTER.match(text, n.end) for n in numbers]
    per = [_forms(r.group(1)) if r else frozenset() for r in rates]
    if not per[1] and _EACH_BEFORE.search(text, 0, numbers[1].start):
        per[1] = counted[0][1]  # "9 runs a day, each 37 km long": per run
    asked_unit = _asked_unit(asked)
    for outer, inner in ((0, 1), (1, 0)):
        counts_inner = per[inner] & counted[outer][1] or (per[inner] and counted[outer][1] & {"time", "times"})
        if per[outer] & unit and counts_inner and asked_unit and _forms(asked_unit) & counted[inner][1]:
            return True  # "65 lengths per session and goes 4 times a week": sessions a week
    return False


def _side_by_side(text: str) -> bool:
    """Whether the story's numbers are quantities of one kind told side by side: each followed by the
    same unit ("8.6 km ... 5.7 km", "134 eggs ... 129 eggs"), or all of them money ("$64 ... $48")."""
    counted = _counted(text)
    if len(counted) < 2:
        return False
    if len(MONEY.findall(text)) >= len(counted):
        return True
    firsts = _counted_first(text)
    if len(firsts) != len(counted):
        return False
    if any(forms == {"percent"} for _, forms, _ in firsts):
        return False  # "$18 and a 20% tip": a percentage is no quantity beside another
    if len(firsts) > 2 and any(not forms for _, forms, _ in firsts):
        return False  # "costs 2.40. Kim buys 3 scoops and Jo buys 2.": a unit said once, of two numbers only
    units = [forms for _, forms, when in firsts if not when]  # "and 25 after it": the unit said once
    return len(units) >= 1 and bool(frozenset.intersection(*units))  # "sold 215 before lunch": no unit


def _both_asked(text: str, asked: str) -> bool:
    """Whether the story tells two quantities of two things and the question asks for both together by
    name ("32 sopranos and 27 altos. How many sopranos and altos are there?")."""
    counted = _counted(text)
    if len(counted) != 2 or not all(forms for _, forms in counted) or counted[0][1] & counted[1][1]:
        return False
    if find_numbers(asked):
        return False  # "Translate 'I have 2 brothers and 1 sister'": the quantities are told, not asked
    words = [_forms(w) for w in re.findall(r"[a-z]+", asked.lower())]
    pairs = zip(words, words[1:], words[2:])
    return any(a & counted[i][1] and b == {"and"} and c & counted[1 - i][1] for a, b, c in pairs for i in (0, 1))


# a place or a time right after a later number: its unit was said once, before ("36 tulip bulbs in the front yard and 49
# in the back yard", "162 hours in March and 171 in April")
_PLACE_AFTER = re.compile(r"\s*(?:in|at|on|from|during)\s+(?:the|a|an|his|her|their|my|our|its|[A-Z])", re.IGNORECASE)


def _counted_first(text: str) -> list[tuple[float, frozenset[str], bool]]:
    """Each number of ``text`` with the forms of the one word right after it, and whether a time follows
    it or nothing does instead of a unit (the unit said once: "18 points before the break and 25 after it",
    "28 students ... and Mr Brown's class sent 31.")."""
    out = []
    for n in story_quantities(text):
        m = WORD.match(text, n.end)
        if text[n.end:n.end + 2].strip().startswith("%"):
            out.append((n.value, frozenset({"percent"}), False))  # "a 15% tip": no unit said once
        elif m is None or (out and _PLACE_AFTER.match(text, n.end)):  # "... and Mr Brown's class sent 31.", "and 49
            out.append((n.value, frozenset(), True))  # in the back yard", "and 171 in April": the unit said once
        else:
            c = _COMPOUND.match(text, m.end())  # "73 T-shirts": the compound's last word
            out.append((n.value, _forms((c or m).group(1)), bool(WHEN.match(text, n.end))))
    return out

# a condition of no number that says the division comes out whole: "if every bus is full", "assuming all the boxes
# are filled"
_ALL_FULL = re.compile(r"\s*,?\s*\b(?:if|when|assuming|given\s+that)\s+(?:every|each|all(?:\s+(?:of\s+)?the)?|the)\s+[a-z]+\s+"
                       r"(?:is|are|gets?|get|will\s+be)\s+(?:completely\s+|totally\s+)?(?:full|filled(?:\s+up)?|packed)\b(?=\s*[?.!]?\s*$)",
                       re.IGNORECASE)

# a count that did not do what the story's whole did: "37 seeds did not sprout", "19 of the tulips didn't bloom"
_NOT_DONE_VERB = re.compile(r"\b(?:did\s+not|didn'?t|failed\s+to|never|could\s+not|couldn'?t|would\s+not|wouldn'?t"
                            r"|does\s+not|doesn'?t|do\s+not|don'?t)\s+(?!have\b|get\b|know\b|want\b|like\b|need\b)([a-z]{3,})",
                            re.IGNORECASE)

_PRICE_BEFORE = re.compile(rf"\b(?:costs?|priced\s+at|sells?\s+for|is|are|(?:sells?|selling)\s+(?:[a-z]+\s+){{1,2}}at)\s+"
                           rf"(?:only\s+|just\s+)?[{CURRENCY}]?$|\b(?:was|were)\s+(?:only\s+|just\s+)?[{CURRENCY}]$",
                           re.IGNORECASE)  # "sells wands at $12.99", "tickets were $68 each" (a currency after "were")
_COUNT_BEFORE = re.compile(r"\b(?:buying|buy|buys|bought|need|needs|want|wants|order|orders|ordering|ordered|get|getting"
                           r"|take|taking|took|(?:has|have|'s|'ve)\s+had)\s+(?:another\s+)?$", re.IGNORECASE)
# ("has had 14 of them": lessons of a price each taken, no start told)


# the price told of each one: "$38.50 each" ("each" relates nothing else)
_PRICE_EACH = re.compile(rf"(?<=[{CURRENCY}])\d[\d,]*(?:\.\d+)?\s+(?:each|apiece)\b", re.IGNORECASE)


# how long each one of a thing lasts: "One crate of logs lasts us about 9 days", "each tank lasts 6 hours"
_LASTS_EACH = re.compile(r"\b(?:one|a|an|each|every)\s+(?P<t>[a-z]+)(?:\s+of\s+[a-z]+)?\s+(?:usually\s+|normally\s+)?lasts\s+"
                         r"(?:us\s+|me\s+|them\s+|him\s+|her\s+)?(?:about\s+|around\s+|roughly\s+)?\d[\d,.]*\s+"
                         r"(?:days?|weeks?|months?|hours?|minutes?|years?)\b", re.IGNORECASE)
_HOW_LONG_LAST = re.compile(r"\bhow\s+long\b[^?]*\blast\b|\bhow\s+many\s+(?:days|weeks|months|hours|minutes|years)\b[^?]*"
                            r"\blast\b", re.IGNORECASE)
# money had, then what was left of it after a purchase: "had ¥3,200. After buying a manga volume he had ¥1,450 left"
_HAD_THEN_LEFT = re.compile(rf"\b(?:had|has|have)\s+[{CURRENCY}]\d[\d,]*(?:\.\d+)?\b[^?]*?\b(?:had|has|have|was\s+left\s+with"
                            rf"|is\s+left\s+with)\s+(?:only\s+|just\s+)?[{CURRENCY}]\d[\d,]*(?:\.\d+)?\s+(?:left|remaining)\b",
                            re.IGNORECASE)
_BOUGHT_BETWEEN = re.compile(r"\b(?:buying|bought|buys|paying\s+for|paid\s+for|purchasing|purchased)\b", re.IGNORECASE)
_COST_OF_IT_ASKED = re.compile(r"\bhow\s+much\s+(?:did|does|was|is)\s+(?:the|it|his|her|their|that)\b[^?]*\b(?:cost|costs|price)\b"
                               r"|\bwhat\s+(?:did|does)\s+(?:the\s+[a-z]+\s+|it\s+)cost\b|\bhow\s+much\s+did\s+(?:he|she|they|i|we)"
                               r"\s+(?:spend|pay)\b", re.IGNORECASE)
# an average of each of the things counted: "the average length was 352 pages", "they averaged 2.4 kg"
_AVERAGE_EACH = re.compile(r"\b(?:the|an|their|its)\s+average\s+(?:[a-z]+\s+)?(?:was|is|of|came\s+to)\s+[$\u00a3\u20ac]?\d"
                           r"|\b(?:averaged|averages|averaging)\s+[$\u00a3\u20ac]?\d", re.IGNORECASE)
# things told with their size as an adjective: "50 m lengths", "12.5-hour shifts", "2-litre bottles"
_SIZED_THINGS = re.compile(r"(?<![\d.,])\d[\d,]*(?:\.\d+)?(?:\s*|-)(?P<u>[a-z]+)[\s-]+(?P<t>[a-z]+s)\b", re.IGNORECASE)
# words ending in "s" that name no things: "120 miles this morning", "2 hours was", "5 km across"
_NOT_THINGS = frozenset("this his hers its was is has does yes plus minus less thus across always towards afterwards "
                        "perhaps sometimes us ours yours theirs whereas besides".split())
_HOW_FAR_OR_LONG = {"metre": "far", "km": "far", "mile": "far", "yard": "far", "foot": "far", "cm": "far", "hour": "long",
                    "minute": "long"}


def _sized_things_counted(told: str, asked: str) -> bool:
    """Whether the story tells things by their size ("50 m lengths", "12.5-hour shifts") and counts them ("did 64 of
    them", "13 shifts"), the question asking the size's unit ("how many metres", "Total hours?", "how far"): the size
    of each times the count."""
    sized = [(UNIT_OF[m["u"].lower()], m) for m in _SIZED_THINGS.finditer(told) if m["u"].lower() in UNIT_OF
             and UNIT_OF[m["u"].lower()] not in ("money", "cent") and m["t"].lower() not in _NOT_THINGS
             and not m["t"].lower().endswith("ss")]
    if len(sized) != 1:
        return False
    unit, m = sized[0]
    rest = told[m.end():]
    noun = re.escape(m["t"].lower().rstrip("s"))
    counted = re.search(rf"\d[\d,]*\s+(?:of\s+(?:them|those|these)|(?:more\s+)?{noun}s?)\b", rest, re.IGNORECASE)
    spellings = "|".join(map(re.escape, UNIT_NAMES[unit]))
    named = re.search(rf"\b(?:{spellings})\b", asked, re.IGNORECASE) or (
        unit in _HOW_FAR_OR_LONG and re.search(rf"\bhow\s+{_HOW_FAR_OR_LONG[unit]}\b", asked, re.IGNORECASE))
    return counted is not None and bool(named)


# a final score told: "We lost 34 to 17", "they won 3-1", "beat the Hawks 28 to 21"; the margin asked of it
_SCORE_TOLD = re.compile(r"\b(?:lost|won|lose|win|beat|beaten|losing|winning|drew)\s+(?:(?:[A-Za-z]+\s+){1,3})?\d+\s*(?:to|-|\u2013)\s*\d+\b",
                         re.IGNORECASE)
_MARGIN_ASKED = re.compile(r"\b(?:lose|lost|win|won|beat|beaten)\s+(?:\w+\s+)?by\b|\bmargin\b", re.IGNORECASE)
# a part of a cost someone else pays: "the insurance covers £200 of it", "my work pays 150 towards it"
_COVERED_PART = re.compile(rf"\b(?:covers?|covered|pays?|paid|chips?\s+in|chipped\s+in|contributes?|contributed|refunds?|refunded)"
                           rf"\s+[{CURRENCY}]?\d[\d,]*(?:\.\d+)?\s+(?:of\s+(?:it|that|the\s+(?:bill|cost|price|fee))|towards?"
                           rf"\s+(?:it|that|the\s+(?:bill|cost|price|fee)))\b", re.IGNORECASE)
# what the asker pays of it: "How much do I have to pay myself?", "what's left for me to pay", "out of pocket"
_OWN_SHARE_ASKED = re.compile(r"\b(?:pay|paying|owe|cover)\b[^?]*\b(?:myself|ourselves|me|us)\b|\b(?:i|we)\s+(?:still\s+)?"
                              r"(?:have\s+to\s+|need\s+to\s+|must\s+|got\s+to\s+)?(?:pay|cover|owe)\b|\bout\s+of\s+pocket\b",
                              re.IGNORECASE)
# a count of things sold at a price of each: "Sold 212 lattes at $4.60", "we sold 30 tickets for £7.50"
_SOLD_AT_PRICE = re.compile(rf"\b(?:sold|sell|sells|selling)\s+\d[\d,]*\s+(?:[a-z]+\s+){{1,3}}?(?:at|for)\s+[{CURRENCY}]\d[\d,]*"
                            rf"(?:\.\d+)?(?!\d|[.,]\d)(?!\s*(?:total|altogether|in\s+(?:all|total)|for\s+the\s+lot|the\s+lot))", re.IGNORECASE)
# the takings asked: "How much is that?", "how much did we make?", "what did we take?"
_TAKINGS_ASKED = re.compile(r"\bhow\s+much\s+(?:money\s+)?(?:is\s+that|was\s+that|did\s+(?:i|we|you|he|she|they|it)\s+"
                            r"(?:make|take|earn|bring\s+in|get)|does\s+that\s+come\s+to|in\s+total)\b"
                            r"|\bwhat\s+(?:did|do)\s+(?:i|we|you|he|she|they|it)\s+(?:make|take|earn|bring\s+in)\b", re.IGNORECASE)


def _price_and_count(text: str) -> bool:
    """Whether the story's two quantities are a price ("Pizza costs 12.99") and a count bought with no unit of its own
    ("I'm buying 3."): their total is a product."""
    numbers = story_quantities(text)
    if len(numbers) != 2:
        return False
    price = [n for n in numbers if _PRICE_BEFORE.search(text, max(0, n.start - 30), n.start)]
    count = [n for n in numbers if _COUNT_BEFORE.search(text, max(0, n.start - 30), n.start) and n.value == int(n.value)
             and (re.match(r"\s*(?:[.,;!?]|$|of\s+(?:them|those|these)\b)|\s+for\s+(?:my|our|the|his|her|their|your)\s+"
                           r"(?:[a-z]+\s+)?[a-z]+\s*(?:[.,;!?]|$)", text[n.end:])  # "I need 4 for my nephews,"
                  or _priced_unit(text, n))]
    return len(price) == 1 and len(count) == 1 and price[0] is not count[0]


def _priced_unit(text: str, n) -> bool:
    """Whether the count ``n`` counts the unit that one of is priced before it: "a yard of the wool fabric ... is £11.25
    and I need 3 yards"."""
    unit = re.match(r"\s+([a-z]+)\s*(?:[.,;!?]|$)", text[n.end:], re.IGNORECASE)
    return unit is not None and any(re.search(rf"\b(?:a|an|one|per|each)\s+{re.escape(form)}\b", text[:n.start], re.IGNORECASE)
                                    for form in _forms(unit[1]))


_PERCENT_AFTER = re.compile(r"\s*(?:%|percent(?:age\s+points?)?\b|per\s*cent\b)", re.IGNORECASE)
# a number puzzle: operations done to an unknown number, its result told ("When a number is doubled and 7 is added")
_PUZZLE = re.compile(r"\b(?:a|some|certain|an\s+unknown|(?:his|her|my|their)\s+secret)\s+number\s+(?:is|was|gets|and|by"
                     r"|(?:increased|decreased|reduced|raised|lowered|multiplied|divided|doubled|tripled|halved|added|subtracted)\b)\b"
                     r"|\bconsecutive\s+(?:whole\s+|even\s+|odd\s+)?(?:numbers|integers)\b"
                     r"|\b(?:to|from)\s+(?:a|some|certain)\s+number\b|\bmultiplied\s+(?:his|her|my|their)\s+(?:secret\s+)?number\b",
                     re.IGNORECASE)


# a part done and a part still to do told, the whole asked
_STILL_TO_GO = re.compile(r"\b(?:to\s+go|left\s+to\s+\w+|still\s+(?:has|have|needs?)\s+[\d.,]+\s+(?:[a-z]+\s+)?(?:to|left))\b",
                          re.IGNORECASE)
_WHOLE_ASKED = re.compile(r"\b(?:whole|entire|total|full|in\s+all|altogether)\b", re.IGNORECASE)


def to_go_told(text: str) -> bool:
    """Whether the story tells a part done and the part still to do, and the question asks no whole: "has already
    read 120 pages and has 85 pages left to read. How many more pages must she read?" asks what it tells (85)."""
    told, asked = told_of(text), asked_of(text)
    return bool(ALREADY.search(told) and _STILL_TO_GO.search(told) and not _WHOLE_ASKED.search(asked))


# a count or meter read at a start and again at the end: "showed 42,318 miles at the start of the road trip and 43,105
# at the end", "The odometer read 12,400 km before the trip and 13,050 km after it"
_AT_START = re.compile(r"\b(?:at\s+the\s+(?:start|beginning|outset)|before|when\s+(?:we|he|she|they|I|(?-i:[A-Z][a-z]+))\s+"
                       r"(?:left|set\s+off|started))\b", re.IGNORECASE)
_AT_END = re.compile(r"\b(?:at\s+the\s+end|at\s+the\s+finish|after(?:wards)?|when\s+(?:we|he|she|they|I)\s+(?:got\s+back"
                     r"|returned|arrived|finished|got\s+home))\b", re.IGNORECASE)
_READING = re.compile(r"\b(?:showed|shows|show|read|reads|reading|readings|odometer|meter|mileage|counter|gauge|display"
                      r"|displayed|displays)\b", re.IGNORECASE)


def _near(pattern: re.Pattern, text: str, n) -> bool:
    """Whether ``pattern`` is in the clause of ``text`` that holds the number ``n``."""
    start = max([0] + [m.end() for m in re.finditer(r"[.;!?]\s|,\s*(?:and\s+)?|\band\b", text[:n.start])])
    end = min([len(text)] + [n.end + m.start() for m in re.finditer(r"[.;!?](?:\s|$)|,|\band\b", text[n.end:])])
    return bool(pattern.search(text, start, end))


def two_readings(text: str) -> bool:
    """Whether the story's two numbers are one meter or counter read twice, at a start and at the end ("my car
    showed 42,318 miles at the start of the road trip and 43,105 at the end"): what happened between is their
    difference, never their sum."""
    numbers = story_quantities(text)
    if len(numbers) != 2 or not _READING.search(told_of(text)):
        return False
    first, last = numbers
    if (_near(_AT_START, text, first) and _near(_AT_END, text, last) and not _near(_AT_END, text, first)
            and not _near(_AT_START, text, last)):
        return True
    # each reading in a sentence of its own, its time told before it: "When Lorenzo left ..., his car's odometer read
    # 41,867 km. When he got home it read 43,200 km."
    one, two = _sentence_at(text, first), _sentence_at(text, last)
    return (one != two and bool(_AT_START.search(one)) and bool(_AT_END.search(two)) and not _AT_END.search(one)
            and not _AT_START.search(two))


def _sentence_at(text: str, n) -> str:
    """The sentence of ``text`` that holds the number ``n``."""
    start = max([0] + [m.end() for m in re.finditer(r"[.;!?]\s", text[:n.start])])
    end = min([len(text)] + [n.end + m.start() for m in re.finditer(r"[.;!?](?:\s|$)", text[n.end:])])
    return text[start:end]


# what a till, a stock or a store holds at the start of a day and at its end: "opened at 10:30 with a float of $150 in the
# till. At closing the till held $412.60", "started the night with a $420 float, till now says $1,093.25"
_OPENED = re.compile(r"\b(?:start\w*|began|begin\w*|open\w*|float|in\s+the\s+morning|at\s+first|at\s+(?:noon|midday|lunch(?:time)?))\b",
                     re.IGNORECASE)  # ("$215.40 in the till at noon and $388.15 at closing")
_CLOSED = re.compile(r"\b(?:now|clos\w*|at\s+the\s+end|by\s+the\s+end|end\s+of|in\s+the\s+evening|ended|finish\w*)\b",
                     re.IGNORECASE)


def opened_and_closed(text: str) -> bool:
    """Whether the story's two numbers, before its question and of one kind (both money or neither), tell what one
    thing held at the start of a day and at its end, and nothing else (no rate, no relation): two states, whose
    difference is what came in or went out, never their sum."""
    numbers = story_quantities(text)
    at = text.rfind(asked_of(text))
    if len(numbers) != 2 or at <= 0 or any(n.start >= at for n in numbers) or re.search(
            r"\b(?:each|per|every|apiece|more|fewer|less|than|times)\b", text[:at], re.IGNORECASE):
        return False
    first, last = numbers
    return (is_money(text, first) == is_money(text, last) and _near(_OPENED, text, first) and _near(_CLOSED, text, last)
            and not _near(_CLOSED, text, first) and not _near(_OPENED, text, last))


def _part_of_the_gain_taken(text: str, asked: str) -> bool:
    """Whether a story of two quantities tells a gain first ("found 93 seashells", "picked 40 apples") and then a part
    "of them" taken ("gave 48 of them to his brother"), and the question asks what is had now or left: the gain is the
    start, the part its loss."""
    numbers = story_quantities(text)
    if len(numbers) != 2 or not re.search(r"\b(?:now|left|remain\w*|still)\b", asked, re.IGNORECASE):
        return False
    first, second = numbers
    before, between = text[:first.start], text[first.end:second.start]
    return (bool(re.match(r"\s+of\s+(?:them|these|those)\b", text[second.end:], re.IGNORECASE)) and bool(GAIN.search(before))
            and not LOSS.search(before) and bool(LOSS.search(between + text[second.start:second.end + 20]))
            and not GAIN.search(between))


_PIECES_ASKED = re.compile(r"\bhow\s+many\s+([a-z]+s)\b", re.IGNORECASE)
# getting somewhere: a way gone, no gain ("to get to school", "get home", "get there")
_ARRIVE = re.compile(r"\b(?:get|gets|got|getting)\s+(?:to|there|home|back|here|into\s+town)\b", re.IGNORECASE)
# what each one counts for: "A win is worth 3 points", "each goal is worth 2", "gold coins are worth 5 points each"
_WORTH_EACH = re.compile(r"\b(?:is|are|was|were|'s)\s+(?:each\s+)?worth\s+[$\u00a3\u20ac]?\d", re.IGNORECASE)


# a request at all (a question, or words that ask for a number), and a score or a share told "N out of M"
_REQUEST = re.compile(r"\?|\b(?:how|what|whats|find|calculate|compute|work\s+out|figure\s+out|total|sum|tell\s+me|give\s+me"
                      r"|determine|solve|left|altogether|in\s+all|each|per|plus|minus|times|divided|add|subtract|multiply"
                      r"|divide|split|share|double|half|halve|difference|product|remain\w*|take\s+away|over|into)\b", re.IGNORECASE)
_OUT_OF = re.compile(r"\d\s+out\s+of\s+(?:a\s+)?(?:possible\s+)?\d", re.IGNORECASE)


_STATE_BEFORE = re.compile(r"\b(?:was|is|were|are|stood|measured|measures|became|becomes|now)\s+(?:about\s+|only\s+|just\s+)?$",
                           re.IGNORECASE)
_WEIGHED_BEFORE = re.compile(r"\b(weighed|weighs|measured|measures|held|holds|contained|contains)\s+(?:about\s+|only\s+|just\s+)?$",
                             re.IGNORECASE)
_MEASURED_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?(tall|long|high|deep|wide|heavy|old|thick)\b", re.IGNORECASE)


def two_states(text: str, numbers: list) -> bool:
    """Whether the story's two numbers are two states of one measure ("was 4.25 meters tall ... it was 3.6 meters
    tall"): what is asked of them is their difference or one of them, never their sum."""
    marks = [_MEASURED_AFTER.match(text, n.end) for n in numbers]
    if (all(m is not None for m in marks) and len({m[1].lower() for m in marks}) == 1
            and all(_STATE_BEFORE.search(text, max(0, n.start - 20), n.start) for n in numbers)):
        return True
    # "A bag of potatoes weighed 4.5 kg. After dinner, the bag weighed 3.25 kg.": one verb of measure told twice, in
    # one unit, in two sentences
    verbs = [_WEIGHED_BEFORE.search(text, max(0, n.start - 20), n.start) for n in numbers]
    units = [WORD.match(text, n.end) for n in numbers]
    if (len(numbers) == 2 and verbs[0] and all(units) and units[0][1].lower() == units[1][1].lower()
            and re.match(r"\s+before\b", text[units[0].end():]) and re.match(r"\s+after\b", text[units[1].end():])):
        return True  # "A hive weighed 41.3 kg before the honey harvest and 28.9 kg after it.": one measure, before and after
    return (len(numbers) == 2 and all(verbs) and all(units) and len({v[1].lower() for v in verbs}) == 1
            and units[0][1].lower() == units[1][1].lower() and bool(re.search(r"[.!?;]\s", text[numbers[0].end:numbers[1].start])))


# a change that did not happen: "and none had arrived", "nobody got off"
_NONE_DID = re.compile(rf"{NOBODY.pattern}"
                       # one thing found, no count got: "After a leak was found", "when a crack was spotted"
                       r"|\b(?:a|an|the)\s+(?:[a-z]+\s+)?(?:was|is|got)\s+(?:found|spotted|discovered|noticed)\b", re.IGNORECASE)
_LOSS_MORE = re.compile(rf"\b(?:{LOSS_PATTERN})\s+(?:another\s+)?[$\u00a3\u20ac]?\d[\d,.]*\s+(?:[a-z]+\s+)?(?P<more>more)\b(?!\s+than)",
                        re.IGNORECASE)
_GOODS_BOUGHT = re.compile(r"\b(?:bought|buys|buy|purchased|purchases|ordered|orders)\b", re.IGNORECASE)


# a place's capacity told: the places a gain fills come off it
_CAPACITY_TOLD = re.compile(r"\b(?:holds?|held|seats|has\s+room\s+for|can\s+(?:hold|take|fit|seat)|capacity|fits)\b", re.IGNORECASE)


# the whole span asked: "By how many degrees did it rise over the two hours?" asks both changes, no comparison of them
_WHOLE_SPAN_ASKED = re.compile(r"\b(?:over|across|during|in)\s+(?:the\s+|both\s+|those\s+|these\s+|all\s+)*(?:two|three|four"
                               r"|both|\d+)\s+[a-z]+|\b(?:in\s+total|altogether|in\s+all|all\s+together|combined)\b",
                               re.IGNORECASE)


# a count of a container's loads asked: "How many bucketfuls does it take?", "how many spoonfuls"
_LOADS_ASKED = re.compile(r"\bhow\s+many\s+(?:[a-z]+\s+)?[a-z]+fuls\b", re.IGNORECASE)


@lru_cache(maxsize=256)
def story_cue(text: str) -> StoryCue | None:
    """The one operation of + - * / that the words of the story ``text`` point to, with what a quotient
    must be, or None when they do not settle one (see the module docstring). Cached: every fired step of
    a reply asks it of the same question. What is still needed ("How much more does he need?") is never a sum."""
    if not _REQUEST.search(text) or _OUT_OF.search(text):
        return None  # "I got 87 out of 100 on my chemistry exam!! so happy": a score, and nothing asked
    if TWICE_UNWRITTEN.search(text):
        return None  # "tiles along both long walls", "there and back": a 2 the words imply, a second step
    cue = _story_cue(text)
    if cue is None:
        return None
    request, quantities = asked_of(text), story_quantities(text)
    if cue.op == "add" and _BALANCE.search(text) and _CHARGED.search(text):
        return None  # "balance is -45.20 and there's another 30 charge coming": a charge takes from a balance
    if cue.op in ("add", "sub") and _SHARE_NAMED.search(request):
        return None  # "has won 1,500 dollars and there are 12 of us in it. What is everyone's share?": a share, never a sum
    if cue.op == "add" and meter_read(text):
        return None  # "sensor read 2,875 tonnes on Monday and 4,500 tonnes on Friday": two readings, never a sum
    if cue.op in ("add", "sub") and fraction_of_a_whole(text, quantities):
        return None  # "filled to 0.65 of its capacity. How many more can it take?": a fraction of a whole, two steps
    if cue.op == "add" and (_RISE_ASKED.search(request) or quantities and _RISE_ASKED.search(text, quantities[-1].end)):
        return None  # "was $487.20 on tuesday but now it's $529.99?? how much did it go up by": a change, never a sum
    if cue.op == "add" and _MORE_NEEDED.search(request):
        return None  # "He's got £217 so far. How much more does he need?": "got" is no gain asked
    if not _past_the_limit(text):
        return None  # "weighs 20 kg and the limit is 23 kg. How much over am I?": not over
    if cue.op == "add" and _SHORT_ASKED.search(request):
        return None  # "promised me 30 kg and only 22 kg turned up. How many kilograms short am I?": what is missing
    if cue.op == "mul" and _each_of_the_asked(text):
        return None  # "45 litres of cream, portions are 0.15 litres each, how many portions?": the count of the rate's
        # own unit is asked, a quotient
    if cue.op != "div" and _LOADS_ASKED.search(request):
        return None  # "holds 240 litres ... a bucket that holds 7.5 litres. How many bucketfuls?": a count of loads, a
        # quotient
    if cue.op in ("add", "sub") and _WAYS_OR_PAID_FROM.search(text):
        return None  # "we split dinner 4 ways n my share was 23.75", "got 8.35 back from a 20": a product, a change
    if cue.op in ("add", "sub") and _asks_a_count(request) and any(
            priced(text, n) and _EACH_AFTER.match(text, n.end) for n in quantities):
        return None  # "charges 38 for a bath ... earned 646. How many dogs did she bathe?": a count from a price of each
        # is a quotient, never a sum or a difference
    if cue.op in ("add", "sub") and price_and_count_sold(text, quantities):
        return None  # "A ferry ticket costs 23, and 48 were sold", "sells wands at $12.99 and I need 4": a price and a count
        # of things take nothing from each other
    if cue.op in ("add", "sub") and _SOLD_OUT.search(text):
        return None  # "135 seats and all 7 shows sold out": every seat of each show taken, no number sold off
    if cue.op == "add" and FULL.search(text) and EMPTY.search(text) and not re.search(r"\b(?:total|sum|together|combined)\b",
                                                                                request, re.IGNORECASE):
        return None  # "weighed my truck at 3,420 kg loaded and 2,180 kg empty": what it held, a difference (full_and_empty)
    if cue.op == "add" and two_states(text, quantities):
        return None  # "A tree was 4.25 meters tall. After a storm ... it was 3.6 meters tall.": two states, no sum
    if cue.op == "add" and any(re.match(r"\s+of\s+(?:them|these|those|it)\b", text[n.end:], re.IGNORECASE)
                               for n in quantities[1:]):
        return None  # "tried 96 jumps and landed 71 of them. How many did she miss?": a part of the first, never more of it
    return cue


# a meter read ("his car's odometer read 41,867", "the sensor showed 2,875 tonnes"): two readings are never summed
_METER = re.compile(r"\b(?:odometer|meter|gauge|counter|display|sensor|scales?|thermometer|speedometer|mileage|dial)\b",
                    re.IGNORECASE)
_TOTAL_ASKED = re.compile(r"\b(?:total|combined|altogether|together|in\s+all|both|sum)\b", re.IGNORECASE)
_METER_READ = re.compile(rf"\b(?:read|reads|showed|shows|displayed|displays|said|says)\s+(?:about\s+)?[{CURRENCY}]?\d",
                         re.IGNORECASE)


def meter_read(text: str) -> bool:
    """Whether ``text`` tells one meter read twice and asks no total ("the sensor read 2,875 tonnes on Monday and 4,500
    tonnes on Friday ... How many tonnes were added?"): what changed is their difference, never their sum (a total of
    two readings is asked in words: "How much rain fell on those days combined?"; a reading and a change, "read 48215
    before my road trip and I drove 1386 km", is read once)."""
    numbers = story_quantities(text)
    if len(numbers) != 2 or not _METER.search(text) or _TOTAL_ASKED.search(asked_of(text)):
        return False
    first, second = numbers
    unit, other = WORD.match(text, first.end), WORD.match(text, second.end)
    return bool(_METER_READ.search(text, max(0, first.start - 16), first.end) and unit and other and (
        _METER_READ.search(text, max(0, second.start - 16), second.end)
        or re.fullmatch(rf"\s*{re.escape(unit[0].strip())}\s+(?:on|at|in|by)\s+[a-z]+\s+and\s+",
                        text[first.end:second.start], re.IGNORECASE))
        and other[0].strip().lower() == unit[0].strip().lower())


# a decimal fraction of a whole told: "0.65 of its capacity", "0.4 of the class"
_FRACTION_OF = re.compile(r"\s+of\s+(?:its|the|his|her|their|our|my|your|a|an|this|that)\b", re.IGNORECASE)


def fraction_of_a_whole(text: str, numbers) -> bool:
    """Whether one of ``numbers`` is a decimal fraction of a whole ("filled to 0.65 of its capacity. How many more can it
    take?"): two steps, no one step of the two numbers (story_cue, one_step, abstention.worded_operations)."""
    return any(n.value < 1 and _FRACTION_OF.match(text, n.end) for n in numbers)


# a change asked of a thing ("how much did it go up by", "by how much has the rent risen"): never a sum
_RISE_ASKED = re.compile(r"\b(?:did|has|have|had|does|do|will|would)\s+(?:it|(?:the|his|her|their|my|our|your)\s+[a-z]+"
                         r"|[a-z]+(?:'s|\u2019s)\s+[a-z]+)\s+"
                         r"(?:go(?:ne)?\s+(?:up|down)|went\s+(?:up|down)|rise|risen|rose|increase|increased|decrease"
                         r"|decreased)\b", re.IGNORECASE)  # (not "did they grow", "did they climb": a doing's amount)
# a change from one amount to another told: "went up from $32.50 to $38.99", "was cut from 40 hours to 32 hours"
_WENT_FROM_TO = re.compile(rf"\b(?:up|down|rose|risen|fell|fallen|dropped|increased|decreased|raised|cut|reduced|jumped|climbed)"
                           rf"\s+(?:[a-z]+\s+)?from\s+[{CURRENCY}]?\d[\d,.]*\s*(?:[a-z]+\s+){{0,2}}to\s+[{CURRENCY}]?\d", re.IGNORECASE)
# the change asked as what is extra, or its size: "How much extra am I paying?", "what's the increase?"
_EXTRA_ASKED = re.compile(r"\bhow\s+much\s+extra\b|\bwhat(?:'s|\u2019s|\s+is|\s+was)\s+the\s+(?:difference|increase|rise|drop"
                          r"|decrease|change|cut)\b|\b(?:up|down)\s+by\s*\??\s*$", re.IGNORECASE)
# what is missing asked: "How many kilograms short am I?", "how far short are we", "how much shy"
_SHORT_ASKED = re.compile(r"\bhow\s+(?:much|many|far)\s+(?:[a-z]+\s+)?(?:short|shy)\b", re.IGNORECASE)
_HOW_MANY_THING = re.compile(r"\bhow\s+many\s+([a-z]+)\b", re.IGNORECASE)


def _each_of_the_asked(text: str) -> bool:
    """Whether the question asks how many of the things a rate of the story is told of ("portions are 0.15 litres
    each", "each portion is 0.15 litres", "0.15 litres a portion")."""
    m = _HOW_MANY_THING.search(asked_of(text))
    if m is None:
        return False
    forms = "|".join(map(re.escape, sorted(singulars(m[1].lower()) | {m[1].lower()}, key=len, reverse=True)))
    told = told_of(text)
    return bool(re.search(rf"\b(?:{forms})\s+(?:are|is|were|was)\s+(?:about\s+)?[{CURRENCY}]?\d[\d.,]*\s*(?:[a-z]+\s+)?(?:each|apiece)\b"
                          rf"|\b(?:each|every|a|per)\s+(?:{forms})\s+(?:is|was|takes|needs|uses|holds)\b"
                          rf"|\d\s*(?:[a-z]+\s+)?(?:a|per|each)\s+(?:{forms})\b", told, re.IGNORECASE))


# a count of things sold at the price told, with no thing named: "A ticket costs $23, and 48 were sold"
SOLD_AFTER = re.compile(r"\s+(?:were|was|got|have\s+been|had\s+been)\s+(?:sold|bought|ordered|booked|rented|hired|issued"
                        r"|printed|purchased)\b", re.IGNORECASE)


def priced(text: str, n) -> bool:
    """Whether the number ``n`` of ``text`` is money: marked as money, or after a verb or noun of price ("costs 23")."""
    return is_money(text, n) or bool(PRICE_VERB_BEFORE.search(text, 0, n.start))


_SOLD_BEFORE = re.compile(r"\b(?:sold|sell|sells|selling)\s+(?:another\s+)?$", re.IGNORECASE)
# a price a seller asks for each: "sells wands at $12.99", "selling them at 4.50"
_SALE_PRICE_BEFORE = re.compile(rf"\b(?:sells?|sold|selling)\b[^.;!?\d]*\bat\s+[{CURRENCY}]?$", re.IGNORECASE)


def price_and_count_sold(text: str, numbers) -> bool:
    """Whether ``numbers`` are two, a price and a count of things sold at it ("costs 23, and 48 were sold"), or a price a
    seller asks for each and a count ("sells wands at $12.99 and I need 4"): no sum or difference of them is asked,
    whatever the story's verbs (one_step and story_cue read it the same way)."""
    if len(numbers) != 2:
        return False
    money = [priced(text, n) for n in numbers]
    if sum(money) != 1:
        return False
    price, count = numbers[money.index(True)], numbers[money.index(False)]
    return bool(SOLD_AFTER.match(text, count.end) or _SALE_PRICE_BEFORE.search(text, 0, price.start)
                or price.start < count.start and _SOLD_BEFORE.search(text, max(0, count.start - 12), count.start))
    # ("tickets were $42 and we sold 1,315 of them")


# an account's balance and what is charged to it: "another 30 charge", "a $12 fee", "a 200 withdrawal"
_BALANCE = re.compile(r"\b(?:balance|account|overdrawn|card)\b", re.IGNORECASE)
_CHARGED = re.compile(r"\b(?:charges?|charged|fees?|withdrawals?|withdrew|withdraw|debits?|debited|overdraft|payments?)\b",
                      re.IGNORECASE)
# two opposite sides named, each to go along: "along the top edge and the bottom edge", "on the left and right sides"
_SIDES = (r"\btop\s+(?:[a-z]+\s+)?and\s+(?:the\s+)?bottom\b|\bleft\s+(?:[a-z]+\s+)?and\s+(?:the\s+)?right\b"
          r"|\bfront\s+(?:[a-z]+\s+)?and\s+(?:the\s+)?back\b")
# a 2 that no number writes: "along both long walls", "a round trip", "each way"
TWICE_UNWRITTEN = re.compile(r"\bboth\s+(?:[a-z]+\s+)?(?:walls|sides|ends|ways|directions|banks|edges)\b|\beither"
                             r"\s+side\b|\bround[-\s]trip\b|\bthere\s+and\s+back\b|\beach\s+way\b|\bback\s+again\b"
                             r"|\band\s+(?:then\s+)?(?:come|comes|coming|came|go|goes|get|walk|walks|run|runs|drive|drives|fly"
                             r"|flies|swim|swims|cycle|cycles|ride|rides|row|rows|sail|sails)\s+back\b(?!\s+with\b)"
                             # ("left with 420 kg of ice and came back with 275 kg": a state)
                             rf"|{_SIDES}", re.IGNORECASE)
SIDES_TWICE = re.compile(_SIDES, re.IGNORECASE)
# a share's count ("split dinner 4 ways"), or the note a price was paid from ("got 8.35 back from a 20"): no sum or
# difference of the two numbers told
_WAYS_OR_PAID_FROM = re.compile(rf"\d\s+ways\b|\bback\s+from\s+(?:a|an|my|the|his|her|their|our)\s+[{CURRENCY}]?\d",
                                re.IGNORECASE)
# a price of each after a number: "charges 38 for a bath", "$4 per window", "2.50 each"
_EACH_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?(?:for\s+(?:a|an|each|every|one)\s+[a-z]+|per\s+[a-z]+|each\b|apiece\b)",
                         re.IGNORECASE)
_MONEY_NAMES = frozenset("dollars pounds euros cents pence bucks quid rupees yen".split())


def _asks_a_count(request: str) -> bool:
    """Whether the question asks how many of a thing, not of money: "How many dogs did she bathe?"."""
    m = _HOW_MANY_THING.search(request)
    return m is not None and m[1].lower() not in _MONEY_NAMES
_OVER_UNDER = re.compile(r"\bhow\s+(?:much|many|far)\s+(?:[a-z]+\s+)?(?P<w>over|under)\s+(?:am|is|are|was|were)\b", re.IGNORECASE)
_LIMIT = re.compile(r"\b(?:limit|max(?:imum)?|allowance|allowed|budget|cap|quota)\b", re.IGNORECASE)


def _past_the_limit(text: str) -> bool:
    """Where the question asks how much over (or under) a limit something is ("the limit is 23 kg. How much over am
    I?"), whether the story's two quantities are one limit, named as such, and another above it (below it); True where
    no such question is asked."""
    m = _OVER_UNDER.search(asked_of(text))
    if m is None:
        return True
    numbers = story_quantities(text)
    limits = [n for n in numbers if _LIMIT.search(text, max(0, n.start - 30), n.start)]
    if len(numbers) != 2 or len(limits) != 1:
        return False  # no limit named, or both: which side is over?
    limit, other = limits[0].value, next(n.value for n in numbers if n is not limits[0])
    return other > limit if m["w"].lower() == "over" else other < limit


# what something is for, no change done: "badges shared among us to sell", "cookies to hand out at school"
PURPOSE = re.compile(r"\bto\s+(?:sell|give\s+away|hand\s+out|give\s+out|pass\s+out|use|eat|spend)"
                      r"(?=\s*[.,!?]|\s+(?:at|in|on|for|from|during|later|tomorrow)\b)", re.IGNORECASE)
_HAVE_GOT = re.compile(r"(?:'ve|\u2019ve|\bhave|'s|\u2019s|\bhas)\s+got(?=\s+(?:[$\u00a3\u20ac]?\d|a\b|an\b|some\b))", re.IGNORECASE)
_HAS_GOT = re.compile(r"\b(?:has|have)\s+(he|she|they|i|we|you|[A-Z][a-z]+)\s+got\b(?!\s+(?:left|back|to)\b)")
# the receiver's count asked now: "How many stickers does Dev have now?"
_HAVE_NOW = re.compile(r"\b(?:does|do)\s+[A-Z][a-z]+\s+(?:now\s+)?have\b|\bnow\b|\bin\s+all\b|\baltogether\b", re.IGNORECASE)


def _story_cue(text: str) -> StoryCue | None:
    """:func:`story_cue`, before its last check."""
    if _PUZZLE.search(text):
        return None  # "A number is multiplied by 7 and then 15 is added. The result is 64.": an unknown, no story
    numbers = find_numbers(text)
    if 0 < sum(bool(_PERCENT_AFTER.match(text, n.end)) for n in numbers) < len(numbers):
        return None  # "costs $80 ... 8% sales tax is added": a percent of an amount, no amount to add
    told, asked = told_of(text), asked_of(text)
    asked = _MPG.sub("miles per gallon", asked)
    asked = _MPH.sub("miles per hour", _PER_WRITTEN.sub(lambda m: f"{m[1]} per {_PER_UNIT[m[2].lower()]}", asked))
    asked = _ADVERB_RATE.sub(lambda m: f"{m[2]} per {_ADVERB_UNIT[m[1].lower()]}", asked)  # "her hourly rate"
    asked = _ONE_ASKED.sub(lambda m: f"{m[1]} each " + ("one " if _VERB_NEXT.match(m.string, m.end()) else ""),
                           asked)  # "How much does one yogurt cost?": each one; "What does one cost?": each one cost
    asked = _BARE_EACH.sub(" each one", asked)  # "how much each?": each one
    asked = _COST_OF_ONE.sub(lambda m: f"{m[1]}each ", asked)  # "What is the cost of one pencil?": of each
    asked = _ALL_FULL.sub("", asked)  # "How many buses are needed if every bus is full?": a share with nothing over
    asked = _HAS_GOT.sub(r"does \1 have", asked)  # "How many shells has she got now?": what she has, no gain
    receivers = [m for m in RECIPIENT.finditer(told)
                 if re.search(rf"\b{m[1] or m[2] or m[3]}\b", asked, re.IGNORECASE if m[3] else 0)]
    if receivers:  # "Tom gave 5 apples to Ann, who had 3. How many does Ann have?": the receiver gains
        who = receivers[0][1] or receivers[0][2]
        if (len(receivers) == 1 and who and len(story_quantities(text)) == 2 and _HAVE_NOW.search(asked)
                and re.search(rf"\b{who}(?:,\s+who)?\s+(?:already\s+)?(?:has|had|have|owns|owned)\s+[{CURRENCY}]?\d", told)
                and not re.search(r"\b(?:than|times|twice|each|per|left)\b", text, re.IGNORECASE)):
            return StoryCue("add")  # the receiver's own count told, and the gift: "Dev has 25. A friend gives Dev 13 more."
        return None
    if re.search(r"\bleft\b", asked, re.IGNORECASE) and some_went(told):
        return None  # "47 left during the break. How many people left?": "left" asks who went, or what remains
    if (STAYED_ASKED.search(asked) and _WENT.search(told) and len(story_quantities(text)) == 2  # "and none arrived"
            and not re.search(r"\b(?:than|times|twice|as\s+many|arrived|came|joined)\b", NOBODY.sub(" ", text), re.IGNORECASE)):
        return StoryCue("sub")  # "There were 540 people at the match and 125 left at half time. How many stayed?"
    if ((no_show := _NO_SHOW.search(told)) and not _NO_SHOW_ASKED.search(asked)
            and [n.text for n in story_quantities(text)][1:] == [no_show.group(0).split()[0]]
            and not COMPARED.search(text) and not GAIN.search(told)):
        return StoryCue("sub")  # "booked with 186 passengers, but 23 never showed up. How many actually flew?"
    if named_giver_elsewhere(text):
        return None  # "Lila had 56 beads. Lila gave him 35.": the named giver's own loss, no gain to read
    if any(re.search(rf"\b{giver}\b", asked, re.IGNORECASE) for giver in GIVER.findall(told)):
        if (_GIVE_ASKED.search(asked) and UNKNOWN_AMOUNT.search(told) and len(story_quantities(text)) == 2
                and not COMPARED.search(text)):
            return StoryCue("sub")  # "had 24. After her friend gave her some, she had 61. How many did her friend give her?"
        return None  # "Her friend gives her 16 crayons. How many does her friend have?": the giver loses
    if (_DEBT.search(told) and _REPAID.search(told) and _STILL_OWED.search(asked) and len(story_quantities(text)) == 2
            and not COMPARED.search(text)):
        return StoryCue("sub")  # "I owe 320 dollars and have paid back 145. How much do I still owe?"
    if (_DEPOSIT.search(told) and (_STILL_OWED.search(asked) or re.search(r"\b(?:owing|balance|left\s+to\s+pay|mortgage"
                                                                           r"|loan|borrow\w*)\b", asked, re.I))
            and len(story_quantities(text)) == 2 and not COMPARED.search(text)):
        return StoryCue("sub")  # "the badge is $65 and I already put down a $20 deposit. what's still owing?": price less it
    if _GAP_ASKED.search(asked) and len(story_quantities(text)) == 2 and not COMPARED.search(text):
        return StoryCue("sub")  # "the bull rider got 87.5 and the runner up 84.25, whats the gap between them"
    if (_CHANGE_NAMED_ASKED.search(asked) and len(story_quantities(text)) == 2 and _side_by_side(text)
            and not COMPARED.search(text) and not GAIN.search(told) and not LOSS.search(told)):
        return StoryCue("sub")  # "1,208 visitors in July and then 1,377 in August; what's the increase?": two readings
    if ((sold := _SOLD_FOR.search(told)) and (bought := _BOUGHT_FOR.search(told)) and (result := _PROFIT_ASKED.search(asked))
            and len(story_quantities(text)) == 2 and all(is_money(text, n) for n in story_quantities(text))
            and not COMPARED.search(text)):
        price = {n.start: n.value for n in find_numbers(told)}
        lost = result[0].lower() in ("lose", "lost", "loss")
        at_sold, at_bought = (next((price[k] for k in sorted(price) if k >= m.start()), None) for m in (sold, bought))
        if at_sold is not None and at_bought is not None and (at_sold < at_bought) == lost:
            return StoryCue("sub")  # "sold my road bike for £310, bought it for £445. how much did i lose on it": the gap
        return None  # a loss asked of a gain, or a profit of a loss: no step
    if (_BARE_NOT_ASKED.search(asked) and len(story_quantities(text)) == 2 and _DID_AFTER.search(told)
            and not COMPARED.search(text) and not RELATED.search(text)):
        return StoryCue("sub")  # "class has 32 students and 19 passed the mock, how many didn't?": the rest of the whole
    if (_OUT_OF_TOLD.search(told) and _DROPPED_ASKED.search(asked) and len(story_quantities(text)) == 2
            and not COMPARED.search(text)):
        return StoryCue("sub")  # "Exam was out of 80 and I got 62, how many marks did I drop?": the most less the score
    if (_LIMIT_TOLD.search(told) and _SPARE_ASKED.search(asked) and len(story_quantities(text)) == 2
            and not COMPARED.search(text)):
        return StoryCue("sub")  # "the time limit is 420 seconds and Meg finished her run in 312. how much time spare?"
    if (_PAID_WITH.search(told) and _CHANGE_BACK.search(told) and _PRICE_ASKED.search(asked)
            and not re.search(r"\b(?:change|back|each|per)\b", asked, re.IGNORECASE)
            and len(story_quantities(text)) == 2 and not COMPARED.search(text)):
        return StoryCue("sub")  # "paid for her ticket with a $20 note and got $6.50 back in change. How much was the ticket?"
    if (len(story_quantities(text)) == 2 and _LAP_LENGTH.search(told) and _LAP_COUNT.search(told)
            and _DISTANCE_ASKED.search(asked) and not COMPARED.search(text)):
        return StoryCue("mul")  # "running club loop is 3.7 km and i did 6 laps. what distance did I cover": each lap's length
    if _CLOCK.search(text):
        return None  # "leaves at 14 minutes past ... How many minutes past will we arrive?": a time of day
    if two_readings(text):
        return None  # a meter read twice: the difference between, whatever the words (occam.story_starts.readings_apart)
    if _WORTH_EACH.search(told):
        return None  # "A win is worth 3 points. We won 17 games.": a value of each one, no amount gained
    if ((not_doing := _NOT_DOING_ASKED.search(asked)) is not None and len(story_quantities(text)) == 2
            and not COMPARED.search(text) and not RELATED.search(text)
            and re.search(rf"\b(?:{'|'.join(map(re.escape, _done_forms(not_doing['v'])))})", told, re.IGNORECASE)):
        return StoryCue("sub")  # "grows corn on 86 acres. On how many acres does he not grow corn?": the whole less those
    if (negated := _NOT_DONE_VERB.search(told)) is not None:
        # "Nina planted 200 seeds. 37 seeds did not sprout. How many sprouted?": those that did, the whole less those
        # that did not; any other question of such a story is no sum of the two
        did = re.search(rf"\b{re.escape(negated[1][:4])}", asked, re.IGNORECASE) and not _NOT_DONE_VERB.search(asked)
        if did and len(story_quantities(text)) == 2 and not COMPARED.search(text) and not GAIN.search(told):
            return StoryCue("sub")
        return None
    if compared_with_the_rest(asked):
        return None  # "How many more did it sell than it has left?": one side is no number the story tells
    lead = LEADING.match(asked)
    if lead:  # "After 735 liters are used, how much water is still in the tank?": the clause tells
        told, asked = f"{told} {lead.group(1)}.", asked[lead.end():]
    condition = CONDITION.search(asked)
    first = asked[:condition.start()] if condition else ""
    if condition and not story_quantities(told) and QUESTION_FIRST.match(first) and not find_numbers(first):
        told, asked = condition.group(1), first  # "How many pages did I read if I read 47 yesterday and 36 today?"
    if not story_quantities(told) and _CHANGE_ASKED.search(asked):
        return None  # "How much change does he get from a 50-franc note if his lunch comes to 27.40?": no gain to "get"
    told = _GOT_OF_THEM.sub(lambda m: "took".ljust(len(m[0])), told)  # "the birds got 19 of them": taken from the story's own
    if (_MORE_NEEDED.search(asked) and not RELATED.search(text) and not COMPARED.search(text)
            and len(story_quantities(text)) == 2):
        return StoryCue("sub")  # "a bike that costs £385. He's got £217 so far. How much more does he need?": to go
    if END_STATE.search(told) and len(story_quantities(text)) == 2 and (GAIN.search(asked) or LOSS.search(asked)
                                                                       or COMPARISON_ASKED.search(asked)):
        return StoryCue("sub")  # "was 14.5 degrees ... rose to 23.2 degrees. By how many degrees did it rise?"
    if (_WENT_FROM_TO.search(told) and len(story_quantities(text)) == 2 and not COMPARED.search(text)
            and (COMPARISON_ASKED.search(asked) or _RISE_ASKED.search(asked) or _EXTRA_ASKED.search(asked))):
        return StoryCue("sub")  # "My phone contract went up from $32.50 to $38.99 a month. How much extra am I paying?"
    if (len(story_quantities(text)) == 2 and (each := _LASTS_EACH.search(told)) and _HOW_LONG_LAST.search(asked)
            and re.search(rf"\d[\d,]*\s+(?:more\s+)?{re.escape(each['t'].rstrip('s'))}s?\b", told[each.end():], re.IGNORECASE)
            and not COMPARED.search(text) and not RELATED.search(text)):
        return StoryCue("mul")  # "One crate of logs lasts us about 9 days. I bought 4 crates. How long will they last?"
    if (len(story_quantities(text)) == 2 and _HAD_THEN_LEFT.search(told) and _BOUGHT_BETWEEN.search(told)
            and _COST_OF_IT_ASKED.search(asked) and not COMPARED.search(text)):
        return StoryCue("sub")  # "had ¥3,200. After buying a manga volume he had ¥1,450 left. How much did it cost?"
    if len(story_quantities(text)) == 2 and _sized_things_counted(told, asked):
        return StoryCue("mul")  # "I swim 50 m lengths and did 64 of them, how many metres?", "12.5-hour shifts ... 13 shifts"
    if (len(story_quantities(text)) == 2 and _AVERAGE_EACH.search(told) and TOTAL_ASKED.search(asked)
            and not COMPARED.search(text) and not SHARED.search(text)):
        return StoryCue("mul")  # "got through 14 books and the average length was 352 pages. How many pages in total?"
    if len(story_quantities(text)) == 2 and _SCORE_TOLD.search(told) and _MARGIN_ASKED.search(asked):
        return StoryCue("sub")  # "We lost 34 to 17 at rugby. How many points did we lose by?": the margin
    if (len(story_quantities(text)) == 2 and _COVERED_PART.search(told) and _OWN_SHARE_ASKED.search(asked)
            and not COMPARED.search(text) and not RELATED.search(text)):
        return StoryCue("sub")  # "Vet bill was £246.80 and the insurance covers £200 of it. How much do I pay myself?"
    if (len(story_quantities(text)) == 2 and _SOLD_AT_PRICE.search(told) and _TAKINGS_ASKED.search(asked)
            and not COMPARED.search(text) and not RELATED.search(text) and not LOSS.search(_SOLD_AT_PRICE.sub(" ", told))):
        return StoryCue("mul")  # "Sold 212 lattes at $4.60 today at the café. How much is that?": the takings
    if (_price_and_count(text) and re.search(r"\bhow\s+much\b|\btotal\b|\bcost\b|\bwhat\s+(?:did|do|will|would)\s+(?:i|we|you)\s+"
                                             r"(?:pay|spend|owe)\b", asked, re.IGNORECASE)
            and not COMPARED.search(text) and not RELATED.search(_PRICE_EACH.sub(" ", text))):
        return StoryCue("mul")  # "a pizza is 14.50 and we get 4 of them, how much is that": a count got is bought
        # ("lessons are $38.50 each and she has had 14 of them": the price of each is no relation)
    told = _HAVE_GOT.sub(lambda m: m[0][:-3] + "had", told)  # "I've got 210 balloons": what one has, no gain
    told = PURPOSE.sub(lambda m: " " * len(m[0]), told)  # "shared among the 4 of us to sell": what for, no change done
    told = _TYPICAL_ONE_USES.sub(lambda m: m[0] if not (m["adj"] or m["adj2"]) else (
        m[0][:m.start("v") - m.start()] + " " * len(m["v"]) + m[0][m.end("v") - m.start():]), told)  # "a typical job eats
    # 6": a rate per job, no change done
    changes = _changes(_LOSS_MORE.sub(lambda m: m[0][:m.start("more") - m.start()] + "    ", _NONE_DID.sub(" ", told)), text)
    # ("and none had arrived": no gain; "it sold 78 more": more of the same taking, no gain)
    gain, loss = bool(GAIN.search(changes)), bool(LOSS.search(changes))
    if (not (gain or loss) and _GOODS_BOUGHT.search(changes) and START_ASKED.search(asked) and not PRICE.search(text)
            and not any(is_money(text, n) for n in find_numbers(text))):
        gain = True  # "The library bought 48 new books. Now it has 260. How many did it have before?": goods got, no money
    if (gain or loss) and SHARED.search(changes):
        return None  # "spent $27.30 on a video game and split the rest equally between ...": a change and a share
    if not (gain or loss) and _rate_is_asked(asked):
        return _rate_asked(text, asked)  # "How much was it per night?" of "The hotel bill for 4 nights was 538"
    if gain != loss and _rate_is_asked(asked) and (cue := _rate_asked(text, asked)) is not None:
        return cue  # "earned $540 in 3 weeks. How much per week?", "used 38 litres on a 646 km trip. km per litre?"
    units = _rate_units(text)  # "if she reads 12 pages a day?": a question may give the rate
    if units is not None and not units:
        units = _each_units(text) or units  # "Notebooks cost 2.75 each. What would 8 notebooks cost?"
    elif units and units <= _PERIOD_FORMS and _PERIOD_ASKED.search(asked):
        units |= _each_units(text)  # "7 boats and each one needs 35 minutes of cleaning a day": per boat, each day
    containers = {f for m in CONTAINER.finditer(text) for f in _forms(m.group(1) or m.group(2))}
    if containers and (any(forms & containers for _, forms in _counted(text))
                       or (_asked_unit(asked) and _forms(_asked_unit(asked)) & containers)):
        units = (units or set()) | containers  # "A crate contains 144 bottles ... in 8 crates"
    if units is not None:
        if (gain or loss) and not _changes_count_units(changes, text, asked, units) and not _got_then_grouped(text, changes):
            return None  # a change and a rate: two steps, or a rate of change
        return _rate_cue(text, told, asked, units)
    if not (gain or loss) and to_go_told(text):
        return None  # "has already read 120 pages and has 85 pages left to read. How many more?": 85, told
    one_verb = len(GAIN.findall(changes)) + len(LOSS.findall(changes)) == 1 and not HAD.search(told)
    if (not (gain or loss) or one_verb) and COMPARISON_ASKED.search(asked) and not COMPARED.search(told) and not (
            _WHOLE_SPAN_ASKED.search(asked) and not re.search(rf"\b(?:{COMPARATIVES})\b|\bthan\b", asked, re.IGNORECASE)):
        # ("sold 1,284 books last week and 967 this week. How many more last week?": one verb tells both sides)
        # "Mei's bag weighs 7.2 kg. Jun's bag weighs 5.65 kg. How much heavier is Mei's bag (than Jun's)?"
        return StoryCue("sub") if _side_by_side(text) and len(_counted(text)) == 2 else None
    if (len(story_quantities(text)) == 2 and _OFF.search(told) and _NEW_PRICE_ASKED.search(asked)
            and not COMPARED.search(text) and not (gain or loss)):
        return StoryCue("sub")  # "the jacket was 79.99 and it's on sale for $15 off, what's the new price?"
    if PRICE.search(text) and not COMPARED.search(text):
        return _money_change(text, told, asked)  # "had 62.30 in her cash box and sold a painting for 45"
    if COMPARED.search(text):
        return None
    if (loss and not gain and _MADE_ASKED.search(asked) and _LEFT_TOLD.search(told) and len(_counted(text)) == 2
            and not RELATED.search(text)):
        return StoryCue("add")  # "sold 43 cakes and still had 28 left. How many cakes had the baker made?": the start
    if gain != loss and (START_ASKED.search(asked) or _some_asked_back(told, asked)):
        return _start_asked(told, asked, gain)  # "lost 7 and ended with 41. How many before?" -> 41 + 7
    asked_change = AFTER_CHANGE.sub(" ", asked)  # "What's the price after the discount?" asks for no change
    asked_change = _IF_CLAUSE.sub(" ", asked_change)  # "If I join them, how long is it?": a condition, no change asked
    asked_change = _ARRIVE.sub(" ", asked_change)  # "How long does it take her to get to school?": a way, no gain
    if loss and not gain and NOT_DONE.search(asked) and len(_counted(text)) == 2 and not RELATED.search(text):
        return StoryCue("sub")  # "A baker made 144 muffins. 89 had been sold. How many muffins were not sold?"
    if (not_done := NOT_DONE.search(asked)) is not None and not (loss and not gain):
        # "collected 312 eggs. 27 of the eggs were cracked. How many eggs were not cracked?": the whole less the part
        # the question turns down; never a sum, whatever verb told the whole
        done = not_done[0].split()[-1]
        if (len(story_quantities(text)) == 2 and not RELATED.search(text) and not COMPARED.search(text)
                and re.search(rf"\b(?:were|was|are|is|got|had\s+been|have\s+been)\s+{re.escape(done)}\b"
                              # "385 of them arrived on Monday": those that did, told by the verb itself
                              rf"|\d[\d,]*\s+(?:of\s+them\s+|of\s+the\s+[a-z]+\s+|[a-z]+\s+)?(?:have\s+|had\s+|has\s+)?"
                              rf"(?:already\s+)?{re.escape(done)}\b", told, re.IGNORECASE)):
            return StoryCue("sub")
        return None
    if (m := _PIECES_ASKED.search(asked)) and re.search(rf"\binto\s+(?:[^.?!\d]*?)?[\d.,]+\s*(?:[a-z]+\s+)?{m[1][:-1]}"
                                                          # "cuts it into pieces 2.5 m long": the measure after them
                                                          rf"|\b(?:into|cut|cuts|cutting)\s+(?:[a-z]+\s+)?{m[1][:-1]}s?\s+(?:of\s+)?"
                                                          rf"[\d.,]+\s*[a-z]+\s+(?:long|wide|each)\b",
                                                          told, re.IGNORECASE):
        return None  # "I portion it into 0.125 kg servings. how many servings do I get?": pieces counted, no change
    if gain and not loss and REST_ASKED.search(asked) and _CAPACITY_TOLD.search(told) and len(_counted(text)) == 2:
        return StoryCue("sub")  # "stadium holds 42000 and 37860 showed up. how many seats were empty?": places not filled
    if (GAIN.search(asked_change) or LOSS.search(asked_change)) and not (gain and loss):
        return _change_asked(text, told, asked, gain or loss)  # "How many were used?", "How many did he collect?"
    if gain and loss and _part_of_the_gain_taken(text, asked):
        return StoryCue("sub")  # "Joe found 93 seashells and gave 48 of them to his brother. How many does he have now?"
    if gain == loss:
        if not gain and AREA_ASKED.search(asked) and SIDES.search(told) and not ROUND.search(text):
            return StoryCue("mul")  # "The garden bed is 4.5 m long and 2 m wide. What is its area?"
        if not gain and ALREADY.search(told) and TO_GO.search(asked) and len(_counted(text)) == 2:
            if _STILL_TO_GO.search(told):
                return None  # "... has 85 pages left to read. How many more must she read?": 85, told
            return StoryCue("sub")  # "needs to cycle 42 km to reach the lake ... already cycled 27 km. How far still?"
        if (not gain and ALREADY.search(told) and _STILL_TO_GO.search(told) and _WHOLE_ASKED.search(asked)
                and len(_counted(text)) == 2 and not RELATED.search(text)):
            return StoryCue("add")  # "has already covered 28 km and still has 14.195 km to go. How long is the whole race?"
        if gain or SETTLED.search(told) or RELATED.search(text):
            return None
        if _price_and_count(text):
            return StoryCue("mul")  # "Pizza costs 12.99 and I'm buying 3. total?": the price times the count, no sum
        if TOTAL_ASKED.search(asked) and _side_by_side(text) and not PART.search(told):
            return StoryCue("add")  # "8.6 km before lunch and 5.7 km after. What was the total?"
        if _both_asked(text, asked) and not PART.search(told):
            return StoryCue("add")  # "The choir has 32 sopranos and 27 altos. How many sopranos and altos?"
        if REST_ASKED.search(asked) and TAKEN.search(told):
            return StoryCue("sub")  # "The parking lot has 200 spaces and 143 cars are parked. How many are empty?"
        if _unit_total_asked(text, told, asked):
            return StoryCue("add")  # "The band played 14 songs before the break and 11 after it. How many songs?"
        if _rest_of_part(text, told, asked):
            return StoryCue("sub")  # "Lucas had 75 marbles and gave 38 of them to his friend. How many now?"
        return None
    if (loss and not gain and REST_ASKED.search(asked) and TAKEN.search(told) and len(story_quantities(text)) == 2
            and not RELATED.search(text) and not COMPARED.search(text)):
        return StoryCue("sub")  # "32 laptops for loan, and 14 are checked out right now. How many are available?"
    if RESULT_KNOWN.search(told) or RELATED.search(text):
        return None
    if loss and TOTAL_ASKED.search(asked):  # "used 1,870 sheets in week one and 2,245 in week two. In both weeks?"
        together = _side_by_side(text) and not HAD.search(told) and not PART.search(told)
        return StoryCue("add") if together else None
    if gain and _ROOM_ASKED.search(asked) and _ROOM_TOLD.search(told):
        return None  # "64 GB free and i downloaded a 19 GB game, how much space do i have now": what fills room takes it
    if not gain and _both_taken(text, told):
        return None  # "A van drops off 2.5 kg of rice and 1.5 kg of beans.": both taken, no start to take them from
    return StoryCue("add" if gain else "sub")


def _both_taken(text: str, told: str) -> bool:
    """Whether the story's first quantity is itself what a verb of loss takes, with no start told before it in its
    sentence ("drops off 2.5 kg of rice and 1.5 kg of beans"), and the second no part "of his 20" of a whole."""
    numbers = story_quantities(text)
    if len(numbers) != 2:
        return False
    first, second = numbers
    begin = max(text.rfind(c, 0, first.start) for c in ".!?;") + 1
    before = text[begin:first.start]
    taken = [m for m in LOSS.finditer(before) if re.fullmatch(r"\s+(?:(?:off|away|out)\s+)?(?:[$\u00a3\u20ac])?", before[m.end():])]
    return (bool(taken) and not HAD.search(before) and not GAIN.search(before)
            and not re.search(r"\bof\s+(?:his|her|their|its|my|our|the)\s+$", text[max(0, second.start - 12):second.start],
                              re.IGNORECASE))


# an amount taken off a price, and the price after it asked
_OFF = re.compile(r"[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?\s*(?:dollars?|euros?|pounds?)?\s+off\b(?!\s+(?:each|every|per)\b)", re.IGNORECASE)
_NEW_PRICE_ASKED = re.compile(r"\b(?:new|sale|final|reduced|discounted)\s+(?:price|cost)\b|\b(?:price|cost)\s+now\b"
                              r"|\bafter\s+the\s+(?:discount|sale|coupon)\b|\bhow\s+much\s+(?:is\s+it|does\s+it\s+cost)\s+now\b",
                              re.IGNORECASE)
# free room asked and told: what is got into it takes from it ("how much space", "64 GB free")
_ROOM_ASKED = re.compile(r"\b(?:space|room|storage|memory|capacity|free)\b", re.IGNORECASE)
_ROOM_TOLD = re.compile(r"\b(?:free|space|room|storage|available|left|empty)\b", re.IGNORECASE)


def _changes(told: str, text: str) -> str:
    """``told`` as far as it tells changes of what someone has: less the sentence of a number told beside
    the story ("Our team won 8 games this season.": :mod:`occam.asides`), less what nobody did ("68 got
    off. Nobody got on."), and, in a story of two quantities (more are more steps) with no start told, less
    its sentences that only tell a rate: one number, a rate ("A car uses 6.8 litres of fuel each day.",
    "The bakery sells bagels for 1.60 each."), whose verb tells what happens per unit."""
    for start in asides(text):
        sentence = next((m.group(0) for m in SENTENCES.finditer(text) if m.start() <= start < m.end()), "")
        told = told.replace(sentence, " ") if sentence else told
    counted = _counted(text)
    if len(counted) == 2 and not HAD.search(told):  # "Anya gets 7.50 every Saturday. She had 12.25 before."
        keep = []
        for sentence in SENTENCES.findall(told):
            inside = story_quantities(sentence)
            units = _rate_units(sentence) if len(inside) == 1 else None
            if units is not None:
                units = units or _each_units(text)
                other = next(forms for value, forms in counted if value != inside[0].value)
                if units & other:
                    continue  # "uses 6.8 litres each day" ... "in 5 days": the other number counts the rate's unit
            keep.append(sentence)
        told = ". ".join(keep)
    first = SENTENCES.match(told.lstrip())
    if first is not None and len(story_quantities(first.group(0))) == 1 and len(story_quantities(text)) == 2:
        start, after = first.group(0), told.replace(first.group(0), " ", 1)
        own = re.sub(r"^\s*an?\s+", "", start, flags=re.IGNORECASE)  # "A farmer collected": an article, no rate
        if GAIN.search(start) and (LOSS.search(after) or RATE.search(after)) and not GAIN.search(after) and not RATE.search(own):
            # "Benji collected 44 acorns. A squirrel took 19 of them.", "collected 84 eggs. He packed them in cartons
            # of 12.": the first sentence's gain is the start, had
            told = told.replace(start, GAIN.sub("had", start), 1)
    told = _USES_PER.sub(r"needs\1", told)  # "uses 8 beads for each bracelet": what each takes, no loss
    told = _EACH_GETS.sub(r"\1needs", told)  # "Each student gets 3 stickers": what each takes, no gain
    return NOBODY.sub(" ", told)


# a use that is a rate: "She uses 8 beads for each bracelet", "uses 3 eggs per cake"
_EACH_GETS = re.compile(r"\b((?:each|every)\s+[a-z]+\s+)(?:gets|receives|got|received|is\s+given|was\s+given|will\s+get)\b",
                        re.IGNORECASE)
_USES_PER = re.compile(r"\b(?:uses|used|use|using)(\s+[$\u00a3\u20ac]?\d[\d,.]*\s+(?:[a-z]+\s+){0,2}?(?:for|per|on|in)\s+"
                       r"(?:each|every|a|one)\s+[a-z]+)", re.IGNORECASE)


_SPENT_ON = re.compile(rf"\s+[{CURRENCY}]?\d[\d,.]*\s+(?:(?:dollars?|euros?|pounds?|bucks)\s+)?on\s+(?:the\s+)?(?P<thing>[a-z]+)\b"
                       r"(?!\s+(?:and|plus|&)\b)", re.IGNORECASE)
_MONEY_WORDS = frozenset("dollar dollars euro euros pound pounds cent cents buck bucks pence".split())
_TWO_WORDS_AFTER = re.compile(rf"\s+[{CURRENCY}]?\d[\d,.]*\s+([a-z]+)(?:\s+([a-z]+))?", re.IGNORECASE)


_EACH_OBJECT = re.compile(rf"\s+[{CURRENCY}]?\d[\d,.]*\s+(?:[a-z]+\s+){{0,2}}(?:each|apiece)\b", re.IGNORECASE)


# what a story got, then grouped: "collected 96 eggs and packed them in boxes of 12"
_GOT_THEN_GROUPED = re.compile(r"[\d.,]+\s+(?:[a-z]+\s+){1,2}(?:and\s+(?:then\s+)?|then\s+)(?:packed|put|placed|divided|split|shared"
                               r"|sorted|packaged|bagged|boxed|stacked|tied|arranged|loaded)\s+(?:them|it|all\s+of\s+them)\b",
                               re.IGNORECASE)


def _got_then_grouped(text: str, changes: str) -> bool:
    """Whether the story's one change is how it got what it then groups, in a story of two quantities ("A farmer
    collected 96 eggs and packed them in boxes of 12."): the eggs are the start, no change beside the rate."""
    numbers = story_quantities(text)
    verbs = [*GAIN.finditer(changes), *LOSS.finditer(changes)]
    return (len(numbers) == 2 and len(verbs) == 1 and verbs[0].end() <= numbers[0].start
            and _GOT_THEN_GROUPED.match(text, numbers[0].start) is not None)


# a note paid with and the change got back: the price is their difference
_PAID_WITH = re.compile(r"\b(?:paid|pays|pay|paying|handed\s+over|hands\s+over)\b[^.?!]{0,40}?\bwith\s+an?\s+[$\u00a3\u20ac]?\d",
                        re.IGNORECASE)
_CHANGE_BACK = re.compile(r"\b(?:got|gets|received|receives|was\s+given|were\s+given)\s+[$\u00a3\u20ac]?\d[\d.,]*\s+"
                          r"(?:back|in\s+change|change)\b", re.IGNORECASE)
_PRICE_ASKED = re.compile(r"\bhow\s+much\s+(?:was|is|did|does|were|are)\b|\b(?:price|cost)\b", re.IGNORECASE)


# a verb's object told as a rate: "used 9 needles a day", "sold 40 cups an hour"
_RATE_OBJECT = re.compile(rf"\s+[{CURRENCY}]?\d[\d,.]*\s+(?:[a-z]+\s+){{0,3}}?(?:a|an|per|each|every)\s+(?P<unit>[a-z]+)\b",
                          re.IGNORECASE)


def _changes_count_units(changes: str, text: str, asked: str, units: set[str]) -> bool:
    """Whether every verb of change in ``changes`` has the rate's units as its object ("Each crate holds
    24 eggs and the shop received 35 crates."): then it tells how many units, no change of what someone
    has. Only in a story of two quantities whose question asks for no rest ("How many crates are left?")."""
    if len(story_quantities(text)) != 2 or REST_OF.search(asked):
        return False
    for m in (*GAIN.finditer(changes), *LOSS.finditer(changes)):
        if _EACH_OBJECT.match(changes, m.end()):
            continue  # "28 students sell 9 raffle tickets each": what each unit does, no change of the whole
        each = re.search(r"\b(?:each|every)\s+(?:of\s+(?:the|her|his|their|our|my|its)\s+[\d,]+\s+)?((?:[a-z]+\s+){1,4})$",
                         changes[max(0, m.start() - 40):m.start()], re.IGNORECASE)  # ("each of the 36 scouts gets 4")
        if each is not None and any(_forms(w) & units for w in each[1].split()):
            continue  # "Each loaf at the bakery uses 0.75 kg": the rate's own verb, no change
        rate = _RATE_OBJECT.match(changes, m.end())
        if rate is not None and _forms(rate["unit"]) & units and any(
                forms & _forms(rate["unit"]) for _, forms in _counted(text)):
            continue  # "used 9 needles a day for 6 days": the rate's own verb over a count of its unit, no change
        after = _TWO_WORDS_AFTER.match(changes, m.end())  # "35 wooden crates", "7 packs for the party"
        if after is not None and (re.search(rf"[{CURRENCY}]", after[0]) or after[1].lower() in _MONEY_WORDS):
            # money paid for the rate's units alone: "spent $63 on tickets"; not "on tickets and food"
            on = _SPENT_ON.match(changes, m.end())
            if on is None or not _forms(on["thing"]) & units:
                return False
            continue
        if after is None or not any(_forms(w) & units for w in after.groups() if w):
            return False
    return True


def _each_units(text: str) -> set[str]:
    """The unit of a bare "each" after a number ("cost 2.75 each", "3 boys ate 4 pies each") in a story of
    two quantities: what the sentence's subject names where it prices things ("Pens cost $2 each"), else what the
    other number counts ("8 notebooks", "3 boys"); the empty set otherwise."""
    numbers = story_quantities(text)
    if len(numbers) != 2:
        return set()
    counted = _counted(text)
    if _EACH_BEFORE.search(text, 0, numbers[1].start) and len(counted) == 2:
        return set(counted[0][1])  # "14 shelves, each 0.85 m long", "5 shelves and each holds 36 books": the count before
    for i, n in enumerate(numbers):
        if _ON_EACH_AFTER.match(text, n.end) and counted[1 - i][1] and numbers[1 - i].start < n.start:
            return set(counted[1 - i][1])  # "18 racks with 42 lettuce pods on each", "5 boxes of tea bags with 80 in each":
            # per rack, per box, the count before
        if (m := EACH_AFTER.match(text, n.end)) is not None:
            if (priced := _PRICED_THINGS.search(text, 0, n.start)) is not None and (
                    not counted[i][1] or is_money(text, n)):
                return _forms(priced["t"])  # "Pens cost $2 each.": a price per pen, what the sentence's subject names
            if _EACH_DOES.match(text, m.end()):
                return set(counted[i][1])  # "3 brothers each have 12 marbles": per brother, the count before "each"
            made = _MADE_OF_EACH.search(text, 0, n.start) or _HOLDERS_BEFORE.search(text, 0, n.start)  # ("the cones
            # hold 350 m each": per cone)
            if made is not None and not _forms(made["t"]) & counted[i][1]:
                return _forms(made["t"])  # "bracelets that use 8 beads each": per bracelet, the thing the clause tells of
            return set(counted[1 - i][1])
    return set()


# a bare "each" after a preposition, what the count before names: "18 racks with 42 pods on each", "6 vans, 9 crates in each"
_ON_EACH_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:on|in|inside|onto|into|for)\s+each\b(?!\s+(?:of\b|one\b|[a-z]+\s+))",
                            re.IGNORECASE)


# things told by what each one takes, right before its number: "bracelets that use 8 beads each", "boxes with 12 each"
_MADE_OF_EACH = re.compile(r"\b(?P<t>[a-z]+s)\s+(?:that|which|with)\s+(?:(?:each|will|would|can)\s+)?(?:(?:use|uses|need|needs"
                           r"|take|takes|have|has|hold|holds|contain|contains|require|requires|get|gets)\s+)?$", re.IGNORECASE)
# the holders named right before what each holds: "the cones hold 350 m each", "our vans carry 12 each"
_HOLDERS_BEFORE = re.compile(r"\b(?:the|our|my|his|her|their|these|those|its)\s+(?:[a-z]+\s+)?(?P<t>[a-z]+s)\s+(?:hold|contain|take"
                             r"|carry|fit|seat|have|come\s+with)\s+$", re.IGNORECASE)
# a sentence that prices things one by one: "Pens cost $2 each", "The tickets are 35 dollars each" (its subject)
_PRICED_THINGS = re.compile(r"(?:^|[.!?]\s+)\W*(?:the\s+|some\s+)?(?:[a-z]+\s+)?(?P<t>[a-z]+s)\s+(?:cost|are|were|sell\s+for"
                            r"|go\s+for)\s+(?:only\s+|just\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)
# each of the people counted does so much: "and everyone's bringing 9 squares" (a bare "each")
_EVERYONE_DOES = (r"(?:everyone|everybody)(?:'s|\u2019s|\s+is|\s+will)?\s+(?:be\s+)?(?:bringing|brings|bring|making|makes|make"
                  r"|getting|gets|get|paying|pays|pay|doing|does|do)")
# "each" right before the second number, after the count it rates: "needs 14 shelves, each 0.85 m long", "16 rooms that
# each sleep 2", "6 people, each on a 12 hour shift", "9 rooms and each one needs 45 minutes"; "14 of us ... and
# everyone's bringing 9 squares": each of those counted
_EACH_BEFORE = re.compile(r"\d[^.?!;]*(?:,|\band|\bthat|\bwhich|\bwho)\s*each\s+(?:one\s+|of\s+them\s+)?(?:is\s+|being\s+"
                          r"|measuring\s+|holds\s+|has\s+|contains\s+|seats\s+|carries\s+|fits\s+|takes\s+|needs\s+"
                          r"|sleeps?\s+|on\s+an?\s+)?$"
                          rf"|\d[^.?!;]*(?:,|\band)\s*{_EVERYONE_DOES}\s+$", re.IGNORECASE)
# "each" then a verb: what comes before it are the holders ("3 brothers each have 12 marbles", "4 boys each ate 3 pies")
_EACH_DOES = re.compile(r"\s+(?:holds?|has|have|had|contains?|seats?|carries|carry|gets?|got|ate|eats?|bought|buys?|made|makes?"
                        r"|read|reads|ran|runs?|received|receives?|paid|pays?|scored|scores?|picked|picks?|collected|collects?"
                        r"|owns?|owned|needs?|needed|brought|brings?|gave|gives?|won|wins?)\b", re.IGNORECASE)
# verbs after "each" ("and each holds 36 books"): no unit of a rate, the count before them is
_GOT_VERBS = frozenset("got receive receives received end ends ended pay pays paid eat eats ate earn earns earned "
                       "make makes made owe owes chip chips".split())  # ("what do we each chip in?")
_HEADS = frozenset({"head", "person"})  # "per head?", "per person": each one of the sharers
_PER_HEAD_AFTER = re.compile(r"\s+(?:a|per|each)\s+(?:head|person)\b", re.IGNORECASE)  # "at £22 a head"
_EACH_VERBS = frozenset("holds hold has have contains contain seats seat carries carry fits fit takes take costs cost "
                        "weighs weigh needs need gets get".split())


def _unit_total_asked(text: str, told: str, asked: str) -> bool:
    """Two quantities of one unit told side by side, no other number, and a question asking how many of
    that unit, with nothing else in it ("played 14 songs before the break and 11 after it. How many songs
    did they play?"; not "How many songs are left?", "How many more songs?", "How many songs does Sam need?")."""
    unit = _asked_unit(asked)
    measured = (MEASURE_ASKED.search(asked) and DONE.search(asked)  # "How far did she walk?"; not "How far is it?"
                or _HOW_MUCH_DONE.search(asked))  # "How much did I drink?": a measure, by the units told
    if (unit is None and not measured) or find_numbers(asked) or OTHER_ASKED.search(asked) or PART.search(told):
        return False
    if UNKNOWN_AMOUNT.search(told):
        return False  # "After some were sold, it held 31.6 litres": a start and an end, the change unknown
    firsts = _counted_first(text)
    had = HAD.search(HAS_DONE.sub(" ", told))  # "has read 34 mystery novels": a verb of doing, no having
    if unit is not None and len(firsts) == 2 and all(when for _, _, when in firsts) and not had:
        return True  # "How many rolls did it sell if it sold 215 before lunch and 168 after lunch?": the unit asked
    named_both = (unit is not None and len(_counted(text)) == 2 and all(_forms(unit) & forms for _, forms in _counted(text))
                  and not re.search(r"\b(?:more|fewer|less|than|times|twice|half|double|each|per|of\s+them)\b", told,
                                    re.IGNORECASE))  # "On Sunday she read 15 fewer pages": a relation, no part
    if len(story_quantities(text)) != 2 or had or not (_side_by_side(text) or named_both):
        return False  # "had 1,500 litres ... has 2,260 litres. How many litres were added?": two states
    names = set(NAME.findall(asked.strip()[1:])) - {"I"}
    if any(re.search(rf"\b{name}\b", told) for name in names):
        return False  # "Sam has 15 fish and Rosa has 9 fish. How many fish does Rosa have?" asks for one of them
    if named_both:
        return True  # "planted 48 tulip bulbs and 36 daffodil bulbs. How many bulbs?": each named by the unit asked
    named = [forms | more for (_, forms, when), (_, more) in zip(firsts, _counted(text)) if not when]
    shared = frozenset.intersection(*named)  # "36 tulip bulbs ... and 49 in the back yard": "tulip" and "bulbs"
    return bool(_forms(unit) & shared) if unit is not None else bool(shared & MEASURE_UNITS)


def _rest_of_part(text: str, told: str, asked: str) -> bool:
    """A whole, a part of it told as such ("38 of them", "12 of these"), and a question asking for the rest
    ("How many does he have now?", "How many didn't choose the tour?", "How many are still there?")."""
    numbers = story_quantities(text)
    if len(numbers) != 2 or find_numbers(asked) or not (REST_OF.search(asked) or _KEPT_ASKED.search(asked)):
        return False
    part = PART_OF.search(told)
    if part is None and (m := _OF_ONES_OWN.search(told)) is not None and (thing := WORD.match(text, numbers[0].end)) and (
            m["thing"].lower() == thing[1].lower()):
        part = m  # "caught 14 fish. Wendy threw 6 of her fish back. How many fish did Wendy keep?": 6 of those 14
    if part is not None and _GIVEN_TO_HOLDER.search(told, 0, part.start()):
        return False  # "Her friend Lila gave her 35 of them": of the giver's, given to the holder; no part of her whole
    if part is not None and re.search(r"\b(?:already|previously)\s+(?:owned|owns|own|had|has|have|kept)\s+$", told[:part.start()],
                                      re.IGNORECASE):
        return False  # "bought 28 figurines. She already owned 54 of them.": more of that kind held before, no part taken
    return part is not None and any(n.start == part.start() for n in numbers[1:])


# what one keeps of one's own, asked ("How many fish did Wendy keep?"), and a part of one's own named by its thing
# ("6 of her fish")
_KEPT_ASKED = re.compile(r"\b(?:keep|keeps|kept)\s*\??\s*$", re.IGNORECASE)
_OF_ONES_OWN = re.compile(r"\d[\d.,]*\s+of\s+(?:his|her|their|its|my|our)\s+(?P<thing>[a-z]+)\b", re.IGNORECASE)


# given to the story's holder, named or by a pronoun: "gave her 35 of them", "sent Jada 12 of his"
_GIVEN_TO_HOLDER = re.compile(r"\b(?:gave|gives|handed|hands|sent|sends|lent|lends|passed|passes|brought|brings|mailed"
                              r"|mails)\s+(?:her|him|them|me|us|(?-i:[A-Z][a-z]+))\s+$", re.IGNORECASE)


def _money_change(text: str, told: str, asked: str) -> StoryCue | None:
    """Money had, then a sale or a payment, and the money now asked: selling raises it ("had 62.30 in her
    cash box and sold a painting for 45"), buying or paying lowers it ("had 20.00 and bought a sandwich for
    6.85"). Only a start that is money (a currency, two decimals, or kept "in the till"), two numbers."""
    numbers = story_quantities(text)
    start = MONEY_HAD.search(told)
    if len(numbers) != 2 or start is None or numbers[0].start != start.start(1) or not MONEY_NOW.search(asked):
        return None
    sold, bought = bool(SOLD.search(told)), bool(BOUGHT.search(told))
    if sold == bought:
        return None
    return StoryCue("add" if sold else "sub")


_SOME_DONE = re.compile(r"^\W*(?:[A-Z][a-z]+|(?:a|an|the)\s+[a-z]+)\s+([a-z]+)\s+some\s+[a-z]+", re.IGNORECASE)
_IRREGULAR = {"made": "make", "bought": "buy", "had": "have", "has": "have", "caught": "catch", "got": "get", "found": "find",
              "brought": "bring", "grew": "grow", "baked": "bake"}


def _stem(verb: str) -> str:
    w = verb.lower()
    w = _IRREGULAR.get(w, w)
    for end in ("ed", "es", "s", "e", "d"):
        if w.endswith(end) and len(w) > len(end) + 2:
            return w[: -len(end)]
    return w


# what was made, asked after some went and the rest is told: the start, asked by the verb that made it
_MADE_ASKED = re.compile(r"\bhow\s+many\s+(?:[a-z]+\s+){0,2}?(?:had|did|has|have|do|does)\s+(?:[a-z]+\s+){0,2}?(?:made|make"
                         r"|baked|bake|picked|pick|grown|grow|grew|collected|collect|bought|buy|cooked|cook|knitted|knit"
                         r"|built|build|prepared|prepare|produced|produce|brought|bring|caught|catch|gathered|gather"
                         r"|printed|print|ordered|order|harvested|harvest)\b", re.IGNORECASE)
_LEFT_TOLD = re.compile(r"\b(?:left|remain\w*|still\s+(?:had|has|have))\b", re.IGNORECASE)


def _some_asked_back(told: str, asked: str) -> bool:
    """Whether the story opens on an unknown amount ("A baker made some pies.") and the question asks it back by its
    verb ("How many pies did he make?"): the start."""
    m = _SOME_DONE.match(told)
    verb = re.search(r"\bhow\s+(?:many|much)\s+(?:[a-z]+\s+){0,2}?(?:did|does|do)\s+(?:[a-z]+\s+)?([a-z]+)\s*(?:at\s+first\s*)?\??\s*$",
                     asked, re.IGNORECASE)
    return (m is not None and verb is not None and _stem(m[1]) == _stem(verb[1])
            and _stem(m[1]) not in (_stem("have"), _stem("get")))  # "had some ... How many did he have?": then or now


def _start_asked(told: str, asked: str, gain: bool) -> StoryCue | None:
    """A start asked, a change and the end told: the end less a gain, or plus a loss ("Kim lost 7 points
    and ended with 41. How many did she have before?" -> ``41 + 7``). The end must be told ("ended with",
    "now has", "reached", "to 30", or an "if" clause of the question: "if it is 9 m deep"); "Tom found 5
    shells at first and 8 later. How many at first?" tells none."""
    if RELATED.search(told) or not (RESULT_KNOWN.search(told) or END_IN_QUESTION.search(asked)):
        return None
    if len(_counted(told + " " + asked)) != 2:
        return None  # a start, a change and an end: more numbers are more steps
    return StoryCue("sub" if gain else "add")


_PAID_FOR = re.compile(r"\s*(?:dollars?|euros?|pounds?|cents?|bucks)?\s+(?:for|on)\s+(?:(?:an?|the|his|her|their|my|our|some|new)\s+"
                       r"|(?!each\b|every\b|per\b|it\b|them\b|that\b|this\b))[a-z]+",
                       re.IGNORECASE)


def _change_asked(text: str, told: str, asked: str, change_told: bool) -> StoryCue | None:
    """The question asks for a change ("How many sheets were used?", "How many did he collect?"): the sum
    of two changes told side by side where a total is asked; the difference of the start and the end
    where both are told and the change is not ("had 500 sheets ... 238 sheets were left"; "found 8 on
    Monday and some more on Tuesday. She found 21 in all"); else nothing ("ate 5 and has 7 left. How
    many did she eat?" asks for a number the story writes)."""
    if ((TOTAL_ASKED.search(asked) and _side_by_side(text) and not HAD.search(told) and not PART.search(told))
            or (change_told and _unit_total_asked(text, told, asked))  # "sold 230 tickets on Friday and 145 on ..."
            or (_side_by_side(text) and _occasions_asked(told, asked))):  # "... in the spring and summer?": both asked
        return StoryCue("add")  # "collected 134 eggs on Monday and 129 eggs on Tuesday. How many over those days?"
    states = (not change_told and not TOTAL_ASKED.search(asked) and _side_by_side(text)  # "was 34 cm ... 51 cm"
              and not PART.search(told) and not find_numbers(asked)  # the states are told, not asked
              and not all(_PAID_FOR.match(text, n.end) for n in story_quantities(text)))  # "paid 27.05 for a jacket and
    # 27.09 for a scarf. How much did he spend?": two payments, no states
    if states and not _MARGIN_ASKED.search(asked) and (verb := _done_alike(text)) is not None:
        # "Wendy packed 38 boxes and her brother packed 27": two doings, no two states of one thing; the sum where the
        # question asks that doing ("How many boxes got packed?"), else no operation read
        return StoryCue("add") if re.search(rf"\b{re.escape(verb)}\b", asked, re.IGNORECASE) else None
    if RELATED.search(text) or not (RESULT_KNOWN.search(told) or states):
        return None
    if (change_told and not UNKNOWN_AMOUNT.search(told)) or len(_counted(text)) != 2:
        return None  # "sold some, then bought 12, now has 41": more numbers are more steps
    return StoryCue("sub")


# two occasions asked together: "How many homes got panels in the spring and summer?", "on Monday and Tuesday"
_OCCASIONS = re.compile(r"\b(?:in|on|during|over|across|at)\s+(?:the\s+)?([a-z]{3,})\s+and\s+(?:in\s+|on\s+|during\s+|at\s+)?"
                        r"(?:the\s+)?([a-z]{3,})\b", re.IGNORECASE)


def _occasions_asked(told: str, asked: str) -> bool:
    """Whether the question asks the doings of two occasions the story tells, by their names joined by "and" ("128 homes
    in the spring and on 96 homes in the summer. How many homes got panels in the spring and summer?"): their sum."""
    m = _OCCASIONS.search(asked)
    return m is not None and m[1].lower() != m[2].lower() and all(
        re.search(rf"\b(?:in|on|during|over|across|at)\s+(?:the\s+)?{re.escape(w)}\b", told, re.IGNORECASE) for w in (m[1], m[2]))


# a margin asked of two doings side by side: "by how much did we win?", "How many points did the Tigers lose by?"
_MARGIN_ASKED = re.compile(r"\b(?:by|win|won|lose|lost|beat|margin|difference)\b", re.IGNORECASE)
_VERB_BEFORE_COUNT = re.compile(r"\b([a-z]+ed|came|ran|made|took|got|sold|brought|caught|found|gave|won|wrote|ate|swam|rode|read"
                                r"|baked|knitted|sent|laid|dug|grew|drew|built|spun|shot|sang|threw|bought|hung|fed|spent|cut"
                                r"|knit|sewed|sewn|drove|flew)\s+(?:(?:another|only|just|about|exactly)\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)
_VERB_AFTER_COUNT = re.compile(r"\s+(?:[a-z]+\s+)?(came|arrived|showed\s+up|turned\s+up|joined|signed\s+up|[a-z]+ed)\b", re.IGNORECASE)
_STATE_VERBS = frozenset("measured weighed".split())


def _done_alike(text: str) -> str | None:
    """The one verb of doing that tells each of the story's two quantities, before them ("Wendy packed 38 boxes and
    her brother packed 27") or after them ("32 came in the morning and 19 came after lunch"), or None: a verb of
    measure ("measured", "weighed") tells a state."""
    numbers = story_quantities(text)
    if len(numbers) != 2:
        return None
    verbs = set()
    for n in numbers:
        m = _VERB_BEFORE_COUNT.search(text, max(0, n.start - 24), n.start) or _VERB_AFTER_COUNT.match(text, n.end)
        if m is None and verbs and re.search(r"(?:,|\band)\s+(?:another\s+)?$", text[max(0, n.start - 12):n.start]):
            continue  # "filled 17 jars from one hive and 23 jars from the other": the verb said once
        if m is None:
            return None
        verbs.add(re.sub(r"\s+", " ", m[1].lower()))
    if len(verbs) != 1 or verbs & _STATE_VERBS:
        return None
    return next(iter(verbs))


def story_operation(text: str) -> Operation | None:
    """The operation of :func:`story_cue`, or None. "Maria has 48 stickers and buys 27 more. How many
    does she have now?" -> ``"add"``; "There were 63 birds on a tree and 27 flew away. How many are
    still there?" -> ``"sub"``; "Each box holds 24 pencils. How many pencils are in 15 boxes?" ->
    ``"mul"``; "A bakery packed 312 muffins into bags of 6. How many bags did they fill?" -> ``"div"``;
    "Sam had some marbles and lost 12. Now he has 30. How many did he have?" -> None."""
    cue = story_cue(text)
    return None if cue is None else cue.op
