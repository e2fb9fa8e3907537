"""Decoders from the language model's hidden states to OccamNet weights and to the switch.

Paper eqs. (1)-(2): for each OccamNet softmax layer ``i``,
``W(i) = MLP_i(sum_j a_ij h_j) + W*(i)``, and ``switch = sigmoid(MLP_s(sum_j a_sj h_j))``, where
``h_j`` are the hidden states of every layer (embeddings included). Each ``h_j`` is RMS-normalised
before mixing: the layers of a transformer differ in scale by orders of magnitude, and without it the
mix is dominated by whichever layer is loudest. ``DecoderConfig.layer_mixes = K`` lets each weight
decoder read K such mixes, concatenated (``MLP_i([sum_j a_ij1 h_j; ...; sum_j a_ijK h_j])``); K = 1 is
the paper's decoder.

Checkpoints follow ``save_pretrained``/``from_pretrained``: ``config.json`` + ``model.safetensors``,
loaded strictly and checked against the base model.
"""
from __future__ import annotations

import json
from pathlib import Path

import torch
from torch import nn

from .config import OccamLLMConfig
from .occamnet import OccamNet

CONFIG_NAME = "config.json"
WEIGHTS_NAME = "model.safetensors"


class CheckpointError(ValueError):
    """A checkpoint is missing, malformed, or made for a different base model."""


class LayerMix(nn.Module):
    """Learned weighted sum over the stack of hidden states: ``(..., layers, hidden) -> (..., hidden)``.

    With ``mixes = K > 1``, K weighted sums side by side: ``(..., layers, hidden) -> (..., K * hidden)``.
    They start near the uniform mix, perturbed so that they can learn different layers."""

    def __init__(self, num_hidden_states: int, mixes: int = 1):
        super().__init__()
        uniform = 1.0 / num_hidden_states
        if mixes == 1:  # (layers,): the paper's decoder, and the shape of one-mix checkpoints
            self.weight = nn.Parameter(torch.full((num_hidden_states,), uniform))
        else:  # (mixes, layers)
            self.weight = nn.Parameter(uniform + 0.1 * torch.randn(mixes, num_hidden_states))

    def forward(self, hs: torch.Tensor) -> torch.Tensor:
        hs = hs * torch.rsqrt(hs.pow(2).mean(-1, keepdim=True) + 1e-6)
        if self.weight.dim() == 1:
            return torch.einsum("...lh,l->...h", hs, self.weight)
        return torch.einsum("...lh,kl->...kh", hs, self.weight).flatten(-2)


class MixMLP(nn.Module):
    """LayerMix followed by a two-layer MLP. The last layer starts at zero, so an untrained decoder
    outputs exactly its bias (``W*`` for OccamNet: every function equally likely). ``dropout`` acts on
    the mixed hidden state and on the MLP's hidden layer, in training mode only.

    With ``input_positions = P > 0`` and ``input_mixes = N > 0`` it also reads the hidden states at P
    other positions (OccamNet's inputs, see ``DecoderConfig.input_state_mixes``) through N mixes of
    its own, shared by the positions; an empty position's states are zeros."""

    def __init__(self, num_hidden_states: int, hidden_size: int, mlp_hidden: int, out: int, dropout: float = 0.0,
                 mixes: int = 1, input_positions: int = 0, input_mixes: int = 0):
        super().__init__()
        self.mix = LayerMix(num_hidden_states, mixes)
        self.input_mix = LayerMix(num_hidden_states, input_mixes) if input_positions and input_mixes else None
        self.drop = nn.Dropout(dropout)
        width = mixes * hidden_size + (input_positions * input_mixes * hidden_size if self.input_mix else 0)
        self.fc1 = nn.Linear(width, mlp_hidden)
        self.fc2 = nn.Linear(mlp_hidden, out)
        nn.init.zeros_(self.fc2.weight)
        nn.init.zeros_(self.fc2.bias)

    def forward(self, hs: torch.Tensor, input_hs: torch.Tensor | None = None) -> torch.Tensor:
        """``hs (..., layers, hidden)``; ``input_hs (..., positions, layers, hidden)`` iff built with them."""
        z = self.mix(hs)
        if self.input_mix is not None:
            if input_hs is None:
                raise ValueError("these decoders also read the hidden states at OccamNet's inputs: pass input_hs")
            z = torch.cat([z, self.input_mix(input_hs).flatten(-2)], -1)
        return self.fc2(self.drop(torch.relu(self.fc1(self.drop(z)))))


