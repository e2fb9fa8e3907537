"""A story told as a start, its changes, and one last step on what is left: "A farmer collected 132 eggs, but 12
were cracked. He packed the rest into cartons of 6. How many cartons did he fill?" -> ``(132 - 12) / 6``.

MultiArith's commonest two-step form, and people's: "Tom had 25 cookies and baked 15 more. He shared all of them
equally among 8 friends", "95 oranges ... 17 of them were rotten. The grocer sold every good orange for $0.55",
"A bus had 27 passengers. At the next stop 9 got off and 14 got on. How many are on the bus now?". The story reader
(:mod:`occam.story_plans`) reads a story by the kind and unit of each quantity; this reader reads it by its order:

- the **start**, the story's first number, in a clause that tells a holding ("had", "there were", "baked",
  "collected") and no change; or a count of containers and how many each holds ("9 trays of seedlings with 16
  seedlings in each tray": their product);
- each later number but the last a **change**: a clause with a verb of loss ("sold 42", "12 were cracked", "8
  went home sick", "9 got off") or of gain ("baked 15 more", "14 got on"), never both;
- the **last step**, in the last number's sentence after a word for what is left ("the rest", "the leftover
  muffins", "all of them", "every good orange"; or after the number: "with 8 beads each from the rest", "using them
  all"): grouped ("into cartons of 6": how many cartons), shared ("equally
  among 8 friends", "into 4 equal pieces": how much each), or sold at a price ("for $0.55 each": how much money);
  or, with no last step, the last number a change too and the question asking what is there now.

It says nothing where any doubt remains: a number of the text it does not read, a comparison or a rate in the
story ("than", "twice", "each" before the last step), a percentage, "all but", an unknown amount ("some"), a
result told ("has 12 left"), or a question that asks anything but what the last step gives.
"""
from __future__ import annotations

import re

from .asides import same_noun, singulars, thing_words
from .notation import is_reference
from .numbers import CURRENCY, find_numbers, is_money
from .plan_words import GIVEN_BY_ANOTHER, LEFT_A_GROUP, LOST_INTO, RELATIVE_HAD, TAKEN_BY_OTHERS
from .questions import asked
from .story_cues import PURPOSE, story_quantities
from .step_words import ASKED_THING
from .story_plans import Plan, Tree
from .story_words import GOT_BACK

# ------------------------------------------------------------------ the words (data)
_LOSS = re.compile(
    r"\b(?:sold|sells?|selling|defective|faulty|ate|eaten|eats?|(?:gave|gives?|given|threw|thrown|throws?|took|taken)\s+(?:\w+\s+){0,2}?away"
    r"|lost|loses|stuck|glued|pasted|taped|broke|broken|cracked|dented|smashed|crushed|torn|ripped|stained|unusable|worn\s+out"
    r"|squashed|ruined|destroyed|tossed|binned|trashed|chucked|rotten|spoiled|spoilt|died|dead|wilted|damaged|stolen|spilled|spilt|burnt"
    r"|deleted|deletes|erased|erases|discarded|discards|moved\s+out|logged\s+off|borrowed|(?:sawed|sawn)\s+off|(?:handed|hands|passed|passes|gave|gives)\s+out|(?:threw|thrown)\s+out"
    r"|burned|melted|popped|burst|missing|used|drank|(?:thrown|threw|throws?|put|let\s+go|sent)\s+back|released|(?:went|gone|go|goes)\s+home|got\s+off|gets\s+off|fell|falls"
    r"|(?<!were\s)(?<!was\s)returned|cut\s+off|trims?|trimmed|sick|bruised|moldy|mouldy|expired|leaked|leaks?\s+out|evaporated|escaped|flew\s+away"
    r"|(?:carried|carries|took|takes|moved|moves|wheeled|dragged|drove|drives|pulled|pulls|walked|walks|flew|flies|rolled"
    r"|rolls|sailed|sails|rode|rides)\s+(?:[\w.,]+\s+){0,2}?out(?:\s+to|\s+of)?"
    r"|(?:got|get|gets|were|was)\s+taken\s+(?:to|away|out)"
    r"|ran\s+away|left\s+(?:early|the\b|for\b)|(?<=\d\s)(?:[a-z]+\s+)?(?:had|have|has)\s+left|(?:pulled|pulls)\s+out|fed|feeds|removed|donated|delivered|moved\s+(?:[\w.,$]+\s+){0,3}?(?:to|into|out)|drains?|drained|emptied|poured\s+out|spent|spends?"
    r"|(?:lent|lends|loaned|loans|checked)\s+out|shelved|adopted|filed\s+away|put\s+away|(?:(?<=\bhe\s)|(?<=\bshe\s)|(?<=\bthey\s)|(?<=\bwe\s)|(?<=\bit\s))(?:dropped|drops)\s+off|unloaded|unloads|paying|spending|(?:stopped|stop|stops|quit|quits)\s+[a-z]+ing|(?:knocked|blew|blown|cut|chopped)\s+down"
    rf"|paid|pays?|bruised|absent|stayed\s+(?:home|behind)|{LEFT_A_GROUP}|{LOST_INTO}|fold(?:s|ed)\s+up"
    r"|(?:traded|trades|swapped|swaps|sold)\s+away|(?:gave|gives|given|handed|hands|lent|lends|traded|trades)\s+(?:[\w.,$]+\s+){0,3}?to)\b", re.IGNORECASE)
