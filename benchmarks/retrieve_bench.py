"""What the concept-based rules finder (ruling_qa.retrieve) costs `ask`, measured in one run: the warm
in-process `ask` median over varied questions with the finder, against the same questions with the
finder replaced by the search it superseded (a BM25 search over the question's words) and with no
finder at all, interleaved so all three see the same machine load; and `RuleFinder.rank` alone.

    RULING_QA_INDEX=/tmp/kb.sqlite python benchmarks/retrieve_bench.py [--questions 500]
"""
from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from ask_bench import questions

from ruling_qa.answer import _words
from ruling_qa.api import RulingQA, default_index_path
from ruling_qa.errors import RulingQAError
from ruling_qa.retrieve import RuleFinder, RuleHit


class SearchOnly(RuleFinder):
    """The citation fallback before the concept index: three BM25 rule hits for the question's words."""

    def rank(self, text, cards=(), events=(), limit=5, skip=()):
        words = " ".join(sorted(_words(text), key=text.lower().find)[:12])     # as answer.py did
        try:
            hits = self.kb.search(words, limit=min(limit, 3), kinds=("rule",)) if words else []
        except RulingQAError:
            hits = []
        return [RuleHit(h["number"], "search", 0.0) for h in hits if h.get("number")]


class NoRules(RuleFinder):
    """No rules beyond the check's and the question's own: what `ask` costs without any finder."""

    def rank(self, text, cards=(), events=(), limit=5, skip=()):
        return []


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--index", type=Path, default=default_index_path())
    parser.add_argument("--questions", type=int, default=500)
    args = parser.parse_args()
    qa = RulingQA(args.index, auto_build=False)
    batch = questions(qa, args.questions)
    answerer = qa._answerer(qa._opened())
    finders = {"concepts": answerer.finder, "search": SearchOnly(answerer.kb), "none": NoRules(answerer.kb)}
    for finder in finders.values():          # warm both (question reader, caches, in-memory rules)
        answerer.__dict__["finder"] = finder
        for question in batch[:20]:
            qa.ask(question)
    times: dict[str, list[float]] = {name: [] for name in finders}
    for question in batch:
        for name, finder in finders.items():
            answerer.__dict__["finder"] = finder
            started = time.perf_counter()
            qa.ask(question)
            times[name].append((time.perf_counter() - started) * 1000)
    answerer.__dict__["finder"] = finders["concepts"]
    medians = {name: statistics.median(values) for name, values in times.items()}
    print(f"in-process ask over {len(batch)} questions, median: {medians['concepts']:.2f} ms with the concept "
          f"finder, {medians['search']:.2f} ms with the search it replaced (ratio "
          f"{medians['concepts'] / medians['search']:.2f}), {medians['none']:.2f} ms citing no further rules "
          f"(ratio {medians['concepts'] / medians['none']:.2f})")

    finder = RuleFinder(answerer.kb)
    interpreter = answerer.interpreter
    prepared = []
    for question in batch:
        reading = interpreter.interpret(question)
        prepared.append((question, [answerer.load_card(m.name)[1] for m in reading.cards]))
    for question, cards in prepared[:20]:
        finder.rank(question, cards)
    ranked = []
    for question, cards in prepared:
        started = time.perf_counter()
        finder.rank(question, cards)
        ranked.append((time.perf_counter() - started) * 1000)
    print(f"RuleFinder.rank alone: median {statistics.median(ranked):.2f} ms, "
          f"p99 {sorted(ranked)[int(len(ranked) * 0.99) - 1]:.2f} ms")


if __name__ == "__main__":
    main()
