"""Numbers that are part of a notation, not quantities: clock times, dates, versions, codes, identifiers,
ordinals, ages and the years that date a story.

A number inside "6:15", "3.11.4", "order number 48213-77" or "the 5th floor" is no operand of the
arithmetic a question asks for: "Set an alarm for 6:15 am" was answered ``6 - 15 = -9``. The checks of
:mod:`occam.abstention` (a function that reads one is declined; the question need not use it) and the
story reader of :mod:`occam.story_cues` (it counts the story's quantities) read them here, by one rule.
"""
from __future__ import annotations

import re

from .numbers import find_numbers, is_money
from .questions import asked as _asked

# notations that are not quantities (in_notation), each tried at the number's span in its own text:
# a colon between digits (6:15, 18:45:30, 3:1, John 3:16), just before or just after the number
_COLON_BEFORE = re.compile(r"(?<=\d:)")
_COLON_AFTER = re.compile(r":\d")
# a clock time without a colon: 6 am, 10pm, 7 p.m., 5 o'clock
_CLOCK_AFTER = re.compile(r"[ \t]?(?:[ap]\.?m\b\.?|o['\u2019]clock\b)", re.IGNORECASE)
# a score of a game told by what follows it: "it was 3-1 to arsenal at halftime", "a 4-4 draw" (the dash is no minus)
_SCORE = re.compile(r"(?<![\d.,-])(\d{1,2})-(\d{1,2})(?![\d.,-])")
_SCORE_AFTER = re.compile(r"\s+(?:to\s+(?!the\b|power\b)[a-z]+(?=\s+(?:at|in|after|before|with)\b|\s*[,.!?])|at\s+(?:half|full)[\s-]?time|win|victory|loss|defeat|lead|draw|tie"
                          r"|in\s+(?:the\s+)?(?:final|game|match|first\s+half|second\s+half))\b", re.IGNORECASE)
# an hour of the day told by the part of the day: "At 6 in the morning", "by 2 in the afternoon", "until 9 at night"
_HOUR_BEFORE = re.compile(r"\b(?:at|by|until|till|from|before|after|around|about|since)\s+$", re.IGNORECASE)
_HOUR_AFTER = re.compile(r"\s+(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night)\b", re.IGNORECASE)
# a hexadecimal literal ("error code 0x80070005" was answered (0 * 80070005) + (0 - 0)): its "x" is no product
_HEX = re.compile(r"\b0[xX][0-9a-fA-F]+\b")
# a version: v2, v1.2, V3 (a v that is a word's first letter; 2v2 is not one)
_VERSION_BEFORE = re.compile(r"(?<=\b[vV])|(?<=[A-Za-z]/)")  # "v2", "HTTP/1.1", "HTTP/2"
# a release named by its product or the word "version" right before it: "Version 3.11", "Python 3.10", "iOS 17.2"
_VERSION_WORD = re.compile(r"\b(?:version|ver\.|release|python|ios|android|windows|macos|ubuntu|debian|java|php|node|firmware"
                           r"|kernel|chrome|firefox|usb|bluetooth|wi-?fi|html|css|http|ipv|hdmi|pcie|opengl|directx"
                           r"|thunderbolt)\s*$", re.IGNORECASE)
# the second release of a pair: "usb 2.0 and 3.0", "Python 3.11 vs 3.12"
_VERSION_PAIR = re.compile(r"\b(?:version|ver\.|release|python|ios|android|windows|macos|java|php|node|firmware|kernel|usb"
                           r"|bluetooth|wi-?fi|html|css|http|hdmi|pcie)\s*\d+(?:\.\d+)+\s+(?:and|or|vs\.?|versus|to)\s+$",
                           re.IGNORECASE)
# three or more groups of digits joined by one separator: 3.11.4, 10.0.0.1, 12.03.2024, 2024-03-05, 5/12/2023
_PARTS = re.compile(r"(?<![\d.])\d+([./-])\d+(?:\1\d+)+(?!\d)")
_PHONE = re.compile(r"\d{3}-\d{3}-\d{4}")
# text-speak: "4 me" (for me), "able 2 tell me" (to tell me)
_TEXT_SPEAK_4 = re.compile(r"\s+(?:me|u|you|us|ya|him|her|them)\b(?!\s*[-+*/x\u00d7\u00f7=]\s*\d)", re.IGNORECASE)
_OPERAND_BEFORE = re.compile(r"(?:\b(?:by|times|plus|minus|into|over|of|and|from|to)\s*|[-+*/x\u00d7\u00f7=^]\s*)$", re.IGNORECASE)
_TEXT_SPEAK_2 = re.compile(r"\s+(?:do|tell|help|know|get|go|be|see|work|figure|find|calculate|compute|check|make|pay|split|add"
                           r"|divide|multiply|subtract|say|show|give|solve)\b", re.IGNORECASE)
_TEXT_SPEAK_2_BEFORE = re.compile(r"\b(?:able|want|wanna|need|needs|have|has|going|got|try|trying|like|love|how|u|you|i|pls"
                                  r"|please|hard|easy|time|way)\s+$", re.IGNORECASE)
_MODEL_YEAR_BEFORE = re.compile(r"\b(?:my|our|his|her|their|a|an|the|old)\s+$", re.IGNORECASE)
_MODEL_YEAR_AFTER = re.compile(r"\s+[A-Z][a-z]+")  # a make or model named after the year: "2015 Civic", "1967 Mustang"
# digits that begin with a 0 and go on (no decimal point), alone or joined by "-" to other digits: "0142", "555-0142",
# "0800-123"; not "0.5", "10", "2-0"
_LEADING_ZERO = re.compile(r"(?<![\d.,])(?:\d+-)?0\d+(?:-\d+)*(?![\d.,]\d)")
# a year: 1800-2099 after "in", "since", "by" ... and before the end of a clause, a function word or a name
# ("In 2021 a library lent ...", "since 1999,", "What happened in 1492?" is before 1800 and left alone);
# "in 2000 steps" and "by 1850 metres" are quantities
_CLASS_OF = re.compile(r"(?i:\b(?:class|batch|graduating\s+class|cohort)\s+of\s+)$")  # "class of 2019"
_YEAR_BEFORE = re.compile(r"(?i:\b(?:in|since|by|until|till|from|during|of|year)\s+|\byear\s+\()$")  # "this year (2024, ugh)"
_YEAR_AFTER = re.compile(r"(?=\s*(?:[,;:!?)]|\.(?!\d)|$)|\s+(?:(?i:a|an|the|and|but|or|we|i|you|he|she|they|there|it|"
                         r"this|that|was|were|is|when|our|my|his|her|their|to|for|at|needs|needed|has|had|calls|called|uses"
                         r"|used|requires|required|says|said|shows|showed)\b|[A-Z]))")  # "Grandma's pattern from 1987 needs 144"
# "one" as the unit of a rate it states: "If one notebook costs $3.25", "one crate holds 24 bottles"
_RATE_OF_ONE = re.compile(r"(?:\s+[a-z]+){1,3}?\s+(?:costs?|holds?|has|weighs?|contains?|needs?|makes?|uses?"
                          r"|carries|seats|lasts|gives)\b", re.IGNORECASE)
