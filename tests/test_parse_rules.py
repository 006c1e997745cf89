"""The Comprehensive Rules parser, on every CR edition of the real corpus and on small hand-written
fixtures for the edge cases.

Expected numbers are computed in the tests from the raw text with plain regular expressions, or
taken from the corpus' own SOURCES.md table, never from the parser's logic.
"""
from __future__ import annotations

import gzip
import os
import re
from functools import lru_cache
from pathlib import Path

import pytest
from corpus_path import REPO
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ruling_qa.models import Rule, RulesDocument
from ruling_qa.parse.rules import (
    decode_rules_bytes,
    diff_documents,
    glossary_names,
    parent_number,
    parse_rules,
    rule_sort_key,
)

CURRENT = "MagicCompRules-20260807.txt"
PREVIOUS = "MagicCompRules-20260227.txt"


def _rules_folder_guess() -> Path:
    configured = os.environ.get("RULING_QA_CORPUS")
    base = Path(configured) if configured else REPO.parent / "shared" / "corpus"
    return base / "rules"


def _edition_names() -> list[str]:
    folder = _rules_folder_guess()
    names = sorted(p.relative_to(folder).as_posix() for p in folder.glob("**/MagicCompRules-*.txt*"))
    return names or ["(corpus missing)"]


EDITIONS = _edition_names()

# Numbering errors present in the published files themselves (each fixed by the next release).
# The parser must report exactly these, as (line, rule number named in the message).
UPSTREAM_ERRATA: dict[str, list[tuple[int, str]]] = {
    # 724.2's subrules printed as 724.3a-c while there is no rule 724.3
    "older/MagicCompRules-20210924.txt.gz": [(5234, "724.3a"), (5236, "724.3b"), (5238, "724.3c")],
    # 712.3's subrules start at d
    "older/MagicCompRules-20230414.txt.gz": [(5297, "712.3d")],
    # two rules numbered 702.175 (Offspring, then Impending; renumbered 702.176 in 2024-11-08)
    "MagicCompRules-20240920.txt": [(5228, "702.175")],
}


def _read(corpus_dir: Path, name: str) -> bytes:
    path = corpus_dir / "rules" / name
    data = path.read_bytes()
    return gzip.decompress(data) if name.endswith(".gz") else data


@lru_cache(maxsize=None)
def _parsed(folder: str, name: str) -> RulesDocument:
    return parse_rules(_read(Path(folder), name), source=Path(name).name)


def parsed(corpus_dir: Path, name: str) -> RulesDocument:
    return _parsed(str(corpus_dir), name)


def by_number(doc: RulesDocument) -> dict[str, Rule]:
    out: dict[str, Rule] = {}
    for rule in doc.rules:
        out.setdefault(rule.number, rule)
    return out


def raw_lines(data: bytes) -> list[str]:
    """Lines of the raw file, split independently of the parser."""
    text = data.decode("utf-8-sig")
    return re.split(r"\r\n|\r|\n", text)


# --- every edition ------------------------------------------------------------------------------

def test_the_corpus_has_62_editions(corpus_dir):
    assert len(EDITIONS) == 62
    assert sum(name.startswith("older/") for name in EDITIONS) == 44


@pytest.mark.parametrize("name", EDITIONS)
def test_every_edition_parses_cleanly(corpus_dir, name):
    doc = parsed(corpus_dir, name)
    stamp = re.search(r"(\d{4})(\d\d)(\d\d)", name)
    assert doc.effective_date == "-".join(stamp.groups())

    found = [(p.line, p.message) for p in doc.problems]
    expected = UPSTREAM_ERRATA.get(name, [])
    assert len(found) == len(expected), found
    for (line, message), (want_line, number) in zip(found, expected):
        assert line == want_line and number in message
    assert all(p.source == Path(name).name for p in doc.problems)

    levels = [r.level for r in doc.rules]
    assert [r.number for r in doc.rules if r.level == "section"] == [str(n) for n in range(1, 10)]
    assert levels.count("chapter") > 120 and levels.count("rule") > 850 and levels.count("subrule") > 1100
    assert len(doc.glossary) > 490
    numbers = {r.number for r in doc.rules}
    orphans = {r.number for r in doc.rules if r.parent is not None and r.parent not in numbers}
    assert orphans == ({"724.3a", "724.3b", "724.3c"} if "20210924" in name else set())
    # document order is the CR's order (the one duplicated number aside)
    keys = [rule_sort_key(r.number) for r in doc.rules]
    assert sum(a >= b for a, b in zip(keys, keys[1:])) == (1 if "20240920" in name else 0)
    lines = [r.line for r in doc.rules]
    assert lines == sorted(lines)
    # every glossary entry has a definition and names, and the heading is among them
    assert all(e.text and e.term in e.names for e in doc.glossary)


