"""Can an activated ability be activated, given the other cards the question names?

602.5: a player can't begin to activate an ability that's prohibited from being activated, and
101.2: such a "can't" beats any "can". A prohibition says whose abilities it stops ("Activated
abilities of artifacts ..."): a card type without a zone means a permanent on the battlefield
(109.2), so an ability that works from a hand or a graveyard (cycling, "Return ~ from your
graveyard", 113.6m) isn't stopped by it, while "sources with the chosen name" reaches every zone.
"unless they're mana abilities" spares mana abilities (605.1a). Anything else a card says it can't
do (gain life, draw, be targeted by an ability that doesn't target) doesn't stop the activation:
the effect does as much as it can (609.3).
"""
from __future__ import annotations

import re

from ..models import Ability, Card, Face, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import (
    PERMANENT_TYPES,
    front,
    is_activated,
    name_list,
    needs_tap,
    shown,
    singular_of,
    step,
    text_of,
    types_of,
)

_PROHIBITION = re.compile(r"^activated abilities of (?P<whose>[^.]+?) can't be activated"
                          r"(?P<unless_mana> unless they're mana abilities)?\.$", re.I)
_PLAYERS_CANT = re.compile(r"^players can't (?P<what>cycle cards|activate planeswalkers' loyalty abilities)\.$", re.I)
_CHOSEN = re.compile(r"^(?:sources with the chosen name|the chosen permanent)$", re.I)
_OPPONENTS = re.compile(r"\s+your opponents control$", re.I)
# Words in another card's ability that could stop or change an activation: read above, or the
# card is left unexamined (and the verdict withheld)
MAY_STOP = (r"activat|abilit|split second|costs? .*(?:more|less)|can't (?:pay|sacrifice|untap|tap|discard|exile|"
            r"remove)|as though|phase|can't be the targets?|hexproof|shroud|protection|ward")
_TARGETING_ONLY = re.compile(r"can't be the targets? of|^(?:hexproof|shroud|protection|ward)\b", re.I)
# 113.6m: an ability whose cost or effect moves the card out of a zone works only in that zone
_FROM_HAND = re.compile(r"discard (?:this card|~)|(?:reveal|exile) (?:this card|~) from your hand", re.I)
_FROM_GRAVEYARD = re.compile(r"(?:return|exile|put) ~ from your graveyard", re.I)
_HAND_KEYWORDS = frozenset({"cycling", "typecycling", "landcycling", "ninjutsu", "channel", "transmute", "forecast",
                            "bloodrush", "reinforce"})
_GRAVEYARD_KEYWORDS = frozenset({"unearth", "embalm", "eternalize", "scavenge", "encore"})
# 702.29e-f: typecycling and landcycling are cycling
_CYCLING = frozenset({"cycling", "typecycling", "landcycling"})


def _zone(ability: Ability) -> str:
    """Where an activated ability works: "hand", "graveyard" or "battlefield" (113.6, 113.6m)."""
    keyword = (ability.keyword or "").lower()
    words = " ".join(ability.cost) + " " + text_of(ability)
    if keyword in _HAND_KEYWORDS or _FROM_HAND.search(words):
        return "hand"
    if keyword in _GRAVEYARD_KEYWORDS or _FROM_GRAVEYARD.search(words):
        return "graveyard"
    return "battlefield"


# what an ability does to its own card ("~"), as a question may tell it ("can I return A from my graveyard?")
_ACTIONS = {"return": r"\breturn ~", "regenerate": r"\bregenerate ~", "untap": r"\buntap ~", "transform":
            r"\b(?:transform|flip) ~", "animate": r"~ becomes\b[^.]*\bcreature\b"}


