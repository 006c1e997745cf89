"""The one spaCy pipeline of the package, and the text helpers the question reader needs.

Only this module imports spaCy, and only inside functions: importing `ruling_qa.parse.nlp` is free,
the first call to `get_nlp()` pays spaCy's import and `spacy.blank("en")` (no model download).

Folding: card names and questions are compared after `fold()`: accents stripped (NFKD), ligatures
spelled out ("Æther" -> "Aether"), curly quotes straightened, "Fire/Ice" spelled "Fire // Ice".
Case is kept (capitalisation tells a card from an ordinary word); matching is on lower case.
`fold_with_offsets()` also returns, for each folded character, the index of the original one, so
what the user wrote can be quoted back exactly.

Names are tokenised here without running spaCy's tokenizer over every name (1 s for 26,000 names):
spaCy splits text on whitespace and then handles each chunk on its own, so a chunk made of letters
only is one token and the few thousand other chunks go through the real tokenizer once each
(cached). `name_tokens()` therefore gives exactly the tokens spaCy gives for the same text; a test
checks that over the whole corpus. The PhraseMatcher is then fed the hashes of the lower-cased
tokens, which is what `PhraseMatcher(attr="LOWER")` compares (its `add` accepts hash sequences).
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from spacy.language import Language
    from spacy.matcher import Matcher, PhraseMatcher
    from spacy.tokens import Doc

CARD_TOKEN = "<CARD>"       # stands for a card mention in the reduced doc the intent matcher reads

# one original character -> its folded spelling (everything else: NFKD minus combining marks)
_CHAR_FOLD = {
    "Æ": "Ae", "æ": "ae", "Œ": "Oe", "œ": "oe", "ß": "ss", "Ø": "O", "ø": "o", "Đ": "D",
    "đ": "d", "Ł": "L", "ł": "l", "Þ": "Th", "þ": "th", "ı": "i",
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "`": "'",
    "\u00b4": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u00ab": '"', "\u00bb": '"',
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": " - ", "\u2212": "-",
    "\u2044": "/", "\u2215": "/", "\u00a0": " ", "\u2009": " ", "\u200b": "", "\ufeff": "",
    "=": " = ",
}
_SLASHES = re.compile(r"(?<=[A-Za-z])\s*/{1,2}\s*(?=[A-Za-z])")
_NEEDS_FOLD = re.compile(r"[^\x20-\x7e]|[/=`]")
_FAST_CHUNK = re.compile(r"[A-Za-z]+")
_POSSESSIVE = re.compile(r"([A-Za-z]+)('s)")
_HYPHENATED = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)+")
_TRAILING = re.compile(r"([A-Za-z]+)([,:!?])")


@cache
def get_nlp() -> Language:
    """The package's one pipeline: `spacy.blank("en")`, made once per process."""
    import spacy

    return spacy.blank("en")


def _fold_char(ch: str) -> str:
    mapped = _CHAR_FOLD.get(ch)
    if mapped is not None:
        return mapped
    if ch < " " or ch == "\x7f":
        return "\n" if ch in "\n\r" else " "
    if ch.isascii():
        return ch
    decomposed = unicodedata.normalize("NFKD", ch)
    out = "".join(c for c in decomposed if not unicodedata.combining(c))
    return out


def fold(text: str) -> str:
    """Fold accents, ligatures, quotes and split-card slashes; keep case."""
    return fold_with_offsets(text)[0]


def fold_with_offsets(text: str) -> tuple[str, list[int] | None]:
    """Folded text and, per folded character, the index of the original character it came from
    (None when nothing changed: the identity map)."""
    if _NEEDS_FOLD.search(text) is None:
        return text, None
    pieces: list[str] = []
    offsets: list[int] = []
    for i, ch in enumerate(text):
        plain = ch.isascii() and ch not in _CHAR_FOLD and " " <= ch != "\x7f"
        out = ch if plain else _fold_char(ch)
        pieces.append(out)
        offsets.extend([i] * len(out))
    folded = "".join(pieces)
    if "/" in folded:
        folded, offsets = _sub_with_offsets(_SLASHES, " // ", folded, offsets)
    return folded, offsets


