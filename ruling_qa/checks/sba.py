"""State-based actions (704.3, 704.5): checked whenever a player would receive priority, all at
once, before anyone can respond. A creature with toughness 0 or less goes to its owner's
graveyard (704.5f; indestructible and regeneration don't stop it); a player who controls two or
more legendary permanents with the same name keeps one (704.5j)."""
from __future__ import annotations

import re

from ..models import Face, Verdict
from . import CheckInput, Examine, Reads, check
from .characteristics import power_toughness_with
from .layers import effect_cards
from .facts import front, is_permanent, keyword_map, printed, step, toughness_now
from .targeting import matches_quality, source_qualities, unweighed_protection

# what a triggered or activated ability may do to kill a creature (701.8 destroy, 120.3 damage, 701.21 sacrifice)
_MAY_KILL = re.compile(r"\bdestroy|\bdamage\b|[-−]\d+/[-−]\d+|[-−]X/[-−]X|\bsacrific|\btoughness\b|\bexile|"
                       r"\bgraveyard\b|\bfights?\b", re.I)
# a creature's own text that changes its toughness or what happens to it
_OWN_TOUGHNESS = re.compile(r"\bgets?\b|\btoughness\b|\bcounters?\b|\bwould\b|\binstead\b|\bdies\b", re.I)


@check("sba.zero_toughness.v1", intent="sba.dies",
       answers="Does a creature die when its toughness is reduced (-N/-N until end of turn)? Compares its printed "
               "toughness with the reduction (704.5f).",
       cites=("704.5f", "704.5g", "704.3", "702.12b"),
       reads=Reads(roles=("creature",), params=("pt",), scenario=("controller", "zone", "status", "players", "size")),
       examine=Examine(r"toughness|gets?|counters?|indestructible|damage|prevent|regenerat|dies|would",
                       "changes toughness, damage or what happens when a creature dies", "704.5f"),
       ruling_terms=("toughness", "dies", "state-based", "indestructible"))
def zero_toughness(q: CheckInput) -> Verdict | None:
    creature = q.need("creature")
    if "damage" in q.details or _other_status(q):
        return None                          # damage as well: sba.lethal_damage weighs both
    m = re.fullmatch(r"([+-]?\d+)/([+-]?\d+)", q.details.get("pt", ""))
    face = front(creature)
    base = toughness_now(q.question.reading, creature)[0]
    if m is None or not face.facts.is_creature or base is None or base <= 0:
        return None                          # printed 0: something else (counters, a copy) sets its toughness
    if any(_OWN_TOUGHNESS.search(a.normalized or a.text) for a in face.abilities if a.kind != "keyword"):
        return None
    toughness = base + int(m.group(2))
    steps = [step(f"{creature.name}'s toughness {base} becomes {toughness} with {m.group(0)}.", "613.4c")]
    if toughness <= 0:
        steps.append(step("A creature with toughness 0 or less is put into its owner's graveyard as a state-based "
                          "action, before anyone can respond.", "704.5f", "704.3"))
        if "indestructible" in keyword_map(face):
            steps.append(step("Indestructible doesn't stop this: it isn't destruction.", "702.12b"))
        return Verdict("yes", f"Yes: {creature.name} dies; its toughness is {toughness}.", tuple(steps))
    steps.append(step(f"Toughness {toughness} is greater than 0, so it dies only if the damage marked on it is "
                      "at least that much.", "704.5g"))
    return Verdict("no", f"No: with toughness {toughness}, {creature.name} doesn't die from this alone.", tuple(steps),
                   (f"No damage is marked on {creature.name} and nothing else changes its toughness.",))


# what a source's own text may say about the damage it deals (beyond dealing it): the check can't weigh it
_SOURCE_CHANGES_DAMAGE = re.compile(r"\bwould\b|\binstead\b|\bdouble|\btwice\b|\btriple|can't be prevented|"
                                    r"-1/-1 counters", re.I)
_DAMAGE_AS_COUNTERS = ("infect", "wither")       # 702.90c, 702.80a: damage to a creature as -1/-1 counters


def _other_status(q: CheckInput) -> bool:
    """A status told of the creature other than the damage or -N/-N these checks weigh ("attacking")."""
    fact, source = q.fact("creature"), q.fact("source")
    return bool(fact and set(fact.status) - {"damaged"}) or bool(source and set(source.status) - {"dealt_damage"})


