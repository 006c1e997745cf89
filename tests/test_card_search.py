"""Card search and autocomplete on the real corpus: each search's result set compared with a plain
scan of the card data (MTGJSON AtomicCards for printed characteristics; the index's exported card
objects for parsed facts and keywords), through the library, the CLI and HTTP; the query errors;
autocomplete's ordering, misspellings, faces and limits."""
from __future__ import annotations

import gzip
import json
import re
import warnings
from pathlib import Path

import pytest
from click.testing import CliRunner

from ruling_qa.cli import main
from ruling_qa.errors import BadInput
from ruling_qa.parse.card_query import BadQuery, parse_card_query, search_text
from ruling_qa.server import create_app

with warnings.catch_warnings():  # "install httpx2": starlette's test client still works with httpx
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


# --- the plain scan --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def atomic(corpus_dir: Path) -> dict[str, list[dict]]:
    """AtomicCards' card name -> faces, read straight from the corpus file."""
    path = corpus_dir / "cards" / "AtomicCards.json.gz"
    if not path.is_file():
        found = sorted(corpus_dir.rglob("AtomicCards.json*"))
        if not found:
            pytest.skip("no AtomicCards file in the corpus")
        path = found[0]
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        return json.load(f)["data"]


@pytest.fixture(scope="module")
def exported(qa) -> dict[str, dict]:
    """The index's card objects (faces with parsed abilities and facts), by name."""
    return {card["name"]: card for card in qa.kb.export("cards")}


def _reminderless(text: str) -> str:
    return re.sub(r"\s*\([^()]*\)", "", text)


def _number(value: str | None) -> float | None:
    """Printed power/toughness/loyalty as the search documents it: "*" 0, "1+*" 1, "X" none."""
    if not value:
        return None
    value = value.replace("\u2212", "-")
    if "*" in value:
        value = value.split("*")[0].rstrip("+-") or "0"
    try:
        return float(value)
    except ValueError:
        return None


def _colors(faces: list[dict]) -> set[str]:
    return {c for f in faces for c in f.get("colors", [])}


def _names(faces: list[dict], name: str) -> list[str]:
    return [search_text(name)] + [search_text(f.get("faceName") or f["name"]) for f in faces]


def _has_word_prefix_fact(card: dict, test) -> bool:
    return any(test(face, ability) for face in card["faces"] for ability in face["abilities"])


# Each row: a query and a predicate over (name, AtomicCards faces, the index's card object).
A = lambda test: test  # noqa: E731 - readability of the table below

