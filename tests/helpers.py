"""Hand-set decoders for the app's tests and screenshots (no training needed).

``scripted_model(backbone, fire_at={0}, op="mul")`` is an OccamLLM on the real backbone whose
OccamNet decoders pick ``op(x0, x1)`` with near-certainty and whose switch fires at the given step
numbers of *every* answer (each ``stream()`` gets a view of the model with its own switch counter,
so answers generated at once in the app's batch do not share it).
"""
from __future__ import annotations

import copy
from pathlib import Path

import torch

from occam.config import OccamLLMConfig
from occam.decoders import OccamDecoders
from occam.model import OccamLLM


class ScriptedSwitch(OccamDecoders):
    """Real decoders whose switch fires at step numbers ``fire_at`` of each answer, and also right after
    the answer so far ends with one of ``fire_after`` (e.g. ``"= "``)."""

    def __init__(self, config: OccamLLMConfig, fire_at=(0,), fire_after=()):
        super().__init__(config)
        self.fire_at, self.fire_after, self.calls = set(fire_at), tuple(fire_after), 0
        self.generation = None  # the answer being generated (set by ScriptedModel.stream)

    def switch_logit(self, hs: torch.Tensor) -> torch.Tensor:
        step, self.calls = self.calls, self.calls + 1
        text = self.generation.text if self.generation is not None else ""
        fire = step in self.fire_at or (self.fire_after and text.endswith(self.fire_after))
        return torch.tensor(10.0 if fire else -10.0)


class ScriptedModel(OccamLLM):
    def stream(self, messages, **kwargs):
        if not isinstance(self.decoders, ScriptedSwitch):
            return super().stream(messages, **kwargs)
        # this answer's own view: same backbone and parameters, its own step counter and text
        view = copy.copy(self)
        view.decoders = copy.copy(self.decoders)
        gen = OccamLLM.stream(view, messages, **kwargs)
        view.decoders.calls, view.decoders.generation = 0, gen
        return gen


def select(dec: OccamDecoders, op: str, strength: float = 20.0) -> None:
    """Set the decoder biases so that the best function is ``op(x0, x1)`` (``op(x0)`` if unary)."""
    net = dec.net
    gid = next(g for g in range(len(net.node_prim)) if net.node_prim[g] and net.node_prim[g].name == op)
    with torch.no_grad():
        b1 = torch.zeros(net.shapes[0])
        for arg, r in enumerate(net.node_rows[gid]):
            b1[r, arg] = strength
        dec.weight_decoders[0].fc2.bias.copy_(b1.flatten())
        b2 = torch.zeros(net.shapes[-1])
        b2[0, gid] = strength
        dec.weight_decoders[-1].fc2.bias.copy_(b2.flatten())


def scripted_model(backbone, fire_at=(0,), op: str = "mul", fire_after=()) -> OccamLLM:
    cfg = OccamLLMConfig(backbone.name, backbone.hidden_size, backbone.num_hidden_states)
    dec = ScriptedSwitch(cfg, fire_at, fire_after)
    select(dec, op)
    return ScriptedModel(backbone, dec)


def save_checkpoint(backbone, directory: str | Path, op: str = "mul", switch_bias: float = -4.0) -> Path:
    """A real checkpoint (config.json + model.safetensors) with ``op`` selected and a constant switch."""
    cfg = OccamLLMConfig(backbone.name, backbone.hidden_size, backbone.num_hidden_states)
    dec = OccamDecoders(cfg)
    select(dec, op)
    with torch.no_grad():
        dec.switch_decoder.fc2.bias.fill_(switch_bias)
    dec.save_pretrained(directory)
    return Path(directory)


def heldout_prompts(extra: tuple[str, ...] = ()) -> set[str]:
    """Every user prompt of the hand-written held-out files (eval_sets/heldout/*.json, plus ``extra``
    files relative to the repository): what no training generator may write."""
    import json

    root = Path(__file__).resolve().parent.parent
    prompts: set[str] = set()
    for path in sorted((root / "eval_sets" / "heldout").glob("*.json")) + [root / p for p in extra]:
        for item in json.loads(path.read_text()):
            if "input" in item:
                prompts.add(item["input"].strip())
            prompts |= {m["content"].strip() for m in item.get("messages", ()) if m["role"] == "user"}
    return prompts


def assert_no_wrong_plan(text: str, answer: float) -> None:
    """No reader plans a wrong answer to the word problem ``text``: the first plan, if any, and every reader's plan
    equal ``answer`` (a reader may leave it unplanned)."""
    import math

    from occam.plan_readers import first_plan, plans

    found = first_plan(text)
    assert found is None or math.isclose(found[1].value, answer, rel_tol=1e-9), found
    assert all(math.isclose(p.value, answer, rel_tol=1e-9) for _, p in plans(text)), plans(text)


def assert_planned(text: str, answer: float) -> None:
    """The readers' first plan of the word problem ``text`` is ``answer``."""
    import math

    from occam.plan_readers import first_plan, plans

    found = first_plan(text)
    assert found is not None and math.isclose(found[1].value, answer, rel_tol=1e-9), (found, plans(text))


def assert_read_or_declined(text: str, answer: float, read: bool) -> None:
    """The readers' first plan of ``text`` is ``answer`` where ``read``, else there is none; either way no reader plans
    a wrong answer (the mended and declined problems of the session tests)."""
    from occam.plan_readers import first_plan

    if read:
        assert_planned(text, answer)
    else:
        assert first_plan(text) is None
    assert_no_wrong_plan(text, answer)
