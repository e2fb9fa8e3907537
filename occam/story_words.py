"""The words a reader of one-step stories goes by (:mod:`occam.story_cues`): data, apart from the reading.

Verbs of gain and loss, the words of a known result or of a start asked, prices, rates and containers,
totals, comparisons, parts and rests, money had and spent, the sharers of a bill: each a regular
expression or a word list, with an example of what it reads. ``story_cues`` decides with them.
"""
from __future__ import annotations

import re

from .numbers import CURRENCY  # the signs a written amount may begin with

# verbs that add to what the subject has; "N more" ("gave him 8 more", "buys 27 more") but not "more than"
# a gift to the story's one ("Her friend gives her 16 crayons", "Grandma gave him $20"): by someone else, named by
# a relation, to a pronoun, of an amount; "She gave him 5" is no gift to her
_GIVERS = (r"friend|friends|mom|mum|mother|dad|father|parents|grandma|grandpa|grandmother|grandfather|aunt|uncle"
           r"|sister|brother|cousin|neighbou?r|teacher|coach|boss|grandparents")
# or by a name ("Lila gave her 35 beads"): capitalised, no pronoun or opening word, named nowhere else in the story
# (:func:`named_giver_elsewhere`: "Lila had 56 beads. Lila gave him 35." is Lila's loss)
_NAMED_GIVER = r"(?-i:(?!(?:She|He|They|We|It|You|Then|Later|Now|And|But|So|Also|Next|Today|Yesterday)\b)[A-Z][a-z]+)"
_GIFT_VERBS = r"gives?|gave|hands?|handed|sends?|sent|brings?|brought|slips?|slipped"
GIFT_PATTERN = (rf"(?<![a-z])(?:{_GIVERS}|{_NAMED_GIVER})\s+(?:{_GIFT_VERBS})\s+(?:her|him|them|me|us)"
                rf"(?=\s+(?:another\s+|a\s+further\s+)?[{CURRENCY}]?\d|\s+(?:some|a\s+few|several|more)\b)")
# kin by the pronoun that stands for them: "His sister ... She gave him 5", "His mother gave him 15 dollars and he earned 22"
FEMALE_KIN = frozenset("sister mom mum mother aunt grandma grandmother niece daughter".split())
MALE_KIN = frozenset("brother dad father uncle grandpa grandfather nephew son".split())
# a question that turns its verb down ("How many rolls did she not sell?", "didn't"): it asks the rest, not a told doing
NEGATED = re.compile(r"\b(?:not|never)\b|n['\u2019]t\b", re.IGNORECASE)
# what the holder got back, the number between: "and got 38 books returned" (to the library that lent them)
GOT_BACK = re.compile(rf"\b(?:got|gets|had|has)\s+[{CURRENCY}]?\d[\d,.]*\s+(?:[a-z]+\s+){{0,2}}?(?:returned|brought\s+back"
                      r"|given\s+back|handed\s+back)\b", re.IGNORECASE)
# the same gift right before its number: "and then his uncle gave him " (the number follows)
GIFT_BEFORE = re.compile(rf"(?<![a-z])(?:{_GIVERS}|{_NAMED_GIVER})\s+(?:{_GIFT_VERBS})\s+(?:her|him|them|me|us)\s+(?:another\s+)?"
                         rf"[{CURRENCY}]?$", re.IGNORECASE)
GIVER = re.compile(rf"\b({_GIVERS}|{_NAMED_GIVER})\s+(?:{_GIFT_VERBS})\s+(?:her|him|them|me|us)\b", re.IGNORECASE)


def named_giver_elsewhere(text: str) -> bool:
    """Whether a giver of :data:`GIVER` named by a name is named again in ``text`` ("Lila had 56 beads. Lila gave him
    35."): then the giving may be the story's own one's loss, and no reader takes it for a gain of the holder."""
    return any(g[:1].isupper() and g.lower() not in _GIVERS.split("|") and len(re.findall(rf"\b{g}\b", text)) > 1
               for g in GIVER.findall(text))
# what came out spoiled or was sent off, told after its count: "20 of the photos came out blurry", "85 were turned away"
SPOILED_AFTER = (r"(?:came|come|turned)\s+out\s+(?:blurry|blurred|dark|burnt|burned|badly|wrong|broken|cracked|torn|ruined"
                 r"|damaged|bad|overexposed|crooked|lopsided)|(?:were|was|got|been)\s+(?:turned\s+away|rejected|disqualified"
                 r"|refused|sent\s+(?:away|back|home))")