_GAIN = re.compile(r"\b(?:more|(?<!to\s)(?<!into\s)another|got\s+on|gets\s+on|get\s+on|joined|joins|arrived|arrive|arrives"
                   r"|came(?!\s+out\b)|comes(?!\s+out\b)"
                   r"|found|finds|received|receives|won|added|adds|earned|earns|gained|gains|boarded|refilled|refills|(?:filled|fills|topped|tops)\s+(?:it\s+|them\s+)?up|(?:gave|gives|handed|hands|sent|sends|lent|lends)\s+(?:her|him|them|me|us)(?!\s+(?:away|back)\b)|hatched|born|(?:brought|brings|carried|carries|moved"
                   r"|wheeled|drove|drives|pulled|pulls|walked|walks|flew|flies|rolled|rolls|sailed|sails|rode|rides)\s+in(?:to)?"
                   r"|(?<=\d\s)new)\b", re.IGNORECASE)  # "planted 18 new trees": new ones of the start's things
_HOLDS = re.compile(r"\b(?:had|has|have|there\s+(?:were|are|was|is)|made|makes|covers|covered|spans|spanned|baked|bakes|collected|collects|picked"
                    r"|picks|bought|buys|grew|grows|caught|catches|owns|owned|holds|held|contains?|contained|laid"
                    r"|lays|produced|produces|brought|earned|saved|filled|cooked|prepared|ordered|printed|planted"
                    r"|harvested|gathered|knitted|sewed|built|keeps|kept|raises|raised|loaded|loads|pulled|pulls|started\s+(?:[a-z]+\s+){0,3}?with|began\s+with|carried|stocked|earns|earned|received"
                    r"|receives|got|gets|won|wins|scored|scores|delivered|costs|cost|signed\s+up|registered|enrolled|booked|invited)\b",
                    re.IGNORECASE)
# what is left after the changes, named in the last step's sentence
_EACH_KEPT_WORDS = (r"(?:each|every)\s+[a-z]+\s+(?:still\s+(?:in|on|at)\s+(?:the\s+|his\s+|her\s+|their\s+)?[a-z]+"
                    r"|(?:who|that|which)\s+(?:is|are|was|were)\s+(?:present|left|here|there|not\s+sold|unsold|kept)"
                    r"|(?:who|that)\s+(?:still|actually)\s+(?:goes|go|went|came|comes|come|attends?|attended|shows?\s+up|showed\s+up)"
                    r"|(?:that\s+)?(?:he|she|they|we|i)\s+kept)")
_REST = re.compile(r"\b(?:the\s+(?:rest|remaining|remainder|leftover|left\s*over|others|good|undamaged|unbroken"
                   r"|healthy|working|surviving)|all\s+(?:of\s+)?(?:them|these|those|the\s+\w+|it)|them\s+all|it\s+all"
                   r"|what\s+(?:was|is|were|are)\s+left|(?:every|each)\s+(?:of\s+the\s+)?(?:good|remaining|undamaged|unbroken"
                   r"|healthy|working|other)|(?:those|ones)\s+(?:that\s+were\s+)?left|the\s+\w+\s+(?:that\s+were\s+)?left"
                   r"|leftover\s+\w+|remaining\s+\w+"
                   # each one of what is left, named by where it still is or that it was kept: "Each ball still in the
                   # shop", "Each student who is present", "Each pencil he kept"
                   rf"|{_EACH_KEPT_WORDS}"
                   # what there is now, put away whole: "He keeps them in jars that hold 15 caps each"
                   r"|(?:keeps?|kept|puts?|packs?|packed|stores?|stored|places?|placed|sorts?|sorted|bags?|bagged"
                   r"|boxe[sd]|arranges?|arranged)\s+them(?!\s+all)(?=\s+(?:in|into|on|onto)\b))\b", re.IGNORECASE)
# the rest named after the last step's number: "made bracelets with 8 beads each from the rest", "onto each of 8 coats,
# using them all"
_ALL_OF = re.compile(r"all\b|them\s+all|it\s+all", re.IGNORECASE)  # the rest word that names the whole
_REST_AFTER = re.compile(r"\b(?:from|with|out\s+of)\s+(?:the\s+(?:rest|remainder|remaining\s+[a-z]+)|what\s+(?:was|is)\s+left)\b"
                         r"|\busing\s+(?:them|it)\s+all\b|\busing\s+all\s+of\s+(?:them|it)\b", re.IGNORECASE)
_CONTAINERS = ("groups|teams|bags|boxes|cartons|packs|packets|bundles|piles|rows|stacks|crates|jars|bunches|sets|trays"
               "|batches|baskets|bottles|pots|vases|tins|cases|envelopes|sacks|containers|tubs|buckets|bowls|plates"
               "|cups|glasses|tables|buses|cars|vans|boats|shelves|pages|columns|lines|pairs|portions|packages|bins"
               "|bouquets|booklets|wreaths|garlands|kits|hampers|sandwiches")
_GROUPS_OF = re.compile(rf"\b(?:into|in|of|make|makes|made|making|form|forms|formed|forming)\s+(?:gift\s+|small\s+|large\s+|big\s+)?"
                        rf"({_CONTAINERS}|[a-z]+s(?=\s+(?:that|which)\s+(?:each\s+)?(?:hold|fit|take)\s))\s+"  # "albums that hold"
                        r"(?:of|with|holding|containing|(?:that|which)\s+(?:each\s+)?(?:hold|fit|take))\s+$",
                        re.IGNORECASE)
