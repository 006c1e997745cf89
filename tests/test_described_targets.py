"""Questions about an object described instead of named (targeting.object.v1, blocking.described.v1,
removal.described.v1, sickness.described.v1): "can Doom Blade target a black creature?", "can I
target my opponent's creature with hexproof with Murder?", "can Giant Spider block a creature with
flying?", "does Wrath of God destroy an indestructible creature?", "can a summoning-sick creature block?",
"if Grizzly Bears blocks a 2/2 with deathtouch, does it die?" (combat.described.v1), "does Blood
Artist trigger when a token dies?" (triggers.described.v1).

The description is read into what it says (ruling_qa.parse.objects); the check tries the card's
"target" phrases on every object the description fits (115.1) and weighs the hexproof, shroud,
protection and ward it is said to have (702.11b, 702.18a, 702.16b, 702.21a). Rows marked "unseen"
use cards that were not looked at while the check was written. Each row says why its verdict is right.
"""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from ruling_qa.cli import main
from ruling_qa.parse.objects import describe

# (question, verdict, a rule the reasoning must cite, why, unseen)
ROWS = [
    # the phrase's types and colours against what the description says
    ("Can Doom Blade target a black creature?", "no", "115.1", "'target nonblack creature'", False),
    ("Can Doom Blade target a green creature?", "yes", "115.1", "a green creature is nonblack", False),
    ("Can Doom Blade target my opponent's creature?", "depends", "115.1", "only if it isn't black", False),
    ("Can Terror target an artifact creature?", "no", "115.1", "'target nonartifact, nonblack creature'", False),
    ("Can Go for the Throat target an artifact creature?", "no", "115.1", "'target nonartifact creature'", True),
    ("Can Lightning Bolt target a planeswalker?", "yes", "115.1", "115.4: any target", False),
    ("Can Shock target an artifact?", "depends", "115.1", "115.4: only an artifact creature", False),
    ("Can Counterspell target a creature?", "no", "115.1", "'target spell' is on the stack", False),
    ("Can Essence Scatter target a creature spell?", "yes", "115.1", "'target creature spell'", False),
    ("Can Negate target a creature spell?", "no", "115.1", "'target noncreature spell'", True),
    ("Can Negate target an artifact spell?", "depends", "115.1", "an artifact creature spell is a creature spell",
     True),
    ("Can Disenchant target an enchantment?", "yes", "115.1", "'target artifact or enchantment'", True),
    ("Can Naturalize target a land?", "depends", "115.1", "only an artifact or enchantment land", True),
    ("Can Hero's Downfall target a planeswalker?", "yes", "115.1", "'target creature or planeswalker'", False),
    ("Can Raise the Alarm target a creature?", "no", "115.10a", "it has no target", False),
    ("Can Unsummon target a token?", "depends", "115.1", "only a creature token", False),
    ("Can Regrowth target a creature?", "no", "109.2", "'target card from your graveyard' is no permanent", True),
    ("Can Stone Rain target a tapped land?", "yes", "115.1", "'target land'; tapped doesn't matter", True),
    # combat status and keywords the phrase asks for
    ("Can Divine Verdict target an attacking creature?", "yes", "115.1", "'attacking or blocking creature'", False),
    ("Can AWOL target a blocking creature?", "no", "115.1", "'target attacking creature'", False),
    ("Can Alarum target an attacking creature?", "no", "115.1", "'target nonattacking creature'", False),
    ("Can Alarum target a creature?", "depends", "115.1", "only one that isn't attacking", False),
    ("Can Plummet target a creature with flying?", "yes", "115.1", "'target creature with flying'", False),
    ("Can Plummet target a creature?", "depends", "115.1", "only one with flying", False),
    ("Can Aerial Predation target a creature with flying?", "yes", "115.1", "'target creature with flying'", True),
    ("Can Divine Verdict target a creature?", "depends", "115.1", "only one attacking or blocking", True),
    # hexproof: only an opponent's spells and abilities (702.11b)
    ("Can Murder target a creature with hexproof?", "depends", "702.11b", "whose creature it is isn't told", False),
    ("Can I target my opponent's creature with hexproof with Murder?", "no", "702.11b", "an opponent's hexproof",
     False),
    ("Can I target my own creature with hexproof with Giant Growth?", "yes", "702.11b", "its controller's spell",
     False),
    ("Can my opponent target my creature with hexproof with Lightning Bolt?", "no", "702.11b",
     "the opponent's spell", False),
    ("Can Prodigal Pyromancer's ability target my opponent's hexproof creature?", "no", "702.11b",
     "abilities too", False),
    ("Can Vapor Snag target my opponent's creature with hexproof?", "no", "702.11b", "an opponent's hexproof",
     True),
    # shroud stops everyone (702.18a)
    ("Is a creature with shroud a legal target for Giant Growth?", "no", "702.18a", "shroud", False),
    ("Can I cast Rancor on my creature with shroud?", "no", "702.18a", "its controller's Aura spell too", True),
    # protection from a quality the source has (702.16b)
    ("Can Pacifism enchant a creature with protection from white?", "no", "702.16b", "a white Aura spell", False),
    ("Can Lightning Bolt target my opponent's creature with protection from red?", "no", "702.16b", "red", False),
    ("Can Lightning Bolt target a creature with protection from white?", "yes", "702.16b", "Bolt isn't white",
     False),
    ("Can Path to Exile target a creature with protection from white?", "no", "702.16b", "a white spell", False),
    ("Can Swords to Plowshares target a creature with protection from blue?", "yes", "702.16b",
     "a white spell, protection from blue", True),
    ("Can Murder target a creature with protection from everything?", "no", "702.16b", "everything", True),
    # indestructible, flying and other abilities don't stop targeting
    ("Can Swords to Plowshares target an indestructible creature?", "yes", "115.1", "indestructible isn't hexproof",
     False),
    ("Can Giant Growth target my opponent's creature?", "yes", "115.1", "'Target creature', any controller", False),
    ("Can Rancor enchant a creature with flying?", "yes", "115.1", "'Enchant creature'", True),
    # the phrase's controller limits
    ("Can Sheltering Word target my opponent's creature?", "no", "115.1", "'target creature you control'", True),
    ("Can Sheltering Word target my creature?", "yes", "115.1", "'target creature you control'", True),
    ("Can I Lightning Bolt a creature with hexproof?", "depends", "702.11b", "the card named as the verb", False),
    # found by a precision audit on random cards
    ("Can Flicker target a token?", "no", "115.1", "'target nontoken permanent' (111.1)", True),
    ("Can Shatter target a creature token?", "depends", "115.1", "an artifact creature token is an artifact", True),
    ("Can Befoul target a black land?", "yes", "115.1", "'land or nonblack creature': 'nonblack' is the creature's",
     True),
    ("Can Vivien Reid target an enchantment?", "yes", "115.1", "'with flying' is the creature's only", True),
    ("Can Cast Down target a legendary creature?", "no", "115.1", "'target nonlegendary creature' (205.4a)", True),
    ("Can Wasteland target a land?", "depends", "115.1", "'target nonbasic land': only if it isn't basic", True),
    ("Can Trumpeting Gnarr target a creature?", "depends", "115.1", "'non-Human' excludes Humans, needs none", True),
    ("Can Ultimate Price target a multicolored creature?", "no", "115.1", "'target monocolored creature'", True),
    ("Can Pacifism enchant a creature with shroud?", "no", "702.18a", "cast, the Aura spell targets (303.4a)",
     False),
    ("Can Feed the Swarm target my enchantment?", "no", "115.1", "'an opponent controls' limits every choice", True),
    # second audit: a colour said in a clause; an Aura's own enchant words; a land is never cast
    ("Can Fry target a white creature?", "yes", "115.1", "'creature or planeswalker that's white or blue'", True),
    ("Can Reach of Shadows target a colorless creature?", "no", "115.1", "'that's one or more colors' (105.2c)", True),
    ("Can I cast Iroas's Blessing on my opponent's creature?", "no", "115.1",
     "the Aura enchants 'creature you control' (303.4a), not its ETB's target", True),
    # power and toughness told ("a 3/3"): a phrase's power limit is weighed
    ("Can Reprisal target a 5/5?", "yes", "115.1", "'power 4 or greater'", False),
    ("Can Reprisal target a 3/3?", "no", "115.1", "'power 4 or greater'", False),
    # a loyalty ability named by its cost (606.3): only that ability's targets
    ("Can I target my opponent's creature when I activate the -3 ability of Chandra, Torch of Defiance?", "yes",
     "115.1", "-3: '4 damage to target creature'", False),
    ("Can Tamiyo, Field Researcher's -2 target a land?", "no", "115.1", "-2: 'target nonland permanents'", False),
    ("Can Liliana of the Veil's -2 target a creature with hexproof?", "no", "115.1", "-2: 'Target player'", True),
    ("Is an artifact land a legal target for Specimen Collector?", "depends", "115.1",
     "'target token you control': only a token", True),
]


