"""Trigger stoppers: does B ("Creatures entering the battlefield don't cause abilities to trigger") stop
A's triggered abilities?

B's static ability stops a trigger event from triggering anything (603.2: an ability triggers when its
trigger event happens; B says that event causes no trigger): a creature entering the battlefield (603.6a),
and with "or dying", a creature dying (603.10a, 700.4). Abilities that trigger on other events (attacking,
leaving the battlefield without dying, casting) still trigger, and replacement effects ("As ~ enters",
"~ enters with ...", 614.1c, 614.12) and static abilities aren't triggered abilities at all.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..models import Ability, Card, TriggerEvent, Verdict
from ..parse import patterns as P
from ..parse.triggers import alternatives
from . import CheckInput, Reads, check
from .facts import abilities_doing, front, shown, step, text_of, types_of

_STOPS = re.compile(r"^creatures entering(?: the battlefield)?(?P<dying> or dying)? don't cause abilities to "
                    r"trigger\.$", re.I)
# keyword abilities that are triggered abilities on the permanent's own entering or dying (702.74a evoke, 702.110a
# exploit, 702.123a fabricate, 702.72a champion, 702.92a living weapon, 702.79a persist, 702.93a undying, 702.135a
# afterlife, 702.43a modular), or on a creature entering (702.100a evolve, 702.95a soulbond); any other keyword whose
# reminder text triggers isn't read here
_KEYWORD_TRIGGERS = {"evoke": ("enters", "~"), "exploit": ("enters", "~"), "fabricate": ("enters", "~"),
                     "champion": ("enters", "~"), "living weapon": ("enters", "~"), "persist": ("dies", "~"),
                     "undying": ("dies", "~"), "afterlife": ("dies", "~"), "modular": ("dies", "~"),
                     "evolve": ("enters", "a creature"), "soulbond": ("enters", "a creature")}
_TRIGGERED_REMINDER = re.compile(r"\b(?:when|whenever|at the beginning)\b", re.I)
_REPLACEMENT = re.compile(r"^as ~ enters\b|\benters(?: the battlefield)? with\b|\benters(?: the battlefield)? tapped\b",
                          re.I)
# words of a trigger condition that may be a creature entering or dying though its event was read as another
_MAY_BE = {"enters": re.compile(r"\benters?\b|\bonto the battlefield\b", re.I),
           "dies": re.compile(r"\bdies\b|\bdie\b|\bsacrific|\bgraveyard\b|\bleaves\b|\bdestroyed\b", re.I)}
_STOPPED_EVENTS = {"enters": ("entering the battlefield", "603.6a"), "dies": ("dying", "603.10a")}


def stopped_events(card: Card) -> list[tuple[str, set[str]]]:
    """(text, the events it stops: "enters", and "dies" with "or dying") for each of the card's static
    abilities that stop creatures' entering or dying from triggering abilities."""
    found = []
    for face in card.faces:
        for ability in face.abilities:
            m = _STOPS.match(text_of(ability)) if ability.kind == "static" else None
            if m:
                found.append((text_of(ability), {"enters"} | ({"dies"} if m["dying"] else set())))
    return found


def _is_creature_event(event: TriggerEvent, watcher: Card) -> str | None:
    """Must the object of this event ("When ~ enters", "Whenever another creature you control dies") be a
    creature? "yes", "no", "depends" (a permanent: only if it is one), or None for words not read here."""
    if event.self_only:
        types = types_of(front(watcher))
        return "yes" if "creature" in types else "depends" if front(watcher).facts.becomes_creature else "no"
    answers = set()
    for alternative in alternatives(event.subject):
        words = set(re.findall(r"[a-z]+", alternative.lower()))
        if alternative.strip() in ("~", "this creature"):
            answers.add("yes" if "creature" in types_of(front(watcher)) else "no")
        elif words & {"creature", "creatures"}:
            answers.add("yes")
        elif words & {"permanent", "permanents", "token", "tokens"}:
            answers.add("depends")
        elif words & {"land", "lands", "artifact", "artifacts", "enchantment", "enchantments", "planeswalker",
                      "planeswalkers", "battle", "battles"}:
            answers.add("no")
        else:
            return None
    return None if not answers else answers.pop() if len(answers) == 1 else "depends"


@check("triggers.stopped.v1", intent="trigger.stopped",
       answers="Does B (\"Creatures entering the battlefield don't cause abilities to trigger\", \"... or dying "
               "...\") stop A's triggered abilities? Only those that trigger on a creature entering (or dying) are "
               "stopped; other triggers, replacement effects and static abilities aren't.",
       cites=("603.2", "603.6a", "603.10a", "614.1c", "614.12", "113.3c", "113.3d", "604.1"),
       reads=Reads(roles=("watcher", "stopper"), params=("event", "effect"), scenario=("controller", "zone", "players")),
       ruling_terms=("trigger", "enters", "dies"))
