"""Does this event trigger that ability? (603.2: an ability triggers when its trigger event happens
and matches its trigger condition; 603.6a enters, 603.6c and 603.10a leaving and dying.)

Each triggered ability's condition is read from the Oracle parser's facts (`Ability.event`, a
TriggerEvent: the event, its subject, the words after it, an intervening "if"). This check reads the
events enters, dies, leaves, attacks (and "attacks and isn't blocked", 509.3g) and "[player] casts",
and matches a card against the subject's words: itself, "another", "a creature you control",
"nontoken", creature types, "with power 2 or less". The subject's printed card and the controllers
the question states decide each filter; a filter whose answer the question doesn't state makes the
answer depend on it, and words the check can't read give no verdict.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..models import Ability, Card, Face, ScenarioObject, Step, TriggerEvent, Verdict
from ..parse.keywords import BY_NAME
from ..parse.patterns import with_article
from ..parse.triggers import alternatives
from . import CheckInput, Examine, Reads, check
from .damage import DamageReceiver, damage_prevention
from .facts import (
    ARRIVAL_RULES,
    CHANGES_DISCARD,
    PERMANENT_TYPES,
    abilities,
    abilities_doing,
    combine,
    front,
    is_permanent,
    keyword_map,
    name_list,
    object_fits,
    printed,
    printed_limits,
    pt_as_printed,
    shown,
    singular_of,
    step,
    subtypes_of,
    text_of,
    types_of,
    weigh_limits,
    whose,
)
from .protection import destroys, mass_verb
from .stoppers import stopped_events

# The events this check reads, each only in the wording it reads (TriggerEvent.phrase): "is put into
# your graveyard from the battlefield" watches the owner, "a player puts ... onto the battlefield" is
# no "enters" this check has rules for.
# (the plural forms are the "one or more" ones: "Whenever one or more creatures you control die", 603.2c)
_READ = {"dies": re.compile(r"^(?:dies|die|(?:is|are) put into a graveyard from the battlefield)$", re.I),
         "enters": re.compile(r"^enters?(?: the battlefield)?$", re.I),
         "leaves": re.compile(r"^leaves? the battlefield$", re.I),
         "attacks": re.compile(r"^attacks?$", re.I),
         "unblocked": re.compile(r"^attacks and isn't blocked$", re.I),
         "blocks": re.compile(r"^blocks?$", re.I),
         "deals_damage": re.compile(r"^deals? (?:combat |noncombat )?damage$", re.I),
         "dealt_damage": re.compile(r"^is dealt (?:combat |noncombat )?damage$", re.I),
         "tapped": re.compile(r"^becomes tapped$", re.I),
         "untaps": re.compile(r"^becomes untapped$", re.I),
         "becomes_blocked": re.compile(r"^becomes blocked$", re.I),
         # "Whenever you cast or copy a spell" (magecraft) also watches copies (707.10)
         "cast": re.compile(r"^casts?(?: or cop(?:y|ies))?$", re.I)}
# keywords that are triggered abilities, by their CR rule: 702.108a prowess "Whenever you cast a
# noncreature spell, this creature gets +1/+1 until end of turn"
_KEYWORD_EVENTS = {"prowess": TriggerEvent("cast", subject="a noncreature spell", player="you", controller="you",
                                           phrase="cast")}
_WHEN = re.compile(r"\b(?:when|whenever)\b", re.I)
_GRANTED_TRIGGER = re.compile(r"\b(?:have|has|gains?|gets?)\b[^\"]*\"(?:when|whenever|at)\b", re.I)
_WHOSE = {"you": "same", "opponent": "other"}      # TriggerEvent.controller -> the relation `whose` gives
_FILLER = frozenset({"a", "an", "the", "one", "or", "more"})
_RULES = {"enters": "603.6a", "dies": "603.10a", "leaves": "603.10a", "attacks": "508.3a", "unblocked": "509.3g",
          "cast": "601.2i", "put": "603.6a", "copy": "707.10", "exiled": "603.10a", "bounced": "603.10a",
          "land": "305.9", "blocks": "509.3a", "becomes_blocked": "509.3c", "deals_damage": "120.2a",
          "tapped": "701.26a", "untaps": "701.26b", "dealt_damage": "120.2a"}
# the combat statuses a story of the event asked about tells (the blocker blocking, the attacker attacking)
_TOLD_WITH = {"attacks": {"attacking"}, "blocks": {"blocking", "attacking"},
              "becomes_blocked": {"attacking", "blocking"},
              "deals_damage": {"attacking", "blocking", "equipped", "enchanted"},
              "dealt_damage": {"attacking", "blocking"}}
# whom damage is dealt to (120.1), as a damage trigger's words say it ("to a player") and as the question
# tells it ("to my opponent": the reading's "damage_to")
_DAMAGE_TO = {"": {"player", "you", "opponent", "creature", "planeswalker", "battle"},
              "to a player": {"player", "you", "opponent"}, "to an opponent": {"opponent"}, "to you": {"you"},
              "to a creature": {"creature"},
              "to a player or planeswalker": {"player", "you", "opponent", "planeswalker"},
              "to a creature or player": {"creature", "player", "you", "opponent"},
              "to a player or battle": {"player", "you", "opponent", "battle"}}
_ATTACHED = {"equipped creature": "equipped", "enchanted creature": "enchanted"}
# a source's words that change the damage it deals (prevention, -1/-1 counters, poison)
_CHANGES_DAMAGE = re.compile(r"\bprevent|\binfect\b|\bwither\b|\binstead\b|\bcan't\b", re.I)
# leaving the battlefield, but not for a graveyard: "leaves" abilities trigger, "dies" ones don't (700.4)
_LEAVES_NOT_DYING = {"exiled": "is exiled", "bounced": "is returned to its owner's hand"}


def _fits(alternative: str, event: TriggerEvent, watcher: Card, subject: Card, same: bool | None,
          token: bool | None = False) -> tuple[str, str] | None:
    """Does `subject` match one alternative of a trigger event's subject ("~", "another creature you
    control")? ("yes" | "no" | "depends", reason); None when the alternative holds words this check
    doesn't read. `token`: whether the subject is a token (a named card isn't, 111.1; None: not told)."""
    face: Face = front(subject)
    words = alternative.lower()
    if words in ("~", "this creature", "this permanent", "this artifact", "this enchantment", "this land"):
        return ("yes", "it watches itself") if subject is watcher else ("no", "it watches only itself")
    conditions = []
    if words.startswith("another ") or words.startswith("other "):
        if subject is watcher:
            return "no", "it watches only other objects"
        words = words.split(" ", 1)[1]
    who, words = whose(words + " " + event.detail.lower())
    if who is None and len([a for a in alternatives(event.subject) if a != "~"]) == 1:
        who = _WHOSE.get(event.controller or "")   # a filter the parser read elsewhere ("a creature you own")
    limits, words = printed_limits(words, face, subject)
    failed, undecided = weigh_limits(limits)
    if failed is not None:
        return "no", (f"it needs {failed.said}, and {subject.name}'s is "
                      f"{failed.printed}")
    conditions += undecided
    kinds = types_of(face) | subtypes_of(face)
    for word in re.findall(r"[a-z]+", words):
        singular = singular_of(word)
        if word in _FILLER:
            continue
        if word in ("token", "nontoken"):    # a named card is not a token (111.1)
            if token is None:
                conditions.append(f"{subject.name} is {'not ' if word == 'nontoken' else ''}a token")
            elif token == (word == "nontoken"):
                return "no", f"it watches only {'non' if token else ''}token objects"
            continue
        if word.startswith("non") and word[3:] in PERMANENT_TYPES:
            if word[3:] in kinds:
                return "no", f"it watches only {word} objects"
            continue
        if singular in PERMANENT_TYPES or singular == "permanent":
            if singular != "permanent" and singular not in kinds:
                return "no", f"it watches only {singular}s, and {subject.name} is {face.type_line}"
            continue
        if singular in {t.lower() for t in face.subtypes}:
            continue
        at = re.search(rf"\b{word}\b", alternative, re.I)
        if at and alternative[at.start()].isupper():
            return "no", f"it watches only {word}, and {subject.name} is {face.type_line}"
        return None                          # a word this check doesn't read
    if who is not None:
        if same is None:
            conditions.append("its controller " + ("also controls" if who == "same" else "doesn't control")
                              + f" {subject.name}")
        elif same != (who == "same"):
            return "no", ("it watches only its controller's objects" if who == "same"
                          else "it watches only its controller's opponents' objects")
    if conditions:
        return "depends", "only if " + " and ".join(conditions)
    return "yes", f"{subject.name} matches"


def watched(trigger: TriggerEvent, watcher: Card, subject: Card, same: bool | None, token: bool | None = False
            ) -> tuple[str, str] | None:
    """Is `subject` one of the objects the trigger event watches ("~ or another creature you control")?
    ("yes" | "no" | "depends", why), with the reason of the alternative that fits, else of the last one;
    None when an alternative holds words this check doesn't read."""
    results = [_fits(alt, trigger, watcher, subject, same, token) for alt in alternatives(trigger.subject)]
    fits = [r for r in results if r is not None]
    if len(fits) != len(results):
        return None
    return next((r for r in fits if r[0] == "yes"), None) or next(
        (r for r in fits if r[0] == "depends"), None) or fits[-1]


def trigger_conditions(card: Card) -> list[tuple[Ability, TriggerEvent]]:
    """(ability, event) for each trigger event of the card's abilities (Ability.event and the
    events joined to it, "enters or attacks") that this check reads."""
    return [(ability, event) for face in card.faces for ability in face.abilities
            for event in (ability.event.events() if ability.event is not None else
                          (_KEYWORD_EVENTS[(ability.keyword or "").lower()],) if ability.kind == "keyword"
                          and (ability.keyword or "").lower() in _KEYWORD_EVENTS else ())
            if event.event in _READ and _READ[event.event].match(event.phrase)]


