"""The import layering of ../shared/DESIGN.md holds: data flows one way, from the corpus parsers to
the store, the question reader and checks, the answer, the api, and the CLI and server shells."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "ruling_qa"

# Each module may import only modules of a lower rank (or of its own subpackage).
RANK = {
    "errors": 0, "models": 0,
    "parse": 1, "sources": 1,
    "store": 2, "store.schema": 2, "store.build": 3, "store.kb": 3,
    "interpret": 4, "checks": 4, "retrieve": 4,
    "answer": 5,
    "api": 6,
    "chat": 7, "web": 7, "resident_link": 7,
    "cli": 8, "server": 8,
    "resident": 9, "launch": 9,
}
ALLOWED_SIDEWAYS = {("cli", "server")}     # `ruling-qa serve` starts the server


def layer(module: str) -> str:
    for name in sorted(RANK, key=len, reverse=True):
        if module == name or module.startswith(name + "."):
            return name
    raise AssertionError(f"module {module} has no layer")


def modules():
    for path in sorted(PACKAGE.rglob("*.py")):
        name = ".".join(path.relative_to(PACKAGE).with_suffix("").parts)
        if name != "__init__":
            yield name.removesuffix(".__init__"), path


def internal_imports(module: str, path: Path) -> set[str]:
    package = module.split(".")[:-1] if not path.name == "__init__.py" else module.split(".")
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
                names = [target] if node.module else [".".join(base + [a.name]) for a in node.names]
                found.update(n for n in names if n)
            elif node.module and node.module.startswith("ruling_qa"):
                found.add(node.module.removeprefix("ruling_qa").lstrip("."))
    return {f for f in found if f}


@pytest.mark.parametrize("module, path", list(modules()), ids=lambda v: str(v) if isinstance(v, str) else "")
def test_imports_flow_one_way(module, path):
    own = layer(module)
    for target in internal_imports(module, path):
        other = layer(target)
        if other == own or (own, other) in ALLOWED_SIDEWAYS:
            continue
        assert RANK[other] < RANK[own], f"{module} imports {target}: {own} must not depend on {other}"


@pytest.mark.parametrize("shell", ["cli.py", "server.py", "chat.py"])
def test_shells_never_touch_sql(shell):
    source = (PACKAGE / shell).read_text(encoding="utf-8")
    assert "sqlite3" not in source and "sqlite_utils" not in source and "SELECT " not in source
