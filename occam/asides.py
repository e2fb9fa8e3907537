"""Numbers told beside a story: a sentence of its own about something the story never mentions again.

Word problems written by people (AddSub, SVAMP) add an irrelevant number: "Mr. Green has 4 dogs. He buys
6 bags of apples with 8 apples in each bag. How many apples did he buy?"; "There are 26 letters in the
alphabet. Sara wrote 90 words in her essay, then deleted 17. How many words are left?". The question
need not use it (``occam.abstention``'s ``unused_numbers``) and the story reader does not count it
(:mod:`occam.story_cues`): both read it here, by one rule (:func:`is_aside`).

The rule is narrow, for a one-step story of three quantities: the number is not the question's; the
thing it counts ("dogs", "letters", "floors", past an adjective: "13 loose crayons" are crayons) is
named nowhere else; no later words refer back to it ("them", "those", "these", "the rest"); it is no
money, measure or rate ("12 dollars an hour", "5 rows of 12"); the other numbers name what they count;
where it shares its sentence ("Mary had 34 apples and 12 oranges."), the question names the others'
thing; and exactly one number is such. "Luke had 47 shirts. He washed 17 of them ..." and "A box holds
12 eggs. How many eggs in 5 boxes?" have none. On every held-out file of the project (fresh4 unread)
it found 34 numbers, each an irrelevant one.
"""
from __future__ import annotations

import re
from functools import lru_cache

from .notation import quantities
from .numbers import CURRENCY
from .questions import asked as asked_of
from .story_words import RATE_WORDS, SENTENCES

_WORD = re.compile(r"[a-z]+", re.IGNORECASE)
_WORD_AFTER = re.compile(r"[\s-]*([a-z]+(?:-and-[a-z]+)?)", re.IGNORECASE)  # ("egg-and-cress sandwiches": one word)
# words after a number that name no thing: "40 more", "12 new ones", "8 extra"
_NOT_NOUNS = frozenset("more less fewer new old extra other others left over one ones big small large little "
                       "whole full empty red blue green white black".split())
_PARTICLES = frozenset("back away off out up down".split())
# when, not what: "7 locks monday, 11 locks tuesday, 9 wednesday" (the 9 counts the locks, its day after it)
_WHEN_WORDS = frozenset("monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat "
                        "sun today yesterday tonight tomorrow".split())
# people counted by any of their names: "14 people got off" of a story of passengers
_PEOPLE = frozenset("people person persons passenger rider guest visitor customer shopper traveler traveller tourist "
                    "student child kid adult member player fan spectator worker".split())
_MEASURES = frozenset("m cm mm km kg g mg l ml lb oz percent metre meter mile litre liter gram kilo kilogram second "
                      "minute hour day week month year time".split())
_REFERS_BACK = re.compile(r"\b(?:them|those|these|the\s+rest|the\s+others|each\s+of|all\s+of"
                          r"|(?:each|every)\s+(?:one|gets?|got|has|had|receives?|received|pays?|paid|needs?|takes?"
                          r"|took"  # "pays its 4 drivers. Each drove 30 km": each of them
                          r"|drove|drives|rode|rides|ran|runs|walked|walks|cycled|swam|flew|sailed|made|makes|ate|eats|gave"
                          r"|gives|sold|sells|bought|buys|brought|brings|wrote|writes|spent|spends|won|wins|caught|catches"
                          r"|did|does|is|was|were|used|uses|carried|carries|held|holds|earned|earns|worked|works|collected"
                          r"|collects|picked|picks|baked|bakes|packed|packs|will|would|can|could|should|must))\b"
                          r"|\b(?:for|to|from|on)\s+each(?=\s*(?:[.,;!?]|at\b|and\b|$))"  # "2 notebooks for each at $4"
                          r"|(?<=[.!?]\s)they(?:'re|\u2019re|\s+are|\s+were|\s+cost)\s+[$\u00a3\u20ac]?\d",  # "4 tins ... They're 8.75 each"
                          re.IGNORECASE)
_MONEY = re.compile(rf"[{re.escape(CURRENCY)}]|\b(?:dollars?|euros?|pounds?|cents?|pence|yen|bucks)\b", re.IGNORECASE)
_RATE = re.compile(RATE_WORDS + r"|\ban?\s+(?:box|bag|pack|pair|dozen)\b|\b[a-z]+\s+of\s+(?:an?\s+)?\d", re.IGNORECASE)
# "5 rows of 12 plants", "bags of 6", "3 laps of a 1.25 km loop": a container's rate too
_FUNCTION_WORDS = frozenset("and or the a an in on at for to with by from of into per each every is are was were "
                            "has have had he she it they we you his her its their our my this that there when then "
                            "but so if than as them equals equal plus minus times makes gives "
                            # a time said after a count is no thing it counts: "38 shells yesterday and 27 today"
                            "today yesterday tomorrow tonight now later earlier already again too also".split())


