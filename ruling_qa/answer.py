"""Question -> Answer: read the question, run the checks that cover it, attach the rulings and rule
text behind the verdict, and the data versions used.

Every rule number and ruling in an answer comes from the index: checks name rule numbers, this
module looks up their text; rulings are the named cards' own rulings, ranked by relevance.
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import replace
from functools import cached_property
from typing import Sequence

from .checks import CheckInput, CheckSpec, for_intent
from .checks.combat import fight_spell
from .checks.facts import (creature_by_devotion, creature_only_sometimes, front, has_printed_keyword, made_creature_how,
                           types_of)
from .checks.mana import tapped_for_mana_watch
from .checks.protection import mass_verb
from .checks.resolution import prohibitions
from .checks.stoppers import stopped_events
from .checks.targets import find_target_changer
from .checks.tokens import makes_more
from .checks.triggers import does_outcome
from .errors import RulingQAError
from .interpret import Interpreter
from .interpret.restate import restate
from .models import Card, Citation, Question, Reading, Step, Verdict, card_from_dict
from .parse.patterns import ALTERNATIVE_ROLE, OTHER_ROLE
from .retrieve import MAX_RULES, RuleFinder, rule_stem
from .store.kb import KnowledgeBase

_WORDS = re.compile(r"[a-z]+")
_STOP = frozenset("a an the of to and or in on is it its can does do if i my you your be this that with for "
                  "when what as at by from has have will would could".split())
MAX_RULINGS_PER_CARD = 3
UNDECIDED = ("The check for this kind of question can't decide it from these cards' facts, so there is no "
             "computed answer; the rules and rulings that decide it are below.")
NO_CHECK = ("No check covers this question, so there is no computed answer; the most relevant rulings and "
            "rules are below.")


def _words(text: str) -> set[str]:
    return {w for w in _WORDS.findall(text.lower()) if w not in _STOP and len(w) > 2}


def reroute(question: Question, by_role: dict[str, Card]) -> tuple[Question, dict[str, Card]]:
    """A reading the cards' facts show to be another question:
    - "Does A work with B?" is read as a "tapped for mana" question (106.12); when A's facts show no such
      ability but an ability that changes targets, it is "can A change B's targets?"; when A makes more tokens or
      counters (614.1a), "does A make B create more tokens (get more counters)?", and so is "does A affect B?";
    - "Does B stop A's ability?" is read as an activation question (602.5); when A has no activated ability but
      triggered ones, and B stops creatures entering from triggering abilities, it is "does B stop A's triggers?";
    - "With B in play, does A's ability trigger?" reads B as what triggers it; when B is such a card, it is
      "do A's triggers still trigger while B is in play?" (the stopper question, negated);
    - "I cast A ... Do I get a token?" may read A as the card whose ability triggers; when only B's triggered
      ability makes the token (gains the life, draws), B is;
    - "I cast A targeting B and C. Does C die?" is a fight when A's whole effect is that its targets fight (701.14a);
    - "Does A return B?" is read as a search ("can A's effect choose B"); when A returns all permanents of a kind to
      their owners' hands, it is "does A's effect reach B?".
    The reading's proposition is rewritten with it, so the answer says what it answered."""
    intent, polarity, roles = question.intent, None, {}
    watcher, held = by_role.get("watcher"), by_role.get("subject")
    source, prohibitor = by_role.get("source"), by_role.get("prohibitor")
    tapped, effect, reached = by_role.get("tapped"), by_role.get("effect"), by_role.get("object")
    selector = by_role.get("selector")
    more = makes_more(watcher, tapped) if watcher is not None and tapped is not None else \
        makes_more(effect, reached) if effect is not None and reached is not None else None
    if intent == "mana.tapped_trigger" and watcher is not None and not tapped_for_mana_watch(watcher) \
            and find_target_changer(watcher) is not None:
        intent, roles = "targets.change", {"watcher": "redirector", "tapped": "spell"}
    elif intent == "mana.tapped_trigger" and more is not None and watcher is not None and \
            not tapped_for_mana_watch(watcher):
        intent, roles = f"{more}.doubled", {"watcher": "doubler", "tapped": "creator" if more == "tokens" else "source"}
    elif intent == "card.selectable" and selector is not None and mass_verb(selector) == "return" and \
            by_role.get("card") is not None and not question.details:
        # "does A return B?" of a spell that returns all permanents of a kind: does its effect reach B
        intent, roles = "effect.reaches", {"selector": "effect", "card": "object"}
    elif intent == "effect.reaches" and effect is not None and fight_spell(effect) and \
            dict(question.details).get("verb", "affect") in ("affect", "kill"):
        intent, roles = "fight.dies", {"object": "asked"}
    elif intent == "effect.reaches" and more is not None and dict(question.details).get("verb", "affect") == "affect":
        intent, roles = f"{more}.doubled", {"effect": "doubler", "object": "creator" if more == "tokens" else "source"}
    elif intent == "activation.allowed" and source is not None and prohibitor is not None and \
            stopped_events(prohibitor) and dict(question.details) == {"asked": "stop"} and not any(
            a.kind == "activated" or a.mana_ability_of == "activated" for f in source.faces for a in f.abilities):
        intent, polarity, roles = "trigger.stopped", True, {"source": "watcher", "prohibitor": "stopper"}
    elif intent == "trigger.fires" and watcher is not None and held is not None and stopped_events(held) and any(
            o.card == held.name and (o.zone == "battlefield" or o.controller) for o in question.reading.scenario.objects):
        intent, polarity, roles = "trigger.stopped", False, {"subject": "stopper"}
    elif intent == "trigger.fires" and watcher is not None and held is not None and \
            "effect" in dict(question.details) and {"instant", "sorcery"} & types_of(front(watcher)) and \
            prohibitions(held):
        # "with C in play, does spell A still make me discard?": what A does as it resolves, not a trigger
        # (patterns.REROUTE_ROLES)
        intent, roles = "resolve.still", {"watcher": "spell", "subject": "prohibitor"}
    elif intent == "trigger.fires" and watcher is not None and held is not None and \
            does_outcome(held, dict(question.details).get("outcome")) and \
            not does_outcome(watcher, dict(question.details).get("outcome")):
        roles = {"watcher": "subject", "subject": "watcher"}    # the card whose ability does it is the watcher
    else:
        return question, by_role
    cards = tuple(replace(m, role=roles.get(m.role, m.role) if m.role is not None else None)
                  for m in question.cards)
    details = question.details
    if intent == "effect.reaches" and question.intent == "card.selectable":
        details = (("verb", "bounce"),)
    elif intent.endswith(".doubled") or intent == "fight.dies":
        details = tuple((k, v) for k, v in details if k != "verb")    # "does A affect B": what it changes is asked
    if intent == "resolve.still" and question.intent == "trigger.fires":
        details = tuple((k, v) for k, v in details if k == "effect")    # the effect asked; the rest was the trigger's
    if intent == "trigger.stopped":
        # "does it trigger when it enters" names the event; "in play" / "played" tells B, not an event
        details = tuple((k, v) for k, v in details if k != "asked" and (k != "event" or v in ("enters", "dies",
                                                                                            "leaves")))
    proposition = question.reading.proposition
    if proposition is not None:
        proposition = replace(proposition, kind=intent, roles=tuple((roles.get(r, r), n) for r, n in proposition.roles),
                              params=details, polarity=proposition.polarity if polarity is None else polarity)
    return (replace(question, intent=intent, cards=cards, details=details,
                    reading=replace(question.reading, proposition=proposition)),
            {roles.get(role, role): card for role, card in by_role.items()})


