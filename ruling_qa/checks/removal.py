"""Targeted removal: does "Destroy target creature" / "~ deals 3 damage to any target" / "Target
creature gets -2/-2 until end of turn" kill B?

First B must be a legal target (115.1, the targeting check's reading of both cards); then
destruction is stopped by indestructible (702.12b), damage destroys a creature only when it is
at least its toughness (704.5g), and -N/-N kills it when its toughness drops to 0 or less, indestructible
or not (704.5f). Toughness is the printed one, or the one the question tells ("my 3/3 ...").
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..models import Card, Event, ScenarioObject, Step, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import front, keyword_map, pt_as_printed, shown, step, text_of, toughness_now
from .damage import DamageReceiver, damage_modifiers, modified_damage, source_controller
from .resolution import stopped_in_response
from .targeting import boosts_told, legal_target, targets_plainly

_DESTROY_OR_EXILE = re.compile(r"^(?P<verb>destroy|exile) target (?P<what>[^.]+)\.$", re.I)
# (one target only: not "to target player and each creature they control")
_DAMAGE = re.compile(r"^~ deals (?P<n>\d+) damage to (?:any target|target (?:(?!\band\b|\beach\b)[^.])+)\.$", re.I)
_NO_REGENERATION = re.compile(r"^(?:It|They) can't be regenerated\.$", re.I)
# a toughness reduction (704.5f): "Target creature gets -2/-2 until end of turn."
_SHRINK = re.compile(r"^target (?:(?!\band\b|\beach\b)[^.])+? gets -(?P<p>\d+)/-(?P<t>\d+) until end of turn\.$", re.I)
# a later sentence that could also remove the permanent, or undo it ("Its controller gains life equal to its
# power" does neither)
_MORE_REMOVAL = re.compile(r"destroy|exile|damage|sacrific|return|put|instead|prevent|regenerat|counter|\bloses?\b|"
                           r"\bgets?\b|\beach\b|\ball\b", re.I)
# a target's own text that could change what happens to it
_ITS_OWN = re.compile(r"destroy|exile|would|instead|regenerat|damage|prevent|toughness|indestructible|phase|"
                      r"as long as|\bgets?\b", re.I)

# -X/-X counted in a zone (704.5f): "Target creature gets -X/-X until end of turn, where X is the number of creature
# cards in your graveyard."
_COUNTED_SHRINK = re.compile(r"^target (?:(?!\band\b|\beach\b)[^.])+? gets -X/-X until end of turn, where X is the "
                             r"number of (?P<kind>(?:creature |land |artifact |instant |sorcery |enchantment )?cards) in "
                             r"your (?P<zone>graveyard|hand)\.$", re.I)


def _counted_shrink(q: CheckInput, sentence: str) -> tuple[tuple[int, int], Step] | None:
    """-X/-X where X counts cards in the caster's graveyard or hand, with X from what the question tells ("I have
    4 cards in my graveyard"); None when it isn't such a sentence or the count isn't told."""
    m = _COUNTED_SHRINK.match(sentence)
    if m is None:
        return None
    kind, zone = m["kind"].lower(), m["zone"].lower()
    for told_zone, told_kind, n in q.question.reading.scenario.counts:
        # no cards at all there is none of any kind; a number of all cards isn't a number of creature cards
        if told_zone == zone and (told_kind == kind or (told_kind == "cards" and n == 0)):
            return (n, n), step(f"X is the number of {kind} in your {zone}: {n}, as the question tells.", "107.3a")
    return None


_GROWS = re.compile(r"^(?:when|whenever|at) [^.]+?, ~ gets \+\d+/\+\d+(?: and gains [a-z ]+)? until end of turn\.$",
                    re.I)


def only_cast(q: CheckInput, effect, target) -> bool:
    """Does the story tell nothing but the effect being cast (on the permanent asked about)? A response,
    a sacrifice or a flicker it tells isn't weighed by the removal checks."""
    return all(e.kind == "cast" and e.card == effect.name and e.target in (None, target.name)
               and not e.more_targets for e in q.question.reading.scenario.events)


def responses(q: CheckInput, effect: Card, target: Card) -> list[tuple[Card, int, str | None]] | None:
    """The spells the story casts in response to the effect (it cast first, on the permanent asked about): each
    response's toughness bonus and the keyword it gives, for one that only does that to the same permanent
    ("Target creature gets +3/+3 until end of turn", "... gains hexproof until end of turn"); [] for no
    response, None for a story this doesn't read (a response that does anything else, a response not said to
    be a response)."""
    events = q.question.reading.scenario.events
    if not events or events[0].kind != "cast" or events[0].card != effect.name or \
            events[0].target not in (None, target.name) or events[0].more_targets:
        return None
    told = boosts_told(q, events[1:], (target,), ("respond",), untold=target)
    return None if told is None else [(card, boost[1], boost[2]) for card, _, boost in told]


