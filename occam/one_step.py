"""The one step of a one-step story over its two quantities, read from its words: a plan of depth one.

The decoders choose which two numbers a step reads, and with a third number in the story they often choose
the wrong pair: "Tom's aquarium has 19 goldfish and 8 snails. He bought 12 more goldfish. How many goldfish
does he have now?" was read ``8 + 12`` (declined: 19 unused), "Sofia had 27 balloons at her 8th birthday
party. Her friends brought 16 more." ``8 + 16`` (declined: a notation). Where the story's quantities are
exactly two once its notations, dating years, ordinals and asides are set apart (the numbers the checks ask a
function to read, :func:`occam.story_cues.story_quantities`), and the story's words point to one operation
(:func:`occam.story_cues.story_cue`) in one order (:func:`occam.readings.ordered`), :func:`one_step` writes
that step as a :class:`~occam.story_plans.Plan`; ``occam.generation.Generation.planned`` has a network
compute it where the fired network's own function was declined, as for a plan of several steps.

The cue, the order and the quantities are the readers the checks already trust; what is new is that they choose
the two numbers, not the decoders. A relation the story tells ("Her brother has 25 fewer stickers than she does",
"which is 17 more than Eli has", "3 times as many cards as Ben"), where the cues say nothing, is read here
(:func:`related`): which side the question asks for, told apart by the words only one side has.
"""
from __future__ import annotations

import re

from . import step_words as W
from .abstention import named_operations, unwritten_number
from .asides import thing_words, singulars, words_after
from .step_words import covers_all
from .comparisons import REST_ASKED, sides_told
from .complements import PART_ON_OCCASION
from .numbers import find_numbers, is_money
from .plan_words import QUESTION_WORD, RATE_PERIOD_AFTER, UNREAD
from .questions import asked
from .readings import ordered, reading
from .story_cues import fraction_of_a_whole, price_and_count_sold, priced, story_quantities
from .story_plans import Plan
from .story_words import (NEGATED, COMPARED, TIMES_COUNTED, COMPARISON_ASKED, END_STATE, GAIN, LOSS, NOT_A_SIDE, PART_OF_WHOLE, RESULT_KNOWN,
                          START_ASKED, VERB_BASES, verb_base)

# a whole told as one: "Between them, Ana and Bea have 94 stickers" (no sum of the two; occam.refusals too)
WHOLE_TOLD = re.compile(r"\b(?:between\s+them|together|altogether|combined|in\s+total|in\s+all|a\s+total\s+of)\b",
                        re.IGNORECASE)
# a time a question runs to, no result told: "how much will I have after 18 weeks?"
_AFTER_A_TIME = re.compile(r"\bafter\s+\d[\d,.]*\s+(?:days?|weeks?|months?|years?|hours?|minutes?)\b", re.IGNORECASE)
_TIMED = re.compile(r"\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?)\b", re.IGNORECASE)
# a total asked with no question word: "total distance?", "total so far?", "the total cost?"
_BARE_TOTAL = re.compile(r"^\W*(?:and\s+)?(?:the\s+|our\s+|my\s+)?total\s+(?:[a-z]+\s*){0,2}?(?:(?:for|over|across)\s+(?:the\s+)?"
                         r"(?:two|both|2)\s+[a-z]+\s*)?(?:so\s+far\s*)?\?\s*$",  # "total miles for the two weeks?"
                         re.IGNORECASE)
# a further move of one thing, told by a comparative: "went another 38 deeper", "a further 12 km farther"
_FURTHER_ON = re.compile(r"\b(?:another|a\s+further|an\s+extra)\s+[$\u00a3\u20ac]?\d[\d.,]*\s*(?:[a-z]+\s+)?(?:more|deeper|higher"
                         r"|further|farther|longer|taller|lower|up|down)\b", re.IGNORECASE)
# each one's share asked with no question word: "per head?", "each?", "so per person?"
_BARE_SHARE = re.compile(r"^\W*(?:and\s+|so\s+)*(?:(?:per|a)\s+(?:head|person)|each(?:\s+one)?|(?:the\s+|my\s+)?average\s+per\s+[a-z]+)"
                         r"\s*\?\s*$"
                         r"|^\W*(?:and\s+|so\s+)*(?:[a-z]+\s+)?per\s+(?:hour|minute|day|week|month|year|night|[a-z]+)\s*\?\s*$",
                         re.IGNORECASE)  # ("average per trip?", "Calls per hour?")
# money paid back ("a $175 rebate", "$50 cash back"): less of a cost asked, more of the money had; the words' direction
# is the story reader's (occam.plan_words.LESS_WORDS), not a cue's
_MONEY_BACK = re.compile(r"\b(?:rebates?|cash\s*back|cashback)\b", re.IGNORECASE)
# a goal told beside what is done: "the goal is 2,500", "our target of 3,000", "aiming for 40"
_GOAL_TOLD = re.compile(r"\b(?:goal|target|aim)s?\s+(?:is|was|of|=)\b|\baiming\s+(?:for|at)\b", re.IGNORECASE)
# ages asked, and the words a story tells an age by: "What's the difference between the two girls' ages?" of a story
# that counts apples asks what it never tells
_AGES_ASKED = re.compile(r"\bages?\b|\bhow\s+old\b|\b(?:older|younger)\b", re.IGNORECASE)
_AGE_TOLD = re.compile(r"\b(?:years?|yrs?|months?)[\s-]+old\b|\baged?\b|\bborn\b|\bbirthday"
                       r"|\bturn(?:s|ed|ing)?\s+\d"
                       # a bare count told of someone: "Tom is 63 and Ann is 47", "I'm 29."
                       r"|(?:\b(?:is|am|are|was|were)|'s|'m)\s+(?:now\s+|only\s+|just\s+|nearly\s+|almost\s+)?\d{1,3}\b(?![.,]\d)"
                       r"(?!\s*(?!(?:and|but|while|so|or|now|today|this|next|last|in)\b)[a-z%$\u00a3\u20ac])", re.IGNORECASE)
# a symbol written between two numbers, and its operation
_OPERATOR = re.compile(r"(?P<mul>[\u00d7*]|\sx\s)|(?P<div>[\u00f7/])|(?P<add>\+)|(?P<sub>\s[\u2212-]\s?)|(?P<other>[\^=])",
                       re.IGNORECASE)


# a story's doer who added things to something ("After the teacher added 9 books to the library"): a change told, no
# operation asked of the two numbers
_STORY_ADDED = re.compile(r"\b(?:the\s+[a-z]+|he|she|they|(?-i:[A-Z][a-z]+))\s+(?:then\s+|also\s+|had\s+)?added\b(?=\s+\d)",
                          re.IGNORECASE)


