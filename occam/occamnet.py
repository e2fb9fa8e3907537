"""Complete OccamNet (paper §3.1.1 and appendix "Background on OccamNet").

The network has no parameters of its own: its softmax-layer weights come from the decoders, one
tensor per softmax layer with shape ``(arguments, sources)``. Layer ``l`` (1-based) holds the
primitives repeated ``A**(depth - l)`` times (``A`` = largest arity); its softmax layer reads every
earlier image layer (inputs, then layer 1, ...: the skip connections), and a final softmax layer
with one row picks the output node. A *function* is one choice of source per reachable argument row;
its probability is the product of those choices' softmax probabilities.

Global image-node ids: the inputs ``0..n_inputs-1`` first, then layer 1's nodes, then layer 2's, ...
so softmax layer ``k`` (0-based; ``k == depth`` is the output layer) reads ids ``< sources[k]``.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from functools import cached_property
from typing import Iterator, Sequence

import numpy as np
import torch

from . import primitives as P
from .config import OccamNetConfig


@dataclass(frozen=True)
class Node:
    """One node of a function's DAG: an input (``op == "x"``) or a primitive applied to children."""

    op: str
    node_id: int  # global image-node id in the network
    layer: int  # 0 for inputs
    children: tuple[int, ...] = ()  # indices into Function.nodes
    input_index: int | None = None


@dataclass(frozen=True)
class Function:
    """A DAG sampled from (or chosen in) an OccamNet: plain data, no tensors.

    ``edges`` lists ``(softmax_layer, row, source)`` for every argument row connected to the output;
    ``nodes`` is topologically ordered (children first) and ``nodes[-1]`` is the output.
    """

    nodes: tuple[Node, ...]
    edges: tuple[tuple[int, int, int], ...]

    def evaluate(self, x: Sequence[float]) -> float | None:
        """Protected evaluation in float64; ``None`` if any step is invalid."""
        vals: list[float | None] = []
        for node in self.nodes:
            if node.op == "x":
                try:
                    v = float(x[node.input_index]) if node.input_index < len(x) else None
                except OverflowError:  # an int too large for a float
                    v = None
                vals.append(v if v is not None and math.isfinite(v) else None)
                continue
            args = [vals[c] for c in node.children]
            vals.append(None if any(a is None for a in args) else P.get(node.op)(*args))
        return vals[-1]

    def expression(self, names: Sequence[str] | None = None) -> str:
        """Readable form such as ``x0 * x1`` or ``sqrt(x1)``; ``names`` replaces ``x0, x1, ...``."""

        def fmt(i: int, top: bool) -> str:
            node = self.nodes[i]
            if node.op == "x":
                return names[node.input_index] if names is not None else f"x{node.input_index}"
            prim = P.get(node.op)
            if prim.infix:
                s = f" {prim.symbol} ".join(fmt(c, False) for c in node.children)
                return s if top else f"({s})"
            # a function call's own parentheses delimit its arguments: sqrt(x0 + x1), not sqrt((x0 + x1))
            return f"{prim.symbol}({', '.join(fmt(c, True) for c in node.children)})"

        return fmt(len(self.nodes) - 1, True)

    @property
    def inputs_used(self) -> tuple[int, ...]:
        return tuple(sorted({n.input_index for n in self.nodes if n.op == "x"}))

    def to_networkx(self):
        """The DAG as a ``networkx.MultiDiGraph`` (edges point from an argument to the node using it;
        ``x0 * x0`` has two parallel edges, with ``position`` 0 and 1)."""
        import networkx as nx

        g = nx.MultiDiGraph()
        for i, node in enumerate(self.nodes):
            label = f"x{node.input_index}" if node.op == "x" else P.get(node.op).symbol
            g.add_node(i, op=node.op, label=label, layer=node.layer, node_id=node.node_id)
            for pos, c in enumerate(node.children):
                g.add_edge(c, i, position=pos)
        return g


