"""Reading parsed card facts: helpers every check shares (no rules logic of its own)."""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Iterable, Iterator

from ..models import Ability, Card, Citation, Face, Reading, Step, TargetSpec
from ..parse.concepts import stem
from ..parse.keywords import BY_NAME
from ..parse.oracle import number_of

PERMANENT_TYPES = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker", "battle"})
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}
COLOR_NAMES = {v: k for k, v in COLOR_WORDS.items()}
TAP_SYMBOLS = ("{T}", "{Q}")


def rule(number: str) -> Citation:
    return Citation("rule", "", number=number)


def step(text: str, *numbers: str) -> Step:
    return Step(text, tuple(rule(n) for n in numbers))


def front(card: Card) -> Face:
    return card.faces[0]


def abilities(card: Card) -> Iterator[tuple[Face, Ability]]:
    for face in card.faces:
        for ability in face.abilities:
            yield face, ability


def types_of(face: Face) -> set[str]:
    return {t.lower() for t in face.types}


def subtypes_of(face: Face) -> set[str]:
    return {t.lower() for t in face.subtypes}


# card types that are never cast: a land is played (305.1, 305.9 even with another type); dungeons,
# vanguards, planes, phenomena, schemes and conspiracies stay outside the stack (309.2c, 313.2, 315.3 ...)
_NEVER_CAST = {"land": "305.9", "dungeon": "309.2c", "vanguard": "313.2", "conspiracy": "315.3", "plane": "311.2",
               "phenomenon": "312.2", "scheme": "314.2"}


def never_cast(face: Face) -> tuple[str, str] | None:
    """(the type, its rule) when a card of this face can never be cast as a spell."""
    for kind, rule in _NEVER_CAST.items():
        if kind in types_of(face):
            return kind, rule
    return None


def every_creature_type(face: Face) -> bool:
    """Changeling (702.73a) or "is every creature type": any creature type a text names, it has."""
    return any((a.keyword or "").lower() == "changeling" or re.search(r"\bis every creature type\b", a.text, re.I)
               for a in face.abilities)


def is_permanent(face: Face) -> bool:
    return bool(types_of(face) & PERMANENT_TYPES)


def is_spell_card(face: Face) -> bool:
    return bool(types_of(face) & {"instant", "sorcery"})


def keyword_map(face: Face) -> dict[str, list[str | None]]:
    """Keyword abilities of a face, lower-cased, each with its parameters ("protection": ["from red"])."""
    out: dict[str, list[str | None]] = {}
    for ability in face.abilities:
        if ability.keyword:
            out.setdefault(ability.keyword.lower(), []).append(ability.keyword_param)
    return out


def needs_tap(ability: Ability) -> bool:
    return any(part in TAP_SYMBOLS for part in ability.cost)


def has_printed_keyword(face: Face, told: str) -> bool:
    """Is a keyword told with a card ("flying", "protection from green") one of the face's own?"""
    own = keyword_map(face)
    name, _, quality = told.partition(" from ")
    if quality:
        return any((p or "").lower() == f"from {quality}" for p in own.get(name, []))
    return told in own


def text_of(ability: Ability) -> str:
    """The ability's words with self-references as "~" (reminder text left out): what checks match."""
    return (ability.normalized or ability.text or "").strip()


_REMINDER = re.compile(r"\s*\([^()]*\)")


def shown(ability: Ability) -> str:
    """The ability as printed, without reminder text: what answers quote."""
    return _REMINDER.sub("", ability.text or "").strip()


def is_activated(ability: Ability) -> bool:
    return ability.kind == "activated" or (ability.kind == "mana" and ability.mana_ability_of == "activated") \
        or (ability.kind == "keyword" and bool(ability.cost))


def name_list(items, conjunction: str = "and") -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {conjunction} " + items[-1]


_NON = re.compile(r"\bnon-?(\w+)")
_CHECKED_WORDS = re.compile(
    r"\b(?:an? )?(?:opponent|you)(?: don't)? (?:controls?|owns?)\b|\bnon-?\w+\b|\b(?:or|and|a|an|spells?|permanents?|"
    r"cards?|artifacts?|creatures?|enchantments?|lands?|planeswalkers?|battles?|instants?|sorcery|sorceries)\b")


_COMPARE = re.compile(r"\bwith (?P<what>mana value|power|toughness|total power and toughness) (?P<n>\d+)"
                      r"(?: or (?P<dir>less|greater|more))?\b")
_SYMBOL = re.compile(r"\{([^}]+)\}")


def mana_value(face: Face) -> int | None:
    """202.3: the total of the mana cost's symbols (X is 0; a hybrid symbol counts its largest part)."""
    if face.mana_cost is None:
        return 0
    total = 0
    for symbol in _SYMBOL.findall(face.mana_cost):
        parts = symbol.split("/")
        numbers = [int(p) for p in parts if p.isdigit()]
        if numbers:
            total += max(numbers)
        elif symbol.upper() in ("X", "Y", "Z"):
            continue
        else:
            total += 1
    return total


_PROTOTYPE = re.compile(r"^Prototype (?P<cost>(?:\{[^}]+\})+)")
ZONES = ("stack", "battlefield", "graveyard", "hand", "library", "exile")


@dataclass(frozen=True)
class ManaValue:
    """An object's mana value in one zone (202.3): `value` is None when it turns on something the
    question doesn't say, which `why` then names; `rule` decides it."""

    value: int | None
    why: str
    rule: str


def _cost_value(cost: str | None, x: int | None) -> int | None:
    """The mana value of a mana cost with X (and Y, Z) as `x` (202.3e: None while X is unknown)."""
    base = mana_value(Face("", cost, "", ""))
    xs = len(re.findall(r"\{[XYZ]\}", cost or ""))
    if not xs:
        return base
    return None if x is None or base is None else base + xs * x