# blocking a creature described, not named (blocking.described.v1): (question, verdict, rule, why, unseen)
BLOCKS = [
    ("Can Grizzly Bears block a creature with menace by itself?", "no", "702.111b", "a single blocker told", True),
    ("Can Giant Spider block a creature with flying?", "yes", "702.9b", "reach", False),
    ("Can Grizzly Bears block a creature with flying?", "no", "702.9b", "neither flying nor reach", False),
    ("Can Wall of Stone block a creature with flying?", "no", "702.9b", "a wall without reach", True),
    ("Can a creature with reach block Serra Angel?", "yes", "702.9b", "reach blocks flying", False),
    ("Can Serra Angel be blocked by a creature with flying?", "yes", "702.9b", "flying blocks flying", False),
    ("Can I block Serra Angel with a creature with reach?", "yes", "702.9b", "reach blocks flying", False),
    ("Can a creature with flying block Grizzly Bears?", "yes", "509.1a", "nothing restricts it", False),
    ("Can Grizzly Bears block a creature with fear?", "no", "702.36b", "green, not an artifact", False),
    ("Can Grizzly Bears block a creature with menace?", "depends", "702.111b", "only with another blocker", False),
    ("Can Grizzly Bears block a creature with protection from green?", "no", "702.16f", "green blocker", True),
    ("Can a white creature block Black Knight?", "no", "702.16f", "protection from white", True),
    ("Can a black creature block Dauthi Slayer?", "no", "702.28b", "shadow", True),
    ("Can a creature block Severed Legion?", "depends", "702.36b", "fear: only if it is black (or an artifact)", True),
    ("Can a creature with reach block a creature with flying?", "yes", "702.9b", "reach", False),
    ("Can a creature block a creature with flying?", "no", "702.9b", "neither flying nor reach", False),
    ("Can a creature with flying block a creature with flying?", "yes", "702.9b", "flying blocks flying", False),
    ("Can a black creature block a creature with fear?", "yes", "702.36b", "black", True),
    ("Can a creature block a creature with fear?", "depends", "702.36b", "only a black or artifact creature", True),
    ("Can I block a creature with flying with Giant Spider?", "yes", "702.9b", "reach", False),
    ("Can my tapped creature block Grizzly Bears?", "no", "509.1a", "a tapped creature can't block", False),
    ("Can a summoning-sick creature block Serra Angel?", "no", "702.9b", "flying; sickness doesn't matter", True),
    ("Can a colorless creature block Inkfathom Infiltrator?", "no", "509.1a", "'can't block and can't be blocked'",
     True),
    ("Can Kor Sky Climber block a creature with flying?", "depends", "702.9b", "'gains flying until end of turn'",
     True),
]


