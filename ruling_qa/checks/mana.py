"""Mana: what a card's abilities can add (106.1, 106.7), whether they are mana abilities (605.1),
and whether "tapped for mana" triggers and replacements see another card's abilities (106.12)."""
from __future__ import annotations

import re

from ..models import Ability, Card, Face, ManaProduction, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import (
    COLOR_NAMES,
    front,
    keyword_map,
    name_list,
    needs_tap,
    shown,
    step,
    subtypes_of,
    text_of,
    types_of,
)
from .layers import LAND_TYPES, effects_on, told_order, with_types

ANY_COLOR = ("any_color", "any_one_color", "any_combination")
HOW_WORDS = {
    "fixed": "exactly {added}",
    "choice": "one of {colors}",
    "any_color": "one mana of any color",
    "any_one_color": "mana of any one color",
    "any_combination": "any combination of colors",
    "could_produce": "mana of a type another permanent could produce (106.7)",
    "computed": "mana worked out as it resolves ({phrase})",
}


def producers(card: Card) -> list[tuple[Face, Ability]]:
    return [(face, a) for face in card.faces for a in face.abilities if a.produces is not None]


def produced_by(ability: Ability) -> ManaProduction:
    """The mana an ability that adds mana (one `producers` found) adds; ValueError for any other ability."""
    if ability.produces is None:
        raise ValueError(f"the ability {ability.text!r} doesn't add mana")
    return ability.produces


def _symbols(colors) -> str:
    return "".join(f"{{{c}}}" for c in colors) or "no fixed type"


def describe(ability: Ability) -> str:
    produced = produced_by(ability)
    template = HOW_WORDS.get(produced.how, "{phrase}")
    amount = f" ({produced.amount} mana)" if produced.amount not in ("1", "", None) and produced.how != "fixed" else ""
    added = re.sub(r"^add\s+", "", produced.phrase or "", flags=re.I) or _symbols(produced.colors)
    return template.format(colors=_symbols(produced.colors), phrase=produced.phrase, added=added) + amount


def can_make(ability: Ability, color: str) -> str:
    """yes / no / depends: can this ability add mana of `color` (W U B R G or C)?"""
    produced = produced_by(ability)
    if color in produced.colors and produced.how not in ("could_produce",):
        return "yes" if produced.how != "computed" else "depends"
    if produced.how in ANY_COLOR:
        return "yes" if color != "C" else "no"
    if produced.how in ("could_produce", "computed"):
        return "depends"
    return "no"


# what in another card's text may change the mana a permanent makes
_CHANGES_MANA = re.compile(r"mana|\badd|land|colou?r|type|becomes?|loses?|gains?|basic|\btap|abilit", re.I)
# ... other than by land types, which the type-changing reading weighs
_GRANTS_MANA = re.compile(r"\bmana\b|\badd|colou?r|\btap|loses?|gains?|abilit", re.I)
# 305.6: each basic land type's intrinsic mana ability
_INTRINSIC = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}


def _land_types_changed(q: CheckInput, card: Card) -> tuple[list[tuple[Face, Ability]], list, list[str]] | None:
    """The land `card`'s abilities that add mana with the other named cards' land-type effects applied (Blood
    Moon's "Nonbasic lands are Mountains"): new basic land types set by an effect replace the abilities of its
    rules text with their intrinsic mana abilities (305.7); added ones join them (305.6). Also the steps and the
    cards examined. None when an effect can't be read, or reaches it only under a condition not told."""
    read = effects_on(q, card, list(q.others), None, types=True)
    if read is None:
        return None
    found, examined, _notes = read
    if any(not c.sure or c.change != "types" or c.assumption for c in found):
        return None                          # an ability added or removed, a condition, or an Aura assumed on it
    if any(_GRANTS_MANA.search(text_of(a)) for other in q.others if other.name in examined
           for f in other.faces for a in f.abilities):
        return None                          # it may give or take mana abilities or colors (the types are read)
    steps = [step(f"{name}: examined; it doesn't change {card.name}'s land types.", "305.7") for name in examined]
    if not found:
        return producers(card), steps, examined
    face = front(card)
    result = with_types(types_of(face), subtypes_of(face), found, {c.name: told_order(q, c) for c in q.others})
    if result is None or "land" not in result[0]:
        return None
    steps += [step(why + ".", "613.1d") for why in dict.fromkeys(c.why for c in found)]
    sets = any(not c.retain and set(c.subtypes) & LAND_TYPES for c in found)
    intrinsic = [(face, Ability(kind="mana", text=f"{{T}}: Add {{{_INTRINSIC[t]}}}.", cost=("{T}",),
                                produces=ManaProduction(colors=(_INTRINSIC[t],), how="fixed",
                                                        phrase=f"Add {{{_INTRINSIC[t]}}}"),
                                mana_ability_of="activated", intrinsic=True))
                 for t in sorted(result[1] & _INTRINSIC.keys(), key=list(_INTRINSIC).index)]
    steps.append(step(f"{card.name} is now {' '.join(sorted(t.capitalize() for t in result[1]))}: " + (
        "it loses the abilities of its rules text and has its land types' intrinsic mana abilities instead."
        if sets else "it has its new land types' intrinsic mana abilities as well."), "305.7", "305.6"))
    return (intrinsic if sets else producers(card) + intrinsic), steps, examined + [c.card.name for c in found]


