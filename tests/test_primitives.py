"""Primitives: protected scalar evaluation and the batched torch version.

Checks, for every primitive in ``occam.primitives.PRIMITIVES``:

* the scalar (``Primitive.__call__``) result equals an independent reference written directly with
  Python's ``math`` module, on random finite inputs (hypothesis) and on hand-picked known values;
* every invalid case is reported as ``None`` and never as a made-up number: log/sqrt outside their
  domain, a zero divisor, overflow, negative base with a fractional exponent, 0 to a negative power,
  non-finite inputs; the wrong number of arguments raises ``TypeError``;
* the batched ``apply`` on float64 tensors agrees with the scalar version element by element, with
  NaN exactly where the scalar version gives ``None`` (including tensors full of invalid entries).
"""
import itertools
import math

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from occam import primitives as P

ALL = sorted(P.PRIMITIVES)
UNARY = [n for n in ALL if P.PRIMITIVES[n].arity == 1]
BINARY = [n for n in ALL if P.PRIMITIVES[n].arity == 2]

# Relative/absolute tolerance between torch's vectorised float64 kernels and libm (both ~1 ulp).
REL, ABS = 1e-13, 1e-15


# --------------------------------------------------------------------------- reference
def reference(name: str, *args: float) -> float | None:
    """What each primitive must compute, written independently with ``math``; None when invalid."""
    if not all(math.isfinite(a) for a in args):
        return None
    a = args[0]
    b = args[1] if len(args) > 1 else None
    try:
        if name == "add":
            y = a + b
        elif name == "sub":
            y = a - b
        elif name == "mul":
            y = a * b
        elif name == "div":
            if b == 0:
                return None
            y = a / b
        elif name == "sqrt":
            if a < 0:
                return None
            y = math.sqrt(a)
        elif name == "log":
            if a <= 0:
                return None
            y = math.log(a)
        elif name == "exp":
            y = math.exp(a)
        elif name == "sin":
            y = math.sin(a)
        elif name == "cos":
            y = math.cos(a)
        elif name == "id":
            y = a
        elif name == "pow":
            if a == 0 and b < 0:
                return None
            if a < 0 and b != math.floor(b):
                return None
            y = math.pow(a, b)
        else:  # pragma: no cover - a new primitive needs a reference here
            raise AssertionError(f"no reference for {name}")
    except OverflowError:
        return None
    return y if math.isfinite(y) else None


def same(scalar: float | None, expected: float | None) -> bool:
    if expected is None or scalar is None:
        return scalar is None and expected is None
    return math.isclose(scalar, expected, rel_tol=REL, abs_tol=ABS)


finite = st.floats(allow_nan=False, allow_infinity=False, width=64)
moderate = st.floats(min_value=-50, max_value=50, allow_nan=False)
any_float = st.floats(width=64)  # includes inf, -inf, nan, -0.0, subnormals


# --------------------------------------------------------------------------- registry
def test_registry():
    assert set(ALL) == {"add", "sub", "mul", "div", "sqrt", "pow", "log", "exp", "sin", "cos", "id"}
    for name, p in P.PRIMITIVES.items():
        assert p.name == name
        assert p.arity in (1, 2)
        assert p.infix == (p.arity == 2)  # every binary primitive prints as an operator
    assert P.PAPER_PRIMITIVES == ("add", "sub", "mul", "div", "sqrt", "pow", "log", "exp", "sin", "cos")
    assert P.ARITHMETIC_PRIMITIVES == ("add", "sub", "mul", "div")
    assert [P.get(n).symbol for n in BINARY] == ["+", "/", "*", "**", "-"]  # add div mul pow sub
    assert P.get("sqrt").symbol == "sqrt" and not P.get("sqrt").infix
    assert P.get("mul") is P.PRIMITIVES["mul"]


def test_get_unknown_primitive():
    with pytest.raises(ValueError, match="unknown primitive 'tan'"):
        P.get("tan")


