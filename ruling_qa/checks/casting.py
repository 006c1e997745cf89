"""Casting and priority: can a player cast a spell or activate an ability in response to another?
(117.1a: an instant any time a player has priority, anything else only in their main phase with an
empty stack; 702.8a flash; 602.5d "activate only as a sorcery"; 606.3 loyalty abilities; 702.61a
split second: no spells and no abilities but mana abilities and special actions, 702.61b.)
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..models import Ability, Card, Face, FaceFacts, ScenarioObject, Step, Verdict
from ..parse.objects import SPELL_KIND_TYPES, spell_kind
from . import CheckInput, Examine, Reads, check, reaching_abilities
from .facts import CHANGES_DISCARD, front, keyword_map, mana_value_in, never_cast, object_fits, shown, step, text_of

# keyword abilities that are activated any time their controller has priority
_ANY_TIME = frozenset({"cycling", "crew", "channel", "monstrosity", "adapt", "typecycling", "landcycling",
                       "basic landcycling", "plainscycling", "islandcycling", "swampcycling", "mountaincycling",
                       "forestcycling"})
_SORCERY_SPEED = re.compile(r"activate only as a sorcery|activate only during your (?:main phase|turn)", re.I)
# what in another card's text may change when a spell can be cast or an ability activated
TIMING_WORDS = r"flash|as though|can't cast|can't be cast|can't activate|any time|only during|sorcery"


def _nothing_to_respond_to(card: Card, thing: str | None) -> Verdict | None:
    """The "no" when what the question names never uses the stack: a land being played (a special
    action, 116.2a) or a mana ability (605.3a); None otherwise."""
    name = card.name
    if thing == "land_played" and {t.lower() for t in front(card).types} == {"land"}:
        return Verdict("no", f"No: playing {name} is a special action; it doesn't use the stack, so there is nothing "
                       "to respond to.", (step("Playing a land is a special action: it doesn't use the stack, and no "
                                               "player gets priority in between.", "116.2a", "305.1"),))
    if thing != "ability":
        return None
    abilities = [a for f in card.faces for a in f.abilities if a.kind in ("activated", "triggered", "mana")]
    if abilities and all(a.kind == "mana" and a.mana_ability_of == "activated" for a in abilities):
        return Verdict("no", f"No: {name}'s ability is a mana ability; it doesn't use the stack and resolves at "
                       "once, so nobody can respond to it.",
                       (step(f"{name}'s abilities are mana abilities (\"{shown(abilities[0])}\").", "605.1a"),
                        step("Mana abilities don't go on the stack: they can't be responded to.", "605.3a", "117.3")))
    if abilities and not any(a.kind == "mana" for a in abilities) and len(card.faces) == 1:
        # 405.1, 603.3: activated (non-mana) and triggered abilities go on the stack
        return Verdict("yes", f"Yes: {name}'s ability goes on the stack, and players get priority before it resolves.",
                       (step(f"\"{shown(abilities[0])}\" isn't a mana ability: it uses the stack.", "405.1", "603.3"),
                        step("Players can respond to what is on the stack.", "117.7")))
    return None


def _respond_to_spell(spell: Card) -> Verdict | None:
    """"Can I respond to A?", A a card that is cast: yes, players get priority while it is on the
    stack (117.7), unless it has split second (702.61a)."""
    face = front(spell)
    if len(spell.faces) > 1 or never_cast(face) is not None or not face.types:
        return None                          # a land or a card with faces: what is on the stack isn't clear
    if "split second" in keyword_map(face):
        return Verdict("no", f"No: {spell.name} has split second; while it is on the stack, players can't cast spells "
                       "or activate abilities other than mana abilities.",
                       (step("Split second: only mana abilities and special actions (such as turning a face-down "
                             "creature face up) while it is on the stack.", "702.61a", "702.61b"),))
    return Verdict("yes", f"Yes: {spell.name} is a spell on the stack once cast, and players get priority before it "
                   "resolves.", (step("A spell goes on the stack as it is cast; its caster, then each other player, "
                                      "gets priority before it resolves.", "405.1", "117.3c", "117.7"),),
                   (f"{spell.name} is cast (not put onto the battlefield or played by another effect).",))


@check("casting.in_response.v1", intent="priority.respond",
       answers="Can a player cast a spell, or activate an ability, while another spell is on the stack (in "
               "response)? Reads the response's type, flash, sorcery-speed and loyalty abilities, and split second.",
       cites=("117.1a", "702.8a", "602.5d", "606.3", "702.61a", "702.61b", "605.3a", "605.1a", "116.2a", "305.1",
              "117.3", "702.29a", "405.1", "117.3c", "117.7"),
       reads=Reads(roles=("spell",), optional=("response",), params=("how", "object", "ability"),
                   scenario=("controller", "zone", "players")),
       examine=Examine(r"flash|as though|split second|can't cast|can't be cast|can't activate|priority|instant",
                       "changes when spells can be cast or abilities activated", "117.1a"),
       ruling_terms=("response", "flash", "split second", "instant", "sorcery"))
def in_response(q: CheckInput) -> Verdict | None:
    response, spell = q.card("response"), q.need("spell")
    how = q.details.get("how")
    on_stack = front(spell)
    nothing = _nothing_to_respond_to(spell, q.details.get("object"))
    if response is None:
        return nothing if nothing is not None or q.details.get("object") else _respond_to_spell(spell)
    if nothing is not None and nothing.value == "no":
        return nothing                       # nothing to respond to, with whatever response
    face = front(response)
    if not on_stack.types or {t.lower() for t in on_stack.types} == {"land"}:
        return None                          # a land is never a spell on the stack
    steps = []
    activated = [a for f in response.faces for a in f.abilities if a.kind in ("activated", "mana")
                 and (a.kind == "activated" or a.mana_ability_of == "activated")]
    if how is None and {t.lower() for t in face.types} <= {"instant", "sorcery"}:
        how = "cast"                         # "respond to A with B": B is a spell card
    if q.details.get("ability") == "cycle":     # 702.29a: cycling is an activated ability
        activated = [a for a in activated if (a.keyword or "").lower().endswith("cycling")]
        if not activated:
            return Verdict("no", f"No: {response.name} has no cycling ability.",
                           (step(f"{response.name} has no cycling keyword.", "702.29a"),))
    if how == "activate":
        if not activated:
            return Verdict("no", f"No: {response.name} has no activated ability.",
                           (step(f"{response.name} has no ability with a cost and a colon.", "602.1"),))
        mana = [a for a in activated if a.kind == "mana"]
        others = [a for a in activated if a.kind != "mana"]
        if "split second" in keyword_map(on_stack):
            steps.append(step(f"{spell.name} has split second: while it's on the stack, only mana abilities can be "
                              "activated.", "702.61a", "702.61b"))
            if others and mana:
                return Verdict("depends", f"It depends: only {response.name}'s mana abilities can be activated while "
                               f"{spell.name} is on the stack.", tuple(steps))
            value = "yes" if mana else "no"
            return Verdict(value, f"{'Yes' if mana else 'No'}: {response.name}'s "
                           f"{'mana ability can' if mana else 'abilities can’t'} be activated while {spell.name} is "
                           "on the stack.", tuple(steps))
        if any(a.keyword and a.keyword.lower() not in _ANY_TIME for a in others):
            return None                      # a keyword ability's timing is in its own rule (equip: 702.6a)
        slow = [a for a in others if _SORCERY_SPEED.search(a.normalized or a.text) or a.loyalty]
        quick = [a for a in activated if a not in slow]
        for a in slow:
            steps.append(step(f"\"{shown(a)}\" can be activated only when a sorcery could be cast.",
                              "606.3" if a.loyalty else "602.5d"))
        if quick and slow:
            return Verdict("depends", f"It depends on the ability: some of {response.name}'s abilities can be "
                           "activated in response, others only at sorcery speed.", tuple(steps))
        if slow:
            return Verdict("no", f"No: {response.name}'s abilities can be activated only when the stack is empty.",
                           tuple(steps))
        steps.append(step("An activated ability can be activated any time its controller has priority, unless it "
                          "says otherwise.", "602.5d", "117.1a"))
        return Verdict("yes", f"Yes: {response.name}'s ability can be activated while {spell.name} is on the stack.",
                       tuple(steps))
    if how != "cast":
        return None
    if "split second" in keyword_map(on_stack):
        return Verdict("no", f"No: {spell.name} has split second; no other spell can be cast while it's on the "
                       "stack.", (step("Split second: players can't cast other spells while it's on the stack.",
                                       "702.61a"),))
    types = {t.lower() for t in face.types}
    if types == {"land"}:
        return Verdict("no", f"No: {response.name} is a land; lands are played, not cast, and only when the stack "
                       "is empty.", (step("Playing a land is a special action taken in a main phase with an empty "
                                          "stack.", "305.1"),))
    if _own_timing_limit(response):
        return None                          # its own "Cast this spell only during ..." isn't weighed here
    if "instant" in types:
        steps.append(step(f"{response.name} is an instant: it can be cast any time its controller has priority.",
                          "117.1a"))
        return Verdict("yes", f"Yes: {response.name} is an instant, so it can be cast in response.", tuple(steps))
    if "flash" in keyword_map(face):
        steps.append(step(f"{response.name} has flash: it can be cast any time an instant could.", "702.8a"))
        return Verdict("yes", f"Yes: {response.name} has flash, so it can be cast in response.", tuple(steps))
    steps.append(step(f"{response.name} is {face.type_line}: it can be cast only in its controller's main phase "
                      "while the stack is empty.", "117.1a"))
    return Verdict("no", f"No: {response.name} can't be cast while {spell.name} is on the stack.", tuple(steps))


# 117.1a, 304.1, 702.8a: what can be cast any time its controller has priority; 301.1-310.1: anything
# else only in a main phase of its controller's turn with an empty stack
_OFF_MAIN = {"combat": "during combat", "upkeep": "in an upkeep", "end_step": "in an end step",
             "draw_step": "in a draw step", "instant_speed": "at instant speed", "in_response": "in response"}
_TYPE_RULE = {"artifact": "301.1", "creature": "302.1", "enchantment": "303.1", "land": "305.1",
              "planeswalker": "306.1", "sorcery": "307.1", "battle": "310.1"}
_AS_THOUGH_FLASH = re.compile(r"as though (?:it|~|this spell) had flash", re.I)
# 601.3: the card's own limit on when it may be cast ("Cast this spell only during combat")
_CAST_ONLY = re.compile(r"\bcast (?:this spell|~) only\b|\bcan't be cast\b", re.I)


def _own_timing_limit(card: Card) -> bool:
    return any(_CAST_ONLY.search(a.normalized or a.text) for f in card.faces for a in f.abilities)


# 702.8a, 601.3b: another permanent's static ability that lets its controller cast some spells as though they had
# flash ("You may cast creature spells as though they had flash."), or gives cards flash ("Creature cards you own
# have flash.")
_FLASH_GRANTS = (re.compile(r"^you may cast (?P<what>[a-z -]*?spells) as though they had flash\.$", re.I),
                 re.compile(r"^(?P<what>[a-z -]*?(?:spells|cards)) (?:you own|you control|in your hand)"
                            r"(?: that aren't on the battlefield)? have flash\.$", re.I))


def _flash_from_others(q: CheckInput, spell: Card, caster: str | None
                       ) -> tuple[str, list[Step], list[str], list[str]] | None:
    """What the other named cards do to when `spell` can be cast: ("yes" one of them lets its caster cast it as
    though it had flash, "no" none does), the steps, assumptions, and the cards examined; None when one says
    something about timing this doesn't read."""
    value, steps, assumptions, examined = "no", [], [], []
    for other in q.others:
        holder = (q.question.reading.obj(other.name) or ScenarioObject(other.name)).controller
        texts = [(a, text_of(a)) for a in reaching_abilities(other)]
        grants = [(a, m) for a, text in texts for pattern in _FLASH_GRANTS for m in [pattern.match(text)] if m]
        for a, text in texts:
            limit = next((m for _, pattern in _CAST_LIMITS for m in [pattern.match(text)] if m), None)
            if limit is not None and a.kind == "static" and limit["who"].lower() in ("each opponent", "your opponents") \
                    and holder is not None and holder == caster:
                # 601.3: a limit on its controller's opponents, and its controller casts the spell
                steps.append(step(f"{other.name}: \"{text}\" — only for its controller's opponents.", "601.3"))
            elif re.search(TIMING_WORDS, text, re.I) and not any(a is g for g, _ in grants):
                return None                  # something else about when spells can be cast
        if not grants:
            if not any(re.search(TIMING_WORDS, text, re.I) for _, text in texts):
                steps.append(step(f"{other.name}: examined; none of its abilities changes when spells can be cast.",
                                  "117.1a"))
            examined.append(other.name)
            continue
        if any(a.kind != "static" for a, _ in grants):
            return None                      # a grant only once activated
        fits = object_fits(grants[0][1]["what"].replace("cards", "spells"), spell)
        if fits is None:
            return None
        said = f"{other.name}: \"{text_of(grants[0][0])}\""
        if fits[0] == "no":
            steps.append(step(f"{said} — {fits[1]}.", "702.8a"))
        elif holder is not None and caster is not None and holder != caster:
            steps.append(step(f"{said} — only for its controller, who isn't the one casting {spell.name}.", "702.8a"))
        else:
            if holder is None or caster is None:
                assumptions.append(f"{spell.name} is cast by {other.name}'s controller (the question doesn't say).")
            steps.append(step(f"{said} — {spell.name} is one of them, so it can be cast any time its caster could "
                              "cast an instant.", "702.8a", "601.3b"))
            value = "depends" if fits[0] == "depends" and value != "yes" else "yes"
        examined.append(other.name)
    return value, steps, assumptions, examined