# groups named, then the size of one after the number: "put the remaining fish into tanks, 4 fish to a tank"
_INTO_GROUPS = re.compile(r"\b(?:into|in)\s+(?:[a-z]+\s+)?([a-z]+)\s*,\s*$", re.IGNORECASE)
_SIZE_OF_ONE = re.compile(r"\s+(?:[a-z]+\s+)?(?:to|per|in)\s+(?:a|an|each|every|one)\s+([a-z]+)\b", re.IGNORECASE)
_SHARED = re.compile(r"\b(?:shar\w*|split\w*|divid\w*|equal\w*|evenly|handed\s+out|gave\s+out|distribut\w*"
                     r"|the\s+same\s+(?:number|amount)(?:\s+of\s+\w+)?\s+(?:in|on|onto|to|for|at|into)\s+each)\b",
                     re.IGNORECASE)  # "into 8 boxes with the same number in each": an equal share
_AMONG = re.compile(r"\b(?:among|amongst|between|by|to|into|for|on|onto|in|across|over)\s+(?:each\s+of\s+)?(?:the\s+|his\s+|her\s+|their\s+|its\s+|our\s+"
                    r"|my\s+|your\s+)?(?:(?:next|following|coming|remaining)\s+)?$", re.IGNORECASE)  # "over the next 3 days"
_EQUAL_AFTER = re.compile(r"\s+equal\b", re.IGNORECASE)
_PRICED = re.compile(r"\b(?:sold|sells?|selling|priced|charged|charges?|for|at|costs?|worth)\b", re.IGNORECASE)
_EACH_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?:each|apiece|a\s+piece|per\s+\w+|an?\s+(?!few\b|lot\b)\w+)\b",
                         re.IGNORECASE)
# what a story must not tell for this reading: a comparison, a rate before the last step, a percentage, "all but",
# an unknown amount, a told result
_NOT_READ = re.compile(r"\b(?:than|times|twice|half|double[sd]?|triple[sd]?|percent|per\s*cent|all\s+but|some|several"
                       r"|a\s+few|average|each\s+day|every\s+day|a\s+day|per\s+day|week|weekly|daily|profit)\b|%",
                       re.IGNORECASE)
_WHEN_WEEK = re.compile(r"\b(?:this|last|next|that|the\s+same|the\s+following|the\s+previous)\s+week\b", re.IGNORECASE)
_RESULT_TOLD = re.compile(r"\d[\d.,]*\s+(?:[a-z]+\s+){0,2}(?:(?<!\bhad\s)(?<!\bhave\s)(?<!\bhas\s)left(?!\s+(?:for|to|the|early|at|after|before|with|on|in|by)\b)"
                          r"|remain\w*)\b|\bnow\s+(?:has|have|had)\b"
                          r"|\b(?:has|have|had)\s+\d[\d.,]*\s+(?:[a-z]+\s+){0,2}(?:left|remaining)\b", re.IGNORECASE)
_EACH_HOLDS = re.compile(r"\s+(?:[a-z]+\s+){0,2}?(?:in|on|inside)\s+(?:each|every)\b|\s+(?:[a-z]+\s+){0,2}?each\b",
                         re.IGNORECASE)
# a start of groups of one size: "Each of 7 boxes holds 12 apples", "18 classes of 25 students"
_EACH_OF_BEFORE = re.compile(r"\beach\s+of\s+(?:the\s+)?$", re.IGNORECASE)
_ONE_HOLDS = re.compile(r"\s+(?:[a-z]+\s+){1,4}?(?:holds?|has|have|contains?|carries|carry|seats?|fits?)\s+",
                        re.IGNORECASE)  # "Each of the 7 tables in a classroom has 4 chairs"
# what each container holds, told first: "each box has 24 eggs"
_EACH_C_HOLDS = re.compile(r"\b(?:each|every)\s+(?P<c>[a-z]+)\s+(?:has|holds|contains|had|held|carries|fits)\s+$", re.IGNORECASE)
# groups told, then what each one holds in a clause of its own: "9 tables at the sale, and each table held 32 books"
_EACH_THEN_HOLDS = re.compile(r"\s+(?P<g>[a-z]+)(?:\s+[a-z']+){0,6}?\s*,?\s+and\s+(?:each|every)\s+(?P<o>[a-z]+)\s+(?:held|holds|had|has"
                              r"|contained|contains|carried|carries|seated|seats|fit|fits|could\s+hold|can\s+hold)\s+$",
                              re.IGNORECASE)
_GROUPS_OF_BEFORE = re.compile(r"\s+(?:[a-z]+\s+)?(?:classes|boxes|packs|packets|bags|crates|cartons|rows|teams|groups|trays"
                               r"|baskets|shelves|buses|tables|cases|bundles|stacks)\s+of\s+", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<!\d)[.!?;](?!\d)|[.!?;](?=\s)|\n")
_CLAUSE_BREAK = re.compile(r"(?<!\d)[.!?;:](?!\d)|[.!?;](?=\s)|,|\n|\s(?:and|but|then|while|so)\s", re.IGNORECASE)
# what the question asks of each last step
# the rest made into so many things, each the same: "used all the rest to make 8 identical necklaces"
_MADE_INTO = re.compile(r"\b(?:to\s+(?:make|build|fill|bake|sew|knit|form)|(?:made|makes|make|turned|turns|turn)\s+(?:them\s+|it\s+)?"
                        r"into|into)\s+$", re.IGNORECASE)
