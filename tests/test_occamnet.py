"""Complete OccamNet: structure, W*, the exact dynamic programme, sampling and Function.

Checks:

* structure: the shapes of the softmax layers, the repetition of layer-l primitives A^(L-l) times,
  the skip connections (``net.sources``), the global node-id layout, ``split``;
* ``enumerate_functions``: exactly the expected functions at depth 1 (32 for the paper's
  primitives), distinct, and their probabilities sum to 1 for random weights (depth 1 and 2);
* W*: every function equally likely at depth 1 (1/32); at depth 2 the lower bound q of the paper's
  appendix (computed here independently, counting shared sub-DAGs once per use) is uniform and
  p >= q, with equality exactly for tree-shaped functions;
* ``best_function`` equals the brute-force argmax over ``enumerate_functions`` (log-probability and
  edges) on many random weight sets at depth 1 and 2, including a hand-made case where the optimum
  shares a sub-DAG (a DP that counted shared nodes twice would pick another function);
* sampling: ``sample_log_prob`` and ``evaluate_samples`` agree with ``log_prob``/``Function.evaluate``
  per sample; empirical frequencies match the exact probabilities; ``reachable_rows`` marks exactly
  the function's edges;
* ``Function``: evaluation against ``math``, exact expression strings, name substitution,
  ``to_networkx``, invalid inputs -> None.
"""
import functools
import math
import random
import zlib
from collections import Counter

import networkx as nx
import numpy as np
import pytest
import torch

from occam import primitives as P
from occam.config import OccamNetConfig
from occam.occamnet import Function, OccamNet

ARITH = P.ARITHMETIC_PRIMITIVES
MIXED = ("add", "mul", "sqrt", "exp")  # arities 2 and 1 at depth 2, still small enough to enumerate


# --------------------------------------------------------------------------- helpers
@functools.lru_cache(maxsize=None)
def make_net(depth: int = 1, n_inputs: int = 2, primitives: tuple[str, ...] = P.PAPER_PRIMITIVES,
             temperature: float = 1.0) -> OccamNet:
    return OccamNet(OccamNetConfig(depth=depth, n_inputs=n_inputs, primitives=primitives,
                                   temperature=temperature))


def rand_weights(net: OccamNet, gen: torch.Generator, scale: float = 1.0, batch: tuple[int, ...] = ()):
    return [torch.randn(*batch, r, s, generator=gen) * scale for r, s in net.shapes]


def node_id(net: OccamNet, layer: int, prim: str, copy: int = 0) -> int:
    """Global id of the ``copy``-th repetition of primitive ``prim`` in image layer ``layer``."""
    ids = [g for g, p in enumerate(net.node_prim) if p is not None and p.name == prim and net.node_layer[g] == layer]
    return ids[copy]


def make_fn(net: OccamNet, out: int, assign: dict[int, tuple[int, ...]], fill: int = 0) -> Function:
    """Function from a full choice table: row sources of the given nodes, ``fill`` everywhere else."""
    table = [[fill] * r for r, _ in net.shapes]
    for gid, srcs in assign.items():
        k = net.node_layer[gid] - 1
        assert len(srcs) == len(net.node_rows[gid])
        for r, s in zip(net.node_rows[gid], srcs):
            table[k][r] = s
    table[-1][0] = out
    return net.function(table)


def fn_depth(fn: Function) -> int:
    return max(n.layer for n in fn.nodes)


class Enumerated:
    """All functions of a network, with their edges as flat indices for vectorised log-probs."""

    def __init__(self, net: OccamNet):
        self.net = net
        self.fns = list(net.enumerate_functions())
        offsets = np.cumsum([0] + [r * s for r, s in net.shapes])
        width = max(len(f.edges) for f in self.fns)
        self.idx = np.zeros((len(self.fns), width), dtype=np.int64)
        self.mask = np.zeros((len(self.fns), width))
        for i, f in enumerate(self.fns):
            for j, (k, r, s) in enumerate(f.edges):
                self.idx[i, j] = offsets[k] + r * net.shapes[k][1] + s
                self.mask[i, j] = 1.0

    def log_probs(self, weights) -> np.ndarray:
        """Exact log-probability of every function, in float64 from the network's log-softmax."""
        flat = np.concatenate([lp.detach().double().numpy().reshape(-1) for lp in self.net.log_probs(weights)])
        return (flat[self.idx] * self.mask).sum(1)


