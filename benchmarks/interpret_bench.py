"""Time the question reader on the full corpus, and measure how often it reads generated questions
right.

    python benchmarks/interpret_bench.py [--corpus DIR] [--questions 1000] [--seed 1]

Reports:
  - spaCy import + spacy.blank("en"), in a fresh interpreter process (a cold start's main cost);
  - building an Interpreter over every card, face and ASCII name of MTGJSON AtomicCards (the
    PhraseMatcher and the fuzzy index), with the glossary terms of the newest CR;
  - interpret() per question: median and p99 over N varied questions (every family's phrasings
    with random corpus cards, questions without cards, misspellings, rule references, junk);
  - accuracy on the generated questions whose answer is known (intent, cards and roles).
"""
from __future__ import annotations

import argparse
import gc
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

# (template, intent, roles of {a} and {b})
TEMPLATES = [
    ("can {a} redirect {b}?", "targets.change", ("redirector", "spell")),
    ("can {a} change the target of {b}'s ability", "targets.change", ("redirector", "spell")),
    ("does {a} work against {b}", "targets.change", ("redirector", "spell")),
    ("can I redirect {b} with {a}", "targets.change", ("redirector", "spell")),
    ("can {a} tap for mana the turn it comes in", "sickness.use", ("permanent", None)),
    ("can {a} attack the turn I play it", "sickness.use", ("permanent", None)),
    ("does {a} have summoning sickness?", "sickness.use", ("permanent", None)),
    ("if {b} gives {a} haste can it attack", "sickness.use", ("permanent", "haste_source")),
    ("what mana can {a} make", "mana.production", ("source", None)),
    ("can {a} make blue", "mana.production", ("source", None)),
    ("is {a}'s ability a mana ability", "mana.production", ("source", None)),
    ("what colors does {a} tap for?", "mana.production", ("source", None)),
    ("does {a} trigger when {b} is tapped for mana", "mana.tapped_trigger", ("watcher", "tapped")),
    ("if I tap {b} for mana does {a} trigger", "mana.tapped_trigger", ("watcher", "tapped")),
    ("what is X for {a}'s enters ability when it is cast", "x.enters", ("permanent", None)),
    ("what is X if {a} is put onto the battlefield without being cast", "x.enters",
     ("permanent", None)),
    ("does {b} have to attack if {a} targeted it", "attack.forced", ("forcer", "attacker")),
    ("is {b} forced to attack by {a}?", "attack.forced", ("forcer", "attacker")),
    ("can {a} target {b}", "targeting.legal", ("source", "target")),
    ("can I target {b} with {a}", "targeting.legal", ("source", "target")),
    ("is {b} a legal target for {a}", "targeting.legal", ("source", "target")),
]
PLAIN = [
    "can I flash in a creature", "does trample work with deathtouch", "what is the stack",
    "can my creature attack this turn", "Do I have to pay the ward cost?",
    "if I sacrifice a creature in response, does the ability still resolve",
    "what happens at the end of turn", "is a land a permanent", "what is rule 702.19b",
    "702.19b?", "what is a mana ability", "define trample", "how does ward work",
    "can a creature with defender attack", "does lifelink stack",
]
JUNK = ["", "?", "a" * 10_000, "🔥" * 200, "\x00\x00", "[[ ]]", "Lorem Ipsum " * 300, "{U}{U}"]


def cold_spacy() -> float:
    code = ("import time; t=time.perf_counter(); import spacy; spacy.blank('en'); "
            "print(time.perf_counter()-t)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def typo(rng: random.Random, name: str) -> str:
    i = rng.randrange(1, len(name) - 1)
    return name[:i] + name[i + 1:]          # drop one letter


def make_questions(rng: random.Random, names: list[str], n: int):
    """(text, expected intent or None, expected [(card, role)] or None)"""
    out = []
    long_names = [x for x in names if len(x) >= 9 and x.isascii() and x[0].isupper()]
    while len(out) < n:
        r = rng.random()
        if r < 0.70:
            template, intent, (role_a, role_b) = rng.choice(TEMPLATES)
            a, b = rng.sample(names, 2)
            text = template.format(a=a, b=b)
            expected = [(a, role_a)]
            if "{b}" in template:
                expected.append((b, role_b))
            order = sorted(expected, key=lambda e: text.index(e[0]))
            out.append((text, intent, order))
        elif r < 0.80:
            template, intent, _ = rng.choice(TEMPLATES)
            a, b = rng.sample(long_names, 2)
            text = template.format(a=typo(rng, a), b=b)
            out.append((text, "typo", [a, b] if "{b}" in template else [a]))
        elif r < 0.97:
            out.append((rng.choice(PLAIN), None, None))
        else:
            out.append((rng.choice(JUNK), None, None))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--index", type=Path, default=None, help="index file (default: RULING_QA_INDEX ...)")
    ap.add_argument("--questions", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    spacy_cold = cold_spacy()

    t = time.perf_counter()
    from ruling_qa.parse import nlp
    nlp.get_nlp()
    in_process_spacy = time.perf_counter() - t

    from ruling_qa.api import RulingQA
    kb = RulingQA(args.index, auto_build=False).kb
    names, terms = kb.card_names(), kb.glossary_names()
    gc.collect()

    from ruling_qa.interpret import Interpreter
    t = time.perf_counter()
    interpreter = Interpreter(names, terms=terms)
    build = time.perf_counter() - t

    rng = random.Random(args.seed)
    card_names = sorted({card for _, card in names if card.isprintable()})
    # names a reader could not be expected to pick out of a sentence: ordinary words, one
    # letter, punctuation-led Un-card names
    from ruling_qa.interpret import _BLOCKED, _compact
    from ruling_qa.parse.nlp import name_key
    usable = [c for c in card_names if len(c) > 2 and c[0].isalnum() and "//" not in c
              and _compact(name_key(c)) not in _BLOCKED]
    questions = make_questions(rng, usable, args.questions)

    times = []
    graded = right_intent = right_cards = typos = typo_right = 0
    misses = []
    for text, intent, expected in questions:
        t = time.perf_counter()
        q = interpreter.interpret(text)
        times.append(time.perf_counter() - t)
        if intent == "typo":
            typos += 1
            typo_right += sorted(c.name for c in q.cards) == sorted(expected)
        elif expected is not None:
            graded += 1
            right_intent += q.intent == intent
            got = [(c.name, c.role) for c in q.cards]
            if got == expected:
                right_cards += 1
            elif len(misses) < 15:
                misses.append((text, q.intent, got))
    times.sort()
    ms = [x * 1000 for x in times]
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print(f"spaCy import + blank('en'), fresh process: {spacy_cold * 1000:.0f} ms "
          f"(in this process: {in_process_spacy * 1000:.0f} ms)")
    print(f"Interpreter build: {len(names)} surfaces, {len(terms)} glossary terms: "
          f"{build * 1000:.0f} ms")
    print(f"interpret(): {len(ms)} questions: median {statistics.median(ms):.2f} ms, "
          f"p99 {p99:.2f} ms, max {ms[-1]:.2f} ms")
    print(f"generated questions with a known reading: {graded}; intent right "
          f"{right_intent / graded:.1%}, cards and roles right {right_cards / graded:.1%}")
    print(f"questions with one card misspelt (a letter dropped, names of 9+ letters): {typos}; "
          f"both cards found {typo_right / max(typos, 1):.1%}")
    for text, intent, got in misses:
        print(f"  miss: {text!r} -> {intent} {got}")


if __name__ == "__main__":
    main()
