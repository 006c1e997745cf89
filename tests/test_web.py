"""The HTML pages and /cards/autocomplete, in-process through the ASGI app, on the real corpus:
links, anchors, redirects, error pages, the JSON routes unchanged, offline /docs; and the rules
diff's move detection and per-rule history checked against the raw CR files."""
from __future__ import annotations

import gzip
import json
import re
import warnings
from html import unescape
from pathlib import Path
from urllib.parse import quote

import pytest

from ruling_qa.models import Rule, RulesDocument
from ruling_qa.parse.rules import diff_documents, word_diff
from ruling_qa.server import create_app
from ruling_qa.web.markup import card_href, rule_href, term_href

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
WEB = Path(__file__).resolve().parents[1] / "ruling_qa" / "web"


@pytest.fixture(scope="module")
def client(qa):
    with TestClient(create_app(qa)) as c:
        yield c


def hrefs(html: str) -> list[str]:
    return [unescape(h) for h in re.findall(r'href="([^"]*)"', html)]


def raw_cr(corpus_dir: Path, date: str) -> str:
    compact = date.replace("-", "")
    for path in (corpus_dir / "rules").rglob(f"MagicCompRules-{compact}.txt*"):
        data = path.read_bytes()
        return (gzip.decompress(data) if path.name.endswith(".gz") else data).decode("utf-8", "replace")
    raise AssertionError(f"no CR file for {date}")


# --- JSON routes: the new one, and the old ones unchanged -----------------------------------------

def test_autocomplete_puts_prefix_matches_first_then_misspellings(client, qa):
    body = client.get("/cards/autocomplete", params={"q": "ajani"}).json()
    assert body["ok"] and 0 < len(body["names"]) <= 20
    assert all(name.lower().startswith("ajani") for name in body["names"][:5])
    # a misspelt whole name and a misspelt start of one
    assert client.get("/cards/autocomplete", params={"q": "Llanowar Elfs"}).json()["names"][0] == "Llanowar Elves"
    assert client.get("/cards/autocomplete", params={"q": "spelsk"}).json()["names"][0] == "Spellskite"
    # a face of a split card suggests the card
    assert "Fire // Ice" in qa.autocomplete("Fire")["names"]


def test_autocomplete_refuses_empty_and_long_input_as_json(client):
    for params, status in (({"q": " "}, 422), ({}, 422), ({"q": "x" * 201}, 413)):
        response = client.get("/cards/autocomplete", params=params)
        assert response.status_code == status and response.json()["ok"] is False
        assert response.headers["content-type"].startswith("application/json")


def test_json_routes_keep_their_shapes(client, qa):
    card = client.get("/cards/Spellskite")
    assert card.headers["content-type"].startswith("application/json")
    assert card.json()["card"]["name"] == "Spellskite" == qa.card("Spellskite")["card"]["name"]
    rule = client.get("/rules/702.19b")
    assert rule.headers["content-type"].startswith("application/json") and rule.json()["rule"]["number"] == "702.19b"
    assert client.get("/define/mana ability").json()["entry"]["term"] == qa.define("mana ability")["entry"]["term"]
    assert client.get("/search", params={"q": "trample"}).json()["results"]
    assert "/cards/autocomplete" in client.get("/openapi.json").json()["paths"]
    paths = client.get("/openapi.json").json()["paths"]
    assert not [p for p in paths if p.startswith(("/r/", "/c/", "/g/", "/h/")) or p in ("/", "/q", "/s", "/go", "/diff")]


# --- rules ------------------------------------------------------------------------------------------

def test_rule_page_has_an_anchor_per_subrule_and_links_every_reference(client, qa):
    result = qa.rule("608.2")
    html = client.get("/r/608.2").text
    links = set(hrefs(html))
    for child in result["children"]:
        assert f'id="{child["number"]}"' in html
        text = " ".join([child["text"], *child["examples"]])
        for ref in child["refs"]:   # (the inside of a range such as 601.2a–i is not written out)
            if re.search(rf"(?<![\d.]){re.escape(ref)}(?!\w)", text):
                assert rule_href(ref) in links, f"{child['number']} mentions {ref} but does not link it"
    # both ends of "rules 601.2a–i" (608.2g) are links
    assert {"/r/601.2#601.2a", "/r/601.2#601.2i"} <= links
    for referrer in result["referred_by"]:
        assert rule_href(referrer["number"]) in links
    # parent, previous and next
    assert "/r/608" in links and "/r/608.1" in links and "/r/608.3" in links


