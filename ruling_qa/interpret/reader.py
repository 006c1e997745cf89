"""Question text -> `Question`: the cards named (and how each was recognised), the rule references,
the glossary terms, the intent (which check family answers it) and the role of each card.

    interpreter = Interpreter(names, terms=glossary_names)
    interpreter.interpret("can Spellskite redirect Deepglow Skate's trigger?")
    # Question(intent="targets.change", cards=(CardMention("Spellskite", ..., role="redirector"),
    #          CardMention("Deepglow Skate", ..., role="spell")), details=(("object", "ability"),))

`names` are (surface, card name) pairs: every card name, every face name ("Fire" -> "Fire // Ice"),
every ASCII spelling ("Lim-Dul's Vault"). Reading a question:

1. Fold the text (accents, ligatures, curly quotes, "Fire/Ice" -> "Fire // Ice"; `parse.nlp`) and
   tokenise it with the spaCy blank English pipeline.
2. Card names: `[[Card Name]]` brackets first, then a PhraseMatcher over every surface name,
   compared in lower case; names that are ordinary words or rules terms (`patterns.ORDINARY_NAMES`,
   "Flash", "Fog", "Island") count only when written as names (capitalised, not opening a sentence,
   in a question that is not Title Cased), or bracketed. Longest match wins ("Fire // Ice" over
   "Fire"). Then capitalised spans left over, and long lower-case words that are no known word,
   are looked up with rapidfuzz ("Spelskite", "Llanowar Elfs"); what still matches nothing goes to
   `Question.unknown`.
3. Rule references ("702.19b", "rule 115.7", "CR 613.4") and glossary terms (PhraseMatcher).
4. Intent and roles: a Matcher over a reduced copy of the question in which each card mention is
   one token (`patterns.INTENT_RULES`), then details (`patterns.DETAIL_RULES`, colours, actions).
   With no card intent, a question that is only a rule reference is "rule.lookup", one that only
   asks what a term means is "glossary.define".

Building an Interpreter over the full corpus (about 25,400 surfaces) takes well under a second;
spaCy's import is the larger part of a cold start (see benchmarks/interpret_bench.py).
"""
from __future__ import annotations

import bisect
import gc
import re

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from ..models import CardMention, Question
from ..parse import nlp as _nlp
from ..parse import patterns as P
from . import propositions as R
from .clauses import sentence_starts

MAX_CHARS = 4000            # a question longer than this is read up to here
MAX_FUZZY_LOOKUPS = 24      # rapidfuzz look-ups per question, at most

_RULE_REF = re.compile(
    r"(?<![\w.])(?:(?P<pre>(?:rules?|cr|comprehensive\s+rules?|comp\.?\s+rules?)\s*#?\s*)"
    r"(?P<num1>[1-9]\d{2}(?:\.\d{1,3}[a-z]?)?)|(?P<num2>[1-9]\d{2}\.\d{1,3}[a-z]?))(?![\w])",
    re.IGNORECASE)
_BRACKETS = re.compile(r"\[\[\s*([^\[\]\s](?:[^\[\]\n]{0,198}[^\[\]\s])?)\s*\]\]")
_ALNUM = re.compile(r"[^\W_]")
_THREE_LETTERS = re.compile(r"[^\W\d_](?:.*?[^\W\d_]){2}")
_MANA_SYMBOL = re.compile(r"\{([WUBRGCwubrgc])\}")
_MANA_COST = re.compile(r"(?:\{[0-9WUBRGCXwubrgcx]+\})+")
_CONNECTORS = frozenset({"of", "the", "and", "to", "a", "an", "in", "from", "for", "with", "on",
                         "at", "de", "la", "le", "du", "von", "van", "-", "//", ",", "'", "'s",
                         "or", "into", "upon", "by", "&"})
_KIND_RANK = {"name": 0, "alias": 1, "face": 2, "short": 3}


def _compact(key: str) -> str:
    return key.replace(" ", "")


_BLOCKED = frozenset(_compact(n) for n in P.ORDINARY_NAMES | P.ORDINARY_PHRASES) - frozenset(
    P.TAKEN_LOWERCASE)
_BRACKET_ONLY = frozenset(_compact(n) for n in P.BRACKET_ONLY)
_NOT_A_CARD_AFTER = frozenset({"mtg", "magic"})     # "MTG Arena", "Magic Online"
_CAST_WORDS = frozenset({"cast", "casts", "casting", "casted", "resolve", "resolves"})
# "its cast trigger", "A's attack trigger": an event word naming an ability, not an event that happened
_ABILITY_AFTER = frozenset({"trigger", "triggers", "ability", "abilities"})
_WHOSE_ABILITY = frozenset({"its", "'s", "the", "his", "her", "their", "my", "your"})
_ARTICLES = frozenset({"the", "a", "an", "this", "that", "its", "their", "his", "her", "my", "your", "each"})


_NUMBERS = {w: n for n, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                         "fourteen fifteen sixteen".split())}
_LESS = frozenset({"less", "lower", "fewer", "smaller", "below", "under"})
_MORE = frozenset({"more", "greater", "higher", "larger", "bigger", "above", "over"})
_X_IS = frozenset({"=", "is", "of", "equal", "equals", "equaling", "to", "being", "at", "as", "was"})
_MANA_VALUE_WORDS = frozenset({"value", "cost", "cmc", "mv"})


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else _NUMBERS.get(word)


def _x_told(span, read: dict[int, str]) -> tuple[list[tuple[str, str]], list[int]]:
    """The value chosen for X ("X=5", "X is 5", "5 for X"), anywhere in the question ("I cast A with
    X=5. What is ..."), and the tokens telling it."""
    doc = [t for t in span.doc if not t.is_space]
    low = [t.lower_ for t in doc]
    for k, word in enumerate(low):
        got = re.fullmatch(r"x=(\d+)", word)
        at = [k]
        if got is None and word == "x":
            j = k + 1
            while j < len(low) and low[j] in _X_IS:
                j += 1
            if j < len(low) and _number(low[j]) is not None:
                at = list(range(k, j + 1))
        elif got is None and _number(word) is not None and low[k + 1:k + 3] == ["for", "x"]:
            at = [k, k + 1, k + 2]
        if got is not None or len(at) > 1:
            value = got[1] if got is not None else str(_number(low[at[-1]] if low[at[0]] == "x" else low[at[0]]))
            x_at = [doc[j].i for j in at]
            for i in x_at:
                read[i] = "proposition" if span.start <= i < span.end else "scenario"
            return [("x", value)], x_at
    return [], []


def _mana_value_params(span, read: dict[int, str]) -> list[tuple[str, str]]:
    """The value chosen for X (_x_told), the number a mana value is compared with and how ("4", "4 or
    less", "less than 4", "at least 4"), and whether the question asks for the value itself ("what is ...")."""
    details, x_at = _x_told(span, read)
    toks = [t for t in span if not t.is_space]
    low = [t.lower_ for t in toks]
    used = {k for k, t in enumerate(toks) if t.i in x_at}
    start = next((k for k, w in enumerate(low) if w in _MANA_VALUE_WORDS), None)
    for k in range(start + 1 if start is not None else len(low), len(low)):
        n = _number(low[k])
        if n is None or k in used:
            continue
        how, at = "eq", [k]
        if low[k + 1:k + 2] == ["or"] and k + 2 < len(low) and low[k + 2] in _LESS | _MORE:
            how, at = ("le" if low[k + 2] in _LESS else "ge"), [k, k + 1, k + 2]
        elif k >= 2 and low[k - 1] == "than" and low[k - 2] in _LESS | _MORE:
            how, at = ("lt" if low[k - 2] in _LESS else "gt"), [k - 2, k - 1, k]
        elif k >= 2 and low[k - 2] == "at" and low[k - 1] in ("least", "most"):
            how, at = ("ge" if low[k - 1] == "least" else "le"), [k - 2, k - 1, k]
        elif k >= 2 and low[k - 2:k] == ["equal", "to"] or k >= 1 and low[k - 1] in ("exactly", "="):
            at = [k - 2, k - 1, k] if low[k - 1] == "to" else [k - 1, k]
        details += [("n", str(n)), ("compare", how)]
        for j in at:
            read[toks[j].i] = "proposition"
        break
    asks_value = any(w in P.WORDS["WHAT"] for w in low)
    details.append(("ask", "compare" if any(key == "n" for key, _ in details) else "value" if asks_value else "none"))
    return details


_ABILITY_KIND_WORDS = {"triggered": "triggered", "trigger": "triggered", "etb": "triggered", "activated": "activated",
                       "loyalty": "loyalty", "ability": "ability"}


def _ability_named(doc, mention) -> tuple[str, list[int]] | None:
    """The ability of a card the words around its name call out: "A's (cycling) trigger", "A's
    activated ability", "the triggered ability of A" (113.3b-c). (kind: "triggered", "activated",
    "loyalty" or "ability" for either, the words' positions)."""
    events = P.WORDS["TRIGGER_EVENT"]
    j = mention.end
    if j < len(doc) and doc[j].text in ("'s", "'"):
        j += 1
    words = []
    while j < len(doc) and (doc[j].lower_ in events or doc[j].text == "-"):
        words.append(j)
        j += 1
    if j < len(doc) and doc[j].lower_ in _ABILITY_KIND_WORDS:
        kind = _ABILITY_KIND_WORDS[doc[j].lower_]
        if kind == "ability" and words:
            kind = "triggered"
        words.append(j)
        if j + 1 < len(doc) and doc[j + 1].lower_ in ("ability", "abilities") and kind != "ability":
            words.append(j + 1)
        return kind, words
    # "the triggered ability of A", "the cycling trigger of A"
    k = mention.start - 1
    if k > 1 and doc[k].lower_ == "of" and doc[k - 1].lower_ in ("ability", "trigger", "abilities", "triggers"):
        words = [k, k - 1]
        kind = _ABILITY_KIND_WORDS.get(doc[k - 1].lower_.rstrip("s"), "ability")
        if doc[k - 2].lower_ in _ABILITY_KIND_WORDS:
            kind = _ABILITY_KIND_WORDS[doc[k - 2].lower_]
            words.append(k - 2)
        elif doc[k - 2].lower_ in events:
            kind = "triggered"
            words.append(k - 2)
        return kind, words
    return None


def _target_ability(doc, mentions, details: tuple, read: dict[int, str]) -> tuple:
    """"Can A target B's triggered ability?": the ability named is the target's, an ability on the stack
    (113.7a), not the source's; the words read for the source's ability ("ability", "event") are the
    target's then, unless the source's own are named too."""
    target = next((m for m in mentions if m.role == "target" and m.card), None)
    if target is None:
        return details
    named = _ability_named(doc, target)
    if named is None:
        return details
    source = next((m for m in mentions if m.role == "source" and m.card), None)
    kept = tuple(d for d in details if d[0] not in ("ability", "event", "targeted"))
    if source is not None and _ability_named(doc, source) is not None:
        kept = tuple(d for d in details if d[0] != "targeted" and not (d[0] == "event" and any(
            doc[i].lower_ in P.TRIGGER_EVENT_WORDS.get(d[1], "").split("|") for i in named[1])))
    for i in named[1]:
        read[i] = "proposition"
    return kept + (("targeted", named[0]),)


def _spell_cast_told(clauses, read: dict[int, str]) -> tuple:
    """The spell a story describes as cast ("... and I cast an Aura spell"), when a question asks about "the
    trigger" it caused: its words, and who cast it."""
    for clause in clauses:
        for k, described in clause.objects.items():
            if described.head == "spell" and k and clause.words[k - 1] in ("cast", "casts"):
                # who cast it: the player the clause last names before ("I control A and cast ...")
                said = [w for w in clause.words[:k - 1] if w in ("i", "you", "he", "she", "they") or w in P.WORDS["OPP"]]
                caster = {"i": "you", "you": "you"}.get(said[-1], "opponent") if said else None
                if caster is None:
                    return ()
                for t in (*clause.tokens[k - 1], *clause.tokens[k]):
                    read.setdefault(t, "scenario")
                return (("cast_told", " ".join(described.words)), ("caster", caster))
    return ()


def _deck_colors(doc, mentions, read: dict[int, str]) -> list[tuple[str, str]]:
    """The colors a question gives a Commander deck or its commander: "mono-black", "a Golgari deck",
    "black-green", "five-color" (`colors`), or "when my commander is not red" (`excluded`); color words inside a
    card's name aren't read."""
    in_cards = {i for m in mentions for i in range(m.start, m.end)}
    colors, excluded, used = "", "", []
    for tok in doc:
        word = tok.lower_
        if tok.i in in_cards:
            continue
        group = P.COLOR_GROUPS.get(word)
        if group is None and word in P.COLOR_LETTERS:
            group = P.COLOR_LETTERS[word]
        after = [t.lower_ for t in doc[tok.i + 1:tok.i + 3]]
        if word in ("five", "5") and after in (["-", "color"], ["-", "colour"]):
            group = "WUBRG"                  # "five-color", written as three words
            used += [tok.i + 1, tok.i + 2]
        if group is None:
            continue
        before = [t.lower_ for t in doc[max(0, tok.i - 3):tok.i]]
        if any(w in P.NEGATIONS for w in before):
            excluded += group
            used += [t.i for t in doc[max(0, tok.i - 3):tok.i] if t.lower_ in P.NEGATIONS]
        else:
            colors += group
        used.append(tok.i)
        if before and before[-1] in ("mono", "mono-", "-", "/"):
            used.append(tok.i - 1)
            if before[-1] == "-" and len(before) > 1 and before[-2] == "mono":
                used.append(tok.i - 2)
    for i in used:
        read[i] = "proposition"
    ordered = lambda found: "".join(c for c in "WUBRG" if c in found)  # noqa: E731
    return ([("colors", ordered(colors))] if colors else []) + ([("excluded", ordered(excluded))] if excluded else [])


_ASKED_COLORS = {"colorless": "colorless", "colourless": "colorless", "multicolored": "multicolored",
                 "multicolor": "multicolored", "multicoloured": "multicolored", "multicolour": "multicolored",
                 "gold": "multicolored", "monocolored": "monocolored", "monocoloured": "monocolored",
                 **P.COLOR_LETTERS}
_COLOR_NOUNS = {"spell": "stack", "spells": "stack", "card": "hand", "cards": "hand", "permanent": "battlefield",
                "permanents": "battlefield"}