def why_not_mana_ability(ability: Ability) -> tuple[str, str]:
    """Why an ability that adds mana isn't a mana ability, with the rule (605.1a, 605.5)."""
    if ability.kind == "spell":
        return "it's a spell's effect, and spells aren't mana abilities", "605.5"
    if ability.loyalty is not None:
        return "it's a loyalty ability", "605.1a"
    if ability.targets:
        return "it has a target", "605.1a"
    if ability.kind == "triggered":
        return "it doesn't trigger from a mana ability or from mana being added", "605.1b"
    return "it doesn't meet the criteria of 605.1a-b", "605.5"


@check("mana.production.v1", intent="mana.production",
       answers="What mana can A make? Can A make a given colour? Is A's mana ability a mana ability?",
       cites=("106.1", "106.7", "605.1a", "605.1b", "605.5", "305.6", "305.7", "613.1d"),
       reads=Reads(roles=("source",), params=("ask", "color"), scenario=("controller", "zone", "players")),
       examine=Examine(_CHANGES_MANA.pattern, "adds mana, changes lands or colors, or grants or removes abilities",
                       "106.1"),
       ruling_terms=("mana", "color", "type", "could produce", "mana ability"))
def mana_production(q: CheckInput) -> Verdict | None:
    card = q.need("source")
    ask = q.details.get("ask", "can" if q.details.get("color") else "which")
    color = q.details.get("color")
    found = producers(card)
    steps: list = []
    examined: list[str] = []
    if q.others and ask != "is_mana_ability" and len(card.faces) == 1 and "land" in types_of(front(card)):
        # a land whose land types another named card changes (305.7)
        changed = _land_types_changed(q, card)
        if changed is None:
            return None
        found, steps, examined = changed
    if not found:
        return Verdict("no", f"No: {card.name} has no ability that adds mana.",
                       tuple(steps) + (step(f"None of {card.name}'s abilities says \"add\" mana.", "106.1"),),
                       examined=tuple(examined))
    for face, ability in found:
        label = f"{face.name}: \"{shown(ability)}\""
        steps.append(step(f"{label} adds {describe(ability)}.", "106.1"))
        if produced_by(ability).how == "could_produce":
            steps.append(step("It can add only types some permanent could produce right now; if none can be "
                              "defined, it adds no mana.", "106.7"))
    if ask == "is_mana_ability":
        verdicts = []
        for face, ability in found:
            if ability.kind == "mana":
                verdicts.append("yes")
                rule = "605.1b" if ability.mana_ability_of == "triggered" else "605.1a"
                steps.append(step(f"\"{shown(ability)}\" is a mana ability: no target, it could add mana"
                                  f"{', and it triggers from mana abilities' if rule == '605.1b' else ', not a loyalty ability'}.",
                                  rule))
            else:
                verdicts.append("no")
                why, rule = why_not_mana_ability(ability)
                steps.append(step(f"\"{shown(ability)}\" adds mana but isn't a mana ability: {why}.", rule))
        value = "yes" if set(verdicts) == {"yes"} else "no" if set(verdicts) == {"no"} else "depends"
        answer = {"yes": f"Yes: {card.name}'s ability that adds mana is a mana ability (it doesn't use the stack).",
                  "no": f"No: {card.name} adds mana, but not with a mana ability, so it uses the stack.",
                  "depends": f"Some of {card.name}'s abilities that add mana are mana abilities and some aren't."}[value]
        return Verdict(value, answer, tuple(steps))
    if color:
        values = [can_make(a, color) for _, a in found]
        value = "yes" if "yes" in values else "depends" if "depends" in values else "no"
        color_name = COLOR_NAMES.get(color, color)
        answer = {"yes": f"Yes: {card.name} can make {color_name} mana.",
                  "no": f"No: {card.name} can't make {color_name} mana.",
                  "depends": f"It depends: {card.name} can make {color_name} mana only if the game state allows it "
                             "(see below)."}[value]
        return Verdict(value, answer, tuple(steps), examined=tuple(examined))
    kinds = sorted({c for _, a in found for c in produced_by(a).colors}, key="WUBRGC".index)
    computed = [a for _, a in found if produced_by(a).how in ("could_produce", "computed")]
    if any(produced_by(a).how in ANY_COLOR for _, a in found):
        summary = "mana of any color"
    else:
        summary = name_list(f"{{{c}}}" for c in kinds) if kinds else ""
    if computed:
        summary = (summary + " and " if summary else "") + "mana whose type depends on the game (106.7)"
    value = "depends" if computed and not kinds else "yes"
    return Verdict(value, f"{card.name} can make {summary}.", tuple(steps), examined=tuple(examined))


