"""A learned second opinion on a word problem's expression: a log-linear ranker of every expression tree of two or
three of the story's numbers (``a op b``, ``(a op b) op c``, ``c op (a op b)``; ``+ - * /``), scored by the words
around each number crossed with the number's place in the tree, the question's words crossed with the tree's
operations, and what the two numbers each operation joins share (the word after each, a rate's "each", money, one
sentence: :func:`pair_features`, weighted alike wherever the pair stands; measured in the README, sessions 44 and 45)
(:func:`ranker_input`, the one function training and serving share).

The rule readers (:mod:`occam.plan_readers`) are exact where they read and silent elsewhere, and each new set of
problems written apart brings shapes no rule reads. The ranker is trained from problems and their answers alone
(weak supervision: every tree whose value is the answer is a right one; :mod:`occam.training.plan_ranker`), so it
reads shapes no one wrote a rule for, with a probability. It never writes a number on its own say where a reader
disagrees; it is asked two things (:func:`second_opinion`):

- a veto: a reader's plan that the ranker can write (its value is one of the candidates') but puts below
  ``veto_below`` of its probability is a contested reading, and no number is written; a reader's one operation of the
  story's only two numbers is vetoed only where the ranker's own best tree is ``veto_two_sure`` sure (None: always; the
  shipped checkpoint 0.85, README session 51: below it the ranker's vetoes of such plans on sets it never saw were all
  of right readings);
- a fill: where no reader accounts for a story, the ranker's best tree at ``fill_at`` or above is the plan, except in
  a story the readers decline on purpose (:mod:`occam.refusals`: without those it was sure and wrong on problems
  written to trap a reader, README, session 40); the shipped checkpoint fills at 0.99 (README, session 41);
- a confirmation (:func:`confirms`; off in a new config, at 0.9 in the shipped checkpoint since session 46: measured
  in the README, sessions 40 and 46): where no reader accounts
  for a story, the decoders' one operation of its numbers whose value is the ranker's best tree at ``confirm_at`` or
  above has a second reader that agrees, as a story's cue agrees (``AbstentionConfig.story_cues``): the decoders'
  number is not declined as ``unstated_operation``.

Weights are hashed features (``dim`` of them, CRC32 of the feature's name): ``config.json`` + ``model.safetensors``
(one tensor, ``weight``) in ``checkpoints/plan_ranker/``."""
from __future__ import annotations

import itertools
import json
import math
import re
import zlib
from dataclasses import asdict, dataclass, replace
from functools import lru_cache
from pathlib import Path

import torch
from safetensors.torch import load_file, save_file

from .abstention import closed_question, named_operations, tree_leaves, unwritten_number, written_operations
from .notation import in_notation
from .plan_words import RELATED
from .questions import asked, told
from .refusals import asked_thing_left_out, contents_divided, declined, rate_multiplied
from .step_words import HOW_MUCH, QUANTITY_WORDS
from .story_words import TOTAL_ASKED
from .implied_numbers import implied_numbers
from .numbers import Number, find_numbers
from .story_plans import Plan, Tree, depth, evaluate

FEATURES_VERSION = 2
SHIPPED = Path(__file__).resolve().parent.parent / "checkpoints" / "plan_ranker"
OPS = ("add", "sub", "mul", "div")
_SIDES = {"add": ("+S", "+S"), "mul": ("*S", "*S"), "sub": ("-L", "-R"), "div": ("/L", "/R")}
_WORD = re.compile(r"[a-z]+")
_SENTENCE_END = re.compile(r"[.;!?\n](?!\d)")


