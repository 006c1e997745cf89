"""Corpus discovery (by content), reading, the demo corpus, and `corpus fetch` against a local
HTTP server that serves copies of the real corpus files."""
from __future__ import annotations

import gzip
import hashlib
import http.server
import json
import shutil
import socket
import threading
import urllib.parse
from pathlib import Path

import pytest

from ruling_qa import sources
from ruling_qa.errors import BadInput, CorpusError, FetchError
from ruling_qa.sources import (
    CorpusFiles,
    check_rules_text,
    fetch_corpus,
    find_rules_link,
    load_json,
    locate_corpus,
    read_bytes,
    read_text,
    scan_corpus,
    sniff,
)

CURRENT_CR = "rules/MagicCompRules-20260807.txt"


# --- discovery on the real corpus -----------------------------------------------------------------

@pytest.fixture(scope="module")
def real_files(corpus_dir: Path) -> CorpusFiles:
    return scan_corpus(corpus_dir)


def test_finds_every_cr_edition_with_its_date(real_files: CorpusFiles, corpus_dir: Path):
    dates = [r.effective_date for r in real_files.rules]
    assert len(dates) == 62
    assert dates == sorted(dates) and len(set(dates)) == 62
    assert dates[0] == "2015-01-23"
    assert real_files.current_rules.effective_date == "2026-08-07"
    assert real_files.current_rules.path == corpus_dir / CURRENT_CR
    # Every file name in this corpus carries its effective date: the content agrees.
    for rules_file in real_files.rules:
        stamp = rules_file.path.name.split("-")[1][:8]
        assert rules_file.effective_date.replace("-", "") == stamp, rules_file.path
    assert real_files.rules_for("2026-02-27") is not None
    assert any(r.path.suffix == ".gz" for r in real_files.rules)


def test_finds_card_files_and_ignores_the_rest(real_files: CorpusFiles, corpus_dir: Path):
    assert real_files.atomic_cards == (corpus_dir / "cards" / "AtomicCards.json.gz",)
    assert sorted(p.name for p in real_files.set_files) == ["BRO.json.gz", "DMU.json.gz"]
    assert [p.name for p in real_files.scryfall_cards] == ["oracle-cards-sample.json.gz"]
    assert [p.name for p in real_files.scryfall_rulings] == ["rulings-sample.json.gz"]
    ignored = {p.name for p in real_files.ignored}
    assert "SOURCES.md" in ignored
    assert any(name.endswith(".tar.gz") for name in ignored)
    every = {r.path for r in real_files.rules} | set(real_files.card_files) | set(real_files.scryfall_rulings)
    assert not any(p.suffix == ".md" or p.name.endswith(".tar.gz") for p in every)
    assert not real_files.is_demo and not real_files.empty


def test_every_real_edition_is_a_complete_cr(real_files: CorpusFiles):
    for rules_file in real_files.rules:
        assert check_rules_text(read_text(rules_file.path), str(rules_file.path)) \
            == rules_file.effective_date


@pytest.mark.parametrize("source, kind", [
    (CURRENT_CR, "rules"),
    ("rules/older/MagicCompRules-20150123.txt.gz", "rules"),
    ("cards/AtomicCards.json.gz", "atomic_cards"),
    ("cards/mtgjson-v5/DMU.json.gz", "set_file"),
    ("scryfall/oracle-cards-sample.json.gz", "scryfall_cards"),
    ("scryfall/rulings-sample.json.gz", "scryfall_rulings"),
])
def test_renamed_copies_are_still_detected(corpus_dir: Path, tmp_path: Path, source: str, kind: str):
    data = (corpus_dir / source).read_bytes()
    (tmp_path / "data.bin").write_bytes(data)
    (tmp_path / "unzipped").write_bytes(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)
    assert sniff(tmp_path / "data.bin")[0] == kind
    assert sniff(tmp_path / "unzipped")[0] == kind
    found = scan_corpus(tmp_path)
    if kind == "rules":           # the same edition twice: listed once, the copy ignored
        assert len(found.rules) == 1 and len(found.ignored) == 1
    else:
        attribute = "set_files" if kind == "set_file" else kind
        assert len(getattr(found, attribute)) == 2 and found.ignored == ()