# --------------------------------------------------------------------------- scalar, valid inputs
@pytest.mark.parametrize("name,args,expected", [
    ("add", (2.0, 3.0), 5.0),
    ("add", (0.1, 0.2), 0.1 + 0.2),
    ("sub", (2.0, 3.5), -1.5),
    ("mul", (1234567.0, 7654321.0), 9449772114007.0),
    ("div", (1.0, 4.0), 0.25),
    ("div", (-7.0, 2.0), -3.5),
    ("sqrt", (16.0,), 4.0),
    ("sqrt", (0.0,), 0.0),
    ("sqrt", (2.0,), math.sqrt(2.0)),
    ("pow", (2.0, 10.0), 1024.0),
    ("pow", (-8.0, 3.0), -512.0),
    ("pow", (-2.0, -2.0), 0.25),
    ("pow", (0.0, 0.0), 1.0),
    ("pow", (0.0, 2.5), 0.0),
    ("pow", (9.0, 0.5), 3.0),
    ("log", (math.e,), 1.0),
    ("log", (1.0,), 0.0),
    ("exp", (0.0,), 1.0),
    ("exp", (-1000.0,), 0.0),  # underflow to 0 is a valid number
    ("exp", (1.0,), math.e),
    ("sin", (0.0,), 0.0),
    ("sin", (math.pi / 2,), 1.0),
    ("cos", (0.0,), 1.0),
    ("cos", (math.pi,), -1.0),
    ("id", (-3.25,), -3.25),
])
def test_known_values(name, args, expected):
    y = P.get(name)(*args)
    assert isinstance(y, float)
    assert y == pytest.approx(expected, rel=1e-15, abs=1e-300)


def test_returns_python_float_for_int_arguments():
    y = P.get("mul")(6, 7)
    assert type(y) is float and y == 42.0


@pytest.mark.parametrize("name", UNARY)
@settings(max_examples=150, deadline=None)
@given(a=st.one_of(finite, moderate))
def test_unary_matches_math(name, a):
    y = P.get(name)(a)
    assert same(y, reference(name, a)), (name, a, y, reference(name, a))
    assert y is None or (type(y) is float and math.isfinite(y))


@pytest.mark.parametrize("name", BINARY)
@settings(max_examples=150, deadline=None)
@given(a=st.one_of(finite, moderate, st.integers(-10, 10).map(float)),
       b=st.one_of(finite, moderate, st.integers(-10, 10).map(float), st.just(0.5)))
def test_binary_matches_math(name, a, b):
    y = P.get(name)(a, b)
    assert same(y, reference(name, a, b)), (name, a, b, y, reference(name, a, b))
    assert y is None or (type(y) is float and math.isfinite(y))


@pytest.mark.parametrize("name", ALL)
def test_seeded_random_inputs(name):
    """A plain seeded loop as well (no hypothesis shrinking), wide and narrow ranges."""
    import random

    rng = random.Random(1234)
    p = P.get(name)
    for _ in range(2000):
        args = [rng.choice([rng.uniform(-10, 10), rng.uniform(-800, 800), rng.lognormvariate(0, 30)])
                for _ in range(p.arity)]
        assert same(p(*args), reference(name, *args)), (name, args)


# --------------------------------------------------------------------------- scalar, invalid inputs
INF, NAN = math.inf, math.nan


@pytest.mark.parametrize("name,args", [
    ("log", (0.0,)),
    ("log", (-0.0,)),
    ("log", (-1.0,)),
    ("log", (-1e-300,)),
    ("sqrt", (-1.0,)),
    ("sqrt", (-1e-320,)),  # negative subnormal
    ("div", (1.0, 0.0)),
    ("div", (1.0, -0.0)),
    ("div", (0.0, 0.0)),
    ("div", (1e300, 1e-300)),  # overflow
    ("div", (1.0, 1e-320)),  # overflow through a subnormal divisor
    ("exp", (1000.0,)),
    ("exp", (709.8,)),
    ("mul", (1e200, 1e200)),
    ("add", (1.7e308, 1.7e308)),
    ("sub", (-1.7e308, 1.7e308)),
    ("pow", (-8.0, 0.5)),
    ("pow", (-8.0, 1.0 / 3.0)),
    ("pow", (0.0, -1.0)),
    ("pow", (-0.0, -1.0)),
    ("pow", (0.0, -0.5)),
    ("pow", (10.0, 400.0)),
    ("pow", (-8.0, 1e300)),  # huge even exponent: overflow
    ("pow", (1e-300, -2.0)),
] + [(n, (v,)) for n in UNARY for v in (INF, -INF, NAN)]
  + [(n, args) for n in BINARY for args in ((INF, 1.0), (1.0, -INF), (NAN, 2.0), (2.0, NAN), (INF, INF))])
