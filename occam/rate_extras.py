"""An amount per unit times a count of that unit, and one more amount added to it or taken from it: "Each lap of the
trail is 1.35 km. Xochitl jogged 6 laps and then walked another 0.8 km. How far did she go in total?" -> ``(6 *
1.35) + 0.8``; "An electrician earns $32.75 an hour. She worked 8 hours and paid $18.40 for parking. How much did
she have after paying for parking?" -> ``(32.75 * 8) - 18.40``; "She has 2.5 kg of yarn and knits 7 scarves that each
use 0.28 kg. How much yarn remains?" -> ``2.5 - (7 * 0.28)``; "Each bracelet needs 0.45 m of cord. Wen made 11
bracelets and had 0.8 m left over. How much cord did she start with?" -> ``(11 * 0.45) + 0.8``.

MultiArith's commonest two-step form after "the rest, shared": a rate ("1.35 km" of "each lap", "$32.75 an hour",
"0.35 kg each day", "0.28 kg" of "scarves that each use") and a count of its unit ("6 laps", "8 hours", "for 5
days", "7 scarves"), told in any order, and a third amount whose words say its part:

- **added**: "another", "an extra", "plus", a fee, "also", a crate or a base the things stand in or on; the question
  asks for a total ("in total", "in all", "altogether", "How far", "How much did she pay");
- **taken off**: a coupon or a discount "off", a refund, "paid $18.40 for parking", pages that jammed; the question
  asks what is left after it ("after", "left", "good", "keep", "save");
- **a start** the product is taken from ("She has 2.5 kg of yarn", "A bag of rice weighs 4.2 kg" told first), the
  question asking what is left or remains;
- **what was left over** once the product was used, the question asking the start ("start with", "at first").

:func:`rate_extra` reads exactly these three numbers (asides, notations and dates set apart), the count in the rate's
unit, and the third amount's part by its words; anything else (a second rate, a comparison, a share, a percentage,
a number the text does not write) is None.
"""
from __future__ import annotations

import re

from .abstention import unwritten_matches
from .asides import singulars, thing_words, words_after
from .numbers import is_money
from .questions import asked
from .story_cues import story_quantities
from .story_plans import Plan, other_activity

_UNIT = r"([a-z]+)"
# a rate told after its number: "1.85 per km", "$32.75 an hour", "0.35 kilograms of rice each day", "3 cups every week"
_RATE_AFTER = re.compile(rf"\s*(?:[a-z]+\s+){{0,3}}?(?:for\s+)?(?:per|an?|each|every)\s+"
                         rf"(?!(?:at|in|on|from|for|to|and|or|the|of|with|by|into|plus|then|but|so|minus|including|before|after)\b){_UNIT}\b", re.IGNORECASE)  # not "each at"
# a rate told before its number, of a thing named with "each": "Each lap of a park trail is ", "scarves that each use ",
# "Each bracelet needs ", "a jersey costing" (no)
_EACH_THING_BEFORE = re.compile(rf"\b(?:each|every)\s+(?:of\s+(?:[A-Z][a-z]+'s|his|her|their|the|my|our)\s+)?(?:[a-z]+\s+)?{_UNIT}\b(?:\s+(?:of|on|in|for|to|at)\s+[a-z\s]+?)?\s+(?:is|was|weighs|costs|needs"
                                r"|uses|takes|holds|measures|lasts|contains|has|gives|produces|yields|lays|grows)\s+(?:about\s+)?[$\u00a3\u20ac\u20b9]?$",
                                re.IGNORECASE)
_THAT_EACH_BEFORE = re.compile(rf"\b{_UNIT}\s+(?:that|which)\s+each\s+(?:use|uses|need|needs|take|takes|weigh|weighs|cost"
                               r"|costs|hold|holds)\s+(?:about\s+)?[$\u00a3\u20ac\u20b9]?$", re.IGNORECASE)
# what one of a count holds or carries, told before its number: "A box holds 18 pencils", "Each school bus seats 45"
_ONE_HOLDS_BEFORE = re.compile(rf"\b(?:a|an|one|each|every)\s+(?:[a-z]+\s+)?{_UNIT}(?:\s+of\s+[a-z]+)?\s+(?:holds|contains|seats"
                               r"|carries|fits|weighs|can\s+(?:hold|seat|carry|fit))\s+(?:up\s+to\s+)?$", re.IGNORECASE)
# so much each of things told before, "each" after the number: "bags of rice that weigh 2.25 kilograms each",
# "sold 48 calendars at $6.50 each"
_THAT_BEFORE_EACH = re.compile(rf"\b{_UNIT}(?:\s+of\s+[a-z]+)?\s+(?:(?:that|which)\s+(?:weighs?|costs?|holds?|contains?|sells?"
                               r"\s+for)|weighing|costing|holding|containing|carrying)\s+(?:about\s+)?[$\u00a3\u20ac\u20b9]?$|\d[\d,]*\s+(?:[a-z]+\s+)?([a-z]+)\s+at\s+"
                               r"[$\u00a3\u20ac\u20b9]?$", re.IGNORECASE)
