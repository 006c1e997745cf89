"""Attaching an Aura or Equipment to a permanent: can A be attached to B?

301.5c: an Equipment can be attached only to a creature; 303.4a: an Aura only to an object its enchant
ability allows. 702.16c-d: a permanent with protection can't be enchanted by Auras or equipped by
Equipment with the quality (one already attached falls off: 704.5m, 704.5n). Hexproof and shroud stop only
targeting (702.11b, 702.18a): equip targets (702.6a), and so does an Aura spell (303.4a); an effect that
attaches it without the word "target" doesn't (115.1, 303.4f), nor does an Aura put onto the battlefield.
"""
from __future__ import annotations

import re

from ..models import Ability, Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import front, keyword_map, player_protections, shown, step, target_fit, text_of
from .targeting import is_chosen, matches_quality, source_qualities, unweighed_protection

_ATTACHES = re.compile(r"\battach(?:es)?\b", re.I)
# the permanent's own words about what can be attached to it
_OWN_LIMIT = re.compile(r"can't be (?:enchanted|equipped|attached)|\battach", re.I)


def _kind(card: Card) -> str | None:
    """"Aura" or "Equipment" (303.4, 301.5), else None."""
    subtypes = {s.lower() for s in front(card).subtypes}
    return "Equipment" if "equipment" in subtypes else "Aura" if "aura" in subtypes else None


def _attaching_ability(card: Card) -> Ability | None:
    """The one ability of `card` that attaches something (its trigger, an activated ability), if it has one."""
    found = [a for f in card.faces for a in f.abilities if a.kind != "keyword" and _ATTACHES.search(text_of(a))]
    return found[0] if len(found) == 1 else None


@check("attaching.can_attach.v1", intent="attach.legal",
       answers="Can Aura or Equipment A be attached to B (by C's effect, or its own)? An Equipment only to a creature "
               "(301.5c), an Aura only to what it can enchant (303.4a); protection stops both (702.16c, 702.16d); "
               "hexproof and shroud stop only an attaching that targets: equip, or casting the Aura (702.6a, 303.4a), "
               "not an effect that just attaches it (115.1, 303.4f).",
       cites=("301.5c", "303.4a", "303.4f", "702.16a", "702.16c", "702.16d", "702.6a", "702.11b", "702.18a", "702.21a",
              "115.1", "704.5m", "704.5n"),
       reads=Reads(roles=("attachment", "object"), optional=("attacher",), scenario=("controller", "zone", "players")),
       examine=Examine(r"protection|hexproof|shroud|can't be (?:enchanted|equipped|attached)|attach|enchant|equip",
                       "changes what can be attached to what", "301.5c"),
       ruling_terms=("attach", "protection", "target", "enchant", "equip"))
