"""The hidden states a generation keeps for decoders with input states, by token position.

Such decoders read every layer's state at the last token of each of OccamNet's inputs and at the
token after it (:func:`occam.conventions.input_token_positions`). The inputs are the latest ``k``
numbers of the text, and a number that has dropped out of the latest ``k`` never comes back, so a
generation need not keep every token's states: :meth:`TokenStates.forget` drops all but the positions
of the latest numbers and a tail of recent tokens (a number being written may still grow there).
Kept whole, a 2,000-token conversation holds 70 MB of states per sequence (31 layers x 576, fp16);
pruned, a few MB however long it runs. The values kept are the ones run, bit for bit: reading a kept
position gives what keeping everything gives.
"""
from __future__ import annotations

from collections.abc import Iterable

import torch

from .conventions import take_rows


class TokenStates:
    """Per-token states ``(layers, hidden)`` (fp16), appended in the order the tokens run."""

    def __init__(self) -> None:
        self.length = 0  # tokens appended so far (positions 0 .. length - 1)
        self._table: torch.Tensor | None = None  # (kept, layers, hidden)
        self._positions = torch.zeros(0, dtype=torch.long)  # (kept,) the position of each row, ascending
        self._pending: list[torch.Tensor] = []  # chunks appended since the last join, positions contiguous

    def append(self, states: torch.Tensor) -> None:
        """Keep the states of the next ``len(states)`` tokens: ``(tokens, layers, hidden)``."""
        self._pending.append(states)
        self.length += len(states)

    @property
    def kept(self) -> int:
        """Positions held (the rest were forgotten)."""
        return len(self._positions) + sum(len(c) for c in self._pending)

    def _join(self) -> None:
        if not self._pending:
            return
        new = sum(len(c) for c in self._pending)
        parts = ([] if self._table is None else [self._table]) + self._pending
        self._table = torch.cat(parts)
        self._positions = torch.cat([self._positions, torch.arange(self.length - new, self.length)])
        self._pending = []

    def take(self, at: torch.Tensor) -> torch.Tensor:
        """``(*at.shape, layers, hidden)``: the states at positions ``at``, zeros where ``at`` is -1.
        Raises LookupError for a position that was forgotten (a broken :meth:`forget` rule, never
        silently zeros: OccamNet would read the wrong inputs)."""
        self._join()
        if self._table is None:
            raise LookupError("no hidden states kept yet")
        rows = torch.searchsorted(self._positions, at.clamp(min=0))
        found = rows < len(self._positions)
        found &= self._positions[rows.clamp(max=len(self._positions) - 1)] == at.clamp(min=0)
        if not bool((found | (at < 0)).all()):
            missing = sorted(set(at[~found & (at >= 0)].tolist()))
            raise LookupError(f"hidden states of positions {missing} were not kept")
        return take_rows(self._table, torch.where(at < 0, at, rows))

    def forget(self, keep: Iterable[int], tail: int) -> None:
        """Drop every position but ``keep`` and the last ``tail`` ones."""
        self._join()
        if self._table is None:
            return
        wanted = torch.tensor(sorted(set(keep)), dtype=torch.long)
        stay = (self._positions >= self.length - tail) | torch.isin(self._positions, wanted)
        if bool(stay.all()):
            return
        self._table, self._positions = self._table[stay], self._positions[stay]  # copies: the rest is freed

    def positions(self) -> torch.Tensor:
        """``(kept,)``: the positions held, ascending."""
        self._join()
        return self._positions.clone()
