"""Reading continuous effects on one creature, for the checks that apply them in layers (613):
what a card's static abilities and spells say about another object's abilities (layer 6, 613.1f) and
power and toughness (layer 7, 613.4), whom they reach, and the order the question tells them in
(613.7: timestamps). No verdicts here: grants.with_effects and characteristics.power_toughness decide.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..models import Card
from . import CheckInput
from .facts import front, object_fits, shown, text_of, types_of, whose


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
    if low in ("enchanted creature", "equipped creature", "enchanted permanent", "equipped permanent"):
        if "creature" not in types_of(front(subject)) and low.endswith("creature"):
            return "no", f"{subject.name} isn't a creature", None
        how = "enchanting" if low.startswith("enchanted") else "attached to"
        return "yes", f"it applies to the {low.split()[1]} it's {how}", \
            f"{granter.name} is {how} {subject.name}."
    other = low.startswith("other ") or low.startswith("each other ")
    if other:
        if subject is granter:
            return "no", "it applies only to other objects", None
        words = re.sub(r"^(?:each )?other ", "", words, flags=re.I)
    words = re.sub(r"^all ", "", words, flags=re.I)
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


def told_order(q: CheckInput, card: Card) -> int | None:
    """When the question tells its effects in order ("I cast A, then B"), the place `card` holds in it
    (613.7b, 613.7d: the later one began later); None when it tells no order."""
    if not _IN_ORDER.search(q.question.text):
        return None
    return next((k for k, m in enumerate(q.question.cards) if m.name == card.name), None)


def _told_target(q: CheckInput, card: Card) -> str | None:
    return next((e.target for e in q.question.reading.scenario.events if e.card == card.name and e.target), None)


def _part(verb: str, what: str, keyword: str | None) -> list[tuple[str, int, int]] | None:
    """What one part of an effect does: [(change, power, toughness)], [] for nothing asked about, None
    for words about it this doesn't read."""
    losing, what = verb.lower().startswith("lose"), what.lower().strip()
    out: list[tuple[str, int, int]] = []
    if losing and what.startswith("all abilities"):
        out.append(("remove_all", 0, 0))
    elif keyword is not None and keyword in granted(what):
        out.append(("remove" if losing else "add", 0, 0))
    elif keyword is not None and (losing or re.search(rf"\b{keyword}\b", what)):
        return None                          # "loses flying and ...": a list this doesn't read
    if keyword is None:
        base, modify = _BASE.search(what), _MODIFY.match(what)
        if base:
            out.append(("set", int(base["p"]), int(base["t"])))
        elif verb.lower().startswith("get") and modify:
            out.append(("modify", int(modify["p"]), int(modify["t"])))
        elif _PT_WORDS.search(what):
            return None                      # "+X/+0", "power equal to ...": not a number this reads
    return out


def changes(q: CheckInput, card: Card, subject: Card, keyword: str | None, same: bool | None, stated: bool
            ) -> list[Change] | None:
    """What `card`'s static and spell abilities do to `subject`: to its `keyword`, or (None) to its power
    and toughness; None when a text that may change it isn't one this reads."""
    about = rf"\b{keyword}\b|\babilities\b" if keyword else _PT_WORDS.pattern + r"|\babilities\b"
    out = []
    for ability in card.faces[0].abilities:
        if ability.kind not in ("static", "spell"):
            if ability.kind != "keyword" and re.search(about, text_of(ability), re.I):
                return None                  # a trigger or activated ability that changes it
            continue
        for sentence in _SENTENCES.split(text_of(ability)):
            if _NOT_READ.search(sentence):
                return None
            sentence = sentence.strip()
            speaks = re.search(about, sentence, re.I)
            switch = _SWITCH.match(sentence) if keyword is None else None
            match = _EFFECT.match(sentence)
            if switch:
                words, kinds = switch["subject"], [("switch", 0, 0)]
            elif match is None:
                if speaks:
                    return None              # "put a flying counter on ...": a way this doesn't read
                continue
            else:
                words, kinds = match["subject"], []
                for part in re.split(rf",? and (?={_VERB}\b)", match["rest"]):
                    said = _PART.match(part.strip())
                    read = _part(said["verb"], said["what"], keyword) if said else []
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
            out += [Change(kind, card, f"{card.name}: \"{shown(ability)}\"; {why}", sure, assumption, p, t)
                    for kind, p, t in kinds]
    return out


def strips(q: CheckInput, remover: Card, permanent: Card) -> bool:
    """Does `remover` surely take all of `permanent`'s abilities away ("Creatures lose all abilities")?"""
    found = [] if remover is permanent else changes(q, remover, permanent, "flying", None, False) or []
    return any(c.change == "remove_all" and c.sure for c in found)


def effects_on(q: CheckInput, subject: Card, effects: list[Card], keyword: str | None
               ) -> tuple[list[Change], list[str], list[str]] | None:
    """Every change the named `effects` make to `subject` (its `keyword`, or its power and toughness),
    with the names of the cards that make none, and what each was read as; None when one can't be read.
    A permanent whose abilities another effect takes away gives nothing (613.8a: its effect depends on
    the one removing it)."""
    mine = q.controller("subject")
    found_all: list[Change] = []
    examined, notes = [], []
    for card in effects:
        told = q.question.reading.obj(card.name)
        theirs = told.controller if told is not None else None
        same = None if mine is None or theirs is None else mine == theirs
        found = changes(q, card, subject, keyword, same, mine is not None or theirs is not None)
        if found is None:
            return None
        if not found:
            examined.append(card.name)
        found_all += found
    removers = [c.card for c in found_all if c.change == "remove_all" and c.sure]
    kept = []
    for change in found_all:
        if change.change not in ("remove", "remove_all") and front(change.card).types and any(
                t.lower() in ("creature", "artifact", "enchantment", "land", "planeswalker", "battle")
                for t in front(change.card).types) and any(strips(q, r, change.card) for r in removers):
            notes.append(f"{change.card.name} loses all its abilities too, so its effect on {subject.name} is gone: "
                         "that effect depends on the one taking abilities away.")
            continue
        kept.append(change)
    return kept, examined, notes