# removal of a permanent described, not named (removal.described.v1)
REMOVALS = [
    ("Does Wrath of God destroy an indestructible creature?", "no", "702.12b", "indestructible", False),
    ("Does Wrath of God kill a creature with protection from white?", "yes", "702.16b",
     "protection doesn't stop 'destroy all'", False),
    ("Is a creature with shroud destroyed by Wrath of God?", "yes", "115.10a", "it doesn't target", False),
    ("Does Wrath of God destroy a planeswalker?", "no", "115.10a", "creatures only", False),
    ("Does Day of Judgment destroy an artifact?", "depends", "115.10a", "only an artifact creature", True),
    ("Does Lightning Bolt kill a 3/3?", "yes", "704.5g", "3 damage, toughness 3", False),
    ("Does Lightning Bolt kill a 4/4?", "no", "704.5g", "3 damage, toughness 4", False),
    ("Can a 2/2 survive Pyroclasm?", "no", "704.5g", "2 damage to each creature", False),
    ("Does Pyroclasm kill a creature with protection from red?", "no", "702.16e", "the damage is prevented", False),
    ("Does Doom Blade kill an indestructible creature?", "no", "702.12b", "indestructible", False),
    ("Does Murder kill a creature with hexproof?", "depends", "702.11b", "only its controller's Murder", False),
    ("Does Naturalize destroy a black creature?", "depends", "115.1", "only an artifact or enchantment creature",
     True),
    ("Does Time to Reflect exile my opponent's creature?", "depends", "115.1",
     "only one that blocked or was blocked by a Zombie", True),
    ("Does Blessed Light exile an indestructible creature?", "yes", "115.1", "exile isn't destruction", True),
    ("Can Swords to Plowshares exile an indestructible creature?", "yes", "115.1",
     "exile isn't destruction; 'gains life equal to its power' is an amount, not a limit", True),
    ("Does Burn Trail destroy a 2/2 creature with protection from white?", "yes", "704.5g", "a red spell", True),
    ("Does Rend Spirit destroy a 2/3?", "depends", "115.1", "only a Spirit", True),
    ("Does Walk the Plank kill a 0/1?", "depends", "115.1", "only a non-Merfolk", True),
    ("Does Doom Blade kill my opponent's creature with hexproof?", "no", "702.11b", "you cast it: an opponent's spell",
     False),
    ("Does Cast Down destroy a legendary creature?", "no", "115.1", "'nonlegendary'", True),
    ("Does Plummet kill a 0/1?", "depends", "115.1", "only one with flying", True),
    ("Can Broken Wings kill an artifact?", "yes", "115.1", "an artifact is a plain choice", True),
    ("Does Plummet kill an enchantment?", "depends", "115.1", "only an enchantment creature with flying", True),
]
# summoning sickness of a creature described, not named (sickness.described.v1)
SICKNESS = [
    ("Can a summoning-sick creature block?", "yes", "302.6", "302.6 limits attacking and {T}, not blocking", False),
    ("Can creatures with summoning sickness block?", "yes", "302.6", "302.6", True),
    ("Can a creature I just cast attack?", "no", "302.6", "not controlled since the turn began", False),
    ("Can summoning sick creatures attack?", "no", "302.6", "302.6", True),
    ("Can a creature with haste attack the turn it comes in?", "yes", "702.10b", "haste", False),
    ("Can a creature with defender attack?", "no", "702.3b", "defender", False),
    ("Can a creature with haste and defender attack the turn it comes in?", "no", "702.3b",
     "haste doesn't lift defender", True),
    ("Can a summoning sick creature tap for mana?", "no", "302.6", "a {T} mana ability", False),
    ("Can a creature with haste tap for mana the turn it comes in?", "yes", "702.10b", "haste", True),
    ("Can a creature that entered this turn crew a vehicle?", "yes", "702.122a", "crewing isn't a {T} cost", False),
    ("Can a creature I just cast be tapped for convoke?", "yes", "702.51a", "convoke isn't a {T} cost", True),
    ("Can a tapped creature block?", "no", "509.1a", "blockers are untapped creatures", False),
    ("Can a creature that entered this turn attack if it has haste?", "yes", "702.10b", "the question gives it haste",
     False),
    ("Can a tapped creature attack?", "no", "508.1a", "attackers are untapped creatures", True),
]
# combat with one creature described by power and toughness (combat.described.v1)
FIGHTS = [
    ("If Grizzly Bears blocks a 2/2 with deathtouch, does Grizzly Bears die?", "yes", "704.5g", "2 damage, toughness 2",
     False),
    ("If Grizzly Bears blocks a 1/1, does it survive?", "yes", "510.1a", "1 damage, toughness 2", False),
    ("Does Grizzly Bears die if it blocks a 2/2 with first strike?", "yes", "702.7b", "first strike kills it first",
     False),
    ("If a 1/1 with deathtouch blocks Colossal Dreadmaw, does Colossal Dreadmaw die?", "yes", "704.5h", "deathtouch",
     True),
    ("If Serra Angel is blocked by a 4/4 with reach, does Serra Angel die?", "yes", "704.5g", "4 damage, toughness 4",
     True),
    ("If Hill Giant is blocked by a 2/2 with first strike, does Hill Giant die?", "no", "510.1a",
     "2 damage, toughness 3", True),
    ("If Grizzly Bears blocks a 2/2 with double strike, does Grizzly Bears survive?", "no", "702.7b",
     "dies in the first-strike step", True),
]
# triggers on a permanent described, not named (triggers.described.v1)
TRIGGERS = [
    ("Does Zulaport Cutthroat trigger when my opponent's creature dies?", "no", "603.10a",
     "'another creature you control'", False),
    ("Does Zulaport Cutthroat trigger when my creature dies?", "yes", "603.10a", "'another creature you control'",
     False),
    ("Does Soul Warden trigger when my opponent's creature enters?", "yes", "603.6a", "'another creature'", False),
    ("If a token dies, does Blood Artist trigger?", "depends", "603.10a", "only a creature token", False),
    ("Does Blood Artist trigger when a creature is exiled?", "no", "700.4", "exiled isn't dying", False),
    ("Does Blood Artist trigger when my opponent's creature is sacrificed?", "yes", "603.10a",
     "sacrificed: it dies", True),
    ("Does Grim Haruspex trigger when a token dies?", "no", "603.10a", "'nontoken creature'", True),
    ("Does Grim Haruspex trigger when my nontoken creature dies?", "yes", "603.10a", "'nontoken creature'", True),
    ("Does Hellrider trigger when a creature I control attacks?", "yes", "508.3a", "'a creature you control'", True),
    ("Whenever a creature attacks, does Hellrider trigger?", "depends", "508.3a", "only its controller's", False),
    ("Does Hellrider trigger when a creature attacks me?", "no", "508.3a", "a creature attacking me is an opponent's",
     True),
    ("Does Impact Tremors trigger when a creature enters under my opponent's control?", "no", "603.6a",
     "'a creature you control'", True),
    ("Does Impact Tremors trigger when a creature enters the battlefield under my control?", "yes", "603.6a",
     "'a creature you control'", True),
    ("Does Wirewood Hivemaster trigger when my opponent's creature enters?", "depends", "603.6a",
     "'another nontoken Elf': its creature type isn't said", True),
    ("Does Twilight Drover trigger when a creature token is exiled?", "yes", "603.10a",
     "'one or more tokens leave': exiled is leaving", True),
    # a spell described, cast (601.2i): its controller is the player who casts it
    ("Does Argothian Enchantress trigger when I cast an enchantment spell?", "yes", "601.2i",
     "'you cast an enchantment spell'", False),
    ("Does my Argothian Enchantress trigger when my opponent casts an enchantment spell?", "no", "601.2i",
     "'you cast': not an opponent", False),
    ("Does Argothian Enchantress trigger when I cast a creature spell?", "depends", "601.2i",
     "only an enchantment creature", False),
    ("If my opponent casts a noncreature spell, does my Monastery Mentor trigger?", "no", "601.2i", "'you cast'",
     True),
    ("Does Monastery Mentor trigger when I cast an artifact creature spell?", "no", "601.2i", "'noncreature spell'",
     True),
    ("Does Guttersnipe trigger when I cast a sorcery spell?", "yes", "601.2i", "'instant or sorcery spell'", True),
    ("Does Guttersnipe trigger when I cast a red spell?", "depends", "601.2i", "only an instant or sorcery", True),
    ("Does Enchantress's Presence trigger when I cast an Aura spell?", "yes", "601.2i", "an Aura is an enchantment",
     True),
    ("Does Young Pyromancer trigger when I cast a creature spell?", "no", "601.2i", "'instant or sorcery spell'",
     True),
    ("Does Devilish Valet trigger when I cast an instant spell?", "no", "110.1", "an instant never enters", True),
]
CASES = [("targeting.object.v1", *row) for row in ROWS] + [("blocking.described.v1", *row) for row in BLOCKS] + [
    ("removal.described.v1", *row) for row in REMOVALS] + [
    ("sickness.described.v1", *row) for row in SICKNESS] + [("combat.described.v1", *row) for row in FIGHTS] + [
    ("triggers.described.v1", *row) for row in TRIGGERS]