def _asked(card: Card, which: str | None, action: str | None = None) -> list[tuple[Face, Ability]]:
    """The activated abilities the question is about (all of them unless it names one kind, or tells what the
    ability does to its own card)."""
    found = [(f, a) for f in card.faces for a in f.abilities if is_activated(a)]
    if action == "sacrifice":
        found = [(f, a) for f, a in found if any(re.search(r"\bsacrifice (?:~|this \w+)$", c, re.I) for c in a.cost)]
    elif action is not None:
        found = [(f, a) for f, a in found if re.search(_ACTIONS[action], a.normalized or a.text, re.I)]
    if which == "mana":
        return [(f, a) for f, a in found if a.kind == "mana"]
    if which == "cycle":
        return [(f, a) for f, a in found if (a.keyword or "").lower() in _CYCLING]
    if which in ("equip", "crew"):
        return [(f, a) for f, a in found if (a.keyword or "").lower() == which]
    if which == "loyalty":
        return [(f, a) for f, a in found if a.loyalty is not None]
    return found


def _whose(words: str) -> set[str] | None:
    """The permanent types in "artifacts and creatures", or None for words this check doesn't read."""
    kinds = set()
    for word in re.findall(r"[a-z]+", words.lower()):
        if word in ("and", "or"):
            continue
        singular = singular_of(word)
        if singular not in PERMANENT_TYPES:
            return None
        kinds.add(singular)
    return kinds or None


def _prohibits(prohibitor: Card, text: str, face: Face, ability: Ability, source: Card,
               prohibitor_controller: str | None) -> tuple[str, str, tuple[str, ...]] | None:
    """Does this prohibition stop this ability? (value, why, rules), or None if it can't be read."""
    said = f"{prohibitor.name}: \"{text}\""
    players = _PLAYERS_CANT.match(text)
    if players:
        if players["what"].lower() == "cycle cards":
            hit = (ability.keyword or "").lower() in _CYCLING
            return ("no", f"{said}; this is a cycling ability.", ("702.29a", "602.5")) if hit else \
                ("yes", f"{said}; this isn't a cycling ability.", ("602.5",))
        hit = ability.loyalty is not None
        return ("no", f"{said}; this is a loyalty ability.", ("606.3", "602.5")) if hit else \
            ("yes", f"{said}; this isn't a loyalty ability.", ("602.5",))
    match = _PROHIBITION.match(text)
    if not match:
        return None
    if match["unless_mana"] and ability.kind == "mana":
        return "yes", f"{said}; this is a mana ability, which it spares.", ("605.1a", "602.5")
    whose = match["whose"].strip()
    if _CHOSEN.match(whose):
        choose = " ".join(text_of(a) for f in prohibitor.faces for a in f.abilities)
        if re.search(r"choose a nonland card name", choose, re.I) and all(
                "land" in types_of(f) for f in source.faces):
            return ("yes", f"{said}; the name chosen for {prohibitor.name} is a nonland card's, and {source.name} is "
                    "a land.", ("602.5",))
        return ("depends", f"{said}; it stops this ability only if {source.name} was the choice made for "
                f"{prohibitor.name}.", ("602.5",))
    theirs = bool(_OPPONENTS.search(whose))
    kinds = _whose(_OPPONENTS.sub("", whose))
    if kinds is None:
        return None
    zone = _zone(ability)
    if zone != "battlefield":
        return ("yes", f"{said}; that means {name_list(sorted(kinds))} permanents on the battlefield, and this ability "
                f"works from your {zone}.", ("109.2", "113.6m"))
    own = types_of(face)
    if not kinds & own:
        becomes = "creature" in kinds and face.facts.becomes_creature
        if becomes:
            return ("depends", f"{said}; {source.name} is {face.type_line} and is stopped only while it's a creature.",
                    ("109.2", "602.5"))
        return ("yes", f"{said}; {source.name} is {face.type_line}, not {name_list(sorted(kinds), 'or')}.",
                ("109.2",))
    if theirs:
        if prohibitor_controller is None:
            return ("depends", f"{said}; it stops this ability only if {prohibitor.name} is controlled by an opponent "
                    "of the ability's controller.", ("602.5",))
        if prohibitor_controller == "you":
            return "yes", f"{said}; you control {prohibitor.name}, so it doesn't stop your own abilities.", ("602.5",)
    return "no", f"{said}; it stops this ability.", ("602.5", "101.2")