def test_cr_text_variants_are_detected(corpus_dir: Path, tmp_path: Path):
    text = read_text(corpus_dir / CURRENT_CR)
    variants = {
        "cp1252.txt": text.replace("\u2019", "'").replace("\u2014", "-").encode("cp1252", "replace"),
        "bare-cr.txt": text.replace("\r\n", "\r").encode("utf-8"),
        "lf.txt": text.replace("\r\n", "\n").encode("utf-8"),
        "utf16.txt": text.encode("utf-16"),
        "nbsp.txt": text.replace("effective as of August", "effective as of\u00a0August").encode(),
    }
    for name, data in variants.items():
        (tmp_path / name).write_bytes(data)
        assert sniff(tmp_path / name) == ("rules", "2026-08-07"), name
    # One edition found twice (same date) is listed once; the copy is ignored.
    assert len(scan_corpus(tmp_path).rules) == 1


def test_unknown_and_broken_files_are_ignored(tmp_path: Path):
    (tmp_path / "notes.txt").write_text("These rules are effective as of May 1, 2020.\n")  # no title
    (tmp_path / "list.json").write_text('{"meta": {}, "data": [{"name": "x"}]}')
    (tmp_path / "keywords.json").write_text('{"meta": {}, "data": {"abilityWords": ["Adamant"]}}')
    (tmp_path / "api.json").write_text('{"object": "list", "data": [{"object": "card"}]}')
    (tmp_path / "broken.gz").write_bytes(b"\x1f\x8b\x08\x00garbage")
    (tmp_path / "empty.json").write_bytes(b"")
    (tmp_path / ".hidden.part").write_text('[{"object": "card"}]')
    found = scan_corpus(tmp_path)
    assert found.empty
    assert {p.name for p in found.ignored} == {
        "notes.txt", "list.json", "keywords.json", "api.json", "broken.gz", "empty.json"}


def test_scan_rejects_missing_folder(tmp_path: Path):
    with pytest.raises(CorpusError, match="does not exist"):
        scan_corpus(tmp_path / "nope")


# --- reading -------------------------------------------------------------------------------------

def test_read_bytes_and_text(corpus_dir: Path):
    assert read_bytes(corpus_dir / "rules/older/MagicCompRules-20150123.txt.gz").startswith(b"Magic: The")
    assert (corpus_dir / CURRENT_CR).read_bytes().startswith(b"\xef\xbb\xbf")
    text = read_text(corpus_dir / CURRENT_CR)
    assert text.startswith("Magic: The Gathering Comprehensive Rules")


def test_truncated_gzip_names_the_file(corpus_dir: Path, tmp_path: Path):
    data = (corpus_dir / "cards/AtomicCards.json.gz").read_bytes()
    cut = tmp_path / "AtomicCards.json.gz"
    cut.write_bytes(data[: len(data) // 2])
    with pytest.raises(CorpusError, match=r"AtomicCards\.json\.gz: truncated gzip"):
        read_bytes(cut)
    with pytest.raises(CorpusError, match="truncated gzip"):
        load_json(cut)


def test_load_json_names_file_and_position_when_truncated(corpus_dir: Path, tmp_path: Path):
    text = gzip.decompress((corpus_dir / "scryfall/rulings-sample.json.gz").read_bytes())
    cut = tmp_path / "rulings.json"
    cut.write_bytes(text[:5000])
    with pytest.raises(CorpusError) as info:
        load_json(cut)
    message = info.value.message
    assert str(cut) in message and "truncated JSON" in message
    assert "line " in message and "column " in message


def test_load_json_names_file_and_position_when_malformed(tmp_path: Path):
    bad = tmp_path / "bad.json.gz"
    bad.write_bytes(gzip.compress(b'{"meta": {},\n "data": {"A": [1, 2,, 3]}}'))
    with pytest.raises(CorpusError, match=r"bad\.json\.gz: malformed JSON at line 2, column 22"):
        load_json(bad)
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"  \n")
    with pytest.raises(CorpusError, match="empty file"):
        load_json(empty)


def test_load_json_accepts_bom(tmp_path: Path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"meta": {}, "data": {}}).encode())
    assert load_json(path) == {"meta": {}, "data": {}}