SCANS = [
    ("bolt", A(lambda n, fs, c: any("bolt" in s for s in _names(fs, n)))),
    ("dragon lord", A(lambda n, fs, c: any("dragon" in s for s in _names(fs, n))
                      and any("lord" in s for s in _names(fs, n)))),
    ('"of the"', A(lambda n, fs, c: any("of the" in s for s in _names(fs, n)))),
    ("aether", A(lambda n, fs, c: any("aether" in s for s in _names(fs, n)))),          # Æther folded
    ("insectile", A(lambda n, fs, c: any("insectile" in s for s in _names(fs, n)))),    # a back face's name
    ('!"fire // ice"', A(lambda n, fs, c: n == "Fire // Ice")),
    ("o:flying", A(lambda n, fs, c: any("flying" in _reminderless(f.get("text", "")).lower() for f in fs))),
    ('o:"draw a card"', A(lambda n, fs, c: any("draw a card" in _reminderless(f.get("text", "")).lower() for f in fs))),
    ('o:"{T}: add {G}"', A(lambda n, fs, c: any("{t}: add {g}" in _reminderless(f.get("text", "")).lower()
                                                for f in fs))),
    ('fo:"{T}: add {G}"', A(lambda n, fs, c: any("{t}: add {g}" in f.get("text", "").lower() for f in fs))),
    ('fo:"enters tapped"', A(lambda n, fs, c: any("enters tapped" in f.get("text", "").lower() for f in fs))),
    ('o:"enters tapped"', A(lambda n, fs, c: any("enters tapped" in _reminderless(f.get("text", "")).lower()
                                                 for f in fs))),
    ("t:goblin", A(lambda n, fs, c: any("goblin" in f["type"].lower() for f in fs))),
    ('t:"legendary creature"', A(lambda n, fs, c: any("legendary creature" in f["type"].lower() for f in fs))),
    ("t:goblin -t:creature", A(lambda n, fs, c: any("goblin" in f["type"].lower() for f in fs)
                               and not any("creature" in f["type"].lower() for f in fs))),
    ("mv=0 t:artifact", A(lambda n, fs, c: fs[0]["manaValue"] == 0 and any("artifact" in f["type"].lower() for f in fs))),
    ("mv>=10", A(lambda n, fs, c: fs[0]["manaValue"] >= 10)),
    ("cmc<1.5 t:instant", A(lambda n, fs, c: fs[0]["manaValue"] < 1.5 and any("instant" in f["type"].lower() for f in fs))),
    ("mv!=3 t:sliver", A(lambda n, fs, c: fs[0]["manaValue"] != 3 and any("sliver" in f["type"].lower() for f in fs))),
    ("pow>=8", A(lambda n, fs, c: any((_number(f.get("power")) or -99) >= 8 for f in fs))),
    ("pow=0 t:creature", A(lambda n, fs, c: any(_number(f.get("power")) == 0 for f in fs)
                           and any("creature" in f["type"].lower() for f in fs))),
    ("tou<=0", A(lambda n, fs, c: any((_number(f.get("toughness")) if _number(f.get("toughness")) is not None
                                       else 99) <= 0 for f in fs))),
    ("loy>=6", A(lambda n, fs, c: any((_number(f.get("loyalty")) or -99) >= 6 for f in fs))),
    ("c:rg", A(lambda n, fs, c: {"R", "G"} <= _colors(fs))),
    ("c=r t:dragon", A(lambda n, fs, c: _colors(fs) == {"R"} and any("dragon" in f["type"].lower() for f in fs))),
    ("c<=uw t:sphinx", A(lambda n, fs, c: _colors(fs) <= {"U", "W"} and any("sphinx" in f["type"].lower() for f in fs))),
    ("c>=wub", A(lambda n, fs, c: {"W", "U", "B"} <= _colors(fs))),
    ("c!=g t:elf", A(lambda n, fs, c: _colors(fs) != {"G"} and any("elf" in f["type"].lower() for f in fs))),
    ("c:m t:legendary", A(lambda n, fs, c: len(_colors(fs)) >= 2 and any("legendary" in f["type"].lower() for f in fs))),
    ("c:c t:creature", A(lambda n, fs, c: not _colors(fs) and any("creature" in f["type"].lower() for f in fs))),
    ("c:colorless t:creature", A(lambda n, fs, c: not _colors(fs) and any("creature" in f["type"].lower() for f in fs))),
    ("c:azorius", A(lambda n, fs, c: {"W", "U"} <= _colors(fs))),
    ("id:esper t:instant", A(lambda n, fs, c: set(fs[0]["colorIdentity"]) <= {"W", "U", "B"}
                             and any("instant" in f["type"].lower() for f in fs))),
    ("id<=rg t:creature pow>=6", A(lambda n, fs, c: set(fs[0]["colorIdentity"]) <= {"R", "G"}
                                   and any("creature" in f["type"].lower() for f in fs)
                                   and any((_number(f.get("power")) or -99) >= 6 for f in fs))),
    ("id=ub", A(lambda n, fs, c: set(fs[0]["colorIdentity"]) == {"U", "B"})),
    ("id>=wubrg", A(lambda n, fs, c: set(fs[0]["colorIdentity"]) == set("WUBRG"))),
    ("id:c t:land", A(lambda n, fs, c: not fs[0]["colorIdentity"] and any("land" in f["type"].lower() for f in fs))),
    ("t:elf or t:goblin", A(lambda n, fs, c: any("elf" in f["type"].lower() or "goblin" in f["type"].lower() for f in fs))),
    ("(t:elf OR t:goblin) c:r pow>=3", A(lambda n, fs, c: any("elf" in f["type"].lower() or "goblin" in f["type"].lower()
                                                              for f in fs) and "R" in _colors(fs)
                                         and any((_number(f.get("power")) or -99) >= 3 for f in fs))),
    ("-(c:w or c:u) t:angel", A(lambda n, fs, c: not ({"W", "U"} & _colors(fs))
                                and any("angel" in f["type"].lower() for f in fs))),
    ("t:wall and pow>=3", A(lambda n, fs, c: any("wall" in f["type"].lower() for f in fs)
                            and any((_number(f.get("power")) or -99) >= 3 for f in fs))),
    # parsed facts and keywords: the index's own card objects
    ("kw:flying pow>=5 c=w", A(lambda n, fs, c: any(a["kind"] == "keyword" and (a["keyword"] or "").lower() == "flying"
                                                    for f in c["faces"] for a in f["abilities"])
                               and any((_number(f.get("power")) or -99) >= 5 for f in fs) and _colors(fs) == {"W"})),
    ('kw:"first strike" t:knight', A(lambda n, fs, c: any(a["kind"] == "keyword" and (a["keyword"] or "").lower()
                                                          == "first strike" for f in c["faces"] for a in f["abilities"])
                                     and any("knight" in f["type"].lower() for f in fs))),
    # activated keyword abilities are keywords too (702.6 equip, 702.29 cycling)
    ("kw:cycling t:creature c:b", A(lambda n, fs, c: any((a["keyword"] or "").lower() == "cycling" for f in c["faces"]
                                                         for a in f["abilities"])
                                    and any("creature" in f["type"].lower() for f in fs) and "B" in _colors(fs))),
    ("kw:equip mv<=1", A(lambda n, fs, c: any((a["keyword"] or "").lower() == "equip" for f in c["faces"]
                                              for a in f["abilities"]) and fs[0]["manaValue"] <= 1)),
    ("is:mana-ability t:artifact mv=0", A(lambda n, fs, c: any(f["facts"]["mana_abilities"] for f in c["faces"])
                                          and any("artifact" in f["type"].lower() for f in fs)
                                          and fs[0]["manaValue"] == 0)),
    ("is:targets t:aura c:w", A(lambda n, fs, c: any(a["targets"] for f in c["faces"] for a in f["abilities"])
                                and any("aura" in f["type"].lower() for f in fs) and "W" in _colors(fs))),
    ("-is:targets t:instant c:r", A(lambda n, fs, c: not any(a["targets"] for f in c["faces"] for a in f["abilities"])
                                    and any("instant" in f["type"].lower() for f in fs) and "R" in _colors(fs))),
    ("is:triggered t:creature c:b mv<=2", A(lambda n, fs, c: any((a["mana_ability_of"] if a["kind"] == "mana" else a["kind"])
                                                                 == "triggered" for f in c["faces"] for a in f["abilities"])
                                            and any("creature" in f["type"].lower() for f in fs)
                                            and "B" in _colors(fs) and fs[0]["manaValue"] <= 2)),
    ("is:tap-ability t:creature c:u mv=1", A(lambda n, fs, c: any(f["facts"]["tap_abilities"] for f in c["faces"])
                                             and any("creature" in f["type"].lower() for f in fs)
                                             and "U" in _colors(fs) and fs[0]["manaValue"] == 1)),
    ("produces:g t:land -t:basic", A(lambda n, fs, c: any("G" in f["facts"]["mana_colors"] for f in c["faces"])
                                     and any("land" in f["type"].lower() for f in fs)
                                     and not any("basic" in f["type"].lower() for f in fs))),
    ("is:split", A(lambda n, fs, c: fs[0]["layout"] in ("split", "aftermath"))),
    ("is:mdfc", A(lambda n, fs, c: fs[0]["layout"] == "modal_dfc")),
    ("is:permanent mv>=12", A(lambda n, fs, c: bool({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                                                     "Planeswalker"} & set(fs[0]["types"])) and fs[0]["manaValue"] >= 12)),
]