@pytest.mark.parametrize("check, question, verdict, rule, why, unseen", CASES, ids=[r[1][:70] for r in CASES])
def test_described_objects(qa, check, question, verdict, rule, why, unseen):
    answer = qa.ask(question)
    assert answer["check"] == check, (why, answer["read_as"], answer["unread"])
    assert answer["verdict"] == verdict, (why, answer["answer"], answer["reasoning"])
    assert answer["unread"] == []
    cited = {c["number"] for step in answer["reasoning"] for c in step["citations"] if c.get("number")}
    assert rule in cited, (why, cited)


# how many times several objects doing it at once trigger an ability (603.2c): (question, verdict, times, why)
TRIGGER_TIMES = [
    ("If three of my creatures die at the same time, how many times does Blood Artist trigger?", None, "3",
     "once for each creature"),
    ("If two creatures enter at the same time, does Soul Warden trigger twice?", "yes", None, "'another creature'"),
    ("If two of my creatures die at once, does Zulaport Cutthroat trigger twice?", "yes", None,
     "'another creature you control'"),
    ("If two of my opponent's creatures die at once, does Zulaport Cutthroat trigger twice?", "no", None,
     "not its controller's creatures"),
    ("If two creatures I control attack at the same time, how many times does Angelic Guardian trigger?", None, "1",
     "'one or more creatures you control attack'"),
    ("If two creatures attack at the same time, does Duelist's Heritage trigger twice?", "no", None,
     "'one or more creatures attack': once"),
    ("If two creatures enter the battlefield under my control at once, how many times does Impact Tremors trigger?",
     None, "2", "'a creature you control'"),
    # "only once each turn": whether it already triggered this turn isn't told
    ("If three of my nontoken creatures die at once, how many times does Ghoulish Procession trigger?", None, None,
     "'This ability triggers only once each turn'"),
]


