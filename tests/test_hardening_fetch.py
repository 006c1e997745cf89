"""`corpus fetch` hardened (issue 15, item 8), against a local HTTP server on 127.0.0.1 (plain http is
allowed to the loopback address only; nothing here leaves the machine): links to http:// and file:
URLs are refused, gzip bombs are cut off, failed requests are retried, and a second fetch of an
unchanged corpus downloads nothing while a changed file is downloaded again."""
from __future__ import annotations

import gzip
import hashlib
import http.server
import json
import threading
import urllib.parse
from pathlib import Path

import pytest
from click.testing import CliRunner

from ruling_qa import sources
from ruling_qa.cli import main
from ruling_qa.errors import FetchError
from ruling_qa.sources import allowed_url, fetch_corpus

CURRENT_CR = "rules/MagicCompRules-20260807.txt"


class _Site(http.server.BaseHTTPRequestHandler):
    """Serves `files` (path -> bytes) with ETag and Last-Modified, answering conditional requests
    with 304. `flaky` paths answer 503 that many times first; `encoded` paths are sent with
    Content-Encoding: gzip as they are (pre-compressed bytes)."""

    def do_GET(self) -> None:  # noqa: N802
        site = self.server
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        site.log.append((path, self.headers.get("If-None-Match")))
        if site.flaky.get(path, 0) > 0:
            site.flaky[path] -= 1
            self.send_error(503, "Busy")
            return
        data = site.files.get(path)
        if data is None:
            self.send_error(404, "Not Found")
            return
        etag = '"' + hashlib.sha256(data).hexdigest()[:16] + '"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", "Fri, 07 Aug 2026 00:00:00 GMT")
        if path in site.encoded:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args) -> None:
        pass


@pytest.fixture()
def site(corpus_dir: Path):
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Site)
    base = f"http://127.0.0.1:{httpd.server_address[1]}"
    cr = (corpus_dir / CURRENT_CR).read_bytes()
    atomic = (corpus_dir / "cards/AtomicCards.json.gz").read_bytes()
    httpd.files = {
        "/en/rules": f'<a href="{base}/media/MagicCompRules%2020260807.txt">TXT</a>'.encode(),
        "/media/MagicCompRules 20260807.txt": cr,
        "/api/AtomicCards.json.gz": atomic,
        "/api/AtomicCards.json.gz.sha256": hashlib.sha256(atomic).hexdigest().encode(),
    }
    httpd.flaky, httpd.encoded, httpd.log = {}, set(), []
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield {"base": base, "httpd": httpd, "cr": cr, "atomic": atomic}
    httpd.shutdown()
    httpd.server_close()
    thread.join(5)


def _manifest(base: str, page: str = "/en/rules") -> dict:
    return {"format": 1, "user_agent": "ruling-qa-tests",
            "rules": {"page": base + page, "url": None,
                      "link_pattern": sources.DEFAULT_MANIFEST["rules"]["link_pattern"]},
            "mtgjson": {"url": base + "/api/AtomicCards.json.gz", "sha256_url": base + "/api/AtomicCards.json.gz.sha256",
                        "file": "AtomicCards.json.gz"},
            "scryfall": sources.DEFAULT_MANIFEST["scryfall"]}


def _fetch(site: dict, dest: Path, **kwargs) -> dict:
    return fetch_corpus(dest, manifest=_manifest(site["base"]), timeout=10, backoff=0.01, **kwargs)


def test_only_https_urls_are_fetched():
    assert allowed_url("https://media.wizards.com/MagicCompRules.txt")
    assert allowed_url("http://127.0.0.1:8000/x.txt") and allowed_url("http://localhost/x.txt")
    for url in ("http://media.wizards.com/MagicCompRules.txt", "file:///etc/passwd", "ftp://h/x.txt",
                "http://127.0.0.1.evil.example/x.txt", "https:///nohost.txt"):
        assert not allowed_url(url), url


@pytest.mark.parametrize("link, words", [
    ("http://media.example.com/MagicCompRules%2020260807.txt", "https only"),
    ("file:///etc/MagicCompRules.txt", "https only"),
])
def test_a_rules_page_linking_http_or_file_is_refused(site, tmp_path: Path, link: str, words: str):
    """The page links the rules text over http:// or as a local file: nothing is downloaded or stored."""
    site["httpd"].files["/bad/rules"] = f'<html><a href="{link}">TXT</a></html>'.encode()
    with pytest.raises(FetchError, match=words):
        fetch_corpus(tmp_path, manifest=_manifest(site["base"], "/bad/rules"), timeout=10, backoff=0.01)
    assert list(tmp_path.iterdir()) == []


def test_redirects_to_http_are_refused(site, tmp_path: Path):
    manifest = _manifest(site["base"])
    manifest["rules"]["url"] = "https://127.0.0.1:1/never.txt"     # https to a closed port: cannot connect
    with pytest.raises(FetchError, match="cannot connect.*after 2 attempts"):
        fetch_corpus(tmp_path, manifest=manifest, timeout=5, retries=2, backoff=0.01)
    from ruling_qa.sources import _SafeRedirects

    class Request:
        full_url = "https://media.wizards.com/rules.txt"
    with pytest.raises(FetchError, match="refused"):
        _SafeRedirects().redirect_request(Request(), None, 302, "Found", {}, "http://evil.example/rules.txt")


