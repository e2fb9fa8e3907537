"""The one operation a question names in words over the two numbers it writes: "What is the difference between
90210.5 and 12345.25?" -> ``90210.5 - 12345.25``, "Earl Grey is cute! Now, what's 6.25 times 16?" -> ``6.25 * 16``.

The decoders read such questions, and their switch fires where the reply is to write the number. Where it does not
fire at the reply's start (the model opens with prose: "The difference between 90210.5 and 12345.25 lies in"), the
question's own words still settle the one step (:func:`occam.readings.reading`, ``named``, and its order,
:func:`occam.readings.ordered`), and the plan may write it like a story's (``AbstentionConfig.plan_min_switch``).
The question must write exactly its two numbers, none a notation or a year (:func:`occam.notation.quantities`),
and the rest of the message none: a story's numbers are the story readers' business.
"""
from __future__ import annotations

import re

from .abstention import HOW_MANY_FIT, unwritten_number
from .notation import quantities
from .numbers import find_numbers
from .questions import asked
from .readings import ordered, reading
from .story_plans import Plan


# the word before each number: a name's ("Python 2.7", "iPhone 14", "Windows 10", "room 214", "version 3") makes
# it no number to compute with; a capitalised word may only be one that starts a request ("Add 5 and 3")
_NAME_BEFORE = re.compile(r"(?:\b(?!(?:What|Whats|What's|Add|Adding|Subtract|Multiply|Divide|Take|Calculate|Compute|Find"
                          r"|Is|How|Now|And|Then|Also|Please|Can|Could|Would|Tell|Give|Work|Figure|So|Ok|Okay|Hey|Hi"
                          r"|Thanks|Quick|Next|If|Double|Sum|Product|Difference|Quotient|Split|Break|Share|Cut|Remove|Tack"
                          r"|Knock|Mult|Times|Plus|Minus|Halve|Triple|Do)\b)[A-Z][A-Za-z]*"
                          r"|\b(?:version|v|model|chapter|room|bus|flight|route|number|no|apartment|apt|page|level|grade"
                          r"|year|class|season|episode|iphone|windows|python|ios|android|gen|generation|series|mark|mk|ps"
                          r"|xbox|gate|platform|track|exit|highway|lane|floor|suite|unit|lot|section|row|seat|order"
                          r"|ticket|invoice|id|code|pin|zip|area|channel|station|vol|volume|part|step|phase|stage|day"
                          r"|week|month|verse|psalm|act|scene|article|rule|law|item|question|problem|exercise"
                          r"|number)\.?)\s*#?$")
# a number read in part ("seven and a third", "seven and a bit", "2 1/2") or a name's ("5G", "4K"); "seven and a half"
# is one number (occam.numbers)
_PART_OF_A_NAME = re.compile(r"[A-Za-z]|\s+and\s+an?\s+(?:half|quarter|third|bit|little|few)|\s+\d+/\d+|/\d", re.IGNORECASE)
_UNKNOWN_ASKED = re.compile(r"\W*(?:what|which)\s+number\s+(?:[a-z]+\s+){1,3}?[-\u2212]?\d[\d.,]*\s+(?:is|equals?|gives?"
                            r"|makes?|results?\s+in)\b", re.IGNORECASE)
# ("where does that leave me", "where do i land": the result asked, no place)
_NOT_ARITHMETIC = re.compile(r"\b(?:mean|means|meaning|symboli[sz]e|represent|stand\s+for|version|versions|model|models"
                             r"|release|why|who|which|when|where(?!\s+(?:does|do|did|will|would)\s+(?:that|this|it)\s+(?:leave|put|get|land))|verse|chapter|psalm|bible|song|movie|film|book|season|story|stories|poem|joke"
                             r"|episode|vs\.?|versus|explain|explanation|how\s+to|steps?|show\s+me\s+how|by\s+hand|teach|method"
                             r"|algorithm|code|python|javascript|function|program|script|excel|spreadsheet|formula"
                             r"|estimate|roughly|approximately|about|round|rounded|rounding|nearest|remainder|binary|hex|hexadecimal|octal|roman"
                             r"|base|modulo|mod)\b", re.IGNORECASE)