@check("casting.timing.v1", intent="cast.timing",
       answers="Can a player cast a spell (or play a land, or activate an ability) at a given time: on an "
               "opponent's turn, during combat, in an upkeep or end step, at instant speed?",
       cites=("117.1a", "304.1", "702.8a", "301.1", "302.1", "303.1", "305.1", "305.9", "306.1", "307.1", "310.1",
              "602.5d", "606.3", "702.6a", "702.61a", "601.3b"),
       reads=Reads(roles=("spell",), params=("how", "whose", "when", "ability", "caster"),
                   scenario=("controller", "zone", "players", "events")),
       examine=Examine(TIMING_WORDS, "changes when spells can be cast or abilities activated", "117.1a"),
       ruling_terms=("flash", "instant", "sorcery", "main phase", "any time"))
def timing(q: CheckInput) -> Verdict | None:
    card = q.need("spell")
    whose, when = q.details.get("whose"), q.details.get("when")
    if when is None and whose != "opponent":
        return None                          # "during my turn": which step isn't said
    where = " ".join(w for w in (_OFF_MAIN.get(when or ""), "on an opponent's turn" if whose == "opponent" else "")
                     if w)
    if q.details.get("how") == "activate":
        return _activate_timing(card, where, q.details.get("ability"))
    if when == "in_response" and any("split second" in keyword_map(front(c)) for c in q.others):
        return None                          # 702.61a: a spell with split second on the stack: not weighed here
    if q.question.reading.scenario.events and when != "in_response":
        return None                          # spells told cast are what a response answers; at other times, not read
    own = _own_timing(card, where, when)
    if own is None or not q.others or q.details.get("how") == "play" or never_cast(front(card)) is not None:
        return own
    others = _flash_from_others(q, card, q.details.get("caster"))
    if others is None:
        return None
    value, steps, assumptions, examined = others
    if own.value != "no" or value == "no":
        return replace(own, steps=own.steps + tuple(steps), examined=tuple(examined))
    answer = {"yes": f"Yes: {card.name} can be cast {where}, as though it had flash.",
              "depends": f"It depends: {card.name} can be cast {where} only if it is one of the spells given flash."}
    return Verdict(value, answer[value], own.steps + tuple(steps), tuple(assumptions), examined=tuple(examined))


