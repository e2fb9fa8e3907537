"""The readers of the words, in the order a reply asks them (``occam.generation.Generation.question_plan``):
first a snippet of code or a spreadsheet formula (:mod:`occam.snippets`) and a calculation whose claimed result is
questioned (:mod:`occam.claims`), each the only plan where it reads; then the expression written in symbols, a sum
or product of a list named in words (:mod:`occam.lists`), a number puzzle, a story of several steps, a start or an unknown change, an unknown price of each or count, the rest of a
whole once a part is told, the one step of a story's two quantities, a start with its changes and a last step on
what is left (:mod:`occam.the_rest`), two parts at a rate (:mod:`occam.parts_at_rate`), two amounts of each one of a
counted thing (:mod:`occam.each_parts`), a price of each and a
count bought, or a count paid for (:mod:`occam.priced_counts`), a bill written as a list of counts at a price and
single things at theirs, totalled, taken from the note paid with or shared (:mod:`occam.bills`), the saving of a lower price (:mod:`occam.sale_prices`), a profit
or what a resale lost or gained (:mod:`occam.profits`), and last the
story readers again with the numbers that words imply written out ("2 dozen eggs", "twice as many":
:mod:`occam.implied_numbers`), and a question written before its story read with the story first
(:mod:`occam.question_first`), and the story readers once more with the numbers of other things cut
(:mod:`occam.distractors`), then a story done again a number of times (:mod:`occam.repeats`: "He did this for 3 days", and one period told
"every day" or "at each of 14 homes" with the count of periods asked) and a story told as a
condition before its question. Between them, the readers of one form each: a fraction of a whole
(:mod:`occam.fractions_of`), a comparison with its other side left out (:mod:`occam.ellipses`), a product compared
with another's amount (:mod:`occam.compared_products`), two people's counts compared after one changed
(:mod:`occam.changed_comparisons`), two counts at one rate each (:mod:`occam.summed_rates`), groups sold or filled
(:mod:`occam.groups`), round trips, an unsaid part of a told whole, circles, temperatures.

Every reader is asked (:func:`plans`), and the first plan is the question's only where every other plan has its
value (:func:`disagree`): two readings of one question are at most one right, and a guess between them is no exact
number. The tools and tests ask the same list."""
from __future__ import annotations

import math
import re