@dataclass(frozen=True)
class RankerConfig:
    """The ranker's shape and the two probabilities it is asked at (module docstring)."""

    dim: int = 1 << 20  # hashed feature slots
    max_numbers: int = 6  # a story with more numbers is not ranked (the candidates grow as n^3)
    veto_below: float = 0.05  # a reader's plan below this probability is contested
    # the ranker's own best tree at this probability or above is a plan where no reader has one; None: never (the
    # default of a ranker trained anew: 65 of 65 right at 0.99 on sets of past sessions, but it wrote numbers where the
    # readers abstain on purpose: "What is 100 divided by 8, rounded?", "What's 3 plus 4 in binary?"; README, session
    # 39). The shipped checkpoint's config sets 0.99, with the readers' refusals kept (:func:`fillable`; session 41)
    fill_at: float | None = None
    # the decoders' one operation of a story's two numbers is confirmed where the ranker's best tree, at this
    # probability or above, has its value (:func:`confirms`: two readers agree, as a story's cue and the decoders do);
    # None: never (the default: at 0.9 it gained 2 right numbers and 2 wrong ones on 460 problems and conversations
    # it was never trained on, "57 hours of 3-hour sessions" -> 171 and "14.5 km each way, 5 days" -> 72.5 among
    # them: the decoders and the ranker are wrong together; README, session 40)
    confirm_at: float | None = None
    # a reader's plan of one operation over the story's only two numbers is vetoed only where the ranker's own best tree
    # is at least this sure; None: as any plan (the default). On the sets of sessions 39-50 it never saw, its vetoes of
    # such plans below 0.85 were 5 of 5 right readings, at or above 0.85 4 wrong of 5 (README, session 51)
    veto_two_sure: float | None = None
    features_version: int = FEATURES_VERSION

    def __post_init__(self) -> None:
        if isinstance(self.dim, bool) or not isinstance(self.dim, int) or self.dim < 2 or self.dim & (self.dim - 1):
            raise ValueError(f"dim must be a power of two >= 2, got {self.dim!r}")
        if isinstance(self.max_numbers, bool) or not isinstance(self.max_numbers, int) or not 2 <= self.max_numbers <= 8:
            raise ValueError(f"max_numbers must be an int in [2, 8], got {self.max_numbers!r}")
        for name in ("veto_below", "fill_at", "confirm_at", "veto_two_sure"):
            v = getattr(self, name)
            if v is None and name != "veto_below":
                continue
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0.0 <= v <= 1.0:
                raise ValueError(f"{name} must be in [0, 1], got {v!r}")
        if self.features_version != FEATURES_VERSION:
            raise ValueError(f"features_version {self.features_version!r} is not this code's ({FEATURES_VERSION}): "
                             "retrain the ranker (python -m occam.training.plan_ranker)")


# ------------------------------------------------------------------ features
def _norm(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _words(text: str) -> list[str]:
    return [_norm(w) for w in _WORD.findall(text.lower())]


def _clause(text: str, n: Number) -> str:
    """The sentence around ``n`` without ``n`` (a decimal point is no sentence end)."""
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, n.start)), default=0)
    end = next((m.start() for m in _SENTENCE_END.finditer(text, n.end)), len(text))
    return text[start:n.start] + " " + text[n.end:end]


def number_features(text: str, n: Number) -> list[str]:
    """The words about one number: the three before and after it, its sentence's, whether it is money or a decimal."""
    before, after = _words(text[max(0, n.start - 40):n.start])[-3:], _words(text[n.end:n.end + 40])[:3]
    out = [f"b1:{before[-1]}" if before else "b1:^", f"a1:{after[0]}" if after else "a1:$"]
    out += [f"b:{w}" for w in before] + [f"a:{w}" for w in after] + [f"c:{w}" for w in sorted(set(_words(_clause(text, n))))]
    if "$" in text[max(0, n.start - 2):n.start]:
        out.append("money")
    if n.decimals:
        out.append("dec")
    return out + ["bias"]


def question_features(text: str) -> list[str]:
    """The words (and pairs of words) of the question: the last sentence with a "?", else the last sentence."""
    sentences = [s for s in re.split(r"(?<=[.?!])\s+", text.strip()) if s]
    asked = ([s for s in sentences if "?" in s] or sentences[-1:] or [""])[-1]
    ws = _words(asked)
    out = [f"q:{w}" for w in sorted(set(ws))] + [f"q2:{a}_{b}" for a, b in zip(ws, ws[1:])] + ["qbias"]
    if len(sentences) > 1 and "?" in sentences[0]:
        out.append("qfirst")
    return out


