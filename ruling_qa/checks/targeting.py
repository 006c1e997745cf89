"""Targeting legality: can A's spell or ability target B? (115.1-115.4, hexproof 702.11, shroud
702.18, protection 702.16, ward 702.21, "can't be the target of" effects.)"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..models import Ability, Card, Face, TargetSpec, Verdict
from ..parse.patterns import TRIGGER_EVENT_NAMES
from . import SELF_ONLY_KEYWORDS, CheckInput, Examine, Reads, check
from .facts import (
    COLOR_WORDS,
    boost_of,
    never_cast,
    card_fit,
    combine,
    front,
    is_permanent,
    is_spell_card,
    keyword_map,
    object_fits,
    printed_limits,
    name_list,
    shown,
    step,
    target_fit,
    text_of,
    told_pt,
    types_of,
    whose,
)

_CANT_BE_TARGET = re.compile(r"^~ can't be the target of (?P<what>[^.]*)", re.I)
# a permanent's own text giving it protection, hexproof or shroud other than as a keyword line
_CHOSEN_PLAYER = re.compile(r"^~ has protection from the chosen player\.$", re.I)
_GRANTS_ITSELF = re.compile(r"(?<!\w)(?:~|it) (?:has|gains?) (?:protection|hexproof|shroud)|can't be the targets? of|"
                            # "All Slivers have shroud", "Creatures you control have hexproof": it may be one of them
                            # (not "Equipped creature has shroud": 301.5c, 303.4d, an Equipment or Aura never
                            # equips or enchants itself)
                            r"^(?!other\b|each other\b|equipped\b|enchanted\b|fortified\b)[^.]*\b(?:have|has) "
                            r"(?:protection|hexproof|shroud)\b", re.I)
# 702.16b: protection from a quality chosen as it enters ("~ has protection from the chosen color")
_CHOSEN_QUALITY = re.compile(r"^~ has (?:protection|hexproof) from the chosen (?P<what>colou?r|card type|creature type|"
                             r"type)\.$", re.I)


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
    """Does "protection/hexproof from [param]" name one of a source's qualities (702.16a, 702.11d)?
    (A quality chosen as the permanent entered can't be known here: callers check `is_chosen` first.)"""
    if re.search(r"\b(?:all|each) colou?rs?\b", param or "", re.I):
        return bool(qualities & {"white", "blue", "black", "red", "green"})     # 105.2: any colour at all
    words = re.findall(r"[a-z]+", (param or "").lower())
    words = [w for w in words if w not in ("from", "and", "each", "the", "color", "of", "all")]
    if not words or "everything" in words:
        return True
    return any(w.rstrip("s") in qualities or w in qualities for w in words)


def is_chosen(param: str | None) -> bool:
    """Is this "protection from [param]" a quality chosen during the game ("the chosen color", "the
    color of your choice", "the color of its controller's choice", "creatures of the chosen type")?"""
    return bool(re.search(r"\bchosen\b|\bchoice\b", param or "", re.I))


_PROTECTION_TEXT = re.compile(r"(?<!\w)(?:~|it) (?:has|gains?) protection\b|\b(?:have|has) protection from\b", re.I)


def unweighed_protection(face: Face) -> bool:
    """Does the face have protection this package can't weigh from its keywords alone: a quality
    chosen as it entered ("the chosen color", "your choice") or protection given by a static line
    ("~ has protection from the chosen color", "Human creatures you control have protection ...")?"""
    keywords = keyword_map(face)
    return any(is_chosen(p) or re.search(r"\bspells?\b", p or "", re.I) for p in keywords.get("protection", [])) or any(
        a.kind == "static" and _PROTECTION_TEXT.search(text_of(a)) for a in face.abilities)


def protections(target: Face, source: Face, is_spell: bool) -> list[tuple[str, str, str]]:
    """(value, reason, rule) for each of B's abilities that limits targeting by A."""
    out = []
    keywords = keyword_map(target)
    qualities = source_qualities(source)
    what = "spell" if is_spell else "ability"
    if "shroud" in keywords:
        out.append(("no", f"{target.name} has shroud: it can't be the target of spells or abilities", "702.18a"))
    for param in keywords.get("protection", []):
        if re.search(r"\bspells? that (?:are|is) one or more colou?rs\b", param or "", re.I):
            # 702.16b: protection from colored spells stops a spell that has a color, not an ability
            if is_spell and qualities & {"white", "blue", "black", "red", "green"}:
                out.append(("no", f"{target.name} has protection {param}, and {source.name} is a colored spell",
                            "702.16b"))
            continue
        if is_chosen(param):
            out.append(("depends", f"{target.name} has protection {param}: it depends on what was chosen", "702.16b"))
        elif matches_quality(param, qualities):
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
            chosen = _CHOSEN_QUALITY.match(text) if ability.kind == "static" else None
            if chosen and chosen["what"].lower().startswith("colo") and not (qualities & set(COLOR_WORDS)):
                continue                     # a colorless source has no color to be chosen
            if chosen:
                out.append(("depends", f"\"{shown(ability)}\": it can't be targeted by {source.name} if the quality "
                            f"chosen for it is one {source.name} has", "702.16b"))
            elif ability.kind == "static" and _CHOSEN_PLAYER.search(text):
                out.append(("depends", f"\"{shown(ability)}\": it can't be targeted by {source.name} if the player "
                            f"chosen for it controls {source.name}", "702.16b"))
            elif ability.kind == "static" and (_GRANTS_ITSELF.search(text) or _PROTECTION_TEXT.search(text)):
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


_KIND_WORDS = {"triggered": ("triggered",), "activated": ("activated", "mana"), "spell": ("spell",)}
# the event a trigger condition names (603.1), for a triggered ability a question calls by it
_TRIGGER_EVENTS = {"cycle": r"\bcycle", "enters": r"\benters?\b", "attacks": r"\battacks?\b", "dies": r"\bdies\b",
                   "cast": r"\bcasts?\b"}


def is_kind(ability: Ability, kind: str) -> bool:
    """Is it a triggered, activated (a mana ability made by either counts as its own kind) or spell ability?"""
    return ability.kind in _KIND_WORDS[kind] or (
        ability.kind == "mana" and ability.mana_ability_of in _KIND_WORDS[kind])


def loyalty_of(ability: Ability) -> str | None:
    """A loyalty ability's cost as a question writes it ("+1", "-2", "0")."""
    return ability.loyalty.replace("\u2212", "-") if ability.loyalty else None


def asked_instances(q: CheckInput, card: Card) -> list[tuple[Face, str, TargetSpec]] | None:
    """The targeting instances the question asks about: a loyalty ability's ("A's -2", 606.3), an
    Equipment's equip target ("equip A to B", 702.6a), an Aura's enchant target ("can A enchant B", 303.4a);
    None when the question asks about casting a card that is never cast (305.9: "cast [a land] targeting ..."),
    equipping with a card that has no equip ability, or names a loyalty ability that doesn't target."""
    how, loyalty = q.details.get("how"), q.details.get("loyalty")
    if how == "cast" and any(never_cast(face) for face in card.faces[:1]):
        return None
    kind, event = q.details.get("ability"), q.details.get("event")
    found = _instances(card, loyalty, kind or ("triggered" if event else None), event)
    if (kind or event) and not found:
        return None                          # it has no such ability that targets: the question means another card
    if how == "equip":                       # 702.6a: "equip A to B" asks about A's equip ability only
        found = [(face, kind, spec) for face, kind, spec in found if spec.origin == "keyword"
                 and any((a.keyword or "").lower() == "equip" and spec in a.targets for a in face.abilities)]
        return found or None
    if how == "enchant" or (how == "cast" and "Aura" in card.faces[0].subtypes):    # "cast A on B": what it enchants
        found = [(face, kind, spec) for face, kind, spec in found if spec.origin == "enchant"]
        return found or None
    return None if loyalty and not found else found


def _instances(card: Card, loyalty: str | None = None, kind: str | None = None, event: str | None = None
               ) -> list[tuple[Face, str, TargetSpec]]:
    """(face, "spell" | "ability", target phrase) for each instance of "target" on the card; with
    `loyalty` ("+1"), those of that loyalty ability only (606); with `kind` ("triggered", "activated"),
    those of that kind of ability (113.3b-c), and with `event` ("cycle"), of the triggered abilities
    whose trigger condition names that event (603.1)."""
    out = []
    for face in card.faces:
        for ability in face.abilities:
            if loyalty is not None and loyalty_of(ability) != loyalty:
                continue
            if kind is not None and not is_kind(ability, kind):
                continue
            if event is not None and not re.search(_TRIGGER_EVENTS[event], ability.trigger or "", re.I):
                continue
            is_spell = ability.kind == "spell" or (ability.kind == "keyword" and (ability.keyword or "").lower()
                                                   in ("enchant", "mutate", "bestow")) or is_spell_card(face)
            for spec in ability.targets:
                out.append((face, "spell" if is_spell and ability.kind in ("spell", "keyword") else "ability", spec))
    return out


# --- third cards: static abilities of other named permanents that change targeting -----------------
# 613.1f and 604.1: a permanent's static abilities grant hexproof, shroud or protection to a group, or
# let their controller target "as though they didn't have hexproof" (702.11b); they apply while it is
# on the battlefield (604.2) to every object the group describes.

_SUBJECT_GRANT = re.compile(r"^(?:(?P<cond>as long as [^,]+), )?(?P<who>.+?) (?:gets? [+-]\d+/[+-]\d+ and |"
                            r"can't be blocked and )?"
                            r"(?:have|has) (?P<what>[^\"]+?)(?P<cond2> as long as [^.]+)?\.$", re.I)
_SUBJECT_CANT = re.compile(r"^(?:(?P<cond>as long as [^,]+), )?(?P<who>.+?) can't be the targets? of "
                           r"(?P<what>[^.]+?)(?P<cond2> as long as [^.]+)?\.$", re.I)
_AS_THOUGH = re.compile(r"^(?P<who>.+?) can be the targets? of spells and abilities you control as though "
                        r"(?:it|they) didn't have hexproof\.$", re.I)
_PROTECTION_FROM = re.compile(r"\bprotection from (?P<q>[^,.]+?(?: and from [^,.]+?)*)(?=,|$| and (?!from))", re.I)
_PLAYERS = re.compile(r"^(?:you|your opponents|each opponent|each player|players|opponents)$", re.I)
# words a group description may hold that this check can't weigh from the question
_UNWEIGHED = re.compile(r"\b(?:enchanted|equipped|paired|chosen|commanders?|tokens?|attacking|blocking|tapped|"
                        r"untapped|graveyards?|battlefield|named|highest|lowest|monarch|if|that)\b", re.I)
# what an ability the question doesn't say was used could still change about targeting
_CHANGES_TARGETING = re.compile(r"hexproof|shroud|protection|\bward\b|as though|can't be the targets?|"
                                r"gains? control|exchange control|control of|you control enchanted|\bbecomes?\b|"
                                r"\bloses?\b|\blose\b|phases? out|\bcopy\b|\bchosen\b|in addition to (?:its|their) other|"
                                r"\b(?:is|are) (?:a|an|all|every|each|no longer|white|blue|black|red|green|"
                                r"colorless|artifacts?|creatures?|lands?|enchantments?|planeswalkers?)\b", re.I)
# "Creatures you control gain hexproof until end of turn": what an activated or triggered ability gives
_GAINS_UNTIL = re.compile(r"^(?:until end of turn, )?(?P<who>[^.:\"]+?) gains? (?P<what>[^.\"]+?)"
                          r"(?: until end of turn)?(?P<rest> and [^.\"]*)?\.$", re.I)
_PT = re.compile(r"[+-]\d+/[+-]\d+|[+-]X/|counters?|power|toughness|mana value", re.I)
_TAP = re.compile(r"\b(?:un)?tap", re.I)
_SELF_SUBJECT = re.compile(r"^(?:as long as [^,]+, )?~ (?!and\b)", re.I)
_GROUP_WORDS = re.compile(r"\b(?:creatures?|permanents?|each|all|other|enchanted|equipped|artifacts?|lands?|"
                          r"enchantments?|planeswalkers?|you|opponents?|players?)\b", re.I)
_KEYWORD_WORDS = frozenset((SELF_ONLY_KEYWORDS - {"ward", "protection", "hexproof", "shroud"}) | {"first strike", "double strike", "trample", "deathtouch",
                                                 "lifelink", "menace", "indestructible"})


@dataclass(frozen=True)
class _Effect:
    """One way a third card's static ability reaches the target: `kind` is "hexproof", "shroud",
    "protection", "opponents_cant", "cant" (can't be the target of `quality`) or "as_though"
    (its controller's spells and abilities ignore hexproof); `condition` is set when whether the
    target is in the group depends on who controls what (the question doesn't say)."""

    card: str
    text: str
    kind: str
    quality: str | None = None
    condition: str | None = None


def _parts(who: str) -> list[str]:
    """"You, planeswalkers you control, and other creatures you control" -> its groups; "Artifacts
    and enchantments you control" -> "Artifacts you control", "enchantments you control"."""
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", who) if p.strip()]
    tail = None
    for part in reversed(parts):
        m = re.search(r"\b(?:you control|your opponents control|an opponent controls|you don't control)\b.*$",
                      part, re.I)
        if m:
            tail = m.group(0)
            break
    out = []
    for part in parts:
        if tail and not _PLAYERS.match(part) and not re.search(r"\bcontrols?\b", part, re.I):
            part = f"{part} {tail}"
        out.append(part)
    return out


_ATTACHED_GROUP = re.compile(r"^(?P<how>equipped|enchanted) (?P<what>creature|permanent)$", re.I)
_ATTACHED_KIND = {"equipped": "Equipment", "enchanted": "Aura"}


def attached_to(q: CheckInput, role: str) -> dict[str, str] | None:
    """The card each "equipped" / "enchanted" the question tells of the card in `role` is attached by: the
    one Equipment (Aura) named with it (301.5, 303.4). None when one of them can't be told apart."""
    told = q.fact(role)
    out: dict[str, str] = {}
    for status in set(told.status if told else ()) & set(_ATTACHED_KIND):
        kind = _ATTACHED_KIND[status]
        named = [c for c in q.others if kind in front(c).subtypes]
        if len(named) != 1:
            return None
        out[status] = named[0].name
    return out


def _member(part: str, third: Card, target: Card, third_controller: str | None, target_controller: str | None,
            attached: dict[str, str] | None = None) -> tuple[str | None, str, str | None]:
    """Is the target in the group `part` describes? ("yes" | "no" | "maybe" | None: can't tell,
    why, the condition for "maybe" or the assumption for "yes"). `attached`: what the target is told
    equipped or enchanted by ("equipped": card name)."""
    if part.strip() == "~":
        return "no", f"it covers only {third.name} itself", None
    group = _ATTACHED_GROUP.match(part.strip())
    if group is not None:
        # 301.5, 303.4: "Equipped creature has shroud" covers the creature this Equipment is attached to
        how = group["how"].lower()
        if (attached or {}).get(how) != third.name or not is_permanent(front(target)):
            return None, f"the group {part!r} depends on what {third.name} is attached to", None
        return "yes", f"{target.name} is {how} by {third.name}", None
    relation, words = whose(part)
    words = re.sub(r"^\s*(?:all|each)\s+", "", words.strip(), flags=re.I)
    words = re.sub(r"\bother\s+", "", words, flags=re.I).strip()   # the target is another object than the third card
    if _UNWEIGHED.search(words):
        return None, f"the group {part!r} depends on facts the question doesn't state", None
    face = front(target)
    kind_words = words
    if re.search(r"\bpermanents?\b", kind_words, re.I):
        if not is_permanent(face):
            return "no", f"{target.name} isn't a permanent", None
        kind_words = re.sub(r"\bpermanents?\b", "", kind_words, flags=re.I).strip()
    note = None
    if kind_words:
        fit = object_fits(kind_words, target)
        if fit is None or fit[0] == "depends":
            return None, f"the group {part!r} isn't one this check reads", None
        if fit[0] == "no":
            return "no", f"{target.name} isn't one of {part!r}", None
        limits, _ = printed_limits(kind_words.lower(), face, target)
        if limits:
            note = f"{target.name}'s {limits[0].what} is as printed ({limits[0].printed})."
    if relation is None:
        return "yes", f"{target.name} is one of {part!r}", note
    if third_controller is not None and target_controller is not None:
        fits = (third_controller == target_controller) == (relation == "same")
        owner = "the same player" if third_controller == target_controller else "different players"
        if third_controller == target_controller == "opponent":
            note = " ".join(filter(None, (note, f"{third.name} and {target.name} are controlled by the same "
                                          "opponent.")))
        return ("yes" if fits else "no"), f"{third.name} and {target.name} are controlled by {owner}", note
    condition = (f"{third.name}'s controller also controls {target.name}" if relation == "same" else
                 f"an opponent of {third.name}'s controller controls {target.name}")
    return "maybe", f"{target.name} is one of {part!r} only if {condition}", condition


def _granted_kinds(what: str) -> list[tuple[str, str | None]] | None:
    """("hexproof" | "shroud" | "protection", quality) for "hexproof and menace", "flying, ... and
    protection from black and from red"; None when something granted isn't a keyword this reads."""
    out: list[tuple[str, str | None]] = []
    for m in _PROTECTION_FROM.finditer(what):
        out += [("protection", q.strip()) for q in re.split(r"\s+and from\s+", m["q"])]
    rest = _PROTECTION_FROM.sub("", what)
    for item in re.split(r",\s*(?:and\s+)?|\s+and\s+", rest):
        item = item.strip().lower()
        if not item:
            continue
        if item == "hexproof" or item == "shroud":
            out.append((item, None))
        elif item.startswith("hexproof from "):
            out.append(("hexproof", item[len("hexproof "):]))
        elif item not in _KEYWORD_WORDS:
            return None
    return out


def _read_static(text: str) -> tuple[str, str, list[tuple[str, str | None]]] | None:
    """(who, condition or "", granted kinds) of a static ability that grants or restricts targeting."""
    m = _AS_THOUGH.match(text)
    if m:   # "with hexproof" needs no test: it changes only what the target's hexproof stops
        return re.sub(r"\s+with hexproof\b", "", m["who"], flags=re.I), "", [("as_though", None)]
    m = _SUBJECT_CANT.match(text)
    if m:
        what = m["what"].lower()
        cond = m["cond"] or m["cond2"] or ""
        if what == "spells or abilities your opponents control":
            return m["who"], cond, [("opponents_cant", None)]
        return m["who"], cond, [("cant", what)]
    m = _SUBJECT_GRANT.match(text)
    if m and re.search(r"hexproof|shroud|protection", m["what"], re.I):
        kinds = _granted_kinds(m["what"])
        if kinds is None:
            return None
        return m["who"], m["cond"] or m["cond2"] or "", kinds
    return None


def third_card_effects(q: CheckInput, target: Card, targeting_player: str | None, target_controller: str | None,
                       same: bool | None, sensitive: set[str]) -> tuple[list[_Effect], list, list[str], list[str]]:
    """What the other named cards' static abilities do to the target (702.11b, 702.16b, 702.18a,
    115.1): (effects that reach it, steps for the cards weighed, their names, assumptions). A card
    whose abilities this can't weigh is left out, to be examined (and withhold the verdict)."""
    effects: list[_Effect] = []
    steps, used, assumptions = [], [], []
    attached = attached_to(q, "target") or {}
    for card in q.others:
        found = _weigh_card(q, card, target, targeting_player, target_controller, same, sensitive, attached)
        if found is None:
            continue
        card_effects, card_steps, card_assumptions = found
        effects += card_effects
        steps += card_steps
        assumptions += card_assumptions
        used.append(card.name)
    return effects, steps, used, assumptions


def _weigh_card(q: CheckInput, card: Card, target: Card, targeting_player: str | None,
                target_controller: str | None, same: bool | None, sensitive: set[str],
                attached: dict[str, str]) -> tuple[list[_Effect], list, list[str]] | None:
    if len(card.faces) != 1 or not is_permanent(front(card)):
        return None                                  # which face is up, or a card that isn't a permanent
    obj = q.question.reading.obj(card.name)
    if obj is not None and (obj.zone not in (None, "battlefield") or obj.status):
        return None
    third_controller = obj.controller if obj is not None else None
    effects: list[_Effect] = []
    steps, assumptions = [], []
    read = False
    for ability in front(card).abilities:
        text = text_of(ability)
        if ability.kind == "keyword" and (ability.keyword or "").lower() in SELF_ONLY_KEYWORDS:
            continue
        if ability.condition:
            return None
        if ability.kind != "static":
            # 115.1: an ability the question doesn't say was activated or triggered changes nothing
            # now, unless it is the kind the question may be about (it grants or removes hexproof ...),
            # and it could reach the target
            if _CHANGES_TARGETING.search(text) or ("pt" in sensitive and _PT.search(text)) or \
                    ("tap" in sensitive and _TAP.search(text)):
                gains = _GAINS_UNTIL.match(ability.effect.strip()) if ability.effect else None
                if gains is None or "target" in gains["who"].lower() or \
                        _CHANGES_TARGETING.search(gains["rest"] or ""):
                    return None
                members = [_member(part, card, target, third_controller, target_controller)
                           for part in _parts(gains["who"]) if not _PLAYERS.match(part)]
                if not members or any(m[0] is None for m in members):
                    return None
                if all(m[0] == "no" for m in members):
                    steps.append(step(f"{card.name}: \"{shown(ability)}\" couldn't reach {target.name} even if "
                                      f"it were used ({'; '.join(m[1] for m in members)}).", "115.1"))
                    continue
                # 702.11h: a second instance of hexproof on a permanent that has hexproof changes nothing
                if _granted_kinds(gains["what"]) == [("hexproof", None)] and \
                        None in keyword_map(front(target)).get("hexproof", []):
                    steps.append(step(f"{card.name}: \"{shown(ability)}\" would give {target.name} hexproof it "
                                      "already has.", "702.11h"))
                    continue
                return None
            continue
        parsed = _read_static(text)
        if parsed is None:
            if _SELF_SUBJECT.match(text) and not _GROUP_WORDS.search(_SELF_SUBJECT.sub("", text)):
                continue                             # it is about the card itself, not the target
            if not re.search(r"\btarget", text, re.I) and not _CHANGES_TARGETING.search(text) and not (
                    "pt" in sensitive and _PT.search(text)):
                continue
            return None
        who, condition, kinds = parsed
        read = True
        members = []
        for part in _parts(who):
            if _PLAYERS.match(part):
                continue                             # 702.11c: a player's hexproof; the target is a permanent
            member, why, extra = _member(part, card, target, third_controller, target_controller, attached)
            if member is None:
                return None
            members.append((member, why, extra))
        hit = next((m for m in members if m[0] == "yes"), None) or next((m for m in members if m[0] == "maybe"), None)
        if hit is None:
            reason = "; ".join(why for _, why, _ in members) or f"it covers players, and {target.name} is a card"
            steps.append(step(f"{card.name}: \"{shown(ability)}\" doesn't apply to {target.name} ({reason}).",
                              "611.3a"))
            continue
        if condition:
            return None                              # 611.3a: whether the condition holds isn't stated
        member, why, extra = hit
        if member == "yes" and extra:
            assumptions.append(extra)
        for kind, quality in kinds:
            if kind == "as_though":
                if member != "yes" or targeting_player is None:
                    return None
                if third_controller != targeting_player:
                    # 702.11b: only its controller's spells and abilities may ignore the hexproof
                    steps.append(step(f"{card.name}: \"{shown(ability)}\" doesn't help here: {card.name}'s "
                                      "controller isn't the player whose spell or ability targets.", "702.11b"))
                    continue
            effects.append(_Effect(card.name, shown(ability), kind, quality, extra if member == "maybe" else None))
        if member == "maybe" and same is None and any(k in ("hexproof", "opponents_cant") for k, _ in kinds):
            return None                              # neither who controls the target nor who targets it is known
        if any(e.text == shown(ability) and e.card == card.name for e in effects):
            steps.append(step(f"{card.name}: \"{shown(ability)}\" applies to {target.name} ({why}).", "611.3a"))
    if not read:
        return None                                  # nothing here changes targeting: the examiner names it
    if obj is None or obj.zone is None:
        assumptions.append(f"{card.name} is on the battlefield.")
    return effects, steps, assumptions


def _effect_limits(effects: list[_Effect], target: Face, source: Face, is_spell: bool
                   ) -> list[tuple[str, str, str]]:
    """(value, reason, rule) for each effect of a third card that limits targeting the target by
    `source`, in the form `protections` gives (value "maybe": "no" only if the stated condition
    holds)."""
    out = []
    qualities = source_qualities(source)
    what = "spell" if is_spell else "ability"
    for e in effects:
        given = f"{e.card} gives {target.name}"
        if e.kind == "shroud":
            limit = ("no", f"{given} shroud (\"{e.text}\"): it can't be the target of spells or abilities",
                     "702.18a")
        elif e.kind == "protection":
            if not matches_quality(e.quality, qualities):
                out.append(("irrelevant", f"{given} protection from {e.quality}, which {source.name}'s {what} "
                            "doesn't have", "702.16b"))
                continue
            limit = ("no", f"{given} protection from {e.quality} (\"{e.text}\"), and {source.name}'s {what} "
                     "has that quality", "702.16b")
        elif e.kind == "hexproof":
            if e.quality and not matches_quality(e.quality, qualities):
                continue
            label = f"hexproof {e.quality}" if e.quality else "hexproof"
            limit = ("depends", f"{given} {label} (\"{e.text}\"): an opponent's {what} can't target it, but its "
                     "controller's can", "702.11b")
        elif e.kind == "opponents_cant":
            limit = ("depends", f"\"{e.text}\" ({e.card}): only the controller of {target.name} can target it",
                     "115.1")
        elif e.kind == "cant":
            restriction = e.quality or ""
            kind_ok = ("spell" in restriction and is_spell) or ("abilit" in restriction and not is_spell)
            colors = [w for w in COLOR_WORDS if w in restriction]
            if not kind_ok or (colors and not any(w in qualities for w in colors)):
                out.append(("irrelevant", f"\"{e.text}\" ({e.card}) doesn't stop {source.name}'s {what}", "115.1"))
                continue
            if re.search(r"\b(?:you|your|opponents?|controls?|sources?|from)\b", restriction) and not colors:
                limit = ("unread", f"\"{e.text}\"", "115.1")
            else:
                limit = ("no", f"\"{e.text}\" ({e.card})", "115.1")
        else:
            continue
        if e.condition is not None and limit[0] != "unread":
            limit = ("maybe" if limit[0] == "no" else limit[0], f"{limit[1]}, if {e.condition}", limit[2])
        out.append(limit)
    return out


# what another named card may do to a targeting answer; 105.3, 205.1b: a colour or type set by another
# card ("All creatures are black", "is an artifact in addition to its other types") changes what a
# colour- or type-limited target can be
CHANGES_TARGETING = Examine(r"hexproof|shroud|protection|ward|target|as though|can't be|becomes?|gains?|loses?|control|"
                            r"\b(?:is|are) (?:all colors|colorless|white|blue|black|red|green|artifacts?|creatures?|"
                            r"enchantments?|lands?)\b|in addition to (?:its|their) other|power|toughness",
                            "grants or removes hexproof, shroud, protection or ward, or changes what can be "
                            "targeted, a colour, a type, power or toughness", "115.1")


def aura_cast(q: CheckInput, source: Card) -> list[str]:
    """"Can A enchant B": the answer is about casting A (303.4a: an Aura spell targets the object it will
    enchant); an Aura put onto the battlefield without being cast doesn't target (303.4f)."""
    if q.details.get("how") != "enchant":
        return []
    return [f"{source.name} is cast, as an Aura spell targeting what it will enchant (303.4a); put onto the "
            "battlefield without being cast, an Aura doesn't target, and only protection and its own enchant "
            "words limit what it can be attached to (303.4f)."]


def asked_about_targets(q: CheckInput) -> bool:
    """Does the question speak of targeting ("target", "targeted", "targetable"), not only of using a card on
    something? Only then does "it never targets" answer it (115.10a). (A question built without words, by a
    program, asks about targeting.)"""
    words = q.question.reading.words
    return not words or any(re.fullmatch(r"target\w*|untargetable", word, re.I) for word, _ in words)


def never_targets(source: Card) -> Verdict:
    """115.10a: a card whose text never says "target" targets nothing."""
    return Verdict("no", f"No: {source.name} doesn't target anything.",
                   (step(f"{source.name} never uses the word \"target\"; affecting something isn't targeting it.",
                         "115.10a"),))


def can_target_answer(value: str, source: Card, what: str, which: str = "", verb: str = "target") -> str:
    """The answer line of a targeting verdict (`which`: the ability of the source asked about; `verb`:
    "copy" when the question asks whether it can copy what it targets)."""
    who = f"{source.name}'s {which}" if which else source.name
    return {"yes": f"Yes: {who} can {verb} {what}.",
            "no": f"No: {who} can't {verb} {what}.",
            "depends": f"It depends: {who} can {verb} {what} only under the conditions below."}[value]


_COPIES_TARGET = re.compile(r"\bcopy (?:up to \w+ )?target\b", re.I)


def copy_instances(instances: list[tuple[Face, str, TargetSpec]]) -> list[tuple[Face, str, TargetSpec]]:
    """"Can A copy B": the targets of A's abilities that say "copy target ..." (707.10: A copies what it
    targets); none when A copies without targeting ("copy the next instant you cast") or copies nothing."""
    return [(face, kind, spec) for face, kind, spec in instances
            if any(spec in a.targets and _COPIES_TARGET.search(text_of(a)) for a in face.abilities)]


# "target activated or triggered ability you control from an artifact source": what may follow the kinds
_ABILITY_LIMIT = re.compile(r"^(?:(?P<whose>you control|you don't control|an opponent controls|your opponents control)"
                            r")?\s*(?:from an? (?P<source>[a-z]+)(?: source)?)?$")


def ability_fit(spec: TargetSpec, kind: str, target: Face, same: bool | None, source: str = "the source"
                ) -> tuple[str, str] | None:
    """Could `spec` choose an ability of `target` on the stack, of `kind` ("triggered", "activated" or
    "loyalty")? ("yes" | "no" | "depends", why); None for a limit this check doesn't read ("with a single
    target"). 113.8: the controller of an activated ability is the player who activated it, of a
    triggered ability the player who controlled its source when it triggered."""
    phrase = spec.phrase.lower()
    if "ability" not in spec.types:
        return "no", f"{spec.phrase!r} can't choose an ability"
    last = list(re.finditer(r"\babilit(?:y|ies)\b", phrase))
    if not last:
        return None
    kinds = set(re.findall(r"\b(activated|triggered|loyalty)\b", phrase)) or {"activated", "triggered"}
    if "activated" in kinds:
        kinds.add("loyalty")                 # 606.3: a loyalty ability is an activated ability
    if kind not in kinds:
        return "no", f"{spec.phrase!r} needs {' or '.join(sorted(kinds))} abilities, and this one is {kind}"
    limit = _ABILITY_LIMIT.match(phrase[last[-1].end():].split(",")[0].strip())
    if limit is None:
        return None
    if limit["source"]:
        wanted = limit["source"]
        has = wanted in types_of(target) or (wanted == "colorless" and not set(target.colors) - {"C"})
        if not has:
            return "no", f"{spec.phrase!r} needs an ability from {'an' if wanted[0] in 'aeiou' else 'a'} {wanted} " \
                         f"source, and {target.name} isn't one"
    if limit["whose"]:
        own = limit["whose"] == "you control"
        if same is None:
            return "depends", f"{spec.phrase!r} can choose it only if " + (
                f"the player who controls {source} controls {target.name}" if own else
                f"an opponent of the player who controls {source} controls {target.name}")
        if same != own:
            return "no", f"{spec.phrase!r} needs " + ("an ability its controller controls" if own else
                                                      "an opponent's ability") + ", and this one isn't"
    return "yes", f"{target.name}'s {kind} ability on the stack fits {spec.phrase!r}"


def _ability_target(q: CheckInput, source: Card, target: Card, instances: list[tuple[Face, str, TargetSpec]],
                    asked: str, verb: str, same: bool | None, steps: list) -> Verdict | None:
    """Can A target (or copy) B's ability on the stack (the kind asked: "triggered", "activated", "ability")?
    113.7a: once on the stack an ability exists independently of its source, so the source's hexproof,
    shroud, protection and ward don't apply to it (702.11a, 702.18a, 702.16b: they protect a permanent or a player)."""
    face = front(target)
    kinds = ("triggered", "activated") if asked == "ability" else (asked,)
    own = [a for f in target.faces for a in f.abilities if any(is_kind(a, k) for k in kinds)]
    if not own:
        return None                          # it has no such ability: the question means something else
    mana = [a for a in own if a.kind == "mana"]
    stacked = [a for a in own if a.kind != "mana"]
    for a in mana:
        said = f"\"{shown(a)}\"" if shown(a) else "Its mana ability (from its basic land type, 305.6)"
        steps.append(step(f"{said} is a mana ability: it doesn't use the stack, so it can't be targeted.", "605.3b"))
    what = f"{target.name}'s {'' if asked == 'ability' else asked + ' '}ability"
    if not stacked:
        return Verdict("no", can_target_answer("no", source, what, asked_ability(q), verb), tuple(steps))
    values, assumptions = [], []
    for ability in stacked:
        kind = "loyalty" if ability.loyalty else "triggered" if ability.kind == "triggered" else "activated"
        for src_face, _, spec in instances:
            fit = ability_fit(spec, kind, face, same, src_face.name)
            if fit is None:
                return None
            value, why = fit
            steps.append(step(f"{src_face.name} targets {spec.phrase!r}: {why}.", "115.1", "113.8"))
            values.append(value)
            if value == "depends":
                assumptions.append(why + ".")
    value = combine(values)
    if value != "no" and len(stacked) > 1 and len({v for v in values}) > 1:
        value = "depends"
        assumptions.append(f"It depends on which of {target.name}'s abilities is on the stack.")
    if value != "no":
        steps.append(step(f"Once on the stack, {target.name}'s ability is independent of {target.name}: hexproof, "
                          "shroud, protection and ward protect a permanent or player, not its abilities.",
                          "113.7a", "702.11a", "702.18a"))
    if mana and value != "no":
        assumptions.append(f"The ability on the stack isn't {target.name}'s mana ability.")
    return Verdict(value, can_target_answer(value, source, what, asked_ability(q), verb), tuple(steps),
                   tuple(dict.fromkeys(assumptions)))


def asked_ability(q: CheckInput) -> str:
    """The ability a targeting question names ("triggered ability", "cycle trigger"), or ""."""
    if q.details.get("event"):
        return TRIGGER_EVENT_NAMES[q.details["event"]]
    return f"{q.details['ability']} ability" if q.details.get("ability") else ""


def weigh_limits(limits: list[tuple[str, str, str]], value: str, same: bool | None, kind: str,
                 ignores_hexproof: list[_Effect], target_name: str, steps: list, assumptions: list[str]) -> str:
    """The verdict for one targeting instance whose target fits (`value`), once the limits
    `protections` and `_effect_limits` found are weighed; adds their steps and assumptions.
    `same`: whether the targeting player controls the target (None: not told)."""
    for limit, reason, rule in limits:
        if ignores_hexproof and rule == "702.11b":
            # 702.11b, 702.11e: "as though it didn't have hexproof" lets its controller's spells and
            # abilities target it (also past "hexproof from [quality]")
            steps.append(step(reason + f"; but {ignores_hexproof[0].card} (\"{ignores_hexproof[0].text}\") "
                              f"lets its controller's {kind}s target it as though it didn't have hexproof.",
                              "702.11b", "702.11e"))
            continue
        if limit == "irrelevant":
            steps.append(step(reason + ".", rule))
            continue
        if limit == "maybe":
            steps.append(step(reason + ".", rule))
            if value != "no":
                value = "depends"
            continue
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
            assumptions.append(f"If an opponent controls {target_name}, ward triggers when it becomes the "
                               "target; the targeting itself is legal.")
    return value


def boosts_told(q: CheckInput, events, creatures: tuple[Card, ...], kinds: tuple[str, ...],
                untold: Card | None = None) -> list[tuple[Card, Card, tuple[int, int, str | None]]] | None:
    """The story's spells among `events` that only pump one of `creatures` or give it a keyword until end of turn
    ("I cast a +3/+3 spell on A"): (the spell, the creature, its boost, `facts.boost_of`). A spell told on no
    creature is on `untold`, when given. None when an event is of another kind, casts anything else, is on
    another object, or can't target its creature (shroud, protection ...)."""
    out = []
    for event in events:
        card = next((c for c in q.others if c.name == event.card), None)
        creature = next((c for c in creatures if c.name == event.target), None) if event.target else untold
        boost = boost_of(card) if card is not None else None
        if event.kind not in kinds or card is None or creature is None or boost is None or event.more_targets or \
                not targets_plainly(q, card, creature):
            return None
        out.append((card, creature, boost))
    return out


def targets_plainly(q: CheckInput, spell: Card, target: Card) -> bool:
    """Can `spell`, whose only target is "target creature", target `target` (hexproof, shroud, protection ...)? Its
    statuses told ("attacking", "tapped") don't matter to such a target."""
    reading = q.question.reading
    objects = tuple(replace(o, status=()) for o in reading.scenario.objects)
    untold = replace(q.question, reading=replace(reading, scenario=replace(reading.scenario, objects=objects)))
    verdict = legal_target(CheckInput(untold, {"source": spell, "target": target}, {}, ()))
    return verdict is not None and verdict.value == "yes"


@check("targeting.legal_target.v1", intent="targeting.legal",
       answers="Can A's spell or ability target B (or copy B, when it copies its target; or target B's ability on "
               "the stack)? Compares A's \"target ...\" phrases with B's types, then B's hexproof, shroud, "
               "protection, ward and \"can't be the target\" text (which don't protect its abilities on the stack).",
       cites=("115.1", "115.2", "115.4", "702.11b", "702.11e", "702.11h", "702.16b", "702.18a", "702.21a",
              "611.3a", "303.4a", "606.3", "113.3b", "113.3c", "603.1", "113.7a", "113.8", "605.3b", "707.10",
              "702.61a"),
       reads=Reads(roles=("source", "target"), params=("actor", "how", "loyalty", "ability", "event", "targeted", "copy",
                                                    "cast_told", "caster", "told_verb", "asked", "turn"),
                   scenario=("controller", "zone", "status", "players", "size", "events")),
       examine=CHANGES_TARGETING,
       ruling_terms=("target", "hexproof", "protection", "shroud", "ward"))
def legal_target(q: CheckInput) -> Verdict | None:
    source, target = q.need("source"), q.face_up("target")
    instances = asked_instances(q, source)
    if instances is None:
        return None
    verb = "copy" if q.details.get("copy") else "target"
    if verb == "copy":
        instances = copy_instances(instances)
        if not instances:
            return None                      # it copies without targeting, or copies nothing
    if not instances:
        if not asked_about_targets(q):
            return None                      # "can I use A on B" with A never targeting: what it does to B
        return never_targets(source)
    events = q.question.reading.scenario.events
    if q.question.intent == "targeting.legal" and events and not (
            len(events) == 1 and events[0].kind == "cast" and events[0].card == source.name and
            events[0].target == target.name and not events[0].more_targets):
        return None                          # asked itself: a story of other spells, or of this one on another target
    told_verb, legality = q.details.get("told_verb"), q.details.get("asked") == "legality"
    if told_verb is not None and not any(re.search(_TOLD_VERBS.get(told_verb, told_verb), text_of(a), re.I)
                                         for face, _, _ in instances for a in face.abilities if a.kind == "spell"):
        return None                          # "I use A to destroy B": A's spell doesn't do that
    if legality and not _instant_speed(q, source):
        return None                          # "Is that legal?" asks of when it was cast too: not told
    stated, using = q.fact("target"), q.fact("source")
    status = set(stated.status) if stated else set()
    attached = attached_to(q, "target")
    if not any(re.search(r"attacking|blocking|blocked", s.phrase + " " + (s.restriction or ""), re.I)
               for _, _, s in instances):
        status -= {"attacking", "blocking"}  # in combat or not, the same target for "target creature"
    if attached is None or status - {"tapped", "untapped"} - set(attached) or (using is not None and using.status):
        return None                          # a status this check doesn't weigh
    steps, assumptions = [], []
    values = []
    b = front(target)
    sized = told_pt(q.question.reading, target)
    if sized:
        # 208.1: its power and toughness as the question tells them, whatever is printed
        b = replace(b, power=str(sized[0]), toughness=str(sized[1]))
    # who targets, and who controls the target, when the question says so ("my own creature")
    targeting_player = q.controller("source") or q.details.get("actor")
    target_controller = q.controller("target")
    same = None if targeting_player is None or target_controller is None else targeting_player == target_controller
    if same is not None:
        steps.append(step(f"{target.name} is controlled by {'the same player as' if same else 'an opponent of'} "
                          f"the player whose {source.name} targets it.", "115.1"))
    if q.details.get("targeted"):
        if q.details.get("cast_told"):
            # the spell the story tells cast must trigger the ability asked about (601.2i, 603.2)
            from .described import described_trigger     # (here: that module imports this one)
            fired = described_trigger(CheckInput(q.question, {"watcher": target}, {
                "object": q.details["cast_told"], "event": "cast", "caster": q.details.get("caster", "")}, ()))
            if fired is None or fired.value != "yes" or q.details["targeted"] not in ("triggered", "ability"):
                return None                  # what the story tells isn't known to trigger it
            steps += [replace(s, text=f"{q.details['cast_told'][:1].upper()}{q.details['cast_told'][1:]} cast: "
                              + s.text) for s in fired.steps]
        return _ability_target(q, source, target, instances, q.details["targeted"], verb, same, steps)
    effects: list[_Effect] = []
    used: list[str] = []
    if any(not ("spell" in spec.types and not (set(spec.types) - {"spell", "ability"})) for _, _, spec in instances):
        sensitive = {"pt"} if any(re.search(r"power|toughness|mana value", (s.restriction or "") + " " + s.phrase, re.I)
                                  for _, _, s in instances) else set()
        if any(re.search(r"\btapped\b|\buntapped\b", (s.restriction or "") + " " + s.phrase, re.I)
               for _, _, s in instances):
            sensitive.add("tap")
        effects, third_steps, used, third_assumptions = third_card_effects(
            q, target, targeting_player, target_controller, same, sensitive)
        steps += third_steps
        assumptions += third_assumptions
    ignores_hexproof = [e for e in effects if e.kind == "as_though"]
    for face, kind, spec in instances:
        as_spell = "spell" in spec.types and not (set(spec.types) - {"spell", "ability"})
        fit, why = card_fit(spec, b, target) or target_fit(spec, b, as_spell=as_spell, same_controller=same,
                                                           source=face, status=status, card=target)
        if b.power != front(target).power or b.toughness != front(target).toughness:
            why = why.replace("printed power", "power as told").replace("printed toughness", "toughness as told") \
                .replace("printed total", "total")
        told = q.fact("target")
        if fit == "depends" and card_fit(spec, b, target) is not None and told is not None and (
                told.zone == "battlefield" or told.status):
            # 109.2, 110.1: the question puts it on the battlefield, a permanent, not a card in another zone
            fit, why = "no", f"{spec.phrase!r} means a card outside the battlefield, and {target.name} is on it"
        steps.append(step(f"{face.name}'s {kind} targets {spec.phrase!r}: {why}.", "115.1", "115.2"))
        if fit == "no":
            values.append("no")
            continue
        if fit == "depends":
            assumptions.append(why + ".")
        elif re.search(r"printed (?:power|total|toughness|mana value)", why):
            assumptions.append(f"{target.name}'s power and toughness are as printed (nothing has changed them).")
        elif sized and re.search(r"\b(?:power|toughness)\b", spec.phrase):
            assumptions.append(f"{target.name} is {sized[0]}/{sized[1]}, as told, when {source.name} is cast and "
                               "resolves.")
        if as_spell:
            values.append(fit)
            continue
        limits = protections(b, face, kind == "spell") + _effect_limits(effects, b, face, kind == "spell")
        if any(limit == "unread" for limit, _, _ in limits):
            return None                      # its own text about protection or hexproof isn't read here
        values.append(weigh_limits(limits, fit, same, kind, ignores_hexproof, target.name, steps, assumptions))
    value = combine(values)
    if value != "no" and _split_second_stops(target, instances):
        steps.append(step(f"{target.name} has split second: while it is on the stack, players can't cast spells or "
                          "activate abilities that aren't mana abilities.", "702.61a"))
        return Verdict("no", f"No: {target.name} has split second, so {source.name} can't be used while it's on the "
                       f"stack, the only time it could {verb} it.", tuple(steps), tuple(dict.fromkeys(assumptions)),
                       tuple(used))
    assumptions += aura_cast(q, source)
    if legality:
        assumptions.append(f"Only its targets decide whether casting {source.name} that way was legal: its costs were "
                           "paid, and it was cast when it could be.")
    return Verdict(value, can_target_answer(value, source, target.name, asked_ability(q), verb), tuple(steps),
                   tuple(dict.fromkeys(assumptions)), tuple(used))


# what the story says a spell was cast to do ("to destroy B"), as its text says it
_TOLD_VERBS = {"kill": r"\bdestroy|\bdamage\b|-\d+/-\d+", "bounce": r"\breturn\b[^.]*\bhand\b", "return": r"\breturn\b",
               "destroy": r"\bdestroy", "exile": r"\bexile", "tap": r"\btap\b", "untap": r"\buntap\b",
               "counter": r"\bcounter target\b"}


def _instant_speed(q: CheckInput, source: Card) -> bool:
    """May the spell the story tells cast have been cast when it was: an instant (or one with flash), or one
    cast on its caster's own turn as the question says (307.1, 117.1a)?"""
    face = front(source)
    if "Instant" in face.types or "flash" in keyword_map(face):
        return True
    turn = q.details.get("turn")             # "on my turn", "during my opponent's turn"
    caster = q.controller("source") or "you"
    return turn is not None and (turn == "yours") == (caster == "you") and "Land" not in face.types


def _split_second_stops(target: Card, instances: list[tuple[Face, str, TargetSpec]]) -> bool:
    """702.61a: a spell with split second on the stack, which can be targeted only while it is there, can't be
    answered by a spell or an activated ability (a triggered ability still triggers and targets it, 702.61b)."""
    if "split second" not in keyword_map(front(target)):
        return False
    on_stack_only = all("spell" in spec.types and not (set(spec.types) - {"spell", "ability"})
                        for _, _, spec in instances)
    return on_stack_only and all(a.kind in ("spell", "activated") for face, _, spec in instances
                                 for a in face.abilities if spec in a.targets)



# what another named card may change about whether the source can (or must) choose a target
CHANGES_WHAT_CAN_BE_TARGETED = Examine(r"target|hexproof|shroud|protection|can't|as though",
                                       "changes what can be targeted", "115.1")


@check("targeting.without_targets.v1", intent="targeting.none",
       answers="Can a spell be cast, or an ability activated, with no legal target to choose? Targets are chosen "
               "as it is put on the stack (601.2c); a triggered ability with no legal target is removed (603.3d).",
       cites=("601.2c", "115.1", "115.4", "603.3d", "702.29a", "303.4a"),
       reads=Reads(roles=("source",), params=("how", "absent", "only_one"),
                   scenario=("controller", "zone", "players")),
       examine=CHANGES_WHAT_CAN_BE_TARGETED,
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
    if q.details.get("only_one") == "creature" and absent is None:
        return _one_creature(card)
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


def _restricted(spec: TargetSpec) -> bool:
    """Does the target phrase ask more of an object than its type ("you control", "with power 2 or less")?"""
    return bool(spec.restriction or re.search(r"\bwith\b|\bthat\b", spec.phrase, re.I))


def _one_creature(card: Card) -> Verdict | None:
    """"If there's only one creature on the battlefield, can I cast A?": each instance of "target" needs as many
    different targets as its number says, while one object may be the target of several instances (601.2c,
    115.3) unless one says "another"."""
    face = front(card)
    spells = [a for f in card.faces for a in f.abilities if a.kind == "spell"]
    if len(card.faces) > 1 or "Aura" in face.subtypes or not spells or any(a.modes for a in spells):
        return None                          # which part is cast, or what an Aura enchants: not weighed here
    needed = [t for a in spells for t in a.targets if t.min and t.min > 0]
    players = [t for t in needed if {"player", "opponent", "any target"} & set(t.types)]
    creatures = [t for t in needed if set(t.types) <= {"creature"}]
    if not needed or len(players) + len(creatures) != len(needed):
        return None                          # no target needed ("targeting.none"), or other kinds of permanent
    if not creatures:
        return Verdict("yes", f"Yes: {card.name} can target a player.",
                       (step(f"{name_list(repr(t.phrase) for t in players)} can be a player, so the one creature "
                             "isn't needed.", "115.4", "601.2c"),),
                       ("A player can be targeted (no player has hexproof or shroud).",))
    needed = creatures                       # a player can be chosen for the others (115.4)
    another = any(re.search(r"\b(?:another|other)\b", (t.restriction or "") + " " + t.phrase, re.I)
                  for t in needed[1:])
    different = sum(t.min for t in needed) if another else max(t.min for t in needed)
    described = name_list(repr(t.phrase) for t in needed)
    if different > 1:
        return Verdict("no", f"No: {card.name} needs {different} different target creatures, and there is only one.",
                       (step(f"{card.name} requires {described}; the same creature can't be chosen twice for one "
                             "instance of \"target\", and targets are chosen as the spell is cast.", "601.2c", "115.3"),))
    if any(_restricted(t) for t in needed):
        return None                          # whether that creature fits the restriction isn't told
    return Verdict("yes", f"Yes: {card.name} can be cast with that one creature as its target.",
                   (step(f"{card.name} requires {described}; one creature can be the target of each instance of "
                         "\"target\".", "601.2c", "115.3"),),
                   ("That creature can be targeted by it (no hexproof, shroud or protection stops it).",))


# where a permanent is when its own triggered ability goes on the stack, by what the trigger watches
_SOURCE_GONE = frozenset({"dies", "leaves", "to_graveyard", "exiled", "sacrificed"})


@check("targeting.forced_target.v1", intent="targeting.forced",
       answers="Must A's triggered ability target B (itself, or your own creature) when that is the only legal "
               "choice? Its targets are chosen as it is put on the stack, and with no legal choice it is removed "
               "(603.3d, 601.2c); \"up to\" lets it choose none.",
       cites=("603.3d", "601.2c", "115.1"),
       reads=Reads(roles=("source",), optional=("target",), params=("whom", "only"),
                   scenario=("controller", "zone", "players")),
       examine=CHANGES_WHAT_CAN_BE_TARGETED,
       ruling_terms=("target", "no legal", "only", "itself"))
def forced_target(q: CheckInput) -> Verdict | None:
    source = q.need("source")
    whom, named = q.details.get("whom"), q.card("target")
    if (whom is None) == (named is None) or len(source.faces) > 1:
        return None                          # what it would have to target isn't told, or told twice
    triggers = [a for a in front(source).abilities if a.kind == "triggered" and a.targets]
    if len(triggers) != 1 or len(triggers[0].targets) != 1 or triggers[0].modes:
        return None                          # which trigger, or which of its targets, isn't clear
    ability, spec = triggers[0], triggers[0].targets[0]
    label = f"{source.name}'s triggered ability"
    steps = [step(f"{label}: \"{shown(ability)}\" targets {spec.phrase!r}.", "115.1")]
    if spec.min == 0:
        steps.append(step(f"{spec.phrase!r} may have zero targets: its controller may choose none.", "601.2c"))
        return Verdict("no", f"No: {label} may choose no target at all ({spec.phrase!r}).", tuple(steps))
    if re.search(r"\bmay\b", text_of(ability), re.I) or any("card" in t for t in spec.types):
        return None                          # an effect the player may decline, or a card in another zone
    if whom == "itself":
        if ability.event is not None and ability.event.event in _SOURCE_GONE and ability.event.self_only:
            return None                      # it has left the battlefield: where it is decides, not weighed
        candidate, why_candidate = source, f"{source.name} itself"
    elif whom == "own":
        if "creature" not in spec.types:
            return Verdict("no", f"No: {label} can't target a creature at all.", tuple(steps + [step(
                f"{spec.phrase!r} can't choose a creature.", "115.1")]))
        if whose(spec.phrase)[0] == "other":
            steps.append(step(f"{spec.phrase!r} can't choose a creature its controller controls.", "115.1"))
            return Verdict("no", f"No: {label} can't target your own creature; with no other legal target it is "
                           "removed from the stack.", tuple(steps + [step(
                               "A triggered ability with no legal target is removed from the stack.", "603.3d")]))
        if _restricted(spec):
            return None                      # whether your creature fits the rest of the phrase isn't told
        candidate, why_candidate = None, "your own creature"
    else:
        assert named is not None
        candidate, why_candidate = named, named.name
    assumptions: list[str] = []
    if candidate is not None:
        same = None if candidate is not source else True
        fit, why = target_fit(spec, front(candidate), same_controller=same, source=front(source), card=candidate)
        limits = protections(front(candidate), front(source), is_spell=False) if fit != "no" else []
        if any(v == "unread" or v == "ward" for v, _, _ in limits) or (
                candidate is not source and unweighed_protection(front(candidate))):
            return None
        if any(v == "no" for v, _, _ in limits):
            fit, why = "no", next(w for v, w, _ in limits if v == "no")
        elif limits and candidate is source:
            pass                             # 702.11b: hexproof doesn't stop its controller's own ability
        elif limits:
            return None                      # whose ability targets it decides, and isn't told
        steps.append(step(f"{why_candidate}: {why}.", "115.1"))
        if fit == "no":
            steps.append(step("A triggered ability with no legal target is removed from the stack.", "603.3d"))
            return Verdict("no", f"No: {label} can't target {why_candidate}; with no other legal target it is "
                           "removed from the stack.", tuple(steps))
        if fit == "depends":
            return Verdict("depends", f"It depends: {label} can target {why_candidate} only if {why}.", tuple(steps))
    else:
        assumptions.append("Your creature can be targeted by it (no shroud or protection stops it).")
    steps.append(step("Its target is chosen as it is put on the stack; if any legal target exists one must be "
                      "chosen, and only with none is it removed from the stack.", "603.3d", "601.2c"))
    if q.details.get("only") == "yes" and not set(spec.types) <= {"creature"}:
        return None                          # "the only creature": a player or another permanent may still be chosen
    if q.details.get("only") != "yes":
        return Verdict("depends", f"It depends: {label} must target {why_candidate} only when that is the only "
                       "legal choice; otherwise any other legal target may be chosen.", tuple(steps),
                       tuple(assumptions))
    return Verdict("yes", f"Yes: {label} must target {why_candidate}, the only legal choice.", tuple(steps),
                   tuple(assumptions))


_QUOTED = re.compile(r"\"[^\"]*\"")
_TARGET_WORD = re.compile(r"\btargets?\b", re.I)
# "target" naming another spell's targets, not an instance of its own (115.1): "change the target of",
# "becomes the target of", "with a single target", "reselect its target", "choose new targets"
_REFERRED_TARGET = re.compile(r"\b(?:the|its|their|a single|new|that|those|each|same|one|of)\s+targets?\b", re.I)


@check("targeting.uses_target.v1", intent="targeting.uses",
       answers="Does A target (or A's triggered ability, its -2, its equip or demonstrate ability)? A spell or "
               "ability targets only what it identifies with the word \"target\" (115.1a-d, 115.10a); an Aura "
               "spell targets what it will enchant (115.1b, 303.4a); equip targets (702.6a); a modal spell "
               "targets in the modes that say so (700.2).",
       cites=("115.1", "115.1a", "115.1b", "115.1c", "115.1d", "115.10a", "303.4a", "702.6a", "700.2", "702.103b"),
       reads=Reads(roles=("source",), params=("ability", "keyword", "loyalty")),
       ruling_terms=("target",))
def uses_target(q: CheckInput) -> Verdict | None:
    card = q.need("source")
    kind, keyword, loyalty = q.details.get("ability"), q.details.get("keyword"), q.details.get("loyalty")
    abilities = [a for f in card.faces for a in f.abilities]
    if loyalty:
        abilities = [a for a in abilities if loyalty_of(a) == loyalty]
    elif keyword:
        abilities = [a for a in abilities if (a.keyword or "").lower() == keyword]
    elif kind:
        abilities = [a for a in abilities if is_kind(a, kind)]
    if not abilities and not (kind or keyword or loyalty):
        return Verdict("no", f"No: {card.name} has no abilities, so it targets nothing.",
                       (step(f"{card.name} has no rules text; only a spell or ability that says \"target\" "
                             "targets.", "115.1", "115.10a"),))
    if not abilities:
        return None                          # it has no such ability: the question is about another card
    targeting, quiet, mixed = [], [], []
    for a in abilities:
        text = a.normalized or a.text or ""
        own = [t for t in a.targets if t.origin != "text" or t.phrase.lower() not in
               " ".join(_QUOTED.findall(text)).lower()]
        if len(own) < len(a.targets):
            return None                      # a quoted ability it grants targets: the card itself doesn't
        if a.keyword and a.reminder and re.search(r"\btarget\b", a.reminder, re.I) and not own:
            return None                      # a keyword whose reminder targets, not read as a target here
        if a.modes and own and any(not _TARGET_WORD.search(m) for m in a.modes) or \
                any(t.origin == "keyword" and (a.keyword or "").lower() != "equip" for t in own):
            mixed.append(a)                  # some modes, or only when cast bestowed (702.103b) or mutating
        elif not own and _REFERRED_TARGET.sub("", text) != text and _TARGET_WORD.search(_REFERRED_TARGET.sub("", text)):
            return None                      # "target" words the parser found no instance in
        elif own:
            targeting.append((a, own))
        else:
            quiet.append(a)
    name = card.name
    if mixed and not targeting:
        a = mixed[0]
        if a.modes:
            steps = [step(f"Mode \"{m}\" " + ("targets." if _TARGET_WORD.search(m) else "targets nothing."),
                          "700.2", "115.1a") for m in a.modes]
        else:
            steps = [step(f"\"{shown(a)}\": only a spell cast this way targets ({a.targets[0].phrase}); cast "
                          f"otherwise, {name} targets nothing.", "702.103b", "115.1b")]
        if a.modes:
            return Verdict("depends", f"It depends on the mode chosen: some of {name}'s modes target, others don't.",
                           tuple(steps))
        return Verdict("depends", f"It depends on how it is cast: {name} targets only when cast for its "
                                  f"{(a.keyword or 'alternative').lower()} cost.", tuple(steps))
    if targeting:
        steps = []
        for a, specs in targeting:
            said = name_list([f"\"{t.phrase}\"" for t in specs])
            if specs[0].origin == "enchant":
                steps.append(step(f"As an Aura spell, {name} targets what it will enchant ({said}); the Aura on the "
                                  "battlefield targets nothing.", "115.1b", "303.4a"))
                continue
            rule = {"keyword": "702.6a" if (a.keyword or "").lower() == "equip" else "702.103b"}.get(
                specs[0].origin, {"spell": "115.1a", "activated": "115.1c", "triggered": "115.1d"}.get(a.kind, "115.1"))
            steps.append(step(f"\"{shown(a)}\" targets: {said}.", rule))
        steps += [step(f"\"{shown(a)}\" doesn't use the word \"target\".", "115.10a") for a in quiet + mixed]
        asked = loyalty or keyword or kind
        # 115.1a: a spell's text is one spell ability; a part that doesn't target is no other ability
        spell_targets = any(a.kind == "spell" for a, _ in targeting)
        could = [a for a in quiet + mixed if a.kind in ("activated", "triggered", "mana")
                 or (a.kind == "spell" and not spell_targets)]
        if asked:
            who = f"{name}'s {asked} ability"
        elif targeting[0][1][0].origin == "enchant" and len(targeting) == 1:
            who = f"{name}, as an Aura spell,"
        elif len(targeting) == 1 and not could:
            who = name
        elif len(targeting) == 1:
            who = f"{name}'s ability \"{shown(targeting[0][0])}\""
        else:
            who = f"{len(targeting)} of {name}'s abilities"
        phrases = list(dict.fromkeys(t.phrase.lower() for _, specs in targeting for t in specs))
        verb = "target" if who.endswith("abilities") else "targets"
        return Verdict("yes", f"Yes: {who} {verb} ({name_list(phrases)}).", tuple(steps))
    steps = [step(f"\"{shown(a)}\" doesn't use the word \"target\"; what it affects isn't targeted.", "115.10a")
             for a in quiet]
    asked = loyalty or keyword or kind
    return Verdict("no", f"No: {name + chr(39) + 's ' + asked + ' ability' if asked else name} doesn't target "
                         "anything.", tuple(steps))
