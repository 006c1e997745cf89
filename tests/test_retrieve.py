"""The concept index built from the CR, the rules a question and its named cards lead to, and the
rulings tagged with what they are about (issue 12). Real rules and real cards, questions written for
these tests."""
from __future__ import annotations

import json

import pytest

from ruling_qa.models import card_from_dict
from ruling_qa.parse import concepts
from ruling_qa.parse.concepts import ConceptMatcher, concept_key, names_in_text
from ruling_qa.parse.names import normalize_name
from ruling_qa import retrieve
from ruling_qa.retrieve import MAX_RULES, RuleFinder, rule_stem, without_names


@pytest.fixture(scope="module")
def kb(qa):
    return qa.kb


@pytest.fixture(scope="module")
def finder(kb):
    return RuleFinder(kb)


def card(kb, name):
    return card_from_dict(kb.card_data(kb.resolve_card(name).card_id))


# --- words ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("word, same_as", [
    ("blockers", "block"), ("blocked", "block"), ("Sacrificed", "sacrifice"), ("tapped", "tap"),
    ("dies", "die"), ("abilities", "ability"), ("countered", "counter"), ("copies", "copy"),
    ("ETB", "enter"), ("opponent's", "opponents"),
])
def test_stem_brings_word_forms_together(word, same_as):
    assert concept_key(word) == concept_key(same_as)


def test_matcher_finds_longest_names_and_never_crosses_a_sentence():
    matcher = ConceptMatcher([concept_key("declare blockers"), concept_key("declare"),
                              concept_key("first strike")])
    found = {key for key, _, _ in matcher.find("After I declare blockers, first. Strike back")}
    assert concept_key("declare blockers") in found and concept_key("declare") in found
    assert concept_key("first strike") not in found     # "first." and "Strike" are two sentences


# --- the concept index built from the CR ---------------------------------------------------------

@pytest.mark.parametrize("name, rule, source", [
    ("summoning sickness", "302.6", "defined"),       # 302.6: informally called the "summoning sickness" rule
    ("trample", "702.19", "title"),                   # keyword ability title
    ("sacrifice", "701.21", "title"),                 # keyword action title
    ("declare blockers", "509.1", "glossary"),        # glossary: Declare Blockers, see rule 509.1
    ("declare blockers step", "509", "title"),        # chapter heading
    ("leaves-the-battlefield abilities", "603.6c", "defined"),   # 603.6c opens by naming them
    ("in play", "403", "obsolete"),                   # glossary: In Play (Obsolete) ... See Battlefield
    ("timestamp order", "613.7", "glossary"),
    ("interaction of replacement and/or prevention effects", "616", "title"),
])
def test_concept_index_leads_from_cr_names_to_rules(kb, name, rule, source):
    links = kb.concept_index[concept_key(name)]
    assert (rule, source) in {(number, src) for number, _, src, _ in links}
    assert kb.has_rule(rule)


def test_every_concept_a_table_names_is_in_the_cr(kb):
    tables = (concepts.QUESTION_WORDS.values(), (n for _, n in concepts.CARD_TEXT),
              (n for _, n in concepts.TRIGGER_EVENTS), concepts.ABILITY_KINDS.values(),
              (n for _, n in concepts.COST_PARTS), concepts.CARD_TYPES.values(),
              concepts.CARD_LAYOUTS.values(), concepts.INTERACTIONS.values(), (concepts.TRIGGERING,),
              (concepts.UNTARGETED,), (retrieve.TRIGGER_CONCEPTS,))
    names = {name for table in tables for group in table for name in group}
    missing = sorted(n for n in names if concept_key(n) not in kb.concept_index)
    assert missing == []
    assert kb.meta["concepts"]["problems"] == []


def test_every_concept_leads_to_an_existing_rule(kb):
    numbers = {number for links in kb.concept_index.values() for number, *_ in links}
    assert len(numbers) > 500
    assert all(number in kb.rule_table for number in numbers)


