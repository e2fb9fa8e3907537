"""Which one operation a one-step story's own words point to: a second reader beside the decoders.

A story that names no operation ("Maria has 48 stickers and buys 27 more. How many does she have
now?") leaves the operation to the decoders' reading of it, and they read a new story wrong about one
time in four with probability ~1 ("A printer prints 35 pages a minute. How many minutes to print 1,225
pages?" -> ``1,225 * 35``). :func:`story_operation` reads the story apart from them, by the words a
reader of arithmetic stories goes by, and says which operation they point to, or None when they do not
settle it. ``occam.abstention`` lets OccamNet answer such a story only where both readers agree: the
cues alone are no answer (they never choose the numbers), and the decoders alone are not sure enough.

The cues are deliberately narrow; where a story could be read two ways they say nothing:

- a change: a verb of gain ("buys 27 more", "rose by 12", "got on") points to a sum, a verb of loss
  ("spent", "ate", "flew away", "cuts off") to a difference, in the statements (not the question);
- a rate ("24 pencils in each box", "1.65 per litre", "850 km/h", "bags of 6"): a quotient where the
  question asks how many of the rate's own unit ("How many bags?", "How many minutes?"), a product
  where another number counts that unit ("in 15 boxes", "30 litres", "3 hours") and the question asks
  for no other count ("How many can I buy?" is not settled, nor is "How long to ride 45 km?").

They say nothing where a known result makes the start or the change the unknown ("has 12 left", "now
has", "in all", "some", "ended with 41"), where the question asks for the change itself ("How many did
she eat?") or for a start ("How many before the last round?"), where gain and loss are both told, where
a change comes with a rate, or where a price is paid or got ("had 20.00 and bought a sandwich for 6.85":
buying lowers the money one has, selling raises it). The words are data, below.
"""
from __future__ import annotations

import re
from typing import Literal

from .questions import asked as asked_of, told as told_of

Operation = Literal["add", "sub", "mul", "div"]

# verbs that add to what the subject has; "N more" ("gave him 8 more", "buys 27 more") but not "more than"
GAIN = (r"gets?|got|receives?|received|finds?|found|collects?|collected|wins?|won|gains?|gained"
        r"|picks?\s+up|picked\s+up|rises?|rose|risen|increase[sd]?|grows?|grew|climbs?|climbed|joins?|joined"
        r"|arrives?|arrived|got\s+on|gets\s+on|another|(?<!how\s)(?<!how\smany\s)(?<!how\smuch\s)more(?!\s+than)")
# verbs that take from it ("ate", "gave 11 away", "cuts off 4.8 m", "flew away")
LOSS = (r"spends?|spent|ate|eats?|eaten|sold|sells?|lost|loses?|broke|breaks?|broken|used|uses?"
        r"|(?:gave|gives?|given|took|takes?|taken|threw|throws?|thrown|flew|flies|fly|ran|runs|drove|drives|walked"
        r"|swam|hopped|floated|blew|cuts?)\s+(?:[\w.,$]+\s+){0,3}?(?:away|off)|removed?|removes|fell|falls?|dropped|drops?"
        r"|decrease[sd]?|discount(?:s|ed)?|reduced?|reduces|lowered|got\s+off|gets\s+off|donated?|donates|popped|burst|melted"
        r"|missing")
# a known result or an unknown start: the unknown is then the start or the change, and the verb misleads
RESULT_KNOWN = (r"now|left|remain(?:s|ing|ed)?|still|in\s+all|altogether|in\s+total|total|some|a\s+few|several"
                r"|a\s+number\s+of|end(?:s|ed)?(?:\s+up)?|finish(?:es|ed)?|after(?:wards)?|then\s+(?:had|has|have)"
                r"|reach(?:es|ed)?|(?:to|from)\s+(?:[$\u20ac\u00a3]\s?)?-?\d+")  # "rose 8.5 to 21.3": the end is told
# a question that asks for a start ("How many before the last round?", "at first", "to start with")
START_ASKED = r"before|at\s+first|start(?:s|ed|ing)?|began|begin(?:s|ning)?|originally|initial(?:ly)?|earlier"
# a price paid or got for something ("bought a sandwich for 6.85", "sold his bike for 120"): for money
# the verb's direction turns (buying lowers what one has), so a verb settles nothing
PRICE = r"\bfor\s+(?:[$\u20ac\u00a3]\s?)?\d"
# a rate: "each", "per", "every", "apiece", "a minute", "an hour", "km/h", "bags of 6", "rows with 42 ... in each row"
RATE_UNIT = r"\b(?:each|per|every|an?)\s+([a-z]+)|/\s?([a-z]+)\b|\b([a-z]+?)e?s\s+of\s+\d"
RATE = RATE_UNIT + r"|\b(?:each|per|every|apiece)\b"  # a rate with its unit first