from .abstention import TURNED, asks_an_untold_occasion, named_operations, offers_a_choice, tree_leaves
from .asides import same_noun
from .notation import is_identifier
from .numbers import find_numbers
from .ages import age, age_in_year
from .capacity import capacity, places_left
from .compared_by_verb import compared_by_verb
from .compared_totals import compared_total
from .chains import chain
from .circles import circle
from .claims import claim_checked
from .chat_words import read_as_written
from .complements import all_but, complement, other_occasion, other_outcome, priced_pair, shared_whole
from .consecutive import consecutive
from .cut_pieces import cut_piece
from .daily_sums import daily_sum
from .day_relations import day_relation
from .fractions_of import fraction_of
from .named_steps import named_step
from .relations import relation
from .round_trips import round_trip
from .tallies import tally
from .repeats import repeated, repeated_each
from .counted_prices import counted_price
from .rest_compared import rest_compared
from .summed_rates import summed_rate
from .compared_products import compared_product
from .linear_totals import linear_total
from .ellipses import elliptic_relation
from .distractors import cut_distractors, leaves_out, read_without
from .each_parts import each_parts
from .each_kinds import of_each_kind
from .full_and_empty import full_less_empty
from .given_rates import given_rate
from .groups import filled_and_left, filled_with_left, grouped_items, grouped_sale, grouped_with_left, packed_sum
from .repacks import repacked, reshared
from .budgets import budget_left
from .split_bills import split_bill
from .bills import bill
from .own_shares import own_share
from .products_shared import product_shared
from .changed_comparisons import changed_comparison
from .changed_shares import changed_share
from .implied_numbers import conversion, read_implied
from .levels import level_before, level_moved
from .lists import listed, story_average, story_total
from .number_puzzles import asked_puzzle, named_unknown, puzzle
from .number_pairs import number_and_multiple, number_pair
from .one_step import one_step
from .ordinal_powers import based_log, degrees_angle, ordinal_power, reciprocal, superscript_power
from .period_totals import period_relation, period_total
from .per_period import per_period, period_rate
from .rate_extras import rate_extra
from .rate_chains import rate_chain
from .temperatures import temperature
from .energy import energy
from .two_prices import priced_relation, two_prices
from .relation_chains import relation_chain
from .parts_at_rate import parts_at_rate
from .priced_counts import count_for_money, pooled_total, priced_count, priced_pair_of_each, unpriced_item
from .profits import profit, resale, taken_profit
from .sale_prices import saving
from .shares_valued import share_of_share, shared_value
from .net_rates import net_rate
from .percents import percent, percent_change, percent_rise
from .pieces import pieces
from .pooled_shares import pooled_share
from .plan_ranker import PlanRanker, second_opinion, shipped
from .question_first import read_story_first
from .questions import asked, without_asides_after, without_trailing
from .plan_words import COST_SPLIT, SHARE_ASKED
from .step_words import HOW_MUCH
from .sold_by_left import sold_by_left
from .story_plans import Plan, applies, nodes, plan, signed_terms
from .shapes import shape
from .snippets import snippet
from .rate_counts import rate_count, travel_time
from .kinds_totals import kinds_total
from .story_starts import amount_between, change, change_of_two, future_start, readings_apart, setting_change, start
from .story_words import COMPARISON_ASKED, PERIOD_OF
from .the_rest import rest_plan
from .thing_relations import thing_relation
from .rest_named import rest_done, rest_named
from .to_go import held_to_goal, parts_to_go, to_go, done_of_left
from .told_parts import asks_a_told_doing, asks_a_told_part
from .unit_rates import unit_rate
from .unknown_parts import unknown_part
from .worded_operands import worded_operand
from .written_plans import written_plan


def implied_plan(text: str) -> Plan | None:
    """The story readers' plan with the numbers words imply: "bought 2 dozen eggs and used 7" -> ``(2 * dozen) - 7``,
    "keeps 24 roses and ties the rest into bunches of a dozen" -> ``(96 - 24) / dozen``, "1.2 liters every morning and 0.8
    liters every evening ... in a week" -> ``(1.2 + 0.8) * in a week``."""
    return read_implied(lambda new: plan(new) or rest_plan(new) or daily_sum(new) or two_plan(new), text)


def implied_step(text: str) -> Plan | None:
    """The one step of two quantities, one of them a word's: "a dozen roses and 15 tulips. How many more tulips
    than roses?" -> ``15 - dozen``."""
    return read_implied(one_step, text)


def two_plan(text: str) -> Plan | None:
    """The story reader's plan of what is left or each one's share of a story of two numbers, where the story cues
    of the one-step reader settled nothing: "A bag of soil weighed 20 kg and I've used 7.4 kg of it. How much soil is
    left?" -> ``20 - 7.4``."""
    return plan(text, two=True)


_STORY_READERS = (readings_apart, amount_between, setting_change, plan, start, change, future_start, unit_rate, rate_count, conversion, shape, percent, complement, other_occasion, all_but, shared_whole, priced_pair, other_outcome, to_go, parts_to_go, held_to_goal, done_of_left, one_step, two_plan, change_of_two,
                  rest_plan, rest_named, rest_done, pooled_share, cut_piece, daily_sum, capacity, places_left, net_rate, sold_by_left, parts_at_rate, each_parts, rate_chain, rate_extra, per_period, period_rate, two_prices, priced_relation, priced_count, count_for_money, pooled_total, unpriced_item, priced_pair_of_each, saving, profit, resale, taken_profit, implied_plan, implied_step, kinds_total)


def story_first(text: str) -> Plan | None:
    """The story readers' first plan of a question written before its story: "How many apples did Ruth start with
    if she gave 18 apples ... and still has 27?" read as the story, then the question (:mod:`occam.question_first`)."""
    def first(new: str) -> Plan | None:
        return next((p for reader in _STORY_READERS if (p := reader(new)) is not None), None)
    return read_story_first(first, text)


