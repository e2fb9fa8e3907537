"""A start asked, the changes and the end told: the start is the end undone.

"Jenna had some cookies. She gave 14 to her friends and 6 to her brother, and she has 23 left. How many cookies
did she have at first?" -> ``(23 + 14) + 6``; "A bus had some passengers. At the first stop 14 people got off and
8 people got on. Now there are 31 passengers. How many were on the bus at the start?" -> ``(31 + 14) - 8``.
SVAMP and AddSub write many such stories; the decoders read one operation of the two latest numbers, and the
story reader (:mod:`occam.story_plans`) reads forward from a start it is told.

:func:`start` reads each of the story's quantities (:func:`occam.story_cues.story_quantities`: notations,
dating years, ordinals and asides set apart) as the end ("has 23 left", "Now there are 31", "19 remain", "was
left with $31") or a change whose direction its clause's verb tells (:data:`occam.story_words.GAIN`,
:data:`~occam.story_words.LOSS`, "took 8"; a clause with no verb of its own, "and 6 to her brother", takes the
one before it; a purchase at a price each, "bought 6 comics for $4 each", their product spent). Exactly one end,
every other number a change, and a question that asks for the start ("at
first", "to begin with", "start with", "before"); anything else is None. :func:`change` reads the one change a
story leaves unknown ("sold some") from its start, its other changes and its end, the same way.
"""
from __future__ import annotations

import re

from .abstention import unwritten_number
from .asides import same_noun, thing_words
from .step_words import covers_all
from .plan_words import UNREAD
from .implied_numbers import blank
from .notation import quantities
from .numbers import is_money
from .questions import asked
from .story_cues import opened_and_closed, story_quantities, two_readings
from .story_plans import Plan
from .story_words import COMPARED, GAIN, GIFT_BEFORE, LOSS, START_ASKED

# the end, told before its number ("Now there are 31", "she still has", "was left with $31", "ended with") or after
# it ("23 left", "19 remain", "27 still in the box")
_END_BEFORE = re.compile(r"\b(?:now|still|then)\s+(?:\w+\s+)?(?:has|have|had|holds?|contains?|is|are|was|were|owns?)"
                         r"(?:\s+only)?\s+[$€£]?$|\b(?:now\s+)?there\s+(?:are|were|is|was)\s+(?:now\s+|only\s+|still\s+)?[$€£]?$"
                         r"|\b(?:has|have|holds?|is|are)\s+now\s+(?:only\s+)?[$€£]?$"
                         r"|\b(?:left|ended(?:\s+up)?|ends?(?:\s+up)?|ending(?:\s+up)?|finished)\s+with\s+(?:only\s+)?[$€£]?$", re.IGNORECASE)
# the end told after the changes in one sentence: "After giving away 18 stickers and then receiving 7, Abby has 41"
_AFTER_THEN_HAS = re.compile(r"^\s*after\b[^,]*\d[^,]*,\s*(?:[A-Z][a-z]+|he|she|they|it|we|i)\s+(?:now\s+)?(?:has|have|had)"
                             r"\s+(?:only\s+)?[$€£]?$", re.IGNORECASE)
_END_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:left(?!\s+(?:for|after|to|from|the|during|at|early|on)|\s+and\s+(?:then\s+)?\d)\b"
                        r"|remain(?:s|ed|ing)?\b|still\b)", re.IGNORECASE)
# a change told after its number: "14 people got off", "8 got on", "64 left after the first film"
_LOSS_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:got\s+off|got\s+out|left|went\s+(?:home|away)|flew\s+away|ran\s+away"
                         r"|were\s+(?:sold|eaten|used|taken|given\s+away|lost|broken)|popped|burst)\b", re.IGNORECASE)
_GAIN_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:got\s+on|got\s+in|came|arrived|joined|boarded|were\s+added"
                         r"|back\s+(?:in|into|on))\b",
                         re.IGNORECASE)
_MORE_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?more\b(?!\s+than)", re.IGNORECASE)  # "bought 25 more", "25 new more"
_GOODS_GAINED = re.compile(r"\b(?:bought|buys?|baked|bakes?|made|makes?|picked|picks?|planted|caught|catches)\b",
                           re.IGNORECASE)