@functools.lru_cache(maxsize=None)
def enumerated(depth: int, n_inputs: int, primitives: tuple[str, ...]) -> Enumerated:
    return Enumerated(make_net(depth, n_inputs, primitives))


def q_lower_bound(net: OccamNet, weights, fn: Function) -> float:
    """The paper's q_W[f]: probabilities propagated as if the DAG were a tree (shared parts count
    once per use). Written independently of the code under test, from the edges of ``fn``."""
    probs = [torch.softmax(w.double() / net.config.temperature, -1) for w in weights]
    src = {(k, r): s for k, r, s in fn.edges}

    def q(gid: int) -> float:
        if net.node_prim[gid] is None:
            return 1.0
        k = net.node_layer[gid] - 1
        return math.prod(probs[k][r, src[(k, r)]].item() * q(src[(k, r)]) for r in net.node_rows[gid])

    L = net.config.depth
    return probs[L][0, src[(L, 0)]].item() * q(src[(L, 0)])


def is_tree(fn: Function) -> bool:
    """No primitive node is used twice (an input used twice has no edges below it to share)."""
    uses = Counter(c for n in fn.nodes for c in n.children if fn.nodes[c].op != "x")
    return all(v == 1 for v in uses.values())


def safe(f, *args):
    """Reference evaluation with math: None where math raises or the result is not finite."""
    try:
        y = f(*args)
    except (ValueError, ZeroDivisionError, OverflowError):
        return None
    return y if isinstance(y, float) and math.isfinite(y) else None


# =========================================================================== structure
def test_depth1_paper_structure():
    net = make_net()
    assert net.shapes == [(15, 2), (1, 12)]
    assert net.sources == [2, 12]
    assert net.num_weights == 15 * 2 + 12
    assert [p.name for p in net.node_prim[2:]] == list(P.PAPER_PRIMITIVES)
    assert net.node_prim[:2] == [None, None] and net.node_layer == [0, 0] + [1] * 10
    # rows: binary primitives take two consecutive rows, unary ones one, in primitive order
    assert [len(net.node_rows[g]) for g in range(2, 12)] == [2, 2, 2, 2, 1, 2, 1, 1, 1, 1]
    assert net.row_node[0] == [2, 2, 3, 3, 4, 4, 5, 5, 6, 7, 7, 8, 9, 10, 11]
    for g in range(2, 12):
        assert all(net.row_node[0][r] == g for r in net.node_rows[g])


@pytest.mark.parametrize("depth,expected_copies", [(1, [1]), (2, [2, 1]), (3, [4, 2, 1])])
def test_complete_occamnet_repeats_primitives(depth, expected_copies):
    """Layer l repeats its primitives A^(L-l) times (A = 2 here)."""
    net = make_net(depth, 2, ARITH)
    for layer, copies in enumerate(expected_copies, start=1):
        names = [p.name for g, p in enumerate(net.node_prim) if net.node_layer[g] == layer]
        assert Counter(names) == {n: copies for n in ARITH}
        assert names == list(ARITH) * copies  # the whole primitive list, repeated
        assert len(net.row_node[layer - 1]) == 2 * 4 * copies
    assert net.node_layer == sorted(net.node_layer)  # ids: inputs, then layer 1, layer 2, ...


@pytest.mark.parametrize("depth,n_inputs,sources", [
    (1, 2, [2, 6]), (2, 2, [2, 10, 14]), (3, 2, [2, 18, 26, 30]), (2, 3, [3, 11, 15]),
])
def test_skip_connections(depth, n_inputs, sources):
    """Softmax layer k reads every earlier image node: the inputs and all previous layers."""
    net = make_net(depth, n_inputs, ARITH)
    assert net.sources == sources
    assert [s for _, s in net.shapes] == sources
    assert net.shapes[-1] == (1, sources[-1])  # the output layer picks any image node
    for k in range(depth):
        assert {net.node_layer[g] for g in range(sources[k])} == set(range(k + 1))
        assert all(net.node_layer[g] == k + 1 for g in range(sources[k], sources[k + 1]))


def test_mixed_arity_repetition_and_unary_only():
    net = make_net(2, 2, MIXED)  # A = 2: layer 1 twice, layer 2 once
    assert net.shapes == [(12, 2), (6, 10), (1, 14)]
    net = make_net(3, 1, ("sqrt", "exp"))  # A = 1: no repetition
    assert net.shapes == [(2, 1), (2, 3), (2, 5), (1, 7)]


