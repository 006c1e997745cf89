"""Checks computed from the parsed facts of real cards (the session index), role by role.

Each row: check, cards by role, question details, expected verdict, and the rule or official
ruling that justifies it.
"""
from __future__ import annotations

import pytest

from ruling_qa.checks import CheckInput, registry
from ruling_qa.models import Question, card_from_dict

CHECKS = {spec.name: spec for spec in registry()}

TABLE = [
    # --- targets.change_target.v1 (115.7) ---
    ("targets.change_target.v1", {"redirector": "Spellskite", "spell": "Deepglow Skate"}, {}, "yes",
     "Spellskite ruling: one instance with several targets -> only one of them changes to Spellskite (115.7b)"),
    ("targets.change_target.v1", {"redirector": "Spellskite", "spell": "Lightning Bolt"}, {}, "yes",
     "115.4: 'any target' can be a creature; Spellskite is one"),
    ("targets.change_target.v1", {"redirector": "Spellskite", "spell": "Counterspell"}, {}, "no",
     "Spellskite ruling: if Spellskite isn't a legal target, no targets are changed (a permanent isn't a spell)"),
    ("targets.change_target.v1", {"redirector": "Spellskite", "spell": "Grizzly Bears"}, {}, "no",
     "Spellskite ruling: activation is legal when the spell has no targets, but nothing changes"),
    ("targets.change_target.v1", {"redirector": "Misdirection", "spell": "Deepglow Skate"}, {}, "no",
     "Misdirection targets a spell; Deepglow Skate's targets are on a triggered ability"),
    ("targets.change_target.v1", {"redirector": "Willbender", "spell": "Lightning Bolt"}, {}, "yes",
     "115.9a: Lightning Bolt always has exactly one target"),
    ("targets.change_target.v1", {"redirector": "Willbender", "spell": "Electrolyze"}, {}, "depends",
     "115.9a: 'one or two targets' has a single target only if one was chosen"),
    ("targets.change_target.v1", {"redirector": "Bolt Bend", "spell": "Prodigal Sorcerer"}, {}, "yes",
     "Bolt Bend targets spells or abilities with a single target; the {T} ability has one"),
    ("targets.change_target.v1", {"redirector": "Redirect", "spell": "Fireball"}, {}, "yes",
     "115.7d: new targets may be chosen; the number of targets can't change"),
    ("targets.change_target.v1", {"redirector": "Deflecting Swat", "spell": "Swords to Plowshares"}, {}, "yes",
     "115.7d"),
    ("targets.change_target.v1", {"redirector": "Grizzly Bears", "spell": "Lightning Bolt"}, {"asked": "change"}, "no",
     "115.1: targets change only if an effect says so"),
    ("targets.change_target.v1", {"redirector": "Spellskite", "spell": "Vindicate"}, {}, "yes",
     "115.7b: 'target permanent' can be Spellskite"),
    ("targets.change_target.v1", {"redirector": "Spellskite", "spell": "Duress"}, {}, "no",
     "'target opponent' can't be a permanent (115.7a)"),
    ("targets.change_target.v1", {"redirector": "Misdirection", "spell": "Twincast"}, {}, "yes", "115.9a"),
    # --- sickness.tap_or_attack.v1 (302.6) ---
    ("sickness.tap_or_attack.v1", {"permanent": "Llanowar Elves"}, {"action": "tap_for_mana"}, "no",
     "302.6 / 107.5: a creature's {T} ability needs continuous control since the turn began"),
    ("sickness.tap_or_attack.v1", {"permanent": "Sol Ring"}, {"action": "tap_for_mana"}, "yes",
     "302.6 applies to creatures only"),
    ("sickness.tap_or_attack.v1", {"permanent": "Goblin Guide"}, {"action": "attack"}, "yes", "702.10b"),
    ("sickness.tap_or_attack.v1", {"permanent": "Grizzly Bears", "haste_source": "Fires of Yavimaya"},
     {"action": "attack"}, "yes", "702.10b: haste from another permanent"),
    ("sickness.tap_or_attack.v1", {"permanent": "Llanowar Elves", "haste_source": "Goblin Guide"},
     {"action": "tap_for_mana"}, "no", "Goblin Guide's haste is its own"),
    ("sickness.tap_or_attack.v1", {"permanent": "Birds of Paradise"}, {"action": "block"}, "yes",
     "302.6: summoning sickness doesn't stop blocking"),
    ("sickness.tap_or_attack.v1", {"permanent": "Blood Pet"}, {"action": "tap_for_mana"}, "yes",
     "302.6: only {T}/{Q} abilities are restricted; Blood Pet sacrifices"),
    ("sickness.tap_or_attack.v1", {"permanent": "Mutavault"}, {"action": "tap_for_mana"}, "yes",
     "302.6: a land that isn't a creature can tap the turn it enters"),
    ("sickness.tap_or_attack.v1", {"permanent": "Smuggler's Copter"}, {"action": "attack"}, "no",
     "302.6: a crewed Vehicle that came in this turn can't attack"),
    ("sickness.tap_or_attack.v1", {"permanent": "Prodigal Sorcerer"}, {"action": "activate"}, "no", "107.5"),
    ("sickness.tap_or_attack.v1", {"permanent": "Quirion Ranger"}, {"action": "activate"}, "yes",
     "302.6: its ability has no {T}"),
    ("sickness.tap_or_attack.v1", {"permanent": "Raging Goblin"}, {"action": "attack"}, "yes", "702.10b"),
    ("sickness.tap_or_attack.v1", {"permanent": "Sol Ring"}, {"action": "any"}, "no",
     "302.6: summoning sickness is a rule about creatures"),
    ("sickness.tap_or_attack.v1", {"permanent": "Llanowar Elves"}, {"action": "any"}, "yes", "302.6"),
    ("sickness.tap_or_attack.v1", {"permanent": "Goblin Guide"}, {"action": "any"}, "no", "702.10b-c"),
    # --- mana.production.v1 ---
    ("mana.production.v1", {"source": "Reflecting Pool"}, {"color": "U"}, "depends", "106.7: could produce"),
    ("mana.production.v1", {"source": "Llanowar Elves"}, {"color": "U"}, "no", "106.1: it adds {G} only"),
    ("mana.production.v1", {"source": "Birds of Paradise"}, {"color": "R"}, "yes", "any color"),
    ("mana.production.v1", {"source": "Dark Ritual"}, {"ask": "is_mana_ability"}, "no",
     "605.5: spells aren't mana abilities"),
    ("mana.production.v1", {"source": "Llanowar Elves"}, {"ask": "is_mana_ability"}, "yes", "605.1a"),
    ("mana.production.v1", {"source": "Sol Ring"}, {"color": "C"}, "yes", "106.1"),
    ("mana.production.v1", {"source": "Grizzly Bears"}, {"ask": "which"}, "no", "no ability adds mana"),
    ("mana.production.v1", {"source": "Fellwar Stone"}, {"color": "B"}, "depends", "106.7"),
    ("mana.production.v1", {"source": "Selvala's Stampeder"}, {"ask": "which"}, "no", "no ability adds mana"),
    # --- mana.tapped_for_mana.v1 (106.12) ---
    ("mana.tapped_for_mana.v1", {"watcher": "Mana Reflection", "tapped": "Llanowar Elves"}, {}, "yes", "106.12b"),
    ("mana.tapped_for_mana.v1", {"watcher": "Vernal Bloom", "tapped": "Forest"}, {}, "yes", "106.12a"),
    ("mana.tapped_for_mana.v1", {"watcher": "Vernal Bloom", "tapped": "Island"}, {}, "no", "not a Forest"),
    ("mana.tapped_for_mana.v1", {"watcher": "Heartbeat of Spring", "tapped": "Sol Ring"}, {}, "no", "not a land"),
    ("mana.tapped_for_mana.v1", {"watcher": "Mana Reflection", "tapped": "Blood Pet"}, {}, "no",
     "106.12: no {T} in the mana ability's cost"),
    ("mana.tapped_for_mana.v1", {"watcher": "Zendikar Resurgent", "tapped": "Llanowar Elves"}, {}, "no",
     "Zendikar Resurgent looks for lands"),
    ("mana.tapped_for_mana.v1", {"watcher": "Zendikar Resurgent", "tapped": "Mountain"}, {}, "yes", "106.12a"),
    # --- entering.x_value.v1 (107.3m) ---
    ("entering.x_value.v1", {"permanent": "Hangarback Walker"}, {"cast": "no"}, "no", "107.3m: not cast, X is 0"),
    ("entering.x_value.v1", {"permanent": "Hangarback Walker"}, {"cast": "yes"}, "yes", "107.3m"),
    ("entering.x_value.v1", {"permanent": "Hydroid Krasis"}, {}, "depends", "107.3m"),
    ("entering.x_value.v1", {"permanent": "Grizzly Bears"}, {}, "no", "no X in its enters abilities"),
    # --- attacks.forced_attack.v1 (508.1d) ---
    ("attacks.forced_attack.v1", {"forcer": "Alluring Siren", "attacker": "Grizzly Bears"}, {}, "yes", "508.1d"),
    ("attacks.forced_attack.v1", {"forcer": "Alluring Siren", "attacker": "Wall of Stone"}, {}, "no", "702.3b"),
    ("attacks.forced_attack.v1", {"forcer": "Alluring Siren", "attacker": "Grizzly Bears"}, {"state": "tapped"},
     "no", "Alluring Siren ruling: a tapped creature isn't forced"),
    ("attacks.forced_attack.v1", {"attacker": "Juggernaut"}, {}, "yes", "508.1d"),
    ("attacks.forced_attack.v1", {"attacker": "Grizzly Bears"}, {}, "no", "no requirement"),
    # --- targeting.legal_target.v1 ---
    ("targeting.legal_target.v1", {"source": "Swords to Plowshares", "target": "Progenitus"}, {}, "no", "702.16b"),
    ("targeting.legal_target.v1", {"source": "Doom Blade", "target": "Nantuko Shade"}, {}, "no", "nonblack"),
    ("targeting.legal_target.v1", {"source": "Lightning Bolt", "target": "Troll Ascetic"}, {}, "depends", "702.11b"),
    ("targeting.legal_target.v1", {"source": "Shock", "target": "Sol Ring"}, {}, "no", "115.4"),
    ("targeting.legal_target.v1", {"source": "Naturalize", "target": "Sol Ring"}, {}, "yes", "115.1"),
    # a spell target's mana value limit after "you control" (202.3): an instant with mana value 4 never fits
    ("targeting.legal_target.v1", {"source": "Izzet Guildmage", "target": "Fact or Fiction"}, {}, "no", "mana value 2"),
    ("targeting.legal_target.v1", {"source": "Wrath of God", "target": "Grizzly Bears"}, {}, "no", "115.10a"),
    ("targeting.legal_target.v1", {"source": "Counterspell", "target": "Llanowar Elves"}, {}, "yes",
     "any card is a spell while on the stack"),
    ("targeting.legal_target.v1", {"source": "Murder", "target": "Invisible Stalker"}, {}, "depends", "702.11b"),
    ("targeting.legal_target.v1", {"source": "Lightning Bolt", "target": "Sphinx of the Final Word"}, {}, "depends",
     "702.11b: hexproof"),
    ("targeting.legal_target.v1", {"source": "Terror", "target": "Ornithopter"}, {}, "no", "nonartifact"),
]