@pytest.mark.parametrize("question, verdict, times, why", TRIGGER_TIMES, ids=[r[0][:70] for r in TRIGGER_TIMES])
def test_how_many_times_a_trigger_triggers(qa, question, verdict, times, why):
    answer = qa.ask(question)
    assert answer["intent"] == "trigger.times" and answer["unread"] == [], (answer["read_as"], answer["unread"])
    assert (answer["verdict"], answer["value"]) == (verdict, times), (why, answer["answer"], answer["reasoning"])
    if verdict is not None or times is not None:
        cited = {c["number"] for step in answer["reasoning"] for c in step["citations"] if c.get("number")}
        assert "603.2c" in cited, cited


# (question, what must stay unread or the reason no verdict is given)
WITHHELD = [
    # another named card could change targeting: it is examined, and this one could
    ("I control Shalai, Voice of Plenty. Can my opponent target my creature with Murder?", "Shalai"),
    # a phrase limited by power, mana value or a name: a description doesn't tell them
    ("Can Abzan Charm target a creature?", None),
    # words after the description that are no part of it
    ("Can Murder target a creature with hexproof like Slippery Bogle?", "like"),
    ("Can Fire target a creature and a player?", "player"),
    # a block that can't be made has no combat outcome (509.1a, 702.16f; 702.9b)
    ("If Grizzly Bears blocks a 3/3 with protection from green, does Grizzly Bears die?", None),
    ("If Grizzly Bears blocks Serra Angel, does Serra Angel die?", None),
    ("If Serra Angel is blocked by a 4/4, does Serra Angel die?", None),
    ("If Grizzly Bears blocks a 2/2 with menace, does Grizzly Bears die?", None),      # 702.111b: not alone
    ("Can a creature block a creature with defender?", None),                          # 702.3b: it doesn't attack
    ("Can a creature block Sigrid, God-Favored?", None),           # protection from God creatures: types not said
    ("Does Smother destroy a black creature?", None),              # its mana value isn't said
    ("Does Flame Wave kill a 3/3?", None),                         # damage to a player and each of its creatures
    ("Does Purify the Grave exile a creature?", None),             # 109.2: it targets a card in a graveyard
    ("Can I cast Maze of Ith targeting an attacking creature?", None),   # 305.9: a land is never cast
    ("Can I block Forgotten Sentinel with my opponent's creature?", None),   # 509.1a: I block with my creatures
    ("Does Urza's Miter trigger when an artifact I control is sacrificed?", None),   # "if it wasn't sacrificed"
    # a described creature without power and toughness: the fight can't be computed
    ("If Grizzly Bears blocks a creature with deathtouch, does it die?", None),
]