# ------------------------------------------------------------------ candidates
def _leaf(i: int) -> Tree:
    return ("x", i)


def candidates(n: int) -> list[tuple[Tree, list[tuple[int, str]], list[str], frozenset[int]]]:
    """Every tree of two or three distinct numbers of ``n`` (``+`` and ``*`` once per set of operands): its tree,
    each leaf's places (``T:`` its operation under the root, ``I:``/``O:``/``P:`` its inner and outer operation and
    both), the tree's operations (``root:``, ``inner:``, ``sig:``), and the numbers it reads."""
    out = []
    for i, j in itertools.permutations(range(n), 2):
        for op in OPS:
            if op in ("add", "mul") and i > j:
                continue
            left, right = _SIDES[op]
            out.append(((op, (_leaf(i), _leaf(j))), [(i, "T:" + left), (j, "T:" + right)],
                        [f"root:{op}", f"sig:{op}"], frozenset((i, j))))
    for i, j, k in itertools.permutations(range(n), 3):
        for inner in OPS:
            if inner in ("add", "mul") and i > j:
                continue
            a, b = _SIDES[inner]
            for outer in OPS:
                for nested_left in (True, False):
                    if nested_left and outer == inner and outer in ("add", "mul") and not i < j < k:
                        continue  # (a + b) + c once per set of three
                    if not nested_left and outer in ("add", "mul"):
                        continue  # c + (a + b) is (a + b) + c
                    side_in, side_k = _SIDES[outer] if nested_left else _SIDES[outer][::-1]
                    pair = (_leaf(i), _leaf(j))
                    tree = (outer, ((inner, pair), _leaf(k)) if nested_left else (_leaf(k), (inner, pair)))
                    places = [(i, "I:" + a), (i, "O:" + side_in), (i, f"P:{a}|{side_in}"),
                              (j, "I:" + b), (j, "O:" + side_in), (j, f"P:{b}|{side_in}"), (k, "T:" + side_k)]
                    out.append((tree, places, [f"root:{outer}", f"inner:{inner}",
                                               f"sig:{inner}{outer}{'L' if nested_left else 'R'}"], frozenset((i, j, k))))
    return out


def _orders(tree: Tree) -> list[str]:
    """Whether each difference and quotient reads its first operand before its second in the text."""
    if tree[0] == "x":
        return []
    left, right = tree[1]
    here = ([f"ord:{tree[0]}:{'fw' if min(tree_leaves(left)) < min(tree_leaves(right)) else 'bw'}"]
            if tree[0] in ("sub", "div") else [])
    return here + _orders(left) + _orders(right)


def _value_keys(value: float, values: list[float], used: frozenset[int]) -> list[str]:
    out = ["neg"] if value < 0 else []
    whole = all(float(values[i]).is_integer() for i in used)
    if whole and not float(value).is_integer():
        out.append("nonint")
    if not whole and abs(value * 100 - round(value * 100)) > 1e-6:
        out.append("nonmoney")
    if value == 0:
        out.append("zero")
    return out


@dataclass(frozen=True)
class RankerInput:
    """One story's candidates as hashed features: ``cells`` (each a list of feature ids) summed per candidate by
    ``rows`` (indices into ``cells``; ``len(cells)`` pads), with each candidate's ``trees`` and ``values``."""

    numbers: tuple[Number, ...]
    trees: tuple[Tree, ...]
    values: tuple[float, ...]
    cells: tuple[tuple[int, ...], ...]
    rows: tuple[tuple[int, ...], ...]

    def tensors(self) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """``ids`` (total,), ``offsets`` (cells,), ``rows`` (candidates, width) for an ``EmbeddingBag`` of sums."""
        ids = torch.tensor([i for c in self.cells for i in c], dtype=torch.long)
        offsets = torch.tensor(list(itertools.accumulate((len(c) for c in self.cells[:-1]), initial=0)), dtype=torch.long)
        width = max(len(r) for r in self.rows)
        pad = len(self.cells)
        rows = torch.tensor([list(r) + [pad] * (width - len(r)) for r in self.rows], dtype=torch.long)
        return ids, offsets, rows