_MONEY_AFTER = re.compile(r"\s*(?:dollars?|euros?|pounds?|cents?|rupees?)\b", re.IGNORECASE)
_SENT = re.compile(r"\b(?:sent|sends?|mailed|shipped|donated|donates?)\s*$", re.IGNORECASE)
_PAID_FOR = re.compile(r"\b(?:bought|buys?|purchased|paid|pays?)\b[^,;]*?\bfor\s*[$€£]?\s*$", re.IGNORECASE)
_TOOK = re.compile(r"\b(?:took|takes?|taken|ate|eats?|gave|gives?|given)\b", re.IGNORECASE)
_BREAK = re.compile(r"[.!?;]\s*|,\s*|\s+(?:and|but|then|if|while|after|before)\s+", re.IGNORECASE)


def start(text: str) -> Plan | None:
    """The start of the story ``text`` undone from its end and changes, or None (see the module docstring)."""
    numbers = story_quantities(text)
    if not 3 <= len(numbers) <= 4 or len({n.value for n in numbers}) != len(numbers) or any(n.value <= 0 for n in numbers):
        return None  # two numbers are one step (occam.one_step)
    request = asked(text)
    ask = re.split(r"\bif\b", request, maxsplit=1, flags=re.IGNORECASE)[0]
    if not START_ASKED.search(ask) or UNREAD.search(text) or COMPARED.search(text) or unwritten_number(text):
        return None
    bought = _bought_at_each(text, numbers)
    unpriced = blank(text, [(numbers[i].start, _EACH_AFTER.match(text, numbers[j].end).end()) for i, j in bought.items()])
    if re.search(r"\b(?:each|every|per|apiece)\b", unpriced, re.IGNORECASE):
        return None  # "gave 14 marbles to each of his 3 friends": a rate, the story reader's
    ends, changes, previous = [], [], None
    for i, n in enumerate(numbers):
        if i in bought.values():
            continue  # the price of each of a purchase, read with its count
        if i in bought:
            changes.append((i, "loss"))  # "bought 6 comics for $4 each": the count times the price, spent
            previous = "loss"
            continue
        before = _clause_before(text, n.start)
        if (_END_BEFORE.search(text, max(0, n.start - 40), n.start) or _END_AFTER.match(text, n.end)
                or _AFTER_THEN_HAS.search(re.split(r"[.!?]\s+", text[:n.start])[-1])):
            ends.append(i)
            previous = None
            continue
        way = _direction(before, text, n.end)
        if way is None:
            if previous is None or re.search(r"\b(?:[a-z]+(?:ed|s)|put|set|cut)\b", before.strip(), re.IGNORECASE) and before.strip():
                return None  # a verb of its own that tells no direction, or none before it
            way = previous
        changes.append((i, way))
        previous = way
    if len(ends) != 1 or not changes or any(i > ends[0] for i, _ in changes):
        return None  # "then there were 15 birds. Later 4 storks also joined them": a change after the end
    if any(_other_thing(text, numbers[i], numbers[ends[0]]) for i, _ in changes):
        return None  # "gave 13 balloons ... and she bought 2 party hats. Now she has 21 balloons": another thing
    if bought and not is_money(text, numbers[ends[0]]):
        return None  # money spent on a purchase undoes an end of money only
    if any(is_money(text, numbers[i]) != is_money(text, numbers[ends[0]]) for i, _ in changes if i not in bought):
        return None  # "bought 5 apples for $3. Now he has 12 apples": money paid is no change of the apples
    tree: tuple = ("x", ends[0])
    for i, way in changes:
        change = ("mul", (("x", i), ("x", bought[i]))) if i in bought else ("x", i)
        tree = ("add" if way == "loss" else "sub", (tree, change))
    result = Plan(tree, tuple(numbers), "unknown", "")
    value = result.value
    return result if value is not None and value >= 0 else None


# a purchase of a count at a price each: "bought 6 comics for $4 each"
_AT_EACH_BETWEEN = re.compile(r"\s+(?:[a-z-]+\s+){1,3}?(?:for|at)\s+[$€£]?$", re.IGNORECASE)
_EACH_AFTER = re.compile(r"\s*(?:dollars?\s+|euros?\s+|pounds?\s+)?(?:each|apiece|a\s+piece)\b", re.IGNORECASE)
_BUYING = re.compile(r"\b(?:bought|buys|purchased|purchases|ordered|orders|paid\s+for)\s+$", re.IGNORECASE)


