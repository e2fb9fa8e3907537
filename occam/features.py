"""From text examples to cached hidden-state features for training the decoders and the switch.

An :class:`~occam.data.Example` is text with "fires" (character positions where OccamNet must write
its result). Here it is tokenized exactly as at generation time (the tokenizer's chat template), the
fire positions become token positions (the token after which OccamNet's text starts, plus any
whitespace-only tokens before the number), and the frozen LM's hidden states at the chosen positions
are computed once, in batches, and cached on disk as safetensors. Training then never runs the LM.
"""
from __future__ import annotations

import hashlib
import json
import math
import random
from dataclasses import dataclass, field
from pathlib import Path

import torch
from tqdm.auto import tqdm

from .backbone import Backbone, cache_dir
from .data import Example
from .numbers import find_numbers


@dataclass
class Encoded:
    ids: list[int]
    positives: list[int]  # token positions labelled 1 (switch)
    targets: list[tuple[int, list[float], float]]  # (position, x inputs, target) for the OccamNet decoder
    negatives: list[int] = field(default_factory=list)  # token positions labelled 0 kept for training
    stops: list[tuple[int, float]] = field(default_factory=list)  # (last token of a fire's number, ends the reply?)


def render(example: Example, tokenizer) -> tuple[str, list[int]]:
    """The model input text and the character offset of each message's content in it."""
    if example.messages is None:
        return example.text, [0]
    text = tokenizer.apply_chat_template(list(example.messages), tokenize=False)
    offsets, pos = [], 0
    for m in example.messages:
        c = m["content"]
        stripped = c.strip()
        at = text.find(stripped, pos) if stripped else pos
        if at < 0:
            raise ValueError(f"chat template did not keep message content verbatim: {stripped[:40]!r}")
        offsets.append(at - (len(c) - len(c.lstrip())))
        pos = at + len(stripped)
    return text, offsets


def _context_inputs(example: Example, message: int | None, position: int, k: int) -> list[float]:
    if example.messages is None:
        ctx = find_numbers(example.text[:position])
    else:
        ctx = [n for m in example.messages[:message] for n in find_numbers(m["content"])]
        ctx += find_numbers(example.messages[message]["content"][:position])
    vals = [n.value for n in ctx[-k:]]
    return [math.nan] * (k - len(vals)) + vals if len(vals) < k else vals


def _label_positions(offsets: list[tuple[int, int]], text: str, char_pos: int) -> list[int]:
    """Token(s) after which OccamNet writes a number starting (after spaces) at ``char_pos``."""
    last = max((i for i, (s, e) in enumerate(offsets) if e <= char_pos and e > s), default=None)
    if last is None:
        return []
    out = [last]
    num_start = char_pos
    while num_start < len(text) and text[num_start] in " \t":
        num_start += 1
    for i in range(last + 1, len(offsets)):
        s, e = offsets[i]
        if e <= num_start and text[s:e].strip() == "":
            out.append(i)
        else:
            break
    return out


def _stop_labels(example: Example, offs: list[int], offsets: list[tuple[int, int]]) -> list[tuple[int, float]]:
    """For every fire in an assistant message: the token holding the last character of the number
    OccamNet writes there, labelled 1 if only punctuation and spaces follow it in the message (the
    result completes the reply), else 0 (the reply goes on: units, words, a further step)."""
    out = []
    for f in example.fires:
        if f.message is None:
            continue
        content = example.messages[f.message]["content"]
        num = next((n for n in find_numbers(content) if n.start >= f.position), None)
        if num is None:
            continue
        end = offs[f.message] + num.end  # exclusive
        tok = next((i for i, (s, e) in enumerate(offsets) if s < end <= e), None)
        if tok is None:
            continue
        rest = content[num.end:]
        out.append((tok, float(all(not c.isalnum() for c in rest))))
    return out


def encode(example: Example, tokenizer, k: int, rng: random.Random, negatives: int = 0) -> Encoded:
    text, offs = render(example, tokenizer)
    enc = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
    ids, offsets = enc["input_ids"], [tuple(o) for o in enc["offset_mapping"]]
    positives: list[int] = []
    targets = []
    for f in example.fires:
        base = offs[f.message] if f.message is not None else 0
        pos = _label_positions(offsets, text, base + f.position)
        positives += pos
        if f.target is not None:
            x = _context_inputs(example, f.message, f.position, k)
            targets += [(p, x, f.target) for p in pos]
    neg: list[int] = []
    if negatives:
        pos_set = set(positives)
        # hard negatives: right before every number that is not a fire
        for mi, base in enumerate(offs):
            content = example.text if example.messages is None else example.messages[mi]["content"]
            for n in find_numbers(content):
                for p in _label_positions(offsets, text, base + n.start):
                    if p not in pos_set:
                        neg.append(p)
        taken = pos_set | set(neg)
        rest = [i for i in range(len(ids)) if i not in taken]
        neg += rng.sample(rest, min(negatives, len(rest)))
        neg = sorted(set(neg))
    return Encoded(ids, sorted(set(positives)), targets, neg, _stop_labels(example, offs, offsets))


