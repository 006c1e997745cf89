"""Reading a question clause by clause: the proposition asked, the scenario stated, and what every
word was taken as.

1. The question is split into sentences (`clauses`); every pattern matches inside one sentence.
2. Each sentence becomes a reduced word list in which a card mention is one `CARD` token; the
   intent patterns (`patterns.INTENT_RULES`) run over the sentences that ask something. The
   lowest-numbered rule that matches decides the proposition's kind, and that sentence is the
   proposition's sentence; the rules of that kind give roles to its card mentions.
3. Scenario rules (`patterns.SCENARIO_RULES`) read who controls which card and what entered this
   turn, in any sentence; detail rules read the proposition's parameters.
4. Every word is then accounted for: part of a card name, a word a proposition pattern read (not a
   word its gaps skipped), a word of a scenario fact, filler (`patterns.FILLER`), or unread. A
   negation inside the proposition's sentence makes the proposition negative.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..models import Event, Proposition, Reading, Scenario, ScenarioObject
from ..parse import nlp as _nlp
from ..parse import patterns as P
from ..parse.objects import Described, controlled_after, describe
from .clauses import is_question, sentence_spans

_GAP = {"ORTH": {"NOT_IN": [_nlp.CARD_TOKEN]}, "OP": "*"}
LOYALTY_COST = r"^(?:[+-](?:\d+|X)|0)$"
OBJECT_TOKEN = "<OBJ>"      # stands for an object the question describes ("a creature with hexproof")


_EVERYDAY = frozenset({"i", "my", "you", "your", "a", "an", "the", "is", "are", "was", "can", "could", "does", "do",
                       "will", "would", "to", "of", "with", "on", "in", "if", "when", "it", "'s", "and", "for",
                       "they", "he", "she", "their", "his", "her", "may", "be"})
_SECOND_TO_FIRST = {"you": "i", "your": "my", "yours": "mine", "yourself": "myself"}
_FIRST_PERSON = frozenset({"i", "my", "me", "mine", "myself", "im", "i'm", "i've", "ive", "we", "our", "us"})
_ATTACHED_WITH = [[how, by] for how in ("equipped", "enchanted") for by in ("with", "by")]


def _holders(text: str) -> tuple[int, ...]:
    """Which card slots of a scenario pattern its fact is about: those written CARD+ ("CARD+
    equipped with CARD": the first), counted among its CARD slots."""
    cards = [part for part in text.split() if part.startswith("CARD")]
    return tuple(k for k, part in enumerate(cards) if part == "CARD+")


def compile_pattern(text: str) -> list[dict]:
    """One pattern of `patterns.INTENT_RULES` notation -> spaCy Matcher token patterns."""
    tokens: list[dict] = []
    for part in text.split():
        optional = len(part) > 1 and part.endswith("?")
        if optional:
            part = part[:-1]
        if part == "*":
            tokens.append(dict(_GAP))
            continue
        if part in ("CARD", "CARD+"):       # CARD+: the card a scenario fact is about (scenario_facts)
            spec: dict = {"ORTH": _nlp.CARD_TOKEN}
        elif part == "OBJ":                  # an object described, not named ("a black creature")
            spec = {"ORTH": OBJECT_TOKEN}
        elif part == "PT":                   # a power/toughness change: "-2/-2", "+1/+0"
            spec = {"TEXT": {"REGEX": r"^[+-]?\d+/[+-]?\d+$"}}
        elif part == "NUM":                  # an amount: "3" (damage, life, counters)
            spec = {"TEXT": {"REGEX": r"^\d+$"}}
        elif part == "LOYALTY":              # a loyalty ability by its cost: "+1", "-3" (606.3)
            spec = {"TEXT": {"REGEX": LOYALTY_COST}}
        else:
            words: list[str] = []
            for alt in part.split("|"):
                if alt.startswith("@"):
                    words.extend(P.WORDS[alt[1:]])
                elif alt in ("CARD", "OBJ"):     # a card or described object among other words ("@PRON|CARD")
                    words.append((_nlp.CARD_TOKEN if alt == "CARD" else OBJECT_TOKEN).lower())
                else:
                    words.append(alt)
            spec = {"LOWER": {"IN": sorted(set(words))}} if len(words) > 1 else {"LOWER": words[0]}
        if optional:
            spec["OP"] = "?"
        tokens.append(spec)
    return tokens


def _words_of(spec: dict) -> list[str]:
    """The words a compiled token spec accepts (a CARD slot: the card token)."""
    if "ORTH" in spec and isinstance(spec["ORTH"], str):
        return [spec["ORTH"]]
    low = spec.get("LOWER")
    if isinstance(low, str):
        return [low]
    if isinstance(low, dict):
        return list(low.get("IN", ()))
    return []


class _Patterns:
    """A Matcher over a table of pattern strings, one key per pattern, remembering which
    elements of each pattern are gaps (the words a gap skips are not read by it)."""

    def __init__(self, prefix: str, tables: list[tuple[object, tuple[str, ...]]]):
        self.owner: dict[str, object] = {}
        self.gaps: dict[str, list[bool]] = {}
        # for each pattern, the smallest set of words one of which it needs (not a card slot): a
        # sentence holding none of any pattern's set skips the Matcher
        anchors: list[frozenset[str] | None] = []
        rules = []
        for i, (owner, texts) in enumerate(tables):
            for j, text in enumerate(texts):
                key = f"{prefix}{i}:{j}"
                compiled = compile_pattern(text)
                self.owner[key] = owner
                self.gaps[key] = [spec.get("OP") == "*" for spec in compiled]
                required = [frozenset(_words_of(spec)) for spec in compiled if "OP" not in spec]
                # the rarest required words: a set of everyday words ("i", "my") would let nearly every
                # sentence through the filter
                anchors.append(min((r for r in required if r and _nlp.CARD_TOKEN not in r),
                                   key=lambda r: (len(r & _EVERYDAY), len(r)), default=None))
                rules.append((key, [compiled]))
        self.matcher = _nlp.token_matcher(rules)
        self.always = any(a is None for a in anchors)
        self.anchors = frozenset(w for a in anchors if a for w in a)

    def __call__(self, reduced, words: list[str]):
        """(owner, start, end, indexes of the reduced tokens the pattern's words read), for the
        reduced sentence `reduced` whose words are `words`."""
        if not self.always and self.anchors.isdisjoint(words):
            return []
        strings = reduced.vocab.strings
        out = []
        # with_alignments=True adds each match's alignment; spaCy's stub gives 3-tuples only
        for match_id, s, e, align in self.matcher(reduced, with_alignments=True):  # type: ignore[misc]
            key = strings[match_id]
            gaps = self.gaps[key]
            read = [s + k for k, element in enumerate(align) if not gaps[element]]
            out.append((self.owner[key], s, e, read))
        return out


@dataclass
class _Clause:
    start: int                       # token range in the question doc
    end: int
    words: list[str]                 # reduced words: "<CARD>" for a card mention
    tokens: list[list[int]]          # reduced index -> doc token indexes
    mention_at: dict[int, int]       # reduced index -> mention index
    question: bool
    reduced: object = None
    # "my tapped Grizzly Bears": (doc token, mention index, fact) of a state word written before a card,
    # left out of `words` so that the patterns see "my <CARD>"
    states: list[tuple[int, int, str]] = field(default_factory=list)
    # reduced index -> the object described there ("can A target <a creature with hexproof>")
    objects: dict[int, Described] = field(default_factory=dict)
    # (the condition's card, the pronoun read as it): "If I cast <A>, does <it> have flying?"
    linked: tuple[int, int] | None = None
    # mention index -> (the mentions asked about in its place, the words joining them): "A or B", "A (or B)"
    alternatives: dict[int, tuple[list[int], list[int]]] = field(default_factory=dict)

    @property
    def present(self) -> frozenset[str]:
        return frozenset(self.words)


# the [[ ]] around a card name are no words of the sentence ("can [[A]] be targeted by [[B]]")
_BRACKET_TOKENS = frozenset({"[", "]", "[[", "]]"})
_EXPLETIVE_AFTER = frozenset({"legal", "possible", "true", "okay", "ok", "allowed", "fine", "right", "correct",
                              "necessary", "required", "worth", "better"})


# "Can Giant Spider block it?": an "it" right after one of these verbs, whose subject is a card,
# is their object, a card named in an earlier sentence
# "controls A and activates it": verbs whose "it" is the card named just before the "and"
_USES = frozenset({"activates", "activated", "activate", "sacrifices", "sacrificed", "sacrifice", "taps", "tapped",
                   "tap", "uses", "used", "use", "casts", "cast", "equips", "equipped", "flickers", "flickered"})
# the words that open a question after a condition ("If I cast A, does it ...")
_ASKS = frozenset({"does", "do", "can", "could", "will", "would", "is", "was", "may", "must", "should"})
_TAKES_AN_OBJECT = frozenset({"block", "target", "redirect", "counter", "kill", "destroy", "exile", "bounce", "copy",
                              "sacrifice", "enchant", "equip", "fight"})


# a described object is read where targeting or blocking asks about one: right after these words
# ("can A target a black creature", "can A block a creature with flying"), after "on" following a card
# ("cast A on an artifact"), after "blocked by" and "block A with", or as the subject of "be targeted",
# "a legal target", "block" ("can a creature with shroud be targeted by A")
_OBJECT_AFTER = frozenset({"target", "targets", "targeting", "targetting", "enchant", "enchants", "block", "blocks",
                           "blocked",
                           "kill", "kills", "destroy", "destroys", "exile", "exiles", "bounce", "bounces", "affect",
                           "affects", "pump", "pumps", "boost", "boosts", "buff", "buffs",
                           # "can A return a token", "bring back a token", "if I flicker my token with A" (111.8)
                           "return", "returns", "reanimate", "reanimates", "recur", "recurs", "flicker", "flickers",
                           "blink", "blinks", "bring", "brings", "back", "get", "gets",
                           # "can I sacrifice an indestructible creature" (701.21a)
                           "sacrifice", "sacrifices"})
_OBJECT_SUBJECT_OF = frozenset({"can", "could", "is", "are", "will", "would", "does", "do", "if", "when",
                                "whenever"})
_TARGETED_AFTER = (("be", "sacrificed"), ("be", "targeted"), ("be", "targetted"), ("a", "legal"), ("be", "the"),
                   ("targetable",),
                   ("block",), ("be", "blocked"), ("survive",), ("attack",), ("tap",), ("crew",), ("be", "tapped"),
                   ("still", "attack"), ("still", "block"), ("still", "tap"), ("blocks",), ("dies",), ("die",),
                   ("enters",), ("attacks",), ("leaves",), ("enter",), ("leave",), ("is", "exiled"), ("is", "sacrificed"), ("is", "put"),
                   ("is", "returned"), ("gets", "exiled"), ("come", "back"), ("comes", "back"), ("return",), ("not", "come"), ("not", "return"),
                   ("returns",), ("be", "returned"), ("be", "reanimated"), ("be", "brought"), ("be", "flickered"),
                   ("be", "blinked"), *(
                       (*be, done) for be in ((), ("be",), ("get",))
                       for done in ("killed", "destroyed", "exiled", "bounced", "affected")))


def _described(doc, i: int, end: int, cards: dict[int, int], words: list[str], person: dict[str, str]
               ) -> Described | None:
    """The object described from doc token i (up to `end` or the next card named), where a
    targeting question speaks of one (see `_OBJECT_AFTER`)."""
    before = words[-1] if words else ""
    subject = before in _OBJECT_SUBJECT_OF
    if not (subject or before in _OBJECT_AFTER or (before == "on" and len(words) > 1 and (
            words[-2] == _nlp.CARD_TOKEN or words[-2] in P.ABILITY_NOUNS))
            or words[-2:] == ["blocked", "by"] or (before == "with" and words[-2:-1] == [_nlp.CARD_TOKEN]
                                                   and words[-3:-2] == ["block"])
            or (before == "with" and words[-2:-1] in (["block"], ["attack"]))      # "can I block with a tapped creature"
            or (before in ("to", "onto") and words[-2:-1] == [_nlp.CARD_TOKEN]      # "equip A to my opponent's creature"
                and words[-3:-2] in (["equip"], ["attach"], ["put"], ["move"]))
            or (before == _nlp.CARD_TOKEN and words[-2:-1] == ["i"])          # "can I Lightning Bolt a creature"
            # a spell cast in a trigger's event: "when I cast an enchantment spell", "if my opponent casts a spell"
            or (before in ("cast", "casts") and bool({"when", "whenever", "if"} & set(words[:-1])))):
        return None
    ahead = []
    for k in range(i, end):
        if doc[k].is_space or k in cards:
            break
        ahead.append(person.get(doc[k].lower_, doc[k].lower_))
    # "if three creatures die at once, how many times does A trigger?": a count where how many times is asked (603.2c)
    found = describe(ahead, counted=any(t.lower_ in ("times", "twice", "thrice", "once") for t in doc))
    if found is None:
        return None
    rest = tuple(ahead[found.consumed:found.consumed + 2])
    if subject and not any(rest[:len(t)] == t for t in _TARGETED_AFTER):
        return None
    return found


_EVENT_WORDS = frozenset({"enters", "enter", "entered", "attacks", "attack", "attacked", "dies", "die", "leaves"})


def _whose_after(doc, j: int, end: int, described: Described, person: dict[str, str]
                 ) -> tuple[Described, list[int]]:
    """A description whose controller is said after its event: "a creature enters (the battlefield) under
    my opponent's control", "a creature attacks me" (an opponent's). The description with it, and the
    tokens that said it."""
    if described.controller is not None or j >= end or doc[j].lower_ not in _EVENT_WORDS:
        return described, []
    k = j + 1
    if k < end and doc[k].lower_ in ("me", "myself") and doc[j].lower_.startswith("attack"):
        return replace(described, controller="opponent", words=described.words + ("my", "opponent", "controls")), [k]
    if doc[k:k + 2].text.lower() == "the battlefield":
        k += 2
    ahead = [person.get(t.lower_, t.lower_) for t in doc[k:min(end, k + 6)]]
    whose, stop = controlled_after(ahead)
    if whose is None:
        return described, []
    return replace(described, controller=whose, words=described.words + tuple(ahead[:stop])), list(range(k, k + stop))


_CONDITION_WORDS = frozenset({"if", "when", "after", "once", "while"})


def _condition_end(words: list[str]) -> int | None:
    """The index of the comma that ends a leading condition ("if I put A on B , does B die"), if any."""
    if not words or words[0] not in _CONDITION_WORDS or "," not in words:
        return None
    return words.index(",")


def _alternatives(doc, i: int, end: int, by_start: dict[int, int], mentions, k: int
                  ) -> tuple[list[int], list[int], int]:
    """The cards written as alternatives right after mention `k` ("A or B", "A, or B", "A (or B)"):
    their mention indexes, the words joining them, and where they end."""
    others: list[int] = []
    joining: list[int] = []
    seen = {mentions[k].card}
    if mentions[k].card is None:
        return others, joining, i
    start = i
    while True:
        t = i
        bracket = t < end and doc[t].text == "("
        if t < end and doc[t].text in (",", "("):
            t += 1
        article = t + 1 < end and doc[t + 1].lower_ in ("a", "an", "the")     # "a Grizzly Bears or a Hill Giant"
        other = by_start.get(t + 1 + article)
        if not (t < end and doc[t].lower_ == "or" and other is not None and mentions[other].end <= end
                and mentions[other].card is not None and mentions[other].card not in seen):
            break
        joining += list(range(i, t + 1 + article))
        others.append(other)
        seen.add(mentions[other].card)
        i = mentions[other].end
        if bracket and i < end and doc[i].text == ")":
            joining.append(i)
            i += 1
    group = {k, *others}
    if any(m.card in seen for j, m in enumerate(mentions) if j not in group):
        # "which one dies, A or B?": cards named elsewhere too are the answer's options, not alternatives
        return [], [], start
    return others, joining, i


def _expletive(doc, i: int) -> bool:
    """"Is it legal to ...", "is it true that ...": an "it" that names nothing."""
    after = doc[i + 1].lower_ if i + 1 < len(doc) else ""
    before = doc[i - 1].lower_ if i > 0 else ""
    return after in _EXPLETIVE_AFTER or before in ("is", "was", "would", "'s") and after in ("a", "an", "the", "that", "to")


class PropositionReader:
    """Builds the matchers once; `read()` reads one tokenised question."""

    def __init__(self):
        self.nlp = _nlp.get_nlp()
        self.sets = {name: frozenset(words) for name, words in P.WORDS.items()}
        # one Matcher per kind of proposition, each skipped when a sentence lacks its anchor words
        kinds = list(dict.fromkeys(rule["intent"] for rule in P.INTENT_RULES))
        self.intents = [_Patterns(f"I{k}.", [(i, rule["patterns"]) for i, rule in enumerate(P.INTENT_RULES)
                                             if rule["intent"] == kind]) for k, kind in enumerate(kinds)]
        # rules that give roles from a sentence of the story ("A has B imprinted on it"), not the one that asks
        self.story = _Patterns("T", [(i, rule["patterns"]) for i, rule in enumerate(P.INTENT_RULES)
                                     if rule.get("story")])
        self.details = {kind: _Patterns(f"D{k}.", [(i, rule[3]) for i, rule in enumerate(P.DETAIL_RULES)
                                                   if rule[0] == kind])
                        for k, kind in enumerate(dict.fromkeys(rule[0] for rule in P.DETAIL_RULES))}
        # one owner per pattern: (rule index, which of its card slots the fact is about; () = all)
        self.scenario = _Patterns("S", [((i, _holders(text)), (text,))
                                        for i, rule in enumerate(P.SCENARIO_RULES) for text in rule[2]])
        self.events = _Patterns("E", [(i, rule[3]) for i, rule in enumerate(P.EVENT_RULES)])

    # --- clauses -------------------------------------------------------------------------------

    def clauses(self, doc, mentions, link_pronouns: bool = True) -> list[_Clause]:
        by_start = {m.start: k for k, m in enumerate(mentions)}
        # "You control A. Your opponent casts B. Can you ...": told in the second person, with no "I"
        # or "my" anywhere, "you" is the asker's side, read as "I"
        lows = {t.lower_ for t in doc}
        person = _SECOND_TO_FIRST if lows & _SECOND_TO_FIRST.keys() and not lows & _FIRST_PERSON else {}
        out = []
        last: int | None = None                  # the card mentioned last, for "it" in a later sentence
        for s, e in sentence_spans(doc):
            earlier = last                       # the card named last before this sentence
            linked: tuple[int, int] | None = None
            words: list[str] = []
            tokens: list[list[int]] = []
            mention_at: dict[int, int] = {}
            own = any(s <= m.start < e for m in mentions)
            states: list[tuple[int, int, str]] = []
            objects: dict[int, Described] = {}
            absorbed: set[int] = set()           # words read into a described object though not next to it
            alternatives: dict[int, tuple[list[int], list[int]]] = {}
            i = s
            while i < e:
                ahead = by_start.get(i + 1)
                if doc[i].lower_ in P.STATE_WORDS and ahead is not None and mentions[ahead].card is not None:
                    states.append((i, ahead, P.STATE_WORDS[doc[i].lower_]))
                    i += 1
                    continue
                k = by_start.get(i)
                if k is not None and mentions[k].end <= e:
                    mention_at[len(words)] = k
                    words.append(_nlp.CARD_TOKEN)
                    tokens.append(list(range(i, mentions[k].end)))
                    i = max(mentions[k].end, i + 1)
                    others, joining, after = _alternatives(doc, i, e, by_start, mentions, k)
                    if others:
                        # "Can I cast A or B?": one slot, asked about once with each card
                        alternatives[k] = (others, joining)
                        tokens[-1] += list(range(i, after))
                        i = after
                    # "casts Turn to Frog on it": "it" is still the card named before, and so is a later "it"
                    on_it = [t.lower_ for t in doc[i:i + 2]] in (["on", "it"], ["targeting", "it"])
                    if mentions[k].card is not None and not on_it and words[-3:-1] not in _ATTACHED_WITH and not (
                            (words[-2:-1] in (["with"], ["using"]) or (words[-2:-1] == ["by"] and words[-3:-2] != ["blocked"]))
                            and any(
                                mentions[j].card is not None for j in mention_at.values() if j != k)):
                        # not "equipped with A", not "I flicker B with A": "it" is then B, what A
                        # is on or what A was used on
                        last = k
                    continue
                if doc[i].lower_ == "it" and words[-2:-1] == ["and"] and words[-1] in _USES and \
                        len(words) - 3 in mention_at:
                    # "My opponent controls Alluring Siren and activates it": the card just named
                    mention_at[len(words)] = mention_at[len(words) - 3]
                    words.append(_nlp.CARD_TOKEN)
                    tokens.append([i])
                    i += 1
                    continue
                if link_pronouns and last is not None and not mention_at and doc[i].lower_ == "its" and \
                        i + 1 < e and doc[i + 1].lower_ in P.ABILITY_NOUNS:
                    # "I control Griselbrand. Can I activate its ability?": the card named last
                    mention_at[len(words)] = last
                    words.append(_nlp.CARD_TOKEN)
                    tokens.append([i])
                    i += 1
                    continue
                if link_pronouns and doc[i].lower_ == "it" and len(mention_at) == 1 and not objects and \
                        words[:1] in (["if"], ["when"]) and len(words) > 2 and (
                            (words[-2] == "," and words[-1] in _ASKS) or
                            (len(words) > 4 and words[-4] == "," and words[-3] in _ASKS and
                             words[-2] in ("i", "you") and words[-1] in _TAKES_AN_OBJECT)) and \
                        mentions[next(iter(mention_at.values()))].card is not None:
                    # "If I cast A, does it have flying?", "If I cast A, can I copy it?": the one card of the
                    # condition before the comma (not with an object described there: "if I flicker my token with
                    # A, does it come back?")
                    linked = (next(iter(mention_at)), len(words))
                    mention_at[len(words)] = next(iter(mention_at.values()))
                    words.append(_nlp.CARD_TOKEN)
                    tokens.append([i])
                    i += 1
                    continue
                if link_pronouns and last is not None and doc[i].lower_ == "it" and (
                        (not mention_at and (not own or not _expletive(doc, i)))
                        or (earlier is not None and words and words[-1] in _TAKES_AN_OBJECT
                            and len(words) - 2 in mention_at)):
                    # "Grizzly Bears entered this turn. Can it attack?", "My opponent controls Slippery
                    # Bogle. Can I target it with Shock?": an "it" before the sentence names a card of
                    # its own speaks of the card named last
                    mention_at[len(words)] = last if not mention_at or earlier is None else earlier
                    words.append(_nlp.CARD_TOKEN)
                    tokens.append([i])
                    i += 1
                    continue
                described = None if doc[i].is_space else _described(doc, i, e, by_start, words, person)
                if described is not None:
                    taken = list(range(i, i + described.consumed))
                    if words and words[-1] in ("if", "when", "whenever"):
                        # "when a creature enters under my opponent's control", "when a creature attacks me":
                        # whose it is, said after the event
                        described, more = _whose_after(doc, i + described.consumed, e, described, person)
                        absorbed.update(more)
                        taken += more
                    objects[len(words)] = described
                    words.append(OBJECT_TOKEN)
                    tokens.append(taken)
                    i += described.consumed
                    continue
                if i in absorbed:
                    i += 1
                    continue
                if not doc[i].is_space and doc[i].text not in _BRACKET_TOKENS:
                    words.append(person.get(doc[i].lower_, doc[i].lower_))
                    tokens.append([i])
                i += 1
            words, tokens = words[:400], tokens[:400]
            question = is_question(doc, s, e, P.QUESTION_OPENERS, P.FILLER)
            clause = _Clause(s, e, words, tokens, mention_at, question, states=states, linked=linked,
                             objects={k: v for k, v in objects.items() if k < len(words)}, alternatives=alternatives)
            clause.reduced = _nlp.doc_from_words(words) if words else None
            out.append(clause)
        if out and not any(c.question for c in out):
            for c in out:
                c.question = True            # no sentence asks: each may hold the proposition
        return out

    # --- the proposition -------------------------------------------------------------------------

    def read(self, doc, mentions, clauses: list[_Clause], cues: frozenset[str] = frozenset()):
        """The proposition's kind, its clause, the matches of that kind in it (rule index, start,
        end, read reduced indexes) and the accounted doc tokens."""
        best = None
        per_clause: list[list[tuple[int, int, int, list[int]]]] = []
        for ci, clause in enumerate(clauses):
            found = []
            if clause.reduced is not None and clause.question:
                present = clause.present | cues
                for idx, s, e, read in (m for group in self.intents for m in group(clause.reduced, clause.words)):
                    rule = P.INTENT_RULES[idx]
                    if not all(present & self.sets[c] for c in rule.get("need", ())):
                        continue
                    if any(present & self.sets[c] for c in rule.get("avoid", ())):
                        continue
                    if clause.linked is not None and len(rule["roles"]) > 1 and s <= clause.linked[0] and \
                            clause.linked[1] < e:
                        continue                 # the condition's card and "it" are one card, not two roles
                    found.append((idx, s, e, read))
                # "If I put A on B, does B die?": the condition tells the situation, the words after it
                # ask; a kind read only inside the condition gives way to one read from the question's
                # first word after it
                condition_end = _condition_end(clause.words)
                asking = [m for m in found if not P.INTENT_RULES[m[0]].get("assign")]
                if condition_end is not None and any(s == condition_end + 1 for _, s, _, _ in asking):
                    asking = [m for m in asking if m[2] > condition_end]
                for idx, _, _, _ in asking:
                    if best is None or idx < best[0]:
                        best = (idx, ci)
            per_clause.append(found)
        if best is None:
            return None, None, []
        intent = P.INTENT_RULES[best[0]]["intent"]
        ours = [m for m in per_clause[best[1]] if P.INTENT_RULES[m[0]]["intent"] == intent]
        return intent, best[1], ours

    def story_roles(self, intent: str, clauses: list[_Clause], chosen: int, mentions) -> list[int]:
        """Roles a sentence of the story gives cards that have none ("A has B imprinted on it": the rules of
        `intent` marked "story"); the doc tokens those sentences' patterns read."""
        read: list[int] = []
        for ci, clause in enumerate(clauses):
            if ci == chosen or clause.reduced is None:
                continue
            for idx, s, e, words in self.story(clause.reduced, clause.words):
                if P.INTENT_RULES[idx]["intent"] != intent:
                    continue
                slots = [k for k in range(s, e) if k in clause.mention_at]
                for slot, role in zip(slots, P.INTENT_RULES[idx]["roles"]):
                    mention = mentions[clause.mention_at[slot]]
                    if mention.role is None and mention.card and all(m.role != role for m in mentions):
                        mention.role = role
                read += [t for r in words for t in clause.tokens[r]]
        return read

    def assign_roles(self, intent: str, clause: _Clause, matches, mentions) -> None:
        """Roles from the patterns of the proposition's kind (rules naming more cards first), then
        the kind's default roles for the clause's other cards; cards outside the clause keep no
        role unless the same card already has one."""
        ranked = []
        for idx, s, e, _ in matches:
            slots = [k for k in range(s, e) if k in clause.mention_at]
            ranked.append((-min(len(slots), len(P.INTENT_RULES[idx]["roles"])), idx, s, slots))
        for _, idx, _, slots in sorted(ranked):
            for slot, role in zip(slots, P.INTENT_RULES[idx]["roles"]):
                mention = mentions[clause.mention_at[slot]]
                if mention.role is None:
                    mention.role = role
        inside = [mentions[k] for k in clause.mention_at.values()]
        if not inside:
            # "Alluring Siren targets Grizzly Bears. Does it have to attack?": the pronoun's cards
            # are those of the sentences before
            inside = [m for m in mentions if m.start < clause.start]
        used = {m.role for m in mentions if m.card is not None and m.role}
        role_of: dict[str, str] = {m.card: m.role for m in mentions if m.card and m.role}
        for m in inside:
            if m.card is None:
                continue
            if m.role is None and m.card in role_of:
                m.role = role_of[m.card]
            if m.role is None:
                free = [r for r in P.DEFAULT_ROLES.get(intent, ()) if r not in used]
                m.role = free[0] if free else P.OTHER_ROLE
                used.add(m.role)
            role_of.setdefault(m.card, m.role)
        for m in mentions:
            if m.role is None and m.card in role_of:
                m.role = role_of[m.card]

    def detail_matches(self, intent: str, clauses: list[_Clause]):
        """(detail rule index, clause index, read doc tokens) for the detail rules of `intent`."""
        out = []
        patterns = self.details.get(intent)
        for ci, clause in enumerate(clauses):
            if clause.reduced is None or patterns is None:
                continue
            for idx, s, e, read in patterns(clause.reduced, clause.words):
                out.append((idx, ci, [t for r in read for t in clause.tokens[r]]))
        return out

    def scenario_facts(self, clauses: list[_Clause], mentions):
        """ScenarioObjects for the cards the scenario rules speak of, and the tokens they read."""
        facts: dict[str, dict] = {}
        read_tokens: set[int] = set()
        self.fact_clauses: dict[tuple[str, str], set[int]] = {}     # (card, fact) -> the sentences telling it
        self.told_both_ways: set[tuple[str, str]] = set()          # (card, fact) stated with two values
        for ci, clause in enumerate(clauses):
            if clause.reduced is None or not clause.mention_at:
                continue
            for (idx, holders), s, e, read in self.scenario(clause.reduced, clause.words):
                if e < len(clause.words) and clause.words[e] in P.NOT_BEFORE.get(P.SCENARIO_RULES[idx][0], ()):
                    continue                     # "is tapped for mana": the event asked about, not a state
                slots = [k for k in read if k in clause.mention_at]
                for slot in ([slots[h] for h in holders if h < len(slots)] if holders else
                             [k for k in range(s, e) if k in clause.mention_at]):
                    card = mentions[clause.mention_at[slot]].card
                    if card is None:
                        continue
                    fact, value, _ = P.SCENARIO_RULES[idx]
                    self.fact_clauses.setdefault((card, fact), set()).add(ci)
                    known = facts.setdefault(card, {})
                    if fact in known and known[fact] != value:
                        known[fact] = None              # stated both ways: unknown
                        if self.fact_clauses[(card, fact)] != {ci}:
                            # in two sentences ("My opponent controls A. I cast A."), not "I stole my opponent's A"
                            self.told_both_ways.add((card, fact))
                    else:
                        known[fact] = value
                read_tokens.update(t for r in read for t in clause.tokens[r]
                                   if r not in clause.mention_at)
        for clause in clauses:
            for token, k, fact in clause.states:
                if mentions[k].card is not None:
                    facts.setdefault(mentions[k].card, {})[fact] = "yes"
                    read_tokens.add(token)
        events = self._events(clauses, mentions, facts, read_tokens)
        objects: list[ScenarioObject] = []
        for m in mentions:
            if m.card is None or any(o.card == m.card for o in objects):
                continue
            known = facts.get(m.card, {})
            fields = {P.SCENARIO_FIELDS[fact]: value for fact, value in known.items() if value is not None}
            if known.get("put_in"):
                # "I put A onto the battlefield with B", "I cast B and put A onto the battlefield": what put it there
                others = {mentions[k].card for ci in self.fact_clauses[(m.card, "put_in")]
                          for k in clauses[ci].mention_at.values()} - {m.card, None}
                if len(others) == 1:
                    fields["put_by"] = others.pop()
            if "entered_this_turn" in fields:
                fields["entered_this_turn"] = fields["entered_this_turn"] == "this_turn"
            if "status" in fields:                  # "attacking", "equipped": the statuses stated, as a tuple
                fields["status"] = tuple(fact for fact, value in known.items()
                                         if P.SCENARIO_FIELDS.get(fact) == "status" and value == "yes")
            objects.append(ScenarioObject(card=m.card, **fields))
        return Scenario(objects=tuple(objects), events=tuple(events)), read_tokens

    def _events(self, clauses: list[_Clause], mentions, facts: dict[str, dict], read_tokens: set[int]):
        """The events stated, in text order; in each sentence the longest reading of an event
        wins. Who cast a spell controls it (unless the question says otherwise)."""
        out = []
        for clause in clauses:
            if clause.reduced is None or not clause.mention_at:
                continue
            found = sorted(self.events(clause.reduced, clause.words), key=lambda m: (m[1] - m[2], m[1]))
            taken: set[int] = set()
            for idx, s, e, read in found:
                kind, actor, roles, _ = P.EVENT_RULES[idx]
                slots = [k for k in range(s, e) if k in clause.mention_at]
                if not slots or any(k in taken for k in slots):
                    continue
                bound = dict(zip([r for r in roles if r != "player"], slots))
                if "card" not in bound:
                    continue
                card = mentions[clause.mention_at[bound["card"]]].card
                targets = [mentions[clause.mention_at[bound[r]]].card for r in ("target", "target2") if r in bound]
                if "player" in roles:
                    word = clause.words[e - 1]
                    if e < len(clause.words) and clause.words[e] in ("'s", "'"):
                        continue                     # "my opponent's Tarmogoyf": not the player
                    whom = P.PLAYER_TARGETS.get(word)
                    if whom is None or (actor == "opponent" and word in ("him", "her", "them")):
                        continue                     # "they target him": which player is not clear
                    targets.append(f"player:{whom}")
                if card is None or None in targets:
                    continue
                target = targets[0] if targets else None
                if target is None and clause.words[e - 1] == "it" and kind == "cast":
                    # "I control A. I cast B targeting it": the card named last before B
                    at = mentions[clause.mention_at[bound["card"]]].start
                    before = [m.card for m in mentions if m.start < at and m.card and m.card != card]
                    if not before:
                        continue
                    target = before[-1]
                taken.update(slots)
                tokens = frozenset(t for r in read for t in clause.tokens[r] if r not in clause.mention_at)
                out.append((clause.start, s, kind, card, target, actor, tokens, tuple(targets[1:])))
        out.sort(key=lambda o: o[:2])
        self.event_tokens = [o[6] for o in out]
        for _, _, kind, card, target, actor, tokens, _ in out:
            if actor is not None and kind != "dies":
                # 110.2: who casts or activates it controls it ("A targets B": who did it isn't told); who
                # destroys a permanent needn't control it
                facts.setdefault(card, {}).setdefault("controller", actor)
            read_tokens.update(tokens)
        return [Event(kind, card, target, actor, more) for _, _, kind, card, target, actor, _, more in out]


def account(doc, mentions, read: dict[int, str], orig_text) -> tuple[tuple[tuple[str, str], ...],
                                                                      tuple[str, ...]]:
    """Every word's use, and the unread words as phrases in text order."""
    mention_at = {m.start: m for m in mentions}
    words: list[tuple[str, str]] = []
    unread: list[str] = []
    run: list[int] = []

    def flush():
        if run:
            a, b = doc[run[0]], doc[run[-1]]
            unread.append(orig_text(a.idx, b.idx + len(b.text)))
            run.clear()

    i = 0
    while i < len(doc):
        m = mention_at.get(i)
        if m is not None:
            flush()
            words.append((m.text, "card" if m.card else "unread"))
            if m.card is None:
                unread.append(m.text)
            i = max(m.end, i + 1)
            continue
        tok = doc[i]
        i += 1
        if tok.is_space or (tok.is_punct and tok.text not in ("{", "}")) or tok.text in ("'s", "'"):
            continue
        use = _use(doc, tok, read)
        words.append((tok.text, use))
        if use == "unread":
            if run and run[-1] != tok.i - 1 and not all(doc[k].is_space or doc[k].is_punct
                                                          for k in range(run[-1] + 1, tok.i)):
                flush()
            run.append(tok.i)
        else:
            flush()
    flush()
    return tuple(words), tuple(dict.fromkeys(unread))


def uses_between(doc, mentions, read: dict[int, str], start: int, end: int) -> list[str]:
    """What each word of tokens start..end was taken as (the same rules as `account`)."""
    in_cards = {i: m for m in mentions for i in range(m.start, m.end)}
    uses = []
    for tok in doc[start:end]:
        m = in_cards.get(tok.i)
        if m is not None:
            uses.append("card")          # an unknown card still holds a card's place in the question
        elif not (tok.is_space or (tok.is_punct and tok.text not in ("{", "}")) or tok.text in ("'s", "'")):
            uses.append(_use(doc, tok, read))
    return uses


def _use(doc, tok, read: dict[int, str]) -> str:
    use = read.get(tok.i)
    if use is not None:
        return use
    low = tok.lower_
    modal = low in P.MODAL_WORDS and not (low in ("have", "has", "had") and not _followed_by_to(doc, tok.i))
    return "filler" if low in P.FILLER and not modal else "unread"


def _followed_by_to(doc, i: int) -> bool:
    nxt = next((t for t in doc[i + 1:i + 3] if not t.is_space), None)
    return nxt is not None and nxt.lower_ == "to"


def negation(doc, clause: _Clause, read: dict[int, str], in_cards: set[int]) -> tuple[bool | None, list[int]]:
    """The proposition's polarity from the negations in its sentence that no pattern read (and
    that are no part of a card name, "Waste Not"): True (none), False (one after the subject:
    "can A not redirect B"), None (ambiguous: a negated auxiliary opening the question, "can't A
    redirect B?", or two negations)."""
    found = [t.i for t in doc[clause.start:clause.end]
             if t.lower_ in P.NEGATIONS and t.i not in read and t.i not in in_cards]
    if not found:
        return True, []
    if len(found) > 1:
        return None, found
    first_word = next((t.i for t in doc[clause.start:clause.end] if t.is_alpha or t.lower_ == "n't"), None)
    if first_word is not None and found[0] <= first_word + 1:
        return None, found
    return False, found


def build_reading(intent: str | None, roles, params, polarity: bool, sentence: str, scenario: Scenario,
                  words, unread, alternatives=()) -> Reading:
    proposition = None
    if intent is not None:
        proposition = Proposition(kind=intent, roles=tuple(roles), params=tuple(params),
                                  polarity=polarity, sentence=sentence, alternatives=tuple(alternatives))
    return Reading(proposition=proposition, scenario=scenario, words=words, unread=unread)
