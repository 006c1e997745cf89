"""Reading continuous effects on one creature, for the checks that apply them in layers (613):
what a card's static abilities and spells say about another object's abilities (layer 6, 613.1f) and
power and toughness (layer 7, 613.4), whom they reach, and the order the question tells them in
(613.7: timestamps). No verdicts here: grants.with_effects and characteristics.power_toughness decide.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Callable, TypeVar

from ..models import Card
from . import CheckInput
from .facts import front, is_permanent, mana_value_in, object_fits, shown, text_of, types_of, whose


def granted(what: str) -> list[str]:
    """"flying and first strike" -> ["flying", "first strike"]."""
    return [w.strip().lower() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", what) if w.strip()]


def reaches(subject_words: str, granter: Card, subject: Card, same: bool | None, stated: bool
            ) -> tuple[str, str, str | None] | None:
    """Does "Other Merfolk you control" describe the subject? (value, why, assumption)."""
    words = subject_words.strip()
    low = words.lower()
    if low in ("~", "it"):
        return ("yes", "it applies to itself", None) if subject is granter else \
            ("no", "it applies only to itself", None)
    attached = re.fullmatch(r"(enchanted|equipped) (creature|permanent|artifact|land|enchantment|planeswalker)", low)
    if attached:
        kind = attached[2]
        if kind != "permanent" and kind not in types_of(front(subject)):
            return "no", f"{subject.name} isn't {'an' if kind[0] in 'aeiou' else 'a'} {kind}", None
        how = "enchanting" if low.startswith("enchanted") else "attached to"
        return "yes", f"it applies to the {low.split()[1]} it's {how}", \
            f"{granter.name} is {how} {subject.name}."
    other = low.startswith("other ") or low.startswith("each other ")
    if other:
        if subject is granter:
            return "no", "it applies only to other objects", None
        words = re.sub(r"^(?:each )?other ", "", words, flags=re.I)
    words = re.sub(r"^(?:all|each) ", "", words, flags=re.I)
    who, words = whose(words)
    fits = object_fits(words, subject)
    if fits is None:
        return None
    value, why = fits
    assumption = None
    if value != "no" and who is not None:
        owner = f"{granter.name}'s controller" if who == "same" else f"an opponent of {granter.name}'s controller"
        if same is None and stated:
            return "depends", f"{why}, and it applies only to what {owner} controls", None
        if same is None:
            # the question names no controller: it asks about the case the ability is written for
            assumption = f"{subject.name} is controlled by {owner} (the question doesn't say)."
        elif same != (who == "same"):
            return "no", f"it applies only to {'its controller’s' if who == 'same' else 'opponents’'} " \
                "creatures", None
    return value, why, assumption


# one sentence of an effect: "[Until end of turn,] <who> gain(s) / get(s) / has / have / lose(s) <what>
# [and <more>] [until end of turn]"; the parts after "and" are read one by one
_VERB = r"(?:gains?|gets?|has|have|loses?|lose|is|are|becomes?)"
_EFFECT = re.compile(rf"^(?:until end of turn, )?(?P<subject>.+?) (?P<rest>{_VERB}\b.*?)(?: until end of turn)?"
                     r"(?:, where [^.]*)?\.?$", re.I)
_SWITCH = re.compile(r"^switch (?P<subject>.+?)'s? power and toughness(?: until end of turn)?\.$", re.I)
_PART = re.compile(r"^(?P<verb>gains?|gets?|has|have|loses?|lose|is|are|becomes?) (?P<what>.+)$", re.I)
_MODIFY = re.compile(r"^(?P<p>[+-]\d+)/(?P<t>[+-]\d+)$")
_BASE = re.compile(r"\bbase power and toughness (?P<p>\d+)/(?P<t>\d+)\b", re.I)
# 613.4b Opalescence's "base power and base toughness each equal to its mana value"; 613.4a March of the
# Machines' "power and toughness each equal to its mana value"
_BY_MANA_VALUE = re.compile(r"\b(?P<base>base )?power and (?:base )?toughness each equal to its mana value\b", re.I)
CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle", "instant", "sorcery")
LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest", "desert", "gate", "lair", "locus", "mine",
                        "power-plant", "tower", "urza's", "cave", "sphere"})
_COLOURS = frozenset({"white", "blue", "black", "red", "green", "colorless"})
_SENTENCES = re.compile(r"(?<=\.)\s+")
_NOT_READ = re.compile(r"\bcan't have\b|\bcan't gain\b|\ball other abilities\b|\bcopy of\b|\bas though\b", re.I)
_IN_ORDER = re.compile(r"\bthen\b|\bafter\b|\bafterwards\b|\blater\b|\bnext\b", re.I)
_PT_WORDS = re.compile(r"\bpower\b|\btoughness\b|[+-](?:\d+|X)/[+-](?:\d+|X)", re.I)


@dataclass(frozen=True)
class Change:
    """One effect on the subject: "add", "remove" or "remove_all" (abilities, layer 6); "set" (base power
    and toughness, 7b), "modify" (+N/+N, 7c) or "switch" (7d), with its numbers; `sure` is False when
    it reaches the subject only under a condition the question doesn't settle."""

    change: str
    card: Card
    why: str
    sure: bool = True
    assumption: str | None = None
    power: int = 0
    toughness: int = 0
    card_types: tuple[str, ...] = ()      # "types" (layer 4, 613.1d): the card types and subtypes it says,
    subtypes: tuple[str, ...] = ()        # and whether it keeps the others ("in addition to its other types",
    retain: bool = False                  # "becomes an artifact creature": 205.1b)


