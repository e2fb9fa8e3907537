"""Things packed into groups of a size: the groups sold at a price, or counted back with what was left over.

- "A florist had 96 roses. She tied them into bouquets of 8 and sold each bouquet for 14.35 dollars. How much did
  she earn?" -> ``(96 / 8) * 14.35`` (:func:`grouped_sale`);
- "Each bag holds 7 potatoes. A farmer filled 13 bags and had 4 potatoes left over. How many potatoes did he have?"
  -> ``(7 * 13) + 4`` (:func:`filled_and_left`);
- "A farmer collected 48 eggs in the morning and 36 in the afternoon. He packed them in cartons of 12. How many cartons
  did he fill?" -> ``(48 + 36) / 12`` (:func:`packed_sum`);
- "A class of 28 students is split into teams of 4, and each team gets 3 balls. How many balls are needed?" ->
  ``(28 / 4) * 3`` (:func:`grouped_items`).

MultiArith tells two steps this way and the story reader reads neither: a size of a group ("bouquets of 8") is no
thing of its own, and what was left over is no loss. Every number is read once; the groups must come out whole; any
other number, a second price or a question of anything else is None.
"""
from __future__ import annotations

import re

from .asides import singulars, thing_words
from .notation import quantities
from .questions import asked, numbers_told
from .step_words import covers_all
from .plan_words import UNIT_OF
from .story_plans import Plan, left_sum

_PACKED = re.compile(r"\b(?:packed|packs|put|puts|tied|ties|sorted|sorts|divided|divides|split|splits|bundled|bundles"
                     r"|arranged|arranges|placed|places|packaged|packages|boxed|bagged|grouped|groups|shared|made|moved|moves|loaded|loads"
                     r"|herded|herds|(?<=to\s)(?:pack|sort|bundle|arrange|package|group|share|move|load|bag|box|divide|split|place))\s+"
                     r"(?:them\s+all|them|it|all\s+of\s+them|all\s+of\s+it|(?:the|all\s+(?:of\s+)?the|these|those|his|her|their)\s+[a-z]+)?\s*"
                     r"(?:up\s+)?(?:into|in)\s+(?:[a-z]+\s+)?(?P<c>[a-z]+)\s+of\s+$", re.IGNORECASE)
_MONEY_ASKED = re.compile(r"\bhow\s+much\b(?:\s+money)?.*\b(?:earn|earned|make|made|get|got|collect|collected|receive"
                          r"|received|take\s+in|took\s+in|raise|raised|bring\s+in|brought\s+in)\b"
                          r"|\bhow\s+much\s+money\b", re.IGNORECASE)
_PRICE_OF_EACH = r"(?:each|every|per|a|one)\s+(?:[a-z]+\s+)?{c}"


def _three_told(text: str) -> tuple[str, list] | None:
    """The question of ``text`` and its story's three positive quantities, all before the question, or None."""
    told = numbers_told(text, quantities, 3)
    return None if told is None else (told[0], told[2])


def grouped_sale(text: str) -> Plan | None:
    """``(whole / size) * price``: a whole packed into groups of a size, each group sold at a price, the money
    asked (see the module docstring); or None."""
    if (told := _three_told(text)) is None:
        return None
    request, numbers = told
    if not _MONEY_ASKED.search(request):
        return None
    whole, size, price = numbers
    m = _PACKED.search(text, whole.end, size.start) or _PACKED_HOLDING.search(text, whole.end, size.start)
    if m is None or m.end() != size.start:
        return None  # ("put them into cartons that hold 12 eggs each": groups of 12)
    forms = singulars(m["c"])
    between = text[size.end:price.start]
    after = text[price.end:price.end + 40]
    each = re.compile(_PRICE_OF_EACH.format(c=rf"(?:{'|'.join(map(re.escape, forms))})(?:e?s)?\b"), re.IGNORECASE)
    if not (each.search(between) or re.match(rf"\s*(?:dollars?|euros?|pounds?|cents?)?\s*{each.pattern}", after,
                                              re.IGNORECASE)):
        return None  # the price must be each group's: "sold each bouquet for 14.35", "at 14.35 a bouquet"
    if re.search(r"\b(?:left|remain\w*|rest|except|but|kept|keeps|gave|ate|lost|broke|spent|paid|cost)\b", between,
                 re.IGNORECASE):
        return None  # a change or a cost between the packing and the sale: more than two steps
    if whole.value / size.value != int(whole.value / size.value):
        return None  # groups that do not come out whole: a misreading
    plan = Plan(("mul", (("div", (("x", 0), ("x", 1))), ("x", 2))), (whole, size, price), "total", "money")
    value = plan.value
    return plan if value is not None and value > 0 else None


