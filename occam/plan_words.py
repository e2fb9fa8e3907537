"""The words a reader of two-step word problems goes by (:mod:`occam.story_plans`): data, apart from the reading.

Units and their spellings, the words of money, rates ("each", "per kg", "an hour", "for each of 5"),
containers ("A bag of oranges weighs 2.3 kg"), what a question asks (a total, what is left, each one's
share), who shares, and the verbs that add to what one has or take from it. Each is a regular expression
or a table, with an example of what it reads.
"""
from __future__ import annotations

import re

from .numbers import CURRENCY
from .story_words import GONE_AFTER, SPOILED_AFTER

# a unit's spellings -> its one name: "litres", "liters", "l" -> "litre"; money has many names
UNIT_NAMES: dict[str, tuple[str, ...]] = {
    "money": ("dollar", "dollars", "euro", "euros", "rupee", "rupees", "rand", "yen", "bucks", "usd", "eur", "gbp"),
    "cent": ("cent", "cents", "pence", "penny", "pennies"),
    "kg": ("kg", "kgs", "kilogram", "kilograms", "kilo", "kilos"),
    "g": ("g", "gram", "grams"),
    "tonne": ("tonne", "tonnes", "ton", "tons"),
    "pound": ("lb", "lbs", "pound", "pounds"),
    "ounce": ("oz", "ounce", "ounces"),
    "litre": ("l", "litre", "litres", "liter", "liters"),
    "ml": ("ml", "millilitre", "millilitres", "milliliter", "milliliters"),
    "gallon": ("gallon", "gallons"),
    "metre": ("m", "metre", "metres", "meter", "meters"),
    "cm": ("cm", "centimetre", "centimetres", "centimeter", "centimeters"),
    "km": ("km", "kilometre", "kilometres", "kilometer", "kilometers"),
    "mile": ("mile", "miles", "mi"),
    "yard": ("yard", "yards", "yd"),
    "foot": ("foot", "feet", "ft"),
    "inch": ("inch", "inches"),
    "hour": ("hour", "hours", "hr", "hrs", "h"),
    "minute": ("minute", "minutes", "min", "mins"),
    "day": ("day", "days", "morning", "mornings", "evening", "evenings", "afternoon", "afternoons"),  # once a day
    "week": ("week", "weeks"),
    "month": ("month", "months"),
    "year": ("year", "years"),
    "degree": ("degree", "degrees"),
}
# plurals in "-ves" and their one: "9 shelves" -> "shelf" (not "olives": a table, not a rule)
PLURAL_VES = {"shelves": "shelf", "loaves": "loaf", "leaves": "leaf", "halves": "half", "knives": "knife",
              "wolves": "wolf", "calves": "calf", "scarves": "scarf", "thieves": "thief", "wives": "wife",
              "lives": "life", "sheaves": "sheaf", "hooves": "hoof", "elves": "elf"}
UNIT_OF: dict[str, str] = {spelling: name for name, spellings in UNIT_NAMES.items() for spelling in spellings}
# things a question may count by another name: "12 rows of 15 chairs, how many seats is that?" (a table, not a rule)
COUNTED_AS: dict[str, frozenset[str]] = {"seat": frozenset({"chair", "stool", "armchair", "recliner"})}
# things an amount of money is called: "a 2.50 coupon", "a $10 bill", "a discount of 25"
MONEY_NOUNS = frozenset("bill note coupon voucher discount tip fee fine fare price cost budget allowance salary "
                        "wage rent deposit charge".split())
# a number's own words that end the noun after it: "3 notebooks for 2.45 each" -> "notebooks"
NOUN_STOP = frozenset(
    "of at for each and or on in to per a an the with from that which who is are was were weigh weighs weighing "
    "cost costs every apiece than more but if she he they it by into over left this these those long wide tall "
    "high deep away off altogether total how what his her their its our my your than then also split splits shared share "
    "shares divided divide divides sold sell sells bought buy buys paid pay pays went go goes get gets got came come "
    "arrived arrive joined join plus minus "
    # how or when a change went ("the kids ate 6 straight away", "sold 12 today"): no thing
    "straight right immediately already later today yesterday tonight too again quickly soon overnight instead still now "
    # where or when it went ("found 7 under the couch", "lost 5 during the move"): no thing either
    "under behind beside near inside outside around along across through during while since until before after "
    "among between below above onto toward towards upon within because when".split())
# a note or coin handed over to pay ("pays with a $10 note", "hands the farmer a $20 bill"): never a part of a sum
NOTE_AFTER = re.compile(r"[ \t-]*(?:[a-z]+[ \t-]+)?(?:note|bill|coin)\b", re.IGNORECASE)
# a number told in a relative clause of another thing, right before it: "at a shop that had 200 cards for sale"
RELATIVE_HAD = re.compile(r"\b(?:that|which)\s+(?:had|has|have|sells?|sold|owns?|owned)"  # ("tins that hold 10": a rate)
                          r"\s+(?:only\s+)?[$\u00a3\u20ac]?$", re.IGNORECASE)
NOUN_WORDS = 3  # the noun after a number is at most this many words on ("2 movie tickets" -> "tickets")
CURRENCY_BEFORE = re.compile(rf"[{CURRENCY}]\s?$|\b(?:rs\.?|inr|usd|eur|r)\s?$", re.IGNORECASE)
MONEY_OF = re.compile(rf"\b(?:{'|'.join(sorted(MONEY_NOUNS))})\s+of\s+[{CURRENCY}]?$", re.IGNORECASE)
# what makes a unitless number a price: its clause buys, sells, earns or charges ("Each muffin costs 1.35")
PRICE_WORDS = re.compile(r"\b(?:costs?|costing|charges?|charged|earns?|earned|earning|pays?|paid|paying|price[sd]?"
                         r"|fare|fee|saved?|saves|saving|spends?|spent|sold|sells?|bought|buys?|wage|rent|tip"
                         r"|at|for)\b", re.IGNORECASE)

# a rate after its number: "2.45 each", "12.40 per kg", "11.40 an hour", "0.75 kg of cheese a week",
# "3.6 km every morning", "7.25 for each lawn", "0.6 kg of sugar for one cake", "1.25 m for each of 5 gifts"
RATE_EACH_AFTER = re.compile(r"\s*(?:(?:in|on|at)\s+(?=each\s*(?:[.,;!?]|$)))?(?:each|apiece|a\s+piece|a\s+go|a\s+pop)\b(?!\s+(?:of\s+)?[a-z]+\s+(?:has|have|had|is|was|were|are)\b)"
                             r"(?!\s+(?:bought|paid|got|had|ate|spent|ordered|received|made|took|gave|brought|sold|earned"
                             r"|saved|ran|read|picked|won|wrote|drew|drank|found|kept|[a-z]+ed)\b)",  # "3 friends each bought"
                             re.IGNORECASE)
