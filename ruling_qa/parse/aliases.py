"""Alias tables (pure): the card nicknames and rules abbreviations players write, as data.

    ruling_qa/data/nicknames.tsv       nickname <TAB> card name          ("bob" -> Dark Confidant)
    ruling_qa/data/abbreviations.tsv   abbreviation <TAB> glossary term  ("SBA" -> State-Based Actions)

One alias a line; `#` starts a comment line; blank lines are skipped. `parse_aliases` reads the
text; `check_aliases` says which targets are not among the names given (the build fails on them).
Keys are normalised like card names (case, accents, apostrophes), so lookups only normalise.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from ..models import Problem
from .names import normalize_name

DATA = Path(__file__).resolve().parents[1] / "data"
NICKNAMES = DATA / "nicknames.tsv"
ABBREVIATIONS = DATA / "abbreviations.tsv"


@dataclass(frozen=True)
class Alias:
    """One line of a table: what players write (`alias`, as written; `key`, normalised) and what it means."""

    alias: str
    key: str
    target: str
    line: int = field(default=0, compare=False)


def parse_aliases(text: str, source: str = "aliases") -> tuple[list[Alias], list[Problem]]:
    """`alias<TAB>target` lines -> aliases and problems (a line without a tab or with an empty
    side, an alias given twice)."""
    aliases: list[Alias] = []
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        alias, tab, target = raw.partition("\t")
        alias, target = alias.strip(), target.strip()
        if not tab or not alias or not target:
            problems.append(Problem(source, number, f"expected 'alias<TAB>name', got {line!r}"))
            continue
        key = normalize_name(alias)
        if key in seen:
            problems.append(Problem(source, number, f"{alias!r} is given twice (first on line {seen[key]})"))
            continue
        seen[key] = number
        aliases.append(Alias(alias, key, target, number))
    return aliases, problems


def check_aliases(aliases: Iterable[Alias], known: Callable[[str], bool], source: str, what: str,
                  shadowed: Callable[[str], bool] = lambda key: False) -> list[Problem]:
    """A problem for each alias whose target is not `known` (normalised name in, bool out), and
    for each alias that is itself a name `shadowed` says exists (such an alias is never used)."""
    problems = []
    for alias in aliases:
        if not known(normalize_name(alias.target)):
            problems.append(Problem(source, alias.line, f"{alias.alias!r} names {alias.target!r}, which is no {what}"))
        elif shadowed(alias.key):
            problems.append(Problem(source, alias.line, f"{alias.alias!r} is itself the name of a {what}; "
                                                        "it would never be read as an alias"))
    return problems
