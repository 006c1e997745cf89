"""Comprehensive Rules text -> rules, sections, examples, glossary and cross-references (pure).

    doc = parse_rules(decode_rules_bytes(raw), source="MagicCompRules-20260807.txt")
    doc.rules        # Rule records in document order: sections, chapters, rules, subrules
    doc.glossary     # GlossaryEntry records in document order
    doc.problems     # Problem records: what did not fit, with the line where it was

Nothing here reads files: `decode_rules_bytes` turns bytes into text and `parse_rules` turns text
into records; the caller decides how strict to be about `problems`. A malformed or truncated file
never raises; it yields problems naming the source and the line.

Layout of the CR text file (every release 2015-2026):
    title, "These rules are effective as of <Month D, YYYY>.", Introduction,
    "Contents" (a table of contents repeating every section and chapter heading, then "Glossary"
    and "Credits"), the rules body from the second "1. Game Concepts", the glossary from the second
    "Glossary" (a term line, definition lines, blank lines between entries), then "Credits".

Text conventions of the records:
  * Line ends are normalised (CRLF, bare CR, LF); a UTF-8/UTF-16 byte-order mark is dropped and
    NBSP becomes a plain space.
  * A rule's own continuation paragraphs (the indented lines that follow a rule without a blank
    line) are joined to its text with "\n". U+2028 / U+2029 (a line break *inside* a paragraph,
    seen in files in the wild) is treated the same way: the paragraph stays with its rule or
    glossary entry and the break becomes "\n" in the record's text; it never starts a new rule,
    and `line` numbers count only CR / LF line ends, as editors and `open()` do.
  * `examples` hold the "Example: ..." paragraphs as printed, prefix included.
  * `refs` hold the rule numbers a rule's text and examples (or a glossary definition) mention and
    that exist in the same document, in order of first mention, the record's own number excluded;
    a range ("601.2a–h", "712.9–10") contributes every existing number from one end to the other.

Quirks of real releases (2015-2026) accepted without a problem: "606.5 Text" (no dot after a rule
number), "901.4.Text" (no space), "119.1d. Text" (dot after a subrule), two-letter subrules after
z ("704.5aa"), examples after a blank line, straight quotes (2019-01-25), a glossary term glued to
its first numbered definition ("Ante1. A zone ...", 2021-06-18), a glossary entry not preceded by
a blank line (2020-2022), a stray line directly after a rule (kept as its continuation).
Reported as problems, because the published file itself is wrong: a repeated number (702.175 in
2024-09-20; both rules are kept, in document order), subrules whose rule does not exist (724.3a-c
in 2021-09-24; their `parent` names the missing rule), letters that skip (712.3d first, 2023-04-14).
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from ..models import GlossaryEntry, Problem, Rule, RulesDocument

__all__ = [
    "decode_rules_bytes",
    "parse_rules",
    "diff_documents",
    "word_diff",
    "glossary_names",
    "rule_sort_key",
    "parent_number",
]

# --- decoding -----------------------------------------------------------------------------------

# Bytes Windows-1252 leaves undefined; decoded as the C1 control of the same value (WHATWG).
_CP1252_HOLES = {0xDC00 + b: b for b in (0x81, 0x8D, 0x8F, 0x90, 0x9D)}


def decode_rules_bytes(data: bytes) -> str:
    """Decode a CR file's bytes: UTF-8 with or without BOM, UTF-16 with BOM, else Windows-1252
    (the encoding of older releases in the wild; its five undefined bytes map to U+0081 etc.).

    Line ends (CRLF, bare CR, LF) become "\n", NBSP becomes a space, a BOM is dropped. U+2028 is
    kept (see the module docstring: `parse_rules` keeps it inside its paragraph).
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = data.decode("utf-16", errors="replace")
    elif data.startswith(b"\xef\xbb\xbf"):
        # declared UTF-8: a bad byte is replaced rather than re-reading everything as cp1252
        text = data[3:].decode("utf-8", errors="replace")
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            if error.start >= len(data) - 3 and error.reason == "unexpected end of data":
                # a file cut inside a multi-byte character: still UTF-8
                text = data[: error.start].decode("utf-8") + "\ufffd"
            else:
                text = data.decode("cp1252", errors="surrogateescape").translate(_CP1252_HOLES)
    return _normalize(text)


def _normalize(text: str) -> str:
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "\xa0" in text:
        text = text.replace("\xa0", " ")
    return text


