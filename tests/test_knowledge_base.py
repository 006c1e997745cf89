"""The knowledge base on the real corpus, through the library (api.RulingQA) and the CLI."""
from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from ruling_qa import api
from ruling_qa.cli import main
from ruling_qa.errors import (
    AmbiguousCard,
    BadInput,
    CorpusError,
    IndexMissing,
    IndexUnusable,
    UnknownCard,
    UnknownEdition,
    UnknownRule,
    UnknownTerm,
)


def run_cli(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def cli_json(*args: str):
    code, out, _ = run_cli(*args, "--json")
    return code, json.loads(out)


# --- the build -----------------------------------------------------------------------------------

def test_build_summary_counts_the_real_corpus(built):
    counts = built["counts"]
    assert built["cr_effective_date"] == "2026-08-07"
    assert built["problems"]["rules"] == []
    assert counts["rules"] > 1000 and counts["subrules"] > 1800 and counts["glossary"] > 600
    assert counts["cards"] >= 24_476            # every AtomicCards name, plus set/Scryfall-only cards
    assert counts["rulings"] >= 47_090
    assert "AtomicCards" in built["card_data_version"]
    assert built["index_bytes"] > 10_000_000


@pytest.mark.parametrize("cores", [1, 2])
def test_cards_are_stored_alike_by_one_process_or_by_forked_workers(monkeypatch, cores):
    """The build parses cards in worker processes when it has several cores: the stored cards
    (compressed facts, search rows, problem counts) are the ones a single process makes, in order."""
    from ruling_qa import sources
    from ruling_qa.store import build

    cards, _, _ = build.load_cards(sources.scan_corpus(Path(api.__file__).parent.parent / "corpus" / "demo"))
    expected = [build.store_card(card) for card in cards]
    monkeypatch.setattr(build, "CHUNK", 3)           # several spans, so several tasks
    monkeypatch.setattr(build.os, "cpu_count", lambda: cores)
    seen: list[tuple] = []
    with build.stored_cards(cards, lambda *step: seen.append(step)) as stored:
        assert list(stored) == expected
    assert len(cards) > 6 and seen[-1] == (build.PARSING, len(cards), len(cards))
    assert [done for _, done, _ in seen] == sorted(done for _, done, _ in seen)


# --- rules ---------------------------------------------------------------------------------------

def test_rule_lists_every_subrule_in_order(qa):
    result = qa.rule("702.19")
    assert result["rule"]["text"] == "Trample"
    assert [c["number"] for c in result["children"]] == [f"702.19{x}" for x in "abcdefg"]
    assert "702.190" not in [c["number"] for c in result["children"]]
    assert result["parent"]["number"] == "702"


def test_subrule_letters_skip_l_and_o(qa):
    numbers = [c["number"] for c in qa.rule("704.5")["children"]]
    assert numbers.index("704.5m") == numbers.index("704.5k") + 1
    assert "704.5l" not in numbers and "704.5o" not in numbers


def test_613_4_does_not_adopt_613_41(qa):
    children = qa.rule("613.4")["children"]
    assert all(c["parent"] == "613.4" for c in children)
    assert "613.41" not in [c["number"] for c in children]


def test_rule_cross_references_both_ways(qa):
    trample = qa.rule("702.19a")
    assert "510" in [r["number"] for r in trample["refers_to"]]        # "(See rule 510, ...)"
    assert "702.19a" in [r["number"] for r in qa.rule("510")["referred_by"]]


def test_subrule_lookup_and_examples(qa):
    result = qa.rule("702.19b")
    assert result["rule"]["number"] == "702.19b"
    assert result["rule"]["examples"], "702.19b carries examples"
    assert result["parent"]["number"] == "702.19"


@pytest.mark.parametrize("number, nearest", [
    ("999.9", "905"),          # past the last chapter: nearest existing numbers
    ("702.19z", "702.19g"),    # past the last letter of 702.19
    ("702.19l", "702.19k"),    # no rule uses the letter l
])
def test_unknown_rule_names_the_nearest(qa, number, nearest):
    with pytest.raises(UnknownRule) as caught:
        qa.rule(number)
    assert number in caught.value.message
    assert any(s.startswith(nearest.rstrip("kg")) for s in caught.value.suggestions)


def test_not_a_rule_number(qa):
    with pytest.raises(UnknownRule) as caught:
        qa.rule("abc")
    assert "not a rule number" in caught.value.message


# --- glossary ------------------------------------------------------------------------------------

def test_define_mana_ability_points_to_605(qa):
    result = qa.define("mana ability")
    assert result["entry"]["term"] == "Mana Ability"
    assert "605" in result["entry"]["refs"]
    assert result["rules"][0]["number"] == "605"


@pytest.mark.parametrize("term", ["Active Player, Nonactive Player Order", "APNAP order", "mana abilty",
                                  "MANA ABILITY"])
def test_define_finds_entries_by_any_name_and_misspelling(qa, term):
    assert qa.define(term)["entry"]["text"]


def test_define_unknown_term_suggests(qa):
    with pytest.raises(UnknownTerm) as caught:
        qa.define("flibbertigibbet")
    assert "flibbertigibbet" in caught.value.message


# --- cards ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("query, name, how", [
    ("Spellskite", "Spellskite", "exact"),
    ("spellskite", "Spellskite", "normalized"),
    ("Æther Vial", "Aether Vial", "normalized"),
    ("lim-dûl's vault", "Lim-Dûl's Vault", "normalized"),
    ("Lim-Dul's Vault", "Lim-Dûl's Vault", "normalized"),
    ("Gaea’s Cradle", "Gaea's Cradle", "normalized"),
    ("Spelskite", "Spellskite", "fuzzy"),
    ("Llanowar Elfs", "Llanowar Elves", "fuzzy"),
    ("Fire", "Fire // Ice", "face"),
    ("Bind", "Bind", "exact"),                  # a card's whole name, though Bind // Liberate has a face so named
    ("Insectile Aberration", "Delver of Secrets // Insectile Aberration", "face"),
    ("Fire/Ice", "Fire // Ice", "normalized"),
    ("fire // ice", "Fire // Ice", "normalized"),
    ("[[Deepglow Skate]]", "Deepglow Skate", "normalized"),
])
def test_card_name_resolution(qa, query, name, how):
    result = qa.card(query)
    assert result["card"]["name"] == name
    assert result["match"]["match"] == how


