"""Does a spell still resolve after what was done in response? (608.2b: on resolution each target
is checked again; with every target illegal the spell doesn't resolve and none of its effects
happen; 701.6a: a countered spell doesn't resolve.)

The check reads the events the question states ("my opponent casts a removal spell targeting my
creature", "in response I cast a protection spell") and what each response does, from its parsed
text: counter the spell; give the target hexproof, shroud, protection or "can't be the target of
spells or abilities your opponents control"; make it leave the battlefield (return to hand,
exile, destroy) or phase out. A response doing anything else, or a scenario it can't place, gives
no verdict.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..models import Ability, Card, Event, ScenarioObject, TargetSpec, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import abilities_doing, front, instructions_doing, shown, step, target_fit, text_of, types_of
from .targeting import legal_target, matches_quality, source_qualities

_SENTENCES = re.compile(r"(?<=\.)\s+")
# a condition in a response's first sentence ("Counter target spell unless its controller pays {2}", "if no mana
# was spent to cast it", "that targets you", "with the greatest power")
_CONDITIONAL_TARGET = re.compile(r"\b(?:if|unless|that targets|that's|that is|greatest|least)\b", re.I)
# words that make what a spell does depend on a choice or a condition
_CONDITIONAL = re.compile(r"\b(?:if|may|unless|choose|instead|otherwise)\b", re.I)
_GAINS = re.compile(r"\b(?:gains?|gets?|has|have)\b(?P<what>[^.]*)", re.I)
_PROTECTION = re.compile(r"protection from (?P<quality>[^.]*?)(?= until| and (?:hexproof|indestructible|shroud)|[.,]|$)",
                         re.I)
_CANT_BE_TARGETED = re.compile(r"can't be the target of spells or abilities your opponents control", re.I)
_LEAVES = re.compile(r"^(?:return|exile|destroy) target\b|\bphases? out\b", re.I)
_COUNTER = re.compile(r"^counter target\b", re.I)
_GROUP = re.compile(r"^(?:permanents|creatures) you control\b", re.I)
_PLAYER = re.compile(r"^you gain hexproof\b", re.I)
# a change of control (a response "Gain control of target creature until end of turn."), and what may come with
# it that changes nothing about targeting: untapping it, haste
_CONTROL = re.compile(r"^(?:untap target [a-z ]+? and )?gain control of (?:target [a-z ]+?|it)(?: until end of turn)?\.$",
                      re.I)
_WITH_CONTROL = re.compile(r"^(?:untap (?:that|target) (?:creature|permanent)|(?:it|that creature) gains haste until end "
                           r"of turn)\.$", re.I)
# sentences that change nothing about whether a permanent can be targeted (unless the spell's target
# phrase asks for power or toughness): P/T changes that don't lower toughness (-2/-2 may kill it, 704.5f),
# counters, indestructible, life, cards
_HARMLESS = re.compile(r"^(?:target [a-z ]+? (?:gets [+-]\d+/\+\d+|gains indestructible)(?: and gains indestructible)?"
                       r"(?: until end of turn)?|put an? \+1/\+1 counter on target [a-z ]+?|you gain \d+ life|"
                       r"scry \d+|draw a card|it gains indestructible until end of turn)\.$", re.I)


def _effects(card: Card) -> list[tuple[str, tuple[TargetSpec, ...]]]:
    """The texts of a card's spell and activated abilities, with their targets."""
    return [(a.normalized or a.text, a.targets) for face in card.faces for a in face.abilities
            if a.kind in ("spell", "activated") and (a.normalized or a.text)]


def _granted(sentence: str) -> list[tuple[str, str | None]]:
    """('hexproof' | 'shroud' | 'protection' | 'opponents_cant_target', quality) granted in one sentence."""
    out: list[tuple[str, str | None]] = []
    if _CANT_BE_TARGETED.search(sentence):
        out.append(("opponents_cant_target", None))
    m = _GAINS.search(sentence)
    if not m:
        return out
    what = m["what"]
    if re.search(r"\bhexproof\b(?! from)", what, re.I):
        out.append(("hexproof", None))
    if re.search(r"\bshroud\b", what, re.I):
        out.append(("shroud", None))
    for p in _PROTECTION.finditer(what):
        out.append(("protection", p["quality"].strip()))
    return out