# a seller's price of each thing: "sells handmade candles at the craft market for $15.25 each"
_SELLS_FOR = re.compile(rf"\b(?:sells?|sold|selling)\s+(?:[a-z-]+\s+)?{_UNIT}\s+(?:of\s+[a-z]+\s+)?(?:(?:at|in|on)\s+(?:the\s+)?(?:[a-z-]+\s+){{1,3}}?)?"
                        r"(?:for|at)\s+[$\u00a3\u20ac\u20b9]?$", re.IGNORECASE)
_BOUGHT_AT = re.compile(rf"\b(?:bought|buys|buy|ordered|orders|got|purchased|booked)\s+\d[\d,]*\s+(?:[a-z-]+\s+)?{_UNIT}"
                        r"(?:\s+(?:to|for|of|from)\s+(?:the\s+|a\s+|an\s+)?(?:[a-z-]+\s+){0,2}?[a-z-]+)?\s+(?:at|for)\s+[$\u00a3\u20ac\u20b9]?$",
                        re.IGNORECASE)
_GROUPS_OF_SIZE = re.compile(rf"\b(?:into|in)\s+{_UNIT}\s+of\s+$", re.IGNORECASE)  # "into cartons of 12"
_PER_HOUR_WRITTEN = re.compile(r"\s*(?:mph|km/h|kmh|kph|km/hr|mi/h)\b", re.IGNORECASE)
# a rate of the count just told: "28 students and each needs 3 notebooks"
_AND_EACH_BEFORE = re.compile(rf"\d[\d,]*\s+{_UNIT}\s*,?\s+and\s+each\s+(?:one\s+)?(?:needs|gets|uses|takes|wants|has|eats"
                              r"|receives)\s+(?:about\s+)?[$\u00a3\u20ac\u20b9]?$", re.IGNORECASE)
# a rate told as an apposition or by the payers' own verb: "15 bricks, each 6.5", "8 students each paid $4.15"
_EACH_APPOSED = re.compile(rf"\b{_UNIT},?\s+each\s+(?:about\s+)?[$\u00a3\u20ac\u20b9]?$", re.IGNORECASE)
_EACH_VERBS = (r"(?:paid|pay|pays|gave|give|gives|brought|bring|brings|spent|spend|spends|donated|donate|donates|collected"
               r"|collect|collects|earned|earn|earns|got|get|gets|received|receive|receives|picked|pick|picks|took|take|takes"
               r"|used|use|uses|ate|eat|eats|bought|buy|buys|caught|catch|catches|carried|carry|carries)")
_EACH_VERB_BEFORE = re.compile(rf"\b{_UNIT}\s+each\s+{_EACH_VERBS}\s+(?:about\s+)?[$\u00a3\u20ac\u20b9]?$", re.IGNORECASE)
# the thing counted last before a rate "on each one": "mailed 7 packages and put 9 stamps on each one"
_COUNTED_BEFORE = re.compile(r"\d\s+(?:[a-z]+\s+)?([a-z]+)\s+(?:and|then|,)\s+(?:then\s+)?[a-z]+\s+$", re.IGNORECASE)
_EACH_DOES = re.compile(rf"\s*[a-z]+\s+each\s+{_EACH_VERBS}\b", re.IGNORECASE)  # "8 students each paid": each of them, no rate of 8
_TIMES = frozenset({"second", "minute", "hour", "day", "week", "month", "year", "night"})
_EACH_ALONE = re.compile(r"\s*(?:[a-z]+\s+)?(?:(?:in|on|inside)\s+)?(?:each|apiece)\b", re.IGNORECASE)
# things counted, then what each of them takes: "made 6 bracelets using ", "baked 4 trays with "
_COUNTED_USING = re.compile(r"\d[\d.,]*\s+(?:[a-z]+\s+)?([a-z]+)(?:\s+of\s+[a-z]+(?=\s+with\s))?\s+(?:using|with|needing|holding|containing|of|that\s+(?:use|need|take|hold"
                            r"|have)s?)\s+[$\u00a3\u20ac\u20b9]?$", re.IGNORECASE)
_THING_PRICED_BEFORE = re.compile(rf"\b{_UNIT}\s+(?:are|is|were|was|cost|costs|sell\s+for)\s+(?:only\s+|just\s+)?"
                                  r"[$\u00a3\u20ac\u20b9]?$", re.IGNORECASE)
# so many to each of a count: "4 pencils to each of 6 friends", "each of his 3 friends 14 pieces of candy"
_EACH_OF = re.compile(r"(?P<m>\d[\d,.]*)\s+(?:[a-z]+\s+){0,3}?(?:to|on|in|into|onto|for)\s+each\s+of\s+(?:(?:his|her|their|the|its|my|our)\s+)?"
                      r"(?:(?:first|last|past|next)\s+)?(?P<n>\d[\d,]*)\b|\beach\s+of\s+(?:(?:his|her|their|the|its|my|our)\s+)?(?P<n2>\d[\d,]*)\s+(?:[a-z]+\s+){1,2}"
                      r"(?P<m2>\d[\d,.]*)", re.IGNORECASE)
