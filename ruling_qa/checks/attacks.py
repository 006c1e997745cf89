"""Attack requirements (508.1d): "does B have to attack (if A made it)?"

A requirement ("attacks ... if able") is obeyed only as far as the creature can attack: a tapped or
summoning-sick creature, one that can't attack, or one whose attack has a cost its controller
doesn't pay is not forced (508.1d, 302.6, 702.3b).
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..models import Ability, Card, Verdict
from ..parse.keywords import BY_NAME
from . import CheckInput, Examine, Reads, check, reaching_abilities
from .facts import front, keyword_map, name_list, object_fits, shown, step, text_of, whose

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


# --- restrictions (508.1c, 509.1b): "can A attack (block) while B is in play / enchanted with B?" ---------------

_ENCHANTED_CANT = re.compile(r"^enchanted creature can't (?P<what>attack or block|attack|block)"
                             r"(?: or crew vehicles)?(?:, and its activated abilities can't be activated)?\.$", re.I)
_OWN_CANT = re.compile(r"^~ can't (?P<what>attack or block|attack|block)\.$", re.I)
_ALL_CANT = re.compile(r"^(?P<who>[^.]*?creatures?[^.]*?) can't (?P<what>attack or block|attack|block)(?P<whom> you| you or "
                       r"planeswalkers you control)?(?P<unless> unless their controller pays [^.]+)?\.$", re.I)


def _restriction(text: str, action: str) -> tuple[str, str | None, str, str | None] | None:
    """"Creatures without flying can't attack" -> ("all", "without flying", "attack", unless); None when it
    doesn't speak of the action."""
    for kind, pattern in (("enchanted", _ENCHANTED_CANT), ("own", _OWN_CANT), ("all", _ALL_CANT)):
        m = pattern.match(text)
        if m is None:
            continue
        if action not in m["what"].lower():
            return "other", None, m["what"], None        # it restricts the other action only
        if kind == "all":
            return ("all_you" if m["whom"] else "all"), m["who"], m["what"], m["unless"]
        return kind, None, m["what"], None
    return None


@check("attacks.restrictions.v1", intent="status.combat",
       answers="Can A attack (or block) with other cards in play: \"Enchanted creature can't attack or block\" (an "
               "Aura on it), \"Creatures without flying can't attack\", \"Creatures can't attack you unless their "
               "controller pays {2}\", or its own \"can't block\"? A restriction is obeyed (508.1c, 509.1b).",
       cites=("508.1c", "509.1b", "508.1d", "303.4", "109.5", "702.3b", "702.147a"),
       reads=Reads(roles=("permanent",), optional=("restrictor",), params=("ask",),
                   scenario=("controller", "zone", "status", "players")),
       examine=Examine(r"attack|block|can't|tap", "restricts or requires attacks or blocks", "508.1c"),
       ruling_terms=("can't attack", "can't block", "attack"))
