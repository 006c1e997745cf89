"""The README's commands are real: each `ruling-qa ...` example prints what the README shows, and
CI runs the README's test command."""
from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from ruling_qa.cli import main

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```console\n(.*?)```", README, re.S)


def _examples():
    for block in BLOCKS:
        lines = block.rstrip("\n").split("\n")
        command = lines[0].removeprefix("$ ")
        if "ruling-qa " not in command or "pip install" in command and "ask" not in command:
            continue
        words = shlex.split(command[command.index("ruling-qa "):])[1:]
        shown = [line for line in lines[1:] if not line.startswith(("$ ", "No index at"))]
        if words[0] in ("serve", "corpus"):
            continue
        yield pytest.param(words, shown, id=" ".join(words)[:50])


@pytest.mark.parametrize("words, shown", list(_examples()))
def test_readme_example_output(cli_env, words, shown):
    result = CliRunner().invoke(main, words)
    assert result.exit_code == 0, result.output
    output = result.stdout.splitlines()
    position = 0
    for line in shown:
        if line.strip() in ("...", "") or "..." in line:
            continue
        assert line in output[position:], f"README shows {line!r}, `ruling-qa {' '.join(words)}` does not print it"
        position = output.index(line, position) + 1


def test_ci_runs_the_readme_test_command():
    test_command = next(b.split("\n")[0].removeprefix("$ ") for b in BLOCKS if "pytest" in b.split("\n")[0])
    assert test_command in (REPO / ".ci" / "run").read_text()


def test_every_command_is_in_the_readme_with_help():
    for name, command in main.commands.items():
        assert f"ruling-qa {name}" in README, name
        assert command.help and "Example" in command.help or name in ("rules", "corpus"), name


def test_readme_counts_the_checks():
    """The README's table of propositions says how many checks there are; it must stay true."""
    from ruling_qa.checks import registry

    said = re.search(r"The checks answer these propositions \((\d+) checks;", README)
    assert said and int(said.group(1)) == len(registry())