def _search_names(qa, query: str) -> set[str]:
    """Every match of a search (all pages), through the knowledge base."""
    kb = qa.kb
    node = parse_card_query(query)
    index = kb.card_search_index
    found = index.matches(node)
    names = kb._card_names_by_id
    return {names[i] for i in index.page(found, 0, index.size)}


@pytest.mark.parametrize("query, test", SCANS, ids=[q for q, _ in SCANS])
def test_search_matches_a_plain_scan_of_the_card_data(qa, atomic, exported, query, test):
    expected = {name for name, faces in atomic.items() if name in exported and test(name, faces, exported[name])}
    found = _search_names(qa, query) & set(atomic)
    assert found == expected, (f"{query}: {len(found - expected)} extra, e.g. {sorted(found - expected)[:5]}; "
                               f"{len(expected - found)} missing, e.g. {sorted(expected - found)[:5]}")


def test_the_scans_are_not_vacuous(qa):
    """Every row finds several cards (the exact name and the one back face: one), so the comparisons
    above say something."""
    for query, _ in SCANS:
        assert len(_search_names(qa, query)) >= (1 if query in ('!"fire // ice"', "insectile") else 2), query


NEEDLES = ["draw", "draw a card", "{t}: add {g}", "can't be countered", "+1/+1", "t}: ad", "/u/", "{2/u}", "2/u",
           "~ deals 3", "- elf", "flying, trample", "a", ". ", "∞", "target creature", "lim-dul's", "of the", "x",
           "enters tapped", "legendary creature - elf", "(", "counter target spell. ", "zzzz"]


