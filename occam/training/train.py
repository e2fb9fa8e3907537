"""Train the OccamNet decoders and the switch on a frozen LM (paper §3.3).

    occam train decoder --out checkpoints/smollm2-135m-instruct      (or python -m occam train ...)
    occam train switch  --out checkpoints/smollm2-135m-instruct
    occam train decoder --data expressions --out checkpoints/smollm2-135m-instruct-2layer
    occam train decoder --data expressions+word_problems --out ...   (one network for symbols and words)
    occam train decoder --data arithmetic+conversation --examples 3500,1200 --out ...   (counts per kind)

``decoder``: the rescaled REINFORCE loss (paper eq. 3) with a 0/1 reward over functions sampled from
the decoder-initialised OccamNet; stage 1 on answers after "Answer = ", stage 2 without it (as the
paper did). ``switch``: binary cross-entropy per token, OccamNet decoders frozen; then the same for the
stop head (at the last digit of every OccamNet result: does it end the reply?). The LLM is always
frozen, so its hidden states are computed once and cached (:mod:`occam.training.features`); the loops here only
touch the small decoders. Runs under ``accelerate launch`` (several processes or GPUs): each process
takes its share of every batch and gradients are averaged by accelerate.
"""
from __future__ import annotations

import argparse
import json
import math
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, get_args

import torch
from tqdm.auto import tqdm

from .. import data
from ..backbone import load_backbone
from ..cli import add_model_options
from ..config import MAX_LAYER_MIXES, DecoderConfig, OccamLLMConfig, OccamNetConfig
from ..data import conversation, expressions, functions, typed, word_problems
from ..decoders import OccamDecoders
from ..occamnet import OccamNet, correct
from .features import concat_features, decoder_features, gather_inputs, switch_features


Schedule = Literal["constant", "cosine"]  # learning rate over each stage's steps


@dataclass
class LoopConfig:
    steps: int
    batch_size: int
    lr: float
    weight_decay: float = 0.01
    eval_every: int = 200
    seed: int = 0
    schedule: Schedule = "constant"

    def __post_init__(self) -> None:
        if self.steps < 1 or self.batch_size < 1 or not self.lr > 0:
            raise ValueError("steps and batch_size must be >= 1 and lr > 0")
        if not self.weight_decay >= 0:
            raise ValueError(f"weight_decay must be >= 0, got {self.weight_decay}")
        if self.schedule not in get_args(Schedule):
            raise ValueError(f"schedule must be one of {get_args(Schedule)}, got {self.schedule!r}")

    def lr_at(self, step: int) -> float:
        """Learning rate of optimizer step ``step`` (0-based) of a stage: constant, or a cosine from
        ``lr`` down to ``lr / 10`` at the stage's last step (each stage starts again at ``lr``)."""
        if self.schedule == "constant" or self.steps == 1:
            return self.lr
        t = min(max(step, 0), self.steps - 1) / (self.steps - 1)
        return self.lr * (0.1 + 0.45 * (1 + math.cos(math.pi * t)))


def reinforce_loss(net: OccamNet, weights: list[torch.Tensor], x: torch.Tensor, y: torch.Tensor, samples: int,
                   generator: torch.Generator | None = None, exact_misses: bool = False) -> tuple[torch.Tensor, float]:
    """Paper eq. 3: ``-sum_f R log p[f] / sum_f R`` over ``samples`` functions per position, with
    ``R = 1`` for a function whose value on ``x (B, k)`` is ``y (B,)`` and 0 otherwise.

    ``weights`` are the decoder outputs, one ``(B, rows, sources)`` tensor per softmax layer.
    Returns the mean loss over positions with at least one correct sample, and the fraction of
    correct samples (a training signal worth watching).

    A position where no sample is correct gets no gradient from eq. 3. Once the decoders are sure of
    ``x0 - x1``, the samples at a position that needs ``x1 - x0`` ("take 14 away from 50") never
    contain it, and it is never learned: the one-layer decoders got 0 of 277 such training positions
    right. With ``exact_misses`` those positions take :func:`exact_loss`'s gradient instead (which eq.
    3 estimates), cheap for a one-layer network (32 functions)."""
    choices = net.sample([w.detach() for w in weights], samples, generator)  # (B, N, rows)
    values = net.evaluate_samples(choices, x)  # (B, N)
    R = correct(values, y.unsqueeze(-1)).float()
    logp = net.sample_log_prob(weights, choices)  # (B, N)
    hits = R.sum(-1)
    ok = hits > 0
    losses = [-(R * logp).sum(-1)[ok] / hits[ok]] if ok.any() else []
    if exact_misses and not ok.all():
        miss = ~ok
        missed, _ = exact_loss(net, [w[miss] for w in weights], x[miss], y[miss], reduce=False)
        losses.append(missed)
    if not losses or not sum(len(t) for t in losses):
        return logp.sum() * 0.0, 0.0
    return torch.cat(losses).mean(), float(R.mean())


