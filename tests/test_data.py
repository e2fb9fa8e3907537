"""Tests for occam.data: the last-two-numbers invariant of every fire, fire positions, proportions,
reproducibility, the switch's eight cases, and the test sets (ranges, exact outputs, disjointness)."""
from __future__ import annotations

import math
import re
from collections import Counter
from itertools import permutations

import conftest
import pytest

from occam.data import arithmetic as data
from occam.data import builders, templates
from occam.numbers import find_numbers

UNARY = {"sqrt": math.sqrt, "log": math.log, "exp": math.exp, "sin": math.sin, "cos": math.cos}
BINARY = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
          "div": lambda a, b: a / b, "pow": math.pow}
SIMPLE, COMPLEX = {"add", "sub", "mul", "div"}, {"sqrt", "log", "exp", "sin", "cos", "pow"}


def _safe(f, *x):
    try:
        y = f(*x)
    except (ValueError, ZeroDivisionError, OverflowError):
        return None
    return y if isinstance(y, float) and math.isfinite(y) else None


def _close(a: float | None, b: float) -> bool:
    return a is not None and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)


def _content(ex: data.Example, fire: data.Fire) -> str:
    return ex.text if fire.message is None else ex.messages[fire.message]["content"]


def _context(ex: data.Example, fire: data.Fire) -> list[float]:
    """All numbers before the fire, in order, as OccamNet sees them."""
    if ex.messages is None:
        return [n.value for n in find_numbers(ex.text[:fire.position])]
    ctx = [n.value for m in ex.messages[:fire.message] for n in find_numbers(m["content"])]
    return ctx + [n.value for n in find_numbers(ex.messages[fire.message]["content"][:fire.position])]


def _explains(target: float, ctx: list[float]) -> list[str]:
    """Which single primitives of the last one or two numbers give the target."""
    found = []
    if ctx:
        found += [name for name, f in UNARY.items() if _close(_safe(f, ctx[-1]), target)]
    if len(ctx) >= 2:
        x0, x1 = ctx[-2], ctx[-1]
        found += [f"{name}(x0,x1)" for name, f in BINARY.items() if _close(_safe(f, x0, x1), target)]
        found += [f"{name}(x1,x0)" for name, f in BINARY.items() if _close(_safe(f, x1, x0), target)]
    return found


@pytest.fixture(scope="module")
def decoder_prefix():
    return data.decoder_examples(3000, 11, answer_prefix=True)


@pytest.fixture(scope="module")
def decoder_plain():
    return data.decoder_examples(3000, 12, answer_prefix=False)


@pytest.fixture(scope="module")
def switch():
    return data.switch_examples(4000, 13)


@pytest.fixture(scope="module")
def samples(decoder_prefix, decoder_plain, switch):
    return {"decoder_prefix": decoder_prefix, "decoder_plain": decoder_plain, "switch": switch}


# ---------------------------------------------------------------- the invariant and fire positions

@pytest.mark.parametrize("name", ["decoder_prefix", "decoder_plain", "switch"])
def test_every_fire_is_one_primitive_of_the_last_two_numbers(samples, name):
    kinds = Counter()
    for ex in samples[name]:
        for fire in ex.fires:
            assert fire.target is not None
            ctx = _context(ex, fire)
            assert _explains(fire.target, ctx), (ex.kind, fire, ctx[-3:], ex.messages or ex.text)
            kinds[ex.kind.split(":")[0]] += 1
    # every kind is exercised many times
    expected = {"switch": {"switch_single", "switch_conv"}}.get(
        name, {"concat", "word1", "word2"} | SIMPLE | COMPLEX)
    assert expected <= set(kinds), set(kinds)
    assert sum(kinds.values()) >= 3000


@pytest.mark.parametrize("name", ["decoder_prefix", "decoder_plain", "switch"])
def test_fire_positions_hold_the_target(samples, name):
    for ex in samples[name]:
        assert (ex.messages is None) != (ex.text is None)
        for fire in ex.fires:
            content = _content(ex, fire)
            if fire.message is not None:
                assert ex.messages[fire.message]["role"] == "assistant"
            else:
                assert ex.messages is None
            assert 0 <= fire.position < len(content)
            assert fire.position == 0 or content[fire.position - 1] != " "  # the spaces belong to OccamNet
            rest = content[fire.position:]
            start = len(rest) - len(rest.lstrip(" "))
            nums = find_numbers(rest)
            assert nums and nums[0].start == start, (content, fire)
            n = nums[0]
            assert abs(n.value - fire.target) <= max(0.51 * 10.0 ** -n.decimals, 1e-6 * abs(fire.target)), (n, fire)