def without_distractors(text: str) -> Plan | None:
    """The story readers' first plan of the story with its numbers of other things cut: "A baker makes 12 pies and
    30 cakes every day. How many pies does he make in 9 days?" -> ``12 * 9``, the cakes set apart
    (:mod:`occam.distractors`)."""
    def first(new: str) -> Plan | None:
        return next((p for reader in _CUT_READERS if (p := reader(new)) is not None), None)
    return read_without(first, text)


# the readers of a story with its numbers of other things cut: the story readers, and those of a comparison or a
# share of a product ("Carlos has 3 boxes with 24 pencils in each box. Maria has 50 pencils [and 12 pens]. How many
# more pencils does Carlos have than Maria?")
_CUT_READERS = (*_STORY_READERS, story_first, compared_product, compared_total, packed_sum, product_shared, repacked,
                summed_rate, pieces, changed_share, grouped_sale, grouped_items, filled_and_left)


_IF_THEN_ASKED = re.compile(r"^(?P<pre>(?:.*?[.!?]\s+)?)(?P<if>\s*if\s+)(?P<c>(?:[^?.!]|(?<=\d)\.(?=\d))*?\d(?:[^?.!]|(?<=\d)\.(?=\d))*?)(?P<comma>,\s*)(?P<q>(?:how|what)\b[^?]*\?)\s*$",
                            re.IGNORECASE | re.DOTALL)


def condition_first(text: str) -> Plan | None:
    """The readers' first plan of a question asked after its story as a condition, read as the story then the
    question: "If 7 pens cost 10.50 dollars, how much do 3 pens cost?" as "7 pens cost 10.50 dollars. How much do 3
    pens cost?" -> ``(10.50 / 7) * 3``, also after a story ("24 classes with 30 students each. If 45 are absent, how
    many are present?"); the words changed keep their length: every number keeps its place."""
    m = _IF_THEN_ASKED.match(text)
    if m is None or len(text) > 300:
        return None
    q = m["q"][0].upper() + m["q"][1:]
    new = m["pre"] + " " * len(m["if"]) + m["c"] + "." + " " * (len(m["comma"]) - 1) + q + text[m.end("q"):]
    assert len(new) == len(text)
    found = first_plan(new, ranker=False)
    return None if found is None or found[1].asks == "written" else found[1]


def chat_plan(text: str) -> Plan | None:
    """The readers' first plan of a chat message rewritten as a book writes it (:mod:`occam.chat_words`): "baked 5
    trays of 12 cookies and ate 7 lol. how many now" as "... and ate 7. How many are there now?" -> ``(5 * 12) - 7``."""
    def first(new: str) -> Plan | None:
        found = first_plan(new, ranker=False)
        return None if found is None or found[1].asks == "written" else found[1]
    return read_as_written(first, text)


def counted_price_plan(text: str) -> Plan | None:
    """The first plan of the price of one thing, times the count of them asked: "A notebook costs $2.75, and a pen
    costs $1.25 less than the notebook. How much would 6 pens cost?" -> ``(2.75 - 1.25) * 6``
    (:mod:`occam.counted_prices`)."""
    return counted_price(_readers_first, text)


def repeated_plan(text: str) -> Plan | None:
    """The first plan of a story done again a number of times, times that number: "rode 12.4 km in the morning and
    9.75 km in the afternoon. He did this every day for 3 days. How many km in total?" -> ``(12.4 + 9.75) * 3``
    (:mod:`occam.repeats`)."""
    return repeated(_readers_first, text)


def repeated_each_plan(text: str) -> Plan | None:
    """The first plan of one period of a story told "every day" or "at each of 14 homes", times the count of periods:
    "Every day Yuki buys a sandwich for $4.25 and a juice for $1.75. How much does she spend in 5 days?" -> ``(4.25 +
    1.75) * 5`` (:func:`occam.repeats.repeated_each`)."""
    return repeated_each(_readers_first, text)


