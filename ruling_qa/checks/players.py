"""Can a spell or ability target a player? ("Can I target my opponent with A?")

115.1: a spell or ability targets only what its "target" words allow: "any target" and "target
player" include players (115.4), "target opponent" only the caster's opponents (102.2), "target
creature" no player at all. A player with hexproof can't be the target of spells or abilities their
opponents control (702.11c); a player with shroud can't be the target of any (702.18a). Those come
from another named card's "You have hexproof" line, which applies to that card's controller, or from what a card
told cast gives its caster ("you gain protection from everything").

Does A still affect a player with protection from everything? 702.16j: such a player can't be targeted,
enchanted by Auras or dealt damage; an effect that does none of those ("each opponent loses 2 life") still
reaches them.
"""
from __future__ import annotations

import re

from ..models import Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import abilities, front, player_protections, shown, step, text_of
from .targeting import asked_about_targets, is_chosen, loyalty_of, matches_quality, source_qualities

_WHO = {"you": "you", "opponent": "your opponent", "any": "a player"}


def _player_instances(card: Card, loyalty: str | None = None) -> list[tuple[str, str]]:
    """(the target phrase, "player" | "opponent" | "no") for each "target" of the card's spell or
    abilities (of its `loyalty` ability only, when given); "unread" when the phrase adds a condition
    this check doesn't read."""
    out = []
    for face in card.faces:
        for ability in face.abilities:
            if loyalty is not None and loyalty_of(ability) != loyalty:
                continue
            for spec in ability.targets:
                types = {t.lower() for t in spec.types}
                if spec.restriction or re.search(r"\b(?:who|that|with|without)\b", spec.phrase, re.I):
                    kind = "unread" if types & {"player", "opponent", "any target"} else "no"
                elif "opponent" in types:
                    kind = "opponent"
                elif types & {"player", "any target"}:
                    kind = "player"
                else:
                    kind = "no"
                out.append((spec.phrase, kind))
    return out


@check("targeting.player.v1", intent="targeting.player",
       answers="Can A's spell or ability target a player (you, an opponent)? Reads \"any target\", \"target "
               "player\", \"target opponent\", and a player's hexproof, shroud or protection from another named "
               "card (\"You have hexproof\").",
       cites=("115.1", "115.4", "102.2", "702.11c", "702.18a", "702.16b"),
       reads=Reads(roles=("source",), params=("player", "actor", "loyalty", "player_has", "cast", "cast_turn"),
                   scenario=("controller", "zone", "players")),
       examine=Examine(r"hexproof|shroud|protection|can't be the target|as though|target",
                       "gives a player hexproof, shroud or protection, or changes what can be targeted", "115.1"),
       ruling_terms=("target", "player", "opponent", "hexproof"))
def player_target(q: CheckInput) -> Verdict | None:
    source = q.need("source")
    player, actor = q.details.get("player"), q.details.get("actor") or q.controller("source")
    if player not in _WHO:
        return None
    assumptions: list[str] = []
    if actor is None and player == "opponent":
        # "can A target my opponent?": asked by the one who would target them
        actor, assumptions = "you", [f"You control {source.name}'s spell or ability."]
    # "same": the player targeted is the one whose spell or ability it is
    relation = None if actor is None or player == "any" else "same" if (player == "you") == (actor == "you") \
        else "other"
    if actor == "opponent" and player == "opponent":
        relation = None                      # "can my opponent target my opponent": which one isn't clear
    instances = _player_instances(source, q.details.get("loyalty"))
    if not instances and q.details.get("loyalty"):
        return None                          # no such loyalty ability, or one that doesn't target: not read
    who = _WHO[player]
    holder, _, quality = q.details.get("player_has", "").partition(":")
    if holder in ("target", player):
        who += f" with {quality}"
    if not instances and not asked_about_targets(q):
        return None                          # "can I use A on my opponent": what A does to a player, not targeting
    if not instances:
        return Verdict("no", f"No: {source.name} doesn't target at all, so it can't target {who}.",
                       (step(f"{source.name}'s text has no \"target\".", "115.10a"),))
    steps, values = [], []
    for phrase, kind in instances:
        if kind == "unread":
            return None
        if kind == "no":
            steps.append(step(f"\"{phrase}\" can't be a player.", "115.1"))
            values.append("no")
        elif kind == "player":
            steps.append(step(f"\"{phrase}\" can be a player.", "115.4"))
            values.append("yes")
        elif relation == "same":
            steps.append(step(f"\"{phrase}\": a player isn't their own opponent.", "102.2"))
            values.append("no")
        elif relation == "other":
            steps.append(step(f"\"{phrase}\": the player is an opponent of the one whose spell or ability it is.",
                              "102.2"))
            values.append("yes")
        else:
            steps.append(step(f"\"{phrase}\": only an opponent of the one whose spell or ability it is.", "102.2"))
            values.append("depends")
    value = "yes" if "yes" in values else "depends" if "depends" in values else "no"
    examined: list[str] = []
    if value != "no":
        kinds = {kind for _, kind in instances if kind != "no"}
        weighed = _players_grants(q, source, player, relation, kinds, steps, examined, assumptions)
        if weighed is None:
            return None
        told = _quality_told(q.details.get("player_has", ""), player, relation, kinds, steps)
        weighed = min((weighed, told), key=("no", "depends", "yes").index)
        value = weighed if weighed in ("no", "depends") or value == "yes" else value
    answer = {"yes": f"Yes: {source.name} can target {who}.",
              "no": f"No: {source.name} can't target {who}.",
              "depends": f"It depends: {source.name} can target {who} only under the conditions below."}[value]
    return Verdict(value, answer, tuple(steps), tuple(assumptions), examined=tuple(examined))