_ADDED = re.compile(r"\b(?:another|an?\s+extra|extra|spare|plus|also|in\s+addition|added|fee|booking|delivery|shipping|postage"
                    r"|crate|base|box|tray|container|pallet|tip|deposit)\b", re.IGNORECASE)
_TAKEN_OFF = re.compile(r"\b(?:off|coupon|voucher|discount|refund\w*|deduct\w*|jammed|broke|broken|damaged|spoiled|faulty|defective"
                        r"|cracked|burnt|burned|rotten|mouldy|moldy|stale|thr(?:ew|ows?)\s+(?:them|it)\s+(?:out|away)"
                        r"|goes\s+to\s+(?:union\s+)?(?:dues|taxes|tax|rent|fees)|(?:is|was|are|were)\s+taken\s+out|withheld"
                        r"|(?:had\s+been|have\s+been|has\s+been|were|was)\s+sold"
                        r"|handed\s+out|checked\s+out|borrowed|gave\s+(?:away|out)|gives\s+(?:away|out)|unloaded|donated"
                        r"|thrown\s+out|rejected|spent|spends|for\s+parking|for\s+lunch|on\s+lunch|for\s+(?:the\s+)?(?:bus|train|taxi)\s+fare"
                        r"|on\s+(?:the\s+)?(?:bus|train|taxi)\s+fare|dug\s+up|pulled\s+(?:up|out)|stole|stolen|lost|ate|eaten"
                        r"|wilted|died|fell\s+off|blew\s+away)\b", re.IGNORECASE)
# what is still needed asked, and what is had already or what a whole holds
# an amount taken once from the product: "$45 of that goes on my parking pass", "spent 95 of it on groceries"
_OF_IT = re.compile(r"\d\s+of\s+(?:it|that|this)\b", re.IGNORECASE)
# a start told in the question: "how much is left from my $200 budget", "out of my 50 dollars"
_FROM_BUDGET = re.compile(r"\b(?:from|out\s+of|of)\s+(?:my|our|the|a|his|her|their)\s+[$\u00a3\u20ac]?\s*$", re.IGNORECASE)
# a second cost joined to the product's: "140 per night for 5 nights and flights are 310"
_ALSO_COSTS = re.compile(r"\band\s+(?:the\s+)?[a-z]+\s+(?:is|are|costs?|was|were|comes?\s+to|runs?)\s+(?:about\s+)?[$\u00a3\u20ac]?\s*$",
                         re.IGNORECASE)
_COST_ASKED = re.compile(r"\bwhat(?:'s|\u2019s|\s+is|\s+will)\s+(?:the\s+|my\s+|our\s+|this\s+)?(?:[a-z]+\s+){0,2}?(?:going\s+to\s+)?"
                         r"(?:cost|come\s+to|be\s+in\s+total)\b", re.IGNORECASE)
_USED = re.compile(r"\b(?:used|uses|planted|plants|ate|eats|sold|sells|gave\s+away|gives\s+away)\b", re.IGNORECASE)  # "uses 9.5 kilograms of rice" taken off what is left
# a part of the product that is not there or no good: "11 of the chairs are empty", "23 seats are left empty"
_EMPTY = re.compile(r"\b(?:empty|vacant|unused|unsold|unfilled|defective|jam|jams|jammed|thrown\s+away)\b", re.IGNORECASE)
# the part of the product not filled asked, its filled part told: "38 of the chairs are taken. How many chairs are
# empty?", "only 119 passengers came. How many seats were empty?"
_EMPTY_ASKED = re.compile(r"\b(?:empty|vacant|unused|unoccupied|unsold|unfilled|not\s+(?:taken|used|sold|filled))\b",
                          re.IGNORECASE)
# a goal the product is short of: "Its goal for the weekend was $400", "wants to raise $500"
_GOAL = re.compile(r"\b(?:goal|target|aim|wants?\s+to\s+(?:raise|reach|collect|save|earn|make))\b", re.IGNORECASE)
_MORE_NEEDED = re.compile(r"\bhow\s+(?:many|much)\s+more\b[^?]*\b(?:need|needs|needed|must|have\s+to|has\s+to|buy|get|order)\b",
                          re.IGNORECASE)
_HAVE_ALREADY = re.compile(r"\b(?:already\s+(?:has|have|had|got|owns)|only\s+(?:has|have|had)|(?:has|have|had)\s+only)\b"
                           r"|(?:'ve|'s|\bhave|\bhas|\bhad)\s+got\s+\d[\d.,]*\s+(?:spare|left\s*over|leftover)\b"  # "I've got 8 spare"
                           r"|\b(?:has|have|had)\s+\d[\d.,]*\s+(?:[a-z]+\s+){0,4}?(?:at\s+home|in\s+the\s+(?:cupboard|pantry|garage|shed))\b",
                           re.IGNORECASE)  # "and has 2.5 cups of sugar at home"
