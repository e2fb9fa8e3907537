"""What the readers of the words decline on purpose, said as a reason: a story whose question is a trap for any one
expression of its numbers.

The rule readers (:mod:`occam.plan_readers`) are silent where they find no reading, and silent too where they see that
the question is built to catch a reading ("A library had 93 DVDs. Tom borrowed 5 of them. How many DVDs does Tom
have?": 5, told; "47 left during the break. How many people left?": 47, told). Silence alone does not tell the two
apart. The learned plan ranker (:mod:`occam.plan_ranker`) writes its own best tree only where no reader has a plan,
so it must know the second kind: :func:`declined` names it, and the ranker's fill keeps out of any story it names.

Each reason is a kind of question that SVAMP-style sets change on purpose, not one problem: a number the story
tells asked back; "left" asked of people who left; a comparison with a side the story does not tell (the rest, the
ones who do not, a whole told as one); a rate per day or week with no count of days told; the usual price asked
beside a discount; a goal to reach where money was also spent; a thing the story does not count ("How many trips?"
of cars told); a price of every one after the first (one less than the count); a goal told as more than a sum
already held; a second amount told of each one; a whole told "in all" beside another count where a share of it is
asked; one side told by its relation to the other where both sides' total is asked (the told side is counted
twice). :func:`contents_divided` is the one reason that reads a tree: groups counted where the question asks for what
is in them, or a count of groups taken from a share of each. Measured in the README (sessions 41 and 42): on texts
the ranker was not trained on they cost none of its right fills.
"""
from __future__ import annotations

import re

from .abstention import tree_leaves
from .asides import singulars, thing_words
from .comparisons import sides_told
from .numbers import find_numbers
from .one_step import MEASURE_WORDS, WHOLE_TOLD, asks_a_told_number
from .questions import asked
from .step_words import WHOLES
from .story_cues import compared_with_the_rest, some_went, story_quantities
from .story_plans import Plan
from .story_words import COMPARISON_ASKED, LOSS, NEGATED, NUMBER_BEFORE, RATE_ASKED
from .told_parts import asks_a_told_doing, asks_a_told_part

# the usual price asked beside a discount: "How much would 4 lamps cost at the normal price?"
_USUAL_PRICE_ASKED = re.compile(r"\b(?:normal|usual|regular|original|full|old)\s+(?:price|cost|rate|fare)\b", re.IGNORECASE)
_DISCOUNT = re.compile(r"\b(?:off|discount\w*|sale|reduced|cheaper|less)\b", re.IGNORECASE)
# a rate of every one after the first: "$55 for the first hour and $35 for every additional hour" (5 of a 6-hour job)
_AFTER_THE_FIRST = re.compile(r"\b(?:every|each|per)\s+(?:additional|extra|further|subsequent)\b|\bafter\s+the\s+first\b"
                              r"|\beach\s+(?:hour|day|week|mile|km|kilometre|page|item|night)\s+after\b", re.IGNORECASE)
# a goal reached in periods: "How many weeks will it take her to reach $177?"
_GOAL_ASKED = re.compile(r"\bhow\s+(?:many|long)\b.*\b(?:reach|save\s+up|afford|have\s+enough|get\s+to)\b", re.IGNORECASE)
_PERIODS = r"(?:days?|weeks?|fortnights?|months?|years?|hours?|minutes?|nights?)"
# a rate of a period after an amount: "3.75 to rent each one per day", "$12 a week"
_RATE_PERIOD_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,4}?(?:a|an|per|each|every)\s+(?P<period>day|week|fortnight|month|year|hour"
                                r"|minute|night)\b", re.IGNORECASE)
# what groups hold: "bags of 10", "boxes of 12 eggs"
_GROUP_OF = re.compile(r"\b(?P<group>[a-z]+?)(?:es|s)?\s+of\s+$", re.IGNORECASE)
_HOW_MANY_THING = re.compile(r"\bhow\s+many\s+(?P<thing>[a-z]+)(?:\s+(?P<next>[a-z]+))?", re.IGNORECASE)


# a number asked as more than one has ("to save $154 more", "to read 60 more pages") beside what one already holds
_MORE_ASKED = re.compile(r"\b(?:save|earn|raise|collect|get|make|reach|put\s+by|put\s+away|set\s+aside)\s+(?:another\s+)?"
                         r"[$\u00a3\u20ac]?\d[\d,.]*\s+(?:[a-z]+\s+)?more\b(?!\s+than\b)", re.IGNORECASE)
_HELD = re.compile(r"\balready\b|\bso\s+far\b|\b(?:has|have|had)\s+(?:already\s+)?saved\b", re.IGNORECASE)
# a second amount of each one: "for each notebook he also buys a pen at $0.80", "with every ticket they also get"
_FOR_EACH_ALSO = re.compile(r"\b(?:for|with)\s+(?:each|every)\s+[a-z]+\s*,?\s+(?:(?:he|she|they|we|i|it|[A-Z][a-z]+)\s+)?also\b",
                            re.IGNORECASE)


