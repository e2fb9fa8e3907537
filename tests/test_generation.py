"""Generation on the real default model with hand-set decoders.

The OccamNet decoders are set by hand (biases only) to pick ``x0 * x1``; the switch is either the
real untrained switch (off) or forced on at a chosen step by a small subclass. Texts are checked
exactly, and the LLM-only path is checked token for token against transformers' ``generate``.
"""
import json
from dataclasses import replace
import math

import pytest
import torch

from occam.abstention import AbstentionConfig
from occam.config import DecoderConfig, OccamLLMConfig
from occam.decoders import OccamDecoders
from occam.model import OccamLLM

MSG = [{"role": "user", "content": "What is 1234567 * 7654321?"}]
# the checks alone: the question's words choosing the operation instead (occam.readings) is tested apart
NO_REREAD = AbstentionConfig(rereads=False)


class ForcedSwitch(OccamDecoders):
    """Real decoders whose switch fires at the given step numbers only."""

    def __init__(self, config, fire_at):
        super().__init__(config)
        self.fire_at, self.calls = set(fire_at), 0

    def switch_logit(self, hs):
        step, self.calls = self.calls, self.calls + 1
        return torch.tensor(10.0 if step in self.fire_at else -10.0)


def select(dec: OccamDecoders, op: str, inputs: tuple[int, ...] = (0, 1)) -> None:
    """Set the decoder biases so that the best function is ``op(x0, x1)`` (``op`` of the ``inputs``) with high
    probability."""
    net = dec.net
    gid = next(g for g in range(len(net.node_prim)) if net.node_prim[g] and net.node_prim[g].name == op)
    rows = net.node_rows[gid]
    with torch.no_grad():
        b1 = torch.zeros(net.shapes[0])
        for r, x in zip(rows, inputs):
            b1[r, x] = 20.0
        dec.weight_decoders[0].fc2.bias.copy_(b1.flatten())
        b2 = torch.zeros(net.shapes[1])
        b2[0, gid] = 20.0
        dec.weight_decoders[1].fc2.bias.copy_(b2.flatten())


def make(backbone, fire_at=(), op="mul", stop_bias=None, plans=True, inputs=(0, 1)):
    """A model whose switch fires at ``fire_at`` and whose function is ``op`` of ``inputs``; with ``stop_bias`` also a
    stop head with that bias; ``plans``: whether the words' plans may write (``AbstentionConfig.plans``)."""
    cfg = OccamLLMConfig(backbone.name, backbone.hidden_size, backbone.num_hidden_states,
                         decoder=DecoderConfig(stop_head=stop_bias is not None),
                         abstention=AbstentionConfig(plans=plans))
    dec = ForcedSwitch(cfg, fire_at)
    select(dec, op, inputs)
    if stop_bias is not None:
        with torch.no_grad():
            dec.stop_decoder.fc2.bias.fill_(stop_bias)
    return OccamLLM(backbone, dec)


def test_stop_head_ends_the_reply_after_a_complete_result(backbone):
    model = make(backbone, fire_at={0}, stop_bias=10.0)
    res = model.generate(MSG, max_new_tokens=20)
    assert [s.source for s in res.steps] == ["occamnet"]
    assert res.text == "9449772114007\n\n" and res.stop_reason == "answer_complete"
    assert res.steps[0].stop_prob > 0.99 and res.to_dict()["steps"][0]["stop_prob"] == res.steps[0].stop_prob
    # switched off, or a head that says "not complete": the LLM goes on after the result
    for kw, bias in (({"use_stop": False}, 10.0), ({}, -10.0)):
        res = make(backbone, fire_at={0}, stop_bias=bias).generate(MSG, max_new_tokens=18, **kw)
        assert res.steps[0].source == "occamnet" and len(res.steps) > 1 and res.stop_reason != "answer_complete"
        assert (res.steps[0].stop_prob is None) == ("use_stop" in kw)
    # without a stop head (the paper's system) nothing changes and no probability is recorded
    res = make(backbone, fire_at={0}).generate(MSG, max_new_tokens=18)
    assert len(res.steps) > 1 and all(s.stop_prob is None for s in res.steps)


def test_a_whole_answer_at_the_reply_s_start_ends_the_reply_below_the_stop_threshold(backbone):
    # the stop head reads 0.30 (< 0.5): the reply's first number reads every number of the question, so it is the
    # whole answer (AbstentionConfig.whole_answer_stop 0.2); the LLM went on to a wrong last number before
    model = make(backbone, fire_at={0}, stop_bias=0.0)
    with torch.no_grad():
        model.decoders.stop_decoder.fc2.weight.zero_()
        model.decoders.stop_decoder.fc2.bias.fill_(-0.85)
    res = model.generate(MSG, max_new_tokens=18)
    assert 0.2 < res.steps[0].stop_prob < 0.5
    assert [s.source for s in res.steps] == ["occamnet"] and res.stop_reason == "answer_complete"
    # 1.0: the stop threshold alone (and the paper's system): the LLM goes on
    for off in (AbstentionConfig(whole_answer_stop=1.0), AbstentionConfig.paper()):
        assert len(model.generate(MSG, max_new_tokens=18, abstention=off).steps) > 1
    with pytest.raises(ValueError, match="whole_answer_stop"):
        AbstentionConfig(whole_answer_stop=2.0)


def test_an_occamnet_step_is_yielded_before_its_result_runs_through_the_lm(backbone):
    """The reader gets OccamNet's number as soon as it is decided; the result's tokens then run
    through the LM and the stop head fills in ``stop_prob`` before the reply goes on or ends."""
    model = make(backbone, fire_at={0}, stop_bias=10.0)
    runs, real = [], model.forward
    model.forward = lambda ids, *a, **kw: runs.append(list(ids)) or real(ids, *a, **kw)
    gen = model.stream(MSG, max_new_tokens=20)
    step = next(gen)
    assert step.source == "occamnet" and step.stop_prob is None and len(runs) == 1  # the prompt only
    assert list(gen) == [] and runs[1] == step.token_ids  # then the result, read by the stop head
    assert step.stop_prob > 0.99 and gen.stop_reason == "answer_complete"


def test_stop_head_reads_the_last_digit_of_the_result(backbone):
    """The stop head sees exactly transformers' hidden states at the result's last digit."""
    seen = []
    model = make(backbone, fire_at={0}, stop_bias=-10.0)
    real = model.decoders.stop_logit
    model.decoders.stop_logit = lambda hs: seen.append(hs.clone()) or real(hs)
    model.generate(MSG, max_new_tokens=2)
    prompt = model.encode_chat(MSG)
    digits = backbone.tokenizer("9449772114007", add_special_tokens=False)["input_ids"]
    x = torch.tensor([prompt + digits], device=backbone.device)
    with torch.no_grad():
        hs = backbone.model(input_ids=x, output_hidden_states=True).hidden_states
    want = torch.stack([h[0, -1] for h in hs]).to(seen[0].device)
    assert len(seen) == 1 and torch.allclose(seen[0], want, atol=1e-4, rtol=1e-4)


