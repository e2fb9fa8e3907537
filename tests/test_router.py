"""The router: several OccamNets on one backbone, asked in order at every step (occam.model, generation).

Decoders are set by hand (biases only), each network with its own switch: the first network that
fires and passes its own abstention checks writes the step; one that stays low or abstains hands the
step on. Checked on the real default model against each network alone, solo and batched.
"""
import json

import pytest
import torch

from occam.abstention import AbstentionConfig
from occam.batching import generate_many
from occam.config import DecoderConfig, OccamLLMConfig, OccamNetConfig
from occam.decoders import OccamDecoders
from occam.model import OccamLLM

from helpers import select

ASK = [{"role": "user", "content": "What is 12 times 3?"}]


def network(backbone, op: str, switch_bias: float, abstention: AbstentionConfig | None = None) -> OccamDecoders:
    """One-layer decoders that pick ``op(x0, x1)``, with a constant switch (sigmoid of ``switch_bias``)."""
    cfg = OccamLLMConfig(backbone.name, backbone.hidden_size, backbone.num_hidden_states,
                         abstention=abstention or AbstentionConfig(whole_question=False))
    dec = OccamDecoders(cfg)
    select(dec, op)
    with torch.no_grad():
        dec.switch_decoder.fc2.bias.fill_(switch_bias)
    return dec


def two_layer(backbone, expression: str, abstention: AbstentionConfig) -> OccamDecoders:
    """Two-layer decoders (``+ - * /``, four inputs) that pick ``expression``, with a switch that fires."""
    cfg = OccamLLMConfig(backbone.name, backbone.hidden_size, backbone.num_hidden_states,
                         OccamNetConfig(depth=2, n_inputs=4, primitives=("add", "sub", "mul", "div")),
                         DecoderConfig(mlp_hidden=16, stop_head=False), abstention=abstention)
    deep = OccamDecoders(cfg)
    fn = next(f for f in deep.net.enumerate_functions() if f.expression() == expression)
    with torch.no_grad():
        biases = [torch.zeros(shape) for shape in deep.net.shapes]
        for layer, row, source in fn.edges:
            biases[layer][row, source] = 30.0
        for dec, bias in zip(deep.weight_decoders, biases):
            dec.fc2.bias.copy_(bias.flatten())
        deep.switch_decoder.fc2.bias.fill_(8.0)
    return deep


def occam_steps(result):
    return [(s.text.strip(), s.occam.network, s.occam.expression_with_values) for s in result.steps
            if s.source == "occamnet"]


def test_a_network_whose_switch_stays_low_hands_the_step_to_the_next(backbone):
    quiet, product = network(backbone, "add", -8.0), network(backbone, "mul", 8.0)
    routed = OccamLLM(backbone, quiet, routed=[product])
    res = routed.generate(ASK, max_new_tokens=1)
    assert occam_steps(res) == [("36", 1, "12 * 3")]
    assert res.steps[0].switch_prob == pytest.approx(torch.sigmoid(torch.tensor(8.0)).item(), rel=1e-3)
    # alone, the first network never writes (where the words settle no plan that writes without it); the second
    # writes the same step
    assert occam_steps(OccamLLM(backbone, quiet).generate(WRITTEN, max_new_tokens=1)) == []
    assert occam_steps(OccamLLM(backbone, product).generate(ASK, max_new_tokens=1)) == [("36", 0, "12 * 3")]


def test_a_question_that_names_its_one_operation_is_answered_by_its_plan_below_the_switch(backbone):
    # "What is 12 times 3?" names its operation over its two numbers (occam.named_steps): at the reply's start the
    # plan writes though no switch fires, computed by the network that has the step
    quiet = network(backbone, "add", -8.0)
    assert occam_steps(OccamLLM(backbone, quiet).generate(ASK, max_new_tokens=1)) == [("36", 0, "12 * 3")]
    unplanned = network(backbone, "add", -8.0, AbstentionConfig(whole_question=False, plans=False))
    assert occam_steps(OccamLLM(backbone, unplanned).generate(ASK, max_new_tokens=1)) == []


