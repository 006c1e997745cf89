"""The `ruling-qa` command's entry point.

`ruling-qa ask "QUESTION"` and the lookups (`rule`, `card`, `define`, `search`,
`cards search`, `cards autocomplete`) are run by this user's resident question reader when one is
up for this code (see `ruling_qa.resident_link`), which prints exactly what this process would
have; anything else, or when no resident answers, runs here (`ruling_qa.cli`). After an `ask` run
here succeeds, a resident is started in the background for the next one. RULING_QA_RESIDENT=0
turns residents off.

This module imports only the standard library until it knows it must run the command itself: a
question answered by a resident costs little more than starting Python.
"""
from __future__ import annotations

import os
import sys

from . import resident_link


def _program_name() -> str:
    """The name usage messages give the command, as click works it out (`ruling-qa`, or
    `python -m ruling_qa.launch`)."""
    main_module = sys.modules.get("__main__")
    path = sys.argv[0] if sys.argv and sys.argv[0] else "ruling-qa"
    package = getattr(main_module, "__package__", None)
    if not package:
        return os.path.basename(path)
    name = os.path.splitext(os.path.basename(path))[0]
    module = package if name == "__main__" else f"{package}.{name}"
    return f"python -m {module.lstrip('.')}"


def main() -> None:
    argv = sys.argv[1:]
    found = resident_link.route(argv) if resident_link.enabled() else None
    if found is not None:
        try:
            code = resident_link.forward(argv, _program_name())
        except KeyboardInterrupt:      # as the command itself says it (ruling_qa.cli)
            sys.stderr.write("error: interrupted\n")
            sys.exit(130)
        if code is not None:
            sys.exit(code)
    from .cli import main as run_here

    if found is None or found[0] != "ask":
        run_here()
        return
    try:
        run_here()
    except SystemExit as done:
        if done.code in (0, None):
            resident_link.start(found[1])
        raise


if __name__ == "__main__":  # python -m ruling_qa.launch
    main()