def test_pages_say_how_long_the_server_took(client):
    timing = client.get("/r/702.19").headers["server-timing"]
    assert re.fullmatch(r"app;dur=[\d.]+, cpu;dur=[\d.]+", timing)
    assert "server-timing" in client.get("/c/Zzqxv Wurmling").headers     # error pages too


def test_subrule_urls_are_anchors_on_their_rule_page(client):
    response = client.get("/r/702.19b", follow_redirects=False)
    assert response.status_code == 301 and response.headers["location"] == "/r/702.19#702.19b"
    assert client.get("/go", params={"q": "702.19b"}, follow_redirects=False).headers["location"] == "/r/702.19#702.19b"


def test_each_subrule_lists_the_rules_that_refer_to_it(client, qa):
    html = client.get("/r/702.19").text
    section = html[html.index('id="702.19b"'):html.index('id="702.19c"')]
    referrers = qa.rule("702.19b")["referred_by"]
    assert referrers
    for referrer in referrers:
        assert rule_href(referrer["number"]) in hrefs(section)


def test_glossary_terms_in_rule_text_are_links(client, qa):
    html = client.get("/r/702.19").text
    assert term_href(qa.define("trample over planeswalkers")["entry"]["term"]) in hrefs(html)


def test_unknown_rule_is_a_404_page_with_the_nearest_rules(client):
    response = client.get("/r/702.19zz")
    assert response.status_code == 404 and response.headers["content-type"].startswith("text/html")
    assert "Traceback" not in response.text and "/r/702.19" in " ".join(hrefs(response.text))
    assert client.get("/r/not-a-rule").status_code == 404


def test_contents_and_chapter_pages(client, qa):
    html = client.get("/r").text
    outline = qa.outline()["outline"]
    assert {f"/r/{item['number']}" for item in outline} <= set(hrefs(html))
    chapter = client.get("/r/702").text
    assert all(rule_href(child["number"]) in hrefs(chapter) for child in qa.rule("702")["children"])


def test_rule_pages_stay_under_100_kb(client, qa):
    rules = [r for r in qa.export("rules") if r["level"] in ("rule", "chapter")]
    children: dict[str, int] = {}
    for r in qa.export("rules"):
        children[r["parent"]] = children.get(r["parent"], 0) + len(r["text"]) + sum(map(len, r["examples"]))
    biggest = sorted(rules, key=lambda r: -children.get(r["number"], 0))[:3]
    for rule in biggest:
        assert len(client.get(f"/r/{rule['number']}").content) < 100_000, rule["number"]


# --- history and diff ------------------------------------------------------------------------------

def test_history_of_a_moved_rule_follows_it_to_where_it_was_added(client, qa, corpus_dir):
    # Verified in the raw files: "start your engines!" state-based action was 704.5z (added in
    # February 2025) and became 704.5aa in August 2026.
    sba = "If a player controls a permanent with start your engines!"
    assert f"704.5z {sba}" in raw_cr(corpus_dir, "2026-06-19")
    assert f"704.5aa {sba}" in raw_cr(corpus_dir, "2026-08-07")
    assert sba not in raw_cr(corpus_dir, "2024-11-08") and sba in raw_cr(corpus_dir, "2025-02-07")
    history = qa.rule_history("704.5aa")
    kinds = [(e["date"], e["kind"], e["old_number"]) for e in history["events"]]
    assert kinds[0] == ("2026-08-07", "moved", "704.5z") and kinds[-1][:2] == ("2025-02-07", "added")
    assert history["first_seen"] == "2025-02-07"
    html = client.get("/h/704.5aa").text
    assert "moved from 704.5z to 704.5aa" in html and "added as 704.5z" in html
    assert "/diff?old=2026-06-19&new=2026-08-07" in hrefs(html)      # each event opens its edition's diff


