"""Changing targets (115.7): can A redirect B?

A's ability says how targets change: "change a target of target spell or ability to ~" (115.7b,
only one target, and only to A), "change the target of target spell with a single target"
(115.7a, 115.9a), "change any targets" (115.7c) or "choose new targets for target spell" (115.7d).
B offers a spell (an instant, sorcery or Aura spell) and/or abilities, each with its instances of
the word "target" (115.3): the verdict comes from comparing the two.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..models import Ability, Card, Face, TargetSpec, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import (
    combine,
    front,
    is_spell_card,
    name_list,
    shown,
    step,
    target_fit,
    text_of,
)
from .targeting import protections

_REDIRECT = [
    ("a_target_to_self", re.compile(r"change a target of target ([^.]*?) to ~", re.I)),
    ("any_targets", re.compile(r"change any targets of target ([^.]*)", re.I)),
    ("the_target", re.compile(r"change the targets? of target ([^.]*)", re.I)),
    ("new_targets", re.compile(r"choose new targets for target ([^.]*)", re.I)),
]
MODE_RULE = {"a_target_to_self": "115.7b", "any_targets": "115.7c", "the_target": "115.7a",
             "new_targets": "115.7d"}


@dataclass(frozen=True)
class TargetChanger:
    mode: str
    spec: TargetSpec           # what A's ability targets ("target spell or ability ...")
    single_target: bool        # "... with a single target" (115.9a)
    ability: Ability


@dataclass(frozen=True)
class Targeted:
    """One thing of B's that can be on the stack: its spell, or one of its abilities."""

    kind: str                  # "spell" or "ability"
    label: str
    instances: tuple[TargetSpec, ...]
    ability: Ability | None    # the ability, for kind "ability"; None for the spell
    modal: bool = False
    divided: bool = False


def find_target_changer(card: Card) -> TargetChanger | None:
    for face in card.faces:
        for ability in face.abilities:
            text = text_of(ability)
            for mode, pattern in _REDIRECT:
                if pattern.search(text):
                    spec = next((t for t in ability.targets if {"spell", "ability"} & set(t.types)), None)
                    if spec is not None:
                        single = ability.single_target or "single target" in (spec.restriction or spec.phrase)
                        return TargetChanger(mode, spec, single, ability)
    return None


def _ability_kind(ability: Ability) -> str:
    if ability.kind == "triggered" or (ability.kind == "mana" and ability.mana_ability_of == "triggered"):
        return "triggered ability"
    return "activated ability"


def _short(ability: Ability) -> str:
    head = ability.trigger or (", ".join(ability.cost) + ": …" if ability.cost else shown(ability))
    return head if len(head) <= 60 else head[:57].rstrip() + "…"


def targeted_things(card: Card) -> list[Targeted]:
    """B's spell (its spell abilities' targets, an Aura's enchant target, a keyword's) and each of
    its activated and triggered abilities that target."""
    out: list[Targeted] = []
    for face in card.faces:
        spell_targets: list[TargetSpec] = []
        modal = divided = False
        for ability in face.abilities:
            text = text_of(ability).lower()
            on_spell = ability.kind == "spell" or (ability.kind == "keyword" and any(
                t.origin in ("enchant", "keyword") for t in ability.targets) and ability.keyword and
                ability.keyword.lower() in ("enchant", "mutate", "bestow"))
            if on_spell and ability.targets:
                spell_targets += ability.targets
                modal = modal or bool(ability.modes)
                divided = divided or "divided" in text or "distribute" in text
            elif ability.targets and ability.kind in ("activated", "triggered", "keyword", "mana"):
                out.append(Targeted("ability", f"{face.name}'s {_ability_kind(ability)} "
                                    f"(\"{_short(ability)}\")", tuple(ability.targets), ability,
                                    bool(ability.modes), "divided" in text or "distribute" in text))
        if spell_targets or is_spell_card(face):
            out.insert(0, Targeted("spell", f"the spell {face.name}", tuple(spell_targets), None, modal, divided))
    return out


def _number_of_targets(instances: tuple[TargetSpec, ...]) -> tuple[int, float]:
    low = sum(t.min for t in instances)
    high = 0.0
    for t in instances:
        high += float("inf") if t.max is None or isinstance(t.max, str) else t.max
    return low, high


