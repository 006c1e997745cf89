"""The resident question reader: `ruling-qa ask` starts one after answering in its own process, the
next `ask` and the lookups are answered by it byte for byte as a run in the caller's own process
would print them, a rebuilt index is picked up, RULING_QA_RESIDENT=0 turns it off, a folder other
users can reach is refused, a malformed request gets an error reply and never takes it down, and
`ruling-qa resident status` / `stop` report and stop it.

Every command here runs as a real `ruling-qa` process (`python -m ruling_qa.launch`, the console
script's entry) against the session index; each module-level resident is stopped in teardown."""
from __future__ import annotations

import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from ruling_qa import resident_link

REPO = Path(__file__).resolve().parents[1]
QUESTION = "can Llanowar Elves tap for mana the turn it comes in?"
START_SECONDS = 180          # a generous bound for a resident to come up on a busy machine


def run(env: dict, *args: str | bytes, cwd: Path | None = None, stdin: bytes = b"") -> subprocess.CompletedProcess:
    """`ruling-qa ARGS` as a new process; output as bytes."""
    return subprocess.run([sys.executable, "-m", "ruling_qa.launch", *args], input=stdin, capture_output=True,
                          env=env, cwd=cwd or REPO, timeout=600)


def here(env: dict) -> dict:
    """The same environment with residents off: the command runs in its own process."""
    return {**env, "RULING_QA_RESIDENT": "0"}


