"""Combat damage between one attacker and one blocker: does the creature asked about die?

510.1-510.2: each creature deals combat damage equal to its power; with first strike or double
strike (702.7b, 702.4b) there is a first combat-damage step, and a creature destroyed in it deals
no regular damage. Lethal damage is damage at least equal to toughness (704.5g), or any damage from
a source with deathtouch (702.2b, 704.5h); indestructible creatures aren't destroyed (702.12b);
protection prevents damage from sources with the quality (702.16e). Printed power and toughness.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..models import Card, Face, Scenario, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import front, keyword_map, printed, step, text_of, told_pt
from .blocking import can_block
from .characteristics import power_toughness_with
from .damage import DamageReceiver, damage_modifiers, modified_damage
from .targeting import boosts_told, legal_target, matches_quality, source_qualities, unweighed_protection

# keywords this check weighs, or that don't change who dies in a fight between two creatures
_WEIGHED = frozenset({"first strike", "double strike", "deathtouch", "indestructible", "protection", "flying", "reach",
                      "vigilance", "haste", "trample", "lifelink", "hexproof", "shroud", "menace", "defender",
                      "ward", "flash", "intimidate", "fear"})


# keywords that work only while casting it or from another zone, or once it has died: they change nothing in a fight
_ELSEWHERE_KEYWORDS = frozenset({"evoke", "kicker", "multikicker", "echo", "cycling", "unearth", "ninjutsu", "dash",
                                 "emerge", "escape", "flashback", "madness", "suspend", "convoke", "delve", "improvise",
                                 "affinity", "soulshift", "persist", "undying", "cascade", "encore", "disturb",
                                 "embalm", "eternalize", "plot", "foretell", "bargain", "casualty", "squad"})
# what could change a fight: damage, size, blocks, destruction, counters, keywords that change damage
_CHANGES_FIGHT = re.compile(r"damage|toughness|power|\bgets?\b|block|attack|dies|prevent|regenerat|destroy|counter|"
                            r"fight|combat|strike|indestructible|protection|deathtouch|becomes?|\bcopy\b|switch|"
                            r"full text|\bhas\b.*\babilit", re.I)
# triggers that happen outside combat damage: its effect alone may change the fight ("When ~ enters, draw a card"
# doesn't; "When ~ dies, it deals 2 damage to any target" does)
_OUTSIDE_COMBAT = re.compile(r"^(?:when|whenever) ~ (?:enters|dies|leaves)\b[^,]*, |^whenever you (?:cast|draw|gain "
                             r"life)\b[^,]*, ", re.I)


# a token an ability creates, described with its own keywords ("create a 6/6 black Wurm creature token with trample")
_TOKEN_MADE = re.compile(r"\bcreates? [^.]*?\btokens?\b[^.]*", re.I)


def _plain(face: Face, regeneration_irrelevant: bool = False) -> bool:
    """Only keywords it can weigh, and no other ability that could change the fight (with `regeneration_irrelevant`,
    "{B}: Regenerate ~." is none: the damage a player takes is the same whether a creature regenerates)."""
    for ability in face.abilities:
        keyword = (ability.keyword or "").lower()
        if regeneration_irrelevant and ability.kind == "activated" and re.fullmatch(
                r"[^:]+: regenerate ~\.", text_of(ability), re.I):
            continue
        if ability.kind == "keyword":
            if keyword not in _WEIGHED and keyword not in _ELSEWHERE_KEYWORDS and not keyword.endswith("cycling"):
                return False
        elif ability.kind == "mana":
            continue
        elif ability.kind == "triggered" and (outside := _OUTSIDE_COMBAT.match(text_of(ability))):
            if _CHANGES_FIGHT.search(text_of(ability)[outside.end():]):
                return False
        elif _CHANGES_FIGHT.search(ability.normalized or ability.text):
            return False
    return True


# a fighter's power, toughness and keywords
_Fighter = tuple[int, int, dict[str, list[str | None]]]


def _fighter(q: CheckInput, card: Card, regeneration_irrelevant: bool = False) -> _Fighter | None:
    """(power, toughness, keywords) as the question tells them ("my 3/3 creature", 208.1) or else as
    printed, for a creature whose text these checks can weigh; else None."""
    face = front(card)
    power, toughness = told_pt(q.question.reading, card) or (printed(face, "power"), printed(face, "toughness"))
    if power is None or toughness is None or not face.facts.is_creature or \
            not _plain(face, regeneration_irrelevant) or \
            unweighed_protection(face):
        return None
    return power, toughness, keyword_map(face)


def _stats(q: CheckInput, cards: tuple[Card, Card]) -> dict[str, _Fighter] | None:
    """Each fighter's (power, toughness, keywords) by name (_fighter), or None when one can't be weighed."""
    stats = {}
    for card in cards:
        fighter = _fighter(q, card)
        if fighter is None:
            return None
        stats[card.name] = fighter
    return stats


# a permanent whose one effect is a static bonus to power and toughness ("Creatures you control get +1/+1.",
# "Other Zombies you control get +1/+1.")
_ANTHEM = re.compile(r"^[^.:\"]*\bgets? [+-]\d+/[+-]\d+\.$", re.I)


def _anthems(q: CheckInput, fighters: tuple[Card, ...]) -> tuple[list[Card], dict[str, tuple[int, int]], list] | None:
    """The other named permanents that only give power and toughness (613.4c), with each fighter's power and
    toughness under them; None when one can't be weighed or a fighter's size is told."""
    boosts = [c for c in q.others if c not in fighters and len(c.faces) == 1 and
              any(_ANTHEM.match(text_of(a)) for a in front(c).abilities) and
              all(a.kind == "keyword" or _ANTHEM.match(text_of(a)) for a in front(c).abilities)]
    if not boosts:
        return [], {}, []
    sizes, steps = {}, []
    for fighter in fighters:
        pt = power_toughness_with(q, fighter, boosts) if not told_pt(q.question.reading, fighter) else None
        if pt is None or len(pt.results) != 1 or None in pt.results:
            return None
        sizes[fighter.name] = next(iter(pt.results)) or (0, 0)
        steps += [s for s in pt.steps if s not in steps]
    return boosts, sizes, steps


def _block_made(q: CheckInput, attacker: Card, blocker: Card) -> bool:
    """Could this block be made at all (509.1a: protection, flying ...; menace: one blocker alone may not)? Asked
    without the story's statuses: "blocking" is this block."""
    untold = replace(q.question, reading=replace(q.question.reading, scenario=Scenario()))
    able = can_block(CheckInput(untold, {"blocker": blocker, "attacker": attacker}, {}, ()))
    return able is not None and able.value == "yes"