# --- "tapped for mana" --------------------------------------------------------------------------

_TAPPED = [
    re.compile(r"whenever (?:a |an |another )?(?P<subject>[^.,]*?) is tapped for mana", re.I),
    re.compile(r"whenever (?:a player|you|an opponent|a|that player) taps? (?:a |an |another )?(?P<subject>[^.,]*?) "
               r"for mana", re.I),
    re.compile(r"if (?:a player|you|an opponent) taps? (?:a |an |another )?(?P<subject>[^.,]*?) for mana", re.I),
    re.compile(r"if (?:a |an )?(?P<subject>[^.,]*?) is tapped for mana", re.I),
]
_WHO = re.compile(r"\s*(?:you control|an opponent controls|your opponents control|you don't control)\s*", re.I)


# a question that asks about tapping for mana says so; without these words "no such ability" answers
# something not asked
_TAPPED_FOR_MANA_WORDS = frozenset({"mana", "tap", "taps", "tapped", "tapping", "extra", "additional", "double",
                                    "doubles", "triple", "add", "adds"})


def tapped_for_mana_watch(card: Card) -> tuple[Ability, str, bool] | None:
    """The ability of `card` that watches permanents being tapped for mana: (ability, what it
    watches, is it a replacement)."""
    for face in card.faces:
        for ability in face.abilities:
            text = " ".join(filter(None, (ability.trigger, text_of(ability))))
            for pattern in _TAPPED:
                m = pattern.search(text)
                if m:
                    return ability, m["subject"].strip(), ability.replacement or text.lower().startswith("if ")
    return None


def subject_matches(subject: str, face: Face) -> tuple[str, str]:
    """Does a permanent described as `subject` ("land", "Forest you control", "creature") include
    this face? yes / no / depends, and the condition."""
    words = _WHO.sub(" ", subject).lower().replace("enchanted ", "").strip()
    control = _WHO.search(subject)
    types, subtypes = types_of(face), subtypes_of(face)
    supertypes = {t.lower() for t in face.supertypes}
    ok = True
    for word in re.findall(r"[a-z]+", words):
        if word in ("permanent", "or", "and", "a", "an", "mana", "of", "the", "one", "source"):
            continue
        if word.startswith("non"):
            ok = ok and word[3:] not in types
        elif word in ("basic", "snow", "legendary"):
            ok = ok and word in supertypes
        elif word.rstrip("s") in types or word in types or word in subtypes or word.rstrip("s") in subtypes:
            continue
        else:
            ok = False
    if not ok:
        return "no", f"{face.name} ({face.type_line}) isn't a {words}"
    conditions = []
    if control:
        conditions.append(control.group(0).strip())
    if "enchanted" in subject.lower():
        conditions.append("it's the permanent enchanted by the Aura")
    return ("depends" if conditions else "yes"), " and ".join(conditions)


