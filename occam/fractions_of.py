"""A fraction of a told whole, or what is left of it: "There were 64 birds on a tree. Half of them flew away. How many
birds are left?" -> ``64 - 64 / half``; "A class has 30 students. One third of them walk to school. How many students
walk to school?" -> ``30 / third``; "two thirds of it" -> ``W * two / thirds``.

AddSub, SingleEq and SVAMP tell a part this way, and no other reader takes a fraction word for a number. The story
tells one whole, one number before the fraction (in an earlier sentence, or right after its "of": "Half of the 30
students are girls"), and one fraction of it: "half", "a third", "one quarter", "two fifths", "three quarters"
(:data:`DENOMINATORS`; the fraction's numbers are the words', inputs at the words). The question asks either that
part (it shares a word with the fraction's sentence: "flew away", "walk to school", "on a book") or the rest ("left",
"remain", "the rest", "not", "now"). Any other number, a second fraction, a sentence that splits the whole further
("... and the rest are blue") or a question that asks neither is None.
"""
from __future__ import annotations

import re

from .asides import singulars
from .notation import quantities
from .numbers import Number
from .questions import asked
from .story_plans import Plan, evaluate, relabel

# a fraction word -> the whole's parts it counts one of
DENOMINATORS = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
                "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "eighth": 8, "eighths": 8, "tenth": 10, "tenths": 10}
NUMERATORS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "seven": 7, "nine": 9}
_ANY_FRACTION = re.compile(r"\b(?:" + "|".join(DENOMINATORS) + r")\b|\d+\s*/\s*\d+|%|\bpercent\b", re.IGNORECASE)
_PART = re.compile(r"\b(?:(?P<n>" + "|".join(NUMERATORS) + r")[\s-]+)?(?P<f>" + "|".join(DENOMINATORS) + r")\s+of\s+"
                   r"(?P<of>them|it|(?:the|his|her|their|its|my|our|these|those|all)\b)", re.IGNORECASE)
_REST_ASKED = re.compile(r"\b(?:left|remain\w*|rest|others?|still|not|n't|no\s+longer|now|keep|kept)\b", re.IGNORECASE)
# the fraction's sentence splits the whole further: "Half of them are red and the rest are blue"
_SPLITS = re.compile(r"\b(?:rest|others?|remaining|remainder)\b", re.IGNORECASE)
_REST_NAMED = re.compile(r"\b(?:and\s+)?the\s+(?:rest|remainder|others)\s+(?:(?:are|were|is|was|went)\s+)?(?P<y>[^.!?]+)",
                         re.IGNORECASE)
_STOP = {"the", "a", "an", "of", "them", "it", "his", "her", "their", "its", "my", "our", "is", "are", "was", "were", "to",
         "on", "in", "at", "for", "and", "how", "many", "much", "what", "did", "does", "do", "he", "she", "they", "there",
         "all", "these", "those", "with", "by", "from", "be", "been", "have", "has", "had", "will", "would", "then", "that",
         "this", "money", "cost", "costs", "we", "i", "you"}
_WORD = re.compile(r"[a-z]+", re.IGNORECASE)
_SENTENCES = re.compile(r"(?:[^.!?]|(?<=\d)\.(?=\d))+[.!?]?")


def _words(text: str) -> set[str]:
    """The content words of ``text``, each by its first five letters (a crude stem: "spend"/"spent", "walks"/"walk")."""
    return {w.lower()[:5] for w in _WORD.findall(text) if w.lower() not in _STOP and len(w) > 2}