_SMALL = {"two": 2, "three": 3, "four": 4}
# "the", "those", "these" right before a number word: a count of what is told ("those two days", "the two numbers")
THE_BEFORE = re.compile(r"\b(?:the|those|these)\s+$", re.IGNORECASE)
_DECIMAL = re.compile(r"\d[\d,]*\.\d+")  # an amount: no identifier ("flight 857") has a decimal point
_WINDOW = 64  # characters either side of a number searched for _PARTS
# a rating on a scale, after a word of rating: "rate my day 7/10", "I'd give it 4.5/5", "scored it 8 out of 10"
_RATING = re.compile(r"(?<![\d./])\d{1,2}(?:\.\d)?\s*(?:/|out\s+of)\s*(?:5|10|100)(?![\d./])", re.IGNORECASE)
_RATING_BEFORE = re.compile(r"\b(?:rate|rates|rated|rating|give\s+it|gave\s+it|i'?d\s+give|would\s+give|solid|easy|honestly"
                            r"|review|stars?)\b[^.?!\d]{0,30}$", re.IGNORECASE)
# a number that names something: "order number is 48213-77", "account no. 5531", "ID: 20931", "zip 94103",
# "PIN 4417", "flight 857", "room 12", "gate 23"
_IDENTIFIER_BEFORE = re.compile(
    r"(?:\b(?:order|account|phone|tracking|serial|reference|ref|invoice|ticket|confirmation|booking|customer"
    r"|member|policy|case|part|item|product|model|bus|house|route|seat|locker|jersey|shirt|van|truck|train|table|lane|card"
    r"|aisle|cabin|apartment|classroom|desk|stall|booth|court|tent|player)"
    r"\s+(?:number|no\.?|#|code|id)"
    r"|(?-i:\b(?:Troop|Den|Squad|Unit|District|Precinct|Cabin|Lab|Studio|Lane|Bay|Ring|Hall|Stage|Block|Wing|Zone|Screen))"  # "Scout Troop 15", "in Ring 2"
    r"|\bid|#|\bzip(?:\s+code)?|\bpostcode|\bpin|\bcode|\bpasscode|\bpassword|\bflight|\broom|\bgate|\bplatform|\bext(?:ension)?\.?"
    r"|\b(?:ward|pier|dock|hangar|berth)"  # "Ward 7", and "ward 7 took 23" typed in lower case: the ward's name
    r"|\b(?:live|lives|lived|living|stay|stays|staying)\s+at\s+(?:number|no\.?|#)"  # "We live at number 42": an address
    r"|\((?:we're|we\s+are|i'm|i\s+am|it's|it\s+is)\s+(?:station|unit|team|crew|squad|number|no\.?|branch|store|site)"  # "(we're station 12)"
    r"|\b(?:at|off|from|to|past|near|by)\s+(?:exit|junction)"  # "stopped at exit 42": a road's exit, no quantity
    r"|\b(?:on|in)\s+(?:floor|grade)|\b(?:from|in)\s+year|\b(?:on|in|by|after|during|for|of)\s+(?:day|week|round|game|level|stage|lap|leg|chapter"
    r"|episode|season|match|hole|part|section|act|volume|book|module|phase)|\bbus|\broute|\bhttp(?:\s+(?:status|error|code))?|\b(?:error|status)\s+code)"
    r"\s*(?:is|was|:|=|#|(?:ends|ending|starts|starting|begins)\s+(?:in|with))?\s*$", re.IGNORECASE)
# a place named by its number, the number right after: "from hide number 3", "pitch no. 14" (not "the number 3", "the
# larger number is 52")
_PLACE_NUMBER_BEFORE = re.compile(
    r"\b(?!(?:the|a|an|any|that|this|what|which|each|every|some|same|lucky|big|small|whole|odd|even|prime|magic|total"
    r"|my|our|your|his|her|their|to|of|by|is|and|or|times|plus|minus|divided|over|than|from|into|with|for|was|are|were"
    r"|multiply|add|subtract|divide|take|square|cube|root|favourite|favorite|one|two|three|another|next|last|first"
    r"|second|third|final|single|only|just|new|random|real|negative|positive|decimal|mystery|secret|larger|smaller"
    r"|bigger|greater|lesser|higher|lower|other|original|starting|unknown|missing|resulting|chosen|given|certain|whole"
    r"|number|numbers)\b)[a-z]{3,}\s+(?:number|no\.)\s*$", re.IGNORECASE)
_CATALOGUE_BEFORE = re.compile(r"(?<!\bi\s)(?<!\bwe\s)(?<!they\s)(?<!you\s)(?<!\bhe\s)(?<!she\s)\b(?:set|kit|sku|catalogue|catalog|lot|part|model|item|article|product)\s*#?\s*$", re.IGNORECASE)
# what a thing costs told after "is": "is 96 for the group", "is 85 a night", "is 12 per person", "is 40 each"
_CHARGED_AFTER = re.compile(r"\s+(?:for\s+(?:the|a|an|one|two|three|four|five|six|each|all|us|everyone|\d)|per|each|apiece"
                            r"|an?\s+(?:night|head|person|hour|day|week|month|go|ticket))\b", re.IGNORECASE)
# a count of those aboard, not the vehicle's number: "Night bus: 38 on board", "the train had 212 passengers"
_ABOARD_AFTER = re.compile(r"\s+(?:on\s+board|aboard|passengers?|riders?|people|persons|seated|standing)\b", re.IGNORECASE)
# a street after a house number: "24 Elm Street", "5th Avenue" is an ordinal (ORDINAL), "118 Birch Rd"
_STREET_AFTER = re.compile(r"\s+(?:[A-Z][a-z]+\s+){1,2}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Court|Ct|Way|Boulevard"
                           r"|Blvd|Place|Pl|Crescent|Close|Terrace|Row)\b\.?")
# an age group's name: "U-10", "U12", "under-12"
_AGE_GROUP = re.compile(r"(?<![A-Za-z])(?:U|[Uu]nder)-?$")
# a route named by its number: "the number 47 bus", "the no. 9 tram", "the #12 train"
_NUMBER_BEFORE = re.compile(r"\b(?:the|a|my|our)\s+(?:number|no\.?|#)\s*$", re.IGNORECASE)
_LINE_AFTER = re.compile(r"\s+(?:bus|tram|train|line|route|ferry|shuttle|streetcar)\b", re.IGNORECASE)
# the next of a list of identifiers: "HTTP 403 and 404", "rooms 12, 14 or 16"
_LIST_BEFORE = re.compile(r"(\d+)(?:\s*,\s*|\s+(?:and|or|vs\.?|versus)\s+)$", re.IGNORECASE)
# a score: two whole numbers joined by a hyphen or dash after a word of winning, losing or a result
_SCORE = re.compile(r"(?<![\d.,])\d{1,3}[-\u2013]\d{1,3}(?![\d/-])(?![.,]\d)(?!\s*=)")
_SCORE_BEFORE = re.compile(r"\b(?:won|win|wins|lost|lose|loses|beat|beats|beaten|drew|draw|tied|tie|ended|ends|finished"
                           r"|score|scored|final|result|leads?|leading|trail(?:s|ed|ing)?)\s+(?:[a-z]+\s+){0,2}$",
                           re.IGNORECASE)