def test_split():
    net = make_net(2, 3, ARITH)
    flat = torch.randn(4, 5, net.num_weights)
    parts = net.split(flat)
    assert [tuple(p.shape) for p in parts] == [(4, 5, r, s) for r, s in net.shapes]
    assert torch.equal(torch.cat([p.reshape(4, 5, -1) for p in parts], -1), flat)


# =========================================================================== enumeration and W*
def test_depth1_enumeration_is_exactly_the_32_functions():
    fns = list(make_net().enumerate_functions())
    assert len(fns) == 32 and len({f.edges for f in fns}) == 32
    exprs = sorted(f.expression() for f in fns)
    binary = [f"x{i} {P.get(n).symbol} x{j}" for n in ("add", "sub", "mul", "div", "pow")
              for i in range(2) for j in range(2)]
    unary = [f"{n}(x{i})" for n in ("sqrt", "log", "exp", "sin", "cos") for i in range(2)]
    assert exprs == sorted(["x0", "x1"] + binary + unary)


@pytest.mark.parametrize("temperature", [1.0, 0.3, 2.5])
def test_w_star_depth1_uniform(temperature):
    net = make_net(temperature=temperature)
    ws = net.w_star
    assert [tuple(w.shape) for w in ws] == net.shapes
    ps = [math.exp(net.log_prob(ws, f)) for f in net.enumerate_functions()]
    assert ps == pytest.approx([1 / 32] * 32, abs=1e-6)
    fn, lp = net.best_function(ws)
    assert lp == pytest.approx(math.log(1 / 32), abs=1e-6)


@pytest.mark.parametrize("depth,n_inputs,prims", [
    (1, 2, P.PAPER_PRIMITIVES), (1, 3, P.PAPER_PRIMITIVES), (2, 2, ARITH), (2, 2, MIXED), (2, 3, ARITH),
])
def test_probabilities_sum_to_one(depth, n_inputs, prims):
    enum = enumerated(depth, n_inputs, prims)
    assert len({f.edges for f in enum.fns}) == len(enum.fns)  # distinct DAGs
    gen = torch.Generator().manual_seed(3)
    for scale in (0.0, 1.0, 3.0):
        w = rand_weights(enum.net, gen, scale)
        assert np.exp(enum.log_probs(w)).sum() == pytest.approx(1.0, abs=1e-5)
    assert np.exp(enum.log_probs(enum.net.w_star)).sum() == pytest.approx(1.0, abs=1e-5)


def test_enumeration_log_probs_match_log_prob():
    enum = enumerated(2, 2, MIXED)
    w = rand_weights(enum.net, torch.Generator().manual_seed(5), 2.0)
    lps = enum.log_probs(w)
    for i in range(0, len(enum.fns), 97):
        assert enum.net.log_prob(w, enum.fns[i]) == pytest.approx(lps[i], abs=1e-5)


def test_enumeration_counts_depth2():
    # distinct DAGs (a node reached twice is one node); pinned so a change in structure is noticed
    assert len(enumerated(2, 2, ARITH).fns) == 4274
    assert len(enumerated(2, 3, ARITH).fns) == 20271
    depths = Counter(fn_depth(f) for f in enumerated(2, 2, ARITH).fns)
    assert depths[0] == 2 and depths[1] == 4 * 2 * 4 and depths[2] > 0


@pytest.mark.parametrize("prims", [ARITH, MIXED])
def test_w_star_depth2_lower_bound_uniform(prims):
    enum = enumerated(2, 2, prims)
    net, ws = enum.net, enum.net.w_star
    ps = np.exp(enum.log_probs(ws))
    qs = np.array([q_lower_bound(net, ws, f) for f in enum.fns])
    assert qs == pytest.approx(np.full(len(qs), qs[0]), rel=1e-5)  # q uniform over all functions
    assert np.all(ps >= qs * (1 - 1e-5))  # q is a lower bound
    trees = np.array([is_tree(f) for f in enum.fns])
    assert ps[trees] == pytest.approx(qs[trees], rel=1e-5)  # equality for tree-shaped functions
    assert np.all(ps[~trees] > qs[~trees] * 1.01)  # strictly larger when a sub-DAG is shared
    assert ps.min() == pytest.approx(qs[0], rel=1e-5)
    assert trees.sum() > 0 and (~trees).sum() > 0


