"""Attack requirements (508.1d): "does B have to attack (if A made it)?"

A requirement ("attacks ... if able") is obeyed only as far as the creature can attack: a tapped or
summoning-sick creature, one that can't attack, or one whose attack has a cost its controller
doesn't pay is not forced (508.1d, 302.6, 702.3b).
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..models import Ability, Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import front, keyword_map, shown, step, text_of, whose

_REQUIREMENT = re.compile(r"\b(?:attacks?|attack)\b(?P<what>[^.]*?)\bif able\b", re.I)
_CANT_ATTACK = re.compile(r"^~ can't attack\b(?P<rest>[^.]*)", re.I)
# 701.15a: "goad target creature", "Goad all creatures you don't control", "Enchanted creature ... is goaded"
_GOAD = re.compile(r"\bgoad (?P<what>[^.]*)|\b(?:enchanted|equipped) creature\b[^.]*\bis goaded", re.I)
_ATTACK_COST = re.compile(r"can't attack[^.]*unless[^.]*pays?|attacking[^.]*costs?|to attack[^.]*pay", re.I)

STATES = {
    "tapped": ("it's tapped, and tapped creatures can't be declared as attackers", "508.1a"),
    "summoning_sick": ("it hasn't been under its controller's control since their most recent turn began", "302.6"),
    "cant_attack": ("an effect says it can't attack", "508.1d"),
    "attack_cost": ("attacking with it has a cost, and its controller isn't forced to pay it", "508.1d"),
    "after_attackers": ("attackers have already been declared this turn", "508.1"),
}


def requirement(card: Card | None) -> tuple[Ability, str] | None:
    """The "attacks ... if able" requirement among a card's abilities (reminder text ignored)."""
    if card is None:
        return None
    for face in card.faces:
        for ability in face.abilities:
            m = _REQUIREMENT.search(text_of(ability))
            if m:
                return ability, m.group(0)
    return None


@check("attacks.forced_attack.v1", intent="attack.forced",
       answers="Does B have to attack (because of its own text or A's)? Considers tapped, summoning-sick, "
               "\"can't attack\", defender, attack costs, and whom it must attack.",
       cites=("508.1d", "302.6", "702.3b", "508.1a", "701.15a", "701.15b", "115.1"),
       reads=Reads(roles=("attacker",), optional=("forcer",), params=("state", "goaded", "goader"),
                   scenario=("zone", "controller", "events", "status", "entered_this_turn")),
       examine=Examine(r"attack|block|goad|can't|defender|haste|\btap|control|combat",
                       "requires or restricts attacks, taps creatures or changes control", "508.1d"),
       ruling_terms=("attack", "if able", "tapped", "cost", "planeswalker", "summoning"))
def forced_attack(q: CheckInput) -> Verdict | None:
    stated, forcing = q.fact("attacker"), q.fact("forcer")
    if (stated and set(stated.status) - {"tapped"}) or (forcing is not None and forcing.status):
        return None                          # a status this check doesn't weigh
    if stated and "tapped" in stated.status and q.details.get("state") != "tapped":
        q = replace(q, details={**q.details, "state": "tapped"})
    if stated and stated.entered_this_turn and "state" not in q.details:
        if "haste" in keyword_map(front(q.need("attacker"))):
            return None                      # with haste it can attack: the requirement decides (not weighed here)
        q = replace(q, details={**q.details, "state": "summoning_sick"})     # 302.6: told it came in this turn
    events = q.question.reading.scenario.events
    goaders = [c for c in (q.card("forcer"), *q.others) if c is not None and _goad(c)]
    if q.details.get("goaded") == "yes" and len(goaders) == 1 and not events:
        return _goaded_by(q, goaders[0])
    if not events:
        return _forced_attack(q)
    # "My opponent activates A targeting B. Does B have to attack?": A is the forcer (used, so examined)
    attacker, forcer = q.need("attacker"), q.card("forcer")
    named = (*q.others, *([forcer] if forcer else []))
    told = [c for c in named for e in events if e.kind == "cast" and e.card == c.name and e.target == attacker.name]
    if len(told) != 1 or len(events) != 1 or forcer not in (None, told[0]):
        return None                          # events this doesn't weigh
    verdict = _forced_attack(replace(q, cards={**q.cards, "forcer": told[0]},
                                     others=tuple(c for c in q.others if c is not told[0])))
    return replace(verdict, examined=verdict.examined + (told[0].name,)) if verdict and not forcer else verdict