def _color_params(span, mentions, read: dict[int, str]) -> list[tuple[str, str]]:
    """The color asked about ("is A colorless", "is A a red spell"), outside the card names, the noun after it
    (a spell is on the stack, a card in a hand, a permanent on the battlefield), whether the question asks
    which colors ("what color is A"), and "face-down"."""
    in_cards = {i for m in mentions for i in range(m.start, m.end)}
    toks = [t for t in span if not t.is_space and t.i not in in_cards]
    details: list[tuple[str, str]] = []
    if any(t.lower_ in ("what", "which", "whats", "what's") for t in toks):
        details.append(("ask", "value"))
    elif [t.lower_ for t in toks[:1]] in (["does"], ["do"]) and any(t.lower_ in ("color", "colour", "colors", "colours")
                                                                   for t in toks):
        details += [("ask", "compare"), ("color", "colored")]         # "does A have a color?"
    for k, tok in enumerate(toks):
        asked = _ASKED_COLORS.get(tok.lower_)
        if asked is not None and not any(key == "color" for key, _ in details):
            details += [("ask", "compare")] if not details else []
            details.append(("color", asked))
            read[tok.i] = "proposition"
            noun = toks[k + 1] if k + 1 < len(toks) else None
            if noun is not None and noun.lower_ in _COLOR_NOUNS:
                details.append(("zone", _COLOR_NOUNS[noun.lower_]))
                read[noun.i] = "proposition"
    for k, tok in enumerate(toks):
        if tok.lower_ in ("facedown", "face-down", "morphed", "manifested", "cloaked", "disguised") or (
                tok.lower_ == "face" and k + 1 < len(toks) and toks[k + 1].lower_ in ("down", "-")):
            details.append(("state", "face_down"))
            read[tok.i] = "proposition"
            break
    return details


def _protection_quality(span, read: dict[int, str]) -> list[tuple[str, str]]:
    """"protection from red", "protection from artifacts": the quality (702.16a), as written."""
    toks = [t for t in span if not t.is_space]
    for k, tok in enumerate(toks[:-2]):
        if tok.lower_ == "protection" and toks[k + 1].lower_ == "from":
            quality = toks[k + 2]
            if quality.is_alpha:
                read[toks[k + 1].i] = read[quality.i] = "proposition"
                return [("quality", quality.lower_)]
    return []


def _power_toughness_params(span, read: dict[int, str]) -> list[tuple[str, str]]:
    """What a power and toughness question asks ("pt", "power", "toughness", or "compare" with the "pt"
    it names: "is it a 2/2"), and the +1/+1 and -1/-1 counters the question tells ("with two +1/+1
    counters on it"), in any sentence."""
    details: list[tuple[str, str]] = []
    toks = [t for t in span if not t.is_space]
    low = [t.lower_ for t in toks]
    named = next((t for t in toks if re.fullmatch(r"\d+/\d+", t.text)), None)
    if named is not None:
        details += [("ask", "compare"), ("pt", named.text)]
        read[named.i] = "proposition"
    elif "power" in low and "toughness" in low or any(w in low for w in ("p/t", "pt", "size", "stats", "big")):
        details.append(("ask", "pt"))
    else:
        details.append(("ask", "power" if "power" in low else "toughness"))
    doc = [t for t in span.doc if not t.is_space]
    counts = {"+1/+1": 0, "-1/-1": 0}
    for k, tok in enumerate(doc):
        if tok.text in counts and k + 1 < len(doc) and doc[k + 1].lower_ in ("counter", "counters") and k > 0:
            before = doc[k - 1].lower_
            n = 1 if before in ("a", "an") else _number(before)
            if n is None:
                continue
            counts[tok.text] += n
            for t in (doc[k - 1], tok, doc[k + 1]):
                read[t.i] = "proposition" if span.start <= t.i < span.end else "scenario"
    details += [(key, str(n)) for key, n in (("plus", counts["+1/+1"]), ("minus", counts["-1/-1"])) if n]
    return details


# a word after these may call a card named before by one word of its name ("the welder", "my knight")
_REFERRING = frozenset({"the", "my", "your", "his", "her", "their", "that", "this", "our"})
# words too common in questions to stand for a card named before, though they are part of its name
_GAME_WORDS = frozenset({"creature", "creatures", "spell", "spells", "card", "cards", "land", "lands", "token", "tokens",
                         "ability", "abilities", "counter", "counters", "player", "players", "opponent", "damage",
                         "life", "turn", "mana", "battlefield", "graveyard", "library", "hand", "stack", "copy"})


# the words before a life total told in a sentence of its own ("I'm at 3 life", "my life total is 3")
_LIFE_TOLD = frozenset({"i", "'m", "am", "at", "have", "has", "with", "my", "life", "total", "is", "'s", "currently",
                        "only", "now", "just"})


@dataclass
class _Mention:
    start: int                 # token span in the question doc
    end: int
    text: str                  # what the user wrote (original characters)
    card: str | None           # resolved card name; None for an unknown card-like span
    surface: str | None
    match: str
    score: float
    priority: int              # 0 bracketed, 1 phrase match, 2 fuzzy, 3 unknown
    role: str | None = None
    size: str | None = None    # the power/toughness written just before the name ("my 2/3 Tarmogoyf")
    keywords: tuple[str, ...] = ()   # keywords written with that size in parentheses ("(2/1 protection from green)")
    aside: tuple[int, ...] = ()      # the tokens of those parentheses, when a few words stand between ("in play")


