"""What a message asks: its last question, else its last sentence (one rule for every check that reads it)."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

# a sentence and what ends it: every match succeeds, so reading a long text is linear (a regex that must end in
# "?" would rescan each sentence from each of its characters); a decimal point ends no sentence
_SENTENCE = re.compile(r"(?:[^.!?\n]|(?<=\d)\.(?=\d)|(?<=\b[MD]r)\.|(?<=\bM[rs]s)\.|(?<=\bMs)\.|(?<=\bProf)\.)*+"
                       r"(?:[!?]+|[.\n])?")  # "what is 5+5??": one question; "if Mr. Abara puts ...?" too
_SENTENCE_BREAK = re.compile(r"(?<=[.!])\s+(?!\d)")


# what may trail a message after its request and ask nothing: emoji, emoticons, a thanks or a laugh ("WHATS 2 TO THE 10TH
# 🔥🔥", "what's 15% of 80 pls :)")
_TRAILING = re.compile(r"(?:[\s\u200d\ufe0f\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF]"
                       r"|(?<=[\s?!.])(?::-?[()DPp]|;-?\)|<3|xD|(?i:pls|plz|please|thx|thanks|ty|lol|lmao|haha+|hehe+)\b[!.]*))+$")


# a question typed without "?" after a comma that ends the story before it: ", how much will that be", ", how many
# degrees do I drop it" (no number of its own)
_COMMA_QUESTION = re.compile(r"[,;\u2014\u2013-]\s*((?:so\s+|and\s+|then\s+)?(?:how\s+(?:many|much|long|far)|what(?:'s|\u2019s|s)?"
                             r"\s+(?:is|will|would|does|do|did|was|are)?\b)[^\d,;]*?)[.!]?\s*$", re.IGNORECASE)


def without_trailing(text: str) -> str:
    """``text`` less what trails its request and asks nothing (:data:`_TRAILING`): a prefix of it, so a number's
    position in one is its position in the other."""
    return _TRAILING.sub("", text)


# a number said after the question that no calculation takes: a clock time or an hour ("Service at 7:30.", "on shift
# til 10"), a numbered thing ("Table 12 wants them", "Job 4419."), the asker's age ("im 15", "for a 15 yr old")
_ASIDE_NUMBER = re.compile(r"\b(?:at|til|till|until|by|before|after|around|from)\s+\d{1,2}(?::\d\d)?(?:\s*(?:am|pm|a\.m\.|p\.m\."
                           r"|o['\u2019]clock|sharp))?\b(?!\s*(?:[a-z]*\s+)?(?:to|-|and)\s+\d)(?!\s*(?:%|\u00b0|(?:degrees?|deg|percent|kg|km|mph"
                           r"|m|metres?|meters?|miles?|dollars?|pounds?|euros?|each|per)\b))|\b\d{1,2}:\d\d\b"
                           r"|\b(?:i['\u2019]?m|im|i\s+am|aged?)\s+\d{1,2}\b(?!\s*(?:%|(?:minutes?|mins?|hours?|hrs?|days?|weeks?|km|miles?"
                           r"|kg|lbs?|pounds?|dollars?|euros?|percent|points?|cm|m|ft|feet|inches|short|behind|ahead|away"
                           r"|off|out|down|up|over|under|late|early)\b))|\b\d{1,2}[\s-]*(?:yrs?|years?)[\s-]+old\b"
                           r"|\b(?:table|job|bay|row|stall|room|gate|pier|dock|lane|order|invoice|ticket|bike|van|truck|locker"
                           r"|desk|platform|flat|apt|ref|size|no\.?|number)\s*#?\d+\b|#\d+\b"
                           r"|\b(?:founded|built|established|opened|started|born|since)\s+(?:in\s+)?1\d{3}\b", re.IGNORECASE)


_QUESTION_WORD = re.compile(r"\b(?:how\s+(?:much|many|far|long)|what(?:'s|s)?\s+(?:is|are|was|the)|whats|wats)\b", re.IGNORECASE)
_SENTENCE_STOP = re.compile(r"[.!]+(?=\s|$)")


def aside_start(text: str) -> int:
    """Where what ``text`` says after its last question starts, where every number there is an aside
    (:data:`_ASIDE_NUMBER`: "How many tables does that cover? Service at 7:30.", or a year that dates what is told:
    "It was built in 1742"); ``len(text)`` where there is none, or where a number after the question may be a quantity
    ("the whole trip is 900 km btw", a number written as a word): then the readers read none. Typed with no "?", the
    question is the sentence of its last question word ("how much more do i need. im 15 btw")."""
    from .notation import is_year  # (notation reads this module's asked)
    from .numbers import find_numbers

    at = text.rfind("?")
    if at < 0:
        words = list(_QUESTION_WORD.finditer(text))
        stop = _SENTENCE_STOP.search(text, words[-1].end()) if words else None
        if stop is None:
            return len(text)
        at = stop.end() - 1
    rest = text[at + 1:]
    if not _DIGIT.search(rest):
        return len(text)
    left = _ASIDE_NUMBER.sub(lambda m: " " * len(m[0]), rest)  # the same length: places kept
    if any(not n.text[:1].isdigit() or not is_year(text, at + 1 + n.start, at + 1 + n.end) for n in find_numbers(left)):
        return len(text)
    return at + 1


def without_asides_after(text: str) -> str:
    """``text`` with its aside after the question (:func:`aside_start`) blanked: the same length, so every number keeps
    its place."""
    at = aside_start(text)
    return text[:at] + " " * (len(text) - at)


def last_question(text: str) -> str | None:
    """The last sentence of ``text`` that ends in "?", or None."""
    questions = [s for s in _SENTENCE.findall(text) if s.endswith("?")]
    return questions[-1] if questions else None


# two numbers with an operation written between them: "18 times 24", "9.75 plus 14.6", "1,000 / 8"
_OPERATION = re.compile(r"\d(?:[\d,]*\d)?(?:\.\d+)?\s*(?:times|x|\u00d7|\*|plus|\+|minus|divided\s+by|multiplied\s+by|/|\u00f7)"
                        r"\s*[$\u20ac\u00a3]?\d", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
# an emoji that ends a clause before the question, typed with no stop: "... blew up 🎉 how many do i have now"
_EMOJI_BREAK = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF][\ufe0f\u200d\U0001F3FB-\U0001F3FF]*\s+"
                          r"(?=(?:so\s+|and\s+|but\s+)?(?:how\s+(?:many|much|far|long|heavy|tall|big|old|fast)|what(?:'s|\u2019s|s)?)\b)", re.IGNORECASE)
# a question after a dash, the story before it in the same sentence: "Lena weighed 71.3 kg in January and 66.8 kg in
# June \u2014 how much did she lose?" (no digit after the dash: "What is 5 \u2014 sorry, 6 \u2014 times 3?" is one question)
# an operation named before the dash: the question after it asks its value ("13.5 divided by 0.75 \u2014 what's that?")
_NAMED = re.compile(r"\b(?:plus|minus|times|multipl\w*|divid\w*|add\w*|subtract\w*|take\s+away|reduc\w*|increas\w*"
                    r"|decreas\w*|sum|product|difference|quotient|squared?|cubed?|root|power|log\w*)\b|[+*/\u00d7\u00f7^=]",
                    re.IGNORECASE)
# a condition after a question written first: "How many points in the second half if they scored 38 ...?"
CONDITION_AFTER = re.compile(r"\s(?:if|when|given\s+that)\s", re.IGNORECASE)
_CONDITION_FIRST = re.compile(r"\b(?:if|after|when|once|given|assuming|suppose|since|because|while|before|until)\b", re.IGNORECASE)
_DASH_QUESTION = re.compile(r"(?:\s[\u2014\u2013-]+\s+|,\s*)((?:so\s+|and\s+|then\s+)?(?:how|what|which)\b[^\d\u2014\u2013,]*\?)$",
                            re.IGNORECASE)  # (after a comma too: "I worked 38 hours this week, what did I make?")
# a word after which "how much" is the sentence's own, not a question run on: "6 times eleven is how much", "so I know
# how much extra I'm paying"
_EMBEDS = re.compile(r"\b(?:is|was|are|were|be|know|knows|me|us|wonder|wondering|see|out|sure|understand|tell|ask|asking"
                     r"|show|calculate|about|idea|or)\s*$", re.IGNORECASE)  # ("... and how many do i have now": a question run on)
# a question run on after the story with no stop between, typed as people chat: "i had 1,250 followers and gained 348
# this week how many do i have now": the question from its question word, where the story before it writes a number
# and the question none
_RUN_ON_QUESTION = re.compile(r"(?<=[a-z%])\s+((?:so\s+)?how\s+(?:many|much)\b[^\d.!?]*\??)\s*$", re.IGNORECASE)
# a last sentence that asks its own question or makes its own request, typed without "?": "I need 14 times 3 boxes.
# what colour should they be", "Sure, 5 times 4 is a classic. tell me a joke about it" (an aside begun "also" or
# "btw" is no request of its own)
_ASKS_ITSELF = re.compile(r"\W*(?:(?:please|pls|now|then|ok(?:ay)?)\W+)?(?:what|which|how|who|whom|whose|where|when|why|should"
                          r"|shall|is|are|was|were|will|would|can|could|do|does|did|have|has|tell|give|write|show|explain"
                          r"|list|name|describe|suggest|recommend|help|make|draw|translate|summari[sz]e|count|repeat|say"
                          r"|compose|create|find|check)\b", re.IGNORECASE)

# a question that asks for what was told before it, in no words of its own: "Could you tell me?", "Can you work it out?"
_BARE_REQUEST = re.compile(r"\W*(?:(?:so|and|please)\W+)?(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:tell\s+me|help(?:\s+me)?"
                           r"|work\s+(?:it|that)\s+out|figure\s+(?:it|that)\s+out|do\s+(?:it|that)|solve\s+(?:it|that)"
                           r"|calculate\s+(?:it|that))(?:\s+(?:the\s+answer|what\s+it\s+is|please|for\s+me))*\W*$", re.IGNORECASE)


# a letter's sign-off, a name maybe after it: "Yours faithfully,\nMargaret", "Regards, D. Okafor", "Many thanks!"
_SIGN_OFF = re.compile(r"(?:^|(?<=[.!?\n]))\s*(?i:yours\s+(?:faithfully|sincerely|truly)|(?:kind|best|warm|warmest|many)\s+"
                       r"(?:regards|wishes|thanks)|regards|best|thanks(?:\s+(?:so\s+much|a\s+lot|in\s+advance))?"
                       r"|thank\s+you(?:\s+(?:so\s+much|very\s+much|in\s+advance))?|cheers|sincerely|respectfully|ta)\s*[,.!]*"
                       r"(?:\s+[A-Z][A-Za-z.'\u2019-]*(?:\s+[A-Z][A-Za-z.'\u2019-]*){0,3})?\s*$")


@lru_cache(maxsize=256)  # every reader asks it of the same text: one reading
def asked(text: str) -> str:
    """What ``text`` asks (:func:`_asked_sentence`), from its question word where the question runs on after the
    story with no stop between (``_RUN_ON_QUESTION``)."""
    sentence = _asked_sentence(text)
    run_on = _RUN_ON_QUESTION.search(sentence)
    if (run_on is not None and _DIGIT.search(sentence, 0, run_on.start()) and not _CONDITION_FIRST.search(sentence)
            and not _EMBEDS.search(sentence, 0, run_on.start())):
        return run_on[1]
    return sentence


def _asked_sentence(text: str) -> str:
    """What ``text`` asks: its last question (:func:`last_question`), else its last sentence (typed
    without a question mark: "which is smaller: 0.7 or 0.65"), unless that writes no digit and the one sentence
    before it that writes an operation between two numbers is the request ("I'm knitting a blanket and need to
    know 18 times 24 stitches. also do you have a favourite yarn colour haha")."""
    off = _SIGN_OFF.search(text)
    if off is not None and off.start() > 0 and _DIGIT.search(text, 0, off.start()):
        text = text[:off.start()]  # "... the quotient of 7,344 and 24.\n\nYours faithfully,\nMargaret": the letter's request
    breaks = list(_EMOJI_BREAK.finditer(text))
    if breaks and _DIGIT.search(text, 0, breaks[-1].start()):
        return _asked_sentence(text[breaks[-1].end():])  # "gained 347 after my reel blew up 🎉 how many do i have now"
    last = last_question(text)
    if last is not None and not _DIGIT.search(last) and _BARE_REQUEST.match(last):
        # "My son asked me what 47 times 38 is and I honestly blanked. Could you tell me?": the sentence that writes the
        # operation is what is asked
        stated = [x for x in _SENTENCE_BREAK.split(text.strip()) if _OPERATION.search(x)]
        if len(stated) == 1:
            return stated[0]
    if last is not None:
        dash = _DASH_QUESTION.search(last)
        if (dash is not None and _DIGIT.search(last, 0, dash.start()) and not _NAMED.search(last, 0, dash.start())
                and not (last[dash.start()] == "," and _CONDITION_FIRST.search(last, 0, dash.start()))):
            return last[dash.start(1):]  # (a condition before a comma is the question's own: "If 9 are sold, how ...?")
        return last
    sentences = _SENTENCE_BREAK.split(text.strip())
    if len(sentences) > 1 and not _DIGIT.search(sentences[-1]) and not _ASKS_ITSELF.match(sentences[-1]):
        stated = [s for s in sentences[:-1] if _OPERATION.search(s)]
        if len(stated) == 1:
            return stated[0]
    clause = _COMMA_QUESTION.search(sentences[-1])
    if (clause is not None and _DIGIT.search(sentences[-1], 0, clause.start()) and not _NAMED.search(clause[1])
            and not _NAMED.search(sentences[-1], 0, clause.start())):  # "250 g times 6, how many grams is that": one request
        return clause[1]  # "bananas are $0.29 each and I need 14, how much will that be": the question after the comma
    return sentences[-1]


def told(text: str) -> str:
    """What ``text`` tells before or around what it asks (:func:`asked`): the rest of it."""
    return text.replace(asked(text), " ", 1)


def story_numbers(text: str, find: Callable[[str], list], count: int | tuple[int, ...],
                  limit: int = 400) -> tuple[str, int, list] | None:
    """The question of a short ``text`` (at most ``limit`` characters), where it starts (after a story), and the numbers
    ``find`` reads in ``text``: ``count`` of them (or one of the counts given), all positive, the question's own
    among them; else None. The common opening of the readers of a story of so many numbers."""
    if len(text) > limit:
        return None
    request = asked(text)
    at = text.rfind(request)
    numbers = find(text)
    if at <= 0 or len(numbers) not in ((count,) if isinstance(count, int) else count) or any(not n.value > 0 for n in numbers):
        return None
    return request, at, numbers


def numbers_told(text: str, find: Callable[[str], list], count: int, limit: int = 400) -> tuple[str, int, list] | None:
    """:func:`story_numbers`, all of them told before the question; else None."""
    told = story_numbers(text, find, count, limit)
    return None if told is None or any(n.start >= told[1] for n in told[2]) else told