def _redirect_can_target(redirect: TargetChanger, thing: Targeted, face: Face) -> tuple[bool, str]:
    """Can A's ability choose this spell or ability as its target at all?"""
    types = set(redirect.spec.types)
    phrase = redirect.spec.phrase.lower()
    if thing.kind == "spell" and "spell" not in types:
        return False, f"it targets {redirect.spec.phrase!r}, and {thing.label} is a spell"
    if thing.kind == "ability":
        if "ability" not in types:
            return False, f"it targets {redirect.spec.phrase!r}, not abilities"
        assert thing.ability is not None           # an "ability" Targeted carries its ability
        kind = _ability_kind(thing.ability)
        if ("activated" in phrase and "triggered" not in phrase and kind != "activated ability") or (
                "triggered" in phrase and "activated" not in phrase and kind != "triggered ability"):
            return False, f"it targets {redirect.spec.phrase!r}, and this is a {kind}"
    if thing.kind == "spell":
        wanted = [w for w in ("instant", "sorcery", "creature", "artifact", "enchantment", "arcane")
                  if w in phrase]
        have = {t.lower() for t in face.types} | {t.lower() for t in face.subtypes}
        if wanted and not set(wanted) & have:
            return False, f"it targets {redirect.spec.phrase!r}, and {face.name} is {face.type_line}"
    return True, ""


def _evaluate(redirect: TargetChanger, a: Card, b: Card, thing: Targeted, already: bool = False
              ) -> tuple[str, list, list[str]]:
    steps, assumptions = [], []
    a_face = front(a)
    b_face = next((f for f in b.faces if thing.label.endswith(f.name) or f.name in thing.label), front(b))
    ok, why = _redirect_can_target(redirect, thing, b_face)
    if not ok:
        return "no", [step(f"{a.name} can't target {thing.label}: {why}.", "115.1", "115.7")], []
    if not thing.instances:
        if redirect.single_target:
            return "no", [step(f"{thing.label} has no targets, so it isn't a spell or ability \"with a single "
                               f"target\" that {a.name} could target.", "115.9a")], []
        return "no", [step(f"{thing.label} doesn't target (it never uses the word \"target\"), so {a.name} can "
                           f"be {'activated' if redirect.ability.kind == 'activated' else 'used'} but nothing "
                           f"changes.", "115.10a", "115.7")], []
    count = len(thing.instances)
    low, high = _number_of_targets(thing.instances)
    described = name_list(f"{t.phrase!r}" for t in thing.instances)
    steps.append(step(f"{thing.label} uses the word \"target\" {count} time{'s' if count > 1 else ''}: "
                      f"{described}.", "115.3"))
    if thing.modal:
        steps.append(step("Changing targets can't change the mode that was chosen.", "115.8"))
    if thing.divided:
        steps.append(step("The original division of damage or counters stays as it was.", "115.7f"))
    variable = any(t.max is None or isinstance(t.max, str) or t.min != t.max for t in thing.instances)
    if variable:
        steps.append(step("Its number of targets is variable; changing targets never changes how many there "
                          "are.", "115.7", "601.2c"))
        assumptions.append(f"{b.name}'s controller chose at least one target.")

    if redirect.single_target:
        if low == high == 1:
            value = "yes"
            steps.append(step(f"It always has exactly one target, so it's a legal target for {a.name}.", "115.9a"))
        elif low <= 1 <= high:
            value = "depends"
            steps.append(step(f"It has a single target only if exactly one target was chosen; {a.name} can "
                              f"target it only then.", "115.9a"))
        else:
            value = "no"
            steps.append(step(f"It always has at least {low} targets, so it is never a spell or ability with a "
                              f"single target.", "115.9a"))
            return value, steps, assumptions
        steps.append(step("The new target must be a legal target for it; if there is none, the target stays.",
                          "115.7a"))
        return value, steps, assumptions

    if redirect.mode == "a_target_to_self":
        fits = [(t, *target_fit(t, a_face, source=b_face, card=a)) for t in thing.instances]
        legal = [(t, v, why) for t, v, why in fits if v != "no"]
        for t, v, why in fits:
            if v == "no":
                steps.append(step(f"{a.name} isn't a legal target for {t.phrase!r}: {why}.", "115.7a"))
        if not legal:
            steps.append(step(f"No target can be changed to {a.name}, so nothing changes (the ability can still "
                              f"be activated).", "115.7a", "115.7b"))
            return "no", steps, assumptions
        if count > 1:
            steps.append(step(f"It uses \"target\" several times; {a.name}'s ability changes only one of them, "
                              f"chosen as it resolves.", "115.7b", "115.3"))
        if any(t.max is None or isinstance(t.max, str) or (t.max or 0) > 1 for t, _, _ in legal):
            steps.append(step(f"Where one instance of \"target\" has several targets, only one of those targets "
                              f"can change to {a.name}.", "115.7b"))
        steps.append(step(f"{a.name} must be a legal target for that instance and can't already be one of its "
                          f"targets (the same object can't be chosen twice for one \"target\").", "115.3", "115.7a"))
        if already:
            if count == 1:
                steps.append(step(f"{a.name} is already a target of its only instance of \"target\", so no target "
                                  "can change to it and nothing changes.", "115.3", "115.7a"))
                return "no", steps, assumptions
            steps.append(step(f"{a.name} is already one of its targets; only another instance of \"target\" "
                              "could change to it.", "115.3"))
            return "depends", steps, assumptions
        assumptions.append(f"{a.name} isn't already a target of that instance of \"target\".")
        value = "yes" if any(v == "yes" for _, v, _ in legal) else "depends"
        if thing.modal and len(legal) < count:
            # 115.8: the modes stay as chosen; only a mode with a fitting "target" lets it change
            steps.append(step(f"Only {name_list(repr(t.phrase) for t, _, _ in legal)} can change to {a.name}: that "
                              "mode must have been chosen.", "115.8"))
            value = "depends"
        for t, v, why in legal:
            if v == "depends":
                steps.append(step(f"{why}.", "115.7a"))
        return value, steps, assumptions

    if redirect.mode == "new_targets":
        steps.append(step("Any number of its targets may be changed; unchanged ones stay even if illegal, and the "
                          "new ones must be legal.", "115.7d"))
    elif redirect.mode == "any_targets":
        steps.append(step("Any number of its targets may be changed, each only to another legal target.", "115.7c"))
    else:
        steps.append(step("All of its targets change, each only to another legal target (or none change).",
                          "115.7a"))
    return "yes", steps, assumptions


