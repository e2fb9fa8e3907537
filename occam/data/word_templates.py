"""The literal tables of the two-layer word problems (:mod:`occam.data.word_problems`): story frames in
the styles of the benchmark families, people's names, irrelevant sentences and the openings of the
LLM's replies to problems OccamNet cannot answer in one step. Data only; the sampling code is
:mod:`occam.data.word_problems`.

A :class:`Frame` is one story with its arithmetic. ``texts`` are its phrasings (any of them may be
drawn); ``{x}`` writes the number of slot ``x``; ``<P>`` and ``<Q>`` are two people's names and
``<he> <He> <him> <his> <His>`` the pronouns of ``<P>``. ``formula`` is the story's arithmetic over the
slot names in Python syntax with ``+ - * /`` and parentheses; a slot the formula does not use is an
irrelevant number (a distractor); a numeral in the formula is a constant the text does not write
("twice" is ``2``, "a dozen" ``12``), which OccamNet cannot read. Formulas are written as the
shallowest tree of their value (``(a - b) - (c + d)`` for "had a, gave away b, c and d"), so that a
formula of depth 3 means the value needs three levels. ``check`` (on the slot values and ``y``, the
answer) rejects samples: whole answers where the story needs them, nothing negative. ``words`` are
integer slots that may be written as words ("among three friends").

These were written from the descriptions of the benchmark families (MultiArith, AddSub, SingleEq,
SVAMP, MultiArith-Float), not from any evaluation set, and the templates contain no number words and no
digits besides their slots (the sampler checks that the prompt's numbers are exactly the slots').
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .builders import Dec, Int, Sampler

FAMILIES = ("multiarith", "addsub", "singleeq", "svamp")


@dataclass(frozen=True)
class Frame:
    family: str
    formula: str
    texts: tuple[str, ...]
    nums: dict[str, Sampler]
    check: Callable | None = None
    words: tuple[str, ...] = ()


# (name, he, him, his)
PEOPLE: tuple[tuple[str, str, str, str], ...] = (
    ("Maria", "she", "her", "her"), ("Tom", "he", "him", "his"), ("Aisha", "she", "her", "her"),
    ("Diego", "he", "him", "his"), ("Mei", "she", "her", "her"), ("Sam", "he", "him", "his"),
    ("Olga", "she", "her", "her"), ("Kwame", "he", "him", "his"), ("Lucy", "she", "her", "her"),
    ("Ravi", "he", "him", "his"), ("Emma", "she", "her", "her"), ("Jonas", "he", "him", "his"),
    ("Fatima", "she", "her", "her"), ("Pedro", "he", "him", "his"), ("Hana", "she", "her", "her"),
    ("Oscar", "he", "him", "his"), ("Nina", "she", "her", "her"), ("Yusuf", "he", "him", "his"),
)

# Irrelevant sentences an SVAMP-style problem may carry (inserted between the story's sentences):
# a number the question does not need, in the slot ``{extra}``.
IRRELEVANT: tuple[str, ...] = (
    "<P> is {extra} years old.", "It was {extra} degrees outside that day.", "<Q> has {extra} cousins.",
    "The bus ride there took {extra} minutes.", "<P> lives {extra} km from the town center.",
    "The shop has been open for {extra} years.", "<P>'s dog weighs {extra} kg.", "There were {extra} people in line.",
    "<P> had slept for {extra} hours the night before.", "<Q> is {extra} cm taller than <P>.",
)
IRRELEVANT_NUMBER = Int(3, 60)

# How the LLM starts a reply to a problem that is not one OccamNet step (no number at the first token).
LLM_OPENINGS: tuple[str, ...] = (
    "Let's work this out step by step.", "Let's solve it in steps.", "We need a few steps here.",
    "Let's break the problem into parts.", "First, let's look at what we know.",
    "Let's go through it carefully.",
)

_MONEY = Dec(0.5, 40, 2)
_PRICE = Dec(0.25, 12, 2)


def _whole(v) -> bool:
    return v.y >= 0 and v.y == int(v.y)


def _pos(v) -> bool:
    return v.y > 0


# ================================================================ fired: one depth-2 step over the text's numbers

FRAMES: tuple[Frame, ...] = (
    # ---------------- MultiArith: two steps, three numbers; MultiArith-Float: the same with decimals
    Frame("multiarith", "(a - b) * c", (
        "A shop had {a} lamps, but {b} of them were broken. It sells the rest for ${c} each. How much money does it make?",
        "<P> had {a} old video games and {b} of them no longer worked. <He> sold the working ones at ${c} apiece. How much did <he> earn?",
        "<P> baked {a} muffins and dropped {b} of them. <He> sells the others for ${c} each. How much money does <he> get?"),
        {"a": Int(8, 90), "b": Int(1, 30), "c": Dec(0.5, 35, (0, 2, 2))}, _pos),
    Frame("multiarith", "(a + b) / c", (
        "<P> picked {a} tulips and {b} daisies. <He> put them in vases with {c} flowers in each vase. How many vases did <he> fill?",
        "A class collected {a} cans on Monday and {b} cans on Tuesday. They packed the cans in boxes of {c}. How many boxes did they fill?"),
        {"a": Int(5, 80), "b": Int(5, 80), "c": Int(2, 12)}, _whole, ("c",)),
    Frame("multiarith", "a * b - c", (
        "<P> bought {a} packs of stickers with {b} stickers in each pack. <He> gave {c} stickers to <Q>. How many stickers does <P> have now?",
        "A farmer planted {a} rows of corn with {b} plants in each row. Deer ate {c} plants. How many plants are left?"),
        {"a": Int(2, 15), "b": Int(3, 25), "c": Int(1, 40)}, _pos, ("a",)),
    Frame("multiarith", "a * b + c", (
        "A theater has {a} rows with {b} seats in each row and another {c} seats on the balcony. How many seats does it have?",
        "<P> has {a} boxes of crayons with {b} crayons each, and {c} loose crayons. How many crayons does <he> have?"),
        {"a": Int(3, 30), "b": Int(4, 24), "c": Int(2, 60)}, None, ("a",)),
    Frame("multiarith", "(a - b) / c", (
        "<P> had {a} cookies and ate {b} of them. <He> shared the rest equally among {c} friends. How many cookies did each friend get?",
        "A bakery made {a} rolls and sold {b}. The rest were packed into bags of {c}. How many bags were there?"),
        {"a": Int(10, 90), "b": Int(1, 30), "c": Int(2, 9)}, lambda v: v.y > 0 and v.y == int(v.y), ("c",)),
    Frame("multiarith", "a - b + c", (
        "At the fair <P> won {a} tickets. <He> spent {b} tickets on a ride and later won {c} more. How many tickets does <he> have now?",
        "A parking lot had {a} cars. {b} cars drove away and then {c} more arrived. How many cars are in the lot now?"),
        {"a": Int(10, 99), "b": Int(1, 40), "c": Int(1, 40)}, lambda v: v.a > v.b),
    Frame("multiarith", "a + b - c", (
        "A class had {a} students. {b} new students joined and {c} students moved away. How many students are in the class now?",
        "<P> had {a} marbles, found {b} more and then lost {c}. How many marbles does <he> have?"),
        {"a": Int(10, 60), "b": Int(1, 30), "c": Int(1, 30)}, _pos),
    Frame("multiarith", "(a + b) * c", (
        "<P> worked {a} hours on Saturday and {b} hours on Sunday. <He> earns ${c} an hour. How much did <he> earn this weekend?",
        "A bookshop sold {a} paperbacks in the morning and {b} in the afternoon, each for ${c}. How much money did it take in?"),
        {"a": Int(2, 12), "b": Int(2, 12), "c": Dec(4, 30, (0, 2, 2))}),
    Frame("multiarith", "a * b / c", (
        "There are {a} bags with {b} marbles in each bag. The marbles are shared equally among {c} children. How many marbles does each child get?",
        "<P> bought {a} boxes of pencils with {b} pencils per box and split them equally among {c} classmates. How many pencils did each classmate get?"),
        {"a": Int(2, 12), "b": Int(4, 20), "c": Int(2, 10)}, _whole, ("a", "c")),
    Frame("multiarith", "a - b * c", (
        "<P> had ${a}. <He> bought {b} notebooks at ${c} each. How much money does <he> have left?",
        "A jug holds {a} liters of juice. <P> pours {b} glasses of {c} liters each. How much juice is left in the jug?"),
        {"a": Dec(10, 100, (0, 2)), "b": Int(2, 9), "c": Dec(0.25, 8, 2)}, _pos),
    Frame("multiarith", "a * b + c * d", (
        "<P> bought {a} pens at ${b} each and {c} notebooks at ${d} each. How much did <he> spend?",
        "A café sold {a} coffees for ${b} each and {c} cakes for ${d} each. How much money did it make?"),
        {"a": Int(2, 12), "b": _PRICE, "c": Int(2, 12), "d": _PRICE}),
    Frame("multiarith", "a * b - c * d", (
        "A farmer sold {a} kg of apples at ${b} per kg. He paid {c} helpers ${d} each. How much money did he keep?",),
        {"a": Int(20, 200), "b": Dec(0.5, 4, 2), "c": Int(2, 5), "d": Dec(5, 20, (0, 2))}, _pos),
    Frame("multiarith", "a - (b + c)", (
        "<P> had {a} stickers. <He> gave {b} to <Q> and {c} to <his> brother. How many stickers does <P> have left?",
        "A library had {a} books on a shelf. On Monday {b} were borrowed and on Tuesday {c} more. How many books are still on the shelf?"),
        {"a": Int(20, 99), "b": Int(1, 30), "c": Int(1, 30)}, _pos),
    Frame("multiarith", "(a - b) - (c + d)", (
        "A baker made {a} muffins and burned {b} of them. He sold {c} in the morning and {d} in the afternoon. How many muffins are left?",),
        {"a": Int(40, 150), "b": Int(1, 15), "c": Int(5, 40), "d": Int(5, 40)}, _pos),
    Frame("multiarith", "(a - b) * c", (
        "<P> had {a} kg of rice and used {b} kg. <He> sells the rest at ${c} per kg. How much money does <he> get?",
        "A tank held {a} liters of fuel and {b} liters leaked out. The remaining fuel is worth ${c} per liter. What is it worth?"),
        {"a": Dec(10, 60, (1, 2)), "b": Dec(0.5, 9.5, (1, 2)), "c": Dec(0.8, 4, 2)}),
    Frame("multiarith", "(a + b) / c", (
        "<P> spent ${a} on food and ${b} on drinks for a picnic. <He> and <his> friends split the cost {c} ways. How much does each person pay?",),
        {"a": Dec(5, 60, 2), "b": Dec(2, 30, 2), "c": Int(2, 8)}, None, ("c",)),

    # ---------------- AddSub: one step, add or subtract, often an irrelevant number
    Frame("addsub", "a + b", (
        "<P> found {a} seashells on the beach on Monday and {b} on Tuesday. How many seashells did <he> find in all?",
        "A school bought {a} new chairs in March and {b} in April. How many chairs did it buy in total?"),
        {"a": Int(1, 90), "b": Int(1, 90)}),
    Frame("addsub", "a + b", (
        "<P> spent ${a} on a shirt and ${b} on a hat. How much did <he> spend in total?",
        "A parcel weighs {a} kg and a second parcel weighs {b} kg. What do the parcels weigh together?"),
        {"a": Dec(1, 60, (0, 2)), "b": Dec(1, 60, (0, 2))}),
    Frame("addsub", "a + b", (
        "<P> has {a} red balloons and {z} green balloons. <Q> has {b} red balloons. How many red balloons do they have together?",
        "<P> read {a} pages on Friday and {b} pages on Saturday. The book has {z} chapters. How many pages did <he> read?",
        "There are {a} oak trees and {z} pine trees in a park. Workers plant {b} more oak trees. How many oak trees will the park have?"),
        {"a": Int(3, 90), "b": Int(3, 90), "z": Int(3, 90)}),
    Frame("addsub", "a - b", (
        "There were {a} birds in a tree. {b} of them flew away. How many birds are left?",
        "<P> had {a} candies and gave {b} of them to <Q>. How many candies does <P> have left?"),
        {"a": Int(10, 99), "b": Int(1, 9)}, _pos),
    Frame("addsub", "a - b", (
        "A jar had {a} liters of water and {b} liters were poured out. How much water is left in the jar?",),
        {"a": Dec(2, 20, (0, 1, 2)), "b": Dec(0.1, 1.9, (1, 2))}, _pos),
    Frame("addsub", "a - b", (
        "<P> had {a} marbles. <He> gave some to <Q> and now has {b} marbles. How many marbles did <he> give away?",
        "A bus left with {a} passengers. After the first stop it had {b} passengers. How many got off?"),
        {"a": Int(20, 99), "b": Int(1, 19)}, _pos),
    Frame("addsub", "b - a", (
        "<P> has {a} books. <Q> has {b} books. How many more books does <Q> have than <P>?",
        "On Monday it was {a} degrees and on Tuesday {b} degrees. How much warmer was it on Tuesday?"),
        {"a": Int(2, 60), "b": Int(10, 99)}, _pos),
    Frame("addsub", "a + b", (
        "<Q> has {a} more stamps than <P>. <P> has {b} stamps. How many stamps does <Q> have?",),
        {"a": Int(1, 40), "b": Int(5, 90)}),
    Frame("addsub", "a + b", (
        "A red ribbon is {a} cm longer than a blue ribbon. The blue ribbon is {b} cm long. How long is the red ribbon?",),
        {"a": Dec(1, 40, (0, 1)), "b": Dec(5, 90, (0, 1))}),
    Frame("addsub", "b - a", (
        "<Q> has {a} fewer toy cars than <P>. <P> has {b} toy cars. How many toy cars does <Q> have?",),
        {"a": Int(1, 30), "b": Int(31, 90)}, _pos),
    Frame("addsub", "b - a", (
        "A puppy weighs {a} kg less than a dog. The dog weighs {b} kg. How much does the puppy weigh?",),
        {"a": Dec(1, 30, (0, 1)), "b": Dec(31, 60, (0, 1))}, _pos),
    Frame("addsub", "a - b", (
        "<P> had ${a}. <He> spent ${b} on a book and is {z} years old. How much money does <he> have now?",
        "A store had {a} shirts. It sold {b} shirts and {z} hats. How many shirts does it have left?"),
        {"a": Dec(20, 150, (0, 2)), "b": Dec(1, 19, (0, 2)), "z": Int(5, 60)}, _pos),

    # ---------------- SingleEq: one equation, often three numbers
    Frame("singleeq", "b - a", (
        "<P> had some candies. <Q> gave <him> {a} more, and now <he> has {b}. How many candies did <P> have at first?",
        "A tree grew {a} cm this year and is now {b} cm tall. How tall was it at the start of the year?"),
        {"a": Int(2, 40), "b": Int(41, 200)}, _pos),
    Frame("singleeq", "(c - a) / b", (
        "<P> has ${a} and wants a bike that costs ${c}. <He> saves ${b} a week. How many weeks will it take?",
        "A pool has {a} liters of water and holds {c} liters. A pump adds {b} liters per minute. How many minutes until it is full?"),
        {"a": Int(5, 60), "b": Int(2, 15), "c": Int(60, 300)}, _whole),
    Frame("singleeq", "(a - c) / b", (
        "<P> bought {b} shirts at the same price and paid with ${a}. <He> got ${c} back. How much did each shirt cost?",),
        {"a": Int(50, 100), "b": Int(2, 6), "c": Dec(0.5, 20, 2)}, _pos, ("b",)),
    Frame("singleeq", "a + b + c", (
        "<P> ran {a} km, walked {b} km and cycled {c} km. How far did <he> travel in all?",),
        {"a": Dec(1, 30, (0, 1)), "b": Dec(1, 30, (0, 1)), "c": Dec(1, 30, (0, 1))}),
    Frame("singleeq", "a + b + c", (
        "<P> has {a} red, {b} blue and {c} green marbles. How many marbles does <he> have?",),
        {"a": Int(1, 30), "b": Int(1, 30), "c": Int(1, 30)}),
    Frame("singleeq", "a - b - c", (
        "<P> had ${a}. <He> spent ${b} on lunch and ${c} on a movie ticket. How much money is left?",),
        {"a": Dec(30, 120, (0, 2)), "b": Dec(2, 25, 2), "c": Dec(2, 25, 2)}, _pos),
    Frame("singleeq", "a * c + b * d", (
        "Adult tickets cost ${a} and child tickets cost ${b}. What do {c} adult tickets and {d} child tickets cost?",),
        {"a": Dec(5, 30, (0, 2)), "b": Dec(2, 15, (0, 2)), "c": Int(1, 6), "d": Int(1, 8)}, None, ("c", "d")),
    Frame("singleeq", "a * b + c", (
        "A plumber charges ${a} an hour and worked {b} hours. The parts cost ${c}. What is the total bill?",),
        {"a": Dec(20, 80, (0, 2)), "b": Dec(1, 8, (0, 1)), "c": Dec(5, 90, 2)}),
    Frame("singleeq", "b / a", (
        "<P> put the same number of apples into {a} bags and used {b} apples in all. How many apples are in each bag?",
        "A rope {b} m long is cut into {a} equal pieces. How long is each piece?"),
        {"a": Int(2, 12), "b": Int(12, 144)}, _whole, ("a",)),
    Frame("singleeq", "(a - b) / c", (
        "A phone plan costs ${a} a month, which includes a ${b} fee plus ${c} for each gigabyte. How many gigabytes does it include?",),
        {"a": Int(30, 90), "b": Int(5, 25), "c": Int(2, 5)}, _whole),

    # ---------------- SVAMP: question first or changed, irrelevant numbers
    Frame("svamp", "a - b", (
        "How many apples does <P> have left if <he> picked {a} apples and gave {b} to <Q>?",),
        {"a": Int(10, 99), "b": Int(1, 9)}, _pos),
    Frame("svamp", "a - b", (
        "How much money does <P> have left if <he> had ${a} and spent ${b}?",),
        {"a": Dec(10, 99, (0, 2)), "b": Dec(1, 9.9, 2)}, _pos),
    Frame("svamp", "(b + c) + d", (
        "<P> had some apples. <He> gave {b} to <Q> and {c} to a neighbour, and has {d} left. How many apples did <he> have at first?",),
        {"b": Int(1, 20), "c": Int(1, 20), "d": Int(1, 40)}),
    Frame("svamp", "a / b", (
        "<P> had {a} crackers and {z} cakes. <He> gave the crackers equally to {b} friends. How many crackers did each friend get?",
        "A school has {z} teachers and {a} students, who sit in groups of {b}. How many groups are there?"),
        {"a": Int(12, 120), "b": Int(2, 12), "z": Int(2, 40)}, _whole, ("b",)),
    Frame("svamp", "a - b", (
        "A bakery made {z} cakes and {a} pies. It sold {b} pies and {z2} cakes. How many pies are left?",),
        {"a": Int(10, 80), "b": Int(1, 9), "z": Int(5, 80), "z2": Int(1, 4)}, _pos),
    Frame("svamp", "a * b", (
        "The school has {a} classrooms. Each classroom has {b} desks and {z} windows. How many desks are there in all?",
        "<P> reads {a} pages every day and drinks {z} cups of tea. How many pages does <he> read in {b} days?"),
        {"a": Int(3, 40), "b": Int(2, 30), "z": Int(2, 9)}),
    Frame("svamp", "a * b - c", (
        "How many cards does <P> have left if <he> bought {a} packs of {b} cards and lost {c} of them?",),
        {"a": Int(2, 10), "b": Int(5, 20), "c": Int(1, 30)}, _pos, ("a",)),
    Frame("svamp", "(a - b) * c", (
        "What did the shop earn if it had {a} scarves, kept {b} for itself and sold the rest at ${c} each?",),
        {"a": Int(10, 60), "b": Int(1, 9), "c": Dec(3, 25, (0, 2))}),
    Frame("svamp", "(a + b) * c", (
        "<P> has {z} friends. <He> bought {a} red and {b} blue notebooks at ${c} each. How much did the notebooks cost?",),
        {"a": Int(1, 9), "b": Int(1, 9), "c": Dec(0.5, 6, 2), "z": Int(2, 30)}),
    Frame("svamp", "a + a * k", (
        "<P> has {a} stickers and <Q> has {k} times as many. How many stickers do they have together?",
        "A small box holds {a} pencils and a big box holds {k} times as many. How many pencils do both boxes hold?"),
        {"a": Int(3, 40), "k": Int(2, 6)}, None, ("k",)),
)

# ================================================================ not one step: the LLM answers

BEYOND: tuple[Frame, ...] = (
    # a constant the text does not write
    Frame("svamp", "a + a * 2", (
        "<P> has {a} stickers and <Q> has twice as many. How many stickers do they have together?",
        "A small box holds {a} pencils and a big box holds twice as many. How many pencils do both boxes hold?"),
        {"a": Int(3, 40)}),
    Frame("multiarith", "a / 2 + b", (
        "<P> had {a} apples and gave half of them to <Q>. Then <he> picked {b} more. How many apples does <P> have now?",),
        {"a": Int(4, 60), "b": Int(1, 30)}, _whole),
    Frame("multiarith", "a * 12 - b", (
        "<P> bought {a} dozen eggs and used {b} eggs for baking. How many eggs are left?",),
        {"a": Int(1, 6), "b": Int(1, 11)}, _pos),
    Frame("singleeq", "a * (b * 7)", (
        "<P> reads {a} pages a day. How many pages does <he> read in {b} weeks?",),
        {"a": Int(3, 40), "b": Int(2, 8)}),
    Frame("singleeq", "a - a * p / 100", (
        "A jacket costs ${a} and is {p}% off. What is the sale price?",),
        {"a": Dec(20, 200, (0, 2)), "p": Int(5, 60)}),
    Frame("addsub", "(a * b) / 60", (
        "A movie lasts {a} minutes and <P> watches {b} movies. How many hours is that?",),
        {"a": Int(80, 150), "b": Int(2, 6)}),
    Frame("singleeq", "(a + b + c) / 3", (
        "<P> played a few games and scored {a}, {b} and {c} points. What was <his> average score?",),
        {"a": Int(5, 40), "b": Int(5, 40), "c": Int(5, 40)}),
    # more numbers than OccamNet's four inputs
    Frame("singleeq", "((a + b) + (c + d)) + e", (
        "<P> saved ${a} in January, ${b} in February, ${c} in March, ${d} in April and ${e} in May. How much did <he> save?",
        "A shop sold {a} bikes on Monday, {b} on Tuesday, {c} on Wednesday, {d} on Thursday and {e} on Friday. How many bikes did it sell?"),
        {"a": Int(5, 90), "b": Int(5, 90), "c": Int(5, 90), "d": Int(5, 90), "e": Int(5, 90)}),
    Frame("multiarith", "(a * b + c * d) + e * f", (
        "<P> bought {a} apples at ${b} each, {c} pears at ${d} each and {e} melons at ${f} each. How much did <he> pay?",),
        {"a": Int(2, 9), "b": _PRICE, "c": Int(2, 9), "d": _PRICE, "e": Int(1, 3), "f": Dec(1, 6, 2)}),
    # three levels over four numbers
    Frame("multiarith", "(a + b) * c - d", (
        "<P> buys {a} red pens and {b} blue pens at ${c} each and uses a ${d} coupon. How much does <he> pay?",),
        {"a": Int(2, 9), "b": Int(2, 9), "c": Dec(0.5, 4, 2), "d": Dec(0.5, 3, 2)}, _pos),
    Frame("multiarith", "(a * b + c) / d", (
        "<P> has {a} bags of {b} candies and {c} loose candies. <He> shares them equally among {d} friends. How many candies does each friend get?",),
        {"a": Int(2, 8), "b": Int(3, 12), "c": Int(1, 20), "d": Int(2, 6)}, _whole),
    Frame("singleeq", "((a - b) - c) * d", (
        "A shop had {a} mugs, sold {b} and broke {c}. It sells the rest for ${d} each. How much money does it make?",),
        {"a": Int(20, 90), "b": Int(1, 15), "c": Int(1, 9), "d": Dec(2, 15, (0, 2))}, _pos),
)