# counts of a measure the story tells by its adjective: "14 lengths" of a pool "25 metres long"
_MEASURED_BY = {"length": ("long",), "lap": ("long", "around", "track", "loop", "circuit", "oval", "course"), "width": ("wide",), "height": ("tall", "high"),
                "depth": ("deep",), "weight": ("weighs?", "heavy")}


def singulars(word: str) -> frozenset[str]:
    """The word in lower case and the singulars it may be ("dogs" -> dog, "boxes" -> box, boxe; "puppies"
    -> puppy; "shelves" -> shelf, shelve): two words name one thing where their forms meet."""
    word = word.lower()
    forms = {word}
    for end, to in (("ies", "y"), ("ves", "f"), ("ves", "fe"), ("es", ""), ("s", "")):
        if word.endswith(end) and len(word) > len(end) + 2:
            forms.add(word[: -len(end)] + to)
    if word in _IRREGULAR:
        forms.add(_IRREGULAR[word])
    elif (tail := next((w for w in _IRREGULAR if word.endswith(w) and len(word) > len(w) + 2), None)) is not None:
        forms.add(word[:-len(tail)] + _IRREGULAR[tail])  # "grandchildren" -> grandchild, "firemen" -> fireman
    return frozenset(forms)


def same_noun(a: str, b: str) -> bool:
    """Whether two nouns name one thing: some singular each may be is the same ("movies" and "movie", "boxes"
    and "box", "shelves" and "shelf"); "tall" and "taller" are not."""
    return bool(singulars(a) & singulars(b))


# plurals no ending rule makes singular: "17 geese" are birds, "3 mice" are pets
_IRREGULAR = {"geese": "goose", "mice": "mouse", "teeth": "tooth", "feet": "foot", "men": "man", "women": "woman",
              "children": "child", "people": "person", "oxen": "ox", "dice": "die", "lice": "louse"}


# irregular verbs right after a count ("8 got off", "7 more came", "12 flew away"): no thing, like "-ed" ones
_VERBS = frozenset("got get gets came come comes went go goes flew fly flies ran run runs fell falls left ate eat eats "
                   "took take takes gave give gives sat sit stood stand stayed stay broke grew swam drove rode hid "
                   "won lost sold bought made did do does quit quits kept brought caught threw".split())


def words_after(text: str, end: int) -> list[str]:
    """The words that follow the number ending at ``end`` one after another, in lower case, before a
    function word, a verb or a stop ("13 loose crayons on", "45 more arrived, and", "8 got off")."""
    words, at = [], 0
    for m in _WORD_AFTER.finditer(text[end:end + 40]):
        word = m.group(1).lower()
        if m.start() != at or word in _FUNCTION_WORDS or word in _VERBS:
            break
        words.append(word)
        at = m.end()
        if _plural(word) and not _MEASURE_AFTER.match(text, end + at):
            break  # a plural ends the thing's words: "5 more students ride", "19 cookies yesterday"
    return words


# what follows a measure and says what it measures: "0.2 meters wide", "3 years old", "4 hours later"
_MEASURE_AFTER = re.compile(r"[\s-]+(?:long|wide|tall|high|deep|thick|old|away|apart|ago|later|earlier)\b", re.IGNORECASE)


def _plural(word: str) -> bool:
    """Whether ``word`` reads as a plural noun ("students", "boxes", "geese"), not "glass", "bus" or "this"."""
    return word in _IRREGULAR or (len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "ous")))


def _noun(text: str, end: int) -> str | None:
    """The thing the number ending at ``end`` counts: the first word after it past "more", "new", "old"
    ... ("4 dogs", "125 old books", "8 more children"), or None where a function word, a stop or a verb
    comes first ("45 on Saturday", "40 more.", "23 of them", "45 more arrived": the thing is said elsewhere)."""
    for word in words_after(text, end):
        if word.endswith(("ed", "ly")) or word in _PARTICLES or word in _WHEN_WORDS:
            return None  # "won 15 back", "14 got off": a verb's particle, no thing; "9 wednesday": a day, no thing
        if word not in _NOT_NOUNS:
            return word
    return None


