"""Find, download and open the corpus files.

Discovery is by content, never by file name: each file's first bytes (after gunzip when the file
starts with the gzip magic number) say whether it is a Comprehensive Rules TXT, an MTGJSON v5
AtomicCards file, an MTGJSON v5 per-set file, or a Scryfall oracle-cards / rulings bulk file.
Anything else (README.md, SOURCES.md, a Forge .tar.gz ...) is ignored.

`fetch_corpus` downloads the current official files into temporary files beside their final
place, checks sizes, checksums and contents, and only then renames them into place, so a failed
download leaves the existing corpus untouched. It reports progress through a callback
`progress(label, done_bytes, total_bytes_or_None)` so the CLI can draw a bar.

Nothing here imports spaCy or anything above `errors` in the package.
"""
from __future__ import annotations

import codecs
import gzip
import hashlib
import json
import os
import re
import urllib.parse
import zlib
from dataclasses import dataclass
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterator

import orjson

from .errors import BadInput, CorpusError, FetchError

__all__ = [
    "RulesFile", "CorpusFiles", "scan_corpus", "locate_corpus", "read_bytes", "read_text",
    "load_json", "fetch_corpus", "load_manifest", "downloads_dir", "find_rules_link",
    "check_rules_text", "sniff", "fetch_report", "CORPUS_HOME", "DEMO_DIR", "MANIFEST_PATH",
    "DEFAULT_MANIFEST", "FETCH_REPORT_NAME",
]

Progress = Callable[[str, int, "int | None"], None]

# corpus/ beside the package in a source checkout; ruling_qa/corpus/ (the demo corpus and the
# manifest, copied in by the wheel's build step, build_hooks.py) in an installed package.
_CHECKOUT_CORPUS = Path(__file__).resolve().parents[1] / "corpus"
IN_CHECKOUT = (_CHECKOUT_CORPUS / "manifest.json").is_file()
CORPUS_HOME = _CHECKOUT_CORPUS if IN_CHECKOUT else Path(__file__).resolve().parent / "corpus"
DEMO_DIR = CORPUS_HOME / "demo"
MANIFEST_PATH = CORPUS_HOME / "manifest.json"
FETCH_REPORT_NAME = "fetch-report.json"

# Used only when corpus/manifest.json is not beside the package (e.g. a non-editable install);
# a test keeps the two identical.
DEFAULT_MANIFEST: dict[str, Any] = {
    "about": "Where `ruling-qa corpus fetch` downloads the corpus from; see corpus/README.md.",
    "format": 1,
    "user_agent": "ruling-qa/0.1 (Magic: The Gathering rules Q&A; offline corpus fetch)",
    "rules": {
        "page": "https://magic.wizards.com/en/rules",
        "url": None,
        "link_pattern": "(?i)comp[^/]*rules[^/]*\\.txt$",
    },
    "mtgjson": {
        "url": "https://mtgjson.com/api/v5/AtomicCards.json.gz",
        "sha256_url": "https://mtgjson.com/api/v5/AtomicCards.json.gz.sha256",
        "file": "AtomicCards.json.gz",
    },
    "scryfall": {
        "bulk_data_url": "https://api.scryfall.com/bulk-data",
        "files": {"oracle_cards": "oracle-cards.json.gz", "rulings": "rulings.json.gz"},
    },
}

GZIP_MAGIC = b"\x1f\x8b"
SNIFF_BYTES = 1 << 16
_CHUNK = 1 << 16
_SMALL_LIMIT = 16 << 20          # rules page, checksum file, bulk-data listing

RULES, ATOMIC, SET_FILE, SCRY_CARDS, SCRY_RULINGS = (
    "rules", "atomic_cards", "set_file", "scryfall_cards", "scryfall_rulings")

# Fields of an MTGJSON v5 Set object: the first key of a set file's "data".
_SET_FIELDS = frozenset("""
    baseSetSize block booster cardsphereSetId cards code codeV3 decks isForeignOnly isFoilOnly
    isNonFoilOnly isOnlineOnly isPaperOnly isPartialPreview keyruneCode languages mcmId
    mcmIdExtras mcmName mtgoCode name parentCode releaseDate sealedProduct tcgplayerGroupId
    tokenSetCode tokens totalSetSize translations type""".split())

_MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"], start=1)}
_EFFECTIVE = re.compile(
    r"effective\s+as\s+of\s+([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?\s*,?\s*(\d{4})", re.I)
_LINE_ENDS = re.compile(r"\r\n|\r|\u2028|\u2029|\x85")


# --- discovery ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class RulesFile:
    path: Path
    effective_date: str                  # ISO, from "These rules are effective as of ..."