class _Exchange:
    """Damage creatures deal each other, in combat or a fight, and which are destroyed: lethal damage (704.5g), any
    damage from a source with deathtouch (702.2b, 704.5h), not an indestructible one (702.12b); protection prevents
    damage from a source with its quality (702.16e). `stats`: name -> (power, toughness, keywords)."""

    def __init__(self, stats: dict[str, _Fighter], faces: dict[str, Face], steps: list, rules: tuple[str, ...]):
        self.stats, self.faces, self.steps, self.rules = stats, faces, steps, rules
        self.damage = dict.fromkeys(stats, 0)
        self.by_deathtouch: set[str] = set()
        self.dead: set[str] = set()

    def deal(self, source: Card, target: Card, when: str) -> None:
        power, _, keywords = self.stats[source.name]
        if power <= 0:
            self.steps.append(step(f"{source.name} has power {power}, so it deals no damage.", self.rules[0]))
            return
        if any(matches_quality(p, source_qualities(self.faces[source.name]))
               for p in self.stats[target.name][2].get("protection", [])):
            self.steps.append(step(f"{target.name}'s protection prevents the damage {source.name} would deal.",
                                   "702.16e"))
            return
        self.damage[target.name] += power
        if "deathtouch" in keywords:
            self.by_deathtouch.add(target.name)
        self.steps.append(step(f"{when}: {source.name} deals {power} damage to {target.name}.", *self.rules))

    def deaths(self, when: str) -> None:
        for name, (_, toughness, keywords) in self.stats.items():
            marked = self.damage[name]
            if name in self.dead or not (marked >= toughness or name in self.by_deathtouch and marked > 0):
                continue
            if "indestructible" in keywords:
                self.steps.append(step(f"{name} has lethal damage but is indestructible.", "702.12b"))
                continue
            self.dead.add(name)
            deathtouch = name in self.by_deathtouch and marked < toughness
            why = "damage from a source with deathtouch" if deathtouch else f"lethal damage (toughness {toughness})"
            self.steps.append(step(f"{name} is destroyed: {why}, in the {when}.", "704.5h" if deathtouch else "704.5g"))


# keywords that change how combat damage is dealt or whether it destroys: not weighed with several blockers
_UNWEIGHED_WITH_SEVERAL = frozenset({"first strike", "double strike", "trample", "protection", "indestructible",
                                     "menace", "banding", "flanking", "bushido", "rampage", "afflict"})