@check("mana.tapped_for_mana.v1", intent="mana.tapped_trigger",
       answers="Does A's \"tapped for mana\" trigger or replacement apply when B is tapped for mana?",
       cites=("106.12", "106.12a", "106.12b", "605.1a"),
       reads=Reads(roles=("watcher", "tapped"), scenario=("zone", "players")),
       examine=Examine(r"mana|\btap|\badd|trigger|whenever|abilit|land|becomes?|loses?",
                       "adds mana, taps, triggers, or changes lands or abilities", "106.12"),
       ruling_terms=("tapped for mana", "mana ability", "trigger", "{T}"))
def tapped_for_mana(q: CheckInput) -> Verdict | None:
    watcher, tapped = q.need("watcher"), q.need("tapped")
    found = tapped_for_mana_watch(watcher)
    if found is None:
        asked = {w.lower() for w, use in q.question.reading.words if use == "proposition"}
        if not asked & _TAPPED_FOR_MANA_WORDS or asked & {"work", "works", "working"}:
            return None                      # "does A work with B", "... with B, does it trigger": not asked
        if any(a.kind != "mana" and re.search(r"\bmana\b", text_of(a), re.I) and re.search(r"\badd", text_of(a), re.I)
               for f in watcher.faces for a in f.abilities):
            return None                      # "whenever a land's ability causes you to add mana": not read here
        return Verdict("no", f"No: {watcher.name} has no ability that looks for a permanent being tapped for mana.",
                       (step(f"None of {watcher.name}'s abilities mentions a permanent being tapped for mana.", "106.12"),))
    ability, subject, replacement = found
    rule = "106.12b" if replacement else "106.12a"
    steps = [step(f"{watcher.name}: \"{shown(ability)}\" — it watches for {subject} being tapped for mana"
                  f"{' (a replacement effect)' if replacement else ''}.", rule)]
    face = tapped.faces[0]
    fit, condition = subject_matches(subject, face)
    if fit == "no":
        steps.append(step(f"{condition}.", rule))
        return Verdict("no", f"No: {tapped.name} isn't what {watcher.name} looks for ({subject}).", tuple(steps))
    mana = [a for f in tapped.faces for a in f.abilities if a.kind == "mana" and a.mana_ability_of == "activated"]
    tapping = [a for a in mana if needs_tap(a)]
    if not mana:
        steps.append(step(f"{tapped.name} has no mana ability, so it is never tapped for mana.", "106.12"))
        return Verdict("no", f"No: {tapped.name} has no mana ability to tap for mana.", tuple(steps))
    if not tapping:
        steps.append(step(f"{tapped.name}'s mana abilities don't have {{T}} in their cost "
                          f"({name_list(', '.join(a.cost) for a in mana)}); only a mana ability with {{T}} "
                          "\"taps it for mana\".", "106.12"))
        return Verdict("no", f"No: {tapped.name} adds mana without {{T}}, which isn't tapping it for mana.", tuple(steps))
    steps.append(step(f"{tapped.name} has a mana ability with {{T}} in its cost: \"{shown(tapping[0])}\"; "
                      "activating it taps it for mana.", "106.12", "605.1a"))
    if replacement:
        steps.append(step("The replacement modifies the mana that ability produces while it resolves.", "106.12b"))
    else:
        steps.append(step("The ability triggers when that mana ability resolves and produces mana.", "106.12a"))
    assumptions = [f"{tapped.name} is tapped with that mana ability (not for a cost or another {{T}} ability)."]
    if fit == "depends":
        assumptions.append(f"{condition}.")
        value = "yes"
    else:
        value = "yes"
    if "creature" in keyword_map(face) or face.facts.is_creature and "Land" not in face.types:
        assumptions.append(f"{tapped.name} can pay {{T}} (it isn't summoning sick, 302.6).")
    return Verdict(value, f"Yes: {watcher.name} sees {tapped.name} being tapped for mana"
                   + (" when its conditions hold." if fit == "depends" else "."), tuple(steps), tuple(assumptions))
