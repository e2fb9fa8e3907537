"""What-if overrides (DESIGN.md §8): ``stream(messages, overrides={step: Override(...)})`` forces one
step and replays everything before it unchanged. On the real default model and shipped checkpoint."""
import math

import pytest

from occam.generation import Override

MUL = [{"role": "user", "content": "What is 1234567 * 7654321?"}]
HAIKU = [{"role": "user", "content": "Write a haiku about 3 cats and 4 dogs."}]


@pytest.fixture(scope="module")
def model(backbone):
    from occam.model import OccamLLM, default_checkpoint

    ckpt = default_checkpoint(backbone.name)
    if ckpt is None:
        pytest.skip("no shipped checkpoint")
    return OccamLLM.from_pretrained(ckpt, backbone=backbone)


def same(a, b):
    return (a.text, a.token_ids, a.source, a.switch_prob) == (b.text, b.token_ids, b.source, b.switch_prob)


def test_force_llm_where_occamnet_wrote(model):
    base = model.generate(MUL, max_new_tokens=6)
    assert base.steps[0].source == "occamnet" and not base.steps[0].forced
    plain = model.generate(MUL, max_new_tokens=6, use_occamnet=False)
    forced = model.generate(MUL, max_new_tokens=6, overrides={0: Override("llm")})
    s = forced.steps[0]
    assert s.forced and s.source == "llm" and s.occam is None and not s.fallback
    assert s.token_ids == plain.steps[0].token_ids  # the LLM's own token
    assert s.alternative is not None and s.alternative.output_text == "9449772114007"  # what OccamNet had
    assert s.to_dict()["forced"] is True


def test_force_occamnet_with_another_function_and_inputs_keeps_the_prefix(model):
    base = model.generate(HAIKU, max_new_tokens=10, use_stop=False)
    at = 4
    ov = {at: Override("occamnet", function="x0 * x1")}
    alt = model.generate(HAIKU, max_new_tokens=10, use_stop=False, overrides=ov)
    assert all(same(a, b) for a, b in zip(base.steps[:at], alt.steps[:at]))  # everything before: unchanged
    s = alt.steps[at]
    assert s.forced and s.source == "occamnet" and s.occam.expression == "x0 * x1"
    assert s.occam.output_text == "12" and s.text.strip() == "12"  # 3 * 4, the latest numbers
    assert not base.steps[at].forced

    given = model.generate(HAIKU, max_new_tokens=8, overrides={at: Override("occamnet", "x0 + x1", (2.5, 40))})
    s = given.steps[at]
    assert s.occam.output_text == "42.5" and [n.source for n in s.occam.inputs] == ["given", "given"]
    assert [n.value for n in s.occam.inputs] == [2.5, 40.0]


def test_forced_occamnet_with_no_valid_result_falls_back(model):
    msgs = [{"role": "user", "content": "What is the square root of -16?"}]
    r = model.generate(msgs, max_new_tokens=3, overrides={0: Override("occamnet", "sqrt(x1)")})
    s = r.steps[0]
    assert s.forced and s.source == "llm" and s.fallback and s.abstention == "invalid"
    assert s.alternative.expression == "sqrt(x1)" and s.alternative.value is None


def test_force_default_function_at_a_step_where_the_switch_did_not_fire(model):
    base = model.generate(HAIKU, max_new_tokens=3, use_stop=False, trace_all=True)
    assert base.steps[1].source == "llm"
    alt = model.generate(HAIKU, max_new_tokens=3, use_stop=False, overrides={1: Override()})
    s = alt.steps[1]
    assert same(base.steps[0], alt.steps[0]) and s.forced
    # OccamNet's own best function there (the one trace_all recorded), whatever it computes
    assert s.occam is not None or s.abstention == "invalid"
    t = s.occam or s.alternative
    assert t.expression == base.steps[1].alternative.expression


def test_bad_overrides_are_refused(model):
    for bad in (dict(source="maybe"), dict(source="llm", function="x0 + x1"), dict(inputs=("a",)),
                dict(inputs=(math.inf,)), dict(function="  ")):
        with pytest.raises(ValueError):
            Override(**bad)
    with pytest.raises(ValueError, match="no function"):
        model.stream(MUL, overrides={0: Override(function="x0 % x1")})
    with pytest.raises(ValueError, match="step indices"):
        model.stream(MUL, overrides={-1: Override()})
    with pytest.raises(ValueError, match="at most"):
        model.stream(MUL, overrides={0: Override(inputs=(1, 2, 3, 4, 5, 6, 7))})
