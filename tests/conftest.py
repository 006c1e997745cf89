from __future__ import annotations

from pathlib import Path

import pytest

from corpus_path import real_corpus


@pytest.fixture(scope="session")
def corpus_dir() -> Path:
    """The real corpus folder (../shared/corpus or RULING_QA_CORPUS)."""
    return real_corpus()