class _Scene:
    """The spell asked about, its target, and who controls what, as the question states them."""

    def __init__(self, q: CheckInput, cast: Event, cards: dict[str, Card]):
        if cast.target is None:
            raise ValueError(f"the cast of {cast.card} names no target")
        self.q, self.cast, self.cards = q, cast, cards
        self.target: str = cast.target
        self.spell = cards[cast.card]
        self.assumptions: list[str] = []
        self.controllers: dict[str, str] = {}        # who controls what, as the responses' targets show
        self.gained: dict[str, str] = {}             # who gained control of what in response

    def controller(self, name: str) -> str | None:
        if name in self.gained:
            return self.gained[name]
        obj = self.q.question.reading.obj(name)
        if obj is not None and obj.controller is not None:
            return obj.controller
        return self.controllers.get(name)


def _response_effect(scene: _Scene, response: Event) -> tuple[str, str, str] | None:
    """What `response` does to the spell or its target: (effect, explanation, rule); effect is
    "countered", "illegal", "legal"; None when the response's text is outside what this check
    reads."""
    card = scene.cards.get(response.card)
    if card is None:
        return None
    target = scene.cast.target
    spell = scene.spell
    if response.kind == "sacrifice":
        if card.name == spell.name:
            return None                      # a sacrificed source: its ability resolves anyway (113.7a)
        if card.name != target:
            return "legal", f"{card.name} is sacrificed; it isn't a target of {spell.name}.", "608.2b"
        return "illegal", (f"{target} is sacrificed: it leaves the battlefield, and if it ever returns it is a new "
                           "object, not the one targeted."), "400.7"
    for text, specs in _effects(card):
        sentences = _SENTENCES.split(text)
        if re.match(r"choose (?:one|two|one or more|one or both)\b", text, re.I):
            return None                      # a modal response: which mode was chosen isn't told (700.2)
        if re.search(r"\bactivate only\b", text, re.I):
            return None                      # 602.5b: only at some times: whether it could answer the spell isn't told
        if _COUNTER.search(text):
            if _CONDITIONAL_TARGET.search(sentences[0]):
                return None                  # "... unless its controller pays", "... if no mana was spent", "... that
                #                              targets you": a choice or a condition this doesn't weigh
            fits = [s for s in specs if "spell" in s.types]
            if response.target not in (None, spell.name) or not fits:
                return "legal", f"{card.name} doesn't affect {spell.name}.", "608.2b"
            value, why = target_fit(fits[0], front(spell), as_spell=True, card=spell)
            if value == "no":
                return "legal", f"{card.name} can't counter {spell.name}: {why}.", "115.1"
            if response.target is None:
                scene.assumptions.append(f"{card.name} targets {spell.name}.")
            return "countered", f"{card.name} counters {spell.name}: \"{text}\"", "701.6a"
        if target is None:
            return None
        if target.startswith("player:"):
            if _PLAYER.search(text) and target == f"player:{response.actor}":
                return _illegal_by("hexproof", None, scene, card, text, player=True)
            if response.target is not None and response.target != target:
                return "legal", f"{card.name} targets {response.target}, not {target.split(':')[1]}.", "608.2b"
            continue
        if specs and response.actor is not None and scene.controller(target) is None and \
                all(re.search(r"\byou control\b", s.phrase, re.I) for s in specs):
            # 115.1: a response that can only target "a creature you control" tells who controls it
            scene.controllers[target] = response.actor
        if _GROUP.search(text):
            granted = _granted(sentences[0])
            owner = scene.controller(target)
            if granted and owner is not None and owner == response.actor:
                return _illegal_by(granted[0][0], granted[0][1], scene, card, text)
            if granted:
                return None
            continue
        if not specs:
            continue
        if response.target not in (None, target):
            return "legal", f"{card.name} targets {response.target}, not {target}.", "608.2b"
        aimed = scene.cards.get(target)
        if aimed is not None:
            # 115.1: "Destroy target artifact" can't be aimed at a creature; "target attacking creature" only maybe
            owner, told = scene.controller(target), scene.q.question.reading.obj(target)
            same = None if owner is None or response.actor is None else owner == response.actor
            aims = {target_fit(s, front(aimed), same_controller=same, status=set(told.status) if told else set(),
                               card=aimed)[0] for s in specs}
            if aims == {"no"}:
                if response.target is not None:
                    return None              # told cast on what it can't target: a story this can't place
                return "legal", f"{card.name} can't target {target}, so it doesn't change it.", "115.1"
            if "yes" not in aims and response.target is None:
                return None                  # whether it could be aimed at it isn't known
        if _CONDITIONAL_TARGET.search(sentences[0]):
            return None                      # "destroy target creature if ...": a condition this doesn't weigh
        if response.target is None:
            scene.assumptions.append(f"{card.name} targets {target}.")
        if response.kind == "moves" and not _LEAVES.search(text):
            return None                      # told to flicker or bounce it, and its words do something else
        if _CONTROL.match(sentences[0]) and all(_WITH_CONTROL.match(s) for s in sentences[1:]):
            return _control_changed(scene, card, response)
        if _LEAVES.search(text):
            return "illegal", (f"{card.name} makes {target} leave the battlefield or phase out (\"{text}\"): it is "
                               "no longer where it was when it was targeted."), "608.2b"
        for sentence in sentences:
            granted = _granted(sentence)
            if granted:
                return _illegal_by(granted[0][0], granted[0][1], scene, card, text)
        restricted = any(re.search(r"power|toughness", s.restriction or s.phrase, re.I)
                         for face in spell.faces for a in face.abilities for s in a.targets)
        if not restricted and all(_HARMLESS.match(s.strip()) for s in sentences):
            return "legal", (f"{card.name} (\"{text}\") changes nothing that decides whether {target} can be "
                             f"targeted by {spell.name}."), "608.2b"
        return None
    return None