class Interpreter:
    """Reads questions. Build once (per process) and call `interpret()` per question."""

    def __init__(self, names: Iterable[tuple[str, str]], terms: Iterable[str] = (),
                 keywords: Iterable[str] = (), subtypes: Iterable[str] = (),
                 nickname: Callable[[str], str | None] | None = None):
        """`keywords`: keyword and keyword-action names; a card named like one ("Sacrifice")
        counts only written as [[Card]], as the whole question, right after "cast", or capitalised
        inside a sentence and not after an article or possessive.
        `subtypes`: creature, land and other types; a card named like one ("Juggernaut") counts
        only written as a name (capitalised, not opening a sentence).
        `nickname`: the card a community nickname names ("bob" -> Dark Confidant), read only inside
        [[brackets]] (many nicknames are ordinary words: "path", "pod", "bolt")."""
        self._nickname = nickname
        def keys(words: Iterable[str]) -> frozenset[str]:
            return frozenset(_compact(" ".join(_nlp.name_tokens(_nlp.fold(w))).lower())
                             for w in words if w.strip())
        self._rules_names = keys(keywords)
        self._subtype_names = keys(subtypes) | keys(w + "s" for w in subtypes)
        self._subtype_words = frozenset(w.strip().lower() for w in subtypes if w.strip())
        # the build allocates a few hundred thousand small objects that all live on: pausing
        # the cyclic garbage collector meanwhile saves its repeated scans (about a third)
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            self._build(names, terms)
        finally:
            if was_enabled:
                gc.enable()

    def _build(self, names: Iterable[tuple[str, str]], terms: Iterable[str]) -> None:
        from rapidfuzz import fuzz, process

        self._fuzz, self._process = fuzz, process
        self._nlp = _nlp.get_nlp()
        self._entries: dict[str, list[tuple[str, str, str]]] = {}
        token_lists: list[list[str]] = []
        for surface, card in names:
            if not surface or not card:
                continue
            folded = _nlp.fold(surface)
            toks = _nlp.name_tokens(folded)
            if not toks:
                continue
            key = " ".join(toks).lower()
            if surface == card:
                kind = "name"
            elif surface in card.split(" // "):
                kind = "face"
            elif key == _nlp.name_key(card):
                kind = "alias"
            else:
                kind = "face"
            entries = self._entries.get(key)
            if entries is None:
                self._entries[key] = [(surface, card, kind)]
                if _ALNUM.search(key):
                    token_lists.append(toks)
            elif (surface, card, kind) not in entries:
                entries.append((surface, card, kind))
        # short names of legends: "Nykthos" for "Nykthos, Shrine to Nyx", when only one card
        # has that short name and no card is called that
        shorts: dict[str, tuple[list[str], str, str] | None] = {}
        for key, entries in self._entries.items():
            for surface, card, kind in entries:
                if "," not in surface or kind == "short":
                    continue
                head = surface.split(",", 1)[0].strip()
                if len(head) < 3 or len(head.split()) > 2:
                    continue
                toks = _nlp.name_tokens(_nlp.fold(head))
                short_key = " ".join(toks).lower()
                if short_key in self._entries:
                    continue
                prior = shorts.get(short_key)
                if short_key not in shorts or (prior is not None and prior[2] == card):
                    shorts[short_key] = (toks, head, card)
                else:
                    shorts[short_key] = None          # two cards: ambiguous, no short name
        for short_key, found in shorts.items():
            if found is not None and _compact(short_key) not in _BLOCKED:
                toks, head, card = found
                self._entries[short_key] = [(head, card, "short")]
                token_lists.append(toks)
        for entries in self._entries.values():
            if len(entries) > 1:
                entries.sort(key=lambda e: _KIND_RANK[e[2]])
        self._name_matcher = _nlp.phrase_matcher(token_lists, key="CARD")

        # fuzzy look-up: keys sorted by length, so a query only scores names of similar length
        # and bucketed by first and by last character: a misspelling rarely changes both ends
        fuzzy_keys = sorted((k for k, v in self._entries.items()
                             if _THREE_LETTERS.search(k) and v[0][2] != "short"), key=len)
        single_keys = [k for k in fuzzy_keys if " " not in k and _compact(k) not in _BLOCKED]
        self._buckets = {False: _Buckets(fuzzy_keys), True: _Buckets(single_keys)}

        # glossary terms, with simple plurals ("mana abilities")
        self._terms: dict[str, str] = {}
        term_tokens: list[list[str]] = []
        for term in terms:
            if not term or not term.strip():
                continue
            toks = _nlp.name_tokens(_nlp.fold(term.strip()))
            if not toks:
                continue
            variants = _plural_variants(toks)
            short = _term_short_form(toks)
            if short:
                variants += _plural_variants(short)
            for variant in variants:
                key = " ".join(t.lower() for t in variant)
                if key not in self._terms:
                    self._terms[key] = term.strip()
                    term_tokens.append(variant)
        self._term_matcher = _nlp.phrase_matcher(term_tokens, key="TERM") if term_tokens else None
        self._term_words = frozenset(w for k in self._terms for w in k.split())

        self._stop = _nlp.stop_words()
        self._question_words = self._stop | P.PRONOUNS | P.LOOKUP_FILLER | {"x"}
        self._filler = (self._stop | P.PRONOUNS | P.LOOKUP_FILLER | frozenset(P.ACTION_WORDS)
                        | frozenset(w for ws in P.WORDS.values() for w in ws))
        # (a type is a known word: "the knight" is no misspelt "Night")
        self._vocab = (self._filler | P.KEYWORDS | P.RULES_WORDS | self._term_words
                       | frozenset(P.COLOR_WORDS) | frozenset(P.COLOR_GROUPS) | self._subtype_words)
        self._sets = {name: frozenset(words) for name, words in P.WORDS.items()}

        self._reader = R.PropositionReader()

    # --- public -----------------------------------------------------------------------------------

    def interpret(self, text: str) -> Question:
        """Read one question. Never raises on odd input (empty, huge, control characters)."""
        original = text if isinstance(text, str) else ("" if text is None else str(text))
        work = original[:MAX_CHARS]
        folded, offsets = _nlp.fold_with_offsets(work)
        if not folded.strip():
            return Question(text=original, intent=None)
        doc = self._nlp.make_doc(folded)

        def orig_text(start_char: int, end_char: int) -> str:
            if offsets is None:
                return work[start_char:end_char]
            if start_char >= len(offsets) or end_char <= start_char:
                return ""
            a = offsets[start_char]
            b = offsets[min(end_char, len(offsets)) - 1] + 1
            return work[a:b].strip()

        rule_refs = _rule_refs(folded)
        mentions = self._find_cards(doc, folded, orig_text)
        _absorb_sizes(doc, mentions)
        terms, term_spans = self._find_terms(doc)
        intent, details, reading = self._read(doc, mentions, rule_refs, terms, term_spans, orig_text)
        known = [m for m in mentions if m.card is not None]
        cards = _dedupe(known)
        unknown = tuple(dict.fromkeys(m.text for m in mentions if m.card is None and m.text))
        return Question(text=original, intent=intent, cards=cards, rule_refs=rule_refs,
                        terms=terms, unknown=unknown, details=details, reading=reading)

    def resolve(self, name: str) -> CardMention | None:
        """Resolve one card name as the user wrote it (exact, normalised, then fuzzy)."""
        key = _nlp.name_key(name)
        entries = self._entries.get(key)
        if entries:
            surface, card, kind = entries[0]
            return CardMention(name, card, self._match_kind(name, surface, card, kind))
        hit = self._fuzzy(key, 75.0)
        if hit:
            k, score = hit
            return CardMention(name, self._entries[k][0][1], "fuzzy", round(score, 1))
        return None

    # --- cards ------------------------------------------------------------------------------------

    @staticmethod
    def _match_kind(written: str, surface: str, card: str, kind: str) -> str:
        if kind == "face":
            return "face"
        if kind == "short":
            return "normalized"
        if kind == "name" and written == surface:
            return "exact"
        return "normalized"

    def _find_cards(self, doc, folded: str, orig_text) -> list[_Mention]:
        n = len(doc)
        taken = [False] * n
        mentions: list[_Mention] = []

        def take_fuzzy(a: int, b: int, key: str, score: float) -> None:
            """Record tokens a..b as a misspelling of the name `key` and mark them taken."""
            surface, card, _ = self._entries[key][0]
            written = orig_text(doc[a].idx, doc[b - 1].idx + len(doc[b - 1].text))
            mentions.append(_Mention(a, b, written, card, surface, "fuzzy", round(score, 1), 2))
            for i in range(a, b):
                taken[i] = True

        # 1. [[brackets]]
        for m in _BRACKETS.finditer(folded):
            span = doc.char_span(m.start(), m.end(), alignment_mode="expand")
            inner = doc.char_span(m.start(1), m.end(1), alignment_mode="expand")
            if span is None or inner is None or len(inner) == 0 or any(taken[span.start:span.end]):
                continue
            written = orig_text(m.start(1), m.end(1))
            key = " ".join(t.lower_ for t in inner)
            entries = self._entries.get(key)
            nicknamed = self._nickname(written) if self._nickname is not None and not entries else None
            if entries:
                surface, card, kind = entries[0]
                mention = _Mention(inner.start, inner.end, written, card, surface, "bracketed",
                                   100.0, 0)
            elif nicknamed is not None:
                mention = _Mention(inner.start, inner.end, written, nicknamed, written, "nickname", 100.0, 0)
            else:
                hit = self._fuzzy(key, 75.0)
                if hit:
                    mention = _Mention(inner.start, inner.end, written, self._entries[hit[0]][0][1],
                                       self._entries[hit[0]][0][0], "fuzzy", round(hit[1], 1), 0)
                else:
                    mention = _Mention(inner.start, inner.end, written, None, None, "unknown",
                                       0.0, 0)
            mentions.append(mention)
            for i in range(span.start, span.end):
                taken[i] = True

        # 2. phrase matches over every name, filtered by the block list, longest first
        starts = sentence_starts(doc)
        candidates = []
        for _, s, e in self._name_matcher(doc):
            if any(taken[s:e]):
                continue
            key = " ".join(t.lower_ for t in doc[s:e])
            entries = self._entries.get(key)
            if not entries:
                continue
            candidates.append((s, e, key, entries))
        if candidates:
            plain = self._title_cased(doc, candidates, starts)
            whole = _whole_text_span(doc)
            # longest first; among equal lengths, the one written as the name is written, then
            # the one with fewer question words ("target Minotaur Abomination")
            def rank(c):
                s, e, _, entries = c
                name_toks = _nlp.name_tokens(_nlp.fold(entries[0][0]))
                agree = sum(t.text == nt for t, nt in zip(doc[s:e], name_toks))
                filler = sum(t.lower_ in self._filler for t in doc[s:e])
                return (s - e, -agree, filler, s)

            for s, e, key, entries in sorted(candidates, key=rank):
                if any(taken[s:e]):
                    continue
                surface, card, kind = entries[0]
                allowed = self._name_allowed(doc, s, e, key, surface, starts, plain, whole,
                                             short=kind == "short")
                if allowed is None:
                    # a name that is an ordinary phrase ("Two-Headed Giant", "Away"): no card,
                    # and no guessing at cards inside it either
                    for i in range(s, e):
                        taken[i] = True
                    continue
                if not allowed:
                    continue
                written = orig_text(doc[s].idx, doc[e - 1].idx + len(doc[e - 1].text))
                mentions.append(_Mention(s, e, written, card, surface,
                                         self._match_kind(written, surface, card, kind), 100.0, 1))
                for i in range(s, e):
                    taken[i] = True

        # 3. a phrase match inside a longer run of name-like words: the run may be a misspelt
        #    longer name ("Llanowar Elfs" holds the plane "Llanowar", "Death by Dagons" the face
        #    "Death")
        budget = [MAX_FUZZY_LOOKUPS]
        phrase = [m for m in mentions if m.priority == 1]
        if phrase:
            bracketed = [False] * n
            for mention in mentions:
                if mention.priority == 0:
                    for i in range(mention.start, mention.end):
                        bracketed[i] = True
            for s, e in self._runs(doc, bracketed, extended=True):
                inner = [m for m in phrase if s <= m.start and m.end <= e]
                if not inner:
                    continue
                s2, e2 = self._trim(doc, s, e, lambda t: t.lower_ in self._question_words)
                e3 = _strict_end(doc, s2, e2)
                spans = [(s2, e2)] + ([(s2, e3)] if e3 != e2 else []) + [
                    (m.start, e3) for m in inner if m.start > s2] + [
                    (s2, m.end) for m in inner if m.end < e3]
                for a, b in spans:
                    within = [m for m in inner if a <= m.start and m.end <= b]
                    covered = {i for m in within for i in range(m.start, m.end)}
                    if a >= b or not within or budget[0] <= 0 or not any(
                            i not in covered and doc[i].is_alpha
                            and doc[i].lower_ not in self._question_words for i in range(a, b)):
                        continue
                    budget[0] -= 1
                    key = " ".join(t.lower_ for t in doc[a:b])
                    hit = self._fuzzy(key, _cutoff(key))
                    inner_keys = [" ".join(t.lower_ for t in doc[m.start:m.end]) for m in within]
                    if not hit or hit[0] in inner_keys or len(hit[0]) <= max(map(len, inner_keys)):
                        continue
                    for m in within:
                        mentions.remove(m)
                        phrase.remove(m)
                        for i in range(m.start, m.end):
                            taken[i] = False
                    take_fuzzy(a, b, hit[0], hit[1])
                    break

        # 4. a card named before, called by one word of its name: "I control Goblin Welder. Can the Welder ...",
        #    "sacrifice the Ring" after The One Ring (capitalised, or a lower-case word after "the" / "my")
        named = sorted((m for m in mentions if m.card is not None), key=lambda m: m.start)
        #    A one-word card name that is also a word of a card named before, not bracketed ("Spectral Lynx ... the
        #    Lynx"): that card again, not the one-word card
        for one_word in named:
            word = doc[one_word.start].lower_ if one_word.end - one_word.start == 1 else ""
            if not word or one_word.priority == 0 or word not in (
                    _nlp.fold(name).lower() for name in (one_word.card or "").split(" // ")):
                continue
            before = {e.card for e in named if e.end <= one_word.start and e.card != one_word.card and word in
                       _nlp.fold(e.card or "").lower().replace(",", " ").replace("'s", " ").split()}
            if len(before) == 1:
                one_word.card = one_word.surface = before.pop()
                one_word.match = "normalized"
        #    A legend named in full and then by the words before its comma ("Jin-Gitaxias, Progress
        #    Tyrant ... Jin-Gitaxias"), even when another card shares that short name
        lowered = [t.lower_ for t in doc]
        for earlier in named:
            full = earlier.card or ""
            head = _nlp.name_tokens(_nlp.fold(full.split(",")[0]).lower()) if "," in full else []
            if len(head) < 2:
                continue
            for i in range(earlier.end, n - len(head) + 1):
                if lowered[i:i + len(head)] == head and not any(taken[i:i + len(head)]):
                    mentions.append(_Mention(i, i + len(head), orig_text(doc[i].idx, doc[i + len(head) - 1].idx + len(
                        doc[i + len(head) - 1].text)), earlier.card, earlier.card, "normalized", 100.0, 1))
                    for k in range(i, i + len(head)):
                        taken[k] = True
        for i, tok in enumerate(doc):
            if taken[i] or not tok.is_alpha or len(tok.text) < 3 or tok.lower_ in self._stop or tok.lower_ in _GAME_WORDS:
                continue
            if tok.lower_ in P.COLOR_GROUPS and i + 1 < len(doc) and doc[i + 1].lower_ in P.WORDS["COMMANDERW"] + (
                    "deck", "decks"):
                continue                     # "my Boros deck" after Boros Charm: a deck's colors (903.4)
            capitalised = tok.text[:1].isupper() and i not in starts
            if not capitalised and not (i and doc[i - 1].lower_ in _REFERRING):
                continue
            if not capitalised and (tok.lower_ in P.RULES_WORDS or tok.lower_ in P.KEYWORDS):
                continue                     # "the flying creature", "the sacrifice"
            cards = {m.card for m in named if m.start < i and m.card and tok.lower_ in _nlp.fold(m.card).lower().replace(
                ",", " ").replace("'s", " ").split()}
            if len(cards) == 1:
                card = cards.pop()
                mentions.append(_Mention(i, i + 1, tok.text, card, card, "normalized", 100.0, 1))
                taken[i] = True

        # 5. name-like spans left over: fuzzy, else unknown
        title = self._all_title(doc)
        for s, e in self._runs(doc, taken, extended=True):
            for piece_s, piece_e, hit in self._resolve_run(doc, s, e, budget):
                if any(taken[piece_s:piece_e]):
                    continue
                if hit is not None:
                    take_fuzzy(piece_s, piece_e, *hit)
                elif self._reportable(doc, piece_s, piece_e, starts, title):
                    written = orig_text(doc[piece_s].idx,
                                        doc[piece_e - 1].idx + len(doc[piece_e - 1].text))
                    mentions.append(_Mention(piece_s, piece_e, written, None, None, "unknown",
                                             0.0, 3))
                    for i in range(piece_s, piece_e):
                        taken[i] = True
        # lower-case words that are no known word: a misspelt card ("spelskite", "deeplow skate")?
        for i, tok in enumerate(doc):
            if budget[0] <= 0:
                break
            if taken[i] or not tok.is_alpha or not tok.text.islower() or len(tok.text) < 6:
                continue
            if tok.text in self._vocab or tok.text.rstrip("s") in self._vocab:
                continue
            for a, b in ((i, i + 1), (i, i + 2), (i - 1, i + 1), (i, i + 3)):
                if a < 0 or b > len(doc) or budget[0] <= 0:
                    continue
                if any(taken[a:b]) or not all(t.is_alpha for t in doc[a:b]):
                    continue
                if any(self._filler_word(t) for k, t in enumerate(doc[a:b], a) if k != i):
                    continue
                budget[0] -= 1
                single = b - a == 1
                hit = self._fuzzy(" ".join(t.lower_ for t in doc[a:b]), 90.0 if single else 88.0,
                                  single=single)
                if hit:
                    take_fuzzy(a, b, hit[0], hit[1])
                    break
        mentions.sort(key=lambda m: m.start)
        return mentions

    def _name_allowed(self, doc, s: int, e: int, key: str, surface: str, starts: set[int],
                      plain: bool, whole: tuple[int, int] | None,
                      short: bool = False) -> bool | None:
        """May this phrase match be taken for a card? None: never without brackets."""
        compact = _compact(key)
        if short:
            # a legend's short name ("Ragavan") counts anywhere unless it is an ordinary word
            # ("Tomorrow, Azami's Familiar"): then only capitalised inside a sentence
            if compact not in P.ORDINARY_SHORT_NAMES and not any(
                    t.lower_ in self._vocab for t in doc[s:e]):
                return True
            return not (plain or s in starts) and all(
                t.text[:1].isupper() for t in doc[s:e] if t.is_alpha)
        tokens = key.split()
        if all(t in self._stop or not any(c.isalnum() for c in t) for t in tokens):
            blocked_only = True             # "Away", "More or Less": ordinary words only
        else:
            blocked_only = compact in _BRACKET_ONLY
        if blocked_only:
            return None
        if whole == (s, e):
            return True                      # the whole question is the name: "Fog?"
        if compact in self._rules_names:
            # a keyword-named card ("Regenerate", "Absorb") counts after "cast", or written as a
            # name: capitalised inside a sentence and not after an article ("the Sacrifice")
            if s > 0 and doc[s - 1].lower_ in _CAST_WORDS:
                return True
            named = not (plain or s in starts) and all(t.text[:1].isupper() for t in doc[s:e] if t.is_alpha)
            return (named and s > 0 and doc[s - 1].lower_ not in _ARTICLES) or None
        if compact not in _BLOCKED and compact not in self._subtype_names:
            return True
        if plain or s in starts or (s > 0 and doc[s - 1].lower_ in _NOT_A_CARD_AFTER):
            return False
        name_toks = _nlp.name_tokens(_nlp.fold(surface))
        for tok, name_tok in zip(doc[s:e], name_toks):
            if name_tok[:1].isalpha() and name_tok[:1].isupper() and not tok.text[:1].isupper():
                return False
        return True

    def _title_cased(self, doc, candidates, starts: set[int]) -> bool:
        """Is capitalisation uninformative here (Title Case or ALL CAPS question)?"""
        if self._all_title(doc):
            return True
        inside: set[int] = set()
        for s, e, key, _ in candidates:
            if _compact(key) not in _BLOCKED:
                inside.update(range(s, e))
        alpha = [t for t in doc if t.is_alpha and len(t.text) > 1 and t.i not in inside
                 and t.i not in starts]
        if len(alpha) < 2:
            return False
        caps = sum(1 for t in alpha if t.text[0].isupper())
        return caps / len(alpha) >= 0.7

    @staticmethod
    def _all_title(doc) -> bool:
        alpha = [t for t in doc if t.is_alpha and len(t.text) > 1]
        if len(alpha) < 4:
            return False
        if sum(1 for t in alpha if t.text.isupper()) / len(alpha) >= 0.8:
            return True
        return all(t.text[0].isupper() for t in alpha)

    def _runs(self, doc, taken: list[bool], extended: bool):
        """Maximal spans of name-like words not yet taken: capitalised words joined by "of",
        "the", "'s", "-", ...; `extended` also lets in lower-case words that are no known word
        ("Path of ravery", "Snare th Skies": a misspelling that lost a capital)."""
        i, n = 0, len(doc)
        runs: list[tuple[int, int]] = []
        while i < n and len(runs) < 16:
            if taken[i] or not _is_cap_word(doc[i]):
                i += 1
                continue
            j = end = i + 1
            while j < n and not taken[j]:
                tok = doc[j]
                if _is_cap_word(tok):
                    j += 1
                    end = j
                elif extended and self._unknown_lower(tok):
                    j += 1
                    if len(tok.text) >= 3 or (j < n and _is_cap_word(doc[j])):
                        end = j
                elif tok.lower_ in _CONNECTORS:
                    j += 1
                else:
                    break
            runs.append((i, end))
            i = end
        return runs

    def _unknown_lower(self, tok) -> bool:
        text = tok.text
        return (text.isalpha() and text.islower() and text not in self._vocab
                and text not in _CONNECTORS)

    def _resolve_run(self, doc, s: int, e: int, budget: list[int]):
        """Pieces of a name-like run, each with its fuzzy hit (key, score) or None."""
        tried: dict[tuple[int, int], tuple[str, float] | None] = {}

        def attempt(a: int, b: int):
            if (a, b) in tried:
                return tried[(a, b)]
            hit = None
            if a < b and budget[0] > 0 and not all(
                    self._known_word(t) for t in doc[a:b] if t.is_alpha):
                budget[0] -= 1
                key = " ".join(t.lower_ for t in doc[a:b])
                hit = self._fuzzy(key, _cutoff(key))
            tried[(a, b)] = hit
            return hit

        def question_word(t) -> bool:
            return t.lower_ in self._question_words

        a, b = self._trim(doc, s, e, question_word, ends="start")
        if a >= b:
            return []
        hit = attempt(a, b)                                  # "Harnes the Storm", "Path of ravery"
        if hit:
            return [(a, b, hit)]
        b1 = _strict_end(doc, a, b)                          # "Tahngarth's Rae good": drop "good"
        if b1 != b:
            hit = attempt(a, b1)
            if hit:
                return [(a, b1, hit)]
        a2, b2 = self._trim(doc, a, b, question_word)        # "Experimet One" -> no; "X Can" -> X
        if (a2, b2) != (a, b) and a2 < b2:
            hit = attempt(a2, b2)
            if hit:
                return [(a2, b2, hit)]
        # capitalised words only, split at question words ("Can Spelskite Redirect Deeplow Skate")
        out = []
        for rs, re_ in self._runs_strict(doc, a, b):
            pieces = []
            k0 = rs
            for k in range(rs, re_ + 1):
                if k == re_ or (self._filler_word(doc[k]) and doc[k].lower_ not in _CONNECTORS):
                    if k0 < k:
                        pieces.append(self._trim(doc, k0, k, self._known_word))
                    k0 = k + 1
            for pa, pb in pieces:
                if pa < pb:
                    out.append((pa, pb, attempt(pa, pb)))
        return out

    @staticmethod
    def _runs_strict(doc, s: int, e: int):
        runs = []
        i = s
        while i < e:
            if not _is_cap_word(doc[i]):
                i += 1
                continue
            j = end = i + 1
            while j < e:
                if _is_cap_word(doc[j]):
                    j += 1
                    end = j
                elif doc[j].lower_ in _CONNECTORS:
                    j += 1
                else:
                    break
            runs.append((i, end))
            i = end
        return runs

    @staticmethod
    def _trim(doc, s: int, e: int, drop, ends: str = "both") -> tuple[int, int]:
        """Drop tokens at the ends of a span: `drop` ones and connectors (at the end only
        connectors, with ends="start")."""
        while s < e and (drop(doc[s]) or doc[s].lower_ in _CONNECTORS):
            s += 1
        while e > s and ((ends == "both" and drop(doc[e - 1])) or doc[e - 1].lower_ in _CONNECTORS):
            e -= 1
        return s, e

    def _filler_word(self, tok) -> bool:
        """Question words: never part of a card name we guess at."""
        low = tok.lower_
        return low in self._filler or not any(c.isalpha() for c in tok.text)

    def _known_word(self, tok) -> bool:
        low = tok.lower_
        return low in self._vocab or not any(c.isalpha() for c in tok.text)

    def _reportable(self, doc, s: int, e: int, starts: set[int], title: bool) -> bool:
        """Is an unresolved capitalised span worth reporting as an unknown card?"""
        words = [t for t in doc[s:e] if t.is_alpha]
        if not words or all(self._known_word(t) for t in words):
            return False
        if e - s == 1:
            tok = doc[s]
            if (title or s in starts or len(tok.text) < 3
                    or (tok.text.isupper() and len(tok.text) <= 4)):
                return False
        elif s in starts:
            # "Yesterday at FNM": the capital of the first word says nothing; what follows it
            # must look like a name on its own
            rest = [t for t in doc[s + 1:e] if t.is_alpha and t.lower_ not in _CONNECTORS]
            if not rest or all(self._known_word(t) or (t.text.isupper() and len(t.text) <= 4)
                               for t in rest):
                return False
        return True

    def _fuzzy(self, key: str, cutoff: float, single: bool = False) -> tuple[str, float] | None:
        """Best name key for `key` with rapidfuzz's ratio >= cutoff, among names of similar
        length (ratio >= c needs the other length within L*c/(200-c) .. L*(200-c)/c) that
        share its first or its last character."""
        if len(key) < 4 or cutoff > 100:
            return None
        length = len(key)
        choices = self._buckets[single].choices(
            key, int(length * cutoff / (200 - cutoff)), int(length * (200 - cutoff) / cutoff) + 1)
        if not choices:
            return None
        hit = self._process.extractOne(key, choices, scorer=self._fuzz.ratio, score_cutoff=cutoff)
        if hit is None:
            return None
        return hit[0], float(hit[1])

    # --- terms ------------------------------------------------------------------------------------

    def _find_terms(self, doc) -> tuple[tuple[str, ...], list[tuple[int, int]]]:
        if self._term_matcher is None:
            return (), []
        found = sorted(((s, e) for _, s, e in self._term_matcher(doc)),
                       key=lambda m: (m[0] - m[1], m[0]))
        used = [False] * len(doc)
        spans = []
        for s, e in found:
            if any(used[s:e]):
                continue
            spans.append((s, e))
            for i in range(s, e):
                used[i] = True
        spans.sort()
        terms = []
        for s, e in spans:
            term = self._terms.get(" ".join(t.lower_ for t in doc[s:e]))
            if term and term not in terms:
                terms.append(term)
        return tuple(terms), spans

    # --- intent -----------------------------------------------------------------------------------

    def _read(self, doc, mentions: list[_Mention], rule_refs, terms, term_spans, orig_text):
        """The intent (the proposition's kind), its details, and the full Reading."""
        clauses = self._reader.clauses(doc, mentions)
        scenario, scenario_tokens = self._reader.scenario_facts(clauses, mentions)
        told = [c for c in clauses if not c.question]
        pronoun_cast = len(scenario.events) == 1 and scenario.events[0].kind == "cast" and (any(
            t.lower_ == "it" and doc[t.i - 1].lower_ in ("targeting", "on", "at") for t in doc if t.i) or (
            # "I cast A targeting my opponent. How much damage does it deal?": the one spell, named last, at a player
            (scenario.events[0].target or "player:").startswith("player:") and told and
            [m.card for m in mentions if m.card and m.start < told[-1].end][-1:] == [scenario.events[0].card]))
        if not pronoun_cast and any(c.start <= t < c.end for tokens in self._reader.event_tokens for t in tokens
                                    for c in told):
            # in a story of spells and responses "it" may be any of them: no sentence borrows a card
            clauses = self._reader.clauses(doc, mentions, link_pronouns=False)
            scenario, scenario_tokens = self._reader.scenario_facts(clauses, mentions)
        # mention -> (the mention it is asked about in place of, the words joining them): "A or B"
        alternative_of = {other: (k, joining) for c in clauses for k, (others, joining) in c.alternatives.items()
                          for other in others}
        for other in alternative_of:
            mentions[other].role = P.ALTERNATIVE_ROLE
        players, told_players = _players_told(doc)
        if players is not None:
            scenario = replace(scenario, players=players)
            scenario_tokens = set(scenario_tokens) | told_players
        devotion, told_devotion = _devotion_told(doc)
        if devotion:
            scenario = replace(scenario, devotion=devotion)
            scenario_tokens = set(scenario_tokens) | told_devotion
        counts, told_counts = _counts_told(doc)
        if counts:
            scenario = replace(scenario, counts=counts)
            scenario_tokens = set(scenario_tokens) | told_counts
        # a card the question says entered this turn (or was just dashed, evoked, unearthed ...) is the
        # "turn" a summoning-sickness question needs
        cues = frozenset({"turn"}) if any(o.entered_this_turn or o.arrived for o in scenario.objects) else frozenset()
        fighting = {status: [o.card for o in scenario.objects if status in o.status]
                    for status in ("attacking", "blocking")}
        unblocked = _unblocked_told(doc) if fighting["attacking"] and not fighting["blocking"] else []
        if unblocked:
            # "I attack with A (and B) and my opponent doesn't block": every attacker is unblocked (509.1h)
            scenario = replace(scenario, objects=tuple(
                replace(o, status=tuple(dict.fromkeys(o.status + ("unblocked",))))
                if o.card in fighting["attacking"] else o for o in scenario.objects))
            scenario_tokens = set(scenario_tokens) | set(unblocked)
        scenario_tokens = set(scenario_tokens) | {i for m in mentions for i in m.aside}
        told_keywords = {m.card: m.keywords for m in mentions if m.keywords}
        if told_keywords:
            # "Spectral Lynx (2/1 protection from green)": the keywords told with its size (the answer checks them)
            scenario = replace(scenario, objects=tuple(replace(o, keywords=told_keywords.get(o.card, ()))
                                                       for o in scenario.objects))
        sizes = {m.card: m.size for m in mentions if m.size}
        if sizes:
            # "my 2/3 Tarmogoyf": its power and toughness as the question tells them (208.1)
            scenario = replace(scenario, objects=tuple(replace(o, size=sizes.get(o.card)) for o in scenario.objects))
            scenario_tokens = set(scenario_tokens) | _reason_for_size(doc, mentions)
        if len(fighting["attacking"]) == 1 and fighting["blocking"]:
            cues |= {"combat-story"}          # one attacker and its blocker (or blockers), told
        if len(fighting["attacking"]) == 1 and len(fighting["blocking"]) <= 1 or \
                fighting["attacking"] and unblocked:
            cues |= {"attack-story"}          # one attacker, blocked by one creature or by none; or several unblocked
            if fighting["blocking"] or any("unblocked" in o.status for o in scenario.objects):
                cues |= {"block-told"}        # ... told which
        if any(t.text.isdigit() and t.i > 1 and (
                (t.i + 1 < len(doc) and doc[t.i + 1].lower_ == "life" and doc[t.i - 1].lower_ in ("at", "have", "has"))
                or (doc[t.i - 2].lower_, doc[t.i - 1].lower_) in (("total", "is"), ("total", "'s"))) for t in doc):
            cues |= {P.LIFE_TOLD}             # "I'm at 3 life": a payment question may not say "life"
        if any(t.lower_ in ("turn", "combat", "upkeep", "step") and (t.i < 2 or doc[t.i - 1].lower_ not in ("this", "that"))
               for c in clauses if not _asks_about_arrival(doc, c) for t in doc[c.start:c.end]):
            cues |= {P.TIME_TOLD}             # "It's my opponent's turn. Can I cast A?"
        if any(o.controller == "opponent" and _held_told(doc, mentions, o.card) for o in scenario.objects):
            cues |= {"opponent-holds"}        # "My opponent controls B": a permanent that may stop what I do
        damaged = [o.card for o in scenario.objects if "damaged" in o.status]
        if len(damaged) == 1:
            cues |= {"damage-story"}          # one card told to be dealt damage or to get -N/-N
        intent, chosen, matches = self._reader.read(doc, mentions, clauses, cues)
        read: dict[int, str] = {i: "scenario" for i in scenario_tokens}
        read.update({i: "filler" for i in _supposing(doc, clauses)})
        if intent is not None:
            read.update({i: "filler" for i in _opinions(doc, clauses, chosen)})
        if intent is None:
            intent, details = self._lookup_intent(doc, mentions, rule_refs, terms, term_spans)
            if intent is not None:
                for tok in doc:
                    read.setdefault(tok.i, "proposition")
            words, unread = R.account(doc, mentions, read, orig_text)
            params = tuple(("rule", r) for r in rule_refs) if intent == "rule.lookup" else tuple(
                ("term", t) for t in terms)
            reading = R.build_reading(intent, (), params, True, orig_text(doc[0].idx, len(doc.text)),
                                      scenario, words, unread)
            return intent, details, reading

        clause = clauses[chosen]
        # "I cast A targeting B. Is that legal?": a question naming no card takes its roles from the story first
        story_first = not clause.mention_at
        if story_first:
            read.update({t: "scenario" for t in self._reader.story_roles(intent, clauses, chosen, mentions)})
        self._reader.assign_roles(intent, clause, matches, mentions)
        if not story_first:
            read.update({t: "scenario" for t in self._reader.story_roles(intent, clauses, chosen, mentions)})
        told_roles = []                           # the roles a story told (attacker, blocker, damage source)
        sources = [o.card for o in scenario.objects if "dealt_damage" in o.status]
        if intent == "sba.dies" and "damage-story" in cues and len(sources) == 1:
            told_roles = [("source", sources[0])]
        if intent == "combat.dies" and "combat-story" in cues:
            told_roles = [("attacker", fighting["attacking"][0]), ("blocker", fighting["blocking"][0])]
        if intent == "combat.damage":
            told_roles = [("attacker", fighting["attacking"][0])] + [("blocker", c) for c in fighting["blocking"]]
        if told_roles and intent in ("combat.dies", "combat.damage"):
            told_role = {card: role for role, card in told_roles}
            unnamed = not clause.mention_at        # "Which creatures die?": the roles given by word order are guesses
            for m in mentions:               # the story says which attacked: a default role by word order gives way
                if m.role in ("attacker", "blocker") or (unnamed and m.role == "asked"):
                    m.role = told_role.get(m.card, P.OTHER_ROLE if unnamed else m.role)
        if intent == "damage.prevented":
            # the one attacker a story told is the damage's source; the one other card it told (cast,
            # controlled) is the one that may prevent it (the check reads whether it does)
            told_cards = list(dict.fromkeys(mentions[k].card for c in clauses if not c.question
                                            for k in c.mention_at.values() if mentions[k].card))
            rest = [c for c in told_cards if c is not None and c not in fighting["attacking"] + fighting["blocking"]]
            told_roles = [("source", fighting["attacking"][0])] if len(fighting["attacking"]) == 1 else []
            told_roles += [("preventer", rest[0])] if len(rest) == 1 else []
            if not clause.mention_at and told_roles:
                # "Does my opponent take damage?" names no card: the roles given to the story's cards by word
                # order are guesses, and the story's own roles replace them
                told_role = {card: role for role, card in told_roles}
                for m in mentions:
                    if m.card is not None and m.role not in (None, P.ALTERNATIVE_ROLE):
                        m.role = told_role.get(m.card, P.OTHER_ROLE)
        if intent == "effect.reaches":
            objects_asked = {m.card for m in mentions if m.role == "object" and m.card}
            others = _other_cards(mentions, objects_asked)
            if not any(m.role == "effect" for m in mentions) and len(others) == 1 and all(
                    e.card == others[0] and e.target in (None, *objects_asked) for e in scenario.events):
                # "My opponent casts Pyroclasm. Does Grizzly Bears die?": the one other card the story told (cast
                # on nothing else) is the effect
                told_roles = [("effect", others[0])]
            elif not any(m.role == "effect" for m in mentions) and len(others) > 1 and not scenario.events and \
                    len(cast_told := _cast_told(doc, mentions)) == 1 and cast_told[0] in others:
                # "I control A and B. My opponent casts C. Does A die?": the one spell told cast is the effect
                told_roles = [("effect", cast_told[0])]
            elif not any(m.role == "effect" for m in mentions) and len(others) > 1 and scenario.events and \
                    scenario.events[0].kind == "cast" and scenario.events[0].card in others and \
                    scenario.events[0].target in (None, *objects_asked) and \
                    all(e.kind == "respond" for e in scenario.events[1:]):
                # "My opponent casts Lightning Bolt targeting A. I respond with Giant Growth. Does A die?": the spell
                # cast first is the effect; the others are responses to it (the check reads them)
                told_roles = [("effect", scenario.events[0].card)]
            elif not any(m.role == "effect" for m in mentions) and len(scenario.events) == 1 and \
                    scenario.events[0].kind == "cast" and scenario.events[0].card in others and \
                    objects_asked and objects_asked <= {scenario.events[0].target, *scenario.events[0].more_targets}:
                # "I cast A targeting B and C. Does C die?": the spell cast on it (and another) is the effect
                told_roles = [("effect", scenario.events[0].card)]
            attach = _attach_told(doc, mentions, others, objects_asked)
            if len(others) == 1 and not any(e.card == others[0] for e in scenario.events) and (
                    attach or _held_told(doc, mentions, others[0])) and any(
                    clause.words[r] in ("die", "dies", "survive", "survives", "kill", "kills")
                    for _, _, _, positions in matches for r in positions):
                # "I control March of the Machines. Does Sol Ring die?", "If I equip A to B, does B die?": a
                # permanent's continuous effect, not a spell: its toughness decides (704.5f)
                intent = "sba.dies"
                for m in mentions:
                    if m.role == "object":
                        m.role = "creature"
                for t in attach:
                    read[t] = "scenario"
                for m in mentions:
                    # "... and cast B. Does B die?": cast, B is a creature on the battlefield like any other
                    if m.role == "creature" and m.start and doc[m.start - 1].lower_ in ("cast", "casts", "play", "plays"):
                        read[m.start - 1] = "scenario"
        if intent == "sba.legend" and not any(m.role == "second" for m in mentions):
            # "My opponent has A. I cast B. Is A put into a graveyard because of the legend rule?"
            asked_cards = {m.card for m in mentions if m.role == "permanent"}
            rest = _other_cards(mentions, asked_cards)
            if len(rest) == 1 and asked_cards:
                told_roles = [("second", rest[0])]
        if intent == "cast.timing" and "cast" in clause.words and not {"activate", "equip", "play"} & set(clause.words):
            # "My opponent controls B. Can I cast A in response?": a permanent an opponent controls, told before the
            # question, may stop the casting
            held = _other_cards(mentions, {m.card for m in mentions if m.role == "spell"})
            if len(held) == 1 and _held_told(doc, mentions, held[0]) and any(
                    o.card == held[0] and o.controller == "opponent" for o in scenario.objects):
                intent = "cast.allowed"
        if intent == "cast.allowed" and not any(m.role == "prohibitor" for m in mentions):
            rest = _other_cards(mentions, {m.card for m in mentions if m.role == "spell"})
            told_roles = [("prohibitor", rest[0])] if len(rest) == 1 else []
        if intent == "attach.legal":
            # "If I activate A's ability, can I search for B and attach it to C?": the one other card the story told
            # is what attaches it
            rest = _other_cards(mentions, {m.card for m in mentions if m.role in ("attachment", "object")})
            told_roles = [("attacher", rest[0])] if len(rest) == 1 else []
            for tok in doc[1:]:
                # "if I activate its ability" / "the Giant's ability": the attacher's ability, used
                verb = next((t for t in doc[max(0, tok.i - 6):tok.i] if t.lower_ in ("activate", "use", "activated",
                                                                                    "used")), None)
                if told_roles and verb is not None and tok.lower_ in ("ability", "abilities") and \
                        doc[tok.i - 1].lower_ in ("its", "'s"):
                    read[tok.i] = read[doc[tok.i - 1].i] = read[verb.i] = "scenario"
            for m in mentions:
                # "if B is played (cast, enters) while A is in play": B arriving is the situation
                after = [t.lower_ for t in doc[m.end:m.end + 2]]
                if m.role == "object" and len(after) == 2 and after[0] in ("is", "was") and after[1] in (
                        "played", "cast", "entering"):
                    read[m.end] = read[m.end + 1] = "scenario"
        if intent == "tokens.doubled" and not any(m.role in ("doubler", "creator") for m in mentions):
            # "I control A. I cast B. How many tokens do I create?": the spell cast creates them, the other card
            # told may double them (the check tells which by their facts)
            rest = _other_cards(mentions, set())
            cast = [e.card for e in scenario.events if e.kind == "cast" and e.card in rest]
            if len(rest) == 2 and len(cast) <= 1:
                creator = cast[0] if cast else rest[1]
                told_roles = [("creator", creator), ("doubler", next(c for c in rest if c != creator))]
        if intent == "counters.doubled" and not any(m.role == "doubler" for m in mentions):
            # "I control B. I cast A. How many counters does it enter with?": the one other card told
            rest = _other_cards(mentions, {m.card for m in mentions if m.role == "source"})
            told_roles = [("doubler", rest[0])] if len(rest) == 1 else []
        if intent == "card.selectable":
            # "I cast A. Can I make them discard B?": the one other card the story told picks the card
            picked = {m.card for m in mentions if m.role == "card"}
            story = _other_cards(mentions, picked)
            told_roles = [("selector", story[0])] if len(story) == 1 and len(picked) == 1 else []
        if intent in ("ability.granted", "pt.is", "type.is") and not any(m.role == "granter" for m in mentions):
            # "does A have flying (with B)": every other card told, in the story too, is an effect it may
            # have; "I cast B, then C on A. Does it have trample?": "it" is what the last spell was cast on
            told_cards = list(dict.fromkeys(m.card for m in mentions if m.card and m.role != "type_named"))
            cast_on = next((e.target for e in reversed(scenario.events) if e.target in told_cards), None)
            named = next((m.card for m in mentions if m.role == "subject"), None)
            pronoun = not P.INTENT_RULES[min(idx for idx, _, _, _ in matches if not P.INTENT_RULES[idx].get("assign"))][
                "roles"]
            # "it" is the card a spell was cast on, or the one card the story told (the sentence that asks
            # names the effects: "what is its power while my opponent controls B"): of several, not known
            story = list(dict.fromkeys(m.card for m in mentions if m.card and m.role != "type_named"
                                       and not clause.start <= m.start < clause.end))
            subject = cast_on or (story[0] if len(story) == 1 else None) if pronoun else named
            if subject is None:
                for m in mentions:
                    m.role = P.OTHER_ROLE
            else:
                roles_told = dict(zip([c for c in told_cards if c != subject], ("effect", "effect2", "effect3")))
                roles_told[subject] = "subject"
                for m in mentions:
                    if m.card and m.role != "type_named":
                        m.role = roles_told.get(m.card, P.OTHER_ROLE)
        asked = {t for _, _, _, positions in matches for r in positions if r not in clause.mention_at
                 for t in clause.tokens[r]}
        for t in asked:
            read[t] = "proposition"
        # the words that ask ("can I target B with A") are no event that happened
        kept = [(e, toks) for e, toks in zip(scenario.events, self._reader.event_tokens) if not toks & asked]
        if len(kept) < len(scenario.events):
            scenario = replace(scenario, events=tuple(e for e, _ in kept))
        needs = {w for idx, _, _, _ in matches for c in P.INTENT_RULES[idx].get("need", ())
                 for w in self._sets[c]} | P.INTENT_VOCAB.get(intent, frozenset())
        ends = {m.end for m in mentions if m.card}
        for i in ends:
            j = i + 1 if i < len(doc) and doc[i].text in ("'s", "'") else i
            if j < len(doc) and doc[j].lower_ in P.ABILITY_NOUNS:
                read.setdefault(doc[j].i, "proposition")
        for t in doc[clause.start:clause.end]:
            if t.lower_ in needs:
                read[t.i] = "proposition"
        span = doc[clause.start:clause.end]
        details = self._details(intent, span, clauses, chosen, read, mentions)
        if intent == "targeting.legal":
            details = _target_ability(doc, mentions, details, read)
            if any(k == "targeted" for k, _ in details):
                details += _spell_cast_told(clauses, read)
        unblocked_watcher = any(o.card == m.card and "unblocked" in o.status for m in mentions if m.role == "watcher"
                                for o in scenario.objects)
        if intent in _GRANTER_ROLE or intent == "trigger.fires" and unblocked_watcher:
            # (an unblocked attacker's damage trigger: the card told cast may prevent that damage)
            details += _granter_cast(doc, mentions, told_roles, scenario, intent, read)
        if intent == "trigger.fires" and ("event", "cast") in details and all(m.role != "subject" for m in mentions) \
                and not unblocked_watcher:
            # "I control A. I cast B. Does B's ability trigger?": the card told cast is the one the event is about
            told_cast = _cast_told(doc, mentions)
            if len(told_cast) == 1:
                told_roles = [*told_roles, ("subject", told_cast[0])]
        sacrificed = {o.card for o in scenario.objects if "sacrificed_cost" in o.status}
        if intent == "trigger.fires" and any(m.role == "watcher" and m.card in sacrificed for m in mentions) and any(
                t.lower_ in ("cast", "casts", "casting") for t in doc):
            # "I sacrifice A to cast B. Does A trigger?": the sacrifice pays B's cost; the event is B's casting (601.2h)
            details = tuple(d for d in details if d not in (("event", "dies"), ("how", "sacrificed"))) + (
                ("event", "cast"),) * (("event", "cast") not in details)
        if intent != "sickness.use":
            # "if A is put onto the battlefield, what is X?", "if I put A onto the battlefield, does B
            # trigger?": A's arrival, in the sentence that asks, is the event asked about
            telling = self._reader.fact_clauses
            scenario = replace(scenario, objects=tuple(
                replace(o, entered_this_turn=None) if telling.get((o.card, "put_in"), set()) == {chosen}
                and (o.card, "entered") not in telling else o for o in scenario.objects))
        if intent == "sba.dies" and not any(k in ("pt", "damage") for k, _ in details) and "damage-story" in cues \
                and set(damaged) <= {mentions[k].card for k in clause.mention_at.values()}:
            details += _told_amounts(doc, [c for k, c in enumerate(clauses) if k != chosen], read,
                                     {i for m in mentions if m.size for i in range(m.start, m.end)})
        alternative_of.update(_asked_again(doc, clauses, chosen, mentions))
        alternatives = []
        for other, (k, joining) in sorted(alternative_of.items()):
            if mentions[other].role == P.ALTERNATIVE_ROLE and mentions[k].card and mentions[other].card:
                alternatives.append((mentions[k].card, mentions[other].card))
                for t in joining:
                    read[t] = "proposition"
        in_cards = {i for m in mentions for i in range(m.start, m.end)}
        polarity, negations = R.negation(doc, clause, read, in_cards)
        if polarity is not None:
            for t in negations:
                read[t] = "proposition"
        if intent not in P.COPIES_READ:
            for m in mentions:
                # "I control two Glorious Anthems": a count of copies that only some checks weigh stays unread
                if m.card and m.start and doc[m.start - 1].lower_ in P.WORDS["LANDNUM"]:
                    read.pop(doc[m.start - 1].i, None)
        words, unread = R.account(doc, mentions, read, orig_text)
        # "My opponent controls A. I cast A.": two of one card, one each side, read as one object whose controller
        # isn't known; what a check would say of it could be about either
        unread += tuple(f"who controls {card} (told both ways: two of it?)"
                        for card, fact in sorted(self._reader.told_both_ways) if fact == "controller")
        if any(use == "unread" for use in R.uses_between(doc, mentions, read, clause.start, clause.end)):
            # the sentence that asks holds words no pattern read: what it asks is not known, so
            # no proposition (the scenario and the word account stay)
            reading = R.build_reading(None, (), (), True, "", scenario, words, unread)
            return None, (), reading
        roles = []
        for m in mentions:
            if m.card and m.role not in (None, P.OTHER_ROLE, P.ALTERNATIVE_ROLE) and (m.role, m.card) not in roles:
                roles.append((m.role, m.card))
        roles += [(role, card) for role, card in told_roles if all(r != role for r, _ in roles)]
        sentence = orig_text(span[0].idx, span[-1].idx + len(span[-1].text)) if len(span) else ""
        deciding = min(idx for idx, _, _, _ in matches if not P.INTENT_RULES[idx].get("assign"))
        positive = (polarity is not False) != bool(P.INTENT_RULES[deciding].get("negates"))
        reading = R.build_reading(intent, roles, details, positive, sentence, scenario, words, unread, alternatives)
        return intent, details, reading

    def _lookup_intent(self, doc, mentions, rule_refs, terms, term_spans):
        """No card proposition: a pure rule look-up or definition request? ("what is Flash?" asks
        for the keyword even though capitalised "Flash" is also taken for the card)"""
        term_tokens = {i for s, e in term_spans for i in range(s, e)}
        if not all(m.card is None or self._is_term_name(doc, m, term_tokens) for m in mentions):
            return None, ()
        rest = [t.lower_ for t in doc if not t.is_space and t.i not in term_tokens]
        if rule_refs and not any(m.card for m in mentions) and all(
                w in P.LOOKUP_FILLER or _is_rule_number(w) for w in rest):
            return "rule.lookup", ()
        words_left = set(rest)
        cue = bool(words_left & P.DEFINE_CUES) or (
            "how" in words_left and bool({"work", "works"} & words_left))
        only_terms = not any(any(c.isalpha() for c in w) for w in rest)
        if terms and (cue or only_terms) and all(
                w in P.LOOKUP_FILLER or w in P.DEFINE_CUES or w in _COMPARE for w in rest):
            return "glossary.define", ()
        return None, ()

    @staticmethod
    def _is_term_name(doc, mention: _Mention, term_tokens: set[int]) -> bool:
        """Is this card mention an ordinary-word name that is also a glossary term here?"""
        key = " ".join(t.lower_ for t in doc[mention.start:mention.end])
        return _compact(key) in _BLOCKED and all(
            i in term_tokens for i in range(mention.start, mention.end))

    def _details(self, intent: str, span, clauses, chosen: int, read: dict[int, str], mentions=()
                 ) -> tuple[tuple[str, str], ...]:
        """The proposition's parameters, from the detail rules (any sentence; what they read in
        the proposition's sentence is part of the proposition, elsewhere part of the scenario)
        and, for some kinds, from words of the proposition's sentence."""
        details: list[tuple[str, str]] = []
        matched: dict[int, list[tuple[int, list[int]]]] = {}
        for idx, ci, tokens in self._reader.detail_matches(intent, clauses):
            matched.setdefault(idx, []).append((ci, tokens))
        seen_keys: set[str] = set()
        claimed: dict[str, set[int]] = {}       # key -> the words an earlier value of it read
        read_as: dict[str, list[tuple[str, set[int]]]] = {}     # key -> each value read, with its words
        again = any(P.DETAIL_RULES[i][1] == "again" for i in matched)
        for i, (rule_intent, key, value, _) in enumerate(P.DETAIL_RULES):
            if rule_intent != intent or i not in matched:
                continue
            if key == "after" and not again and all(ci != chosen for ci, _ in matched[i]):
                continue                          # "I flicker A. Can it attack?": a scenario event (400.7)
            if key == "how" and value in ("equip", "enchant") and intent in ("targeting.legal", "targeting.object") \
                    and all(ci != chosen for ci, _ in matched[i]):
                continue                          # "My opponent equips A to B. Can C target A?": a story event
            if key in ("cast", "object", "cost", "times") and key in seen_keys:
                continue
            if (key, value) == ("state", "tapped") and not any(t.lower_ == "tapped" for c in clauses
                                                                for t in span.doc[c.start:c.end]):
                continue                          # "untapped" only
            words = {t for _, tokens in matched[i] for t in tokens}
            if key == "to_itself" and any(m.card is not None and m.start in words and m.role != "spell"
                                          for m in mentions):
                continue                          # "have C exile itself" with C not the spell asked about
            if intent == "trigger.fires" and key == "event" and all(
                    0 < t < len(span.doc) - 1 and span.doc[t + 1].lower_ in _ABILITY_AFTER
                    and span.doc[t - 1].lower_ in _WHOSE_ABILITY for t in words):
                continue                          # "its cast trigger": which ability, not an event that happened
            if key in claimed and words <= claimed[key]:
                continue                          # the same words, already read as an earlier value ("is dealt damage")
            for earlier, earlier_words in read_as.get(key, []):
                if earlier_words < words and (key, earlier) in details:
                    details.remove((key, earlier))    # a longer reading of the same words ("to my opponent's
                    #                                   creature" over "to my opponent") is the one meant
            read_as.setdefault(key, []).append((value, words))
            claimed.setdefault(key, set()).update(words)
            if (key, value) not in details:
                details.append((key, value))
                seen_keys.add(key)
                for ci, tokens in matched[i]:
                    for t in tokens:
                        read.setdefault(t, "proposition" if ci == chosen else "scenario")
        if intent in ("targeting.object", "block.object", "effect.object", "sickness.object", "combat.object",
                      "trigger.object", "trigger.times", "token.returns", "sacrifice.any", "ward.triggers"):
            # the object the proposition's sentence describes (the first, if it describes several)
            described = next(iter(clauses[chosen].objects.values()), None)
            if described is not None:
                details.append(("object", " ".join(described.words)))
        if intent == "trigger.fires" and "outcome" not in dict(details) and {"get", "create"} & set(
                clauses[chosen].words) and clauses[chosen].objects:
            if any(d.token for d in clauses[chosen].objects.values()):
                details.append(("outcome", "token"))     # "do I get a Soldier token?"
            else:
                for r, word in enumerate(clauses[chosen].words):
                    if word in ("get", "create"):         # "do I get a 2/2 creature?": not what a trigger makes
                        for t in clauses[chosen].tokens[r]:
                            read[t] = "unread"
        named = {t for m in mentions for t in range(m.start, m.end)}
        if intent == "trigger.stopped":
            effect = _effect_told(span, read, named)
            if effect:
                details.append(("effect", effect))
        if intent == "resolve.still":
            effect, _ = _effect_asked(span, read, named, self._sets["EFFECT_VERB"], subjects=_SUBJECTS)
            if effect:
                details.append(("effect", effect))
        if intent == "trigger.fires" and "outcome" not in dict(details):
            effect, effect_words = _effect_asked(span, read, named, self._sets["EFFECT_VERB"])
            if effect:
                # "make a copy" says what the ability does, not an event that happened ("copied")
                details = [(k, v) for k, v in details if k != "event" or not any(
                    value == v and words <= effect_words for value, words in read_as.get(k, []))]
                details += [("outcome", "effect"), ("effect", effect)]
        if intent == "combat.damage":
            # "does my opponent take 5 damage?": the amount told; "how much": the amount asked
            said = [t.lower_ for t in span]
            amount = next((tok for k, tok in enumerate(span[:-1]) if tok.text.isdigit()
                           and "damage" in said[k + 1:k + 3]), None)
            if amount is not None:
                details.append(("told", amount.text))
                read[amount.i] = "proposition"
            if "life" in said:
                details.append(("ask", "life" if "much" in said else "life_any"))
            else:
                details.append(("ask", "told" if amount is not None else "amount" if "much" in said else "any"))
            # who takes it: the player the words that ask name ("if I attack ..., does the trample reach my opponent")
            asking = [t.lower_ for t in span if read.get(t.i) == "proposition"] or said
            if any(w in ("i", "me", "we") for w in asking):
                details.append(("whom", "you"))
            elif any(w in P.WORDS["OPP"] or w in ("he", "she", "they", "him", "her", "them") for w in asking):
                details.append(("whom", "opponent"))
        if intent == "damage.amount":
            # "does A deal 6 damage?": the amount told
            amount = next((tok for k, tok in enumerate(span[:-1]) if tok.text.isdigit()
                           and span[k + 1].lower_ in ("damage", "dmg")), None)
            if amount is not None:
                details = [d for d in details if d[0] != "ask"] + [("ask", "told"), ("told", amount.text)]
                read[amount.i] = "proposition"
        if intent in ("cost.total", "cost.modified", "trigger.doubled"):
            # "naming Elves", "if I chose Goblin for A": the type chosen as it entered, anywhere in the question
            for k, tok in enumerate(span.doc[:-1]):
                nxt = span.doc[k + 1]
                low = nxt.lower_
                # "Elves", "Wolves", "Goblins": the type's singular
                singular = next((w for w in (low, low[:-3] + "f" if low.endswith("ves") else "", low[:-1]
                                             if low.endswith("s") else "") if w in self._subtype_words), None)
                if tok.lower_ in ("choose", "chose", "chosen", "choosing", "naming", "named", "name") and singular:
                    details.append(("chosen", singular.capitalize()))
                    read[tok.i] = read[nxt.i] = "proposition" if span.start <= tok.i < span.end else "scenario"
                    break
        if intent == "cost.total":
            # "does it cost {2}{U}{U}?": the mana told, in the sentence that asks (601.2f)
            cost_told = _MANA_COST.search(span.doc.text, span.start_char, span.end_char)
            if cost_told is not None:
                details.append(("told", cost_told.group(0).upper()))
                for t in span:
                    if t.idx < cost_told.end() and t.idx + len(t.text) > cost_told.start():
                        read[t.i] = "proposition"
        if intent == "tokens.doubled":
            # "Treasure tokens", "Soldier tokens": the kind of token asked about (the check matches it to what is made)
            toks = list(span)
            for k, tok in enumerate(toks[1:], 1):
                before = toks[k - 1]
                if tok.lower_ in ("token", "tokens") and before.is_alpha and before.lower_ not in \
                        self._sets["DET"] | {"many", "more", "extra", "any", "those", "these"}:
                    details.append(("kind", before.lower_))
                    read[before.i] = "proposition"
                    break
        if intent == "targeting.forced" and "whom" not in dict(details):
            # "do I have to target my own creature (with it)?": a creature of the asker's, described (603.3d)
            clause = clauses[chosen]
            for k, described in clause.objects.items():
                if clause.words[k - 1:k] == ["target"] and described.head == "creature" and \
                        described.controller == "you" and set(described.words) <= {"my", "your", "own", "creature",
                                                                                   "creatures", "a"}:
                    details.append(("whom", "own"))
                    for t in clause.tokens[k]:
                        read[t] = "proposition"
                    break
        if intent == "targeting.none":
            # "... with no target, just to draw a card": why the player would do it is no part of whether they can
            toks = list(span)
            for k, tok in enumerate(toks[:-1]):
                if tok.lower_ in ("just", "only", "simply", "merely") and toks[k + 1].lower_ == "to":
                    for t in toks[k:]:
                        read.setdefault(t.i, "proposition")
                    break
        if intent == "targeting.uses":
            # "A's demonstrate ability", "A's equip": the keyword ability asked about
            for tok in span:
                if tok.lower_ in P.KEYWORDS and tok.i + 1 < len(span.doc) and \
                        span.doc[tok.i + 1].lower_ in P.ABILITY_NOUNS | {"?"}:
                    details.append(("keyword", tok.lower_))
                    read[tok.i] = "proposition"
                    break
        if intent in ("targeting.legal", "targeting.object", "targeting.player", "targeting.uses", "activation.twice",
                      "counters.doubled"):
            # "Liliana's -3", "the +1 ability of Tamiyo": which loyalty ability (606.3)
            toks = list(span)
            for k, tok in enumerate(toks):
                after = toks[k + 1].lower_ if k + 1 < len(toks) else ""
                before = toks[k - 1].lower_ if k else ""
                if re.fullmatch(R.LOYALTY_COST, tok.text) and (after in ("ability", "abilities", "of") or
                                                                before in ("'s", "the", "its", "her", "his")):
                    details.append(("loyalty", tok.text))
                    read[tok.i] = "proposition"
                    break
        if intent == "block.object" and len(clauses[chosen].objects) == 2:
            # "can a creature with reach block a creature with flying?": the second is the attacker
            details.append(("object2", " ".join(list(clauses[chosen].objects.values())[1].words)))
        # the words around a described object ("a tapped creature" asks nothing about tapping)
        described_at = {t for k in clauses[chosen].objects for t in clauses[chosen].tokens[k]}
        outside = [t for t in span if t.i not in described_at]
        if intent in ("sickness.use", "sickness.object") and _haste_stated(outside):
            details.append(("haste", "stated"))     # "... if it has haste": a condition the question sets
        if intent == "sickness.object":
            # "the turn it comes in", "this turn": the creature came under its controller's control this turn
            details.append(("action", self._action(outside, read)))
            if any(t.lower_ in self._sets["TURNCUE_STRONG"] and read.get(t.i) == "proposition" for t in outside):
                details.append(("entered", "this_turn"))
        elif intent == "sickness.use":
            action = self._action(span, read)
            if any(m.role == "cost_spell" for m in mentions) and action not in ("convoke", "improvise", "crew"):
                action = "tap_for_cost"         # "tap A for B's ability": A pays B's cost
            details.append(("action", action))
        elif intent == "mana.production":
            colors = self._colors(span, read)
            for c in colors:
                details.append(("color", c))
            for a, b in zip(span, span[1:]):
                if a.lower_ == "mana" and b.lower_ in ("ability", "abilities"):
                    details.append(("ask", "is_mana_ability"))
                    read[a.i] = read[b.i] = "proposition"
                    break
            if not any(k == "ask" for k, _ in details):
                first = next((t.lower_ for t in span if t.is_alpha), "")
                asks = [t for t in span if t.lower_ in ("what", "which", "whats", "wat")
                        or (t.lower_ == "how" and t.lower_ == first)]
                asks_which = bool(asks)
                for t in asks:
                    read[t.i] = "proposition"
                details.append(("ask", "which" if asks_which and not colors else "can"))
        elif intent == "attach.stays":
            details += _protection_quality(span, read)
        elif intent in ("sba.dies", "sba.respond", "ability.granted"):
            if intent == "ability.granted":
                details += _protection_quality(span, read)
            for tok in span:
                if re.fullmatch(r"[+-]?\d+/[+-]?\d+", tok.text) and not any(m.size and m.start <= tok.i < m.end
                                                                             for m in mentions):
                    details.append(("pt", tok.text))
                    read[tok.i] = "proposition"
                    break
            if intent == "sba.dies":
                for before, tok, after in zip(span, span[1:], span[2:]):
                    if tok.text.isdigit() and after.lower_ == "damage":
                        details.append(("damage", tok.text))
                        read[tok.i] = read[after.i] = "proposition"
                        if before.lower_ in ("dealt", "deals", "deal", "takes", "take", "taking"):
                            read[before.i] = "proposition"
                        break
        elif intent == "cost.payable":
            # "pay 4 life" is the payment; "at 3 life", "I have 3 life", "my life total is 3" the life total
            # (the life total may be told in another sentence: "I'm at 3 life. Can I ...")
            doc = span.doc
            for tok in sorted(doc, key=lambda t: not span.start <= t.i < span.end):
                if not tok.text.isdigit():
                    continue
                before = doc[tok.i - 1].lower_ if tok.i else ""
                after = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
                key = "pay" if before == "pay" and after == "life" else "life"
                if after != "life" and before not in ("is", "'s"):
                    continue
                if key == "pay" and not span.start <= tok.i < span.end:
                    continue
                if key not in dict(details):
                    details.append((key, tok.text))
                    read[tok.i] = "proposition"
                    if not span.start <= tok.i < span.end:
                        # "I'm at 3 life.", "My life total is 3.": the words telling it
                        told = [tok.i + 1] if after == "life" else []
                        k = tok.i - 1
                        while k >= 0 and doc[k].lower_ in _LIFE_TOLD:
                            told.append(k)
                            k -= 1
                        for t in told:
                            read[t] = "scenario"
        elif intent == "mana_value.is":
            details += _mana_value_params(span, read)
        elif intent in ("card.selectable", "counters.doubled", "damage.amount"):
            details += _x_told(span, read)[0]
        elif intent == "deck.identity":
            details += _deck_colors(span.doc, mentions, read)
        elif intent == "color.is":
            details += _color_params(span, mentions, read)
        elif intent == "pt.is":
            details += _power_toughness_params(span, read)
        elif intent == "type.is":
            # the types asked, as written after "a" / "an": "an artifact creature", "a Mountain" (also a card's name)
            toks = [t for t in span if not t.is_space]
            after = [k for k, t in enumerate(toks[:-1]) if t.lower_ in ("a", "an") and toks[k + 1].lower_ in
                     self._sets["CARDTYPE"]]
            if not after:
                # no article: "is A legendary?", "is A snow?" (a supertype as an adjective)
                in_cards = {i for m in mentions for i in range(m.start, m.end)}
                after = [k - 1 for k, t in enumerate(toks) if k and t.lower_ in self._sets["CARDTYPE"]
                         and t.i not in in_cards and (toks[k - 1].i in in_cards or toks[k - 1].lower_ == "it")][:1]
            asked_types = []
            for t in toks[after[-1] + 1:] if after else ():
                if t.lower_ not in self._sets["CARDTYPE"]:
                    break
                asked_types.append(t)
            if asked_types:
                details.append(("type", " ".join(t.lower_ for t in asked_types)))
                for t in asked_types:
                    read[t.i] = "proposition"
        elif intent == "x.enters" and not any(k == "cast" for k, _ in details):
            details.append(("cast", "unknown"))
        return tuple(details)

    @staticmethod
    def _action(span, read: dict[int, str]) -> str:
        found: list[str] = []
        toks = list(span)
        for k, tok in enumerate(toks):
            w = tok.lower_
            action = P.ACTION_WORDS.get(w)
            if action is None:
                continue
            read[tok.i] = "proposition"
            if action == "tap":
                # the next words up to a break ("tap Sisay, Weatherlight Captain for mana": a name may be long)
                ahead = []
                for t in toks[k + 1:k + 9]:
                    if t.lower_ in ("?", ".", "and", "or", "to", "then", "while", "if"):
                        break
                    ahead.append(t)
                window = [t.lower_ for t in ahead]
                action = "tap_for_mana" if "mana" in window or "for" in window and any(
                    c in window for c in P.COLOR_WORDS) else "activate"
                for t in ahead:
                    if t.lower_ == "mana" or t.lower_ in P.COLOR_WORDS:
                        read[t.i] = "proposition"
            if action == "activate" and w in ("ability", "abilities") and k > 0 \
                    and toks[k - 1].lower_ == "mana":
                action = "tap_for_mana"
                read[toks[k - 1].i] = "proposition"
            if action not in found:
                found.append(action)
        tapping = next((k for k, t in enumerate(toks) if t.lower_ in ("tap", "taps", "tapping")), None)
        cost_words = [t for t in toks[tapping or 0:] if t.lower_ in _COST_WORDS] if tapping is not None else []
        if cost_words:
            for t in cost_words:
                read[t.i] = "proposition"
            return "tap_for_cost"                    # "tap A to pay B's flashback cost": A pays another cost
        if any(t.lower_ == "summoning" for t in toks) and not found:
            return "any"
        for paid in ("convoke", "improvise", "crew"):
            if paid in found:
                return paid                   # "tap it for convoke": the tapping pays for convoke
        if len(found) == 1:
            return found[0]
        if len(found) == 2 and "tap_for_mana" in found and "activate" in found:
            return "tap_for_mana"
        return "any"

    @staticmethod
    def _colors(span, read: dict[int, str]) -> list[str]:
        colors: list[str] = []
        toks = list(span)
        for k, tok in enumerate(toks):
            w = tok.lower_
            c = P.COLOR_WORDS.get(w)
            if c is None and w in ("color", "colour", "colors", "colours") and k > 0 \
                    and toks[k - 1].lower_ in ("any", "every", "all"):
                c = "any"
                read[toks[k - 1].i] = "proposition"
            if c is None and w in ("mana", "color", "colour", "colors", "colours"):
                read[tok.i] = "proposition"
            if c:
                read[tok.i] = "proposition"
                if c not in colors:
                    colors.append(c)
                # "blue or red mana": the conjunction lists the colors asked about
                if k >= 2 and toks[k - 1].lower_ in ("or", "and") and toks[k - 2].lower_ in P.COLOR_WORDS:
                    read[toks[k - 1].i] = "proposition"
        for k, tok in enumerate(toks[:-2]):
            if tok.text == "{" and toks[k + 2].text == "}" and toks[k + 1].text.upper() in "WUBRGC" \
                    and len(toks[k + 1].text) == 1:
                c = toks[k + 1].text.upper()
                for t in toks[k:k + 3]:
                    read[t.i] = "proposition"
                if c not in colors:
                    colors.append(c)
        return colors