def hf_greedy(backbone, ids, n):
    x = torch.tensor([ids], device=backbone.device)
    out = backbone.model.generate(x, attention_mask=torch.ones_like(x), max_new_tokens=n, do_sample=False,
                                  pad_token_id=backbone.tokenizer.pad_token_id)
    new = out[0, len(ids):].tolist()
    eot = set(backbone.end_of_turn_ids)
    for i, t in enumerate(new):
        if t in eot:
            return new[:i]
    return new


def test_llm_only_matches_transformers_generate(backbone):
    model = make(backbone)
    res = model.generate(MSG, max_new_tokens=24, use_occamnet=False)
    ids = [t for s in res.steps for t in s.token_ids]
    assert ids == hf_greedy(backbone, model.encode_chat(MSG), 24)
    assert all(s.source == "llm" for s in res.steps)
    assert res.text == "".join(s.text for s in res.steps)


def test_forced_switch_writes_exact_product_first(backbone):
    model = make(backbone, fire_at={0})
    res = model.generate(MSG, max_new_tokens=20)
    first = res.steps[0]
    assert first.source == "occamnet"
    assert first.text == "9449772114007\n\n"
    assert first.occam.expression == "x0 * x1"
    assert first.occam.expression_with_values == "1234567 * 7654321"
    assert first.occam.value == 1234567 * 7654321
    assert first.occam.prob > 0.99
    assert [(n.value, n.source, n.message, n.start, n.end) for n in first.occam.inputs] == [
        (1234567, "prompt", 0, 8, 15), (7654321, "prompt", 0, 18, 25)]
    assert res.text.startswith("9449772114007\n\n")
    # after OccamNet, the LLM continues exactly as transformers would on the same tokens (KV cache intact)
    prompt = model.encode_chat(MSG)
    rest = [t for s in res.steps[1:] for t in s.token_ids]
    assert rest == hf_greedy(backbone, prompt + first.token_ids, len(rest))[: len(rest)]


def test_switch_mid_answer_uses_numbers_from_answer_and_spaces(backbone):
    # fire at step 3: inputs are the last two numbers of the whole text so far
    model = make(backbone, fire_at={3}, op="add", plans=False)  # no plan writes the named sum at the start
    msgs = [{"role": "user", "content": "Add 2.5 and 4.25 please."}]
    res = model.generate(msgs, max_new_tokens=12)
    st = res.steps[3]
    assert st.source == "occamnet"
    assert st.occam.value == pytest.approx(6.75)
    assert st.occam.output_text == "6.75"
    assert st.text.strip() == "6.75"
    assert res.text[st.start:st.start + len(st.text)] == st.text


def test_switch_cannot_fire_on_its_own_output(backbone):
    # forced on at every step: after its result, OccamNet may only run again once the LLM has
    # written a word or an operator, and never in the middle of a number the LLM is writing
    model = make(backbone, fire_at=set(range(40)))
    res = model.generate(MSG, max_new_tokens=40)
    occ = [s.index for s in res.steps if s.source == "occamnet"]
    assert occ[0] == 0 and res.steps[1].source == "llm"
    for a, b in zip(occ, occ[1:]):
        between = "".join(s.text for s in res.steps[a + 1:b])
        assert any(c.isalpha() or c in "=+-*/×÷^(:" for c in between), between
        assert not between[-1:].isdigit()


def test_may_call_rules():
    from occam.generation import may_call

    assert may_call("(start)", "")
    assert not may_call("", "9449772114007\n\n")
    assert not may_call("1", "9449772114007\n\n1")  # the LLM started a number: no call mid-number
    assert not may_call(" 12", "x is 12")
    assert may_call("So 3 * 4 =", "So 3 * 4 =")
    assert may_call(" The total is", "68.4\n\n The total is")


def test_invalid_result_falls_back_to_llm(backbone):
    model = make(backbone, fire_at={0}, op="div")
    msgs = [{"role": "user", "content": "What is 5 / 0?"}]
    res = model.generate(msgs, max_new_tokens=5)
    step, t = res.steps[0], res.steps[0].alternative
    assert step.source == "llm" and step.fallback and step.occam is None
    assert t.expression_with_values == "5 / 0" and t.value is None and t.output_text is None
    assert t.error.startswith("invalid result")
    # the LLM's own token is written instead: the same as the LLM alone
    alone = make(backbone).generate(msgs, max_new_tokens=1, use_occamnet=False)
    assert step.token_ids == alone.steps[0].token_ids


def test_huge_number_is_refused_not_written(backbone):
    model = make(backbone, fire_at={0})
    res = model.generate([{"role": "user", "content": "What is 1e400 * 2?"}], max_new_tokens=3)
    assert res.steps[0].source == "llm" and res.steps[0].fallback


def test_too_few_numbers_falls_back(backbone):
    model = make(backbone, fire_at={0})
    res = model.generate([{"role": "user", "content": "Multiply seventeen by nothing"}], max_new_tokens=3)
    assert res.steps[0].source == "llm"
    assert "needs 2 numbers" in res.steps[0].alternative.error


@pytest.mark.parametrize("messages, match", [
    ([], "non-empty"),
    ([{"role": "user", "content": "   \n"}], "empty"),
    ([{"role": "robot", "content": "hi"}], "role"),
    ([{"role": "user", "content": 5}], "string"),
    ([{"role": "user", "content": "hi"}, {"role": "assistant", "content": "yo"}], "last message"),
])
def test_bad_messages_are_rejected_clearly(backbone, messages, match):
    with pytest.raises(ValueError, match=match):
        make(backbone).stream(messages)


def test_long_prompt_is_truncated_from_the_left(backbone, monkeypatch):
    monkeypatch.setattr(backbone, "context_length", 256)
    model = make(backbone)
    gen = model.stream([{"role": "user", "content": "word " * 400 + "What is 2 + 3?"}], max_new_tokens=4)
    assert gen.truncated_tokens > 0
    assert len(gen.prompt_ids) <= 256 - 4
    res = gen.result()
    assert res.truncated_tokens == gen.truncated_tokens and len(res.steps) >= 1


def test_odd_unicode_and_records_serialise(backbone):
    import json

    model = make(backbone, fire_at={0})
    res = model.generate([{"role": "user", "content": "Combien font 9日 × 7km ? 🙂 \u202e\x00"}], max_new_tokens=6,
                         trace_all=True)
    d = json.loads(json.dumps(res.to_dict()))
    assert d["steps"][0]["source"] == "occamnet" and d["steps"][0]["occam"]["value"] == 63
    assert all(s["alternative"] is not None for s in d["steps"] if s["source"] == "llm")


def test_sampling_is_seeded(backbone):
    model = make(backbone)
    a = model.generate(MSG, max_new_tokens=8, temperature=0.8, top_p=0.9, seed=3).text
    b = model.generate(MSG, max_new_tokens=8, temperature=0.8, top_p=0.9, seed=3).text
    assert a == b
    # and it samples: other seeds give other answers (greedy would give one text for all)
    texts = {model.generate(MSG, max_new_tokens=8, temperature=1.0, seed=s).text for s in range(6)}
    assert len(texts) > 1


