"""The rules that decide a question: from the concepts the question and its cards involve, to the
subrules that govern them, each with a one-line reason.

    finder = RuleFinder(kb)
    finder.rank("Can I respond to the trigger?", cards=[spellskite])
    # [RuleHit("603.3", "the question: triggered ability", 2.4), ...]

Where the concepts come from:
  * the question's words: concept names the CR gives (found by the concept index built from the CR,
    `ruling_qa.parse.concepts`), and its event words ("block", "respond", "pay") through the small
    `QUESTION_WORDS` table;
  * the named cards' parsed facts: keywords (702.x, 701.x), ability kinds (triggered 603, activated
    602, mana 605), trigger events (enters 603.6a, leaves 603.6c/603.10a), cost parts ({T} 107.5,
    sacrifice 701.21), and their wording ("instead" 614.1a, "prevent" 615, "copy" 707, "can't" 101.2);
    a triggered ability leads to how it triggers and goes on the stack (603.2, 603.3) when the
    question names triggering or the ability's trigger event, and counts little otherwise;
  * `events`: event names a typed reading of the question supplies (the same table's keys).

Each concept leads to rules (glossary pointers, titles, defining rules); among a rule and its
subrules the one sharing the most distinctive words with the question (and less so with the cards'
Oracle text) is cited. Rules are ranked by the sum of what leads to them; one citation per rule
(601.2c and 601.2h are one citation: the subrules of 601.2).
"""
from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import cached_property
from typing import AbstractSet, Any, Iterable, Sequence

from .errors import RulingQAError
from .models import Card
from .parse.concepts import (
    ABILITY_KINDS,
    CARD_LAYOUTS,
    CARD_TEXT,
    CARD_TYPES,
    COST_PARTS,
    GENERIC,
    INTERACTIONS,
    QUESTION_WORDS,
    TRIGGER_EVENTS,
    TRIGGERING,
    UNTARGETED,
    ConceptMatcher,
    concept_key,
    tokens,
)
from .store.kb import KnowledgeBase

MAX_RULES = 5
QUESTION_WEIGHT = 1.0          # a concept the question names
EVENT_WEIGHT = 0.9             # an event word of the question
CARD_WEIGHT = 0.8              # a fact of a named card
KEYWORD_WEIGHT = 1.0           # a keyword of a named card
UNASKED_TRIGGER = 0.1          # how a named card's ability triggers (603.2, 603.3), when the question names
                               # neither triggering nor the card's trigger event: its other facts decide
NO_TRIGGER = 0.5               # the question's trigger concepts ("dies": 603.6c, 603.10a) when no named card
                               # has an ability that triggers on what the question names
ORACLE_CONCEPT_WEIGHT = 0.4    # a concept the CR names, named in a card's Oracle text
RULING_WEIGHT = 0.2            # a concept one of a named card's rulings names
CENTRALITY = 0.2               # how much being referred to across the CR counts
MIN_IDF = 2.0                  # words too common in the CR to say which rule is meant are skipped
MIN_ORACLE_IDF = 3.0           # (an Oracle text word must be rarer: it is not what is asked)
INTERACTION_WEIGHT = 1.0       # how such effects interact, when two named cards have them
CROSS_REFERENCE_WEIGHT = 0.3   # a rule the concept's rule refers to, against the rule itself
FAMILY = 0.2                   # how much a rule's other subrules' shared words count
SPECIFIC_BELOW = 100           # a concept named by fewer rulings than this is fully specific
SPECIFICITY_FLOOR = 0.2
PER_CONCEPT = 2                # rules one concept leads to, each SPREAD times the one before
SPREAD = 0.5
OVERLAP_SCALE = 15.0           # shared-word score worth as much as being the definition
PRIOR_SLOPE = 0.1              # how much less a chapter's later rules count than its first
SPELL_WEIGHT = 0.8             # a named instant or sorcery: how it resolves (608.2)
CARD_CACHE = 20_000            # cards whose concepts a finder keeps (a few MB)
CROSS_RULING_WEIGHT = 0.6      # a concept of a ruling on one named card that names another
MAX_CONCEPTS = 24              # the strongest concepts a question involves that are followed to rules
PER_ORIGIN = 3                 # at most this many cited rules come from one card's facts
CARD_WORDS = 20                # the rarest words of a card that count
GENERIC_WEIGHT = 0.15          # "creature", "spell": named in most questions
ORACLE_WORDS = 0.25            # how much a card's Oracle words count when picking the subrule


