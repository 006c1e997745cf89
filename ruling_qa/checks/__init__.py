"""The check registry.

A check is a small function that computes a Verdict from the parsed facts of the cards a question
names and the scenario it states. Register it with::

    @check("targets.change_target.v1", intent="targets.change",
           answers="Can A change the target of B?", cites=("115.7", "115.3"),
           reads=Reads(roles=("redirector", "spell"), params=("object",)), ruling_terms=("target",))
    def change_target(q: CheckInput) -> Verdict | None: ...

`cites` are CR rule numbers (a test checks each exists in the current CR); `ruling_terms` pick the
official rulings of the cards involved that the answer quotes (looked up in the index, never typed
here); `reads` declares what of the reading the check uses: the card roles it needs (it runs only
when all are bound), optional roles, the proposition's parameters and the scenario facts. A fact
the reading holds that the check doesn't read makes the answer withhold its verdict, and so does a
named card the check neither used nor examined (`Verdict.examined`). A check returns None when the
question is outside what it can decide.
"""
from __future__ import annotations

import importlib
import pkgutil
import re
from dataclasses import dataclass, field, replace
from typing import Callable

from ..models import Ability, Card, Citation, Face, Question, ScenarioObject, Step, Verdict

# Scenario facts a check may read: the fields of ScenarioObject that the reader fills, the events, and
# the number of players told ("in a four-player game"): a check reads "players" when its rules are the
# same in a multiplayer game (800.1)
SCENARIO_FACTS = ("controller", "zone", "entered_this_turn", "arrived", "status", "events", "players", "size",
                  "devotion", "counts", "blockers", "attackers")


@dataclass(frozen=True)
class Reads:
    """What a check reads: required card roles, optional roles, the proposition's parameters
    and the scenario facts (names from SCENARIO_FACTS)."""

    roles: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    params: tuple[str, ...] = ()
    scenario: tuple[str, ...] = ()


# Keyword abilities that change only what can be done to or with the object that has them (702.9
# flying, 702.10 haste, 702.11 hexproof ...): another permanent's haste or flying never changes the
# answer about the cards a check reads. Not those that change what its damage does to others
# (deathtouch, lifelink, infect, wither, trample, first strike, double strike).
SELF_ONLY_KEYWORDS = frozenset({
    "defender", "flash", "flying", "haste", "hexproof", "indestructible", "intimidate", "fear", "menace",
    "protection", "reach", "shroud", "vigilance", "ward", "shadow", "horsemanship", "skulk", "changeling", "devoid",
    "prowess", "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "landwalk",
})


def reaching_abilities(card: Card) -> list[Ability]:
    """The card's abilities that may speak of other objects: all but its keywords about itself alone
    (SELF_ONLY_KEYWORDS: its own flying, defender, flash ...)."""
    return [a for face in card.faces for a in face.abilities
            if not (a.kind == "keyword" and (a.keyword or "").lower() in SELF_ONLY_KEYWORDS)]


@dataclass(frozen=True)
class Examine:
    """How a check examines the named cards it has no role for: a card with an ability whose text
    matches `pattern` could change the answer (the verdict is withheld); any other card is named in
    the reasoning as examined, with `why` ("grants or removes haste ...") and `rule`."""

    pattern: str
    why: str
    rule: str

    def __call__(self, others: tuple[Card, ...]) -> tuple[list[Step], list[str], list[str]]:
        """(steps, examined card names, names of cards that may matter)."""
        regex = re.compile(self.pattern, re.I)
        steps, examined, relevant = [], [], []
        for card in others:
            texts = [a.normalized or a.text for a in reaching_abilities(card)]
            if any(regex.search(t) for t in texts):
                relevant.append(card.name)
            else:
                examined.append(card.name)
                steps.append(Step(f"{card.name}: examined; none of its abilities {self.why}.",
                                  (Citation("rule", "", number=self.rule),)))
        return steps, examined, relevant