def test_sample_token_draws_from_the_tempered_nucleus():
    from occam.generation import sample_token

    logits = torch.log(torch.tensor([0.5, 0.3, 0.15, 0.05]))
    assert sample_token(logits, 0.0, 1.0) == 0  # temperature 0: greedy
    g = torch.Generator().manual_seed(0)
    n = 4000
    counts = torch.bincount(torch.tensor([sample_token(logits, 1.0, 1.0, g) for _ in range(n)]), minlength=4)
    assert torch.allclose(counts / n, torch.tensor([0.5, 0.3, 0.15, 0.05]), atol=0.03)
    # top_p 0.7 keeps the smallest set reaching 0.7 (0.5 + 0.3), renormalised
    counts = torch.bincount(torch.tensor([sample_token(logits, 1.0, 0.7, g) for _ in range(n)]), minlength=4)
    assert counts[2:].sum() == 0 and abs(counts[0] / n - 0.625) < 0.03
    # a low temperature sharpens: almost always the top token
    counts = torch.bincount(torch.tensor([sample_token(logits, 0.1, 1.0, g) for _ in range(n)]), minlength=4)
    assert counts[0] / n > 0.99


def test_inputs_are_right_aligned_like_training(backbone):
    """With one number in the text and two slots, the number is x1 (as in training, where missing
    leading slots are empty): sqrt(x1) works, a function of x0 reports too few numbers."""
    cfg = OccamLLMConfig(backbone.name, backbone.hidden_size, backbone.num_hidden_states)
    dec = ForcedSwitch(cfg, {0})
    net = dec.net
    gid = next(g for g in range(len(net.node_prim)) if net.node_prim[g] and net.node_prim[g].name == "sqrt")
    with torch.no_grad():
        b1 = torch.zeros(net.shapes[0])
        b1[net.node_rows[gid][0], 1] = 20.0  # sqrt reads x1
        dec.weight_decoders[0].fc2.bias.copy_(b1.flatten())
        b2 = torch.zeros(net.shapes[1])
        b2[0, gid] = 20.0
        dec.weight_decoders[1].fc2.bias.copy_(b2.flatten())
    res = OccamLLM(backbone, dec).generate([{"role": "user", "content": "sqrt(6796355) ="}], max_new_tokens=2)
    t = res.steps[0].occam
    assert res.steps[0].source == "occamnet" and t.expression_with_values == "sqrt(6796355)"
    assert t.input_offset == 1 and [n.value for n in t.inputs] == [6796355]
    assert t.value == pytest.approx(math.sqrt(6796355)) and t.output_text == "2606.981972"


# ---------------------------------------------------------------- abstention (occam.abstention)

def test_after_an_invalid_result_occamnet_stays_silent_for_the_reply(backbone):
    model = make(backbone, fire_at={0, 1, 2, 3}, op="div")
    res = model.generate([{"role": "user", "content": "What is 5 / 0?"}], max_new_tokens=4)
    assert [s.abstention for s in res.steps] == ["invalid", "after_invalid", "after_invalid", "after_invalid"]
    assert all(s.source == "llm" and s.fallback and s.alternative is not None for s in res.steps)
    d = res.steps[1].to_dict()
    assert d["abstention"] == "after_invalid" and d["fallback"] and d["alternative"]["expression"] == "x0 / x1"


def test_a_question_that_needs_a_number_it_does_not_write_is_left_to_the_llm(backbone):
    msgs = [{"role": "user", "content": "Double 23 and add 7."}]
    res = make(backbone, fire_at={0}, op="add", plans=False).generate(msgs, max_new_tokens=2)
    step = res.steps[0]
    assert step.source == "llm" and step.abstention == "unwritten_number"
    assert step.alternative.expression_with_values == "23 + 7"  # what OccamNet would have written: 30, not 53
    # with the readers' plans (the default), the instructions are read in order (occam.chains): 53, at its words
    planned = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=2).steps[0]
    assert planned.source == "occamnet" and planned.occam.value == pytest.approx(53)
    same = make(backbone, fire_at={0}, op="add").generate([{"role": "user", "content": "Add 23 and 7."}], max_new_tokens=2)
    assert same.steps[0].source == "occamnet" and same.steps[0].occam.output_text == "30"


def test_a_clock_time_is_no_pair_of_numbers_to_compute_on(backbone):
    msgs = [{"role": "user", "content": "Set an alarm for 6:15 am"}]
    step = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=1).steps[0]
    assert step.source == "llm" and step.abstention == "notation"
    assert step.alternative.expression_with_values == "6 - 15"  # what OccamNet would have written: -9
    paper = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=1, abstention=AbstentionConfig.paper())
    assert paper.steps[0].source == "occamnet" and paper.steps[0].occam.output_text == "-9"


def test_a_log_asked_without_its_base_is_left_to_the_llm_but_in_an_expression_to_complete(backbone):
    # held-out chat: "ok then, whats log 5000" was answered ln(5000) = 8.517193191, "log(365)" 5.899897354; their
    # askers meant base 10. The paper's test form "log(x) =" keeps its natural log, and so does a base said in words.
    for text in ("ok then, whats log 5000", "log(365)", "What is the logarithm of 80?"):
        step = make(backbone, fire_at={0}, op="log", inputs=(1,)).generate([{"role": "user", "content": text}],
                                                               max_new_tokens=1).steps[0]
        assert step.source == "llm" and step.abstention == "misnamed", text
        assert step.alternative.expression_with_values.startswith("log("), text
        paper = make(backbone, fire_at={0}, op="log", inputs=(1,)).generate([{"role": "user", "content": text}], max_new_tokens=1,
                                                               abstention=AbstentionConfig.paper()).steps[0]
        assert paper.source == "occamnet", text
    for text, x in (("log(128.364) =", 128.364), ("ln 5000", 5000), ("whats the natural log of 5000", 5000)):
        step = make(backbone, fire_at={0}, op="log", inputs=(1,)).generate([{"role": "user", "content": text}],
                                                               max_new_tokens=1).steps[0]
        assert step.source == "occamnet" and step.occam.value == pytest.approx(math.log(x)), text


def test_a_named_function_the_function_does_not_apply_is_left_to_the_llm(backbone):
    msgs = [{"role": "user", "content": "What is 2 ^ 10?"}]
    step = make(backbone, fire_at={0}, op="mul").generate(msgs, max_new_tokens=1, abstention=NO_REREAD).steps[0]
    assert step.source == "llm" and step.abstention == "misnamed"
    assert step.alternative.expression_with_values == "2 * 10"
    read = make(backbone, fire_at={0}, op="mul").generate(msgs, max_new_tokens=1).steps[0]  # a written exponent
    assert read.source == "occamnet" and read.occam.output_text == "1024" and read.occam.read_by == "named"
    same = make(backbone, fire_at={0}, op="pow").generate(msgs, max_new_tokens=1).steps[0]
    assert same.source == "occamnet" and same.occam.output_text == "1024"