_GAIN = re.compile(rf"\b(?:{GAIN})\b", re.IGNORECASE)
_LOSS = re.compile(rf"\b(?:{LOSS})\b", re.IGNORECASE)
_RESULT_KNOWN = re.compile(rf"\b(?:{RESULT_KNOWN})\b", re.IGNORECASE)
_START_ASKED = re.compile(rf"\b(?:{START_ASKED})\b", re.IGNORECASE)
_PRICE = re.compile(PRICE, re.IGNORECASE)
_RATE = re.compile(RATE, re.IGNORECASE)
# "an hour", "a day": the article is a rate only before a unit of time or measure
_UNITS = frozenset("second minute hour day week month year night morning kilo kg kilogram gram litre liter metre meter km "
                   "mile piece item box bag page lap trip person head dozen".split())
_ALIASES = {"h": "hour", "hr": "hour", "min": "minute", "sec": "second", "kilo": "kg", "kilogram": "kg",
            "liter": "litre", "meter": "metre"}
_HOW_MANY = re.compile(r"\bhow\s+many\s+(?:more\s+)?([a-z]+)", re.IGNORECASE)
_COUNTED = re.compile(r"\d(?:[\d,]*\d)?(?:\.\d+)?\s*([a-z]+)", re.IGNORECASE)  # "15 boxes", "3 hours", "30 litres"


def _forms(word: str) -> frozenset[str]:
    """The word and the singulars it may be ("boxes" -> box, boxe; "shelves" -> shelf, shelve; "hours"
    -> hour; "h" -> hour): two words name one unit where their forms meet."""
    word = _ALIASES.get(word.lower(), word.lower())
    forms = {word}
    for end, to in (("ies", "y"), ("ves", "f"), ("es", ""), ("s", "")):
        if word.endswith(end) and len(word) > len(end) + 2:
            forms.add(word[: -len(end)] + to)
    return frozenset(_ALIASES.get(f, f) for f in forms)


def _rate_units(text: str) -> set[str] | None:
    """The units ``text`` gives a rate per, with their forms (:func:`_forms`: "box" for "24 pencils in
    each box", "hour" for "850 km/h", "bag" for "bags of 6"), the empty set for a bare "each"/"per",
    None for no rate."""
    found = None
    for m in _RATE.finditer(text):
        unit = next((g for g in m.groups() if g), None)
        if unit is None:
            found = found or set()
            continue
        if m.group(0).lower().startswith(("a ", "an ")) and not _forms(unit) & _UNITS:
            continue  # "a square", "an area": no rate
        found = (found or set()) | _forms(unit)
    return found


def story_operation(text: str) -> Operation | None:
    """The one operation of + - * / that the words of the story ``text`` point to, or None when they
    do not settle one (see the module docstring). "Maria has 48 stickers and buys 27 more. How many
    does she have now?" -> ``"add"``; "There were 63 birds on a tree and 27 flew away. How many are
    still there?" -> ``"sub"``; "Each box holds 24 pencils. How many pencils are in 15 boxes?" ->
    ``"mul"``; "A bakery packed 312 muffins into bags of 6. How many bags did they fill?" -> ``"div"``;
    "Sam had some marbles and lost 12. Now he has 30. How many did he have?" -> None."""
    told, asked = told_of(text), asked_of(text)
    gain, loss = bool(_GAIN.search(told)), bool(_LOSS.search(told))
    units = _rate_units(text)  # "if she reads 12 pages a day?": a question may give the rate
    if units is not None:
        if gain or loss:
            return None  # a change and a rate: two steps, or a rate of change
        asked_unit = _HOW_MANY.search(asked)
        if asked_unit and _forms(asked_unit.group(1)) & units:
            return "div"  # "How many bags?" of "bags of 6"; "How many minutes?" of "35 pages a minute"
        counted = any(_forms(m.group(1)) & units for m in _COUNTED.finditer(text))
        if counted and (asked_unit is None or asked_unit.group(1).lower() in told.lower()):
            return "mul"  # "in 15 boxes" of "24 pencils in each box", asking for pencils or a price
        return None
    if gain == loss or _RESULT_KNOWN.search(told) or _GAIN.search(asked) or _LOSS.search(asked):
        return None
    if _START_ASKED.search(asked) or _PRICE.search(text):
        return None
    return "add" if gain else "sub"