# what was had before the product came, told after it: "and he already had 1.75 kilograms at home", "Before the
# delivery it had 1,340 books"; the question asks what there is now
_HAD_BEFORE = re.compile(r"\balready\s+(?:has|had|have|owned|owns)\b|\bbefore\s+(?:the|that|this)\s+[a-z]+,?\s+"
                         r"(?:it|he|she|they|we|i)\s+(?:had|owned|held)\b", re.IGNORECASE)
_NOW_ASKED = re.compile(r"\b(?:now|in\s+all|altogether|in\s+total|total)\b", re.IGNORECASE)
# the room left in what holds the product: "How many more kilograms could the crate hold?", "... can it take?"
_ROOM_ASKED = re.compile(r"\bhow\s+(?:many|much)\s+more\b[^?]*\b(?:hold|carry|take|fit)\b", re.IGNORECASE)
_CAN_HOLD_BEFORE = re.compile(r"\b(?:that|which)\s+(?:can|could)\s+(?:hold|carry|take|fit)\s+(?:up\s+to\s+)?$"
                              r"|\b(?:that|which)\s+(?:holds|carries|takes|fits)\s+(?:up\s+to\s+)?$", re.IGNORECASE)
_HOLDS = re.compile(r"\b(?:holds|hold|can\s+hold|has\s+a\s+capacity\s+of|fits)\b", re.IGNORECASE)
_SPENT = re.compile(r"\b(?:spent|spends)\b", re.IGNORECASE)  # spent of a rate per period: a cost of each period
_PRICE_OFF = re.compile(r"\b(?:off|coupon|voucher|discount)\b", re.IGNORECASE)  # a price lowered, paid less
_PAY_ASKED = re.compile(r"\b(?:how\s+much|what)\b[^?]*\b(?:pay|pays|paid|spend|spends|spent|cost|costs)\b", re.IGNORECASE)  # "What did he pay?"
_START = re.compile(r"\b(?:has|had|have|weighs|weighed|holds|held|contains|contained|start(?:ed|s)\s+(?:the\s+[a-z]+\s+)?with|bought|fills"
                    r"|buys|filled|is|was|measured|measures)\b", re.IGNORECASE)
_LEFT_OVER = re.compile(r"\s*(?:[a-z]+\s+){0,3}?(?:left\s+over|left|remaining|to\s+spare|spare)\b", re.IGNORECASE)
_TOTAL_ASKED = re.compile(r"\b(?:total|in\s+all|altogether|including|how\s+far|how\s+(?:tall|high|heavy)"
                          r"|what\s+(?:is|was|will\s+be|would\s+be)\s+the\s+(?:fare|cost|price|bill|charge)"
                          r"|how\s+much\s+(?:is|was|will\s+be|would\s+be)\s+(?:a|an|the|one|my)\s+(?:\d[\d.,]*[\s-]*)?[a-z-]+\s+(?:ride|trip|rental|stay|call|session|class|visit|lesson)\b"
                          r"|how\s+much\s+(?:money\s+)?(?:was|is|were)\s+there|how\s+(?:much|many)\b[^?]*\b(?:pay|paid|spend|spent|charge|charges|charged|bill|bills|billed"
                          r"|cost|weigh|travel\w*|walk\w*|cycl\w*|run|ran|swim|swam|use|used|need|needed))\b", re.IGNORECASE)
_BARE_HOW_MUCH = re.compile(r"\W*how\s+much(?:\s+is\s+that)?\s*\?*\s*$", re.IGNORECASE)  # "... plus £4.50 delivery. How much?"
_LEFT_ASKED = re.compile(r"\b(?:left|remain\w*|after|good|keep|kept|save|saved|still|net|take[\s-]+home|end\s+up"
                         r"|ends\s+up|usable|working)\b", re.IGNORECASE)
_HAVE_ASKED = re.compile(r"\bhow\s+many\s+[a-z]+\s+(?:does|do|did|will)\s+(?:the\s+)?[a-z]+\s+have\b"
                         r"|\bhow\s+many\s+[a-z]+\s+long\s+is\b", re.IGNORECASE)  # all one has; "How many pages long is the book?"
_REST_ASKED = re.compile(r"\b(?:left|remain\w*|still|spare)\b", re.IGNORECASE)
# a rate of growth onto a start: "grows 1.5 cm each week", "saves $12 a week", "adds 3 stamps every day"
_GROWS = re.compile(r"\b(?:grows?|grew|rises?|rose|adds?|added|saves?|saved|earns?|gains?|gained|increases?|deposits?"
                    r"|puts?\s+(?:in|away|on))\b", re.IGNORECASE)
# a rate of loss from a start: "burns down 1.25 cm every hour", "melts 0.4 kg a day", "loses 2.5 litres each week"
_SHRINKS = re.compile(r"\b(?:burns?|burned|burnt|melts?|melted|shrinks?|shrank|evaporates?|evaporated|loses?|lost|sinks?|sank"
                      r"|drops?|dropped|falls?|fell|decreases?|decreased|wears?\s+(?:down|away)|wore\s+(?:down|away))\b",
                      re.IGNORECASE)