def prototype_cost(face: Face) -> str | None:
    """The mana cost a prototyped spell and permanent have (718.3b), if the face has prototype."""
    return next((m["cost"] for a in face.abilities if (m := _PROTOTYPE.match(a.text or ""))), None)


def mana_value_in(card: Card, zone: str, face: Face | None = None, x: int | None = None,
                  face_down: bool = False, prototyped: bool | None = None, fused: bool = False,
                  copy: bool = False) -> ManaValue:
    """`card`'s mana value in `zone` (one of ZONES). `face` is the face the question names (a split
    card's half, an Adventure, a double-faced card's back face); `x` the value chosen for X when it
    was cast; `prototyped` whether it was cast for its prototype cost (None: not said); `copy`: a copy
    of it (707.2: the same mana cost)."""
    front_face = next((f for f in card.faces if f.side == "a"), card.faces[0])
    named = face or card.faces[0]
    on_stack = zone == "stack"
    if copy and named.mana_cost is None and named.side == "b" and card.layout in ("transform", "meld"):
        return ManaValue(0, "a copy of a double-faced card's back face or of a melded permanent has mana value 0",
                         "202.3b" if card.layout == "transform" else "202.3c")
    if face_down and zone in ("stack", "battlefield"):
        return ManaValue(0, "a face-down spell or permanent has no mana cost, so its mana value is 0", "708.2a")
    if card.layout in ("split", "aftermath"):
        halves = [_cost_value(f.mana_cost, x if on_stack else 0) for f in card.faces]
        combined = None if None in halves else sum(v for v in halves if v is not None)
        if not on_stack:
            return ManaValue(combined, "a split card's mana value is that of its halves' mana costs combined", "709.4b")
        if fused:
            return ManaValue(combined, "a fused split spell has its halves' mana costs combined", "709.4d")
        if face is not None:
            return ManaValue(halves[card.faces.index(named)], f"only the half cast ({named.name}) exists", "709.3b")
        if len(set(halves)) == 1:
            return ManaValue(halves[0], "only the half cast exists, and both halves have the same mana value", "709.3b")
        return ManaValue(None, "only the half cast exists: it depends on which half was cast "
                         f"({name_list((f'{f.name} {v}' for f, v in zip(card.faces, halves)), 'or')})", "709.3b")
    if card.layout in ("transform", "flip"):
        rule = "710.1c" if card.layout == "flip" else "712.8e" if zone == "battlefield" else "202.3b"
        why = "a flip card's mana cost doesn't change when it flips" if card.layout == "flip" else \
            "a transforming double-faced card's mana value is always that of its front face's mana cost"
        return ManaValue(_cost_value(front_face.mana_cost, x if on_stack else 0), why, rule)
    if card.layout == "meld" and named.mana_cost is None and named.side == "b":
        if card.mana_value is None:
            return ManaValue(None, "a melded permanent's mana value is the total of its front faces'", "712.8g")
        return ManaValue(int(card.mana_value), "a melded permanent's mana value is the total of the mana values of "
                         "the two front faces it is made of", "712.8g")
    if card.layout == "modal_dfc":
        if zone in ("stack", "battlefield"):
            return ManaValue(_cost_value(named.mana_cost, x if on_stack else 0),
                             f"a modal double-faced card has only the characteristics of the face that's up "
                             f"({named.name})", "712.8f")
        return ManaValue(_cost_value(front_face.mana_cost, 0), "a double-faced card has only its front face's "
                         "characteristics off the stack and battlefield", "712.8a")
    if card.layout == "adventure" and named is not front_face:
        if on_stack:
            return ManaValue(_cost_value(named.mana_cost, x), f"as an Adventure, it has only {named.name}'s "
                             "characteristics", "715.3b")
        return ManaValue(_cost_value(front_face.mana_cost, 0), "an adventurer card has its normal characteristics "
                         "except as an Adventure on the stack", "715.4")
    prototype = prototype_cost(front_face)
    if prototype is not None and zone in ("stack", "battlefield"):
        if prototyped is None:
            return ManaValue(None, f"it depends on whether it was cast prototyped (mana cost {prototype}) or for "
                             f"its mana cost {front_face.mana_cost}", "718.3b")
        if prototyped:
            return ManaValue(_cost_value(prototype, x if on_stack else 0), f"a prototyped spell and permanent have "
                             f"only the prototype mana cost {prototype}", "718.3b")
    value = _cost_value(named.mana_cost, x if on_stack else 0)
    if "{X}" in (named.mana_cost or ""):
        why = ("X is the value chosen for it" if on_stack else "X is 0 off the stack")
        return ManaValue(value, why + (" (and it isn't said)" if value is None else ""), "202.3e")
    if named.mana_cost is None:
        return ManaValue(0, f"{named.name} has no mana cost", "202.3a")
    return ManaValue(value, "its mana value is the total amount of mana in its mana cost", "202.3")


def as_there(card: Card) -> tuple[list[Card], str, str]:
    """The card as it is off the stack and battlefield (a library, a hand, a graveyard, exile): the cards whose
    characteristics it has there (each half of a split card, to be weighed together), what that means and its rule
    ("" for a card with one face)."""
    if card.layout in ("split", "aftermath"):
        return [replace(card, faces=(f,), layout="normal") for f in card.faces], \
            "a split card has both halves' characteristics combined", "709.4"
    if card.layout in ("transform", "modal_dfc", "meld", "reversible_card"):
        return [replace(card, faces=(front(card),), layout="normal")], \
            "a double-faced card has only its front face's characteristics there", "712.8a"
    if card.layout == "adventure":
        return [replace(card, faces=(front(card),), layout="normal")], \
            "an adventurer card has only its normal characteristics there", "715.4"
    if card.layout == "flip":
        return [replace(card, faces=(front(card),), layout="normal")], \
            "a flip card has its normal (unflipped) characteristics there", "710.1"
    return [card], "", ""