# 305.7: "Nonbasic lands are Mountains." (a basic land type set by an effect removes the land's other abilities)
_LANDS_BECOME = re.compile(r"^nonbasic lands are (?:plains|islands|swamps|mountains|forests)\.$", re.I)
# other effects that set types or remove abilities (613.1d, 613.1f): not weighed here
_SETS_TYPE = re.compile(r"\b(?:are|is) (?:a |an )?(?:plains|islands?|swamps?|mountains?|forests?)\b|"
                        r"\blose(?:s)? all (?:other )?abilities\b|\bhave no abilities\b|\bis every basic land type\b",
                        re.I)

@check("activation.allowed.v1", intent="activation.allowed",
       answers="Can A's activated ability be activated while the other named cards are in play? Reads "
               "prohibitions (\"Activated abilities of artifacts can't be activated\", \"Players can't cycle "
               "cards\"), whose abilities they cover and where A's ability works from.",
       cites=("602.5", "101.2", "109.2", "113.6m", "605.1a", "609.3", "305.7", "107.5", "107.6"),
       reads=Reads(roles=("source",), optional=("prohibitor",), params=("ability", "asked", "state", "action"),
                   scenario=("controller", "zone", "status", "players")),
       examine=Examine(MAY_STOP, "stops or changes activating abilities", "602.5"),
       ruling_terms=("activate", "activated ability", "mana ability"))