# "How many beads are on each necklace?", "How much flour went into each batch?": one of the things made, asked
_EACH_ONE_ASKED = re.compile(r"\b(?:on|in|into|for|per)\s+(?:each|every)\s+([a-z]+)", re.IGNORECASE)
_SHARE_ASKED = re.compile(r"\beach\b|\bper\s+(?:person|friend|student|child|kid|guest|head|piece|part|jar|bag|box)\b"
                          r"|\bper\s+[a-z]+\s*\??\s*$",  # "How many balloons per table?"
                          re.IGNORECASE)
_MONEY_ASKED = re.compile(r"\bmoney\b|\bincome\b|\brevenue\b|\bearn\w*|\bmake\b|\bmade\b|\bcollect\w*|\btake\s+in\b"
                          r"|\btook\s+in\b|\bbring\s+in\b|\bbrought\s+in\b|\bget\b|\bgot\b|\breceive\w*|\braise[ds]?\b"
                          r"|\bsales\b|\bworth\b", re.IGNORECASE)
_HOW_MUCH = re.compile(r"\bhow\s+much\b|\bwhat\s+(?:was|is|were|are|did)\b", re.IGNORECASE)
_NOW_ASKED = re.compile(r"\b(?:does|do)\s+(?:[a-z]+\s+){1,2}?have\b|\bhow\s+many\s+(?:good|usable|unbroken|undamaged|whole|working)\s|\b(?:are|is|were|was)\s+present\b|\b(?:are|is)\s+(?:there\b|on\s|in\s|at\s)|\b(?:were|was)\s+(?:there\b|on\s|in\s|at\s)(?![^?]*\b(?:first|start|beginning|before|originally|earlier)\b)|\bnow\b|\bdid\s+(?:[a-z]+\s+){1,2}?keep\b|\bleft\b|\bremain\w*|\bstill\b|\bsurviv\w*|\bin\s+the\s+end\b|\bat\s+the\s+end\b|\bfinal\s+(?:score|total|count|tally|balance)\b"
                        r"|\b(?:could|can)\s+(?:still\s+)?be\b",
                        re.IGNORECASE)


# a count whose clause says no verb, only its thing and to whom or when: "20 cards to Ali", "9 on Tuesday"
# "poured out 2.35 litres and later another 3.4 litres": the last change again, its verb said once
_ANOTHER_BEFORE = re.compile(r"(?:,|\band)\s+(?:then\s+|later\s+|after\s+that\s+)?another\s+$", re.IGNORECASE)
_ANOTHER_ALONE = re.compile(r"\banother(?=\s*(?:[.,;!?]|$))", re.IGNORECASE)
_ELIDED = re.compile(r"(?:\s+[a-z]+){0,2}(?:\s+(?:to|from|on|in|for|at)\s+(?:the\s+|his\s+|her\s+|their\s+)?[A-Za-z]+)?",
                     re.IGNORECASE)


def _clause(text: str, start: int, end: int) -> str:
    """The clause a number at ``start:end`` stands in: from the clause break before it to the one after it."""
    before = [m.end() for m in _CLAUSE_BREAK.finditer(text, 0, start)]
    after = _CLAUSE_BREAK.search(text, end)
    return text[before[-1] if before else 0: after.start() if after else len(text)]


def _told_with(text: str, n, until: int, rest_m) -> str:
    """The words that tell what happened to the number ``n``: its clause and the clauses after it in its sentence
    that write no number, up to ``until`` (the next number) or the word for what is left ("10 of them were too
    small and thrown back")."""
    end = _SENTENCE_END.search(text, n.end)
    breaks = [m.start() for m in _CLAUSE_BREAK.finditer(text, n.end, until)]
    stop = min(breaks[-1] if breaks and until < len(text) else until, end.start() if end else len(text),
               rest_m.start() if rest_m is not None else len(text))
    if rest_m is not None and stop == rest_m.start():  # "bought 2.25 kg more and then used all of it": the verb before
        # the rest in the same sentence is the last step's, not this change's
        own = [m.start() for m in _CLAUSE_BREAK.finditer(text, n.end, rest_m.start())]
        stop = own[-1] if own else stop
    return _clause(text, n.start, n.end) + " " + text[n.end:max(stop, n.end)]


def _sentence_start(text: str, at: int) -> int:
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    return ends[-1] if ends else 0


_OF_THING = re.compile(r"\s+of\s+(?:his|her|the|their|its|our|my|your|those|these)\s+([a-z]+)", re.IGNORECASE)


_KIND_WORDS = frozenset("bonus extra penalty new old spare more additional".split())


