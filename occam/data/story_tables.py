"""Tables of the "stories" part of the conversation data (:mod:`occam.data.stories`): one-step word
problems put together from parts, so that no story frame is seen twice with the same words.

Written from the textbook taxonomy of one-step problems (join and separate with the result, the change
or the start unknown; combine; compare; equal groups; rates and prices; sharing and grouping;
"times as many"), not from any evaluation set. The conversation data's own frames
(:data:`occam.data.conversation_templates.ONE_STEP`) are 56 fixed sentences; decoders trained on them
read the question's operation right in 13 of 18 hand-written stories, and the rest with probability ~1.
Here each schema has several stories and several questions, and the slots below fill them.

Slots: ``<name>``, ``<he>``/``<He>``, ``<him>``, ``<his>``, ``<name2>`` (another person), ``<items>`` and
``<item>`` (a countable thing), ``<box>``/``<boxes>`` (what holds it), ``<gain>`` and ``<lose>`` (past
verbs that add or take away), ``<place>``. ``{a}`` and ``{b}`` are the two numbers in the order the text
writes them; ``{q}`` samples an even quotient (the dividend is then a calc). Every number of a text is an
operand: no slot writes a number.
"""
from __future__ import annotations

from dataclasses import dataclass

from .builders import Dec, Grouped, Int, Sampler

# (name, subject, object, possessive)
PEOPLE: tuple[tuple[str, str, str, str], ...] = (
    ("Ava", "she", "her", "her"), ("Omar", "he", "him", "his"), ("Lena", "she", "her", "her"),
    ("Kwame", "he", "him", "his"), ("Sofia", "she", "her", "her"), ("Hiro", "he", "him", "his"),
    ("Grace", "she", "her", "her"), ("Mateo", "he", "him", "his"), ("Nadia", "she", "her", "her"),
    ("Ben", "he", "him", "his"), ("Chloe", "she", "her", "her"), ("Ravi", "he", "him", "his"),
    ("Ines", "she", "her", "her"), ("Felix", "he", "him", "his"), ("Zara", "she", "her", "her"),
    ("Tomás", "he", "him", "his"), ("Aisha", "she", "her", "her"), ("Luke", "he", "him", "his"),
    ("Mei", "she", "her", "her"), ("Jonas", "he", "him", "his"), ("Olivia", "she", "her", "her"),
    ("Pablo", "he", "him", "his"), ("Hannah", "she", "her", "her"), ("Dev", "he", "him", "his"),
    ("my sister", "she", "her", "her"), ("my dad", "he", "him", "his"), ("the teacher", "she", "her", "her"),
    ("Mr. Park", "he", "him", "his"), ("Mrs. Alvarez", "she", "her", "her"), ("Grandpa", "he", "him", "his"),
)

# (singular, plural)
ITEMS: tuple[tuple[str, str], ...] = (
    ("apple", "apples"), ("stamp", "stamps"), ("marble", "marbles"), ("sticker", "stickers"),
    ("shell", "shells"), ("card", "cards"), ("coin", "coins"), ("cookie", "cookies"), ("pencil", "pencils"),
    ("balloon", "balloons"), ("tomato", "tomatoes"), ("candle", "candles"), ("photo", "photos"),
    ("bead", "beads"), ("brick", "bricks"), ("seed", "seeds"), ("egg", "eggs"), ("muffin", "muffins"),
    ("toy car", "toy cars"), ("comic", "comics"), ("plant", "plants"), ("sock", "socks"), ("crayon", "crayons"),
    ("bottle", "bottles"), ("book", "books"), ("ticket", "tickets"), ("lemon", "lemons"), ("nail", "nails"),
    ("cupcake", "cupcakes"), ("button", "buttons"), ("orange", "oranges"), ("puzzle", "puzzles"),
    ("flower", "flowers"), ("chair", "chairs"), ("potato", "potatoes"), ("envelope", "envelopes"),
)
BOXES: tuple[tuple[str, str], ...] = (
    ("box", "boxes"), ("bag", "bags"), ("jar", "jars"), ("basket", "baskets"), ("crate", "crates"),
    ("pack", "packs"), ("tray", "trays"), ("tin", "tins"), ("carton", "cartons"), ("bucket", "buckets"),
    ("shelf", "shelves"), ("row", "rows"), ("drawer", "drawers"), ("bundle", "bundles"),
)
GAIN = ("found", "bought", "was given", "picked up", "collected", "received", "won", "made", "got",
        "added", "brought home", "was sent")