def _written_operation(text: str, numbers: list) -> str | None:
    """The operation written between the story's two numbers told in one sentence: a symbol ("125 ml × 14"), or a
    verb that joins them ("You add 2,845 and 9,317": :func:`occam.abstention.named_operations`; one sentence, so
    "350 grams. Carla has already added 175 grams" names nothing); "several" where it names more than one."""
    a, b = numbers
    if re.search(r"[.!?;]\s", text[a.end:b.start]):
        return None
    if (m := _OPERATOR.search(text, a.end, b.start)) is not None:
        return m.lastgroup
    begin = max(text.rfind(c, 0, a.start) for c in ".!?;") + 1
    named = named_operations(TIMES_COUNTED.sub(" ", _STORY_ADDED.sub(" ", text[begin:b.end])))
    return None if named is None else next(iter(named)) if len(named) == 1 else "several"


# a state of what is left asked: "How many seats are still empty?", "How many rooms are free?"
_EMPTY_ASKED = re.compile(r"\b(?:empty|free|vacant|unoccupied|unsold|unused|available)\b", re.IGNORECASE)


def one_step(text: str) -> Plan | None:
    """The one operation of the story ``text`` over its two quantities, or None where it has not exactly two
    (two equal ones only added), it asks no quantity ("how", "what"), or its words settle no operation and order (the question's
    named operation, else the story's cue: :func:`occam.readings.reading`)."""
    numbers = story_quantities(text)
    if len(numbers) != 2 or any(not n.value > 0 for n in numbers) or _PACK_OF.search(text):
        return None  # ("A 24-pack of water bottles costs $9.60": a count of each pack, read by no one step)
    periods = {m["period"].lower() for n in numbers if (m := RATE_PERIOD_AFTER.match(text, n.end))}
    if len(periods) > 1:
        return None  # "earns $640 a week. She spends $30 a day": rates of two periods, no one step of them
    same = numbers[0].value == numbers[1].value  # two equal quantities add ("4.5 km to the lake and 4.5 km back"), no more
    request = asked(text)
    at = text.rfind(request)
    how = W.HOW_MUCH.search(request)
    if not how and not W.QUANTITY_WORDS.search(request) and not _BARE_SHARE.match(request):
        return None  # "What should I work on?": a "what" that asks for no amount ("Calls per hour?" asks a rate)
    no_amount = W.NO_QUANTITY_ASKED.search(request)  # "when the workers are finished" after "How many": a time, no ask
    if no_amount and not (how and how.start() < no_amount.start()) or (
            at >= 0 and any(n.start >= at + len(request) for n in numbers)):
        return None  # "What year did the Berlin Wall fall? I think it was 1989 or 1991.": no quantity asked of a story
    end_state = bool(END_STATE.search(text)) and not (GAIN.search(request) or LOSS.search(request)
                                                      or COMPARISON_ASKED.search(request) or START_ASKED.search(request))
    last = request.rsplit(",", 1)[-1]  # "did 23 trips today and made $341.55 total, average per trip?": the last clause
    bare = any(p.match(r) for p in (_BARE_TOTAL, _BARE_SHARE) for r in (request, last))  # "total distance?", "per head?"
    if not (QUESTION_WORD.search(request) or bare) or UNREAD.search(text) or unwritten_number(text) or end_state:
        return None  # no quantity asked ("Tell me about Apollo 11"); a percentage; "a dozen"; "rose to 23.2"
    if re.search(r"\b(?:shared|split|between\s+them|together|in\s+all|altogether|combined)\b", text.replace(request, " "), re.I) and (
            re.search(r"\b(?:more|fewer|less|older|younger)\s+(?:[a-z]+\s+)?than\b|\btimes\s+as\b|\btwice\s+as\b",
                      text, re.I)):
        return None  # "Leo and Mia shared 54 stickers. Leo got 12 more than Mia.": two unknowns (occam.relations)
    if fraction_of_a_whole(text, numbers):
        return None  # "filled to 0.65 of its capacity. How many more can it take?": a fraction of a whole, two steps
    if _AGES_ASKED.search(request) and not (_AGE_TOLD.search(text) or _AGES_ASKED.search(text.replace(request, " "))):
        return None  # "Tom has 63 apples and Ann has 47. What's the difference between the two girls' ages?": untold
    if _MONEY_BACK.search(text):
        return None  # "I got a $175 rebate. What did it cost me?": money back lessens a cost and adds to money had
    if re.search(r"\b(?:celsius|fahrenheit|kelvin|centigrade)\b", request, re.I):
        return None  # "72 F yesterday and 80 F today. How much warmer in Celsius?": a step in another scale
    if re.search(r"\b(?:a|some|certain)\s+number\b", text, re.I) and re.search(r"\b(?:the|that|this)\s+number\b", request, re.I):
        return None  # "A number increased by 17 is 52. What is the number?": a puzzle (occam.number_puzzles), no step
    if find_numbers(request) and re.search(r"\bif\b", request, re.I) and RESULT_KNOWN.search(_AFTER_A_TIME.sub(" ", request)):
        return None  # "How many cupcakes did Rania bake if she gave away 18 and has 27 left?": the cues misread it
    if COMPARISON_ASKED.search(request) and _told_difference(text, numbers):
        return None  # "scored 87 ... she scored 15 fewer points. How many more points in the first game?": 15, told
    if (occasion := _occasion_relation(text, numbers, request)) is not None:
        return _checked(Plan(occasion, tuple(numbers), "step", ""))  # "In the second game she scored 15 fewer points."
    if _stated_more_or_less(text, numbers):
        return None  # "A pen costs 3 dollars less.": a relation to what was told before, no change; no step reads both
    if _FURTHER_ON.search(text):
        return None  # "reached 91 metres and then went another 38 deeper": a move of one thing on, no relation of two
    if COMPARED.search(text.replace(request, " ")) or _marks(text, numbers):
        # "Her brother has 25 fewer stickers than she does", "His brother's ride was 9.8 km shorter": a relation
        tree = related(text, numbers, request)
        return None if tree is None else _checked(Plan(tree, tuple(numbers), "step", ""))
    if _given_by_the_one_asked(text, request):
        return None  # "He got 12 more from his sister. How many stickers did his sister give him?": 12, told
    if _asks_a_told_one(text, numbers, request):
        return None  # "We had 120 cupcakes and sold 85. How many did we sell?": the story tells it, nothing to compute
    if _one_doing_asked(text, numbers, request) or _doers_asked(text, numbers, request):
        # "used 125 nails on a deck and 68 nails on a fence. How many nails
        return _checked(Plan(("add", (("x", 0), ("x", 1))), tuple(numbers), "step", ""))  # did she use?": both
    read = reading(text)
    if END_STATE.search(text) and (read is None or read.op != "sub"):
        return None  # "rose to 23.2 degrees. By how many degrees did it rise?": the two states' difference only
    if read is None and not same and _whole_of_parts(text, numbers, request):
        return _checked(Plan(("add", (("x", 0), ("x", 1))), tuple(numbers), "step", ""))
    if read is None or read.by != "story" or same and read.op != "add":
        return None  # a named operation is the decoders' to read ("What's the difference between 5G and 4G?")
    if read.op == "add" and W.WHOLE.search(text, numbers[0].end, numbers[1].start) and PART_ON_OCCASION.match(
            text, numbers[1].end):
        return None  # "310 pages over the two days, 145 on Saturday": a whole and a part of it (occam.complements)
    if read.op == "add" and re.match(r"\s+of\s+(?:them|these|those|it)\b", text[numbers[1].end:], re.IGNORECASE):
        return None  # "tried 96 jumps and landed 71 of them": a part of the first, no more of it
    if read.op in ("add", "sub") and len(periods) == 1 and periods & {"hour", "minute"} and not all(
            RATE_PERIOD_AFTER.match(text, n.end) for n in numbers):
        return None  # "makes $25 an hour. He spends $40 on gas. How much is left?": a rate, no amount to take from
    if _written_operation(text, numbers) not in (None, read.op):
        return None  # "What do you get if you add 2,845 and 9,317?", "125 ml × 14, in total ml?": the words' own operation
    if COMPARISON_ASKED.search(request) and read.op != "sub":
        return None  # "How many years older is her grandmother?" asks a difference
    if COMPARISON_ASKED.search(request) and NOT_A_SIDE.search(text.replace(request, " ")):
        return None  # "25 are dark and the rest are milk. How many more milk than dark?", "2.5 cups for each batch ...
        # How many more batches?": one side is the rest, or a count of the rate's unit, not a told number
    if COMPARISON_ASKED.search(request) and re.search(r"\bsome\b", text.replace(request, " "), re.IGNORECASE):
        return None  # "read some pages on Monday and 56 on Tuesday, 118 altogether. How many more on Monday?": two steps
    if read.op == "add" and _GOAL_TOLD.search(text.replace(request, " ")):
        return None  # "has collected 1,472.25 so far and the goal is 2,500. How much are we short?": a goal is no summand
    if read.op == "add" and REST_ASKED.search(request):
        return None  # "a 320 page book and I'm on page 145. How many pages to go?": what is left is no sum
    if not sides_told(text, request):
        return None  # "215 of them are girls. How many more girls than boys?": the boys are a step of their own
    money = [priced(text, n) for n in numbers]
    if read.op in ("add", "sub") and sum(money) == 1 and ([w for w in thing_words(text, numbers[money.index(False)].end)
                                                           if not w.endswith("ed")]  # "6,480 saved": a verb, no thing
                                                          or _PEOPLE_AFTER.match(text, numbers[money.index(False)].end)
                                                          or price_and_count_sold(text, numbers)):
        return None  # "Tickets cost 15 dollars and 40 tickets were sold", "7 of us ... the snacks cost 12": a price and a
        # count add to nothing
    if read.op == "add" and PART_OF_WHOLE.search(text.replace(request, " ")):
        return None  # "has run 28.6 km of the 42.195 km marathon. How far has she run?": a part of the whole, told
    if (read.op == "add" or COMPARISON_ASKED.search(request)) and WHOLE_TOLD.search(text.replace(request, " ")):
        return None  # "Between them, Ana and Bea have 94 stickers. Ana has 57.": the whole is told, no sum of the two
    if read.op in ("add", "mul") and _EMPTY_ASKED.search(request):
        return None  # "8 cars with 45 seats in each car ... How many seats are still empty?": a state left, no sum or product
    a, b = numbers[0].value, numbers[1].value
    order = ordered(read, a, b, text)
    if order is None:
        return None
    return _checked(Plan((read.op, (("x", order[0]), ("x", order[1]))), tuple(numbers), "step", ""))


