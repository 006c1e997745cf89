"""Packaging (issue 15, item 9): the wheel carries the demo corpus, the download manifest and py.typed,
and a CLI installed from it into a fresh virtual environment works with nothing else around it.

No network: the wheel is built without build isolation (setuptools comes with the test extras) and
installed with --no-deps; the fresh environment borrows this environment's dependencies through a
path file instead of downloading them."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built from a copy of the project's own files (never in the working tree)."""
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md", "build_hooks.py"):
        shutil.copyfile(REPO / name, source / name)
    shutil.copytree(REPO / "ruling_qa", source / "ruling_qa", ignore=shutil.ignore_patterns("__pycache__"))
    (source / "corpus").mkdir()
    shutil.copyfile(REPO / "corpus" / "manifest.json", source / "corpus" / "manifest.json")
    shutil.copytree(REPO / "corpus" / "demo", source / "corpus" / "demo")
    dist = tmp_path_factory.mktemp("dist")
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                            "--no-index", "-w", str(dist), str(source)], capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    return next(dist.glob("ruling_qa-*.whl"))


def test_wheel_contents(wheel: Path):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"ruling_qa/py.typed", "ruling_qa/corpus/manifest.json", "ruling_qa/corpus/demo/MagicCompRules-demo.txt",
            "ruling_qa/corpus/demo/AtomicCards-demo.json"} <= names
    assert not any("downloads" in name for name in names)
    # the command's entry point and the resident question reader it talks to
    assert {"ruling_qa/launch.py", "ruling_qa/resident.py", "ruling_qa/resident_link.py"} <= names
    entry_points = next(name for name in names if name.endswith(".dist-info/entry_points.txt"))
    assert "ruling-qa = ruling_qa.launch:main" in zipfile.ZipFile(wheel).read(entry_points).decode()
    manifest = json.loads(zipfile.ZipFile(wheel).read("ruling_qa/corpus/manifest.json"))
    assert manifest == json.loads((REPO / "corpus" / "manifest.json").read_text())


def test_cli_from_a_fresh_venv(wheel: Path, tmp_path: Path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    # this environment's dependencies, without its (editable) ruling_qa: .pth files found through a
    # path file are not run, so the editable finder stays inactive
    (Path(purelib) / "borrowed-deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    installed = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
                                "--no-index", str(wheel)], capture_output=True, text=True, timeout=300)
    assert installed.returncode == 0, installed.stderr
    home = tmp_path / "home"
    home.mkdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith(("RULING_QA_", "PYTHON"))}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"))

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(args, capture_output=True, text=True, cwd=home, env=env, timeout=300)

    where = run(str(python), "-c", "import ruling_qa, ruling_qa.sources as s; from ruling_qa import RulingQA; "
                                   "print(ruling_qa.__file__); print(s.DEMO_DIR); print(s.downloads_dir()); "
                                   "print(s.load_manifest() == s.DEFAULT_MANIFEST)")
    assert where.returncode == 0, where.stderr
    module, demo, downloads, same_manifest = where.stdout.split("\n")[:4]
    assert module.startswith(str(venv)) and demo.startswith(str(venv)) and same_manifest == "True"
    assert downloads == str(home / "data" / "ruling-qa" / "downloads")          # never into site-packages
    card = run(str(venv / "bin" / "ruling-qa"), "card", "Spellskite")
    assert card.returncode == 0, card.stderr
    assert "Spellskite" in card.stdout and "building it first" in card.stderr
    assert (home / "data" / "ruling-qa" / "ruling_qa.sqlite").is_file()
    rule = run(str(venv / "bin" / "ruling-qa"), "rule", "702.19b", "--json")
    assert rule.returncode == 0 and json.loads(rule.stdout)["rule"]["number"] == "702.19b"


def test_py_typed_is_in_the_source_tree():
    assert (REPO / "ruling_qa" / "py.typed").is_file()


def test_public_import():
    from ruling_qa import RulingQA, RulingQAError
    from ruling_qa.api import RulingQA as ApiRulingQA

    assert RulingQA is ApiRulingQA and issubclass(RulingQAError, Exception)
