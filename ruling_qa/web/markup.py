"""Text to HTML for the pages: rule numbers, glossary terms and card names become links.

Every function escapes what it is given; the result is safe to put in a template as it is.
"""
from __future__ import annotations

import re
from urllib.parse import quote

from markupsafe import Markup, escape

_SUBRULE = re.compile(r"^(\d{3}\.\d+)[a-z]+$")
# A dotted rule number anywhere ("601.2b"), or a chapter number after "rule(s)" ("rule 605").
_RULE_IN_TEXT = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]*)(?![\d])|(?<=[Rr]ule )(\d{3})(?![\d.])|(?<=[Rr]ules )(\d{3})(?![\d.])")


_RANGE_TAIL = re.compile(r"\s*[–-]\s*([a-z]+|\d+[a-z]*)(?!\w|\.\d)")


def _range_end(start: str, end: str) -> str:
    """The full number a range ends at: ("601.2a", "i") -> "601.2i"; ("712.9", "10") -> "712.10"."""
    if end.isalpha():
        return start.rstrip("abcdefghijklmnopqrstuvwxyz") + end
    return start.split(".")[0] + "." + end


def rule_href(number: str) -> str:
    """Where a rule number lives: a subrule is an anchor on its rule's page (/r/702.19#702.19b);
    sections, chapters and rules have pages of their own."""
    m = _SUBRULE.match(number)
    if m:
        return f"/r/{m.group(1)}#{number}"
    return f"/r/{number}"


def card_href(name: str) -> str:
    return "/c/" + quote(name, safe="")


def term_href(term: str) -> str:
    return "/g/" + quote(term, safe="")


class Linker:
    """Turns plain text into HTML with links, for one knowledge base's link targets (see
    `RulingQA.link_targets`)."""

    def __init__(self, links: dict):
        self.rules = links["rules"]
        self.glossary = links["glossary"]
        self.keywords = links["keywords"]
        actions = sorted((k for k in self.keywords if k not in _EVERYDAY_ACTIONS), key=len, reverse=True)
        self._keywords = re.compile(r"\b(" + "|".join(re.escape(k) for k in actions) + r")\b", re.IGNORECASE) \
            if actions else None
        names = sorted(self.glossary, key=len, reverse=True)
        self._terms = re.compile(r"\b(" + "|".join(re.escape(n) for n in names) + r")\b", re.IGNORECASE) \
            if names else None

    def for_page(self) -> "Linker":
        """A linker for one page: each glossary term is linked at its first mention on the page."""
        page = object.__new__(Linker)
        page.__dict__.update(self.__dict__)
        page._seen = set()
        return page

    _seen: set | None = None

    def __call__(self, text: str | None, cards: tuple[str, ...] = (), terms: bool = True,
                 skip_term: str | None = None) -> Markup:
        """`text` as HTML: every existing rule number a link; the first mention of each glossary
        term (when `terms`; on the page, for a page's linker) and every mention of the given card
        names, links."""
        if not text:
            return Markup("")
        spans: list[tuple[int, int, str]] = []
        for m in _RULE_IN_TEXT.finditer(text):
            number = m.group(1) or m.group(2) or m.group(3)
            if number in self.rules:
                spans.append((m.start(), m.end(), rule_href(number)))
            tail = _RANGE_TAIL.match(text, m.end()) if m.group(1) else None
            if tail:  # "601.2a–i" and "712.9–10": the end of the range is a link too
                end = _range_end(number, tail.group(1))
                if end in self.rules:
                    spans.append((tail.start(1), tail.end(1), rule_href(end)))
        if cards:
            pattern = re.compile("|".join(re.escape(c) for c in sorted(cards, key=len, reverse=True)))
            for m in pattern.finditer(text):
                spans.append((m.start(), m.end(), card_href(m.group(0))))
        if terms and self._terms is not None:
            seen = self._seen if self._seen is not None else set()
            if skip_term:
                seen.add(skip_term.lower())
            for m in self._terms.finditer(text):
                key = m.group(1).lower()
                if key not in seen:
                    seen.add(key)
                    spans.append((m.start(), m.end(), term_href(self.glossary[key])))
        return _render(text, spans)

    def oracle(self, text: str | None) -> Markup:
        """Oracle text with the first mention of each keyword ability or keyword action linked to
        its rule ("Flying", "Scry 2", "Investigate"); everyday actions (destroy, exile ...) are
        left as they are."""
        if not text:
            return Markup("")
        spans: list[tuple[int, int, str]] = []
        seen: set[str] = set()
        if self._keywords is not None:
            for m in self._keywords.finditer(text):
                key = m.group(1).lower()
                if key not in seen:
                    seen.add(key)
                    spans.append((m.start(), m.end(), rule_href(self.keywords[key])))
        return _render(text, spans)

    def keyword_rule(self, keyword: str | None) -> str | None:
        """The rule number of a keyword ability or keyword action ("Flying" -> 702.9)."""
        if not keyword:
            return None
        return self.keywords.get(keyword.lower())


# Keyword actions that are everyday words of Oracle text ("+1/+1 counter", "create a token").
_EVERYDAY_ACTIONS = frozenset({"activate", "attach", "cast", "counter", "create", "destroy", "discard", "double",
                               "exchange", "exile", "play", "reveal", "sacrifice", "search", "shuffle", "triple",
                               "heal", "learn", "support", "vote"})


def _render(text: str, spans: list[tuple[int, int, str]]) -> Markup:
    """Escape `text`, wrapping each non-overlapping span in a link (earlier, longer spans win)."""
    spans.sort(key=lambda s: (s[0], -(s[1] - s[0])))
    out: list[str] = []
    at = 0
    for start, end, href in spans:
        if start < at:
            continue
        out.append(str(escape(text[at:start])))
        out.append(f'<a href="{escape(href)}">{escape(text[start:end])}</a>')
        at = end
    out.append(str(escape(text[at:])))
    return Markup("".join(out).replace("\n", "<br>"))


def diff_html(segments: list) -> Markup:
    """Word-level differences (["=", "-" or "+", text] segments) as HTML with <del> and <ins>."""
    out = []
    for op, text in segments:
        piece = str(escape(text)).replace("\n", "<br>")
        out.append(piece if op == "=" else f"<del>{piece}</del>" if op == "-" else f"<ins>{piece}</ins>")
    return Markup("".join(out))


def mana(cost: str | None) -> Markup:
    """A mana cost such as {2}{U/P} with each symbol in a span (readable without images)."""
    if not cost:
        return Markup("")
    return Markup("".join(f'<span class="sym">{escape(s)}</span>' for s in re.findall(r"\{[^}]*\}", cost))
                  or escape(cost))
