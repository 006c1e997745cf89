"""Oracle text -> abilities, costs, targets, mana production and facts.

A table of hand-picked real Oracle lines, each with the facts the parser must derive and a comment
citing the rule that justifies the expectation; then the whole card pool, parsed without raising and
with every line assigned to an ability on at least 98% of faces.
"""
from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from ruling_qa.models import TRIGGER_EVENT_KINDS, Ability, FaceFacts
from ruling_qa.parse import keywords as kw
from ruling_qa.parse.oracle import parse_face

CREATURE = "Creature — Test"
INSTANT = "Instant"
SORCERY = "Sorcery"
LAND = "Land"
ARTIFACT = "Artifact"
AURA = "Enchantment — Aura"
EQUIPMENT = "Artifact — Equipment"
VEHICLE = "Artifact — Vehicle"
PLANESWALKER = "Legendary Planeswalker — Test"


def _targets(a: Ability, origin: str | None = None) -> list[tuple]:
    return [(t.min, t.max) for t in a.targets if origin is None or t.origin == origin]


def _check(text: str, name: str, type_line: str, exp: dict, card_name: str | None = None) -> None:
    abilities, facts, problems = parse_face(text, name=name, type_line=type_line, card_name=card_name)
    assert isinstance(facts, FaceFacts)
    if exp.get("problems", 0) == 0:
        assert problems == (), problems
    else:
        assert len(problems) == exp["problems"], problems
    if "kinds" in exp:
        assert [a.kind for a in abilities] == exp["kinds"]
    for i, cost in exp.get("cost", {}).items():
        assert abilities[i].cost == cost
    for i, spec in exp.get("targets", {}).items():
        got = abilities[i].targets
        assert [(t.min, t.max) for t in got] == [(s[0], s[1]) for s in spec], got
        for t, s in zip(got, spec):
            if len(s) > 2:
                assert set(s[2]) <= set(t.types), (t.types, s[2])
            if len(s) > 3:
                assert t.origin == s[3], t
    for i, (colors, how, amount) in exp.get("produces", {}).items():
        p = abilities[i].produces
        assert p is not None, abilities[i]
        assert (p.colors, p.how, p.amount) == (tuple(colors), how, amount), p
    for i in exp.get("no_produces", ()):
        assert abilities[i].produces is None
    for i, (name_, param) in exp.get("keyword", {}).items():
        assert (abilities[i].keyword, abilities[i].keyword_param) == (name_, param)
    for i, n in exp.get("modes", {}).items():
        assert len(abilities[i].modes) == n
    for i, trig in exp.get("trigger", {}).items():
        assert abilities[i].trigger == trig
    for i, loyalty in exp.get("loyalty", {}).items():
        assert abilities[i].loyalty == loyalty
    for i, of in exp.get("mana_of", {}).items():
        assert abilities[i].mana_ability_of == of
    for i in exp.get("replacement", ()):
        assert abilities[i].replacement
    for i in exp.get("single_target", ()):
        assert abilities[i].single_target
    for i, word in exp.get("ability_word", {}).items():
        assert abilities[i].ability_word == word
    for i, cond in exp.get("condition", {}).items():
        assert abilities[i].condition == cond
    for i, reminder in exp.get("reminder", {}).items():
        assert abilities[i].reminder == reminder
    for i, effect in exp.get("effect", {}).items():
        assert abilities[i].effect == effect
    for i, fragment in exp.get("normalized_has", {}).items():
        assert fragment in abilities[i].normalized, abilities[i].normalized
    for key, value in exp.get("facts", {}).items():
        assert getattr(facts, key) == value, (key, getattr(facts, key))


