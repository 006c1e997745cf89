"""Commander deck building: a card's color identity and whether it may be in a deck (903.4, 903.5c),
and whether a card can be a commander (903.3).

A color identity is computed from the card's faces, not looked up: each face's colors (its mana cost,
a color indicator or a characteristic-defining ability, 202.2, 204) and every mana symbol of its mana
cost or rules text, both faces of a double-faced card and an adventurer's Adventure included (903.4,
903.4d, 903.4e); reminder text doesn't count (903.4c), nor do color words ("red") written in the text.
A hybrid symbol counts both its colors, a Phyrexian one its color.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..models import Card, Step, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import COLOR_NAMES, front, keyword_map, name_list, shown, step, types_of

WUBRG = "WUBRG"
_SYMBOL = re.compile(r"\{([^}]+)\}")
_COLOR_WORD = re.compile(r"\b(white|blue|black|red|green)\b", re.I)


@dataclass(frozen=True)
class Identity:
    """A card's color identity and where each of its colors comes from."""

    colors: tuple[str, ...]                  # W U B R G, in that order
    sources: tuple[tuple[str, str], ...]     # (color, "the {R} in its mana cost") in the order found
    notes: tuple[Step, ...]                  # what doesn't count, when the card has it


def _symbol_colors(symbol: str) -> set[str]:
    """The colors of one mana symbol: {R} red, {W/U} white and blue (hybrid), {G/P} green (Phyrexian)."""
    return {p for p in symbol.upper().split("/") if p in WUBRG}


def color_identity(card: Card) -> Identity:
    """`card`'s color identity (903.4), computed from every face."""
    found: dict[str, str] = {}
    notes: list[Step] = []
    back_only: set[str] = set()
    for k, face in enumerate(card.faces):
        where = "" if len(card.faces) == 1 else f" ({face.name})"
        for c in face.colors:
            if c in WUBRG:
                found.setdefault(c, f"it is {COLOR_NAMES[c]}{where}")
        texts = [("its mana cost", face.mana_cost or "")] + \
            [("its rules text", a.normalized or a.text) for a in face.abilities]
        for what, text in texts:
            for symbol in _SYMBOL.findall(text):
                for c in _symbol_colors(symbol):
                    if c not in found and k > 0:
                        back_only.add(c)
                    found.setdefault(c, f"the {{{symbol}}} in {what}{where}")
    colors = tuple(c for c in WUBRG if c in found)
    reminders = {c for face in card.faces for a in face.abilities for symbol in _SYMBOL.findall(a.reminder or "")
                 for c in _symbol_colors(symbol)} - set(colors)
    if reminders:
        notes.append(step(f"Mana symbols in reminder text don't count ({name_list(COLOR_NAMES[c] for c in WUBRG if c in reminders)}).",
                          "903.4c"))
    words = {w.lower() for face in card.faces for a in face.abilities
             for w in _COLOR_WORD.findall(a.normalized or a.text)} - {COLOR_NAMES[c] for c in colors}
    if words:
        notes.append(step(f"Color words in its rules text ({name_list(sorted(words))}) aren't mana symbols, so they "
                          "don't add to its color identity.", "903.4"))
    if "devoid" in keyword_map(front(card)) and colors:
        notes.append(step("Devoid makes the card colorless, but the mana symbols in its mana cost still count.",
                          "903.4", "702.114a"))
    if back_only and card.layout in ("transform", "modal_dfc", "meld"):
        notes.append(step("The back face counts too.", "903.4d"))
    return Identity(colors, tuple((c, found[c]) for c in colors), tuple(notes))


def identity_text(colors) -> str:
    """"white and black", or "colorless"."""
    colors = [c for c in WUBRG if c in colors]
    return name_list([COLOR_NAMES[c] for c in colors]) if colors else "colorless"


def _not_banned(card: Card) -> tuple[str, ...]:
    return (f"{card.name} isn't on the Commander banned list (the card data this answer uses has no ban list).",)


def _explained(card: Card, identity: Identity) -> list[Step]:
    where = "; ".join(f"{COLOR_NAMES[c]} from {why}" for c, why in identity.sources)
    first = step(f"{card.name}'s color identity is {identity_text(identity.colors)}" + (f" ({where})." if where else
                 ": no colored mana symbol in its mana cost or rules text, and no color."), "903.4")
    return [first, *identity.notes]