READERS = (written_plan, listed, story_average, story_total, chain, puzzle, asked_puzzle, named_unknown, number_pair, number_and_multiple, consecutive, age, age_in_year, fraction_of, full_less_empty, *_STORY_READERS, relation, thing_relation, day_relation, elliptic_relation, relation_chain, linear_total, rest_compared, changed_comparison, compared_product, compared_by_verb, compared_total, worded_operand, pieces, grouped_sale, grouped_items, changed_share, shared_value, share_of_share, budget_left, split_bill, tally, bill, own_share, product_shared, filled_and_left, filled_with_left, grouped_with_left, packed_sum, of_each_kind, repacked, reshared, summed_rate, round_trip, unknown_part, circle, temperature, energy, travel_time, level_moved, level_before, given_rate, named_step, ordinal_power, based_log, degrees_angle, reciprocal, superscript_power, percent_change, percent_rise, period_total, period_relation, story_first, without_distractors, repeated_plan, repeated_each_plan, counted_price_plan, condition_first, chat_plan)


# a question that asks how to do something, what to do, or why, who, where, which: no amount ("I sold 12 cupcakes
# and baked 30. How do I price them?", "Out of 10 apples, 4 were rotten. What should I bake with the rest?")
_NO_AMOUNT = re.compile(r"\bhow\s+(?:do|does|did|can|could|should|would|will|to)\s+(?:i|we|you|they|he|she|one|it)\b"
                        r"|\bwhat\s+(?:should|can|could|would)\s+(?:i|we|you|they|he|she)\b(?!\s+(?:get|have|end\s+up\s+with"
                        r"|be\s+left\s+with)\s+if\b|\s+have\s+(?:earned|made|been\s+paid|got|gotten|received)\b)"  # "what would i
                        # get if i took 9.75 away from 40", "what should i have earned": an amount
                        r"|^\W*(?:why|who|whom|whose|where(?!\s+does\s+(?:that|this)\s+leave\s+(?:me|us)\b)|which|when)\b",
                        re.IGNORECASE)  # "where does that leave me?" asks what one has now


# a request at all: a question, or words that ask for a calculation ("Find the number.", "Total of 120 and 35.5")
_ASKS = re.compile(r"\?|\b(?:how|hw|what|whats|wats|wat|r\s+u|can\s+u|could\s+u|pls|plz|find|calculate|compute|work\s+out|figure\s+out|total|sum|add|multiply"
                   r"|subtract|divide|average|product|tell\s+me|give\s+me|determine|solve|convert|express|change|take|plus"
                   r"|minus|times|multiplied|divided|raised|halve|double|triple|square|cube|power|squared|cubed|split|share|increase"
                   r"|decrease|reduce|sin|sine|cos|cosine|tan|log|logarithm|ln|sqrt|root|exp|reciprocal|percent)\b"
                   r"|(?<=\d\s)over(?=\s+\d)|=|\d\)?\s+to\s+the\s+\d{1,2}(?:st|nd|rd|th)\b",  # "(-4) to the 6th"
                   re.IGNORECASE)


# things set side by side by name ("Windows 10 vs 11: what is the difference?"): no story, no amount of them
_VERSUS = re.compile(r"\bvs\b\.?|\bversus\b", re.IGNORECASE)


def _split_by_untold_sharers(text: str) -> bool:
    """Whether ``text`` tells a cost split by payers it does not count: "My brother and I split the cost", "We went
    halves on a 58 pound hamper" (not "Kevin and 3 friends split the cost", "Nine friends shared the cost")."""
    m = COST_SPLIT.search(text)
    if m is None:
        return False
    start = max(text.rfind(c, 0, m.start()) for c in ".!?") + 1  # its sentence
    return not any(start <= n.start and n.end <= m.start() for n in find_numbers(text))


def asks_an_amount(text: str) -> bool:
    """Whether the question of ``text`` may ask for an amount: not a how-to, a what-to-do or a why, who, where,
    which or when question (unless it asks how many or how much as well)."""
    request = asked(text)
    if offers_a_choice(request):
        return False  # "..., is 128 GB of storage enough or should I get 256 GB?": a choice between two courses
    return not _NO_AMOUNT.search(request) or bool(HOW_MUCH.search(request))