class _Buckets:
    """Name keys grouped by first and by last character, each group sorted by length."""

    def __init__(self, keys: list[str]):                    # keys sorted by length
        first: dict[str, list[str]] = {}
        last: dict[str, list[str]] = {}
        for k in keys:
            first.setdefault(k[0], []).append(k)
            last.setdefault(k[-1], []).append(k)
        self.first = {c: (ks, [len(k) for k in ks]) for c, ks in first.items()}
        self.last = {c: (ks, [len(k) for k in ks]) for c, ks in last.items()}

    def choices(self, key: str, min_len: int, max_len: int) -> list[str]:
        out: list[str] = []
        ks, lens = self.first.get(key[0], ((), []))
        out.extend(ks[bisect.bisect_left(lens, min_len):bisect.bisect_right(lens, max_len)])
        ks, lens = self.last.get(key[-1], ((), []))
        head = key[0]
        lo, hi = bisect.bisect_left(lens, min_len), bisect.bisect_right(lens, max_len)
        out.extend(k for k in ks[lo:hi] if k[0] != head)
        return out


_COMPARE = frozenset({"difference", "between", "and", "vs", "versus", "or", "compared", "same",
                      "different", "with"})


_STOP_VERBS = frozenset({"stop", "stops", "prevent", "prevents", "keep", "keeps"})
_NOT_AN_EFFECT = frozenset({"triggering", "happening", "working", "resolving", "being", "going", "entering",
                            "dying", "leaving", "attacking", "blocking", "activating", "using"})