def activation_allowed(q: CheckInput) -> Verdict | None:
    source = q.need("source")
    if q.controller("source") == "opponent":
        return None                          # the asker activating an opponent's ability: not this question
    asked = _asked(source, q.details.get("ability"), q.details.get("action"))
    if not asked:
        return None                          # nothing of that kind to activate
    if q.details.get("asked") == "stop" and any(a.kind in ("triggered", "static") for f in source.faces
                                                 for a in f.abilities):
        return None                          # "does B stop A's ability": which ability is meant is unclear
    status = q.status("source")
    if status - {"tapped", "untapped"} or len(status) > 1:
        return None                          # attacking, blocking, equipped ...: not weighed here
    named = q.card("prohibitor")
    others = [c for c in ([named] if named is not None else []) + list(q.others) if c is not source]
    targets = any(a.targets for _, a in asked)
    outcomes: dict[int, list[tuple[str, str, tuple[str, ...]]]] = {i: [] for i in range(len(asked))}
    steps, examined = [], []
    for other in others:
        reads_all, said = True, []
        stated = q.question.reading.obj(other.name)
        controller = stated.controller if stated is not None else None
        for face in other.faces:
            for ability in face.abilities:
                text = text_of(ability)
                moon = _LANDS_BECOME.match(text)
                if moon and any(t.lower() == "land" for f in source.faces for t in f.types):
                    basic = any(t.lower() == "basic" for t in front(source).supertypes)
                    for i, (own_face, own) in enumerate(asked):
                        outcomes[i].append(("yes", f"{other.name} (\"{text}\") changes only nonbasic lands.", ("305.7",))
                                           if basic else
                                           ("no", f"{other.name}: \"{text}\" — a land whose subtype becomes a basic "
                                            "land type loses all its other abilities and has only that type's mana "
                                            "ability.", ("305.7",)))
                    said.append(text)
                elif _SETS_TYPE.search(text):
                    reads_all = False        # a type set or abilities removed: not weighed here (305.7, 613.1d)
                elif _PROHIBITION.match(text) or _PLAYERS_CANT.match(text):
                    for i, (own_face, own) in enumerate(asked):
                        found = _prohibits(other, text, own_face, own, source, controller)
                        if found is None:
                            reads_all = False
                        else:
                            outcomes[i].append(found)
                    said.append(text)
                elif _TARGETING_ONLY.search(text) or (ability.keyword or "").lower() in (
                        "hexproof", "shroud", "protection", "ward"):
                    if targets:
                        reads_all = False    # it could leave the ability without a legal target (602.2b)
                elif re.search(MAY_STOP, text, re.I):
                    reads_all = False
        if not reads_all:
            continue                         # left to the examination: the verdict is withheld
        examined.append(other.name)
        if not said:
            steps.append(step(f"{other.name}: examined; nothing it says stops activating {source.name}'s ability "
                              "(an effect that can't do part of what it says still does the rest).", "602.5", "609.3"))
    for i, (face, ability) in enumerate(asked):
        for symbol, state, rule in (("{T}", "tapped", "107.5"), ("{Q}", "untapped", "107.6")):
            if state in status:
                if symbol in ability.cost:
                    outcomes[i].append(("no", f"{source.name} is {state}, so the {symbol} in this cost can't be paid.",
                                        (rule,)))
                elif state == "tapped":
                    outcomes[i].append(("yes", "its cost has no {T}: a tapped permanent can still activate it.",
                                        (rule,)))
    verdicts = []
    for i, (face, ability) in enumerate(asked):
        for value, why, rules in outcomes[i]:
            steps.append(step(f"\"{shown(ability)}\": {why}", *rules))
        values = {value for value, _, _ in outcomes[i]}
        verdicts.append("no" if "no" in values else "depends" if "depends" in values else "yes")
    assumptions = ["You can pay the costs, and it's a time the ability's own text allows (602.5b, 602.5d)."]
    if any(needs_tap(a) for _, a in asked) and any(f.facts.is_creature or f.facts.becomes_creature
                                                    for f in source.faces):
        assumptions.append(f"{source.name} has been under your control since your most recent turn began, or has "
                           "haste (602.5a).")
    if set(verdicts) == {"yes"}:
        if not others:
            steps.append(step(f"Nothing named prohibits activating {source.name}'s ability.", "602.5"))
        return Verdict("yes", f"Yes: {source.name}'s ability can be activated.", tuple(steps), tuple(assumptions),
                       examined=tuple(examined))
    if set(verdicts) == {"no"}:
        return Verdict("no", f"No: {source.name}'s ability can't be activated.", tuple(steps), tuple(assumptions),
                       examined=tuple(examined))
    if "depends" not in verdicts:
        stopped = [shown(a) for (_, a), v in zip(asked, verdicts) if v == "no"]
        return Verdict("depends", f"It depends on the ability: {name_list(chr(34) + s + chr(34) for s in stopped)} can't be "
                       "activated; the others can.", tuple(steps), tuple(assumptions), examined=tuple(examined))
    return Verdict("depends", f"It depends: whether {source.name}'s ability can be activated turns on the "
                   "conditions below.", tuple(steps), tuple(assumptions), examined=tuple(examined))


# The kinds of ability a question can ask about without naming a card that has one, and what any such ability
# is: equip, an artifact's (an Equipment's, 301.5c, 702.6a); crew, a Vehicle's (301.7, 702.122a); cycling and
# landcycling, from a hand (702.29a, 702.29e); loyalty abilities, a planeswalker's (606.3). Mana abilities
# (605.1a) belong to permanents of any type.
_KINDS: dict[str, tuple[str, str, str, Ability]] = {
    "equip": ("an Equipment's equip ability", "Artifact — Equipment", "Artifact",
              Ability(kind="activated", text="Equip {1}", cost=("{1}",), keyword="equip")),
    "crew": ("a Vehicle's crew ability", "Artifact — Vehicle", "Artifact",
             Ability(kind="activated", text="Crew 1", keyword="crew")),
    "cycle": ("a cycling ability", "", "", Ability(kind="activated", text="Cycling {2}", cost=("{2}",),
                                                   keyword="cycling")),
    "loyalty": ("a planeswalker's loyalty ability", "Planeswalker", "Planeswalker",
                Ability(kind="activated", text="+1: ...", loyalty="+1")),
    "mana": ("a mana ability", "", "", Ability(kind="mana", text="{T}: Add {C}.", cost=("{T}",),
                                               mana_ability_of="activated")),
}


