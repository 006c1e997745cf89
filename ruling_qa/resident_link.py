"""The resident question reader's address and wire format, and the client side of it.

Reading a question needs spaCy and a reader built over every card name: about two seconds for each
new process. After `ruling-qa ask "..."` runs, a background process (the resident,
`ruling_qa.resident`) keeps that reader loaded and answers later `ask` and lookup commands of the
same user over a Unix socket, byte for byte as they would have run, until it has been idle for
RULING_QA_RESIDENT_IDLE seconds (600). RULING_QA_RESIDENT=0 (or off, no, false) turns it off.

The socket lives in a directory only its user can enter (RULING_QA_RUNTIME_DIR, else
$XDG_RUNTIME_DIR/ruling-qa, else /tmp/ruling-qa-<uid>), and its name changes with the code (the
Python executable, the package folder and its files' newest modification time), so an edited
checkout or an upgrade never talks to an older resident.

Standard library only, and cheap to import: the command-line entry (`ruling_qa.launch`) imports
this module before anything else.
"""
from __future__ import annotations

import json
import os
import socket
import stat
import struct
import sys
import time
from typing import Any

SWITCH_ENV = "RULING_QA_RESIDENT"
RUNTIME_DIR_ENV = "RULING_QA_RUNTIME_DIR"
IDLE_ENV = "RULING_QA_RESIDENT_IDLE"
DEFAULT_IDLE_SECONDS = 600.0
OFF_WORDS = frozenset({"0", "off", "no", "false"})

MAX_REQUEST_BYTES = 4 << 20      # argv and environment together are at most 2 MB on Linux
MAX_REPLY_BYTES = 256 << 20      # the largest answer or card search page is well under 1 MB
MAX_SOCKET_PATH = 100            # sun_path holds 108 bytes on Linux, 104 on macOS, with its NUL
CONNECT_SECONDS = 2.0
REPLY_SECONDS = 300.0            # a reply may wait for a reader rebuilt after `ruling-qa build`

# Commands a resident runs: the question and the lookups. Never build, serve, corpus fetch,
# export, rules diff or resident: they write, stream, run long or manage the resident itself. Nor
# `checks`: it lists the checks in the order their modules were first imported, which a process
# that has answered questions changes (and it opens no index, so it is quick anyway).
LOOKUPS = frozenset({"rule", "card", "define", "search"})
CARD_LOOKUPS = frozenset({"search", "autocomplete"})
_GLOBAL_OPTIONS = ("--index", "--corpus")
_IN_PROCESS_FLAGS = frozenset({"-h", "--help", "--version"})

_HEADER = struct.Struct(">I")


class Unavailable(Exception):
    """No resident can be used here; the message says why (`ruling-qa resident status` shows it)."""


# Unix sockets, user ids and flock: not on Windows, where every command runs in its own process.
SUPPORTED = hasattr(socket, "AF_UNIX") and hasattr(os, "getuid") and sys.platform != "win32"


def enabled(environ: Any = None) -> bool:
    """Whether residents may be used: RULING_QA_RESIDENT is not 0, off, no or false (and the
    system has Unix sockets)."""
    value = (os.environ if environ is None else environ).get(SWITCH_ENV, "")
    return SUPPORTED and value.strip().lower() not in OFF_WORDS


def idle_seconds(environ: Any = None) -> float:
    """How long a resident waits for a request before it exits (RULING_QA_RESIDENT_IDLE, seconds)."""
    value = (os.environ if environ is None else environ).get(IDLE_ENV, "")
    try:
        seconds = float(value)
    except ValueError:
        return DEFAULT_IDLE_SECONDS
    return seconds if 0 < seconds < 1e9 else DEFAULT_IDLE_SECONDS


def route(argv: list[str]) -> tuple[str, list[str]] | None:
    """("ask" or "lookup", the global options before the command) when a resident may run this
    command line; None when it must run in this process (anything else, help, a question read
    from standard input)."""
    i = 0
    while i < len(argv):
        word = argv[i]
        if word in _GLOBAL_OPTIONS:
            i += 2
        elif word.startswith(tuple(option + "=" for option in _GLOBAL_OPTIONS)):
            i += 1
        else:
            break
    if i >= len(argv) or any(word in _IN_PROCESS_FLAGS for word in argv):
        return None
    command, rest = argv[i], argv[i + 1:]
    if command == "ask":
        return None if "-" in rest else ("ask", argv[:i])
    if command in LOOKUPS or (command == "cards" and rest[:1] and rest[0] in CARD_LOOKUPS):
        return "lookup", argv[:i]
    return None


# --- where ---------------------------------------------------------------------------------------