def effect_cards(q: CheckInput) -> list[Card]:
    """The cards bound as the effects a creature is under ("while my opponent controls B and C")."""
    return [c for c in (q.card("effect"), q.card("effect2"), q.card("effect3")) if c is not None]


def told_order(q: CheckInput, card: Card) -> int | None:
    """When the question tells its effects in order ("I cast A, then B"), the place `card` holds in it
    (613.7b, 613.7d: the later one began later); None when it tells no order."""
    if not _IN_ORDER.search(q.question.text):
        return None
    return next((k for k, m in enumerate(q.question.cards) if m.name == card.name), None)


def _told_target(q: CheckInput, card: Card) -> str | None:
    return next((e.target for e in q.question.reading.scenario.events if e.card == card.name and e.target), None)


def types_said(what: str) -> tuple[tuple[str, ...], tuple[str, ...], bool] | None:
    """"a creature in addition to its other types" -> (card types, subtypes, keeps the others); None for
    words this doesn't read (205.1a: new types replace the old, 205.1b: unless it says it keeps them)."""
    retain = bool(re.search(r"\bin addition to (?:its|their) other (?:land |creature )?types\b|\bstill an?\b", what))
    words = re.sub(r"\s+with (?:base )?power\b.*$|,.*$", "", what.strip())
    words = re.sub(r"\bin addition to (?:its|their) other (?:land |creature )?types\b|\bstill\b", "", words)
    card_types, subtypes = [], []
    for word in re.sub(r"^(?:an?|the)\s+", "", words.strip()).split():
        low = word.lower()
        singular = low[:-1] if low.endswith("s") and low[:-1] in CARD_TYPES + tuple(LAND_TYPES) else low
        if singular in CARD_TYPES:
            card_types.append(singular)
        elif low in _COLOURS or low in ("and", "a", "an"):
            continue
        elif word[:1].isupper():
            subtypes.append(singular if singular in LAND_TYPES else re.sub(r"s$", "", low) if low.endswith("s")
                            and not low.endswith("ss") else low)
        else:
            return None
    if not card_types and not subtypes:
        return (), (), True                  # "are colorless": no types said
    # 205.1b: "becomes an artifact creature" keeps the other card types and subtypes
    retain = retain or {"artifact", "creature"} <= set(card_types)
    return tuple(card_types), tuple(subtypes), retain


_NO_TYPES: tuple[tuple[str, ...], tuple[str, ...], bool] = ((), (), False)