# --- card facts -> concepts -------------------------------------------------------------------------

@pytest.mark.parametrize("name, concept", [
    ("Glorybringer", "exert"),                        # named in its Oracle text (701.43)
    ("Glorybringer", "haste"),                        # keyword (702.10)
    ("Spellskite", "change a target"),                # "Change a target of target spell" (115.7)
    ("Spellskite", "phyrexian mana symbol"),          # cost {U/P} (107.4f)
    ("Rest in Peace", "replacement effect"),          # "... exile it instead" (614.1a)
    ("Fog", "prevention effect"),                     # "Prevent all combat damage" (615)
    ("Twincast", "copy"),                             # (707.10)
    ("Blood Artist", "leaves-the-battlefield abilities"),   # "Whenever ... dies" (603.6c, 603.10a)
    ("Llanowar Elves", "mana ability"),               # (605.1a)
    ("Llanowar Elves", "tap symbol"),                 # cost {T} (107.5)
    ("Pacifism", "aura"),                             # subtype Aura (303.4)
    ("Stroke of Genius", "x"),                        # {X} (107.3)
])
def test_card_facts_lead_to_concepts(kb, finder, name, concept):
    found = finder.card_concepts(card(kb, name))
    assert concept_key(concept) in found
    weight, reason = found[concept_key(concept)]
    assert weight > 0 and reason.startswith(name)


# --- question + cards -> rules -------------------------------------------------------------------------

RANKED = [
    # (question, named cards, a rule that decides it)
    ("Can I block with a tapped creature?", [], "509.1"),                               # 509.1a untapped
    ("Can Spellskite redirect Lightning Bolt?", ["Spellskite", "Lightning Bolt"], "115.7"),
    ("Does Doubling Season double the loyalty counters a planeswalker enters with?",
     ["Doubling Season"], "614.1"),                                                     # 614.1c enters with
    ("Does Tarmogoyf have summoning sickness the turn I cast it?", ["Tarmogoyf"], "302.6"),
    ("With Rest in Peace and Leyline of the Void both out, what happens when my creature dies?",
     ["Rest in Peace", "Leyline of the Void"], "616.1"),                                # two replacements
    ("Can I pay the flashback cost of Think Twice?", ["Think Twice"], "702.34"),
    ("If Humility is on the battlefield, does Glorybringer still have flying?",
     ["Humility", "Glorybringer"], "613.1"),                                            # layers
    ("Does Fog prevent damage from a creature with trample?", ["Fog"], "615.1"),
    ("If I copy Lightning Bolt with Twincast, can I choose a new target?",
     ["Lightning Bolt", "Twincast"], "707.10"),
    ("If I sacrifice Sakura-Tribe Elder in response to Lightning Bolt, does the Bolt fizzle?",
     ["Sakura-Tribe Elder", "Lightning Bolt"], "608.2"),                                # 608.2b
    ("Can I counter Counterspell with another Counterspell?", ["Counterspell"], "701.6"),
    ("I control two Thalia, Guardian of Thraben. Which one do I keep?",
     ["Thalia, Guardian of Thraben"], "704.5"),                                         # 704.5j legend rule
    ("Does a creature with protection from red take damage from Pyroclasm?", ["Pyroclasm"], "702.16"),
    ("How many cards do I draw if I cast Stroke of Genius with X equal to 3?", ["Stroke of Genius"], "107.3"),
    # a triggered ability the question asks about: how it triggers (603.2), goes on the stack (603.3)
    ("Does Blood Artist trigger when my opponent's token dies?", ["Blood Artist"], "603.2"),
    ("Can my opponent respond to Soul Warden's ability before I gain the life?", ["Soul Warden"], "603.3"),
    # a card's "can't" beats an effect that would do it (101.2)
    ("If I control Platinum Emperion, does Lightning Bolt aimed at me lower my life total?",
     ["Platinum Emperion", "Lightning Bolt"], "101.2"),
    ("With Ajani's Pridemate out, how many counters does it get if I gain life from Healing Salve?",
     ["Ajani's Pridemate", "Healing Salve"], "119.3"),                                  # gaining life
    ("If I exile Fireball with Isochron Scepter and later cast the copy, what is X?",
     ["Isochron Scepter", "Fireball"], "707.12"),                                       # casting a copy
    # dying together: leaves-the-battlefield abilities look back in time (603.10a)
    ("If Wrath of God destroys my Blood Artist and three other creatures at the same time, does Blood "
     "Artist trigger for each of them?", ["Wrath of God", "Blood Artist"], "603.10"),
    # countering a spell (701.6a), by a card's text or the question's words
    ("Can my Cancel counter Carnage Tyrant?", ["Cancel", "Carnage Tyrant"], "701.6"),
    ("Can my Cancel counter Carnage Tyrant?", ["Cancel", "Carnage Tyrant"], "101.2"),  # can't be countered
    ("If my spell gets countered, do I still get its storm copies?", [], "701.6"),
    ("Can Doom Blade destroy a colorless artifact creature?", ["Doom Blade"], "105.2"),     # an object's colours
    ("With Magus of the Moon out, can Cavern of Souls still add mana of the chosen type?",
     ["Magus of the Moon", "Cavern of Souls"], "305.7"),                                # setting a land's type
    ("With Rising Waters out, do my lands untap during my untap step?", ["Rising Waters"], "502.3"),
    ("Can Dismember kill a creature with converted mana cost 5?", ["Dismember"], "202.3"),   # old name, mana value
    ("If Turn to Frog targets a creature enchanted with Rancor, how big is it?",
     ["Turn to Frog", "Rancor"], "613.4"),                                              # layer 7 sublayers
    ("Does Wrath of God destroy a creature with hexproof?", ["Wrath of God"], "115.10"),  # it doesn't target
    ("If I blink my Wall of Omens with Ephemerate, is it the same creature?",
     ["Wall of Omens", "Ephemerate"], "400.7"),                                         # a new object
    ("My attacking creature stops being a creature after blockers are declared. Does it still deal combat "
     "damage?", [], "506.4"),                                                           # removed from combat
]