# a guess told after the question: "what's 1.2 divided by 0.04? My head says 3 but that feels wrong", "I got 31?"
_GUESS = re.compile(r"\s*(?:[a-z]+[,!.]?\s+){0,2}?(?:my\s+(?:head|brain|gut|calculator|guess|answer|mate|friend|kid|son|daughter)"
                    r"\s+(?:says?|said|got|gets|thinks?|thought)|i\s+(?:think|thought|got|get|guess|guessed|reckon|figured|keep\s+getting"
                    r"|came\s+up\s+with|make\s+it)|is\s+it|isn'?t\s+it|should\s+it\s+be)\b(?:\s+(?:it'?s|it\s+is|that\s+it'?s))?"
                    r"\s*(?:about\s+|around\s+)?[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?(?![\d,.]*\s*(?:[-+*/x\u00d7\u00f7^]|times|plus|minus"
                    r"|divided|over)\s*\d)[^\d]*$", re.IGNORECASE)


# a comparison of two things the question itself measures: "How much heavier is a 34.2 kg suitcase than a 23 kg
# one?", "How many more pages does a 384-page novel have than a 219-page one?"
_COMPARED = re.compile(r"^\W*how\s+(?:much|many)\s+(?:more|heavier|taller|longer|older|bigger|larger|higher|wider|deeper"
                       r"|farther|further|faster)\b(?:\s+[a-z]+)?\s+(?:is|are|was|were|does|do|did)\s+(?P<a>(?:an?\s+|the\s+)?"
                       r"[$\u00a3\u20ac]?\d[\d,.]*[\s-]*[a-z]+(?:\s+[a-z]+)?)(?:\s+(?:have|weigh|cost|measure))?\s+than\s+"
                       r"(?P<b>(?:an?\s+|the\s+|his\s+|her\s+|my\s+|their\s+|its\s+)?[$\u00a3\u20ac]?\d[\d,.]*[\s-]*[a-z]+)(?:\s+(?:one|ones))?\W*$", re.IGNORECASE)


# a question answered yes or no: "Is -3 less than -2?", "Are 7 and 9 both odd?", "Does 12 divide 60?"
_YES_NO = re.compile(r"^\W*(?:is|are|was|were)\b.*\b(?:(?:less|more|greater|bigger|smaller|larger|higher|lower)\s+than|equal\s+to"
                     r"|the\s+same\s+as|divisible|prime|even|odd)\b", re.IGNORECASE)


# the clause of a one-sentence question before its question words: "tack 63 onto 918, " of "... what do u end up with?"
_C = r"(?:[^.!?]|(?<=\d)\.(?=\d))"  # a character of one sentence (a decimal point is none's end: "0.85")
_LEAD = re.compile(rf"(?:^|(?<=[.!?]\s)){_C}*?\d{_C}*,\s*$|(?:^|(?<=[.!?]\s))(?:if|when)\b{_C}*\d{_C}*,?\s*$", re.IGNORECASE)


_SIGN_BETWEEN = re.compile(r"\s*([-+*/x\u00d7\u00f7\u2212])\s*", re.IGNORECASE)
# a bare request of one written operation, only chatter after it: "random q whats 17 x 23 thx" (the switch, trained on
# such requests, may not fire past the chatter before it: "I'm sorry ...")
_ASKS_WRITTEN = re.compile(r"(?:^|\b)(?:what'?s|whats|wats|wots|what\s+is|calc(?:ulate)?|compute|work\s+out|how\s+much\s+is)"
                           r"\s*[$\u00a3\u20ac]?$", re.IGNORECASE)
_ONLY_CHATTER = re.compile(r"(?:\s*(?:thx|thanks|thank\s+you|ty|pls|plz|please|cheers|mate|lol|then|again|exactly"
                           r"|for\s+me|4\s+me|real\s+quick|quickly|[?!.,:;)]|[\u2600-\u27bf\U0001f300-\U0001faff]))*\s*",
                           re.IGNORECASE)
_SIGNS = {"+": "add", "-": "sub", "\u2212": "sub", "*": "mul", "x": "mul", "\u00d7": "mul", "/": "div", "\u00f7": "div"}