def exact_loss(net: OccamNet, weights: list[torch.Tensor], x: torch.Tensor, y: torch.Tensor,
               reduce: bool = True) -> tuple[torch.Tensor, float]:
    """The quantity eq. 3 estimates, computed over every function instead of samples:
    ``-log sum_f R_f p[f]``, the log-probability that the network's function gives ``y (B,)`` on
    ``x (B, k)``. (Sampling ``f ~ p``, eq. 3's gradient ``sum R grad log p / sum R`` has expectation
    ``grad log sum R p``.) It gives every position a signal, which sampling does not when the correct
    functions are rare: a two-operation expression has a handful among the 62,148 functions of a
    two-layer network, so 500 samples from the uniform start almost never contain one.

    Returns the mean over positions some function solves (``reduce=False``: each of them), and the
    mean probability of being correct."""
    table = net.function_table
    ok = correct(table.tree_values(x), y.unsqueeze(-1))  # (B, U): distinct trees, far fewer than functions
    solvable = ok.any(-1)
    if not solvable.any():
        return (weights[0].sum() * 0.0) if reduce else weights[0].new_zeros(0), 0.0
    rows, fns = table.functions_of(*ok.nonzero(as_tuple=True))
    dev = weights[0].device
    rows, fns = rows.to(dev), fns.to(dev)
    logp = net.function_log_probs(weights, rows, fns)  # (P,)
    top = torch.full((x.shape[0],), -math.inf, device=dev).scatter_reduce(0, rows, logp.detach(), "amax")
    total = torch.zeros(x.shape[0], device=dev, dtype=logp.dtype).index_add(0, rows, (logp - top[rows]).exp())
    lse = (top + total.log())[solvable.to(dev)]  # (B',) log P(correct), stable however small
    return (-lse.mean() if reduce else -lse), float(lse.detach().exp().mean())


def decoder_accuracy(dec: OccamDecoders, hs: torch.Tensor, x: torch.Tensor, y: torch.Tensor,
                     input_hs: torch.Tensor | None = None) -> float:
    """Share of positions where the exact best function gives the target (decoders in eval mode)."""
    hits, was_training = 0, dec.training
    dec.eval()
    with torch.no_grad():
        weights = dec.occam_weights(hs.float(), input_hs)
    dec.train(was_training)
    for i in range(hs.shape[0]):
        fn, _ = dec.net.best_function([w[i] for w in weights])
        v = fn.evaluate(x[i].tolist())
        hits += v is not None and abs(v - float(y[i])) <= 1e-6 * max(1.0, abs(float(y[i])))
    return hits / max(1, hs.shape[0])


def split_by_example(example: torch.Tensor, val_fraction: float, seed: int) -> tuple[torch.Tensor, torch.Tensor]:
    n = int(example.max()) + 1
    g = torch.Generator().manual_seed(seed)
    val_ex = torch.randperm(n, generator=g)[: max(1, int(n * val_fraction))]
    is_val = torch.isin(example, val_ex)
    return (~is_val).nonzero().squeeze(-1), is_val.nonzero().squeeze(-1)