# --- rule numbers -------------------------------------------------------------------------------

# Subrule letters: the CR never uses l or o; after z come aa, ab, ... (704.5z, 704.5aa).
_LETTERS = "abcdefghijkmnpqrstuvwxyz"
_LETTER_VALUE = {ch: i + 1 for i, ch in enumerate(_LETTERS)}

_NUMBER = re.compile(r"^(\d)(?:(\d\d)(?:\.(\d+)([a-z]*))?)?$")


def _letters_index(letters: str) -> int | None:
    """'a' -> 1 ... 'z' -> 24, 'aa' -> 25 ...; None if the letters use l or o."""
    value = 0
    for ch in letters:
        digit = _LETTER_VALUE.get(ch)
        if digit is None:
            return None
        value = value * len(_LETTERS) + digit
    return value


def _letters_of(index: int) -> str:
    out = []
    while index > 0:
        index, rem = divmod(index - 1, len(_LETTERS))
        out.append(_LETTERS[rem])
    return "".join(reversed(out))


def rule_sort_key(number: str) -> tuple:
    """Order rule numbers as the CR does: 7 < 702 < 702.19 < 702.19a < 702.19z < 702.19aa < 702.190."""
    m = _NUMBER.match(number)
    if not m:
        return (99, number)
    section, chapter, rule, letters = m.groups()
    key: tuple = (int(section),)
    if chapter is not None:
        key += (int(section + chapter),)
        if rule is not None:
            key += (int(rule), len(letters), letters)
    return key


def parent_number(number: str) -> str | None:
    """'702.19b' -> '702.19' -> '702' -> '7' -> None. '613.41' -> '613' (not '613.4')."""
    m = _NUMBER.match(number)
    if not m:
        return None
    section, chapter, rule, letters = m.groups()
    if letters:
        return f"{section}{chapter}.{rule}"
    if rule is not None:
        return section + chapter
    if chapter is not None:
        return section
    return None


# --- line shapes --------------------------------------------------------------------------------

_SECTION = re.compile(r"(\d)\.\s+(\S.*)")
_CHAPTER = re.compile(r"(\d\d\d)\.\s+(\S.*)")
# "100.1. Text"; tolerated typos seen in real releases: "606.5 Text" (no dot), "901.4.Text" (no space)
_RULE = re.compile(r"(\d\d\d)\.(\d+)(?:\.\s*|\s+|$)(.*)")
# "100.1a Text"; tolerated: "119.1d. Text"
_SUBRULE = re.compile(r"(\d\d\d)\.(\d+)([a-z]+)(?:\.?\s+|\.?$)(.*)")
_EFFECTIVE = re.compile(r"These rules are effective as of\s+([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})")
_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        ["january", "february", "march", "april", "may", "june", "july", "august",
         "september", "october", "november", "december"]
    )
}
_SOFT_BREAKS = re.compile("[\u2028\u2029]")

# --- cross-references ---------------------------------------------------------------------------

_DOTTED = r"\d{3}\.\d+[a-z]*"
_RANGE_END = r"(?:\d{3}\.\d+[a-z]*|\d+[a-z]*|[a-z]+)"
# A dotted number anywhere ("601.2b", "see 608.2h"), optionally the start of a range. (No leading
# look-behind or \b in these patterns: that would disable the regex engine's fast scan; the
# character before a match is checked in Python instead.)
_DOTTED_REF = re.compile(rf"({_DOTTED})(?:\s*[–-]\s*({_RANGE_END}))?(?!\w)")
# "rule 605", "rules 601 and 602", "rules 119.7–8, 712.9–10, and 712.18": a list after rule(s)
_RULES_LIST = re.compile(
    rf"[Rr]ules?\s+((?:\d{{3}}(?:\.\d+[a-z]*)?(?:\s*[–-]\s*{_RANGE_END})?"
    rf"(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?=\d{{3}}))?)+)"
)
_CHAPTER_IN_LIST = re.compile(r"(?<![\d.–-])(\d{3})(?![\d.]|\s*[–-])")
_CHAPTER_RANGE = re.compile(r"(?<![\d.])(\d{3})\s*[–-]\s*(\d{3})(?![\d.])")
_SECTION_REF = re.compile(r"[Ss]ections?\s+(\d)(?!\d|\.\d)((?:\s*(?:,|and|or)\s*\d(?!\d|\.\d))*)")