def test_q_lower_bound_equals_p_at_depth1():
    enum = enumerated(1, 2, P.PAPER_PRIMITIVES)
    w = rand_weights(enum.net, torch.Generator().manual_seed(0), 2.0)
    ps = np.exp(enum.log_probs(w))
    qs = [q_lower_bound(enum.net, w, f) for f in enum.fns]
    assert ps == pytest.approx(qs, rel=1e-5)


# =========================================================================== best_function (DP)
def check_best(enum: Enumerated, w) -> Function:
    fn, val = enum.net.best_function(w)
    lps = enum.log_probs(w)
    order = np.argsort(-lps)
    best = lps[order[0]]
    assert val == pytest.approx(best, abs=1e-6)
    assert enum.net.log_prob(w, fn) == pytest.approx(val, abs=1e-5 * max(1.0, abs(val)))
    tied = [enum.fns[i].edges for i in order if lps[i] >= best - 1e-9]
    assert fn.edges in tied
    if len(tied) == 1:
        assert fn.edges == enum.fns[order[0]].edges
    return fn


@pytest.mark.parametrize("temperature", [1.0, 0.5])
def test_best_function_depth1_matches_brute_force(temperature):
    net = make_net(temperature=temperature)
    enum = Enumerated(net)
    gen = torch.Generator().manual_seed(11)
    found = Counter()
    for i in range(50):
        fn = check_best(enum, rand_weights(net, gen, scale=(1.0, 3.0)[i % 2]))
        found[fn_depth(fn)] += 1
    assert found[0] > 0 and found[1] > 0


@pytest.mark.parametrize("n_inputs", [2, 3])
def test_best_function_depth2_matches_brute_force(n_inputs):
    enum = enumerated(2, n_inputs, ARITH)
    gen = torch.Generator().manual_seed(100 + n_inputs)
    depths = Counter()
    for _ in range(30):
        depths[fn_depth(check_best(enum, rand_weights(enum.net, gen, 3.0)))] += 1
    assert depths[2] > 0, depths  # not only inputs and depth-1 functions
    assert depths[0] + depths[1] > 0, depths


def test_best_function_depth2_biased_to_deep_functions():
    """W* + noise: deep functions win most of the time, and shared sub-DAGs appear."""
    enum = enumerated(2, 2, MIXED)
    gen = torch.Generator().manual_seed(9)
    depths = Counter()
    for _ in range(30):
        w = [ws + n for ws, n in zip(enum.net.w_star, rand_weights(enum.net, gen, 1.5))]
        depths[fn_depth(check_best(enum, w))] += 1
    assert depths[2] >= 10, depths


def test_best_function_depth2_four_inputs():
    """~62k functions; the brute force is vectorised over the edges, so this takes a few seconds."""
    enum = enumerated(2, 4, ARITH)
    assert len(enum.fns) == 62148
    gen = torch.Generator().manual_seed(4)
    depths = Counter()
    for _ in range(5):
        depths[fn_depth(check_best(enum, rand_weights(enum.net, gen, 3.0)))] += 1
    w = [ws + n for ws, n in zip(enum.net.w_star, rand_weights(enum.net, gen, 1.0))]
    depths[fn_depth(check_best(enum, w))] += 1
    assert depths[2] > 0


def test_best_function_counts_a_shared_node_once():
    """The optimum (x0 + x1) * (x0 + x1) shares the add node: its edges count once. A DP that
    counted them once per use would prefer x0 * x0 (log-prob -2.48; the optimum is -1.79, but
    -2.90 when its add node is counted twice)."""
    net = make_net(2, 2, ARITH)
    add, mul2 = node_id(net, 1, "add"), node_id(net, 2, "mul")
    w = [torch.full((r, s), -30.0) for r, s in net.shapes]
    w[2][0, mul2] = 0.0
    for r in net.node_rows[mul2]:
        w[1][r, add], w[1][r, 0] = 0.0, -0.9
    r0, r1 = net.node_rows[add]
    w[0][r0, 0], w[0][r0, 1] = 0.0, -0.3
    w[0][r1, 1], w[0][r1, 0] = 0.0, -0.3
    fn = check_best(enumerated(2, 2, ARITH), w)
    assert fn.expression() == "(x0 + x1) * (x0 + x1)"
    assert len(fn.nodes) == 4 and len(fn.edges) == 5
    assert not is_tree(fn)
    expected = 2 * math.log(1 / (1 + math.exp(-0.9))) + 2 * math.log(1 / (1 + math.exp(-0.3)))
    assert net.best_function(w)[1] == pytest.approx(expected, abs=1e-4)