def sacrifice_matters(q: CheckInput, watcher: Card) -> bool:
    """"... is sacrificed": it dies (700.4), but an ability that asks whether it was sacrificed ("if it
    wasn't sacrificed") turns on more than dying; this check doesn't read that."""
    return q.details.get("how") == "sacrificed" and any(
        "sacrific" in text_of(a).lower() for f in watcher.faces for a in f.abilities if a.kind == "triggered")


def _sacrificed_to_cast(q: CheckInput, watcher: Card) -> Verdict | None:
    """A sacrificed to pay the cost of casting B: A's "whenever you cast" abilities don't see B, which becomes cast
    only once its costs are paid (601.2h, 601.2i), when A is gone; only leaves-the-battlefield abilities look back
    in time (603.10a)."""
    watched = {e.event for _, e in trigger_conditions(watcher)}
    spell = q.card("subject") or (q.others[0] if len(q.others) == 1 else None)
    if watched != {"cast"} or spell is None or spell is watcher or not any(
            e.kind == "cast" and e.card == spell.name for e in q.question.reading.scenario.events) and not any(
            w.lower() in ("cast", "casting", "casts") for w, _ in q.question.reading.words):
        return None                          # it watches more than casting, or what was cast isn't told
    ability = next(a for a, e in trigger_conditions(watcher) if e.event == "cast")
    return Verdict("no", f"No: {watcher.name} was sacrificed to pay for {spell.name}, so it is gone when "
                   f"{spell.name} becomes cast, and its ability doesn't trigger.",
                   (step(f"{watcher.name} is sacrificed while {spell.name}'s costs are paid.", "601.2h"),
                    step(f"{spell.name} becomes cast only once its costs are paid; \"{shown(ability)}\" would trigger "
                         f"then, but {watcher.name} is no longer on the battlefield.", "601.2i", "603.2"),
                    step("Only abilities that trigger on leaving the battlefield look back in time.", "603.10a")))


# what may keep a permanent told destroyed from dying: indestructible (702.12b), regeneration (701.19a), a
# replacement ("if ~ would be destroyed", "would die ... instead")
_SURVIVES_DESTRUCTION = re.compile(r"\bindestructible\b|\bregenerat|\bwould (?:be destroyed|die)\b|\binstead\b", re.I)


def may_survive_destruction(card: Card) -> bool:
    """Has it indestructible, a regeneration ability or a "would die" replacement of its own (702.12b, 701.19a)?"""
    return any(_SURVIVES_DESTRUCTION.search(text_of(a)) for f in card.faces for a in f.abilities)


# what another named card may do to a trigger answer
CHANGES_TRIGGERS = Examine(r"trigger|whenever|when|\bcopy|as though|can't|lose|loses|abilit|enters|dies|\bdie\b|"
                           r"instead",
                           "adds, copies, stops or changes triggered abilities", "603.2")


@check("triggers.event_triggers.v1", intent="trigger.fires",
       answers="Does an event (a permanent entering, dying, leaving, attacking) trigger A's triggered ability? "
               "Reads the ability's trigger condition: itself, another, types, power, and whose objects it watches.",
       cites=("603.2", "603.6a", "603.10a", "603.4", "614.6", "700.4", "603.6c", "508.3a", "509.3g", "601.2i", "707.10", "110.1", "603.1",
              "305.1", "701.9a", "702.29a", "121.1", "119.9", "119.3", "701.17a", "509.3a", "509.3b", "509.3c",
              "120.1", "120.2a", "115.1", "601.2c", "701.26a", "701.26b", "707.12", "702.85a", "701.57a", "118.9",
              "118.9c", "702.108a", "702.40a", "702.56a", "702.78a", "702.153a"),
       reads=Reads(roles=("watcher",), optional=("subject", "effect"),
                   params=("event", "caster", "together", "how", "actor", "discarded", "combat_with", "damage_kind",
                           "damage_to", "targeter", "damage_from", "itself", "cast", "cast_turn", "prevented"),
                   scenario=("controller", "zone", "arrived", "status", "players", "events")),
       examine=CHANGES_TRIGGERS, ruling_terms=("trigger", "enters", "dies", "leaves", "another", "control"))
def event_triggers(q: CheckInput) -> Verdict | None:
    watcher = q.need("watcher")
    if q.details.get("outcome"):
        return None                          # "do I gain life?": triggers.outcome.v1
    deaths = q.question.reading.scenario.events
    if deaths and (q.details.get("event") != "dies" or any(e.kind != "dies" for e in deaths) or len(deaths) > 1):
        return None                          # spells cast, responses, several deaths: not weighed here
    if q.details.get("event") == "dies" and any(_instead_of_dying(card) for card in q.others):
        return _dies_replaced(q, watcher)
    if sacrifice_matters(q, watcher):
        return None
    if "sacrificed_cost" in q.status("watcher"):
        return _sacrificed_to_cast(q, watcher)
    event = q.details.get("event")
    arrived = {o.card: o.arrived for o in q.question.reading.scenario.objects if o.arrived}
    # the events each ability watches; of "enters or attacks", an arrival (cast, then enters) can only be the first
    by_ability: dict[int, set[str]] = {}
    for ability, trigger in trigger_conditions(watcher):
        by_ability.setdefault(id(ability), set()).add(trigger.event)
    watched = set().union(*((kinds & {"enters", "cast"}) or kinds for kinds in by_ability.values()))
    if event is None and len(arrived) == 1 and "unearth" not in arrived.values() and watched in ({"enters"}, {"cast"}):
        # "if I evoke A, does B trigger?": A is cast, then enters; B watches only one of the two
        event = watched.pop()
    if event is None and q.details.get("itself") == "yes" and len(watched) == 1 and not q.others:
        event = next(iter(watched))          # "does A trigger for itself": the one event its abilities watch
    if event == "played":
        # 305.9: a land is played, never cast, even one with another card type; any other card
        # "played" is cast (the older wording)
        played = q.card("subject") or (q.others[0] if len(q.others) == 1 else None)
        if played is None:
            return None
        event = "land" if "land" in types_of(front(played)) else "cast"
    if event in _ACTS:
        return _player_acts(q, watcher, event)
    if event == "targeted":
        return _targeted(q, watcher)
    if event not in _RULES:
        return None
    # "A creature dies. Does B trigger?": the subject is the one other card named; "does A trigger
    # when it enters?", with no other card named: A itself
    subject = q.card("subject") or (q.others[0] if len(q.others) == 1 else None if q.others else watcher)
    if deaths:                               # "my opponent destroys B": B is the one that dies
        subject = next((c for c in (watcher, *q.cards.values(), *q.others) if c.name == deaths[0].card), None)
    wraths = [c for c in q.others if mass_verb(c) == "destroy"]
    if subject is None and event == "cast" and len(wraths) == 1:
        subject = wraths[0]                  # "I control A and B. I cast C. Does A trigger?": C destroys them
    if subject is watcher and q.card("subject") is None and event in ("cast", "copy", "played") and any(
            word.lower() in ("a", "an", "another", "any") for word, _ in q.question.reading.words):
        return None                          # "when I cast a copy": a spell described, not A itself
    proposition = q.question.reading.proposition
    told_events = {v for k, v in proposition.params if k == "event"} if proposition is not None else set()
    if told_events <= {"attacks", "cast", "played"} and "unblocked" in q.status("watcher") and \
            q.card("subject") in (None, watcher) and not any("attacking" in q.status_of(c.name) for c in q.others):
        # "A attacks and isn't blocked (my opponent casts C). Does A trigger?": the one attacker told is what the
        # question is about, in this combat
        dealt = _unblocked_damage(q, watcher)
        if dealt is not None or event is None or told_events & {"cast", "played"}:
            return dealt
    if event in ("cast", "copy") and subject is not None and q.card("effect") is None and is_permanent(
            front(subject)) and copies_spell(subject) in ("cast", "copy") and proposition is not None and (
            ("event", "copy") in proposition.params):
        return None                          # "activate A and cast the copy": A copies; the spell copied isn't named
    opposing = None
    if q.details.get("damage_from") == "named":
        # "when B deals damage to it": A itself is dealt the damage; B is its source
        if event != "dealt_damage" or subject is None or subject is watcher:
            return None
        opposing, subject = subject, watcher
        if CHANGES_TRIGGERS((opposing,))[2] or any(_CHANGES_DAMAGE.search(text_of(a)) for card in (opposing, watcher)
                                                   for f in card.faces for a in f.abilities) \
                or "protection" in keyword_map(front(watcher)):
            return None                      # the damage may be prevented or changed (protection, infect ...)
    if q.details.get("combat_with") == "named":
        # "when it blocks B", "when it is blocked by B": A itself, in combat with B
        if event not in ("blocks", "becomes_blocked") or subject is None or subject is watcher:
            return None
        opposing, subject = subject, watcher
        if CHANGES_TRIGGERS((opposing,))[2] or "creature" not in types_of(front(watcher)):
            return None                      # the other creature's abilities may change what happens
        other_side = "becomes_blocked" if event == "blocks" else "blocks"
        if any(e.event == other_side and not (e.self_only or (e.subject or "").strip() == "~")
               for _, e in trigger_conditions(watcher)):
            return None                      # it also watches the other creature's side ("whenever a creature blocks")
    if subject is not None and arrived and subject.name not in arrived:
        return None                          # the card that arrived that way isn't the one asked about
    if subject is None:
        return None
    if q.details.get("how") == "destroyed" and may_survive_destruction(subject):
        return None                          # told destroyed, it may not be (702.12b, 701.19a): not weighed here
    for obj in q.question.reading.scenario.objects:
        told = set(obj.status) - _TOLD_WITH.get(event, set())
        if told or (obj.status and event == "attacks" and obj.card != subject.name):
            return None                      # a status other than the combat asked about
    verdict = _decide(q, watcher, subject, event, arrived.get(subject.name))
    if verdict is not None and event == "cast" and q.details.get("how") in _CAST_WAYS:
        verdict = _cast_way(q, verdict, subject, q.details["how"])
    if verdict is not None and q.details.get("together") == "yes":
        verdict = _together(verdict, watcher, subject, event)
        own = [a for a, e in trigger_conditions(watcher) if e.event == event and subject is not watcher
               and q.card("subject") is None      # "does A trigger for B?" asks about B only
               and any(alt.lower() in ("~", "this creature", "this permanent") for alt in alternatives(e.subject))]
        if verdict is not None and verdict.value != "yes" and own and event in ("dies", "leaves", "enters"):
            # "A and B die at the same time. Does A trigger?": A's own ability sees A die (603.10a)
            verdict = Verdict("yes", f"Yes: {watcher.name} {event} too, so its own ability triggers.",
                              verdict.steps + (step(f"\"{shown(own[0])}\" watches {watcher.name} itself, which "
                                                    f"{event} at the same time.", _RULES[event], "603.2"),))
    if verdict is not None and q.card("subject") is None and subject is not watcher:
        verdict = replace(verdict, examined=verdict.examined + (subject.name,))
    if verdict is not None and opposing is not None:
        verdict = replace(verdict, steps=verdict.steps + (step(
            f"{opposing.name}: examined; nothing it says changes whether {watcher.name}'s ability triggers.",
            "603.2"),), examined=verdict.examined + (opposing.name,))
    # 608.3: a permanent spell cast enters as it resolves; a watcher with no cast trigger sees that entering (a
    # spell that destroys all creatures: the deaths, weighed with the stoppers by _mass_deaths)
    seen: str | None = event
    if event == "cast" and not any(e.event == "cast" for _, e in trigger_conditions(watcher)):
        seen = None if mass_verb(subject) == "destroy" else "enters"
    if seen is None:
        return verdict
    for stopper in (c for c in q.others if c is not subject and stopped_events(c)):
        verdict = _stopped_by(verdict, stopper, subject, seen) if verdict is not None else None
    return verdict


