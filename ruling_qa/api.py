"""The public verbs: build, card, rule, define, search, rules_diff, export, ask, checks, health.

Each returns the JSON-ready dict that `ruling-qa <verb> --json` prints and the HTTP API returns;
failures raise a RulingQAError subclass (see `ruling_qa.errors`).

    >>> from ruling_qa.api import RulingQA
    >>> qa = RulingQA()                      # index: --index / RULING_QA_INDEX / index/ruling_qa.sqlite
    >>> qa.card("spelskite")["card"]["name"]
    'Spellskite'

Only this module opens the index; the CLI and the HTTP server are thin shells over it.
"""
from __future__ import annotations

import functools
import os
import threading
from pathlib import Path
from typing import Any, Callable, Iterator, TypeVar

from . import sources
from .errors import BadInput, IndexMissing, IndexReplaced, UnknownEdition
from .store.kb import KnowledgeBase, check_text, file_identity

PACKAGE_ROOT = Path(__file__).resolve().parent
MAX_QUESTION_CHARS = 1000
DEFAULT_PAGE_SIZE = 20          # card search results per page
MAX_PAGE_SIZE = 100
MAX_PAGE = 1000


def default_index_path() -> Path:
    """RULING_QA_INDEX, else index/ruling_qa.sqlite in a source checkout, else the user's data folder."""
    configured = os.environ.get("RULING_QA_INDEX")
    if configured:
        return Path(configured)
    checkout = PACKAGE_ROOT.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "index").is_dir():
        return checkout / "index" / "ruling_qa.sqlite"
    data_home = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return data_home / "ruling-qa" / "ruling_qa.sqlite"


def build(index: str | Path | None = None, corpus: str | Path | None = None,
          progress: Callable[[str, int, int], None] | None = None, allow_older: bool = False) -> dict:
    """Build the knowledge base from the corpus (atomically: the old index survives a failure).

    The newest CR file must be readable, and an index built from a newer CR edition is not
    replaced by an older one, unless allow_older (then the summary's `warnings` say so)."""
    from .store.build import build_index

    files = sources.locate_corpus(corpus)
    summary = build_index(Path(index) if index else default_index_path(), files,
                          **({"progress": progress} if progress else {}), allow_older=allow_older)
    if files.is_demo:
        summary["note"] = ("built from the small demo corpus; `ruling-qa corpus fetch` downloads the full "
                           "Comprehensive Rules and card data")
    return summary


def fetch(dest: str | Path | None = None, cards: str = "mtgjson", progress=None) -> dict:
    """Download the current official CR and card data into the corpus downloads folder."""
    report = sources.fetch_corpus(Path(dest) if dest else None, cards=cards, progress=progress)
    return {"ok": True, **report}


_Verb = TypeVar("_Verb", bound=Callable[..., Any])


def _one_index(verb: _Verb) -> _Verb:
    """Run a verb against one index file from start to end. When a rebuild renamed a new file into
    place while it ran (a connection opened by name would read the new file), run it once more, on
    the new file: an answer never mixes two indexes."""
    @functools.wraps(verb)
    def run(self: "RulingQA", *args: Any, **kwargs: Any) -> Any:
        try:
            return verb(self, *args, **kwargs)
        except IndexReplaced:
            return verb(self, *args, **kwargs)
    return run  # type: ignore[return-value]


class _Opened:
    """One opened index file and the question reader built over it (replaced together)."""

    def __init__(self, kb: KnowledgeBase):
        self.kb = kb
        self.answerer: Any = None


