"""Can an effect find, choose or discard a card? (701.23a: searching finds a card that matches the
description; 701.9a discarding; 701.20a revealing.) The card is judged as it is where the effect looks:
in a library, a hand or a graveyard a double-faced card has only its front face's characteristics
(712.8a), a split card both halves' combined (709.4, so their mana values add up), an adventurer card
only its normal ones (715.4), a bestow card is no Aura (702.103b: only a spell cast bestowed is), and
an X in a mana cost is 0 (202.3e).

The description is read from the effect's own words ("a nonland card with mana value 3 or less", "up
to two basic land cards that share a land type", "a card with the same mana value as this card"):
its card types, supertypes, subtypes, colours, mana value limits and how many cards it allows. Words
it can't read give no verdict, unless what it does read already rules the card out.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..models import Ability, Card, Step, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import (as_there, front, keyword_map, mana_value_in, name_list, object_fits, printed_limits, pt_as_printed,
                    step, subtypes_of, types_of)

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_COUNT = r"(?P<count>up to (?:one|two|three|four|five|six|seven|X)|any number of|an?|one|two|three|four|five|X)"
_WHAT = r"(?P<what>[^,.;]*?\bcards?\b[^,.;]*)"
# Where each way of selecting looks, its words, and the rule that says what it does
_WAYS: tuple[tuple[str, str, str, re.Pattern], ...] = (
    ("library", "search", "701.23a", re.compile(
        r"\bsearch(?:es)? (?:your|their|his or her|its owner's|that player's|target (?:player|opponent)'s|"
        rf"each player's|an opponent's) library for {_COUNT} {_WHAT}", re.I)),
    # "you may discard a land card"; not "target player discards a card": that player chooses (701.9b)
    ("hand", "discard", "701.9a", re.compile(rf"\bdiscard {_COUNT} {_WHAT}", re.I)),
    ("hand", "choose", "701.20a", re.compile(
        rf"\breveals? (?:their|his or her|your) hand\. You (?:may )?choose {_COUNT} {_WHAT}", re.I)),
    ("library", "reveal", "701.20a", re.compile(
        rf"\buntil (?:you|they|that player) (?:reveal|exile)s? {_COUNT} {_WHAT}", re.I)),
    ("graveyard", "return", "400.7", re.compile(
        rf"\breturn {_COUNT} (?:target )?(?P<what>[^,.;]*?\bcards?\b) from your graveyard", re.I)),
)
_OTHER_PLAYER = re.compile(r"\b(?:they|target player|that player|each player|each opponent|an opponent)\b", re.I)
_OTHER_DISCARDS = re.compile(r"\b(?:player|players|opponent|opponents|they|that player)(?: may)? $", re.I)
_FROM = re.compile(r"\s*\bfrom (?:it|among them|their hand|that player's hand)\b", re.I)
_BARE_OR = re.compile(r"\bor\b(?! (?:less|greater|more)\b)|\band/or\b", re.I)
_ZONE_WORDS = {"library": "in a library", "hand": "in a hand", "graveyard": "in a graveyard"}
_SELF = r"(?:~|this card|this creature|this permanent|this artifact|the discarded card)"


@dataclass(frozen=True)
class Selection:
    """One place where an ability picks a card: where it looks, how, what it asks for and how many."""

    zone: str
    how: str
    rule: str
    count: int | None               # the most it takes (None: any number, or X)
    head: str                       # "nonland", "basic land", "Aura": the card's types and colours
    asks: str                       # "a nonland card", "up to two basic land cards"
    tail: str                       # "with mana value 3 or less", "that share a land type"
    phrase: str                     # the words as printed
    ability: Ability


def _count(words: str) -> int | None:
    words = words.lower().replace("up to ", "")
    return _NUMBERS.get(words)


def selections(card: Card) -> list[Selection]:
    """Every place `card`'s abilities pick a card from a library, a hand or a graveyard (a keyword's
    reminder text says what its rule does: transmute, 702.53a)."""
    found = []
    for face in card.faces:
        for ability in face.abilities:
            texts = [ability.normalized or ability.text]
            if ability.kind in ("keyword", "activated") and ability.reminder:
                texts.append(ability.reminder)
            for text in texts:
                for zone, how, rule, pattern in _WAYS:
                    for m in pattern.finditer(text):
                        sentence = re.split(r"(?<=\.)\s+", text[:m.start()])[-1]
                        if how == "discard" and (_OTHER_DISCARDS.search(sentence) or (
                                _OTHER_PLAYER.search(sentence) and not re.search(r"\byou\b", sentence, re.I))):
                            continue             # another player discards, and chooses (701.9b)
                        what = _FROM.sub("", m["what"]).strip()
                        cards = re.search(r"\bcards?\b", what)
                        if cards is None:
                            continue
                        head, tail = what[:cards.start()].strip(), what[cards.end():].strip()
                        tail = re.sub(r"\s*\binstead$", "", tail)   # "discard a land card instead" (614.1a)
                        found.append(Selection(zone, how, rule, _count(m["count"]), head,
                                               f"{m['count']} {what[:cards.end()]}", tail,
                                               f"{m['count']} {m['what'].strip()}", ability))
    return found


def _head_fits(head: str, card: Card) -> tuple[str, str] | None:
    """Do the card's types, supertypes, subtypes and colours fit the head ("nonland", "basic land",
    "Aura")? Each half of a split card must agree (709.4)."""
    if not head:
        return "yes", "any card will do"
    views, _, _ = as_there(card)
    results = [object_fits(head, view) for view in views]
    if any(r is None for r in results):
        return None
    values = {r[0] for r in results if r is not None}
    if len(values) != 1:
        return None                          # the halves differ: 709.4's combination isn't read here
    return results[0]


def _tail_fits(tail: str, card: Card, zone: str, selector: Card, x: int | None, count: int
               ) -> list[tuple[str, str, str]] | None:
    """Each condition after "card(s)": ("yes" | "no" | "depends", why, rule); None for words not read."""
    if not tail:
        return []
    results = []
    mv = mana_value_in(card, zone).value
    for part in re.split(r",?\s+and\s+(?=with\b|that\b)", tail):
        part = part.strip()
        same = re.fullmatch(rf"with the same mana value as {_SELF}", part, re.I)
        limits, rest = printed_limits(part, front(card), card, zone)
        variable = re.fullmatch(r"with mana value X or less", part, re.I)
        share = re.fullmatch(r"that share an? (land|creature) type", part, re.I)
        keyword = re.fullmatch(r"with (?P<kw>[a-z ]+)", part, re.I)
        if mv is None:
            return None
        if same:
            where = "hand" if re.search(r"card$", part) or part.endswith("~") else "battlefield"
            theirs = mana_value_in(selector, where).value
            if theirs is None:
                return None
            results.append(("yes" if theirs == mv else "no",
                            f"it asks for mana value {theirs} ({selector.name}'s), and {card.name}'s is {mv}",
                            "202.3"))
        elif len(limits) == 1 and not rest.strip() and limits[0].met is not None and (
                limits[0].what == "mana value" or pt_as_printed(front(card))):
            # off the battlefield a card's power and toughness are its printed ones (208.1), unless its
            # own text defines or changes them
            what = limits[0].what
            results.append(("yes" if limits[0].met else "no", f"it asks for {limits[0].said}, and {card.name}'s "
                            f"{what} is {mv if what == 'mana value' else limits[0].printed}",
                            "202.3" if what == "mana value" else "208.1"))
        elif variable:
            if mv == 0:
                results.append(("yes", f"{card.name}'s mana value is 0, which is X or less whatever X is", "202.3"))
            elif x is not None:
                results.append(("yes" if mv <= x else "no",
                                f"it asks for mana value X or less with X = {x}, and {card.name}'s is {mv}", "107.3"))
            else:
                results.append(("depends", f"only if X is {mv} or more ({card.name}'s mana value is {mv})", "107.3"))
        elif share:
            kind = share[1].lower()
            own = sorted(subtypes_of(front(card))) if kind in types_of(front(card)) else []
            if count < 2:
                return None
            if own:
                results.append(("yes", f"copies of {card.name} share its {kind} type ({name_list(own)})", "205.3"))
            else:
                rule = "205.3i" if kind == "land" else "205.3m"
                results.append(("no", f"{card.name} has no {kind} type ({front(card).type_line}), so no two of them "
                                      f"share one", rule))
        elif keyword and keyword["kw"].lower() in keyword_map(front(card)):
            results.append(("yes", f"{card.name} has {keyword['kw']}", "702.1"))
        else:
            return None
    return results


_ASKED = {"search": "library", "discard": "hand", "return": "graveyard"}


@check("selection.card_fits.v1", intent="card.selectable",
       answers="Can A's effect find, choose or discard B (search a library for it, make a player discard it, "
               "return it from a graveyard)? B is judged as it is in that zone: split cards combined, double-faced "
               "cards by their front face, X as 0; A's description is read for types, colours, mana value and count.",
       cites=("701.23a", "701.9a", "701.20a", "712.8a", "709.4", "715.4", "710.1", "202.3", "202.3e", "107.3", "208.1",
              "205.3", "205.3i", "702.103b", "400.7"),
       reads=Reads(roles=("card", "selector"), params=("zone", "count", "x", "discarder"),
                   scenario=("controller", "zone", "entered_this_turn", "arrived", "events", "players")),
       examine=Examine(r"\bsearch|\blibrar|\bdiscard|\bis an?\b|\bare\b|\bbecomes?\b|\btypes?\b|mana value|can't|"
                       r"\bcop(?:y|ies)\b", "changes what can be searched for or discarded", "701.23a"),
       ruling_terms=("search", "discard", "mana value", "card"))
def card_fits(q: CheckInput) -> Verdict | None:
    card = q.need("card")
    selector = q.card("selector")
    if selector is None or selector is card:
        return None
    asked_zone = q.details.get("zone")
    told = q.fact("card")
    # 701.9b: "make my opponent discard B" is done only by an effect that has its controller choose from that
    # player's hand; "can I discard B" only by one that has its controller discard
    allowed = {"opponent": {"choose"}, "you": {"discard"}}.get(q.details.get("discarder", "")) or (
        {"discard", "choose"} if asked_zone == "hand" else {"search", "reveal", "return"})   # "get B" is no discard
    found = [s for s in selections(selector) if asked_zone in (None, s.zone) and s.how in allowed]
    if not found:
        return None
    if told is not None and told.zone and any(told.zone != s.zone for s in found):
        return None                          # the card is told to be somewhere the effect doesn't look
    count = int(q.details["count"]) if q.details.get("count", "").isdigit() else 1
    x = int(q.details["x"]) if q.details.get("x", "").isdigit() else None
    _, meaning, layout_rule = as_there(card)
    answers = []
    for sel in found:
        value, steps, why = _one(sel, card, selector, x, count)
        if value is None:
            return None
        answers.append((value, steps, why, sel))
    if len({a[0] for a in answers}) != 1:
        return None                          # its abilities disagree; which one the question means isn't read
    value, steps, why, sel = answers[0]
    zone_words = _ZONE_WORDS[sel.zone]
    intro = [step(f"{selector.name}: \"{sel.phrase}\" ({sel.how}, {zone_words}).", sel.rule)]
    shown = " // ".join(f.type_line for f in card.faces) if card.layout in ("split", "aftermath") else \
        front(card).type_line
    there = f"{zone_words.capitalize()}, {card.name} is {shown}, mana value {mana_value_in(card, sel.zone).value}"
    intro.append(step(there + (f" ({meaning})." if meaning else "."), layout_rule or "202.3"))
    if "bestow" in keyword_map(front(card)) and re.search(r"\baura\b", sel.head, re.I):
        intro.append(step(f"{card.name} becomes an Aura only as a spell cast bestowed; as a card it isn't one.",
                          "702.103b"))
    did = {"search": "find", "discard": "discard", "choose": "choose", "reveal": "find", "return": "return"}[sel.how]
    text = {"yes": f"Yes: {selector.name}'s effect can {did} {card.name} (\"{sel.phrase}\").",
            "no": f"No: {selector.name}'s effect can't {did} {card.name}: {why}.",
            "depends": f"It depends: {selector.name}'s effect can {did} {card.name} {why}."}[value]
    return Verdict(value, text, tuple(intro + steps))


def _one(sel: Selection, card: Card, selector: Card, x: int | None, count: int
         ) -> tuple[str | None, list[Step], str]:
    """One selection's answer for the card, its steps, and why (for a "no" or "depends")."""
    if sel.count is not None and count > sel.count:
        why = f"it takes at most {sel.count} card{'s' if sel.count > 1 else ''}, not {count}"
        return "no", [step(why[0].upper() + why[1:] + ".", sel.rule)], why
    head = _head_fits(sel.head, card)
    if head is not None and head[0] == "no":
        why = f"it asks for {sel.asks}, and {head[1]}"
        return "no", [step(why[0].upper() + why[1:] + ".", "205.2a")], why
    tail = None if _BARE_OR.search(sel.tail) else _tail_fits(sel.tail, card, sel.zone, selector, x, count)
    if tail is None or head is None or head[0] == "depends":
        return None, [], ""
    steps = [step(f"It asks for {sel.asks}: {head[1]}.", "205.2a")]
    steps += [step(why[0].upper() + why[1:] + ".", rule) for _, why, rule in tail]
    for value in ("no", "depends"):
        reason = next((why for v, why, _ in tail if v == value), None)
        if reason is not None:
            return value, steps, reason
    return "yes", steps, ""