_EFFECT_ENDS = frozenset({"?", ".", "!", "if", "when", "while", "because", "since", "or", "but"})


def _effect_told(span, read: dict[int, str], named: set[int]) -> str:
    """"does A stop B from making a Beast token?": the words saying what B's ability
    does ("making a Beast token"), read; "" when none follow a gerund after "from"."""
    toks = list(span)
    for k, tok in enumerate(toks[:-1]):
        if tok.lower_ == "from" and any(t.lower_ in _STOP_VERBS for t in toks[:k]):
            gerund = toks[k + 1]
            if not gerund.lower_.endswith("ing") or gerund.lower_ in _NOT_AN_EFFECT:
                return ""
            return " ".join(t.lower_ for t in _effect_words(toks[k + 1:], read, named))
    return ""


def _effect_words(toks, read: dict[int, str], named: set[int]) -> list:
    """The words from here to the end of the clause (or the next card named), read as the proposition's."""
    words = []
    for t in toks:
        if t.lower_ in _EFFECT_ENDS or t.i in named:
            break
        words.append(t)
        read[t.i] = "proposition"
    return words


_SUBJECTS = frozenset({"i", "you", "we", "he", "she", "they", "opponent"})


def _effect_asked(span, read: dict[int, str], named: set[int], verbs,
                  subjects: frozenset[str] = frozenset()) -> tuple[str, set[int]]:
    """"does A make a copy of this land?": the words saying what A's ability does ("make a copy"), read, from
    the verb right after the card (or one of `subjects`: "do I still create ...") to the end of the sentence,
    with the words read; a reference to the story's object ("of this land", "it") is read and left out. ""
    when no such verb follows."""
    toks = list(span)
    for k, tok in enumerate(toks[:-1]):
        if (tok.i in named or tok.lower_ in subjects) and toks[k + 1].i not in named:
            rest = toks[k + 1:]
            if rest and rest[0].lower_ == "still":
                rest = rest[1:]
            if not rest or rest[0].lower_ not in verbs:
                continue
            words = _effect_words(rest, read, named)
            said = [t.lower_ for t in words]
            for r, w in enumerate(said):
                if w in ("this", "that", "it", "them") and (w in ("it", "them") or r + 1 < len(said)):
                    said = said[:r - 1 if r and said[r - 1] in ("of", "for", "to") else r]
                    break
            return " ".join(said), {t.i for t in words}
    return "", set()