def _forced_attack(q: CheckInput) -> Verdict | None:
    attacker = q.need("attacker")
    forcer = q.card("forcer")
    found = requirement(forcer) or requirement(attacker)
    source = forcer if forcer is not None and requirement(forcer) else attacker
    steps, assumptions = [], []
    if found is None and q.details.get("goaded") == "yes":
        return _goaded(q, attacker)
    if found is None:
        names = " or ".join(c.name for c in (forcer, attacker) if c)
        return Verdict("no", f"No: nothing in {names} requires {attacker.name} to attack.",
                       (step("Neither card says a creature \"attacks ... if able\"; attacking is optional unless "
                             "a requirement says otherwise.", "508.1d"),))
    ability, phrase = found
    steps.append(step(f"{source.name}: \"{shown(ability)}\" is an attack requirement.", "508.1d"))
    if source is not attacker:
        fits = [t for t in ability.targets if "creature" in t.types]
        if fits:
            steps.append(step(f"It applies to the creature it targets ({fits[0].phrase}).", "115.1"))
        needs, actual = _reach(q, fits[0].phrase if fits else text_of(ability).split(phrase)[0])
        if needs is not None and actual is not None and needs != actual:
            return Verdict("no", f"No: {source.name}'s requirement doesn't reach {attacker.name}.",
                           tuple(steps + [step(f"It reaches only creatures controlled by "
                                               f"{_SIDES[needs].format(source.name)}, and {attacker.name} is "
                                               f"controlled by {_SIDES[actual].format(source.name)}.",
                                               "115.1" if fits else "508.1d")]))
        if needs is not None and actual is None:
            assumptions.append(f"{attacker.name} is controlled by {_SIDES[needs].format(source.name)}.")
        if fits:
            assumptions.append(f"{attacker.name} is the creature {source.name} targeted.")
    face = front(attacker)
    if not (face.facts.is_creature or face.facts.becomes_creature):
        return Verdict("no", f"No: {attacker.name} isn't a creature, so it can't attack.",
                       tuple(steps + [step(f"{attacker.name} is {face.type_line}.", "508.1a")]))
    unforced = _not_forced(q, attacker, steps, assumptions)
    if unforced is not None:
        return unforced
    steps.append(step("The requirement is checked as attackers are declared; it's obeyed if the creature is able "
                      "to attack then (untapped, not summoning sick, nothing stopping it, no unpaid cost).",
                      "508.1d", "302.6"))
    if re.search(r"\battacks? you\b", phrase, re.I):
        steps.append(step(f"\"Attacks you\" means it must attack {source.name}'s controller, not a planeswalker or "
                          "battle.", "508.1d"))
    if ability.kind in ("activated", "triggered") and source is not attacker:
        assumptions.append(f"{source.name}'s ability resolved before attackers were declared that turn.")
    assumptions.append(f"{attacker.name} is untapped and has been under its controller's control since the turn "
                       "began (or has haste).")
    return Verdict("yes", f"Yes: {attacker.name} must attack if it's able to as attackers are declared.",
                   tuple(steps), tuple(assumptions))


_SIDES = {"same": "{}'s controller", "other": "an opponent of {}'s controller"}


def _reach(q: CheckInput, words: str) -> tuple[str | None, str | None]:
    """(whose creatures a requirement reaches, whose `attacker` is), each "same" or "other" as
    seen from the requirement's controller, or None: `words` is its target or subject ("target
    creature an opponent controls", "Creatures your opponents control"); the second is None when
    the question doesn't say who controls both."""
    needs, _ = whose(words)
    attacker, forcer = q.controller("attacker"), q.controller("forcer")
    actual = None if attacker is None or forcer is None else "same" if attacker == forcer else "other"
    return needs, actual