def singular_of(word: str) -> str:
    """"Goblins" -> "goblin" for comparing a text's type words with a card's types ("glass" stays)."""
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def printed(face: Face, what: str) -> int | None:
    """The face's printed mana value, power or toughness (None for "*" and the like)."""
    if what == "mana value":
        return mana_value(face)
    if what == "total power and toughness":
        power, toughness = printed(face, "power"), printed(face, "toughness")
        return None if power is None or toughness is None else power + toughness
    value = face.power if what == "power" else face.toughness
    return int(value) if value is not None and value.lstrip("-").isdigit() else None


def told_pt(reading: Reading, card: Card) -> tuple[int, int] | None:
    """The card's power and toughness as the question tells them with its name ("my 3/3 creature",
    "a creature (4/4)", 208.1); None when it tells none."""
    told = reading.obj(card.name)
    if told is None or not told.size:
        return None
    power, toughness = told.size.split("/")
    return int(power), int(toughness)


# a spell that only makes its target bigger or gives it a keyword until end of turn: "Target creature gets +3/+3 until
# end of turn.", "Target creature gains indestructible until end of turn."
_BOOST = re.compile(r"^target creature(?: you control)? (?:gets \+(?P<p>\d+)/\+(?P<t>\d+))?(?: and )?(?:gains "
                    r"(?P<kw>indestructible|trample|vigilance|lifelink|first strike|flying|haste|reach|menace|"
                    r"deathtouch|hexproof|shroud))? until end of turn\.$", re.I)


def boost_of(card: Card) -> tuple[int, int, str | None] | None:
    """(+power, +toughness, the keyword gained) of a spell that does only that to its target until end of turn
    (613.4c, 613.1f); None for any other card."""
    spells = [a for f in card.faces for a in f.abilities if a.kind == "spell"]
    boost = _BOOST.match(text_of(spells[0])) if len(spells) == 1 and len(card.faces) == 1 else None
    if boost is None or not (boost["p"] or boost["kw"]):
        return None
    return int(boost["p"] or 0), int(boost["t"] or 0), (boost["kw"] or "").lower() or None


_GROUP_GRANT = re.compile(r"^(?:permanents|creatures) you control (?:get \+(?P<p>\d+)/\+(?P<t>\d+) and )?gain "
                          r"(?P<kws>(?:indestructible|hexproof|shroud)(?:,? and (?:indestructible|hexproof|shroud))?) "
                          r"until end of turn\.$", re.I)


def protection_given(card: Card) -> tuple[int, tuple[str, ...], bool] | None:
    """(+toughness, keywords gained, whether it covers all its controller's permanents or creatures) of a spell
    that does only that until end of turn: "Target creature gets +2/+2 and gains hexproof ..." (`boost_of`),
    "Permanents you control gain hexproof and indestructible until end of turn."; None for any other card."""
    boost = boost_of(card)
    if boost is not None:
        return boost[1], (boost[2],) if boost[2] else (), False
    spells = [a for f in card.faces for a in f.abilities if a.kind == "spell"]
    group = _GROUP_GRANT.match(text_of(spells[0])) if len(spells) == 1 and len(card.faces) == 1 else None
    if group is None:
        return None
    return int(group["t"] or 0), tuple(re.split(r",? and ", group["kws"].lower())), True


# what a player gains when a spell resolves or a permanent's enters trigger does, "you gain shroud until end
# of turn", "Until your next turn, your life total can't change and you gain ..."
_PLAYER_GAINS = re.compile(r"^(?:when ~ enters(?: the battlefield)?, (?P<condition>if [^,]+, )?)?(?P<until>until your "
                           r"next turn, )?(?:your life total can't change and )?you gain (?P<what>hexproof|shroud|"
                           r"protection from [^.]+?)(?P<until_after> until (?:end of turn|your next turn))?\.", re.I)


def player_gains(card: Card) -> list[tuple[str, str, Ability]]:
    """(what the player gains, how long, the ability) for each hexproof, shroud or protection a player gains
    when the card, cast, resolves: its spell's "You gain ..." (608.2), or a permanent's enters trigger with no
    condition or "if you cast it" (603.4). How long: "until end of turn", "until your next turn" or ""."""
    out = []
    for _, ability in abilities(card):
        if ability.kind not in ("spell", "triggered"):
            continue
        m = _PLAYER_GAINS.match(text_of(ability))
        if m is None or (ability.kind == "triggered") != text_of(ability).lower().startswith("when ~ enters") or (
                m["condition"] and not re.fullmatch(r"if you cast (?:it|~), ", m["condition"], re.I)):
            continue
        until = (m["until"] or m["until_after"] or "").strip(" ,")
        out.append((m["what"].lower(), re.sub(r"^until ", "", until.lower()), ability))
    return out


# a player's own protection on a permanent they control: "You have hexproof.", "You and permanents you control
# have hexproof." (the player part only), "You have protection from everything."
_PLAYER_GRANT = re.compile(r"^you(?: and [^.]+?)? (?:have|has) (?P<what>hexproof|shroud|protection from [^.]+?)"
                           r"(?: for as long as [^.]+)?\.", re.I)