def _raw_refs(text: str) -> list[tuple[str, str | None]]:
    """(start, end-or-None) pairs of the rule numbers `text` mentions, in order of mention."""
    found: list[tuple[int, str, str | None]] = []
    for m in _DOTTED_REF.finditer(text):
        at = m.start()
        if at and text[at - 1] in "0123456789.":
            continue
        found.append((at, m.group(1), m.group(2)))
    if "ule" in text:
        for m in _RULES_LIST.finditer(text):
            at = m.start()
            if at and text[at - 1].isalnum():
                continue
            chunk, base = m.group(1), m.start(1)
            for c in _CHAPTER_RANGE.finditer(chunk):
                found.append((base + c.start(), c.group(1), c.group(2)))
            for c in _CHAPTER_IN_LIST.finditer(chunk):
                found.append((base + c.start(), c.group(1), None))
    if "ection" in text:
        for m in _SECTION_REF.finditer(text):
            at = m.start()
            if at and text[at - 1].isalnum():
                continue
            found.append((at, m.group(1), None))
            for extra in re.findall(r"\d", m.group(2)):
                found.append((at, extra, None))
    found.sort(key=lambda item: item[0])
    return [(start, end) for _, start, end in found]


def _range_end(start: str, end: str) -> str | None:
    """Complete a range's end: ('601.2a', 'h') -> '601.2h'; ('712.9', '10') -> '712.10'."""
    if "." in end or (len(end) == 3 and end.isdigit() and "." not in start):
        return end
    m = re.match(r"(\d{3})\.(\d+)([a-z]*)$", start)
    if not m:
        return None
    chapter, rule, _ = m.groups()
    if end.isalpha():
        return f"{chapter}.{rule}{end}"
    return f"{chapter}.{end}"


def _resolve_refs(
    raw: list[tuple[str, str | None]],
    own: str | None,
    existing: dict[str, int],
    ordered: list[str],
) -> tuple[str, ...]:
    out: dict[str, None] = {}
    for start, end in raw:
        if end is not None:
            stop = _range_end(start, end)
            i, j = existing.get(start), existing.get(stop) if stop else None
            if i is not None and stop is not None and j is not None and i <= j \
                    and parent_number(start) == parent_number(stop):
                parent = parent_number(start)
                for number in ordered[i : j + 1]:
                    if parent_number(number) == parent:
                        out.setdefault(number)
                continue
            for bound in (start, stop):
                if bound and bound in existing:
                    out.setdefault(bound)
            continue
        if start in existing:
            out.setdefault(start)
    if own is not None:
        out.pop(own, None)
    return tuple(out)


# --- glossary names -----------------------------------------------------------------------------

# Headings with a comma that name ONE term (rule 101.4's "active player, nonactive player order";
# its short form has an entry of its own, "APNAP Order"), with any other names to file them under.
_SINGLE_TERM_HEADINGS: dict[str, tuple[str, ...]] = {
    "Active Player, Nonactive Player Order": (),
}
_QUALIFIER = re.compile(r"\s*\((?:Obsolete)\)\s*$")
_NAME_TOKEN = re.compile(r"“([^”]*)”|\"([^\"]*)\"|([^,“”\"]+)")


def glossary_names(term: str) -> tuple[str, ...]:
    """Every name a glossary heading is filed under.

    "Base Power, Base Toughness" -> ("Base Power", "Base Toughness", "Base Power, Base Toughness");
    "Banding, “Bands with Other”" -> ("Banding", "Bands with Other", <heading>);
    "Bury (Obsolete)" -> ("Bury", "Bury (Obsolete)");
    "Active Player, Nonactive Player Order" -> (<heading>,) - one term, not two.
    The heading as printed is always among the names.
    """
    heading = " ".join(term.split())
    base = _QUALIFIER.sub("", heading)
    names: list[str] = []
    if base in _SINGLE_TERM_HEADINGS:
        names = [base, *_SINGLE_TERM_HEADINGS[base]]
    elif "," in base:
        for quoted, straight, plain in _NAME_TOKEN.findall(base):
            name = (quoted or straight or plain).strip().rstrip(",").strip()
            if name:
                names.append(name)
    else:
        names = [base]
    names.append(heading)
    return tuple(dict.fromkeys(n for n in names if n))


# --- the parser ---------------------------------------------------------------------------------

_PREAMBLE, _TOC, _AFTER_TOC, _BODY, _GLOSSARY, _CREDITS = range(6)


