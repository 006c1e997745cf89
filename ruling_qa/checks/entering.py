"""Entering the battlefield. X in enters-the-battlefield abilities (107.3m): the X paid for the spell
carries over to the permanent's enters trigger or replacement; put onto the battlefield without being
cast, X is 0. Entering tapped: permanents enter untapped unless a spell or ability says otherwise
(110.5b); "enters tapped" is a replacement effect (614.1c), the permanent's own ("~ enters tapped",
"... unless you control two or fewer other lands") or another's ("Creatures your opponents control
enter tapped", 614.12)."""
from __future__ import annotations

import re

from ..models import Ability, Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import PERMANENT_TYPES, creature_by_devotion, front, is_permanent, shown, step, text_of, types_of, whose

_ENTERS = re.compile(r"\benters\b|\bETB\b", re.I)
_X = re.compile(r"\bX\b")
_X_DEFINED = re.compile(r"\bwhere X is\b|\bX is (?:equal to|the)\b", re.I)


def x_enters_abilities(card: Card) -> list[Ability]:
    """Enters triggers and "enters with" replacements whose text refers to X."""
    out = []
    for face in card.faces[:1]:
        for ability in face.abilities:
            words = " ".join(filter(None, (ability.trigger, text_of(ability))))
            entering = (ability.kind == "triggered" and _ENTERS.search(ability.trigger or "")) or \
                (ability.replacement and _ENTERS.search(words))
            if entering and _X.search(words):
                out.append(ability)
    return out


@check("entering.x_value.v1", intent="x.enters",
       answers="What is X for A's enters-the-battlefield ability: the value paid when it was cast, or 0 when it "
               "was put onto the battlefield without being cast? (verdict yes = it uses the X paid.)",
       cites=("107.3m", "107.3", "601.2f"),
       reads=Reads(roles=("permanent",), optional=("effect",), params=("cast",), scenario=("players",)),
       examine=Examine(r"\bx\b|enters|cast|cop(y|ies)|mana value|counter",
                       "casts, copies or puts permanents onto the battlefield, or mentions X", "107.3m"),
       ruling_terms=("X", "enters", "cast", "without paying", "onto the battlefield"))
def x_on_entering(q: CheckInput) -> Verdict | None:
    card = q.need("permanent")
    face = card.faces[0]
    abilities = x_enters_abilities(card)
    if not abilities and not is_permanent(face):
        return None                   # an instant's or sorcery's X is not an entering question
    if not abilities:
        return Verdict("no", f"{card.name} has no enters ability or replacement that refers to X, so 107.3m "
                       "doesn't apply.", (step(f"None of {card.name}'s enters abilities mentions X.", "107.3m"),))
    ability = abilities[0]
    steps = [step(f"{card.name}: \"{shown(ability)}\" refers to X as it enters.", "107.3m")]
    if _X_DEFINED.search(text_of(ability)):
        steps.append(step("The ability defines X itself, so the value paid for the spell doesn't matter.", "107.3"))
        return Verdict("no", f"X for {card.name}'s enters ability is whatever the ability defines it as, however "
                       "it entered.", tuple(steps))
    has_x_cost = "{X}" in (face.mana_cost or "")
    cast = q.details.get("cast", "unknown")
    if not has_x_cost:
        steps.append(step(f"{card.name}'s mana cost has no {{X}}; X takes a value only if a cost with X was paid "
                          "(an alternative or additional cost).", "107.3m"))
    if cast == "yes":
        steps.append(step("It was cast: X for the ability equals the X chosen for the spell, though X for the "
                          "permanent itself is 0.", "107.3m"))
        return Verdict("yes", f"X is the value chosen when {card.name} was cast.", tuple(steps))
    if cast == "no":
        steps.append(step("It wasn't cast (no X was chosen for a spell), so X is 0.", "107.3m"))
        return Verdict("no", f"X is 0: {card.name} wasn't cast, so no value was chosen for X.", tuple(steps))
    steps.append(step("Cast: X is the value chosen for the spell. Put onto the battlefield any other way: X is 0.",
                      "107.3m"))
    return Verdict("depends", f"It depends on how {card.name} entered: cast, X is the value paid; put onto the "
                   "battlefield without being cast, X is 0.", tuple(steps))


_OWN_TAPPED = re.compile(r"^~ enters(?: the battlefield)? tapped"
                         r"(?: with [^.]*| and (?:doesn't|does not) untap [^.]*)?\.$", re.I)
# its own condition: "~ enters tapped unless ...", "If you don't, it enters tapped."
_OWN_TAPPED_IF = re.compile(r"(?:~|\bit) enters(?: the battlefield)? tapped\b", re.I)
# another permanent's: "[Types] [your opponents control] enter [the battlefield] tapped."
_OTHERS_TAPPED = re.compile(r"^(?P<what>(?:(?:nonbasic )?[a-z]+(?:, | and |, and ))*(?:nonbasic )?[a-z]+?)"
                            r"(?P<whose> your opponents control| you control| an opponent controls)? "
                            r"enters?(?: the battlefield)? tapped\.$", re.I)
# keywords that put the card onto the battlefield tapped and attacking (702.49a ninjutsu, 702.49d)
_PUTS_IT_TAPPED = frozenset({"ninjutsu", "commander ninjutsu"})
_PLURALS = {"artifacts": "artifact", "creatures": "creature", "lands": "land", "enchantments": "enchantment",
            "planeswalkers": "planeswalker", "permanents": "permanent", "battles": "battle"}