def test_read_bytes_missing_file(tmp_path: Path):
    with pytest.raises(CorpusError, match="cannot read"):
        read_bytes(tmp_path / "missing.txt")


# --- locating the corpus and the demo corpus ------------------------------------------------------

@pytest.fixture()
def no_config(monkeypatch, tmp_path: Path) -> Path:
    """Nothing configured: no RULING_QA_CORPUS and an empty downloads folder."""
    monkeypatch.delenv("RULING_QA_CORPUS", raising=False)
    downloads = tmp_path / "downloads"
    monkeypatch.setenv("RULING_QA_DOWNLOADS", str(downloads))
    return downloads


def test_demo_corpus_is_used_when_nothing_else_is_configured(no_config: Path):
    found = locate_corpus()
    assert found.is_demo
    assert found.root.resolve() == sources.DEMO_DIR.resolve()
    assert found.current_rules.effective_date == "2026-08-07"
    assert len(found.atomic_cards) == 1 and found.ignored == ()


def test_demo_corpus_content():
    demo = scan_corpus(sources.DEMO_DIR)
    text = read_text(demo.current_rules.path)
    assert check_rules_text(text) == "2026-08-07"
    assert "DEMO SUMMARY" in text
    for number in ("106.1.", "106.7.", "106.12.", "107.3m", "107.5.", "107.6.", "115.7.", "115.7b",
                   "302.6.", "605.1a", "702.10b", *(f"702.19{c}" for c in "abcdefg")):
        assert f"\n{number} " in text, number
    assert "\nMana Ability\nAn activated or triggered ability" in text
    assert 'See rule 605, "Mana Abilities."' in text
    cards = load_json(demo.atomic_cards[0])
    assert cards["meta"]["version"] == "demo"
    names = set(cards["data"])
    assert {"Spellskite", "Deepglow Skate", "Llanowar Elves", "Lightning Bolt", "Fire // Ice",
            "Reflecting Pool", "Alluring Siren", "Grizzly Bears"} <= names
    assert 10 <= len(names) <= 15
    assert [f["faceName"] for f in cards["data"]["Fire // Ice"]] == ["Fire", "Ice"]
    spellskite = cards["data"]["Spellskite"][0]
    assert any("Deepglow Skate" in r["text"] for r in spellskite["rulings"])
    for faces in cards["data"].values():
        for face in faces:
            assert {"name", "type", "types", "layout", "rulings"} <= set(face)


def test_downloads_win_over_demo(no_config: Path, corpus_dir: Path):
    no_config.mkdir()
    shutil.copyfile(corpus_dir / CURRENT_CR, no_config / "MagicCompRules-20260807.txt")
    found = locate_corpus()
    assert not found.is_demo and found.root == no_config


def test_empty_downloads_folder_falls_back_to_demo(no_config: Path):
    no_config.mkdir()
    (no_config / "fetch-report.json").write_text("{}")
    assert locate_corpus().is_demo


def test_env_and_explicit_paths(no_config: Path, monkeypatch, corpus_dir: Path, tmp_path: Path):
    monkeypatch.setenv("RULING_QA_CORPUS", str(corpus_dir))
    assert locate_corpus().root == corpus_dir
    assert locate_corpus(sources.DEMO_DIR).is_demo           # explicit beats the environment
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "README.md").write_text("# nothing here\n")
    with pytest.raises(CorpusError, match=rf"no corpus files in {empty}.*--corpus"):
        locate_corpus(empty)
    monkeypatch.setenv("RULING_QA_CORPUS", str(empty))
    with pytest.raises(CorpusError, match=rf"no corpus files in {empty}.*RULING_QA_CORPUS"):
        locate_corpus()
    monkeypatch.setenv("RULING_QA_CORPUS", str(tmp_path / "missing"))
    with pytest.raises(CorpusError, match="missing .*does not exist"):
        locate_corpus()


def test_manifest_file_matches_builtin_defaults():
    assert sources.load_manifest() == sources.DEFAULT_MANIFEST
    assert json.loads(sources.MANIFEST_PATH.read_text()) == sources.DEFAULT_MANIFEST


# --- finding the CR link on the rules page --------------------------------------------------------