# =========================================================================== sampling
SAMPLE_NETS = [(1, 2, P.PAPER_PRIMITIVES), (2, 3, ARITH), (2, 2, MIXED)]


@pytest.mark.parametrize("depth,n_inputs,prims", SAMPLE_NETS)
@pytest.mark.parametrize("batch", [(), (3,)])
def test_sample_shapes_and_log_prob(depth, n_inputs, prims, batch):
    net = make_net(depth, n_inputs, prims)
    gen = torch.Generator().manual_seed(21)
    w = rand_weights(net, gen, 2.0, batch)
    n = 200
    choices = net.sample(w, n, generator=gen)
    assert [tuple(c.shape) for c in choices] == [(*batch, n, r) for r, _ in net.shapes]
    for c, (_, s) in zip(choices, net.shapes):
        assert c.dtype == torch.long and c.min() >= 0 and c.max() < s
    slp = net.sample_log_prob(w, choices)
    assert tuple(slp.shape) == (*batch, n)
    for b in (range(batch[0]) if batch else [None]):
        wb = [x[b] for x in w] if batch else w
        for i in range(n):
            ch = [c[b, i] if batch else c[i] for c in choices]
            fn = net.function([row.tolist() for row in ch])
            lp = slp[b, i] if batch else slp[i]
            assert lp.item() == pytest.approx(net.log_prob(wb, fn), abs=1e-4)


def test_sample_is_reproducible_with_a_generator():
    net = make_net(2, 2, ARITH)
    w = rand_weights(net, torch.Generator().manual_seed(0))
    a = net.sample(w, 50, generator=torch.Generator().manual_seed(1))
    b = net.sample(w, 50, generator=torch.Generator().manual_seed(1))
    assert all(torch.equal(x, y) for x, y in zip(a, b))


@pytest.mark.parametrize("depth,n_inputs,prims", SAMPLE_NETS)
@pytest.mark.parametrize("x", [[3.0, 1.5, -2.0], [0.0, -2.0, 4.0], [1e200, 1e-200, 0.5], [700.0, -1.0, math.nan]])
def test_evaluate_samples_matches_function_evaluate(depth, n_inputs, prims, x):
    net = make_net(depth, n_inputs, prims)
    gen = torch.Generator().manual_seed(8)
    w = [ws + n for ws, n in zip(net.w_star, rand_weights(net, gen, 0.5))]
    n = 300
    choices = net.sample(w, n, generator=gen)
    x = x[:n_inputs]
    vals = net.evaluate_samples(choices, torch.tensor(x, dtype=torch.float64))
    assert vals.shape == (n,) and vals.dtype == torch.float64
    n_invalid = 0
    for i in range(n):
        want = net.function([c[i].tolist() for c in choices]).evaluate(x)
        got = vals[i].item()
        if want is None:
            n_invalid += 1
            assert math.isnan(got), (i, got)
        else:
            assert got == pytest.approx(want, rel=1e-12, abs=1e-300)
    if 0.0 in x or any(math.isnan(v) for v in x):
        assert n_invalid > 0  # the invalid path is exercised


def test_evaluate_samples_batched():
    net = make_net(2, 2, MIXED)
    gen = torch.Generator().manual_seed(2)
    w = rand_weights(net, gen, 1.0, (4,))
    choices = net.sample(w, 64, generator=gen)
    x = torch.tensor([[1.0, 2.0], [-3.0, 0.5], [0.0, 0.0], [10.0, -7.0]], dtype=torch.float64)
    vals = net.evaluate_samples(choices, x)
    assert vals.shape == (4, 64)
    for b in range(4):
        for i in range(64):
            want = net.function([c[b, i].tolist() for c in choices]).evaluate(x[b].tolist())
            got = vals[b, i].item()
            assert math.isnan(got) if want is None else got == pytest.approx(want, rel=1e-12)