def _part(verb: str, what: str, keyword: str | None, types: bool = False
          ) -> list[tuple[str, int, int, tuple[tuple[str, ...], tuple[str, ...], bool]]] | None:
    """What one part of an effect does: [(change, power, toughness, types said)], [] for nothing asked
    about, None for words about it this doesn't read."""
    if types:
        if not re.match(r"^(?:is|are|becomes?)$", verb, re.I):
            return []
        said = types_said(what)
        return None if said is None else [] if said == ((), (), True) else [("types", 0, 0, said)]
    losing, what = verb.lower().startswith("lose"), what.lower().strip()
    out: list[tuple[str, int, int, tuple[tuple[str, ...], tuple[str, ...], bool]]] = []
    if losing and what.startswith("all abilities"):
        out.append(("remove_all", 0, 0, _NO_TYPES))
    elif keyword is not None and keyword in granted(what):
        out.append(("remove" if losing else "add", 0, 0, _NO_TYPES))
    elif keyword is not None and (losing or re.search(rf"\b{keyword}\b", what)):
        return None                          # "loses flying and ...": a list this doesn't read
    if keyword is None:
        base, modify, by_mana_value = _BASE.search(what), _MODIFY.match(what), _BY_MANA_VALUE.search(what)
        if by_mana_value:
            out.append(("set_mv" if by_mana_value["base"] else "define_mv", 0, 0, _NO_TYPES))
        elif base:
            out.append(("set", int(base["p"]), int(base["t"]), _NO_TYPES))
        elif verb.lower().startswith("get") and modify:
            out.append(("modify", int(modify["p"]), int(modify["t"]), _NO_TYPES))
        elif _PT_WORDS.search(what):
            return None                      # "+X/+0", "power equal to ...": not a number this reads
    return out


def changes(q: CheckInput, card: Card, subject: Card, keyword: str | None, same: bool | None, stated: bool,
            types: bool = False) -> list[Change] | None:
    """What `card`'s static and spell abilities do to `subject`: to its `keyword`, or (None) to its power
    and toughness, or (`types`) to its types; None when a text that may change it isn't one this reads."""
    about = r"\bis an?\b|\bare\b|\bbecomes?\b|\btypes?\b" if types else \
        rf"\b{keyword}\b|\babilities\b" if keyword else _PT_WORDS.pattern + r"|\babilities\b"
    out = []
    for ability in card.faces[0].abilities:
        if ability.kind not in ("static", "spell"):
            if ability.kind != "keyword" and re.search(about, text_of(ability), re.I):
                return None                  # a trigger or activated ability that changes it
            continue
        for sentence in _SENTENCES.split(text_of(ability)):
            sentence = sentence.strip()
            speaks = re.search(about, sentence, re.I)
            if speaks and _NOT_READ.search(sentence):
                return None
            switch = _SWITCH.match(sentence) if keyword is None else None
            match = _EFFECT.match(sentence)
            if types:                        # what it says its subject is or becomes, with a type word
                speaks = re.search(r"\b(?:is|are|becomes?)\b[^.]*\b(?:types?|artifacts?|creatures?|enchantments?|"
                                   r"lands?|planeswalkers?" + (r"|[A-Z][a-z]+s?" if match else "") + r")\b",
                                   match["rest"] if match else sentence)
            if switch:
                words, kinds = switch["subject"], [("switch", 0, 0, _NO_TYPES)]
            elif match is None:
                if speaks:
                    return None              # "put a flying counter on ...": a way this doesn't read
                continue
            else:
                words, kinds = match["subject"], []
                for part in re.split(rf",? and (?={_VERB}\b)", match["rest"]):
                    said = _PART.match(part.strip())
                    read = _part(said["verb"], said["what"], keyword, types) if said else []
                    if read is None:
                        return None
                    kinds += read
            if not kinds:
                if speaks:
                    return None
                continue
            assumption, sure = None, True
            if re.match(r"^target\b", words, re.I):
                target = _told_target(q, card)
                fits = object_fits(re.sub(r"^target ", "", words, flags=re.I), subject)
                if fits is None:
                    return None
                if fits[0] == "no" or target not in (None, subject.name):
                    continue
                # only the creature it was cast on (115.1): the question must say which
                why = f"it targets {subject.name}" if target else f"only if it targets {subject.name}"
                sure = target is not None
            else:
                reached = reaches(words, card, subject, same, stated)
                if reached is None or re.match(r"^as long as\b", words, re.I):
                    return None
                value, why, assumption = reached
                if value == "no":
                    continue
                sure = value == "yes"
            for kind, p, t, said_types in kinds:
                if kind in ("set_mv", "define_mv"):
                    # 202.3: its mana value on the battlefield
                    mana_value = mana_value_in(subject, "battlefield").value
                    if mana_value is None:
                        return None
                    kind, p, t = ("set" if kind == "set_mv" else "define"), mana_value, mana_value
                out.append(Change(kind, card, f"{card.name}: \"{shown(ability)}\"; {why}", sure, assumption, p, t,
                                  *said_types))
    return out


