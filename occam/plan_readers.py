"""The readers of the words, in the order a reply asks them (``occam.generation.Generation.question_plan``):
the expression written in symbols, a number puzzle, a story of several steps, a start or an unknown change, an
unknown price of each or count, the one step of a story's two quantities. The first that accounts for the
question gives its plan (:class:`occam.story_plans.Plan`); the tools and tests ask the same list."""
from __future__ import annotations

from .number_puzzles import puzzle
from .one_step import one_step
from .story_plans import Plan, plan
from .story_starts import change, start
from .unit_rates import unit_rate
from .written_plans import written_plan

READERS = (written_plan, puzzle, plan, start, change, unit_rate, one_step)


def first_plan(text: str) -> tuple[str, Plan] | None:
    """The first reader's name and its plan for ``text``, or None where no reader accounts for it."""
    for reader in READERS:
        if (p := reader(text)) is not None:
            return reader.__name__, p
    return None
