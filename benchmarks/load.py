"""Load test of the HTTP API: start `ruling-qa serve --workers N` on loopback, drive it with async
clients from a separate process, and report throughput, latency and the server's memory.

    python benchmarks/load.py [--index PATH] [--workers 2] [--requests 2000] [--clients 1,8,32]
                              [--routes cards,rules,search,ask] [--seconds 60] [--client httpx|raw]
                              [--driver-processes 1] [--costly QUERY] [--json]

The index is --index, else $RULING_QA_INDEX. For each route and each number of concurrent clients
it sends a bounded number of requests (--requests, stopped early after --seconds) over keep-alive
connections, one per simulated client, to 127.0.0.1 only. Targets rotate over real card names,
rule numbers, search queries and questions. Before measuring, every route is warmed up.

--client httpx (default) drives it with httpx.AsyncClient; --client raw with a minimal asyncio
HTTP/1.1 client that needs about a tenth of the CPU per request. On a 2-core machine the driver
shares the cores with the server, so the httpx figures are bounded by the client (~1,000-1,400
requests/s whatever the route); the raw figures show the server's own capacity.

--costly QUERY runs every scenario twice: as usual, then with one more client repeating
GET /search?q=QUERY on its own connection all along (not counted in the row; its answers are
listed beside it). The other clients' p99 must stay < 100 ms and their throughput within 20 % of
the run without it (issue 15: one costly search must not stall the server).

Printed: one row per (route, clients): requests, errors, requests/s, p50/p99/max latency in ms;
the server processes' resident memory at start, after warm-up and at the end; and the targets:
/cards and /rules >= 1,000 req/s, /ask and /cards/search (routes cardsearch: 30 searches, and
cardsearch-varied: 3,000 different ones) >= 300 req/s,
/cards/autocomplete (route autocomplete) >= 2,000 req/s (best concurrent run), p99 at 8 clients
< 50 ms, zero errors, memory flat (end within 10% + 10 MB of after warm-up). Exit status 1 when
a target is missed. With the route `health` in --routes, each row's throughput is also shown as
a share of /health's at the same number of clients (the machine's noise cancels out in part).
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import random
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import quote

CARDS = ["Spellskite", "Deepglow Skate", "Llanowar Elves", "Fire // Ice", "Lightning Bolt", "Counterspell",
         "Birds of Paradise", "Tarmogoyf", "Jace, the Mind Sculptor", "Sheoldred, the Apocalypse", "Fog",
         "Delver of Secrets", "Snapcaster Mage", "Thoughtseize", "Dark Confidant", "Wrath of God",
         "Swords to Plowshares", "Path to Exile", "Brainstorm", "Ponder", "Force of Will", "Reflecting Pool",
         "Mox Opal", "Lim-Dûl's Vault", "Aether Vial", "Noble Hierarch", "Elvish Mystic", "Grizzly Bears",
         "Serra Angel", "Shivan Dragon", "Giant Growth", "Dark Ritual", "Ancestral Recall", "Time Walk",
         "Black Lotus", "Sol Ring", "Llanowar Wastes", "Urza's Saga", "Ragavan, Nimble Pilferer",
         "Emrakul, the Aeons Torn", "Blood Moon", "Humility", "Opalescence", "Necropotence", "Doubling Season",
         "Panharmonicon", "Cryptic Command", "Fact or Fiction", "Man-o'-War", "Vendilion Clique"]
RULES = ["100.1", "101.1", "115.7", "116.2a", "302.6", "305.2", "405.1", "506.4", "508.1", "510.1a", "601.2c",
         "603.2", "605.1a", "608.2b", "611.3a", "613.1", "613.4", "613.4c", "614.1a", "616.1", "702.2b",
         "702.9a", "702.19", "702.19b", "702.19c", "702.10", "702.15b", "702.21a", "704.5a", "704.5k", "712.8",
         "715.3", "800.4a", "903.3", "109.3", "111.10", "120.3", "122.1", "205.3m", "208.1"]
SEARCHES = ["tapped for mana", "trample", "first strike damage", "summoning sickness", "change the target",
            "\"can't be countered\"", "layer 7b", "state-based actions", "copy of a spell", "split card mana value",
            "planeswalker loyalty", "double strike", "commander tax", "phasing", "protection from"]
CARD_SEARCHES = ['t:elf c:g mv<=1 o:"add {g}"', "lightning bolt", "kw:flying pow>=5 c=w", "is:mana-ability t:artifact mv=0",
                 'o:~ o:"deals 3 damage"', "id:esper t:instant", "c:m t:legendary t:creature", "produces:c t:land",
                 "t:goblin -t:creature", "fire or ice", "(t:elf or t:goblin) c:r pow>=3", "is:targets t:aura c:w",
                 "kw:trample tou>=6", 'o:"draw a card" mv<=2 c:u', "t:equipment mv<=1", "is:dfc t:creature",
                 "c<=rg t:instant o:damage", "is:triggered o:dies t:creature c:b", "t:planeswalker loy>=5",
                 "-kw:flying t:dragon", "id<=w t:creature pow>=4", 'fo:"enters tapped" t:land id=ub', "dragon",
                 "is:split", "t:sliver", "o:counter o:spell mv=2", "c:c t:creature", "is:vanilla pow>=5",
                 "kw:deathtouch kw:lifelink", "t:land -t:basic produces:g produces:w"]
# Many different searches (3,000 combinations of a type, an Oracle word, a colour and a mana value), so
# that whole-query results are rarely remembered between requests: the evaluation is measured too.
_TYPES = ["creature", "instant", "sorcery", "artifact", "enchantment", "land", "planeswalker", "legendary", "elf",
          "goblin", "zombie", "human", "wizard", "dragon", "angel"]
_WORDS = ["draw", "destroy", "exile", "counter", "sacrifice", "token", "graveyard", "library", "flying", "trample",
          "haste", "damage", "life", "discard", "return", "search", "untap", "opponent", "attack", "block", "dies",
          "enters", "leaves", "copy", "scry", "mill", "create", "gain", "lose", "cast", "target", "each", "control",
          "hand", "shuffle", "reveal", "choose", "+1/+1", "-1/-1", "equip"]
CARD_SEARCHES_VARIED = random.Random(14).sample(
    [f"t:{t} o:{w} c:{c} mv<={m}" for t in _TYPES for w in _WORDS for c in "wubrg" for m in range(1, 7)], 3000)
AUTOCOMPLETE = ["sp", "spel", "spelsk", "llanowar elfs", "Æther", "aether v", "lim-dul", "insectile", "Fire", "tarmo",
                "jace, the", "bolt", "sheoldred", "ragavan nimble", "delver", "counterspel", "birds of para",
                "Lightning B", "mox", "the", "lightnig bolt", "pyroblst", "snapcas", "thoughtsei", "noble hie",
                "force of w", "brainst", "swords to", "path to ex", "dark conf", "emrakul", "blood mo", "humil",
                "doubling", "panharm", "cryptic", "fact or", "man-o", "vendilion", "urza"]
QUESTIONS = ["can Spellskite redirect Deepglow Skate?", "can Llanowar Elves tap for mana the turn it comes in?",
             "what mana can Reflecting Pool make?", "can Fog be countered?", "what is rule 702.19b",
             "does Lightning Bolt target?", "how does trample work?",
             "can Birds of Paradise attack the turn it comes in?", "what is a mana ability",
             "can Counterspell target Fire // Ice?"]


def targets(route: str) -> list[str]:
    if route == "cards":
        return ["/cards/" + quote(name, safe="") for name in CARDS]
    if route == "rules":
        return ["/rules/" + number for number in RULES]
    if route == "search":
        return ["/search?q=" + quote(q, safe="") for q in SEARCHES]
    if route == "ask":
        return ["/ask?q=" + quote(q, safe="") for q in QUESTIONS]
    if route == "message":
        return ["/message"]
    if route == "cardsearch":
        return ["/cards/search?q=" + quote(q, safe="") for q in CARD_SEARCHES]
    if route == "cardsearch-varied":
        return ["/cards/search?q=" + quote(q, safe="") for q in CARD_SEARCHES_VARIED]
    if route == "autocomplete":
        return ["/cards/autocomplete?q=" + quote(q, safe="") for q in AUTOCOMPLETE]
    if route == "health":
        return ["/health"]
    raise SystemExit(f"unknown route {route!r}")


# --- the server -------------------------------------------------------------------------------

def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(index: str, port: int, workers: int) -> subprocess.Popen:
    script = shutil.which("ruling-qa", path=str(Path(sys.executable).parent))
    command = [script] if script else [sys.executable, "-c", "from ruling_qa.cli import main; main()"]
    command += ["--index", index, "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", str(workers)]
    env = dict(os.environ)
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True,
                            env=env)


def wait_until_up(base: str, process: subprocess.Popen, workers: int, timeout: float = 90) -> None:
    import httpx

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the server exited: {process.stderr.read().decode(errors='replace')}")
        try:
            if httpx.get(base + "/health", timeout=2).status_code == 200 and len(server_pids(process.pid)) >= workers:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.25)
    raise SystemExit(f"the server did not answer /health within {timeout:.0f} s")


def server_pids(root: int) -> list[int]:
    """The server process and all its descendants (uvicorn's supervisor and workers)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(entry))
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo += children.get(pid, [])
    return out


def rss_mb(pids: list[int]) -> dict[int, float]:
    out = {}
    for pid in pids:
        try:
            with open(f"/proc/{pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        out[pid] = int(line.split()[1]) / 1024
        except OSError:
            pass
    return out


def stop_server(process: subprocess.Popen) -> None:
    if process.poll() is None:
        os.killpg(process.pid, 2)      # SIGINT: uvicorn shuts its workers down gracefully
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            process.wait(5)


# --- the driver (runs in its own process) -----------------------------------------------------

async def _drive(base: str, paths: list[str], total: int, clients: int, seconds: float,
                 messages: list[str] | None, seed: int, client_kind: str = "httpx", costly: str | None = None) -> dict:
    latencies: list[float] = []
    errors: list[str] = []
    hog_statuses: list[int] = []
    hog_latencies: list[float] = []
    counter = iter(range(total))
    deadline = time.monotonic() + seconds
    connect = {"httpx": _httpx_client, "raw": _raw_client}[client_kind]

    async def worker(n: int, request) -> None:
        rng = random.Random(seed * 1000 + n)
        for i in counter:
            if time.monotonic() > deadline:
                return
            path = paths[rng.randrange(len(paths))]
            body = json.dumps({"text": messages[rng.randrange(len(messages))]}).encode() if messages else None
            started = time.perf_counter()
            try:
                status = await request(path, body)
                if status != 200:
                    errors.append(f"{status} {path}")
            except Exception as exc:  # noqa: BLE001 - counted and shown, never fatal
                errors.append(f"{type(exc).__name__} {path}")
            latencies.append(time.perf_counter() - started)

    # One client with one keep-alive connection per simulated bot (httpx's shared connection pool
    # costs more per request the more connections it holds: that measured the pool), all made and
    # connected before the clock starts (making an httpx client loads CA certificates: ~20 ms).
    finished = asyncio.Event()

    async def hog(request) -> None:
        """The costly client: the same expensive search again and again, until the others finish."""
        path = "/search?q=" + quote(costly or "", safe="")
        while not finished.is_set():
            started = time.perf_counter()
            try:
                hog_statuses.append(await request(path, None))
            except Exception:  # noqa: BLE001 - a refused or dropped costly request is fine
                hog_statuses.append(0)
            hog_latencies.append(time.perf_counter() - started)

    async with contextlib.AsyncExitStack() as stack:
        requests = [await stack.enter_async_context(connect(base)) for _ in range(clients)]
        hog_request = await stack.enter_async_context(connect(base)) if costly else None
        for request in requests:
            await request("/health", None)
        deadline = time.monotonic() + seconds
        began = time.monotonic()
        hogging = asyncio.ensure_future(hog(hog_request)) if hog_request else None
        await asyncio.gather(*(worker(n, request) for n, request in enumerate(requests)))
        ended = time.monotonic()
        finished.set()
        if hogging:
            await hogging
    return {"latencies": latencies, "errors": errors, "began": began, "ended": ended,
            "hog_statuses": hog_statuses, "hog_latencies": hog_latencies}


class _httpx_client:
    """httpx.AsyncClient with one keep-alive connection: request(path, body) -> status."""

    def __init__(self, base: str):
        import httpx

        limits = httpx.Limits(max_connections=1, max_keepalive_connections=1)
        self.client = httpx.AsyncClient(base_url=base, limits=limits, timeout=30)

    async def __aenter__(self):
        return self.request

    async def __aexit__(self, *exc):
        await self.client.aclose()

    async def request(self, path: str, body: bytes | None) -> int:
        if body is None:
            response = await self.client.get(path)
        else:
            response = await self.client.post(path, content=body, headers={"content-type": "application/json"})
        return response.status_code


class _raw_client:
    """A minimal HTTP/1.1 keep-alive client on asyncio streams (the server always sends
    Content-Length): about a tenth of httpx's CPU per request, so the figures are the server's."""

    def __init__(self, base: str):
        host, _, port = base.removeprefix("http://").partition(":")
        self.host, self.port = host, int(port)

    async def __aenter__(self):
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        return self.request

    async def __aexit__(self, *exc):
        self.writer.close()

    async def request(self, path: str, body: bytes | None) -> int:
        if body is None:
            head = f"GET {path} HTTP/1.1\r\nHost: {self.host}\r\n\r\n".encode()
        else:
            head = (f"POST {path} HTTP/1.1\r\nHost: {self.host}\r\nContent-Type: application/json\r\n"
                    f"Content-Length: {len(body)}\r\n\r\n").encode() + body
        self.writer.write(head)
        response = await asyncio.wait_for(self.reader.readuntil(b"\r\n\r\n"), 30)
        lines = response.split(b"\r\n")
        length = next((int(line.split(b":", 1)[1]) for line in lines if line.lower().startswith(b"content-length:")), 0)
        await self.reader.readexactly(length)
        return int(lines[0].split()[1])


def _driver_process(args: tuple, ready, go, queue) -> None:
    try:
        import httpx  # noqa: F401 - imported before the start signal, not timed

        try:
            import uvloop  # the client's event loop costs less CPU on uvloop (the server uses it too)

            uvloop.install()
        except ImportError:
            pass
        ready.put(True)
        go.wait()
        queue.put(asyncio.run(_drive(*args)))
    except BaseException as exc:  # noqa: BLE001 - report, the parent prints it
        queue.put({"crash": repr(exc)})


def drive(base: str, route: str, total: int, clients: int, seconds: float, processes: int = 1,
          client: str = "httpx", costly: str | None = None) -> dict:
    """Run one scenario from `processes` driver processes (the clients split between them, started
    together) and return the merged figures."""
    paths = targets(route)
    messages = None
    if route == "message":
        messages = [f"[[{c}]]" for c in CARDS[:20]] + [f"{{{{{r}}}}}" for r in RULES[:20]]
    processes = max(1, min(processes, clients))
    context = multiprocessing.get_context("spawn")
    ready, go, queue = context.Queue(), context.Event(), context.Queue()
    workers = []
    for p in range(processes):
        share = clients // processes + (p < clients % processes)
        quota = total // processes + (p < total % processes)
        workers.append(context.Process(target=_driver_process, daemon=True,
                                       args=((base, paths, quota, share, seconds, messages, p, client,
                                              costly if p == 0 else None), ready, go, queue)))
        workers[-1].start()
    for _ in workers:
        ready.get(timeout=60)
    go.set()
    results = [queue.get(timeout=seconds + 120) for _ in workers]
    for w in workers:
        w.join(30)
    crashed = [r["crash"] for r in results if "crash" in r]
    if crashed:
        raise SystemExit(f"the load driver failed: {crashed[0]}")
    latencies = sorted(x for r in results for x in r["latencies"])
    errors = [e for r in results for e in r["errors"]]
    wall = max(r["ended"] for r in results) - min(r["began"] for r in results)

    def pct(p: float) -> float:
        return latencies[min(len(latencies) - 1, int(p * len(latencies)))] * 1000 if latencies else float("nan")

    hog = [s for r in results for s in r["hog_statuses"]]
    hog_ms = sorted(x * 1000 for r in results for x in r["hog_latencies"])
    costly_figures = ({"costly": {"requests": len(hog), "statuses": {str(s): hog.count(s) for s in sorted(set(hog))},
                                  "p50_ms": round(hog_ms[len(hog_ms) // 2], 2) if hog_ms else None}}
                      if costly else {})
    return {**costly_figures, "requests": len(latencies), "errors": len(errors), "error_samples": errors[:5],
            "seconds": round(wall, 3), "rps": round(len(latencies) / wall, 1) if wall else 0.0,
            "p50_ms": round(pct(0.50), 2), "p99_ms": round(pct(0.99), 2),
            "max_ms": round(latencies[-1] * 1000, 2) if latencies else float("nan")}


# --- main -------------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--index", default=os.environ.get("RULING_QA_INDEX"), help="index file (default $RULING_QA_INDEX)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--requests", type=int, default=2000, help="requests per scenario (default 2000)")
    parser.add_argument("--clients", default="1,8,32", help="concurrent clients, comma-separated")
    parser.add_argument("--routes", default="cards,rules,search,ask",
                        help="cards,rules,search,ask,message,cardsearch,cardsearch-varied,autocomplete,health "
                             "(health: a baseline the others are compared with)")
    parser.add_argument("--seconds", type=float, default=60, help="time limit per scenario")
    parser.add_argument("--driver-processes", type=int, default=1,
                        help="client processes the concurrent clients are split between (default 1)")
    parser.add_argument("--client", choices=["httpx", "raw"], default="httpx",
                        help="httpx.AsyncClient (default) or a minimal asyncio HTTP/1.1 client that costs far less "
                             "CPU: on a small machine the load driver shares the cores with the server")
    parser.add_argument("--costly", metavar="QUERY",
                        help="also run every scenario with one more client repeating this search (e.g. 't* ' * 64)")
    parser.add_argument("--json", action="store_true", help="also print the figures as JSON")
    args = parser.parse_args(argv)
    if not args.index or not Path(args.index).is_file():
        parser.error("give an index file (--index or RULING_QA_INDEX); build one with `ruling-qa build`")

    routes = [r.strip() for r in args.routes.split(",") if r.strip()]
    load_before = " ".join(f"{x:.2f}" for x in os.getloadavg())
    client_counts = [int(c) for c in args.clients.split(",")]
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(str(Path(args.index).resolve()), port, args.workers)
    rows, memory = [], {}
    try:
        wait_until_up(base, server, args.workers + 1 if args.workers > 1 else 1)
        pids = server_pids(server.pid)
        memory["start"] = rss_mb(pids)
        for route in routes:                       # warm-up: name tables, the question reader ...
            drive(base, route, 200, 4, 30, args.driver_processes, args.client)
        memory["warm"] = rss_mb(pids)
        for route in routes:
            for clients in client_counts:
                figures = drive(base, route, args.requests, clients, args.seconds, args.driver_processes, args.client)
                rows.append({"route": route, "clients": clients, **figures})
                print(f"  {route:<17} {clients:>3} clients: {figures['rps']:>8.1f} req/s  p50 {figures['p50_ms']:>7.2f} ms"
                      f"  p99 {figures['p99_ms']:>7.2f} ms  errors {figures['errors']}", file=sys.stderr, flush=True)
                if args.costly:
                    hogged = drive(base, route, args.requests, clients, args.seconds, args.driver_processes,
                                   args.client, costly=args.costly)
                    rows.append({"route": route + "+costly", "clients": clients, **hogged})
                    print(f"  {route + '+costly':<8} {clients:>3} clients: {hogged['rps']:>8.1f} req/s  p50 "
                          f"{hogged['p50_ms']:>7.2f} ms  p99 {hogged['p99_ms']:>7.2f} ms  errors {hogged['errors']}  "
                          f"costly client: {hogged['costly']}", file=sys.stderr, flush=True)
        memory["end"] = rss_mb(pids)
    finally:
        stop_server(server)

    print(f"\nruling-qa serve --workers {args.workers} on 127.0.0.1, {os.cpu_count()} CPUs, "
          f"{args.requests} requests per scenario, async {args.client} clients in "
          f"{args.driver_processes} separate process(es); load average before: {load_before}\n")
    print(f"{'route':<17} {'clients':>7} {'requests':>8} {'errors':>6} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for r in rows:
        print(f"{r['route']:<17} {r['clients']:>7} {r['requests']:>8} {r['errors']:>6} {r['rps']:>9.1f} "
              f"{r['p50_ms']:>8.2f} {r['p99_ms']:>8.2f} {r['max_ms']:>8.2f}")
        for sample in r["error_samples"]:
            print(f"{'':>17}error: {sample}")
        if "costly" in r:
            print(f"{'':>17}the costly client meanwhile: {r['costly']}")
    print("\nserver memory (RSS MB per process: supervisor + workers)")
    for stage in ("start", "warm", "end"):
        values = memory.get(stage, {})
        print(f"  {stage:<6} " + "  ".join(f"{values[p]:7.1f}" for p in sorted(values))
              + f"   total {sum(values.values()):7.1f}")

    verdicts = []
    baseline = {r["clients"]: r["rps"] for r in rows if r["route"] == "health"}
    if baseline:
        print("\nthroughput as a share of /health at the same number of clients (same run)")
        for r in rows:
            if r["route"] != "health" and baseline.get(r["clients"]):
                print(f"  {r['route']:<17} {r['clients']:>3} clients: {r['rps'] / baseline[r['clients']]:.2f}")
    for route, target in (("cards", 1000), ("rules", 1000), ("ask", 300), ("cardsearch", 300),
                          ("cardsearch-varied", 300), ("autocomplete", 2000)):
        concurrent = [r["rps"] for r in rows if r["route"] == route and r["clients"] > 1]
        if concurrent and max(concurrent) < target:
            verdicts.append(f"{route}: best {max(concurrent):.0f} req/s with concurrent clients < {target}")
    for r in rows:
        if not r["route"].endswith("+costly"):
            continue
        plain = next(x for x in rows if x["route"] == r["route"].removesuffix("+costly") and x["clients"] == r["clients"])
        if r["p99_ms"] >= 100:
            verdicts.append(f"{r['route']} at {r['clients']} clients: p99 {r['p99_ms']:.1f} ms >= 100 beside the costly client")
        if r["rps"] < 0.8 * plain["rps"]:
            verdicts.append(f"{r['route']} at {r['clients']} clients: {r['rps']:.0f} req/s beside the costly client, "
                            f"more than 20 % below {plain['rps']:.0f}")
    for r in rows:
        if r["clients"] == 8 and r["p99_ms"] >= 50:
            verdicts.append(f"{r['route']} p99 at 8 clients {r['p99_ms']:.1f} ms >= 50")
        if r["errors"]:
            verdicts.append(f"{r['route']} at {r['clients']} clients: {r['errors']} errors")
    warm, end = sum(memory.get("warm", {}).values()), sum(memory.get("end", {}).values())
    if warm and end > warm * 1.10 + 10:
        verdicts.append(f"memory grew from {warm:.0f} MB after warm-up to {end:.0f} MB")
    print("\ntargets: " + ("all met" if not verdicts else "MISSED: " + "; ".join(verdicts)))
    if args.json:
        print(json.dumps({"rows": rows, "memory": {k: {str(p): v for p, v in m.items()} for k, m in memory.items()},
                          "missed": verdicts}))
    return 0 if not verdicts else 1


if __name__ == "__main__":
    sys.exit(main())
