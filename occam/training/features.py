"""From text examples to cached hidden-state features for training the decoders and the switch.

An :class:`~occam.data.Example` is text with "fires" (character positions where OccamNet must write
its result). Here it is tokenized exactly as at generation time (:func:`occam.conventions.encode_chat`), the
fire positions become token positions (the token after which OccamNet's text starts, plus any
whitespace-only tokens before the number), and the frozen LM's hidden states at the chosen positions
are computed once, in batches, and cached on disk as safetensors. Training then never runs the LM.
"""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from pathlib import Path

import torch
from tqdm.auto import tqdm

from ..backbone import Backbone, cache_dir
from ..conventions import (Encoding, context_numbers, encode_chat, encode_text, input_token_positions, input_values,
                           latest, take_rows, token_at)
from ..data import Example
from ..numbers import Number, find_numbers


@dataclass
class Encoded:
    ids: list[int]
    positives: list[int]  # token positions labelled 1 (switch)
    targets: list[tuple[int, list[float], float]]  # (position, x inputs, target) for the OccamNet decoder
    negatives: list[int] = field(default_factory=list)  # token positions labelled 0 kept for training
    stops: list[tuple[int, float]] = field(default_factory=list)  # (last token of a fire's number, ends the reply?)
    inputs: list[list[int]] = field(default_factory=list)  # per target: its inputs' token positions (2k, -1 = none)


def encode_example(example: Example, tokenizer) -> Encoding:
    """The example as the LM reads it: a conversation through :func:`occam.conventions.encode_chat`
    (complete, no generation prompt: the reply is part of it), raw text as it is."""
    if example.messages is None:
        return encode_text(tokenizer, example.text)
    return encode_chat(tokenizer, example.messages, generation_prompt=False)


def _texts_before(example: Example, message: int | None, position: int) -> list[str]:
    """The texts OccamNet reads at a fire: the messages before it and its own message up to it."""
    if example.messages is None:
        return [example.text[:position]]
    return [m["content"] for m in example.messages[:message]] + [example.messages[message]["content"][:position]]


def _inputs(example: Example, message: int | None, position: int, k: int) -> list[tuple[int, Number]]:
    """OccamNet's inputs at that fire (:func:`occam.conventions.latest` numbers), each with the index
    of the message it is in (0 for raw text)."""
    return latest(context_numbers(_texts_before(example, message, position)), k)


def _input_positions(example: Example, message: int | None, position: int, k: int, offs: list[int],
                     token_starts: list[int], current: int) -> list[int]:
    """:func:`~occam.conventions.input_token_positions` of OccamNet's k inputs at a fire of ``example``
    answered at token ``current``."""
    lasts = [token_at(token_starts, offs[i] + n.end - 1) for i, n in _inputs(example, message, position, k)]
    return input_token_positions(lasts, k, current)


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
    enc = encode_example(example, tokenizer)
    text, offs, ids, offsets, starts = enc.text, enc.message_starts, enc.ids, enc.offsets, enc.token_starts
    positives: list[int] = []
    targets = []
    inputs = []
    for f in example.fires:
        base = offs[f.message] if f.message is not None else 0
        pos = _label_positions(offsets, text, base + f.position)
        positives += pos
        if f.target is not None:
            x = input_values([n.value for _, n in _inputs(example, f.message, f.position, k)], k)
            targets += [(p, x, f.target) for p in pos]
            inputs += [_input_positions(example, f.message, f.position, k, offs, starts, p) for p in pos]
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
    return Encoded(ids, sorted(set(positives)), targets, neg, _stop_labels(example, offs, offsets), inputs)


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
        with backbone.attention():
            hs = model(input_ids=x.to(dev), attention_mask=mask.to(dev), output_hidden_states=True).hidden_states
        stack = torch.stack([h.float().cpu() for h in hs], 2)  # (batch, seq, layers, hidden)
        for r, j in enumerate(chunk):
            out[j] = stack[r, items[j][1]].to(torch.float16)
        bar.update(len(chunk))
        i += bs
    bar.close()
    return out  # type: ignore[return-value]


def _key(backbone: Backbone, kind: str, recipe: dict) -> Path:
    ident: list = [backbone.name, kind, recipe]
    # other weights give other hidden states (float32 keys stay as they were before this was added)
    if backbone.weights != "float32":
        ident.append(backbone.weights)
    h = hashlib.sha256(json.dumps(ident, sort_keys=True).encode()).hexdigest()[:16]
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


def _extended(old: dict[str, torch.Tensor], name: str, new: list[torch.Tensor]) -> torch.Tensor:
    """``old[name]`` (a cached prefix's rows, if any) followed by the new rows."""
    return torch.cat(([old[name]] if name in old else []) + new)