_GROWN_ASKED = re.compile(r"\b(?:after|by\s+the\s+end|will|then|now)\b", re.IGNORECASE)
_LEFT_BEFORE = re.compile(r"\b(?:still\s+(?:has|have|had)|now\s+(?:has|have)|(?:is|was|were|are)\s+left\s+with|ends?\s+up\s+with"
                          r"|ended\s+up\s+with)\s+[$\u00a3\u20ac]?$", re.IGNORECASE)  # "and still has 13"
_START_ASKED = re.compile(r"\b(?:start|started|begin|began|at\s+first|originally|to\s+begin\s+with|in\s+the\s+beginning)\b",
                          re.IGNORECASE)
_NOT_READ = re.compile(r"\b(?:than|times|twice|half|double|triple|percent|per\s*cent|share[ds]?|split|equally|average"
                       r"|each\s+of\s+the|instead|dozen|pairs?)\b|%", re.IGNORECASE)


def _clause(text: str, at: int) -> tuple[int, int]:
    begin = max((m.end() for m in re.finditer(r"(?<!\d)[.!?;,](?!\d)\s*|\s(?:and|but|then)\s", text[:at])), default=0)
    end = next((m.start() + at for m in re.finditer(r"(?<!\d)[.!?;,](?!\d)|\s(?:and|but|then)\s", text[at:])), len(text))
    return begin, end


def rate_unit(text: str, n, holds: bool = True) -> frozenset[str] | None:
    """The forms of the unit the number ``n`` is told per ("per km", "an hour", "each day", "Each lap ... is"), or None.
    With ``holds``, also what one container holds ("A box holds 18 pencils": per box), a rate only where a count of
    boxes is told; a whole that holds ("A water tank holds 500 liters") is no second rate."""
    start = n.start - 1 if n.start and text[n.start - 1] in "$\u00a3\u20ac\u20b9" else n.start
    begin = max(text.rfind(c, 0, start) for c in ".!?;") + 1
    for pattern in (_EACH_APPOSED, _EACH_VERB_BEFORE):  # "15 bricks, each 6.5", "8 students each paid $4.15 for a trip"
        if (m := pattern.search(text, begin, start)) is not None:
            return singulars(m[1])
    if _PER_HOUR_WRITTEN.match(text, n.end):
        return singulars("hour")  # "65 mph", "80 km/h": per hour
    m = _RATE_AFTER.match(text, n.end)
    if m is not None and not re.search(r"[.!?;]", m.group(0)) and not _EACH_DOES.match(m.group(0)):
        if m[1].lower() == "one":  # "mailed 7 packages and put 9 stamps on each one": per package, the count before
            counted = _COUNTED_BEFORE.search(text, begin, start)
            return singulars(counted[1]) if counted is not None else singulars(m[1])  # (a rate of an unnamed one still)
        return singulars(m[1])
    if _EACH_ALONE.match(text, n.end) and (m := _THING_PRICED_BEFORE.search(text, begin, start)) is not None:
        return singulars(m[1])  # "Concert tickets are £42.50 each": per ticket
    if _EACH_ALONE.match(text, n.end) and (m := _COUNTED_USING.search(text, begin, start)) is not None:
        return singulars(m[1])  # "made 6 bracelets using 14 beads each": per bracelet
    if _EACH_ALONE.match(text, n.end) and (m := _THAT_BEFORE_EACH.search(text, begin, start)) is not None:
        return singulars(m[1] or m[2])  # "bags of rice that weigh 2.25 kilograms each": per bag
    if _EACH_ALONE.match(text, n.end) and (m := _SELLS_FOR.search(text, begin, start)) is not None:
        return singulars(m[1])  # "sells handmade candles at the craft market for $15.25 each": per candle
    if _EACH_ALONE.match(text, n.end) and (m := _BOUGHT_AT.search(text, begin, start)) is not None:
        return singulars(m[1])  # "bought 4 tickets to the hockey game at 18 dollars each": per ticket
    if (m := _GROUPS_OF_SIZE.search(text, begin, start)) is not None:
        return singulars(m[1])  # "packed eggs into cartons of 12": per carton
    if holds and (m := _ONE_HOLDS_BEFORE.search(text, begin, start)) is not None:
        return singulars(m[1])  # "A box holds 18 pencils": per box
    for pattern in (_EACH_THING_BEFORE, _THAT_EACH_BEFORE, _AND_EACH_BEFORE):
        m = pattern.search(text, begin, start)
        if m is not None:
            return singulars(m[1])
    return None


_ADMISSIONS = frozenset({"ticket", "pass", "entry", "admission", "seat", "meal", "lesson"})


_PERSONS = frozenset("person people head guest player adult member".split())  # a rate per one of us