def _bought_at_each(text: str, numbers) -> dict[int, int]:
    """The purchases of the story at a price each ("bought 6 comics for $4 each"): the count's index to the price's."""
    found = {}
    for i, (a, b) in enumerate(zip(numbers, numbers[1:])):
        if (_BUYING.search(text, max(0, a.start - 30), a.start) and _AT_EACH_BETWEEN.fullmatch(text, a.end, b.start)
                and _EACH_AFTER.match(text, b.end) and is_money(text, b) and not is_money(text, a)):
            found[i] = i + 1
    return found


def _other_thing(text: str, n, end) -> bool:
    """Whether the change ``n`` counts a thing named that is not the end's ("2 party hats" of "21 balloons"); "14
    people got off" of "31 passengers" (members of one whole) and "8 more landed" (a verb, no thing) are the same."""
    mine, theirs = thing_words(text, n.end), thing_words(text, end.end)
    if not mine or not theirs or mine[-1].endswith("ed"):
        return False
    a, b = mine[-1], theirs[-1]
    return not (same_noun(a, b) or covers_all(a, [b]) or covers_all(b, [a]))


def change(text: str) -> Plan | None:
    """The one change the story ``text`` leaves unknown ("sold some"), from its start, its other changes and its
    end: "Paul had 50 books. He sold some of them and then bought 12 new ones. Now he has 41 books. How many books
    did he sell?" -> ``(50 + 12) - 41``; a gain left unknown is the end less the start, plus the losses less the
    gains. The start is the first number, had ("had", "there were"); None where the story is read otherwise."""
    numbers = story_quantities(text)
    if not 3 <= len(numbers) <= 4 or len({n.value for n in numbers}) != len(numbers) or any(n.value <= 0 for n in numbers):
        return None
    request = asked(text)
    ask = re.split(r"\bif\b", request, maxsplit=1, flags=re.IGNORECASE)[0]
    told = text[:text.rfind(request)] if request and text.rfind(request) > 0 else ""
    if (START_ASKED.search(ask) or re.search(r"\b(?:left|now|still|remain\w*|total|altogether|in\s+all)\b", ask, re.I)
            or UNREAD.search(text) or COMPARED.search(text) or unwritten_number(text)
            or re.search(r"\b(?:each|every|per|apiece)\b", text, re.IGNORECASE) or any(n.start >= len(told) for n in numbers)):
        return None
    unknowns = [m for m in re.finditer(r"\bsome\b", told, re.IGNORECASE)]
    if len(unknowns) != 1 or unknowns[0].start() < numbers[0].end:
        return None  # the unknown is a change after the start
    some = unknowns[0]
    unknown_way = _direction(_clause_before(told, some.start()), told, some.end())
    if unknown_way is None or not re.search(r"\b(?:had|has|have|there\s+(?:were|was|are|is))\s+[$€£]?$",
                                            text[max(0, numbers[0].start - 20):numbers[0].start], re.IGNORECASE):
        return None
    ends, changes, previous = [], [], unknown_way if any(n.start > some.start() for n in numbers) else None
    for i, n in enumerate(numbers[1:], 1):
        if _END_BEFORE.search(text, max(0, n.start - 40), n.start) or _END_AFTER.match(text, n.end):
            ends.append(i)
            continue
        way = _direction(_clause_before(text, n.start), text, n.end)
        if way is None:
            return None
        changes.append((i, way))
    if len(ends) != 1 or ends[0] != len(numbers) - 1:
        return None  # the end is told last
    first, end = ("x", 0), ("x", ends[0])
    if unknown_way == "loss":  # start + gains - losses - end
        tree: tuple = first
        for i, way in changes:
            tree = ("add" if way == "gain" else "sub", (tree, ("x", i)))
        tree = ("sub", (tree, end))
    else:  # end - start + losses - gains
        tree = ("sub", (end, first))
        for i, way in changes:
            tree = ("add" if way == "loss" else "sub", (tree, ("x", i)))
    result = Plan(tree, tuple(numbers), "unknown", "")
    value = result.value
    return result if value is not None and value > 0 else None


# the end a change will reach: "she will have $112", "he'll have 90", "there will be 41", "would then have 60"
_WILL_END = re.compile(r"(?:\bwill|'ll|\bwould)\s+(?:then\s+|now\s+|still\s+)?(?:have|has|own|hold|be)\s+(?:only\s+)?[$€£]?$"
                       r"|\bthere\s+(?:will|would)\s+(?:then\s+)?be\s+[$€£]?$", re.IGNORECASE)