# a whole formed into groups without "into": "They form teams of 4", "make groups of 5"
_FORMED = re.compile(r"\b(?:form|forms|formed|forming|make|makes|made|making)\s+(?:[a-z]+\s+)?(?P<c>[a-z]+)\s+of\s+$",
                     re.IGNORECASE)
# what each group gets: "and each team gets 3 balls", "Every group needs 2 maps."
_EACH_GROUP = (r"\b(?:each|every)\s+(?:{c})\s+(?:then\s+)?(?:gets?|got|needs?|needed|receives?|received|is\s+given"
               r"|was\s+given|will\s+get|will\s+need|uses?|used|is\s+handed|was\s+handed)\s+$"
               # "puts them into groups of 3 and gives each group 5 test tubes"
               r"|\b(?:gives?|gave|hands?|handed|assigns?|assigned)\s+(?:out\s+)?(?:to\s+)?(?:each|every)\s+(?:{c})\s+$")


def grouped_items(text: str) -> Plan | None:
    """``(whole / size) * each``: a whole split into groups of a size, each group given so many things, those things
    asked: "A class of 28 students is split into teams of 4, and each team gets 3 balls. How many balls are needed?"
    -> ``(28 / 4) * 3``; or None (money asked is :func:`grouped_sale`'s; groups that do not come out whole, a change
    between, or a question of anything but the things given)."""
    if (told := _three_told(text)) is None:
        return None
    request, numbers = told
    whole, size, each = numbers
    m = _PACKED.search(text, whole.end, size.start) or _FORMED.search(text, whole.end, size.start)
    if m is None or m.end() != size.start or _MONEY_ASKED.search(request):
        return None
    forms = singulars(m["c"])
    group = rf"(?:{'|'.join(map(re.escape, forms))})(?:e?s)?"
    if not re.search(_EACH_GROUP.format(c=group), text[size.end:each.start], re.IGNORECASE):
        return None  # each group's own share: "and each team gets 3 balls"
    between = text[whole.end:text.rfind(request)]
    if re.search(r"\b(?:left|remain\w*|rest|except|but|kept|keeps|gave|ate|lost|broke|spent|paid|cost|more|fewer|less"
                 r"|than|times|extra)\b", between, re.IGNORECASE) or re.search(r"[$\u00a3\u20ac]", text):
        return None  # a change or a price on the way: more than these two steps
    things = thing_words(text, each.end)
    many = re.search(r"\bhow\s+many\s+([a-z]+)(?:\s+([a-z]+))?", request, re.IGNORECASE)
    if not things or many is None or not any(singulars(t) & singulars(w) for t in things for w in many.groups() if w):
        return None  # the things each group gets are asked
    if re.search(rf"\b(?:each|every|per|left|more|fewer|{group})\b", request, re.IGNORECASE):
        return None  # one group's share, the groups, or what is left
    if whole.value / size.value != int(whole.value / size.value):
        return None  # groups that do not come out whole: a misreading
    plan = Plan(("mul", (("div", (("x", 0), ("x", 1))), ("x", 2))), (whole, size, each), "total", "")
    value = plan.value
    return plan if value is not None and value > 0 else None