class OccamDecoders(nn.Module):
    """All trainable parts of OccamLLM: one decoder per OccamNet softmax layer, and the switch."""

    def __init__(self, config: OccamLLMConfig):
        super().__init__()
        self.config = config
        self.net = OccamNet(config.occamnet)
        d = config.decoder
        self.weight_decoders = nn.ModuleList(
            MixMLP(config.num_hidden_states, config.hidden_size, d.mlp_hidden, rows * cols, d.dropout, d.layer_mixes,
                   self.input_positions, d.input_state_mixes)
            for rows, cols in self.net.shapes)
        self.switch_decoder = self._sigmoid_head()
        self.stop_decoder = self._sigmoid_head() if d.stop_head else None
        for i, w in enumerate(self.net.w_star):
            self.register_buffer(f"w_star_{i}", w.clone(), persistent=False)

    @property
    def input_positions(self) -> int:
        """How many positions besides the current one the weight decoders read: the last token of each
        OccamNet input and the token after it (``2 * n_inputs``), or 0 (the paper's decoders)."""
        return 2 * self.config.occamnet.n_inputs if self.config.decoder.input_state_mixes else 0

    def forward(self, hs: torch.Tensor, part: str = "weights", input_hs: torch.Tensor | None = None):
        """``part="weights"``: :meth:`occam_weights`; ``part="switch"``: :meth:`switch_logit`. (One entry
        point so that a distributed wrapper sees, and synchronises, every training forward.)"""
        if part == "weights":
            return self.occam_weights(hs, input_hs)
        if part == "switch":
            return self.switch_logit(hs)
        if part == "stop":
            return self.stop_logit(hs)
        raise ValueError(f"part must be 'weights', 'switch' or 'stop', got {part!r}")

    def occam_weights(self, hs: torch.Tensor, input_hs: torch.Tensor | None = None) -> list[torch.Tensor]:
        """``hs (..., layers, hidden)`` -> one ``(..., rows, sources)`` weight tensor per softmax layer.
        With ``input_state_mixes``, ``input_hs (..., input_positions, layers, hidden)`` too: per input
        ``x_i`` (oldest first) its last token's and the next token's states, zeros for an empty slot."""
        hs = hs.float()
        input_hs = input_hs.float() if input_hs is not None and self.input_positions else None
        out = []
        for i, (dec, (rows, cols)) in enumerate(zip(self.weight_decoders, self.net.shapes)):
            w = dec(hs, input_hs).reshape(*hs.shape[:-2], rows, cols)
            out.append(w + getattr(self, f"w_star_{i}"))
        return out

    def switch_logit(self, hs: torch.Tensor) -> torch.Tensor:
        """``hs (..., layers, hidden)`` -> switch logits ``(...)``; probability is its sigmoid."""
        return self.switch_decoder(hs.float()).squeeze(-1)

    def stop_logit(self, hs: torch.Tensor) -> torch.Tensor:
        """``hs (..., layers, hidden)`` at the last digit of an OccamNet result -> logits ``(...)`` that
        the result completes the reply. Requires ``config.decoder.stop_head``."""
        if self.stop_decoder is None:
            raise ValueError("this checkpoint has no stop head (decoder.stop_head is false)")
        return self.stop_decoder(hs.float()).squeeze(-1)

    def _sigmoid_head(self) -> MixMLP:
        """A switch-shaped decoder whose untrained output is "no" (sigmoid(-4) ~ 0.018): the switch
        stays off and the stop head never ends a reply until trained."""
        c = self.config
        head = MixMLP(c.num_hidden_states, c.hidden_size, c.decoder.switch_mlp_hidden, 1)
        with torch.no_grad():
            head.fc2.bias.fill_(-4.0)
        return head

    def add_stop_head(self) -> None:
        """Give a checkpoint trained without one an (untrained) stop head, e.g. before training it."""
        import dataclasses

        if self.stop_decoder is None:
            d = dataclasses.replace(self.config.decoder, stop_head=True)
            self.config = dataclasses.replace(self.config, decoder=d)
            self.stop_decoder = self._sigmoid_head()

    # ------------------------------------------------------------------ checkpoints
    def save_pretrained(self, directory: str | Path) -> None:
        from safetensors.torch import save_file

        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        (directory / CONFIG_NAME).write_text(json.dumps(self.config.to_dict(), indent=2) + "\n")
        dtype = getattr(torch, self.config.weights_dtype)  # the file's; the modules stay float32
        state = {k: v.detach().cpu().to(dtype if v.is_floating_point() else v.dtype).contiguous()
                 for k, v in self.state_dict().items()}
        save_file(state, str(directory / WEIGHTS_NAME), metadata={"format": "pt"})

    @classmethod
    def from_pretrained(cls, directory: str | Path, *, base_model: str | None = None,
                        hidden_size: int | None = None, num_hidden_states: int | None = None) -> "OccamDecoders":
        """Load strictly; if the base model's facts are given, refuse a checkpoint made for another."""
        from safetensors import SafetensorError
        from safetensors.torch import load_file

        directory = Path(directory)
        cfg_path, w_path = directory / CONFIG_NAME, directory / WEIGHTS_NAME
        if not cfg_path.is_file() or not w_path.is_file():
            raise CheckpointError(f"{directory} is not an OccamLLM checkpoint: it needs {CONFIG_NAME} and {WEIGHTS_NAME}")
        try:
            config = OccamLLMConfig.from_dict(json.loads(cfg_path.read_text()))
        except (ValueError, TypeError) as e:
            raise CheckpointError(f"{cfg_path}: invalid config ({e})") from e
        problems = []
        if base_model is not None and _norm(base_model) != _norm(config.base_model):
            problems.append(f"base model {config.base_model!r} (loaded: {base_model!r})")
        if hidden_size is not None and hidden_size != config.hidden_size:
            problems.append(f"hidden size {config.hidden_size} (loaded: {hidden_size})")
        if num_hidden_states is not None and num_hidden_states != config.num_hidden_states:
            problems.append(f"{config.num_hidden_states} hidden states (loaded: {num_hidden_states})")
        if problems:
            raise CheckpointError(f"checkpoint {directory} was trained for " + ", ".join(problems)
                                  + "; pass the matching --model or another --checkpoint")
        model = cls(config)
        try:
            model.load_state_dict(load_file(str(w_path)), strict=True)
        except (RuntimeError, SafetensorError) as e:
            raise CheckpointError(f"{w_path} does not match its config.json: {e}") from e
        return model.eval()


def _norm(name: str) -> str:
    return name.rstrip("/").split("/")[-1].lower()
