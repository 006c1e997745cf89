"""Mana value, power and toughness where and as the card is. Mana value (202.3). X counts only on the stack (202.3e); a split card's halves
add up off the stack, and on the stack only the half cast exists (709.4b, 709.3b); a transforming
double-faced card's back face, and a flipped flip card, keep the front face's mana value (712.8e,
710.1c); a modal double-faced card has the face that's up (712.8f); an Adventure on the stack has
its own cost (715.3b); a face-down spell or permanent has none (708.2a); a prototyped one has its
prototype cost (718.3b); a melded permanent adds its front faces (712.8g). Power and toughness (613.4):
base power and toughness set by effects in timestamp order, then +N/+N and counters, then switching.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..models import Card, Face, Step, Verdict
from ..parse.patterns import COMPARED, with_article
from . import CheckInput, Examine, Reads, check
from .facts import (PERMANENT_TYPES, ManaValue, as_there, creature_by_devotion, is_permanent, keyword_map,
                    mana_value_in, name_list, never_cast, printed as printed_value, prototype_cost, pt_as_printed,
                    shown, step, subtypes_of, types_of)
from .layers import Change, assumed, effect_cards, effects_on, outcomes, told_order, with_types

_OTHER_ZONES = ("graveyard", "hand", "library", "exile")
_ZONE_WORDS = {"stack": "on the stack", "battlefield": "on the battlefield", "graveyard": "in a graveyard",
               "hand": "in a hand", "library": "in a library", "exile": "in exile"}
_COMPARE = {"eq": lambda v, n: v == n, "le": lambda v, n: v <= n, "ge": lambda v, n: v >= n,
            "lt": lambda v, n: v < n, "gt": lambda v, n: v > n}


def _zones(card: Card, face: Face, state: str) -> list[str]:
    """The zones the card can be in, as the question puts it: face down or prototyped only on the
    stack or battlefield; an instant or sorcery never on the battlefield (110.4a); a land never on
    the stack (305.9)."""
    if state == "face_down":
        return ["stack", "battlefield"]         # 708.2a: a 2/2 creature, whatever the card is
    if state == "copy":                         # 707.10a: a copy elsewhere ceases to exist
        return ["stack", "battlefield"] if is_permanent(face) else ["stack"]
    zones = [] if never_cast(face) else ["stack"]
    if is_permanent(face):
        zones.append("battlefield")
    if face.side == "b" and face.mana_cost is None:
        return ["battlefield"]                  # a back face with no cost is up only on the battlefield (712.8d-e)
    if state in ("prototyped", "back_face"):
        return zones
    if state in ("adventure", "fused"):
        return ["stack"]
    return zones + list(_OTHER_ZONES)


@check("characteristics.mana_value.v1", intent="mana_value.is",
       answers="What is A's mana value (202.3), or is it N (or less, or greater)? Weighs where A is: X counts only on "
               "the stack; split cards, Adventures, double-faced, flip, meld, face-down and prototyped cards.",
       cites=("202.3", "202.3a", "202.3b", "202.3d", "202.3e", "709.4b", "709.3b", "712.8e", "712.8f", "715.3b",
              "708.2a", "718.3b", "707.2", "707.10"),
       reads=Reads(roles=("subject",), params=("ask", "n", "compare", "x", "zone", "state", "cast", "paid"),
                   scenario=("controller", "zone", "arrived", "players")),
       examine=Examine(r"face down|face-down|\bcop(?:y|ies)\b|mana value|mana cost|prototype",
                       "turns cards face down, copies them or speaks of mana values", "202.3"),
       ruling_terms=("mana value", "converted mana cost", "X", "stack"))
def mana_value(q: CheckInput) -> Verdict | None:
    card = q.need("subject")
    face = q.named_face("subject")
    shown_face = face or card.faces[0]
    state = q.details.get("state", "")
    if state == "back_face" and face is None and card.layout in ("transform", "flip", "modal_dfc", "meld"):
        face = card.faces[1] if len(card.faces) > 1 else None
        shown_face = face or shown_face
    if state == "adventure" and card.layout != "adventure" or state == "fused" and card.layout != "split" or \
            state == "prototyped" and prototype_cost(card.faces[0]) is None:
        return None                        # a way of casting the card doesn't have: the question is about another
    if state == "adventure" and face is None:
        face = card.faces[1]
    x = int(q.details["x"]) if q.details.get("x", "").isdigit() else None
    told = q.fact("subject")
    # how the question says it was cast: kicker is an additional cost (118.8d), dash, evoke ... alternative (118.9c)
    arrived = told.arrived if told is not None else None
    paid = q.details.get("paid") or ({"kicker": "additional", "unearth": None}.get(arrived, "alternative")
                                     if arrived else None)
    free_x = paid == "free" and x is None and "{X}" in (shown_face.mana_cost or "")
    if free_x:
        x = 0                              # 107.3b: cast without paying its mana cost, X can only be 0
    zone = q.details.get("zone") or (told.zone if told is not None else None)
    zones = [zone] if zone else _zones(card, shown_face, state)
    if not zones:
        return None
    values: dict[str, ManaValue] = {}
    for where in zones:
        values[where] = mana_value_in(card, where, face=face, x=x, face_down=state == "face_down",
                                      prototyped=True if state == "prototyped" else None, fused=state == "fused",
                                      copy=state == "copy")
    name = shown_face.name if face is not None else card.name
    told_as = {"copy": "a copy of ", "face_down": "a face-down ", "prototyped": "a prototyped ", "fused": "a fused "}
    value_of = f"the mana value of {told_as.get(state, '')}{name}"
    # zones that agree are said once ("in any other zone")
    groups: dict[tuple[int | None, str], list[str]] = {}
    for where, mv in values.items():
        groups.setdefault((mv.value, mv.rule), []).append(where)
    cost = " // ".join(f.mana_cost or "none" for f in card.faces) if card.layout in ("split", "aftermath") \
        and face is None else shown_face.mana_cost or "none"
    steps = [step(f"A mana value is the total amount of mana in a mana cost (a hybrid symbol counts its largest "
                  f"part, a Phyrexian symbol 1); {name}'s mana cost is {cost}.", "202.3", "202.3f", "202.3g")]
    if paid in ("alternative", "additional"):
        steps.append(step(f"An {paid} cost doesn't change a spell's mana cost, only what its controller pays.",
                          "118.9c" if paid == "alternative" else "118.8d"))
    if free_x:
        steps.append(step("Cast without paying its mana cost, the only legal choice for X is 0.", "107.3b"))
    if state == "copy":
        steps.append(step("A copy has the original's mana cost, and a copy of a spell the value of X chosen for it.",
                          "707.2", "707.10"))
    said: list[tuple[str, ManaValue]] = []
    for (_value, _rule), wheres in groups.items():
        if set(wheres) >= set(_OTHER_ZONES):
            where_words = "in any other zone" if len(groups) > 1 else "in every zone"
        else:
            where_words = name_list([_ZONE_WORDS[w] for w in wheres], "and")
        mv = values[wheres[0]]
        said.append((where_words, mv))
        steps.append(step(f"{where_words.capitalize()}, " + (f"it is {mv.value}: {mv.why}." if mv.value is not None
                                                               else f"{mv.why}."), mv.rule))
    known = {mv.value for mv in values.values()}
    ask = q.details.get("ask", "value")
    if ask == "value":
        if len(known) == 1 and None not in known:
            value = known.pop()
            zone_words = f" {said[0][0]}" if len(zones) == 1 else ""
            return Verdict(None, f"{value_of[0].upper()}{value_of[1:]}{zone_words} is {value}.", tuple(steps),
                           amount=str(value))
        parts = [f"{mv.value} {where}" if mv.value is not None else f"unknown {where} ({mv.why})"
                 for where, mv in said]
        return Verdict("depends", f"It depends: {value_of} is " + name_list(parts, "and") + ".",
                       tuple(steps))
    if "n" not in q.details or not q.details["n"].isdigit():
        return None
    n, how = int(q.details["n"]), q.details.get("compare", "eq")
    met = {None if mv.value is None else _COMPARE[how](mv.value, n) for _, mv in said}
    asked = f"{value_of} is {COMPARED[how].format(n=n)}"
    if met == {True}:
        only = f" {said[0][0]}" if len(said) == 1 and len(zones) == 1 else ""
        return Verdict("yes", f"Yes: {asked}{only}.", tuple(steps))
    if met == {False}:
        got = name_list([f"{mv.value} {where}" if len(said) > 1 else str(mv.value) for where, mv in said], "and")
        return Verdict("no", f"No: {value_of} is {got}.", tuple(steps))
    fits = [(where, mv, None if mv.value is None else _COMPARE[how](mv.value, n)) for where, mv in said]
    parts = [f"{COMPARED[how].format(n=n)} {where}" for where, _, ok in fits if ok] + \
        [f"not {COMPARED[how].format(n=n)} {where}" for where, _, ok in fits if ok is False] + \
        [f"unknown {where} ({mv.why})" for where, mv, ok in fits if ok is None]
    return Verdict("depends", f"It depends: {value_of} is " + name_list(parts, "and") + ".", tuple(steps))


def _power_toughness(base: tuple[int, int], found: list[Change], order: dict[str, int | None],
                     counters: tuple[int, int]) -> tuple[int, int] | None:
    """Layer 7 (613.4) on printed `base`: power and toughness defined (7a), then base-setting effects in
    timestamp order (7b, the later wins), then every +N/+N and the counters (7c), then switching (7d);
    None when two different effects of one sublayer began in an order the question doesn't tell."""
    power, toughness = base
    for sublayer in ("define", "set"):
        sets = [c for c in found if c.change == sublayer]
        if not sets:
            continue
        if len({(c.power, c.toughness) for c in sets}) > 1 and any(order[c.card.name] is None for c in sets):
            return None
        last = max(sets, key=lambda c: order[c.card.name] or 0)
        power, toughness = last.power, last.toughness
    for change in found:
        if change.change == "modify":
            power, toughness = power + change.power, toughness + change.toughness
    power, toughness = power + counters[0], toughness + counters[1]
    if sum(c.change == "switch" for c in found) % 2:
        power, toughness = toughness, power
    return power, toughness