def counts_of(text: str, n, unit: frozenset[str]) -> bool:
    """Whether the number ``n`` counts the rate's unit: "6 laps", "for 5 days", "8 hours", "an 8-hour shift"."""
    after = words_after(text, n.end)[:2]
    hyphened = re.match(r"-([a-z]+)", text[n.end:], re.IGNORECASE)
    words = after + ([hyphened[1]] if hyphened else [])
    if re.match(r"\s+of\s+them\b", text[n.end:]) and any(singulars(w) & unit for w in re.findall(r"[a-z]+", text[:n.start].lower())):
        return True  # "Each small sail takes 2.65 meters, and she sews 5 of them": them, the sails
    if not after and re.search(r"\b(?:buy|buys|buying|bought|order|orders|ordering|ordered)\s+$", text[:n.start], re.I):
        return True  # "tickets are $42 each. after buying 3": the things priced, their name left out
    if (unit & _ADMISSIONS or unit & _PERSONS) and re.match(r"\s+of\s+us\b", text[n.end:], re.IGNORECASE):
        return True  # "tickets are 12.50 each for 3 of us": one ticket for each of us; "£18 a person ... 6 of us"
    return any(singulars(w) & unit for w in words)


_COUNT_ASKED = re.compile(r"\bhow\s+many\s+(?:more\s+|other\s+|extra\s+)?([a-z]+)", re.IGNORECASE)


# a depth and a move up or down: which way adds is the reverse of a height's
_BELOW = re.compile(r"\bbelow\s+(?:the\s+)?(?:surface|sea\s+level|ground|water)\b|\bdeep\b|\bdepth\b|\bunderwater\b",
                    re.IGNORECASE)
_VERTICAL = re.compile(r"\b(?:rises?|rose|rising|ascends?|ascended|climbs?|climbed|sinks?|sank|sinking|descends?|descended"
                       r"|dives?|dived|dove|drops?|dropped)\b", re.IGNORECASE)