def _toughness_change(q: CheckInput) -> int | None:
    m = re.fullmatch(r"([+-]?\d+)/([+-]?\d+)", q.details.get("pt", "")) if "pt" in q.details else None
    if "pt" in q.details and m is None:
        return None
    return int(m.group(2)) if m else 0


@check("sba.lethal_damage.v1", intent="sba.dies",
       answers="Does a creature die when it is dealt N damage (by a named source)? Lethal damage is damage at least "
               "equal to its toughness (704.5g), any damage from a source with deathtouch (704.5h); indestructible "
               "stops both (702.12b); infect and wither deal damage to creatures as -1/-1 counters (120.3d, "
               "704.5f); protection from the source prevents it (702.16e).",
       cites=("704.5g", "704.5h", "704.5f", "702.12b", "702.2b", "702.90c", "702.80a", "702.16e", "120.3d", "120.3e"),
       reads=Reads(roles=("creature",), optional=("source",), params=("damage", "pt"),
                   scenario=("controller", "zone", "status", "players", "size")),
       examine=Examine(r"toughness|gets?|counters?|indestructible|damage|prevent|regenerat|dies|would|deathtouch",
                       "changes toughness, damage or what happens when a creature dies", "704.5g"),
       ruling_terms=("lethal damage", "deathtouch", "indestructible", "toughness", "state-based"))
def lethal_damage(q: CheckInput) -> Verdict | None:
    creature, source = q.need("creature"), q.card("source")
    if _other_status(q):
        return None
    face: Face = front(creature)
    base, change = toughness_now(q.question.reading, creature)[0], _toughness_change(q)
    if not q.details.get("damage", "").isdigit() or base is None or base <= 0 or change is None \
            or not face.facts.is_creature:
        return None                          # printed 0: something else (counters, a copy) sets its toughness
    if any(_OWN_TOUGHNESS.search(a.normalized or a.text) or re.search(r"regenerat|prevent|damage dealt to",
                                                                      a.normalized or a.text, re.I)
           for a in face.abilities if a.kind != "keyword"):
        return None                          # its own text changes toughness, damage or dying
    amount, toughness = int(q.details["damage"]), base + change
    keywords = keyword_map(face)
    source_keywords: dict = {}
    steps = []
    if change:
        steps.append(step(f"{creature.name}'s toughness {base} becomes {toughness} with {q.details['pt']}.",
                          "613.4c"))
    if source is not None:
        source_face = front(source)
        if any(_SOURCE_CHANGES_DAMAGE.search(a.normalized or a.text) for a in source_face.abilities
               if a.kind != "keyword"):
            return None
        source_keywords = keyword_map(source_face)
        if unweighed_protection(front(creature)):
            return None                      # 702.16e: protection from a chosen quality isn't known here
        if any(matches_quality(p, source_qualities(source_face)) for p in keywords.get("protection", [])):
            return Verdict("no", f"No: {creature.name}'s protection prevents the damage {source.name} would deal, so "
                           "it isn't dealt any.",
                           (step(f"{creature.name} has protection from a quality {source.name} has: damage from it is "
                                 "prevented.", "702.16e"),))
        counters = [k for k in _DAMAGE_AS_COUNTERS if k in source_keywords]
        if counters and amount > 0:
            left = toughness - amount
            steps.append(step(f"{source.name} has {counters[0]}: its damage to a creature is dealt as {amount} -1/-1 "
                              f"counters, so {creature.name}'s toughness becomes {left}.", "120.3d", "702.90c", "702.80a"))
            if left <= 0:
                steps.append(step("A creature with toughness 0 or less is put into its owner's graveyard, even if it "
                                  "is indestructible.", "704.5f", "702.12b"))
                return Verdict("yes", f"Yes: {creature.name} dies; the -1/-1 counters leave it with toughness {left}.",
                               tuple(steps))
            steps.append(step("No damage is marked on it, so only its toughness matters.", "704.5f"))
            return Verdict("no", f"No: {creature.name} survives with toughness {left}.", tuple(steps),
                           (f"{creature.name} had no -1/-1 counters or damage before.",))
    if toughness <= 0:
        steps.append(step("A creature with toughness 0 or less is put into its owner's graveyard.", "704.5f"))
        return Verdict("yes", f"Yes: {creature.name} dies; its toughness is {toughness}.", tuple(steps))
    deathtouch = "deathtouch" in source_keywords and amount > 0
    lethal = amount >= toughness or deathtouch
    by = f" by {source.name}" if source is not None else ""
    steps.append(step(f"{creature.name} has toughness {toughness} and is dealt {amount} damage{by}"
                      + (", which has deathtouch: any damage from it is lethal." if deathtouch and amount < toughness
                         else "."), "120.3e", "702.2b" if deathtouch and amount < toughness else "704.5g"))
    if not lethal:
        steps.append(step("A creature is destroyed only when the damage marked on it is at least its toughness "
                          "(or came from a source with deathtouch).", "704.5g", "704.5h"))
        return Verdict("no", f"No: {amount} damage isn't lethal to {creature.name} (toughness {toughness}).",
                       tuple(steps), (f"No other damage is marked on {creature.name} this turn.",))
    rule = "704.5h" if deathtouch and amount < toughness else "704.5g"
    if "indestructible" in keywords:
        steps.append(step(f"{creature.name} has lethal damage, but it is indestructible: the state-based action "
                          "destroys, and indestructible permanents can't be destroyed.", rule, "702.12b"))
        return Verdict("no", f"No: {creature.name} is indestructible; lethal damage doesn't destroy it.", tuple(steps))
    steps.append(step("It has lethal damage, so it is destroyed as a state-based action, before anyone can respond.",
                      rule, "704.3"))
    return Verdict("yes", f"Yes: {creature.name} is destroyed by lethal damage.", tuple(steps),
                   (f"Nothing regenerates {creature.name} or prevents the damage.",))