# harmed, after "got" or "were": "11 got crushed", "4 were chewed" (a loss; never a gain of "got")
_HARMED = r"crushed|squashed|smashed|ruined|destroyed|ripped|torn|chewed"
GAIN_PATTERN = (r"(?:gets?|got)(?!\s+off)(?!\s+through)(?!\s+[a-z]+ed\s*[?.!])(?!\s+(?:eaten|sold|broken|lost|used|thrown|taken|stolen|damaged"
                r"|spilled|spilt|burnt|burned|wasted|dropped|cancelled|canceled|deleted|returned|" + _HARMED +
                r"|cracked|dented|soaked|stuck|popped|bent)\b)(?!\s+(?:an?\s+)?(?:[a-z]+\s+)?(?:fine|bill|ticket|charge|fee|penalty)\b)"
                r"|receives?|received|receiving|finds?|(?<!not\sbe\s)(?<!n't\sbe\s)found|finding|collects?|collected|collecting|wins?|won|winning|gains?|gained"
        r"|gaining|getting(?!\s+(?:rid|off|out|through)\b)|adds|(?<=\bi\s)add|(?<=\bwe\s)add|(?<=\bi'm\s)adding|(?<=\bwe're\s)adding"
        r"|(?:throw|throws|throwing|threw)\s+in(?!to\b)|(?<!has\s)(?<!have\s)(?<!already\s)added(?!\s+up\b)"  # "Then 275 liters are added"
        r"|picks?\s+up|picked\s+up|rises?|rose|risen|increase[sd]?|grows?|grew|grown|climbs?|climbed|joins?|joined"
        r"|(?<!are\s)(?<!were\s)(?<!is\s)(?<!was\s)(?<!been\s)enroll(?:s|ed)?"  # "Then 35 new students enrolled"
        rf"|arrives?|arrived|(?<!never\s)(?<!not\s)(?<!n.t\s)(?:showed|shows|show|turned|turns)\s+up|got\s+on|gets\s+on|(?<!\d\s)downloads?|downloaded|another(?=\s+[{CURRENCY}]?\d)"
        r"|put\s+on|puts\s+on|lands?|landed|hatched|(?:was|were)\s+born|earns?|earned|deposit(?:s|ed)?|(?<!never\s)(?<!not\s)(?<!n't\s)(?:showed|turned)\s+up"
        r"|(?<!has\s)(?<!have\s)(?<!'ve\s)poured\s+in|pours\s+in|topped\s+up|tops\s+up|stepped\s+(?:in|on)"
        r"|(?:poured|pours|adds|put|puts|tipped|tips)(?=\s+(?:[^.!?]|(?<=\d)\.(?=\d))*?\binto\s+(?:a|an|the|her|his|their|my|our)\s+(?:[a-z]+\s+)?[a-z]+"
        r"\s+(?:that|which)\s+already\b)"  # "poured 45.5 ml of water into a beaker that already held 22.3 ml"
        r"|(?:bring|brings|bringing|brought|wheel(?:s|ed|ing)?|carr(?:y|ies|ied|ying))\s+in(?=\s+(?:another\s+|an\s+extra\s+)?\d)"
        r"|climbed\s+(?:in|on|aboard)|boarded|(?:hopped|flew|swam|walked|jumped|crawled|moved|flocked|wandered)\s+in(?:to)?\b"
        r"|go(?:es)?\s+up|went\s+up|gone\s+up"
        r"|(?:(?<=\d\s)|(?<=\d)|(?<=\bone\s)|(?<=\btwo\s)|(?<=\bthree\s)|(?<=\bfour\s)|(?<=\bfive\s)|(?<=\bsix\s)"
        r"|(?<=\bseven\s)|(?<=\beight\s)|(?<=\bnine\s)|(?<=\bten\s)|(?<=\bmany\s)|(?<=\bsome\s)|(?<=\bfew\s))"
        r"(?<!how\smany\s)more(?!\s+than)"  # "gave him 8 more", "buys some more"; not "more simply"
        r"|(?<=\d\s)new(?=\s+(?:ones|[a-z]+s)\b)"  # "nailed on 19 new ones": more of the story's things
        r"|(?<=\s)\d[\d,]*(?:\.\d+)?\s+(?:liters|litres|kilos|grams|pounds|ounces|cups|pieces|meters|metres|miles|pages)\s+more(?!\s+than)"  # "added 1.75 liters more"
        rf"|{GIFT_PATTERN}")
# "left" that tells who went, not what remains: "47 left during the break", "39 cars left in the afternoon"
GONE_AFTER = (r"\s+(?:during|early|after|before|at\s+(?:noon|night|midnight|the\s+end|(?:the\s+)?(?:intermission|interval"
              r"|half[-\s]?time|break|(?:first|second|third|next|last)\s+stop))"
              r"|over\s+the\s+(?:summer|winter|spring|autumn|fall|holidays?|break|weekend|year|month|years)"
              r"|in\s+the\s+(?:morning|afternoon|evening|night|break|interval)|in\s+(?:the\s+)?(?:spring|summer|autumn|fall|winter)\b"
              r"|in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)\b"
              r"|for\s+home|the\s+(?:room|party|park|lot"
              r"|bus|train|shop|store|building|concert|game|class|school|house|field|show|event|beach|pool|zoo|museum"
              r"|library|choir|team|band|club|group|company|city|town|village|country|hotel|camp|race|island)\b)")
DEPARTED = re.compile(rf"(?<=\d\s)(?:[a-z]+\s+)?(?:had\s+)?left(?={GONE_AFTER}|\s*[.,;!])", re.IGNORECASE)
# a question asking who stayed once some left: "How many stayed?", "How many people remained?", "were still there"
STAYED_ASKED = re.compile(r"\b(?:stayed|stay|remained|were\s+still\s+(?:there|at|in)|are\s+still\s+(?:there|at|in)"
                          r"|did\s*n[o']t\s+leave)\b", re.IGNORECASE)