def player_protections(card: Card, cast: bool = False, last_turn: bool = False) -> tuple[
        list[tuple[str, Ability]], list[str]]:
    """The hexproof, shroud or protection ("hexproof", "protection from everything") the card gives its
    controller, with the ability that gives it: a static "You have ..." (611.3a), and, when the card was told
    cast (`cast`), what its spell or enters trigger gives (`player_gains`); and what an answer then assumes
    (it resolved, and the effect still lasts: `last_turn` when told cast on its controller's last turn)."""
    grants = [(m["what"].lower(), a) for _, a in abilities(card)
              if a.kind == "static" and (m := _PLAYER_GRANT.match(text_of(a)))]
    assumed: list[str] = []
    gained = player_gains(card) if cast else []
    if gained:
        grants += [(what, a) for what, _, a in gained]
        assumed.append(f"{card.name} was cast, as told, and resolved"
                       + (" (and its enters trigger too)." if is_permanent(front(card)) else "."))
        if any(until == "your next turn" for _, until, _ in gained) and not last_turn:
            assumed.append(f"It is before the next turn of {card.name}'s controller (what it gives lasts until "
                           "then, 611.2).")
        elif any(until == "end of turn" for _, until, _ in gained):
            assumed.append(f"It is still the turn {card.name} was cast (what it gives lasts until end of turn, "
                           "611.2).")
    return grants, assumed


def toughness_now(reading: Reading, card: Card) -> tuple[int | None, str]:
    """The card's toughness as told (`told_pt`) or else as printed, and which: "as told" / "as printed"."""
    told = told_pt(reading, card)
    return (told[1], "as told") if told else (printed(front(card), "toughness"), "as printed")


# ("~" opens most of these texts: no word boundary before it)
_OWN_PT_CHANGE = re.compile(r"\benters(?: the battlefield)? with [^.]*counters?\b|(?<![\w~])~ gets [+-]|\+1/\+1 counters? "
                            r"on ~|(?<![\w~])~'s power\b|\bpower (?:and toughness )?(?:is|are|each) equal", re.I)


def pt_as_printed(face: Face, ignoring: Iterable[Ability] = ()) -> bool:
    """Is the printed power and toughness all there is to know? Not for a face whose own text changes
    them (it enters with counters, "~ gets +1/+1 as long as ...", "*/*" set by a count, 208.2), but
    for the abilities `ignoring` (ones the caller weighs itself)."""
    ignored = list(ignoring)
    return printed(face, "power") is not None and not any(
        _OWN_PT_CHANGE.search(a.normalized or a.text) for a in face.abilities if a not in ignored)


@dataclass(frozen=True)
class Limit:
    """A "with power 2 or less" limit (202.3, 208.1) and the face's printed value for it."""

    what: str                    # "mana value", "power", "toughness"
    n: int
    direction: str               # "less", "greater", "more", or "" for exactly n ("with mana value 2")
    printed: int | None

    @property
    def met(self) -> bool | None:
        if self.printed is None:
            return None
        if not self.direction:
            return self.printed == self.n
        return self.printed <= self.n if self.direction == "less" else self.printed >= self.n

    @property
    def said(self) -> str:
        """"mana value 2 or less", "mana value 2"."""
        return f"{self.what} {self.n}" + (f" or {self.direction}" if self.direction else "")


def weigh_limits(limits: list[Limit]) -> tuple[Limit | None, list[str]]:
    """The first limit the printed card fails (None: none fails), and the conditions ("its power
    is 2 or less") of those its printed card can't decide ("*")."""
    failed = next((limit for limit in limits if limit.met is False), None)
    return failed, [f"its {limit.said.replace(limit.what, limit.what + ' is', 1)}" for limit in limits
                    if limit.met is None]


def printed_limits(text: str, face: Face, card: Card | None = None, zone: str | None = None
                   ) -> tuple[list[Limit], str]:
    """The mana value, power and toughness limits in `text` checked against the printed face, and
    the text without them. Given the face's `card`, a mana value is the card's where the text looks
    (202.3: `zone`, else a spell is on the stack, a card off the battlefield, others on it), so a
    split card's halves add up (709.4b) and a spell's X turns on the value chosen (202.3e)."""
    if card is not None and zone is None:
        zone = "stack" if re.search(r"\bspells?\b", text) else "graveyard" if re.search(r"\bcards?\b", text) \
            else "battlefield"
    limits = []
    for m in _COMPARE.finditer(text):
        value = printed(face, m["what"])
        if m["what"] == "mana value" and card is not None and zone is not None:
            value = mana_value_in(card, zone, face=None if face is card.faces[0] else face).value
        limits.append(Limit(m["what"], int(m["n"]), m["dir"] or "", value))
    return limits, _COMPARE.sub(" ", text)


_COLOR_LIMIT = re.compile(r"\b(white|blue|black|red|green|colorless|multicolored|monocolored)\b")


def _color_fit(restriction: str, face: Face) -> tuple[bool | None, str]:
    """Does the face's printed colour meet a "black or red" / "multicolored" limit? (None when
    there is none this reads, such as "white and blue"); and the restriction without those words."""
    words = _COLOR_LIMIT.findall(restriction)
    if not words or re.search(r"\b(?:white|blue|black|red|green)\s+and\s+(?:white|blue|black|red|green)\b",
                              restriction):
        return None, restriction
    colors = set(face.colors) - {"C"}
    fits = any((w == "colorless" and not colors) or (w == "multicolored" and len(colors) > 1)
               or (w == "monocolored" and len(colors) == 1) or COLOR_WORDS.get(w) in colors
               for w in words if w in COLOR_WORDS or w in ("multicolored", "monocolored"))
    return fits, _COLOR_LIMIT.sub(" ", restriction)


_TYPE_WORDS = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
# "with flying", "without first strike" in a target phrase: keyword abilities the target has or lacks
WITH_KEYWORD = re.compile(r"\b(?P<how>with|without) (?P<kw>" + "|".join(
    sorted((re.escape(k) for k in BY_NAME if k not in ("enchant", "equip")), key=len, reverse=True)) + r")\b")