RATE_PER_AFTER = re.compile(r"\s*(?:(?:for|in|on|at|with)\s+(?:per|each|every|one)\s+|(?:per|each|every|an?)\s+|/\s*)"
                            r"(?!(?:go|pop)\b)([a-z]+)\b(?!\s+of\s+\d)", re.IGNORECASE)  # ("a go": each)
# a rate per period told after a short phrase of where it goes: "uses 18.5 litres from it each day", "puts $12.40
# into her savings every week"
RATE_PERIOD_LATER = re.compile(r"\s*(?:from|into|in|on|to|out\s+of)\s+(?:it|them|(?:her|his|their|its|the|my|our)\s+[a-z]+)"
                               r"\s+(?:each|every|per|a)\s+(day|week|month|hour|minute|year|night|morning|evening)\b",
                               re.IGNORECASE)
RATE_EACH_OF_AFTER = re.compile(r"\s*(?:(?:to|at)\s+(?:the|her|his|their|my|our)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+)?"  # "to the studio"
                                r"(?:for|on|in|into|to|with|from)\s+each\s+of\s+(?:the\s+|her\s+|his\s+|their\s+|my\s+|our\s+)?"
                                r"(?=\S*\d|[a-z]+\s)", re.IGNORECASE)
OF_STUFF = re.compile(r"\s+of\s+(?:[a-z]+\s+){0,1}?[a-z]+(?=\s|[,.?!;]|$)", re.IGNORECASE)  # "kg of cheese"
# a rate before its number: "6 crates, each weighing 48.5 kg", "Nine students each paid $4.35", "each 1.35 m long"
RATE_EACH_BEFORE = re.compile(r"\beach\s+(?:of\s+(?:them|these|those)\s+)?(?:[a-z]+(?:ing|ed|s)\s+)?(?:about\s+)?$",
                              re.IGNORECASE)
# a price of each of a plural thing, its clause's subject: "Notebooks cost 3.25", "and folders cost $1.75", "Pens sell for"
# a rate's period right after its number: "$640 a week", "30 dollars per day", "25 an hour"
# how often a count is done, after it: "6 days a week", "3 times a month" (the occasion's word in group 1)
HOW_OFTEN = re.compile(r"\s+(days?|times?|nights?|mornings?|evenings?|shifts?|sessions?)\s+(?:a|an|per|each|every)\s+"
                       r"(?:week|fortnight|month|year|day)\b", re.IGNORECASE)
RATE_PERIOD_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?:a|an|per|each|every)\s+(?P<period>day|week|fortnight|month|year|hour|minute"
                               r"|night)(?P<plural>s)?\b", re.IGNORECASE)
PLURAL_PRICED = re.compile(r"^\s*(?:and\s+|but\s+)?(?:the\s+)?([a-z]{3,}s)\s+(?:cost|sell\s+for|are\s+priced\s+at|go\s+for)"
                           r"\s+(?:only\s+|just\s+)?$", re.IGNORECASE)
# a clause that counts its subject and gives each of them the rate after it: "3 friends each bought a smoothie costing"
EACH_OF_THE_COUNTED = re.compile(r"^\s*(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+[a-z]+\s+each\s+(?:[a-z]+\s+){1,5}$", re.IGNORECASE)
# a rate whose unit leads its clause: "Every morning the family drinks 0.35 litres"
RATE_UNIT_FIRST = re.compile(r"^\s*(?:(?:for|with)\s+)?(?:every|each)\s+([a-z]+)\s+(?:the|she|he|they|it|we|i|you|his|her|their)\b",
                             re.IGNORECASE)
# the noun a price "each" is of, where no count comes before it: "A shop sells apples at 0.65 each"
PRICED_NOUN = re.compile(r"\b([a-z]+s)\s+(?:at|for|cost|costs|are|sell\s+for|go\s+for)\s+$", re.IGNORECASE)
# a unitless number is money right after these words: "costs 1.35", "took in 96.30", "paid 12"; not "Jo buys 2"
MONEY_VERB_BEFORE = re.compile(r"\b(?:costs?|costing|charges?|charged|pays?|paid|earns?|earned|spent|spends|saved|saves"
                               r"|took\s+in|takes\s+in|raised|collected|made|for|at|price\s+of|fee\s+of|bill\s+of)"
                               r"\s+(?:only\s+|about\s+|just\s+)?$", re.IGNORECASE)
# the narrow kind: a price told by its verb or its noun, money without a sign ("the snacks cost 12", "a discount of
# 15.00"), where MONEY_VERB_BEFORE's "made", "collected", "for", "at" would make counts money too (occam.one_step)
PRICE_VERB_BEFORE = re.compile(r"\b(?:costs?|costing|charges?|charged|pays?|paid|(?:price|fee|bill|discount|coupon|voucher|refund)"
                               r"\s+of)\s+(?:only\s+|about\s+|just\s+)?$", re.IGNORECASE)
# a total stated by the story: the question then asks for a part ("She spent 61 dollars in all. How much did
# the jeans cost?")
TOTAL_TOLD = re.compile(r"\b(?:in\s+all|altogether|in\s+total|total\s+of|together|(?:scale|meter|display|reading)\s+"
                        r"(?:reads|read|shows|showed|says|said))\b", re.IGNORECASE)  # "the scale reads 71.5 kg": all of them
# a container's rate: "A bag of oranges weighs 2.3 kg", "Each ticket to the aquarium costs $14.25": ``a``, ``an``
# and ``one`` give a soft rate (an amount where nothing counts the container: "A pitcher holds 1.8 litres"),
# ``each`` and ``every`` a rate
CONTAINER_BEFORE = re.compile(
    r"(?:^|[.!?;:]\s*|,\s*|\b(?:and|if|while)\s+)(an?|one|each|every)\s+((?:(?!(?:is|are|was|were)\b)[a-z]+\s+){1,5}?)"
    r"(?:costs?|weighs?|holds?|seats?|fits?|contains?|charges?|is|are|sells\s+for|goes\s+for|uses?|needs?|lasts?"
    r"|measures?|gave|gives"
    r"|produces?|produced|yields?|yielded)"
    r"\s+(?:about\s+|only\s+|just\s+)?$", re.IGNORECASE)