def rule_stem(number: str) -> str:
    """The rule a subrule belongs to: 601.2h -> 601.2 (a rule is its own stem)."""
    head, _, tail = number.partition(".")
    return head + ("." + "".join(c for c in tail if c.isdigit()) if tail else "")


@dataclass(frozen=True)
class RuleHit:
    number: str
    reason: str
    score: float

    def to_dict(self) -> dict:
        return {"number": self.number, "reason": self.reason, "score": round(self.score, 3)}


_STOP = frozenset(tokens("a an the of to and or in on is it its can does do if i my you your be this that with "
                         "for when what as at by from has have will would could there then than so but not no "
                         "me we they he she him her them their our us any all each one"))


# Words of an effect that acts on objects (without a target, it acts on those it describes)
_ACTS = re.compile(r"\b(?:each|all|attach|gain control|fights?|destroy|exile|return|sacrifices?)\b", re.I)
# Concepts about how triggered abilities trigger, that a question's event words lead to ("dies").
TRIGGER_CONCEPTS = ("leaves-the-battlefield abilities", "zone-change triggers look back in time", "look back in time",
                    "triggered ability")
# A question with one of these words asks how a named card's triggered ability triggers or goes
# on the stack (603.2, 603.3), as one naming the card's trigger event does ("dies", "attacks").
_TRIGGER_WORDS = frozenset(tokens("trigger triggers triggered whenever respond response"))


