"""Durations (514.2): "until end of turn" and "this turn" effects end in the cleanup step, so they
never last into the next turn; a permanent's static abilities apply for as long as it is on the
battlefield (611.3b); a spell's continuous effect with no stated duration lasts until the end of the
game (611.2a)."""
from __future__ import annotations

import re

from ..models import Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import front, is_permanent, shown, step

_DURATIONS = re.compile(r"until end of turn|this turn|until your next turn|until the end of your next turn|"
                        r"for as long as|until ~ leaves the battlefield|as long as", re.I)


# "cards drawn this turn", "if you attacked this turn": a count or a condition, not a duration
_COUNTED = re.compile(r"(?<!\bbe )(?<!been )\b(?:\w+ed|drawn|cast|dealt|lost|played|put|died|gained)(?: \w+){0,2} "
                      r"this turn$", re.I)
# one-shot actions beside a duration: done at once, nothing of them lasts (611.2a is about the rest)
_ONE_SHOT = re.compile(r"^(?:untap|tap) (?:that creature|it|target creature|those creatures)\.$|^draw a card\.$|"
                       r"^scry \d+\.$", re.I)


# triggered abilities, and replacement effects (614.1): not continuous effects that "last"
_TRIGGER_WORDS = re.compile(r"\b(?:when|whenever|at the beginning|would|instead|enters)\b|^if\b", re.I)


# continuous effects a spell's sentence creates (611.2a): "becomes a 3/1 creature", "gains flying",
# "gets +2/+2", "gain control of"; and sentences that only say what stays true ("It's still a land.")
_CONTINUOUS = re.compile(r"^(?![^.]*\b(?:life|then)\b)(?:(?:target|enchanted|equipped|each|all|that|those|it|they|"
                         r"up to \w+ target)\b[^.]*?\b(?:becomes?|gets? [+-]\d+/[+-]\d+|gains? (?!\d)[a-z ,]+|"
                         r"loses? all abilities)[^.]*|(?:gain|exchange) control of [^.]*)\.$", re.I)
_STILL = re.compile(r"^(?:it's|it is|they're|they are) still (?:a|an)? ?\w+\.$", re.I)


def _no_stated_duration(card: Card) -> Verdict | None:
    """An instant or sorcery whose effect is continuous with no duration stated: it lasts until the
    end of the game (611.2a), not only this turn."""
    face = front(card)
    spells = [a for a in face.abilities if a.kind != "keyword"]
    if len(card.faces) > 1 or not {"instant", "sorcery"} & {t.lower() for t in face.types} or not spells \
            or any(a.kind != "spell" for a in spells):
        return None
    sentences = [s.strip() for a in spells for s in re.split(r"(?<=\.)\s+", a.normalized or a.text) if s.strip()]
    if not any(_CONTINUOUS.match(s) for s in sentences) or \
            not all(_CONTINUOUS.match(s) or _STILL.match(s) or _ONE_SHOT.match(s) for s in sentences):
        return None
    return Verdict("yes", f"Yes: {card.name}'s effect states no duration, so it lasts for the rest of the game, "
                   "not only this turn.",
                   (step(f"\"{shown(spells[0])}\" creates a continuous effect and says nothing of how long it lasts.",
                         "611.2a"),
                    step("An effect from a resolved spell with no stated duration lasts until the end of the game; "
                         "the cleanup step ends only \"until end of turn\" and \"this turn\" effects.", "611.2a",
                         "514.2")),
                   ("Nothing else ends the effect (the permanent it changed stays on the battlefield).",))