@torch.no_grad()
def hidden_states_at(backbone: Backbone, items: list[tuple[list[int], list[int]]], batch_tokens: int = 2048,
                     desc: str = "hidden states") -> list[torch.Tensor]:
    """For each ``(ids, positions)``, the LM's hidden states ``(len(positions), layers, hidden)`` (fp16)."""
    # the transformer without its LM head: the logits over the vocabulary are a fifth of the compute
    # of a small model and are never used here
    model, dev = getattr(backbone.model, "base_model", backbone.model), backbone.device
    order = sorted(range(len(items)), key=lambda i: -len(items[i][0]))
    out: list[torch.Tensor | None] = [None] * len(items)
    bar = tqdm(total=len(items), desc=desc, unit="ex")
    i = 0
    while i < len(order):
        longest = len(items[order[i]][0])
        bs = max(1, batch_tokens // max(1, longest))
        chunk = order[i:i + bs]
        x = torch.full((len(chunk), longest), backbone.tokenizer.pad_token_id, dtype=torch.long)
        mask = torch.zeros_like(x)
        for r, j in enumerate(chunk):
            ids = items[j][0]
            x[r, :len(ids)] = torch.tensor(ids)
            mask[r, :len(ids)] = 1
        hs = model(input_ids=x.to(dev), attention_mask=mask.to(dev), output_hidden_states=True).hidden_states
        stack = torch.stack([h.float().cpu() for h in hs], 2)  # (batch, seq, layers, hidden)
        for r, j in enumerate(chunk):
            out[j] = stack[r, items[j][1]].to(torch.float16)
        bar.update(len(chunk))
        i += bs
    bar.close()
    return out  # type: ignore[return-value]


def _key(backbone: Backbone, kind: str, recipe: dict) -> Path:
    h = hashlib.sha256(json.dumps([backbone.name, kind, recipe], sort_keys=True).encode()).hexdigest()[:16]
    return cache_dir() / "features" / f"{kind}-{h}.safetensors"


def _cached_prefix(backbone: Backbone, kind: str, recipe: dict) -> tuple[int, dict[str, torch.Tensor]]:
    """The largest cached run of the same recipe with fewer examples: ``(m, its features)``, or
    ``(0, {})``. Our generators draw examples one after another from one seeded stream, so the first m
    of n examples are the m-example set (tests check it) and only the rest needs the LM."""
    from safetensors.torch import load_file

    for m in range(recipe["n"] - 1, 0, -1):
        path = _key(backbone, kind, recipe | {"n": m})
        if path.is_file():
            return m, load_file(str(path))
    return 0, {}


def _save(feats: dict[str, torch.Tensor], path: Path) -> dict[str, torch.Tensor]:
    from safetensors.torch import save_file

    path.parent.mkdir(parents=True, exist_ok=True)
    save_file(feats, str(path))
    return feats


def decoder_features(backbone: Backbone, examples: list[Example], k: int, recipe: dict) -> dict[str, torch.Tensor]:
    """Cached ``{"hs": (N, layers, hidden) fp16, "x": (N, k), "y": (N,), "example": (N,)}``; ``recipe``
    (with ``"n": len(examples)``) names the cache entry, and a cached smaller ``n`` is extended."""
    from safetensors.torch import load_file

    path = _key(backbone, "decoder", recipe)
    if path.is_file():
        return load_file(str(path))
    m, old = _cached_prefix(backbone, "decoder", recipe)
    rng = random.Random(0)
    encs = [encode(e, backbone.tokenizer, k, rng) for e in examples]  # all: rng's draws run through them
    items = [(e.ids[:max(p for p, _, _ in e.targets) + 1], [p for p, _, _ in e.targets]) for e in encs[m:]]
    hs = hidden_states_at(backbone, items, desc="decoder features")
    return _save({
        "hs": torch.cat(([old["hs"]] if m else []) + hs),
        "x": torch.tensor([x for e in encs for _, x, _ in e.targets], dtype=torch.float64),
        "y": torch.tensor([y for e in encs for _, _, y in e.targets], dtype=torch.float64),
        "example": torch.tensor([i for i, e in enumerate(encs) for _ in e.targets]),
    }, path)


def switch_features(backbone: Backbone, examples: list[Example], recipe: dict, negatives: int = 8) -> dict[str, torch.Tensor]:
    """Cached ``{"hs": (N, layers, hidden) fp16, "label": (N,), "example": (N,)}`` for the switch and
    ``{"stop_hs": (M, layers, hidden), "stop_label": (M,), "stop_example": (M,)}`` for the stop head,
    from one forward pass per example; a cached smaller ``n`` of the same recipe is extended."""
    from safetensors.torch import load_file

    path = _key(backbone, "switch", recipe)
    if path.is_file():
        return load_file(str(path))
    m, old = _cached_prefix(backbone, "switch", recipe)
    rng = random.Random(0)
    encs = [encode(e, backbone.tokenizer, 2, rng, negatives=negatives) for e in examples]
    n_sw = [len(e.positives) + len(e.negatives) for e in encs]
    hs = hidden_states_at(backbone, [(e.ids, e.positives + e.negatives + [p for p, _ in e.stops]) for e in encs[m:]],
                          desc="switch features")
    return _save({
        "hs": torch.cat(([old["hs"]] if m else []) + [h[:n] for h, n in zip(hs, n_sw[m:])]),
        "label": torch.tensor([float(j < len(e.positives)) for e, n in zip(encs, n_sw) for j in range(n)]),
        "example": torch.tensor([i for i, n in enumerate(n_sw) for _ in range(n)]),
        "stop_hs": torch.cat(([old["stop_hs"]] if m else []) + [h[n:] for h, n in zip(hs, n_sw[m:])]),
        "stop_label": torch.tensor([y for e in encs for _, y in e.stops]),
        "stop_example": torch.tensor([i for i, e in enumerate(encs) for _ in e.stops], dtype=torch.long),
    }, path)