def _sources_table(corpus_dir: Path) -> dict[str, tuple[int, int, int]]:
    sources = corpus_dir / "SOURCES.md"
    if not sources.exists():
        pytest.skip("SOURCES.md is not in the corpus")
    table = {}
    for line in sources.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.split("|")]
        if len(cells) > 12 and re.fullmatch(r"\d{4}-\d\d-\d\d", cells[1]) and "MagicCompRules" in cells[2]:
            table[cells[2]] = (int(cells[10]), int(cells[11]), int(cells[12]))
    return table


# Releases whose glossary lacks the blank line before one entry (SOURCES.md counts blank-line
# separated blocks, so it counts one entry fewer): the entry the parser must still find.
GLUED_GLOSSARY_ENTRIES = {
    "older/MagicCompRules-20200703.txt.gz": "Concede",
    "older/MagicCompRules-20200807.txt.gz": "Concede",
    **{
        f"older/MagicCompRules-{d}.txt.gz": "Affinity"
        for d in ("20210723", "20210924", "20211119", "20220218", "20220429", "20220610",
                  "20220708", "20220908")
    },
}


@pytest.mark.parametrize("name", EDITIONS)
def test_counts_match_the_corpus_table(corpus_dir, name):
    """SOURCES.md lists, per edition, chapters, numbered rules+subrules and glossary entries,
    counted by the corpus' builder with its own regular expressions."""
    chapters, numbered, glossary = _sources_table(corpus_dir)[name]
    doc = parsed(corpus_dir, name)
    body = "\n".join(raw_lines(_read(corpus_dir, name)))
    # that table's counting missed numbers printed without a space ("901.4.All") and two-letter
    # subrules ("704.5aa"): count those here, independently
    missed = len(re.findall(r"(?m)^\d{3}\.\d+\.\S", body)) + len(re.findall(r"(?m)^\d{3}\.\d+[a-z]{2} ", body))
    assert sum(r.level == "chapter" for r in doc.rules) == chapters
    assert sum(r.level in ("rule", "subrule") for r in doc.rules) == numbered + missed
    glued = GLUED_GLOSSARY_ENTRIES.get(name)
    assert len(doc.glossary) == glossary + (1 if glued else 0)
    if glued:
        terms = [e.term for e in doc.glossary]
        assert glued in terms
        entry = doc.glossary[terms.index(glued)]
        previous = doc.glossary[terms.index(glued) - 1]
        assert glued not in previous.text and entry.text and entry.refs


# --- the current edition, counted another way ---------------------------------------------------

def test_current_counts_equal_an_independent_count(corpus_dir):
    lines = raw_lines(_read(corpus_dir, CURRENT))
    stripped = [line.strip() for line in lines]
    body_start = [i for i, s in enumerate(stripped) if s == "1. Game Concepts"][1]
    glossary_start = [i for i, s in enumerate(stripped) if s == "Glossary"][1]
    credits = [i for i, s in enumerate(stripped) if s == "Credits"][1]
    body = stripped[body_start:glossary_start]

    sections = [s for s in body if re.fullmatch(r"\d\. .+", s)]
    chapters = [s for s in body if re.fullmatch(r"\d\d\d\. .+", s)]
    numbered = [s for s in body if re.match(r"\d\d\d\.\d+", s)]
    subrules = [s for s in numbered if re.match(r"\d\d\d\.\d+[a-z]", s)]
    examples = [s for s in body if s.startswith("Example:")]
    glossary_blocks = re.split(r"\n\s*\n", "\n".join(stripped[glossary_start + 1 : credits]).strip())

    doc = parsed(corpus_dir, CURRENT)
    count = lambda level: sum(r.level == level for r in doc.rules)  # noqa: E731
    assert count("section") == len(sections) == 9
    assert count("chapter") == len(chapters)
    assert count("subrule") == len(subrules)
    assert count("rule") == len(numbered) - len(subrules)
    assert sum(len(r.examples) for r in doc.rules) == len(examples)
    assert len(doc.glossary) == len(glossary_blocks)
    # and these are the CR's own figures for this release
    assert (count("chapter"), count("rule"), count("subrule"), len(doc.glossary)) == (147, 1173, 1989, 739)