@check("sba.legend_rule.v1", intent="sba.legend",
       answers="Can a player control two permanents with this name? The legend rule (704.5j) says no for legendary "
               "ones.",
       cites=("704.5j", "205.4d", "201.2"),
       reads=Reads(roles=("permanent",), optional=("second",), scenario=("controller", "zone", "events", "players")),
       examine=Examine(r"legend rule|legendary|same name|doesn't apply", "changes the legend rule", "704.5j"),
       ruling_terms=("legend rule", "legendary", "same name"))
def legend_rule(q: CheckInput) -> Verdict | None:
    card = q.need("permanent")
    face = front(card)
    second = q.card("second")
    if second is not None and second is not card:
        if not all(is_permanent(front(c)) for c in (card, second)):
            return None                      # an instant or sorcery is never on the battlefield (110.4a)
        if any(re.search(r"legend rule|same name|\bcopy\b|\bcopies\b|\bnamed?\b", a.normalized or a.text, re.I)
               for c in (card, second) for f in c.faces for a in f.abilities):
            return None                      # copies or names changed: not weighed here
        return Verdict("yes", f"Yes: {card.name} and {second.name} have different names, so the legend rule doesn't "
                              "make anyone put one into the graveyard.",
                       (step("The legend rule applies only to legendary permanents with the same name controlled by "
                             "the same player.", "704.5j"),
                        step(f"\"{card.name}\" and \"{second.name}\" are different names; a title after a comma is "
                             "part of the name.", "201.2")))
    if not any(t.lower() in ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
               for t in face.types):
        return None
    if any(re.search(r"legend rule|same name", a.normalized or a.text, re.I) for a in face.abilities):
        return None
    if "Legendary" in face.supertypes:
        return Verdict("no", f"No: {card.name} is legendary; with two, its controller keeps one and puts the other "
                       "into its owner's graveyard (the legend rule).",
                       (step(f"{card.name} is {face.type_line}.", "205.4d"),
                        step("If a player controls two or more legendary permanents with the same name, they choose "
                             "one and the rest go to their owners' graveyards, as a state-based action.", "704.5j")))
    return Verdict("yes", f"Yes: {card.name} isn't legendary, so any number of them can be on the battlefield.",
                   (step(f"{card.name} is {face.type_line}, not legendary.", "205.4d"),
                    step("The legend rule applies only to legendary permanents.", "704.5j")))


@check("sba.no_response.v1", intent="sba.respond",
       answers="Can a player respond (cast a spell, activate an ability, sacrifice it) after a creature has lethal "
               "damage or 0 toughness, before it dies? No: state-based actions happen before anyone gets priority.",
       cites=("704.3", "117.5", "605.3a"),
       reads=Reads(roles=("creature",), params=("pt",), scenario=("controller", "zone", "status", "players")),
       examine=Examine(r"split second|as though|priority|state-based", "changes when players get priority", "117.5"),
       ruling_terms=("state-based", "dies", "respond", "priority"))