# a unit of measure after a number: a quantity, whatever names it ("Our flight is 2,150 km")
_MEASURE_AFTER = re.compile(r"\s*(?:k?m|cm|mm|km/h|kilomet(?:re|er)s?|met(?:re|er)s?|miles?|kg|g|grams?|kilos?|tonnes?"
                            r"|l|ml|lit(?:re|er)s?|hours?|hrs?|minutes?|mins?|seconds?|days?|weeks?|feet|ft|inch(?:es)?"
                            r"|dollars?|euros?|pounds?|people|passengers|seats|guests|times(?!\s+\d))\b", re.IGNORECASE)  # "rode the bus 10 times"
# a number that orders, dates or ages what is told (in_notation): "the 5th floor", "3 May", "May 3rd"
# ("to the 3rd power" is a power); "9 years old", "a 12-year-old", "aged 78", "age 35", unless the question
# asks an age
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
          r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_ORDINAL_AFTER = re.compile(r"(?:st|nd|rd|th)\b(?!\s+(?:power|root))", re.IGNORECASE)
_POWER_BEFORE = re.compile(r"\bto\s+the\s+$", re.IGNORECASE)  # "5 to the 7th": an exponent, no ordinal
_DAY_AFTER = re.compile(rf"(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\b", re.IGNORECASE)
_DAY_BEFORE = re.compile(rf"\b{_MONTH}\.?\s+$", re.IGNORECASE)
_IN_MONTH = re.compile(rf"\bin\s+{_MONTH}\s+$", re.IGNORECASE)  # "in October 4 students": a count in that month, no day
_AGE_AFTER = re.compile(r"[\s-]*(?:years?|yrs?)[\s-]*(?:old|young)\b", re.IGNORECASE)  # ("78 years young")
_AGE_BEFORE = re.compile(r"\b(?:aged|age)\s*[:=]?\s*$", re.IGNORECASE)
# an age told bare, of a person by name or pronoun, at the end of a clause: "Jake is 12.", "Amir's grandmother,
# who is 78, baked", "Kira turned 10 last week.", "I'm 34 and trying to hit a savings goal" (not "The price is 12.", "Sam is
# 5 km away")
_AGE_BARE_BEFORE = re.compile(r"(?:\b(?!(?:The|This|That|It|Its|There|Here|What|Which)\b)[A-Z][a-z]+|\b(?:he|she|who)"
                              # "Their teacher is 35.": a person named by what they are to the story's ones
                              r"|\b(?:[Hh]is|[Hh]er|[Tt]heir|[Mm]y|[Oo]ur)\s+(?:teacher|coach|mom|dad|mother|father|grandma|grandpa"
                              r"|grandmother|grandfather|aunt|uncle|sister|brother|son|daughter|boss|neighbou?r|cousin))"
                              r",?\s+(?:is|was|turned|turns|is\s+now|just\s+turned)\s+$"  # "The driver, Mr. Obi, is 52."
                              r"|\b(?:I'm|I\u2019m|I\s+am|I\s+(?:just\s+)?turned)\s+$")  # "I'm 34 and trying to save"
_AGE_BARE_AFTER = re.compile(r"\s*(?:[.,;!]|$)|\s+and\s+(?:[a-z]+ed|[a-z]+ing|has|had|loves|likes|wants|needs|i|my)\b|\s+(?:last|this)\s+(?:week|month|year)\b|\s+(?:today|yesterday)\b",
                             re.IGNORECASE)
_AGE_ASKED = re.compile(r"\b(?:old|older|younger|ages?|born|birthdays?|years?)\b", re.IGNORECASE)


def quantities(text: str) -> list:
    """The numbers of ``text`` (:func:`occam.numbers.find_numbers`) that are no notation, no year that
    dates the story and no reference to the story's occasions ("over the two days"): what a story computes
    with."""
    return [n for n in find_numbers(text)
            if not in_notation(text, n.start, n.end) and not is_year(text, n.start, n.end)
            and not is_reference(text, n.start, n.end) and not is_article(text, n.start, n.end)
            and not is_team(text, n.start, n.end)]


# a side named by its ordinal and its size: "The cricket club's first eleven scored 214 runs", "the second fifteen's"
_TEAM_BEFORE = re.compile(r"\b(?:first|second|third|fourth|starting)\s+$", re.IGNORECASE)
_TEAM_AFTER = re.compile(r"(?:'s|\u2019s)|\s*[.,;!?]|\s+(?:scored|won|lost|drew|played|made|beat|batted|bowled|were|was|had"
                         r"|got|finished|took|kicked|ran|score|scores|win|wins|lose|loses|play|plays|make|makes|get|gets|beats|need|needs)\b",
                         re.IGNORECASE)


def is_team(text: str, start: int, end: int) -> bool:
    """Whether the number word at ``text[start:end]`` names a team by its ordinal ("the first eleven scored 214 runs",
    "the second eleven's total"): a side, no count of anything."""
    return (text[start:end].isalpha() and bool(_TEAM_BEFORE.search(text, max(0, start - 10), start))
            and bool(_TEAM_AFTER.match(text, end)))


# "one" as an article: "each one", "in one bed and 19 in the other", "One batch makes 36 cookies"
_EACH_ONE = re.compile(r"\b(?:each|every|any|no|which|different|another|next|other|new|easy|quick|hard|tricky|harder"
                       r"|easier|last|final|simple|big|small|middle|smallest|largest|biggest|smaller|larger|greatest)\s+$", re.IGNORECASE)
_THE_OTHER = re.compile(r"\b(?:the\s+other|another)\b", re.IGNORECASE)
_UNIT_VERB = re.compile(r"\s+(?:[a-z-]+\s+){1,3}?(?:of\s+(?:[a-z-]+\s+){1,3}?)?(?:makes|is|covers|costs|holds|has|weighs|contains"
                        r"|came\s+to|comes\s+to|totall?ed|amounted\s+to|was"
                        r"|lasts|takes|needs|uses|serves|feeds|fills|runs|measures|gives|yields|can\s+hold|can\s+carry"
                        r"|carries|sells\s+for|equals|turns\s+out|produces|prints|bakes)\s+(?:about\s+|exactly\s+)?[$\u00a3\u20ac\u00a5]?\d", re.IGNORECASE)


# a single thing told with its own price or measure: "one eraser for $1.10", "one bag of onions weighing 1.35 kg"
_ONE_PRICED = re.compile(r"\s+(?:[a-z-]+\s+){1,2}(?:of\s+[a-z-]+\s+)?(?:for|at|costing|priced\s+at|weighing|that\s+(?:costs?|weighs?)"
                         r"|which\s+(?:costs?|weighs?))\s+(?:about\s+)?[$\u00a3\u20ac\u00a5]?\d", re.IGNORECASE)

# a sentence about one thing of several, what it has told by a number: "One of the lavender fields has 52 rows"
_ONE_OF_THE = re.compile(r"\s+of\s+(?:the|our|my|his|her|their|its|these|those)\s+(?:[a-z-]+\s+){1,3}?(?:has|had|have|is|was"
                         r"|holds|held|contains|measures|weighs|costs|needs|takes|uses|seats|covers)\s+(?:about\s+|exactly\s+)?"
                         r"[$\u00a3\u20ac]?\d", re.IGNORECASE)

