"""KnowledgeBase: read-only queries over the built index, and card-name resolution.

Opened read-only (the file is never written here); one SQLite connection per thread, so a server
may share one KnowledgeBase between concurrent requests.
"""
from __future__ import annotations

import json
import os
import re
import sqlite3
import threading
import time
import zlib
from bisect import bisect_left
from collections import defaultdict
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Iterable, Iterator

import orjson
from rapidfuzz import fuzz, process

from ..errors import (
    AmbiguousCard,
    BadInput,
    IndexDamaged,
    IndexMissing,
    IndexReplaced,
    IndexUnusable,
    InputTooLarge,
    QueryTooCostly,
    UnknownCard,
    UnknownRule,
    UnknownTerm,
)
from ..models import GlossaryEntry, Rule, Ruling
from ..parse.card_query import And, BadQuery, Node, Not, Or, Term, parse_card_query, search_text
from ..parse.names import normalize_name
from ..parse.rules import rule_sort_key
from . import card_search, schema
from .card_search import CardSearchIndex

MAX_QUERY_CHARS = 1000
MAX_NAME_CHARS = 200
FUZZY_ACCEPT = 84        # rapidfuzz ratio at which a misspelling resolves ("Llanowar Elfs" scores 89)
RULE_NUMBER = re.compile(r"^\d{1,3}(?:\.\d+[a-z]{0,2})?\.?$")
_SEARCH_TOKEN = re.compile(r'"([^"]*)"|([^\W_]+(?:[\'’][^\W_]+)*)(\*?)', re.UNICODE)
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
FTS_OPERATORS = {"AND", "OR", "NOT", "NEAR"}
# A search's cost bound: each distinct term once, a few prefix terms of 2+ letters ("t*" alone
# scans every token starting with t), and a time budget enforced inside SQLite.
MAX_SEARCH_TERMS = 64
MAX_PREFIX_TERMS = 4
MIN_PREFIX_CHARS = 2
SEARCH_BUDGET_SECONDS = 1.0
SUMMARY_CACHE = 2048       # card search summaries kept in memory (about 1 KB each)


@dataclass(frozen=True)
class CardMatch:
    """How a user's card name was resolved."""

    query: str
    card_id: int
    name: str
    match: str           # exact, normalized, face, nickname, partial, fuzzy
    score: float

    def to_dict(self) -> dict:
        return {"query": self.query, "name": self.name, "match": self.match, "score": round(self.score, 1)}


def file_identity(path: Path) -> tuple[int, int, int, int]:
    """(device, inode, size, modification time): changes when a rebuild renames a new file into place."""
    stat = os.stat(path)
    return stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns


def check_text(value: str, what: str, limit: int) -> str:
    """Reject input no query can use, with a message saying what was wrong."""
    if "\x00" in value:
        raise BadInput(f"the {what} contains a NUL byte; send plain text")
    if len(value) > limit:
        raise InputTooLarge(f"the {what} is {len(value):,} characters long; the limit is {limit:,}")
    if not value.strip():
        raise BadInput(f"the {what} is empty")
    return value.strip()


def fts_query(text: str, any_term: bool = False) -> str | None:
    """User text -> a safe FTS5 query: every word and "quoted phrase" quoted (so no user text is
    ever FTS syntax), `word*` kept as a prefix search, all terms required (or any, with any_term)."""
    terms: list[str] = []
    prefixes = 0
    for phrase, word, star in _SEARCH_TOKEN.findall(text):
        if phrase:
            words = _WORD.findall(phrase)
            if words:
                terms.append('"' + " ".join(words) + '"')
        elif word and word not in FTS_OPERATORS:
            if star and len(word) < MIN_PREFIX_CHARS:
                raise QueryTooCostly(f"the prefix search {word}* is too broad: put at least "
                                     f"{MIN_PREFIX_CHARS} letters before the *", [f"{word}a*", word])
            prefixes += bool(star)
            terms.append('"' + " ".join(_WORD.findall(word)) + '"' + ("*" if star else ""))
    terms = list(dict.fromkeys(terms))        # "t* t* t*" is one term
    if prefixes and sum(t.endswith("*") for t in terms) > MAX_PREFIX_TERMS:
        raise QueryTooCostly(f"the search has more than {MAX_PREFIX_TERMS} prefix terms (word*); "
                             "use fewer, or whole words")
    if not terms:
        return None
    return (" OR " if any_term else " ").join(terms[:MAX_SEARCH_TERMS])


def _starting_with(keys: list[str], owners: list[str], prefix: str, most: int = 500) -> Iterator[str]:
    """The owners of the sorted `keys` that start with `prefix` (at most `most`)."""
    at = bisect_left(keys, prefix)
    end = min(len(keys), at + most)
    while at < end and keys[at].startswith(prefix):
        yield owners[at]
        at += 1