@dataclass(frozen=True)
class PowerToughness:
    """A creature's power and toughness as layer 7 leaves them: every result the question leaves possible
    (None: effects whose order it doesn't tell), with the steps and assumptions that got there."""

    results: set[tuple[int, int] | None]   # every (power, toughness) the question leaves possible
    steps: tuple[Step, ...]
    assumptions: tuple[str, ...]
    examined: tuple[str, ...]


def power_toughness_with(q: CheckInput, subject: Card, effects: list[Card], counters: int = 0) -> PowerToughness | None:
    """`subject`'s power and toughness with the named `effects` and +1/+1 (or, negative, -1/-1) `counters`
    (613.4); None when its own text or an effect isn't one this reads."""
    face = subject.faces[0]
    read = effects_on(q, subject, effects, None)
    if read is None:
        return None
    found, examined, notes = read
    order = {c.name: told_order(q, c) for c in effects}
    animated = None
    if "creature" not in types_of(face):
        # 613.1d: an effect that makes it a creature (Opalescence, March of the Machines) gives it its power and
        # toughness too; any other noncreature has none
        typed = effects_on(q, subject, effects, None, types=True)
        if typed is None:
            return None
        kinds = with_types(types_of(face), subtypes_of(face), [c for c in typed[0] if c.sure], order)
        animated = next((c for c in typed[0] if c.sure and "creature" in c.card_types), None)
        if kinds is None or "creature" not in kinds[0] or animated is None:
            return None
    stripped = any(c.change == "remove_all" and c.sure for c in found)
    printed = (printed_value(face, "power"), printed_value(face, "toughness"))
    own = not pt_as_printed(face) if animated is None else any(
        re.search(r"\bpower\b|\btoughness\b|[+-]\d+/[+-]\d+", a.text or "", re.I) for a in face.abilities)
    if (own and not stripped) or None in printed and not any(c.change in ("set", "define") and c.sure for c in found):
        return None                          # its own text changes or defines them (604.3), and nothing overrides it
    base = (printed[0] or 0, printed[1] or 0)
    steps = [step(f"{subject.name} is printed {face.power}/{face.toughness}." if None not in printed else
                  f"{subject.name} isn't a creature: {animated.why}." if animated is not None else
                  f"{subject.name}'s printed {face.power}/{face.toughness} is set by its own ability, and an effect "
                  "below sets its base power and toughness.", "208.1", "613.1d" if animated else "613.4a")]
    steps += [step(f"{name}: examined; it doesn't change {subject.name}'s power or toughness.", "613.4")
              for name in examined]
    layer = {"define": "613.4a", "set": "613.4b", "modify": "613.4c", "switch": "613.4d", "remove_all": "613.1f",
             "remove": "613.1f", "add": "613.1f"}
    by_sentence: dict[str, list[str]] = {}           # one step per sentence, with the layers it applies in
    for c in found:
        by_sentence.setdefault(c.why, []).append(layer[c.change])
    steps += [step(why + ".", *dict.fromkeys(rules)) for why, rules in by_sentence.items()]
    steps += [step(note, "613.8a") for note in notes]
    if counters:
        steps.append(step(f"The counters told add {counters:+d}/{counters:+d}.", "122.1a", "613.4c"))
    if stripped and own:
        steps.append(step(f"{subject.name} loses its own abilities, so they don't change its power and toughness.",
                          "613.1f"))
    steps.append(step("Layer 7: effects setting base power and toughness first (the later one wins), then every "
                      "+N/+N and counter, then switching.", "613.4", "613.7"))
    results = outcomes(found, lambda chosen: _power_toughness(base, chosen, order, (counters, counters)))
    return PowerToughness(results, tuple(steps), assumed(found, effects, order), tuple(examined))