def test_a_negative_difference_nobody_asked_for_is_left_to_the_llm(backbone):
    for question in ("Find the difference of 73 and 128", "What do you get from 73 and 128?"):
        msgs = [{"role": "user", "content": question}]
        step = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=1, abstention=NO_REREAD).steps[0]
        assert step.source == "llm" and step.abstention == "negative", question
        assert step.alternative.expression_with_values == "73 - 128"  # the held-out failure: -55
        assert step.alternative.turned_from is None  # a question's "difference" turns nothing
    # a difference the question names is read as the quantity it asks for; "from 73 and 128" names none
    named = make(backbone, fire_at={0}, op="sub").generate(
        [{"role": "user", "content": "Find the difference of 73 and 128"}], max_new_tokens=1).steps[0]
    assert named.source == "occamnet" and named.occam.output_text == "55" and named.occam.read_by == "named"
    unnamed = make(backbone, fire_at={0}, op="sub").generate(
        [{"role": "user", "content": "What do you get from 73 and 128?"}], max_new_tokens=1).steps[0]
    assert unnamed.source == "llm" and unnamed.abstention == "negative"
    asked = [{"role": "user", "content": "What is 73 - 128?"}]
    same = make(backbone, fire_at={0}, op="sub").generate(asked, max_new_tokens=1).steps[0]
    assert same.source == "occamnet" and same.occam.output_text == "-55"


def test_a_difference_a_story_points_to_is_turned_to_the_sign_the_question_needs(backbone):
    # the decoders chose a difference in the wrong order; the story's words point to one ("spent") and
    # the question asks for a quantity: the same two numbers are subtracted the other way round
    story = [{"role": "user", "content": "A shop had 73 lamps and sold 128 of them. How many lamps are left?"}]
    step = make(backbone, fire_at={0}, op="sub").generate(story, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "55"
    assert step.occam.expression_with_values == "128 - 73" and step.occam.turned_from == "73 - 128"
    assert step.occam.prob > 0.99  # the difference of the two numbers in either order
    assert json.loads(json.dumps(step.occam.to_dict()))["turned_from"] == "73 - 128"
    off = make(backbone, fire_at={0}, op="sub").generate(story, max_new_tokens=1,
                                                          abstention=AbstentionConfig(story_cues=False)).steps[0]
    assert off.source == "llm"
    right = [{"role": "user", "content": "A shop had 128 lamps and sold 73 of them. How many lamps are left?"}]
    kept = make(backbone, fire_at={0}, op="sub").generate(right, max_new_tokens=1).steps[0]
    assert kept.occam.output_text == "55" and kept.occam.turned_from is None


def test_a_function_the_questions_words_contradict_is_left_to_the_llm(backbone):
    msgs = [{"role": "user", "content": "A 5.4 kg bag of dog food lasts 9 days. How much food is that per day?"}]
    step = make(backbone, fire_at={0}, op="mul").generate(msgs, max_new_tokens=1, abstention=NO_REREAD).steps[0]
    assert step.source == "llm" and step.abstention == "operation_words"
    assert step.alternative.expression_with_values == "5.4 * 9"  # the calibration failure: 48.6
    same = make(backbone, fire_at={0}, op="div").generate(msgs, max_new_tokens=1).steps[0]
    assert same.source == "occamnet" and same.occam.output_text == "0.6"


def test_words_that_may_name_the_opposite_operation_are_left_to_the_llm(backbone):
    msgs = [{"role": "user", "content": "A baker used 35 eggs on Friday, which is 12 fewer than he used on "
                                        "Saturday. How many eggs did he use on Saturday?"}]
    step = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=1, abstention=NO_REREAD).steps[0]
    assert step.source == "llm" and step.abstention == "inverse_relation"
    assert step.alternative.expression_with_values == "35 - 12"  # the calibration failure: 23, not 47
    # by default the relation is read towards the side asked (occam.one_step.related): 35 + 12
    read = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=1).steps[0]
    assert read.source == "occamnet" and read.occam.read_by == "step" and read.occam.output_text == "47"
    loose = AbstentionConfig(relations=False, stories=False)
    off = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=1, abstention=loose)
    assert off.steps[0].source == "occamnet" and off.steps[0].occam.output_text == "47"  # the plan's: plan_differs
    off = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=1,
                                                          abstention=replace(loose, plan_agrees=False))
    assert off.steps[0].source == "occamnet" and off.steps[0].occam.output_text == "23"


def test_two_units_of_one_kind_need_a_factor_occamnet_cannot_read(backbone):
    msgs = [{"role": "user", "content": "A fountain pumps 1.25 litres of water every minute. How many litres "
                                        "does it pump in 3 hours?"}]
    stories_off = AbstentionConfig(stories=False)  # else the story is declined first (unstated_operation)
    step = make(backbone, fire_at={0}, op="mul").generate(msgs, max_new_tokens=1, abstention=stories_off).steps[0]
    # the calibration failure 1.25 * 3 (3.75, not 225) is declined; the reader of the words writes 3 hours as the
    # minutes they hold (occam.implied_counts), and the plan 1.25 * 180 is written
    assert step.source == "occamnet" and step.occam.read_by == "step" and step.occam.output_text == "225"
    assert step.occam.reread_from == "1.25 * 3"
    assert [(r.text, r.source) for r in step.occam.inputs[-2:]] == [("1.25", "prompt"), ("3 hours", "implied")]
    plans_off = replace(stories_off, plans=False)
    step = make(backbone, fire_at={0}, op="mul").generate(msgs, max_new_tokens=1, abstention=plans_off).steps[0]
    assert step.source == "llm" and step.abstention == "unwritten_number"
    assert step.alternative.expression_with_values == "1.25 * 3"
    same = [{"role": "user", "content": "A fountain pumps 1.25 litres of water every minute. How many litres "
                                        "does it pump in 3 minutes?"}]
    step = make(backbone, fire_at={0}, op="mul").generate(same, max_new_tokens=1, abstention=stories_off).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "3.75"


def test_a_story_that_states_no_operation_is_left_to_the_llm(backbone):
    msgs = [{"role": "user", "content": "A phone costs 699 and is discounted by 120. What's the new price?"}]
    step = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=1, abstention=NO_REREAD).steps[0]
    assert step.source == "llm" and step.abstention == "unstated_operation"
    assert step.alternative.expression_with_values == "699 + 120"  # the held-out failure: 819
    read = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=1).steps[0]  # "discounted": a loss
    assert read.source == "occamnet" and read.occam.output_text == "579" and read.occam.read_by == "story"
    assert read.occam.reread_from == "699 + 120"
    stated = [{"role": "user", "content": "A phone costs 699 and is discounted by 120. Subtract the discount: "
                                          "what's the new price?"}]
    same = make(backbone, fire_at={0}, op="sub").generate(stated, max_new_tokens=1).steps[0]
    assert same.source == "occamnet" and same.occam.output_text == "579"