# a question about what is had now: "How much money does she have now?", "How many stamps does Leo have?"
_NOW_ASKED = re.compile(r"\bhow\s+(?:many|much)\b[^?]*?\b(?:do|does|is|are)\b[^?]*?\b(?:have|has|own|hold|there)\b"
                        r"(?:\s+(?:right\s+)?now|\s+(?:currently|today|at\s+the\s+moment))?\s*\??\s*$", re.IGNORECASE)


def future_start(text: str) -> Plan | None:
    """What is had now, from a change to come and the end it will reach: "Maria has some money. After she earns $35
    more, she will have $112. How much money does she have now?" -> ``112 - 35``; a loss to come is added back
    ("If he gives away 18 cards, he will have 45 left" -> ``45 + 18``). Two numbers: the end told with "will have"
    or "would have", the change by its verb (:func:`_direction`); the question asks what is had (present tense, no
    "more", "left" or "need"). None otherwise."""
    numbers = story_quantities(text)
    request = asked(text)
    at = text.rfind(request)
    if (len(numbers) != 2 or at <= 0 or any(n.start >= at for n in numbers) or len(quantities(text)) != 2
            or any(not n.value > 0 for n in numbers) or UNREAD.search(text) or COMPARED.search(text)
            or unwritten_number(text) or re.search(r"\b(?:each|every|per|apiece|times|twice|half)\b", text, re.I)):
        return None
    if (not _NOW_ASKED.search(request)
            or re.search(r"\b(?:more|left|need|needs|will|would|after|total|altogether)\b", request, re.IGNORECASE)):
        return None
    ends = [i for i, n in enumerate(numbers) if _WILL_END.search(text, max(0, n.start - 30), n.start)]
    if len(ends) != 1:
        return None
    end = ends[0]
    change = 1 - end
    way = _direction(_clause_before(text, numbers[change].start), text, numbers[change].end)
    if way is None:
        return None
    tree = ("sub" if way == "gain" else "add", (("x", end), ("x", change)))
    result = Plan(tree, tuple(numbers), "unknown", "")
    value = result.value
    return result if value is not None and value > 0 else None


def _clause_before(text: str, at: int) -> str:
    """The words of the clause before offset ``at`` ("She gave " of "She gave 14"; "" of "and 6 to her brother")."""
    starts = [m.end() for m in _BREAK.finditer(text, 0, at) if m.end() <= at]
    return text[starts[-1] if starts else 0:at]


def _direction(before: str, text: str, end: int) -> str | None:
    """"gain" or "loss" by the verbs around a number, or None where they tell neither or both."""
    money = bool(re.search(r"[$€£]\s?$", before)) or bool(_MONEY_AFTER.match(text, end))
    if (gift := GIFT_BEFORE.search(before)) is not None:  # "then his uncle gave him 25": the holder's gain
        return None if LOSS.search(before[:gift.start()]) and not re.search(r"\band\b|,", before[:gift.start()]) else "gain"
    gain = (bool(GAIN.search(before)) or bool(_GAIN_AFTER.match(text, end)) or bool(_MORE_AFTER.match(text, end))
            or (not money and bool(_GOODS_GAINED.search(before))))  # "bought 12 new ones"; not "bought a toy for $5"
    loss = (bool(LOSS.search(before)) or bool(_TOOK.search(before)) or bool(_LOSS_AFTER.match(text, end))
            or bool(_SENT.search(before))  # "It sent 11 penguins to another zoo"; not "Her aunt sent her 20"
            or money and bool(_PAID_FOR.search(before)) and not gain)  # "He bought a shirt for $18": money spent
    if gain == loss:
        return None
    return "gain" if gain else "loss"


# what the question asks of a change by its verb: "How many stickers did her brother give her?", "How much did the game
# cost?", "How many crayons went missing?", "How many litres evaporated?", "How many photos did she delete?"
_CHANGE_ASKED = re.compile(r"\bhow\s+(?:many|much)\b[^?]*?\b(?:did|were|was|had)\s+(?:[a-z]+\s+){0,4}?[a-z]+\b"
                           r"|\bhow\s+(?:many|much)\s+(?:[a-z]+\s+){0,2}?(?:went\s+missing|evaporated|leaked|melted|"
                           r"disappeared|were\s+(?:added|removed|used|eaten|sold|lost))\b", re.IGNORECASE)