@dataclass(frozen=True)
class CheckInput:
    """What a check sees: the question, the card bound to each role, the proposition's parameters,
    and the other named cards (which it must examine: `Verdict.examined`)."""

    question: Question
    cards: dict[str, Card]                       # role -> card
    details: dict[str, str] = field(default_factory=dict)
    others: tuple[Card, ...] = ()

    def card(self, role: str) -> Card | None:
        """The card bound to `role`, or None (for optional roles)."""
        return self.cards.get(role)

    def need(self, role: str) -> Card:
        """The card bound to a role the check requires (`Reads.roles`): the registry runs a check
        only when all of them are bound (`CheckSpec.applies`); raises KeyError if it isn't."""
        return self.cards[role]

    def fact(self, role: str) -> ScenarioObject | None:
        """What the scenario states about the card bound to `role`."""
        card = self.cards.get(role)
        return self.question.reading.obj(card.name) if card is not None else None

    def controller(self, role: str) -> str | None:
        obj = self.fact(role)
        return obj.controller if obj is not None else None

    def controller_of(self, name: str) -> str | None:
        """Who controls the card named (a role's or another card told), as the question states it."""
        obj = self.question.reading.obj(name)
        return obj.controller if obj is not None else None

    def status_of(self, name: str) -> set[str]:
        """The statuses the question tells of the card named ("Grizzly Bears attacks": "attacking")."""
        obj = self.question.reading.obj(name)
        return set(obj.status) if obj is not None else set()

    def named_face(self, role: str) -> Face | None:
        """The face the question names when it names one face of the multi-faced card bound to
        `role` ("Stomp", "Ice", "Insectile Aberration"); None when it names the card itself."""
        card = self.cards.get(role)
        if card is None or len(card.faces) < 2:
            return None
        for mention in self.question.cards:
            if mention.name == card.name and mention.match == "face":
                said = mention.text.lower().strip()
                return next((f for f in card.faces if f.name.lower() == said), None) or \
                    next((f for f in card.faces if f.name.lower().startswith(said)), None)
        return None

    def face_up(self, role: str) -> Card:
        """The card bound to `role` as the permanent the question names: when it names a double-faced
        or flip card's other face, that face is up (712.8d-f, 710.2) and comes first."""
        card = self.cards[role]
        face = self.named_face(role)
        if face is None or face is card.faces[0] or card.layout not in ("transform", "modal_dfc", "flip"):
            return card
        return replace(card, faces=(face, *(f for f in card.faces if f is not face)))

    def status(self, role: str) -> set[str]:
        """The statuses the question tells of the card bound to `role` ("my tapped A"), with the one
        told after it ("while it's tapped": the "state" parameter)."""
        obj = self.fact(role)
        return (set(obj.status) if obj is not None else set()) | {self.details.get("state", "")} - {""}


@dataclass(frozen=True)
class CheckSpec:
    name: str
    intent: str
    answers: str
    cites: tuple[str, ...]
    reads: Reads
    ruling_terms: tuple[str, ...]
    run: Callable[[CheckInput], Verdict | None]
    examine: Examine | None = None

    @property
    def requires(self) -> tuple[str, ...]:
        return self.reads.roles

    def applies(self, given: CheckInput) -> bool:
        """Whether every card role the check requires is bound (the registry's guard, not each check's)."""
        return all(role in given.cards for role in self.reads.roles)

    def describe(self) -> dict:
        return {"name": self.name, "intent": self.intent, "answers": self.answers, "cites": list(self.cites),
                "requires": list(self.reads.roles), "reads": {
                    "roles": list(self.reads.roles), "optional": list(self.reads.optional),
                    "params": list(self.reads.params), "scenario": list(self.reads.scenario)}}


_REGISTRY: dict[str, CheckSpec] = {}


def check(name: str, *, intent: str, answers: str, cites: tuple[str, ...], reads: Reads = Reads(),
          examine: Examine | None = None, ruling_terms: tuple[str, ...] = ()):
    """Register a check under a versioned name; refuses duplicate names and unknown scenario
    facts; returns the function."""
    def register(function: Callable[[CheckInput], Verdict | None]):
        if name in _REGISTRY:
            raise ValueError(f"a check named {name!r} is already registered")
        unknown = set(reads.scenario) - set(SCENARIO_FACTS)
        if unknown:
            raise ValueError(f"check {name!r} reads unknown scenario facts {sorted(unknown)}")
        _REGISTRY[name] = CheckSpec(name, intent, answers, tuple(cites), reads, tuple(ruling_terms), function,
                                    examine)
        return function
    return register


_LOADED: list[bool] = []
_ORDERED: list[CheckSpec] = []


def registry() -> list[CheckSpec]:
    """Every check, by module and then in the order its module defines them (importing the check
    modules on first use): the same order whichever module some other code imported first."""
    if not _LOADED:
        for module in pkgutil.iter_modules(__path__):
            if module.name != "facts":
                importlib.import_module(f"{__name__}.{module.name}")
        _LOADED.append(True)
    if len(_ORDERED) != len(_REGISTRY):      # sorted once, again only if a check registered since
        _ORDERED[:] = sorted(_REGISTRY.values(), key=lambda spec: (spec.run.__module__, spec.run.__code__.co_firstlineno))
    return list(_ORDERED)


def for_intent(intent: str | None) -> list[CheckSpec]:
    return [spec for spec in registry() if spec.intent == intent]