# "one" standing for a thing named before, told by its own measure: "Team Gull built one that was 1.8 metres tall"
_ONE_THAT = re.compile(r"\s+(?:that|which)\s+(?:was|is|were|measured|measures|weighed|weighs|stood|stands|cost|costs|held"
                       r"|holds|lasted|lasts|ran|runs)\b", re.IGNORECASE)
_MADE_BEFORE = re.compile(r"\b(?:built|builds|made|makes|bought|buys|baked|bakes|grew|grows|caught|catches|found|finds|drew"
                          r"|draws|painted|paints|wrote|writes|carved|carves|knitted|knits|sewed|sews|picked|chose|got|gets"
                          r"|has|had|have)\s+$", re.IGNORECASE)
# "one" for a question or a reply in chat: "quick one:", "Nice one.", "another one, please"
_CHAT_ONE = re.compile(r"\b(?:quick|random|easy|simple|hard|tough|tricky|nice|good|great|fun|another|next|last|new|final"
                       r"|different|harder|easier|bonus|small|little|weird|silly|odd|cool|fair)\s+$", re.IGNORECASE)
_CHAT_ONE_AFTER = re.compile(r"\s*(?:[:,.!?;\-\u2014\u2013)]|$)|\s+(?:for\s+(?:you|ya)|here|now|please|pls|then|again)\b",
                             re.IGNORECASE)

# "one" for the form of the reply asked for: "Just need one number: 10,000 divided by 16", "in one word, please"
_ONE_REPLY = re.compile(r"\s+(?:number|answer|figure|value|result|word|line)\s*(?:please\s*|only\s*)?(?:[:.,!?;\u2014\u2013-]|$)",
                        re.IGNORECASE)
_ONE_REPLY_BEFORE = re.compile(r"\b(?:need|needs|want|wants|just|only|give\s+me|in|with|as|reply|answer)\s+(?:with\s+)?(?:just\s+)?$",
                               re.IGNORECASE)


def is_article(text: str, start: int, end: int) -> bool:
    """Whether the word "one" at ``text[start:end]`` stands for "a" or a thing named before and counts nothing of its
    own: "each one", "than a 23 kg one?",
    "28 plants in one bed and 19 in the other", "from one orchard and 2,375 from another", "One batch of my
    recipe makes 36 cookies" (a sentence that gives the unit of a rate)."""
    if text[start:end].lower() != "one":
        return False
    if _EACH_ONE.search(text, max(0, start - 12), start):
        return True
    if re.match(r"-(?:off|time)\b", text[end:], re.IGNORECASE):
        return True  # "a one-off $25 joining fee", "a one-time charge": once, no count
    if _CHAT_ONE.search(text, max(0, start - 12), start) and _CHAT_ONE_AFTER.match(text, end):
        return True  # "random one: 9,999 + 1", "Nice one. Another: ...", "quick one for you"
    if re.search(r"\b(?:how\s+(?:long|much|wide|tall|heavy|big|far)\s+(?:is|was|are|does|do|did|would|will)|(?:price|cost|length"
                 r"|weight|width|size|area)\s+of)\s+$", text[max(0, start - 40):start], re.IGNORECASE) and re.match(r"\s+[a-z]", text[end:]):
        return True  # "How long is one side?", "the price of one box": a single one of them, no count
    if re.search(r"\b(?:what|how\s+much)\s+(?:does|did|would|will|should)\s+$", text[max(0, start - 20):start],
                 re.IGNORECASE) and re.match(r"\s+(?:cost|weigh)\b", text[end:], re.IGNORECASE):
        return True  # "9 notebooks cost $31.50. What does one cost?": a single one of them, no count
    if re.match(r"\s+more\s*(?:[:!,\u2014\u2013-]|question\b|thing\b|for\s+you\b|please\b|pls\b|plz\b|then\b)", text[end:],
                re.IGNORECASE):
        return True  # "One more: 2,048 divided by 64", "one more pls: 17.8 + 6.45": another question, no count
    if _ONE_REPLY.match(text, end) and _ONE_REPLY_BEFORE.search(text, max(0, start - 16), start):
        return True  # "Just need one number: 10,000 / 16", "answer in one word": the reply's form, no count
    if re.match(r"\s*[?.!,;]|\s*$", text[end:]) and re.search(
            r"\b(?:an?|the|this|that|his|her|my|your|our|their)\s+(?:[\w.,$\u00a3\u20ac-]+\s+){1,3}$", text[:start], re.IGNORECASE):
        return True  # "than a 23 kg one?": the word for a thing named before
    if ((re.search(r"\b(?:on|in|for|of|to|at|from|into|with)\s+$", text[max(0, start - 8):start], re.IGNORECASE)
         and re.match(r"\s+[a-z]+(?:'s|\u2019s)?(?:\s+[^.!?]*)?\?", text[end:], re.IGNORECASE)
         or re.match(r"\s+[a-z]+(?:'s|\u2019s)\s+[^.!?]*\?", text[end:], re.IGNORECASE))  # "one roommate's batteries"
            and re.search(r"\b(?:how|what)\b[^.!?]*$", text[:start], re.IGNORECASE)):
        return True  # "What is the value of the markers on one table?": which one the question asks of, no count
    if re.match(r"\s+of\s+(?:the|his|her|their|my|our|its|these|those)\b", text[end:], re.IGNORECASE) and re.search(
            r"\b(?:to|from|into|in|onto|on|off|out\s+of|for|at|with)\s+$", text[max(0, start - 12):start], re.IGNORECASE):
        return True  # "added 3 extra eggs to one of the cartons": which carton, no count
    if _ONE_THAT.match(text, end) and _MADE_BEFORE.search(text, max(0, start - 16), start):
        return True  # "Team Gull built one that was 1.8 metres tall": the thing named before, told by its own measure
    if (start == 0 or re.search(r"[.!?]\s*$", text[:start])) and _ONE_OF_THE.match(text, end):
        return True  # "One of the lavender fields has 52 rows and ...": which field, what it has counted after
    if re.match(r"\s+of\b", text[end:]) or not re.match(r"\s+[a-z]", text[end:], re.IGNORECASE):
        return False  # "one of the boxes", "just one.": a count
    if _THE_OTHER.search(text, end):
        return True
    noun = re.match(r"\s+([a-z]{3,})", text[end:], re.IGNORECASE)
    if noun and re.search(rf"\b(?:that|this|the\s+same)\s+{re.escape(noun[1])}\b", text[end + noun.end():], re.IGNORECASE):
        return True  # "412 books on one wall ... How many books are on that wall now?": the wall, no count
    if _ONE_PRICED.match(text, end):
        return True  # "and one eraser for $1.10", "one bag of onions weighing 1.35 kg": a single thing and its own measure
    opens_a_clause = start == 0 or re.search(r"[.!?]\s*$|,\s*$", text[:start]) is not None  # a sentence's or a clause's:
    # "At the factory where I work, one pressing machine turns out 1,450 buttons an hour"
    return opens_a_clause and bool(_UNIT_VERB.match(text, end))