def test_a_story_whose_words_point_to_the_functions_operation_is_answered(backbone):
    msgs = [{"role": "user", "content": "A phone costs 699 and is discounted by 120. What's the new price?"}]
    step = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "579"  # "discounted": a difference
    off = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=1,
                                                          abstention=AbstentionConfig(story_cues=False)).steps[0]
    assert off.source == "llm" and off.abstention == "unstated_operation"
    rate = [{"role": "user", "content": "A baker packs 96 muffins into boxes of 4. How many boxes does she fill?"}]
    assert make(backbone, fire_at={0}, op="div").generate(rate, max_new_tokens=1).steps[0].occam.output_text == "24"
    wrong = make(backbone, fire_at={0}, op="mul").generate(rate, max_new_tokens=1, abstention=NO_REREAD).steps[0]
    assert wrong.source == "llm" and wrong.abstention == "unstated_operation"  # the words point to a quotient
    read = make(backbone, fire_at={0}, op="mul").generate(rate, max_new_tokens=1).steps[0]
    assert read.source == "occamnet" and read.occam.output_text == "24" and read.occam.read_by == "story"


@pytest.mark.parametrize("story, op, other, output", [
    ("Notebooks cost 2.75 each. What would 8 notebooks cost?", "mul", "add", "22"),  # a price "each"
    ("A heater uses 2.5 kWh each hour. How much does it use in 6 hours?", "mul", "div", "15"),  # a rate's "uses"
    ("How many laps did I swim if I swam 32 laps on Monday and 28 on Friday?", "add", "sub", "60"),  # question first
    ("Lucas had 75 marbles and gave 38 of them to his friend. How many does he have now?", "sub", "add", "37"),
    # a number told beside the story need not be used ("4 dogs": occam.asides)
    ("Mr. Green has 4 dogs. He buys 6 bags of apples with 8 apples in each bag. How many apples did he buy?", "mul",
     "add", "48"),
])
def test_more_one_step_schemas_agree_with_their_operation_only(backbone, story, op, other, output):
    msgs = [{"role": "user", "content": story}]
    step = make(backbone, fire_at={0}, op=op).generate(msgs, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == output
    wrong = make(backbone, fire_at={0}, op=other).generate(msgs, max_new_tokens=1, abstention=NO_REREAD).steps[0]
    assert wrong.source == "llm" and wrong.abstention == "unstated_operation"
    read = make(backbone, fire_at={0}, op=other).generate(msgs, max_new_tokens=1).steps[0]  # the words choose
    assert read.source == "occamnet" and read.occam.output_text == output and read.occam.read_by == "story"


def test_a_year_that_dates_the_story_need_not_be_used(backbone):
    msgs = [{"role": "user", "content": "In 2021 a library lent 1,320 books in June and 1,575 in July. "
                                        "How many books did it lend in all?"}]
    step = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.expression_with_values == "1,320 + 1,575"
    assert step.occam.output_text == "2895"
    more = [{"role": "user", "content": "A library lent 2021 books in June, 1,320 in July and 1,575 in May. How many in all?"}]
    # 2021 books are a count: the decoders' 1,320 + 1,575 leaves it out, and the story's plan reads all three
    step = make(backbone, fire_at={0}, op="add").generate(more, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.read_by == "plan" and step.occam.output_text == "4916"
    assert step.occam.reread_from == "1,320 + 1,575"
    off = AbstentionConfig(plans=False)
    assert make(backbone, fire_at={0}, op="add").generate(more, max_new_tokens=1, abstention=off).steps[0].abstention \
        == "unused_numbers"


def test_a_question_with_more_numbers_than_the_function_reads_is_left_to_the_llm(backbone):
    msgs = [{"role": "user", "content": "What is 3 + 4 + 5?"}]
    # the written expression is the plan: the one-layer network computes it in two steps (3 + 4, then 7 + 5)
    step = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=2).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "12" and step.occam.read_by == "plan"
    assert step.occam.first_step is not None and step.occam.first_step.output_text in ("7", "9", "8")
    assert step.occam.reread_from == "4 + 5"  # the decoders' own, declined: not_as_written
    no_plans = AbstentionConfig(plans=False)
    res = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=2, abstention=no_plans)
    step = res.steps[0]
    assert step.source == "llm" and step.abstention == "not_as_written"  # "3 + 4 + 5" is written: 4 + 5 is not it
    assert step.alternative.expression_with_values == "4 + 5" and step.alternative.value == 9
    unwritten = AbstentionConfig(written=False, plans=False)
    step = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=2, abstention=unwritten).steps[0]
    assert step.source == "llm" and step.abstention == "unused_numbers"
    # the paper's system writes 9: the switch threshold alone decides
    paper = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=2, abstention=AbstentionConfig.paper())
    assert paper.steps[0].source == "occamnet" and paper.steps[0].occam.output_text == "9"
    assert paper.steps[0].abstention is None


def test_numbers_of_an_earlier_turn_are_not_the_question(backbone):
    msgs = [{"role": "user", "content": "What is 7 * 8?"}, {"role": "assistant", "content": "56"},
            {"role": "user", "content": "Thanks! And now add them up?"}]
    res = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=2)
    assert res.steps[0].abstention == "earlier_turn" and res.steps[0].alternative.expression_with_values == "8 + 56"
    ok = [{"role": "user", "content": "What is 7 * 8?"}, {"role": "assistant", "content": "56"},
          {"role": "user", "content": "And 12 + 30?"}]
    res = make(backbone, fire_at={0}, op="add").generate(ok, max_new_tokens=2)
    assert res.steps[0].source == "occamnet" and res.steps[0].occam.output_text == "42"


def test_a_number_word_that_refers_back_is_no_operand(backbone):
    """"the difference between those two": the numbers told before, no "2" (conversations_fresh49, post hoc: "75 - two"
    was written)."""
    msgs = [{"role": "user", "content": "What's 31 plus 19?"}, {"role": "assistant", "content": "31 plus 19 is 50."},
            {"role": "user", "content": "And what's the product of those two?"}]
    res = make(backbone, fire_at={0}, op="mul", plans=False).generate(msgs, max_new_tokens=2)
    assert res.steps[0].abstention == "notation" and res.steps[0].alternative.expression_with_values == "50 * two"
    # the plan of the two numbers "those two" refers to (session 50) writes their product, never "50 * two"
    res = make(backbone, fire_at={0}, op="mul").generate(msgs, max_new_tokens=2)
    assert res.steps[0].source == "occamnet" and res.steps[0].occam.output_text == "589"


def test_a_follow_up_computes_on_the_result_it_refers_to(backbone):
    """"Add 39 to it": the previous answer's last number is the question's own (follow_ups)."""
    msgs = [{"role": "user", "content": "What is 7 * 8?"}, {"role": "assistant", "content": "7 * 8 = 56."},
            {"role": "user", "content": "ok add 39 to it"}]
    res = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=2)
    assert res.steps[0].source == "occamnet" and res.steps[0].occam.output_text == "95"
    off = AbstentionConfig(follow_ups=False)
    res = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=2, abstention=off)
    assert res.steps[0].abstention == "earlier_turn"