def _stopped_by(verdict: Verdict, stopper: Card, subject: Card, event: str) -> Verdict | None:
    """The verdict with a named card that stops creatures entering (or dying) from triggering abilities
    ("Creatures entering the battlefield don't cause abilities to trigger.") weighed (603.2)."""
    text, kinds = stopped_events(stopper)[0]
    if event == "leaves" and "dies" in kinds:
        return None                          # leaving may be dying, which it stops
    said = f"{stopper.name}: \"{text}\""
    if event in kinds and "creature" in types_of(front(subject)) and verdict.value in ("yes", "depends"):
        return Verdict("no", f"No: {stopper.name} stops it: {subject.name} is a creature, and its "
                       f"{'entering' if event == 'enters' else 'dying'} doesn't cause abilities to trigger.",
                       verdict.steps + (step(said, "603.2"),), verdict.assumptions,
                       examined=verdict.examined + (stopper.name,))
    why = "the ability doesn't trigger anyway" if verdict.value == "no" else \
        f"{subject.name} isn't a creature" if event in kinds else "it doesn't stop that event"
    return replace(verdict, steps=verdict.steps + (step(f"{said} — {why}.", "603.2"),),
                   examined=verdict.examined + (stopper.name,))


# ways of casting a spell that a question tells, each still casting it (601.2i): cascade (702.85a)
# and discover (701.57a) cast the card they find without paying its mana cost, an alternative cost (118.9)
_CAST_WAYS = {"cascade": ("cascade", "702.85a", "Cascade has its controller cast the card it finds"),
              "discover": ("discover", "701.57a", "Discover has its controller cast the card it finds"),
              "free": (None, "118.9", "Its controller casts it")}


def _cast_way(q: CheckInput, verdict: Verdict, subject: Card, how: str) -> Verdict | None:
    """The spell was cast by cascade, discover or without paying its mana cost: it is still cast
    (601.2i), only what was paid differs (118.9c); the card told to cascade or discover must have it."""
    keyword, rule, said = _CAST_WAYS[how]
    source = q.card("effect")
    if keyword is not None and source is not None and not (
            any(keyword in k.lower() for f in source.faces for k in keyword_map(f)) or any(
                re.search(rf"\b{keyword}\b", text_of(a), re.I) for f in source.faces for a in f.abilities)):
        return None                          # the card said to cascade or discover doesn't
    first = step(f"{said} without paying its mana cost: {subject.name} is still cast; only what is paid changes.",
                 rule, "118.9c", "601.2i")
    examined = verdict.examined + ((source.name,) if source is not None and source is not subject else ())
    return replace(verdict, steps=(first,) + verdict.steps, examined=examined)


# A player's own actions and the trigger events each one is (603.2): cycling discards the card as its
# cost and draws as it resolves (702.29a); milling puts cards into a graveyard but discards nothing
# (701.17a, 701.9a)
_ACTS = {"discards": {"discards"}, "cycles": {"cycles", "discards", "draws"}, "draws": {"draws"},
         "gains_life": {"gains_life"}, "loses_life": {"loses_life"}, "milled": set()}
_ACT_RULES = {"discards": "701.9a", "cycles": "702.29a", "draws": "121.1", "gains_life": "119.9",
              "loses_life": "119.3", "milled": "701.17a"}
_ACT_SAID = {"discards": "discards a card", "cycles": "cycles a card (discarding it, then drawing a card)",
             "draws": "draws a card", "gains_life": "gains life", "loses_life": "loses life",
             "milled": "mills cards (puts them from the library into the graveyard, no discard)"}
# what a discard trigger's subject may say ("a card", "another card", "a creature card", "a noncreature")
_CARD_WORDS = frozenset({"a", "an", "one", "another", "card", "cards", "or", "more"})
_CARD_TYPES = PERMANENT_TYPES | {"instant", "sorcery"}


def _player_acts(q: CheckInput, watcher: Card, event: str) -> Verdict | None:
    """A player discards, cycles, draws, gains or loses life, or mills: which of the watcher's
    "whenever [a player] ..." abilities trigger (603.2), by the player it watches and, for a
    discard, the card's types."""
    actor, owner, card = q.details.get("actor"), q.controller("watcher"), q.card("subject")
    if any(o.status or o.arrived for o in q.question.reading.scenario.objects):
        return None                          # a status or an arrival this check doesn't weigh here
    happened = _ACTS[event]
    cause = None
    if q.details.get("discarded") == "unnamed" and card is not None:
        cause, card = card, None             # "discards a card to A": A made the player discard
        if CHANGES_TRIGGERS((cause,))[2] or any(CHANGES_DISCARD.search(text_of(a)) for f in cause.faces
                                                  for a in f.abilities):
            return None                      # what made them discard may change what happens (a replacement ...)
    if event == "cycles" and card is not None and not any("cycling" in k.lower() for f in card.faces
                                                           for k in keyword_map(f)):
        return None                          # it has no cycling: the scenario can't be
    if event == "milled" and card is not None and not any("mill" in text_of(a).lower() for f in card.faces
                                                          for a in f.abilities):
        return None                          # the card said to mill doesn't
    conditions = [(a, e) for f in watcher.faces for a in f.abilities if a.event is not None for e in a.event.events()]
    if any(a.kind == "triggered" and a.event is None for f in watcher.faces for a in f.abilities) or any(
            e.event in ("other", "state", "to_graveyard") for _, e in conditions):
        return None                          # a trigger not weighed against the action (cards put into a graveyard)
    if _creates_delayed_trigger(watcher) or _grants_trigger(watcher):
        return None
    found = [(a, e) for a, e in conditions if e.event in happened]
    done = step(f"The player {_ACT_SAID[event]}.", _ACT_RULES[event])
    if not found:
        if _keyword_may_trigger(watcher):
            return None
        return Verdict("no", f"No: none of {watcher.name}'s triggered abilities triggers when a player "
                       f"{_ACT_SAID[event].split(' (')[0]}.",
                       (done, _triggers_on(watcher, {e.event for _, e in conditions})))
    steps, values = [done], []
    if cause is not None:
        steps.append(step(f"{cause.name}: examined; a card discarded to it is discarded like any other.", "701.9a"))
    for ability, trigger in found:
        if trigger.first_time_each_turn or trigger.detail \
                or re.search(r"\b(?:during|causes?|first|second)\b", ability.trigger or "", re.I):
            return None                      # "during your turn", "causes you to discard", "your second card"
        if "~" in (trigger.subject or "") or trigger.self_only:
            if card is None:
                return None
            value, why = ("yes", "it watches itself") if card is watcher else ("no", "it watches only itself")
            steps.append(step(f"\"{shown(ability)}\": {why}.", "603.2"))
            values.append(value)
            continue
        if trigger.controller not in ("you", "opponent", "any"):
            return None                      # "enchanted player draws": whose it is isn't read here
        value, why = "yes", "it watches that action"
        if trigger.event in ("discards", "cycles") and event != "draws":
            fit = _discarded_fits(trigger, card, "cycled" if trigger.event == "cycles" else "discarded")
            if fit is None:
                return None
            value, why = fit
        elif trigger.event == "draws" and not re.fullmatch(r"(?:a|one) cards?", (trigger.subject or "a card").lower()):
            return None                      # "your second card each turn" and the like: not read
        unmet = [why[len("only if "):]] if value == "depends" else []
        if value != "no" and trigger.controller != "any":
            wanted = "its controller" if trigger.controller == "you" else "an opponent of its controller"
            if actor is None or owner is None:
                unmet.append(f"the player is {wanted}")
            elif (actor == owner) != (trigger.controller == "you"):
                value, why = "no", f"it watches only {wanted}"
        if value != "no" and trigger.intervening_if:
            unmet.append(f"\"{trigger.intervening_if}\" (checked again on resolution, 603.4)")
        if value != "no" and unmet:
            value, why = "depends", "only if " + " and ".join(unmet)
        steps.append(step(f"\"{shown(ability)}\": {why}.", "603.2"))
        values.append(value)
    value = combine(values)
    assumptions = ("The cycling ability resolves, so the card is drawn.",) if event == "cycles" and any(
        e.event == "draws" for _, e in found) and not any(e.event in ("cycles", "discards") for _, e in found) else ()
    said = _ACT_SAID[event].split(" (")[0]
    answer = {"yes": f"Yes: {watcher.name}'s ability triggers when the player {said}.",
              "no": f"No: {watcher.name}'s ability doesn't trigger when that player {said}.",
              "depends": f"It depends: {watcher.name}'s ability triggers only under the conditions below."}[value]
    return Verdict(value, answer, tuple(steps), assumptions,
                   examined=tuple(c.name for c in (card, cause) if c is not None))


