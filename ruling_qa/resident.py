"""The resident question reader: a background process that keeps the question reader loaded and
runs this user's `ruling-qa ask` and lookup commands sent over a Unix socket, one at a time, with
the caller's arguments, folder and environment, so that what they print and their exit code are
exactly those of a run in the caller's own process.

`ruling-qa ask "..."` starts one after it has answered in its own process; it exits after
RULING_QA_RESIDENT_IDLE seconds (600) without a request, when `ruling-qa resident stop` asks, or
when its socket is removed. `ruling_qa.resident_link` says where it listens and how to talk to it.

    python -m ruling_qa.resident [--package DIR] [-- GLOBAL OPTIONS]

GLOBAL OPTIONS (`--index X`, `--corpus Y`) are the caller's: the resident reads one question with
them before it listens, so the caller's next question finds its reader built.
"""
from __future__ import annotations

import codecs
import io
import os
import signal
import socket
import struct
import sys
import time
from typing import Any

from . import resident_link as link

WARM_UP_QUESTION = "can Llanowar Elves tap for mana the turn it comes in?"
REQUEST_SECONDS = 10.0          # a client has this long to send its request
CHECK_SECONDS = 30.0            # how often an idle resident checks that its socket is still its own


class _Terminated(BaseException):
    """SIGTERM or SIGINT: leave at once, removing the socket (even in the middle of a command)."""


def _terminate(signum: int, frame: Any) -> None:
    raise _Terminated()


class _Recorder(io.RawIOBase):
    """One output stream of a command, recorded as (fd, bytes) pieces in the order written, so
    standard output and standard error interleave as they would have on the caller's terminal."""

    def __init__(self, fd: int, pieces: list[tuple[int, bytes]], tty: bool):
        self.fd, self.pieces, self.tty = fd, pieces, tty
        self.name = "<stdout>" if fd == 1 else "<stderr>"

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:        # click strips colour codes when the caller's stream is not a terminal
        return self.tty

    def write(self, data: Any) -> int:
        piece = bytes(data)
        if piece:
            self.pieces.append((self.fd, piece))
        return len(piece)


def _stream(fd: int, pieces: list[tuple[int, bytes]], facts: list) -> io.TextIOWrapper:
    encoding, errors, tty = facts
    return io.TextIOWrapper(_Recorder(fd, pieces, tty), encoding=encoding, errors=errors, write_through=True)


def run_command(argv: list[str], cwd: str, env: dict[str, str], prog: str,
                streams: list) -> tuple[int, list[tuple[int, bytes]]]:
    """Run `ruling-qa ARGV` here as the caller would have run it (in folder `cwd`, with exactly the
    environment `env`, its streams' encodings): the exit code and the output pieces."""
    from .cli import main

    pieces: list[tuple[int, bytes]] = []
    saved = sys.stdin, sys.stdout, sys.stderr
    saved_env = dict(os.environ)
    code: Any = 0
    os.chdir(cwd)
    try:
        os.environ.clear()
        os.environ.update(env)
        sys.stdin = io.TextIOWrapper(io.BytesIO(b""), encoding="utf-8")
        sys.stdout = _stream(1, pieces, streams[0])
        sys.stderr = _stream(2, pieces, streams[1])
        try:
            main.main(args=list(argv), prog_name=prog)
        except SystemExit as done:
            code = done.code
        except _Terminated:
            raise
        except BaseException as error:  # noqa: BLE001 - the CLI catches everything; this is the last guard
            sys.stderr.write(f"error: internal error ({type(error).__name__}); please report it with the "
                             "command you ran\n")
            code = 1
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (ValueError, OSError):
                pass
        if code is None:
            code = 0
        elif not isinstance(code, int):   # as Python does for sys.exit("message")
            sys.stderr.write(f"{code}\n")
            code = 1
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        os.environ.clear()
        os.environ.update(saved_env)
        os.chdir("/")
    return code, pieces