_PACK_OF = re.compile(r"\b\d+-(?:pack|count|piece|pc|box|bag|carton|case|set|roll)\b", re.IGNORECASE)  # "a 24-pack"
_PEOPLE_AFTER = re.compile(r"\s+of\s+(?:us|them|you)\b", re.IGNORECASE)  # "7 of us": people, no thing named
# the question's own verb: "How many did we sell?", "How many stickers did she buy?"
_ASKED_VERB = re.compile(r"\bhow\s+(?:many|much)\s+(?:[a-z]+\s+){0,2}?(?:did|does|do|will|would)\s+(?:[a-z]+\s+){1,2}?"
                         r"(?P<v>[a-z]+)(?:\s+(?P<when>on\s+[A-Z]?[a-z]+|this\s+[a-z]+|last\s+[a-z]+|yesterday|today"
                         r"|in\s+the\s+(?:morning|afternoon|evening)))?\s*\??\s*$", re.IGNORECASE)  # "... on Tuesday?"
_NOT_A_VERB = frozenset("have has had be is are was were do does did get got need make go take the a an of in on at for "
                        "to with and more another some his her their my our its your".split())
_HAVING = frozenset({"have", "has", "had"})
# a relation's other side named by a word that refers back: "3.8 km less than that", "twice as much as this"
_ANAPHOR_SIDE = re.compile(r"\s*(?:that|this)\b(?!\s+(?:is|was|has|had|does|did|[a-z]+ed)\b)", re.IGNORECASE)
_RATED = re.compile(r"\s*(?:[a-z]+\s+){0,3}?(?:each|per|every|in\s+each|on\s+each|an?\s+(?:day|week|hour|month|year))\b",
                    re.IGNORECASE)
# how many of a thing one has, or there are: "How many shelves do I have?", "How many spaces are there?"
_HAVE_ASKED = re.compile(r"\bhow\s+many\s+([a-z]+)\s+(?:(?:does|do|did)\s+(?:[a-z]+\s+){1,2}?have|are\s+there|were\s+there"
                         r"|does\s+(?:it|the\s+[a-z]+)\s+have)\s*\??\s*$", re.IGNORECASE)