def _discarded_fits(trigger: TriggerEvent, card: Card | None, verb: str) -> tuple[str, str] | None:
    """Does the discarded card fit a discard trigger's subject ("a card", "a creature card", "a
    noncreature")? None for words this check doesn't read."""
    words = re.findall(r"[a-z]+", (trigger.subject or "").lower())
    types = types_of(front(card)) if card is not None else None
    needs = []
    for word in words:
        if word in _CARD_WORDS:
            continue
        if word in _CARD_TYPES or (word.startswith("non") and word[3:] in _CARD_TYPES):
            needs.append(word)
            continue
        return None
    if not needs:
        return "yes", f"it watches any card {verb}"
    if card is None or types is None:
        return "depends", f"only if the card {verb} is a {' '.join(needs)} card"
    ok = all((w[3:] not in types) if w.startswith("non") else (w in types) for w in needs)
    return ("yes" if ok else "no"), f"it watches {' '.join(needs)} cards, and {card.name} is {front(card).type_line}"


# the events abilities watch, as a player says them (TriggerEvent.event names)
_EVENT_WORDS = {"deals_damage": "dealing damage", "dealt_damage": "being dealt damage", "becomes_blocked":
                "becoming blocked", "becomes_target": "becoming a target", "to_graveyard": "cards put into a graveyard",
                "gains_life": "gaining life", "loses_life": "losing life", "tapped_for_mana": "tapping for mana",
                "turned_face_up": "turning face up", "step": "the beginning of a step or phase", "untaps": "untapping",
                "tapped": "becoming tapped", "unblocked": "attacking unblocked", "counters": "counters put on it"}
# "when a permanent ..." for the events a question asks about
# what in a spell's or an ability's text may make a permanent enter, die or leave the battlefield as it resolves
_CAUSES = {"enters": re.compile(r"create|token|onto the battlefield|return|put|becomes? a", re.I),
           "dies": re.compile(r"destroy|sacrific|damage|-\d+/-\d+|toughness|fight|exile|return|put|lose", re.I)}
_CAUSES["leaves"] = _CAUSES["dies"]


def _may_cause(subject: Card, kinds: tuple[str, ...], watcher: Card) -> bool:
    """Could what the subject's abilities of these kinds do (608.2) be an event the watcher watches? True
    unless the watcher watches only entering, dying or leaving and no such text could make one happen."""
    texts = [text_of(a) for f in subject.faces for a in f.abilities if a.kind in kinds]
    watched = {e.event for _, e in trigger_conditions(watcher)}
    if not texts or not watched:
        return False                         # nothing it does, or nothing it watches (its own text decides)
    if not watched <= set(_CAUSES):
        return True
    return any(_CAUSES[kind].search(t) for kind in watched for t in texts)


_HAPPENS = {"deals_damage": "deals damage", "becomes_blocked": "becomes blocked", "tapped": "becomes tapped",
            "untaps": "becomes untapped", "dealt_damage": "is dealt damage", "cast": "is cast"}


def _triggers_on(watcher: Card, kinds) -> Step:
    """The step that lists what a card's triggered abilities watch."""
    said = ", ".join(sorted({_EVENT_WORDS.get(k, k) for k in kinds}))
    return step(f"{watcher.name}'s abilities trigger on: {said}." if said else
                f"{watcher.name} has no triggered ability.", "603.2")


def _keyword_may_trigger(watcher: Card) -> bool:
    """A keyword that may be a triggered ability (prowess, 702.108a)."""
    return any(a.kind == "keyword" and _may_trigger(a.keyword) and (a.keyword or "").lower() not in _KEYWORD_EVENTS
               for f in watcher.faces for a in f.abilities)


def _grants_trigger(watcher: Card) -> bool:
    """It grants a triggered ability, maybe to itself ('All Slivers have "When ..."')."""
    return any(_GRANTED_TRIGGER.search(a.text) for f in watcher.faces for a in f.abilities)


def _creates_delayed_trigger(watcher: Card) -> bool:
    """603.7: an effect that creates a delayed triggered ability ("Whenever a creature dies this turn")."""
    return any(len(_WHEN.findall(text_of(a))) > (a.kind == "triggered") for f in watcher.faces for a in f.abilities
               if a.kind != "keyword")


def _together(verdict: Verdict, watcher: Card, subject: Card, event: str) -> Verdict | None:
    """The watcher and the subject enter, die or leave at the same time: enters abilities see every
    permanent entering with them (603.6a); leaves-the-battlefield abilities look back in time, so a
    permanent leaving at the same moment still sees the others leave (603.10a)."""
    if subject is watcher or event not in ("enters", "dies", "leaves"):
        return None
    why = (step(f"{watcher.name} and {subject.name} enter at the same time: all permanents on the battlefield, the "
                "newcomers included, are checked for enters abilities.", "603.6a") if event == "enters" else
           step(f"{watcher.name} leaves at the same time as {subject.name}: a leaves-the-battlefield ability looks "
                f"back in time, so {watcher.name} still sees {subject.name} {event}.", "603.10a"))
    return replace(verdict, steps=verdict.steps + (why,))


def _decide(q: CheckInput, watcher: Card, subject: Card, event: str, arrived: str | None = None,
            token: bool | None = False) -> Verdict | None:
    if arrived is not None and arrived not in {k.lower() for f in subject.faces for k in keyword_map(f)}:
        return None                          # it has no such keyword: the scenario can't be
    if arrived == "unearth":
        if event == "cast":
            return _not_cast(q, watcher, subject, "put")
        if event != "enters":
            return None
    if event in ("put", "copy", "land"):
        return _not_cast(q, watcher, subject, event)
    verdict = _decide_event(q, watcher, subject, event, arrived, token)
    if verdict is None or arrived is None:
        return verdict
    how = f"{subject.name} was returned to the battlefield by unearth, not cast." if arrived == "unearth" else \
        f"{subject.name} was cast for its {arrived} cost: it's still cast, and it enters the battlefield when it resolves."
    extra = (step("Cast for its evoke cost, it also triggers its evoke ability when it enters: its controller "
                  "sacrifices it; the player puts both triggers on the stack in either order.", "702.74a", "603.3b"),) \
        if arrived == "evoke" and event == "enters" and subject is watcher else ()
    return replace(verdict, steps=(step(how, ARRIVAL_RULES[arrived]),) + verdict.steps + extra)


# 603.4: an intervening "if" clause the arrival answers ("if it was kicked", "if its evoke cost was paid")
_ARRIVAL_IF = {"kicker": r"(?:it|~) was kicked", "evoke": r"(?:its|~'s) evoke cost was paid",
               "escape": r"(?:it|~) escaped", "blitz": r"(?:its|~'s) blitz cost was paid",
               "dash": r"(?:its|~'s) dash cost was paid"}


def _mass_deaths(q: CheckInput, watcher: Card, spell: Card) -> Verdict | None:
    """"I cast a spell that destroys all creatures. Does A trigger?": as the spell resolves (608.2), the named
    permanents it destroys die together, and a dies trigger sees each of them, its own permanent too, even as it
    dies with them (603.10a). Only a "yes" is given: permanents the question doesn't name may die as well."""
    if not any(e.event in ("dies", "leaves") for _, e in trigger_conditions(watcher)):
        return None
    for card in (watcher, *(c for c in q.others if c is not spell)):
        destroyed = destroys(spell, card)
        if destroyed is None or destroyed[0] != "yes":
            continue                         # not destroyed, or not known to be: another may still trigger it
        verdict = _decide_event(q, watcher, card, "dies")
        for stopper in (c for c in q.others if c is not card and c is not spell and stopped_events(c)):
            verdict = _stopped_by(verdict, stopper, card, "dies") if verdict is not None else None
        if verdict is not None and verdict.value == "yes":
            first = step(f"{spell.name} destroys {card.name} as it resolves: {destroyed[1]}.", "608.2", "701.8a")
            return replace(verdict, steps=(first,) + verdict.steps,
                           answer=f"Yes: {watcher.name}'s ability triggers when {spell.name} destroys {card.name}.")
    return None


