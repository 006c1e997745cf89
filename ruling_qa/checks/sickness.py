"""Summoning sickness (302.6) and the {T}/{Q} symbols (107.5, 107.6), with haste (702.10).

A creature can't attack, and its {T}/{Q} abilities can't be activated, unless its controller has
controlled it continuously since their most recent turn began; haste lifts both (702.10b-c).
Noncreature permanents aren't affected; blocking and abilities without {T}/{Q} never are.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..models import Ability, Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import (
    ARRIVAL_RULES,
    PERMANENT_TYPES,
    every_creature_type,
    front,
    is_activated,
    is_permanent,
    keyword_map,
    name_list,
    object_fits,
    needs_tap,
    shown,
    singular_of,
    step,
    text_of,
)

# ways onto the battlefield that give haste: cast for dash or blitz, returned by unearth
_ARRIVED_WITH_HASTE = frozenset({"dash", "blitz", "unearth"})
_CONDITIONAL = re.compile(r"^(?:when|whenever|at|as long as|if)\b|:|\bif\b(?! able)|\buntil\b|\bas long as\b|"
                          r"\b(?:equipped|enchanted|fortified|target|that|attacking|blocking)\b", re.I)
_GRANTS_HASTE = re.compile(r"\b(?:have|has|gains?|get|gets)\b[^.]*\bhaste\b", re.I)
_SELF_ONLY = re.compile(r"^~\s", re.I)

# what in another card's text could change a summoning-sickness answer
_MAY_MATTER = (r"haste|as though|summoning|can't|activate|attack|block|untap|\btap|control of|exchange control|"
               r"becomes?|gains?|loses?")

ACTIONS = {"tap_for_mana": "tap for mana", "attack": "attack", "activate": "use its abilities", "block": "block",
           "crew": "crew a Vehicle", "convoke": "be tapped for convoke", "improvise": "be tapped for improvise",
           "any": "do everything"}


_ATTACHED = frozenset({"equipped", "enchanted"})
_ATTACHED_SUBJECT = re.compile(r"^(?P<how>equipped|enchanted) creature (?:has|gets|gains)\b", re.I)


def _attached_grant(text: str, source: Card, attached: set[str], named: list[Card | None]) -> bool:
    """Does an "Equipped creature has haste" / "Enchanted creature ..." grant of `source` apply,
    the question saying the creature is equipped (enchanted) and `source` being the one Equipment
    (Aura) named?"""
    m = _ATTACHED_SUBJECT.match(text)
    if m is None or m["how"].lower() not in attached:
        return False
    kind = "Equipment" if m["how"].lower() == "equipped" else "Aura"
    return [c for c in named if c is not None and kind in front(c).subtypes] == [source]


def haste_from(source: Card | None, subject: Card) -> tuple[bool, str | None]:
    """Does `source` give other creatures haste (a static or triggered grant), and how?"""
    if source is None:
        return False, None
    for face in source.faces:
        for ability in face.abilities:
            text = text_of(ability)
            if ability.kind in ("static", "triggered", "activated", "spell") and _GRANTS_HASTE.search(text) \
                    and not _SELF_ONLY.match(text):
                return True, text
        if "haste" in keyword_map(face) and source is subject:
            return True, "Haste"
    return False, None


_GRANT_SUBJECT = re.compile(r"(?:^|[,.:]\s*)(?P<subject>[^,.:]*?)\s+(?:have|has|gains?|gets?)\b[^.]*\bhaste\b", re.I)
_SUBJECT_WORDS = frozenset("creature creatures you control each all and the of equipped enchanted fortified "
                           "target that attacking blocking nontoken token tapped untapped another".split())


_THAT_CREATURE = re.compile(r"\b(?:that creature|it|that permanent)\b[^.]*\bgains? haste\b", re.I)


_PUTS_ONTO = re.compile(r"\bput [^.]*onto the battlefield\b|\bgain control of\b", re.I)


def _gave_it(q: CheckInput, source: Card, subject: Card, text: str) -> bool:
    """Did the question say `source`'s effect was used on `subject`, the effect giving "that creature"
    haste? ("I cast B targeting A")"""
    if not _THAT_CREATURE.search(text):
        return False
    events = q.question.reading.scenario.events
    told = q.question.reading.obj(subject.name)
    # "I put A onto the battlefield with B", "I gain control of A with B": B's effect did it, and gives "that
    # creature" haste
    put_there = told is not None and told.put_by == source.name and _PUTS_ONTO.search(text) is not None
    return put_there or any(e.kind == "cast" and e.card == source.name and e.target == subject.name for e in events)


def haste_reaches(text: str, source: Card, subject: Card) -> str | None:
    """Why a haste grant can't reach `subject` by its printed words (702.10b): "other" and the
    source itself, or a type the subject doesn't have ("Goblins you control"); None when its words
    don't rule it out."""
    m = _GRANT_SUBJECT.search(text)
    if not m:
        return None
    words = [w for w in re.findall(r"[A-Za-z]+", m["subject"]) if w.lower() not in ("it", "they", "that", "those")]
    if "other" in (w.lower() for w in words) and source is subject:
        return "it gives haste only to other creatures"
    face = front(subject)
    kinds = {t.lower() for t in face.types} | {t.lower() for t in face.subtypes}
    for word in words:
        low = word.lower()
        if low in _SUBJECT_WORDS or low == "other":
            continue
        # Oracle text capitalises subtypes ("Goblins you control"); card types are listed
        if not (word[0].isupper() or low.rstrip("s") in PERMANENT_TYPES):
            continue
        singular = singular_of(low)
        if every_creature_type(face) and singular not in PERMANENT_TYPES and low not in PERMANENT_TYPES:
            continue                         # 702.73a: a changeling is every creature type
        if not {low, singular, singular.removesuffix("e") if low.endswith("ves") else singular} & kinds \
                and not (low.endswith("ves") and low[:-3] + "f" in kinds):
            return f"it gives haste only to {word}, and {subject.name} is {face.type_line}"
    return None