def _control_changed(scene: _Scene, card: Card, response: Event) -> tuple[str, str, str] | None:
    """The target changes controller in response: on resolution the spell checks it again with its new
    controller (608.2b): "target creature an opponent controls" or an opponent's hexproof may now fail or
    fit; a target that doesn't ask whose it is stays legal."""
    target, caster, taker = scene.target, scene.cast.actor, response.actor
    if caster is None or taker is None or target not in scene.cards:
        return None
    scene.gained[target] = taker
    reading = scene.q.question.reading
    objects = tuple(o for o in reading.scenario.objects if o.card not in (target, scene.spell.name)) + (
        ScenarioObject(card=target, controller=taker, zone="battlefield"),
        ScenarioObject(card=scene.spell.name, controller=caster, zone="stack"))
    question = replace(scene.q.question, reading=replace(reading, scenario=replace(reading.scenario, objects=objects)))
    again = legal_target(CheckInput(question, {"source": scene.spell, "target": scene.cards[target]}, {}, ()))
    if again is None or again.value not in ("yes", "no"):
        return None
    who = "the spell's controller" if taker == caster else "an opponent of the spell's controller"
    said = f"{card.name} gives control of {target} to {who}"
    if again.value == "no":
        return "illegal", f"{said}; {scene.spell.name} can no longer target it: {again.steps[-1].text}", "608.2b"
    return "legal", f"{said}; with its new controller it is still a legal target for {scene.spell.name}.", "608.2b"


def _illegal_by(kind: str, quality: str | None, scene: _Scene, card: Card, text: str,
                player: bool = False) -> tuple[str, str, str] | None:
    """Is the spell's target illegal once it has `kind` (hexproof, shroud, protection ...)?"""
    target = scene.target
    spell = scene.spell
    caster = scene.cast.actor
    shown = "you" if target == "player:you" else ("your opponent" if target == "player:opponent" else target)
    if kind == "shroud":
        return "illegal", f"{card.name} gives {shown} shroud (\"{text}\").", "702.18a"
    if kind in ("hexproof", "opponents_cant_target"):
        owner = target.split(":")[1] if player else scene.controller(target)
        if owner is None or caster is None:
            return None
        rule = ("702.11c" if player else "702.11b") if kind == "hexproof" else "115.1"
        if owner == caster:
            return "legal", (f"{card.name} gives {shown} hexproof (\"{text}\"), but {spell.name}'s controller "
                             f"controls {shown}."), rule
        return "illegal", (f"{card.name} gives {shown} hexproof against its opponents (\"{text}\"), and "
                           f"{spell.name} is an opponent's spell."), rule
    if kind == "protection":
        qualities = source_qualities(front(spell))
        if quality and "choice" in quality and "your choice" not in quality:
            return None                      # "of its controller's choice": whose choice, and which, isn't told
        if quality and "your choice" in quality:
            colors = sorted(q for q in qualities if q in ("white", "blue", "black", "red", "green"))
            chosen = scene.q.details.get("choice")
            if chosen is not None:
                if chosen in colors:
                    return "illegal", (f"{card.name} gives {shown} protection from {chosen}, the color chosen, a color "
                                       f"of {spell.name} (\"{text}\")."), "702.16b"
                return "legal", (f"{card.name} gives {shown} protection from {chosen}, the color chosen, which "
                                 f"{spell.name} isn't."), "702.16b"
            if not colors:
                return "legal", f"{spell.name} is colorless, so protection from a color doesn't stop it.", "702.16b"
            scene.assumptions.append(f"The player chooses {colors[0]}, a color of {spell.name}.")
            return "illegal", (f"{card.name} gives {shown} protection from a color of {spell.name} "
                               f"(\"{text}\")."), "702.16b"
        if matches_quality(f"from {quality}", qualities):
            return "illegal", f"{card.name} gives {shown} protection from {quality} (\"{text}\").", "702.16b"
        return "legal", f"Protection from {quality} doesn't include {spell.name}.", "702.16b"
    return None