def _decide_event(q: CheckInput, watcher: Card, subject: Card, event: str, arrived: str | None = None,
                  token: bool | None = False) -> Verdict | None:
    face = front(subject)
    if event == "cast" and "land" in types_of(face):
        return Verdict("no", f"No: {subject.name} is a land; lands are played, not cast.", (step(
            "Playing a land is a special action, not casting a spell, even for a land with another card type.",
            "305.1", "305.9"),))
    if event in ("enters", "dies", "leaves", "attacks", "blocks", "becomes_blocked", "tapped", "untaps", "dealt_damage",
                 *_LEAVES_NOT_DYING) and not any(
            t.lower() in PERMANENT_TYPES for t in face.types):
        return Verdict("no", f"No: {subject.name} is {face.type_line}, not a permanent, so it never {event}.",
                       (step("Only permanents are on the battlefield.", "110.1"),))
    if event in _LEAVES_NOT_DYING:
        return _leaves_not_dying(q, watcher, subject, event, token)
    stated = q.question.reading.obj(subject.name)
    mine, theirs = q.controller("watcher"), stated.controller if stated else None
    same = True if subject is watcher else None if mine is None or theirs is None else mine == theirs
    found = [(a, e) for a, e in trigger_conditions(watcher)
             if e.event == event or (event, e.event) in (("dies", "leaves"), ("attacks", "unblocked"))]
    if len(watcher.faces) > 1 and any(all(a is not b for b in front(watcher).abilities) for a, _ in found):
        return None                          # an ability of another face: which face is up isn't told
    if not found and event == "cast":
        deaths = _mass_deaths(q, watcher, subject)
        if deaths is not None:
            return deaths
    if not found and event == "cast" and _may_cause(subject, ("spell",), watcher):
        return None                          # 608.2: what the spell does as it resolves (destroy, create ...) may
        # trigger it: "I cast a wrath. Does my dies-watcher trigger?" asks about that, not the casting alone
    if not found and event == "cast" and any(e.event == "enters" for _, e in trigger_conditions(watcher)):
        # 608.3: a permanent spell enters the battlefield as it resolves; casting it isn't entering
        entering = _decide_event(q, watcher, subject, "enters")
        if entering is None:
            return None
        if not any(t.lower() in PERMANENT_TYPES for t in face.types):
            return entering                  # an instant or sorcery never enters the battlefield
        first = step(f"{watcher.name} has no ability that triggers on casting; {subject.name} enters the "
                     "battlefield when it resolves, and that can trigger it.", "608.3", "603.6a")
        return replace(entering, steps=(first,) + entering.steps,
                       assumptions=entering.assumptions + (f"{subject.name} resolves (it isn't countered).",))
    if not found and event == "cast" and _may_cause(subject, ("triggered",), watcher):
        return None                          # its own abilities, once it enters, may (a creature it destroys dies)
    if not found:
        if _keyword_may_trigger(watcher) or _grants_trigger(watcher) or _creates_delayed_trigger(watcher):
            return None
        if any(a.kind == "triggered" for f in watcher.faces for a in f.abilities):
            read = trigger_conditions(watcher)
            kinds = sorted({e.event for _, e in read})
            if any(a.kind == "triggered" and all(a is not r for r, _ in read) for f in watcher.faces
                   for a in f.abilities):
                return None                  # some triggered ability this check can't read
            return Verdict("no", f"No: none of {watcher.name}'s triggered abilities triggers when a permanent "
                           f"{_HAPPENS.get(event, event)}.", (_triggers_on(watcher, kinds),))
        return Verdict("no", f"No: {watcher.name} has no triggered ability.",
                       (step(f"{watcher.name} has no \"when\", \"whenever\" or \"at\" ability.", "603.1"),))
    steps, values = [], []
    if event == "cast":
        return _cast_triggers(q, watcher, subject, found)
    for ability, trigger in found:
        if trigger.first_time_each_turn or re.search(r"\btriggers only (?:once|twice) each turn\b", text_of(ability),
                                                     re.I):
            return None                      # "for the first time each turn", "only once each turn": not told
        if trigger.event in ("blocks", "becomes_blocked") and trigger.detail.lower() not in ("", "a creature"):
            return None                      # "blocks a creature with flying", "blocked by two or more" (509.3e)
        if re.search(r"\b(?:dies|enters|attacks|blocks|blocked|leaves the battlefield)\b[^.,]*\bduring\b",
                     text_of(ability), re.I):
            return None                      # "dies during combat": when it happened isn't weighed here
        if trigger.event in ("deals_damage", "dealt_damage"):
            source = next((c for c in (q.card("subject"), *q.others) if c is not None and c is not watcher),
                          None) if q.details.get("damage_from") == "named" else None
            dealt = _damage_fits(q, trigger, watcher, subject, same, source)
            if dealt is None:
                return None
            steps.append(step(f"\"{shown(ability)}\": {dealt[1]}.", "120.2a", "603.2"))
            values.append(dealt[0])
            continue
        best = watched(trigger, watcher, subject, same, token)
        if best is None:
            return None
        value, why = best
        steps.append(step(f"\"{shown(ability)}\": {why}.", _RULES[trigger.event], "603.2"))
        condition = trigger.intervening_if
        met = arrived in _ARRIVAL_IF and subject is watcher and condition is not None and re.fullmatch(
            _ARRIVAL_IF[arrived or ""], condition, re.I)
        if met and value != "no":
            steps.append(step(f"Its \"if\" clause asks how it was cast: for its {arrived} cost, so it's true.",
                              "603.4"))
        elif condition is not None and value != "no":
            steps.append(step("Its \"if\" clause is checked when the event happens and again on resolution.",
                              "603.4"))
            value = "depends"
        if trigger.event == "unblocked" and value != "no":
            steps.append(step("It triggers only if no creature blocks it.", "509.3g"))
            value = "depends"
        values.append(value)
    value = "yes" if "yes" in values else ("depends" if "depends" in values else "no")
    verb = {"dies": "dies", "enters": "enters", "leaves": "leaves the battlefield", "attacks": "attacks",
            "blocks": "blocks", "becomes_blocked": "becomes blocked", "deals_damage": "deals that damage",
            "tapped": "becomes tapped", "untaps": "becomes untapped", "dealt_damage": "is dealt damage"}[event]
    answer = {"yes": f"Yes: {watcher.name}'s ability triggers when {subject.name} {verb}.",
              "no": f"No: {watcher.name}'s ability doesn't trigger when {subject.name} {verb}.",
              "depends": f"It depends: {watcher.name}'s ability triggers when {subject.name} {verb} only under the "
                         "conditions below."}[value]
    return Verdict(value, answer, tuple(steps))


# what a "becomes the target" trigger says targets it, and the kinds of targeting object each covers
_TARGETED_BY = {"a spell or ability": {"spell", "ability"}, "a spell": {"spell"}, "an aura spell": {"aura"},
                "an ability": {"ability"}}


def _targeted(q: CheckInput, watcher: Card) -> Verdict | None:
    """"Does A trigger when I target it with B?": A's "becomes the target of a spell or ability [an
    opponent controls]" abilities and "whenever you cast a spell that targets ~" (603.2), by what B
    targets with (a spell as it is cast, or an ability) and whose it is."""
    others = [c for c in (q.card("subject"), *q.others) if c is not None and c is not watcher]
    if len(others) != 1 or len(watcher.faces) > 1 or q.question.reading.scenario.objects and any(
            o.status or o.arrived for o in q.question.reading.scenario.objects):
        return None
    source = others[0]
    face = front(source)
    kinds = types_of(face)
    if {"instant", "sorcery"} & kinds and any(a.kind == "spell" and a.targets for a in face.abilities):
        how = {"spell"}
    elif "Aura" in face.subtypes:
        how = {"spell", "aura"}
    elif not any(a.kind == "spell" and a.targets for a in face.abilities) and any(
            a.kind == "activated" and a.targets for a in face.abilities) and not any(
            a.kind == "triggered" and a.targets for a in face.abilities):
        how = {"ability"}
    else:
        return None                          # which of its spells or abilities targets isn't clear
    targeter, owner = q.details.get("targeter"), q.controller("watcher")
    same = None if targeter is None or owner is None else targeter == owner
    conditions = [(a, e) for f in watcher.faces for a in f.abilities if a.event is not None for e in a.event.events()]
    found = [(a, e) for a, e in conditions if e.event == "becomes_target" or (
        e.event == "cast" and "targets ~" in (e.subject or ""))]
    what = "an ability" if how == {"ability"} else "a spell"
    steps = [step(f"{source.name} targets it with {what}{', as it is cast' if 'spell' in how else ''}.",
                  "115.1", "601.2c")]
    if not found:
        if any(a.kind == "triggered" and all(a is not b for b, _ in conditions) for f in watcher.faces
               for a in f.abilities) or _keyword_may_trigger(watcher) or _grants_trigger(watcher):
            return None
        return Verdict("no", f"No: none of {watcher.name}'s abilities triggers when it becomes a target.",
                       tuple(steps) + (_triggers_on(watcher, {e.event for _, e in conditions}),),
                       examined=(source.name,))
    values = []
    for ability, trigger in found:
        if trigger.intervening_if or trigger.first_time_each_turn:
            return None
        if trigger.event == "cast":
            spell = re.fullmatch(r"an? (?P<kinds>[a-z ,]*?)spell that targets ~", (trigger.subject or "").lower())
            if spell is None or trigger.controller not in ("you", "any"):
                return None
            wanted = [w for w in re.findall(r"[a-z]+", spell["kinds"]) if w not in ("or", "and")]
            if "spell" not in how:
                value, why = "no", f"it watches spells cast, and {source.name} targets with an ability"
            elif wanted and not set(wanted) & kinds:
                value, why = "no", f"it watches {' or '.join(wanted)} spells, and {source.name} is {face.type_line}"
            elif trigger.controller == "you" and same is None:
                value, why = "depends", "only if its controller casts that spell"
            else:
                value, why = ("no", "it watches only spells its controller casts") if (
                    trigger.controller == "you" and same is False) else ("yes", f"{source.name} is that spell")
        else:
            if (trigger.subject or "").strip() != "~":
                return None
            detail = trigger.detail.lower()
            whose_, by = whose(detail)
            by = by.strip()
            kinds_by = _TARGETED_BY.get(by)
            if kinds_by is None:
                return None
            if not kinds_by & how:
                value, why = "no", f"it watches {detail}, and {source.name} targets with {what}"
            elif whose_ is not None and same is None:
                value, why = "depends", "only if " + ("an opponent of its controller" if whose_ == "other" else
                                                      "its controller") + f" controls what {source.name} targets with"
            elif whose_ is not None and same != (whose_ == "same"):
                value, why = "no", f"it watches only {detail}"
            else:
                value, why = "yes", f"it becomes the target of {by}"
        steps.append(step(f"\"{shown(ability)}\": {why}.", "603.2"))
        values.append(value)
    value = combine(values)
    answer = {"yes": f"Yes: {watcher.name}'s ability triggers when {source.name} targets it.",
              "no": f"No: {watcher.name}'s ability doesn't trigger when {source.name} targets it.",
              "depends": f"It depends: {watcher.name}'s ability triggers only under the conditions below."}[value]
    return Verdict(value, answer, tuple(steps), (f"{source.name} can target {watcher.name} (115.1).",),
                   examined=(source.name,))


