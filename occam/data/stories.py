"""One-step word problems put together from parts (:mod:`occam.data.story_tables`): a schema (join,
separate, compare, equal groups, price, sharing ...), one of its stories, one of its questions, a
person, a thing and a verb, wrapped as people write a chat message. Part of the conversation data
(:func:`occam.data.conversation.word_problem`).

The conversation data's fixed frames taught the decoders those frames: on hand-written stories they
read the operation right 13 times in 18. Put together from parts, the same question comes after many
stories and the same story before many questions, so only the words that decide the operation
(left, more, each, in all, times as many ...) predict it.
"""
from __future__ import annotations

import random
import re

from ..numbers import find_numbers
from .builders import Part, Resample, Script, render_template, retry, sample_script
from .story_tables import BOXES, GAIN, ITEMS, LOSE, PEOPLE, PLACES, SCHEMAS, WRAPPERS, Schema

__all__ = ["story_problem", "fill_slots"]

_SLOT = re.compile(r"<(\w+)>")
_CHECKS = {"": None, "a>b": lambda v: v.a > v.b, "b>a": lambda v: v.b > v.a}


def fill_slots(text: str, slots: dict[str, str]) -> str:
    """``<slot>`` replaced by its word; every sentence then starts with a capital."""
    out = _SLOT.sub(lambda m: slots[m.group(1)], text)
    return re.sub(r"(^|[.?!]\s+)([a-z])", lambda m: m.group(1) + m.group(2).upper(), out)


def _slots(rng: random.Random) -> dict[str, str]:
    (name, he, him, his), (name2, *_) = rng.sample(PEOPLE, 2)
    item, items = rng.choice(ITEMS)
    box, boxes = rng.choice(BOXES)
    return {"name": name, "he": he, "He": he.capitalize(), "him": him, "his": his, "name2": name2,
            "item": item, "items": items, "box": box, "boxes": boxes, "gain": rng.choice(GAIN),
            "lose": rng.choice(LOSE), "place": rng.choice(PLACES)}


def story_problem(rng: random.Random, answer_prefix: bool = False, schema: Schema | None = None) -> Part:
    """A one-step word problem answered with its number (or "The answer is ...")."""
    def make() -> Part:
        s = schema or rng.choice(SCHEMAS)
        slots = _slots(rng)
        text = fill_slots(f"{rng.choice(s.stories)} {rng.choice(s.questions)}", slots)
        text = rng.choice(WRAPPERS).format(text)
        script = Script(text, "", s.nums, s.calc, _CHECKS[s.check])
        nums, targets = sample_script(script, rng)
        user = render_template(text, nums, targets).s
        in_text = sorted(("a", "b"), key=lambda n: text.index("{" + n + "}"))
        if [n.value for n in find_numbers(user)] != [nums[n].value for n in in_text]:
            raise Resample  # a number the wording runs into, or a sign read as part of it
        reply = "Answer = [y]" if answer_prefix else rng.choice(("[y]", "[y]", "The answer is [y]."))
        return Part("conv_story", user, reply, nums, targets)

    return retry(make)