def _several_blockers(q: CheckInput, attacker: Card, blockers: list[Card], asked: Card | None,
                      ask: str | None) -> Verdict | None:
    """Two or more creatures block one attacker (509.1a): each blocker deals its damage to the attacker, and the
    attacker divides its damage among the blockers as its controller chooses (510.1c). The attacker dies when
    their damage together is lethal (704.5g; any damage from a blocker with deathtouch, 704.5h); a blocker dies
    only if the attacking player assigns it lethal damage (1 with deathtouch, 702.2c), which it can't when the
    attacker's power is less than that."""
    fighters = (attacker, *blockers)
    if asked not in (*fighters, None) or ask is not None or any(len(c.faces) > 1 for c in fighters):
        return None                          # "which of them die" turns on the attacking player's choice
    stats = {}
    for card in fighters:
        fighter = _fighter(q, card)
        if fighter is None or set(fighter[2]) & _UNWEIGHED_WITH_SEVERAL:
            return None
        stats[card.name] = fighter
    anthems = _anthems(q, fighters)
    if anthems is None or anthems[0]:
        return None                          # bonuses from other permanents: not weighed with several blockers
    if not all(_block_made(q, attacker, blocker) for blocker in blockers):
        return None
    power, toughness, keywords = stats[attacker.name]
    dealt = [(b.name, stats[b.name][0], "deathtouch" in stats[b.name][2]) for b in blockers]
    steps = [step(f"{name} deals {p} combat damage to {attacker.name}." if p > 0 else
                  f"{name} has power {p}, so it deals no damage.", "510.1a", "510.2") for name, p, _ in dealt]
    if asked is attacker:
        total = sum(max(p, 0) for _, p, _ in dealt)
        touched = any(p > 0 and dt for _, p, dt in dealt)
        dies = total >= toughness or touched
        steps.append(step(f"{attacker.name} is dealt {total} damage in all"
                          + (", some from a source with deathtouch: it is destroyed." if touched else
                             f": {'lethal' if dies else 'not lethal'} for toughness {toughness}."),
                          "704.5h" if touched else "704.5g"))
        return Verdict("yes" if dies else "no", f"{'Yes' if dies else 'No'}: {attacker.name} "
                       f"{'dies' if dies else 'survives'}; the blockers' damage together is "
                       f"{'lethal' if dies else 'not lethal'}.", tuple(steps),
                       ("Power and toughness are as printed (or as told); nothing else changes the combat.",),
                       examined=tuple(b.name for b in blockers))
    target = asked or blockers[0]
    lethal = 1 if "deathtouch" in keywords else stats[target.name][1]
    steps.append(step(f"{attacker.name} divides its {max(power, 0)} combat damage among the creatures blocking it as "
                      "its controller chooses.", "510.1c"))
    if power < lethal:
        steps.append(step(f"Even all of it isn't lethal for {target.name} ({'deathtouch: 1' if lethal == 1 else f'toughness {lethal}'}).",
                          "704.5g"))
        return Verdict("no", f"No: {attacker.name} can't assign {target.name} lethal damage, so it survives.",
                       tuple(steps), ("Power and toughness are as printed (or as told); nothing else changes the "
                                      "combat.",), examined=tuple(c.name for c in fighters if c is not target))
    steps.append(step(f"{attacker.name}'s controller can assign {target.name} lethal damage, or give it to the other "
                      "blockers.", "510.1c", "704.5g"))
    return Verdict("depends", f"It depends on the attacking player: {attacker.name} can assign {target.name} lethal "
                   "damage, but may divide its damage among the blockers otherwise.", tuple(steps),
                   examined=tuple(c.name for c in fighters if c is not target))


@check("combat.damage_outcome.v1", intent="combat.dies",
       answers="When one creature blocks another, does the one asked about die in combat? Weighs power and "
               "toughness as printed, first strike, double strike, deathtouch, indestructible and protection.",
       cites=("510.1a", "510.2", "702.7b", "702.4b", "702.2b", "702.12b", "702.16e", "704.5g", "704.5h", "613.4c"),
       reads=Reads(roles=("attacker", "blocker"), optional=("asked",), params=("ask",),
                   # another attacker doesn't change the fight asked about (one blocker blocks one attacker)
                   scenario=("controller", "zone", "status", "players", "size", "events", "blockers", "attackers")),
       examine=Examine(r"damage|toughness|power|gets?|block|attack|dies|\bdie\b|would|instead|regenerat|prevent|"
                       r"first strike|deathtouch|indestructible|protection|have|has|gain",
                       "changes combat damage or who dies", "510.1a"),
       ruling_terms=("combat damage", "first strike", "deathtouch", "blocks"))