@check("targets.change_target.v1", intent="targets.change",
       answers="Can A change the target(s) of B (B's spell or its abilities)? A's wording decides how: change "
               "a target, change the target of a spell with a single target, or choose new targets.",
       cites=("115.1", "115.3", "115.7", "115.9a", "115.10a"),
       reads=Reads(roles=("redirector",), optional=("spell", "new_target"),
                   params=("object", "already", "to_player", "to_itself", "asked"),
                   scenario=("zone", "controller", "events", "players")),
       examine=Examine(r"target|hexproof|shroud|protection|ward|cop(y|ies)|can't|control|becomes?|gains?",
                       "targets, copies, or grants or removes abilities", "115.7"),
       ruling_terms=("target", "change", "new targets", "single target"))
def change_target(q: CheckInput) -> Verdict | None:
    a, named = q.need("redirector"), q.card("spell")
    events = q.question.reading.scenario.events
    if len(events) > 1 or (events and events[0].kind != "cast"):
        return None                          # a story of several spells and responses: not read here
    if named is None:
        # "I cast a spell targeting a creature. Can A redirect it?": the spell cast
        cast = [c for c in (*q.cards.values(), *q.others) if events and c.name == events[0].card]
        if not cast:
            return None
        named = cast[0]
    elif events and events[0].card != named.name:
        return None                          # the spell asked about isn't the one the story casts
    verdict = _change_target(q, a, named)
    itself = q.details.get("to_itself") == "yes"
    new = named if itself else q.card("new_target")
    if verdict is not None and verdict.value in ("yes", "depends") and (
            new is not None or q.details.get("to_player") == "yes"):
        verdict = _to_new_target(q, verdict, a, named, new, itself)
    if verdict is None or not events:
        return verdict
    # the spell cast and its present target are part of the question, used here
    told = tuple(n for n in (named.name, events[0].target) if n and not n.startswith("player:"))
    return replace(verdict, examined=verdict.examined + told)


def _asked_things(q: CheckInput, b: Card) -> list[Targeted]:
    """B's spell and abilities that target, only the spell or only the abilities when the question says
    which ("B's triggered ability", "the spell B")."""
    asked = q.details.get("object")
    return [t for t in targeted_things(b) if asked is None or t.kind == asked]


def _new_target_fit(thing: Targeted, b: Card, new: Card, itself: bool) -> tuple[str, str]:
    """Could `new` be chosen for one of this spell's or ability's instances of "target" (115.7)? With
    `itself`, `new` is B: the spell itself on the stack, or the permanent whose ability it is."""
    if itself and thing.kind == "spell":
        return "no", f"a spell is never a legal target for itself (115.5), so {b.name} can't target {b.name}"
    values, reasons = [], []
    for spec in thing.instances:
        if itself and not set(spec.types) - {"spell", "ability"}:
            values.append("no")
            reasons.append(f"{spec.phrase!r} can choose only a spell or ability, and an ability is never a legal "
                           "target for itself (115.5)")
            continue
        value, why = target_fit(spec, front(new), source=front(b), card=new)
        limits = protections(front(new), front(b), is_spell=thing.kind == "spell") if value != "no" else []
        if any(v not in ("no", "depends") for v, _, _ in limits):
            return "unread", ""              # ward, or a protection line not weighed here
        if any(v == "no" for v, _, _ in limits):
            value, why = "no", next(w for v, w, _ in limits if v == "no")
        elif limits and value == "yes":
            value, why = "depends", limits[0][1]
        values.append(value)
        reasons.append(f"{spec.phrase!r}: {why}")
    return combine(values), "; ".join(reasons)