# 205.3g-m list the subtypes; 701 and 702 title the keyword actions and keywords
_SUBTYPE_RULES = ("205.3g", "205.3h", "205.3i", "205.3j", "205.3k", "205.3m")
_LIST = re.compile(r"(?:(?<!sub)types are|long:)\s+(?!one word)([^.]*)")


def rules_words(kb: KnowledgeBase) -> tuple[list[str], list[str]]:
    """(keyword and keyword-action names, subtypes), read from the CR in the index."""
    subtypes: list[str] = []
    for rule in kb.rules(_SUBTYPE_RULES):
        for part in _LIST.findall(re.sub(r"\([^)]*\)", "", rule.text)):
            subtypes += [w.strip() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", part) if w.strip()]
    titled = [f"{chapter}.{n}" for chapter in (701, 702) for n in range(1, 200)]
    keywords = [rule.text for rule in kb.rules(titled) if rule.level == "rule" and len(rule.text) < 40]
    return keywords, subtypes


def _with_card(value, named: str, other: str):
    """`value` (a reading or any part of it) with every mention of card `named` made a mention of `other`."""
    if isinstance(value, str):
        return other if value == named else value
    if isinstance(value, tuple):
        return tuple(_with_card(v, named, other) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return replace(value, **{f.name: _with_card(getattr(value, f.name), named, other)
                                 for f in dataclasses.fields(value) if f.init})
    return value


def _asked_instead(question: Question, named: str, other: str) -> Question:
    """The question asked with card `other` in the place of `named` ("Can A target B? How about C?")."""
    question = replace(question, cards=tuple(m for m in question.cards if m.role != ALTERNATIVE_ROLE),
                       reading=replace(question.reading, proposition=replace(
                           question.reading.proposition, alternatives=())) if question.reading.proposition
                       else question.reading)
    return _with_card(question, named, other)


# propositions whose answer never turns on whether a permanent is a creature (costs, mana value, colors,
# timing, what the stack holds)
_TYPE_BLIND = frozenset({"cost.payable", "mana_value.is", "cost.total", "cost.modified", "cost.ability_modified",
                         "cost.options", "deck.identity", "color.is", "stack.uses", "activation.twice",
                         "mana.production", "counter.can", "counter.any", "counter.refund", "copy.costs",
                         "cast.timing", "cast.allowed", "land.plays", "targeting.uses"})
_NEGATED = {"yes": "no", "no": "yes"}
_LOOKUPS = ("rule.lookup", "glossary.define")


def negate(verdict: Verdict) -> Verdict:
    """The verdict on the negated statement ("can A not ..."): yes and no swap, the reasoning stays."""
    value = _NEGATED.get(verdict.value or "")
    if value is None:                                # "depends" and no value stay as they are
        return verdict
    found = re.sub(r"^(Yes|No)[:,.]\s*", "", verdict.answer)
    return replace(verdict, value=value, answer=f"{value.capitalize()}: the statement as asked is "
                   f"{'true' if value == 'yes' else 'false'}. {found[:1].upper()}{found[1:]}")


class Answerer:
    """Answers questions against one knowledge base (the spaCy reader is built once, lazily)."""

    def __init__(self, kb: KnowledgeBase):
        self.kb = kb

    @cached_property
    def interpreter(self) -> Interpreter:
        keywords, subtypes = rules_words(self.kb)
        def nickname(text: str) -> str | None:
            match = self.kb.nickname(text)
            return match.name if match is not None else None
        return Interpreter(self.kb.card_names(), terms=self.kb.glossary_names(), keywords=keywords,
                           subtypes=subtypes, nickname=nickname)

    def load_card(self, name: str) -> tuple[int, Card]:
        match = self.kb.resolve_card(name)
        return match.card_id, card_from_dict(self.kb.card_data(match.card_id))

    def answer(self, text: str) -> dict:
        asked = self.interpreter.interpret(text)
        cards: dict[str, Card] = {}
        card_ids: dict[str, int] = {}
        for mention in asked.cards:
            if mention.name not in cards:
                card_ids[mention.name], cards[mention.name] = self.load_card(mention.name)
        question, spec, verdict, withheld, not_read = self._decide(asked, cards)
        if asked.reading.proposition is not None and asked.reading.proposition.alternatives:
            verdict, withheld, not_read = self._each_alternative(asked, cards, verdict, withheld, not_read)
        reading = question.reading

        steps = list(verdict.steps) if verdict else []
        cited = [c for s in (withheld.steps if withheld else ()) for c in s.citations]
        unknown = self._unknown_names(question)
        # A verdict cites the rules its reasoning used; glossary entries come in only when no check
        # answered (a term in a checked question is incidental: "redirect" is an obsolete term).
        glossary = self._glossary(question) if verdict is None else []
        rule_numbers = [c.number for s in steps for c in s.citations if c.kind == "rule" and c.number]
        rule_numbers += [c.number for c in cited if c.kind == "rule" and c.number]
        rule_numbers += list(question.rule_refs)
        rules, reasons = self._rules(rule_numbers, question, cards, answered=verdict is not None)
        rulings = self._rulings(question, card_ids, spec, [r.number for r in rules])

        if verdict is not None:
            prose = verdict.answer
        elif not_read and question.intent not in _LOOKUPS:
            prose = ("I could not take into account: " + "; ".join(not_read) + ". So there is no computed "
                     "answer; the rules and rulings that decide it are below.")
        elif question.rule_refs and rules:
            prose = " ".join(f"{r.number} {r.text}" for r in rules if r.number in question.rule_refs)
        elif question.intent == "glossary.define" and glossary:
            prose = f"{glossary[0]['term']}: {glossary[0]['text']}"
        elif question.intent and not cards and for_intent(question.intent) and all(
                spec.reads.roles for spec in for_intent(question.intent)):
            prose = ("I could not find the card(s) this question is about, so no check could run; the most "
                     "relevant rules are below.")
        elif question.intent and for_intent(question.intent):
            prose = UNDECIDED
        else:
            prose = NO_CHECK
        if unknown:
            prose = " ".join(u["message"] for u in unknown) + " " + prose
        oracle = [Citation("oracle", face.oracle_text, card=card.name if len(card.faces) == 1 else face.name)
                  for card in cards.values() for face in card.faces if face.oracle_text]
        rule_text = {r.number: r.text for r in rules}
        reasoning = [Step(s.text, tuple(Citation("rule", rule_text.get(c.number, ""), number=c.number)
                                        if c.kind == "rule" else c for c in s.citations)) for s in steps]
        return {
            "question": text,
            "read_as": restate(reading),
            "unread": not_read,
            "intent": question.intent,
            "cards": [m.to_dict() for m in question.cards],
            "unknown_cards": unknown,
            "verdict": verdict.value if verdict else None,
            "value": verdict.amount if verdict else None,
            "answer": prose,
            "check": spec.name if spec else None,
            "assumptions": list(verdict.assumptions) if verdict else [],
            "reasoning": [s.to_dict() for s in reasoning],
            "citations": {
                "rules": [{"number": r.number, "text": r.text, "examples": list(r.examples),
                           **({"reason": reasons[r.number]} if r.number in reasons else {})} for r in rules],
                "glossary": glossary,
                "rulings": rulings,
                "oracle": [{"card": c.card, "text": c.text} for c in oracle],
            },
            "sources": self.kb.versions(),
        }

    def _decide(self, question: Question, cards: dict[str, Card]
                ) -> tuple[Question, CheckSpec | None, Verdict | None, Verdict | None, list[str]]:
        """The question as the checks took it (see `reroute`), the check that answered, its verdict
        (on the statement as asked: negated for "can A not ..."), the verdict held back, and what the
        answer could not take into account (a verdict is held back when there is any)."""
        reading = question.reading
        by_role: dict[str, Card] = {}
        for mention in question.cards:
            if mention.role and mention.role not in (OTHER_ROLE, ALTERNATIVE_ROLE) and mention.role not in by_role:
                by_role[mention.role] = cards[mention.name]
        if reading.proposition is not None:      # a card named twice may hold two roles ("if A blocks B, does A die")
            for role, name in reading.proposition.roles:
                if role not in by_role and role != OTHER_ROLE and name in cards:
                    by_role[role] = cards[name]
        question, by_role = reroute(question, by_role)
        reading = question.reading
        details = dict(question.details)
        named = dict.fromkeys(m.name for m in question.cards if m.role != ALTERNATIVE_ROLE)
        others = tuple(cards[name] for name in named if cards[name] not in by_role.values())
        given = CheckInput(question, by_role, details, others)

        ran = [(spec, spec.run(given)) for spec in for_intent(question.intent) if spec.applies(given)]
        outcomes = [(spec, verdict) for spec, verdict in ran if verdict is not None]
        not_read = list(reading.unread)
        verdict, spec = (outcomes[0][1], outcomes[0][0]) if outcomes else (None, None)
        if len({v.value for _, v in outcomes}) > 1:
            not_read.append("the checks that cover this question disagree: "
                            + ", ".join(f"{s.name} says {v.value}" for s, v in outcomes))
        if verdict is not None and spec is not None:      # set together, from the first outcome
            verdict, missed = self._complete(spec, verdict, given, reading)
            not_read += missed
        withheld = verdict if not_read else None
        if withheld is not None:
            verdict = None
        elif verdict is not None and reading.proposition is not None and not reading.proposition.polarity:
            verdict = negate(verdict)
        return question, spec, verdict, withheld, not_read

    def _each_alternative(self, question: Question, cards: dict[str, Card], verdict: Verdict | None,
                          withheld: Verdict | None, not_read: list[str]
                          ) -> tuple[Verdict | None, Verdict | None, list[str]]:
        """"Can A target B or C?", "... How about C?": the statement (as read, before `reroute`) decided
        again with each card asked about in another's place. One verdict when every card gets the same
        one; "depends" (on the card) with each card's answer when they differ; each card's value for a
        value question (one value when they share it); none when any card's answer is held back."""
        assert question.reading.proposition is not None      # alternatives belong to a proposition
        alternatives = question.reading.proposition.alternatives
        verdicts = [(" and ".join(dict.fromkeys(named for named, _ in alternatives)), verdict)]
        missing_all = list(not_read) if verdict is not None or not_read else ["an answer as first asked"]
        for named, other in alternatives:
            _, _, v, held, missing = self._decide(_asked_instead(question, named, other), cards)
            verdicts.append((other, v))
            withheld = withheld or held
            missing_all += [f"with {other} in place of {named}: {m}" for m in missing if m not in not_read]
            if v is None and not missing:
                missing_all.append(f"an answer with {other} in place of {named} (no check decides it)")
        if missing_all:
            return None, withheld or verdict, missing_all
        decided = [v for _, v in verdicts if v is not None]
        steps = tuple(s for v in decided for s in v.steps)
        assumptions = tuple(dict.fromkeys(a for v in decided for a in v.assumptions))
        examined = tuple(dict.fromkeys(e for v in decided for e in v.examined))
        # each card's answer, said with the card when its own words don't name it ("No: A survives this combat.")
        answers = " ".join(v.answer if card in v.answer else f"With {card}: {v.answer}"
                           for card, v in verdicts if v is not None)
        amounts = {v.amount for v in decided}
        if amounts != {None}:
            # a value asked of each card ("what is the mana value of A or B?"): one value when they share it
            amount = amounts.pop() if len(amounts) == 1 else None
            return Verdict(None, answers, steps, assumptions, examined, amount=amount), None, []
        if len({v.value for v in decided}) > 1:
            return Verdict("depends", "It depends on the card. " + answers, steps, assumptions, examined), None, []
        return replace(decided[0], answer=answers, steps=steps, assumptions=assumptions, examined=examined), None, []

    @staticmethod
    def _complete(spec: CheckSpec, verdict: Verdict, given: CheckInput, reading: Reading
                  ) -> tuple[Verdict, list[str]]:
        """The verdict with the other named cards examined, and what in the reading the check did
        not take into account (parameters and scenario facts it doesn't read, cards it neither used
        nor examined)."""
        missed = []
        for key, value in given.details.items():
            if key not in spec.reads.params:
                missed.append(f"{key.replace('_', ' ')}: {value.replace('_', ' ')}")
        used_roles = set(spec.reads.roles) | set(spec.reads.optional)
        used = {card.name for role, card in given.cards.items() if role in used_roles}
        for role, card in given.cards.items():
            if role not in used_roles and card.name not in used:
                missed.append(f"{card.name} (as {role.replace('_', ' ')})")
        for obj in reading.scenario.objects:
            if obj.controller and "controller" not in spec.reads.scenario:
                missed.append(f"who controls {obj.card} ({'you' if obj.controller == 'you' else 'an opponent'})")
            several = obj.card in verdict.examined and (
                set(obj.status) == {"blocking"} and "blockers" in spec.reads.scenario or
                set(obj.status) <= {"attacking", "unblocked"} and "attackers" in spec.reads.scenario)
            if obj.status and ("status" not in spec.reads.scenario or obj.card not in used) and not several:
                # a check reading statuses reads those of the cards it uses (and one weighing several blockers or
                # attackers, of each one it weighed)
                missed.append(f"that {obj.card} is {' and '.join(obj.status)}")
            if obj.arrived and "arrived" not in spec.reads.scenario:
                missed.append(f"how {obj.card} was cast ({obj.arrived})")
            if obj.zone and "zone" not in spec.reads.scenario and not (
                    obj.zone == "battlefield" and obj.controller and "controller" in spec.reads.scenario):
                # (110.2: a card someone controls is on the battlefield; a check weighing who controls it took that)
                missed.append(f"that {obj.card} is on the {obj.zone}")
            if obj.size and "size" not in spec.reads.scenario:
                missed.append(f"that {obj.card} is {obj.size}")
            if obj.keywords:
                named = next((c for c in (*given.cards.values(), *given.others) if c.name == obj.card), None)
                if named is None or not all(has_printed_keyword(named.faces[0], k) for k in obj.keywords):
                    # a keyword told that isn't its own (given by some effect?) may change the answer
                    missed.append(f"that {obj.card} has {', '.join(obj.keywords)}")
            if obj.entered_this_turn and "entered_this_turn" not in spec.reads.scenario:
                missed.append(f"that {obj.card} entered this turn")
        if reading.scenario.devotion and "devotion" not in spec.reads.scenario:
            missed += [f"that your devotion to {colors} is {n}" for colors, n in reading.scenario.devotion]
        for status, fact, verb in (("blocking", "blockers", "block"), ("attacking", "attackers", "attack")):
            fighting = [o.card for o in reading.scenario.objects if status in o.status]
            if len(fighting) > 1 and fact not in spec.reads.scenario:
                missed.append(f"that {' and '.join(fighting)} all {verb}")      # 508.1a, 509.1a: several at once
        if reading.scenario.counts and "counts" not in spec.reads.scenario:
            missed += [f"that you have {n} {kind} in your {zone}" for zone, kind, n in reading.scenario.counts]
        for card in given.cards.values():
            # "As long as your devotion to blue is less than five, ~ isn't a creature" (700.5), "As long as it's your
            # turn, ~ is a 4/4 ... creature": a check that doesn't weigh it takes the type line as printed
            sometimes = creature_only_sometimes(card.faces[0])
            weighed = "devotion" in spec.reads.scenario and creature_by_devotion(card.faces[0], ()) is not None
            if sometimes is not None and not weighed and spec.intent not in _TYPE_BLIND:
                missed.append(f"whether {card.name} is a creature then (its own text makes it one only sometimes)")
            how = made_creature_how(card.faces[0])
            if how is not None and any("creature" in s.text for s in verdict.steps):
                # the reasoning weighed whether it is a creature: say what the answer takes it to be
                verdict = replace(verdict, assumptions=verdict.assumptions + (f"{card.name} isn't a creature: {how}.",))
        players = reading.scenario.players
        if players is not None and players != 2 and "players" not in spec.reads.scenario:
            missed.append(f"that the game has {players} players" if players else "that it is a multiplayer game")
        if reading.scenario.events and "events" not in spec.reads.scenario:
            done = {"cast": "cast", "sacrifice": "sacrificed", "moves": "used to flicker or bounce a permanent",
                    "dies": "destroyed"}
            missed += [f"that {e.card} was {done.get(e.kind, 'cast or activated in response')}"
                       for e in reading.scenario.events]
        pending = tuple(c for c in given.others if c.name not in verdict.examined and c.name not in used)
        steps: list[Step] = []
        examined: list[str] = []
        if pending and spec.examine is not None:
            steps, examined, relevant = spec.examine(pending)
            missed += [f"{name}'s abilities (they could change the answer)" for name in relevant]
        elif pending:
            missed += [f"{c.name} (named in the question)" for c in pending]
        if steps:
            verdict = replace(verdict, steps=verdict.steps + tuple(steps),
                              examined=verdict.examined + tuple(examined))
        return verdict, missed

    # --- citations ------------------------------------------------------------------------------

    def _unknown_names(self, question: Question) -> list[dict]:
        out = []
        for text in question.unknown:
            try:
                match = self.kb.resolve_card(text)
            except RulingQAError as error:
                out.append({"text": text, "message": error.message + ".", "suggestions": error.suggestions})
            else:
                out.append({"text": text, "message": f"Did you mean {match.name}?", "suggestions": [match.name]})
        return out

    @cached_property
    def finder(self) -> RuleFinder:
        return RuleFinder(self.kb)

    def _rules(self, numbers: list[str], question: Question, cards: dict[str, Card], answered: bool,
               events: tuple[str, ...] = ()):
        """The rules to cite, with the reason each was found: the check's and the question's own
        first, then the rules the question's concepts and the named cards' facts lead to (see
        `ruling_qa.retrieve`); at most MAX_RULES in all when no check answered. `events`: event
        names a typed reading supplies ("block", "respond"), the keys of QUESTION_WORDS."""
        numbers = [n for n in dict.fromkeys(numbers) if n]
        room = MAX_RULES - len(numbers) if not answered else max(2, MAX_RULES - len(numbers))
        hits = self.finder.rank(question.text, list(cards.values()), events=events, limit=max(0, room),
                                skip=numbers) if room > 0 else []
        numbers += [h.number for h in hits]
        if not answered:
            numbers = numbers[:MAX_RULES]
        return self.kb.rules(numbers), {h.number: h.reason for h in hits}

    def _glossary(self, question: Question) -> list[dict]:
        entries = []
        for term in question.terms:
            try:
                entry, _ = self.kb.define(term)
            except RulingQAError:
                continue
            entries.append({"term": entry.term, "text": entry.text, "refs": list(entry.refs)})
        return entries

    def _rulings(self, question: Question, card_ids: dict[str, int], spec: CheckSpec | None,
                 cited: Sequence[str] = ()) -> list[dict]:
        """The named cards' rulings most relevant to the question, using the tags the build gave
        each ruling: ones naming another card in the question first, then ones about the rules
        cited (a check's rulings are those about the rules it cites), then by shared words with the
        question and the check's ruling terms."""
        wanted = _words(question.text) | {w for t in (spec.ruling_terms if spec else ()) for w in _words(t)}
        stems = {rule_stem(n) for n in cited}
        check_stems = {rule_stem(n) for n in (spec.cites if spec else ())}
        names = list(card_ids)
        out = []
        for name, card_id in card_ids.items():
            others = {n for other in names if other != name for n in (other, *other.split(" // "))}
            scored = []
            for index, ruling in enumerate(self.kb.tagged_rulings(card_id)):
                about = {rule_stem(n) for n in ruling["rules"]}
                score = len(wanted & _words(ruling["text"]))
                score += 10 * len(others.intersection(ruling["cards"]) or
                                  {o for o in others if o.lower() in ruling["text"].lower()})
                score += 3 * len(about & stems) + 4 * len(about & check_stems)
                if score:
                    scored.append((-score, index, ruling))
            for _, _, ruling in sorted(scored, key=lambda s: s[:2])[:MAX_RULINGS_PER_CARD]:
                out.append({"card": name, "date": ruling["date"], "text": ruling["text"]})
        return out