class Resident:
    """The listening socket and the loop that serves it."""

    def __init__(self, sock_path: str, lock_fd: int, lock_path: str):
        self.sock_path, self.lock_fd, self.lock_path = sock_path, lock_fd, lock_path
        self.started = time.time()
        self.requests = 0
        self.idle = link.idle_seconds()
        self.last = time.monotonic()
        self.listener: socket.socket | None = None
        self.inode: int | None = None
        self.stopping = False

    def listen(self) -> None:
        try:
            os.unlink(self.sock_path)       # a stale socket of a resident that was killed: we hold the lock
        except FileNotFoundError:
            pass
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        listener.bind(self.sock_path)
        os.chmod(self.sock_path, 0o600)
        listener.listen(64)
        self.listener = listener
        self.inode = os.lstat(self.sock_path).st_ino
        self.last = time.monotonic()        # idle from now: warming up was no request

    def serve(self) -> None:
        assert self.listener is not None
        while not self.stopping:
            left = self.idle - (time.monotonic() - self.last)
            if left <= 0 or not self._still_ours():
                return
            self.listener.settimeout(min(left, CHECK_SECONDS))
            try:
                conn, _ = self.listener.accept()
            except (socket.timeout, InterruptedError):
                continue
            try:
                self.handle(conn)
            finally:
                conn.close()
                self.last = time.monotonic()

    def _still_ours(self) -> bool:
        try:
            return os.lstat(self.sock_path).st_ino == self.inode
        except OSError:
            return False

    def handle(self, conn: socket.socket) -> None:
        """Answer one request; a bad one gets an error reply and never stops the resident."""
        try:
            conn.settimeout(REQUEST_SECONDS)
            uid = _peer_uid(conn)
            if uid is not None and uid != os.getuid():
                link.send_frame(conn, link.encode({"ok": False, "error": "this resident answers only its own user"}))
                return
            request = link.decode(link.recv_frame(conn, link.MAX_REQUEST_BYTES))
            op = request.get("op")
            if op == "status":
                reply: dict[str, Any] = self.describe()
            elif op == "stop":
                self.stopping = True
                reply = {"ok": True, "pid": os.getpid()}
            elif op == "run":
                argv, cwd, env, prog, streams = _checked(request)
                self.requests += 1
                code, pieces = run_command(argv, cwd, env, prog, streams)
                link.send_frame(conn, link.encode({"ok": True, "exit": code,
                                                   "chunks": [[fd, len(piece)] for fd, piece in pieces]}))
                link.send_frame(conn, b"".join(piece for _, piece in pieces))
                return
            else:
                raise link.ProtocolError(f"unknown op {op!r}")
            link.send_frame(conn, link.encode(reply))
        except (link.ProtocolError, OSError, struct.error) as error:
            _try_send(conn, {"ok": False, "error": str(error)[:300]})
        except Exception as error:  # noqa: BLE001 - a request must never take the resident down
            _try_send(conn, {"ok": False, "error": f"internal error ({type(error).__name__})"})

    def describe(self) -> dict:
        return {"ok": True, "pid": os.getpid(), "started_at": time.strftime("%Y-%m-%dT%H:%M:%S%z",
                                                                             time.localtime(self.started)),
                "uptime_seconds": round(time.time() - self.started, 1), "requests": self.requests,
                "memory_bytes": _memory(), "idle_timeout_seconds": self.idle,
                "idle_seconds": round(time.monotonic() - self.last, 1)}

    def close(self) -> None:
        if self.listener is not None:
            if self._still_ours():
                try:
                    os.unlink(self.sock_path)
                except OSError:
                    pass
            self.listener.close()
        try:
            # only while we still hold the lock, and only our own lock file
            if os.stat(self.lock_path).st_ino == os.fstat(self.lock_fd).st_ino:
                os.unlink(self.lock_path)
        except OSError:
            pass
        os.close(self.lock_fd)