def _pair_keys(tree: Tree) -> list[str]:
    """The keys of the pairs of numbers an operation joins: ``P{a},{b}|{op}|{where}`` for an operation of two numbers
    (the tree's own, or the inner one of three), and ``Q{k},{a}|{op}`` for the outer operation's number with each of
    the inner pair's."""
    op, (left, right) = tree
    if left[0] == "x" and right[0] == "x":
        return [f"P{left[1]},{right[1]}|{op}|top"]
    inner, k = (left, right) if right[0] == "x" else (right, left)
    a, b = inner[1][0][1], inner[1][1][1]
    return [f"P{a},{b}|{inner[0]}|in", f"Q{k[1]},{a}|{op}", f"Q{k[1]},{b}|{op}"]


_RATE_WORDS = frozenset({"each", "per", "every", "apiece", "a", "an"})


def pair_features(text: str, a: Number, b: Number) -> list[str]:
    """What two numbers share: the word after each (a unit: the same one adds or takes away, a rate's "each" or "per"
    multiplies or divides), money, decimals, and whether one sentence tells both."""
    ua, ub = (_words(text[n.end:n.end + 40])[:3] for n in (a, b))
    unit_a, unit_b = (ua[0] if ua else "$"), (ub[0] if ub else "$")
    out = ["unit:same" if unit_a == unit_b else "unit:diff", f"units:{unit_a}|{unit_b}",
           f"rate:{int(bool(_RATE_WORDS & set(ua)))}{int(bool(_RATE_WORDS & set(ub)))}",
           f"money:{int('$' in text[max(0, a.start - 2):a.start])}{int('$' in text[max(0, b.start - 2):b.start])}",
           f"dec:{int(bool(a.decimals))}{int(bool(b.decimals))}"]
    lo, hi = sorted((a, b), key=lambda n: n.start)
    out.append("sent:same" if not _SENTENCE_END.search(text, lo.end, hi.start) else "sent:diff")
    return out


@lru_cache(maxsize=8)
def _structures(n: int) -> tuple[tuple[Tree, tuple[str, ...], str, frozenset[int]], ...]:
    """Per candidate of ``n`` numbers: its tree, the keys of its cells that its values do not change (each leaf's
    places, each unused number, the tree's operations, the order of each difference and quotient, how many numbers it
    reads), its root operation's key, and the numbers it reads."""
    out = []
    for tree, places, ops, used in candidates(n):
        keys = [f"L{i}|{place}" for i, place in places] + [f"U{i}" for i in range(n) if i not in used]
        keys += [f"S|{op}" for op in ops] + [f"G|{g}|{ops[0]}" for g in _orders(tree)]
        keys += _pair_keys(tree)
        keys.append(f"G|n{len(used)}|unused{n - len(used)}")
        out.append((tree, tuple(keys), ops[0], used))
    return tuple(out)