class TrainState:
    """Snapshots of a run in ``OUT/.train_state-PART/`` (safetensors + JSON, no pickle) for ``--resume``:
    decoder and optimizer tensors, and where the run was (stage, step). The sampling order after a
    resume differs from an uninterrupted run; everything else continues as it was."""

    def __init__(self, out: Path, part: str, resume: bool):
        self.dir = Path(out) / f".train_state-{part}"
        self.resume = resume

    def save(self, dec: OccamDecoders, opt, position: dict) -> None:
        from safetensors.torch import save_file

        sd = opt.state_dict()
        tensors = {f"model.{k}": v.detach().cpu().contiguous() for k, v in dec.state_dict().items()}
        for i, st in sd["state"].items():
            for k, v in st.items():
                tensors[f"opt.{i}.{k}"] = torch.as_tensor(v).detach().cpu().contiguous()
        self.dir.mkdir(parents=True, exist_ok=True)
        save_file(tensors, str(self.dir / "state.safetensors"))
        (self.dir / "state.json").write_text(json.dumps({"position": position, "param_groups": sd["param_groups"]}))

    def load(self, dec: OccamDecoders, opt) -> dict:
        """Restore into ``dec`` and ``opt``; the position to continue from (zeros when starting fresh)."""
        if not self.resume or not (self.dir / "state.json").is_file():
            return {"stage": 0, "step": 0}
        from safetensors.torch import load_file

        tensors = load_file(str(self.dir / "state.safetensors"))
        meta = json.loads((self.dir / "state.json").read_text())
        dec.load_state_dict({k[6:]: v for k, v in tensors.items() if k.startswith("model.")}, strict=True)
        state: dict = {}
        for k, v in tensors.items():
            if k.startswith("opt."):
                _, i, name = k.split(".", 2)
                state.setdefault(int(i), {})[name] = v
        opt.load_state_dict({"state": state, "param_groups": meta["param_groups"]})
        print(f"resuming from {self.dir} at {meta['position']}")
        return meta["position"]


def _accelerator():
    from accelerate import Accelerator

    return Accelerator(cpu=not torch.cuda.is_available())


def train_decoder(dec: OccamDecoders, stages: list[dict[str, torch.Tensor]], loop: LoopConfig, samples: int,
                  log: list, acc=None, state: TrainState | None = None, exact_misses: bool = False) -> dict:
    acc = acc or _accelerator()
    dec.train()
    dec.requires_grad_(False)
    dec.weight_decoders.requires_grad_(True)  # the switch is trained later, on its own
    opt = torch.optim.AdamW(dec.weight_decoders.parameters(), lr=loop.lr, weight_decay=loop.weight_decay)
    start = state.load(dec, opt) if state else {"stage": 0, "step": 0}
    model, opt = acc.prepare(dec, opt)
    g = torch.Generator().manual_seed(loop.seed + acc.process_index)
    metrics: dict = {}
    trained: set[int] = set()
    for si, feats in enumerate(stages):
        if si < start["stage"]:
            continue
        tr, va = split_by_example(feats["example"], 0.05, loop.seed)
        first = start["step"] if si == start["stage"] else 0
        bar = tqdm(range(first, loop.steps), desc=f"decoder stage {si + 1}", disable=not acc.is_main_process)
        for step in bar:
            idx = tr[torch.randint(len(tr), (loop.batch_size,), generator=g)]
            idx = idx[acc.process_index::acc.num_processes]
            trained.add(len(idx))
            for group in opt.param_groups:
                group["lr"] = loop.lr_at(step)
            weights = model(feats["hs"][idx].float(), "weights", gather_inputs(feats, idx))
            if samples:
                loss, frac = reinforce_loss(dec.net, weights, feats["x"][idx], feats["y"][idx], samples, g,
                                            exact_misses=exact_misses)
            else:
                loss, frac = exact_loss(dec.net, weights, feats["x"][idx], feats["y"][idx])
            opt.zero_grad()
            acc.backward(loss)
            opt.step()
            bar.set_postfix(loss=f"{loss.item():.3f}", correct=f"{frac:.2f}")
            if (step + 1) % loop.eval_every == 0 or step + 1 == loop.steps:
                va_sub = va[:400]
                a = decoder_accuracy(acc.unwrap_model(model), feats["hs"][va_sub], feats["x"][va_sub], feats["y"][va_sub],
                                     gather_inputs(feats, va_sub))
                log.append({"stage": si + 1, "step": step + 1, "loss": loss.item(), "val_accuracy": a,
                            "lr": opt.param_groups[0]["lr"]})
                bar.write(f"stage {si + 1} step {step + 1}: loss {loss.item():.4f}, val accuracy {a:.4f}")
                if state and acc.is_main_process:
                    done = step + 1 == loop.steps
                    state.save(acc.unwrap_model(model), opt, {"stage": si + done, "step": 0 if done else step + 1})
        metrics[f"stage{si + 1}_val_accuracy"] = decoder_accuracy(
            acc.unwrap_model(model), feats["hs"][va], feats["x"][va], feats["y"][va], gather_inputs(feats, va))
        metrics[f"stage{si + 1}_val_positions"] = int(len(va))
    if trained:  # positions of a batch this process trained on: its share of batch_size
        metrics["batch_per_process"] = max(trained)
    return metrics


