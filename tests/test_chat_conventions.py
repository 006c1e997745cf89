"""Chat messages written the way players write them to judgebot-style bots (mentions, markdown,
several references, typos, nicknames, commands mid-message), answered through the library
(`chat.reply`) and through HTTP (`POST /message`): each reply holds the right card, rule, ruling,
glossary entry or answer, read from the index (never written into the test), and every message fits
Discord's 2,000 characters. Also: nicknames and abbreviations end to end, the build refusing a
nickname that names no card (the old index kept), links, embeds and max_messages."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from ruling_qa import api, chat
from ruling_qa.chat import LIMIT, escape, reply, units
from ruling_qa.errors import CorpusError, RulingQAError
from ruling_qa.parse.aliases import ABBREVIATIONS, NICKNAMES, parse_aliases
from ruling_qa.server import create_app

MAX = 10          # max_messages for the table: every part in full


def plain(obj):
    return json.loads(json.dumps(obj))


# (message, what the reply holds). Kinds: ("card", NAME), ("rulings", NAME), ("ruling", NAME, N),
# ("rule", NUMBER), ("examples", NUMBER), ("define", TERM), ("ask", QUESTION AS ANSWERED),
# ("no-ask",), ("error", CODE), ("count", PARTS), ("printed", SET, True/False), ("has", TEXT),
# ("lacks", TEXT).
TABLE = [
    # commands anywhere, several per message
    ("!card tarmogoyf! and !card noble hierarch", [("card", "Tarmogoyf"), ("card", "Noble Hierarch"), ("count", 2)]),
    ("hey !cr 702.19b", [("rule", "702.19b"), ("count", 1), ("no-ask",)]),
    ("hey can someone check !cr 702.19b and !define trample thx", [("rule", "702.19b"), ("define", "Trample")]),
    ("!CARD Tarmogoyf", [("card", "Tarmogoyf")]),
    ("hey <@!456> !card bob please", [("card", "Dark Confidant"), ("count", 1)]),
    ("so !ruling tarmogoyf 2", [("ruling", "Tarmogoyf", 2)]),
    ("!rulings spellskite", [("rulings", "Spellskite")]),
    ("!ruling Spellskite", [("rulings", "Spellskite")]),
    ("!ruling spellskite 99", [("has", "ask for one from 1 to"), ("count", 1)]),
    ("!cr 702.19B", [("rule", "702.19b")]),
    ("!CR 613.4", [("rule", "613.4")]),
    ("`!cr 704.5j`", [("rule", "704.5j")]),
    ("!cr deathtouch", [("define", "Deathtouch")]),
    ("!cr first strike", [("define", "First Strike")]),
    ("{{deathtouch}}", [("define", "Deathtouch")]),
    ("!ex 702.19b", [("examples", "702.19b")]),
    ("what are the examples? !ex 702.19c", [("examples", "702.19c")]),
    ("{{613.1}} {{613.4}}", [("rule", "613.1"), ("rule", "613.4"), ("count", 2)]),
    ("{{702.19b}}\n{{702.19c}}\n{{702.19d}}", [("rule", "702.19b"), ("rule", "702.19c"), ("rule", "702.19d")]),
    ("{{702.19b}} and also !cr 702.19b", [("rule", "702.19b"), ("count", 1)]),
    ("!help", [("has", "[[Card Name]]"), ("has", "!ruling"), ("has", "!ex"), ("count", 1)]),
    ("!card", [("has", "!card needs something after it")]),
    ("!frobnicate", [("has", "is not a command I know")]),
    # glossary, abbreviations, obsolete entries
    ("!define cda", [("define", "Characteristic-Defining Ability")]),
    ("!define SBA", [("define", "State-Based Actions")]),
    ("!define sbas", [("define", "State-Based Actions")]),
    ("what's LKI? !define lki", [("define", "Last Known Information")]),
    ("!define ETB", [("define", "Enters the Battlefield")]),
    ("!define ltb", [("define", "Leaves the Battlefield")]),
    ("!define apnap", [("define", "Active Player, Nonactive Player Order")]),
    ("!define P/T", [("define", "Power")]),
    ("!define source", [("lacks", "Mana Source (Obsolete)"), ("error", "unknown_term"), ("has", "Source of Damage")]),
    ("!define mana abilty", [("define", "Mana Ability")]),
    ("sorry to bother, !define trample please", [("define", "Trample")]),
    ("!cr banana", [("error", "unknown_term"), ("has", "neither a rule number nor a glossary term")]),
    ("!cr 999.99z", [("error", "unknown_rule")]),
    # cards: nicknames, typos, markdown, set codes
    ("[[bob]]", [("card", "Dark Confidant"), ("has", "(for “bob”)")]),
    ("[[goyf]] vs [[tarmogoyf]]", [("card", "Tarmogoyf"), ("count", 1)]),
    ("[[bob]] and [[Dark Confidant]]", [("card", "Dark Confidant"), ("count", 1)]),
    ("!card jace tms", [("card", "Jace, the Mind Sculptor")]),
    ("[[tnn]]", [("card", "True-Name Nemesis")]),
    ("[[sfm]] [[uro]] [[ragavan]]", [("card", "Stoneforge Mystic"), ("card", "Uro, Titan of Nature's Wrath"),
                                     ("card", "Ragavan, Nimble Pilferer")]),
    ("**[[Snapcaster]]**", [("card", "Snapcaster Mage")]),
    ("||[[Thoracle]]||", [("card", "Thassa's Oracle")]),
    ("[[Delver]]", [("card", "Delver of Secrets // Insectile Aberration")]),
    ("[[bolt]]", [("card", "Lightning Bolt")]),
    ("!card vial", [("card", "Aether Vial")]),
    ("!card Æther Vial", [("card", "Aether Vial")]),
    ("[[Llanowar Elfs]]", [("card", "Llanowar Elves")]),
    ("[[spelskite]]", [("card", "Spellskite")]),
    ("!card noble hierach", [("card", "Noble Hierarch")]),
    ("[[Lim-Dul's Vault]]", [("card", "Lim-Dûl's Vault")]),
    ("[[Fire // Ice]]", [("card", "Fire // Ice")]),
    ("[[Fire/Ice|rulings]]", [("rulings", "Fire // Ice")]),
    ("[[Spellskite|rulings]] [[Spellskite|rulings]]", [("rulings", "Spellskite"), ("count", 1)]),
    ("[[Lightning Bolt|M10]]", [("card", "Lightning Bolt"), ("printed", "M10", True)]),
    ("[[Lightning Bolt|m19]]", [("card", "Lightning Bolt"), ("printed", "M19", False)]),
    ("[[Tarmogoyf|FUT]]", [("card", "Tarmogoyf"), ("printed", "FUT", True)]),
    ("[[Tarmogoyf|zzz]]", [("card", "Tarmogoyf"), ("printed", "ZZZ", False)]),
    ("[[Xyzzyq Plover]]", [("error", "unknown_card"), ("has", "Try `[[")]),
    ("@everyone [[Fog]]", [("card", "Fog"), ("lacks", "@everyone")]),
    ("> [[Spellskite]]\nwhat about this", [("card", "Spellskite"), ("no-ask",)]),
    ("what does [[Spellskite]] do?", [("card", "Spellskite"), ("no-ask",)]),
    ("[[Sheoldred, the Apocalypse]] [[Oko, Thief of Crowns]] [[Ragavan, Nimble Pilferer]] [[Orcish Bowmasters]] "
     "[[The One Ring]]", [("card", "Sheoldred, the Apocalypse"), ("card", "Oko, Thief of Crowns"),
                          ("card", "Ragavan, Nimble Pilferer"), ("card", "Orcish Bowmasters"), ("card", "The One Ring"),
                          ("count", 5)]),
    # questions beside references: the question is answered, the references shown
    ("<@123> can [[Llanowar Elves]] tap for mana the turn it comes in?",
     [("ask", "can Llanowar Elves tap for mana the turn it comes in?"), ("card", "Llanowar Elves")]),
    ("yo judges, does [[Fog]] prevent damage from a creature with trample?",
     [("ask", "yo judges, does Fog prevent damage from a creature with trample?"), ("card", "Fog")]),
    ("can I respond to [[bolt]] with [[Force of Will]]?",
     [("ask", "can I respond to Lightning Bolt with Force of Will?"), ("card", "Lightning Bolt"),
      ("card", "Force of Will")]),
    ("Quick q: [[Dark Confidant]] reveals [[Tarmogoyf]], how much life do I lose?",
     [("ask", "Quick q: Dark Confidant reveals Tarmogoyf, how much life do I lose?"), ("card", "Dark Confidant"),
      ("card", "Tarmogoyf")]),
    ("can spellskite redirect deepglow skate?", [("ask", "can spellskite redirect deepglow skate?"), ("count", 1)]),
]


def check(result: dict, qa, expects: list, max_messages: int = MAX) -> None:
    messages = result["messages"]
    assert result["ok"] is True and 1 <= len(messages) <= max_messages
    assert all(units(m) <= LIMIT for m in messages), [units(m) for m in messages]
    whole = "\n".join(messages)
    assert "ruling-qa " not in whole and "GET /" not in whole           # nothing only a shell user can do
    parts = result["parts"]
    assert len(result["embeds"]) == len(parts)
    cards = [p["card"] for p in parts if p.get("ok") and "card" in p]
    for expect in expects:
        kind = expect[0]
        if kind in ("card", "rulings", "ruling", "printed"):
            name = expect[1] if kind != "printed" else cards[0]["name"]
            card = qa.card(name)["card"]
            assert card["name"] == name, f"the table names {name!r}, the index {card['name']!r}"
            assert any(c["name"] == name for c in cards), (name, [c["name"] for c in cards])
            assert f"**{escape(name)}**" in whole
        if kind == "card":
            assert all(escape(face["oracle_text"]) in whole for face in card["faces"] if face.get("oracle_text"))
            assert "https://scryfall.com/search?q=" in whole
        elif kind == "rulings":
            assert all(escape(r["text"]) in whole for r in card["rulings"])
            if not card["rulings"]:
                assert "no rulings in this data (cards as of " in whole
        elif kind == "ruling":
            n = expect[2]
            assert escape(card["rulings"][n - 1]["text"]) in whole and f"ruling {n} of {len(card['rulings'])}" in whole
            assert all(escape(r["text"]) not in whole for i, r in enumerate(card["rulings"], 1) if i != n)
        elif kind == "printed":
            code, printed = expect[1], expect[2]
            assert (code in card["printings"]) is printed                  # the card data agrees
            assert (f"Printed in {code}" in whole) is printed
            assert (f"was not printed in {code}" in whole) is (not printed)
        elif kind == "rule":
            rule = qa.rule(expect[1])["rule"]
            assert f"**{rule['number']}** {escape(rule['text'])}" in whole
        elif kind == "examples":
            found = qa.rule(expect[1])
            examples = found["rule"]["examples"] or [e for c in found["children"] for e in c["examples"]]
            assert examples and all(escape(e) in whole for e in examples)
        elif kind == "define":
            entry = qa.define(expect[1])["entry"]
            assert entry["term"] == expect[1]
            assert f"**{escape(entry['term'])}**" in whole and escape(entry["text"]) in whole
        elif kind == "ask":
            asked = [p for p in parts if "question" in p]
            assert len(asked) == 1 and asked[0]["question"] == expect[1] and parts[0] is asked[0]
            assert chat.render_answer(asked[0]).split("\n")[0] in whole
        elif kind == "no-ask":
            assert not any("question" in p for p in parts)
        elif kind == "error":
            assert any(p.get("code") == expect[1] for p in parts), parts
        elif kind == "count":
            assert len(parts) == expect[1], [p.get("card", {}).get("name") or p.get("code") for p in parts]
        elif kind == "has":
            assert expect[1] in whole, whole
        elif kind == "lacks":
            assert expect[1] not in whole, whole
        else:  # pragma: no cover - a typo in the table
            raise AssertionError(f"unknown expectation {kind!r}")


IDS = [m[:45] for m, _ in TABLE]


def test_the_table_is_big_enough():
    assert len(TABLE) >= 60


@pytest.mark.parametrize("message,expects", TABLE, ids=IDS)
def test_library(qa, message, expects):
    check(plain(reply(message, qa, max_messages=MAX)), qa, expects)


@pytest.fixture(scope="module")
def client(qa):
    with TestClient(create_app(qa)) as c:
        yield c


@pytest.mark.parametrize("message,expects", TABLE, ids=IDS)
def test_http(client, qa, message, expects):
    response = client.post("/message", json={"text": message, "max_messages": MAX})
    assert response.status_code == 200, response.text
    check(response.json(), qa, expects)


def test_default_max_messages_still_names_every_reference(client, qa):
    message = " ".join(["[[Spellskite|rulings]]", "[[Fire // Ice|rulings]]", "{{702.19b}}", "[[Oko, Thief of Crowns|rulings]]",
                        "[[Tarmogoyf|rulings]]", "!cr 613", "[[Noble Hierarch|rulings]]", "!ex 702.19b"])
    for max_messages in (1, 2, chat.DEFAULT_MAX_MESSAGES):
        body = client.post("/message", json={"text": message, "max_messages": max_messages}).json()
        assert len(body["messages"]) <= max_messages and body["truncated"] is True
        whole = "\n".join(body["messages"])
        for name in ("Spellskite", "Fire // Ice", "702.19b", "Oko, Thief of Crowns", "Tarmogoyf", "613", "Noble Hierarch"):
            assert name in whole
    full = client.post("/message", json={"text": message, "max_messages": 10}).json()
    assert len(full["messages"]) > chat.DEFAULT_MAX_MESSAGES and not any("shortened" in m for m in full["messages"])


@pytest.mark.parametrize("body", [{"text": "[[Spellskite]]", "max_messages": 0},
                                  {"text": "[[Spellskite]]", "max_messages": 11},
                                  {"text": "[[Spellskite]]", "max_messages": "many"}])
def test_bad_max_messages_is_a_clear_error(client, body):
    response = client.post("/message", json=body)
    assert response.status_code == 422 and response.json()["code"] == "bad_input"
    assert "max_messages" in response.json()["error"]


def test_old_fields_still_work(client, qa):
    body = client.post("/message", json={"text": "[[Spellskite]] {{702.19b}}"}).json()
    assert body["text"] == "\n\n".join(body["messages"]) and body["truncated"] is False
    assert body["parts"] == [plain(qa.card("Spellskite")), plain(qa.rule("702.19b"))]


# --- links and embeds ----------------------------------------------------------------------------

def test_links_to_scryfall_and_the_web_reference(qa, monkeypatch):
    card = qa.card("Llanowar Elves")["card"]
    text = "\n".join(reply("[[Llanowar Elves]] {{702.19b}} !define trample", qa)["messages"])
    assert chat.card_url(card) in text
    if card.get("oracle_id"):
        assert f"oracleid%3A{card['oracle_id']}" in chat.card_url(card)
    assert "/r/702.19" not in text and "/g/" not in text                 # no public URL: no rule links
    monkeypatch.setenv("RULING_QA_PUBLIC_URL", "https://rules.example.org/")
    text = "\n".join(reply("{{702.19b}} !cr 702.19 !define trample", qa)["messages"])
    assert "**[702.19b](<https://rules.example.org/r/702.19#702.19b>)**" in text
    assert "[702.19](<https://rules.example.org/r/702.19>)" in text
    assert "(<https://rules.example.org/g/Trample>)" in text
    monkeypatch.setenv("RULING_QA_PUBLIC_URL", "javascript:alert(1)")
    assert "javascript" not in "\n".join(reply("{{702.19b}}", qa)["messages"])


def test_rule_links_reach_the_web_pages(client, monkeypatch):
    monkeypatch.setenv("RULING_QA_PUBLIC_URL", "http://testserver")
    text = client.post("/message", json={"text": "{{702.19b}} !define trample"}).json()["text"]
    for url in (chat.rule_url("702.19b", "http://testserver"), chat.term_url("Trample", "http://testserver")):
        assert url in text
        assert client.get(url.removeprefix("http://testserver").split("#")[0]).status_code == 200


def test_embeds_fit_discord(qa):
    result = reply("[[Oko, Thief of Crowns|rulings]] [[Fire // Ice]] !cr 702 !ex 702.19b !define cda [[Xyzzyq Plover]]", qa,
                   max_messages=10)
    assert len(result["embeds"]) == 6
    for item in result["embeds"]:
        assert len(item["title"]) <= 256 and len(item["description"]) <= 4096 and len(item["fields"]) <= 25
        assert all(len(f["name"]) <= 256 and len(f["value"]) <= 1024 for f in item["fields"])
        total = len(item["title"]) + len(item["description"]) + sum(len(f["name"]) + len(f["value"]) for f in item["fields"])
        assert total <= 6000
    oko = qa.card("Oko, Thief of Crowns")["card"]
    assert result["embeds"][0]["url"] == chat.card_url(oko)
    assert [f["value"] for f in result["embeds"][0]["fields"]] == [r["text"] for r in oko["rulings"]]
    assert [f["value"] for f in result["embeds"][1]["fields"]] == [f["oracle_text"] for f in qa.card("Fire // Ice")["card"]["faces"]]


def test_no_rulings_says_how_old_the_card_data_is(qa):
    result = qa.card("Llanowar Elves")
    assert result["card"]["rulings"] == []                  # the case this test is about
    version = result["sources"]["card_data_version"]
    month = chat.cards_as_of(result["sources"])
    assert re.fullmatch(r"\d{4}-\d{2}", month) and f"({month}-" in version
    for message in ("[[Llanowar Elves]]", "[[Llanowar Elves|rulings]]"):
        text = "\n".join(reply(message, qa)["messages"])
        assert f"o rulings in this data (cards as of {month})" in text and "No rulings." not in text


# --- nicknames and abbreviations, end to end ----------------------------------------------------

def _table(path: Path):
    aliases, problems = parse_aliases(path.read_text(encoding="utf-8"), str(path))
    assert problems == []
    return aliases


@pytest.mark.parametrize("alias", _table(NICKNAMES), ids=lambda a: a.alias)
def test_every_nickname_names_its_card(qa, alias):
    result = qa.card(alias.alias)
    assert result["match"]["match"] == "nickname"
    assert alias.target in (result["card"]["name"], result["card"]["faces"][0]["name"])


@pytest.mark.parametrize("alias", _table(ABBREVIATIONS), ids=lambda a: a.alias)
def test_every_abbreviation_names_its_entry(qa, alias):
    result = qa.define(alias.alias.upper())
    assert result["entry"]["term"] == alias.target and result["match"] == "abbreviation"


def test_fuzzy_glossary_never_prefers_an_obsolete_entry(qa):
    obsolete = [e for e in qa.glossary_index()["entries"] if e["term"].endswith("(Obsolete)")]
    assert obsolete
    for entry in obsolete:
        bare = entry["term"].removesuffix(" (Obsolete)")
        words = bare.split()
        query = words[-1] if len(words) > 1 else bare[:-1]
        try:
            found = qa.define(query)["entry"]["term"]
        except RulingQAError:
            continue
        current = [e["term"] for e in qa.glossary_index()["entries"] if not e["term"].endswith("(Obsolete)")
                   and query.lower() in e["term"].lower()]
        assert not (found.endswith("(Obsolete)") and current), (query, found, current)


@pytest.mark.parametrize("abbreviation,term", [("SBA", "State-Based Actions"), ("what do ETBs do", "Enters the Battlefield")])
def test_search_reads_abbreviations(qa, abbreviation, term):
    spelled = abbreviation.replace("ETBs", f'"{term}"') if "ETBs" in abbreviation else f'"{term}"'
    assert qa.search(abbreviation)["results"] == qa.search(spelled)["results"] != []
    assert qa.search(abbreviation)["query"] == abbreviation


def test_alias_table_problems():
    aliases, problems = parse_aliases("# c\nbob\tDark Confidant\nno tab here\nBOB\tSomething\n\t\n", "t.tsv")
    assert [a.key for a in aliases] == ["bob"]
    assert [p.line for p in problems] == [3, 4]
    assert "given twice" in problems[1].message


@pytest.mark.parametrize("line,words", [("zzyzx\tNo Such Card Anywhere\n", "which is no card"),
                                        ("fog\tLightning Bolt\n", "itself the name of a card")])
def test_a_bad_nickname_fails_the_build_and_keeps_the_index(tmp_path, corpus_dir, monkeypatch, line, words):
    from ruling_qa.store import build as build_module

    table = tmp_path / "nicknames.tsv"
    table.write_text("bob\tDark Confidant\n" + line, encoding="utf-8")
    monkeypatch.setattr(build_module, "NICKNAMES_FILE", table)
    index = tmp_path / "kb.sqlite"
    index.write_bytes(b"the previous index")
    with pytest.raises(CorpusError) as caught:
        api.build(index, corpus_dir)
    assert f"{table}:2" in caught.value.message and words in caught.value.message
    assert index.read_bytes() == b"the previous index"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kb.sqlite", "nicknames.tsv"]


def test_the_demo_corpus_builds_with_the_nicknames_it_has(tmp_path):
    demo = Path(api.__file__).resolve().parents[1] / "corpus" / "demo"
    if not demo.is_dir():
        pytest.skip("no demo corpus in this checkout")
    summary = api.build(tmp_path / "demo.sqlite", demo)
    assert summary["problems"]["aliases"]              # the demo holds a few cards: the rest are listed
    qa = api.RulingQA(tmp_path / "demo.sqlite", auto_build=False)
    kept = qa.kb.meta["nicknames"]
    for key, name in kept.items():
        assert qa.card(key)["card"]["name"] == name


def test_printings_come_from_the_card_data(qa, corpus_dir):
    import gzip

    atomic = corpus_dir / "cards" / "AtomicCards.json.gz"
    if not atomic.is_file():
        pytest.skip("no AtomicCards in this corpus")
    data = json.loads(gzip.decompress(atomic.read_bytes()))["data"]
    for name in ("Lightning Bolt", "Tarmogoyf", "Fire // Ice"):
        assert qa.card(name)["card"]["printings"] == sorted({p.upper() for p in data[name][0]["printings"]})


def test_copied_index_keeps_working(tmp_path, index_path):
    """The tables travel inside the index file: a copy answers nicknames without the data folder."""
    copy = tmp_path / "copy.sqlite"
    shutil.copyfile(index_path, copy)
    assert api.RulingQA(copy, auto_build=False).card("goyf")["card"]["name"] == "Tarmogoyf"


@pytest.mark.parametrize("words,lines", [
    (["card", "goyf"], ["('goyf' matched Tarmogoyf as a nickname players use)", "Tarmogoyf"]),
    (["define", "SBA"], ["State-Based Actions"]),
])
def test_cli_reads_nicknames_and_abbreviations(cli_env, words, lines):
    from click.testing import CliRunner

    from ruling_qa.cli import main

    result = CliRunner().invoke(main, words)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[:len(lines)] == lines
