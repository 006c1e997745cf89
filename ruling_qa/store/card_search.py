"""Card search: what the build writes for each card (`search_row`), and the in-memory index that
answers a query tree (`CardSearchIndex`).

Every condition of a query becomes a bit set over the cards in name order (a Python int, bit i =
the i-th card by name): colours, mana values, power and toughness values, keywords and facts are
precomputed sets, combined with `&`, `|` and `~`. A text condition ("contains", as Scryfall's)
looks up the field's distinct words that contain each of its words (a word index built on the
field's second search), and checks the text of only the cards having all of them; it is remembered.
AND, OR and NOT are then a few big-integer operations, and a page of results is the first set
bits from an offset.
"""
from __future__ import annotations

import re
import threading
from array import array
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from itertools import accumulate, repeat
from typing import Any, Callable, Iterable, Iterator

from ..models import Card
from ..parse.card_query import And, Node, Not, Or, Term, search_text, without_reminder_text

COLUMNS = ["card_id", "name", "names", "oracle_self", "full_oracle", "type_line", "mana_value",
           "colors", "identity", "keywords", "powers", "toughnesses", "loyalties", "produces", "facts"]
COLOR_BITS = {c: 1 << i for i, c in enumerate("WUBRGC")}
PERMANENT_TYPES = {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
SPELL_TYPES = {"Artifact", "Battle", "Creature", "Enchantment", "Planeswalker", "Instant", "Sorcery", "Kindred",
               "Tribal"}
_LAYOUT_FACTS = {"split": ("split",), "aftermath": ("split",), "flip": ("flip",), "transform": ("transform", "dfc"),
                 "modal_dfc": ("mdfc", "dfc"), "meld": ("meld", "dfc"), "adventure": ("adventure",),
                 "leveler": ("leveler",)}
FACE_SEPARATOR = "\n//\n"
TEXT_CACHE = 512          # text conditions remembered per index
RESULT_CACHE = 256        # whole queries remembered per index
COMMON_WORD = 1000        # a word on more cards than this keeps its bit set once computed


# --- at build time ------------------------------------------------------------------------------

def card_facts(card: Card) -> list[str]:
    """The `is:` values that hold for a card (see parse.card_query.IS_VALUES)."""
    facts: set[str] = set(_LAYOUT_FACTS.get(card.layout, ()))
    if len(card.faces) > 1:
        facts.add("multiface")
    front = card.faces[0]
    if PERMANENT_TYPES & set(front.types):
        facts.add("permanent")
    if SPELL_TYPES & set(front.types) and "Land" not in front.types:
        facts.add("spell")
    if "Creature" in front.types and not any(f.oracle_text.strip() for f in card.faces):
        facts.add("vanilla")
    for face in card.faces:
        if face.facts.mana_abilities:
            facts.add("mana-ability")
        if face.facts.tap_abilities:
            facts.add("tap-ability")
        if face.facts.untap_abilities:
            facts.add("untap-ability")
        for ability in face.abilities:
            kind = ability.mana_ability_of if ability.kind == "mana" else ability.kind
            if kind in ("triggered", "activated"):
                facts.add(kind)
            if ability.targets:
                facts.add("targets")
    return sorted(facts)


def card_keywords(card: Card) -> list[str]:
    """The keyword abilities the Oracle parser found on any face, lower case: static and triggered ones
    (flying, prowess) and activated ones (equip, cycling, crew, ninjutsu)."""
    return sorted({search_text(a.keyword) for f in card.faces for a in f.abilities if a.keyword})


FACE_FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty", "defense")


def summary(card: dict) -> dict:
    """What a search result shows of a card: the lookup's card object (`card` as stored) without
    parsed abilities and rulings."""
    faces = card.get("faces") or []
    return {"name": card.get("name"), "layout": card.get("layout"), "mana_value": card.get("mana_value"),
            "colors": _colors(c for f in faces for c in f.get("colors") or ()),
            "color_identity": list(card.get("color_identity") or ()),
            "type_line": " // ".join(f.get("type_line") or "" for f in faces), "oracle_id": card.get("oracle_id"),
            "faces": [{k: f.get(k) for k in FACE_FIELDS} for f in faces]}


def _colors(colors: Iterable[str]) -> list[str]:
    present = set(colors)
    return [c for c in "WUBRG" if c in present]


def _self_names(card: Card) -> list[str]:
    names = {card.name, *(f.name for f in card.faces)}
    for face in card.faces:
        names.update(r for r in face.facts.self_references if r[:1].isupper() and not r.startswith(("This", "That")))
    return sorted(names, key=len, reverse=True)


def search_row(card_id: int, card: Card) -> tuple:
    """The `card_search` row of one analysed card (columns: COLUMNS). The Oracle text without
    reminder text is derived when the index is loaded; `oracle_self` (names written "~") is
    stored only where it differs from it."""
    faces = card.faces
    full = search_text(FACE_SEPARATOR.join(f.oracle_text for f in faces))
    oracle = without_reminder_text(full) if "(" in full else full
    with_self = oracle
    for name in _self_names(card):
        folded = search_text(name)
        if folded in with_self:
            with_self = with_self.replace(folded, "~")
    names = dict.fromkeys(search_text(n) for n in (card.name, *(f.name for f in faces)))
    produced = {c for f in faces for c in f.facts.mana_colors}
    return (card_id, card.name, "\n".join(names), with_self if with_self != oracle else "", full,
            search_text(" // ".join(f.type_line for f in faces)), card.mana_value,
            "".join(_colors(c for f in faces for c in f.colors)), "".join(card.color_identity),
            "\n".join(card_keywords(card)), "\n".join(f.power or "" for f in faces),
            "\n".join(f.toughness or "" for f in faces), "\n".join(f.loyalty or "" for f in faces),
            "".join(c for c in "WUBRGC" if c in produced), " ".join(card_facts(card)))


def printed_number(value: str) -> float | None:
    """A printed power, toughness or loyalty as searches compare it: "3" -> 3, "*" -> 0,
    "1+*" -> 1, "-1" -> -1, "2.5" -> 2.5; "X", "?" and "∞" have no number (never match)."""
    text = value.strip().replace("\u2212", "-")
    if not text:
        return None
    if "*" in text:
        head = text.split("*", 1)[0].rstrip("+-")
        text = head or "0"
    try:
        return float(text)
    except ValueError:
        return None


# --- at query time ------------------------------------------------------------------------------

def _mask(indices: Iterable[int], size: int) -> int:
    bits = bytearray((size + 7) // 8)
    for i in indices:
        bits[i >> 3] |= 1 << (i & 7)
    return int.from_bytes(bits, "little")


_BITS = bytes.maketrans(b"\x00\x01", b"01")


def _scan(texts: list[str], needle: str) -> int:
    """The bit set of the texts containing `needle` (one C-level pass over the list)."""
    found = bytes(map(str.__contains__, texts, repeat(needle)))
    return int(found.translate(_BITS)[::-1], 2) if found else 0


def _positions(found: int) -> Iterator[int]:
    """The positions of the set bits, lowest first."""
    bits = bin(found)[:1:-1]
    at = bits.find("1")
    while at >= 0:
        yield at
        at = bits.find("1", at + 1)


_WORDS = re.compile(r"\{[^{}]*\}|[a-z0-9]+")


class _Words:
    """The distinct words of one text field (runs of letters and digits, and whole {symbols}),
    each with the cards that have it: a text condition looks at the words containing each of its
    own words instead of every card's text."""

    def __init__(self, texts: list[str]):
        postings: dict[str, list[int]] = {}
        for i, text in enumerate(texts):
            for word in set(_WORDS.findall(text)):
                postings.setdefault(word, []).append(i)
        self.words = sorted(postings)
        self.postings = [array("I", postings[w]) for w in self.words]
        self.joined = "\n".join(self.words)
        self.starts = list(accumulate((len(w) + 1 for w in self.words[:-1]), initial=0))
        self.common: dict[int, int] = {}

    def containing(self, token: str) -> Iterator[int]:
        """The indexes of the words that contain `token`."""
        starts, find = self.starts, self.joined.find
        at = find(token)
        while at >= 0:
            k = bisect_right(starts, at) - 1
            yield k
            at = find(token, starts[k + 1]) if k + 1 < len(starts) else -1

    def candidates(self, needle: str, size: int) -> tuple[int, bool] | None:
        """The cards whose text may contain `needle` (a superset) and whether that is exact (the
        needle is one word); None when the needle has no word worth looking up. A word of the
        needle with a separator on each side is a whole word of the text; a word at either end
        may be part of a longer one (words of one or two letters there are left to the check)."""
        single = _WORDS.fullmatch(needle) is not None
        out = -1
        for match in _WORDS.finditer(needle):
            token, start, end = match[0], match.start(), match.end()
            if not single and _whole(needle, start, end):
                k = bisect_left(self.words, token)
                found = self._mask_of([k] if k < len(self.words) and self.words[k] == token else [], size)
            elif single or len(token) >= 3:
                found = self._mask_of(self.containing(token), size)
            else:
                continue
            out &= found
            if not out:
                return 0, True
        return None if out == -1 else (out, single)

    def _mask_of(self, indexes: Iterable[int], size: int) -> int:
        out = 0
        bits = bytearray((size + 7) // 8)
        for k in indexes:
            postings = self.postings[k]
            if len(postings) > COMMON_WORD:      # "creature", "target": a bit set kept per word
                common = self.common.get(k)
                if common is None:
                    common = self.common[k] = _mask(postings, size)
                out |= common
                continue
            for i in postings:
                bits[i >> 3] |= 1 << (i & 7)
        return out | int.from_bytes(bits, "little")


def _whole(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] has a separator on each side (not a symbol's {, } or /)."""
    return (start > 0 and text[start - 1] not in "{}/" and end < len(text) and text[end] not in "{}/")


_COMPARE: dict[str, Callable[[float, float], bool]] = {
    "=": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b}


def _set_matches(op: str, have: int, want: int) -> bool:
    """Colour sets as bit sets: `have` compared with `want` (subset order)."""
    if op == "=":
        return have == want
    if op == "!=":
        return have != want
    if op == ">=":
        return have & want == want
    if op == ">":
        return have & want == want and have != want
    if op == "<=":
        return have & ~want == 0
    return have & ~want == 0 and have != want      # "<"


class CardSearchIndex:
    """Every card's searchable fields in name order, and the precomputed bit sets."""

    def __init__(self, rows: Iterable[tuple]):
        rows = sorted(rows, key=lambda r: (r[2].split("\n", 1)[0], r[0]))
        self.size = len(rows)
        self.all = (1 << self.size) - 1
        self.card_ids = [r[0] for r in rows]
        full = [r[4] for r in rows]
        oracle = [without_reminder_text(text) if "(" in text else text for text in full]
        self.text = {"name": [r[2] for r in rows], "oracle": oracle,
                     "oracle_self": [r[3] or plain for r, plain in zip(rows, oracle)],
                     "full_oracle": full, "type": [r[5] for r in rows]}
        self.exact: dict[str, list[int]] = {}
        for i, r in enumerate(rows):
            for name in r[2].split("\n"):
                self.exact.setdefault(name, []).append(i)
        groups: dict[tuple[str, object], list[int]] = {}

        def add(key: str, value: object, i: int) -> None:
            groups.setdefault((key, value), []).append(i)

        for i, (_, _, _, _, _, _, mv, colors, identity, keywords, powers, toughnesses, loyalties, produces,
                facts) in enumerate(rows):
            if mv is not None:
                add("mv", float(mv), i)
            add("color", sum(COLOR_BITS[c] for c in colors), i)
            add("identity", sum(COLOR_BITS[c] for c in identity), i)
            add("produces", sum(COLOR_BITS[c] for c in produces), i)
            for keyword in filter(None, keywords.split("\n")):
                add("keyword", keyword, i)
            for fact in facts.split():
                add("is", fact, i)
            for key, values in (("pow", powers), ("tou", toughnesses), ("loy", loyalties)):
                for number in {printed_number(v) for v in values.split("\n")}:
                    if number is not None:
                        add(key, number, i)
        # key -> value (a number, a colour bit set, a keyword or fact) -> the cards having it
        self.sets: dict[str, dict[Any, int]] = {}
        for (key, value), members in groups.items():
            self.sets.setdefault(key, {})[value] = _mask(members, self.size)
        self.keywords: list[str] = sorted(self.sets.get("keyword", {}))
        self._lock = threading.Lock()
        self._texts: OrderedDict[tuple[str, str], int] = OrderedDict()
        self._results: OrderedDict[Node, int] = OrderedDict()
        self._words: dict[str, _Words] = {}
        self._searched: dict[str, int] = {}

    # --- evaluation -----------------------------------------------------------------------------

    def matches(self, node: Node) -> int:
        """The bit set of the cards matching a query tree (whole queries remembered)."""
        found = self._results.get(node)
        if found is None:
            found = self._evaluate(node)
            with self._lock:
                self._results[node] = found
                if len(self._results) > RESULT_CACHE:
                    self._results.popitem(last=False)
        return found

    def _evaluate(self, node: Node) -> int:
        if isinstance(node, And):
            out = self.all
            for part in sorted(node.nodes, key=lambda n: isinstance(n, Term) and n.key in self.text):
                out &= self._evaluate(part)      # cheap sets first: a scan is skipped once nothing is left
                if not out:
                    break
            return out
        if isinstance(node, Or):
            out = 0
            for part in node.nodes:
                out |= self._evaluate(part)
            return out
        if isinstance(node, Not):
            return self.all & ~self._evaluate(node.node)
        return self._term(node)

    def _term(self, term: Term) -> int:
        key, op, value = term.key, term.op, term.value
        if key in self.text:
            return self._text(key, str(value))
        if key == "exact":
            return _mask(self.exact.get(str(value), ()), self.size)
        sets = self.sets.get(key, {})
        if key in ("keyword", "is"):
            return sets.get(value, 0)
        out = 0
        if key in ("color", "identity", "produces"):
            if value == "m":
                return self._union(sets, lambda have: bin(have & 0b11111).count("1") >= 2)
            want = sum(COLOR_BITS[c] for c in str(value))
            return self._union(sets, lambda have: _set_matches(op, have, want))
        compare = _COMPARE[op]
        for number, members in sets.items():
            if compare(number, float(value)):
                out |= members
        return out

    @staticmethod
    def _union(sets: dict[Any, int], keep: Callable[[int], bool]) -> int:
        out = 0
        for have, members in sets.items():
            if keep(have):
                out |= members
        return out

    def _text(self, field: str, needle: str) -> int:
        key = (field, needle)
        found = self._texts.get(key)
        if found is None:
            found = self._find(field, needle)
            with self._lock:
                self._texts[key] = found
                if len(self._texts) > TEXT_CACHE:
                    self._texts.popitem(last=False)
        return found

    def _find(self, field: str, needle: str) -> int:
        """The cards whose `field` contains `needle`: the candidates its words allow, each checked."""
        texts = self.text[field]
        words = self._words.get(field)
        if words is None:
            # a field's word index (0.1-0.4 s to build) pays from its second search on: a one-off
            # search (the CLI) reads every text instead (5-15 ms)
            with self._lock:
                self._searched[field] = self._searched.get(field, 0) + 1
                if self._searched[field] < 2:
                    return _scan(texts, needle)
                words = self._words.get(field) or _Words(texts)
                self._words[field] = words
        narrowed = words.candidates(needle, self.size)
        if narrowed is None:
            return _scan(texts, needle)
        candidates, exact = narrowed
        if exact or not candidates:
            return candidates
        return _mask((i for i in _positions(candidates) if needle in texts[i]), self.size)

    def page(self, found: int, offset: int, count: int) -> list[int]:
        """The card ids of the matches from `offset` (in name order), at most `count`."""
        bits = bin(found)[:1:-1]            # bit 0 first
        out: list[int] = []
        at = -1
        for _ in range(offset + count):
            at = bits.find("1", at + 1)
            if at < 0:
                break
            out.append(at)
        return [self.card_ids[i] for i in out[offset:]]