def test_find_rules_link_in_hrefs_and_scripts():
    page = """<html><body>
      <a href="/en/rules/archive">Archive</a>
      <a href="https://media.wizards.com/2026/downloads/MagicCompRules 20260807.pdf">PDF</a>
      <a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260417.txt">old</a>
      <a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260807.txt">TXT</a>
      <a href="/files/MagicTournamentRules.txt">MTR</a>
    </body></html>"""
    assert find_rules_link(page, "https://magic.wizards.com/en/rules") == \
        "https://media.wizards.com/2026/downloads/MagicCompRules%2020260807.txt"
    script = '<script>{"txt":"https:\\/\\/media.wizards.com\\/2026\\/downloads\\/MagicCompRules_20260807.txt"}</script>'
    assert find_rules_link(script, "https://magic.wizards.com/en/rules") == \
        "https://media.wizards.com/2026/downloads/MagicCompRules_20260807.txt"
    assert find_rules_link('<a href="cr/MagicCompRules.txt">x</a>', "https://h/en/rules") == \
        "https://h/en/cr/MagicCompRules.txt"
    # plain http (other than to this machine's loopback address) and file: links are never followed
    with pytest.raises(FetchError, match="https only"):
        find_rules_link('<a href="cr/MagicCompRules.txt">x</a>', "http://h/en/rules")
    with pytest.raises(FetchError, match="file:///etc/MagicCompRules.txt; refused"):
        find_rules_link('<a href="file:///etc/MagicCompRules.txt">x</a>', "https://h/en/rules")
    with pytest.raises(FetchError, match="no link to the Comprehensive Rules TXT"):
        find_rules_link("<a href='/rules.pdf'>pdf</a>", "http://h/en/rules")


# --- fetch against a local HTTP server ------------------------------------------------------------