def no_response(q: CheckInput) -> Verdict | None:
    creature = q.need("creature")
    face = front(creature)
    if not (face.facts.is_creature or face.facts.becomes_creature) or _other_status(q):
        return None                          # it never has toughness or lethal damage to die from
    change = re.fullmatch(r"[+-]?\d+/([+-]?\d+)", q.details.get("pt", ""))
    toughness = printed(face, "toughness")
    if change and (toughness is None or toughness + int(change.group(1)) > 0):
        return None                          # it may not die from that: the question's premise isn't known to hold
    steps = (step("State-based actions are checked whenever a player would receive priority, and performed all at "
                  f"once before anyone gets it: {creature.name}, with lethal damage or toughness 0 or less, is put into "
                  "its owner's graveyard first.", "704.3", "704.5f", "704.5g"),
             step("Spells and abilities (even mana abilities) can be cast or activated only with priority, so there "
                  "is no window between the damage or the -X/-X and its death.", "117.5", "605.3a"),
             step("To act before it dies, respond to the spell or ability that would kill it while that is still on "
                  "the stack.", "117.3c"))
    return Verdict("no", f"No: nobody can respond once {creature.name} has lethal damage or 0 toughness; it dies "
                   "before any player gets priority.", steps)


# 704.5a-c, 704.5i: the state-based actions a question about a player or a planeswalker asks about, none named
_LOSES = {
    "life_zero": ("yes", "A player with 0 or less life loses the game.", "704.5a"),
    "life_positive": ("no", "Only 0 or less life makes a player lose the game.", "704.5a"),
    "poison_ten": ("yes", "A player with ten or more poison counters loses the game.", "704.5c"),
    "poison_fewer": ("no", "Only ten or more poison counters make a player lose the game.", "704.5c"),
    "drew_empty": ("yes", "A player who attempted to draw a card from an empty library loses the game the next time "
                   "state-based actions are checked.", "704.5b"),
    "library_empty": ("no", "An empty library alone doesn't make a player lose: only attempting to draw from it does.",
                      "704.5b"),
    "loyalty_zero": ("yes", "A planeswalker with 0 loyalty is put into its owner's graveyard.", "704.5i"),
}


@check("sba.game_loss.v1", intent="sba.loses",
       answers="Does a player lose the game at 0 life, with ten poison counters, or after drawing from an empty "
               "library; does a planeswalker with 0 loyalty go to the graveyard (none named)?",
       cites=("704.5a", "704.5b", "704.5c", "704.5i", "704.3"),
       reads=Reads(params=("sba",), scenario=("players",)),
       ruling_terms=("state-based", "loses the game"))
def game_loss(q: CheckInput) -> Verdict | None:
    said = _LOSES.get(q.details.get("sba", ""))
    if said is None:
        return None
    value, why, rule = said
    return Verdict(value, f"{value.capitalize()}: {why}", (step(why, rule), step(
        "State-based actions are checked whenever a player would receive priority.", "704.3")),
                   ("No card in play changes it (such as one that says its controller can't lose the game).",))


@check("sba.toughness_effects.v1", intent="sba.dies",
       answers="Does a creature die from the other named cards' effects on its toughness (\"Creatures your opponents "
               "control get -2/-2\", a base toughness set)? Toughness 0 or less puts it into its owner's graveyard "
               "(704.5f), indestructible or not (702.12b).",
       cites=("704.5f", "702.12b", "613.4", "704.3"),
       reads=Reads(roles=("creature", "effect"), optional=("effect2",), scenario=("controller", "zone", "players")),
       examine=Examine(r"toughness|[+-]\d+/[+-]\d+|counters?|regenerat|dies|\bdie\b|would|instead",
                       "changes toughness or dying", "704.5f"),
       ruling_terms=("toughness", "state-based", "graveyard"))
