"""Land plays: how many lands a player may play in a turn. 305.2: one, plus what continuous effects
add (each effect adds up); 305.2a/305.2b: a land can be played only while the lands played this turn
are fewer than that number, wherever they come from; 305.1, 305.3: only on the player's own turn;
305.4: putting a land onto the battlefield isn't playing it and doesn't count.

The number each named card adds is read from its parsed Oracle text: "You may play an additional
land on each of your turns" (+1 on its controller's turns), "two additional lands" (+2), "Each player
may ..." (+1 on every player's turns), "You may play an additional land this turn" on a spell (+1 the
turn its caster casts it), "any number of lands" (no limit). Any other text about playing lands (a
zone the lands may come from, a condition, "can't play lands") is not weighed: no verdict.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..models import Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import front, is_spell_card, name_list, shown, step, text_of, types_of

_NUMBER = {"an": 1, "a": 1, "one": 1, "two": 2, "three": 3, "four": 4}
_WORD = {1: "one", 2: "two", 3: "three", 4: "four"}
# 305.2: a continuous effect that raises the number of lands a player may play
_PER_TURN = re.compile(r"^(?P<who>you|each player) may play (?:up to )?(?P<n>an|one|two|three) additional lands? "
                       r"(?:on|during) each of (?:your|their) turns\.$", re.I)
_THIS_TURN = re.compile(r"^you may play (?:up to )?(?P<n>an|one|two|three) additional lands? this turn\.$", re.I)
# 716 (Class levels), 702.87 (level up), 714 (Saga chapters), 702.184 (station): abilities that apply only at a
# level, a chapter or a charge the question doesn't tell
_GATED = re.compile(r"^\{[^}]*\}(?:[^:]*)?: level \d|^level up\b|^station\b|^\d+\+\s*\|", re.I)
_ANY_NUMBER = re.compile(r"^you may play any number of lands on each of your turns\.$", re.I)
# a permission to play lands from another zone (the number played is the same, 305.2a)
_FROM_ZONE = re.compile(r"^you may play lands from (?P<zone>the top of your library|your graveyard)\.$", re.I)
_ZONE_OF = {"the top of your library": "library", "your graveyard": "graveyard"}
# any other words about playing lands: this check can't weigh them
_ABOUT_PLAYING = re.compile(r"\bplay(?:s|ed|ing)?\b[^.]*\blands?\b|\blands? (?:played|plays?)\b|"
                            r"\badditional lands?\b|\bland drops?\b", re.I)
# 305.4: an effect that puts a land onto the battlefield
_PUTS_LAND = re.compile(r"\bput (?:it|one|that card|them|those cards|(?:up to )?(?:a|an|one|two|three|\w+) [^.]*?"
                        r"\bland cards?\b[^.]*?) onto the battlefield\b", re.I)


@dataclass(frozen=True)
class _Grant:
    card: str
    extra: float                 # lands added (math.inf: any number)
    scope: str                   # "yours" (its controller's turns), "each" (every player's), "cast" (this turn)
    text: str


def _read(card: Card) -> tuple[list[_Grant], set[str]] | None:
    """(the land plays a card grants, the zones it lets lands be played from), or None when one of its
    abilities speaks of playing lands in a way this check doesn't read."""
    grants: list[_Grant] = []
    zones: set[str] = set()
    texts = [text_of(a) for f in card.faces for a in f.abilities]
    if any(_ABOUT_PLAYING.search(t) for t in texts) and (
            len(card.faces) > 1 or any(_GATED.search(text_of(a)) or (a.keyword or "").lower() in ("level up", "station")
                                       for f in card.faces for a in f.abilities)
            or {t.lower() for t in front(card).subtypes} & {"class", "saga"}):
        return None                          # another face, a level or a chapter: when it applies isn't told
    for face in card.faces:
        for ability in face.abilities:
            if ability.kind == "spell":
                # a spell's sentences, each on its own ("Draw three cards. You may play an additional land this turn.")
                sentences = [x for x in re.split(r"(?<=\.)\s+", text_of(ability)) if x]
                for sentence in sentences:
                    this_turn = _THIS_TURN.match(sentence)
                    if this_turn:
                        grants.append(_Grant(card.name, _NUMBER[this_turn["n"].lower()], "cast", sentence))
                    elif _ABOUT_PLAYING.search(sentence):
                        return None
                continue
            text = text_of(ability)
            per_turn, any_number = _PER_TURN.match(text), _ANY_NUMBER.match(text)
            zone = _FROM_ZONE.match(text)
            if per_turn and ability.kind == "static":
                scope = "each" if per_turn["who"].lower() == "each player" else "yours"
                grants.append(_Grant(card.name, _NUMBER[per_turn["n"].lower()], scope, shown(ability)))
            elif any_number and ability.kind == "static":
                grants.append(_Grant(card.name, math.inf, "yours", shown(ability)))
            elif zone and ability.kind == "static":
                zones.add(_ZONE_OF[zone["zone"].lower()])
            elif ability.kind == "triggered" and ability.trigger and _ABOUT_PLAYING.search(ability.trigger) \
                    and not _ABOUT_PLAYING.search(ability.effect or ""):
                continue                     # "Whenever you play a land, ...": what it does changes no count
            elif _ABOUT_PLAYING.search(text):
                return None
    return grants, zones


