"""The only writer of the knowledge base.

`build_index` parses the corpus and writes a new SQLite file beside the target, then renames it
into place: a failed or interrupted build leaves the previous index untouched.
"""
from __future__ import annotations

import json
import multiprocessing
import os
import re
import sqlite3
import time
import zlib
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Callable, Iterable, Iterator

import orjson
import sqlite_utils

from .. import sources
from ..errors import CorpusError, IndexUnusable
from ..models import Card, Problem, RulesDocument
from ..parse import concepts as concept_parser
from ..parse import aliases as alias_parser
from ..parse.cards import (
    cards_from_atomic,
    cards_from_scryfall,
    cards_from_set,
    merge_cards,
)
from ..parse.names import normalize_name
from ..parse.oracle import parse_face
from ..parse.patterns import BRACKET_ONLY, ORDINARY_NAMES
from ..parse.rules import parse_rules
from . import card_search, schema

Progress = Callable[[str, int, int], None]
# The build's stages, reported in this order, each from 0 to its total before the next begins.
READING, PARSING, WRITING = "reading the corpus", "parsing Oracle text", "writing the index"


def _no_progress(stage: str, done: int, total: int) -> None:
    pass


def _dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def load_rules(corpus: sources.CorpusFiles) -> RulesDocument:
    """Parse the newest CR edition of the corpus; a file that stops short is a CorpusError."""
    current = corpus.current_rules
    if current is None:
        raise CorpusError(f"no Comprehensive Rules text file in {corpus.root}; "
                          "run `ruling-qa corpus fetch` or point --corpus at a folder holding MagicCompRules*.txt")
    document = parse_rules(sources.read_bytes(current.path), source=str(current.path))
    fatal = [p for p in document.problems if "truncated" in p.message]
    if not document.rules or not document.glossary or fatal:
        first = (fatal or list(document.problems) or [Problem(str(current.path), None, "no rules found")])[0]
        raise CorpusError(f"{first}; the Comprehensive Rules file looks incomplete (re-download it)")
    return document


def load_cards(corpus: sources.CorpusFiles) -> tuple[list[Card], list[Problem], str]:
    """Every card of the corpus, AtomicCards first, then Scryfall, then MTGJSON set files; returns
    cards (faces not yet analysed), problems and the card data version."""
    groups: list[list[Card]] = []
    problems: list[Problem] = []
    versions: list[str] = []
    for path in corpus.atomic_cards:
        document = sources.load_json(path)
        cards, found = cards_from_atomic(document, source=str(path))
        groups.append(cards)
        problems += found
        meta = document.get("meta") or {}
        versions.append(f"MTGJSON AtomicCards {meta.get('version', '?')} ({meta.get('date', '?')})")
    if corpus.scryfall_cards:
        rulings = [sources.load_json(p) for p in corpus.scryfall_rulings]
        for path in corpus.scryfall_cards:
            cards, found = cards_from_scryfall(sources.load_json(path), rulings, source=str(path))
            groups.append(cards)
            problems += found
            versions.append(f"Scryfall oracle-cards {path.name}")
    for path in corpus.set_files:
        document = sources.load_json(path)
        cards, found = cards_from_set(document, source=str(path))
        groups.append(cards)
        problems += found
    if not any(groups):
        raise CorpusError(f"no card data (MTGJSON AtomicCards or Scryfall oracle-cards) in {corpus.root}; "
                          "run `ruling-qa corpus fetch`")
    return list(merge_cards(groups)), problems, "; ".join(versions) or "MTGJSON set files"


# The alias tables the build checks and stores (module attributes, so a test can point them elsewhere).
NICKNAMES_FILE = alias_parser.NICKNAMES
ABBREVIATIONS_FILE = alias_parser.ABBREVIATIONS
FULL_CARD_LIST = 10_000     # cards: more is a full card list (MTGJSON AtomicCards has ~30,000), less a sample


