"""The abstention checks, one by one, on hand-made number references."""
from dataclasses import dataclass

import pytest

from occam.abstention import REASONS, AbstentionConfig, AbstentionState, decide


@dataclass(frozen=True)
class Ref:
    source: str
    message: int | None
    start: int


Q = 2  # the last user message of a three-message conversation (user, assistant, user)
a_prev, b_prev = Ref("prompt", 0, 8), Ref("prompt", 0, 14)  # numbers of the first question
a, b, c = Ref("prompt", Q, 8), Ref("prompt", Q, 20), Ref("prompt", Q, 30)  # numbers of the last question
r1 = Ref("output", None, 4)  # a number the reply wrote


def _decide(cfg=AbstentionConfig(), state=None, *, valid=True, prob=0.99, used=(a, b), question=(a, b), unnamed=False,
            unwritten=False):
    return decide(cfg, state or AbstentionState(), valid=valid, prob=prob, used=used, question=Q,
                  question_numbers=question, unnamed=unnamed, unwritten=unwritten)


def test_a_sure_valid_answer_from_the_whole_question_is_written():
    assert _decide() is None
    assert _decide(used=(b,), question=(b,)) is None  # "square root of 7921"
    assert _decide(used=(r1, c), question=(a, b, c)) is None  # a step of the reply's own working


def test_each_check_names_its_reason():
    assert _decide(valid=False) == "invalid"
    assert _decide(prob=0.5, cfg=AbstentionConfig(min_prob=0.9)) == "unsure"
    assert _decide(used=(b_prev, a), question=(a,)) == "earlier_turn"
    assert _decide(used=(b, c), question=(a, b, c)) == "unused_numbers"  # two steps, or a distractor
    assert _decide(unwritten=True) == "unwritten_number"  # "Double 23 and add 7"
    assert _decide(unwritten=True, used=(r1, c), question=(a, b, c)) is None  # a step of the reply's working
    assert _decide(AbstentionConfig.paper(), unwritten=True) is None


@pytest.mark.parametrize("text, unwritten", [
    ("Double 23 and add 7.", True), ("What is twice 14?", True), ("Triple 45, then subtract 20.", True),
    ("12% of 2,500?", True), ("What is 84 percent of 230.77?", True), ("half of 90", True),
    ("a dozen eggs cost 3.60", True), ("Halve 18", True),
    ("Please double-check 12 + 5", False), ("What is 12 + 5?", False), ("the half-time score was 2 to 1", False),
    ("Subtract 3 from 10", False), ("What is 7 times 8?", False)])
def test_words_for_numbers_the_question_does_not_write(text, unwritten):
    from occam.abstention import UNWRITTEN

    assert bool(UNWRITTEN.search(text)) is unwritten

def test_after_an_invalid_result_the_reply_gets_no_occamnet_number():
    state = AbstentionState()
    reason = _decide(state=state, valid=False, used=(a,), question=(a,))
    state.record((a,), reason)
    # "The square root of -9 is ..." then cos(-9), or log(1) on a number the LLM wrote: silent
    assert _decide(state=state, used=(a,), question=(a,)) == "after_invalid"
    assert _decide(state=state, used=(r1,), question=(a,)) == "after_invalid"


def test_declined_inputs_are_not_tried_again_but_others_are():
    state = AbstentionState()
    cfg = AbstentionConfig(min_prob=0.9)
    reason = _decide(cfg, state, prob=0.6)
    assert reason == "unsure"
    state.record((a, b), reason)
    assert _decide(cfg, state, prob=0.99) == "declined_inputs"
    assert _decide(cfg, state, prob=0.99, used=(r1, b)) is None


def test_a_written_answer_is_not_recorded_as_declined():
    state = AbstentionState()
    state.record((a, b), None)
    assert _decide(state=state) is None


def test_the_paper_config_keeps_only_the_validity_check():
    paper = AbstentionConfig.paper()
    state = AbstentionState()
    assert _decide(paper, state, prob=0.01, used=(b_prev, c), question=(a, b, c)) is None
    assert _decide(paper, state, valid=False) == "invalid"
    state.record((a, b), "invalid")
    assert _decide(paper, state) is None  # the paper's switch may fire again after an invalid result


def test_reasons_are_checked_in_the_documented_order():
    state = AbstentionState(invalid_seen=True)
    assert _decide(state=state, valid=False) == "after_invalid" == REASONS[1]
    # invalid comes before unsure, unsure before earlier_turn, earlier_turn before unused_numbers
    cfg = AbstentionConfig(min_prob=0.9)
    assert _decide(cfg, valid=False, prob=0.1) == "invalid"
    assert _decide(cfg, prob=0.1, used=(b_prev,), question=(a,)) == "unsure"
    assert _decide(cfg, used=(b_prev, a), question=(a, b)) == "earlier_turn"


@pytest.mark.parametrize("bad", [dict(min_prob=1.5), dict(min_prob=-0.1), dict(once="yes"), dict(current_turn=1)])
def test_config_is_validated(bad):
    with pytest.raises(ValueError):
        AbstentionConfig(**bad)


def test_at_start_keeps_occamnet_to_the_start_of_the_reply():
    cfg = AbstentionConfig(at_start=True)
    assert _decide(cfg) is None
    assert decide(cfg, AbstentionState(), valid=True, prob=0.99, used=(r1, c), question=Q, question_numbers=(a, b, c),
                  reply_started=True) == "mid_reply"
    # without it, a step of the reply's own working is written
    assert decide(AbstentionConfig(), AbstentionState(), valid=True, prob=0.99, used=(r1, c), question=Q,
                  question_numbers=(a, b, c), reply_started=True) is None


def test_a_checkpoint_config_carries_its_calibrated_abstention():
    from occam.config import OccamLLMConfig

    cfg = OccamLLMConfig("m", 8, 2, abstention={"min_prob": 0.98, "at_start": True})
    assert cfg.abstention == AbstentionConfig(min_prob=0.98, at_start=True)
    back = OccamLLMConfig.from_dict(cfg.to_dict())
    assert back.abstention == cfg.abstention
    assert OccamLLMConfig("m", 8, 2).abstention == AbstentionConfig()  # older checkpoints: uncalibrated
    with pytest.raises(ValueError):
        OccamLLMConfig("m", 8, 2, abstention={"min_prob": 2})


def test_every_wording_of_a_named_function_names_it():
    """The cues (Primitive.cue) match every training and test wording of sqrt, pow, log, exp, sin, cos."""
    from occam.abstention import unnamed_primitives
    from occam.data import templates as T

    for table in (T.ARITH_TEMPLATES, T.PEOPLE_TEMPLATES, T.TEST_TEMPLATES):
        for op, wordings in table.items():
            for w in wordings:
                text = w.format(a="2.5", b="3")
                assert not unnamed_primitives([op], text), (op, text)


@pytest.mark.parametrize("text, op", [("What is pi times 4?", "exp"), ("Is 91 prime?", "sqrt"),
                                      ("eleven squared", "exp"), ("What is the area of a circle of radius 5?", "sqrt"),
                                      ("natural logarithm of 0.5", "exp"), ("Raising 3 kids costs a lot.", "sin")])
def test_a_named_function_the_question_does_not_name_is_declined(text, op):
    from occam.abstention import unnamed_primitives

    assert unnamed_primitives(["x", op], text) == [op]
    assert _decide(AbstentionConfig(), unnamed=True) == "unnamed"
    assert _decide(AbstentionConfig.paper(), unnamed=True) is None