def _sub_with_offsets(pattern: re.Pattern, repl: str, text: str,
                      offsets: list[int]) -> tuple[str, list[int]]:
    out: list[str] = []
    new_offsets: list[int] = []
    last = 0
    for m in pattern.finditer(text):
        out.append(text[last:m.start()])
        new_offsets.extend(offsets[last:m.start()])
        out.append(repl)
        anchor = offsets[m.start()] if m.start() < len(offsets) else (offsets[-1] if offsets else 0)
        new_offsets.extend([anchor] * len(repl))
        last = m.end()
    out.append(text[last:])
    new_offsets.extend(offsets[last:])
    return "".join(out), new_offsets


def name_key(text: str) -> str:
    """The lookup key of a name or of what a user wrote for it: folded, lower-case tokens joined
    by single spaces ("Fire/Ice" and "fire // ice" -> "fire // ice")."""
    return " ".join(name_tokens(fold(text))).lower()


@lru_cache(maxsize=65536)
def _chunk_tokens(chunk: str) -> tuple[str, ...]:
    """spaCy's tokens for one whitespace-free chunk (what its tokenizer does to each chunk)."""
    if chunk in _special_cases():
        return tuple(t.text for t in get_nlp().tokenizer(chunk))
    if _FAST_CHUNK.fullmatch(chunk):
        return (chunk,)
    m = _POSSESSIVE.fullmatch(chunk)
    if m and m.group(1) not in _special_cases():
        return (m.group(1), m.group(2))
    if _HYPHENATED.fullmatch(chunk) and not any(p in _special_cases() for p in chunk.split("-")):
        parts: list[str] = []
        for p in chunk.split("-"):
            parts.extend((p, "-"))
        return tuple(parts[:-1])
    m = _TRAILING.fullmatch(chunk)
    if m and m.group(1) not in _special_cases():
        return (m.group(1), m.group(2))
    return tuple(t.text for t in get_nlp().tokenizer(chunk))


@lru_cache(maxsize=1)
def _special_cases() -> frozenset[str]:
    from spacy.tokenizer import Tokenizer

    tokenizer = get_nlp().tokenizer
    assert isinstance(tokenizer, Tokenizer)          # spacy.blank("en") has spaCy's rule-based tokenizer
    return frozenset(tokenizer.rules)


def name_tokens(folded: str) -> list[str]:
    """The tokens spaCy's tokenizer gives for `folded` (a folded name), computed cheaply."""
    out: list[str] = []
    for chunk in folded.split():
        out.extend(_chunk_tokens(chunk))
    return out


def make_doc(text: str) -> Doc:
    """Tokenise text with the pipeline's tokenizer (no other component runs)."""
    return get_nlp().make_doc(text)


def doc_from_words(words: Sequence[str]) -> Doc:
    from spacy.tokens import Doc

    return Doc(get_nlp().vocab, words=list(words))


def phrase_matcher(token_lists: Iterable[Sequence[str]], key: str = "PHRASE") -> PhraseMatcher:
    """A PhraseMatcher comparing lower-case token text, built from token lists without making a
    Doc per phrase: each phrase goes in as the hashes of its lower-cased tokens."""
    from spacy.matcher import PhraseMatcher
    # hash_string is in spacy/strings.pyx but not in its .pyi stub
    from spacy.strings import hash_string  # type: ignore[attr-defined]

    nlp = get_nlp()
    matcher = PhraseMatcher(nlp.vocab, attr="LOWER")
    cache: dict[str, int] = {}

    def h(tok: str) -> int:
        v = cache.get(tok)
        if v is None:
            v = cache[tok] = hash_string(tok)
        return v

    keywords = [tuple(h(t.lower()) for t in toks) for toks in token_lists if toks]
    if keywords:
        # PhraseMatcher.add takes token-hash tuples as well as Docs; its stub lists only Docs
        matcher.add(key, keywords)  # type: ignore[arg-type]
    return matcher


def token_matcher(rules: Iterable[tuple[str, list[list[dict]]]]) -> Matcher:
    """A Matcher over token patterns, one key per rule."""
    from spacy.matcher import Matcher

    matcher = Matcher(get_nlp().vocab)
    for key, patterns in rules:
        matcher.add(key, patterns)
    return matcher


def stop_words() -> frozenset[str]:
    return frozenset(get_nlp().Defaults.stop_words)