def rate_extra(text: str) -> Plan | None:
    """The product of a rate and its count with one more amount added, taken off, taken from, or left over (see the
    module's docstring), or None."""
    request = asked(text)
    at = text.rfind(request)
    numbers = story_quantities(text)
    if at < 0 or len(numbers) != 3 or any(not n.value > 0 for n in numbers):
        return None
    if _NOT_READ.search(text) or unwritten_matches(text):
        return None  # a number the text does not write ("a dozen", "twice"); the count is in the rate's own unit
    if _BELOW.search(text) and _VERTICAL.search(text):
        return None  # "140 meters below the surface. It rises 15 meters a minute": rising takes from a depth, no gain
    rates = [(i, u) for i, n in enumerate(numbers) if (u := rate_unit(text, n)) is not None]
    found = []
    for r, unit in rates:
        counts = [i for i, n in enumerate(numbers) if i != r and counts_of(text, n, unit)]
        if len(counts) == 1:
            found.append((r, counts[0]))
    starts = [n.start for n in numbers]
    for m in _EACH_OF.finditer(text):  # "gave 4 pencils to each of 6 friends", "gave each of his 3 friends 14 pieces"
        m_at, n_at = (m.start("m"), m.start("n")) if m["m"] else (m.start("m2"), m.start("n2"))
        if m_at in starts and n_at in starts:
            found.append((starts.index(m_at), starts.index(n_at)))
    if len(found) != 1:
        return None  # no rate and count, or two readings
    r, c = found[0]
    e = 3 - r - c
    unit = dict(rates).get(r)
    if unit and (m := _COUNT_ASKED.search(request)) is not None and singulars(m[1]) & unit:
        return None  # "Each session takes 25 minutes and 2 sessions are booked. How many more sessions?": a count of the
        # rate's unit is asked, no amount (what the free minutes hold is a quotient)
    if re.search(r"\b(?:each|every)\s+[a-z]+\s+(?:holds?|has|contains?|carries|fits|takes|needs)\s+$", text[:numbers[c].start],
                 re.IGNORECASE):
        return None  # "each box holds 15 apples and each apple weighs 0.18 kg": the count is a rate too, two steps
    extra = numbers[e]
    sentence = max(text.rfind(c, 0, min(numbers[r].start, extra.start)) for c in ".!?") + 1
    between = text[min(numbers[r].end, extra.end):max(numbers[r].start, extra.start)]
    if (not re.search(r"[.!?]", between) and re.match(r"\s*(?:each|every)\b", text[sentence:], re.IGNORECASE)
            and is_money(text, extra) and is_money(text, numbers[r])
            and re.search(r"\b(?:plus|and|with)\b", between, re.IGNORECASE)):
        return None  # "Each invitation is a card at $1.40 plus an envelope at $0.35.": two amounts of each one, no extra
    clause = re.split(r"[.!?;,]\s|\band\b", text[:extra.start])[-1]
    if re.match(r"\s*(?:for|with)\s+(?:each|every)\s+[a-z]+", clause, re.IGNORECASE):
        return None  # "and for each notebook he also buys a pen at $0.80": an amount of each one, no extra once
    if is_money(text, extra) != is_money(text, numbers[r]):
        return None  # "A muffin costs $1.75. Each box holds 6 muffins ... ordered 9 boxes": money beside a count, no sum
    if other_activity(request, text, [extra]):
        return None  # "walked 3 km to school every day for 5 days. He also rode his bike 12 km. How far did he walk?"
    second = rate_unit(text, extra, holds=False)
    if second is not None and (second & _TIMES or not _RATE_AFTER.match(text, extra.end)
                               or re.search(r"\b(?:per|each|every)\b", _RATE_AFTER.match(text, extra.end).group(0), re.I)):
        return None  # a second rate ("spends 312.75 each day"); "for an audio guide" is one thing, no rate
    if re.search(r"\b(?:each|every|per)\s+(?!(?:and|but|then|plus)\b)[a-z]+\s+(?:[a-z]+\s+){0,2}$", text[:extra.start], re.IGNORECASE):
        return None  # "and each apple weighs 0.18 kilograms": a second rate, of the count's own things
    how_many = re.search(r"\bhow\s+many\s+([a-z]+)", request, re.IGNORECASE)
    if how_many and singulars(how_many[1]) & (rate_unit(text, numbers[r]) or frozenset()):
        return None  # "How many laps did he run?" asks the count, not the rate's product
    begin, end = _clause(text, extra.start)
    clause = text[begin:end]
    of_it = bool(_OF_IT.search(clause)) and numbers[c].start < at  # "spends 1,240 of it"
    product = ("mul", (("x", c), ("x", r)))
    left = _LEFT_OVER.match(text, extra.end) or _LEFT_BEFORE.search(text, 0, extra.start)
    if left and _START_ASKED.search(request):
        tree = ("add", (product, ("x", e)))  # "had 0.8 m left over. How much did she start with?"
    elif (extra.start < numbers[c].start and _START.search(clause) and not _ADDED.search(clause)
          and not _TAKEN_OFF.search(clause) and _GROWS.search(text[slice(*_clause(text, numbers[r].start))])):
        if (not _GROWN_ASKED.search(request) or _LEFT_ASKED.search(request.replace("after", " "))
                or _GROWS.search(request)):
            return None  # "How much will it grow in 5 weeks?" asks the growth, not the height
        tree = ("add", (("x", e), product))  # "A seedling is 12.5 cm tall and grows 1.5 cm each week. After 8 weeks?"
    elif (extra.start < numbers[c].start and _START.search(clause) and not _ADDED.search(clause)
          and not _TAKEN_OFF.search(clause) and _SHRINKS.search(text[slice(*_clause(text, numbers[r].start))])
          and _GROWN_ASKED.search(request) and not _SHRINKS.search(request)):
        tree = ("sub", (("x", e), product))  # "A candle is 18.6 cm tall. It burns down 1.25 cm every hour. After 6 hours?"
    elif extra.start < numbers[c].start and _START.search(clause) and _REST_ASKED.search(
            request) and not _ADDED.search(clause) and not _TAKEN_OFF.search(clause):
        tree = ("sub", (("x", e), product))  # "She has 2.5 kg of yarn ... knits 7 scarves. How much remains?"
    elif (extra.start > numbers[c].start and _HAD_BEFORE.search(clause) and _NOW_ASKED.search(request)
          and not _MORE_NEEDED.search(request) and not _REST_ASKED.search(request) and not _TAKEN_OFF.search(clause)):
        tree = ("add", (product, ("x", e)))  # "bought 3 bags of 2.5 kg, and he already had 1.75 kg. How much now?"
    elif _MORE_NEEDED.search(request) and _HAVE_ALREADY.search(clause) and extra.start > numbers[c].start:
        tree = ("sub", (product, ("x", e)))  # "28 students each need 3 notebooks. The teacher already has 20."
    elif (_MORE_NEEDED.search(request) and extra.start < numbers[c].start and _HOLDS.search(clause)
          and not _ADDED.search(clause) and not _TAKEN_OFF.search(clause)):
        tree = ("sub", (("x", e), product))  # "A tank holds 500 liters. I pour in 3 buckets of 45 liters each."
    elif (_ROOM_ASKED.search(request) and extra.start > numbers[c].start and extra.start < at
          and _CAN_HOLD_BEFORE.search(text, max(0, extra.start - 40), extra.start)
          and not re.search(r"\b(?:another|extra|plus|also|in\s+addition|added)\b", clause, re.IGNORECASE)):
        tree = ("sub", (("x", e), product))  # "loads 16 jars of 0.75 kg into a crate that can carry 15 kg. How many more?"
    elif (extra.start >= at and _FROM_BUDGET.search(text, max(0, extra.start - 20), extra.start)
          and _REST_ASKED.search(request)):
        tree = ("sub", (("x", e), product))  # "tickets are $42 each. after buying 3, how much is left from my $200?"
    elif (_EMPTY_ASKED.search(request) and not _EMPTY.search(clause) and not _ADDED.search(clause)
          and extra.start > numbers[c].start):
        tree = ("sub", (product, ("x", e)))  # "7 rows of 15 chairs. 38 of the chairs are taken. How many are empty?"
    elif _EMPTY.search(clause) and not _EMPTY.search(request) and not _ADDED.search(clause) and re.match(
            r"\W*how\s+many\b", request, re.IGNORECASE) and extra.start > numbers[c].start:
        tree = ("sub", (product, ("x", e)))  # "9 tables with 4 chairs at each table. 11 of the chairs are empty."
    elif _MORE_NEEDED.search(request) and _GOAL.search(clause) and not _GOAL.search(request.replace("goal", "")):
        tree = ("sub", (("x", e), product))  # "sold 48 calendars at $6.50 each. Its goal was $400. How much more?"
    elif ((_TAKEN_OFF.search(clause) or _USED.search(clause) and _REST_ASKED.search(request) or of_it)
          and not (_SPENT.search(clause) and rate_unit(text, numbers[r]) & _TIMES
                   and not of_it)  # "spends 1,240 of it ... after 6 months"
          and (_LEFT_ASKED.search(request) or _PRICE_OFF.search(clause) and _PAY_ASKED.search(request))
          and not _ADDED.search(clause)):
        tree = ("sub", (product, ("x", e)))  # "paid $18.40 for parking. How much did she have after?"
    elif (re.search(r"\bafter\s+(?:paying|spending|buying)\b", request, re.IGNORECASE) and is_money(text, extra)
          and extra.start > numbers[c].start and not _ADDED.search(clause)):
        tree = ("sub", (product, ("x", e)))  # "paid $23.50 to rent her table. How much did she make after paying?"
    elif ((_ADDED.search(clause) or _ALSO_COSTS.search(text, max(0, extra.start - 40), extra.start) and extra.start < at
           and (is_money(text, extra) or not re.match(r"\s*[a-z]", text[extra.end:], re.IGNORECASE)))  # not "2 hours long"
          and (_TOTAL_ASKED.search(request) or _COST_ASKED.search(request) or _BARE_HOW_MUCH.match(request)
               or _ADDED.search(clause) and _HAVE_ASKED.search(request)) and not _TAKEN_OFF.search(clause)
          and not _LEFT_ASKED.search(request)):
        tree = ("add", (product, ("x", e)))  # "walked another 0.8 km. How far in total?"; "and flights are 310"
    elif (extra.start > numbers[c].start and extra.start > numbers[r].start and extra.start < at
          and (then := re.search(r"\bthen\s+([a-z]+)\s+$", text[:extra.start], re.IGNORECASE)) is not None
          and re.search(rf"\b{re.escape(then[1])}\s+$", text[max(0, numbers[r].start - 20):numbers[r].start], re.IGNORECASE)
          and (_TOTAL_ASKED.search(request) or _HAVE_ASKED.search(request)) and not _TAKEN_OFF.search(clause)
          and not _LEFT_ASKED.search(request)):
        tree = ("add", (product, ("x", e)))  # "read 15 pages a day for 8 days, then read 27 pages on the last day"
    elif (extra.start > numbers[c].start and extra.start > numbers[r].start and _joined_alike(text, numbers[r], extra)
          and re.match(r"\W*how\s+(?:many|much|far)\b", request, re.IGNORECASE) and not _LEFT_ASKED.search(request)
          and not _MORE_NEEDED.search(request) and not _TAKEN_OFF.search(clause)
          and not re.search(r"\b(?:each|per|every|more|than|left)\b", request, re.IGNORECASE)
          and not _names_the_count(text, numbers[c], request)):
        tree = ("add", (product, ("x", e)))  # "4 bags of onions weighing 2.25 kg each and a 3.5 kg sack of potatoes"
    else:
        return None
    result = Plan(tree, tuple(numbers), "total", "")
    value = result.value
    return result if value is not None and value > 0 else None


