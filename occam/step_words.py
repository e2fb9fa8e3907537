"""The words the reader of one-step stories and relations goes by (:mod:`occam.one_step`): data, apart from the
reading. Each is a regular expression or a set, with an example of what it reads."""
from __future__ import annotations

import re

from .asides import singulars

from .story_words import COMPARATIVES

MORE = frozenset("more older taller longer heavier bigger larger greater warmer hotter higher further farther faster "
                  "deeper wider dearer later thicker".split())
# a relation right after its number: "25 fewer stickers than she does", "4 years older than her", "9.8 km
# shorter", "3 times as many cards as Ben"
RELATION = re.compile(
    rf"\s*(?P<thing>(?:[a-z]+\s+){{0,2}}?)(?P<word>{COMPARATIVES}|times(?=\s+as\s+(?:many|much)\b))\b"
    r"(?:\s+as\s+(?:many|much))?(?:(?P<after>(?:\s+[a-z]+){0,3}?)\s+(?:than|as)\b(?P<side>[^.,;!?]*))?", re.IGNORECASE)
# a question that asks for no quantity: "What year did the Berlin Wall fall?", "What kind of ...", "What happened"
NO_QUANTITY_ASKED = re.compile(r"\bwhat\s+(?:year|time|date|day|month|kind|type|sort|name|colou?r|language|country"
                               r"|city|song|book|film|movie|happened|does\s+\w+\s+mean)\b|\bwhen\b|\bwhere\b|\bwho\b"
                               r"|\bwhich\b|\bwhy\b", re.IGNORECASE)
# what a "what" question asks when it asks for an amount: "What's the total cost?", "What will I pay?"
QUANTITY_WORDS = re.compile(r"\b(?:total|sum|difference|cost|costs|price|amount|number|weight|length|distance|height"
                            r"|temperature|balance|bill|score|age|speed|change|left|now|altogether|in\s+all|pay|paid"
                            r"|earn|earned|weigh|spend|spent|owe|save|saved|need|get|make|made|remain\w*|come\s+to|comes\s+to|add\s+up\s+to"
                            r"|rate|wage|salary|(?:before|after)\s+tax(?:es)?|pre-?tax|gross|take[-\s]home|share|area|perimeter|volume|width|depth|value|capacity|mpg|mph|payment|installment|margin"
                            r"|(?:miles|kilomet(?:er|re)s|km)\s+per\s+(?:gallon|lit(?:er|re)|hour)"
                            r"|instalment|chip\s+in|per\s+(?:head|person)"  # "what do we each chip in?", "per head?"
                            r"|(?:that|this|it)\s+(?:a|an|per|each)\s+(?:day|night|week|month|year|hour|person|head|month)"
                            r"|(?:that|this|it)\s+per\s+[a-z]+"  # "what's that per can?"
                            r"|(?:that|this|it)\s+(?:for|over)\s+(?:the\s+)?\d[\d,]*\s+[a-z]+"  # "what's that for 12 months?"
                            r"|the\s+damage"  # "what's the damage?": the bill
                            r")\b", re.I)  # "what's that a month?", "what's that per night?": a rate asked
THING_AFTER = re.compile(r"\s*((?:[A-Za-z]+\s*){0,1})")
# a whole of both sides, or a shape's: "together they have 84 coins", "its perimeter is 46 m"
WHOLE = re.compile(r"\b(?:together|altogether|in\s+all|in\s+total|total|sum|combined|both|perimeter|area|average"
                   r"|the\s+(?:two|pair)\s+of\s+them|between\s+(?:them|us|the\s+two)|add\s+up\s+to|adds\s+up\s+to|(?:over|across|during|in|on|for)\s+(?:the\s+|those\s+|these\s+)?"
                   r"(?:two|2)\s+(?:days|weeks|months|years|nights|games|matches|trips|visits|shifts|sessions|rounds))\b",
                   re.IGNORECASE)
# names of a whole and the kinds it is made of ("412 girls and 389 boys": students; "8 rows of 14 tulips and 6 rows
# of 9 daisies": flowers): a whole is read only where every kind told is one of its members ("47 chickens, 12 cows
# and 29 ducks. How many birds?" is not)
_BIRDS = ("chicken hen rooster duck goose swan parrot pigeon sparrow crow owl eagle robin turkey peacock penguin canary "
          "flamingo hawk parakeet ostrich jay bluejay cardinal finch wren starling blackbird magpie heron gull seagull woodpecker "
          "hummingbird dove egret crane pelican puffin kingfisher falcon vulture raven swallow warbler thrush "
          "cormorant ibis sandpiper")
_FISH = "goldfish guppy salmon trout tuna shark clownfish tetra carp cod angelfish"
_MAMMALS = ("cow bull calf sheep lamb goat pig horse pony donkey dog puppy cat kitten rabbit hamster mouse lion tiger "
            "bear elephant monkey giraffe zebra deer fox wolf camel llama alpaca bison buffalo ox kangaroo koala panda "
            "hippo rhino squirrel raccoon whale dolphin seal otter gorilla chimpanzee cheetah leopard moose reindeer")
