"""occam.token_states: the hidden states kept for input-state decoders, and forgetting what no input
can be read at (a generation's records are the same as when every state is kept)."""
import pytest
import torch

import occam.generation as generation
from occam.token_states import TokenStates
from tests.test_batching import make, records


def states(n, start=0):
    return torch.arange(start, start + n, dtype=torch.float16)[:, None, None].expand(n, 2, 3).clone()


def test_take_reads_positions_and_zeros_for_empty_slots():
    s = TokenStates()
    s.append(states(3))
    s.append(states(4, 3))
    assert s.length == 7 and s.kept == 7
    got = s.take(torch.tensor([-1, 0, 6, 3]))
    assert got.shape == (4, 2, 3)
    assert got[:, 0, 0].tolist() == [0.0, 0.0, 6.0, 3.0]  # slot -1 is zeros, the others their own rows
    assert got[0].abs().sum() == 0


def test_forget_keeps_the_wanted_positions_and_the_tail_and_refuses_the_rest():
    s = TokenStates()
    s.append(states(10))
    s.forget(keep=[2, 3, 99], tail=3)
    assert s.positions().tolist() == [2, 3, 7, 8, 9] and s.length == 10
    s.append(states(2, 10))
    assert s.take(torch.tensor([3, 11, 7]))[:, 1, 2].tolist() == [3.0, 11.0, 7.0]
    with pytest.raises(LookupError, match=r"\[4\]"):  # forgotten: an error, never silent zeros
        s.take(torch.tensor([2, 4]))
    with pytest.raises(LookupError, match="no hidden states"):
        TokenStates().take(torch.tensor([0]))


# numbers early in a long prompt, the question at its end: the inputs are far from the tail
GARDEN = [{"role": "user", "content": "I planted 12 rows of 17 tomato plants this spring. "
           + "The weather was kind and the neighbours helped with the watering every evening. " * 6
           + "How many tomato plants did I plant?"}]


@pytest.mark.parametrize("conv", [GARDEN, [{"role": "user", "content": "What is 1234567 * 7654321?"}]])
def test_forgetting_states_changes_no_record(backbone, monkeypatch, conv):
    """A run that forgets every 8 tokens writes the same records, with the same OccamNet weights read
    from the input states at every step (trace_all), as a run that keeps every state."""
    runs = {}
    for tail in (10**9, 8):
        monkeypatch.setattr(generation, "STATES_TAIL", tail)
        gen = make(backbone, {2, 20}, input_states=1).stream(conv, max_new_tokens=40, trace_all=True)
        runs[tail] = gen, gen.result()
    (full, res_full), (pruned, res_pruned) = runs[10**9], runs[8]
    assert records(res_pruned) == records(res_full)
    for x, y in zip(res_full.steps, res_pruned.steps):
        for tx, ty in ((x.occam, y.occam), (x.alternative, y.alternative)):
            assert (tx is None) == (ty is None)
            assert tx is None or all(torch.equal(torch.as_tensor(a), torch.as_tensor(b))
                                     for a, b in zip(tx.weights, ty.weights))
    assert any(s.source == "occamnet" for s in res_full.steps)
    assert full._states.kept == full._states.length  # kept everything
    assert pruned._states.length == full._states.length
    assert pruned._states.kept < 8 + 2 * 8 + 8  # the tail, the inputs' positions, at most 8 since the last pruning