class RulingQA:
    """One knowledge base and the verbs over it. Thread-safe for reading.

    auto_build: when the index is missing, build it from the corpus first (telling `notify`);
    the HTTP server passes False and answers 503 instead. When the index file is replaced (a
    rebuild renames a new file into place), the next call opens the new file; calls already
    running finish on the file they started with.
    """

    def __init__(self, index: str | Path | None = None, corpus: str | Path | None = None,
                 auto_build: bool = True, notify: Callable[[str], None] | None = None):
        self.index_path = Path(index) if index else default_index_path()
        self.corpus = corpus
        self.auto_build = auto_build
        self.notify = notify or (lambda message: None)
        self._lock = threading.Lock()
        self._current: _Opened | None = None

    @property
    def kb(self) -> KnowledgeBase:
        """The knowledge base on the index file as it is now."""
        return self._opened().kb

    def _opened(self) -> _Opened:
        current = self._current
        if current is not None:
            try:
                if file_identity(self.index_path) == current.kb.identity:
                    return current
            except OSError:
                pass
        with self._lock:
            current = self._current
            try:
                if current is not None and file_identity(self.index_path) == current.kb.identity:
                    return current
            except OSError:
                pass
            if not self.index_path.exists() and self.auto_build:
                self.notify(f"No index at {self.index_path}; building it first (about 15 seconds "
                            "for the full corpus).")
                summary = build(self.index_path, self.corpus)
                if summary.get("note"):
                    self.notify(summary["note"])
            if not self.index_path.exists():
                self._current = None
                raise IndexMissing(f"no index at {self.index_path}; build it with `ruling-qa build`",
                                   paths=(str(self.index_path),))
            self._current = _Opened(KnowledgeBase(self.index_path))
            return self._current

    def sources(self) -> dict:
        return self.kb.versions()

    # --- lookups --------------------------------------------------------------------------------

    @_one_index
    def card(self, name: str) -> dict:
        """A card by name: faces (Oracle text, mana cost, type line, P/T or loyalty, parsed
        abilities) and its official rulings in date order, each with what it is about: the `rules`
        and `concepts` it discusses and the other `cards` it names."""
        kb = self.kb
        match = kb.resolve_card(name)
        data = kb.card_data(match.card_id)
        data["rulings"] = kb.tagged_rulings(match.card_id)
        return {"ok": True, "match": match.to_dict(), "card": data, "sources": kb.versions()}

    @_one_index
    def rule(self, number: str) -> dict:
        """A rule with its subrules in order, examples, parent, the rules it refers to and the
        rules (and glossary entries) that refer to it."""
        kb = self.kb
        rule = kb.rule(number)
        parent = kb.rules([rule.parent])[0] if rule.parent and kb.has_rule(rule.parent) else None
        return {
            "ok": True,
            "rule": rule.to_dict(),
            "parent": parent.to_dict() if parent else None,
            "children": [child.to_dict() for child in kb.children(rule.number)],
            "refers_to": [{"number": r.number, "text": r.text} for r in kb.rules(rule.refs)],
            "referred_by": [{"number": r.number, "text": r.text} for r in kb.rules(kb.referenced_by(rule.number))],
            "glossary": kb.glossary_pointing_to(rule.number),
            "sources": kb.versions(),
        }

    @_one_index
    def define(self, term: str) -> dict:
        """The glossary entry for a term (any of its names, close misspellings resolved) and the
        text of the rules it points to."""
        kb = self.kb
        entry, how = kb.define(term)
        return {"ok": True, "match": how, "entry": entry.to_dict(),
                "rules": [{"number": r.number, "text": r.text} for r in kb.rules(entry.refs)],
                "sources": kb.versions()}

    @_one_index
    def search(self, query: str, limit: int = 10) -> dict:
        """Rules, glossary entries and rulings ranked by relevance (BM25), with snippets. A search
        too costly to run (a one-letter prefix, many prefix terms, over its time budget) is a
        QueryTooCostly error (422) saying what to change. Rules abbreviations players use are
        searched as the glossary terms they stand for ("SBA" as "State-Based Actions")."""
        kb = self.kb
        return {"ok": True, "query": query, "results": kb.search(_expand_abbreviations(kb, query), limit),
                "sources": kb.versions()}

    @_one_index
    def search_cards(self, query: str, page: int = 1, page_size: int = DEFAULT_PAGE_SIZE) -> dict:
        """Cards matching a search in a subset of Scryfall's syntax, in name order, one page at a
        time: `read_as` (the query restated), `total`, `page`, `page_size`, `has_more` and `cards`
        (each the lookup's card object without parsed abilities and rulings: name, layout,
        mana_value, colors, color_identity, type_line, oracle_id and faces).

            >>> qa.search_cards('t:elf c:g mv<=1 o:"add {g}"')["cards"][0]["name"]
            'Elvish Mystic'

        Syntax: words and "quoted phrases" match the name (`!name` the exact name); `o:` Oracle
        text (`fo:` with reminder text), `t:` type line, `kw:` keyword, `mv` `pow` `tou` `loy` with
        = : != < <= > >=, `c:` colours (c:rg at least red and green, c=r, c<=uw, c:m, c:c), `id:`
        colour identity (id:esper: fits an Esper commander), `produces:`, `is:` (mana-ability,
        targets, triggered, activated, permanent, spell, split, dfc ...); conditions are ANDed,
        `or` between them, `-` negates, parentheses group. A query that cannot be read is a
        BadQuery (422) saying what was wrong and what would work."""
        page, page_size = _page(page, page_size)
        kb = self.kb
        node, total, cards = kb.search_cards(query, (page - 1) * page_size, page_size)
        return {"ok": True, "query": query, "read_as": node.describe(), "total": total, "page": page,
                "page_size": page_size, "has_more": page * page_size < total, "cards": cards,
                "sources": kb.versions()}

    def rules_diff(self, old: str, new: str) -> dict:
        """Rules added, removed and changed between two CR editions of the corpus."""
        from .parse.rules import diff_documents, parse_rules

        editions = {e["date"]: Path(e["path"]) for e in self.kb.meta.get("cr_editions", [])}
        documents = []
        for wanted in (old, new):
            date = _iso_date(check_text(wanted, "edition date", 20))
            path = editions.get(date)
            if path is None:
                available = sorted(editions)
                raise UnknownEdition(f"no CR edition effective {wanted} in the corpus; available: "
                                     f"{', '.join(available[-8:])} (and {max(0, len(available) - 8)} older)",
                                     available[::-1][:10])
            documents.append(parse_rules(sources.read_bytes(path), source=str(path)))
        return {"ok": True, **diff_documents(*documents), "sources": self.sources()}

    def export(self, what: str) -> Iterator[dict]:
        """Every rule, glossary entry, card or ruling in the index, one dict each."""
        return self.kb.export(what)

    @_one_index
    def health(self) -> dict:
        """Whether an index is present, its file name (never its folder: the HTTP API returns this),
        schema, CR date, card data version and counts."""
        kb = self.kb
        meta = kb.meta
        return {"ok": True, "index": self.index_path.name, "schema_version": meta.get("schema_version"),
                "built_at": meta.get("built_at"), "counts": meta.get("counts"),
                "demo_corpus": meta.get("demo_corpus") == "yes", "sources": kb.versions()}

    # --- questions ------------------------------------------------------------------------------

    def _answerer(self, opened: _Opened):
        if opened.answerer is None:
            from .answer import Answerer  # spaCy is imported only by questions

            with self._lock:
                if opened.answerer is None:
                    opened.answerer = Answerer(opened.kb)
        return opened.answerer

    @_one_index
    def ask(self, question: str) -> dict:
        """A plain-English question answered with a computed verdict (when a check applies), the
        reasoning with citations, the rulings and rules behind it, and the data versions."""
        question = check_text(question, "question", MAX_QUESTION_CHARS)
        return {"ok": True, **self._answerer(self._opened()).answer(question)}

    def checks(self) -> dict:
        """Every registered check: what it answers and the rules it cites."""
        from .checks import registry

        return {"ok": True, "checks": [c.describe() for c in registry()]}


    # --- web pages (ruling_qa.web): autocomplete, editions, per-rule history, link tables -------

    def autocomplete(self, query: str, limit: int = 20, fuzzy: bool = True) -> dict:
        """Card names for what someone is typing (up to `limit`, 20 by default): names that start
        with it first, then names with a word that starts with it, then (when `fuzzy`) close
        misspellings."""
        kb = self.kb
        return {"ok": True, "query": query, "names": kb.autocomplete(query, limit, fuzzy)}

    def editions(self) -> dict:
        """The CR editions in the corpus, newest first, and the one the index was built from."""
        meta = self.kb.meta
        dates = sorted({e["date"] for e in meta.get("cr_editions", []) if e.get("date")}, reverse=True)
        return {"ok": True, "editions": dates, "current": meta.get("cr_effective_date")}

    def rule_page(self, number: str) -> dict:
        """Everything a rule's page shows: the `rule` verb's result, the `previous` and `next`
        numbers of the same kind (section, chapter, rule or subrule) in the document, and for each
        child the rules that refer to it (`children_referred_by`)."""
        result = self.rule(number)
        kb = self.kb
        numbers = kb.rule_numbers()
        at = numbers.index(result["rule"]["number"])
        shape = _number_shape(result["rule"]["number"])
        before = next((n for n in reversed(numbers[:at]) if _number_shape(n) == shape), None)
        after = next((n for n in numbers[at + 1:] if _number_shape(n) == shape), None)
        referred = {child["number"]: kb.referenced_by(child["number"]) for child in result["children"]}
        return {**result, "previous": before, "next": after, "children_referred_by": referred}

    def outline(self) -> dict:
        """The CR's sections and chapters in order (its table of contents)."""
        return {"ok": True, "outline": [{"number": r.number, "level": r.level, "text": r.text}
                                        for r in self.kb.outline()], "sources": self.sources()}

    def glossary_index(self) -> dict:
        """Every glossary entry's term and names, in the CR's (alphabetical) order."""
        return {"ok": True, "entries": [{"term": e["term"], "names": e["names"]} for e in self.kb.export("glossary")],
                "sources": self.sources()}

    def link_targets(self) -> dict:
        """What text on a page can link to: `rules` (every current rule number), `glossary` (each
        glossary name worth linking -> its term; names found in more than 4% of the rules, such as
        "player", are left out) and `keywords` (keyword and keyword-action names -> their rule)."""
        kb = self.kb
        cached = getattr(self, "_links", None)
        if cached is not None and cached[0] is kb:
            return cached[1]
        import re

        rules = list(kb.export("rules"))
        numbers = frozenset(r["number"] for r in rules)
        keywords = {r["text"].lower(): r["number"] for r in rules
                    if r["level"] == "rule" and r["number"][:4] in ("701.", "702.") and len(r["text"]) < 40}
        names: dict[str, str] = {}
        for entry in kb.export("glossary"):
            for name in entry["names"]:
                if len(name) >= 4 and name.lower() not in _COMMON_WORDS:
                    names.setdefault(name.lower(), entry["term"])
        pattern = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")\b")
        seen: dict[str, int] = {}
        for r in rules:
            for name in set(pattern.findall(r["text"].lower())):
                seen[name] = seen.get(name, 0) + 1
        glossary = {name: term for name, term in names.items() if seen.get(name, 0) <= len(rules) * 0.04}
        links = {"rules": numbers, "glossary": glossary, "keywords": keywords}
        self._links = (kb, links)
        return links

    def rule_history(self, number: str) -> dict:
        """How a rule came to read as it does, across every CR edition in the corpus: one event per
        edition where it changed (`added`, `changed`, `moved` to a new number, `renumbered`
        references), newest first, each with its word-level differences (`diff`: ["=", "-" or "+",
        text] segments). The editions are read from the corpus once per process and the result is
        cached on disk (the first call takes several seconds)."""
        from .parse.rules import word_diff

        current = self.rule(number)["rule"]
        history = self._history()
        events = []
        wanted = current["number"]
        for date, changes in history["steps"]:
            event = changes.get(wanted)
            if event is None:
                continue
            kind, old_number, old_text, new_text = event
            item = {"date": date, "kind": kind, "number": wanted, "old_number": old_number,
                    "text": new_text, "old_text": old_text, "text_changed": old_text != new_text,
                    "diff": [list(seg) for seg in word_diff(old_text or "", new_text)] if old_text is not None else None}
            events.append(item)
            if kind == "added":
                break
            wanted = old_number or wanted
        oldest = history["oldest"]
        first_seen = events[-1]["date"] if events and events[-1]["kind"] == "added" else None
        return {"ok": True, "number": current["number"], "rule": current, "events": events,
                "first_seen": first_seen, "oldest_edition": oldest, "editions": history["editions"],
                "sources": self.sources()}

    def _history(self) -> dict:
        """The changes between consecutive CR editions of the corpus, computed once (and kept in
        the user's cache folder, keyed by the edition files and the parser's code)."""
        import gzip
        import hashlib
        import json as _json

        from .parse import rules as rules_parser

        editions = sorted(((e["date"], e["path"]) for e in self.kb.meta.get("cr_editions", []) if e.get("date")))
        if not editions:
            raise UnknownEdition("the index lists no CR editions; rebuild it with `ruling-qa build`", [])
        cached = getattr(self, "_history_cache", None)
        if cached is not None and cached[0] == editions:
            return cached[1]
        with self._lock:
            cached = getattr(self, "_history_cache", None)
            if cached is not None and cached[0] == editions:
                return cached[1]
            key = hashlib.sha256(Path(rules_parser.__file__).read_bytes())
            for date, path in editions:
                try:
                    stat = Path(path).stat()
                    key.update(f"{date}|{path}|{stat.st_size}|{stat.st_mtime_ns}".encode())
                except OSError:
                    key.update(f"{date}|{path}|missing".encode())
            cache_home = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "ruling-qa"
            cache_file = cache_home / f"history-{key.hexdigest()[:20]}.json.gz"
            history = None
            try:
                history = _json.loads(gzip.decompress(cache_file.read_bytes()))
            except (OSError, ValueError, EOFError):
                pass
            if history is None:
                history = _compute_history(editions)
                try:
                    cache_home.mkdir(parents=True, exist_ok=True)
                    temporary = cache_file.with_name(f"{cache_file.name}.tmp-{os.getpid()}")
                    temporary.write_bytes(gzip.compress(_json.dumps(history).encode(), 6))
                    os.replace(temporary, cache_file)
                except OSError:
                    pass  # a read-only home: keep it in memory only
            self._history_cache = (editions, history)
            return history