def load_aliases(rules: RulesDocument, cards: list[Card], strict_cards: bool = True,
                 strict_terms: bool = True) -> tuple[dict, dict, list[str]]:
    """The card nicknames (normalised nickname -> card name) and rules abbreviations (normalised
    abbreviation -> glossary term), each checked against this corpus: a nickname naming no card or
    an abbreviation naming no current glossary entry is a CorpusError saying which line (when not
    `strict_cards` or `strict_terms`, as for a sample of the card data or an excerpt of the CR,
    such lines are left out and returned as problems)."""
    card_names = {normalize_name(c.name): c.name for c in cards}
    every_name = set(card_names)
    for card in cards:       # a front face names its card too ("Delver of Secrets")
        if card.faces:
            card_names.setdefault(normalize_name(card.faces[0].name), card.name)
        every_name.update(normalize_name(f.name) for f in card.faces)
    current = [entry for entry in rules.glossary if not entry.term.endswith("(Obsolete)")]
    terms = {normalize_name(entry.term): entry.term for entry in current}   # a term names its own entry
    for entry in current:           # an abbreviation never leads to an obsolete entry
        for name in entry.names:
            terms.setdefault(normalize_name(name), entry.term)
    tables = []
    problems: list[Problem] = []
    for path, names, what, strict in ((NICKNAMES_FILE, card_names, "card", strict_cards),
                                      (ABBREVIATIONS_FILE, terms, "current glossary entry", strict_terms)):
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as exc:
            raise CorpusError(f"cannot read the alias table {path}: {exc.strerror or exc}", paths=(str(path),)) from None
        found, bad = alias_parser.parse_aliases(text, source=str(path))
        shadow = every_name if what == "card" else set(terms)
        bad += alias_parser.check_aliases(found, names.__contains__, str(path), what, shadow.__contains__)
        if bad and strict:
            more = f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""
            older = "the card data" if what == "card" else "the Comprehensive Rules"
            raise CorpusError(f"{bad[0]}{more}: fix the table, or {older} is older than it", paths=(str(path),))
        bad_lines = {p.line for p in bad}
        tables.append({a.key: names[normalize_name(a.target)] for a in found if a.line not in bad_lines})
        problems += bad
    return tables[0], tables[1], [str(p) for p in problems]


def analyse_card(card: Card) -> Card:
    """The card with each face's Oracle text parsed into abilities and facts (never raises)."""
    faces = []
    for face in card.faces:
        try:
            abilities, facts, problems = parse_face(
                face.oracle_text, name=face.name, type_line=face.type_line, card_name=card.name,
                power=face.power)
        except Exception as exc:  # noqa: BLE001 - one odd face must never stop the build
            abilities, facts, problems = (), face.facts, (f"Oracle parser failed: {exc!r}",)
        faces.append(replace(face, abilities=tuple(abilities), facts=facts, problems=tuple(problems)))
    return replace(card, faces=tuple(faces))


StoredCard = tuple[bytes, tuple, int]   # compressed JSON (no rulings), card_search row without its id, faces with problems


def store_card(card: Card) -> StoredCard:
    """What the index keeps of one card: its analysed faces as compressed JSON (the rulings have a
    table of their own), its card_search row (card_search.COLUMNS without the id) and how many of
    its faces have Oracle lines the parser did not understand."""
    analysed = analyse_card(card)
    data = analysed.to_dict()
    data.pop("rulings")
    return (zlib.compress(_dumps(data).encode(), 6), card_search.search_row(0, analysed)[1:],
            sum(bool(face.problems) for face in analysed.faces))


_CARDS_TO_STORE: list[Card] = []      # the cards a forked worker reads (inherited, never pickled)
CHUNK = 500                           # cards per task: progress every few hundred cards


def _store_span(span: tuple[int, int]) -> list[StoredCard]:
    return [store_card(card) for card in _CARDS_TO_STORE[span[0]:span[1]]]