def strips(q: CheckInput, remover: Card, permanent: Card) -> bool:
    """Does `remover` surely take all of `permanent`'s abilities away ("Creatures lose all abilities")?"""
    found = [] if remover is permanent else changes(q, remover, permanent, "flying", None, False) or []
    return any(c.change == "remove_all" and c.sure for c in found)


def effects_on(q: CheckInput, subject: Card, effects: list[Card], keyword: str | None, types: bool = False
               ) -> tuple[list[Change], list[str], list[str]] | None:
    """Every change the named `effects` make to `subject` (its `keyword`, or its power and toughness),
    with the names of the cards that make none, and what each was read as; None when one can't be read.
    A permanent whose abilities another effect takes away gives nothing (613.8a: its effect depends on
    the one removing it)."""
    told_subject = q.question.reading.obj(subject.name)
    mine = told_subject.controller if told_subject is not None else None
    found_all: list[Change] = []
    examined, notes = [], []
    for card in effects:
        told = q.question.reading.obj(card.name)
        theirs = told.controller if told is not None else None
        same = None if mine is None or theirs is None else mine == theirs
        found = changes(q, card, subject, keyword, same, mine is not None or theirs is not None, types)
        if found is None:
            return None
        if not found:
            examined.append(card.name)
        guesses = {c.assumption for c in found if c.assumption and " is controlled by " in c.assumption}
        if len(guesses) > 1:
            # its effects are written for its controller's creatures and for the opponents' ("Other creatures you
            # control get +2/+2", "Creatures your opponents control get -2/-2"): whose this is decides
            found = [replace(c, sure=False, assumption=None) if c.assumption in guesses else c for c in found]
        found_all += found
    removers = [c.card for c in found_all if c.change == "remove_all" and c.sure]
    kept = []
    for change in found_all:
        if change.change not in ("remove", "remove_all") and is_permanent(front(change.card)) and any(
                strips(q, r, change.card) for r in removers):
            notes.append(f"{change.card.name} loses all its abilities too, so its effect on {subject.name} is gone: "
                         "that effect depends on the one taking abilities away.")
            continue
        kept.append(change)
    return kept, examined, notes


def with_types(card_types: set[str], subtypes: set[str], found: list[Change], order: dict[str, int | None]
               ) -> tuple[set[str], set[str]] | None:
    """Layer 4 (613.1d) on printed types: each type-changing effect in timestamp order (613.7); new card
    types or subtypes replace the old of their kind unless it keeps them (205.1a, 205.1b); None when
    effects that replace types began in an order the question doesn't tell."""
    typed = [c for c in found if c.change == "types"]
    if len(typed) > 1 and any(not c.retain for c in typed) and any(order[c.card.name] is None for c in typed):
        return None
    kinds, subs = set(card_types), set(subtypes)
    for change in sorted(typed, key=lambda c: order[c.card.name] or 0):
        new_kinds, new_subs = set(change.card_types), set(change.subtypes)
        if change.retain:
            kinds |= new_kinds
            subs |= new_subs
            continue
        if new_kinds:
            kinds = new_kinds | (kinds & {"instant", "sorcery"})          # 205.1a: those stay
        for family in (LAND_TYPES, None):
            said = {s for s in new_subs if (s in LAND_TYPES) == (family is not None)}
            if said:
                subs = {s for s in subs if (s in LAND_TYPES) != (family is not None)} | said
    return kinds, subs


def assumed(found: list[Change], effects: list[Card], order: dict[str, int | None]) -> tuple[str, ...]:
    """What an answer from these effects assumes: what each one's words assume (an Aura on the creature),
    and that the effects began in the order the question tells them (613.7)."""
    out = [c.assumption for c in found if c.assumption]
    if len(effects) > 1 and any(v is not None for v in order.values()):
        out.append("The effects began in the order the question tells them.")
    return tuple(dict.fromkeys(out))


Outcome = TypeVar("Outcome")


def outcomes(found: list[Change], result: Callable[[list[Change]], Outcome]) -> set[Outcome]:
    """Every result the effects can give: the sure ones always apply, each of the others (reaching the
    subject only under a condition the question doesn't settle) may or may not (several conditions may
    exclude each other, so this may list a result that can't happen: an answer then says it depends)."""
    sure = [c for c in found if c.sure]
    unsure = [c for c in found if not c.sure][:6]
    return {result(sure + list(chosen)) for k in range(len(unsure) + 1) for chosen in combinations(unsure, k)}
