"""Chat messages as bots receive them -> replies ready to post (ruling_qa.chat): a table of
messages with the expected reply, the pure parts (parse, render, fit) and the 2,000-character limit."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from ruling_qa import chat
from ruling_qa.chat import LIMIT, Reference, pack, parse, reply, units
from ruling_qa.errors import BadInput, InputTooLarge


def plain(obj):
    return json.loads(json.dumps(obj))


# --- reading messages ---------------------------------------------------------------------------

PARSED = [
    ("[[Spellskite]]", [("card", "Spellskite")]),
    ("[[ Spellskite ]]", [("card", "Spellskite")]),
    ("[[Spellskite|rulings]]", [("rulings", "Spellskite")]),
    ("[[Spellskite | Rulings]]", [("rulings", "Spellskite")]),
    ("[[Spellskite|oracle]]", [("card", "Spellskite")]),
    ("[[Fire/Ice]]", [("card", "Fire/Ice")]),
    ("[[Fire // Ice]]", [("card", "Fire // Ice")]),
    ("{{702.19b}}", [("rule", "702.19b")]),
    ("{{ 702.19b }}", [("rule", "702.19b")]),
    ("!cr 702.19b", [("rule", "702.19b")]),
    ("!CR 702.19b, please", [("rule", "702.19b")]),
    ("!rule 613.4.", [("rule", "613.4")]),
    ("!define mana ability", [("define", "mana ability")]),
    ("!glossary  first strike ", [("define", "first strike")]),
    ("!card Spellskite", [("card", "Spellskite")]),
    ("!rulings Fire // Ice", [("rulings", "Fire // Ice")]),
    ("!ask can Fog be countered?", [("ask", "can Fog be countered?")]),
    ("!help", [("help", "")]),
    ("!cr", [("help", "!cr needs something after it")]),
    ("!frobnicate the widget", [("help", "!frobnicate")]),
    ("can Spellskite redirect Deepglow Skate?", [("ask", "can Spellskite redirect Deepglow Skate?")]),
    ("  what is trample?\n", [("ask", "what is trample?")]),
    ("!!! help me", [("ask", "!!! help me")]),
    ("it costs {T} and {2}{U}", [("ask", "it costs {T} and {2}{U}")]),
    ("[[]] and {{}}", [("ask", "[[]] and {{}}")]),
    ("hey what does [[Spellskite]] do vs {{702.19b}}?\n!define trample\nthanks!",
     [("card", "Spellskite"), ("rule", "702.19b"), ("define", "trample")]),
    ("{{601.2c}} then [[Llanowar Elves]] then [[Deepglow Skate|rulings]]",
     [("rule", "601.2c"), ("card", "Llanowar Elves"), ("rulings", "Deepglow Skate")]),
    ("🔥 [[Fire // Ice]] 🧊 [[Lim-Dûl’s Vault]]", [("card", "Fire // Ice"), ("card", "Lim-Dûl’s Vault")]),
    ("[[[[Spellskite]]]]", [("card", "Spellskite")]),
    ("!card tarmogoyf! and !card noble hierarch", [("card", "tarmogoyf"), ("card", "noble hierarch")]),
    ("hey !cr 702.19B", [("rule", "702.19b")]),
    ("!cr deathtouch", [("rule", "deathtouch")]),
    ("<@123> can [[Llanowar Elves]] tap for mana the turn it comes in?",
     [("ask", "can Llanowar Elves tap for mana the turn it comes in?"), ("card", "Llanowar Elves")]),
    ("<@!99>   <#12>", [("help", "")]),
    ("what do [[Spellskite]] and {{702.19b}} say?", [("card", "Spellskite"), ("rule", "702.19b")]),
    ("[[Fog]] [[fog ]] {{702.2}} !cr 702.2", [("card", "Fog"), ("card", "fog"), ("rule", "702.2")]),  # cards merge once resolved
    ("wow!great !nope mid-line", [("ask", "wow!great !nope mid-line")]),
]


@pytest.mark.parametrize("message,expected", [
    ("[[Lightning Bolt|m10]]", ("card", "Lightning Bolt", "M10")),
    ("[[Lightning Bolt|oracle]]", ("card", "Lightning Bolt", "")),
    ("[[Spellskite|3]]", ("rulings", "Spellskite", "3")),
    ("!ruling Spellskite 2", ("rulings", "Spellskite", "2")),
    ("!rulings Spellskite #4 please", ("rulings", "Spellskite", "4")),
    ("!ex 702.19B.", ("examples", "702.19b", "")),
])
def test_parse_options(message, expected):
    assert parse(message) == [Reference(*expected)]


@pytest.mark.parametrize("message,expected", PARSED, ids=[p[0][:40] for p in PARSED])
def test_parse(message, expected):
    assert parse(message) == [Reference(kind, text) for kind, text in expected]


@pytest.mark.parametrize("message,error", [("", BadInput), ("   \n\t", BadInput), ("a\x00b", BadInput),
                                           ("x" * 4001, InputTooLarge)])
def test_parse_refuses(message, error):
    with pytest.raises(error):
        parse(message)


# --- the table: messages as bots receive them -> the reply ---------------------------------------

MESSAGES = [
    # (message, substrings the reply text contains in this order, part codes: "ok" or an error code)
    ("[[Spellskite]]",
     ["**Spellskite** · {2} · Artifact Creature — Phyrexian Horror · 0/4",
      "{U/P}: Change a target of target spell or ability to this creature.", "6 rulings · `[[Spellskite|rulings]]`"],
     ["ok"]),
    ("[[Spellskite|rulings]]",
     ["**Spellskite** — 6 rulings", "• 2020-08-07 — You can activate Spellskite's ability",
      "you can only change one of the targets to Spellskite"], ["ok"]),
    ("[[Fire/Ice]]",
     ["**Fire // Ice** (split)", "**Fire** · {1}{R} · Instant", "divided as you choose among one or two targets",
      "**Ice** · {1}{U} · Instant", "Tap target permanent.\nDraw a card.", "rulings"], ["ok"]),
    ("{{702.19b}}",
     ["**702.19b** The controller of an attacking creature with trample first assigns damage"], ["ok"]),
    ("!cr 702.19",
     ["**702.19** Trample", "**702.19a** Trample is a static ability", "702.19c"], ["ok"]),
    ("!define mana ability",
     ["**Mana Ability** — An activated or triggered ability that could create mana", "**605** Mana Abilities"],
     ["ok"]),
    ("hey, what does [[Spellskite]] do vs {{702.19b}}?\n!define trample\nthx",
     ["**Spellskite**", "**702.19b**", "**Trample** —"], ["ok", "ok", "ok"]),
    ("[[Llanowar Elves]] [[Deepglow Skate]] [[Spellskite]]",
     ["**Llanowar Elves**", "{T}: Add {G}.", "**Deepglow Skate**", "**Spellskite**"], ["ok", "ok", "ok"]),
    ("[[Xyzzyq Plover]]", ["❓ No card named 'Xyzzyq Plover'", "Try `[["], ["unknown_card"]),
    ("[[Spellskite]] and [[Xyzzyq Plover|rulings]] and [[Fog]]",
     ["**Spellskite**", "❓", "|rulings]]`", "**Fog**"], ["ok", "unknown_card", "ok"]),
    ("{{999.99z}}", ["❓ There is no rule 999.99z", "Try `{{"], ["unknown_rule"]),
    ("!cr banana", ["❓ 'banana' is neither a rule number nor a glossary term"], ["unknown_term"]),
    ("!define flibbertigibbet", ["❓ No glossary entry for 'flibbertigibbet'"], ["unknown_term"]),
    ("[[spelskite]]", ["**Spellskite** (for “spelskite”)"], ["ok"]),
    ("[[Lim-Dûl's Vault]]", ["**Lim-Dûl's Vault**"], ["ok"]),
    ("[[Lim-Dûl’s Vault]]", ["**Lim-Dûl's Vault**"], ["ok"]),
    ("[[Æther Vial]] [[aether vial]]", ["**Aether Vial**"], ["ok"]),          # the same card: shown once
    ("🔥 [[Fire // Ice]] 🧊", ["**Fire // Ice**"], ["ok"]),
    ("[[@everyone]]", ["❓", "@\u200beveryone"], ["unknown_card"]),
    ("!frobnicate now", ["❓ `!frobnicate` is not a command I know; `!help`"], ["ok"]),
    ("!help", ["`[[Card Name]]`", "`!define SBA`"], ["ok"]),
]


@pytest.mark.parametrize("message,expected,codes", MESSAGES, ids=[m[0][:40] for m in MESSAGES])
def test_reply_table(qa, message, expected, codes):
    result = reply(message, qa)
    text = result["text"]
    assert result["ok"] is True and result["truncated"] is False
    assert units(text) <= LIMIT
    at = 0
    for piece in expected:
        found = text.find(piece, at)
        assert found >= 0, f"{piece!r} not in order in:\n{text}"
        at = found + len(piece)
    assert [p.get("code", "ok") if not p["ok"] else "ok" for p in result["parts"]] == codes
    assert "@everyone" not in text and "@here" not in text


def test_parts_are_the_api_results(qa):
    result = reply("[[Spellskite]] {{702.19b}} !nothing\n!define mana ability", qa)
    assert result["parts"] == [plain(qa.card("Spellskite")), plain(qa.rule("702.19b")),
                               plain(qa.define("mana ability"))]
    with pytest.raises(Exception) as raised:
        qa.card("Xyzzyq Plover")
    assert reply("[[Xyzzyq Plover]]", qa)["parts"] == [raised.value.to_dict()]


def test_huge_reply_is_split_into_messages_and_drops_nothing(qa):
    message = " ".join(["[[Spellskite|rulings]]", "[[Fire // Ice|rulings]]", "{{702.19b}}", "[[Oko, Thief of Crowns|rulings]]"])
    result = reply(message, qa, max_messages=10)
    messages = result["messages"]
    assert len(messages) >= 2 and all(units(m) <= LIMIT for m in messages)
    whole = "\n".join(messages)
    for card in ("Spellskite", "Fire // Ice", "Oko, Thief of Crowns"):
        for ruling in qa.card(card)["card"]["rulings"]:          # every ruling, in full
            assert chat.escape(ruling["text"]) in whole
    assert "**702.19b**" in whole and "ruling-qa" not in whole and "GET /" not in whole
    assert len(result["parts"]) == len(result["embeds"]) == 4
    assert result["text"] == messages[0] and result["truncated"] is True


def test_max_messages_shortens_but_keeps_every_reference(qa):
    message = " ".join(["[[Spellskite|rulings]]", "[[Fire // Ice|rulings]]", "{{702.19b}}", "[[Oko, Thief of Crowns|rulings]]",
                        "[[Tarmogoyf|rulings]]", "!cr 613", "[[Noble Hierarch|rulings]]"])
    for limit in (1, 2, 3):
        result = reply(message, qa, max_messages=limit)
        assert 1 <= len(result["messages"]) <= limit and result["truncated"]
        whole = "\n".join(result["messages"])
        for name in ("Spellskite", "Fire // Ice", "702.19b", "Oko, Thief of Crowns", "Tarmogoyf", "613", "Noble Hierarch"):
            assert name in whole, (limit, name)


def test_too_many_references(qa):
    numbers = [f"702.{n}" for n in range(2, 2 + chat.MAX_REFERENCES + 4)]
    result = reply(" ".join("{{%s}}" % n for n in numbers), qa, max_messages=10)
    assert len(result["parts"]) == chat.MAX_REFERENCES + 1           # the last part is the note
    whole = "\n".join(result["messages"])
    assert "not looked up" in whole and all(n in whole for n in numbers[chat.MAX_REFERENCES:])


def test_empty_and_huge_messages_refused(qa):
    with pytest.raises(BadInput):
        reply("  ", qa)
    with pytest.raises(InputTooLarge):
        reply("[[Spellskite]] " * 300, qa)


# --- plain questions (the ask path), with a stand-in answer and with the real one ---------------

ANSWER = {
    "ok": True, "question": "can Spellskite redirect Deepglow Skate?", "intent": "targets.change_target",
    "cards": [], "unknown_cards": [], "verdict": "no",
    "answer": "No: Deepglow Skate's ability uses the word \"target\" once, so Spellskite can change only one "
              "of its targets.",
    "check": "targets.change_target.v1", "assumptions": [], "reasoning": [],
    "citations": {"rules": [{"number": "115.7", "text": "..."}, {"number": "115.7d", "text": "..."},
                            {"number": "115.7", "text": "..."}],
                  "glossary": [],
                  "rulings": [{"card": "Spellskite", "date": "2020-08-07", "text": "Stand-in ruling: only one "
                               "of Deepglow Skate's targets can change."},
                              {"card": "Deepglow Skate", "date": "2021-06-18", "text": "Second ruling."},
                              {"card": "Deepglow Skate", "date": "2021-06-18", "text": "Third ruling."}],
                  "oracle": []},
    "sources": {"cr_effective_date": "2026-08-07", "card_data_version": "test"},
}


class StandIn:
    """The verbs `reply` needs, with a canned answer for questions."""

    def __init__(self, qa, answer=ANSWER):
        self.qa, self.answer = qa, answer

    def card(self, name):
        return self.qa.card(name)

    def rule(self, number):
        return self.qa.rule(number)

    def define(self, term):
        return self.qa.define(term)

    def ask(self, question):
        from ruling_qa.errors import InputTooLarge as TooLarge

        if len(question) > 1000:
            raise TooLarge(f"the question is {len(question):,} characters long; the limit is 1,000")
        return {**self.answer, "question": question}


def test_plain_question_reply(qa):
    result = reply("can Spellskite redirect Deepglow Skate?", StandIn(qa))
    lines = result["text"].split("\n")
    assert lines[0].startswith("**No:** Deepglow Skate's ability uses the word \"target\" once")
    assert lines[1].startswith("> Spellskite ruling (2020-08-07): Stand-in ruling: only one")
    assert lines[2].startswith("> Deepglow Skate ruling (2021-06-18)") and "Third ruling" not in result["text"]
    assert lines[3] == "Rules: 115.7, 115.7d"
    assert result["parts"][0]["question"] == "can Spellskite redirect Deepglow Skate?"


@pytest.mark.parametrize("verdict,line", [("yes", "**Yes.** No: Deepglow"), ("no", "**No:** Deepglow"),
                                          ("depends", "**It depends.**"), (None, "**No computed answer.** No: ")])
def test_verdict_lines(verdict, line):
    assert chat.render_answer({**ANSWER, "verdict": verdict}).startswith(line)


def test_no_verdict_shows_the_rules_text():
    answer = {**ANSWER, "verdict": None, "answer": "no check covers this question, so there is no computed answer.",
              "citations": {**ANSWER["citations"], "rulings": [],
                            "rules": [{"number": "113.6g", "text": "An object’s ability ... " * 30},
                                      {"number": "113.9", "text": "Short."}, {"number": "113.6i", "text": "x"}]}}
    lines = chat.render_answer(answer).split("\n")
    assert lines[0] == "No check covers this question, so there is no computed answer."
    assert lines[1].startswith("**113.6g** An object’s ability") and lines[1].endswith(" …") and len(lines[1]) < 330
    assert lines[2:] == ["**113.9** Short.", "More rules: 113.6i"]


def test_long_answer_is_split_at_sentences(qa):
    long_answer = {**ANSWER, "answer": " ".join(f"Sentence number {i} explains one more detail." for i in range(90))}
    result = reply("why is the sky blue in Magic?", StandIn(qa, long_answer))
    messages = result["messages"]
    assert len(messages) == 3 and all(units(m) <= LIMIT for m in messages)
    assert messages[0].rstrip().endswith("detail.") and "Sentence number 89 explains" in "".join(messages)
    assert "ruling-qa" not in "".join(messages)


def test_question_over_the_ask_limit_gets_a_line(qa):
    result = reply("why " * 300, StandIn(qa))
    assert result["text"].startswith("❓ The question is 1,199 characters long") and not result["truncated"]
    assert result["parts"][0]["code"] == "input_too_large"


REAL_QUESTIONS = ["can Spellskite redirect Deepglow Skate?", "can Llanowar Elves tap for mana the turn it comes in?",
                  "what mana can Reflecting Pool make?", "can Fog be countered?", "does Xyzzyq Plover have flying?",
                  "¿puede Spellskite redirigir Deepglow Skate? 🤔"]


@pytest.mark.parametrize("question", REAL_QUESTIONS)
def test_real_question(qa, question):
    try:
        expected = qa.ask(question)
    except ImportError:
        pytest.skip("RulingQA.ask is not working yet")
    result = reply(question, qa)
    text = result["text"]
    assert result["parts"] == [plain(expected)] and units(text) <= LIMIT
    lines = text.splitlines()
    if expected["read_as"]:
        assert lines.pop(0) == f"_Read as: {expected['read_as']}_"     # what was answered comes first
    if expected["verdict"]:
        assert lines[0].startswith("**" + chat.VERDICT[expected["verdict"]].rstrip("."))
    assert text.count("\n> ") + text.startswith("> ") <= 2            # at most two rulings
    for rule in expected["citations"]["rules"]:
        assert rule["number"] in text


# --- the limit, always ---------------------------------------------------------------------------

TOKENS = st.sampled_from(["[[Spellskite]]", "[[Spellskite|rulings]]", "[[Fire/Ice|rulings]]", "{{702.19}}",
                          "{{702.19b}}", "\n!cr 613.4\n", "\n!define mana ability\n", "[[Xyzzy]]", "{{1.1z}}",
                          "[[Lim-Dûl's Vault]]", "\n!nope\n", "[[@here]]"])
FILLER = st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00[]{}!"),
                 max_size=40)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.tuples(FILLER, TOKENS), min_size=1, max_size=14))
def test_any_message_with_references_fits(qa, pieces):
    message = "".join(f + t for f, t in pieces)[:4000]
    if not message.strip():
        return
    result = reply(message, StandIn(qa))
    assert units(result["text"]) <= LIMIT
    assert "@everyone" not in result["text"] and "@here" not in result["text"]
    assert all(units(m) <= LIMIT for m in result["messages"]) and len(result["messages"]) <= chat.DEFAULT_MAX_MESSAGES
    assert result["truncated"] == (result["text"] != "\n\n".join(result["messages"]) or result["truncated"])


@given(st.lists(st.lists(st.text(min_size=1, max_size=900), min_size=1, max_size=4), min_size=1, max_size=8),
       st.integers(min_value=200, max_value=2000))
@example([["0" * 201]], 200)                              # a word longer than a message (found by hypothesis in CI)
def test_pack_keeps_every_word(sections, limit):
    messages = pack(sections, limit=limit)
    assert all(units(m) <= limit for m in messages)
    words = [w for blocks in sections for b in blocks for w in chat.neutralize(b).split()]
    got = [w for m in messages for w in m.split()]
    assert "".join(got) == "".join(words)               # nothing lost, added or reordered
    if all(units(w) <= limit for w in words):
        assert got == words                             # only a word longer than a message is cut


def test_utf16_units_are_counted():
    emoji = "😀" * 1500                         # 1,500 characters, 3,000 UTF-16 units
    messages = pack([[emoji]])
    assert len(messages) == 2 and all(units(m) <= LIMIT for m in messages)