# "Each seed packet has 45 seeds": a container's count with "each" or "every" (not "A fruit stand had 120 apples")
CONTAINER_HAS = re.compile(r"(?:^|[.!?;:]\s*|,\s*|\b(?:and|if|while)\s+)(each|every)\s+((?:(?!(?:is|are|was|were)\b)"
                           r"[a-z]+\s+){1,5}?)(?:has|have|had)\s+$", re.IGNORECASE)  # "Each bus on a field trip has"
CONTAINER_NOUN_END = re.compile(r"\s+(?:of|to|for|in|at|from|with|on)\s+.*$", re.IGNORECASE)

# the sharers or pieces of a share: "into 4 equal pieces", "among 3 trays", "Three friends shared", "the 4
# teachers split the cost equally", "split ... 5 ways"
DIVISOR_AFTER = re.compile(r"\s+(?:(?!(?:and|then|but)\b)[a-z]+\s+){0,2}?(?:shared|share|shares|split|splits|divided|divide|divides"
                           r"|chip(?:ped)?\s+in|pitch(?:ed)?\s+in)\b|\s+ways\b", re.IGNORECASE)
# people counted at a sentence's start who split something later in it: "3 sisters ordered a pizza ... and they split
# the cost equally"
SHARERS_LATER = re.compile(r"\s+(?:friends|sisters|brothers|cousins|classmates|children|kids|siblings|teammates"
                           r"|colleagues|coworkers|roommates|people|students|girls|boys|neighbou?rs|guests|workers|adults)\b"
                           r"(?:[^.!?]|\.(?=\d))*?(?:[.!?]\s+(?:(?:[^.!?]|\.(?=\d))*?))?\b(?:(?:they|we)\s+(?:all\s+|then\s+)?"
                           r"|(?<=\band\s)(?:then\s+)?)(?:split|shared?|divided)\b", re.IGNORECASE)  # in its sentence or the next one
# ("... and shared the cost equally": the sharers the sentence's own subject)
DIVISOR_BEFORE = re.compile(r"\b(?:into|among|amongst|between|by|each\s+of|(?:equally|evenly)\s+to)\s+(?:the\s+|his\s+|her\s+|their\s+)?$|\bin\s+(?=\S+\s+equal\b)",
                            re.IGNORECASE)
SHARED = re.compile(r"\b(?:shared?|shares|split|splits|divided|divides?|equal(?:ly)?|evenly"
                    r"|the\s+same\s+(?:number|amount)(?:\s+of\s+\w+)?\s+(?:in|on|to|for|at|into)\s+each)\b", re.IGNORECASE)

# what a question asks: each one's share, what is left, or a total
SHARE_ASKED = re.compile(r"\beach\b|\bper\s+(?:person|friend|student|child|kid|guest|head|piece|part|glass|box|bag)\b"
                         r"|\ba\s+(?:person|head)\b", re.IGNORECASE)
# a cost shared by its payers: what one of them paid is a share of it, its count maybe untold ("My brother and I")
COST_SPLIT = re.compile(r"\b(?:split|splits|splitting|share[sd]?|sharing)\s+(?:the\s+|a\s+|that\s+|this\s+)?(?:cost|bill"
                        r"|price|fare|rent|check|tab|payment)s?\b|\b(?:go|goes|went|going)\s+(?:halves|dutch|fifty-fifty)\b",
                        re.IGNORECASE)
LEFT_ASKED = re.compile(r"\b(?:left|remain\w*|still|change|keep|kept|leftover|rest|take\s+home|took\s+home|clear|cleared"
                        r"|not\s+(?:yet\s+)?(?:eaten|used|sold|taken|spent|given\s+away))\b",  # "How many slices were not eaten?"
                        re.IGNORECASE)
TOTAL_ASKED = re.compile(
    r"\b(?:total|altogether|in\s+all|together|combined|both|whole|entire|that\s+day|over\s+(?:the|those|these|all)\s+(?:[a-z]+\s+)?(?:days|weeks|months|years|nights)|(?:over|for)\s+the\s+(?:whole\s+)?(?:weekend|fortnight)|final\s+(?:score|total|tally)(?!\s+(?:difference|margin|gap|ratio|lead))|spend|spent|pay|paid|costs?|earn(?:ed)?|make|made"
    r"|collect(?:ed)?|owe[sd]?|bill|before\s+tax(?:es)?|pre-?tax|gross|wages?|salary|take\s+in|took\s+in|bring\s+in|brought\s+in|weigh|weight|far(?!\s+(?:short|off|behind|ahead|apart|from|away|under|over|out)\b)|distance|swim|swam"
    r"|run|ran|walk(?:ed)?|cycle[sd]?|drive|drove|raise[sd]?|receive[sd]?|get|got|carr(?:y|ied))\b", re.IGNORECASE)
# "How many books is that?": the sum of a story's two counts, never of more (a third may be the whole: "A marathon is
# 42.2 km. I've done 3 runs of 10 km. How many km is that?")
IS_THAT_ASKED = re.compile(r"(?<=\s)(?:is|was)\s+that(?=\s*[?.!]*\s*$)", re.IGNORECASE)
MONEY_ASKED = re.compile(r"\bmoney\b|\bhow\s+much\b[^?]*\b(?:spend|spent|pay|paid|costs?|earn(?:ed)?|make|made|change"
                         r"|owe[sd]?|bill|collect(?:ed)?|save[sd]?|keep|kept|take\s+in|bring\s+in|raise[sd]?)\b"
                         r"|\b(?:bill|total\s+cost|fare|price)\b", re.IGNORECASE)
UNIT_ASKED = re.compile(r"\bhow\s+many\s+(?!(?:does|do|did|is|are|was|were|will|would|can|could|should|has|have|had|per|each|in"
                        r"|on|for|a|an)\b)"  # "How many per bag?": none
                        r"([a-z]+)(?:\s+([a-z]+))?", re.IGNORECASE)  # "How many kg are left?"; "How many does each get?": none