def test_history_highlights_the_words_that_changed(client, qa):
    history = qa.rule_history("702.19b")
    changed = [e for e in history["events"] if e["kind"] == "changed"]
    assert changed
    for event in changed:
        old = "".join(text for op, text in event["diff"] if op != "+")
        new = "".join(text for op, text in event["diff"] if op != "-")
        assert (old, new) == (event["old_text"], event["text"])
    html = client.get("/h/702.19b").text
    assert "<ins>" in html or "<del>" in html


def test_history_is_computed_once_and_kept_on_disk(index_path, tmp_path, monkeypatch):
    from ruling_qa import api

    calls = []
    fake = {"steps": [["2026-08-07", {"702.19b": ["changed", "702.19b", "old words", "new words"]}]],
            "editions": ["2026-08-07", "2015-01-23"], "oldest": "2015-01-23"}
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(api, "_compute_history", lambda editions: calls.append(len(editions)) or fake)
    first = api.RulingQA(index_path, auto_build=False).rule_history("702.19b")
    assert calls and first["events"][0]["diff"] == [["-", "old"], ["+", "new"], ["=", " words"]]
    assert list((tmp_path / "ruling-qa").glob("history-*.json.gz"))
    again = api.RulingQA(index_path, auto_build=False).rule_history("702.19b")     # a new process
    assert len(calls) == 1 and again["events"] == first["events"]


def test_diff_page_reports_moves_as_moves(client):
    html = client.get("/diff", params={"old": "2026-06-19", "new": "2026-08-07"}).text
    moved = html[html.index('id="moved"'):]
    moved = moved[:moved.index("</ul>")]
    assert re.search(r"704\.5z</span> → <a[^>]*>704\.5aa</a>", moved)
    added = html[html.index('id="added"'):] if 'id="added"' in html else ""
    assert ">704.5aa<" not in added[:added.find("</ul>")]
    assert client.get("/diff", params={"old": "1999-01-01"}).status_code == 404


def _doc(rules: list[tuple[str, str]]) -> RulesDocument:
    return RulesDocument("2026-01-01", tuple(Rule(n, "subrule", t, n.rstrip("abcdefghijkmnpqrstuvwxyz")) for n, t in rules),
                         ())


def test_an_inserted_subrule_moves_the_ones_after_it():
    old = _doc([("100.1a", "Alpha."), ("100.1b", "Beta."), ("100.1c", "Gamma, see rule 100.1b.")])
    new = _doc([("100.1a", "Alpha."), ("100.1b", "New text."), ("100.1c", "Beta."),
                ("100.1d", "Gamma, see rule 100.1c.")])
    rules = diff_documents(old, new)["rules"]
    assert [(m["from"], m["to"]) for m in rules["moved"]] == [("100.1b", "100.1c"), ("100.1c", "100.1d")]
    assert rules["moved"][1]["renumbered_refs"] == [["100.1b", "100.1c"]]
    assert [a["number"] for a in rules["added"]] == ["100.1b"]
    assert rules["removed"] == [] and rules["changed"] == []


def test_a_renumbered_reference_is_not_a_change():
    old = _doc([("100.1a", "Alpha."), ("100.2a", "Beta."), ("100.3a", "See rule 100.2a.")])
    new = _doc([("100.1a", "Alpha."), ("100.2b", "Beta."), ("100.3a", "See rule 100.2b.")])
    rules = diff_documents(old, new)["rules"]
    assert [(m["from"], m["to"]) for m in rules["moved"]] == [("100.2a", "100.2b")]
    assert [(r["number"], r["renumbered_refs"]) for r in rules["renumbered"]] == [("100.3a", [["100.2a", "100.2b"]])]
    assert rules["changed"] == []


def test_word_diff_spells_out_both_texts():
    old, new = "A creature with trample deals damage.", "A creature with trample over planeswalkers deals it."
    segments = word_diff(old, new)
    assert "".join(t for op, t in segments if op != "+") == old
    assert "".join(t for op, t in segments if op != "-") == new
    assert ("+", "over planeswalkers ") in segments


# --- glossary ----------------------------------------------------------------------------------------

def test_glossary_index_links_every_entry(client, qa):
    html = client.get("/g").text
    links = set(hrefs(html))
    entries = qa.glossary_index()["entries"]
    assert len(entries) > 500 and all(term_href(e["term"]) in links for e in entries)