# the occasions a story counts by ("on Monday ... on Tuesday"), referred back to as a whole: "over the two days"
_OCCASIONS = (r"days|weeks|weekends|months|years|nights|mornings|afternoons|evenings|games|matches|rounds|halves"
              r"|races|trips|visits|sessions|shifts|tests|quizzes|periods|seasons|classes|lessons")
_REFERENCE = re.compile(rf"(?i:\b(?:the|those|these|both|all|last|first|past|previous|next)\s+)$")
_REFERENCE_AFTER = re.compile(rf"(?i:\s+(?:[a-z]+\s+)?(?:{_OCCASIONS})\b)")


def is_reference(text: str, start: int, end: int) -> bool:
    """Whether the number word at ``text[start:end]`` refers back to the occasions the story told one by one:
    "How many pages did she read over the two days?", "in the three games" (a word, not digits: a count written
    in digits is a quantity, "the 3 boxes" is written again where it was counted)."""
    if text[start:end].isalpha() and (_listed_before(text, start, end) or _counts_the_others(text, start, end)):
        return True  # ("How much do these three things weigh together?": the three told)
    if (text[start:end].isalpha() and _OF_US.match(text, end)
            and re.search(r"\b(?:the|all)\s+$", text[max(0, start - 6):start], re.IGNORECASE)
            and re.search(r"\b(?:together|altogether|in\s+all|combined|in\s+total)\b", text[end:], re.IGNORECASE)
            and not re.search(r"\b(?:each|share|shared|split|per|apiece)\b", text[end:], re.IGNORECASE)):
        return True  # "How many did the two of them gather together?": the people named before, no count
    if (text[start:end].isalpha() and _OF_US.match(text, end)
            and re.search(r"\b(?:the|all)\s+$", text[max(0, start - 6):start], re.IGNORECASE)
            and "?" in text[end:] and not re.search(r"[.!?]", text[end:text.index("?", end)])
            and not re.search(r"\b(?:each|share|shared|split|per|apiece|average)\b", text[end:], re.IGNORECASE)
            and not re.search(r"\b(?:share|shared|split|divided|equally)\b", text, re.IGNORECASE)
            and _WORD_COUNTS.get(text[start:end].lower()) == len(_names(text[:start]))):
        return True  # "Jenna sold 34 muffins and Theo sold 26 ... How much did the two of them raise?": the two named
    if (text[start:end].isalpha() and _OPERANDS_BEFORE.search(text, max(0, start - 40), start)
            and _OPERANDS_AFTER.match(text, end)):
        return True  # "And what's the difference between those two?": the two numbers told before, no operand "2"
    if text[start:end].isalpha() and (_PLACE_LABEL.search(text, max(0, start - 12), start)
                                      or _counts_the_prices_after(text, start, end)):
        return True  # "leg one was 148 miles and leg two 203", "my two kids' fees are €45.50 and €38.75"
    if not text[start:end].isalpha() or not _REFERENCE.search(text, max(0, start - 12), start):
        return False
    return bool(_REFERENCE_AFTER.match(text, end)) or _told_one_by_one(text, start, end) or _counted_before(text, start, end)


# the numbers told before, named by how many they are: "the difference between those two", "the sum of these three numbers"
_OPERANDS_BEFORE = re.compile(r"\b(?:between|of|multiply|add|divide|subtract|times)\s+(?:those|these|the|both|all)\s+$",
                              re.IGNORECASE)
_OPERANDS_AFTER = re.compile(r"(?:\s+(?:numbers?|values?|figures?|amounts?|results?|answers?|totals?))?"
                             r"\s*(?:[?.!,]|$|together\b)", re.IGNORECASE)
# a number word that names a part by its place: "leg one", "stage two", "day three" (a label, no count)
_PLACE_LABEL = re.compile(r"\b(?:leg|stage|part|day|round|lap|heat|level|chapter|phase|act|episode|season|step|week|game"
                           r"|match|race|half|quarter|period|set|session|test|quiz|section|unit|module|lesson)\s+$", re.IGNORECASE)


_SHARED = re.compile(r"\b(?:shared?|split|splits|equally|evenly|average|mean|divided|each)\b", re.IGNORECASE)


def _counts_the_prices_after(text: str, start: int, end: int) -> bool:
    """Whether the number word at ``text[start:end]`` counts the prices its own sentence lists after it, and nothing
    else there: "my two kids' swimming fees are €45.50 and €38.75", "Two parcels to post, one cost £3.35 and the other
    £7.85" (the things priced one by one, no count to compute with)."""
    count = _WORD_COUNTS.get(text[start:end].lower())
    stop = re.search(r"[.!?](?:\s|$)|\s[-\u2013\u2014]\s", text[end:])
    sentence_end = end + stop.start() if stop else len(text)
    after = [n for n in find_numbers(text[:sentence_end]) if n.start >= end and not is_article(text, n.start, n.end)]
    return (count is not None and len(after) == count and all(is_money(text, n) for n in after)
            and not re.search(r"\b(?:each|per|apiece|every|a\s+piece)\b", text[end:sentence_end], re.IGNORECASE)
            and not _SHARED.search(text))  # "Three sisters earned $27, $34 and $41 ... shared it equally": the sharers


_NOT_A_NAME = frozenset("The A An At In On Each Every How What Then After Before When If There This That They He She It We "
                        "I His Her Their Our My Today Yesterday Last Some All One Two Three Four Five For From By With "
                        "Mr Mrs Ms Dr".split())


def _names(text: str) -> set[str]:
    """The people ``text`` names: capitalized words inside a sentence, and at a sentence's start where they are no
    common opening word ("Jenna sold 34 muffins and Theo sold 26" -> Jenna, Theo)."""
    inside = re.findall(r"(?<=[a-z,]\s)[A-Z][a-z]+", text)
    opening = [w for w in re.findall(r"(?:^|(?<=[.!?]\s))([A-Z][a-z]+)", text) if w not in _NOT_A_NAME]
    return set(inside) | set(opening)


_LIST_NUM = r"[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?"
_COUNTED_LIST = re.compile(rf"{_LIST_NUM}(?:\s*,\s*{_LIST_NUM})*\s*,?\s+and\s+{_LIST_NUM}\s*(?:[a-z]+\s+){{0,3}}?(?:in|on|over|across|from|for|during)\s+$",
                          re.IGNORECASE)


_OF_US = re.compile(r"\s+of\s+(?:them|us|you|those|these)\b", re.IGNORECASE)


def _listed_before(text: str, start: int, end: int) -> bool:
    """Whether the number word at ``text[start:end]`` counts the list told right before it: "scored 12, 18 and 15
    points in three games" (three numbers, three games)."""
    count = _WORD_COUNTS.get(text[start:end].lower())
    m = _COUNTED_LIST.search(text, max(0, start - 120), start)
    return count is not None and m is not None and m.end() == start and len(re.findall(_LIST_NUM, m[0])) == count


def _counted_before(text: str, start: int, end: int) -> bool:
    """Whether "the three" names again the things the text counted with the same word: "The sum of three
    consecutive integers is 96. What is the smallest of the three?", "the larger of the two integers"."""
    word = text[start:end].lower()
    return word in _WORD_COUNTS and re.search(rf"\b{word}\b", text[:start], re.IGNORECASE) is not None


