"""Where the real corpus is: RULING_QA_CORPUS, else ../shared/corpus beside the checkout.

Under CI (CI set) a missing corpus is a failure, never a skip.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def real_corpus() -> Path:
    configured = os.environ.get("RULING_QA_CORPUS")
    path = Path(configured) if configured else REPO.parent / "shared" / "corpus"
    if not (path / "cards").is_dir() or not (path / "rules").is_dir():
        message = f"the real corpus is not at {path} (set RULING_QA_CORPUS)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return path
