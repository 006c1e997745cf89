"""Question -> Answer: read the question, run the checks that cover it, attach the rulings and rule
text behind the verdict, and the data versions used.

Every rule number and ruling in an answer comes from the index: checks name rule numbers, this
module looks up their text; rulings are the named cards' own rulings, ranked by relevance.
"""
from __future__ import annotations

import re
from dataclasses import replace
from functools import cached_property

from .checks import CheckInput, CheckSpec, for_intent
from .checks.mana import tapped_for_mana_watch
from .checks.targets import find_target_changer
from .errors import RulingQAError
from .interpret import Interpreter
from .models import Card, Citation, Question, Step, card_from_dict
from .store.kb import KnowledgeBase

_WORDS = re.compile(r"[a-z]+")
_STOP = frozenset("a an the of to and or in on is it its can does do if i my you your be this that with for "
                  "when what as at by from has have will would could".split())
MAX_RULINGS_PER_CARD = 3
NO_CHECK = ("No check covers this question, so there is no computed answer; the most relevant rulings and "
            "rules are below.")


def _words(text: str) -> set[str]:
    return {w for w in _WORDS.findall(text.lower()) if w not in _STOP and len(w) > 2}


def reroute(question: Question, by_role: dict[str, Card]) -> tuple[Question, dict[str, Card]]:
    """"Does A work with B?" is read as a "tapped for mana" question (106.12); when A's facts show no
    such ability but an ability that changes targets, it is "can A change B's targets?" instead."""
    watcher = by_role.get("watcher")
    if question.intent != "mana.tapped_trigger" or watcher is None or tapped_for_mana_watch(watcher) \
            or find_target_changer(watcher) is None:
        return question, by_role
    roles = {"watcher": "redirector", "tapped": "spell"}
    cards = tuple(replace(m, role=roles.get(m.role, m.role)) for m in question.cards)
    return (replace(question, intent="targets.change", cards=cards),
            {roles.get(role, role): card for role, card in by_role.items()})


class Answerer:
    """Answers questions against one knowledge base (the spaCy reader is built once, lazily)."""

    def __init__(self, kb: KnowledgeBase):
        self.kb = kb

    @cached_property
    def interpreter(self) -> Interpreter:
        return Interpreter(self.kb.card_names(), terms=self.kb.glossary_names())

    def load_card(self, name: str) -> tuple[int, Card]:
        match = self.kb.resolve_card(name)
        return match.card_id, card_from_dict(self.kb.card_data(match.card_id))

    def answer(self, text: str) -> dict:
        question = self.interpreter.interpret(text)
        cards: dict[str, Card] = {}
        card_ids: dict[str, int] = {}
        by_role: dict[str, Card] = {}
        for mention in question.cards:
            if mention.name not in cards:
                card_ids[mention.name], cards[mention.name] = self.load_card(mention.name)
            if mention.role and mention.role not in by_role:
                by_role[mention.role] = cards[mention.name]
        question, by_role = reroute(question, by_role)
        details = dict(question.details)

        verdict, spec = None, None
        given = CheckInput(question, by_role, details)
        for candidate in for_intent(question.intent):
            verdict = candidate.run(given) if candidate.applies(given) else None
            if verdict is not None:
                spec = candidate
                break

        steps = list(verdict.steps) if verdict else []
        unknown = self._unknown_names(question)
        # A verdict cites the rules its reasoning used; glossary entries come in only when no check
        # answered (a term in a checked question is incidental: "redirect" is an obsolete term).
        glossary = self._glossary(question) if verdict is None else []
        rule_numbers = [c.number for s in steps for c in s.citations if c.kind == "rule" and c.number]
        rule_numbers += list(question.rule_refs)
        if verdict is None and not rule_numbers:
            rule_numbers += [n for entry in glossary for n in entry["refs"]]
        rules = self._rules(rule_numbers, question, searched=verdict is None and not rule_numbers)
        rulings = self._rulings(question, card_ids, spec)

        if verdict is not None:
            prose = verdict.answer
        elif question.rule_refs and rules:
            prose = " ".join(f"{r.number} {r.text}" for r in rules if r.number in question.rule_refs)
        elif question.intent == "glossary.define" and glossary:
            prose = f"{glossary[0]['term']}: {glossary[0]['text']}"
        elif question.intent and not cards:
            prose = ("I could not find the card(s) this question is about, so no check could run; the most "
                     "relevant rules are below.")
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
            "intent": question.intent,
            "cards": [m.to_dict() for m in question.cards],
            "unknown_cards": unknown,
            "verdict": verdict.value if verdict else None,
            "answer": prose,
            "check": spec.name if spec else None,
            "assumptions": list(verdict.assumptions) if verdict else [],
            "reasoning": [s.to_dict() for s in reasoning],
            "citations": {
                "rules": [{"number": r.number, "text": r.text, "examples": list(r.examples)} for r in rules],
                "glossary": glossary,
                "rulings": rulings,
                "oracle": [{"card": c.card, "text": c.text} for c in oracle],
            },
            "sources": self.kb.versions(),
        }

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

    def _rules(self, numbers: list[str], question: Question, searched: bool):
        numbers = [n for n in dict.fromkeys(numbers) if n]
        if searched and len(numbers) < 3:
            words = " ".join(sorted(_words(question.text), key=question.text.lower().find)[:12])
            try:
                hits = self.kb.search(words, limit=3, kinds=("rule",)) if words else []
            except RulingQAError:
                hits = []
            numbers += [h["number"] for h in hits]
        return self.kb.rules(numbers)

    def _glossary(self, question: Question) -> list[dict]:
        entries = []
        for term in question.terms:
            try:
                entry, _ = self.kb.define(term)
            except RulingQAError:
                continue
            entries.append({"term": entry.term, "text": entry.text, "refs": list(entry.refs)})
        return entries

    def _rulings(self, question: Question, card_ids: dict[str, int], spec: CheckSpec | None) -> list[dict]:
        """The named cards' rulings most relevant to the question: ones naming another card in the
        question first, then by shared words with the question and the check's ruling terms."""
        wanted = _words(question.text) | {w for t in (spec.ruling_terms if spec else ()) for w in _words(t)}
        names = list(card_ids)
        out = []
        for name, card_id in card_ids.items():
            others = [n for n in names if n != name]
            scored = []
            for index, ruling in enumerate(self.kb.rulings(card_id)):
                text = ruling.text
                score = len(wanted & _words(text))
                score += sum(10 for other in others if other.split(" // ")[0].lower() in text.lower())
                if score:
                    scored.append((-score, index, ruling))
            for _, _, ruling in sorted(scored)[:MAX_RULINGS_PER_CARD]:
                out.append({"card": name, "date": ruling.date, "text": ruling.text})
        return out
