"""The words the reader of one-step stories and relations goes by (:mod:`occam.one_step`): data, apart from the
reading. Each is a regular expression or a set, with an example of what it reads."""
from __future__ import annotations

import re

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
                            r"|earn|earned|weigh|spend|spent|owe|save|saved|need|get|make|made|remain\w*)\b", re.I)
THING_AFTER = re.compile(r"\s*((?:[A-Za-z]+\s*){0,1})")
# a whole of both sides, or a shape's: "together they have 84 coins", "its perimeter is 46 m"
WHOLE = re.compile(r"\b(?:together|altogether|in\s+all|in\s+total|total|sum|combined|both|perimeter|area|average)\b",
                   re.IGNORECASE)
# names of a whole made of two kinds told apart ("412 girls and 389 boys": students, pupils, children)
WHOLES = frozenset("student pupil child children kid people person animal pet player member worker employee "
                   "fruit vegetable flower tree plant bird vehicle coin ball toy book singer musician athlete "
                   "runner swimmer insect fish reptile mammal visitor guest customer passenger item dessert treat "
                   "snack drink beverage sweet pastry instrument tool shape card stamp sticker vote ticket".split())
ASKED_THING = re.compile(r"\bhow\s+many\s+([a-z]+)", re.IGNORECASE)
CLAUSE_BREAK = re.compile(r"[.!?;]\s+|,\s*|\s+(?:and|but|which|while|who)\s+", re.IGNORECASE)
NOT_CONTENT = frozenset(
    "and or the a an in on at for to with by from of into per each every is are was were be been has have had does "
    "do did can could will would should he she it they we you i me him her his hers its their them our us my your "
    "who which that this these those there than as how many much what more less fewer times some all now".split())

# a question that asks how much or how many: "How far", "How old"
HOW_MUCH = re.compile(r"\bhow\s+(?:many|much|far|long|old|heavy|tall|high|deep|wide|big|fast)\b", re.IGNORECASE)