class _Handler(http.server.BaseHTTPRequestHandler):
    """Serves files from the server's `site` folder. Paths listed in the server's `special` table
    behave differently: "drop" sends the full Content-Length then closes halfway through the
    body; "gzip" sends the file with Content-Encoding: gzip when the client accepts it."""

    def do_GET(self) -> None:  # noqa: N802
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        site: Path = self.server.site
        file = (site / path.lstrip("/")).resolve()
        if site.resolve() not in file.parents or not file.is_file():
            self.send_error(404, "Not Found")
            return
        self.server.requests.append((path, dict(self.headers)))
        data = file.read_bytes()
        special = self.server.special.get(path)
        headers = {"Content-Type": "application/octet-stream"}
        if special == "gzip-always" or (
                special == "gzip" and "gzip" in self.headers.get("Accept-Encoding", "")):
            data = gzip.compress(data)
            headers["Content-Encoding"] = "gzip"
        self.send_response(200)
        for key, value in headers.items():
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if special == "drop":
            self.wfile.write(data[: len(data) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        self.wfile.write(data)

    def log_message(self, *args) -> None:
        pass


@pytest.fixture(scope="module")
def server(corpus_dir: Path, tmp_path_factory):
    site = tmp_path_factory.mktemp("site")
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    base = f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.site, httpd.requests = site, []
    cr = (corpus_dir / CURRENT_CR).read_bytes()
    atomic = (corpus_dir / "cards/AtomicCards.json.gz").read_bytes()

    def put(rel: str, data: bytes | str) -> None:
        path = site / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data.encode() if isinstance(data, str) else data)

    def rules_page(link: str) -> str:
        return (f'<html><head><title>Rules</title></head><body>'
                f'<a href="/en/rules/other">Other documents</a>'
                f'<a href="/media/MagicCompRules%2020260807.pdf">PDF</a>'
                f'<a href="{link}">TXT</a></body></html>')

    put("en/rules", rules_page("/media/MagicCompRules%2020260807.txt"))
    put("media/MagicCompRules 20260807.txt", cr)
    put("api/v5/AtomicCards.json.gz", atomic)
    put("api/v5/AtomicCards.json.gz.sha256", hashlib.sha256(atomic).hexdigest() + "\n")
    # bad variants
    put("bad/sha/AtomicCards.json.gz", atomic)
    put("bad/sha/AtomicCards.json.gz.sha256", "0" * 64)
    half = atomic[: len(atomic) // 2]
    put("bad/cut/AtomicCards.json.gz", half)
    put("bad/cut/AtomicCards.json.gz.sha256", hashlib.sha256(half).hexdigest())
    put("enc/AtomicCards.json.gz", atomic)
    put("enc/AtomicCards.json.gz.sha256", hashlib.sha256(atomic).hexdigest())
    put("bad/drop/AtomicCards.json.gz", atomic)
    put("bad/drop/AtomicCards.json.gz.sha256", hashlib.sha256(atomic).hexdigest())
    put("bad/notcr/rules", rules_page("/bad/notcr/MagicCompRules.txt"))
    put("bad/notcr/MagicCompRules.txt", (corpus_dir / "SOURCES.md").read_bytes())
    put("bad/halfcr/rules", rules_page("/bad/halfcr/MagicCompRules.txt"))
    put("bad/halfcr/MagicCompRules.txt", cr[: len(cr) // 2])
    put("bad/dropcr/rules", rules_page("/bad/dropcr/MagicCompRules.txt"))
    put("bad/dropcr/MagicCompRules.txt", cr)
    put("bad/nolink/rules", "<html><body><a href='/x.pdf'>pdf</a></body></html>")
    # Scryfall: bulk-data listing and the two bulk files (uncompressed on the server)
    oracle = gzip.decompress((corpus_dir / "scryfall/oracle-cards-sample.json.gz").read_bytes())
    rulings = gzip.decompress((corpus_dir / "scryfall/rulings-sample.json.gz").read_bytes())
    put("scryfall/oracle-cards-20260401.json", oracle)
    put("scryfall/rulings-20260401.json", rulings)

    def listing(oracle_size: int, rulings_uri: str = "/scryfall/rulings-20260401.json",
                rulings_size: int = len(rulings)) -> str:
        def entry(kind: str, uri: str, size: int) -> dict:
            return {"object": "bulk_data", "id": f"id-{kind}", "type": kind,
                    "updated_at": "2026-04-01T09:00:00.000+00:00", "name": kind,
                    "download_uri": base + uri, "size": size, "content_type": "application/json",
                    "content_encoding": "gzip"}
        return json.dumps({"object": "list", "has_more": False, "data": [
            entry("oracle_cards", "/scryfall/oracle-cards-20260401.json", oracle_size),
            entry("unique_artwork", "/scryfall/missing.json", 1),
            entry("rulings", rulings_uri, rulings_size),
        ]})

    put("scryfall/bulk-data", listing(len(oracle)))
    put("scryfall/bad-size/bulk-data", listing(len(oracle) + 1))
    put("scryfall/not-rulings/bulk-data", listing(len(oracle), "/scryfall/oracle-cards-20260401.json", len(oracle)))
    httpd.special = {
        "/bad/drop/AtomicCards.json.gz": "drop",
        "/bad/dropcr/MagicCompRules.txt": "drop",
        "/scryfall/rulings-20260401.json": "gzip",
        "/enc/AtomicCards.json.gz": "gzip-always",
    }
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield {"base": base, "httpd": httpd, "cr": cr, "atomic": atomic, "oracle": oracle,
           "rulings": rulings}
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=5)


def _manifest(base: str, *, page: str = "/en/rules", atomic: str = "/api/v5/AtomicCards.json.gz",
              bulk: str = "/scryfall/bulk-data") -> dict:
    return {
        "format": 1, "user_agent": "ruling-qa-tests",
        "rules": {"page": base + page, "url": None,
                  "link_pattern": sources.DEFAULT_MANIFEST["rules"]["link_pattern"]},
        "mtgjson": {"url": base + atomic, "sha256_url": base + atomic + ".sha256",
                    "file": "AtomicCards.json.gz"},
        "scryfall": {"bulk_data_url": base + bulk,
                     "files": {"oracle_cards": "oracle-cards.json.gz", "rulings": "rulings.json.gz"}},
    }


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_fetch_mtgjson_then_scryfall(server: dict, tmp_path: Path):
    dest = tmp_path / "downloads"
    seen: list[tuple] = []
    report = fetch_corpus(dest, manifest=_manifest(server["base"]),
                          progress=lambda *args: seen.append(args), timeout=10)
    assert sorted(p.name for p in dest.iterdir()) == [
        "AtomicCards.json.gz", "MagicCompRules-20260807.txt", "fetch-report.json"]
    assert (dest / "MagicCompRules-20260807.txt").read_bytes() == server["cr"]
    assert (dest / "AtomicCards.json.gz").read_bytes() == server["atomic"]
    assert report["rules_effective_date"] == "2026-08-07"
    assert report["rules_url"].endswith("/media/MagicCompRules%2020260807.txt")
    assert report["card_data_version"] == "5.2.1+derived.20260424"
    assert {f["name"]: f["bytes"] for f in report["files"]} == {
        "MagicCompRules-20260807.txt": len(server["cr"]),
        "AtomicCards.json.gz": len(server["atomic"])}
    assert sources.fetch_report(dest)["card_data_version"] == "5.2.1+derived.20260424"
    # progress: label, growing byte counts, the total from Content-Length
    labels = {label for label, _, _ in seen}
    assert labels == {"Comprehensive Rules", "AtomicCards.json.gz"}
    atomic_steps = [(done, total) for label, done, total in seen if label == "AtomicCards.json.gz"]
    assert atomic_steps[0] == (0, len(server["atomic"]))
    assert atomic_steps[-1] == (len(server["atomic"]), len(server["atomic"]))
    assert [d for d, _ in atomic_steps] == sorted(d for d, _ in atomic_steps)
    found = scan_corpus(dest)
    assert found.current_rules.effective_date == "2026-08-07" and len(found.atomic_cards) == 1
    agents = {h.get("User-Agent") for _, h in server["httpd"].requests}
    assert agents == {"ruling-qa-tests"}

    # Switching to Scryfall replaces the card data: the AtomicCards file this fetch wrote goes.
    report = fetch_corpus(dest, cards="scryfall", manifest=_manifest(server["base"]), timeout=10)
    assert sorted(p.name for p in dest.iterdir()) == [
        "MagicCompRules-20260807.txt", "fetch-report.json", "oracle-cards.json.gz", "rulings.json.gz"]
    assert report["removed"] == ["AtomicCards.json.gz"]
    assert read_bytes(dest / "oracle-cards.json.gz") == server["oracle"]
    assert read_bytes(dest / "rulings.json.gz") == server["rulings"]
    assert report["card_data_version"] == "scryfall oracle_cards 2026-04-01T09:00:00.000+00:00"
    assert report["scryfall_counts"] == {"oracle_cards": 847, "rulings": 1923}
    found = scan_corpus(dest)
    assert found.scryfall_cards == (dest / "oracle-cards.json.gz",)
    assert found.scryfall_rulings == (dest / "rulings.json.gz",)
    assert found.atomic_cards == ()


def test_fetch_uses_a_direct_rules_url(server: dict, tmp_path: Path):
    manifest = _manifest(server["base"], page="/nowhere", atomic="/enc/AtomicCards.json.gz")
    manifest["rules"]["url"] = server["base"] + "/media/MagicCompRules 20260807.txt"
    report = fetch_corpus(tmp_path, manifest=manifest, timeout=10)
    assert report["rules_effective_date"] == "2026-08-07"
    # The server gzip-encoded the .gz transfer unasked: the encoding is undone, so the stored
    # file is the original and matches its checksum.
    assert (tmp_path / "AtomicCards.json.gz").read_bytes() == server["atomic"]
    assert {f["name"]: f["sha256"] for f in report["files"]}["AtomicCards.json.gz"] == \
        hashlib.sha256(server["atomic"]).hexdigest()


@pytest.fixture()
def existing(tmp_path: Path) -> Path:
    """A downloads folder holding an earlier corpus."""
    dest = tmp_path / "downloads"
    dest.mkdir()
    for path in sources.DEMO_DIR.iterdir():
        shutil.copyfile(path, dest / path.name)
    (dest / "AtomicCards.json.gz").write_bytes(gzip.compress(b'{"meta": {}, "data": {}}'))
    (dest / "fetch-report.json").write_text(json.dumps(
        {"files": [{"name": "AtomicCards.json.gz"}, {"name": "MagicCompRules-demo.txt"}]}))
    return dest


def _dead_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


FAILURES = {
    # name: (manifest overrides, cards, expected message pieces)
    "dropped connection": (dict(atomic="/bad/drop/AtomicCards.json.gz"), "mtgjson",
                           ["/bad/drop/AtomicCards.json.gz", "connection dropped after"]),
    "dropped connection (CR)": (dict(page="/bad/dropcr/rules"), "mtgjson",
                                ["/bad/dropcr/MagicCompRules.txt", "connection dropped after"]),
    "checksum mismatch": (dict(atomic="/bad/sha/AtomicCards.json.gz"), "mtgjson",
                          ["/bad/sha/AtomicCards.json.gz", "checksum mismatch"]),
    "truncated gzip": (dict(atomic="/bad/cut/AtomicCards.json.gz"), "mtgjson",
                       ["/bad/cut/AtomicCards.json.gz", "truncated gzip"]),
    "not a CR": (dict(page="/bad/notcr/rules"), "mtgjson",
                 ["/bad/notcr/MagicCompRules.txt", "is not the Comprehensive Rules"]),
    "CR cut in half": (dict(page="/bad/halfcr/rules"), "mtgjson",
                       ["/bad/halfcr/MagicCompRules.txt", "incomplete"]),
    "no CR link": (dict(page="/bad/nolink/rules"), "mtgjson",
                   ["/bad/nolink/rules", "no link to the Comprehensive Rules TXT"]),
    "404": (dict(atomic="/missing/AtomicCards.json.gz"), "mtgjson",
            ["/missing/AtomicCards.json.gz.sha256", "HTTP 404"]),
    "scryfall size mismatch": (dict(bulk="/scryfall/bad-size/bulk-data"), "scryfall",
                               ["oracle-cards-20260401.json", "size mismatch"]),
    "scryfall wrong objects": (dict(bulk="/scryfall/not-rulings/bulk-data"), "scryfall",
                               ["oracle-cards-20260401.json", "is not a Scryfall 'ruling' object"]),
    "scryfall listing 404": (dict(bulk="/scryfall/none"), "scryfall", ["/scryfall/none", "HTTP 404"]),
}


@pytest.mark.parametrize("case", list(FAILURES))
def test_failed_fetch_leaves_existing_corpus_untouched(server: dict, existing: Path, case: str):
    overrides, cards, pieces = FAILURES[case]
    before = _snapshot(existing)
    with pytest.raises(FetchError) as info:
        fetch_corpus(existing, cards=cards, manifest=_manifest(server["base"], **overrides), timeout=10)
    for piece in pieces:
        assert piece in info.value.message, info.value.message
    assert _snapshot(existing) == before                       # byte-identical, no leftovers
    assert info.value.code == "fetch_failed"


def test_server_not_listening(existing: Path):
    before = _snapshot(existing)
    base = f"http://127.0.0.1:{_dead_port()}"
    with pytest.raises(FetchError, match=r"127\.0\.0\.1:\d+/en/rules: cannot connect"):
        fetch_corpus(existing, manifest=_manifest(base), timeout=5, backoff=0.01)
    assert _snapshot(existing) == before


def test_fetch_rejects_unknown_card_source(existing: Path):
    with pytest.raises(BadInput, match="unknown card data source"):
        fetch_corpus(existing, cards="gatherer", manifest=_manifest("http://127.0.0.1:9"))


def test_fetch_default_destination_honours_env(monkeypatch, tmp_path: Path):
    monkeypatch.setenv("RULING_QA_DOWNLOADS", str(tmp_path / "dl"))
    assert sources.downloads_dir() == tmp_path / "dl"
    monkeypatch.delenv("RULING_QA_DOWNLOADS")
    assert sources.downloads_dir() == sources.CORPUS_HOME / "downloads"


def test_interrupted_fetch_leaves_no_trace(server: dict, existing: Path):
    """Ctrl-C (here: the progress callback raising) midway through the card download."""
    before = _snapshot(existing)

    def progress(label: str, done: int, total: int | None) -> None:
        if label == "AtomicCards.json.gz" and done > 1_000_000:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        fetch_corpus(existing, manifest=_manifest(server["base"]), progress=progress, timeout=10)
    assert _snapshot(existing) == before