# verbs that take from it ("ate", "gave 11 away", "cuts off 4.8 m", "flew away")
# a thing that burst, not one "popped in" or "popped by" (put in, visited): "her aunt popped in another 15"
POPPED = r"popped(?!\s+(?:in|into|by|over|round|along)\b)"
LOSS_PATTERN = (rf"{SPOILED_AFTER}|spends?|spent|spending|ate|eats?|eaten|eating|sold|sells?|selling|lost|loses?|losing|broke|breaks"
               # ("16 broken charging ports" fixed: things named by their state, no loss; "and 16 broken." is one)
               r"|(?<!\d\s)broken|(?<=\d\s)broken(?=\s*[.,;!?]|\s+(?:and|but|so|in|on|during|by|when|while|after|before)\b)"
        r"|used(?!\s+to\b)|uses?|using"  # "used to weigh 68 kg": a state once, no use
        r"|(?:gave|gives?|given|giving|took|takes?|taken|taking|threw|throws?|thrown|throwing|flew|flies|fly|ran|runs|drove"
        r"|drives|walked"
        r"|swam|hopped|floated|blew|cuts?|knocked|knocks|shaved|shaves)\s+(?:[\w.,$]+\s+){0,3}?(?:away|off)|removed?|removes|delete[sd]?|erase[sd]?|(?<!rain\s)(?<!snow\s)(?<!hail\s)fell|(?<!rain\s)(?<!snow\s)falls?|(?<!rain\s)(?<!snow\s)(?:had\s+|have\s+|has\s+)?fallen\s+(?:down|over|off)|(?:dropped|drops?)(?!\s+(?:into|in)\b)(?!-)"  # ("dropped into the box": put in)
        r"|decrease[sd]?|discount(?:s|ed)?|reduced?|reduces|lowered|descend(?:s|ed)?|unload(?:s|ed)?"
        r"|(?:took|takes|take|stole|steals)\s+[\d.,]+\s+of\s+(?:them|his|her|their|its|the)\b"
        r"|(?:took|takes|taking|pulled|pulls|scooped)\s+out(?=\s+\d)"  # "took out 35 marbles"; not "took out a loan"  # "A squirrel took 19 of them"
        r"|(?:leak(?:s|ed)|drain(?:s|ed))\s+(?:out|away)"
        # "Ravi drains 12.8 litres and then adds 7.35": an amount drained; "drains 80 litres per minute" is a rate
        r"|(?:leak(?:s|ed)|drain(?:s|ed))(?=\s+\d[\d.,]*\s+(?:litres?|liters?|gallons?|ml|l)\b(?!\s+(?:per|an?|every|each)\b))"
        r"|(?:could|can)\s*(?:not|n't)\s+be\s+found|got\s+off|gets\s+off|" + POPPED + r"|burst|melted"
        # "donated 40 to the shelter"; not "A parent donated 6 more.": more of it given to the story's holder
        r"|(?:donated?|donates)(?!\s+[$\u00a3\u20ac]?\d[\d.,]*\s+more\b(?![^.?!]*\b(?:to|away)\b))"
        r"|missing|drank|drinks?(?!\s+(?:stations?|stalls?|tables?|machines?|trolleys?|menus?|orders?|vouchers?|breaks?"
        r"|fridges?|receptions?|packages?|tokens?))|drunk|(?:gone|went)\s+(?:home|away)|go(?:es)?\s+down|went\s+down|gone\s+down"
        r"|checked\s+out|lent\s+out|lends\s+out|loaned\s+out|(?<=\d\s)[a-z]+s\s+leave(?=\s+(?:the|early|during|before|after)\b)"
        r"|shipped|deleted|(?:go|goes|went|gone)\s+back|retired|scrapped|got\s+rid\s+of"
        r"|(?:sawed|sawn|saws|snipped|chopped|broke|breaks)\s+off|logged\s+(?:off|out)|signed\s+off|moved\s+out"
        r"|threw\s+out|traded\s+away|knocked\s+out|wilted|died|(?:threw|throws|thrown|tossed|tosses)\s+back"
        r"|(?:got|get|gets|were|was|been)\s+(?:tossed|binned|trashed|chucked|discarded|thrown\s+out|" + _HARMED + ")"
        r"|discard(?:s|ed)?|tossed\s+(?:out|away)|tosses\s+(?:out|away)|binned|trashed"
        # "Patrons borrowed 57 of them": many others took them out of the story's place (one person's loan is his gain)
        r"|(?<=patrons\s)(?:borrowed|rented|checked\s+out)\s+\d[\d,.]*\s+of\s+(?:them|its|the\s+[a-z]+)\b"
        r"|(?<=readers\s)(?:borrowed|checked\s+out)\s+\d[\d,.]*\s+of\s+(?:them|its|the\s+[a-z]+)\b"
        r"|(?<=customers\s)(?:borrowed|rented)\s+\d[\d,.]*\s+of\s+(?:them|its|the\s+[a-z]+)\b"
        r"|(?<=students\s)(?:borrowed|checked\s+out)\s+\d[\d,.]*\s+of\s+(?:them|its|the\s+[a-z]+)\b"
        r"|(?:miss|misses|missed)\s+\d[\d,.]*\s+of\s+(?:them|these|those|the|his|her|its|their)\b"  # "misses 2 of them"
        r"|(?:traded|trades|trading)\s+\d[\d,.]*\s+(?:[a-z]+\s+){0,3}?(?:to|away)\b"  # "traded 9 to her cousin"
        r"|poured\s+out|pours\s+out|poured\s+away|stepped\s+(?:out|off)|steps\s+(?:out|off)|got\s+out|climbed\s+(?:out|off)"
        r"|jumped\s+(?:out|off)|cut\s+off|cuts\s+off|(?:cut|cuts|trimmed|trims|snipped)\s+(?:[\w.,$]+\s+){0,3}?from"
        r"|(?:handed|passed|gave|given|hands?|gives?)\s+out(?!\s+(?:[\w.,$]+\s+){0,3}?(?:equally|evenly|each|per)\b)"
        # "47 left during the break", "39 cars left in the afternoon", "29 people had left": gone, not what remains
        rf"|(?<=\d\s)(?:[a-z]+\s+)?left(?={GONE_AFTER})|(?<=\d\s)(?:[a-z]+\s+)?had\s+left(?=\s*[.,;!])"
        r"|(?:moved|moves)\s+\d[\d,.]*\s+(?:[\w.,$]+\s+){0,4}?to\b"  # "moved 13 chairs to a meeting room"; not "moved to Lisbon"
        r"|(?:sent|sends|sending)\s+\d[\d,.]*\s+(?:[a-z]+\s+){0,3}?(?:to\s+(?:another|other|a\s+different|the\s+other)|back|away)\b"
        # "She gave Sam 27 of her seashells": the subject gives to someone named right after the verb
        r"|(?:(?<=\bshe\s)|(?<=\bhe\s)|(?<=\bi\s)|(?<=\bwe\s)|(?<=\bthey\s))(?:gave|gives|handed|hands|lent|lends|sent|sends)"
        rf"\s+(?:[a-z]+|(?:his|her|their|my|our)\s+[a-z]+)\s+(?=[{CURRENCY}]?\d)"
        r"|(?:gave|gives?|given|giving|lent|lends?|lending|handed|hands?|handing|mailed|posted|transferred"
        r")\s+(?!(?:[\w.,$]+\s+){0,6}?(?:out|equally|evenly)\b)"
        r"(?:[\w.,$]+\s+){0,6}?to\b")  # "gave 64 to the neighbours"; not "give out equally to 24 students"