def restrictions(q: CheckInput) -> Verdict | None:
    card = q.need("permanent")
    action = q.details.get("ask")
    if action not in ("attack", "block") or q.status("permanent") - {"enchanted"} or len(card.faces) > 1:
        return None                          # tapped, attacking ...: the tapping check
    face = front(card)
    if "creature" not in {t.lower() for t in face.types}:
        return None
    rule = "508.1c" if action == "attack" else "509.1b"
    keywords = keyword_map(face)
    if any(re.search(r"\bloses?\b|\bdefender\b|\bdecayed\b|\bas though\b", text_of(a), re.I)
           for o in q.others for a in reaching_abilities(o)):
        return None                          # another card may take its keywords away or let it attack anyway
    if action == "attack" and "defender" in keywords:
        return Verdict("no", f"No: {card.name} has defender, so it can't attack.",
                       (step("A creature with defender can't attack.", "702.3b"),))
    if action == "block" and "decayed" in keywords:
        return Verdict("no", f"No: {card.name} has decayed, so it can't block.",
                       (step("A creature with decayed can't block.", "702.147a"),))
    own = [(a, _restriction(text_of(a), action)) for a in face.abilities if a.kind != "keyword"]
    own_cant = [a for a, r in own if r is not None and r[0] == "own"]
    if any(r is not None and r[0] == "other" for _, r in own) and not own_cant:
        return None                          # "~ can't block": asked whether it can attack, its own text isn't enough
    if own_cant:
        return Verdict("no", f"No: {card.name} can't {action}: its own text says so.",
                       (step(f"{card.name}: \"{shown(own_cant[0])}\".", rule),))
    if any(re.search(r"\battack|\bblock", text_of(a), re.I) for a in face.abilities if a.kind != "keyword"):
        return None                          # its own words about attacking or blocking: not weighed here
    others = [c for c in (q.card("restrictor"), *q.others) if c is not None]   # "does A stop it from blocking?"
    if not others:
        return None                          # nothing else named: summoning sickness and the rest aren't weighed
    # the Auras on it: cast on it in the story, or the one Aura named when it is told to be enchanted
    enchanted_by = {e.card for e in q.question.reading.scenario.events if e.target == card.name}
    auras = [o.name for o in others if "Aura" in front(o).subtypes]
    if "enchanted" in q.status("permanent") and len(auras) == 1:
        enchanted_by.add(auras[0])
    steps, assumptions, values = [], [], []
    for other in others:
        found = [(a, _restriction(text_of(a), action)) for f in other.faces for a in f.abilities
                 if a.kind != "keyword" and re.search(r"\battack|\bblock", text_of(a), re.I)]
        if not found:
            steps.append(step(f"{other.name}: examined; nothing it says restricts {action}ing.", rule))
            continue
        for ability, read in found:
            if read is None:
                return None                  # words about attacking or blocking not read here
            kind, who, _what, unless = read
            said = f"{other.name}: \"{shown(ability)}\"."
            if kind == "other":
                steps.append(step(f"{said} It doesn't restrict {action}ing.", rule))
                continue
            if kind == "own":
                steps.append(step(f"{other.name}'s \"{shown(ability)}\" is about {other.name} itself.", rule))
                continue
            if kind == "enchanted":
                if other.name in enchanted_by:
                    steps.append(step(said + f" {card.name} is enchanted by it.", rule, "303.4"))
                    values.append("no")
                else:
                    steps.append(step(said + f" It matters only if {other.name} is on {card.name}.", rule))
                    values.append("depends")
                    assumptions.append(f"whether {other.name} enchants {card.name}")
                continue
            fit = _creatures_fit(who, card) if who else None
            if fit is None:
                return None
            if fit[0] == "no":
                steps.append(step(said + f" {card.name} isn't one of them ({fit[1]}).", rule))
                continue
            if fit[0] == "depends":
                return None
            if kind == "all_you":
                if action != "attack":
                    return None
                mine, theirs = q.controller("permanent"), _controller_of(q, other)
                if mine is None or theirs is None:
                    return None              # who attacks whom isn't told
                if mine == theirs:
                    steps.append(step(said + f" It stops attacks against {other.name}'s controller only.", rule,
                                      "109.5"))
                    continue
                if unless:
                    steps.append(step(said + f" {card.name} can attack that player only if its controller pays "
                                      "that cost (it may attack a planeswalker or battle instead).", "508.1d", "508.1g"))
                    values.append("depends")
                    assumptions.append("whether its controller pays" + unless.split("pays", 1)[1])
                    continue
                steps.append(step(said + " It can't attack that player.", rule))
                values.append("depends")
                assumptions.append("whether it could attack a planeswalker or battle instead")
                continue
            if unless:
                steps.append(step(said + " Only if that cost is paid.", "508.1d"))
                values.append("depends")
                assumptions.append("whether its controller pays" + unless.split("pays", 1)[1])
                continue
            steps.append(step(said + f" {card.name} is one of them.", rule))
            values.append("no")
    examined = tuple(o.name for o in others)
    if "no" in values:
        return Verdict("no", f"No: {card.name} can't {action}.", tuple(steps), (), examined)
    if "depends" in values:
        return Verdict("depends", f"It depends on {name_list(dict.fromkeys(assumptions))}.", tuple(steps), (),
                       examined)
    if not steps:
        return None
    return Verdict("yes", f"Yes: nothing named stops {card.name} from {action}ing.", tuple(steps),
                   (f"{card.name} is untapped and can otherwise {action} (302.6: an attacker has been under its "
                    "controller's control since their most recent turn began).",), examined)


def _creatures_fit(who: str, card: Card) -> tuple[str, str] | None:
    """Is the creature one of "Creatures without flying" / "Nonwhite creatures"? (object_fits, and a "with" or
    "without" keyword at the end, 702.1)"""
    m = re.search(r"\s+(?P<how>with|without) (?P<keywords>[a-z ]+?)$", who, re.I)
    if m is None:
        return object_fits(who, card)
    keywords = [k.strip() for k in re.split(r"\bor\b|,", m["keywords"]) if k.strip()]
    have = keyword_map(front(card))
    if any(k not in BY_NAME for k in keywords):
        return None
    has_one = any(k in have for k in keywords)
    if (m["how"].lower() == "with") != has_one:
        return "no", f"{card.name} {'has' if has_one else 'has no'} {name_list(keywords, 'or')}"
    return object_fits(who[:m.start()], card)


def _controller_of(q: CheckInput, card: Card) -> str | None:
    told = q.question.reading.obj(card.name)
    return told.controller if told is not None else None