def _whose(q: CheckInput, card: Card) -> str | None:
    obj = q.question.reading.obj(card.name)
    return obj.controller if obj is not None else None


@check("lands.plays_per_turn.v1", intent="land.plays",
       answers="How many lands can a player play in a turn (two lands, a land and another land, with cards that "
               "grant additional land plays named)? Reads each named card's 'additional land' text; also: does "
               "putting a land onto the battlefield count as a land played?",
       cites=("305.1", "305.2", "305.2a", "305.2b", "305.3", "305.4", "305.9", "611.3a", "608.2c"),
       reads=Reads(optional=("grant", "grant2", "grant3"),
                   params=("count", "whose", "actor", "zone", "from_hand", "copies", "ask"),
                   scenario=("controller", "zone", "entered_this_turn", "players")),
       examine=Examine(r"\bland", "speaks of lands", "305.2"),
       ruling_terms=("additional land", "land", "play"))
def plays_per_turn(q: CheckInput) -> Verdict | None:
    named = [c for c in (q.card("grant"), q.card("grant2"), q.card("grant3")) if c is not None]
    if q.details.get("ask") == "counted":
        return _counted(named)
    counts = [v for k, v in q.question.details if k == "count"]
    how_many = q.details.get("ask") == "how_many"          # "how many lands can I play?": the number
    if len(counts) != 1 and not how_many:
        return None                          # how many lands isn't said, or said two ways
    asked = int(counts[0]) if counts and not how_many else 1
    actor = q.details.get("actor", "you")
    whose = q.details.get("whose", actor)
    copies = int(q.details.get("copies", "1"))
    if copies > 1 and (len(named) != 1 or "legendary" in {t.lower() for t in front(named[0]).supertypes}):
        return None                          # which card has the copies isn't clear; two legends don't stay (704.5j)
    reads = []
    for card in named:
        read = _read(card)
        if read is None:
            return None                      # its words about playing lands aren't weighed here
        reads.append((card, read))
    players = "you" if actor == "you" else "your opponent"
    if whose != actor:
        return Verdict("no", f"No: a player can play lands only on their own turn, so {players} can't play even one "
                       "land on another player's turn.",
                       (step("A player can't play a land, for any reason, if it isn't their turn.", "305.3"),
                        step("A land is played from the hand in a main phase of its player's own turn.", "305.1")))
    steps = [step("A player can normally play one land during their turn; continuous effects may increase this "
                  "number, and such effects add up.", "305.2")]
    allowed: float = 1
    zones: set[str] = set()
    for card, (grants, granted_zones) in reads:
        obj = q.question.reading.obj(card.name)
        controller = _whose(q, card)
        face = front(card)
        cast = is_spell_card(face)
        if obj is not None and obj.zone == "battlefield" and cast:
            return None                      # an instant or sorcery told to be on the battlefield
        if not grants and not granted_zones:
            steps.append(step(f"{card.name}: none of its abilities lets a player play more lands.", "305.2"))
            continue
        for grant in grants:
            if grant.scope == "each":
                applies = True
            elif controller is None:
                return None                  # whose it is isn't told, and it matters
            else:
                applies = controller == actor
            if grant.scope == "cast" and applies and obj is not None and obj.entered_this_turn is False:
                return None
            n = copies * grant.extra if grant.scope != "cast" else grant.extra
            owner = ("an opponent's" if controller == "opponent" else "your") if controller else "the"
            if not applies:
                steps.append(step(f"{owner.capitalize()} {card.name} (\"{grant.text}\") adds land plays only for "
                                  f"its controller, not for {players}.", "305.2", "611.3a"))
                continue
            allowed += n
            times = f" ({copies} copies: each adds its own)" if copies > 1 and grant.scope != "cast" else ""
            more = "any number of lands" if math.isinf(n) else f"{_WORD.get(int(n), str(int(n)))} more"
            when = {"cast": " the turn it was cast (it resolved)", "yours": " on each of its controller's turns",
                    "each": " on each player's turns"}[grant.scope]
            steps.append(step(f"{card.name}: \"{grant.text}\"{times}: {more}{when}.",
                              "305.2", "608.2c" if grant.scope == "cast" else "611.3a"))
        if granted_zones:
            zones |= granted_zones if controller == actor else set()
            steps.append(step(f"{card.name} lets lands be played from {name_list(sorted(granted_zones), 'or')}; "
                              "lands played from there count like any other.", "305.2a"))
    zone = q.details.get("zone")
    if zone is not None and zone not in zones:
        return None                          # a zone the named cards don't open: not weighed here
    if zone is None and any(zs and not grants for _, (grants, zs) in reads):
        return None                          # a card whose only words on land plays open a zone: not weighed
    limit = "any number of lands" if math.isinf(allowed) else f"{_WORD.get(int(allowed), str(int(allowed)))} " \
                                                               f"land{'s' if allowed != 1 else ''}"
    asked_text = f"{_WORD.get(asked, str(asked))} lands"
    steps.append(step(f"So {players} can play {limit} this turn; a land can be played only while fewer lands than "
                      "that have been played this turn, counting every land played.", "305.2a", "305.2b"))
    assume = (f"It is {'your' if actor == 'you' else 'your opponent’s'} turn, and each land is played in a main "
              "phase with the stack empty (305.1).",) + tuple(
        f"{card.name} was cast this turn and resolved (a spell whose targets have all become illegal doesn't "
        "resolve, 608.2b)." for card, (grants, _) in reads if any(g.scope == "cast" for g in grants))
    if how_many:
        return Verdict(None, f"{players.capitalize()} can play {limit} this turn.", tuple(steps), assume, amount=limit)
    if asked > allowed:
        return Verdict("no", f"No: {players} can play only {limit} this turn, not {asked_text}.", tuple(steps), assume)
    return Verdict("yes", f"Yes: {players} can play {asked_text} this turn ({limit} allowed).", tuple(steps), assume)