# a known result or an unknown start: the unknown is then the start or the change, and the verb misleads
RESULT_KNOWN_PATTERN = (rf"now|(?<!had\s)left(?!{GONE_AFTER})(?!\s+(?:the|a|its|his|her|from)\s+[a-z]+\s+with\b)|remain(?:s|ing|ed)?|(?<=and\s)kept(?!\s+(?:his|her|their|the|its|my|our|them|it|all)\b)|still|in\s+all|altogether|in\s+total|total|some|a\s+few|several"
                r"|a\s+number\s+of|end(?:s|ed)?(?:\s+up)?|finish(?:es|ed)?"
                r"|after(?:wards)?(?!\s+(?:a|an|one|the)\s+(?:[a-z]+\s+){0,2}?(?:day|week|weekend|month|year|hour|minute|while|morning"
                r"|evening|night)\b)|then\s+(?:had|has|have)"
                rf"|reach(?:es|ed)?|(?:to|from)\s+(?:[{CURRENCY}]\s?)?-?\d+")  # "rose 8.5 to 21.3": the end is told
# a question that asks for a start ("How many before the last round?", "at first", "to start with")
START_ASKED_PATTERN = (r"before|at\s+first|start(?:s|ed|ing)?|began|begin(?:s|ning)?|original(?:ly)?|initial(?:ly)?|earlier"
                       r"|an?\s+(?:day|week|month|year)\s+ago|(?:\d+|two|three|four|five)\s+(?:days|weeks|months|years)\s+ago")
# a price paid or got for something ("bought a sandwich for 6.85", "sold his bike for 120"): for money
# the verb's direction turns (buying lowers what one has), so a verb settles nothing
PRICE_PATTERN = (rf"\bfor\s+(?:[{CURRENCY}]\s?)?\d[\d.,]*(?![\d.,])(?!\s*(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?"
         r"|nights?|laps?|km|m|miles?|metres?|meters?)\b)")  # not a time or a way: "practiced for 25 minutes"
# a rate: "each", "per", "every", "apiece", "a minute", "an hour", "km/h", "bags of 6", "rows with 42 ... in each row"
RATE_UNIT_PATTERN = r"\b(?:each|per|every|an?)\s+(?!of\b)([a-z]+)|/\s?([a-z]+)\b|\b([a-z]+?)e?s\s+of\s+\d"
RATE_PATTERN = RATE_UNIT_PATTERN + r"|\b(?:each|per|every|apiece)\b"  # a rate with its unit first

# a container's rate: "A crate contains 144 bottles", "Each spider has eight legs", "a pack of gum has 5
# pieces", "A bus can carry 48 passengers": a rate per container, where another number counts containers
NUMBER_WORDS = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty"
                 r"|fifty|sixty|hundred|a\s+(?:dozen|hundred))\b")