def can_attach(q: CheckInput) -> Verdict | None:
    attachment, obj = q.need("attachment"), q.need("object")
    if attachment is obj or len(attachment.faces) > 1 or len(obj.faces) > 1:
        return None
    face, target = front(attachment), front(obj)
    kind = _kind(attachment)
    if kind is None or unweighed_protection(target) or any(
            a.kind != "keyword" and _OWN_LIMIT.search(text_of(a)) for a in target.abilities):
        return None                          # not an Aura or Equipment, or B's own words aren't read here
    steps, values = [], []
    if kind == "Equipment":
        if target.facts.is_creature:
            steps.append(step(f"An Equipment can be attached only to a creature, and {obj.name} is one.", "301.5c"))
        elif target.facts.becomes_creature:
            steps.append(step(f"An Equipment can be attached only to a creature: {obj.name} is one only while its "
                              "own ability makes it one.", "301.5c"))
            values.append("depends")
        else:
            steps.append(step(f"An Equipment can be attached only to a creature, and {obj.name} is "
                              f"{target.type_line}.", "301.5c"))
            values.append("no")
    else:
        enchant = [spec for a in face.abilities for spec in a.targets if spec.origin == "enchant"]
        if len(enchant) != 1:
            return None
        fit, why = target_fit(enchant[0], target, card=obj)
        if fit == "no" and target.facts.becomes_creature and "creature" in enchant[0].types:
            fit, why = "depends", f"{obj.name} is a creature only while its own ability makes it one"
        steps.append(step(f"{attachment.name} can enchant only what its enchant ability allows: {why}.", "303.4a"))
        values.append(fit)
    for quality in keyword_map(target).get("protection", []):
        if is_chosen(quality):
            steps.append(step(f"{obj.name} has protection {quality}: it depends on what was chosen.", "702.16a"))
            values.append("depends")
        elif matches_quality(quality, source_qualities(face)):
            verb = "enchanted by Auras" if kind == "Aura" else "equipped by Equipment"
            steps.append(step(f"{obj.name} has protection {quality}: it can't be {verb} with that quality, and "
                              f"{attachment.name} has it.", "702.16c" if kind == "Aura" else "702.16d"))
            values.append("no")
        else:
            steps.append(step(f"{obj.name} has protection {quality}, which {attachment.name} doesn't have.",
                              "702.16c" if kind == "Aura" else "702.16d"))
    if "no" in values:
        return Verdict("no", f"No: {attachment.name} can't be attached to {obj.name}.", tuple(steps))
    untargetable = {"hexproof", "shroud", "ward"} & set(keyword_map(target)) | (
        {"its own ability"} if any(re.search(r"\bbecomes? the target\b", text_of(a), re.I)
                                   for a in target.abilities) else set())
    if untargetable:
        attacher = q.card("attacher") or attachment
        ability = _attaching_ability(attacher)
        if ability is None:
            return None                      # how it is attached isn't known: equip and casting target, others not
        targets = bool(ability.targets) or re.search(r"\btarget\b", text_of(ability), re.I) is not None
        keyword = sorted(untargetable)[0]
        if targets:
            return None                      # hexproof (whose creature?), shroud, ward: targeting reads that
        steps.append(step(f"\"{shown(ability)}\" doesn't say \"target\": it attaches {attachment.name} without "
                          f"targeting, so {obj.name}'s {keyword} doesn't matter.", "115.1",
                          {"hexproof": "702.11b", "shroud": "702.18a", "ward": "702.21a"}.get(keyword, "115.1")))
    if "depends" in values:
        return Verdict("depends", f"It depends: whether {attachment.name} can be attached to {obj.name} turns on "
                       "the condition below.", tuple(steps))
    return Verdict("yes", f"Yes: {attachment.name} can be attached to {obj.name}.", tuple(steps),
                   ("Attaching it is what the effect or ability used does; equip also needs its controller to "
                    "control the creature (702.6a).",) if kind == "Equipment" else ())


@check("attaching.falls_off.v1", intent="attach.stays",
       answers="Does Aura or Equipment A stay attached to B once B gains protection from a quality (\"does Pacifism "
               "fall off if it gets protection from white?\")? An Aura with the quality is put into its owner's "
               "graveyard, an Equipment with it becomes unattached and stays on the battlefield (702.16c-d, 704.5m, "
               "704.5n).",
       cites=("702.16c", "702.16d", "704.5m", "704.5n", "702.16a", "105.2"),
       reads=Reads(roles=("attachment", "object"), params=("quality",), scenario=("controller", "zone", "players")),
       examine=Examine(r"protection|attach|enchant|equip|can't", "changes what can stay attached", "704.5m"),
       ruling_terms=("protection", "attached", "graveyard"))
