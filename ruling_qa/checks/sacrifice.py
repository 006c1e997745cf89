"""Sacrifice as a cost: can I sacrifice B to A ("Sacrifice a creature: Add {C}{C}", "As an additional cost to
cast this spell, sacrifice a creature")?

701.21a: to sacrifice a permanent, its controller moves it from the battlefield to its owner's
graveyard; a player can sacrifice only a permanent they control, and indestructible doesn't stop it
(702.12b: indestructible stops destruction, and sacrificing isn't destroying). A cost "Sacrifice a
creature" can be paid only with a permanent that is what it names (601.2h, 602.2b), and "another"
excludes the permanent whose ability it is (109.1). Being tapped or having just come under its
controller's control doesn't matter (302.6 limits {T} costs, not sacrifices).
"""
from __future__ import annotations

import re

from ..models import Ability, Card, Face, Verdict
from ..parse.objects import describe
from ..parse.patterns import with_article
from . import CheckInput, Examine, Reads, check
from .facts import front, is_permanent, keyword_map, object_fits, shown, step

# one sacrifice in a cost: "Sacrifice a creature", "Sacrifice another artifact", "Sacrifice an untapped Goblin"
_SACRIFICE_COST = re.compile(r"^sacrifice (?P<count>a|an|another|one) (?P<what>[^.:]+)$", re.I)


def _sacrifice_costs(card: Card) -> list[tuple[Ability, str]]:
    """(the ability, the cost words) for each ability of the card whose cost sacrifices something (itself, one
    permanent, or more)."""
    return [(a, part) for face in card.faces for a in face.abilities for part in a.cost
            if re.search(r"\bsacrific", part, re.I)]


def _never_sacrificed(name: str, face: Face | None, theirs: str | None) -> Verdict | None:
    """The "no" for what the asker can never sacrifice (701.21a): another player's permanent, or a card that is never a
    permanent (110.4, `face`); None otherwise. `name`: how the answer calls it ("it" for one described)."""
    if theirs == "opponent":
        return Verdict("no", f"No: a player can sacrifice only permanents they control, and your opponent controls "
                       f"{name}.", (step("To sacrifice a permanent, its controller moves it to its owner's graveyard; no "
                                         "player can sacrifice another player's permanent.", "701.21a"),))
    if face is not None and not is_permanent(face):
        kind = with_article(face.type_line.lower())
        return Verdict("no", f"No: {name} is {kind}, never a permanent, so it can't be sacrificed.",
                       (step(f"Only a permanent can be sacrificed; {kind} card is never one.", "701.21a", "110.4"),))
    return None


@check("sacrifice.cost.v1", intent="sacrifice.cost",
       answers="Can B be sacrificed to pay A's cost (\"Sacrifice a creature: ...\", \"As an additional cost to cast "
               "this spell, sacrifice an artifact\")? Reads what the cost names, \"another\", and who controls B; "
               "indestructible doesn't stop a sacrifice.",
       cites=("701.21a", "702.12b", "602.2b", "601.2h", "109.1"),
       reads=Reads(roles=("source", "object"), scenario=("controller", "zone", "status", "entered_this_turn")),
       examine=Examine(r"sacrific|as though|creature types?|other types|\bis (?:also )?(?:a|an|every)\b|\bare (?:also )?"
                       r"(?:\w+ )?(?:creatures|artifacts|lands|enchantments)\b|\bbecomes?\b|\blose",
                       "changes what can be sacrificed, or what a permanent is", "701.21a"),
       ruling_terms=("sacrifice", "cost"))