CONTAINER = re.compile(r"(?:^|[.!?;,]\s*|\b(?:and|if)\s+)(?:an?|each|every|one)\s+(?:(?!of\b|the\b)[a-z]+\s+){0,2}?([a-z]+)"
                        r"(?:\s+of\s+[a-z]+)?\s+(?:can\s+|could\s+|will\s+)?(?:costs?|has|have|holds?|contains?"
                        r"|carr(?:y|ies)|weighs?|seats?|lays?|uses?|fits?|needs?|requires?|makes?|is|are)"
                        rf"\s+(?:about\s+)?[{CURRENCY}]?\s?"
                        rf"(?:\d|{NUMBER_WORDS})"
                        rf"|\beach\s+of\s+(?:(?:the|its|their|his|her|our|my|your)\s+)?(?:\d[\d,]*|{NUMBER_WORDS})"
                        r"\s*([a-z]+)",  # "Each of the 9 tables", "Each of its 12 classrooms"
                        re.IGNORECASE)
# a question asking for a rate: "How much was it per night?", "How much does each kid get?", "how many
# players on each team?"; not "if each notebook costs 1.25" (a number after it: a told rate)
RATE_ASKED = re.compile(r"\b(?:per|each|every|(?<!\bin\s)(?<!\bfor\s)(?<!\bwithin\s)(?<!\bover\s)an?(?=\s+(?:day|week|month|year|hour|minute|night|second)\b(?!\s+ago\b)))\s+([a-z]+)(?:\s+([a-z]+))?\b(?![^?]*\d)", re.IGNORECASE)
# ("How tall was it a year ago?": a time back, no rate)
# a question asking for the total of quantities told side by side ("How many did he collect over those
# days?", "What is the total?"), with no relation between them ("3 times as many", "5 more than")
TOTAL_ASKED = re.compile(r"\b(?:in\s+total|total|altogether|in\s+all|combined|together|both|that\s+day|the\s+whole"
                          r"|(?:this|last|that)\s+weekend"
                          r"|(?:over|in|on|during|across|for)\s+(?:those|these|the\s+(?:two|three|four))"  # "for the two weeks"
                          r"|(?:over|during|for|in|across)\s+(?:the|that|this)\s+(?:weekend|week|month|year|trip|season)"
                          r"|so\s+far|overall|all\s+told|grand\s+total|final\s+(?:score|total|tally|count)(?!\s+(?:difference|margin|gap|ratio|lead))"
                          r"|come\s+to|comes\s+to|add\s+up\s+to|join(?:ed)?\s+(?:them|the\s+two)|end\s+to\s+end"
                          r"|put\s+(?:them\s+|the\s+two\s+)?together"
                          r"|(?:those|these|the)\s+two\s+(?:things\s+|items\s+)?(?:cost|come\s+to|add\s+up\s+to|weigh|total)"
                          r")\b", re.IGNORECASE)
# a question asking how much more one of two told quantities is ("How much heavier is Mei's bag?", "How many
# more points did Ana score?", "By how many points did Isla win?")
COMPARATIVES = (r"more|less|fewer|heavier|lighter|taller|shorter|longer|older|younger|bigger|smaller|larger|greater"
                 r"|warmer|colder|cooler|hotter|higher|lower|further|farther|faster|slower|deeper|wider|cheaper|dearer"
                 r"|later|earlier|thicker|thinner")
COMPARISON_ASKED = re.compile(rf"\bhow\s+(?:much|many|far)\s+(?:[a-z]+\s+)?(?:{COMPARATIVES})\b|\bby\s+how\s+(?:much|many)\b"
                              r"|\bhow\s+(?:much|many|far)\s+(?:[a-z]+\s+)?(?:over|under)\s+(?:am|is|are|was|were)\b"  # "How much over am I?"
                              r"|\bto\s+have\s+(?:as\s+(?:many|much)|the\s+same)\b"  # "... must Ivy get to have as many as Henry?"
                              r"|\bhow\s+(?:much|many|far)\s+(?:[a-z]+\s+){0,3}?(?:ahead|behind)\b",  # "how many points is he ahead"
                               re.IGNORECASE)
# a time after a number whose unit the story has already said: "18 points before the break and 25 after it"
WHEN = re.compile(r"\s*(?:after|before|later|earlier|today|yesterday|tomorrow|tonight|overnight|last\s+night"
                   r"|(?:this|last|next)\s+(?:morning|afternoon|evening|week|weekend|month|year|night|winter|summer|spring"
                   r"|autumn|fall|season|term|semester|time)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day"
                   r"|in\s+the\s+(?:morning|afternoon|evening)|at\s+(?:night|noon|midday|midnight|dawn|dusk|sunrise|sunset"
                   r"|lunch(?:time)?|breakfast|dinner))\b", re.IGNORECASE)
# words that make one side of a comparison no number the story tells: "the rest are milk chocolates", "2.5 cups for
# each batch" (How many more milk than dark? How many more batches?)
NOT_A_SIDE = re.compile(r"\b(?:the\s+(?:rest|others|remaining)|for\s+each|for\s+every|per|each)\b", re.IGNORECASE)
# a part told of a whole: "has run 28.6 km of the 42.195 km marathon", "read 134 pages of a 310-page book"
PART_OF_WHOLE = re.compile(r"\d[\d.,]*\s+(?!(?:laps?|lengths?|circuits?|loops?)\s)(?:[a-z]+\s+)?of\s+(?:the|a|an|her|his|their|my|our)\s+"
                           r"[$\u00a3\u20ac]?\d", re.IGNORECASE)  # ("4 laps of a 400 m track" go round it: each lap is the whole)