LOSE = ("gave away", "lost", "sold", "used", "broke", "dropped", "threw out", "lent out",
        "ate", "donated", "mailed")
PLACES = ("the garage", "the classroom", "the shop", "the kitchen", "the shed", "the library", "the hall",
          "the garden", "the office", "the warehouse", "the attic", "the car")


@dataclass(frozen=True)
class Schema:
    """One kind of one-step problem: stories and questions that go together (any story with any
    question), the calc that answers them, the samplers and a check on the sample."""

    kind: str
    stories: tuple[str, ...]
    questions: tuple[str, ...]
    calc: tuple  # as Script.calc: ((name, op, *args), ...), the answer named "y"
    nums: dict[str, Sampler]
    check: str = ""  # "b>a" or "a>b": the sample must satisfy it


_COUNT = Int(2, 99)
_BIG = Int(20, 999)
_MANY = Grouped(100, 20000)
_SMALL = Int(2, 12)
_PRICE = Dec(0.5, 60, 2)
_MEASURE = Dec(0.5, 40, 1)

SCHEMAS: tuple[Schema, ...] = (
    # join, result unknown: a + b
    Schema("join", ("<name> had {a} <items>. <He> <gain> {b} more.",
                    "<name> has {a} <items>, and <name2> gives <him> {b} more.",
                    "There were {a} <items> in <place>. Then <name> <gain> another {b}.",
                    "<name> started the week with {a} <items> and <gain> {b} more by Friday."),
           ("How many <items> does <he> have now?", "How many <items> are there now?",
            "What is the total now?", "How many does <he> have altogether?", "How many <items> in all?"),
           (("y", "add", "a", "b"),), {"a": _BIG, "b": _COUNT}),
    # separate, result unknown: a - b
    Schema("separate", ("<name> had {a} <items>. <He> <lose> {b} of them.",
                        "There were {a} <items> in <place>, and <name> took {b} away.",
                        "<name> had {a} <items> and <lose> {b}.",
                        "<name> bought {a} <items>, then <lose> {b} of them."),
           ("How many <items> does <he> have left?", "How many are left?", "How many <items> remain?",
            "How many does <he> have now?", "How many <items> are still there?"),
           (("y", "sub", "a", "b"),), {"a": _BIG, "b": _COUNT}, "a>b"),
    # join, change unknown: b - a
    Schema("change_up", ("<name> had {a} <items>. After <name2> gave <him> some, <he> has {b}.",
                         "<name> had {a} <items> this morning and has {b} tonight.",
                         "Last month <name> owned {a} <items>; now <he> owns {b}."),
           ("How many <items> did <he> get?", "How many more does <he> have now?",
            "By how many did <his> <items> go up?", "How many were added?"),
           (("y", "sub", "b", "a"),), {"a": _COUNT, "b": _BIG}, "b>a"),
    # separate, change unknown: a - b
    Schema("change_down", ("<name> had {a} <items>. After giving some away, <he> has {b} left.",
                           "<name> started with {a} <items> and ended with {b}.",
                           "There were {a} <items> in <place> before lunch and {b} after."),
           ("How many <items> are gone?", "How many did <he> give away?", "How many fewer are there now?",
            "How many <items> were taken?"),
           (("y", "sub", "a", "b"),), {"a": _BIG, "b": _COUNT}, "a>b"),
    # combine: a + b
    Schema("combine", ("<name> has {a} red <items> and {b} blue <items>.",
                       "<name> has {a} <items> and <name2> has {b} <items>.",
                       "One <box> holds {a} <items> and another holds {b}.",
                       "In <place> there are {a} big <items> and {b} small ones."),
           ("How many <items> are there in total?", "How many <items> do they make together?",
            "How many <items> altogether?", "What is the combined number of <items>?", "How many in all?"),
           (("y", "add", "a", "b"),), {"a": _BIG, "b": _BIG}),
    # combine with measures and money: a + b
    Schema("combine_measure", ("<name> walked {a} km on Saturday and {b} km on Sunday.",
                               "<name> spent {a} on a shirt and {b} on shoes.",
                               "A suitcase weighs {a} kg and a bag weighs {b} kg.",
                               "<name> poured {a} litres into the tank, then another {b} litres."),
           ("What is the total?", "How much is that altogether?", "What is the sum of both?",
            "How much in all?"),
           (("y", "add", "a", "b"),), {"a": _MEASURE, "b": _MEASURE}),
    # compare, difference unknown: b - a (the second is bigger)
    Schema("compare_up", ("<name> has {a} <items>. <name2> has {b} <items>.",
                          "<name> collected {a} <items> and <name2> collected {b}.",
                          "<name> owns {a} <items>, while <name2> owns {b}."),
           ("How many more <items> does <name2> have than <name>?", "How many fewer does <name> have?",
            "What is the difference between them?", "How many more does <name2> have?"),
           (("y", "sub", "b", "a"),), {"a": _COUNT, "b": _BIG}, "b>a"),
    # compare, difference unknown: a - b (the first is bigger)
    Schema("compare_down", ("<name> has {a} <items>, and <name2> has only {b}.",
                            "<name> collected {a} <items>; <name2> collected {b}."),
           ("How many more does <name> have than <name2>?", "How many fewer does <name2> have?",
            "What is the difference?", "How many more <items> does <name> have?"),
           (("y", "sub", "a", "b"),), {"a": _BIG, "b": _COUNT}, "a>b"),
    Schema("compare_height", ("<name> is {a} cm tall and <name2> is {b} cm tall.",
                              "<name> jumped {a} cm and <name2> jumped {b} cm."),
           ("How much taller is <name>?", "By how much does <name> beat <name2>?", "What is the difference?"),
           (("y", "sub", "a", "b"),), {"a": Int(100, 199), "b": Int(50, 99)}, "a>b"),
    # equal groups: a * b
    Schema("groups", ("<name> has {a} <boxes> of <items>, with {b} <items> in each.",
                      "There are {a} <boxes> in <place>. Each <box> holds {b} <items>.",
                      "<name> packs {a} <boxes> and puts {b} <items> in every one."),
           ("How many <items> are there?", "How many <items> does <he> have in all?",
            "How many <items> is that altogether?", "What is the total number of <items>?"),
           (("y", "mul", "a", "b"),), {"a": _SMALL, "b": _COUNT}),
    # equal groups, the size first: b * a
    Schema("groups_size_first", ("Each <box> holds {a} <items>. <name> fills {b} <boxes>.",
                                 "<items> come {a} to a <box>, and <name> buys {b} <boxes>.",
                                 "A <box> has {a} <items>. <name> has {b} of those <boxes>."),
           ("How many <items> does <he> have?", "How many <items> is that?", "How many <items> in total?"),
           (("y", "mul", "a", "b"),), {"a": _COUNT, "b": _SMALL}),
    # price: a * b
    Schema("price", ("One <item> costs {a}. <name> buys {b} of them.",
                     "<items> are {a} each, and <name> needs {b}.",
                     "<name> wants {b} <items> at {a} apiece."),
           ("How much does <he> pay?", "What is the total cost?", "How much does that come to?",
            "How much will <he> spend?"),
           (("y", "mul", "a", "b"),), {"a": _PRICE, "b": _SMALL}),
    Schema("wage", ("<name> earns {a} an hour and works {b} hours.",
                    "<name> is paid {a} for every hour and works {b} hours this week."),
           ("How much does <he> earn?", "What is <his> pay?", "How much does <he> make?"),
           (("y", "mul", "a", "b"),), {"a": _PRICE, "b": _SMALL}),
    Schema("speed", ("A train runs at {a} km an hour for {b} hours.", "<name> cycles {a} km every hour for {b} hours."),
           ("How far does it go?", "What distance is covered?", "How many km is that?"),
           (("y", "mul", "a", "b"),), {"a": Int(8, 120), "b": _SMALL}),
    # sharing (partition): a / b
    Schema("share", ("<name> shares {a} <items> equally among {b} friends.",
                     "{a} <items> are split evenly between {b} children.",
                     "<name> divides {a} <items> fairly among {b} cousins."),
           ("How many <items> does each one get?", "How many does each get?", "How many is that per person?"),
           (("a", "mul", "b", "q"), ("y", "div", "a", "b")), {"b": _SMALL, "q": Int(2, 60)}),
    Schema("unit_price", ("<name> paid {a} for {b} <items>, all the same price.",
                          "{b} <items> cost {a} altogether."),
           ("How much did one <item> cost?", "What is the price of each <item>?", "How much is one?"),
           (("a", "mul", "b", "q"), ("y", "div", "a", "b")), {"b": _SMALL, "q": Dec(0.5, 20, 2)}),
    Schema("cut", ("A ribbon {a} m long is cut into {b} equal parts.", "A {a} m plank is sawn into {b} equal pieces."),
           ("How long is each part?", "What is the length of one piece?", "How long is each?"),
           (("a", "mul", "b", "q"), ("y", "div", "a", "b")), {"b": _SMALL, "q": Dec(0.2, 9, 1)}),
    # grouping (quotition): a / b
    Schema("group_count", ("<name> has {a} <items> and puts {b} in each <box>.",
                           "<name> needs {a} <items>, and they come in <boxes> of {b}.",
                           "{a} <items> are packed {b} to a <box>."),
           ("How many <boxes> does <he> need?", "How many <boxes> is that?", "How many <boxes> are filled?"),
           (("a", "mul", "b", "q"), ("y", "div", "a", "b")), {"b": _SMALL, "q": Int(2, 40)}),
    # rate, the rate first: b / a
    Schema("rate_first", ("<name> reads {a} pages a day. The book has {b} pages.",
                          "<name> walks {a} km a day. The trail is {b} km long."),
           ("How many days will it take?", "How long will it take?", "How many days is that?"),
           (("b", "mul", "a", "q"), ("y", "div", "b", "a")), {"a": _SMALL, "q": Int(2, 50)}),
    Schema("afford", ("<items> cost {a} each and <name> has {b} to spend.",
                      "A <box> of <items> is {a}. <name> has {b}."),
           ("How many can <he> buy?", "How many can <he> afford?"),
           (("b", "mul", "a", "q"), ("y", "div", "b", "a")), {"a": _SMALL, "q": Int(2, 50)}),
    # times as many: a * b
    Schema("times_as_many", ("<name> has {a} <items>. <name2> has {b} times as many.",
                             "A small <box> holds {a} <items>, and a big one holds {b} times that."),
           ("How many does <name2> have?", "How many <items> is that?", "How many does the big one hold?"),
           (("y", "mul", "a", "b"),), {"a": _COUNT, "b": Int(2, 9)}),
    # many: grouped thousands
    Schema("join_large", ("A town had {a} residents. Over the year {b} people moved in.",
                          "The museum had {a} visitors in May and {b} in June.",
                          "A website had {a} users, then gained {b} more."),
           ("How many are there now?", "How many in total?", "What is the total?"),
           (("y", "add", "a", "b"),), {"a": _MANY, "b": _MANY}),
    Schema("separate_large", ("A warehouse held {a} parcels and shipped {b} of them.",
                              "The account had {a} and {b} was withdrawn.",
                              "A farm grew {a} kg of potatoes and sold {b} kg."),
           ("How many are left?", "How much remains?", "What is left?"),
           (("y", "sub", "a", "b"),), {"a": _MANY, "b": _MANY}, "a>b"),
)

# how people wrap a problem in a chat message: "{}" is the story and its question
WRAPPERS: tuple[str, ...] = ("{}",) * 6 + ("Can you help me with this? {}", "{} Thanks!", "Quick question: {}",
                                          "My homework says: {}", "{} Please answer with the number.", "Word problem: {}")