def earlier_choices(phrase: str) -> set[str]:
    """The card types a target phrase lists as plain choices before its last one, when a limit is
    written on that last one: "target artifact, enchantment, or creature with flying" -> artifact and
    enchantment; "target land or nonblack creature" -> land; "target creature or planeswalker" -> none
    (no limit to leave out)."""
    words = re.sub(r"^.*?\btargets?\s+", "", phrase.lower())
    choices = [c.strip() for c in re.split(r",\s*(?:or\s+|and/or\s+)?|\s+(?:and/)?or\s+", words) if c.strip()]
    last = choices[-1] if choices else ""
    if len(choices) < 2 or last in _TYPE_WORDS or last + "s" in _TYPE_WORDS or not any(
            re.search(rf"\b{t}s?\b", last) for t in _TYPE_WORDS) or any(
            re.search(r"\b(?:controls?|owns?|that|that's|which|from|in|on)\b", c) for c in choices):
        return set()                         # "... or enchantment an opponent controls": that limit is every choice's
    return {c for c in choices[:-1] if c in _TYPE_WORDS}


_CLAUSE = re.compile(r"\b(?:that|which|who|by|with|without|from|attached|if|among|shares?)\b")


def own_words(restriction: str) -> str:
    """The words of a target restriction about the target itself ("Goblin" in "target Goblin"), not
    those of a clause about something else ("target creature that was blocked by a Zombie this turn")."""
    return _CLAUSE.split(restriction, 1)[0]


def target_fit(spec: TargetSpec, face: Face, as_spell: bool = False,
               same_controller: bool | None = None, source: Face | None = None,
               status: set[str] | frozenset[str] = frozenset(), card: Card | None = None) -> tuple[str, str]:
    """Could this face (of `card`, when given: its mana value is the card's, 202.3) be chosen for
    one targeting instance? Returns ("yes" | "no" | "depends",
    reason). `as_spell`: the card is being considered as a spell on the stack rather than as a
    permanent. `same_controller`: whether the question states that the targeting player controls
    it (None: not stated), which decides "you control" and "an opponent controls" (115.1).
    `source`: the face whose spell or ability targets, which decides "another" (a different card
    is another object). `status`: "tapped" or "untapped", when the question says so, which decides
    "target tapped creature" (506.4). Colours are the printed ones."""
    types = {t.lower() for t in spec.types}
    card_types = types_of(face)
    restriction = (spec.restriction or "").lower()
    if not as_spell and re.search(r"\bcards?\b", spec.phrase, re.I):
        # 109.2: with the word "card" the description means a card in a zone, not a permanent
        return "no", f"{spec.phrase!r} means a card outside the battlefield, not a permanent"
    if as_spell:
        if "spell" not in types:
            return "no", f"{spec.phrase!r} can't choose a spell"
        wanted = [w for w in ("instant", "sorcery", "creature", "artifact", "enchantment", "planeswalker")
                  if w in spec.phrase.lower() and f"non{w}" not in spec.phrase.lower()]
        if wanted and not set(wanted) & card_types:
            return "no", f"{spec.phrase!r} needs a {' or '.join(wanted)} spell, and {face.name} is {face.type_line}"
    else:
        if "any target" in types or "any" in types:
            # 115.4: creatures, players, planeswalkers or battles.
            if not card_types & {"creature", "planeswalker", "battle"}:
                return "no", f"{spec.phrase!r} (any target, 115.4) can be a creature, player, planeswalker or battle only"
        elif "permanent" in types:
            if not is_permanent(face):
                return "no", f"{spec.phrase!r} needs a permanent"
        elif "token" in types:
            return "no", f"{spec.phrase!r} needs a token, and {face.name} is a card"
        else:
            allowed = types & (PERMANENT_TYPES | {"card"})
            if not allowed:
                return "no", f"{spec.phrase!r} can't choose a permanent"
            if "card" not in allowed and not (allowed & card_types):
                return "no", f"{spec.phrase!r} needs {' or '.join(sorted(allowed))}, and {face.name} is {face.type_line}"
    # "target land or nonblack creature": a limit written on the last of several choices is that choice's
    # only; an object that is one of the others as plain words fits them
    plain = earlier_choices(spec.phrase)
    if plain & card_types:
        return "yes", f"{face.name} fits {spec.phrase!r} as {'an' if min(plain & card_types)[0] in 'aeiou' else 'a'} " \
                      f"{min(plain & card_types)}"
    supertypes = {t.lower() for t in face.supertypes}
    for word in _NON.findall(restriction + " " + spec.phrase.lower()):
        if word in card_types or word in subtypes_of(face) or COLOR_WORDS.get(word) in face.colors or \
                word in supertypes:
            return "no", f"{spec.phrase!r} excludes {word} objects"
    # (a creature type after "non-" is excluded above, not required: "target non-Human creature")
    for subtype in re.findall(r"(?<!non-)\b([A-Z][a-z]+)\b", own_words(spec.restriction or "")):
        if subtype.lower() in ("you", "an", "target", "with", "that", "another", "other"):
            continue
        if subtype.lower() not in subtypes_of(face) and subtype.lower() not in card_types:
            return "no", f"{spec.phrase!r} needs a {subtype}"
    # "target artifact creature", "target legendary creature": a type or supertype written before the
    # noun is one more thing the target must be (205.2a, 205.4a), not another choice (unless the phrase
    # lists choices: "target artifact creature or black creature")
    either = re.search(r"\bor\b|,", spec.phrase)
    for word in () if either else re.findall(
            r"(?<![\w-])(artifact|creature|enchantment|land|planeswalker|battle|legendary|basic|snow)\b",
            own_words((spec.restriction or "").lower())):
        kinds = card_types | {t.lower() for t in face.supertypes}
        if word not in kinds and not as_spell:
            return "no", f"{spec.phrase!r} needs {'an' if word[0] in 'aeiou' else 'a'} {word} permanent, and " \
                         f"{face.name} is {face.type_line}"
    conditions = []
    # "target creature or planeswalker that's red or green": a colour said in a clause is the target's colour
    restriction = re.sub(r"\b(?:that's|that is|that are|which is)\s+(?=(?:white|blue|black|red|green|colorless|"
                         r"multicolored|monocolored|one or more colou?rs)\b)", " ", restriction)
    if re.search(r"\bone or more colou?rs\b", restriction):
        if not set(face.colors) - {"C"}:     # 105.2c: a colorless object has no color
            return "no", f"{spec.phrase!r} needs a colored object, and {face.name} is colorless"
        restriction = re.sub(r"\bone or more colou?rs\b", " ", restriction)
    # "target creature with flying", "target creature without flying": the keyword abilities it has
    for m in WITH_KEYWORD.finditer(restriction):
        has = m["kw"] in keyword_map(face)
        if has != (m["how"] == "with"):
            return "no", f"{spec.phrase!r} needs one {m['how']} {m['kw']}, and {face.name} " + (
                "has it" if has else "doesn't have it")
        restriction = restriction.replace(m.group(0), " ")
    color_fits, restriction = _color_fit(restriction, face)
    if color_fits is False:
        printed_colors = " and ".join(COLOR_NAMES[c] for c in face.colors) or "colorless"
        return "no", f"{spec.phrase!r} needs another colour, and {face.name} is {printed_colors}"
    for state in ("untapped", "tapped"):
        if re.search(rf"\b{state}\b", restriction) and status & {"tapped", "untapped"}:
            if state not in status:
                return "no", f"{spec.phrase!r} needs a {state} permanent, and {face.name} isn't"
            restriction = re.sub(rf"\b{state}\b", " ", restriction)
            break
    if source is not None and re.search(r"\b(?:another|other)\b", restriction):
        if source.name == face.name:
            return "no", f"{spec.phrase!r} can't choose the object it comes from"
        restriction = re.sub(r"\b(?:another|other)\b", " ", restriction)
    if "you control" in restriction and "don't" not in restriction:
        if same_controller is False:
            return "no", f"{spec.phrase!r} needs a permanent its controller controls, and {face.name} isn't one"
        if same_controller is None:
            conditions.append("you control it")
    if "you own" in restriction:
        conditions.append("you own it")
    if "opponent controls" in restriction or "you don't control" in restriction:
        if same_controller is True:
            return "no", f"{spec.phrase!r} needs a permanent an opponent controls, and {face.name} isn't one"
        if same_controller is None:
            conditions.append("an opponent controls it")
    # 202.3, 208.1: mana value, power and toughness limits, from the printed card (X is 0 off the stack)
    # (power and toughness as printed: the answer says it assumes them unchanged)
    limits, restriction = printed_limits(restriction, face, card, "stack" if as_spell else
                                         "graveyard" if "card" in types else "battlefield")
    failed, undecided = weigh_limits(limits)
    if failed is not None:
        printed_word = "" if failed.what == "mana value" else "printed "     # 202.3: not always the printed cost
        return "no", (f"{spec.phrase!r} needs {failed.said}, and {face.name}'s "
                      f"{printed_word}{failed.what} is {failed.printed}")
    conditions += undecided
    printed_note = "".join(f" (its printed {limit.what} is {limit.printed})" for limit in limits
                           if limit.met and limit.what != "mana value")
    # What is left once control, "non-" words, comparisons and the type words already checked are
    # removed is a condition this check can't decide from printed facts ("attacking", "tapped").
    other = _CHECKED_WORDS.sub(" ", restriction)
    other = " ".join(w for w in other.replace(",", " ").split()
                     if w not in types_of(face) | subtypes_of(face) | {t.lower() for t in face.supertypes})
    if other and "single target" not in other and re.search(r"\b(?:that|which|who)\b", restriction):
        conditions.append(f"it is what the rest of {spec.phrase!r} says")       # "that was blocked by ..."
    elif other and "single target" not in other:
        conditions.append(f"it has no {other[8:]}" if other.startswith("without ") else
                          f"it has {other[5:]}" if other.startswith("with ") else f"it is {other}")
    if conditions:
        return "depends", f"{spec.phrase!r} can choose {face.name} if {' and '.join(conditions)}"
    if as_spell:
        return "yes", f"{face.name} fits {spec.phrase!r} while it is a spell on the stack"
    return "yes", f"{face.name} fits {spec.phrase!r}{printed_note}"