def _counted(named: list[Card]) -> Verdict | None:
    """305.4: a land an effect puts onto the battlefield isn't played; it doesn't count."""
    if len(named) != 1:
        return None
    card = named[0]
    texts = [(a, text_of(a)) for f in card.faces for a in f.abilities]
    if "land" in types_of(front(card)) or any(_ABOUT_PLAYING.search(t) for _, t in texts):
        return None
    puts = [a for a, t in texts if _PUTS_LAND.search(t) and re.search(r"\bland\b", t, re.I)]
    if not puts:
        return None
    return Verdict("no", f"No: {card.name} puts a land onto the battlefield; that isn't playing a land, so it "
                   "doesn't count as the land played this turn.",
                   (step(f"{card.name}: \"{shown(puts[0])}\"", "305.4"),
                    step("Putting a land onto the battlefield isn't playing a land and doesn't count as a land "
                         "played this turn.", "305.4", "305.2a")))


# 305.1: when a land can be played, by the moment the question names
_NOT_THEN = {"stack": "while a spell or ability is on the stack",
             "opponent_turn": "on another player's turn",
             "combat": "during combat",
             "beginning": "in the beginning or ending phase (upkeep, draw step, end step)",
             "instant_speed": "at instant speed"}


@check("lands.special_action.v1", intent="land.timing",
       answers="When can a land be played: in response, on an opponent's turn, in combat, in a main phase? Does "
               "playing a land use the stack, need an empty stack, or give players a chance to respond?",
       cites=("305.1", "305.3", "116.2a", "117.1"),
       reads=Reads(params=("ask", "when"), scenario=("players",)),
       examine=Examine(r"\bplay\w*\b[^.]*\blands?\b|\blands?\b[^.]*\bplay|\bflash\b|\bas though\b",
                       "changes when or how lands are played", "305.1"),
       ruling_terms=("land", "play", "stack"))
def land_timing(q: CheckInput) -> Verdict | None:
    asked, when = q.details.get("ask", "play"), q.details.get("when")
    special = step("Playing a land is a special action: it doesn't use the stack, so nothing waits there to be "
                   "responded to.", "116.2a", "305.1")
    if asked == "uses_stack":
        return Verdict("no", "No: playing a land doesn't use the stack.", (special,))
    if asked == "respond":
        return Verdict("no", "No: no one can respond to a land being played; it is on the battlefield at once.",
                       (special, step("Players can respond only to spells and abilities on the stack.", "117.1")))
    rule = step("A player may play a land in a main phase of their own turn, while they have priority and the "
                "stack is empty.", "305.1")
    if asked == "needs_empty":
        return Verdict("yes", "Yes: a land can be played only while the stack is empty.", (rule,))
    if when == "main":
        return Verdict("yes", "Yes: a land can be played in either main phase of your turn.", (rule,),
                       ("The stack is empty, and you haven't played your land for the turn yet (305.2).",))
    if when in _NOT_THEN:
        steps = (rule, step("A player can't play a land, for any reason, if it isn't their turn.", "305.3")) \
            if when == "opponent_turn" else (rule,)
        return Verdict("no", f"No: a land can't be played {_NOT_THEN[when]}.", steps)
    return None
