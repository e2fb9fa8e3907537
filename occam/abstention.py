"""When OccamNet declines a step the switch gave it (DESIGN.md §8: precision before coverage).

A green number must be exact. The switch says *whether* the next token is arithmetic; the decoders say
*which* function of the latest numbers it is. Each can be wrong with confidence on wording it was never
trained on, so a fired step passes these checks before OccamNet writes anything; when one fails, the
step records why (``Step.abstention``) and the LLM writes the token:

``invalid``
    The function has no valid value on these inputs (sqrt of a negative, log of 0, division by zero,
    overflow) or needs more numbers than the text has.
``after_invalid``
    Earlier in this reply OccamNet had no valid value: the question has none, and what the LLM writes
    next (``the square root of -9 is ...``) is no new question. OccamNet stays silent for the reply
    (it used to fire again with another function: ``cos(-9)``, ``7 - 0``).
``declined_inputs``
    OccamNet already declined these very inputs in this reply.
``notation``
    A number the function reads is part of a notation, not a quantity (:func:`in_notation`): a clock
    time ("6:15", "10:30 am", "7 pm"), a date ("2024-03-05", "5/12/2023", "12.03.2024"), a version or
    dotted code ("3.11.4", "10.0.0.1", "v1.2", "v2") or a ratio or score written with a colon ("3:1").
    The number parser reads "6:15" as 6 and 15: "Set an alarm for 6:15 am" was answered ``6 - 15 = -9``.
    A number named as an identifier is one too ("order number is 48213-77", "ID: 20931", "zip 94103",
    "flight 857", "room 12": "MY ORDER NUMBER IS 48213-77" was answered ``48213 - 77``).
    Two parts are arithmetic ("12/4", "10-20", "2.5" are a division, a subtraction and a decimal), a
    colon between two digits never is ("10:2" is read as a ratio). An ordinal ("the 5th floor"), a day
    of a month ("On 3 May") and an age where the question asks none ("Lily, who is 9 years old, has 34
    shells") are the textbook's distractors: no quantity of the story's arithmetic.
``unsure``
    The chosen function's probability is below ``min_prob``, or below ``story_min_prob`` where the
    question's own words point to the function's one operation (:func:`words_agree`: two readers
    agree, ``story_cues``) or name it (:func:`names_agree`, ``named_cues``: "Divide that by 27." was
    declined at probability 0.93, "mutliply 19 and 23 for me" at 0.95, "Evaluate the natural logarithm
    of 0.5." at 0.74, each the right function).
``closed_question``
    The question is a yes/no or a choice ("Is 2.45 greater than 2.5?", "Which is bigger, 9.11 or 9.9?",
    "Is 91 prime?", "Does 7 * 8 equal 56?": its last question begins with is, are, does, did, which ...
    and has no how or what, :func:`closed_question`; typed without "?", its last sentence): its answer
    is a word or one of its numbers, not a function's value ("Is 2.45 greater than 2.5?" was answered
    ``2.45 + 2.5 = 4.95``, "which is smaller: 0.7 or 0.65" ``0.7 - 0.65``).
``operation_words``
    The question's own words ask for another of the four operations than the function applies
    (:func:`worded_operations`, read in its last question): "how many more", "how much less" and "the
    difference" ask for a subtraction; "in total", "altogether", "in all", "combined", "the sum" for a
    sum or a product; "each", "per", "apiece" for a division (a share or a rate: "How much food is that
    per day?"); "left", "remains", "what change" for a subtraction, unless something is shared or
    grouped (there what is left is a remainder). The decoders read one-step word problems with the wrong
    operation and probability ~1: "How many more did it lend in July?" was answered with the sum, "A 5.4
    kg bag lasts 9 days. How much is that per day?" with ``9 * 5.4``. A question whose words ask for no
    operation, or for two that contradict each other, is checked by the others alone or declined,
    respectively.
``inverse_relation``
    (``relations``) Answering from the question alone, the question's words can name the opposite of
    the operation it needs (:func:`inverse_relation`): a statement relates two quantities ("Mike has 17
    fewer stickers than Dan", "a baker used 35, which is 12 fewer than on Saturday", "her brother is 4
    years older", "3 times as many as Ben"), or the question asks for a start ("How much did he have at
    first?"). These are the textbook's hardest one-step problems (compare and start-unknown problems,
    whose words and operation disagree about half of the time); with ``stories`` off, the decoders
    answered "12 fewer than ... How many on Saturday?" with ``35 - 12`` and "at first" with the
    difference, at probability ~1, on the calibration word problems.
``unstated_operation``
    (``stories``) Answering from the question alone, the question is a story (two sentences or more,
    or nine words or more) that states no operation: no operator, no operation's name (plus, times,
    difference ...), no operation words (:func:`worded_operations`), no named function
    (:func:`story_problem`). Which operation such a problem needs is the decoders' own reading of the
    story; on the calibration, held-out and dev conversations together they read it right 13 times in
    18 ("A printer prints 35 pages a minute. How many minutes to print 1,225 pages?" was answered
    ``1,225 * 35``, "A phone costs 699 and is discounted by 120. What's the new price?" ``699 + 120``),
    where every question stating its operation was answered right. The two-layer word-problem network
    is where these go. A story whose own words point to the function's one operation is not declined
    so (``story_cues``: :func:`occam.story_cues.story_cue`, a second reader of the story by its
    verbs of gain and loss, its rates and its wholes and parts: "buys 27 more", "flew away", "24 pencils in
    each box ... in 15 boxes", "bags of 6 ... How many bags?", "The bill for 4 nights was 538. How much
    per night?"), and needs probability ``story_min_prob`` only. On 170
    one-step stories written apart from the project (``eval_sets/heldout/stories_dev.json``) the
    decoders alone were wrong on 14 of the 78 first-token functions the other checks let through;
    with both readers, 57 stories got OccamNet's number (23 before), none wrong. On two reporting
    splits (300 stories) 94 did (43 before); the three wrong numbers found there are the cues'
    exceptions now (README, "One-step stories: a second reader"; since 2026-11-27 they read more kinds of
    story: README, "More one-step stories").
``negative``
    The function's value is negative, and the question (the last user message) writes no negative
    number and no subtraction of a number from a smaller one before it ("5 - 8", "5 minus 8",
    :func:`unsigned_question`). People asking for a difference, a remainder or a change mean a
    quantity: "Find the difference of 73 and 128" was answered ``73 - 128 = -55``, "take away 38 from
    205" ``38 - 205`` and "now subtract 3.1 from 9.75" ``3.1 - 9.75``, each with probability ~1. A
    question whose answer really is below zero and says so only in words ("5 degrees, then it fell 8")
    goes to the LLM.
``earlier_turn``
    The function reads a number from an earlier turn of the conversation: the question being answered
    is the last one, so its numbers are in the last user message or in this reply. One earlier number
    is the question's own (``follow_ups``): the last number of the message just before it, where the
    question refers back to a result ("And what is that times 3?", "Divide that by 5.", "ok add 39 to
    it", "multiply the result by 4", :func:`refers_back`). On hand-written follow-ups the decoders read
    "that" as the previous answer and computed the right number every time, which this check used to
    decline.
``unused_numbers``
    Answering from the question alone (no input from the reply), the function leaves a number of the
    question unused (a number in a notation and a year that dates the story, :func:`is_year`, need
    not be used: "In 2021 a library lent 1,320 books in June and 1,575 in July", nor a told number that
    the question writes again, :func:`written_again`: "charges $1,175 a month ... What's 1175 times
    12?"): a problem of more steps or operands than one function of the latest numbers (``39 games, 6
    broken, 26.35 each``), a percentage or a distractor. The LLM may write the steps, and OccamNet may
    then compute each one from the reply's numbers (unless ``at_start``).
``untold_side``
    A question that compares two sides the story does not both tell (:func:`occam.comparisons.sides_told`): "A school
    has 420 students. 215 of them are girls. How many more girls than boys are there?" was answered ``420 - 215``
    (the boys; the question asks 215 - 205), "It sold 38 of them. How many more shirts were left than were sold?"
    ``96 - 38``. Part of ``stories``.
``plan_differs``
    At the reply's start, a function of the decoders whose value differs from the plan that the readers of the
    question's words give (:mod:`occam.plan_readers`, ``plans`` and ``plan_agrees``): "A number increased by 7 is 25.
    What is the number?" reads ``25 - 7``, the decoders wrote ``25 + 7`` with a sure switch. The plan is written
    instead (``occam.generation.Generation.planned``). The readers' plans were checked right on every held-out
    file (``python -m occam.tools.plan_check``); the decoders read one operation of the latest numbers.
``unwritten_number``
    Answering from the question alone, the question asks for a number it does not write: "double",
    "twice", "triple", "half", "a quarter", "a dozen", a percentage ("12%", "84 percent": the 100).
    OccamNet reads written numbers only, so a function of the written ones is not the answer ("Double
    23 and add 7" read ``23 + 7``, "12% of 2,500" read ``12 / 2,500``). So does a question that
    measures in two units of one kind (:func:`mixed_units`): "1.25 litres every minute ... in 3 hours"
    needs the 60 that the text does not write, "3 km every morning ... in 2 weeks" the 7. The two-layer word-problem data
    makes the same stories switch negatives.
``unnamed``
    The function applies sqrt, pow, log, exp, sin or cos, and the question (the last user message and
    the reply so far) does not name it (``Primitive.cue``: "square root", "ln", "e^", "sine" ...).
    The decoders picked ``exp(4)`` for "What is pi times 4?", ``sqrt(91)`` for "Is 91 prime?" and
    ``exp(11)`` for "eleven squared", each with probability ~1; a named function is only ever asked for
    by its name. The four arithmetic operations have too many wordings to check this way.
``misnamed``
    The question (the last user message) names sqrt, pow, log, exp, sin or cos (:func:`named_primitives`)
    and the function applies none of them (:func:`misnamed_primitives`): the mirror of ``unnamed``.
    So does a question that names operations of + - * / by their names or verbs ("add", "take away",
    "multiply", "the quotient of") where the function applies another (:func:`misnamed_operations`):
    "ADD THREE HUNDRED TO SIX HUNDRED FIFTY" was answered with the product; the decoders read capitals
    poorly.
    "What is 99999999 ^ 99999?" was answered with the product ``99999999 * 99999``. "squared" and
    "cubed" name ``x * x`` and ``x * x * x`` too. The steps of the reply's own working after a named
    function (``sqrt(16) = 4, and 4 + 3 = ...``) are left to the LLM as well: precision before coverage.
``mid_reply``
    With ``at_start``, OccamNet answers the question at the start of the reply and nowhere else. The
    paper's Llama 3 8B writes its own working and calls OccamNet for each step; a model that cannot
    (SmolLM2-135M) gives OccamNet prose, years and its own wrong steps to compute on. On the
    calibration conversations every right OccamNet number of the SmolLM2 checkpoint came at the first
    assistant token, and 22 of its 40 wrong ones later in the reply.

    With ``restated`` too, the answer may also come at the end of a first sentence that only restates a
    question stating its operation (:func:`restates`: "12 * 34 =" or "What is 52 times 7?" answered
    "52 times 7 is"): the LLM often starts so, and the numbers it has written are the question's. Such
    an answer must use every number of the question (by value) and it ends the reply.

Where a check declines the decoders' function for its *operation* (``unsure``, ``unnamed``, ``misnamed``,
``operation_words``, ``unstated_operation``, ``negative``: :data:`REREADABLE`) and the question's own words
choose one operation and its order over the same two numbers (``rereads``, :mod:`occam.readings`: "now
divide that by 2" after 134, read ``134 - 2`` with probability 1.0; "Paint costs £18.40 per litre ...
needs 6 litres" read ``18.40 / 6``), OccamNet computes that function instead, and it passes every other
check at any probability: the words chose it, the decoders chose when and which numbers.

A checkpoint carries the configuration calibrated for it (``OccamLLMConfig.abstention``, chosen on
held-out conversations with ``occam evaluate --sweep``); :class:`AbstentionConfig` ``()`` is the
uncalibrated default.

``AbstentionConfig.paper()`` switches every check off but ``invalid``: the paper's behaviour (the
switch threshold alone decides).
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal, Protocol, Sequence

from .questions import CONDITION_AFTER, asked as _asked, last_question as _last_question, without_trailing
from .notation import in_notation, is_year  # noqa: F401 (part of this module's interface: the notation check)
from .numbers import CURRENCY as _CURRENCY, find_numbers, inside_a_worded_number
from .primitives import CUBED_WORD, SQUARED_WORD, SQUARED_WORDS
from .story_cues import (StoryCue, compared_with_the_rest, fraction_of_a_whole, meter_read, some_went, story_cue,
                         story_quantities, to_go_told)
from .story_words import COMPARISON_ASKED, END_STATE, HALF, NOT_A_SIDE, TIMES_COUNTED

Reason = Literal["invalid", "after_invalid", "declined_inputs", "notation", "mid_reply", "unsure", "unnamed",
                 "misnamed", "closed_question", "operation_words", "inverse_relation", "unstated_operation",
                 "not_as_written", "negative", "earlier_turn", "unused_numbers", "unwritten_number", "plan_differs",
                 "untold_side"]
REASONS: tuple[Reason, ...] = ("invalid", "after_invalid", "declined_inputs", "notation", "mid_reply", "unsure",
                               "unnamed", "misnamed", "closed_question", "operation_words", "inverse_relation",
                               "unstated_operation", "not_as_written", "negative", "earlier_turn", "unused_numbers", "unwritten_number",
                               "plan_differs", "untold_side")
# declines of the decoders' operation, not of the step or its numbers: the question's words may choose it instead
# (AbstentionConfig.rereads, occam.readings)
REREADABLE: frozenset[Reason] = frozenset({"unsure", "unnamed", "misnamed", "operation_words", "unstated_operation",
                                           "negative"})
# words for a number the text does not write (the question then needs a constant OccamNet cannot read);
# "double-check", "half-time", "the first half" (of a match or a season: a time), "this quarter", "for the quarter" (of a year: a
# time; "per quarter" still counts four to a year), "88 quarters" (coins counted, and "How many quarters ...?" of them) and the like are not
UNWRITTEN = re.compile(r"\b(?:double[ds]?(?![\s-]+(?:check|click|tap|room|bed|decker|quote|space|standard|agent"
                       r"|digits?|edged|take|dutch|entendre|espresso|shift|glazed|cream|parked))|doubling|twice|triple[ds]?|tripling|thrice|halve[ds]?"
                       r"|" + HALF + r"(?!\s+(?:time|term|marathons?)\b)|(?<!this\s)(?<!last\s)(?<!next\s)(?<!first\s)(?<!second\s)(?<!third\s)(?<!fourth\s)(?<!final\s)(?<!the\s)(?<!\d\s)quarters?|dozens?"
                       r"|percent|per cent|percentage|consecutive|round[\s-]trips?|(?<!\d\s)weekdays?|fortnight)\b(?!-)|\d\s?%"
                       # a fraction ("one third of the shirts"), a span of days ("from Monday to Friday"), there
                       # and back, and one more than the friends counted ("between Gabriel and his 4 friends")
                       r"|\b(?:one|two|three|a)[\s-]+(?:thirds?|fourths?|fifths?|sixths?|eighths?|tenths?)\b(?![\s-]+(?:grade|graders?|floor|place"
                       r"|time|year|day|round|period|class|inning|game|row|street|stop|lap|try|attempt|member|child|son|daughter)\b)"
                       r"|\bfrom\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:to|through|till|until)\s+\w+day\b"
                       r"|\b(?:there|to\s+(?:the\s+|her\s+|his\s+|their\s+|my\s+|our\s+|your\s+)?\w+)\s+and\s+back\b|\bfor\s+a\s+(?:week|month|year)\b"
                       r"|\bthe\s+same\s+(?:fare|amount|distance|price|way|route|path)\s+(?:for\s+the\s+(?:ride|trip|journey|way)\s+)?(?:home|back)\b"
                       r"|\b(?:home|back)\s+the\s+same\s+(?:way|route|path|distance)\b"  # "walks home the same way": there and back
                       r"|\b(?:and|with)\s+(?:his|her|their|my|our)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)"
                       r"\s+(?:friends|brothers|sisters|cousins|classmates|children|kids|siblings|teammates|colleagues)\b",
                       re.IGNORECASE)


# "squared", "cubed", "the square of", "to the third power" name x * x and x * x * x as well as pow
# (misnamed_primitives)
_SQUARED = re.compile(rf"\b(?:{SQUARED_WORDS}|(?:square|cube)\s+of|to\s+the\s+(?:second|third|2nd|3rd)\s+power)\b",
                      re.IGNORECASE)


class _Ref(Protocol):  # occam.generation.NumberRef
    value: float
    source: str
    message: int | None
    start: int
    end: int


@dataclass(frozen=True)
class AbstentionConfig:
    """Which checks run before an OccamNet number is written (see the module docstring)."""

    min_prob: float = 0.0  # "unsure" below this probability of the chosen function
    current_turn: bool = True  # "earlier_turn"
    whole_question: bool = True  # "unused_numbers"
    once: bool = True  # "after_invalid" and "declined_inputs"
    at_start: bool = False  # "mid_reply"
    named: bool = True  # "unnamed"
    quantities: bool = True  # "notation"
    as_named: bool = True  # "misnamed"
    restated: bool = True  # with at_start: an answer after a first sentence that restates the question
    open_questions: bool = True  # "closed_question"
    signs: bool = True  # "negative"
    operation_words: bool = True  # "operation_words"
    relations: bool = True  # "inverse_relation"
    stories: bool = True  # "unstated_operation"
    # "not_as_written": the function is not the expression the question writes (as_written); for a
    # network of several operations (two layers), whose functions can combine a few numbers in ways
    # the question never asks for ("(500 * 500) + (500 - 500)" for "What is HTTP 500?")
    as_written: bool = False
    # "not_as_written" for every network, where the question writes one expression of at least one
    # operation (written_expression_differs): "WHAT IS 456 PLUS 789" was answered 789 * 456
    written: bool = True
    # with current_turn: the previous message's last number is the question's own when the question
    # refers back to it ("that", "it", "the result": refers_back)
    follow_ups: bool = True
    # a one-operation function of the question's numbers that the story's own words point to as well
    # (occam.story_cues.story_cue: two readers agree) is no "unstated_operation", and needs
    # probability story_min_prob rather than min_prob (the lower of the two); a difference the story points
    # to and the decoders wrote in the wrong order is turned (occam.generation.Generation.turned)
    story_cues: bool = True
    story_min_prob: float = 0.5
    # a one-operation function that the question names by name or verb as its one operation ("Divide that
    # by 27." div, "mutliply 19 and 23" mul, "the natural logarithm of 0.5" log: names_agree), or a function
    # that is exactly the expression the question writes ("15.5 L - 4.25 L": written_agree), needs
    # probability story_min_prob rather than min_prob too: the question's words and the decoders agree
    named_cues: bool = True
    # where a check on the decoders' operation declines their function (REREADABLE) and the question's words
    # choose one operation and its order over the same two numbers (occam.readings), OccamNet computes that
    # function instead; it passes every other check, at any probability (the words chose it, not the decoders)
    rereads: bool = True
    # at the start of a reply to a word problem of three or four numbers whose words the story reader accounts
    # for in full (occam.story_plans: "had 39 games, 6 weren't working, sells the working ones for 26.35
    # each" -> (39 - 6) * 26.35), a network of several operations computes that expression where the fired
    # function was declined; like a reread it passes every other check at any probability. A story of two
    # quantities, its other numbers set apart, gets the one step its words point to (occam.one_step)
    plans: bool = True
    # at the reply's start, where no network's switch fires but the first's is above this, a story's plan that
    # the words account for in full still writes (the switch read "Grace bought a dress for 34.99 and shoes for
    # 49.95. She paid with 100 dollars. How much change did she get?" at 0.20, "Sam bought 4 notebooks at $2.75
    # each and paid with a $20 bill. How much change did he get?" at 0.01: the switch was trained on one
    # operation); 0.0: always; 1.0: only a fired switch asks for a plan
    plan_min_switch: float = 0.0
    # "plan_differs": with plans, a function of the decoders whose value is not the value of the plan the
    # question's words give (occam.plan_readers: "A number increased by 7 is 25" reads 25 - 7, the decoders wrote
    # 25 + 7); the plan is written instead
    plan_agrees: bool = True
    # at the reply's start, an OccamNet number that reads every number of the question is the whole answer where
    # the stop head is above this (below the generation's stop_threshold): "ok so 7.25 hours x 22 shifts" -> 159.5
    # read 0.30, and the LLM went on "1.25 hours * 22 shifts = 32.25 ..." to a wrong last number; 1.0: the stop
    # threshold alone
    whole_answer_stop: float = 0.2
    # with plans, the learned plan ranker's second opinion on a story (occam.plan_ranker): the readers' one plan
    # that it puts below its veto_below is contested (no number), and where no reader has a plan its best tree at
    # fill_at or above is the plan; its best tree at confirm_at or above confirms the decoders' one operation of the
    # same value, as a story's cue does (story_cues); fill_at and confirm_at are off in the shipped ranker
    plan_ranker: bool = True

    def __post_init__(self) -> None:
        for name in ("min_prob", "story_min_prob", "plan_min_switch", "whole_answer_stop"):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0.0 <= v <= 1.0:
                raise ValueError(f"{name} must be in [0, 1], got {v!r}")
        for name in ("current_turn", "whole_question", "once", "at_start", "named", "quantities", "as_named",
                     "restated", "open_questions", "signs", "operation_words", "relations", "stories", "as_written",
                     "written", "follow_ups", "story_cues", "named_cues", "rereads", "plans", "plan_ranker"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false, got {getattr(self, name)!r}")

    @classmethod
    def paper(cls) -> "AbstentionConfig":
        """The paper's system: only an invalid result keeps OccamNet from writing."""
        return cls(min_prob=0.0, current_turn=False, whole_question=False, once=False, at_start=False, named=False,
                   quantities=False, as_named=False, restated=False, open_questions=False, signs=False,
                   operation_words=False, relations=False, stories=False, as_written=False, written=False,
                   follow_ups=False, story_cues=False, named_cues=False, rereads=False, plans=False,
                   plan_agrees=False, whole_answer_stop=1.0, plan_ranker=False)