def toughness_effects(q: CheckInput) -> Verdict | None:
    creature = q.need("creature")
    effects = effect_cards(q)
    if q.card("source") is not None or "pt" in q.details or "damage" in q.details or _other_status(q):
        return None                          # damage and -N/-N told: the checks above
    if not all(is_permanent(front(c)) for c in effects):
        return None                          # an instant or sorcery acts only when cast: the removal checks
    if any(a.kind in ("triggered", "activated") and _MAY_KILL.search(a.normalized or a.text)
           for c in effects for f in c.faces for a in f.abilities):
        return None                          # an ability that may destroy, damage or shrink it when used: not told
    pt = power_toughness_with(q, creature, effects)
    if pt is None:
        return None
    dies = {None if at is None else at[1] <= 0 for at in pt.results}
    steps = pt.steps + (step("A creature with toughness 0 or less goes to its owner's graveyard as soon as "
                             "state-based actions are checked, indestructible or not.", "704.5f", "702.12b"),)
    toughness = " or ".join(sorted({str(at[1]) for at in pt.results if at is not None}))
    if dies == {True}:
        return Verdict("yes", f"Yes: {creature.name}'s toughness is {toughness}, so it dies.", steps, pt.assumptions,
                       pt.examined)
    if dies == {False}:
        return Verdict("no", f"No: {creature.name}'s toughness is {toughness}, so these effects don't kill it.", steps,
                       pt.assumptions + (f"No damage is marked on {creature.name}.",), pt.examined)
    return Verdict("depends", f"It depends: {creature.name}'s toughness turns on what the question doesn't tell.",
                   steps, pt.assumptions, pt.examined)


# 704.5m, 704.5n, 704.5d, 704.5q, 704.5v: what state-based actions do to a kind of permanent (or the one named)
_PERMANENTS = {
    "aura": ("yes", "An Aura attached to nothing, or to an illegal object, is put into its owner's graveyard.",
             ("704.5m",)),
    "equipment": ("no", "An Equipment attached to nothing, or to an illegal permanent, becomes unattached and stays on "
                  "the battlefield.", ("704.5n", "301.5c")),
    "token": ("yes", "A token that dies is put into its owner's graveyard like any permanent (so it \"dies\" and its "
              "dies abilities trigger); then it ceases to exist.", ("700.4", "704.5d", "111.7")),
    "counters": ("yes", "If a permanent has both +1/+1 and -1/-1 counters, N of each are removed, N being the smaller "
                 "number.", ("704.5q",)),
    "defense": ("yes", "A battle with defense 0 is put into its owner's graveyard.", ("704.5v",)),
}


@check("sba.permanents.v1", intent="sba.permanent",
       answers="What do state-based actions do to an Aura or an Equipment whose permanent leaves (graveyard; "
               "unattached, stays), to a token that dies (graveyard, then it ceases to exist), to +1/+1 and -1/-1 "
               "counters on one permanent (they cancel out), to a battle with 0 defense (graveyard)?",
       cites=("704.5m", "704.5n", "301.5c", "700.4", "704.5d", "111.7", "704.5q", "704.5v", "704.3"),
       reads=Reads(optional=("permanent",), params=("what",), scenario=("controller", "zone", "players")),
       examine=Examine(r"graveyard|instead|would|attach|counters?|ceases?", "changes where it goes or what it keeps",
                       "704.3"),
       ruling_terms=("state-based", "graveyard", "unattached", "counter"))
def permanents_sba(q: CheckInput) -> Verdict | None:
    what, card = q.details.get("what"), q.card("permanent")
    if card is not None:
        face = front(card)
        kinds = {t.lower() for t in face.subtypes}
        named = "aura" if "aura" in kinds else "equipment" if "equipment" in kinds else None
        if named is None or what not in (None, "aura", "equipment") or len(card.faces) > 1 or any(
                re.search(r"graveyard|instead|would|attach|return", a.normalized or a.text, re.I)
                for a in face.abilities if a.kind != "keyword"):
            return None                      # not an Aura or Equipment, or its own text says where it goes
        what = named
    said = _PERMANENTS.get(what or "")
    if said is None:
        return None
    value, why, rules = said
    name = card.name if card is not None else None
    answer = {"aura": f"{name or 'the Aura'} is put into its owner's graveyard",
              "equipment": f"{name or 'the Equipment'} stays on the battlefield, unattached; it isn't put into the "
                           "graveyard",
              "token": "the token goes to the graveyard (it dies), then ceases to exist",
              "counters": "the +1/+1 and -1/-1 counters cancel out, pair by pair",
              "defense": "the battle is put into its owner's graveyard"}[what or ""]
    return Verdict(value, f"{value.capitalize()}: {answer}.", (step(why, *rules), step(
        "State-based actions are checked whenever a player would receive priority.", "704.3")))