def can_be_commander(card: Card) -> tuple[bool, str]:
    """903.3: a legendary creature card (or a Vehicle, or a Spacecraft with power and toughness), or a
    card whose text says it can be your commander."""
    face = front(card)
    if any(re.search(r"\bcan be your commander\b", a.normalized or a.text, re.I) for a in face.abilities):
        return True, f"{card.name}'s text says it can be your commander"
    legendary = "Legendary" in face.supertypes
    kinds = types_of(face)
    subtypes = {s.lower() for s in face.subtypes}
    article = "an" if face.type_line[:1].lower() in "aeiou" else "a"
    if legendary and ("creature" in kinds or "vehicle" in subtypes or
                      ("spacecraft" in subtypes and face.power is not None)):
        return True, f"{card.name} is {article} {face.type_line}"
    return False, f"{card.name} is {article} {face.type_line}" + ("" if legendary else ", not legendary")


@check("commander.color_identity.v1", intent="deck.identity",
       answers="Can card A be in a Commander deck whose commander is B (or whose colors are stated: \"mono-black\", "
               "\"when my commander is not red\")? What is A's color identity? Can A be a commander? Computes the color "
               "identity from colors and the mana symbols of the mana cost or rules text, on every face.",
       cites=("903.4", "903.4c", "903.4d", "903.4e", "903.5c", "903.3", "702.114a"),
       reads=Reads(roles=("card",), optional=("commander",), params=("ask", "colors", "excluded"),
                   scenario=("controller", "players")),
       examine=Examine(r"color identity|\bcommander\b", "speaks of color identity or commanders", "903.4"),
       ruling_terms=("color identity", "commander", "Commander"))
def deck_identity(q: CheckInput) -> Verdict | None:
    card = q.need("card")
    commander = q.card("commander")
    identity = color_identity(card)
    steps = _explained(card, identity)
    ask = q.details.get("ask", "fits")
    if ask == "identity":
        if commander is not None:
            return None
        return Verdict(None, f"{card.name}'s color identity is {identity_text(identity.colors)}.", tuple(steps),
                       amount=identity_text(identity.colors))
    if ask == "commander":
        if commander is not None:
            return None
        can, why = can_be_commander(card)
        steps = [step(why + ".", "903.3")]
        return Verdict("yes" if can else "no", f"{'Yes' if can else 'No'}: {why}.", tuple(steps),
                       _not_banned(card) if can else ())
    if commander is not None:
        if q.details.get("colors") or q.details.get("excluded"):
            return None                      # colors told beside a named commander: which decides isn't read
        theirs = color_identity(commander)
        steps += _explained(commander, theirs)
        outside = [c for c in identity.colors if c not in theirs.colors]
        can, why = can_be_commander(commander)
        if not can:
            steps.append(step(f"{why}, so it can't be a commander.", "903.3"))
            return Verdict("no", f"No: {commander.name} can't be your commander ({why}).", tuple(steps))
        steps.append(step("A card can be in a Commander deck only if every color of its color identity is in the "
                          "commander's.", "903.5c"))
        if outside:
            return Verdict("no", f"No: {card.name}'s color identity has {identity_text(outside)}, which "
                                 f"{commander.name}'s ({identity_text(theirs.colors)}) doesn't.", tuple(steps))
        return Verdict("yes", f"Yes: {card.name}'s color identity ({identity_text(identity.colors)}) is within "
                              f"{commander.name}'s ({identity_text(theirs.colors)}).", tuple(steps),
                       _not_banned(card) + _not_banned(commander))
    allowed, excluded = q.details.get("colors"), q.details.get("excluded")
    if allowed is None and excluded is None:
        return None
    steps.append(step("A card can be in a Commander deck only if every color of its color identity is in the "
                      "commander's.", "903.5c"))
    if allowed is not None:
        outside = [c for c in identity.colors if c not in allowed]
        if outside:
            return Verdict("no", f"No: {card.name}'s color identity has {identity_text(outside)}, which a "
                                 f"{identity_text(allowed)} commander's doesn't.", tuple(steps))
        return Verdict("yes", f"Yes: {card.name}'s color identity ({identity_text(identity.colors)}) is within a "
                              f"{identity_text(allowed)} commander's.", tuple(steps), _not_banned(card))
    banned = [c for c in identity.colors if c in (excluded or "")]
    if banned:
        return Verdict("no", f"No: {card.name}'s color identity has {identity_text(banned)}, which your commander's "
                             "doesn't.", tuple(steps))
    if not identity.colors:
        return Verdict("yes", f"Yes: {card.name}'s color identity is colorless, which fits any commander.",
                       tuple(steps), _not_banned(card))
    return Verdict("depends", f"It depends on your commander: {card.name} fits only if its color identity has "
                              f"{identity_text(identity.colors)}.", tuple(steps))


