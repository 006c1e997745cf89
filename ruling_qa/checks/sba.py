"""State-based actions (704.3, 704.5): checked whenever a player would receive priority, all at
once, before anyone can respond. A creature with toughness 0 or less goes to its owner's
graveyard (704.5f; indestructible and regeneration don't stop it); a player who controls two or
more legendary permanents with the same name keeps one (704.5j)."""
from __future__ import annotations

import re

from ..models import Verdict
from . import CheckInput, Examine, Reads, check
from .facts import front, keyword_map, printed, step

# a creature's own text that changes its toughness or what happens to it
_OWN_TOUGHNESS = re.compile(r"\bgets?\b|\btoughness\b|\bcounters?\b|\bwould\b|\binstead\b|\bdies\b", re.I)


@check("sba.zero_toughness.v1", intent="sba.dies",
       answers="Does a creature die when its toughness is reduced (-N/-N until end of turn)? Compares its printed "
               "toughness with the reduction (704.5f).",
       cites=("704.5f", "704.5g", "704.3", "702.12b"),
       reads=Reads(roles=("creature",), params=("pt",), scenario=("controller", "zone")),
       examine=Examine(r"toughness|gets?|counters?|indestructible|damage|prevent|regenerat|dies|would",
                       "changes toughness, damage or what happens when a creature dies", "704.5f"),
       ruling_terms=("toughness", "dies", "state-based", "indestructible"))
def zero_toughness(q: CheckInput) -> Verdict | None:
    creature = q.need("creature")
    m = re.fullmatch(r"([+-]?\d+)/([+-]?\d+)", q.details.get("pt", ""))
    face = front(creature)
    base = printed(face, "toughness")
    if m is None or not face.facts.is_creature or base is None:
        return None
    if any(_OWN_TOUGHNESS.search(a.normalized or a.text) for a in face.abilities if a.kind != "keyword"):
        return None
    toughness = base + int(m.group(2))
    steps = [step(f"{creature.name}'s toughness {face.toughness} becomes {toughness} with {m.group(0)}.", "613.4c")]
    if toughness <= 0:
        steps.append(step("A creature with toughness 0 or less is put into its owner's graveyard as a state-based "
                          "action, before anyone can respond.", "704.5f", "704.3"))
        if "indestructible" in keyword_map(face):
            steps.append(step("Indestructible doesn't stop this: it isn't destruction.", "702.12b"))
        return Verdict("yes", f"Yes: {creature.name} dies; its toughness is {toughness}.", tuple(steps))
    steps.append(step(f"Toughness {toughness} is greater than 0, so it dies only if the damage marked on it is "
                      "at least that much.", "704.5g"))
    return Verdict("no", f"No: with toughness {toughness}, {creature.name} doesn't die from this alone.", tuple(steps),
                   (f"No damage is marked on {creature.name} and nothing else changes its toughness.",))


@check("sba.legend_rule.v1", intent="sba.legend",
       answers="Can a player control two permanents with this name? The legend rule (704.5j) says no for legendary "
               "ones.",
       cites=("704.5j", "205.4d"),
       reads=Reads(roles=("permanent",), scenario=("controller",)),
       examine=Examine(r"legend rule|legendary|same name|doesn't apply", "changes the legend rule", "704.5j"),
       ruling_terms=("legend rule", "legendary", "same name"))
def legend_rule(q: CheckInput) -> Verdict | None:
    card = q.need("permanent")
    face = front(card)
    if not any(t.lower() in ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
               for t in face.types):
        return None
    if any(re.search(r"legend rule|same name", a.normalized or a.text, re.I) for a in face.abilities):
        return None
    if "Legendary" in face.supertypes:
        return Verdict("no", f"No: {card.name} is legendary; with two, its controller keeps one and puts the other "
                       "into its owner's graveyard (the legend rule).",
                       (step(f"{card.name} is {face.type_line}.", "205.4d"),
                        step("If a player controls two or more legendary permanents with the same name, they choose "
                             "one and the rest go to their owners' graveyards, as a state-based action.", "704.5j")))
    return Verdict("yes", f"Yes: {card.name} isn't legendary, so any number of them can be on the battlefield.",
                   (step(f"{card.name} is {face.type_line}, not legendary.", "205.4d"),
                    step("The legend rule applies only to legendary permanents.", "704.5j")))


@check("sba.no_response.v1", intent="sba.respond",
       answers="Can a player respond (cast a spell, activate an ability, sacrifice it) after a creature has lethal "
               "damage or 0 toughness, before it dies? No: state-based actions happen before anyone gets priority.",
       cites=("704.3", "117.5", "605.3a"),
       reads=Reads(roles=("creature",), params=("pt",), scenario=("controller", "zone")),
       examine=Examine(r"split second|as though|priority|state-based", "changes when players get priority", "117.5"),
       ruling_terms=("state-based", "dies", "respond", "priority"))
def no_response(q: CheckInput) -> Verdict | None:
    creature = q.need("creature")
    face = front(creature)
    if not (face.facts.is_creature or face.facts.becomes_creature):
        return None                          # it never has toughness or lethal damage to die from
    change = re.fullmatch(r"[+-]?\d+/([+-]?\d+)", q.details.get("pt", ""))
    toughness = printed(face, "toughness")
    if change and (toughness is None or toughness + int(change.group(1)) > 0):
        return None                          # it may not die from that: the question's premise isn't known to hold
    steps = (step("State-based actions are checked whenever a player would receive priority, and performed all at "
                  f"once before anyone gets it: {creature.name}, with lethal damage or toughness 0 or less, is put into "
                  "its owner's graveyard first.", "704.3", "704.5f", "704.5g"),
             step("Spells and abilities (even mana abilities) can be cast or activated only with priority, so there "
                  "is no window between the damage or the -X/-X and its death.", "117.5", "605.3a"),
             step("To act before it dies, respond to the spell or ability that would kill it while that is still on "
                  "the stack.", "117.3c"))
    return Verdict("no", f"No: nobody can respond once {creature.name} has lethal damage or 0 toughness; it dies "
                   "before any player gets priority.", steps)