# what a "left" question starts from: "had 50 dollars", "paid with a 10 dollar bill", "from a 5 kg bag"
PAID_WITH = re.compile(r"\b(?:paid|pays|pay|paying)\s+(?:with|using)\b|\bhand(?:s|ed)\b|\bgave\s+the\s+(?:cashier|clerk)\b"
                       r"|\b(?:paid|pays|gave|gives)\s+the\s+(?:shopkeeper|shop\s*keeper|cashier|clerk|seller|vendor|stallholder"
                       rf"|driver|waiter|waitress)\b(?=\s*[{CURRENCY}]?\s*(?:\d|$))"  # "She paid the shopkeeper ₹2,000."
                       r"|(?<!phone\s)(?<!electric\s)(?<!electricity\s)(?<!water\s)(?<!gas\s)(?<!power\s)(?<!internet\s)(?<!cable\s)(?<!utility\s)(?<!hospital\s)(?<!doctor\s)(?<!vet\s)(?<!repair\s)(?<!grocery\s)(?<!hotel\s)(?<!dinner\s)(?<!restaurant\s)\bbill\b|\bnote\b", re.IGNORECASE)
START_WORDS = re.compile(r"\b(?:had|has|have|holds?|holding|held|contains?|carr(?:y|ies|ied|ying)|collected|collects"
                         r"|starts?\s+(?:the\s+day\s+)?with"
                         r"|saved?|saves|earned|earns|deposit(?:s|ed)?|made|makes|got|gets|received|receives|harvested|picked|baked"
                         r"|filled|buys?|bought|ordered|orders|purchased|purchases?|is|was|are|were|started\s+with|from\s+an?|adds?|added|puts\s+in|put\s+in"
                         r"|poured\s+in|pours\s+in|topped\s+up|topped\s+(?:it|them)\s+up\s+with"
                 r"|found|finds|won|wins|brought|brings|caught|catches|gathered|gathers|grew|grows|gained|gains)\b",
                 re.IGNORECASE)
# "has", "had" as an auxiliary: "Sofia has run 27.8 km so far" tells what she ran, not what she has
AUXILIARY = re.compile(r"\b(?:has|have|had|'s|'ve|'d)\s+(?:already\s+|just\s+|now\s+|only\s+)?(?=(?:[a-z]+ed|run|read|eaten"
                       r"|done|driven|ridden|swum|gone|flown|seen|written|drawn|grown|thrown|made|sold|spent|won|lost|drunk"
                       r"|given|taken|bought|paid|put|cut|kept|left|got|gotten|become|come|sung|swept|sent|built)\b)",
                       re.IGNORECASE)
# what takes from it: "spent 20.40", "used 3.75 kg", "6 of them weren't working", "unloads 2 crates"
TAKEN_WORDS = re.compile(
    r"\b(?:spends?|spent|spending|used|uses?|using|ate|eats?|eaten|eating|drank|drinks?|drinking|drunk|sold|sells?|selling|lost"
    r"|loses?|losing|gave|gives?|given|giving|trade[sd]?\s+away|trading\s+away|swap(?:s|ped)?\s+away|swapping\s+away"
    r"|poured(?!\s+in\b)|pours?(?!\s+in\b)|unload(?:s|ed)?|returned|returns?|cut|cuts|broke|broken|cracked|spoiled|spoilt|rotten|damaged"
    r"|missing|donated?|donates|wrapped|mailed|shipped|needs?|needed|(?<!\bis\s)(?<!\bwas\s)(?<!\bare\s)(?<!\bwere\s)(?<!\bgets\s)(?<!\bgot\s)(?<!\bget\s)paid|pays?|bought|buys?|ordered|orders|purchased|purchases?|costs?|dropped|drops?|removed?"
    r"|(?:took|takes?)(?!\s+(?:a|an|another)\s+(?:[a-z]+\s+)?(?:ride|walk|trip|hike|run|swim|drive|flight|break|nap|bus|train"
    r"|taxi|cab|ferry|class|course|lesson|test|photo|picture|look|turn|shot|stroll|jog|tour)s?\b)|fed|feeds|fills?|filled|spilled|slid|slides|slipped|slips|wasted|burned|burnt|withdrew|withdraws?|delivered|threw|bad|working|chewed"
    r"|drains?|drained|leaks?|leaked|evaporate[sd]?|melts?|melted|cook(?:s|ed|ing)?|goes\s+into|went\s+into"
    r"|chews?|lent|lends?|ate|eats?|knocked\s+(?:down|over)|popped|burst|blew\s+away|flew\s+away"
    r"|cancel(?:s|led|ed)?|called\s+off|skipped|skipping|skips|missed|misses|delete[sd]?|erase[sd]?|fold(?:s|ed)\s+up"
    r"|packed\s+away|packs\s+away"
    r"|discount|coupon|(?<!one-)off)\b|n't\b|\bnot\b", re.IGNORECASE)
# a reduction told by its size: "marked down from 249.90 dollars by 37.45 dollars", "cut by 12.50"
LOWERED_BY = re.compile(r"\b(?:down|reduced|lowered|cut|discounted|slashed|dropped|fell)\b(?:[^.;]|\.\d)*\bby\s+$", re.IGNORECASE)
LESS_WORDS = re.compile(r"\b(?:discount|coupon|voucher|rebates?|cash\s*back|(?<!one-)off|returned|returns?|refund(?:ed)?"
                        r"|less|minus|dock(?:ed|s)?"  # "my manager docked me 0.5 hours"
                        r"|saved\s+(?:him|her|them|me|us|you)|skipp(?:ed|ing))\b", re.IGNORECASE)  # "skipping ... saved him 6 minutes"
# gone into water, a drain or the bin: "4 rolled into the river", "2 fell in the pond" (a loss; "rolled into the lot" is none)
LOST_INTO = (r"(?:rolled|rolls|fell|falls|went|goes|blew|blown|flew|flies|washed|slid|slipped|bounced)\s+(?:[a-z]+\s+){0,4}?"
             r"in(?:to)?\s+(?:the\s+|a\s+)?(?:river|lake|sea|ocean|pond|pool|creek|stream|canal|ditch|drain|gutter|sewer|bin"
             r"|trash|garbage|bushes|woods|neighbou?r's\s+yard)")
# the part of a whole not done, named by its "un-" word: "split the unpaved part evenly" (the whole less the paved part)
UNDONE_PART = r"\bthe\s+un[a-z]{3,}\s+(?:part|portion|section|stretch|bit|length|distance|area|amount)\b"
# "the remaining roses", "the working games", "the good eggs", "the rest": a count left after the story's losses
THE_REST = re.compile(r"\b(?:the\s+)?(?:remaining|rest|leftover|working|good|other|unsold|undamaged|unbroken)\b|" + UNDONE_PART,
                      re.IGNORECASE)