# what of a target's own text could change whether it is exiled, or destroyed (its toughness can't, but for a
# target limit, which the targeting check weighs)
_ITS_OWN_EXILE = re.compile(r"exile|would|instead|phase|leaves|as long as|protection|hexproof|shroud", re.I)
_ITS_OWN_DESTROY = re.compile(r"destroy|exile|would|instead|regenerat|indestructible|phase|as long as|protection|"
                              r"hexproof|shroud|leaves", re.I)


# what another named card may do to a removal answer
CHANGES_REMOVAL = Examine(r"protection|hexproof|shroud|indestructible|damage|destroy|exile|prevent|instead|regenerat|"
                          r"target|toughness|\bgets?\b", "changes targeting, destruction, damage or toughness", "115.1")


@check("removal.targeted.v1", intent="effect.reaches",
       answers="Does a spell that targets one permanent (\"Destroy target creature\", \"~ deals 3 damage to any "
               "target\", \"Target creature gets -2/-2 until end of turn\") kill, destroy or exile B? B must be a "
               "legal target; then indestructible and toughness.",
       cites=("115.1", "701.8a", "702.12b", "704.5g", "704.5f", "120.3", "405.5", "608.2", "608.2b", "702.11b",
              "702.18a", "702.16b", "701.6a"),
       reads=Reads(roles=("effect", "object"), optional=("saver",), params=("verb", "saved_by"),
                   scenario=("controller", "zone", "events", "players", "size", "counts")),
       examine=CHANGES_REMOVAL,
       ruling_terms=("target", "destroy", "damage", "indestructible"))