def _damage_fits(q: CheckInput, trigger: TriggerEvent, watcher: Card, subject: Card, same: bool | None,
                 source: Card | None = None) -> tuple[str, str] | None:
    """Does the damage the question tells fit a "whenever [a source] deals [combat] damage [to ...]"
    or "whenever ~ is dealt [combat] damage" trigger (120.2a combat damage, 120.1 whom it can be dealt
    to)? `source`: the card named as dealing it. None for words not read."""
    kind, to = q.details.get("damage_kind"), q.details.get("damage_to")
    if kind is None and source is not None and {"instant", "sorcery"} & types_of(front(source)):
        kind = "noncombat"                   # 120.2b: a spell's damage is never combat damage
    if trigger.event == "dealt_damage":
        if trigger.detail.lower() not in ("", "by a source") or to is not None:
            return None                      # "by a source an opponent controls": whose source isn't read here
        trigger, to = replace(trigger, detail=""), None
    wanted = _DAMAGE_TO.get(trigger.detail.lower())
    if wanted is None:
        return None
    conditions = []
    printed = trigger.phrase.lower()
    if "noncombat" in printed or "combat" in printed:
        needs = "noncombat" if "noncombat" in printed else "combat"
        if kind is None:
            conditions.append(f"it is {needs} damage")
        elif kind != needs:
            return "no", f"it watches only {needs} damage"
    if to is None:
        if trigger.detail:
            conditions.append(f"the damage is dealt {trigger.detail}")
    elif to not in wanted and not (to == "player" and wanted & {"opponent", "you"}):
        return "no", f"it watches only damage dealt {trigger.detail}"
    elif to == "player" and "player" not in wanted:
        conditions.append(f"that player is {'an opponent' if 'opponent' in wanted else 'its controller'}")
    elif to in ("you", "opponent") and wanted & {"you", "opponent"} and not wanted >= {"you", "opponent"}:
        mine = q.controller("watcher")
        if mine is None:
            conditions.append(f"that player is {'an opponent of' if 'opponent' in wanted else ''} its controller "
                              f"(whose {watcher.name} it is isn't said)".replace("  ", " "))
        elif ((to == "you") != (mine == "you")) != ("opponent" in wanted):
            # "to an opponent": a player other than its controller; "to you": its controller
            return "no", f"it watches only damage dealt {trigger.detail}"
    # the source: itself, the creature it's attached to, or what the subject's words describe
    watched = (trigger.subject or "").strip().lower()
    if watched in _ATTACHED:
        told = q.fact("subject")
        if subject is watcher:
            return None
        if told is None or _ATTACHED[watched] not in told.status:
            conditions.append(f"{subject.name} is {_ATTACHED[watched]} with {watcher.name}")
    else:
        fits = [_fits(alt, replace(trigger, detail=""), watcher, subject, same)
                for alt in alternatives(trigger.subject)]
        if any(f is None for f in fits):
            return None
        best = next((f for f in fits if f and f[0] == "yes"), None) or next(
            (f for f in fits if f and f[0] == "depends"), None) or fits[-1]
        if best is None or best[0] == "no":
            return best
        if best[0] == "depends":
            conditions.append(best[1].removeprefix("only if "))
    if conditions:
        return "depends", "only if " + " and ".join(conditions)
    return "yes", f"{subject.name} {'is dealt' if trigger.event == 'dealt_damage' else 'deals'} that damage"


# 615.1a, 702.16e: the words of a card that may stop combat damage from being dealt
_MAY_PREVENT = re.compile(r"\bprevent|\bprotection\b", re.I)


def _unblocked_damage(q: CheckInput, watcher: Card) -> Verdict | None:
    """"A attacks and isn't blocked. Does it trigger?": A's "whenever ~ deals (combat) damage to a player" ability
    triggers as it deals its combat damage to the defending player (510.1a, 510.2), unless that damage is prevented
    (603.2g: a prevented event triggers nothing), weighed for each other named card (it must prevent or protect:
    damage.prevented's reading). None when A also watches its attacking, its power isn't printed and positive, or
    another card or ability may change the damage."""
    conditions = trigger_conditions(watcher)
    dealing = [(a, e) for a, e in conditions if e.event == "deals_damage"]
    if not dealing or any(e.event in ("attacks", "unblocked") for _, e in conditions):
        return None
    face = front(watcher)
    power = printed(face, "power")
    if len(watcher.faces) > 1 or power is None or power <= 0 or not pt_as_printed(face) or any(
            _MAY_PREVENT.search(text_of(a)) or re.search(r"\bcan't attack\b", text_of(a), re.I)
            for _, a in abilities(watcher)) or "defender" in keyword_map(face):
        return None                          # no combat damage, its own words may change it, or it can't attack
    mine = q.controller("watcher")
    defending = {"you": "opponent", "opponent": "you"}.get(mine or "")
    steps = [step(f"{watcher.name} is unblocked, so it assigns its combat damage ({power}) to the player it "
                  "attacks.", "510.1a", "509.1h")]
    values = []
    for ability, trigger in dealing:
        if not (trigger.self_only or (trigger.subject or "").strip() == "~") or trigger.intervening_if or \
                trigger.first_time_each_turn:
            return None                      # it watches other sources, or has a condition not weighed here
        detail, printed_words = trigger.detail.lower(), trigger.phrase.lower()
        if "noncombat" in printed_words:
            return None
        if detail in ("", "to a player"):
            values.append("yes")
        elif detail == "to an opponent":
            values.append("yes")             # the defending player is an opponent of its controller (506.2)
        elif detail in ("to a creature", "to a planeswalker", "to a creature or planeswalker"):
            values.append("no")
        else:
            return None
        steps.append(step(f"\"{shown(ability)}\": "
                          + ("it deals that damage to a player." if values[-1] == "yes"
                             else "it watches only damage to a permanent."), "120.2a", "603.2"))
    value = "yes" if "yes" in values else "no"
    examined = []
    if value == "yes":
        for other in q.others:
            if not _MAY_PREVENT.search(" ".join(text_of(a) for _, a in abilities(other))):
                return None                  # a card that may change the combat otherwise: not weighed here
            prevented = damage_prevention(q, watcher, DamageReceiver(None, defending), other,
                                          {"source": mine, "preventer": q.controller_of(other.name)})
            if prevented is None:
                return None
            examined.append(other.name)
            steps += list(prevented.steps[1:])
            if prevented.value == "yes" or prevented.value == "depends" and q.details.get("prevented") == "told":
                steps.append(step(("As told, that damage is prevented. " if prevented.value == "depends" else "")
                                  + "Prevented damage isn't dealt, and an event that's prevented doesn't trigger "
                                  "anything.", "615.1a", "603.2g"))
                value = "no"
            elif prevented.value == "depends" and value == "yes":
                value = "depends"
    if q.details.get("prevented") == "told" and value != "no":
        return None                          # told its damage is prevented, but nothing named prevents it
    answer = {"yes": f"Yes: {watcher.name}'s ability triggers when it deals its combat damage to the player.",
              "no": f"No: {watcher.name}'s ability doesn't trigger: it deals no damage to a player this combat.",
              "depends": f"It depends: {watcher.name}'s ability triggers only if its combat damage isn't prevented "
                         "(see below)."}[value]
    assumed = (f"{watcher.name} attacks a player (not a planeswalker or battle) and is still unblocked when combat "
               "damage is dealt.",)
    return Verdict(value, answer, tuple(steps), assumed, examined=tuple(examined))


def _may_trigger(keyword: str | None) -> bool:
    """Could this keyword be a triggered ability? (Its CR rule says what kind it is; one not known
    might be.)"""
    known = BY_NAME.get((keyword or "").lower())
    return known is None or known.nature == "triggered"


def _leaves_not_dying(q: CheckInput, watcher: Card, subject: Card, event: str, token: bool | None = False
                      ) -> Verdict | None:
    """A permanent exiled or returned to hand leaves the battlefield but doesn't die (700.4: "dies"
    means put into a graveyard from the battlefield): its "leaves" abilities trigger, "dies" ones don't."""
    how = _LEAVES_NOT_DYING[event]
    moved = step(f"{subject.name} {how}: it leaves the battlefield without going to a graveyard, so it doesn't "
                 "die.", "700.4")
    conditions = trigger_conditions(watcher)
    if any(e.event == "leaves" for _, e in conditions):
        leaving = _decide_event(q, watcher, subject, "leaves", token=token)
        if leaving is None:
            return None
        answer = leaving.answer.replace("leaves the battlefield", how)
        return replace(leaving, answer=answer, steps=(moved,) + leaving.steps)
    if not any(e.event == "dies" for _, e in conditions):
        leaving = _decide_event(q, watcher, subject, "leaves", token=token)   # no ability of either kind: why
        return None if leaving is None or leaving.value != "no" else replace(
            leaving, answer=f"No: {watcher.name} has no ability that triggers when {subject.name} {how}.",
            steps=(moved,) + leaving.steps)
    if any(a.kind == "triggered" and all(a is not r for r, _ in conditions) for f in watcher.faces
           for a in f.abilities):
        return None                          # some triggered ability this check can't read
    dying = [a for a, e in conditions if e.event == "dies"]
    return Verdict("no", f"No: {watcher.name}'s ability triggers when a permanent dies, and {subject.name} {how} "
                   "instead.", (moved, step(f"\"{shown(dying[0])}\" watches only dying.", "603.10a", "603.2")))