def _other_cards(mentions, asked) -> list[str]:
    """The cards named, in order, other than those in `asked` (the cards the question's sentence asks about)
    and those asked about in their place."""
    return list(dict.fromkeys(m.card for m in mentions if m.card is not None and m.card not in asked
                              and m.role != P.ALTERNATIVE_ROLE))


_CAST_VERBS = frozenset({"cast", "casts", "casted", "casting"})
_COST_WORDS = frozenset({"cost", "costs", "flashback", "pay", "paying"})


def _cast_told(doc, mentions, verbs: frozenset[str] = _CAST_VERBS) -> list[str]:
    """The cards the question says are cast ("I cast B", "my opponent casts a B"), in order, each once."""
    starts = {m.start: m.card for m in mentions if m.card}
    out = []
    for tok in doc:
        if tok.lower_ not in verbs:
            continue
        j = tok.i + 1
        while j < len(doc) and j not in starts and doc[j].lower_ in ("a", "an", "the", "my", "his", "her", "their",
                                                                     "another"):
            j += 1                           # ("cast The One Ring": "The" opens the name)
        if j in starts and starts[j] not in out:
            out.append(starts[j])
    return out


# the role of the card that may protect, for the questions that weigh it being told cast (None: a card with no role)
_GRANTER_ROLE = {"damage.prevented": "preventer", "attach.stays": "granter", "targeting.player": None}