def runtime_dir(create: bool = False) -> str:
    """This user's folder for resident sockets. Refused (Unavailable) when it is not a real folder
    owned by this user and closed to everyone else (mode 0700)."""
    configured = os.environ.get(RUNTIME_DIR_ENV)
    xdg = os.environ.get("XDG_RUNTIME_DIR")
    if configured:
        path = configured
    elif xdg and os.path.isabs(xdg) and os.path.isdir(xdg):
        path = os.path.join(xdg, "ruling-qa")
    else:
        path = f"/tmp/ruling-qa-{os.getuid()}"
    path = os.path.abspath(path)
    if create:
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            pass
        except OSError as error:
            raise Unavailable(f"cannot create the resident folder {path} ({error.strerror})") from None
    try:
        info = os.lstat(path)
    except OSError:
        raise Unavailable(f"no resident folder at {path}") from None
    if not stat.S_ISDIR(info.st_mode):
        raise Unavailable(f"{path} is not a folder (a link or a file); residents are not used")
    if info.st_uid != os.getuid():
        raise Unavailable(f"{path} belongs to another user; residents are not used")
    if info.st_mode & 0o077:
        raise Unavailable(f"{path} is open to other users (mode {stat.S_IMODE(info.st_mode):o}); residents are "
                          f"not used until it is private: chmod 700 {path}")
    return path


def code_stamp() -> str:
    """A short name for this code: the Python executable, the package folder and the newest
    modification time of its source and data files."""
    import hashlib

    package = os.path.dirname(os.path.abspath(__file__))
    newest = 0
    folders = [package]
    while folders:
        with os.scandir(folders.pop()) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name != "__pycache__":
                        folders.append(entry.path)
                elif entry.name.endswith((".py", ".tsv", ".html")):
                    newest = max(newest, entry.stat().st_mtime_ns)
    text = "\0".join((sys.executable, sys.version, package, str(newest)))
    return hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()[:16]


def paths(folder: str | None = None, create: bool = False) -> tuple[str, str]:
    """This code's resident socket and lock file."""
    folder = folder or runtime_dir(create)
    base = os.path.join(folder, code_stamp())
    if len(os.fsencode(base + ".sock")) > MAX_SOCKET_PATH:
        raise Unavailable(f"the resident folder's path is too long for a socket ({folder}); "
                          f"set {RUNTIME_DIR_ENV} to a shorter one")
    return base + ".sock", base + ".lock"


# --- the wire: a 4-byte length, then that many bytes ---------------------------------------------

class ProtocolError(Exception):
    """A frame that is too large, cut short or not the JSON expected."""


def send_frame(sock: socket.socket, data: bytes) -> None:
    sock.sendall(_HEADER.pack(len(data)) + data)


def recv_frame(sock: socket.socket, limit: int) -> bytes:
    (size,) = _HEADER.unpack(_recv_exact(sock, _HEADER.size))
    if size > limit:
        raise ProtocolError(f"a message of {size:,} bytes is over the limit of {limit:,}")
    return _recv_exact(sock, size)


def _recv_exact(sock: socket.socket, size: int) -> bytes:
    data = bytearray(size)
    view = memoryview(data)
    done = 0
    while done < size:
        got = sock.recv_into(view[done:], size - done)
        if not got:
            raise ProtocolError(f"the connection closed after {done} of {size} bytes")
        done += got
    return bytes(data)


def encode(obj: Any) -> bytes:
    # ASCII JSON: arguments and variables that are not valid text keep their lone surrogates (\udcxx)
    return json.dumps(obj, separators=(",", ":")).encode("ascii")


def decode(data: bytes) -> dict:
    try:
        obj = json.loads(data.decode("ascii"))
    except (UnicodeDecodeError, ValueError) as error:
        raise ProtocolError(f"not a JSON message ({error})") from None
    if not isinstance(obj, dict):
        raise ProtocolError("not a JSON object")
    return obj


# --- the client ----------------------------------------------------------------------------------

def _connect(sock_path: str, timeout: float) -> socket.socket:
    try:
        info = os.lstat(sock_path)
    except OSError:
        raise Unavailable("no resident is running for this code") from None
    if not stat.S_ISSOCK(info.st_mode) or info.st_uid != os.getuid():
        raise Unavailable(f"{sock_path} is not this user's socket")
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.settimeout(timeout)
        sock.connect(sock_path)
    except OSError:
        sock.close()
        raise Unavailable("no resident answers (it has exited)") from None
    return sock


def call(request: dict, timeout: float = REPLY_SECONDS, sock_path: str | None = None) -> tuple[dict, bytes]:
    """Send one request to this code's resident: its reply and the bytes that follow it.
    Unavailable when there is none, or it fails or refuses."""
    sock_path = sock_path or paths()[0]
    sock = _connect(sock_path, CONNECT_SECONDS)
    try:
        sock.settimeout(timeout)
        send_frame(sock, encode(request))
        reply = decode(recv_frame(sock, MAX_REPLY_BYTES))
        body = recv_frame(sock, MAX_REPLY_BYTES) if reply.get("ok") and "chunks" in reply else b""
    except (OSError, ProtocolError) as error:
        raise Unavailable(f"the resident did not answer ({error})") from None
    finally:
        sock.close()
    if not reply.get("ok"):
        raise Unavailable(f"the resident refused: {reply.get('error')}")
    return reply, body


def _stream_facts(stream: Any) -> list:
    try:
        tty = bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        tty = False
    return [getattr(stream, "encoding", None) or "utf-8", getattr(stream, "errors", None) or "strict", tty]