def test_a_written_expression_binds_the_one_layer_network(backbone):
    """"WHAT IS 456 PLUS 789" answered with a product is declined (the operation it names: misnamed; the
    expression "456 + 789" writes: not_as_written), a sum is written."""
    for text, reason in (("WHAT IS 456 PLUS 789", "misnamed"), ("what's `456 + 789`", "not_as_written")):
        msgs = [{"role": "user", "content": text}]
        res = make(backbone, fire_at={0}, op="mul").generate(msgs, max_new_tokens=2, abstention=NO_REREAD)
        assert res.steps[0].abstention == reason
        res = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=2)
        assert res.steps[0].source == "occamnet" and res.steps[0].occam.output_text == "1245"
    # a request whose verb the story check does not know as an operation's name is read all the same
    inc = make(backbone, fire_at={0}, op="mul").generate(
        [{"role": "user", "content": "Increase 58,390 by 7,615 — what do you get?"}], max_new_tokens=1).steps[0]
    assert inc.source == "occamnet" and inc.occam.output_text == "66005" and inc.occam.read_by == "named"
    # the operation the first names ("PLUS") is read from its words; the second names none, it writes one
    read = make(backbone, fire_at={0}, op="mul").generate([{"role": "user", "content": "WHAT IS 456 PLUS 789"}],
                                                          max_new_tokens=2).steps[0]
    assert read.source == "occamnet" and read.occam.output_text == "1245" and read.occam.reread_from == "456 * 789"


def test_an_unsure_function_is_declined_and_not_retried_on_the_same_inputs(backbone):
    model = make(backbone, fire_at=set(range(8)), op="mul")
    msgs = [{"role": "user", "content": "What is 12 * 34?"}]
    sure = model.generate(msgs, max_new_tokens=1).steps[0]
    assert sure.source == "occamnet" and sure.occam.prob < 1.0
    # (named_cues off: the function is the expression the question writes, which would need 0.5 only)
    res = model.generate(msgs, max_new_tokens=8, abstention=AbstentionConfig(min_prob=1.0, named_cues=False))
    assert res.steps[0].abstention == "unsure" and res.steps[0].alternative.prob == pytest.approx(sure.occam.prob)
    # inputs seen for the first time are judged (unsure); inputs declined before are declined at once
    seen, reasons = set(), []
    for s in res.steps:
        if s.abstention:
            key = tuple((n.source, n.start) for n in s.alternative.inputs)
            assert s.abstention == ("declined_inputs" if key in seen else "unsure"), (s.text, key, seen)
            seen.add(key)
            reasons.append(s.abstention)
    assert "declined_inputs" in reasons and all(s.source == "llm" for s in res.steps)


def test_the_checkpoints_calibrated_abstention_is_the_default(backbone):
    def model(calibrated):
        m = make(backbone, fire_at={0, 1, 2, 3, 4, 5}, op="mul")  # the step counter is the model's: one each
        object.__setattr__(m.decoders.config, "abstention", calibrated)
        return m

    msgs = [{"role": "user", "content": "What is 12 * 34?"}]
    assert model(AbstentionConfig()).generate(msgs, max_new_tokens=1).steps[0].source == "occamnet"
    strict = AbstentionConfig(min_prob=1.0, at_start=True, restated=False, named_cues=False)
    res = model(strict).generate(msgs, max_new_tokens=6)
    assert res.steps[0].abstention == "unsure"
    assert {s.abstention for s in res.steps[1:] if s.abstention} <= {"mid_reply", "declined_inputs"}
    assert "mid_reply" in {s.abstention for s in res.steps}
    # an explicit configuration wins over the checkpoint's
    assert model(strict).generate(msgs, max_new_tokens=1, abstention=AbstentionConfig()).steps[0].source == "occamnet"


def test_with_at_start_an_answer_may_end_a_restatement_of_the_question(backbone):
    """SmolLM2 starts "What is 12 * 34?" with "12 * 34 = 368" (wrong). With ``at_start`` and
    ``restated``, a switch firing after "12 * 34 =" lets OccamNet write 408 there, and that ends the
    reply; after the LLM's own number and a line break it is working, not a restatement."""
    msgs = [{"role": "user", "content": "What is 12 * 34?"}]
    res = make(backbone, fire_at={7}, op="mul").generate(msgs, max_new_tokens=24,
                                                          abstention=AbstentionConfig(at_start=True))
    assert res.text == "12 * 34 = 408\n\n" and res.stop_reason == "answer_complete"
    assert res.steps[-1].source == "occamnet" and res.steps[-1].occam.expression_with_values == "12 * 34"
    off = make(backbone, fire_at={7}, op="mul").generate(msgs, max_new_tokens=12,
                                                          abstention=AbstentionConfig(at_start=True, restated=False))
    assert off.steps[7].abstention == "mid_reply" and "408" not in off.text
    later = make(backbone, fire_at={12}, op="mul").generate(msgs, max_new_tokens=14,
                                                             abstention=AbstentionConfig(at_start=True))
    assert later.text.startswith("12 * 34 = 368\n") and later.steps[12].abstention == "mid_reply"


@pytest.mark.parametrize("text, op, other, answer", [
    ("can you mutliply 18 and 21 for me", "mul", "add", "378"),  # names_agree: a name of the product, with its typo
    ("calculate: 12.5 L - 3.75 L", "sub", "add", "8.75"),  # written_agree: the expression the question writes
])
def test_what_the_question_names_or_writes_needs_the_lower_probability_only(backbone, text, op, other, answer):
    # a bar no function reaches: only a function that agrees with the question's words passes it, at
    # story_min_prob; with named_cues off, or for another operation, it is unsure
    bar, msgs = AbstentionConfig(min_prob=1.0), [{"role": "user", "content": text}]
    step = make(backbone, fire_at={0}, op=op).generate(msgs, max_new_tokens=1, abstention=bar).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == answer and step.occam.prob < 1.0
    off = make(backbone, fire_at={0}, op=op).generate(
        msgs, max_new_tokens=1, abstention=AbstentionConfig(min_prob=1.0, named_cues=False, plans=False)).steps[0]
    assert off.source == "llm" and off.abstention == "unsure"  # (plans off: the named step's plan would write it)
    wrong = make(backbone, fire_at={0}, op=other).generate(
        msgs, max_new_tokens=1, abstention=AbstentionConfig(min_prob=1.0, rereads=False, plans=False)).steps[0]
    assert wrong.source == "llm" and wrong.abstention == "unsure"


def test_an_expression_typed_with_currency_signs_and_an_x_binds_the_function(backbone):
    msgs = [{"role": "user", "content": "hey so a quick one for my shopping list today: $12.40 x 3 = ?"}]
    step = make(backbone, fire_at={0}, op="mul").generate(msgs, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "37.2"  # was unstated_operation
    other = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=1).steps[0]
    assert other.source == "llm" and other.abstention == "not_as_written"  # the written product binds it