def combat_outcome(q: CheckInput) -> Verdict | None:
    attacker, blocker, asked, ask = q.need("attacker"), q.need("blocker"), q.card("asked"), q.details.get("ask")
    if (asked is None) == (ask is None):
        return None                          # one creature asked about, or which of them: the question says
    for role in ("attacker", "blocker"):
        told = q.fact(role)
        if told and set(told.status) - {"attacking", "blocking"}:
            return None                      # a status this check doesn't weigh ("tapped")
    more = [c for c in dict.fromkeys((*q.cards.values(), *q.others)) if c not in (attacker, blocker) and
            "blocking" in q.status_of(c.name)]
    if more and attacker is not blocker:
        return _several_blockers(q, attacker, [blocker, *more], asked, ask)
    if attacker is blocker or asked not in (attacker, blocker, None) or len(attacker.faces) > 1 or \
            len(blocker.faces) > 1:
        return None
    if not _block_made(q, attacker, blocker):
        return None
    faces = {attacker.name: front(attacker), blocker.name: front(blocker)}
    stats = _stats(q, (attacker, blocker))
    anthems = _anthems(q, (attacker, blocker))
    if stats is None or anthems is None:
        return None
    # spells told cast on a fighter before damage that only pump it or give it a keyword ("I cast a +3/+3 spell on A")
    pumps = boosts_told(q, q.question.reading.scenario.events, (attacker, blocker), ("cast", "respond"))
    if pumps is None:
        return None
    boosters, sizes, steps = anthems
    for name, (power, toughness) in sizes.items():
        stats[name] = (power, toughness, stats[name][2])
    for spell, pumped, (more_power, more_toughness, keyword) in pumps:
        name = pumped.name
        power, toughness, keywords = stats[name]
        stats[name] = (power + more_power, toughness + more_toughness,
                       {**keywords, **({keyword: [None]} if keyword else {})})
        gained = " and ".join(w for w in (f"+{more_power}/+{more_toughness}" if more_power or more_toughness else "",
                                          keyword or "") if w)
        steps.append(step(f"{spell.name}, cast before combat damage: {name} gets {gained} until end of turn.",
                          "613.4c", "510.1a"))
    exchange = _Exchange(stats, faces, steps, ("510.1a", "510.2"))
    dead = exchange.dead

    first = {c.name for c in (attacker, blocker) if {"first strike", "double strike"} & set(stats[c.name][2])}
    if first:
        for source, target in ((attacker, blocker), (blocker, attacker)):
            if source.name in first:
                exchange.deal(source, target, "First-strike damage step")
        exchange.deaths("state-based actions after the first-strike damage step")
    for source, target in ((attacker, blocker), (blocker, attacker)):
        keywords = stats[source.name][2]
        if source.name in dead:
            steps.append(step(f"{source.name} is gone before regular combat damage, so it deals none.", "702.7b"))
            continue
        if source.name not in first or "double strike" in keywords:
            exchange.deal(source, target, "Combat damage step" if not first else "Regular combat damage step")
    exchange.deaths("state-based actions after combat damage")
    with_anthems = f", with {' and '.join(c.name for c in boosters)}" if boosters else ""
    assumptions: tuple[str, ...] = (f"Power and toughness are as printed (or as told){with_anthems}, nothing else "
                                    "changes the fight (no other pump, no other blocker, no damage already marked).",)
    if pumps:
        assumptions += ("The spells cast resolve before combat damage.",)
    examined = tuple(spell.name for spell, _, _ in pumps) + tuple(c.name for c in boosters)
    if asked is None:
        verdict = _which_die(ask, [c.name for c in (attacker, blocker)], dead, tuple(steps), assumptions)
        return replace(verdict, examined=examined) if verdict is not None else None
    value = "yes" if asked.name in dead else "no"
    answer = f"Yes: {asked.name} dies in this combat." if value == "yes" else \
        f"No: {asked.name} survives this combat."
    return Verdict(value, answer, tuple(steps), assumptions, examined=examined)


# a spell or ability whose whole effect is a fight between its two targets (701.14a): "Target creature you control
# fights target creature you don't control."
_FIGHTS = re.compile(r"^target creature(?: you control)? fights (?:another )?target creature(?: you don't control|"
                     r" an opponent controls)?\.$", re.I)


def fight_spell(card: Card) -> bool:
    """Is the card a spell whose whole effect is that its two targets fight?"""
    spells = [a for f in card.faces for a in f.abilities if a.kind == "spell"]
    return len(card.faces) == 1 and len(spells) == 1 and bool(_FIGHTS.match(text_of(spells[0])))


def _fighters_told(q: CheckInput, effect: Card) -> tuple[Card, Card] | None:
    """The two creatures the story casts the fight spell on ("I cast A targeting B and C"), each a legal target."""
    casts = [e for e in q.question.reading.scenario.events if e.card == effect.name]
    if len(q.question.reading.scenario.events) != 1 or len(casts) != 1 or casts[0].kind != "cast" or \
            casts[0].target is None or len(casts[0].more_targets) != 1:
        return None                          # responses, or targets not told, aren't weighed
    named = {card.name: card for card in (*q.cards.values(), *q.others)}
    one, other = named.get(casts[0].target), named.get(casts[0].more_targets[0])
    if one is None or other is None:
        return None
    whose = [told.controller if (told := q.question.reading.obj(card.name)) else None for card in (one, other)]
    if whose[0] is not None and whose[0] == whose[1]:
        return None                          # "you control" and "you don't control": one of them can't be chosen
    for card in (one, other):
        legal = legal_target(CheckInput(q.question, {"source": effect, "target": card}, {}, ()))
        if legal is None or legal.value != "yes":
            return None                      # 701.14b: an illegal target, and neither fights
    return one, other


