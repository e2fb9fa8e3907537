"""Typed, validated configurations. Serialised as plain JSON in checkpoints (``config.json``)."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from . import primitives as P
from .abstention import AbstentionConfig


@dataclass(frozen=True)
class OccamNetConfig:
    """A Complete OccamNet: ``depth`` primitive layers over the ``n_inputs`` most recent numbers."""

    depth: int = 1
    n_inputs: int = 2
    primitives: tuple[str, ...] = P.PAPER_PRIMITIVES
    temperature: float = 1.0  # softmax temperature of every softmax layer

    def __post_init__(self) -> None:
        object.__setattr__(self, "primitives", tuple(self.primitives))
        if not 1 <= self.depth <= 4:
            raise ValueError(f"depth must be 1..4, got {self.depth}")
        if not 1 <= self.n_inputs <= 16:
            raise ValueError(f"n_inputs must be 1..16, got {self.n_inputs}")
        if not self.primitives:
            raise ValueError("at least one primitive is needed")
        if len(set(self.primitives)) != len(self.primitives):
            raise ValueError(f"duplicate primitives in {self.primitives}")
        for name in self.primitives:
            P.get(name)
        if not self.temperature > 0:
            raise ValueError(f"temperature must be > 0, got {self.temperature}")


MAX_LAYER_MIXES = 64  # DecoderConfig.layer_mixes is 1..MAX_LAYER_MIXES


@dataclass(frozen=True)
class DecoderConfig:
    """Sizes of the decoders that map hidden states to OccamNet weights and to the switch."""

    mlp_hidden: int = 64  # paper: 64 for the single-layer OccamNet, 512 for the two-layer one
    switch_mlp_hidden: int = 64
    # An "answer complete" head (not in the paper): after OccamNet writes a result, decides from the
    # hidden state at its last digit whether that result ends the reply. Llama 3 stops by itself
    # after "\n\n"; a 135M model keeps writing, and what it writes defeats the exact answer.
    stop_head: bool = False
    # Dropout (training only) on the weight decoders' mixed hidden state and MLP layer: the two-layer
    # decoders (512 wide, ~1M parameters) otherwise fit a few thousand positions exactly.
    dropout: float = 0.0
    # How many learned mixes of the layers each weight decoder reads, concatenated (the paper: one).
    # One weighted sum over the layers cannot keep apart what different layers say about different
    # tokens; for the two-layer network four mixes lifted held-out accuracy from 70 % to 77 % on the
    # same cached hidden states (switch and stop head keep one).
    layer_mixes: int = 1
    # Input states (not in the paper): with N > 0 each weight decoder also reads N learned layer mixes
    # at each OccamNet input's last token and at the token after it (mostly the operator or bracket
    # that follows the number), ``2 * n_inputs`` positions. The current token's hidden state of a
    # small model keeps the operators and precedence of an expression poorly: on the same 2,000
    # expression examples the two-layer decoders picked the right tree on 97 % of held-out positions
    # with them against 64 % without. 0 is the paper's decoder.
    input_state_mixes: int = 0

    def __post_init__(self) -> None:
        if self.mlp_hidden < 1 or self.switch_mlp_hidden < 1:
            raise ValueError("MLP hidden sizes must be positive")
        if not (isinstance(self.layer_mixes, int) and not isinstance(self.layer_mixes, bool)
                and 1 <= self.layer_mixes <= MAX_LAYER_MIXES):
            raise ValueError(f"layer_mixes must be an integer in 1..{MAX_LAYER_MIXES}, got {self.layer_mixes!r}")
        if not (isinstance(self.input_state_mixes, int) and not isinstance(self.input_state_mixes, bool)
                and 0 <= self.input_state_mixes <= MAX_LAYER_MIXES):
            raise ValueError(f"input_state_mixes must be an integer in 0..{MAX_LAYER_MIXES}, "
                             f"got {self.input_state_mixes!r}")
        if not (isinstance(self.dropout, (int, float)) and 0.0 <= self.dropout < 1.0):
            raise ValueError(f"dropout must be in [0, 1), got {self.dropout!r}")
        if not isinstance(self.stop_head, bool):
            raise ValueError(f"stop_head must be true or false, got {self.stop_head!r}")


WeightsDtype = Literal["float32", "bfloat16"]


@dataclass(frozen=True)
class OccamLLMConfig:
    """Everything needed to rebuild the decoders and check they fit a base model."""

    base_model: str  # the base model's name, e.g. "SmolLM2-135M-Instruct"
    hidden_size: int
    num_hidden_states: int  # embeddings + one per transformer block
    occamnet: OccamNetConfig = field(default_factory=OccamNetConfig)
    decoder: DecoderConfig = field(default_factory=DecoderConfig)
    info: dict[str, Any] = field(default_factory=dict)  # data recipe, training time, metrics
    # when OccamNet declines a fired step, as calibrated for these decoders (occam.abstention); a
    # checkpoint without one gets the uncalibrated AbstentionConfig()
    abstention: AbstentionConfig = field(default_factory=AbstentionConfig)
    # how model.safetensors stores the weights: bfloat16 halves the file (and what a retrain adds to the
    # history); the decoders always compute in float32 (loading casts)
    weights_dtype: WeightsDtype = "float32"

    def __post_init__(self) -> None:
        if not self.base_model:
            raise ValueError("base_model must be a non-empty model name")
        if self.weights_dtype not in get_args(WeightsDtype):
            raise ValueError(f"weights_dtype must be one of {get_args(WeightsDtype)}, got {self.weights_dtype!r}")
        if self.hidden_size < 1 or self.num_hidden_states < 1:
            raise ValueError("hidden_size and num_hidden_states must be positive")
        if isinstance(self.occamnet, dict):
            object.__setattr__(self, "occamnet", OccamNetConfig(**self.occamnet))
        if isinstance(self.decoder, dict):
            object.__setattr__(self, "decoder", DecoderConfig(**self.decoder))
        if isinstance(self.abstention, dict):
            object.__setattr__(self, "abstention", AbstentionConfig(**self.abstention))

    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["occamnet"]["primitives"] = list(self.occamnet.primitives)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "OccamLLMConfig":
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = set(d) - known - {"format"}
        if unknown:
            raise ValueError(f"unknown keys in OccamLLM config: {sorted(unknown)}")
        return cls(**{k: v for k, v in d.items() if k in known})