@pytest.mark.parametrize("question, unread", WITHHELD, ids=[r[0][:70] for r in WITHHELD])
def test_described_targets_withheld(qa, question, unread):
    answer = qa.ask(question)
    assert answer["verdict"] is None, answer["answer"]
    if unread is not None:
        assert any(unread in item for item in answer["unread"]), answer["unread"]


# (words, controller, colours, keywords, status, what is excluded)
DESCRIPTIONS = [
    ("a black creature", None, {"B"}, (), set(), set()),
    ("my opponent 's tapped creature with hexproof", "opponent", None, (("hexproof", None),), {"tapped"}, set()),
    ("a creature with protection from white and from blue", None, None,
     (("protection", "from white and from blue"),), set(), set()),
    ("a non - black , nonartifact creature i control", "you", None, (), set(), {"black", "artifact"}),
    ("one of my own creatures", "you", None, (), set(), set()),
    ("an attacking creature with flying and first strike that my opponent controls", "opponent", None,
     (("flying", None), ("first strike", None)), {"attacking"}, set()),
    ("a colorless artifact creature under my control", "you", set(), (), set(), set()),
]


@pytest.mark.parametrize("words, controller, colors, keywords, status, excluded", DESCRIPTIONS,
                         ids=[r[0] for r in DESCRIPTIONS])