class _Builder:
    """Mutable state of one parse; produces the frozen records at the end."""

    def __init__(self, source: str):
        self.source = source
        self.problems: list[Problem] = []
        # rule drafts: [number, level, text_parts, examples(list of parts lists), line]
        self.rules: list[list] = []
        self.first_line: dict[str, int] = {}
        self.section = 0
        self.chapter = 0
        self.rule: tuple[int, int] | None = None     # (chapter, rule) of the current rule
        self.subrule_index = 0
        self.repeated: set[str] = set()
        self.current: list | None = None            # the draft continuation lines go to
        self.target: list | None = None             # the parts list continuation lines extend

    def problem(self, line: int | None, message: str) -> None:
        self.problems.append(Problem(self.source, line, message))

    # numbered lines ----------------------------------------------------------------------------
    def add(self, number: str, level: str, text: str, line: int) -> bool:
        """Record a numbered line; False if its number was seen before (a problem is recorded
        once, for the topmost repeated number - the children of a repeated rule are not listed)."""
        fresh = number not in self.first_line
        if fresh:
            self.first_line[number] = line
        elif parent_number(number) not in self.repeated:
            self.problem(line, f"duplicate {level} number {number} (first at line {self.first_line[number]})")
        if not fresh:
            self.repeated.add(number)
        draft: list = [number, level, [text], [], line]
        self.rules.append(draft)
        self.current, self.target = draft, draft[2]
        return fresh

    def section_line(self, number: int, title: str, line: int) -> None:
        if str(number) not in self.first_line and number != self.section + 1:
            self.problem(line, f"section {number} follows section {self.section}; expected {self.section + 1}")
        self.section = number
        self.chapter, self.rule = 0, None
        self.add(str(number), "section", title, line)

    def chapter_line(self, number: int, title: str, line: int) -> None:
        if str(number) not in self.first_line:
            if number // 100 != self.section:
                self.problem(line, f"chapter {number} is not in section {self.section or '(none)'}")
            else:
                expected = self.chapter + 1 if self.chapter else self.section * 100
                if number != expected:
                    where = f"chapter {self.chapter}" if self.chapter else f"section {self.section}"
                    self.problem(line, f"chapter {number} follows {where}; expected {expected}")
        self.chapter, self.rule = number, None
        self.add(str(number), "chapter", title, line)

    def rule_line(self, chapter: int, rule: int, text: str, line: int) -> None:
        number = f"{chapter}.{rule}"
        if number not in self.first_line:
            if chapter != self.chapter:
                self.problem(line, f"rule {number} is not in chapter {self.chapter or '(none)'}")
            else:
                previous = self.rule[1] if self.rule else 0
                if rule != previous + 1:
                    after = f"rule {chapter}.{previous}" if previous else f"chapter {chapter}"
                    self.problem(line, f"rule {number} follows {after}; expected {chapter}.{previous + 1}")
        if not text:
            self.problem(line, f"rule {number} has no text")
        self.rule = (chapter, rule)
        self.subrule_index = 0
        self.add(number, "rule", text, line)

    def subrule_line(self, chapter: int, rule: int, letters: str, text: str, line: int) -> None:
        number = f"{chapter}.{rule}{letters}"
        index = _letters_index(letters)
        if number not in self.first_line:
            if self.rule != (chapter, rule):
                current = f"{self.rule[0]}.{self.rule[1]}" if self.rule else "(none)"
                self.problem(line, f"subrule {number} is not under the current rule {current}")
            elif index is None:
                self.problem(line, f"subrule {number}: the CR never uses the letters l and o")
            elif index != self.subrule_index + 1:
                expected = f"{chapter}.{rule}{_letters_of(self.subrule_index + 1)}"
                self.problem(line, f"subrule {number} found where {expected} was expected")
        if index is not None:
            self.subrule_index = index
        if not text:
            self.problem(line, f"subrule {number} has no text")
        self.add(number, "subrule", text, line)

    # unnumbered lines --------------------------------------------------------------------------
    def example(self, text: str, line: int) -> None:
        if self.current is None:
            self.problem(line, "example before the first rule")
            return
        parts = [text]
        self.current[3].append(parts)
        self.target = parts

    def continuation(self, text: str, line: int, after_blank: bool) -> None:
        if self.current is None or self.target is None:
            self.problem(line, f"unnumbered line in the rules body: {text[:60]!r}")
            return
        if after_blank:
            self.problem(
                line,
                f"unnumbered line in the rules body (not an example, not directly after a rule): {text[:60]!r}",
            )
        self.target.append(text)

    def finish_rules(self) -> list[tuple]:
        return [
            (number, level, "\n".join(p for p in parts if p), tuple("\n".join(e) for e in examples), line)
            for number, level, parts, examples, line in self.rules
        ]