CARD_ZONES = {"card in graveyard": "in a graveyard", "card in exile": "in exile", "card": "in another zone"}


def card_fit(spec: TargetSpec, face: Face, card: Card | None = None) -> tuple[str, str] | None:
    """For a "target ... card" phrase (a card in a graveyard or in exile, 115.2): could this card (of
    `card`) be chosen while it is there? None when the phrase doesn't target cards."""
    zones = [CARD_ZONES[t] for t in spec.types if t in CARD_ZONES]
    if not zones:
        return None
    phrase = spec.phrase.lower()
    wanted = [w for w in ("creature", "instant", "sorcery", "artifact", "enchantment", "land", "planeswalker")
              if re.search(rf"\b{w}\b", phrase) and not re.search(rf"\bnon-?{w}\b", phrase)]
    if wanted and not set(wanted) & types_of(face):
        return "no", f"{spec.phrase!r} needs a {' or '.join(wanted)} card, and {face.name} is {face.type_line}"
    # 202.3: a card's mana value where it is (X is 0, a split card's halves add up)
    failed, _ = weigh_limits(printed_limits(spec.phrase.lower(), face, card, "graveyard")[0])
    if failed is not None:
        return "no", f"{spec.phrase!r} needs {failed.said}, and {face.name}'s {failed.what} there is {failed.printed}"
    return "depends", f"{face.name} can be chosen for {spec.phrase!r} while it is a card {zones[0]}"