def train_head(dec: OccamDecoders, part: str, hs: torch.Tensor, label: torch.Tensor, example: torch.Tensor,
               loop: LoopConfig, log: list, acc=None, state: TrainState | None = None) -> dict:
    """Binary cross-entropy per token for a sigmoid head: ``part`` is "switch" (paper §3.3) or "stop".
    Only that head is trained; the OccamNet decoders and the other head stay frozen."""
    acc = acc or _accelerator()
    head = {"switch": dec.switch_decoder, "stop": dec.stop_decoder}[part]
    dec.requires_grad_(False)
    head.requires_grad_(True)
    opt = torch.optim.AdamW(head.parameters(), lr=loop.lr, weight_decay=loop.weight_decay)
    start = state.load(dec, opt) if state else {"stage": 0, "step": 0}
    model, opt = acc.prepare(dec, opt)
    tr, va = split_by_example(example, 0.05, loop.seed)
    g = torch.Generator().manual_seed(loop.seed + acc.process_index)
    bce = torch.nn.BCEWithLogitsLoss()
    logit = {"switch": "switch_logit", "stop": "stop_logit"}[part]

    def evaluate() -> dict:
        with torch.no_grad():
            logits = getattr(acc.unwrap_model(model), logit)(hs[va].float())
        pred, lab = logits > 0, label[va] > 0.5
        tp = (pred & lab).sum().item()
        return {"val_accuracy": (pred == lab).float().mean().item(),
                "val_precision": tp / max(1, pred.sum().item()), "val_recall": tp / max(1, lab.sum().item()),
                "val_positions": int(len(va))}

    bar = tqdm(range(start["step"], loop.steps), desc=part, disable=not acc.is_main_process)
    for step in bar:
        idx = tr[torch.randint(len(tr), (loop.batch_size,), generator=g)][acc.process_index::acc.num_processes]
        loss = bce(model(hs[idx].float(), part), label[idx])
        opt.zero_grad()
        acc.backward(loss)
        opt.step()
        bar.set_postfix(loss=f"{loss.item():.4f}")
        if (step + 1) % loop.eval_every == 0:
            m = evaluate()
            log.append({"part": part, "step": step + 1, "loss": loss.item(), **m})
            bar.write(f"{part} step {step + 1}: loss {loss.item():.4f}, " + ", ".join(f"{k} {v:.4f}" for k, v in m.items()))
            if state and acc.is_main_process:
                state.save(acc.unwrap_model(model), opt, {"stage": 0, "step": step + 1})
    return evaluate()


def train_switch(dec: OccamDecoders, feats: dict[str, torch.Tensor], loop: LoopConfig, log: list, acc=None,
                 state: TrainState | None = None) -> dict:
    """The switch on ``feats`` from :func:`occam.training.features.switch_features`."""
    return train_head(dec, "switch", feats["hs"], feats["label"], feats["example"], loop, log, acc, state)


def train_stop(dec: OccamDecoders, feats: dict[str, torch.Tensor], loop: LoopConfig, log: list, acc=None,
               state: TrainState | None = None) -> dict:
    """The stop head on the ``stop_*`` part of ``feats`` (adds an untrained head first if needed)."""
    dec.add_stop_head()
    return train_head(dec, "stop", feats["stop_hs"], feats["stop_label"], feats["stop_example"], loop, log, acc, state)