def _thing(text: str, n) -> frozenset[str]:
    """The forms of the thing the number ``n`` counts ("12 eggs", "20 of the seedlings"), empty where a verb or a
    stop follows it ("8 went home": :func:`occam.asides.words_after` stops at it; "sold 42.", "9 of them")."""
    of = _OF_THING.match(text, n.end)
    if of is not None:
        return singulars(of[1])
    if re.match(r"\s+(?:in|on|at|after|before|during|later|today|yesterday|this|last|next)\b", text[n.end:], re.IGNORECASE):
        return frozenset()  # "dropped off 28 in the morning and 31 after lunch": when, the thing unsaid
    words = thing_words(text, n.end)
    if not words or words[0].endswith("ed") or _LOSS.match(words[0]) or _GAIN.match(words[0]) or words[0] in (
            "up", "down", "back", "away", "off", "out", "upfront", "more"):
        return frozenset()  # ("pay $120 up front": how it went, no thing; "bought 15 more at a swap meet": the same)
    if re.match(r"\s+[a-z]+\s+ones?\b", text[n.end:], re.IGNORECASE):
        return frozenset()  # "deleted 8 blurry ones": the things counted before
    if len(words) > 1 and "-" in text[n.end:n.end + 30].split(words[-1])[0]:
        return singulars(words[0]) | singulars(words[-1])  # "45 worn-out books": the books, their kind before them
    if len(words) > 1 and words[0].lower() in _KIND_WORDS:
        return singulars(words[0]) | singulars(words[1])  # "23 bonus points": points, of a kind
    return singulars(words[0])


# what is kept back from the last step ("He keeps 60 and divides the rest"): a loss only before a step on the rest
_SET_ASIDE = re.compile(r"\b(?:keeps?|kept|keeping|saves?|saved|set\s+aside|sets\s+aside|puts?\s+aside|reserved?)\b",
                        re.IGNORECASE)


# what is put back into the holder it was taken out of: a gain ("put back" of a catch, "thrown back", is a loss)
_PUT_BACK = re.compile(r"\b(?:put|puts|putting|poured|pours|tipped|tips)\s+(?:\w+\s+){0,2}?back\b", re.IGNORECASE)
_TAKEN_OUT = re.compile(r"\b(?:took|taken|takes|take|drained|drains|poured|pours|scooped|siphoned|removed|removes)\s+out\b",
                        re.IGNORECASE)


def _change(clause: str, rest: bool = False) -> str | None:
    """"sub" for a clause that tells a loss (or, before a last step on the rest, a part kept back), "add" for a
    gain, None for neither or both."""
    if TAKEN_BY_OTHERS.search(clause):
        return "sub"  # "Students took 178 cartons at lunch": taken from the story's holder
    if GIVEN_BY_ANOTHER.search(clause):
        return "add"  # "A parent donated 26 more books": someone outside the story gives to its holder
    if GOT_BACK.search(clause):
        return "add"  # "and got 38 books returned": back to the holder
    if re.search(r"\bdonat(?:e|es|ed|ing)\b", clause, re.IGNORECASE) and not re.search(r"\b(?:to|away)\b", clause, re.I):
        return None  # "They donated 26 more books": given to the story's holder, or by it? no "to" tells
    loss = bool(_LOSS.search(clause)) or rest and bool(_SET_ASIDE.search(clause))
    gain = bool(_GAIN.search(re.sub(LOST_INTO, " ", clause, flags=re.IGNORECASE)))  # "rolled into the river": no gain
    if loss and gain and not _GAIN.search(re.sub(r"\b(?:more|another)\b", " ", clause)):
        return "sub"  # "she sold 19 more": more of the loss
    return None if loss == gain else "sub" if loss else "add"


_PER_UNIT = re.compile(r"\s*(?:[a-z]+\s+)?(?:per|an?|for\s+(?:each|every|one))\s+([a-z]+)\b", re.IGNORECASE)


_EACH_YIELDS = re.compile(r"\b(?:each|every)\s+(?:of\s+the\s+)?(?:remaining\s+|other\s+|good\s+|one\s+)?([a-z]+)\s+(?:[a-z]+\s+){0,3}?"
                          r"(?:gave|gives|produced|produces|yielded|yields|made|makes|filled|fills|pays|paid|contributes|lays|laid"
                          r"|contributed|donates|donated|chips\s+in|chipped\s+in)\s+(?:about\s+)?[$\u00a3\u20ac]?$",
                          re.IGNORECASE)


# a part told of the whole before "the rest": "shelved 58 of them", "painted 12 of the fences"
_PART_OF_THEM = re.compile(r"\s+of\s+(?:them|these|those|the\s+[a-z]+|it)\b", re.IGNORECASE)
# "cut each remaining pie into 8 slices", "sliced every other loaf into 12 pieces": pieces of each one left
# so much of something from each one left: "Each ball still in the shop weighs 0.45 kilograms"
_EACH_KEPT = re.compile(r"\b(?:each|every)\s+([a-z]+)\s+" + _EACH_KEPT_WORDS.split(r"\s+[a-z]+\s+", 1)[1]
                        + r"\s+(?:weighs|weighed|is|was|needs|needed|uses|used|gets|got|measures|measured|holds|held"
                          r"|gave|gives|makes|made|produces|produced|yields|yielded|pays|paid|spends|spent)\s+(?:about\s+)?"
                          r"[$\u00a3\u20ac]?$", re.IGNORECASE)
_EACH_CUT = re.compile(r"\b(?:cut|cuts|sliced|slices|divided|divides|split|splits|broke|breaks|chopped|chops)\s+(?:up\s+)?"
                       r"(?:each|every)\s+(?:remaining\s+|other\s+|good\s+|one\s+|of\s+the\s+remaining\s+)?([a-z]+)"
                       r"(?:\s+(?:that\s+was|that\s+were|left))?\s+(?:up\s+)?into\s+$", re.IGNORECASE)