def correct(value: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """Whether a function's value is the target: exact up to float64 rounding of the same computation
    on the same inputs (``torch.exp`` and ``math.exp`` may differ in the last bit). The training reward
    and the data's check that a network can write each target (:func:`occam.data.functions.explains`)
    both use it."""
    return torch.isfinite(value) & ((value - target).abs() <= 1e-6 * torch.clamp(target.abs(), min=1.0))


class OccamNet:
    """Structure of a Complete OccamNet and the operations on it, for given softmax weights.

    ``weights`` is always a list with one tensor per softmax layer, shaped ``(..., rows, sources)``.
    """

    def __init__(self, config: OccamNetConfig):
        self.config = config
        self.primitives = [P.get(n) for n in config.primitives]
        arity = max(p.arity for p in self.primitives)
        L, n = config.depth, config.n_inputs
        # image nodes: (layer, primitive or None, first argument row, input index)
        self.node_prim: list[P.Primitive | None] = [None] * n
        self.node_layer: list[int] = [0] * n
        self.node_rows: list[tuple[int, ...]] = [()] * n
        self.row_node: list[list[int]] = []  # per primitive softmax layer: image node of each row
        self.sources: list[int] = []  # number of sources per softmax layer
        for layer in range(1, L + 1):
            self.sources.append(len(self.node_prim))
            rows: list[int] = []
            for prim in self.primitives * arity ** (L - layer):
                gid = len(self.node_prim)
                self.node_rows.append(tuple(range(len(rows), len(rows) + prim.arity)))
                rows.extend([gid] * prim.arity)
                self.node_prim.append(prim)
                self.node_layer.append(layer)
            self.row_node.append(rows)
        self.sources.append(len(self.node_prim))
        self.shapes: list[tuple[int, int]] = [(len(r), s) for r, s in zip(self.row_node, self.sources)]
        self.shapes.append((1, self.sources[-1]))
        self.num_weights = sum(r * s for r, s in self.shapes)

    # ---------------------------------------------------------------- weights
    @cached_property
    def w_star(self) -> list[torch.Tensor]:
        """Untrained weights making every function (lower bound q, paper eq. for W*) equally likely."""
        q = [1.0] * self.config.n_inputs  # q of each image node so far
        out = []
        for k, (rows, src) in enumerate(self.shapes):
            qs = np.array(q[:src])
            w = np.log(qs.min() / qs)
            out.append(torch.tensor(np.tile(w, (rows, 1)), dtype=torch.float32) * self.config.temperature)
            q_arg = 1.0 / np.sum(1.0 / qs)
            if k < self.config.depth:
                lo = self.sources[k]
                hi = self.sources[k + 1]
                q.extend(q_arg ** self.node_prim[g].arity for g in range(lo, hi))
        return out

    def split(self, flat: torch.Tensor) -> list[torch.Tensor]:
        """``(..., num_weights)`` -> one ``(..., rows, sources)`` tensor per softmax layer."""
        parts = torch.split(flat, [r * s for r, s in self.shapes], dim=-1)
        return [p.reshape(*flat.shape[:-1], r, s) for p, (r, s) in zip(parts, self.shapes)]

    def log_probs(self, weights: Sequence[torch.Tensor]) -> list[torch.Tensor]:
        return [torch.log_softmax((w if w.dtype == torch.float64 else w.float()) / self.config.temperature, dim=-1)
                for w in weights]

    # ---------------------------------------------------------------- sampling (batched, torch)
    def sample(self, weights: Sequence[torch.Tensor], n: int, generator: torch.Generator | None = None) -> list[torch.Tensor]:
        """Sample ``n`` functions per weight set: one ``(..., n, rows)`` LongTensor per softmax layer."""
        out = []
        for lp in self.log_probs(weights):
            probs = lp.exp()
            flat = probs.reshape(-1, probs.shape[-1])  # (B*rows, sources)
            idx = torch.multinomial(flat, n, replacement=True, generator=generator)  # (B*rows, n)
            idx = idx.reshape(*probs.shape[:-1], n).transpose(-1, -2)  # (..., n, rows)
            out.append(idx)
        return out

    def sample_log_prob(self, weights: Sequence[torch.Tensor], choices: Sequence[torch.Tensor]) -> torch.Tensor:
        """Log-probability ``(..., n)`` of sampled functions: sum over rows connected to the output."""
        lps = self.log_probs(weights)
        gathered = [lp.unsqueeze(-3).expand(*c.shape, lp.shape[-1]).gather(-1, c.unsqueeze(-1)).squeeze(-1)
                    for lp, c in zip(lps, choices)]  # (..., n, rows)
        reach = self.reachable_rows(choices)
        return sum((g * r).sum(-1) for g, r in zip(gathered, reach))

    def reachable_rows(self, choices: Sequence[torch.Tensor]) -> list[torch.Tensor]:
        """Which argument rows are connected to the output, per sample: float masks ``(..., n, rows)``."""
        L = self.config.depth
        out_choice = choices[L]  # (..., n, 1)
        node_reach = torch.zeros(*out_choice.shape[:-1], len(self.node_prim), dtype=torch.float32, device=out_choice.device)
        node_reach.scatter_(-1, out_choice, 1.0)
        masks: list[torch.Tensor] = [None] * (L + 1)  # type: ignore[list-item]
        masks[L] = torch.ones(out_choice.shape, dtype=torch.float32, device=out_choice.device)
        for k in range(L - 1, -1, -1):
            row_node = torch.tensor(self.row_node[k], device=out_choice.device)
            row_reach = node_reach.index_select(-1, row_node)  # (..., n, rows)
            masks[k] = row_reach
            node_reach = node_reach.scatter_add(-1, choices[k], row_reach).clamp_(max=1.0)
        return masks

    def evaluate_samples(self, choices: Sequence[torch.Tensor], x: torch.Tensor) -> torch.Tensor:
        """Values ``(..., n)`` of sampled functions on inputs ``x`` ``(..., n_inputs)``; NaN if invalid."""
        n = choices[0].shape[-2]
        h = x.to(torch.float64).unsqueeze(-2).expand(*x.shape[:-1], n, x.shape[-1])
        for k in range(self.config.depth):
            args = h.gather(-1, choices[k])
            outs = []
            lo, hi = self.sources[k], self.sources[k + 1]
            for g in range(lo, hi):
                rows = self.node_rows[g]
                outs.append(self.node_prim[g].apply(*(args[..., r] for r in rows)))
            h = torch.cat([h, torch.stack(outs, -1)], -1)
        return h.gather(-1, choices[-1])[..., 0]

    # ---------------------------------------------------------------- single functions
    def function(self, choice: Sequence[Sequence[int]]) -> Function:
        """Build the DAG of one full choice table (a source for every row of every softmax layer)."""
        table = {(k, r): int(s) for k, row in enumerate(choice) for r, s in enumerate(row)}
        return self._build(table)

    def _build(self, table: dict[tuple[int, int], int]) -> Function:
        nodes: list[Node] = []
        index: dict[int, int] = {}
        edges: list[tuple[int, int, int]] = []

        def visit(gid: int) -> int:
            if gid in index:
                return index[gid]
            prim = self.node_prim[gid]
            if prim is None:
                node = Node("x", gid, 0, (), gid)
            else:
                k = self.node_layer[gid] - 1
                kids = []
                for r in self.node_rows[gid]:
                    src = table[(k, r)]
                    edges.append((k, r, src))
                    kids.append(visit(src))
                node = Node(prim.name, gid, self.node_layer[gid], tuple(kids))
            index[gid] = len(nodes)
            nodes.append(node)
            return index[gid]

        L = self.config.depth
        root = table[(L, 0)]
        edges.append((L, 0, root))
        visit(root)
        return Function(tuple(nodes), tuple(sorted(edges)))

    def log_prob(self, weights: Sequence[torch.Tensor], fn: Function) -> float:
        lps = [lp.detach().double() for lp in self.log_probs([w.detach().double() for w in weights])]
        return float(sum(lps[k][r, s] for k, r, s in fn.edges))

    def best_function(self, weights: Sequence[torch.Tensor]) -> tuple[Function, float]:
        """The exact maximum-probability function and its log-probability.

        Dynamic programme over the layers: ``J(S)`` is the best log-probability of the union of the
        sub-DAGs rooted at the set ``S`` of image nodes (a node reached twice counts once, as in the
        probability of a DAG). It expands the highest node of ``S`` over all source combinations of
        its argument rows, best bound first, and stops once the bound cannot beat the best found.
        """
        lps = [lp.cpu().numpy() for lp in self.log_probs([w.detach().double() for w in weights])]
        memo: dict[frozenset[int], tuple[float, dict[tuple[int, int], int]]] = {}

        def J(S: frozenset[int]) -> tuple[float, dict[tuple[int, int], int]]:
            if not S:
                return 0.0, {}
            if S in memo:
                return memo[S]
            t = max(S)
            k = self.node_layer[t] - 1
            rows = self.node_rows[t]
            srcs = self.sources[k]
            bound = lps[k][rows[0]]
            for r in rows[1:]:
                bound = np.add.outer(bound, lps[k][r])
            flat = bound.reshape(-1)
            best: tuple[float, dict] = (-math.inf, {})
            for idx in np.argsort(-flat, kind="stable"):
                if flat[idx] <= best[0]:
                    break
                combo = np.unravel_index(idx, (srcs,) * len(rows))
                rest = (S - {t}) | {int(c) for c in combo if self.node_prim[int(c)] is not None}
                val, assign = J(frozenset(rest))
                total = float(flat[idx]) + val
                if total > best[0]:
                    assign = dict(assign)
                    assign.update({(k, r): int(c) for r, c in zip(rows, combo)})
                    best = (total, assign)
            memo[S] = best
            return best

        L = self.config.depth
        out = lps[L][0]
        best_val, best_table = -math.inf, {}
        for src in np.argsort(-out, kind="stable"):
            if out[src] <= best_val:
                break
            S = frozenset([int(src)]) if self.node_prim[int(src)] is not None else frozenset()
            val, assign = J(S)
            if out[src] + val > best_val:
                best_val = float(out[src] + val)
                best_table = dict(assign)
                best_table[(L, 0)] = int(src)
        return self._build(best_table), best_val

    def enumerate_functions(self) -> Iterator[Function]:
        """Every distinct DAG of the network (brute force; for tests and small networks)."""
        memo: dict[int, list[tuple[tuple[tuple[int, int], int], ...]]] = {}

        def options(gid: int) -> list[tuple[tuple[tuple[int, int], int], ...]]:
            if self.node_prim[gid] is None:
                return [()]
            if gid in memo:
                return memo[gid]
            k = self.node_layer[gid] - 1
            rows = self.node_rows[gid]
            result = []
            for combo in itertools.product(range(self.sources[k]), repeat=len(rows)):
                own = {(k, r): c for r, c in zip(rows, combo)}
                for parts in itertools.product(*(options(c) for c in combo)):
                    merged = dict(own)
                    ok = True
                    for part in parts:
                        for key, v in part:
                            if merged.setdefault(key, v) != v:
                                ok = False
                                break
                        if not ok:
                            break
                    if ok:
                        result.append(tuple(sorted(merged.items())))
            memo[gid] = sorted(set(result))
            return memo[gid]

        L = self.config.depth
        for src in range(self.sources[L]):
            for opt in options(src):
                table = dict(opt)
                table[(L, 0)] = src
                yield self._build(table)

    # ---------------------------------------------------------------- every function at once (exact training)
    @cached_property
    def function_table(self) -> "FunctionTable":
        """Every distinct function of the network, as index tensors (built once; 62,148 functions
        for two layers of + - * / on four inputs, 32 for the paper's one-layer network)."""
        return FunctionTable.build(self)

    def function_log_probs(self, weights: Sequence[torch.Tensor], rows: torch.Tensor, fns: torch.Tensor) -> torch.Tensor:
        """Log-probabilities ``(P,)`` of function ``fns[p]`` under weight set ``rows[p]`` (an index
        into the batch of ``weights``, each ``(B, rows, sources)``): the sum over the function's edges."""
        lps = self.log_probs(weights)
        flat = torch.cat([lp.flatten(1) for lp in lps] + [lps[0].new_zeros(lps[0].shape[0], 1)], 1)  # (B, W + 1)
        edges = self.function_table.edges.to(flat.device)[fns]  # (P, max_edges); padding points at the zero
        return flat[rows.unsqueeze(1), edges].sum(-1)

    def top_functions(self, weights: Sequence[torch.Tensor], k: int = 10, samples: int = 4096,
                      generator: torch.Generator | None = None) -> list[tuple[Function, float]]:
        """The ``k`` most probable functions with log-probabilities (exact for depth 1; otherwise the
        best of the exact maximum and ``samples`` sampled functions, ranked by exact probability)."""
        if self.config.depth == 1:
            cands = list(self.enumerate_functions())
        else:
            choices = self.sample([w.detach().cpu() for w in weights], samples, generator)
            seen: dict[tuple, Function] = {}
            for i in range(samples):
                fn = self.function([c[i].tolist() for c in choices])
                seen.setdefault(fn.edges, fn)
            best, _ = self.best_function(weights)
            seen.setdefault(best.edges, best)
            cands = list(seen.values())
        scored = sorted(((f, self.log_prob(weights, f)) for f in cands), key=lambda t: -t[1])
        return scored[:k]


@dataclass(frozen=True)
class FunctionTable:
    """All functions of a network as tensors: ``edges (F, max_edges)`` flat indices into the
    concatenated, flattened softmax layers (padded with ``num_weights``, a slot holding 0), and the
    distinct expression trees behind them (functions using different copies of a primitive, or rows
    no path reaches, compute the same tree): ``root (F,)`` is each function's tree among ``U`` trees,
    evaluated level by level from ``groups``: ``(primitive, tree ids, child ids per argument)``."""

    edges: torch.Tensor  # (F, max_edges) long
    root: torch.Tensor  # (F,) long, into the U trees
    n_inputs: int  # trees 0..n_inputs-1 are the inputs
    n_trees: int
    groups: tuple[tuple[P.Primitive, torch.Tensor, tuple[torch.Tensor, ...]], ...]
    by_tree: torch.Tensor  # (F,) function ids sorted by tree ...
    tree_start: torch.Tensor  # (U + 1,) ... tree u's functions are by_tree[tree_start[u]:tree_start[u + 1]]

    @staticmethod
    def build(net: "OccamNet") -> "FunctionTable":
        offsets = np.cumsum([0] + [r * s for r, s in net.shapes])
        trees: dict[tuple, int] = {("x", i): i for i in range(net.config.n_inputs)}
        level: dict[int, int] = {i: 0 for i in range(net.config.n_inputs)}
        defs: dict[int, tuple[str, tuple[int, ...]]] = {}
        edges, root = [], []
        for fn in net.enumerate_functions():
            ids: list[int] = []
            for node in fn.nodes:  # children first
                if node.op == "x":
                    ids.append(node.input_index)
                    continue
                key = (node.op, tuple(ids[c] for c in node.children))
                if key not in trees:
                    trees[key] = len(trees)
                    defs[trees[key]] = key
                    level[trees[key]] = 1 + max(level[ids[c]] for c in node.children)
                ids.append(trees[key])
            root.append(ids[-1])
            edges.append([int(offsets[k] + r * net.shapes[k][1] + s) for k, r, s in fn.edges])
        width = max(map(len, edges))
        pad = int(offsets[-1])
        groups = []
        for lv in sorted({v for v in level.values() if v > 0}):
            for op in net.config.primitives:
                members = [t for t, (o, _) in defs.items() if o == op and level[t] == lv]
                if members:
                    kids = tuple(torch.tensor([defs[t][1][a] for t in members]) for a in range(P.get(op).arity))
                    groups.append((P.get(op), torch.tensor(members), kids))
        root_t = torch.tensor(root)
        start = torch.zeros(len(trees) + 1, dtype=torch.long)
        start[1:] = torch.cumsum(torch.bincount(root_t, minlength=len(trees)), 0)
        return FunctionTable(torch.tensor([e + [pad] * (width - len(e)) for e in edges]), root_t,
                             net.config.n_inputs, len(trees), tuple(groups), torch.argsort(root_t, stable=True), start)

    def tree_values(self, x: torch.Tensor) -> torch.Tensor:
        """Every distinct tree's value ``(B, U)`` (float64, NaN where invalid) on inputs ``x (B, n_inputs)``."""
        vals = torch.full((x.shape[0], self.n_trees), math.nan, dtype=torch.float64, device=x.device)
        vals[:, : self.n_inputs] = x.to(torch.float64)
        for prim, members, kids in self.groups:
            vals[:, members] = prim.apply(*(vals[:, k] for k in kids))
        return vals

    def values(self, x: torch.Tensor) -> torch.Tensor:
        """Every function's value ``(B, F)``."""
        return self.tree_values(x)[:, self.root]

    def functions_of(self, rows: torch.Tensor, trees: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Expand ``(row, tree)`` pairs to ``(row, function)`` pairs: every function computing the tree."""
        first, counts = self.tree_start[trees], self.tree_start[trees + 1] - self.tree_start[trees]
        offset = torch.arange(int(counts.sum())) - torch.repeat_interleave(torch.cumsum(counts, 0) - counts, counts)
        return torch.repeat_interleave(rows, counts), self.by_tree[torch.repeat_interleave(first, counts) + offset]