@check("characteristics.power_toughness.v1", intent="pt.is",
       answers="What are A's power and toughness (or is A an N/N), with the other named cards in play or cast and the "
               "counters told? Layer 7 (613.4): base power and toughness set by effects (the later one wins), then "
               "+N/+N and counters, then switching; a permanent that loses all its abilities gives no bonus.",
       cites=("613.4", "613.4b", "613.4c", "613.4d", "613.7", "613.8a", "122.1a", "208.1"),
       reads=Reads(roles=("subject",), optional=("effect", "effect2", "effect3"),
                   params=("ask", "pt", "plus", "minus"), scenario=("controller", "zone", "events", "players")),
       examine=Examine(r"[+-]\d+/[+-]\d+|\bpower\b|\btoughness\b|\babilities\b|\bcop(?:y|ies)\b",
                       "changes power and toughness or takes abilities away", "613.4"),
       ruling_terms=("power", "toughness", "base power", "layer"))
def power_toughness(q: CheckInput) -> Verdict | None:
    subject = q.need("subject")
    effects = effect_cards(q)
    ask = q.details.get("ask")
    if len(subject.faces) > 1 or subject in effects or ask not in ("pt", "power", "toughness", "compare"):
        return None
    pt = power_toughness_with(q, subject, effects, int(q.details.get("plus", "0")) - int(q.details.get("minus", "0")))
    if pt is None:
        return None
    if len(pt.results) != 1 or None in pt.results:
        why = "the order the effects began (613.7)" if None in pt.results else "what the question doesn't say"
        return Verdict("depends", f"It depends on {why}.", pt.steps, pt.assumptions, pt.examined)
    power, toughness = next(iter(pt.results)) or (0, 0)
    if ask == "compare":
        value = "yes" if q.details.get("pt", "") == f"{power}/{toughness}" else "no"
        return Verdict(value, f"{'Yes' if value == 'yes' else 'No'}: {subject.name} is {power}/{toughness}.",
                       pt.steps, pt.assumptions, pt.examined)
    amount = {"pt": f"{power}/{toughness}", "power": str(power), "toughness": str(toughness)}[ask]
    what = {"pt": "power and toughness are", "power": "power is", "toughness": "toughness is"}[ask]
    return Verdict(None, f"{subject.name}'s {what} {amount}.", pt.steps, pt.assumptions, pt.examined, amount=amount)