P = pytest.param
CASES = [
    # ---------------------------------------------------------------- mana abilities, 605 / 106
    # 605.1a: an activated ability with no target that could add mana is a mana ability.
    P("{T}: Add {G}.", "Llanowar Elves", "Creature — Elf Druid",
      dict(kinds=["mana"], cost={0: ("{T}",)}, produces={0: ("G", "fixed", "1")}, mana_of={0: "activated"},
           facts=dict(is_creature=True, tap_abilities=(0,), mana_abilities=(0,), mana_colors=("G",))),
      id="llanowar-elves"),
    # 605.1a: a spell that adds mana is not a mana ability, but it still adds mana (106.1): produces is set.
    P("Add {B}{B}{B}.", "Dark Ritual", INSTANT,
      dict(kinds=["spell"], produces={0: ("B", "fixed", "3")}, facts=dict(mana_abilities=())),
      id="dark-ritual"),
    # 106.7: "any type that a land you control could produce" is computed from other permanents.
    P("{T}: Add one mana of any type that a land you control could produce.", "Reflecting Pool", LAND,
      dict(kinds=["mana"], produces={0: ((), "could_produce", "1")}), id="reflecting-pool"),
    # 106.7: "any color that a land an opponent controls could produce".
    P("{T}: Add one mana of any color that a land an opponent controls could produce.", "Exotic Orchard", LAND,
      dict(kinds=["mana"], produces={0: ((), "could_produce", "1")}), id="exotic-orchard"),
    # 106.7 on a nonland permanent; 605.1a still makes it a mana ability.
    P("{T}: Add one mana of any color that a land an opponent controls could produce.", "Fellwar Stone", ARTIFACT,
      dict(kinds=["mana"], produces={0: ((), "could_produce", "1")}, mana_of={0: "activated"}),
      id="fellwar-stone"),
    # 106.1a: "one mana of any color" can be any of the five colors; 702.9a: flying is a keyword ability.
    P("Flying\n{T}: Add one mana of any color.", "Birds of Paradise", "Creature — Bird",
      dict(kinds=["keyword", "mana"], keyword={0: ("Flying", None)}, produces={1: ("WUBRG", "any_color", "1")},
           facts=dict(tap_abilities=(1,))), id="birds-of-paradise"),
    # 106.1b / 107.4c: {C} is colorless mana; two symbols add two mana.
    P("{T}: Add {C}{C}.", "Sol Ring", ARTIFACT, dict(produces={0: ("C", "fixed", "2")}), id="sol-ring"),
    # 106.1 / 605.1a: "Add {R} or {G}" is a choice of one; the damage rider does not stop it being a mana ability.
    P("{T}: Add {C}.\n{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.", "Karplusan Forest", LAND,
      dict(kinds=["mana", "mana"], produces={0: ("C", "fixed", "1"), 1: ("RG", "choice", "1")},
           facts=dict(tap_abilities=(0, 1), mana_colors=("R", "G", "C"))), id="painland"),
    # 106.1a: "any one color"; 602.1a: everything before the colon is the cost (discard, sacrifice).
    P("Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color. Activate only as an instant.",
      "Lion's Eye Diamond", ARTIFACT,
      dict(kinds=["mana"], cost={0: ("Discard your hand", "Sacrifice Lion's Eye Diamond")},
           produces={0: ("WUBRG", "any_one_color", "3")}, facts=dict(tap_abilities=())), id="lions-eye-diamond"),
    # 106.4 / 107.3: the amount added can be a variable ("for each creature you control").
    P("{T}: Add {G} for each creature you control.", "Gaea's Cradle", "Legendary Land",
      dict(produces={0: ("G", "fixed", "X")}), id="gaeas-cradle"),
    # 605.1b: a triggered ability without a target that triggers from a mana ability and could add mana
    # is a (triggered) mana ability; 303.4a: the Aura spell targets what Enchant allows.
    P("Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.",
      "Wild Growth", AURA,
      dict(kinds=["keyword", "mana"], mana_of={1: "triggered"}, produces={1: ("G", "fixed", "1")},
           targets={0: [(1, 1, ("land",), "enchant")]}), id="wild-growth-triggered-mana"),
    # 605.1b: a landfall trigger does not trigger from a mana ability: not a mana ability, but it adds mana.
    P("Landfall — Whenever a land enters the battlefield under your control, add one mana of any color.",
      "Lotus Cobra", "Creature — Snake",
      dict(kinds=["triggered"], produces={0: ("WUBRG", "any_color", "1")}, ability_word={0: "Landfall"},
           trigger={0: "Whenever a land enters the battlefield under your control"}), id="lotus-cobra"),
    # 605.1a: "it doesn't require a target": an ability that adds mana and targets is not a mana ability.
    P("{T}: Exile target land card from a graveyard. Add one mana of any color.", "Deathrite Shaman",
      "Creature — Elf Shaman",
      dict(kinds=["activated"], targets={0: [(1, 1, ("card in graveyard",))]}, produces={0: ("WUBRG", "any_color", "1")}),
      id="deathrite-targets-not-mana-ability"),
    # 605.1a: a loyalty ability that adds mana is not a mana ability; 606.4: "[+1]" is a loyalty cost.
    P("[+1]: Add {R}{R}.\n[\u22123]: Chandra deals 4 damage to target creature.", "Chandra, Torch of Defiance",
      "Legendary Planeswalker — Chandra",
      dict(kinds=["activated", "activated"], cost={0: ("+1",), 1: ("\u22123",)}, loyalty={0: "+1", 1: "\u22123"},
           produces={0: ("R", "fixed", "2")}, targets={1: [(1, 1, ("creature",))]},
           facts=dict(mana_abilities=(), self_references=("Chandra",))), id="loyalty-adds-mana"),
    # 305.6: a land with basic land types has their intrinsic mana abilities; the printed line is reminder text.
    P("({T}: Add {G} or {U}.)", "Tropical Island", "Land — Forest Island",
      dict(kinds=["mana"], produces={0: ("UG", "choice", "1")}, facts=dict(tap_abilities=(0,))),
      id="dual-land-intrinsic"),
    # 305.6 with a printed replacement ability after the reminder line (614.1c "enters tapped").
    P("({T}: Add {W} or {U}.)\nAs Hallowed Fountain enters the battlefield, you may pay 2 life. If you don't, it "
      "enters the battlefield tapped.", "Hallowed Fountain", "Land — Plains Island",
      dict(kinds=["mana", "static"], replacement=(1,)), id="shockland"),
    # 605.1a / 602.1a: an ability whose cost puts a counter and that adds mana is a mana ability.
    P("Defender\nPut a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn.", "Wall of Roots",
      "Creature — Plant Wall",
      dict(kinds=["keyword", "mana"], cost={1: ("Put a -0/-1 counter on Wall of Roots",)},
           produces={1: ("G", "fixed", "1")}), id="wall-of-roots"),
    # 605.1a: a mana ability can be activated from the hand ("Exile this card from your hand"); 2026 wording.
    P("Exile this card from your hand: Add {R}.", "Simian Spirit Guide", "Creature — Ape Spirit",
      dict(kinds=["mana"], cost={0: ("Exile this card from your hand",)}, facts=dict(self_references=("this card",))),
      id="spirit-guide-2026-wording"),
    # 106.4 / 605.1a: "Double the amount of each type of unspent mana" adds mana (computed from the pool).
    P("{3}, {T}: Double the amount of each type of unspent mana you have.", "Doubling Cube", ARTIFACT,
      dict(kinds=["mana"], produces={0: ((), "computed", "X")}), id="doubling-cube"),
    # 605.1b: a planeswalker's static-zone trigger "Whenever you tap a Forest for mana" is a triggered mana
    # ability; its loyalty abilities are not (605.1a).
    P("Whenever you tap a Forest for mana, add an additional {G}.\n[+1]: Put three +1/+1 counters on up to one "
      "target noncreature land you control. Untap it.", "Nissa, Who Shakes the World", "Legendary Planeswalker — Nissa",
      dict(kinds=["mana", "activated"], mana_of={0: "triggered"}, targets={1: [(0, 1, ("land",))]}),
      id="nissa-triggered-mana"),
    # 106.12 / 605.1b: "Whenever you tap X for mana" that adds no mana is an ordinary triggered ability (113.3c).
    P("{T}: Add one mana of any color.\nWhenever you tap Forbidden Orchard for mana, target opponent creates a 1/1 "
      "colorless Spirit creature token.", "Forbidden Orchard", LAND,
      dict(kinds=["mana", "triggered"], targets={1: [(1, 1, ("opponent",))]}, no_produces=(1,)),
      id="forbidden-orchard"),
    # 207.2c: an ability word has no rules meaning; 113.2c: each paragraph is a separate ability.
    P("Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if there are seven or more cards in your graveyard.",
      "Cabal Ritual", INSTANT,
      dict(kinds=["spell", "spell"], produces={1: ("B", "fixed", "5")}, ability_word={1: "Threshold"}),
      id="cabal-ritual"),

    # ---------------------------------------------------------------- targets, 115
    # 115.7b: "change a target" names another spell's target; 115.1c / 115.3: "target spell or ability" is the one instance.
    # 107.4f: {U/P} is a Phyrexian mana symbol; "this creature" is the 2026 self-reference.
    P("{U/P}: Change a target of target spell or ability to this creature. ({U/P} can be paid with either {U} or 2 life.)",
      "Spellskite", "Artifact Creature — Phyrexian Horror",
      dict(kinds=["activated"], cost={0: ("{U/P}",)}, targets={0: [(1, 1, ("spell", "ability"))]},
           reminder={0: "{U/P} can be paid with either {U} or 2 life."}, normalized_has={0: "to ~."},
           facts=dict(target_count=1, self_references=("this creature",))), id="spellskite"),
    # The same ability in the 2022 wording, where the card's name is the self-reference (201.5).
    P("{U/P}: Change a target of target spell or ability to Spellskite.", "Spellskite",
      "Artifact Creature — Phyrexian Horror",
      dict(targets={0: [(1, 1, ("spell", "ability"))]}, normalized_has={0: "to ~."},
           facts=dict(self_references=("Spellskite",))), id="spellskite-2022-wording"),
    # 115.3 / 115.6: "any number of target permanents" is one instance; zero may be chosen, no maximum (0..None).
    P("When Deepglow Skate enters the battlefield, double the number of each kind of counter on any number of "
      "target permanents.", "Deepglow Skate", "Creature — Fish",
      dict(kinds=["triggered"], targets={0: [(0, None, ("permanent",))]},
           trigger={0: "When Deepglow Skate enters the battlefield"}), id="deepglow-skate"),
    # 601.2d: "divided as you choose among one or two targets": 1..2, each target an "any target" (115.4);
    # 201.5: text naming the object means that object - the face name is a self-reference.
    P("Fire deals 2 damage divided as you choose among one or two targets.", "Fire", INSTANT,
      dict(kinds=["spell"], targets={0: [(1, 2, ("any target", "creature", "player", "planeswalker"))]},
           facts=dict(self_references=("Fire",))), id="split-fire"),
    # 709.3: each half of a split card is cast on its own; 113.2c: two paragraphs are two spell abilities.
    P("Tap target permanent.\nDraw a card.", "Ice", INSTANT,
      dict(kinds=["spell", "spell"], targets={0: [(1, 1, ("permanent",))], 1: []}), id="split-ice"),
    # 115.4: "any target" means a creature, player, planeswalker or battle.
    P("Lightning Bolt deals 3 damage to any target.", "Lightning Bolt", INSTANT,
      dict(targets={0: [(1, 1, ("any target", "creature", "player", "planeswalker", "battle"))]}), id="bolt-any-target"),
    # 115.3 / 115.4: "any target" and "another target" are two instances of the word "target".
    P("Arc Trail deals 2 damage to any target and 1 damage to another target.", "Arc Trail", SORCERY,
      dict(targets={0: [(1, 1, ("any target",)), (1, 1, ("any target",))]}, facts=dict(target_count=2)),
      id="arc-trail-two-instances"),
    # 601.2d: "among one, two, or three targets" is one instance with 1..3 targets.
    P("Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.", "Arc Lightning", SORCERY,
      dict(targets={0: [(1, 3, ("any target",))]}), id="arc-lightning"),
    # 601.2d: damage divided among "any number of targets": each target gets at least 1, so 1..5.
    P("Flash\nFlying\nWhen Bogardan Hellkite enters the battlefield, it deals 5 damage divided as you choose among "
      "any number of targets.", "Bogardan Hellkite", "Creature — Dragon",
      dict(kinds=["keyword", "keyword", "triggered"], targets={2: [(1, 5, ("any target",))]}), id="divided-any-number"),
    # 115.3 / 115.6: "up to X target creatures" is one instance 0..X.
    P("Return up to X target creatures to their owners' hands, where X is one plus the number of cards named Aether "
      "Burst in all graveyards as you cast this spell.", "Aether Burst", INSTANT,
      dict(targets={0: [(0, "X", ("creature",))]}), id="up-to-x"),
    # 115.3 / 115.6: "up to two target creatures" is one instance 0..2.
    P("Tap up to two target creatures.", "Test Spell", INSTANT, dict(targets={0: [(0, 2, ("creature",))]}),
      id="up-to-two"),
    # 115.3: "two target creatures" is one instance with exactly two (the same creature can't be chosen twice).
    P("Two target creatures each get +2/+2 until end of turn.", "Test Spell", INSTANT,
      dict(targets={0: [(2, 2, ("creature",))]}), id="exactly-two"),
    # 115.3 / 107.3: "X target creatures" is one instance whose number is X (X may be 0).
    P("Tap X target creatures.", "Test Spell", INSTANT, dict(targets={0: [(0, "X", ("creature",))]}), id="x-targets"),
    # 115.3: "target creature and ... target player" are two instances of the word "target".
    P("Soul's Fire deals 2 damage to target creature and 2 damage to target player.", "Test Spell", INSTANT,
      dict(targets={0: [(1, 1, ("creature",)), (1, 1, ("player",))]}), id="creature-and-player"),
    # 700.2 / 115.8: a modal spell's modes each have their own targeting requirements.
    P("Choose one or both —\n• Destroy target artifact.\n• Destroy target nonbasic land.", "Fissure Vent", SORCERY,
      dict(kinds=["spell"], modes={0: 2}, targets={0: [(1, 1, ("artifact",)), (1, 1, ("land",))]}),
      id="modal-spell"),
    # 700.2: "Choose two —" with four modes; "target creature you control fights target creature you don't control"
    # is two instances (115.3).
    P("Choose two —\n• Prevent all damage target instant or sorcery spell would deal this turn.\n• Target player "
      "sacrifices an enchantment.\n• Put a +1/+1 counter on target creature.\n• Target creature you control fights "
      "target creature you don't control.", "Dromoka's Command", INSTANT,
      dict(modes={0: 4}, targets={0: [(1, 1, ("spell",)), (1, 1, ("player",)), (1, 1, ("creature",)),
                                      (1, 1, ("creature",)), (1, 1, ("creature",))]}), id="command-modes"),
    # 601.2d: "Distribute two +1/+1 counters among one or two target creatures" is one instance 1..2.
    P("Choose one —\n• Exile target creature with power 3 or greater.\n• You draw two cards and you lose 2 life.\n"
      "• Distribute two +1/+1 counters among one or two target creatures.", "Abzan Charm", INSTANT,
      dict(modes={0: 3}, targets={0: [(1, 1, ("creature",)), (1, 2, ("creature",))]}), id="one-or-two-targets"),
    # 700.2d: a triggered modal ability ("..., choose one —"); "becomes the target of" in the trigger
    # condition is not a targeting instance (115.1d: only "target [something]" the ability affects).
    P("Whenever Tectonic Giant attacks or becomes the target of a spell an opponent controls, choose one —\n"
      "• Tectonic Giant deals 3 damage to each opponent.\n• Exile the top two cards of your library.",
      "Tectonic Giant", "Creature — Elemental Giant",
      dict(kinds=["triggered"], modes={0: 2}, targets={0: []},
           trigger={0: "Whenever Tectonic Giant attacks or becomes the target of a spell an opponent controls"}),
      id="becomes-the-target-trigger"),
    # 115.9a: "with a single target" checks another spell's targets; it is recorded as a fact of its own.
    P("Change the target of target spell or ability with a single target.", "Bolt Bend", INSTANT,
      dict(targets={0: [(1, 1, ("spell", "ability"))]}, single_target=(0,), facts=dict(single_target=True)),
      id="with-a-single-target"),
    # 115.1: "can't be the target of" restricts other spells; it is not a targeting instance; the Aura spell
    # still targets what it can enchant (303.4a).
    P("Enchant creature\nEnchanted creature can't be the target of spells and can't be enchanted by other Auras.",
      "Anti-Magic Aura", AURA,
      dict(kinds=["keyword", "static"], targets={0: [(1, 1, ("creature",), "enchant")], 1: []},
           facts=dict(target_count=0)), id="cant-be-the-target-of"),
    # 115.9b: "Spells ... that target" checks other spells' targets: no targeting instance.
    P("Spells your opponents cast that target a Merfolk you control cost {2} more to cast.",
      "Kopala, Warden of Waves", "Legendary Creature — Merfolk Wizard",
      dict(kinds=["static"], targets={0: []}), id="spells-that-target"),
    # 115.1c / 115.9b: one instance ("target spell"); "that targets Mistfolk" restricts it.
    P("{U}: Counter target spell that targets Mistfolk.", "Mistfolk", "Creature — Illusion",
      dict(targets={0: [(1, 1, ("spell",))]}), id="spell-that-targets-self"),
    # 115.9b / 603.1: "a spell that targets" in the trigger condition is not an instance.
    P("Whenever you cast a spell that targets this creature, put a +1/+1 counter on each creature you control.",
      "Test Hero", CREATURE, dict(kinds=["triggered"], targets={0: []}), id="targets-in-trigger-condition"),
    # 115.7d: "choose new targets" for a copy is not an instance; "copy target instant or sorcery spell" is one.
    P("{U}{U}, {T}: Copy target instant or sorcery spell. You may choose new targets for the copy.", "Echo Mage",
      CREATURE, dict(targets={0: [(1, 1, ("spell",))]}, cost={0: ("{U}", "{U}", "{T}")}), id="choose-new-targets"),
    # 601.2f: "costs {1} more for each target" counts targets, it is not an instance; 601.2d: X divided.
    P("This spell costs {1} more to cast for each target beyond the first.\nFireball deals X damage divided evenly, "
      "rounded down, among any number of targets.", "Fireball", SORCERY,
      dict(kinds=["static", "spell"], targets={0: [], 1: [(1, "X", ("any target",))]}), id="fireball"),
    # 115.1a: "target player"; 115.1d: "target opponent" - types distinguish an opponent.
    P("Target player draws three cards.", "Ancestral Recall", INSTANT, dict(targets={0: [(1, 1, ("player",))]}),
      id="target-player"),
    P("When Accursed Witch dies, return it to the battlefield transformed under your control attached to target "
      "opponent.", "Accursed Witch", "Creature — Human Shaman",
      dict(targets={0: [(1, 1, ("opponent",))]}), id="target-opponent"),
    # 115.2: spells and abilities on the stack can be targets when the text says so.
    P("Counter target spell.", "Counterspell", INSTANT, dict(targets={0: [(1, 1, ("spell",))]}), id="target-spell"),
    P("Counter target activated or triggered ability. (Mana abilities can't be targeted.)", "Stifle", INSTANT,
      dict(targets={0: [(1, 1, ("ability",))]}), id="target-ability"),
    # 115.2: a card in a graveyard can be a target when the text says so.
    P("Return target creature card from your graveyard to your hand.", "Raise Dead", SORCERY,
      dict(targets={0: [(1, 1, ("card in graveyard",))]}), id="target-card-in-graveyard"),
    # 115.1c / 115.3: "another target Minotaur creature" is one instance, restricted.
    P("{T}: Another target Minotaur creature gets +1/+1 until end of turn.", "Anaba Ancestor", "Creature — Minotaur",
      dict(targets={0: [(1, 1, ("creature",))]}), id="another-target"),
    # 115.1a: "target nonland permanent ..."; 113.6g: "can't be countered" is a static ability on the stack.
    P("This spell can't be countered.\nDestroy target nonland permanent with mana value 3 or less.", "Abrupt Decay",
      INSTANT, dict(kinds=["static", "spell"], targets={1: [(1, 1, ("permanent",))]}), id="abrupt-decay"),
    # 115.3: "For each opponent, ... target permanent that player controls": one instance, one target per opponent.
    P("For each opponent, gain control of target permanent that player controls.", "Blatant Thievery", SORCERY,
      dict(targets={0: [(1, "one for each opponent", ("permanent",))]}), id="for-each-opponent"),
    # 701.41a: "Support 2" on a permanent means "... each of up to two other target creatures".
    P("{4}{G}{W}: Support 2. (Put a +1/+1 counter on each of up to two other target creatures.)",
      "Joraga Auxiliary", "Creature — Elf Soldier Ally",
      dict(kinds=["activated"], targets={0: [(0, 2, ("creature",), "keyword")]}), id="support-keyword-action"),
    # 201.5 names the object by its name; in "Exile target ..." on a card named Exile the word is the
    # keyword action (701.13), not a self-reference.
    P("Exile target nonwhite attacking creature. You gain life equal to its toughness.", "Exile", INSTANT,
      dict(kinds=["spell"], targets={0: [(1, 1, ("creature",))]}, facts=dict(self_references=())),
      id="name-is-a-verb"),
    # 115.1c: an activated ability with "target creature with flying".
    P("{T}: Daybreak Ranger deals 2 damage to target creature with flying.", "Daybreak Ranger",
      "Creature — Human Archer Ranger Werewolf",
      dict(targets={0: [(1, 1, ("creature",))]}, facts=dict(tap_abilities=(0,))), id="dfc-front"),

    # ---------------------------------------------------------------- Auras and targeting keywords
    # 303.4a / 115.1b / 702.5a: an Aura spell targets what its enchant ability allows (not an instance of the word).
    P("Enchant creature\nEnchanted creature gets +1/+2.", "Holy Strength", AURA,
      dict(kinds=["keyword", "static"], keyword={0: ("Enchant", "creature")},
           targets={0: [(1, 1, ("creature",), "enchant")]}, facts=dict(target_count=0)), id="aura"),
    # 702.5d: an Aura with enchant player targets a player.
    P("Enchant player\nCreatures enchanted player controls get -1/-1.", "Curse of Death's Hold", "Enchantment — Aura Curse",
      dict(targets={0: [(1, 1, ("player",), "enchant")]}), id="aura-enchant-player"),
    # 303.4a: "Enchant creature you control": the target is restricted to creatures you control.
    P("Enchant creature you control\nEnchanted creature gets +2/+2.", "Test Aura", AURA,
      dict(targets={0: [(1, 1, ("creature",), "enchant")]}), id="aura-you-control"),
    # 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only
    # as a sorcery." - an activated ability with a keyword-given target.
    P("Equipped creature gets +2/+0.\nEquip {1}", "Bonesplitter", EQUIPMENT,
      dict(kinds=["static", "activated"], keyword={1: ("Equip", "{1}")}, cost={1: ("{1}",)},
           targets={1: [(1, 1, ("creature",), "keyword")]}, facts=dict(target_count=0)), id="equip"),
    # 702.6c: "Equip [quality] creature [cost]" restricts the target.
    P("Equipped creature gets +1/+1 for each land you control.\nEquip legendary creature {3}\nEquip {7}",
      "Blackblade Reforged", "Legendary Artifact — Equipment",
      dict(kinds=["static", "activated", "activated"], cost={1: ("{3}",), 2: ("{7}",)},
           targets={1: [(1, 1, ("creature",), "keyword")], 2: [(1, 1, ("creature",), "keyword")]}),
      id="equip-quality"),
    # 702.67a: fortify targets a land you control.
    P("Fortify {3} ({3}: Attach to target land you control. Fortify only as a sorcery.)", "Darksteel Garrison",
      "Artifact — Fortification",
      dict(kinds=["activated"], targets={0: [(1, 1, ("land",), "keyword")]}), id="fortify"),
    # 702.151a: reconfigure targets "another target creature you control".
    P("Reconfigure {2} ({2}: Attach to target creature you control; or unattach from a creature. Reconfigure only as "
      "a sorcery.)", "Lizard Blades", "Artifact Creature — Equipment Lizard",
      dict(kinds=["activated"], cost={0: ("{2}",)}, targets={0: [(1, 1, ("creature",), "keyword")]}),
      id="reconfigure"),
    # 702.140a: a mutating creature spell targets a non-Human creature with the same owner.
    P("Mutate {5}{G} (If you cast this spell for its mutate cost, put it over or under target non-Human creature you "
      "own.)", "Auspicious Starrix", "Creature — Elk Beast",
      dict(kinds=["keyword"], keyword={0: ("Mutate", "{5}{G}")}, targets={0: [(1, 1, ("creature",), "keyword")]}),
      id="mutate"),
    # 702.103a/b: a spell cast bestowed is an Aura spell with enchant creature, so it targets a creature.
    P("Flash\nBestow {3}{G}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature.)"
      "\nEnchanted creature gets +4/+2.", "Boon Satyr", "Enchantment Creature — Satyr",
      dict(kinds=["keyword", "keyword", "static"], targets={1: [(1, 1, ("creature",), "keyword")]}), id="bestow"),
    # 702.43a: modular's dies trigger targets an artifact creature.
    P("Modular 3 (This creature enters the battlefield with three +1/+1 counters on it.)", "Arcbound Bruiser",
      "Artifact Creature — Golem",
      dict(keyword={0: ("Modular", "3")}, targets={0: [(1, 1, ("creature", "artifact"), "keyword")]}), id="modular"),
    # 702.97a: scavenge is activated from the graveyard, costs "Exile this card from your graveyard", targets a creature.
    P("Scavenge {4}{G}{G} ({4}{G}{G}, Exile this card from your graveyard: Put counters on target creature.)",
      "Deadbridge Goliath", "Creature — Insect",
      dict(kinds=["activated"], cost={0: ("{4}", "{G}", "{G}", "Exile this card from your graveyard")},
           targets={0: [(1, 1, ("creature",), "keyword")]}), id="scavenge"),
    # 702.39a: provoke targets a creature defending player controls.
    P("Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and "
      "block it if able.)", "Goblin Grappler", "Creature — Goblin",
      dict(kinds=["keyword"], targets={0: [(1, 1, ("creature",), "keyword")]}), id="provoke"),
    # 702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target creature."
    P("Reinforce 1—{1}{R} ({1}{R}, Discard this card: Put a +1/+1 counter on target creature.)",
      "Brighthearth Banneret", "Creature — Elemental Warrior",
      dict(kinds=["activated"], cost={0: ("{1}", "{R}", "Discard this card")},
           targets={0: [(1, 1, ("creature",), "keyword")]}), id="reinforce"),
    # 702.165a: backup N targets a creature.
    P("Backup 1 (When this creature enters, put a +1/+1 counter on target creature.)", "Test Backup", CREATURE,
      dict(keyword={0: ("Backup", "1")}, targets={0: [(1, 1, ("creature",), "keyword")]}), id="backup"),

    # 702.124j: "Partner with [name]" includes "When this permanent enters, target player may search ..."
    P("Partner with Blaring Captain (When this creature enters the battlefield, target player may put Blaring "
      "Captain into their hand from their library, then shuffle.)", "Blaring Recruiter", "Creature — Elf Warrior",
      dict(kinds=["keyword"], keyword={0: ("Partner with", "Blaring Captain")},
           targets={0: [(1, 1, ("player",), "keyword")]}), id="partner-with"),

    # ---------------------------------------------------------------- keyword abilities, 702
    # 702.122a: crew is an activated ability whose cost taps creatures; 301.7: a Vehicle is a creature only when crewed.
    P("Flying\nWhenever Smuggler's Copter attacks or blocks, you may draw a card. If you do, discard a card.\nCrew 1 "
      "(Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature "
      "until end of turn.)", "Smuggler's Copter", VEHICLE,
      dict(kinds=["keyword", "triggered", "activated"], keyword={2: ("Crew", "1")},
           cost={2: ("Tap any number of other untapped creatures you control with total power 1 or greater",)},
           facts=dict(is_creature=False, becomes_creature=True)), id="vehicle-crew"),
    # 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card."
    P("Cycling {2} ({2}, Discard this card: Draw a card.)", "Test Cycler", CREATURE,
      dict(kinds=["activated"], keyword={0: ("Cycling", "{2}")}, cost={0: ("{2}", "Discard this card")}),
      id="cycling"),
    # 702.29e: typecycling.
    P("Plainscycling {2} ({2}, Discard this card: Search your library for a Plains card.)", "Test Cycler", CREATURE,
      dict(kinds=["activated"], keyword={0: ("Typecycling", "Plainscycling {2}")}, cost={0: ("{2}", "Discard this card")}),
      id="typecycling"),
    # 702.49a: ninjutsu's cost includes returning an unblocked attacker.
    P("Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield "
      "from your hand tapped and attacking.)", "Ninja of the Deep Hours", "Creature — Human Ninja",
      dict(kinds=["activated"], cost={0: ("{1}", "{U}", "Reveal this card from your hand",
                                          "Return an unblocked attacking creature you control to its owner's hand")}),
      id="ninjutsu"),
    # 702.21a: ward is a triggered keyword ability with a cost parameter; "Ward—Pay 2 life." (non-mana cost).
    P("Ward {2}", "Test Ward", CREATURE, dict(kinds=["keyword"], keyword={0: ("Ward", "{2}")}), id="ward-mana"),
    P("Ward\u2014Pay 2 life. (Whenever this creature becomes the target of a spell or ability an opponent controls, "
      "counter it unless that player pays 2 life.)", "Dwarven Forge-Chanter", "Creature — Dwarf Wizard",
      dict(kinds=["keyword"], keyword={0: ("Ward", "Pay 2 life")}, targets={0: []}), id="ward-life"),
    # 702.16a: "Protection from [quality]".
    P("Protection from red", "Test Knight", CREATURE, dict(kinds=["keyword"], keyword={0: ("Protection", "from red")}),
      id="protection"),
    # 702.33a: kicker is an additional cost; its parameter is kept.
    P("Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)", "Test Kicker", SORCERY,
      dict(kinds=["keyword"], keyword={0: ("Kicker", "{1}{G}")}, cost={0: ("{1}", "{G}")}), id="kicker"),
    # 702.164a: "toxic N".
    P("Toxic 2 (Players dealt combat damage by this creature also get two poison counters.)", "Test Toxic", CREATURE,
      dict(kinds=["keyword"], keyword={0: ("Toxic", "2")}), id="toxic"),
    # 702.34a: flashback's parameter is a cost.
    P("Flashback {3}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
      "Test Flashback", SORCERY, dict(kinds=["keyword"], keyword={0: ("Flashback", "{3}{R}")}), id="flashback"),
    # 702.1 / 702.9 / 702.2 / 702.15: a line of several keywords is several abilities.
    P("Flying, deathtouch, lifelink", "Vampire Nighthawk", "Creature — Vampire Shaman",
      dict(kinds=["keyword", "keyword", "keyword"]), id="keyword-list"),
    # 702.14a: landwalk.
    P("Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)", "Test Walker",
      CREATURE, dict(kinds=["keyword"], keyword={0: ("Landwalk", "Swampwalk")}), id="landwalk"),
    # 702.142a: boast is a keyword on an activated ability.
    P("Boast — {1}{W}: Untap Axgard Braggart. Put a +1/+1 counter on it. (Activate only if this creature attacked "
      "this turn and only once each turn.)", "Axgard Braggart", "Creature — Dwarf Warrior",
      dict(kinds=["activated"], cost={0: ("{1}", "{W}")}), id="boast"),
    # 702.138a: "Escape—[cost]" where the cost includes exiling cards from the graveyard; short name (201.5).
    P("When Kroxa enters the battlefield, sacrifice it unless it escaped.\nEscape\u2014{B}{B}{R}{R}, Exile five other "
      "cards from your graveyard.", "Kroxa, Titan of Death's Hunger", "Legendary Creature — Elder Giant",
      dict(kinds=["triggered", "keyword"], cost={1: ("{B}", "{B}", "{R}", "{R}", "Exile five other cards from your graveyard")},
           facts=dict(self_references=("Kroxa",))), id="escape-short-name"),
    # 702.172a: spree modes with their additional costs belong to the spell.
    P("Spree (Choose one or more additional costs.)\n+ {2} — Search your library for a card, then shuffle and put "
      "that card on top.\n+ {B}{B} — Target player draws three cards and loses 3 life.", "Insatiable Avarice", SORCERY,
      dict(kinds=["keyword"], modes={0: 2}, targets={0: [(1, 1, ("player",))]}), id="spree"),
    # 207.2a: reminder text is set aside; 702.10a: haste gives the has_haste fact.
    P("Haste (This creature can attack and {T} as soon as it comes under your control.)", "Raging Goblin",
      "Creature — Goblin Berserker",
      dict(kinds=["keyword"], reminder={0: "This creature can attack and {T} as soon as it comes under your control."},
           facts=dict(has_haste=True, tap_abilities=())), id="reminder-haste"),

    # ---------------------------------------------------------------- costs, 118 / 107 / 606
    # 602.1a / 701.21a: sacrifice as a cost; the card's name stays in the part.
    P("{T}, Sacrifice Black Lotus: Add three mana of any one color.", "Black Lotus", ARTIFACT,
      dict(cost={0: ("{T}", "Sacrifice Black Lotus")}, produces={0: ("WUBRG", "any_one_color", "3")}), id="black-lotus"),
    # 602.1a: "Exile two cards from your graveyard" is a cost part.
    P("{R}, {T}, Exile two cards from your graveyard: Grim Lavamancer deals 2 damage to any target.", "Grim Lavamancer",
      "Creature — Human Wizard",
      dict(cost={0: ("{R}", "{T}", "Exile two cards from your graveyard")}, targets={0: [(1, 1, ("any target",))]}),
      id="exile-from-graveyard-cost"),
    # 107.6: {Q} is the untap symbol; 107.4e: hybrid mana symbols.
    P("{1}{R/W}, {Q}: Attacking creatures get +1/+0 until end of turn. ({Q} is the untap symbol.)",
      "Duergar Mine-Captain", "Creature — Dwarf Soldier",
      dict(cost={0: ("{1}", "{R/W}", "{Q}")}, facts=dict(untap_abilities=(0,), tap_abilities=())), id="untap-symbol"),
    # 118.3 / 602.1a: "Pay N life" as a cost part.
    P("Toxic 1 (Players dealt combat damage by this creature also get a poison counter.)\n{T}, Pay 2 life: Add one mana "
      "of any color.", "Myr Convert", "Artifact Creature — Phyrexian Myr",
      dict(kinds=["keyword", "mana"], cost={1: ("{T}", "Pay 2 life")}), id="pay-life-cost"),
    # 602.1a: "Remove a counter" as a cost part.
    P("{2}{U}, Remove a +1/+1 counter from Academy Elite: Draw a card, then discard a card.", "Academy Elite",
      "Creature — Human Wizard", dict(cost={0: ("{2}", "{U}", "Remove a +1/+1 counter from Academy Elite")}),
      id="remove-counter-cost"),
    # 602.1a / 107.5: "Tap an untapped Spider you control" is a cost but not the tap symbol.
    P("Tap an untapped Spider you control: Search your graveyard and/or library for a card named Arachnus Web.",
      "Arachnus Spinner", "Creature — Spider",
      dict(cost={0: ("Tap an untapped Spider you control",)}, facts=dict(tap_abilities=())), id="tap-creature-cost"),
    # 107.3: {X} in a cost; 107.4h: {S} snow mana.
    P("{X}{S}: Target creature gets +X/+0 until end of turn.", "Test Snow", CREATURE,
      dict(cost={0: ("{X}", "{S}")}, targets={0: [(1, 1, ("creature",))]}), id="x-and-snow-cost"),
    # 606.4: the cost of a loyalty ability is the loyalty change: "[+1]", "[−2]" (minus sign), "[0]".
    P("[+1]: Each player discards a card.\n[\u22122]: Target player sacrifices a creature.\n[\u22126]: Separate all "
      "permanents target player controls into two piles.", "Liliana of the Veil", "Legendary Planeswalker — Liliana",
      dict(kinds=["activated"] * 3, cost={0: ("+1",), 1: ("\u22122",), 2: ("\u22126",)},
           targets={1: [(1, 1, ("player",))], 2: [(1, 1, ("player",))]}), id="planeswalker"),
    P("[0]: Create a 2/2 white Knight Ally creature token.", "Gideon, Ally of Zendikar", PLANESWALKER,
      dict(kinds=["activated"], loyalty={0: "0"}, cost={0: ("0",)}), id="loyalty-zero"),
    # 602.1a: "{3}, {T} or {U}, {T}" - one ability whose cost can be paid either way; it includes {T}.
    P("{3}, {T} or {U}, {T}: Return target creature to its owner's hand unless its controller pays {1}.",
      "Crystal Shard", ARTIFACT, dict(kinds=["activated"], targets={0: [(1, 1, ("creature",))]},
                                      facts=dict(tap_abilities=(0,))), id="alternative-costs"),

    # ---------------------------------------------------------------- triggers, statics, replacements
    # 603.1 / 113.3c: "When/Whenever/At" abilities are triggered; "enters the battlefield" (2022 wording).
    P("When Flametongue Kavu enters the battlefield, it deals 4 damage to target creature.", "Flametongue Kavu",
      "Creature — Kavu",
      dict(kinds=["triggered"], trigger={0: "When Flametongue Kavu enters the battlefield"},
           effect={0: "it deals 4 damage to target creature."}, targets={0: [(1, 1, ("creature",))]}),
      id="etb-2022"),
    # 603.1 with the 2026 wording "When this creature enters".
    P("When this creature enters, each player sacrifices a nontoken creature of their choice.", "Accursed Marauder",
      "Creature — Zombie Warrior",
      dict(kinds=["triggered"], trigger={0: "When this creature enters"},
           facts=dict(self_references=("this creature",))), id="etb-2026"),
    # 603.1: "At the beginning of" is a triggered ability.
    P("At the beginning of your upkeep, you lose 1 life.", "Test Upkeep", CREATURE,
      dict(kinds=["triggered"], trigger={0: "At the beginning of your upkeep"}), id="at-beginning"),
    # 614.1c: "enters with counters" is a replacement effect, kept apart from triggered abilities.
    P("Hangarback Walker enters the battlefield with X +1/+1 counters on it.", "Hangarback Walker",
      "Artifact Creature — Construct", dict(kinds=["static"], replacement=(0,)), id="enters-with"),
    # 614.1c: "enters tapped" (2026 wording) is a replacement effect.
    P("This land enters tapped.\n{T}: Add {U}.", "Test Tapland", LAND,
      dict(kinds=["static", "mana"], replacement=(0,)), id="enters-tapped-2026"),
    # 614.1a: effects that use the word "instead" are replacement effects.
    P("If a source would deal damage to you, prevent 1 of that damage instead.", "Test Shield", "Enchantment",
      dict(kinds=["static"], replacement=(0,)), id="replacement-instead"),
    # 604.1 / 611.3: a static ability; haste (702.10) granted to creatures you control includes this creature.
    P("Creatures you control have haste.", "Madrush Cyclops", "Creature — Cyclops Warrior",
      dict(kinds=["static"], facts=dict(has_haste=True)), id="grants-haste"),
    # 702.10a / 113.3b: an activated ability giving itself haste counts as having haste.
    P("{1}: Shriekdiver gains haste until end of turn.", "Shriekdiver", "Creature — Bird Warrior",
      dict(kinds=["activated"], facts=dict(has_haste=True)), id="gives-itself-haste"),
    # 118.8 / 113.3a: "As an additional cost to cast this spell" is a static ability, not a spell ability.
    P("As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal to the sacrificed "
      "creature's power to any target.", "Fling", INSTANT,
      dict(kinds=["static", "spell"], targets={1: [(1, 1, ("any target",))]}), id="additional-cost-static"),
    # 714.2b: a Saga's chapter abilities are triggered abilities; 207.2a: the reminder line is set aside.
    P("(As this Saga enters and after your draw step, add a lore counter.)\nI, II — Tap target creature an opponent "
      "controls.\nIII — Return all tapped creatures to their owners' hands.", "Time of Ice", "Enchantment — Saga",
      dict(kinds=["triggered", "triggered"], trigger={0: "chapter I, II", 1: "chapter III"},
           targets={0: [(1, 1, ("creature",))]}), id="saga"),
    # 716.2a: "[Cost]: Level N" is activated; the abilities after it exist only at that level.
    P("{1}{R}: Level 2\nWhenever you roll one or more dice, target creature you control gets +2/+0 until end of turn.",
      "Barbarian Class", "Enchantment — Class",
      dict(kinds=["activated", "triggered"], condition={1: "Level 2"}, targets={1: [(1, 1, ("creature",))]}),
      id="class-level"),
    # 711.2a: a level symbol with its power/toughness box is a static ability; 702.87a level up is activated.
    P("Level up {3}{R}\nLEVEL 1-2\n2/3\n{T}: Brimstone Mage deals 1 damage to any target.", "Brimstone Mage",
      "Creature — Human Shaman",
      dict(kinds=["activated", "static", "activated"], condition={2: "LEVEL 1-2"}, facts=dict(tap_abilities=(2,))),
      id="leveler"),
    # 207.2c: an ability word ("Landfall —") has no rules meaning; the ability after it is parsed as usual.
    P("Landfall — Whenever a land enters the battlefield under your control, target creature gets +2/+2 until end of "
      "turn.", "Test Landfall", CREATURE,
      dict(kinds=["triggered"], ability_word={0: "Landfall"}, targets={0: [(1, 1, ("creature",))]}),
      id="ability-word"),
    # 613.1d / 205.1b: a manland becomes a creature (and stays a land) only through its own ability.
    P("{T}: Add {C}.\n{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's "
      "still a land.\n{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.", "Mishra's Factory", LAND,
      dict(kinds=["mana", "activated", "activated"], targets={2: [(1, 1, ("creature",))]},
           facts=dict(is_creature=False, becomes_creature=True, tap_abilities=(0, 2), mana_abilities=(0,))),
      id="manland"),
    # 613.1d / 205.1b: a planeswalker that becomes a creature through its own loyalty ability.
    P("[+1]: Until end of turn, Gideon, Ally of Zendikar becomes a 5/5 Human Soldier Ally creature with indestructible "
      "that's still a planeswalker.", "Gideon, Ally of Zendikar", PLANESWALKER,
      dict(facts=dict(becomes_creature=True, is_creature=False)), id="planeswalker-animates"),
    # 603.1: a trigger condition ends at the comma before its effect, even when the effect lists several choices
    P("When Acidic Slime enters, destroy target artifact, enchantment, or land.", "Acidic Slime", CREATURE,
      dict(kinds=["triggered"], targets={0: [(1, 1, ("artifact", "enchantment", "land"))]}), id="trigger-effect-list"),
    P("Whenever a red, green, or white spell is cast, you gain 1 life.", "Test Lister", "Artifact",
      dict(kinds=["triggered"], trigger={0: "Whenever a red, green, or white spell is cast"}), id="trigger-condition-list"),
]