# verbs stories tell counts with, by their base forms (what _verb makes of them)
_STORY_VERBS = frozenset((
    "buy sell bak mak pick collect plant eat giv spend sav earn read run walk swim driv scor win los find catch grow build "
    "order us cook paint knit sew writ draw visit fold wash deliver pack fill load sow hatch borrow lend donat rais recycl "
    "shar pour lay cut throw hik jog cycl bik rid paddl row skat ski climb travel fly flew serv feed fed bak brew print "
    "wrap sold carv glu stitch harvest gather count spot saw see keep delet").split())


_GIVER_ASKED = re.compile(r"\b(?:did|does|do|will|would)\s+(?P<who>(?:his|her|their|my|our|your|the)\s+[a-z]+|[A-Z][a-z]+)\s+"
                          r"(?:give|lend|send|hand|pass|donate|pay|bring|contribute|add)\b")


def _given_by_the_one_asked(text: str, request: str) -> bool:
    """Whether the question asks what someone gave, and the story tells a number got from that someone ("got 12 more
    from his sister"): the number is told, no step computes it."""
    m = _GIVER_ASKED.search(request)
    if m is None:
        return False
    who = re.escape(m["who"].split()[-1])
    story = text[:text.rfind(request)]
    return bool(re.search(rf"\d[^.!?]*\bfrom\s+(?:(?:his|her|their|my|our|your|the)\s+)?{who}\b", story, re.IGNORECASE))


def asks_a_told_number(text: str, numbers: list, request: str) -> bool:
    """Whether the question asks back a number the story of two quantities ``numbers`` tells ("We had 120 cupcakes
    and sold 85. How many did we sell?") or one got from the one it asks of ("got 12 more from his sister. How many
    did his sister give him?"): the one step declines it, and so does any other reading (:mod:`occam.refusals`)."""
    return _given_by_the_one_asked(text, request) or len(numbers) == 2 and _asks_a_told_one(text, numbers, request)


def _asks_a_told_one(text: str, numbers: list, request: str) -> bool:
    """Whether the question's verb is the verb of one of the story's two numbers, of the thing it asks, while the other
    number has a verb of its own: "Maria has 48 stickers and buys 27 more. How many stickers did she buy?" (27 told),
    "We had 120 cupcakes and sold 85. How many did we sell?". A number told with no verb of its own shares the
    first one's ("baked 36 in the morning and 48 more in the afternoon. How many did she bake?" asks both); a
    relation ("than") is the relation readers'; "bought 15 boxes. How many pencils did she buy?" asks another thing."""
    if COMPARED.search(text):
        return False
    have = _HAVE_ASKED.search(request)
    if have is not None and not (GAIN.search(text) or LOSS.search(text) or find_numbers(request)
                                 or re.search(r"\bmore\b", text, re.I)):
        counts = [n for n in numbers if any(singulars(w) & singulars(have[1]) for w in thing_words(text, n.end))]
        if len(counts) == 1 and not _RATED.match(text, counts[0].end) and not re.search(
                r"\b(?:each|every)\b(?:\s+[\w,]+){0,6}\s*$", text[:counts[0].start], re.I):
            return True  # "I have 3 shelves with 27 books on each. How many shelves do I have?" (not "Each of 12 ...")
    asked_verb = _ASKED_VERB.search(request)
    if asked_verb is None or asked_verb["v"].lower() in _NOT_A_VERB or NEGATED.search(request):
        return False  # ("How many rolls did she not sell?" asks the rest, not the told one)
    verbs = []
    for n in numbers:
        clause = re.split(r"[.!?;,]\s|\band\b|\bwhich\b|\bwho\b|\bwith\b", text[:n.start])[-1]
        words = [w for w in re.findall(r"[A-Za-z]+", clause)[-3:] if w.lower() not in _NOT_A_VERB - _HAVING]
        last = verb_base(words[-1]) if words else ""
        verbs.append(last if last in _STORY_VERBS or words and words[-1].lower() in _HAVING else "")
    asked = verb_base(asked_verb["v"])
    if asked not in _STORY_VERBS or not all(verbs) or verbs[0] == verbs[1] or verbs.count(asked) != 1:
        return False
    told = numbers[verbs.index(asked)]
    if asked_verb["when"]:  # "How many did she find on Sunday?": the told number's own sentence names that time
        start, end = _sentence_span(text, told.start, told.end)
        if asked_verb["when"].lower() not in text[start:end].lower():
            return False
    thing = W.ASKED_THING.search(request)
    named = [w for w in thing_words(text, told.end) if w.lower() not in ("more", "extra", "new", "other")]
    return thing is None or not named or bool(singulars(thing[1]) & singulars(named[-1]))


def _a_storyverb_base(word: str) -> bool:
    """Whether ``word`` is a form of one of the story verbs (:data:`_STORY_VERBS`: "used", "uses" of "us")."""
    stem = verb_base(word)
    return stem in _STORY_VERBS or any(stem.startswith(v) for v in _STORY_VERBS if len(v) >= 3 or stem[:len(v) + 1] in (
        v + "e", v + "d", v + "s"))


# two counts of one doing: the first's thing and where or when, then "and" (the verb again at most): "125 nails on a
# deck and 68", "17 grapes and then 28 more", "36 in the morning and then baked 48"
_JOINED = re.compile(r"\s+(?:[a-z-]+\s+){0,3}?(?:(?:on|in|at|for|to|from|into|onto|during|by|under|near|beside|behind|along"
                     r"|around|across|inside|outside|off|with)\s+(?:the\s+|a\s+|an\s+|his\s+|her\s+"
                     r"|their\s+|my\s+|our\s+)?(?:[a-z]+\s+)?[a-z]+\s*)?,?\s*and\s+(?:then\s+|later\s+)?(?:(?P<v>(?!another\b)[a-z]+)\s+)?"
                     r"(?:another\s+)?", re.IGNORECASE)


# the question asks the doers of a doing, the verb right after its thing: "How many students rode the buses?"
_DOERS_ASKED = re.compile(r"^\W*how\s+many\s+(?P<t>[a-z]+)\s+(?:in\s+all\s+|altogether\s+|in\s+total\s+)?(?P<v>[a-z]+)\b"
                          r"[^?]*\??\s*$", re.IGNORECASE)
_NOT_DOING = frozenset("are were is was have has had do did does will would can could should may might there of in on at "
                       "for to with and more fewer less".split())