def test_table_of_contents_is_skipped(corpus_dir):
    doc = parsed(corpus_dir, CURRENT)
    numbers = [r.number for r in doc.rules]
    assert len(numbers) == len(set(numbers))
    lines = raw_lines(_read(corpus_dir, CURRENT))
    contents_end = [i for i, s in enumerate(lines) if s.strip() == "Credits"][0] + 1
    assert all(r.line > contents_end for r in doc.rules)
    first = doc.rules[0]
    assert (first.number, first.level, first.text, first.parent) == ("1", "section", "Game Concepts", None)
    assert lines[first.line - 1].strip() == "1. Game Concepts"


# --- traps ----------------------------------------------------------------------------------------

def test_rule_levels_parents_and_text(corpus_dir):
    rules = by_number(parsed(corpus_dir, CURRENT))
    assert [(rules[n].level, rules[n].parent) for n in ("7", "702", "702.19", "702.19b")] == [
        ("section", None), ("chapter", "7"), ("rule", "702"), ("subrule", "702.19")]
    assert rules["702.19"].text == "Trample"
    assert rules["702"].text == "Keyword Abilities"
    assert rules["702.19b"].text.startswith("The controller of an attacking creature with trample")
    assert rules["100.1"].text.startswith("These Magic rules apply")


def test_trample_subrules_in_order_and_702_190_is_not_its_child(corpus_dir):
    doc = parsed(corpus_dir, CURRENT)
    rules = by_number(doc)
    children = [r.number for r in doc.rules if r.parent == "702.19"]
    assert children == [f"702.19{c}" for c in "abcdefg"]
    assert rules["702.190"].parent == "702" and rules["702.190"].level == "rule"
    assert rules["702.190"].text == "Sneak"
    assert all(r.number.startswith("702.190") for r in doc.rules if r.parent == "702.190")


def test_subrule_letters_skip_l_and_o(corpus_dir):
    doc = parsed(corpus_dir, CURRENT)
    numbers = [r.number for r in doc.rules]
    i = numbers.index("704.5k")
    assert numbers[i + 1] == "704.5m"
    assert numbers[numbers.index("704.5n") + 1] == "704.5p"
    assert "704.5l" not in numbers and "704.5o" not in numbers
    # after z come two letters
    assert numbers[numbers.index("704.5z") + 1] == "704.5aa"
    assert by_number(doc)["704.5aa"].parent == "704.5"
    assert not any(re.search(r"\.\d+[a-z]*[lo]$", n) for n in numbers)


def test_613_10_is_not_a_child_of_613_1(corpus_dir):
    doc = parsed(corpus_dir, CURRENT)
    rules = by_number(doc)
    children = [r for r in doc.rules if r.parent == "613.1"]
    assert [r.number for r in children] == [f"613.1{c}" for c in "abcdefg"]
    assert rules["613.10"].parent == "613" and rules["613.11"].parent == "613"
    texts = " ".join(r.text for r in children)
    assert rules["613.10"].text not in texts and rules["613.11"].text not in texts
    # 613.4's children are its lettered subrules only
    assert [r.number for r in doc.rules if r.parent == "613.4"] == [f"613.4{c}" for c in "abcd"]