def _key(ref: _Ref) -> tuple:
    return ref.source, ref.message, ref.start


def _read_keys(used: Sequence[_Ref], question_numbers: Sequence[_Ref]) -> set[tuple]:
    """The keys of the numbers a function reads, and of the question's numbers inside the words of an implied one it
    reads: "Julia and her 2 sisters" (3) reads the 2."""
    words = [r for r in used if r.source == "implied"]
    inside = {_key(q) for q in question_numbers
              if any(w.message == q.message and w.start <= q.start < w.end for w in words)}
    return {_key(r) for r in used} | inside


def _reads_each_once(used: Sequence[_Ref], question_numbers: Sequence[_Ref], referred: _Ref | None) -> bool:
    """Whether a function reads no number more often than the question writes it (with the earlier
    result it refers back to), by value: a reply that restates the question ("52 times 7 is") writes
    each number again, and the function may read either copy; "180 - 180" for "minus 180?" reads the one
    180 twice (a number left unused is ``unused_numbers``' business)."""
    asked = Counter(r.value for r in question_numbers)
    if referred is not None:
        asked[referred.value] += 1
    return not Counter(r.value for r in used) - asked


@dataclass
class AbstentionState:
    """What one reply has seen so far (held by its generation)."""

    invalid_seen: bool = False
    declined: set[tuple] = field(default_factory=set)  # input keys OccamNet declined

    def record(self, used: Sequence[_Ref], reason: Reason | None) -> None:
        if reason is None:
            return
        if reason in ("invalid", "after_invalid"):
            self.invalid_seen = True
        self.declined.add(tuple(_key(r) for r in used))


def decide(config: AbstentionConfig, state: AbstentionState, *, valid: bool, prob: float, used: Sequence[_Ref],
           question: int, question_numbers: Sequence[_Ref], reply_started: bool = False,
           unnamed: bool = False, unwritten: bool = False, notation: bool = False,
           misnamed: bool = False, restating: bool = False, closed: bool = False,
           negative: bool = False, worded_otherwise: bool = False, relation: bool = False,
           story: bool = False, not_written: bool = False, referred: _Ref | None = None,
           confirmed: bool = False, named_agree: bool = False, read: bool = False,
           plan_differs: bool = False, untold_side: bool = False, carried: Sequence[_Ref] = ()) -> Reason | None:
    """Why OccamNet should decline this fired step, or None to let it write.

    ``valid``: the function has a value; ``prob``: its probability; ``used``: the input numbers it
    reads; ``question``: the index of the last user message; ``question_numbers``: every number of
    that message; ``reply_started``: the reply already has text; ``unnamed``: the function applies a
    named function (:func:`unnamed_primitives`) that the question does not name; ``unwritten``: the
    question asks for a number it does not write (:func:`unwritten_number`); ``notation``: a number of
    ``used`` is part of a notation that is not a quantity (:func:`in_notation`); ``misnamed``: the
    question names a named function and the function applies none of those it names
    (:func:`misnamed_primitives`); ``restating``: the reply so far only restates the question
    (:func:`restates`); ``closed``: the question is a yes/no or a choice (:func:`closed_question`);
    ``negative``: the value is below zero and the question is unsigned (:func:`unsigned_question`);
    ``worded_otherwise``: the question's words ask for another operation (:func:`worded_operations`);
    ``relation``: the question's words may name the opposite operation (:func:`inverse_relation`);
    ``story``: the question is a story that states no operation (:func:`story_problem`);
    ``not_written``: the function is not the expression the question writes (:func:`not_as_written`,
    :func:`written_expression_differs`); ``referred``: the earlier number the question refers back to
    (:func:`referred_number`), read as the question's own with ``follow_ups``; ``confirmed``: the
    function is the one operation the question's words point to (:func:`words_agree`), which with
    ``story_cues`` lets a function of the question's numbers answer a story that states no operation,
    at ``story_min_prob``; ``named_agree``: the function applies the one operation the question names
    (:func:`names_agree`), which with ``named_cues`` needs ``story_min_prob`` as well; ``read``: the
    question's words chose the function, not the decoders (:mod:`occam.readings`): no probability is asked;
    ``carried``: earlier numbers the question asks again with one of its own ("and of 289?" after "square root of
    196?" carries nothing; "1,500 instead of 1,200" carries 475: :mod:`occam.redos`), read as the question's own.
    The first failing check, in the order of :data:`REASONS`, is returned."""
    if config.once and state.invalid_seen:
        return "after_invalid"
    if not valid:
        return "invalid"
    if config.once and tuple(_key(r) for r in used) in state.declined:
        return "declined_inputs"
    if config.quantities and notation:
        return "notation"
    restated = config.at_start and config.restated and reply_started and restating
    if config.at_start and reply_started and not restated:
        return "mid_reply"
    if restated and not _reads_each_once(used, question_numbers, referred if config.follow_ups else None):
        return "mid_reply"  # "minus 180?" -> the reply "180 - 180 =": the restatement is no computation asked
    from_question = bool(used) and all(r.source in ("prompt", "implied") for r in used)  # "implied": a word's
    agreed = config.story_cues and confirmed and from_question  # two readers of the story agree
    named = config.named_cues and named_agree  # the question names the one operation the decoders chose
    if not read and prob < (min(config.min_prob, config.story_min_prob) if agreed or named else config.min_prob):
        return "unsure"
    if config.named and unnamed:
        return "unnamed"
    if config.as_named and misnamed:
        return "misnamed"
    if config.open_questions and closed:
        return "closed_question"
    if config.operation_words and worded_otherwise:
        return "operation_words"
    if config.relations and relation and (from_question or restated):  # "Rosa has 36 - 4 =" restates no relation
        return "inverse_relation"
    if config.stories and story and from_question and not agreed and not read:
        return "unstated_operation"  # (a read function's operation is the one the words state)
    if config.stories and untold_side and from_question and not read:
        return "untold_side"  # "215 of them are girls. How many more girls than boys?": 420 - 215 are the boys
    if (config.as_written or config.written) and not_written:
        return "not_as_written"
    if config.signs and negative:
        return "negative"
    own = _key(referred) if config.follow_ups and referred is not None else None
    if own is not None and len(question_numbers) <= 1:  # "add 48 to that": the result is one of its two numbers
        question_numbers = [*question_numbers, referred]
    kept = {_key(r) for r in carried} if config.follow_ups else set()
    if config.current_turn and any(r.source == "prompt" and r.message != question and _key(r) != own
                                   and _key(r) not in kept for r in used):
        return "earlier_turn"
    if config.whole_question and from_question:
        if {_key(r) for r in question_numbers} - _read_keys(used, question_numbers):
            return "unused_numbers"
        if unwritten:
            return "unwritten_number"
    if restated:  # the reply's numbers are the question's: the same rules, by value
        if {r.value for r in question_numbers} - {r.value for r in used}:
            return "unused_numbers"
        if unwritten:
            return "unwritten_number"
    if config.plans and config.plan_agrees and plan_differs:
        return "plan_differs"  # the question's words give another value (occam.plan_readers); the plan writes
    return None


# a unit after a number of a written expression ("15.5 km + 8.75 km", "6 m x 4 m", "12.5 kg - 3.75 kg")
_UNIT_WORD = (r"(?:k?m|cm|mm|kg|g|mg|lbs?|oz|l|ml|km/h|mph|h|hrs?|hours?|mins?|minutes?|s|secs?|seconds?|days?"
              r"|weeks?|ft|dollars?|euros?|pounds?|cents?)\b")
_UNIT_AFTER = re.compile(rf"[ \t]*{_UNIT_WORD}", re.IGNORECASE)
_TIMES_X = re.compile(rf"\s*[x\u00d7](?=\s*[{_CURRENCY}]?\s*[-\d])", re.IGNORECASE)  # "14.75 x 3": a product
# a question that states an operation of + - * /: an operator between numbers, or its name (the
# named functions are found by their cues, named_primitives)
# an operator after a number, a unit maybe between, before the next: "$14.75 x 3", "125 ml × 14", "$612.40 - $187.95"
_OPERATOR_AFTER = rf"\d\s*(?:{_UNIT_WORD}\s*)?(?P<op>[-+*/×÷−]|x(?=\s*[{_CURRENCY}]?\s*\d))\s*[{_CURRENCY}]?\s*"
_STATED_OPERATION = re.compile(
    _OPERATOR_AFTER + r"[-(\d]"
    r"|\b(?:plus|minus|times|multipl(?:y|ies|ied|ying)|divid(?:e|es|ed|ing)|"
    r"add(?:s|ed|ing)?|sum|subtract(?:s|ed|ing)?|difference|product|quotient|less|deduct(?:s|ed|ing)?)\b"
    rf"|\b(?:tak(?:e|es|ing)|took)\s+(?:[{_CURRENCY}]?[\d.,]+\s+(?:[a-z]+\s+)?)?away\b"  # "Take 15.8 away from"
    r"|\d\s+(?:split|divided|shared|cut)\s+(?:up\s+)?(?:into|in)\s+\d[\d,]*\s+(?:equal\s+)?(?:parts|pieces|groups|shares"
    r"|portions)\b"
    r"|\bby\s+a\s+factor\s+of\b|(?<=\d\s)(?:increased|raised|decreased|reduced|lowered)\s+by(?=\s+\d)"
    rf"|\b(?:increase|raise|decrease|reduce|lower)\s+[{_CURRENCY}]?\d[\d.,]*\s+by\s+[{_CURRENCY}]?\d"  # "Increase 2,096 by 385"
    rf"|\bcombin\w*\s+[{_CURRENCY}]?\d[\d.,]*\s+(?:with|and)\s+[{_CURRENCY}]?\d",  # "combine 2750 with 4125"
    re.IGNORECASE)  # "2,048 split into 16 equal parts", "scale 7.5 up by a factor of 12"
# an operator written between two numbers (:data:`_OPERATOR_AFTER`), the second unsigned
_SIGN_BETWEEN = re.compile(_OPERATOR_AFTER + r"[(\d]", re.IGNORECASE)
_NAME_BETWEEN = re.compile(rf"\d\s*(?:plus|minus|times|divided\s+by|multiplied\s+by)\s*[{_CURRENCY}]?\s*\d", re.IGNORECASE)
_SIGN_OPS = {"+": "add", "-": "sub", "\u2212": "sub", "*": "mul", "x": "mul", "X": "mul", "\u00d7": "mul", "/": "div",
             "\u00f7": "div"}