OF_THEM = re.compile(r"^\s+of\s+(?:them|these|those|it|the\s+[a-z]+)\b", re.IGNORECASE)  # "6 of them": the last count's unit
CLAUSE_BREAK = re.compile(r"[.!?;]\s+|,\s+(?:and\s+|but\s+|then\s+)?|\s+(?:and|but|then|while)\s+", re.IGNORECASE)
# what the reader does not read: a profit or loss (what was sold less what was bought), a percentage
# or a first unit priced apart from the rest ("3.20 for the first kilogram and 1.15 for every kilogram after that")
UNREAD = re.compile(r"\b(?:profit|loss|percent|per\s+cent)\b|%|\b(?:each|every)\s+(?:additional|extra|further)\b"
                    # ("64 muffins before 7 a.m. and 48 muffins after that": a later time, no first unit)
                    r"|\bfirst\b[^.!?]{0,80}?\bafter\s+that\b|\b(?:each|every|per|an?)\s+(?:[a-z]+\s+){0,2}after\s+that\b"
                    # a price of several together: "pens at 3 for $2", "Apples cost 4 for $3" (not "3 for $2 each")
                    r"|\b(?:at|costs?|are|is|sold|sells?|priced|go\s+for)\s+\d+\s+(?:[a-z]+\s+)?for\s+[$\u00a3\u20ac]\d[\d,]*"
                    r"(?:\.\d+)?(?![\d,]|\.\d)(?!\s*(?:each|apiece|a\s+piece|per)\b)"
                    r"|\bafter\s+the\s+first\b(?!\s+(?:film|movie|show|half|act|stop|round|game|break|interval|period"
                    r"|lesson|class|song|set|race|match|visit|performance|episode|dance)\b)"
                    # ("After the first week, 18 went home": a change told after a time, no first unit priced)
                    r"(?!\s+(?:week|day|month|year|night|term|season|weekend|hour)\s*,?\s*\d[\d,]*\s+(?:[a-z]+\s+)?(?:went|left"
                    r"|quit|dropped|moved|joined|came|arrived|signed|gave|were|had)\b)", re.IGNORECASE)
# what a story of two numbers tells of a known end or a part done ("weigh 76.9 kg now", "has 38 km to go"): no total
TWO_SETTLED = re.compile(r"\b(?:now|left|remain\w*|still|so\s+far|already|to\s+go|before|after|then|some)\b",
                         re.IGNORECASE)
# two quantities related, not told: "3 miles more than Pete", "twice as many", "How much farther ... than ...?"
RELATED = re.compile(r"\bthan\b|\d\s*(?:[a-z]+\s+)?(?:faster|slower|quicker|longer|shorter|heavier|lighter|older|younger|fewer|less"
                     r"|taller|earlier|later|cheaper|dearer|higher|lower|bigger|smaller|warmer|colder)\b|\btwice\b|(?<!first\s)(?<!second\s)(?<!other\s)\bhalf\b|\bdouble[sd]?\b|\btriple[sd]?\b|\bas\s+(?:many|much)\b|\baverage\b"
                     r"|\barea\b|\bperimeter\b|\btimes\s+(?:as|more|less|larger|bigger)\b|\bhow\s+(?:much|many|far)\s+"
                     r"(?:more|less|fewer|farther|further|longer|shorter|heavier|lighter|older|younger|taller)\b",
                     re.IGNORECASE)
# a total's terms must go one way: what was had or got ("got 45 dollars") is no part of what was spent
GOT = re.compile(r"\b(?:had|has|have|got|gets|received|receives|earned|earns|saved|saves|collected|found|won|wins)\b",
                 re.IGNORECASE)
SPENT = re.compile(r"\b(?:spent|spends|spend|paid|pays|pay|bought|buys|buy|costs?|used|uses|gave|gives|lost|loses)\b",
                   re.IGNORECASE)
# a clause with a verb of its own does not take the verb of the clause before ("and then chewed 9 pieces")
OWN_VERB = re.compile(r"\b[a-z]{2,}ed\b|\b(?:ate|ran|swam|took|gave|sold|bought|made|paid|spent|lost|put|cut|got"
                      r"|left|kept|drank|threw|won|went|adds|puts|pours|gets|gives|takes|sells|buys|pays|spends|uses"
                      r"|eats|drinks|loses|finds|earns|saves|picks|bakes|makes|drains|fills|stirs|found|brought|caught"
                      r"|grew|drew|fed|held|sent|wrote|rode|built|dug|hid|broke|tore|stole|fell|flew|chose|blew|lent"
                      r"|burnt|won|sold|received|collected|picked|baked|has|have|had)\b", re.IGNORECASE)
# taken, told after the number: "6 of them weren't working", "40.5 litres were used on Monday" ("18 were returned":
# back to the holder, or taken back from it? not read as taken)
# members who left a group for good, by their own verb: "6 of them graduated", "9 members quit" (one list for the readers)
LEFT_A_GROUP = r"dropped\s+out|graduated|retired|resigned|quit|quits|moved\s+away|transferred\s+out"
TAKEN_AFTER = re.compile(r"\s+(?:(?:[a-z]+\s+)?of\s+(?:them|these|those)\s+)?(?:[a-z]+\s+)?(?:were|was|are|is|got|get"
                         r"|had\s+been|have\s+been|has\s+been)\s+"
                         r"(?:not\b|\w+n't\b|cracked|broken|spoiled|rotten|bad|damaged|missing|used|spilled|sold|eaten"
                         r"|handed\s+out|given\s+out|borrowed|lent\s+out|checked\s+out|thrown\s+(?:away|out)"
                         r"|lost|taken|removed|poured|drunk|given|burnt|burned|stolen|squashed|smashed|crushed"
                         r"|dropped|ruined|wasted|absent|away|sick|ill|off\s+sick|out\s+sick|unloaded|delivered"
                         r"|(?:moved|transferred|sent|shipped|taken|carried)\s+(?:over\s+)?(?:to|into|out)\b)"
                         # "125 books were moved to the teen section": gone elsewhere
                         # "16 of the balloons popped", "38 plants were knocked down": a loss told by its own verb
                         r"|\s+(?:(?:[a-z]+\s+)?of\s+(?:them|these|those|the\s+[a-z]+)\s+)?(?:[a-z]+\s+)?"
                         r"(?:popped|burst|died|wilted|escaped|melted|rotted|leaked|spilled|cracked|broke|spoiled|tore"
                         r"|ripped|sank|flew\s+away|ran\s+away|got\s+off|got\s+out|stepped\s+off|climbed\s+off|walked\s+out"
                         r"|[a-z]+ed\s+away|swam\s+away|drove\s+away|(?:had\s+)?driven\s+away|went\s+away"
                         r"|went\s+(?:missing|overboard|astray|over\s+the\s+(?:fence|wall|edge|side|cliff)|down\s+the\s+drain)"
                         rf"|{SPOILED_AFTER}"
                         rf"|{LOST_INTO}"
                         rf"|moved\s+out|{LEFT_A_GROUP}|did\s+not\s+[a-z]+|didn't\s+[a-z]+|never\s+[a-z]+|left(?={GONE_AFTER})"
                         r"|blew\s+away|fell\s+(?:off|out|over)|went\s+bad|(?:were|was|got)\s+(?:knocked\s+down|blown"
                         r"|thrown\s+away|bruised|stolen|eaten))\b", re.IGNORECASE)