_RATE_ASKED = re.compile(r"\b(?:per|an?|each|every)\s+(?P<u>hour|day|week|month|year|night|minute|second|kg|kilogram|pound|litre"
                         r"|liter|mile|km|metre|meter|person|ticket|item|piece)s?\b\s*\??\s*$"
                         r"|\b(?P<adv>hourly|daily|weekly|monthly|yearly)\b", re.IGNORECASE)


def _rate_told_and_asked(text: str) -> bool:
    """Whether the question asks a rate by its unit ("How much did he earn per hour?") that the story tells ("earns
    15 dollars an hour"): no step computes what is written."""
    request = asked(text)
    m = _RATE_ASKED.search(request)
    at = text.rfind(request)
    if m is None or at < 0 or re.search(r"\d", request):
        return False  # "How many eggs would 35 hens lay in a week?": a rate of more than the told one's unit
    if COMPARISON_ASKED.search(request) or re.search(r"\bhow\s+much\s+extra\b", request, re.IGNORECASE):
        return False  # "went up from $29.99 to $34.50 a month. How much extra do I pay each month?": a change of the rate
    unit = m["u"] or PERIOD_OF[m["adv"].lower()]
    many = re.search(r"\bhow\s+many\s+([a-z]+)", request, re.IGNORECASE)
    money = many is None and re.search(r"\bhow\s+much\b.*\b(?:earn|earns|earned|make|makes|made|pay|pays|paid|charge|charges"
                                       r"|charged|cost|costs|get|gets|got)\b", request, re.IGNORECASE)
    for told in re.finditer(rf"(?P<money>[$\u00a3\u20ac])?\d[\d,.]*\s*(?P<thing>[a-z]+\s+)?(?:[a-z]+\s+)?(?:per|an?|each|every)"
                            rf"\s+{unit}s?\b", text[:at], re.IGNORECASE):
        thing = (told["thing"] or "").strip().lower()
        sentence = text[text.rfind(".", 0, told.start()) + 1:told.end()]
        if re.search(rf"\b(?:each|every|per)\s+(?!{unit}s?\b)[a-z]+", sentence, re.IGNORECASE):
            continue  # "Each hen lays 5 eggs a week. A farm has 38 hens. ... in a week?": a rate of each hen, not all
        if money and (told["money"] or thing in ("dollars", "euros", "pounds", "cents")):
            return True  # "earns 15 dollars an hour ... How much did he earn per hour?"
        if many and thing and same_noun(thing, many[1]):
            return True  # "reads 30 pages a day ... How many pages per day?"
    return False


_REFERRING = re.compile(r"\b(?:the|those|these)\s+$", re.IGNORECASE)


def without_references(text: str) -> str:
    """``text`` with a number of its question blanked where the question refers back by it to a count the story
    told ("used 3.2 kilograms each day for 5 days. How many kilograms were left after the 5 days?"): the story's
    count, not one more number. Blanks keep every other number at its place."""
    request = asked(text)
    at = text.rfind(request)
    if at <= 0:
        return text
    numbers = find_numbers(text)
    told = [(n.value, w[1]) for n in numbers if n.start < at and (w := re.match(r"\s*([A-Za-z]+)", text[n.end:]))]
    for n in numbers:
        if n.start < at or not _REFERRING.search(text, max(0, n.start - 8), n.start):
            continue
        word = re.match(r"\s*([A-Za-z]+)", text[n.end:])
        if word and any(v == n.value and same_noun(w, word[1]) for v, w in told):
            text = text[:n.start] + " " * (n.end - n.start) + text[n.end:]
    return text