def _doers_asked(text: str, numbers: list, request: str) -> bool:
    """Whether both numbers count doers of the one doing the question asks, each followed by that verb, with nothing
    else between them: "On a field trip, 47 students rode the first bus and 44 rode the second. How many students rode
    the buses?" (both, added)."""
    m = _DOERS_ASKED.match(request)
    if m is None or m["v"].lower() in _NOT_DOING or COMPARED.search(text) or not (
            m["v"].lower().endswith("ed") or m["v"].lower() in VERB_BASES or _a_storyverb_base(m["v"])):
        return False
    asked = verb_base(m["v"])
    a, b = numbers
    def doing(n) -> bool:  # "47 students rode", "44 rode": the verb within the words right after the number
        words = re.match(r"(?:\s+[a-z]+){1,3}", text[n.end:], re.IGNORECASE)
        return words is not None and any(verb_base(w) == asked for w in words[0].split())
    if not doing(a) or not doing(b):
        return False
    if not re.fullmatch(r"[^.!?;\d]*?,?\s+and\s+", text[a.end:b.start]):
        return False  # one sentence, joined by "and": nothing else done between them
    kinds = [(thing_words(text, n.end) or [None])[0] for n in numbers]
    kinds = [k if k is None or verb_base(k) != asked else None for k in kinds]  # "44 rode": the thing left unsaid
    return kinds[0] is not None and covers_all(m["t"], kinds)


def _one_doing_asked(text: str, numbers: list, request: str) -> bool:
    """Whether both numbers are of the one doing the question asks, said once or again, with nothing else done between
    them: "A carpenter used 125 nails on a deck and 68 nails on a fence. How many nails did she use?", "Zach ate 17
    grapes and then 28 more grapes. How many grapes did Zach eat?" (a loss verb asked of its own story: both, added)."""
    m = _ASKED_VERB.search(request)
    if m is None or m["when"] or COMPARED.search(text) or m["v"].lower() in _NOT_A_VERB:
        return False
    asked = verb_base(m["v"])
    def same(word: str) -> bool:  # "used" of "use": the stems of a short verb meet at their start
        stem = verb_base(word)
        return stem == asked or min(len(stem), len(asked)) >= 2 and (stem.startswith(asked) or asked.startswith(stem))
    a, b = numbers
    words = re.findall(r"[A-Za-z]+", re.split(r"[.!?;,]\s", text[:a.start])[-1])
    if not _a_storyverb_base(m["v"]) or not words or not same(words[-1]):
        return False  # the first number is the asked doing's own: "used 125"
    joined = _JOINED.fullmatch(text, a.end, b.start)
    if joined is None or joined["v"] and not same(joined["v"]) or _RATED.match(text, a.end):
        return False  # another doing between them, or a rate ("$18.50 an hour and worked 38 hours")
    thing = W.ASKED_THING.search(request)
    named = [w for w in thing_words(text, b.end) if w.lower() not in ("more", "extra", "new", "other")]
    return thing is None or not named or bool(singulars(thing[1]) & singulars(named[-1]))


_PIECES_OF = re.compile(r"\bhow\s+many\s+(?:pieces|items|kinds|types|sorts|bits|units)\s+of\s+([a-z]+)", re.IGNORECASE)


def _whole_of_parts(text: str, numbers: list, request: str) -> bool:
    """Two counts of two kinds and a question asking for the whole they make up, by a name for it: "Our school
    has 412 girls and 389 boys. How many students are there in all?", "463 girls and 429 boys. How many pupils
    attend it?". The whole's name is none of the parts' and each part is one of its kinds (:data:`occam.step_words.MEMBERS`:
    boys and girls of students, cows and hens of animals), and the story tells no change, rate or relation. "How many
    pieces of fruit" names the whole "fruit"."""
    thing = _PIECES_OF.search(request) or W.ASKED_THING.search(request)
    if (thing is not None and not COMPARISON_ASKED.search(request) and all(n.start < text.rfind(request) for n in numbers)
            and not _CHANGED.search(text) and _one_thing_in_two_places(text, numbers, request, thing[1])):
        return True  # ("the left wall" is a place, no "left")
    if COMPARISON_ASKED.search(request) or re.search(rf"\b(?:{_NO_PARTS}|left)\b", text, re.I):
        return False  # a change, a rate, a relation, a part of the other ("27 of them")
    if _measures_of_two(text, numbers, request):
        return True
    if thing is None or any(n.start >= text.rfind(request) for n in numbers):
        return False  # the story in the question
    if _kinds_of(text, numbers, thing[1], request) or _two_things(text, numbers, thing[1]):
        return True
    if not singulars(thing[1]) & W.WHOLES:
        return False
    parts = [W.THING_AFTER.match(text, n.end).group(1).strip().lower() for n in numbers]
    if not all(parts) or len({w for p in parts for w in singulars(p)} & W.WHOLES):
        return False  # "412 girls and 389 boys": each part names its kind, and no part is the whole
    if len(set(parts)) != 2 or singulars(parts[0]) & singulars(parts[1]):
        return False
    wholes = singulars(thing[1]) & W.WHOLES  # every part one of the whole's kinds ("chickens and cows": no birds)
    named = [W.THING_AFTER.match(text, W.THING_AFTER.match(text, n.end).end()).group(1).strip().lower() for n in numbers]
    return any(all(singulars(p) & W.MEMBERS[w] or w in singulars(after) for p, after in zip(parts, named))
               for w in wholes)  # "93 oak trees and 58 pine trees": trees by name


# a place a count is in: "on the left wall", "in the back yard", "at the other end"
_IN_A_PLACE = re.compile(r"\s*(?:on|in|at|inside|outside|under|behind|beside|near|along)\s+(?:the|a|an|our|my|his|her|their|its|one"
                         r"|another|each)\s+([a-z]+(?:\s+[a-z]+)?)", re.IGNORECASE)
# words of a change, a rate, a relation, a part of the other ("27 of them"): no two parts of a whole
_NO_PARTS = r"each|every|per|more|fewer|less|than|times|gave|sold|lost|spent|ate|some|of\s+them"
_CHANGED = re.compile(rf"\b(?:{_NO_PARTS}|took|moved|fell|broke|removed|added)\b", re.IGNORECASE)
_ALL_ASKED = re.compile(r"\b(?:in\s+total|altogether|in\s+all|combined|all\s+together)\b", re.IGNORECASE)


def _one_thing_in_two_places(text: str, numbers: list, request: str, thing: str) -> bool:
    """Two counts of the asked thing in two places, and how many in all asked: "63 holds on the left wall and 58 on
    the right wall. How many holds in total?" (the second's thing unsaid, or the same)."""
    if not _ALL_ASKED.search(request):
        return False
    first = W.THING_AFTER.match(text, numbers[0].end)
    if not singulars(first.group(1).strip().lower()) & singulars(thing.lower()):
        return False
    second = W.THING_AFTER.match(text, numbers[1].end)
    named = singulars(second.group(1).strip().lower()) & singulars(thing.lower())
    at = second.end() if named else numbers[1].end  # "58 holds on the right wall", or "58 on the right wall"
    here, there = _IN_A_PLACE.match(text, first.end()), _IN_A_PLACE.match(text, at)
    return here is not None and there is not None and here[1].lower() != there[1].lower()