@pytest.mark.parametrize("text, phrase", [
    # 208.1: "power and toughness" is one characteristic pair, not two instances joined by "and"
    ("Destroy target creature with total power and toughness 4 or less.",
     "target creature with total power and toughness 4 or less"),
    ("Exile target creature with power 3 or greater and target artifact.", "target creature with power 3 or greater"),
    # qualifiers chain: whose it is, then its mana value
    ("Copy target instant spell you control with mana value 2 or less.",
     "target instant spell you control with mana value 2 or less"),
])
def test_target_phrase_keeps_its_restriction(text: str, phrase: str) -> None:
    abilities, _, _ = parse_face(text, name="Test Spell", type_line=INSTANT)
    assert abilities[0].targets[0].phrase == phrase


@pytest.mark.parametrize("text, restrictions", [
    # the first "other target" of an ability is another than its source; a later one is other than an earlier target
    ("When Test Lister enters, return up to one other target creature to its owner's hand.", ["another"]),
    ("When Test Lister enters, put a +1/+1 counter on each of up to two other target creatures you control.",
     ["another you control"]),
    ("When Test Lister enters, target creature gets +2/+2 and up to one other target creature gets +1/+1.",
     [None, None]),
    ("When Test Lister enters, exile another target creature.", ["another"]),
])
def test_other_target_excludes_the_source_only_when_first(text: str, restrictions: list) -> None:
    abilities, _, _ = parse_face(text, name="Test Lister", type_line=CREATURE)
    assert [t.restriction for t in abilities[0].targets] == restrictions