def ranker_input(text: str, config: RankerConfig) -> RankerInput | None:
    """The candidates of ``text`` and their features (the one function training and serving share), or None where the
    story has fewer than two or more than ``max_numbers`` numbers. A cell's features follow from its key: a leaf's
    (``L``) the words about its number, an unused number's (``U``) the same marked unused, the tree's operations'
    (``S``) the question's words, a pair of numbers an operation joins (``P``, ``Q``: :func:`_pair_keys`) what the two
    share, hashed under the operation's name without the numbers' indices, the rest (``G``) one feature of its own."""
    numbers = tuple(find_numbers(text))
    if not 2 <= len(numbers) <= config.max_numbers or any(not math.isfinite(n.value) for n in numbers):
        return None
    values = [n.value for n in numbers]
    about = [number_features(text, n) for n in numbers]
    asked = question_features(text)
    index: dict[str, int] = {}
    cells: list[tuple[int, ...]] = []
    pairs: dict[tuple[int, int], list[str]] = {}  # a pair's features, read once for all the operations that join it

    def features(key: str) -> list[str]:
        if key[0] == "L":
            return about[int(key[1:key.index("|")])]
        if key[0] == "U":
            return [f"U|{f}" for f in about[int(key[1:])]]
        if key[0] in "PQ":
            a, b = (int(x) for x in key[1:key.index("|")].split(","))
            if (a, b) not in pairs:
                pairs[a, b] = pair_features(text, numbers[a], numbers[b])
            return pairs[a, b]
        return asked if key[0] == "S" else ["g"]

    def cell(key: str) -> int:
        at = index.get(key)
        if at is None:
            at = index[key] = len(cells)
            name = key if key[0] not in "PQ" else key[0] + key[key.index("|"):]  # a pair's weights are any pair's
            cells.append(tuple(zlib.crc32(f"{name}#{f}".encode()) % config.dim for f in features(key)))
        return at

    trees, tree_values, rows = [], [], []
    for tree, keys, root, used in _structures(len(numbers)):
        value = evaluate(tree, values)
        if value is None or not math.isfinite(value):
            continue
        rows.append(tuple(cell(k) for k in keys) + tuple(cell(f"G|{g}|{root}") for g in _value_keys(value, values, used)))
        trees.append(tree)
        tree_values.append(value)
    if not trees:
        return None
    return RankerInput(numbers, tuple(trees), tuple(tree_values), tuple(cells), tuple(rows))


def same_value(a: float, b: float) -> bool:
    """Whether two values are one answer (the rule readers' plans and the ranker's trees compute in floats)."""
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


# ------------------------------------------------------------------ the model
class PlanRanker(torch.nn.Module):
    """Hashed feature weights; a candidate's score is the sum of its cells' weights."""

    def __init__(self, config: RankerConfig):
        super().__init__()
        self.config = config
        self.weights = torch.nn.EmbeddingBag(config.dim, 1, mode="sum")
        torch.nn.init.zeros_(self.weights.weight)

    def forward(self, ids: torch.Tensor, offsets: torch.Tensor, rows: torch.Tensor) -> torch.Tensor:
        """Scores (candidates,) from :meth:`RankerInput.tensors`."""
        cells = self.weights(ids, offsets).squeeze(-1)  # (cells,)
        cells = torch.cat([cells, cells.new_zeros(1)])  # the pad cell
        return cells[rows].sum(-1)  # (candidates,)

    @torch.no_grad()
    def probabilities(self, item: RankerInput) -> torch.Tensor:
        """The softmax over ``item``'s candidates (candidates,)."""
        return torch.softmax(self(*item.tensors()), 0)

    def save_pretrained(self, path: str | Path) -> None:
        path = Path(path)
        path.mkdir(parents=True, exist_ok=True)
        save_file({"weight": self.weights.weight.detach()[:, 0].to(torch.float32).contiguous()},
                  str(path / "model.safetensors"))
        (path / "config.json").write_text(json.dumps(asdict(self.config), indent=2) + "\n")

    def with_config(self, **changes) -> "PlanRanker":
        """The same weights under a config with ``changes`` (``fill_at``, ``veto_below``, ``confirm_at``,
        ``veto_two_sure``), checked as
        any config is; this ranker is left as it is."""
        out = type(self)(replace(self.config, **changes))
        out.load_state_dict(self.state_dict())
        return out.eval()

    @classmethod
    def from_pretrained(cls, path: str | Path) -> "PlanRanker":
        """Loads ``config.json`` + ``model.safetensors`` strictly: exactly one tensor, ``weight`` of shape
        ``(dim,)``, and this code's features version."""
        path = Path(path)
        try:
            config = RankerConfig(**json.loads((path / "config.json").read_text()))
        except (OSError, TypeError, json.JSONDecodeError) as e:
            raise ValueError(f"{path}: not a plan ranker checkpoint ({e})") from e
        state = load_file(str(path / "model.safetensors"))
        if set(state) != {"weight"}:
            raise ValueError(f"{path}: expected one tensor, weight, found {sorted(state)}")
        if tuple(state["weight"].shape) != (config.dim,):
            raise ValueError(f"{path}: weight has shape {tuple(state['weight'].shape)}, expected ({config.dim},) "
                             "as config.json's dim says")
        model = cls(config)
        with torch.no_grad():
            model.weights.weight[:, 0] = state["weight"].float()
        return model.eval()


