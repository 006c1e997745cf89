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

import os
import threading
from functools import cached_property
from pathlib import Path
from typing import Callable, Iterator

from . import sources
from .errors import BadInput, IndexMissing, UnknownEdition
from .store.kb import KnowledgeBase, check_text

PACKAGE_ROOT = Path(__file__).resolve().parent
MAX_QUESTION_CHARS = 1000


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
          progress: Callable[[str, int, int], None] | None = None) -> dict:
    """Build the knowledge base from the corpus (atomically: the old index survives a failure)."""
    from .store.build import build_index

    files = sources.locate_corpus(corpus)
    summary = build_index(Path(index) if index else default_index_path(), files,
                          **({"progress": progress} if progress else {}))
    if files.is_demo:
        summary["note"] = ("built from the small demo corpus; `ruling-qa corpus fetch` downloads the full "
                           "Comprehensive Rules and card data")
    return summary


def fetch(dest: str | Path | None = None, cards: str = "mtgjson", progress=None) -> dict:
    """Download the current official CR and card data into the corpus downloads folder."""
    report = sources.fetch_corpus(Path(dest) if dest else None, cards=cards, progress=progress)
    return {"ok": True, **report}


class RulingQA:
    """One knowledge base and the verbs over it. Thread-safe for reading.

    auto_build: when the index is missing, build it from the corpus first (telling `notify`);
    the HTTP server passes False and answers 503 instead.
    """

    def __init__(self, index: str | Path | None = None, corpus: str | Path | None = None,
                 auto_build: bool = True, notify: Callable[[str], None] | None = None):
        self.index_path = Path(index) if index else default_index_path()
        self.corpus = corpus
        self.auto_build = auto_build
        self.notify = notify or (lambda message: None)
        self._lock = threading.Lock()

    @cached_property
    def kb(self) -> KnowledgeBase:
        with self._lock:
            if not self.index_path.exists() and self.auto_build:
                self.notify(f"No index at {self.index_path}; building it first (about 15 seconds "
                            "for the full corpus).")
                summary = build(self.index_path, self.corpus)
                if summary.get("note"):
                    self.notify(summary["note"])
            if not self.index_path.exists():
                raise IndexMissing(f"no index at {self.index_path}; build it with `ruling-qa build`")
            return KnowledgeBase(self.index_path)

    def sources(self) -> dict:
        return self.kb.versions()

    # --- lookups --------------------------------------------------------------------------------

    def card(self, name: str) -> dict:
        """A card by name: faces (Oracle text, mana cost, type line, P/T or loyalty, parsed
        abilities) and its official rulings in date order."""
        match = self.kb.resolve_card(name)
        return {"ok": True, "match": match.to_dict(), "card": self.kb.card_data(match.card_id),
                "sources": self.sources()}

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
            "sources": self.sources(),
        }

    def define(self, term: str) -> dict:
        """The glossary entry for a term (any of its names, close misspellings resolved) and the
        text of the rules it points to."""
        entry, how = self.kb.define(term)
        return {"ok": True, "match": how, "entry": entry.to_dict(),
                "rules": [{"number": r.number, "text": r.text} for r in self.kb.rules(entry.refs)],
                "sources": self.sources()}

    def search(self, query: str, limit: int = 10) -> dict:
        """Rules, glossary entries and rulings ranked by relevance (BM25), with snippets."""
        return {"ok": True, "query": query, "results": self.kb.search(query, limit), "sources": self.sources()}

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

    def health(self) -> dict:
        """Whether an index is present, its schema, CR date, card data version and counts."""
        meta = self.kb.meta
        return {"ok": True, "index": str(self.index_path), "schema_version": meta.get("schema_version"),
                "built_at": meta.get("built_at"), "counts": meta.get("counts"),
                "demo_corpus": meta.get("demo_corpus") == "yes", "sources": self.sources()}

    # --- questions ------------------------------------------------------------------------------

    @cached_property
    def _answerer(self):
        from .answer import Answerer  # spaCy is imported only by questions

        return Answerer(self.kb)

    def ask(self, question: str) -> dict:
        """A plain-English question answered with a computed verdict (when a check applies), the
        reasoning with citations, the rulings and rules behind it, and the data versions."""
        question = check_text(question, "question", MAX_QUESTION_CHARS)
        return {"ok": True, **self._answerer.answer(question)}

    def checks(self) -> dict:
        """Every registered check: what it answers and the rules it cites."""
        from .checks import registry

        return {"ok": True, "checks": [c.describe() for c in registry()]}


def _iso_date(text: str) -> str:
    digits = "".join(ch for ch in text if ch.isdigit())
    if len(digits) != 8:
        raise BadInput(f"{text!r} is not a date; write editions as YYYY-MM-DD, e.g. 2026-08-07")
    return f"{digits[:4]}-{digits[4:6]}-{digits[6:]}"