def test_invalid_is_none(name, args):
    assert P.get(name)(*args) is None


@pytest.mark.parametrize("name", ALL)
def test_huge_python_int_is_invalid_not_an_exception(name):
    """A Python int too large for a float is an invalid number (None), not an OverflowError."""
    p = P.get(name)
    assert p(*([10 ** 400] * p.arity)) is None
    if p.arity == 2:
        assert p(10 ** 400, 1.0) is None and p(1.0, 10 ** 400) is None


@pytest.mark.parametrize("name", ALL)
def test_wrong_arity_raises_type_error(name):
    p = P.get(name)
    with pytest.raises(TypeError, match=f"{name} takes {p.arity} arguments"):
        p(*([1.0] * (p.arity + 1)))
    with pytest.raises(TypeError):
        p(*([1.0] * (p.arity - 1)))
    with pytest.raises(TypeError):
        p()


# --------------------------------------------------------------------------- batched vs scalar
SPECIAL = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -8.0, 3.0, 1e-320, -1e-320, 1e300, -1e300, 1e-300,
           709.7, 710.0, 1000.0, -1000.0, math.pi, 1.7e308, INF, -INF, NAN]


def assert_batched_matches_scalar(name: str, *cols: list[float]) -> None:
    p = P.get(name)
    tensors = [torch.tensor(c, dtype=torch.float64) for c in cols]
    y = p.apply(*tensors)
    assert y.dtype == torch.float64 and y.shape == tensors[0].shape
    for i, got in enumerate(y.tolist()):
        args = [c[i] for c in cols]
        want = p(*args)
        if want is None:
            assert math.isnan(got), f"{name}{tuple(args)}: batched {got}, scalar None"
        else:
            assert math.isclose(got, want, rel_tol=REL, abs_tol=ABS), f"{name}{tuple(args)}: {got} != {want}"


@pytest.mark.parametrize("name", ALL)
def test_batched_special_values(name):
    """Every (pair of) special value(s), most of them invalid somewhere, in one tensor."""
    arity = P.get(name).arity
    grid = list(itertools.product(SPECIAL, repeat=arity))
    assert_batched_matches_scalar(name, *[[g[j] for g in grid] for j in range(arity)])


@pytest.mark.parametrize("name", ALL)
def test_batched_random_values(name):
    g = torch.Generator().manual_seed(7)
    arity = P.get(name).arity
    cols = []
    for _ in range(arity):
        c = torch.cat([torch.randn(3000, generator=g, dtype=torch.float64) * 10,
                       torch.randint(-6, 7, (1000,), generator=g).double(),
                       torch.exp(torch.randn(1000, generator=g, dtype=torch.float64) * 20)
                       * torch.sign(torch.randn(1000, generator=g, dtype=torch.float64))])
        cols.append(c[torch.randperm(len(c), generator=g)].tolist())
    assert_batched_matches_scalar(name, *cols)


@pytest.mark.parametrize("name", ALL)
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_batched_hypothesis(name, data):
    arity = P.get(name).arity
    n = data.draw(st.integers(1, 20))
    cols = [data.draw(st.lists(st.one_of(any_float, moderate), min_size=n, max_size=n)) for _ in range(arity)]
    assert_batched_matches_scalar(name, *cols)


def test_batched_all_invalid_and_shape_preserved():
    x = torch.tensor([[-1.0, 0.0], [-0.0, -5.0]], dtype=torch.float64)
    assert torch.isnan(P.get("log").apply(x)).all()
    y = P.get("div").apply(torch.ones(2, 3, dtype=torch.float64), torch.zeros(2, 3, dtype=torch.float64))
    assert y.shape == (2, 3) and torch.isnan(y).all()
    y = P.get("pow").apply(torch.full((4,), -8.0, dtype=torch.float64),
                           torch.tensor([0.5, 2.0, -1.0, 1 / 3], dtype=torch.float64))
    assert torch.isnan(y[[0, 3]]).all() and y[1].item() == 64.0 and y[2].item() == -0.125


def test_batched_does_not_modify_inputs():
    x = torch.tensor([1.0, -2.0, math.nan], dtype=torch.float64)
    before = x.clone()
    for name in UNARY:
        y = P.get(name).apply(x)
        assert y.data_ptr() != x.data_ptr()
    assert torch.equal(torch.nan_to_num(x), torch.nan_to_num(before))