def _in_order(batches: Iterable[list[StoredCard]], spans: list[tuple[int, int]], total: int,
              progress: Progress) -> Iterator[StoredCard]:
    for (_, end), batch in zip(spans, batches):
        yield from batch
        progress(PARSING, end, total)


@contextmanager
def stored_cards(cards: list[Card], progress: Progress = _no_progress) -> Iterator[Iterator[StoredCard]]:
    """store_card for every card, in order, as an iterator. Oracle parsing is most of a build's work
    and each card is independent, so on a machine with several cores the cards are parsed by forked
    worker processes (which inherit the card list; only the small results travel back), started
    at once: they parse while the caller writes what needs no parsing (rules, rulings, concepts)."""
    global _CARDS_TO_STORE
    spans = [(start, min(start + CHUNK, len(cards))) for start in range(0, len(cards), CHUNK)]
    workers = min(os.cpu_count() or 1, len(spans))
    if workers < 2 or "fork" not in multiprocessing.get_all_start_methods():
        yield _in_order(([store_card(card) for card in cards[start:end]] for start, end in spans),
                        spans, len(cards), progress)
        return
    _CARDS_TO_STORE = cards
    try:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            yield _in_order(pool.imap(_store_span, spans), spans, len(cards), progress)
    finally:
        _CARDS_TO_STORE = []


def _insert(db: sqlite_utils.Database, table: str, columns: list[str], rows: list[tuple]) -> None:
    """Rows of plain values into a table schema.create made (executemany: sqlite-utils' insert_all
    inspects every value for JSON, a third of a build's writing time)."""
    db.conn.executemany(f"INSERT INTO [{table}] ({', '.join(f'[{c}]' for c in columns)}) "
                        f"VALUES ({', '.join('?' * len(columns))})", rows)


def _write(db: sqlite_utils.Database, rules: RulesDocument, cards: list[Card],
           stored: Iterable[StoredCard], progress: Progress) -> int:
    """Every table but meta; `stored` is consumed last (its cards are parsed meanwhile). Returns
    how many faces have Oracle lines the parser did not understand."""
    schema.create(db)
    rule_rows, ref_rows, search_rows = [], [], []
    numbers: set[str] = set()
    for seq, rule in enumerate(rules.rules):
        if rule.number in numbers:  # a published edition numbered one rule twice (2024-09-20: 702.175)
            continue
        numbers.add(rule.number)
        rule_rows.append((rule.number, seq, rule.level, rule.parent, rule.text, _dumps(list(rule.examples)),
                          _dumps(list(rule.refs)), rule.line))
        ref_rows += [(rule.number, target) for target in rule.refs]
        body = "\n".join((rule.text, *rule.examples))
        search_rows.append(("rule", rule.number, f"{rule.number} {rule.text[:80]}", body))
    _insert(db, "rules", ["number", "seq", "level", "parent", "text", "examples", "refs", "line"], rule_rows)
    _insert(db, "rule_refs", ["source", "target"], ref_rows)

    name_rows = []
    for entry_id, entry in enumerate(rules.glossary, start=1):
        db.table("glossary").insert({"id": entry_id, "term": entry.term, "names": _dumps(list(entry.names)),
                               "text": entry.text, "refs": _dumps(list(entry.refs))})
        name_rows += [(normalize_name(n), entry_id, n) for n in dict.fromkeys((entry.term, *entry.names))]
        search_rows.append(("glossary", str(entry_id), entry.term, entry.text))
    _insert(db, "glossary_names", ["norm", "entry_id", "name"], name_rows)
    card_name_rows, ruling_rows = [], []
    ruling_id = 0
    for card_id, card in enumerate(cards, start=1):
        names = {normalize_name(card.name): (card.name, "name")}
        for position, face in enumerate(card.faces):
            names.setdefault(normalize_name(face.name), (face.name, "face" if position == 0 else "later-face"))
        for norm, (surface, kind) in names.items():
            card_name_rows.append((norm, card_id, surface, kind))
        for ruling in card.rulings:
            ruling_id += 1
            ruling_rows.append((ruling_id, card_id, ruling.date, ruling.text))
            search_rows.append(("ruling", str(ruling_id), f"{card.name} ({ruling.date})", ruling.text))
    _insert(db, "card_names", ["norm", "card_id", "surface", "kind"], card_name_rows)
    _insert(db, "rulings", ["id", "card_id", "date", "text"], ruling_rows)
    _write_concepts(db, rules, cards)
    _insert(db, "search", ["kind", "ref", "title", "body"], search_rows)
    _insert(db, "rule_search", ["kind", "ref", "title", "body"], [r for r in search_rows if r[0] != "ruling"])

    card_rows, search_card_rows = [], []
    faces_with_problems = 0
    for card_id, (card, (data, search_row, problems)) in enumerate(zip(cards, stored), start=1):
        card_rows.append((card_id, card.name, card.layout, card.oracle_id, data))
        search_card_rows.append((card_id, *search_row))
        faces_with_problems += problems
    progress(WRITING, 0, 1)
    _insert(db, "cards", ["id", "name", "layout", "oracle_id", "data"], card_rows)
    _insert(db, "card_search", card_search.COLUMNS, search_card_rows)
    for table in schema.SEARCH_TABLES:
        db.execute(f"INSERT INTO {table}({table}) VALUES ('optimize')")
    progress(WRITING, 1, 1)
    return faces_with_problems