@pytest.mark.parametrize("temperature", [1.0, 0.5])
def test_sample_frequencies_match_probabilities(temperature):
    net = make_net(temperature=temperature)
    gen = torch.Generator().manual_seed(31)
    w = rand_weights(net, gen, 1.0)
    n = 20_000
    choices = net.sample(w, n, generator=gen)
    counts = Counter(net.function([c[i].tolist() for c in choices]).edges for i in range(n))
    fns = list(net.enumerate_functions())
    p = np.array([math.exp(net.log_prob(w, f)) for f in fns])
    obs = np.array([counts.get(f.edges, 0) for f in fns])
    assert obs.sum() == n  # every sample is one of the enumerated functions
    exp = n * p
    chi2 = ((obs - exp) ** 2 / exp).sum()
    assert chi2 < 83.6, chi2  # chi-square with 31 dof: P(> 83.6) = 1e-6
    assert np.all(np.abs(obs - exp) <= 5 * np.sqrt(exp * (1 - p)) + 1)


@pytest.mark.parametrize("depth,n_inputs,prims", SAMPLE_NETS + [(3, 2, ARITH)])
def test_reachable_rows_are_the_function_edges(depth, n_inputs, prims):
    net = make_net(depth, n_inputs, prims)
    gen = torch.Generator().manual_seed(17)
    w = [ws + n for ws, n in zip(net.w_star, rand_weights(net, gen, 0.5))]
    n = 300
    choices = net.sample(w, n, generator=gen)
    masks = net.reachable_rows(choices)
    assert [tuple(m.shape) for m in masks] == [(n, r) for r, _ in net.shapes]
    for i in range(n):
        fn = net.function([c[i].tolist() for c in choices])
        marked = {(k, r) for k, m in enumerate(masks) for r in range(m.shape[-1]) if m[i, r].item() == 1.0}
        assert all(v in (0.0, 1.0) for m in masks for v in m[i].tolist())
        assert marked == {(k, r) for k, r, _ in fn.edges}
        assert all(choices[k][i, r].item() == s for k, r, s in fn.edges)


# =========================================================================== Function
def test_function_ignores_unreachable_rows():
    net = make_net(2, 2, ARITH)
    mul2, add = node_id(net, 2, "mul"), node_id(net, 1, "add")
    a = make_fn(net, mul2, {mul2: (add, 0), add: (0, 1)}, fill=0)
    b = make_fn(net, mul2, {mul2: (add, 0), add: (0, 1)}, fill=1)
    assert a == b


HAND_BUILT = [
    # (depth, prims, builder(net) -> (out, assign), reference, expression, names-expression)
    (1, P.PAPER_PRIMITIVES, lambda n: (node_id(n, 1, "mul"), {node_id(n, 1, "mul"): (0, 1)}),
     lambda a, b: a * b, "x0 * x1", "a * b"),
    (1, P.PAPER_PRIMITIVES, lambda n: (node_id(n, 1, "sqrt"), {node_id(n, 1, "sqrt"): (1,)}),
     lambda a, b: math.sqrt(b), "sqrt(x1)", "sqrt(b)"),
    (1, P.PAPER_PRIMITIVES, lambda n: (node_id(n, 1, "pow"), {node_id(n, 1, "pow"): (1, 0)}),
     lambda a, b: math.pow(b, a) if not (b == 0 and a < 0) else None, "x1 ** x0", "b ** a"),
    (1, P.PAPER_PRIMITIVES, lambda n: (node_id(n, 1, "div"), {node_id(n, 1, "div"): (1, 1)}),
     lambda a, b: b / b, "x1 / x1", "b / b"),
    (1, P.PAPER_PRIMITIVES, lambda n: (1, {}), lambda a, b: b, "x1", "b"),
    (2, ARITH, lambda n: (node_id(n, 2, "mul"), {node_id(n, 2, "mul"): (node_id(n, 1, "add"), 0),
                                                 node_id(n, 1, "add"): (0, 1)}),
     lambda a, b: (a + b) * a, "(x0 + x1) * x0", "(a + b) * a"),
    (2, ARITH, lambda n: (node_id(n, 2, "div"), {node_id(n, 2, "div"): (node_id(n, 1, "sub"), node_id(n, 1, "add", 1)),
                                                 node_id(n, 1, "sub"): (0, 1), node_id(n, 1, "add", 1): (1, 0)}),
     lambda a, b: (a - b) / (b + a), "(x0 - x1) / (x1 + x0)", "(a - b) / (b + a)"),
    (2, ARITH, lambda n: (node_id(n, 1, "mul", 1), {node_id(n, 1, "mul", 1): (1, 1)}),
     lambda a, b: b * b, "x1 * x1", "b * b"),
    (2, P.PAPER_PRIMITIVES, lambda n: (node_id(n, 2, "sqrt"), {node_id(n, 2, "sqrt"): (node_id(n, 1, "add"),),
                                                              node_id(n, 1, "add"): (0, 1)}),
     lambda a, b: math.sqrt(a + b), "sqrt(x0 + x1)", "sqrt(a + b)"),
    (2, P.PAPER_PRIMITIVES, lambda n: (node_id(n, 2, "exp"), {node_id(n, 2, "exp"): (node_id(n, 1, "sin", 1),),
                                                             node_id(n, 1, "sin", 1): (0,)}),
     lambda a, b: math.exp(math.sin(a)), "exp(sin(x0))", "exp(sin(a))"),
    (2, P.PAPER_PRIMITIVES, lambda n: (node_id(n, 2, "pow"), {node_id(n, 2, "pow"): (0, node_id(n, 1, "log")),
                                                             node_id(n, 1, "log"): (1,)}),
     lambda a, b: math.pow(a, math.log(b)), "x0 ** log(x1)", "a ** log(b)"),
    (2, P.PAPER_PRIMITIVES, lambda n: (node_id(n, 2, "sub"), {node_id(n, 2, "sub"): (node_id(n, 1, "cos"), node_id(n, 1, "cos")),
                                                             node_id(n, 1, "cos"): (1,)}),
     lambda a, b: math.cos(b) - math.cos(b), "cos(x1) - cos(x1)", "cos(b) - cos(b)"),
]


