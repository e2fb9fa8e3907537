"""A story read without the numbers it tells of other things than the question asks: "A baker makes 12 pies and
30 cakes every day. How many pies does he make in 9 days?" read as "A baker makes 12 pies every day. How many pies
does he make in 9 days?" -> ``12 * 9``, the 30 cakes set apart.

SVAMP and AddSub add such numbers on purpose, and people tell them too. The readers of the words
(:mod:`occam.plan_readers`) decline a story with a number they cannot place; this reads the story again with the
other numbers cut out, when it is sure they are of no use:

- **another thing, told beside the one asked**: a count joined by "and" to a count of the thing the question asks
  for, of a thing the question does not name and the story names nowhere else ("12 pies and 30 cakes ... How many
  pies", "17 red peaches and 6 green peaches ... How many green peaches", "7 boxes of pencils and 13 boxes of
  crayons ... How many pencils"); only the count and its words go ("and 30 cakes"), never what the two share
  ("every day", "in each");
- **another day**: where the question names two days (or months, or parts of a day) and compares or adds them,
  a count told of a third one, named nowhere else ("12 kids on Monday, 7 kids on Tuesday and 19 kids on Wednesday.
  How many more kids on Monday than on Tuesday?", "He spent $47 on Monday."), or what something holds, told in a
  sentence of its own where the question compares the two days ("Her book has 300 pages.");
- **an age**: a sentence of its own that tells someone's age, or two people's, where the question asks no age ("The
  driver is 34 years old.", "Chloe is 9 years old and her sister is 14.");
- **what holds or watches the others**: a count of the things that the story's other counts are put into or on, or
  that watch them, named again only by "them" and as a place ("Tim has 9 fish tanks. He put 34 guppies and 21 tetras
  into them. How many fish did he put in the tanks?", "27 girls and 31 boys ..., and 6 teachers are watching them.
  How many children ...?"), where the question asks for another thing;
- **a price the question does not ask about**: "Each pack holds 8 pens and costs $3. Max bought 7 packs. How many pens
  did he get?", where the question asks no money and no other number is money;
- **a part that also does something else**: "14 of the girls also play the piano.", where the question names nothing
  the sentence says they do;
- **told beside**: a sentence of its own whose one number counts a thing named nowhere else, where the question
  names the thing it asks for and every other number names its own ("Their van has 9 seats."), or a phrase that
  sets the story in an occasion ("on a 3 km walk", "for a party of 12 children", "at a fair that lasted 3 days",
  "while the bus waited 4 minutes"); never a rate ("60 km per hour") or a measure that a question of measure
  ("How far ...?") may need;
- **money told aside**: a sentence of its own with one amount of money, where the question asks a count of things, no
  money, and no other number is money ("The garage charges $3 an hour. How many spaces are empty?");
- **a chat aside**: an age opening the message ("My son is 9 and he read ...", "I'm 34 and I drink ..."), a date ("On
  12/08 our store had ...", "on March 3rd"), a year ("it's 2024 and", "built in 1964", "in the 2024 winter sale") or a
  place's label ("(room 14B)"), or a family in a sentence of its own ("I've got 3 kids and a tight budget lol.") that
  nothing else counts by, where the question asks no age, time or label.

It cuts nothing where the count carries a price or a rate of its own ("and 2 pots at 5 each"), where its words come
back later ("them", the thing named again), or where the cut leaves a reader's plan that does not use every number
left. The plan's numbers are the text's own, at their places (:func:`occam.implied_numbers.read_moved`); the cut
ones are the plan's ``apart`` numbers, shown in the inspector.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable

from .abstention import tree_leaves
from .asides import AGE_TIME, FILLS, STATE_OF_THE_STORY, served_by_the_asked, thing_words, words_after, singulars
from .plan_words import CONTAINER_BEFORE, CONTAINER_NOUN_END, HOW_OFTEN, NOT_BOUGHT, NOT_NAMES, QUESTION_WORD
from .implied_numbers import read_moved
from .notation import in_notation
from .numbers import CURRENCY, Number, find_numbers, is_money
from .other_doings import other_doings
from .questions import asked
from .story_cues import unit_forms
from .story_plans import Plan, applies
from .step_words import covers_all
from .story_words import AUXILIARY, FEMALE_KIN, GAIN_PATTERN, LOSS_PATTERN, MALE_KIN, RATE_WORDS

_WORD = re.compile(r"[a-z]+", re.IGNORECASE)
_CONTAINER_OF = re.compile(r"\s+of\s+(?:the\s+)?([a-z]+)", re.IGNORECASE)  # "13 boxes of crayons"
# a price, a rate or a share of the count's own right after it: "and 2 pots at 5 each", "and 3 pens each"
_OWN_RATE = re.compile(rf"\s*(?:at|for|costing|priced|worth|@|per|a\s+piece|apiece|each\s*[.,;!?]|[{CURRENCY}])",
                       re.IGNORECASE)
_REFERS_BACK = re.compile(r"\b(?:them|those|these|the\s+rest|the\s+others|both|all\s+of)\b", re.IGNORECASE)
_JOINED_BEFORE = re.compile(r"(?:,\s*(?:and\s+)?|\s+and\s+)$"
                            # "lent out 85 books and received 40 new magazines": a verb of its own, of another thing
                            r"|\s+and\s+(?:also\s+)?(?:received|got|bought|found|picked|collected|made|baked|planted|sold"
                            r"|gave\s+away|lent\s+out|has|had)\s+$", re.IGNORECASE)
_JOINED_AFTER = re.compile(r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?=[{}]?\d)".format(CURRENCY), re.IGNORECASE)
_DAYS = ("monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
         "august september october november december morning afternoon evening night weekend weekday").split()
# a day named, or a period named from now ("last year", "next week"): its key is the day, or the period with its word
_DAY = re.compile(r"\b(?:(?:on|in|during|for|last|this|next|the)\s+(?:the\s+)?(?P<d>" + "|".join(_DAYS) + r")s?"
                  r"|(?P<r>(?:this|last|next)\s+(?:year|week|month|season|summer|winter|spring|fall|autumn)))\b",
                  re.IGNORECASE)


def _day(m: re.Match) -> str:
    """The key of a day matched by ``_DAY``: "monday", "last year"."""
    return (m["d"] or " ".join(m["r"].split())).lower()
_SENTENCE = re.compile(r"(?:[^.!?\n]|(?<=\d)\.(?=\d))+[.!?]?\s*")
_AGE = re.compile(r"^\s*(?:[A-Z][a-z]+|(?:his|her|their|the|my|our)\s+[a-z]+)(?:'s\s+[a-z]+)?\s+(?:is|was|turned|turns)\s+"
                  r"\d+\s+(?:years?\s+old|years?\s+of\s+age|years?\s+(?:older|younger)\s+than\s+(?:[A-Z][a-z]+|him|her|them"
                  r"|(?:his|her|their|my|our)\s+[a-z]+))(?:\s+(?:that|this|on\s+that|today)\s*[a-z]*)?\s*[.!]?\s*$",
                  re.IGNORECASE)  # ("Carla is 2 years older than Ben.": an age told as a difference)
_TWO_AGES = re.compile(r"^\s*(?:[A-Z][a-z]+|(?:his|her|their|the|my|our)\s+[a-z]+)\s+(?:is|was)\s+\d+(?:\s+years?\s+old)?"
                       r"\s*,?\s+and\s+(?:[A-Z][a-z]+|(?:his|her|their|the|my|our)\s+[a-z]+)\s+(?:is|was)\s+\d+"
                       r"(?:\s+years?\s+old)?\s*[.!]?\s*$")
_AGE_ASKED = re.compile(r"\b(?:old|older|younger|age|ages|years?|born|birthday)\b", re.IGNORECASE)


def _forms(text: str) -> set[str]:
    return {f for w in _WORD.findall(text) for f in singulars(w)}


def _count(text: str, n: Number) -> tuple[str, frozenset[str], int] | None:
    """What ``n`` counts: its key thing (the head noun, or what a container holds: "13 boxes of crayons" ->
    crayon), the words before it ("17 red peaches" -> {red}), and where its words end (a container's "of crayons"
    with them); None where no thing follows it."""
    words = thing_words(text, n.end)
    if not words:
        return None
    head = words[-1]
    end = text.lower().index(head, n.end) + len(head)
    of = _CONTAINER_OF.match(text, end)
    before = words_after(text, n.end)
    before = before[:before.index(head)] if head in before else []
    # the shortest form, ties by spelling ("shelves" -> shelf, not shelv): a set's order changes with the hash seed
    key = min(singulars(of[1] if of else head), key=lambda f: (len(f), f))
    return key, frozenset(f for w in before for f in singulars(w)), of.end() if of else end


def _span(text: str, n: Number) -> int:
    """Where the words of the count ``n`` end (:func:`_count`), or ``n``'s own end where no thing follows it."""
    counted = _count(text, n)
    return n.end if counted is None else counted[2]