@check("resolution.still_resolves.v1", intent="resolve.still",
       answers="Does a spell still resolve after the responses the question states (a counterspell; its "
               "target gaining hexproof, shroud or protection, leaving the battlefield, being sacrificed, or "
               "changing controller)?",
       cites=("608.2b", "701.6a", "702.11b", "702.11c", "702.16b", "702.18a", "400.7", "701.21a"),
       reads=Reads(optional=("spell",), params=("choice", "effect"),
                   # a target flickered in response is told as having entered this turn: a new object (400.7)
                   scenario=("controller", "events", "players", "entered_this_turn")),
       examine=Examine(r"target|hexproof|shroud|protection|ward|counter|can't|control|copy|phases?",
                       "counters, targets, or grants hexproof, shroud or protection", "608.2b"),
       ruling_terms=("target", "illegal", "resolve", "hexproof", "protection", "counter"))
def still_resolves(q: CheckInput) -> Verdict | None:
    verdict = _resolves(q)
    effect = q.details.get("effect")
    if verdict is None or not effect:
        return verdict
    # "do I still create the Zombie?": the spell's sentence that does that happens only if the spell resolves
    cast = _cast_of(q)
    spell = next(c for c in (*q.cards.values(), *q.others) if c.name == cast)
    doing = [a for a in abilities_doing(spell, effect) or [] if a.kind == "spell"]
    if not doing:
        return None                          # no sentence of the spell says it does that
    if verdict.value == "no":
        return verdict                       # none of its effects happen
    if verdict.value == "yes" and not _CONDITIONAL.search(text_of(doing[0])):
        return replace(verdict, answer=f"{verdict.answer.rstrip('.')}, and it does that: \"{shown(doing[0])}\"")
    return None                              # it resolves, but what it does depends on a choice or condition


# a prohibition on every player ("Players can't draw cards."): what it forbids (101.2)
_PLAYERS_CANT = re.compile(r"^(?:players|each player) can't (?P<what>[^.]+)\.$", re.I)
# an instruction that uses what an earlier one did ("discard that many", "the cards drawn this way")
_REFERS_BACK = re.compile(r"\b(?:that many|this way|those|them|it|the drawn|drawn|the rest)\b", re.I)


def prohibitions(card: Card) -> list[tuple[Ability, str]]:
    """The card's static "Players can't [do something]." abilities, with what they forbid (101.2)."""
    return [(a, m["what"]) for a in front(card).abilities if a.kind == "static"
            for m in [_PLAYERS_CANT.match(text_of(a))] if m]


@check("resolution.as_much_as_possible.v1", intent="resolve.still",
       answers="With C's \"Players can't ...\" in play, does spell A still do the part of its effect asked "
               "about (\"with Omen Machine out, will Careful Study still make me discard?\")? A part C forbids does "
               "nothing; the other parts still happen, in order, as much as possible (609.3, 608.2c, 101.2).",
       cites=("609.3", "608.2c", "101.2"),
       reads=Reads(roles=("spell", "prohibitor"), params=("effect",), scenario=("controller", "zone", "players")),
       examine=Examine(r"can't|instead|prevent|skip", "forbids or replaces what a spell does", "609.3"),
       ruling_terms=("can't", "as much as possible", "draw"))