def _granter_cast(doc, mentions, told_roles, scenario, intent: str, read: dict[int, str]) -> tuple:
    """The card told cast that may protect ("My opponent cast C"): an "if you cast it" condition of its enters
    trigger holds (603.4), and what it gives lasts from its resolution. ("cast", its role) for the card in
    that role (damage.prevented, attach.stays); ("cast", C) for the one card with no role told cast
    (targeting.player, trigger.fires). With ("cast_turn", "last") when told cast on its controller's last turn."""
    role = _GRANTER_ROLE.get(intent)
    if role is not None:
        granters = {m.card for m in mentions if m.role == role and m.card} | {c for r, c in told_roles if r == role}
    else:
        granters = {m.card for m in mentions if m.card and m.role in (None, P.OTHER_ROLE)}
    # "played" a card that protects: cast, in the older wording (a land gives no protection)
    played = _cast_told(doc, mentions, _CAST_VERBS | {"play", "plays", "played"})
    told = [c for c in played if c in granters]
    if len(told) != 1:
        return ()
    when = _on_own_last_turn(doc, mentions, told[0], scenario)
    read.update({i: "scenario" for i in when})
    return (("cast", role or told[0]),) + ((("cast_turn", "last"),) if when else ())


_OWN_TURN_WORDS = {"opponent": ("their", "his", "her"), "you": ("my",)}


def _on_own_last_turn(doc, mentions, card: str, scenario) -> list[int]:
    """The words "on their last turn" after the card told cast, when "their" is whoever controls it ("My
    opponent cast C on their last turn": it is now a later turn, not theirs); [] when not told so."""
    controller = next((o.controller for o in scenario.objects if o.card == card), None)
    owners = _OWN_TURN_WORDS.get(controller or "", ())
    for m in mentions:
        if m.card != card:
            continue
        words = [t.lower_ for t in doc[m.end:m.end + 4]]
        if words[:1] in (["on"], ["during"]) and len(words) == 4 and words[1] in owners and words[2:] == [
                "last", "turn"]:
            return list(range(m.end, m.end + 4))
    return []


_ASKED_AGAIN = (["how", "about"], ["what", "about"], ["and", "what", "about"], ["and", "how", "about"])


def _asked_again(doc, clauses, chosen: int, mentions) -> dict[int, tuple[int, list[int]]]:
    """"Can A target B? How about C?": the cards of a later sentence that only names them, each asked
    about in place of the last card of the asking sentence that holds a role (with the words that ask)."""
    asking = [k for _, k in sorted(clauses[chosen].mention_at.items())
              if mentions[k].role not in (None, P.OTHER_ROLE, P.ALTERNATIVE_ROLE) and mentions[k].card]
    out: dict[int, tuple[int, list[int]]] = {}
    if not asking:
        return out
    for clause in clauses[chosen + 1:]:
        words = [w for w in clause.words if w not in ("?", ".", "!")]
        ask = next((a for a in _ASKED_AGAIN if words[:len(a)] == a), None)
        if ask is None or words[len(ask):] != [_nlp.CARD_TOKEN]:
            continue
        slot = len(ask)
        named = clause.mention_at[slot]
        joining = [t for r, toks in enumerate(clause.tokens) if r != slot for t in toks]
        more, inner = clause.alternatives.get(named, ([], []))      # "How about C or D?"
        for other in [named, *more]:
            mentions[other].role = P.ALTERNATIVE_ROLE
            out[other] = (asking[-1], joining + inner)
    return out


_HOLDING = frozenset({"control", "controls", "controlled", "controlling", "have", "has", "had", "having", "with"})


def _held_told(doc, mentions, card: str) -> bool:
    """Whether the question tells `card` as a permanent someone has ("I control A", "my opponent has A",
    "with A in play"), not as a spell cast."""
    skip = set(P.WORDS["DET"]) | set(P.WORDS["OPP"]) | {"'s", "an", "a"}
    for m in mentions:
        if m.card != card:
            continue
        i = m.start - 1
        while i >= 0 and doc[i].lower_ in skip:
            i -= 1
        after = [t.lower_ for t in doc[m.end:m.end + 3]]
        if (i >= 0 and doc[i].lower_ in _HOLDING) or after[:2] == ["in", "play"] or after[:3] == [
                "on", "the", "battlefield"]:
            return True
    return False


def _absorb_sizes(doc, mentions) -> None:
    """A size written with a card's name ("my 2/3 Tarmogoyf", "Grizzly Bears (4/4)") is read with the name: the
    mention's span grows over it and `size` holds it (208.1). A card told two different sizes keeps neither, and
    its size words stay unread."""
    found = []
    for m in mentions:
        if m.card and m.start and re.fullmatch(r"\d+/\d+", doc[m.start - 1].text) and not any(
                o.end == m.start for o in mentions):
            found.append((m, doc[m.start - 1].text, m.start - 1, m.end))
        elif m.card:
            # "Grizzly Bears (4/4)", "a White Knight in play (2/2 first strike)"
            gap = next((len(w) for w in (("in", "play"), ("on", "the", "battlefield"), ("out",))
                        if tuple(t.lower_ for t in doc[m.end:m.end + len(w)]) == w), 0)
            opening = m.end + gap
            if opening + 2 >= len(doc) or doc[opening].text != "(" or not re.fullmatch(r"\d+/\d+",
                                                                                   doc[opening + 1].text):
                continue
            close = next((k for k in range(opening + 2, min(len(doc), opening + 12)) if doc[k].text == ")"), None)
            keywords = _keywords_told(doc[opening + 2:close]) if close is not None else None
            if keywords is not None and close is not None:
                found.append((m, doc[opening + 1].text, m.start, m.end if gap else close + 1))
                m.keywords = keywords
                if gap:
                    m.aside = tuple(range(opening, close + 1))
    told: dict[str, set[str]] = {}
    for m, size, _, _ in found:
        told.setdefault(m.card, set()).add(size)
    for m, size, start, end in found:
        if len(told[m.card]) == 1:
            m.size, m.start, m.end = size, start, end
        else:
            m.keywords = ()