def targeted_removal(q: CheckInput) -> Verdict | None:
    effect, target = q.need("effect"), q.need("object")
    saver = q.card("saver")
    if saver is not None:
        if not any(a.targets for face in effect.faces for a in face.abilities if a.kind == "spell"):
            return None                      # it doesn't target: the mass-effect check's question
        saving = saving_story(q, effect, target, saver)
        if saving is None:
            return None
        q, assumed = saving
        verdict = targeted_removal(q)
        return replace(verdict, assumptions=assumed + verdict.assumptions) if verdict is not None else None
    if not only_cast(q, effect, target):
        stopped = stopped_in_response(q, effect)
        if stopped is not None:
            return Verdict("no", f"No: {effect.name} doesn't resolve, so it does nothing to {target.name}.",
                           stopped.steps, stopped.assumptions, examined=stopped.examined)
    boosts = [] if only_cast(q, effect, target) else responses(q, effect, target)
    if boosts is None:
        return None
    verb = q.details.get("verb", "affect")
    spells = [a for f in effect.faces for a in f.abilities if a.kind == "spell"]
    if len(spells) != 1 or len(effect.faces) > 1:
        return None
    sentences = [s.strip() for s in re.split(r"(?<=\.)\s+", spells[0].normalized or "") if s.strip()]
    if not sentences or any(not _NO_REGENERATION.match(s) and _MORE_REMOVAL.search(s) for s in sentences[1:]):
        return None                          # something else may remove it too, or bring it back
    removal, damage = _DESTROY_OR_EXILE.match(sentences[0]), _DAMAGE.match(sentences[0])
    matched, counted = _SHRINK.match(sentences[0]), _counted_shrink(q, sentences[0])
    shrink = (int(matched["p"]), int(matched["t"])) if matched else counted[0] if counted else None
    if not removal and not damage and not shrink:
        return None
    if re.search(r"\b(?:if|unless|only if)\b", sentences[0], re.I):
        return None                          # "destroy target creature if it has the least power": a condition
    face = front(target)
    targeting = legal_target(CheckInput(q.question, {"source": effect, "target": target}, {}, ()))
    if targeting is None or targeting.value is None:
        return None
    steps = list(targeting.steps) + ([counted[1]] if counted and not matched else [])
    assumptions = list(targeting.assumptions)
    if targeting.value == "no":
        return Verdict("no", f"No: {effect.name} can't even target {target.name}.", tuple(steps), tuple(assumptions))
    own = {"exile": _ITS_OWN_EXILE, "destroy": _ITS_OWN_DESTROY}.get(removal["verb"].lower(), _ITS_OWN) if removal \
        else _ITS_OWN
    # a trigger that only makes it bigger ("Whenever ..., ~ gets +1/+1 until end of turn") can only save it: the
    # answer assumes it didn't trigger unless it survives anyway
    growing = [a for a in face.abilities if a.kind == "triggered" and _GROWS.match(a.normalized or "")]
    if any(own.search(a.normalized or a.text) for a in face.abilities if a.kind != "keyword" and a not in growing):
        return None                          # its own text may change what happens to it
    value = targeting.value
    changed: tuple[str, ...] = ()            # the other cards whose effects change the damage
    keywords = dict(keyword_map(face))
    extra = sum(t for _, t, _ in boosts)
    for card, t, keyword in boosts:
        told = next((e for e in q.question.reading.scenario.events if e.card == card.name), None)
        # (hexproof or shroud given here leave it a legal target: its controller's own spell, 702.11b)
        gets = " and ".join(w for w in (f"+{t} toughness" if t else "", keyword or "") if w)
        steps.append(step(f"{card.name}, cast in response, resolves first: " + (
            f"{target.name} gets {gets} until end of turn." if gets else
            f"it changes neither {target.name}'s toughness nor whether it can be destroyed."), "405.5", "608.2"))
        if told is None or told.target is None:
            assumptions.append(f"{card.name} is cast in response to {effect.name}, targeting {target.name}.")
        if keyword == "indestructible":
            keywords["indestructible"] = [None]
    if boosts:
        assumptions.append("Nothing counters the spells, and nothing else happens in between.")
    if removal:
        kind = removal["verb"].lower()
        if verb not in ("affect", "kill", kind) or (verb == "kill" and kind != "destroy"):
            return None                      # asked about something else than what it does
        if kind == "destroy" and "indestructible" in keywords:
            steps.append(step(f"{target.name} is indestructible, so it isn't destroyed.", "702.12b"))
            value = "no"
        else:
            steps.append(step(f"On resolution, if {target.name} is still a legal target, {effect.name} "
                              f"{'destroys' if kind == 'destroy' else 'exiles'} it.",
                              "701.8a" if kind == "destroy" else "406.2"))
    elif shrink:
        if verb not in ("affect", "kill"):
            return None                      # 704.5f: toughness 0 isn't destruction
        toughness, known = toughness_now(q.question.reading, target)
        if toughness is None or not face.facts.is_creature or not pt_as_printed(face, growing):
            return None                      # its own text sets or changes its toughness
        toughness += extra
        left = toughness - shrink[1]
        if left <= 0:
            steps.append(step(f"With -{shrink[0]}/-{shrink[1]}, {target.name}'s toughness {toughness} becomes "
                              f"{left}: it is put into its owner's graveyard as a state-based action"
                              + (", indestructible or not." if "indestructible" in keywords else "."),
                              "704.5f", "702.12b"))
        else:
            steps.append(step(f"With -{shrink[0]}/-{shrink[1]}, {target.name}'s toughness {toughness} becomes "
                              f"{left}, more than 0.", "704.5f"))
            value = "no"
        assumptions.append(f"{target.name}'s toughness is {known}, and no damage is marked on it.")
    else:
        if verb not in ("affect", "kill", "destroy"):
            return None
        toughness, known = toughness_now(q.question.reading, target)
        if toughness is None or not face.facts.is_creature or not pt_as_printed(face, growing):
            return None                      # its own text sets or changes its toughness (counters it enters with)
        toughness += extra
        n = int(damage["n"])  # type: ignore[index]
        amounts = [n]
        modifying = [c for c in q.others if c is not effect and c is not target and damage_modifiers(c) != []]
        if modifying:
            # 614.1a: "it deals double that damage instead" of the other cards named
            controllers = {c.name: q.controller_of(c.name) for c in (effect, target, *modifying)}
            dealt = modified_damage(effect, "noncombat", n, DamageReceiver(target, None, controllers[target.name]),
                                    [effect, target, *modifying], controllers, source_controller(q, effect))
            if dealt is None:
                return None
            steps += dealt.steps[1:]
            amounts, changed = dealt.amounts, tuple(c.name for c in modifying)
            if dealt.unsure:
                assumptions.append("It depends on who controls what: the damage may be " +
                                   " or ".join(map(str, amounts)) + ".")
        said = " or ".join(map(str, amounts))
        if "indestructible" in keywords:
            steps.append(step(f"{target.name} is indestructible: lethal damage doesn't destroy it.", "702.12b"))
            value = "no"
        elif min(amounts) >= toughness:
            steps.append(step(f"{said} damage is lethal for toughness {toughness}; it's destroyed as a state-based "
                              "action.", "120.3", "704.5g"))
        elif max(amounts) < toughness:
            steps.append(step(f"{said} damage isn't lethal for toughness {toughness}.", "704.5g"))
            value = "no"
        else:
            steps.append(step(f"{said} damage: only the larger amount is lethal for toughness {toughness}.", "704.5g"))
            value = "depends"
        assumptions.append(f"{target.name}'s toughness is {known} and no damage is prevented.")
    if growing and value != "no":
        assumptions.append(f"{target.name}'s own triggered ability hasn't made it bigger: \"{shown(growing[0])}\"")
    label = {"kill": "kill", "destroy": "destroy", "exile": "exile"}.get(verb) or (
        removal["verb"].lower() if removal else "kill")       # "affect": what it does, or its damage kills
    answer = {"yes": f"Yes: {effect.name} can {label} {target.name}.",
              "no": f"No: {effect.name} doesn't {label} {target.name}.",
              "depends": f"It depends: {effect.name} can {label} {target.name} only under the conditions below."}[value]
    return Verdict(value, answer, tuple(steps), tuple(dict.fromkeys(assumptions)),
                   examined=tuple(card.name for card, _, _ in boosts) + changed)