_SUPERTYPES = frozenset({"legendary", "basic", "snow", "world", "ongoing"})


@check("characteristics.types.v1", intent="type.is",
       answers="Is A an artifact (a creature, a Mountain, a Treefolk ...), with the other named cards in play or cast? "
               "Layer 4 (613.1d): type-changing effects in timestamp order; new types replace the old of their kind "
               "unless they keep them (\"in addition to its other types\", \"an artifact creature\").",
       cites=("613.1d", "205.1a", "205.1b", "613.7", "205.2a", "205.3a", "110.4", "700.5"),
       reads=Reads(roles=("subject",), optional=("effect", "effect2", "effect3", "type_named"), params=("type",),
                   scenario=("controller", "zone", "events", "players", "devotion")),
       examine=Examine(r"\bis an?\b|\bare\b|\bbecomes?\b|\btypes?\b|\bcop(?:y|ies)\b", "changes types", "613.1d"),
       ruling_terms=("type", "in addition to its other types", "becomes"))
def card_type(q: CheckInput) -> Verdict | None:
    subject = q.need("subject")
    effects = effect_cards(q)
    asked = [w for w in q.details.get("type", "").split() if w]
    if len(subject.faces) > 1 or subject in effects or not asked:
        return None
    face = subject.faces[0]
    devoted = creature_by_devotion(face, q.question.reading.scenario.devotion)
    if any(re.search(r"\btypes?\b|\bis (?:also )?an? \w+|\bisn't an? \w+|\bcopy\b", a.text or "", re.I)
           and a.kind != "keyword" and (devoted is None or a is not devoted[0])
           for a in face.abilities if not re.search(r"\bchangeling\b", a.text or "", re.I)):
        return None                          # its own text may change its types
    if devoted is not None and (effects or q.others):
        return None                          # other cards may change its devotion or its types: not weighed
    read = effects_on(q, subject, effects, None, types=True)
    if read is None:
        return None
    found, examined, _notes = read
    order = {c.name: told_order(q, c) for c in effects}
    supertypes = {t.lower() for t in face.supertypes}
    printed = (types_of(face), subtypes_of(face))
    steps = [step(f"{subject.name} is printed {face.type_line}.", "205.2a")]
    if devoted is not None:
        ability, creature = devoted
        steps.append(step(f"{subject.name}: \"{shown(ability)}\"", "700.5", "613.1d"))
        if creature is None:
            if "creature" in asked:
                return Verdict("depends", f"It depends on your devotion: {subject.name} is a creature only while "
                               "it is high enough.", tuple(steps))
        elif not creature:
            printed = (printed[0] - {"creature"}, printed[1])
            steps.append(step("Your devotion, as told, is less than that: it isn't a creature.", "700.5"))
        else:
            steps.append(step("Your devotion, as told, is at least that: it is a creature.", "700.5"))
    steps += [step(f"{name}: examined; it doesn't change {subject.name}'s types.", "613.1d") for name in examined]
    steps += [step(why + ".", "613.1d") for why in dict.fromkeys(c.why for c in found)]
    if "permanent" in asked:
        steps.append(step("A permanent is an artifact, creature, enchantment, land, planeswalker or battle; an "
                          "instant or sorcery never is one.", "110.4"))
    if len([c for c in found if c.change == "types"]) > 1:
        steps.append(step("Type-changing effects apply in timestamp order; a later one that sets types replaces "
                          "what an earlier one gave.", "613.7", "205.1a"))

    def has(types: tuple[set[str], set[str]] | None) -> bool | None:
        if types is None:
            return None
        kinds, subs = types
        every = kinds | subs | supertypes | ({"permanent"} if kinds & PERMANENT_TYPES else set())   # 110.4
        return all(w in every or (w.endswith("s") and w[:-1] in every) for w in asked)

    if any(w in _SUPERTYPES for w in asked) and found:
        return None                          # supertypes: effects on them aren't read here
    results = outcomes(found, lambda chosen: has(with_types(*printed, chosen, order)))
    what = " ".join(asked)
    assumptions = assumed(found, effects, order)
    if len(results) != 1 or None in results:
        why = "the order the effects began (613.7)" if None in results else "what the question doesn't say"
        return Verdict("depends", f"It depends on {why}.", tuple(steps), assumptions,
                       tuple(examined))
    kinds, subs = with_types(*printed, [c for c in found if c.sure], order) or (set(), set())
    now = " ".join(sorted(kinds)) + (f" — {' '.join(sorted(s.capitalize() for s in subs))}" if subs else "")
    if results == {True}:
        return Verdict("yes", f"Yes: {subject.name} is {with_article(what)} ({now}).",
                       tuple(steps), assumptions, tuple(examined))
    return Verdict("no", f"No: {subject.name} isn't {with_article(what)} ({now}).",
                   tuple(steps), assumptions, tuple(examined))