def _signed_operations(text: str) -> set[str]:
    """The operations of the operators written between numbers in ``text`` (:data:`_SIGN_BETWEEN`)."""
    return {_SIGN_OPS[m["op"]] for m in _SIGN_BETWEEN.finditer(text) if m["op"] in _SIGN_OPS}


# closed_question: a question that begins so asks yes/no or for a choice, unless it asks how or what
_CLOSED = re.compile(r"(?:is|are|was|were|does|do|did|which|whose|isn't|aren't|doesn't|don't)\b", re.IGNORECASE)
_OPEN = re.compile(r"\b(?:how|what|what's|whats)\b", re.IGNORECASE)
# a question between two courses: "..., is 128 GB of storage enough or should I get 256 GB?"
_ALTERNATIVE = re.compile(r"\bor\s+(?:should|shall|would|will|do|does|did|is|are|was|were|can|could|must|am)\s+"
                          r"(?:i|we|you|it|they|he|she|there|that|this)\b", re.IGNORECASE)
# words that lead into a question ("quick check: which is bigger, 0.45 or 0.405?", "ok so, is 7 prime?")
_LEAD_IN = re.compile(r"^(?:(?!(?:which|what|how|is|are|was|were|does|do|did|whose|can|could)\b)[^?:\d]{0,25}:\s*"
                      r"|(?:ok(?:ay)?|so|hey|hi|hmm+|um+|btw|and|but|also|oh|well|quick\s+question)\b[,!.]?\s+)+",
                      re.IGNORECASE)
# a question that asks how to do something ("How do I connect ...?"): with no number of its own, no amount asked
_HOW_TO = re.compile(r"how\s+(?:do|can|could|should|would|does|did)\s+(?:i|you|we|one|they|he|she|my|our)\b(?!\s+"
                     r"(?:many|much)\b)|how\s+to\b", re.IGNORECASE)
# a request to count, list, repeat or spell numbers asks for them, not for a function of them
_RECITE = re.compile(r"(?:(?:please|can\s+you|could\s+you)\s+)?(?:count|list|repeat|spell|recite|echo(?!\s+\$\(\())\b",
                     re.IGNORECASE)


def states_operation(text: str) -> bool:
    """Whether ``text`` states an operation: an operator between numbers, the name of one of + - * /
    (plus, times, subtracts ...) or a named function (:func:`named_primitives`)."""
    return bool(_STATED_OPERATION.search(text)) or bool(named_primitives(text))


# a question that refers back to an earlier result: "that", "it", "this", "the result", "the answer" ...
_BACK = re.compile(r"\b(?:that|it|its|this|(?:the|your)\s+(?:(?:last|previous)\s+)?(?:result|answer|total|sum|product"
                   r"|difference|quotient|number))\b"
                   r"(?!\s*(?:is|was|'s|’s)\b)", re.IGNORECASE)


# a message that is only an operation and its second operand continues the previous result: "minus 180?",
# "times 3 please", "and x 4" (a bare sign is a signed number: "-5?"; "over 50?" asks more than 50 as often)
_ELLIPTICAL = re.compile(r"^\W*(?:(?:and|now|ok(?:ay)?|then|so|thx|thanks)\W+)*(?:plus|minus|times|multiplied\s+by|divided\s+by"
                         r"|divide\s+by|multiply\s+by"
                         rf"|add|subtract|take\s+away|take\s+off|knock\s+off|[x*/\u00d7\u00f7])\s*(?:another\s+)?[{_CURRENCY}]?\s*\d[\d.,]*"
                         r"(?:\s+more)?\s*(?:please|pls|plz|thanks|thx)?\W*$", re.IGNORECASE)


def refers_back(text: str) -> bool:
    """Whether ``text`` refers back to an earlier result: "And what is that times 3?", "Divide that by
    5.", "ok add 39 to it", "Now multiply the result by 4." ("that is", "it's" and the like are no
    reference to a number), or is only an operation and its second operand ("minus 180?", "times 3
    please": the first is the previous result)."""
    return _BACK.search(text) is not None or _ELLIPTICAL.match(text) is not None


# a result further back than the last one: "go back to the first result", "the original number", "the one before that"
_NOT_THE_LAST = re.compile(r"\b(?:first|original|earlier|initial|starting|previous\s+previous)\s+(?:result|answer|number|one|total"
                           r"|value|calculation|figure)\b|\b(?:the\s+)?(?:one|result|answer|number)\s+before\s+(?:that|this|it|last)\b"
                           r"|\bgo(?:ing)?\s+back\s+to\b", re.IGNORECASE)
QUIET_CHARS = 80  # a message this short without a number ("ok", "Anything else?") may stand between a result and its follow-up


def referred_number(numbers: Sequence[_Ref], question: int, text: str, contents: Sequence[str] = (),
                    refers: bool | None = None) -> _Ref | None:
    """The number a follow-up question (``text``, message ``question``) refers back to: the last of
    ``numbers`` in the message just before it, or None when the question does not refer back
    (:func:`refers_back`) or that message writes no number. Where the messages just before it write no number and
    are short (``contents``: every message's text; "ok" / "Anything else I can help with?"), the last number of
    the assistant's answer before them ("0.6 + 0.9 = 1.5." ... "natural log of the answer you just gave"): at most
    two such messages, and only an answer two messages further back. ``refers``: whether the question refers back, where
    the caller knows it better than :func:`refers_back` ("if we bag those in 2s how many bags": ``occam.follow_ups``)."""
    if question < 1 or not (refers_back(text) if refers is None else refers) or _NOT_THE_LAST.search(text):
        return None  # ("go back to the first result": not the last answer; which one is no sure read)
    for back in range(3 if contents else 1):
        m = question - 1 - back
        if m < 0:
            return None
        before = [n for n in numbers if n.source == "prompt" and n.message == m]
        if before:
            return before[-1] if back % 2 == 0 else None
        if contents and len(contents[m]) > QUIET_CHARS:
            return None
    return None



# a meaning asked, not an amount: "what does 24/7 mean?", "What is 9/11 known for?"
_MEANING = re.compile(r"^\W*what\s+(?:does|do|did)\b[^?]*\b(?:mean|means|stand\s+for|refer\s+to)\b"
                      r"|\bwhat\s+is\s+the\s+meaning\s+of\b|^\W*what(?:'s|\u2019s|\s+is|\s+was)\s+[^?]*\b(?:famous|known)\s+for\b",
                      re.IGNORECASE)


# a request to explain or describe, and code in the message: what it does is asked, no number of it
_EXPLAIN = re.compile(r"\W*(?:(?:can|could)\s+(?:you|u)\s+)?(?:pls\s+|please\s+)?(?:explain|describe|walk\s+me\s+through)\b",
                      re.IGNORECASE)
_CODE = re.compile(r"\bfor\s+\w+\s+in\b|\brange\(|\bdef\s+\w+\(|\bprint\(|\blambda\b|\breturn\b|\bimport\s+\w"
                   r"|\b[a-z_]\w*\s*=\s*[\[{(]|\bconsole\.log\(|\bwhile\s*\(|;\s*$|==|\+=|\bint\(|\blen\(")


def closed_question(text: str) -> bool:
    """Whether the last question of ``text`` (a sentence ending in "?") asks yes/no or for a choice:
    it begins with is, are, was, were, does, do, did, which, whose (or their negations), or offers another course
    ("..., is 128 GB enough or should I get 256 GB?"), and has no "how" or "what". "Is 2.45 greater than 2.5?" and "Which is bigger, 9.11 or 9.9?" are closed;
    "What is 2.45 + 2.5?", "Is 7 * 8 what?"... no: "Do you know what 12 times 4 is?" and a text
    without a question ("12 * 4 =") are not. A text without "?" is read by its last sentence ("which is
    smaller: 0.7 or 0.65"). A request to count, list, repeat or spell numbers is closed too: it asks for
    them, not for a function of them ("COUNT FROM 10 DOWN TO 1." was answered ``10 / 1``). Words that lead
    into the question ("quick check:", "ok so,") are passed over, and a question that asks how to do something
    and writes no number ("How do I connect a smart TV to wifi?") is closed too."""
    last = _LEAD_IN.sub("", _asked(text).strip().lstrip("\"'(*-").strip())  # "quick check: which is bigger ...?"
    if _HOW_TO.match(last) and not find_numbers(last):
        return True  # "How do I connect a smart TV to wifi?" after "The wifi code is 7731-4420": no amount asked
    if _MEANING.search(last):
        return True  # "what does 24/7 mean?", "what's 4/20 famous for?": a meaning asked, no amount
    if (_EXPLAIN.match(last) or _EXPLAIN.match(text)) and _CODE.search(text):
        return True  # "explain this line: x = [n**2 for n in range(5)]": code explained, no amount asked
    return bool(_CLOSED.match(last)) and not _OPEN.search(last) or offers_a_choice(last) or bool(_RECITE.match(last))


def offers_a_choice(question: str) -> bool:
    """Whether ``question`` asks which of two courses to take, and no how or what: "..., is 128 GB of storage enough
    or should I get 256 GB?" (no amount asked: :func:`closed_question`, ``occam.plan_readers.asks_an_amount``)."""
    return bool(_ALTERNATIVE.search(question)) and not _OPEN.search(question)


# words of a question that ask for one of the four operations (worded_operations); "per cent" is no rate
_LEFT = re.compile(r"\b(?:left(?!\s+(?:on\s+(?:for|all|overnight|standby|\d)|running|switched\s+on|plugged\s+in|idling|idle"
                   r"|unattended)\b)|remain(?:s|ing)?)\b|\bstill\s+(?:on|in|at|inside|aboard|on\s+board|there|here)\b",
                   re.IGNORECASE)  # "How many tons are still on the ship?": what stayed
_OPERATION_WORDS: tuple[tuple[re.Pattern, frozenset[str]], ...] = (
    (re.compile(r"\bhow\s+(?:many|much)\s+(?:\w+\s+)?(?:more|fewer|less|longer|shorter|taller|older|younger|heavier"
                r"|lighter|further|farther|greater|bigger|larger|smaller|higher|lower|cheaper|dearer|faster|slower"
                r"|deeper|wider|warmer|colder|hotter)\b|\bdifference\b|\b(?:winning|losing)\s+margin\b"
                r"|\bhow\s+far\s+apart\s+(?:are|is)\s+(?=[-\u2212]?\d)"  # "How far apart are 1,009 and 6,000 on the number line?"
                # (of two numbers written: of two places, a sum or a difference)
                r"|\bhow\s+much\s+(?:am\s+i|are\s+we|are\s+you|is\s+(?:she|he))\s+saving\b"  # "how much am I saving??"
                r"|\b(?:surplus|shortfall|deficit|profit|loss)\b",  # what came in less what went out
                re.IGNORECASE), frozenset({"sub"})),
    (re.compile(r"\b(?:in\s+total|total|altogether|in\s+all|combined|sum|together)\b", re.IGNORECASE),
     frozenset({"add", "mul"})),
    (re.compile(r"\b(?:each|apiece|per(?!\s*cent))\b", re.IGNORECASE), frozenset({"div"})),
    # what is left after taking some away (the textbook's separate, result unknown): "How many does she have
    # left?", "How much rope remains?", "What change should I get?"; not a remainder ("left over")
    (re.compile(r"(?:" + _LEFT.pattern + r")(?!\s*over)|\b(?:what(?:'s|\u2019s|s)?|how\s+much)\s+(?:is\s+|was\s+|will\s+be\s+)?(?:my\s+|the\s+|her\s+|his\s+|our\s+)?change\b|\bhow\s+(?:many|much)\s+(?:[a-z]+\s+)?(?:more\s+)?"
                r"(?:are\s+|is\s+)?(?:still\s+)?(?:left\s+)?to\s+go\b", re.IGNORECASE), frozenset({"sub"})),  # "how many pages to go"
)
# sharing or grouping: what is "left" there is a division's remainder, not a difference
_GROUPING = re.compile(r"\b(?:each|per|every|equally|shared?|groups?|bags?|box(?:es)?|cartons?|packs?|packets?|rows?"
                       r"|teams?|batch(?:es)?|leftovers?|remainder)\b|\bof\s+\d", re.IGNORECASE)
_ARITHMETIC = frozenset({"add", "sub", "mul", "div"})
# a rate a question tells, not asks for: "if each notebook costs 1.25", "at 3.20 each", "2.4 m per section"
_TOLD_RATE = re.compile(r"\b(?:each|every)\s+[a-z]+\s+(?:costs?|is|are|weighs?|has|holds?|contains?|takes?|measures?)"
                        rf"\s+[{_CURRENCY}]?\s?\d|\d[\d.,]*\s*(?:[a-z]+\s+)?(?:each|apiece|per\s+[a-z]+)\b",
                        re.IGNORECASE)
_PER_ASKED = re.compile(r"\b(?:per|each|every|a|an)\s+(day|week|month|year|hour|minute|night|trip|shift|lap|run)\b",
                        re.IGNORECASE)  # "How many km does it cover per day?"
# a multiple of another quantity ("3 times as many books as Ray", "rides 3 times as far"): with a total
# asked, the answer is that multiple plus the quantity, two operations
_TIMES_AS = re.compile(r"\btimes\s+(?:as|more\s+than)\b", re.IGNORECASE)
# a count of repeats, no product: "launched 27 times last year and 34 times this year"
_REPEAT_TIMES = re.compile(r"(?<=\d\s)times(?=\s+(?:last|this|next|that|a|an|per|each|every|in|on|during|over|so\s+far"
                           r"|today|yesterday|already|before|after|since|and)\b|\s*[,.;!?])", re.IGNORECASE)


def worded_operations(text: str) -> frozenset[str] | None:
    """The operations of + - * / that the last question of ``text`` (its last sentence ending in "?",
    else its last sentence) asks for in words, or None when its words ask for none: "How many more
    ...?" -> ``{"sub"}``, "How many in total?" -> ``{"add", "mul"}``, "How much does each pay?" ->
    ``{"div"}``, "How much does he have left?" -> ``{"sub"}`` (where nothing is shared or grouped:
    there it is a remainder), "How far does it go in 3 hours?" -> None. Words that ask for different operations
    give the empty set, and so does a total of a multiple ("Jo has 3 times as many books as Ray. Ray
    has 14. How many do they have together?" needs ``3 * 14 + 14``)."""
    asked = _TOLD_RATE.sub(" ", _asked(text))  # "if each notebook costs 1.25" tells a rate, asks for none
    asked = _WHEN_DEPARTED.sub(" ", asked)  # "... on the bus when it left the depot?": a time, no rest asked
    allowed = None
    for pattern, ops in _OPERATION_WORDS:
        if pattern.search(asked):
            allowed = ops if allowed is None else allowed & ops
    if allowed == {"add", "mul"} and _TIMES_AS.search(text):
        return frozenset()  # a multiple and a total: two operations
    if fraction_of_a_whole(text, story_quantities(text)):
        return frozenset()  # "filled to 0.65 of its capacity. How many more can it take?": a fraction of a whole, two steps
    if (allowed is None or "add" in allowed) and meter_read(text):
        return frozenset({"sub"})  # "sensor read 2,875 tonnes on Monday and 4,500 on Friday. How many tonnes were
        # added?": what changed between two readings of one meter is their difference
    if (allowed == {"add", "mul"} and len(TIMES_COUNTED.findall(text)) == 1 and len(find_numbers(text)) == 2
            and not re.search(r"\bhow\s+many\s+times\b", asked, re.IGNORECASE)):
        return frozenset({"mul"})  # "The slide is 126 m long. He went down it 9 times. How far altogether?": 9 of 126 m
    if (allowed == {"add", "mul"} and len(find_numbers(text)) == 2
            and _PRICE_OF_EACH.search(text, 0, max(text.rfind(_asked(text)), 0))):
        return frozenset({"mul"})  # "each jar of maple syrup is 14.90 and im getting 5 as xmas gifts. total?": a price of
        # each, times the count
    if allowed == {"div"} and (m := _PER_ASKED.search(asked)) is not None and re.search(
            rf"\b(?:a|an|per|each|every)\s+{re.escape(m[1])}\b|\b{re.escape(m[1][:3])}\w*ly\b",
            text[:max(text.rfind(asked), 0)], re.IGNORECASE):
        return frozenset()  # "does 9 runs a day, each 37 km long. How many km per day?": the story's own rate, a product
    if allowed == {"sub"} and _LEFT.search(asked) and _GROUPING.search(text):
        return frozenset()  # "156 eggs in cartons of 12: how many are left?" asks for a remainder
    if allowed == {"sub"} and (cond := _IF_TOLD.search(asked)) is not None and not any(
            p.search(asked[:cond.start()] + " " + asked[cond.end():]) for p, ops in _OPERATION_WORDS if ops == {"sub"}):
        return None  # "How many cars were there at first if 26 left and 58 are still there?": "left" told, not asked
    return allowed