@check("casting.timing_kind.v1", intent="cast.timing_kind",
       answers="Can a player cast a kind of spell (\"a sorcery\", \"an instant\", \"creature spells\", \"a creature "
               "with flash\") at a given time: on an opponent's turn, during combat, in an upkeep or end step, in "
               "response? Weighs its card type, flash, and other named cards that give flash.",
       cites=("117.1a", "304.1", "702.8a", "301.1", "302.1", "303.1", "306.1", "307.1", "310.1", "601.3b"),
       reads=Reads(params=("kind", "flash", "whose", "when", "caster"), scenario=("controller", "players")),
       examine=Examine(TIMING_WORDS, "changes when spells can be cast", "117.1a"),
       ruling_terms=("flash", "instant", "sorcery", "main phase"))
def timing_of_kind(q: CheckInput) -> Verdict | None:
    word = q.details.get("kind", "")
    if word not in SPELL_KIND_TYPES:
        return None
    flash = q.details.get("flash") == "yes"
    said = spell_kind(word, flash)
    card_type = SPELL_KIND_TYPES[word].capitalize()
    subtypes = ("Aura",) if word.startswith("aura") else ("Equipment",) if word == "equipment" else ()
    face = Face(name=said, mana_cost=None, type_line=f"{card_type}{' — ' + subtypes[0] if subtypes else ''}",
                oracle_text="", types=(card_type,), subtypes=subtypes,
                abilities=(Ability(kind="keyword", text="Flash", keyword="Flash"),) if flash else (),
                facts=FaceFacts(is_creature=card_type == "Creature"))
    verdict = timing(CheckInput(q.question, {"spell": Card(name=said, layout="normal", faces=(face,))},
                                {k: v for k, v in q.details.items() if k != "how"}, q.others))
    if verdict is None:
        return None
    opening = f"{said[:1].upper()}{said[1:]}:"
    steps = tuple(replace(s, text=re.sub(rf"^{re.escape(said)} (?:is {re.escape(face.type_line)}|is an instant|has "
                                         rf"flash):", opening, s.text)) for s in verdict.steps)
    return replace(verdict, steps=steps, assumptions=verdict.assumptions + (
        () if flash else ("It has no ability that lets it be cast at other times (such as flash).",)))