_STARTED = re.compile(r"\b(?:had|has|held|holds|contained|contains|there\s+(?:were|was)"
                      # what the story's holder came to hold: "Joan found 64 seashells", "She baked 48 cookies"
                      r"|found|collected|picked|gathered|baked|made|caught|bought|received|earned|saved|won)\s+(?:only\s+)?[$€£]?$"
                      # "My rent went up from $1,450 to $1,525": a change told from its start to its end
                      r"|\b(?:went|gone|go|goes)\s+(?:up|down)\s+from\s+[$€£]?$"
                      r"|\b(?:rose|risen|rises|fell|fallen|falls|increased|decreased|dropped|grew|climbed)\s+from\s+[$€£]?$",
                      re.IGNORECASE)
_ENDED = re.compile(r"\b(?:now|still|then|it|he|she|they|we|i)\s+(?:\w+\s+)?(?:has|have|had|held|holds|contained)"
                    r"\s+(?:only\s+)?[$€£]?$|\d\s*(?:[a-z]+\s+)?to\s+[$€£]?$", re.IGNORECASE)


def change_of_two(text: str) -> Plan | None:
    """The one change between a start and an end the story tells, two numbers and a question that asks the change:
    "Maya had 34 stickers. Her brother gave her some more, and now she has 52 stickers. How many stickers did her
    brother give her?" -> ``52 - 34``; "A box held 75 crayons. After art class, 58 crayons were left in it. How many
    crayons went missing?" -> ``75 - 58``. The start is told with "had", "held", "there were" or a verb of coming to
    hold ("found", "baked", "earned"); the end after it ("now
    she has", "58 ... were left", "he has $26"); where the story's words tell the change's way ("gave her some more",
    "deleted some"), the numbers must agree (an end above the start is a gain). None otherwise."""
    numbers = story_quantities(text)
    request = asked(text)
    at = text.rfind(request)
    if len(quantities(text)) != len(numbers):
        return None  # "and then deleted 12 blurry ones": a number told beside it is a change of its own here
    if (len(numbers) != 2 or at < 0 or any(n.start >= at for n in numbers) or numbers[0].value == numbers[1].value
            or any(not n.value > 0 for n in numbers) or UNREAD.search(text) or COMPARED.search(text)
            or unwritten_number(text) or re.search(r"\b(?:each|every|per|apiece|times)\b", text, re.IGNORECASE)):
        return None
    if (not _CHANGE_ASKED.search(request) or START_ASKED.search(request)
            or re.search(r"\b(?:left|now|still|remain\w*|total|altogether|in\s+all|have|has)\b", request, re.IGNORECASE)):
        return None
    first, last = numbers
    if not _STARTED.search(text, max(0, first.start - 20), first.start):
        return None
    if not (_ENDED.search(text, max(0, last.start - 30), last.start) or _END_BEFORE.search(text, max(0, last.start - 40),
                                                                                           last.start)
            or _END_AFTER.match(text, last.end)):
        return None  # the second number is the end the story reached
    told = text[first.end:last.start]
    some = re.search(r"\bsome\b", told, re.IGNORECASE)
    way = _direction(_clause_before(told, some.start()), told, some.end()) if some else None
    gained = last.value > first.value
    asked_way = ("gain" if GAIN.search(request) and not LOSS.search(request)
                 else "loss" if LOSS.search(request) and not GAIN.search(request) else None)
    if any(w is not None and (w == "gain") != gained for w in (way, asked_way)):
        return None  # the words and the numbers disagree: "had 20 apples ... has 35 now. How many did he eat?"
    tree = ("sub", (("x", 1), ("x", 0))) if gained else ("sub", (("x", 0), ("x", 1)))
    return Plan(tree, tuple(numbers), "unknown", "")


_GONE_ASKED = re.compile(r"\bhow\s+(?:far|many\s+(?:miles|km|kilometres|kilometers|units|kwh|litres|liters|gallons|points"
                         r"|steps|pages)|much\s+(?:further|farther|distance|electricity|water|gas|fuel)"
                         r"|long\s+(?:was|is)\s+(?:the|his|her|their|our|my)\s+(?:ride|trip|drive|journey|flight|route))\b",
                         re.IGNORECASE)  # "How long was the ride?" of two odometer readings: a distance


# a setting read now and the one wanted: "the thermostat says 71 but I want it at 66", "it's set to 18 and I need it at 22"
_SETTING_NOW = re.compile(r"\b(?:says|reads|shows|displays|is\s+(?:at|on|set\s+(?:to|at))|'s\s+(?:at|on|set\s+(?:to|at))"
                          r"|(?:is|'s)\s+currently(?:\s+at)?)\s+$", re.IGNORECASE)