def _page(page: int, page_size: int) -> tuple[int, int]:
    """A card search page and page size, or BadInput saying what is allowed."""
    if isinstance(page, bool) or not isinstance(page, int) or not 1 <= page <= MAX_PAGE:
        raise BadInput(f"page must be a whole number from 1 to {MAX_PAGE:,}, not {page!r}")
    if isinstance(page_size, bool) or not isinstance(page_size, int) or not 1 <= page_size <= MAX_PAGE_SIZE:
        raise BadInput(f"page_size must be a whole number from 1 to {MAX_PAGE_SIZE}, not {page_size!r}")
    return page, page_size


def _expand_abbreviations(kb: KnowledgeBase, query: str) -> str:
    """Each whole word of `query` that is a rules abbreviation ("SBA", "ETBs") as its glossary
    term, quoted as a phrase; other words as they are."""
    import re

    def term(m: re.Match) -> str:
        found = kb.abbreviation(m[0]) if '"' not in query else None
        return f'"{found}"' if found else m[0]

    return re.sub(r"(?<![\w*/])(?:[A-Za-z]/[A-Za-z]|[A-Za-z]{2,5})(?![\w*/])", term, query)


def _iso_date(text: str) -> str:
    digits = "".join(ch for ch in text if ch.isdigit())
    if len(digits) != 8:
        raise BadInput(f"{text!r} is not a date; write editions as YYYY-MM-DD, e.g. 2026-08-07")
    return f"{digits[:4]}-{digits[4:6]}-{digits[6:]}"