def load(qa, name):
    return card_from_dict(qa.kb.card_data(qa.kb.resolve_card(name).card_id))


@pytest.mark.parametrize("name, roles, details, expected, why", TABLE, ids=[
    f"{row[0].split('.')[1]}-{'-'.join(row[1].values())}-{'-'.join(row[2].values())}" for row in TABLE])
def test_check_verdicts(qa, name, roles, details, expected, why):
    cards = {role: load(qa, card) for role, card in roles.items()}
    verdict = CHECKS[name].run(CheckInput(Question("", None), cards, details))
    assert verdict is not None and verdict.value == expected, (why, verdict)
    assert verdict.answer and verdict.steps


def test_every_cited_rule_exists_in_the_current_rules(qa):
    for spec in registry():
        for number in spec.cites:
            assert qa.kb.has_rule(number), f"{spec.name} cites {number}, which the current CR lacks"


def test_every_rule_a_verdict_cites_exists(qa):
    for name, roles, details, _, _ in TABLE:
        cards = {role: load(qa, card) for role, card in roles.items()}
        verdict = CHECKS[name].run(CheckInput(Question("", None), cards, details))
        for s in verdict.steps:
            for citation in s.citations:
                assert qa.kb.has_rule(citation.number), (name, citation.number)


def test_registry_refuses_duplicate_names():
    from ruling_qa.checks import check

    with pytest.raises(ValueError):
        check(next(iter(CHECKS)), intent="x", answers="x", cites=())(lambda q: None)


def test_checks_never_key_on_card_names():
    """Checks compute from facts: no check module mentions a card of the test table by name."""
    import inspect

    basic_land_types = {"Plains", "Island", "Swamp", "Mountain", "Forest"}   # also rules words (305.6)
    names = {card for _, roles, _, _, _ in TABLE for card in roles.values()} - basic_land_types
    for spec in registry():
        source = inspect.getsource(inspect.getmodule(spec.run))
        assert not [n for n in names if n in source], spec.name


def test_a_check_runs_only_when_its_roles_are_bound(qa):
    spellskite = load(qa, "Spellskite")
    spec = CHECKS["targeting.legal_target.v1"]
    assert not spec.applies(CheckInput(Question("", None), {"source": spellskite}))
    assert spec.applies(CheckInput(Question("", None), {"source": spellskite, "target": spellskite}))
    # the spell to redirect is optional (it may be the spell the question says was cast), but with
    # neither, there is nothing to decide
    answer = qa.ask("can Spellskite redirect it?")
    assert answer["check"] is None and answer["verdict"] is None