_HOLDS = re.compile(r"\b(?:each|every|a|one|(?:an?\s+)?[A-Za-z]+'s)\s+(?:[a-z]+\s+)?(?P<c>[a-z]+)(?:\s+of\s+[a-z]+)?\s+"
                    r"(?:holds|has|contains|takes|fits|carries|can\s+hold)\s+$", re.IGNORECASE)  # "A box of crayons holds 24"
# a size told before its container: "buys cheese in 4.5 kg blocks"
_IN_SIZED = re.compile(r"\b(?:in|into)\s+$", re.IGNORECASE)
_SIZED = re.compile(r"\s*-?\s*(?P<u>[a-z]+)\s+(?P<c>[a-z]+)\b", re.IGNORECASE)
_FILLED = re.compile(r"\b(?:filled|fills|packed|packs|used|uses|made|makes)\s+$", re.IGNORECASE)
# the whole groups got, drunk or bought, beside loose ones: "bought 8 boxes", "drank 4 full bottles"
_GOT_WHOLE = re.compile(r"\b(?:bought|buys|ordered|orders|got|gets|drank|drinks|received|receives)\s+$", re.IGNORECASE)
_LEFT_OVER = re.compile(r"\s+(?:[a-z]+\s+)?(?:left\s+over|left|remaining|extra|to\s+spare|over)\b", re.IGNORECASE)
# loose ones beside the whole groups: "found 17 loose crayons", "another 0.6 liters"
_LOOSE_BEFORE = re.compile(r"\b(?:found|finds|another|plus|also\s+had|also\s+has|still\s+had|still\s+has)\s+(?:an?\s+)?(?:extra\s+)?$",
                           re.IGNORECASE)
_LOOSE_AFTER = re.compile(r"\s+(?:loose|extra|spare|single|separate)\b", re.IGNORECASE)
_TOTAL_ASKED = re.compile(r"\b(?:in\s+all|in\s+total|altogether|total)\b", re.IGNORECASE)


def filled_and_left(text: str) -> Plan | None:
    """``size * groups + rest``: each group's size told, the groups filled and what was left over, the whole asked
    (see the module docstring); or None."""
    if (told := _three_told(text)) is None:
        return None
    request, numbers = told
    size, groups, rest = numbers
    holds = _HOLDS.search(text, max(0, size.start - 40), size.start)
    sized = _SIZED.match(text, size.end) if _IN_SIZED.search(text, max(0, size.start - 6), size.start) else None
    if sized is not None and UNIT_OF.get(sized["u"].lower()) is None:
        sized = None  # "in 4.5 kg blocks": a measure, then the container
    filled = _FILLED.search(text, max(0, groups.start - 20), groups.start)
    got = _GOT_WHOLE.search(text, max(0, groups.start - 20), groups.start)
    if holds is None and sized is None or not (filled or got):
        return None
    forms = singulars((holds or sized)["c"])
    if not re.match(rf"\s+(?:[a-z]+\s+)?(?:{'|'.join(map(re.escape, forms))})(?:e?s)?\b", text[groups.end:], re.IGNORECASE):
        return None  # "filled 13 bags": the groups counted are the ones that hold
    left_over = _LEFT_OVER.match(text, rest.end) and re.search(r"\b(?:had|has|have|with|were|was|are|is)\s+$",
                                                              text[max(0, rest.start - 12):rest.start])
    loose = (_LOOSE_BEFORE.search(text, max(0, rest.start - 24), rest.start) or _LOOSE_AFTER.match(text, rest.end)) and (
        _TOTAL_ASKED.search(request))
    if not (left_over and filled or loose):
        return None  # "and had 4 potatoes left over", "and then she found 17 loose crayons ... in all?"
    thing = re.match(r"\s+([a-z]+)", text[size.end:]) if sized is None else sized.expand(r" \g<u>")
    thing = thing[1] if isinstance(thing, re.Match) else thing.strip() if thing else None
    many = re.search(r"\bhow\s+many\s+([a-z]+)", request, re.IGNORECASE)
    if thing is None or many is None or not (singulars(thing) & singulars(many[1])
                                             or UNIT_OF.get(thing.lower(), "") == UNIT_OF.get(many[1].lower())):
        return None  # the things asked are the ones each group holds
    if re.search(r"\b(?:left|remain\w*|more|fewer|each|per)\b", request, re.IGNORECASE) or re.search(
            rf"\b(?:{'|'.join(map(re.escape, forms))})(?:e?s)?\b", request, re.IGNORECASE):
        return None  # what was left, the groups, or what the groups hold ("How many eggs were in the boxes?")
    plan = Plan(("add", (("mul", (("x", 0), ("x", 1))), ("x", 2))), (size, groups, rest), "total", "")
    value = plan.value
    return plan if value is not None and value > 0 else None


