"""X in enters-the-battlefield abilities (107.3m): the X paid for the spell carries over to the
permanent's enters trigger or replacement; put onto the battlefield without being cast, X is 0."""
from __future__ import annotations

import re

from ..models import Ability, Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import is_permanent, shown, step, text_of

_ENTERS = re.compile(r"\benters\b|\bETB\b", re.I)
_X = re.compile(r"\bX\b")
_X_DEFINED = re.compile(r"\bwhere X is\b|\bX is (?:equal to|the)\b", re.I)


def x_enters_abilities(card: Card) -> list[Ability]:
    """Enters triggers and "enters with" replacements whose text refers to X."""
    out = []
    for face in card.faces[:1]:
        for ability in face.abilities:
            words = " ".join(filter(None, (ability.trigger, text_of(ability))))
            entering = (ability.kind == "triggered" and _ENTERS.search(ability.trigger or "")) or \
                (ability.replacement and _ENTERS.search(words))
            if entering and _X.search(words):
                out.append(ability)
    return out


@check("entering.x_value.v1", intent="x.enters",
       answers="What is X for A's enters-the-battlefield ability: the value paid when it was cast, or 0 when it "
               "was put onto the battlefield without being cast? (verdict yes = it uses the X paid.)",
       cites=("107.3m", "107.3", "601.2f"),
       reads=Reads(roles=("permanent",), optional=("effect",), params=("cast",), scenario=("players",)),
       examine=Examine(r"\bx\b|enters|cast|cop(y|ies)|mana value|counter",
                       "casts, copies or puts permanents onto the battlefield, or mentions X", "107.3m"),
       ruling_terms=("X", "enters", "cast", "without paying", "onto the battlefield"))
def x_on_entering(q: CheckInput) -> Verdict | None:
    card = q.need("permanent")
    face = card.faces[0]
    abilities = x_enters_abilities(card)
    if not abilities and not is_permanent(face):
        return None                   # an instant's or sorcery's X is not an entering question
    if not abilities:
        return Verdict("no", f"{card.name} has no enters ability or replacement that refers to X, so 107.3m "
                       "doesn't apply.", (step(f"None of {card.name}'s enters abilities mentions X.", "107.3m"),))
    ability = abilities[0]
    steps = [step(f"{card.name}: \"{shown(ability)}\" refers to X as it enters.", "107.3m")]
    if _X_DEFINED.search(text_of(ability)):
        steps.append(step("The ability defines X itself, so the value paid for the spell doesn't matter.", "107.3"))
        return Verdict("no", f"X for {card.name}'s enters ability is whatever the ability defines it as, however "
                       "it entered.", tuple(steps))
    has_x_cost = "{X}" in (face.mana_cost or "")
    cast = q.details.get("cast", "unknown")
    if not has_x_cost:
        steps.append(step(f"{card.name}'s mana cost has no {{X}}; X takes a value only if a cost with X was paid "
                          "(an alternative or additional cost).", "107.3m"))
    if cast == "yes":
        steps.append(step("It was cast: X for the ability equals the X chosen for the spell, though X for the "
                          "permanent itself is 0.", "107.3m"))
        return Verdict("yes", f"X is the value chosen when {card.name} was cast.", tuple(steps))
    if cast == "no":
        steps.append(step("It wasn't cast (no X was chosen for a spell), so X is 0.", "107.3m"))
        return Verdict("no", f"X is 0: {card.name} wasn't cast, so no value was chosen for X.", tuple(steps))
    steps.append(step("Cast: X is the value chosen for the spell. Put onto the battlefield any other way: X is 0.",
                      "107.3m"))
    return Verdict("depends", f"It depends on how {card.name} entered: cast, X is the value paid; put onto the "
                   "battlefield without being cast, X is 0.", tuple(steps))