def test_spellskite_has_the_deepglow_skate_ruling(qa):
    card = qa.card("Spellskite")["card"]
    rulings = card["rulings"]
    assert [r["date"] for r in rulings] == sorted(r["date"] for r in rulings)
    assert any(r["date"] == "2020-08-07" and "Deepglow Skate" in r["text"] for r in rulings)
    face = card["faces"][0]
    assert face["mana_cost"] == "{2}" and face["power"] == "0" and face["toughness"] == "4"
    assert face["abilities"] and face["abilities"][0]["cost"] == ["{U/P}"]


def test_multi_face_card_keeps_ordered_faces(qa):
    card = qa.card("Fire // Ice")["card"]
    assert [f["name"] for f in card["faces"]] == ["Fire", "Ice"]
    assert card["layout"] == "split"


@pytest.mark.parametrize("query, error", [("Xyzzy Plonkers", UnknownCard), ("Sheoldred", AmbiguousCard)])
def test_unknown_or_ambiguous_card_lists_closest_names(qa, query, error):
    with pytest.raises(error) as caught:
        qa.card(query)
    assert query in caught.value.message
    if error is AmbiguousCard:
        assert all("Sheoldred" in s for s in caught.value.suggestions[:2])


# --- search --------------------------------------------------------------------------------------

def test_search_ranks_the_rule_on_tapping_for_mana(qa):
    results = qa.search("tapped for mana")["results"]
    assert {r["kind"] for r in results} <= {"rule", "glossary", "ruling"}
    assert any(r.get("number", "").startswith("106.12") for r in results[:5])
    assert all(r["snippet"] for r in results)


@pytest.mark.parametrize("query", [
    '"unbalanced', "AND", "OR NOT NEAR", "trample OR", "*", "-", "(((", "tap*", "mana)", 'NEAR(a b)',
    "'; DROP TABLE rules; --", "ÆTHER", "汉字", "🙂 trample", "col:trample", "^start", "a" * 1000,
])
def test_search_accepts_any_text(qa, query):
    assert isinstance(qa.search(query)["results"], list)


# --- bad input -----------------------------------------------------------------------------------

@pytest.mark.parametrize("verb, value, error, words", [
    ("search", "", BadInput, "empty"),
    ("search", "x" * 10_000, BadInput, "10,000 characters"),
    ("search", "tram\x00ple", BadInput, "NUL"),
    ("card", "", BadInput, "empty"),
    ("card", "Spell\x00skite", BadInput, "NUL"),
    ("card", "y" * 10_000, BadInput, "10,000 characters"),
    ("rule", "999.9", UnknownRule, "999.9"),
    ("rule", "702.19z", UnknownRule, "702.19z"),
    ("rule", "abc", UnknownRule, "not a rule number"),
    ("rule", "", BadInput, "empty"),
    ("define", "\x00", BadInput, "NUL"),
])
def test_bad_input_is_a_clear_error(qa, verb, value, error, words):
    with pytest.raises(error) as caught:
        getattr(qa, verb)(value)
    assert words in caught.value.message