# a cost that taps permanents other than the ability's own source: "Tap an untapped white creature you control"
# (Flashback—..., Springleaf Drum's, Opposition's), "As an additional cost to cast this spell, tap ..."
_TAPS_OTHERS = re.compile(r"\btap (?:an|one|two|three|four|five|x|\d+) untapped (?P<what>[\w\s-]+?) you control\b",
                          re.I)


def tapping_costs(card: Card, zone: str | None = None) -> list[tuple[str, str]]:
    """(the cost's words, what it taps: "white creature") for each cost of `card` that taps untapped
    permanents its controller controls; with `zone` "graveyard", only the costs paid from there
    (702.34a flashback)."""
    found = []
    for face in card.faces:
        for ability in face.abilities:
            if zone == "graveyard" and (ability.keyword or "").lower() != "flashback":
                continue
            for words in (*ability.cost, text_of(ability) if ability.kind == "static" else ""):
                m = _TAPS_OTHERS.search(words)
                if m and (words in ability.cost or "additional cost" in words.lower()):
                    found.append((words if words in ability.cost else m.group(0), m["what"]))
    return found


def _tapped_for_cost(card: Card, payer: Card, creature: bool, steps: list, zone: str | None) -> Verdict | None:
    """Can `card` be tapped to pay one of `payer`'s costs the turn it comes in? 302.6 stops only a
    creature's own {T} abilities; tapping it for another cost ("Tap an untapped creature you control")
    isn't one. None when a cost's words aren't read."""
    values = []
    for words, what in tapping_costs(payer, zone):
        fit = object_fits(what, card)
        if fit is None:
            return None
        values.append(fit[0])
        if fit[0] == "no":
            steps.append(step(f"{payer.name}'s cost \"{words}\" taps only a {what}, and {card.name} "
                              f"({front(card).type_line}) isn't one.", "118.3", "601.2h"))
        else:
            steps.append(step(f"{payer.name}'s cost \"{words}\" taps {card.name} as part of paying for "
                              f"{payer.name}'s spell or ability; that isn't one of {card.name}'s own {{T}} abilities, "
                              "so summoning sickness doesn't stop it.", "302.6", "602.2b", "601.2h"))
    value = "yes" if "yes" in values else "depends" if "depends" in values else "no"
    if value == "no":
        return Verdict("no", f"No: {card.name} isn't what {payer.name}'s cost taps.", tuple(steps))
    answer = (f"Yes: tapping {card.name} pays {payer.name}'s cost, and that isn't one of its own {{T}} abilities, "
              "so it can be tapped for it the turn it comes in.")
    if value == "depends":
        answer = f"It depends on {card.name}: only if it is what {payer.name}'s cost taps; " \
                 "summoning sickness doesn't stop it."
    return Verdict(value, answer, tuple(steps))


def _activated(card: Card) -> list[Ability]:
    return [a for face in card.faces[:1] for a in face.abilities if is_activated(a)]