_MEASURE_UNIT = (r"(?:g|grams?|kg|kilos?|kilograms?|mg|ml|l|litres?|liters?|cups?|oz|ounces?|lbs?|pounds?|tbsp|tablespoons?"
                 r"|tsp|teaspoons?|cm|mm|m|metres?|meters?|km|miles?|feet|foot|inches|yards?|gallons?|pints?)")
# a name for a whole of several things: "dry stuff", "ingredients", "punch", "altogether"
_COLLECTIVE = re.compile(r"\b(?:stuff|ingredients|things|mix|mixture|everything|all|altogether|together|combined|total"
                         r"|in\s+all|in\s+total|both|food|liquids?|drinks?|punch|batter|dough|blend)\b", re.IGNORECASE)
_MEASURE_OF = re.compile(rf"\s*(?P<u>{_MEASURE_UNIT})\s+of\s+(?P<t>[a-z]+)", re.IGNORECASE)


_UNIT_NAMES = {"g": "gram", "kg": "kilogram", "kilo": "kilogram", "mg": "milligram", "ml": "millilitre", "l": "litre",
               "liter": "litre", "oz": "ounce", "lb": "pound", "lbs": "pound", "tbsp": "tablespoon", "tsp": "teaspoon",
               "m": "metre", "meter": "metre", "km": "kilometre", "feet": "foot", "inches": "inch"}


def _unit(word: str) -> str:
    """One name for a unit's abbreviations, spellings and plurals: "g", "gram", "grams" -> gram."""
    w = word.lower()
    w = _UNIT_NAMES.get(w, w)
    w = w[:-1] if w.endswith("s") and w not in ("lbs",) and len(w) > 2 else w
    return _UNIT_NAMES.get(w, w)


def _measures_of_two(text: str, numbers: list, request: str) -> bool:
    """Two measures in one unit of two things, joined by "and", and a question asking that unit of a whole the
    question names by neither: "the recipe needs 350 g of flour and 125 g of sugar, how many grams of dry stuff goes
    in the bowl"."""
    a, b = numbers
    first, second = _MEASURE_OF.match(text, a.end), _MEASURE_OF.match(text, b.end)
    if first is None or second is None or not re.fullmatch(r"\s*,?\s*and\s+", text[first.end():b.start], re.IGNORECASE):
        return False
    units = [_unit(m["u"]) for m in (first, second)]
    asked_unit = re.search(rf"\bhow\s+(?:many|much)\s+(?P<u>{_MEASURE_UNIT})\b(?:\s+of)?(?P<whole>(?:\s+[a-z]+)*)", request,
                           re.IGNORECASE)
    at = text.rfind(request)
    if asked_unit is None or b.start >= at + asked_unit.start() or not _COLLECTIVE.search(asked_unit["whole"]):
        return False  # the question after both measures, naming a whole of them ("dry stuff", "in total", "ingredients")
    if units[0] != units[1] or _unit(asked_unit["u"]) != units[0]:
        return False
    asked_forms = {f for w in re.findall(r"[a-z]+", request[asked_unit.start():].lower()) for f in singulars(w)}
    return not any(singulars(m["t"].lower()) & asked_forms for m in (first, second)) and first["t"].lower() != second["t"].lower()


def _kinds_of(text: str, numbers: list, asked_thing: str, request: str) -> bool:
    """Two kinds of the thing asked, each named by a word of its own before it and joined by "and": "bought 12
    green apples and 17 red apples. How many apples did she buy?"; the question names neither kind."""
    a, b = numbers
    if not re.fullmatch(r"\s+[a-z-]+\s+[a-z]+\s*,?\s+and\s+", text[a.end:b.start], re.IGNORECASE):
        return False
    words = [words_after(text, n.end)[:2] for n in numbers]
    if not all(len(w) == 2 for w in words) or words[0][0] == words[1][0]:
        return False
    forms, asked_words = singulars(asked_thing), {w.lower() for w in re.findall(r"[a-z-]+", request, re.I)}
    return all(singulars(w[1]) & forms and w[0] not in asked_words for w in words)


# a name of any thing counted: "How many items did it wash?" of "312 sheets and 275 pillowcases"
_ANY_THING = frozenset("item thing object article product".split())


def _two_things(text: str, numbers: list, asked_thing: str) -> bool:
    """Two counts of two things joined by "and" and a question asking for the things, by a name of any thing:
    "The hotel laundry washed 312 sheets and 275 pillowcases today. How many items did it wash?". Neither is a
    measure or money ("4 kg and 3 bags": no items of one kind)."""
    a, b = numbers
    join = re.fullmatch(r"\s+([a-z-]+)\s*,?\s+and\s+", text[a.end:b.start], re.IGNORECASE)
    second = re.match(r"\s+([a-z-]+)\b", text[b.end:], re.IGNORECASE)
    if not (singulars(asked_thing) & _ANY_THING) or join is None or second is None:
        return False
    things = [join[1].lower(), second[1].lower()]
    if any(is_money(text, n) for n in numbers) or any(singulars(w) & (_ANY_THING | MEASURE_WORDS)
                                                      for w in things):
        return False
    return not singulars(things[0]) & singulars(things[1]) and all(w.endswith("s") or w in ("sheep", "fish") for w in things)


# measures and money, no things of a kind (occam.refusals adds more)
MEASURE_WORDS = frozenset("kg g mg km m cm mm l ml litre liter metre meter mile gram kilo kilogram pound ounce lb oz "
                          "hour minute second day week month year dollar euro cent penny percent".split())


def _checked(result: Plan) -> Plan | None:
    value = result.value
    return result if value is not None and value >= 0 else None


_BOTH_NAMED = re.compile(r"\bhow\s+(?:many|much)\s+(?:[a-z]+\s+)?[a-z]+\s+and\s+(?:[a-z]+\s+)?[a-z]+\s+(?:do|does|did|are|were|is"
                         r"|was|will|can|have|has)\b", re.IGNORECASE)