def filled_with_left(text: str) -> Plan | None:
    """``groups * size + rest`` told in the other order, the groups first: "A farmer filled 9 crates with 24 eggs each
    and had 15 loose eggs left over. How many eggs did he gather in all?" -> ``(9 * 24) + 15``. The groups filled or
    packed ("filled 9 crates with"), so many of a thing in each ("24 eggs each", "in each"), then what was left over or
    loose of that thing; the question asks that thing, not what is left or each group's. Anything else is None."""
    if (told := _three_told(text)) is None:
        return None
    request, (groups, size, rest) = told
    between = re.fullmatch(r"\s+(?:[a-z]+\s+)?(?P<c>[a-z]+)\s+(?:with|of|holding|containing)\s+", text[groups.end:size.start],
                           re.IGNORECASE)
    each = re.match(r"\s+(?P<t>[a-z]+)\s+(?:each|in\s+each|apiece|in\s+every)\b", text[size.end:], re.IGNORECASE)
    if not _FILLED.search(text, max(0, groups.start - 20), groups.start) or between is None or each is None:
        return None
    left_over = _LEFT_OVER.match(text, rest.end) and re.search(r"\b(?:had|has|have|with|were|was|are|is)\s+$",
                                                              text[max(0, rest.start - 12):rest.start])
    loose = _LOOSE_BEFORE.search(text, max(0, rest.start - 24), rest.start) or _LOOSE_AFTER.match(text, rest.end)
    thing = singulars(each["t"])
    if not (left_over or loose and _TOTAL_ASKED.search(request)) or not re.match(
            rf"\s+(?:[a-z]+\s+)?(?:{'|'.join(map(re.escape, thing))})(?:e?s)?\b", text[rest.end:], re.IGNORECASE):
        return None  # what was left over is of the thing each group holds
    many = re.search(r"\bhow\s+many\s+([a-z]+)", request, re.IGNORECASE)
    if many is None or not singulars(many[1]) & thing or re.search(r"\b(?:left|remain\w*|more|fewer|each|per)\b", request,
                                                                    re.IGNORECASE):
        return None
    plan = Plan(("add", (("mul", (("x", 0), ("x", 1))), ("x", 2))), (groups, size, rest), "total", "")
    value = plan.value
    return plan if value is not None and value > 0 else None


# a whole split into groups of a size, so many left over: "30 students split into teams of 4, and the 2 left over"
_SPLIT_INTO = re.compile(r"\b(?:split|splits|divided|divides|sorted|sorts|grouped|groups|broke|breaks|organi[sz]ed)\s+"
                         r"(?:up\s+)?(?:them\s+)?into\s+(?:[a-z]+\s+)?(?P<c>[a-z]+)\s+of\s+$", re.IGNORECASE)


_SPLIT_BEFORE = re.compile(r"\b(?:split|splits|divided|divides|sorted|sorts|grouped|groups|organi[sz]ed|organi[sz]es)\s+$",
                           re.IGNORECASE)
_INTO_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?into\s+(?:[a-z]+\s+)?(?P<c>[a-z]+)\s+of\s+", re.IGNORECASE)


