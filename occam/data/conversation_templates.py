"""Tables of the "conversation" data (:mod:`occam.data.conversation`): what the arithmetic data lacked
when the one-layer OccamLLM was tried in conversation.

Found by the held-out conversation evaluation (eval_sets/heldout, never trained on; these tables were
written apart from it, in other story frames and words):
* one-step word problems of the four operations, with the operands in the text's order or the other
  ("had A, now has B: how many more?" is B - A; "A per box, B in all: how many boxes?" is B / A;
  "had A, lost B" is A - B), balanced: version 1 had 13 frames of later-minus-earlier and 2 sums, and
  decoders trained on it with ``--exact-misses`` read "scored 87 on Saturday and 94 on Sunday ... over
  the weekend" as 94 - 87;
* later turns of a chat asking with people's verbs, operands in either order ("now take B away from A",
  "now take A and subtract B");
* numbers that name things (versions, models, generations), about which a question asks no calculation.

Samplers: ``Grouped`` writes thousands separators ("12,480"), as people do.
"""
from __future__ import annotations

from .builders import Dec, Grouped, Int, Script

_PRICE = Dec(0.5, 90, 2)

# One-step word problems, balanced across the four operations and both orders (version 2). "y" is the
# answer; operands are named a, b in the order of the text; a quotient that should come out even
# samples it as q (a = b × q, a calc shown in the question). Several stories are told twice with
# another question, so that the question's words, not the story, decide the operation. No frame
# writes a number word ("two days", "one ticket"): every number of the text is an operand.
ONE_STEP: tuple[Script, ...] = (
    # later minus earlier: "had A, now has B", "A of B", "A, needs B"
    Script("The library owned {a} books last year and owns {b} now. How many books did it add?", "",
           {"a": Grouped(1000, 40000), "b": Grouped(1000, 60000)}, (("y", "sub", "b", "a"),), lambda v: v.b > v.a),
    Script("At the start of the trip the odometer showed {a} km; at the end it showed {c} km. How far did we drive?", "",
           {"a": Int(2000, 90000), "b": Int(10, 900)}, (("c", lambda a, b: a + b, "a", "b"), ("y", "sub", "c", "a"))),
    Script("Ella weighed {a} kg in spring and {b} kg in autumn. How much did she gain?", "",
           {"a": Dec(40, 80, 1), "b": Dec(40, 95, 1)}, (("y", "sub", "b", "a"),), lambda v: v.b > v.a),
    Script("Only {a} of the {b} seats on the plane are taken. How many are empty?", "",
           {"a": Int(20, 180), "b": Int(150, 400)}, (("y", "sub", "b", "a"),), lambda v: v.b > v.a),
    Script("{a} of the {b} eggs in the crate cracked. How many are whole?", "",
           {"a": Int(1, 29), "b": Int(30, 360)}, (("y", "sub", "b", "a"),)),
    Script("I have {a} points and need {b} to reach the next level. How many more points do I need?", "",
           {"a": Grouped(100, 9000), "b": Grouped(1000, 20000)}, (("y", "sub", "b", "a"),), lambda v: v.b > v.a),
    Script("A helmet costs {a} and a bike costs {b}. How much more is the bike?", "",
           {"a": _PRICE, "b": Dec(120, 900, 2)}, (("y", "sub", "b", "a"),)),
    Script("Priya read {a} pages on Monday and {b} pages on Tuesday. How many more pages did she read on Tuesday?", "",
           {"a": Int(5, 90), "b": Int(20, 160)}, (("y", "sub", "b", "a"),), lambda v: v.b > v.a),
    Script("Yesterday's low was {a} degrees and today's high is {b} degrees. What is the difference?", "",
           {"a": Dec(-12, 8, 1), "b": Dec(9, 30, 1)}, (("y", "sub", "b", "a"),)),
    # earlier minus later: "had A, lost B", "A, B fewer", "A is B more than"
    Script("A water tank had {a} litres and {b} litres leaked out. How much is left?", "",
           {"a": Grouped(500, 9000), "b": Int(10, 499)}, (("y", "sub", "a", "b"),)),
    Script("Of {a} concert tickets, {b} were sold. How many remain?", "",
           {"a": Grouped(1000, 50000), "b": Grouped(100, 999)}, (("y", "sub", "a", "b"),)),
    Script("From a {a} m roll of fabric I use {b} m. How much fabric is left?", "",
           {"a": Dec(10, 50, 1), "b": Dec(0.5, 9.9, 1)}, (("y", "sub", "a", "b"),)),
    Script("Priya read {a} pages on Monday and {b} pages on Tuesday. How many fewer pages did she read on Tuesday?", "",
           {"a": Int(40, 160), "b": Int(5, 120)}, (("y", "sub", "a", "b"),), lambda v: v.a > v.b),
    Script("Sam had {a} on his travel card and spent {b} on fares this week. How much is still on the card?", "",
           {"a": Dec(20, 150, 2), "b": Dec(1, 19, 2)}, (("y", "sub", "a", "b"),)),
    Script("The jacket was {a} and the shop takes {b} off. What is the new price?", "",
           {"a": Dec(40, 300, 2), "b": Dec(2, 39, 2)}, (("y", "sub", "a", "b"),)),
    Script("There were {a} people on the bus and {b} got off at the station. How many are on the bus now?", "",
           {"a": Int(20, 90), "b": Int(1, 19)}, (("y", "sub", "a", "b"),)),
    Script("A tree is {a} m tall and a lamp post is {b} m tall. How much taller is the tree?", "",
           {"a": Dec(8, 30, 1), "b": Dec(3, 7.9, 1)}, (("y", "sub", "a", "b"),)),
    Script("The town had {a} residents, and {b} moved away over the year. How many live there now?", "",
           {"a": Grouped(5000, 90000), "b": Grouped(100, 4000)}, (("y", "sub", "a", "b"),)),
    # later divided by earlier: "A per unit, B in all"
    Script("My car does {a} km on a litre. How many litres do I need for a {b} km drive?", "",
           {"a": Int(8, 25), "q": Dec(2, 60, 1)}, (("b", "mul", "a", "q"), ("y", "div", "b", "a"))),
    Script("A case holds {a} cans. How many cases do {b} cans fill?", "",
           {"a": Int(6, 48), "q": Int(3, 90)}, (("b", "mul", "a", "q"), ("y", "div", "b", "a"))),
    Script("Each minibus seats {a} pupils. How many minibuses carry {b} pupils?", "",
           {"a": Int(8, 20), "q": Int(2, 25)}, (("b", "mul", "a", "q"), ("y", "div", "b", "a"))),
    Script("Pears cost {a} each. How many can I buy with {b}?", "",
           {"a": Dec(0.2, 2, 2), "q": Int(3, 60)}, (("b", "mul", "a", "q"), ("y", "div", "b", "a"))),
    Script("A machine caps {a} bottles a minute. How many minutes does it take to cap {b} bottles?", "",
           {"a": Int(12, 240), "q": Int(3, 120)}, (("b", "mul", "a", "q"), ("y", "div", "b", "a"))),
    Script("There are {a} of us and the dinner bill is {b}. How much does each of us pay?", "",
           {"a": Int(2, 12), "q": Dec(8, 60, 2)}, (("b", "mul", "a", "q"), ("y", "div", "b", "a"))),
    Script("I earn {a} an hour. How many hours must I work to earn {b}?", "",
           {"a": Dec(9, 40, 2), "q": Int(2, 60)}, (("b", "mul", "a", "q"), ("y", "div", "b", "a"))),
    Script("A printer does {a} pages a minute. How long does a {b} page report take?", "",
           {"a": Int(5, 60), "q": Int(2, 90)}, (("b", "mul", "a", "q"), ("y", "div", "b", "a"))),
    # earlier divided by later: "A shared among B", "A in B equal parts"
    Script("{a} kg of rice is packed equally into {b} sacks. How much goes in each sack?", "",
           {"b": Int(2, 40), "q": Dec(0.5, 25, 1)}, (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("A {a} km relay is run in {b} equal legs. How long is each leg?", "",
           {"b": Int(2, 12), "q": Dec(0.4, 10, 1)}, (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("{a} sweets are shared equally among {b} children. How many does each child get?", "",
           {"b": Int(2, 30), "q": Int(2, 40)}, (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("The {a} prize is split evenly between {b} winners. How much does each winner get?", "",
           {"b": Int(2, 20), "q": Dec(5, 900, 2)}, (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("A {a} m rope is cut into {b} equal pieces. How long is each piece?", "",
           {"b": Int(2, 25), "q": Dec(0.2, 6, 1)}, (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("We drove {a} km in {b} hours. What was our average speed in km per hour?", "",
           {"b": Int(2, 12), "q": Int(40, 110)}, (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("{a} litres of juice fill {b} jugs equally. How much juice is in each jug?", "",
           {"b": Int(2, 30), "q": Dec(0.5, 4, 1)}, (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    Script("A pack of {a} cards is dealt evenly to {b} players. How many cards does each player get?", "",
           {"b": Int(2, 8), "q": Int(3, 13)}, (("a", "mul", "b", "q"), ("y", "div", "a", "b"))),
    # products: "each", "per", "rows of", "at ... a"
    Script("{a} pupils each need {b} pencils. How many pencils is that in all?", "",
           {"a": Int(8, 40), "b": Int(2, 9)}, (("y", "mul", "a", "b"),)),
    Script("There are {a} shelves with {b} books on each. How many books are on the shelves?", "",
           {"a": Int(3, 40), "b": Int(8, 90)}, (("y", "mul", "a", "b"),)),
    Script("Each of the {a} guests gets {b} grams of cake. How much cake do we need?", "",
           {"a": Int(4, 60), "b": Dec(80, 250, (0, 1))}, (("y", "mul", "a", "b"),)),
    Script("Stickers come {a} to a sheet. How many stickers are on {b} sheets?", "",
           {"a": Int(6, 64), "b": Int(2, 150)}, (("y", "mul", "a", "b"),)),
    Script("A van makes {a} deliveries a day. How many does it make in {b} days?", "",
           {"a": Int(12, 90), "b": Int(2, 31)}, (("y", "mul", "a", "b"),)),
    Script("How much do {a} metres of cable cost at {b} a metre?", "",
           {"a": Dec(1, 80, (0, 1)), "b": Dec(0.2, 9, 2)}, (("y", "mul", "a", "b"),)),
    Script("A box of tea costs {a}. What do {b} boxes cost?", "",
           {"a": Dec(1, 30, 2), "b": Int(2, 40)}, (("y", "mul", "a", "b"),)),
    Script("The hall has {a} rows of {b} chairs. How many chairs are there?", "",
           {"a": Int(5, 60), "b": Int(6, 40)}, (("y", "mul", "a", "b"),)),
    Script("A runner keeps a pace of {a} km an hour for {b} hours. How far does she go?", "",
           {"a": Dec(6, 16, 1), "b": Int(2, 9)}, (("y", "mul", "a", "b"),)),
    # sums: "and", "in total", "altogether", "over the weekend", "more arrived"
    Script("The shop took {a} on Saturday and {b} on Sunday. What did it take over the weekend?", "",
           {"a": Grouped(1000, 30000), "b": Grouped(1000, 30000)}, (("y", "add", "a", "b"),)),
    Script("A parcel weighs {a} kg and the box adds {b} kg. What does it weigh altogether?", "",
           {"a": Dec(0.5, 30, 2), "b": Dec(0.1, 2, 2)}, (("y", "add", "a", "b"),)),
    Script("Priya read {a} pages on Monday and {b} pages on Tuesday. How many pages did she read in total?", "",
           {"a": Int(5, 160), "b": Int(5, 160)}, (("y", "add", "a", "b"),)),
    Script("There were {a} people on the bus and {b} more got on at the station. How many are on the bus now?", "",
           {"a": Int(20, 90), "b": Int(1, 40)}, (("y", "add", "a", "b"),)),
    Script("Sam had {a} on his travel card and topped it up with {b}. How much is on the card now?", "",
           {"a": Dec(0.5, 40, 2), "b": Dec(5, 100, 2)}, (("y", "add", "a", "b"),)),
    Script("A helmet costs {a} and a bike costs {b}. How much do they cost together?", "",
           {"a": _PRICE, "b": Dec(120, 900, 2)}, (("y", "add", "a", "b"),)),
    Script("Ella swam {a} m in the morning and {b} m in the evening. How far did she swim that day?", "",
           {"a": Int(200, 3000), "b": Int(200, 3000)}, (("y", "add", "a", "b"),)),
    Script("The town had {a} residents, and {b} moved in over the year. How many live there now?", "",
           {"a": Grouped(5000, 90000), "b": Grouped(100, 4000)}, (("y", "add", "a", "b"),)),
    Script("Our team scored {a} points in the first half and {b} in the second. What was our final score?", "",
           {"a": Int(10, 70), "b": Int(10, 70)}, (("y", "add", "a", "b"),)),
    Script("I paid {a} for lunch and {b} for coffee. How much did I spend?", "",
           {"a": Dec(4, 30, 2), "b": Dec(1, 6, 2)}, (("y", "add", "a", "b"),)),
    Script("A tank holds {a} litres, and we pour in another {b} litres. How much does it hold now?", "",
           {"a": Grouped(100, 9000), "b": Int(10, 900)}, (("y", "add", "a", "b"),)),
    Script("The shop took {a} on Saturday and {b} on Sunday. How much more did it take on Sunday?", "",
           {"a": Grouped(1000, 30000), "b": Grouped(1000, 30000)}, (("y", "sub", "b", "a"),), lambda v: v.b > v.a),
)

# How people ask for one operation in a later turn of a chat (and sometimes in the first): {a} is
# the first operand, {b} the second, whatever order the words give them.
FOLLOW_UPS: dict[str, tuple[str, ...]] = {
    "sub": ("Now take {b} away from {a}.", "And {b} subtracted from {a}?", "Next, subtract {b} from {a}.",
            "now take {a} and subtract {b}", "Okay, now {a} minus {b}.", "What if I remove {b} from {a}?",
            "then {a} take away {b}", "How much is left if you take {b} off {a}?", "From {a}, take away {b}.",
            "Deduct {b} from {a}, please.", "and {a} less {b}?", "What do I get when {b} is subtracted from {a}?",
            "Cool. Take {b} from {a} now.", "Start with {a} and subtract {b}."),
    "add": ("And {a} plus {b}?", "Now add {b} to {a}.", "next one: {a} + {b}", "What about {a} and {b} added together?",
            "Now take {a} and add {b}.", "Put {b} on top of {a}: what's the total?", "then {a} together with {b}?",
            "Start with {a} and add {b}."),
    "mul": ("Now multiply {a} by {b}.", "And {a} times {b}?", "Then {a} multiplied by {b}.",
            "Now take {a} and multiply it by {b}.", "what's {a} lots of {b} then?", "Start with {a} and times it by {b}."),
    "div": ("Now divide {a} by {b}.", "And {a} shared between {b}?", "How many times does {b} fit into {a}?",
            "Now take {a} and divide it by {b}.", "then {a} over {b}?", "Start with {a} and divide by {b}."),
}

# Numbers that name things: a question about them asks for no calculation. (product, low, high) with
# whole generations; replies mention both numbers, as an LLM's answer would.
NAMED_THINGS: tuple[tuple[str, int, int], ...] = (
    ("Python", 2, 3), ("Android", 9, 15), ("iOS", 12, 18), ("PostgreSQL", 11, 17), ("Ubuntu", 18, 24),
    ("iPhone", 11, 16), ("Galaxy S", 20, 25), ("PlayStation", 2, 5), ("Pixel", 5, 9), ("Node", 14, 22),
    ("Angular", 12, 18), ("Firefox", 110, 130), ("USB", 2, 4), ("HTML", 4, 5), ("Wi-Fi", 5, 7),
    ("Harry Potter book", 1, 7), ("Rocky", 1, 6), ("Fast and Furious", 5, 10), ("Chapter", 1, 30),
)
NAMED_QUESTIONS: tuple[tuple[str, str], ...] = (
    ("Should I pick {t} {a} or {t} {b}?", "{t} {b} is newer than {t} {a}; pick it unless you need something only {t} {a} has."),
    ("What's new in {t} {b} compared with {t} {a}?", "{t} {b} brings several changes over {t} {a}."),
    ("Is {t} {b} much better than {t} {a}?", "{t} {b} improves on {t} {a} in a few ways, but {t} {a} is still fine."),
    ("How do {t} {a} and {t} {b} differ?", "{t} {a} and {t} {b} differ mainly in features and support."),
    ("Which came before, {t} {b} or {t} {a}?", "{t} {a} came before {t} {b}."),
    ("Compare {t} {a} and {t} {b} for me.", "Here is how {t} {a} and {t} {b} compare."),
    ("{t} {a} vs {t} {b}: which one?", "It depends on what you need from {t} {a} or {t} {b}."),
    ("Is it worth moving from {t} {a} to {t} {b}?", "Moving from {t} {a} to {t} {b} is usually worth it."),
)