@pytest.mark.parametrize("text,name,type_line,exp", CASES)
def test_oracle_line(text: str, name: str, type_line: str, exp: dict) -> None:
    _check(text, name, type_line, exp)


def test_table_is_big_enough() -> None:
    assert len(CASES) >= 80


# --- contract --------------------------------------------------------------------------------------

def test_split_card_name_and_face_name_are_self_references() -> None:
    # the full card name of a split card ("Fire // Ice") counts as well as the face name
    abilities, facts, problems = parse_face("Fire deals 2 damage divided as you choose among one or two targets.",
                                            name="Fire", type_line="Instant", card_name="Fire // Ice")
    assert abilities[0].normalized.startswith("~ deals 2 damage")
    assert problems == ()


def test_never_raises_and_reports_problems() -> None:
    # an un-set keyword is kept as a keyword ability and reported; nothing raises
    abilities, facts, problems = parse_face("Blurry (This creature can be blocked only if defending player was "
                                            "wearing glasses as it was cast.)\nFlying", name="Blurry Beeble",
                                            type_line="Creature — Beeble")
    assert [a.kind for a in abilities] == ["keyword", "keyword"]
    assert len(problems) == 1 and problems[0].startswith("line 1 [keyword]")
    for weird in ("", "\n\n", "•", ":", "{T}:", "When", "(", ")", "\u2014", "Choose one \u2014\n\u2022",
                  "LEVEL 1-2", "1/1", '"', "target", None):
        result = parse_face(weird, name="X", type_line="Creature")  # type: ignore[arg-type]
        assert isinstance(result[0], tuple) and isinstance(result[1], FaceFacts) and isinstance(result[2], tuple)