def _own_timing(card: Card, where: str, when: str | None) -> Verdict | None:
    """When `card` can be cast by its own card types and keywords (117.1a, 304.1, 702.8a, 307.1 ...)."""
    face = front(card)
    types = {t.lower() for t in face.types}
    if _own_timing_limit(card):
        return None                          # its own "Cast this spell only during ..." isn't weighed here
    if "instant" in types or "flash" in keyword_map(face):
        why = (step(f"{card.name} is an instant: it can be cast any time its controller has priority.", "304.1",
                    "117.1a") if "instant" in types else
               step(f"{card.name} has flash: it can be cast any time its controller could cast an instant.", "702.8a"))
        # 702.61a: a spell with split second on the stack would stop it; none is named
        return Verdict("yes", f"Yes: {card.name} can be cast {where}, whenever its controller has priority.", (why,),
                       ("Nothing on the stack has split second (702.61a).",) if when == "in_response" else ())
    never = never_cast(face)
    if never is not None and never[0] != "land":
        return Verdict("no", f"No: {card.name} is a {never[0]} card; it can't be cast at all.",
                       (step(f"A {never[0]} card can't be cast.", never[1]),))
    slow = sorted(t for t in types if t in _TYPE_RULE)
    if not slow:
        return None
    rule = "305.9" if "land" in types and len(slow) > 1 else _TYPE_RULE["land" if "land" in types else slow[0]]
    verb = "played" if "land" in types else "cast"
    steps = [step(f"{card.name} is {face.type_line}: it can be {verb} only in a main phase of its controller's own "
                  "turn, while the stack is empty.", rule)]
    if any(_AS_THOUGH_FLASH.search(a.normalized or a.text) for f in card.faces for a in f.abilities):
        steps.append(step(f"{card.name}'s own text lets it be cast as though it had flash, under its condition.",
                          "702.8a"))
        return Verdict("depends", f"It depends: {card.name} can be cast {where} only as its text allows.",
                       tuple(steps))
    return Verdict("no", f"No: {card.name} can't be {verb} {where}.", tuple(steps))


def _activate_timing(card: Card, where: str, ability: str | None = None) -> Verdict | None:
    """602.5d: an activated ability can be activated any time its controller has priority, unless it
    says "activate only as a sorcery" (or is a loyalty ability, 606.3, or equip, 702.6a)."""
    abilities = [a for f in card.faces for a in f.abilities if a.kind == "activated"
                 or (a.kind == "mana" and a.mana_ability_of == "activated")]
    if ability == "equip":
        equips = [a for a in abilities if (a.keyword or "").lower() == "equip"]
        if not equips:
            return Verdict("no", f"No: {card.name} has no equip ability.",
                           (step(f"{card.name} has no equip keyword.", "702.6a"),))
        return Verdict("no", f"No: equip can be activated only when a sorcery could be cast, not {where}.",
                       (step("Equip means \"[Cost]: Attach this permanent to target creature you control. Activate "
                             "only as a sorcery.\"", "702.6a"),
                        step("\"Activate only as a sorcery\": only in a main phase of its controller's turn, with "
                             "the stack empty.", "602.5d")))
    if not abilities or any(a.keyword and a.keyword.lower() not in _ANY_TIME for a in abilities):
        return None                          # none, or a keyword ability whose timing is in its own rule
    slow = [a for a in abilities if _SORCERY_SPEED.search(a.normalized or a.text) or a.loyalty]
    if slow and len(slow) < len(abilities):
        return None                          # which ability isn't said
    if slow:
        return Verdict("no", f"No: {card.name}'s ability can be activated only when a sorcery could be cast, not "
                       f"{where}.", (step(f"\"{shown(slow[0])}\"", "606.3" if slow[0].loyalty else "602.5d"),))
    tapping = front(card).facts.is_creature and any("{T}" in a.cost or "{Q}" in a.cost for a in abilities)
    return Verdict("yes", f"Yes: {card.name}'s ability can be activated {where}, whenever its controller has "
                   "priority.", (step(f"\"{shown(abilities[0])}\" doesn't limit when it's activated; an activated "
                                      "ability can be activated any time its controller has priority.", "602.5d"),),
                   (f"{card.name} has been under its controller's control since their most recent turn began (302.6: "
                    "{T} and {Q} abilities of creatures need that).",) if tapping else ())