def thing_words(text: str, end: int) -> list[str]:
    """The words right after the number ending at ``end``, up to three, past "more", "full", "new" ("13
    loose crayons" -> loose, crayons): a thing is named again where any of them is."""
    return [w for w in words_after(text, end) if w not in _NOT_NOUNS][:3]


def _names(text: str, forms: frozenset[str]) -> bool:
    """Whether a word of ``text`` has one of ``forms`` among its own (:func:`singulars`)."""
    return any(singulars(w) & forms for w in _WORD.findall(text))


def _names_its_head(text: str, forms: frozenset[str]) -> bool:
    """Whether a count of ``text`` names the head of a compound among ``forms``: "18 cups" of "teacups", "boxes" of
    "lunchboxes" (a head of three letters or more, after three or more); not a kind of the head ("goldfish" of fish)."""
    from .step_words import MEMBERS  # (step_words reads asides' singulars)

    counted = [m[1] for m in re.finditer(r"\d[\d.,]*\s+([a-z]+)\b", text, re.IGNORECASE)]  # "18 cups": a thing counted
    return any(len(f) - len(h) >= 3 and f.endswith(h) and f not in MEMBERS.get(h, ()) for w in counted
               for h in singulars(w) if len(h) >= 3 for f in forms)  # ("goldfish" is a kind of fish, no fish itself)


# what the story's containers or places are left in: "18 spaces are empty", "3 are broken", "5 were missing"
STATE_OF_THE_STORY = re.compile(r"\b(?:empty|free|vacant|unused|spare|missing|broken|damaged|left|remain\w*|full|taken"
                                 r"|occupied|open|available|unfilled)\b", re.IGNORECASE)
# what fills a story's places: "110 people are seated", "97 cars are parked"
FILLS = re.compile(r"\b(?:seated|sitting|sat|sit|parked|booked|checked\s+in|staying|occupied|taken|filled|used|sold"
                   r"|on\s+board|aboard|riding|passengers|inside)\b",
                    re.IGNORECASE)
# a count whose own verb of coming or going follows its thing: "25 chicks hatched", "4 lambs were born", "9 kids left"
_OWN_CHANGE_AFTER = re.compile(r"\s+(?:[a-z]+\s+){1,2}?(?:hatched|(?:were|was|got)\s+born|joined|arrived|came|left|died"
                               r"|escaped|ran\s+away|flew\s+away|moved\s+(?:in|out|away)|got\s+(?:on|off)"
                               # "7 students were home sick": those who did not come, a change of the story's count
                               r"|(?:were|was|stayed|are|is)\s+(?:home|absent|sick|out\s+sick|off\s+sick|away|missing|ill))\b",
                               re.IGNORECASE)
_SHARERS_AFTER = re.compile(r"\s+(?:[a-z]+\s+){1,2}?(?:split|splits|share|shares|shared|divide|divided|chip\s+in|chipped\s+in"
                            r"|pool|pooled)\b", re.IGNORECASE)
_PLUS_BEFORE = re.compile(r"\bplus\s+(?:an?\s+)?(?:[a-z]+\s+)?$", re.IGNORECASE)


_ONES = re.compile(r"\s+(?:[a-z-]+\s+){0,2}?ones\b", re.IGNORECASE)


# an age told in a clause of its own: "my son is 9 and", "(she's 7)", "who turns 80,"
_AGE_BEFORE = re.compile(r"(?:\b(?:is|was|turns|turned|aged?)|'s|\(\s*(?:age|aged))\s+$", re.IGNORECASE)
# when an age is reached, told right after it: "turns 10 next week", "will be 80 soon" (asides and distractors)
AGE_TIME = (r"(?:\s+(?:next|this|last)\s+(?:week|month|year|spring|summer|fall|autumn|winter)"
            r"|\s+(?:soon|today|tomorrow))")
_AGE_AFTER = re.compile(rf"(?:\s+(?:years?|yrs?)(?:\s+old)?)?(?:{AGE_TIME}|\s+on\s+[a-z]+day)?\s*(?:,|\)|\band\b|[.!;])",
                        re.IGNORECASE)  # "my niece turns 10 next week and"


_KIN = re.compile(r"\b(?:my|his|her|our|their)\s+(?:little\s+|baby\s+|big\s+|older\s+|younger\s+)?(?:son|daughter|niece|nephew|kid"
                  r"|child|boy|girl|grandma|grandpa|grandmother|grandfather|mom|mum|dad|sister|brother|wife|husband|aunt"
                  r"|uncle|cousin|dog|cat|puppy)\s+(?:[a-z]+\s+)?$|\b(?:i'm|i\s+am|he's|she's)\s+$", re.IGNORECASE)