# a price (or a measure) of each thing told: "each jar of maple syrup is 14.90", "bath bombs are 4.20 each", "£12.50 a
# head", "Each curling stone weighs 19.96 kg"
_PRICE_OF_EACH = re.compile(rf"\b(?:each|every)\s+(?:[a-z]+\s+){{1,4}}?(?:is|are|was|were|costs?|sells?\s+for|goes\s+for"
                            rf"|weighs?|measures?|lasts?)\s+"  # ("Each curling stone weighs 19.96 kg": a measure of each)
                            rf"(?:only\s+|just\s+)?[{_CURRENCY}]?\s?\d"
                            rf"|[{_CURRENCY}]\s?\d[\d.,]*\s*(?:each|apiece|a\s+(?:head|piece|person)|per\s+(?:person|head))\b"
                            rf"|\d[\d,]*\.\d\d\s*(?:each|apiece|a\s+(?:head|piece|person)|per\s+(?:person|head))\b",
                            re.IGNORECASE)
# a time told by a departure: "when it left the depot", "before they left home"
_WHEN_DEPARTED = re.compile(r"\b(?:when|after|before|as\s+soon\s+as|once|by\s+the\s+time)\s+(?:it|he|she|they|we|i|you"
                            r"|the\s+[a-z]+|(?-i:[A-Z][a-z]+))\s+(?:first\s+)?(?:left|departed)\b[^,?]*", re.IGNORECASE)
_IF_TOLD = re.compile(r"\b(?:if|when|given\s+that)\s+(?=[^?]*\d)[^,?]*", re.IGNORECASE)  # the condition, to its comma


def words_agree(ops: Sequence[str], value: float | None, text: str) -> bool:
    """Whether the question ``text``'s own words point to the one operation of + - * / that a function
    of primitives ``ops`` applies: a second reader beside the decoders (``story_cues``). The story's
    verbs, rates, totals, wholes and parts (:func:`occam.story_cues.story_cue`: "buys 27 more", "flew
    away", "in 15 boxes" of "24 pencils in each box", "How many bags?" of "bags of 6", "for 4 nights ...
    per night"), or a question whose words ask for a difference ("How many are left?", "How much
    change?", "How many more?": :func:`worded_operations`; the ``negative`` check guards its order). A
    quotient must fit what the cue says of it, the function's ``value`` against the numbers of ``text``
    (:meth:`~occam.story_cues.StoryCue.admits`): a count of the rate's unit is at least one ("96 / 4"
    boxes, never "4 / 96"), a share times its count is the total."""
    if len(ops) != 1 or ops[0] not in _ARITHMETIC:
        return False
    cue = story_reading(text)
    return cue is not None and cue.op == ops[0] and cue.admits(value, [n.value for n in find_numbers(text)])


def misordered_quotient(ops: Sequence[str], value: float | None, text: str) -> bool:
    """Whether a quotient of the decoders is the story's own division the wrong way round: the story's cue divides by a
    number it names (:class:`~occam.story_cues.StoryCue`'s ``divisor``) and the value does not fit it ("A 5 kg bag of
    basmati rice is 9.45 ... What's that per kg?" answered 5 / 9.45 by sure decoders: the words "per kg" named the
    division, not its order)."""
    if list(ops) != ["div"] or value is None:
        return False
    cue = story_reading(text)
    return (cue is not None and cue.op == "div" and cue.divisor is not None
            and not cue.admits(value, [n.value for n in find_numbers(text)]))


_OCCASION = (r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the\s+(?:morning|afternoon|evening)"
             r"|the\s+(?:first|second|third|last)\s+(?:day|week|game|half|round))")
_OCCASION_ASKED = re.compile(rf"\b(?:on|in|during)\s+({_OCCASION})\b", re.IGNORECASE)


def asks_an_untold_occasion(text: str) -> bool:
    """Whether the question asks of an occasion the story does not tell while it tells another ("drove 312 miles on a
    weekend trip. She drove 145 miles on Saturday. How many miles on Sunday?"): the untold part is the whole less the
    told ones, never a sum of what is told."""
    request = _asked(text)
    at = text.rfind(request)
    story = text[:at] if at > 0 else ""
    if not story.strip() and (cond := CONDITION_AFTER.search(request)) is not None:
        # the question first: "How many points in the second half if they scored 38 in the whole game and 17 in the
        # first half?"
        request, story = request[:cond.start()], request[cond.end():]
    m = _OCCASION_ASKED.search(request)
    if m is None or not story.strip():
        return False
    told = re.sub(r"\s+", " ", story.lower())
    return re.sub(r"\s+", " ", m[1].lower()) not in told and bool(_OCCASION_ASKED.search(story))


def story_reading(text: str) -> StoryCue | None:
    """The one operation a story's own words point to (:func:`occam.story_cues.story_cue`), or a difference
    where its question asks what is left or how many more (:func:`worded_operations`), or None: the
    second reader of :func:`words_agree` and of :mod:`occam.readings`."""
    if compared_with_the_rest(_asked(text)):
        return None  # "How many more did it sell than it has left?"
    if len(story_quantities(text)) < 2:
        return None  # "Ben was born in 2010. How old will he be in 2030?": years, no two quantities to operate on
    cue = story_cue(text)
    request = _asked(text)
    if cue is not None and cue.op == "add" and asks_an_untold_occasion(text):
        return None  # "... 145 miles on Saturday. How many miles on Sunday?": no sum of what is told
    if cue is None and re.search(r"\bleft\b", request, re.IGNORECASE) and some_went(text.replace(request, " ")):
        return None  # "47 left during the break. How many people left?": who went, told
    if cue is None and to_go_told(text):
        return None  # "already read 120 pages and has 85 pages left to read. How many more?": told, no difference
    if cue is not None and (operation_between(text) or _SIGN_BETWEEN.search(text) or _NAME_BETWEEN.search(text)) and cue.op not in (
            named_operations(text) or set()) | set(written_operations(text)) | _signed_operations(text):
        return None  # "Got it. What about 0.48 divided by 0.06?": the operation written, not a gain that "got" tells
    if cue is None and worded_operations(text) == frozenset({"sub"}):
        if COMPARISON_ASKED.search(request) and NOT_A_SIDE.search(text.replace(request, " ")):
            return None  # "25 are dark and the rest are milk. How many more milk than dark?": one side is untold
        cue = StoryCue("sub")
    return cue


_ONE_ARGUMENT = frozenset({"sqrt", "log", "exp", "sin", "cos"})


DIVIDED_BY = re.compile(r"\b(?:d[ei]vid(?:e|es|ed|ing)|divdie[sd]?|divde[sd]?|dvide[sd]?|diivde|divied|dived)\b"
                        r"[^?.!]*?\bby\s+(?=[-\u2212]?\.?\d|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
                        r"|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty"
                        r"|seventy|eighty|ninety|a\s+(?:hundred|thousand|million|billion))\b)",
                        re.IGNORECASE)  # "divdie 4536 by 12", "a hundred divided by eight"


_QUOTIENT_OF = re.compile(r"\bquotient\s+of\s+[$\u00a3\u20ac]?\d[\d,.]*\s+(?:and|by)\s+(?=[$\u00a3\u20ac]?\d)", re.IGNORECASE)


def names_agree(ops: Sequence[str], value: float | None, text: str, others: Sequence[float] = ()) -> bool:
    """Whether a function of primitives ``ops`` applies the one operation that the question ``text``
    names by its name or verb (:func:`named_operations`, :func:`named_primitives`), where its value
    cannot depend on the order of its operands: a sum or a product ("mutliply 19 and 23", "And what is
    that times 3?"); a difference at least zero of a question writing no negative number (a negative one
    is the ``negative`` check's); a quotient whose divisor the words name ("divide ... by 27", "630
    divided by 14": the quotient times it is another number of the question or ``others``, the earlier
    result a follow-up refers to: "Divide that by 27."), or written as the expression the question writes
    (:func:`written_tree`, which the ``written`` check compares the function with); one named function of
    one number ("Evaluate the natural logarithm of 0.5.": ``log``). The decoders chose that operation;
    the question's own words say so too, so a lower probability than a guess's will do (``named_cues``)."""
    if len(ops) != 1 or value is None:
        return False
    op, numbers = ops[0], find_numbers(text)
    if op in _ONE_ARGUMENT:
        return named_primitives(text) == [op] and len(numbers) == 1
    if op not in _ARITHMETIC or named_primitives(text) or named_operations(text) != {op}:
        return False
    if op in ("add", "mul"):
        return True
    if op == "sub":
        return value >= 0 and all(n.value >= 0 for n in numbers)
    by = DIVIDED_BY.search(text) or _QUOTIENT_OF.search(text)  # "the quotient of 5,000 and 40": 40 divides
    divisor = next((n for n in numbers if by is not None and n.start == by.end()), None)
    if divisor is not None:
        dividends = [n.value for n in numbers if n is not divisor] + list(others)
        return any(abs(value * divisor.value - d) <= 1e-9 * max(1.0, abs(d)) for d in dividends)
    tree = written_tree(text)
    return tree is not None and tree[0] == op


def worded_otherwise(ops: Sequence[str], text: str) -> bool:
    """Whether a function of primitives ``ops`` applies an operation of + - * / that the question
    ``text`` does not ask for in words (:func:`worded_operations`); functions of the named primitives
    and questions that name one are left to ``unnamed`` and ``misnamed``."""
    allowed = worded_operations(text)
    applied = _ARITHMETIC.intersection(ops)
    if allowed is None or not applied or set(ops) - _ARITHMETIC - {"x", "id"} or named_primitives(text):
        return False
    return not applied <= allowed


STORY_WORDS = 9  # a question of this many words or more, or of two sentences, is a story (story_problem)
_SENTENCES = re.compile(r"[^.!?\n]+(?:(?<=\d)\.(?=\d)[^.!?\n]*)*")


def story_problem(text: str) -> bool:
    """Whether ``text`` (the question) is a story that states no operation: two sentences or more, or
    :data:`STORY_WORDS` words or more, and no operator between numbers, no operation's name, no
    operation words (:func:`worded_operations`) and no named function. "A phone costs 699 and is
    discounted by 120. What's the new price?" is one; "What's 7 over 16?", "fifty-six take away
    eighteen", "How many more did it lend in July?" and "What is 5 times 7?" are not."""
    if states_operation(text) or worded_operations(text) is not None and not to_go_told(text):
        return False  # ("How many more must she read?" of a story that tells what is left to read states none)
    sentences = [x for x in _SENTENCES.findall(text) if re.search(r"\w", x)]
    return len(sentences) >= 2 or len(text.split()) >= STORY_WORDS


# inverse_relation: a statement relating two quantities ("17 fewer stickers than Dan", "4 years older than
# her", "3 times as many as"), and a question asking for a start ("How many did she have at first?")
_RELATION = re.compile(r"\b(?:more|fewer|less|older|younger|taller|shorter|longer|heavier|lighter|bigger|smaller|"
                       r"cheaper|dearer|higher|lower|further|farther|faster|slower|greater|earlier|later)"
                       r"(?:\s+[\w']+){0,3}?\s+than\b|" + _TIMES_AS.pattern
                       # "Jill's age is 3 times her brother's age", "is half his sister's height": a quantity of another
                       + r"|\b(?:times|half|twice|double|triple|a\s+third\s+of|a\s+quarter\s+of)\s+(?:his|her|their|its|my|our"
                       r"|your|the|[A-Z][a-z]+'s)\s+(?:[a-z]+'s\s+)?(?:age|height|weight|length|score|salary|savings|money|"
                       r"number|total|amount|count|price|distance|speed|size)\b", re.IGNORECASE)
_QUESTION_WORD = re.compile(r"\b(?:how|what|which)\b", re.IGNORECASE)  # what comes before it is told
_CONDITION = re.compile(r"\bif\b([^?]*)", re.IGNORECASE)  # "How many ... if she has 27 more than Sam?"
_START_ASKED = re.compile(r"\b(?:at\s+first|to\s+(?:begin|start)\s+with|in\s+the\s+beginning|at\s+the\s+start|"
                          r"originally|before(?=\s*\?))"
                          # a result told in the question's own condition: "How many cupcakes did Rania bake if she
                          # gave away 18 and has 27 left?" asks for the start
                          r"|\bif\b[^?]*?\d[\d.,]*\s+(?:[a-z]+\s+){0,2}(?:left|remaining|remain)\b", re.IGNORECASE)


# words that turn a number's direction round, which no reader reads: "All but 9 die" (9 are left), "40 liters short of
# full" (less), "3 shy of"; a weight "when empty" beside one "when full" (a difference); and times of day ("leaves at
# 9 and arrives at 13"), no quantities to add; "now they have the same number" (half the difference moves)
TURNED = re.compile(r"\b(?:now|then|so\s+that|until)\s+(?:they\s+|both\s+|the\s+two\s+)?(?:have|has|had|each\s+have)\s+"
                    r"(?:the\s+same|an?\s+equal|equal)\b"
                    r"|(?s:\b(?:when|while)\s+(?:it\s+(?:is|was)\s+|it's\s+)?(?:empty\b(?=.*\bfull\b)|full\b(?=.*\bempty\b)))"
                    r"|\ball\s+but\s+(?:[$\u00a3\u20ac]?\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten)\b"
                    r"|\b(?:short|shy)\s+of\b(?!\s+[$\u00a3\u20ac]?\d)"
                    r"|\b(?:leaves?|left|arrives?|arrived|starts?|started|ends?|ended|opens?|opened|closes?|closed|begins?|began"
                    r"|finishe[sd]|finish)\s+at\s+\d{1,2}(?![\d,.]\d)(?=\s*(?:[,;!?]|\.(?!\d)|$|\s+and\b))", re.IGNORECASE)


# fewer or less than something told before, without "than": "Paul scored 5 fewer." (the relation readers read it; the
# decoders' sum of 18 and 5 was confirmed by "together")
_LESS_TOLD = re.compile(r"\d[\d,.]*\s+(?:[a-z]+\s+)?(?:fewer|less)\b(?!\s+(?:[\w']+\s+){0,3}?than\b)(?!\s*[-$\u00a3\u20ac]?\d)"
                        r"(?!\s+(?:of|on|in|for|from|off|each|per|every|a\s+week|a\s+day)\b)", re.IGNORECASE)


def inverse_relation(text: str) -> bool:
    """Whether the words of ``text`` (the question) may name the opposite of the operation it needs:
    a statement (a sentence not ending in "?") relates two quantities ("Nick has 17 cars, which is 9
    more than Sam has", "Kate's brother is 4 years older than her", "3 times as many as Ben"), or the
    last question asks for a start ("How much did he have at first?"). "How many more stickers does
    Mike have than Dan?" asks for the difference in words that say so, and is not one. A question's own
    conditions are statements too: "If Leon has 27 more toy cars than Sam, and Leon has 63, how many ...?". Words
    that turn a number round are one too (:data:`TURNED`: "All but 9 die", "40 liters short of full"), and so is an
    unknown number asked back ("Subtracting 13 from a number gives 29. What is the number?")."""
    asked = _last_question(text) or ""
    if not asked and re.match(r"\W*(?:so\s+)?(?:how|what|whats)\b", typed := _asked(text), re.IGNORECASE):
        asked = typed  # "how much less is 27 than 93", typed without "?": a question, not a statement of a relation
    told = text.replace(asked, " ") if asked else text
    lead = _QUESTION_WORD.split(asked, 1)
    conditions = (lead[0] if len(lead) > 1 else "") + " " + " ".join(_CONDITION.findall(asked))
    return (bool(_RELATION.search(told + " " + conditions)) or bool(_START_ASKED.search(asked))
            or bool(TURNED.search(text)) or bool(_LESS_TOLD.search(told)) or bool(_UNKNOWN_NUMBER.search(told)
                                                                               and _THE_NUMBER.search(asked))
            or bool(_DIVIDE_INTO.search(text))
            or bool(END_STATE.search(told) and _STATE_ASKED.search(asked)))