def _environment() -> dict[str, str]:
    """The environment to run with: this one, plus the terminal's width as COLUMNS when standard
    output is a terminal (the resident has none to ask)."""
    environ = dict(os.environ)
    try:
        columns = int(environ.get("COLUMNS", ""))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            width = os.get_terminal_size(sys.__stdout__.fileno()).columns if sys.__stdout__ else 0
        except (AttributeError, ValueError, OSError):
            width = 0
        if width > 0:
            environ["COLUMNS"] = str(width)
    return environ


def forward(argv: list[str], prog_name: str) -> int | None:
    """Run a command line in this code's resident, writing its output here: its exit code, or None
    when no resident ran it (then run it in this process)."""
    try:
        request = {"op": "run", "argv": argv, "cwd": os.getcwd(), "env": _environment(), "prog": prog_name,
                   "streams": [_stream_facts(sys.stdout), _stream_facts(sys.stderr)]}
        reply, body = call(request)
        chunks = reply["chunks"]
        code = reply["exit"]
        if not isinstance(code, int) or sum(size for _, size in chunks) != len(body):
            return None
    except Exception:  # noqa: BLE001 - whatever went wrong, the command runs here instead
        return None
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (AttributeError, ValueError, OSError):
            pass
    at = 0
    broken: set[int] = set()
    for fd, size in chunks:
        piece, at = body[at:at + size], at + size
        if fd in (1, 2) and fd not in broken:
            try:
                _write_all(fd, piece)
            except BrokenPipeError:   # a reader that stopped early (`| head`): the rest is not wanted
                broken.add(fd)
            except OSError:
                broken.add(fd)
    return code


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def start(global_args: list[str]) -> bool:
    """Start a resident for this code in the background (True), unless one is already starting or
    running, residents are off, or no private folder can hold its socket. Never waits for it."""
    if not enabled():
        return False
    try:
        import fcntl
        import subprocess

        sock_path, lock_path = paths(create=True)
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)   # a resident holds it while it lives
        except BlockingIOError:
            return False
        finally:
            os.close(fd)
        package = os.path.dirname(os.path.abspath(__file__))
        subprocess.Popen([sys.executable, "-m", "ruling_qa.resident", "--package", package, "--", *global_args],
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True, close_fds=True)
        return True
    except Exception:  # noqa: BLE001 - the question is answered; a resident that cannot start is no error
        return False


def status() -> dict:
    """Whether a resident is up for this code: its pid, uptime, requests served and memory."""
    result: dict[str, Any] = {"ok": True, "running": False, "enabled": enabled(), "socket": None}
    if not SUPPORTED:
        result["reason"] = "this system has no Unix sockets; every command runs in its own process"
        return result
    try:
        sock_path, _ = paths()
        result["socket"] = sock_path
        reply, _ = call({"op": "status"}, timeout=10.0, sock_path=sock_path)
    except Unavailable as why:
        result["reason"] = str(why)
        return result
    result.update(running=True, **{key: reply.get(key) for key in (
        "pid", "started_at", "uptime_seconds", "requests", "memory_bytes", "idle_timeout_seconds",
        "idle_seconds")})
    return result


def stop(every: bool = False) -> dict:
    """Stop this code's resident (every: all of this user's residents, whatever their code) and
    wait until each has exited."""
    if not SUPPORTED:
        return {"ok": True, "stopped": [], "reason": "this system has no Unix sockets"}
    try:
        folder = runtime_dir()
        if every:
            with os.scandir(folder) as entries:
                sockets = sorted(e.path for e in entries if e.name.endswith(".sock"))
        else:
            sockets = [paths(folder)[0]]
    except (Unavailable, OSError) as why:
        return {"ok": True, "stopped": [], "reason": str(why)}
    stopped = []
    for sock_path in sockets:
        try:
            reply, _ = call({"op": "stop"}, timeout=10.0, sock_path=sock_path)
        except Unavailable:
            continue
        _wait_for_exit(sock_path.removesuffix(".sock") + ".lock", reply.get("pid"))
        stopped.append(reply.get("pid"))
    result: dict[str, Any] = {"ok": True, "stopped": stopped}
    if not stopped:
        result["reason"] = "no resident was running" + ("" if every else " for this code")
    return result


def _wait_for_exit(lock_path: str, pid: Any, seconds: float = 10.0) -> None:
    """Wait until the resident holding this lock file has exited: it holds the lock while it lives
    and removes the file as it leaves; then until its process is gone."""
    import fcntl

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            fd = os.open(lock_path, os.O_RDWR | os.O_CLOEXEC)
        except OSError:
            break
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            break
        except BlockingIOError:
            pass
        finally:
            os.close(fd)
        time.sleep(0.02)
    while isinstance(pid, int) and pid > 0 and not _gone(pid) and time.monotonic() < deadline:
        time.sleep(0.02)


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    try:   # a zombie nobody has reaped yet has exited too
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat_file:
            return stat_file.read().rsplit(")", 1)[1].split()[0] == "Z"
    except (OSError, IndexError):
        return False