# words about tapping or entering this check doesn't weigh ("untap it", "as long as ~ is tapped")
_ABOUT_TAPPED = re.compile(r"\btapped\b|\buntap|\benters?\b|\bisn't a creature\b", re.I)


def _types_entering(card: Card, devotion: tuple[tuple[str, int], ...]) -> set[str] | None:
    """The card types the permanent will have on the battlefield (614.12), or None when they may differ
    ("becomes a creature"; "As long as your devotion ... isn't a creature" with no devotion told)."""
    face = front(card)
    devoted = creature_by_devotion(face, devotion)
    if any(re.search(r"\bisn't a creature\b|\bbecomes? an? [^.]*creature\b|\bis also\b", text_of(a), re.I)
           for a in face.abilities if devoted is None or a is not devoted[0]):
        return None
    if devoted is not None:
        return None if devoted[1] is None else types_of(face) - (set() if devoted[1] else {"creature"})
    return types_of(face)


@check("entering.enters_tapped.v1", intent="enters.tapped",
       answers="Does A enter the battlefield tapped? Reads A's own 'enters tapped' text and its conditions, and "
               "the named permanents that make others enter tapped ('Creatures your opponents control enter tapped').",
       cites=("110.5b", "614.1c", "614.12", "700.5"),
       reads=Reads(roles=("permanent",), scenario=("controller", "zone", "players", "devotion")),
       ruling_terms=("enters the battlefield tapped", "tapped"))
def enters_tapped(q: CheckInput) -> Verdict | None:
    card = q.need("permanent")
    face = front(card)
    if len(card.faces) > 1 or not types_of(face) & PERMANENT_TYPES:
        return None
    steps, values, examined = [], [], []
    for ability in face.abilities:
        text = text_of(ability)
        if _OWN_TAPPED.match(text):
            steps.append(step(f"{card.name}: \"{shown(ability)}\"", "614.1c"))
            values.append("yes")
        elif _OWN_TAPPED_IF.search(text):
            steps.append(step(f"{card.name}: \"{shown(ability)}\" — it enters tapped only as that says.", "614.1c"))
            values.append("depends")
        elif re.search(r"\btapped\b", text, re.I) or (ability.keyword or "").lower() in _PUTS_IT_TAPPED:
            return None                      # its own words about being tapped this check doesn't read
    mine = q.controller("permanent")
    types = _types_entering(card, q.question.reading.scenario.devotion)
    assumptions = []
    devoted = creature_by_devotion(face, q.question.reading.scenario.devotion)
    if devoted is not None and devoted[1] is not None:
        steps.append(step(f"{card.name}: \"{shown(devoted[0])}\" With your devotion as told, it "
                          f"{'is' if devoted[1] else 'is not'} a creature as it enters.", "614.12", "700.5"))
        assumptions.append(f"Your devotion as told counts the permanents already on the battlefield, without "
                           f"{card.name}, which isn't there yet as it enters (614.12).")
    for other in q.others:
        said = []
        for ability in (a for f in other.faces for a in f.abilities):
            text = text_of(ability)
            found = _OTHERS_TAPPED.match(text)
            if found and ability.kind == "static":
                words = re.split(r",\s*(?:and\s+)?|\s+and\s+", found["what"].lower())
                what = {_PLURALS.get(w.removeprefix("nonbasic "), "?") for w in words}
                if "?" in what or types is None:
                    return None
                said.append(text)
                basic = "basic" in {t.lower() for t in face.supertypes}
                covered = "permanent" in what or any(_PLURALS[w.removeprefix("nonbasic ")] in types and not (
                    w.startswith("nonbasic ") and basic) for w in words)
                who = whose(found["whose"].strip())[0] if found["whose"] else None
                theirs = q.question.reading.obj(other.name)
                holder = theirs.controller if theirs is not None else None
                if not covered:
                    value = "no"
                    why = f"it covers only {found['what'].lower()}, and {card.name} is {face.type_line}"
                elif who is None:
                    value, why = "yes", f"{card.name} is {face.type_line}"
                elif mine is None or holder is None:
                    value = "depends"
                    why = ("only if " + ("an opponent of " if who == "other" else "") +
                           f"{other.name}'s controller controls {card.name}")
                else:
                    value = "yes" if (mine == holder) == (who == "same") else "no"
                    why = f"it covers {'only ' if value == 'no' else ''}" + \
                        ("its controller" if who == "same" else "its controller’s opponents")
                steps.append(step(f"{other.name}: \"{shown(ability)}\" — {why}.", "614.12", "614.1c"))
                values.append(value)
            elif ability.kind != "keyword" and _ABOUT_TAPPED.search(text):
                return None                  # it taps, untaps or changes entering in words not read here
        examined.append(other.name)
        if not said:
            steps.append(step(f"{other.name}: examined; it doesn't make permanents enter tapped.", "110.5b"))
    if not values:
        return Verdict("no", f"No: nothing named makes {card.name} enter tapped, so it enters untapped.",
                       tuple(steps) + (step("Permanents enter the battlefield untapped unless a spell or ability "
                                            "says otherwise.", "110.5b"),),
                       (f"The spell or ability that puts {card.name} onto the battlefield doesn't say \"tapped\".",
                        *assumptions), examined=tuple(examined))
    value = "yes" if "yes" in values else "depends" if "depends" in values else "no"
    answer = {"yes": f"Yes: {card.name} enters the battlefield tapped.",
              "no": f"No: {card.name} enters the battlefield untapped.",
              "depends": f"It depends: {card.name} enters tapped only under the conditions below."}[value]
    return Verdict(value, answer, tuple(steps), tuple(assumptions), examined=tuple(examined))