def _cast_triggers(q: CheckInput, watcher: Card, subject: Card, found) -> Verdict | None:
    """601.2i: "whenever [someone] casts [a spell]" triggers once the spell becomes cast."""
    face = front(subject)
    kinds = types_of(face) | subtypes_of(face)
    caster = q.details.get("caster")
    owner = q.controller("watcher")
    steps, values = [], []
    for ability, trigger in found:
        if trigger.self_only:                # "When you cast this spell"
            value = "yes" if subject is watcher else "no"
            steps.append(step(f"\"{shown(ability)}\": it watches only {watcher.name} being cast.", "601.2i", "603.2"))
            values.append(value)
            continue
        if trigger.controller not in ("you", "opponent", "any") or trigger.first_time_each_turn:
            return None                      # "enchanted player casts", "your first spell each turn"
        what = " ".join(filter(None, (trigger.subject, trigger.detail)))
        words = re.findall(r"[a-z]+", what.lower())
        # subtypes are written with a capital ("an Aura, Equipment, or Vehicle spell", 205.3)
        subtypes = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+\b", what)}
        value, why = "yes", f"{subject.name} is {face.type_line}"
        for word in words:
            if word in _FILLER or word in ("spell", "spells"):
                continue
            singular = singular_of(word)
            if word.startswith("non") and word[3:] in PERMANENT_TYPES | {"instant", "sorcery"}:
                if word[3:] in kinds:
                    value, why = "no", f"it watches only {word} spells"
                continue
            if singular in PERMANENT_TYPES | {"instant", "sorcery"} or singular in kinds or word in subtypes:
                continue
            return None                      # "your first spell each turn", colors ...: not read
        typed = [w for w in words if w in PERMANENT_TYPES | {"instant", "sorcery"} | subtypes or w.rstrip("s") in kinds]
        if value == "yes" and typed and not any(w in kinds or w.rstrip("s") in kinds for w in typed):
            value, why = "no", f"it watches only {' or '.join(typed)} spells, and {subject.name} is {face.type_line}"
        if value != "no" and trigger.controller != "any":
            wanted = "same" if trigger.controller == "you" else "other"
            if caster is None or owner is None:
                value, why = "depends", f"only if {'its controller' if wanted == 'same' else 'an opponent'} casts it"
            elif (caster == owner) != (wanted == "same"):
                value, why = "no", f"it watches only spells {'its controller casts' if wanted == 'same' else 'opponents cast'}"
        if value != "no" and trigger.intervening_if:
            value, why = "depends", f"{why}; only if \"{trigger.intervening_if}\" (checked again on resolution, 603.4)"
        steps.append(step(f"\"{shown(ability)}\": {why}.", "601.2i", "603.2"))
        values.append(value)
    value = "yes" if "yes" in values else ("depends" if "depends" in values else "no")
    answer = {"yes": f"Yes: {watcher.name}'s ability triggers when {subject.name} is cast.",
              "no": f"No: {watcher.name}'s ability doesn't trigger when {subject.name} is cast.",
              "depends": f"It depends: {watcher.name}'s ability triggers when {subject.name} is cast only under the "
                         "conditions below."}[value]
    return Verdict(value, answer, tuple(steps))


def _not_cast(q: CheckInput, watcher: Card, subject: Card, event: str) -> Verdict | None:
    """A permanent put onto the battlefield wasn't cast, and a copy of a spell isn't cast (707.10):
    "whenever ... cast" abilities don't trigger; a put permanent still enters (603.6a)."""
    conditions = trigger_conditions(watcher)
    casts = [(a, e) for a, e in conditions if e.event == "cast"]
    if event in ("put", "land"):
        enters = [(a, e) for a, e in conditions if e.event == "enters"]
        if enters and casts:
            return None                      # both kinds: which one is asked about is not clear
        if enters:
            return _decide_event(q, watcher, subject, "enters")
        if not casts:
            return None
        how = step(f"{subject.name} is played as a land: a land is never cast, even one with another card type.",
                   "305.1", "305.9") if event == "land" else \
            step(f"{subject.name} is put onto the battlefield without being cast.", "601.2i")
        steps = (how, step(f"\"{shown(casts[0][0])}\" triggers only on casting.", "603.2"))
        return Verdict("no", f"No: {subject.name} wasn't cast, so {watcher.name}'s ability doesn't trigger.", steps)
    copier = q.card("effect")
    copied = "copy" if copier is None else copies_spell(copier)
    if copied is None or copied == "itself" and copier is not subject:
        return None                          # the card said to copy it copies no spell, or only itself
    keyword = q.details.get("how")
    if keyword in _COPY_KEYWORDS and not any(keyword in k.lower() for card in (subject, copier) if card is not None
                                             for f in card.faces for k in keyword_map(f)):
        return None                          # "its storm copies": the card told has no storm
    if copied == "cast" and copier is not None:
        # 707.12: "you may cast the copy": the copy is cast, and cast triggers see it
        cast = _decide_event(q, watcher, subject, "cast")
        if cast is None:
            return None
        first = step(f"{copier.name} has its controller cast the copy; casting a copy follows the rules for casting "
                     "spells, so the copy is cast.", "707.12")
        return replace(cast, steps=(first,) + cast.steps, examined=cast.examined + (copier.name,))
    said = step(f"{copier.name} copies {subject.name} without casting the copy." if copier is not None and
                copier is not subject else "A copy of a spell is put on the stack; it isn't cast.", "707.10",
                *((_COPY_KEYWORDS[keyword],) if keyword in _COPY_KEYWORDS else ()))
    copying = [(a, e) for a, e in casts if "cop" in e.phrase.lower()]
    if copying:
        # "Whenever you cast or copy a spell" (magecraft) sees the copy
        seen = _cast_triggers(q, watcher, subject, copying)
        if seen is None:
            return None
        widened = tuple(replace(s, text=s.text.replace("controller casts", "controller casts or copies").replace(
            "opponents cast", "opponents cast or copy")) for s in seen.steps)
        return replace(seen, answer=seen.answer.replace(" is cast", " is copied"), steps=(said,) + widened)
    if not casts or len(casts) != len(conditions):
        return None
    steps = (said, step(f"\"{shown(casts[0][0])}\" triggers only when a spell is cast.", "603.2"))
    return Verdict("no", f"No: copying {subject.name} isn't casting it, so {watcher.name}'s ability doesn't "
                   "trigger.", steps)


# keywords that copy the spell they are on, without casting the copies
_COPY_KEYWORDS = {"storm": "702.40a", "replicate": "702.56a", "conspire": "702.78a", "casualty": "702.153a"}
# a card that copies a spell ("copy target instant or sorcery spell", storm's "copy it", "copy the
# exiled card"), and one that then casts the copy ("you may cast the copy", 707.12)
_COPIES_SPELL = re.compile(r"\bcopy (?:it|this spell|that spell|target [^.]*\bspell|the exiled card|[^.]*\bspell)\b",
                           re.I)
_ITSELF = re.compile(r"\bcopy this spell\b", re.I)
_CASTS_COPY = re.compile(r"\bcast (?:the|that|a|one of the|any number of the|those) cop(?:y|ies)\b", re.I)


def copies_spell(card: Card) -> str | None:
    """How a card copies a spell: "cast" when it casts the copy (707.12), "copy" when it only copies
    (707.10), "itself" when only a keyword of its own copies it (storm, replicate), None when it copies
    no spell."""
    # a keyword's reminder text and "When you cast this spell, copy it" copy only the card itself; a
    # trigger condition ("Whenever you cast or copy a spell") copies nothing
    texts = [_ITSELF.sub("", (a.text or "").split(",", 1)[-1] if a.kind == "triggered" else a.text or "")
             for f in card.faces for a in f.abilities if a.kind != "keyword"
             and not (a.event is not None and a.event.self_only and a.event.event == "cast")]
    if any(_CASTS_COPY.search(t) for t in texts):
        return "cast"
    if any(_COPIES_SPELL.search(t) for t in texts):
        return "copy"
    return "itself" if any(_COPIES_SPELL.search(a.text or "") for f in card.faces for a in f.abilities
                           if a.kind == "keyword" or a.event is not None and a.event.self_only
                           or _ITSELF.search(a.text or "")) else None


# what a triggered ability does, asked instead of whether it triggers ("do I gain life?"): the words of its effect,
# and the event a question may also find in those words ("gain life" is no event that happened here)
_OUTCOMES = {"gain_life": (re.compile(r"\byou gain [^.]*?life\b", re.I), "gains_life", "you gain life"),
             "draw": (re.compile(r"\byou (?:may )?draw (?:a|an|one|two|three|x|that many) cards?\b", re.I), "draws",
                      "you draw"),
             "lose_life": (re.compile(r"\b(?:each opponent|each player) loses? [^.]*?life\b", re.I), "loses_life",
                           "each opponent loses life"),
             "token": (re.compile(r"\b(?:you )?create [^.]*?\btokens?\b", re.I), None, "you create the token")}


# 614.6, 700.4: a replacement effect that exiles what would die; it then never dies. "If a card or token would be put
# into a graveyard from anywhere, exile it instead." / "If a card would be put into an opponent's graveyard from
# anywhere, exile it instead." / "If a nontoken creature an opponent controls would die, instead exile that card and
# create a 2/2 black Zombie creature token."
_EXILED_INSTEAD = re.compile(r"^if (?P<what>.+?) would (?:die|be put into (?P<gy>a|an opponent's|your) graveyard"
                             r"(?: from anywhere| from the battlefield)?), (?:instead )?exile (?:it|that card)"
                             r"(?: instead)?(?:\.?$|[,.] | and )", re.I)
_CONTROLLED_BY = re.compile(r"\s+(?P<ctrl>an opponent controls|you control|you don't control)$", re.I)


def _instead_of_dying(card: Card) -> re.Match | None:
    found = [m for f in card.faces for a in f.abilities if a.kind == "static" and (m := _EXILED_INSTEAD.match(text_of(a)))]
    return found[0] if len(found) == 1 and found[0]["what"] != "~" else None


def _replaces_dying(m: re.Match, replacer: Card, subject: Card, holder: str | None, theirs: str | None
                    ) -> tuple[bool, str] | None:
    """Does the replacement (`m`) exile `subject` instead of letting it die? (True/False, why), None when its words,
    or whose each card is, aren't told or read. `holder`, `theirs`: who controls the replacer and the subject."""
    what = m["what"].lower()
    owner_rel = {"an opponent's": "opponent", "your": "same"}.get((m["gy"] or "").lower())
    if what in ("a card or token", "a card"):
        whose = owner_rel
        kinds = None
    else:
        kinds = re.sub(r"^(?:a|an) ", "", what)
        found = _CONTROLLED_BY.search(kinds)
        whose = {"an opponent controls": "opponent", "you control": "same", "you don't control": "opponent"}.get(
            found["ctrl"].lower()) if found else owner_rel
        kinds = kinds[:found.start()] if found else kinds
        if kinds.startswith("another "):
            if subject is replacer:
                return False, f"\"another\": not {replacer.name} itself"
            kinds = kinds.removeprefix("another ")
        kinds = kinds.removeprefix("nontoken ")      # a named card is no token (111.1)
    if kinds is not None:
        fits = object_fits(kinds, subject)
        if fits is None or fits[0] == "depends":
            return None
        if fits[0] == "no":
            return False, f"{subject.name} isn't {with_article(kinds)}"
    if whose is not None:
        if holder is None or theirs is None:
            return None
        if (whose == "same") != (holder == theirs):
            return False, f"only {'its controller' if whose == 'same' else 'an opponent'}'s; {subject.name} isn't"
    return True, ""


