"""Frozen records shared by every layer: rules, cards, parsed abilities, questions and answers.

Each record has `to_dict()` giving the JSON shape the CLI's `--json` and the HTTP API return.
Source positions (`line`) stay out of equality. Nothing here imports from the rest of the package.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar


_SCALARS = (str, int, float, bool, type(None))


def _plain(value: Any) -> Any:
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, _Record):
        return value.to_dict()
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        held: Any = value                    # a record of another module, with its own to_dict()
        return held.to_dict()
    return value


class _Record:
    __dataclass_fields__: ClassVar[dict[str, Any]]   # every record is a dataclass
    _shown_fields: ClassVar[tuple[str, ...]]

    def to_dict(self) -> dict:
        cls = type(self)
        names = cls.__dict__.get("_shown_fields")
        if names is None:     # the fields with repr=True, worked out once per class
            names = tuple(f.name for f in dataclasses.fields(cls) if f.repr)
            cls._shown_fields = names
        return {name: _plain(getattr(self, name)) for name in names}


# --- parsing problems ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Problem(_Record):
    """Something a parser could not make sense of, with where it was."""

    source: str
    line: int | None
    message: str

    def __str__(self) -> str:
        where = f"{self.source}:{self.line}" if self.line is not None else self.source
        return f"{where}: {self.message}"


# --- Comprehensive Rules ------------------------------------------------------------------------

@dataclass(frozen=True)
class Rule(_Record):
    """One numbered entry of the CR.

    level: "section" ("7"), "chapter" ("702"), "rule" ("702.19"), "subrule" ("702.19b").
    For sections, chapters and titled rules, `text` is the heading ("Trample").
    """

    number: str
    level: str
    text: str
    parent: str | None
    examples: tuple[str, ...] = ()
    refs: tuple[str, ...] = ()          # rule numbers this rule's text and examples refer to
    line: int | None = field(default=None, compare=False)


@dataclass(frozen=True)
class GlossaryEntry(_Record):
    """A glossary entry; `names` holds every name it is filed under (the heading split on commas
    where the heading lists several terms)."""

    term: str                          # the heading line as printed
    names: tuple[str, ...]
    text: str
    refs: tuple[str, ...] = ()          # rule numbers the entry points to ("See rule 605")
    line: int | None = field(default=None, compare=False)


@dataclass(frozen=True)
class RulesDocument(_Record):
    effective_date: str                 # ISO date, e.g. "2026-08-07"
    rules: tuple[Rule, ...]
    glossary: tuple[GlossaryEntry, ...]
    problems: tuple[Problem, ...] = ()
    source: str = ""


# --- Cards --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Ruling(_Record):
    date: str                           # ISO date
    text: str


@dataclass(frozen=True)
class TargetSpec(_Record):
    """One instance of the word "target" (115.1, 115.10), or a target the rules give an ability
    without the word (an Aura spell's Enchant, 303.4a; equip, 702.6a; ...).

    max is None for "any number of"; a string such as "X" for a variable number.
    origin: "text", "enchant" or "keyword".
    """

    min: int
    max: int | str | None
    types: tuple[str, ...]
    phrase: str
    restriction: str | None = None
    origin: str = "text"


@dataclass(frozen=True)
class ManaProduction(_Record):
    """What an ability that adds mana can add (106.1, 106.7).

    colors: the symbols it can add among W U B R G C.
    how: "fixed" (exactly those symbols), "choice" (one of them), "any_color", "any_one_color",
         "any_combination", "could_produce" (106.7: types another permanent could produce),
         or "computed" (depends on the game).
    """

    colors: tuple[str, ...]
    how: str
    amount: str = "1"
    phrase: str = ""


# The events a trigger condition can name (TriggerEvent.event).
TRIGGER_EVENT_KINDS = ("enters", "leaves", "dies", "to_graveyard", "exiled", "sacrificed", "cast", "activates",
                       "cycles", "attacks", "blocks", "becomes_blocked", "unblocked", "deals_damage",
                       "dealt_damage", "becomes_target", "tapped", "tapped_for_mana", "untaps", "counters",
                       "draws", "discards", "gains_life", "loses_life", "turned_face_up", "step", "state",
                       "other")


@dataclass(frozen=True)
class TriggerEvent(_Record):
    """What a triggered ability's trigger condition watches (603.2), read from its "When",
    "Whenever" or "At" clause; self-references are written "~".

    event: one of TRIGGER_EVENT_KINDS: "enters" (603.6a), "leaves" (603.6c, 603.10a), "dies" (put
      into a graveyard from the battlefield, 700.4), "to_graveyard" (put into a graveyard from
      anywhere, or from a zone other than the battlefield), "exiled", "sacrificed", "cast" (601.2i),
      "activates", "cycles", "attacks" (508.3a; 508.3b "is attacked"), "blocks" (509.3a),
      "becomes_blocked" (509.3c), "unblocked" (attacks and isn't blocked, 509.3g), "deals_damage",
      "dealt_damage" (the subject is dealt damage: "a source deals damage to you" and "a creature
      deals damage to ~" watch the one dealt damage), "becomes_target", "tapped",
      "tapped_for_mana", "untaps", "counters" (counters put on), "draws", "discards", "gains_life",
      "loses_life", "turned_face_up", "step" ("At the beginning of ...", "At end of combat"),
      "state" (a state trigger, 603.8: "When you control no Islands"), or "other".
    subject: the words naming what it watches, as printed but for "~": the object ("~ or another
      creature you control", "a creature card"; for "you cast ..." the spell, for "you sacrifice
      ..." the permanent, for "counters are put on ..." the object they are put on), or the player
      when the event has no object ("you" in "you gain life" and in "your upkeep").
    player: the words naming the player who does it, when the condition names one ("you" in "you
      cast ...", "an opponent" in "an opponent draws a card", whose turn a step belongs to).
    controller: whose objects or which players it watches: "you", "opponent" (an opponent, or what
      an opponent / a player other than you controls or owns), "any" (no such filter: "a creature",
      "a player", "each upkeep"), or None when it watches one particular object or player the card
      fixes (itself, the permanent it's attached to, enchanted player, a chosen or exiled card).
      For "~ or another X" the filter of the other part decides; "you cast" / "an opponent
      draws" take the player's; "under your control" / "into your graveyard" count as "you".
    self_only: it watches only itself ("When ~ enters", "When you cast this spell").
    another: "another" / "other": it watches objects other than itself (with "~ or another ...",
      itself too).
    nontoken / one_or_more: the subject says "nontoken" / "one or more" (603.2c: one or more
      objects doing it at once trigger it once).
    first_time_each_turn: "for the first time each turn", "your first spell each turn".
    step: for "step" events, the step or phase: "upkeep", "draw step", "precombat main phase",
      "postcombat main phase", "main phase", "combat" (beginning of combat), "end of combat",
      "end step", "cleanup step", "game" (the beginning of the game).
    phrase: the words naming the event, as printed ("enters the battlefield", "dies", "is put into
      your graveyard from the battlefield", "deals combat damage", "casts", "beginning of").
    detail: the condition's words after the event, as printed ("to a player", "under your
      control", "from your graveyard", "of a spell or ability an opponent controls").
    intervening_if: the condition of an intervening "if" clause (603.4: "When ~ enters, if it was
      kicked, ..." -> "it was kicked"), checked when the event happens and again on resolution;
      every event of the condition carries it.
    also: the condition's other events, each a TriggerEvent of its own ("Whenever ~ enters or
      attacks": event "enters", also one "attacks" event; "At the beginning of your upkeep or
      whenever you cast a red spell"); the ability triggers on each (603.2). `events()` lists all.
    """

    event: str                            # 603.2: the trigger event
    subject: str = ""
    player: str | None = None
    controller: str | None = None         # "you" / "opponent" / "any" / None (one fixed object or player)
    self_only: bool = False               # 603.6a / 603.10a: "When ~ enters", "When ~ dies"
    another: bool = False
    nontoken: bool = False                # 111.1: tokens are permanents too; "nontoken" leaves them out
    one_or_more: bool = False             # 603.2c: one or more at once trigger it once
    first_time_each_turn: bool = False
    step: str | None = None               # 603.2b: "At the beginning of [step]" triggers as it begins
    phrase: str = ""
    detail: str = ""
    intervening_if: str | None = None     # 603.4: the intervening "if" clause's condition
    also: tuple[TriggerEvent, ...] = ()   # the condition's other events ("enters or attacks")

    def events(self) -> tuple[TriggerEvent, ...]:
        """This event and the condition's other events, in printed order."""
        return (self,) + self.also


@dataclass(frozen=True)
class Ability(_Record):
    """One ability of a face, in printed order.

    kind: "spell", "activated", "triggered", "static", "keyword" or "mana" (a mana ability per
    605.1a/605.1b; `mana_ability_of` says "activated" or "triggered").
    """

    kind: str
    text: str
    cost: tuple[str, ...] = ()           # cost parts; for a keyword, its cost parameter ("Kicker {1}{G}");
                                         # for "As an additional cost ..." / "... rather than pay" lines, that cost
    effect: str = ""
    targets: tuple[TargetSpec, ...] = ()
    produces: ManaProduction | None = None
    keyword: str | None = None
    keyword_param: str | None = None
    modes: tuple[str, ...] = ()
    trigger: str | None = None           # the trigger condition of a triggered ability
    loyalty: str | None = None           # "+1", "−2", "0" for loyalty abilities
    mana_ability_of: str | None = None   # "activated" / "triggered" when kind == "mana"
    replacement: bool = False            # "enters with ..." and other replacement wording
    single_target: bool = False          # mentions "with a single target" (not a targeting instance)
    reminder: str | None = None
    normalized: str = ""                 # the ability's text with self-references written "~" and
                                         # reminder text removed (what checks may match on)
    ability_word: str | None = None      # "Landfall", "Threshold" ... (207.2c; no rules meaning)
    condition: str | None = None         # when the ability exists: "LEVEL 2-6", "Level 2" (a Class),
                                         # "Max speed", "Solved" ...
    intrinsic: bool = False              # not printed: a basic land type's mana ability (305.6)
    event: TriggerEvent | None = None    # a triggered ability's (or triggered mana ability's) parsed
                                         # trigger condition (603.2); None for other abilities


@dataclass(frozen=True)
class FaceFacts(_Record):
    """Facts checks need, derived once from a face's abilities and type line."""

    is_creature: bool = False
    becomes_creature: bool = False       # vehicle / manland / animated only by its own ability
    has_haste: bool = False              # keyword haste, or an ability giving itself haste
    tap_abilities: tuple[int, ...] = ()  # indexes of abilities with {T} in their cost
    untap_abilities: tuple[int, ...] = ()
    target_count: int = 0                # instances of the word "target" across abilities
    mana_abilities: tuple[int, ...] = () # indexes of mana abilities (605.1a/605.1b)
    mana_colors: tuple[str, ...] = ()    # W U B R G C its abilities can add (union of `produces`)
    single_target: bool = False          # some ability says "with a single target"
    self_references: tuple[str, ...] = ()  # the words its text uses for itself ("Spellskite", "this creature")


@dataclass(frozen=True)
class Face(_Record):
    name: str
    mana_cost: str | None
    type_line: str
    oracle_text: str
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    colors: tuple[str, ...] = ()
    side: str | None = None
    abilities: tuple[Ability, ...] = ()
    facts: FaceFacts = field(default_factory=FaceFacts)
    problems: tuple[str, ...] = ()


@dataclass(frozen=True)
class Card(_Record):
    name: str
    layout: str
    faces: tuple[Face, ...]
    rulings: tuple[Ruling, ...] = ()
    oracle_id: str | None = None
    printings: tuple[str, ...] = ()      # set codes the card was printed in (MTGJSON), sorted
    mana_value: float | None = None      # the card's (202.3; a split card's halves added, 709.4)
    color_identity: tuple[str, ...] = ()  # W U B R G in that order (903.4)


# --- Questions and answers ----------------------------------------------------------------------

@dataclass(frozen=True)
class CardMention(_Record):
    """A card named in a question: what the user wrote, what it resolved to, and how."""

    text: str
    name: str
    match: str                          # "exact", "face", "normalized", "fuzzy", "bracketed"
    score: float = 100.0
    role: str | None = None             # e.g. "source", "subject"


@dataclass(frozen=True)
class Proposition(_Record):
    """The statement a question asks about, typed: `kind` names it ("targeting.legal" is
    CanTarget(source, target)), `roles` bind its card slots, `params` its other slots.

    `polarity` is False when the question asks the negated statement ("can A not redirect B");
    a verdict then says whether the negated statement is true. `sentence` is the clause it was read
    from, as written."""

    kind: str
    roles: tuple[tuple[str, str], ...] = ()         # (role, card name)
    params: tuple[tuple[str, str], ...] = ()        # (name, value), e.g. (("color", "U"),)
    polarity: bool = True
    sentence: str = ""
    # (card named, card asked about in its place): "can A target B or C?", "... How about C?" ask
    # the same statement again with C where B is
    alternatives: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class ScenarioObject(_Record):
    """A card the question puts in the game, with what the question states about it (None: not
    stated). controller: "you" or "opponent"; arrived: "cast", "put", "copy", "flicker" ..."""

    card: str
    controller: str | None = None
    zone: str | None = None                         # "battlefield" when the question says so
    entered_this_turn: bool | None = None
    arrived: str | None = None
    status: tuple[str, ...] = ()                    # "tapped", "untapped", "attacking" ...
    put_by: str | None = None                       # the one other card named where it was put onto the
    #                                                 battlefield ("I put A onto the battlefield with B")
    size: str | None = None                         # its power/toughness as told ("my 2/3 Tarmogoyf", 208.1)
    keywords: tuple[str, ...] = ()                  # keywords told with it ("Spectral Lynx (2/1 protection from
    #                                                 green)"): the answer checks they are its own


@dataclass(frozen=True)
class Event(_Record):
    """Something the question says happened, in the order stated: `kind` ("cast", "respond",
    "sacrifice", "moves": a response told as flickering or bouncing its target), the card that did it, the card (or "player:you" / "player:opponent") it targeted
    first and the others it targeted, if stated, and who did it ("you", "opponent")."""

    kind: str
    card: str
    target: str | None = None
    actor: str | None = None
    more_targets: tuple[str, ...] = ()


@dataclass(frozen=True)
class Scenario(_Record):
    """The game situation a question states: its objects, its events in order (e.g. "cast",
    "respond"), how many players, whose turn, the asker's devotion and how many cards they have in a zone."""

    objects: tuple[ScenarioObject, ...] = ()
    events: tuple[Event, ...] = ()
    players: int | None = None
    turn: str | None = None                           # "yours" / "opponent's"
    # the asker's devotion told (700.5): (its color or colors, "blue" or "blue and red", the count)
    devotion: tuple[tuple[str, int], ...] = ()
    # how many cards the asker has in a zone: ("graveyard" | "hand", the kind counted: "cards", "creature cards", n)
    counts: tuple[tuple[str, str, int], ...] = ()


@dataclass(frozen=True)
class Reading(_Record):
    """A question read in full: the proposition asked, the scenario stated, and what each word
    was taken as ("card", "proposition", "scenario", "filler", "unread")."""

    proposition: Proposition | None = None
    scenario: Scenario = field(default_factory=Scenario)
    words: tuple[tuple[str, str], ...] = ()         # (word as written, what it was taken as)
    unread: tuple[str, ...] = ()                    # the unread words, as phrases in text order

    def obj(self, card: str) -> ScenarioObject | None:
        return next((o for o in self.scenario.objects if o.card == card), None)


@dataclass(frozen=True)
class Question(_Record):
    text: str
    intent: str | None
    cards: tuple[CardMention, ...] = ()
    rule_refs: tuple[str, ...] = ()
    terms: tuple[str, ...] = ()
    unknown: tuple[str, ...] = ()       # card-like words that matched nothing well
    details: tuple[tuple[str, str], ...] = ()   # intent parameters, e.g. (("color", "U"),)
    reading: Reading = field(default_factory=Reading)


@dataclass(frozen=True)
class Citation(_Record):
    """A rule (number + text), a ruling (card + date + text) or Oracle text (card + text)."""

    kind: str                           # "rule", "ruling", "oracle", "glossary"
    text: str
    number: str | None = None
    card: str | None = None
    date: str | None = None


@dataclass(frozen=True)
class Step(_Record):
    text: str
    citations: tuple[Citation, ...] = ()


@dataclass(frozen=True)
class Verdict(_Record):
    """What a check computed: `value` is "yes", "no", "depends" or None (could not decide, or the
    question asks for an amount: `amount` then holds it, "4" for "what is A's mana value?")."""

    value: str | None
    answer: str
    steps: tuple[Step, ...] = ()
    assumptions: tuple[str, ...] = ()
    examined: tuple[str, ...] = ()      # other named cards the check examined and found irrelevant
    amount: str | None = None


# --- rebuilding records from their JSON (the index stores to_dict() output) ----------------------

def _build(cls, data: dict, nested: dict | None = None):
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            continue
        value = data[f.name]
        builder = (nested or {}).get(f.name)
        if builder is not None and value is not None:
            value = tuple(builder(v) for v in value) if isinstance(value, list) else builder(value)
        elif isinstance(value, list):
            value = tuple(tuple(v) if isinstance(v, list) else v for v in value)
        kwargs[f.name] = value
    return cls(**kwargs)


def trigger_event_from_dict(data: dict) -> TriggerEvent:
    return _build(TriggerEvent, data, {"also": trigger_event_from_dict})


def ability_from_dict(data: dict) -> Ability:
    return _build(Ability, data, {"targets": lambda t: _build(TargetSpec, t),
                                  "produces": lambda p: _build(ManaProduction, p),
                                  "event": trigger_event_from_dict})


def card_from_dict(data: dict) -> Card:
    """A Card rebuilt from `Card.to_dict()` output (what the index stores), rulings included."""
    def face(f: dict) -> Face:
        return _build(Face, f, {"abilities": ability_from_dict, "facts": lambda x: _build(FaceFacts, x)})

    return _build(Card, data, {"faces": face, "rulings": lambda r: _build(Ruling, r)})