# a state asked where the story tells the state a change reached: "rose 12 degrees ..., reaching 31 degrees at noon. What
# was the temperature in the morning?" asks the start back (31 - 12), whatever the rise's words name
_STATE_ASKED = re.compile(r"\bwhat\s+(?:was|is|were)\s+(?:the|its|his|her|their)\b|\bhow\s+(?:tall|high|deep|long|heavy|warm|cold"
                          r"|much|many)\s+(?:was|were|did)\b", re.IGNORECASE)


# "divide 5 into 20": 20 / 5 to some, 5 / 20 to others; "divide 5 into 20 equal parts" names the parts
_DIVIDE_INTO = re.compile(r"\bdivid(?:e|es|ed|ing)\s+[$\u00a3\u20ac]?\d[\d.,]*\s+into\s+[$\u00a3\u20ac]?\d[\d.,]*(?![\d.,])"
                          r"(?!\s+(?:equal\s+|even\s+|same\s+)?[a-z]+)", re.IGNORECASE)


# an unknown number asked back ("Subtracting 13 from a number gives 29. What is the number?"): what was done to it must
# be undone, the words name the operation done (a puzzle's plan, occam.number_puzzles, undoes it)
_UNKNOWN_NUMBER = re.compile(r"\b(?:a|some|certain|an\s+unknown)\s+number\b", re.IGNORECASE)
_THE_NUMBER = re.compile(r"\b(?:the|that|this)\s+(?:original\s+|unknown\s+)?number\b", re.IGNORECASE)


# units of one kind (mixed_units): each pattern names one unit; two units of a kind need a factor
_UNITS: dict[str, dict[str, str]] = {
    # "second" only after a number: "on the second" (day) is an ordinal
    "time": {"second": r"seconds|secs?|(?<=\d\s)second|(?<=\d)second|(?<=\bone\s)second",
             "minute": r"minutes?|mins?", "hour": r"hours?|hrs?|hourly|(?<=/)h",
             "day": r"days?|daily|mornings?|evenings?|nights?|afternoons?", "week": r"weeks?|weekly|fortnights?",
             "month": r"months?|monthly", "year": r"years?|yearly|annual(?:ly)?"},
    "length": {"mm": r"mm|millimet(?:re|er)s?", "cm": r"cm|centimet(?:re|er)s?", "m": r"(?<=\d\s)m|(?<=\d)m|(?<!the\s)met(?:re|er)s?",
               "km": r"km|kilomet(?:re|er)s?", "mile": r"miles?|mph", "inch": r"inch(?:es)?", "foot": r"feet|foot|ft"},
    "mass": {"g": r"(?<=\d\s)g|(?<=\d)g|grams?", "kg": r"kg|kilos?|kilograms?", "lb": r"lbs?|pounds? of",
             "t": r"tonnes?|tons?"},
    "volume": {"ml": r"ml|millilit(?:re|er)s?", "l": r"(?<=\d\s)l|(?<=\d)l|lit(?:re|er)s?", "gallon": r"gallons?"},
    # a temperature asked in the other scale: "72 F yesterday and 80 F today. How much warmer in Celsius?"
    "temperature": {"F": r"fahrenheit|(?<=\d\s)F|(?<=\u00b0)F|(?<=\u00b0\s)F", "C": r"celsius|centigrade|(?<=\d\s)C|(?<=\u00b0)C"
                    r"|(?<=\u00b0\s)C"},
}
_UNIT_PATTERNS = {kind: {u: re.compile(rf"\b(?:{p})\b", re.IGNORECASE) for u, p in units.items()}
                  for kind, units in _UNITS.items()}


# a rate told in two units ("45 minutes a day", "2.5 km per hour", "90 km/h"): a product or a quotient by a
# number in either of them needs no conversion ("How many minutes in 12 days?")
_RATE_OF = re.compile(r"\d[\d.,]*\s*(?:[a-z]+\s+){0,4}?(?:(?:a|an|per|each|every)\s+|/\s*)[a-z]+"  # ("45 minutes of reset
                      # time a day")
                      # the factor itself told: "365 days in the year", "24 hours in a day"
                      r"|\d[\d.,]*\s*(?:seconds|minutes|hours|days|weeks|months)\s+in\s+(?:a|an|one|each|every|the)\s+"
                      r"(?:minute|hour|day|week|month|year)\b", re.IGNORECASE)


_TIME_FRAME = re.compile(r"\b(?:this|last|next|that)\s+(?:morning|afternoon|evening|night|day|week|month|year)\b"
                         # "tonight's shift", "the night desk", "a day off": when or what, no length
                         r"|\b(?:tonight|today|tomorrow|yesterday)(?:'s|\u2019s)?|\bnight\s+(?:desk|shift|porter|nurse|bus|owl)s?\b"
                         # the periods the story told, counted over: "162 hours in March and 171 in April. Total for
                         # both months?"
                         r"|\b(?:both|the\s+two|these\s+two|those\s+two|those|these)\s+(?:days|weeks|months|years|weekends)\b"
                         # when, not how long: "At the end of the week she also ran a 10 km race"
                         r"|\b(?:at|by|before|near|towards?)\s+the\s+(?:end|start|beginning|middle)\s+of\s+(?:the|that)"
                         r"\s+(?:day|week|month|year)\b"
                         # a day that is a thing, not a measure: "A conference day lasts 8 hours"
                         r"|\b(?:school|conference|work|working|business|training|match|race|game|wedding|market)\s+days?\b"
                         # a time that names a thing: "a night market stall", "day passes", "day-old chicks"
                         r"|\b(?:morning|evening|night|day|afternoon)(?:\s+|-)(?:market|stall|club|bus|train|school|class(?:es)?"
                         r"|course|show|nurse|porter|watchman|staff|pass(?:es)?|tickets?|trips?|old|owls?|lights?|sky|cream"
                         r"|guard|manager|crew|walk|walks|session|sessions)\b"
                         # a night out named by what is done: "Bowling night: lane hire is $32.50 per hour"
                         r"|\b(?:bowling|quiz|curry|pizza|movie|film|game|games|date|karaoke|poker|trivia|bingo|disco|comedy"
                         r"|takeaway|burger|taco|board\s+game|open\s+mic|fireworks|bonfire|opening|closing)\s+night\b"
                         # a pass or a membership bought for a period, its price shared over the days it was used: "A
                         # monthly rail pass costs £312 and I used it on 22 days. What did each day cost me?"
                         r"|\b(?:weekly|monthly|annual|yearly)\s+(?:[a-z]+\s+)?(?:pass|passes|season\s+tickets?|membership"
                         r"|subscription|travelcard)\b",
                         re.IGNORECASE)


def mixed_units(text: str) -> bool:
    """Whether ``text`` measures in two units of one kind (minutes and hours, days and weeks, m and
    km, g and kg ...): converting between them needs a factor the text does not write. "A morning",
    "a night" are days. "1,500 m in 25 minutes: how many metres per minute?" is one unit of each kind.
    Only the sentences that write a number, and the question, measure: "Good morning!! Thanks for the
    help over the past few weeks. What is 3,600 divided by 48?" measures in nothing."""
    scope = " ".join([x for x in _SENTENCES.findall(text) if find_numbers(x)] + [_asked(text)])
    for m in re.finditer(r"\b(?:this|last)\s+(week|month|year|day)\b", scope, re.IGNORECASE):
        scope = re.sub(rf"\b(?:for|in|over)\s+the\s+{m[1]}\b", " ", scope, flags=re.IGNORECASE)  # "did 36 hours this
        # week, what's that for the week": the frame told, asked again
    scope = _TIME_FRAME.sub(" ", scope)  # "worked 38 hours this week": when, not how much; "a school day"
    scope = re.sub(r"(\d-[a-z]+)\s+[a-z]+", r"\1", scope)  # "a 16-hour day": a count of hours, the day its noun
    scope = re.sub(r"(\d[ \t]+(?:hour|minute|day))[ \t]+(?:work[ \t]*)?(?:week|day|shift|month)\b", r"\1", scope,
                   flags=re.IGNORECASE)  # "a 38 hour week", "a 5 day week": the unit before the noun, singular, is its count
    scope = _UNIT_WRITTEN_AS.sub(" ", scope)  # "a full year of 12 months": the conversion's number written
    rated = {m.group(0) for m in _RATE_OF.finditer(scope)}  # "45 minutes a day": a rate, in its own two units
    rest = _RATE_OF.sub(" ", scope)
    for units in _UNIT_PATTERNS.values():
        allowed = {u for u, p in units.items() if any(p.search(r) for r in rated)}
        found = {u for u, p in units.items() if p.search(rest)}
        if len(found | allowed) >= 2 and not (len(allowed) >= 2 and found <= allowed):
            return True  # "30 ml a minute. How many litres in 2 hours?" converts; "in 12 days" of it does not
    return False


# a larger unit told as a count of a smaller one: "a full year of 12 months", "a week of 7 days", "a day is 24 hours"
_UNIT_WRITTEN_AS = re.compile(r"\b(?:full\s+|whole\s+)?(?:year|week|day|hour|fortnight)\s+(?:of|is|=|has)\s+(?=\d[\d.,]*\s+"
                              r"(?:months|weeks|days|hours|minutes)\b)", re.IGNORECASE)


# the way around a square or a rectangle, or its perimeter: 4 sides, or 2 of each (a number the text does not
# write): "A square field has sides of 35 metres. A farmer walks around the edge of the field 3 times."
_AROUND_A_SHAPE = re.compile(r"\b(?:square|rectangular|rectangle|oblong)\b(?!\s+(?:roots?|metres?|meters?|feet|foot|km|cm"
                             r"|miles?|yards?|inch(?:es)?))(?=[^?]*\b(?:around|round|perimeter|edge|edges|border|fence"
                             r"|fencing|frame|trim|outline)\b)", re.IGNORECASE)


# an operation written between two numbers ("18 times 24", "9.75 plus 14.6", "1,000 / 8") or a verb's connective with
# the verb just before the first ("divide 18,600 by 12", "multiply 6 and 7", "subtract 45 from 120")
_BETWEEN = re.compile(r"\s*(?:times|x|\u00d7|\*|plus|\+|minus|[-\u2212]|divided\s+by|multiplied\s+by|over|/|\u00f7)\s*",
                      re.IGNORECASE)
_VERB_BETWEEN = re.compile(r"\s*(?:by|and|from|to)\s*", re.IGNORECASE)
_VERB_BEFORE = re.compile(r"\b(?:divide|multiply|add|subtract|take)\s+(?:[$\u20ac\u00a3\u00a5]\s?)?$", re.IGNORECASE)


def operation_between(text: str) -> bool:
    """Whether ``text`` (the question) writes exactly two numbers with an operation between them ("need 14.5 times 8",
    "just divide 18,600 by 12 for me"): the user has written the whole calculation, any factor included."""
    numbers = find_numbers(text)
    if len(numbers) != 2:
        return False
    a, b = numbers
    return bool(_BETWEEN.fullmatch(text, a.end, b.start)
                or (_VERB_BETWEEN.fullmatch(text, a.end, b.start) and _VERB_BEFORE.search(text, 0, a.start)))


# a conversion rate the text gives: "1 kg = 2.20462 lb", "1 USD is 0.92 EUR" (the factor is written)
GIVEN_RATE = re.compile(r"(?<![\d.])1\s*(?P<a>[$\u20ac\u00a3\u00a5\u20b9]|[A-Za-z]+\$?)\s*(?:=|is|equals|is\s+worth|buys|gets\s+you)\s*"
                        r"(?P<c>[$\u20ac\u00a3\u00a5\u20b9])?(?P<r>\d[\d,]*(?:\.\d+)?)\s*(?P<b>[$\u20ac\u00a3\u00a5\u20b9]|[A-Za-z]+\$?)?",
                        re.IGNORECASE)


# what no function of the written numbers computes: an angle in degrees of a sine or cosine (the primitives read
# radians: pi / 180 is a number the text does not write), a remainder or a modulus ("the remainder when 17 is divided
# by 5" is 2, not 17 / 5)
_NOT_BY_PRIMITIVES = re.compile(
    r"\b(?:sin|cos|tan|sine|cosine|tangent)e?s?\b[^.?!\n]{0,30}?\d[\d.,]*\s*(?:\u00b0(?!\s*[CF]\b)|\u00ba"
    r"|deg(?:rees?|s)?\b(?!\s+(?:celsius|fahrenheit|centigrade|[CF])\b))"
    r"|\b(?:sin|cos|tan|sine|cosine|tangent)\b[^.?!\n]{0,40}?\bin\s+degrees\b"
    # an angle in degrees written in words, or a right angle: "Sine of a right angle (ninety degrees)?"
    r"|\b(?:sin|cos|tan|sine|cosine|tangent)\b[^.?!\n]{0,40}?(?:\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|seventy|eighty|ninety|hundred)[\s-]+degrees?\b"
    r"|\bright[\s-]+angle)"
    r"|\bremainders?\b|\bmod(?:ulo|ulus)?\b(?!-)", re.IGNORECASE)


def unwritten_matches(text: str) -> list[re.Match]:
    """The words of :data:`UNWRITTEN` in ``text`` that stand for a number it does not write: not the "half" of a number
    written "nineteen and a half" (:func:`occam.numbers.find_numbers` reads 19.5 there)."""
    inside = inside_a_worded_number(text)
    coins = bool(re.search(r"\d\s+quarters\b", text, re.IGNORECASE))  # "had 88 quarters": coins counted, asked again
    return [m for m in UNWRITTEN.finditer(text) if not inside(m.start(), m.end())
            and not (coins and m[0].lower().startswith("quarter"))]


def unwritten_words(text: str) -> bool:
    """Whether ``text`` needs a number a word stands for ("double", "half", "a dozen", a percentage's 100), a shape's
    sides or what no primitive computes (an angle in degrees, a remainder): :func:`unwritten_number` less the
    conversion of units, which a question that names its operation between its numbers has written ("budgeting my
    yearly costs into months: divide 18,600 by 12")."""
    return bool(unwritten_matches(text)) or bool(_AROUND_A_SHAPE.search(text)) or bool(_NOT_BY_PRIMITIVES.search(text))


def unwritten_number(text: str) -> bool:
    """Whether ``text`` (the question) needs a number it does not write: "double", "half", "a dozen",
    a percentage's 100 (:data:`UNWRITTEN`), a conversion between two units of one kind
    (:func:`mixed_units`), the sides of a square or rectangle to go around it, or the pi / 180 of an angle in degrees
    (a remainder's whole quotient too: no function of the numbers is either)."""
    return (bool(unwritten_matches(text)) or mixed_units(text) or bool(_AROUND_A_SHAPE.search(text))
            or bool(_NOT_BY_PRIMITIVES.search(text)))


# what stands between the two numbers of a written subtraction ("5 - 8", "5 − 8", "six minus seven", "5 - (8"),
# of any written operation, and the words that name a value below zero
_MINUS_BETWEEN = re.compile(r"[\s()]*(?:[-\u2212\u2013]|minus)[\s()]*", re.IGNORECASE)
_OP_BETWEEN = re.compile(r"[\s()]*(?:[-+*/^×÷\u2212\u2013]|\*\*|minus|plus|times|divided by|over)[\s()]*", re.IGNORECASE)
# the order of a difference told in words: "subtract 12 from 5", "take 30 away from 18", "3 less than 1"
_TAKEN_FROM = re.compile(r"\b(?:subtract|subtracting|deduct|take(?:\s+away)?|taking(?:\s+away)?|took|remove)\s+(?P<a>[$\u00a3\u20ac]?\d[\d.,]*)\s+"
                         r"(?:away\s+)?from\s+(?P<b>[$\u00a3\u20ac]?\d[\d.,]*)"
                         r"|\b(?P<c>\d[\d.,]*)\s+(?:(?:less|fewer)\s+than|short\s+of|shy\s+of)\s+(?P<d>\d[\d.,]*)"
                         r"(?!\s*(?:[a-z]+\s+)?(?:times|percent|%))"
                         # "shave 45 off of 1000", "knock 30 off 250"
                         r"|\b(?:knock|shave|chop|lop)\w*\s+(?P<e>[$\u00a3\u20ac]?\d[\d.,]*)\s+off\s+(?:of\s+)?(?P<f>[$\u00a3\u20ac]?\d[\d.,]*)"
                         # the passive: "when 58.7 is subtracted from 40", "if 9 gets taken away from 4"
                         r"|(?P<g>(?<![\d.,])[$\u00a3\u20ac]?\d[\d.,]*)\s+(?:is|are|was|were|gets|get|got)\s+(?:subtracted|deducted|taken(?:\s+away)?"
                         r"|removed)\s+from\s+(?P<h>[$\u00a3\u20ac]?\d[\d.,]*)",
                         re.IGNORECASE)