class RuleFinder:
    """Ranks the CR's rules for a question and its named cards (read-only, thread-safe)."""

    def __init__(self, kb: KnowledgeBase):
        self.kb = kb

    # --- what the question and the cards involve --------------------------------------------------

    @cached_property
    def _matcher(self) -> ConceptMatcher:
        return ConceptMatcher(self.kb.concept_index)

    @cached_property
    def _event_words(self) -> dict[str, tuple[str, ...]]:
        return {concept_key(word): names for word, names in QUESTION_WORDS.items()}

    @cached_property
    def _event_matcher(self) -> ConceptMatcher:
        return ConceptMatcher(self._event_words)

    @cached_property
    def _specificity(self) -> dict[str, float]:
        """Per concept, how much naming it narrows a question: 1 for a concept few of the official
        rulings name (those few rulings are about it), down to SPECIFICITY_FLOOR for one that
        thousands name ("cast", "target": most questions involve them in passing)."""
        counts = self.kb.meta.get("concept_rulings") or {}
        total = max(2, int((self.kb.meta.get("concepts") or {}).get("distinct_rulings") or 0))
        full = math.log(total / SPECIFIC_BELOW)
        return {key: max(SPECIFICITY_FLOOR, min(1.0, math.log(total / (1 + count)) / full))
                for key, count in counts.items()}

    @cached_property
    def _triggering(self) -> frozenset[str]:
        return frozenset(concept_key(name) for name in TRIGGERING)

    @cached_property
    def _trigger_concepts(self) -> frozenset[str]:
        return self._triggering | {concept_key(name) for name in TRIGGER_CONCEPTS}

    @cached_property
    def _resolve_key(self) -> str:
        return concept_key(ABILITY_KINDS["spell"][0])

    @cached_property
    def _interactions(self) -> dict[str, tuple[str, ...]]:
        return {concept_key(k): v for k, v in INTERACTIONS.items()}

    @cached_property
    def _card_text(self):
        return tuple((re.compile(pattern, re.I), names) for pattern, names in CARD_TEXT)

    @cached_property
    def _triggers(self):
        return tuple((re.compile(pattern, re.I), names) for pattern, names in TRIGGER_EVENTS)

    @cached_property
    def _costs(self):
        return tuple((re.compile(pattern), names) for pattern, names in COST_PARTS)

    def question_concepts(self, text: str, events: Iterable[str] = ()) -> dict[str, tuple[float, str]]:
        """Concept key -> (weight, reason) for what the question's words name."""
        out: dict[str, tuple[float, str]] = {}
        index = self.kb.concept_index
        words = tokens(text, stops=True)
        covered: set[int] = set()
        for key, start, end in sorted(self._matcher.find_tokens(words), key=lambda m: m[1] - m[2]):
            if covered.issuperset(range(start, end)):
                continue        # "in play" names the battlefield, not the keyword action "play"
            covered.update(range(start, end))
            if end - start == 1 and index[key][0][2] == "quoted":
                continue        # a word the CR only quotes ("have", "when") names nothing
            weight = GENERIC_WEIGHT if key in GENERIC else QUESTION_WEIGHT * (1.0 if end - start > 1 else 0.7)
            _vote(out, key, weight, f"the question: {index[key][0][3]}")
        for key, _, _ in self._event_matcher.find_tokens(words):
            for name in self._event_words[key]:
                _vote(out, concept_key(name), EVENT_WEIGHT, f"the question: {name}")
        for event in events:
            for name in QUESTION_WORDS.get(event, (event,)):
                _vote(out, concept_key(name), EVENT_WEIGHT, f"the question: {name}")
        return {k: v for k, v in out.items() if k in index}

    def card_concepts(self, card: Card) -> dict[str, tuple[float, str]]:
        """Concept key -> (weight, reason) for what one card's parsed facts involve."""
        cache = self._card_cache
        found: dict[str, tuple[float, str]] | None = cache.get(("facts", card.name))
        if found is None:
            found = self._card_concepts(card)
            if len(cache) < CARD_CACHE:
                cache[("facts", card.name)] = found
        return found

    @cached_property
    def _card_cache(self) -> dict[tuple[str, str], Any]:
        """(kind, card name) -> what was worked out for the card: "facts" its concepts, "rulings"
        (concepts, naming), "words" its rule-number weights. The index never changes under a finder:
        each is computed once."""
        return {}

    def _card_concepts(self, card: Card) -> dict[str, tuple[float, str]]:
        out: dict[str, tuple[float, str]] = {}
        name = card.name
        index = self.kb.concept_index

        def vote(concepts: Iterable[str], weight: float, what: str) -> None:
            for concept in concepts:
                _vote(out, concept_key(concept), weight, f"{name}: {what or concept}")

        vote(CARD_LAYOUTS.get(card.layout, ()), CARD_WEIGHT, "")
        for face in card.faces:
            for word in (*face.supertypes, *face.types, *face.subtypes):
                vote(CARD_TYPES.get(word, ()), CARD_WEIGHT * 0.6, "")
            for ability in face.abilities:
                if ability.keyword:
                    vote((ability.keyword,), KEYWORD_WEIGHT, f"keyword {ability.keyword}")
                kind = ability.kind if ability.kind != "keyword" else None
                if kind:
                    vote(ABILITY_KINDS.get(kind, ()), CARD_WEIGHT, "")
                if ability.loyalty is not None:
                    vote(("loyalty ability",), CARD_WEIGHT, "")
                if ability.trigger:
                    vote(TRIGGERING, CARD_WEIGHT, "its triggered ability")      # 603.2, 603.3
                    for pattern, names in self._triggers:
                        if pattern.search(ability.trigger):
                            vote(names, CARD_WEIGHT, "")
                for part in ability.cost:
                    for pattern, names in self._costs:
                        if pattern.search(part):
                            vote(names, CARD_WEIGHT, f"cost {part}")
                text = ability.normalized or ability.text
                if ability.kind != "keyword":
                    # the CR's own names in the ability's text ("protection from", "emblem", "mill")
                    for key, start, end in self._matcher.find_tokens(tokens(text, stops=True)):
                        if key not in GENERIC and (end - start > 1 or index[key][0][2] != "quoted"):
                            granted = index[key][0][0].startswith("702.")     # "gains protection from"
                            _vote(out, key, KEYWORD_WEIGHT * 0.8 if granted else ORACLE_CONCEPT_WEIGHT,
                                  f"{name}: {index[key][0][3]}")
                    for pattern, names in self._card_text:
                        if pattern.search(text):
                            vote(names, CARD_WEIGHT * 0.8, "")
        return {k: v for k, v in out.items() if k in self.kb.concept_index}

    @cached_property
    def _untargetable(self) -> frozenset[str]:
        return frozenset(concept_key(w) for w in ("hexproof", "shroud"))

    def _affects_untargeted(self, card: Card) -> bool:
        """Whether one of the card's spells or abilities acts on objects without targeting them."""
        for face in card.faces:
            for ability in face.abilities:
                if ability.kind in ("spell", "activated", "triggered") and not ability.targets \
                        and _ACTS.search(ability.normalized or ability.text):
                    return True
        return False

    def trigger_words(self, card: Card) -> frozenset[str]:
        """The words of a card's trigger conditions ("dies", "attacks", "cast"): a question using
        one of them (or "trigger") asks about how that ability triggers and goes on the stack."""
        cache = self._card_cache
        found: frozenset[str] | None = cache.get(("triggers", card.name))
        if found is None:
            found = frozenset(w for face in card.faces for a in face.abilities if a.trigger
                              for w in tokens(a.trigger) if w not in _STOP and w not in GENERIC) | _TRIGGER_WORDS
            if len(cache) < CARD_CACHE:
                cache[("triggers", card.name)] = found
        return found

    def ruling_concepts(self, card: Card, others: AbstractSet[str] = frozenset()) -> dict[str, tuple[float, str]]:
        """Concept key -> (weight, reason) for what the card's official rulings are about (tagged at
        build time): what the rulings discuss is what questions about the card turn on."""
        cache = self._card_cache
        found: tuple[dict[str, tuple[float, str]], tuple] | None = cache.get(("rulings", card.name))
        if found is None:
            found = self._ruling_concepts(card)
            if len(cache) < CARD_CACHE:
                cache[("rulings", card.name)] = found
        concepts, naming = found
        if not others or not naming:
            return concepts
        out = dict(concepts)
        index = self.kb.concept_index
        for named, keys in naming:
            if named in others:
                for key in keys:
                    _vote(out, key, CROSS_RULING_WEIGHT, f"{card.name}'s ruling on {named}: {index[key][0][3]}")
        return out

    def _ruling_concepts(self, card: Card) -> tuple[dict[str, tuple[float, str]], tuple]:
        try:
            card_id = self.kb.resolve_card(card.name).card_id
        except RulingQAError:       # a card not in this index has no rulings here
            return {}, ()
        counts: dict[str, int] = defaultdict(int)
        index = self.kb.concept_index
        naming = []
        for ruling in self.kb.tagged_rulings(card_id):
            keys = [key for key in ruling["concepts"] if key in index and key not in GENERIC]
            for key in keys:
                counts[key] += 1
            naming += [(name, tuple(keys)) for name in ruling["cards"]]
        return ({key: (RULING_WEIGHT * min(count, 4) ** 0.5, f"{card.name}'s rulings: {index[key][0][3]}")
                 for key, count in counts.items()}, tuple(naming))

    # --- from concepts to subrules ----------------------------------------------------------------

    @cached_property
    def _families(self) -> tuple[dict[str, frozenset[str]], dict[str, list[str]], dict[str, frozenset[str]]]:
        """Per rule (601.2): the words of it and its subrules; its citable numbers; per number its words."""
        words: dict[str, set[str]] = defaultdict(set)
        members: dict[str, list[str]] = defaultdict(list)
        own: dict[str, frozenset[str]] = {}
        for number, (level, _, text, _) in self.kb.rule_table.items():
            if level not in ("rule", "subrule"):
                continue
            own[number] = frozenset(tokens(text)) - _STOP
            stem = rule_stem(number)
            words[stem] |= own[number]
            members[stem].append(number)
        return {k: frozenset(v) for k, v in words.items()}, dict(members), own

    @cached_property
    def _idf(self) -> dict[str, float]:
        counts: dict[str, int] = defaultdict(int)
        own = self._families[2]
        for words in own.values():
            for word in words:
                counts[word] += 1
        total = len(own) or 1
        return {word: math.log(total / count) for word, count in counts.items()}

    @cached_property
    def _titles(self) -> dict[str, frozenset[str]]:
        """Chapter number -> the words of its heading (a concept named in it is that chapter's subject)."""
        return {n: frozenset(tokens(text)) for n, (level, _, text, _) in self.kb.rule_table.items()
                if level in ("chapter", "section") or n.split(".")[0] in ("701", "702") and level == "rule"}

    def _concept_stems(self, key: str) -> tuple:
        """A concept's rules, worked out once: per rule number it leads to, its weight and, per rule
        it covers, (weight factor: cross-reference and centrality; prior: the definition comes first;
        the rule; the subrule the concept names, or None)."""
        cache = self._stem_cache
        found = cache.get(("concept", key))
        if found is not None:
            return found
        table, titles, central = self.kb.rule_table, self._titles, self._centrality
        family_words, _, own = self._families
        key_words = set(key.split())
        out = []
        for number, link_weight, _, _ in self.kb.concept_index.get(key, ())[:4]:
            if number not in table:
                continue
            named = titles.get(number) or titles.get(number.split(".")[0]) or frozenset()
            if key_words <= named:
                link_weight *= 1.5          # the concept names this rule's chapter or title
            stems = [(self._prior(position), stem, 1.0) for position, stem in enumerate(self._stems_under(number))]
            # the rules it refers to ("See also rule 603.10") count too, less than its own
            stems += [(self._prior(0), rule_stem(ref), CROSS_REFERENCE_WEIGHT) for ref in table[number][3][:3]
                      if table.get(ref, ("section",))[0] in ("rule", "subrule")]
            leaf_of = rule_stem(number) if number in own else None
            out.append((number, link_weight, tuple(
                (factor * central.get(stem, 1.0), prior, stem, number if stem == leaf_of else None)
                for prior, stem, factor in stems if stem in family_words)))
        found = cache[("concept", key)] = tuple(out)
        return found

    def _stems_under(self, number: str) -> tuple[str, ...]:
        """The rules (stems) a concept's rule number covers, in order: a chapter's rules, else its own."""
        cache = self._stem_cache
        found = cache.get(number)
        if found is None:
            table, children = self.kb.rule_table, self.kb.rule_children
            if table[number][0] in ("chapter", "section"):
                found = tuple(dict.fromkeys(rule_stem(c) for c in children.get(number, ())
                                            if table[c][0] in ("rule", "subrule")))
            else:
                found = (rule_stem(number),)
            cache[number] = found
        return found

    @cached_property
    def _stem_cache(self) -> dict[str | tuple[str, str], tuple]:
        """A rule number -> the stems it covers; ("concept", key) -> that concept's rules."""
        return {}

    def rank(self, text: str, cards: Sequence[Card] = (), events: Iterable[str] = (),
             limit: int = MAX_RULES, skip: Iterable[str] = ()) -> list[RuleHit]:
        """The `limit` rules most likely to decide the question, best first, each with a reason
        naming what led to it; rules under `skip` (already cited) are left out."""
        text = without_names(text, cards)
        votes = self.question_concepts(text, events)
        sharing: dict[str, list[str]] = defaultdict(list)
        asked = set(tokens(text))
        triggering = self._triggering
        if cards and not any(asked & self.trigger_words(card) for card in cards):
            # "when my creature dies", where no named card has an ability that triggers on it: dying
            # is what is asked about, not how such abilities trigger (603.6c, 603.10a)
            for key in self._trigger_concepts & votes.keys():
                votes[key] = (votes[key][0] * NO_TRIGGER, votes[key][1])
        for card in cards:
            unasked = not asked & self.trigger_words(card)
            for key, (weight, reason) in self.card_concepts(card).items():
                if unasked and key in triggering:
                    weight *= UNASKED_TRIGGER     # the question is not about when its ability triggers
                had = votes.get(key)
                sharing[key].append(card.name)
                # a concept both the question and a card involve counts for both
                votes[key] = (weight + (had[0] if had else 0.0), had[1] if had and had[0] >= weight else reason)
        if self._untargetable & votes.keys():
            # hexproof or shroud, and a named card that acts on objects without targeting them
            # ("can Wrath of God destroy a hexproof creature"): 115.10
            for card in cards:
                if self._affects_untargeted(card):
                    for name in UNTARGETED:
                        _vote(votes, concept_key(name), CARD_WEIGHT, f"{card.name}: affects what it doesn't target")
        for key, names in self._interactions.items():
            if len(sharing.get(key, ())) > 1:       # two cards' replacement effects: 616.1 orders them
                for name in names:
                    _vote(votes, concept_key(name), INTERACTION_WEIGHT,
                          f"{' and '.join(sharing[key][:2])}: {name}")
        card_names = {name for card in cards for name in (card.name, *(f.name for f in card.faces))}
        for card in cards:
            # a ruling on one named card that names another answers much of the question
            others = card_names - {card.name, *(f.name for f in card.faces)}
            for key, (weight, reason) in self.ruling_concepts(card, others).items():
                had = votes.get(key)
                votes[key] = (weight + (had[0] if had else 0.0), had[1] if had and had[0] >= weight else reason)
        if not votes:
            return []
        specific = self._specificity       # "cast", "target": most questions involve them in passing
        votes = {key: (weight * specific.get(key, 1.0), reason) for key, (weight, reason) in votes.items()}
        for card in cards:      # how a named spell resolves (608.2) is never incidental
            if any(a.kind == "spell" for face in card.faces for a in face.abilities):
                _vote(votes, self._resolve_key, SPELL_WEIGHT, f"{card.name}: resolving a spell")
        members = self._families[1]
        question_words = {w for w in asked if w not in _STOP and not w.isdigit() and len(w) > 1}
        skipped = {rule_stem(n) for n in skip}
        score: dict[str, float] = defaultdict(float)
        why: dict[str, tuple[float, str, str]] = {}
        leaves = self._leaf_overlaps(question_words, cards)
        overlaps = _Overlaps(leaves, members)
        strongest = sorted(votes, key=lambda k: -votes[k][0])[:MAX_CONCEPTS]
        for key in strongest:
            weight, reason = votes[key]
            candidates: dict[str, tuple[float, str | None]] = {}
            for number, link_weight, stems in self._concept_stems(key):
                for factor, prior, stem, leaf in stems:
                    if stem in skipped:
                        continue
                    value = link_weight * factor * (prior + overlaps[stem] / OVERLAP_SCALE)
                    if value > candidates.get(stem, (0.0, None))[0]:
                        candidates[stem] = (value, leaf)
            for rank_in_concept, stem in enumerate(sorted(candidates, key=lambda s: -candidates[s][0])[:PER_CONCEPT]):
                value, leaf = candidates[stem]
                gain = weight * value * SPREAD ** rank_in_concept
                score[stem] += gain
                if stem not in why or gain > why[stem][0]:
                    why[stem] = (gain, reason, leaf or "")
        ranked: list[str] = []
        origins: defaultdict[str, int] = defaultdict(int)
        for stem in sorted(score, key=lambda s: -score[s]):
            origin = why[stem][1].split(":")[0].split("'s ruling")[0]
            if origins[origin] < PER_ORIGIN or origin == "the question":    # not five rules on one card
                origins[origin] += 1
                ranked.append(stem)
            if len(ranked) == limit:
                break
        hits = []
        for stem in ranked:
            _, reason, leaf = why[stem]
            if not leaf or leaf in self._headings:
                leaf = self._best_leaf(stem, leaves)
            hits.append(RuleHit(leaf, f"{reason} \u2192 {leaf}", score[stem]))
        return hits

    @cached_property
    def _centrality(self) -> dict[str, float]:
        """Per rule: 1 + CENTRALITY * log(1 + how often the CR's other rules refer to it or its
        subrules). The rules the CR leans on most (601.2 casting, 613.1 layers) decide more questions."""
        counts: dict[str, int] = defaultdict(int)
        for number, (_, _, _, refs) in self.kb.rule_table.items():
            for target in refs:
                if rule_stem(target) != rule_stem(number):
                    counts[rule_stem(target)] += 1
        return {stem: 1.0 + CENTRALITY * math.log1p(count) for stem, count in counts.items()}

    @staticmethod
    def _prior(position: int) -> float:
        return 1.0 / (1.0 + PRIOR_SLOPE * position)       # a chapter's first rules say the most

    @cached_property
    def _postings(self) -> dict[str, tuple[str, ...]]:
        """word -> the rule and subrule numbers whose text has it."""
        out: dict[str, list[str]] = defaultdict(list)
        for number, words in self._families[2].items():
            for word in words:
                out[word].append(number)
        return {word: tuple(numbers) for word, numbers in out.items()}

    def _leaf_overlaps(self, question_words: set[str], cards: Sequence[Card]) -> dict[str, float]:
        """Per rule or subrule: the distinctive words it shares with the question (and, counting
        less, with the named cards' type lines and Oracle text), summed by rarity in the CR."""
        idf, postings = self._idf, self._postings
        leaf: dict[str, float] = defaultdict(float)
        for word in question_words:
            weight = idf.get(word, 0.0)
            if weight >= MIN_IDF:
                for number in postings[word]:
                    leaf[number] += weight
        for card in cards:
            for number, weight in self._card_words(card).items():
                leaf[number] += weight
        return leaf

    def _card_words(self, card: Card) -> dict[str, float]:
        """A card's share of `_leaf_overlaps` (its rarer words, ORACLE_WORDS as much as a question's)."""
        cache = self._card_cache
        found: dict[str, float] | None = cache.get(("words", card.name))
        if found is None:
            idf, postings = self._idf, self._postings
            weights: defaultdict[str, float] = defaultdict(float)
            words = {w for face in card.faces for w in tokens(f"{face.type_line} {face.oracle_text}")} - _STOP
            for word in sorted(words, key=lambda w: -idf.get(w, 0.0))[:CARD_WORDS]:
                weight = idf.get(word, 0.0)
                if weight >= MIN_ORACLE_IDF:
                    for number in postings[word]:
                        weights[number] += weight * ORACLE_WORDS
            found = dict(weights)
            if len(cache) < CARD_CACHE:
                cache[("words", card.name)] = found
        return found

    @cached_property
    def _headings(self) -> frozenset[str]:
        """Rules whose text is only a heading ("702.19 Trample"): a citation names a subrule instead."""
        return frozenset(n for n, (level, _, text, _) in self.kb.rule_table.items()
                         if level == "rule" and "." not in text and len(text) < 60)

    def _best_leaf(self, stem: str, leaf: dict[str, float]) -> str:
        """The subrule of `stem` sharing the most distinctive words with the question (the rule
        itself, or for a heading its first subrule, unless a subrule shares clearly more)."""
        members = [n for n in self._families[1][stem] if n not in self._headings] or self._families[1][stem]
        best, best_value = members[0], leaf.get(members[0], 0.0)
        for number in members[1:]:
            if leaf.get(number, 0.0) > best_value + 0.5:
                best, best_value = number, leaf[number]
        return best