def _looks_like_heading(line: str, previous: str, has_next: bool) -> bool:
    """A glossary term line that follows a definition without the usual blank line."""
    if not has_next or len(line) > 60 or not line[:1].isupper():
        return False
    if line.startswith("See ") or re.match(r"\d+\.", line):
        return False
    if line.endswith((".", ".”", '."', ":", ",", ";")):
        return False
    return previous.rstrip().endswith((".", "”", '"', ")"))


_GLUED_TERM = re.compile(r"^(\D*[A-Za-z)”\"])(1\.\s+\S.*)$")


def _parse_glossary(
    lines: list[tuple[int, str]], b: _Builder
) -> list[tuple[str, list[str], int]]:
    """Entries (term, definition parts, line) from the glossary's (line number, text) pairs."""
    blocks: list[list[tuple[int, str]]] = []
    block: list[tuple[int, str]] = []
    for number, text in lines:
        if text.strip():
            block.append((number, text))
        elif block:
            blocks.append(block)
            block = []
    if block:
        blocks.append(block)

    entries: list[tuple[str, list[str], int]] = []
    for block in blocks:
        head_line, head = block[0]
        # a soft line break (U+2028) never ends an entry: what follows it on the term line is
        # definition text, and inside a definition it becomes "\n"
        head, *after = _SOFT_BREAKS.split(head.strip())
        rest = [(head_line, part) for part in after] + block[1:]
        glued = _GLUED_TERM.match(head.strip())
        if glued and rest and re.match(r"2\.\s", rest[0][1].strip()):
            # "Ante1. A zone ..." - the term and its first numbered definition on one line
            head = glued.group(1)
            rest = [(head_line, glued.group(2)), *rest]
        entry: tuple[str, list[str], int] = (head.strip(), [], head_line)
        entries.append(entry)
        for i, (number, text) in enumerate(rest):
            text = "\n".join(p.strip() for p in _SOFT_BREAKS.split(text) if p.strip())
            if not text:
                continue
            previous = rest[i - 1][1] if i else ""
            if i and _looks_like_heading(text, previous, i + 1 < len(rest)):
                entry = (text, [], number)
                entries.append(entry)
                continue
            entry[1].append(text)
    for term, parts, line in entries:
        if not parts:
            b.problem(line, f"glossary entry {term!r} has no definition")
        if term.endswith(".") or len(term) > 90:
            b.problem(line, f"glossary term {term!r} looks like a definition")
    return entries