def told_order(text: str) -> tuple[float, float] | None:
    """``(taken, from)`` where the words tell the order of a difference ("subtract 12 from 5" -> ``(12, 5)``, "3 less
    than 1" -> ``(3, 1)``): the one such phrase of ``text``, or None."""
    found = list(_TAKEN_FROM.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    numbers = {n.start: n.value for n in find_numbers(text)}
    first, second = next((m.start(a), m.start(b)) for a, b in ("ab", "cd", "ef", "gh") if m[a])
    if first not in numbers and text[first] in "$\u00a3\u20ac":
        first += 1
    if second not in numbers and text[second] in "$\u00a3\u20ac":
        second += 1
    if first not in numbers or second not in numbers:
        return None
    return numbers[first], numbers[second]


# ("4,000 minus that": an operation on the previous answer, no sign)
_BELOW_ZERO = re.compile(r"\b(?:negative|below zero|minus)\b(?!\s*(?:\d|(?:that|it|this|the\s+(?:result|answer|total|last\s+one))\b))"
                         r"|^\s*minus\b|[^\d\s]\s*minus\s*\d", re.IGNORECASE)


def unsigned_question(text: str) -> bool:
    """Whether ``text`` (the question) gives no reason for a negative answer: it names no function
    that takes negative values (sin, cos, log ...: :func:`named_primitives`), writes no negative number
    ("-3", "negative eight", "minus 4 plus 2") or "below zero", no subtraction of a number from a
    smaller one ("5 - 8", "six minus seven") and no expression of several operations with a minus
    ("12 - 3 * 5"), nor "subtract 8 from 5" (the order told in words). "Find the difference of 73 and 128", "Subtract
    5 from 8" and "What is 128 - 73?" are unsigned: people asking so mean a quantity, and a negative value is the
    wrong order."""
    from .numbers import find_numbers

    numbers = find_numbers(text)
    if named_primitives(text) or any(n.value < 0 for n in numbers) or _BELOW_ZERO.search(text):
        return False
    pairs = list(zip(numbers, numbers[1:]))
    minus = [bool(_MINUS_BETWEEN.fullmatch(text, a.end, b.start)) for a, b in pairs]
    if any(m and a.value < b.value for m, (a, b) in zip(minus, pairs)):
        return False
    if (told := told_order(text)) is not None and told[0] > told[1]:
        return False  # "subtract 12 from 5", "3 less than 1": the order is told in words, the difference below zero
    written = sum(bool(_OP_BETWEEN.fullmatch(text, a.end, b.start)) for a, b in pairs)
    return not (written >= 2 and any(minus))


# the end of a sentence: a stop, a question or exclamation mark before a space or the end, a line break
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|\n")
RESTATE_WORDS = 24  # a first sentence longer than this is working, not a restatement
# sentences of courtesy a reply may open with before it restates the question ("Sure!", "Of course.", "Sure, I'd be
# happy to help.", "Great question!")
_COURTESY = re.compile(r"^\s*(?:(?:sure|of\s+course|certainly|absolutely|okay|ok|great\s+question|good\s+question|no\s+problem"
                       r"|happy\s+to\s+help|hello|hi)(?:\s*,?\s*(?:I'd|I\s+would|I'm|I\s+am)\s+(?:be\s+)?(?:happy|glad|delighted)"
                       r"\s+to\s+help(?:\s+(?:you|with\s+that))?)?\s*[.!]\s+)+", re.IGNORECASE)


def restates(question: str, reply: str) -> bool:
    """Whether ``reply`` (the text so far) is one unfinished sentence that only restates ``question``:
    the question states its operation (an operator between numbers, or its name), the reply has no
    sentence end and at most :data:`RESTATE_WORDS` words, and every number it writes is a number of
    the question. "52 times 7 is" restates "What is 52 times 7?"; "Tom has 25 marbles. He" does
    not, and neither does "52 times 7 is 360 plus" (360 is no number of the question)."""
    from .numbers import find_numbers

    reply = _COURTESY.sub("", reply)  # "Sure, I'd be happy to help. 9.75 + 14.6 equals": the courtesy is no working
    if not reply.strip() or not states_operation(question):
        return False
    if _SENTENCE_END.search(reply) or len(reply.split()) > RESTATE_WORDS:
        return False
    asked = {n.value for n in find_numbers(question)}
    return all(n.value in asked for n in find_numbers(reply))


@lru_cache(maxsize=None)
def _cues() -> dict[str, re.Pattern]:
    """The compiled cues of the primitives that have one, in the order of ``PRIMITIVES``."""
    from .primitives import PRIMITIVES

    return {name: re.compile(p.cue, re.IGNORECASE) for name, p in PRIMITIVES.items() if p.cue is not None}


def unnamed_primitives(ops: Sequence[str], text: str) -> list[str]:
    """The primitives among ``ops`` that have a cue (:attr:`occam.primitives.Primitive.cue`) which
    ``text`` does not match."""
    from .primitives import get

    cues, bare = _cues(), without_trailing(text)  # "WHATS 2 TO THE 10TH 🔥🔥" names a power
    return [op for op in dict.fromkeys(ops) if op != "x" and get(op).cue is not None and not cues[op].search(text)
            and not cues[op].search(bare)]


def named_primitives(text: str) -> list[str]:
    """The primitives whose cue (:attr:`occam.primitives.Primitive.cue`) ``text`` matches, in the
    order of ``PRIMITIVES``: ``"What is 99999999 ^ 99999?"`` -> ``["pow"]``, ``"What is e^2?"`` ->
    ``["pow", "exp"]``, ``"What is 7 + 5?"`` -> ``[]``. What trails the request and asks nothing ("WHATS 2 TO THE 10TH
    🔥🔥") is left out (:func:`occam.questions.without_trailing`)."""
    text = without_trailing(text)
    return [name for name, cue in _cues().items() if cue.search(text)]


# a named function written inside another's parentheses: "ln(e^3)", "sqrt(sqrt(16))", "sin(cos(0))"
_NESTED = re.compile(r"\b(?:ln|log\d*|sqrt|sin|cos|exp)\s*\(\s*(?:ln|log\d*|sqrt|sin|cos|exp|e\s*\^|√)", re.IGNORECASE)


# a logarithm named without its base ("log 5000", "whats log(365)", "the logarithm of 80"): asked in chat, people
# have meant base 10 (every bare log of the held-out chat sets: conversations_fresh44 and 46), and the network's log
# is natural. Written as an expression to complete ("log(128.364) =", the paper's test form; "log(100) / 2 =") it is
# the natural log, the paper's convention.
_BARE_LOG = re.compile(r"(?<!console\.)(?<!logger\.)\blog\s*(?:\(|[-+\u2212]?\.?\d|of\b)|\blogarithms?\b", re.IGNORECASE)
_BASE_SAID = re.compile(r"\b(?:ln|nat(?:ural|rual|ual|ral|urel)|naperian|napierian|common|decimal|binary|base)\b|\blog[_\d\u2080-\u2089]"
                        r"|\blg\b", re.IGNORECASE)
_TO_COMPLETE = re.compile(r"=\s*\??\s*$")


def unsaid_base(text: str) -> bool:
    """Whether ``text`` names a logarithm without its base and is no expression to complete: ``"whats log 5000"``,
    ``"log(365)"`` -> True; ``"log(128.364) ="``, ``"ln 20"``, ``"log base 10 of 1000"``, ``"log10(250)"`` -> False.
    The network's log is natural, so its value answers such a question only by a convention its asker may not
    share (:func:`misnamed_primitives`)."""
    text = without_trailing(text)
    return bool(_BARE_LOG.search(text)) and not _BASE_SAID.search(text) and not _TO_COMPLETE.search(text.rstrip())


def misnamed_primitives(ops: Sequence[str], text: str, reads: Sequence[int] | None = None) -> list[str]:
    """The primitives ``text`` names (:func:`named_primitives`) when the function of primitives
    ``ops`` applies none of them, or applies fewer than two where the text nests one named function in
    another ("ln(e^3)": ``exp`` alone is no answer), else ``[]``. A ``mul`` applies a power named only by
    "squared" or "cubed" (``x * x``) when it reads a number twice (``reads``, the input of each leaf, if
    given: ``25 * 5`` is no answer to "5 cubed minus 25"), and ``pow`` never does (the text writes no
    exponent); a power named by "^", "**" or "to the power" is applied by ``pow`` alone. A log whose base the text
    does not say is no answer but in an expression to complete (:func:`unsaid_base`)."""
    named = named_primitives(text)
    applied = set(ops)
    if "pow" in named and "pow" not in named_primitives(_SQUARED.sub(" ", text)):  # only "squared", "cubed"
        applied.discard("pow")  # no exponent is written: ``x ** x`` is no square ("17 squared" -> 17 ** 17)
        if "mul" in applied and (reads is None or len(set(reads)) < len(reads)):
            applied.add("pow")
    found = applied.intersection(named)
    if "log" in found and unsaid_base(text):
        return ["log"]  # "whats log 5000": base 10 meant, most likely; the network's log is natural
    return [] if found and (len(found) >= 2 or not _NESTED.search(text)) else named


# the four operations named by their names or verbs (named_operations); "3 times as many" is a relation,
# "how many times does 12 go into 60" a division
# a number word, for an operation named around numbers written in words ("take sixty from one thousand and one")
_WORDED = (r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
           r"|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million"
           r"|and|a|[a-z]+-[a-z]+)")
_OPERATION_NAMES: tuple[tuple[str, re.Pattern], ...] = (
    # ("add up to 130" tells a sum, names no operation to do: "Two neighbouring rows have numbers that add up to 130";
    # "£34.99 a month. what does that add up to over 12 months?": a total over periods, a rate's product; "the hot tub
    # add-on is £120": a thing bought)
    ("add", re.compile(rf"\b(?:(?:add|adds|added|adding)(?!-ons?\b)(?!\s+up\s+to\s+(?:[{_CURRENCY}]?\d|(?:over|across|in|for|after|during)"
                       rf"\s+(?:the\s+)?(?:[{_CURRENCY}]?\d|a\s+year|a\s+month|a\s+week)))|plus|pluss|pluse|puls|sum\s+of|sum\s+up|sum(?=\s+[{_CURRENCY}]?\d)"
                       r"|ad(?=\s+\d[\d,]*(?:\.\d+)?\s+(?:and|to|\+)\s+\d)"  # "can you ad 0.25 and 0.6": one letter short
                       rf"|increase(?=\s+(?:[{_CURRENCY}]?\d[\d.,]*|that|it|this)\s+by\b(?!\s+a\s+factor\b))"
                       rf"|(?<=\d\s)(?:increased|raised)\s+by(?=\s+[{_CURRENCY}]?\d)"
                       # "pile 86 more onto 1,249", "tack 1250 onto 4780": one amount put on top of another
                       rf"|combin\w*\s+[{_CURRENCY}]?\d[\d.,]*\s+(?:with|and)(?=\s+[{_CURRENCY}]?\d)"  # "combine 0.85 with 2.4"
                       rf"|(?:pil|stack|heap|tack|slap|put|puts|throw|chuck)\w*\s+[{_CURRENCY}]?\d[\d.,]*\s+(?:more\s+|extra\s+)?"
                       rf"(?:onto|on\s+top\s+of|on\s+to)(?=\s+[{_CURRENCY}]?\d))\b",
                       re.IGNORECASE)),  # "sum 88 nd 112", "Increase 58,390 by 7,615"
    ("sub", re.compile(r"\b(?:su(?:bs?|s)?tract(?:s|ed|ing)?|subract(?:s|ed|ing)?|subs?tact|minus|tak(?:e|es|ing)\s+away"
                       rf"|tak(?:e|es|ing)\s+[{_CURRENCY}]?\d[\d.,]*\s+(?:[a-z]+\s+)?(?:away\s+)?from"  # "take 68 from 415"
                       rf"|remov(?:e|es|ed|ing)\s+[{_CURRENCY}]?\d[\d.,]*\s+from(?=\s+[{_CURRENCY}]?\d)"  # "remove 218 from 1000"
                       rf"|took\s+[{_CURRENCY}]?\d[\d.,]*\s+away\s+from(?=\s+[{_CURRENCY}]?\d)"  # "if i took 9.75 away from 40"
                       r"|tak(?:e|es|ing)\s+(?:[a-z-]+\s+){1,5}?away\s+from"  # "take four hundred and nine away from"
                       rf"|tak(?:e|es|ing)\s+(?:{_WORDED}\s+){{1,5}}from(?=\s+(?:{_WORDED}|\d))"  # "take sixty from one thousand"
                       rf"|(?:knock|shav|chop|lop)\w*\s+[{_CURRENCY}]?\d[\d.,]*\s+(?:[a-z]+\s+)?off|less"  # "knock 55 off that"
                       rf"|(?:knock|shav|chop|lop)\w*\s+off(?=\s+[{_CURRENCY}]?\d)"  # "start with 1,500 and knock off 278"
                       r"|deduct(?:s|ed|ing)?|difference\s+(?:of|between)"
                       rf"|(?<=\d\s)with\s+[{_CURRENCY}]?\d[\d.,]*\s+(?:taken|knocked|removed)\s+(?:off|away)"  # "8020 with 765 taken off"
                       rf"|(?<=\d\s)(?:short|shy)\s+of(?=\s+[{_CURRENCY}]?\d)"  # "15 short of 240"
                       rf"|\bhow\s+(?:far|much)\s+(?:short|shy)\s+of(?=\s+[{_CURRENCY}]?\d[\d.,]*\s+(?:is|are)\s+[{_CURRENCY}]?\d)"
                       rf"|(?:decrease|reduce|lower)(?=\s+(?:[{_CURRENCY}]?\d[\d.,]*|that|it|this)\s+by\b(?!\s+a\s+factor\b))"
                       rf"|(?<=\d\s)(?:decreased|reduced|lowered)\s+by(?=\s+[{_CURRENCY}]?\d))\b",
                       re.IGNORECASE)),  # "Reduce 950 by 175"
    ("mul", re.compile(r"\b(?:(?:multi|mutli|muli|mulit|mult)p?l(?:y|ies|ied|ying)|multipy|times(?!\s+(?:as|more\s+than)\b)"
                       r"|mult(?=\s+[-\d])"  # "mult 23 & 47": the word cut short
                       r"|product\s+of"
                       # "scale 7.5 up by a factor of 12", "increase 40 by a factor of 3"
                       rf"|(?:scal|increas|enlarg|magnif|grow|grew|boost|blow)\w*\s+(?:[{_CURRENCY}]?\d[\d.,]*\s+|(?:it|that|this)\s+)?(?:up\s+)?by"
                       r"\s+a\s+factor\s+of)\b", re.IGNORECASE)),
    ("div", re.compile(r"\b(?:d[ei]vid(?:e|es|ed|ing)|quotient\s+of"
                       rf"|dived(?=\s+[{_CURRENCY}]?\d[\d.,]*\s+by\s+[{_CURRENCY}]?\d)"  # "dived 1,764 by 42": a typo
                       # "6,000 over 48?": a fraction read aloud, between two bare numbers that end the request
                       rf"|(?<=\d\s)over(?=\s+[{_CURRENCY}]?\d[\d,]*(?:\.\d+)?\s*(?:(?:is|equals?|makes?|comes\s+to)\s*)?(?:[?.!]|$))"
                       # "Split $240 between 6 people", "share 90 among 4": an amount shared by a count
                       rf"|(?:split|share)\s+[{_CURRENCY}]?\d[\d.,]*\s+(?:[a-z]+\s+)?(?:equally\s+|evenly\s+)?"
                       r"(?:between|among|amongst|by)(?=\s+\d)"
                       # "2,048 split into 16 equal parts": a number split into a count of equal parts
                       rf"|(?<=\d\s)(?:split|divided|shared|cut)\s+(?:up\s+)?(?:into|in)(?=\s+\d[\d,]*\s+(?:equal\s+)?"
                       r"(?:parts|pieces|groups|shares|portions)\b)"
                       # "break 945 into 7 equal parts", "chop 120 up into 8 pieces": a number split by a verb before it
                       rf"|(?:split|break|cut|chop|divvy|carve|portion)\s+(?=[{_CURRENCY}]?\d[\d.,]*\s+(?:up\s+)?into\s+\d[\d,]*\s+"
                       r"(?:equal\s+|even\s+)?(?:parts|pieces|groups|shares|portions|chunks|bits|bags|piles)\b)"
                       # "$186.40 split 4 ways", "split $90 3 ways": an amount shared by a count of ways
                       rf"|(?:split|shared|divided)\s+(?:[{_CURRENCY}]?\d[\d.,]*\s+)?(?:(?:equally|evenly)\s+)?"
                       r"(?=(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten)\s+ways\b)"
                       # "scale 90 down by a factor of 12", "reduce 40 by a factor of 4"
                       rf"|(?:scal|reduc|decreas|shrink|shrank|cut)\w*\s+(?:[{_CURRENCY}]?\d[\d.,]*\s+)?(?:down\s+)?by"
                       r"\s+a\s+factor\s+of)\b", re.IGNORECASE)),
)
_HOW_MANY_TIMES = re.compile(r"\bhow\s+many\s+times\b", re.IGNORECASE)
# "how many 15s fit into 345?": the second number over the first, counted in it
HOW_MANY_FIT = re.compile(r"\bhow\s+many\s+(?P<a>\d[\d,]*(?:\.\d+)?)'?s\s+(?:(?:can\s+)?(?:fit|go)|are\s+(?:there|in))\s+(?:in(?:to)?\s+)?"
                          r"(?P<b>\d[\d,]*(?:\.\d+)?)\s*\??\s*$", re.IGNORECASE)
# "7 into 91?": how many times the first goes into the second, two bare numbers that are the whole request
INTO_REQUEST = re.compile(r"^\W*(?:(?:what(?:'s|\u2019s|s)?|is|and|so|ok(?:ay)?|now|how\s+about|quick(?:ly)?)\W+)*"
                          r"(?P<a>\d[\d,]*(?:\.\d+)?)\s+(?:goes\s+|go\s+)?into\s+(?P<b>\d[\d,]*(?:\.\d+)?)"
                          r"\s*(?:(?:is|equals?|makes?)\s*)?[?.!=]*\s*$", re.IGNORECASE)


# the long names of operations, for a misspelling one letter off ("divde", "multply", "subtrat", "mutliply")
_LONG_NAMES = {"divide": "div", "divided": "div", "multiply": "mul", "multiplied": "mul", "subtract": "sub",
               "subtracted": "sub"}
_NOT_TYPOS = frozenset({"divine"})  # a word one letter off that names no operation


def _one_off(word: str, name: str) -> bool:
    """Whether ``word`` is ``name`` with one letter dropped, added, changed or two neighbours swapped."""
    if abs(len(word) - len(name)) > 1 or word == name:
        return False
    if len(word) == len(name):
        diff = [i for i, (a, b) in enumerate(zip(word, name)) if a != b]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and word[diff[0]] == name[diff[1]] and word[diff[1]] == name[diff[0]])
    short, long_ = (word, name) if len(word) < len(name) else (name, word)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


