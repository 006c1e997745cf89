"""Splitting a question into sentences (clauses), rule-based: no model.

A sentence ends at ".", "?", "!", ":", ";" or a line break; quotes and brackets opening a sentence
stay with it. Patterns never match across a sentence (DESIGN practice 12).
"""
from __future__ import annotations

_SENTENCE_END = frozenset({".", "?", "!", ":", ";"})
_OPENERS = frozenset({'"', "'", "(", "[", "-", "*", "•", "--", ">", "..."})


def sentence_starts(doc, colon: bool = True) -> set[int]:
    """Token indexes that open a sentence (after ., ?, !, ;, a line break, or opening quotes; and
    after ":" unless `colon` is False: "Spellskite vs Deepglow Skate: can it redirect?" is one
    clause)."""
    ends = _SENTENCE_END if colon else _SENTENCE_END - {":"}
    starts = set()
    at_start = True
    for tok in doc:
        if tok.is_space:
            if "\n" in tok.text:
                at_start = True
            continue
        if at_start:
            starts.add(tok.i)
            if tok.text in _OPENERS or (tok.is_punct and tok.text not in ends):
                continue
            at_start = False
        if tok.text in ends or tok.text.endswith("\n"):
            at_start = True
        if tok.whitespace_ == "" and tok.i + 1 < len(doc) and "\n" in doc[tok.i + 1].text:
            at_start = True
    return starts


def sentence_spans(doc) -> list[tuple[int, int]]:
    """(start, end) token ranges of the sentences, in order, covering the whole doc."""
    starts = sorted(sentence_starts(doc, colon=False) | {0}) if len(doc) else []
    # a sentence starting with an opener that is itself the whole previous "sentence" is merged
    spans = []
    for k, s in enumerate(starts):
        e = starts[k + 1] if k + 1 < len(starts) else len(doc)
        if e > s:
            spans.append((s, e))
    return spans


def is_question(doc, start: int, end: int, openers: frozenset[str], skip: frozenset[str]) -> bool:
    """Does the sentence ask something: it ends with "?", or its first word (after greetings and
    the like) is an auxiliary or a wh-word ("can A target B", "what mana does A make")."""
    words = [t for t in doc[start:end] if not t.is_space]
    if any(t.text == "?" for t in words):
        return True
    lows = [t.lower_ for t in words if not t.is_punct]
    for low in lows:
        if low in openers:
            return True
        if low not in skip:
            break
    # "if A gives B haste, can it attack": a condition first, then the question
    return bool(lows) and lows[0] in ("if", "when", "after", "once", "while") and any(
        w in openers for w in lows[1:])
