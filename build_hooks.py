"""Build step: the wheel carries the demo corpus and the download manifest (corpus/ in a checkout)
inside the package as ruling_qa/corpus/, where `ruling_qa.sources` looks when there is no checkout."""
from __future__ import annotations

import shutil
from pathlib import Path

from setuptools.command.build_py import build_py

CORPUS_FILES = ("manifest.json", "demo")


class BuildPy(build_py):
    def run(self) -> None:
        super().run()
        source = Path(__file__).resolve().parent / "corpus"
        target = Path(self.build_lib) / "ruling_qa" / "corpus"
        target.mkdir(parents=True, exist_ok=True)
        for name in CORPUS_FILES:
            if (source / name).is_dir():
                shutil.copytree(source / name, target / name, dirs_exist_ok=True)
            else:
                shutil.copyfile(source / name, target / name)