@dataclass(frozen=True)
class CorpusFiles:
    root: Path
    rules: tuple[RulesFile, ...] = ()            # every CR edition found, oldest first
    atomic_cards: tuple[Path, ...] = ()          # MTGJSON v5 AtomicCards
    set_files: tuple[Path, ...] = ()             # MTGJSON v5 per-set files
    scryfall_cards: tuple[Path, ...] = ()        # Scryfall oracle-cards bulk
    scryfall_rulings: tuple[Path, ...] = ()      # Scryfall rulings bulk
    is_demo: bool = False
    ignored: tuple[Path, ...] = ()               # files that are none of the above (or duplicates)
    unreadable_rules: tuple[Path, ...] = ()      # named like a CR file but not recognised as one

    def unreadable_newer_rules(self) -> list[Path]:
        """CR-named files that could not be read and may be newer than the newest readable
        edition (their name's YYYYMMDD is later, or they have no date): building without them
        would silently use older rules."""
        newest = (self.current_rules.effective_date.replace("-", "") if self.current_rules else "")
        out = []
        for path in self.unreadable_rules:
            stamp = _name_stamp(path.name)
            if not stamp or stamp > newest:
                out.append(path)
        return out

    @property
    def current_rules(self) -> RulesFile | None:
        return self.rules[-1] if self.rules else None

    def rules_for(self, effective_date: str) -> RulesFile | None:
        return next((r for r in self.rules if r.effective_date == effective_date), None)

    @property
    def card_files(self) -> tuple[Path, ...]:
        return self.atomic_cards + self.set_files + self.scryfall_cards

    @property
    def empty(self) -> bool:
        return not (self.rules or self.atomic_cards or self.set_files or self.scryfall_cards
                    or self.scryfall_rulings)

    def to_dict(self) -> dict:
        return {
            "root": str(self.root),
            "is_demo": self.is_demo,
            "rules": [{"path": str(r.path), "effective_date": r.effective_date} for r in self.rules],
            "atomic_cards": [str(p) for p in self.atomic_cards],
            "set_files": [str(p) for p in self.set_files],
            "scryfall_cards": [str(p) for p in self.scryfall_cards],
            "scryfall_rulings": [str(p) for p in self.scryfall_rulings],
        }


def _head(path: Path, size: int = SNIFF_BYTES) -> bytes:
    """The first `size` bytes of a file, gunzipped if it starts with the gzip magic number.
    Returns b"" when the file cannot be read at all."""
    try:
        with open(path, "rb") as raw:
            if raw.read(2) == GZIP_MAGIC:
                raw.seek(0)
                try:
                    with gzip.GzipFile(fileobj=raw) as unzipped:
                        return unzipped.read(size)
                except (OSError, EOFError, zlib.error):
                    return b""
            raw.seek(0)
            return raw.read(size)
    except OSError:
        return b""