@pytest.mark.parametrize("question, names, rule", RANKED, ids=[q for q, _, _ in RANKED])
def test_rank_cites_the_deciding_rule(kb, finder, question, names, rule):
    hits = finder.rank(question, [card(kb, n) for n in names])
    assert 0 < len(hits) <= MAX_RULES
    assert rule in {rule_stem(h.number) for h in hits}, [h.number for h in hits]
    for hit in hits:                                   # each cited rule exists, with a one-line reason
        assert hit.number in kb.rule_table
        assert hit.reason.endswith(f"\u2192 {hit.number}") and "\n" not in hit.reason
    assert len({rule_stem(h.number) for h in hits}) == len(hits)     # one citation per rule


def test_a_triggered_ability_the_question_is_not_about_leaves_room_for_other_rules(kb, finder):
    hits = finder.rank("Can Blood Artist block a creature with flying?", [card(kb, "Blood Artist")])
    assert "603.3" not in {rule_stem(h.number) for h in hits}
    assert "509.1" in {rule_stem(h.number) for h in hits}


def test_dying_where_no_named_card_triggers_on_it_is_about_dying_not_triggers(kb, finder):
    # Rest in Peace triggers on entering, not on a creature dying: the two replacement effects decide
    hits = [rule_stem(h.number) for h in finder.rank(
        "With Rest in Peace and Leyline of the Void both out, what happens when my creature dies?",
        [card(kb, "Rest in Peace"), card(kb, "Leyline of the Void")])]
    assert "616.1" in hits and ("603.10" not in hits or hits.index("616.1") < hits.index("603.10"))


def test_a_spell_that_targets_is_not_said_to_act_without_targeting(kb, finder):
    hits = finder.rank("Can Lightning Bolt target a creature with hexproof?", [card(kb, "Lightning Bolt")])
    assert "115.10" not in {rule_stem(h.number) for h in hits}


