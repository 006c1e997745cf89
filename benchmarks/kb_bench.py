"""Knowledge-base benchmark on the full corpus: build time and index size, then in-process lookups
(card by exact and misspelled name, rule by number, search) against a raw sqlite3 query fetching
the same rows in the same run, and the cold start of `ruling-qa rule 702.19`.

    RULING_QA_CORPUS=../shared/corpus python benchmarks/kb_bench.py [--index PATH] [--skip-build]

Figures are medians over varied inputs; the ratio column is what matters on a noisy machine.
"""
from __future__ import annotations

import argparse
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ruling_qa import api
from ruling_qa.errors import RulingQAError
from ruling_qa.store.kb import fts_query


def median_us(function, inputs) -> float:
    times = []
    for value in inputs:
        started = time.perf_counter()
        function(value)
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1e6


def lenient(verb):
    """The verb, with a failed resolution (an ambiguous misspelling) counted like any lookup."""
    def call(value):
        try:
            verb(value)
        except RulingQAError:
            pass
    return call


def misspell(name: str, rng: random.Random) -> str:
    letters = [i for i, ch in enumerate(name) if ch.isalpha()]
    i = rng.choice(letters[1:-1] or letters)
    return name[:i] + name[i + 1:]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--index", type=Path, default=Path(tempfile.gettempdir()) / "ruling_qa_bench.sqlite")
    parser.add_argument("--corpus", default=os.environ.get("RULING_QA_CORPUS", "../shared/corpus"))
    parser.add_argument("--skip-build", action="store_true")
    parser.add_argument("--samples", type=int, default=300)
    args = parser.parse_args()

    if not args.skip_build:
        summary = api.build(args.index, args.corpus)
        print(f"build: {summary['seconds']:.1f} s, "
              f"index {summary['index_bytes'] / 1e6:.1f} MB, {summary['counts']['cards']:,} cards, "
              f"{summary['counts']['rulings']:,} rulings")

    qa = api.RulingQA(args.index, auto_build=False)
    kb = qa.kb
    raw = sqlite3.connect(f"{args.index.resolve().as_uri()}?mode=ro", uri=True)
    rng = random.Random(7)
    ids_names = raw.execute("SELECT id, name FROM cards").fetchall()
    sample = rng.sample(ids_names, args.samples)
    qa.card(sample[0][1])            # warm: name table, statement cache
    kb.resolve_card(misspell("Spellskite", rng))

    def raw_card(card_id):
        raw.execute("SELECT name, data FROM cards WHERE id = ?", (card_id,)).fetchone()
        raw.execute("SELECT date, text FROM rulings WHERE card_id = ? ORDER BY date, id", (card_id,)).fetchall()

    numbers = [r[0] for r in raw.execute("SELECT number FROM rules WHERE level IN ('rule', 'subrule')")]
    rule_sample = rng.sample(numbers, args.samples)

    def raw_rule(number):
        row = raw.execute("SELECT number, level, parent, text, examples, refs, line FROM rules WHERE number = ?",
                          (number,)).fetchone()
        raw.execute("SELECT number, level, parent, text, examples, refs, line FROM rules WHERE number = ?",
                    (row[2],)).fetchall()
        raw.execute("SELECT number, level, parent, text, examples, refs, line FROM rules WHERE parent = ? "
                    "ORDER BY seq", (number,)).fetchall()
        raw.execute("SELECT source FROM rule_refs WHERE target = ?", (number,)).fetchall()
        raw.execute("SELECT term FROM glossary WHERE instr(refs, ?)", (f'"{number}"',)).fetchall()

    words = ["tapped for mana", "trample", "summoning sickness", "change the target", "protection from",
             "enters the battlefield with X", "hexproof", "mana ability", "attacks each combat", "copy spell",
             "double strike", "deathtouch damage", "legend rule", "state-based actions", "ward cost"]

    def raw_search(query):
        raw.execute("SELECT kind, ref, title, snippet(search, 3, '[', ']', '…', 16), bm25(search, 0, 0, 2.0, 1.0) "
                    "FROM search WHERE search MATCH ? ORDER BY bm25(search, 0, 0, 2.0, 1.0) LIMIT 10",
                    (fts_query(query),)).fetchall()

    misspelled = [(card_id, misspell(name, rng)) for card_id, name in sample]
    rows = [
        ("card by exact name", lambda n: qa.card(n), [n for _, n in sample], raw_card, [i for i, _ in sample]),
        ("card by misspelled name", lenient(qa.card), [n for _, n in misspelled], raw_card,
         [i for i, _ in misspelled]),
        ("rule by number", qa.rule, rule_sample, raw_rule, rule_sample),
        ("search", qa.search, words * 20, raw_search, words * 20),
    ]
    print(f"{'lookup':<26}{'ruling-qa (µs)':>16}{'raw sqlite3 (µs)':>18}{'ratio':>8}")
    for label, ours, our_inputs, baseline, base_inputs in rows:
        ours_us = median_us(ours, our_inputs)
        base_us = median_us(baseline, base_inputs)
        print(f"{label:<26}{ours_us:>16.0f}{base_us:>18.0f}{ours_us / base_us:>8.1f}")

    env = {**os.environ, "RULING_QA_INDEX": str(args.index)}
    cli = [sys.executable, "-m", "ruling_qa.cli", "rule", "702.19"]
    python = [sys.executable, "-c", "pass"]
    cold = statistics.median(_time(cli, env) for _ in range(7))
    bare = statistics.median(_time(python, env) for _ in range(7))
    print(f"cold `ruling-qa rule 702.19`: {cold * 1000:.0f} ms (bare python start {bare * 1000:.0f} ms)")


def _time(command, env) -> float:
    started = time.perf_counter()
    subprocess.run(command, env=env, check=True, capture_output=True)
    return time.perf_counter() - started


if __name__ == "__main__":
    main()
