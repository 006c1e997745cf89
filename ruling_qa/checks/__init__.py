"""The check registry.

A check is a small function that computes a Verdict from the parsed facts of the cards a question
names. Register it with::

    @check("targets.change_target.v1", intent="targets.change",
           answers="Can A change the target of B?", cites=("115.7", "115.3"),
           requires=("redirector", "spell"), ruling_terms=("target",))
    def change_target(q: CheckInput) -> Verdict | None: ...

`cites` are CR rule numbers (a test checks each exists in the current CR); `ruling_terms` pick the
official rulings of the cards involved that the answer quotes (looked up in the index, never typed
here); `requires` names the card roles the check needs: a check runs only when all of them are
bound. A check returns None when the question is outside what it can decide.
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import Callable

from ..models import Card, Question, Verdict


@dataclass(frozen=True)
class CheckInput:
    """What a check sees: the question, and the card bound to each role."""

    question: Question
    cards: dict[str, Card]                       # role -> card
    details: dict[str, str] = field(default_factory=dict)

    def card(self, role: str) -> Card | None:
        return self.cards.get(role)


@dataclass(frozen=True)
class CheckSpec:
    name: str
    intent: str
    answers: str
    cites: tuple[str, ...]
    requires: tuple[str, ...]
    ruling_terms: tuple[str, ...]
    run: Callable[[CheckInput], Verdict | None]

    def applies(self, given: CheckInput) -> bool:
        """Whether every card role the check requires is bound (the registry's guard, not each check's)."""
        return all(role in given.cards for role in self.requires)

    def describe(self) -> dict:
        return {"name": self.name, "intent": self.intent, "answers": self.answers, "cites": list(self.cites),
                "requires": list(self.requires)}


_REGISTRY: dict[str, CheckSpec] = {}


def check(name: str, *, intent: str, answers: str, cites: tuple[str, ...], requires: tuple[str, ...] = (),
          ruling_terms: tuple[str, ...] = ()):
    """Register a check under a versioned name; refuses duplicate names; returns the function."""
    def register(function: Callable[[CheckInput], Verdict | None]):
        if name in _REGISTRY:
            raise ValueError(f"a check named {name!r} is already registered")
        _REGISTRY[name] = CheckSpec(name, intent, answers, tuple(cites), tuple(requires), tuple(ruling_terms),
                                    function)
        return function
    return register


def registry() -> list[CheckSpec]:
    """Every check, in registration order (importing the check modules on first use)."""
    for module in pkgutil.iter_modules(__path__):
        if module.name != "facts":
            importlib.import_module(f"{__name__}.{module.name}")
    return list(_REGISTRY.values())


def for_intent(intent: str | None) -> list[CheckSpec]:
    return [spec for spec in registry() if spec.intent == intent]