def stopped(q: CheckInput) -> Verdict | None:
    watcher, stopper = q.need("watcher"), q.need("stopper")
    stops = stopped_events(stopper)
    if not stops or watcher is stopper:
        return None
    stopped_kinds = set().union(*(kinds for _, kinds in stops))
    abilities = [a for f in watcher.faces for a in f.abilities]
    effect = q.details.get("effect")
    if effect:
        # "does B stop A from gaining me life?": only the abilities that do that are asked about
        doing = abilities_doing(watcher, effect)
        if not doing:
            return None                      # no ability of A says it does that (or the words aren't read)
        abilities = doing
    triggered = [a for a in abilities if a.kind == "triggered" or (a.kind == "mana" and a.mana_ability_of == "triggered")]
    if any(a.event is None for a in triggered):
        return None                          # a trigger condition the parser didn't read
    for a in abilities:
        keyword = (a.keyword or "").lower()
        if a.kind == "keyword" and keyword in _KEYWORD_TRIGGERS:
            event, subject = _KEYWORD_TRIGGERS[keyword]
            triggered.append(replace(a, event=TriggerEvent(event, subject=subject, self_only=subject == "~")))
        elif a.kind == "keyword" and _TRIGGERED_REMINDER.search(a.reminder or ""):
            return None                      # a keyword that is a triggered ability this doesn't read
    asked = q.details.get("event")
    said = f"{stopper.name}: \"{stops[0][0]}\""
    steps = [step(said, "603.2")]
    values = []
    for ability in triggered:
        events = [e for e in ability.event.events() if asked is None or e.event == asked]  # type: ignore[union-attr]
        if not events:
            continue
        value = _weigh(ability, events, watcher, stopped_kinds, steps)
        if value is None:
            return None
        values.append(value)
    if not values:
        replacements = [a for a in abilities if _REPLACEMENT.search(text_of(a))]
        if asked is None and not triggered and replacements and (not effect or len(replacements) == len(abilities)):
            steps.append(step(f"\"{shown(replacements[0])}\" is a replacement effect: it never triggers, so there "
                              "is nothing to stop.", "614.1c", "614.12"))
            return Verdict("no", f"No: {stopper.name} stops only triggered abilities, and {watcher.name}'s ability "
                           "isn't one.", tuple(steps))
        if effect and asked is None and not triggered and all(a.kind == "static" for a in abilities):
            steps.append(step(f"\"{shown(abilities[0])}\" is a static ability: it is simply true while "
                              f"{watcher.name} is on the battlefield and never triggers.", "113.3d", "604.1"))
            return Verdict("no", f"No: {stopper.name} stops only triggered abilities, and {watcher.name}'s ability "
                           "isn't one.", tuple(steps))
        return None                          # no triggered ability (of the kind asked about)
    value = "yes" if set(values) == {"yes"} else "no" if set(values) == {"no"} else "depends"
    which = P.TRIGGER_KINDS.get(asked or "", "triggered abilities")
    if effect:
        which = "triggered ability that does that" if len(triggered) == 1 else "triggered abilities that do that"
    answer = {"yes": f"Yes: {stopper.name} stops {watcher.name}'s {which} from triggering.",
              "no": f"No: {stopper.name} doesn't stop {watcher.name}'s {which}.",
              "depends": f"It depends: {stopper.name} stops only some of {watcher.name}'s triggers, or only "
                         "when what enters or dies is a creature."}[value]
    return Verdict(value, answer, tuple(steps))


def _weigh(ability: Ability, events: list[TriggerEvent], watcher: Card, stopped_kinds: set[str],
           steps: list) -> str | None:
    """Does the stopper stop this ability, for the events asked about? ("yes" | "no" | "depends"), with a step;
    None when its text speaks of entering or dying in a way its trigger event wasn't read as ("is put onto the
    battlefield", "whenever you sacrifice a creature", "is put into a graveyard from anywhere")."""
    read = {e.event for e in ability.event.events()} if ability.event is not None else set()
    for kind, words in _MAY_BE.items():
        if kind in stopped_kinds and kind not in read and words.search(text_of(ability)):
            return None
    values = []
    for event in events:
        if event.event == "leaves" and "dies" in stopped_kinds:
            return None                      # leaving may be dying: which one isn't told
        if event.event not in stopped_kinds:
            values.append("no")
            continue
        creature = _is_creature_event(event, watcher)
        if creature is None:
            return None
        values.append(creature)
    value = "yes" if set(values) == {"yes"} else "no" if set(values) == {"no"} else "depends"
    what, rule = _STOPPED_EVENTS.get(events[0].event, ("that", "603.2"))
    steps.append(step({"yes": f"\"{shown(ability)}\" triggers on a creature {what}: it doesn't trigger.",
                       "no": f"\"{shown(ability)}\" doesn't trigger on a creature entering the battlefield"
                             f"{' or dying' if 'dies' in stopped_kinds else ''}: it still triggers.",
                       "depends": f"\"{shown(ability)}\" is stopped only when what it watches is a creature "
                                  f"{what}, not for its other trigger events."}[value], rule, "603.2"))
    return value