@check("combat.fight.v1", intent="fight.dies",
       answers="When two creatures fight (\"A fights B\", or a fight spell cast on both), does the one asked about "
               "die, or which die? 701.14a: each deals damage equal to its power to the other; 701.14d: it isn't "
               "combat damage, so first strike doesn't matter; deathtouch, protection and indestructible do.",
       cites=("701.14a", "701.14b", "701.14d", "702.2b", "702.12b", "702.16e", "704.5g", "704.5h", "115.1"),
       reads=Reads(optional=("fighter", "fought", "asked", "effect"), params=("ask",),
                   scenario=("controller", "zone", "players", "size", "events")),
       examine=Examine(r"damage|toughness|power|gets?|fight|dies|\bdie\b|would|instead|regenerat|prevent|"
                       r"deathtouch|indestructible|protection|have|has|gain",
                       "changes fight damage or who dies", "701.14a"),
       ruling_terms=("fight", "damage", "deathtouch"))
def fight_outcome(q: CheckInput) -> Verdict | None:
    asked, ask, effect = q.card("asked"), q.details.get("ask"), q.card("effect")
    pair = (q.card("fighter") or asked, q.card("fought")) if effect is None else \
        _fighters_told(q, effect) if fight_spell(effect) else None
    first, second = pair if pair is not None else (None, None)
    if first is None or second is None:
        return None
    if (asked is None) == (ask is None) or first is second or asked not in (first, second, None) or \
            len(first.faces) > 1 or len(second.faces) > 1:
        return None                          # 701.14c (a creature fighting itself) isn't weighed
    if any((stated := q.question.reading.obj(card.name)) is not None and stated.status for card in (first, second)):
        return None                          # damage or statuses told: not weighed
    stats = _stats(q, (first, second))
    if stats is None:
        return None
    steps = [step(f"{effect.name} makes {first.name} and {second.name} fight.", "701.14a")] if effect else []
    if any({"first strike", "double strike"} & set(keywords) for _, _, keywords in stats.values()):
        steps.append(step("Fight damage isn't combat damage: first strike and double strike don't matter.", "701.14d"))
    exchange = _Exchange(stats, {first.name: front(first), second.name: front(second)}, steps, ("701.14a",))
    exchange.deal(first, second, "The fight")
    exchange.deal(second, first, "The fight")
    exchange.deaths("state-based actions after the fight")
    assumptions = ("Power and toughness are as printed (or as told), and no damage is already marked on either.",)
    # a fighter the story told (a fight spell's other target) is used here, though no role names it
    unnamed = tuple(card.name for card in (first, second) if card not in q.cards.values())
    if asked is None:
        verdict = _which_die(ask, [first.name, second.name], exchange.dead, tuple(steps), assumptions)
        return replace(verdict, examined=unnamed) if verdict is not None else None
    if asked.name in exchange.dead:
        return Verdict("yes", f"Yes: {asked.name} dies in the fight.", tuple(steps), assumptions, examined=unnamed)
    return Verdict("no", f"No: {asked.name} survives the fight.", tuple(steps), assumptions, examined=unnamed)


def _which_die(ask: str | None, fighters: list[str], dead: set[str], steps: tuple, assumptions: tuple
               ) -> Verdict | None:
    """"Which creatures die?" (the names, or "none"), "which survive?", "do both die?", "does either die?"."""
    died = [name for name in fighters if name in dead]
    lived = [name for name in fighters if name not in dead]
    said = ("Both " + " and ".join(died) + " die." if len(died) == 2 else f"Only {died[0]} dies; {lived[0]} survives."
            if died else "Neither dies: " + " and ".join(lived) + " both survive.")
    if ask in ("which", "survivors"):
        names = died if ask == "which" else lived
        return Verdict(None, said, steps, assumptions, amount=" and ".join(names) if names else "none")
    if ask == "both":
        return Verdict("yes" if len(died) == 2 else "no", ("Yes: " if len(died) == 2 else "No: ") + said, steps,
                       assumptions)
    if ask == "any":
        return Verdict("yes" if died else "no", ("Yes: " if died else "No: ") + said, steps, assumptions)
    return None