def test_an_operation_the_question_names_is_read_from_its_words(backbone):
    # the decoders read "now divide that by 2" after 134 as 134 - 2 (the held-out failure, probability 1.0):
    # declined as misnamed; the question names one operation and its divisor, so OccamNet computes 134 / 2
    chat = [{"role": "user", "content": "whats 56 + 78"}, {"role": "assistant", "content": "56 + 78 = 134."},
            {"role": "user", "content": "now divide that by 2"}]
    step = make(backbone, fire_at={0}, op="sub").generate(chat, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "67"
    assert step.occam.expression_with_values == "134 / 2" and step.occam.read_by == "named"
    assert step.occam.reread_from == "134 - 2" and step.occam.reread_from_prob > 0.99
    saved = json.loads(json.dumps(step.occam.to_dict()))
    assert (saved["reread_from"], saved["read_by"]) == ("134 - 2", "named")
    for off in (AbstentionConfig(rereads=False), AbstentionConfig.paper()):
        kept = make(backbone, fire_at={0}, op="sub").generate(chat, max_new_tokens=1, abstention=off).steps[0]
        assert kept.occam is None or kept.occam.read_by is None
    assert make(backbone, fire_at={0}, op="sub").generate(
        chat, max_new_tokens=1, abstention=AbstentionConfig(rereads=False)).steps[0].abstention == "misnamed"
    # the words chose the whole answer at the reply's start: the reply ends with it (use_stop=False goes on)
    res = make(backbone, fire_at={0}, op="sub").generate(chat, max_new_tokens=5)
    assert res.text == "67\n\n" and res.stop_reason == "answer_complete" and len(res.steps) == 1
    assert len(make(backbone, fire_at={0}, op="sub").generate(chat, max_new_tokens=5, use_stop=False).steps) > 1


def test_the_words_choose_the_answer_s_operation_not_a_step_of_the_reply_s_own_working(backbone):
    # "Adam has 17 toy cars and 3 times as many trucks ... which means he has 17 * 3 =": read as the question's
    # difference there, the step wrote 14 (the held-out failure); mid-reply nothing is read from the question
    msgs = [{"role": "user", "content": "A 5.4 kg bag of dog food lasts 9 days. How much food is that per day?"}]
    first = make(backbone, fire_at={0}, op="mul").generate(msgs, max_new_tokens=1).steps[0]
    assert first.source == "occamnet" and first.occam.read_by == "story" and first.occam.output_text == "0.6"
    # mid-reply (no plan at the reply's start where the switch does not fire: plan_min_switch=1.0)
    later = make(backbone, fire_at={6}, op="mul").generate(msgs, max_new_tokens=7,
                                                           abstention=AbstentionConfig(plan_min_switch=1.0)).steps[6]
    assert later.source == "llm" and later.abstention == "operation_words" and later.alternative.read_by is None


def test_a_story_s_operation_is_read_from_its_words_and_its_other_checks_still_run(backbone):
    paint = [{"role": "user", "content": "Paint costs £18.40 per litre and the living room needs 6 litres. "
                                         "How much will the paint cost?"}]
    step = make(backbone, fire_at={0}, op="div").generate(paint, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.value == pytest.approx(18.40 * 6)
    assert step.occam.read_by == "story" and step.occam.reread_from == "18.40 / 6"
    # a third number the function cannot read: the reread is declined like any function of two of them; the story
    # reader's plan (6 + 4) * 18.40 is computed in two steps by the one-layer network
    three = [{"role": "user", "content": "Paint costs £18.40 per litre; the living room needs 6 litres and the "
                                         "hall 4 litres. How much will the paint cost?"}]
    planned = make(backbone, fire_at={0}, op="div").generate(three, max_new_tokens=1).steps[0]
    assert planned.source == "occamnet" and planned.occam.value == pytest.approx(184.0)
    assert planned.occam.read_by == "plan" and planned.occam.first_step is not None
    no_plans = AbstentionConfig(plans=False)
    declined = make(backbone, fire_at={0}, op="div").generate(three, max_new_tokens=1, abstention=no_plans).steps[0]
    assert declined.source == "llm" and declined.abstention is not None
    # no words that choose an operation: nothing is read
    plain = [{"role": "user", "content": "What do you get from 73 and 128?"}]
    assert make(backbone, fire_at={0}, op="sub").generate(plain, max_new_tokens=1).steps[0].source == "llm"


def test_a_reread_whose_value_is_not_the_question_s_plan_gives_way_to_the_plan(backbone):
    # the decoders read a sum; the number puzzle's plan is 25 - 7: the plan is written
    msgs = [{"role": "user", "content": "A number increased by 7 is 25. What is the number?"}]
    step = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "18" and step.occam.read_by == "plan"
    # the unknown number asked back is an inverse relation as well (occam.abstention.inverse_relation), and the story's
    # words read "A number increased by 7" as no gain (occam.story_cues: a puzzle): with both checks off, the sum is
    # still not written
    off = replace(AbstentionConfig(), plan_agrees=False, relations=False)
    other = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=1, abstention=off).steps[0]
    assert (other.occam or other.alternative).output_text != "32"



def test_a_question_the_readers_read_two_ways_gets_no_function_of_the_decoders(backbone, monkeypatch):
    # two readers' plans that disagree (occam.plan_readers.disagree): no plan, and the decoders' own function is
    # declined as differing from the question's readings, though it is the right one here
    import occam.generation as generation
    from occam.plan_readers import plans

    msgs = [{"role": "user", "content": "Sam had 45 apples and ate 17 of them. How many apples are left?"}]
    assert plans(msgs[0]["content"])[0][1].value == 45 - 17
    loose = AbstentionConfig(relations=False, stories=False)
    step = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=1, abstention=loose).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "28"
    one = plans(msgs[0]["content"])[0]
    other = ("other", replace(one[1], tree=("add", (("x", 0), ("x", 1)))))
    monkeypatch.setattr(generation, "plans", lambda text, **_: [one, other])
    step = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=1, abstention=loose).steps[0]
    assert step.source == "llm" and step.abstention == "plan_differs"



def test_a_planned_function_is_checked_against_the_plan_s_value(backbone, monkeypatch):
    # two implied numbers at one place (32 and 1.8 both at "Celsius"): a network's inputs keyed by place read one
    # number there, (98.6 - 1.8) / 1.8 = 53.8, not the plan's 37; checked, the plan is computed another way (two
    # steps over the plan's numbers in order) or not at all
    import occam.generation as generation
    from occam.model import OccamLLM
    from occam.numbers import Number
    from occam.story_plans import Plan

    model = OccamLLM.from_pretrained(None, backbone=backbone)
    text = "Convert 98.6 °F to Celsius."
    at = text.index("Celsius")
    numbers = (Number(98.6, 8, 12, "98.6"), Number(32.0, at, at + 7, "Celsius"), Number(1.8, at, at + 7, "Celsius"))
    read = Plan(("div", (("sub", (("x", 0), ("x", 1))), ("x", 2))), numbers, "total", "", implied=frozenset({1, 2}))
    assert read.value == pytest.approx(37)
    monkeypatch.setattr(generation, "plans", lambda t, **_: [("temperature", read)])
    steps = list(model.stream([{"role": "user", "content": text}], max_new_tokens=3))
    assert all(s.occam.value == pytest.approx(37) for s in steps if s.source == "occamnet")