# 702.35a: madness works when the card is discarded (cycling discards it, 702.29a); a card milled or
# put into a graveyard another way isn't discarded (701.17a, 701.9a)
_DISCARDED_HOW = {"cycled": ("it is discarded to pay its cycling cost", "702.29a"),
                  "discarded": ("it is discarded", "701.9a")}


@check("casting.madness.v1", intent="cast.madness",
       answers="Can A be cast for its madness cost after it is cycled, discarded, or milled? (702.35a: only a "
               "discarded card is exiled by madness and can be cast for its madness cost.)",
       cites=("702.35a", "702.35b", "702.29a", "701.9a", "701.17a"),
       reads=Reads(roles=("card",), params=("how", "caster"), scenario=("controller", "players")),
       ruling_terms=("madness", "discard", "cycle"))
def madness(q: CheckInput) -> Verdict | None:
    card = q.need("card")
    how = q.details.get("how")
    keys = {k.lower() for f in card.faces for k in keyword_map(f)}
    if "madness" not in keys:
        return Verdict("no", f"No: {card.name} has no madness ability, so it has no madness cost to cast it for.",
                       (step(f"{card.name}'s keywords: {', '.join(sorted(keys)) or 'none'}.", "702.35a"),))
    if how is None:
        return None                          # how it left the hand isn't said
    steps, examined = [], []
    for other in q.others:
        if any(CHANGES_DISCARD.search(text_of(a)) for f in other.faces for a in f.abilities):
            return None                      # what made the player discard may change where the card goes
        examined.append(other.name)
        steps.append(step(f"{other.name}: examined; a card discarded to it is discarded like any other.", "701.9a"))
    if how == "milled":
        return Verdict("no", f"No: {card.name} was milled, not discarded, so madness doesn't apply and it stays in "
                       "the graveyard.", (step("To mill is to put cards from the top of the library into the "
                                               "graveyard; nothing is discarded.", "701.17a"),
                                          step("Madness exiles the card only if it would be discarded.", "702.35a"))
                       + tuple(steps), examined=tuple(examined))
    if how == "cycled" and not any("cycling" in k for k in keys):
        return None                          # it has no cycling: the scenario can't be
    if q.details.get("caster") == "not_owner":
        return Verdict("no", f"No: only {card.name}'s owner, the player who discarded it, may cast it for its madness "
                       "cost.", (step("Madness: \"its owner may cast it by paying [cost]\".", "702.35a"),)
                       + tuple(steps),
                       examined=tuple(examined))
    said, rule = _DISCARDED_HOW[how]
    return Verdict("yes", f"Yes: {said}, so madness exiles it instead, and its owner may cast it for its madness "
                   "cost.", (step(f"{card.name}: {said}.", rule),
                             step("Discarded, a card with madness is exiled instead of put into the graveyard, and "
                                  "its owner may cast it by paying its madness cost as that trigger resolves; if "
                                  "they don't, it goes to the graveyard.", "702.35a", "702.35b")) + tuple(steps),
                   ("Its owner can pay the madness cost when the madness trigger resolves.",),
                   examined=tuple(examined))


# what a player can respond to, by its kind (117.7: only to what is on the stack)
_RESPONDABLE = {
    "spell": ("yes", "A spell is put on the stack when it is cast (405.1) and its caster, then each other player, "
              "gets priority before it resolves.", ("405.1", "117.3c", "117.7")),
    "triggered": ("yes", "A triggered ability goes on the stack the next time a player would receive priority, and "
                  "players get priority while it waits there.", ("603.3", "117.7")),
    "activated": ("yes", "An activated ability (other than a mana ability) goes on the stack when it is activated.",
                  ("405.1", "117.3c", "117.7")),
    "mana": ("no", "A mana ability doesn't go on the stack: it resolves immediately, so it can't be responded to.",
             ("605.3b",)),
    "face_up": ("no", "Turning a face-down creature face up is a special action: it doesn't use the stack.",
                ("116.2b", "702.37e")),
    "land": ("no", "Playing a land is a special action: it doesn't use the stack.", ("116.2a", "305.1")),
}


@check("casting.respond_kind.v1", intent="respond.kind",
       answers="Can a player respond to a kind of thing, none named: a spell, a triggered or activated ability (yes: "
               "they use the stack), a mana ability, a creature turned face up (no)?",
       cites=("117.7", "405.1", "117.3c", "603.3", "605.3b", "116.2a", "116.2b", "702.37e", "305.1", "702.61a"),
       reads=Reads(params=("kind",), scenario=("players",)),
       ruling_terms=("respond", "stack"))