# what a change has not reached, asked: "How many muffins were not sold?", "have not been handed out yet", "still
# to be placed"
NOT_DONE = re.compile(r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:[a-z]+ed|sold|read|eaten|given|taken|done|spent|won|chosen"
                      r"|shown|written|drunk|seen|handed\s+out|given\s+out|given\s+away)\b|\b(?:yet|still)\s+to\s+be\b",
                      re.IGNORECASE)
# part of a way or a task done, the rest asked: "has already cycled 27 km. How far does he still have to go?"
# a part done so far: "already", or a perfect of doing with its count ("she has read 178", "she's finished 178")
ALREADY = re.compile(r"\balready\b|(?:\b(?:has|have)|'s|'ve|\u2019s|\u2019ve)\s+(?:now\s+)?(?:read|finished|done|completed|covered"
                     r"|walked|run|driven|cycled|hiked|painted|written|sewn|knitted|built|saved|raised|climbed|swum|paddled)"
                     r"\s+(?:[$\u00a3\u20ac]\s?)?\d", re.IGNORECASE)
TO_GO = re.compile(r"\b(?:still|left|remaining|more|to\s+go|farther|further)\b", re.IGNORECASE)
# an amount not told ("found some more", "a few flew away"): the change is the unknown
UNKNOWN_AMOUNT = re.compile(r"\b(?:some|a\s+few|several|a\s+number\s+of)\b", re.IGNORECASE)
# the end told in a question's condition: "What was its initial level if it is 9 m deep?"
END_IN_QUESTION = re.compile(r"\bif\b[^?]*\d", re.IGNORECASE)
# a start told ("had 20 and spent 8"): spending and a total asked is then no sum of two spendings
HAD = re.compile(r"\b(?:had|has|have|there\s+(?:was|were|is|are))\b", re.IGNORECASE)
# a rectangle's area: "4.5 m long and 2 m wide. What is its area?"
AREA_ASKED = re.compile(r"\barea\b", re.IGNORECASE)
SIDES = re.compile(r"\blong\b[^?]*\bwide\b|\bwide\b[^?]*\blong\b|\d\s*(?:[a-z]+\s+)?(?:by|x|\u00d7)\s*\d",
                    re.IGNORECASE)
ROUND = re.compile(r"\b(?:triangle|triangular|circle|circular|round|radius|diameter)\b", re.IGNORECASE)
# quantities related or more than summed (a comparison, an average, a shape, a rate): no total of two told
# "half" as a part of a whole, not "in the first half" of a match nor "the other half" (a rest told as a part)
HALF = r"(?<!first\s)(?<!second\s)(?<!other\s)(?<!first-)(?<!second-)(?<!1st\s)(?<!2nd\s)half"
RELATED = re.compile(r"\b(?:than|times|twice|" + HALF + r"|double|triple|as\s+(?:many|much)|average|area|perimeter|volume"
                      r"|square|rectangle|each|per|every)\b|\d\s*(?:by|x|\u00d7)\s*\d", re.IGNORECASE)
# a question asking for the rest of a whole ("How many seats are free?", "How many spaces are empty?"),
# where the story tells how much of it is taken ("356 seats are taken", "143 cars are parked")
REST_ASKED = re.compile(r"\b(?:free|empty|vacant|unsold|unused|rest|remaining|open|available|unoccupied|unbooked|unfilled)\b", re.IGNORECASE)
TAKEN = re.compile(r"\b(?:taken|parked|occupied|filled|booked|reserved|in\s+use|on\s+board|aboard|seated|checked\s+out|lent\s+out"
                   r"|on\s+loan|rented\s+out|borrowed)\b", re.IGNORECASE)
# a part of a whole told as such ("12 students are boys", "11 of them walk"): no quantity beside another
PART = re.compile(r"\d[\d.,]*\s+(?:[a-z]+\s+)?(?:are|were|is|was)\s+(?!\d)[a-z]+"
                   r"|\bof\s+(?:them|these|those|which|whom)\b", re.IGNORECASE)
# "times" counting repeats, no multiplier: "jumped rope 112 times and ...", "called 4 times today."
_REPEATS_END = (r"(?:\s*[,.;!?]|\s+(?:and|in|on|at|during|before|after|today|yesterday|this|last|while|but|then|for|without"
                r"|so\s+far)\b)")
TIMES_COUNTED = re.compile(rf"(?<=\d\s)times(?={_REPEATS_END})", re.IGNORECASE)
# two quantities related, not told side by side: "3 times as many", "3 km more on Tuesday than on Monday"
COMPARED = re.compile(rf"\b(?:than|times(?!\s+(?:a|an|per|each|every)\s)(?!(?<=\d\stimes){_REPEATS_END})|twice"
                      r"|" + HALF + r"(?!\s+(?:time|term)\b)(?!-(?:day|time|term|price|hour|year|marathon|pipe|board|moon)\b)"
                      r"|double|triple|as\s+(?:many|much))\b", re.IGNORECASE)
# ("at half time", "in the second half", "half-day passes", "4 times a week", "jumped 112 times and" compare nothing)
# how a question names the unit of its count: "How many bags", not "How many will it use"
AUXILIARY = frozenset("is are was were do does did can could will would should has have had must may might".split())
MEASURES = frozenset("second minute hour day week month year night morning kg gram litre metre km mile".split())
# a question written first with its story in a condition: "How many pages did I read if I read 47 ... and 36 ...?"
LEADING = re.compile(r"\s*(?:after|when|once|if)\s+(?![^,?]*\b(?:add|plus|minus|subtract|take|times|multipl|divid|sum"
                      r"|product|difference|quotient)\w*)([^,?]*\d[^,?]*),\s*(?=(?:how|what)\b)", re.IGNORECASE)