def test_mode_line_without_header_is_a_problem() -> None:
    abilities, _facts, problems = parse_face("Flying\n\u2022 Draw a card.", name="X", type_line="Creature — X")
    assert len(abilities) == 2
    assert problems and "[mode]" in problems[0]


def test_records_serialise() -> None:
    abilities, facts, _ = parse_face("Equip {1}", name="Bonesplitter", type_line=EQUIPMENT)
    d = abilities[0].to_dict()
    assert d["kind"] == "activated" and d["cost"] == ["{1}"] and d["targets"][0]["origin"] == "keyword"
    assert facts.to_dict()["target_count"] == 0


def test_keyword_table_knows_targeting_keywords() -> None:
    # the keyword abilities whose CR definition targets (702.6a equip, 702.67a fortify, ...)
    for name in ("equip", "fortify", "reconfigure", "mutate", "bestow", "modular", "scavenge", "provoke",
                 "backup", "reinforce", "soulshift", "haunt", "mentor", "awaken", "partner with"):
        assert name in kw.TARGETING, name
    assert "flying" in kw.EVASION and "convoke" in kw.MANA_RELATED
    assert kw.lookup("Equip").nature == "activated" and kw.lookup("Ward").nature == "triggered"
    assert kw.lookup("Equip").rule == "702.6a"


