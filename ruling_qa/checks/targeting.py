"""Targeting legality: can A's spell or ability target B? (115.1-115.4, hexproof 702.11, shroud
702.18, protection 702.16, ward 702.21, "can't be the target of" effects.)"""
from __future__ import annotations

import re

from ..models import Card, Face, TargetSpec, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import (
    COLOR_WORDS,
    card_fit,
    combine,
    front,
    is_spell_card,
    keyword_map,
    shown,
    step,
    target_fit,
    text_of,
)

_CANT_BE_TARGET = re.compile(r"^~ can't be the target of (?P<what>[^.]*)", re.I)
# a permanent's own text giving it protection, hexproof or shroud other than as a keyword line
_CHOSEN_PLAYER = re.compile(r"^~ has protection from the chosen player\.$", re.I)
_GRANTS_ITSELF = re.compile(r"\b(?:~|it) (?:has|gains?) (?:protection|hexproof|shroud)|can't be the targets? of", re.I)


def source_qualities(face: Face) -> set[str]:
    """Words protection or hexproof "from [quality]" could name for this source."""
    qualities = {t.lower() for t in face.types} | {t.lower() for t in face.subtypes}
    qualities |= {name for name, code in COLOR_WORDS.items() if code in face.colors}
    if not face.colors:
        qualities.add("colorless")
    if len(face.colors) > 1:
        qualities.add("multicolored")
    if len(face.colors) == 1:
        qualities.add("monocolored")
    return qualities


def matches_quality(param: str | None, qualities: set[str]) -> bool:
    """Does "protection/hexproof from [param]" name one of a source's qualities (702.16a, 702.11d)?"""
    words = re.findall(r"[a-z]+", (param or "").lower())
    words = [w for w in words if w not in ("from", "and", "each", "the", "color", "of", "all")]
    if not words or "everything" in words:
        return True
    return any(w.rstrip("s") in qualities or w in qualities for w in words)


def protections(target: Face, source: Face, is_spell: bool) -> list[tuple[str, str, str]]:
    """(value, reason, rule) for each of B's abilities that limits targeting by A."""
    out = []
    keywords = keyword_map(target)
    qualities = source_qualities(source)
    what = "spell" if is_spell else "ability"
    if "shroud" in keywords:
        out.append(("no", f"{target.name} has shroud: it can't be the target of spells or abilities", "702.18a"))
    for param in keywords.get("protection", []):
        if matches_quality(param, qualities):
            out.append(("no", f"{target.name} has protection {param}, and {source.name}'s {what} has that quality",
                        "702.16b"))
    for param in keywords.get("hexproof", []):
        if param and not matches_quality(param, qualities):
            continue
        label = f"hexproof {param}" if param else "hexproof"
        out.append(("depends", f"{target.name} has {label}: an opponent's {what} can't target it, but its "
                    "controller's can", "702.11b"))
    for param in keywords.get("ward", []):
        out.append(("ward", f"{target.name} has ward {param or ''}: if an opponent targets it, the spell or "
                    "ability is countered unless that player pays the ward cost", "702.21a"))
    for ability in target.abilities:
        text = text_of(ability)
        m = _CANT_BE_TARGET.match(text)
        if not m:
            if ability.kind == "static" and _CHOSEN_PLAYER.search(text):
                out.append(("depends", f"\"{shown(ability)}\": it can't be targeted by {source.name} if the player "
                            f"chosen for it controls {source.name}", "702.16b"))
            elif ability.kind == "static" and _GRANTS_ITSELF.search(text):
                out.append(("unread", f"\"{shown(ability)}\"", "702.16b"))
            continue
        restriction = m["what"].lower()
        kind_ok = ("spell" in restriction and is_spell) or ("abilit" in restriction and not is_spell)
        if not kind_ok:
            continue
        if "opponent" in restriction:
            out.append(("depends", f"\"{shown(ability)}\": only its controller's {what}s can target it", "115.1"))
        elif any(w in restriction for w in COLOR_WORDS) and not any(
                w in restriction and w in qualities for w in COLOR_WORDS):
            continue
        else:
            out.append(("no", f"\"{shown(ability)}\"", "115.1"))
    return out