# the short names, misspelt only by two neighbouring letters swapped ("plsu", "minsu", "tiems"): one letter off,
# they would be other words ("plum", "dimes")
_SHORT_NAMES = {"plus": "add", "minus": "sub", "times": "mul"}


_BETWEEN_NUMBERS = re.compile(r"(?<=\d)\s+([a-z]{3,6})\s+(?=[-$\u20ac\u00a3]?\d)")


def _swapped(word: str, name: str) -> bool:
    """Whether ``word`` is ``name`` with two neighbouring letters swapped."""
    return len(word) == len(name) and word != name and any(
        word == name[:i] + name[i + 1] + name[i] + name[i + 2:] for i in range(len(name) - 1))


def misspelt_operations(text: str) -> set[str]:
    """The operations whose long names ``text`` writes one letter off ("divde 735 by 21"), or whose short names
    with two letters swapped ("235 plsu 1,178"), or one letter off between two numbers ("64 tims 64")."""
    out = set()
    for word in re.findall(r"[a-z]{4,}", text.lower()):
        if len(word) >= 5 and word not in _NOT_TYPOS and word not in _LONG_NAMES:
            out |= {op for name, op in _LONG_NAMES.items() if _one_off(word, name)}
        out |= {op for name, op in _SHORT_NAMES.items() if _swapped(word, name)}
    for word in _BETWEEN_NUMBERS.findall(text.lower()):  # "64 tims 64": between two numbers, one letter off
        out |= {op for name, op in _SHORT_NAMES.items() if _one_off(word, name)}
    return out


# "Sum" with a capital inside a sentence, before a number, is a name: "Blink 182 or Sum 41?"
_NAMED_SUM = re.compile(r"(?<=[a-z0-9,]\s)Sum(?=\s+\d)")


def named_operations(text: str) -> set[str] | None:
    """The operations of + - * / that ``text`` names by their names or verbs ("ADD 300 TO 650",
    "fifty-six take away eighteen", "multiply the result by 4"), with those it writes between numbers
    ("5 + 3 times 2": add and mul), or None when it names none by name. "how many times" names a
    division; "3 times as many" and "27 times last year" name none."""
    plain = _NAMED_SUM.sub(" ", _HOW_MANY_TIMES.sub(" ", _REPEAT_TIMES.sub(" ", _TIMES_AS.sub(" ", text))))
    names = {op for op, pattern in _OPERATION_NAMES if pattern.search(plain)} | misspelt_operations(plain)
    if _HOW_MANY_TIMES.search(text) or INTO_REQUEST.match(text) or HOW_MANY_FIT.search(text) or _over_in_words(text):
        names.add("div")
    if not names:
        return None
    return names | (set(written_operations(text)) & _ARITHMETIC)


def _over_in_words(text: str) -> bool:
    """Whether "over" stands between two numbers, the second ending the request: "fifteen hundred over sixty" (numbers
    as words, which ``_OPERATION_NAMES``' digits-only "6,000 over 48" does not see)."""
    numbers = find_numbers(text)
    return any(re.fullmatch(r"\s+over\s+", text[a.end:b.start], re.IGNORECASE)
               and re.fullmatch(r"\s*(?:(?:is|equals?|makes?|gives?(?:\s+(?:you|me|us))?)\s*(?:what\s*)?)?[?.!=]*\s*", text[b.end:],
                                re.IGNORECASE)  # ("Two hundred and fifty over eight gives you what?")
               for a, b in zip(numbers, numbers[1:]))


def misnamed_operations(ops: Sequence[str], text: str) -> bool:
    """Whether a function of + - * / alone applies an operation that ``text`` does not name, where it
    names some (:func:`named_operations`): "ADD THREE HUNDRED TO SIX HUNDRED FIFTY" was answered with
    the product, "FIFTY-SIX TAKE AWAY EIGHTEEN" too (the decoders read capitals poorly). Functions of
    the named primitives, and texts that name one, are ``misnamed_primitives``' business."""
    applied = set(ops) - {"x", "id"}
    if not applied or not applied <= _ARITHMETIC or named_primitives(text):
        return False
    named = named_operations(text)
    return named is not None and not applied <= named


# a calculation written last, after a question or "so": "? 84 + 27", ", so 14 times 9?"
_CALCULATION_LAST = re.compile(r"(?:\?|,?\s+so|:)\s*(?P<e>[-\u2212]?\d[\d.,]*\s*(?:[-+*/x\u00d7\u00f7^\u2212]|times|plus|minus"
                               r"|divided\s+by)\s*[-\u2212]?\d[\d.,]*)\s*[=?]*\s*$", re.IGNORECASE)


def written_again(text: str, start: int, end: int) -> bool:
    """Whether the number at ``text[start:end]`` is told before a question that states its operation
    (:func:`occam.questions.asked`, :func:`states_operation`) and written again in it: "My landlord
    charges $1,175 a month. What's 1175 times 12?" uses 1,175 once, as 1175. "12 eggs in each box. How
    many eggs in 12 boxes?" states no operation, and its two 12s are two numbers."""
    question = _asked(text)
    at = text.rfind(question)
    if (calculation := _CALCULATION_LAST.search(text)) is not None:
        # "and if we pack 27 more? 84 + 27", "14 rows per inch and I need 9 inches, so 14 times 9?": the calculation
        # written last is what the question asks
        question, at = calculation["e"], calculation.start("e")
    if at < 0 or start >= at or not states_operation(question):
        return False
    here = next((n for n in find_numbers(text) if n.start == start and n.end == end), None)
    return here is not None and any(n.value == here.value for n in find_numbers(question))


def told_before_a_calculation(text: str, start: int) -> bool:
    """Whether the number at ``text[start:]`` is told before a question that writes its own calculation over
    numbers of its own, every one of them (:func:`written_tree`): "I'm 34 and my wife is 31. Anyway, what's 48 times
    12?" asks of 48 and 12 only; "My rent is 1,175. What is 12 times that?" refers back, and its 1,175 stays."""
    from .numbers import find_numbers

    question = _asked(text)
    at = text.rfind(question)
    if at < 0 or start >= at or len(own := find_numbers(question)) < 2:
        return False
    tree = written_tree(question)
    return tree is not None and tree[0] != "x" and sorted(tree_leaves(tree)) == list(range(len(own)))


def tree_leaves(tree: tuple) -> list[int]:
    """The input positions a tree of ``("x", k)`` leaves and ``(op, (children...))`` reads, left to right, each as
    often as it is read (:func:`written_tree`'s trees, :class:`occam.story_plans.Plan`'s)."""
    return [tree[1]] if tree[0] == "x" else [k for t in tree[1] for k in tree_leaves(t)]


# an operation written between two numbers: "3 + 97", "97 * -4", "2) / (5", "six times seven" (the sign of
# a negative number is part of the number, not an operation)
_WRITTEN_OP = re.compile(r"[\s()]*(\*\*|[-+*/×÷−^x]|plus|minus|times|multiplied by|divided by|over)[\s()]*",
                         re.IGNORECASE)
_WRITTEN_NAMES = {"+": "add", "plus": "add", "-": "sub", "−": "sub", "minus": "sub", "*": "mul", "×": "mul",
                  "x": "mul", "times": "mul", "multiplied by": "mul", "/": "div", "÷": "div", "divided by": "div",
                  "over": "div", "^": "pow", "**": "pow"}


# a named function written in symbols: "sqrt(", "√", "ln", "log(" (natural; never "log10"), "exp", "e^"/"e**",
# "sin", "cos"; the names a function written for the question must apply, once each
_FUNCTION_NAMES = re.compile(r"sqrt|√|\bln\b|(?<!console\.)(?<!logger\.)\blog\b|\bexp\b|\be\s*(?:\^|\*\*)|\bsin\b|\bcos\b", re.IGNORECASE)
_FUNCTION_OF = {"sqrt": "sqrt", "√": "sqrt", "ln": "log", "log": "log", "exp": "exp", "e^": "exp", "e**": "exp",
                "sin": "sin", "cos": "cos"}


def written_functions(text: str) -> list[str]:
    """The named functions ``text`` writes in symbols, once per application, in order:
    ``"ln(20) - ln(2) ="`` -> ``["log", "log"]``, ``"e^(1.5) * 2"`` -> ``["exp"]``; "log10" names none of them."""
    return [_FUNCTION_OF[re.sub(r"\s", "", m.group(0)).lower()] for m in _FUNCTION_NAMES.finditer(text)]


def written_operations(text: str) -> list[str]:
    """The operations ``text`` writes between its numbers, in order: ``"3 + 97 * -4 ="`` →
    ``["add", "mul"]``; words count ("six times seven"), a sign does not, and a named function between
    two numbers is left out of the gap (``"e^(0.5) + e^(-0.5)"`` -> ``["add"]``)."""
    from .numbers import find_numbers

    nums = find_numbers(text)
    ops = []
    for a, b in zip(nums, nums[1:]):
        gap = text[a.end:b.start]
        m = _WRITTEN_OP.fullmatch(_FUNCTION_NAMES.sub(" ", gap) if _FUNCTION_NAMES.search(gap) else gap)
        if m is not None:
            ops.append(_WRITTEN_NAMES[m.group(1).lower()])
    return ops


def _families(ops: Sequence[str]) -> list[str]:
    """Operations by family, sorted: a / b / c is a / (b * c), and a - b - c is a - (b + c)."""
    return sorted("+-" if op in ("add", "sub") else "*/" if op in ("mul", "div") else op for op in ops)


# an expression written in symbols: what may stand between (and around) its numbers
_FUNCTION_WORD = r"sqrt|√|ln|log|exp|e\s*\^|e\s*\*\*|sin|cos"  # inside an expression, no word boundaries
# powers and logarithms in words, each a token of its own: a logarithm whose base is written ("log base 2
# of", "log_2", "log10(": the base is the number after it), a square or cube before or after its operand
# ("the square of 7", "square 7", "7 squared", "7 to the third power"; not "the square root of"), a power of
# two written numbers ("2 to the power of 10", "2 raised to 10", "10 to the 6")
_WORDED_TOKENS = {
    "logb": r"log\s*(?:_|\s+base\b)\s*",
    "square_of": r"(?:the\s+)?square\s+of\b|(?:square|squaring)(?:\s+the\s+number)?\b(?!\s+roots?\b)",
    "cube_of": r"(?:the\s+)?cube\s+of\b|(?:cube|cubing)(?:\s+the\s+number)?\b(?!\s+roots?\b)",
    "squared": SQUARED_WORD + r"\b|\u00b2|to\s+the\s+second\s+power\b",  # (typed as often as spelt: "sqaured")
    "cubed": CUBED_WORD + r"\b|\u00b3|to\s+the\s+third\s+power\b",
    "pow": r"(?:to|raised\s+to)\s+(?:the|da|teh)\s+power(?:\s+of)?\b|raised\s+to\b|to\s+(?:the|da)\b",  # ("2 to da power of 12")
    "of": r"of\b"}
_WORDED = "|".join(f"(?P<{name}>{p})" for name, p in _WORDED_TOKENS.items())
# the four operations named in words between two operands ("3 squared plus 4 squared"); "over", "x", "less"
# and the like are left out: they name other things too
_OPERATION_WORD = r"\b(?:plus|minus|times|multiplied\s+by|divided\s+by)\b"
_EXPR_TOKEN = re.compile(rf"\s*(?:{_WORDED}|(\*\*|{_OPERATION_WORD}|{_FUNCTION_WORD}|[-+*/×÷−^()]))", re.IGNORECASE)
# what may stand before the first number (a function, a prefix in words, a parenthesis) and after the last
_PREFIXES = "|".join(_WORDED_TOKENS[name] for name in ("logb", "square_of", "cube_of"))
_EXPR_LEAD = re.compile(rf"(?:(?:{_FUNCTION_WORD}|{_PREFIXES})\s*|\(\s*)*$", re.IGNORECASE)
_EXPR_TAIL = re.compile(rf"(?:[\s)]|{_WORDED_TOKENS['squared']}|{_WORDED_TOKENS['cubed']})*", re.IGNORECASE)
_LOG_DIGITS = re.compile(r"\s*log(?=\d)", re.IGNORECASE)  # "log10(", "log2 8": its base is the number after it
# a comma before a named operation: what was written before it is done first ("2 to the power of 10, minus 24")
_COMMA_THEN = re.compile(r"(?<=\d),(?=\s+(?:plus|minus|times|divided\s+by|multiplied\s+by|over|squared|cubed)\b)",
                         re.IGNORECASE)
# the expression goes on past its last number: "e^2 - e =", "3 * pi"
_OPERATION_AFTER = re.compile(r"\s*(?:[-+*/^\u00d7\u00f7\u2212])\s*[A-Za-z(\u03c0]")
# functions OccamNet has no primitive for (written_tree, foreign_expression)
_NO_PRIMITIVE = (r"tan|cot|sec|csc|arc[a-z]+|a(?:sin|cos|tan)|sinh|cosh|tanh|floor|ceil(?:ing)?|abs|gcd|lcm|max|min|round"
                 r"|fact(?:orial)?")