def grouped_with_left(text: str) -> Plan | None:
    """``(whole - left) / size``: a whole split into groups of a size with some left over, the groups asked: "A gym
    class of 30 students split into teams of 4, and the 2 students left over kept score. How many teams were there?"
    -> ``(30 - 2) / 4``; or None (the groups must come out whole)."""
    if (told := _three_told(text)) is None:
        return None
    request, numbers = told
    whole, size, left = numbers
    m = _SPLIT_INTO.search(text, whole.end, size.start) or _PACKED.search(text, whole.end, size.start)
    if m is None and _SPLIT_BEFORE.search(text, 0, whole.start):  # "split 47 players into squads of 5"
        m = _INTO_AFTER.fullmatch(text, whole.end, size.start)
    if m is None or m.end() != size.start or not _LEFT_OVER.match(text, left.end):
        return None
    many = re.search(r"\bhow\s+many\s+([a-z]+)", request, re.IGNORECASE)
    if many is None or not singulars(many[1]) & singulars(m["c"]) or re.search(r"\b(?:left|each|per)\b", request, re.I):
        return None
    plan = Plan(("div", (("sub", (("x", 0), ("x", 2))), ("x", 1))), (whole, size, left), "share", "")
    value = plan.value
    return plan if value is not None and value > 0 and value == int(value) else None


_CHANGED = re.compile(r"\b(?:left|remain\w*|rest|remainder|others?|except|but|kept|keeps|gave|gives|ate|eats|lost|loses"
                      r"|broke|broken|spent|sold|away|off|out|of\s+them|of\s+these|of\s+those"
                      r"|sells|paid|cost|costs|each|every|per|apiece|more|fewer|less|than|times|twice|half)\b", re.IGNORECASE)


# "put them all in baskets that hold 6 tomatoes each", "into boxes that each take 12"
_PACKED_HOLDING = re.compile(_PACKED.pattern.replace(r"\s+of\s+$", r"\s+(?:that|which)\s+(?:each\s+)?(?:holds?|takes?"
                                                      r"|fits?|can\s+(?:hold|take|fit))\s+$"), re.IGNORECASE)
# groups made of so many each: "She makes bouquets with 8 flowers each", "filled bags holding 6"
_MADE_WITH = re.compile(r"\b(?:makes?|made|making|fills?|filled|packs?|packed)\s+(?:up\s+)?(?!(?:them|it|all)\b)(?P<c>[a-z]+)\s+(?:with|holding"
                        r"|containing)\s+$", re.IGNORECASE)
# all of it shared by a count: "They shared them equally among 8 friends", "split them evenly between 4 jars", "are
# split evenly into 8 vans"
_ALL_OF = r"(?:them|it|all\s+of\s+(?:them|it)|them\s+all|(?:the|all\s+the|all\s+of\s+the)\s+[a-z]+)"
_SHARED_AMONG = re.compile(rf"\b(?:shared|shares|share|split|splits|divided|divides)\s+{_ALL_OF}\s+(?:equally\s+|evenly\s+)?"
                           r"(?:among|between|amongst|by)\s+$"
                           # "They hung the bracelets equally on 6 display hooks": put in equal parts
                           rf"|\b(?:hung|hang|hangs|put|puts|placed|places|arranged|arranges|packed|packs|poured|pours"
                           rf"|stacked|stacks)\s+{_ALL_OF}\s+(?:equally|evenly)\s+(?:on|onto|in|into|among|between)\s+$"
                           r"|\b(?:are|were)\s+(?:split|divided|shared)\s+(?:equally\s+|evenly\s+)?(?:into|among|between)\s+$"
                           # "They split up equally into 7 vans", "split them into 7 equal bags": the groups' count
                           r"|\b(?:split|splits|divided|divides|shared|shares|sorted|sorts)\s+(?:up\s+|them\s+|them\s+all\s+"
                           r"|all\s+of\s+them\s+|all\s+(?:of\s+)?the\s+[a-z]+\s+)?(?:equally\s+|evenly\s+)?into\s+$"
                           # "They put all the shells into 8 equal bags": equal parts told after the count
                           rf"|\b(?P<put>(?:put|puts|placed|places|packed|packs)\s+{_ALL_OF}\s+into|(?:stand|stands|stood|sit|sits|sat|line\s+up"
                           rf"|lines\s+up|lined\s+up)\s+in)\s+$",  # "They stand in 6 equal rows"
                           re.IGNORECASE)