def test_rank_cites_subrules_not_headings(kb, finder):
    hits = finder.rank("Can I respond to a triggered ability?", [])
    assert hits and all(kb.rule_table[h.number][0] in ("rule", "subrule") for h in hits)


def test_rank_leaves_out_rules_already_cited(kb, finder):
    question, names = "Does Fog prevent damage from a creature with trample?", ["Fog"]
    hits = finder.rank(question, [card(kb, n) for n in names], skip=["615.1a"])
    assert "615.1" not in {rule_stem(h.number) for h in hits}


def test_card_names_name_no_concepts(kb):
    rhino = card(kb, "Siege Rhino")
    assert "siege" not in without_names("Can I respond to Siege Rhino's trigger?", [rhino]).lower()


def test_events_from_a_reading_lead_to_rules(finder):
    hits = finder.rank("Can it do that?", [], events=["block"])
    assert "509.1" in {rule_stem(h.number) for h in hits}


# --- answers -----------------------------------------------------------------------------------------

def test_ask_without_a_check_cites_at_most_five_rules_with_reasons(qa):
    answer = qa.ask("With Rest in Peace and Leyline of the Void both out, what happens when my creature dies?")
    rules = answer["citations"]["rules"]
    if answer["check"] is None:
        assert 0 < len(rules) <= MAX_RULES
    assert any(r.get("reason") for r in rules)
    assert all(qa.kb.has_rule(r["number"]) for r in rules)
    assert "616.1" in {rule_stem(r["number"]) for r in rules}


def test_answer_rulings_name_another_card_in_the_question_first(qa):
    answer = qa.ask("How do Humility and Opalescence work together?")
    rulings = [r for r in answer["citations"]["rulings"] if r["card"] == "Humility"]
    assert rulings and "Opalescence" in rulings[0]["text"]


# --- rulings tagged at build time ----------------------------------------------------------------------

def test_rulings_are_tagged_with_rules_concepts_and_other_cards(qa):
    rulings = qa.card("Humility")["card"]["rulings"]
    assert all({"rules", "concepts", "cards"} <= set(r) for r in rulings)
    naming = [r for r in rulings if "Opalescence" in r["text"]]
    assert naming and all("Opalescence" in r["cards"] for r in naming)
    assert any("613" in {n.split(".")[0] for n in r["rules"]} for r in rulings)    # layers
    assert all(qa.kb.has_rule(n) for r in rulings for n in r["rules"])


def test_card_cli_shows_what_rulings_are_about(cli_env):
    from click.testing import CliRunner

    from ruling_qa.cli import main

    result = CliRunner().invoke(main, ["card", "Spellskite"])
    assert result.exit_code == 0 and "Deepglow Skate]" in result.stdout


def test_names_in_text_finds_card_names_not_words():
    names = {normalize_name(n): n for n in ("Lightning Bolt", "Fog", "Spellskite", "Deepglow Skate")}
    text = ("Fog doesn't stop it. If Spellskite is the only target of Lightning Bolt, a Fog in "
            "response changes nothing for Deepglow Skate's controller.")
    found = names_in_text(text, names, normalize_name, ordinary={"fog"})
    assert found == ["Spellskite", "Lightning Bolt", "Deepglow Skate"]


def test_build_records_concept_counts(kb):
    meta = kb.meta["concepts"]
    assert meta["links"] > 1000 and meta["tagged_rulings"] > 10000
    assert isinstance(kb.meta["concept_rulings"], dict)


# --- search ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("query, rule", [
    ("summoning sickness", "302.6"),
    ("declare blockers", "509.1"),
    ("leaves-the-battlefield abilities", "603.6c"),
])
def test_search_finds_the_rule_a_concept_names_first(qa, query, rule):
    results = qa.search(query)["results"]
    assert results[0]["kind"] == "rule" and results[0]["number"] == rule
    assert json.dumps(results)      # JSON-ready