def sacrifice_to_cost(q: CheckInput) -> Verdict | None:
    source, victim = q.need("source"), q.need("object")
    costs = _sacrifice_costs(source)
    if not costs or len(victim.faces) > 1:
        return None
    told = q.fact("object")
    if told is not None and told.zone not in (None, "battlefield"):
        return None                          # a card in a hand or graveyard: "sacrifice" isn't what it asks
    face = front(victim)
    if q.controller("source") == "opponent":
        return None                          # another player's ability: who activates it isn't read
    if any(re.search(r"can't be sacrificed", a.normalized or a.text, re.I) for a in face.abilities):
        return None
    never = _never_sacrificed(victim.name, face, q.controller("object"))
    if never is not None:
        return never
    steps = []
    values = []
    for ability, part in costs:
        m = _SACRIFICE_COST.match(part.strip())
        if m is None:
            return None                      # itself, two or X of them, or words this doesn't read
        what = m["what"].strip()
        what = re.sub(r"\s+you control$", "", what, flags=re.I)
        if re.search(r"\b(?:un)?tapped\b|\bwith\b|\bthat\b|\battacking\b|\bblocking\b", what, re.I):
            return None                      # a status or condition the question doesn't tell
        if m["count"].lower() == "another" and victim.name == source.name:
            steps.append(step(f"\"{shown(ability)}\": \"another\" can't be {source.name} itself.", "109.1"))
            values.append("no")
            continue
        fits = object_fits(what, victim)
        if fits is None:
            return None
        value, why = fits
        said = f"\"{shown(ability)}\" sacrifices {m['count'].lower()} {what}"
        steps.append(step(f"{said}: {why.replace('spells', 'permanents')}.", "602.2b" if ability.kind != "static"
                          else "601.2h"))
        values.append(value)
    value = values[0] if len(set(values)) == 1 else "depends"
    if len(set(values)) > 1:
        steps.append(step(f"It depends on which of {source.name}'s costs is paid.", "602.2b"))
    if value != "no" and "indestructible" in keyword_map(face):
        steps.append(step(f"{victim.name} is indestructible, but sacrificing isn't destroying: it can be "
                          "sacrificed.", "702.12b", "701.21a"))
    answer = {"yes": f"Yes: {victim.name} can be sacrificed to {source.name}.",
              "no": f"No: {victim.name} can't be sacrificed to {source.name}.",
              "depends": f"It depends: {victim.name} can be sacrificed to {source.name} only under the conditions "
                         "below."}[value]
    assumptions = () if q.controller("object") == "you" else (f"You control {victim.name}.",)
    return Verdict(value, answer, tuple(steps), assumptions)


@check("sacrifice.any.v1", intent="sacrifice.any",
       answers="Can A (or a permanent described: \"an indestructible creature\", \"my opponent's creature\") be "
               "sacrificed at all, when a spell, ability or cost has its player sacrifice one? Only its controller can "
               "(701.21a), only a permanent, and indestructible doesn't stop it (702.12b).",
       cites=("701.21a", "702.12b", "110.4"),
       reads=Reads(optional=("object",), params=("object",), scenario=("controller", "zone", "status",
                                                                       "entered_this_turn")),
       examine=Examine(r"sacrific", "changes what can be sacrificed", "701.21a"),
       ruling_terms=("sacrifice", "indestructible"))
def sacrificed_at_all(q: CheckInput) -> Verdict | None:
    victim = q.card("object")
    described = describe(q.details.get("object", "").split()) if victim is None else None
    if victim is None and described is None or victim is not None and len(victim.faces) > 1:
        return None
    if victim is not None:
        told = q.fact("object")
        if told is not None and told.zone not in (None, "battlefield"):
            return None
        face = front(victim)
        if any(re.search(r"sacrific", a.normalized or a.text, re.I) for a in face.abilities):
            return None                      # its own words about sacrificing
        name, theirs = victim.name, q.controller("object")
        never = _never_sacrificed(name, face, theirs)
        indestructible = "indestructible" in keyword_map(face)
    else:
        assert described is not None
        if described.head in ("spell",) or described.status - {"tapped", "untapped", "attacking", "blocking"}:
            return None
        name, theirs = described.told_back, described.controller
        never = _never_sacrificed("it", None, theirs)
        indestructible = any(k == "indestructible" for k, _ in described.keywords)
    if never is not None:
        return never
    steps = [step("To sacrifice a permanent, its controller moves it from the battlefield to its owner's graveyard, "
                  "when a spell, an ability or a cost has them sacrifice one it can be.", "701.21a")]
    if indestructible:
        steps.append(step("Indestructible stops destruction only; sacrificing isn't destroying.", "702.12b"))
    return Verdict("yes", f"Yes: {name[:1].upper()}{name[1:]} can be sacrificed by its controller, when something "
                   "has them sacrifice a permanent it can be" + (", indestructible or not." if indestructible else "."),
                   tuple(steps), () if theirs == "you" else ("Its controller is the one who sacrifices it.",))
