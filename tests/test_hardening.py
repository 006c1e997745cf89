"""Hardening (issue 15), tried as an attacker and as an unlucky operator would: a slow request must not
stall the server, damaged inputs give one clear error, rebuilds and killed builds are safe, non-UTF-8
input never ends in a traceback. Real servers listen on 127.0.0.1 only; damage is done to copies."""
from __future__ import annotations

import io
import json
import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import quote

import httpx
import pytest
from click.testing import CliRunner

from ruling_qa import api
from ruling_qa.api import RulingQA
from ruling_qa.cli import Bar, main
from ruling_qa.errors import IndexDamaged, QueryTooCostly
from ruling_qa.server import MAX_HEAD_BYTES, MAX_REQUEST_LINE, create_app
from ruling_qa.sources import DEMO_DIR
from test_server import free_port, serving

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def cli(env: dict, *args, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    """`ruling-qa ARGS` in a subprocess (arguments may be bytes: argv is bytes on POSIX)."""
    return subprocess.run([sys.executable, "-m", "ruling_qa.cli", *args], input=stdin, capture_output=True,
                          env=env, timeout=120)


def one_clear_line(result: subprocess.CompletedProcess) -> str:
    """The run failed with exit 1 and exactly one line on standard error, no traceback."""
    err = result.stderr.decode("utf-8")
    assert result.returncode == 1, (result.returncode, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    return err


@pytest.fixture()
def env(index_path: Path, corpus_dir: Path) -> dict:
    return {**os.environ, "RULING_QA_INDEX": str(index_path), "RULING_QA_CORPUS": str(corpus_dir)}


# --- 1. one slow request does not stall the server ------------------------------------------------

class _Uvicorn:
    """The app on a real uvicorn server in a thread, on a free loopback port."""

    def __init__(self, app):
        import uvicorn

        self.port = free_port()
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> str:
        self.thread.start()
        base = f"http://127.0.0.1:{self.port}"
        for _ in range(200):
            if self.server.started:
                return base
            time.sleep(0.05)
        raise AssertionError("uvicorn did not start")

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(10)


def test_a_blocked_search_does_not_stall_other_requests(index_path):
    """The search blocks until the test releases it: had it run on the event loop, the rule lookup
    sent meanwhile could not be answered and would time out."""
    entered, release = threading.Event(), threading.Event()

    class SlowSearch(RulingQA):
        def search(self, query: str, limit: int = 10) -> dict:
            entered.set()
            release.wait(30)
            return super().search(query, limit)

    with _Uvicorn(create_app(SlowSearch(index_path, auto_build=False))) as base:
        with ThreadPoolExecutor(1) as pool:
            slow = pool.submit(httpx.get, base + "/search?q=trample", timeout=60)
            assert entered.wait(20)
            fast = httpx.get(base + "/rules/702.19b", timeout=15)
            assert fast.status_code == 200 and fast.json()["rule"]["number"] == "702.19b"
            assert not slow.done()                 # the search was still running meanwhile
            release.set()
            assert slow.result().status_code == 200


@pytest.mark.parametrize("query, words", [
    ("t* " * 64, "at least 2 letters"),                    # the 5.5 s query: one term once, too broad
    ("ab* cd* ef* gh* ij* kl*", "more than 4 prefix terms"),
])
def test_costly_searches_are_refused_with_422(qa, query, words):
    with pytest.raises(QueryTooCostly, match=words):
        qa.search(query)
    from fastapi.testclient import TestClient

    with TestClient(create_app(qa)) as client:
        response = client.get("/search", params={"q": query})
    assert response.status_code == 422 and response.json()["code"] == "query_too_costly"


def test_repeated_terms_are_searched_once(qa):
    from ruling_qa.store.kb import fts_query

    assert fts_query("trample " * 50) == fts_query("trample") == '"trample"'
    assert fts_query("ta* first strike ta* FIRST ta*") == '"ta"* "first" "strike" "FIRST"'
    numbers = [hit.get("number") for hit in qa.search("damage assignment " * 40)["results"]]
    assert numbers and numbers == [hit.get("number") for hit in qa.search("damage assignment")["results"]]


def test_search_time_budget_interrupts_sqlite(qa, monkeypatch):
    """The budget is enforced inside SQLite (progress handler): with no time left, even a cheap
    search is interrupted and answered 422, and the connection keeps working afterwards."""
    from ruling_qa.store import kb as kb_module

    monkeypatch.setattr(kb_module, "SEARCH_BUDGET_SECONDS", -1.0)
    with pytest.raises(QueryTooCostly, match="budget"):
        qa.search("tapped for mana")
    monkeypatch.undo()
    assert qa.search("trample")["results"]


# --- 2. connection limits on the real server -------------------------------------------------------

@pytest.fixture(scope="module")
def guarded(index_path):
    with serving(index_path, "--request-timeout", "1.5", "--max-connections", "6") as base:
        yield base


def _raw(base: str, data: bytes, wait: float = 30) -> tuple[int, dict]:
    """Send raw bytes; return the status and JSON body of the response (the server closes)."""
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=wait) as sock:
        try:
            sock.sendall(data)
        except (BrokenPipeError, ConnectionResetError):
            pass
        chunks = []
        while True:
            try:
                chunk = sock.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            chunks.append(chunk)
    response = b"".join(chunks)
    head, _, body = response.partition(b"\r\n\r\n")
    assert b"application/json" in head.lower(), response[:300]
    return int(head.split(b" ")[1]), json.loads(body)


def test_long_request_line_is_414_json(guarded):
    status, body = _raw(guarded, b"GET /cards/" + b"a" * (MAX_REQUEST_LINE + 100) + b" HTTP/1.1\r\nHost: x\r\n\r\n")
    assert status == 414 and body["code"] == "uri_too_long" and body["ok"] is False


def test_huge_headers_are_431_json(guarded):
    header = b"X-Big: " + b"b" * (MAX_HEAD_BYTES + 1000) + b"\r\n"
    status, body = _raw(guarded, b"GET /health HTTP/1.1\r\nHost: x\r\n" + header + b"\r\n")
    assert status == 431 and body["code"] == "headers_too_large"
    # 20 clients each starting a 20 MB header are cut off at the limit too
    with ThreadPoolExecutor(20) as pool:
        results = list(pool.map(lambda _: _raw(guarded, b"GET /health HTTP/1.1\r\nX-Big: " + b"c" * (20 << 20)),
                                range(20)))
    assert {status for status, _ in results} == {431}


def test_not_http_is_400_json(guarded):
    status, body = _raw(guarded, b"\x16\x03\x01 hello, this is not HTTP\r\n\r\n")
    assert status == 400 and body["code"] == "bad_request"


def test_slow_client_gets_408_json(guarded):
    """Half a request, then nothing: the server answers 408 and closes (it does not wait forever)."""
    status, body = _raw(guarded, b"GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ")
    assert status == 408 and body["code"] == "request_timeout"
    # a body that never arrives in full, too
    status, body = _raw(guarded, b"POST /message HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n"
                                 b"content-length: 100\r\n\r\n{\"text\": ")
    assert status == 408


def test_connections_past_the_limit_get_503_json(guarded):
    """Six idle connections fill the limit; the next request is refused with the error object, and
    once the idle ones time out the server answers again."""
    host, port = guarded.removeprefix("http://").split(":")
    idle = [socket.create_connection((host, int(port))) for _ in range(6)]
    try:
        for sock in idle:
            sock.sendall(b"GET /health HTTP/1.1\r\n")
        status, body = _raw(guarded, b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        assert status == 503 and body["code"] == "too_many_connections"
    finally:
        for sock in idle:
            sock.close()
    for _ in range(50):
        response = httpx.get(guarded + "/health", timeout=10)
        if response.status_code == 200:
            break
        time.sleep(0.1)
    assert response.status_code == 200


def test_ordinary_requests_still_work_with_the_limits(guarded, qa):
    with httpx.Client(base_url=guarded, timeout=10) as client:     # keep-alive: several on one connection
        for _ in range(3):
            assert client.get("/cards/Spellskite").json()["card"]["name"] == "Spellskite"
        assert client.post("/message", json={"text": "{{702.19b}}"}).status_code == 200


# --- 3. non-UTF-8 input -----------------------------------------------------------------------------

@pytest.mark.parametrize("argv", [[b"rule", b"\xff"], [b"card", b"Lim-D\xfbl"], [b"search", b"caf\xe9"],
                                  [b"define", b"\xed\xa0\x80"], [b"ask", b"can \xff attack?"]])
def test_non_utf8_arguments_are_one_clear_line(env, argv):
    err = one_clear_line(cli(env, *argv))
    assert "not UTF-8" in err
    result = cli(env, *argv, b"--json")
    assert result.returncode == 1
    body = json.loads(result.stdout.decode("utf-8"))          # valid UTF-8, valid JSON
    assert body["ok"] is False and body["code"] == "bad_input" and "UTF-8" in body["error"]


def test_latin1_line_on_stdin_is_that_lines_error(env):
    lines = "what is rule 702.19b\n".encode() + "is caf\xe9 a card?\n".encode("latin-1") + b"what is rule 702.19c\n"
    result = cli(env, "ask", "-", "--json", stdin=lines)
    assert result.returncode == 1 and b"Traceback" not in result.stderr
    out = [json.loads(line) for line in result.stdout.decode("utf-8").splitlines()]
    assert [o["ok"] for o in out] == [True, False, True]
    assert out[1]["code"] == "bad_input" and "line 2 is not UTF-8" in out[1]["error"]
    assert out[1]["question"] == "is caf\ufffd a card?"
    text = cli(env, "ask", "-", stdin=lines)
    assert text.returncode == 1 and b"Traceback" not in text.stderr
    assert "line 2 is not UTF-8" in text.stderr.decode()


def test_json_output_is_utf8_even_for_odd_text():
    """Lone surrogates (from odd input) are written as \\u escapes, never as invalid UTF-8."""
    from ruling_qa.cli import _json_line

    line = _json_line({"error": "bad \udcff byte", "name": "Lim-Dûl"})
    line.encode("utf-8")
    assert json.loads(line) == {"error": "bad \udcff byte", "name": "Lim-Dûl"}


# --- 4. a damaged index -------------------------------------------------------------------------------

@pytest.fixture()
def damaged(index_path: Path, tmp_path: Path):
    """Make a copy of the session index and damage it with `how`; returns the copy's path."""
    def make(how: str) -> Path:
        copy = tmp_path / "damaged.sqlite"
        shutil.copyfile(index_path, copy)
        if how == "card data":          # bit rot in one card's compressed data
            with sqlite3.connect(copy) as db:
                data = db.execute("SELECT data FROM cards WHERE name = 'Spellskite'").fetchone()[0]
                rotten = bytes(data[:10]) + bytes(b ^ 0x5A for b in data[10:30]) + bytes(data[30:])
                db.execute("UPDATE cards SET data = ? WHERE name = 'Spellskite'", (rotten,))
        elif how == "metadata":         # malformed JSON in one metadata value
            with sqlite3.connect(copy) as db:
                db.execute("UPDATE meta SET value = '{\"rules\": 12' WHERE key = 'counts'")
        elif how == "glossary":         # one glossary entry's list of names cut short
            with sqlite3.connect(copy) as db:
                db.execute("UPDATE glossary SET names = '[\"Mana Abil' WHERE term = 'Mana Ability'")
        elif how == "pages":            # a run of garbage over the middle of the file
            size = copy.stat().st_size
            with open(copy, "r+b") as f:
                for offset in range(4096 * 3, size, size // 7):
                    f.seek(offset)
                    f.write(os.urandom(8192))
        return copy
    return make


def _no_path_and_no_500(response: httpx.Response, folder: Path) -> dict:
    assert response.status_code != 500, response.text
    assert str(folder) not in response.text
    return response.json()


def test_bad_card_data_is_the_damaged_index_error(damaged, qa, env):
    index = damaged("card data")
    with pytest.raises(IndexDamaged, match="rebuild it with `ruling-qa build`"):
        RulingQA(index, auto_build=False).card("Spellskite")
    assert RulingQA(index, auto_build=False).card("Deepglow Skate")["ok"]          # the rest still works
    err = one_clear_line(cli({**env, "RULING_QA_INDEX": str(index)}, "card", "Spellskite"))
    assert "damaged" in err and "ruling-qa build" in err
    from fastapi.testclient import TestClient

    with TestClient(create_app(RulingQA(index, auto_build=False))) as client:
        for response in (client.get("/cards/Spellskite"), client.get("/ask", params={"q": "what does Spellskite do?"}),
                         client.post("/message", json={"text": "[[Spellskite]]"})):
            body = _no_path_and_no_500(response, index.parent)
            assert response.status_code == 503 and body["code"] == "index_damaged", body
            assert "damaged.sqlite" in body["error"]                    # the file's name, not where it is


def test_malformed_metadata_is_the_damaged_index_error(damaged, env):
    index = damaged("metadata")
    for argv in (("rule", "702.19b"), ("card", "Spellskite"), ("search", "trample")):
        err = one_clear_line(cli({**env, "RULING_QA_INDEX": str(index)}, *argv))
        assert "damaged" in err and "metadata 'counts'" in err
    from fastapi.testclient import TestClient

    with TestClient(create_app(index=index)) as client:
        response = client.get("/health")
        assert response.status_code == 503 and _no_path_and_no_500(response, index.parent)["code"] == "index_damaged"


def test_malformed_glossary_data_is_the_damaged_index_error(damaged, env):
    index = damaged("glossary")
    err = one_clear_line(cli({**env, "RULING_QA_INDEX": str(index)}, "define", "mana ability"))
    assert "damaged" in err and "Mana Ability has malformed data" in err
    assert b"Traceback" not in cli({**env, "RULING_QA_INDEX": str(index)}, "export", "glossary").stderr
    from fastapi.testclient import TestClient

    with TestClient(create_app(index=index)) as client:
        response = client.get("/define/" + quote("mana ability"))
        assert response.status_code == 503 and _no_path_and_no_500(response, index.parent)["code"] == "index_damaged"
        assert client.get("/define/trample").status_code == 200


def test_corrupt_pages_never_give_a_traceback_or_500(damaged, env):
    index = damaged("pages")
    env = {**env, "RULING_QA_INDEX": str(index)}
    outcomes = []
    for argv in (("rule", "702.19b"), ("card", "Spellskite"), ("search", "trample"), ("define", "mana ability"),
                 ("export", "rulings"), ("export", "cards")):
        result = cli(env, *argv)
        assert b"Traceback" not in result.stderr and result.returncode in (0, 1), result.stderr
        if result.returncode:
            one_clear_line(result)
        outcomes.append(result.returncode)
    assert 1 in outcomes                      # the damage was found somewhere
    from fastapi.testclient import TestClient

    with TestClient(create_app(index=index)) as client:
        for path in ("/health", "/cards/Spellskite", "/rules/702.19b", "/search?q=trample", "/define/trample",
                     "/ask?q=" + quote("can Spellskite redirect Deepglow Skate?")):
            _no_path_and_no_500(client.get(path), index.parent)


def test_no_absolute_path_in_any_http_response(tmp_path):
    from fastapi.testclient import TestClient

    with TestClient(create_app(index=tmp_path / "missing.sqlite")) as client:
        body = client.get("/health").json()
    assert body["code"] == "index_missing" and str(tmp_path) not in body["error"] and "missing.sqlite" in body["error"]


def test_health_names_the_index_file_only(qa, index_path):
    assert qa.health()["index"] == index_path.name


# --- 5. a damaged newest CR ----------------------------------------------------------------------------

@pytest.fixture()
def small_corpus(corpus_dir: Path, tmp_path: Path):
    """A corpus folder of copies: two CR editions and the Scryfall sample card data."""
    folder = tmp_path / "corpus"
    folder.mkdir()
    for name in ("MagicCompRules-20260619.txt", "MagicCompRules-20260807.txt"):
        shutil.copyfile(corpus_dir / "rules" / name, folder / name)
    for name in ("oracle-cards-sample.json.gz", "rulings-sample.json.gz"):
        shutil.copyfile(corpus_dir / "scryfall" / name, folder / name)
    return folder


def _build(env: dict, index: Path, corpus: Path, *extra: str) -> subprocess.CompletedProcess:
    return cli({**env, "RULING_QA_CORPUS": str(corpus)}, "--index", str(index), "build", *extra)


def _cr_date(index: Path) -> str:
    return RulingQA(index, auto_build=False).health()["sources"]["cr_effective_date"]


def test_damaged_newest_cr_fails_the_build(small_corpus: Path, tmp_path: Path, env):
    newest = small_corpus / "MagicCompRules-20260807.txt"
    data = newest.read_bytes()
    newest.write_bytes(b"\x00\xff garbage " * 40 + data[400:])          # the title and date lines are gone
    index = tmp_path / "kb.sqlite"
    err = one_clear_line(_build(env, index, small_corpus))
    assert "MagicCompRules-20260807.txt" in err and "--allow-older" in err
    assert not index.exists()
    built = _build(env, index, small_corpus, "--allow-older")
    assert built.returncode == 0, built.stderr
    assert "WARNING" in built.stderr.decode() and "MagicCompRules-20260807.txt" in built.stderr.decode()
    assert _cr_date(index) == "2026-06-19"
    summary = json.loads(_build(env, index, small_corpus, "--allow-older", "--json").stdout)
    assert summary["warnings"] and "20260807" in summary["warnings"][0]


def test_a_build_never_silently_replaces_newer_rules(small_corpus: Path, tmp_path: Path, env):
    index = tmp_path / "kb.sqlite"
    assert _build(env, index, small_corpus).returncode == 0
    assert _cr_date(index) == "2026-08-07"
    before = index.read_bytes()
    (small_corpus / "MagicCompRules-20260807.txt").unlink()            # only the older edition is left
    err = one_clear_line(_build(env, index, small_corpus))
    assert "2026-08-07" in err and "2026-06-19" in err and "--allow-older" in err
    assert index.read_bytes() == before
    assert _build(env, index, small_corpus, "--allow-older").returncode == 0
    assert _cr_date(index) == "2026-06-19"


# --- 6. a rebuild under a running server ---------------------------------------------------------------

def test_replaced_index_is_reopened_without_mixing(index_path: Path, tmp_path: Path):
    index = tmp_path / "kb.sqlite"
    shutil.copyfile(index_path, index)
    qa = RulingQA(index, auto_build=False)
    assert qa.card("Abandon Hope")["card"]["name"] == "Abandon Hope"
    old_kb = qa.kb
    api.build(tmp_path / "demo.sqlite", DEMO_DIR)
    os.replace(tmp_path / "demo.sqlite", index)
    assert qa.health()["demo_corpus"] is True and qa.kb is not old_kb
    with pytest.raises(Exception) as caught:
        qa.card("Abandon Hope")
    assert getattr(caught.value, "code", None) in ("unknown_card", "ambiguous_card")
    # a connection the old knowledge base opens now (a new thread) would read the new file: refused
    from ruling_qa.errors import IndexReplaced

    def in_new_thread():
        try:
            old_kb.rule("702.19b")
        except IndexReplaced:
            return "replaced"
        return "read"

    with ThreadPoolExecutor(1) as pool:
        assert pool.submit(in_new_thread).result() == "replaced"


def test_rebuild_under_a_running_server(index_path: Path, tmp_path: Path):
    """Requests keep flowing while the index file is replaced by a different one: no 500s, every
    card answer is the card asked for, and afterwards the server serves the new file."""
    index = tmp_path / "kb.sqlite"
    shutil.copyfile(index_path, index)
    api.build(tmp_path / "demo.sqlite", DEMO_DIR)
    names = ["Abandon Hope", "Spellskite", "Llanowar Elves", "Fire // Ice"]
    with serving(index) as base:
        assert httpx.get(base + "/cards/" + quote("Abandon Hope", safe=""), timeout=10).status_code == 200
        stop = threading.Event()

        def hammer(n: int) -> list[tuple[int, str, str | None]]:
            seen = []
            with httpx.Client(base_url=base, timeout=30) as client:
                while not stop.is_set():
                    name = names[n % len(names)]
                    response = client.get("/cards/" + quote(name, safe=""))
                    body = response.json()
                    seen.append((response.status_code, name, (body.get("card") or {}).get("name")))
                    seen.append((client.get("/rules/702.19b").status_code, "702.19b", None))
            return seen

        with ThreadPoolExecutor(4) as pool:
            running = [pool.submit(hammer, n) for n in range(4)]
            time.sleep(0.5)
            os.replace(tmp_path / "demo.sqlite", index)
            time.sleep(1.0)
            stop.set()
            seen = [item for future in running for item in future.result()]
        assert seen and all(status in (200, 404) for status, _, _ in seen), {s for s, _, _ in seen}
        assert all(got == name for status, name, got in seen if status == 200 and got is not None)
        after = httpx.get(base + "/cards/" + quote("Abandon Hope", safe=""), timeout=10)
        assert after.status_code == 404                       # the demo corpus has no Abandon Hope
        assert httpx.get(base + "/health", timeout=10).json()["demo_corpus"] is True


# --- 7. a killed build's leftovers ----------------------------------------------------------------------

def test_killed_build_leftovers_are_removed_by_the_next_build(tmp_path: Path, env, corpus_dir: Path):
    index = tmp_path / "kb.sqlite"
    process = subprocess.Popen([sys.executable, "-m", "ruling_qa.cli", "--index", str(index), "build"],
                               env={**env, "RULING_QA_CORPUS": str(corpus_dir)},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    leftover = tmp_path / f"kb.sqlite.tmp-{process.pid}"
    try:
        for _ in range(1200):
            if leftover.exists() or process.poll() is not None:
                break
            time.sleep(0.05)
        assert leftover.exists(), "the build never started writing"
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(10)
    assert leftover.exists() and not index.exists()                   # what a killed build leaves
    # a build still running elsewhere keeps its file: one named after a live process stays
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        running = tmp_path / f"kb.sqlite.tmp-{sleeper.pid}"
        running.write_bytes(b"in progress")
        api.build(index, DEMO_DIR)
        assert not leftover.exists() and running.exists()
        assert sorted(p.name for p in tmp_path.iterdir()) == ["kb.sqlite", running.name]
    finally:
        sleeper.kill()
        sleeper.wait(10)


# --- 10. CLI manners -------------------------------------------------------------------------------------

def test_a_mistyped_index_path_is_an_error_not_a_new_index(tmp_path: Path, env):
    typo = tmp_path / "ruling_qa.sqltie"
    err = one_clear_line(cli({**env, "RULING_QA_INDEX": ""}, "--index", str(typo), "rule", "702.19b"))
    assert f"ruling-qa --index {typo} build" in err
    assert not typo.exists()


@pytest.mark.parametrize("argv", [["rule"], ["card", "x", "--nope"], ["nope"], ["search", "x", "--limit", "0"]])
def test_usage_errors_are_one_line_and_exit_1(argv, cli_env):
    result = CliRunner().invoke(main, argv)
    assert result.exit_code == 1
    assert len(result.stderr.strip().splitlines()) == 1 and result.stderr.startswith("error: ")
    assert "--help" in result.stderr
    as_json = CliRunner().invoke(main, [*argv, "--json"])
    assert as_json.exit_code == 1 and json.loads(as_json.stdout)["code"] == "bad_input"


@pytest.mark.parametrize("argv", [[], ["rules"], ["corpus"]])
def test_a_group_alone_prints_its_help(argv, cli_env):
    result = CliRunner().invoke(main, argv)
    assert result.exit_code == 0 and result.stdout.startswith("Usage: ") and "Commands:" in result.stdout
    assert not result.stderr


def test_text_wraps_to_the_terminal_width(cli_env):
    for columns in (60, 80):
        result = CliRunner().invoke(main, ["rule", "702.19b"], env={"COLUMNS": str(columns)})
        assert result.exit_code == 0
        lines = result.stdout.splitlines()
        assert max(map(len, lines)) <= columns and max(map(len, lines)) > columns - 15
    wide = CliRunner().invoke(main, ["rule", "702.19b"], env={"COLUMNS": "300"}).stdout.splitlines()
    assert max(map(len, wide)) <= 100


def test_export_json_gives_the_error_object(tmp_path: Path, cli_env):
    result = CliRunner().invoke(main, ["--index", str(tmp_path / "none.sqlite"), "export", "rules", "--json"])
    assert result.exit_code == 1 and json.loads(result.stdout)["code"] == "index_missing"
    ok = CliRunner().invoke(main, ["export", "glossary", "--json"])
    first = json.loads(ok.stdout.splitlines()[0])
    assert ok.exit_code == 0 and first["term"] and "text" in first


def test_progress_bar_stages_each_on_their_own_line():
    out = io.StringIO()
    bar = Bar(out, force=True)
    bar("rules", 0, 1)
    bar("rules", 1, 1)
    bar("cards", 0, 30000)
    bar("cards", 30000, 30000)
    lines = out.getvalue().split("\n")
    assert lines[-1] == "" and len(lines) == 3
    assert lines[0].rsplit("\r", 1)[-1].split()[:2] == ["rules", "1"] and "100%" in lines[0]
    assert "30,000 / 30,000" in lines[1] and "ETA" not in out.getvalue()
    downloads = io.StringIO()
    bar = Bar(downloads, force=True, in_bytes=True)
    bar("AtomicCards.json.gz", 5_000_000, 10_000_000)
    bar.finish()
    assert "5.0 / 10.0 MB" in downloads.getvalue() and "MB/s" in downloads.getvalue()
    assert downloads.getvalue().endswith("\n")


def test_an_unexpected_error_is_one_line(cli_env, monkeypatch):
    def boom(self, number):
        raise RuntimeError("something odd\nwith a second line")

    monkeypatch.setattr(RulingQA, "rule", boom)
    result = CliRunner().invoke(main, ["rule", "702.19b"])
    assert result.exit_code == 1 and not isinstance(result.exception, RuntimeError)
    assert result.stderr.strip().splitlines() == [
        "error: internal error (RuntimeError: something odd); please report it with the command you ran"]