def test_numbers_told_before_a_question_that_writes_its_own_calculation_need_not_be_read(backbone):
    # "I'm 34 and my wife is 31." tells the ages beside the question; "what's 48 times 12?" asks of its own two
    # numbers (occam.abstention.told_before_a_calculation): the product is written, not declined as "unused_numbers"
    from occam.model import OccamLLM

    model = OccamLLM.from_pretrained(None, backbone=backbone)
    steps = list(model.stream([{"role": "user", "content": "I'm 34 and my wife is 31. Anyway, what's 48 times 12?"}],
                              max_new_tokens=12))
    written = [s.occam.value for s in steps if s.source == "occamnet"]
    assert written and written[0] == 576


@pytest.mark.parametrize("typed, expected", [("WHAT'S 3.14 TIMES 8 THANKS", 25.12), ("SQUARE ROOT OF 2025 PLEASE", 45),
                                             ("FIFTY-SIX TAKE AWAY EIGHTEEN", 38)])
def test_a_question_typed_in_capitals_is_read_in_sentence_case(backbone, typed, expected):
    # the 135M model's states of a shouted question fired no switch ("WHAT'S 3.14 TIMES 8 THANKS": the LLM wrote
    # a joke) or a wrong abstention; read in sentence case (occam.conventions.unshouted) it is a plain question
    from occam.generation import validate_messages
    from occam.model import OccamLLM

    messages = [{"role": "user", "content": typed}]
    assert validate_messages(messages)[0]["content"] == typed[0] + typed[1:].lower()
    model = OccamLLM.from_pretrained(None, backbone=backbone)
    steps = list(model.stream(messages, max_new_tokens=4))
    assert steps[0].source == "occamnet" and steps[0].occam.value == pytest.approx(expected)


def test_a_follow_up_without_a_pronoun_for_the_number_still_refers_back(backbone):
    """"pack them in boxes of 12, how many boxes?", "my take home is 3,100, how much is left": no "that" or "it", yet
    the question reads the previous answer (occam.follow_ups), which the plan divides or takes from the number told."""
    for last, before, output in (("pack them in boxes of 12, how many boxes?", "Nice, 96 cookies!", "8"),
                                 ("and my take home is 3,100, how much is left", "So far that's 1,670 + 185 = 1,855.",
                                  "1245")):
        msgs = [{"role": "user", "content": "we need to add some numbers"}, {"role": "assistant", "content": before},
                {"role": "user", "content": last}]
        res = make(backbone, fire_at={0}, op="add").generate(msgs, max_new_tokens=2)
        assert res.steps[0].source == "occamnet" and res.steps[0].occam.output_text == output, (last, res.steps[0])


def test_two_answers_past_small_talk(backbone):
    """"what's the first result plus the second" after two answers and a short exchange of small talk: the two answers
    that write a number."""
    msgs = [{"role": "user", "content": "what's 12 * 5"}, {"role": "assistant", "content": "12 × 5 = 60."},
            {"role": "user", "content": "and 60 / 2.5"}, {"role": "assistant", "content": "60 ÷ 2.5 = 24."},
            {"role": "user", "content": "do you like math?"}, {"role": "assistant", "content": "I enjoy helping with it!"},
            {"role": "user", "content": "haha ok, what's the first result plus the second"}]
    res = make(backbone, fire_at={0}, op="mul").generate(msgs, max_new_tokens=2)
    assert res.steps[0].source == "occamnet" and res.steps[0].occam.output_text == "84"


def test_a_number_the_plan_sets_apart_needs_no_conversion_of_its_unit(backbone):
    """"I'm 27 years old and I drink 3 cups of coffee a day. How many cups is that in 365 days?": the age is set apart
    (occam.distractors), so its "years" beside the question's "days" is no conversion the text leaves unwritten
    (the check once declined the plan's 3 * 365 as ``unwritten_number``)."""
    from occam.model import OccamLLM, default_checkpoint

    if default_checkpoint(backbone.name) is None:
        pytest.skip("no shipped checkpoint")
    model = OccamLLM.from_pretrained(backbone=backbone)  # the default: every shipped network, routed
    text = "I'm 27 years old and I drink 3 cups of coffee a day. How many cups is that in 365 days?"
    res = model.generate([{"role": "user", "content": text}], max_new_tokens=8)
    fired = [s for s in res.steps if s.source == "occamnet"]
    assert fired and fired[0].occam.output_text == str(3 * 365) and fired[0].occam.set_apart == ("27",)


def test_a_number_in_an_aside_after_the_question_is_no_operand(backbone):
    # "Doors open at 7." after the question: the plan (48 / 6) is written, and the 7, one of the latest numbers, is
    # neither an input of it nor a number the checks ask it to read; a label's number word ("Week one") is set apart
    from occam.model import OccamLLM

    model = OccamLLM.from_pretrained(None, backbone=backbone)  # the shipped networks: the plan's sum is in one of them
    for text, value in [("How many pies does each table get if the cook shares 48 pies equally among 6 tables? Doors "
                         "open at 7.", 8),
                        ("Week one sales: 320. Week two sales: 275. Total?", 595)]:
        step = model.generate([{"role": "user", "content": text}], max_new_tokens=1).steps[0]
        assert step.source == "occamnet" and step.occam.value == pytest.approx(value), (text, step)
        assert step.occam.read_by in ("plan", "step")


def test_those_two_are_the_previous_questions_numbers(backbone):
    """"And what's the difference between those two?" after "What's 63 plus 28?" and its answer: the question's two
    numbers (conversations_fresh49: no reader read it), the larger less the smaller; "them" alone is no sure read."""
    msgs = [{"role": "user", "content": "What's 63 plus 28?"}, {"role": "assistant", "content": "63 plus 28 is 91."},
            {"role": "user", "content": "And what's the difference between those two?"}]
    res = make(backbone, fire_at={0}, op="mul").generate(msgs, max_new_tokens=2)
    assert res.steps[0].source == "occamnet" and res.steps[0].occam.output_text == "35"


def test_a_follow_up_may_go_below_zero(backbone):
    """"And if I subtract 30 from that?" after 22.5: the order is the question's own, -7.5 is asked (conversations_fresh49
    declined it as ``negative``)."""
    msgs = [{"role": "user", "content": "Add 13.6 and 8.9 please"}, {"role": "assistant", "content": "13.6 + 8.9 = 22.5."},
            {"role": "user", "content": "And if I subtract 30 from that?"}]
    res = make(backbone, fire_at={0}, op="sub").generate(msgs, max_new_tokens=2)
    assert res.steps[0].source == "occamnet" and res.steps[0].occam.output_text == "-7.5"


def test_a_quotient_the_story_divides_the_other_way_is_reread(backbone):
    """"A 2 kg tub ... is 4.60 ... What's that per kg?": "per kg" names a division, not its order; the decoders' 2 / 4.60
    (conversations_fresh50: 5 / 9.45 written by sure decoders) is declined and reread by the story's cue: 4.60 / 2."""
    msgs = [{"role": "user", "content": "A 2 kg tub of yoghurt is 4.60 at the shop. What's that per kg?"}]
    step = make(backbone, fire_at={0}, op="div").generate(msgs, max_new_tokens=2).steps[0]
    assert step.source == "occamnet" and step.occam.expression_with_values == "4.60 / 2"
    assert step.occam.reread_from == "2 / 4.60"