def _hexproof(relation: str | None, kinds: set[str], said: str) -> tuple[str, str]:
    """702.11c: a player with hexproof can't be the target of spells or abilities their opponents
    control. ("no" | "yes" | "depends", the step's text) from whose spell it is (`relation`), or, when
    that isn't told, from whether its "target" words allow only an opponent of its controller."""
    base = f"{said}: that player can't be the target of spells or abilities their opponents control"
    if relation == "other" or (relation is None and kinds == {"opponent"}):
        return "no", base + ("." if relation else ", and it can target only an opponent of its controller.")
    if relation == "same":
        return "yes", base + ", and this one is their own."
    return "depends", base + ", so only if it is their own."


def _quality_told(told: str, player: str, relation: str | None, kinds: set[str], steps: list) -> str:
    """The hexproof or shroud the question says a player has ("an opponent with hexproof", "if I have
    shroud"): "no" when it stops this targeting, "yes" when it doesn't, "depends" when whose spell it
    is isn't told and that decides it."""
    if not told:
        return "yes"
    holder, _, quality = told.partition(":")
    if holder == "target":
        holder = player
    if holder != player:
        steps.append(step(f"The {quality} told is the other player's, not the targeted player's.", "611.3a"))
        return "yes"
    if quality == "shroud":
        steps.append(step("A player with shroud can't be the target of spells or abilities.", "702.18a"))
        return "no"
    value, text = _hexproof(relation, kinds, f"A player with {quality}")
    steps.append(step(text, "702.11c"))
    return value


def _players_grants(q: CheckInput, source: Card, player: str, relation: str | None, kinds: set[str], steps: list,
                    examined: list[str], assumptions: list[str]) -> str | None:
    """A named permanent's "You have hexproof / shroud / protection" applies to its controller, and so does
    what a card told cast gives its caster ("you gain hexproof until your next turn")
    (702.11c, 702.18a, 702.16b): "no" when it stops this targeting, "yes" when nothing does, "depends"
    when whose spell it is isn't told and that decides it, None when whose card it is isn't told."""
    value = "yes"
    for card in q.others:
        grants, assumed = player_protections(card, card.name == q.details.get("cast"),
                                             q.details.get("cast_turn") == "last")
        assumptions += assumed
        if not grants:
            continue
        holder = q.question.reading.obj(card.name)
        owner = holder.controller if holder is not None else None
        if owner is None or player == "any":
            return None
        examined.append(card.name)
        what, ability = grants[0]
        quoted = f"{card.name}: \"{shown(ability)}\""
        if owner != player:
            steps.append(step(f"{quoted} protects its controller, not the player targeted.", "611.3a"))
            continue
        if what == "shroud":
            steps.append(step(f"{quoted}: that player can't be the target of spells or abilities.", "702.18a"))
            value = "no"
        elif what == "hexproof":
            weighed, text = _hexproof(relation, kinds, quoted)
            steps.append(step(text, "702.11c"))
            value = weighed if weighed == "no" or value == "yes" else value
        elif is_chosen(what):
            steps.append(step(f"{quoted}: it stops {source.name} only if {source.name} has the quality chosen.",
                              "702.16b"))
            value = "depends" if value == "yes" else value
        else:
            stops = matches_quality(what[len("protection "):], source_qualities(front(source)))
            steps.append(step(f"{quoted}: {'stops' if stops else 'does not stop'} {source.name}.", "702.16b"))
            value = "no" if stops else value
    return value


# an effect that reaches players without targeting them or dealing damage: whom, and what it makes them do
_REACHES = re.compile(r"\b(?P<who>each opponent|each other player|each player|that player|they) (?:may )?"
                      r"(?:loses?|sacrifices?|discards?|mills?|exiles?)\b", re.I)