@pytest.mark.parametrize("field", ["name", "oracle", "oracle_self", "full_oracle", "type"])
def test_text_conditions_agree_with_scanning_every_card(qa, field):
    """The word index only narrows what is checked: it finds exactly what reading every text finds."""
    from ruling_qa.store.card_search import _scan

    index = qa.kb.card_search_index
    index._find(field, "the")
    index._find(field, "the")            # a field's word index is built on its second search
    assert field in index._words
    for needle in NEEDLES:
        assert index._find(field, needle) == _scan(index.text[field], needle), (field, needle)


def test_o_tilde_is_the_cards_own_name(qa):
    found = _search_names(qa, 'o:"~ deals 3 damage"')
    assert {"Lightning Bolt", "Lightning Strike"} <= found
    assert "Shock" not in found


# --- pages and the result shape ------------------------------------------------------------------------

def test_pages_are_the_matches_in_name_order_in_the_lookup_shape(qa):
    everything = sorted(_search_names(qa, "t:sliver"), key=lambda n: (search_text(n), n))
    first = qa.search_cards("t:sliver", page=1, page_size=7)
    second = qa.search_cards("t:sliver", page=2, page_size=7)
    assert first["total"] == second["total"] == len(everything) and first["has_more"]
    assert [c["name"] for c in first["cards"] + second["cards"]] == everything[:14]
    last = qa.search_cards("t:sliver", page=(len(everything) + 6) // 7, page_size=7)
    assert not last["has_more"] and last["cards"][-1]["name"] == everything[-1]
    assert qa.search_cards("t:sliver", page=999, page_size=7)["cards"] == []
    looked_up = qa.card("Fire // Ice")["card"]
    shown = qa.search_cards('!"Fire // Ice"')["cards"][0]
    assert shown["name"] == looked_up["name"] and shown["layout"] == looked_up["layout"] == "split"
    assert shown["mana_value"] == 4 and shown["colors"] == ["U", "R"] and shown["color_identity"] == ["U", "R"]
    for face, full in zip(shown["faces"], looked_up["faces"]):
        assert face == {k: full[k] for k in face}
    assert shown["type_line"] == "Instant // Instant"


def test_result_carries_the_query_as_read_and_the_sources(qa):
    result = qa.search_cards('t:elf c:g mv<=1 o:"add {g}"')
    assert result["read_as"] == ('type line contains "elf" and colours include green and mana value ≤ 1 '
                                 'and Oracle text contains "add {g}"')
    assert "Llanowar Elves" in [c["name"] for c in result["cards"]]
    assert result["sources"] == qa.kb.versions()


# --- errors ------------------------------------------------------------------------------------------

BAD = [
    ("xx:3", "unknown search key xx:", "o:"),
    ("mv>=abc", "mv needs a number", "mv>=3"),
    ("pow>big", "pow needs a number", "pow>=4"),
    ('o:"draw a', "not closed", '"'),
    ('"draw a', "not closed", '"'),
    ("(t:elf", '"(" in the search is not closed', ")"),
    ("t:elf)", '")" without a "("', "("),
    ("is:foo", "unknown is:foo", "is:mana-ability"),
    ("c:xyz", "is not a colour", "azorius"),
    ("t>3", "t compares text", "t:WORD"),
    ("or t:elf", "a condition is missing", "t:elf"),
    ("t:elf or", "a condition is missing", "t:elf"),
    ("- ", "", ""),
    ("o:", "needs a value", "o:flying"),
    ("kw:flyng", "no card has the keyword 'flyng'", "flying"),
    ("   ", "empty", "t:elf"),
]


@pytest.mark.parametrize("query, says, suggests", BAD, ids=[b[0] for b in BAD])
def test_a_bad_query_says_what_was_wrong_and_what_would_work(qa, query, says, suggests):
    if query == "- ":       # a lone "-" is a word (names have hyphens), not an error
        qa.search_cards(query)
        return
    with pytest.raises(BadQuery) as caught:
        qa.search_cards(query)
    error = caught.value
    assert says in error.message and suggests in error.message + " ".join(error.suggestions)
    assert error.code == "bad_query" and error.status == 422 and isinstance(error, BadInput)


def test_unknown_key_lists_the_supported_keys(qa):
    with pytest.raises(BadQuery) as caught:
        qa.search_cards("xx:1 t:elf")
    assert caught.value.suggestions[:4] == ["name:", "o:", "fo:", "t:"]


@pytest.mark.parametrize("page, page_size", [(0, 20), (1, 0), (1, 101), (1001, 20)])
def test_page_limits(qa, page, page_size):
    with pytest.raises(BadInput):
        qa.search_cards("t:elf", page=page, page_size=page_size)


def test_query_length_and_term_limits(qa):
    with pytest.raises(BadInput):
        qa.search_cards("t:elf " * 300)
    with pytest.raises(BadQuery, match="more than 40 conditions"):
        qa.search_cards("t:elf " * 41)
    with pytest.raises(BadQuery, match="nests parentheses"):
        qa.search_cards("(" * 20 + "t:elf" + ")" * 20)


# --- the CLI ---------------------------------------------------------------------------------------

def test_cli_json_is_the_api_object(cli_env, qa):
    result = CliRunner().invoke(main, ["cards", "search", "t:sliver mv<=2", "--page-size", "5", "--page", "2", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == json.loads(json.dumps(qa.search_cards("t:sliver mv<=2", 2, 5)))


def test_cli_text_lists_names_and_the_reading(cli_env):
    result = CliRunner().invoke(main, ["cards", "search", 't:elf c:g mv<=1 o:"add {g}"'])
    assert result.exit_code == 0, result.output
    assert "Llanowar Elves · {G} · Creature — Elf Druid" in result.stdout
    assert result.stdout.startswith("6 cards where type line contains")


def test_cli_bad_query_is_one_line_and_exit_1(cli_env):
    result = CliRunner().invoke(main, ["cards", "search", "xx:3"])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert "unknown search key xx:" in result.stderr
    result = CliRunner().invoke(main, ["cards", "search", "xx:3", "--json"])
    assert result.exit_code == 1 and json.loads(result.stdout)["code"] == "bad_query"


def test_cli_autocomplete(cli_env):
    result = CliRunner().invoke(main, ["cards", "autocomplete", "spelsk"])
    assert result.exit_code == 0 and result.stdout.splitlines()[0] == "Spellskite"
    result = CliRunner().invoke(main, ["cards", "autocomplete", "llanowar elfs", "--json"])
    assert json.loads(result.stdout)["names"][0] == "Llanowar Elves"


# --- HTTP --------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def client(qa):
    with TestClient(create_app(qa)) as c:
        yield c


def test_http_search_is_the_api_object(client, qa):
    response = client.get("/cards/search", params={"q": "t:sliver c:g", "page": 2, "page_size": 3})
    assert response.status_code == 200
    assert response.json() == json.loads(json.dumps(qa.search_cards("t:sliver c:g", 2, 3)))


def test_http_card_lookup_still_works_beside_search(client, qa):
    assert client.get("/cards/Spellskite").json()["card"]["name"] == "Spellskite"
    assert client.get("/cards/search%20for%20azcanta").json()["card"]["name"].startswith("Search for Azcanta")


@pytest.mark.parametrize("params, status, code", [
    ({"q": "xx:1"}, 422, "bad_query"), ({"q": "t:elf", "page": 0}, 422, "bad_input"),
    ({"q": "t:elf", "page_size": 101}, 422, "bad_input"), ({}, 422, "bad_input"), ({"q": ""}, 422, "bad_input"),
    ({"q": "t:elf " * 200}, 413, "input_too_large")])
def test_http_search_errors_are_the_error_object(client, params, status, code):
    response = client.get("/cards/search", params=params)
    assert response.status_code == status
    body = response.json()
    assert body["ok"] is False and body["code"] == code and body["error"]


def test_http_search_is_documented(client):
    doc = client.get("/openapi.json").json()
    operation = doc["paths"]["/cards/search"]["get"]
    assert {p["name"] for p in operation["parameters"]} == {"q", "page", "page_size"}
    assert "422" in operation["responses"] and "503" in operation["responses"]


# --- autocomplete ------------------------------------------------------------------------------------

def test_autocomplete_puts_names_starting_with_the_text_first(qa):
    names = qa.autocomplete("llanowar")["names"]
    starting = [n for n in names if search_text(n).startswith("llanowar")]
    assert names[:len(starting)] == starting and len(starting) >= 5
    names = qa.autocomplete("hound")["names"]                # a later word's start after the names' starts
    starting = [n for n in names if search_text(n).startswith("hound")]
    assert starting and names[:len(starting)] == starting and "Bolt Hound" in names[len(starting):]


@pytest.mark.parametrize("typed, first", [("llanowar elfs", "Llanowar Elves"), ("spelsk", "Spellskite"),
                                          ("lightnig bolt", "Lightning Bolt"), ("pyroblst", "Pyroblast"),
                                          ("counterspel", "Counterspell")])
def test_autocomplete_finds_misspellings(qa, typed, first):
    assert qa.autocomplete(typed)["names"][0] == first


@pytest.mark.parametrize("typed, card", [("insectile", "Delver of Secrets // Insectile Aberration"),
                                         ("ice", "Fire // Ice"), ("ÆTHER VIAL", "Aether Vial"),
                                         ("aether vial", "Aether Vial"), ("lim-dul's vau", "Lim-Dûl's Vault"),
                                         ("LIM-DÛL’S VAULT", "Lim-Dûl's Vault")])
def test_autocomplete_ignores_case_and_accents_and_finds_faces(qa, typed, card):
    assert card in qa.autocomplete(typed)["names"]


def test_autocomplete_gives_at_most_20(qa, client):
    assert len(qa.autocomplete("a")["names"]) == 20
    assert len(client.get("/cards/autocomplete", params={"q": "a"}).json()["names"]) == 20
    assert qa.autocomplete("zzzzzzqx")["names"] == []


def test_autocomplete_refuses_empty_text(qa, client):
    with pytest.raises(BadInput):
        qa.autocomplete("  ")
    response = client.get("/cards/autocomplete", params={"q": ""})
    assert response.status_code == 422 and response.json()["ok"] is False


ATOMS = ["(", ")", '"', "-", "!", "or", "OR", "and", "o:", "t:", "kw:", "mv", "pow", "c:", "id:", "is:", "produces:",
         "fo:", ":", "=", "<", ">=", "!=", "elf", "draw a card", "3", "~", "{t}", "ub", "m", "é", "1e400", "nan", " "]


def test_any_text_is_a_result_or_a_bad_query(qa):
    """Queries made of the syntax's pieces in any order never fail otherwise (no other exception)."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    @given(st.lists(st.sampled_from(ATOMS) | st.text(max_size=4), min_size=1, max_size=10).map("".join))
    @settings(max_examples=300, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    def search(query):
        try:
            result = qa.search_cards(query, page_size=5)
        except BadInput as error:        # BadQuery, or text the api refuses (empty, NUL)
            assert error.message and error.status in (413, 422)
            return
        assert result["ok"] and result["total"] >= len(result["cards"]) and result["read_as"]

    search()


@pytest.mark.parametrize("query, card", [("bob", "Dark Confidant"), ("goyf", "Tarmogoyf"),
                                         ("jace tms", "Jace, the Mind Sculptor"), ("bob t:creature", "Dark Confidant")])
def test_nicknames_find_the_card_they_mean(qa, query, card):
    nickname = query.split(" t:")[0]
    if qa.kb.nickname(nickname) is None:
        pytest.skip(f"{nickname!r} is not in the nickname table")
    result = qa.search_cards(query, page_size=100)
    assert card in [c["name"] for c in result["cards"]]
    assert f'name is "{card.lower()}"' in result["read_as"]
    assert "Dark Confidant" not in [c["name"] for c in qa.search_cards("-bob t:wizard c:b mv=2", page_size=100)["cards"]]


def test_autocomplete_puts_a_nicknames_card_first(qa):
    if qa.kb.nickname("bob") is None:
        pytest.skip("'bob' is not in the nickname table")
    assert qa.autocomplete("bob")["names"][0] == "Dark Confidant"
    assert qa.autocomplete("spellsk")["names"][0] == "Spellskite"