@lru_cache(maxsize=1)
def shipped() -> PlanRanker | None:
    """The shipped ranker (``checkpoints/plan_ranker``), or None where there is none."""
    return PlanRanker.from_pretrained(SHIPPED) if (SHIPPED / "config.json").exists() else None


# ------------------------------------------------------------------ the second opinion
@dataclass(frozen=True)
class Ranking:
    """The ranker's reading of a story: its best tree and that tree's probability, and the probability of a given
    value (the sum over the trees that compute it; None where no tree does)."""

    best: Plan
    best_prob: float
    value_prob: float | None = None


def ranking(text: str, value: float | None = None, ranker: PlanRanker | None = None) -> Ranking | None:
    """The ranker's best plan of ``text`` (and the probability it gives ``value``), or None where it ranks nothing."""
    ranker = ranker or shipped()
    item = None if ranker is None else ranker_input(text, ranker.config)
    if item is None:
        return None
    probs = ranker.probabilities(item)
    top = int(probs.argmax())
    mass = None
    if value is not None:
        hits = [p for v, p in zip(item.values, probs.tolist()) if same_value(v, value)]
        mass = sum(hits) if hits else None
    return Ranking(Plan(item.trees[top], item.numbers, "ranked", ""), float(probs[top]), mass)


def rankable(tree: Tree) -> bool:
    """Whether ``tree`` is of the ranker's candidates' shapes: one or two operations of + - * / over two or three
    numbers, each read once ("(15 * 3) + (9 * 5)" of four is not; nor "34 + (34 + 12)", 34 read twice)."""
    def ops_ok(t: Tree, depth: int) -> bool:
        return t[0] == "x" or (t[0] in OPS and depth < 2 and all(ops_ok(c, depth + 1) for c in t[1]))
    leaves = tree_leaves(tree)
    return tree[0] != "x" and ops_ok(tree, 0) and 2 <= len(leaves) <= 3 and len(set(leaves)) == len(leaves)


def fillable(text: str) -> bool:
    """Whether the ranker may write its own plan of ``text`` where no reader has one: a story's question that asks for
    an amount ("how many", "how much", "what is the total ...": :data:`~occam.step_words.HOW_MUCH`,
    :data:`~occam.step_words.QUANTITY_WORDS`), not a yes/no question or a choice, no number of a notation (a clock time,
    a version, a code), no operation named or written ("What is 100 divided by 8, rounded?", "3 plus 4 in binary": the
    readers declined the words' own operation on purpose, and the best tree of the numbers is no reading of them), no
    number a word implies, and no story the readers decline on purpose (:func:`occam.refusals.declined`: "How many DVDs
    does Tom have?" after "Tom borrowed 5 of them"). On the sets of past sessions the ranker's trees at 0.95 or above were written into "Is 7:45
    pm a good time for dinner?" (315) and "explain what x = a[2:5] does in python" (10) without these (README,
    session 40). Nor a total of a quantity and one told by its relation to it ("13 more than on Saturday")."""
    request = asked(text)
    if not (HOW_MUCH.search(request) or QUANTITY_WORDS.search(request)) or closed_question(text):
        return False
    if named_operations(text) is not None or written_operations(text):
        return False
    numbers = find_numbers(text)
    if any(in_notation(text, n.start, n.end) for n in numbers):
        return False
    if RELATED.search(told(text)) and TOTAL_ASKED.search(request):
        return False  # "On Saturday 47 drummers came, and on Sunday there were 13 more than on Saturday. How many over the
        # whole weekend?": the total of a quantity and one told by its relation reads the first twice, which no
        # candidate tree does (the best of them, 47 + 13, is no answer)
    if _EACH_WAY.search(text) and not _TRIPS_TOLD.search(text):
        return False  # "My commute is 23 km each way. How far do I drive in 5 working days?": there and back, a 2 no
        # candidate tree has (23 * 5 was confirmed and written)
    return not (unwritten_number(text) or implied_numbers(text)) and declined(text) is None