def test_decoder_fire_counts(decoder_prefix, decoder_plain):
    for ex in decoder_prefix + decoder_plain:
        if ex.kind == "concat":
            # every answer of the 2-5 queries is a target (two-step word problems: one per step)
            queries = ex.text.count("\n\n") + 1
            assert ex.messages is None and 2 <= queries <= 5
            assert queries <= len(ex.fires) <= 2 * queries
        elif ex.kind == "chat":
            # every answered question of the chat is a target, small talk is not; the first turn is a question
            roles = [m["role"] for m in ex.messages if m["role"] != "system"]
            assert roles == ["user", "assistant"] * (len(roles) // 2) and 2 <= len(roles) // 2 <= 4
            answered = {f.message for f in ex.fires}
            assert 1 <= len(answered) <= len(roles) // 2 and min(answered) == len(ex.messages) - len(roles) + 1
            assert all(ex.messages[i]["role"] == "assistant" for i in answered)
        else:
            assert ex.text is None and [m["role"] for m in ex.messages] == ["user", "assistant"]
            assert len(ex.fires) == (2 if ex.kind == "word2" else 1)


def test_concat_has_two_to_five_answered_queries():
    # the first target has only its own query before it; the last has every earlier query and answer
    for ex in data.decoder_examples(300, 5, answer_prefix=False):
        if ex.kind == "concat":
            first, last = ex.fires[0], ex.fires[-1]
            assert "\n\n" not in ex.text[:first.position]
            assert "\n\n" in ex.text[:last.position]
            assert len(find_numbers(ex.text[:last.position])) >= 3
            assert [f.position for f in ex.fires] == sorted({f.position for f in ex.fires})


def test_answer_prefix(decoder_prefix, decoder_plain):
    for ex in decoder_prefix:
        if ex.kind in SIMPLE | COMPLEX:
            assert ex.messages[1]["content"].startswith("Answer = ") and ex.fires[0].position == len("Answer =")
    for ex in decoder_plain:
        if ex.kind in SIMPLE | COMPLEX:
            assert ex.fires[0].position == 0
        if ex.messages is not None:
            assert "Answer = " not in ex.messages[1]["content"]
        else:
            assert "Answer = " not in ex.text


def test_examples_from_the_brief():
    ex = data.Example("x", ({"role": "user", "content": "3 + 65.4 ="}, {"role": "assistant", "content": "Answer = 68.4"}),
                      None, (data.Fire(1, 8, 68.4),))
    assert _explains(68.4, _context(ex, ex.fires[0])) == ["add(x0,x1)", "add(x1,x0)"]
    ex = data.Example("x", None, "What is 7 subtracted from 10? 3", (data.Fire(None, 29, 3.0),))
    assert "sub(x1,x0)" in _explains(3.0, _context(ex, ex.fires[0]))


# ---------------------------------------------------------------- reproducibility and proportions

def test_reproducible():
    assert data.decoder_examples(200, 3, answer_prefix=True) == data.decoder_examples(200, 3, answer_prefix=True)
    assert data.switch_examples(200, 3) == data.switch_examples(200, 3)
    assert data.decoder_examples(50, 3, answer_prefix=True) != data.decoder_examples(50, 4, answer_prefix=True)
    assert data.switch_examples(50, 3) != data.switch_examples(50, 4)
    assert data.test_set("add", 20, 0) == data.test_set("add", 20, 0) != data.test_set("add", 20, 1)
    assert data.word_problem_test_set(20, 0) == data.word_problem_test_set(20, 0) != data.word_problem_test_set(20, 1)



def test_more_examples_extend_fewer():
    """The first m of n examples are the m-example set: the feature cache extends a smaller run."""
    assert data.decoder_examples(120, 3, answer_prefix=False)[:70] == data.decoder_examples(70, 3, answer_prefix=False)
    assert data.switch_examples(120, 3)[:70] == data.switch_examples(70, 3)

def test_decoder_proportions(decoder_prefix, decoder_plain):
    exs = decoder_prefix + decoder_plain
    singles = [e for e in exs if e.kind not in ("concat", "chat")]
    chats = [e for e in exs if e.kind == "chat"]
    assert abs(len(chats) / len(exs) - data.CHAT_SHARE) < 0.03
    assert abs(len(singles) / len(exs) - (1 - data.CHAT_SHARE) / 2) < 0.03
    share = Counter("simple" if e.kind in SIMPLE else "complex" if e.kind in COMPLEX else "word" for e in singles)
    assert abs(share["simple"] / len(singles) - 0.4) < 0.03
    assert abs(share["complex"] / len(singles) - 0.4) < 0.03
    assert abs(share["word"] / len(singles) - 0.2) < 0.03
    kinds = Counter(e.kind for e in singles)
    assert set(kinds) == SIMPLE | COMPLEX | {"word1", "word2"}
    assert 0.15 < kinds["word2"] / (kinds["word1"] + kinds["word2"]) < 0.45


def test_simple_arithmetic_covers_the_value_ranges():
    import random

    rng = random.Random(0)
    for op in ("add", "sub", "mul", "div"):
        for r in templates.RANGES[op]:
            _, y, xs = data.arithmetic_query(rng, op, r)
            assert len(xs) == 2
    big = [max(abs(x) for x in data.arithmetic_query(rng, "mul")[2]) for _ in range(2000)]
    assert sum(1e6 <= b < 1e7 for b in big) > 100  # 7-digit operands, as evaluated
    digits = sum(len(str(int(abs(x)))) in (3, 5, 7) and x == int(x)
                 for _ in range(3000) for x in data.arithmetic_query(rng, "sub")[2][:1])
    # the digit ranges get about half the draws (RANGE_WEIGHTS, before held-out resampling)
    assert 0.45 < digits / 3000 < 0.6, digits
    floats = [x for _ in range(500) for x in data.arithmetic_query(rng, "add", "float1")[2]]
    assert all(-1 <= x <= 1 for x in floats) and any(x != int(x) for x in floats)


@pytest.mark.parametrize("op", ["add", "sub", "mul", "div", "sqrt", "pow", "log", "exp", "sin", "cos"])
def test_arithmetic_query(op):
    import random

    rng = random.Random(1)
    f = {**UNARY, **BINARY}[op]
    for r in templates.RANGES[op]:
        for _ in range(30):
            text, y, xs = data.arithmetic_query(rng, op, r)
            assert _close(_safe(f, *xs), y)  # operands in argument order
            written = [n.value for n in find_numbers(text)]
            assert sorted(written) == sorted(xs), (text, xs)  # no stray numbers in the prompt
    with pytest.raises(ValueError):
        data.arithmetic_query(rng, "tan")
    with pytest.raises(ValueError):
        data.arithmetic_query(rng, op, "no-such-range")


def test_complex_ranges():
    import random

    rng = random.Random(2)
    sins = [data.arithmetic_query(rng, "sin")[2][0] for _ in range(300)]
    assert all(-2 * math.pi < x < 2 * math.pi for x in sins)
    exps = [data.arithmetic_query(rng, "exp")[2][0] for _ in range(300)]
    assert all(-10 <= x <= 10 for x in exps)
    logs = [data.arithmetic_query(rng, "log", "logu")[2][0] for _ in range(300)]
    assert all(1e-10 <= x <= 1e10 for x in logs) and min(logs) < 1e-5 and max(logs) > 1e5
    texts = [data.arithmetic_query(rng, "log", "logu")[0] for _ in range(100)]
    assert not any("e-" in t or "e+" in t for t in texts)  # plain decimals
    pows = [data.arithmetic_query(rng, "pow")[2] for _ in range(300)]
    assert all(0.1 <= b <= 25 and e == int(e) and -6 <= e <= 6 for b, e in pows)


def test_template_counts_and_no_stray_digits():
    for op, phrasings in templates.ARITH_TEMPLATES.items():
        assert len(set(phrasings)) >= 6, op
        for t in phrasings + (templates.DIV_SUFFIX,):
            assert not re.search(r"\d", t.replace("{a}", "").replace("{b}", "")), t
    assert len(templates.WORD1) + len(templates.WORD2) >= 40
    assert len(templates.WORD2) >= 10
    assert len(templates.SWITCH_SCRIPTS) >= 40
    assert len(templates.PROSE) >= 15
    assert len(templates.TEST_WORD) >= 20
    train_questions = {s.user for s in templates.WORD1 + templates.WORD2}
    assert not train_questions & {s.user for s in templates.TEST_WORD}


def test_word_problems_use_realistic_numbers(decoder_plain):
    words = [e for e in decoder_plain if e.kind in ("word1", "word2")]
    values = [n for e in words for n in find_numbers(e.messages[0]["content"])]
    assert sum(n.decimals in (1, 2) for n in values) > 0.4 * len(values)
    assert sum(n.decimals == 0 for n in values) > 0.15 * len(values)
    for e in words:  # one-step problems have exactly the two operands in the question
        if e.kind == "word1":
            assert len(find_numbers(e.messages[0]["content"])) in (1, 2), e.messages[0]  # sqrt has one
        else:
            assert len(find_numbers(e.messages[0]["content"])) == 3, e.messages[0]


# ---------------------------------------------------------------- switch

def _pairs(ex: data.Example) -> list[str]:
    return ex.kind.split(":", 1)[1].split("+")


def test_switch_proportions(switch):
    singles = [e for e in switch if e.kind == "switch_single"]
    quiet = [e for e in switch if e.kind == "switch_single:numbers"]  # questions about numbers: no fire
    assert abs(len(quiet) / len(switch) - 0.5 * data.NUMBER_PROSE_SINGLE_SHARE) < 0.03
    assert all(not e.fires and find_numbers(e.messages[0]["content"]) for e in quiet)
    assert abs(len(singles) / len(switch) - 0.5 * (1 - data.NUMBER_PROSE_SINGLE_SHARE)) < 0.03
    for e in singles:
        assert e.fires == (data.Fire(1, 0, e.fires[0].target),)
    # one single prompt in five is a one-step word problem (prose), answered at once like arithmetic
    prose = [e for e in singles if len(re.findall("[A-Za-z]{3,}", e.messages[0]["content"])) >= 8]
    assert abs(len(prose) / len(singles) - 0.2) < 0.05
    convs = [e for e in switch if e.kind.startswith("switch_conv:")]
    assert len(singles) + len(quiet) + len(convs) == len(switch)
    tags = Counter("case" if t.startswith("case") else t for e in convs for t in _pairs(e))
    total = sum(tags.values())
    assert abs(tags["arith"] / total - 0.25) < 0.03
    assert abs((tags["case"] + tags["prose"] + tags["numbers"]) / total - 0.70) < 0.03
    assert tags["prose"] / total >= 0.10 and abs(tags["numbers"] / total - 0.15) < 0.03
    assert abs(tags["multistep"] / total - 0.05) < 0.02
    for e in convs:
        roles = [m["role"] for m in e.messages if m["role"] != "system"]
        assert roles == ["user", "assistant"] * len(_pairs(e)) and 2 <= len(_pairs(e)) <= 4


def test_switch_arithmetic_replies_are_the_answer(switch):
    """A reply to an arithmetic prompt is its answer at the first assistant token, as in the single
    prompts, and nothing after it (the stop head's label)."""
    n = 0
    for e in switch:
        if not e.kind.startswith("switch_conv:"):
            continue
        replies = [i for i, m in enumerate(e.messages) if m["role"] == "assistant"]
        for tag, i in zip(_pairs(e), replies):
            if tag == "arith":
                content = e.messages[i]["content"]
                assert [f.position for f in e.fires if f.message == i] == [0], content
                assert [x.text for x in find_numbers(content)] == [content]
                n += 1
    assert n > 300


def test_switch_never_labels_a_prompt_both_ways(switch):
    """The switch reads only the prompt at its last token, so a prompt shape answered at once in one
    example and by the LLM in another is a contradiction: replies that opened "a + b = [y]" or
    "Answer = [y]" labelled "N + N =" 0 in 26 examples and 1 in 66 (of 2,500)."""
    labels = conftest.first_token_labels(switch)
    both = {k: dict(v) for k, v in labels.items() if len(v) == 2}
    assert not both, both
    assert sum(v[True] for v in labels.values()) > 1500  # the single prompts and arithmetic pairs


def test_switch_covers_the_eight_cases(switch):
    cases = {t for e in switch if e.kind.startswith("switch_conv:") for t in _pairs(e) if t.startswith("case")}
    assert cases == {f"case{i}" for i in range(1, 9)}
    by_case = Counter(c for s in templates.SWITCH_SCRIPTS for c in s.cases)
    assert all(by_case[i] >= 3 for i in range(1, 9)), by_case


def test_switch_no_fire_cases_have_unlabelled_numbers():
    """Scripts for cases 2-8 write numbers that are not fires; prose and multi-step never fire."""
    import random

    rng = random.Random(0)
    for script in templates.SWITCH_SCRIPTS + templates.PROSE:
        for _ in range(5):
            nums, targets = builders.sample_script(script, rng)
            reply = builders.render_template(script.reply, nums, targets)
            assert len(reply.fires) == script.reply.count("[")
            if script.cases and script.cases[0] != 1:
                assert len(find_numbers(reply.s)) > len(reply.fires), script.reply
    convs = [e for e in data.switch_examples(600, 21) if e.kind.startswith("switch_conv:")]
    for e in convs:
        fired = {f.message for f in e.fires}
        pairs = _pairs(e)
        offset = 1 if e.messages[0]["role"] == "system" else 0
        for i, tag in enumerate(pairs):
            msg = offset + 2 * i + 1
            if tag in ("prose", "multistep"):
                assert msg not in fired
            if tag == "multistep":
                assert e.messages[msg]["content"] == "The answer is"
            if tag == "arith":
                assert msg in fired


def test_paper_examples_are_labelled_like_the_paper():
    import random

    rng = random.Random(3)
    fruit = next(s for s in templates.SWITCH_SCRIPTS if "apple trees" in s.user)
    nums, targets = builders.sample_script(fruit, rng)
    reply = builders.render_template(fruit.reply, nums, targets)
    assert len(reply.fires) == 1  # only the final sum, not the nested product
    assert reply.s[reply.fires[0][0]:].lstrip().startswith(nums["y"].text)
    author = next(s for s in templates.SWITCH_SCRIPTS if "author" in s.user)
    nums, targets = builders.sample_script(author, rng)
    reply = builders.render_template(author.reply, nums, targets)
    assert len(reply.fires) == 1 and reply.s.endswith(f"The answer is {nums['r'].text}.")


# ---------------------------------------------------------------- test sets

@pytest.mark.parametrize("task", data.TASKS)
def test_test_sets(task):
    items = data.test_set(task, 200, 0)
    assert len(items) == 200
    assert len({it["input"] for it in items}) > 150
    for it in items:
        nums = find_numbers(it["input"])
        xs = [n.value for n in nums]
        if task in SIMPLE:
            assert len(xs) == 2 and all(1e6 <= abs(x) < 1e7 and x == int(x) for x in xs), it
            expected = BINARY[task](*xs)
        else:
            assert len(xs) == 1, it
            expected = UNARY[task](xs[0])
        assert math.isclose(it["output"], expected, rel_tol=1e-12, abs_tol=1e-15), it
        x = xs[-1]
        if task == "sqrt":
            assert 1e6 <= x < 1e7 and x == int(x)
        elif task == "log":
            assert 1e-10 < x < 1e10 and "e" not in nums[0].text.lower()
            assert len(nums[0].text.replace(".", "").lstrip("0").rstrip("0")) == 6  # 6 significant digits
        elif task == "exp":
            assert -10 < x < 10 and 2 <= nums[0].decimals <= 4
        elif task in ("sin", "cos"):
            assert -2 * math.pi < x < 2 * math.pi and "rad" in it["input"]
        if task == "div":
            assert it["input"].endswith(" Give the answer in decimals.")
    signs = Counter(x < 0 for it in items for x in [n.value for n in find_numbers(it["input"])])
    if task in SIMPLE:
        assert signs[True] > 100 and signs[False] > 100
    assert sum(it["input"].startswith(("What", "Calculate")) for it in items) < 80  # mostly "a op b ="


def test_test_set_digits_and_validation():
    for digits in (3, 5):
        for it in data.test_set("mul", 50, 0, digits=digits):
            xs = [n.value for n in find_numbers(it["input"])]
            assert all(10 ** (digits - 1) <= abs(x) < 10 ** digits for x in xs)
    with pytest.raises(ValueError):
        data.test_set("tan", 5, 0)
    with pytest.raises(ValueError):
        data.test_set("add", 5, 0, digits=2)


def test_word_problem_test_set():
    items = data.word_problem_test_set(300, 0)
    assert len(items) == 300
    for it in items:
        xs = [n.value for n in find_numbers(it["input"])]
        assert len(xs) in (2, 3)
        y = it["output"]
        if len(xs) == 2:
            assert any(_close(_safe(f, a, b), y) for f in BINARY.values() for a, b in permutations(xs)), it
        else:
            assert any(_close(_safe(g, _safe(f, a, b) or 0.0, c), y) or _close(_safe(g, c, _safe(f, a, b) or 0.0), y)
                       for f in BINARY.values() for g in BINARY.values() for a, b, c in permutations(xs)), it
    assert sum(any(n.decimals > 0 for n in find_numbers(it["input"])) for it in items) > 250  # floats


def test_test_sets_are_disjoint_from_training(samples):
    training = [ex.text if ex.messages is None else "\n".join(m["content"] for m in ex.messages)
                for exs in samples.values() for ex in exs]
    blob = "\n\x00\n".join(training)
    tests = [it["input"] for task in data.TASKS for it in data.test_set(task, 100, 0)]
    tests += [it["input"] for it in data.word_problem_test_set(150, 0)]
    assert not [t for t in tests if t in blob]
    # by construction: a computation belongs to one side only, whatever the seeds
    for task in data.TASKS:
        for it in data.test_set(task, 50, 7):
            args = tuple(builders.Num(n.text, n.value, n.decimals) for n in find_numbers(it["input"]))
            assert builders.held_out(task, args)


def test_arithmetic_prompts_are_mostly_symbolic_as_in_the_paper():
    """The paper's arithmetic prompts are symbols only ("3 + 85 ="); most of ours are, the rest in words."""
    import random

    rng = random.Random(3)
    prompts = [data.arithmetic_query(rng, op)[0] for op in ("add", "sub", "mul", "div", "sqrt", "log") for _ in range(300)]
    symbolic = [p for p in prompts if not templates.WORDY.search(p)]
    # SYMBOLIC_SHARE of the prompts neither in people's wording (PEOPLE_SHARE) nor with number words
    assert 0.4 <= len(symbolic) / len(prompts) <= 0.6
    assert any(p.endswith("=") and "-" in p for p in symbolic)
    assert all(t in templates.ARITH_TEMPLATES[op] for op, ts in templates.SYMBOLIC_TEMPLATES.items() for t in ts)
    assert all(len(ts) >= 2 for ts in templates.SYMBOLIC_TEMPLATES.values())


def test_questions_around_written_expressions_get_their_own_share():
    """"What is a - b?" is how people ask in chat; drawn like any other wording it was under-learnt."""
    import random

    assert all(ts and set(ts) <= set(templates.ARITH_TEMPLATES[op]) for op, ts in templates.QUESTION_TEMPLATES.items())
    assert "What is {a} * {b}?" in templates.QUESTION_TEMPLATES["mul"]
    assert "What is {a} - {b}?" in templates.QUESTION_TEMPLATES["sub"]
    assert not set(templates.QUESTION_TEMPLATES["sub"]) & set(templates.SYMBOLIC_TEMPLATES["sub"])
    rng = random.Random(5)
    prompts = [data.arithmetic_query(rng, "sub")[0] for _ in range(3000)]
    share = sum(re.fullmatch(r"What is \S+ - \S+\?", p) is not None for p in prompts) / len(prompts)
    # 0.2 / 3 from the question share plus 0.2 / 10 from all wordings, of the prompts neither in
    # people's wording nor with number words: ~0.065, against 0.04 before the question share
    assert 0.05 <= share <= 0.1


def test_number_words_parse_back_to_their_value():
    """Operands written as words must be the numbers OccamNet reads (one parser, occam.numbers)."""
    for n in list(range(0, 130)) + [199, 300, 305, 999]:
        found = find_numbers(f"What is {builders.number_words(n)} times two?")
        assert [x.value for x in found] == [n, 2], (n, builders.number_words(n))
    with pytest.raises(ValueError):
        builders.number_words(1000)


def test_people_wordings_and_number_words_reach_the_prompts():
    import random

    rng = random.Random(11)
    prompts = [data.arithmetic_query(rng, op)[0] for op in ("add", "sub", "mul", "div") for _ in range(500)]
    people = {t for ts in templates.PEOPLE_TEMPLATES.values() for t in ts}
    shapes = {re.sub(r"\{[ab]\}", "N", t) for t in people}
    as_words = [p for p in prompts if not re.search(r"\d", p)]
    # WORDS_SHARE of the draws; more of the kept prompts, since digit draws reserved for the test sets are redrawn
    assert data.WORDS_SHARE < len(as_words) / len(prompts) < 0.22
    assert all(len(find_numbers(p)) == 2 for p in as_words)
    normalised = {re.sub(r"-?\d[\d.]*", "N", p) for p in prompts}
    assert len(shapes & normalised) >= 20  # many of people's wordings are drawn


def test_no_training_prompt_is_in_the_held_out_sets(decoder_plain, switch):
    """eval_sets/heldout/ is written apart from this generator; no prompt may reach training."""
    from helpers import heldout_prompts

    held = heldout_prompts()
    assert len(held) > 300
    users = {m["content"].strip() for ex in decoder_plain + switch if ex.messages for m in ex.messages
             if m["role"] == "user"}
    assert len(users) > 1000 and not users & held