def _compute_history(editions: list[tuple[str, str]]) -> dict:
    """Parse every edition and record, for each pair of consecutive editions, what happened to each
    rule number of the newer one: [kind, old number, old text, new text]."""
    from .parse.rules import diff_documents, parse_rules

    def content(item: dict) -> str:
        return "\n".join([item["text"], *item.get("examples", [])])

    previous = None
    steps = []
    readable = []
    for date, path in editions:
        try:
            document = parse_rules(sources.read_bytes(Path(path)), source=str(path))
        except Exception:  # noqa: BLE001 - an unreadable old edition leaves a gap, not an error page
            continue
        readable.append(date)
        if previous is not None:
            diff = diff_documents(previous, document)["rules"]
            changes: dict[str, list] = {}
            for item in diff["added"]:
                changes.setdefault(item["number"], ["added", None, None, content(item)])
            for item in diff["changed"]:
                changes[item["number"]] = ["changed", item["number"], content(item["old"]), content(item["new"])]
            for item in diff["renumbered"]:
                changes[item["number"]] = ["renumbered", item["number"], content(item["old"]), content(item["new"])]
            for item in diff["moved"]:
                old = {"text": item.get("old_text", item["text"]), "examples": item.get("old_examples", item["examples"])}
                changes[item["to"]] = ["moved", item["from"], content(old), content(item)]
            steps.append([document.effective_date or date, changes])
        previous = document
    steps.reverse()
    return {"steps": steps, "editions": readable[::-1], "oldest": readable[0] if readable else None}


def _number_shape(number: str) -> int:
    """0 section ("7"), 1 chapter ("702"), 2 rule ("702.19"), 3 subrule ("702.19b")."""
    if "." not in number:
        return 0 if len(number) == 1 else 1
    return 3 if number[-1].isalpha() else 2


# Glossary names that are everyday words in rules text: linking each would say nothing.
_COMMON_WORDS = frozenset({
    "your", "yours", "owner", "controller", "control", "controls", "instead", "case", "unless", "move", "pass",
    "double", "triple", "match", "name", "option", "event", "status", "type", "play", "hand", "step", "loop",
    "level", "general", "independent", "placed", "removed", "permanently", "search", "deal", "create", "world",
    "night", "class", "role", "room", "door", "lock", "locked", "pile", "prize", "visit", "team", "support",
    "modified", "offering", "learn", "heal", "protect", "respond", "resolve"})