_EACH_WAY = re.compile(r"\beach[\s-]way\b", re.IGNORECASE)
# the trips counted one way each: "made 8 crossings", "makes the round trip" (the readers' implied 2)
_TRIPS_TOLD = re.compile(r"\b(?:round[\s-]trips?|return\s+(?:trips?|journeys?)|crossings?|trips?|journeys?|legs?|there\s+and"
                         r"\s+back)\b", re.IGNORECASE)


def confirms(text: str, value: float | None, ranker: PlanRanker | None = None) -> bool:
    """Whether the ranker reads the story ``text`` as ``value`` too: its best tree at ``confirm_at`` or above (a
    question it may answer: :func:`fillable`) has that value. A second reader of a story the rule readers do not
    read, beside the decoders' own function of its numbers (``AbstentionConfig.plan_ranker``; README, session 40)."""
    ranker = ranker or shipped()
    if ranker is None or ranker.config.confirm_at is None or value is None or not fillable(text):
        return False
    read = ranking(text, None, ranker)
    return (read is not None and read.best_prob >= ranker.config.confirm_at and read.best.value is not None
            and same_value(read.best.value, value))


def second_opinion(text: str, found: list[tuple[str, Plan]], ranker: PlanRanker | None) -> list[tuple[str, Plan]]:
    """The readers' plans ``found`` of ``text`` (plans that agree: :func:`occam.plan_readers.plans` asks no second
    opinion where they disagree) with the ranker's as one more where it has a second opinion (module docstring): its
    best plan where no reader has one, the question is one it may answer (:func:`fillable`) and it is at least
    ``fill_at`` sure (and the value is above zero); its best plan
    beside the readers' where their reading (not an expression written in symbols, no number a word implies, none of
    an earlier message, no operation named by its name: a story's) is a value it can compute but puts below
    ``veto_below`` (the two then disagree: no number). Else ``found`` as it is."""
    if ranker is None:
        return found
    if not found:
        if ranker.config.fill_at is None or not fillable(text):
            return found  # (a number the words imply, "half of it", "a dozen", a percent's 100, is no candidate's)
        read = ranking(text, None, ranker)
        value = None if read is None else read.best.value
        if (read is None or read.best_prob < ranker.config.fill_at or value is None or value <= 0
                or contents_divided(text, read.best) or rate_multiplied(text, read.best)
                or asked_thing_left_out(text, read.best)):
            return found  # (groups counted where the things in them are asked: occam.refusals)
        return [("plan_ranker", read.best)]
    first = found[0][1]
    if (first.asks == "written" or first.implied or first.messages or first.value is None
            or named_operations(text) is not None):
        return found  # an operation named ("945 divided by 7", "the product of") is the words' own, not a story's
    if not rankable(first.tree):
        return found  # a tree the ranker has not among its candidates: another tree of the same value is no opinion
    read = ranking(text, first.value, ranker)
    if read is None or read.value_prob is None or read.value_prob >= ranker.config.veto_below:
        return found
    if (ranker.config.veto_two_sure is not None and len(first.numbers) == 2 and depth(first.tree) == 1
            and read.best_prob < ranker.config.veto_two_sure):
        return found  # one operation of the story's two numbers: the ranker's unsure tree is no better reading of them
    best = read.best.value
    if any(in_notation(text, read.best.numbers[k].start, read.best.numbers[k].end) for k in tree_leaves(read.best.tree)):
        return found  # "sent 3 parcels at 6:45 this morning": a tree of a clock's numbers is no reading of the story
    return found if best is None or same_value(best, first.value) else [*found, ("plan_ranker", read.best)]