_WORD_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}


def _told_one_by_one(text: str, start: int, end: int) -> bool:
    """Whether "the two bags" counts things the text told before it one at a time, as many as it says: "A bag of
    oranges weighs 2.35 kg. A bag of potatoes weighs twice as much. What is the combined weight of the two bags?"."""
    count = _WORD_COUNTS.get(text[start:end].lower())
    noun = re.match(r"\s+([a-z]+?)(?:es|s)\b", text[end:], re.IGNORECASE)
    if count is None or noun is None or len(noun[1]) < 3:
        return False
    told = re.findall(rf"\b(?:a|an|one|the\s+other|another)\s+(?:[a-z]+\s+)?{re.escape(noun[1])}e?\b", text[:start], re.IGNORECASE)
    # "One bag of rice weighs 2.5 kg and another weighs 1.35 kg": one more of the thing, its name left out
    others = re.findall(r"\b(?:another|the\s+other(?:\s+one)?)(?=\s+(?:weighs|weighed|costs|cost|is|was|has|had|holds|held"
                        r"|measures|contains|takes|took)\b)", text[:start], re.IGNORECASE)
    return bool(told) and len(told) + len(others) == count


# a model's year: "my 2019 honda", "our 2012 Ford van", "a 2021 MacBook"
_OWNED_BEFORE = re.compile(r"\b(?:my|our|his|her|their|your|a|an|the)\s+$", re.IGNORECASE)
_MODEL_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?(?:car|truck|van|suv|bike|motorbike|motorcycle|scooter|honda|toyota|ford|chevy"
                          r"|chevrolet|nissan|bmw|vw|volkswagen|subaru|mazda|kia|hyundai|tesla|jeep|volvo|audi|mercedes"
                          r"|model|laptop|macbook|iphone|edition)\b", re.IGNORECASE)


def is_year(text: str, start: int, end: int) -> bool:
    """Whether the number at ``text[start:end]`` is a year that dates what is told: four digits from
    1800 to 2099 after "in", "since", "by", "until", "from", "during", "of" or "year", and before the end
    of a clause, a function word or a name ("In 2021 a library lent ...", "since 1999, we", "by 2030
    the town"). "in 2000 steps" and "by 1850 metres" are quantities. A year may still be computed on
    ("born in 1990 ... how old in 2024?"): it is only no number the question must use."""
    digits = text[start:end]
    if not (len(digits) == 4 and digits.isdigit() and 1800 <= int(digits) <= 2099):
        return False
    if _OWNED_BEFORE.search(text, max(0, start - 8), start) and _MODEL_AFTER.match(text, end):
        return True  # "my 2019 honda", "a 2015 Toyota Corolla": a model's year, no quantity
    if _CLASS_OF.search(text, max(0, start - 25), start):
        return True  # "class of 2019 reunion": a graduating year, whatever follows
    return bool(_YEAR_BEFORE.search(text, max(0, start - 8), start)) and bool(_YEAR_AFTER.match(text, end))


# "a hundred and 5", "a million two": a number that starts with "a" and goes on in a way numbers does not join (it
# joins "a hundred and twelve", 112); its last part is read alone, and is only part of it
_A_HUNDRED_AND = re.compile(r"(?i:\ba[ \t]+(?:hundred|thousand|million|billion)[ \t]+(?:and[ \t]+)?)$")


# letters written onto a number ("abc123", "COVID19"); not "x" between two numbers ("3x4"), a log's base ("log2 8"),
# a root ("sqrt2") or a sign word
_GLUED_TO_LETTERS = re.compile(r"(?<![A-Za-z])(?!(?:log|ln|sqrt|exp|sin|cos|x|e|rs|rp|kr|us|hk|usd|eur|gbp|chf|aud|cad|nzd|inr|zar"
                               r"|sgd|jpy|cny|mxn|brl)$)[A-Za-z]{2,}$", re.IGNORECASE)  # "R18.50" (rand): one letter, a currency
# a range: "from 9-11", "between 3-5", "9-11 am"
_RANGE = re.compile(r"\b(?:from|between)\s+(?P<a>\d{1,2}(?::\d\d)?\s*[-\u2013]\s*\d{1,2}(?::\d\d)?)\b"
                    r"|\b(?P<b>\d{1,2}\s*[-\u2013]\s*\d{1,2})\s*(?:am|pm|a\.m\.|p\.m\.|o'clock"
                    # a span of days of a month: "for 3-7 June", "12-15th March"
                    r"|(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?"
                    r"|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b)", re.IGNORECASE)


# an exercise's label at the start of a sentence: "Homework problem 4(b):", "Q3)", "Question 2:", "Exercise 7."
_LABEL_BEFORE = re.compile(r"(?:^|[.!?\n]\s*)\s*(?:[A-Za-z]+\s+)?(?:problem|question|exercise|task|item|part|q|ex|no\.?|#)\s*$",
                           re.IGNORECASE)
_LABEL_AFTER = re.compile(r"\s*(?:\(?[a-z]\))?\s*[:).]\s", re.IGNORECASE)


# a month and a day after a word of time: "on 7/4", "since 3/15" (not "12/4 =", "divide by 3/4": quotients)
_ON_DATE = re.compile(r"\b(?:on|since|until|till)\s+(\d{1,2})/(\d{1,2})\b(?![/.\d])", re.IGNORECASE)


# idioms written with numbers: round the clock, even odds, perfect sight, a day job's hours, hindsight
_IDIOM = re.compile(r"(?<![\d./-])(?:24\s*/\s*7|24-7|50\s*/\s*50|50-50|20\s*/\s*20|9\s*(?:-|to)\s*5)(?![\d./])"
                    r"(?=\s+(?:means?|meaning|support|service|access|availability|care|help|chance|odds|split|vision|hindsight|job"
                    r"|shift|schedule|operation|coverage)\b)",
                    re.IGNORECASE)


_DWELLING_BEFORE = re.compile(r"\b(?:flat|apt\.?|apartment|unit|suite|seat|room|block|house|cabin|berth)\s+$", re.IGNORECASE)