class KnowledgeBase:
    """Read-only access to one built index file."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self._paths = (str(self.path),)
        if not self.path.is_file():
            raise IndexMissing(f"no index at {self.path}; build it with `ruling-qa build`", paths=self._paths)
        # Which file this is: a connection opened later (each thread opens its own) must read the
        # same file, not one a rebuild renamed into place meanwhile.
        self.identity = file_identity(self.path)
        self._local = threading.local()
        meta = self.meta
        if meta.get("schema_version") != str(schema.SCHEMA_VERSION):
            raise IndexUnusable(f"the index at {self.path} has schema {meta.get('schema_version')!r}, "
                                f"this version of ruling-qa reads {schema.SCHEMA_VERSION}; rebuild it with `ruling-qa build`",
                                paths=self._paths)

    # --- plumbing -------------------------------------------------------------------------------

    @property
    def db(self) -> sqlite3.Connection:
        connection = getattr(self._local, "connection", None)
        if connection is None:
            try:
                connection = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True,
                                             check_same_thread=False)
                connection.execute("PRAGMA query_only = ON")
            except sqlite3.Error as exc:
                raise IndexUnusable(f"cannot open the index at {self.path}: {exc}", paths=self._paths) from None
            # SQLite opened the file by name: if a rebuild renamed a new file into place since this
            # KnowledgeBase was made, this connection reads the new file. Never mix the two.
            try:
                replaced = file_identity(self.path) != self.identity
            except OSError:
                replaced = True
            if replaced:
                connection.close()
                raise IndexReplaced(f"the index at {self.path} was replaced while it was being read; "
                                    "try again", paths=self._paths)
            self._local.connection = connection
        return connection

    def _rows(self, sql: str, params=()) -> list[tuple]:
        try:
            return self.db.execute(sql, params).fetchall()
        except sqlite3.DatabaseError as exc:
            if "not a database" in str(exc) or "unable to open" in str(exc):
                raise IndexUnusable(f"the index at {self.path} cannot be read ({exc}); rebuild it with "
                                    "`ruling-qa build`", paths=self._paths) from None
            raise self.damaged(str(exc)) from None

    def damaged(self, what: str) -> IndexDamaged:
        """The one error for an index that opened but cannot be read in part."""
        return IndexDamaged(f"the index at {self.path} is damaged ({what}): rebuild it with `ruling-qa build`",
                            paths=self._paths)

    @cached_property
    def meta(self) -> dict:
        out = {}
        for key, value in self._rows("SELECT key, value FROM meta"):
            if not isinstance(value, str):
                raise self.damaged(f"metadata {key!r} is not text")
            try:
                out[key] = json.loads(value) if value[:1] in "[{" else value
            except ValueError:
                raise self.damaged(f"metadata {key!r} is not valid JSON") from None
        return out

    def versions(self) -> dict:
        """The data an answer was computed from (what `sources` says in every result)."""
        return {"cr_effective_date": self.meta.get("cr_effective_date"),
                "card_data_version": self.meta.get("card_data_version"),
                "demo_corpus": self.meta.get("demo_corpus") == "yes"}

    # --- rules ----------------------------------------------------------------------------------

    def _rule(self, row) -> Rule:
        number, level, parent, text, examples, refs, line = row
        try:
            return Rule(number, level, text, parent, tuple(json.loads(examples)), tuple(json.loads(refs)), line)
        except (TypeError, ValueError):
            raise self.damaged(f"rule {number} has malformed data") from None

    _RULE_COLUMNS = "number, level, parent, text, examples, refs, line"

    def rule(self, number: str) -> Rule:
        number = check_text(number, "rule number", 40).rstrip(".")
        rows = self._rows(f"SELECT {self._RULE_COLUMNS} FROM rules WHERE number = ?", (number,))
        if not rows:
            raise self._unknown_rule(number)
        return self._rule(rows[0])

    def rules(self, numbers) -> list[Rule]:
        numbers = list(dict.fromkeys(numbers))
        if not numbers:
            return []
        marks = ",".join("?" * len(numbers))
        found = {r.number: r for r in map(self._rule, self._rows(
            f"SELECT {self._RULE_COLUMNS} FROM rules WHERE number IN ({marks})", numbers))}
        return [found[n] for n in numbers if n in found]

    def children(self, number: str) -> list[Rule]:
        return [self._rule(r) for r in self._rows(
            f"SELECT {self._RULE_COLUMNS} FROM rules WHERE parent = ? ORDER BY seq", (number,))]

    def referenced_by(self, number: str) -> list[str]:
        rows = self._rows("SELECT r.number FROM rule_refs x JOIN rules r ON r.number = x.source "
                          "WHERE x.target = ? ORDER BY r.seq", (number,))
        return list(dict.fromkeys(r[0] for r in rows))

    def glossary_pointing_to(self, number: str) -> list[str]:
        rows = self._rows("SELECT term FROM glossary WHERE instr(refs, ?) ORDER BY id", (json.dumps(number),))
        return [term for (term,) in rows]

    def has_rule(self, number: str) -> bool:
        return bool(self._rows("SELECT 1 FROM rules WHERE number = ?", (number,)))

    @cached_property
    def _rule_numbers(self) -> list[str]:
        return sorted((r[0] for r in self._rows("SELECT number FROM rules")), key=rule_sort_key)

    def _unknown_rule(self, number: str) -> UnknownRule:
        if not RULE_NUMBER.match(number):
            return UnknownRule(f"{number!r} is not a rule number: rule numbers look like 702, 702.19 or 702.19b",
                               ["702", "702.19", "702.19b"])
        numbers = self._rule_numbers
        keys = [rule_sort_key(n) for n in numbers]
        at = bisect_left(keys, rule_sort_key(number))
        near = numbers[max(0, at - 3): at + 3]
        parent = number.rstrip("abcdefghijkmnpqrstuvwxyz") if number[-1:].isalpha() else number.rpartition(".")[0]
        same_family = [n for n in near if n.startswith(parent)] if parent else []
        suggestions = list(dict.fromkeys(same_family + near))[:5]
        return UnknownRule(f"there is no rule {number} in the Comprehensive Rules "
                           f"({self.meta.get('cr_effective_date')}); nearest: {', '.join(suggestions)}",
                           suggestions)

    # --- glossary -------------------------------------------------------------------------------

    def _entry(self, entry_id: int) -> GlossaryEntry:
        rows = self._rows("SELECT term, names, text, refs FROM glossary WHERE id = ?", (entry_id,))
        if not rows:
            raise self.damaged(f"glossary entry {entry_id} is named but missing")
        term, names, text, refs = rows[0]
        return GlossaryEntry(term, tuple(self._json_list(names, term)), text, tuple(self._json_list(refs, term)))

    def _json_list(self, value, where: str) -> list:
        try:
            out = json.loads(value)
        except (TypeError, ValueError):
            raise self.damaged(f"{where} has malformed data") from None
        if not isinstance(out, list):
            raise self.damaged(f"{where} has malformed data")
        return out

    @cached_property
    def _glossary_names(self) -> dict[str, tuple[int, str]]:
        """Normalised name -> (entry id, name); a name both an obsolete and a current entry carry
        ("Transforming Double-Faced Cards") is the current entry's."""
        obsolete = self._obsolete_entries
        out: dict[str, tuple[int, str]] = {}
        for norm, entry_id, name in self._rows("SELECT norm, entry_id, name FROM glossary_names"):
            if norm not in out or (out[norm][0] in obsolete and entry_id not in obsolete):
                out[norm] = (entry_id, name)
        return out

    def glossary_names(self) -> list[str]:
        return [name for _, name in self._glossary_names.values()]

    def define(self, term: str) -> tuple[GlossaryEntry, str]:
        """The glossary entry filed under `term` (any of its names; close misspellings resolved),
        with how it matched ("exact" or "fuzzy")."""
        term = check_text(term, "glossary term", MAX_NAME_CHARS)
        norm = normalize_name(term)
        names = self._glossary_names
        hit = names.get(norm) or names.get(norm.rstrip("s")) or names.get(norm + "s")
        if hit:
            return self._entry(hit[0]), "exact"
        abbreviation = self.abbreviation(norm)   # "SBA", "ETBs", "CDA" (data/abbreviations.tsv)
        if abbreviation is not None:
            hit = names.get(normalize_name(abbreviation))
            if hit:
                return self._entry(hit[0]), "abbreviation"
        # Close names, best entry first; an obsolete entry ("Mana Source (Obsolete)") only when no
        # current entry scores as well. A clear winner is one entry ahead of every other.
        found = process.extract(norm, list(names), scorer=fuzz.WRatio, limit=12, score_cutoff=60)
        best: dict[int, tuple[float, str]] = {}
        for choice, score, _ in found:
            entry_id, name = names[choice]
            if entry_id not in best or score > best[entry_id][0]:
                best[entry_id] = (score, name)
        obsolete = self._obsolete_entries
        ranked = sorted(best.items(), key=lambda kv: (-kv[1][0], kv[0] in obsolete))
        current = [kv for kv in ranked if kv[0] not in obsolete] or ranked
        if current and current[0][1][0] >= 88 and (len(current) == 1 or current[1][1][0] < current[0][1][0]):
            return self._entry(current[0][0]), "fuzzy"
        several = len(current) > 1 and current[0][1][0] >= 88
        close = [kv for kv in current if kv[1][0] >= 88] if several else current + ranked
        suggestions = list(dict.fromkeys(self._entry_terms[i] for i, _ in close))[:6]
        raise UnknownTerm((f"{term!r} could be several glossary entries" if several else
                           f"no glossary entry for {term!r}")
                          + (f"; closest: {', '.join(suggestions)}" if suggestions else ""), suggestions)

    @cached_property
    def _entry_terms(self) -> dict[int, str]:
        return dict(self._rows("SELECT id, term FROM glossary"))

    @cached_property
    def _obsolete_entries(self) -> frozenset[int]:
        return frozenset(i for i, term in self._entry_terms.items() if term.endswith("(Obsolete)"))

    @cached_property
    def _abbreviations(self) -> dict[str, str]:
        table = self.meta.get("abbreviations") or {}
        return {str(k): str(v) for k, v in table.items()} if isinstance(table, dict) else {}

    def abbreviation(self, text: str) -> str | None:
        """The glossary term a rules abbreviation stands for ("SBAs" -> State-Based Actions), or None."""
        norm = normalize_name(text)
        table = self._abbreviations
        return table.get(norm) or (table.get(norm[:-1]) if norm.endswith("s") else None)

    # --- cards ----------------------------------------------------------------------------------

    @cached_property
    def _names(self) -> tuple[dict[str, set[int]], list[str], dict[tuple[str, int], tuple[str, str]]]:
        ids: dict[str, set[int]] = defaultdict(set)
        surfaces: dict[tuple[str, int], tuple[str, str]] = {}
        for norm, card_id, surface, kind in self._rows("SELECT norm, card_id, surface, kind FROM card_names"):
            ids[norm].add(card_id)
            surfaces[(norm, card_id)] = (surface, kind)
        return ids, sorted(ids), surfaces

    def card_names(self) -> list[tuple[str, str]]:
        """(surface name, card name) for every card and face name: what the question reader matches."""
        names = self._card_names_by_id
        _, _, surfaces = self._names
        return [(surface, names[card_id]) for (_, card_id), (surface, _) in surfaces.items()]

    @cached_property
    def _card_names_by_id(self) -> dict[int, str]:
        return dict(self._rows("SELECT id, name FROM cards"))

    def _card_name(self, card_id: int) -> str:
        return self._card_names_by_id[card_id]

    def resolve_card(self, query: str) -> CardMatch:
        """Resolve what a user typed to one card: exact, accent/case/apostrophe-insensitive, one face
        of a multi-face card, a unique partial name, or a close misspelling. Raises UnknownCard or
        AmbiguousCard with the closest names."""
        query = check_text(query, "card name", MAX_NAME_CHARS)
        norm = normalize_name(query.strip("[]"))
        ids, norms, surfaces = self._names
        found = ids.get(norm, set())
        if len(found) > 1:
            # "Fire" is the first face of Fire // Ice but the second of Start // Fire: prefer the
            # card it fronts.
            fronted = {i for i in found if surfaces[(norm, i)][1] != "later-face"}
            found = fronted if len(fronted) == 1 else found
        if len(found) > 1:
            # "Bind" is a card's whole name and a face of Bind // Liberate: the card so named
            whole = {i for i in found if surfaces[(norm, i)][1] == "name"}
            found = whole if len(whole) == 1 else found
        if len(found) == 1:
            card_id = next(iter(found))
            surface, kind = surfaces[(norm, card_id)]
            match = ("exact" if surface == query else "normalized") if kind == "name" else "face"
            return CardMatch(query, card_id, self._card_name(card_id), match, 100.0)
        if found:
            names = sorted(self._card_name(i) for i in found)
            raise AmbiguousCard(f"{query!r} names several cards: {', '.join(names)}", names)
        nickname = self.nickname(norm)      # "bob", "goyf": names players use (data/nicknames.tsv)
        if nickname is not None:
            return nickname
        # A unique partial name: "Sheoldred, the" (a prefix ending at a word boundary), else any
        # unique prefix of five letters or more ("Sheoldred, the Apo").
        partial = self._prefixed(norm, word_boundary=True)
        if not partial and len(norm) >= 5:
            partial = self._prefixed(norm, word_boundary=False)
        if len(partial) == 1 and len(norm) >= 4:
            card_id = next(iter(partial))
            return CardMatch(query, card_id, self._card_name(card_id), "partial", 90.0)
        scored = self._close_names(norm)
        best: dict[int, float] = {}
        for choice, score, _ in scored:
            for card_id in ids[choice]:
                best.setdefault(card_id, score)
        ranked = sorted(best.items(), key=lambda kv: -kv[1])
        clear_winner = ranked and ranked[0][1] >= FUZZY_ACCEPT and (len(ranked) == 1 or ranked[1][1] <= ranked[0][1] - 4)
        if clear_winner and (len(partial) <= 1 or ranked[0][1] >= 95):
            card_id, score = ranked[0]
            return CardMatch(query, card_id, self._card_name(card_id), "fuzzy", score)
        by_length = sorted(partial, key=lambda i: (len(self._card_name(i)), self._card_name(i)))
        candidates = by_length + [i for i, _ in ranked]
        if len(candidates) < 5:
            extra = process.extract(norm, norms, scorer=fuzz.WRatio, limit=5, score_cutoff=50)
            candidates += [i for choice, _, _ in extra for i in sorted(ids[choice])]
        suggestions = list(dict.fromkeys(self._card_name(i) for i in candidates))[:5]
        ambiguous = len(partial) > 1 or (len(ranked) > 1 and ranked[0][1] >= FUZZY_ACCEPT)
        message = f"{query!r} could be several cards" if ambiguous else f"no card named {query!r}"
        error = AmbiguousCard if ambiguous else UnknownCard
        raise error(message + (f"; closest: {', '.join(suggestions)}" if suggestions else ""), suggestions)

    @cached_property
    def _nicknames(self) -> dict[str, int]:
        """Normalised nickname -> card id (the table the build checked against this card data)."""
        table = self.meta.get("nicknames") or {}
        ids = self._names[0]
        out = {}
        for key, name in (table.items() if isinstance(table, dict) else ()):
            found = ids.get(normalize_name(str(name)), set())
            if len(found) == 1:
                out[str(key)] = next(iter(found))
        return out

    def nickname(self, text: str) -> CardMatch | None:
        """The card a community nickname means ("bob" -> Dark Confidant), or None."""
        norm = normalize_name(text.strip("[]"))
        card_id = self._nicknames.get(norm)
        if card_id is None:
            return None
        return CardMatch(text, card_id, self._card_name(card_id), "nickname", 100.0)

    @cached_property
    def _by_initial(self) -> dict[str, tuple[list[int], list[str]]]:
        """Names grouped by first letter, each group sorted by length (with the lengths beside)."""
        groups: dict[str, list[str]] = defaultdict(list)
        for norm in self._names[1]:
            groups[norm[:1]].append(norm)
        out = {}
        for initial, names in groups.items():
            names.sort(key=len)
            out[initial] = ([len(n) for n in names], names)
        return out

    def _close_names(self, norm: str) -> list[tuple[str, float, int]]:
        """Names within a few edits of `norm`: first among names with the same first letter and a
        similar length (most typos keep both; ~1% of the names to score), then, if none is close,
        among all names."""
        lengths, names = self._by_initial.get(norm[:1], ([], []))
        near = names[bisect_left(lengths, len(norm) - 2):bisect_left(lengths, len(norm) + 3)]
        scored = process.extract(norm, near, scorer=fuzz.ratio, limit=6, score_cutoff=70)
        if scored and scored[0][1] >= FUZZY_ACCEPT:
            return scored
        return process.extract(norm, self._names[1], scorer=fuzz.ratio, limit=6, score_cutoff=70)

    def _prefixed(self, norm: str, word_boundary: bool, limit: int = 12) -> set[int]:
        ids, norms, _ = self._names
        at = bisect_left(norms, norm)
        out: set[int] = set()
        while at < len(norms) and norms[at].startswith(norm) and len(out) < limit:
            rest = norms[at][len(norm):len(norm) + 1]
            if rest and (not word_boundary or rest in " ,"):
                out |= ids[norms[at]]
            at += 1
        return out

    def _card_json(self, card_id: int, data) -> dict:
        try:
            card = orjson.loads(zlib.decompress(data))
        except (zlib.error, TypeError, orjson.JSONDecodeError):
            raise self.damaged(f"card {card_id}'s compressed data cannot be read") from None
        if not isinstance(card, dict):
            raise self.damaged(f"card {card_id}'s data is not a card")
        return card

    def card_data(self, card_id: int) -> dict:
        """The stored card (faces with Oracle text and parsed abilities) plus its rulings by date."""
        rows = self._rows("SELECT name, data FROM cards WHERE id = ?", (card_id,))
        if not rows:
            raise self.damaged(f"card {card_id} is named but missing")
        card = self._card_json(card_id, rows[0][1])
        card["rulings"] = [{"date": d, "text": t} for d, t in self._rows(
            "SELECT date, text FROM rulings WHERE card_id = ? ORDER BY date, id", (card_id,))]
        return card

    def rulings(self, card_id: int) -> list[Ruling]:
        return [Ruling(d, t) for d, t in self._rows(
            "SELECT date, text FROM rulings WHERE card_id = ? ORDER BY date, id", (card_id,))]

    def card_ids(self) -> list[int]:
        return [r[0] for r in self._rows("SELECT id FROM cards ORDER BY id")]

    # --- card search (store.card_search) ---------------------------------------------------------

    @cached_property
    def card_search_index(self) -> CardSearchIndex:
        """Every card's searchable fields in memory (loaded on first use, about 0.3 s)."""
        return CardSearchIndex(self._rows(f"SELECT {', '.join(card_search.COLUMNS)} FROM card_search"))

    def search_cards(self, query: str, offset: int = 0, count: int = 20) -> tuple[Node, int, list[dict]]:
        """Cards matching a search in the subset of Scryfall's syntax `parse.card_query` reads, in
        name order: (the query as read, how many match, the summaries from `offset`, at most
        `count`). A query that cannot be read is a BadQuery saying what would work."""
        node = self._with_nicknames(parse_card_query(query))
        index = self.card_search_index
        self._check_keywords(node, index)
        found = index.matches(node)
        ids = index.page(found, offset, count)
        if not ids:
            return node, found.bit_count(), []
        return node, found.bit_count(), [orjson.loads(summary) for summary in self._summaries(ids)]

    def _summaries(self, ids: list[int]) -> list[bytes]:
        """Search results' card summaries as JSON, read from the cards' data once each (the most
        recently read few thousand are kept)."""
        cache = self._summary_cache
        found: dict[int, bytes] = {}
        missing = []
        for card_id in ids:
            summary = cache.get(card_id)
            if summary is None:
                missing.append(card_id)
            else:
                found[card_id] = summary
        if missing:
            rows = dict(self._rows(f"SELECT id, data FROM cards WHERE id IN ({','.join('?' * len(missing))})",
                                   missing))
            if len(rows) != len(missing):
                raise self.damaged("a card found by search is missing")
            for card_id, data in rows.items():
                found[card_id] = cache[card_id] = orjson.dumps(card_search.summary(self._card_json(card_id, data)))
            while len(cache) > SUMMARY_CACHE:
                try:
                    del cache[next(iter(cache))]
                except (RuntimeError, StopIteration, KeyError):   # another thread trimmed it meanwhile
                    break
        return [found[i] for i in ids]

    @cached_property
    def _summary_cache(self) -> dict[int, bytes]:
        return {}

    def _with_nicknames(self, node: Node) -> Node:
        """Name words that are a nickname players use ("bob", "goyf") also find the card they mean;
        so do all the name words of a query together ("jace tms")."""
        def card(words: str) -> Term | None:
            match = self.nickname(words) if words else None
            return Term("exact", "=", search_text(match.name)) if match else None

        if isinstance(node, Term):
            named = card(str(node.value)) if node.key == "name" else None
            return Or((node, named)) if named else node
        if isinstance(node, Not):
            return Not(self._with_nicknames(node.node))
        words = [str(n.value) for n in node.nodes if isinstance(n, Term) and n.key == "name"]
        if isinstance(node, And) and len(words) == len(node.nodes):
            named = card(" ".join(words))
            if named:
                return Or((node, named))
        parts = tuple(self._with_nicknames(n) for n in node.nodes)
        return And(parts) if isinstance(node, And) else Or(parts)

    @staticmethod
    def _check_keywords(node: Node, index: CardSearchIndex) -> None:
        """kw: names a keyword some card has; else the error lists the closest keywords."""
        stack = [node]
        while stack:
            item = stack.pop()
            if isinstance(item, (And, Or)):
                stack.extend(item.nodes)
            elif isinstance(item, Not):
                stack.append(item.node)
            elif item.key == "keyword" and item.value not in index.sets.get("keyword", {}):
                close = [k for k, _, _ in process.extract(str(item.value), index.keywords, scorer=fuzz.WRatio,
                                                          limit=5, score_cutoff=60)]
                raise BadQuery(f"no card has the keyword {item.value!r}" + (
                    f"; closest: {', '.join(close)}" if close else "; keywords are written as on cards, e.g. "
                    'kw:flying, kw:"first strike"'), [f"kw:{k}" for k in close])

    # --- search ---------------------------------------------------------------------------------

    def search(self, query: str, limit: int = 10, kinds: tuple[str, ...] = ("rule", "glossary", "ruling")
               ) -> list[dict]:
        """Rules, glossary entries and rulings ranked by BM25 (FTS5), with snippets. Any text is
        accepted; words are matched as words, never as FTS syntax. All words must match, or, when
        nothing does, any of them."""
        query = check_text(query, "search query", MAX_QUERY_CHARS)
        limit = max(1, min(int(limit), 100))
        hits: list[dict] = []
        for any_term in (False, True):
            expression = fts_query(query, any_term)
            if expression is None:
                return []
            hits = self._search(expression, limit, kinds)
            if hits:
                break
        if "rule" in kinds:     # a concept the query names leads first ("summoning sickness" -> 302.6)
            concepts = self.concept_rules(query, limit=3)
            named = {h["number"] for h in concepts}
            hits = (concepts + [h for h in hits if h.get("number") not in named])[:limit]
        return hits

    def _search(self, expression: str, limit: int, kinds) -> list[dict]:
        table = "search" if "ruling" in kinds else "rule_search"
        kind_marks = ",".join("?" * len(kinds))
        db = self.db
        deadline = time.monotonic() + SEARCH_BUDGET_SECONDS
        # SQLite calls this every 2,000 virtual-machine steps; a true return aborts the query.
        db.set_progress_handler(lambda: time.monotonic() > deadline, 2_000)
        try:
            rows = db.execute(
                f"SELECT kind, ref, title, snippet({table}, 3, '[', ']', '…', 16), bm25({table}, 0, 0, 2.0, 1.0) "
                f"FROM {table} WHERE {table} MATCH ? AND kind IN ({kind_marks}) "
                f"ORDER BY bm25({table}, 0, 0, 2.0, 1.0) LIMIT ?", (expression, *kinds, limit)).fetchall()
        except sqlite3.OperationalError as exc:
            if "interrupted" in str(exc):
                raise QueryTooCostly(f"the search took longer than its {SEARCH_BUDGET_SECONDS:g} s budget; "
                                     "use fewer or more specific words") from None
            raise self.damaged(str(exc)) from None
        except sqlite3.DatabaseError as exc:
            raise self.damaged(str(exc)) from None
        finally:
            db.set_progress_handler(None, 0)
        hits = []
        for kind, ref, title, snippet, score in rows:
            hit = {"kind": kind, "title": title, "snippet": snippet, "score": round(-score, 3)}
            if kind == "rule":
                hit["number"] = ref
            elif kind == "ruling":
                card, date, text = self._rows(
                    "SELECT c.name, r.date, r.text FROM rulings r JOIN cards c ON c.id = r.card_id "
                    "WHERE r.id = ?", (int(ref),))[0]
                hit.update(card=card, date=date, text=text)
            else:
                hit["term"] = title
            hits.append(hit)
        return hits

    # --- export ---------------------------------------------------------------------------------

    def export(self, what: str) -> Iterator[dict]:
        """Every record of one kind, as the JSON objects `ruling-qa export` writes."""
        if what == "rules":
            for row in self._rows(f"SELECT {self._RULE_COLUMNS} FROM rules ORDER BY seq"):
                yield self._rule(row).to_dict()
        elif what == "glossary":
            for term, names, text, refs in self._rows("SELECT term, names, text, refs FROM glossary ORDER BY id"):
                yield {"term": term, "names": self._json_list(names, term), "text": text,
                       "refs": self._json_list(refs, term)}
        elif what == "cards":
            for card_id, data in self._rows("SELECT id, data FROM cards ORDER BY id"):
                yield self._card_json(card_id, data)
        elif what == "rulings":
            for card, date, text in self._rows(
                    "SELECT c.name, r.date, r.text FROM rulings r JOIN cards c ON c.id = r.card_id ORDER BY r.id"):
                yield {"card": card, "date": date, "text": text}
        else:
            raise BadInput(f"cannot export {what!r}; choose one of {', '.join(schema.EXPORTABLE)}",
                           list(schema.EXPORTABLE))

    # --- web pages: autocomplete, rule numbers, outline -------------------------------------------

    def autocomplete(self, query: str, limit: int = 20, fuzzy: bool = True) -> list[str]:
        """Card names for what someone is typing, at most `limit`: names that start with it
        (shortest first), then names with a word that starts with it, then (when `fuzzy`) close
        misspellings. Case, accents and apostrophes don't matter; a face's name finds its card; a
        nickname players use ("bob") puts its card first."""
        query = check_text(query, "card name", MAX_NAME_CHARS)
        norm = normalize_name(query.strip("[]"))
        limit = max(1, min(int(limit), 50))
        ids, norms, _ = self._names
        names = self._card_names_by_id
        out: dict[str, None] = {}

        def add(found: Iterable[str]) -> None:
            for name in sorted(found, key=lambda n: (len(n), n)):
                for card_id in sorted(ids[name]):
                    out.setdefault(names[card_id])

        nickname = self.nickname(norm)       # "bob": Dark Confidant first
        if nickname is not None:
            out[nickname.name] = None
        add(_starting_with(norms, norms, norm))
        if len(out) < limit and len(norm) >= 2:
            tails, owners = self._word_tails
            add(set(_starting_with(tails, owners, norm)))
        if fuzzy and len(out) < limit and len(norm) >= 3:
            # a misspelt whole name ("llanowar elfs") or the misspelt start of one ("spelsk"), first
            # among the names that begin with the same two letters, else among all names
            width = len(norm) + 1
            at, end = bisect_left(norms, norm[:2]), bisect_left(norms, norm[:2] + "\U0010ffff")
            scored: dict[str, float] = {}
            for near in (norms[at:end], norms):
                for choices in (near, [n[:width] for n in near] if near is not norms else None):
                    if choices is None:
                        continue
                    for _, score, i in process.extract(norm, choices, scorer=fuzz.ratio, limit=limit * 3,
                                                       score_cutoff=70):
                        if score > scored.get(near[i], 0):
                            scored[near[i]] = score
                if scored:
                    break
            for name in sorted(scored, key=lambda n: (-scored[n], len(n), n)):
                for card_id in sorted(ids[name]):
                    out.setdefault(names[card_id])
        return list(out)[:limit]

    @cached_property
    def _word_tails(self) -> tuple[list[str], list[str]]:
        """Each name from each of its later words on ("bolt" of "lightning bolt"), sorted, with
        the name each comes from: what `autocomplete` finds word prefixes in."""
        pairs = sorted((norm[at + 1:], norm) for norm in self._names[1]
                       for at, ch in enumerate(norm) if ch == " " and at + 1 < len(norm))
        return [tail for tail, _ in pairs], [norm for _, norm in pairs]

    def rule_numbers(self) -> list[str]:
        """Every rule number of the current CR in rules order."""
        return list(self._rule_numbers)

    def outline(self) -> list[Rule]:
        """The sections and chapters of the CR in order (a table of contents)."""
        return [self._rule(r) for r in self._rows(
            f"SELECT {self._RULE_COLUMNS} FROM rules WHERE level IN ('section', 'chapter') ORDER BY seq")]

    # --- concepts and tagged rulings (the concept index the build makes from the CR) ------------

    @cached_property
    def concept_index(self) -> dict[str, tuple[tuple[str, float, str, str], ...]]:
        """Stemmed concept name -> (rule number, weight, source, name as the CR prints it) for each
        rule the name leads to, strongest first (see `ruling_qa.parse.concepts`)."""
        out: dict[str, list] = defaultdict(list)
        for key, name, number, weight, source in self._rows(
                "SELECT key, name, number, weight, source FROM concepts"):
            if all(n != number for n, *_ in out[key]):
                out[key].append((number, weight, source, name))
        return {key: tuple(sorted(links, key=lambda l: -l[1])) for key, links in out.items()}

    @cached_property
    def rule_table(self) -> dict[str, tuple[str, str | None, str, tuple[str, ...]]]:
        """number -> (level, parent, text, refs) for every rule of the current CR, in memory."""
        return {number: (level, parent, text, tuple(json.loads(refs))) for number, level, parent, text, refs
                in self._rows("SELECT number, level, parent, text, refs FROM rules ORDER BY seq")}

    @cached_property
    def rule_children(self) -> dict[str, tuple[str, ...]]:
        """number -> its rules or subrules in document order."""
        out: dict[str, list[str]] = defaultdict(list)
        for number, (_, parent, _, _) in self.rule_table.items():
            if parent:
                out[parent].append(number)
        return {k: tuple(v) for k, v in out.items()}

    def tagged_rulings(self, card_id: int) -> list[dict]:
        """A card's rulings by date, each with the rules and concepts it is about and the other
        cards it names (tagged at build time)."""
        return [{"date": date, "text": text, "rules": list(rules), "concepts": list(concepts), "cards": list(cards)}
                for date, text, rules, concepts, cards in self._tagged_rulings(card_id)]

    def _tagged_rulings(self, card_id: int) -> tuple:
        cache = self._tagged_cache      # the index never changes under an open KnowledgeBase
        found = cache.get(card_id)
        if found is None:
            found = tuple((date, text, tuple(orjson.loads(rules or "[]")), tuple(orjson.loads(concepts or "[]")),
                           tuple(orjson.loads(cards or "[]"))) for date, text, rules, concepts, cards in self._rows(
                "SELECT r.date, r.text, t.rules, t.concepts, t.cards FROM rulings r LEFT JOIN ruling_tags t "
                "ON t.ruling_id = r.id WHERE r.card_id = ? ORDER BY r.date, r.id", (card_id,)))
            if len(cache) < 8192:
                cache[card_id] = found
        return found

    @cached_property
    def _tagged_cache(self) -> dict[int, tuple]:
        return {}

    def concept_rules(self, query: str, limit: int = 5) -> list[dict]:
        """Rules a query names by concept: "summoning sickness" -> 302.6, "declare blockers" ->
        509.1 (whole concept names in the query, longest first)."""
        from ..parse.concepts import GENERIC, tokens

        index = self.concept_index
        matcher = self._concept_matcher
        words = tokens(query)
        found = sorted(matcher.find_tokens(words), key=lambda m: (-(m[2] - m[1]), m[1]))
        covered: set[int] = set()
        hits: list[dict] = []
        for key, start, end in found:
            if covered.issuperset(range(start, end)):
                continue
            covered.update(range(start, end))
            if key in GENERIC or (end - start == 1 and (index[key][0][2] == "quoted" or len(words) > 1)):
                continue        # "creature", "when", the "tap" of "tapped for mana": words, not a rule's name
            links = sorted(index[key], key=lambda l: (-l[1], self.rule_table.get(l[0], ("",))[0] not in
                                                         ("rule", "subrule")))     # 509.1 before 509
            for number, weight, source, name in links[:2]:
                if number in self.rule_table and all(h["number"] != number for h in hits):
                    hits.append({"kind": "rule", "number": number, "concept": name, "source": source,
                                 "title": f"{number} {self.rule_table[number][2][:80]}",
                                 "snippet": self.rule_table[number][2][:200], "score": round(weight * 100, 3)})
        return hits[:limit]

    @cached_property
    def _concept_matcher(self):
        from ..parse.concepts import ConceptMatcher

        return ConceptMatcher(self.concept_index)