# --- color (105, 202.2): "what color is A?", "is A colorless?", "is a face-down A green?" -----------------------

_COLOR_ORDER = "WUBRG"
_COLOR_WORD = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
# its own text that changes its colors beyond what its color indicator and "is all colors" give (105.3)
_OWN_COLOR = re.compile(r"\bchosen color\b|\bis (?:all colors|colorless|white|blue|black|red|green)\b|"
                        r"\bcolors? of your choice\b", re.I)


def colors_in(card: Card, zone: str, face: Face | None = None, face_down: bool = False
              ) -> tuple[frozenset[str] | None, str, str]:
    """`card`'s colors in `zone` (a set of W U B R G; None when it turns on what the question doesn't
    say), why, and the rule: face down it is colorless (708.2a); a split card has both halves' colors
    off the stack (709.4) and the cast half's on it (709.3b); a double-faced card off the battlefield and
    stack has its front face's (712.8a); an adventurer has its creature's except as an Adventure (715.4)."""
    def of(f: Face) -> frozenset[str]:
        return frozenset(c for c in f.colors if c in _COLOR_ORDER)

    front_face = next((f for f in card.faces if f.side == "a"), card.faces[0])
    if face_down and zone in ("stack", "battlefield"):
        return frozenset(), "a face-down spell or permanent is colorless", "708.2a"
    if zone not in ("stack", "battlefield"):
        views, meaning, rule = as_there(card)      # 709.4, 712.8a, 715.4, 710.1
        if meaning:
            return frozenset().union(*(of(v.faces[0]) for v in views)), meaning, rule
    if card.layout in ("split", "aftermath"):
        if face is not None:
            return of(face), f"only the half cast ({face.name}) exists on the stack", "709.3b"
        halves = {of(f) for f in card.faces}
        if len(halves) == 1:
            return halves.pop(), "only the half cast exists, and both halves have the same colors", "709.3b"
        return None, "only the half cast exists on the stack: it depends on which half was cast", "709.3b"
    if card.layout in ("transform", "modal_dfc", "meld") and len(card.faces) > 1:
        if zone in ("stack", "battlefield") and face is not None:
            return of(face), f"{face.name} is the face up", "712.8d" if card.layout == "transform" else "712.8f"
        if zone == "battlefield" and len({of(f) for f in card.faces}) > 1:
            return None, "on the battlefield it has the colors of the face that's up", "712.8d"
        return of(front_face), "a double-faced card has its front face's colors unless its other face is up", "712.8a"
    if card.layout == "adventure" and face is not None and face is not front_face and zone == "stack":
        return of(face), f"as an Adventure, it has only {face.name}'s characteristics", "715.3b"
    shown_face = face or front_face
    return of(shown_face), "its color comes from its mana cost, color indicator or an ability defining it", "202.2"