# "every class got 3": a rate whose unit comes before it with words between; "each week for 8 weeks" is its count
EVERY_BEFORE = re.compile(r"\b(?:every|each)\s+(?!of\b)([a-z]+)\s+((?:[a-z]+\s+){0,3})$", re.IGNORECASE)
GAP = re.compile(r"(?:(?:for|in|over|during|of|the|a|an)\s+)*", re.IGNORECASE)
# another person than the one asked about, named by a relation: "Her brother walked 9 km on Sunday"
OTHER_PERSON = re.compile(r"(?:^|[.!?]\s+|,\s*|\band\s+)(?:her|his|their|a|the)\s+(?:older\s+|younger\s+|little\s+|big\s+|best\s+)?"
                          r"(?:brother|sister|friend|mother|father|mom|mum|dad|cousin|aunt|uncle|grandmother|grandfather"
                          r"|grandma|grandpa|son|daughter|neighbou?r|classmate|teammate|partner|husband|wife|boss|coach)s?"
                          r"\s+(?:also\s+|only\s+|then\s+)?[a-z]+\b"  # a subject: "Her brother swam"
                          r"|\b(?:the\s+other|the\s+opposing|their\s+opponents?'?|the\s+visiting|the\s+home)\s+(?:team|side|club|"
                          r"player|class|school|group)s?\b", re.IGNORECASE)  # "The other team scored 70 points"
# capitalised words that name no one: "How much of his Saturday pay ...?"
NOT_NAMES = frozenset("I How What Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April "
                      "May June July August September October November December Mr Mrs Ms Dr".split())
# a count per container, after the containers counted: "3 batches of 24 cookies", "5 rows of 8 chairs"
RATE_OF_BEFORE = re.compile(r"\b([a-z]+?(?:e?s))\s+of\s+$", re.IGNORECASE)
COUNTED_BEFORE = re.compile(r"\d\s+(?:[a-z]+\s+){0,2}$", re.IGNORECASE)  # "3 batches of": a count just before
# a result the story tells ("After buying a book she had 47 dollars left"): the question asks for a change or a start
RESULT_TOLD = re.compile(rf"\d[\d.,]*\s+(?:[a-z]+\s+){{0,2}}(?:left(?!{GONE_AFTER})|remaining)\b", re.IGNORECASE)
# what a question about the state "now" may be told with: takings and additions that name their direction
# (not "gave", whose giver may be the one asked about or another: "her grandmother gave her 20 dollars")
# all a story has, asked without "total": "How many students are in the class?", "How many plants does the
# garden have?" (with a change told: what is left)
HELD_ASKED = re.compile(r"\bhow\s+many\s+(?:[a-z]+\s+){1,2}(?:are|were)\s+(?:there\b|in\b|on\b|at\b)"
                        r"|\bhow\s+much\s+(?:[a-z]+\s+){1,2}(?:is|was)\s+(?:there\b|in\b|on\b|at\b)"
                        r"|\bhow\s+many\s+(?:[a-z]+\s+){1,2}(?:does|do|did)\s+(?:[a-z]+\s+){1,2}have\b"
                        r"|\bhow\s+much\s+money\s+(?:does|do|did)\s+(?:[a-z]+\s+){1,2}have\b", re.IGNORECASE)
# a question that asks what was done, by its verb: "How many flowers did she plant?" (a total where every count of
# the story was planted)
DID_ASKED = re.compile(r"\bhow\s+many\s+(?:[a-z]+\s+){1,3}did\s+(?:[a-z]+\s+){1,2}?([a-z]{4,})\s*(?:in\s+all|altogether"
                       r"|in\s+total|that\s+(?:day|week|morning|afternoon|evening)|today|yesterday|this\s+week|last\s+week"
                       r"|over\s+the\s+weekend)?\s*\?", re.IGNORECASE)
# a question that asks what a loss did not take: "How many balloons did not pop?" (after "16 ... popped")
NOT_ASKED = re.compile(r"\b(?:did|were|was|are|is|do|does)(?:\s+not|n't)\s+(?:get\s+|be\s+)?([a-z]{3,})", re.IGNORECASE)
# given to the story's own person, the number right after the pronoun: "her grandmother gave her 20 dollars"
GIVEN_TO = re.compile(r"\b(?:her|his|their|my|our)\s+(?:[a-z]+\s+)?(?:grandmother|grandfather|grandma|grandpa|mother|father"
                      r"|mom|mum|dad|aunt|uncle|brother|sister|friend|cousin|neighbou?r|teacher|boss|parents?"
                      r"|grandparents?)\s+(?:also\s+|then\s+)?(?:gave|gives|sent|sends|lent|lends|handed|hands)\s+"
                      r"(?:her|him|them|me|us)\s+(?:an?\s+|another\s+|(?:an\s+)?extra\s+)?$", re.IGNORECASE)
