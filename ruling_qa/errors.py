"""Errors users can act on: each carries a stable `code`, an HTTP `status` and suggestions.

Every error that reaches a user is one of these; the CLI prints `message` on one line, the HTTP
server returns `to_dict()` with `status`. Nothing here imports from the rest of the package.
"""
from __future__ import annotations


class RulingQAError(Exception):
    """Base class: a problem the user can fix, described in one line."""

    code = "error"
    status = 400

    def __init__(self, message: str, suggestions: list[str] | tuple[str, ...] = (), *,
                 paths: tuple[str, ...] = ()):
        super().__init__(message)
        self.message = message
        self.suggestions = list(suggestions)
        self.paths = tuple(str(p) for p in paths if str(p))

    def to_dict(self, public: bool = False) -> dict:
        """The error object. public=True (HTTP responses) names files by their base name only:
        a server never tells its clients where its files are."""
        message = self.message
        if public:
            for path in sorted(self.paths, key=len, reverse=True):
                message = message.replace(path, path.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1])
        return {"ok": False, "error": message, "code": self.code, "suggestions": self.suggestions}


class BadInput(RulingQAError):
    """The request itself is malformed (empty, too long, NUL bytes ...)."""

    code = "bad_input"
    status = 422


class InputTooLarge(BadInput):
    code = "input_too_large"
    status = 413


class UnknownCard(RulingQAError):
    code = "unknown_card"
    status = 404


class AmbiguousCard(RulingQAError):
    code = "ambiguous_card"
    status = 404


class UnknownRule(RulingQAError):
    code = "unknown_rule"
    status = 404


class UnknownTerm(RulingQAError):
    code = "unknown_term"
    status = 404


class UnknownEdition(RulingQAError):
    code = "unknown_edition"
    status = 404


class IndexMissing(RulingQAError):
    code = "index_missing"
    status = 503


class IndexUnusable(RulingQAError):
    """The index file exists but cannot be opened or has the wrong schema."""

    code = "index_unusable"
    status = 503


class IndexDamaged(IndexUnusable):
    """The index opened but part of it cannot be read (a corrupt page, bad compressed card data,
    malformed metadata): rebuilding it is the fix."""

    code = "index_damaged"
    status = 503


class IndexReplaced(IndexUnusable):
    """The index file was replaced (rebuilt) while a request was reading it; retrying reads the new one."""

    code = "index_replaced"
    status = 503


class QueryTooCostly(BadInput):
    """A search that would take too long (too many prefix terms, or over its time budget)."""

    code = "query_too_costly"
    status = 422


class CorpusError(RulingQAError):
    """A corpus file is missing, truncated or malformed; the message names the file and line."""

    code = "corpus_error"
    status = 500


class FetchError(RulingQAError):
    """A download failed; the existing corpus was left untouched."""

    code = "fetch_failed"
    status = 502