@pytest.mark.parametrize("args, words", [
    (["search", ""], "empty"),
    (["search", "x" * 10_000], "10,000 characters"),
    (["rule", "999.9"], "999.9"),
    (["rule", "702.19z"], "702.19z"),
    (["rule", "abc"], "not a rule number"),
    (["card", "Xyzzy Plonkers"], "closest"),
    (["rules", "diff", "1999-01-01", "2026-08-07"], "available"),
])
def test_cli_bad_input_one_line_nonzero_exit(cli_env, args, words):
    code, out, err = run_cli(*args)
    assert code == 1 and out == ""
    assert err.startswith("error: ") and words in err and err.count("\n") == 1
    code, obj = cli_json(*args)
    assert code == 1 and obj["ok"] is False and words in obj["error"] and obj["code"]


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture()
def broken_corpus(tmp_path, corpus_dir):
    """A corpus folder with the real current CR and card files, to damage in a test."""
    folder = tmp_path / "corpus"
    folder.mkdir()
    shutil.copy(corpus_dir / "rules" / "MagicCompRules-20260807.txt", folder)
    shutil.copy(corpus_dir / "scryfall" / "oracle-cards-sample.json.gz", folder)
    shutil.copy(corpus_dir / "scryfall" / "rulings-sample.json.gz", folder)
    return folder


def _truncate_cards(folder: Path) -> str:
    import gzip

    raw = gzip.decompress((folder / "oracle-cards-sample.json.gz").read_bytes())
    (folder / "oracle-cards-sample.json.gz").unlink()
    (folder / "cards.json").write_bytes(raw[: len(raw) // 2])
    return "cards.json"


def _halve_rules(folder: Path) -> str:
    path = folder / "MagicCompRules-20260807.txt"
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    return "MagicCompRules-20260807.txt"


@pytest.mark.parametrize("damage, words", [(_truncate_cards, "cards.json"), (_halve_rules, "line")])
def test_damaged_corpus_fails_and_keeps_the_index(tmp_path, broken_corpus, damage, words):
    index = tmp_path / "kb.sqlite"
    index.write_bytes(b"previous index stand-in")
    before = _digest(index)
    name = damage(broken_corpus)
    with pytest.raises(CorpusError) as caught:
        api.build(index, broken_corpus)
    assert name in caught.value.message and words in caught.value.message
    assert _digest(index) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["corpus", "kb.sqlite"])
    code, out, err = run_cli("--index", str(index), "--corpus", str(broken_corpus), "build")
    assert code == 1 and name in err and _digest(index) == before


def test_unreadable_index_path_is_a_clear_error(tmp_path):
    folder_as_index = tmp_path / "a-folder"
    folder_as_index.mkdir()
    with pytest.raises(IndexMissing):
        api.RulingQA(folder_as_index, auto_build=False).rule("702.19")
    garbage = tmp_path / "garbage.sqlite"
    garbage.write_bytes(b"not a database at all" * 100)
    with pytest.raises(IndexUnusable):
        api.RulingQA(garbage, auto_build=False).rule("702.19")
    code, out, err = run_cli("--index", str(garbage), "rule", "702.19")
    assert code == 1 and "garbage.sqlite" in err


def test_build_into_an_unwritable_place_is_a_clear_error(tmp_path, corpus_dir):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(IndexUnusable) as caught:
        api.build(blocker / "sub" / "kb.sqlite", corpus_dir)
    assert "sub" in caught.value.message


# --- rules diff and export -----------------------------------------------------------------------

def test_rules_diff_between_two_editions(qa):
    diff = qa.rules_diff("2026-02-27", "2026-08-07")
    assert diff["old"]["effective_date"] == "2026-02-27" and diff["new"]["effective_date"] == "2026-08-07"
    added = [item["number"] for item in diff["rules"]["added"]]
    assert "702.191" in added                     # Increment was added after February 2026
    assert diff["rules"]["changed"] and diff["summary"]["rules_added"] == len(added)
    with pytest.raises(UnknownEdition):
        qa.rules_diff("1999-01-01", "2026-08-07")


@pytest.mark.parametrize("what, key", [("rules", "number"), ("glossary", "term"), ("cards", "faces"),
                                       ("rulings", "card")])
def test_export_writes_every_record(qa, built, what, key):
    records = list(qa.export(what))
    assert records and all(key in r for r in records[:100])
    counts = built["counts"]
    expected = {"rules": counts["rules"] + counts["subrules"], "glossary": counts["glossary"],
                "cards": counts["cards"], "rulings": counts["rulings"]}[what]
    assert len(records) >= expected


def test_cli_export_is_json_lines(cli_env):
    code, out, _ = run_cli("export", "glossary")
    lines = out.splitlines()
    assert code == 0 and json.loads(lines[0])["term"] and len(lines) > 600


# --- the CLI prints what the library returns -----------------------------------------------------

@pytest.mark.parametrize("args, call", [
    (["rule", "702.19"], lambda qa: qa.rule("702.19")),
    (["define", "mana ability"], lambda qa: qa.define("mana ability")),
    (["card", "spellskite"], lambda qa: qa.card("spellskite")),
    (["search", "tapped for mana"], lambda qa: qa.search("tapped for mana")),
    (["rules", "diff", "2026-06-19", "2026-08-07"], lambda qa: qa.rules_diff("2026-06-19", "2026-08-07")),
])
def test_cli_json_equals_the_library(cli_env, qa, args, call):
    code, obj = cli_json(*args)
    assert code == 0 and obj == json.loads(json.dumps(call(qa)))


@pytest.mark.parametrize("args, words", [
    (["rule", "702.19"], "702.19g"),
    (["define", "mana ability"], "605"),
    (["card", "Spelskite"], "Deepglow Skate"),
    (["search", "tapped for mana"], "106.12"),
    (["rules", "diff", "2026-06-19", "2026-08-07"], "Changed"),
])
def test_cli_text_output(cli_env, args, words):
    code, out, _ = run_cli(*args)
    assert code == 0 and words in out


@pytest.mark.parametrize("name, words", [
    ("Deepglow Skate", "target 'any number of target permanents' [0..any number; permanent]"),
    ("Llanowar Elves", "mana (activated) · cost {T} · adds {G} (fixed)"),
    ("Spellskite", "activated · cost {U/P} · target 'target spell or ability' [1; spell/ability]"),
    ("Deepglow Skate", "triggered · on enters: itself · target"),                       # 603.6a
    ("Blood Artist", "on dies: '~ or another creature' [any]"),                          # 700.4
])
def test_cli_card_facts_lists_parsed_abilities(cli_env, name, words):
    code, out, _ = run_cli("card", name, "--facts")
    assert code == 0 and words in " ".join(out.split())


def test_rule_command_does_not_import_spacy(cli_env):
    probe = ("import sys\nfrom ruling_qa.cli import main\n"
             "try:\n    main(['rule', '702.19'])\nexcept SystemExit: pass\n"
             "print('SPACY' if 'spacy' in sys.modules else 'NO-SPACY')")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=cli_env).stdout
    assert "702.19g" in out and out.strip().endswith("NO-SPACY")