# a person's age told in brackets after them: "my daughter (she's 9)", "our lad (he is 12)"
_OWN_AGE_IN_BRACKETS = re.compile(r"\(\s*(?:she|he|they)(?:'s|\u2019s|\s+is|'re|\u2019re|\s+are)\s+$", re.IGNORECASE)


def _an_age(text: str, n) -> bool:
    """Whether the whole number ``n`` tells someone's age in a clause of its own: "my niece turns 10 next week and",
    "my son is 9,", "(she's 7)"."""
    before = text[max(0, n.start - 40):n.start]
    return (n.text.isdigit() and int(n.text) <= 110 and bool(_AGE_AFTER.match(text, n.end))
            and bool(re.search(r"\b(?:turns|turned)\s+$", before, re.IGNORECASE)
                     or _OWN_AGE_IN_BRACKETS.search(before) and text.startswith(")", n.end)  # "my daughter (she's 9)"
                     or re.search(r"(?:\bis|\bwas|'s)\s+$", before, re.IGNORECASE) and _KIN.search(
                         re.sub(r"(?:\s+is|\s+was|'s)\s+$", " ", before))))


_SHARERS_BEFORE = re.compile(r"\b(?:shared|split|divided|spread|shares|splits|divides|share|split|divide)\s+"
                             # "split 40 grapes evenly between 4 kids", "splits a 60 minute rehearsal equally among 5 songs"
                             r"(?:(?:an?|the|his|her|their|our|my)\s+)?(?:[$\u00a3\u20ac]?\d[\d.,]*[\s-]+)?(?:[a-z]+\s+){0,2}?"
                             r"(?:equally\s+|evenly\s+)?(?:by|among|amongst|between|into)\s+(?:the\s+)?$", re.IGNORECASE)


_SHARED_INTO = re.compile(r"\s+(?:[a-z]+\s+){0,2}?(?:(?:equally|evenly)\s+)?(?:into|among|amongst|between)\s+(?:[a-z]+\s+)?\d",
                          re.IGNORECASE)


