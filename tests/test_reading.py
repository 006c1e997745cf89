"""The question reading (issue: read the question as a judge would): the proposition asked and its
polarity, the scenario stated, every word accounted for, and no verdict on what was not read.

Rows name cards that were not used while the reader was written wherever the case allows; each
row says why the expected reading and verdict are right."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from ruling_qa.checks import SCENARIO_FACTS, registry
from ruling_qa.cli import main
from ruling_qa.models import card_from_dict
from ruling_qa.parse import patterns as P

# (question, expected read_as (substring, or None: no proposition), expected verdict, what must be
#  listed as not taken into account (substrings), why)
READINGS = [
    # stated controller decides hexproof (702.11b: only opponents' spells and abilities are stopped)
    ("Can I target my own Slippery Bogle with my Shock?", "can your Shock target your Slippery Bogle?", "yes", [],
     "702.11b: hexproof doesn't stop its controller"),
    ("Can I target my opponent's Slippery Bogle with my Shock?", "target an opponent's Slippery Bogle", "no", [],
     "702.11b"),
    ("can I target my own Troll Ascetic with my Lightning Bolt?", "your Troll Ascetic", "yes", [], "702.11b"),
    ("can Shock target Slippery Bogle?", "can Shock target Slippery Bogle?", "depends", [],
     "702.11b: it depends on who controls each"),
    # brackets are no words of the sentence; a nickname players use is read inside them
    ("can [[Tarmogoyf]] be targeted by [[Lightning Bolt]]?", "can Lightning Bolt target Tarmogoyf?", "yes", [],
     "the [[ ]] don't break 'be targeted by'"),
    ("can [[bob]] attack the turn it comes in?", "can Dark Confidant attack", "no", [], "302.6; 'bob' is a nickname"),
    ("can bob attack the turn it comes in?", None, None, ["bob"], "outside brackets a nickname is just a word"),
    # a third card with a relevant static ability withholds the verdict and is named
    ("can Shock target Slippery Bogle if I control Detection Tower?", "can Shock target Slippery Bogle?", None,
     ["Detection Tower"], "Detection Tower lets its controller's spells target hexproof creatures"),
    ("can lightning bolt target troll ascetic if I control Glaring Spotlight", "target Troll Ascetic", None,
     ["Glaring Spotlight"], "Glaring Spotlight: as though they didn't have hexproof"),
    # a third card with nothing relevant is examined and named in the reasoning
    ("can Giant Growth target Grizzly Bears if I control Forest?", "can Giant Growth target Grizzly Bears?", "yes",
     [], "Forest's only ability adds mana; 'target creature' fits Grizzly Bears"),
    # negation is part of the proposition
    ("can Spellskite not redirect Vindicate", "can Spellskite not change a target of Vindicate", "no", [],
     "115.7: Spellskite can be the new target of 'target permanent'"),
    ("can Spellskite not redirect Duress", "not change a target of Duress", "yes", [],
     "'target opponent' can't become Spellskite"),
    ("Can't Spellskite redirect Vindicate?", None, None, ["n't"], "a fronted negative question is ambiguous"),
    # events and facts across sentences are read sentence by sentence; what is not read withholds
    ("My opponent controls Spellskite. I cast Lightning Bolt targeting their Tarmogoyf. They pay 2 life and "
     "activate Spellskite. Then I respond with Misdirection. What happens?", None, None, ["What happens"],
     "no proposition: the question asks what happens"),
    ("I attacked with Grizzly Bears, it was blocked by Wall of Stone. Can Llanowar Elves tap for mana the turn it "
     "comes in?", "can Llanowar Elves tap for mana", None, ["attacking", "blocked"],
     "the combat sentence is not taken into account, so no verdict"),
    ("Alluring Siren targets Grizzly Bears. Does it have to attack a planeswalker?", None, None, ["planeswalker"],
     "whom it must attack is not something the check decides"),
    ("Fires of Yavimaya is on the battlefield. Can Raging Goblin attack the turn it comes in?",
     "can Raging Goblin attack", "yes", [], "702.10b: Raging Goblin has haste; the stated zone is read"),
    ("Fires of Yavimaya is on the battlefield. Can Grizzly Bears attack the turn it comes in if it becomes "
     "blocked?", None, None, ["becomes"], "a condition the check doesn't read: no proposition"),
    ("I control Fires of Yavimaya. Can my Grizzly Bears attack the turn it comes in?",
     "can your Grizzly Bears attack", "yes", [], "702.10b: Fires gives creatures you control haste"),
    ("My opponent controls Fires of Yavimaya. Can my Grizzly Bears attack the turn it comes in?",
     "can your Grizzly Bears attack", "no", [], "702.10b: Fires gives haste only to its controller's creatures"),
    ("My Grizzly Bears is goaded. Does it have to attack?", "must your Grizzly Bears attack as a goaded creature?",
     "yes", [], "701.15b: the goad is part of what was asked"),
    # creature types, land types and keyword actions are not cards unless written as one
    ("can my elf tap for mana the turn it comes in", None, None, ["elf"], "no card named"),
    ("Does the Sacrifice happen before the Goblin token dies?", None, None, ["Sacrifice"],
     "'Sacrifice' is a keyword action here"),
    ("can [[Sacrifice]] target Llanowar Elves", "can Sacrifice target Llanowar Elves?", "no", [],
     "Sacrifice has no target (115.10a)"),
    # a player being dealt damage is no event the trigger check reads: no proposition
    ("Does my Shinka Gatekeeper trigger when I am dealt damage?", None, None, ["dealt damage"],
     "'whenever ~ is dealt damage' isn't about its controller"),
    # the land played is the response asked about, not the thing on the stack (305.1)
    ("Can I play Forest in response to Lightning Bolt?", "can a player play Forest while Lightning Bolt is on the "
     "stack?", "no", [], "305.1: a land only with an empty stack"),
    ("Can I respond to my opponent playing Mountain?", "can a player respond to Mountain being played?", "no", [],
     "116.2a: a special action"),
    # the number of players told (800.1): read by the checks whose rules are the same in a multiplayer game
    ("In a four-player game, can I target my opponent's Grizzly Bears with Lightning Bolt?",
     "target an opponent's Grizzly Bears in a game of 4 players?", "yes", [], "115.1: the same with more players"),
    ("We're playing a 4-player game. Can I target my opponent with Duress?", "target your opponent in a game of 4 "
     "players?", "yes", [], "102.2: each other player is an opponent"),
    ("In a game of five players, can Llanowar Elves tap for mana the turn it comes in?", "in a game of 5 players?",
     "no", [], "302.6"),
    ("In multiplayer, can Grizzly Bears block Serra Angel?", "in a multiplayer game?", None, ["multiplayer"],
     "506.2: who may block depends on whom it attacks; not weighed"),
    ("In a four-player game, my Grizzly Bears is goaded. Does it have to attack?", "in a game of 4 players?", None,
     ["4 players"], "701.15b: goad in multiplayer is not weighed"),
    ("In a Two-Headed Giant game, can I target my opponent with Duress?", None, None, ["Two-Headed Giant"],
     "810: team play is not read"),
    # the status told after the card, and the effect asked the other way round
    ("Can I activate Prodigal Sorcerer's ability while it's tapped?", "activated ability be activated while it is "
     "tapped?", "no", [], "107.5"),
    ("Does the effect of Switcheroo end at the end of the turn?", "does the effect of Switcheroo end at the end of "
     "the turn it happened?", "no", [], "611.2a"),
]


@pytest.mark.parametrize("question, read_as, verdict, unread, why", READINGS, ids=[r[0][:60] for r in READINGS])
def test_reading_table(qa, question, read_as, verdict, unread, why):
    answer = qa.ask(question)
    if read_as is None:
        assert answer["read_as"] is None, (why, answer["read_as"])
    else:
        assert read_as in (answer["read_as"] or ""), (why, answer["read_as"])
    assert answer["verdict"] == verdict, (why, answer["answer"], answer["unread"])
    for words in unread:
        assert any(words in item for item in answer["unread"]), (why, answer["unread"])
    if verdict is not None:
        assert answer["unread"] == [], why
    else:
        assert answer["unread"] or answer["read_as"] is None, why


def test_examined_card_is_named_in_the_reasoning(qa):
    answer = qa.ask("can Giant Growth target Grizzly Bears if I control Forest?")
    assert any(step["text"].startswith("Forest: examined") for step in answer["reasoning"])


def test_every_word_is_accounted_for(interpreter_from_qa):
    reading = interpreter_from_qa.interpret("can Spellskite redirect Deepglow Skate's trigger?").reading
    assert {use for _, use in reading.words} <= {"card", "proposition", "scenario", "filler"}
    assert [w for w, use in reading.words if use == "card"] == ["Spellskite", "Deepglow Skate"]
    assert reading.unread == ()
    reading = interpreter_from_qa.interpret("can Spellskite redirect Deepglow Skate twice?").reading
    assert reading.unread == ("twice",) and reading.proposition is None


def test_patterns_never_match_across_sentences(interpreter_from_qa):
    q = interpreter_from_qa.interpret("I cast Lightning Bolt. Llanowar Elves came in this turn. What happens?")
    assert q.intent is None
    assert q.reading.obj("Llanowar Elves").entered_this_turn is True


@pytest.fixture(scope="module")
def interpreter_from_qa(qa):
    from ruling_qa.answer import Answerer

    return Answerer(qa.kb).interpreter


def test_cli_ask_says_what_it_answered(cli_env):
    runner = CliRunner()
    result = runner.invoke(main, ["ask", "Can I target my own Slippery Bogle with my Shock?"], env=cli_env)
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == "Read as: can your Shock target your Slippery Bogle?"
    result = runner.invoke(main, ["ask", "--json", "can Shock target Slippery Bogle if I control Detection Tower?"],
                           env=cli_env)
    data = json.loads(result.output)
    assert data["verdict"] is None and any("Detection Tower" in u for u in data["unread"])
    assert data["answer"].startswith("I could not take into account:")


def test_cli_land_plays_count_the_named_cards_grants(cli_env):
    runner = CliRunner()
    result = runner.invoke(main, ["ask", "Can I play three lands in one turn with Azusa, Lost but Seeking?"], env=cli_env)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Read as: can you play three lands in one turn with Azusa, Lost but Seeking?"
    assert lines[1].startswith("Yes.  [lands.plays_per_turn.v1]")
    result = runner.invoke(main, ["ask", "--json", "Can my opponent play two lands on my turn with Exploration?"],
                           env=cli_env)
    data = json.loads(result.output)
    assert data["verdict"] == "no" and data["check"] == "lands.plays_per_turn.v1", data["answer"]
    assert "305.3" in {c["number"] for step in data["reasoning"] for c in step["citations"]}
    result = runner.invoke(main, ["ask", "--json", "I control Druid Class. Can I play two lands this turn?"], env=cli_env)
    data = json.loads(result.output)
    assert data["verdict"] is None and data["intent"] == "land.plays"


def test_cli_a_players_protection_told_cast(cli_env):
    """The player-protection answers through the CLI: what they read, the check, the rule and the assumptions."""
    runner = CliRunner()
    result = runner.invoke(main, ["ask", "--json", "My opponent cast Teferi's Protection. Can I target my opponent "
                                  "with Lightning Bolt?"], env=cli_env)
    data = json.loads(result.output)
    assert data["verdict"] == "no" and data["check"] == "targeting.player.v1", data["answer"]
    assert any("was cast, as told, and resolved" in a for a in data["assumptions"]), data["assumptions"]
    result = runner.invoke(main, ["ask", "If I have protection from everything thanks to Teferi's Protection, can my "
                                  "opponent's Innocent Blood still harm me?"], env=cli_env)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("Read as: does an opponent's Innocent Blood still affect you")
    assert any(line.startswith("Yes.  [players.protected_from.v1]") for line in lines[:4]), lines[:4]
    assert "702.16j" in result.output


# --- the registry and the reader agree -----------------------------------------------------------

def _reader_roles(intent: str) -> set[str]:
    roles = set(P.DEFAULT_ROLES.get(intent, ())) | set(P.REROUTE_ROLES.get(intent, ()))
    for rule in P.INTENT_RULES:
        if rule["intent"] == intent:
            roles |= set(rule["roles"])
    return roles


def _reader_params(intent: str) -> set[str]:
    return {key for rule_intent, key, _, _ in P.DETAIL_RULES if rule_intent == intent} | set(
        P.READER_PARAMS.get(intent, ()))


def test_every_field_a_check_reads_can_be_filled_by_the_reader():
    filled_facts = set(P.SCENARIO_FIELDS.values()) | {P.SCENARIO_EVENTS, P.SCENARIO_PLAYERS, P.SCENARIO_SIZE,
                                                      P.SCENARIO_DEVOTION, P.SCENARIO_COUNTS,
                                                      P.SCENARIO_BLOCKERS, P.SCENARIO_ATTACKERS}
    for spec in registry():
        assert set(spec.reads.roles) | set(spec.reads.optional) <= _reader_roles(spec.intent), spec.name
        assert set(spec.reads.params) <= _reader_params(spec.intent), spec.name
        assert set(spec.reads.scenario) <= filled_facts, spec.name


def test_everything_the_reader_produces_is_read_by_some_check():
    specs = registry()
    intents = {rule["intent"] for rule in P.INTENT_RULES}
    for intent in intents:
        ours = [s for s in specs if s.intent == intent]
        assert ours, f"no check reads propositions of kind {intent}"
        read_roles = {r for s in ours for r in s.reads.roles + s.reads.optional}
        assert _reader_roles(intent) <= read_roles, (intent, _reader_roles(intent) - read_roles)
        read_params = {p for s in ours for p in s.reads.params}
        assert _reader_params(intent) <= read_params, (intent, _reader_params(intent) - read_params)
    read_facts = {f for s in specs for f in s.reads.scenario}
    told = set(P.SCENARIO_FIELDS.values()) | {P.SCENARIO_EVENTS, P.SCENARIO_PLAYERS, P.SCENARIO_SIZE,
                                              P.SCENARIO_DEVOTION, P.SCENARIO_COUNTS, P.SCENARIO_BLOCKERS,
                                              P.SCENARIO_ATTACKERS}
    assert told <= read_facts
    assert set(SCENARIO_FACTS) == told
    assert {fact for fact, _, _ in P.SCENARIO_RULES} == set(P.SCENARIO_FIELDS)


# --- still resolves (608.2b) with the responses stated --------------------------------------------
# (question, verdict, why). Cards here were not used while the check was written.
RESOLUTION = [
    # 609.3: a part a "Players can't ..." forbids does nothing; the rest still happens, in order (608.2c)
    ("With Omen Machine in play, does Careful Study still make me discard cards?", "yes", "609.3"),
    ("With Omen Machine in play, does Careful Study still let me draw cards?", "no", "101.2: players can't draw"),
    ("If Maralen of the Mornsong is in play, does Goblin Lore still make me discard cards?", "yes", "609.3"),
    ("If Leyline of Punishment is in play, does Essence Drain still make me gain life?", "no",
     "101.2: players can't gain life"),
    # 608.2b: a target that changed controller in response is checked again with its new controller
    ("My opponent casts Murder targeting my Grizzly Bears. In response I cast Act of Treason targeting Grizzly Bears. "
     "Does Murder still resolve?", "yes", "'target creature': whoever controls it"),
    ("My opponent casts Feed the Swarm targeting my Grizzly Bears. In response he casts Act of Treason targeting "
     "Grizzly Bears. Does Feed the Swarm still resolve?", "no", "'an opponent controls': now its caster's"),
    ("I cast Ranger's Guile targeting my Slippery Bogle. In response my opponent casts Act of Treason targeting "
     "Slippery Bogle. Does Ranger's Guile still resolve?", "no", "'creature you control': no longer mine"),
    ("My opponent casts Eviscerate targeting my Grizzly Bears. In response I cast Threaten targeting Grizzly Bears. "
     "Does Eviscerate still resolve?", "yes", "'Untap target creature and gain control of it'"),
    # a response told by what it does ("I flicker it with A", "they bounce it with A"): A must do that (400.7, 608.2b)
    ("My opponent casts Go for the Throat targeting my Hill Giant. In response I flicker it with Momentary Blink. "
     "Does Go for the Throat resolve?", "no", "400.7: a new object"),
    ("My opponent casts Go for the Throat targeting my Hill Giant. In response I blink Hill Giant with Ephemerate. "
     "Does Go for the Throat resolve?", "no", "400.7"),
    ("I cast Shock targeting my opponent's Hill Giant. In response they bounce it with Vapor Snag. Does Shock "
     "resolve?", "no", "608.2b: it left the battlefield"),
    ("My opponent casts Go for the Throat targeting my Hill Giant. In response I flicker it with Brute Force. "
     "Does Go for the Throat resolve?", None, "Brute Force flickers nothing"),
    ("My opponent casts Go for the Throat targeting my Hill Giant. In response I cast Ephemerate targeting it. "
     "Does Go for the Throat resolve?", "no", "'targeting it': the spell's target"),
    # a story whose spell couldn't have been cast targeting that (601.2c): no verdict on it
    ("My opponent casts Smite the Monstrous targeting my Kraken Hatchling. In response I cast Gate to Phyrexia "
     "targeting my Kraken Hatchling. Does Smite the Monstrous resolve?", None, "'power 4 or greater': a 0/4 can't be "
     "its target"),
    ("My opponent casts Go for the Throat targeting my Tarmogoyf. In response I cast Ranger's Guile targeting "
     "Tarmogoyf. Does Go for the Throat still resolve?", "no", "702.11b: hexproof against the caster's opponent"),
    ("I cast Go for the Throat targeting my opponent's Tarmogoyf. In response they cast Ranger's Guile targeting "
     "Tarmogoyf. Will Go for the Throat fizzle?", "yes", "608.2b: 'fizzle' asks the negated statement"),
    ("My opponent casts Path to Exile targeting my Tarmogoyf. In response I cast Gods Willing targeting Tarmogoyf. "
     "Does Path to Exile still resolve?", "no", "702.16b: protection from white, Path's color"),
    ("My opponent casts Dismember targeting my Tarmogoyf. In response I cast Gods Willing targeting Tarmogoyf. "
     "Does Dismember still resolve?", "no", "Dismember is black ({B/P}): protection from black"),
    ("My opponent casts Spatial Contortion targeting my Tarmogoyf. In response I cast Gods Willing targeting "
     "Tarmogoyf. Does Spatial Contortion still resolve?", "yes", "devoid: colorless, so protection from a color "
     "doesn't stop it (702.16b)"),
    ("My opponent casts Shock targeting my Tarmogoyf. In response I cast Vines of Vastwood targeting Tarmogoyf. "
     "Does Shock still resolve?", "no", "115.1: can't be the target of spells its opponents control"),
    ("My opponent casts Divination. In response I cast Cancel. Does Divination still resolve?", None,
     "Divination has no target: the check needs the stated target"),
    ("My opponent casts Shock targeting me. In response I cast Cancel. Does Shock still resolve?", "no",
     "701.6a: countered"),
    ("My opponent casts Shock targeting me. In response I cast Negate. Does Shock still resolve?", "no",
     "701.6a: Negate counters a noncreature spell"),
    ("My opponent casts Shock targeting my Tarmogoyf. In response I cast Giant Growth targeting Tarmogoyf. "
     "Does Shock still resolve?", "yes", "608.2b: +3/+3 doesn't change whether it can be targeted"),
    ("My opponent casts Shock targeting my Tarmogoyf. In response I cast Essence Scatter. Does Shock still "
     "resolve?", "yes", "Essence Scatter counters only creature spells"),
    ("I cast Doom Blade targeting my opponent's Tarmogoyf. In response they cast Unsummon targeting Tarmogoyf. "
     "Does Doom Blade still resolve?", "no", "608.2b: the target left the battlefield"),
    ("My opponent casts Shock targeting my Tarmogoyf. In response I cast Lightning Bolt targeting my opponent. "
     "Does Shock still resolve?", "yes", "the response doesn't touch Tarmogoyf"),
    # a target that is sacrificed in response is gone (400.7, 608.2b)
    ("My opponent casts Murder targeting my Centaur Courser. In response I sacrifice Centaur Courser. Does Murder "
     "resolve?", "no", "400.7, 608.2b: its only target left the battlefield"),
    ("My opponent casts Murder targeting my Centaur Courser. In response I sacrifice Hill Giant. Does Murder "
     "resolve?", "yes", "608.2b: the target is still there"),
    ("My opponent casts Murder targeting my Centaur Courser. I respond by sacrificing Centaur Courser. Will Murder "
     "fizzle?", "yes", "the negated statement"),
    ("My opponent casts Electrolyze targeting my Centaur Courser. In response I sacrifice Centaur Courser. Does "
     "Electrolyze still resolve?", "depends", "608.2b: it resolves if another target is still legal"),
    # several targets told: the spell resolves if any is still legal (608.2b)
    ("My opponent casts Electrolyze targeting my Centaur Courser and me. In response I sacrifice Centaur Courser. "
     "Does Electrolyze still resolve?", "yes", "608.2b: the player is still a legal target"),
    ("I cast Electrolyze targeting my opponent's Centaur Courser and Hill Giant. In response my opponent casts "
     "Blossoming Defense targeting Centaur Courser. Does Electrolyze resolve?", "yes", "608.2b: Hill Giant is still legal"),
    ("My opponent casts Electrolyze targeting my Centaur Courser and my Hill Giant. In response I cast Counterspell "
     "targeting Electrolyze. Does Electrolyze resolve?", "no", "701.6a: countered"),
    ("My opponent casts Electrolyze targeting my Centaur Courser and my Hill Giant. In response I sacrifice Centaur "
     "Courser. Does Electrolyze resolve?", "yes", "608.2b"),
    # who controls the target, from the response that can only target "a creature you control" (115.1)
    ("I cast Murder targeting Tarmogoyf. In response my opponent casts Tamiyo's Safekeeping on Tarmogoyf. Does Murder "
     "still resolve?", "no", "702.11b: the response shows the opponent controls Tarmogoyf"),
    ("I cast Murder targeting Tarmogoyf. In response I cast Tamiyo's Safekeeping on Tarmogoyf. Does Murder still "
     "resolve?", "yes", "702.11b: hexproof doesn't stop its controller's own spell"),
    # the colour chosen for "protection from the color of your choice", told
    ("I cast Doom Blade targeting Tarmogoyf. In response my opponent casts Apostle's Blessing on Tarmogoyf, choosing "
     "black. Does Doom Blade still resolve?", "no", "702.16b: black was chosen"),
    ("I cast Doom Blade targeting Tarmogoyf. In response my opponent casts Apostle's Blessing on Tarmogoyf, choosing "
     "white. Does Doom Blade still resolve?", "yes", "702.16b: Doom Blade isn't white"),
    ("I cast Swords to Plowshares targeting Dark Confidant. In response my opponent casts Blossoming Defense targeting "
     "Dark Confidant. Does Swords to Plowshares still resolve?", "no", "608.2b: its only target is illegal"),
    # a response that can't be aimed at the target, or whose effect turns on a condition or a mode
    ("My opponent casts Lightning Bolt targeting my Grizzly Bears. I respond with Gleeful Sabotage. Does Lightning "
     "Bolt still resolve?", "yes", "115.1: 'target artifact or enchantment' can't be the Bears"),
    ("I cast Lightning Bolt targeting my opponent's Grizzly Bears. In response they cast Moment of Craving on Grizzly "
     "Bears. Does Lightning Bolt still resolve?", None, "704.5f: -2/-2 may kill it first; not weighed"),
    ("I cast Lightning Bolt targeting my opponent's Grizzly Bears. In response they cast Nix. Does Lightning Bolt still "
     "resolve?", None, "'if no mana was spent': a condition"),
    ("I cast Lightning Bolt targeting my opponent's Grizzly Bears. In response they cast Psychic Rebuttal. Does "
     "Lightning Bolt still resolve?", None, "'that targets you': a condition"),
    ("My opponent casts Murder targeting my Grizzly Bears. In response I cast You See a Guard Approach. Does Murder "
     "still resolve?", None, "700.2: which mode isn't told"),
    # what the spell does, asked after the responses: it happens only if the spell resolves
    ("I cast Mind Rot targeting my opponent. They respond with Blossoming Calm. Does my opponent still discard 2 "
     "cards?", "no", "702.11c: a player with hexproof"),
    ("I cast Lightning Bolt targeting my opponent's Grizzly Bears. They respond with Giant Growth. Do I still deal three "
     "damage to it?", "yes", "608.2b: still legal, and the Bolt says it"),
    ("I cast Lightning Bolt targeting my opponent's Grizzly Bears. They respond with Giant Growth. Do I still deal 5 "
     "damage to it?", None, "no sentence of the Bolt says 5"),
    ("I cast Lightning Bolt targeting my opponent's Grizzly Bears. They respond with Blossoming Defense. Do I still deal "
     "3 damage to it?", "no", "702.11b: hexproof"),
]



# --- summoning sickness with the whole board (302.6, 702.10b) ---------------------------------------
# (question, verdict, why); the haste-granting cards were not looked at while the check was written
SICKNESS_BOARD = [
    ("Can Grizzly Bears attack the turn it comes in if it has haste?", "yes", "702.10b: the question gives it haste"),
    # the card that put it onto the battlefield gives "that creature" haste (702.10b)
    ("I put Grizzly Bears onto the battlefield with Sneak Attack. Can it attack this turn?", "yes",
     "Sneak Attack put it there: 'That creature gains haste'"),
    ("I cast Through the Breach and put Colossal Dreadmaw onto the battlefield. Can Colossal Dreadmaw attack this "
     "turn?", "yes", "Through the Breach put it there"),
    ("I control Sneak Attack. I cast Grizzly Bears. Can it attack this turn?", "depends",
     "cast, not put there by Sneak Attack: its grant isn't what happened"),
    ("I gain control of Grizzly Bears with Act of Treason. Can it attack this turn?", "yes",
     "302.6: it came under my control now, and 'It gains haste'"),
    ("I stole my opponent's Grizzly Bears with Threaten. Can it attack this turn?", "yes", "Threaten's haste"),
    ("Your Grizzly Bears came under your control this turn with Threaten. Can it attack?", "yes", "Threaten's haste"),
    ("I gain control of Grizzly Bears with Control Magic. Can it attack this turn?", "no",
     "302.6: a new controller this turn, and Control Magic gives no haste"),
    ("Can Grizzly Bears attack the turn it comes in with haste?", "yes", "702.10b: the question gives it haste"),
    ("I control Hammer of Purphoros. Can my Grizzly Bears attack the turn it comes in?", "yes",
     "'Creatures you control have haste'"),
    ("My opponent controls Hammer of Purphoros. Can my Grizzly Bears attack the turn it comes in?", "no",
     "the grant reaches only its controller's creatures"),
    ("I control Goblin Warchief. Can my Goblin Piker attack the turn it comes in?", "yes", "Goblins you control"),
    ("I control Goblin Warchief. Can my Grizzly Bears attack the turn it comes in?", "no",
     "Grizzly Bears isn't a Goblin"),
    ("I control Reckless Bushwhacker. Can my Grizzly Bears attack the turn it comes in?", "depends",
     "haste only if its surge cost was paid as it entered"),
    ("I control Lightning Greaves. Can my Grizzly Bears attack the turn it comes in?", "depends",
     "haste only while equipped"),
    ("I control Hammer of Purphoros. Can my Llanowar Elves tap for mana the turn it comes in?", "yes",
     "702.10c: haste lets {T} abilities be activated"),
    ("I control Hammer of Purphoros. Can my Grizzly Bears block the turn it comes in?", "yes",
     "302.6 never restricts blocking"),
    # tapping for another spell's cost isn't a {T} ability (702.51a convoke, 702.126a improvise)
    ("If I just cast Elvish Visionary, could I tap it for convoke to cast Conclave Tribunal?", "yes", "702.51a"),
    ("If I just cast Elvish Visionary, could I tap it for convoke to cast Murder?", "no",
     "Murder doesn't have convoke"),
    ("can I tap Ornithopter for improvise the turn it comes in", "yes", "702.126a: an artifact"),
    ("Can I tap Llanowar Elves the turn it entered to crew Smuggler's Copter?", "yes",
     "702.122a: the tapping pays for crew, not a {T} ability of the Elves"),
    # tapping it pays another card's cost ("Tap an untapped creature you control"), not its own {T} (302.6)
    ("Savannah Lions came in this turn. Can I tap it to pay the flashback cost of Prismatic Strands?", "yes",
     "302.6: a white creature pays the flashback cost"),
    ("Can I tap Llanowar Elves that entered this turn to pay Prismatic Strands' flashback cost?", "no",
     "the cost taps a white creature, and the Elves are green"),
    ("Can I tap a Grizzly Bears that arrived this turn for Glare of Subdual's ability?", "yes", "602.2b, 302.6"),
    ("Can my opponent tap my Savannah Lions that came in this turn for Springleaf Drum?", None,
     "118.3: the one paying must control what is tapped; not weighed"),
    ("Savannah Lions came in this turn. Can I tap it for Springleaf Drum in my graveyard?", None,
     "702.34a: only a flashback cost is paid from a graveyard, and the Drum has none"),
    ("Can I tap Ornithopter the turn it came in for Springleaf Drum?", "yes", "302.6: a creature pays the Drum's cost"),
    ("Can I tap Mishra's Bauble the turn it came in for Springleaf Drum?", "no", "the Drum's cost taps a creature"),
    ("Can I tap Llanowar Elves the turn it came in to pay for Grizzly Bears?", "no",
     "only its {T} mana ability could pay a mana cost (302.6)"),
    # a new object, or the same one (400.7, 712.18)
    ("When Delver of Secrets transforms, does it get summoning sickness again?", "no", "712.18: same object"),
    ("If I flicker my Elvish Visionary, does it get summoning sickness again?", "yes", "400.7: a new object"),
    ("If I blink my Raging Goblin, does it get summoning sickness again?", "no", "702.10b: it has haste"),
    ("Does Grizzly Bears have summoning sickness if it was flickered?", "yes", "400.7: no 'again', same question"),
    ("If my Grizzly Bears changes control, does it have summoning sickness?", "yes", "302.6"),
    # how it was cast (702.109a dash, 702.152a blitz)
    ("If I cast Goblin Heelcutter for its dash cost, can it attack the turn it comes in?", "yes", "702.109a"),
    ("If I cast Goblin Heelcutter, can it attack the turn it comes in?", "no", "hard cast: no haste"),
    ("can a blitzed Jaxis, the Troublemaker attack the turn it comes in", "yes", "702.152a"),
    ("I control Raging Goblin. Can my Grizzly Bears attack the turn it comes in?", "no",
     "702.10b: Raging Goblin's haste is its own; examined"),
    ("My opponent controls Serra Angel. Can my Llanowar Elves tap for mana the turn it comes in?", "no",
     "302.6: Serra Angel's keywords change only itself"),
    # what is attached to it (301.5a, 303.4a): "Equipped creature has haste" applies to the creature equipped
    ("Can Grizzly Bears attack the turn it comes in if it is equipped with Lightning Greaves?", "yes",
     "301.5a, 702.10b: the Equipment's grant reaches the equipped creature"),
    ("Can Hill Giant equipped with Swiftfoot Boots attack the turn it comes in?", "yes", "702.10b"),
    ("Can Hill Giant equipped with Bonesplitter attack the turn it comes in?", "no", "302.6: no haste from it"),
    ("Llanowar Elves is enchanted with Unquestioned Authority. Can it tap for mana the turn it comes in?", "no",
     "302.6: 'it' is the enchanted creature, and the Aura gives no haste"),
    ("Can Llanowar Elves enchanted with Rancor attack the turn it comes in?", "no", "302.6: Rancor gives trample"),
    # phrasings
    ("Can Llanowar Elves be tapped for mana the turn it comes into play?", "no", "302.6: passive"),
    ("Llanowar Elves just entered the battlefield. Can I tap it for mana?", "no", "302.6: told before"),
    ("Can I attack with Centaur Courser the turn I cast it?", "no", "302.6: the attack asked about isn't told"),
    ("Can I attack with Raging Goblin the turn I play it?", "yes", "702.10b"),
    # 109.5: an opponent's "creatures you control" grant never reaches my creature, static or triggered
    ("My opponent controls Chasm Guide. Can my Grizzly Bears attack the turn it comes in?", "no",
     "109.5: the rally grant reaches only its controller's creatures"),
    ("My opponent controls Ogre Battledriver. Can my Grizzly Bears attack the turn it comes in?", "no",
     "109.5: 'under your control' is its controller's"),
    ("I control Hellraiser Goblin. Can my Grizzly Bears attack the turn it comes in?", "yes",
     "702.10b: 'have haste and attack each combat if able' is no condition"),
    ("My opponent controls Hellraiser Goblin. Can my Centaur Courser attack the turn it comes in?", "no", "109.5"),
]



# --- targeting with the stated controllers and printed characteristics (115.1, 702.11b, 202.3) -----
TARGETING_SCENARIOS = [
    # its own static ability that gives a class it may be in shroud or hexproof ("All Slivers have shroud")
    ("can Giant Growth target Crystalline Sliver", None, "702.18a: it is a Sliver; not weighed, so no verdict"),
    # a phrase's keyword, supertype and extra type words (found by a precision audit on random cards)
    ("can Broken Wings target Grizzly Bears", "no", "'creature with flying': Grizzly Bears has no flying"),
    ("can Broken Wings target Serra Angel", "yes", "'creature with flying'"),
    ("can Cast Down target Isamaru, Hound of Konda", "no", "'target nonlegendary creature' (205.4a)"),
    ("can Molten Frame target Grizzly Bears", "no", "'target artifact creature' needs an artifact"),
    ("can Molten Frame target Ornithopter", "yes", "an artifact creature"),
    ("can Befoul target Grizzly Bears", "yes", "'land or nonblack creature'"),
    ("can Acidic Slime target Forest", "yes", "its trigger's effect lists 'artifact, enchantment, or land'"),
    ("Can Chandra, Torch of Defiance's -3 target Grizzly Bears?", "yes", "606.3: -3 deals damage to target creature"),
    ("Can Garruk Wildspeaker's +1 target Grizzly Bears?", "no", "606.3: +1 untaps two target lands"),
    ("can Reprisal target Colossal Dreadmaw", "yes", "printed power 6 is 4 or greater (assumed unchanged)"),
    ("can Reprisal target Grizzly Bears", "no", "printed power 2"),
    ("can Flame Slash target True-Name Nemesis", "depends", "702.16b: protection from the chosen player"),
    ("can Chained to the Rocks enchant Mountain", "depends", "303.4a: 'Enchant Mountain you control'"),
    ("can Chained to the Rocks enchant Boros Guildgate", "no", "303.4a: not a Mountain"),
    ("can my Ravenous Chupacabra target my opponent's Grizzly Bears", "yes", "'an opponent controls' holds"),
    ("can my Ravenous Chupacabra target my own Grizzly Bears", "no", "'an opponent controls' fails"),
    ("can Ravenous Chupacabra target Grizzly Bears", "depends", "who controls each is not stated"),
    ("can Smother target Baneslayer Angel", "no", "202.3: mana value 5, not 3 or less"),
    ("can Smother target Tarmogoyf", "yes", "202.3: mana value 2"),
    ("can Condemn target Grizzly Bears", "depends", "only an attacking creature"),
    ("Can I target my own Gladecover Scout with my Giant Growth?", "yes", "702.11b"),
    ("Can I target my opponent's Gladecover Scout with my Giant Growth?", "no", "702.11b"),
    ("Is Gladecover Scout a legal target for my opponent's Giant Growth?", "depends",
     "702.11b: who controls Gladecover Scout isn't stated"),
    ("Is Progenitus a legal target for Lightning Bolt?", "no", "702.16b: protection from everything"),
    ("Can I enchant Kor Firewalker with Rancor?", "yes", "303.4a: 'can I enchant' asks, it doesn't tell"),
    # tapped or untapped, told (506.4)
    ("Can Assassinate target my opponent's tapped Centaur Courser?", "yes", "'target tapped creature'"),
    ("Can Assassinate target my opponent's untapped Centaur Courser?", "no", "'target tapped creature'"),
    ("Can Assassinate target Centaur Courser?", "depends", "whether it is tapped isn't told"),
    # printed colour limits (115.1, 105.2) and "another" (the object the ability comes from isn't another)
    ("Can Celestial Purge target Grizzly Bears?", "no", "'black or red permanent': green"),
    ("Can Celestial Purge target Sengir Vampire?", "yes", "black"),
    ("Can Deathmark target Sengir Vampire?", "no", "'green or white creature': black"),
    ("Can Deathmark target Centaur Courser?", "yes", "green"),
    ("Can Flickerwisp's ability target Flickerwisp?", "no", "'another target permanent'"),
    ("Can Flickerwisp's ability target Hill Giant?", "yes", "another permanent"),
]



# --- does this trigger (603.2, 603.6a, 603.10a, 601.2i) ---------------------------------------------
# Trigger-watching cards here were not looked at while the check was written.
TRIGGERS = [
    ("Does Essence Warden trigger when my opponent's Grizzly Bears enters?", "yes", "'another creature enters'"),
    ("Does Blood Artist trigger when Grizzly Bears is destroyed?", "yes", "700.4: destroyed, it dies"),
    ("Does Blood Artist trigger when Darksteel Myr is destroyed?", None, "702.12b: indestructible, it isn't destroyed"),
    ("Does my Dina, Soul Steeper trigger from my life gain?", "yes", "'whenever you gain life'"),
    # 601.2h-i: sacrificed to pay the cost, it is gone when the spell becomes cast
    ("I cast Bone Splinters and sacrifice Young Pyromancer as its additional cost. Does Young Pyromancer trigger?",
     "no", "601.2i"),
    ("I sacrifice Young Pyromancer to cast Bone Splinters. Does Young Pyromancer trigger?", "no", "601.2i"),
    ("I sacrifice Blood Artist to cast Bone Splinters. Does Blood Artist trigger?", None,
     "603.10a: it watches dying, which looks back: not weighed here"),
    ("does my Blood Seeker trigger when my opponent's Grizzly Bears enters", "yes", "'an opponent controls'"),
    ("does my Blood Seeker trigger when my Grizzly Bears enters", "no", "'an opponent controls' fails"),
    ("does Blood Seeker trigger when Grizzly Bears enters", "depends", "controllers not stated"),
    ("does Falkenrath Noble trigger when Grizzly Bears dies", "yes", "'~ or another creature dies'"),
    ("does my Midnight Reaper trigger when my Grizzly Bears dies", "yes", "'nontoken creature you control'"),
    ("does my Midnight Reaper trigger when my opponent's Grizzly Bears dies", "no", "'you control' fails"),
    ("If I cast Lightning Bolt, does my Thing in the Ice trigger?", "yes", "601.2i: instant spell you cast"),
    ("If I cast Grizzly Bears, does my Thing in the Ice trigger?", "no", "a creature spell"),
    ("does Elvish Visionary trigger when Grizzly Bears enters", "no", "'When ~ enters': itself only"),
    ("does Blood Artist trigger when Lightning Bolt dies", "no", "an instant never dies (110.1)"),
    ("does Monastery Swiftspear trigger when I cast Lightning Bolt", "depends",
     "prowess (702.108a) watches its controller's spells; whose Swiftspear is not said"),
    ("does my Monastery Swiftspear trigger when I cast Lightning Bolt", "yes", "702.108a: a noncreature spell"),
    ("If I cast Grizzly Bears, does my Soul Warden trigger?", "yes",
     "608.3: not on casting, but when it enters as it resolves (assumed)"),
    # 614.6, 700.4: a card in play that exiles what would die; "dies" never happens
    ("My opponent controls Rest in Peace. Does my Zulaport Cutthroat trigger when my Hill Giant dies?", "no",
     "'exile it instead': it never dies"),
    ("I control Kalitas, Traitor of Ghet. Does my opponent's Zulaport Cutthroat trigger when their Hill Giant dies?",
     "no", "'a nontoken creature an opponent controls would die, instead exile that card'"),
    ("I control Kalitas, Traitor of Ghet. Does my Zulaport Cutthroat trigger when my Hill Giant dies?", "yes",
     "only an opponent's creatures are exiled"),
    ("Kalitas, Traitor of Ghet is on the battlefield. Does Blood Artist trigger when Hill Giant dies?", None,
     "whose each one is isn't told"),
    ("I control Kumano's Pupils. Does Blood Artist trigger when Hill Giant dies?", None,
     "'a creature dealt damage by ~ this turn': not told"),
    # a spell cast, its watcher not watching casting: what it does as it resolves may trigger it (608.2)
    ("If I cast Raise the Alarm, does my Soul Warden trigger?", None, "its tokens enter as it resolves"),
    ("I control Blood Artist and cast Day of Judgment. Does Blood Artist trigger?", "yes",
     "603.10a: it destroys Blood Artist, which sees itself die"),
    ("I control Blood Artist and cast Ravenous Chupacabra. Does Blood Artist trigger?", None,
     "its enters ability destroys a creature"),
    ("I control Blood Artist and cast Hill Giant. Does Blood Artist trigger?", "no",
     "a vanilla creature cast: nothing dies"),
    # the event in one sentence, the question in the next
    ("Grizzly Bears dies. Does Blood Artist trigger?", "yes", "'another creature dies'"),
    ("My Grizzly Bears enters the battlefield. Does my Impact Tremors trigger?", "yes", "'a creature you control'"),
    ("My opponent's Grizzly Bears dies. Does my Midnight Reaper trigger?", "no", "'you control' fails"),
    ("Grizzly Bears and Hill Giant die. Does Blood Artist trigger?", None, "which subject is asked: two"),
    # cast vs put, and copies (601.2i, 707.10)
    ("If I put Grizzly Bears onto the battlefield with Sneak Attack, does my Soul Warden trigger?", "yes",
     "603.6a: it still enters"),
    ("If I reanimate Grizzly Bears, does Beast Whisperer trigger?", "no", "'whenever you cast': it wasn't cast"),
    ("If I copy Lightning Bolt, does my Thing in the Ice trigger?", "no", "707.10: a copy isn't cast"),
    ("I control Young Pyromancer. If I activate Isochron Scepter and cast the copy, does Young Pyromancer trigger?",
     None, "707.12: the Scepter copies and casts the imprinted card, which isn't named"),
    ("I control Young Pyromancer. If I cast Isochron Scepter, does Young Pyromancer trigger?", "no",
     "601.2i: an artifact spell, not an instant or sorcery"),
    # cards not looked at while the check was written (issue 16: 40 rows)
    ('Does Soul Warden trigger when Soul Warden enters?', 'no', "603.2: 'another creature'"),
    ('Does Blood Artist trigger when Blood Artist dies?', 'yes', "603.10a: '~ or another creature dies'"),
    ('Does Midnight Reaper trigger when Midnight Reaper dies?', 'yes', '603.10a: a nontoken creature its controller controls: itself'),
    ('Does Harmonic Sliver trigger when it enters?', None, 'it grants the ability to Slivers: not read'),
    ('Does my Young Pyromancer trigger when I cast Lightning Bolt?', 'yes', "601.2i: 'you cast an instant'"),
    ('Does my Young Pyromancer trigger when my opponent casts Lightning Bolt?', 'no', "601.2i: its controller's spells only"),
    ('Does Young Pyromancer trigger when I cast Lightning Bolt?', 'depends', "who controls Young Pyromancer isn't stated"),
    ("Does my Impact Tremors trigger when my opponent's Grizzly Bears enters?", 'no', "603.6a: 'a creature you control'"),
    ('Does my Zulaport Cutthroat trigger when my Grizzly Bears dies?', 'yes', '603.10a'),
    ("Does my Zulaport Cutthroat trigger when my opponent's Grizzly Bears dies?", 'no', "603.10a: 'you control'"),
    ('Does Prosperous Innkeeper trigger when Grizzly Bears enters?', 'depends', "whose creature it is isn't stated"),
    ('Does Wall of Omens trigger when it enters?', 'yes', '603.6a'),
    ('Does Wall of Omens trigger when Grizzly Bears enters?', 'no', 'it watches only itself'),
    ('Does Mogg War Marshal trigger when it dies?', 'yes', "'enters or dies': the second event"),
    ('Does Solemn Simulacrum trigger when it dies?', 'yes', '603.10a'),
    ('Does Solemn Simulacrum trigger when Grizzly Bears dies?', 'no', 'it watches only itself'),
    ('Does my Grim Haruspex trigger when my Grizzly Bears dies?', 'yes', "'another nontoken creature you control'"),
    ('Does Grim Haruspex trigger when it dies?', 'no', "'another'"),
    ('Does Goblin Guide trigger when it attacks?', 'yes', '508.3a'),
    ('Does Goblin Guide trigger when Grizzly Bears attacks?', 'no', 'it watches only itself'),
    ('Does my Hellrider trigger when my Grizzly Bears attacks?', 'yes', "508.3a: 'a creature you control attacks'"),
    ('Does Mentor of the Meek trigger when Hill Giant enters?', 'no', 'power 3, not 2 or less'),
    ('Does my Mentor of the Meek trigger when my Grizzly Bears enters?', 'yes', 'power 2'),
    ('Does Flametongue Kavu trigger when it enters?', 'yes', '603.6a'),
    # at the same time: enters abilities see the newcomers (603.6a), leaves abilities look back (603.10a)
    ("Blood Artist and Centaur Courser die at the same time. Does Blood Artist trigger?", "yes", "603.10a"),
    ("If Blood Artist and Hill Giant die simultaneously, does Blood Artist trigger for Hill Giant?", "yes", "603.10a"),
    ("Soul Warden and Centaur Courser enter the battlefield at the same time. Does Soul Warden trigger?", "yes",
     "603.6a"),
    ("Wall of Omens and Centaur Courser enter at the same time. Does Wall of Omens trigger for Centaur Courser?", "no",
     "it watches only itself"),
    # exiled or returned to hand: the permanent leaves the battlefield but doesn't die (700.4)
    ("If my Llanowar Elves is exiled, does Zulaport Cutthroat trigger?", "no", "700.4: exile isn't dying"),
    ("If my Elvish Visionary is returned to my hand, does Blood Artist trigger?", "no", "700.4"),
    ("If Oblivion Ring is bounced, does its ability trigger?", "yes", "603.10a: it leaves the battlefield"),
    ("If my Hangarback Walker is exiled, does its ability trigger?", "no", "700.4: only dying"),
    ("If Kitesail Freebooter is exiled, does its ability trigger?", "no",
     "610.3c: 'until ~ leaves the battlefield' is a duration, not a trigger"),
    ("If Serra Angel is exiled, does Viscera Seer trigger?", "no", "603.2: no triggered ability"),
    ("If I sacrifice Sakura-Tribe Elder, does Blood Artist trigger?", "yes", "701.21a: sacrificed, it dies"),
    ("If Wall of Omens is exiled, does its ability trigger?", "no", "defender is a static ability (702.3a)"),
    # a land is played, never cast (305.9), even an artifact land; it still enters the battlefield
    ("Does Jin-Gitaxias, Progress Tyrant trigger when I play Seat of the Synod?", "no", "305.9: never cast"),
    ("Does Vedalken Archmage trigger when I cast Seat of the Synod?", "no", "305.9"),
    ("Does Sai, Master Thopterist trigger when I play Darksteel Citadel?", "no", "305.9: an artifact land"),
    ("Does my Lotus Cobra trigger when I play Dryad Arbor?", "yes", "603.6a: it enters"),
    ("Does Lotus Cobra trigger when my opponent plays Forest?", "depends", "whose Lotus Cobra isn't told"),
    ("Does my Angelic Chorus trigger when I play Pentavus?", "yes", "'play' a creature spell: cast, then it enters"),
    # 603.7: an effect that creates a delayed trigger is no "no"
    ("Does Massacre Girl trigger when Grizzly Bears dies?", None, "'Whenever a creature dies this turn' after it enters"),
    # subtypes in a list of spells (205.3)
    ("Does my Sram, Senior Edificer trigger when I cast Bonesplitter?", "yes", "an Equipment spell"),
    ("Does my Sram, Senior Edificer trigger when I cast Rancor?", "yes", "an Aura spell"),
    ("Does my Sram, Senior Edificer trigger when I cast Grizzly Bears?", "no", "neither Aura, Equipment nor Vehicle"),
    # a player's own actions (603.2): discarding (701.9a; cycling discards, 702.29a), drawing (121.1), gaining or
    # losing life (119.9); milling is no discard (701.17a). Most of these cards were not looked at while writing.
    ("Does my Megrim trigger when my opponent discards a card?", "yes", "701.9a"),
    ("Does my Megrim trigger when I discard a card?", "no", "'an opponent discards'"),
    ("Does Megrim trigger when my opponent discards a card?", "depends", "whose Megrim isn't told"),
    ("Does my Megrim trigger when my opponent cycles Street Wraith?", "yes", "702.29a: cycling discards"),
    ("Does Megrim trigger when Traumatize mills my opponent?", "no", "701.17a: milling isn't discarding"),
    ("Does my Megrim trigger when my opponent discards a card to Liliana of the Veil?", "yes",
     "what made them discard is examined"),
    ("Does my Megrim trigger when my opponent discards a card to Library of Leng?", None,
     "'instead': a replacement it doesn't weigh"),
    ("If my opponent discards Dryad Arbor, does my Waste Not trigger?", "yes", "a creature card and a land card"),
    ("Does my Abyssal Nocturnus trigger when my opponent discards a card?", "yes", "unseen"),
    ("Does my Fell Specter trigger when my opponent discards a card?", "yes", "unseen: beside an enters trigger"),
    ("Does my Geth's Grimoire trigger when my opponent discards Lightning Bolt?", "yes", "unseen"),
    ("Does my Drannith Healer trigger when I cycle Street Wraith?", "yes", "unseen: 'cycle another card'"),
    ("Does my Drannith Stinger trigger when my opponent cycles Street Wraith?", "no", "unseen: 'you cycle'"),
    ("Does my Curator of Mysteries trigger when I cycle Street Wraith?", "yes", "unseen: 'cycle or discard'"),
    ("Does my Sheoldred, the Apocalypse trigger when I cycle Street Wraith?", "yes", "702.29a: cycling draws"),
    ("Does my Underworld Dreams trigger when I draw a card?", "no", "'an opponent draws'"),
    ("Does my Spiteful Visions trigger when my opponent draws a card?", "yes", "unseen: 'a player draws'"),
    ("Does my Archangel of Thune trigger when I gain life?", "yes", "unseen: 119.9"),
    ("Does my Bloodbond Vampire trigger when my opponent gains life?", "no", "unseen: 'you gain life'"),
    ("Does my Exquisite Blood trigger when my opponent loses life?", "yes", "unseen"),
    ("Does my Mindcrank trigger when my opponent loses life?", "yes", "unseen"),
    ("Does my Bant Sojourners trigger when I cycle Street Wraith?", "no", "'When you cycle ~': only itself"),
    ("Does my Vampire Scrivener trigger when I gain life?", None, "'during your turn' is not weighed"),
    ("Does my Metrognome trigger when my opponent discards a card?", None, "'causes you to discard ~' is not weighed"),
    ("Does my Snare Tactician trigger when I cycle Street Wraith?", "yes", "unseen: 'whenever you cycle a card'"),
    # blocking (509.3a, 509.3b) and becoming blocked (509.3c)
    ("Does Wall of Junk trigger when it blocks?", "yes", "509.3a"),
    ("Does Wall of Junk trigger when it blocked Grizzly Bears?", "yes", "509.3a: the card named is what it blocked"),
    ("Does Gustcloak Harrier trigger when it is blocked?", "yes", "509.3c"),
    ("Does Elvish Berserker trigger when it is blocked by Grizzly Bears?", "yes", "509.3c; Grizzly Bears examined"),
    ("Does Elvish Berserker trigger when it blocks?", "no", "it watches becoming blocked"),
    ("Does Brimaz, King of Oreskos trigger when Grizzly Bears blocks?", "no", "it watches only itself blocking"),
    ("Does Brimaz, King of Oreskos trigger when it blocks Hill Giant?", "yes", "509.3b: 'blocks a creature'"),
    ("Does Hamlet Captain trigger when it becomes blocked?", "no", "unseen: 'attacks or blocks'"),
    ("Does Psychic Membrane trigger when Grizzly Bears blocks?", "no", "unseen: only itself"),
    ("Does my Zephyr Spirit trigger when it blocks Hill Giant?", "yes", "unseen"),
    ("Does Heat of Battle trigger when it is blocked by Grizzly Bears?", None, "it is no creature; 'a creature blocks'"),
    ("Does my The Restoration of Eiganjo // Architect of Restoration trigger when it blocks Hill Giant?", None,
     "the ability is on the back face"),
    # damage dealt (120.1: to players, creatures, planeswalkers, battles; 120.2a: combat damage)
    ("Does Dimir Cutpurse trigger when it deals combat damage to my opponent?", "yes", "120.2a"),
    ("Does Dimir Cutpurse trigger when it deals combat damage to a planeswalker?", "no", "120.1: not a player"),
    ("Does Dimir Cutpurse trigger when it deals damage to my opponent?", "depends", "only combat damage"),
    ("Does my Hypnotic Specter trigger when it deals damage to my opponent?", "yes", "'to an opponent'"),
    ("Does my Hypnotic Specter trigger when it deals damage to my opponent's creature?", "no", "not a player"),
    ("Does Hypnotic Specter trigger when it deals damage to my opponent?", "depends", "whose it is isn't said"),
    ("Does Sword of Fire and Ice trigger when Grizzly Bears deals combat damage to my opponent?", "depends",
     "only if Grizzly Bears is the equipped creature"),
    ("Grizzly Bears is equipped with Sword of Fire and Ice. Does Sword of Fire and Ice trigger when Grizzly Bears "
     "deals combat damage to my opponent?", "yes", "the equipped creature"),
    ("Does Dreadhorde Butcher trigger when it deals combat damage to a planeswalker?", "yes",
     "'to a player or planeswalker'"),
    ("Does my Mordant Dragon trigger when it deals noncombat damage to my opponent?", "no", "unseen: combat only"),
    ("Does Etrata, the Silencer trigger when it deals damage to a creature?", "no", "unseen: to a player"),
    ("Does my Questing Beast trigger when it deals combat damage to my opponent?", "yes", "unseen: 'to an opponent'"),
    ("Does my Rootwater Thief trigger when Grizzly Bears deals combat damage to my opponent?", "no",
     "unseen: only itself"),
    ("Does my Bloodmad Vampire trigger when it deals combat damage to my opponent?", "yes", "unseen"),
    # becoming a target: "becomes the target of a spell or ability [an opponent controls]", heroic (603.2, 601.2c)
    ("Does my Satyr Hoplite trigger when I target it with Giant Growth?", "yes", "a spell its controller casts"),
    ("Does my Satyr Hoplite trigger when my opponent targets it with Lightning Bolt?", "no", "'you cast'"),
    ("Does my Satyr Hoplite trigger when I target it with Prodigal Sorcerer?", "no", "an ability is no spell"),
    ("Does Satyr Hoplite trigger when I target it with Giant Growth?", "depends", "whose Satyr Hoplite isn't said"),
    ("Does my Satyr Hoplite trigger when I target it with Rancor?", "yes", "an Aura spell targets"),
    ("Does my Frost Titan trigger when my opponent targets it with Lightning Bolt?", "yes", "an opponent's spell"),
    ("Does my Frost Titan trigger when I target it with Giant Growth?", "no", "only an opponent's"),
    ("Does Angelic Protector trigger when I target it with Prodigal Sorcerer?", "yes", "unseen: 'spell or ability'"),
    ("Does Reality Smasher trigger when my opponent targets it with Prodigal Sorcerer?", "no",
     "unseen: only a spell"),
    ("Does Grizzly Bears trigger when I target it with Giant Growth?", "no", "no triggered ability"),
    # being dealt damage (120.2a; 120.2b: a spell's damage is noncombat)
    ("Does Boros Reckoner trigger when it is dealt damage?", "yes", "'is dealt damage'"),
    ("Does Boros Reckoner trigger when Lightning Bolt deals damage to it?", "yes", "Lightning Bolt examined"),
    ("Does Wall of Essence trigger when Lightning Bolt deals damage to it?", "no", "unseen: combat damage only"),
    ("Does Wall of Essence trigger when Grizzly Bears deals damage to it?", "depends", "combat or not isn't told"),
    ("Does Pious Warrior trigger when it is dealt combat damage?", "yes", "unseen"),
    ("Does Body of Knowledge trigger when it is dealt damage?", "yes", "unseen"),
    ("Does Boros Reckoner trigger when it deals damage to my opponent?", "no", "it watches being dealt damage"),
    # becoming tapped or untapped (701.26a, 701.26b; inspired)
    ("Does Aerie Worshippers trigger when it untaps?", "yes", "'becomes untapped'"),
    ("Does Aerie Worshippers trigger when it becomes tapped?", "no", "it watches untapping"),
    ("Does City of Brass trigger when it becomes tapped?", "yes", "unseen"),
    ("Does Mesmeric Orb trigger when Grizzly Bears untaps?", "yes", "unseen: 'a permanent'"),
    ("Does Grizzly Bears trigger when it becomes tapped?", "no", "no triggered ability"),
    ("Does my Bloodchief Ascension trigger when my opponent discards a card?", None,
     "'put into an opponent's graveyard from anywhere' is not weighed"),
    # its own cast trigger: put onto the battlefield it isn't cast (601.2i); cascade casts it (702.85a)
    ("If I put Ulamog, the Ceaseless Hunger onto the battlefield with Through the Breach, does its cast trigger "
     "happen?", "no", "601.2i"),
    ("Does Kozilek, Butcher of Truth's cast trigger work if I put it onto the battlefield with Dread Return?", "no",
     "'cast trigger' names the ability; the event is the put"),
    ("If I cascade into Ulamog, the Ceaseless Hunger, does its cast trigger happen?", "yes", "702.85a"),
    ("Does Wispmare's ability trigger when I put it onto the battlefield with Dread Return?", "yes", "603.6a"),
]



# --- effects that don't target (702.16 DEBT, 702.11b, 702.18a, 702.12b) ----------------------------
MASS_EFFECTS = [
    ("Does Wrath of God kill Slippery Bogle?", "yes", "hexproof stops only targeting"),
    ("does Damnation destroy Gladecover Scout", "yes", "hexproof stops only targeting"),
    ("does Day of Judgment destroy Darksteel Myr", "no", "702.12b: indestructible"),
    ("does Supreme Verdict destroy Sol Ring", "no", "creatures only"),
    ("Will Akroma's Vengeance destroy Sol Ring?", "yes", "artifacts, creatures, and enchantments"),
    ("does Pyroclasm kill Grizzly Bears", "yes", "2 damage, toughness 2 (704.5g)"),
    ("does Pyroclasm kill Hill Giant", "no", "toughness 3"),
    ("can Grizzly Bears survive Pyroclasm", "no", "the negated statement"),
    ("does Pyroclasm kill Tarmogoyf", None, "toughness isn't printed"),
    ("Does Day of Judgment destroy Progenitus?", "yes", "701.8a: destroyed; its replacement sends it to the library"),
    ("does Damnation destroy Darksteel Colossus", "no", "702.12b: indestructible, whatever its replacement says"),
    ("does Anger of the Gods kill Grizzly Bears", None, "it is exiled instead of dying"),
    # targeted removal: a legal target first (115.1), then indestructible and toughness
    ("Does Hero's Downfall destroy Darksteel Myr?", "no", "702.12b: indestructible"),
    ("Can Doom Blade kill Sengir Vampire?", "no", "115.1: 'nonblack creature'"),
    ("Does Lightning Strike kill Hill Giant?", "yes", "704.5g: 3 damage, toughness 3"),
    ("Does Shock kill Centaur Courser?", "no", "704.5g: 2 damage, toughness 3"),
    ("Does Searing Spear kill Slippery Bogle?", "depends", "702.11b: only its controller's spells target it"),
    ("Does Go for the Throat kill Solemn Simulacrum?", "no", "115.1: 'nonartifact creature'"),
    ("Does Dismember kill Tarmogoyf?", None, "-5/-5 and a variable toughness are not read"),
    # -X/-X counted in the caster's graveyard, with the count told (107.3a)
    ("My graveyard is empty. Does Festive Funeral kill Grizzly Bears?", "no", "X = 0"),
    ("I have 3 cards in my graveyard. Does Festive Funeral kill Grizzly Bears?", "yes", "704.5f: -3/-3"),
    ("Does Festive Funeral kill Grizzly Bears?", None, "X isn't told"),
    ("I have two creature cards in my graveyard. Does Festive Funeral kill Grizzly Bears?", None,
     "it counts all cards; two creature cards is only some of them"),
    # a trigger that only makes the target bigger is assumed not to have happened (an assumption says so)
    ("Does Shock kill Bloodhaze Wolverine?", "yes", "704.5g: toughness 1"),
    # -N/-N to all (704.5f): not destruction, not damage, not targeting
    ("Does Infest kill White Knight?", "yes", "704.5f: toughness 0; protection from black doesn't stop it"),
    ("Does Infest kill Darksteel Myr?", "yes", "702.12b: indestructible doesn't stop 704.5f"),
    ("Does Infest kill Hill Giant?", "no", "toughness 1 left"),
    ("Does Shrivel kill Llanowar Elves?", "yes", "704.5f"),
    ("Does Infest destroy Grizzly Bears?", None, "it dies but isn't destroyed"),
    # colors (105.2, 202.2): a land has no mana cost, so no color; a color indicator gives one
    ("Does Anarchy destroy my Plains?", "no", "105.2c: a land is colorless"),
    ("Does Anarchy destroy Savannah Lions?", "yes", "white"),
    ("Does Perish destroy Dryad Arbor?", "yes", "204: its color indicator is green"),
    ("Does Virtue's Ruin destroy Transguild Courier?", None, "'is all colors' in its own text: not weighed"),
    ("Does Anarchy destroy Savannah Lions if I control Painter's Servant?", None, "another card changes colors"),
    ("Does Devastation Tide return my Forest?", "no", "'nonland permanents'"),
    ("Does Hibernation return my Forest?", "no", "'does A return B' of a mass bounce is whether it reaches B"),
]



# --- change of targets with the scenario (115.3, 115.7a) ----------------------------------------------
CHANGE_TARGETS = [
    ("can Spellskite redirect Cryptic Command", "depends", "115.8: only if the mode with 'target permanent' was chosen"),
    ("can Spellskite redirect Electrolyze", "yes", "not modal: one 'target' can change to it"),
    ("can Spellskite redirect Shock if Spellskite is already one of the targets?", "no",
     "115.3: one 'target', already Spellskite"),
    ("Can Spellskite redirect Fire // Ice if Spellskite is already one of its targets?", "no",
     "one instance of 'target' with one or two targets"),
    ("can Spellskite redirect Shock", "yes", "115.7a: 'any target' includes Spellskite"),
    ("can Misdirection redirect Shock if Spellskite is already one of the targets?", None,
     "'already' decides only a change of a target to the redirector itself"),
    ("Can Spellskite redirect Celestial Purge?", "no", "115.7a: colourless Spellskite isn't black or red"),
    ("Can Spellskite redirect Flickerwisp's ability?", "yes", "115.7a: Spellskite is another permanent"),
    ("Can Spellskite redirect Disenchant?", "yes", "115.7a: an artifact"),
    # the new target named: it must be legal for the spell (115.7)
    ("Can I redirect Murder to Dimir Guildmage with Redirect?", "yes", "115.7: a creature"),
    ("Can I redirect Murder to Sol Ring with Misdirection?", "no", "115.7: Murder targets a creature"),
    ("Can I redirect Shock to Tarmogoyf with Spellskite?", "no", "Spellskite changes a target only to itself"),
    ("My opponent casts Shock targeting my Tarmogoyf. Can I redirect it to Spellskite?", "yes", "115.7"),
    # the new target is the spell itself, or the permanent whose ability it is (115.5, 115.7)
    ("Can I use Willbender to change the target of Air-Cult Elemental's trigger and have Air-Cult Elemental bounce "
     "itself?", "no", "'up to one other target creature' can't choose its own source"),
    ("Can I use Willbender to change the target of Flametongue Kavu's trigger and have Flametongue Kavu damage itself?",
     "yes", "'target creature' can be Flametongue Kavu; the trigger has exactly one target"),
    ("Can I cast Deflecting Swat making Murder target itself?", "no", "115.5: a spell is never its own target"),
    ("Can I use Willbender to change the target of Air-Cult Elemental's trigger to Grizzly Bears?", "depends",
     "115.9a: a single target only if one was chosen"),
    ("Can I use Willbender to change the target of Flametongue Kavu's triggered ability to Sol Ring?", "no",
     "115.7: the new target must be a creature"),
    # "does A work against B" asks nothing about targets unless A can change them
    ("Does Liliana's Triumph work against Slippery Bogle?", None, "no change of targets was asked about"),
    ("Does Lightning Bolt redirect Shock?", "no", "115.7: Lightning Bolt says nothing of changing targets"),
]



@pytest.mark.parametrize("question, opinions, read_in_full", [
    # an opinion of the proposition, or "who's right?", tells no fact: the answer is the plain question's
    ("Can Llanowar Elves tap for mana the turn it comes in?", "My friend says it can. Who is correct?", True),
    ("Can Grizzly Bears attack the turn it comes in?", "I think it can, but my friend says it can't. Am I right?",
     True),
    ("Let's say I control Howling Mine. Can Lightning Bolt target Grizzly Bears?", "Who's right?", True),
    # a reason is a fact the answer would have to weigh
    ("Can I target my own Troll Ascetic with Lightning Bolt?", "My opponent says I can't because it has hexproof.",
     False),
    ("Can Grizzly Bears attack the turn it comes in?", "My friend says it can if it has haste.", False),
])
def test_opinions_of_the_proposition_change_nothing(qa, question, opinions, read_in_full):
    plain, told = qa.ask(question), qa.ask(f"{question} {opinions}")
    assert plain["verdict"] in ("yes", "no") and plain["unread"] == []
    if read_in_full:
        assert (told["verdict"], told["unread"]) == (plain["verdict"], []), told["unread"]
    else:
        assert told["verdict"] is None and told["unread"]


def test_itself_names_only_the_spell_whose_target_changes(qa):
    # "have C bounce itself" with C not the spell or ability asked about: no new target is read
    answer = qa.ask("Can I use Willbender to change the target of Air-Cult Elemental's trigger and have Grizzly "
                    "Bears bounce itself?")
    assert answer["verdict"] is None and "itself" in " ".join(answer["unread"])


# --- the invariant: a verdict only on a question read in full --------------------------------------
SHAPES = ["can {a} target {b}?", "can {a} redirect {b}?", "can {a} attack the turn it comes in?",
          "does {a} trigger when {b} dies?", "does {a} destroy {b}?", "what mana can {a} make?",
          "I control {c}. can {a} target {b}?", "can {a} target {b} if I control {c}?",
          "My opponent casts {a} targeting my {b}. In response I cast {c}. Does {a} still resolve?",
          "can {a} tap for mana the turn it comes in, and what about {c}?", "if {c} is tapped, can {a} block {b}?"]


def test_a_verdict_means_every_word_and_card_was_taken_into_account(qa):
    import random

    rng = random.Random(8)
    names = sorted({name for _, name in qa.kb.card_names()})[::200]
    given = 0
    for _ in range(300):
        a, b, c = rng.sample(names, 3)
        answer = qa.ask(rng.choice(SHAPES).format(a=a, b=b, c=c))
        if answer["verdict"] is None:
            continue
        given += 1
        assert answer["unread"] == [] and answer["read_as"], answer["question"]
        said = answer["read_as"] + " ".join(step["text"] for step in answer["reasoning"])
        for card in answer["cards"]:
            assert card["name"] in said or card["name"].split(" // ")[0] in said, (answer["question"], card)
    assert given > 20                        # the shapes do get verdicts


# --- "it" in a later sentence, and a stated entering as the turn cue ---------------------------------
PRONOUNS = [
    ("I control Fires of Yavimaya and Grizzly Bears. Can it attack the turn it comes in?", "yes",
     "'it' is the card named last; Fires gives it haste"),
    ("Grizzly Bears entered the battlefield this turn. Can it attack?", "no", "302.6"),
    ("Llanowar Elves came into play this turn. Can it tap for mana?", "no", "302.6"),
    ("My opponent casts Murder targeting my Grizzly Bears. In response I cast Giant Growth targeting Grizzly "
     "Bears. Does it still resolve?", "yes", "in a story of spells 'it' is the spell that was cast"),
]



# --- goad (701.15b) ------------------------------------------------------------------------------------
GOAD = [
    ("My Grizzly Bears is goaded. Does it have to attack?", "yes", "701.15b"),
    ("My Wall of Stone is goaded. Does it have to attack?", "no", "702.3b: defender"),
    ("Grizzly Bears is goaded and tapped. Does it have to attack?", "no", "508.1a: tapped"),
    # a requirement reaches only the creatures its target or subject names: whose is read from the question
    ("My opponent activates Alluring Siren targeting my Grizzly Bears. Does Grizzly Bears have to attack?", "yes",
     "508.1d: the target, told before the question"),
    ("Alluring Siren targets Hill Giant. Does it have to attack?", "yes", "508.1d"),
    ("I control Alluring Siren and Grizzly Bears. Does Grizzly Bears have to attack because of Alluring Siren?",
     "no", "115.1: 'target creature an opponent controls'"),
    ("Does Grizzly Bears have to attack because of Alluring Siren?", "yes", "508.1d, assuming an opponent's"),
    ("Does my Hill Giant have to attack if my opponent activates Bident of Thassa?", "yes",
     "508.1d: 'creatures your opponents control'"),
    ("Does my Hill Giant have to attack if I activate Bident of Thassa?", "no", "508.1d: only opponents' creatures"),
    ("Must Juggernaut attack?", "yes", "508.1d: its own 'attacks each combat if able'"),
    ("Does Hill Giant have to attack?", "no", "508.1d: no requirement"),
    # the goading card, told: what it goads decides whether the creature is goaded at all (701.15a)
    ("My opponent goaded my Hill Giant with Agitator Ant. Does Hill Giant have to attack?", "yes", "701.15b"),
    ("I goaded my own Hill Giant with Disrupt Decorum. Does it have to attack?", "no",
     "701.15a: 'creatures you don't control'"),
    ("My opponent goaded my Wall of Stone with Disrupt Decorum. Does it have to attack?", "no", "702.3b: defender"),
    # 508.1d: no player is forced to pay a cost to attack; 302.6: a creature that came in this turn can't attack
    ("My Hill Giant is goaded and my opponent controls Ghostly Prison. Does Hill Giant have to attack?", "no",
     "508.1d: the attack has a cost"),
    ("My opponent controls Propaganda. Does my Juggernaut have to attack?", "no", "508.1d"),
    ("I cast Juggernaut this turn. Does it have to attack?", "no", "302.6: summoning sick"),
    ("I control Ghostly Prison. Does my Juggernaut have to attack?", None, "its own controller's Ghostly Prison"),
]



# --- state-based actions (704.5f, 704.5j) -------------------------------------------------------------
SBA = [
    ("Does Grizzly Bears die if it gets -2/-2 until end of turn?", "yes", "704.5f: toughness 0"),
    ("Does Darksteel Myr die if it gets -1/-1?", "yes", "704.5f: indestructible doesn't stop it"),
    ("if Hill Giant gets -2/-2, does it die?", "no", "toughness 1"),
    ("can Hill Giant survive getting -3/-3", "no", "the negated statement"),
    ("Does Tarmogoyf die if it gets -1/-1?", None, "its toughness isn't printed"),
    ("can I control two Thalia, Guardian of Thraben?", "no", "704.5j: legendary"),
    ("can I control two Grizzly Bears", "yes", "not legendary"),
    ("If my Elvish Visionary gets -1/-1, can I sacrifice it before it dies?", "no",
     "704.3, 117.5: no priority before state-based actions"),
    ("When Mogg Fanatic has lethal damage, can I activate it before it dies?", "no", "605.3a: not even mana abilities"),
    ("If Serra Angel gets -1/-1, can I sacrifice it before it dies?", None, "toughness 3: it doesn't die"),
    # damage: lethal (704.5g), deathtouch (704.5h), indestructible (702.12b), infect / wither (120.3d),
    # protection (702.16e)
    ("Does Hill Giant die if it is dealt 3 damage?", "yes", "704.5g: damage equal to toughness"),
    ("Does Hill Giant die if it is dealt 2 damage?", "no", "704.5g: less than toughness"),
    ("Will Grizzly Bears die if it's dealt 2 damage?", "yes", "704.5g"),
    # the damage or -N/-N told in the sentence before
    ("Grizzly Bears is dealt 2 damage. Does it die?", "yes", "704.5g"),
    ("Hill Giant is dealt 2 damage. Does it die?", "no", "704.5g: toughness 3"),
    ("Typhoid Rats deals 1 damage to Colossal Dreadmaw. Does Colossal Dreadmaw die?", "yes",
     "704.5h: the source told is Typhoid Rats, with deathtouch"),
    ("Centaur Courser gets -3/-3. Does it die?", "yes", "704.5f"),
    ("Hill Giant gets -2/-2. Will it survive?", "yes", "704.5f: toughness 1"),
    ("Hill Giant deals 3 damage to Grizzly Bears. Does Hill Giant die?", None, "the damage was dealt to another card"),
    ("Does Serra Angel die if it takes 4 damage?", "yes", "704.5g"),
    ("Can Serra Angel survive 3 damage?", "yes", "the negated statement: 3 < 4"),
    ("Does Indomitable Ancients die if it is dealt 10 damage?", "yes", "704.5g"),
    ("Can Indomitable Ancients survive 9 damage?", "yes", "704.5g: 9 < 10"),
    ("Does Darksteel Myr die if it is dealt 5 damage?", "no", "702.12b: indestructible ignores lethal damage"),
    ("If Typhoid Rats deals 1 damage to Colossal Dreadmaw, does it die?", "yes", "704.5h: deathtouch"),
    ("Does Colossal Dreadmaw die if Typhoid Rats deals 1 damage to it?", "yes", "704.5h: the source named after"),
    ("If Vampire Nighthawk deals 2 damage to Indomitable Ancients, does it die?", "yes", "704.5h: deathtouch"),
    ("Does Hill Giant die if it is dealt 3 damage by Typhoid Rats?", "yes", "704.5g"),
    ("If Typhoid Rats deals 1 damage to Darksteel Myr, does it die?", "no", "702.12b: deathtouch destroys"),
    ("If Blight Mamba deals 1 damage to Hill Giant, does it die?", "no", "120.3d: infect, one -1/-1 counter"),
    ("If Blight Mamba deals 3 damage to Hill Giant, does it die?", "yes", "120.3d, 704.5f: toughness 0"),
    ("If Blight Mamba deals 1 damage to Darksteel Myr, does it die?", "yes", "704.5f: indestructible doesn't help"),
    ("If Boggart Ram-Gang deals 3 damage to Grizzly Bears, does it die?", "yes", "120.3d: wither"),
    ("If Boggart Ram-Gang deals 1 damage to Hill Giant, does it die?", "no", "120.3d: toughness 2 left"),
    ("If Shock deals 2 damage to Kor Firewalker, does it die?", "no", "702.16e: protection from red"),
    ("If Shivan Dragon deals 5 damage to Baneslayer Angel, does it die?", "no", "702.16e: protection from Dragons"),
    ("If Lightning Bolt deals 3 damage to White Knight, does it die?", "yes", "protection from black only"),
    ("Does Baneslayer Angel die if Shock deals 2 damage to it?", "no", "704.5g: toughness 5"),
    ("If Grizzly Bears gets -1/-1 and is dealt 1 damage, does it die?", "yes", "613.4c then 704.5g"),
    ("Does Phantasmal Image die if it is dealt 1 damage?", None, "printed 0/0: a copy sets its toughness"),
    ("Does Tarmogoyf die if it is dealt 3 damage?", None, "toughness 1+*: not printed"),
    ("Does Phytohydra die if it is dealt 5 damage?", None, "its own replacement of damage"),
    ("Does River Boa die if it is dealt 2 damage?", None, "it can regenerate"),
    # a P/T change and damage told together (704.5g: damage against the toughness after the change)
    ("Centaur Courser gets -1/-1 and is dealt 1 damage. Does it die?", "no", "704.5g: 1 damage, toughness 2"),
    ("Elvish Visionary gets -1/-1 and is dealt 1 damage. Does it die?", "yes", "704.5f: toughness 0"),
    ("Hill Giant gets +1/+1 and is dealt 3 damage. Does it die?", "no", "704.5g: toughness 4"),
]



# --- casting and priority (117.1a, 702.8a, 602.5d, 606.3, 702.61) ---------------------------------------
PRIORITY = [
    ("Can I cast Counterspell in response to Lightning Bolt?", "yes", "117.1a: an instant"),
    ("can I cast Grizzly Bears in response to Shock", "no", "117.1a: a creature spell waits for an empty stack"),
    ("can I cast Ambush Viper in response to Shock", "yes", "702.8a: flash"),
    ("can I activate Mother of Runes in response to Sudden Shock", "no", "702.61a: split second"),
    ("can I activate Llanowar Elves in response to Sudden Shock", "yes", "702.61b: a mana ability"),
    ("can I cast Lightning Bolt in response to Sudden Shock", "no", "702.61a"),
    ("can I activate Jace, the Mind Sculptor in response to Shock", "no", "606.3: loyalty abilities"),
    ("can I respond to Shock with Giant Growth", "yes", "117.1a"),
    ("can I respond to Shock with Mother of Runes", None, "cast or activate: not said"),
    ("can I activate Prodigal Sorcerer in response to Shock", "yes", "602.5d: no timing restriction"),
    ("can I activate Eater of Virtue in response to Shock", None, "equip's timing is in its own rule (702.6a)"),
    ("can I cast Shock in response to Forest", None, "a land is never a spell on the stack"),
    # what never uses the stack can't be responded to: mana abilities (605.3a), playing a land (116.2a)
    ("Can I respond to Birds of Paradise's mana ability?", "no", "605.3a"),
    ("Can I respond when my opponent taps Llanowar Elves for mana?", "no", "605.3a"),
    ("Can I cast Lightning Bolt in response to Birds of Paradise's ability?", "no", "605.3a: only a mana ability"),
    ("Can I respond to Prodigal Sorcerer's ability with Lightning Bolt?", "yes", "117.1a: an instant"),
    ("Can I respond to my opponent playing Mountain?", "no", "116.2a: a special action"),
    ("Can I cycle Street Wraith in response to Sudden Shock?", "no", "702.61b: cycling isn't a mana ability"),
    ("Can I cycle Street Wraith in response to Lightning Bolt?", "yes", "702.29a, 602.5d"),
    ("Can I cycle Hill Giant in response to Lightning Bolt?", "no", "702.29a: it has no cycling"),
    # only what is named as on the stack: a spell, an ability (117.7), split second (702.61a)
    ("Can I respond to Lightning Bolt?", "yes", "117.7: a spell on the stack"),
    ("Can my opponent respond to Krosan Grip?", "no", "702.61a: split second"),
    ("Can I respond to Prodigal Sorcerer's ability?", "yes", "405.1: not a mana ability"),
    ("Can I respond to Grim Lavamancer's ability?", "yes", "unseen: 405.1"),
    ("Can I cast Grizzly Bears in response to Prodigal Sorcerer's ability?", "no", "117.1a: a creature spell"),
    ("Can I cast Lightning Bolt in response to Prodigal Sorcerer's ability?", "yes", "117.1a: an instant"),
]



# --- durations (514.2) ------------------------------------------------------------------------------------
DURATIONS = [
    ("Does Giant Growth's bonus last until my opponent's turn?", "no", "514.2: 'until end of turn' ends in cleanup"),
    ("does Brute Force last into the next turn", "no", "514.2"),
    ("does Blossoming Calm last until my opponent's turn", None, "'until your next turn' is not decided here"),
    ("does Angelfire Ignition last into the next turn", None, "its +1/+1 counters stay"),
    ("Does Act of Treason's effect last until my next turn?", "no", "514.2: untapping it is done at once"),
    ("Does Control Magic's effect last into the next turn?", "yes", "611.3b: a static ability"),
    ("Does Glorious Anthem's bonus last into the next turn?", "yes", "611.3b"),
    ("Does Fog's effect last into the next turn?", "no", "514.2: 'would be dealt this turn'"),
    ("Does Inflame's effect last into the next turn?", None, "'dealt damage this turn' is a condition, not a duration"),
    ("Does Pia Nalaar's effect last into the next turn?", None, "several abilities, some without a duration"),
    # a spell's continuous effect with no stated duration lasts until the end of the game (611.2a)
    ("Does the effect of Switcheroo end at the end of the turn?", "no", "611.2a: no duration stated"),
    ("Does the animation effect of Verdant Touch end at the end of turn?", "no", "611.2a"),
    ("Does Donate's effect last into the next turn?", "yes", "611.2a"),
    ("Does the effect of Moonlace wear off at the end of the turn?", "no", "611.2a: a colour change"),
    ("Does True Polymorph's effect last into the next turn?", "yes", "611.2a: a copy effect"),
    ("Does Threaten's effect wear off at end of turn?", "yes", "514.2: 'until end of turn'"),
    ("Does Giant Growth's bonus end at end of turn?", "yes", "514.2"),
    ("Does Glorious Anthem's effect end at the end of the turn?", "no", "611.3b: a static ability"),
    ("Does Lightning Bolt's effect last into the next turn?", None, "damage is dealt once: nothing lasts"),
    ("Does Blessed Wind's effect end at the end of the turn?", None, "119.5: a life total set once"),
    ("Does Mutavault's animation end at end of turn?", None, "its mana ability has no duration: which is asked?"),
]


# --- tokens that leave the battlefield (111.7, 111.8, 704.5d) ----------------------------------------------
# Rows marked "# unseen" name cards whose Oracle text was not looked at while the check was written.
TOKENS = [
    # from a graveyard to the battlefield or a hand
    ("Can Reanimate return a token from my graveyard?", "no", "111.8: 'from a graveyard onto the battlefield'"),
    ("Can Zombify return a token from my graveyard?", "no", "111.8; 704.5d"),                              # unseen
    ("Can Regrowth return a token to my hand?", "no", "111.8: it can't move to a hand either"),            # unseen
    ("Can Unburial Rites bring back a token creature?", "no", "111.8 (flashback is a keyword, not weighed)"),  # unseen
    ("Will Raise Dead get back my Zombie token?", "no", "111.7: a token in a graveyard ceases to exist"),   # unseen
    ("Can Sun Titan return a token to the battlefield?", "no", "111.8: 'from your graveyard'"),             # unseen
    ("Can Karmic Guide reanimate a token?", "no", "111.8"),                                                 # unseen
    ("Can I return my opponent's token with Recollect?", "no", "111.8: whoever controlled it"),             # unseen
    ("Can a token be returned by Resurrection?", "no", "111.8"),                                            # unseen
    ("Can Recollect return a token from exile?", "no", "111.8: no zone brings a token back"),              # unseen
    ("Can Eternal Witness get back a token?", "no", "111.8: 'from your graveyard to your hand'"),
    ("Does Reanimate bring my Goblin token back?", "no", "111.8"),
    ("Can Feign Death return a token?", "no", "the granted 'When this creature dies, return it': 111.8"),
    # exiled, then returned: flickers (400.7) and exile until an event (610.3)
    ("If I flicker my Soldier token with Cloudshift, does it come back?", "no",
     "Cloudshift ruling: a token exiled this way ceases to exist and won't return"),
    ("Does my Spirit token come back with Momentary Blink?", "no", "111.8"),                               # unseen
    ("If I blink my token with Ghostly Flicker, does it come back?", "no", "111.8: 'return those cards'"),  # unseen
    ("If I flicker a token with Brago, King Eternal, does it come back?", "no", "111.8"),                  # unseen
    ("If I exile my 1/1 Soldier token with Otherworldly Journey, does it return?", "no",
     "111.8: 'At the beginning of the next end step, return that card'"),
    ("Does Ephemerate bring my token back?", "no", "111.8"),
    ("If Journey to Nowhere exiles my token, does it come back when Journey to Nowhere leaves the battlefield?",
     "no", "111.8: 'return the exiled card'"),                                                             # unseen
    ("If Banisher Priest exiles my opponent's token, does it return when Banisher Priest leaves the battlefield?",
     "no", "610.3: exiled until an event, but 111.8 keeps a token from coming back"),
    ("Does my opponent's token come back from Flickerwisp?", "no", "111.8"),
    # the negated statement is true
    ("Can Regrowth not return a token?", "yes", "111.8: the negated statement"),                           # unseen
    # bounces (the token does go to a hand, then ceases to exist): not a clean yes or no
    ("Can Kor Skyfisher return a token?", None, "returns a permanent from the battlefield to a hand"),      # unseen
    ("Can Man-o'-War return my opponent's token?", None, "a bounce: 111.7 after it reaches the hand"),      # unseen
    ("Can Into the Roil return a token to its owner's hand?", None, "a bounce"),                           # unseen
    ("Can Unsummon return a token?", None, "a bounce"),
    # nothing returned, or only the card itself, or to a library
    ("Can Llanowar Elves return a token?", None, "it returns nothing"),                                    # unseen
    ("Can Murder bring back a token?", None, "it returns nothing"),                                        # unseen
    ("Can Path to Exile return a token?", None, "it puts a land from a library onto the battlefield"),     # unseen
    ("Can Cauldron Familiar return a token?", None, "'Return ~ from your graveyard': only itself"),         # unseen
    ("Can Aetherling return a token?", None, "'Exile ~. Return it ...': only itself"),
    # a second named card: examined, or it could change the answer; a description that is no token
    ("Can Zombify return a token if I control Forest?", "no", "Forest is examined: it only adds mana"),    # unseen
    ("Can Zombify return a token if my opponent controls Rest in Peace?", None,
     "Rest in Peace replaces how cards and tokens move: not weighed"),                                      # unseen
    ("Can Regrowth return a token if I control Anointed Procession?", None, "it mentions tokens: not weighed"),
    ("Can Resurrection return a creature?", None, "not a token: 111.8 doesn't apply"),                     # unseen
    ("Can Zombify return a nontoken creature?", None, "not a token"),                                      # unseen
    # an exile that isn't an "exile until" return: no verdict rather than a reason that doesn't hold
    ("If I flicker my Soldier token with The Stasis Coffin, does it come back?", None, "it exiles only itself"),
    ("If I flicker my Soldier token with Etali, Primal Sickness, does it come back?", None,
     "'exiles cards ... until they exile a nonland card' returns nothing"),
    # "is put into your graveyard from the battlefield, you may return that card": it died first (700.4)
    ("Can Yomiji, Who Bars the Way be used to return a token to my hand?", "no", "111.8"),
    ("Can Kaya's Ghostform return my Spirit token?", "no", "111.8"),
]
TOKEN_WORDS = [
    # words the reading doesn't take into account: no proposition, no verdict
    ("", "Can Zombify return a token that was a copy?", None, "'copy' is unread"),
    ("", "Can Zombify return two tokens?", None, "'two' is unread"),
    # questions about tokens that ask something else keep their own kind
    ("targeting.object", "Can Doom Blade target my opponent's Zombie token?", "depends",
     "a Zombie token may be black (Doom Blade: nonblack)"),
    ("targeting.object", "Can Shock target a Soldier token?", "yes", "a Soldier token is a creature token"),
]


# --- casting with no target (601.2c, 603.3d) -------------------------------------------------------------
NO_TARGET = [
    # why the player would do it is no part of the answer
    ("Can I cast Lightning Bolt with no target just to get it into the graveyard?", "no", "601.2c"),
    ("Can I cast Negate with no target, only to trigger my prowess creature?", "no", "601.2c"),
    ("Can I cycle Gempalm Polluter if there are no creatures to target?", "yes",
     "702.29a: cycling doesn't target; its trigger is removed (603.3d)"),
    ("Can I cast Murder with no target?", "no", "601.2c"),
    ("can I cast Lightning Bolt if there are no creatures to target", "yes", "any target: a player"),
    ("can I cast Doom Blade if there are no creatures to target", "no", "601.2c"),
    ("can I cast Divination without a target", "yes", "it doesn't target"),
    ("can I cast Pacifism if there are no creatures to target", "no", "303.4a: an Aura spell targets"),
    ("Can I cast Hunt the Weak if I don't control any creatures?", "no", "601.2c: 'target creature you control'"),
    ("Can I cast Day of Judgment if I don't control any creatures?", "yes", "it doesn't target"),
    ("Can I cast Giant Growth if I don't control any creatures?", None, "an opponent's creature may be a target"),
    # only one creature: one instance of "target" can't choose it twice; several instances can (601.2c, 115.3)
    ("If there's just one creature on the battlefield, can I cast Swelter?", "no", "601.2c: two target creatures"),
    ("Can I cast Seeds of Strength with only one creature in play?", "yes", "115.3: three instances, one creature"),
    ("Can I cast Murder when there is a single creature on the battlefield?", "yes", "one target creature"),
    ("Can I cast Hunt the Weak with only one creature on the battlefield?", None, "whose creature it is isn't told"),
    ("Can I cast Decimate with only one creature on the battlefield?", None, "other kinds of target"),
    ("Can I cast Arc Trail with just one creature on the battlefield?", "yes", "115.4: a player can be the other target"),
    ("Can I cast Lightning Bolt if there is only one creature?", "yes", "115.4: any target includes a player"),
    ("Can I cast Prey Upon with only one creature on the battlefield?", None, "whose creature it is isn't told"),
]

# 603.3d: a triggered ability's targets are chosen as it goes on the stack; "up to" may choose none
FORCED_TARGETS = [
    ("If there are no other creatures, does Flametongue Kavu have to target itself?", "yes",
     "'target creature': Flametongue Kavu is the only legal choice"),
    ("Must Flametongue Kavu target itself?", "depends", "only when no other creature can be chosen"),
    ("Is Nekrataal obliged to target itself if it is the only creature on the battlefield?", "no",
     "'nonblack creature': Nekrataal is black, so the trigger is removed"),
    ("Does Air-Cult Elemental have to target itself if it is the only creature?", "no", "'up to one' may be none"),
    ("When Festering Goblin dies, do I have to target my own creature with its ability if my creatures are the only "
     "ones?", "yes", "'target creature' includes your own"),
    ("Does Ravenous Chupacabra have to target my own creature if my creatures are the only ones?", "no",
     "'target creature an opponent controls'"),
    ("Does Flametongue Kavu have to target Grizzly Bears if Grizzly Bears is the only other creature?", "yes",
     "the only legal choice"),
    ("Does Flametongue Kavu have to target Troll Ascetic if it is the only other creature?", None,
     "702.11b: whose hexproof creature it is decides, not told"),
]


# --- activating abilities with other cards in play (602.5, 109.2, 605.1a, 609.3) ----------------------------
ACTIVATION = [
    ("Can I activate Sol Ring's ability if my opponent controls Null Rod?", "no", "602.5: artifacts' abilities"),
    ("Can I activate Birds of Paradise's ability with Cursed Totem in play?", "no", "creatures' abilities, even mana"),
    ("Can I still use Sol Ring with Cursed Totem on the battlefield?", "yes", "Sol Ring isn't a creature"),
    ("Can I activate Mind Stone's ability while an opponent controls Stony Silence?", "no", "602.5"),
    ("Does Cursed Totem stop Birds of Paradise's ability?", "yes", "the negated statement: it can't be activated"),
    ("Can I activate Noble Hierarch's ability with Damping Matrix in play?", "yes",
     "605.1a: 'unless they're mana abilities'"),
    ("Can I cycle Street Wraith with Damping Matrix in play?", "yes", "109.2: cycling works from the hand"),
    ("If I control Linvala, Keeper of Silence, can I activate Prodigal Sorcerer's ability?", "yes",
     "only creatures your opponents control"),
    ("Can I activate Prodigal Sorcerer's ability if my opponent controls Linvala, Keeper of Silence?", "no", "602.5"),
    ("Can I activate Prodigal Sorcerer's ability if my opponent controls Platinum Angel?", "yes",
     "examined: nothing it says stops activating"),
    ("Can I activate Prodigal Sorcerer's ability if my opponent controls Pithing Needle?", "depends",
     "only if Prodigal Sorcerer was the name chosen"),
    ("Can I activate Prodigal Sorcerer's ability if my opponent controls Torpor Orb?", None,
     "a card whose text speaks of abilities is not read: withheld"),
    ("If I have both a Mind Stone and a Cursed Totem in play, can I still activate Mind Stone's ability?", "yes",
     "both cards are on the battlefield; Mind Stone isn't a creature"),
    # its status, told (107.5: a {T} cost needs it untapped; 107.6: a {Q} cost needs it tapped)
    ("Can I activate Prodigal Sorcerer's ability while it's tapped?", "no", "107.5"),
    ("Prodigal Sorcerer is tapped. Can I activate its ability?", "no", "107.5: 'its' is the card named before"),
    ("If Llanowar Elves is tapped, can I activate its ability?", "no", "107.5: a mana ability with {T}"),
    ("Can I activate my tapped Icy Manipulator's ability?", "no", "107.5"),
    ("Can I activate Shivan Dragon's ability if it is tapped?", "yes", "107.5: no {T} in '{R}: +1/+0'"),
    ("Can I activate Pestilence's ability while it's tapped?", "yes", "107.5: '{B}: ...' has no {T}"),
    ("Can I activate Prodigal Sorcerer's ability while it's untapped?", "yes", "107.5"),
    ("Can I activate Prodigal Sorcerer's ability while it's tapped if my opponent controls Pithing Needle?", "no",
     "107.5 decides whatever was named"),
    ("Can I equip Bonesplitter while my opponent controls Damping Matrix?", "no", "602.5: equip, not targeting"),
    # a kind of ability, no card named that has one: what every ability of that kind is
    ("Can I move equipment while my opponent controls Stony Silence?", "no", "702.6a: an Equipment's, an artifact's"),
    ("Does Damping Matrix stop equip?", "yes", "the negated statement"),
    ("Does Stabilizer stop equip?", "no", "it stops cycling only"),
    ("Does Stabilizer prevent landcycling?", "yes", "702.29e: landcycling is cycling"),
    ("Can I cycle cards while my opponent controls Damping Matrix?", "yes", "702.29a: from a hand (109.2)"),
    ("Can I crew vehicles with Stony Silence in play?", "no", "702.122a: a Vehicle's, an artifact's"),
    ("Does Null Rod stop mana abilities?", "depends", "those of artifacts only"),
    ("Does Damping Matrix stop mana abilities?", "no", "605.1a: 'unless they're mana abilities'"),
    ("Does Pithing Needle stop loyalty abilities?", "depends", "the name chosen"),
    # the ability told by what it does to its own card
    ("Can I return Eternal Dragon from my graveyard to my hand while my opponent controls Cursed Totem?", "yes",
     "109.2: 'creatures' are permanents; this works from the graveyard"),
    ("Can I sacrifice Sakura-Tribe Elder with Damping Matrix in play?", "no", "602.5: a creature's ability"),
    ("Can I regenerate River Boa with Cursed Totem in play?", "no", "602.5"),
    ("Can I animate Mutavault with Stony Silence in play?", "yes", "a land, not an artifact"),
    ("Can I return Grizzly Bears from my graveyard with Damping Matrix in play?", None, "it has no such ability"),
]


# --- a permanent's status (110.5a): a tapped permanent's abilities work unless they say otherwise --------
STATUS = [
    ("Does Glorious Anthem still work while it's tapped?", "yes", "110.5a: status is not a characteristic"),
    ("If Gate to the Aether is tapped, does its effect work?", "yes", "110.5a: a triggered ability"),
    ("When Crusade is tapped, does it still work?", "yes", "110.5a"),
    ("My Intruder Alarm is tapped. Does its ability still work?", "yes", "110.5a"),
    ("Does Anointed Procession work if it is tapped?", "yes", "110.5a: a replacement effect"),
    ("Does Howling Mine work if it is tapped?", "no", "603.4: 'if Howling Mine is untapped'"),
    ("Does a tapped Winter Orb still work?", "no", "'As long as Winter Orb is untapped'"),
    ("If Static Orb is tapped, does it still work?", "no", "'As long as Static Orb is untapped'"),
    ("Does Trinisphere still work while it's tapped?", "no", "'As long as Trinisphere is untapped'"),
    ("Does Castle Raptors still work while it's tapped?", "no", "its +0/+2 only while untapped"),
    ("Does Watchdog's ability work while it's tapped?", "depends", "one ability asks for untapped, one doesn't"),
    ("Does Sphinx Sovereign's ability work while it's tapped?", None, "'Otherwise': it works either way, differently"),
    ("Does Llanowar Elves work while it's tapped?", None, "107.5: a {T} ability; which is asked?"),
    ("Does Delver of Secrets still work while it's tapped?", None, "which face is up isn't told"),
    ("Does Glorious Anthem still work?", None, "nothing says it is tapped"),
    ("Does Glorious Anthem still work while it's tapped if I control Opposition?", None,
     "a card that taps things is not weighed"),
]
# tapping in combat, and the untap step (508.1a, 509.1a, 508.1f, 702.20b, 502.3)
COMBAT_TAPPED = [
    ("Can my tapped Grizzly Bears attack?", "no", "508.1a: attackers must be untapped"),
    ("Can Grizzly Bears block if it's tapped?", "no", "509.1a"),
    ("Can Grizzly Bears attack?", None, "nothing about it is told"),
    ("Does Serra Angel tap when it attacks?", "no", "702.20b: vigilance"),
    ("Does Grizzly Bears tap when it attacks?", "yes", "508.1f"),
    ("Does Hill Giant become tapped when it attacks?", "yes", "unseen: 508.1f"),
    ("Does Grizzly Bears untap during my untap step?", "yes", "502.3"),
    ("Does Colossus of Sardia untap during its controller's untap step?", "no",
     "unseen: '~ doesn't untap during your untap step'"),
    ("Does Leviathan untap during my untap step?", None, "its own untapping words with a cost"),
    ("Does Grizzly Bears untap during my untap step if my opponent controls Winter Orb?", None,
     "a card about untapping is not weighed"),
]
# a tapped permanent described, not named (107.5)
TAPPED_ACTIVATES = [
    ("If a creature is tapped, can it still activate abilities that do not need it to be tapped?", "yes", "107.5"),
    ("Can a tapped artifact still use abilities without tapping it?", "yes", "107.5"),
    ("Can a tapped creature use abilities without the tap symbol?", "yes", "602.1: the cost has no {T}"),
    ("Can a tapped creature still activate its abilities?", "depends", "107.5: only those without {T}"),
    ("Can a tapped permanent use its tap abilities?", "no", "107.5"),
]


# --- blocking (509.1a and the evasion keywords) -------------------------------------------------------------
BLOCKING = [
    # 702.111b: menace, a single blocker told ("alone", "by itself")
    ("Can Grizzly Bears block Boggart Brute alone?", "no", "702.111b: two or more blockers"),
    ("Can Grizzly Bears block Boggart Brute?", "depends", "702.111b: with another blocker"),
    ("Can Grizzly Bears block Hill Giant alone?", "yes", "no evasion"),
    ("Can Wall of Wood block Birds of Paradise?", "no", "702.9b: flying"),
    ("Can Deadly Recluse block Wind Drake?", "yes", "702.17b: reach"),
    ("Can Aven Windreader block Wind Drake?", "yes", "both fly"),
    ("Can I block Soltari Foot Soldier with Grizzly Bears?", "no", "702.28b: shadow"),
    ("Can Soltari Foot Soldier block Grizzly Bears?", "no", "702.28b: shadow blocks only shadow"),
    ("Can Grizzly Bears block Bladetusk Boar?", "no", "702.13b: intimidate, no shared color"),
    ("Can Goblin Piker block Bladetusk Boar?", "yes", "702.13b: shares red"),
    ("Can Ornithopter block Bladetusk Boar?", "yes", "702.13b: an artifact creature can block it"),
    ("Can Gravedigger block Severed Legion?", "yes", "702.36b: fear, a black creature"),
    ("Can Hill Giant block Furtive Homunculus?", "no", "702.118b: skulk, greater power"),
    ("Can Llanowar Elves block Furtive Homunculus?", "yes", "702.118b: power 1 isn't greater than 2"),
    ("Can Grizzly Bears block Marsh Boa?", "depends", "702.14c: swampwalk, the defending player's lands"),
    ("Can Grizzly Bears be blocked by Sightless Ghoul?", "no", "509.1a: 'can't block'"),
    ("Can Llanowar Elves block Goblin Heelcutter?", None, "its attack trigger may have made it unable to block"),
    ("Centaur Courser is tapped. Can it block Hill Giant?", "no", "509.1a: untapped creatures block"),
    ("Can my tapped Centaur Courser block Hill Giant?", "no", "509.1a"),
    # the attacker's own ability may give it evasion (it was "yes" before: the ability was not weighed)
    ("Can Grizzly Bears block Cobalt Golem?", None, "'{1}{U}: ~ gains flying until end of turn'"),
    ("Can Grizzly Bears block Gabriel Angelfire?", None, "it may have chosen flying this turn"),
]


# --- combat damage between one attacker and one blocker (510) --------------------------------------------
COMBAT = [
    # static bonuses of other permanents told (613.4c), for the creatures their controllers control
    ("I control Glorious Anthem. I attack with Grizzly Bears and my opponent blocks with Hill Giant. Does Hill Giant "
     "die?", "yes", "613.4c: the Bears are 3/3"),
    ("My opponent controls Glorious Anthem. I attack with Hill Giant and my opponent blocks with Grizzly Bears. Does "
     "Hill Giant die?", "yes", "their Bears are 3/3"),
    ("I control Glorious Anthem. I attack with Hill Giant and my opponent blocks with Grizzly Bears. Does Hill Giant "
     "die?", "no", "only my Giant gets +1/+1: 4/4 against 2/2"),
    ("I control Lord of Atlantis. I attack with Merfolk of the Pearl Trident and my opponent blocks with Grizzly "
     "Bears. Does Grizzly Bears die?", None, "it gives islandwalk too: not weighed"),
    ("If Centaur Courser blocks Craw Wurm, does Centaur Courser die?", "yes", "6 damage, toughness 3 (704.5g)"),
    ("My Grizzly Bears attacks and is blocked by Hill Giant. Does Grizzly Bears die?", "yes", "'attacks and is "
     "blocked by' tells both"),
    ("My 4/4 Grizzly Bears attacks and is blocked by Hill Giant. Does Grizzly Bears die?", "no", "208.1: 4/4, as told"),
    ("My 4/4 Grizzly Bears attacks and is blocked by Hill Giant. Does Hill Giant die?", "yes", "4 damage, toughness 3"),
    ("Hill Giant blocks Grizzly Bears. Do both die?", "no", "509.1a: the blocked one attacked; 2 damage to a 3/3"),
    ("Centaur Courser blocks Hill Giant. Do both creatures die?", "yes", "3 damage each, toughness 3 each"),
    ("Elvish Mystic blocks Hill Giant. Does either creature die?", "yes", "the Mystic does"),
    ("If Centaur Courser blocks Serra Angel, does Centaur Courser die?", None,
     "702.9b: it can't block a flyer, so the fight has no outcome"),
    ("If Centaur Courser blocks Hill Giant, does Hill Giant die?", "yes", "3 damage, toughness 3"),
    ("If Elvish Mystic blocks Hill Giant, does Hill Giant die?", "no", "1 damage, toughness 3"),
    ("If Volrath's Shapeshifter blocks Grizzly Bears, does Volrath's Shapeshifter die?", None,
     "it may have another card's full text, power and toughness: not weighed"),
    ("If Deadly Recluse blocks Colossal Dreadmaw, does Colossal Dreadmaw die?", "yes", "702.2b: deathtouch"),
    ("If Youthful Knight blocks Centaur Courser, does Youthful Knight die?", "yes",
     "702.7b: 2 first-strike damage doesn't kill a 3/3, which strikes back"),
    ("If Youthful Knight blocks Grizzly Bears, does Youthful Knight die?", "no",
     "702.7b: the 2/2 dies in the first-strike step and deals no damage"),
    ("If Grizzly Bears is blocked by Fencing Ace, does Fencing Ace survive?", "no",
     "702.4b: 1 + 1 kills the 2/2, which deals its 2 in the regular step"),
    ("If Darksteel Myr blocks Centaur Courser, does Darksteel Myr die?", "no", "702.12b: indestructible"),
    ("If White Knight blocks Gravedigger, does White Knight die?", "no", "702.16e: protection from black"),
    ("If Tarmogoyf blocks Grizzly Bears, does Tarmogoyf die?", None, "its power and toughness aren't printed"),
    # the attacker and blocker told before the question, or in its "if" clause
    ("Hill Giant attacks and Grizzly Bears blocks it. Does Grizzly Bears die?", "yes", "510.2, 704.5g"),
    ("My Hill Giant attacks and my opponent blocks with Grizzly Bears. Does Hill Giant die?", "no",
     "510.2: 2 damage, toughness 3"),
    ("If Serra Angel attacks and Giant Spider blocks, does Giant Spider die?", "yes", "510.2: 4 damage, toughness 4"),
    ("Centaur Courser attacks. Typhoid Rats blocks it. Does Centaur Courser survive?", "no", "704.5h: deathtouch"),
    # two blockers (509.1a, 510.1c): their damage adds up; the attacking player divides the attacker's damage
    ("My Hill Giant attacks and my opponent blocks with Grizzly Bears and Savannah Lions. Does Hill Giant die?", "yes",
     "510.2: 2 + 2 damage, toughness 3"),
    ("Craw Wurm is blocked by Grizzly Bears and Savannah Lions. Does Craw Wurm die?", "yes", "4 damage, toughness 4"),
    ("Craw Wurm is blocked by Grizzly Bears and Llanowar Elves. Does Craw Wurm die?", "no", "3 damage, toughness 4"),
    ("Grizzly Bears and Savannah Lions block Centaur Courser. Does Savannah Lions die?", "depends",
     "510.1c: the attacking player divides 3 damage as they choose"),
    ("Grizzly Bears is blocked by Hill Giant and Savannah Lions. Does Hill Giant die?", "no",
     "2 damage can never be lethal for toughness 3"),
    ("Centaur Courser is blocked by Typhoid Rats and Savannah Lions. Does Centaur Courser die?", "yes", "704.5h"),
]
# several attackers (508.1a): the damage the defending player takes is theirs together (510.2); with a blocker
# among them it isn't weighed (the second attacker was once taken for a bystander)
SEVERAL_ATTACKERS = [
    ("I attack with Savannah Lions and Centaur Courser and my opponent doesn't block. Does my opponent take 2 damage?",
     "no", "510.2: 2 + 3 = 5 in all"),
    ("I attack with Savannah Lions and Centaur Courser and my opponent doesn't block. Does my opponent take 5 damage?",
     "yes", "510.2"),
    ("I attack with Savannah Lions and Fencing Ace and there are no blocks. Does my opponent take 4 damage?", "yes",
     "702.4b: the Ace's double strike deals 1 twice"),
    ("I attack with Savannah Lions and Centaur Courser. My opponent blocks Centaur Courser with Wall of Wood. Does my "
     "opponent take 2 damage?", None, "a blocked attacker among several: not weighed"),
    ("I attack with Wall of Wood and my opponent doesn't block. Does my opponent take any damage?", None,
     "702.3b: a creature with defender can't attack; no such combat"),
]


# --- countering (701.6a) -----------------------------------------------------------------------------------
COUNTERING = [
    ("Can Cancel counter Supreme Verdict?", "no", "101.2: 'This spell can't be countered'"),
    ("Can Cancel counter Llanowar Elves?", "yes", "701.6a"),
    ("Can Cancel counter Sudden Shock?", "no", "702.61a: split second, no spell can be cast while it's on the stack"),
    ("Can Negate counter Krosan Grip?", "no", "702.61a"),
    ("Can Negate counter Tarmogoyf?", "no", "115.1: 'noncreature spell'"),
    ("Can Remove Soul counter Shock?", "no", "115.1: 'creature spell'"),
    ("Can Tale's End counter Soul Warden's ability?", "yes", "a triggered ability on the stack"),
    ("Can Stifle counter Llanowar Elves's ability?", "no", "605.3b: a mana ability doesn't use the stack"),
    ("Can I counter Forest with Essence Scatter?", "no", "305.1: a land is never cast"),
    ("Can Mana Leak counter Tarmogoyf?", "depends", "unless its controller pays {3}"),
    ("Can Rebuff the Wicked counter Doom Blade?", None, "'that targets a permanent you control': not stated"),
    ("Can I counter Sol Ring's mana ability with Stifle?", "no", "605.3a: a mana ability never uses the stack"),
    ("Can Stifle counter Birds of Paradise's mana ability?", "no", "605.3a"),
    ("Can Stifle counter Soul Warden's triggered ability?", "yes", "701.6a"),
]


# --- keyword abilities one permanent gives others (613.1f) ------------------------------------------------
GRANTS = [
    ("Does Goblin King give Goblin Piker mountainwalk?", "yes", "'Other Goblins ... have mountainwalk'"),
    ("Does Goblin King give itself mountainwalk?", "no", "'Other': not itself"),
    ("Does Goblin King give Wall of Wood mountainwalk?", "no", "a Wall, not a Goblin"),
    ("Does Lightning Greaves give Grizzly Bears shroud?", "yes", "'Equipped creature has ... shroud', while attached"),
    ("Does Spectral Flight give Grizzly Bears flying?", "yes", "'Enchanted creature ... has flying'"),
    ("Does Glorious Anthem give Grizzly Bears trample?", "no", "it gives no keyword"),
    ("Does my opponent's Levitation give my Grizzly Bears flying?", "no", "'Creatures you control': its controller's"),
    ("Does Cover of Darkness give Grizzly Bears fear?", None, "'of the chosen type': the choice isn't stated"),
    # a keyword of its own, nothing else named (702.1)
    ("Does Serra Angel have flying?", "yes", "702.1: printed"),
    ("Does Grizzly Bears have trample?", "no", "none of its own"),
    ("Does Hill Giant have reach?", "no", "unseen"),
    ("Does Giant Spider have reach?", "yes", "unseen"),
    ("Does Cobalt Golem have flying?", "depends", "'{1}{U}: ~ gains flying until end of turn': only once activated"),
    ("Does Delver of Secrets have flying?", None, "which face is up isn't told"),
    # a power/toughness bonus (613.4c)
    ("Does Glorious Anthem give Grizzly Bears +1/+1?", "yes", "613.4c: 'Creatures you control get +1/+1'"),
    ("Does my Glorious Anthem give my opponent's Grizzly Bears +1/+1?", "no", "only its controller's"),
    ("Does my Grizzly Bears get +1/+1 from my Glorious Anthem?", "yes", "613.4c"),
    ("Does Glorious Anthem give Grizzly Bears +2/+2?", "no", "it gives +1/+1"),
    ("Does Goblin King give Grizzly Bears +1/+1?", "no", "other Goblins only"),
    ("Does Lord of Atlantis give Merfolk of the Pearl Trident +1/+1?", "yes", "other Merfolk"),
    ("Does Bonesplitter give Grizzly Bears +2/+0?", "yes", "equipped creature"),
]

# with other cards in play or cast: what they give and take away, in timestamp order (613.1f, 613.7, 613.8a)
GRANTS_WITH_EFFECTS = [
    # a keyword its own activated ability gives until end of turn (602.1, 611.2a)
    ("I animate Celestial Colonnade with Sylvan Awakening. Does it have flying?", "no",
     "another card animated it: its own ability, the one that gives flying, wasn't activated"),
    ("Does Needle Spires have double strike?", "depends", "only after its own ability, until end of turn"),
    ("I cast Awakening of Vitu-Ghazi on Needle Spires. Does it have double strike?", "no", "told as a cast"),
    ("I control Grizzly Bears. I cast Humility, then I cast Jump on Grizzly Bears. Does it have flying?", "yes",
     "613.7: Jump's effect is later than Humility's"),
    ("I cast Jump on Grizzly Bears, then I cast Humility. Does Grizzly Bears have flying?", "no",
     "613.7: Humility's effect is the later one"),
    ("Does Serra Angel have flying while my opponent controls Humility?", "no", "613.1f: printed abilities are lost"),
    ("Does Grizzly Bears have flying if I control Dress Down and Levitation?", "depends", "613.7: which came later"),
    ("I control Levitation. Then I cast Dress Down. Does my Grizzly Bears have flying?", "no", "613.7"),
    ("I control Dress Down. Then I cast Levitation. Does my Grizzly Bears have flying?", "yes",
     "613.7: Levitation, an enchantment, keeps its ability"),
    ("Does Goblin Piker have mountainwalk while I control Goblin King and Dress Down?", "no",
     "613.8a: Goblin King loses the ability that gives it"),
    ("Does Serra Angel have flying while I control Glorious Anthem?", "yes", "printed; the Anthem gives no keyword"),
    ("Does Llanowar Elves have flying with Jump?", "depends", "Jump gives it only to the creature it targets"),
    ("Does my Grizzly Bears have flying while I control Akroma's Memorial?", "yes", "'Creatures you control have flying, ...'"),
    ("Does my Grizzly Bears have flying while my opponent controls Akroma's Memorial?", "no", "only its controller's"),
    ("Does Storm Crow have flying while my opponent controls Frogify?", "no", "'Enchanted creature loses all abilities'"),
    ("I control Storm Crow. My opponent casts Turn to Frog on it. Does it still have flying?", "no",
     "'on it' is the Crow, the one card named before: it loses all abilities (613.1f)"),
    ("Does my Serra Angel have flying if my opponent controls Archetype of Imagination?", None,
     "'can't have or gain flying' isn't weighed"),
    ("Does Goblin Piker have haste?", "no", "none of its own: the keyword, not summoning sickness"),
    ("Does Raging Goblin have haste?", "yes", "702.10: printed"),
    ("Does Grizzly Bears have haste while I control Concordant Crossroads?", "yes", "'All creatures have haste'"),
    ("Does Goblin Piker have haste while I control Goblin King?", "no", "Goblin King gives mountainwalk"),
    ("does my Grizzly Bears get haste from my opponent's Fires of Yavimaya?", "no", "only its controller's"),
    ("Does Vampire Nighthawk have lifelink while my opponent controls Lignify?", "no", "loses all abilities"),
    ("Does Wall of Frost have defender with Darksteel Mutation?", None, "'all other abilities' isn't weighed"),
]


# --- cost increases and reductions (601.2f) ----------------------------------------------------------------
COSTS = [
    ("Does Vryn Wingmare make Counterspell cost more?", "yes", "noncreature spells cost {1} more"),
    ("Does Vryn Wingmare make Tarmogoyf cost more?", "no", "Tarmogoyf is a creature spell"),
    ("Does Sphere of Resistance make Llanowar Elves cost more?", "yes", "every spell"),
    ("Does Sphere of Resistance make Llanowar Elves cost less?", "no", "it makes spells cost more, not less"),
    ("Does Baral, Chief of Compliance reduce the cost of Counterspell?", "no",
     "601.2f: {U}{U} has no generic mana to reduce"),
    ("Does Baral, Chief of Compliance reduce the cost of Cancel?", "yes", "{1}{U}{U}: the {1} is reduced"),
    ("Does Baral, Chief of Compliance reduce the cost of Blue Sun's Zenith?", "depends", "only X is generic"),
    ("Does Baral, Chief of Compliance make Tarmogoyf cost less?", "no", "instants and sorceries only"),
    ("Does my opponent's Thalia, Heretic Cathar make my Tarmogoyf cost more?", None,
     "Thalia, Heretic Cathar doesn't change costs; its text isn't a cost modifier"),
    ("Does Cloud Key make Sol Ring cost less?", "depends", "'of the chosen type': the choice isn't stated"),
    ("I control Urza's Incubator naming Elves. Does it make Elvish Visionary cost less?", "yes", "an Elf, {1}{G}"),
    ("I control Urza's Incubator naming Goblins. Does it make Elvish Visionary cost less?", "no", "not a Goblin"),
]
# combat damage to the defending player from one attacker, blocked by one creature or by none (510.1, 702.19)
PLAYER_DAMAGE = [
    # 506.4, 509.1h, 510.1c: a blocker gone before damage leaves its attacker blocked; only trample goes through
    ("I attack with Craw Wurm and my opponent blocks with Llanowar Elves. I kill the Elves with Lightning Bolt before "
     "damage. Does my opponent take damage?", "no", "510.1c: blocked, no blocker left, no trample"),
    ("I attack with Colossal Dreadmaw and my opponent blocks with Llanowar Elves. Then I cast Lightning Bolt on "
     "Llanowar Elves. Does my opponent take 6 damage?", "yes", "702.19e: trample, no blocker left"),
    ("I attack with Grizzly Bears and my opponent blocks with Fugitive Wizard. Then I cast Doom Blade on Fugitive "
     "Wizard. Does Grizzly Bears deal damage to my opponent?", "no", "Doom Blade destroys it; 510.1c"),
    ("I attack with Craw Wurm and my opponent blocks with Hill Giant. Then I cast Shock on Hill Giant. Does my "
     "opponent take damage?", None, "Shock doesn't kill a 3/3: its damage stays marked, not weighed"),
    ("I attack with Colossal Dreadmaw and my opponent blocks with Darksteel Myr. I destroy Darksteel Myr before "
     "damage. Does my opponent take damage?", None, "702.12b: an indestructible blocker isn't destroyed"),
    ("I attack with a 6/6 Colossal Dreadmaw and my opponent blocks with Grizzly Bears. Does my opponent take 4 "
     "damage?", "yes", "208.1: the size told; 702.19c: 6 - 2"),
    ("I attack with Craw Wurm, and my opponent doesn't block it. Does my opponent take 6 damage?", "yes", "510.1a"),
    ("I attack with Craw Wurm and my opponent blocks with Grizzly Bears. Does my opponent take any damage?", "no",
     "510.1c: blocked, no trample"),
    ("Colossal Dreadmaw attacks and Wall of Stone blocks it. Does any damage go through?", "no",
     "702.19b: 8 toughness takes all 6"),
    ("Colossal Dreadmaw attacks and Grizzly Bears blocks it. Does my opponent take 4 damage?", "yes",
     "702.19b: 2 lethal to the blocker, 4 to the player"),
    ("Zetalpa, Primal Dawn attacks and Grizzly Bears blocks it. Does my opponent take any damage?", None,
     "702.9b: Grizzly Bears can't block a flyer"),
    ("Groundshaker Sliver attacks and Razortooth Rats blocks it. Does my opponent take any damage?", None,
     "its trample comes from a static ability: not weighed"),
    ("I attack with Craw Wurm. Does my opponent take 6 damage?", None, "blocked or not isn't told"),
    ("If Hill Giant is blocked by Wall of Stone, does my opponent take damage?", "no", "510.1c: blocked, no trample"),
    ("If Craw Wurm is blocked by Grizzly Bears, does Craw Wurm deal damage to my opponent?", "no", "510.1c"),
    ("If Colossal Dreadmaw is blocked by Llanowar Elves, does my opponent take damage?", "yes",
     "702.19b: 1 to the blocker, 5 to the player"),
    ("I attack with Vampire Nighthawk and my opponent doesn't block. Do I gain life?", "yes", "702.15b: lifelink"),
    ("I attack with Craw Wurm and my opponent blocks with Grizzly Bears. Do I gain life?", "no", "no lifelink"),
]
# a permanent that stops casting (601.3, 101.2): when, from where, and whose spells
CAST_PROHIBITED = [
    ("Does my Drannith Magistrate stop my opponent from casting Fiery Temper for its madness cost?", "yes",
     "702.35a: madness casts it from exile"),
    ("Can I cast Lightning Bolt on my opponent's turn while they control Teferi, Time Raveler?", "no",
     "307.5: only when a sorcery could be cast"),
    ("My opponent has Teferi, Time Raveler on the battlefield. Can I cast Counterspell in response?", "no",
     "the stack isn't empty"),
    ("Can I cast Tarmogoyf while my opponent controls Void Winnower?", "no", "mana value 2, even"),
    ("Can I cast Lightning Bolt while my opponent controls Void Winnower?", "yes", "mana value 1, odd"),
    ("I control Grafdigger's Cage. Can I cast Deep Analysis from my graveyard?", "no", "'players': its controller too"),
    ("Can I cast Grizzly Bears with Drannith Magistrate on the battlefield?", "yes", "cast from a hand"),
    ("Can I cast Faithless Looting while my opponent controls Drannith Magistrate?", "depends",
     "702.34a: from a hand yes, with flashback no"),
    ("Can I cast Grizzly Bears during combat with Drannith Magistrate on the battlefield?", "no",
     "302.1: a creature's own timing"),
    ("Can I cast Counterspell during combat with Basandra, Battle Seraph in play?", "no", "'players can't ... combat'"),
    # "during your turn": the turn of the permanent's controller, whoever asks
    ("Can I cast Lightning Bolt on my opponent's turn while they control Dragonlord Dromoka?", "no", "their turn"),
    ("Can I cast Lightning Bolt on my turn while my opponent controls Dragonlord Dromoka?", "yes", "not their turn"),
    ("I control Leyline of Anticipation. Can I cast Grizzly Bears during combat?", "yes",
     "702.8a: its controller casts spells as though they had flash"),
    ("My opponent controls Vedalken Orrery. Can I cast Divination during combat?", "no",
     "702.8a: only its controller casts as though with flash"),
    ("With Yeva, Nature's Herald in play, can I cast Llanowar Elves during combat?", "yes", "a green creature spell"),
    ("With Yeva, Nature's Herald in play, can I cast Divination during combat?", "no", "not a green creature spell"),
    ("I control Teferi, Mage of Zhalfir. Can I cast Grizzly Bears during my opponent's turn?", "yes",
     "creature cards it gives flash; its limit is on opponents"),
    ("I control Teferi, Mage of Zhalfir. Can I cast Divination during my opponent's turn?", "no", "a sorcery"),
    ("My opponent controls Teferi, Mage of Zhalfir. Can I cast Lightning Bolt during combat?", "no",
     "307.5: its limit on opponents; its flash is for its controller"),
    ("With Teferi, Mage of Zhalfir in play, can I cast Grizzly Bears during combat?", None,
     "whose Teferi decides both of its abilities"),
    # "My opponent controls B. Can I cast A?": B is what may stop it; "can't be cast", no player named, covers all
    ("My opponent controls Gaddock Teeg. Can I cast Ugin, the Spirit Dragon?", "no", "noncreature, mana value 8"),
    ("My opponent controls Gaddock Teeg. Can I cast Fireball?", "no", "107.3: {X} in its mana cost"),
    ("My opponent controls Gaddock Teeg. Can I cast Hangarback Walker?", "yes", "a creature spell, X or not"),
    ("My opponent has Gaddock Teeg. Can I cast Lightning Bolt?", "yes", "mana value 1, no {X}"),
    ("My opponent controls Teferi, Mage of Zhalfir. Can I cast Shock?", "depends", "the time isn't told"),
    ("My opponent controls Meddling Mage naming Lightning Bolt. Can I cast Lightning Bolt?", None,
     "the name chosen isn't read"),
]
# the mana a land makes with another named card changing its land types (305.6, 305.7, 613.1d)
LAND_TYPE_MANA = [
    ("My opponent controls Blood Moon. Can my Tropical Island tap for green?", "no", "305.7: a Mountain only"),
    ("My opponent controls Blood Moon. Can my Tropical Island tap for red?", "yes", "its intrinsic {R}"),
    ("My opponent controls Blood Moon. Can my Cavern of Souls tap for green?", "no", "its own ability is gone"),
    ("My opponent controls Blood Moon. Can my Forest tap for green?", "yes", "a basic land isn't reached"),
    ("I control Urborg, Tomb of Yawgmoth. Can my Forest tap for black?", "yes", "a Swamp in addition"),
    ("I control Urborg, Tomb of Yawgmoth. Can my Forest tap for green?", "yes", "it keeps being a Forest"),
    ("I control Grizzly Bears. Can my Forest tap for green?", "yes", "the Bears examined"),
    ("My opponent controls Spreading Seas. Can my Tropical Island tap for green?", None,
     "an Aura: which land it enchants isn't told"),
    ("My opponent controls Alpine Moon. Can my Tropical Island tap for green?", None, "a name chosen, not read"),
]
# countered at all (701.6a, 101.2): none named that counters
COUNTERED_AT_ALL = [
    ("Can Carnage Tyrant be countered?", "no", "'This spell can't be countered.'"),
    ("If I cast Thrun, the Last Troll, can it be countered?", "no", "'it' is the card cast"),
    ("Can my opponent counter Lightning Bolt?", "yes", "a spell on the stack"),
    ("Is Abrupt Decay uncounterable?", "yes", "negated: 'can't be countered'"),
    ("Is Lightning Bolt uncounterable?", "no", "negated"),
    ("Can Forest be countered?", "no", "305.1: played, never cast"),
    ("Can I counter Shock?", "yes", "701.6a: who would counter it changes nothing"),
    ("Can I counter Carnage Tyrant?", "no", "101.2"),
    ("Can Krosan Grip be countered?", None, "702.61a: split second isn't weighed"),
]
# "Creatures entering the battlefield (or dying) don't cause abilities to trigger" (603.2, 603.6a, 603.10a)
TRIGGER_STOPPERS = [
    ("Does Hushwing Gryff stop Thragtusk's enters trigger?", "yes", "603.6a: a creature entering"),
    ("Does Hushwing Gryff stop Thragtusk's leave trigger?", "no", "leaving isn't entering"),
    ("Does Hushwing Gryff stop Thragtusk's ability?", "depends", "the ETB yes, the leaves trigger no"),
    ("Does Hushbringer stop Blood Artist?", "yes", "603.10a: with 'or dying'"),
    ("Does Hushwing Gryff stop Blood Artist?", "no", "only entering"),
    ("Does Hushwing Gryff stop Amulet of Vigor?", "depends", "a permanent: only a creature entering"),
    ("Does Hushwing Gryff stop Evolution Sage?", "no", "a land entering"),
    ("Does Hushwing Gryff stop Metallic Mimic?", "no", "614.12: 'As ~ enters' is a replacement"),
    ("Does Hushbringer stop Thragtusk?", None, "leaving may be dying"),
    ("Does Hushbringer stop Ruthless Deathfang?", None, "a creature sacrificed dies: not read as dying"),
    ("With Hushbringer in play, does Guile's ability trigger?", None, "'put into a graveyard from anywhere'"),
    ("With Hushbringer in play, does Mulldrifter's ability trigger?", "no", "its ETB and evoke's sacrifice"),
    ("If my opponent controls Tocatli Honor Guard, does Kitchen Finks's ability trigger?", "depends",
     "the ETB is stopped, persist isn't"),
    # a third card in a trigger question
    ("If I control Hushwing Gryff, does Soul Warden trigger when Grizzly Bears enters?", "no", "a creature entering"),
    ("I control Hushwing Gryff. Does Blood Artist trigger when Grizzly Bears dies?", "yes", "not dying"),
    ("I control Hushwing Gryff. Does Lotus Cobra trigger when Forest enters?", "depends", "a land: not stopped"),
    # the ability told by what it does ("from gaining me life")
    ("Does Torpor Orb stop Thragtusk from gaining me life?", "yes", "603.6a: the ETB gains the life"),
    ("Does Torpor Orb stop Thragtusk from making a Beast token?", "no", "the leaves trigger makes the Beast"),
    ("Does Hushbringer stop Blood Artist from making my opponent lose life?", "yes", "603.10a: a creature dying"),
    ("Does Torpor Orb keep Grumgully, the Generous from adding +1/+1 counters?", "no",
     "614.1c: 'enters with' is a replacement effect"),
    ("Does Torpor Orb stop Glorious Anthem from giving creatures +1/+1?", "no", "113.3d: a static ability"),
    ("Does Torpor Orb stop Blood Artist from draining my opponent?", None, "no ability says 'drain'"),
]
# attaching an Aura or Equipment (301.5c, 303.4a, 702.16c-d; hexproof and shroud stop only targeting)
ATTACHING = [
    ("Can Embercleave be attached to Kor Firewalker?", "no", "702.16d: protection from red, a red Equipment"),
    ("I control Stonehewer Giant. If I use its ability, can I fetch Embercleave and attach it to Kor Firewalker?", "no",
     "the same, whatever attaches it"),
    ("Can Bonesplitter be attached to Kor Firewalker?", "yes", "a colorless Equipment"),
    ("Can Ronin Warclub attach to Argothian Enchantress?", "yes", "115.1: its trigger doesn't target; shroud"),
    ("Can Ronin Warclub attach to Shimmering Glasskite?", "yes", "no targeting, so nothing to counter"),
    ("Can I attach Rancor to Sol Ring?", "no", "303.4a: enchant creature"),
    ("Can Tahngarth's Rage be attached to Aethersphere Harvester?", "depends", "a Vehicle is a creature only crewed"),
    ("Can I attach Rancor to Argothian Enchantress?", None, "how: casting Rancor targets, other ways don't"),
]
# what protection gained does to what is attached (702.16c-d, 704.5m-n)
FALLS_OFF = [
    ("Does Pacifism fall off if Grizzly Bears gets protection from white?", "yes", "704.5m: a white Aura"),
    ("If my Grizzly Bears gains protection from green, does Rancor fall off?", "yes", "704.5m"),
    ("Does Pacifism fall off if Grizzly Bears gets protection from black?", "no", "Pacifism is white"),
    ("Does Bonesplitter fall off if Grizzly Bears gains protection from artifacts?", "yes", "704.5n: an artifact"),
    ("Does Bonesplitter fall off if Grizzly Bears gains protection from red?", "no", "colorless"),
    # an Aura on a player, and what a card gives that player (303.4b, 702.16c, 704.5m)
    ("My opponent is enchanted by my Curse of Opulence. Does the Curse fall off if they cast Teferi's "
     "Protection?", "yes", "702.16j: no Aura can enchant a player with protection from everything"),
    ("My opponent is enchanted with Curse of Opulence. If my opponent casts Blossoming Calm, does Curse of "
     "Opulence fall off?", "no", "702.11c: hexproof stops only targeting; an attached Aura doesn't target"),
    ("I am enchanted with Curse of Opulence. If my opponent casts Teferi's Protection, does Curse of Opulence "
     "fall off?", "no", "611.3a: the protection is its caster's, not the enchanted player's"),
    ("My opponent is enchanted by my Curse of the Forsaken. If my opponent casts Form of the Squirrel, does "
     "Curse of the Forsaken fall off?", "no", "702.18a: 'You have shroud'"),
    ("If my opponent casts Teferi's Protection, does Curse of Opulence fall off?", None, "whom it enchants isn't told"),
]
# commander damage (903.10a, 704.6c): the combat damage a commander deals, not the life it takes away
COMMANDER_DAMAGE = [
    ("Does Platinum Emperion save me from commander damage?", "no", "120.3a: the damage is still dealt"),
    ("Does Holy Day protect me from commander damage?", "yes", "615.1a: prevented damage isn't dealt"),
    ("Does Inviolability save me from commander damage?", None, "it prevents damage to a creature, not to you"),
    ("My commander is equipped with Mage Slayer. Does the damage from Mage Slayer's ability count as commander "
     "damage?", "no", "510.2: not combat damage"),
    ("Does the damage from Lightning Bolt count as commander damage?", "no", "noncombat damage"),
    ("Does the damage dealt by Grizzly Bears count as commander damage?", None, "it has no ability that deals damage"),
]
# what a spell costs in all (601.2f, 118.7)
COST_TOTALS = [
    ("Does Goblin Electromancer make Lightning Bolt cost {R}?", "yes", "118.7a: no generic mana to reduce"),
    ("Does Helm of Awakening reduce Thought-Knot Seer's cost to {2}?", "no", "118.7a: {C} isn't generic: {2}{C}"),
    ("With Helm of Awakening in play, does Thought-Knot Seer cost {2}{C}?", "yes", "{3}{C} less {1}"),
    ("If I control Urza's Incubator, does it reduce Thought-Knot Seer's cost to {2}?", "no",
     "{1}{C} or {3}{C}, whichever type was chosen"),
    ("If I name Eldrazi for Urza's Incubator, does it make Thought-Knot Seer cost {1}{C}?", "yes",
     "118.7a: {3}{C} less {2}"),
    ("My opponent controls Sphere of Resistance. Does Lightning Bolt cost {1}{R}?", "yes", "{1} more"),
    ("If I have two Thalia, Guardian of Thraben, does Counterspell cost {2}{U}{U}?", "yes", "each copy adds {1}"),
    ("Does Grizzly Bears cost {2}{G} while my opponent controls Thalia, Guardian of Thraben?", "no",
     "noncreature spells only"),
    ("With Urza's Incubator in play, does Grizzly Bears cost {G}?", "depends", "only if Bear was chosen"),
    ("Does Endless One cost {0} with Helm of Awakening?", None, "X in its cost: not read"),
    ("Does Cancel cost {1}{U}{U} while my opponent controls Grand Arbiter Augustin IV?", None,
     "its reduction and its increase both hang on who casts Cancel: not weighed"),
]


# --- how a permanent got there: cast for an alternative or additional cost, or unearthed ------------------
ARRIVALS = [
    ("trigger.fires", "If I evoke Shriekmaw, does its ability trigger?", "yes",
     "702.74a: an evoked creature is cast and enters"),
    ("trigger.fires", "If I evoke Aethersnipe, does Essence Warden trigger?", "yes", "603.6a: it enters"),
    ("trigger.fires", "If I evoke Aethersnipe, does Young Pyromancer trigger?", "no", "a creature spell, not an instant"),
    ("trigger.fires", "If I kick Goblin Ruinblaster, does its ability trigger?", "yes",
     "603.4: 'if it was kicked' is true"),
    ("trigger.fires", "If I escape Kroxa, Titan of Death's Hunger, does its ability trigger?", "yes",
     "702.138a: it is cast and enters"),
    ("trigger.fires", "If I evoke Grizzly Bears, does its ability trigger?", None, "it has no evoke"),
    ("sickness.use", "If I unearth Dregscape Zombie, can it attack?", "yes", "702.84a: unearth gives haste"),
    ("sickness.use", "If I kick Kor Aeronaut, can it attack the turn it comes in?", "no", "kicker gives no haste"),
    ("sickness.use", "If I blitz Tenacious Underdog, can it attack the turn it comes in?", "yes", "702.152a"),
    # 400.7: put onto the battlefield, flickered or returned is a new object that just came under its control
    ("sickness.use", "I flicker my Llanowar Elves with Ephemerate. Can I tap it for mana this turn?", "no",
     "400.7, 302.6: a new object"),
    ("sickness.use", "I blink Raging Goblin with Cloudshift. Can it attack this turn?", "yes", "702.10b: haste"),
    ("sickness.use", "Hill Giant was returned to the battlefield by Zombify. Can it attack?", "no", "302.6"),
    ("sickness.use", "If I flicker Tarmogoyf, can it block this turn?", "yes", "302.6: blocking isn't affected"),
    ("sickness.use", "I put Craw Wurm onto the battlefield with Through the Breach this turn. Can it attack?",
     "yes", "702.10b: Through the Breach put it there, and 'That creature gains haste'"),
    ("sickness.use", "Does Serra Angel get summoning sickness again when it is flickered?", "yes", "400.7"),
]


# --- stories told in several sentences: "it" in a later sentence, who cast or attacks with what ------------
STORIES = [
    # an unblocked attacker's "deals combat damage to a player" trigger (510.1a), and damage prevented (603.2g)
    ("trigger.fires", "Hypnotic Specter attacks and isn't blocked. Does it trigger?", "yes",
     "510.1a: its combat damage is dealt to the defending player, an opponent"),
    ("trigger.fires", "My opponent casts Fog. Hypnotic Specter attacks and isn't blocked. Does Hypnotic Specter "
     "trigger?", "no", "603.2g: prevented damage triggers nothing"),
    ("trigger.fires", "My opponent cast The One Ring. I attack with Ninja of the Deep Hours and it isn't blocked. "
     "Does Ninja of the Deep Hours trigger?", "no", "702.16j: protection from everything prevents the damage"),
    ("trigger.fires", "My opponent controls Spike Weaver. I attack with Ninja of the Deep Hours and it isn't "
     "blocked. Does Ninja of the Deep Hours trigger?", "depends", "602.2: only if Spike Weaver's ability is activated"),
    ("trigger.fires", "My opponent casts Fog. I attack with Wall of Stone and it isn't blocked. Does Wall of Stone "
     "trigger?", None, "702.3b: a creature with defender can't attack"),
    ("trigger.fires", "I attack with Phage the Untouchable and it isn't blocked. Does it trigger?", "yes",
     "its player trigger, not its creature one"),
    ("targeting.legal", "My opponent controls Troll Ascetic. Can I target it with Shock?", "no",
     "702.11b: 'it' is the opponent's Troll Ascetic"),
    ("targeting.legal", "I control Troll Ascetic. Can I target it with Shock?", "yes", "702.11b: its controller's spell"),
    ("sickness.use", "I control Concordant Crossroads. I cast Elvish Mystic. Can it attack this turn?", "yes",
     "702.10b: 'All creatures have haste'"),
    ("sickness.use", "My opponent controls Wall of Stone. I cast Raging Goblin. Can it attack this turn?",
     "yes", "its own haste; Wall of Stone examined"),
    ("sickness.use", "My opponent controls Fires of Yavimaya. I cast Elvish Mystic. Can it attack this turn?", "no",
     "702.10b: Fires gives haste only to its controller's creatures; 'I cast' says whose Elvish Mystic is"),
    ("block.can", "My opponent attacks with Wind Drake. Can Giant Spider block it?", "yes", "702.17b: reach"),
    ("block.can", "My opponent attacks me with Wind Drake. Can I block it with Centaur Courser?", "no", "702.9b"),
    ("targets.change", "I cast Shock targeting Centaur Courser. Can Spellskite redirect it?", "yes",
     "115.7: the spell cast is the one asked about"),
    ("trigger.fires", "I control Essence Warden. Centaur Courser enters under my opponent's control. Does Essence "
     "Warden trigger?", "yes", "603.6a: 'another creature', anyone's"),
    ("trigger.fires", "My opponent controls Essence Warden. I cast Centaur Courser. Does Essence Warden trigger?",
     "yes", "608.3: it enters as it resolves"),
    ("trigger.fires", "I control Essence Warden. I cast Shock. Does Essence Warden trigger?", "no",
     "an instant never enters"),
    ("cost.modified", "My opponent controls Vryn Wingmare. Does my Counterspell cost more?", "yes",
     "the modifier named in the sentence before"),
]


# --- every scenario table: the kind of proposition read, the verdict, and a rule the check cites -----
# --- paying life (119.4, 118.3, 107.4f) ---------------------------------------------------------------
PAYMENT = [
    ("Can I pay 4 life when I'm at 3 life?", "no", "119.4: not more life than the total"),
    ("Can I pay 3 life if I have 3 life?", "yes", "119.4: exactly the total is allowed"),
    ("Can I cast Dismember at 3 life?", "yes", "107.4f: the Phyrexian symbols can be paid with mana"),
    ("Can I cast Dismember at 3 life paying only life?", "no", "107.4f, 119.4: 4 life"),
    ("Can I cast Dismember at 4 life without paying any mana?", "yes", "119.4: 4 life at 4"),
    ("Can I cast Gitaxian Probe with 1 life paying only life?", "no", "107.4f: 2 life"),
    ("Can I activate Griselbrand's ability with 7 life?", "yes", "119.4"),
    ("Can I activate Griselbrand's ability with 6 life?", "no", "119.4, 118.3"),
    ("Can I activate Hall of the Bandit Lord's ability at 1 life?", "no", "119.4: 3 life"),
    ("Can I activate Prismatic Vista's ability at 4 life?", "yes", "119.4: 1 life"),
    ("Can I cast Lightning Bolt at 1 life?", "yes", "118.3: no life in its cost"),
    ("Can I cast Vampiric Rites at 0 life?", "no", "704.5a: the player has lost"),
    ("Can I cast Snuff Out at 3 life?", None, "its alternative cost pays life: which cost isn't said"),
    ("Can I activate Murderous Betrayal's ability at 6 life?", None, "'half your life' isn't a fixed amount"),
    # the life total told in a sentence of its own
    ("I'm at 3 life. Can I activate Griselbrand's ability?", "no", "119.4"),
    ("I have 7 life. Can I activate Griselbrand's ability?", "yes", "119.4"),
    ("My life total is 5. Can I activate Vampiric Rites's ability?", "yes", "118.3: no life in its cost"),
    ("I am at 2 life. Can I cast Gitaxian Probe paying only life?", "yes", "107.4f: 2 life at 2"),
]


# --- blocking requirements (509.1c) -------------------------------------------------------------------
MUST_BLOCK = [
    ("Does Grizzly Bears have to block Prized Unicorn?", "yes", "509.1c: 'all creatures able to block ~ do so'"),
    ("Do I have to block Prized Unicorn with Wall of Stone?", "yes", "509.1c"),
    ("Must Giant Spider block Prized Unicorn?", "yes", "509.1c"),
    ("Does Grizzly Bears have to block Hill Giant?", "no", "509.1a: blocking is optional"),
    ("Does Hill Giant have to block Gaea's Protector?", "depends", "509.1c: one blocker is enough"),
    ("Can Grizzly Bears block Prized Unicorn?", "yes", "509.1c: a requirement restricts nothing"),
    ("Does Courtly Provocateur have to block Hill Giant?", None, "its own activated requirement isn't read"),
]


# --- when a spell can be cast or an ability activated (117.1a, 304.1, 702.8a, 307.1, 602.5d) -----------
TIMING = [
    ("Can I cast Brainstorm during my opponent's upkeep?", "yes", "304.1: an instant"),
    # in response to something no card names: with something on the stack (117.1a, 307.1)
    ("Can I cast Lightning Bolt in response?", "yes", "304.1: an instant, whenever its controller has priority"),
    ("Can I cast Divination in response?", "no", "307.1: a sorcery needs an empty stack"),
    ("Can I cast Brazen Borrower in response?", "yes", "702.8a: flash"),
    ("Can I cast Llanowar Elves in response?", "no", "302.1"),
    ("Can I cast Counterspell at instant speed?", "yes", "304.1"),
    ("Can I cast Tarmogoyf during my opponent's turn?", "no", "302.1: a creature, in its controller's main phase"),
    ("Can I cast Snapcaster Mage during my opponent's end step?", "yes", "702.8a: flash"),
    ("Can I cast Day of Judgment during combat?", "no", "307.1: a sorcery"),
    ("Can I play Island during my opponent's turn?", "no", "305.1: a land, in its controller's main phase"),
    ("Can I cast Sol Ring during my upkeep?", "no", "301.1: an artifact, in a main phase"),
    ("Can I activate Liliana of the Veil's ability during my opponent's turn?", "no", "606.3: loyalty abilities"),
    ("Can I activate Mother of Runes's ability during combat?", "yes", "602.5d: no timing limit"),
    ("Can I cast Nissa, Who Shakes the World at instant speed?", "no", "306.1: a planeswalker"),
    ("Can I cast Rout at instant speed?", "depends", "its own text: 'as though it had flash if you pay {2} more'"),
    ("Can I cast Lightning Bolt during my draw step?", "yes", "304.1"),
    ("I control Leyline of Anticipation. Can I cast Grizzly Bears during my opponent's turn?", "yes",
     "702.8a: a third card that lets its controller cast spells as though they had flash"),
    ("I control Alchemist's Refuge. Can I cast Grizzly Bears during my opponent's turn?", None,
     "flash only once its ability is activated"),
    ("I control Grizzly Bears. Can I cast Divination during combat?", "no", "307.1; the Bears examined"),
    ("Can I activate Cryptolith Rite during my opponent's turn?", None, "it grants the ability; it has none itself"),
    # the time told in a sentence of its own, or before the question
    ("It's my opponent's turn. Can I cast Phyrexian Arena?", "no", "303.1: an enchantment"),
    ("During my opponent's turn, can I cast Fatal Push?", "yes", "304.1"),
    ("During combat, can I cast Vendilion Clique?", "yes", "702.8a: flash"),
    ("It is my turn. Can I cast Grizzly Bears?", None, "which step of the turn isn't told"),
    # a kind of spell, not a card (casting.timing_kind.v1)
    ("Can I cast a sorcery during combat?", "no", "307.1"),
    ("Can I cast instants during my opponent's upkeep?", "yes", "304.1"),
    ("Can I cast a creature spell during my opponent's end step?", "no", "302.1"),
    ("Can I cast a creature with flash during combat?", "yes", "702.8a: the flash told"),
    ("Can I cast an Aura in response?", "no", "303.1: an Aura is an enchantment"),
    ("Can I cast an Equipment at instant speed?", "no", "301.1: Equipment is an artifact"),
    ("I control Leyline of Anticipation. Can I cast a sorcery during my opponent's turn?", "yes",
     "702.8a: spells cast as though they had flash"),
    ("I control Alchemist's Refuge. Can I cast creatures during combat?", None, "flash only once activated"),
    ("Can I cast a sorcery on my turn?", None, "which step of the turn isn't told"),
    ("Can I play an instant during my opponent's turn?", "yes", "304.1: 'play' a spell is casting it"),
    ("Can sorceries be cast during combat?", "no", "307.1"),
]


# --- a player's protection, and a player as the target (702.16j; 115.4, 102.2, 702.11c, 702.18a) ------------
# what protection from everything doesn't stop: an effect that neither targets nor deals damage (702.16j)
PLAYER_HARMED = [
    ("I have protection from everything. Can my opponent's Sheoldred, the Apocalypse still hurt me?", "yes",
     "'they lose 2 life' doesn't target"),
    ("If I have protection from everything thanks to Teferi's Protection, can my opponent's Innocent Blood still "
     "harm me?", "yes", "'Each player sacrifices a creature'"),
    ("I have protection from everything. Does my opponent's Witch of the Moors still harm me?", "depends",
     "603.4: only if its controller gained life this turn"),
    ("I have protection from everything. Can my opponent's Lightning Bolt still harm me?", None,
     "it targets and deals damage: whether it harms in another way isn't read"),
    ("If I have protection from everything thanks to Grizzly Bears, can my opponent's Innocent Blood still harm me?",
     None, "Grizzly Bears gives no such protection"),
    # the hexproof or shroud a controlled card gives (702.11c, 702.18a)
    ("If I control Leyline of Sanctity, can my opponent's Sheoldred, the Apocalypse still hurt me?", "yes",
     "702.11c: hexproof stops only targeting"),
    ("Can my opponent's Innocent Blood still harm me if I control Ivory Mask?", "yes", "702.18a"),
    ("If my opponent controls Leyline of Sanctity, can my opponent's Sheoldred, the Apocalypse still hurt me?", None,
     "the Leyline is the other player's"),
]
PLAYER_TARGETS = [
    ("Can I use Incarnation Technique on an opponent with shroud?", None,
     "115.10a: it never targets; whether it can be used on that player isn't a targeting answer"),
    ("Can I target my opponent with Shock?", "yes", "115.4: 'any target' includes players"),
    ("Can I Shock my opponent?", "yes", "the card's name as the verb"),
    ("Can I Doom Blade my opponent?", "no", "'target nonblack creature'"),
    ("Can I Duress myself?", "no", "102.2: 'target opponent'"),
    ("Can I use Swords to Plowshares on my opponent?", "no", "'target creature'"),
    ("Can I use Prodigal Sorcerer's ability on myself?", "yes", "'any target'"),
    ("Can Mind Rot target me?", "yes", "'target player'"),
    ("Can I target myself with Inquisition of Kozilek?", "yes", "'target player' includes its caster"),
    ("Can I target myself with Duress?", "no", "102.2: 'target opponent'"),
    ("Can my opponent target me with Duress?", "yes", "102.2: I am their opponent"),
    ("Can Swords to Plowshares target a player?", "no", "115.1: 'target creature'"),
    ("Can my opponent target me with Giant Growth?", "no", "115.1: 'target creature'"),
    ("My opponent controls Leyline of Sanctity. Can I target my opponent with Lava Spike?", "no",
     "702.11c: 'You have hexproof'"),
    ("I control Leyline of Sanctity. Can my opponent target me with Thoughtseize?", "no", "702.11c"),
    ("Can Lightning Bolt target my opponent if I control Leyline of Sanctity?", "yes",
     "611.3a: the Leyline protects its own controller"),
    ("I control True Believer. Can I target myself with Lightning Helix?", "no", "702.18a: shroud stops everyone"),
    ("My opponent controls Aegis of the Gods. Can I cast Duress targeting my opponent?", "no", "702.11c"),
    ("Can Prodigal Pyromancer's ability target my opponent?", "yes", "115.4"),
    ("Leyline of Sanctity is on the battlefield. Can I target my opponent with Shock?", None,
     "whose Leyline it is isn't told"),
    ("Can Shock target my opponent if they control Leyline of Sanctity?", "no",
     "702.11c: 'my opponent' is targeted by the one asking"),
    # what a card told cast gives its caster (608.2, 603.4 "if you cast it", 702.16j)
    ("My opponent cast Teferi's Protection. Can I target my opponent with Lightning Bolt?", "no",
     "702.16j: protection from everything"),
    ("My opponent cast The One Ring during their last turn. Can I target my opponent with Duress?", "no",
     "603.4: told cast, so 'if you cast it' holds"),
    ("I cast Blossoming Calm. Can my opponent target me with Lightning Bolt?", "no", "702.11c: hexproof gained"),
    ("I cast Blossoming Calm. Can I target myself with Lightning Bolt?", "yes", "702.11c: its controller's own spell"),
    ("My opponent cast Seht's Tiger. Can I target my opponent with Pillar of Flame?", "depends",
     "702.16b: protection from the color of their choice"),
    ("I control Runed Halo. Can my opponent target me with Shock?", "depends", "702.16b: a card name chosen"),
    # a player's hexproof or shroud told, not a card's (702.11c, 702.18a)
    ("Can I target my opponent with Shock if they have hexproof?", "no", "702.11c: an opponent's spell"),
    ("Can I Shock myself if I have hexproof?", "yes", "702.11c: its controller's own spell"),
    ("Can I Shock my opponent if I have shroud?", "yes", "611.3a: the shroud told is the other player's"),
    ("Can I target myself with Lightning Helix if I have shroud?", "no", "702.18a: shroud stops everyone"),
    ("Can Duress target a player with hexproof?", "no", "102.2: 'target opponent', an opponent of its caster"),
    ("Can Mind Rot target a player with hexproof?", "depends", "702.11c: only its caster may target themselves"),
    ("Can I cast Duress targeting an opponent with shroud?", "no", "702.18a"),
]


# --- sacrifice as a cost (701.21a, 702.12b) ---------------------------------------------------------------
SACRIFICES = [
    ("Can I sacrifice Darksteel Colossus to Krark-Clan Ironworks?", "yes",
     "702.12b: indestructible doesn't stop a sacrifice"),
    ("Can I sacrifice Ornithopter to Atog?", "yes", "'Sacrifice an artifact'"),
    ("Can I cast Bone Splinters by sacrificing Wall of Omens?", "yes", "601.2h: its additional cost"),
    ("Can I sacrifice Seat of the Synod to Greater Gargadon?", "yes", "'an artifact, creature, or land'"),
    ("Is Darksteel Myr able to be sacrificed to Krark-Clan Ironworks?", "yes", "'Sacrifice an artifact'"),
    ("Can I sacrifice Glorious Anthem to Greater Gargadon?", "no", "an enchantment is none of them"),
    ("Can I sacrifice Forest to Phyrexian Altar?", "no", "'Sacrifice a creature'"),
    ("Can I sacrifice Dryad Arbor to Phyrexian Altar?", "yes", "a land creature is a creature"),
    ("Can I sacrifice Lightning Bolt to Viscera Seer?", "no", "110.4: an instant is never a permanent"),
    ("Can I sacrifice my opponent's Llanowar Elves to Viscera Seer?", "no", "701.21a: only your own permanents"),
    ("I just cast Llanowar Elves. Can I sacrifice it to Viscera Seer?", "yes", "302.6 limits {T}, not sacrifices"),
    ("Can I sacrifice Grizzly Bears to Siege-Gang Commander?", "no", "'Sacrifice a Goblin'"),
    ("Can I sacrifice Mogg Fanatic to Siege-Gang Commander?", "yes", "'Sacrifice a Goblin'"),
    ("Can I sacrifice Mogg Fanatic to Goblin Sharpshooter?", None, "no sacrifice in its costs"),
    ("I control Xenograft. Can I sacrifice Grizzly Bears to Siege-Gang Commander?", None,
     "another card may change its creature types"),
]
# sacrificed at all, with nothing named that sacrifices (701.21a, 702.12b)
SACRIFICED_AT_ALL = [
    ("Can I sacrifice Darksteel Myr?", "yes", "702.12b: indestructible doesn't stop a sacrifice"),
    ("Can I sacrifice an indestructible creature?", "yes", "702.12b"),
    ("Can a creature with hexproof be sacrificed?", "yes", "a sacrifice doesn't target"),
    ("Can I sacrifice my opponent's creature?", "no", "701.21a: only its controller sacrifices it"),
    ("Can I sacrifice my opponent's Hill Giant?", "no", "701.21a"),
    ("Can Counterspell be sacrificed?", "no", "110.4: an instant is never a permanent"),
]

# a spell's optional costs when another card brings it: put onto the battlefield it isn't cast (601.2b); cast without
# paying its mana cost, additional costs can be paid (118.8a), another alternative cost can't (118.9a), X is 0 (107.3b)
CAST_OPTIONS = [
    ("Can I kick Kavu Titan when I put it onto the battlefield with Dread Return?", "no", "601.2b: not cast"),
    ("Can I pay Kavu Titan's kicker cost when Dread Return puts it onto the battlefield?", "no", "601.2b"),
    ("If I cascade into Kavu Titan with Enlisted Wurm, can I kick it?", "yes", "118.8a: an additional cost"),
    ("If I cascade into Wispmare with Enlisted Wurm, can I evoke it?", "no", "118.9a: one alternative cost"),
    ("If I cascade into Walking Ballista with Enlisted Wurm, can I choose X?", "no", "107.3b: X is 0"),
    ("If I put Walking Ballista onto the battlefield with Belbe's Portal, can I choose X?", "no", "107.3g"),
    ("Can I evoke Wispmare with Vizier of the Menagerie?", "yes", "cast from the library, any cost"),
    ("Can I kick Kavu Titan with Vizier of the Menagerie?", "yes", "cast from the library, any cost"),
    ("Can I kick Kavu Titan with Llanowar Elves?", None, "Llanowar Elves neither casts nor puts cards"),
    ("Can I pay Kavu Titan's kicker cost when Tinker puts it onto the battlefield?", None,
     "Tinker puts only an artifact card"),
    ("If I cascade into Kavu Titan with Bloodbraid Elf, can I evoke it?", None, "Kavu Titan has no evoke"),
    ("Can I use Enlisted Wurm to cast a card with X and pay a nonzero X?", "no", "107.3b"),
    ("Can I use Vizier of the Menagerie to cast a spell with X and choose X?", "yes", "601.2b"),
    ("Can I use Dread Return to cast a card with X and pick X?", None, "it puts, never casts"),
    # its own mandatory additional cost (118.9d): paid with an alternative cost too; not when put
    ("If I cascade into Fling, do I still have to sacrifice a creature?", "yes", "118.9d"),
    ("If I cast Bone Splinters with Omniscience, do I have to sacrifice a creature?", "yes", "118.9d"),
    # a copy cast (707.12) follows the casting rules, costs included
    ("If I activate Isochron Scepter, do I still need to sacrifice a creature to cast Fling?", "yes",
     "707.12, 118.9d"),
    ("Isochron Scepter has Fling imprinted on it. If I activate Isochron Scepter, do I need to sacrifice a "
     "creature to cast the copy?", "yes", "the card it copies, told in the story"),
    ("If I cast Fling with Flawless Forgery, do I still have to sacrifice a creature?", "yes",
     "707.12: the copy of the card it exiled is cast"),
    ("If I activate Flawless Forgery, do I still need to discard a card to cast Final Strike?", None,
     "Final Strike's cost is a sacrifice, not the discard asked about"),
    ("Can I kick Burst Lightning when I cast it with Isochron Scepter?", "yes", "118.8a: with no mana cost paid"),
    ("If I cascade into Toxic Deluge with Enlisted Wurm, do I still have to pay life?", "yes", "its X is its own"),
    ("If I put Gatekeeper of Malakir onto the battlefield with Sneak Attack, do I have to pay its kicker?", "no",
     "the kicker named is the cost asked about"),
    ("If I reanimate Phyrexian Dreadnought, do I have to sacrifice creatures?", None,
     "an enters trigger, not an additional cost"),
    ("If Through the Breach puts Gatekeeper of Malakir onto the battlefield, is it kicked?", "no", "601.2b"),
]
# fights (701.14a: each deals damage equal to its power to the other; 701.14d: not combat damage)
FIGHTS = [
    ("If Llanowar Elves fights Typhoid Rats, does Llanowar Elves die?", "yes", "702.2b: deathtouch"),
    ("If Typhoid Rats fights Darksteel Myr, does Darksteel Myr die?", "no", "702.12b: indestructible"),
    ("If Fencing Ace fights Savannah Lions, does Fencing Ace survive?", "no", "701.14d: double strike doesn't matter"),
    ("Does Savannah Lions die if it fights Fencing Ace?", "yes", "1 damage, toughness 1"),
    ("I cast Pounce targeting my Llanowar Elves and my opponent's Typhoid Rats. Does Typhoid Rats die?", "yes",
     "a fight spell's two targets fight"),
    ("My opponent casts Pounce targeting their Typhoid Rats and my Darksteel Myr. Does my Darksteel Myr die?", "no",
     "702.12b"),
    ("I cast Pounce targeting my Llanowar Elves and my opponent's Slippery Bogle. Does Slippery Bogle die?", None,
     "hexproof: not a legal target (701.14b), not weighed"),
    ("I cast Pounce targeting my Llanowar Elves and my Typhoid Rats. Does Typhoid Rats die?", None,
     "both mine: one of them can't be its target"),
    ("If Tarmogoyf fights Grizzly Bears, does Grizzly Bears die?", None, "its power is defined by its own text"),
]
# what a keyword does with a kind of damage (120.3; 701.14d a fight's damage isn't combat damage)
KEYWORD_DAMAGE = [
    ("Does lifelink work with noncombat damage?", "yes", "702.15b: any damage its source deals"),
    ("Does deathtouch work with fight?", "yes", "702.2b"),
    ("Does trample work when my creature fights?", "no", "702.19a: combat damage only"),
    ("Does double strike work in a fight?", "no", "702.4b"),
    ("Does toxic work with noncombat damage?", "no", "702.164c: combat damage to a player"),
    ("Does deathtouch work on players?", "no", "702.2b: only creatures"),
    ("Does infect work on planeswalkers?", "no", "702.90b-c: players and creatures"),
    ("Does lifelink stack?", "no", "702.15f: redundant"),
    ("Do multiple instances of toxic stack?", "yes", "702.164b: the total toxic value"),
    ("Does Baneslayer Angel's lifelink work when it fights?", "yes", "its own lifelink"),
    ("Does Typhoid Rats's deathtouch work on players?", "no", "702.2b"),
    ("Does Grizzly Bears's lifelink work in a fight?", None, "it has no lifelink of its own"),
]
# regeneration replaces destruction only (701.19a): destroy and lethal damage, not toughness 0 (704.5f), exile, a
# sacrifice or a return to hand; "can't be regenerated" (701.19c)
REGENERATION = [
    ("Does regeneration save Drudge Skeletons from Wrath of God?", "no", "701.19c: 'can't be regenerated'"),
    ("Does regeneration save Drudge Skeletons from Lightning Bolt?", "yes", "701.19a: lethal damage destroys it"),
    ("Does regeneration save a creature from Chastise?", "yes", "701.19a: destruction"),
    ("Does regeneration save a creature from Cruel Edict?", "no", "701.21a: a sacrifice"),
    ("Does regeneration save a creature from Plague Wind?", "no", "'They can't be regenerated'"),
    ("Does regeneration save a creature from Reaver Ambush?", "no", "exile"),
    ("Can I regenerate Drudge Skeletons from Magma Jet?", "yes", "704.5g: lethal damage destroys"),
    ("Does Drudge Skeletons's regeneration save it from Rising Miasma?", "no", "704.5f: toughness 0"),
    ("Can I regenerate Cudgel Troll from Magma Jet?", None, "2 damage isn't lethal to a 4/3"),
    ("Can I regenerate Sedge Troll in response to Magma Jet?", None, "its own text changes its size"),
]
# state-based actions on kinds of permanents (704.5m Auras, 704.5n Equipment, 704.5d tokens, 704.5q counters, 704.5v)
PERMANENT_SBA = [
    ("If the enchanted creature dies, does Pacifism go to the graveyard?", "yes", "704.5m"),
    ("If the enchanted creature is exiled, does Rancor go to the graveyard?", None, "its own text returns it"),
    ("If the equipped creature dies, does the Equipment go to the graveyard?", "no", "704.5n: unattached"),
    ("If the equipped creature dies, does Bonesplitter stay on the battlefield?", "yes", "704.5n"),
    ("Does an Aura go to the graveyard when the creature it enchants dies?", "yes", "704.5m"),
    ("Does a token go to the graveyard when it dies?", "yes", "700.4, 704.5d: then it ceases to exist"),
    ("Do +1/+1 counters and -1/-1 counters cancel out?", "yes", "704.5q"),
    ("Does a battle with 0 defense go to the graveyard?", "yes", "704.5v"),
    ("If the enchanted creature dies, does Grizzly Bears go to the graveyard?", None, "not an Aura"),
    ("If the enchanted creature is exiled, does Pacifism go to the graveyard?", "yes", "704.5m"),
]
# a permanent described by its hexproof, shroud or ward, no spell named (702.11b, 702.18a, 702.21a); defender
# stops only attacking (702.3b)
DESCRIBED_KEYWORDS = [
    ("Can I target my own creature with hexproof?", "yes", "702.11b: only opponents"),
    ("Can my opponent target my creature with hexproof?", "no", "702.11b"),
    ("Can I target my own creature with shroud?", "no", "702.18a: nobody"),
    ("Can I target a creature with hexproof?", None, "whose creature isn't told"),
    ("Can a creature with defender block?", "yes", "702.3b"),
    ("Can a creature with defender attack?", "no", "702.3b"),
]
# how a token left, when it didn't die, is no filler: no verdict
TOKEN_LEFT_OTHERWISE = [
    ("Does a token go to the graveyard if it's exiled?", None, "exiled, it doesn't die"),
    ("Does a token go to the graveyard when it is bounced?", None, "returned to a hand, it doesn't die"),
]
# a countered spell or ability gets no refund (701.6b; 601.2h costs are paid as it is cast; 608.2b)
NO_REFUND = [
    ("If Shock is countered, do I get my mana back?", "no", "701.6b"),
    ("Do I get my mana back if my spell is countered?", "no", "701.6b"),
    ("If my spell fizzles, do I get the creature I sacrificed back?", "no", "608.2b, 701.6b"),
    ("If Bone Splinters fizzles, do I get my creature back?", "no", "its additional cost was paid"),
    ("If my opponent's Force of Will is countered, does he get the card he exiled back?", "no", "701.6b"),
    ("If Capsize is countered, do I get it back?", None, "its own buyback text"),
]
# damage stays marked until the cleanup step, then is removed (120.6, 514.2)
DAMAGE_DURATION = [
    ("Does damage wear off at end of turn?", "yes", "514.2"),
    ("Does damage carry over to the next turn?", "no", "514.2"),
    ("Is damage removed at the end of the turn?", "yes", "514.2"),
    ("Does damage stay on a creature until the next turn?", "no", "120.6"),
]
# a card named before, called again by a word of its name that is also a one-word card's name ("Spectral Lynx ...
# the Lynx"), and a story that tells the opponent's card first and then who attacked
CALLED_AGAIN = [
    ("My opponent controls Spectral Lynx. I attack with Crash of Rhinos, and the Lynx blocks it. Does the trample "
     "reach my opponent?", "yes", "702.19b: 1 lethal to the 2/1, 7 to the player; protection prevents"),
    ("My opponent controls Spectral Lynx. I attack with Craw Wurm, and the Lynx blocks it. Does any damage get "
     "through to him?", "no", "510.1c: no trample"),
    ("I control Hypnotic Specter. Can the Specter block Serra Angel?", "yes", "702.9b: it has flying"),
    ("My opponent controls Darksteel Colossus. Can Colossus be destroyed by Wrath of God?", "no", "702.12b"),
    # a size and keywords told in parentheses: read when they are its own; another keyword may change the answer
    ("My opponent controls White Knight (2/2 first strike, protection from black). I attack with Crash of Rhinos "
     "and he blocks with the Knight. Does the trample reach my opponent?", "yes", "6 over the 2/2"),
    ("My opponent controls White Knight (2/2 flying). I attack with Crash of Rhinos and he blocks with the Knight. "
     "Does the trample reach my opponent?", None, "flying isn't its own"),
]
# a copy of a spell isn't cast and copies the choices made for the original (707.10); 707.12 casts the copy
SPELL_COPIES = [
    ("If I copy Faithless Looting with Twincast, do I need to discard a card?", "no", "707.10: not cast, nothing paid"),
    ("If I copy Bone Splinters with Reverberate, do I have to sacrifice a creature?", "no", "707.10"),
    ("If I copy a kicked Burst Lightning with Twincast, is the copy kicked?", "yes", "707.10: choices are copied"),
    ("If I copy Burst Lightning, is the copy kicked?", None, "the question doesn't say the original was"),
    ("If I copy Fling with Sevinne's Reclamation, do I have to sacrifice a creature?", None,
     "it copies only itself"),
    # 700.2g: a copy of a modal spell has the original's mode; 707.10c: new targets only when the effect says so
    ("If I copy Izzet Charm with Izzet Guildmage, can I choose a different mode for the copy?", "no", "700.2g"),
    ("If I cast Izzet Charm choosing the first mode, can I copy it with Twincast and choose another mode?",
     "no", "700.2g: 'it' is the charm"),
    ("If I copy Lightning Bolt with Twincast, can I choose a new target?", "yes", "707.10c: 'may choose new targets'"),
    ("Can I copy Lightning Bolt with Dualcaster Mage and choose a new target?", "yes", "707.10c"),
    ("If I copy Lightning Bolt with Twincast, can I choose a different mode?", None, "not a modal spell"),
]
# copying what it targets (707.10, 115.1) and targeting an ability on the stack (113.7a, 113.8, 605.3b)
COPY_AND_ABILITY_TARGETS = [
    ("Can Izzet Guildmage copy Fork?", "depends", "'instant spell you control': whose Fork isn't told"),
    ("Can I copy my Fork with Izzet Guildmage?", "yes", "mana value 2, mine"),
    ("If I cast Fork, can I copy it using Izzet Guildmage?", "yes", "'it' is Fork, cast by me"),
    ("Can I copy my Fact or Fiction with Izzet Guildmage?", "no", "'mana value 2 or less'"),
    ("Can Twincast copy Grizzly Bears?", "no", "'instant or sorcery spell'"),
    ("Can I copy my opponent's Lightning Bolt with Reverberate?", "yes", "any instant or sorcery spell"),
    ("Can I copy my opponent's Lightning Bolt with Lithoform Engine?", "no", "'spell you control'"),
    ("Can Strionic Resonator copy Lightning Bolt?", "no", "it copies only triggered abilities"),
    ("Can I copy my Sudden Shock with Twincast?", "no", "702.61a: split second"),
    ("Can Counterspell target Sudden Shock?", "no", "702.61a: Counterspell can't be cast then"),
    ("Can Double Vision copy Lightning Bolt?", None, "it copies without targeting"),
    ("Can I use Strionic Resonator to copy my Argothian Enchantress's trigger?", "yes",
     "113.7a: shroud doesn't protect the ability"),
    ("Can I copy my opponent's Zulaport Cutthroat's trigger with Strionic Resonator?", "no", "113.8: not mine"),
    # "the trigger": the ability the spell told cast triggered (601.2i), which must trigger it
    ("If I control Enchantress's Presence and cast an Aura spell, may I copy that trigger using Strionic Resonator?",
     "yes", "'Whenever you cast an enchantment spell'"),
    ("If my opponent controls Enchantress's Presence and casts an Aura spell, may I copy that trigger using Strionic "
     "Resonator?", "no", "113.8: not mine"),
    ("If I control Enchantress's Presence and cast a creature spell, may I copy that trigger using Strionic "
     "Resonator?", None, "a creature spell may not trigger it"),
    ("Can Stifle target Argothian Enchantress's triggered ability?", "yes", "113.7a"),
    ("Can Stifle target Llanowar Elves's activated ability?", "no", "605.3b: a mana ability"),
    ("Can Interdict target Prodigal Sorcerer's activated ability?", "no", "'from an artifact source'"),
    ("Can Interdict target Icy Manipulator's activated ability?", "yes", "an artifact's"),
    ("Can Disallow target the cycling trigger of Decree of Justice?", "yes", "'triggered ability'"),
    ("Can Tale's End target Prodigal Sorcerer's ability?", "yes", "'activated ability, triggered ability'"),
    ("Can I target my opponent's Prodigal Sorcerer's ability with Teferi's Response?", "yes",
     "'spell or ability an opponent controls'"),
    ("Can Stifle target Grizzly Bears's triggered ability?", None, "it has none"),
    ("Can Bolt Bend target Solitude's triggered ability?", None, "'with a single target' isn't weighed"),
]
# a third card in the asking sentence is examined, not bound to a role of the new checks
THIRD_CARDS_EXAMINED = [
    ("Does regeneration save a creature from Wrath of God if I control Platinum Angel?", "no",
     "Platinum Angel examined: nothing about destruction"),
    ("Does lifelink work with noncombat damage if I control Sulfuric Vortex?", None,
     "Sulfuric Vortex stops life gain: it may change the answer"),
    ("Can I kick Gatekeeper of Malakir with Aether Vial if I control Omniscience?", None,
     "Omniscience lets spells be cast: it may change the answer"),
]
# ward (702.21a): an opponent's spell or ability that targets; countered unless the cost is paid
WARD = [
    ("Does ward trigger when I target my own creature?", "no", "702.21a: an opponent's spell or ability"),
    ("Does ward trigger when I target my opponent's creature?", "yes", "702.21a"),
    ("Does ward trigger on abilities?", "yes", "'a spell or ability'"),
    ("Does ward stop Wrath of God?", "no", "Wrath of God doesn't target"),
    ("If I target my opponent's Tolarian Terror with Shock and don't pay the ward cost, is Shock countered?",
     "yes", "702.21a"),
    ("If I target my opponent's Tolarian Terror with Shock and pay the ward cost, is Shock countered?", "no",
     "702.21a"),
    ("If I target my opponent's Tolarian Terror with Shock, is it countered?", "depends", "unless paid"),
    ("If I target my Tolarian Terror with Giant Growth, does its ward trigger?", "no", "its controller's spell"),
    ("If my opponent targets my Tolarian Terror with Shock, does its ward trigger?", "yes", "702.21a"),
    ("If my opponent targets my Grizzly Bears with Shock, does its ward trigger?", None, "it has no ward"),
    ("Does ward trigger when I target a creature?", None, "whose creature isn't told"),
]

# --- targeted removal with a response that makes the target bigger or indestructible (405.5: it resolves first) --
REMOVAL_RESPONSES = [
    ("My opponent casts Lightning Bolt targeting my Hill Giant. In response, I cast Giant Growth on Hill Giant. Does "
     "Hill Giant die?", "no", "405.5: toughness 6 when the 3 damage is dealt"),
    ("My opponent casts Searing Spear targeting my Grizzly Bears. I respond with Titanic Growth. Does Grizzly Bears "
     "die?", "no", "+4/+4 first"),
    ("My opponent casts Murder targeting my Grizzly Bears. I respond with Giant Growth. Does Grizzly Bears die?", "yes",
     "701.8a: toughness doesn't stop 'destroy'"),
    ("My opponent casts Doom Blade on my Hill Giant. In response I cast Gods Willing on Hill Giant. Does Hill Giant "
     "die?", "no", "702.16b, 608.2b: protection from black, the color its controller would choose"),
    ("My opponent casts Lightning Bolt targeting my Grizzly Bears. I respond with Unsummon. Does Grizzly Bears die?",
     None, "a bounce in response: the resolution check's question"),
    ("My opponent casts Lightning Bolt targeting my Grizzly Bears. I respond with Thunder Strike. Does Grizzly Bears "
     "die?", "yes", "+2/+0 and first strike change nothing against 3 damage"),
    ("My opponent casts Lightning Bolt targeting my Grizzly Bears. I respond with Unlikely Aid. Does Grizzly Bears "
     "die?", "no", "702.12b: indestructible first"),
    ("I cast Shock targeting Hill Giant. My opponent casts Giant Growth on Hill Giant in response. Does Hill Giant die?",
     "no", "the response told after its target"),
    ("My opponent targets my Grizzly Bears with Shock, and I respond by casting Giant Growth on it. Does Grizzly Bears "
     "survive?", "yes", "negated: 2 damage to a 5/5"),
    # hexproof or shroud given in response: the spell's only target is illegal as it resolves (608.2b)
    ("My opponent casts Murder targeting my Grizzly Bears. I respond with Blossoming Defense. Does Grizzly Bears die?",
     "no", "608.2b, 702.11b: an opponent's spell, a hexproof target"),
    ("I cast Murder targeting my Grizzly Bears. I respond with Blossoming Defense. Does Grizzly Bears die?", "yes",
     "702.11b: hexproof doesn't stop its controller's own spell, and +2/+2 doesn't stop 'destroy'"),
    ("Does Heroic Intervention save Grizzly Bears from Murder?", "yes", "608.2b: hexproof for permanents you control"),
    ("Does Gods Willing save Centaur Courser from Lightning Bolt?", "yes", "702.16b: protection from red, chosen"),
    ("Does Unsummon save Grizzly Bears from Murder?", None, "it leaves the battlefield: the resolution check's question"),
    ("Does Svyelunite Priest save Grizzly Bears from Lightning Bolt?", None,
     "602.5b: 'Activate only during your upkeep'"),
    ("Can I save my Centaur Courser from Swords to Plowshares with Blossoming Defense?", "yes", "608.2b: hexproof"),
    # a mass effect doesn't target (115.10a): only indestructible or toughness saves from it
    ("Does Heroic Intervention save Grizzly Bears from Wrath of God?", "yes", "702.12b: indestructible"),
    ("Does Blossoming Defense save Grizzly Bears from Damnation?", "no", "702.11b: hexproof stops only targeting"),
    ("Does Blossoming Defense save Grizzly Bears from Pyroclasm?", "yes", "704.5g: 2 damage to toughness 4"),
    ("Can I save my opponent's Grizzly Bears from Wrath of God with Heroic Intervention?", None,
     "'permanents you control': not theirs"),
    ("Does Heroic Intervention save Grizzly Bears from Infest?", "no", "704.5f: indestructible doesn't stop it"),
    # "save A from B with C": C cast in response on A
    ("Can I save my Grizzly Bears from my opponent's Murder with Blossoming Defense?", "yes", "608.2b"),
    ("Does Ranger's Guile save Centaur Courser from Lightning Bolt?", "yes",
     "608.2b: assumed an opponent's Bolt on my creature"),
    ("Does Giant Growth save Grizzly Bears from Lightning Bolt?", "yes", "704.5g: 3 damage to a 5/5"),
    ("Does Giant Growth protect Grizzly Bears from Murder?", "no", "701.8a: toughness doesn't stop 'destroy'"),
    ("Does Unlikely Aid save Grizzly Bears from Murder?", "yes", "702.12b"),
    ("Can I save my opponent's Grizzly Bears from Murder by casting Blossoming Defense?", None,
     "115.1: 'target creature you control' can't choose it"),
]


# --- combat with a spell that pumps a fighter first (613.4c, then 510.1a) ------------------------------------------
COMBAT_PUMPS = [
    ("Hill Giant blocks my Grizzly Bears. I cast Giant Growth on Grizzly Bears. Does Grizzly Bears die?", "no",
     "5/5 against 3 damage"),
    ("My Llanowar Elves attacks and is blocked by Grizzly Bears. I cast Titanic Growth on Llanowar Elves. Does Grizzly "
     "Bears die?", "yes", "5 damage to a 2/2"),
    ("Grizzly Bears blocks Hill Giant. I cast Lightning Bolt on Grizzly Bears. Does Hill Giant die?", None,
     "a spell that isn't only a pump: not weighed"),
    ("Grizzly Bears blocks Hill Giant. I cast Giant Growth. Does Hill Giant die?", None, "on which fighter isn't told"),
    ("My Crystalline Sliver attacks and is blocked by Grizzly Bears. I cast Seize the Initiative on Crystalline Sliver. "
     "Does Grizzly Bears die?", None, "702.18a: 'All Slivers have shroud', the pump can't target it"),
    ("Hill Giant blocks my Grizzly Bears. I cast Giant Growth on Grizzly Bears. Does Hill Giant die?", "yes",
     "5 damage to a 3/3"),
]


# --- what a copy gets (707.2 copiable values; 707.9 exceptions) ---------------------------------------------
COPY_VALUES = [
    ("If I Clone a tapped Grizzly Bears, is the copy tapped?", "no", "707.2: told tapped, and status isn't copied"),
    ("Does Clone copy the +1/+1 counters on Hangarback Walker?", "no", "122.1: counters aren't copiable values"),
    ("If I Clone my opponent's Serra Angel, is the copy tapped?", "no", "110.5: status isn't copied"),
    ("If Phyrexian Metamorph copies Vampire Nighthawk, does it have lifelink?", "yes", "707.2: printed keywords"),
    ("If Clone copies Hill Giant, does it have flying?", "no", "Hill Giant has no flying printed"),
    ("If Mirror Image copies Isamaru, Hound of Konda, is it legendary?", "yes", "707.2: supertypes are copied"),
    ("If Clone copies Grizzly Bears, does it keep the Aura?", "no", "301.5, 303.4: attachments aren't copied"),
    ("Does Spark Double copy the counters on Hangarback Walker?", None, "707.9: its exception adds a counter"),
    ("Does Clone copy Giant Growth's bonus?", None, "an instant isn't what Clone copies"),
    ("Does Phantasmal Image copy counters?", "no", "707.2: counters are never copiable values"),
    ("If Clone copies Bonesplitter, does it have flying?", None, "'a copy of any creature': not an Equipment"),
    ("If Phyrexian Metamorph copies Sol Ring, is it tapped?", "no", "110.5; its exception is about types only"),
]


# --- counter doublers (614.1a, 614.1c; 606.4 a loyalty cost isn't an effect) --------------------------------
COUNTER_DOUBLERS = [
    ("Does Hardened Scales add an extra counter when Stonecoil Serpent enters?", "yes", "614.1c: 'enters with X'"),
    ("Does Doubling Season double the loyalty counters on Chandra, Torch of Defiance?", "yes",
     "306.5b: a planeswalker enters with its loyalty"),
    ("Does Doubling Season double the counters from Chandra, Torch of Defiance's +1 ability?", "no",
     "606.4: a cost, not an effect"),
    ("Does Hardened Scales affect Chandra, Torch of Defiance's loyalty?", "no", "only +1/+1 counters on a creature"),
    ("My opponent controls Corpsejack Menace. Does it double the counters on my Hangarback Walker when it enters?",
     "no", "109.5: 'a creature you control'"),
    ("Does Winding Constrictor add a counter to Luminarch Aspirant?", None, "'on target creature you control'"),
    ("Does Doubling Season affect Stonecoil Serpent?", "yes", "'affect' read as the doubler's question: its counters"),
]


# --- activating an ability again in the same turn (602.2, 602.5b, 606.3, 107.5) ----------------------------
ACTIVATE_AGAIN = [
    ("Can I activate Nissa, Who Shakes the World's ability twice in a turn?", "no", "606.3: one loyalty ability"),
    ("Can I use Chandra, Torch of Defiance's +1 more than once?", "no", "606.3"),
    ("Can I activate a loyalty ability twice in one turn?", "no", "606.3, no card named"),
    ("Can I activate Nantuko Shade's ability twice in one turn?", "yes", "602.2: '{B}: +1/+1', paid each time"),
    ("Can I use Ramos, Dragon Engine's ability twice in one turn?", "no", "602.5b: 'Activate only once each turn'"),
    ("Can I activate Prodigal Pyromancer's ability twice in one turn?", "depends", "107.5: {T}, only once untapped"),
    ("Can I activate Mogg Fanatic's ability twice in one turn?", "no", "701.21a: 'Sacrifice ~' takes it away"),
    ("Can I activate Horizon Seeker's ability twice in one turn?", "no", "602.5b: boast, 'only once each turn'"),
    ("Can I activate Magma Phoenix's ability twice in one turn?", None, "it moves itself: a new object (400.7)"),
    ("I control Oath of Teferi. Can I activate Nissa, Who Shakes the World's ability twice in a turn?", None,
     "another card changes how often loyalty abilities can be activated"),
]


# --- token doublers (614.1a): a replacement effect that makes more of the tokens an effect creates --------
TOKEN_DOUBLERS = [
    ("Does Adrix and Nev, Twincasters double the tokens from Lingering Souls?", "yes", "614.1a: two become four"),
    ("Does Anointed Procession double Young Pyromancer's tokens?", "yes", "614.1a: its triggered ability creates them"),
    ("Does Parallel Lives double Treasure tokens from Smothering Tithe?", "yes", "'you create a Treasure token'"),
    ("My opponent controls Doubling Season. Does it double the tokens from my Dragon Fodder?", "no",
     "'under your control': the Season's controller's only"),
    ("Does Doubling Season double the tokens from Beast Within?", None, "'Its controller creates': not its caster"),
    ("Does Doubling Season double the tokens from Tireless Tracker?", None, "investigate: a keyword action not read"),
    ("Does Primal Vigor double Goblin tokens from Raise the Alarm?", None, "Soldiers are made, Goblins asked"),
    ("Does Anointed Procession work with Dragon Fodder?", "yes", "'work with' read as the doubler's question"),
]


# --- how many lands a player may play in a turn (305.2, 305.2a, 305.2b, 305.3, 305.4) -------------------
# Most cards below were not looked at while the check was written (only Exploration, Azusa, Lost but Seeking,
# Explore, Oracle of Mul Daya, Rites of Flourishing, Fastbond and Rampant Growth were).
LAND_PLAYS = [
    ("Is it true I can play two lands in a single turn? Can I play two lands in a turn?", None,
     "the first sentence asks too, and 'true' is unread"),
    ("Can I play 2 lands in the same turn?", "no", "305.2: one land a turn"),
    ("Can I play a basic land and a nonbasic land in one turn?", "no", "305.2: both are lands"),
    ("Can I play an artifact land and another land during my turn?", "no", "305.2: an artifact land is a land"),
    ("Can I play another land with Exploration?", "yes", "305.2: 'an additional land on each of your turns'"),
    ("I control two Explorations. Can I play three lands this turn?", "yes", "305.2: the effects add up"),
    ("Can I play four lands in one turn with Azusa, Lost but Seeking?", "no", "two additional: three in all"),
    ("Can I play two lands this turn if my opponent controls Azusa, Lost but Seeking?", "no",
     "611.3a: 'You may' is its controller's"),
    ("My opponent controls Rites of Flourishing. Can I play two lands this turn?", "yes",
     "'Each player may play an additional land'"),
    ("Can I play three lands in one turn with Fastbond?", "yes", "'any number of lands'"),
    ("Can I play two lands on my opponent's turn with Fastbond?", "no", "305.3: only on your own turn"),
    ("With Dryad of the Ilysian Grove, can I play two lands in one turn?", "yes", "'an additional land'"),
    ("With Dryad of the Ilysian Grove and Wayward Swordtooth, can I play three lands this turn?", "yes",
     "305.2: two effects, one land each, add up"),
    ("With Dryad of the Ilysian Grove and Wayward Swordtooth, can I play four lands this turn?", "no",
     "1 + 1 + 1 = 3"),
    ("I control The Gitrog Monster. Can I play two lands this turn?", "yes", "its upkeep trigger changes no count"),
    ("I control Song of Creation. Can I play three lands this turn?", "no", "one additional land only"),
    ("Can my opponent play two lands in one turn if I control Ghirapur Orrery?", "yes",
     "'Each player may play an additional land on each of their turns'"),
    ("Can I play two lands with Storm Cauldron?", "yes", "'during each of their turns'"),
    ("Can I play two lands this turn with Mina and Denn, Wildborn?", "yes", "'an additional land'"),
    ("Can I play three lands with Aesi, Tyrant of Gyre Strait?", "no", "one additional land"),
    ("I control Icetill Explorer. Can I play two lands in one turn?", "yes",
     "its graveyard permission changes no count (305.2a)"),
    ("I cast Summer Bloom. Can I play four lands this turn?", "yes", "'up to three additional lands this turn'"),
    ("I cast Urban Evolution this turn. Can I play three lands?", "no", "one additional land this turn"),
    ("I cast Enter the Unknown. Can I play two lands this turn?", "yes", "'an additional land this turn'"),
    ("Can I play two lands with Scale the Heights?", "yes", "'You may play an additional land this turn'"),
    ("Can I play two lands in one turn if I control Grizzly Bears?", "no", "Grizzly Bears says nothing of lands"),
    ("Can my opponent play two lands if I control Dryad of the Ilysian Grove?", "no", "'You may': its controller"),
    ("Oracle of Mul Daya is my creature. Can I play a land from the top of my library after playing one from my "
     "hand?", None, "'is my creature' is unread"),
    ("My opponent controls Oracle of Mul Daya. Can I play a land from the top of my library after I played one from "
     "my hand?", None, "no card of mine lets me play lands from my library: not weighed"),
    ("I control Oracle of Mul Daya. Can I play another land from the top of my library after playing one from my "
     "hand?", "yes", "an additional land and the permission to play lands from the top of the library"),
    ("I control Icetill Explorer. Can I play a land from my graveyard after playing one from my hand?", "yes",
     "'You may play lands from your graveyard' and an additional land"),
    ("I control Crucible of Worlds. Can I play a land from my graveyard after playing one from my hand?", "no",
     "305.2a: the permission changes where from, not how many; the land from the hand was the one"),
    # no verdict: what the check can't weigh
    ("I control Druid Class. Can I play two lands in one turn?", None, "716: the ability needs level 2"),
    ("Can I play two lands with Exploration Broodship?", None, "station: needs charge counters"),
    ("I control Kiora, the Crashing Wave. Can I play two lands this turn?", None, "a loyalty ability: activated?"),
    ("I cast Journey of Discovery. Can I play three lands this turn?", None, "modal: which mode isn't told"),
    ("I control Limited Resources. Can I play two lands this turn?", None, "'Players can't play lands as long as'"),
    ("I control Courser of Kruphix. Can I play two lands this turn?", None,
     "playing lands from the top of the library is no extra land"),
    ("If Exploration is on the battlefield, can I play two lands?", None, "whose Exploration isn't told"),
    ("I control two Azusa, Lost but Seeking. Can I play four lands this turn?", None,
     "704.5j: two of a legend don't stay on the battlefield"),
    ("Can I play two lands in one turn with Lotus Cobra?", "no", "landfall adds mana, not land plays"),
    ("Can I play two lands with Exploration and Crucible of Worlds?", None, "Crucible's permission isn't asked about"),
    ("Can I play two lands in one turn with Azusa's Many Journeys?", None, "a Saga's chapter"),
    # 305.4: putting a land onto the battlefield isn't playing it
    ("Does Growth Spiral count as my land drop?", "no", "305.4: 'put a land card ... onto the battlefield'"),
    ("Does putting a land onto the battlefield with Cultivate count as my land drop?", "no", "305.4"),
    ("Does Explosive Vegetation use up my land drop?", "no", "305.4"),
    ("Does Dryad Arbor count as my land drop?", None, "a land: played, it is the land drop"),
]


# --- a card with no mana cost (118.6: unpayable; a cost "equal to its mana cost" too) ----------------------
UNPAYABLE = [
    ("If I control Underworld Breach, can I cast Evermind from my graveyard?", "no",
     "118.6: escape 'equal to the card's mana cost'"),
    ("Can I cast Lotus Bloom from my graveyard with Underworld Breach?", "no", "118.6"),
    ("Can I cast Living End from my graveyard with Snapcaster Mage?", "no", "118.6: flashback equal to its mana cost"),
    ("Can I cast Evermind from my graveyard with Past in Flames?", "no", "unseen: 118.6"),
    ("If I control Underworld Breach, can I cast Lightning Bolt from my graveyard?", None,
     "it has a mana cost: escape also exiles three other cards"),
    ("Can I cast Ancestral Vision from exile with Kaho, Minamo Historian?", None,
     "118.6a: 'without paying its mana cost' is not weighed here"),
]


# --- madness (702.35a): only a discarded card (cycling discards it, 702.29a) ------------------------------
MADNESS = [
    ("If I cycle Blast from the Past, can I cast it for its madness cost?", "yes", "702.29a: cycling discards"),
    ("If I discard Fiery Temper, can I cast it for its madness cost?", "yes", "702.35a"),
    ("If Fiery Temper is milled, can I cast it for its madness cost?", "no", "701.17a: milling isn't discarding"),
    ("Can I cast Fiery Temper for its madness cost if I discard it to Faithless Looting?", "yes",
     "Faithless Looting examined"),
    ("If I cycle Street Wraith, can I cast it for its madness cost?", "no", "it has no madness"),
    ("If I discard Lightning Bolt, can I cast it for its madness cost?", "no", "no madness"),
    ("If my opponent discards Fiery Temper, can I cast it for its madness cost?", "no", "702.35a: its owner casts it"),
    ("If my opponent discards Fiery Temper, can he cast it for its madness cost?", "yes", "702.35a"),
    ("If I discard Basking Rootwalla, can I cast it for its madness cost?", "yes", "unseen"),
    ("If I discard Anger of the Gods, can I cast it for its madness cost?", "no", "unseen: no madness"),
    ("If Arrogant Wurm is milled, can I cast it for its madness cost?", "no", "unseen: 701.17a"),
]


# --- the game-loss state-based actions, none named (704.5a-c, 704.5i) ---------------------------------------
GAME_LOSS = [
    ("Do I lose the game at 0 life?", "yes", "704.5a"),
    ("If I have negative life, do I lose?", "yes", "704.5a"),
    ("Do I lose the game at 1 life?", "no", "704.5a"),
    ("Does a player with ten poison counters lose the game?", "yes", "704.5c"),
    ("Does my opponent lose with 9 poison counters?", "no", "704.5c"),
    ("Do I lose if I draw from an empty library?", "yes", "704.5b"),
    ("Do I lose the game if my library is empty?", "no", "704.5b: only an attempt to draw"),
    ("Does a planeswalker with 0 loyalty die?", "yes", "704.5i"),
    ("Do I lose the game at 0 life if I control Platinum Angel?", None, "a card that changes it is not weighed"),
]


# --- responding to a kind of thing, none named (117.7: only what uses the stack) ----------------------------
RESPOND_KIND = [
    ("Can I respond to a triggered ability?", "yes", "603.3"),
    ("Can anyone respond to an activated ability?", "yes", "405.1"),
    ("Can I respond to a spell?", "yes", "117.3c"),
    ("Can my opponent respond to a mana ability?", "no", "605.3b"),
    ("Can I respond to a creature being turned face up?", "no", "116.2b: a special action"),
]


# --- entering tapped (110.5b, 614.1c, 614.12) ------------------------------------------------------------
ENTERS_TAPPED = [
    # a God is a creature only with enough devotion (700.5), weighed as it would enter (614.12)
    ("My opponent controls Blind Obedience. My devotion to white is 3. If I cast Heliod, God of the Sun, does it "
     "enter tapped?", "no", "not a creature as it enters"),
    ("My opponent controls Blind Obedience. With 8 devotion to white, if I cast Heliod, God of the Sun, does it "
     "enter tapped?", "yes", "a creature as it enters"),
    ("My opponent controls Blind Obedience. If I cast Heliod, God of the Sun, does it enter tapped?", None,
     "no devotion told"),
    ("Does Akoum Refuge enter the battlefield tapped?", "yes", "614.1c: its own replacement effect"),
    # "If I cast A, does it enter tapped?": entering, not summoning sickness
    ("If I play Azorius Chancery, does it enter tapped?", "yes", "614.1c"),
    ("If I play Scalding Tarn, does it enter tapped?", "no", "nothing makes it"),
    ("My opponent controls Imposing Sovereign. If I cast Grizzly Bears, does it enter tapped?", "yes",
     "its controller's opponents' creatures"),
    ("I control Imposing Sovereign. If I cast Grizzly Bears, does it come into play tapped?", "no",
     "only its controller's opponents'"),
    ("If I cast Grizzly Bears, is it tapped?", "no", "entering untapped is the question, not summoning sickness"),
    ("If my opponent casts Grizzly Bears while I control Blind Obedience, does it enter tapped?", "yes",
     "the card cast, not the one controlled"),
    ("Does Golgari Guildgate enter tapped?", "yes", "unseen"),
    ("Does Leviathan enter tapped?", "yes", "unseen: 'tapped and doesn't untap'"),
    ("Does Steel Dromedary enter the battlefield tapped?", "yes", "unseen: 'tapped with two +1/+1 counters'"),
    ("Does Blood Crypt enter tapped?", "depends", "only if its controller doesn't pay 2 life"),
    ("Does Blackcleave Cliffs enter tapped?", "depends", "'unless you control two or fewer other lands'"),
    ("Does Shineshadow Snarl enter the battlefield tapped?", "depends", "unseen: a card revealed or not"),
    ("Does Forest enter the battlefield tapped?", "no", "110.5b"),
    ("Does Grizzly Bears enter tapped if I control Llanowar Elves?", "no", "110.5b; Llanowar Elves examined"),
    ("Does my Grizzly Bears enter tapped if my opponent controls Imposing Sovereign?", "yes", "614.12"),
    ("Does Grizzly Bears enter tapped if my opponent controls Imposing Sovereign?", "depends", "whose Bears?"),
    ("Does my Forest enter tapped if my opponent controls Blind Obedience?", "no", "artifacts and creatures only"),
    ("Does my Sol Ring enter tapped if my opponent controls Frozen Aether?", "yes", "unseen"),
    ("Does my Sol Ring enter tapped if I control Frozen Aether?", "no", "unseen: only its controller's opponents"),
    ("Does my Forest enter tapped if my opponent controls Archon of Emeria?", "no", "unseen: nonbasic lands only"),
    ("Does my Watery Grave enter tapped if my opponent controls Archon of Emeria?", "yes",
     "unseen: a nonbasic land, whatever life is paid"),
    ("Does Thassa, God of the Sea enter tapped if my opponent controls Imposing Sovereign?", None,
     "whether it is a creature as it enters depends on devotion"),
    ("Does Ninja of the Deep Hours enter tapped?", None, "702.49a: ninjutsu puts it onto the battlefield tapped"),
    ("Does Grizzly Bears enter tapped if I control Amulet of Vigor?", None, "a card that untaps is not weighed"),
    ("Does Vesuva enter the battlefield tapped?", None, "unseen: 'you may have it enter tapped as a copy'"),
]


# --- when a land can be played (305.1, 116.2a: a special action) -------------------------------------------
LAND_TIMING = [
    ("Can I play a land while a spell is on the stack?", "no", "305.1: only with an empty stack"),
    ("Can I play a land in response to a spell?", "no", "305.1"),
    ("Can I play a land in response to Lightning Bolt?", "no", "305.1; Lightning Bolt examined"),
    ("Can I play a land during combat?", "no", "305.1: a main phase"),
    ("Can I play a land on my opponent's turn?", "no", "305.3"),
    ("Can I play a land in my upkeep?", "no", "305.1"),
    ("Can I play a land at instant speed?", "no", "305.1"),
    ("Can I play a land during my second main phase?", "yes", "305.1: either main phase"),
    ("Does playing a land require an empty stack?", "yes", "305.1"),
    ("Does playing a land use the stack?", "no", "116.2a: a special action"),
    ("Can my opponent respond to my land drop?", "no", "116.2a"),
    ("Can I respond to my opponent playing a land?", "no", "116.2a"),
    ("Can I play a land during combat if I control Exploration?", None, "a card about land plays is not weighed"),
]


# a copy of a spell isn't cast (707.10) unless the card copying it casts the copy (707.12); cascade, discover and
# "without paying its mana cost" still cast the spell (702.85a, 701.57a, 118.9); "cast or copy" (magecraft)
# sees copies; prowess is a cast trigger (702.108a)
COPIES = [
    ("If I copy Shock with Reverberate, does my Guttersnipe trigger?", "no", "707.10: a copy isn't cast"),
    ("If I copy Shock with Fork, does my Kiln Fiend trigger?", "no", "707.10"),
    ("Does a copy of Shock trigger my Guttersnipe?", "no", "707.10, no copier named"),
    ("Does my Soul-Scar Mage's prowess trigger off a copy of Opt?", "no", "702.108a is a cast trigger"),
    ("Do Empty the Warrens's storm copies trigger my Third Path Iconoclast?", "no", "702.40a: storm copies"),
    ("Does my Stormchaser Mage trigger off Brain Freeze's storm copies?", "no", "702.40a"),
    ("If I copy Lightning Helix with Increasing Vengeance, does my Firebrand Archer trigger?", "no", "707.10"),
    ("Does my Balmor, Battlemage Captain trigger off a copy of Lightning Helix?", "no", "707.10"),
    ("If I copy Shock with Reverberate, does my opponent's Guttersnipe trigger?", "no", "707.10, whoever's it is"),
    ("If I copy Opt with Reverberate, does my Storm-Kiln Artist trigger?", "yes", "magecraft: cast or copy"),
    ("If I copy Opt with Dualcaster Mage, does my Sedgemoor Witch trigger?", "yes", "magecraft"),
    ("If I copy Consider with Expansion // Explosion, does my Veyran, Voice of Duality trigger?", "yes", "magecraft"),
    ("Does my Sedgemoor Witch trigger when I copy Opt?", "yes", "magecraft"),
    ("If I copy Opt with Reverberate, does my opponent's Storm-Kiln Artist trigger?", "no",
     "magecraft watches its controller's copies"),
    ("Does my Witherbloom Apprentice trigger off Tendrils of Agony's storm copies?", "depends",
     "whose Tendrils of Agony is not said"),
    ("If I copy Opt with Spellbinder, does my Guttersnipe trigger?", "yes", "707.12: Spellbinder casts the copy"),
    ("If I copy Shock with Mizzix's Mastery, does my Kiln Fiend trigger?", "yes", "707.12"),
    ("If I copy Shock with Grizzly Bears, does my Guttersnipe trigger?", None, "Grizzly Bears copies no spell"),
    ("If I copy Shock with Brain Freeze, does my Guttersnipe trigger?", None, "storm copies only Brain Freeze"),
    ("If I copy Consider with Sevinne's Reclamation, does my Firebrand Archer trigger?", None,
     "it copies only itself"),
    ("Do Shock's storm copies trigger my Guttersnipe?", None, "Shock has no storm"),
    ("Does my Guttersnipe trigger when I cascade into Shock?", "yes", "702.85a: cascade casts it"),
    ("Does my Beast Whisperer trigger when I cascade into Grizzly Bears?", "yes", "702.85a"),
    ("Does my Beast Whisperer trigger when I cascade into Shock?", "no", "an instant isn't a creature spell"),
    ("Does my Jeskai Ascendancy trigger when I cascade into Grizzly Bears?", "no", "noncreature spells only"),
    ("Does my Kiln Fiend trigger when I cast Shock with Shardless Agent's cascade?", "yes", "702.85a"),
    ("Does my Firebrand Archer trigger when I cast Consider with Ardent Plea's cascade?", "yes", "702.85a"),
    ("Does my Firebrand Archer trigger when I cast Consider with Ornithopter's cascade?", None,
     "Ornithopter has no cascade"),
    ("If I cast Violent Outburst and cascade into Opt, does my Third Path Iconoclast trigger?", "yes", "702.85a"),
    ("If I cast Opt without paying its mana cost, does my Third Path Iconoclast trigger?", "yes", "118.9: still cast"),
    ("If I cast Grizzly Bears without paying its mana cost, does my Beast Whisperer trigger?", "yes", "118.9"),
    ("If I cast Grizzly Bears without paying its mana cost, does my Guttersnipe trigger?", "no",
     "instant or sorcery spells only"),
    ("If I put Grizzly Bears onto the battlefield with Sneak Attack, does my Beast Whisperer trigger?", "no",
     "601.2i: put, not cast"),
    ("Does my Soul-Scar Mage trigger when I cast Grizzly Bears?", "no", "702.108a: noncreature spells"),
]

# "tapped for mana" abilities (106.12): "no such ability" answers only a question that asks about tapping for mana
MANA_TAPPED = [
    ("Does Mana Reflection trigger when I tap Forest for mana?", "yes", "106.12b: a replacement on tapped permanents"),
    ("Does Doubling Season trigger when I tap Forest for mana?", "no", "no ability watches tapping for mana"),
    ("Does Caged Sun trigger when I tap Breeding Pool for mana?", None,
     "it watches mana a land's ability adds: not read here"),
    ("If I put Ulamog, the Ceaseless Hunger onto the battlefield with Sneak Attack, does it trigger?", None,
     "no tapping for mana was asked about"),
    ("does Nykthos, Shrine to Nyx work with Cabal Coffers", None, "'work with' asks more than tapping for mana"),
]

# a permanent that leaves the battlefield is a new object (400.7): flickered or returned to hand, it keeps no
# counters (122.2), Aura (704.5m), Equipment (704.5n), damage or spell's bonus (611.2c); phasing is no zone
# change (702.26d, 702.26g)
ZONES = [
    ("Does Tarmogoyf keep its +1/+1 counters if I flicker it with Momentary Blink?", "no", "122.2"),
    ("If I flicker Llanowar Elves with Restoration Angel, does it keep its counters?", "no", "122.2"),
    ("If I flicker Hill Giant with Cloudshift, does it keep its counters?", "no", "122.2"),
    ("Will Serra Angel keep its counters after I blink it?", "no", "400.7, no card named"),
    ("If my opponent bounces my Tarmogoyf with Into the Roil, does it keep its counters?", "no", "122.2"),
    ("If I blink Hill Giant with Ghostly Flicker, does Ethereal Armor stay on it?", "no", "704.5m"),
    ("If Serra Angel is flickered by Restoration Angel, is it still enchanted by Pacifism?", "no", "704.5m"),
    ("Does my Hill Giant still have Rancor if I flicker it with Ephemerate?", "no", "704.5m"),
    ("If I bounce Serra Angel with Unsummon, does Sword of Fire and Ice stay attached to it?", "no", "704.5n"),
    ("Does Hill Giant keep the bonus from Brute Force if I flicker it with Flickerwisp?", "no", "611.2c"),
    ("Does Titanic Growth's bonus stay on Hill Giant after I bounce it with Boomerang?", "no", "611.2c"),
    ("Does Hill Giant keep its damage if I bounce it with Vapor Snag?", "no", "400.7, 120.6"),
    ("If Serra Angel phases out with Clever Concealment, does it keep its counters?", "yes", "702.26d"),
    ("If Hill Giant phases out, does Bonesplitter stay on it?", "yes", "702.26g"),
    ("Does Grizzly Bears keep its counters if it phases out with Teferi's Protection?", "yes", "702.26d"),
    ("Does Hill Giant keep its counters if it phases out with Slip Out the Back?", None,
     "the phasing card puts a counter itself"),
    ("Does Walking Ballista keep its counters if I flicker it with Ephemerate?", None, "it enters with counters"),
    ("If I flicker Hill Giant with Cloudshift, does it keep the bonus from Glorious Anthem?", None,
     "a static ability applies to the new object too"),
    ("Does Hill Giant keep its counters if I flicker it with Shock?", None, "Shock moves nothing"),
    ("If I flicker Hill Giant with Unsummon, does it keep its counters?", None, "Unsummon bounces, not flickers"),
]

# persist and undying look back at the counters the permanent had (702.79a, 702.93a, 603.10a)
DIES_RETURNS = [
    ("If Murderous Redcap has a -1/-1 counter on it and dies, does it come back?", "no", "702.79a"),
    ("If Murderous Redcap is destroyed, will it return?", "depends", "only with no -1/-1 counter"),
    ("Does Geralf's Messenger come back if it dies with a +1/+1 counter on it?", "no", "702.93a"),
    ("If Young Wolf has a -1/-1 counter on it and dies, does it come back?", "yes", "undying checks +1/+1 only"),
    ("Does undying return Butcher Ghoul if it has no +1/+1 counters?", "yes", "702.93a"),
    ("If my Safehold Elite is sacrificed, does it come back?", "depends", "702.79a"),
    ("If Kitchen Finks dies again, does it come back?", "no", "it returned with a -1/-1 counter"),
    ("Does persist return Kitchen Finks if it has a +1/+1 counter?", "yes", "a +1/+1 counter doesn't stop persist"),
    ("If Kitchen Finks has a -1/-1 counter and a +1/+1 counter on it and dies, does it come back?", None,
     "704.5q: the counts decide"),
    ("If Hill Giant dies, does it come back?", None, "no persist or undying"),
]

DAMAGE = [
    ("Does Lightning Bolt deal damage to Silver Knight?", "no", "702.16e: protection from red"),
    ("Is the damage from Pyroclasm to Silver Knight prevented?", "yes", "702.16e: no target needed"),
    ("Does Shock deal damage to Darksteel Myr?", "yes", "702.12b: indestructible prevents no damage"),
    ("Does Fog prevent the damage from Grizzly Bears?", "yes", "615.1a: all combat damage"),
    ("Does Fog prevent the damage from Lightning Bolt?", "no", "Fog: combat damage only"),
    ("Does Fog prevent combat damage from Questing Beast?", "no", "615.12: can't be prevented"),
    ("If my opponent casts Holy Day, does Questing Beast deal combat damage to them?", "yes", "615.12"),
    ("If I cast Fog, does Shivan Dragon deal combat damage to me?", "no", "615.1a"),
    ("Can Questing Beast's damage be prevented?", "depends", "its combat damage no, its trigger's damage yes"),
    ("Can Lightning Bolt's damage be prevented?", "yes", "nothing says it can't"),
    ("Does Grizzly Bears deal damage to Fog Bank?", "no", "Fog Bank: combat damage dealt to it"),
    ("Does Fog Bank deal damage to Grizzly Bears?", "no", "Fog Bank: combat damage dealt by it"),
    ("Does Gods Willing stop the damage from Lightning Bolt?", "depends", "the colour of your choice"),
    ("Can Healing Salve prevent the damage from Lightning Bolt?", "depends", "a mode, and the target"),
    ("Does Maze of Ith prevent damage from Grizzly Bears?", "depends", "only the creature it untaps"),
    ("My opponent casts Shielded Passage. Does Grizzly Bears deal combat damage to my opponent?", "yes",
     "'target creature': a player is never that target"),
    ("Does Pale Wayfarer prevent the damage from Ground Pounder?", "depends",
     "702.16e: protection from the color of its controller's choice"),
    ("My opponent cast The One Ring. If I attack with Grizzly Bears, does my opponent take damage?", "no",
     "603.4: told cast, so its enters trigger's 'if you cast it' holds; 702.16j"),
    ("My opponent controls The One Ring. If I attack with Grizzly Bears, does my opponent take damage?", "depends",
     "603.4: only if its enters trigger's 'if you cast it' held"),
    ("My opponent cast The One Ring during their last turn. I'm attacking them with Grizzly Bears. Will they take "
     "damage this turn?", "no", "cast on their last turn: until their next turn still lasts"),
    ("My opponent cast The One Ring. I attack my opponent with Questing Beast. Will my opponent take damage?", "yes",
     "the attacker told is the source, not the first card named; 615.12"),
    ("My opponent casts Teferi's Protection. Does Lightning Bolt deal damage to my opponent?", "no",
     "702.16j: 'your life total can't change and you gain protection from everything'"),
    ("I cast Teferi's Protection. Does my opponent's Lightning Bolt deal damage to my opponent?", "yes",
     "only its caster gains the protection"),
    ("My opponent cast The One Ring. I attack with Questing Beast. Does it deal combat damage to them?", "yes",
     "615.12 beats protection from everything"),
    ("Does Circle of Protection: White prevent damage from Lightning Bolt to me?", "no", "a white source only"),
    ("Does Pyroclasm deal damage to Akroma, Angel of Wrath?", "no", "protection from red"),
    ("Does Char deal damage to Stonecoil Serpent?", "yes", "protection from multicolored; Char is red only"),
    ("Does Spore Frog prevent damage from Lightning Bolt?", "no", "combat damage only"),
    ("Does Kami of False Hope prevent the damage from Serra Angel?", "depends",
     "602.2: all combat damage, once its ability is activated"),
    ("My opponent controls Spike Weaver. Does Grizzly Bears deal combat damage to my opponent?", "depends",
     "602.2: its prevention is an activated ability's"),
    ("My opponent controls Selfless Squire. Does Grizzly Bears deal combat damage to my opponent?", "depends",
     "603.3: its enters trigger's prevention lasts the turn it entered"),
    ("My opponent cast Selfless Squire. I attack with Grizzly Bears. Does my opponent take damage?", "no",
     "told cast: its enters trigger prevents damage to its controller"),
    ("Does Soratami Cloud Chariot prevent the damage from Shock?", "no", "combat damage only"),
    ("Does Lava Spike deal damage to me?", "yes", "target player; nothing prevents it"),
    ("I attack with Serra Angel and my opponent casts Fog. Can its damage be prevented by Fog?", "yes",
     "the attacker told, its combat damage"),
    ("Does Holy Day stop Shivan Dragon's combat damage?", "yes", "615.1a"),
    ("Can Healing Salve prevent the damage from Questing Beast?", "depends",
     "its combat damage can't be prevented; a 3-damage shield vs its trigger's 'that much damage'"),
    ("Does Lightning Bolt deal damage to Troll Ascetic?", None, "702.11b: whether it can be targeted decides"),
    ("Does Fiery Intervention deal damage to me?", None, "it deals damage only to a creature"),
    ("Does Winter Sky deal damage to Grizzly Bears?", None, "a coin flip decides"),
    ("Does Banefire deal damage to Silver Knight?", None, "can't be prevented only if X is 5 or more"),
    ("Does Kabira Evangel take damage from Shock?", None, "it may give itself protection from a chosen colour"),
    ("Does Harbinger of Spring take damage from Grizzly Bears?", None, "protection from non-Spirit creatures"),
    ("Does Darksteel Myr take damage from Grizzly Bears?", None, "combat, nothing prevents: the combat checks decide"),
]

# mana value where the card is (202.3): yes / no / depends
MANA_VALUE = [
    ("Is Tear's mana value 1 on the stack?", "yes", "709.3b: only the half cast"),
    ("Is the mana value of Wear // Tear 3 in my graveyard?", "yes", "709.4b: halves combined"),
    ("Is Fire // Ice's mana value 4?", "depends", "2 on the stack, 4 elsewhere"),
    ("Does Lightning Bolt have a CMC of one?", "yes", "202.3"),
    ("Is the mana value of a face-down Den Protector 0?", "yes", "708.2a"),
    ("is the mana value of a face down Den Protector greater than 2?", "no", "708.2a"),
    ("Does Brisela, Voice of Nightmares have mana value 11?", "yes", "712.8g: the front faces added"),
    ("Is Tibalt, Cosmic Impostor's mana value 3 or less on the battlefield?", "no", "712.8f: the face that's up"),
    ("Is the converted mana cost of Ravager of the Fells 4?", "yes", "712.8e: the front face's cost"),
    ("is the cmc of Dokai, Weaver of Life 2?", "yes", "710.1c: a flip card keeps its mana cost"),
    ("Is the mana value of Chalice of the Void 0 on the battlefield?", "yes", "202.3e: X is 0 off the stack"),
    ("I cast Fireball with X=3. Is its mana value at least 4?", "depends", "4 on the stack, 1 elsewhere"),
    ("I cast Fireball with X=3. Is its mana value on the stack at least 4?", "yes", "202.3e: X counts on the stack"),
    ("Is the mana value of Walking Ballista on the stack 0?", "depends", "X isn't said"),
    ("Is the converted mana cost of a kicked Goblin Bushwhacker greater than 1?", "no", "118.8d"),
    ("Does a dashed Goblin Heelcutter have a mana value of 4?", "yes", "118.9c"),
    ("Is the mana value of Boulderbranch Golem 3 or less if it was prototyped?", "no", "718.3b: {3}{G} is 4"),
    ("Is the mana value of Phyrexian Fleshgorger on the battlefield 7?", "depends", "718.3b: prototyped or not"),
    ("Is Phyrexian Fleshgorger's mana value 7 in my graveyard?", "yes", "718.3b: only as a spell or permanent"),
    ("Is the mana value of Stomp 2 on the stack?", "yes", "715.3b"),
    ("Is Bonecrusher Giant's mana value 3 in my hand?", "yes", "715.4"),
    ("Is the mana value of Commit // Memory less than 10 in exile?", "no", "709.4b: 4 + 6"),
    ("Is Emeria's Call's mana value 7 in my hand?", "yes", "712.8a: the front face only"),
    ("Is the mana value of Hangarback Walker greater than 0 on the battlefield?", "no", "202.3e"),
    ("Is the mana value of a fused Turn // Burn 5?", "yes", "709.4d"),
    ("Is the mana value of a copy of Fireball 6?", "depends", "707.10: a copy of the spell has the X chosen"),
]
# not a mana value question, or one the check doesn't read
MANA_VALUE_UNREAD = [
    ("What is the mana cost of Fire // Ice?", None, "the cost, not its mana value"),
    ("Is the mana value of Kitsune Mystic 4 after it flipped?", None, "'after' isn't read"),
]

# "what is A's mana value": the number, as the answer's "value"
MANA_VALUE_AMOUNTS = [
    ("What is the mana value of Commit // Memory in my graveyard?", "10", "709.4b"),
    ("What's the CMC of Fireball with X=5 on the stack?", "6", "202.3e"),
    ("I cast Walking Ballista with X=3. What is its mana value on the stack?", "6", "202.3e: {X}{X}"),
    ("What is Petty Theft's mana value on the stack?", "2", "715.3b"),
    ("What is the mana value of Brazen Borrower on the stack?", "3", "715.4: cast as a creature"),
    ("What is the mana value of Emeria, Shattered Skyclave on the battlefield?", "0", "712.8f: a land face"),
    ("What's the mana value of Stonecoil Serpent on the battlefield?", "0", "202.3e"),
    ("What is the cmc of Urza, Planeswalker?", "8", "712.8g"),
    ("What is the mana value of a face-down Akroma, Angel of Fury?", "0", "708.2a"),
    ("What is the mana value of a manifested Ulamog's Crusher?", "0", "701.40a: face down"),
    ("I cascade into Genesis Hydra. What's its mana value on the stack?", "2", "107.3b: X is 0"),
    ("I evoke Mulldrifter. What is its mana value on the stack?", "5", "118.9c"),
    ("What is the mana value of Insectile Aberration?", "1", "712.8e"),
    ("What is the mana value of Forest?", "0", "202.3a"),
    ("What is the mana value of a prototyped Phyrexian Fleshgorger?", "3", "718.3b"),
    ("What is the mana value of a token copy of Tarmogoyf?", "2", "707.2: the copy has its mana cost"),
    ("What is the mana value of a copy of Insectile Aberration?", "0", "202.3b"),
    ("What is the mana value of a copy of Brisela, Voice of Nightmares?", "0", "202.3c"),
]

# power and toughness in layer 7 (613.4): yes / no / depends ...
POWER_TOUGHNESS = [
    ("Is Tarmogoyf a 1/1 while my opponent controls Humility?", "yes", "613.4b: Humility sets it; its own ability is gone"),
    ("Is my Grizzly Bears a 3/3 while I control Glorious Anthem?", "yes", "613.4c: +1/+1"),
    ("Is my Grizzly Bears a 3/3 while my opponent controls Glorious Anthem?", "no", "only its controller's creatures"),
    ("Is my Grizzly Bears a 4/4 with a +1/+1 counter on it while I control Glorious Anthem?", "yes", "122.1a, 613.4c"),
    ("Is Grizzly Bears a 1/1 if I cast Diminish on it?", "depends", "the target isn't told"),
    ("Is Merfolk of the Pearl Trident a 2/2 while I control Lord of Atlantis?", "yes", "other Merfolk"),
    ("Is Merfolk of the Pearl Trident a 2/2 while I control Lord of Atlantis and Dress Down?", "no",
     "613.8a: Lord of Atlantis loses the ability"),
]
# ... and "what is": the number or N/N, as the answer's "value" (None: no value)
POWER_TOUGHNESS_AMOUNTS = [
    ("What is Grizzly Bears' power and toughness while my opponent controls Humility?", "1/1", "613.4b"),
    ("What are the power and toughness of my Grizzly Bears if I control Glorious Anthem and my opponent controls "
     "Humility?", "2/2", "613.4b then 613.4c"),
    ("My Grizzly Bears has two +1/+1 counters on it. What is its power while my opponent controls Humility?", "3",
     "613.4b, then the counters (613.4c)"),
    ("I cast Giant Growth on Grizzly Bears, then Twisted Image on it. What is its power?", "5", "613.4d after 613.4c"),
    ("How big is Lord of Atlantis while I control Dress Down?", "2/2", "printed; nothing changes it"),
    ("What is the toughness of my Storm Crow while my opponent controls Elesh Norn, Grand Cenobite?", "0",
     "'Creatures your opponents control get -2/-2'"),
    ("What is Serra Angel's power and toughness while my opponent controls Ovinize?", None, "a spell isn't controlled"),
    ("How big is Hill Giant with Bonesplitter?", "5/3", "'Equipped creature gets +2/+0'"),
    ("I cast Ovinize on Craw Wurm. What is its power and toughness?", "0/1", "613.4b"),
    ("What is Tarmogoyf's power?", None, "604.3: its own ability defines it"),
    # a noncreature made a creature (613.1d) gets its power and toughness from that effect
    ("How big is Sol Ring while I control March of the Machines?", "1/1", "613.4a: its mana value"),
    ("How big is Seal of Cleansing while I control Opalescence?", "2/2", "613.4b: 'equal to its mana value'"),
    ("How big is Chalice of the Void with March of the Machines?", "0/0", "202.3e: X is 0 on the battlefield"),
    ("How big is Pacifism while I control Opalescence?", None, "an Aura isn't made a creature"),
    ("How big is Sol Ring with Ensoul Artifact?", "5/5", "'Enchanted artifact is a creature with base power and "
     "toughness 5/5'"),
]

# dying from other cards' effects on toughness (704.5f, 613.4)
TOUGHNESS_DEATHS = [
    ("Does my Storm Crow die while my opponent controls Elesh Norn, Grand Cenobite?", "yes",
     "'Creatures your opponents control get -2/-2': 1/0"),
    ("Does my Darksteel Myr die while my opponent controls Elesh Norn, Grand Cenobite?", "yes",
     "702.12b: indestructible doesn't stop 704.5f"),
    ("Does my Storm Crow die if I control Elesh Norn, Grand Cenobite?", "no", "'Other creatures you control get +2/+2'"),
    ("Does Storm Crow die while my opponent controls Elesh Norn, Grand Cenobite?", "depends",
     "whose Storm Crow is isn't told: +2/+2 or -2/-2"),
    ("Does my Chalice of the Void die while I control March of the Machines?", "yes", "0/0: its mana value on the battlefield"),
    ("Does Grizzly Bears die if Shock deals 2 damage to it?", "yes", "damage: the lethal damage check"),
]

# types in layer 4 (613.1d, 205.1a, 205.1b)
TYPES = [
    ("Is Kruphix, God of Horizons a creature?", "depends", "700.5: only with devotion to green and blue of seven"),
    ("My devotion to green and blue is 5. Is Kruphix, God of Horizons a creature?", "no", "less than seven"),
    ("With 7 devotion to green and blue, is Kruphix, God of Horizons a creature?", "yes", "seven"),
    ("My devotion to blue is 9. Is Kruphix, God of Horizons a creature?", "depends", "another devotion told"),
    ("Is Kruphix, God of Horizons an enchantment?", "yes", "205.2a: whatever the devotion"),
    # a supertype asked without an article (205.4a)
    ("Is Thalia, Guardian of Thraben legendary?", "yes", "Legendary Creature"),
    ("Is Serra Angel legendary?", "no", "Creature — Angel"),
    ("If I cast Serra Angel, is it legendary?", "no", "'it' is the card cast"),
    ("Is Snow-Covered Forest snow?", "yes", "Basic Snow Land"),
    # a permanent is any of six card types (110.4)
    ("Is Counterspell a permanent?", "no", "110.4: an instant"),
    ("Is Mox Pearl a permanent?", "yes", "110.4: an artifact"),
    ("Is Lotus Cobra a permanent?", "yes", "110.4: a creature"),
    ("Is Tropical Island a Mountain while my opponent controls Blood Moon?", "yes", "'Nonbasic lands are Mountains'"),
    ("Is Tropical Island a Forest while my opponent controls Blood Moon?", "no", "205.1a: the new land type replaces"),
    ("Is my Forest a Mountain while my opponent controls Blood Moon?", "no", "a basic land isn't nonbasic"),
    ("Is Forest a Swamp with Urborg, Tomb of Yawgmoth?", "yes", "205.1b: 'in addition to its other land types'"),
    ("Is Grizzly Bears an artifact while I control Mycosynth Lattice?", "yes", "'in addition to their other types'"),
    ("Is Sol Ring a creature while I control March of the Machines?", "yes", "'an artifact creature': 205.1b"),
    ("Is my Ornithopter still an artifact while my opponent controls Kenrith's Transformation?", "no",
     "205.1a: 'is a green Elk creature' replaces its card types"),
    ("Is Glorious Anthem a creature while I control Opalescence?", "yes", "'non-Aura enchantment'"),
    ("Is Pacifism a creature with Opalescence?", "no", "an Aura isn't one"),
    ("Is Grizzly Bears a creature if I cast Giant Growth on it?", "yes", "printed; Giant Growth examined"),
    ("Is Grizzly Bears an artifact?", "no", "205.2a: printed"),
    ("Is Monument to Endurance an artifact while I control Ensoul Artifact?", "yes",
     "'a creature ... in addition to its other types' (the Aura on it)"),
]

# an activated ability's cost (602.2b, 601.2f, 118.7a)
ABILITY_COSTS = [
    ("Does Heartstone reduce the cost of Masticore's ability?", "yes", "'{2}: ...': generic mana"),
    ("Does Heartstone reduce the cost of Royal Assassin's ability?", "no", "{T} only: no mana to reduce"),
    ("Does Heartstone reduce the cost of Shivan Dragon's ability?", "no", "118.7a: {R} has no generic mana"),
    ("Does Heartstone reduce the cost of Pestilence's ability?", "no", "creatures' abilities only"),
    ("Does Training Grounds make Lazav, the Multifarious's ability cost less?", "yes", "{X} is generic mana"),
    ("Does my opponent's Training Grounds reduce the cost of my Prodigal Sorcerer's ability?", "no",
     "creatures its controller controls"),
    ("Does Zirda, the Dawnwaker reduce the activation cost of Zuran Orb's ability?", "no", "no mana in the cost"),
    ("Does Suppression Field make Prodigal Sorcerer's ability cost more?", "yes", "{2} more: {T} abilities too"),
    ("Does Suppression Field make Llanowar Elves's ability cost more?", "no", "mana abilities are excepted"),
    ("Does Biomancer's Familiar reduce the cost of Nantuko Shade's ability?", "no", "'{B}': no generic mana"),
    ("Does Biomancer's Familiar reduce the cost of Crimson Mage's ability?", "no",
     "'{R}' has one mana: the floor of one mana"),
    ("Does Heartstone reduce the cost of Mishra's Factory's ability?", None, "it can become a creature"),
    ("Does Tithe Taker make Prodigal Sorcerer's ability cost more?", None, "'during your turn', with spells"),
]

# what an effect can find, choose or discard (701.23a, 701.9a): the card as it is in that zone (712.8a, 709.4,
# 715.4, 202.3e) against the effect's own description, and how many it takes
CARD_SELECTION = [
    ("Can I search for Llanowar Elves with Demonic Tutor?", "yes", "'a card'"),
    ("Can Harrow get a Tundra?", "no", "205.4a: a dual land has basic land types but isn't basic"),
    ("Can Harrow get a Snow-Covered Forest?", "yes", "a basic land card"),
    ("Can Myriad Landscape get two Wastes?", "no", "205.3i: Wastes has no land type, so two don't share one"),
    ("Can Myriad Landscape fetch two Plains?", "yes", "two cards sharing the Plains type"),
    ("When I transmute Drift of Phantasms, can I fetch Chord of Calling?", "yes", "202.3e: X is 0 in a library"),
    ("When I transmute Drift of Phantasms, can I fetch Fire // Ice?", "no",
     "709.4: a split card's halves add up to 4"),
    ("If I transmute Dimir House Guard, can I search for Lightning Bolt?", "no", "702.53a: the same mana value, 4"),
    ("Can Tolaria West's transmute find Ancestral Vision?", "yes", "202.3a: both have mana value 0"),
    ("Can Light-Paws, Emperor's Voice's ability find Celestial Archon?", "no",
     "702.103b: a bestow card is no Aura card"),
    ("I cast Inquisition of Kozilek. Can I make my opponent discard Fire // Ice?", "no", "709.4: mana value 4"),
    ("I cast Inquisition of Kozilek. Can I make my opponent discard Tarmogoyf?", "yes", "nonland, mana value 2"),
    ("I cast Inquisition of Kozilek. Can I make my opponent discard a Forest?", "no", "'a nonland card'"),
    ("I cast Inquisition of Kozilek. Can I make my opponent discard Delver of Secrets?", "yes",
     "712.8a: only its front face, mana value 1"),
    ("Can I discard Shatterskull Smashing to Mox Diamond?", "no", "712.8a: in a hand it is only a sorcery"),
    ("Can I discard Dryad Arbor to Mox Diamond?", "yes", "a land creature card is a land card ('instead' is no limit)"),
    ("Can I cast Reshape and get Seat of the Synod?", "yes", "mana value 0 is X or less whatever X is"),
    ("Can Reshape fetch Wurmcoil Engine?", "depends", "107.3: only if X is 6 or more"),
    ("Can I search for Chord of Calling with Reshape?", "no", "'an artifact card'"),
    ("Can Zur the Enchanter search for Rancor?", "yes", "an enchantment with mana value 1"),
    ("Can Zur the Enchanter get Eldrazi Conscription?", "no", "mana value 8"),
    ("Can Stoneforge Mystic search for Batterskull?", "yes", "205.3g: an Equipment card"),
    ("Can Stoneforge Mystic fetch Sol Ring?", "no", "an artifact, no Equipment"),
    ("Can Enlightened Tutor find Sol Ring?", "yes", "'an artifact or enchantment card'"),
    ("Can Enlightened Tutor find Tarmogoyf?", "no", "a creature card"),
    ("Can Mystical Tutor find Brazen Borrower?", "no", "715.4: an adventurer card is only a creature card there"),
    ("Can Worldly Tutor find Dryad Arbor?", "yes", "a land creature is a creature card"),
    ("Can Natural Order get Progenitus?", "yes", "every color: green too"),
    ("Can Natural Order find Emrakul, the Aeons Torn?", "no", "colorless"),
    ("Can Imperial Recruiter find Tarmogoyf?", None, "208.2: its power is defined by its own text"),
    ("Can Demonic Tutor fetch two Plains?", "no", "it takes one card"),
    ("Can Gifts Ungiven find Lightning Bolt?", None, "'with different names': not read"),
    ("Can I search for Thalia, Guardian of Thraben with Recruiter of the Guard?", "yes", "208.1: toughness 1"),
    ("Can Recruiter of the Guard find Tarmogoyf?", None, "208.2: '*/1+*'"),
    ("Can Goblin Matron get Goblin Guide?", "yes", "205.3m: a Goblin"),
    ("Can Goblin Matron get Grizzly Bears?", "no", "a Bear"),
    ("Can Ranger-Captain of Eos search for Birds of Paradise?", "yes", "mana value 1"),
    ("Can Ranger-Captain of Eos search for Tarmogoyf?", "no", "mana value 2"),
    ("Can Trinket Mage get Sol Ring?", "yes", "an artifact with mana value 1"),
    ("Can Trinket Mage get Wurmcoil Engine?", "no", "mana value 6"),
    ("I cast Mind Rot. Can I make my opponent discard Tarmogoyf?", None, "701.9b: the player discarding chooses"),
    ("Can I use Demonic Tutor to get Black Lotus?", "yes", "a search, not a target"),
    # 701.9b: only an effect that lets its controller choose from the opponent's hand makes them discard a given card
    ("I cast Aether Tide. Can I make my opponent discard Aurelia, the Warleader?", None, "you discard, as a cost"),
    ("Can I discard Forsaken Drifters to Tergrid, God of Fright?", None, "'unless they ... discard a card'"),
    # "get" and "return from my graveyard" are no discard, and a search isn't a return
    ("Can Olivia, Mobilized for War get May Civilization Collapse?", None, "'you may discard a card'"),
    ("Can Safewright Quest return Dreadhorde Butcher from my graveyard?", None, "it searches a library"),
    ("Can I use Trinket Mage to fetch Wurmcoil Engine?", "no", "mana value 6"),
    ("I cast Liliana of the Veil. Can I make my opponent discard Tarmogoyf?", None, "701.9b: 'each player discards'"),
]
# does it target at all (115.1a-d, 115.10a): the word "target" in the ability asked about; Aura spells (115.1b),
# equip (702.6a), modes (700.2), bestow (702.103b); "target" naming another spell's targets is no instance
TARGET_USES = [
    ("Does Clone target?", "no", "115.10a: 'a copy of any creature'"),
    ("Does Seize the Spotlight target?", "no", "'gain control of a creature that player controls'"),
    ("Is Pyroclasm targeted?", "no", "'each creature'"),
    ("Does Incarnation Technique's demonstrate ability target?", "no", "702.144a: 'choose an opponent'"),
    ("Does Lightning Bolt target?", "yes", "'any target'"),
    ("Does Rancor target?", "yes", "115.1b: as an Aura spell"),
    ("Does Bonesplitter's equip ability target?", "yes", "702.6a"),
    ("Does Izzet Charm target?", "depends", "700.2: the third mode doesn't"),
    ("Does Flametongue Kavu's triggered ability target?", "yes", "115.1d"),
    ("Does Liliana of the Veil's -2 target?", "yes", "'Target player'"),
    ("Does Liliana of the Veil's +1 target?", "no", "'Each player discards a card'"),
    ("Is Fling a targeted spell?", "yes", "115.1a: its additional cost is no ability of its own"),
    ("Does Wrath of God target?", "no", "'all creatures'"),
    ("Does Swords to Plowshares target?", "yes", "'target creature'"),
    ("Does Grizzly Bears target?", "no", "no abilities"),
    ("Does Mind Rot target?", "yes", "'target player'"),
    ("Does Innocent Blood target?", "no", "'Each player sacrifices'"),
    ("Does Chaos Warp target?", "yes", "'target permanent'"),
    ("Does Electrolyze target?", "yes", "115.1a: 'Draw a card' is part of the same spell ability"),
    ("Does Cryptic Command target?", "depends", "700.2"),
    ("Does Doom Blade target anything?", "yes", "'target nonblack creature'"),
    ("Does Boon Satyr target?", "depends", "702.103b: only cast bestowed"),
    ("Does Grip of Chaos target?", "no", "115.10a: 'reselect its target' names another's target"),
    ("Is Diabolic Edict targeted?", "yes", "'Target player sacrifices'"),
    ("Does Vendilion Clique's ability target?", "yes", "'up to one target player'"),
    ("Does Snapcaster Mage's ability target?", "yes", "a card in a graveyard"),
    ("Does Mulldrifter target?", "no", "'draw two cards'"),
    ("Does Eternal Witness target?", "yes", "'target card from your graveyard'"),
    ("Does Spark Double target?", "no", "'a copy of a creature or planeswalker you control'"),
    ("Does Terminate target?", "yes", "'target creature'"),
    ("Does Council's Judgment target?", "no", "'vote'"),
    ("Does Gilded Drake target?", "yes", "'up to one target creature'"),
]
# whose permanents an effect covers (109.5 'you' is its controller, 110.2): 'you control', 'your opponents control',
# 'each' and 'all'
EFFECT_SCOPES = [
    ("Does Coat of Arms affect my opponent's creatures?", 'yes', "'Each creature': every player's"),
    ("Does my Glorious Anthem affect my opponent's creatures?", 'no', "110.2: 'Creatures you control'"),
    ("Does my opponent's Glorious Anthem affect my creatures?", 'no', "109.5: 'you' is its controller, my opponent"),
    ("I control Glorious Anthem. Does it affect my opponent's creatures?", 'no', 'the controller told in a story'),
    ("Does Glorious Anthem affect my opponent's creatures?", 'depends', "109.5: who controls it isn't told"),
    ('Does Caltrops affect my creatures too?', 'yes', "'Whenever a creature attacks'"),
    ('Does my Blood Moon affect my lands?', 'yes', "'Nonbasic lands': every player's"),
    ('Does my Ensnaring Bridge affect my creatures?', 'yes', "'Creatures with power greater than ...'"),
    ("Does my Elesh Norn, Grand Cenobite affect my opponent's creatures?", 'yes', "'Creatures your opponents control get -2/-2'"),
    ("Does my Crusade affect my opponent's creatures?", 'yes', "'White creatures get +1/+1'"),
    ("Does my Intangible Virtue pump my opponent's creatures?", 'no', "'Creature tokens you control'"),
    ("Does my Night of Souls' Betrayal affect my creatures?", 'yes', "'All creatures get -1/-1'"),
    ('Does my Pestilence affect my creatures?', 'yes', "'each creature and each player'"),
    ("Does my Prophet of Kruphix affect my opponent's creatures?", 'no', "'all creatures and lands you control'"),
    ("Does my Asceticism affect my opponent's creatures?", 'no', "'Creatures you control have hexproof'"),
    ("Does my Gauntlet of Power affect my opponent's lands?", 'yes', "'Whenever a basic land is tapped for mana'"),
    ("Does my Soul Warden affect my opponent's creatures?", 'yes', "'another creature enters'"),
    ('Does my Sangromancer affect my creatures?', 'no', "'a creature an opponent controls dies'"),
    ('Does my Haunter of Nightveil affect my creatures?', 'no', "'Creatures your opponents control'"),
    ("Does my Haunter of Nightveil affect my opponent's creatures?", 'yes', "'Creatures your opponents control'"),
    ('Does my Stormtide Leviathan affect my creatures?', 'yes', "'Creatures without flying or islandwalk can't attack'"),
    ("Does my Glacial Chasm affect my opponent's creatures?", 'no', "'Creatures you control can't attack'"),
    ("Does my Lumberknot affect my opponent's creatures?", 'yes', "'Whenever a creature dies'"),
    ("Does my Spear of Heliod affect my opponent's creatures?", 'no', "'Creatures you control get +1/+1'"),
    ("Does my Kavu Monarch affect my opponent's creatures?", 'yes', "'Kavu creatures have trample'"),
    ('Does my Urborg Shambler affect my creatures?', 'yes', "'Other black creatures'"),
    ('Does my Blightbeetle affect my creatures?', 'no', "'Creatures your opponents control'"),
    ('Does my Crackdown affect my creatures?', 'yes', "'Nonwhite creatures with power 3 or greater'"),
    ("Does my Goblin King affect my opponent's creatures?", None, "'Other Goblins': no creature word to read"),
    ("Does my Storm Elemental affect my opponent's lands?", None, "'the exiled card is a snow land': a card, not a permanent"),
    ("Does my Wrath of God affect my opponent's creatures?", 'yes', 'a spell: the mass-effect check'),
    # permanents that come after the effect began (611.3a static; 611.2c, 608.2 a resolved spell)
    ("Does Honor of the Pure affect creatures that enter later?", 'yes', "611.3a: a static ability"),
    ("Does Bad Moon affect creatures that come in later?", 'yes', "611.3a"),
    ("Does Spear of Heliod affect creatures I cast later?", 'yes', "611.3a: 'Creatures you control get +1/+1'"),
    ("Does Overrun affect creatures that enter later?", 'no', "611.2c: locked in as it resolves"),
    ("Does Day of Judgment destroy creatures that enter the battlefield after it?", 'no', "608.2: once"),
    ("Does Lumberknot affect creatures that enter later?", None, "a triggered ability: not read"),
    ("Does Honor of the Pure affect creatures played later?", 'yes', "611.3a"),
    ("Does Overrun affect creatures that come into play after it resolves?", 'no', "611.2c"),
    ("Does Wanderbrine Rootcutters affect creatures that enter later?", None,
     "'~ can't be blocked by green creatures': about itself"),
]
# color (105, 202.2, 204, 604.3, 702.114a, 708.2a, 709.4, 712.8a, 715.4)
COLORS = [
    ('Is Emrakul, the Aeons Torn a colorless spell?', 'yes', "'a spell': on the stack"),
    ("Is Kozilek's Return red?", 'no', '702.114a devoid'),
    ("Is Kozilek's Return colorless?", 'yes', '702.114a devoid'),
    ('Is Transguild Courier green?', 'yes', "604.3: 'is all colors'"),
    ('Is Boros Charm multicolored?', 'yes', '105.2: two colors'),
    ('Is Kitchen Finks green?', 'yes', '105.2: hybrid symbols are both colors'),
    ('What color is Fire // Ice?', 'depends', '709.3b: on the stack, the half cast'),
    ('Is Fire // Ice red in my hand?', 'yes', "709.4: both halves' colors"),
    ('Is Fire // Ice a red card?', 'yes', '709.4: a card, off the stack'),
    ('Is a face-down Den Protector green?', 'no', '708.2a'),
    ('Is Black Lotus colorless?', 'yes', "'Black' in its name isn't asked"),
    ('Is White Knight black?', 'no', "the asked color, not the name's"),
    ('Is Delver of Secrets blue?', 'yes', '712.8a'),
    ('Is Lightning Bolt monocolored?', 'yes', '105.2b'),
    ('Does Ornithopter have a color?', 'no', '{0}: colorless'),
    ('Is Brazen Borrower blue?', 'yes', '715.4'),
    ('Is Memnite colorless?', 'yes', '{0}'),
    ('Is Grizzly Bears green?', 'yes', '{1}{G}'),
]
# the stack (405.1, 601.2a, 602.2a, 603.3; 605.3b mana abilities, 305.1 lands, 604.1 static abilities don't use it)
STACK_USES = [
    ("Does Prodigal Sorcerer's ability use the stack?", "yes", "602.2a"),
    ("Does Dark Ritual use the stack?", "yes", "601.2a: a spell, though it makes mana"),
    ("Does Llanowar Elves's ability use the stack?", "no", "605.3b"),
    ("Does playing Forest use the stack?", "no", "305.1, 116.2a"),
    ("Does Glorious Anthem's ability use the stack?", "no", "604.1"),
    ("Does Birds of Paradise's mana ability go on the stack?", "no", "605.3b"),
    ("Does Blood Artist's ability use the stack?", "yes", "603.3"),
    ("Does Lightning Bolt go on the stack?", "yes", "405.1"),
    ("Does Deathrite Shaman's ability use the stack?", "yes", "605.1a: its ability making mana targets: no mana ability"),
    ("Does Gilded Goose's ability use the stack?", "depends", "a mana ability and others"),
    ("Does Gaze of Justice's ability use the stack?", "yes", "601.2a: its spell ability is the spell, cast"),
]
# countering a spell or ability described, not named (701.6a, 115.1, 605.3b)
COUNTER_OBJECTS = [
    ('Can Stifle counter a mana ability?', 'no', '605.3b'),
    ('Can I counter a triggered ability with Counterspell?', 'no', "'target spell': an ability isn't a spell (113.2)"),
    ('Can Counterspell counter a triggered ability?', 'no', '113.2'),
    ('Can Stifle counter a triggered ability?', 'yes', "'activated or triggered ability'"),
    ('Can Stifle counter an activated ability?', 'yes', "'activated or triggered ability'"),
    ('Can Stifle counter a spell?', 'no', 'it counters only abilities'),
    ('Can Negate counter a creature spell?', 'no', "'noncreature spell'"),
    ('Can Negate counter an instant spell?', 'yes', 'an instant is never a creature'),
    ('Can Essence Scatter counter a creature spell?', 'yes', "'creature spell'"),
    ('Can Essence Scatter counter a sorcery spell?', 'no', 'a sorcery is never a creature'),
    ('Can Counterspell counter a creature spell?', 'yes', "'target spell'"),
    ('Can Disallow counter an activated ability?', 'yes', "'spell, activated ability, or triggered ability'"),
    ('Can Disallow counter a mana ability?', 'no', '605.3b'),
    ("Can Tale's End counter an activated ability?", 'yes', "'activated ability, triggered ability, or legendary spell'"),
    ('Can Mana Leak counter a creature spell?', None, "'unless its controller pays': not read"),
    ('Can a triggered ability be countered by Counterspell?', 'no', '113.2'),
    ('Can Counterspell counter an ability?', 'no', '113.2'),
    ('Can Stifle counter an ability?', 'yes', 'not a mana ability'),
    ('Can Negate counter a spell?', 'depends', 'only noncreature spells'),
]
# when an ability can be activated (602.5d, 606.3, 702.6a equip) and how long an effect lasts (514.2, 611.2a)
TIMINGS = [
    ("cast.timing", "Can I equip Bonesplitter at instant speed?", "no", "702.6a"),
    ("cast.timing", "Can I equip Bonesplitter during combat?", "no", "702.6a"),
    ("cast.timing", "Can I equip Bonesplitter during my opponent's turn?", "no", "702.6a"),
    ("cast.timing", "Can I equip Grizzly Bears during combat?", "no", "no equip ability"),
    ("cast.timing", "Can I activate Prodigal Sorcerer's ability in response?", "yes", "602.5d"),
    ("cast.timing", "Can I activate Liliana of the Veil's ability at instant speed?", "no", "606.3"),
    ("duration.lasts", "Does Giant Growth last until end of turn?", "yes", "514.2"),
    ("duration.lasts", "Does the +3/+3 from Giant Growth wear off at end of turn?", "yes", "514.2"),
    ("duration.lasts", "Does Glorious Anthem's bonus last until end of turn?", "no", "611.3a: while on the battlefield"),
]
# attack and block restrictions (508.1c, 509.1b, 508.1d costs to attack, 109.5 'you' in 'attack you')
ATTACK_RESTRICTIONS = [
    # "does A stop B from blocking?": can B block, asked the other way round
    ("Does Pacifism stop Grizzly Bears from blocking if Grizzly Bears is enchanted with Pacifism?", "yes",
     "'Enchanted creature can't attack or block'"),
    ("Does Pacifism stop Grizzly Bears from blocking?", "depends", "whether it enchants it isn't told"),
    ("Does Glorious Anthem stop Grizzly Bears from attacking?", "no", "no restriction"),
    # the player attacked, named: in a two-player game the only one the creature could attack
    ("I control Ghostly Prison. Can my opponent's Grizzly Bears attack me?", "depends", "508.1d: unless they pay"),
    ("My opponent controls Ghostly Prison. Can my opponent's Grizzly Bears attack me?", "yes",
     "it taxes only attacks on its controller"),
    ('Grizzly Bears is enchanted with Pacifism. Can it attack?', 'no', "508.1c: 'Enchanted creature can't attack or block'"),
    ("I control Pacifism on my opponent's Grizzly Bears. Can it block?", 'no', '509.1b'),
    ('My opponent controls Propaganda. Can my Grizzly Bears attack?', 'depends', '508.1d: only if the cost is paid'),
    ('I control Propaganda. Can my Grizzly Bears attack?', 'yes', "109.5: 'attack you' is Propaganda's controller"),
    ("I control Moat. Can my opponent's Grizzly Bears attack?", 'no', "'Creatures without flying can't attack'"),
    ("I control Moat. Can my opponent's Serra Angel attack?", 'yes', 'it has flying'),
    ("My opponent controls Wall of Omens. Can my Grizzly Bears attack?", "yes",
     "the other card's own defender is about itself"),
    ('My opponent controls Moat. Can my Grizzly Bears block?', 'yes', 'Moat restricts attacking only'),
    ('Can Grizzly Bears attack while my opponent controls Pacifism?', 'depends', "whether Pacifism is on it isn't told"),
    ('Can Goblin Raider block?', 'no', "its own 'can't block'"),
    ('Can Goblin Raider attack?', None, "its own text isn't all that decides attacking"),
    ('My opponent controls Ensnaring Bridge. Can my Grizzly Bears attack?', None, 'cards in hand: not read'),
    ('Grizzly Bears is enchanted with Arrest. Can it block?', 'no', "'can't attack or block'"),
    ('Grizzly Bears is enchanted with Rancor. Can it attack?', 'yes', 'Rancor restricts nothing'),
    ("Can Wall of Omens attack?", "no", "702.3b: defender"),
    ("I control Humility. Can my opponent's Wall of Omens attack?", None, "613.1f: Humility takes its defender away"),
    ('My opponent controls Ghostly Prison. Can my Serra Angel attack?', 'depends', '508.1d'),
    ("I control Island Sanctuary. Can my opponent's Grizzly Bears attack?", None, 'a replacement of a draw: not read'),
    ('My opponent controls Crawlspace. Can my Grizzly Bears attack?', None, 'a limit on the number: not read'),
]
# Commander decks (903.5c): a color identity computed from mana symbols and colors (903.4, 903.4c-e), a deck's
# colors told by a commander, by name ("Golgari"), "mono-black", or "my commander isn't red"; who can be one (903.3)
COMMANDER_DECKS = [
    ("Can I play Balthor the Defiled in my Ayara, First of Locthwain commander deck?", "yes",
     "903.4: the word 'red' in its text is no mana symbol"),
    ("Is Kozilek's Return legal in a mono-blue Commander deck?", "no", "903.4: devoid, but {R} in its cost"),
    ("Is Lightning Bolt allowed in my EDH deck when my commander is not red?", "no", "903.5c"),
    ("Can Sol Ring go in an EDH deck when my commander is not blue?", "yes", "colorless fits any"),
    ("Can Counterspell go in an EDH deck when my commander is not red?", "depends", "blue isn't told"),
    ("Can Delver of Secrets go in a Rakdos commander deck?", "no", "blue"),
    ("Is Boros Charm legal in my Boros commander deck?", "yes", "'Boros' before 'deck' is the deck's colors"),
    ("Can I play Kitchen Finks in a mono-white commander deck?", "no", "a hybrid symbol counts both colors"),
    ("Can I include Birthing Pod in my Selesnya commander deck?", "yes", "{G/P}: green"),
    ("Can I include Birthing Pod in my mono-black commander deck?", "no", "{G/P}: green"),
    ("Can Dryad Arbor be in a mono-black Commander deck?", "no", "204: its color indicator"),
    ("Can Transguild Courier be in a Golgari commander deck?", "no", "604.3: 'is all colors'"),
    ("Can I play Delver of Secrets in my Niv-Mizzet, Parun commander deck?", "yes", "blue in blue-red"),
    ("Can I play Valki, God of Lies in a mono-black commander deck?", "no", "903.4d: the back face is red"),
    ("Can Oakhame Ranger be in a mono-green commander deck?", "no", "903.4e: its Adventure's hybrid symbols too"),
    ("Can Syndic of Tithes be in a mono-white commander deck?", "yes", "903.4c: extort's reminder text {W/B}"),
    ("Can Grizzly Bears be my commander?", "no", "903.3: not legendary"),
    ("Can Isamaru, Hound of Konda be my commander?", "yes", "903.3: a legendary creature"),
    ("Can Teferi, Temporal Archmage be my commander?", "yes", "'can be your commander'"),
    ("Can Jace, the Mind Sculptor be my commander?", "no", "903.3: a planeswalker without that text"),
    ("Can Shorikai, Genesis Engine be my commander?", "yes", "'can be your commander'"),
    ("Can I play Counterspell in my Jace, the Mind Sculptor commander deck?", "no", "903.3: no commander"),
    ("Can I put Birds of Paradise in a deck with Kaalia of the Vast as my commander?", "no", "green"),
    ("Can I play Ponder in a Golgari commander deck?", "no", "blue"),
    ("Is Lightning Bolt legal in my deck if my commander is mono-green?", "no", "red"),
    ("Can I play Faithless Looting in my Krenko, Mob Boss EDH deck?", "yes", "flashback {2}{R}: red"),
    ("Can I play Swords to Plowshares in a five-color commander deck?", "yes", "every color"),
    ("Can I play Lightning Helix in an Izzet commander deck?", "no", "white"),
    ("Can Murderous Rider go in my Esper commander deck?", "yes", "black, Swift End too"),
    ("Can Progenitus be my commander?", "yes", "903.3"),
    ("Can I play Sol Ring in my Kozilek, the Great Distortion commander deck?", "yes", "colorless in colorless"),
    ("Can I play Llanowar Elves in my Kozilek, the Great Distortion commander deck?", "no", "green"),
    ("Can I play Tarmogoyf in my Kenrith, the Returned King commander deck?", "yes", "five colors"),
]
# which of a card's abilities a targeting question names (113.3b-c, 603.1): only that ability's targets count
ABILITY_KINDS = [
    ("Can Cyclopean Titan's triggered ability target Grizzly Bears?", "no", "its dies trigger targets lands"),
    ("Can Cyclopean Titan target Grizzly Bears?", "yes", "its activated ability targets a creature"),
    ("Can the activated ability of Cyclopean Titan target Forest?", "no", "115.1: 'target creature'"),
    ("Can Cyclopean Titan's death trigger target Forest?", "yes", "'two target lands'"),
    ("Can Cyclopean Titan's attack trigger target Forest?", None, "no attack trigger: another card meant?"),
    ("Can Flametongue Kavu's activated ability target Grizzly Bears?", None, "no activated ability"),
    ("Can the cycling trigger of Choking Tethers target Silver Knight?", "yes", "blue; protection from red"),
    ("Can Choking Tethers's cycling-triggered ability target Gladecover Scout?", "depends",
     "702.11b: hexproof stops only an opponent"),
]
# "A or B", "(or B)", "How about B?": the statement asked again with each card in the other's place
ALTERNATIVES = [
    ("Can Lightning Bolt target Grizzly Bears or Llanowar Elves?", "yes", "both can be targeted"),
    ("Can Lightning Bolt or Shock target Silver Knight?", "no", "702.16b: both red"),
    ("Can Doom Blade target Dimir Guildmage or Grizzly Bears?", "depends", "one is black, the other isn't"),
    ("Can Lightning Bolt target Silver Knight? How about Grizzly Bears?", "depends", "no, then yes"),
    ("Can Lightning Bolt target Grizzly Bears (or Llanowar Elves)?", "yes", "the card in brackets too"),
    ("Can I target my opponent's Slippery Bogle or Gladecover Scout with Shock?", "no",
     "702.11b: whose the first card is holds for the second"),
    ("I attack with Grizzly Bears and my opponent blocks with Llanowar Elves or Wall of Wood. Does Grizzly Bears "
     "die?", "no", "510.1: neither blocker has power 2"),
    ("Does Grizzly Bears die to Wrath of God or Damnation?", "yes", "both destroy all creatures"),
    ("Does Grizzly Bears die to Wrath of God (or Upheaval)?", None, "no check decides the second card"),
    ("If Grizzly Bears fights Llanowar Elves, which one dies, Grizzly Bears or Llanowar Elves?", None,
     "the cards named elsewhere are the answer's options, not alternatives"),
]
# abilities that make others trigger an additional time (603.2d): by the event, or by the permanent whose they are
TRIGGER_DOUBLERS = [
    ("With Panharmonicon, does Soul Warden trigger twice?", "yes", "603.6a: every creature entering is one"),
    ("With Panharmonicon, does Elvish Visionary's ability trigger twice?", "yes", "it watches itself, a creature"),
    ("Does Lotus Cobra's ability trigger twice with Panharmonicon?", "no", "a land entering isn't counted"),
    ("Does Lotus Cobra's ability trigger twice with Ancient Greenwarden?", "yes", "a land entering"),
    ("Does Yarok, the Desecrated make Lotus Cobra trigger twice?", "yes", "any permanent entering"),
    ("Does Teysa Karlov make Elvish Visionary trigger twice?", "no", "an enters trigger, not a dies one"),
    ("Does Panharmonicon make Blood Artist trigger twice?", "no", "a dies trigger, not an enters one"),
    ("Does Grim Haruspex trigger twice with Teysa Karlov?", "yes", "700.4: another creature dying"),
    ("Does Teysa Karlov make Blood Artist trigger three times?", "no", "one Teysa: twice"),
    ("Does Soul Warden trigger twice with Naban, Dean of Iteration?", "depends", "only a Wizard entering counts"),
    ("Does Halimar Excavator trigger twice with Naban, Dean of Iteration?", "depends",
     "itself a Wizard, but another Ally entering need not be one"),
    ("Does Sanctum Seeker trigger twice with Isshin, Two Heavens as One?", "yes", "508.1a: only creatures attack"),
    ("Does Roaming Throne make Elvish Visionary trigger twice?", "depends", "the type chosen isn't told"),
    ("If I control Roaming Throne naming Elf, does Elvish Visionary trigger twice?", "yes", "an Elf you control"),
    ("If I control Roaming Throne naming Goblin, does Elvish Visionary trigger twice?", "no", "not a Goblin"),
    ("If I control Roaming Throne naming Elf, do I get two cascade triggers from Bloodbraid Elf?", "no",
     "702.85a: cascade triggers on the stack, not as a creature you control"),
    ("My opponent controls Teysa Karlov. Does my Blood Artist trigger twice?", "no",
     "603.2d: only permanents its controller controls"),
    ("I control Zulaport Cutthroat and Teysa Karlov. My opponent destroys my Grizzly Bears. Does Zulaport Cutthroat "
     "trigger twice?", "yes", "a creature you control dies"),
    ("I control Zulaport Cutthroat and Teysa Karlov. My opponent destroys Grizzly Bears. Does Zulaport Cutthroat "
     "trigger twice?", None, "who controls the Bears isn't told: destroying it doesn't say"),
    ("I control Zulaport Cutthroat and Teysa Karlov. I destroy my opponent's Grizzly Bears. Does Zulaport Cutthroat "
     "trigger twice?", "no", "it watches only its controller's creatures: it doesn't trigger"),
    ("I control Grim Haruspex and Teysa Karlov. My opponent kills Teysa Karlov. Does Grim Haruspex trigger twice?",
     "yes", "603.10a: Teysa dying at the same time still counts"),
]
# "my opponent destroys B": B dies (700.4); who destroys it needn't control it
DESTROYED = [
    # a spell that destroys all creatures: the named ones it destroys die together (608.2, 603.10a)
    ("I control Blood Artist. I cast Wrath of God. Does Blood Artist trigger?", "yes", "it sees itself die"),
    ("I control Grim Haruspex and Grizzly Bears. I cast Wrath of God. Does Grim Haruspex trigger?", "yes",
     "another nontoken creature you control dies with it"),
    ("I control Grim Haruspex and Darksteel Myr. I cast Wrath of God. Does Grim Haruspex trigger?", None,
     "the Myr is indestructible; other creatures not told may die"),
    ("I control Blood Artist. I cast Shatter. Does Blood Artist trigger?", None, "an artifact it destroys isn't told"),
    ("I control Torpor Orb. I cast Wrath of God. Does Blood Artist trigger?", "yes", "Torpor Orb stops only entering"),
    # the card told cast is the one whose casting (and entering, 608.3) is asked about, not another card told
    ("I control Glorious Anthem. I cast Flametongue Kavu. Does its ability trigger?", "yes", "603.6a: it enters"),
    ("I control Torpor Orb. I cast Flametongue Kavu. Does its ability trigger?", "no",
     "its entering doesn't cause abilities to trigger"),
    ("I control Blood Artist. My opponent destroys Grizzly Bears. Does Blood Artist trigger?", "yes",
     "another creature dies"),
    ("I control Zulaport Cutthroat. My opponent destroys Grizzly Bears. Does Zulaport Cutthroat trigger?", "depends",
     "whose Bears isn't told"),
    ("I control Zulaport Cutthroat. My opponent destroys my Grizzly Bears. Does Zulaport Cutthroat trigger?", "yes",
     "a creature you control dies"),
    ("I control Blood Artist and Grizzly Bears. My opponent destroys Llanowar Elves. Does Blood Artist trigger?",
     "yes", "the card destroyed is the one that dies, not the other card told"),
]
# a permanent that is a creature only sometimes (700.5 devotion, "as long as it's your turn"): a check that doesn't
# weigh it withholds
DEVOTION_UNWEIGHED = [
    ("Can Heliod, God of the Sun block Grizzly Bears?", None, "509.1a: only a creature blocks"),
    ("Can Lightning Bolt target Heliod, God of the Sun?", None, "115.4: any target is a creature, not an enchantment"),
    ("Does Glorious Anthem give Heliod, God of the Sun +1/+1?", None, "only creatures you control"),
    ("My devotion to white is 9. Can Heliod, God of the Sun block Grizzly Bears?", None, "devotion isn't weighed"),
    ("Can Doom Blade target Gideon Blackblade?", None, "a creature only on its controller's turn"),
    ("Can Shock target Rusted Relic?", None, "a creature only with three or more artifacts"),
    # one card told under two controllers in two sentences: two of it, which one a check would weigh isn't known
    ("My opponent controls Thalia, Guardian of Thraben. I cast Thalia, Guardian of Thraben. Does the legend rule "
     "apply?", None, "704.5j: one each side, and the legend rule looks at one player's"),
]
# "I cast B targeting it": the target is the card named last before B; the one spell told cast is the effect
# "Can I respond with B?": cast it in response (117.1a); the spells told cast are what it responds to
RESPONSES = [
    ("My opponent casts Lightning Bolt targeting my Grizzly Bears. Can I respond with Giant Growth?", "yes",
     "an instant"),
    ("My opponent casts Lightning Bolt targeting my Grizzly Bears. Can I respond with Llanowar Elves?", "no",
     "302.1: a creature spell only in a main phase with an empty stack"),
    ("My opponent casts Lightning Bolt. Can I cast Grizzly Bears in response?", "no", "a creature spell"),
    ("I control Leyline of Anticipation. My opponent casts Lightning Bolt. Can I cast Grizzly Bears in response?",
     "yes", "as though it had flash"),
    ("My opponent casts Sudden Shock targeting my Grizzly Bears. Can I respond with Giant Growth?", None,
     "702.61a: split second on the stack"),
]
PRONOUN_TARGETS = [
    ("I control Grizzly Bears. My opponent casts Shock targeting it. Does Grizzly Bears die?", "yes", "2 damage"),
    ("My opponent controls Hill Giant. I cast Lightning Bolt targeting it. Does it die?", "yes",
     "3 damage, 3 toughness"),
    ("I control Hill Giant. My opponent controls Grizzly Bears. I cast Lightning Bolt targeting it. Does Hill Giant "
     "die?", None, "'it' is the Bears, named last: the Giant isn't the target"),
    ("I control Hill Giant. My opponent controls Grizzly Bears. I cast Lightning Bolt targeting it. Does it die?",
     "yes", "the Bears"),
    ("I control Grizzly Bears and Llanowar Elves. My opponent casts Pyroclasm. Does Grizzly Bears die?", "yes",
     "2 damage to each creature"),
    ("I control Grizzly Bears and Darksteel Myr. My opponent casts Wrath of God. Does Darksteel Myr die?", "no",
     "702.12b: indestructible"),
]
SCENARIO_TABLES = [("effect.reaches", PRONOUN_TARGETS), ("cast.timing", RESPONSES), ("", DEVOTION_UNWEIGHED),
                   ("targeting.legal", ABILITY_KINDS), ("", COPY_AND_ABILITY_TARGETS), ("", ALTERNATIVES), ("trigger.doubled", TRIGGER_DOUBLERS),
                   ("trigger.fires", DESTROYED),
                   ("cast.timing", TIMING), ("targeting.player", PLAYER_TARGETS), ("player.harmed", PLAYER_HARMED), ("sacrifice.cost", SACRIFICES), ("sacrifice.any", SACRIFICED_AT_ALL), ("cost.options", CAST_OPTIONS), ("fight.dies", FIGHTS), ("keyword.damage", KEYWORD_DAMAGE), ("regen.saves", REGENERATION), ("sba.permanent", PERMANENT_SBA), ("", TOKEN_LEFT_OTHERWISE), ("", DESCRIBED_KEYWORDS), ("counter.refund", NO_REFUND), ("duration.lasts", DAMAGE_DURATION), ("", CALLED_AGAIN), ("copy.costs", SPELL_COPIES), ("", THIRD_CARDS_EXAMINED), ("ward.triggers", WARD), ("tokens.doubled", TOKEN_DOUBLERS), ("activation.twice", ACTIVATE_AGAIN), ("counters.doubled", COUNTER_DOUBLERS), ("copy.gets", COPY_VALUES), ("effect.reaches", REMOVAL_RESPONSES), ("combat.dies", COMBAT_PUMPS), ("cost.payable", PAYMENT), ("block.", MUST_BLOCK), ("resolve.still", RESOLUTION), ("sickness.use", SICKNESS_BOARD), ("", SEVERAL_ATTACKERS),
                   ("targeting.legal", TARGETING_SCENARIOS), ("trigger.fires", TRIGGERS),
                   ("effect.reaches", MASS_EFFECTS), ("targets.change", CHANGE_TARGETS), ("", PRONOUNS),
                   ("attack.forced", GOAD), ("sba.", SBA), ("priority.respond", PRIORITY),
                   ("duration.lasts", DURATIONS), ("targeting.none", NO_TARGET), ("targeting.forced", FORCED_TARGETS),
                   ("activation.allowed", ACTIVATION), ("status.works", STATUS),
                   ("status.activate", TAPPED_ACTIVATES), ("status.combat", COMBAT_TAPPED),
                   ("respond.kind", RESPOND_KIND), ("sba.loses", GAME_LOSS), ("cost.modified", COSTS), ("cost.total", COST_TOTALS), ("combat.damage", PLAYER_DAMAGE), ("commander.damage", COMMANDER_DAMAGE), ("attach.legal", ATTACHING), ("trigger.", TRIGGER_STOPPERS), ("counter.any", COUNTERED_AT_ALL), ("mana.production", LAND_TYPE_MANA), ("attach.stays", FALLS_OFF), ("cast.", CAST_PROHIBITED),
                   ("block.can", BLOCKING), ("ability.granted", GRANTS),
                   ("ability.granted", GRANTS_WITH_EFFECTS),
                   ("counter.can", COUNTERING), ("combat.dies", COMBAT), ("land.plays", LAND_PLAYS),
                   ("land.timing", LAND_TIMING), ("enters.tapped", ENTERS_TAPPED), ("cast.madness", MADNESS),
                   ("cast.unpayable", UNPAYABLE),
                   ("token.returns", TOKENS), ("trigger.fires", COPIES),
                   ("mana.tapped_trigger", MANA_TAPPED), ("zone.keeps", ZONES),
                   ("dies.returns", DIES_RETURNS), ("damage.prevented", DAMAGE),
                   ("mana_value.is", MANA_VALUE), ("", MANA_VALUE_UNREAD), ("pt.is", POWER_TOUGHNESS),
                   ("cost.ability_modified", ABILITY_COSTS), ("type.is", TYPES), ("sba.dies", TOUGHNESS_DEATHS),
                   ("card.selectable", CARD_SELECTION), ("deck.identity", COMMANDER_DECKS),
                   ("targeting.uses", TARGET_USES), ("effect.object", EFFECT_SCOPES), ("color.is", COLORS), ("stack.uses", STACK_USES), ("counter.object", COUNTER_OBJECTS),
                   ("status.combat", ATTACK_RESTRICTIONS),
                   ("targeting.legal", [("Is Grizzly Bears a legal target for Shock?", "yes",
                                         "a targeting question: the type reading comes last")])]
SCENARIO_ROWS = [(kind, question, verdict, why) for kind, rows in SCENARIO_TABLES for question, verdict, why in rows]
# told in the second person ("You control A. Your opponent casts B. Can you ...?"): "you" is the asker's side
SECOND_PERSON = [
    ("sickness.use", "You control Hammer of Purphoros. You cast Centaur Courser. Can it attack this turn?", "yes",
     "'Creatures you control have haste'"),
    ("sickness.use", "Your opponent controls Hammer of Purphoros. You cast Centaur Courser this turn. Can Centaur "
     "Courser attack?", "no", "302.6: the opponent's grant doesn't reach it"),
    ("resolve.still", "You cast Murder targeting Tarmogoyf. In response, your opponent casts Tamiyo's Safekeeping "
     "targeting Tarmogoyf. Does Murder still resolve?", "no", "702.11b, 608.2b"),
    ("targeting.legal", "Your opponent controls Slippery Bogle. Can you target it with Shock?", "no", "702.11b"),
    ("targeting.legal", "You control Slippery Bogle. Can you target it with Rancor?", "yes", "702.11b: your own"),
    ("targets.change", "Your opponent casts Shock targeting your Tarmogoyf. Can Spellskite redirect it?", "yes",
     "115.7"),
    ("targets.change", "You control Spellskite. Your opponent casts Lightning Bolt targeting Spellskite. Can you use "
     "Spellskite to redirect Lightning Bolt?", "no", "115.7: Spellskite is already its target"),
    ("trigger.fires", "You control Zulaport Cutthroat. Your Hill Giant dies. Does Zulaport Cutthroat trigger?", "yes",
     "603.10a"),
    ("cost.payable", "You are at 6 life. Can you activate Griselbrand's ability?", "no", "119.4"),
    ("cast.timing", "Can you cast Serra Angel during your opponent's end step?", "no", "302.1"),
    ("sickness.use", "You cast Birds of Paradise this turn. Can you tap it for mana?", "no", "302.6"),
    ("sba.dies", "Your Centaur Courser is dealt 3 damage. Does it die?", "yes", "704.5g"),
    ("attack.forced", "Your opponent controls Alluring Siren and activates it targeting your Grizzly Bears. Must "
     "Grizzly Bears attack?", "yes", "508.1d: 'it' is the card just named"),
    ("targeting.legal", "Troll Ascetic is controlled by my opponent. Can I target it with Lightning Bolt?", "no",
     "702.11b: 'is controlled by my opponent'"),
    ("sickness.use", "I control Centaur Courser, which entered the battlefield this turn. Can it attack?", "no",
     "302.6"),
    # "its ability" in a later sentence: the card named last
    ("cost.payable", "I control Griselbrand. I'm at 3 life. Can I activate its ability?", "no", "119.4"),
    ("targeting.player", "My opponent controls Prodigal Pyromancer. Can its ability target me?", "yes", "115.4"),
    ("targeting.player", "Can Liliana of the Veil's -2 target my opponent?", "yes", "606.3: -2 'Target player'"),
]
# card texts found wrong by sampling random cards (changeling, chosen protection, Blood Moon, cards never cast)
CARD_TEXT_CORNERS = [
    # "Is that legal?" after a story of a spell cast on a target: can it target that (115.1); its timing must be told
    ("targeting.legal", "I cast Lightning Bolt targeting my opponent's Troll Ascetic. Is that legal?", "no",
     "702.11b: an opponent's hexproof creature"),
    ("targeting.legal", "My opponent casts Doom Blade targeting my Drudge Skeletons. Is that legal?", "no",
     "'target nonblack creature'"),
    ("targeting.legal", "On my turn I use Naturalize to destroy my opponent's Grizzly Bears. Is that legal?", "no",
     "'target artifact or enchantment'"),
    ("targeting.legal", "On my turn I use Stone Rain to destroy my opponent's Forest. That's legal, right?", "yes",
     "a land, cast on its caster's own turn"),
    ("targeting.legal", "I use Stone Rain to destroy my opponent's Forest. Is that legal?", None,
     "307.1: a sorcery, and whose turn it was isn't told"),
    ("targeting.legal", "I use Shatter to destroy my opponent's Sol Ring. Is that legal?", "yes", "an instant, an artifact"),
    ("targeting.legal", "I use Wrath of God to destroy my opponent's Grizzly Bears. Is that legal?", None,
     "it doesn't target: casting it isn't a targeting question"),
    ("targeting.legal", "I use Murder to exile my opponent's Grizzly Bears. Is that legal?", None,
     "Murder doesn't exile: the story isn't what the card does"),
    # 301.5c: an Equipment's "Equipped creature has shroud" never covers the Equipment itself
    ("targeting.legal", "Can Creeping Mold target Whispersilk Cloak?", "yes", "the shroud is the equipped creature's"),
    ("targeting.legal", "Can Naturalize target Lightning Greaves?", "yes", "the shroud is the equipped creature's"),
    # who equips an Equipment controls it (702.6a); the story's "equips" isn't the equip ability asked about
    ("targeting.legal", "My opponent equips Whispersilk Cloak to his Grizzly Bears. Can Lightning Bolt target Grizzly "
     "Bears?", "no", "702.18a: the equipped creature has shroud"),
    ("targeting.legal", "Can Lightning Bolt target Voice of All?", "depends",
     "702.16b: protection from the colour chosen as it entered"),
    ("targeting.legal", "Can Shock target Iridescent Angel?", "no", "702.16b: protection from all colors"),
    ("targeting.legal", "Can Doom Blade target Ward Sliver?", None,
     "'All Slivers have protection from the chosen color': not weighed"),
    ("block.can", "Can Grizzly Bears block Riders of Gavony?", None, "702.16c: protection from the chosen creature type"),
    ("block.can", "Can Rakdos Cackler block Grizzly Bears?", None, "702.98a: unleash, its counters not told"),
    ("block.can", "Can Ornithopter block Iridescent Angel?", "yes", "702.16c: a colorless blocker"),
    ("ability.granted", "Does Goblin King give Changeling Outcast mountainwalk?", "yes",
     "702.73a: changeling is every creature type"),
    ("ability.granted", "Does Lord of Atlantis give Mirror Entity islandwalk?", "yes", "702.73a"),
    ("sickness.use", "I control Goblin Warchief. Can my Changeling Outcast attack the turn it comes in?", "yes",
     "702.73a: a Goblin"),
    ("activation.allowed", "Can I activate Mutavault's ability with Blood Moon in play?", "no",
     "305.7: its abilities are gone"),
    ("activation.allowed", "Can I activate Celestial Colonnade's ability while my opponent controls Magus of the "
     "Moon?", "no", "305.7"),
    ("activation.allowed", "Can I activate Snow-Covered Mountain's ability with Blood Moon in play?", "yes",
     "305.7: only nonbasic lands"),
    ("cast.timing", "Can I cast Savage Beating during my opponent's turn?", None,
     "its own 'Cast this spell only during ...'"),
    ("counter.can", "Can Essence Scatter counter Dryad Arbor?", "no", "305.9: a land creature is never cast"),
    ("counter.can", "Can Counterspell counter Exquisite Firecraft?", None,
     "spell mastery: 'can't be countered' under a condition"),
    ("trigger.fires", "Kokusho, the Evening Star and Grizzly Bears die at the same time. Does Kokusho trigger?", "yes",
     "603.10a: its own dies ability"),
    ("targets.change", "Can Spellskite redirect Aphetto Dredging?", "no",
     "109.2: 'target creature cards' are cards in a graveyard"),
    ("sickness.use", "Can I tap Selenia, Dark Angel for mana the turn I cast it?", "no",
     "a name with a comma: 'for mana' still read"),
]
# a second round of sampling: new targets, colored-spell protection, a spell cast on the creature, land names
CARD_TEXT_CORNERS += [
    ("targets.change", "Can Misdirection change the target of Doom Blade to Dread Shade?", "no",
     "115.7: Doom Blade can't target a black creature"),
    ("targets.change", "Can Mizzium Meddler redirect Lightning Bolt to me?", "no", "it changes a target only to itself"),
    ("targets.change", "Can Deflecting Swat change the target of Lightning Bolt to Progenitus?", "no",
     "702.16b: protection from everything"),
    ("targeting.legal", "Can Swords to Plowshares target Emrakul, the Aeons Torn?", "no",
     "702.16b: protection from colored spells"),
    ("targeting.legal", "Can Prodigal Pyromancer's ability target Emrakul, the Aeons Torn?", "yes",
     "702.16b: an ability isn't a spell"),
    ("targeting.legal", "My opponent controls Grizzly Bears. Can I target it with Raise Dead?", "no",
     "109.2: 'target creature card' in a graveyard, and it's on the battlefield"),
    ("activation.allowed", "Can I activate Mutavault's ability if my opponent controls Phyrexian Revoker?", "yes",
     "Revoker names a nonland card"),
    ("sickness.use", "I cast Act of Treason targeting my opponent's Grizzly Bears. Can Grizzly Bears attack this "
     "turn?", "yes", "702.10b: 'It gains haste'"),
    ("sickness.use", "I control Sneak Attack. I cast Grizzly Bears this turn. Can it attack?", "depends",
     "Sneak Attack gives haste only to what it puts onto the battlefield"),
    ("trigger.fires", "You sacrifice Cathedral Membrane. Does its ability trigger?", None,
     "'dies during combat': when it died isn't weighed"),
    ("block.can", "My opponent attacks with Wharf Infiltrator. Can I block it with Wren's Run Hydra?", "depends",
     "702.118b: its power is X counters, not the printed 0"),
    ("block.can", "My opponent attacks with Wharf Infiltrator. Can I block it with Hill Giant?", "no",
     "702.118b: skulk, greater power"),
    ("targeting.player", "Your opponent controls Leyline of Sanctity. You are at 3 life. Can you cast Lightning Bolt "
     "targeting your opponent?", None, "the life total is no part of a targeting answer: not read"),
]
SCENARIO_ROWS += ARRIVALS + STORIES + SECOND_PERSON + CARD_TEXT_CORNERS + TOKEN_WORDS + TIMINGS


@pytest.mark.parametrize("kind, question, verdict, why", SCENARIO_ROWS, ids=[r[1][:70] for r in SCENARIO_ROWS])
def test_scenario_tables(qa, kind, question, verdict, why):
    answer = qa.ask(question)
    assert (answer["intent"] or "").startswith(kind), (answer["read_as"], answer["unread"])
    assert answer["verdict"] == verdict, (why, answer["read_as"], answer["answer"], answer["unread"])
    if verdict is not None:
        assert answer["unread"] == []
        cites = {spec.name: set(spec.cites) for spec in registry()}[answer["check"]]
        cited = {c["number"] for step in answer["reasoning"] for c in step["citations"] if c.get("number")}
        assert cited & cites, (answer["check"], cited)


@pytest.mark.parametrize("question, value", [
    ("I'm at 15 life. How many times can I activate Griselbrand's ability?", "2"),
    ("How many times can I activate Griselbrand at 14 life?", "2"),
    ("I'm at 9 life. How many times can I activate Erebos, God of the Dead's ability?", "4"),
    ("I'm at 3 life. How many times can I activate Necropotence's ability?", "3"),
])
def test_times_a_life_cost_can_be_paid(qa, question, value):
    """"How many times can I activate A at N life?": each payment needs at least that much life (119.4, 602.2)."""
    answer = qa.ask(question)
    assert answer["intent"] == "cost.payable" and answer["verdict"] is None, answer["read_as"]
    assert answer["value"] == value, answer["answer"]


@pytest.mark.parametrize("question, value", [
    ("How many times does Soul Warden trigger with Panharmonicon?", "2"),
    ("I control Blood Artist and Teysa Karlov. My opponent destroys Grizzly Bears. How many times does Blood Artist "
     "trigger?", "2"),
    ("How many times does Lotus Cobra trigger with Panharmonicon?", "1"),
])
def test_how_many_times_an_ability_triggers(qa, question, value):
    """603.2d: each ability that makes it trigger an additional time adds one."""
    answer = qa.ask(question)
    assert answer["intent"] == "trigger.doubled" and answer["verdict"] is None, answer["read_as"]
    assert answer["value"] == value, answer["answer"]


@pytest.mark.parametrize("question, said", [
    ("Can Doom Blade target Smuggler's Copter?", "hasn't been crewed"),
    ("Can Doom Blade target Mutavault?", "hasn't been activated"),
])
def test_an_answer_that_weighs_a_noncreature_says_it_wasnt_made_one(qa, question, said):
    """A Vehicle (702.122a) or a land that animates itself is a creature only once crewed or activated."""
    answer = qa.ask(question)
    assert answer["verdict"] == "no", answer["answer"]
    assert any(said in a for a in answer["assumptions"]), answer["assumptions"]
    assert not qa.ask("What is the mana value of Mutavault?")["assumptions"]


@pytest.mark.parametrize("question, value, said", [
    ("What is the mana value of Lightning Bolt? How about Shock?", "1", "The mana value of Shock is 1."),
    ("What is the mana value of Lightning Bolt or Counterspell?", None, "The mana value of Counterspell is 2."),
])
def test_a_value_asked_of_each_card(qa, question, value, said):
    """One value when the cards asked about share it, else each card's value in the answer."""
    answer = qa.ask(question)
    assert (answer["verdict"], answer["value"]) == (None, value), answer["answer"]
    assert said in answer["answer"]


def test_a_longer_reading_of_the_same_words_is_the_one_restated(qa):
    """"to my opponent's creature" also holds "to my opponent": the check and "Read as" both take the creature."""
    answer = qa.ask("Does my Hypnotic Specter trigger when it deals damage to my opponent's creature?")
    assert "to a creature" in answer["read_as"] and "opponent?" not in answer["read_as"], answer["read_as"]
    assert answer["verdict"] == "no"


def test_times_is_not_counted_for_an_ability_with_another_limit(qa):
    """Vampire Hexmage's ability sacrifices it: no count from the life total alone."""
    answer = qa.ask("I'm at 6 life. How many times can I use Vampire Hexmage?")
    assert answer["value"] is None and answer["verdict"] is None


@pytest.mark.parametrize("question, value", [
    ("If White Knight fights Typhoid Rats, which creature dies?", "Typhoid Rats"),
    ("If Llanowar Elves fights Typhoid Rats, which creature dies?", "Llanowar Elves and Typhoid Rats"),
    ("If White Knight fights Llanowar Elves, which creature survives?", "White Knight"),
])
def test_which_fighter_dies(qa, question, value):
    """"Which creature dies?" in a fight: the names, computed (701.14a, 702.16e protection prevents the damage)."""
    answer = qa.ask(question)
    assert answer["intent"] == "fight.dies" and answer["verdict"] is None, answer["read_as"]
    assert answer["value"] == value, answer["answer"]


@pytest.mark.parametrize("question, value, why", [
    ("Colossal Dreadmaw attacks and isn't blocked. How much damage does my opponent take?", "6", "510.1a"),
    ("I attack with Colossal Dreadmaw and my opponent blocks with Grizzly Bears. How much damage does my opponent "
     "take?", "4", "702.19b"),
    ("Pilgrim of the Fires attacks and Anaba Bodyguard blocks it. How much damage does my opponent take?", "3",
     "702.7b: both first strike; 3 lethal to the 2/3"),
    ("Swiftblade Vindicator attacks and isn't blocked. How much damage does my opponent take?", "2",
     "702.4b: double strike, power 1 twice"),
    ("Hill Giant attacks and Grizzly Bears blocks it. How much damage does my opponent take?", "0", "510.1c"),
    ("I attack with Vampire Nighthawk and my opponent blocks with Giant Spider. How much life do I gain?", "2",
     "702.15b: the damage dealt to the blocker counts too"),
    # 614.1a: replacement effects that change the damage, each strike (702.4b); 616.1: the defending player's order
    ("My opponent controls Furnace of Rath. My Swiftblade Vindicator attacks and isn't blocked. How much damage does "
     "my opponent take?", "4", "1 doubled, twice"),
    ("I have Torbran, Thane of Red Fell and Dictate of the Twin Gods. My Raging Goblin attacks and isn't blocked. How "
     "much damage does my opponent take?", "4 or 6", "616.1: (1+2)x2 or 1x2+2"),
    ("I control Furnace of Rath. My Vampire Nighthawk attacks and isn't blocked. How much life do I gain?", "4",
     "702.15b: the damage dealt, doubled"),
])
def test_combat_damage_amounts(qa, question, value, why):
    """"How much damage does my opponent take?": the amount, computed (no yes/no verdict)."""
    answer = qa.ask(question)
    assert (answer["value"], answer["verdict"], answer["check"]) == (value, None, "combat.player_damage.v1"), (
        why, answer["read_as"], answer["answer"], answer["unread"])
    assert answer["unread"] == [] and answer["read_as"].startswith("when ")


# the order simultaneous triggers go on the stack (603.3b): the active player's first, so the other's resolve first
TRIGGER_ORDER = [
    ("I control Blood Artist and my opponent controls Zulaport Cutthroat. If both trigger at the same time on my "
     "turn, whose trigger resolves first?", None, "Zulaport Cutthroat", "the non-active player's"),
    ("It's my opponent's turn. My Blood Artist and my opponent's Zulaport Cutthroat trigger at the same time. Whose "
     "ability resolves first?", None, "Blood Artist", "mine: I'm not the active player"),
    ("My Soul Warden and my opponent's Essence Warden trigger at the same time. Which trigger resolves first?",
     "depends", None, "whose turn it is isn't told"),
    ("I control Soul Warden and Blood Artist. If they trigger at the same time, who chooses the order?", None,
     "you choose", "both mine"),
    # a card with no triggered ability: what triggers isn't clear
    ("I control Grizzly Bears and my opponent controls Blood Artist. If they trigger at the same time on my turn, "
     "whose resolves first?", None, None, "Grizzly Bears has no triggered ability"),
]


@pytest.mark.parametrize("question, verdict, value, why", TRIGGER_ORDER, ids=[r[0][:70] for r in TRIGGER_ORDER])
def test_simultaneous_trigger_order(qa, question, verdict, value, why):
    answer = qa.ask(question)
    assert answer["intent"] == "trigger.order" and answer["unread"] == [], (answer["read_as"], answer["unread"])
    assert (answer["verdict"], answer["value"]) == (verdict, value), (why, answer["answer"])
    if verdict is not None or value is not None:
        assert any(c.get("number") == "603.3b" for step in answer["reasoning"] for c in step["citations"])


# how much damage, with the replacement effects of the cards named (614.1a) and their order (616.1)
DAMAGE_AMOUNTS = [
    ("How much damage does Lightning Bolt deal to my opponent?", None, "3", "120.2b"),
    ("My Dictate of the Twin Gods is on the battlefield. How much damage does Shock deal to my opponent?", None, "4",
     "'a source ... double'"),
    ("I have Torbran, Thane of Red Fell and Dictate of the Twin Gods. How much damage does my Shock deal to my "
     "opponent?", None, "6 or 8", "616.1: the opponent chooses the order"),
    ("My opponent has Torbran, Thane of Red Fell. How much damage does my Shock deal to him?", None,
     "2", "'a red source you control': not Torbran's controller's"),
    ("My Torbran, Thane of Red Fell is on the battlefield. How much damage does Shock deal to my opponent?",
     "depends", None, "whose Shock isn't told"),
    ("My Torbran, Thane of Red Fell is on the battlefield. I cast Shock targeting my opponent. Does it deal 4 damage?",
     "yes", None, "'it' is the spell cast at a player"),
    ("Does Furnace of Rath double Lightning Bolt's damage?", "yes", None, "any source"),
    ("My opponent controls Furnace of Rath. I cast Lightning Bolt targeting his Hill Giant. How much damage does "
     "Lightning Bolt deal to Hill Giant?", None, "6", "'a permanent or player'"),
    ("I control Fiery Emancipation. How much damage will my Lightning Bolt deal to my opponent?", None, "9",
     "triple"),
    ("My opponent controls Benevolent Unicorn. How much damage will my Lightning Bolt deal to him?", None, "2",
     "'a spell ... minus 1'"),
    ("I control Ghosts of the Innocent. How much damage does Lightning Bolt deal to my opponent?", None, "1",
     "half, rounded down"),
    ("I control Pyromancer's Swath and Dictate of the Twin Gods. How much damage does my Shock deal to my opponent?",
     None, "6 or 8", "616.1"),
    ("I control Mechanized Warfare. How much damage does my Shock deal to me?", None, "2", "'to an opponent' only"),
    ("Does Sulfuric Vapors increase Shock's damage?", "yes", None, "'a red spell'"),
    ("I control Fire Servant. How much damage does my Lava Spike deal to my opponent?", None, "6",
     "'a red instant or sorcery spell you control'"),
    ("Does Fiery Emancipation triple my opponent's Shock's damage?", "depends", None, "whose Emancipation isn't told"),
    ("My Dictate of the Twin Gods is on the battlefield. How much damage does Blaze deal to my opponent if X is 3?",
     None, "6", "107.3a: X told"),
    ("How much damage does Blaze deal to my opponent?", None, None, "X not told"),
    # its own "~ gets +N/+N ..." (a text that opens on its name): its printed power isn't what it deals
    ("My Dictate of the Twin Gods is on the battlefield. How much damage does Kor Spiritdancer deal to my opponent?",
     None, None, "'~ gets +2/+2 for each Aura attached to it'"),
    ("My Dictate of the Twin Gods is on the battlefield. How much damage does Wild Nacatl deal to my opponent?",
     None, None, "'~ gets +1/+1 as long as you control a Mountain'"),
    # no amount: a protection, a prevention, a condition, an X not told
    ("How much damage does Lightning Bolt deal to Silver Knight?", None, None, "702.16e"),
    ("I control Circle of Protection: Red. How much damage does Lightning Bolt deal to me?", None, None, "615"),
    ("I control Anthem of Rakdos. How much damage does my Shock deal to my opponent?", None, None, "hellbent"),
    ("I control Fire Servant. How much damage does my Fireball deal to my opponent?", None, None, "X"),
]


@pytest.mark.parametrize("question, verdict, value, why", DAMAGE_AMOUNTS, ids=[r[0][:70] for r in DAMAGE_AMOUNTS])
def test_damage_amounts(qa, question, verdict, value, why):
    """"How much damage does A deal?": the amount after the replacement effects of the cards named."""
    answer = qa.ask(question)
    assert answer["intent"] == "damage.amount", (why, answer["read_as"], answer["unread"])
    assert (answer["verdict"], answer["value"]) == (verdict, value), (why, answer["answer"], answer["reasoning"])
    if verdict is not None or value is not None:
        assert answer["check"] == "damage.amount.v1" and answer["unread"] == []


@pytest.mark.parametrize("question, verdict", [
    ("My opponent controls Furnace of Rath. I cast Shock targeting his Hill Giant. Does Hill Giant die?", "yes"),
    ("Torbran, Thane of Red Fell is on the battlefield. Does Shock kill Hill Giant?", "depends"),
    ("My opponent controls Benevolent Unicorn. I cast Lightning Bolt targeting his Hill Giant. Does Hill Giant die?",
     "no"),
])
def test_removal_weighs_what_changes_its_damage(qa, question, verdict):
    """Targeted damage with a card that doubles (or lessens) it: lethal or not after the change (614.1a, 704.5g)."""
    answer = qa.ask(question)
    assert (answer["check"], answer["verdict"]) == ("removal.targeted.v1", verdict), (answer["answer"],
                                                                                       answer["unread"])


def test_a_doubler_of_both_asked_about_a_card_that_makes_tokens_and_gets_counters_gets_no_verdict(qa):
    """"Does A affect B?" of a card that doubles tokens and counters, and B that makes tokens and gets counters:
    which is asked isn't told."""
    answer = qa.ask("Does Doubling Season affect Hangarback Walker?")
    assert answer["verdict"] is None and answer["intent"] == "effect.reaches"


@pytest.mark.parametrize("question, value, check, why", [
    ("How many tokens does Hordeling Outburst make with Elspeth, Storm Slayer?", "6", "tokens.doubled.v1",
     "614.1a: three, twice"),
    ("How many tokens do I get from Dragon Fodder with Doubling Season?", "4", "tokens.doubled.v1", "614.1a"),
    ("How many Spirit tokens does Lingering Souls make if I control Anointed Procession?", "4", "tokens.doubled.v1",
     "614.1a"),
    ("How many tokens does Secure the Wastes make with Parallel Lives?", "twice X", "tokens.doubled.v1",
     "614.1a: X isn't told"),
    ("How many loyalty counters does Chandra, Torch of Defiance enter with if I control Doubling Season?", "8",
     "counters.doubled.v1", "306.5b, 614.1c: 4 doubled"),
    ("How many loyalty counters does Chandra, Torch of Defiance enter with if I control Hardened Scales?", "4",
     "counters.doubled.v1", "only +1/+1 counters"),
    ("My opponent controls Doubling Season. How many tokens does my Dragon Fodder make with Doubling Season?", "2",
     "tokens.doubled.v1", "109.5: 'under your control' is the Season's controller's"),
    # the cards told in the story before the question
    ("I control Anointed Procession. I cast Raise the Alarm. How many tokens do I create?", "4", "tokens.doubled.v1",
     "614.1a: two, twice"),
    ("I control Parallel Lives and cast Dragon Fodder. How many tokens do I get?", "4", "tokens.doubled.v1", "614.1a"),
    ("I control Hardened Scales. I cast Walking Ballista with X=2. How many counters does it enter with?", "3",
     "counters.doubled.v1", "107.3, 614.1c: X = 2, plus one"),
    ("I control Corpsejack Menace. I cast Stonecoil Serpent for X = 3. How many counters does it enter with?", "6",
     "counters.doubled.v1", "X = 3, twice"),
    ("I control Hardened Scales. I cast Walking Ballista with X=0. How many counters does it enter with?", "0",
     "counters.doubled.v1", "no counter is put: nothing to add one to"),
])
def test_doubler_amounts(qa, question, value, check, why):
    """"How many tokens does A make with B?", "how many counters does A enter with?": the number, computed from both
    cards' texts."""
    answer = qa.ask(question)
    assert (answer["value"], answer["verdict"], answer["check"]) == (value, None, check), (
        why, answer["read_as"], answer["answer"], answer["unread"])
    assert answer["unread"] == []


@pytest.mark.parametrize("question, value, why", MANA_VALUE_AMOUNTS, ids=[r[0][:70] for r in MANA_VALUE_AMOUNTS])
def test_mana_value_amounts(qa, question, value, why):
    answer = qa.ask(question)
    assert (answer["value"], answer["verdict"]) == (value, None), (why, answer["read_as"], answer["answer"],
                                                                   answer["unread"])
    assert answer["check"] == "characteristics.mana_value.v1" and answer["unread"] == []
    assert answer["read_as"].startswith("what is ") and f"mana value" in answer["answer"]


@pytest.mark.parametrize("question, value, why", POWER_TOUGHNESS_AMOUNTS,
                         ids=[r[0][:70] for r in POWER_TOUGHNESS_AMOUNTS])
def test_power_toughness_amounts(qa, question, value, why):
    answer = qa.ask(question)
    assert answer["value"] == value, (why, answer["read_as"], answer["answer"], answer["reasoning"])
    assert answer["intent"] == "pt.is" and answer["unread"] == []
    if value is not None:
        assert answer["verdict"] is None and answer["check"] == "characteristics.power_toughness.v1"
        assert {"613.4"} <= {c["number"] for step in answer["reasoning"] for c in step["citations"]}


@pytest.mark.parametrize("question, value", [
    ("What is the color identity of Kozilek's Return?", "red"),
    ("What is Birthing Pod's color identity?", "green"),
    ("What is the color identity of Sol Ring?", "colorless"),
    ("What is the color identity of Progenitus?", "white, blue, black, red and green"),
    ("What's Valki, God of Lies's color identity?", "black and red"),
])
def test_color_identity_values(qa, question, value):
    answer = qa.ask(question)
    assert (answer["value"], answer["verdict"], answer["unread"]) == (value, None, []), answer["answer"]
    assert answer["check"] == "commander.color_identity.v1" and answer["read_as"].startswith("what is ")


@pytest.mark.parametrize("question, value", [
    ('What color is Emrakul, the Aeons Torn?', 'colorless'),
    ('What color is Dryad Arbor?', 'green'),
    ('What color is Kitchen Finks?', 'white and green'),
    ('What color is a face-down Den Protector?', 'colorless'),
    ('What color is Insectile Aberration?', 'blue'),
    ('What color is Ghostfire?', 'colorless'),
    ('What color is Sol Ring?', 'colorless'),
    ('What color is Nicol Bolas, the Ravager?', 'blue, black and red'),
    ("How many lands can I play with Exploration?", "two lands"),
    ("If I control two Exploration, how many lands can I play?", "three lands"),
    ("How many lands can I play with Azusa, Lost but Seeking and Exploration?", "four lands"),
    ("How many lands can my opponent play with my Exploration?", "one land"),
])
def test_color_and_land_count_values(qa, question, value):
    """Value questions answer with the value ("value"), not a verdict."""
    answer = qa.ask(question)
    assert (answer["value"], answer["verdict"], answer["unread"]) == (value, None, []), answer["answer"]
    assert answer["check"] in ("characteristics.color.v1", "lands.plays_per_turn.v1")


def test_color_identity_matches_mtgjson_for_every_card(qa):
    """903.4 computed from the faces agrees with MTGJSON's colorIdentity field on the whole corpus."""
    from ruling_qa.checks.commander import color_identity

    kb = qa.kb
    differ = []
    for card_id in kb.card_ids():
        card = card_from_dict(kb.card_data(card_id))
        if color_identity(card).colors != tuple(card.color_identity):
            differ.append(card.name)
    assert len(kb.card_ids()) > 20000 and differ == []


@pytest.mark.parametrize("question, verdict, read_as", [
    ("Does Humility remove Serra Angel's flying?", "yes", "does Serra Angel not have flying with Humility?"),
    ("Does Serra Angel lose flying with Humility?", "yes", "does Serra Angel not have flying with Humility?"),
    ("Does Glorious Anthem remove Serra Angel's flying?", "no", "does Serra Angel not have flying with Glorious Anthem?"),
])
def test_an_ability_taken_away_is_the_negated_grant(qa, question, verdict, read_as):
    """613.1f: "does B remove A's flying" asks whether A doesn't have flying with B."""
    answer = qa.ask(question)
    assert (answer["verdict"], answer["read_as"], answer["check"]) == (verdict, read_as, "grants.with_effects.v1")


@pytest.mark.parametrize("question, verdict", [
    ("Does Swords to Plowshares exile Progenitus?", "no"),            # 702.16b: it can't be targeted
    ("Does Swords to Plowshares exile Tarmogoyf?", "yes"),            # its toughness doesn't matter to exile
    ("Does my Swords to Plowshares exile my opponent's Slippery Bogle?", "no"),   # 702.11b
    ("Does Path to Exile exile Grizzly Bears?", None),                # a land put onto the battlefield: not read
    ("Does Wretched Banquet kill Lotus Guardian?", None),             # "if it has the least power": a condition
    ("Does Mine Collapse kill Realm Seekers?", None),                 # it enters with counters: toughness not printed
])
def test_targeted_exile_with_a_second_sentence(qa, question, verdict):
    """"Its controller gains life equal to its power" neither removes nor saves the target."""
    answer = qa.ask(question)
    assert answer["verdict"] == verdict, (answer["read_as"], answer["answer"])
    if verdict is not None:
        assert answer["check"] == "removal.targeted.v1"


@pytest.mark.parametrize("question, verdict, read_as", [
    ("Can I block with a tapped creature?", "no", "can a tapped creature block?"),
    ("Can I attack with a summoning-sick creature?", "no",
     "can a summoning-sick creature attack the turn it comes under its controller's control?"),
    ("Can my opponent respond to Llanowar Elves's ability?", "no", "can a player respond to Llanowar Elves's ability?"),
])
def test_asked_with_the_player_first(qa, question, verdict, read_as):
    """"Can I block with X" asks whether X can block; "can my opponent respond" whether anyone can."""
    answer = qa.ask(question)
    assert (answer["verdict"], answer["read_as"]) == (verdict, read_as), answer["answer"]


@pytest.mark.parametrize("question, verdict", [
    ("Does Kor Firewalker have protection from red?", "yes"),
    ("Does Kor Firewalker have protection from blue?", "no"),
    ("Does Progenitus have protection from red?", "yes"),           # 702.16j: from everything
    ("Does Mirran Crusader have protection from green?", "yes"),    # "from black and from green"
    ("Does Grizzly Bears have protection from red?", "no"),
    ("Does Etched Champion have protection from red?", None),       # metalcraft: a condition not told
])
def test_protection_of_its_own(qa, question, verdict):
    """702.16a: the quality after "protection from" is read and compared with the printed ones."""
    answer = qa.ask(question)
    assert answer["verdict"] == verdict, (answer["read_as"], answer["answer"], answer["unread"])
    assert answer["unread"] == []


@pytest.mark.parametrize("question, verdict", [
    ("Can I equip Lightning Greaves to my opponent's creature?", "no"),              # 702.6a: "creature you control"
    ("Can I put Rancor on my opponent's creature?", "yes"),                            # 303.4a: "Enchant creature"
    ("Can I equip Lightning Greaves to a creature with protection from artifacts?", "no"),   # 702.16b
])
def test_attaching_to_a_described_creature_targets_it(qa, question, verdict):
    """Equip (702.6a) and an Aura spell (303.4a) target what they will be attached to."""
    answer = qa.ask(question)
    assert (answer["intent"], answer["verdict"]) == ("targeting.object", verdict), answer["answer"]


@pytest.mark.parametrize("question, value, read_as", [
    ("I attack with Grizzly Bears. My opponent blocks with Hill Giant. Which creatures die?", "Grizzly Bears",
     "when an opponent's Hill Giant blocks your Grizzly Bears, which of them die in combat?"),
    # a static bonus told before (613.4c): the Bears are 3/3
    ("I control Glorious Anthem. I attack with Grizzly Bears and my opponent blocks with Hill Giant. Which creatures "
     "die?", "Grizzly Bears and Hill Giant", "which of them die"),
    ("Centaur Courser blocks Hill Giant. Which creatures die?", "Hill Giant and Centaur Courser", "which of them die"),
    ("Hill Giant blocks Grizzly Bears (4/4). Which creature survives?", "Grizzly Bears", "which of them survive"),
    ("Elvish Mystic blocks Grizzly Bears. Which creatures survive?", "Grizzly Bears", "which of them survive"),
    ("Grizzly Bears blocks Grizzly Bears. Which creatures die?", None, ""),       # one card can't fight itself
])
def test_which_creatures_die_in_a_told_combat(qa, question, value, read_as):
    """510.1a, 704.5g: of an attacker and its one blocker told, the ones that die (or survive); "none" if none."""
    answer = qa.ask(question)
    assert (answer["value"], answer["verdict"]) == (value, None), (answer["read_as"], answer["answer"])
    assert read_as in (answer["read_as"] or "")


@pytest.mark.parametrize("question, verdict, read_as", [
    ("Can Cut Down target a 2/2 Tarmogoyf?", "yes", "can Cut Down target the 2/2 Tarmogoyf?"),
    ("My opponent casts Cut Down on my 3/4 Tarmogoyf. Does it die?", "no", "your 3/4 Tarmogoyf"),
    ("I control a 2/3 Tarmogoyf. Does Cut Down kill Tarmogoyf?", "yes", "your 2/3 Tarmogoyf"),    # "a" before the size
    # the reason told for the size doesn't change it
    ("I control a 2/3 Tarmogoyf, due to the card types in all graveyards. Does Cut Down kill Tarmogoyf?", "yes",
     "your 2/3 Tarmogoyf"),
    ("My opponent casts Lightning Bolt targeting my 4/4 Grizzly Bears. Does it die?", "no", "your 4/4 Grizzly Bears"),
    ("My opponent casts Lightning Bolt targeting my 3/3 Grizzly Bears. Does it die?", "yes", "your 3/3 Grizzly Bears"),
    # 208.3: a */1+* set by a count: the damage check can't trust a size told before the spell resolves
    ("My opponent casts Lightning Bolt targeting my 2/3 Tarmogoyf. Does it die?", None, "your 2/3 Tarmogoyf"),
    ("Does my 1/1 Grizzly Bears survive Pyroclasm?", None, "1/1"),
    # the size is no P/T change; the toughness checks start from it (704.5f, 704.5g)
    ("My 2/2 Grizzly Bears gets -1/-1. Does it die?", "no", "when it gets -1/-1?"),
    ("My 3/3 Grizzly Bears gets -3/-3. Does it die?", "yes", "your 3/3 Grizzly Bears"),
    ("My 4/4 Grizzly Bears is dealt 3 damage. Does it die?", "no", "your 4/4 Grizzly Bears"),
    ("My 3/3 Grizzly Bears is dealt 3 damage. Does it die?", "yes", "your 3/3 Grizzly Bears"),
    ("My 2/3 Tarmogoyf gets -2/-2. Does it die?", None, "your 2/3 Tarmogoyf"),  # 208.2: its own text sets it
    ("Grizzly Bears (4/4) gets -2/-2. Does it die?", "no", "the 4/4 Grizzly Bears die when it gets -2/-2"),
    # two sizes told for one card: neither is taken, and both stay unread
    ("My 2/2 Grizzly Bears got pumped. Now my 4/4 Grizzly Bears is dealt 3 damage. Does it die?", None, "4/4"),
])
def test_a_size_told_with_the_name(qa, question, verdict, read_as):
    """208.1: "my 2/3 Tarmogoyf" tells its power and toughness; a check that doesn't weigh them gives no verdict."""
    answer = qa.ask(question)
    assert answer["verdict"] == verdict, (answer["read_as"], answer["answer"], answer["unread"])
    assert read_as in (answer["read_as"] or "") + " ".join(answer["unread"])


@pytest.mark.parametrize("question, verdict", [
    ("Can Cut Down target Grizzly Bears?", "yes"),          # 2 + 2 = 4, as printed
    ("Can Cut Down target Colossal Dreadmaw?", "no"),       # 6 + 6
    ("Can Cut Down target Tarmogoyf?", "depends"),          # */1+*: on the graveyards
    ("Does Cut Down kill Grizzly Bears?", "yes"),
])
def test_a_total_power_and_toughness_limit(qa, question, verdict):
    """208.1, 115.1: "target creature with total power and toughness 5 or less" adds the two printed values."""
    answer = qa.ask(question)
    assert answer["verdict"] == verdict, (answer["read_as"], answer["answer"])


@pytest.mark.parametrize("question, verdict, read_as", [
    ("If I cast Serra Angel, does it have flying?", "yes", "does your Serra Angel have flying of its own?"),
    ("If I cast Serra Angel, is it a creature?", "yes", "is your Serra Angel a creature?"),
    ("If I cast Serra Angel, is it tapped?", "no", "does your Serra Angel enter the battlefield tapped?"),
    # "it" isn't the card when an object is described too ("he" and "she", players: the MADNESS table)
    ("If I flicker my Soldier token with Cloudshift, does it come back?", "no", "token"),
])
def test_it_after_a_condition_is_the_condition_s_one_card(qa, question, verdict, read_as):
    """"If I cast A, does it ...?": "it" is A, the one card of the condition, and A holds one role only."""
    answer = qa.ask(question)
    assert answer["verdict"] == verdict, (answer["read_as"], answer["answer"], answer["unread"])
    assert read_as in answer["read_as"]


@pytest.mark.parametrize("question", [
    "I control two Glorious Anthems. What is the power of my Grizzly Bears?",
    "My opponent controls two Imposing Sovereigns. If I cast Grizzly Bears, does it enter tapped?",
])
def test_a_count_of_copies_no_check_weighs_stays_unread(qa, question):
    """"two Glorious Anthems": only the land-play, cost, legend-rule and search checks count copies; elsewhere the
    count is said back as not taken into account, with no verdict or value."""
    answer = qa.ask(question)
    assert (answer["verdict"], answer["value"]) == (None, None), answer["answer"]
    assert any("two" in u for u in answer["unread"])


@pytest.mark.parametrize("question, verdict", [
    ("If I cast Grizzly Bears, does it have haste?", "no"),
    ("If I cast Goblin Guide, does it have haste?", "yes"),
])
def test_does_it_have_haste_asks_for_the_keyword(qa, question, verdict):
    """702.10: "does it have haste?" asks for the keyword; it doesn't set haste as a condition of an attack."""
    answer = qa.ask(question)
    assert (answer["intent"], answer["verdict"]) == ("ability.granted", verdict), answer["answer"]
    assert "have haste" in answer["read_as"]


@pytest.mark.parametrize("question, verdict, read_as", [
    ("Can I equip Bonesplitter to my Sylvan Caryatid?", "yes", "your Bonesplitter's equip ability target your"),  # 702.11b
    ("Can I equip Bonesplitter to my opponent's Grizzly Bears?", "no", "equip ability target an opponent's"),
    # only the equip ability is asked about: a creature that targets with a triggered ability has none
    ("Can I equip Flametongue Kavu to my opponent's Grizzly Bears?", None, "Flametongue Kavu's equip ability"),
])
def test_equipping_a_named_creature_asks_about_the_equip_ability(qa, question, verdict, read_as):
    """702.6a: "equip A to B" is A's equip ability targeting B, not any other ability of A."""
    answer = qa.ask(question)
    assert (answer["intent"], answer["verdict"]) == ("targeting.legal", verdict), answer["answer"]
    assert read_as in answer["read_as"]


@pytest.mark.parametrize("question, verdict", [
    ("I control Grizzly Bears. My opponent casts Pyroclasm. Does Grizzly Bears die?", "yes"),
    ("My opponent casts Lightning Bolt targeting my Grizzly Bears. Does it die?", "yes"),
    ("My opponent casts Wrath of God. Does my Darksteel Myr survive?", "yes"),       # 702.12b
    ("My opponent casts Wrath of God. Does my Grizzly Bears survive?", "no"),
    ("Does Grizzly Bears die to Lightning Bolt?", "yes"),                            # "die to A": A's effect
    ("Does Darksteel Myr die to Wrath of God?", "no"),                               # 702.12b
    # a toughness reduction (704.5f): toughness 0 isn't destruction, so indestructible doesn't help
    ("Does Disfigure kill Grizzly Bears?", "yes"),
    ("Does Disfigure kill Darksteel Myr?", "yes"),                                   # 702.12b
    ("Does Disfigure kill Hill Giant?", "no"),
    ("My opponent casts Disfigure on my 3/3 Grizzly Bears. Does it die?", "no"),     # the size told
    ("Does Disfigure kill Tarmogoyf?", None),                                        # 208.2: */1+*
    # a response told that only makes it bigger: it resolves first (405.5), then 3 damage to a 5/5
    ("My opponent casts Lightning Bolt targeting my Grizzly Bears. In response I cast Giant Growth on it. Does it "
     "die?", "no"),
])
def test_does_it_die_to_the_spell_the_story_cast(qa, question, verdict):
    """"Does A die?" after a story that casts one spell asks whether that spell kills A."""
    answer = qa.ask(question)
    assert answer["verdict"] == verdict, (answer["read_as"], answer["answer"], answer["unread"])
    if verdict is not None:
        assert answer["intent"] == "effect.reaches" and answer["unread"] == []


@pytest.mark.parametrize("question, verdict", [
    ("I control Glorious Anthem and Grizzly Bears. Does Grizzly Bears die?", "no"),
    ("I control March of the Machines. Does my Sol Ring die?", "no"),                 # 613.1d: 1/1
    ("I have March of the Machines. Does my Mox Opal die?", "yes"),                   # mana value 0: 0/0 (704.5f)
    ("If I put Skullclamp on Arcbound Worker, does Arcbound Worker die?", "yes"),     # 1 counter, -1 toughness
    ("If I equip Skullclamp to Grizzly Bears, does it survive?", "yes"),
    ("I control Elesh Norn, Grand Cenobite. Does my opponent's Grizzly Bears die?", "yes"),
    ("I control Elesh Norn, Grand Cenobite. Does my Grizzly Bears survive?", "yes"),
    ("With Elesh Norn, Grand Cenobite in play, does my opponent's Llanowar Elves survive?", "depends"),   # whose?
    ("I control Heartless Summoning. I cast Fleshbag Marauder. Does it die?", "yes"),
    # a sorcery someone holds does nothing until it is cast: no verdict
    ("My opponent has Pyroclasm. Does Grizzly Bears die?", None),
])
def test_does_it_die_to_a_permanent_the_story_told(qa, question, verdict):
    """"Does A die?" after a story that tells a permanent in play (or an Equipment put on A) asks whether
    that permanent's continuous effects leave A with toughness 0 or less (704.5f)."""
    answer = qa.ask(question)
    assert answer["verdict"] == verdict, (answer["read_as"], answer["answer"], answer["unread"])
    if verdict is not None:
        assert (answer["intent"], answer["check"], answer["unread"]) == ("sba.dies", "sba.toughness_effects.v1", [])


@pytest.mark.parametrize("question, verdict", [
    ("I cast Doom Blade targeting my opponent's Grizzly Bears. In response they give it hexproof with Blossoming "
     "Defense. Does Doom Blade resolve?", "no"),                                                    # 608.2b, 702.11b
    # the color chosen for protection isn't passed to the check: no verdict
    ("I cast Doom Blade targeting my opponent's Grizzly Bears. In response they give it protection from red with Gods "
     "Willing. Does Doom Blade resolve?", None),
])
def test_a_response_told_by_what_it_gives(qa, question, verdict):
    """"In response they give it hexproof with A": A was cast on the target (608.2b)."""
    assert qa.ask(question)["verdict"] == verdict


@pytest.mark.parametrize("question, verdict", [
    ("Does Soul Warden trigger for itself?", "no"),                # "another creature"
    ("Does Blood Artist trigger on itself dying?", "yes"),         # "Blood Artist or another creature dies"
    ("Does Blood Artist see itself die?", "yes"),
    ("Does Impact Tremors trigger for itself?", "no"),             # "a creature you control": it's an enchantment
    ("Does Young Pyromancer trigger when I cast a copy?", None),   # a spell described, not Young Pyromancer
])
def test_a_trigger_for_itself(qa, question, verdict):
    """603.2: "does A trigger for itself" asks about the one event A's abilities watch, A as its subject."""
    answer = qa.ask(question)
    assert answer["verdict"] == verdict, (answer["read_as"], answer["answer"])


@pytest.mark.parametrize("question, verdict", [
    ("Can I control Thalia, Guardian of Thraben and Thalia, Heretic Cathar at the same time?", "yes"),
    ("Does the legend rule apply to Jace, the Mind Sculptor and Jace, Vryn's Prodigy?", "no"),
    ("Can I control two Thalia, Guardian of Thraben?", "no"),
    ("My opponent controls Isamaru, Hound of Konda. When I cast Thalia, Guardian of Thraben, will Isamaru, Hound of "
     "Konda be put into the graveyard because of the legend rule?", "no"),
])
def test_the_legend_rule_looks_at_the_name(qa, question, verdict):
    """704.5j: only legendary permanents with the same name, controlled by one player (201.2: the whole name)."""
    answer = qa.ask(question)
    assert (answer["intent"], answer["verdict"]) == ("sba.legend", verdict), (answer["read_as"], answer["answer"])


def test_the_legend_rule_is_about_permanents(qa):
    """110.4a: an instant is never on the battlefield; "can I control A and B" of two instants gets no verdict."""
    assert qa.ask("Can I control Disallow and Mind Shatter at the same time?")["verdict"] is None


@pytest.mark.parametrize("question, verdict", [
    ("I control Soul Warden. My opponent casts Grizzly Bears. Do I gain life?", "yes"),      # 603.2: it enters
    ("I control Soul Warden. My opponent casts Lightning Bolt. Do I gain life?", "no"),      # an instant never enters
    ("I control Zulaport Cutthroat. My Grizzly Bears dies. Does my opponent lose life?", "yes"),
    ("I control Zulaport Cutthroat. My opponent's Grizzly Bears dies. Does my opponent lose life?", "no"),
    ("I control Essence Warden. I cast Hill Giant. Do I gain life?", "yes"),
    # the reading took the other card for the one that triggers: the card whose ability does it is (the reading is
    # rewritten, so "Read as" says so)
    ("My opponent casts Grizzly Bears. I control Soul Warden. Do I gain life?", "yes"),
    # 601.2h: sacrificed to pay for the spell, it is gone when the spell becomes cast
    ("I cast Village Rites, sacrificing Young Pyromancer as the additional cost. Do I get a token?", "no"),
    ("If I cast Bone Splinters by sacrificing my Monastery Mentor, do I get a Monk token?", "no"),
    ("I control Talrand, Sky Summoner and cast Lightning Bolt. Do I get a token?", "yes"),
    # Blood Artist's "target player loses 1 life": who loses it is chosen
    ("I control Blood Artist. My Grizzly Bears dies. Does my opponent lose life?", None),
    # the token described ("an Elemental token"), not only "a token"
    ("I control Young Pyromancer. I cast Lightning Bolt. Do I get an Elemental token?", "yes"),
    ("I control Young Pyromancer. I cast Grizzly Bears. Do I get an Elemental token?", "no"),
    ("I control Young Pyromancer. I cast Grizzly Bears. Do I get a 2/2 creature?", None),     # not a token
    # what the card's ability does, asked of the card: the triggered ability that does that
    ("My Jin-Gitaxias, Progress Tyrant is out. I play an Island. Will Jin-Gitaxias copy it?", "no"),   # 305.1
    ("My Jin-Gitaxias, Progress Tyrant is out. I cast Shock. Will Jin-Gitaxias copy it?", "yes"),
    ("I control Soul Warden. My opponent casts Grizzly Bears. Does Soul Warden give me life?", "yes"),
    ("I control Wall of Omens. I cast Grizzly Bears. Does Wall of Omens draw me a card?", "no"),  # only itself
    ("I control Blood Artist and cast Grizzly Bears. Does Blood Artist drain my opponent?", None),   # no such words
    ("I control Soul Warden and cast Grizzly Bears. Does Soul Warden give my opponent life?", None),  # "you gain"
])
def test_do_i_gain_life_asks_whether_the_ability_triggers(qa, question, verdict):
    """"Do I gain life?": the named card whose one triggered ability gains life, and whether the story's event
    triggers it (603.2)."""
    answer = qa.ask(question)
    assert answer["verdict"] == verdict, (answer["read_as"], answer["answer"], answer["unread"])
    if verdict is not None:
        assert answer["check"] == "triggers.outcome.v1" and answer["unread"] == []


def test_a_color_with_a_type_is_no_color_question(qa):
    """"Is A a red creature?" asks about a type too: the color check doesn't answer it alone."""
    answer = qa.ask("Is Grizzly Bears a red creature?")
    assert answer["verdict"] is None and answer["check"] != "characteristics.color.v1"


@pytest.mark.parametrize("question, verdict", [
    ("Can I use Wrath of God on Darksteel Myr?", None),       # what it does to it, not whether it targets
    ("Can Wrath of God target Darksteel Myr?", "no"),           # 115.10a
    ("Can I cast Wrath of God on a creature with hexproof?", None),
    ("Can Pyroclasm target a creature with hexproof?", "no"),
])
def test_never_targeting_answers_only_a_targeting_question(qa, question, verdict):
    assert qa.ask(question)["verdict"] == verdict


def test_stealing_a_creature_is_no_redirect(qa):
    """"Steal" a creature is gaining control of it; only "steal the target of" changes a target (115.7)."""
    assert qa.ask("Can Threaten steal Tarmogoyf?")["intent"] != "targets.change"
    assert qa.ask("Can Spellskite steal the target of Lightning Bolt?")["intent"] == "targets.change"


def test_selection_answer_says_where_it_looked(qa):
    answer = qa.ask("When I transmute Drift of Phantasms, can I fetch Fire // Ice?")
    texts = [step["text"] for step in answer["reasoning"]]
    assert texts[0].startswith('Drift of Phantasms: "a card with the same mana value as this card" (search')
    assert "In a library, Fire // Ice is Instant // Instant, mana value 4" in texts[1]
    assert answer["answer"].startswith("No:") and "mana value 3" in answer["answer"]


def test_keyword_with_effects_says_what_it_weighed(qa):
    answer = qa.ask("I control Grizzly Bears. I cast Humility, then I cast Jump on Grizzly Bears. Does it have flying?")
    assert answer["read_as"] == "does your Grizzly Bears have flying with your Humility and your Jump?"
    texts = [step["text"] for step in answer["reasoning"]]
    assert texts[0] == "Grizzly Bears has no flying of its own."
    assert any(t.startswith("Humility: \"All creatures lose all abilities") for t in texts)
    assert any(t.startswith("Jump: \"Target creature gains flying until end of turn.\"; it targets Grizzly Bears")
               for t in texts)
    assert "613.7" in {c["number"] for step in answer["reasoning"] for c in step["citations"]}
    assert answer["assumptions"] == ["The effects began in the order the question tells them."]
    anthem = qa.ask("Does Serra Angel have flying while I control Glorious Anthem?")
    assert "Glorious Anthem: examined; it neither gives nor takes away flying." in [s["text"] for s in anthem["reasoning"]]


def test_mana_value_limits_weigh_where_the_card_is(qa):
    """A "with mana value 3 or less" limit sees the mana value where the object is (202.3): a melded
    permanent's total, the face that's up, a prototyped card's two costs, a split spell's half."""
    rows = [("Can Abrupt Decay target Brisela, Voice of Nightmares?", "no"),
            ("Can Abrupt Decay target Tibalt, Cosmic Impostor?", "no"),
            ("Can Abrupt Decay target Insectile Aberration?", "yes"),
            ("Can Abrupt Decay target a Phyrexian Fleshgorger?", "depends"),
            ("Can Unearth target Phyrexian Fleshgorger?", "no"),
            ("Can Spell Snare target Fire // Ice?", "yes"),
            ("Can Spell Snare target Wear // Tear?", "depends"),
            ("Can Spell Snare target Lightning Bolt?", "no")]
    for question, verdict in rows:
        answer = qa.ask(question)
        assert answer["verdict"] == verdict, (question, answer["answer"], answer["reasoning"])
    decay = qa.ask("Can Abrupt Decay target Tibalt, Cosmic Impostor?")
    assert "Tibalt, Cosmic Impostor's mana value is 7" in decay["reasoning"][0]["text"]


def test_cli_mana_value_prints_the_number(cli_env):
    runner = CliRunner()
    result = runner.invoke(main, ["ask", "What is the mana value of Commit // Memory in my graveyard?"], env=cli_env)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Read as: what is the mana value of Commit // Memory (in a graveyard)?"
    assert lines[1].startswith("10.  [characteristics.mana_value.v1]")
    as_json = runner.invoke(main, ["ask", "--json", "What is the mana value of Fire // Ice?"], env=cli_env)
    record = json.loads(as_json.output)
    assert (record["verdict"], record["value"]) == ("depends", None)
    assert record["answer"] == "It depends: the mana value of Fire // Ice is 2 on the stack and 4 in any other zone."


# --- tokens that leave the battlefield: the library and the CLI ------------------------------------------

def test_token_answer_reads_the_card_and_cites_111_8(qa):
    answer = qa.ask("If I flicker my Soldier token with Cloudshift, does it come back?")
    assert answer["read_as"] == ("can Cloudshift return your Soldier token to the battlefield or a hand once it has "
                                 "left the battlefield?")
    assert answer["verdict"] == "no" and answer["check"] == "tokens.leave_battlefield.v1"
    assert answer["reasoning"][0]["text"].startswith("Cloudshift: \"Exile target creature you control, then return")
    cited = {c["number"] for step in answer["reasoning"] for c in step["citations"]}
    assert {"111.8", "111.7", "704.5d"} <= cited
    assert any("token" in r["text"] for r in answer["citations"]["rulings"])
    examined = qa.ask("Can Zombify return a token if I control Forest?")
    assert examined["verdict"] == "no"
    assert any(step["text"].startswith("Forest: examined") for step in examined["reasoning"])


def test_cli_token_question_text_json_and_stdin(cli_env, qa):
    runner = CliRunner()
    question = "Can Eternal Witness return a token?"
    result = runner.invoke(main, ["ask", question], env=cli_env)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("Read as: can Eternal Witness return a token to the battlefield or a hand")
    assert any(line.startswith("No.") for line in lines[:3]) and "111.8" in result.output
    result = runner.invoke(main, ["ask", "--json", "Can Unsummon return a token?"], env=cli_env)
    data = json.loads(result.output)
    assert data["intent"] == "token.returns" and data["verdict"] is None and data["unread"] == []
    result = runner.invoke(main, ["ask", "-", "--json"], env=cli_env,
                           input="Does my Spirit token come back with Momentary Blink?\nCan Regrowth not return a token?\n")
    assert [json.loads(line)["verdict"] for line in result.output.splitlines()] == ["no", "yes"]