_RULE_NUMBER_IN_TEXT = re.compile(r"\b(\d{3}\.\d+[a-z]?)\b")
MAX_RULES_PER_CONCEPT = 2       # a ruling's concept leads to its two strongest rules


def _write_concepts(db: sqlite_utils.Database, rules: RulesDocument, cards: list[Card]) -> None:
    """The concept index (parse.concepts) and each ruling's tags: the concepts and rules it is
    about, and the other cards it names (ruling ids as _write numbers them: in card order)."""
    links, problems = concept_parser.concept_links(rules)
    _insert(db, "concepts", ["key", "name", "number", "weight", "source"],
            [(l.key, l.name, l.number, l.weight, l.source) for l in links])
    strongest: dict[str, list[str]] = {}
    for link in sorted(links, key=lambda l: -l.weight):
        numbers = strongest.setdefault(link.key, [])
        if link.number not in numbers and len(numbers) < MAX_RULES_PER_CONCEPT:
            numbers.append(link.number)
    # rulings are tagged with the names that mean a rule (not "creature", nor a word the CR only quotes)
    quoted_words = {l.key for l in links if l.source == "quoted" and " " not in l.key} \
        - {l.key for l in links if l.source != "quoted"}
    taggable = {k for k in strongest if k not in concept_parser.GENERIC and k not in quoted_words}
    matcher = concept_parser.ConceptMatcher(k for k in strongest if k not in quoted_words)
    # how many rulings name each concept: how little a concept says about what a question turns on
    in_rulings: dict[str, int] = {}
    known_rules = {r.number for r in rules.rules}
    names = {normalize_name(name): card.name for card in cards for name in (card.name, *(f.name for f in card.faces))}
    ordinary = ORDINARY_NAMES | BRACKET_ONLY | set(strongest)
    firsts = frozenset(norm.split(" ")[0] for norm in names)
    rows: list[tuple] = []
    cache: dict[str, tuple] = {}
    numbered = enumerate(((card.name, ruling.text) for card in cards for ruling in card.rulings), start=1)
    for ruling_id, (card, text) in numbered:
        tagged = cache.get(text)
        if tagged is None:
            found = list(dict.fromkeys(key for key, _, _ in matcher.find(text)))
            for key in found:
                in_rulings[key] = in_rulings.get(key, 0) + 1
            keys = [key for key in found if key in taggable]
            numbers = [n for n in _RULE_NUMBER_IN_TEXT.findall(text) if n in known_rules]
            numbers += [n for key in keys for n in strongest[key]]
            mentioned = concept_parser.names_in_text(text, names, normalize_name, ordinary=ordinary,
                                                     firsts=firsts)
            tagged = cache[text] = (orjson.dumps(list(dict.fromkeys(numbers))).decode(),
                                    orjson.dumps(keys).decode(), mentioned)
        numbers, keys, mentioned = tagged
        others = [name for name in mentioned if name != card and name not in card.split(" // ")]
        if keys != "[]" or numbers != "[]" or others:
            rows.append((ruling_id, numbers, keys, orjson.dumps(others).decode() if others else "[]"))
    db.conn.executemany("INSERT INTO ruling_tags (ruling_id, rules, concepts, cards) VALUES (?, ?, ?, ?)", rows)
    db.table("meta").insert_all([
        {"key": "concepts", "value": _dumps({"links": len(links), "keys": len(strongest), "tagged_rulings": len(rows),
                                             "distinct_rulings": len(cache), "problems": [str(p) for p in problems]})},
        {"key": "concept_rulings", "value": _dumps(in_rulings)}])