def test_the_first_network_that_fires_writes(backbone):
    routed = OccamLLM(backbone, network(backbone, "mul", 8.0), routed=[network(backbone, "add", 8.0)])
    assert occam_steps(routed.generate(ASK, max_new_tokens=1)) == [("36", 0, "12 * 3")]


WRITTEN = [{"role": "user", "content": "What is 12 * 3?"}]  # names no operation: nothing to read from its words


def test_a_network_that_abstains_hands_the_step_to_the_next(backbone):
    # the first network's function applies sqrt, which the question does not name ("unnamed")
    routed = OccamLLM(backbone, network(backbone, "sqrt", 8.0), routed=[network(backbone, "mul", 8.0)])
    res = routed.generate(WRITTEN, max_new_tokens=1)
    assert occam_steps(res) == [("36", 1, "12 * 3")]
    assert res.steps[0].abstention is None
    # when every network declines, the step records the first network's reason and trace
    both = OccamLLM(backbone, network(backbone, "sqrt", 8.0), routed=[network(backbone, "cos", 8.0)])
    step = both.generate(WRITTEN, max_new_tokens=1).steps[0]
    assert step.source == "llm" and step.abstention == "unnamed"
    assert step.alternative.network == 0 and step.alternative.expression == "sqrt(x0)"


def test_each_network_keeps_its_own_checks_unless_the_caller_gives_one(backbone):
    routed = OccamLLM(backbone, network(backbone, "add", -8.0), routed=[network(backbone, "sqrt", 8.0)])
    assert occam_steps(routed.generate(WRITTEN, max_new_tokens=1)) == []
    paper = routed.generate(WRITTEN, max_new_tokens=1, abstention=AbstentionConfig.paper())
    assert [(net, expr) for _, net, expr in occam_steps(paper)] == [(1, "sqrt(12)")]


def test_an_operation_read_from_the_words_is_computed_by_the_network_that_fired(backbone):
    # "12 times 3" names a product: the first network's sqrt is read as 12 * 3 (occam.readings), by that network
    routed = OccamLLM(backbone, network(backbone, "sqrt", 8.0), routed=[network(backbone, "add", 8.0)])
    step = routed.generate(ASK, max_new_tokens=1).steps[0]
    assert (step.occam.network, step.occam.expression_with_values, step.occam.read_by) == (0, "12 * 3", "named")
    # a network that has no such function reads nothing: the + - * / network has no power
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    power = [{"role": "user", "content": "What is 4 to the power of 7?"}]
    step = OccamLLM(backbone, network(backbone, "add", -8.0), routed=[deep]).generate(power, max_new_tokens=1).steps[0]
    assert step.source == "llm" and step.abstention == "misnamed" and step.alternative.read_by is None


def test_a_two_layer_network_is_routed_with_its_own_inputs(backbone):
    """A second network of another shape (two layers, four inputs) writes with its own OccamNet."""
    deep = two_layer(backbone, "(x1 * x2) + x3", AbstentionConfig(stories=False))
    routed = OccamLLM(backbone, network(backbone, "add", -8.0), routed=[deep])
    msgs = [{"role": "user", "content": "Amy bought 3 notebooks at 2.45 each and a pen for 4.15. What did she spend?"}]
    res = routed.generate(msgs, max_new_tokens=1)
    assert occam_steps(res) == [("11.5", 1, "(3 * 2.45) + 4.15")]


def test_routed_batch_equals_solo_runs(backbone):
    routed = OccamLLM(backbone, network(backbone, "add", -8.0), routed=[network(backbone, "mul", 8.0)])
    chats = [ASK, [{"role": "user", "content": "Tell me about 7 and 8 please, then multiply them."}]]
    solo = [routed.generate(c, max_new_tokens=6) for c in chats]
    batched = generate_many(routed, chats, max_new_tokens=6)
    for a, b in zip(solo, batched):
        assert a.text == b.text
        assert occam_steps(a) == occam_steps(b)