def respond_kind(q: CheckInput) -> Verdict | None:
    said = _RESPONDABLE.get(q.details.get("kind", ""))
    if said is None:
        return None
    value, why, rules = said
    assumed = ("It doesn't have split second; with split second, players can only activate mana abilities and take "
               "special actions while it is on the stack (702.61a, 702.61b).",) if q.details["kind"] == "spell" else ()
    return Verdict(value, f"{value.capitalize()}: {why}", (step(why, *rules),), assumed)


@check("casting.uses_stack.v1", intent="stack.uses",
       answers="Does A (or A's ability) use the stack? A spell does (601.2a, 405.1), and so do activated and triggered "
               "abilities (602.2a, 603.3), except mana abilities (605.3b, 605.4a); playing a land doesn't (305.1, "
               "116.2a), nor does a static ability, which is simply true (113.3d, 604.1).",
       cites=("405.1", "601.2a", "602.2a", "603.3", "605.3b", "605.4a", "305.1", "116.2a", "113.3d", "604.1"),
       reads=Reads(roles=("subject",), params=("object",), scenario=("controller", "zone", "players")),
       ruling_terms=("stack", "mana ability", "respond"))
def uses_stack(q: CheckInput) -> Verdict | None:
    card = q.need("subject")
    face = front(card)
    name = card.name
    if q.details.get("object") != "ability":
        if len(card.faces) > 1:
            return None                      # which face is cast or played isn't read
        if {t.lower() for t in face.types} & {"land"}:
            return Verdict("no", f"No: {name} is a land; playing it is a special action that doesn't use the stack.",
                           (step("Playing a land is a special action; it doesn't use the stack.", "305.1", "116.2a"),))
        return Verdict("yes", f"Yes: cast, {name} is put on the stack, and players can respond before it resolves.",
                       (step(f"To cast {name}, its card is moved to the stack.", "601.2a", "405.1"),))
    abilities = [a for f in card.faces for a in f.abilities if a.kind in ("activated", "triggered", "mana")]
    if not abilities and any(a.kind == "spell" for f in card.faces for a in f.abilities) and len(card.faces) == 1:
        return Verdict("yes", f"Yes: {name}'s spell ability is the spell itself; cast, it is put on the stack.",
                       (step(f"To cast {name}, its card is moved to the stack.", "601.2a", "405.1"),))
    if not abilities:
        statics = [a for f in card.faces for a in f.abilities if a.kind in ("static", "keyword")]
        if not statics:
            return None
        return Verdict("no", f"No: {name}'s abilities are static; they don't use the stack.",
                       tuple(step(f"\"{shown(a)}\" is a static ability: it is simply true.", "113.3d", "604.1")
                             for a in statics[:3]))
    mana = [a for a in abilities if a.kind == "mana"]
    others = [a for a in abilities if a.kind != "mana"]
    steps = [step(f"\"{shown(a)}\" is a mana ability: it doesn't go on the stack and resolves at once.",
                  "605.3b" if a.mana_ability_of != "triggered" else "605.4a") for a in mana]
    steps += [step(f"\"{shown(a)}\" goes on the stack as it is " + ("activated." if a.kind == "activated" else
                                                                    "put there after it triggers."),
                   "602.2a" if a.kind == "activated" else "603.3") for a in others]
    if mana and others:
        return Verdict("depends", f"It depends on the ability: {name}'s mana abilities don't use the stack; its other "
                                  "abilities do.", tuple(steps))
    if mana:
        return Verdict("no", f"No: {name}'s ability is a mana ability; it resolves at once, off the stack, so no "
                             "one gets to respond.", tuple(steps))
    return Verdict("yes", f"Yes: {name}'s ability uses the stack; players can respond to it.", tuple(steps))


# 101.2, 601.3: what a permanent says its controller's opponents (or all players) can't cast, or can cast only at
# some times; a prohibition the question's facts can't settle (a name or type chosen, a count of spells this turn)
# gives no verdict
_WHO = r"(?P<who>each opponent|your opponents|players|each player)"
_CAST_LIMITS = (
    ("sorcery_timing", re.compile(rf"^{_WHO} can cast spells only any time (?:they|that player) could cast a sorcery\.$",
                                  re.I)),
    ("own_turn", re.compile(rf"^{_WHO} can cast spells only during (?:their|your) own turns?\.$", re.I)),
    ("not_your_turn", re.compile(rf"^{_WHO} can't cast spells during your turn\.$", re.I)),
    ("combat", re.compile(rf"^{_WHO} can't cast spells during combat\.$", re.I)),
    ("hand_only", re.compile(rf"^{_WHO} can't cast spells from anywhere other than their hands?\.$", re.I)),
    ("zones", re.compile(rf"^{_WHO} can't cast spells from (?P<zones>graveyards or libraries|graveyards|libraries|"
                         r"exile)\.$", re.I)),
    ("parity", re.compile(rf"^{_WHO} can't cast spells with (?P<parity>even|odd) mana values\.$", re.I)),
    ("kinds", re.compile(rf"^{_WHO} can't cast (?P<what>[a-z -]*?spells(?: with mana value \d+ or "
                         r"(?:greater|less))?)\.$", re.I)),
    # no player named: no one can cast them ("Noncreature spells with mana value 4 or greater can't be cast.")
    ("kinds", re.compile(r"^(?P<who>)(?P<what>[a-z -]*?spells(?: with mana value \d+ or (?:greater|less))?) "
                         r"can't be cast\.$", re.I)),
    ("x_cost", re.compile(r"^(?P<who>)(?P<what>[a-z -]*?spells) with \{X\} in their mana costs can't be cast\.$",
                          re.I)),
)
# keywords that cast a card from another zone than a hand (702.34a flashback, 702.138a escape, 702.35a madness, 702.143a
# foretell, 702.133a jump-start, 702.81a retrace, 702.127a aftermath, 702.146a disturb)
_ELSEWHERE = {"flashback": "702.34a", "escape": "702.138a", "madness": "702.35a", "foretell": "702.143a",
              "jump-start": "702.133a", "retrace": "702.81a", "aftermath": "702.127a", "disturb": "702.146a"}