def plans(text: str, ranker: bool | PlanRanker = True) -> list[tuple[str, Plan]]:
    """Every reader's name and plan for ``text``, in :data:`READERS`' order (the checks of :func:`first_plan` first:
    where one of them settles the question, its one plan or none). What trails the request and asks nothing (emoji, a
    thanks: :func:`occam.questions.without_trailing`), and an aside after the question whose every number is a clock
    time, a numbered thing or the asker's age (:func:`occam.questions.without_asides_after`), are left out."""
    text = without_identifiers(without_title_dots(without_references(without_asides_after(without_trailing(unshouted(text))))))
    if (code := snippet(text)) is not None:  # "=SUM(318, 449)", "echo $((144 / 6))": the snippet's own rules read it
        return [("snippet", code)]
    if (claim := claim_checked(text)) is not None:  # "she says 1001 divided by 7 is 143 ... whats the actual answer"
        return [("claim_checked", claim)]
    request = asked(text)
    if not asks_an_amount(text) or not (_ASKS.search(request) or named_operations(request)) or _VERSUS.search(text):
        return [] if (p := written_plan(text)) is None else [("written_plan", p)]
    if _only_clock_asides(text):  # "... for school. The store closes at 9. How many notebooks ...?": the time told beside
        return [] if (p := without_distractors(text)) is None else [("without_distractors", p)]
    if TURNED.search(text):  # "A farmer has 17 sheep. All but 9 die.": no reader's plan; an expression written is read
        # (but the doing of all but some asked: "sold all but 7 of them. How many did it sell?", occam.complements)
        found = [(name, p) for name, reader in (("written_plan", written_plan), ("all_but", all_but))
                 if (p := reader(text)) is not None]
        return found[:1]
    if _rate_told_and_asked(text):  # "earns 15 dollars an hour ... How much did he earn per hour?": told, no step
        return []
    if _split_by_untold_sharers(text) and not SHARE_ASKED.search(request):
        return []  # "My sister and I split the cost of dad's watch, which was 124.60, and I also paid 4.40 ... How much did
        # I spend?": a share of it paid, its sharers untold
    if leaves_out(text):  # "..., not counting the 3-hour layover. How many hours in the air?": that number is no operand
        return [] if (p := without_distractors(text)) is None else [("without_distractors", p)]
    if asks_a_told_part(text) or asks_a_told_doing(text):  # "49 in the back yard ... How many bulbs are in the back
        # yard?", "picked 40 apples and gave away 12. How many apples did she pick?": told, not computed
        return [] if (p := written_plan(text)) is None else [("written_plan", p)]
    found = [(reader.__name__, p) for reader in READERS if (p := reader(text)) is not None
             and not _splits_a_fraction(text, p) and not _sums_for_an_untold_occasion(text, p)
             and not _reads_beside_the_one_asked(text, p) and not (_TIMES_OVER.search(text) and not applies(p.tree, "mul"))
             and not _adds_a_contribution_to_a_cost(text, p)]
    if ranker is False or disagree(found):
        return found  # two readings already: no number, whatever a second opinion says
    if found and found[0][0] in _SELF_CHECKED:
        return found  # (the ranker, which has seen few tills, prefers their sum: README, session 43)
    return second_opinion(text, found, shipped() if ranker is True else ranker)


def unshouted(text: str) -> str:
    """``text`` in lower case where it is written all in capitals ("DO 19.99 TIMES 4", "I HAVE 45 SHEEP AND SOLD 12.
    HOW MANY LEFT?"): a capital there marks no name, which the readers take capitals for ("Python 2.7"). Numbers keep
    their places (a text whose lower case is of another length is left as it is)."""
    if not re.search(r"[A-Z]{2}", text) or re.search(r"[a-z]", text):
        return text  # (a capital of one letter alone is no shouting: "E^3", the rewrite's "E^(0.5) = ?")
    lower = text.lower()
    return lower if len(lower) == len(text) else text


_TITLE_DOT = re.compile(r"\b(Mr|Mrs|Ms|Dr|St|Prof)\.(?=\s+[A-Z])")