@check("activation.described.v1", intent="activation.allowed",
       answers="Does a card stop a kind of activated ability, none named (\"does Stabilizer stop landcycling?\", \"can "
               "I equip with Damping Matrix in play?\")? Reads its prohibition against what every ability of that kind "
               "is: equip an Equipment's (an artifact's), crew a Vehicle's, cycling one that works from a hand, loyalty "
               "abilities a planeswalker's, a mana ability any permanent's.",
       cites=("602.5", "101.2", "109.2", "702.6a", "702.122a", "702.29a", "702.29e", "606.3", "605.1a"),
       reads=Reads(roles=("prohibitor",), params=("ability", "asked"), scenario=("controller", "zone", "players")),
       ruling_terms=("activate", "activated ability", "mana ability"))
def activation_described(q: CheckInput) -> Verdict | None:
    prohibitor = q.need("prohibitor")
    kind = _KINDS.get(q.details.get("ability", ""))
    if q.card("source") is not None or kind is None or q.others:
        return None                          # a card named: activation.allowed.v1; other cards: not weighed here
    described, type_line, card_type, ability = kind
    face = Face(name=described, mana_cost=None, type_line=type_line, oracle_text=ability.text,
                types=(card_type,) if card_type else (), abilities=(ability,))
    source = Card(name=described, layout="normal", faces=(face,))
    stated = q.question.reading.obj(prohibitor.name)
    controller = stated.controller if stated is not None else None
    found, said = [], []
    for text in (text_of(a) for f in prohibitor.faces for a in f.abilities):
        if _PROHIBITION.match(text) or _PLAYERS_CANT.match(text):
            mana_of_any_type = ability.kind == "mana" and not re.search(r"unless they're mana abilities", text, re.I) \
                and _PROHIBITION.match(text)
            outcome = ("depends", f"{prohibitor.name}: \"{text}\"; it stops the mana abilities of those permanents "
                       "only.", ("602.5", "605.1a")) if mana_of_any_type else _prohibits(prohibitor, text, face, ability,
                                                                                         source, controller)
            if outcome is None:
                return None
            found.append(outcome)
            said.append(text)
        elif _SETS_TYPE.search(text) or re.search(MAY_STOP + r"|\bcop(?:y|ies)\b", text, re.I) and not \
                _TARGETING_ONLY.search(text):
            return None                      # something else that may change activating (or a copy): not weighed here
    if not found:
        steps = [step(f"{prohibitor.name}: examined; nothing it says stops activating {described}.", "602.5")]
        return Verdict("yes", f"Yes: {prohibitor.name} doesn't stop {described}.", tuple(steps))
    steps = [step(f"{described[0].upper()}{described[1:]}: {why}", *rules) for _, why, rules in found]
    values = {value for value, _, _ in found}
    if values == {"yes"}:
        return Verdict("yes", f"Yes: {prohibitor.name} doesn't stop {described}.", tuple(steps))
    if "no" in values:
        return Verdict("no", f"No: {prohibitor.name} stops {described}.", tuple(steps))
    return Verdict("depends", f"It depends: {prohibitor.name} stops {described} only in the case below.", tuple(steps))


# --- more than once a turn: "can I activate A's ability twice in one turn?" (602.5b, 606.3) -------------------

_ONCE = re.compile(r"\bactivate (?:this ability |each ability )?only once each turn\b|\bonly once each turn\b", re.I)
_OTHER_COUNT = re.compile(r"\bonly (?:twice|three times|once)\b|\bno more than\b", re.I)
# a cost that moves the card itself away (701.21a, 400.7): it can be paid once, and the object is gone
_ITSELF_GONE = re.compile(r"^(?:sacrifice|exile|discard|return|put) ~(?:\W|$)", re.I)
# an effect that moves the card itself: it comes back, if at all, as a new object (400.7)
_MOVES_ITSELF = re.compile(r"\b(?:exile|return|sacrifice|put|shuffle|transform|flip) ~", re.I)


