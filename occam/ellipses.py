"""A comparison whose other side is left out, read with it written in: "Tom is 9 years old. His father is 4 times as
old. How old is his father?" is read as "... His father is 4 times as old as Tom." -> ``9 * 4`` (:mod:`occam.relations`).

People leave out what a comparison compares with when it is the sentence before's subject: "Jenny has 12 stickers.
Her brother has 3 times as many.", "A pencil costs 0.45 dollars. A pen costs 3 times as much.", "The dog weighs 30.5
pounds. The cat weighs 21.8 pounds less.", "Rosa picked 18 apples. Her friend picked 7 more." (or says it with a
pronoun: "4 times as old as him"). :func:`completed` writes the sentence before's subject in ("as Tom", "than the
dog") where that subject is a name or one noun and the comparing sentence's subject is another; the reader of
relations (:mod:`occam.relations`) or of ages moved in time (:mod:`occam.ages`) reads the result, its numbers moved
back to their places in the text.
"""
from __future__ import annotations

import re
from dataclasses import replace

from .ages import age
from .relations import relation
from .story_plans import Plan

_PRONOUNS = {"he", "she", "they", "it", "we", "i", "you", "there", "then", "this", "that", "these", "those", "each",
             "every", "how", "what", "if", "so", "but", "and", "after", "later", "now"}
_SUBJECT = r"(?:(?:The|A|An|His|Her|Their|My|Our)\s+[a-z]+|[A-Z][a-z]+)"
_NUMBER = r"(?:\$?\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten)"
_AS_WHAT = r"(?:many|much|old|long|tall|heavy|far|big|fast|high)"
_MORE = r"(?:more|fewer|less|older|younger|longer|shorter|taller|heavier|lighter|higher|lower|cheaper)"
_NOUN = r"(?:\s+(?!as\b|than\b)[a-z]+)?"
_COMPARING = re.compile(
    rf"(?<![^.!?]\s)(?<=[.!?]\s)(?P<subj>{_SUBJECT})\s+(?P<verb>[a-z]+)\s+"
    rf"(?:(?P<k>(?:{_NUMBER}\s+times|twice|half|triple|thrice)\s+as\s+{_AS_WHAT}{_NOUN})"
    rf"|(?P<c>{_NUMBER}\s+(?:[a-z]+\s+)?{_MORE}{_NOUN}))"
    r"(?P<tail>\s+(?:as|than)\s+(?:him|her|them|it|(?:he|she|they|it)\s+(?:is|was|does|did|has|had|do|are|were)))?"
    r"(?=\s*[.!])")
_IN_SENTENCE = r"(?:[^.!?]|(?<=\d)\.(?=\d))"
_FIRST = re.compile(rf"(?:^|(?<=[.!?]\s))(?P<subj>{_SUBJECT})\s+[a-z]+\b{_IN_SENTENCE}*?\d{_IN_SENTENCE}*[.!?]\s$")


def completed(text: str) -> tuple[str, int] | None:
    """``text`` with the left-out side of its one comparison written in, and the place where the words went in; or
    None where no comparison leaves its side out (see the module docstring)."""
    found = list(_COMPARING.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    first = _FIRST.search(text[:m.start()])
    if first is None:
        return None
    subj, other = m["subj"], first["subj"]
    if subj.split()[0].lower() in _PRONOUNS or other.split()[0].lower() in _PRONOUNS or subj.lower() == other.lower():
        return None
    if other.split()[0] in ("A", "An"):
        other = "the " + other.split()[1]
    elif other.split()[0] in ("The", "His", "Her", "Their", "My", "Our"):
        other = other[0].lower() + other[1:]
    word = "as" if m["k"] else "than"
    at = m.start("tail") if m["tail"] else m.end()
    return text[:at] + f" {word} {other}" + text[m.end():], at


def elliptic_relation(text: str) -> Plan | None:
    """The relation reader's plan of ``text`` with its comparison's left-out side written in, or None."""
    if len(text) > 400 or (done := completed(text)) is None:
        return None
    new, at = done
    plan = relation(new) or age(new)  # "Her brother is 3 years older. How old will he be in 5 years?": an age moved
    if plan is None:
        return None
    shift = len(new) - len(text)  # the numbers after the words written in, at their places in ``text``
    numbers = tuple(n if n.start < at else replace(n, start=n.start - shift, end=n.end - shift) for n in plan.numbers)
    if any(at <= n.start < at + shift for n in plan.numbers):
        return None  # no number in the words written in
    return replace(plan, numbers=numbers)
