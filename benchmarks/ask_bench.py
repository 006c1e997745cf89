"""`ask` benchmark on the full corpus: in-process latency over 1,000 varied questions on a warm
index (median, p99), `ruling-qa ask -` with the same 1,000 questions (total time, peak memory), and
one cold `ruling-qa ask "..."` from process start to output, next to the cost of loading spaCy and
of a bare Python start measured in the same run.

    RULING_QA_INDEX=/tmp/kb.sqlite python benchmarks/ask_bench.py [--questions 1000]
"""
from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from ruling_qa.api import RulingQA, default_index_path

SHAPES = [
    "can {a} redirect {b}?", "can {a} change the target of {b}'s trigger", "can {a} tap for mana the turn it comes in",
    "can {a} attack the turn I cast it", "does {a} have summoning sickness", "what mana can {a} make",
    "could {a} produce blue mana", "is {a}'s ability a mana ability", "does {a} trigger when {b} is tapped for mana",
    "what is X for {a} when it enters without being cast", "does {b} have to attack if {a} targeted it",
    "can {a} target {b}", "is {b} a legal target for {a}", "what is rule 702.{n}", "define trample",
    "how does {a} work with {b}",
]


def questions(qa: RulingQA, count: int, seed: int = 1) -> list[str]:
    names = [name for name, _ in qa.kb.card_names()]
    rng = random.Random(seed)
    return [rng.choice(SHAPES).format(a=rng.choice(names), b=rng.choice(names), n=rng.randint(1, 180))
            for _ in range(count)]


def timed(command: list[str], env: dict, stdin: bytes | None = None) -> tuple[float, int]:
    """Wall seconds and peak RSS (KiB) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.perf_counter()
    subprocess.run(command, input=stdin, env=env, check=False, capture_output=True)
    elapsed = time.perf_counter() - started
    return elapsed, max(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, before)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--index", type=Path, default=default_index_path())
    parser.add_argument("--questions", type=int, default=1000)
    args = parser.parse_args()
    qa = RulingQA(args.index, auto_build=False)
    batch = questions(qa, args.questions)

    started = time.perf_counter()
    qa.ask("can Spellskite redirect Deepglow Skate?")
    warm_up = time.perf_counter() - started
    times = []
    for question in batch:
        started = time.perf_counter()
        qa.ask(question)
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    print(f"in-process ask over {len(batch)} questions: median {statistics.median(times):.1f} ms, "
          f"p99 {times[int(len(times) * 0.99) - 1]:.1f} ms, max {times[-1]:.1f} ms "
          f"(first question, which builds the question reader: {warm_up * 1000:.0f} ms)")

    env = {**os.environ, "RULING_QA_INDEX": str(args.index)}
    cli = [sys.executable, "-m", "ruling_qa.cli"]
    elapsed, peak = timed(cli + ["ask", "-", "--json"], env, "\n".join(batch).encode())
    print(f"`ruling-qa ask -` with {len(batch)} questions: {elapsed:.1f} s total "
          f"({elapsed / len(batch) * 1000:.1f} ms per question), peak memory {peak / 1024:.0f} MiB")

    colds = [timed(cli + ["ask", "can Llanowar Elves tap for mana the turn it comes in?"], env)[0] for _ in range(5)]
    spacy_load = [timed([sys.executable, "-c", "import spacy; spacy.blank('en')"], env)[0] for _ in range(5)]
    bare = [timed([sys.executable, "-c", "pass"], env)[0] for _ in range(5)]
    rule = [timed(cli + ["rule", "702.19"], env)[0] for _ in range(5)]
    print(f"cold `ruling-qa ask \"...\"`: {statistics.median(colds) * 1000:.0f} ms; in the same run: python start "
          f"{statistics.median(bare) * 1000:.0f} ms, python + spaCy blank('en') {statistics.median(spacy_load) * 1000:.0f} ms, "
          f"`ruling-qa rule 702.19` {statistics.median(rule) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