def as_much_as_possible(q: CheckInput) -> Verdict | None:
    spell, prohibitor, effect = q.need("spell"), q.need("prohibitor"), q.details.get("effect")
    face = front(spell)
    if not effect or spell is prohibitor or q.question.reading.scenario.events or not {"instant", "sorcery"} & \
            types_of(face):
        return None                          # responses are the other resolution check's; a permanent isn't read
    found = instructions_doing(spell, effect)
    forbids = prohibitions(prohibitor)
    if found is None or len(found[1]) != 1 or len(forbids) != 1:
        return None                          # what is asked, or what C forbids, isn't one thing read here
    parts, [asked] = found
    ability, forbidden = forbids[0]
    stopped = (instructions_doing(spell, forbidden) or ([], []))[1]
    if not stopped:
        return None                          # C forbids none of its instructions: what else it does isn't weighed
    said = step(f"{prohibitor.name}: \"{shown(ability)}\" Its instruction \"{stopped[0]}\" does nothing.", "101.2",
                "609.3")
    if asked in stopped:
        return Verdict("no", f"No: {spell.name} doesn't do that while {prohibitor.name} forbids it; the rest of "
                       f"{spell.name} still happens.", (said,),
                       (f"{prohibitor.name} is on the battlefield as {spell.name} resolves.",))
    if _REFERS_BACK.search(asked) or _CONDITIONAL.search(asked):
        return None                          # it counts what the stopped part did, or happens only sometimes
    return Verdict("yes", f"Yes: {spell.name} still does that: \"{asked}\". {prohibitor.name} stops only what it "
                   "forbids, and the spell does as much as it can.",
                   (said, step(f"{spell.name}'s other instructions are followed in order, as much as possible: "
                               f"\"{asked}\" still happens.", "608.2c", "609.3")),
                   (f"{prohibitor.name} is on the battlefield as {spell.name} resolves.",))


def _cast_of(q: CheckInput) -> str | None:
    wanted = q.card("spell")
    casts = [e for e in q.question.reading.scenario.events if e.kind == "cast"]
    return wanted.name if wanted is not None else casts[0].card if casts else None


def _resolves(q: CheckInput) -> Verdict | None:
    cards = {c.name: c for c in list(q.cards.values()) + list(q.others)}
    events = q.question.reading.scenario.events
    wanted = q.card("spell")
    casts = [e for e in events if e.kind == "cast" and (wanted is None or e.card == wanted.name)]
    if len(casts) != 1:
        return None
    cast = casts[0]
    if cast.card not in cards or cast.target is None:
        return None
    responses = [e for e in events[events.index(cast) + 1:] if e.kind in ("respond", "sacrifice", "moves")]
    if not responses or len(responses) + 1 != len(events):
        return None
    if cast.more_targets:
        return _several_targets(q, cast, responses, cards, tuple(e.card for e in events))
    scene = _Scene(q, cast, cards)
    spell = scene.spell
    if cast.target in cards:
        first = legal_target(CheckInput(q.question, {"source": spell, "target": cards[cast.target]}, {}, ()))
        if first is not None and first.value == "no":
            return None                      # 601.2c: it couldn't have been cast targeting that: no such story
    instances = [s for face in spell.faces for a in face.abilities if a.kind == "spell" for s in a.targets]
    steps = [step(f"{spell.name} targets {cast.target.replace('player:', 'a player: ')} as it is cast.", "115.1")]
    weighed = _outcome(scene, responses)
    if weighed is None:
        return None
    outcome, found_steps = weighed
    steps += found_steps
    examined = tuple(e.card for e in events)
    assumptions = tuple(dict.fromkeys(scene.assumptions))
    if outcome == "countered":
        steps.append(step("A countered spell doesn't resolve and none of its effects happen.", "701.6a"))
        return Verdict("no", f"No: {spell.name} is countered, so it doesn't resolve.", tuple(steps), assumptions,
                       examined)
    if outcome == "legal":
        steps.append(step(f"On resolution {spell.name} checks its target again; it is still legal.", "608.2b"))
        return Verdict("yes", f"Yes: {spell.name} still resolves; its target is still legal.", tuple(steps),
                       assumptions, examined)
    others = sum((s.max if isinstance(s.max, int) else 2) for s in instances) - 1
    if others > 0:
        steps.append(step(f"{spell.name} has other targets; if any of them is still legal it resolves, doing "
                          "nothing to or with the illegal one.", "608.2b"))
        return Verdict("depends", f"It depends: {spell.name} resolves only if one of its other targets is still "
                       "legal.", tuple(steps), assumptions, examined)
    steps.append(step(f"On resolution every target of {spell.name} is illegal, so it doesn't resolve and none of "
                      "its effects happen.", "608.2b"))
    return Verdict("no", f"No: {spell.name} doesn't resolve; its only target is illegal, so none of its effects "
                   "happen.", tuple(steps), assumptions, examined)