_FROM_ZONE = {"graveyard": "a graveyard", "exile": "exile", "library": "a library", "hand": "a hand",
              "command": "the command zone"}


def _cast_limits(card: Card) -> list[tuple[str, re.Match, str]] | None:
    """(kind, match, text) for each limit on casting `card` states; None when it says something else about casting
    spells that this doesn't read."""
    found = []
    for face in card.faces:
        for ability in face.abilities:
            for sentence in re.split(r"(?<=\.)\s+", text_of(ability)):
                if not re.search(r"\bcast\b", sentence, re.I) or any(p.match(sentence) for p in _FLASH_GRANTS):
                    continue                 # a flash it gives stops nothing (the timing check weighs it)
                hit = next(((kind, m) for kind, pattern in _CAST_LIMITS for m in [pattern.match(sentence)] if m), None)
                if ability.kind == "activated":
                    continue                 # an effect only once activated, which the question doesn't tell
                if hit is None or ability.kind != "static":
                    if ability.kind == "static" or re.search(
                            r"\bcan(?:'t| only)? cast\b|\bcast\b[^.]*\bonly\b|\bas though\b", sentence, re.I):
                        return None          # "may cast spells as though they had flash": not read here
                    continue
                found.append((hit[0], hit[1], sentence))
    return found


def _weigh_limit(kind: str, match: re.Match, spell: Card, details: dict[str, str], caster: str | None,
                 holder: str | None) -> tuple[str, str, tuple[str, ...]]:
    """Does this limit stop casting `spell` as the question tells it? ("no" it can't be cast, "yes" it can,
    "depends"), why, rules. `caster` and `holder` (the limit's controller): "you" or "opponent", from the asker's
    side, when told."""
    when, whose, zone = details.get("when"), details.get("whose"), details.get("zone")
    off_turn = None if whose is None or caster is None else whose != caster      # not its caster's own turn
    fast = when in ("combat", "upkeep", "end_step", "draw_step", "instant_speed", "in_response") or off_turn is True
    face = front(spell)
    if kind in ("sorcery_timing", "own_turn", "combat") and not fast and "instant" not in {
            t.lower() for t in face.types} and "flash" not in keyword_map(face):
        # a card cast only in its caster's main phase anyway (307.1, 302.1 ...): a timing limit takes nothing away
        return "yes", f"{spell.name} can be cast only in its caster's main phase with the stack empty anyway", (
            "117.1a", "601.3")
    if kind == "sorcery_timing":
        if fast:
            return "no", "only in its caster's main phase with the stack empty, not then", ("307.5", "601.3")
        if when is None and off_turn is None:
            return "depends", "only in its caster's main phase with the stack empty", ("307.5", "601.3")
        return "yes", "the time told is one a sorcery could be cast", ("307.5",)
    if kind == "own_turn":
        if off_turn is None:
            return "depends", "only during its caster's own turn", ("601.3",)
        return ("no", "not during another player's turn", ("601.3",)) if off_turn else \
            ("yes", "during its caster's own turn", ("601.3",))
    if kind == "not_your_turn":
        if whose is None or holder is None:
            return "depends", "not during its controller's turn", ("601.3",)
        return ("no", "not during its controller's turn", ("601.3",)) if whose == holder else \
            ("yes", "the turn told isn't its controller's", ("601.3",))
    if kind == "combat":
        if when == "combat":
            return "no", "not during combat", ("601.3",)
        return ("yes", "the time told isn't combat", ("601.3",)) if when is not None else \
            ("depends", "not during combat", ("601.3",))
    if kind in ("hand_only", "zones"):
        elsewhere = sorted(k for k in keyword_map(face) if k in _ELSEWHERE)
        if zone is None and (elsewhere or spell.layout == "adventure"):
            way = elsewhere[0] if elsewhere else "an Adventure"
            return "depends", f"from a hand it can be cast; with {way} it is cast from another zone", (
                "601.3", *(_ELSEWHERE[way] for way in elsewhere[:1]))
        if zone is None:
            return "yes", "cast from a hand (the question tells no other zone)", ("601.3",)
        banned = {"hand_only": {"graveyard", "exile", "library", "command"}}.get(kind) or {
            "graveyards": {"graveyard"}, "libraries": {"library"}, "exile": {"exile"}}.get(
            match["zones"].lower(), {"graveyard", "library"})
        if zone in banned:
            return "no", f"not from {_FROM_ZONE[zone]}, where the question casts it from", ("601.3", "601.2a")
        return "yes", f"cast from {_FROM_ZONE[zone]}, which it allows", ("601.3",)
    if kind == "parity":
        on_stack = mana_value_in(spell, "stack")
        if on_stack.value is None:
            return "depends", f"on its mana value on the stack: {on_stack.why}", ("202.3", "601.3")
        banned = (on_stack.value % 2 == 0) == (match["parity"].lower() == "even")
        return ("no" if banned else "yes"), f"its mana value on the stack is {on_stack.value}", ("202.3", "601.3")
    fits = object_fits(match["what"], spell)
    if kind == "x_cost" and fits is not None and fits[0] != "no":
        # 107.3: {X} in its mana cost, printed (a split card's halves each have their own)
        if "{X}" not in (face.mana_cost or ""):
            return "yes", f"there is no {{X}} in its mana cost, {face.mana_cost or 'none'}", ("107.3", "601.3")
        return {"yes": "no", "depends": "depends"}[fits[0]], f"{{X}} is in its mana cost, {face.mana_cost}", (
            "107.3", "601.3")
    if fits is None:
        return "depends", f"\"{match['what']}\" isn't read here", ("601.3",)
    return {"yes": "no", "no": "yes", "depends": "depends"}[fits[0]], fits[1], ("601.3",)


