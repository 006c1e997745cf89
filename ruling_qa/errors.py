"""Errors users can act on: each carries a stable `code`, an HTTP `status` and suggestions.

Every error that reaches a user is one of these; the CLI prints `message` on one line, the HTTP
server returns `to_dict()` with `status`. Nothing here imports from the rest of the package.
"""
from __future__ import annotations


class RulingQAError(Exception):
    """Base class: a problem the user can fix, described in one line."""

    code = "error"
    status = 400

    def __init__(self, message: str, suggestions: list[str] | tuple[str, ...] = ()):
        super().__init__(message)
        self.message = message
        self.suggestions = list(suggestions)

    def to_dict(self) -> dict:
        return {"ok": False, "error": self.message, "code": self.code, "suggestions": self.suggestions}


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


class CorpusError(RulingQAError):
    """A corpus file is missing, truncated or malformed; the message names the file and line."""

    code = "corpus_error"
    status = 500


class FetchError(RulingQAError):
    """A download failed; the existing corpus was left untouched."""

    code = "fetch_failed"
    status = 502