@pytest.mark.parametrize("depth,prims,build,ref,expr,named", HAND_BUILT, ids=[h[4] for h in HAND_BUILT])
def test_hand_built_function(depth, prims, build, ref, expr, named):
    net = make_net(depth, 2, prims)
    out, assign = build(net)
    fn = make_fn(net, out, assign)
    assert fn.expression() == expr
    assert fn.expression(["a", "b"]) == named
    # topological order, output last, children are earlier nodes
    assert fn.nodes[-1].node_id == out
    for i, node in enumerate(fn.nodes):
        assert all(c < i for c in node.children)
        assert (node.op == "x") == (node.layer == 0) == (node.input_index is not None)
    rng = random.Random(zlib.crc32(expr.encode()))
    n_valid = 0
    for _ in range(300):
        x = [rng.choice([rng.uniform(-10, 10), rng.uniform(0, 5), float(rng.randint(-3, 3))]) for _ in range(2)]
        want = safe(ref, *x)
        got = fn.evaluate(x)
        if want is None:
            assert got is None, (x, got)
        else:
            n_valid += 1
            assert got == pytest.approx(want, rel=1e-14, abs=1e-300), x
    assert n_valid > 50


def test_function_invalid_inputs_give_none():
    net = make_net()
    mul = make_fn(net, node_id(net, 1, "mul"), {node_id(net, 1, "mul"): (0, 1)})
    div = make_fn(net, node_id(net, 1, "div"), {node_id(net, 1, "div"): (0, 1)})
    x1 = make_fn(net, 1, {})
    assert mul.evaluate([3.0, 4.0]) == 12.0
    assert mul.evaluate([math.nan, 4.0]) is None
    assert mul.evaluate([math.inf, 4.0]) is None
    assert mul.evaluate([1e200, 1e200]) is None
    assert mul.evaluate([3.0]) is None  # fewer numbers than the function uses
    assert div.evaluate([1.0, 0.0]) is None
    assert x1.evaluate([1.0, math.inf]) is None
    assert x1.evaluate([1.0, -2.5]) == -2.5
    assert x1.evaluate([1.0]) is None
    assert x1.evaluate([math.nan, 7.0]) == 7.0  # an unused invalid input does not matter
    assert mul.evaluate([10 ** 400, 1.0]) is None  # too large for a float: invalid, no exception


def test_inputs_used_and_edges():
    net = make_net(2, 3, ARITH)
    mul2, add = node_id(net, 2, "mul"), node_id(net, 1, "add")
    fn = make_fn(net, mul2, {mul2: (add, 2), add: (0, 2)})
    assert fn.inputs_used == (0, 2)
    r_add, r_mul = net.node_rows[add], net.node_rows[mul2]
    assert fn.edges == tuple(sorted([(2, 0, mul2), (1, r_mul[0], add), (1, r_mul[1], 2),
                                     (0, r_add[0], 0), (0, r_add[1], 2)]))
    assert fn.expression(["p", "q", "r"]) == "(p + r) * r"