def _decode_head(data: bytes) -> str:
    """Decode a possibly cut prefix: UTF-16/UTF-8 by BOM, else UTF-8, else Windows-1252."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    if data.startswith(codecs.BOM_UTF8):
        data = data[3:]
    decoder = codecs.getincrementaldecoder("utf-8")()
    try:
        return decoder.decode(data, final=False)
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _effective_date(text: str) -> str | None:
    match = _EFFECTIVE.search(text.replace("\u00a0", " "))
    if not match:
        return None
    month = _MONTHS.get(match.group(1).lower())
    if month is None:
        return None
    try:
        return date(int(match.group(3)), month, int(match.group(2))).isoformat()
    except ValueError:
        return None


def _sniff_rules(text: str) -> str | None:
    """The effective date if `text` (the start of a file) is a Comprehensive Rules TXT."""
    top = _LINE_ENDS.sub("\n", text[:4096]).lstrip("\ufeff \t\n")
    if "comprehensive rules" not in top[:1000].lower():
        return None
    return _effective_date(top)


# A tiny walker over a JSON *prefix*: enough to see the shape of a file's first value without
# reading the whole file. Each helper returns None when the prefix ends first.

_WS = re.compile(r"[ \t\n\r]*")
_SCALAR = re.compile(r"[^,}\]\s]+")


def _ws(s: str, i: int) -> int:
    return _WS.match(s, i).end()  # type: ignore[union-attr]  # the pattern matches the empty string


def _string(s: str, i: int) -> tuple[str, int] | None:
    try:
        return json.decoder.scanstring(s, i + 1)  # type: ignore[attr-defined]
    except (json.JSONDecodeError, ValueError):
        return None


def _skip(s: str, i: int) -> int | None:
    """Index just after the JSON value starting at s[i]."""
    if i >= len(s):
        return None
    if s[i] == '"':
        found = _string(s, i)
        return found[1] if found else None
    if s[i] in "{[":
        depth = 0
        while i < len(s):
            c = s[i]
            if c == '"':
                found = _string(s, i)
                if not found:
                    return None
                i = found[1]
                continue
            if c in "{[":
                depth += 1
            elif c in "}]":
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        return None
    match = _SCALAR.match(s, i)
    return match.end() if match and match.end() < len(s) else None


def _members(s: str, i: int, limit: int = 200) -> Iterator[tuple[str, int]]:
    """(key, index of its value) for the object starting at s[i], while the prefix lasts."""
    i = _ws(s, i + 1)
    for _ in range(limit):
        if i >= len(s) or s[i] != '"':
            return
        found = _string(s, i)
        if not found:
            return
        key, i = found
        i = _ws(s, i)
        if i >= len(s) or s[i] != ":":
            return
        value = _ws(s, i + 1)
        if value >= len(s):
            return
        yield key, value
        end = _skip(s, value)
        if end is None:
            return
        i = _ws(s, end)
        if i >= len(s) or s[i] != ",":
            return
        i = _ws(s, i + 1)


def _sniff_json(text: str) -> str | None:
    i = _ws(text, 0)
    if i >= len(text):
        return None
    if text[i] == "[":
        first = _ws(text, i + 1)
        if first < len(text) and text[first] == "{":
            for key, value in _members(text, first):
                if key == "object":
                    found = _string(text, value) if text[value] == '"' else None
                    kind = found[0] if found else None
                    return {"card": SCRY_CARDS, "ruling": SCRY_RULINGS}.get(kind or "")
        return None
    if text[i] != "{":
        return None
    for key, value in _members(text, i):
        if key != "data":
            continue
        if text[value] != "{":
            return None
        for first_key, first_value in _members(text, value, limit=1):
            if first_key in _SET_FIELDS:
                return SET_FILE
            if text[first_value] == "[":
                after = _ws(text, first_value + 1)
                if after < len(text) and text[after] == "{":
                    return ATOMIC
        return None
    return None


def sniff(path: str | Path) -> tuple[str | None, str | None]:
    """(kind, effective date) of one file, from its first bytes. kind is one of "rules",
    "atomic_cards", "set_file", "scryfall_cards", "scryfall_rulings", or None (not a corpus
    file); the date is set for rules only."""
    text = _decode_head(_head(Path(path)))
    stripped = text.lstrip("\ufeff \t\r\n")
    if not stripped:
        return None, None
    if stripped[0] in "{[":
        return _sniff_json(stripped), None
    effective = _sniff_rules(stripped)
    return (RULES, effective) if effective else (None, None)


_CR_NAME = re.compile(r"(?i)comp[^/]*rules[^/]*\.txt(?:\.gz)?$")


def _name_stamp(name: str) -> str:
    """The latest YYYYMMDD in a file name ("MagicCompRules 20260807.txt" -> "20260807"), or ""."""
    found = re.findall(r"(?<!\d)(20\d{6})(?!\d)", name)
    return max(found) if found else ""


def scan_corpus(folder: str | Path) -> CorpusFiles:
    """Every corpus file under `folder` (recursively), classified by content. Hidden files and
    folders (names starting with ".", such as an interrupted download's temporary files) are
    skipped; unknown files are listed in `ignored`. A CR edition found twice (same effective
    date) is kept once (the first path in sorted order)."""
    root = Path(folder).expanduser()
    if not root.exists():
        raise CorpusError(f"corpus folder {root} does not exist")
    if not root.is_dir():
        raise CorpusError(f"corpus path {root} is not a folder")
    found: dict[str, list] = {RULES: [], ATOMIC: [], SET_FILE: [], SCRY_CARDS: [], SCRY_RULINGS: []}
    ignored: list[Path] = []
    unreadable: list[Path] = []
    dates: set[str] = set()
    for dirpath, dirnames, filenames in os.walk(root, onerror=None):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            path = Path(dirpath) / name
            kind, effective = sniff(path)
            if kind is None:
                ignored.append(path)
                if _CR_NAME.search(name):
                    unreadable.append(path)
            elif kind == RULES:
                if effective in dates:
                    ignored.append(path)
                else:
                    dates.add(effective or "")
                    found[RULES].append(RulesFile(path, effective or ""))
            else:
                found[kind].append(path)
    try:
        is_demo = root.resolve() == DEMO_DIR.resolve()
    except OSError:
        is_demo = False
    return CorpusFiles(
        root=root,
        rules=tuple(sorted(found[RULES], key=lambda r: (r.effective_date, str(r.path)))),
        atomic_cards=tuple(found[ATOMIC]),
        set_files=tuple(found[SET_FILE]),
        scryfall_cards=tuple(found[SCRY_CARDS]),
        scryfall_rulings=tuple(found[SCRY_RULINGS]),
        is_demo=is_demo,
        ignored=tuple(ignored),
        unreadable_rules=tuple(unreadable),
    )


def downloads_dir() -> Path:
    """Where `fetch_corpus` writes by default: $RULING_QA_DOWNLOADS, else <repo>/corpus/downloads
    in a source checkout, else (an installed package) the user's data folder."""
    configured = os.environ.get("RULING_QA_DOWNLOADS")
    if configured:
        return Path(configured).expanduser()
    if IN_CHECKOUT:
        return CORPUS_HOME / "downloads"
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "ruling-qa" / "downloads"


_NO_FILES = ("no corpus files in {path} ({source}): expected a Comprehensive Rules .txt, MTGJSON "
             "AtomicCards or set files, or Scryfall oracle-cards/rulings bulk JSON (run "
             "`ruling-qa corpus fetch` to download them)")


def locate_corpus(explicit: str | Path | None = None) -> CorpusFiles:
    """The corpus to use: `explicit` (--corpus) > $RULING_QA_CORPUS > the downloads folder (when
    `ruling-qa corpus fetch` has put files there) > the demo corpus in corpus/demo.
    An explicit or configured folder without corpus files is an error naming it."""
    for value, source in ((explicit, "given with --corpus"),
                          (os.environ.get("RULING_QA_CORPUS"), "from RULING_QA_CORPUS")):
        if value is not None and str(value).strip():
            path = Path(value).expanduser()
            if not path.exists():
                raise CorpusError(f"corpus folder {path} ({source}) does not exist")
            if not path.is_dir():
                raise CorpusError(f"corpus path {path} ({source}) is not a folder")
            files = scan_corpus(path)
            if files.empty:
                raise CorpusError(_NO_FILES.format(path=path, source=source))
            return files
    downloads = downloads_dir()
    if downloads.is_dir():
        files = scan_corpus(downloads)
        if not files.empty:
            return files
    if DEMO_DIR.is_dir():
        files = scan_corpus(DEMO_DIR)
        if not files.empty:
            return files
    raise CorpusError(
        f"no corpus found: set RULING_QA_CORPUS to a corpus folder or run `ruling-qa corpus fetch` "
        f"(the demo corpus {DEMO_DIR} is missing)")


# --- reading --------------------------------------------------------------------------------------

def read_bytes(path: str | Path) -> bytes:
    """The file's bytes, gunzipped when it starts with the gzip magic number."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise CorpusError(f"cannot read {path}: {exc.strerror or exc}") from None
    if data[:2] != GZIP_MAGIC:
        return data
    try:
        return gzip.decompress(data)
    except EOFError:
        raise CorpusError(f"{path}: truncated gzip file (it ends before the compressed data "
                          f"does; download it again)") from None
    except (OSError, zlib.error) as exc:
        raise CorpusError(f"{path}: corrupt gzip file ({exc})") from None


def _decode_text(data: bytes) -> str:
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def read_text(path: str | Path) -> str:
    """A text file (such as the CR) as str: gunzipped if needed; UTF-8 with or without BOM,
    UTF-16 with BOM, or Windows-1252 for older files. The BOM is removed; line ends are kept."""
    return _decode_text(read_bytes(path))


def _parse_json(data: bytes, label: str) -> Any:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise CorpusError(f"{label}: not UTF-8 JSON (bad byte at line {line}, "
                          f"byte offset {exc.start})") from None
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        pass                        # json says where and why, and accepts NaN as orjson does not
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if not text.strip():
            raise CorpusError(f"{label}: empty file, expected JSON") from None
        if not text[exc.pos:].strip() or exc.msg.startswith("Unterminated string"):
            end_line = text.count("\n") + 1
            end_column = len(text) - (text.rfind("\n") + 1) + 1
            raise CorpusError(
                f"{label}: truncated JSON: the file ends at line {end_line}, column {end_column} "
                f"before the data is complete ({exc.msg} at line {exc.lineno}, column {exc.colno})"
            ) from None
        raise CorpusError(f"{label}: malformed JSON at line {exc.lineno}, column {exc.colno}: "
                          f"{exc.msg}") from None


def load_json(path: str | Path) -> Any:
    """Parse a JSON corpus file (gzipped or not). Truncated or malformed JSON is a CorpusError
    naming the file, line and column."""
    return _parse_json(read_bytes(path), str(path))


def fetch_report(folder: str | Path) -> dict | None:
    """The report `fetch_corpus` left in `folder` (sources, versions, dates), if any."""
    path = Path(folder) / FETCH_REPORT_NAME
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


# --- checking downloaded content ------------------------------------------------------------------

_RULE_LINE = re.compile(r"^\d{3}\.\d+[a-z]?\.?\s", re.M)


def check_rules_text(text: str, label: str = "rules file") -> str:
    """Check that `text` is a complete Comprehensive Rules document; return its effective date.
    Raises CorpusError saying what is wrong."""
    text = _LINE_ENDS.sub("\n", text).lstrip("\ufeff")
    effective = _sniff_rules(text)
    if effective is None:
        start = text.strip()[:60].replace("\n", " ")
        raise CorpusError(f"{label} is not the Comprehensive Rules: no title and "
                          f"'These rules are effective as of <date>' line at the top "
                          f"(it starts {start!r})")
    if len(_RULE_LINE.findall(text)) < 20:
        raise CorpusError(f"{label} has hardly any numbered rules: not a complete "
                          f"Comprehensive Rules text")
    headings = [line.strip() for line in text.split("\n")]
    # The contents list "Glossary" and "Credits" once; the body has them again after the rules.
    if headings.count("Glossary") < 2 or headings.count("Credits") < 2:
        raise CorpusError(f"{label} is incomplete: the Glossary or Credits section after the "
                          f"rules is missing (the file was cut short?)")
    return effective


def _check_atomic(data: Any, label: str) -> dict:
    if not (isinstance(data, dict) and isinstance(data.get("data"), dict) and data["data"]):
        raise CorpusError(f"{label} is not MTGJSON AtomicCards: no 'data' object of cards")
    name, faces = next(iter(data["data"].items()))
    if not (isinstance(faces, list) and faces and isinstance(faces[0], dict)
            and "name" in faces[0]):
        raise CorpusError(f"{label} is not MTGJSON AtomicCards: 'data' maps names to "
                          f"{type(faces).__name__}, not to lists of card faces ({name!r})")
    meta = data["meta"] if isinstance(data.get("meta"), dict) else {}
    return {"cards": len(data["data"]), "version": meta.get("version"), "date": meta.get("date")}


def _check_scryfall(data: Any, kind: str, label: str) -> int:
    if not isinstance(data, list) or not data:
        raise CorpusError(f"{label} is not a Scryfall bulk file: expected a non-empty JSON array")
    bad = next((i for i, item in enumerate(data)
                if not (isinstance(item, dict) and item.get("object") == kind)), None)
    if bad is not None:
        raise CorpusError(f"{label}: item {bad} is not a Scryfall {kind!r} object")
    return len(data)


# --- downloading ----------------------------------------------------------------------------------

def load_manifest(path: str | Path | None = None) -> dict:
    """The download manifest (corpus/manifest.json; built-in defaults when it is absent)."""
    if path is None:
        if not MANIFEST_PATH.exists():
            return json.loads(json.dumps(DEFAULT_MANIFEST))
        path = MANIFEST_PATH
    path = Path(path)
    if not path.exists():
        raise CorpusError(f"manifest {path} does not exist")
    manifest = _parse_json(read_bytes(path), str(path))
    if not isinstance(manifest, dict):
        raise CorpusError(f"{path}: the manifest must be a JSON object")
    return manifest


_TXT_URL = re.compile(r"(?<![\w:/.])(?:https?:)?//[^\s\"'<>()]+?\.txt\b", re.I)


def find_rules_link(page: str, base_url: str, pattern: str | None = None) -> str:
    """The absolute URL of the Comprehensive Rules TXT linked from Wizards' rules page.

    Looks at href attributes, then at URLs embedded in scripts (JSON with escaped slashes).
    Among several candidates the one with the latest YYYYMMDD in its name wins."""
    import html.parser

    class LinkParser(html.parser.HTMLParser):
        def __init__(self) -> None:
            super().__init__(convert_charrefs=True)
            self.links: list[str] = []

        def handle_starttag(self, tag: str, attrs: list) -> None:
            for name, value in attrs:
                if name in ("href", "src", "data-href") and value:
                    self.links.append(value.strip())

    regex = re.compile(pattern or DEFAULT_MANIFEST["rules"]["link_pattern"])
    parser = LinkParser()
    try:
        parser.feed(page)
        parser.close()
    except Exception:               # a broken page still gets the regex scan below
        pass
    unescaped = page.replace("\\/", "/").replace("\\u002F", "/").replace("\\u002f", "/")
    candidates = parser.links + [m.group(0) for m in _TXT_URL.finditer(unescaped)]
    found: list[str] = []
    refused: list[str] = []       # http:, file: ... links: never followed
    for link in candidates:
        absolute = urllib.parse.urljoin(base_url, link)
        parts = urllib.parse.urlsplit(absolute)
        name = urllib.parse.unquote(parts.path.rsplit("/", 1)[-1])
        if parts.scheme and regex.search(name) and absolute not in found + refused:
            (found if allowed_url(absolute) else refused).append(absolute)
    if not found and refused:
        raise FetchError(f"{base_url}: the rules page links the Comprehensive Rules only as {refused[0]}; "
                         "refused: the corpus is downloaded over https only (set rules.url in the manifest)")
    if not found:
        raise FetchError(f"{base_url}: no link to the Comprehensive Rules TXT found on the page "
                         f"(the page layout may have changed; set rules.url in the manifest)")

    def stamp(url: str) -> str:
        digits = re.findall(r"(?<!\d)(\d{8})(?!\d)", urllib.parse.unquote(url))
        return max(digits) if digits else ""

    return max(found, key=lambda url: (stamp(url), -found.index(url)))


def _quote_url(url: str) -> str:
    """Percent-encode characters (such as the space in 'MagicCompRules 20250919.txt') that may
    not appear in a request line; existing escapes are kept."""
    return urllib.parse.quote(url, safe=":/?#[]@!$&'()*+,;=%~")


MAX_FILE_BYTES = 2 << 30      # a downloaded file, decompressed (AtomicCards is ~150 MB): more is refused
RETRIES = 3                    # attempts per request (connection failures, timeouts, HTTP 429 and 5xx)
BACKOFF_SECONDS = 1.0          # waits 1 s, then 2 s between attempts
_LOOPBACK = {"127.0.0.1", "::1", "localhost"}


def allowed_url(url: str) -> bool:
    """Downloads go over HTTPS only. Plain http is allowed to this machine's loopback address
    alone (a local mirror, the tests); file: and every other scheme never."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme == "https":
        return bool(parts.hostname)
    return parts.scheme == "http" and (parts.hostname or "") in _LOOPBACK


def _check_url(url: str) -> None:
    if not allowed_url(url):
        scheme = urllib.parse.urlsplit(url).scheme or "no scheme"
        raise FetchError(f"{url}: refused ({scheme} URL): the corpus is downloaded over https only")


def _gunzip(data: bytes, limit: int, label: str) -> bytes:
    """Gunzip at most `limit` bytes (every gzip member); a bigger result is a FetchError, so a
    small "gzip bomb" never fills the memory."""
    out, size = [], 0
    while data:
        inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            chunk = inflater.decompress(data, limit + 1 - size)
        except zlib.error as exc:
            raise FetchError(f"{label}: corrupt gzip data ({exc})") from None
        size += len(chunk)
        out.append(chunk)
        if size > limit or inflater.unconsumed_tail:
            raise FetchError(f"{label}: decompresses to more than {limit:,} bytes; refused (not the expected file)")
        if not inflater.eof:
            raise FetchError(f"{label}: truncated gzip data (download it again)")
        data = inflater.unused_data
        if data[:2] != GZIP_MAGIC:
            break
    return b"".join(out)


class _Fetcher:
    def __init__(self, manifest: dict, progress: Progress | None, timeout: float, *,
                 max_bytes: int = MAX_FILE_BYTES, retries: int = RETRIES, backoff: float = BACKOFF_SECONDS) -> None:
        self.user_agent = manifest.get("user_agent") or DEFAULT_MANIFEST["user_agent"]
        self.progress = progress
        self.timeout = timeout
        self.max_bytes = max_bytes
        self.retries = max(1, retries)
        self.backoff = backoff

    def _open(self, url: str, accept: str, accept_gzip: bool = False, conditions: dict | None = None):
        """The response (or None for 304 Not Modified), retrying connection failures, timeouts and
        HTTP 429/5xx with backoff; redirects are followed only to allowed URLs."""
        import time as _time

        for attempt in range(1, self.retries + 1):
            try:
                return self._open_once(url, accept, accept_gzip, conditions or {})
            except _Retryable as exc:
                if attempt == self.retries:
                    raise FetchError(f"{exc} (after {self.retries} attempts)") from None
                _time.sleep(self.backoff * 2 ** (attempt - 1))
        raise AssertionError("unreachable")  # pragma: no cover

    def _open_once(self, url: str, accept: str, accept_gzip: bool, conditions: dict):
        import http.client
        import socket
        import urllib.error
        import urllib.request

        _check_url(url)
        headers = {"User-Agent": self.user_agent, "Accept": accept, **conditions}
        if accept_gzip:
            headers["Accept-Encoding"] = "gzip"
        request = urllib.request.Request(_quote_url(url), headers=headers)
        opener = urllib.request.build_opener(_safe_redirects())
        try:
            return opener.open(request, timeout=self.timeout)
        except urllib.error.HTTPError as exc:
            exc.close()
            if exc.code == 304:
                return None
            message = f"{url}: the server answered HTTP {exc.code} {exc.reason}"
            if exc.code == 429 or exc.code >= 500:
                raise _Retryable(message) from None
            raise FetchError(message) from None
        except urllib.error.URLError as exc:
            reason = exc.reason
            if isinstance(reason, FetchError):
                raise reason from None
            if isinstance(reason, (socket.timeout, TimeoutError)):
                reason = f"timed out after {self.timeout:g} s"
            raise _Retryable(f"{url}: cannot connect ({reason})") from None
        except (socket.timeout, TimeoutError):
            raise _Retryable(f"{url}: timed out after {self.timeout:g} s") from None
        except FetchError:
            raise
        except (OSError, http.client.HTTPException, ValueError) as exc:
            raise _Retryable(f"{url}: request failed ({exc})") from None

    def get_small(self, url: str, accept: str = "*/*") -> bytes:
        """A small document (page, checksum, listing) in memory."""
        import http.client

        response = self._open(url, accept)
        assert response is not None          # no conditions were sent: never 304
        with response:
            chunks, done = [], 0
            try:
                total = _content_length(response)
                while True:
                    chunk = response.read(_CHUNK)
                    if not chunk:
                        break
                    chunks.append(chunk)
                    done += len(chunk)
                    if done > _SMALL_LIMIT:
                        raise FetchError(f"{url}: more than {_SMALL_LIMIT} bytes; "
                                         f"not the expected small document")
            except (OSError, http.client.HTTPException) as exc:
                raise FetchError(f"{url}: connection dropped after {done} bytes ({exc})") from None
            if total is not None and done != total:
                raise FetchError(f"{url}: connection dropped after {done} of {total} bytes")
            data = b"".join(chunks)
            if response.headers.get("Content-Encoding", "").lower() in ("gzip", "x-gzip"):
                data = _gunzip(data, _SMALL_LIMIT, url)
            return data

    def download(self, url: str, folder: Path, label: str, *, store_gzip: bool = False,
                 previous: dict | None = None) -> "_Download":
        """Stream `url` into a hidden temporary file in `folder`. With store_gzip the file is
        written gzip-compressed (kept as sent when the server already gzip-encodes it);
        otherwise a gzip Content-Encoding is undone (at most max_bytes). The SHA-256 is of the
        file as stored. `previous` (this URL's entry in the last fetch report, its file still
        intact) makes the request conditional: 304 Not Modified keeps that file (unchanged)."""
        import http.client
        import tempfile

        conditions = {}
        if previous:
            if previous.get("etag"):
                conditions["If-None-Match"] = previous["etag"]
            if previous.get("last_modified"):
                conditions["If-Modified-Since"] = previous["last_modified"]
        response = self._open(url, "*/*", accept_gzip=store_gzip, conditions=conditions)
        if response is None:
            assert previous is not None
            final = folder / previous["name"]
            self._report(label, final.stat().st_size, final.stat().st_size)
            return _Download(url=url, path=final, received=0, sha256=previous["sha256"], gzip_encoded=False,
                             unchanged=True, etag=previous.get("etag"), last_modified=previous.get("last_modified"))
        prefix = "." + re.sub(r"[^\w.-]+", "_", label) + "."
        try:
            fd, tmp_name = tempfile.mkstemp(prefix=prefix, suffix=".part", dir=folder)
        except OSError as exc:
            response.close()
            raise FetchError(f"{url}: cannot write {folder}: {exc.strerror or exc}") from None
        tmp = Path(tmp_name)
        done = 0
        limit = self.max_bytes
        try:
            with os.fdopen(fd, "wb") as raw_out, response:
                out = _HashingWriter(raw_out)
                total = _content_length(response)
                encoding = response.headers.get("Content-Encoding", "identity").lower().strip()
                if encoding not in ("identity", "", "gzip", "x-gzip"):
                    raise FetchError(f"{url}: unsupported Content-Encoding {encoding!r}")
                gzipped = encoding in ("gzip", "x-gzip")
                write: Callable[[bytes], Any]
                finish: Callable[[], Any]
                if total is not None and total > limit:
                    raise FetchError(f"{url}: {total:,} bytes, more than the {limit:,} allowed")
                if store_gzip and not gzipped:
                    sink = gzip.GzipFile(fileobj=out, mode="wb", compresslevel=6, mtime=0)
                    write, finish = sink.write, sink.close
                elif not store_gzip and gzipped:
                    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
                    inflated = 0

                    def write(chunk: bytes) -> None:  # type: ignore[misc]
                        nonlocal inflated
                        data = inflater.decompress(chunk, limit + 1 - inflated)
                        inflated += len(data)
                        if inflated > limit or inflater.unconsumed_tail:
                            raise FetchError(f"{url}: the gzip-encoded response inflates to more than "
                                             f"{limit:,} bytes; refused")
                        out.write(data)

                    def finish() -> None:  # type: ignore[misc]
                        out.write(inflater.flush())
                        if not inflater.eof:
                            raise FetchError(f"{url}: the gzip-encoded response was cut short")
                else:
                    write, finish = out.write, (lambda: None)
                self._report(label, 0, total)
                while True:
                    try:
                        chunk = response.read(_CHUNK)
                    except (OSError, http.client.HTTPException) as exc:
                        raise FetchError(_dropped(url, done, total, exc)) from None
                    if not chunk:
                        break
                    try:
                        write(chunk)
                    except zlib.error as exc:
                        raise FetchError(f"{url}: bad gzip content encoding ({exc})") from None
                    done += len(chunk)
                    if done > limit:
                        raise FetchError(f"{url}: more than {limit:,} bytes; refused")
                    self._report(label, done, total)
                if total is not None and done != total:
                    raise FetchError(_dropped(url, done, total))
                finish()
                etag, modified = response.headers.get("ETag"), response.headers.get("Last-Modified")
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            raise FetchError(f"{url}: cannot write {tmp.parent}: {exc.strerror or exc}") from None
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        return _Download(url=url, path=tmp, received=done, sha256=out.digest.hexdigest(),
                         gzip_encoded=gzipped, etag=etag, last_modified=modified)

    def _report(self, label: str, done: int, total: int | None) -> None:
        if self.progress is not None:
            self.progress(label, done, total)


class _Retryable(Exception):
    pass


_safe_redirects_class: type | None = None


def _safe_redirects() -> type:
    """The redirect handler that follows a redirect only to an allowed (https) URL: an https page
    redirecting to http: or file: is refused. Made on first use: urllib.request (with http.client,
    ssl and email) would otherwise cost every command's start some 25 ms."""
    global _safe_redirects_class
    if _safe_redirects_class is None:
        import urllib.request

        class _SafeRedirects(urllib.request.HTTPRedirectHandler):
            def redirect_request(self, req, fp, code, msg, headers, newurl):  # type: ignore[override]
                absolute = urllib.parse.urljoin(req.full_url, newurl)
                _check_url(absolute)
                return super().redirect_request(req, fp, code, msg, headers, absolute)

        _safe_redirects_class = _SafeRedirects
    return _safe_redirects_class


def __getattr__(name: str) -> Any:
    if name == "_SafeRedirects":
        return _safe_redirects()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class _HashingWriter:
    """A write-only file that hashes what it writes."""

    def __init__(self, out) -> None:
        self.out = out
        self.digest = hashlib.sha256()

    def write(self, data: bytes) -> int:
        self.digest.update(data)
        return self.out.write(data)

    def flush(self) -> None:
        self.out.flush()


@dataclass
class _Download:
    url: str
    path: Path
    received: int
    sha256: str
    gzip_encoded: bool
    unchanged: bool = False               # 304 Not Modified (or the same checksum): the file in place is kept
    etag: str | None = None
    last_modified: str | None = None


def _content_length(response) -> int | None:
    value = response.headers.get("Content-Length")
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None


def _dropped(url: str, done: int, total: int | None, exc: BaseException | None = None) -> str:
    of = f" of {total}" if total is not None else ""
    why = f" ({type(exc).__name__}: {exc})" if exc is not None else ""
    return f"{url}: connection dropped after {done}{of} bytes{why}"


def _parse_sha256(data: bytes, url: str) -> str:
    match = re.search(rb"\b[0-9a-fA-F]{64}\b", data)
    if not match:
        raise FetchError(f"{url}: no SHA-256 checksum in the file")
    return match.group(0).decode().lower()


def _read_download(got: "_Download", limit: int = MAX_FILE_BYTES) -> bytes:
    """A downloaded temporary file's content (gunzipped, at most `limit` bytes); problems name the
    URL, not the file."""
    try:
        data = got.path.read_bytes()
    except OSError as exc:
        raise FetchError(f"{got.url}: cannot read the download ({exc.strerror or exc})") from None
    if data[:2] != GZIP_MAGIC:
        return data
    return _gunzip(data, limit, got.url)


def _intact(folder: Path, entry: dict) -> bool:
    """The file a previous fetch recorded is still there with the checksum it recorded."""
    name = entry.get("name") or ""
    if not name or "/" in name or not entry.get("sha256"):
        return False
    try:
        return _sha256_file(folder / name) == entry["sha256"]
    except OSError:
        return False


def _sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def fetch_corpus(dest: str | Path | None = None, *, cards: str = "mtgjson",
                 manifest: dict | None = None, progress: Progress | None = None,
                 timeout: float = 60, max_bytes: int = MAX_FILE_BYTES, retries: int = RETRIES,
                 backoff: float = BACKOFF_SECONDS) -> dict:
    """Download the current Comprehensive Rules and card data into `dest` (default: the
    downloads folder). cards="mtgjson" fetches MTGJSON AtomicCards (checked against its
    .sha256); cards="scryfall" fetches Scryfall's oracle-cards and rulings bulk files (checked
    against the sizes in the bulk-data listing). Every file goes to a temporary file in `dest`
    and is renamed into place only after all downloads succeeded and were checked; on any
    failure the temporary files are removed, the existing files are untouched, and FetchError
    says which URL failed and why. Returns a report (also written to dest/fetch-report.json).

    Safe and frugal: https only (plain http to this machine's loopback address only), never
    more than `max_bytes` per file once decompressed, failed requests retried (`retries`
    attempts, waiting `backoff` seconds, then twice that ...), and every file's SHA-256, ETag
    and Last-Modified recorded so that the next fetch asks "changed since?": an up-to-date
    corpus downloads nothing (`changed` is False and each file says `unchanged`)."""
    if cards not in ("mtgjson", "scryfall"):
        raise BadInput(f"unknown card data source {cards!r}: choose 'mtgjson' or 'scryfall'")
    manifest = load_manifest() if manifest is None else manifest
    folder = Path(dest).expanduser() if dest is not None else downloads_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise FetchError(f"cannot create {folder}: {exc.strerror or exc}") from None
    fetcher = _Fetcher(manifest, progress, timeout, max_bytes=max_bytes, retries=retries, backoff=backoff)
    previous = fetch_report(folder) or {}
    known = {e.get("url"): e for e in previous.get("files", []) if isinstance(e, dict) and _intact(folder, e)}
    staged: list[tuple[_Download, str]] = []
    report: dict[str, Any] = {
        "dest": str(folder), "cards": cards,
        "fetched_at": datetime.now(timezone.utc).replace(microsecond=0).isoformat(),
        "files": [], "rules_effective_date": None, "rules_url": None,
        "card_data_version": None, "card_data_date": None,
    }
    try:
        try:
            rules = manifest["rules"]
        except (KeyError, TypeError):
            raise FetchError("the manifest has no 'rules' entry") from None
        # 1. The Comprehensive Rules TXT, found on the rules page unless the manifest names it.
        rules_url = rules.get("url")
        if not rules_url:
            page_url = rules["page"]
            page = _decode_text(fetcher.get_small(page_url, "text/html,*/*;q=0.8"))
            rules_url = find_rules_link(page, page_url, rules.get("link_pattern"))
        got = fetcher.download(rules_url, folder, "Comprehensive Rules", previous=known.get(rules_url))
        staged.append((got, got.path.name if got.unchanged else ""))
        try:
            effective = check_rules_text(_decode_text(_read_download(got, max_bytes)), "the downloaded file")
        except CorpusError as exc:
            raise FetchError(f"{rules_url}: {exc.message}") from None
        if not got.unchanged:
            staged[-1] = (got, f"MagicCompRules-{effective.replace('-', '')}.txt")
        report.update(rules_effective_date=effective, rules_url=rules_url)

        # 2. Card data.
        if cards == "mtgjson":
            source = manifest["mtgjson"]
            url = source["url"]
            expected = None
            if source.get("sha256_url"):
                expected = _parse_sha256(fetcher.get_small(source["sha256_url"]),
                                         source["sha256_url"])
            name = source.get("file") or urllib.parse.unquote(
                urllib.parse.urlsplit(url).path.rsplit("/", 1)[-1])
            before = known.get(url)
            if before and expected is not None and before.get("sha256") == expected and before.get("name") == name:
                # The published checksum is the one of the file we have: nothing to download.
                got = _Download(url=url, path=folder / name, received=0, sha256=expected, gzip_encoded=False,
                                unchanged=True, etag=before.get("etag"), last_modified=before.get("last_modified"))
            else:
                got = fetcher.download(url, folder, name, previous=before if before and before.get("name") == name
                                       else None)
            staged.append((got, name))
            if expected is not None and got.sha256 != expected:
                raise FetchError(f"{url}: checksum mismatch: SHA-256 {got.sha256} but "
                                 f"{source['sha256_url']} says {expected}")
            if got.unchanged and previous.get("card_data_version") and previous.get("cards") == "mtgjson":
                report.update(card_data_version=previous["card_data_version"],
                              card_data_date=previous.get("card_data_date"), card_count=previous.get("card_count"))
            else:
                try:
                    facts = _check_atomic(_parse_json(_read_download(got, max_bytes), url), url)
                except CorpusError as exc:
                    raise FetchError(exc.message) from None
                report.update(card_data_version=facts["version"], card_data_date=facts["date"],
                              card_count=facts["cards"])
        else:
            source = manifest["scryfall"]
            listing_url = source["bulk_data_url"]
            try:
                listing = json.loads(fetcher.get_small(listing_url, "application/json"))
                entries = {e.get("type"): e for e in listing["data"] if isinstance(e, dict)}
            except (ValueError, KeyError, TypeError, AttributeError):
                raise FetchError(f"{listing_url}: not a Scryfall bulk-data listing") from None
            counts = {}
            for kind, name in source.get("files", DEFAULT_MANIFEST["scryfall"]["files"]).items():
                entry = entries.get(kind)
                if not entry or not entry.get("download_uri"):
                    raise FetchError(f"{listing_url}: the listing has no {kind!r} bulk file")
                url = entry["download_uri"]
                before = known.get(url)
                got = fetcher.download(url, folder, name, store_gzip=True,
                                       previous=before if before and before.get("name") == name else None)
                staged.append((got, name))
                old_counts = previous.get("scryfall_counts") or {}
                if got.unchanged and kind in old_counts:
                    counts[kind] = old_counts[kind]
                else:
                    data = _read_download(got, max_bytes)
                    if isinstance(entry.get("size"), int) and len(data) != entry["size"]:
                        raise FetchError(f"{url}: size mismatch: {len(data)} bytes, the listing "
                                         f"says {entry['size']}")
                    object_kind = "ruling" if kind == "rulings" else "card"
                    try:
                        counts[kind] = _check_scryfall(_parse_json(data, url), object_kind, url)
                    except CorpusError as exc:
                        raise FetchError(exc.message) from None
                    del data
                if kind != "rulings":
                    report.update(card_data_version=f"scryfall {kind} {entry.get('updated_at')}",
                                  card_data_date=str(entry.get("updated_at") or "")[:10] or None)
            report["scryfall_counts"] = counts

        # 3. Everything checked: rename into place.
        for got, name in staged:
            final = folder / name
            if not got.unchanged:
                os.chmod(got.path, 0o644)          # mkstemp made it private
                os.replace(got.path, final)
            report["files"].append({"name": name, "path": str(final), "url": got.url,
                                    "bytes": final.stat().st_size, "sha256": got.sha256,
                                    "etag": got.etag, "last_modified": got.last_modified,
                                    "unchanged": got.unchanged})
        staged = []
        report["changed"] = not all(f["unchanged"] for f in report["files"])
        _remove_stale(folder, previous, report)
        tmp_report = folder / f".{FETCH_REPORT_NAME}.part"
        tmp_report.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        os.replace(tmp_report, folder / FETCH_REPORT_NAME)
        return report
    except KeyError as exc:
        raise FetchError(f"the manifest is missing the key {exc}") from None
    finally:
        for got, _ in staged:
            if not got.unchanged:
                got.path.unlink(missing_ok=True)


def _remove_stale(folder: Path, previous: dict, report: dict) -> None:
    """Card data files an earlier fetch wrote that this fetch did not replace (say, AtomicCards
    after switching to Scryfall) would be read twice by a build: remove them. Older CR editions
    stay (they serve `rules diff`)."""
    kept = {f["name"] for f in report["files"]}
    removed = []
    for entry in previous.get("files", []):
        name = entry.get("name", "")
        if not name or name in kept or name.startswith("MagicCompRules-") or "/" in name:
            continue
        path = folder / name
        if path.is_file():
            path.unlink()
            removed.append(name)
    if removed:
        report["removed"] = removed