@check("casting.prohibited.v1", intent="cast.allowed",
       answers="Can A be cast (at a time, or from a zone, the question tells) while B is in play, or does B stop it? "
               "Reads B's \"can't cast\" and \"can cast only\" (sorcery timing, own turn, combat, from hands only or "
               "not from graveyards, mana value parity or limits, kinds of spells) and whose spells it covers; "
               "a \"can't\" beats any \"can\" (101.2).",
       cites=("101.2", "601.3", "307.5", "601.2a", "202.3", "107.3", "702.34a", "702.35a", "117.1a", "304.1", "702.8a", "301.1",
              "302.1", "303.1", "306.1", "307.1", "310.1", "702.138a", "702.143a", "702.133a", "702.81a", "702.127a",
              "702.146a"),
       reads=Reads(roles=("spell", "prohibitor"), params=("when", "whose", "zone", "caster"),
                   scenario=("controller", "zone", "arrived", "players")),
       examine=Examine(r"\bcast\b|flash|as though", "changes when or how spells can be cast", "601.3"),
       ruling_terms=("cast", "can't", "sorcery", "graveyard"))
def prohibited(q: CheckInput) -> Verdict | None:
    spell, prohibitor = q.need("spell"), q.need("prohibitor")
    face = front(spell)
    if spell is prohibitor or len(spell.faces) > 1 or never_cast(face) is not None or not face.types:
        return None
    limits = _cast_limits(prohibitor)
    mine, theirs = q.controller("prohibitor"), q.controller("spell") or q.details.get("caster")
    texts = [text_of(a) for a in reaching_abilities(prohibitor) if a.kind != "activated"]
    grants = [t for t in texts if any(pattern.match(t) for pattern in _FLASH_GRANTS)]
    if grants and (limits == [] or (mine is not None and mine == theirs)):
        # 702.8a: it lets its controller cast some spells at other times: the timing check's reading, with the
        # limits it puts on its controller's opponents
        return timing(CheckInput(q.question, {"spell": spell}, dict(q.details), (prohibitor,)))
    if not limits or (grants and mine is None) or any(
            re.search(r"\bflash\b|\bas though\b", t, re.I) for t in texts if t not in grants):
        return None                          # nothing it says stops casting, or words not read here
    steps, values, assumptions = [], [], []
    steps += [step(f"{prohibitor.name}: \"{t}\" — only for its controller, who isn't the one casting {spell.name}.",
                   "702.8a") for t in grants]
    if theirs == "opponent" and q.details.get("whose"):
        return None                          # whose turn, told from the asker's side, for a spell an opponent casts
    if q.details.get("when") or q.details.get("whose") == "opponent":
        # the time told: the card's own timing first (117.1a, 307.1), as if nothing else were in play
        own = timing(CheckInput(q.question, {"spell": spell}, dict(q.details), ()))
        if own is None or own.value not in ("yes", "no"):
            return None
        if own.value == "no":
            return Verdict("no", f"No: {spell.name} can't be cast then in any case, whatever {prohibitor.name} "
                           "says.", own.steps, examined=(prohibitor.name,))
        steps += list(own.steps)
    for kind, match, text in limits:
        who = match["who"].lower()
        value, why, rules = _weigh_limit(kind, match, spell, q.details, theirs, mine)
        if who in ("each opponent", "your opponents") and value != "yes":
            if mine is not None and theirs is not None and mine == theirs:
                steps.append(step(f"{prohibitor.name}: \"{text}\" covers only its controller's opponents.", "601.3"))
                values.append("yes")
                continue
            if mine is None and theirs is None:
                assumptions.append(f"{spell.name} is cast by an opponent of {prohibitor.name}'s controller (the "
                                   "question doesn't say).")
            elif mine is None or theirs is None:
                steps.append(step(f"{prohibitor.name}: \"{text}\" covers only its controller's opponents, and the "
                                  "question doesn't say whose each is.", "601.3"))
                values.append("depends")
                continue
        steps.append(step(f"{prohibitor.name}: \"{text}\" — {why}.", *rules))
        values.append(value)
    steps.append(step("When a rule or effect allows something and another says it can't happen, the \"can't\" wins.",
                      "101.2"))
    if any(a.kind == "activated" and re.search(r"\bcast\b", text_of(a), re.I) for f in prohibitor.faces
           for a in f.abilities):
        assumptions.append(f"No activated ability of {prohibitor.name} that speaks of casting has been activated.")
    value = "no" if "no" in values else "depends" if "depends" in values else "yes"
    answer = {"no": f"No: {prohibitor.name} stops {spell.name} from being cast that way.",
              "yes": f"Yes: {prohibitor.name} doesn't stop {spell.name} from being cast that way.",
              "depends": f"It depends: {prohibitor.name} stops {spell.name} only under the conditions below."}[value]
    return Verdict(value, answer, tuple(steps), tuple(assumptions), examined=(prohibitor.name,))
