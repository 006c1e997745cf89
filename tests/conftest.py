from __future__ import annotations

import os
from pathlib import Path

import pytest
from corpus_path import real_corpus

# No test starts or uses a resident question reader unless it asks for one (tests/test_resident.py):
# set for the whole session, so every subprocess inherits it and none leaves a daemon behind.
os.environ["RULING_QA_RESIDENT"] = "0"


@pytest.fixture(scope="session")
def corpus_dir() -> Path:
    """The real corpus folder (../shared/corpus or RULING_QA_CORPUS)."""
    return real_corpus()


@pytest.fixture(scope="session")
def built(corpus_dir: Path, tmp_path_factory) -> dict:
    """One index built from the real corpus through the public build verb, for the whole session."""
    from ruling_qa import api

    index = tmp_path_factory.mktemp("index") / "ruling_qa.sqlite"
    return api.build(index, corpus_dir)


@pytest.fixture(scope="session")
def index_path(built: dict) -> Path:
    return Path(built["index"])


@pytest.fixture(scope="session")
def qa(index_path: Path):
    from ruling_qa.api import RulingQA

    return RulingQA(index_path, auto_build=False)


@pytest.fixture()
def cli_env(index_path: Path, corpus_dir: Path, monkeypatch) -> dict:
    """Environment for running the CLI against the session index."""
    monkeypatch.setenv("RULING_QA_INDEX", str(index_path))
    monkeypatch.setenv("RULING_QA_CORPUS", str(corpus_dir))
    return {**os.environ}