def test_glossary_entry_links_its_rules(client, qa):
    result = qa.define("mana ability")
    html = client.get(term_href(result["entry"]["term"])).text
    assert all(rule_href(r["number"]) in hrefs(html) for r in result["rules"])
    assert client.get("/g/no such glossary thing").status_code == 404


# --- cards -------------------------------------------------------------------------------------------

def test_card_page_shows_oracle_text_parsed_facts_and_rulings(client, qa):
    card = qa.card("Spellskite")["card"]
    html = unescape(client.get("/c/Spellskite").text)
    assert card["faces"][0]["oracle_text"].split("\n")[0] in html
    ability = card["faces"][0]["abilities"][0]
    assert ability["cost"] == ["{U/P}"] and "{U/P}" in html
    target = ability["targets"][0]
    assert f"{target['min']}..{target['max']}" in html
    for ruling in card["rulings"]:
        assert ruling["date"] in html and ruling["text"] in html


def test_card_page_links_keywords_to_their_rules_and_shows_mana(client, qa):
    flying = next(r["number"] for r in qa.export("rules") if r["level"] == "rule" and r["text"] == "Flying")
    assert rule_href(flying) in hrefs(client.get("/c/Serra Angel").text)
    html = client.get("/c/Llanowar Elves").text
    produces = qa.card("Llanowar Elves")["card"]["faces"][0]["abilities"][0]["produces"]
    assert produces["colors"] == ["G"] and "Produces" in html


def test_oracle_text_links_keyword_actions_but_not_everyday_verbs(client, qa):
    rules = {r["text"]: r["number"] for r in qa.export("rules") if r["level"] == "rule"}
    card = next(c for c in qa.export("cards")
                if any("Scry" in (f.get("oracle_text") or "") and "Destroy" in (f.get("oracle_text") or "")
                       for f in c["faces"]))
    oracle = unescape(client.get(card_href(card["name"])).text)
    oracle = oracle[oracle.index('class="oracle"'):]
    assert f'<a href="{rule_href(rules["Scry"])}">Scry</a>' in oracle
    assert f'href="{rule_href(rules["Destroy"])}"' not in oracle


def test_card_without_rulings_says_so_with_the_data_date(client, qa):
    name = next(c["name"] for c in qa.export("cards") if not qa.card(c["name"])["card"]["rulings"])
    html = client.get(card_href(name)).text
    assert "No rulings in this data, cards as of" in html
    assert unescape(qa.sources()["card_data_version"]) in unescape(html)


def test_a_name_that_is_a_card_and_a_term_links_both_ways(client):
    assert "/g/Flash" in hrefs(client.get("/c/Flash").text)
    assert "/c/Flash" in hrefs(client.get("/g/Flash").text)
    assert not any(h.startswith("/c/") for h in hrefs(client.get("/g/Mana Ability").text))


def test_card_names_resolve_or_suggest(client):
    misspelt = client.get("/c/Spelskite", follow_redirects=False)
    assert misspelt.status_code == 302 and misspelt.headers["location"] == "/c/Spellskite"
    split = client.get("/c/" + quote("Fire // Ice", safe=""))
    assert split.status_code == 200 and "<h2>Ice</h2>" in split.text
    unknown = client.get("/c/Zzqxv Wurmling")
    assert unknown.status_code == 404 and "Traceback" not in unknown.text
    assert client.get("/c/" + "x" * 300).status_code == 413


# --- questions and search ------------------------------------------------------------------------

QUESTION = "can Spellskite redirect Deepglow Skate?"


def test_answer_page_links_every_cited_rule_and_card(client, qa):
    answer = qa.ask(QUESTION)
    html = client.get("/q", params={"q": QUESTION}).text
    verdict = answer["verdict"].upper() if answer["verdict"] else "No verdict"
    assert f'id="verdict">{verdict}<' in html
    links = set(hrefs(html))
    for step in answer["reasoning"]:
        for citation in step["citations"]:
            if citation["kind"] == "rule":
                assert rule_href(citation["number"]) in links
    assert all(card_href(c["name"]) in links for c in answer["cards"])
    if answer.get("read_as"):
        assert "Read as:" in html


def test_answer_page_shows_a_computed_value(client, qa):
    html = client.get("/q", params={"q": "What is the mana value of Urza, Planeswalker?"}).text
    assert '<p class="verdict verdict-value" id="verdict">8</p>' in html
    assert "712.8g" in html