def saving_story(q: CheckInput, effect: Card, target: Card, saver: Card) -> tuple[CheckInput, tuple[str, ...]] | None:
    """"Can I save A from B with C?": the story it stands for, B cast on A, and C cast in response by A's
    controller (with what that assumes of who controls what); None when the question tells a story too."""
    reading = q.question.reading
    if reading.scenario.events:
        return None                          # a story and a spell to save with: not both read
    assumed = []
    mine = q.controller_of(target.name)
    if mine is None:
        mine = "you"
        assumed.append(f"You control {target.name}.")
    theirs = q.controller_of(effect.name)
    if theirs is None:
        theirs = "opponent" if mine == "you" else "you"
        whose = "an opponent's" if theirs == "opponent" else "your"
        assumed.append(f"{effect.name} is {whose} spell.")
    # "can I save A ... with C": I cast C; "does C save A": A's controller does
    caster = q.controller_of(saver.name) or ("you" if q.details.get("saved_by") == "you" else mine)
    story = (Event("cast", effect.name, target.name, theirs), Event("respond", saver.name, target.name, caster))
    controllers = {effect.name: theirs, target.name: mine, saver.name: caster}
    objects = tuple(replace(o, controller=controllers.get(o.card, o.controller)) for o in reading.scenario.objects)
    objects += tuple(ScenarioObject(card, controller=who) for card, who in controllers.items()
                     if reading.obj(card) is None)
    question = replace(q.question, reading=replace(reading, scenario=replace(reading.scenario, events=story,
                                                                             objects=objects)))
    cards = {role: card for role, card in q.cards.items() if role != "saver"}
    saving = CheckInput(question, cards, q.details, (*q.others, saver))
    if any(a.targets for face in saver.faces for a in face.abilities if a.kind == "spell") and \
            not targets_plainly(saving, saver, target):
        return None                          # 601.2c: C couldn't be cast on A
    return saving, tuple(assumed)


# what a spell does to the permanent, by its first sentence, for regeneration (701.19a: it replaces only destruction)
_REGEN_KINDS = (("destroy", re.compile(r"^destroy (?:target|all|each|up to \w+ target)\b", re.I)),
                ("damage", re.compile(r"^~ deals (?P<n>\d+) damage to (?:any target|target|each)\b", re.I)),
                ("shrink", re.compile(r"\bgets? -(?P<p>\d+)/-(?P<t>\d+) until end of turn\.$", re.I)),
                ("exile", re.compile(r"^exile (?:target|all|each)\b", re.I)),
                ("bounce", re.compile(r"^return (?:target|all|each)\b[^.]* to (?:its|their) owners?'s? hands?\.$", re.I)),
                ("sacrifice", re.compile(r"^(?:each player|target player|each opponent|target opponent) "
                                         r"sacrifices\b", re.I)))
_CANT_REGENERATE = re.compile(r"^(?:It|They|That creature|Those creatures) can't be regenerated\.$", re.I)
_SAYS_MORE = re.compile(r"destroy|exile|damage|sacrific|return|\bgets?\b|counter|toughness|regenerat", re.I)
_REGEN_NO = {"exile": ("exiles it", "406.2"), "bounce": ("returns it to a hand", "400.7"),
             "sacrifice": ("has it sacrificed", "701.21a")}