def test_examples_attach_to_the_rule_above(corpus_dir):
    doc = parsed(corpus_dir, CURRENT)
    rules = by_number(doc)
    trample = rules["702.19b"].examples
    assert len(trample) == 2 and all(e.startswith("Example:") for e in trample)
    assert "6/6 green creature with trample" in trample[1]
    assert rules["702.19c"].examples == () or "6/6 green" not in " ".join(rules["702.19c"].examples)
    # an example printed after a blank line still belongs to the rule above it
    owner = [r.number for r in doc.rules if any("Spirit Water Revival" in e for e in r.examples)]
    assert owner == ["701.67b"]
    # continuation paragraph, then an example: both stay with 509.1b
    blockers = rules["509.1b"]
    assert "\nA restriction may be created by an evasion ability" in blockers.text
    assert len(blockers.examples) == 1 and "flying and shadow" in blockers.examples[0]
    assert rules["205.4c"].text.count("\n") == 1 and "Eighth Edition" in rules["205.4c"].text


def test_cross_references(corpus_dir):
    rules = by_number(parsed(corpus_dir, CURRENT))
    refs_601_2 = rules["601.2"].refs   # "(rules 601.2a–d) ... (rules 601.2f–h) ... rule 601.3 ... rule 733"
    assert refs_601_2 == ("601.2a", "601.2b", "601.2c", "601.2d", "601.2f", "601.2g", "601.2h", "601.3", "733")
    assert rules["704.5aa"].refs == ("702.179",)
    assert "704.5j" in rules["205.4d"].refs           # "(see rule 704.5j)"
    assert "8" in rules["100.1b"].refs                # "See section 8"
    assert all(n in rules for r in rules.values() for n in r.refs)
    assert all(r.number not in r.refs for r in rules.values())


def test_glossary_entries(corpus_dir):
    doc = parsed(corpus_dir, CURRENT)
    terms = {e.term: e for e in doc.glossary}
    assert terms["Mana Ability"].refs == ("605",)
    assert terms["Mana Ability"].names == ("Mana Ability",)
    assert terms["Trample"].refs == ("702.19",)
    ability = terms["Ability"]
    assert ability.text.startswith("1. ") and "\n2. " in ability.text
    assert ability.refs == ("113", "6")
    first, last = doc.glossary[0], doc.glossary[-1]
    assert (first.term, last.term) == ("Abandon", "Zone-Change Triggers")


NAME_CASES = [
    ("Base Power, Base Toughness", ["Base Power", "Base Toughness", "Base Power, Base Toughness"]),
    ("Banding, “Bands with Other”", ["Banding", "Bands with Other"]),
    ("Partner, “Partner—[text],” “Partner with [name]”", ["Partner", "Partner—[text]", "Partner with [name]"]),
    ("Remove from the Game, Removed, Removed-from-the-Game Zone (Obsolete)",
     ["Remove from the Game", "Removed", "Removed-from-the-Game Zone"]),
    ("Bury (Obsolete)", ["Bury", "Bury (Obsolete)"]),
    ("You, Your", ["You", "Your"]),
    ("Active Player, Nonactive Player Order", ["Active Player, Nonactive Player Order"]),
]


@pytest.mark.parametrize("term,names", NAME_CASES, ids=[c[0][:30] for c in NAME_CASES])
def test_multi_name_entries_are_findable_by_each_name(corpus_dir, term, names):
    doc = parsed(corpus_dir, CURRENT)
    index: dict[str, list[str]] = {}
    for entry in doc.glossary:
        for name in entry.names:
            index.setdefault(name.lower(), []).append(entry.term)
    for name in names:
        assert index[name.lower()] == [term], name


def test_glossary_names_never_collide(corpus_dir):
    doc = parsed(corpus_dir, CURRENT)
    seen: dict[str, str] = {}
    for entry in doc.glossary:
        for name in entry.names:
            assert seen.setdefault(name.lower(), entry.term) == entry.term, name
    # "Active Player, Nonactive Player Order" is one term: "Active Player" stays its own entry
    assert seen["active player"] == "Active Player"
    assert seen["apnap order"] == "APNAP Order"