def combine(values: list[str]) -> str:
    """The best of several per-option verdicts: any yes wins, then depends, else no."""
    for value in ("yes", "depends"):
        if value in values:
            return value
    return "no"


# the rule of each way onto the battlefield the reading names (ruling_qa.parse.patterns.ARRIVALS):
# cast for an alternative or additional cost, or returned by unearth
ARRIVAL_RULES = {"dash": "702.109a", "blitz": "702.152a", "evoke": "702.74a", "kicker": "702.33a",
                 "flashback": "702.34a", "escape": "702.138a", "foretell": "702.143a", "unearth": "702.84a"}

# whose objects a description covers, from its controller's side (relation: "same" or "other")
CONTROLLED_BY = (("under your control", "same"), ("under an opponent's control", "other"), ("you control", "same"),
                 ("an opponent controls", "other"), ("your opponents control", "other"), ("you don't control", "other"))
# a card that made a player discard, in words that may change where the card goes or whether it is
# discarded at all (614.1: "instead", "would"; 701.9a)
CHANGES_DISCARD = re.compile(r"\binstead\b|\bwould\b|\bcan't\b|\bdon't\b|\bdoesn't\b|\bexile\b", re.I)
CAST_BY = (("your opponents cast", "other"), ("each opponent casts", "other"), ("you cast", "same"))


def whose(words: str, phrases: tuple[tuple[str, str], ...] = CONTROLLED_BY) -> tuple[str | None, str]:
    """("same" | "other" | None, the words without that phrase): "Goblins you control" ->
    ("same", "Goblins  ")."""
    for phrase, relation in phrases:
        if phrase in words.lower():
            return relation, re.sub(re.escape(phrase), " ", words, flags=re.I)
    return None, words


_OBJECT_TYPES = frozenset({"artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker", "battle",
                           "land", "kindred", "legendary", "basic", "snow"})
_WITH_KEYWORD = re.compile(r"\bwith (?P<keyword>flying|flash|trample|haste|convoke|affinity|cycling)\b")


def _singulars(word: str) -> set[str]:
    """"elves" -> {"elve", "elf"}: the singulars a type word may stand for."""
    out = {word, singular_of(word)}
    if word.endswith("ves"):
        out |= {word[:-3] + "f", word[:-3] + "fe"}
    return out


def object_fits(what: str, spell: Card) -> tuple[str, str] | None:
    """Is the card one of "Black creature spells with mana value 6 or greater" / "Merfolk
    creatures"? ("yes" | "no" | "depends", why), or None for words this doesn't read. Words joined
    by "and" are alternatives ("Instant and sorcery spells"); words of one alternative all apply."""
    face = front(spell)
    words = what.lower()
    if re.search(r"\bchosen\b|\btarget\b|\bfrom\b|\bface-down\b|\bfirst\b|\beach\b|\bfor\b", words):
        return None
    conditions = []
    limits, words = printed_limits(words, face, spell)
    failed, undecided = weigh_limits(limits)
    if failed is not None:
        return "no", f"it covers only spells with {failed.said}"
    conditions += undecided
    keyword = _WITH_KEYWORD.search(words)
    if keyword:
        if keyword["keyword"] not in keyword_map(face):
            return "no", f"it covers only spells with {keyword['keyword']}"
        words = words[:keyword.start()] + words[keyword.end():]
    kinds = types_of(face) | subtypes_of(face) | {t.lower() for t in face.supertypes}
    colors = {name for name, code in COLOR_WORDS.items() if code in face.colors} or {"colorless"}
    alternatives = [a for a in re.split(r"\s*(?:,|\band\b|\bor\b)\s*", words.replace("spells", " ")) if a.strip()]
    fits = []
    for alternative in alternatives:
        fit = True
        for word in alternative.split():
            if word.startswith("non") and (word[3:] in _OBJECT_TYPES or word[3:] in COLOR_WORDS):
                fit = fit and word[3:] not in kinds | colors
            elif word in ("nonbasic", "nonlegendary", "nonsnow"):
                fit = fit and word[3:] not in kinds      # supertypes (205.4a)
            elif word == "nontoken":
                continue                                 # a named card is no token (111.1)
            elif word in ("permanent", "permanents"):
                fit = fit and is_permanent(face)         # 110.4: its card types say it is one
            elif word.startswith("non-") and re.search(rf"\bnon-{word[4:].capitalize()}\b", what):
                fit = fit and word[4:] not in kinds      # "non-Aura enchantment": a subtype it mustn't have
            elif word in COLOR_WORDS:
                fit = fit and word in colors
            elif word == "multicolored":
                fit = fit and len(face.colors) > 1
            elif _singulars(word) & (_OBJECT_TYPES | {s.lower() for s in face.subtypes}):
                fit = fit and bool(_singulars(word) & kinds)
            elif every_creature_type(face) and word[0].isalpha() and re.search(rf"\b{word[0].upper()}{word[1:]}\b", what):
                continue                     # 702.73a: a changeling is every creature type ("Goblin")
            elif word[0].isalpha() and re.search(rf"\b{word}\b", what, re.I) and \
                    re.search(rf"\b{word}\b", what, re.I).group(0)[0].isupper():  # type: ignore[union-attr]
                fit = False                  # a subtype the spell doesn't have ("Dragon")
            else:
                return None
        fits.append(fit)
    if fits and not any(fits):
        return "no", f"{spell.name} ({face.type_line}) isn't one of them"
    if conditions:
        return "depends", "only if " + " and ".join(conditions)
    return "yes", f"{spell.name} ({face.type_line}) is one of them"


# "As long as your devotion to blue is less than five, ~ isn't a creature." (700.5 devotion)
_UNLESS_DEVOTED = re.compile(r"^as long as your devotion to (?P<colors>[a-z]+(?: and [a-z]+)?) is less than "
                             r"(?P<n>\w+), ~ isn't a creature\.$", re.I)