def _checked(request: dict) -> tuple[list[str], str, dict[str, str], str, list]:
    """A run request's fields, each of the expected type; a command a resident must not run is refused."""
    argv, cwd, env, prog, streams = (request.get(k) for k in ("argv", "cwd", "env", "prog", "streams"))
    if not (isinstance(argv, list) and all(isinstance(a, str) for a in argv)):
        raise link.ProtocolError("argv must be a list of strings")
    if link.route(argv) is None:
        raise link.ProtocolError("a resident runs only `ask` and the lookups")
    if not (isinstance(cwd, str) and os.path.isabs(cwd)):
        raise link.ProtocolError("cwd must be an absolute path")
    if not (isinstance(env, dict) and all(isinstance(k, str) and isinstance(v, str) and k and "=" not in k
                                          and "\0" not in k + v for k, v in env.items())):
        raise link.ProtocolError("env must map names to strings")
    if not isinstance(prog, str):
        raise link.ProtocolError("prog must be a string")
    if not (isinstance(streams, list) and len(streams) == 2 and all(
            isinstance(s, list) and len(s) == 3 and isinstance(s[0], str) and isinstance(s[1], str)
            and isinstance(s[2], bool) for s in streams)):
        raise link.ProtocolError("streams must be two [encoding, errors, isatty] lists")
    for encoding, errors, _ in streams:
        try:
            "".encode(encoding, errors)
            codecs.lookup_error(errors)
        except LookupError as error:
            raise link.ProtocolError(str(error)) from None
    return argv, cwd, env, prog, streams


def _peer_uid(conn: socket.socket) -> int | None:
    """The connecting process's user (Linux); None where the system does not say (the socket's
    folder is private to its user anyway)."""
    option = getattr(socket, "SO_PEERCRED", None)
    if option is None:
        return None
    credentials = conn.getsockopt(socket.SOL_SOCKET, option, struct.calcsize("3i"))
    return struct.unpack("3i", credentials)[1]


def _try_send(conn: socket.socket, reply: dict) -> None:
    try:
        link.send_frame(conn, link.encode(reply))
    except OSError:
        pass


def _memory() -> int | None:
    """Resident set size in bytes (Linux), else the peak."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak if sys.platform == "darwin" else peak * 1024
    except (ImportError, OSError):
        return None


def _take_lock(lock_path: str) -> int | None:
    """The lock file's descriptor, locked, or None when another resident for this code holds it."""
    import fcntl

    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        # the file we locked must still be the one at the path (a resident leaving removes it)
        if os.stat(lock_path).st_ino == os.fstat(fd).st_ino:
            return fd
    except OSError:
        pass
    os.close(fd)
    return None


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    package = None
    if args[:1] == ["--package"] and len(args) >= 2:
        package, args = args[1], args[2:]
    if args[:1] == ["--"]:
        args = args[1:]
    here = os.path.dirname(os.path.abspath(__file__))
    if not link.enabled() or (package is not None and os.path.realpath(package) != os.path.realpath(here)):
        return 0      # off, or this is not the code the caller runs (another checkout in its folder)
    try:
        sock_path, lock_path = link.paths(create=True)
    except link.Unavailable:
        return 0
    lock_fd = _take_lock(lock_path)
    if lock_fd is None:
        return 0      # another resident for this code is starting or serving
    resident = Resident(sock_path, lock_fd, lock_path)
    signal.signal(signal.SIGTERM, _terminate)
    signal.signal(signal.SIGINT, _terminate)
    try:
        from . import cli

        cli.keep_readers()
        # Read one question now, as the caller would, so the reader is built before anyone waits.
        run_command([*args, "ask", WARM_UP_QUESTION, "--json"], os.getcwd(), dict(os.environ), "ruling-qa",
                    [["utf-8", "strict", False], ["utf-8", "backslashreplace", False]])
        resident.listen()
        resident.serve()
    except _Terminated:
        pass
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        resident.close()
    return 0


if __name__ == "__main__":
    # Leave without tearing down a few hundred MB of objects one by one: the socket and the lock
    # file are gone already, and nothing is left to flush (standard streams are /dev/null).
    os._exit(main())
