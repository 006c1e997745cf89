"""Web pages benchmark on the full corpus: median server time for rule, card and answer pages (as
each page's Server-Timing header reports it: wall and CPU time inside the server, requests made
in-process through the ASGI app), the time of the api verb under each page (the difference is the
page's own cost: links, template), and the size of every rule and chapter page.
With --build it also times `ruling-qa build` and the per-rule history's one-off computation (parsed
lazily from the corpus, not at build time) and its cached load.

    RULING_QA_CORPUS=../shared/corpus python benchmarks/web_bench.py [--index PATH] [--build]
"""
from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path

from ruling_qa import api
from ruling_qa.server import create_app
from ruling_qa.web.markup import card_href

QUESTIONS = [
    "can Spellskite redirect Deepglow Skate?",
    "does Llanowar Elves have summoning sickness?",
    "can Lightning Bolt target a creature?",
    "is Serra Angel's ability a mana ability?",
    "can Birds of Paradise tap for mana the turn it comes out?",
    "what is rule 702.19b",
]


def server_ms(response) -> tuple[float, float]:
    """(wall, CPU) milliseconds the server spent making a page, from its Server-Timing header."""
    found = dict(re.findall(r"(\w+);dur=([\d.]+)", response.headers["server-timing"]))
    return float(found["app"]), float(found["cpu"])


def timed(function, inputs, repeat: int = 1) -> tuple[float, list[float]]:
    times = []
    for _ in range(repeat):
        for value in inputs:
            started = time.perf_counter()
            function(value)
            times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--index", help="an index built from the full corpus (default: the usual one)")
    parser.add_argument("--build", action="store_true", help="also time the build and the history computation")
    parser.add_argument("--samples", type=int, default=60)
    args = parser.parse_args()
    random.seed(13)

    index = Path(args.index) if args.index else api.default_index_path()
    if args.build:
        build_dir = Path(tempfile.mkdtemp(prefix="web-bench-"))
        started = time.perf_counter()
        api.build(build_dir / "ruling_qa.sqlite", os.environ.get("RULING_QA_CORPUS"))
        print(f"build: {time.perf_counter() - started:.1f} s wall (the web pages add nothing to it)")
        index = build_dir / "ruling_qa.sqlite"

    qa = api.RulingQA(index, auto_build=False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient
    client = TestClient(create_app(qa))

    if args.build:
        cache = Path(tempfile.mkdtemp(prefix="web-bench-cache-"))
        os.environ["XDG_CACHE_HOME"] = str(cache)
        started = time.perf_counter()
        qa.rule_history("702.19b")
        print(f"per-rule history, first call (parses {len(qa.editions()['editions'])} editions, then cached "
              f"on disk): {time.perf_counter() - started:.1f} s")
        fresh = api.RulingQA(index, auto_build=False)
        started = time.perf_counter()
        fresh.rule_history("702.19b")
        print(f"per-rule history, a new process loading the disk cache: {time.perf_counter() - started:.2f} s")

    # warm up: link tables, name tables, the question reader
    for url in ("/", "/r/702.19", "/c/Spellskite", "/q?q=what+is+rule+702.19b"):
        client.get(url)

    rules = [r for r in qa.export("rules")]
    rule_level = [r["number"] for r in rules if r["level"] == "rule"]
    chapters = [r["number"] for r in rules if r["level"] == "chapter"]
    sample_rules = random.sample(rule_level, min(args.samples, len(rule_level)))
    names = [c["name"] for c in qa.export("cards")]
    sample_cards = random.sample(names, min(args.samples, len(names)))

    def get(url: str, params: dict | None = None):
        response = client.get(url, params=params)
        assert response.status_code == 200, (url, response.status_code)
        return response

    def report(label: str, urls: list, verb, inputs: list, repeat: int = 1) -> None:
        walls, cpus = [], []
        for _ in range(repeat):
            for url, params in urls:
                wall, cpu = server_ms(get(url, params))
                walls.append(wall)
                cpus.append(cpu)
        verb_ms, _ = timed(verb, inputs, repeat) if verb else (float("nan"), [])
        print(f"{label:12} server median {statistics.median(walls):5.1f} ms (CPU {statistics.median(cpus):5.1f} ms); "
              f"the api verb alone {verb_ms:.1f} ms; {len(walls)} requests")

    report("rule page", [(f"/r/{n}", None) for n in sample_rules], qa.rule_page, sample_rules)
    report("card page", [(card_href(n), None) for n in sample_cards], qa.card, sample_cards)
    report("answer page", [("/q", {"q": q}) for q in QUESTIONS], qa.ask, QUESTIONS, repeat=3)
    report("history page", [(f"/h/{n}", None) for n in sample_rules[:20]], None, [])

    sizes = {n: len(get(f"/r/{n}").content) for n in rule_level + chapters}
    rule_sizes = [sizes[n] for n in rule_level]
    biggest = max(sizes, key=sizes.get)
    print(f"rule page size: median {statistics.median(rule_sizes) / 1024:.1f} KB, largest {biggest} "
          f"{sizes[biggest] / 1024:.1f} KB over {len(sizes)} rule and chapter pages "
          f"({sum(s >= 100_000 for s in sizes.values())} at 100 KB or more)")


if __name__ == "__main__":
    sys.exit(main())