def color_words(colors: frozenset[str]) -> str:
    """"red and blue", or "colorless"."""
    return name_list([_COLOR_WORD[c] for c in _COLOR_ORDER if c in colors]) if colors else "colorless"


def _fits_color(colors: frozenset[str], asked: str) -> bool:
    if asked == "colored":
        return bool(colors)
    if asked == "colorless":
        return not colors
    if asked == "multicolored":
        return len(colors) > 1
    if asked == "monocolored":
        return len(colors) == 1
    return asked in colors


@check("characteristics.color.v1", intent="color.is",
       answers="What color is A, or is A red (colorless, multicolored)? Weighs where A is: face down (708.2a), split "
               "cards (709.4, 709.3b), double-faced cards (712.8a), Adventures (715.4); a color comes from the mana "
               "cost, a color indicator or a characteristic-defining ability (202.2, 204, 604.3), devoid (702.114a).",
       cites=("105.2", "202.2", "202.2b", "204", "604.3", "702.114a", "708.2a", "709.4", "709.3b", "712.8a", "712.8d",
              "712.8f", "715.3b", "715.4"),
       reads=Reads(roles=("subject",), params=("ask", "color", "zone", "state"),
                   scenario=("controller", "zone", "players")),
       examine=Examine(r"\bcolor|\bcolour|\bis (?:white|blue|black|red|green|colorless)\b|\bare (?:white|blue|black|red|"
                       r"green|colorless)\b|face down|face-down", "changes colors or turns cards face down", "105.3"),
       ruling_terms=("color", "colorless", "devoid"))