def _process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:      # someone else's live process
        return True
    return True


def remove_stale_temporaries(index_path: Path) -> list[str]:
    """Remove `<index>.tmp-<pid>` files left by builds that were killed (their process is gone);
    a build still running elsewhere keeps its file. Returns the names removed."""
    removed = []
    for leftover in index_path.parent.glob(f"{index_path.name}.tmp-*"):
        pid = leftover.name.rsplit("-", 1)[-1]
        if pid.isdigit() and int(pid) != os.getpid() and not _process_alive(int(pid)):
            try:
                leftover.unlink()
                removed.append(leftover.name)
            except OSError:
                pass
    return removed


def _indexed_cr_date(index_path: Path) -> str | None:
    """The CR effective date of the index already at `index_path` (None when there is none or it
    cannot be read)."""
    if not index_path.is_file():
        return None
    try:
        connection = sqlite3.connect(f"{index_path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            row = connection.execute("SELECT value FROM meta WHERE key = 'cr_effective_date'").fetchone()
        finally:
            connection.close()
    except sqlite3.Error:
        return None
    return row[0] if row and isinstance(row[0], str) else None


def check_rules_edition(index_path: Path, corpus: sources.CorpusFiles, allow_older: bool) -> list[str]:
    """Refuse a build that would silently use older rules: a CR-named file that cannot be read
    and may be the newest edition, or a corpus whose newest CR is older than the index's. With
    allow_older these are warnings (returned) instead."""
    warnings = []
    unreadable = corpus.unreadable_newer_rules()
    current = corpus.current_rules
    if unreadable:
        names = ", ".join(str(p) for p in unreadable)
        warnings.append(f"{names} looks like a Comprehensive Rules file but cannot be read as one (damaged, "
                        f"truncated or not the CR text); "
                        + (f"building with the older edition {current.effective_date}" if current else
                           "no other edition"))
    indexed = _indexed_cr_date(index_path)
    if current and indexed and indexed > current.effective_date:
        warnings.append(f"the index at {index_path} has the Comprehensive Rules of {indexed}; this corpus's "
                        f"newest is {current.effective_date} (older)")
    if warnings and not allow_older:
        raise CorpusError(f"{warnings[0]}: fix or remove it, or pass --allow-older to build anyway",
                          paths=(str(index_path), *(str(p) for p in unreadable)))
    return warnings


def build_index(index_path: Path, corpus: sources.CorpusFiles, progress: Progress = _no_progress,
                allow_older: bool = False) -> dict:
    """Build the knowledge base from `corpus` into `index_path` atomically; returns the summary.
    Never silently older: see `check_rules_edition` (allow_older turns its refusals into
    `warnings` in the summary). Temporary files of killed builds are removed first."""
    started = time.perf_counter()
    index_path = Path(index_path)
    try:
        index_path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise IndexUnusable(f"cannot create the index folder {index_path.parent}: {exc.strerror}") from None
    remove_stale_temporaries(index_path)
    warnings = check_rules_edition(index_path, corpus, allow_older)
    progress(READING, 0, 2)
    rules = load_rules(corpus)
    progress(READING, 1, 2)
    cards, card_problems, card_version = load_cards(corpus)
    # Every nickname must name a card of a full card list; a partial one (the demo corpus, a
    # Scryfall sample) keeps the nicknames of the cards it has and lists the others as problems.
    full_card_list = not corpus.is_demo and len(cards) >= FULL_CARD_LIST
    nicknames, abbreviations, alias_problems = load_aliases(rules, cards, strict_cards=full_card_list,
                                                            strict_terms=not corpus.is_demo)
    progress(READING, 2, 2)
    faces = [face for card in cards for face in card.faces]
    counts = {
        "rules": sum(r.level == "rule" for r in rules.rules),
        "subrules": sum(r.level == "subrule" for r in rules.rules),
        "examples": sum(len(r.examples) for r in rules.rules),
        "glossary": len(rules.glossary),
        "cards": len(cards),
        "faces": len(faces),
        "rulings": sum(len(c.rulings) for c in cards),
    }
    rule_problems = [str(p) for p in rules.problems]
    if corpus.is_demo:  # the demo corpus is an excerpt: its numbering gaps are by design
        rule_problems = [p for p in rule_problems if "expected" not in p]
    problems = {
        "rules": rule_problems,
        "cards": [str(p) for p in card_problems][:50],
        "oracle_faces_with_problems": 0,     # known once the cards are parsed
        "aliases": alias_problems,
    }
    meta = {
        "schema_version": str(schema.SCHEMA_VERSION),
        "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "cr_effective_date": rules.effective_date,
        "cr_source": rules.source,                     # the path of the edition load_rules read
        "cr_editions": [{"date": r.effective_date, "path": str(r.path)} for r in corpus.rules],
        "card_data_version": card_version,
        "corpus": str(corpus.root),
        "demo_corpus": "yes" if corpus.is_demo else "no",
        "counts": counts,
        "problems": problems,
        "nicknames": nicknames,          # normalised nickname -> card name (ruling_qa/data/nicknames.tsv)
        "abbreviations": abbreviations,  # normalised abbreviation -> glossary term
    }
    temporary = index_path.with_name(f"{index_path.name}.tmp-{os.getpid()}")
    try:
        temporary.unlink(missing_ok=True)
        connection = sqlite3.connect(temporary)
        connection.execute("PRAGMA journal_mode = OFF")
        connection.execute("PRAGMA synchronous = OFF")
        db = sqlite_utils.Database(connection)
        with connection, stored_cards(cards, progress) as stored:
            problems["oracle_faces_with_problems"] = _write(db, rules, cards, stored, progress)
            db.table("meta").insert_all([{"key": k, "value": v if isinstance(v, str) else _dumps(v)}
                                         for k, v in meta.items()])
        connection.execute("VACUUM")
        connection.close()
        os.replace(temporary, index_path)
    except sqlite3.Error as exc:
        raise IndexUnusable(f"cannot write the index at {index_path}: {exc}") from None
    except OSError as exc:
        raise IndexUnusable(f"cannot write the index at {index_path}: {exc.strerror or exc}") from None
    finally:
        temporary.unlink(missing_ok=True)
    return {
        "ok": True,
        "index": str(index_path),
        "index_bytes": index_path.stat().st_size,
        "seconds": round(time.perf_counter() - started, 2),
        **({"warnings": warnings} if warnings else {}),
        **{k: v for k, v in meta.items() if k not in ("schema_version", "cr_editions", "nicknames", "abbreviations")},
    }
