"""`ask` benchmark on the full corpus: in-process latency over 1,000 varied questions on a warm
index (median, p99), `ruling-qa ask -` with the same 1,000 questions (total time, peak memory), and,
from process start to output, in the same run: a cold `ruling-qa ask "..."` with no resident
(RULING_QA_RESIDENT=0) next to the cost of a bare Python start and of loading spaCy, the same command
answered by a resident question reader (started and warmed first, in a private folder, stopped at
the end), and the lookup `ruling-qa rule 702.19` cold and through the resident.

    RULING_QA_INDEX=/tmp/kb.sqlite python benchmarks/ask_bench.py [--questions 1000] [--runs 10]

Child processes run without PYTHONDONTWRITEBYTECODE, as an installed command does: compiled
modules are cached, so "cold" means a new process, not a first run after an install.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
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


def ms(seconds: list[float]) -> str:
    return f"{statistics.median(seconds) * 1000:.0f} ms"


def resident_status(cli: list[str], env: dict) -> dict:
    return json.loads(subprocess.run(cli + ["resident", "status", "--json"], env=env, capture_output=True,
                                     check=True).stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--index", type=Path, default=default_index_path())
    parser.add_argument("--questions", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=10, help="runs of each timed command (the median is shown)")
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

    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["RULING_QA_INDEX"] = str(args.index)
    off = {**env, "RULING_QA_RESIDENT": "0"}
    cli = [sys.executable, "-m", "ruling_qa.launch"]    # the console script's entry
    question = ["ask", "can Llanowar Elves tap for mana the turn it comes in?"]
    timed(cli + ["rule", "702.19"], off)                 # compiles and caches the modules once
    elapsed, peak = timed(cli + ["ask", "-", "--json"], off, "\n".join(batch).encode())
    print(f"`ruling-qa ask -` with {len(batch)} questions: {elapsed:.1f} s total "
          f"({elapsed / len(batch) * 1000:.1f} ms per question), peak memory {peak / 1024:.0f} MiB")

    runs = max(1, args.runs)
    colds = [timed(cli + question, off)[0] for _ in range(min(runs, 5))]
    spacy_load = [timed([sys.executable, "-c", "import spacy; spacy.blank('en')"], off)[0] for _ in range(5)]
    bare = [timed([sys.executable, "-c", "pass"], off)[0] for _ in range(5)]
    rule_cold = [timed(cli + ["rule", "702.19"], off)[0] for _ in range(runs)]

    folder = tempfile.mkdtemp(prefix="rqa-bench-", dir="/tmp")
    on = {**env, "RULING_QA_RESIDENT": "1", "RULING_QA_RUNTIME_DIR": folder}
    try:
        timed(cli + question, on)                        # answered here; starts a resident
        deadline = time.monotonic() + 300
        while not resident_status(cli, on)["running"]:
            if time.monotonic() > deadline:
                raise SystemExit("no resident came up in 5 minutes")
            time.sleep(0.2)
        timed(cli + question, on)                        # its first request
        via = [timed(cli + question, on)[0] for _ in range(runs)]
        varied = [timed(cli + ["ask", q], on)[0] for q in batch[:runs]]
        rule_via = [timed(cli + ["rule", "702.19"], on)[0] for _ in range(runs)]
        state = resident_status(cli, on)
    finally:
        subprocess.run(cli + ["resident", "stop", "--all"], env=on, capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)
    served = state["requests"]
    print(f"cold `ruling-qa {question[0]} \"{question[1]}\"` with no resident: {ms(colds)}; in the same run: "
          f"python start {ms(bare)}, python + spaCy blank('en') {ms(spacy_load)}")
    print(f"the same ask answered by a resident: {ms(via)} (median of {len(via)}; {len(varied)} different "
          f"questions: {ms(varied)}); the resident served {served} requests and holds "
          f"{(state.get('memory_bytes') or 0) / 1e6:.0f} MB")
    print(f"`ruling-qa rule 702.19`: cold {ms(rule_cold)}, through the resident {ms(rule_via)} "
          f"(medians of {runs})")


if __name__ == "__main__":
    main()