def _quote(ability: Ability) -> str:
    text = shown(ability)
    return f"\"{text if len(text) <= 70 else text[:67].rsplit(' ', 1)[0] + ' …'}\""


def _cost(ability: Ability) -> str:
    return ", ".join(ability.cost) or "no cost"


@check("sickness.tap_or_attack.v1", intent="sickness.use",
       answers="Can A attack, block, tap for mana, use its abilities or be tapped to pay another card's cost (\"Tap "
               "an untapped creature you control\") the turn it comes under your control (summoning sickness), with "
               "haste from itself or from another named card?",
       cites=("302.6", "107.5", "107.6", "702.10b", "702.10c", "106.12", "702.51a", "702.126a", "712.18", "109.5",
              "400.7", "702.109a", "702.152a", "602.2b", "601.2h", "118.3"),
       reads=Reads(roles=("permanent",), optional=("haste_source", "vehicle", "cost_spell"),
                   params=("action", "after", "again", "haste", "actor", "payer_zone"),
                   scenario=("controller", "zone", "entered_this_turn", "arrived", "status", "events", "players")),
       examine=Examine(_MAY_MATTER,
                       "grants or removes haste, restricts attacking or activating, or changes control",
                       "302.6"),
       ruling_terms=("summoning", "haste", "turn", "control continuously", "tap"))