# --- the whole card pool ---------------------------------------------------------------------------

def _atomic(corpus_dir: Path) -> dict:
    path = corpus_dir / "cards" / "AtomicCards.json.gz"
    if not path.exists():
        pytest.skip(f"{path} missing")
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return json.load(fh)["data"]


def test_whole_corpus_parses(corpus_dir: Path) -> None:
    data = _atomic(corpus_dir)
    faces = clean = 0
    for card_name, card_faces in data.items():
        for f in card_faces:
            abilities, facts, problems = parse_face(
                f.get("text") or "", name=f.get("faceName") or f["name"], type_line=f.get("type", ""),
                card_name=card_name, power=f.get("power"))
            faces += 1
            clean += not problems
            assert isinstance(facts, FaceFacts)
            for a in abilities:
                assert a.kind in ("spell", "activated", "triggered", "static", "keyword", "mana")
                if a.kind == "mana":
                    assert a.produces is not None and a.mana_ability_of in ("activated", "triggered")
                    assert not [t for t in a.targets if t.origin == "text"]           # 605.1a
                for t in a.targets:
                    assert t.max is None or isinstance(t.max, (int, str))
                    assert t.origin in ("text", "enchant", "keyword")
                for e in a.event.events() if a.event else ():                         # 603.2
                    assert e.event in TRIGGER_EVENT_KINDS and e.controller in ("you", "opponent", "any", None)
                    assert a.kind in ("triggered", "mana")
    assert faces > 20000
    assert clean / faces >= 0.98, f"coverage {clean / faces:.4f}"