def fraction_of(text: str) -> Plan | None:
    """The part of the one told whole that the fraction names, or the rest of it (see the module docstring), or
    None."""
    if len(text) > 400:
        return None
    request = asked(text)
    at = text.rfind(request)
    if at <= 0 or not re.match(r"\W*(?:how\s+(?:many|much)|what)\b", request, re.IGNORECASE):
        return None
    story = text[:at]
    parts = list(_PART.finditer(story))
    if len(parts) != 1 or len(_ANY_FRACTION.findall(text)) != 1:
        return None  # no fraction, two of them, or a fraction in the question as well
    m = parts[0]
    sentence = next(s for s in _SENTENCES.finditer(story) if s.start() <= m.start() < s.end())
    rest_named = None  # "and the rest on books": the rest, named by what it went to
    if _SPLITS.search(sentence[0]):
        rest_named = _REST_NAMED.search(sentence[0])
        if rest_named is None or len(_SPLITS.findall(sentence[0])) > 1:
            return None
    numbers = quantities(text)
    numerator_word = m["n"] or ("a" if m["f"].lower() in ("half", "halves") else None)
    if numerator_word is None:
        return None  # "thirds of them": how many is not said
    written_numerator = [n for n in numbers if m.start() <= n.start < m.end()]
    wholes = [n for n in numbers if n not in written_numerator]
    if len(wholes) != 1 or len(written_numerator) > 1:
        return None
    whole = wholes[0]
    right_after_of = re.fullmatch(r"(?:the|his|her|their|its|my|our|these|those|all)\s+", text[m.start("of"):whole.start],
                                  re.IGNORECASE) is not None and m["of"].lower() not in ("them", "it")
    if not (whole.end <= sentence.start() or right_after_of):
        return None  # the whole must be told before the fraction: "Half of a number is 20" asks the whole
    numerator = NUMERATORS[numerator_word.lower()]
    if numerator >= DENOMINATORS[m["f"].lower()]:
        return None
    denominator = Number(float(DENOMINATORS[m["f"].lower()]), m.start("f"), m.end("f"), m["f"])
    inputs = [whole, denominator]
    x = [("x", 0), ("x", 1), ("x", 2)]
    part = ("div", (x[0], x[1]))
    if numerator > 1:
        num = written_numerator[0] if written_numerator else Number(float(numerator), m.start("n"), m.end("n"), m["n"])
        inputs.append(num)
        part = ("div", (("mul", (x[0], x[2])), x[1]))
    implied = {1} | ({2} if numerator > 1 and not written_numerator else set())
    # the part asked: the question shares a word with the fraction's sentence that the whole's does not tell
    whole_sentence = next((s[0] for s in _SENTENCES.finditer(story) if s.start() <= whole.start < s.end()), "")
    whole_words = _words(" ".join(text[whole.end:].split()[:2])) | (_words(whole_sentence) if not right_after_of else set())
    told = _words(sentence[0][:rest_named.start()] if rest_named else sentence[0]) - whole_words
    if rest_named is not None:
        rest_words, asked_words = _words(rest_named["y"]) - whole_words, _words(request)
        if bool(rest_words & asked_words) == bool(told & asked_words):
            return None  # the question asks neither the part nor the named rest alone, or both
        tree = ("sub", (x[0], part)) if rest_words & asked_words else part
    elif _REST_ASKED.search(request):
        tree = ("sub", (x[0], part))
    elif told & _words(request):
        tree = part
    else:
        return None
    share = evaluate(part, [n.value for n in inputs])
    if share is None or (whole.value == int(whole.value) and share != int(share) and not _money(text)):
        return None  # half of 45 marbles: a misreading
    order = sorted(range(len(inputs)), key=lambda i: inputs[i].start)
    slots = {old: new for new, old in enumerate(order)}
    plan = Plan(relabel(tree, slots), tuple(inputs[i] for i in order), "total", "",
                implied=frozenset(slots[i] for i in implied))
    value = plan.value
    return plan if value is not None and value > 0 else None


def _money(text: str) -> bool:
    return bool(re.search(r"[$\u00a3\u20ac]|\b(?:dollars?|euros?|pounds?|cents?|money|kg|litres?|liters?|metres?|meters?"
                          r"|km|miles?|hours?|cups?)\b", text, re.IGNORECASE))