def _other_things(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cuts of counts of other things joined to a count of the thing asked (see the module's docstring)."""
    asked_forms = _forms(request)
    candidates = []
    for i, n in enumerate(numbers):
        if n.start >= at:
            break
        mine = _count(text, n)
        if mine is None:
            continue
        key, _, end = mine
        if _OWN_RATE.match(text, end):
            continue
        own = re.match(r"\s+([a-z]+)\s+of\b", text[n.end:], re.IGNORECASE)
        if own and singulars(own[1]) & asked_forms and key not in asked_forms:
            continue  # "36 loaves of bread ... How many loaves": the thing asked, whatever it is of
        siblings = []
        before = _JOINED_BEFORE.search(text, 0, n.start)
        if i > 0 and before is not None and _span(text, numbers[i - 1]) == before.start():
            siblings.append((numbers[i - 1], before.start(), end))  # "12 pies and 30 cakes": cut " and 30 cakes"
        after = _JOINED_AFTER.match(text, end)
        if i + 1 < len(numbers) and after is not None and after.end() in (numbers[i + 1].start,
                                                                          numbers[i + 1].start - 1):
            siblings.append((numbers[i + 1], n.start, after.end()))  # "17 red peaches and 6 green": cut to "6"
        for other, a, b in siblings:
            theirs = _count(text, other)
            if theirs is None or re.match(r"\s*(?:[a-z]+\s+){0,2}?(?:each|apiece)\b", text[other.end:], re.IGNORECASE):
                continue  # ("6 water bottles, 1.5 litres each": what each of them holds, no other thing)
            if HOW_OFTEN.match(text, other.end) or HOW_OFTEN.match(text, n.end):
                continue  # "delivers 63 newspapers, 6 days a week": how often, no other thing
            if theirs[0] in mine[1] or key in theirs[1]:
                continue  # "6 hours, 5 hours and 8 hours long": one thing, a measure's adjective after the last of it
            if theirs[0] != key:  # another thing: the question names the sibling's, not this one's
                if theirs[0] not in asked_forms or key in asked_forms:
                    continue
            elif not (theirs[1] & asked_forms) or mine[1] & asked_forms or not mine[1]:
                continue  # one thing told apart by its words: "red peaches" and "green peaches"
            gone = frozenset({key} if theirs[0] != key else mine[1])
            if _REFERS_BACK.search(text, b):
                continue  # later words refer back to the counts
            if re.match(rf"\s*(?:of|with|holding|containing)\s+[{CURRENCY}]?\d", text[b:b + 20], re.IGNORECASE):
                continue  # "bought 4 more packs of 9 stickers": a count of what holds the thing asked
            candidates.append((a, b, n, gone))
            break
    # a thing cut where every mention of it goes ("48 cookies and 30 brownies ... 19 cookies and 12 brownies left"):
    # named again anywhere else, it stays
    cuts = []
    for gone in dict.fromkeys(c[3] for c in candidates):
        spans = [c for c in candidates if c[3] == gone]
        rest, at_ = [], 0
        for a, b, _, _ in sorted(spans):
            rest.append(text[at_:a])
            at_ = max(at_, b)
        rest.append(text[at_:])
        if not gone & _forms(" ".join(rest)):
            cuts += [(a, b, n) for a, b, n, _ in spans]
    return cuts


def _sentences(text: str, numbers: list[Number], at: int):
    """Each sentence of the story before ``at`` (a match, its terminator with it) and the numbers it writes."""
    for sentence in _SENTENCE.finditer(text[:at]):
        yield sentence, [n for n in numbers if sentence.start() <= n.start < sentence.end()]


# a comparison of the two days the question names ("How many more pages on Monday than on Tuesday?"), and a sentence
# that tells what something holds or is ("Her book has 300 pages.", "The box holds 50 crayons.")
_COMPARED_DAYS = re.compile(r"\bhow\s+(?:many|much)\s+(?:[a-z]+\s+)?(?:more|fewer|less)\b.*\bthan\b", re.IGNORECASE)
_HOLDS = re.compile(r"^\s*(?:[A-Z][a-z']*\s+){1,3}?(?:[a-z']+\s+)?(?:has|have|had|holds|held|contains|contained|is|was)\s+"
                    r"(?:about\s+|only\s+)?\d", re.IGNORECASE)


def _other_days(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cuts of counts told of a day the question does not name, where it names two (see the docstring)."""
    named = {_day(m) for m in _DAY.finditer(request)}
    if len(named) < 2:
        return []
    cuts, gone = [], set()
    for sentence, inside in _sentences(text, numbers, at):
        days = {_day(m) for m in _DAY.finditer(sentence[0])}
        if (len(inside) == 1 and not days and _COMPARED_DAYS.search(request) and _HOLDS.search(sentence[0])
                and not is_money(text, inside[0])):
            cuts.append((sentence.start(), sentence.end(), inside[0]))  # "Her book has 300 pages.": no day's count
            continue
        if not inside or not days:
            continue
        if len(inside) == 1 and len(days) == 1 and not days & named:
            cuts.append((sentence.start(), sentence.end(), inside[0]))  # "He spent $47 on Monday."
            gone |= days
            continue
        for n in inside[1:]:  # "..., 7 kids on Tuesday and 19 kids on Wednesday": the day right after the count
            day = _DAY.search(text, n.end, min(sentence.end(), n.end + 30))
            before = _JOINED_BEFORE.search(text, 0, n.start)
            if day is None or _day(day) in named or re.search(r"\d", text[n.end:day.start()]) or before is None:
                continue
            cuts.append((before.start(), day.end(), n))
            gone.add(_day(day))
    kept = text
    for a, b, _ in sorted(cuts, key=lambda c: c[0], reverse=True):
        kept = kept[:a] + " " + kept[b:]
    told = {_day(m) for m in _DAY.finditer(kept[:kept.rfind(request)])}
    if not named <= told or gone & ({w.lower() for w in _WORD.findall(kept)} | {_day(m) for m in _DAY.finditer(kept)}):
        return []  # the question's days are told in what is kept; a cut day is named nowhere else
    return cuts


# a part of the story's things told to do something else too: "14 of the girls also play the piano."
_ALSO_PART = re.compile(r"^\s*(?:\d[\d,]*)\s+of\s+(?:the|them|these|those|his|her|their)\s*(?P<thing>[a-z]*)\b"
                        r"(?P<rest>.*\balso\b.*)$", re.IGNORECASE)
_PLAIN = frozenset("the a an of and or to in on at for with also too is are was were do does did have has had they them "
                   "how many much what more in all total altogether there".split())


def _also_parts(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of a sentence that tells how many of the story's things also do something the question does not ask
    of ("There are 26 girls and 31 boys in the choir. 14 of the girls also play the piano. How many children are in
    the choir?")."""
    asked_words = {f for w in re.findall(r"[a-z]+", request.lower()) for f in singulars(w)}
    cuts = []
    for sentence, inside in _sentences(text, numbers, at):
        m = _ALSO_PART.match(sentence[0])
        if len(inside) != 1 or m is None:
            continue
        words = {f for w in re.findall(r"[a-z]+", m["rest"].lower()) if w not in _PLAIN for f in singulars(w)}
        if words and not words & asked_words:
            cuts.append((sentence.start(), sentence.end(), inside[0]))
    return cuts


# another person's own amount, in a sentence of its own: "Her sister has 40 dollars.", "Tim has 12 cards."
_OTHER_PERSON = re.compile(r"^\s*(?P<who>(?:his|her|their|my|[A-Z][a-z]+['\u2019]s)\s+(?:little\s+|older\s+|younger\s+|big\s+"
                           r"|best\s+)?(?:sister|brother|friend|cousin|mom|mother|dad|father|neighbou?r|uncle|aunt|grandma"
                           r"|grandpa|classmate|teacher|coach|roommate|teammate)"
                           r"|[A-Z][a-z]+)\s+(?:has|had|owns|owned|keeps|kept|saved|has\s+saved)\s+[$\u00a3\u20ac]?\d[\d,.]*"
                           r"(?:\s+[a-z]+){0,8}\s*[.!]\s*$", re.IGNORECASE)
_TOGETHER_ASKED = re.compile(r"\b(?:together|altogether|combined|both|in\s+all|in\s+total|total|they|their|them|than|each"
                             r"|share\w*|split\w*|all)\b", re.IGNORECASE)
# something else the story's one also did, in a sentence of its own: "He also wrote 6 pages in his journal."
_ALSO_DID = re.compile(r"^\s*(?:he|she|they|it|[A-Z][a-z]+)\s+also\s+(?P<verb>[a-z]+)\s+(?:[$\u00a3\u20ac]?\d[\d,.]*)"
                       r"(?:\s+[a-z]+){0,5}\s*[.!]\s*$", re.IGNORECASE)


_SPENDING = frozenset("paid pay pays spent spend spends bought buy buys cost costs gave give gives donated".split())
_TAKINGS = frozenset("took take takes earned earn earns made make makes collected collect collects raised raise raises "
                     "received receive receives".split())
_ALL_TAKEN_ASKED = re.compile(r"\b(?:came\s+in|come\s+in|comes\s+in|brought\s+in|take\s+in|took\s+in|in\s+total|in\s+all"
                              r"|altogether|total|takings|revenue|income)\b", re.IGNORECASE)
_FIRST_PERSON_ASKED = re.compile(r"\b(?:do|did|will|would|can|could|should)\s+(?:i|we)\s+(?:have|get|end\s+up|keep|own)\b"
                                 r"|\b(?:i|we)\s+(?:have|had|got)\s+(?:left|now)\b|\b(?:i\s+am|i'm|we're|we\s+are)\s+left\b",
                                 re.IGNORECASE)


def _mine_apart(who: str, rest: str, request: str) -> bool:
    """Whether a sentence of another person's own amount, told of "my <kin>", stands apart from a story the asker
    tells of themselves and asks of themselves ("my brother has 250 stamps. i had 410 and gave 95 away to a friend,
    how many do i have now"): the kin named nowhere else, no pronoun that may be theirs, nothing asked together."""
    kin = who.split()[-1]
    return (who.lower().startswith("my ") and bool(_FIRST_PERSON_ASKED.search(request))
            and not _TOGETHER_ASKED.search(request) and bool(re.search(r"\b(?:i|we)\b", rest, re.IGNORECASE))
            and not re.search(rf"\b(?:{re.escape(kin)}s?|him|her|(?<!of\s)them|he|she|they|his|hers|their)\b", rest,
                              re.IGNORECASE))  # ("sold 45 of them": the asker's own)


def _others_and_also(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cuts of a sentence that tells another person's own amount, a person named nowhere else and not in the
    question, where the question names the one the story opens with ("Isla had 75 dollars. She bought ... Her sister
    has 40 dollars. How much money does Isla have left?"),
    or that tells something else the story's one also did, by a verb the question does not ask ("Diego read 34 pages
    on Monday and 51 pages on Tuesday. He also wrote 6 pages in his journal. How many more pages did he read on
    Tuesday than on Monday?"). Nothing where the question asks of them together, compares, or shares."""
    cuts = []
    sentences = list(_sentences(text, numbers, at))
    if len(sentences) < 2:
        return cuts
    asked_name = [w for w in re.findall(r"(?<!^)\b[A-Z][a-z]+\b", request.strip()) if w not in ("I",)]
    for k, (sentence, inside) in enumerate(sentences):
        rest = text[:sentence.start()] + " " + text[sentence.end():]
        person = _OTHER_PERSON.match(sentence[0]) if len(inside) == 1 else None
        if person is not None and _mine_apart(person["who"], rest, request):
            cuts.append((sentence.start(), sentence.end(), inside[0]))  # "my brother has 250 stamps. i had 410 ..."
            continue
        if len(inside) != 1 or k == 0:
            continue
        if person is not None and not _TOGETHER_ASKED.search(request) and asked_name and re.search(
                rf"\b{asked_name[0]}\b", sentences[0][0].group(0)):  # the question asks of the story's first one
            who = person["who"].split()[-1]
            if who.lower() == asked_name[0].lower():
                continue
            if not re.search(rf"\b{re.escape(who)}\b", rest, re.IGNORECASE) and not re.search(
                    r"\b(?:give|gave|gives|given|lend|lent|from|to)\b", text[sentence.end():], re.IGNORECASE):
                # (a giving told before the other one is named is not theirs: "His friend gave him 13 more. Mike's
                # sister has 21 cards of her own.")
                cuts.append((sentence.start(), sentence.end(), inside[0]))
            continue
        also = _ALSO_DID.match(sentence[0])
        if also is not None:
            verb = also["verb"].lower()
            asked_verbs = {w.lower() for w in re.findall(r"[a-z]+", request, re.IGNORECASE)}
            told_verbs = {w.lower() for w in re.findall(r"[a-z]+", rest, re.IGNORECASE)}
            thing = re.search(r"\bhow\s+many\s+(?:[a-z]+\s+)?([a-z]+)\s+(?:does|do|did)\s+\w+\s+(?:now\s+)?have\b", request,
                              re.IGNORECASE)  # "She also found 9 balls. How many tennis balls does she have?": hers too
            if thing is not None and singulars(thing[1]) & frozenset().union(
                    *(singulars(w) for w in thing_words(text, inside[0].end))):
                continue
            if verb in _SPENDING and _MONEY_ASKED.search(request):
                continue  # "They also paid $6 for parking. How much did they spend in all?": money spent too
            if verb in _TAKINGS and _MONEY_ASKED.search(request) and _ALL_TAKEN_ASKED.search(request):
                continue  # "It also took $120 in locker rentals. How much money came in?": money taken in too
            if not ({verb, verb.rstrip("s"), verb + "s"} & (asked_verbs | told_verbs)):  # "He also ran": the story's own
                cuts.append((sentence.start(), sentence.end(), inside[0]))
    return cuts


# a doing of another thing joined by "and" to a sentence that counts the story's own: "She ate 19 of them and drank
# 3 glasses of milk.", "48 fish are caught, and 12 frogs jump into the pond."
_SIDE_DOING = re.compile(r"(?:,\s*and|\s+and)\s+(?:(?:he|she|they|we|i|it)\s+)?(?:also\s+)?(?:(?P<verb>[a-z]+)\s+(?:[a-z]+\s+){0,3}?)?"
                         r"(?P<n>\d[\d,]*)\s+[^.!?;,]*?(?=\s*[.!?;]|$)", re.IGNORECASE)


_CHANGE_IN = re.compile(rf"\b(?:{GAIN_PATTERN}|{LOSS_PATTERN})\b", re.IGNORECASE)
_NOT_A_VERB = frozenset("the a an some all each every both".split())
_NOT_A_THING = frozenset("back away off out up down again too later today yesterday overnight first free spare extra broken "
                         "damaged leftover unsold".split())  # ("gave away 38 free with new glasses": the story's own)
_PLACES_ASKED = re.compile(r"\b(?:empty|free|vacant|unused|spare|available|unfilled|open|occupied|taken|unoccupied)\b",
                           re.IGNORECASE)  # what fills the story's places may be told by any thing


# a number followed by when or where, its thing unsaid: "31 after lunch", "12 on Sunday", "9 later"
_WHEN_AFTER = re.compile(r"\s+(?:after|before|in|on|at|during|later|today|yesterday|tomorrow|this|that|last|next|by|over"
                         r"|in\s+the|the\s+next)\b", re.IGNORECASE)


# a verb right after a count, before a preposition or a stop: the count has no thing of its own ("and 5 moved to
# Sunday", "and 3 dropped out.")
_VERB_AFTER_COUNT = re.compile(r"\s+[a-z]+(?:ed|ept|ent|ook|ame|ew)\s*(?:[.,;!?]|(?:to|from|into|onto|out|away|off|back|over"
                               r"|instead|because|for|at|on|in|with|early|late)\b)", re.IGNORECASE)


def _side_doings(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cuts of a clause joined by "and" that tells a doing of a thing named nowhere else, where the sentence
    before it counts the story's own thing and the question asks how many of it ("Lucy had 85 jelly beans. She ate 19
    of them and drank 3 glasses of milk. How many jelly beans does she have left?": " and drank 3 glasses of milk").
    Never where the question's thing is not the other counts' own ("She had 40 apples and bought 12 pears. How many
    fruits?") or is a whole the clause's thing belongs to ("532 girls and 417 boys ... How many students"), where the
    clause has no verb of its own ("and 2 apples": :func:`_other_things`'), tells more of something ("and then 85 more
    arrived"), a rate or money, or where later words refer back."""
    asked_m = _HOW_MANY_THING.search(request)
    if asked_m is None or not asked_m[0].lower().startswith("how many"):
        return []
    noun = asked_m[0].split()[-1]
    cuts = []
    for m in _SIDE_DOING.finditer(text, 0, at):
        inside = [x for x in numbers if m.start() <= x.start < m.end()]
        if len(inside) != 1 or inside[0].start != m.start("n") or is_money(text, inside[0]):
            continue
        n = inside[0]
        sentence_start = max(text.rfind(c, 0, m.start()) for c in ".!?") + 1
        before = [x for x in numbers if sentence_start <= x.start < m.start()]
        verb = (m["verb"] or "").lower()
        if verb in _NOT_A_VERB or re.search(r"\b(?:between|among|amongst|with)\s+(?:[a-z]+)?\s*$", text[:m.start()],
                                            re.IGNORECASE):
            continue  # "between herself and her 7 cousins": the sharers, no doing
        if _WHEN_AFTER.match(text, n.end):
            continue  # "dropped off 28 in the morning and 31 after lunch": the thing left unsaid, the story's own
        things = thing_words(text, n.end)
        after = re.match(r"\s+(?:[a-z]+\s+){%d}([a-z]+)" % max(len(things) - 1, 0), text[n.end:], re.IGNORECASE) if things else None
        acts = verb and verb not in _PLAIN and verb != "then" or after is not None and after[1].lower() not in _PLAIN | {
            "to", "from", "into", "onto", "with", "by", "about", "each", "per", "every"}
        if things and things[0].lower() in _NOT_A_THING or _CHANGE_IN.search(text, n.end, m.end()) or re.match(
                r"\s+(?:moved|went|left|came|ran|walked|flew|dropped|quit|transferred|joined)\s+(?:away|out|off|home|in|back)\b",
                text[n.end:], re.IGNORECASE):
            continue  # "and got 45 back", "and 7 lambs were born", "and 2 moved away": a change of the story's own things
        if _VERB_AFTER_COUNT.match(text, n.end):
            continue  # "7 cancelled ... and 5 moved to Sunday": a count with no thing of its own, the story's own thing
        if (not before or not acts or not things or _RATE_WORDS.search(m[0]) or _REFERS_BACK.search(m[0])
                or _CHANGE_AFTER.match(text, n.end) or re.match(r"\s+(?:more|new|extra|other|others)\b", text[n.end:], re.I)):
            continue  # no count before it, no doing of its own; "and then 85 more arrived": a change of the story's own
        theirs = {f for w in things for f in singulars(w)} - _PLAIN
        rest = text[:m.start()] + " " + text[m.end():]
        if not theirs or theirs & _forms(rest) or theirs & singulars(noun) or covers_all(noun, [things[-1]]):
            continue  # the clause's thing named elsewhere, asked, or a member of the whole asked
        own = {f for x in numbers if not m.start() <= x.start < m.end() for w in thing_words(text, x.end)
               for f in singulars(w)}
        if not own & singulars(noun) or _REFERS_BACK.search(text, m.end(), at):
            continue  # the question's thing is not the story's own count's
        if _PLACES_ASKED.search(request) or _EMPTY_STATE.search(m[0]):
            continue  # "8 carriages with 64 seats each, and 389 passengers board it. How many seats stay empty?"; "and
            # 17 seats were left empty": a state of the story's own places
        cuts.append((m.start(), m.end(), n))
    return cuts


# the others put into or onto what a sentence counted before ("He put 34 guppies and 21 tetras into them."), and a
# clause of a count that watches them (", and 6 teachers are watching them")
_INTO_THEM = re.compile(r"\b(?:put|puts|placed|places|set|sets|stacked|stacks|kept|keeps|packed|packs|poured|pours|planted"
                        r"|plants|hung|hangs|laid|lays|loaded|loads|stored|stores|arranged|arranges|spread)\s+"
                        r"(?:[a-z]+\s+){0,2}?\d[^.!?]*?\b(?:into|in|on|onto|inside|among|across|between)\s+them\s*[.!?]",
                        re.IGNORECASE)
_WATCHING_THEM = re.compile(r",?\s*(?:and|while)\s+(?P<n>\d[\d,]*)\s+(?P<t>[a-z]+)\s+(?:are|were|is|was)\s+(?:[a-z]+\s+)?"
                            r"(?:watching|supervising|guarding|minding|helping|coaching|teaching|looking\s+after|"
                            r"watching\s+over|keeping\s+an\s+eye\s+on)\s+them(?=\s*[.!?])", re.IGNORECASE)
_ASKED_THING = re.compile(r"\bhow\s+many\s+(?:[a-z]+\s+)?(?P<t>[a-z]+)\s+(?:are|were|did|do|does|is|was|have|has|in|on)\b",
                          re.IGNORECASE)


def _holders(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of a count of what holds the story's other counts or watches them (see the module's docstring): a
    sentence of its own, or a clause, whose one number counts a thing the question does not ask for."""
    asked_thing = _ASKED_THING.search(request)
    if asked_thing is None or len(numbers) < 3:
        return []
    asked_forms = singulars(asked_thing["t"])
    cuts = []
    for m in _WATCHING_THEM.finditer(text, 0, at):
        n = next((x for x in numbers if x.start == m.start("n")), None)
        if n is not None and not singulars(m["t"]) & (asked_forms | _forms(text[:m.start()] + " " + text[m.end():])):
            cuts.append((m.start(), m.end(), n))
    sentences = list(_sentences(text, numbers, at))
    for k, (sentence, inside) in enumerate(sentences):
        if len(inside) != 1 or is_money(text, inside[0]) or k + 1 >= len(sentences):
            continue
        after, theirs = sentences[k + 1]
        words = thing_words(text, inside[0].end)
        if not words or len(theirs) < 2 or not _INTO_THEM.search(after[0]) or _RATE_WORDS.search(sentence[0]):
            continue
        forms = singulars(words[-1])  # the head: "9 fish tanks" holds, "How many fish ...?" asks what they hold
        if forms & asked_forms or forms & _forms(after[0]) or re.search(
                r"\b(?:each|every|per|an?)\s+(?:[a-z]+\s+)?" + re.escape(words[-1].rstrip("s")), request, re.IGNORECASE):
            continue  # "How many tanks ...?": the holders are what is asked
        cuts.append((sentence.start(), sentence.end(), inside[0]))
    return cuts


# a price told beside a count: "and costs $3", ", costing $2.50 each", "priced at 4 dollars"
_PRICE_BESIDE = re.compile(rf"(?:\s*,\s*|\s+)(?:and\s+)?(?:costs?|costing|priced\s+at|sells?\s+for|selling\s+for"
                           rf"|(?:each|every\s+one)\s+(?:of\s+them\s+)?(?:had\s+)?paid)\s+"
                           rf"(?P<n>[{CURRENCY}]\s?\d[\d.,]*|\d[\d.,]*\s+(?:dollars|euros|pounds|cents))"
                           r"(?:\s+(?:each|apiece|a\s+piece|per\s+[a-z]+|an?\s+[a-z]+|for\s+(?:a|the|their|his|her)\s+[a-z]+))?"
                           r"(?=\s*[,.;!?])", re.IGNORECASE)


def _prices(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of a price told beside a count where the question asks no money and no other number is money."""
    if _MONEY_ASKED.search(request) or not _HOW_MANY_THING.search(request):
        return []
    found = [m for m in _PRICE_BESIDE.finditer(text, 0, at)]
    if len(found) != 1:
        return []
    m = found[0]
    n = next((x for x in numbers if m.start("n") <= x.start < m.end("n")), None)
    if n is None or any(is_money(text, x) for x in numbers if x is not n):
        return []
    return [(m.start(), m.end(), n)]


_BRACKETED = re.compile(r"\s*\((?P<inside>[^()]{3,80})\)")


def _bracketed(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of an aside in brackets that tells one amount of money where the question asks a count of a thing
    the other numbers count and no other number is money: "8 packs of stickers with 24 stickers in each (the album
    itself was 9 bucks), how many stickers is that"."""
    if _MONEY_ASKED.search(request) or not _HOW_MANY_THING.search(request):
        return []
    cuts = []
    for m in _BRACKETED.finditer(text, 0, at):
        inside = [n for n in numbers if m.start("inside") <= n.start < m.end("inside")]
        if len(inside) == 1 and is_money(text, inside[0]) and not any(is_money(text, x) for x in numbers if x not in inside):
            cuts.append((m.start(), m.end(), inside[0]))
    return cuts


# a size or an age told as a thing's adjective or beside it: "a 14 year old figure skater", "along a 30 foot fence", "her
# 12 foot garden bed", "can hold 52 people and is 12 meters long"
_SIZE_UNITS = (r"foot|feet|ft|inch|inches|meters?|metres?|yards?|miles?|km|kilometers?|kilometres?|gallons?|liters?|litres?"
               r"|pounds?|lbs?|ounces?|oz|tons?|years?|months?|weeks?|acres?|cm|m")
_TIME_UNITS = r"minutes?|hours?|days?|weeks?|nights?"  # "a 40-minute cooking class": an occasion's length, told beside
_SIZED = re.compile(
    # ("the 20 minute quiz": a singular unit after a count names the length, no count of units)
    r"(?:(?<=\ba\s)|(?<=\ban\s)|(?<=\bthe\s)|(?<=\bits\s)|(?<=\bhis\s)|(?<=\bher\s)|(?<=\btheir\s)|(?<=\bour\s)"
    r"|(?<=\bmy\s))(?P<n4>\d+)(?:-(?P<u4>" + _TIME_UNITS + r")|\s+(?P<u7>minute|hour|day|week|night))[\s-]+"
    r"(?!(?:and|or|of|to|in|on|at|for|per|each|a|an|the|that|which|who|this|these|those|she|he|they|we|i|it)\b)(?=[a-z]{3,}\b)"
    # a size worn or bought, a label and no count: "Pedro wears shoe size 9.", "in size 10"
    r"|\bsize\s+(?P<n5>\d+(?:\.\d+)?)\b(?![.,]\d)(?!\s*(?:[a-z]+\s+)?(?:each|apiece|per)\b)"
    r"|(?:(?<=\ba\s)|(?<=\ban\s)|(?<=\bhis\s)|(?<=\bher\s)|(?<=\btheir\s)|(?<=\bmy\s)|(?<=\bour\s)|(?<=\bits\s)"
    r"|(?<=[a-z]'s\s))"  # "A farmer's 12 acre field"
    rf"(?P<n>\d+(?:\.\d+)?)[\s-]+(?P<u>{_SIZE_UNITS})[\s-]+(?:(?:long|tall|high|wide|deep|old)[\s-]+)?"
    r"(?!(?:and|or|of|to|in|on|at|for|per|each|a|an|the)\b)(?=[a-z]{3,}\b)"
    rf"|(?:\s*,\s*|\s+)(?:and\s+)?(?:is|was|are|were|stands|measures)\s+(?P<n3>\d+(?:\.\d+)?)\s+(?P<u3>{_SIZE_UNITS})\s+"
    r"(?:long|tall|high|wide|deep|old)\b(?=\s*[.,;!?])", re.IGNORECASE)
_SIZE_ASKED = re.compile(r"\b(?:old|older|younger|age|size|long|longer|tall|taller|high|wide|deep|far|area|perimeter|volume"
                         r"|weigh\w*|heavy|heavier)\b", re.IGNORECASE)


def _sizes(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of one size or age told as a thing's adjective or beside it (``_SIZED``), where the question asks no
    measure or money and no other number counts that unit: "A 14 year old figure skater tried 96 jumps ... and landed
    71 of them. How many jumps did she miss?" -> the 14 set apart."""
    measure_asked = bool(_SIZE_ASKED.search(request) or _MEASURE_ASKED.search(request) or _MONEY_ASKED.search(request))
    cuts = []
    for m in _SIZED.finditer(text, 0, at):
        g = next(k for k in ("n", "n3", "n4", "n5") if m[k] is not None)
        if measure_asked and not (g == "n5" and not re.search(r"\bsizes?\b", request, re.IGNORECASE)):
            return []  # a measure asked may be the size's own (a size worn, "size 44", is none but its own)
        x = next((x for x in numbers if x.start == m.start(g)), None)
        if g == "n4" and (_RATE_WORDS.search(text) or re.search(r"\b(?:daily|nightly|weekly|hourly)\b", text, re.IGNORECASE)):
            return []  # "a 5-day festival ... 200 tickets each day": the length counts the rate's unit
        unit = (m["u"] or m["u3"] or m["u4"] or m["u7"] or "size").lower()
        if x is None or any(singulars(unit) & {f for w in thing_words(text, y.end) for f in singulars(w)}
                            for y in numbers if y is not x):
            return []  # another number of that unit: a measure the story uses
        cuts.append((m.start() if g in ("n3", "n5") else x.start, m.end(), x))
    return cuts if len(cuts) == 1 else []


# a sentence of its own that tells the price or the size of one thing: "Tickets are $6 each.", "Each vase is 30 cm tall."
_MEASURED_APART = re.compile(rf"^\s*(?:(?:each|every|one|a|an|the)\s+)?(?:[a-z]+\s+){{0,3}}?(?:is|are|was|were|costs?|weighs?"
                             rf"|measures?|sells?\s+for)\s+(?:about\s+|only\s+|just\s+)?[{CURRENCY}]?\d[\d.,]*"
                             r"(?:\s*(?P<u>[a-z]+))?(?:\s+(?:tall|long|wide|high|deep|across|heavy|each|apiece))?\s*[.!]\s*$",
                             re.IGNORECASE)
_SIZE_UNIT = re.compile(r"(?:cm|mm|m|metres?|meters?|km|kg|g|grams?|kilos?|litres?|liters?|ml|inch(?:es)?|feet|foot|ft|lbs?"
                        r"|ounces?|oz)", re.IGNORECASE)


def _measured_apart(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of a sentence of its own that tells one thing's price or size (``_MEASURED_APART``) where the question
    asks a count of things, no money or measure, and no other number is money or of that unit: "The theatre sold 64
    tickets to schools, 37 to families and 19 to a care home. Tickets are $6 each. How many tickets were sold?"."""
    if (_MONEY_ASKED.search(request) or _SIZE_ASKED.search(request) or _MEASURE_ASKED.search(request)
            or not _HOW_MANY_THING.search(request)):
        return []
    cuts = []
    for m in _SENTENCE.finditer(text, 0, at):
        inside = [n for n in numbers if m.start() <= n.start < m.end()]
        told = _MEASURED_APART.match(m[0]) if len(inside) == 1 else None
        if told is None:
            continue
        n, others = inside[0], [x for x in numbers if x is not inside[0]]
        unit = told["u"] or ""
        if is_money(text, n):
            if any(is_money(text, x) for x in others):
                continue  # money the story computes with
        elif not _SIZE_UNIT.fullmatch(unit) or any(singulars(unit) & {f for w in thing_words(text, y.end) for f in singulars(w)}
                                                   for y in others):
            continue  # no size, or a size the story uses
        cuts.append((m.start(), m.end(), n))
    return cuts if len(cuts) == 1 else []


# a way travelled beside the story, in a clause of its own: "and then walked 15 blocks home", ", after walking 2 miles
# to the store"
_TRAVELLED = re.compile(
    r"(?:\s*,\s*|\s+)(?:and\s+)?(?:then\s+)?(?:(?:he|she|they|we|i)\s+)?(?:walked|drove|ran|rode|biked|cycled|hiked|jogged"
    r"|travel(?:l)?ed)\s+(?P<n>\d+(?:\.\d+)?)\s+(?:blocks?|miles?|km|kilomet(?:er|re)s?|met(?:er|re)s?)"
    r"(?:\s+(?:home|back|there|away|to\s+(?:the|a|an|his|her|their|my|our)\s+[a-z]+(?:\s+[a-z]+)?))?(?=\s*[.,;!?])"
    r"|\s*,?\s+(?:after|before|while)\s+(?:walking|driving|running|riding|biking|cycling|hiking|jogging)\s+(?P<n2>\d+(?:\.\d+)?)"
    r"\s+(?:blocks?|miles?|km|kilomet(?:er|re)s?|met(?:er|re)s?)(?:\s+(?:home|back|there|to\s+(?:the|a|an|his|her|their"
    r"|my|our)\s+[a-z]+(?:\s+[a-z]+)?))?(?=\s*[.,;!?])", re.IGNORECASE)
_WAY_ASKED = re.compile(r"\b(?:far|long|distance|blocks?|miles?|km|kilomet\w+|met(?:er|re)s?|walk\w*|drive|drove|ride|rode"
                        r"|speed|fast|time|minutes?|hours?)\b", re.IGNORECASE)


_DISTANCE_AFTER = re.compile(r"[\s-]*(?:meters?|metres?|m|km|kilometers?|kilometres?|miles?|mi|yards?|yd|feet|foot|ft"
                             r"|blocks?|laps?|steps?)\b", re.IGNORECASE)


def _travels(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of one way travelled told beside a story of other things (``_TRAVELLED``), where the question asks no
    way, time or speed: "She bought 3 shirts for 18 dollars each and then walked 15 blocks home. How much money does
    she have left?" -> the 15 set apart."""
    if _WAY_ASKED.search(request):
        return []
    found = list(_TRAVELLED.finditer(text))
    if len(found) != 1:
        return []
    m = found[0]
    x = next((x for x in numbers if x.start == m.start("n" if m["n"] is not None else "n2")), None)
    if x is None or any(y is not x and _DISTANCE_AFTER.match(text, y.end) for y in numbers):
        return []  # "ran 400 meters ... in 100 meter segments": the way is the story's own measure, no aside
    return [(m.start(), m.end(), x)]


# the size of a whole the story's doing goes through, in a sentence of its own: "His book has 300 pages.", "The trail
# is 12 km long."; and a question of only what was done ("How many pages did he read?")
_WHOLE_SIZE = re.compile(r"^\s*(?:(?:his|her|their|the|my|our|its)\s+|[A-Z][a-z]+['\u2019]s\s+)(?:[a-z]+\s+){0,2}?(?:book|novel"
                         r"|magazine|comic|trail|path|route|race|course|puzzle|album|series)\s+(?:has|had|is|was|contains"
                         r"|contained)\s+\d[\d,]*\s+(?:[a-z]+\s+)?[a-z]+(?:\s+(?:long|in\s+all|in\s+total))?\s*[.!]\s*$",
                         re.IGNORECASE)
_DOING_ASKED = re.compile(r"\bhow\s+(?:many|much|far)\s+(?:[a-z]+\s+){0,2}?(?:did|does|do|has|have)\s+(?:[a-z]+\s+){1,2}?"
                          r"(?:read|write|wrote|written|walk|walked|run|ran|swim|swam|drive|drove|ride|rode|hike|hiked|cycle"
                          r"|cycled|solve|solved|finish|finished|complete|completed)\b", re.IGNORECASE)
_NOT_ONLY_DONE = re.compile(r"\b(?:left|remain\w*|more|rest|still|to\s+go|yet|fraction|percent|half|whole|entire|need)\b",
                            re.IGNORECASE)


def _whole_sizes(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of a whole's size told in a sentence of its own ("His book has 300 pages.") where the question asks only
    what was done of it ("How many pages did he read in these two days?"), not what is left or how much more."""
    if not _DOING_ASKED.search(request) or _NOT_ONLY_DONE.search(request):
        return []
    cuts = [(sentence.start(), sentence.end(), inside[0]) for sentence, inside in _sentences(text, numbers, at)
            if len(inside) == 1 and inside[0] is not numbers[0] and _WHOLE_SIZE.match(sentence[0])]
    return cuts if len(cuts) == 1 else []


# what the receiver of a giving held already, in a clause of its own: "He gave 37 of them to Joan, who already had 20"
_WHO_HAD = re.compile(r"\bto\s+(?P<who>[A-Z][a-z]+|(?:his|her|their|my)\s+[a-z]+)\s*,\s*who\s+(?:already\s+)?(?:had|has|owned|owns"
                      r"|kept|keeps)\s+(?P<n>\d[\d,.]*)(?:\s+[a-z]+){0,3}?\s*(?=[.,;!?])", re.IGNORECASE)


def _receivers_own(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of what the receiver of a giving held already ("He gave 37 of them to Joan, who already had 20
    marbles."), where the question does not name the receiver."""
    cuts = []
    for m in _WHO_HAD.finditer(text, 0, at):
        who = m["who"].split()[-1]
        n = next((x for x in numbers if x.start == m.start("n")), None)
        if n is not None and not re.search(rf"\b{re.escape(who)}\b", request, re.IGNORECASE) and not _TOGETHER_ASKED.search(request):
            cuts.append((m.end("who"), m.end(), n))
    return cuts


# another person's own count, told in a sentence of its own: "His cousin Arun has 40 red marbles."
_ANOTHER_HAS = re.compile(r"^\s*(?:(?:(?i:his|her|their|my)\s+(?:[a-z]+\s+){0,2})?(?P<who>[A-Z][a-z]+)"
                          r"|(?i:his|her|their)\s+(?:little\s+|older\s+|younger\s+|big\s+|best\s+)?(?P<kin>sister|brother"
                          r"|friend|cousin|neighbou?r|classmate|roommate|teammate))\s+(?:has|had|owns|owned|keeps"
                          r"|kept|collected|collects)\s+(?P<n>\d[\d,]*)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s*[.!]\s*$")


# another person named only by kin, and what that person did of the story's thing: "His sister ate 9 grapes."
_KIN_DID = re.compile(r"^\s*(?i:his|her|their)\s+(?:little\s+|older\s+|younger\s+|big\s+|best\s+)?(?P<who>sister|brother"
                      r"|friend|cousin|mom|mother|dad|father|neighbou?r|uncle|aunt|classmate|roommate|teammate)\s+"
                      r"(?:also\s+)?(?!has\b|had\b|have\b)[a-z]+\s+(?P<n>\d[\d,]*)\s+(?!more\b|fewer\b|less\b|of\b)(?:[a-z]+\s+){0,2}?[a-z]+\s*[.!]\s*$")
# places of the story's left empty: "and 17 seats were left empty"
_EMPTY_STATE = re.compile(r"\b(?:were|was|are|is|stayed|stay|remained|sat|went)\s+(?:left\s+)?(?:empty|free|vacant|unused|open"
                          r"|available|unfilled|unsold)\b", re.IGNORECASE)
_COMPARED_ASKED = re.compile(r"\b(?:more|fewer|less|than|difference)\b", re.IGNORECASE)
_PRONOUNS = frozenset("He She They We It You This That There These Those Everyone Nobody Someone".split())


def _another_persons(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of a sentence that tells another person's own count ("His cousin Arun has 40 red marbles.", "His sister
    ate 9 grapes."), where that person is named nowhere else and the question asks of someone the story names
    elsewhere ("How many blue marbles does Dev have now?"), nothing together."""
    asked_names = set(re.findall(r"\b[A-Z][a-z]+\b", request[1:])) - NOT_NAMES
    if not asked_names and _MINE_ASKED.search(request):
        asked_names = {"I"}  # "I gave away 67 of mine. How many do I have now?": the one asked is the teller
    if not asked_names or _TOGETHER_ASKED.search(request):
        return []
    cuts = []
    for sentence, inside in _sentences(text, numbers, at):
        m = _ANOTHER_HAS.match(sentence[0]) or (
            _KIN_DID.match(sentence[0]) if not text[sentence.end():at].strip() and not _COMPARED_ASKED.search(request)
            else None)  # the kin's doing right before the question, no comparison asked ("How many more ... ?")
        who = m and (m["who"] or m.groupdict().get("kin"))
        if len(inside) != 1 or m is None or who in NOT_NAMES | _PRONOUNS or who in asked_names:
            continue
        rest = text[:sentence.start()] + " " + text[sentence.end():]
        if (re.search(rf"\b{who}\b", rest, re.IGNORECASE) or _kin_referred(who, text[sentence.end():at])
                or not any(_named(a, text[:sentence.start()]) for a in asked_names)):
            continue  # the person counted again, or the one asked told after: no aside
        cuts.append((sentence.start(), sentence.end(), inside[0]))
    for m in _AND_ANOTHER_HAS.finditer(text, 0, at):  # "Alyssa has 72 pencils and Carla has 45 pencils."
        rest = text[:m.start()] + " " + text[m.end():]
        who = m["who"].split()[-1]
        if (who in NOT_NAMES | _PRONOUNS or who in asked_names or _named_with_a_number(text[:at], who, m.start(), m.end())
                or _kin_referred(who, text[m.end():at])
                or not any(_named(a, text[:m.start()]) for a in asked_names)):
            continue
        x = next((x for x in numbers if x.start == m.start("n")), None)
        if x is not None:
            cuts.append((m.start(), m.end(), x))
    return cuts


# the teller's own count asked: "How many do I have now?", "how many have i got left"
_MINE_ASKED = re.compile(r"\b(?:do|did|have|will|would|can)\s+i\s+(?:now\s+|still\s+)?(?:have|got|own)\b", re.IGNORECASE)


def _named(who: str, text: str) -> bool:
    """Whether ``text`` names ``who``: a name as written, the teller "I" in any case ("i've got 240 stickers")."""
    return bool(re.search(r"\b[Ii]\b", text) if who == "I" else re.search(rf"\b{who}\b", text))


def _named_with_a_number(text: str, who: str, a: int, b: int) -> bool:
    """Whether ``who`` is named in ``text`` outside ``[a, b)`` in a sentence with a number, or after it: "Wendy and
    Zach went fishing. Wendy caught 14 fish and Zach caught 9." names Zach before only where nothing is counted."""
    for m in re.finditer(rf"\b{re.escape(who)}\b", text, re.IGNORECASE):
        if a <= m.start() < b:
            continue
        sentence = next((s for s in _SENTENCE.finditer(text) if s.start() <= m.start() < s.end()), None)
        if m.start() >= b or sentence is not None and re.search(r"\d", sentence[0]):
            return True
    return False


def _kin_referred(who: str, after: str) -> bool:
    """Whether a pronoun that may stand for the kin ``who`` (a lower-case word: "sister") follows in ``after``: "His
    sister has 21 cards. She gave him 5 of them." (a name, capitalised, is never a kin word here)."""
    if not who.islower():
        return False
    pronouns = (r"she|her|hers" if who in FEMALE_KIN else r"he|him|his" if who in MALE_KIN
                else r"she|her|hers|he|him|his|they|them|their")
    return bool(re.search(rf"\b(?:{pronouns})\b", after, re.IGNORECASE))


# another person's own count in a clause after the asked one's: "Alyssa has 72 pencils and Carla has 45 pencils."
_AND_ANOTHER_HAS = re.compile(r"(?:\s*,\s*|\s+)(?:and|while|but|whereas)\s+(?P<who>[A-Z][a-z]+|(?:his|her|their|my)\s+"
                              r"(?:little\s+|older\s+|younger\s+|big\s+|best\s+)?(?:sister|brother|friend|cousin|mom|dad"
                              r"|neighbou?r|classmate|roommate|teammate)(?:\s+[A-Z][a-z]+)?)\s+(?:has|had|owns|owned|keeps|kept|collected|collects"
                              r"|found|finds|picked|picks|caught|catches|scored|scores|baked|bakes|grew|grows|won|wins)\s+"
                              r"[$\u00a3\u20ac]?(?P<n>\d[\d,]*(?:\.\d\d)?)(?:\s+(?:[a-z]+\s+){0,2}?[a-z]+)?(?=\s*[.!;])")


_ALSO_OTHER = re.compile(r"^\s*(?:there\s+(?:is|are|was|were)\s+also|(?:he|she|they|it|we|[A-Z][a-z]+"
                         r"|(?:[Bb]oth|[Aa]ll)\s+(?:of\s+the\s+)?[a-z]+)\s+also\s+(?:has|had|have"
                         r"|owns|owned|keeps|kept|bought|buys|got|gets|[a-z]+ed))\s+(?P<n>\d[\d,]*)\s+(?:(?P<c>[a-z]+)\s+of\s+)?"
                         r"(?:[a-z]+\s+)?(?P<t>[a-z]+)\s*[.!]\s*$", re.IGNORECASE)


def _also_other(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of a sentence that tells a count of another thing, also there ("There are also 5 bags of limes.",
    "She also has 12 erasers."), the thing named nowhere else and not in the question."""
    cuts = []
    asked_forms = _forms(request)
    for sentence, inside in _sentences(text, numbers, at):
        m = _ALSO_OTHER.match(sentence[0])
        if len(inside) != 1 or m is None or singulars(m["t"]) & asked_forms:
            continue
        if not _named_elsewhere(text[:at], sentence.start(), sentence.end(), m["t"]) and _HOW_MANY_THING.search(request):
            cuts.append((sentence.start(), sentence.end(), inside[0]))
    return cuts


def _not_bought(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of a sentence that tells the price of a thing looked at but not bought ("He also looked at a cap that
    cost $9.00 but did not buy it."): no amount of the story."""
    return [(sentence.start(), sentence.end(), inside[0]) for sentence, inside in _sentences(text, numbers, at)
            if len(inside) == 1 and NOT_BOUGHT.search(sentence[0]) and is_money(text, inside[0])]


def _ages(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of a sentence that tells an age where the question asks none."""
    if _AGE_ASKED.search(request):
        return []
    cuts = []
    for sentence, inside in _sentences(text, numbers, at):
        if len(inside) == 1 and _AGE.match(sentence[0]):
            cuts.append((sentence.start(), sentence.end(), inside[0]))
        elif len(inside) == 2 and _TWO_AGES.match(sentence[0]):  # "Chloe is 9 years old and her sister is 14."
            cuts += [(sentence.start(), sentence.end(), n) for n in inside]
        elif inside and (m := _NAMED_AGE.match(sentence[0])) is not None and inside[0].start == sentence.start() + m.start("n"):
            cut = (sentence.start() + m.start("cut"), sentence.start() + m.end("cut"), inside[0])
            cuts.append((sentence.start(), sentence.end(), inside[0]) if len(inside) == 1 and m["end"] else cut)
        else:  # "He gives 20 crayons to his sister, who is 6.": an age in a clause of its own
            for w in _WHO_IS.finditer(sentence[0]):
                n = next((x for x in inside if x.start == sentence.start() + w.start("n")), None)
                if n is not None and len(inside) > 1:
                    cuts.append((sentence.start() + w.start(), sentence.start() + w.end(), n))
    return cuts


_WHO_IS = re.compile(r",\s+who\s+(?:is|was|turned|turns|just\s+turned)\s+(?P<n>\d{1,2})(?:\s+years?\s+old)?(?=\s*[.!;])")


# a person's bare age, told by name: "Kevin is 10." (the sentence), "Sam is 13 and sells lemonade" (the words "is 13 and")
_NAMED_AGE = re.compile(r"^\s*(?!(?:The|It|This|That|There|Each|Every|One|Our|My|His|Her|Their)\b)[A-Z][a-z]+\s+"
                        r"(?P<cut>is\s+(?P<n>\d{1,2})(?:(?P<end>\s*[.!]\s*$)|\s+and\s+(?=[a-z]+s\b)))")


# a phrase that sets an event in a time, a place or an occasion measured by a number: "on a 3 km walk", "In a
# 4-day tournament,", "for a party of 12 children", "that lasted 3 days", "while the bus waited 4 minutes"
_SETTING = re.compile(
    r"(?:^|(?<=[\s,]))(?:(?:for|on|in|during|at|after|from)\s+an?\s+(?:[a-z]+\s+of\s+)?(?P<n1>\d[\d.,]*)[\s-]*"
    r"(?P<t1>[a-z]+)(?:[\s-]+[a-z]+){0,2}?(?=\s*[,.;!?]|\s+(?:and|but|with|to|while|he|she|they|we|i)\b)\s*,?"
    r"|,?\s*(?:which|that)\s+(?:lasted|took|lasts|takes|went\s+on\s+for)\s+(?:(?:her|him|them|us|me)\s+)?(?P<n2>\d[\d.,]*)\s+"
    r"(?P<t2>[a-z]+)"
    r"|,?\s*while\s+(?:the|a|an|his|her|their|it|he|she|they)\s+[a-z\s]{0,30}?(?P<n3>\d[\d.,]*)\s+(?P<t3>[a-z]+)"
    r"(?:\s+(?:per|an?|each)\s+[a-z]+)?)"
    # what describes a thing of the story: "a video game that has 40 levels", "a necklace that was 45 cm long",
    # "another bus, which also carried 3 teachers", "8 of which were blue", "and 12 of them were yellow"
    r"|,?\s*(?:which|that)\s+(?:also\s+)?(?:has|had|have|was|were|is|are|carried|carries|holds|held|measured|measures"
    r"|weighs|weighed)\s+(?:about\s+|only\s+)?(?P<n4>\d[\d.,]*)[\s-]+(?P<t4>[a-z]+)(?:\s+(?:long|tall|wide|high|deep|old))?"
    r"(?=\s*[,.;!?])"
    r"|(?<=\w),\s*(?:and\s+)?(?P<n5>\d[\d.,]*)\s+of\s+(?:which|them)\s+(?:were|are|was|is)\s+(?P<t5>[a-z]+)(?=\s*[,.;!?])"
    # a time spent, told beside a story of no rate: "She earned 45 dollars babysitting for 6 hours."
    r"|(?<=\w)\s+(?:for|over|in)\s+(?:the\s+(?:last|past)\s+)?(?P<n6>\d[\d.,]*)\s+(?P<t6>hours|days|weeks|minutes|months"
    r"|years)(?=\s*[.;!?])"
    # how often something is done, told beside: "had 34 singers and practices 3 times a week"
    r"|(?<=\w)\s+and\s+(?:practices|practises|meets|trains|rehearses|plays|performs)\s+(?P<n10>\d+)\s+(?P<t10>times)\s+"
    r"(?:a|per|each|every)\s+(?:day|week|month|year)(?=\s*[.;!?])"
    # a time that opens a sentence: "In 4 hours, a fruit stand sold 123 red apples and 98 green apples."
    r"|(?:(?<=^)|(?<=[.!?]\s))(?:in|within|over|during)\s+(?P<n9>\d[\d.,]*)\s+(?P<t9>hours|days|minutes|weeks|months|years)\s*,\s*"
    # what the question leaves out, said so: "not counting the 3-hour layover", "excluding the 2 km warm-up"
    r"|,?\s*(?:not\s+counting|excluding|leaving\s+out|apart\s+from|except\s+for)\s+(?:the|a|an|his|her|their|my|our)\s+"
    r"(?P<n8>\d[\d.,]*)[\s-]*(?P<t8>[a-z]+)(?:[\s-]+[a-z]+){0,2}?(?=\s*[,.;!?])"
    # what a place of the story sells or offers, told beside: "at the craft store, which sells 5 kinds of string"
    r"|,\s*(?:which|that|where)\s+(?:also\s+)?(?:sells|sold|offers|offered|stocks|stocked|carries|carried|has|had)\s+"
    r"(?P<n11>\d+)\s+(?:different\s+)?(?P<t11>kinds|types|sorts|flavou?rs|colou?rs|brands|styles)\s+of\s+[a-z]+(?=\s*[,.;!?])"
    # guests expected, told beside: "and he has 12 friends coming over"
    r"|,?\s*and\s+(?:he|she|they|we|i)\s+(?:has|have|had|is\s+having|are\s+having)\s+(?P<n12>\d+)\s+(?P<t12>friends|guests"
    r"|people|kids|children|cousins)\s+(?:coming(?:\s+over)?|visiting|over)(?:\s+(?:later|tonight|today|tomorrow))?(?=\s*[,.;!?])"
    # the people a story is for, told beside: "for the 10 kids", "to visit my 2 cousins"
    r"|\s+(?:for|to\s+visit|to\s+see|with)\s+(?:the|my|his|her|their|our|your)\s+(?P<n13>\d+)\s+(?P<t13>kids|children|guests"
    r"|friends|people|cousins|grandchildren|students|players|classmates|neighbou?rs|nieces|nephews|siblings)(?=\s*[,.;!?])"
    # what a vehicle or a building is made of, told as it is named: "A train with 12 cars left the station carrying 430"
    r"|(?<=[a-z])\s+with\s+(?P<n14>\d+)\s+(?P<t14>cars|carriages|wagons|coaches|floors|storeys|stories|wheels|decks|levels"
    r"|windows|doors|engines)(?=\s+(?:left|arrived|pulled|stood|stops|stopped|drove|sailed|set|departed|was|is|had|has)\b)"
    # a sentence that only tells how long something took: "Each ride lasted 4 minutes.", "It took her 5 hours."
    r"|(?:(?<=^)|(?<=[.!?]\s)|(?<=[.!?]))(?:[A-Z][a-z']*\s+){1,3}?(?:[a-z']+\s+){0,3}?(?:lasted|lasts|took|takes)\s+"
    r"(?:her|him|them|us|me|about|only\s+)?\s*(?P<n7>\d[\d.,]*)\s+(?P<t7>minutes|hours|days|seconds|weeks)\s*\.",
    re.IGNORECASE)


_ANAPHORS = frozenset({"one", "ones", "more", "fewer", "less", "others", "extra", "of"})  # "17 new ones", "5 more", "17 fewer", "3 of them"
_RATE_WORDS = re.compile(RATE_WORDS, re.IGNORECASE)
# the units of each kind of measure, and all of them (a "How many miles ...?" asks no weight)
_DIMENSIONS = tuple(frozenset(d.split()) for d in (
    "m cm mm km mile metre meter kilometre kilometer foot feet inch yard", "kg g mg lb oz pound ounce ton gram kilo kilogram",
    "l ml litre liter gallon quart pint cup", "second minute hour day week month year"))
_MEASURES = frozenset().union(*_DIMENSIONS) | {"degree"}
_MEASURE_ASKED = re.compile(r"\bhow\s+(?:far|long|heavy|tall|high|deep|wide|much\s+time|old)\b"
                            r"|\bhow\s+many\s+(?:" + "|".join(sorted(_MEASURES)) + r")s?\b", re.IGNORECASE)


_HOW_MANY_THING = re.compile(r"\bhow\s+many\s+(?!more\b|times\b|did\b|does\b|do\b|are\b|were\b|is\b|was\b|of\b)[a-z]+"
                             r"|\bhow\s+much\s+(?:money|water|\w+\s+(?:did|does|do|is|was))", re.IGNORECASE)


_MONEY_ASKED = re.compile(r"\bhow\s+much\b|[$\u00a3\u20ac]|\b(?:costs?|spend|spent|pay|paid|earn\w*|money|price\w*|dollars?"
                          r"|cents?|charge\w*|profit|income)\b", re.IGNORECASE)


# a sentence that repeats the story: "She does this for 5 days", "He did the same every day for 6 days", "again"
_REPEATED = re.compile(r"\b(?:does|did|do|doing|repeats?|repeated)\s+(?:this|that|it|the\s+same)\b|\b(?:the|that|this)\s+same\b"
                       r"|\bagain\b|\bthis\s+(?:routine|schedule|plan)\b", re.IGNORECASE)


def _sentence_span(text: str, n: Number) -> tuple[int, int]:
    """Where the sentence of ``text`` that writes the number ``n`` starts and ends."""
    start = max((m.end() for m in re.finditer(r"[.!?;]\s", text[:n.start])), default=0)
    end = re.search(r"[.!?;](?:\s|$)", text[n.end:])
    return start, n.end + (end.end() if end else len(text))


def _sentence_of(text: str, n: Number) -> str:
    """The sentence of ``text`` that writes the number ``n``."""
    start, end = _sentence_span(text, n)
    return text[start:end]


def _money_asides(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cut of an amount of money told in a sentence of its own where the question asks a count of things and no
    money, and no other number is money: "A parking garage has 200 spaces, and 137 are filled. The garage charges $3 an
    hour. How many spaces are empty?" (after the other rules, which may cut a part of that sentence)."""
    if not _HOW_MANY_THING.search(request) or _MONEY_ASKED.search(request):
        return []
    cuts = []
    for sentence, inside in _sentences(text, numbers, at):
        n = inside[0] if len(inside) == 1 else None
        if (n is not None and is_money(text, n) and not re.match(r"\s*pounds?\b", text[n.end:], re.IGNORECASE)
                and not any(is_money(text, x) for x in numbers if x is not n)):  # ("0.75 pounds each day": a weight too)
            cuts.append((sentence.start(), sentence.end(), n))
    return cuts


def _asked_thing_beside(text: str, x: Number, request: str) -> bool:
    """Whether the bare count ``x`` ("and sold 58.") follows, in its own sentence, a count of the thing the question
    asks for ("A baker made 96 dinner rolls and sold 58. ... How many rolls ...?"): that thing, its name left out."""
    thing = re.search(r"\bhow\s+many\s+([a-z]+)", request, re.IGNORECASE)
    start = max((m.end() for m in re.finditer(r"[.!?;]\s", text[:x.start])), default=0)
    return thing is not None and bool(re.search(r"\d\s+(?:[a-z]+\s+)?(?:" + "|".join(map(re.escape, singulars(thing[1])))
                                                + r")(?:e?s)?\b", text[start:x.start], re.IGNORECASE))


def _measure(thing: str, request: str) -> bool:
    """Whether ``thing`` is a unit of measure and the question asks for a measure ("How far ...?") that may be of its
    kind ("How many miles ...?" asks no weight: "His backpack weighed 12 pounds" is told beside)."""
    forms = singulars(thing)
    if not forms & _MEASURES or not (m := _MEASURE_ASKED.search(request)):
        return False
    asked = singulars(m[0].split()[-1].lower()) if m[0].lower().startswith("how many") else frozenset()
    return not any(asked & d and not forms & d for d in _DIMENSIONS)


def _named_elsewhere(text: str, a: int, b: int, thing: str) -> bool:
    """Whether ``thing`` (a word, in any of its forms) is named in ``text`` outside ``text[a:b]``."""
    return bool(singulars(thing) & _forms(text[:a] + " " + text[b:]))


def _modifies_another(text: str, a: int, b: int, word: str, n: Number) -> bool:
    """Whether ``word`` modifies the thing the count ``n`` ends a clause with ("toy" of "12 toy trucks.") and is named
    outside ``text[a:b]`` only before another thing ("46 toy cars"): another thing, not this one named again."""
    m = re.match(r"\s+([A-Za-z]+)\s+([A-Za-z]+)\s*[.,;!?]", text[n.end:])
    if m is None or m[1].lower() != word.lower() or not _PLURAL.fullmatch(m[2]) or _PLURAL.fullmatch(m[1]):
        return False  # a singular modifier and a plural noun: "toy trucks", not "jars broke"
    head = singulars(m[2].lower())
    rest = text[:a] + " " * (b - a) + text[b:]
    found = [w for w in re.finditer(r"[A-Za-z]+", rest) if singulars(w[0].lower()) & singulars(word)]
    after = [re.match(r"\s+([A-Za-z]+)", rest[w.end():]) for w in found]
    return bool(found) and all(x is not None and _PLURAL.fullmatch(x[1]) and not singulars(x[1].lower()) & head
                               for x in after)


_OF_THE_THING = re.compile(r"\s+of\s+(?:the|these|those|his|her|their|its|my|our)\s+[a-z]+", re.IGNORECASE)  # "27 of the eggs"
_PLURAL = re.compile(r"[A-Za-z]+[^sS\W][sS]")


def _asks_a_kept_thing(text: str, numbers: list[Number], request: str, m: re.Match) -> bool:
    """Whether the question names the thing the numbers outside ``m`` count ("How many students ...?" of "42
    students"), or asks for money they are: a whole of everything ("How many people?") may count the cut one."""
    kept = [x for x in numbers if not m.start() <= x.start < m.end() and x.start < text.rfind(request)]
    if kept and all(is_money(text, x) for x in kept) and re.search(r"\bmoney\b|\bhow\s+much\b", request, re.IGNORECASE):
        return True
    things = {f for x in kept for w in thing_words(text, x.end) for f in singulars(w)}
    return bool(things & _forms(request))


# what happened to a part of a count ("19 of them were sold", "of which were broken"), not a kind of it ("were girls",
# "were red", "were striped")
_CHANGED = re.compile(r"(?!(?:green|wooden|golden|woollen|linen|children|women|kittens?|chickens?|oxen|garden|seven|eleven"
                      r"|ten|red|bed|shed|sled|tired|striped|spotted)$)[a-z]+(?:ed|en)|sold|lost|left|kept|spent|gone|won"
                      r"|bought|caught|sent|paid|hurt", re.IGNORECASE)


# a part of the count told just before: "gave 21 of them to a friend"
_OF_THEM = re.compile(r"\b\d[\d,.]*\s+of\s+(?:them|those|these)\b", re.IGNORECASE)


def _more_of_the_asked(text: str, numbers: list[Number], x: Number, request: str) -> bool:
    """Whether the bare count ``x`` ("bought 25 more") follows, in its sentence, a count of the thing the question
    names ("63 dog treats ... How many dog treats"): more of that thing, not of a thing told in another sentence."""
    before = [y for y in numbers if y.end <= x.start and not re.search(r"[.!?]\s", text[y.end:x.start])]
    if not before or not re.match(r"\s+more\b", text[x.end:], re.IGNORECASE):
        return False
    things = thing_words(text, before[-1].end)
    return bool(things) and all(singulars(w) & _forms(request) for w in things)


def _only_in_the_asked_compound(text: str, a: int, b: int, word: str, request: str) -> bool:
    """Whether ``word`` ("dog" of "Rita has 4 dogs.") is named outside ``text[a:b]`` only in the singular, before a
    noun it modifies that the question names after it too ("63 dog treats ... How many dog treats"): another thing. A
    word of one form ("people") is never told apart so."""
    rest = text[:a] + " " * (b - a) + text[b:]
    found = [w for w in re.finditer(r"[A-Za-z]+", rest) if singulars(w[0].lower()) & singulars(word)]
    if not found:
        return False
    for w in found:
        nxt = re.match(r"\s+([a-z]+)\b", rest[w.end():])
        if (w[0].lower() != word.lower().rstrip("s") or w[0].lower() == word.lower() or nxt is None or nxt[1] in _PLAIN
                or not re.search(rf"\b{re.escape(w[0])}\s+{nxt[1]}\b", request, re.IGNORECASE)):
            return False
    return True


# a verb of change right after a count that names no thing: the story's own thing, left unsaid
_CHANGE_BEFORE = re.compile(rf"\b(?:{GAIN_PATTERN}|{LOSS_PATTERN})\s+$", re.IGNORECASE)
# how or when a change went, no thing of its own: "ate 6 straight away", "sold 12 right away", "gave 5 back later"
_ADVERB_AFTER = re.compile(r"\s+(?:straight|right)\s+(?:away|off)\b|\s+(?:immediately|instantly|already|later|today|yesterday"
                           r"|tonight|back|away|off|too|again|quickly|soon|afterwards?|first|overnight|by\s+mistake)\b", re.IGNORECASE)
_CHANGE_AFTER = re.compile(rf"\s+(?:(?:were|was|are|is|have|has|had|got)\s+)?(?:{GAIN_PATTERN}|{LOSS_PATTERN})\b"
                           # a doing that failed, of the story's own things: "30 didn't take", "12 never sprouted"
                           r"|\s+(?:didn'?t|did\s+not|never|failed\s+to|won'?t|wouldn'?t|couldn'?t)\s+[a-z]+", re.IGNORECASE)


def _told_beside(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cuts of numbers told beside the story: a sentence of its own whose one number counts a thing named
    nowhere else ("Each car has 4 wheels.", "They stopped for fuel 3 times."), or a phrase that sets the story in
    a time or an occasion ("on a 3 km walk", "for a party of 12 children", "that lasted 4 hours")."""
    cuts = []
    for sentence, inside in _sentences(text, numbers, at):
        if len(inside) != 1:
            continue
        n = inside[0]
        words = thing_words(text, n.end) or words_after(text, n.end)[:1]
        if _CHANGE_AFTER.match(text, n.end):
            continue  # "7 popped.", "9 were eaten": a change of the story's own thing, its name left out
        if served_by_the_asked(text, n.start, sentence[0], request):
            continue  # "A school trip needs seats for 389 students. How many seats ...?": what the asked thing serves
        if _CHANGE_BEFORE.search(text, sentence.start(), n.start) and _ADVERB_AFTER.match(text, n.end):
            continue  # "The kids ate 6 straight away.": the change of the story's own thing, then how it went
        if (not words or is_money(text, n)
                or re.search(r"\b(?:them|those|these|it|rest|each\s+of|all\s+of)\b", _OF_THEM.sub(" ", text[sentence.end():at]),
                             re.IGNORECASE) and n is numbers[0]):
            continue  # ("21 of them" is a part of the count told just before it, not of the first sentence's thing)
        if re.search(r"\b(?:were|was|are|is|have\s+been|had\s+been)\s+(?:already\s+)?(?:sold|booked|taken|filled|occupied"
                     r"|reserved|used|bought)\b", sentence[0], re.IGNORECASE):
            continue  # "For Thursday's show, 287 tickets were sold.": what fills the story's seats
        if STATE_OF_THE_STORY.search(sentence[0]):
            continue  # "18 spaces are empty.": a state of the story's own places, no other thing
        if (box := CONTAINER_BEFORE.search(text, sentence.start(), n.start)) is not None and any(
                _named_elsewhere(text, sentence.start(), sentence.end(), w)
                for w in CONTAINER_NOUN_END.sub("", box[2].strip()).split()[-1:]):
            continue  # "A library shelf holds 35 books. ... 8 full shelves of mystery novels": the rate of the shelves counted
        if STATE_OF_THE_STORY.search(request) and FILLS.search(sentence[0]):
            continue  # "110 people are seated. How many chairs are empty?": what fills the story's own places
        if {w.lower() for w in words} & _ANAPHORS or re.search(r"\bsome\b", sentence[0], re.IGNORECASE):
            continue  # "He lost some and then his uncle gave him 17 new ones.": the story's own thing, and its change
        if any(_measure(w, request) for w in words) or _RATE_WORDS.search(sentence[0]) and (
                not re.search(r"\bhow\s+many\b", request, re.IGNORECASE) or any(
                    _named_elsewhere(text, sentence.start(), sentence.end(), w) for w in words) or (
                    _forms(text[n.end:sentence.end()]) - _PLAIN) & _forms(request)):
            continue  # "A car travels 60 km per hour.": a rate or a measure a story computes with ("Each car has 4
            # wheels." is cut where no wheel is named again and the question asks how many of another thing)
        if not _HOW_MANY_THING.search(request) or any(
                not thing_words(text, x.end) and not is_money(text, x) and not _OF_THE_THING.match(text, x.end)
                and not _more_of_the_asked(text, numbers, x, request) and not _OF_THEM.match(text, x.start)
                and not _asked_thing_beside(text, x, request)
                for x in numbers if x is not n):
            continue  # "had 95 watermelons ... sold 28 ... How many did he sell?": the others count it unsaid
        if not any(_named_elsewhere(text, sentence.start(), sentence.end(), w) and not _modifies_another(
                text, sentence.start(), sentence.end(), w, n) and not _only_in_the_asked_compound(
                text, sentence.start(), sentence.end(), w, request) for w in words):
            cuts.append((sentence.start(), sentence.end(), n))
    for m in _SETTING.finditer(text[:at]):
        which = next(k for k in map(str, range(1, 15)) if m["n" + k] is not None)
        start, thing = m.start("n" + which), m["t" + which]
        if which == "9" and (_RATE_WORDS.search(text) or re.search(r"\b(?:per|each|every|an?)\s+(?:hour|day|minute|week|month"
                                                                 r"|year)|\bhow\s+(?:long|fast)\b", request, re.IGNORECASE)
                                or re.search(rf"\b{thing.rstrip('s')}s?\b", request, re.IGNORECASE)):
            continue  # "In 4 hours a car went 240 km. How far per hour?", "... in 6 days?": the time is an operand
        if which == "10" and re.search(r"\b(?:times|how\s+often|practi[cs]e\w*|sessions?|rehears\w*|meet\w*)\b", request,
                                       re.IGNORECASE):
            continue  # "How many times a week ...?": the frequency asked
        if which == "6" and _RATE_WORDS.search(text):
            continue  # "$12 an hour ... for 6 hours": the time counts the rate's unit
        if which in ("11", "12") and (re.search(rf"\b{thing.rstrip('s')}s?\b", request, re.IGNORECASE)
                                      or re.search(r"\b(?:each|every|per|share|split|divid\w*)\b", text, re.IGNORECASE)):
            continue  # "How many kinds ...?", "shares them among his 12 friends": the number is the question's own
        if which == "13" and (re.search(rf"\b{thing.rstrip('s')}s?\b|\b(?:each|every|per|apiece)\b", request, re.IGNORECASE)
                              or re.search(r"\b(?:share\w*|split\w*|divid\w*|among|between|equally|evenly)\b", text,
                                           re.IGNORECASE)):
            continue  # "for her 4 grandchildren to share": the ones who share are the question's own
        if which == "5" and _CHANGED.fullmatch(thing):
            continue  # "brought 28 cows ..., and 19 of them were sold": a change of the story's own count, no kind of it
        if which in ("4", "5", "6") and not _asks_a_kept_thing(text, numbers, request, m):
            continue  # "15 more students joined from a bus, which also carried 3 teachers. How many people?"
        n = next((x for x in numbers if x.start == start), None)
        if n is None or is_money(text, n) or (which != "8" and (_named_elsewhere(text, m.start(), m.end(), thing) or _measure(
                thing, request))) or len(
                [x for x in numbers if m.start() <= x.start < m.end()]) != 1:
            continue
        cuts.append((m.start(), m.end(), n))
    return cuts


_LEFT_OUT = re.compile(r"\b(?:not\s+counting|excluding|leaving\s+out|apart\s+from|except\s+for)\s+(?:the|a|an|his|her|their|my"
                       r"|our)\s+\d[\d.,]*[\s-]*[a-z]+(?P<thing>(?:[\s-]+[a-z]+){0,2}?)(?=\s*[,.;!?])", re.IGNORECASE)


def leaves_out(text: str) -> bool:
    """Whether the story says a number of it is left out ("not counting the 3-hour layover") and the question does not
    ask for it back ("How far with the warm-up?"): only the story read without it may answer."""
    request = asked(text)
    at = text.rfind(request)
    m = _LEFT_OUT.search(text, 0, at if at >= 0 else len(text))
    if m is None:
        return False
    words = {f for w in re.findall(r"[a-z]+", m["thing"].lower()) for f in singulars(w)}
    return not words & _forms(request)


# a count a rate spans, never another thing's: "runs 5.5 km on each of the 5 weekdays and 12 km on Saturday"
# what a chat message says beside its question: the asker's or a relative's age opening the message ("My son is 9
# and he read ...", "I'm 34 and I drink ..."), a date ("On 12/08 our store had ...", "on March 3rd"), a year ("it's 2024
# and", "built in 1964", "in the 2024 winter sale"), or a label of a place ("(room 14B)", "on floor 2")
_MONTHS = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?" \
          r"|nov(?:ember)?|dec(?:ember)?)"
_ASIDE = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=[,;]\s)|(?<=^so\s)|(?<=^ok\s)|(?<=^well\s)|(?<=^help\s)|(?<=^pls\s)|(?<=^hey\s)|(?<=^pls\shelp\s)|(?<=^please\shelp\s))"
    r"(?:i'm|i\u2019m|(?-i:im)|i\s+am|my\s+[a-z]+\s+(?:is|turns|turned|just\s+turned|will\s+be)|my\s+[a-z]+'s|he's"
    r"|she's|he\s+is|she\s+is|[A-Z][a-z]+'s)\s+"
    r"(?P<age>\d{1,3})(?![.,]\d)(?:\s+(?:years?|yrs?)\s+old)?(?!\s+and\s+a\s+half)"
    rf"{AGE_TIME}?"  # "turns 10 next week"
    r"(?:\s+(?:lol|btw))?(?:\s*,\s*|\s+and\s+|\s*[.!]\s+)"
    r"|(?:^|(?<=\s))(?:on|by|since|until|till|as\s+of)\s+(?P<d1>\d{1,2})/(?P<d2>\d{1,2})(?=[\s,])\s*,?"
    r"|(?:\s*,)?\s+on\s+(?:the\s+)?(?:" + _MONTHS + r"\.?\s+(?P<d3>\d{1,2})(?:st|nd|rd|th)?|(?P<d4>\d{1,2})(?:st|nd|rd|th)"
    r"(?:\s+of)?\s+" + _MONTHS + r")\b(?!\s*,?\s*\d)"
    r"|(?:^|(?<=[.!?]\s)|(?<=[,;:]\s))it(?:'s|\u2019s|s|\s+is)\s+(?P<y1>(?:19|20)\d\d)(?:\s*,\s*|\s+and\s+|\s*[.!]\s+)"
    r"|\s+(?:in|since|back\s+in)\s+(?P<y2>(?:19|20)\d\d)\b(?!\s*[-/:]\s*\d)(?:\s+btw)?"
    r"|(?:(?<=\bthe\s)|(?<=\bthis\s)|(?<=\bour\s)|(?<=\bmy\s))(?P<y3>(?:19|20)\d\d)\s+(?=[a-z]+\s+(?:sale|season|model|edition|tour|trip|holiday"
    r"|holidays|vacation|festival|fair|show|concert|game|championship|cup|olympics|election|census|catalog|catalogue)\b)"
    r"|\b(?:class|batch|cohort)\s+of\s+(?P<y4>(?:19|20)\d\d)\b"  # "class of 2019 reunion!!": a graduating year
    # an age in brackets, or a child named by age: "my sister (she's 12) sold ...", "my 9 yr old wants to know"
    r"|\s*\((?:(?:she|he|they|i)(?:'s|\s+is|'re|\s+are|'m|\s+am)\s+|age\s+|aged\s+)?(?P<a2>\d{1,2})(?:\s*(?:yrs?|years?)"
    r"(?:\s+old)?|\s*y/?o)?[!?.\s]*\)"
    r"|(?<=\bmy\s)(?P<a3>\d{1,2})[\s-]*(?:yrs?|years?)[\s-]*old\s+"
    r"|,\s*(?:age|aged)\s+(?P<a5>\d{1,2})\s*(?=,)"  # "Kim, age 15, saved $12": an age set off by commas
    # an age in an appositive: "Grandpa Tom, who is 71, planted 45 tulip bulbs", "my grandpa, who turns 80 next month,"
    r"|,\s*(?:who|that)\s+(?:is|was|turned|turns|just\s+turned|will\s+be|will\s+turn)\s+(?P<a4>\d{1,3})(?:\s+(?:years?|yrs?)(?:\s+old)?)?"
    rf"{AGE_TIME}?\s*,(?=\s)"
    r"|\s*\((?:in\s+)?(?:room|rm|floor|grade|gate|apartment|apt|flight|platform|table|suite|unit)\s+#?(?P<l1>\d+)[a-z]?\)"
    # a time away told in brackets: "312 photos from the holiday (2 weeks in portugal!!)"
    r"|\s*\((?P<br>\d{1,2})\s+(?:days?|weeks?|months?|nights?)\s+(?:in|at|on|away|off)\b[^()\d]*\)"
    r"|\s*,?\s+(?:in\s+|on\s+)?(?:room|rm|classroom|locker|cabin|lab|ward|floor|grade|gate|apartment|apt|flight|platform|suite)\s+#?(?P<l2>\d+)[a-z]?\b"
    r"(?=\s*[,.;!?)]|\s+(?:and|but|btw|lol)\b)"
    # a time ago: "On his birthday, 10 days ago, he received 15 new books", "when it was planted 5 years ago"
    r"|(?:\s*,)?\s+(?P<ago>\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:days?|weeks?|months?|years?|hours?|minutes?)"
    r"\s+ago\b(?=\s*[.,;!?]|\s+(?:and|but|he|she"
    r"|they|we|i)\b)"
    # how long something has gone on, told beside: "I've been running for 3 years now."
    r"|(?<=\s)for\s+(?:about\s+|over\s+)?(?P<dur>\d{1,2})\s+(?:years?|months?)\s+now\b"
    # a day of the month, its month unsaid: "there are 9 of us going on the 21st."
    r"|\s+on\s+the\s+(?P<d5>\d{1,2})(?:st|nd|rd|th)(?=\s*[.,;!?]|\s*$)"
    # a game's or an episode's label in its series: "We won game 4 of the series tonight!"
    r"|(?<=\s)(?:game|match|episode|round|leg|stage)\s+(?P<l3>\d{1,2})\s+of\s+(?:the|this|our|their)\s+(?:series|season"
    r"|playoffs?|finals?|tournament|show)\b"
    # a family told in a sentence of its own: "I've got 3 kids and a tight budget lol."
    r"|(?:^|(?<=[.!?]\s))(?:i've\s+got|i\s+have|i\s+got|we've\s+got|we\s+have)\s+(?P<f1>\d{1,2})\s+(?P<family>kids|children"
    r"|sons|daughters|grandkids|grandchildren|dogs|cats|pets|siblings|brothers|sisters)\b[^.!?\d]{0,60}[.!?]\s*"
    # a family that did the story's one change to a count told after it: "my 3 kids ate 17 of the 40 cookies"
    r"|(?:(?<=\bmy\s)|(?<=\bour\s))(?P<f2>\d{1,2})\s+(?=(?:kids|children|sons|daughters|grandkids|grandchildren|dogs|cats"
    r"|friends|roommates|flatmates|guests)\s+(?:[a-z]+ed|ate|took|drank|broke|lost|ran|gave|got|stole|tore)\s+"
    r"(?:[$\u00a3\u20ac]\s?)?\d)"
    # a clock time told beside: "the store closes at 9.", "practice starts at 4:30 pm,"
    r"|(?:(?<=^)|(?<=[.!?]\s)|\s*,\s*(?:and\s+|but\s+)?)(?:the\s+|our\s+|my\s+|it\s+|that\s+)?(?:[a-z]+\s+){0,2}"
    r"(?:closes|closed|opens|opened|starts|started|ends|ended|begins|began|leaves|departs|arrives|finishes)\s+at\s+"
    r"(?P<t1>\d{1,2})(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)?(?:\s*[.!](?=\s|$)|(?=\s*[,;]))"
    # what another person holds, told in a clause set off by commas: "Her brother, who has 52 stickers, gave her 8"
    r"|,\s*who\s+(?:also\s+)?[a-z]+\s+(?P<r1>\d[\d,]*)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s*,(?=\s)"  # "who teaches 3 classes,"
    # time spent beside the story, in a sentence of its own: "She had spent 3 hours setting up."
    r"|(?:(?<=^)|(?<=[.!?]\s))(?:she|he|they|i|we|(?-i:[A-Z][a-z]+))\s+(?:had\s+|has\s+)?spent\s+(?:about\s+)?(?P<t4>\d{1,3})\s+"
    r"(?:minutes?|hours?|mins?|hrs?)\s+(?:[a-z]+\s*){1,5}[.!]\s*"
    # a clock time anywhere, written as one: "left the garage at 7:15 a.m.", "at 6 pm"
    r"|\s+at\s+(?P<t2>\d{1,2})(?::(?P<t3>\d\d)(?:\s*(?:am|pm|a\.m\.?|p\.m\.?))?|\s*(?:am|pm|a\.m\.?|p\.m\.?|o['\u2019]clock))(?![a-z0-9])"
    # the company one does the story with: "my 2 roommates and i are ordering 6 pizzas at 13 dollars each"
    r"|(?:(?<=\bmy\s)|(?<=\bour\s))(?P<f3>\d{1,2})\s+(?=(?:kids|children|friends|roommates|flatmates|housemates|coworkers"
    r"|colleagues|buddies|mates|cousins|sisters|brothers|siblings)\s+and\s+(?:i|me)\b)",
    re.IGNORECASE)
_ASIDE_GROUPS = ("age", "a2", "br", "a3", "a4", "a5", "l3", "d5", "ago", "dur", "d1", "d2", "d3", "d4", "y1", "y2", "y3", "y4", "l1", "l2", "f1",
                 "f2", "f3", "t1", "t2", "t3", "t4", "r1")
# where a message shares among its company, the company counts: "my 2 roommates and i split 3 pizzas"
_SHARED_BY_US = re.compile(r"\b(?:split\w*|shar\w+|each\s+of\s+us|per\s+(?:person|head)|a\s+head|between|among|everyone"
                           r"|everybody|all\s+of\s+us|we\s+each|each\s+(?:owe|owes|pay|pays|get|gets|put|puts|person|one))\b",
                           re.IGNORECASE)
# where the rest of a message counts by the doers, they are no aside: "my 3 kids ate 4 cookies each"
_BY_THE_DOERS = re.compile(r"\b(?:each|every|per|apiece|them|they|their|those|all\s+of|of\s+us|shared?|split|between"
                           r"|among|everyone|everybody)\b", re.IGNORECASE)
# where the rest of the message counts by the family, it is no aside: "I've got 3 kids. Each needs 2 notebooks."
_BY_THE_FAMILY = re.compile(r"\b(?:each|every|per|apiece|them|they|their|those|all\s+of|family|of\s+us|kids?|child|children"
                            r"|sons?|daughters?|grandkids?|grandchild|grandchildren|dogs?|cats?|pets?|siblings?|brothers?"
                            r"|sisters?|everyone|everybody)\b", re.IGNORECASE)
_AGE_OR_TIME_ASKED = re.compile(r"\b(?:old|older|younger|age|ages|born|birthday|when|date|what\s+day|what\s+year|which"
                                r"\s+year|how\s+many\s+years|how\s+long\s+ago|century|decade|room|floor|grade)\b",
                                re.IGNORECASE)


def _chat_asides(text: str, numbers: list[Number], request: str, at: int) -> list[tuple[int, int, Number]]:
    """The cuts of what a chat message tells beside its question (``_ASIDE``: an age, a date, a year, a place's label),
    where the question asks no age, time or label, and no number of the aside is money."""
    if _AGE_OR_TIME_ASKED.search(request):
        return []
    cuts = []
    for m in _ASIDE.finditer(text[:at]):
        starts = {m.start(g) for g in _ASIDE_GROUPS if m[g] is not None}
        inside = [n for n in numbers if m.start() <= n.start < m.end()]
        if not inside or {n.start for n in inside} != starts or any(is_money(text, n) for n in inside):
            continue
        if m["f1"] is not None and _BY_THE_FAMILY.search(text[:m.start()] + " " + text[m.end():]):
            continue
        if m["f2"] is not None and (_BY_THE_DOERS.search(text) or len(numbers) != 3):
            continue  # "my 3 kids ate 17 of the 40 cookies": the doers and two counts of the story's thing, no more
        if m["f3"] is not None and _SHARED_BY_US.search(text):
            continue
        if (m["t1"] is not None or m["t2"] is not None or m["t4"] is not None) and re.search(r"\b(?:hours?|minutes?|long|time|late|early|o'clock)\b", request, re.IGNORECASE):
            continue  # "opens at 9 and closes at 5. How many hours is it open?": the times are the question's
        cuts += [(m.start(), m.end(), n) for n in inside]
    return cuts


_SPANNED = re.compile(r"\b(?:each|every\s+one|all)\s+of\s+(?:(?:the|his|her|their|its|my|our)\s+)?(?:(?:first|last|next|past)\s+)?$",
                      re.IGNORECASE)  # "in each of his first 3 games"
# more of the thing asked, by another name: "each of the 23 kids gets 5 eggs, and I want 15 spares"
_SPARES = re.compile(r"\s+(?:spares?|extras?|backups?|in\s+reserve|to\s+spare|as\s+(?:spares?|extras?|backups?))\b", re.IGNORECASE)
_ONES = re.compile(r"\s+(?:[a-z-]+\s+){0,2}?ones\b", re.IGNORECASE)


# a remark told after the question, marked as by the way: "... how many pages so far? book's 400 pages btw"
_BY_THE_WAY = re.compile(r"\b(?:btw|by\s+the\s+way|fyi|fwiw|just\s+so\s+you\s+know|if\s+(?:that|it)\s+matters"
                         r"|not\s+that\s+it\s+matters|in\s+case\s+(?:that|it)\s+matters)\b", re.IGNORECASE)


_STEP_SAID = re.compile(r"%|\b(?:percent|tax|tip|fee|fees|discount|off|coupon|shipping|delivery|each|per|every|plus|minus"
                        r"|extra|more|less|left|spent|gave|used|lost|sold|already|another|also|too)\b", re.IGNORECASE)


def _said_after(text: str, numbers: list[Number], request: str, told_end: int) -> list[tuple[int, int, Number]]:
    """The numbers of a remark after the question, marked as said by the way ("book's 400 pages btw"): cut with
    the remark, to the end of the text. A remark that asks anything, or unmarked, is kept (it may tell a step)."""
    end = told_end + len(request)
    tail = text[end:]
    if told_end < 0 or not request.rstrip().endswith("?") or not _BY_THE_WAY.search(tail) or "?" in tail:
        return []
    if _STEP_SAID.search(tail):
        return []  # "tax is 8% btw", "there's a 5 dollar delivery fee btw": a step of the answer, said late
    return [(end, len(text), n) for n in numbers if n.start >= end]


# the size of the group that tells the story, beside a share among other things: "our team of 11 raised 1,540 dollars
# and we're splitting it between 4 charities"
_GROUP_OF = re.compile(r"\b(?:team|class|group|club|crew|band|choir|squad|troop|family|office)\s+(of\s+(\d+))(?=\s+(?:[a-z]+ed|raised"
                       r"|made|won|sold|collected|baked|built|ran|swam)\b)", re.IGNORECASE)
_MEMBERS_ASKED = re.compile(r"\b(?:each|per|every)\s+(?:of\s+(?:us|them)|person|member|player|student|kid|child|one|head"
                            r"|singer|runner|worker)\b|\beach\s*\??\s*$|\bhow\s+many\b|\b(?:among|between)\s+(?:us|them"
                            r"|the\s+(?:team|class|group|members|players))\b", re.IGNORECASE)


def _group_size(text: str, numbers: list[Number], request: str, told_end: int) -> list[tuple[int, int, Number]]:
    """The cut of the size of the group that tells the story ("our team of 11 raised"), where the question asks
    nothing of its members and the story shares among other things."""
    found = list(_GROUP_OF.finditer(text, 0, max(told_end, 0)))
    if len(found) != 1 or _MEMBERS_ASKED.search(request) or _MEMBERS_ASKED.search(text[:max(told_end, 0)]):
        return []
    m = found[0]
    n = next((x for x in numbers if x.start == m.start(2)), None)
    return [] if n is None else [(m.start(1) - 1, m.end(1), n)]


# a number said to come on top of the rest: "and there was 20 min of travel on top", "plus 15 in addition"
_ADDED_ON_TOP = re.compile(r"[^.?!;]{0,30}?\b(?:on\s+top|in\s+addition|added\s+on)\b", re.IGNORECASE)


# what each one of a kind of thing holds: "Each private room at a karaoke bar holds 8 people", "every van seats 12"
_EACH_HOLDS = re.compile(r"\b(?:each|every|one|a)\s+(?:[a-z]+\s+)?(?P<t>[a-z]+?)(?:es|s)?\s+(?:(?:at|in|of|on)\s+(?:[a-z']+\s+){1,3}?)?"
                         r"(?:holds|has|seats|fits|takes|contains|carries|sleeps|can\s+hold|can\s+take|can\s+seat)\s+(?:up\s+to\s+)?$",
                         re.IGNORECASE)


_PEOPLE_WORDS = frozenset("people persons guests passengers visitors customers riders diners players children kids adults "
                          "students campers singers fans".split())


def _holds_of_counted(text: str, n: Number) -> bool:
    """Whether ``n`` is what each one of a kind of thing holds ("Each private room ... holds 8 people") and the story
    counts those things elsewhere ("6 rooms were full"): the rate of the story's own things, never a distractor."""
    sentence_start = max(text.rfind(c, 0, n.start) for c in ".!?") + 1
    m = _EACH_HOLDS.search(text, sentence_start, n.start)
    if m is None:
        return False
    noun = re.escape(m["t"].lower())
    if re.search(rf"\d[\d,]*\s+(?:[a-z]+\s+)?{noun}(?:e?s)?\b", text[:sentence_start] + " " + text[n.end:],
                 re.IGNORECASE) is None:
        return False
    held = re.match(r"\s+([a-z]+)", text[n.end:], re.IGNORECASE)  # what each holds: "8 people"
    many = re.search(r"\bhow\s+many\s+([a-z]+)", asked(text), re.IGNORECASE)
    if held is None or many is None:
        return False
    h, a = held[1].lower(), many[1].lower()
    return bool(singulars(h) & singulars(a)) or (h in _PEOPLE_WORDS and a in _PEOPLE_WORDS)  # ("12 brown eggs" of
    # "How many white eggs": another kind, cut)


# a count of the things bought, whose bill the story then tells: "Ordered 3 pairs of running shoes ... The bill was
# $267.45 and I had a $40 gift card. What do I still pay?" (the count is of what the bill covers, no operand of it)
_BOUGHT_COUNT = re.compile(r"\b(?:ordered|bought|purchased|picked\s+up|got)\s+(?:(?:a|an|the|some|us|me|him|her|them)\s+)?$",
                           re.IGNORECASE)
_BILL_TOLD = re.compile(rf"\b(?:the\s+|my\s+|our\s+)?(?:bill|total|order|receipt|checkout|invoice)\s+(?:was|is|came\s+to|comes\s+to"
                        rf"|totall?ed|amounted\s+to)\s+[{CURRENCY}]?\d|\b(?:it|that)\s+(?:all\s+)?(?:came|comes)\s+to\s+[{CURRENCY}]?\d",
                        re.IGNORECASE)
_EACH_PRICE_ASKED = re.compile(r"\b(?:each|per|apiece|a\s+piece|one|a\s+pair|average|every)\b", re.IGNORECASE)


def _billed_counts(text: str, numbers: list[Number], request: str, told_end: int) -> list[tuple[int, int, Number]]:
    """The cut of the count of things bought whose bill a later sentence tells ("Ordered 3 pairs of running shoes ...
    The bill was $267.45"), where the question asks money and no price of one, and every other number is money."""
    if told_end < 0 or not _MONEY_ASKED.search(request) or _EACH_PRICE_ASKED.search(request):
        return []
    counts = [n for n in numbers if n.start < told_end and not is_money(text, n) and not in_notation(text, n.start, n.end)]
    if len(counts) != 1 or len(numbers) < 3:
        return []
    n = counts[0]
    if _BOUGHT_COUNT.search(text, max(0, n.start - 30), n.start) is None or _OWN_RATE.match(text, n.end):
        return []
    bill = _BILL_TOLD.search(text, _sentence_span(text, n)[1], told_end)  # in a later sentence
    if bill is None:
        return []
    return [(n.start, n.end + (1 if text[n.end:n.end + 1] == " " else 0), n)]


def cut_distractors(text: str) -> tuple[str, list[tuple[int, int, int]], list[Number]] | None:
    """``text`` with its numbers of other things cut (see the module's docstring), the characters it copied
    (``(new start, old start, length)``) and the numbers cut; None where nothing is cut."""
    request = asked(text)
    told_end = at = text.rfind(request)
    numbers = find_numbers(text)
    if at < 0 or not request:
        return None
    q = QUESTION_WORD.search(request)
    if q is not None and any(at <= n.start < at + q.start() for n in numbers):
        at, request = at + q.start(), request[q.start():]  # "If ... 9 crayons and 14 apples, how many crayons ...?"
    cuts = _other_things(text, numbers, request, at) + _other_days(text, numbers, request, told_end) + _ages(
        text, numbers, request, told_end) + _told_beside(text, numbers, request, told_end) + _also_parts(
        text, numbers, request, told_end) + _holders(text, numbers, request, told_end) + _prices(
        text, numbers, request, told_end) + _others_and_also(text, numbers, request, told_end) + _bracketed(
        text, numbers, request, told_end) + _not_bought(text, numbers, request, told_end) + _receivers_own(
        text, numbers, request, told_end) + _also_other(text, numbers, request, told_end) + _another_persons(
        text, numbers, request, told_end) + _sizes(text, numbers, request, told_end) + _travels(
        text, numbers, request, told_end) + _said_after(text, numbers, request, told_end) + _group_size(
        text, numbers, request, told_end) + _whole_sizes(text, numbers, request, told_end) + _measured_apart(
        text, numbers, request, told_end) + _billed_counts(text, numbers, request, told_end)
    for side in _side_doings(text, numbers, request, told_end):  # the whole clause, where another rule cuts its count
        cuts = [c for c in cuts if not (c[2].start == side[2].start and side[0] <= c[0] and c[1] <= side[1])] + [side]
    cut_already = {c[2].start for c in cuts}  # a number another rule cuts keeps that rule's span
    cuts += [c for c in _money_asides(text, numbers, request, told_end) if c[2].start not in cut_already]
    cut_already = {c[2].start for c in cuts}
    cuts += [c for c in _chat_asides(text, numbers, request, at) if c[2].start not in cut_already]  # (before the
    # question's words: "my 9 yr old wants to know: if a spider has 8 legs, how many ...?")
    cuts = [c for c in cuts if not _ADDED_ON_TOP.match(text, c[2].end)]  # "20 min of travel on top": added, no other thing
    cuts = [c for c in cuts if not re.match(r"\s+(?:in|as|of)\s+(?:a\s+)?tips?\b", text[c[2].end:], re.IGNORECASE)]  # "He also
    # got €37 in tips": money taken, no other thing
    cuts = [c for c in cuts if not _holds_of_counted(text, c[2])]  # "Each private room holds 8 people. ... 6 rooms were
    # full": what each of the counted things holds is no other thing
    cuts = [c for c in cuts if not _REPEATED.search(_sentence_of(text, c[2]))  # "She does this for 5 days": a count of repeats
            or re.fullmatch(r"(?:19|20)\d\d", c[2].text)]  # ("its 2024 and i still cant do this": a year, no count)
    if (many := re.search(r"\bhow\s+many\s+([a-z]+)(?:\s+([a-z]+))?", request, re.IGNORECASE)) is not None:
        head = many[2] if many[2] and many[2].lower() not in AUXILIARY else many[1]  # "dog biscuits": biscuits
        cuts = [c for c in cuts if not ((words := thing_words(text, c[2].end)) and not singulars(words[-1]) & singulars(head)
                                        and not singulars(words[-1]) & singulars(many[1])
                                        and covers_all(head, [words[-1]]))]  # "9 basketballs": balls asked, one kind of them
    cuts = [c for c in cuts if not _SPANNED.search(text, 0, c[2].start)  # "on each of the 5 weekdays": a count read
            and not _ONES.match(text, c[2].end)  # "He deleted 16 blurry ones": the thing asked, named again
            and not _SPARES.match(text, c[2].end)]  # "and I want 15 spares": more of the thing asked
    if not cuts:
        cuts = other_doings(text, numbers, request, told_end)  # "he sold 20 hooks. How many hooks did he forge?"
    cuts = [c for c in cuts if not _measure_asked(text, c[2], request)]
    if not cuts:
        return None
    widest: dict[int, tuple[int, int, Number]] = {}  # two rules that cut one number: "for 6 years" in its sentence
    for c in cuts:
        if c[2].start not in widest or c[0] <= widest[c[2].start][0] and widest[c[2].start][1] <= c[1]:
            widest[c[2].start] = c
    cuts = [c for c in cuts if widest[c[2].start] is c or not (c[0] >= widest[c[2].start][0] and c[1] <= widest[c[2].start][1])]
    gone = sorted({n.start: n for _, _, n in cuts}.values(), key=lambda n: n.start)
    spans = sorted({(a, b) for a, b, _ in cuts})  # one span may cut two numbers: "Chloe is 9 and her sister is 14."
    if any(c[0] < p[1] for p, c in zip(spans, spans[1:])) or len(gone) > 2:
        return None  # overlapping cuts: no sure reading
    if any(n.start < edge < n.end for n in numbers for span in spans for edge in span):
        return None  # a cut through a number ("My rent is 1,200": no age "My rent is 1"): no sure reading
    new, pieces, prev = "", [], 0
    for a, b in spans:
        pieces.append((len(new), prev, a - prev))
        new += text[prev:a]
        if new and not new.endswith(" ") and b < len(text) and not text[b].isspace() and text[b] not in ".,;!?":
            new += " "
        prev = b
    pieces.append((len(new), prev, len(text) - prev))
    new += text[prev:]
    return new, pieces, gone


_MEASURED = re.compile(rf"\s*(?:{_SIZE_UNITS})(?=\s+(?:long|wide|tall|high|deep|round|across|in\s+length)\b)", re.IGNORECASE)


def _measure_asked(text: str, n: Number, request: str) -> bool:
    """Whether the number ``n`` is a size in the unit the question asks ("route is 14 km long ... How many more
    kilometres did he drive"): the thing's size is never set apart (a doing in that unit may be: "coach cycled 30 km
    along the bank. how many km did the crew row")."""
    unit = _MEASURED.match(text, n.end)
    many = re.search(r"\bhow\s+(?:many|much)\s+(?:more\s+|fewer\s+|less\s+)?([a-z]+)", request, re.IGNORECASE)
    return bool(unit and many and unit_forms(unit[0].strip()) & unit_forms(many[1]))


# a question of what is left in a state, which no plan without a difference answers
_REST_STATE_ASKED = re.compile(r"\b(?:empty|free|vacant|available|unoccupied|unsold|unused|remain\w*|left)\b", re.IGNORECASE)


def read_without(reader: Callable[[str], Plan | None], text: str) -> Plan | None:
    """``reader``'s plan of ``text`` with its numbers of other things cut (:func:`cut_distractors`), over ``text``'s
    numbers at their places, the cut ones set apart (``Plan.apart``); None where nothing is cut, no plan is read,
    or the plan leaves a number of the kept text unused."""
    cut = cut_distractors(text)
    if cut is None:
        return None
    new, pieces, gone = cut
    found = read_moved(reader, text, new, pieces)
    if found is None or found.implied:
        return None
    used = set(tree_leaves(found.tree))
    q_at = new.rfind(asked(new))
    kept = [n for n in find_numbers(new) if not (q_at >= 0 and n.start >= q_at and not n.text[:1].isdigit())]
    if used != set(range(len(found.numbers))) or len(kept) != len(found.numbers):
        return None  # every number kept is read ("the three of them" in the question counts the people, no operand)
    if _REST_STATE_ASKED.search(asked(text)) and not applies(found.tree, "sub"):
        return None  # "290 people board. How many seats are still empty?": what is left once the cut ones took theirs
    numbers = found.numbers + tuple(gone)
    return replace(found, numbers=numbers, apart=frozenset(range(len(found.numbers), len(numbers))))