# groups made of a size each: "made bracelets with 8 beads each"
_MADE_GROUPS_WITH = re.compile(r"\b(?:make|makes|made|making|form|forms|formed|forming|built|builds|build|fill|fills|filled"
                               r"|filling)\s+(?:[a-z]+\s+)?"
                               r"([a-z]+s)\s+(?:with|of|using)\s+$", re.IGNORECASE)
# groups that each take a size: "the rest for necklaces that need 12 beads each"
_FOR_GROUPS = re.compile(r"\b(?:for|into|to\s+make)\s+(?:[a-z]+\s+)?([a-z]+)\s+(?:that|which)\s+(?:each\s+)?(?:need|needs"
                         r"|take|takes|use|uses|require|requires|hold|holds|have|has)\s+$", re.IGNORECASE)
# a size put on each group: "putting 4 photos on each page"
_PUT_BEFORE = re.compile(r"\b(?:putting|placing|puts|places|put|placed|with)\s+$", re.IGNORECASE)
_PER_GROUP = re.compile(r"\s+(?:[a-z]+\s+)?(?:on|in|into|onto|per|for)\s+(?:each|every|a|one)\s+([a-z]+)", re.IGNORECASE)


def _asks_each_of(request: str, noun: str) -> bool:
    """Whether the question asks how many of ``noun`` there are ("How many necklaces ...?", "How many slices ...?"),
    not each one's share."""
    m = ASKED_THING.search(request)
    return m is not None and bool(singulars(m[1]) & singulars(noun)) and not _SHARE_ASKED.search(request)


def _last_step(text: str, n, rest_at: int, request: str, things: frozenset[str]) -> str | None:
    """The last step's operation on what is left, read from the words before and after the last number ``n``
    and checked against what the question asks: "div" (grouped or shared), "mul" (sold at a price), or None."""
    before, after = text[rest_at:n.start], text[n.end:n.end + 40]
    grouped = _GROUPS_OF.search(before)
    if grouped is not None:
        m = ASKED_THING.search(request)
        if m is None or _SHARE_ASKED.search(request):
            return None
        named = re.match(r"\W*how\s+many\s+(?:[a-z]+\s+)?([a-z]+)", request, re.IGNORECASE)  # "How many gift sets"
        asked_things = singulars(m[1]) | (singulars(named[1]) if named else frozenset())
        return "div" if asked_things & (singulars(grouped[1]) | {"group"}) else None
    into, size = _INTO_GROUPS.search(before), _SIZE_OF_ONE.match(after)
    if into is not None and size is not None and singulars(into[1]) & singulars(size[1]):
        return "div" if _asks_each_of(request, into[1]) else None
    made = _MADE_GROUPS_WITH.search(before)
    if made is not None and _EACH_AFTER.match(after):
        # "made bracelets with 8 beads each": groups of that size, asked by their name
        return "div" if _asks_each_of(request, made[1]) else None
    group = _FOR_GROUPS.search(before)
    per = _PER_GROUP.match(after) if _PUT_BEFORE.search(before) else None
    if group is not None or per is not None:
        # "the rest for necklaces that need 12 beads each", "printed the rest, putting 4 photos on each page": the
        # groups asked are what is left over the size of one
        return "div" if _asks_each_of(request, (group or per)[1]) else None
    sentence = text[_sentence_start(text, n.start):n.end + 40]
    each = _EACH_YIELDS.search(before) or _EACH_KEPT.search(before)
    if each is not None and singulars(each[1]) & things:
        # "Every remaining orange gave 0.06 liters of juice. How much juice ...?": so much of another thing from each
        made = {w.lower() for w in re.findall(r"[a-z]{3,}", re.split(r"[.!?;]", after, maxsplit=1)[0], re.IGNORECASE)}
        if is_money(text, n) and re.search(r"\b(?:pays?|paid|spends?|spent)\s+(?:about\s+)?[$\u00a3\u20ac]?$", before, re.I):
            # "Each person who still goes pays 15 dollars. How much does the group pay in total?": what all of them pay
            return "mul" if _HOW_MUCH.search(request) and re.search(r"\b(?:pay|paid|spend|spent|cost|collect\w*|take\s+in"
                                                                      r"|raise[ds]?)\b", request, re.I) else None
        return "mul" if made & {w.lower() for w in re.findall(r"[a-z]{3,}", request, re.IGNORECASE)} else None
    cut = _EACH_CUT.search(text, max(0, rest_at - 30), n.start)
    if cut is not None and singulars(cut[1]) & things:
        # "cut each remaining pie into 8 slices. How many slices ...?": so many pieces of every one left
        pieces = re.match(r"\s+(?:equal\s+|even\s+)?([a-z]+)", after)
        return "mul" if pieces is not None and _asks_each_of(request, pieces[1]) else None
    if _SHARED.search(sentence) and (_AMONG.search(before) or _EQUAL_AFTER.match(after)):
        return "div" if _SHARE_ASKED.search(request) else None
    made = _MADE_INTO.search(before)
    each = _EACH_ONE_ASKED.search(request)
    named = re.match(r"\s+(?:identical\s+|equal\s+|matching\s+|same-sized\s+|small\s+|large\s+)?([a-z]+)", after)
    if made is not None and each is not None and named is not None and singulars(named[1]) & singulars(each[1]):
        return "div"  # "used all the rest to make 8 identical necklaces. How many beads are on each necklace?"
    money = is_money(text, n)
    per = _PER_UNIT.match(after)
    if per is not None and per[1].lower() not in ("piece", "each") and not singulars(per[1]) & things:
        return None  # "$3 a dozen", "2.40 per kg": a price of another unit than the things counted
    if _PRICED.search(before) and (money or _EACH_AFTER.match(after)) and not _SHARED.search(sentence):
        return "mul" if _HOW_MUCH.search(request) and _MONEY_ASKED.search(request) else None
    return None