def test_from_pretrained_routes_the_shipped_networks_by_default(backbone, tmp_path, monkeypatch):
    from occam import model as M

    from helpers import save_checkpoint

    name = M._norm(backbone.name)
    first, second = save_checkpoint(backbone, tmp_path / name, "add"), save_checkpoint(backbone, tmp_path / f"{name}-2", "mul")
    monkeypatch.setattr(M, "CHECKPOINTS", tmp_path)
    default = OccamLLM.from_pretrained(backbone=backbone)
    assert [p.name for p in default.checkpoints] == [first.name, second.name]
    assert len(default.networks) == 2 and default.single(1).networks == (default.routed[0],)
    assert len(OccamLLM.from_pretrained(backbone=backbone, route=False).networks) == 1
    assert len(OccamLLM.from_pretrained(first, backbone=backbone).networks) == 1  # a checkpoint chosen: alone
    assert len(OccamLLM.from_pretrained(first, backbone=backbone, route=True).networks) == 2


def test_a_routed_trace_names_its_network_and_loads_back(backbone):
    from app import traces as T

    routed = OccamLLM(backbone, network(backbone, "add", -8.0), routed=[network(backbone, "mul", 8.0)])
    res = routed.generate(ASK, max_new_tokens=1)
    d = json.loads(json.dumps(res.steps[0].to_dict()))
    assert d["occam"]["network"] == 1
    nets = [dec.net for dec in routed.networks]
    back = T.step_from_dict(d, nets, 0)
    assert back.occam.network == 1 and back.occam.expression == "x0 * x1"
    with pytest.raises(T.TraceError, match="network 1"):
        T.step_from_dict(d, nets[:1], 0)


def expanded(fn):
    """The function's tree flattened, as the abstention checks read it."""
    from occam.generation import expanded_tree, flattened

    return flattened(expanded_tree(fn))


def test_expanded_repeats_shared_nodes():
    from occam.occamnet import OccamNet

    net = OccamNet(OccamNetConfig(depth=2, n_inputs=4, primitives=("add", "sub", "mul", "div")))
    by_expr = {f.expression(): f for f in net.enumerate_functions()}
    assert expanded(by_expr["(x1 * x2) + x3"]) == (["add", "mul"], [1, 2, 3])
    square_plus = next(f for e, f in by_expr.items() if e.replace(" ", "") == "(x3*x3)+(x3-x3)")
    ops, reads = expanded(square_plus)
    assert sorted(ops) == ["mul"] and reads == [3, 3]  # + (x3 - x3) is no operation
    # identities are taken out: the two-layer network writes one operation padded so ("What is 87/50?")
    for padded, want in [("(x2/x3)+(x2-x2)", (["div"], [2, 3])), ("(x2-x2)+(x2/x3)", (["div"], [2, 3])),
                         ("(x2-x3)*(x1/x1)", (["sub"], [2, 3])), ("(x2-x3)-(x1-x1)", (["sub"], [2, 3])),
                         ("(x2-x3)-(x1-x2)", (["sub", "sub", "sub"], [2, 3, 1, 2]))]:
        fn = next(f for e, f in by_expr.items() if e.replace(" ", "") == padded)
        assert expanded(fn) == want, padded


def test_the_inspector_names_the_network_and_draws_its_occamnet(backbone):
    from app import inspector, render

    deep = two_layer(backbone, "(x2 * x3) + x3", AbstentionConfig.paper())
    routed = OccamLLM(backbone, network(backbone, "add", -8.0), routed=[deep])
    res = routed.generate(ASK, max_new_tokens=1)
    assert res.steps[0].source == "occamnet" and res.steps[0].occam.network == 1
    pieces = render.transcript_pieces(ASK[0]["content"], 0, res.steps)
    green = next(p for p in pieces if p.label == render.OCCAM_OUT)
    nets = [d.net for d in routed.networks]
    ins = inspector.inspect_piece(nets, green, res.steps, 0.5, 0, ["1 layer", "2 layers"])
    assert "Router: network 2 of 2, **2 layers**" in ins.markdown
    heat = [t for t in ins.heatmap.data if t.type == "heatmap"]
    assert len(heat) == len(deep.net.shapes)  # the two-layer network's softmax layers, not the first's