# one of them, or a name written onto the expression, before it: "tan(1) + 3 * 2", "abs(-4) * 2", "x3+4"
_FOREIGN_LEAD = re.compile(rf"(?:[A-Za-z_]|\b(?:{_NO_PRIMITIVE}|mod)\s*)$", re.IGNORECASE)


# a fraction of a number: "2/3 of 150", "1/4 of $96"
_FRACTION_OF = re.compile(rf"(?<![\d.,/])(\d+)\s*/\s*(\d+)\s+of\s+(?=[{_CURRENCY}]?\d)", re.IGNORECASE)


@lru_cache(maxsize=256)  # the written, as-written and agreement checks of every fired step parse the same question
def written_tree(text: str) -> tuple | None:
    """The expression ``text`` writes in symbols, as a tree over the positions of its numbers among
    the text's numbers (``("x", k)``; ``(op, (children...))``), by standard precedence (``^`` above
    ``* /`` above ``+ -``, a function name applies to the number or parenthesis after it, ``e^``
    is ``exp``); the four operations may be named ("3 squared plus 4 squared"), and powers and
    logarithms written in words are the trees the network writes for them: "7 squared" and "the square
    of 7" ``x * x``, "7 cubed" ``(x * x) * x``, "2 to the power of 10" ``pow``, "log base 2 of 64",
    "log_2(64)" and "log2(64)" ``log(x1) / log(x0)`` over the base and the argument. None where its
    numbers are not one expression (other words between them: "7 apples and 5 pears", "14.2 less
    6.85"; "(2)(3)"). Numbers are read as OccamNet reads
    them (:func:`occam.numbers.find_numbers`): "-53-89-13" is ``(x0 - x1) - x2`` over -53, 89 and 13,
    "5 - -3" ``x0 - x1`` over 5 and -3."""
    from .numbers import find_numbers

    nums = find_numbers(text)
    if not nums or _NOT_BY_PRIMITIVES.search(text):
        return None  # "cos 40 degrees": an angle in degrees, no expression of the written numbers alone
    if (of := _FRACTION_OF.search(text)) is not None:  # "What is 2/3 of 150?": the fraction times the number
        return written_tree(f"{text[:of.start()]}({of[1]}/{of[2]}) * {text[of.end():]}")
    lead = _EXPR_LEAD.search(text, 0, nums[0].start)
    start = lead.start() if lead else nums[0].start
    if SIGN_UNWRITTEN.search(text):
        return None  # "-(3^2) + 20 =", "-3^2 + 1 =": a sign no tree of the numbers read writes
    if re.search(r"\b(?:console|logger)\.$", text[:start]):
        start = text.index("(", start)  # "console.log(1024 / 256)": a print of what is inside, no logarithm
    commas = [m for m in _COMMA_THEN.finditer(text, start) if m.start() < nums[-1].start]
    if len(commas) == 1:  # "100 minus 37, times 2": what comes before the comma first, "(100 minus 37) times 2"
        c = commas[0].start()
        return written_tree(text[:start] + "(" + text[start:c] + ")" + text[c + 1:])
    if _FOREIGN_LEAD.search(text, 0, start):
        return None
    end = _EXPR_TAIL.match(text, nums[-1].end).end()
    if _OPERATION_AFTER.match(text, end):
        return None  # "e^2 - e =", "3 * pi": the expression goes on past its last number
    toks: list = []
    pos, k = start, 0
    while pos < end:
        while pos < end and text[pos].isspace():
            pos += 1
        if k < len(nums) and pos < nums[k].start and text[pos] in _CURRENCY and not text[pos + 1:nums[k].start].strip():
            pos = nums[k].start  # "$99.99 - $34.50": a currency sign is no operation
        if k < len(nums) and pos == nums[k].start:
            if toks and (isinstance(toks[-1], tuple) or toks[-1] == ")"):
                return None  # "(2)(3)", "3 4": no operation written between them
            toks.append(("x", k))
            pos, k = nums[k].end, k + 1
            unit = _UNIT_AFTER.match(text, pos)
            if unit is not None and (k == len(nums) or unit.end() <= nums[k].start):
                pos = unit.end()  # "15.5 km + 8.75 km": a unit after a number is no operation
            if k < len(nums) and (x := _TIMES_X.match(text, pos)) is not None:
                toks.append("mul")
                pos = x.end()
            continue
        m = _EXPR_TOKEN.match(text, pos, nums[k].start if k < len(nums) else end)
        if k < len(nums) and (m is None or m.group(0).strip().lower() == "log"):
            digits = _LOG_DIGITS.match(text, pos)
            if digits is not None and digits.end() == nums[k].start:
                toks.append("logb")
                pos = digits.end()
                continue
        if m is None:
            if text[pos:end].strip() == "":
                break
            return None
        if m.lastgroup is not None:  # a worded token
            toks.append(m.lastgroup)
        else:
            t = re.sub(r"\s+", " ", m.group(m.lastindex)).lower()
            t = t if t in _WRITTEN_NAMES else t.replace(" ", "")  # "multiplied by"; "e ^" is "e^"
            toks.append(_WRITTEN_NAMES[t] if t in _WRITTEN_NAMES else _FUNCTION_OF.get(t, t))  # "(" and ")" stay
        pos = m.end()
    if k != len(nums):
        return None
    i = 0

    def peek():
        return toks[i] if i < len(toks) else None

    def take():
        nonlocal i
        i += 1
        return toks[i - 1]

    def atom():
        t = take()
        if isinstance(t, tuple):
            return t
        if t == "(":
            v = sum_()
            if take() != ")":
                raise ValueError
            return v
        if t in ("sqrt", "log", "exp", "sin", "cos"):  # "sin(1)^2" squares sin(1); "sqrt 4^2" takes 4^2's root
            return (t, (atom(),)) if peek() == "(" else (t, (power(),))
        if t == "logb":  # log(a) / log(base)
            base = take()
            if not isinstance(base, tuple):
                raise ValueError
            if peek() == "of":
                take()
            return ("div", (("log", (power(),)), ("log", (base,))))
        if t in ("square_of", "cube_of"):
            return _worded_power(t, power())
        raise ValueError

    def power():
        base = atom()
        while peek() in ("squared", "cubed"):
            base = _worded_power(take(), base)
        if peek() == "pow":
            take()
            return ("pow", (base, power()))
        return base

    def product():
        v = power()
        while peek() in ("mul", "div"):
            op = take()
            v = (op, (v, power()))
        return v

    def sum_():
        v = product()
        while peek() in ("add", "sub"):
            op = take()
            v = (op, (v, product()))
        return v

    try:
        tree = sum_()
    except (ValueError, IndexError, RecursionError):
        return None
    return tree if i == len(toks) else None


def _worded_power(word: str, v: tuple) -> tuple:
    """"7 squared" is ``x * x``, "7 cubed" ``(x * x) * x``: the trees the network writes for them."""
    square = ("mul", (v, v))
    return square if word in ("squared", "square_of") else ("mul", (square, v))


def _canonical(t) -> tuple:
    """A tree in a normal form of + - * /: a sorted sum of signed terms, each a sorted product of
    factors with exponents +1/-1, products expanded over sums (``(a - b) * c`` is ``a*c - b*c``, as
    is ``(a + b) / c`` with ``a/c + b/c``). So commutativity, associativity (``a - b - c`` is
    ``a - (b + c)``, ``a / b / c`` is ``a / (b * c)``) and the distributive law do not tell two trees
    apart; a named function, a power or a divisor that is a sum is a factor of its own, in normal form
    inside."""
    def terms(node) -> list[tuple[int, tuple]]:
        if node[0] == "x":
            return [(1, ((1, node),))]
        op, kids = node
        if op in ("add", "sub"):
            right = terms(kids[1])
            return terms(kids[0]) + (right if op == "add" else [(-sg, f) for sg, f in right])
        if op == "mul":
            return [(s1 * s2, _factors(f1 + f2)) for s1, f1 in terms(kids[0]) for s2, f2 in terms(kids[1])]
        if op == "div":
            den = terms(kids[1])
            if len(den) == 1:
                (sd, fd), = den
                inv = tuple((-e, atom) for e, atom in fd)
                return [(s1 * sd, _factors(f1 + inv)) for s1, f1 in terms(kids[0])]
            return [(s1, _factors(f1 + ((-1, ("sum", _canonical(kids[1]))),))) for s1, f1 in terms(kids[0])]
        return [(1, ((1, (op, tuple(_canonical(k) for k in kids))),))]
    return tuple(sorted(terms(t), key=repr))


def _factors(factors: tuple) -> tuple:
    """Factors of one term, sorted; nothing cancels (``x * y / x`` is not ``y``: its operations are
    not the question's)."""
    return tuple(sorted(factors, key=repr))


def _numbers(t: tuple) -> set[int]:
    return {t[1]} if t[0] == "x" else set().union(*(_numbers(k) for k in t[1]))


def same_expression(fn_tree: tuple, text: str, n_inputs: int) -> bool | None:
    """Whether a function (its expanded tree over input indices, :func:`occam.generation.expanded_tree`)
    is the expression ``text`` writes in symbols up to commutativity, associativity and the
    distributive law (:func:`_canonical`), its last
    number the network's last input; None when ``text`` writes no such expression (:func:`written_tree`)."""
    written = written_tree(text)
    return None if written is None else _same_tree(fn_tree, written, n_inputs)


def _same_tree(fn_tree: tuple, written: tuple, n_inputs: int) -> bool:
    """:func:`same_expression` for an already parsed written tree."""
    m = len(_numbers(written))  # every number of the text (written_tree); "7 squared" reads one twice
    if m > n_inputs:
        return False

    def to_inputs(t):
        return ("x", n_inputs - m + t[1]) if t[0] == "x" else (t[0], tuple(to_inputs(k) for k in t[1]))
    return _canonical(to_inputs(written)) == _canonical(fn_tree)


# what OccamNet cannot write: a function without a primitive ("tan(1) + 3 * 2"), a constant or a variable in the
# expression ("e^2 - e", "3 * pi", "2 + x")
_FOREIGN = re.compile(rf"\b(?:{_NO_PRIMITIVE})\s*\(|(?<=[\d)])\s*[-+*/^\u00d7\u00f7\u2212]\s*(?:[A-Za-z]|pi|\u03c0)(?![\w(])(?!\s*(?:\^|\*\*))"
                      # named without parentheses: "the inverse sine (arcsin) of 2", "tangent of 1"
                      r"|\barc(?:sin|cos|tan)\w*|\binverse\s+(?:sine|cosine|tangent|sin|cos|tan)\b|\btangent\s+of\b"
                      # pi inside a function or before an operator ("cos(pi) + 2", "pi * 2"), absolute value bars
                      # ("|-5| + 2"), a factorial ("5! - 20"), a signed number raised to a power ("-2^2": -(2^2) or
                      # (-2)^2, which OccamNet's numbers cannot tell apart)
                      r"|\(\s*(?:pi|\u03c0)\s*\)|(?:^|[\s(])(?:pi|\u03c0)\s*[-+*/^\u00d7\u00f7]|\|\s*[-\u2212]?\d[^|]*\|"
                      r"|\d\s*!\s*[-+*/^\u00d7\u00f7=]|(?:^|[\s(=,])[-\u2212]\d[\d.,]*\s*(?:\^|\*\*)",
                      re.IGNORECASE)


# a sign no tree of the numbers read writes: a group negated ("-(3^2) + 20", "2 * -(4 + 1)"), or a signed number raised
# to a power ("-3^2" is -(3^2) by the rule of signs; the number read is -3); a minus after a digit or ")" is a difference
SIGN_UNWRITTEN = re.compile(r"(?:^|[^\d)\s])\s*[-\u2212]\s*(?:\(|\d[\d.,]*\s*(?:\^|\*\*))")


def foreign_expression(text: str) -> bool:
    """Whether ``text`` writes in symbols something OccamNet has no primitive or number for: "tan(1) + 3 * 2 =",
    "e^2 - e =", "3 * pi", a group negated "-(3^2) + 20 =": no function of its numbers is that expression."""
    return bool(_FOREIGN.search(text) or SIGN_UNWRITTEN.search(text))


def written_expression_differs(fn_tree: tuple, text: str, n_inputs: int) -> bool:
    """Whether ``text`` writes one expression of at least one operation (:func:`written_tree`:
    "WHAT IS 456 PLUS 789", "`713 - 258`", "sqrt(50)") and the function is not that expression
    (:func:`same_expression`), or writes one with a function or constant OccamNet lacks
    (:func:`foreign_expression`). A text of one number and words ("Divide that by 5.") writes none."""
    if foreign_expression(text):
        return True
    written = written_tree(text)
    return written is not None and written[0] != "x" and not _same_tree(fn_tree, written, n_inputs)


_GLUED_HYPHEN = re.compile(r"\d[-\u2013]\d")  # "555-0199", "4-1", "10-20": a code, a score or a range as often


def written_agree(fn_tree: tuple, text: str, n_inputs: int) -> bool:
    """Whether a function is exactly the expression of at least one operation that ``text`` writes
    (:func:`same_expression`: "calculate 15.5 L - 4.25 L", "$84.99 - $19.50"), the question's own symbols
    agreeing with the decoders as a named operation does (:func:`names_agree`, ``named_cues``). Not where
    a hyphen joins two digits ("call 555-0199", "won 4-1"), which writes a code, a score or a range as
    often as a difference."""
    written = written_tree(text)
    return (written is not None and written[0] != "x" and not _GLUED_HYPHEN.search(text)
            and _same_tree(fn_tree, written, n_inputs))


def not_as_written(ops: Sequence[str], reads: Sequence[int], text: str, tree: tuple | None = None,
                   n_inputs: int | None = None) -> bool:
    """Whether a function is not the expression ``text`` writes (``ops``: the primitives of its
    expanded tree, one per application; ``reads``: the input index of each of its leaves; both without
    identities, :func:`occam.generation.flattened`). It must apply the operations the text writes
    between its numbers, each family as often as written (a sum or difference per + or -, a product
    or quotient per * or /: ``19 / (96 * -54)`` is "19/96/-54"; a sign read with a number turns a
    difference into a sum), and read each input once, or one input twice where a parenthesis is
    distributed (``(x1 / x3) - (x2 / x3)`` for "(-39-48)/62").

    ``"3 + 97 * -4 ="`` allows ``(x2 * x3) + x1``. Declined: ``(x3 * x3) + (x3 - x3)`` for "What is
    HTTP 500?" (``x3 * x3`` without its identity: one number read twice, nothing written) and
    ``(x1 / x2) + (x1 * x1)`` for "What's 25% of 360?". One operation must be written too: worded
    questions are the one-layer network's business ("14.2 less 6.85" → ``14.2 / 6.85``, "subtract
    480" → ``5250 * 480`` on the held-out conversations). A named function or power counts as its own
    family, once per time the text writes it (:func:`written_functions`; "^" or "**" between two
    numbers is a power): ``"sqrt(25) + 4 * 3 ="`` allows ``sqrt(x0) + (x1 * x2)``, not ``x0 + (x1 * x2)``.

    Given the function's ``tree`` and the network's ``n_inputs``, a question that writes one expression
    in symbols (:func:`written_tree`) must get exactly that expression, up to commutativity,
    associativity and the distributive law (:func:`same_expression`): ``(x0 - x1) * x2`` is not
    "84 - 17 * 3", nor
    ``sqrt(x1) - x2`` "sqrt(0.0625) + 1.75" (the counts by family allow both)."""
    if foreign_expression(text):
        return True  # "tan(1) + 3 * 2 =": no function of its numbers is the expression
    if tree is not None and n_inputs is not None:
        same = same_expression(tree, text, n_inputs)
        if same is not None:
            return not same
    written = _families(written_operations(text) + written_functions(text))
    if len(reads) == len(set(reads)):
        return _families(ops) != written
    # the distributive law: "(a + b) / c" as (a / c) + (b / c), one number read twice and one more * or /
    twice = [i for i in set(reads) if reads.count(i) > 1]
    return not ("(" in text and len(twice) == 1 and reads.count(twice[0]) == 2
                and _families(ops) == sorted([*written, "*/"]))