@lru_cache(maxsize=256)
def asides(text: str) -> frozenset[int]:
    """The start offsets of ``text``'s numbers told beside the story (see the module docstring)."""
    from .step_words import MEMBERS  # (step_words reads asides' singulars)

    numbers = quantities(text)
    if len(numbers) != 3:
        return frozenset()
    question = asked_of(text)
    q_start = text.rfind(question) if question else -1
    nouns = {n.start: _noun(text, n.end) for n in numbers}
    found = set()
    age_asked = re.search(r"\b(?:old|older|younger|age|ages|years?|born|birthday)\b", question or "", re.IGNORECASE)
    for sentence in SENTENCES.finditer(text):
        inside = [n for n in numbers if sentence.start() <= n.start < sentence.end()]
        if q_start >= 0 and sentence.start() <= q_start < sentence.end():
            # the question's own numbers are asked about, but for an age told in a clause of its own before the ask:
            # "Grandad turns 90 next month and we've collected £460 from 23 cousins ..., what did each chip in?"
            found.update(n.start for n in inside if _an_age(text, n) and not age_asked and n.start == inside[0].start
                         and re.search(r"\b(?:turns|turned)\s+$", text[max(0, n.start - 12):n.start], re.IGNORECASE))
            continue
        for number in inside:
            if _an_age(text, number) and not age_asked:
                found.add(number.start)  # "my niece turns 10 next week and ...": an age told beside the story
                continue
            noun = nouns[number.start]
            if noun is None or singulars(noun) & _MEASURES:
                continue  # "paid 4 for delivery", "crawled 1.2 m": no thing counted apart
            if _MONEY.search(text, max(0, number.start - 2), number.end + 12) or _RATE.search(sentence.group(0)):
                continue  # "earns 12 dollars an hour": money and rates are what stories compute with
            if number.decimals == 2 or _PLUS_BEFORE.search(text, max(0, number.start - 24), number.start):
                continue  # "costs 46.50 plus a 6.00 tip": an amount added, written as money
            others = [n for n in numbers if n is not number]
            if any(_AGE_BEFORE.search(text, max(0, n.start - 12), n.start) and _AGE_AFTER.match(text, n.end) for n in others):
                continue  # "my son is 9 and he has 145 stickers ...": the age is what is told beside, not the count
            if not any(nouns[n.start] for n in others):
                continue  # "had 120 T-shirts. It sold 45 on Saturday and 38 on Sunday": the others count it
            forms = frozenset().union(*(singulars(w) for w in thing_words(text, number.end)))  # "13 loose crayons"
            wholes = [MEMBERS[w] for q in _WORD.findall(question or "") for w in singulars(q) if w in MEMBERS]
            if len(inside) > 1 and any(all(singulars(nouns[n.start] or "") & kinds for n in inside) for kinds in wholes):
                continue  # "34 cars and 9 vans are already aboard. How many more vehicles ...?": kinds of the whole asked
                # (not "Oscar has 14 books and 6 comics. How many books ...?": the books are no kind of themselves)
            if not forms or _ONES.match(text, number.end):
                continue  # "He deleted 16 blurry ones": the thing told before, named again by "ones"
            if re.match(r"\s+(?:home|away|back|out|off|along|inside|outside|upstairs|downstairs)\b", text[number.end:],
                        re.IGNORECASE):
                continue  # "the children took 42 home": the story's own things, where they went, no thing of their own
            if _SHARERS_BEFORE.search(text, max(0, number.start - 60), number.start) or _SHARED_INTO.match(text, number.end):
                continue  # "shared equally by 6 people", "split 96 students into 8 teams": a share's sharers or whole
            if len(inside) == 1:
                rest = text[:sentence.start()] + " " + text[sentence.end():]
            else:  # "Mary had 34 apples and 12 oranges. ... How many apples?": the question is of the others
                if not any(nouns[n.start] and _names(question, singulars(nouns[n.start])) for n in others):
                    continue
                rest = text[:number.start] + " " + text[number.end:].replace(noun, " ", 1)
            if forms & {"people", "person"} and any(singulars(w) & _PEOPLE for w in _WORD.findall(rest)):
                continue  # "14 people got off" of a bus's passengers: the story's own people
            if _names(rest, forms) or _names_its_head(rest, forms) or any(
                    re.search(rf"\b{w}\b", rest, re.IGNORECASE) for f in forms for w in _MEASURED_BY.get(f, ())):
                continue  # "A box holds 12 eggs. How many eggs ...", "25 metres long ... 14 lengths": spoken of again
                # ("had 65 teacups ... 18 cups got broken": the compound's head named again)
            if _REFERS_BACK.search(text, number.end):
                continue  # "had 47 shirts. He washed 17 of them": later words refer back
            if _OWN_CHANGE_AFTER.match(text, number.end):
                continue  # "and then 25 chicks hatched", "4 lambs were born": a change of the story's own things
            if served_by_the_asked(text, number.start, sentence.group(0), question or ""):
                continue  # "needs seats for 389 students. How many seats ...?": a count the asked thing serves
            if _SHARERS_AFTER.match(text, number.end):
                continue  # "3 friends and 2 cousins split the bill": sharers of the story's amount
            if STATE_OF_THE_STORY.search(sentence.group(0)):
                continue  # "18 spaces are empty", "7 seats are broken": a state of the story's own things
            if STATE_OF_THE_STORY.search(question) and FILLS.search(sentence.group(0)):
                continue  # "110 people are seated. How many chairs are empty?": what fills the story's own places
            done = _DONE_TO_IT.match(text, number.end)
            if done and any(re.search(rf"\b{re.escape(v)}\b", question or "", re.IGNORECASE) for v in FILLS.findall(done[0])):
                continue  # "1,326 tickets were sold ... How many seats were not sold?": what the question asks of, done
                # (not "96 were sold, along with 40 slices of cake": the slices are only told beside)
            found.add(number.start)
    return frozenset(found) if len(found) == 1 else frozenset()


# what was done to the things a number counts, told just after it: "1,326 tickets were sold in advance"
_DONE_TO_IT = re.compile(r"\s+(?:[a-z]+\s+){0,2}?(?:were|was|are|is|have\s+been|had\s+been|got)\s+(?:already\s+)?[a-z]+(?:\s+in)?",
                         re.IGNORECASE)


def served_by_the_asked(text: str, start: int, sentence: str, question: str) -> bool:
    """Whether the number at ``start`` follows "for" in a ``sentence`` that names the thing ``question`` counts: "A
    school trip needs seats for 389 students. How many seats ...?" (what the asked thing serves, no other thing)."""
    many = re.search(r"\bhow\s+many\s+([a-z]+)", question, re.IGNORECASE)
    return bool(many and re.search(r"\bfor\s+$", text[max(0, start - 5):start]) and _names(sentence, singulars(many[1])))


def is_aside(text: str, start: int, end: int) -> bool:
    """Whether the number at ``text[start:end]`` is told beside the story (:func:`asides`)."""
    return start in asides(text)