# what a player's protection stops, and its rules: never an effect that neither targets them nor deals damage
_STOPS = {"protection from everything": ("can't be targeted, enchanted by Auras or dealt damage",
                                         ("702.16j", "702.16b", "702.16e")),
          "hexproof": ("can't be targeted by what their opponents control", ("702.11c",)),
          "shroud": ("can't be targeted by any spell or ability", ("702.18a",))}
# what makes an effect happen only sometimes: a mode chosen, a condition, a choice (700.2, 603.4, 608.2d)
_SOMETIMES = re.compile(r"\bchoose (?:one|two|one or more|a number)\b|\bif\b|\bmay\b|\bunless\b", re.I)


@check("players.protected_from.v1", intent="player.harmed",
       answers="Does A still affect a player who has protection from everything (or hexproof or shroud from C: \"if I "
               "control Leyline of Sanctity\")? Yes when one of A's effects reaches "
               "that player without targeting them or dealing damage (\"each opponent loses 2 life\", \"that player "
               "sacrifices a permanent\"): protection stops only targeting, damage, enchanting and blocking (702.16b, "
               "702.16c, 702.16e, 702.16j).",
       cites=("702.16j", "702.16b", "702.16e", "702.11c", "702.18a", "115.10", "608.2c", "603.4", "700.2"),
       reads=Reads(roles=("harmer",), optional=("protector",), params=("whom", "has", "asked"),
                   scenario=("controller", "zone", "players")),
       examine=Examine(r"protection|hexproof|shroud|can't|prevent", "gives a player protection or changes what reaches "
                       "them", "702.16j"),
       ruling_terms=("protection", "target", "damage"))
def still_affects(q: CheckInput) -> Verdict | None:
    harmer, protector = q.need("harmer"), q.card("protector")
    whom, mine = q.details.get("whom"), q.controller("harmer")
    if whom not in _WHO or mine is None or harmer is protector:
        return None                          # whose card A is, or who is asked about, isn't told
    has = "protection from everything" if q.details.get("has") == whom else None
    examined: tuple[str, ...] = ()
    if protector is not None:
        if has is not None:
            # "I have protection from everything thanks to C": C gives it (a card told of may have been cast)
            if not any(what == has for what, _ in player_protections(protector, True)[0]):
                return None                  # the card told doesn't give what the question says
        else:
            # "if I control C": what C's own "You have ..." gives its controller (611.3a)
            given = {what for what, _ in player_protections(protector)[0]} & set(_STOPS)
            if q.controller("protector") != whom or len(given) != 1:
                return None                  # whose C it is isn't the player asked about, or it gives no one thing
            has = given.pop()
        examined = (protector.name,)
    if has is None:
        return None                          # the player's protection isn't told
    against_opponent = mine != whom          # A's "each opponent" reaches the player asked about
    for _, ability in abilities(harmer):
        if ability.kind not in ("triggered", "activated", "spell", "static") or any(
                {t.lower() for t in spec.types} & {"player", "opponent", "any target"} for spec in ability.targets):
            continue                         # a player it targets: protection stops that (702.16b)
        text = text_of(ability)
        for sentence in re.split(r"(?<=\.)\s+", text):
            m = _REACHES.search(sentence)
            if m is None or re.search(r"\bdamage\b", sentence, re.I):
                continue
            who = m["who"].lower()
            everyone = who == "each player" or who in ("that player", "they") and re.search(r"\beach player", text,
                                                                                              re.I)
            opponents = who in ("each opponent", "each other player") or who in (
                "that player", "they") and re.search(r"\bopponents?\b", text, re.I)
            if not (everyone or opponents and against_opponent):
                continue
            player = _WHO[whom]
            stops, rules = _STOPS[has]
            steps = (step(f"{harmer.name}: \"{sentence}\" This doesn't target {player} and isn't damage.", "115.10",
                          "608.2c"),
                     step(f"A player with {has} {stops}, and nothing else: other effects still reach them.", *rules))
            assumed = (f"{player[:1].upper()}{player[1:]} still has {has} when it happens.",)
            if q.details.get("asked") != "can" and _SOMETIMES.search(text):
                # "does A harm me?": that effect happens only if a mode, a condition or a choice allows it
                return Verdict("depends", f"It depends: {harmer.name} affects {player} only when that effect "
                               f"happens; {has} doesn't stop it.",
                               steps + (step(f"\"{shown(ability)}\" happens only under its condition, mode or "
                                             "choice.", "603.4", "700.2"),), assumed, examined=examined)
            return Verdict("yes", f"Yes: {harmer.name} still affects {player}: {has} doesn't stop an effect that "
                           "neither targets nor deals damage.", steps, assumed, examined=examined)
    return None