QUESTION_FIRST = re.compile(r"\s*(?:how|what)\b", re.IGNORECASE)
CONDITION = re.compile(r"\bif\b\s*([^?]*\d[^?]*)\??$", re.IGNORECASE)
SENTENCES = re.compile(r"(?:[^.!?;\n]|(?<=\d)\.(?=\d))+")  # a decimal point ends no sentence
AFTER_CHANGE = re.compile(r"\b(?:after|with(?:out)?)\s+(?:the|this|that|its|his|her)\s+\w+", re.IGNORECASE)
REST_OF = re.compile(r"\b(?:still|left|remain\w*|rest|other|not|didnt|dont|now|stayed|stay|stays)\b|n't\b", re.IGNORECASE)
PART_OF = re.compile(r"(?:\d[\d.,]*|\b[a-z]+)\s+of\s+(?:them|these|those)\b", re.IGNORECASE)
# money had: "had 62.30 in her cash box", "had $45", "had 150.00"
MONEY_HAD = re.compile(rf"\b(?:had|has|have)\s+(?:only\s+)?((?:[{CURRENCY}]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*\.\d\d\b"
                        r"|\d[\d,]*(?:\.\d+)?(?=\s+(?:dollars?|euros?|pounds?)\b|\s+in\s+(?:the|his|her|their|my|a)\s+"
                        r"(?:till|account|wallet|purse|cash|bank|savings|piggy))))", re.IGNORECASE)
MONEY_NOW = re.compile(r"\bhow\s+much\b[^?]*\b(?:now|left|remain\w*|in\s+(?:the|his|her|their|my)\b|still)",
                       re.IGNORECASE)
SOLD = re.compile(r"\b(?:sold|sells?|earned|earns?|received|receives?)\b", re.IGNORECASE)
SELLING = re.compile(r"\b(?:sold|sells?|selling)\b", re.IGNORECASE)  # a sale told: "sold my camera", "selling them"
BOUGHT = re.compile(r"\b(?:bought|buys?|paid|pays?|spent|spends?)\b", re.IGNORECASE)
ANYONE = frozenset({"one", "person", "people"})  # "How much does each one pay?": the unit is the sharers
SHARERS = re.compile(r"\s+(?:[a-z]+\s+)?(?:people|(?:grand)?children|men|women|(?!(?:is|was|has|does|goes|this|its|dollars|euros|pounds|cents"
                      r"|hours|minutes|days|weeks|years|metres|meters|litres|liters|grams|kilos|miles)\b)[a-z]+s)\b",
                      re.IGNORECASE)  # "5 friends", "four good friends", "4 people"
MEASURE_ASKED = re.compile(r"\bhow\s+(?:far|long|heavy|much\s+(?!money\b|did\b|does\b|do\b|is\b|was\b)[a-z]+)\b",
                            re.IGNORECASE)
DONE = re.compile(r"\b(?:did|does|do|has|have|will)\b", re.IGNORECASE)  # a question about what was done
MEASURE_UNITS = frozenset("km metre mile cm mm kg gram litre ml hour minute second".split())
# a change that did not happen: "nobody got off", "no one new had joined", "none of them arrived"
NOBODY = re.compile(r"\b(?:nobody|no\s+one|none|no\s+(?:new|more|other|extra|further)\s+[a-z]+)\s+"
                    r"(?:(?:new|else|more|other|extra|of\s+them|of\s+these|of\s+those)\s+)?"
                    r"(?:(?:has|had|have|was|were|did|got|is|ever|actually|then|also)\s+)*(?:not\s+)?\w+"
                    r"(?:\s+(?:on|off|in|out|away|up))?\b",
                    re.IGNORECASE)
SHARED = re.compile(r"\b(?:shar\w*|split\w*|divid\w*|equal\w*|evenly)\b", re.IGNORECASE)  # a quotient's words
# "gave 5 apples to Ann", "She gave Sam 27 of her seashells"
RECIPIENT = re.compile(r"\bto\s+([A-Z][a-z]+)\b|\b(?:gave|gives|handed|hands|lent|lends|sent|sends)\s+(?:([A-Z][a-z]+)"
                       r"|(?:his|her|their|my|our)\s+([a-z]+))\s+(?=\d)")  # (..., "He gave his sister 25")
NAME = re.compile(r"\b[A-Z][a-z]+\b")  # a name in a question: "How many fish does Rosa have?"
EACH_AFTER = re.compile(r"\s*(?:[a-z]+\s+){0,2}?(?:each|apiece)\b", re.IGNORECASE)  # "2.75 each", "7.5 dollars each"
# what a question asks beside a total: a rest, a difference, a need, a rate, a condition
OTHER_ASKED = re.compile(r"\b(?:left|still|remain\w*|rest|else|other|more|less|fewer|need\w*|buy|enough|short|each|per"
                          r"|every|if|than|now|will|would|could|should|can|average|after|before|first|start\w*)\b",
                          re.IGNORECASE)
MONEY = re.compile(rf"[{CURRENCY}]\s?\d|\d\s?(?:dollars?|euros?|pounds?|cents?|pence|yen)\b", re.IGNORECASE)