def summoning_sickness(q: CheckInput) -> Verdict | None:
    card = q.need("permanent")
    named = {c.name for c in q.others}
    if any(not (e.kind == "cast" and e.card in named and e.target == card.name)
           for e in q.question.reading.scenario.events):
        return None                          # events other than a spell cast on it: not weighed here
    entered = q.fact("permanent")
    if "again" in q.details or ("after" in q.details and not (entered and entered.entered_this_turn)):
        # "If I flicker A, can it attack this turn?": A entered this turn (400.7), the question below
        # "does A have summoning sickness if it was flickered": no action asked, only whether it is affected
        return _sick_again(card, q.details.get("after"), q.details.get("again") == "yes" or
                           q.details.get("action", "any") == "any")
    action = q.details.get("action", "any")
    face = front(card)
    facts = face.facts
    name = card.name
    creature, animates = facts.is_creature, facts.becomes_creature
    own_haste = facts.has_haste
    steps, assumptions = [], []
    if q.details.get("haste") == "stated" and not own_haste:
        own_haste = True                     # "... if it has haste": the question gives it haste
        steps.append(step(f"The question gives {name} haste.", "702.10b"))
    fact = q.fact("permanent")
    arrived = fact.arrived if fact else None
    attached = set(fact.status) if fact else set()       # "equipped", "enchanted"
    if action == "attack":
        attached.discard("attacking")        # "can I attack with A": the attack asked about
    if attached - _ATTACHED:
        return None                          # a status this check doesn't weigh ("attacking")
    if arrived is not None and arrived not in keyword_map(face):
        return None                          # it has no such keyword: the scenario can't be
    if arrived in _ARRIVED_WITH_HASTE:
        # 702.109a dash, 702.152a blitz: cast for that cost, it has haste; 702.84a unearth gives haste
        own_haste = True
        how = "returned by unearth" if arrived == "unearth" else f"cast for its {arrived} cost"
        steps.append(step(f"{name} was {how}, so it has haste.", ARRIVAL_RULES[arrived]))
    elif arrived is not None:
        steps.append(step(f"{name} was cast for its {arrived} cost, which doesn't give it haste.", "302.6"))
    # 702.10b: haste may come from another permanent; every other named card is a candidate
    haste_source: Card | None = None
    other_haste, grant = False, None
    conditional: tuple[Card, str] | None = None
    examined = []
    given = q.card("haste_source")
    for source in ([given] if given else []) + list(q.others):
        gives, text = haste_from(source, card)
        if not gives or text is None:        # a grant always comes with its text
            continue
        rest = [a for f in source.faces for a in f.abilities if text_of(a) != text and a.kind != "keyword"]
        if any(re.search(_MAY_MATTER, text_of(a), re.I) for a in rest):
            continue                 # it does more than give haste: left to the examination
        missed = haste_reaches(text, source, card) if source is not card else None
        if missed:
            steps.append(step(f"{source.name} doesn't give {name} haste: {missed} (\"{text}\").", "702.10b"))
            examined.append(source.name)
            continue
        stated = q.question.reading.obj(source.name)
        theirs = stated.controller if stated is not None else None
        mine = q.controller("permanent")
        if re.search(r"\b(?:you control|under your control)\b", text, re.I) and theirs is not None and mine is not None \
                and theirs != mine:
            # 109.5: "you" is the source's controller, whether the grant is static or triggered
            steps.append(step(f"{source.name} gives haste only to its controller's creatures (\"{text}\"), "
                              f"and {name} has another controller.", "702.10b", "109.5"))
            examined.append(source.name)
            continue
        if _attached_grant(text, source, attached, [given, *q.others]):
            steps.append(step(f"{source.name} is attached to {name}, so its \"{text.split(' ', 1)[0]} creature\" "
                              "grant applies to it.", "301.5a" if "Equipment" in front(source).subtypes else "303.4a"))
        elif _CONDITIONAL.search(text) and _gave_it(q, source, card, text):
            steps.append(step(f"{source.name}'s effect is what the question says happened to {name}, and it gives "
                              f"that creature haste (\"{text}\").", "702.10b", "611.2c"))
        elif _CONDITIONAL.search(text):
            # 702.10b: a grant that applies only sometimes (a trigger, an activation, "as long as")
            conditional = conditional or (source, text)
            examined.append(source.name)
            continue
        if re.search(r"\byou control\b", text or "", re.I):
            if (theirs is None) != (mine is None):
                # one controller stated, the other not: whether it's the same player isn't known
                conditional = conditional or (source, text)
                examined.append(source.name)
                continue
        haste_source, other_haste, grant = source, True, text
        break
    haste = own_haste or other_haste
    if creature:
        steps.append(step(f"{name} is a creature ({face.type_line}), so summoning sickness applies to it the turn "
                          "it comes under your control.", "302.6"))
    elif animates:
        steps.append(step(f"{name} isn't a creature as printed ({face.type_line}), but it can become one; only "
                          "while it is a creature does summoning sickness apply.", "302.6"))
    elif is_permanent(face):
        steps.append(step(f"{name} isn't a creature ({face.type_line}); summoning sickness applies only to "
                          "creatures.", "302.6"))
    else:
        return Verdict("no", f"{name} is {face.type_line}, not a permanent: it never comes into play to attack or "
                       "tap.", (step("Only permanents are on the battlefield.", "110.1"),))
    if own_haste:
        steps.append(step(f"{name} has haste.", "702.10b", "702.10c"))
    elif other_haste and haste_source is not None:
        steps.append(step(f"{haste_source.name} gives haste: \"{grant}\".", "702.10b", "702.10c"))
        assumptions.append(f"{haste_source.name}'s haste applies to {name} (its conditions are met).")
    sick = creature and not haste                                    # 302.6 applies now
    sick_if_animated = animates and not creature and not haste       # ... once it becomes a creature

    tap_abilities = [a for a in _activated(card) if needs_tap(a)]
    free_abilities = [a for a in _activated(card) if not needs_tap(a)]
    mana = [a for a in face.abilities if a.kind == "mana" and a.mana_ability_of == "activated"]
    values: dict[str, str] = {}

    payer = q.card("cost_spell")
    if payer is not None and action not in ("convoke", "improvise", "crew"):
        if (q.details.get("actor") == "opponent") != (q.controller("permanent") == "opponent") \
                and q.controller("permanent") is not None:
            return None                      # 118.3: who taps it may not control it
        if tapping_costs(payer, q.details.get("payer_zone")):
            return _tapped_for_cost(card, payer, creature, steps, q.details.get("payer_zone"))
        if not mana:
            return None                      # no cost of the other card taps it, and it makes no mana
        action = "tap_for_mana"              # "tap A to pay for B": only A's mana can pay B's mana cost
    elif action == "tap_for_cost":
        return None                          # whose cost it pays isn't told
    if action == "tap_for_mana" or (action == "any" and mana):
        tapping = [a for a in mana if needs_tap(a)]
        if not mana:
            values["tap_for_mana"] = "no"
            steps.append(step(f"{name} has no activated mana ability, so it can't tap for mana.", "605.1a"))
        elif not tapping:
            values["tap_for_mana"] = "yes"
            steps.append(step(f"Its mana abilities don't use {{T}} or {{Q}} ({_cost(mana[0])}), so summoning "
                              "sickness doesn't stop them.", "302.6"))
        elif sick:
            values["tap_for_mana"] = "no"
            steps.append(step(f"Its mana ability costs {_cost(tapping[0])}: a creature's {{T}} ability can't be "
                              "activated until you've controlled it since the start of your turn.", "107.5", "302.6"))
        else:
            values["tap_for_mana"] = "yes"
            steps.append(step(f"Its mana ability costs {_cost(tapping[0])}; "
                              + ("haste lets it pay {T} anyway." if haste else
                                 "that's allowed while it isn't a creature."), "107.5", "302.6"))
            if sick_if_animated:
                assumptions.append(f"{name} hasn't been made a creature that turn (then it couldn't pay {{T}}).")
    if action in ("attack", "any"):
        if not (creature or animates):
            values["attack"] = "no"
            steps.append(step(f"{name} isn't a creature, so it can't attack.", "508.1a"))
        elif "defender" in keyword_map(face):
            values["attack"] = "no"
            steps.append(step(f"{name} has defender and can't attack.", "702.3b"))
        else:
            values["attack"] = "no" if sick or sick_if_animated else "yes"
            steps.append(step(("It can attack that turn because it has haste." if haste else
                               "It can't attack the turn it comes under your control."), "302.6", "702.10b"))
            if animates and not creature:
                assumptions.append(f"{name} has been made a creature (crewed or animated) to attack.")
    if action == "crew":
        # 702.122a: crewing taps creatures as a cost without {T}, so summoning sickness doesn't matter.
        values["crew"] = "yes" if creature else "no"
        steps.append(step(f"Crew's cost taps untapped creatures but isn't a {{T}} cost, so {name} can crew the "
                          "turn it comes in." if creature else f"{name} isn't a creature, so it can't crew.",
                          "702.122a", "302.6"))
    if action in ("convoke", "improvise"):
        # 702.51a, 702.126a: tapping it pays part of another spell's cost; it isn't one of its own {T} abilities
        fits = creature or animates if action == "convoke" else "artifact" in {t.lower() for t in face.types}
        spell = q.card("cost_spell")
        if spell is not None and action not in keyword_map(front(spell)):
            values[action] = "no"
            steps.append(step(f"{spell.name} doesn't have {action}.", "702.51a" if action == "convoke" else "702.126a"))
        else:
            values[action] = "yes" if fits else "no"
            kind = "creature" if action == "convoke" else "artifact"
            steps.append(step(f"{action.capitalize()} taps untapped {kind}s you control as part of paying for a spell, "
                              f"not with {{T}}, so {name} can be tapped for it the turn it comes in." if fits else
                              f"{name} isn't a {kind}, so it can't be tapped for {action}.",
                              "702.51a" if action == "convoke" else "702.126a", "302.6"))
    if action == "block":
        values["block"] = "yes" if (creature or animates) else "no"
        steps.append(step("Summoning sickness doesn't stop a creature from blocking." if creature or animates
                          else f"{name} isn't a creature, so it can't block.", "302.6", "509.1a"))
    if action in ("activate", "any") and (tap_abilities or free_abilities):
        if sick and tap_abilities:
            values["activate"] = "depends" if free_abilities else "no"
            steps.append(step("Abilities with {T} or {Q} in their cost can't be activated yet: "
                              + name_list(_quote(a) for a in tap_abilities) + ".", "107.5", "107.6", "302.6"))
            if free_abilities:
                steps.append(step("Abilities without {T} or {Q} can be: "
                                  + name_list(_quote(a) for a in free_abilities) + ".", "302.6"))
        else:
            values["activate"] = "yes"
            if sick_if_animated and tap_abilities:
                assumptions.append(f"{name} hasn't been made a creature that turn (then its {{T}} abilities "
                                   "couldn't be activated).")
            steps.append(step("Its activated abilities can be activated that turn"
                              + (" (it has haste)." if haste and tap_abilities else "."), "302.6", "702.10c"))
    elif action == "activate":
        values["activate"] = "no"
        steps.append(step(f"{name} has no activated abilities.", "602.1"))

    if not values:
        return None
    used = tuple(examined) + ((haste_source.name,) if haste_source is not None else ())
    if action == "any":
        return _unless(conditional, haste, replace(_affected(name, creature, animates, haste, values, steps,
                                                              assumptions), examined=used), affected=True)
    value = values[action]
    can = [ACTIONS[k] for k, v in values.items() if v == "yes"]
    cannot = [ACTIONS[k] for k, v in values.items() if v == "no"]
    lead = {"yes": "Yes", "no": "No", "depends": "It depends"}[value]
    parts = []
    if can:
        parts.append(f"{name} can {name_list(can)} the turn it comes in")
    if cannot:
        parts.append(f"{name} can't {name_list(cannot, 'or')} the turn it comes in")
    if values.get("activate") == "depends":
        parts.append("only its abilities without {T} or {Q} can be used")
    answer = f"{lead}: " + "; ".join(parts) + "."
    if cannot and not haste and (creature or animates) and action not in ("convoke", "improvise") and not (
            action == "attack" and "defender" in keyword_map(face)):        # 702.3b: haste doesn't lift defender
        answer += " Haste would change that."
    cost_spell = q.card("cost_spell")
    if action in ("convoke", "improvise") and cost_spell is not None and value == "no" \
            and action not in keyword_map(front(cost_spell)):
        answer = f"No: {cost_spell.name} doesn't have {action}, so nothing can be tapped for it."
    return _unless(conditional, haste, Verdict(value, answer, tuple(steps), tuple(assumptions), examined=used))