def is_identifier(text: str, start: int, end: int) -> bool:
    """Whether the number at ``text[start:end]`` names something, after a word that says so ("His locker number is
    214", "flight 857", "room 12", "order number is 48213-77"): a label, never an operand; not "Our flight is 2,150 km"
    (a measure after it) nor "The flight is 189.99" (a decimal)."""
    run = start  # the start of the run of digits and separators the number is part of ("48213-77")
    while run > 0 and (text[run - 1].isdigit() or (text[run - 1] in "-/." and run > 1 and text[run - 2].isdigit())):
        run -= 1
    if _NUMBER_BEFORE.search(text, max(0, start - 12), start) and _LINE_AFTER.match(text, end):
        return True  # "the number 47 bus", "the no. 9 tram": a route's name, no quantity
    if _STREET_AFTER.match(text, end) and text[start:end].isdigit():
        return True  # "who lives at 24 Elm Street": a house's number, no quantity
    if _DWELLING_BEFORE.search(text, max(0, start - 12), start) and re.match(r"[A-Z]\b", text[end:]):
        return True  # "flat 3B here lol", "seat 12C": a home's or a seat's name, no quantity
    if (_CATALOGUE_BEFORE.search(text, max(0, start - 16), start) and re.fullmatch(r"\d{4,}", text[start:end])
            and not _MEASURE_AFTER.match(text, end)):
        return True  # "Lego set 42115", "kit 10294": a product's number, no quantity
    if _PLACE_NUMBER_BEFORE.search(text, max(0, start - 30), start) and not _MEASURE_AFTER.match(text, end):
        return True  # "from hide number 3": the hide's name, no quantity
    label = _IDENTIFIER_BEFORE.search(text, max(0, run - 40), run)
    if label is not None and re.search(r"\b(?:is|was)\s*$", label[0], re.IGNORECASE) and _CHARGED_AFTER.match(text, end):
        return False  # "the escape room is 96 for the group": what it costs, no room's number
    return (label is not None and not _MEASURE_AFTER.match(text, end)
            and not _DECIMAL.fullmatch(text, start, end) and not _ABOARD_AFTER.match(text, end))


# a part named by its number: "ep 1", "hole 7", "round 2", "day 3" (a digit after the part's singular noun)
_NUMBERED_PART = re.compile(r"\b(day|round|ep|episode|hole|game|match|leg|stage|level|chapter|lap|heat|quiz|test|lesson|track"
                            r"|session|act|scene|court|lane|race|show|gig|night)\s+(\d{1,2})\b(?![.,]\d)", re.IGNORECASE)


def _numbered_parts(text: str, start: int, end: int) -> bool:
    """Whether the number at ``text[start:end]`` names a part by its number, as another number names another part of
    the same noun ("ep 1 ran 47 minutes and ep 2 ran 63", "hole 7 is 23.5 m long, hole 8 is 31.2 m"): labels told
    side by side, no quantities (one alone, "in round 3", may count)."""
    found = list(_NUMBERED_PART.finditer(text))
    this = next((m for m in found if m.start(2) == start and m.end(2) == end), None)
    return this is not None and any(m[1].lower() == this[1].lower() and m[2] != this[2] for m in found)


# a digit and capital letters that name a kind of thing: "3D", "5G", "4WD", "4K" of a screen ("a 5K run" is a distance)
_NAMED_BY_LETTERS = re.compile(r"(?<![\d.,$\u00a3\u20ac\u00a5])[1-9](?:D|G|WD|K(?=\s+(?:TVs?|tv|telly|screens?|monitors?|video"
                               r"|displays?|camera)\b))\b")


# a time of day told by what starts or ends then: "Shift starts at 8", "the shop opens at 9", "we leave at 6"
_STARTS_AT = re.compile(r"\b(?:starts?|started|starting|begins?|began|opens?|opened|closes?|closed|ends?|ended|finish(?:es|ed)?"
                        r"|kicks?\s+off|leaves?|leaving|departs?|arrives?|lands?)\s+at\s+$", re.IGNORECASE)