# --data: where training examples come from. "arithmetic": the paper's single-operation data (one-layer
# OccamNet); "conversation": what that data lacked in conversation (reordered word problems, people's
# requests, numbers that name things), for the same network; "expressions": expressions of 1-3
# operations for the two-layer + - * / OccamNet; "word_problems": word problems of 1-3 operations for
# the same network; "functions": written expressions mixing the ten primitives (sqrt(25) + 4 * 3) for a
# two-layer OccamNet over all ten; "typed": the arithmetic and conversation questions typed as people type
# them (capitals, lower case, a preamble, a suffix), for the one-layer network; "A+B": both kinds, each
# from its own cached features (``--examples`` per kind).
DATA = {
    "arithmetic": {"decoder": (data.decoder_examples, "decoder_examples"),
                   "switch": (data.switch_examples, "switch_examples")},
    "conversation": {"decoder": (conversation.decoder_examples, "conversation_decoder_examples"),
                     "switch": (conversation.switch_examples, "conversation_switch_examples")},
    "expressions": {"decoder": (expressions.expression_examples, "expression_examples"),
                    "switch": (expressions.expression_switch_examples, "expression_switch_examples")},
    "word_problems": {"decoder": (word_problems.word_problem_examples, "word_problem_examples"),
                      "switch": (word_problems.word_problem_switch_examples, "word_problem_switch_examples")},
    "functions": {"decoder": (functions.function_examples, "function_examples"),
                  "switch": (functions.function_switch_examples, "function_switch_examples")},
    "typed": {"decoder": (typed.decoder_examples, "typed_decoder_examples"),
              "switch": (typed.switch_examples, "typed_switch_examples")},
}
# each mix's network is its first kind's
MIXES = ("arithmetic+conversation", "arithmetic+conversation+typed", "expressions+word_problems",
         "functions+expressions")
# the network each kind of data is made for (defaults of --depth, --inputs, --primitives, --mlp-hidden,
# --layer-mixes) and of --samples: measured on the same cached features, the exact objective reached 56 % validation
# accuracy for two layers where 500 samples reached 38 %, but for one layer 74 % (stage 1; 64 % early in
# stage 2) where sampling reached 97 % and 98 %. Four layer mixes (1 is the paper's decoder): held-out
# positions 99.3 / 99.1 % against 98.0 / 98.8 % for one layer, 77.0 % against 69.7 % for two
NETWORK = {"arithmetic": (1, 2, ",".join(OccamNetConfig().primitives), 64, 4, 500),
           "expressions": (2, 4, ",".join(expressions.OPS), 512, 4, 0),
           "functions": (functions.NETWORK.depth, functions.NETWORK.n_inputs, ",".join(functions.NETWORK.primitives),
                         512, 4, 0)}
NETWORK["conversation"] = NETWORK["typed"] = NETWORK["arithmetic"]
NETWORK["word_problems"] = NETWORK["expressions"]
for _mix in MIXES:
    NETWORK[_mix] = NETWORK[_mix.split("+")[0]]
# part of the feature-cache key: bump an entry when that kind's generator changes what it writes
DATA_VERSION = {"arithmetic": {"decoder": 7, "switch": 10}, "conversation": {"decoder": 2, "switch": 2},
                "expressions": {"decoder": 3, "switch": 5}, "word_problems": {"decoder": 1, "switch": 1},
                "functions": {"decoder": 3, "switch": 4}, "typed": {"decoder": 1, "switch": 1}}


def per_kind(spec: str, kinds: list[str]) -> list[int]:
    """``--examples``-style counts: one number for every kind of ``kinds``, or one per kind ("3500,1000");
    0 leaves a kind out (not all of them)."""
    try:
        counts = [int(x) for x in spec.split(",")]
    except ValueError:
        raise ValueError(f"expected a count or one count per kind of {'+'.join(kinds)}, got {spec!r}") from None
    counts = counts * len(kinds) if len(counts) == 1 else counts
    if len(counts) != len(kinds) or min(counts) < 0 or not any(counts):
        raise ValueError(f"expected a count or one count per kind of {'+'.join(kinds)} (>= 0, not all 0), got {spec!r}")
    return counts