@check("activation.repeat.v1", intent="activation.twice",
       answers="Can A's ability be activated more than once in a turn? An activated ability can be activated again "
               "whenever its cost can be paid (602.1, 602.2), unless it says \"Activate only once each turn\" (602.5b); "
               "a planeswalker's loyalty abilities only one a turn in all (606.3); a {T} cost needs it untapped "
               "again (107.5).",
       cites=("602.2", "602.5b", "606.3", "107.5", "606.1", "701.21a", "400.7"),
       reads=Reads(optional=("source",), params=("loyalty", "kind"), scenario=("controller", "players")),
       examine=Examine(r"activat|loyalty|untap|additional|any time you could", "changes how often abilities can be "
                       "activated, or untaps", "606.3"),
       ruling_terms=("activate", "once each turn", "loyalty"))
def activated_again(q: CheckInput) -> Verdict | None:
    source = q.card("source")
    if source is None:
        if q.details.get("kind") != "loyalty":
            return None
        return Verdict("no", "No: a player may activate a loyalty ability of a planeswalker only if none of that "
                       "planeswalker's loyalty abilities has been activated that turn.",
                       (step("Loyalty abilities: only at sorcery speed, and only one of a permanent's loyalty abilities "
                             "in a turn.", "606.3"),))
    loyalty = q.details.get("loyalty")
    abilities = [a for f in source.faces for a in f.abilities if is_activated(a)
                 and (loyalty is None or (a.loyalty or "").replace("\u2212", "-") == loyalty)]
    if q.details.get("kind") == "loyalty":
        abilities = [a for a in abilities if a.loyalty]
    if not abilities or len(source.faces) > 1:
        return None
    outcomes = []
    for ability in abilities:
        said = f"\"{shown(ability)}\""
        text = f"{text_of(ability)} {ability.reminder or ''}"
        gone = next((part for part in ability.cost if _ITSELF_GONE.match(part.replace(source.name, "~"))), None)
        if gone is not None:
            outcomes.append(("no", step(f"{said}: its cost \"{gone}\" takes {source.name} away; once it has been "
                                        "paid, that object can't pay it again.", "701.21a", "400.7")))
            continue
        if _MOVES_ITSELF.search(text_of(ability)):
            return None                      # it moves itself: a new object may come back (400.7), not weighed
        if ability.loyalty:
            outcomes.append(("no", step(f"{said} is a loyalty ability: only one of {source.name}'s loyalty abilities "
                                        "can be activated each turn.", "606.3")))
        elif _ONCE.search(text):
            outcomes.append(("no", step(f"{said}: \"Activate only once each turn.\"", "602.5b")))
        elif _OTHER_COUNT.search(text) or ability.kind == "keyword":
            return None                      # another limit, or a keyword ability: not read here
        elif needs_tap(ability):
            outcomes.append(("depends", step(f"{said} has {{T}} or {{Q}} in its cost: it can be paid again only once "
                                             f"{source.name} has untapped.", "107.5", "602.2")))
        else:
            outcomes.append(("yes", step(f"{said} has no limit on how often it's activated: again whenever its cost "
                                         "can be paid.", "602.2")))
    values = {value for value, _ in outcomes}
    value = next(iter(values)) if len(values) == 1 else "depends"
    answer = {"yes": f"Yes: {source.name}'s ability can be activated more than once in a turn, paying its cost each "
                     "time.",
              "no": f"No: {source.name}'s ability can be activated only once each turn.",
              "depends": f"It depends: {source.name}'s ability can be activated again in the same turn only under "
                         "the conditions below."}[value]
    if len(values) > 1:
        answer = f"It depends on which of {source.name}'s abilities is asked about."
    elif all(a.loyalty for a in abilities):
        answer = f"No: only one of {source.name}'s loyalty abilities can be activated each turn."
    elif value == "no" and all("takes" in s.text for _, s in outcomes):
        answer = f"No: paying the cost of {source.name}'s ability takes {source.name} away, so that permanent can " \
                 "activate it only once."
    return Verdict(value, answer, tuple(s for _, s in outcomes))
