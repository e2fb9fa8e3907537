"""A length cut into equal pieces, then a piece trimmed or some pieces used: two steps on one piece's length.

"A ribbon 9.6 metres long is cut into 4 equal pieces. Then 0.35 metres is trimmed off each piece. How long is each
piece now?" -> ``(9.6 / 4) - 0.35`` ("glued a 0.75-meter strip to the end of one plank": ``+ 0.75``); "A plumber had a pipe 7.2 metres long. He cut it into 6 equal sections and used 4
of them. How many metres of pipe did he use?" -> ``(7.2 / 6) * 4``.

The story tells exactly three quantities in this order: the whole's length (a unit of length), the count of equal
pieces it is cut into ("cut into 6 equal pieces", "sawed into 3 equal lengths"), and either a length in the same unit
taken off a piece ("trims 0.15 m off one of the pieces", "0.35 metres is trimmed off each piece", "sanded 0.05 metres
off") with the question asking a piece's length, or a count of pieces used (or kept, sold, given away) with the
question asking the length used. Anything else is None.
"""
from __future__ import annotations

import re

from .questions import asked
from .story_cues import story_quantities, unit_forms
from .story_plans import Plan

_LENGTH = re.compile(r"\s*-?\s*(km|kilomet(?:re|er)s?|m|metres?|meters?|cm|centimet(?:re|er)s?|mm|millimet(?:re|er)s?"
                     r"|feet|foot|ft|inch(?:es)?|in|yards?|yd)\b", re.IGNORECASE)
_PIECE = r"(?:pieces?|sections?|lengths?|parts?|strips?|segments?|bits?|planks?|boards?|rods?|pipes?|ribbons?|cords?)"
_INTO = re.compile(r"\b(?:cut|cuts|sawed|sawn|saws|saw|divided|divides|split|splits|chopped|snipped)\b.{0,30}?\binto\s+$",
                   re.IGNORECASE)  # "cut it into", "cut a 5.4-meter board into"
_EQUAL_PIECES = re.compile(rf"\s+(?:equal|equally\s+long|identical|same-length)\s+(?:[a-z]+\s+)?{_PIECE}\b", re.IGNORECASE)
_TAKEN_OFF = re.compile(r"\b(?:trim(?:s|med)?|cut(?:s)?|sand(?:s|ed)?|shave[sd]?|saw(?:s|ed)?|snip(?:s|ped)?|remove[sd]?"
                        r"|take[sn]?|took|file[sd]?)\b[^.?!]*?$|^[^.?!]*?\b(?:is|are|was|were)\s+(?:trimmed|cut|sanded|shaved"
                        r"|sawed|sawn|snipped|removed|taken|filed)\b", re.IGNORECASE)
_OFF_A_PIECE = re.compile(rf"\b(?:off|from)\s+(?:each|every|one|the|that|a)\s+(?:of\s+the\s+)?(?:[a-z]+\s+)?{_PIECE}\b"
                          rf"|\boff\s+(?:each|one)(?:\s+of\s+them)?\b", re.IGNORECASE)
_ADDED_ON = re.compile(r"\b(?:glue[sd]?|add(?:s|ed)?|attach(?:es|ed)?|tape[sd]?|tie[sd]?|sew(?:s|ed)?|sewn|join(?:s|ed)?"
                       r"|weld(?:s|ed)?|nail(?:s|ed)?|screw(?:s|ed)?)\b[^.?!]*?$", re.IGNORECASE)
_ONTO_A_PIECE = re.compile(rf"\b(?:to|onto|on)\s+(?:the\s+end\s+of\s+)?(?:each|every|one|the|that|a)\s+(?:of\s+the\s+)?"
                           rf"(?:[a-z]+\s+)?{_PIECE}\b|\b(?:to|onto)\s+(?:the\s+end\s+of\s+)?(?:each|one)(?:\s+of\s+them)?\b",
                           re.IGNORECASE)
_PIECE_ASKED = re.compile(rf"\bhow\s+long\s+(?:is|are|will)\s+(?:each|every|the|that|one)\b|\blength\s+of\s+(?:each|the|that)\b",
                          re.IGNORECASE)