GAIN = re.compile(rf"\b(?:{GAIN_PATTERN})\b", re.IGNORECASE)
LOSS = re.compile(rf"\b(?:{LOSS_PATTERN})\b", re.IGNORECASE)
RESULT_KNOWN = re.compile(rf"\b(?:{RESULT_KNOWN_PATTERN})\b", re.IGNORECASE)
# the same, but "after" and "before" alone, a time of two quantities told side by side ("8.6 km before lunch
# and 5.7 km after"), settle nothing there
SETTLED = re.compile(rf"\b(?:{RESULT_KNOWN_PATTERN.replace('|after(?:wards)?', '')})\b", re.IGNORECASE)
START_ASKED = re.compile(rf"\b(?:{START_ASKED_PATTERN})\b", re.IGNORECASE)
PRICE = re.compile(PRICE_PATTERN, re.IGNORECASE)
RATE = re.compile(RATE_PATTERN, re.IGNORECASE)
# "an hour", "a day": the article is a rate only before a unit of time or measure
UNITS = frozenset("second minute hour day week month year night morning kilo kg kilogram gram litre liter metre meter km "
                   "mile piece item box bag page lap trip person head dozen pair case crate carton pack packet tin jar "
                   "tray bundle roll batch gallon quart pint cup bottle pound lb ounce oz ton foot inch acre "
                   "hectare ticket slice serving loaf".split())
ALIASES = {"h": "hour", "hr": "hour", "hrs": "hour", "min": "minute", "mins": "minute", "sec": "second", "secs": "second", "kilo": "kg", "kilogram": "kg",
            "m": "metre", "g": "gram", "l": "litre", "kilometre": "km", "kilometer": "km",
            "liter": "litre", "meter": "metre"}
HOW_MANY = re.compile(r"\bhow\s+many\s+(?:more\s+)?([a-z]+)", re.IGNORECASE)
WORD = re.compile(r"\s*([a-z]+)", re.IGNORECASE)
ORDINAL = re.compile(r"(?:st|nd|rd|th)\b", re.IGNORECASE)
NUMBER_BEFORE = re.compile(r"\d[\d.,]*\s*(?:[a-z]+\s+)?$", re.IGNORECASE)  # "70 km " before "per hour"
STOP = frozenset("and or the a an in on at for to with by from of into per each every is are was were".split())
# an end state told with a verb of change ("rose to 23.2 degrees", "fell to 8"): the change is no number of it
END_STATE = re.compile(r"\b(?:rose|rises|risen|grew|grows|grown|increased|increases|fell|falls|fallen|dropped|drops"
                       r"|decreased|decreases|went\s+(?:up|down)|climbed|climbs|sank|sinks)\s+to\b"
                       # a state reached after a change: "rose 12 degrees ..., reaching 31 degrees at noon"
                       r"|(?:,\s*|\band\s+)(?:reaching|reached|ending\s+(?:up\s+)?at|ended\s+(?:up\s+)?at|to\s+reach)\s+(?=[-$\u00a3\u20ac]?\d)",
                       re.IGNORECASE)


# the period an adverb of periods names: "monthly rent" -> month, "12 equal weekly payments" -> week
PERIOD_OF = {"monthly": "month", "weekly": "week", "daily": "day", "yearly": "year", "annual": "year", "nightly": "night",
             "hourly": "hour", "quarterly": "quarter"}


# the base of an irregular past form, for telling two forms of one verb apart: "rode" of "ride"
VERB_BASES = {"bought": "buy", "sold": "sell", "spent": "spend", "ran": "run", "ate": "eat", "gave": "give", "took": "take",
              "found": "find", "won": "win", "lost": "lose", "drove": "drive", "swam": "swim", "paid": "pay", "wrote": "write",
              "drew": "draw", "grew": "grow", "threw": "throw", "caught": "catch", "brought": "bring", "sent": "send",
              "built": "build", "kept": "keep", "flew": "fly", "rode": "ride", "saw": "see", "chose": "choose",
              "baked": "bake", "picked": "pick", "collected": "collect", "planted": "plant", "saved": "save",
              "read": "read", "made": "make", "held": "hold", "fed": "feed", "dug": "dig", "taught": "teach",
              "spun": "spin", "sang": "sing", "sewn": "sew", "knit": "knit", "hung": "hang", "put": "put", "cut": "cut"}


# the words of a rate: "each", "per", "apiece", "an hour", "a kg", "/"
RATE_WORDS = (r"\b(?:each|every|per|apiece|a\s+piece|an?\s+(?:second|minute|hour|day|week|month|year|night|piece|kg|litre"
              r"|liter|metre|meter|km|mile|gallon))\b|/")


def verb_base(word: str) -> str:
    """A verb's base form, enough to tell two forms of one verb apart from another verb ("sold"/"sell", "buys"/"buy"),
    a doubled last consonant undone ("knitted"/"knit", "shopping"/"shop")."""
    w = VERB_BASES.get(word.lower(), word.lower())
    for end in ("ing", "ed", "es", "s", "e"):
        if w.endswith(end) and len(w) > len(end) + 2 and not (end == "s" and w.endswith("ss")):  # "pass", "passes"
            w = w[: -len(end)]
            break
    return w[:-1] if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiousl" else w