def without_identifiers(text: str) -> str:
    """``text`` with the numbers that name something blanked ("His locker number is 214.", "in delivery van number
    21": :func:`occam.notation.is_identifier`): labels, no operands, which the readers would otherwise have to account
    for. Every other number keeps its place."""
    for n in reversed(find_numbers(text)):
        if (n.text[:1].isdigit() and is_identifier(text, n.start, n.end)
                and not _OCCASION_LABEL.search(text, max(0, n.start - 12), n.start)):
            text = text[:n.start] + " " * (n.end - n.start) + text[n.end:]
    for m in reversed(list(_CLOCK_NAMES.finditer(text))):
        # "The 7 o'clock bus": which bus, no operand ("the number 47 bus" is an identifier)
        text = text[:m.start(1)] + " " * len(m[1]) + text[m.end(1):]
    return text


# a clock time that names a thing, written before it: "The 7 o'clock bus", "the 9:30 show"
_CLOCK_NAMES = re.compile(r"\b(?:the|a|an|our|my|his|her|their)\s+(\d{1,2}(?::\d\d)?)\s*(?:o['\u2019]clock|am|pm|a\.m\.|p\.m\.)?"
                          r"\s+(?:bus|train|ferry|flight|show|class|lesson|shift|game|match|meeting|screening|performance|tour"
                          r"|boat|coach|service|session)\b", re.IGNORECASE)


# a label that names an occasion the readers read by it ("on day 1 ... on day 2", "in round 3"): kept
_OCCASION_LABEL = re.compile(r"\b(?:day|week|round|game|level|stage|lap|leg|chapter|episode|season|match|hole|part|section"
                             r"|act|volume|book|module|phase|floor|grade)\s*$", re.IGNORECASE)


def without_title_dots(text: str) -> str:
    """``text`` with the dot of a title before a name blanked ("Ms. Patel bought ..." as "Ms  Patel bought ..."): no
    sentence ends there, and the readers that count sentences would read two. Every number keeps its place."""
    return _TITLE_DOT.sub(r"\1 ", text)


def _only_clock_asides(text: str) -> bool:
    """Whether every turn of ``text`` that no reader reads (:data:`~occam.abstention.TURNED`) is a clock time that the
    cut of what is told beside the story sets apart ("The store closes at 9."): the rest of the story is read."""
    turns = list(TURNED.finditer(text))
    if not turns or any(not re.search(r"\bat\s+\d", m[0]) for m in turns):
        return False
    cut = cut_distractors(text)
    gone = {n.start for n in cut[2]} if cut is not None else set()
    return all(n.start in gone for m in turns for n in find_numbers(text) if m.start() <= n.start < m.end())


_FRACTION = re.compile(r"(?<![\d/.])\d+/\d+(?![\d/]|\.\d)")  # "gave away 1/3 of them"


def _sums_for_an_untold_occasion(text: str, plan: Plan) -> bool:
    """Whether ``plan`` is a sum and the question asks of an occasion the story does not tell
    (:func:`occam.abstention.asks_an_untold_occasion`): the untold part is the whole less the told parts, never their
    sum."""
    if plan.asks == "written" or any(t[0] != "add" for t in nodes(plan.tree) if t[0] != "x"):
        return False
    return asks_an_untold_occasion(text)


# a count of times a thing is taken: "take 212, 19 times over" multiplies, whatever else the words say
_TIMES_OVER = re.compile(r"\d[\d,.]*\s+times\s+(?:over|in\s+a\s+row|running)\b", re.IGNORECASE)
_OF_ONE_ASKED = re.compile(r"\b(?P<unit>[a-z]+)\s+of\s+(?:the|his|her|their|my|our|that|this)\s+(?P<what>[a-z]+)\b", re.IGNORECASE)
_OF_WHAT = re.compile(r"\s+(?:[a-z]+\s+)?(?P<unit>[a-z]+)\s+of\s+(?:an?|the|his|her|their|my|our)\s+(?:[a-z]+\s+)?(?P<what>[a-z]+)\b",
                      re.IGNORECASE)