def test_expanded_tree_takes_identities_out():
    from occam.generation import expanded_tree
    from occam.occamnet import OccamNet

    net = OccamNet(OccamNetConfig(depth=2, n_inputs=3))
    by_expr = {f.expression().replace(" ", ""): f for f in net.enumerate_functions()}
    assert expanded_tree(by_expr["sqrt(x0)+(x1*x2)"]) == ("add", (("sqrt", (("x", 0),)), ("mul", (("x", 1), ("x", 2)))))
    assert expanded_tree(by_expr["log(x2)-(x2-x2)"]) == ("log", (("x", 2),))


@pytest.mark.parametrize("expression, decision", [("(x1 - x2) * x3", "abstain"), ("x1 - (x2 * x3)", "occamnet"),
                                                  ("x1 - (x3 * x2)", "occamnet")])
def test_a_network_writes_only_the_expression_the_question_writes(backbone, expression, decision):
    deep = two_layer(backbone, expression, AbstentionConfig(as_written=True, whole_question=False, min_prob=0.0,
                                                            plans=False))  # the check alone, no written plan
    res = OccamLLM(backbone, deep).generate([{"role": "user", "content": "84 - 17 * 3 ="}], max_new_tokens=1)
    step = res.steps[0]
    assert (step.source == "occamnet") == (decision == "occamnet")
    if decision == "abstain":  # the counts by operation family alone allowed it
        assert step.abstention == "not_as_written" and step.alternative.value == 201.0
    else:
        assert step.occam.value == 33.0


SOFIA = [{"role": "user", "content": "Sofia has $40. She buys 3 books at $8.95 each. How much money does she have "
                                     "left?"}]