def in_notation(text: str, start: int, end: int) -> bool:
    """Whether the number at ``text[start:end]`` (a span of :func:`occam.numbers.find_numbers`) is part
    of a notation that is not a quantity: a hexadecimal literal ("0x80070005"), a clock time (a colon
    between digits, "6:15", "18:45:30"; or "am", "p.m.", "o'clock" after it), a ratio or score with a colon ("3:1"), a version ("v2",
    "v1.2"), or three or more groups of digits joined by one separator: any dotted ones ("3.11.4",
    "10.0.0.1", "12.03.2024"), a date with "/" or "-" ("5/12/2023", "2024-03-05": a four-digit year
    first with a month and day, or a day and month (either order) then a two- or four-digit year), a
    phone number ("555-123-4567"), or a number named as an identifier ("order number is 48213-77",
    "ID: 20931", "zip 94103", "flight 857", "room 12"). Two groups are arithmetic: "12/4", "10-20",
    "2.5"; so are "100/5/2" and "50-20-10", which are no dates, but a month and a day after a word of time are
    ("we got him on 7/4", "since 3/15"). An ordinal ("the 5th floor"; "to the
    3rd power" and "5 to the 7th" are powers), a day of a month ("On 3 May", "May 3rd") and an age
    where the question asks none ("Lily, who is 9 years old, has 34 seashells", "a 12-year-old", "aged
    78", "age 35") order, date or age what is told: the textbook's distractors, never a quantity of the
    arithmetic. "one" as the unit of a rate ("If one notebook costs $3.25, how much do 8 cost?") and
    "those two days" of a question about the two numbers told are no operands either."""
    if _COLON_BEFORE.match(text, start) or _COLON_AFTER.match(text, end) or _CLOCK_AFTER.match(text, end):
        return True
    if any(m.start() <= start < m.end() for m in _IDIOM.finditer(text)):
        return True  # "what 24/7 means", "a 50/50 chance", "20/20 vision": an idiom written with numbers, no quotient
    for m in _RATING.finditer(text, max(0, start - 8), min(len(text), end + 8)):
        if m.start() <= start < m.end() and _RATING_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            return True  # "rate my day 7/10 tbh": a rating out of a scale, no quotient
    for m in _SCORE.finditer(text, max(0, start - 3), min(len(text), end + 3)):
        if m.start() <= start < m.end() and _SCORE_AFTER.match(text, m.end()):
            return True  # "it was 3-1 to arsenal at halftime": a score, no subtraction
    if (_HOUR_AFTER.match(text, end) and _HOUR_BEFORE.search(text, max(0, start - 8), start)
            and re.fullmatch(r"(?:[1-9]|1[0-2])", text[start:end])):
        return True  # "At 6 in the morning": an hour of the day, no quantity
    if (_STARTS_AT.search(text, max(0, start - 24), start) and re.fullmatch(r"(?:[1-9]|1\d|2[0-4])", text[start:end])
            and not _MEASURE_AFTER.match(text, end) and not re.match(r"\s*(?:%|percent|per\b|each\b|a\s+\w+)", text[end:])):
        return True  # "Shift starts at 8 tomorrow", "the shop opens at 9": an hour of the day, no quantity
    if _LABEL_BEFORE.search(text, max(0, start - 30), start) and _LABEL_AFTER.match(text, end):
        return True  # "Homework problem 4(b): Evaluate ...", "Q3) Find ...": the exercise's label, no quantity
    if _numbered_parts(text, start, end):
        return True  # "ep 1 ran 47 minutes and ep 2 ran 63", "hole 7 is 23.5 m long, hole 8 is 31.2 m": labels
    if _GLUED_TO_LETTERS.search(text, max(0, start - 12), start) and text[start:start + 1].isdigit():
        return True  # "abc123", "COVID19", "B12": a code written with letters, no quantity
    if _NAMED_BY_LETTERS.match(text, start):
        return True  # "a 3D printer", "a 5G phone", "our 4WD", "a 4K telly": a name, no quantity
    if re.match(r"[\s-]*a[\s-]side\b", text[end:end + 10], re.IGNORECASE):
        return True  # "a 5-a-side team", "seven-a-side": the game's name, no count told
    for m in _RANGE.finditer(text, max(0, start - 20), min(len(text), end + 12)):
        group = "a" if m["a"] else "b"
        if m.start(group) <= start < m.end(group):
            return True  # "from 9-11 tomorrow", "9-11 am": a range of times or sizes, no difference
    for m in _ON_DATE.finditer(text, max(0, start - 12), min(len(text), end + 6)):
        if m.start(1) <= start < m.end(2) and 1 <= int(m[1]) <= 12 and 1 <= int(m[2]) <= 31:
            return True  # "we got him on 7/4", "since 3/15": a month and a day, no quotient
    if _VERSION_WORD.search(text, max(0, start - 16), start) or _VERSION_PAIR.search(text, max(0, start - 40), start):
        return True  # "Version 3.11", "Python 3.10", "iOS 17.2", "usb 2.0 and 3.0": a release's name, decimal point and all
    if _VERSION_BEFORE.match(text, start) or any(m.start() <= start and end <= m.end() for m in _HEX.finditer(text)):
        return True
    ordinal = _ORDINAL_AFTER.match(text, end) and not _POWER_BEFORE.search(text, max(0, start - 12), start)
    digits = text[start:end]
    dated = digits.isdigit() and (1 <= int(digits) <= 31 or len(digits) == 4 and 1800 <= int(digits) <= 2099)
    if ordinal or dated and (_DAY_AFTER.match(text, end) or _DAY_BEFORE.search(text, max(0, start - 12), start)
                             and not re.match(r"\s+(?:of\s+(?:them|these|those|us)|new|more|extra|additional)\b",
                                              text[end:], re.IGNORECASE)
                             and not (_IN_MONTH.search(text, max(0, start - 14), start)
                                      and re.match(r"\s+[a-z]+s\b", text[end:]))):  # "In October 4 students moved away"
        return True  # "March 12", "5 May", "in May 2024"; not "In March 128 were borrowed" nor "In June 6 of them left", "in May 13 new ones"
    bare_age = _AGE_BARE_AFTER.match(text, end) and _AGE_BARE_BEFORE.search(text, max(0, start - 30), start)
    if ((_AGE_AFTER.match(text, end) or _AGE_BEFORE.search(text, max(0, start - 8), start) or bare_age)
            and not _AGE_ASKED.search(_asked(text)) and (text[start:end].isalpha() or re.fullmatch(r"\d{1,3}", text[start:end]) and int(text[start:end]) <= 130)):
        return True  # (an age is a whole number a life may reach: "Paycheck was 2,400" tells no age)
    if _AGE_GROUP.search(text, max(0, start - 8), start):
        return True  # "Coach Kim's U-10 team", "the under-12s": an age group's name, no quantity
    if is_identifier(text, start, end):
        return True  # "flight 857", not "Our flight is 2,150 km", "The room is 5.5 m by 4 m" nor "The flight is 189.99"
    if ((m := _LIST_BEFORE.search(text, max(0, start - 16), start)) is not None and not _DECIMAL.fullmatch(text, start, end)
            and _IDENTIFIER_BEFORE.search(text, max(0, m.start(1) - 40), m.start(1))):
        return True  # "HTTP 403 and 404": the next identifier of a list
    for m in _SCORE.finditer(text, max(0, start - 4), min(len(text), end + 4)):
        if m.start() <= start and m.end() >= end and _SCORE_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            return True  # "Our team won 4-1 last night", "the game ended 3–2"
    if _counts_the_others(text, start, end):
        return True  # "How far did she run on those two days?": the count of what is told, no operand
    if _A_HUNDRED_AND.search(text, max(0, start - 24), start):
        return True  # "a hundred and 5 apples": 5 is the end of 105, which numbers does not read ("a hundred and twelve" it does)
    if (text[start:end].lower() == "one" and re.match(r"\s+more(?:\s+(?:question|thing|one|time|q|quick\s+one))?\s*[,:!\u2014-]",
                                                      text[end:], re.IGNORECASE)
            and re.fullmatch(r"(?:.*[.!?]\s+)?\W*(?:(?:ok(?:ay)?|and|now|so|great|thanks|thx)\W+)*", text[:start],
                             re.IGNORECASE | re.DOTALL)):
        return True  # "one more, 918 / 27": the next question, no number of it
    if text[start:end].lower() == "one" and _RATE_OF_ONE.match(text, end):
        return True  # "If one notebook costs $3.25": the unit of a rate, no operand (8 * 3.25, not 8 * 1)
    if (len(digits) == 4 and digits.isdigit() and 1900 <= int(digits) <= 2099 and _MODEL_YEAR_AFTER.match(text, end)
            and _MODEL_YEAR_BEFORE.search(text, max(0, start - 8), start)):
        return True  # "in my 2015 Civic", "a 1967 Mustang": the model's year, no quantity
    if digits in ("2", "4") and not _OPERAND_BEFORE.search(text, max(0, start - 12), start) and (
            _TEXT_SPEAK_4.match(text, end) if digits == "4" else
                                 _TEXT_SPEAK_2.match(text, end) and _TEXT_SPEAK_2_BEFORE.search(text, max(0, start - 12), start)):
        return True  # "wats 12 x 15 4 me", "r u able 2 tell me": text-speak for "for" and "to", no number
    for m in _LEADING_ZERO.finditer(text, max(0, start - 12), min(len(text), end + 12)):
        if m.start() <= start and end <= m.end():
            return True  # "call me back at 555-0142", "PIN 0427": a leading zero writes a code, no quantity
    lo, hi = max(0, start - _WINDOW), min(len(text), end + _WINDOW)
    for m in _PARTS.finditer(text, lo, hi):
        if m.start() < end and m.end() > start and _is_code(m.group(), m.group(1)):
            return True
    return False


def _counts_the_others(text: str, start: int, end: int) -> bool:
    """Whether the number word at ``text[start:end]`` ("two", "three") follows "the", "those" or "these"
    in the question and counts the text's other numbers: "6.4 km on Monday and 8.15 km on Tuesday. How
    far did she run on those two days combined?" """
    word = text[start:end].lower()
    if word not in _SMALL or not THE_BEFORE.search(text, max(0, start - 8), start):
        return False
    question = _asked(text)
    at = text.rfind(question) if question else -1
    if at < 0 or not at <= start < at + len(question):
        return False
    others = [n for n in find_numbers(text) if n.start != start]
    return len(others) == _SMALL[word]


def _is_code(run: str, sep: str) -> bool:
    """Whether ``run``, groups of digits joined by ``sep``, is a dotted code, a date or a phone number."""
    if sep == ".":
        return True  # 1.2.3 is no number
    if sep == "-" and _PHONE.fullmatch(run):
        return True
    parts = run.split(sep)
    if len(parts) != 3:
        return False
    x, y, z = (int(p) for p in parts)
    if len(parts[0]) == 4:  # 2024-03-05, 2024/3/5
        return 1 <= y <= 12 and 1 <= z <= 31
    # 5/12/2023, 12-25-24: a day and a month in either order, then the year
    return len(parts[2]) in (2, 4) and 1 <= x <= 31 and 1 <= y <= 31 and min(x, y) <= 12