def _unblocked_together(q: CheckInput, attackers: list[Card]) -> Verdict | None:
    """Several creatures attack and none is blocked (509.1h): the defending player takes the damage of each, added
    up (510.2: combat damage is dealt simultaneously). Each attacker's is weighed alone, as for one; a life
    question, or any blocker, gives no verdict."""
    ask = q.details.get("ask", "any")
    if q.card("blocker") is not None or ask not in ("amount", "told", "any"):
        return None
    reading = q.question.reading
    totals, steps, examined = [], [], []
    for attacker in attackers:
        told = reading.obj(attacker.name)
        if told is None or "unblocked" not in told.status:
            return None                      # blocked or not, the question must say of each
        alone = replace(q.question, reading=replace(reading, scenario=replace(reading.scenario, objects=tuple(
            o for o in reading.scenario.objects if o.card == attacker.name or "attacking" not in o.status))))
        others = tuple(c for c in q.others if c not in attackers)
        verdict = player_damage(CheckInput(alone, {"attacker": attacker}, {**q.details, "ask": "amount"}, others))
        if verdict is None or verdict.amount is None or not verdict.amount.isdigit():
            return None                      # an amount that depends on a choice, or one not weighed
        totals.append(int(verdict.amount))
        steps += verdict.steps
        examined += verdict.examined
    total = sum(totals)
    steps.append(step(f"Combat damage is dealt at the same time: {' + '.join(map(str, totals))} = {total} in all.",
                      "510.2"))
    player = {"you": "you", "opponent": "your opponent"}.get(q.details.get("whom") or "", "the defending player")
    said = f"{player} {'take' if player == 'you' else 'takes'} {total} combat damage in all."
    assumptions = ("Power and toughness are as printed (or as told), and nothing else changes the combat (no pump, "
                   "nothing prevents damage to the player).",)
    examined = list(dict.fromkeys([*examined, *(a.name for a in attackers[1:])]))
    if ask == "amount":
        return Verdict(None, said[0].upper() + said[1:], tuple(steps), assumptions, tuple(examined),
                       amount=str(total))
    n = q.details.get("told", "")
    if ask == "told" and not n.isdigit():
        return None
    value = ("yes" if int(n) == total else "no") if ask == "told" else "yes" if total > 0 else "no"
    return Verdict(value, f"{'Yes' if value == 'yes' else 'No'}: {said}", tuple(steps), assumptions, tuple(examined))


def _blocker_removed(q: CheckInput, blocker: Card | None) -> tuple[bool, list, tuple[str, ...]] | None:
    """Did the story remove the blocker from combat before combat damage (506.4): it died ("I kill B"), was
    sacrificed, or a spell cast on it kills it (as the removal check weighs it)? (removed, steps, cards used);
    None for a story this doesn't read."""
    events = q.question.reading.scenario.events
    if not events:
        return False, [], ()
    if blocker is None or len(events) != 1:
        return None
    event = events[0]
    steps: list = []
    used: tuple[str, ...] = ()
    if event.kind in ("dies", "sacrifice") and event.card == blocker.name:
        if event.kind == "dies" and "indestructible" in keyword_map(front(blocker)):
            return None                      # 702.12b: "I destroy B" leaves an indestructible B where it is
        steps.append(step(f"{blocker.name} left the battlefield after it blocked.", "506.4"))
        # "I kill B with C": an instant or sorcery named in the story, not told cast, is how it died
        used = tuple(c.name for c in q.others if "attacking" not in q.status_of(c.name) and
                     {"Instant", "Sorcery"} & set(front(c).types))
    elif event.kind == "cast" and event.target == blocker.name and not event.more_targets:
        spell = next((c for c in q.others if c.name == event.card), None)
        if spell is None:
            return None
        from .removal import targeted_removal        # (removal imports the combat family's helpers)
        killed = targeted_removal(CheckInput(q.question, {"effect": spell, "object": blocker}, {"verb": "kill"}, ()))
        if killed is None or killed.value != "yes":
            return None                      # it may leave the blocker in combat: not weighed here
        steps += list(killed.steps)
        steps.append(step(f"{spell.name} removes {blocker.name} from the battlefield, and so from combat.", "506.4"))
        used = (spell.name,)
    else:
        return None
    steps.append(step(f"The attacker stays blocked even with {blocker.name} gone.", "509.1h"))
    return True, steps, used


@check("combat.player_damage.v1", intent="combat.damage",
       answers="When a creature attacks, blocked by one creature or by none, how much combat damage does the "
               "defending player take from it (or that much, or any), and how much life does its lifelink gain? "
               "Unblocked: its power (twice with double strike); blocked: none, unless it has trample, which assigns "
               "lethal damage to the blocker (1 with deathtouch) and the rest to the player. Power and toughness "
               "as printed, or as told.",
       cites=("510.1a", "510.1b", "510.1c", "702.19b", "702.19c", "702.19e", "702.2c", "702.4b", "702.7b", "509.1h",
              "510.2", "702.15b", "702.16e", "614.1a", "616.1", "506.4"),
       reads=Reads(roles=("attacker",), optional=("blocker",), params=("told", "ask", "whom", "when"),
                   scenario=("controller", "zone", "status", "players", "size", "attackers", "events")),
       examine=Examine(r"damage|toughness|power|gets?|block|attack|prevent|would|instead|first strike|deathtouch|"
                       r"trample|protection|have|has|gain|life", "changes combat damage or who is dealt it", "510.1a"),
       ruling_terms=("combat damage", "trample", "assign", "unblocked"))