def test_to_networkx():
    net = make_net(2, 2, ARITH)
    mul2, add, sub = node_id(net, 2, "mul"), node_id(net, 1, "add"), node_id(net, 1, "sub", 1)
    fn = make_fn(net, mul2, {mul2: (add, sub), add: (0, 1), sub: (1, 0)})
    assert fn.expression() == "(x0 + x1) * (x1 - x0)"
    g = fn.to_networkx()
    assert isinstance(g, nx.DiGraph) and nx.is_directed_acyclic_graph(g)
    assert g.number_of_nodes() == 5 and g.number_of_edges() == 6
    assert sorted(d["op"] for _, d in g.nodes(data=True)) == ["add", "mul", "sub", "x", "x"]
    labels = sorted(d["label"] for _, d in g.nodes(data=True))
    assert labels == ["*", "+", "-", "x0", "x1"]
    for i, d in g.nodes(data=True):
        node = fn.nodes[i]
        assert (d["op"], d["layer"], d["node_id"]) == (node.op, node.layer, node.node_id)
    i_mul = len(fn.nodes) - 1
    assert g.in_degree(i_mul) == 2 and g.out_degree(i_mul) == 0
    i_add, i_sub = fn.nodes[i_mul].children
    assert g.edges[i_add, i_mul, 0]["position"] == 0 and g.edges[i_sub, i_mul, 0]["position"] == 1
    i_x0 = next(i for i, n in enumerate(fn.nodes) if n.op == "x" and n.input_index == 0)
    i_x1 = next(i for i, n in enumerate(fn.nodes) if n.op == "x" and n.input_index == 1)
    assert g.edges[i_x0, i_add, 0]["position"] == 0 and g.edges[i_x1, i_add, 0]["position"] == 1
    assert g.edges[i_x1, i_sub, 0]["position"] == 0 and g.edges[i_x0, i_sub, 0]["position"] == 1
    assert set(g.successors(i_x0)) == {i_add, i_sub}


def test_to_networkx_keeps_a_repeated_argument():
    net = make_net()
    mul = node_id(net, 1, "mul")
    fn = make_fn(net, mul, {mul: (0, 0)})
    assert fn.expression() == "x0 * x0"
    g = fn.to_networkx()
    assert g.number_of_edges() == 2
    assert sorted(d["position"] for _, _, d in g.edges(data=True)) == [0, 1]


def test_to_networkx_input_only():
    fn = make_fn(make_net(), 0, {})
    g = fn.to_networkx()
    assert g.number_of_nodes() == 1 and g.number_of_edges() == 0
    assert g.nodes[0] == {"op": "x", "label": "x0", "layer": 0, "node_id": 0}


# --------------------------------------------------------------------------- the function table (exact training)
@pytest.mark.parametrize("depth,n_inputs,prims", [(1, 2, P.PAPER_PRIMITIVES), (2, 2, MIXED), (2, 3, ARITH)])
def test_function_table_matches_every_function(depth, n_inputs, prims):
    """``function_table`` lists the same functions as ``enumerate_functions``: its values equal
    ``Function.evaluate`` (Python floats) on every function and its log-probabilities equal the
    independent edge sums, for a batch of weight sets."""
    E = enumerated(depth, n_inputs, prims)
    net = E.net
    table = net.function_table
    assert table.edges.shape[0] == len(E.fns)
    rng = random.Random(depth * 10 + n_inputs)
    x = torch.tensor([[rng.choice([-7.0, -2.5, 0.0, 0.5, 3.0, 97.0]) for _ in range(n_inputs)] for _ in range(4)],
                     dtype=torch.float64)
    values = table.values(x)  # (4, F)
    for b in range(4):
        for i, f in enumerate(E.fns):
            want, got = f.evaluate(x[b].tolist()), float(values[b, i])
            assert (want is None and math.isnan(got)) or got == pytest.approx(want, rel=1e-12), (f.expression(), want, got)
    weights = [torch.randn(2, r, s) for r, s in net.shapes]
    F_ = len(E.fns)
    rows = torch.tensor([0] * F_ + [1] * F_)
    lp = net.function_log_probs(weights, rows, torch.arange(F_).repeat(2)).reshape(2, F_)
    for b in range(2):
        np.testing.assert_allclose(lp[b].numpy(), E.log_probs([w[b] for w in weights]), rtol=1e-5, atol=1e-5)
    assert torch.logsumexp(lp.double(), -1).abs().max() < 1e-5  # the functions share out all probability