# so many put in each group: "The teacher puts 5 students in each group", "seats 8 guests at every table"
_PUT_IN_EACH = re.compile(r"\b(?:puts?|placed|places|packs?|packed|seats?|seated|fits?|assigns?|assigned|sorts?|sorted"
                          r"|arranges?|arranged)\s+(?P<n>\d+)\s+(?:[a-z]+\s+){1,2}?(?:in|into|on|at)\s+(?:each|every)\s+"
                          r"(?P<c>[a-z]+)\b", re.IGNORECASE)
# "packed them with 8 bowls per box", "bagged them 6 to a bag": groups of a size named after it
_PACKED_PER = re.compile(r"\b(?:puts?|placed|places|packs?|packed|packaged|boxed|bagged|bundled|sorts?|sorted|stacked"
                         r"|arranges?|arranged)\s+(?:them|them\s+all|all\s+of\s+them|(?:the|these|those|his|her|their)\s+[a-z]+)"
                         r"\s+(?:with\s+)?(?P<n>\d+)\s+(?:[a-z]+\s+)?(?:per|to\s+an?|in\s+an?|to\s+each|for\s+each)\s+"
                         r"(?P<c>[a-z]+)\b", re.IGNORECASE)
_TIME_WORDS = frozenset("on in at during before after yesterday today and from by".split())