# the two numbers told before the question, named as two: "the product of the two", "add those two", "both numbers"
_THE_TWO = re.compile(r"\b(?:the|those|these)\s+two\b(?!\s+[a-z]+s\b(?<!numbers))|\bboth\s+(?:of\s+them|numbers)\b",
                      re.IGNORECASE)


def named_step(text: str) -> Plan | None:
    """``a op b`` for the operation the question of ``text`` names over its two numbers, or None. A question that
    follows its operation in one sentence ("tack 63 onto 918, what do u end up with?", "if i remove 275 from 640,
    what's left over") is that whole sentence."""
    request = asked(text)
    at = text.rfind(request)
    worded = text  # the text whose question names the operation
    if at > 0 and not find_numbers(request) and (lead := _LEAD.search(text[:at])) is not None:
        worded = text[:lead.start()] + re.sub(r"^\s*(?:if|when)\s+", "", lead[0]).rstrip(" ,") + "?"
        request, at = text[lead.start():at] + request, lead.start()  # ("tack 63 onto 918?" names the sum)
    numbers = quantities(text)
    guess = []  # "... 0.04? My head says 3 but that feels wrong": their guess, no operand (set apart, as a distractor)
    if at >= 0 and _GUESS.match(text, at + len(request)):
        guess = [n for n in numbers if n.start >= at + len(request)]
        numbers = [n for n in numbers if n.start < at + len(request)]

    if (at > 0 and _THE_TWO.search(request) and not quantities(request) and len(numbers) == 2
            and all(n.end <= at for n in numbers)):
        # "I've got 63 and 47 written down here. What's the product of the two?": the two told, read as the question's
        worded = _THE_TWO.sub(f"{numbers[0].text} and {numbers[1].text}", request, count=1)
        request, at = text, 0

    def step(tree: tuple) -> Plan:  # the step over the question's two numbers, the guess set apart
        return Plan(tree, tuple(numbers + guess), "step", "", apart=frozenset(range(2, 2 + len(guess))))
    if at < 0 or len(numbers) != 2 or any(n.start < at or n.end > at + len(request) for n in numbers):
        return None
    if _NOT_ARITHMETIC.search(request) or unwritten_number(request) or _YES_NO.match(request):
        return None  # "Is -3 less than -2?": a yes or a no, no number
    if _UNKNOWN_ASKED.match(request):
        return None  # "What number plus 7 is 20?": an unknown whose result is told (occam.number_puzzles.asked_puzzle)
    compared = _COMPARED.search(request)
    if compared is not None:  # "How much heavier is a 34.2 kg suitcase than a 23 kg one?": the larger less the other
        a, b = numbers
        if any(_PART_OF_A_NAME.match(text, n.end) for n in numbers):
            return None  # "a 5G signal than a 4G one": names
        if not (compared.start("a") <= a.start - at < compared.end("a") and compared.start("b") <= b.start - at
                < compared.end("b")) or a.value < b.value:
            return None
        return step(("sub", (("x", 0), ("x", 1))))
    fit = HOW_MANY_FIT.search(request)  # "how many 15s fit into 345?": "15s" is a plural of 15, no name
    if any(_NAME_BEFORE.search(text, max(0, n.start - 40), n.start) or (
            _PART_OF_A_NAME.match(text, n.end) and not (fit and n.start == at + fit.start("a")))
           or (n.start > 0 and text[n.start - 1].isalpha()) for n in numbers):  # "abc123 plus 45": a code
        return None  # "What is the difference between Python 2.7 and 3.12?": names, not numbers to compute with
    read = reading(worded)
    sign = _SIGN_BETWEEN.fullmatch(text, numbers[0].end, numbers[1].start)
    lead = _ASKS_WRITTEN.search(text, 0, numbers[0].start) if sign is not None else None
    bare = (lead is not None and _ONLY_CHATTER.fullmatch(text, numbers[1].end) is not None
            # chatter around it ("random q", "thx"): the switch was trained on the bare request, which stays theirs
            and (re.search(r"[A-Za-z]", text[:lead.start()]) or re.search(r"[^\s?!.]", text[numbers[1].end:]))
            and not (sign[0] in "-/" and re.fullmatch(r"[12]\d{3}", numbers[0].text)))  # "whats 2024-12": a month
    if (read is None or read.by != "named") and sign is not None and (len(find_numbers(text)) > 2 or bare):
        # "wats 12 x 15 4 me": the one operation written between the two numbers, beside a number that is none (the
        # decoders read the latest numbers, and "4 me" is the last of them); "random q whats 17 x 23 thx": a bare
        # request of it
        op = _SIGNS[sign[1].lower()]
        if op == "sub" and numbers[0].value < numbers[1].value:
            return None
        result = step((op, (("x", 0), ("x", 1))))
        return result if result.value is not None else None
    if read is None or read.by != "named" or read.op not in ("add", "sub", "mul", "div"):
        return None
    order = (_subtraction(request, text, numbers, at) if read.op == "sub"
             else ordered(read, numbers[0].value, numbers[1].value, worded))
    if order is None:
        return None
    result = step((read.op, (("x", order[0]), ("x", order[1]))))
    return result if result.value is not None else None