def test_glossary_term_glued_to_its_first_definition(corpus_dir):
    """2021-06-18 prints "Ante1. A zone ..." on one line for a few entries."""
    doc = parsed(corpus_dir, "older/MagicCompRules-20210618.txt.gz")
    terms = {e.term: e for e in doc.glossary}
    for term in ("Ability", "Ante", "Exile", "Face Down", "Loyalty"):
        assert terms[term].text.startswith("1. ") and "\n2. " in terms[term].text
    assert not any(re.search(r"[a-z]1\. ", t) for t in terms)


def test_stray_line_after_a_rule_is_kept_as_its_continuation(corpus_dir):
    """2021-11-19 has a stray line "f" right after 702.148b (no blank line): kept, not dropped."""
    rules = by_number(parsed(corpus_dir, "older/MagicCompRules-20211119.txt.gz"))
    assert rules["702.148b"].text.endswith("\nf")
    assert rules["702.149"].text == "Training"


def test_duplicated_rule_number_keeps_both_rules(corpus_dir):
    doc = parsed(corpus_dir, "MagicCompRules-20240920.txt")
    twins = [r for r in doc.rules if r.number == "702.175"]
    assert [r.text for r in twins] == ["Offspring", "Impending"]
    assert len(doc.problems) == 1 and "first at line 5222" in doc.problems[0].message


# --- encodings and line ends -----------------------------------------------------------------

def _signature(doc: RulesDocument):
    return (doc.effective_date, doc.rules, doc.glossary, [r.line for r in doc.rules],
            [e.line for e in doc.glossary], doc.problems)


@pytest.fixture(scope="module")
def current_text(corpus_dir) -> str:
    data = _read(corpus_dir, CURRENT)
    assert data.startswith(b"\xef\xbb\xbf") and b"\r\n" in data
    return data[3:].decode("utf-8").replace("\r\n", "\n")


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"], ids=["LF", "CRLF", "CR"])
@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16"])
def test_encodings_and_line_ends_give_the_same_rules(corpus_dir, current_text, encoding, newline):
    expected = parsed(corpus_dir, CURRENT)
    data = current_text.replace("\n", newline).encode(encoding)
    doc = parse_rules(data, source=CURRENT)
    assert _signature(doc) == _signature(expected)
    assert not doc.problems


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"], ids=["LF", "CRLF", "CR"])
def test_windows_1252_gives_the_same_rules(current_text, newline):
    # characters cp1252 cannot hold (∞, −, ...) become "?" in both texts
    encodable = current_text.encode("cp1252", errors="replace").decode("cp1252")
    assert encodable.count("?") > current_text.count("?")
    expected = parse_rules(encodable.encode("utf-8"), source=CURRENT)
    doc = parse_rules(encodable.replace("\n", newline).encode("cp1252"), source=CURRENT)
    assert _signature(doc) == _signature(expected)
    assert not doc.problems and len(doc.rules) > 3000


def test_str_input_is_normalised_too(corpus_dir, current_text):
    expected = parsed(corpus_dir, CURRENT)
    assert _signature(parse_rules("\ufeff" + current_text.replace("\n", "\r\n"), CURRENT)) == _signature(expected)


def test_line_separator_keeps_the_paragraph_together(corpus_dir, current_text):
    expected = parsed(corpus_dir, CURRENT)
    rules = by_number(expected)
    old = rules["702.19b"].text
    cut = old.index(". ") + 1
    new_line = "702.19b " + old[:cut] + "\u2028" + old[cut + 1 :]
    text = current_text.replace("702.19b " + old, new_line, 1)
    # ... and one inside a glossary definition
    mana = next(e for e in expected.glossary if e.term == "Mana Ability")
    text = text.replace(mana.text, mana.text.replace(". See", ".\u2028See"), 1)
    doc = parse_rules(text.encode("utf-8"), source=CURRENT)
    assert not doc.problems
    got = by_number(doc)
    assert got["702.19b"].text == old[:cut] + "\n" + old[cut + 1 :]
    assert got["702.19b"].examples == rules["702.19b"].examples
    assert [r.number for r in doc.rules] == [r.number for r in expected.rules]
    assert [r.line for r in doc.rules] == [r.line for r in expected.rules]
    assert all(got[n] == r for n, r in rules.items() if n != "702.19b")
    new_mana = next(e for e in doc.glossary if e.term == "Mana Ability")
    assert new_mana.text == mana.text.replace(". See", ".\nSee") and new_mana.refs == ("605",)