def parse_rules(text: str | bytes, source: str = "") -> RulesDocument:
    """Parse the text (or bytes) of a Comprehensive Rules TXT file. Never raises on bad input."""
    if isinstance(text, (bytes, bytearray)):
        text = decode_rules_bytes(bytes(text))
    else:
        text = _normalize(text)
    b = _Builder(source)
    lines = text.split("\n")

    effective_date = ""
    effective_line: int | None = None
    state = _PREAMBLE
    toc: dict[str, str] = {}
    glossary_lines: list[tuple[int, str]] = []
    previous_blank = True
    last_content_line = 0
    body_seen = False

    for index, raw in enumerate(lines):
        line_no = index + 1
        stripped = raw.strip()
        if not stripped:
            previous_blank = True
            if state == _GLOSSARY:
                glossary_lines.append((line_no, ""))
            continue
        last_content_line = line_no

        if state in (_PREAMBLE, _TOC, _AFTER_TOC) and effective_line is None:
            m = _EFFECTIVE.search(stripped)
            if m:
                effective_line = line_no
                effective_date = _iso_date(m, b, line_no)
                previous_blank = False
                continue

        if state == _PREAMBLE:
            if stripped == "Contents":
                state = _TOC
            elif _SECTION.fullmatch(stripped) and stripped.startswith("1."):
                state = _BODY  # no table of contents
            else:
                previous_blank = False
                continue

        if state == _TOC:
            if stripped == "Credits":
                state = _AFTER_TOC
                previous_blank = False
                continue
            m = _SECTION.fullmatch(stripped) or _CHAPTER.fullmatch(stripped)
            key = m.group(1) if m else stripped
            if key not in toc:
                toc[key] = m.group(2) if m else stripped
                previous_blank = False
                continue
            state = _BODY  # a heading seen twice: the body began (contents without "Credits")

        if state == _AFTER_TOC:
            state = _BODY

        if state == _BODY:
            if stripped == "Glossary":
                state = _GLOSSARY
                b.current = b.target = None
                previous_blank = True
                continue
            body_seen = True
            _body_line(b, stripped, line_no, previous_blank)
            previous_blank = False
            continue

        if state == _GLOSSARY:
            if stripped == "Credits":
                state = _CREDITS
                break
            glossary_lines.append((line_no, raw))
            continue

    if effective_line is None:
        b.problem(None, "no 'These rules are effective as of ...' line: effective date missing")
    drafts = b.finish_rules()
    entries = _parse_glossary(glossary_lines, b) if glossary_lines else []
    if state == _CREDITS and not entries:
        b.problem(None, "the glossary is empty")
    # headings promised by the contents but absent from the body
    if toc and state == _CREDITS:
        present = {number for number, level, *_ in drafts if level in ("section", "chapter")}
        for number in toc:
            if number.isdigit() and number not in present:
                b.problem(None, f"{'section' if len(number) == 1 else 'chapter'} {number} "
                                f"({toc[number]}) is in the contents but not in the rules body")
    problems = sorted(b.problems, key=lambda p: p.line or 0)
    # where the text stops early, that is said last
    where = None
    if not body_seen:
        problems.append(Problem(source, last_content_line or None,
                                "no rules body found (expected '1. Game Concepts' after the contents)"))
    elif state == _BODY:
        last = b.rules[-1][0] if b.rules else "(none)"
        where = f"inside the rules body (last rule {last}): the glossary and credits are missing"
    elif state == _GLOSSARY:
        where = "inside the glossary: the credits are missing"
    if where:
        problems.append(Problem(source, last_content_line,
                                f"text stops at line {last_content_line} {where}; the file looks truncated"))

    existing: dict[str, int] = {}
    ordered: list[str] = []
    for number, *_ in drafts:
        if number not in existing:
            existing[number] = len(ordered)
            ordered.append(number)

    rules = tuple(
        Rule(
            number=number,
            level=level,
            text=body,
            parent=parent_number(number),
            examples=examples,
            refs=_resolve_refs(_raw_refs(" ".join((body, *examples))), number, existing, ordered),
            line=line,
        )
        for number, level, body, examples, line in drafts
    )
    glossary = tuple(
        GlossaryEntry(
            term=term,
            names=glossary_names(term),
            text="\n".join(parts),
            refs=_resolve_refs(_raw_refs(" ".join(parts)), None, existing, ordered),
            line=line,
        )
        for term, parts, line in entries
    )
    return RulesDocument(
        effective_date=effective_date,
        rules=rules,
        glossary=glossary,
        problems=tuple(problems),
        source=source,
    )


def _iso_date(m: re.Match, b: _Builder, line_no: int) -> str:
    try:
        month = _MONTHS[m.group(1).lower()]
        return date(int(m.group(3)), month, int(m.group(2))).isoformat()
    except (KeyError, ValueError):
        b.problem(line_no, f"unreadable effective date {m.group(0)!r}")
        return ""


def _body_line(b: _Builder, stripped: str, line_no: int, previous_blank: bool) -> None:
    segments = _SOFT_BREAKS.split(stripped) if ("\u2028" in stripped or "\u2029" in stripped) else (stripped,)
    head = segments[0].strip()
    if head:
        _numbered_or_not(b, head, line_no, previous_blank)
    for segment in segments[1:]:
        segment = segment.strip()
        if not segment:
            continue
        if segment.startswith("Example:"):
            b.example(segment, line_no)
        else:
            b.continuation(segment, line_no, after_blank=False)


def _numbered_or_not(b: _Builder, text: str, line_no: int, previous_blank: bool) -> None:
    first = text[0]
    if "0" <= first <= "9":
        m = _SUBRULE.fullmatch(text)
        if m:
            b.subrule_line(int(m.group(1)), int(m.group(2)), m.group(3), m.group(4).strip(), line_no)
            return
        m = _RULE.fullmatch(text)
        if m:
            b.rule_line(int(m.group(1)), int(m.group(2)), m.group(3).strip(), line_no)
            return
        m = _CHAPTER.fullmatch(text)
        if m:
            b.chapter_line(int(m.group(1)), m.group(2).strip(), line_no)
            return
        m = _SECTION.fullmatch(text)
        if m:
            b.section_line(int(m.group(1)), m.group(2).strip(), line_no)
            return
    if text.startswith("Example:"):
        b.example(text, line_no)
        return
    b.continuation(text, line_no, after_blank=previous_blank)