def _joined_alike(text: str, rate, extra) -> bool:
    """Whether ``extra`` is told right after an "and" (or "plus") in the rate's sentence and in the rate's own unit: "4
    bags of onions weighing 2.25 kg each and a 3.5 kg sack of potatoes", "3 goals in each of its first 7 games and 5
    goals in its final game", "5 minivans carrying 7 members each, and 4 more members": one more part of the whole."""
    if re.search(r"[.!?;]\s", text[rate.end:extra.start]) or not re.search(
            r"(?:,\s*)?\b(?:and|plus)\s+(?:(?:a|an|one|another)\s+)?[$\u00a3\u20ac]?$", text[max(0, extra.start - 16):extra.start],
            re.IGNORECASE):
        return False
    mine = re.match(r"[\s-]*(?:more\s+)?([a-z]+)", text[extra.end:], re.IGNORECASE)
    theirs = re.match(r"[\s-]*([a-z]+)", text[rate.end:], re.IGNORECASE)
    return bool(mine and theirs and singulars(mine[1]) & singulars(theirs[1]))


def _names_the_count(text: str, count, request: str) -> bool:
    """Whether the question names what the count counts ("4 bags of onions ... How many kilograms of onions?"): the
    question asks one part, not the whole with the extra."""
    of = re.match(r"\s+[a-z]+\s+of\s+([a-z]+)", text[count.end:], re.IGNORECASE)  # "4 bags of onions": the onions too
    words = [w.lower() for w in thing_words(text, count.end)] + ([of[1].lower()] if of else [])
    things = {f for w in words for f in singulars(w)}
    return any(singulars(w) & things for w in re.findall(r"[a-z]{3,}", request.lower()))
