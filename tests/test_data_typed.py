"""occam.data.typed: the one-layer data's questions typed as people type them."""
import random

import pytest

from occam.conventions import context_numbers
from occam.data import typed


@pytest.mark.parametrize("style, expected", [
    ("upper", "WHAT IS 456 PLUS 789?"), ("lower", "what is 456 plus 789"),
])
def test_retype_cases(style, expected):
    assert typed.retype("What is 456 plus 789?", style, random.Random(0)) == expected


def test_retype_adds_words_around_the_question_and_no_number():
    rng = random.Random(1)
    for style in typed.STYLES:
        for text in ("What is 456 plus 789?", "Ella swam 1869 m and then 2784 m. How far in all?",
                     "What about forty and fifty-one added together?"):
            out = typed.retype(text, style, rng)
            assert [n.value for _, n in context_numbers([out])] == [n.value for _, n in context_numbers([text])]
            assert out.lower().rstrip("?.! ").find(text.lower().rstrip("?.! ")[:12]) >= 0
    for part in typed.PREAMBLES + typed.SUFFIXES:
        assert not any(c.isdigit() for c in part) and not context_numbers([part])
    with pytest.raises(ValueError, match="unknown style"):
        typed.retype("What is 2 + 2?", "shouting", rng)


def test_typed_examples_keep_answers_and_targets():
    """Only user messages change: the assistant messages, where the targets are, are those drawn."""
    from occam.data import arithmetic, conversation

    n, seed = 12, 3
    drawn = (arithmetic.decoder_examples(n - n // 2, seed + typed._SEED, answer_prefix=False)
             + conversation.decoder_examples(n // 2, seed + typed._SEED, answer_prefix=False))
    got = typed.decoder_examples(n, seed, answer_prefix=False)
    assert len(got) == len(drawn) == n
    retyped = 0
    for a, b in zip(drawn, got):
        assert a.fires == b.fires and a.text == b.text
        if a.messages is None:
            assert b == a
            continue
        retyped += 1
        assert b.kind == a.kind + ":typed"
        for m, t in zip(a.messages, b.messages):
            assert m["role"] == t["role"]
            if m["role"] == "user":
                assert [x.value for _, x in context_numbers([m["content"]])] == \
                       [x.value for _, x in context_numbers([t["content"]])]
            else:
                assert m == t
    assert retyped > 0
    assert any(m["content"] != t["content"] for a, b in zip(drawn, got) if a.messages
               for m, t in zip(a.messages, b.messages))
    sw = typed.switch_examples(8, 0)
    assert len(sw) == 8 and all(e.kind.endswith(":typed") for e in sw if e.messages)
    assert typed.decoder_examples(6, 0, answer_prefix=True) == typed.decoder_examples(6, 0, answer_prefix=True)


def test_the_typed_kind_is_registered_for_the_one_layer_network():
    from occam.training import train

    assert "arithmetic+conversation+typed" in train.MIXES
    assert train.NETWORK["typed"] == train.NETWORK["arithmetic"] == train.NETWORK["arithmetic+conversation+typed"]
    assert train.per_kind("3500,1200,1200", ["arithmetic", "conversation", "typed"]) == [3500, 1200, 1200]