def color(q: CheckInput) -> Verdict | None:
    card = q.need("subject")
    face = q.named_face("subject")
    state = q.details.get("state", "")
    if state not in ("", "face_down"):
        return None
    if any(_OWN_COLOR.search(a.normalized or a.text or "") for f in card.faces for a in f.abilities
           if not re.search(r"^~ is all colors\.$|^~ is colorless\.$", a.normalized or "", re.I)):
        return None                          # its own text changes colors in a way not read here
    told = q.fact("subject")
    zone = q.details.get("zone") or (told.zone if told is not None else None)
    zones = [zone] if zone else _zones(card, face or card.faces[0], state)
    if not zones:
        return None
    found = {where: colors_in(card, where, face, state == "face_down") for where in zones}
    name = (face.name if face is not None else card.name)
    said = f"a face-down {name}" if state == "face_down" else name
    cost = " // ".join(f.mana_cost or "no mana cost" for f in card.faces)
    steps = [step(f"{name}'s mana cost is {cost}; a card's colors are those of the mana symbols in its mana cost, "
                  "unless a color indicator or an ability says otherwise.", "202.2", "105.2")]
    if "devoid" in keyword_map(card.faces[0]):
        steps.append(step("Devoid: it is colorless whatever its mana cost.", "702.114a"))
    groups: dict[tuple[frozenset[str] | None, str], list[str]] = {}
    for where, (colors, why, rule) in found.items():
        groups.setdefault((colors, rule), []).append(where)
    said_zones = []
    for (colors, rule), wheres in groups.items():
        where_words = "in every zone" if len(groups) == 1 and len(wheres) > 1 else \
            "in any other zone" if set(wheres) >= set(_OTHER_ZONES) else name_list([_ZONE_WORDS[w] for w in wheres])
        why = found[wheres[0]][1]
        steps.append(step(f"{where_words.capitalize()}, " + (f"it is {color_words(colors)}: {why}." if colors is not None
                                                               else f"{why}."), rule))
        said_zones.append((where_words, colors))
    ask = q.details.get("ask", "value")
    known = {colors for _, colors in said_zones}
    if ask == "value":
        if len(known) == 1 and None not in known:
            colors = known.pop()
            words = color_words(colors) if colors is not None else ""
            return Verdict(None, f"{said[0].upper()}{said[1:]} is {words}.", tuple(steps), amount=words)
        parts = [f"{color_words(c)} {w}" if c is not None else f"unknown {w}" for w, c in said_zones]
        return Verdict("depends", f"It depends: {said} is " + name_list(parts) + ".", tuple(steps))
    asked = q.details.get("color")
    if not asked:
        return None
    met = {None if colors is None else _fits_color(colors, asked) for _, colors in said_zones}
    asked_words = {"colored": "a colored object"}.get(asked, _COLOR_WORD.get(asked, asked))
    if met == {True}:
        return Verdict("yes", f"Yes: {said} is {asked_words}.", tuple(steps))
    if met == {False}:
        now = name_list(list(dict.fromkeys(color_words(c) for _, c in said_zones if c is not None)))
        return Verdict("no", f"No: {said} is {now}.", tuple(steps))
    parts = []
    for where_words, colors in said_zones:
        if colors is None:
            why = next(f[1] for w, f in found.items() if f[0] is None)
            parts.append(f"unknown {where_words} ({why})")
        else:
            parts.append(f"{'' if _fits_color(colors, asked) else 'not '}{asked_words} {where_words}")
    return Verdict("depends", f"It depends: {said} is " + name_list(parts) + ".", tuple(steps))