def related(text: str, numbers: list, request: str) -> tuple | None:
    """The step of a relation the story tells between its two quantities, asked for the other side: "Grace has
    63 stickers. Her brother has 25 fewer stickers than she does. How many stickers does her brother have?" ->
    ``63 - 25``; "Nora has 52 crayons, which is 17 more than Eli has. How many crayons does Eli have?" -> ``52 -
    17``; "Sam has 3 times as many cards as Ben. Ben has 12 cards. How many cards does Sam have?" -> ``12 * 3``.

    One number is the relation's (a comparative or "times as many" right after it), the other a side's own
    quantity. The question asks for the relation's subject (the words of its clause before the number, and its
    thing: "Her brother", "7 more cats") or for its other side (the words after "than" or "as": "than Eli
    has"), told apart by the words of the question that only one side has; where both or neither do, or the
    question asks a comparison, None."""
    told = text.replace(request, " ")
    if COMPARISON_ASKED.search(request) or re.search(r"\bthan\b", request, re.IGNORECASE) or W.WHOLE.search(told):
        return None  # "How many years older than Mary is her mother?", "together they have 84": a second step
    marks = _marks(text, numbers)
    if len(marks) != 1:
        return None
    i, m = marks[0]
    rel, own = numbers[i], numbers[1 - i]
    own_words = thing_words(text, own.end)
    if (len(own_words) == 1 and m["side"] and singulars(own_words[0]) & _content(m["side"])
            and singulars(own_words[0]) & _content(f"{m['thing'] or ''} {m['after'] or ''}")):
        return None  # "sold 240 tickets. 56 more adult tickets than child tickets": 240 is both kinds, a whole
    if m["word"].lower() in ("faster", "slower", "quicker", "sooner") and _TIMED.match(m["thing"] or ""):
        return None  # "3.85 minutes faster": a time less, the speed more; the words alone do not say which
    begin, _ = _clause_at(text, rel.start)
    subject = _content(f"{text[begin:rel.start]} {m['thing'] or ''} {m['after'] or ''}")
    if not m["side"] and not (m["thing"] or "").strip():
        subject |= _content(" ".join(words_after(text, m.end())[:2]))  # "4 times as many black pens": their thing
    other_side = _content(m["side"] or "")
    owners = re.findall(r"\b([A-Z][a-z]+)(?:'s|\u2019s)\s+[a-z]+", text[begin:rel.start])
    if owners and re.fullmatch(r"\s*(?:she|he|they|her|him|them)(?:\s+(?:is|was|does|did|has|had|are|were))?\s*",
                               m["side"] or "", re.IGNORECASE):
        # "Tamika's brother is 8 years older than she is": the brother is the subject, Tamika the other side
        owner = set().union(*(_content(o) for o in owners))
        subject, other_side = subject - owner, other_side | owner
    if other_side & {"one", "ones"} and (noun := re.findall(r"[a-z]+", f"{m['thing'] or ''} {m['after'] or ''}".lower())):
        other_side = (other_side - {"one", "ones"}) | _content(noun[-1])  # "than blue ones": blue balloons
    if _ANAPHOR_SIDE.match(m["side"] or ""):
        subject, other_side = subject | other_side, set()  # "3.8 km less than that on Sunday": than the side told
    own_begin, own_end = _clause_at(text, own.start)
    own_words = _content(text[own_begin:own_end])
    thing = W.ASKED_THING.search(request)
    forms = singulars(thing[1]) if thing is not None else frozenset()
    word = m["word"].lower()
    if forms and not forms & (subject | other_side | own_words):
        return None  # "18 more girls than boys ... 25 boys. How many children?": a whole of both sides; "How many legs"
    if W.WHOLE.search(request) or _BOTH_NAMED.search(request):  # "How many cows and sheep does he have?": both sides
        appositive = (own.end < rel.start and text[:begin].rstrip().endswith(",")  # "62 stamps, 19 more than ..."
                      and not re.search(r"[.!?;]\s", text[own.end:begin]))  # (not "... train. At the second station, 57")
        return _both(i, m, word, subject, other_side, own_words, forms, text[begin:rel.start], appositive,
                     frozenset(_content(text[slice(*_sentence_span(text, own.start, own.end))])))
    own_thing = _content(" ".join(words_after(text, own.end)[:2]))  # "36 blue pens": the adjective and its noun
    named = _content(f"{m['thing'] or ''} {m['after'] or ''}")
    if named and own_thing and not own_thing & (named | other_side):
        return None  # "321 students, and there are 45 more girls than boys": the relation is of other things
    if forms and not forms & own_words and bool(forms & subject) != bool(forms & other_side) and own_thing & other_side:
        asks_subject = bool(forms & subject)  # "7 more cats than dogs. There are 15 dogs. How many cats?"
        asks_other = not asks_subject
    elif not m["side"] and own.end < rel.start and forms & subject and (subject - own_words) & _content(request):
        asks_subject, asks_other = True, False  # "36 blue pens and 4 times as many black pens. How many black pens?"
    else:  # the thing is the same on both sides: who has it ("her brother", "than Eli has")
        asked_words = _content(request) - forms
        asks_subject = bool((subject - own_words - other_side - forms) & asked_words)
        asks_other = bool((other_side - subject - forms) & asked_words)
    if asks_subject == asks_other:
        return None
    if asks_subject and (other_side - forms) and not (other_side - forms) & own_words:
        return None  # "Mia ran 3 miles more than Lucas. Ethan ran 8 miles.": the number is a third one's
    if word == "times":
        op = "mul" if asks_subject else "div"
    else:
        op = "add" if (word in W.MORE) == asks_subject else "sub"
    return (op, (("x", 1 - i), ("x", i)))


def _both(i: int, m: re.Match, word: str, subject: set, other_side: set, own_words: set, forms: frozenset,
          lead: str, appositive: bool = False, own_sentence: frozenset = frozenset()) -> tuple | None:
    """Both sides of a relation asked together ("Tina has 3 times as many books as Ray. Ray has 14 books. How many
    books do they have together?" -> ``14 + (14 * 3)``; "sold 245 apples on Saturday, which was 38 more than it
    sold on Friday. How many on the two days together?" -> ``245 + (245 - 38)``): the told side's own quantity
    and the other side's, from it. The told side is the relation's subject where the relation's clause refers
    back to it ("which was"), else the side whose words only the told quantity's clause has."""
    own, rel = ("x", 1 - i), ("x", i)
    if _ANAPHOR_SIDE.match(m["side"] or ""):
        own_is_subject = False  # "12.6 km on Saturday and 3.8 km less than that on Sunday": than the side told
    elif re.match(r"\s*(?:which|that)\b", lead, re.IGNORECASE) or (not lead.strip() and appositive):
        own_is_subject = True  # "sold 68 umbrellas. That was 49 more than ...", "owns 62 stamps, 19 more than Rosa owns"
    elif not other_side:  # "A bag of potatoes weighs twice as much": as much as the side told before it
        own_is_subject = False
    else:
        # the compared thing's words ("57 fewer people boarded than ...") are both sides'; the told number's clause
        # says whose it is, else its sentence ("At the first station, 238 passengers boarded")
        subject = subject - _content(f"{m['thing'] or ''} {m['after'] or ''}")
        for words in (own_words, own_sentence):
            in_subject = bool((subject - other_side - forms) & words)
            in_other = bool((other_side - subject - forms) & words)
            if in_subject != in_other:
                break
        else:
            return None
        own_is_subject = in_subject
    if word == "times":
        op = "div" if own_is_subject else "mul"
    else:
        op = "sub" if (word in W.MORE) == own_is_subject else "add"
    return ("add", (own, (op, (own, rel))))