# --- trigger conditions (603.2), on real cards ---------------------------------------------------
# Each row: a card looked up by name in the corpus at run time (no Oracle text is copied here), which
# of its trigger conditions (0 = the first ability with one), the TriggerEvent fields expected, the
# (event, controller) of the events joined to it ("also"), and the rule the row follows.

@pytest.fixture(scope="module")
def atomic(corpus_dir: Path) -> dict:
    return _atomic(corpus_dir)


def _trigger_abilities(atomic: dict, name: str) -> list[Ability]:
    faces = atomic.get(name)
    assert faces, f"{name} is not in the corpus"
    found = []
    for f in faces:
        abilities, _facts, _problems = parse_face(f.get("text") or "", name=f.get("faceName") or f["name"],
                                                  type_line=f.get("type", ""), card_name=name)
        found += [a for a in abilities if a.event is not None]
    return found


TRIGGERS = [
    # 603.6a: "When ~ enters" watches only itself
    P("Elvish Visionary", 0, dict(event="enters", subject="~", controller=None, self_only=True), (), "603.6a",
      id="self-enters"),
    # 603.6a: "another creature" - anyone's, never itself
    P("Soul Warden", 0, dict(event="enters", controller="any", another=True, self_only=False), (), "603.6a",
      id="another-enters"),
    P("Essence Warden", 0, dict(event="enters", controller="any", another=True), (), "603.6a", id="essence-warden"),
    # 603.6a: "a creature you control enters"
    P("Impact Tremors", 0, dict(event="enters", controller="you", another=False), (), "603.6a", id="you-control"),
    # 603.6a: "enters under an opponent's control"
    P("Blood Seeker", 0, dict(event="enters", controller="opponent"), (), "603.6a", id="opponent-control"),
    # 207.2c: an ability word changes nothing; landfall is "a land you control enters"
    P("Lotus Cobra", 0, dict(event="enters", controller="you"), (), "603.6a", id="landfall"),
    # 603.6a: "~ or another Ally enters under your control": itself too
    P("Hada Freeblade", 0, dict(event="enters", controller="you", another=True, self_only=False), (), "603.6a",
      id="self-or-another"),
    # 700.4: dies = put into a graveyard from the battlefield; "~ or another creature"
    P("Blood Artist", 0, dict(event="dies", controller="any", another=True, self_only=False), (), "700.4",
      id="self-or-another-dies"),
    # 700.4, 111.1: "nontoken creature you control"
    P("Midnight Reaper", 0, dict(event="dies", controller="you", nontoken=True), (), "700.4", id="nontoken-dies"),
    P("Zulaport Cutthroat", 0, dict(event="dies", controller="you", another=True), (), "700.4", id="zulaport"),
    # 700.4: "is put into your graveyard from the battlefield" is dying; "your graveyard": yours
    P("Bridge from Below", 0, dict(event="dies", controller="you", nontoken=True,
                                   intervening_if="~ is in your graveyard"), (), "700.4", id="put-into-your-graveyard"),
    P("Bridge from Below", 1, dict(event="dies", controller="opponent"), (), "700.4",
      id="put-into-an-opponents-graveyard"),
    # 603.10a: leaves-the-battlefield abilities look back in time
    P("Fiend Hunter", 1, dict(event="leaves", controller=None, self_only=True), (), "603.6c", id="leaves"),
    # 603.6e: an Aura's trigger on the enchanted permanent: one fixed object
    P("Incendiary", 1, dict(event="dies", subject="enchanted creature", controller=None, self_only=False), (),
      "603.6e", id="enchanted-dies"),
    # 603.2 / 700.4: "is put into a graveyard from anywhere" is no dying
    P("Emrakul, the Aeons Torn", 1, dict(event="to_graveyard", controller=None, self_only=True,
                                         detail="from anywhere"), (), "603.2", id="from-anywhere"),
    # 601.2i: "When you cast this spell"
    P("Emrakul, the Aeons Torn", 0, dict(event="cast", subject="~", player="you", controller=None, self_only=True),
      (), "601.2i", id="cast-self"),
    # 601.2i: "Whenever you cast an instant or sorcery spell": the spell, and who casts it
    P("Young Pyromancer", 0, dict(event="cast", subject="an instant or sorcery spell", player="you",
                                  controller="you"), (), "601.2i", id="you-cast"),
    P("Thing in the Ice // Awoken Horror", 0, dict(event="cast", controller="you"), (), "601.2i",
      id="you-cast-dfc"),
    # 603.2: a condition with two events: "enters or attacks" triggers on each
    P("Kroxa, Titan of Death's Hunger", 1, dict(event="enters", controller=None, self_only=True),
      (("attacks", None),), "603.2", id="enters-or-attacks"),
    # 603.2: two events with subjects of their own ("... during your turn or when ~ dies")
    P("Voice of Resurgence", 0, dict(event="cast", controller="opponent", detail="during your turn"),
      (("dies", None),), "603.2", id="cast-or-dies"),
    # 508.3a: "Whenever ~ attacks"
    P("Goblin Guide", 0, dict(event="attacks", controller=None, self_only=True), (), "508.3a", id="attacks"),
    # 510.2, 603.2c: "one or more creatures you control deal combat damage": once for all of them
    P("Nature's Will", 0, dict(event="deals_damage", controller="you", one_or_more=True), (), "510.2",
      id="one-or-more-deal-damage"),
    # 509.3a / 509.3c: "blocks or becomes blocked" is two events
    P("Goblin Cadets", 0, dict(event="blocks", controller=None, self_only=True), (("becomes_blocked", None),),
      "509.3c", id="blocks-or-becomes-blocked"),
    # 509.3g: "attacks and isn't blocked"
    P("Ophidian", 0, dict(event="unblocked", controller=None, self_only=True), (), "509.3g", id="unblocked"),
    # 510.2: combat damage dealt to a player
    P("Ninja of the Deep Hours", 0, dict(event="deals_damage", controller=None, detail="to a player"), (), "510.2",
      id="combat-damage-to-player"),
    # 201.5c: a legendary's short name is a self-reference
    P("Phage the Untouchable", 1, dict(event="deals_damage", subject="~", controller=None, self_only=True), (),
      "201.5c", id="short-name"),
    # 120.3: "is dealt damage" watches the recipient
    P("Spitemare", 0, dict(event="dealt_damage", controller=None, self_only=True), (), "120.3", id="dealt-damage"),
    # 120.3: "a creature deals combat damage to enchanted player": it watches the player dealt damage
    P("Curse of Stalked Prey", 0, dict(event="dealt_damage", subject="enchanted player", controller=None), (),
      "120.3", id="dealt-damage-enchanted-player"),
    # 115.1: "becomes the target of a spell or ability an opponent controls": the filter is on the source
    P("Frost Titan", 0, dict(event="becomes_target", controller=None, self_only=True,
                             detail="a spell or ability an opponent controls"), (), "115.1", id="becomes-target"),
    # 603.2e: "becomes tapped" triggers when it happens
    P("Blight", 0, dict(event="tapped", subject="enchanted land", controller=None), (), "603.2e", id="tapped"),
    P("Aerie Worshippers", 0, dict(event="untaps", controller=None, self_only=True), (), "603.2e", id="untapped"),
    # 605.1b: a triggered mana ability
    P("Mana Flare", 0, dict(event="tapped_for_mana", player="a player", controller="any"), (), "605.1b",
      id="mana-flare"),
    P("Wild Growth", 0, dict(event="tapped_for_mana", subject="enchanted land", controller=None), (), "605.1b",
      id="enchanted-land-for-mana"),
    # 122.6: counters put on an object
    P("Herd Baloth", 0, dict(event="counters", controller=None, self_only=True, detail="one or more +1/+1 counters"),
      (), "122.6", id="counters-put-on-self"),
    # 121.1: draws; each player's own event
    P("Sheoldred, the Apocalypse", 0, dict(event="draws", player="you", controller="you"), (), "121.1",
      id="you-draw"),
    P("Sheoldred, the Apocalypse", 1, dict(event="draws", player="an opponent", controller="opponent"), (), "121.1",
      id="opponent-draws"),
    # 701.9a: discard
    P("Waste Not", 0, dict(event="discards", controller="opponent"), (), "701.9a", id="opponent-discards"),
    # 702.29d: "cycle or discard" triggers once when a card is cycled: one discard event
    P("Drake Haven", 0, dict(event="discards", controller="you", phrase="cycle or discard"), (), "702.29d",
      id="cycle-or-discard"),
    # 119.9: "Whenever you gain life"
    P("Ajani's Pridemate", 0, dict(event="gains_life", subject="you", controller="you"), (), "119.9",
      id="gain-life"),
    P("Exquisite Blood", 0, dict(event="loses_life", controller="opponent"), (), "119.3", id="opponent-loses-life"),
    # 701.21a: sacrifice, by any player
    P("Mayhem Devil", 0, dict(event="sacrificed", player="a player", controller="any"), (), "701.21a",
      id="player-sacrifices"),
    # 603.2b: "At the beginning of your upkeep"
    P("Dark Confidant", 0, dict(event="step", step="upkeep", controller="you"), (), "603.2b", id="your-upkeep"),
    # 603.2b / 603.4: each player's draw step, with an intervening "if"
    P("Howling Mine", 0, dict(event="step", step="draw step", controller="any", intervening_if="~ is untapped"),
      (), "603.4", id="each-draw-step-if"),
    P("Legion Warboss", 0, dict(event="step", step="combat", controller="you"), (), "603.2b",
      id="combat-on-your-turn"),
    # 603.2b: whose step is a fixed player: "enchanted player's upkeep"
    P("Curse of the Pierced Heart", 0, dict(event="step", step="upkeep", controller=None), (), "603.2b",
      id="enchanted-players-upkeep"),
    # 603.4: the intervening "if" of a kicker ability
    P("Goblin Ruinblaster", 0, dict(event="enters", self_only=True, intervening_if="it was kicked"), (), "603.4",
      id="kicked-if"),
    # 603.8: a state trigger
    P("Dandân", 0, dict(event="state", controller=None), (), "603.8", id="state-trigger"),
    # "for the first time each turn" is a filter of its own
    P("Aurelia, the Warleader", 0, dict(event="attacks", self_only=True, first_time_each_turn=True), (), "508.3a",
      id="first-time-each-turn"),
    # 702.37e: a morph permanent "is turned face up"
    P("Ainok Survivalist", 0, dict(event="turned_face_up", controller=None, self_only=True), (), "702.37e",
      id="turned-face-up"),
    # 602.1: "Whenever you activate an ability, if it isn't a mana ability"
    P("Rings of Brighthearth", 0, dict(event="activates", controller="you",
                                       intervening_if="it isn't a mana ability"), (), "603.4", id="activates-if"),
    # 601.2i: heroic: a spell that targets ~
    P("Favored Hoplite", 0, dict(event="cast", controller="you", subject="a spell that targets ~"), (), "601.2i",
      id="heroic"),
]