def falls_off(q: CheckInput) -> Verdict | None:
    attachment, obj = q.need("attachment"), q.need("object")
    quality = q.details.get("quality")
    face, kind = front(attachment), _kind(attachment)
    if kind is None or quality is None or attachment is obj or len(attachment.faces) > 1 or is_chosen(quality):
        return None
    rule, how = ("704.5m", "is put into its owner's graveyard") if kind == "Aura" else \
        ("704.5n", "becomes unattached and stays on the battlefield")
    has = matches_quality(quality, source_qualities(face))
    said = step(f"Protection from {quality}: it can't be {'enchanted by Auras' if kind == 'Aura' else 'equipped by Equipment'} "
                f"with that quality.", "702.16c" if kind == "Aura" else "702.16d", "702.16a")
    if has:
        return Verdict("yes", f"Yes: {attachment.name} has that quality, so it {how}.",
                       (said, step(f"{attachment.name} is attached illegally, so as state-based actions are checked it "
                                   f"{how}.", rule)),
                       (f"{attachment.name} is attached to {obj.name}.",))
    return Verdict("no", f"No: {attachment.name} isn't {quality}, so it stays attached to {obj.name}.",
                   (said, step(f"{attachment.name} doesn't have that quality, so it is still attached legally.",
                               "702.16a")), (f"{attachment.name} is attached to {obj.name}.",))


@check("attaching.player_protection.v1", intent="attach.stays",
       answers="Does an Aura on a player (a Curse) fall off when C gives that player protection, hexproof or shroud "
               "(C's \"You have ...\", or, told cast, its \"you gain protection from everything\")? An Aura with the "
               "quality is put into its owner's graveyard (702.16c, 704.5m); hexproof and shroud stop only "
               "targeting, and an Aura already attached doesn't target (303.4a, 702.11c, 702.18a).",
       cites=("303.4b", "702.16c", "702.16j", "704.5m", "303.4a", "702.11c", "702.18a", "611.3a"),
       reads=Reads(roles=("attachment", "granter"), params=("enchanted", "cast", "cast_turn"),
                   scenario=("controller", "zone", "players")),
       examine=Examine(r"protection|hexproof|shroud|attach|enchant", "changes what can stay attached", "704.5m"),
       ruling_terms=("protection", "enchant", "graveyard"))
def falls_off_player(q: CheckInput) -> Verdict | None:
    aura, granter = q.need("attachment"), q.need("granter")
    enchanted, owner = q.details.get("enchanted"), q.controller("granter")
    if aura is granter or _kind(aura) != "Aura" or len(aura.faces) > 1 or enchanted is None or owner is None:
        return None                          # whom it enchants, or whose card gives the protection, isn't told
    if not set(keyword_map(front(aura)).get("enchant", [])) & {"player", "opponent"}:
        return None                          # it can't enchant a player
    grants, assumed = player_protections(granter, q.details.get("cast") == "granter",
                                         q.details.get("cast_turn") == "last")
    if not grants:
        return None                          # gives its controller nothing this check reads
    whom = {"opponent": "your opponent", "you": "you"}[enchanted]
    stays = f"No: {aura.name} stays attached to {whom}."
    assumed = [f"{aura.name} is attached to {whom}.", *assumed]
    if owner != enchanted:
        return Verdict("no", stays, (step(f"{granter.name} protects its controller, not the player {aura.name} "
                                          "enchants.", "611.3a"),), tuple(assumed))
    what, ability = grants[0]
    quoted = f"{granter.name}: \"{shown(ability)}\""
    if what in ("hexproof", "shroud"):
        return Verdict("no", stays, (
            step(f"{quoted}: {what} stops only spells and abilities that target the player.",
                 "702.11c" if what == "hexproof" else "702.18a"),
            step(f"An Aura targets only as a spell; once attached it doesn't target, so {aura.name} stays legally "
                 "attached.", "303.4a")), tuple(assumed))
    quality = what[len("protection from "):]
    if is_chosen(quality):
        return None                          # the quality is chosen as it resolves: not told
    said = step(f"{quoted}: a player with protection can't be enchanted by Auras with that quality.", "702.16c",
                *(("702.16j",) if quality == "everything" else ()))
    if quality == "everything" or matches_quality(quality, source_qualities(front(aura))):
        return Verdict("yes", f"Yes: {aura.name} is put into its owner's graveyard.", (said, step(
            f"{aura.name} is then attached to an illegal player, so as state-based actions are checked it is put "
            "into its owner's graveyard.", "704.5m")), tuple(assumed))
    return Verdict("no", stays, (said, step(f"{aura.name} doesn't have that quality, so it is still attached "
                                            "legally.", "702.16a")), tuple(assumed))