# what may follow a size in parentheses: keywords, joined by "and", commas or "with" ("(2/1 protection from green)",
# "(3/3 flying, first strike)")
_KEYWORD_JOINERS = frozenset({",", "and", "with"})


def _keywords_told(span) -> tuple[str, ...] | None:
    """The keywords of a parenthesised size's rest ("protection from green", "flying and first strike"); () for none,
    None for words that aren't keywords."""
    words = [t.lower_ for t in span]
    found: list[str] = []
    k = 0
    while k < len(words):
        word = words[k]
        if word in _KEYWORD_JOINERS:
            k += 1
        elif word == "protection" and words[k + 1:k + 2] == ["from"] and k + 2 < len(words):
            found.append(f"protection from {words[k + 2]}")
            k += 3
        elif word in ("first", "double") and words[k + 1:k + 2] == ["strike"]:
            found.append(f"{word} strike")
            k += 2
        elif word in P.KEYWORDS and word not in ("first", "double", "strike", "protection"):
            found.append(word)
            k += 1
        else:
            return None
    return tuple(found)


def _reason_for_size(doc, mentions) -> set[int]:
    """The tokens of a reason told for a size, up to the end of its sentence: "a 4/5 Tarmogoyf, due to the four
    card types in graveyards" (the size told is what counts, 208.1, not how it came to be)."""
    out: set[int] = set()
    for m in mentions:
        k = m.end + (1 if m.end < len(doc) and doc[m.end].text == "," else 0)
        if not m.size or k + 1 >= len(doc) or (doc[k].lower_, doc[k + 1].lower_) not in (
                ("thanks", "to"), ("because", "of"), ("due", "to")):
            continue
        end = k
        while end < len(doc) and doc[end].text not in (".", ";", "?", "!") and not any(
                o.start == end and o.card != m.card for o in mentions):
            end += 1
        if end < len(doc) and doc[end].text in (".", ";"):
            out.update(range(k, end))
    return out


def _unblocked_told(doc) -> list[int]:
    """The tokens of "doesn't block (it)", "it isn't blocked", "it goes unblocked", "no blockers", if the
    question tells one of them, else []."""
    words = [t.lower_ for t in doc]
    for i, w in enumerate(words):
        after = words[i + 1:i + 3]
        if w in ("n't", "not") and after[:1] == ["block"] and (len(after) < 2 or after[1] in (
                "it", "him", "them", ".", ",", "and", "?", "!")):
            start = i - 1 if i and words[i - 1] in ("do", "does", "did") else i
            if start and words[start - 1] in P.WORDS["OPP"] + ("he", "she", "they"):
                start -= 2 if start > 1 and words[start - 2] == "my" else 1
            return list(range(start, i + 2 + (len(after) == 2 and after[1] in ("it", "him", "them"))))
        if w in ("it", "he") and after[:1] in (["is"], ["was"], ["goes"], ["went"], ["gets"], ["got"]) and (
                words[i + 2:i + 3] == ["unblocked"] or words[i + 2:i + 4] in (["n't", "blocked"], ["not", "blocked"])):
            return list(range(i, i + (3 if words[i + 2] == "unblocked" else 4)))
        if w == "no" and after[:1] in (["blockers"], ["blocks"], ["block"]):
            return [i, i + 1]
    return []


def _attach_told(doc, mentions, effects: list[str], objects: set[str]) -> list[int]:
    """The words that tell an Equipment or Aura attached: "equip|put|attach A to|on|onto B" with A one of
    `effects` and B one of `objects` (their tokens), else []."""
    cards = {m.start: m for m in mentions if m.card}
    for i, tok in enumerate(doc):
        first = cards.get(i + 1)
        if tok.lower_ not in P.WORDS["ATTACH"] or first is None or first.card not in effects:
            continue
        k = first.end + (first.end < len(doc) and doc[first.end].lower_ in ("'s",))
        second = cards.get(k + 1) if k < len(doc) and doc[k].lower_ in ("on", "onto", "to") else None
        if second is not None and second.card in objects:
            return [i, k]
    return []


_SUPPOSE = frozenset({"say", "suppose", "supposing", "imagine", "assume", "assuming", "hypothetically"})


def _supposing(doc, clauses) -> list[int]:
    """The words opening a sentence that only set up a hypothetical ("Let's say (that)", "Suppose",
    "Imagine"): what follows is the story, they add nothing to it."""
    out: list[int] = []
    for clause in clauses:
        toks = [t for t in doc[clause.start:clause.end] if not t.is_space]
        k = 0
        if [t.lower_ for t in toks[:3]] in (["let", "'s", "say"], ["let", "us", "say"]):
            k = 3
        elif toks and toks[0].lower_ in _SUPPOSE:
            k = 1
        if not k:
            continue
        while k < len(toks) and toks[k].lower_ in ("that", ","):
            k += 1
        out += [t.i for t in toks[:k]]
    return out


_OPINION_VERBS = frozenset({"says", "said", "say", "thinks", "think", "thought", "claims", "claimed", "claim",
                            "believes", "believe", "believed", "argues", "argued", "insists", "insisted"})
_OPINION_WORDS = _OPINION_VERBS | frozenset({
    "my", "friend", "friends", "brother", "sister", "opponent", "opponents", "some", "people", "everyone", "someone",
    "somebody", "he", "she", "they", "i", "we", "you", "it", "me", "us", "that", "but", "and", "so", "or", "can", "ca",
    "could", "does", "do", "did", "is", "are", "was", "were", "am", "will", "wo", "would", "n't", "not", "who", "'s",
    "right", "correct", "wrong", "which", "one", "of", "the", "other", "way", "around", "otherwise", "too", "also"})


def _opinions(doc, clauses, chosen: int) -> list[int]:
    """The words of sentences that only give opinions of the proposition asked elsewhere, with no fact in them
    ("My friend thinks it does; I say it doesn't.", "Who's right?"): they can't change the answer."""
    out: list[int] = []
    for ci, clause in enumerate(clauses):
        if ci == chosen or any(doc[t].lower_ not in ("it", "he", "she", "they", "him", "her", "them")
                               for k in clause.mention_at for t in clause.tokens[k]):
            continue                         # it names a card (a pronoun standing for one names nothing new)
        words = [t for t in doc[clause.start:clause.end] if not (t.is_space or t.is_punct)]
        lowered = {t.lower_ for t in words}
        asks_who = bool({"who", "which"} & lowered) and bool({"right", "correct", "wrong"} & lowered) or \
            [t.lower_ for t in words] in (["am", "i", "right"], ["am", "i", "wrong"], ["is", "he", "right"],
                                          ["is", "she", "right"])
        if words and lowered <= _OPINION_WORDS and (asks_who or lowered & _OPINION_VERBS):
            out += [t.i for t in words]
    return out


def _players_told(doc) -> tuple[int | None, set[int]]:
    """How many players the question says the game has (0: "multiplayer", a number not told), and
    the tokens that say it."""
    for m in P.PLAYERS_TOLD.finditer(doc.text):
        span = doc.char_span(m.start(), m.end(), alignment_mode="expand")
        if span is None:
            continue
        word = (m["n"] or m["m"] or "").lower()
        count = P.PLAYER_NUMBERS.get(word) or (int(word) if word.isdigit() else 0)
        return count, {t.i for t in span}
    return None, set()


def _devotion_told(doc) -> tuple[tuple[tuple[str, int], ...], set[int]]:
    """The asker's devotion the question tells ("my devotion to blue is 4": (("blue", 4),)), and its tokens."""
    out, tokens = [], set()
    for m in P.DEVOTION_TOLD.finditer(doc.text):
        span = doc.char_span(m.start(), m.end(), alignment_mode="expand")
        if span is None:
            continue
        colors = " and ".join(c.lower() for c in (m["c"] or m["d"], m["c2"] or m["d2"]) if c)
        word = (m["n"] or m["m"]).lower()
        out.append((colors, int(word) if word.isdigit() else _NUMBERS[word]))
        tokens |= {t.i for t in span}
    return tuple(out), tokens


def _counts_told(doc) -> tuple[tuple[tuple[str, str, int], ...], set[int]]:
    """How many cards the asker says they have in their graveyard or hand ("I have 2 cards in my hand":
    (("hand", "cards", 2),)), and its tokens."""
    out, tokens = [], set()
    for m in P.COUNTS_TOLD.finditer(doc.text):
        span = doc.char_span(m.start(), m.end(), alignment_mode="expand")
        if span is None:
            continue
        if m["zone2"]:
            out.append((m["zone2"].lower(), "cards", 0))
        else:
            word = m["n"].lower()
            n = int(word) if word.isdigit() else 0 if word == "no" else _NUMBERS[word]
            out.append((m["zone"].lower(), f"{(m['kind'] or '').lower()}cards", n))
        tokens |= {t.i for t in span}
    return tuple(out), tokens


def _asks_about_arrival(doc, clause) -> bool:
    """Does a sentence speak of a card arriving ("the turn it comes in", "the turn I cast it")? Then
    its "turn" is summoning sickness's, not a time to cast a spell."""
    return any(t.lower_ in P.WORDS["ARRIVAL_CUE"] or (t.lower_ in ("cast", "played", "play") and t.i > 1
                                                      and doc[t.i - 2].lower_ == "turn")
               for t in doc[clause.start:clause.end])


_HAS = frozenset({"has", "have", "had", "with", "gets", "get", "got", "gains", "gain", "gained", "given", "gave"})
_NOT = frozenset({"without", "no", "not", "n't", "never", "lacks", "lose", "loses", "lost"})


def _haste_stated(tokens) -> bool:
    """Does the question set haste as a condition ("if it has haste", "with haste"), not deny it?"""
    for k, tok in enumerate(tokens):
        if tok.lower_ in ("haste", "hasty"):
            before = [t.lower_ for t in tokens[max(0, k - 3):k]]
            if any(w in ("does", "do", "did", "will", "would") for w in before):
                continue                     # "does it have haste?": asked, not set
            if any(w in _HAS for w in before) and not any(w in _NOT for w in before):
                return True
    return False


def _told_amounts(doc, told, read: dict[int, str], sizes: set[int]) -> tuple[tuple[str, str], ...]:
    """The one P/T change ("-2/-2") and the one amount of damage ("3 damage") the sentences
    before the question tell (the "damaged" scenario fact's numbers); nothing when they tell more
    than one of either. A size told with a card's name (a token of `sizes`: "my 2/2 Bears") is no change."""
    pts = [t for c in told for t in doc[c.start:c.end] if re.fullmatch(r"[+-]?\d+/[+-]?\d+", t.text)
           and t.i not in sizes]
    damage = [t for c in told for t in doc[c.start:c.end - 1] if t.text.isdigit() and doc[t.i + 1].lower_ == "damage"]
    if len(pts) > 1 or len(damage) > 1:
        return ()
    verbs = [doc[t.i - 1] for t in damage if t.i and doc[t.i - 1].lower_ in ("dealt", "takes", "took", "deals")]
    for t in pts + damage + [doc[t.i + 1] for t in damage] + verbs:
        read[t.i] = "scenario"
    return tuple([("pt", t.text) for t in pts] + [("damage", t.text) for t in damage])


def _plural_variants(tokens: list[str]) -> list[list[str]]:
    out = [list(tokens)]
    last = tokens[-1]
    if last.isalpha():
        low = last.lower()
        if low.endswith("y") and len(low) > 2 and low[-2] not in "aeiou":
            out.append(tokens[:-1] + [last[:-1] + "ies"])
        elif low.endswith(("s", "x", "ch", "sh")):
            out.append(tokens[:-1] + [last + "es"])
        else:
            out.append(tokens[:-1] + [last + "s"])
    return out


def _term_short_form(tokens: list[str]) -> list[str] | None:
    """"Summoning Sickness Rule" -> "Summoning Sickness"; "Summon (Obsolete)" -> "Summon"."""
    if tokens and tokens[-1] == ")" and "(" in tokens:
        cut = tokens[:tokens.index("(")]
        return cut or None
    if len(tokens) > 2 and tokens[-1].lower() == "rule":
        return tokens[:-1]
    return None


def _is_rule_number(word: str) -> bool:
    return bool(re.fullmatch(r"[1-9]\d{2}(?:\.\d{1,3}[a-z]?)?\.?", word))


def _rule_refs(text: str) -> tuple[str, ...]:
    refs: list[str] = []
    for m in _RULE_REF.finditer(text):
        num = (m.group("num1") or m.group("num2")).lower()
        if num not in refs:
            refs.append(num)
    return tuple(refs)


def _cutoff(key: str) -> float:
    length = len(key.replace(" ", ""))
    if length < 5:
        return 101.0            # no fuzzy matching for very short words
    if length < 8:
        return 88.0
    return 85.0


def _strict_end(doc, s: int, e: int) -> int:
    """End of the span without trailing lower-case words and connectors."""
    while e > s + 1 and not _is_cap_word(doc[e - 1]):
        e -= 1
    return e


def _is_cap_word(tok) -> bool:
    text = tok.text
    if not text[:1].isupper():
        return False
    return tok.is_alpha or (any(c.isalpha() for c in text)
                            and all(c.isalpha() or c in "-'" for c in text))


def _whole_text_span(doc) -> tuple[int, int] | None:
    """The span of the non-punctuation tokens, when the text is one stretch of words."""
    idx = [t.i for t in doc if not (t.is_punct or t.is_space)]
    if not idx:
        return None
    return idx[0], idx[-1] + 1


def _dedupe(mentions: list[_Mention]) -> tuple[CardMention, ...]:
    """One CardMention per known card, at its first mention, with its first role."""
    out: dict[str, CardMention] = {}
    for m in mentions:
        if m.card is None or m.card in out:
            continue
        role = m.role
        if role is None:
            role = next((o.role for o in mentions if o.card == m.card and o.role), None)
        out[m.card] = CardMention(text=m.text, name=m.card, match=m.match, score=m.score, role=role)
    return tuple(out.values())