def _not_forced(q: CheckInput, attacker: Card, steps: list, assumptions: list) -> Verdict | None:
    """508.1d: a requirement is obeyed only as far as the creature is able to attack: the "no"
    verdict when defender, "can't attack", an attack cost or a stated state stops it."""
    face = front(attacker)
    blockers: list[tuple[str, str]] = []
    if "defender" in keyword_map(face):
        blockers.append((f"{attacker.name} has defender, so it can't attack", "702.3b"))
    for a in face.abilities:
        text = text_of(a)
        if _ATTACK_COST.search(text):
            blockers.append((f"attacking with it has a cost (\"{shown(a)}\"), which its controller isn't forced to pay",
                             "508.1d"))
        elif _CANT_ATTACK.match(text):
            blockers.append((f"\"{shown(a)}\"", "508.1d"))
    state = q.details.get("state")
    if state in STATES:
        blockers.append(STATES[state])
    # 508.1d: a cost to attack imposed by the defending player's permanent ("can't attack you unless their
    # controller pays"), in a two-player game where that player is the only one it could attack
    mine = q.controller("attacker")
    used = []
    for other in q.others:
        held = q.question.reading.obj(other.name)
        if held is None or held.controller is None or mine is None or held.controller == mine:
            continue
        costs = [a for f in other.faces for a in f.abilities if _ATTACK_COST.search(text_of(a))]
        if costs:
            blockers.append((f"{other.name} puts a cost on attacking its controller (\"{shown(costs[0])}\"), and no "
                             "player is forced to pay a cost to attack", "508.1d"))
            assumptions.append(f"{other.name}'s controller is the only opponent (a two-player game).")
            used.append(other.name)
    if not blockers:
        return None
    for why, rule in blockers:
        steps.append(step(f"It isn't forced: {why}.", rule))
    return Verdict("no", f"No: {attacker.name} doesn't have to attack, because {blockers[0][0]}.",
                   tuple(steps), tuple(assumptions), examined=tuple(used))


def _goad(card: Card) -> tuple[Ability, re.Match] | None:
    """The ability of `card` that goads, with what it goads."""
    for face in card.faces:
        for ability in face.abilities:
            m = _GOAD.search(text_of(ability))
            if m:
                return ability, m
    return None


def _goaded_by(q: CheckInput, goader: Card) -> Verdict | None:
    """"My opponent goaded my A with B": B's goad reaches A only if A is among what it goads
    (701.15a: "Goad all creatures you don't control" never goads its controller's own)."""
    attacker = q.need("attacker")
    found = _goad(goader)
    if found is None:
        return None
    ability, m = found
    rest = replace(q, cards={k: c for k, c in q.cards.items() if c is not goader},
                   others=tuple(c for c in q.others if c is not goader))
    who = q.details.get("goader") or (q.controller("forcer") if q.card("forcer") is goader else None)
    owner = q.controller("attacker")
    needs = whose(m["what"])[0] if m["what"] else None
    told = step(f"{goader.name}: \"{shown(ability)}\" is how {attacker.name} was goaded.", "701.15a")
    if needs is not None and who is not None and owner is not None and needs != (
            "same" if who == owner else "other"):
        return Verdict("no", f"No: {goader.name} doesn't goad {attacker.name}, so nothing makes it attack.",
                       (told, step(f"It goads only creatures controlled by {_SIDES[needs].format(goader.name)}, and "
                                   f"{attacker.name} is controlled by "
                                   f"{_SIDES['same' if who == owner else 'other'].format(goader.name)}.", "701.15a")),
                       examined=(goader.name,))
    verdict = _goaded(rest, attacker)
    return replace(verdict, steps=(told, *verdict.steps), examined=verdict.examined + (goader.name,))


def _goaded(q: CheckInput, attacker: Card) -> Verdict:
    """701.15b: a goaded creature attacks each combat if able, and attacks a player other than the
    goading player if able; like any requirement, only as far as it is able (508.1d)."""
    face = front(attacker)
    steps = [step(f"{attacker.name} is goaded: it attacks each combat if able, and a player other than the "
                  "goading player if able.", "701.15b")]
    if not (face.facts.is_creature or face.facts.becomes_creature):
        return Verdict("no", f"No: {attacker.name} isn't a creature, so it can't attack.",
                       tuple(steps + [step(f"{attacker.name} is {face.type_line}.", "508.1a")]))
    unforced = _not_forced(q, attacker, steps, [])
    if unforced is not None:
        return unforced
    steps.append(step("The requirement is checked as attackers are declared; it's obeyed if the creature is able "
                      "to attack then.", "508.1d"))
    return Verdict("yes", f"Yes: {attacker.name} must attack if it's able to as attackers are declared.",
                   tuple(steps), (f"{attacker.name} is untapped and has been under its controller's control since "
                                  "the turn began (or has haste).",))
