"""Train / serve parity: the training features and a generation run on the same conversation agree on
the tokens, the token positions, the numbers OccamNet reads, the text it writes and the hidden states
the decoders read (each rule is one function of :mod:`occam.conventions`, used by both sides)."""
import math
import random

import pytest
import torch
from helpers import scripted_model

from occam.conventions import as_read, input_token_positions, input_values, render_chat, spacer, unshouted
from occam.data.builders import Example, Fire, Text, num, occam_answer
from occam.training import features as F

CONVERSATIONS = [
    [{"role": "user", "content": "What is 12.5 * 4.2?"}],
    [{"role": "system", "content": "You are a concise assistant."},
     {"role": "user", "content": "I have 3.5 kg of flour and 1.25 kg of sugar."},
     {"role": "assistant", "content": "Noted: 3.5 kg of flour and 1.25 kg of sugar."},
     {"role": "user", "content": "How much is 12.75 * -4.2 in total?"}],
    [{"role": "user", "content": "Multiply 7 by the number I give you next."}],  # one number: an empty slot
    # the last input is the prompt's last word: the token after it is OccamNet's answer, not read yet
    [{"role": "user", "content": "what's 12.5 times 4"}],
    [{"role": "user", "content": "WHAT'S 12.5 TIMES 4? THANKS"}],  # shouted: both sides read it in sentence case
]


@pytest.mark.parametrize("messages", CONVERSATIONS)
def test_training_features_and_generation_agree(messages, backbone):
    model = scripted_model(backbone, fire_at={0}, op="mul")
    seen = []  # the hidden states the switch (and OccamNet's decoders) read at the first answer step
    real = model.decoders.switch_logit
    model.decoders.switch_logit = lambda hs: seen.append(hs.clone()) or real(hs)
    gen = model.stream(messages, max_new_tokens=1, use_stop=False)
    step = next(gen)
    trace = step.occam if step.source == "occamnet" else step.alternative
    assert trace is not None

    # the training example of the same conversation, answered by OccamNet at the first assistant token
    k = model.decoders.net.config.n_inputs
    reply = Text()
    if trace.value is not None:
        reply.fire(occam_answer(trace.value, (n.decimals for n in trace.inputs)), trace.value)
    content = reply.s or "Which number?"  # no result (too few numbers): the LLM's words, labelled as a fire
    ex = Example("t", tuple(messages) + ({"role": "assistant", "content": content},), None,
                 (Fire(len(messages), 0, trace.value if trace.value is not None else 0.0),))
    enc = F.encode(ex, backbone.tokenizer, k, random.Random(0))

    # tokens: the prompt generation runs is the training text's prefix, and the label is its last token
    assert enc.ids[:len(gen.prompt_ids)] == gen.prompt_ids
    fire_at = len(gen.prompt_ids) - 1
    assert enc.positives[0] == fire_at

    # the numbers OccamNet reads: the same values in the same right-aligned slots
    pos, x, _ = enc.targets[0]
    assert pos == fire_at
    assert _slots(x) == _slots(trace.slots()[1]) == _slots(input_values([n.value for n in trace.inputs], k))
    assert [n.text for n in trace.inputs] == [n.text for _, n in F._inputs(ex, len(messages), 0, k)]

    # token positions of the inputs (what input states are read at)
    assert input_token_positions([gen._token_of(n) for n in trace.inputs], k, fire_at) == enc.inputs[0]

    # the text OccamNet writes: the training reply, then the paper's "\n\n"
    if step.source == "occamnet":
        assert trace.output_text == reply.s and step.text == reply.s + "\n\n"

    # the hidden states at the fire: what the training features store for that position
    (stored,) = F.hidden_states_at(backbone, [(enc.ids, [fire_at])])
    torch.testing.assert_close(seen[0].float(), stored[0].float(), atol=3e-2, rtol=2e-2)


def _slots(xs):
    return ["empty" if math.isnan(v) else v for v in xs]


@pytest.mark.parametrize("before", ["", "So 12 × 3 =", "It costs $", "(", "The total is\n", "x=", "Answer: "])
def test_the_space_before_a_result_is_the_same_in_data_and_generation(before):
    text = Text(before)
    text.fire(num("15.5"), 15.5)
    assert text.s == before + spacer(before) + "15.5"  # generation writes spacer(text so far) + result
    assert text.fires == [(len(before.rstrip(" ")), 15.5)]


def test_input_positions_after_the_current_token_are_empty():
    # inputs ending at tokens 3 and 9, answered at token 9 (a raw text ending with its last input):
    # token 10 is OccamNet's own answer, not written yet, so it is read as an empty (zero) state
    assert input_token_positions([3, 9], 2, 9) == [3, 4, 9, -1]
    assert input_token_positions([3, 9], 2, 12) == [3, 4, 9, 10]
    assert input_token_positions([5], 2, 12) == [-1, -1, 5, 6]


@pytest.mark.parametrize("typed, read", [
    ("WHAT'S 3.14 TIMES 8 THANKS", "What's 3.14 times 8 thanks"),
    ("BOB HAS 5 APPLES. I ATE 2! HOW MANY LEFT?", "Bob has 5 apples. I ate 2! How many left?"),
    ("SQUARE ROOT OF 2025\nPLEASE", "Square root of 2025\nPlease"),
    ("OK 5+5", "OK 5+5"),  # too few letters to tell shouting from an abbreviation
    ("What is NASA's budget of 25.4 billion / 12?", "What is NASA's budget of 25.4 billion / 12?"),  # a lower-case letter
    ("12 * 4 =", "12 * 4 ="),
    ("\u0130STANBUL HAS 15 MILLION PEOPLE", "\u0130STANBUL HAS 15 MILLION PEOPLE"),  # its lower case is longer
])
def test_unshouted_reads_capitals_in_sentence_case_and_keeps_offsets(typed, read):
    assert unshouted(typed) == read
    assert len(unshouted(typed)) == len(typed)


def test_only_user_messages_are_read_unshouted(backbone):
    messages = [{"role": "system", "content": "ANSWER IN CAPITALS."}, {"role": "user", "content": "WHAT IS 7 PLUS 8?"}]
    assert as_read(messages) == [messages[0], {"role": "user", "content": "What is 7 plus 8?"}]
    assert messages[1]["content"] == "WHAT IS 7 PLUS 8?"  # the caller's messages are not changed
    text, starts = render_chat(backbone.tokenizer, messages, True)
    assert "What is 7 plus 8?" in text and "ANSWER IN CAPITALS." in text and "WHAT IS" not in text