def packed_sum(text: str) -> Plan | None:
    """``(a + b) / size``: two or three counts told, all of them packed into groups of a size, the groups asked (see
    the module docstring); or None where anything else happens to them, money is counted, or the groups do not come
    out whole."""
    if len(text) > 400:
        return None
    request = asked(text)
    at = text.rfind(request)
    numbers = quantities(text)
    if at <= 0 or not 3 <= len(numbers) <= 4 or any(n.start >= at or not n.value > 0 for n in numbers):
        return None
    *counts, size = numbers
    total = left_sum([("x", i) for i in range(len(counts))])  # the counts added: "(48 + 36)"
    shared = _SHARED_AMONG.search(text, counts[-1].end, size.start)
    if shared is not None and shared["put"] and not re.match(r"\s+equal\b", text[size.end:], re.IGNORECASE):
        shared = None  # "put all the shells into 8 bags" shares equally only where it says so: "into 8 equal bags"
    if (shared is not None and shared.end() == size.start
            and not re.search(r"\b(?:rest|remain\w*|remainder|left|others?)\b", shared[0], re.IGNORECASE)):
        # "Mia picked 64 strawberries and her sister picked 32. They shared them equally among 8 friends.": each one's
        if (_CHANGED.search(text, 0, shared.start()) or not re.search(r"\beach\b", request, re.IGNORECASE)
                or re.search(r"\b(?:left|remain\w*|more|than|per)\b", request, re.IGNORECASE)
                or re.search(r"\d", text[size.end:at]) or re.search(r"[$\u00a3\u20ac]", text)
                or re.search(r"\b(?:himself|herself|themselves|and\s+(?:his|her|their))\b", text[shared.end():at], re.I)):
            return None  # "among herself and her 3 friends": one more than the count
        many = re.search(r"\bhow\s+many\s+([a-z]+)", request, re.IGNORECASE)
        kinds = [(thing_words(text, n.end) or [None])[0] for n in counts]
        # ("28 seashells and ... 36. ... How many shells": a compound's last word, the second count's thing unsaid)
        kinds = [kinds[0]] + [k for k in kinds[1:] if k is not None]
        kinds = [many[1] if many is not None and k is not None and len(many[1]) > 3 and k.lower().endswith(many[1].lower())
                 else k for k in kinds]
        if many is not None and not covers_all(many[1], kinds):
            return None  # "24 boys and 18 girls are split into 6 teams. How many boys on each team?": one kind asked
        plan = Plan(("div", (total, ("x", len(counts)))), tuple(numbers), "share", "")
        return plan if plan.value is not None and plan.value > 0 else None
    m = (_PACKED.search(text, counts[-1].end, size.start) or _PACKED_HOLDING.search(text, counts[-1].end, size.start)
         or _MADE_WITH.search(text, counts[-1].end, size.start))
    tail = size.end  # where the story goes on after the packing
    if m is None:
        each = _PUT_IN_EACH.search(text, counts[-1].end, at) or _PACKED_PER.search(text, counts[-1].end, at)
        if each is not None and each.start("n") == size.start:
            m, tail = each, each.end()  # "The teacher puts 5 students in each group": groups of 5
    elif m.end() != size.start:
        m = None
    if (m is None or _CHANGED.search(text, 0, m.start()) or _CHANGED.search(request)
            or re.search(r"\b(?:rest|remain\w*|remainder|left|others?|good|unbroken)\b", m[0], re.IGNORECASE)):
        return None  # nothing but the counts before the packing, and the question asks the groups only
    if re.search(r"[$\u00a3\u20ac]|\b(?:dollars?|euros?|pounds?|cents?)\b", text[:m.start()], re.IGNORECASE):
        return None
    after = re.sub(r"^\s*(?:[a-z]+\s+)?(?:each|apiece)\b", "", text[tail:at])  # "of 6 tomatoes each."
    if not re.match(r"(?:\s+(?:[a-z]+\s+)?(?:for|during|at|on|in|to)\s+[^.!?]*)?[\s.!?]*(?:[A-Z][^.!?]*[.!?]\s*)?$", after) or (
            re.search(r"\d", after)):
        return None  # the packing is the story's last step ("into groups of 6 people for the museum tour" ends it)
    named = re.search(r"\b(?:the|all\s+the|these|those|his|her|their)\s+([a-z]+)\s+(?:up\s+)?(?:into|in)\b", m[0], re.I)
    if named is not None and not re.search(r"\ball\s+of\s+the\b", m[0], re.I):  # "all of the singers": every count  # "puts the apples into bags of 8": only the counts of apples are packed
        forms = singulars(named[1])
        words = [re.findall(r"[a-z]+", re.split(r"(?<!\d)[.,;!?]", text[n.end:n.end + 30])[0].lower())[:4] for n in counts]

        def names(ws: list[str]) -> bool:  # "5.6 kg of blueberries": the berries, a compound's last word
            return any(singulars(w) & forms or any(w.endswith(f) and len(f) > 3 for f in forms) for w in ws[:4])
        # ("her brother baked 28. They ...": a count whose thing is left unsaid at its clause's end; "and her brother
        # picked 3.4 kg": the first count's unit again)
        if not names(words[0]) or any(not names(ws) and ws and ws[0] not in _TIME_WORDS
                                      and (ws[0] != words[0][0] or ws[1:2] == ["of"]) for ws in words[1:]):
            return None
    many = re.search(r"\bhow\s+many\s+(?:full\s+)?([a-z]+)\b", request, re.IGNORECASE)
    if many is None or not singulars(many[1]) & singulars(m["c"]):
        return None
    groups = sum(n.value for n in counts) / size.value  # "5.6 kg ... 3.4 kg ... containers that hold 0.5 kg": 18
    if abs(groups - round(groups)) > 1e-9:
        return None  # groups that do not come out whole: a misreading, or a question of full groups
    plan = Plan(("div", (total, ("x", len(counts)))), tuple(numbers), "total", "")
    value = plan.value
    return plan if value is not None and value > 0 else None