def _instances(card: Card) -> list[tuple[Face, str, TargetSpec]]:
    out = []
    for face in card.faces:
        for ability in face.abilities:
            is_spell = ability.kind == "spell" or (ability.kind == "keyword" and (ability.keyword or "").lower()
                                                   in ("enchant", "mutate", "bestow")) or is_spell_card(face)
            for spec in ability.targets:
                out.append((face, "spell" if is_spell and ability.kind in ("spell", "keyword") else "ability", spec))
    return out


@check("targeting.legal_target.v1", intent="targeting.legal",
       answers="Can A's spell or ability target B? Compares A's \"target ...\" phrases with B's types, then B's "
               "hexproof, shroud, protection, ward and \"can't be the target\" text.",
       cites=("115.1", "115.2", "115.4", "702.11b", "702.16b", "702.18a", "702.21a"), reads=Reads(roles=("source", "target"), params=("actor",),
                                                                                    scenario=("controller", "zone", "status")),
       examine=Examine(r"hexproof|shroud|protection|ward|target|as though|can't be|becomes?|gains?|loses?|control",
                       "grants or removes hexproof, shroud, protection or ward, or changes what can be "
                       "targeted", "115.1"),
       ruling_terms=("target", "hexproof", "protection", "shroud", "ward"))
def legal_target(q: CheckInput) -> Verdict | None:
    source, target = q.need("source"), q.need("target")
    instances = _instances(source)
    if not instances:
        return Verdict("no", f"No: {source.name} doesn't target anything.",
                       (step(f"{source.name} never uses the word \"target\"; affecting something isn't targeting it.",
                             "115.10a"),))
    stated, using = q.fact("target"), q.fact("source")
    status = set(stated.status) if stated else set()
    if status - {"tapped", "untapped"} or (using is not None and using.status):
        return None                          # a status this check doesn't weigh
    steps, assumptions = [], []
    values = []
    b = front(target)
    # who targets, and who controls the target, when the question says so ("my own creature")
    targeting_player = q.controller("source") or q.details.get("actor")
    target_controller = q.controller("target")
    same = None if targeting_player is None or target_controller is None else targeting_player == target_controller
    if same is not None:
        steps.append(step(f"{target.name} is controlled by {'the same player as' if same else 'an opponent of'} "
                          f"the player whose {source.name} targets it.", "115.1"))
    for face, kind, spec in instances:
        as_spell = "spell" in spec.types and not (set(spec.types) - {"spell", "ability"})
        fit, why = card_fit(spec, b) or target_fit(spec, b, as_spell=as_spell, same_controller=same, source=face,
                                                   status=status)
        steps.append(step(f"{face.name}'s {kind} targets {spec.phrase!r}: {why}.", "115.1", "115.2"))
        if fit == "no":
            values.append("no")
            continue
        if fit == "depends":
            assumptions.append(why + ".")
        elif "printed power" in why or "printed toughness" in why or "printed mana value" in why:
            assumptions.append(f"{target.name}'s power and toughness are as printed (nothing has changed them).")
        if as_spell:
            values.append(fit)
            continue
        limits = protections(b, face, kind == "spell")
        if any(limit == "unread" for limit, _, _ in limits):
            return None                      # its own text about protection or hexproof isn't read here
        value = fit
        for limit, reason, rule in limits:
            if limit in ("depends", "ward") and same is not None and rule in ("702.11b", "115.1", "702.21a"):
                # 702.11b, 702.21a: hexproof and ward concern only an opponent's spells and abilities
                limit = "no" if not same and limit == "depends" else ("ward" if not same else "irrelevant")
                reason += (". The targeting player is its controller, so this doesn't apply" if same else
                           ". The targeting player is an opponent")
                if limit == "irrelevant":
                    steps.append(step(reason + ".", rule))
                    continue
            steps.append(step(reason + ".", rule))
            if limit == "no":
                value = "no"
            elif limit == "depends" and value != "no":
                value = "depends"
            elif limit == "ward":
                assumptions.append(f"If an opponent controls {target.name}, ward triggers when it becomes the "
                                   "target; the targeting itself is legal.")
        values.append(value)
    value = combine(values)
    answer = {"yes": f"Yes: {source.name} can target {target.name}.",
              "no": f"No: {source.name} can't target {target.name}.",
              "depends": f"It depends: {source.name} can target {target.name} only under the conditions below."}[value]
    return Verdict(value, answer, tuple(steps), tuple(dict.fromkeys(assumptions)))



