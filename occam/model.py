"""OccamLLM = a frozen backbone + trained decoders; loads checkpoints and runs generation."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Sequence

import torch

from .backbone import Backbone, DeviceMap, Precision, load_backbone
from .config import DecoderConfig, OccamLLMConfig, OccamNetConfig
from .conventions import encode_chat
from .decoders import OccamDecoders, _norm
from .generation import ForwardOut, Generation, GenerationResult

CHECKPOINTS = Path(__file__).resolve().parent.parent / "checkpoints"


def default_checkpoint(base_model: str) -> Path | None:
    """The shipped checkpoint for a base model (``checkpoints/<name>/``), if there is one."""
    path = CHECKPOINTS / base_model.split("/")[-1].lower()
    return path if (path / "config.json").is_file() else None


def shipped_checkpoints(base_model: str) -> list[Path]:
    """Every shipped checkpoint for a base model: ``checkpoints/<name>/`` first (the paper's one-layer
    OccamNet), then the others made for the same model (``<name>-2layer`` ...), by name."""
    name = _norm(base_model)
    found = []
    for path in CHECKPOINTS.glob(f"{name}*"):
        cfg = path / "config.json"
        if not cfg.is_file():
            continue
        try:
            base = json.loads(cfg.read_text()).get("base_model", "")
        except (OSError, ValueError):
            continue
        if isinstance(base, str) and _norm(base) == name:
            found.append(path)
    return sorted(found, key=lambda p: (p.name != name, p.name))


def layers(depth: int) -> str:
    """"1 layer", "2 layers"."""
    return f"{depth} layer{'s' if depth > 1 else ''}"


def describe(decoders: OccamDecoders) -> str:
    """A short name for a set of decoders, e.g. "1 layer · 10 primitives" or "2 layers · + - * /"."""
    net = decoders.config.occamnet
    from .primitives import get

    prims = (" ".join(get(p).symbol for p in net.primitives) if len(net.primitives) <= 5
             else f"{len(net.primitives)} primitives")
    return f"{layers(net.depth)} · {prims} · {net.n_inputs} inputs"


class OccamLLM:
    """The complete system. ``stream()`` yields per-step records; ``generate()`` returns them all."""

    def __init__(self, backbone: Backbone, decoders: OccamDecoders, checkpoint: Path | None = None,
                 routed: Sequence[OccamDecoders] = (), routed_checkpoints: Sequence[Path | None] = ()):
        """``decoders``: the network every step asks first. ``routed``: networks asked after it, in
        order, at a step where it does not write (its switch stays low, or it abstains): the first
        whose switch fires and whose result passes its own abstention checks writes the step
        (:meth:`occam.generation.Generation.occam_step`); the router of :meth:`from_pretrained`."""
        for dec in (decoders, *routed):
            cfg = dec.config
            if (cfg.hidden_size, cfg.num_hidden_states) != (backbone.hidden_size, backbone.num_hidden_states):
                raise ValueError(f"decoders expect hidden size {cfg.hidden_size} with {cfg.num_hidden_states} "
                                 f"hidden states; {backbone.name} has {backbone.hidden_size} and {backbone.num_hidden_states}")
        self.backbone = backbone
        self.decoders = decoders.eval().requires_grad_(False)
        self.routed = tuple(d.eval().requires_grad_(False) for d in routed)
        self.checkpoint = checkpoint
        self.checkpoints = (checkpoint, *routed_checkpoints, *[None] * (len(routed) - len(routed_checkpoints)))
        import inspect

        # logits at the last position only (a 49k-word LM head is a fifth of a small model's work)
        params = inspect.signature(backbone.model.forward).parameters
        self._forward_kwargs = {"logits_to_keep": 1} if "logits_to_keep" in params else {}

    @property
    def networks(self) -> tuple[OccamDecoders, ...]:
        """Every network a step may ask, in the router's order (one unless ``routed`` was given)."""
        return (self.decoders, *self.routed)

    def network_label(self, i: int) -> str:
        return describe(self.networks[i])

    def single(self, i: int) -> "OccamLLM":
        """Network ``i`` alone, on the same backbone (the app's per-network choice)."""
        return OccamLLM(self.backbone, self.networks[i], self.checkpoints[i])

    @property
    def has_stop_head(self) -> bool:
        return self.decoders.stop_decoder is not None

    @property
    def tokenizer(self):
        return self.backbone.tokenizer

    @classmethod
    def untrained(cls, backbone: Backbone, occamnet: OccamNetConfig | None = None,
                  decoder: DecoderConfig | None = None) -> "OccamLLM":
        cfg = OccamLLMConfig(backbone.name, backbone.hidden_size, backbone.num_hidden_states,
                             occamnet or OccamNetConfig(), decoder or DecoderConfig())
        return cls(backbone, OccamDecoders(cfg))

    @classmethod
    def from_pretrained(cls, checkpoint: str | Path | None = None, *, model: str | None = None,
                        load_in_4bit: bool = False, precision: Precision = "auto",
                        threads: int | None = 1, backbone: Backbone | None = None,
                        route: bool | None = None, device_map: DeviceMap | None = None,
                        max_gpu_memory: str | None = None) -> "OccamLLM":
        """Load the backbone (``model``, else the checkpoint's base model, else the default) and
        the decoders (``checkpoint``, else the shipped one for that model, else untrained). The
        backbone options (``load_in_4bit``, ``precision``, ``threads``, ``device_map``,
        ``max_gpu_memory``) are :func:`~occam.backbone.load_backbone`'s.

        ``route`` (default: when no ``checkpoint`` is given) also loads every other shipped checkpoint
        of the same base model (:func:`shipped_checkpoints`: the two-layer network for several
        operations and word problems) as networks the router asks after the first: one default that
        answers single operations with the ten primitives and multi-operation problems."""
        if model is None and checkpoint is not None and (Path(checkpoint) / "config.json").is_file():
            base = json.loads((Path(checkpoint) / "config.json").read_text()).get("base_model", "default")
            model = base
        bb = backbone or load_backbone(model or "default", load_in_4bit=load_in_4bit, precision=precision, threads=threads,
                                       device_map=device_map, max_gpu_memory=max_gpu_memory)
        ckpt = Path(checkpoint) if checkpoint is not None else default_checkpoint(bb.name)
        if ckpt is None:
            return cls.untrained(bb)
        def load(path: Path) -> OccamDecoders:
            return OccamDecoders.from_pretrained(path, base_model=bb.name, hidden_size=bb.hidden_size,
                                                 num_hidden_states=bb.num_hidden_states)

        others = [p for p in shipped_checkpoints(bb.name) if p.resolve() != ckpt.resolve()]
        if not (checkpoint is None if route is None else route):
            others = []
        return cls(bb, load(ckpt), ckpt, [load(p) for p in others], others)

    # ------------------------------------------------------------------ model calls
    def encode_chat(self, messages: list[dict]) -> list[int]:
        """Token ids of the conversation with the generation prompt (:func:`occam.conventions.encode_chat`)."""
        return encode_chat(self.tokenizer, messages, generation_prompt=True).ids

    @torch.no_grad()
    def forward(self, ids: list[int], past, mark: int | None = None, keep_all: bool = False) -> ForwardOut:
        """Run ``ids`` through the LM on top of the cache ``past``; keep the last position (and
        ``ids[mark]``'s hidden states if ``mark`` is given, every position's if ``keep_all``, in fp16
        as the training features). Logits only at the last position."""
        lm = self.backbone.model
        x = torch.tensor([ids], device=self.backbone.device)
        with self.backbone.attention():
            out = lm(input_ids=x, cache=past, use_cache=True, output_hidden_states=True, **self._forward_kwargs)
        dev = next(self.decoders.parameters()).device
        hidden = torch.stack([h[0, -1].to(dev) for h in out.hidden_states])  # (layers, hidden)
        marked = None if mark is None else torch.stack([h[0, mark].to(dev) for h in out.hidden_states])
        every = torch.stack([h[0].to(dev) for h in out.hidden_states], 1).half() if keep_all else None
        return ForwardOut(out.logits[0, -1].float(), hidden, out.cache, marked, every)

    def stream(self, messages: list[dict], **kwargs) -> Generation:
        """Iterate over :class:`~occam.generation.Step` records. Options: ``max_new_tokens``,
        ``temperature`` (0 = greedy), ``top_p``, ``switch_threshold``, ``use_occamnet``, ``trace_all``
        (also record what OccamNet would have computed at LLM steps), ``seed``, ``use_stop`` and
        ``stop_threshold`` (end the reply when the stop head says an OccamNet result completes it),
        ``abstention`` (an :class:`~occam.abstention.AbstentionConfig`: when OccamNet declines a fired
        step; ``AbstentionConfig.paper()`` is the paper's switch-only behaviour), ``timer`` (a
:data:`~occam.generation.Timer` hook, for benchmarks) and ``overrides`` (``{step index: Override}``:
        what-if, force OccamNet, the LLM or a given function at that step; the steps before it replay
        unchanged)."""
        return Generation(self, messages, **kwargs)

    def generate(self, messages: list[dict], **kwargs) -> GenerationResult:
        return self.stream(messages, **kwargs).result()