def test_commands_build_a_missing_index_first_and_say_so(tmp_path, monkeypatch):
    """With no corpus configured, the hand-written demo corpus is used, and the user is told."""
    monkeypatch.delenv("RULING_QA_CORPUS", raising=False)
    monkeypatch.setenv("RULING_QA_DOWNLOADS", str(tmp_path / "no-downloads"))
    said: list[str] = []
    qa = api.RulingQA(tmp_path / "kb.sqlite", notify=said.append)
    assert qa.rule("702.19")["children"]
    assert "building it first" in said[0] and "corpus fetch" in said[1]
    assert qa.health()["demo_corpus"] is True and qa.health()["counts"]["cards"] >= 10
    # The CLI builds only at the default path; a given --index that does not exist (a typo) is an
    # error saying how to build there, and nothing is written.
    monkeypatch.delenv("RULING_QA_INDEX", raising=False)
    monkeypatch.setattr(api, "default_index_path", lambda: tmp_path / "default.sqlite")
    code, out, err = run_cli("card", "Spellskite")
    assert code == 0 and "building it first" in err and "Spellskite" in out
    code, out, err = run_cli("--index", str(tmp_path / "other.sqlite"), "card", "Spellskite")
    assert code == 1 and "ruling-qa --index" in err and "build" in err and len(err.splitlines()) == 1
    assert not (tmp_path / "other.sqlite").exists()


def test_interrupted_build_keeps_the_previous_index(tmp_path, monkeypatch):
    """Ctrl-C in the middle of a build (here: while the new file is written) leaves the old index as it
    was and no temporary file behind."""
    from ruling_qa.store import build as build_module

    index = tmp_path / "kb.sqlite"
    demo = Path(api.__file__).resolve().parents[1] / "corpus" / "demo"
    api.build(index, demo)
    before = _digest(index)

    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(build_module, "_write", interrupt)
    with pytest.raises(KeyboardInterrupt):
        api.build(index, demo)
    assert _digest(index) == before
    assert [p.name for p in tmp_path.iterdir()] == ["kb.sqlite"]
    assert api.RulingQA(index, auto_build=False).rule("702.19")["children"]