@check("targeting.without_targets.v1", intent="targeting.none",
       answers="Can a spell be cast, or an ability activated, with no legal target to choose? Targets are chosen "
               "as it is put on the stack (601.2c); a triggered ability with no legal target is removed (603.3d).",
       cites=("601.2c", "115.1", "115.4", "603.3d", "702.29a", "303.4a"),
       reads=Reads(roles=("source",), params=("how", "absent"), scenario=("controller", "zone")),
       examine=Examine(r"target|hexproof|shroud|protection|can't|as though", "changes what can be targeted",
                       "115.1"),
       ruling_terms=("target", "no legal", "cycle", "cast"))
def without_targets(q: CheckInput) -> Verdict | None:
    card = q.need("source")
    how = q.details.get("how")
    abilities = [a for f in card.faces for a in f.abilities]
    if how == "cycle":
        cycling = [a for a in abilities if (a.keyword or "").lower() == "cycling"]
        if not cycling:
            return Verdict("no", f"No: {card.name} has no cycling.", (step(f"{card.name} has no cycling ability.",
                                                                        "702.29a"),))
        steps = [step("Cycling is \"[cost], discard this card: draw a card\"; it has no target.", "702.29a")]
        triggers = [a for a in abilities if a.kind == "triggered" and a.targets and re.search(r"cycle", a.text, re.I)]
        for a in triggers:
            steps.append(step(f"\"{shown(a)}\" triggers; with no legal target it is removed from the stack.",
                              "603.3d"))
        return Verdict("yes", f"Yes: {card.name} can be cycled; cycling itself doesn't target.", tuple(steps))
    if how != "cast":
        return None
    absent = q.details.get("absent")          # what the question says there is none of (None: no target at all)
    face = front(card)
    if len(card.faces) > 1:
        return None                          # several faces: which one is cast is unclear
    if "Aura" in face.subtypes:
        enchant = [t for a in abilities for t in a.targets if t.origin == "enchant"]
        if absent is not None and not (enchant and set(enchant[0].types) <= {absent}):
            return None
        return Verdict("no", f"No: {card.name} is an Aura spell; it targets what it will enchant.",
                       (step("An Aura spell requires a target as it is cast.", "303.4a", "601.2c"),))
    spells = [a for a in abilities if a.kind == "spell"]
    if not spells or any(a.modes for a in spells):
        return None                          # modal: which part is cast is unclear
    needed = [t for a in spells for t in a.targets if t.min and t.min > 0]
    if absent == "own_creature" and needed:
        # only "target creature you control" is left without a choice (anyone else's may exist);
        # every required target must be chosen as the spell is cast
        mine = [t for t in needed if set(t.types) == {"creature"} and re.search(r"\byou control\b", t.phrase)
                and not re.search(r"\bdon't control\b", t.phrase)]
        if not mine:
            return None
        return Verdict("no", f"No: {card.name} needs {mine[0].phrase!r}, and you control no creature.",
                       (step(f"{card.name} requires {mine[0].phrase!r}; targets are chosen as it is cast, and a "
                             "spell that requires targets can't be cast without legal ones.", "601.2c", "115.1"),))
    if absent is not None and needed:
        others = [t for t in needed if set(t.types) - {absent, "any target"} - ({"creature"} if absent == "permanent" else set())]
        if any("player" in t.types or "opponent" in t.types for t in needed):
            return Verdict("yes", f"Yes: {card.name} can still target a player.",
                           (step(f"{needed[0].phrase!r} can be a player, so no {absent} is needed.", "115.4", "601.2c"),),
                           ("A player can be targeted (no player has hexproof or shroud).",))
        if others:
            return None                      # other kinds of target might exist: not stated
    if needed:
        return Verdict("no", f"No: {card.name} can't be cast without a legal target for {needed[0].phrase!r}.",
                       (step(f"{card.name} requires {needed[0].phrase!r}; targets are chosen as it is cast, and a "
                             "spell that requires targets can't be cast without legal ones.", "601.2c", "115.1"),))
    optional = [t for a in spells for t in a.targets]
    why = f"targets are all optional ({optional[0].phrase})" if optional else "text doesn't target"
    steps = [step(f"{card.name}'s {why}, so it can be cast with no target chosen.", "601.2c")]
    return Verdict("yes", f"Yes: {card.name} can be cast without choosing a target.", tuple(steps))