def _to_new_target(q: CheckInput, verdict: Verdict, a: Card, b: Card, new: Card | None, itself: bool
                   ) -> Verdict | None:
    """"Can A change B's target to C (to B itself, or to a player: `new` None)?": a target can be changed
    only to a legal target (115.7), one B's spell or ability could have chosen; with A changing the target to
    itself, C must be A. `verdict` says whether A can change B's targets at all ("yes" or "depends")."""
    redirect = find_target_changer(a)
    if redirect is not None and redirect.mode == "a_target_to_self" and (new is None or new.name != a.name):
        return Verdict("no", f"No: {a.name} can change a target only to itself, not to "
                       f"{new.name if new else 'a player'}.", verdict.steps, verdict.assumptions,
                       verdict.examined + ((new.name,) if new else ()))
    if redirect is None or new is None:
        return None                          # a player as the new target: not weighed here
    things = [t for t in _asked_things(q, b) if _evaluate(redirect, a, b, t)[0] != "no"]
    fits = [(t, *_new_target_fit(t, b, new, itself)) for t in things]
    if not fits or any(v == "unread" for _, v, _ in fits):
        return None
    if not itself and (len(fits) > 1 or len(fits[0][0].instances) != 1):
        return None                          # several targets: which one changes isn't weighed here
    value = combine([v for _, v, _ in fits])
    whom = f"{b.name} itself" if itself else new.name
    steps = verdict.steps + tuple(step(f"The new target must be legal for {t.label}: {whom}: {why}.", "115.7",
                                       *(("115.5",) if "115.5" in why else ()))
                                  for t, _, why in fits)
    examined = verdict.examined + (() if itself else (new.name,))
    if value == "no":
        of = fits[0][0].label if len(fits) == 1 else b.name
        return Verdict("no", f"No: {whom} isn't a legal target for {of}, so {a.name} can't change its target to "
                       "it.", steps, verdict.assumptions, examined)
    if value == "yes" and verdict.value == "yes":
        return replace(verdict, answer=f"Yes: {a.name} can change {b.name}'s target to {whom}.", steps=steps,
                       examined=examined)
    return Verdict("depends", f"It depends: {a.name} can change {b.name}'s target to {whom} only under the "
                   "conditions below.", steps, verdict.assumptions, examined)


def _change_target(q: CheckInput, a: Card, b: Card) -> Verdict | None:
    redirect = find_target_changer(a)
    if redirect is None:
        if q.details.get("asked") != "change":
            return None                      # "does A work against B?" never spoke of changing targets
        return Verdict("no", f"No: {a.name} has no ability that changes the targets of a spell or ability.",
                       (step(f"None of {a.name}'s abilities says \"change the target\" or \"choose new targets\"; "
                             "targets can't be changed unless an effect explicitly says so.", "115.1"),))
    things = _asked_things(q, b)
    if not things and targeted_things(b):
        return None                          # the question asks of its spell, or of an ability it hasn't
    steps = [step(f"{a.name}: \"{shown(redirect.ability)}\".", MODE_RULE[redirect.mode])]
    if not things:
        steps.append(step(f"{b.name} has no spell or ability that targets: it never uses the word \"target\", so "
                          f"there is nothing to change.", "115.10a"))
        return Verdict("no", f"No: {b.name} doesn't target anything, so {a.name} has nothing to redirect.",
                       tuple(steps))
    events = q.question.reading.scenario.events
    # "My opponent casts A targeting B": B is already its target, told as an event
    already = q.details.get("already") == "yes" or any(
        e.kind == "cast" and e.card == b.name and a.name in (e.target, *e.more_targets) for e in events)
    if already and redirect.mode != "a_target_to_self":
        return None                          # "already a target" decides only a change of target to itself
    results = []
    assumptions: list[str] = []
    for thing in things:
        value, thing_steps, thing_assumptions = _evaluate(redirect, a, b, thing, already)
        results.append((value, thing))
        steps += thing_steps
        assumptions += thing_assumptions
    value = combine([v for v, _ in results])
    best = [t for v, t in results if v == value]
    subject = best[0].label if best else b.name
    if value == "yes":
        if redirect.mode == "a_target_to_self":
            answer = f"Yes: {a.name} can change one target of {subject} to itself."
            if any(len(t.instances) > 1 or any(s.max != 1 for s in t.instances) for t in best):
                answer += " Only one target changes; the others stay."
        else:
            answer = f"Yes: {a.name} can change the target(s) of {subject}."
    elif value == "depends":
        answer = f"It depends: {a.name} can redirect {subject} only under the conditions below."
    else:
        answer = f"No: {a.name} can't change the targets of {b.name}'s spell or abilities."
    return Verdict(value, answer, tuple(steps), tuple(dict.fromkeys(assumptions)))