def test_nbsp_becomes_a_space(corpus_dir, current_text):
    expected = parsed(corpus_dir, CURRENT)
    rule = by_number(expected)["702.19b"]
    text = current_text.replace("702.19b The controller", "702.19b\xa0The\xa0controller", 1)
    doc = parse_rules(text.encode("utf-8"), source=CURRENT)
    assert _signature(doc) == _signature(expected)
    assert by_number(doc)["702.19b"].text == rule.text


def test_decode_rules_bytes_variants():
    assert decode_rules_bytes(b"\xef\xbb\xbfA\r\nB\rC\nD") == "A\nB\nC\nD"
    assert decode_rules_bytes("“Trample.”\r\n".encode("cp1252")) == "“Trample.”\n"
    assert decode_rules_bytes("x\u00a0y".encode("utf-8")) == "x y"
    assert decode_rules_bytes("x\u2028y".encode("utf-8")) == "x\u2028y"
    assert decode_rules_bytes(b"\x81\x93ok\x94") == "\x81“ok”"  # cp1252 with an undefined byte
    assert decode_rules_bytes("Lim-Dûl".encode("utf-8")[:-2]) == "Lim-D\ufffd"  # cut mid-character
    assert decode_rules_bytes("Æther\r\n".encode("utf-16")) == "Æther\n"


# --- truncated and malformed files ---------------------------------------------------------------

@pytest.mark.parametrize("fraction", [0.004, 0.1, 0.5, 0.75, 0.9, 0.97])
def test_a_cut_file_yields_a_problem_naming_the_line(corpus_dir, fraction):
    data = _read(corpus_dir, CURRENT)
    cut = data[: int(len(data) * fraction)]
    doc = parse_rules(cut, source=CURRENT)
    text_lines = re.split(r"\r\n|\r|\n", cut.decode("utf-8-sig", errors="replace"))
    last = max(i + 1 for i, s in enumerate(text_lines) if s.strip())
    assert doc.problems, "a truncated file must not parse cleanly"
    problem = doc.problems[-1]
    assert problem.source == CURRENT and problem.line == last
    assert f"{CURRENT}:{last}:" in str(problem)
    message = problem.message
    assert ("truncated" in message) or ("no rules body" in message)
    if fraction == 0.5:
        assert "inside the rules body" in message and f"line {last}" in message
    if fraction == 0.9:
        assert "inside the glossary" in message