def creature_by_devotion(face: Face, devotion: tuple[tuple[str, int], ...]) -> tuple[Ability, bool | None] | None:
    """A permanent that is a creature only with enough devotion: its ability, and whether it is one with the
    devotion the question tells (None when it tells none for those colors); None for any other permanent."""
    for ability in face.abilities:
        m = _UNLESS_DEVOTED.match(text_of(ability))
        if m is not None:
            needed = number_of(m["n"].lower())
            told = dict(devotion).get(m["colors"].lower())
            return ability, None if told is None or needed is None else told >= needed
    return None


# its own conditional type change: "As long as it's your turn, ~ is a 4/4 ... creature", "~ isn't a creature unless ..."
_SELF_TYPE_IF = re.compile(r"\bas long as\b[^.]*?, ~ (?:is|isn't) an?\b|~ isn't a creature\b|"
                           r"~ is an? [^.]*?\bcreature\b[^.]*?\bas long as\b", re.I)


def creature_only_sometimes(face: Face) -> Ability | None:
    """The static ability that makes the permanent a creature only under a condition (a God's devotion, "as
    long as it's your turn"), if it has one (613.1d)."""
    return next((a for a in face.abilities if a.kind == "static" and _SELF_TYPE_IF.search(text_of(a))), None)


_BECOMES_CREATURE = re.compile(r"~ becomes? an? [^.]*\bcreature\b", re.I)


def made_creature_how(face: Face) -> str | None:
    """How a noncreature permanent becomes a creature by its own means, said as what an answer assumes
    didn't happen: crewed (a Vehicle, 702.122a) or its own activated ability ("{1}: ~ becomes a 2/2 creature")."""
    if "creature" in types_of(face):
        return None
    if any((a.keyword or "").lower() == "crew" for a in face.abilities):
        return "it hasn't been crewed this turn (702.122a)"
    if any(a.kind == "activated" and _BECOMES_CREATURE.search(text_of(a)) for a in face.abilities):
        return "its own ability that makes it a creature hasn't been activated this turn"
    return None


# words that say little of what an ability does ("adding +1/+1 counters to each Elf": the counters and the
# Elves tell which ability)
_EFFECT_FILLER = frozenset(stem(w) for w in "a an the on of to in into onto from with for at up me my i you your "
                           "their his her him them it its they we us our each that this those these and any all "
                           "opponent opponents player players "
                           "put get give make have add do let cause take".split())
_EFFECT_WORD = re.compile(r"[+-]?\d+/[+-]?\d+|\d+|[a-z]+")
# (words of a question, what an ability must then say): done to an opponent, it speaks of an opponent or a player;
# done to me, of you or a player, or of no one (an instruction: "draw a card")
_WHOM = ((frozenset({"opponent", "opponents", "him", "her", "them"}), re.compile(r"\b(?:opponents?|players?)\b", re.I)),
         (frozenset({"me", "myself"}), re.compile(r"\b(?:you|players?)\b|^(?![^.]*\bopponents?\b)", re.I)))
_FORBIDS = re.compile(r"\b(?:can't|cannot|don't|doesn't)\b", re.I)
_NUMBER_WORDS = {w: str(n) for n, w in enumerate("zero one two three four five six seven eight nine ten".split())}


def _effect_stems(text: str) -> set[str]:
    """The comparison forms of a text's words; a number written as a word is its digits ("two": "2")."""
    return {_NUMBER_WORDS.get(w) or stem(w) for w in _EFFECT_WORD.findall(text.lower())}


def instructions_doing(card: Card, effect: str) -> tuple[list[str], list[str]] | None:
    """A spell's instructions, in order (608.2c: its sentences, and the parts of one joined by ", then"), and those
    of them that do `effect` (every content word of it, as `abilities_doing` matches); None for a card with other
    than one spell ability or an effect with no content word."""
    spells = [a for a in front(card).abilities if a.kind == "spell"]
    wanted = {w for w in _effect_stems(effect) if w not in _EFFECT_FILLER}
    if len(spells) != 1 or len(card.faces) > 1 or not wanted:
        return None
    parts = [p.strip(" .") for sentence in re.split(r"(?<=\.)\s+", text_of(spells[0]))
             for p in re.split(r",? then ", sentence) if p.strip(" .")]
    return parts, [p for p in parts if wanted <= _effect_stems(p) and not _FORBIDS.search(p)]


def abilities_doing(card: Card, effect: str) -> list[Ability] | None:
    """The abilities of `card` whose effect says every content word of `effect` ("gaining me
    life": "gain", "life"), matched by stems; a triggered ability by what it does, not by its
    trigger condition. None when `effect` has no content word."""
    said = _effect_stems(effect)
    wanted = {w for w in said if w not in _EFFECT_FILLER}
    if not wanted:
        return None
    if "lif" in wanted:
        # life goes one way: "give me life" is gaining it, "drain" losing it (119.3)
        direction = "gain" if said & {"gain", "giv", "get"} else "los" if said & {"los", "drain", "pay"} else None
        if direction is None:
            return None
        wanted.add(direction)
    # whom it is done to, when the words say ("give my opponent life": not "you gain 1 life")
    raw = set(re.findall(r"[a-z]+", effect.lower()))
    whom = [pattern for said_of, pattern in _WHOM if raw & said_of]
    found = []
    for face in card.faces:
        for ability in face.abilities:
            does = ability.effect if ability.kind == "triggered" and ability.effect else text_of(ability)
            if ability.kind == "keyword":
                does += " " + (ability.reminder or "")
            if wanted <= _effect_stems(does) and not _FORBIDS.search(does) and all(p.search(does) for p in whom):
                found.append(ability)           # ("can't gain life" says the opposite)
    return found