def test_a_gzip_bomb_is_cut_off(site, tmp_path: Path):
    """60 KB that inflates to 64 MB, as a gzip-encoded rules text and as the AtomicCards file."""
    bomb = gzip.compress(b"\0" * (64 << 20), 9)
    assert len(bomb) < 100_000
    httpd = site["httpd"]
    httpd.files["/media/MagicCompRules 20260807.txt"] = bomb
    httpd.encoded.add("/media/MagicCompRules 20260807.txt")
    with pytest.raises(FetchError, match="inflates to more than 16,777,216 bytes"):
        _fetch(site, tmp_path, max_bytes=16 << 20)
    assert list(tmp_path.iterdir()) == []
    httpd.files["/media/MagicCompRules 20260807.txt"] = site["cr"]
    httpd.encoded.clear()
    httpd.files["/api/AtomicCards.json.gz"] = bomb
    httpd.files["/api/AtomicCards.json.gz.sha256"] = hashlib.sha256(bomb).hexdigest().encode()
    with pytest.raises(FetchError, match="decompresses to more than 16,777,216 bytes"):
        _fetch(site, tmp_path, max_bytes=16 << 20)
    assert list(tmp_path.iterdir()) == []


def test_failed_requests_are_retried(site, tmp_path: Path):
    site["httpd"].flaky["/api/AtomicCards.json.gz"] = 2
    report = _fetch(site, tmp_path)
    assert [p for p, _ in site["httpd"].log].count("/api/AtomicCards.json.gz") == 3
    assert (tmp_path / "AtomicCards.json.gz").read_bytes() == site["atomic"] and report["changed"]
    site["httpd"].flaky["/en/rules"] = 5
    with pytest.raises(FetchError, match="HTTP 503.*after 3 attempts"):
        _fetch(site, tmp_path)


def test_an_unchanged_corpus_downloads_nothing_and_a_changed_file_is_fetched(site, tmp_path: Path):
    first = _fetch(site, tmp_path)
    assert first["changed"] and {f["name"]: f["unchanged"] for f in first["files"]} == {
        "MagicCompRules-20260807.txt": False, "AtomicCards.json.gz": False}
    assert all(f["sha256"] and f["etag"] for f in first["files"])      # checksums recorded for every file
    log = site["httpd"].log
    log.clear()
    second = _fetch(site, tmp_path)
    assert not second["changed"] and all(f["unchanged"] for f in second["files"])
    # the CR was asked "changed since?" (304); AtomicCards not at all: its published checksum matched
    assert ("/media/MagicCompRules 20260807.txt", first["files"][0]["etag"]) in log
    assert "/api/AtomicCards.json.gz" not in [p for p, _ in log]
    assert second["rules_effective_date"] == "2026-08-07"
    assert second["card_data_version"] == first["card_data_version"]
    # the rules text changes on the server: only it is downloaded again
    changed_cr = site["cr"].replace(b"Credits", b"Credits ", 1)
    site["httpd"].files["/media/MagicCompRules 20260807.txt"] = changed_cr
    log.clear()
    third = _fetch(site, tmp_path)
    assert third["changed"] and {f["name"]: f["unchanged"] for f in third["files"]} == {
        "MagicCompRules-20260807.txt": False, "AtomicCards.json.gz": True}
    assert (tmp_path / "MagicCompRules-20260807.txt").read_bytes() == changed_cr
    # a local edit to a fetched file is noticed (checksum): it is downloaded again, not trusted
    (tmp_path / "AtomicCards.json.gz").write_bytes(b"edited")
    fourth = _fetch(site, tmp_path)
    assert {f["name"]: f["unchanged"] for f in fourth["files"]}["AtomicCards.json.gz"] is False
    assert (tmp_path / "AtomicCards.json.gz").read_bytes() == site["atomic"]


def test_cli_prints_a_summary_and_the_next_command(site, tmp_path: Path, monkeypatch):
    monkeypatch.setattr(sources, "load_manifest", lambda: _manifest(site["base"]))
    monkeypatch.setattr(sources, "BACKOFF_SECONDS", 0.01)
    result = CliRunner().invoke(main, ["corpus", "fetch", "--dest", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "MagicCompRules-20260807.txt" in result.stdout and "downloaded" in result.stdout
    assert "Comprehensive Rules effective 2026-08-07" in result.stdout
    assert "Next: `ruling-qa build`" in result.stdout
    again = CliRunner().invoke(main, ["corpus", "fetch", "--dest", str(tmp_path)])
    assert "unchanged" in again.stdout and "Nothing changed" in again.stdout
    as_json = CliRunner().invoke(main, ["corpus", "fetch", "--dest", str(tmp_path), "--json"])
    assert json.loads(as_json.stdout)["changed"] is False