def _unless(conditional: tuple[Card, str] | None, haste: bool, verdict: Verdict, affected: bool = False) -> Verdict:
    """With haste from another card only under a condition, what haste would change depends on it."""
    if conditional is None or haste or verdict.value != ("yes" if affected else "no"):
        return verdict
    source, text = conditional
    why = step(f"{source.name} gives haste only when its ability applies (\"{text}\"); with that haste the "
               "answer changes.", "702.10b")
    return replace(verdict, value="depends", answer=f"It depends on {source.name}: without haste, "
                   + verdict.answer[0].lower() + verdict.answer[1:], steps=verdict.steps + (why,))


def _affected(name: str, creature: bool, animates: bool, haste: bool, values: dict[str, str], steps: list,
              assumptions: list) -> Verdict:
    """ "Does A have summoning sickness?": yes when 302.6 restricts it the turn it comes in."""
    blocked = [ACTIONS[k] for k, v in values.items() if v == "no" and k != "tap_for_mana" or
               (k == "tap_for_mana" and v == "no" and creature)]
    if haste:
        return Verdict("no", f"No: {name} has haste, so it can attack and use {{T}} abilities the turn it comes in.",
                       tuple(steps), tuple(assumptions))
    if creature:
        return Verdict("yes", f"Yes: the turn it comes under your control, {name} can't "
                       f"{name_list(blocked, 'or') or 'attack'}; it can still block and use abilities without {{T}} or {{Q}}.",
                       tuple(steps), tuple(assumptions))
    if animates:
        return Verdict("depends", f"Only while it is a creature: {name} isn't one as printed, but if it becomes one "
                       "the turn it comes in, it can't attack or use {T} abilities then.", tuple(steps),
                       tuple(assumptions))
    return Verdict("no", f"No: {name} isn't a creature, so summoning sickness doesn't apply; it can use its {{T}} "
                   "abilities the turn it comes in.", tuple(steps), tuple(assumptions))