def test_answer_page_lists_what_it_could_not_take_into_account(client, qa):
    question = "does Lightning Bolt go to the moon?"
    answer = qa.ask(question)
    html = client.get("/q", params={"q": question}).text
    for word in answer.get("unread") or []:
        assert (word if isinstance(word, str) else str(word.get("text", ""))) in html
    if answer.get("unread"):
        assert "Not taken into account" in html


def test_search_pages_through_the_results(client, qa):
    everything = qa.search("damage", 41)["results"]
    assert len(everything) == 41
    first = client.get("/s", params={"q": "damage"}).text
    second = client.get("/s", params={"q": "damage", "page": 2}).text
    assert "/s?q=damage&page=2" in hrefs(first) and 'start="21"' in second
    links = set(hrefs(second))
    for hit in everything[20:40]:
        href = {"rule": lambda h: rule_href(h["number"]), "glossary": lambda h: term_href(h["term"]),
                "ruling": lambda h: card_href(h["card"])}[hit["kind"]](hit)
        assert href in links
    assert rule_href(everything[0]["number"]) not in links if everything[0]["kind"] == "rule" else True
    assert "/s?q=damage&page=1" in hrefs(second)


def test_search_box_goes_to_the_right_page(client):
    def where(q: str) -> str:
        return client.get("/go", params={"q": q}, follow_redirects=False).headers["location"]

    assert where("spelskite") == "/c/Spellskite"
    assert where("mana ability").startswith("/g/")
    assert where(QUESTION).startswith("/q?")
    assert where("damage prevention shield").startswith(("/s?", "/g/"))
    assert where("  ") == "/"


def test_bad_input_gets_an_error_page_not_a_traceback(client):
    for url in ("/r/%00", "/h/99999", "/g/%00", "/s?q=" + "x" * 2000, "/go?q=" + "y" * 2000):
        response = client.get(url)
        assert 400 <= response.status_code < 500, url
        assert response.headers["content-type"].startswith("text/html") and "Traceback" not in response.text


def test_text_from_users_is_escaped(client):
    attack = '<script>alert("x")</script>'
    for url, params in (("/s", {"q": attack}), ("/q", {"q": "can " + attack + " attack?"}),
                        ("/c/" + quote(attack, safe=""), None), ("/g/" + quote(attack, safe=""), None)):
        html = client.get(url, params=params).text
        assert "<script>alert" not in html, url


def test_cli_rules_diff_lists_moves(cli_env):
    from click.testing import CliRunner

    from ruling_qa.cli import main

    result = CliRunner().invoke(main, ["rules", "diff", "2026-06-19", "2026-08-07"])
    assert result.exit_code == 0, result.output
    assert "12 moved" in result.output.split("\n")[0]
    assert re.search(r"^\s*704\.5z -> 704\.5aa: If a player controls a permanent with start your engines", result.output, re.M)
    json_result = CliRunner().invoke(main, ["rules", "diff", "2026-06-19", "2026-08-07", "--json"])
    assert {"from": "704.5z", "to": "704.5aa"}.items() <= next(
        m for m in json.loads(json_result.output)["rules"]["moved"] if m["to"] == "704.5aa").items()


# --- offline ------------------------------------------------------------------------------------------

def test_docs_load_swagger_ui_from_the_server(client):
    html = client.get("/docs").text
    assert "/static/docs/swagger-ui-bundle.js" in html and "/static/docs/swagger-ui.css" in html
    assert not re.search(r"(?:src|href)=[\"']https?://", html)
    assert client.get("/static/docs/swagger-ui-bundle.js").status_code == 200
    redoc = client.get("/redoc").text
    assert "/static/docs/redoc.standalone.js" in redoc and "fonts.googleapis" not in redoc


def test_templates_load_nothing_from_outside():
    for path in list((WEB / "templates").glob("*.html")) + list((WEB / "static").glob("*")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"(?:src|href|url)\s*[=(]\s*[\"']?(?:https?:)?//", text), path.name


def test_the_web_shell_never_touches_sql():
    for path in WEB.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert "sqlite3" not in source and "sqlite_utils" not in source and "SELECT " not in source, path.name