def features_of(bb, part: str, kinds: list[str], counts: list[int], seed: int, acc, **recipe) -> dict[str, torch.Tensor]:
    """The training features of ``part`` ("decoder" or "switch") for ``counts[i]`` examples of each
    kind, each kind from its own cache entry (:func:`~occam.training.features.concat_features`).
    ``recipe`` holds the decoder's ``answer_prefix``, ``k`` and ``input_states``."""
    parts = []
    for kind, n in zip(kinds, counts):
        if not n:
            continue
        make, fn = DATA[kind][part]
        key = {"fn": fn, "n": n, "seed": seed, "version": DATA_VERSION[kind][part]}
        with acc.main_process_first():  # one process computes and caches, the others read the cache
            if part == "decoder":
                prefix, k = recipe["answer_prefix"], recipe["k"]
                feats = decoder_features(bb, make(n, seed, answer_prefix=prefix), k,
                                         key | {"answer_prefix": prefix, "k": k}, input_states=recipe["input_states"])
            else:
                feats = switch_features(bb, make(n, seed), key)
        parts.append((feats, n))
    return concat_features(parts)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="occam train", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("part", choices=["decoder", "switch"])
    p.add_argument("--out", required=True, help="checkpoint directory (created, or updated for 'switch')")
    add_model_options(p, model="default", threads=2, with_checkpoint=False)
    p.add_argument("--examples", default="4000",
                   help="examples per stage (decoder) or in total (switch); for a mix one count per kind "
                        "(\"3500,1000\") or one for each")
    p.add_argument("--stage1-examples", default=None,
                   help="decoder: examples of the 'Answer = ' stage, as --examples; 0 leaves a kind out (default: --examples)")
    p.add_argument("--steps", type=int, default=1500, help="optimizer steps per stage")
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--weight-decay", type=float, default=0.01, help="AdamW weight decay")
    p.add_argument("--lr-schedule", choices=get_args(Schedule), default="constant",
                   help="decoder: learning rate over each stage, constant or a cosine down to lr/10")
    p.add_argument("--dropout", type=float, default=0.0,
                   help="decoder: dropout in the weight decoders while training (recorded in the checkpoint)")
    p.add_argument("--samples", type=int, default=None,
                   help="decoder: estimate eq. 3 from this many sampled functions per position; 0 computes it "
                        "exactly over every function of the network (default: 500 for arithmetic, 0 for the two-layer data)")
    p.add_argument("--exact-misses", action="store_true",
                   help="decoder, with --samples N: positions where no sampled function is right take the exact "
                        "objective's gradient (else they get none, and a function the decoders are sure against, "
                        "such as x1 - x0, is never learned)")
    p.add_argument("--data", choices=sorted(DATA) + list(MIXES), default="arithmetic",
                   help="arithmetic: single operations (paper, one layer); conversation: reordered word problems, "
                        "people's requests and numbers that name things (one layer); expressions: 1-3 operations "
                        "(two layers); word_problems: word problems of 1-3 operations (two layers); A+B: both")
    p.add_argument("--depth", type=int, default=None,
                   help="OccamNet layers (default: 1, or 2 for expressions and word problems)")
    p.add_argument("--inputs", type=int, default=None, help="numbers OccamNet reads (default: 2, or 4)")
    p.add_argument("--primitives", default=None, help="comma-separated (default: the paper's ten, or add,sub,mul,div)")
    p.add_argument("--mlp-hidden", type=int, default=None, help="decoder MLP width (default: 64, or 512 as in the paper)")
    p.add_argument("--layer-mixes", type=int, default=None,
                   help="learned mixes of the LM's layers each weight decoder reads (default: 4; "
                        "1 is the paper's decoder)")
    p.add_argument("--input-states", type=int, default=0,
                   help="decoder: N > 0 lets each weight decoder also read N layer mixes at each OccamNet input's "
                        "last token and the token after it (not in the paper; default 0)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--resume", action="store_true", help="continue an interrupted run from OUT/.train_state-PART")
    p.add_argument("--no-stop-head", dest="stop_head", action="store_false",
                   help="switch: do not train the head that ends the reply after a complete OccamNet answer")
    a = p.parse_args(argv)
    if not 0.0 <= a.dropout < 1.0:
        p.error(f"--dropout must be in [0, 1), got {a.dropout}")
    if not a.weight_decay >= 0:
        p.error(f"--weight-decay must be >= 0, got {a.weight_decay}")
    for name, default in zip(("depth", "inputs", "primitives", "mlp_hidden", "layer_mixes", "samples"),
                             NETWORK[a.data]):
        if getattr(a, name) is None:
            setattr(a, name, default)
    if not 1 <= a.layer_mixes <= MAX_LAYER_MIXES:
        p.error(f"--layer-mixes must be in 1..{MAX_LAYER_MIXES}, got {a.layer_mixes}")
    if not 0 <= a.input_states <= MAX_LAYER_MIXES:
        p.error(f"--input-states must be in 0..{MAX_LAYER_MIXES}, got {a.input_states}")
    kinds = a.data.split("+")
    try:
        examples = per_kind(a.examples, kinds)
        stage1 = per_kind(a.stage1_examples, kinds) if a.stage1_examples is not None else examples
    except ValueError as e:
        p.error(str(e))

    t0 = time.perf_counter()
    acc = _accelerator()
    bb = load_backbone(a.model, load_in_4bit=a.load_in_4bit, threads=a.threads, precision=a.precision,
                       device_map=a.device_map, max_gpu_memory=a.max_gpu_memory)
    out = Path(a.out)
    loop = LoopConfig(steps=a.steps, batch_size=a.batch_size, lr=a.lr, weight_decay=a.weight_decay, seed=a.seed,
                      schedule=a.lr_schedule if a.part == "decoder" else "constant")
    log: list = []
    if a.part == "decoder":
        cfg = OccamLLMConfig(bb.name, bb.hidden_size, bb.num_hidden_states,
                             OccamNetConfig(depth=a.depth, n_inputs=a.inputs, primitives=tuple(a.primitives.split(","))),
                             DecoderConfig(mlp_hidden=a.mlp_hidden, dropout=a.dropout, layer_mixes=a.layer_mixes,
                                           input_state_mixes=a.input_states))
        dec = OccamDecoders(cfg)
        k = cfg.occamnet.n_inputs
        sizes = (stage1, examples)
        stages = [features_of(bb, "decoder", kinds, sizes[si], a.seed + si, acc, answer_prefix=prefix, k=k,
                              input_states=a.input_states > 0)
                  for si, prefix in enumerate((True, False))]
        metrics = train_decoder(dec, stages, loop, a.samples, log, acc, TrainState(out, "decoder", a.resume),
                                exact_misses=a.exact_misses)
        info = {"decoder": {"data": {"data": a.data, "examples_per_stage": [dict(zip(kinds, n)) for n in sizes], "seed": a.seed,
                                     "targets_per_stage": [int(len(st["y"])) for st in stages],
                                     "stages": ["'Answer = ' prefix", "no prefix"]},
                            "loop": vars(loop) | {"samples": a.samples, "exact_misses": a.exact_misses,
                                                  "objective": f"sampled ({a.samples})" if a.samples else "exact"},
                            "metrics": metrics,
                            "seconds": round(time.perf_counter() - t0, 1)}}
    else:
        dec = OccamDecoders.from_pretrained(out, base_model=bb.name, hidden_size=bb.hidden_size,
                                            num_hidden_states=bb.num_hidden_states)
        feats = features_of(bb, "switch", kinds, examples, a.seed, acc)
        metrics = train_switch(dec.train(), feats, loop, log, acc, TrainState(out, "switch", a.resume))
        if a.stop_head:
            stop_loop = LoopConfig(steps=max(1, a.steps // 2), batch_size=a.batch_size, lr=a.lr,
                                   weight_decay=a.weight_decay, seed=a.seed)
            metrics["stop"] = train_stop(dec, feats, stop_loop, log, acc, TrainState(out, "stop", a.resume))
        info = dict(dec.config.info)
        info["switch"] = {"data": {"data": a.data, "examples": dict(zip(kinds, examples)), "seed": a.seed,
                                   "positions": int(len(feats["label"])),
                                   "positives": int(feats["label"].sum()),
                                   "stop_positions": int(len(feats["stop_label"])),
                                   "stop_positives": int(feats["stop_label"].sum())},
                          "loop": vars(loop), "metrics": metrics, "seconds": round(time.perf_counter() - t0, 1)}
        cfg = dec.config
    import dataclasses

    dec.config = dataclasses.replace(cfg, info=info | {"processes": acc.num_processes})
    if not acc.is_main_process:
        return 0
    dec.save_pretrained(out)
    for part in (a.part, "stop"):  # finished: nothing to resume
        shutil.rmtree(out / f".train_state-{part}", ignore_errors=True)
    (out / f"train_log_{a.part}.json").write_text(json.dumps(log, indent=1) + "\n")
    print(json.dumps(info[a.part]["metrics"], indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