# a whole told "in all" and what is in each asked: "4 pens with the same number of sheep in each, and 11 goats. He has 71
# sheep in all. How many sheep are in each pen?" (the other count is no part of the whole)
_WHOLE_IN_ALL = re.compile(r"\d[\d,.]*\s+(?:[a-z]+\s+){0,2}?(?:in\s+all|in\s+total|altogether)\b", re.IGNORECASE)
_EACH_ASKED = re.compile(r"\bhow\s+(?:many|much)\b.*\b(?:in|on|per|for)\s+each\b", re.IGNORECASE)
# one side told by its relation to the other ("On Sunday he sold 15 more than on Saturday"), the two sides' total asked:
# the told side is in the sum twice (37 + (37 + 15)), which no tree of distinct numbers writes
_RELATED = re.compile(r"\d[\d,.]*\s+(?:[a-z]+\s+){0,2}?(?:more|fewer|less)\b[^.?!]*?\bthan\b"
                      r"|\b(?:twice|(?:two|three|four|\d+)\s+times|half)\s+as\s+(?:many|much)\b", re.IGNORECASE)
_BOTH_TOTAL = re.compile(r"\b(?:in\s+total|altogether|in\s+all|combined|together|both|over\s+the\s+(?:two|2|whole)\b"
                         r"|(?:over|across|for)\s+the\s+(?:weekend|two|2)\b|(?:over|during)\s+(?:both|the\s+two))", re.IGNORECASE)


def declined(text: str) -> str | None:
    """The reason the story ``text`` is a trap for one expression of its numbers (module docstring), or None."""
    request = asked(text)
    at = text.rfind(request)
    if at < 0 or not request:
        return None
    story = text[:at]
    numbers = story_quantities(text)
    if asks_a_told_number(text, numbers, request) or asks_a_told_part(text) or asks_a_told_doing(text):
        return "a number the story tells is asked back"
    if re.search(r"\bleft\b", request, re.IGNORECASE) and some_went(story):
        return "'left' asks who went as well as what remains"
    if COMPARISON_ASKED.search(request) and (compared_with_the_rest(request) or NEGATED.search(request)
                                             or not sides_told(text, request) or WHOLE_TOLD.search(story)):
        return "a comparison with a side the story does not tell"
    if (thing := _HOW_MANY_THING.search(request)) is not None and numbers and thing_words(text, numbers[0].end) and not (
            _counted_in(thing, text[:at] + text[at:at + thing.start()] + " " + text[at + thing.end():])):
        # ("if the theatre had 64 and sold 19": the thing left unsaid, so the question may name it first)
        return "the question asks for a thing the story does not count"
    if _AFTER_THE_FIRST.search(story):
        return "a count less its first one ('$35 for every additional hour' of a 6-hour job)"
    if _USUAL_PRICE_ASKED.search(request) and _DISCOUNT.search(story):
        return "the usual price asked beside a discount"
    if _GOAL_ASKED.search(request) and LOSS.search(story):
        return "a goal to reach, with money also spent"
    if _MORE_ASKED.search(request) and _HELD.search(story):
        return "a goal told as more than what is already held ('already has $38 ... to save $154 more')"
    if _FOR_EACH_ALSO.search(story):
        return "a second amount told of each one ('for each notebook he also buys a pen at $0.80')"
    if len(numbers) == 2 and _RELATED.search(story) and _BOTH_TOTAL.search(request):
        return "one side told by its relation to the other, both sides' total asked (the told side counted twice)"
    if len(numbers) >= 3 and _WHOLE_IN_ALL.search(story) and _EACH_ASKED.search(request):
        return "a whole told 'in all' and a share of it asked, beside another count ('and 11 goats. He has 71 sheep in all')"
    written = find_numbers(text)
    for n in numbers:
        rate = _RATE_PERIOD_AFTER.match(text, n.end)
        if rate is not None and not re.search(rf"\b{re.escape(rate['period'])}s?\b", request, re.IGNORECASE) and not any(
                re.match(rf"\s+(?:[a-z]+\s+)?{_PERIODS}", text[m.end:], re.IGNORECASE) for m in written
                if m.start != n.start):
            return "a rate per period with no count of periods told"
    return None


# words after "how many" that name no thing ("how many more", "how many did"), and measures any story may count in
_NO_THING = frozenset("more fewer less times of were was did do does are is have has had in on at will would can could "
                      "should must each per".split())
_MEASURES = MEASURE_WORDS | frozenset("kilometre kilometer tonne ton pence point inch foot feet yard gallon cup".split())