# given by someone outside the story, to the story's holder: "A parent donated 26 more books", "Someone gave them 12
# more chairs"; no receiver named ("to", "away"), so the holder is the one who gets them
GIVEN_BY_ANOTHER = re.compile(r"^\W*(?:then\s+|later\s+|(?:this|that|the\s+next|next|on)\s+[a-z]+,?\s+)?"  # "This morning a supplier"
                              r"(?:an?|another|some|someone|somebody|one|a\s+local)\s+(?:[a-z]+\s+){0,2}?"
                              r"(?:donated|donates|gave|gives|sent|sends|brought|brings|contributed|contributes|dropped\s+off"
                              r"|delivered|delivers|shipped|ships|lent|lends)\b"
                              r"(?=[^.!?;]*\b(?:more|extra|additional|another)\b)"  # more of the holder's: "26 more books"
                              r"(?![^.!?;]*\b(?:to|away)\b)"
                              # an outsider's gift, what a holder of a store gets: "A church donated 35.25 kg"
                              r"|^\W*(?:then\s+|later\s+)?(?:an?|another|a\s+local)\s+(?:[a-z]+\s+){0,2}?(?:church|school|company|shop"
                              r"|store|bakery|farm|club|charity|business|supermarket|restaurant|family|neighbou?r|donor|sponsor"
                              r"|volunteer|grocer|parent|visitor|customer)\s+(?:donated|donates|contributed|contributes|dropped\s+off)\b"
                              r"(?![^.!?;]*\b(?:to|away)\b)", re.IGNORECASE)
# taken from the story's holder by others, the takers the clause's subject: "Students took 178 cartons at lunch",
# "Customers bought 40 of them"
_CAME_IN_AND = r"(?:(?:came|stopped|dropped)\s+(?:in|by)\s+and\s+)?"  # "A school came in and bought 45"
TAKEN_BY_OTHERS = re.compile(r"^\W*(?:then\s+|later\s+)?(?:the\s+|some\s+)?(?:[a-z]+\s+)?(?:students|customers|visitors|guests|kids"
                             r"|children|people|shoppers|campers|players|workers|diners|neighbou?rs|fans|passengers|readers"
                             r"|members|volunteers|buyers|tourists|patrons|[a-z]{3,}ers)\s+"  # ("Quilters bought 136")
                             rf"{_CAME_IN_AND}(?:took|take|bought|buy|purchased|grabbed|picked\s+up"
                             r"|ate|used|carried\s+off|claimed)\b"
                             # one buyer from outside the story: "A contractor bought 28 cans", "a customer purchased 6"
                             r"|^\W*(?:then\s+|later\s+)?(?:a|an|one)\s+(?:[a-z]+\s+)?(?:customer|contractor|builder|school|teacher"
                             r"|family|neighbou?r|restaurant|caf[eé]|bakery|hotel|shopper|buyer|visitor|collector|club|company"
                             r"|gardener|farmer|painter|plumber|chef|florist|carpenter|church|library|theat(?:er|re)|quilter)"
                             rf"\s+{_CAME_IN_AND}(?:bought|buys|took|purchased|ordered)\b",
                             re.IGNORECASE)  # (not "borrowed": it comes back)
NOW_ASKED = re.compile(r"\b(?:now|then|afterwards?|after\s+that|after\s+(?:the|her|his|their|my|our)\s+(?:shopping|purchases?"
                       r"|trip))\s*(?:\?|$)", re.IGNORECASE)  # "How much money did she have afterwards?", "how much do i have now"
# what one has, asked in the present of a story told in the past: "Lily had 30 balloons. 7 popped. How many balloons
# does she have?" asks what she has now
HAVE_ASKED = re.compile(r"^\W*how\s+(?:many|much)\s+(?:[a-z]+\s+){0,3}(?:does|do)\s+(?:he|she|they|we|i|you|[A-Z][a-z]+)"
                        r"\s+have\s*\??\s*$", re.IGNORECASE)
# a bare count that comes or goes, its verb after it: "64 left after the first film", "38 came in", "5 got on"
MOVED_AFTER = re.compile(rf"\s+(?:(?:more|other|new)\s+)?(?:(?P<noun>(?!left\b|got\b|gets?\b|went\b|walked\b|came\b|arrived\b|joined\b"
                         rf"|boarded\b|just\b|then\b|also\b|later\b|finally\b|now\b)[a-z]+)\s+)?"
                         rf"(?:(?:just|then|also|later|finally|now)\s+)?(?:(?P<gone>left(?={GONE_AFTER}|\s*[.,;!]|\s+and\b)|(?:got|gets?)\s+(?:off|out)"
                         r"|went\s+(?:home|out|away)|walked\s+out)|(?P<came>came(?:\s+in)?(?!\s+(?:out|off|apart|loose|undone|unstuck|back)\b)|(?:got|gets?)\s+(?:on|in)|arrived|joined"
                         r"|boarded|walked\s+in))\b", re.IGNORECASE)
# ("got" right before the number: "got 12 on monday and sold 20"; not "has got", nor "I got" of a possession)
CLEAR_CHANGE = re.compile(r"\b(?:(?<!has\s)(?<!have\s)(?<!had\s)(?<!was\s)(?<!were\s)(?<!is\s)(?<!are\s)left(?!\s+(?:with|over)\b)|came|(?:got|gets?)\s+(?:on|off|in|out)|arrived|joined|boarded|spent|spends|used|uses|using|ate|eats|lost|loses|sold|sells|drank|drinks|broke|removed?"
                          r"|removes|takes\s+out|took\s+out|drains?|drained|leaks?|leaked|bought|buys|received|receives"
                          r"|found|finds|added|adds|puts\s+in|put\s+in|poured\s+in|pours\s+in|topped\s+up|topped\s+(?:it|them)\s+up\s+with|landed"
                          r"|deposit(?:s|ed)|withdr[ea]w|withdraws|then\s+paid"
                          r"|(?:he|she|i|we|they)\s+(?:then\s+)?paid|picked|picks|collected|collects|earned|earns"
                          r"|brought|brings|delivered|delivers|grew|grows|gained|gains|(?:got|gets|received|receives)\s+a\s+(?:delivery|shipment)\s+of"
                          r"|(?:he|she|they|i|we)\s+(?:then\s+|also\s+)?(?:gave|gives)|gave\s+away|gives\s+away|traded\s+away|trades\s+away"
                          r"|saved|saves|(?<!\bis\s)(?<!\bwas\s)(?<!\bget\s)(?<!\bgot\s)(?<!\bgets\s)paid\s+(?:for|rent|bills?|tax(?:es)?|(?:a|an|the|his|her|my|our|their)\s+[a-z]+)|pays\s+for"
                          r"|popped|burst|died|melted|wilted|rotted|spoiled|flew\s+away|ran\s+away"
                          r"|(?:got|gets)\s+(?:[\w.,$]+\s+){0,3}?from"
                          r"|(?<!has\s)(?<!have\s)(?<!'ve\s)(?<!'s\s)(?<!\bi\s)(?<!\bwe\s)(?<!\byou\s)(?<!\bthey\s)got(?=\s*$))\b",
                          re.IGNORECASE)