def test_a_word_problem_s_whole_expression_is_read_and_computed_by_a_network_that_has_it(backbone):
    # the one-layer network fires with a sum of two of the three numbers (declined: unused_numbers); the story
    # reader (occam.story_plans) writes 40 - (3 * 8.95), which only the two-layer network has
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    step = routed.generate(SOFIA, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.read_by == "plan" and step.occam.network == 1
    assert step.occam.output_text == "13.15" and step.occam.value == pytest.approx(40 - 3 * 8.95)
    assert sorted(step.occam.function.inputs_used) == [1, 2, 3]  # each number of the problem, once
    assert step.occam.reread_from == "3 + 8.95"  # the fired network's own choice, kept for the inspector
    saved = json.loads(json.dumps(step.occam.to_dict()))
    assert (saved["read_by"], saved["reread_from"]) == ("plan", "3 + 8.95")
    # the whole expression is the whole answer: the reply ends with it (no stop head asked)
    res = routed.generate(SOFIA, max_new_tokens=6)
    assert res.text == "13.15\n\n" and res.stop_reason == "answer_complete" and res.steps[0].stop_prob is None
    # off (AbstentionConfig.plans, and the paper's behaviour), or no network that has the expression: no plan
    for off in (AbstentionConfig(plans=False), AbstentionConfig.paper()):
        other = routed.generate(SOFIA, max_new_tokens=1, abstention=off).steps[0]
        assert (other.occam or other.alternative).read_by is None
    # a network of one layer alone has it in two steps (3 * 8.95, then 40 - 26.85); where one network has it in one
    # step (above), that network computes it
    alone = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()))
    step = alone.generate(SOFIA, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "13.15" and step.occam.first_step is not None
    assert step.occam.first_step.output_text == "26.85"


def test_a_plan_is_no_answer_in_the_middle_of_the_reply(backbone):
    # every step fires; after the first the reply has begun, and the question's plan is not asked again
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    res = routed.generate(SOFIA, max_new_tokens=4, use_stop=False)
    assert res.steps[0].occam.read_by == "plan"
    assert all((s.occam or s.alternative) is None or (s.occam or s.alternative).read_by is None for s in res.steps[1:])


def test_a_plan_three_deep_is_regrouped_for_the_two_layer_network(backbone):
    # the story reader's (10 - (2 * 1.50)) - 2.25 is three deep: the network computes (10 - 2.25) - (2 * 1.50)
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    lea = [{"role": "user", "content": "Lea bought 2 pens at $1.50 each and a pad for $2.25. She paid with a $10 "
                                       "note. How much change did she get?"}]
    step = routed.generate(lea, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.read_by == "plan" and step.occam.output_text == "4.75"
    assert step.occam.expression_with_values.replace(" ", "") in ("(10-2.25)-(2*1.50)", "(10-2.25)-(1.50*2)")


def test_a_story_of_two_quantities_gets_its_step_over_the_numbers_the_words_choose(backbone):
    # the first network adds its two inputs, the latest numbers 8 + 14: "8 turtles" is told beside the story
    # (declined: unused_numbers, 23 unread); the story's two quantities and its cue give 23 + 14 (read first by the
    # story reader, occam.story_plans, then by occam.one_step: both agree), which the network of four inputs computes
    # (the first one's two inputs do not hold 23)
    ines = [{"role": "user", "content": "Ines keeps 23 guppies and 8 turtles. She bought 14 more guppies. How many "
                                        "guppies does she have now?"}]
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    step = routed.generate(ines, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.read_by == "plan" and step.occam.network == 1
    assert step.occam.output_text == "37" and step.occam.reread_from == "8 + 14"
    res = routed.generate(ines, max_new_tokens=6)
    assert res.text == "37\n\n" and res.stop_reason == "answer_complete"
    other = routed.generate(ines, max_new_tokens=1, abstention=AbstentionConfig(plans=False)).steps[0]
    assert other.source == "llm" and other.abstention == "unused_numbers"
    alone = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()))
    step = alone.generate(ines, max_new_tokens=1).steps[0]
    assert step.source == "llm" and step.abstention == "unused_numbers"


def _planned_first_step(backbone, content: str):
    """The first step of a reply to ``content`` by a router whose first network adds its two inputs (declined)
    and whose second is a two-layer network of four inputs that may compute a plan."""
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    step = routed.generate([{"role": "user", "content": content}], max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.read_by == "plan" and step.occam.network == 1
    return routed, step


@pytest.mark.parametrize("content, written, inputs", [
    # a number puzzle undone (occam.number_puzzles): (8 + 3) * 5
    ("A number divided by 5, minus 3, equals 8. What is the number?", "55", [1, 2, 3]),
    # an expression written in symbols (occam.written_plans), three deep, regrouped to (64 + 5) - (9 * 6)
    ("64 - 9 * 6 + 5 =", "15", [0, 1, 2, 3]),
    # a pair's sum and one of them told: 83 - 37; the "two" and "One" that name the numbers are read by no function
    ("The sum of two numbers is 83. One of the numbers is 37. What is the other number?", "46", [1, 3]),
])
def test_a_puzzle_or_a_written_expression_is_computed_by_a_network_that_has_it(backbone, content, written, inputs):
    routed, step = _planned_first_step(backbone, content)
    assert step.occam.output_text == written and sorted(step.occam.function.inputs_used) == inputs
    ask = [{"role": "user", "content": content}]
    paper = routed.generate(ask, max_new_tokens=1, abstention=AbstentionConfig.paper()).steps[0]
    assert (paper.occam or paper.alternative).read_by is None


@pytest.mark.parametrize("content, written, implied", [
    # "Twice" implies the 2 the puzzle divides by: (41 + 15) / 2
    ("Twice a number minus 15 is 41. What is the number?", "28", ("Twice", 2.0)),
    # "2 dozen" counts 2 * 12 eggs: (2 * 12) - 7
    ("Rhea bought 2 dozen eggs and cracked 7 of them. How many eggs are left?", "17", ("dozen", 12.0)),
])
def test_a_word_s_implied_number_is_an_input_at_the_word_s_place(backbone, content, written, implied):
    routed, step = _planned_first_step(backbone, content)
    assert step.occam.output_text == written
    words = [n for n in step.occam.inputs if n.source == "implied"]
    assert [(n.text, n.value) for n in words] == [implied]
    assert content[words[0].start:words[0].end] == implied[0] and words[0].message == 0
    # every written number of the question is read, at its place in the question
    written_refs = [n for n in step.occam.inputs if n.source == "prompt"]
    assert written_refs and all(content[n.start:n.end] == n.text for n in written_refs)
    # with plans off (the paper's behaviour), the unwritten number is declined, never guessed
    paper = routed.generate([{"role": "user", "content": content}], max_new_tokens=1,
                            abstention=AbstentionConfig(plans=False)).steps[0]
    assert paper.source == "llm"


@pytest.mark.parametrize("follow, written, implied", [
    ("that squared", "529", []),  # 23 * 23 over the previous answer
    ("double that", "46", [("double", 2.0)]),  # 23 * 2, the 2 at the word
])
def test_a_follow_up_s_power_or_multiple_reads_the_previous_answer(backbone, follow, written, implied):
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    chat = [{"role": "user", "content": "What is 17 + 6?"}, {"role": "assistant", "content": "17 + 6 = 23"},
            {"role": "user", "content": follow}]
    step = routed.generate(chat, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.read_by == "step" and step.occam.output_text == written
    used = [step.occam.inputs[i - step.occam.input_offset] for i in step.occam.function.inputs_used]
    assert {(n.message, n.text) for n in used if n.source == "prompt"} == {(1, "23")}  # the previous answer
    assert [(n.text, n.value) for n in used if n.source == "implied"] == implied
    off = routed.generate(chat, max_new_tokens=1, abstention=AbstentionConfig(plans=False)).steps[0]
    assert off.source == "llm"


def test_a_story_s_plan_writes_below_the_switch_threshold_at_the_reply_s_start(backbone):
    # no switch fires (sigmoid(-0.85) ~ 0.30 < 0.5), the first is at or above plan_min_switch (0.0): the story
    # reader's 40 - (3 * 8.95) writes, and 23 + 14 of two quantities; not a plan above 0.30 or in the paper's
    # system, nor an expression written in symbols (the decoders' to read)
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    with torch.no_grad():
        deep.switch_decoder.fc2.bias.fill_(-8.0)
    routed = OccamLLM(backbone, network(backbone, "add", -0.85, AbstentionConfig()), routed=[deep])
    step = routed.generate(SOFIA, max_new_tokens=1).steps[0]
    assert 0.2 < step.switch_prob < 0.5
    assert step.source == "occamnet" and step.occam.read_by == "plan" and step.occam.output_text == "13.15"
    assert step.occam.reread_from is None  # no network fired
    for off in (AbstentionConfig(plan_min_switch=0.4), AbstentionConfig(plan_min_switch=1.0), AbstentionConfig.paper()):
        assert routed.generate(SOFIA, max_new_tokens=1, abstention=off).steps[0].source == "llm"
    ines = [{"role": "user", "content": "Ines keeps 23 guppies and 8 turtles. She bought 14 more guppies. How many "
                                        "guppies does she have now?"}]
    step = routed.generate(ines, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.read_by == "plan" and step.occam.output_text == "37"
    written = [{"role": "user", "content": "64 - 9 * 6 + 5 ="}]
    assert routed.generate(written, max_new_tokens=1).steps[0].source == "llm"
    with pytest.raises(ValueError, match="plan_min_switch"):
        AbstentionConfig(plan_min_switch=1.5)


def test_an_expression_deeper_than_the_network_is_computed_in_two_steps(backbone):
    # 2 * 3 * 4 - 5 is three deep for a network of two layers: the same network computes (2 * 3) * 4 first, then
    # 24 - 5; only the second step's number is written, and the first is kept for the inspector
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    ask = [{"role": "user", "content": "2 * 3 * 4 - 5 ="}]
    step = routed.generate(ask, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.read_by == "plan" and step.occam.network == 1
    assert step.occam.output_text == "19" and step.occam.value == 19
    first = step.occam.first_step
    assert first is not None and first.output_text == "24" and first.network == 1 and first.first_step is None
    assert sorted(n.text for n in first.inputs) == ["2", "3", "4"]
    assert [n.source for n in step.occam.inputs if n.source == "step"] == ["step"]
    assert step.occam.expression_with_values.replace(" ", "") == "24-5"
    saved = json.loads(json.dumps(step.occam.to_dict()))
    assert saved["first_step"]["output_text"] == "24" and saved["first_step"]["first_step"] is None
    res = routed.generate(ask, max_new_tokens=6)
    assert res.text.strip() == "19"
    # off with the plans, as in the paper: no two steps
    other = routed.generate(ask, max_new_tokens=1, abstention=AbstentionConfig(plans=False)).steps[0]
    assert (other.occam or other.alternative).first_step is None


def test_a_one_layer_network_computes_a_deeper_plan_one_operation_a_step(backbone):
    # one layer cannot compute (2 * 3) * 4 in a step, nor in two: it takes three, one operation each, as the paper's
    # OccamLlama calls OccamNet once per arithmetic step; each step's first_step is the one before it
    alone = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()))
    step = alone.generate([{"role": "user", "content": "2 * 3 * 4 - 5 ="}], max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "19"
    chain = []
    s = step.occam
    while s is not None:
        chain.insert(0, s)
        s = s.first_step
    assert [c.output_text for c in chain] == ["6", "24", "19"]
    assert [c.expression_with_values.replace(" ", "") for c in chain] == ["2*3", "6*4", "24-5"]
    # a plan deeper than MAX_PLAN_STEPS steps of one operation is not computed: the checks decline the decoders' sum
    long = alone.generate([{"role": "user", "content": "2 * 3 * 4 * 5 * 6 - 7 ="}], max_new_tokens=1).steps[0]
    assert long.source == "llm" and long.alternative.first_step is None


def test_an_expression_of_more_numbers_than_inputs_is_computed_in_two_steps(backbone):
    # five numbers for a network of four inputs: the first step reads three of them, the second that result and two
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    step = routed.generate([{"role": "user", "content": "1 + 2 * 3 - 4 / 8 ="}], max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "6.5" and step.occam.first_step is not None
    assert len(step.occam.first_step.inputs) + len(step.occam.inputs) == 6  # five numbers and the first result


@pytest.mark.parametrize("previous, answer, follow, written, used", [
    # the previous question again with its 1,200 replaced: 475 is carried from the earlier turn
    ("What is 1,200 minus 475?", "1,200 - 475 = 725", "what if it was 1,500 instead of 1,200?", "1025",
     {(0, "475"), (2, "1,500")}),
    ("multiply 23 by 19", "23 x 19 = 437", "thanks! and 23 by 21?", "483", {(2, "23"), (2, "21")}),
])
def test_a_redo_asks_the_previous_question_again_with_its_changed_number(backbone, previous, answer, follow, written,
                                                                         used):
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    chat = [{"role": "user", "content": previous}, {"role": "assistant", "content": answer},
            {"role": "user", "content": follow}]
    step = routed.generate(chat, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.read_by == "step" and step.occam.output_text == written
    got = [step.occam.inputs[i - step.occam.input_offset] for i in step.occam.function.inputs_used]
    assert {(n.message, n.text) for n in got} == used
    off = routed.generate(chat, max_new_tokens=1, abstention=AbstentionConfig(follow_ups=False)).steps[0]
    assert off.source == "llm" or off.occam.output_text != written


def test_the_two_previous_answers_are_read_together(backbone):
    # session 21: "add those two together" after two answers: their last numbers, carried from the earlier turns
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "mul", 8.0, AbstentionConfig()), routed=[deep])
    chat = [{"role": "user", "content": "what's 2 to the 8th"}, {"role": "assistant", "content": "2^8 = 256."},
            {"role": "user", "content": "and 2 to the 9th?"}, {"role": "assistant", "content": "2^9 = 512."},
            {"role": "user", "content": "add those two together"}]
    step = routed.generate(chat, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "768"
    got = [step.occam.inputs[i - step.occam.input_offset] for i in step.occam.function.inputs_used]
    assert {(n.message, n.text) for n in got} == {(1, "256"), (3, "512")}


def test_a_redo_after_another_redo_and_small_talk_asks_the_first_question_again(backbone):
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    chat = [{"role": "user", "content": "what's 1000 divided by 8"}, {"role": "assistant", "content": "125"},
            {"role": "user", "content": "and by 16?"}, {"role": "assistant", "content": "62.5"},
            {"role": "user", "content": "cool thanks"}, {"role": "assistant", "content": "Welcome!"},
            {"role": "user", "content": "by 32?"}]
    step = routed.generate(chat, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.output_text == "31.25"


def test_a_plan_needs_only_the_numbers_its_tree_reads_among_the_inputs(backbone):
    # session 28: "=C2*D2 where C2 is 36 and D2 is 1.5" writes six numbers (the "2" of each cell's name, set apart by
    # the snippet's plan); the plan reads two of them. Every number of the plan was asked to be among the network's
    # latest inputs, so no network computed it; only the tree's leaves need be
    ask = [{"role": "user", "content": "=C2*D2 where C2 is 36 and D2 is 1.5"}]
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    step = routed.generate(ask, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.read_by == "step" and step.occam.value == pytest.approx(54.0)
    assert step.occam.set_apart and set(step.occam.set_apart) == {"2"}


def test_step_chain_takes_the_fewest_steps_each_a_function_of_the_network():
    from occam.generation import MAX_PLAN_STEPS, step_chain
    from occam.plan_readers import first_plan

    two_layers = OccamNetConfig(depth=2, n_inputs=4)
    # log10(5) + log10(20): each log10 is log(x) / log(10), two layers; their sum a third step of the two results
    plan = first_plan("log10(5) + log10(20) =")[1]
    chain = step_chain(two_layers, plan.tree, len(plan.numbers))
    assert len(chain) == 3 and all(kind == "n" for kind, _ in chain[0][1] + chain[1][1])
    assert sorted(chain[2][1]) == [("s", 0), ("s", 1)]
    # within one function of the network: one step
    assert [inputs for _, inputs in step_chain(two_layers, first_plan("2 * 3 - 4 =")[1].tree, 3)] == [
        [("n", 0), ("n", 1), ("n", 2)]]
    # one layer: one operation a step, each step reading the one before
    one_layer = OccamNetConfig(depth=1, n_inputs=2)
    plan = first_plan("2 * 3 * 4 - 5 =")[1]
    chain = step_chain(one_layer, plan.tree, len(plan.numbers))
    assert len(chain) == 3 and ("s", 0) in chain[1][1] and ("s", 1) in chain[2][1]
    assert step_chain(one_layer, plan.tree, len(plan.numbers), most=2) is None
    deep = first_plan("2 * 3 * 4 * 5 * 6 - 7 =")[1]  # five operations: more steps than a plan may take
    assert MAX_PLAN_STEPS < 5 and step_chain(one_layer, deep.tree, len(deep.numbers)) is None


def test_a_number_word_that_picks_a_thing_leaves_the_plan_its_inputs(backbone):
    # "to one of the cartons" picks a carton and counts none (occam.notation.is_article): no number of the question
    # that the plan leaves unused (unused_numbers), and the latest numbers of the text are the plan's 84, 7 and 3
    eggs = [{"role": "user", "content": "A farmer split 84 eggs equally into 7 cartons. Then she added 3 extra eggs to "
                                        "one of the cartons. How many eggs were in that carton?"}]
    deep = two_layer(backbone, "(x2 * x3) + (x2 - x2)", AbstentionConfig())
    routed = OccamLLM(backbone, network(backbone, "add", 8.0, AbstentionConfig()), routed=[deep])
    step = routed.generate(eggs, max_new_tokens=1).steps[0]
    assert step.source == "occamnet" and step.occam.read_by == "plan" and step.occam.network == 1
    assert step.occam.output_text == "15" and [r.text for r in step.occam.inputs if r.text in ("84", "7", "3")] == [
        "84", "7", "3"]