def _counted_in(asked_thing: re.Match, rest: str) -> bool:
    """Whether the thing a question asks for ("How many trips ...?", its word or the next: "how many good posters")
    is one the rest of the text names (or a misspelling of it: the first five letters), a measure, or a whole
    (:data:`occam.step_words.MEMBERS`: "animals" of cows and sheep; "items" of any things)."""
    words = [w.lower() for w in re.findall(r"[a-z]+", rest, re.IGNORECASE)]
    first = asked_thing["thing"].lower()
    if first in _NO_THING or first.endswith("ed") or first in _VERBS:
        return True  # "how many more", "how many did she ...", "how many went on each shelf": no thing named
    for thing in filter(None, (asked_thing["thing"], asked_thing["next"])):
        if thing.lower() in _NO_THING:
            continue
        forms = singulars(thing)
        if forms & (_MEASURES | WHOLES | _ANY_THING):
            return True
        if any(singulars(w) & forms or len(w) >= 5 and w[:5] == thing.lower()[:5] or any(
                f.endswith(w) for f in forms if len(w) >= 4) for w in words):
            return True
    return False


_VERBS = frozenset("went came got go goes come comes get gets left ran fell sold made took gave ate won lost fit fits "
                   "stayed remain remains".split())
_ANY_THING = frozenset("item thing object article ppl".split())  # ("how many ppl": people in chat)


def contents_divided(text: str, plan: Plan) -> bool:
    """Whether the plan divides at its top by the size of a group ("packed the rest into bags of 10") while the question
    asks for the things the groups hold ("How many apples did he pack?"): the quotient counts groups, not things; or
    adds to (or takes from) a share of each group a count of the groups ("132 cards into 11 equal piles and then gave
    away 4 of the piles": 132 / 11 - 4 takes piles from cards)."""
    if plan.tree[0] in ("add", "sub"):
        sides = plan.tree[1]
        for share, other in (sides, sides[::-1]):
            if share[0] == "div" and share[1][1][0] == "x" and other[0] == "x":
                if _noun(text, plan.numbers[share[1][1][1]]) & _noun(text, plan.numbers[other[1]]):
                    return True
        return False
    if plan.tree[0] != "div":
        return False
    asked_thing = _HOW_MANY_THING.search(asked(text))
    divisor = plan.tree[1][1]
    if asked_thing is None or divisor[0] != "x":
        return False
    n = plan.numbers[divisor[1]]
    group = _GROUP_OF.search(text, max(0, n.start - 30), n.start)
    return group is not None and not asked_thing["thing"].lower().startswith(group["group"].lower())


def rate_multiplied(text: str, plan: Plan) -> bool:
    """Whether the plan multiplies at its top while the question asks for a rate per a thing the story never names
    ("my gym membership is £29 a month and i went 8 times in october, how much per visit": 29 / 8, a cost per visit;
    a product is a total, never a cost per one of things counted only by "times")."""
    if plan.tree[0] != "mul":
        return False
    request = asked(text)
    rate = RATE_ASKED.search(request)
    if rate is None or not rate[0].lower().startswith("per") or NUMBER_BEFORE.search(request, 0, rate.start()):
        return False  # "at 70 km per hour": a rate told, none asked; "if every seat were sold": no rate
    unit = rate[1].lower()
    if singulars(unit) & _RATE_PERIODS:
        return False  # "earns 15 an hour for 8 hours. how much per day?": a longer period's total
    at = text.rfind(request) + rate.start()
    rest = (text[:at] + " " + text[at + len(rate[0]):]).lower()  # the text but the rate asked
    return not any(re.search(rf"\b{re.escape(form)}", rest) for form in singulars(unit))


def asked_thing_left_out(text: str, plan: Plan) -> bool:
    """Whether the question names two kinds together ("How many hamsters and gerbils are left?"), each counted by a number
    of the story, and the plan leaves one of them out: "A pet store had 14 hamsters and 9 gerbils. ... sold 11 of these
    animals." -> 14 - 11 leaves the gerbils out (the answer is 14 + 9 - 11)."""
    both = _KINDS_ASKED.search(asked(text))
    if both is None:
        return False
    used = {plan.numbers[k].start for k in tree_leaves(plan.tree)}
    for kind in (both[1], both[2]):
        counting = [n for n in story_quantities(text)
                    if (thing := re.match(r"\s+([a-z]+)", text[n.end:], re.IGNORECASE)) and singulars(thing[1]) & singulars(kind)]
        if len(counting) == 1 and counting[0].start not in used:
            return True
    return False


_KINDS_ASKED = re.compile(r"\bhow\s+many\s+([a-z]{3,})\s+and\s+([a-z]{3,})\b", re.IGNORECASE)


_RATE_PERIODS = frozenset("second minute hour day week month year night shift".split())


def _noun(text: str, n) -> frozenset[str]:
    """The forms of the thing the count ``n`` names: its word after "equal" ("11 equal piles" -> piles, pile), or the
    thing of "of the piles" after it; empty where it names none."""
    of = re.match(r"\s+of\s+(?:the|those|these|his|her|their|its|my|our)\s+([a-z]+)", text[n.end:], re.IGNORECASE)
    word = of or re.match(r"\s+(?:equal\s+|even\s+|same\s+)?([a-z]+)", text[n.end:], re.IGNORECASE)
    return singulars(word[1]) if word else frozenset()