_USED = re.compile(rf"\s*(?:of\s+(?:them|the\s+{_PIECE}|these|those)\b|{_PIECE}\b)", re.IGNORECASE)
_USED_VERB = re.compile(r"\b(?:used|uses|use|kept|keeps|sold|sells|gave\s+away|gives\s+away|painted|needed|needs)\s+$",
                        re.IGNORECASE)
_USED_AFTER = re.compile(rf"\s+(?:of\s+(?:them|the\s+{_PIECE}|these|those)\s+|{_PIECE}\s+)(?:are|were|was|is)\s+"
                         r"(?:used|kept|sold|painted|needed)\b", re.IGNORECASE)  # "3 of them are used"
_USED_ASKED = re.compile(r"\bhow\s+(?:many|much)\s+(?:[a-z]+\s+){0,3}?(?:did|does|will|has|have)\s+[a-z]+\s+(?:use|keep|sell"
                         r"|give\s+away|paint|need)\b|\bhow\s+(?:long|much)\s+(?:is|was|were)\s+(?:used|kept|sold)\b"
                         r"|\bhow\s+many\s+(?:[a-z]+\s+){0,3}?(?:are|were|is|was)\s+(?:used|kept|sold|needed)\b",
                         re.IGNORECASE)
_ALL_ASKED = re.compile(r"\b(?:altogether|in\s+total|total|combined|in\s+all|together)\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?](?=\s)")
_OTHER = re.compile(r"\b(?:more|times|twice|half|left|remain\w*|rest|percent|costs?|price|\$)", re.IGNORECASE)


def cut_piece(text: str) -> Plan | None:
    """One piece's length once trimmed, or the length of the pieces used, of a length cut into equal pieces (see the
    module docstring), or None."""
    if len(text) > 400:
        return None
    request = asked(text)
    at = text.rfind(request)
    numbers = [n for n in story_quantities(text)  # "off one of the pieces", "to one plank": the piece, no count
               if not (n.text.lower() == "one" and re.search(r"\b(?:off|from|to|onto|of)\s+$", text[max(0, n.start - 6):n.start]))]
    if at < 0 or len(numbers) != 3 or any(n.start >= at or not n.value > 0 for n in numbers) or _OTHER.search(text):
        return None
    whole, count, third = numbers
    unit = _LENGTH.match(text, whole.end)
    if (unit is None or count.value != int(count.value) or count.value < 2 or not _INTO.search(text[max(0, count.start - 40):count.start])
            or not _EQUAL_PIECES.match(text, count.end)):
        return None
    piece = ("div", (("x", 0), ("x", 1)))
    third_unit = _LENGTH.match(text, third.end)
    if third_unit is not None:  # a length taken off a piece
        if (not unit_forms(third_unit[1]) & unit_forms(unit[1]) or not _PIECE_ASKED.search(request)
                or _ALL_ASKED.search(request)):
            return None
        begin = max([count.end, *(m.end() for m in _SENTENCE_END.finditer(text, 0, third.start))])
        before, after = text[begin:third.start], text[third.end:at]
        if (_ADDED_ON.search(before) or _ADDED_ON.search(after)) and _ONTO_A_PIECE.search(after):
            found = Plan(("add", (piece, ("x", 2))), tuple(numbers), "total", unit[1])  # "glued a 0.75 m strip to one"
        elif not (_TAKEN_OFF.search(before) or _TAKEN_OFF.search(after)) or not _OFF_A_PIECE.search(after):
            return None
        else:
            found = Plan(("sub", (piece, ("x", 2))), tuple(numbers), "total", unit[1])
    else:  # a count of the pieces used
        if (third.value != int(third.value) or not third.value < count.value or not _USED.match(text, third.end)
                or not (_USED_VERB.search(text, max(0, third.start - 20), third.start) or _USED_AFTER.match(text, third.end))
                or not _USED_ASKED.search(request)):
            return None
        found = Plan(("mul", (piece, ("x", 2))), tuple(numbers), "total", unit[1])
    value = found.value
    return found if value is not None and value > 0 else None
