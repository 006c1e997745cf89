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


def _matches_quality(param: str | None, qualities: set[str]) -> bool:
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
        if _matches_quality(param, qualities):
            out.append(("no", f"{target.name} has protection {param}, and {source.name}'s {what} has that quality",
                        "702.16b"))
    for param in keywords.get("hexproof", []):
        if param and not _matches_quality(param, qualities):
            continue
        label = f"hexproof {param}" if param else "hexproof"
        out.append(("depends", f"{target.name} has {label}: an opponent's {what} can't target it, but its "
                    "controller's can", "702.11b"))
    for param in keywords.get("ward", []):
        out.append(("ward", f"{target.name} has ward {param or ''}: if an opponent targets it, the spell or "
                    "ability is countered unless that player pays the ward cost", "702.21a"))
    for ability in target.abilities:
        m = _CANT_BE_TARGET.match(text_of(ability))
        if not m:
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
       cites=("115.1", "115.2", "115.4", "702.11b", "702.16b", "702.18a", "702.21a"), reads=Reads(roles=("source", "target"), params=("actor",), scenario=("controller", "zone")),
       examine=Examine(r"hexproof|shroud|protection|ward|target|as though|can't be|becomes?|gains?|loses?|control",
                       "grants or removes hexproof, shroud, protection or ward, or changes what can be "
                       "targeted", "115.1"),
       ruling_terms=("target", "hexproof", "protection", "shroud", "ward"))
def legal_target(q: CheckInput) -> Verdict | None:
    source, target = q.card("source"), q.card("target")
    instances = _instances(source)
    if not instances:
        return Verdict("no", f"No: {source.name} doesn't target anything.",
                       (step(f"{source.name} never uses the word \"target\"; affecting something isn't targeting it.",
                             "115.10a"),))
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
        fit, why = card_fit(spec, b) or target_fit(spec, b, as_spell=as_spell, same_controller=same)
        steps.append(step(f"{face.name}'s {kind} targets {spec.phrase!r}: {why}.", "115.1", "115.2"))
        if fit == "no":
            values.append("no")
            continue
        if fit == "depends":
            assumptions.append(why + ".")
        if as_spell:
            values.append(fit)
            continue
        limits = protections(b, face, kind == "spell")
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