_PEOPLE = ("boy girl man woman men women adult child children kid teacher parent student pupil worker employee volunteer "
           "nurse doctor coach player guest visitor passenger guide chaperone leader helper driver tourist member rider "
           "shopper customer traveler traveller fan spectator commuter camper hiker swimmer runner diner patron")
MEMBERS: dict[str, frozenset[str]] = {w: frozenset(m.split()) for w, m in {
    "student": "boy girl", "pupil": "boy girl", "child": "boy girl", "children": "boy girl", "kid": "boy girl",
    "people": _PEOPLE, "person": _PEOPLE, "passenger": "adult child children kid man woman men women boy girl",
    "guest": "adult child children kid man woman men women boy girl", "visitor": "adult child children kid man woman men "
    "women boy girl", "player": "boy girl man woman forward defender striker midfielder goalkeeper goalie "
    "pitcher catcher batter bowler guard centre center winger", "member": "boy girl man woman men women adult child children",
    # the young of an animal are of its kind: "had 64 sheep ... bought 12 lambs. How many sheep?"
    "sheep": "lamb ewe ram wether hogget tup", "message": "call text email letter voicemail postcard tweet", "cow": "calf heifer", "cattle": "cow calf bull heifer", "dog": "puppy",
    "cat": "kitten", "chicken": "chick hen rooster", "hen": "chick", "horse": "foal pony", "pig": "piglet",
    "duck": "duckling", "goose": "gosling",
    "bird": _BIRDS, "fish": _FISH, "animal": " ".join((_BIRDS, _FISH, _MAMMALS)),
    "pet": "dog puppy cat kitten rabbit hamster goldfish parrot guppy", "mammal": _MAMMALS,
    "flower": "rose tulip daisy lily sunflower orchid daffodil carnation violet poppy iris peony marigold lavender zinnia "
    "aster begonia petunia geranium dahlia hyacinth freesia chrysanthemum pansy",
    "ball": "basketball volleyball football baseball softball netball handball",
    "fruit": "apple orange banana pear peach plum grape cherry mango lemon lime strawberry kiwi melon pineapple apricot",
    "vegetable": "carrot potato tomato onion pepper cabbage lettuce bean pea cucumber leek broccoli pumpkin",
    "vehicle": "car bus truck bike bicycle motorcycle van lorry scooter taxi tractor coach", "musician": "drummer guitarist pianist singer violinist",
    "singer": "soprano alto tenor bass baritone boy girl man woman men women",
    "book": "novel comic textbook cookbook storybook notebook dictionary atlas paperback hardback hardcover biography",
    "tree": "oak pine maple birch beech willow elm cedar palm fir spruce ash poplar cypress sapling",
    "treat": "cookie brownie cupcake muffin cake pie donut doughnut tart scone lollipop candy sweet biscuit macaron bar",
    "instrument": "guitar ukulele piano violin viola cello drum flute trumpet clarinet saxophone harp banjo keyboard "
    "trombone harmonica mandolin",
}.items()}
WHOLES = frozenset(MEMBERS)


def members_of(whole: str, kinds) -> bool:
    """Whether every kind in ``kinds`` (singular forms) is a member of ``whole`` (:data:`MEMBERS`)."""
    return whole in MEMBERS and all(k in MEMBERS[whole] for k in kinds)


def covers_all(noun: str, kinds: list[str | None]) -> bool:
    """Whether ``noun`` names what every count of ``kinds`` counts (their nouns, None for a bare count that takes the one
    before): the same thing ("tickets" of "212 tickets ... and 178 on Sunday"), or the whole they all belong to
    ("animal" of cows and sheep, :data:`MEMBERS`)."""
    forms = singulars(noun)
    told = [k for k in kinds if k is not None]
    if not told:
        return False
    if all(singulars(k) & forms for k in told):
        return True
    whole = next((f for f in forms if f in MEMBERS), None)
    return whole is not None and all(singulars(k) & (MEMBERS[whole] | {whole}) for k in told)


def joined_by_and(text: str, a, b) -> bool:
    """Whether the numbers ``a`` and ``b`` of ``text`` (``a`` first) are told side by side: in one sentence, joined by
    "and" ("17 cows and 23 sheep", "27 cupcakes and her brother made 21")."""
    between = text[a.end:b.start]
    return not re.search(r"[.!?;]", between) and bool(re.search(r"\band\b", between, re.IGNORECASE))


# the thing a question counts ("How many kickflips did he land"), never an auxiliary ("How many did he land")
ASKED_THING = re.compile(r"\bhow\s+many\s+(?!(?:did|do|does|are|were|was|is|have|has|had|can|could|will|would|should|must"
                         r"|might|shall)\b)([a-z]+)", re.IGNORECASE)
CLAUSE_BREAK = re.compile(r"[.!?;]\s+|,\s*|\s+(?:and|but|which|while|who)\s+", re.IGNORECASE)
NOT_CONTENT = frozenset(
    "and or the a an in on at for to with by from of into per each every is are was were be been has have had does "
    "do did can could will would should he she it they we you i me him her his hers its their them our us my your "
    "who which that this these those there than as how many much what more less fewer times some all now".split())

# a question that asks how much or how many: "How far", "How old"
HOW_MUCH = re.compile(r"\bhow\s+(?:many|much|far|long|old|heavy|tall|high|deep|wide|big|fast)\b", re.IGNORECASE)