# --- comparing two editions ---------------------------------------------------------------------

def _keyed(items: Iterable, key) -> dict:
    """Key records, numbering repeated keys ('702.175', '702.175#2') so nothing is lost."""
    out: dict = {}
    for item in items:
        k = key(item)
        n = 1
        unique = k
        while unique in out:
            n += 1
            unique = f"{k}#{n}"
        out[unique] = item
    return out


def _rule_view(rule: Rule) -> dict:
    return {"number": rule.number, "level": rule.level, "text": rule.text,
            "examples": list(rule.examples), "line": rule.line}


def _entry_view(entry: GlossaryEntry) -> dict:
    return {"term": entry.term, "names": list(entry.names), "text": entry.text, "line": entry.line}


_NUMBER_IN_TEXT = re.compile(r"(?<![\d.])(\d{3}(?:\.\d+[a-z]*)?)(?![\d])")
_WORD_TOKEN = re.compile(r"\s+|[^\W_]+(?:[.'’][^\W_]+)*|[^\w\s]", re.UNICODE)


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """Word-level differences: ("=", text), ("-", removed text), ("+", added text) segments that
    spell out `old` when "+" is dropped and `new` when "-" is dropped."""
    from difflib import SequenceMatcher

    a, b = _WORD_TOKEN.findall(old), _WORD_TOKEN.findall(new)
    out: list[tuple[str, str]] = []

    def emit(op: str, text: str) -> None:
        if text:
            if out and out[-1][0] == op:
                out[-1] = (op, out[-1][1] + text)
            else:
                out.append((op, text))

    for tag, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            emit("=", "".join(a[i1:i2]))
        else:
            emit("-", "".join(a[i1:i2]))
            emit("+", "".join(b[j1:j2]))
    return out


def _content(rule: Rule) -> tuple[str, tuple[str, ...]]:
    return rule.text, rule.examples


def _renumbered(rule: Rule, moves: dict[str, str]) -> tuple[tuple[str, tuple[str, ...]], list[list[str]]]:
    """The rule's text and examples with every rule number it mentions renumbered by `moves`, and
    the [old, new] pairs that were applied."""
    applied: dict[str, str] = {}

    def swap(m: re.Match) -> str:
        number = m.group(1)
        if number in moves:
            applied[number] = moves[number]
            return moves[number]
        return number

    text = _NUMBER_IN_TEXT.sub(swap, rule.text)
    examples = tuple(_NUMBER_IN_TEXT.sub(swap, e) for e in rule.examples)
    return (text, examples), [[a, b] for a, b in applied.items()]


def _match_moves(old_rules: list[Rule], new_rules: list[Rule]) -> tuple[list[dict], list[dict], list[Rule], list[Rule]]:
    """Pair rules that only moved. First pass: the same text and examples under another number.
    Second pass: the same text once the numbers it mentions are renumbered by the first pass's
    moves (a renumbered reference) -- under the same number (`renumbered`) or another (a move).
    Returns (moves, renumbered, old rules left, new rules left)."""
    moves: list[dict] = []
    renumbered: list[dict] = []
    pool: dict[tuple, list[Rule]] = {}
    for rule in old_rules:
        pool.setdefault(_content(rule), []).append(rule)
    left_new = []
    used: set[int] = set()
    for rule in new_rules:
        candidates = pool.get(_content(rule))
        if candidates:
            before = candidates.pop(0)
            used.add(id(before))
            moves.append({"from": before.number, "to": rule.number, "level": rule.level, "text": rule.text,
                          "examples": list(rule.examples), "renumbered_refs": [],
                          "old_line": before.line, "new_line": rule.line})
        else:
            left_new.append(rule)
    left_old = [r for r in old_rules if id(r) not in used]
    mapping = {m["from"]: m["to"] for m in moves}
    if not mapping:
        return moves, renumbered, left_old, left_new
    mapped = {id(r): _renumbered(r, mapping) for r in left_old}
    by_number = {r.number: r for r in left_old}
    still_new, used = [], set()
    for rule in left_new:
        same = by_number.get(rule.number)
        if same is not None and id(same) not in used and mapped[id(same)][1] and mapped[id(same)][0] == _content(rule):
            used.add(id(same))
            renumbered.append({"number": rule.number, "level": rule.level,
                               "old": {"text": same.text, "examples": list(same.examples), "line": same.line},
                               "new": {"text": rule.text, "examples": list(rule.examples), "line": rule.line},
                               "renumbered_refs": mapped[id(same)][1]})
        else:
            still_new.append(rule)
    pool = {}
    for rule in left_old:
        if id(rule) not in used and mapped[id(rule)][1]:
            pool.setdefault(mapped[id(rule)][0], []).append(rule)
    left_new = []
    for rule in still_new:
        candidates = pool.get(_content(rule))
        if candidates:
            before = candidates.pop(0)
            used.add(id(before))
            moves.append({"from": before.number, "to": rule.number, "level": rule.level, "text": rule.text,
                          "examples": list(rule.examples), "renumbered_refs": mapped[id(before)][1],
                          "old_text": before.text, "old_examples": list(before.examples),
                          "old_line": before.line, "new_line": rule.line})
        else:
            left_new.append(rule)
    left_old = [r for r in left_old if id(r) not in used]
    return moves, renumbered, left_old, left_new