def _save(feats: dict[str, torch.Tensor], path: Path) -> dict[str, torch.Tensor]:
    from safetensors.torch import save_file

    path.parent.mkdir(parents=True, exist_ok=True)
    save_file(feats, str(path))
    return feats


def decoder_features(backbone: Backbone, examples: list[Example], k: int, recipe: dict,
                     input_states: bool = False) -> dict[str, torch.Tensor]:
    """Cached ``{"hs": (N, layers, hidden) fp16, "x": (N, k), "y": (N,), "example": (N,)}``; ``recipe``
    (with ``"n": len(examples)``) names the cache entry, and a cached smaller ``n`` is extended.

    With ``input_states`` (part of the cache key) also ``"input_states": (M, layers, hidden)``, the
    states at the token positions of the targets' inputs, once per example and position, and
    ``"input_index": (N, 2k)``, rows of it per target (-1: empty slot)."""
    from safetensors.torch import load_file

    recipe = recipe | {"input_states": True} if input_states else recipe
    path = _key(backbone, "decoder", recipe)
    if path.is_file():
        return load_file(str(path))
    m, old = _cached_prefix(backbone, "decoder", recipe)
    rng = random.Random(0)
    encs = [encode(e, backbone.tokenizer, k, rng) for e in examples]  # all: rng's draws run through them
    uniq = [sorted({p for at in e.inputs for p in at if p >= 0}) if input_states else [] for e in encs]
    items = [(e.ids[:max(p for p, _, _ in e.targets) + 1], [p for p, _, _ in e.targets] + u)
             for e, u in zip(encs[m:], uniq[m:])]
    hs = hidden_states_at(backbone, items, desc="decoder features")
    n_t = [len(e.targets) for e in encs]
    feats = {
        "hs": _extended(old, "hs", [h[:n] for h, n in zip(hs, n_t[m:])]),
        "x": torch.tensor([x for e in encs for _, x, _ in e.targets], dtype=torch.float64),
        "y": torch.tensor([y for e in encs for _, _, y in e.targets], dtype=torch.float64),
        "example": torch.tensor([i for i, e in enumerate(encs) for _ in e.targets]),
    }
    if input_states:
        feats["input_states"] = _extended(old, "input_states", [h[n:] for h, n in zip(hs, n_t[m:])])
        index, base = [], 0
        for e, u in zip(encs, uniq):
            row = {p: base + j for j, p in enumerate(u)}
            index += [[row.get(p, -1) for p in at] for at in e.inputs]
            base += len(u)
        feats["input_index"] = torch.tensor(index, dtype=torch.long).reshape(-1, 2 * k)
    return _save(feats, path)


def gather_inputs(feats: dict[str, torch.Tensor], idx: torch.Tensor) -> torch.Tensor | None:
    """``(len(idx), 2k, layers, hidden)``: the input states of targets ``idx``, zeros for empty slots;
    None for features without them."""
    if "input_index" not in feats:
        return None
    return take_rows(feats["input_states"], feats["input_index"][idx])


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
        "hs": _extended(old, "hs", [h[:n] for h, n in zip(hs, n_sw[m:])]),
        "label": torch.tensor([float(j < len(e.positives)) for e, n in zip(encs, n_sw) for j in range(n)]),
        "example": torch.tensor([i for i, n in enumerate(n_sw) for _ in range(n)]),
        "stop_hs": _extended(old, "stop_hs", [h[n:] for h, n in zip(hs, n_sw[m:])]),
        "stop_label": torch.tensor([y for e in encs for _, y in e.stops]),
        "stop_example": torch.tensor([i for i, e in enumerate(encs) for _ in e.stops], dtype=torch.long),
    }, path)


def concat_features(parts: list[tuple[dict[str, torch.Tensor], int]]) -> dict[str, torch.Tensor]:
    """The features of several data kinds as one set: ``parts`` are ``(features, examples it was made
    from)``. Rows are concatenated; example ids (``example``, ``stop_example``) are offset so that each
    kind's examples stay apart, and ``input_index`` rows point into the concatenated ``input_states``
    (-1 stays an empty slot). Each kind keeps its own cache entry, so a mix reuses them."""
    if len(parts) == 1:
        return parts[0][0]
    keys = set(parts[0][0])
    if any(set(f) != keys for f, _ in parts):
        raise ValueError("features of a mix must have the same fields (all with input states or none)")
    out: dict[str, list[torch.Tensor]] = {k: [] for k in keys}
    examples = states = 0
    for feats, n in parts:
        for k, v in feats.items():
            if k in ("example", "stop_example"):
                v = v + examples
            elif k == "input_index":
                v = torch.where(v >= 0, v + states, v)
            out[k].append(v)
        examples += n
        states += len(feats["input_states"]) if "input_states" in feats else 0
    return {k: torch.cat(v) for k, v in out.items()}