def _static(card: Card) -> Verdict | None:
    """A permanent whose only abilities are static ones with no stated duration: their effects
    apply for as long as it is on the battlefield (611.3b), across turns."""
    face = front(card)
    abilities = [a for a in face.abilities if a.kind != "keyword" or (a.keyword or "").lower() == "enchant"]
    if len(card.faces) > 1 or not is_permanent(face) or not any(a.kind == "static" for a in abilities) \
            or any(a.kind not in ("static", "keyword") or _TRIGGER_WORDS.search(a.normalized or a.text)
                   for a in abilities):
        return None
    statics = [a for a in abilities if a.kind == "static"]
    return Verdict("yes", f"Yes: {card.name}'s effect lasts as long as {card.name} is on the battlefield, across "
                   "turns.", (step(f"\"{shown(statics[0])}\" is a static ability with no stated duration.", "604.1"),
                              step("A static ability's effect applies for as long as its permanent is on the "
                                   "battlefield; the cleanup step ends only \"until end of turn\" and \"this turn\" "
                                   "effects.", "611.3b", "514.2")),
                   (f"{card.name} stays on the battlefield{' attached' if 'Aura' in face.subtypes else ''}.",))


@check("durations.end_of_turn.v1", intent="duration.lasts",
       answers="Does a card's effect last into the next turn (or end at the end of the turn)? Reads the durations "
               "its text states.",
       cites=("514.2", "611.2a", "611.3b", "604.1"),
       reads=Reads(roles=("effect",), scenario=("controller", "zone", "players")),
       examine=Examine(r"until|this turn|as long as|next turn|cleanup|end step", "changes how long effects last",
                       "514.2"),
       ruling_terms=("until end of turn", "this turn", "cleanup"))
def end_of_turn(q: CheckInput) -> Verdict | None:
    card = q.need("effect")
    found = [(a, m.group(0).lower()) for f in card.faces for a in f.abilities
             for m in _DURATIONS.finditer(a.normalized or a.text) if not _COUNTED.search(m.string[:m.end()])]
    if not found:
        return _static(card) or _no_stated_duration(card)
    with_duration = {id(a) for a, _ in found}
    if any(id(a) not in with_duration for f in card.faces for a in f.abilities if a.kind != "keyword"):
        return None                          # another ability's effect has no stated duration: which is asked?
    kinds = {d for _, d in found}
    if not found or not kinds <= {"until end of turn", "this turn"}:
        return None                          # no stated duration, or one this check doesn't decide
    if any(a.kind not in ("spell", "activated", "triggered") for a, _ in found):
        return None
    for ability, _ in found:
        effect = (ability.normalized or ability.text).split(":", 1)[-1]
        if any(s.strip() and not _DURATIONS.search(s) and not _ONE_SHOT.match(s.strip())
               for s in re.split(r"(?<=\.)\s+", effect)):
            return None                      # part of it lasts ("put two +1/+1 counters ..."): not only a duration
    steps = [step(f"\"{shown(a)}\" lasts {d}.", "611.2a") for a, d in dict((id(a), (a, d)) for a, d in found).values()]
    steps.append(step("In the cleanup step, all \"until end of turn\" and \"this turn\" effects end.", "514.2"))
    return Verdict("no", f"No: {card.name}'s effect ends in the cleanup step of the turn it happened.", tuple(steps))


@check("durations.damage.v1", intent="duration.lasts",
       answers="Does damage marked on a creature last into the next turn (or wear off at the end of the turn)? "
               "Damage stays marked until the cleanup step (120.6), then all of it is removed (514.2).",
       cites=("120.6", "514.2"),
       reads=Reads(params=("what",), scenario=("players",)),
       examine=Examine(r"damage|cleanup|remove", "changes marked damage or the cleanup step", "514.2"),
       ruling_terms=("damage", "cleanup"))
def damage_lasts(q: CheckInput) -> Verdict | None:
    if q.details.get("what") != "damage" or q.cards:
        return None
    return Verdict("no", "No: damage stays marked on a creature only until the cleanup step of that turn; then all "
                   "damage marked on permanents is removed.",
                   (step("Damage marked on a creature remains until the cleanup step.", "120.6"),
                    step("In the cleanup step, all damage marked on permanents is removed (at the same time as \"until "
                         "end of turn\" effects end).", "514.2")))