def test_missing_effective_date_is_a_problem(current_text):
    text = current_text.replace("These rules are effective as of", "These rules apply from")
    doc = parse_rules(text, source="x.txt")
    assert doc.effective_date == ""
    assert [p.message for p in doc.problems if "effective date" in p.message]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from([
    "", " ", "1. Game Concepts", "100. General", "100.1. Text.", "100.1a Sub.", "100.1m Sub.",
    "Example: x.", "     More.", "Glossary", "Credits", "Contents", "Term", "Definition. See rule 100.1.",
    "These rules are effective as of May 1, 2020.", "\u2028", "100.1.", "9. x", "Ante1. A zone.",
]), max_size=40), st.text(max_size=30))
def test_arbitrary_input_never_raises(pieces, noise):
    text = "\n".join(pieces) + noise
    doc = parse_rules(text, source="fuzz.txt")
    assert isinstance(doc, RulesDocument)
    parse_rules(text.encode("utf-8", errors="replace"), source="fuzz.txt")
    parse_rules(text.encode("utf-8", errors="replace")[: len(text) // 2], source="fuzz.txt")


# --- hand-written fixtures -----------------------------------------------------------------------

FIXTURE = """Magic: The Gathering Comprehensive Rules

These rules are effective as of March 3, 2031.

Introduction

A made-up document for tests.

Contents

1. First Things
100. Basics
2. Second Things
200. More
Glossary
Credits

1. First Things

100. Basics

100.1. A rule about nothing. See rule 200.1b.
Example: An example of nothing.
Example: A second example.

100.1a A subrule.

100.2. Another rule.
     A continuation paragraph of 100.2.

2. Second Things

200. More

200.1. Rules 200.1a–c list things.

200.1a First.

200.1b Second.

200.1c Third.

200.4. Hmm.

200.4a Child of 200.4.

200.41. Not a child of 200.4.

Glossary

Thing, Things
Something. See rule 100.1.

Other Term
1. A first sense.
2. A second sense. See section 2.

Credits

Nobody.
"""


def test_fixture_structure():
    # numbering gaps (200.2, 200.3 missing) are a problem; everything else fits
    doc = parse_rules(FIXTURE, source="fixture.txt")
    assert doc.effective_date == "2031-03-03"
    assert [(p.line, p.message) for p in doc.problems] == [
        (43, "rule 200.4 follows rule 200.1; expected 200.2"),
        (47, "rule 200.41 follows rule 200.4; expected 200.5"),
    ]
    rules = by_number(doc)
    assert [r.number for r in doc.rules] == [
        "1", "100", "100.1", "100.1a", "100.2", "2", "200", "200.1", "200.1a", "200.1b", "200.1c",
        "200.4", "200.4a", "200.41"]
    assert rules["100.1"].examples == ("Example: An example of nothing.", "Example: A second example.")
    assert rules["100.1"].refs == ("200.1b",)
    assert rules["100.2"].text == "Another rule.\nA continuation paragraph of 100.2."
    assert rules["200.1"].refs == ("200.1a", "200.1b", "200.1c")
    assert rules["200.41"].parent == "200" and rules["200.4a"].parent == "200.4"
    assert [r.number for r in doc.rules if r.parent == "200.4"] == ["200.4a"]
    assert rules["100.1"].line == 22
    thing, other = doc.glossary
    assert thing.names == ("Thing", "Things", "Thing, Things") and thing.refs == ("100.1",)
    assert other.text == "1. A first sense.\n2. A second sense. See section 2." and other.refs == ("2",)


BAD_BODY = """These rules are effective as of March 3, 2031.

1. First Things

100. Basics

100.1. One.

100.1a A.

100.1b B.

100.1k K.

100.1m M.

100.1l Ell.

A stray paragraph after a blank line.

100.3. Three.

100.3. Three again.

102. Skipped a chapter.

3. Skipped a section.

Glossary

Term
Definition.

Credits
"""


def test_fixture_problems():
    doc = parse_rules(BAD_BODY, source="bad.txt")
    messages = {p.line: p.message for p in doc.problems}
    assert messages[13] == "subrule 100.1k found where 100.1c was expected"
    assert "never uses the letters l and o" in messages[17]
    assert messages[19].startswith("unnumbered line in the rules body")
    assert messages[21] == "rule 100.3 follows rule 100.1; expected 100.2"
    assert messages[23] == "duplicate rule number 100.3 (first at line 21)"
    assert messages[25] == "chapter 102 follows chapter 100; expected 101"
    assert messages[27] == "section 3 follows section 1; expected 2"
    assert len(doc.problems) == 7
    # the stray paragraph is kept with the rule above it
    assert by_number(doc)["100.1l"].text == "Ell.\nA stray paragraph after a blank line."


def test_fixture_without_contents_and_glossary_cut():
    text = "These rules are effective as of March 3, 2031.\n\n1. A\n\n100. B\n\n100.1. C.\n\nGlossary\n\nTerm\nDef.\n"
    doc = parse_rules(text, source="cut.txt")
    assert [r.number for r in doc.rules] == ["1", "100", "100.1"]
    assert [str(p) for p in doc.problems] == [
        "cut.txt:12: text stops at line 12 inside the glossary: the credits are missing; the file looks truncated"]
    assert doc.glossary[0].term == "Term"


def test_empty_input():
    doc = parse_rules("", source="empty.txt")
    assert doc.rules == () and doc.glossary == ()
    assert {p.message.split(":")[0] for p in doc.problems} >= {"no 'These rules are effective as of ...' line"}


def test_number_helpers():
    assert parent_number("702.19b") == "702.19"
    assert parent_number("702.19") == "702"
    assert parent_number("702") == "7"
    assert parent_number("7") is None
    assert parent_number("613.41") == "613"
    assert parent_number("704.5aa") == "704.5"
    ordered = ["7", "702", "702.19", "702.19a", "702.19z", "702.19aa", "702.20", "702.190"]
    assert sorted(reversed(ordered), key=rule_sort_key) == ordered
    assert glossary_names("Intervening “If” Clause") == ("Intervening “If” Clause",)
    assert glossary_names('Banding, "Bands with Other"')[:2] == ("Banding", "Bands with Other")


# --- comparing editions ----------------------------------------------------------------------

def test_diff_between_two_editions(corpus_dir):
    old_raw = "\n".join(raw_lines(_read(corpus_dir, PREVIOUS)))
    new_raw = "\n".join(raw_lines(_read(corpus_dir, CURRENT)))
    diff = diff_documents(parsed(corpus_dir, PREVIOUS), parsed(corpus_dir, CURRENT))
    assert diff["old"]["effective_date"] == "2026-02-27" and diff["new"]["effective_date"] == "2026-08-07"
    added = {r["number"]: r for r in diff["rules"]["added"]}
    changed = {r["number"]: r for r in diff["rules"]["changed"]}
    removed = {r["number"] for r in diff["rules"]["removed"]}

    # verified in the raw files: 702.191 (Increment) is new; 704.5aa is new, a rule moved there
    assert "\n702.191. Increment" not in old_raw and "\n702.191. Increment" in new_raw
    assert added["702.191"]["text"] == "Increment" and "\n704.5aa " not in old_raw
    assert {"from": "704.5z", "to": "704.5aa"}.items() <= next(
        m for m in diff["rules"]["moved"] if m["to"] == "704.5aa").items()
    # chapter 722 was "Controlling Another Player" and is now "Preparation Cards"
    assert "\n722. Controlling Another Player" in old_raw and "\n722. Preparation Cards" in new_raw
    # ... it moved to 723 (a move, not a change of 722's text), and 722 is a new chapter
    assert "\n723. Controlling Another Player" in new_raw and "722" not in changed
    assert {"from": "722", "to": "723", "text": "Controlling Another Player"}.items() <= next(
        m for m in diff["rules"]["moved"] if m["to"] == "723").items()
    assert added["722"]["text"] == "Preparation Cards"
    # every rule number reported is really absent / present on each side
    old_numbers = {r.number for r in parsed(corpus_dir, PREVIOUS).rules}
    new_numbers = {r.number for r in parsed(corpus_dir, CURRENT).rules}
    # (a number new to this edition is an added rule or where a rule moved to, and the other way)
    moved = diff["rules"]["moved"]
    assert new_numbers - old_numbers <= set(added) | {m["to"] for m in moved} <= new_numbers
    assert old_numbers - new_numbers <= removed | {m["from"] for m in moved} <= old_numbers
    # added rules come in document order
    order = [r.number for r in parsed(corpus_dir, CURRENT).rules]
    positions = [order.index(n) for n in added]
    assert positions == sorted(positions)
    # glossary: "Paris Mulligan" is gone, "Increment" is new
    assert "\nParis Mulligan\n" in old_raw and "\nParis Mulligan\n" not in new_raw
    assert "Paris Mulligan" in {e["term"] for e in diff["glossary"]["removed"]}
    assert "Increment" in {e["term"] for e in diff["glossary"]["added"]}
    assert diff["summary"]["rules_added"] == len(added)


def test_diff_of_an_edition_with_itself_is_empty(corpus_dir):
    doc = parsed(corpus_dir, CURRENT)
    diff = diff_documents(doc, doc)
    assert not any(diff["summary"].values())


def test_diff_sees_example_changes():
    old = parse_rules(FIXTURE, "a.txt")
    new = parse_rules(FIXTURE.replace("A second example.", "A changed example."), "b.txt")
    diff = diff_documents(old, new)
    assert [c["number"] for c in diff["rules"]["changed"]] == ["100.1"]
    assert diff["rules"]["changed"][0]["new"]["examples"][1] == "Example: A changed example."