@pytest.mark.parametrize("name, which, fields, also, rule", TRIGGERS)
def test_trigger_event(atomic: dict, name: str, which: int, fields: dict, also: tuple, rule: str) -> None:
    abilities = _trigger_abilities(atomic, name)
    event = abilities[which].event
    assert event is not None
    got = {k: getattr(event, k) for k in fields}
    assert got == fields, (rule, event)
    assert [(e.event, e.controller) for e in event.also] == list(also), (rule, event)


def test_trigger_table_rules_exist(corpus_dir: Path) -> None:
    from ruling_qa.parse.rules import parse_rules
    current = sorted((corpus_dir / "rules").glob("MagicCompRules-*.txt"))[-1]
    numbers = {r.number for r in parse_rules(current.read_bytes(), source=str(current)).rules}
    for row in TRIGGERS:
        assert row.values[4] in numbers, row.id


def test_abilities_without_a_trigger_event(atomic: dict) -> None:
    # 702.108a: prowess is a keyword ability (its trigger lives in the keyword); 714.2b: a Saga chapter's
    # trigger is no "When / Whenever / At" condition; static and activated abilities have none
    for name in ("Monastery Swiftspear", "The Eldest Reborn", "Llanowar Elves", "Glorious Anthem"):
        assert _trigger_abilities(atomic, name) == [], name
    assert [a.kind for a in _trigger_abilities(atomic, "Wild Growth")] == ["mana"]       # 605.1b


def test_trigger_event_round_trips() -> None:
    from ruling_qa.models import ability_from_dict
    abilities, _facts, _ = parse_face("Whenever Kroxa enters the battlefield or attacks, draw a card.", name="Kroxa",
                                      type_line="Legendary Creature — Elder Giant")
    again = ability_from_dict(abilities[0].to_dict())
    assert again == abilities[0] and again.event is not None and again.event.also[0].event == "attacks"