def player_damage(q: CheckInput) -> Verdict | None:
    attacker, blocker = q.need("attacker"), q.card("blocker")
    more = [c for c in q.others if "attacking" in q.status_of(c.name)]
    if more:
        return _unblocked_together(q, [attacker, *more])
    told = q.fact("attacker")
    status = set(told.status) if told else set()
    if blocker is None and "unblocked" not in status or blocker is not None and "unblocked" in status:
        return None                          # blocked or not, the question must say
    blocking = q.fact("blocker")
    if status - {"attacking", "unblocked"} or (blocking is not None and set(blocking.status) - {"blocking"}):
        return None                          # a status this check doesn't weigh ("tapped")
    removed = _blocker_removed(q, blocker)
    if removed is None:
        return None
    blocker_gone, gone_steps, gone_used = removed
    whom, mine = q.details.get("whom"), q.controller("attacker")
    life = q.details.get("ask") in ("life", "life_any")
    if whom is not None and mine is not None and (whom == mine) != life or life and whom == "opponent":
        return None                          # the defending player takes the damage; the attacker's controller gains
    cards = [attacker] + ([blocker] if blocker is not None else [])
    if blocker is attacker or any(len(c.faces) > 1 for c in cards):
        return None
    stats = {}
    for card in cards:
        face = front(card)
        # 702.19e: a blocker regenerated (removed from combat) leaves the same damage to assign as one destroyed
        fighter = _fighter(q, card, regeneration_irrelevant=True)
        if fighter is None or {"infect", "wither"} & set(fighter[2]) or any(
                a.kind != "keyword" and re.search(r"trample|unblock|as though", _TOKEN_MADE.sub("", text_of(a)), re.I)
                for a in face.abilities):
            return None                      # "Sliver creatures you control have trample", "{G}: gains trample"
        stats[card.name] = fighter
    if blocker is not None and not _block_made(q, attacker, blocker):
        return None
    power, toughness, keywords = stats[attacker.name]
    if "defender" in keywords:
        return None                          # 702.3b: it can't attack: the story told can't happen
    double, trample = "double strike" in keywords, "trample" in keywords
    b_power, b_toughness, b_keywords = stats[blocker.name] if blocker is not None else (0, 0, {})
    first_attacker = bool({"first strike", "double strike"} & set(keywords))
    first_blocker = bool({"first strike", "double strike"} & set(b_keywords))
    protected = blocker is not None and any(matches_quality(p, source_qualities(front(attacker)))
                                            for p in b_keywords.get("protection", []))
    lethal = 1 if "deathtouch" in keywords else b_toughness
    to_player = to_blocker = marked = 0
    attacker_alive, blocker_alive = True, not blocker_gone
    said = []
    # the first-strike combat damage step, if any creature has first or double strike, then the regular one
    # (702.7b, 702.4b)
    for first_step in (True, False):
        if first_step and not (first_attacker or first_blocker):
            continue
        strikes = first_attacker if first_step else (not first_attacker or double)
        if strikes and attacker_alive and power > 0:
            if blocker is None:
                to_player += power
                said.append(f"{power} to the player")
            elif not blocker_alive:
                if trample:                  # 702.19e: no blocker left, all of it to the player
                    to_player += power
                    said.append(f"with {blocker.name} gone, all {power} to the player")
                else:
                    said.append(f"with {blocker.name} gone, none")
            else:
                needed = (0 if "deathtouch" in keywords and marked and not protected else
                          max(0, lethal - (0 if "deathtouch" in keywords else marked)))
                to_them = min(power, needed) if trample else power
                to_player += power - to_them
                said.append(f"{to_them} to {blocker.name}" + (f", {power - to_them} to the player" if trample else ""))
                if not protected:
                    to_blocker += to_them
                    marked += to_them
        blocker_strikes = first_blocker if first_step else (not first_blocker or "double strike" in b_keywords)
        if blocker is not None and blocker_alive and blocker_strikes and b_power > 0 and not any(
                matches_quality(p, source_qualities(front(blocker))) for p in keywords.get("protection", [])):
            if (b_power >= toughness or "deathtouch" in b_keywords) and "indestructible" not in keywords:
                attacker_alive = False
        if blocker is not None and marked and (marked >= b_toughness or "deathtouch" in keywords) and \
                "indestructible" not in b_keywords:
            blocker_alive = False
    # 614.1a: "it deals double that damage instead" of the attacker or the other cards named, as each strike is dealt
    totals, changes = [to_player], []
    changed: tuple[str, ...] = ()
    read = {c.name: damage_modifiers(c) for c in (attacker, *q.others)}
    # (the attacker's own text about damage that isn't read is left to the checks above)
    modifying = [c for c in (attacker, *q.others)
                 if read[c.name] != [] and not (c is attacker and read[c.name] is None)]
    if modifying:
        if blocker is not None:
            return None                      # damage assigned to a blocker and a player, each changed: not weighed
        defending = whom or {"you": "opponent", "opponent": "you"}.get(mine or "")
        controllers = {c.name: q.controller_of(c.name) for c in (attacker, *modifying)}
        sums = {0}
        for dealt_power in ([power] * (2 if double else 1) if power > 0 else []):
            dealt = modified_damage(attacker, "combat", dealt_power, DamageReceiver(None, defending, None),
                                    list(dict.fromkeys((attacker, *modifying))), controllers, mine)
            if dealt is None or dealt.unsure:
                return None
            changes = list(dealt.steps[1:])
            sums = {total + amount for total in sums for amount in dealt.amounts}
        totals, changed = sorted(sums), tuple(c.name for c in modifying if c is not attacker)
        to_player = totals[0]
    how = "unblocked" if blocker is None else f"blocked by {blocker.name}" + (", with trample" if trample else
                                                                             ", without trample")
    steps = [step(f"{attacker.name}, {how}, deals combat damage: " + ("; then ".join(said) if said else "none") + ".",
                  *(("510.1a",) if blocker is None else ("702.19b", "702.19c") if trample else ("510.1c",)),
                  *(("702.7b",) if first_attacker or first_blocker else ()), *(("702.4b",) if double else ()),
                  *(("702.2c",) if trample and "deathtouch" in keywords else ()))]
    if protected and blocker is not None:
        steps.append(step(f"{blocker.name}'s protection prevents the damage {attacker.name} assigns to it"
                          + (", but lethal damage must still be assigned to it first" if trample else "") + ".",
                          "702.16e", *(("702.19c",) if trample else ())))
    if blocker is not None and not attacker_alive and first_blocker and not first_attacker:
        steps.append(step(f"{blocker.name} deals its damage first and destroys {attacker.name}, which deals none.",
                          "702.7b"))
    steps = gone_steps + steps + changes
    changed += gone_used
    assumptions: tuple[str, ...] = (
        "Power and toughness are as printed (or as told), and nothing else changes the fight (no pump, no other "
        "blocker, no damage already marked, nothing prevents damage to the player).",)
    if blocker_gone and blocker is not None:
        assumptions += (f"{blocker.name} left after blockers were declared and before combat damage.",)
    ask = q.details.get("ask", "any")
    if len(totals) > 1:
        # 616.1: the player dealt damage chooses the order the replacement effects apply in
        if ask not in ("amount", "told", "any"):
            return None
        either = " or ".join(map(str, totals))
        steps.append(step("Several replacement effects apply; the defending player chooses the order they apply in.",
                          "616.1"))
        if ask == "amount":
            return Verdict(None, f"The defending player takes {either} combat damage from {attacker.name}, as they "
                           "choose the order the replacement effects apply in.", tuple(steps), assumptions,
                           examined=changed, amount=either)
        n = q.details.get("told", "")
        value = "yes" if ask == "any" else "no" if not n.isdigit() or int(n) not in totals else "depends"
        return Verdict(value, f"{'Yes' if value == 'yes' else 'No' if value == 'no' else 'It depends'}: the defending "
                       f"player takes {either} combat damage from {attacker.name}.", tuple(steps), assumptions,
                       examined=changed)
    if life:
        # 702.15b: damage dealt by a source with lifelink makes its controller gain that much life
        gained = to_player + to_blocker if "lifelink" in keywords else 0
        steps.append(step(f"{attacker.name} has lifelink: its controller gains life equal to the damage it deals, "
                          f"{gained}." if "lifelink" in keywords else f"{attacker.name} has no lifelink: the damage it "
                          "deals gains no life.", "702.15b"))
        if ask == "life":
            return Verdict(None, f"You gain {gained} life from {attacker.name}'s combat damage.", tuple(steps),
                           assumptions, examined=changed, amount=str(gained))
        value = "yes" if gained else "no"
        return Verdict(value, f"{'Yes' if gained else 'No'}: you gain {gained} life from {attacker.name}'s combat "
                       "damage.", tuple(steps), assumptions, examined=changed)
    player = {"you": "you", "opponent": "your opponent"}.get(whom or "", "the defending player")
    takes = "take" if player == "you" else "takes"
    said_total = f"{player} {takes} {to_player} combat damage from {attacker.name}."
    if ask == "amount":
        return Verdict(None, said_total[0].upper() + said_total[1:], tuple(steps), assumptions, examined=changed,
                       amount=str(to_player))
    if ask == "told":
        n = q.details.get("told", "")
        if not n.isdigit():
            return None
        value = "yes" if int(n) == to_player else "no"
    else:
        value = "yes" if to_player > 0 else "no"
    return Verdict(value, f"{'Yes' if value == 'yes' else 'No'}: {said_total}", tuple(steps), assumptions,
                   examined=changed)