def status(env: dict) -> dict:
    result = run(env, "resident", "status", "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def up(env: dict) -> dict:
    """The resident's status once it is up (it warms up before it listens)."""
    deadline = time.monotonic() + START_SECONDS
    while True:
        now = status(env)
        if now["running"]:
            return now
        if time.monotonic() > deadline:
            pytest.fail(f"no resident came up: {now}")
        time.sleep(0.2)


def live(env: dict) -> dict:
    """The resident's status, starting one first (an `ask` run here) when none is up."""
    now = status(env)
    if now["running"]:
        return now
    assert run(env, "ask", QUESTION).returncode == 0
    return up(env)


def outcome(result: subprocess.CompletedProcess) -> tuple[int, bytes, bytes]:
    return result.returncode, result.stdout, result.stderr


def short_folder() -> Path:
    """A new private folder with a short path (a socket's path holds about 100 bytes)."""
    return Path(tempfile.mkdtemp(prefix="rqa-", dir="/tmp"))


def stop_all(env: dict, folder: Path) -> None:
    run(env, "resident", "stop", "--all")
    left = sorted(p.name for p in folder.glob("*.sock")) if folder.is_dir() else []
    shutil.rmtree(folder, ignore_errors=True)
    assert not left, f"residents left behind: {left}"


@pytest.fixture(scope="module")
def env(index_path: Path, corpus_dir: Path):
    """Residents on, in a private folder of this module's own, against the session index. The
    resident starts with COLUMNS=70 in its environment: callers that do not set it must not see it."""
    folder = short_folder()
    environ = {**os.environ, "RULING_QA_RESIDENT": "1", "RULING_QA_RUNTIME_DIR": str(folder),
               "RULING_QA_INDEX": str(index_path), "RULING_QA_CORPUS": str(corpus_dir),
               "RULING_QA_RESIDENT_IDLE": "300", "PYTHONPATH": str(REPO), "COLUMNS": "70"}
    yield environ
    stop_all(environ, folder)


@pytest.fixture(scope="module")
def first_ask(env: dict) -> dict:
    """The module's first `ask`: no resident before it, one after it."""
    before = status(env)
    first = run(env, "ask", QUESTION)
    return {"before": before, "first": first, "up": up(env)}


def test_the_first_ask_starts_a_resident_that_answers_the_next(env, first_ask):
    assert not first_ask["before"]["running"]
    first, ready = first_ask["first"], first_ask["up"]
    assert first.returncode == 0 and first.stdout.startswith(b"Read as: can Llanowar Elves")
    second = run(env, "ask", QUESTION)
    after = status(env)
    assert after["pid"] == ready["pid"] and after["requests"] == ready["requests"] + 1
    assert outcome(second) == outcome(first)
    assert after["memory_bytes"] > 0 and after["uptime_seconds"] >= 0


SAME = [
    pytest.param(["ask", QUESTION], id="verdict"),
    pytest.param(["ask", QUESTION, "--json"], id="verdict-json"),
    pytest.param(["ask", "My opponent casts Murder targeting my Grizzly Bears. In response I cast Blossoming "
                         "Defense targeting Grizzly Bears. Does Murder still resolve?"], id="scenario"),
    pytest.param(["ask", "can Zzyzx Flurble target Grizzly Bears?"], id="unknown-card"),
    pytest.param(["ask", ""], id="empty-question"),
    pytest.param(["ask", "  ", "--json"], id="empty-question-json"),
    pytest.param(["ask"], id="usage-error"),
    pytest.param(["ask", b"caf\xe9 au lait?"], id="latin-1-argument"),
    pytest.param(["rule", "702.19b"], id="rule"),
    pytest.param(["rule", "999.99", "--json"], id="unknown-rule-json"),
    pytest.param(["card", "llanowar elfs", "--json"], id="card-typo-json"),
    pytest.param(["card", "Fire/Ice", "--facts"], id="card-facts"),
    pytest.param(["define", "mana ability"], id="define"),
    pytest.param(["search", "tapped for mana", "--limit", "3"], id="search"),
    pytest.param(["cards", "search", 't:elf c:g mv<=1 o:"add {g}"'], id="card-search"),
    pytest.param(["cards", "autocomplete", "spelsk"], id="autocomplete"),
    pytest.param(["--index", "/nonexistent/kb.sqlite", "rule", "702.19"], id="missing-index"),
]


@pytest.mark.parametrize("argv", SAME)
def test_a_resident_prints_exactly_what_a_run_here_prints(env, first_ask, argv):
    expected = run(here(env), *argv)
    before = live(env)
    served = run(env, *argv)
    after = status(env)
    assert after["pid"] == before["pid"] and after["requests"] == before["requests"] + 1, "not served by the resident"
    assert outcome(served) == outcome(expected)


def test_the_callers_folder_and_environment_are_used(env, first_ask, index_path: Path, tmp_path: Path):
    with_index, without = tmp_path / "with", tmp_path / "without"
    with_index.mkdir()
    without.mkdir()
    (with_index / "kb.sqlite").symlink_to(index_path)
    before = live(env)
    for folder in (with_index, without):     # a relative --index names a file in the caller's folder
        served = run(env, "--index", "kb.sqlite", "rule", "702.19", cwd=folder)
        assert outcome(served) == outcome(run(here(env), "--index", "kb.sqlite", "rule", "702.19", cwd=folder))
    assert run(env, "--index", "kb.sqlite", "rule", "702.19", cwd=without).returncode == 1
    # the resident started with COLUMNS=70; a caller without COLUMNS gets the 100 columns of a pipe
    caller = {key: value for key, value in env.items() if key != "COLUMNS"}
    served = run(caller, "rule", "702.19b")
    assert outcome(served) == outcome(run(here(caller), "rule", "702.19b"))
    assert max(len(line) for line in served.stdout.decode().splitlines()) > 70
    narrow = run({**env, "COLUMNS": "50"}, "rule", "702.19b")
    assert outcome(narrow) == outcome(run(here({**env, "COLUMNS": "50"}), "rule", "702.19b"))
    assert max(len(line) for line in narrow.stdout.decode().splitlines()) <= 50
    assert status(env)["requests"] == before["requests"] + 5


def test_a_replaced_index_is_picked_up(env, first_ask, index_path: Path, tmp_path: Path):
    index = tmp_path / "kb.sqlite"
    built = run(here(env), "--index", str(index), "--corpus", str(REPO / "corpus" / "demo"), "build")
    assert built.returncode == 0, built.stderr
    question = ["--index", str(index), "ask", "can Murder target Spellskite?"]
    before = live(env)
    on_demo = run(env, *question)
    assert outcome(on_demo) == outcome(run(here(env), *question))
    assert b"no card named 'Murder'" in on_demo.stdout and b"demo corpus" in on_demo.stderr
    # a rebuild renames a new file into place; here the full index replaces the demo one
    shutil.copyfile(index_path, tmp_path / "new.sqlite")
    os.replace(tmp_path / "new.sqlite", index)
    on_full = run(env, *question)
    assert outcome(on_full) == outcome(run(here(env), *question))
    assert on_full.stdout.startswith(b"Read as: can Murder target Spellskite?\nYes.")
    # and back, with `ruling-qa build` itself
    assert run(here(env), "--index", str(index), "--corpus", str(REPO / "corpus" / "demo"), "build").returncode == 0
    assert outcome(run(env, *question)) == outcome(on_demo)
    after = status(env)
    assert after["pid"] == before["pid"] and after["requests"] == before["requests"] + 3


@pytest.mark.parametrize("value, on", [("0", False), ("off", False), (" No ", False), ("FALSE", False), ("", True),
                                       ("1", True), ("yes", True)])
def test_the_words_that_turn_it_off(value, on):
    assert resident_link.enabled({"RULING_QA_RESIDENT": value}) is on


@pytest.mark.parametrize("value", ["0", "off"])
def test_turned_off_it_neither_connects_nor_starts(env, first_ask, value):
    before = live(env)
    off = {**env, "RULING_QA_RESIDENT": value}
    assert run(off, "rule", "702.19b").returncode == 0
    assert status(env)["requests"] == before["requests"]
    folder = short_folder() / "run"
    try:
        asked = run({**off, "RULING_QA_RUNTIME_DIR": str(folder)}, "ask", QUESTION)
        assert asked.returncode == 0 and b"No." in asked.stdout
        assert not folder.exists()
    finally:
        shutil.rmtree(folder.parent, ignore_errors=True)


def _open_to_all(base: Path) -> Path:
    base.chmod(0o755)
    return base


def _open_to_group(base: Path) -> Path:
    base.chmod(0o770)
    return base


def _a_link(base: Path) -> Path:
    (base / "private").mkdir(mode=0o700)
    (base / "link").symlink_to(base / "private")
    return base / "link"


def _someone_elses(base: Path) -> Path:
    os.chown(base, 65534, 65534)
    return base


@pytest.mark.parametrize("make, why", [
    pytest.param(_open_to_all, "open to other users", id="mode-755"),
    pytest.param(_open_to_group, "open to other users", id="mode-770"),
    pytest.param(_a_link, "is not a folder", id="symlink"),
    pytest.param(_someone_elses, "belongs to another user", id="another-owner",
                 marks=pytest.mark.skipif(os.getuid() != 0, reason="only root can give a folder away")),
])
def test_a_folder_others_can_reach_is_refused(env, make, why):
    base = short_folder()
    try:
        folder = make(base)
        refused = {**env, "RULING_QA_RUNTIME_DIR": str(folder)}
        asked = run(refused, "ask", QUESTION)
        assert asked.returncode == 0 and b"No." in asked.stdout
        assert not [p.name for p in folder.iterdir() if p.suffix in (".sock", ".lock")]
        said = status(refused)
        assert not said["running"] and why in said["reason"]
    finally:
        shutil.rmtree(base, ignore_errors=True)


def frame(obj) -> bytes:
    data = json.dumps(obj).encode()
    return struct.pack(">I", len(data)) + data


STREAMS = [["utf-8", "strict", False], ["utf-8", "backslashreplace", False]]
RUN = {"op": "run", "argv": ["rule", "702.19b"], "cwd": "/", "env": {}, "prog": "ruling-qa", "streams": STREAMS}


@pytest.mark.parametrize("data", [
    pytest.param(b"\x00\x00\x00\x05hello", id="not-json"),
    pytest.param(b"\x00\x00\x00\x03\xe9\xe9\xe9", id="not-ascii"),
    pytest.param(b"\x00\x00\x00\x02[]", id="not-an-object"),
    pytest.param(b"\xff\xff\xff\xff", id="over-the-size-limit"),
    pytest.param(b"\x00\x00\x01\x00{}", id="cut-short"),
    pytest.param(b"\x00\x00", id="half-a-header"),
    pytest.param(frame({"op": "launch"}), id="unknown-op"),
    pytest.param(frame({**RUN, "argv": "rule 702.19b"}), id="argv-not-a-list"),
    pytest.param(frame({**RUN, "argv": ["build"]}), id="a-build"),
    pytest.param(frame({**RUN, "argv": ["--index", "/tmp/x.sqlite", "export", "rules"]}), id="an-export"),
    pytest.param(frame({**RUN, "cwd": "/nonexistent/folder"}), id="missing-folder"),
    pytest.param(frame({**RUN, "cwd": "relative"}), id="relative-folder"),
    pytest.param(frame({**RUN, "env": {"A": 1}}), id="env-not-text"),
    pytest.param(frame({**RUN, "streams": [["no-such-codec", "strict", False], STREAMS[1]]}), id="unknown-encoding"),
    pytest.param(frame({**RUN, "streams": None}), id="no-streams"),
])
def test_a_malformed_request_gets_an_error_and_the_resident_lives_on(env, first_ask, data):
    before = live(env)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(60)
        sock.connect(before["socket"])
        sock.sendall(data)
        sock.shutdown(socket.SHUT_WR)
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    (size,) = struct.unpack(">I", reply[:4])
    answer = json.loads(reply[4:4 + size])
    assert answer["ok"] is False and answer["error"]
    after = live(env)
    assert after["pid"] == before["pid"]
    assert outcome(run(env, "rule", "702.19b")) == outcome(run(here(env), "rule", "702.19b"))


@pytest.mark.parametrize("argv, stdin", [
    pytest.param(["ask", "-"], (QUESTION + "\n").encode(), id="questions-from-stdin"),
    pytest.param(["ask", "--help"], b"", id="help"),
    pytest.param(["checks"], b"", id="checks"),
    pytest.param(["rules"], b"", id="a-group-alone"),
])
def test_these_run_in_their_own_process(env, first_ask, argv, stdin):
    before = live(env)
    result = run(env, *argv, stdin=stdin)
    assert status(env)["requests"] == before["requests"]
    assert outcome(result) == outcome(run(here(env), *argv, stdin=stdin))


def test_status_and_stop(env, first_ask):
    ready = live(env)
    said = run(env, "resident", "status")
    assert said.returncode == 0 and f"A resident is up: pid {ready['pid']}".encode() in said.stdout
    stopped = run(env, "resident", "stop", "--json")
    assert stopped.returncode == 0 and json.loads(stopped.stdout) == {"ok": True, "stopped": [ready["pid"]]}
    gone = status(env)
    assert not gone["running"] and not Path(ready["socket"]).exists()
    again = run(env, "resident", "stop")
    assert again.returncode == 0 and again.stdout.startswith(b"Nothing to stop: no resident was running")
    assert live(env)["pid"] != ready["pid"]       # the next `ask` starts a new one


def resident_process(env: dict) -> subprocess.Popen:
    """A resident started directly, as `ruling-qa ask` starts one."""
    return subprocess.Popen([sys.executable, "-m", "ruling_qa.resident", "--package", str(REPO / "ruling_qa")],
                            env=env, cwd=REPO, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)


def test_of_two_starting_together_one_serves(env):
    folder = short_folder()
    both = {**env, "RULING_QA_RUNTIME_DIR": str(folder)}
    first, second = resident_process(both), resident_process(both)
    try:
        serving_pid = up(both)["pid"]
        serving, other = (first, second) if serving_pid == first.pid else (second, first)
        assert serving.pid == serving_pid and other.wait(timeout=120) == 0 and serving.poll() is None
        assert sorted(p.suffix for p in folder.iterdir()) == [".lock", ".sock"]
    finally:
        stop_all(both, folder)
        for process in (first, second):
            if process.poll() is None:
                process.kill()
            process.wait(timeout=60)


def test_an_idle_resident_leaves_and_removes_its_socket(env):
    folder = short_folder()
    idle = {**env, "RULING_QA_RUNTIME_DIR": str(folder), "RULING_QA_RESIDENT_IDLE": "1"}
    process = resident_process(idle)
    try:
        assert process.wait(timeout=300) == 0          # warms up, listens, waits a second, leaves
        assert list(folder.iterdir()) == [] and not status(idle)["running"]
    finally:
        if process.poll() is None:
            process.kill()
        stop_all(idle, folder)


@pytest.mark.skipif(os.getuid() != 0 or not hasattr(socket, "SO_PEERCRED"),
                    reason="needs root (to connect as another user) and Linux peer credentials")
def test_another_user_is_refused(env, first_ask):
    """The folder normally keeps other users out; opened up for a moment, the resident still
    answers only its own user."""
    ready = live(env)
    folder, sock = Path(env["RULING_QA_RUNTIME_DIR"]), Path(ready["socket"])
    folder.chmod(0o711)
    sock.chmod(0o666)
    read, write = os.pipe()
    try:
        child = os.fork()
        if child == 0:      # the child connects as "nobody" and passes on what it is told, unasked
            code = 1
            try:
                os.setgroups([])
                os.setgid(65534)
                os.setuid(65534)
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as other:
                    other.settimeout(30)
                    other.connect(str(sock))
                    os.write(write, other.recv(65536))
                code = 0
            except BaseException as error:
                os.write(write, repr(error).encode())
            finally:
                os._exit(code)
        os.close(write)
        _, exit_status = os.waitpid(child, 0)
        with os.fdopen(read, "rb") as pipe:
            reply = pipe.read()
    finally:
        folder.chmod(0o700)
        sock.chmod(0o600)
    assert os.waitstatus_to_exitcode(exit_status) == 0, reply
    assert json.loads(reply[4:]) == {"ok": False, "error": "this resident answers only its own user"}
    assert live(env)["pid"] == ready["pid"]


@pytest.mark.parametrize("argv, expected", [
    (["ask", "q"], ("ask", [])),
    (["--index", "x", "ask", "q"], ("ask", ["--index", "x"])),
    (["--index=x", "--corpus", "c", "ask", "q", "--json"], ("ask", ["--index=x", "--corpus", "c"])),
    (["rule", "702.19b"], ("lookup", [])),
    (["--corpus=c", "card", "bob"], ("lookup", ["--corpus=c"])),
    (["cards", "search", "t:elf"], ("lookup", [])),
    (["cards", "autocomplete", "sp"], ("lookup", [])),
    (["ask", "-"], None),
    (["ask", "--json", "-"], None),
    (["ask", "q", "--help"], None),
    (["-h"], None),
    (["--version"], None),
    (["cards"], None),
    (["checks"], None),
    (["build"], None),
    (["--index", "x", "build"], None),
    (["serve"], None),
    (["corpus", "fetch"], None),
    (["export", "rules"], None),
    (["rules", "diff", "2026-02-27", "2026-08-07"], None),
    (["resident", "status"], None),
    (["--index"], None),
    (["--bogus", "ask", "q"], None),
    ([], None),
])
def test_which_command_lines_a_resident_may_run(argv, expected):
    assert resident_link.route(argv) == expected


def test_the_socket_name_changes_with_the_code(tmp_path: Path):
    copy = tmp_path / "ruling_qa"
    shutil.copytree(REPO / "ruling_qa", copy, ignore=shutil.ignore_patterns("__pycache__"))

    def stamp(where: Path) -> str:
        script = "from ruling_qa import resident_link as r; print(r.code_stamp())"
        result = subprocess.run([sys.executable, "-c", script], cwd=where, capture_output=True, text=True, timeout=60,
                                env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
        assert result.returncode == 0, result.stderr
        return result.stdout.strip()

    first = stamp(tmp_path)
    assert first == stamp(tmp_path) and first != stamp(REPO)       # another folder is other code
    later = time.time() + 60
    os.utime(copy / "checks" / "sba.py", (later, later))          # an edit
    assert stamp(tmp_path) != first