@check("regeneration.saves.v1", intent="regen.saves",
       answers="Does regenerating a creature (B) save it from spell A? Regeneration replaces only destruction "
               "(701.19a): \"destroy\" and lethal damage (704.5g, 704.5h) yes, unless A says it can't be regenerated; "
               "toughness 0 or less (704.5f), exile, a return to hand or a sacrifice no.",
       cites=("701.19a", "701.19c", "704.5f", "704.5g", "704.5h", "701.21a", "406.2", "400.7"),
       reads=Reads(roles=("effect",), optional=("creature",), scenario=("controller", "zone", "size")),
       examine=Examine(r"regenerat|destroy|indestructible|damage|toughness|instead|would|prevent|\bgets?\b",
                       "changes destruction, damage or toughness", "701.19a"),
       ruling_terms=("regenerate", "destroy", "can't be regenerated"))
def regeneration_saves(q: CheckInput) -> Verdict | None:
    effect, creature = q.need("effect"), q.card("creature")
    spells = [a for f in effect.faces for a in f.abilities if a.kind == "spell"]
    if len(spells) != 1 or len(effect.faces) > 1:
        return None
    sentences = [s.strip() for s in re.split(r"(?<=\.)\s+", text_of(spells[0])) if s.strip()]
    if not sentences:
        return None
    found = [(kind, m) for kind, regex in _REGEN_KINDS for m in [regex.search(sentences[0])] if m]
    cant = any(_CANT_REGENERATE.match(s) for s in sentences[1:])
    if len(found) != 1 or any(_SAYS_MORE.search(s) and not _CANT_REGENERATE.match(s) for s in sentences[1:]) or \
            re.search(r"\b(?:if|unless|instead)\b", sentences[0], re.I):
        return None                          # it does more, or under a condition: not read
    kind, match = found[0]
    if re.search(r"\bcards?\b", sentences[0], re.I) or not re.search(r"(?<!non)\bcreatures?\b|\bany target\b|"
                                                                    r"(?<!noncreature )\bpermanents?\b",
                                                                    sentences[0], re.I):
        return None                          # it doesn't reach creatures on the battlefield
    name = creature.name if creature is not None else "the creature"
    if creature is not None:
        face = front(creature)
        if len(creature.faces) > 1 or not face.facts.is_creature or not pt_as_printed(face) or any(
                re.search(r"indestructible|would|instead|can't be regenerated|toughness|\bgets?\b", text_of(a), re.I)
                for a in face.abilities):
            return None                      # its own text may change what happens
    steps = [step(f"{effect.name}: \"{sentences[0]}\"", "608.2")]
    if kind in _REGEN_NO:
        how, rule = _REGEN_NO[kind]
        steps.append(step(f"{effect.name} {how}; regeneration replaces only destruction.", "701.19a", rule))
        return Verdict("no", f"No: {effect.name} doesn't destroy {name}, so regeneration doesn't save it.",
                       tuple(steps))
    if kind == "shrink":
        toughness, _ = toughness_now(q.question.reading, creature) if creature is not None else (None, "")
        if toughness is not None and toughness > int(match["t"]):
            return None                      # it survives the -N/-N anyway
        steps.append(step("With toughness 0 or less, a creature is put into its owner's graveyard; regeneration "
                          "can't replace that.", "704.5f"))
        return Verdict("no", f"No: when -{match['p']}/-{match['t']} drops {name}'s toughness to 0 or less, "
                       "regeneration can't save it.", tuple(steps),
                       () if toughness is not None else (f"{name[:1].upper()}{name[1:]}'s toughness is "
                                                         f"{match['t']} or less.",))
    if kind == "damage" and creature is not None:
        toughness, _ = toughness_now(q.question.reading, creature)
        if toughness is None or toughness > int(match["n"]):
            return None                      # not lethal: nothing to regenerate from
    if cant:
        steps.append(step(f"{effect.name} says it can't be regenerated: a regeneration shield doesn't replace this "
                          "destruction.", "701.19c", "701.19a"))
        return Verdict("no", f"No: {effect.name} says it can't be regenerated.", tuple(steps))
    steps.append(step("Lethal damage destroys a creature (a state-based action); regeneration can replace that."
                      if kind == "damage" else "Regeneration replaces the next destruction this turn: the creature is "
                      "tapped, removed from combat and its damage is removed instead.",
                      "704.5g" if kind == "damage" else "701.19a", "701.19a"))
    assumptions: tuple[str, ...] = ("The creature has a regeneration shield before " + effect.name + " resolves "
                                    "(or is regenerated as it would be destroyed).",)
    if kind == "damage" and creature is None:
        assumptions += ("The damage is lethal to it.",)
    return Verdict("yes", f"Yes: a regeneration shield on {name} saves it from {effect.name}.", tuple(steps),
                   assumptions)