# what a card says that stops damage from being dealt (615.1a prevention, 702.16e protection), or that only
# changes what damage does to a life total (120.3a, 119.7)
_PREVENTS = re.compile(r"^(?:prevent all (?:combat )?damage that would be dealt (?:to you this turn|to you|this turn)|"
                       r"you have protection from everything)\.$", re.I)
_LIFE_ONLY = re.compile(r"\bdamage doesn't cause you to lose life\b|\byour life total can't change\b|"
                        r"\byou can't lose life\b", re.I)
_DEALS = re.compile(r"\bdeals? (?:\d+|x|that much|damage equal to)[^.]*damage\b|\bdeals? damage equal to\b", re.I)


@check("commander.damage.v1", intent="commander.damage",
       answers="Commander damage: does A save you from it, or does the damage A's ability deals count as it? Only "
               "combat damage a commander deals counts, damage dealt and not life lost (903.10a, 704.6c): damage "
               "prevented isn't dealt (615.1a), while an effect that keeps damage from making you lose life still "
               "lets it be dealt; damage an ability deals isn't combat damage (510.2).",
       cites=("903.10a", "704.6c", "615.1a", "120.3a", "510.2", "702.16e", "120.2b"),
       reads=Reads(roles=("source",), params=("ask", "holder"), scenario=("controller", "zone", "players")),
       ruling_terms=("commander damage", "combat damage", "lose life"))
def commander_damage(q: CheckInput) -> Verdict | None:
    card = q.need("source")
    ask = q.details.get("ask")
    texts = [(a, a.normalized or a.text) for f in card.faces for a in f.abilities if a.kind != "keyword"]
    counted = step("A player dealt 21 or more combat damage by the same commander loses: the damage dealt counts, "
                   "not the life lost.", "903.10a", "704.6c")
    if ask == "counts":
        dealing = [a for a, t in texts if _DEALS.search(t) and "combat damage" not in t.lower()
                   and a.kind in ("triggered", "activated", "spell")]
        if not dealing or len(dealing) < len([a for a, t in texts if re.search(r"\bdamage\b", t, re.I)]):
            return None                      # no ability that deals damage, or another that speaks of damage
        dealt = "has the commander it equips deal" if q.details.get("holder") == "commander" else "deals"
        return Verdict("no", f"No: the damage {card.name}'s ability {dealt} isn't combat damage, so it doesn't count "
                       "as commander damage.",
                       (step(f"\"{shown(dealing[0])}\" deals damage outside the combat damage step: noncombat damage.",
                             "510.2", "120.2b"), counted))
    if ask != "saves":
        return None
    prevents = [a for a, t in texts if a.kind in ("static", "spell") and any(
        _PREVENTS.match(sentence) for sentence in re.split(r"(?<=\.)\s+", t))]
    life_only = [a for a, t in texts if _LIFE_ONLY.search(t) and a.kind in ("static", "spell")]
    others = [a for a, t in texts if re.search(r"\bdamage\b|\bprotection\b|\blife\b", t, re.I)
              and a not in prevents + life_only]
    if others or bool(prevents) == bool(life_only):
        return None                          # nothing read, both, or something else about damage or life
    if prevents:
        return Verdict("yes", f"Yes: {card.name} prevents the damage, and damage prevented isn't dealt, so none "
                       "counts as commander damage.",
                       (step(f"\"{shown(prevents[0])}\"", "615.1a", "702.16e"), counted),
                       (f"{card.name}'s effect applies when the commander deals its combat damage.",))
    return Verdict("no", f"No: with {card.name} the damage is still dealt, only it doesn't make you lose life, and "
                   "commander damage counts the damage dealt.",
                   (step(f"\"{shown(life_only[0])}\": the damage is dealt all the same.", "120.3a"), counted))