def _kinds_asked(text: str, n, first, request: str) -> bool:
    """Whether the change ``n`` and the start ``first`` count two kinds of one thing and the question asks that thing
    by its bare name: "135 picture books ... 48 chapter books ... How many books" (not "How many apple trees" of
    "cherry trees")."""
    asked_m = re.search(r"\bhow\s+many\s+([a-z]+)\b", request, re.IGNORECASE)
    mine, start = thing_words(text, n.end)[:2], thing_words(text, first.end)[:2]
    if asked_m is None or len(mine) < 2 or not start:
        return False
    head = singulars(asked_m[1])
    return bool(head & singulars(mine[1]) and head & singulars(start[-1]))


_OF_ASKED = re.compile(r"\bhow\s+many\s+([a-z]+)\s+of\s+(?:the\s+)?([a-z]+)", re.IGNORECASE)  # "how many boxes of gloves"
_OF_AFTER = re.compile(r"\s+([a-z]+)\s+of\s+(?:the\s+)?([a-z]+)", re.IGNORECASE)  # "20 boxes of masks"


def rest_plan(text: str) -> Plan | None:
    """The plan of a story of a start, its changes and a last step on what is left (see the module's docstring),
    or None where the story is not wholly of that form."""
    request = asked(text)
    at = text.rfind(request)
    told = {n.start for n in story_quantities(text)}
    # "for one project and 1.2 metres for another": "one" a determiner the story's quantities leave out
    numbers = [n for n in find_numbers(text) if not is_reference(text, n.start, n.end)
               and (n.start in told or n.text.lower() != "one")]
    if at < 0 or not 3 <= len(numbers) <= 4 or any(not n.value > 0 for n in numbers):
        return None
    if any(n.start >= at for n in numbers) or sorted(told) != [n.start for n in numbers]:
        return None  # a number in the question, or one the story tells beside its quantities ("Bus 14")
    story = text[:at]
    if (of := _OF_ASKED.search(request)) is not None and any(
            (o := _OF_AFTER.match(text, n.end)) is not None and same_noun(o[1], of[1]) and not same_noun(o[2], of[2])
            for n in numbers):
        return None  # "It also received 20 boxes of masks. How many boxes of gloves ...?": a count of another thing
    if any(RELATIVE_HAD.search(text, max(0, n.start - 30), n.start) for n in numbers):
        return None  # "at a shop that had 200 cards for sale": what another thing holds
    if any(not re.search(r"\d\s*(?:[a-z]+\s+)?$", story[:m.start()]) for m in re.finditer(r"\bmore\b", story, re.IGNORECASE)):
        return None  # "and more got on": a change of no number ("bought 2.25 kg more" is one)
    first, last = numbers[0], numbers[-1]
    checked = story
    period = re.search(r"\b(?:each|every|per|a)\s+(day|week|month)\b", request, re.IGNORECASE)
    if period is not None:  # "Each remaining member pays $2.50 in weekly fees. How much ... each week?": the last
        # step's own period, the one the question asks; the changes before it have none
        cut = _sentence_start(text, last.start)
        checked = story[:cut] + re.sub(r"\b(?:week|weekly|daily|each\s+day|every\s+day|a\s+day|per\s+day)\b", " ", story[cut:],
                                       flags=re.IGNORECASE)
    checked = _WHEN_WEEK.sub(" ", checked)  # "made 17 more this week": when, no rate
    if _NOT_READ.search(checked) or _RESULT_TOLD.search(story) or _NOT_READ.search(re.sub(
            r"\b(?:each|every|per|a)\s+(?:day|week|month)\b", " ", request, flags=re.IGNORECASE)):
        return None
    start_clause = _clause(text, first.start, first.end)
    if not _HOLDS.search(start_clause) or re.search(r"\b(?:more|another)\b", start_clause, re.IGNORECASE):
        return None
    tree: Tree = ("x", 0)
    rest = 1
    holds = _EACH_HOLDS.match(text, numbers[1].end)
    held = first.end
    between = text[first.end:numbers[1].start]
    if holds and _sentence_start(text, numbers[1].start) == _sentence_start(text, first.start) and not (
            is_money(text, numbers[1]) or re.search(r"\b(?:for|at)\s+[$\u00a3\u20ac]?$", text[:numbers[1].start])):
        # ("bought 12 pencils for 60 cents each": a price of each, no holding)
        tree, rest, held = ("mul", (("x", 0), ("x", 1))), 2, holds.end()  # "9 trays ... with 16 seedlings in each tray"
    elif (_EACH_OF_BEFORE.search(text, max(0, first.start - 12), first.start) and _ONE_HOLDS.fullmatch(between)
          or (each_c := _EACH_C_HOLDS.search(text, max(0, first.start - 40), first.start)) is not None
          and re.match(rf"\s+(?:{'|'.join(map(re.escape, singulars(each_c['c'])))})(?:e?s)?\b", text[numbers[1].end:], re.I)
          and not re.search(r"[.!?;]", between)  # "each box has 24 eggs, we got 15 boxes": each one's, then the count
          or _GROUPS_OF_BEFORE.fullmatch(between)
          or (each_then := _EACH_THEN_HOLDS.fullmatch(between)) and singulars(each_then["g"]) & singulars(each_then["o"])):
        tree, rest, held = ("mul", (("x", 0), ("x", 1))), 2, numbers[1].end  # "Each of 7 boxes holds 12", "18 classes of 25"
    elif _LOSS.search(PURPOSE.sub(" ", start_clause)):
        return None  # ("gathered 95 eggs to sell at the farm stall": what for, no change done)
    rest_m = None
    for m in _REST.finditer(text, numbers[-2].end, last.start):
        rest_m = m
    rest_at = rest_m.start() if rest_m is not None else at
    if rest_m is None:  # "made bracelets with 8 beads each from the rest", "..., using them all": told after the number
        end = _SENTENCE_END.search(text, last.end)
        rest_m = _REST_AFTER.search(text, last.end, end.start() if end else at)
        if rest_m is not None:
            rest_at = max((m.end() for m in _CLAUSE_BREAK.finditer(text, 0, last.start)), default=0)
    among = text[held:rest_at]
    among = re.sub(r"\b(?:each|every)\s+(?:one\s+)?of\s+$", "", among, flags=re.IGNORECASE)  # "cut each of the remaining"
    if re.search(r"\b(?:each|every|per|apiece)\b", among, re.IGNORECASE):
        return None  # a rate told among the changes ("sold 9 at 2.50 each"), past the start's own "in each tray"
    changes = numbers[rest:-1] if rest_m is not None else numbers[rest:]
    if not changes:
        return None
    head = thing_words(text, first.end)[-1:]  # "40 soccer balls": each ball left is one of them
    things = _thing(text, numbers[rest - 1]) | _thing(text, first) | (singulars(head[0]) if head else frozenset())
    if rest == 2:  # "9 trams ... each tram has 48 seats": the start counts seats, and "Another 12 trams" changes no
        # count of them (nor "each crate has 30 pears, we got 8 crates ... 19 pears": the crates)
        containers = [f for f in (_thing(text, first), _thing(text, numbers[1])) if f and re.search(
            rf"\b(?:each|every|per)\s+(?:{'|'.join(map(re.escape, sorted(f)))})\b", text, re.IGNORECASE)]
        if len(containers) == 1 and things - containers[0]:
            things = things - containers[0]
    last_op = None
    # "0.65 metres for one project and 1.2 metres for another": another project, no more of anything
    plain = _ANOTHER_ALONE.sub(lambda m: " " * len(m[0]), text)
    for i, n in enumerate(changes, start=rest):
        told = _told_with(plain, n, numbers[i + 1].start if i + 1 < len(numbers) else at, rest_m)
        op = _change(told, rest=rest_m is not None)
        if op is None and last_op is not None and _ELIDED.fullmatch(_clause(text, n.start, n.end).strip()[
                len(n.text):]) and re.search(r"(?:,|\band)\s*$", text[:n.start]):
            op = last_op  # "gave 15 cards to Sam and 20 cards to Ali": the verb said once
        elif op == "add" and last_op == "sub" and _ANOTHER_BEFORE.search(text, 0, n.start) and not _GAIN.search(
                re.sub(r"\banother\b", " ", told, flags=re.IGNORECASE)):
            op = last_op  # "poured out 2.35 litres and later another 3.4 litres": more of the same loss, no verb of gain
        if op is None and rest_m is not None and i == len(numbers) - 2 and (
                _PART_OF_THEM.match(text, n.end) or rest == 1 and _thing(text, n) and _thing(text, n) == _thing(text, first)
                and not _ALL_OF.match(rest_m[0])):  # ("divides all of them": both parts, no part and its rest)
            op = "sub"  # "Volunteers shelved 58 of them, and the rest were put into 8 boxes": a part, the rest after it
            # ("covers 620 kilometers. They drove 140 kilometers ... the rest": a part of the whole, in its unit)
        if op == "sub" and _PUT_BACK.search(told) and _TAKEN_OUT.search(text, 0, n.start):
            op = "add"  # "took out 60 L for a water change and have put back 45 L": returned to what it was taken from
        last_op = op
        if op is None or (thing := _thing(text, n)) and not thing & things and not _kinds_asked(text, n, first, request):
            return None  # "Three of his friends came", "bought 3 packs of 8 more": no change of the start's things
        tree = (op, (tree, ("x", i)))
    if rest_m is None:  # no last step: what is there now
        if len(changes) + rest < 3 or not _NOW_ASKED.search(request) or _SHARE_ASKED.search(request) or _MONEY_ASKED.search(
                request) or re.search(rf"[{CURRENCY}]", text):
            return None
        asks = "left"
    else:
        if _sentence_start(text, rest_m.start()) != _sentence_start(text, last.start):
            return None  # the word for what is left names the last step's own sentence
        op = _last_step(text, last, rest_at, request, things)
        if op is None:
            return None
        tree = (op, (tree, ("x", len(numbers) - 1)))
        asks = "share" if op == "div" else "total"
    found = Plan(tree, tuple(numbers), asks, "")
    value = found.value
    if value is None or not value >= 0:
        return None
    if found.asks == "share" and _GROUPS_OF.search(text[rest_at:last.start]) and value != int(value):
        return None  # whole groups: a count of cartons that is no whole number is a misreading
    return found