# a clause with a subject of its own ("and a leak drains 3.65 litres") does not take the verb of the clause before
OWN_SUBJECT = re.compile(r"\b(?:a|an|the|he|she|it|they|we|i|you|his|her|their|its|my|our|your)\b", re.IGNORECASE)
# takings that are no part of a total ("takes out", "eats", "loses"): buying and paying are
GONE = re.compile(r"\b(?:used|uses|using|ate|eats|eaten|lost|loses|drank|drinks|broke|broken|removed?|removes|takes\s+out"
                  r"|took\s+out|drains?|drained|leaks?|leaked|spilled|gave|gives|given|returned|cracked|rotten)\b",
                  re.IGNORECASE)
QUESTION_WORD = re.compile(r"\b(?:how|what|whats)\b", re.IGNORECASE)  # where the words that ask begin ("whats my change")
# an object and its price, no clause of its own: "and a loaf of bread for 1.45" takes the verb before ("bought")
PRICED_OBJECT = re.compile(r"\b(?:for|at|costing|worth)\s*$", re.IGNORECASE)
# a bare number in a clause like the one before ("scored 1,245 points in the first round and 987 in the second"):
# what follows it is a place or a time, not a thing
PARALLEL_AFTER = re.compile(r"\s+(?:in|on|at|during|from|for|by|to)\s+(?:(?:the|her|his|their|its|my|our|your)\s+)?[a-z]+"
                            r"(?:\s+[a-z]+)?(?:\s+(?:this|last|that)\s+(?:day|week|weekend|month|year|morning|afternoon"
                            r"|evening|night|term|season))?\s*(?:[.,;!?]|\band\b|$)", re.IGNORECASE)  # "and 68 for gas this week"
# a bare number right after a verb that takes or gives ("He ate 11 and shared the rest", "gave 35 to his friend"):
# a count of the one thing the story counted before
BARE_AFTER = re.compile(r"\s*(?:(?:(?:straight|right)\s+away|immediately|already|later|today|yesterday|too|quickly|by\s+mistake)\b"
                        r"\s*)?(?:[.,;]|and\b|to\b|away\b|on\b|in\b|at\b|for\b|then\b|that\b|which\b|under\b|behind\b|beside\b|near\b"
                        r"|inside\b|outside\b|around\b|during\b|while\b|after\b|before\b|since\b|when\b|because\b|until\b|this\s+(?:week|month|year|morning"
                        r"|afternoon|evening|season|term)\b|last\s+(?:week|month|year|night)\b)", re.IGNORECASE)
# ("ate 6 straight away.": how it went, then the clause's end)
PLUS_BEFORE = re.compile(rf"\bplus\s*[{CURRENCY}]?\s?$", re.IGNORECASE)  # "54.00 for the hour plus 7.50"
# a question of what is held, not of what was done: "How many apples does she have in all?"
HOLDING_ASKED = re.compile(r"\b(?:have|has|had|own|owns|hold|holds|there|now|keep|kept|left|remain\w*|altogether\s+in)\b",
                           re.IGNORECASE)
# a total asked of what was sold, spent, used, eaten or given: never the start a story had ("How many pens were sold
# in all?")
SPENT_OR_SOLD_ASKED = re.compile(r"\b(?:sold|sell|spent|spend|used|use|ate|eaten|eat|gave|given|give|lost|lose)\b",
                                 re.IGNORECASE)
# an amount for each period ("monthly rent", "a weekly wage"): a rate, whatever verb tells it
# filling what is not full asked: "How much will it cost to fill the tank?", "to top it up": the room left
TO_FILL = re.compile(r"(?:\b(?:to\s+)?(?:fill|top)\s+(?:it|them|the\s+[a-z]+|(?:his|her|their|my|our)\s+[a-z]+)?\s*up\b"
                     r"|\bto\s+fill\b|\bfill(?:ing)?\s+(?:it|the\s+[a-z]+)\b)"
                     r"(?![^?]*\bwith\s+[$\u00a3\u20ac]?\d)", re.IGNORECASE)  # ("to fill a tank with 42 liters": what fills it)
# (a proportion's "at the same hourly rate" names the period of a rate the story already tells, no rate of its own)
PER_PERIOD = re.compile(r"(?<!\bsame\s)\b(?:monthly|weekly|daily|yearly|annual|hourly|nightly)\b", re.IGNORECASE)
# a reduction by an amount ("the price was cut by 12.45"): never a gain
CUT_BY = re.compile(rf"\b(?:cut|reduced|lowered|discounted|marked\s+down|slashed|dropped|fell|decreased)\s+by\s*"
                    rf"[{CURRENCY}]?\s?$", re.IGNORECASE)
# a change told for each container without their count beside it ("eats 2 apples from each bag", "took 3 off each
# shelf"); "to each of his 5 friends" writes the count
FROM_EACH = re.compile(r"\b(?:from|out\s+of|off|to)\s+each\s+(?!of\b)[a-z]+", re.IGNORECASE)
# a count of others beside someone: "Lena and her 2 friends", "me and 3 others", "he and his 4 cousins"
AND_OTHERS = re.compile(r"(?<![,;]\s)\b(?:and|with)\s+(?:(?:her|his|my|their|our|your)\s+)?(?:other\s+)?$",
                        re.IGNORECASE)  # ("The job took 4 hours, and 3 roommates split": a clause of its own, no one more)

# a part shared out evenly: "the rest are evenly split between walking and biking", "divided equally among"
SHARED_OUT = re.compile(r"\b(?:split|divided|shared)\s+(?:equally|evenly)?|\b(?:equally|evenly)\s+(?:split|divided|shared)\b",
                        re.IGNORECASE)
# the dimension a measure is of, right after it: "3.6 meters long", "0.2 m wide"
DIMENSION_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(long|wide|tall|high|deep|thick)\b", re.IGNORECASE)
# something priced and not bought: "He also looked at a cap that cost $9.00 but did not buy it."
NOT_BOUGHT = re.compile(r"\b(?:did\s+not|didn't|decided\s+not\s+to|chose\s+not\s+to)\s+(?:buy|get|purchase|take|order)\b",
                        re.IGNORECASE)