class _Overlaps(dict):
    """Per rule (stem), computed when first asked: its best subrule's overlap with the question,
    plus a little for the rest (a long rule is not relevant for being long)."""

    def __init__(self, leaves: dict[str, float], members: dict[str, list[str]]):
        super().__init__()
        self.leaves, self.members = leaves, members

    def __missing__(self, stem: str) -> float:
        leaves = self.leaves
        values = [leaves[n] for n in self.members.get(stem, ()) if n in leaves]
        if not values:
            self[stem] = 0.0
            return 0.0
        best = max(values)
        value = self[stem] = best + FAMILY * (sum(values) - best) ** 0.5
        return value


def without_names(text: str, cards: Sequence[Card]) -> str:
    """The question without the named cards' names ("Siege Rhino" names no siege; "Thalia" of
    "Thalia, Guardian of Thraben" is the card too), so only the question's own words name concepts."""
    names = set()
    for card in cards:
        for name in (card.name, *(face.name for face in card.faces)):
            names.add(name)
            if ", " in name:
                names.add(name.split(", ")[0])
    text = text.replace("\u2019", "'")
    lowered = text.lower()
    folded = len(lowered) == len(text)      # (a few characters change length in lower case)
    lowered = lowered if folded else text
    for name in sorted(names, key=len, reverse=True):
        name = name.replace("\u2019", "'")
        name = name.lower() if folded else name
        at = lowered.find(name)
        while at >= 0:
            end = at + len(name)
            if (at == 0 or not lowered[at - 1].isalnum()) and (end == len(lowered) or not lowered[end].isalnum()):
                lowered = lowered[:at] + " " * len(name) + lowered[end:]
                text = text[:at] + " " * len(name) + text[end:]
            at = lowered.find(name, at + 1)
    return text


def _vote(out: dict[str, tuple[float, str]], key: str, weight: float, reason: str) -> None:
    had = out.get(key)
    if had is None or weight > had[0]:
        out[key] = (weight, reason)
