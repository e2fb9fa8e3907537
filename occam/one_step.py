"""The one step of a one-step story over its two quantities, read from its words: a plan of depth one.

The decoders choose which two numbers a step reads, and with a third number in the story they often choose
the wrong pair: "Tom's aquarium has 19 goldfish and 8 snails. He bought 12 more goldfish. How many goldfish
does he have now?" was read ``8 + 12`` (declined: 19 unused), "Sofia had 27 balloons at her 8th birthday
party. Her friends brought 16 more." ``8 + 16`` (declined: a notation). Where the story's quantities are
exactly two once its notations, dating years, ordinals and asides are set apart (the numbers the checks ask a
function to read, :func:`occam.story_cues.story_quantities`), and the story's words point to one operation
(:func:`occam.story_cues.story_cue`) in one order (:func:`occam.readings.ordered`), :func:`one_step` writes
that step as a :class:`~occam.story_plans.Plan`; ``occam.generation.Generation.planned`` has a network
compute it where the fired network's own function was declined, as for a plan of several steps.

Nothing new is read here: the cue, the order and the quantities are the readers the checks already trust; what
is new is that they choose the two numbers, not the decoders.
"""
from __future__ import annotations

import re

from .abstention import unwritten_number
from .plan_words import QUESTION_WORD, UNREAD
from .questions import asked
from .readings import ordered, reading
from .story_cues import story_quantities
from .story_plans import Plan
from .numbers import find_numbers
from .story_words import COMPARED, COMPARISON_ASKED, RESULT_KNOWN

# an end state told with a verb of change ("rose to 23.2 degrees", "fell to 8"): the change is no number of it
_END_STATE = re.compile(r"\b(?:rose|rises|risen|grew|grows|grown|increased|increases|fell|falls|fallen|dropped|drops"
                        r"|decreased|decreases|went\s+(?:up|down)|climbed|climbs|sank|sinks)\s+to\b", re.IGNORECASE)


def one_step(text: str) -> Plan | None:
    """The one operation of the story ``text`` over its two quantities, or None where it has not exactly two
    (distinct), it asks no quantity ("how", "what"), or its words settle no operation and order (the question's
    named operation, else the story's cue: :func:`occam.readings.reading`)."""
    numbers = story_quantities(text)
    if len(numbers) != 2 or numbers[0].value == numbers[1].value or any(not n.value > 0 for n in numbers):
        return None
    request = asked(text)
    if not QUESTION_WORD.search(request) or UNREAD.search(text) or unwritten_number(text) or _END_STATE.search(text):
        return None  # no quantity asked ("Tell me about Apollo 11"); a percentage; "a dozen"; "rose to 23.2"
    if find_numbers(request) and re.search(r"\bif\b", request, re.I) and RESULT_KNOWN.search(request):
        return None  # "How many cupcakes did Rania bake if she gave away 18 and has 27 left?": the cues misread it
    if COMPARED.search(text.replace(request, " ")):
        return None  # "Her mother is 3 times as old as Mary": a relation, no quantity of its own
    read = reading(text)
    if read is None or read.by != "story":
        return None  # a named operation is the decoders' to read ("What's the difference between 5G and 4G?")
    if COMPARISON_ASKED.search(request) and read.op != "sub":
        return None  # "How many years older is her grandmother?" asks a difference
    a, b = numbers[0].value, numbers[1].value
    order = ordered(read, a, b, text)
    if order is None:
        return None
    tree = (read.op, (("x", order[0]), ("x", order[1])))
    result = Plan(tree, tuple(numbers), "step", "")
    value = result.value
    return result if value is not None and value >= 0 else None