_AFTER = {
    "transform": ("transforms, turns face up or phases in", "no",
                  "it stays the same object (712.18, 708.8, 702.26d), so whether it is affected by summoning sickness "
                  "still depends only on how long its controller has controlled it", ("712.18", "302.6")),
    "zone": ("leaves the battlefield and returns", "yes",
             "it comes back as a new object (400.7) that its controller hasn't controlled since the turn began",
             ("400.7", "302.6")),
    "control": ("changes control", "yes", "its new controller hasn't controlled it continuously since their most "
                "recent turn began", ("302.6",)),
}


def _sick_again(card: Card, after: str | None, again: bool) -> Verdict | None:
    """Does a permanent get summoning sickness (anew) after an event? (302.6: continuous control since
    the most recent turn began; 400.7: a permanent that changes zones is a new object)."""
    if after is None or not again:
        return None
    face = front(card)
    if not (face.facts.is_creature or face.facts.becomes_creature):
        return None
    event, value, why, rules = _AFTER[after]
    steps = [step(f"When {card.name} {event}, {why}.", *rules)]
    if face.facts.has_haste and value == "yes":
        steps.append(step(f"{card.name} has haste, so summoning sickness never stops it.", "702.10b"))
        value = "no"
    answer = {"yes": f"Yes: after it {event.split(',')[0]}, {card.name} is affected by summoning sickness again "
                     "until its controller has controlled it since the start of their turn.",
              "no": f"No: {card.name} doesn't get summoning sickness again when it {event.split(',')[0]}."}[value]
    return Verdict(value, answer, tuple(steps))