_STATE_VERB = re.compile(r"\b(?:costs?|is|was|are|were|weighs?|weighed|measures?|measured)\s+(?:about\s+|only\s+|just\s+)?"
                         r"[$\u00a3\u20ac]?$", re.IGNORECASE)


def _stated_more_or_less(text: str, numbers: list) -> bool:
    """Whether a number is followed by "less" or "fewer" with no "than", or by "more" after a state ("costs", "is",
    "weighs"): "A pen costs 3 dollars less." relates the pen to the book, "On Tuesday he walked 2 km less." Tuesday to
    Monday, where "He got 12 more" tells a change."""
    for n in numbers:
        m = W.RELATION.match(text, n.end)
        if m is None or m["side"] is not None or m["word"].lower() not in ("more", "less", "fewer"):
            continue
        if m["word"].lower() != "more" or _STATE_VERB.search(text, max(0, n.start - 30), n.start):
            return True  # "On Tuesday he walked 2 km less.": "less" and "fewer" always relate; "more" after a state
            # ("A pen costs 3 dollars more."), where "He got 12 more" and "On Tuesday she planted 15 more" tell a change
    return False


def _marks(text: str, numbers: list) -> list[tuple[int, re.Match]]:
    """The numbers a relation follows, with its match: "25 fewer stickers than she does", "9.8 km shorter"; not
    a change ("bought 12 more"), which has no "than" and says more or fewer."""
    out = []
    for i, n in enumerate(numbers):
        m = W.RELATION.match(text, n.end)
        if m is not None and (m["side"] is not None or m["word"].lower() not in ("more", "less", "fewer", "later")):
            # ("37 arrived later in the day": a time, no relation without its "than")
            out.append((i, m))
    return out


# a sentence that opens on an occasion of its own: "In the second game", "On Tuesday", "The next day", "This year"
_OCCASION = re.compile(r"(?:^|(?<=[.!?]\s))(?P<o>(?:(?:in|on|during|at|for)\s+)?(?:the|this|that)?\s*(?:second|next|following|third"
                       r"|last|other|later|final)\s+[a-z]+|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
                       r"|(?:this|last)\s+(?:week|month|year|season|time))\s*,?\s+", re.IGNORECASE)


def _occasion_relation(text: str, numbers: list, request: str) -> tuple | None:
    """A relation to the other number told without "than", on an occasion of its own that the question asks about:
    "Valentina scored 87 points in the first game. In the second game she scored 15 fewer points. How many points did
    she score in the second game?" -> ``87 - 15``. The second number's sentence opens on the occasion, its "15 fewer
    points" follows the same verb as the first's, and the question names that occasion and asks no comparison or
    whole."""
    if len(numbers) != 2 or COMPARISON_ASKED.search(request) or W.WHOLE.search(request):
        return None
    own, rel = numbers
    m = W.RELATION.match(text, rel.end)
    if m is None or m["side"] is not None or m["word"].lower() not in ("more", "less", "fewer"):
        return None
    start, _ = _sentence_span(text, rel.start, rel.end)
    occasion = _OCCASION.match(text, start + len(text[start:rel.start]) - len(text[start:rel.start].lstrip()))
    if occasion is None or occasion.end() > rel.start:
        return None
    words = _content(occasion["o"])
    if not words or not words <= _content(request) or words <= _content(text[:start]):
        return None  # the question asks of another occasion, or the first number's is the same
    if not _sameverb_base(text, own, rel):
        return None  # "she scored 15 fewer": the first number's own verb ("scored 87"), not a change ("bought 12 more")
    return ("add" if m["word"].lower() == "more" else "sub", (("x", 0), ("x", 1)))


def _told_difference(text: str, numbers: list) -> bool:
    """Whether the second number is the difference itself, told with the first's verb: "scored 87 points ... she scored 15
    fewer points"."""
    m = W.RELATION.match(text, numbers[1].end)
    return (m is not None and m["side"] is None and m["word"].lower() in ("more", "less", "fewer")
            and _sameverb_base(text, numbers[0], numbers[1]))


def _sameverb_base(text: str, own, rel) -> bool:
    """Whether the verb right before ``rel`` ("she scored 15 fewer points") is the one right before ``own`` ("scored
    87 points"): the second number relates to the first, told with the same doing."""
    verb = re.search(r"\b([a-z]+)\s+$", text[:rel.start], re.IGNORECASE)
    return verb is not None and bool(re.search(rf"\b{re.escape(verb[1])}\s+{re.escape(own.text)}\b", text[:rel.start],
                                               re.IGNORECASE))


def _sentence_span(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the sentence around ``text[start:end]`` begins and ends (a full stop, "!" or "?")."""
    begin = max(text.rfind(c, 0, start) for c in ".!?") + 1
    return begin, min([i for c in ".!?" if (i := text.find(c, end)) >= 0] or [len(text)])


def _clause_at(text: str, at: int) -> tuple[int, int]:
    """Where the clause around offset ``at`` begins and ends: sentence ends, commas, "and", "but", "which"."""
    breaks = list(W.CLAUSE_BREAK.finditer(text))
    begin = max((b.end() for b in breaks if b.end() <= at), default=0)
    end = min((b.start() for b in breaks if b.start() > at), default=len(text))
    return begin, end


def _content(words: str) -> set[str]:
    """The forms of the words that name someone or something (:func:`occam.asides.singulars`), past the
    function words, pronouns and the verbs of having."""
    out: set[str] = set()
    for w in re.findall(r"[A-Za-z]{2,}", words):
        if w.lower() not in W.NOT_CONTENT:
            out |= singulars(w)
    return out