def stopped_in_response(q: CheckInput, spell: Card) -> Verdict | None:
    """The story's responses counter `spell`, or make its only target illegal without moving it (hexproof,
    shroud, protection, "can't be the target"): the resolution verdict "no", so the spell does nothing
    (608.2b, 701.6a); None otherwise, or when a response makes the target leave the battlefield."""
    if not any(a.targets for face in spell.faces for a in face.abilities if a.kind == "spell"):
        return None                          # it doesn't target: nothing to make illegal (115.10a)
    responses = q.question.reading.scenario.events[1:]
    cards = {c.name: c for c in list(q.cards.values()) + list(q.others)}
    if not responses or any(e.kind != "respond" or e.card not in cards or any(
            _LEAVES.search(text) for text, _ in _effects(cards[e.card])) for e in responses):
        return None
    verdict = still_resolves(CheckInput(q.question, {"spell": spell}, q.details, tuple(cards.values())))
    return verdict if verdict is not None and verdict.value == "no" else None


def _outcome(scene: _Scene, responses: list[Event]) -> tuple[str, list] | None:
    """What the responses do to the spell's (one) target: "countered" (stopping at the
    counterspell), "illegal" or "legal", with a step for each; None when one can't be read."""
    outcome, steps = "legal", []
    for response in responses:
        found = _response_effect(scene, response)
        if found is None:
            return None
        effect, why, rule = found
        steps.append(step(why, rule))
        if effect == "countered":
            return "countered", steps
        if effect == "illegal":
            outcome = "illegal"
    return outcome, steps


def _several_targets(q: CheckInput, cast: Event, responses: list[Event], cards: dict[str, Card],
                     examined: tuple[str, ...]) -> Verdict | None:
    """608.2b with every target told: each is checked again on resolution; the spell resolves if any
    is still legal (doing nothing to or with the illegal ones), and not at all if none is."""
    targets = [t for t in (cast.target, *cast.more_targets) if t is not None]
    steps = [step(f"{cast.card} targets {' and '.join(_shown(t) for t in targets)} as it is cast.", "115.1")]
    legal, assumptions = [], []
    for target in targets:
        scene = _Scene(q, replace(cast, target=target, more_targets=()), cards)
        weighed = _outcome(scene, responses)
        if weighed is None:
            return None
        outcome, found_steps = weighed
        if outcome == "countered":
            return Verdict("no", f"No: {cast.card} is countered, so it doesn't resolve.",
                           tuple(steps + found_steps[-1:] + [step("A countered spell doesn't resolve and none of "
                                                                  "its effects happen.", "701.6a")]),
                           tuple(dict.fromkeys(scene.assumptions)), examined)
        steps += [s for s in found_steps if outcome == "illegal" and s not in steps]
        assumptions += scene.assumptions
        if outcome == "legal":
            legal.append(_shown(target))
    if not legal:
        steps.append(step(f"On resolution every target of {cast.card} is illegal, so it doesn't resolve and none of "
                          "its effects happen.", "608.2b"))
        return Verdict("no", f"No: {cast.card} doesn't resolve; all its targets are illegal.", tuple(steps),
                       tuple(dict.fromkeys(assumptions)), examined)
    steps.append(step(f"On resolution {' and '.join(legal)} {'is' if len(legal) == 1 else 'are'} still legal, so "
                      f"{cast.card} resolves; it does nothing to or with an illegal target.", "608.2b"))
    return Verdict("yes", f"Yes: {cast.card} resolves for its legal target{'s' if len(legal) > 1 else ''} "
                   f"({', '.join(legal)}).", tuple(steps), tuple(dict.fromkeys(assumptions)), examined)


def _shown(target: str) -> str:
    return {"player:you": "you", "player:opponent": "your opponent"}.get(target, target)