def _subtraction(request: str, text: str, numbers: list, at: int) -> tuple[int, int] | None:
    """The order of a subtraction the words write: "A minus B", "A - B", "subtract B from A", "B less than A",
    "take B away from A" are ``A - B`` and must not come out negative (a negative answer is the decoders' and the
    checks' to write); "the difference between A and B" is the larger less the smaller. None for other words."""
    a, b = numbers
    between = text[a.end:b.start]
    if re.fullmatch(r"\s*(?:and)\s*", between) and re.search(r"\bdifference\s+(?:between|of)\s+[$\u00a3\u20ac]?$",
                                                             text[:a.start], re.IGNORECASE):
        return (0, 1) if a.value >= b.value else (1, 0)
    if re.fullmatch(r"\s*(?:[a-z]{1,3}\s+)?(?:minus|-|\u2212|take\s+away|less)\s*[$\u00a3\u20ac]?", between, re.IGNORECASE):
        first = (0, 1)  # "412 km less 187.5 km"
    elif re.fullmatch(r"\s*,?\s*and\s+(?:then\s+)?subtract\s*", between, re.IGNORECASE) and re.search(
            r"\btake\s+$", text[:a.start], re.IGNORECASE):
        first = (0, 1)  # "Take 12,040 and subtract 3,875 from it."
    elif re.fullmatch(r"\s*away\s+from\s*[$\u00a3\u20ac]?", between, re.IGNORECASE) and re.search(
            r"\b(?:take|takes|took|taking)\s+$", text[:a.start], re.IGNORECASE):
        first = (1, 0)  # "take nineteen away from 200", "if i took 9.75 away from 40"
    elif re.fullmatch(r"\s*from\s*[$\u00a3\u20ac]?", between) and re.search(
            r"\b(?:subtract|take|deduct|remove|knock|shave|cut|drop|minus)\s+(?:off\s+|away\s+)?[$\u00a3\u20ac]?$", text[:a.start],
            re.IGNORECASE):
        first = (1, 0)  # "subtract 8 from 50", "remove 275 from 640"
    elif re.fullmatch(r"\s*off\s+(?:of\s+)?[$\u00a3\u20ac]?", between, re.IGNORECASE) and re.search(
            r"\b(?:knock|shave|chop|lop|take)\w*\s+[$\u00a3\u20ac]?$", text[:a.start], re.IGNORECASE):
        first = (1, 0)  # "shave 45 off of 1000", "knock 30 off 250"
    elif re.fullmatch(r"\s*(?:(?:less|fewer)\s+than|(?:short|shy)\s+of)\s*[$\u00a3\u20ac]?", between, re.IGNORECASE):
        first = (1, 0)  # "3 less than 20", "15 short of 240"
    elif re.fullmatch(r"\s*(?:is|are)\s*[$\u00a3\u20ac]?", between, re.IGNORECASE) and re.search(
            r"\bhow\s+(?:far|much)\s+(?:short|shy)\s+of\s+[$\u00a3\u20ac]?$", text[:a.start], re.IGNORECASE):
        first = (0, 1)  # "how far short of 140 is 62?"
    else:
        return None
    values = (a.value, b.value)
    return first if values[first[0]] - values[first[1]] >= 0 else None