def test_descriptions_are_read(words, controller, colors, keywords, status, excluded):
    described = describe(words.split())
    assert described is not None
    assert described.consumed == len(words.split())
    assert described.controller == controller
    assert described.colors == (None if colors is None else frozenset(colors))
    assert described.keywords == keywords
    assert described.status == frozenset(status)
    assert described.not_words == frozenset(excluded)


@pytest.mark.parametrize("words", ["my opponent", "a player", "the stack", "it", "my opponent creature", "flying"])
def test_no_description_without_an_object_noun(words):
    assert describe(words.split()) is None


def test_described_target_through_the_cli_and_http(cli_env, qa):
    question = "Can I target my opponent's creature with hexproof with Murder?"
    result = CliRunner().invoke(main, ["ask", question], env=cli_env)
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == "Read as: can your Murder target your opponent's creature with hexproof?"
    assert result.output.splitlines()[1].startswith("No.")
    result = CliRunner().invoke(main, ["ask", "--json", "Can Doom Blade target my opponent's creature?"], env=cli_env)
    data = json.loads(result.output)
    assert data["verdict"] == "depends" and any("isn't black" in a for a in data["assumptions"])

    from fastapi.testclient import TestClient

    from ruling_qa.server import create_app

    with TestClient(create_app(qa)) as client:
        data = client.get("/ask", params={"q": "Can Pacifism enchant a creature with protection from white?"}).json()
    assert data["verdict"] == "no" and data["check"] == "targeting.object.v1"