def _dies_replaced(q: CheckInput, watcher: Card) -> Verdict | None:
    """"Does A trigger when B dies?" with a card in play that exiles B instead: B never dies (700.4), so A's "dies"
    ability doesn't trigger; its "leaves the battlefield" one would (not weighed here)."""
    subject = q.card("subject")
    replacers = [c for c in q.others if _instead_of_dying(c)]
    if subject is None or len(replacers) != 1 or subject is watcher or any(
            e.event == "leaves" for _, e in trigger_conditions(watcher)):
        return None
    replacer = replacers[0]
    rest = tuple(c for c in q.others if c is not replacer)
    inner = event_triggers(CheckInput(q.question, q.cards, q.details, rest))
    if inner is None or inner.value is None:
        return None
    m = _instead_of_dying(replacer)
    assert m is not None
    ability = next(a for f in replacer.faces for a in f.abilities if _EXILED_INSTEAD.match(text_of(a)))
    said = f"{replacer.name}: \"{shown(ability)}\""
    holder = (q.question.reading.obj(replacer.name) or ScenarioObject(replacer.name)).controller
    theirs = (q.question.reading.obj(subject.name) or ScenarioObject(subject.name)).controller
    applies = _replaces_dying(m, replacer, subject, holder, theirs)
    if applies is None:
        return None                          # its words, or whose each card is, decide it and aren't read or told
    if not applies[0]:
        return replace(inner, steps=inner.steps + (step(f"{said} — {applies[1]}.", "614.6"),),
                       examined=inner.examined + (replacer.name,))
    if inner.value == "no":
        return replace(inner, examined=inner.examined + (replacer.name,))
    steps = (step(f"{said} — {subject.name} is exiled instead of being put into a graveyard.", "614.6"),
             step(f"\"Dies\" means put into a graveyard from the battlefield; {subject.name} never dies, so "
                  f"{watcher.name}'s \"dies\" ability doesn't trigger.", "700.4", "603.6c"))
    assumptions = (f"{subject.name}'s owner is the player who controls it.",) if m["gy"] and m["gy"] != "a" else ()
    return Verdict("no", f"No: {subject.name} is exiled instead of dying, so {watcher.name}'s ability doesn't "
                   "trigger.", steps, assumptions, examined=(replacer.name,) + inner.examined)


def does_outcome(card: Card, want: str | None) -> bool:
    """Does one of the card's triggered abilities do what an outcome question asks ("do I gain life?")?"""
    if want not in _OUTCOMES:
        return False
    return any(_OUTCOMES[want][0].search(text_of(a)) for f in card.faces for a in f.abilities if a.kind == "triggered")


@check("triggers.outcome.v1", intent="trigger.fires",
       answers="\"I control A and cast B. Do I gain life (draw a card, get a token; does my opponent lose life)?\": "
               "finds the named card whose one triggered ability does that, and decides whether the story's event "
               "triggers it (603.2).",
       cites=("603.2", "603.3", "608.2", "109.5"),
       reads=Reads(optional=("watcher", "subject"), params=("outcome", "effect", "event", "caster", "actor", "how"),
                   scenario=("controller", "zone", "arrived", "status", "players")),
       ruling_terms=("trigger", "gain", "life", "draw"))
def triggered_outcome(q: CheckInput) -> Verdict | None:
    want = q.details.get("outcome")
    named = list(dict.fromkeys([*q.cards.values(), *q.others]))       # the roles the reader guessed don't matter
    if (want not in _OUTCOMES and not (want == "effect" and q.details.get("effect"))) or len(named) != 2:
        return None
    if want == "effect":
        # "does A make a copy?": the triggered abilities whose effect says that (the others aren't asked about)
        triggered = {c.name: [a for a in abilities_doing(c, q.details["effect"]) or [] if a.kind == "triggered"]
                     for c in named}
        own_event, said = None, "its ability does that"
        doers = [c for c in named if triggered[c.name]]
    else:
        _, own_event, said = _OUTCOMES[want]
        triggered = {c.name: [a for f in c.faces for a in f.abilities if a.kind == "triggered"] for c in named}
        doers = [c for c in named if does_outcome(c, want)]
    if len(doers) != 1 or len(triggered[doers[0].name]) != 1 or triggered[doers[0].name][0].targets:
        return None                          # which card, or which of its abilities, isn't clear
    watcher = doers[0]
    subject = next(c for c in named if c is not watcher)
    if q.card("watcher") not in (None, watcher):
        return None                          # the reading named the other card as the one that triggers
    if want == "effect":
        # the card as if the ability asked about were its only triggered ability
        ability = triggered[watcher.name][0]
        watcher = replace(watcher, faces=tuple(replace(f, abilities=tuple(
            a for a in f.abilities if a.kind != "triggered" or a is ability)) for f in watcher.faces))
    told = q.question.reading.obj(watcher.name)
    if want != "lose_life" and told is not None and told.controller == "opponent":
        return None                          # 109.5: "you" is its controller, not the asker
    events = [v for k, v in q.question.details if k == "event" and v != own_event]
    details = {k: v for k, v in q.details.items() if k != "outcome"}
    if events:
        details["event"] = events[0]
    else:
        details.pop("event", None)
    verdict = event_triggers(CheckInput(q.question, {"watcher": watcher, "subject": subject}, details, ()))
    if verdict is None or verdict.value is None:
        return None
    ability = triggered[watcher.name][0]
    does = step(f"{watcher.name}'s " + ("triggered ability that does it" if want == "effect" else
                                        "only triggered ability is the one that does it") + f": \"{shown(ability)}\".",
                "603.2", "608.2")
    assumptions = verdict.assumptions + ((f"{watcher.name}'s ability resolves, and the amount it uses is more than "
                                          "0.",) if verdict.value != "no" else ())
    if told is None and want != "lose_life":
        assumptions += (f"You control {watcher.name} (\"you\" in its text is its controller, 109.5).",)
    text = {"yes": f"Yes: {verdict.answer.removeprefix('Yes: ').rstrip('.')}, so {said}.",
            "no": f"No: {verdict.answer.removeprefix('No: ').rstrip('.')}, so its ability doesn't "
                  + ("do that." if want == "effect" else "give that."),
            "depends": verdict.answer}[verdict.value]
    return replace(verdict, answer=text, steps=(does, *verdict.steps), assumptions=assumptions,
                   examined=tuple(dict.fromkeys((*verdict.examined, subject.name))))


# --- the order simultaneous triggers go on the stack (603.3b) --------------------------------------------------

@check("triggers.order.v1", intent="trigger.order",
       answers="When the named cards' abilities trigger at the same time, whose resolves first (or in what order do "
               "they go on the stack)? 603.3b: the active player puts all their triggered abilities on the stack "
               "first, in any order they choose, then each other player in turn order: the last put on the stack "
               "resolves first. With every one of them one player's, that player chooses the order.",
       cites=("603.3b", "405.5", "101.4"),
       reads=Reads(params=("turn", "together"), scenario=("controller", "zone", "players")),
       ruling_terms=("trigger", "order", "stack"))
def trigger_order(q: CheckInput) -> Verdict | None:
    cards = list(dict.fromkeys((*q.cards.values(), *q.others)))
    if len(cards) < 2 or any(not trigger_conditions(c) and not any(
            a.kind == "triggered" for f in c.faces for a in f.abilities) for c in cards):
        return None                          # a card with no triggered ability: what triggers isn't clear
    controllers = {c.name: q.controller_of(c.name) for c in cards}
    if None in controllers.values():
        return None                          # whose each ability is isn't told
    steps = [step("Abilities that trigger at the same time wait until a player would receive priority; then the "
                  "active player puts all of theirs on the stack in any order, then each other player in turn order; "
                  "the last one put on the stack resolves first.", "603.3b", "405.5")]
    mine = [c.name for c in cards if controllers[c.name] == "you"]
    theirs = [c.name for c in cards if controllers[c.name] == "opponent"]

    def resolve(names: list[str]) -> str:
        return f"{name_list(names)}'s " + ("ability resolves" if len(names) == 1 else "abilities resolve")

    if not mine or not theirs:
        who = "You choose" if mine else "Your opponent chooses"
        owner = "your" if mine else "your opponent's"
        return Verdict(None, f"{who} the order: all of them are {owner} triggered abilities.", tuple(steps),
                       examined=tuple(controllers), amount=who.lower())
    if (q.question.reading.scenario.players or 2) != 2:
        return None                          # which opponent's turn it is, and their order, aren't told (101.4)
    turn = q.details.get("turn")
    if turn not in ("yours", "opponent"):
        return Verdict("depends", f"It depends on whose turn it is: on your turn {resolve(theirs)} first; on your "
                       f"opponent's turn {resolve(mine)} first.", tuple(steps), examined=tuple(controllers))
    earlier, later = (mine, theirs) if turn == "yours" else (theirs, mine)
    steps.append(step(f"It is {'your' if turn == 'yours' else 'your opponent' + chr(39) + 's'} turn: "
                      f"{name_list(earlier)} {'goes' if len(earlier) == 1 else 'go'} on the stack first, then "
                      f"{name_list(later)}.", "603.3b"))
    return Verdict(None, f"{resolve(later)} first: as the non-active player's, "
                   f"{'it goes' if len(later) == 1 else 'they go'} on the stack last.", tuple(steps),
                   examined=tuple(controllers), amount=name_list(later))