def diff_documents(old: RulesDocument, new: RulesDocument) -> dict:
    """What changed between two editions: rules added, removed, changed and moved; glossary
    entries added, removed and changed.

    A rule whose text and examples are unchanged under a new number is a move (`moved`: from, to),
    not a removal plus an addition; so is one whose only change is that the rule numbers it
    mentions were renumbered by those moves (its `renumbered_refs` lists the [old, new] pairs). A
    rule that kept its number and only had its references renumbered is in `renumbered`. What is
    left is compared by number: `changed` (same number, new text), `added`, `removed`. Added,
    changed and moved rules come in the new edition's order, removed ones in the old edition's
    order. Glossary entries are matched by term (a renamed term is one removal and one addition).
    """
    old_rules = _keyed(old.rules, lambda r: r.number)
    new_rules = _keyed(new.rules, lambda r: r.number)

    def same(k: str, r: Rule, other: dict) -> bool:
        before = other.get(k)
        return before is not None and _content(before) == _content(r)

    moved, renumbered, left_old, left_new = _match_moves(
        [r for k, r in old_rules.items() if not same(k, r, new_rules)],
        [r for k, r in new_rules.items() if not same(k, r, old_rules)])
    order = {r.number: i for i, r in enumerate(new.rules)}
    moved.sort(key=lambda m: order.get(m["to"], 0))
    old_left = {r.number: r for r in left_old}
    new_left = {r.number: r for r in left_new}
    added = [_rule_view(r) for r in left_new if r.number not in old_left]
    removed = [_rule_view(r) for r in left_old if r.number not in new_left]
    changed = []
    for r in left_new:
        before = old_left.get(r.number)
        if before is not None:
            changed.append({
                "number": r.number,
                "level": r.level,
                "old": {"text": before.text, "examples": list(before.examples), "line": before.line},
                "new": {"text": r.text, "examples": list(r.examples), "line": r.line},
            })

    old_terms = _keyed(old.glossary, lambda e: e.term)
    new_terms = _keyed(new.glossary, lambda e: e.term)
    g_added = [_entry_view(e) for k, e in new_terms.items() if k not in old_terms]
    g_removed = [_entry_view(e) for k, e in old_terms.items() if k not in new_terms]
    g_changed = [
        {"term": e.term, "old": {"text": old_terms[k].text, "line": old_terms[k].line},
         "new": {"text": e.text, "line": e.line}}
        for k, e in new_terms.items()
        if k in old_terms and old_terms[k].text != e.text
    ]
    return {
        "old": {"effective_date": old.effective_date, "source": old.source},
        "new": {"effective_date": new.effective_date, "source": new.source},
        "rules": {"added": added, "removed": removed, "changed": changed, "moved": moved,
                  "renumbered": renumbered},
        "glossary": {"added": g_added, "removed": g_removed, "changed": g_changed},
        "summary": {
            "rules_added": len(added), "rules_removed": len(removed), "rules_changed": len(changed),
            "rules_moved": len(moved), "rules_renumbered": len(renumbered),
            "glossary_added": len(g_added), "glossary_removed": len(g_removed),
            "glossary_changed": len(g_changed),
        },
    }