def _reads_beside_the_one_asked(text: str, plan: Plan) -> bool:
    """Whether ``plan`` reads a number told of another thing than the one the question names by "of the": "reads 12
    pages of a novel and 5 pages of a comic. How many pages of the novel does she read?" is 12, never 17; "sold 318
    copies of the novel and 47 copies of a cookbook. How many copies of the novel are left?" takes no cookbook off."""
    m = _OF_ONE_ASKED.search(asked(text))
    if m is None or plan.asks == "written":
        return False
    whats = []
    for i in tree_leaves(plan.tree):
        n = plan.numbers[i]
        if i in plan.implied or (of := _OF_WHAT.match(text, n.end)) is None or not same_noun(of["unit"], m["unit"]):
            continue
        whats.append(of["what"])
    return len(whats) >= 2 and any(not same_noun(w, m["what"]) for w in whats)


_TOWARDS = re.compile(r"\s+(?:[a-z]+\s+)?towards?\b", re.IGNORECASE)  # "pays £250 towards them", "$40 toward it"


def _adds_a_contribution_to_a_cost(text: str, plan: Plan) -> bool:
    """Whether ``plan`` adds a sum paid towards a cost to that cost, a price times a count: "buys 22 shirts at £18.40
    each. A sponsor pays £250 towards them. How much does the club pay itself?" is ``22 * 18.40 - 250``, never plus;
    what someone pays towards a cost takes from what is left to pay, or adds to the other payments, not to the cost."""
    terms = signed_terms(plan.tree)
    if not any(t[0] == "mul" for _, t in terms):
        return False
    return any(sign > 0 and t[0] == "x" and t[1] not in plan.implied and _TOWARDS.match(text, plan.numbers[t[1]].end)
               for sign, t in terms)


def _splits_a_fraction(text: str, plan: Plan) -> bool:
    """Whether ``plan`` reads the numerator or the denominator of a fraction written "1/3" as a number of its own,
    not their quotient ("gave away 1/3 of them" read as ``(60 - 1) - 3``)."""
    spans = [m.span() for m in _FRACTION.finditer(text)]
    if not spans or plan.asks == "written":  # an expression written in symbols is parsed by its own rules: "3**4/9"
        return False
    parts = {i for i, n in enumerate(plan.numbers) if i not in plan.implied and any(a <= n.start < b for a, b in spans)}
    used = parts & set(tree_leaves(plan.tree))
    quotients = {(t[1][0][1], t[1][1][1]) for t in nodes(plan.tree) if t[0] == "div" and all(c[0] == "x" for c in t[1])}
    return any(not any(i in q for q in quotients) for i in used)


# readers whose plan the words check twice over, the ranker not asked to contest it: a till or a stock told at the
# start and at the end of a day, the question asking what came in where it grew or what went out where it fell
# (:func:`occam.story_starts.amount_between`: a change the wrong way is no plan)
_SELF_CHECKED = frozenset({"amount_between"})


def disagree(found: list[tuple[str, Plan]]) -> bool:
    """Whether two of the plans ``found`` have different values: two readings of one question, at most one right
    ("Maya has 4 times as many shells as Ben. They differ by 27 shells. How many shells does Ben have?" read as ``27 /
    4`` by the reader of one step and ``27 / (4 - 1)`` by the reader of relations). No number is then better than a
    guess between them."""
    values = [p.value for _, p in found if p.asks != "written"]
    return any(v is None for v in values) or any(
        not math.isclose(v, values[0], rel_tol=1e-9, abs_tol=1e-9) for v in values[1:])


def first_plan(text: str, ranker: bool | PlanRanker = True) -> tuple[str, Plan] | None:
    """The first reader's name and its plan for ``text``, or None where no reader accounts for it (a question that
    asks for no amount: :func:`asks_an_amount`; things set side by side by name, "Windows 10 vs 11"; a message that
    asks nothing, "Rate my plan: run 3 km on Monday, 5 km
    on Wednesday and 8 km on Saturday."; an expression written in symbols is read whatever) or where the readers'
    plans disagree (:func:`disagree`)."""
    found = plans(text, ranker)
    return None if not found or disagree(found) else found[0]


def _readers_first(text: str) -> tuple[str, Plan] | None:
    """:func:`first_plan` of the rule readers alone: a reader that reads a text rewritten (a condition read as a
    story, a story done again) reads the other readers' plan of it, never the ranker's second opinion."""
    return first_plan(text, ranker=False)