_SETTING_WANTED = re.compile(r"\b(?:want|need|like|prefer)\s+it\s+(?:at|to\s+be(?:\s+at)?|set\s+(?:to|at))\s+$|\b(?:set|turn|put)"
                             r"\s+it\s+(?:to|at|down\s+to|up\s+to)\s+$", re.IGNORECASE)
_DOWN = re.compile(r"\b(?:lower|drop|decrease|reduce|turn\s+(?:it\s+)?down|cool)\b", re.IGNORECASE)
_UP = re.compile(r"\b(?:raise|increase|turn\s+(?:it\s+)?up|heat|warm|boost)\b", re.IGNORECASE)


def setting_change(text: str) -> Plan | None:
    """How far a setting moves from what it reads now to the value wanted, asked by the way it moves: "the thermostat
    says 71 but I want it at 66, how many degrees do I need to lower it" -> ``71 - 66``; "it's set to 18 and I need
    it at 22. how much do I raise it?" -> ``22 - 18``. Two numbers, the first read now, the second wanted; None where
    the way asked does not match (a drop asked of a rise)."""
    numbers = story_quantities(text)
    request = asked(text)
    at = text.rfind(request)
    if len(numbers) != 2 or at < 0 or not re.match(r"\W*how\s+(?:many|much|far)\b", request, re.IGNORECASE):
        return None
    now, wanted = numbers
    if wanted.start >= at or not _SETTING_NOW.search(text, max(0, now.start - 25), now.start) or not _SETTING_WANTED.search(
            text, max(0, wanted.start - 25), wanted.start):
        return None
    down, up = bool(_DOWN.search(request)), bool(_UP.search(request))
    if down == up or (down and not now.value > wanted.value) or (up and not wanted.value > now.value):
        return None
    tree = ("sub", (("x", 0), ("x", 1))) if down else ("sub", (("x", 1), ("x", 0)))
    return Plan(tree, (now, wanted), "unknown", "")


def readings_apart(text: str) -> Plan | None:
    """``end - start`` where a count or meter is read at a start and again at the end, and the question asks how far
    or how much in between: "my car showed 42,318 miles at the start of the road trip and 43,105 at the end. how far
    did we drive?" -> ``43,105 - 42,318``; None otherwise (no sum of two readings)."""
    numbers = story_quantities(text)
    request = asked(text)
    at = text.rfind(request)
    if len(numbers) != 2 or at <= 0 or any(n.start >= at for n in numbers) or not _GONE_ASKED.search(request):
        return None
    first, last = numbers
    if not two_readings(text) or not last.value > first.value:
        return None
    return Plan(("sub", (("x", 1), ("x", 0))), (first, last), "unknown", "")


_CAME_IN_ASKED = re.compile(r"\bhow\s+much\b.*\b(?:(?:came|come|comes)\s+in|(?:take|took|taken|taking)\s+in|earn\w*|made|make"
                            r"|collect\w*|raised?)\b|\bhow\s+many\s+new\b|\bhow\s+many\b.*\b(?:joined|signed\s+up|gained|were\s+added)\b",
                            re.IGNORECASE)  # ("2,400 followers at the start of the month and now 3,115. how many new ones?")
_WENT_OUT_ASKED = re.compile(r"\bhow\s+(?:much|many)\b.*\b(?:used|use|spent|spend|went\s+out|sold|given\s+out|handed\s+out"
                             r"|paid\s+out|taken\s+out|melted|evaporated|leaked|burned|burnt|eaten|drunk)\b", re.IGNORECASE)


def amount_between(text: str) -> Plan | None:
    """``end - start`` where a till or a stock is told at the start of a day and again at its end
    (:func:`occam.story_cues.opened_and_closed`) and the question asks what came in ("How much money came in during
    the day?"), ``start - end`` where it asks what went out ("How many cups were used?"); None otherwise (no sum of
    two states, and a change the wrong way is no step)."""
    request = asked(text)
    if re.search(r"\d", request) or not opened_and_closed(text):
        return None  # (opened_and_closed asks for a question after both numbers)
    first, last = story_quantities(text)
    if _CAME_IN_ASKED.search(request) and last.value > first.value:
        return Plan(("sub", (("x", 1), ("x", 0))), (first, last), "unknown", "")
    if _WENT_OUT_ASKED.search(request) and first.value > last.value:
        return Plan(("sub", (("x", 0), ("x", 1))), (first, last), "unknown", "")
    return None
