"""The proposition a question was read as, in plain English ("Read as: ..."): the statement a
verdict says is true or false."""
from __future__ import annotations

from ..models import Reading
from ..parse import patterns as P
from ..parse.objects import describe, spell_kind

_ACTIONS = {"convoke": "be tapped for convoke", "improvise": "be tapped for improvise", "tap_for_mana": "tap for mana", "attack": "attack", "block": "block", "crew": "crew a Vehicle",
            "activate": "activate its abilities", "tap": "tap for mana", "any": "attack or use its {T} abilities"}
_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless", "any": "any color of"}
_OWNER = {"you": "your", "opponent": "an opponent's"}
_GIVEN_HASTE = " if it has haste"
_HOW_TARGETING = {"enchant": ", cast as an Aura spell,", "equip": "'s equip ability"}


def _how(reading: Reading, card: str) -> str:
    """How the card got onto the battlefield, when the question says so."""
    obj = reading.obj(card)
    arrived = obj.arrived if obj is not None else None
    return " (returned by unearth)" if arrived == "unearth" else f" (cast for its {arrived} cost)" if arrived else ""


def _who(reading: Reading, card: str, how: bool = True) -> str:
    obj = reading.obj(card)
    if obj is None:
        return card
    how_ = _how(reading, card) if how else ""
    state = next((f"{s} " for s in ("tapped", "untapped") if s in obj.status), "") + (f"{obj.size} " if obj.size else "")
    if obj.controller is None:
        return f"{'the ' + state if state else ''}{card}{how_}"
    return f"{_OWNER[obj.controller]} {state}{card}{how_}"


# a player's own actions a trigger question may ask about (ruling_qa.checks.triggers reads the same events)
_ACTS = ("discards", "cycles", "draws", "gains_life", "loses_life", "milled")


def _identity_words(letters: str) -> str:
    """"WB" -> "white and black" (a deck's colors, 903.4)."""
    names = {letter: word for word, letter in P.COLOR_LETTERS.items()}
    return _and([names[c] for c in letters]) if letters else "colorless"


def _and(names: list[str]) -> str:
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def described_text(params: dict[str, str], default: str) -> str:
    """The object a proposition describes ("object" parameter), told back to the asker."""
    described = describe(params.get("object", "").split(), counted=True)
    return described.told_back if described is not None else default


def restate(reading: Reading) -> str | None:
    """The proposition as a yes/no question, or None when no proposition was read; the number of
    players and the devotion told are said at its end ("... in a game of four players?")."""
    said = _proposition(reading)
    outcome = dict(reading.proposition.params).get("outcome") if reading.proposition is not None else None
    if said is not None and outcome:
        # "do I gain life?": whether the named card's triggered ability triggers, and so does that
        effect = dict(reading.proposition.params).get("effect", "")    # type: ignore[union-attr]
        said = said.rstrip("?") + {"gain_life": ", so that you gain life?", "draw": ", so that you draw?",
                                   "lose_life": ", so that your opponent loses life?",
                                   "token": ", so that you create a token?",
                                   "effect": f" (the ability that does this: \"{effect}\")?"}[outcome]
    players = reading.scenario.players
    if said is not None and players is not None and players != 2:
        said = said.rstrip("?") + (f" in a game of {players} players?" if players else " in a multiplayer game?")
    if said is not None and reading.scenario.devotion:
        said = said.rstrip("?") + " with your devotion to " + " and ".join(
            f"{colors} at {n}" for colors, n in reading.scenario.devotion) + "?"
    alternatives = reading.proposition.alternatives if reading.proposition is not None else ()
    if said is not None and alternatives:
        # "can A target B or C?": asked once for each card
        instead: dict[str, list[str]] = {}
        for named, other in alternatives:
            instead.setdefault(named, []).append(other)
        said += " And again " + "; ".join(f"with {' and with '.join(others)} in place of {named}"
                                          for named, others in instead.items()) + "."
    return said


def _mana_value(reading: Reading, one: dict[str, str], name: str | None, subject: str, neg: str) -> str:
    """"what is the mana value of A (on the stack, cast with X = 5)?", "is its mana value 4 or less?"
    (`name`: the card asked about, None for "it"; `subject`: the card as told back)."""
    state = {"face_down": "face-down ", "prototyped": "prototyped ", "fused": "fused ",
             "back_face": "transformed ", "copy": "copy of "}.get(one.get("state", ""), "")
    told = reading.obj(name) if name else None
    # how it was cast is said once: by the card's own words ("(cast for its kicker cost)") or here
    paid = "" if told is not None and told.arrived else {
        "free": "cast without paying its mana cost", "alternative": "cast for an alternative cost",
        "additional": "cast with an additional cost"}.get(one.get("paid", ""), "")
    where = {"stack": "on the stack", "battlefield": "on the battlefield", "graveyard": "in a graveyard",
             "hand": "in a hand", "library": "in a library", "exile": "in exile"}.get(one.get("zone", ""), "")
    parts = [p for p in (where, f"cast with X = {one['x']}" if "x" in one else "", paid,
                         "cast as an Adventure" if one.get("state") == "adventure" else "") if p]
    said = f" ({', '.join(parts)})" if parts else ""
    value = f"the mana value of {'a ' + state if state else ''}{subject}" if name else f"its {state}mana value"
    if one.get("ask") == "compare" and one.get("n", "").isdigit():
        return f"is {value}{neg} {P.COMPARED[one.get('compare', 'eq')].format(n=one['n'])}{said}?"
    return f"what is {value}{said}?"


def _proposition(reading: Reading) -> str | None:
    prop = reading.proposition
    if prop is None:
        return None
    role = dict(prop.roles)
    params: dict[str, list[str]] = {}
    for key, value in prop.params:
        params.setdefault(key, []).append(value)
    one = {k: v[0] for k, v in params.items()}
    neg = "" if prop.polarity else " not"
    kind = prop.kind

    def card(name: str, fallback: str) -> str:
        return _who(reading, role[name]) if name in role else fallback

    def source() -> str:
        """The card whose spell or ability targets, with the ability asked about ("Liliana's -2 ability",
        "A's cycling trigger", "A's activated ability")."""
        if "loyalty" in one:
            return card("source", "it") + f"'s {one['loyalty']} ability"
        if "event" in one:
            return card("source", "it") + f"'s {P.TRIGGER_EVENT_NAMES[one['event']]}"
        return card("source", "it") + (f"'s {one['ability']} ability" if "ability" in one else "")

    if kind == "rule.lookup":
        numbers = params.get("rule", [])
        return ("what does rule " if len(numbers) == 1 else "what do rules ") + ", ".join(numbers) + " say?"
    if kind == "glossary.define":
        return "what does " + ", ".join(f'"{t}"' for t in params.get("term", [])) + " mean?"
    if kind == "targets.change":
        obj = {"ability": "ability", "spell": "spell"}.get(one.get("object", ""), "spell or ability")
        events = reading.scenario.events
        targeted = any(e.kind == "cast" and role.get("redirector") in (e.target, *e.more_targets) for e in events)
        already = ", already one of its targets," if one.get("already") == "yes" or targeted else ""
        spell = card("spell", "") or (_who(reading, events[0].card) if len(events) == 1 else "that")
        to = card("new_target", "a player" if one.get("to_player") == "yes" else
                  f"{spell} itself" if one.get("to_itself") == "yes" else "a new target")
        return f"can {card('redirector', 'it')}{already}{neg} change a target of {spell}'s {obj} (to {to})?"
    if kind == "sickness.use":
        told = reading.obj(role.get("permanent", ""))
        if "after" in one and ("again" in one or not (told and told.entered_this_turn)):
            event = {"transform": "transforms (or turns face up, or phases in)",
                     "zone": "leaves the battlefield and returns", "control": "changes control"}[one["after"]]
            return f"does {card('permanent', 'it')}{neg} get summoning sickness again when it {event}?"
        if "again" in one:
            return f"does {card('permanent', 'it')}{neg} get summoning sickness again?"
        if one.get("action", "any") == "any":
            return (f"does {card('permanent', 'it')}{neg} have summoning sickness (can't attack or use its "
                    "{T} abilities) the turn it comes under its controller's control?")
        action = _ACTIONS.get(one["action"], "act")
        if one["action"] == "tap_for_cost":
            by = " by an opponent" if one.get("actor") == "opponent" else ""
            where = " in a graveyard" if one.get("payer_zone") == "graveyard" else ""
            action = f"be tapped{by} to pay a cost of {card('cost_spell', 'another card')}{where}"
        elif "cost_spell" in role:
            action += f" to cast {card('cost_spell', '')}"
        return (f"can {card('permanent', 'it')}{neg} {action} the turn it comes under its controller's control"
                f"{_GIVEN_HASTE if one.get('haste') == 'stated' else ''}?")
    if kind == "sickness.object":
        action = _ACTIONS.get(one.get("action", "any"), "act")
        described = describe(one.get("object", "").split())
        this_turn = one.get("entered") == "this_turn" or (described is not None and "summoning_sick" in described.status)
        when = " the turn it comes under its controller's control" if this_turn else ""
        haste = _GIVEN_HASTE if one.get("haste") == "stated" else ""
        return f"can {described_text(one, 'that creature')}{neg} {action}{when}{haste}?"
    if kind == "mana.production":
        ask = one.get("ask")
        if ask == "is_mana_ability":
            return f"is {card('source', 'it')}'s ability{neg} a mana ability?"
        colors = params.get("color", [])
        if colors and ask != "which":
            return (f"can {card('source', 'it')}{neg} produce "
                    + " or ".join(_COLORS.get(c, c) for c in colors) + " mana?")
        return f"can {card('source', 'it')}{neg} produce mana, and of which colors?"
    if kind == "mana.tapped_trigger":
        return (f"does {card('watcher', 'it')}'s ability{neg} apply when {card('tapped', 'that')} "
                "is tapped for mana?")
    if kind == "cost.ability_modified":
        label = {"more": "cost more", "less": "cost less"}.get(one.get("direction", ""), "cost more or less")
        return f"does {card('modifier', 'it')}{neg} make {card('source', 'its')}'s activated abilities {label} to activate?"
    if kind == "targeting.uses":
        which = f"'s {one['loyalty']} ability" if "loyalty" in one else f"'s {one['keyword']} ability" \
            if "keyword" in one else f"'s {one['ability']} ability" if "ability" in one else ""
        return f"does {card('source', 'it')}{which}{neg} target anything?"
    if kind == "counter.object":
        said = {"triggered": "a triggered ability", "activated": "an activated ability", "mana": "a mana ability",
                "ability": "an ability", "spell": "a spell"}.get(
            one.get("kind", ""), f"{'an' if one.get('kind', 'x')[0] in 'aeiou' else 'a'} {one.get('kind', '')} spell")
        return f"can {card('counter', 'it')}{neg} counter {said}?"
    if kind == "stack.uses":
        if one.get("object") == "ability":
            return f"do {card('subject', 'its')}'s abilities{neg} use the stack?"
        return f"does {card('subject', 'it')}{neg} use the stack when it is cast or played?"
    if kind == "deck.identity":
        if one.get("ask") == "identity":
            return f"what is {card('card', 'its')}'s color identity?"
        if one.get("ask") == "commander":
            return f"can {card('card', 'it')}{neg} be a commander?"
        deck = f"a Commander deck whose commander is {card('commander', '')}" if "commander" in role else \
            f"a {_identity_words(one['colors'])} Commander deck" if "colors" in one else \
            f"a Commander deck whose commander's color identity has no {_identity_words(one['excluded'])}" \
            if "excluded" in one else "a Commander deck"
        return f"can {card('card', 'it')}{neg} be in {deck}?"
    if kind == "card.selectable":
        where = {"library": " (a card in a library)", "hand": " (a card in a hand)"}.get(one.get("zone", ""), "")
        how_many = {"2": "two of ", "3": "three of "}.get(one.get("count", ""), "")
        x = f" with X = {one['x']}" if "x" in one else ""
        return (f"can {card('selector', 'the effect')}'s effect{x}{neg} find or choose {how_many}"
                f"{card('card', 'that card')}{where}?")
    if kind == "type.is":
        under = [card(r, "") for r in ("effect", "effect2", "effect3") if r in role]
        what = one.get("type", "that type")
        return f"is {card('subject', 'it')}{neg} {P.with_article(what)}" + (
            f" with {_and(under)}?" if under else "?")
    if kind == "pt.is":
        under = [card(r, "") for r in ("effect", "effect2", "effect3") if r in role]
        under += [f"{one[k]} {c} counter{'s' if one[k] != '1' else ''}" for k, c in (("plus", "+1/+1"), ("minus", "-1/-1"))
                  if k in one]
        said = f" with {_and(under)}" if under else ""
        subject = card("subject", "it")
        if one.get("ask") == "compare":
            return f"is {subject}{neg} a {one.get('pt')}{said}?"
        asked = {"power": "power", "toughness": "toughness"}.get(one.get("ask", ""), "power and toughness")
        return f"what {'are' if asked.endswith('toughness') and 'and' in asked else 'is'} the {asked} of {subject}{said}?"
    if kind == "mana_value.is":
        return _mana_value(reading, one, role.get("subject"), card("subject", ""), neg)
    if kind == "x.enters":
        how = {"yes": "after being cast", "no": "without being cast"}.get(one.get("cast", ""), "")
        return f"is X{neg} chosen for {card('permanent', 'it')} when it enters {how}".rstrip() + "?"
    if kind == "attack.forced":
        forcer = f" because of {card('forcer', '')}" if "forcer" in role else ""
        if one.get("goaded") == "yes":
            forcer += " as a goaded creature"
        state = {"tapped": "tapped", "summoning_sick": "summoning sick", "cant_attack": "unable to attack",
                 "attack_cost": "with a cost to attack", "defender": "with defender"}.get(one.get("state", ""))
        if state:
            forcer += f" while {state}"
        target = {"planeswalker": " a planeswalker", "battle": " a battle", "player": " a player"}.get(
            one.get("defender", ""), "")
        return f"must {card('attacker', 'it')}{neg} attack{target}{forcer}?"
    if kind in ("effect.reaches", "effect.object"):
        verb = {"kill": "kill", "destroy": "destroy", "exile": "exile", "bounce": "return",
                "affect": "affect"}.get(one.get("verb", ""), "affect")
        reached = card("object", "that") if kind == "effect.reaches" else described_text(one, "that")
        if one.get("later") == "yes":
            reached += " that come onto the battlefield after it began"
        answered = [e.card for e in reading.scenario.events if e.kind == "respond"] + (
            [role["saver"]] if "saver" in role else [])
        in_response = f" (with {_and(answered)} cast in response)" if answered and kind == "effect.reaches" else ""
        if not prop.polarity:
            return f"does {reached} survive {card('effect', 'that')}{in_response}?"
        after = " to its owner's hand" if verb == "return" else ""
        return f"does {card('effect', 'it')} {verb} {reached}{after}{in_response}?"
    if kind == "token.returns":
        what = described_text(one, "that token")
        return (f"can {card('effect', 'it')}{neg} return {what} to the battlefield or a hand once it has left the "
                "battlefield?")
    if kind == "targeting.forced":
        whom = {"itself": f"{card('source', 'it')} itself", "own": "your own creature"}.get(
            one.get("whom", ""), card("target", "it"))
        when = " when that is the only legal choice" if one.get("only") == "yes" else ""
        return f"must {card('source', 'its')}'s triggered ability{neg} target {whom}{when}?"
    if kind == "targeting.none":
        how = {"cycle": "cycle", "activate": "activate an ability of", "cast": "cast"}.get(one.get("how", ""), "use")
        when = ("you control no creatures" if one.get("absent") == "own_creature" else
                f"there is no {one['absent']} to target" if "absent" in one else
                "there is only one creature on the battlefield" if one.get("only_one") == "creature" else
                "it has no legal target to choose")
        return f"can a player{neg} {how} {card('source', 'it')} when {when}?"
    if kind == "priority.respond":
        how = {"activate": "activate an ability of", "cast": "cast", "play": "play"}.get(one.get("how", ""),
                                                                                         "cast or use")
        how = "cycle" if one.get("ability") == "cycle" else how
        stack = role.get("spell", "that")
        if one.get("object") == "land_played" and "response" in role:
            how = "play"                     # "can I play Forest in response to A": the land is the response
        elif one.get("object") == "land_played":
            return f"can a player{neg} respond to {stack} being played?"
        if one.get("object") == "ability":
            stack += "'s ability"
        if "response" not in role:
            return f"can a player{neg} respond to {stack}?"
        return f"can a player{neg} {how} {role['response']} while {stack} is on the stack?"
    if kind == "player.harmed":
        whom = {"you": "you", "opponent": "your opponent"}.get(one.get("whom", ""), "that player")
        has = f" (who has protection from everything{', from ' + card('protector', '') if 'protector' in role else ''})" \
            if one.get("has") == one.get("whom") else f" (with what {card('protector', '')} gives its controller)" \
            if "protector" in role else ""
        return f"does {card('harmer', 'that card')} still{neg} affect {whom}{has}: does any of its effects reach " \
               f"{whom} without targeting or dealing damage?"
    if kind == "targeting.player":
        whom = {"you": "you", "opponent": "your opponent", "any": "a player"}.get(one.get("player", ""), "that player")
        told = reading.obj(role.get("source", ""))
        owner = "" if told is not None and told.controller else {"you": "your ", "opponent": "your opponent's "}.get(
            one.get("actor", ""), "")
        holder, _, quality = one.get("player_has", "").partition(":")
        if holder in ("target", one.get("player")):
            whom += f" with {quality}"
        elif holder:
            whom += f" while {'you have' if holder == 'you' else 'your opponent has'} {quality}"
        return f"can {owner}{source()}{neg} target {whom}?"
    if kind == "activation.twice":
        what = "a planeswalker's loyalty ability" if "source" not in role else (
            f"{card('source', 'its')}'s {one['loyalty']} ability" if "loyalty" in one else
            f"{card('source', 'its')}'s loyalty ability" if one.get("kind") == "loyalty" else
            f"{card('source', 'its')}'s ability")
        return f"can {what}{neg} be activated more than once in the same turn?"
    if kind == "copy.gets":
        asked = {"counters": "the counters on it", "tapped": "its tapped status", "damage": "the damage on it",
                 "attached": "the Auras and Equipment attached to it", "effects": "the bonuses other effects give it",
                 "legendary": "its legendary supertype", "abilities": "its abilities",
                 "keyword": one.get("keyword", "that keyword")}.get(one.get("what", ""), "that")
        return f"does the copy {card('copier', 'it')} makes of {card('original', 'that card')}{neg} get {asked}?"
    if kind == "counters.doubled":
        how = (f" from its {one['loyalty']} ability" if "loyalty" in one else
               " as it enters" if one.get("entering") == "yes" else "") + (f" (X = {one['x']})" if "x" in one else "")
        if one.get("ask") == "count":
            return f"how many counters does {card('source', 'it')} get{how} with {card('doubler', 'that card')}?"
        return f"does {card('doubler', 'it')}{neg} change how many counters {card('source', 'that card')} gets{how}?"
    if kind == "trigger.doubled":
        which = f"{one['keyword']} abilities" if "keyword" in one else "triggered ability"
        dying = [e.card for e in reading.scenario.events if e.kind == "dies"]
        when = f" when {dying[0]} dies" if dying else f" when something {one['event']}" if "event" in one else ""
        chosen = f" (the chosen type: {one['chosen']})" if "chosen" in one else ""
        in_play = [o.card for o in reading.scenario.objects if o.card not in role.values() and o.card not in dying]
        by = f" with {card('doubler', '')}" if "doubler" in role else \
            f" with {' and '.join(_who(reading, c) for c in in_play)} in play" if in_play else ""
        if one.get("ask") == "count":
            return f"how many times does {card('watcher', 'its')}'s {which} trigger{when}{by}{chosen}?"
        times = {"2": "twice"}.get(one.get("times", "2"), f"{one.get('times')} times")
        if "keyword" in one:
            return f"do {card('watcher', 'its')}'s {which} trigger {times} in all{when}{by}{chosen}?"
        return f"does {card('watcher', 'its')}'s {which}{neg} trigger {times}{when}{by}{chosen}?"
    if kind == "tokens.doubled":
        tokens = f"{one['kind'].capitalize()} tokens" if "kind" in one else "tokens"
        if one.get("ask") == "count":
            return f"how many {tokens} does {card('creator', 'it')} create with {card('doubler', 'that card')}?"
        return f"does {card('doubler', 'it')}{neg} make {card('creator', 'that card')} create more {tokens}?"
    if kind == "ward.triggers":
        warded = card("warded", "a permanent with ward")
        by = {"own": "its controller targets", "you": "you target", "opponent": "an opponent targets"}.get(
            one.get("targeter", ""), "")
        with_source = f" with {card('source', '')}" if "source" in role else ""
        if one.get("ask") == "countered":
            unpaid = {"no": " and the ward cost isn't paid", "yes": " and the ward cost is paid"}.get(
                one.get("paid", ""), "")
            return f"when {by or 'a player targets'} {warded}{with_source}{unpaid}, is that spell or ability{neg} " \
                   "countered?"
        if one.get("kind") == "ability" and not by and "source" not in role:
            return f"does ward{neg} trigger when an opponent's ability targets {warded}?"
        if "warded" not in role:
            on = described_text(one, "a permanent") if one.get("object") else "a permanent"
            return f"does ward on {on}{neg} trigger when {by or 'a player targets'} it{with_source}?"
        return f"does {warded}'s ward{neg} trigger when {by or 'a player targets'} it{with_source}?"
    if kind == "copy.costs":
        by = f" with {card('copier', '')}" if "copier" in role else ""
        if one.get("ask") == "choices":
            return f"when {card('spell', 'a spell')} is copied{by}, is the copy{neg} kicked too?"
        if one.get("ask") in ("modes", "targets"):
            what = "a different mode" if one["ask"] == "modes" else "new targets"
            return f"when {card('spell', 'a spell')} is copied{by}, can{neg} {what} be chosen for the copy?"
        return f"when {card('spell', 'a spell')} is copied{by}, are its costs{neg} paid again for the copy?"
    if kind == "regen.saves":
        return f"does regenerating {card('creature', 'a creature')}{neg} save it from {card('effect', 'that')}?"
    if kind == "keyword.damage":
        damage_keyword = one.get("keyword", "the keyword")
        keyword_said = f"{card('creature', '')}'s {damage_keyword}" if "creature" in role else damage_keyword
        if one.get("kind") == "instances":
            return f"do two instances of {keyword_said}{neg} do more than one?"
        damage = {"noncombat": "noncombat damage", "fight": "damage dealt in a fight",
                  "ability": "damage its abilities deal"}.get(one.get("kind", ""), "damage")
        if "to" in one:
            damage += f" dealt to a {one['to']}"
        return f"does {keyword_said}{neg} work with {damage}?"
    if kind == "fight.dies":
        fighters = list(dict.fromkeys(card(r, "") for r in ("fighter", "asked", "fought") if r in role))
        if "effect" in role:
            fighters = [_who(reading, n) for e in reading.scenario.events for n in (e.target, *e.more_targets)
                        if n is not None]
        fight = f"{' and '.join(fighters)} fight" if len(fighters) == 2 else "two creatures fight"
        if "effect" in role:
            fight += f" ({card('effect', '')} makes them)"
        which_asked = {"which": "which of them dies", "survivors": "which of them survives", "both": "do both die",
                       "any": "does either die"}.get(one.get("ask", ""))
        if which_asked:
            return f"when {fight}, {which_asked}?"
        return f"when {fight}, does {card('asked', 'it')} {'die' if prop.polarity else 'survive'}?"
    if kind == "cost.options":
        # the card's bare name: "cast for its kicker cost" is what is asked, not told
        name = role.get("object", "a spell with {X} in its mana cost")
        asked = f"a value other than 0 for X for {name}" if one.get("cost") == "x" else \
            f"{name}'s additional cost" if one.get("cost") == "mandatory" else \
            f"{name}'s {one.get('cost', 'optional')} cost"
        verb = "be chosen" if one.get("cost") == "x" else "be paid"
        if "source" in role:
            when = {"put": f"when {card('source', '')} puts it onto the battlefield",
                    "free": f"when {card('source', '')} casts it without paying its mana cost"}.get(
                one.get("how", ""), f"with {card('source', '')}")
        else:
            when = {"put": "when it is put onto the battlefield",
                    "free": "when it is cast without paying its mana cost"}.get(one.get("how", ""), "when it is cast")
        if one.get("cost") == "mandatory":
            # "must I still sacrifice a creature?": whether the cost is paid, not whether it may be
            return f"is {asked}{neg} still paid {when}?"
        return f"can {asked}{neg} {verb} {when}?"
    if kind == "sacrifice.any":
        what = card("object", "") or described_text(one, "that permanent")
        return f"can {what}{neg} be sacrificed (when something has its controller sacrifice a permanent)?"
    if kind == "sacrifice.cost":
        return f"can {card('object', 'it')}{neg} be sacrificed to pay a cost of {card('source', 'that card')}?"
    if kind in ("cast.timing", "cast.timing_kind"):
        how = {"activate": "activate an ability of", "play": "play"}.get(one.get("how", ""), "cast")
        step_ = {"combat": "combat", "upkeep": "the upkeep", "end_step": "the end step", "draw_step": "the draw step",
                 "instant_speed": "instant speed"}.get(one.get("when", ""))
        whose = {"opponent": "an opponent's turn", "you": "their own turn"}.get(one.get("whose", ""))
        when = (f"at {step_}" if one.get("when") == "instant_speed" else "in response (while something is on the "
                "stack)" if one.get("when") == "in_response" else
                f"during {step_} of {whose}" if step_ and whose else f"during {step_ or whose or 'that time'}")
        who = {"you": "you", "opponent": "an opponent"}.get(one.get("caster", ""), "a player")
        if one.get("ability") == "equip":
            return f"can {who}{neg} activate {card('spell', 'its')}'s equip ability {when}?"
        if kind == "cast.timing_kind":
            return f"can {who}{neg} cast {spell_kind(one.get('kind', ''), one.get('flash') == 'yes')} {when}?"
        return f"can {who}{neg} {how} {card('spell', 'it')} {when}?"
    if kind == "cast.unpayable":
        where = {"graveyard": " from a graveyard", "exile": " from exile"}.get(one.get("zone", ""), "")
        return f"can a player{neg} cast {card('spell', 'it')}{where}, as {card('permission', 'that card')} allows?"
    if kind == "cast.madness":
        how = {"cycled": "it is cycled", "discarded": "it is discarded", "milled": "it is milled"}.get(
            one.get("how", ""), "that")
        if one.get("caster") == "not_owner":
            return f"can a player other than its owner{neg} cast {card('card', 'it')} for its madness cost after {how}?"
        return f"can {card('card', 'it')}{neg} be cast for its madness cost after {how}?"
    if kind == "dies.returns":
        had = [f"a {c} counter" for k, c in (("minus", "-1/-1"), ("plus", "+1/+1")) if one.get(k) == "yes"]
        had += [f"no {c} counters" for k, c in (("minus", "-1/-1"), ("plus", "+1/+1")) if one.get(k) == "no"]
        with_ = f" with {' and '.join(had)} on it" if had else ""
        when = " a second time, after it came back" if one.get("again") == "yes" else ""
        return f"if {card('object', 'it')} dies{with_}{when}, does it{neg} return to the battlefield (persist, undying)?"
    if kind == "damage.prevented":
        which = {"combat": "combat damage", "noncombat": "noncombat damage"}.get(one.get("combat", ""), "damage")
        to = {"you": " to you", "opponent": " to your opponent", "player": " to a player"}.get(one.get("to", ""), "")
        to = f" to {card('receiver', '')}" if "receiver" in role else to
        by = f" by {card('preventer', '')}" if "preventer" in role else ""
        if one.get("can") == "yes" and not by:
            return f"can the {which} {card('source', 'it')} would deal{to}{neg} be prevented?"
        if not prop.polarity:
            return f"does {card('source', 'it')} deal {which}{to}" + (f" (with {role['preventer']})" if by else "") + \
                " (is it not prevented)?"
        return f"is the {which} {card('source', 'it')} would deal{to} prevented{by}?"
    if kind == "damage.amount":
        to = {"you": " to you", "opponent": " to your opponent"}.get(one.get("to", ""), "")
        to = f" to {card('receiver', '')}" if "receiver" in role else to
        others = [_who(reading, o.card) for o in reading.scenario.objects if o.card not in role.values()]
        parts = ([f"X = {one['x']}"] if "x" in one else []) + others
        with_ = f" with {' and '.join(parts)}" if parts else ""
        if one.get("ask") == "modified" and "modifier" in role:
            return f"does {card('modifier', 'it')}{neg} change how much damage {card('source', 'it')} deals{to}?"
        if one.get("ask") == "told":
            return f"does {card('source', 'it')}{neg} deal {one.get('told', 'that much')} damage{to}{with_}?"
        return f"how much damage does {card('source', 'it')} deal{to}{with_}?"
    if kind == "zone.keeps":
        obj = card("object", "it")
        moved = {"flicker": "is flickered (exiled and returned)", "bounce": "is returned to its owner's hand",
                 "phase": "phases out"}.get(one.get("move", ""), "is moved")
        how = f"{moved} with {role['mover']}" if "mover" in role else moved
        if "attached" in role:
            return f"does {role['attached']}{neg} stay attached to {obj} after {obj} {how}?"
        kept = {"counters": "its counters", "damage": "the damage marked on it", "aura": "its Auras",
                "equipment": "its Equipment", "bonus": "the bonus"}.get(one.get("kept", ""), "that")
        if "effect" in role:
            kept = f"the bonus from {role['effect']}"
        return f"does {obj}{neg} keep {kept} after it {how}?"
    if kind == "enters.tapped":
        return f"does {card('permanent', 'it')}{neg} enter the battlefield tapped?"
    if kind == "land.timing":
        ask = one.get("ask", "play")
        if ask in ("uses_stack", "needs_empty", "respond"):
            return {"uses_stack": f"does playing a land{neg} use the stack?",
                    "needs_empty": f"does playing a land{neg} need an empty stack?",
                    "respond": f"can a player{neg} respond to a land being played?"}[ask]
        when = {"stack": "while a spell or ability is on the stack", "opponent_turn": "on an opponent's turn",
                "combat": "during combat", "beginning": "in the beginning or ending phase",
                "instant_speed": "at instant speed", "main": "in a main phase of their turn"}.get(one.get("when", ""),
                                                                                               "then")
        return f"can a player{neg} play a land {when}?"
    if kind == "land.plays":
        named = [role[r] for r in ("grant", "grant2", "grant3") if r in role]
        if one.get("ask") == "counted":
            return (f"does putting a land onto the battlefield with {_and(named) or 'it'}{neg} count as a land "
                    "played this turn?")
        copies = int(one.get("copies", "1"))
        count = {"2": "two", "3": "three", "4": "four"}.get(one.get("count", ""), "that many")
        actor = "your opponent" if one.get("actor") == "opponent" else "you"
        lands = f"{count} lands"
        if one.get("zone") and one.get("from_hand"):
            where = {"library": "the top of their library", "graveyard": "their graveyard"}[one["zone"]]
            lands = f"{lands} (one from their hand, one from {where})"
        whose = one.get("whose")
        turn = ("in one turn" if not whose or whose == one.get("actor", "you") else
                "on your turn" if whose == "you" else "on an opponent's turn")
        held = []
        for name in named:
            told = reading.obj(name)
            owner = "an opponent's " if told is not None and told.controller == "opponent" else ""
            several = {2: "two copies of ", 3: "three copies of ", 4: "four copies of "}.get(copies, "")
            held.append(f"{several}{owner}{name}")
        with_ = f" with {_and(held)}" if held else ""
        if one.get("ask") == "how_many":
            return f"how many lands can {actor} play {turn}{with_}?"
        return f"can {actor}{neg} play {lands} {turn}{with_}?"
    if kind == "duration.lasts" and one.get("what") == "damage" and "effect" not in role:
        if not prop.polarity:
            return "is damage marked on a creature removed at the end of the turn?"
        return "does damage marked on a creature last into the next turn?"
    if kind == "duration.lasts":
        if not prop.polarity:
            return f"does the effect of {card('effect', 'it')} end at the end of the turn it happened?"
        return f"does the effect of {card('effect', 'it')} last into the next turn?"
    if kind == "counter.refund":
        how = "is removed for lack of legal targets" if one.get("how") == "fizzles" else "is countered"
        return f"when {card('spell', 'a spell or ability')} {how}, are the costs paid for it{neg} refunded?"
    if kind == "sba.permanent":
        attached = card("permanent", "")
        return {"aura": f"when the permanent it enchants leaves, is {attached or 'an Aura'}{neg} put into its "
                        "owner's graveyard?",
                "equipment": f"when the permanent it equips leaves, is {attached or 'an Equipment'}{neg} put into "
                             "the graveyard?",
                "token": f"does a token that dies{neg} go to the graveyard?",
                "counters": f"do +1/+1 and -1/-1 counters on one permanent{neg} cancel out?",
                "defense": f"is a battle with 0 defense{neg} put into its owner's graveyard?"}.get(
            one.get("what", ""), f"is {attached or 'it'}{neg} put into its owner's graveyard?")
    if kind == "sba.loses":
        return {"life_zero": f"does a player with 0 or less life{neg} lose the game?",
                "life_positive": f"does a player with 1 or more life{neg} lose the game?",
                "poison_ten": f"does a player with ten or more poison counters{neg} lose the game?",
                "poison_fewer": f"does a player with fewer than ten poison counters{neg} lose the game?",
                "drew_empty": f"does a player who draws from an empty library{neg} lose the game?",
                "library_empty": f"does a player whose library is empty{neg} lose the game without drawing?",
                "loyalty_zero": f"is a planeswalker with 0 loyalty{neg} put into its owner's graveyard?"}.get(
            one.get("sba", ""), "does a player lose the game?")
    if kind == "respond.kind":
        what = {"spell": "a spell", "triggered": "a triggered ability", "activated": "an activated ability",
                "mana": "a mana ability", "face_up": "a face-down creature being turned face up"}.get(
            one.get("kind", ""), "that")
        return f"can a player{neg} respond to {what}?"
    if kind == "status.combat":
        told = reading.obj(role.get("permanent", ""))
        state = " while it is tapped" if one.get("state") == "tapped" and not (
            told is not None and "tapped" in told.status) else ""
        ask = one.get("ask", "")
        if ask == "taps_attacking":
            return f"does {card('permanent', 'it')}{neg} become tapped when it attacks?"
        if ask == "untaps":
            return f"does {card('permanent', 'it')}{neg} untap during its controller's untap step?"
        others = [_who(reading, o.card) for o in reading.scenario.objects if o.card != role.get("permanent")]
        with_ = f" with {_and(others)} in play" if others else ""
        return f"can {card('permanent', 'it')}{neg} {ask or 'attack or block'}{state}{with_}?"
    if kind == "status.activate":
        what = {"without_tap": "its abilities whose costs don't include {T}", "tap_ability": "an ability with {T} in "
                "its cost", "any": "its abilities"}.get(one.get("ask", ""), "its abilities")
        return f"can a tapped permanent{neg} activate {what}?"
    if kind == "status.works":
        told = reading.obj(role.get("permanent", ""))
        told_state = told is not None and one.get("state") in told.status
        state = f" while it is {one['state']}" if "state" in one and not told_state else ""
        return f"do the abilities of {card('permanent', 'it')}{neg} work{state}?"
    if kind == "cost.payable":
        at = f" at {one['life']} life" if "life" in one else ""
        if "source" not in role:
            return f"can a player{neg} pay {one.get('pay', 'that much')} life{at}?"
        if one.get("ask") == "times":
            return f"how many times can a player activate the ability of {card('source', 'it')} that costs life{at}?"
        how = {"activate": "activate an ability of", "cast": "cast"}.get(one.get("how", ""), "pay the cost of")
        paying = " paying only life where its cost allows" if one.get("means") == "life" else ""
        return f"can a player{neg} {how} {card('source', 'it')}{at}{paying}?"
    if kind == "sba.dies":
        verb = "survive" if not prop.polarity else "die"
        changes = [f"gets {one['pt']}"] if "pt" in one else []
        if "damage" in one:
            changes.append(f"is dealt {one['damage']} damage" + (f" by {role['source']}" if "source" in role else ""))
        under = [card(r, "") for r in ("effect", "effect2") if r in role]
        return f"does {card('creature', 'it')} {verb}" + (f" when it {' and '.join(changes)}?" if changes else
                                                         f" with {_and(under)}?" if under else "?")
    if kind == "sba.respond":
        what = f"gets {one['pt']}" if "pt" in one else "has lethal damage"
        return f"can a player{neg} respond after {card('creature', 'it')} {what}, before it dies?"
    if kind == "sba.legend":
        if "second" in role and not prop.polarity:
            return (f"does the legend rule put {card('permanent', 'it')} or {card('second', 'the other')} into a "
                    "graveyard?")
        if "second" in role:
            return (f"can {card('permanent', 'it')} and {card('second', 'the other')} stay on the battlefield "
                    "together under the legend rule?")
        return f"can a player control two {card('permanent', 'of it')} at once?"
    if kind == "trigger.fires" and one.get("event") in _ACTS:
        watcher = _who(reading, role["watcher"], how=False) if "watcher" in role else "it"
        who = {"you": "you", "opponent": "an opponent"}.get(one.get("actor", ""), "a player")
        what = card("subject", "a card") if one.get("discarded") != "unnamed" else \
            "a card" + (f" to {role['subject']}" if "subject" in role else "")
        acts = {"discards": f"discard{'s' if who != 'you' else ''} {what}",
                "cycles": f"cycle{'s' if who != 'you' else ''} {what}",
                "draws": f"draw{'s' if who != 'you' else ''} a card",
                "gains_life": f"gain{'s' if who != 'you' else ''} life",
                "loses_life": f"lose{'s' if who != 'you' else ''} life",
                "milled": f"{'are' if who == 'you' else 'is'} milled" + (f" by {role['subject']}" if "subject" in role
                                                                          else "")}[one["event"]]
        return f"does {watcher}'s ability{neg} trigger when {who} {acts}?"
    if kind == "trigger.order":
        cards = " and ".join(_who(reading, o.card) for o in reading.scenario.objects) or "the cards named"
        turn = {"yours": " on your turn", "opponent": " on your opponent's turn"}.get(one.get("turn", ""), "")
        return f"when the abilities of {cards} trigger at the same time{turn}, whose resolves first?"
    if kind == "trigger.times":
        watcher = _who(reading, role["watcher"], how=False) if "watcher" in role else "it"
        event = {"dies": "die", "enters": "enter the battlefield", "attacks": "attack", "exiled": "are exiled",
                 "bounced": "are returned to their owners' hands"}.get(one.get("event", ""), "do that")
        when = f"when {described_text(one, 'those objects')} {event} at the same time"
        if "told" in one:
            times = {"1": "once", "2": "twice"}.get(one["told"], f"{one['told']} times")
            return f"does {watcher}'s ability{neg} trigger {times} {when}?"
        return f"how many times does {watcher}'s ability trigger {when}?"
    if kind in ("trigger.fires", "trigger.object"):
        happens = {"dies": "dies", "enters": "enters the battlefield", "attacks": "attacks",
                   "cast": "is cast or resolves", "exiled": "is exiled from the battlefield",
                   "bounced": "is returned to its owner's hand",
                   "put": "is put onto the battlefield (not cast)", "copy": "is copied",
                   "played": "is played", "blocks": "blocks", "becomes_blocked": "becomes blocked",
                   "tapped": "becomes tapped", "untaps": "becomes untapped"}.get(
                       one.get("event", ""))
        if one.get("event") == "dies" and one.get("how") in ("destroyed", "sacrificed"):
            happens = f"is {one['how']} (and so dies)"
        if kind == "trigger.object":
            watcher = _who(reading, role["watcher"], how=False) if "watcher" in role else "it"
            if one.get("event") == "cast":
                caster = {"you": "you cast", "opponent": "your opponent casts"}.get(one.get("caster", ""),
                                                                                     "a player casts")
                return f"does {watcher}'s ability{neg} trigger when {caster} {described_text(one, 'a spell')}?"
            return (f"does {watcher}'s ability{neg} trigger when {described_text(one, 'that permanent')} "
                    f"{happens or 'does that'}?")
        unbound = [o.card for o in reading.scenario.objects if o.card not in role.values()]
        died = [e.card for e in reading.scenario.events if e.kind == "dies"]
        subject = card("subject", "") or (_who(reading, died[0]) if len(died) == 1 else _who(reading, unbound[0])
                                          if len(unbound) == 1 else "it" if not unbound and "watcher" in role else "")
        watcher = _who(reading, role["watcher"], how=False) if "watcher" in role else "it"
        told = reading.obj(role.get("watcher", ""))
        if told is not None and "unblocked" in told.status and role.get("subject") in (None, role["watcher"]) and \
                {v for k, v in prop.params if k == "event"} <= {"attacks", "cast", "played"}:
            return f"does {watcher}'s ability{neg} trigger in this combat, as it attacks and isn't blocked?"
        arrived = [o for o in reading.scenario.objects if o.arrived]
        if happens is None and len(arrived) == 1:
            how = ("is returned to the battlefield by unearth" if arrived[0].arrived == "unearth" else
                   f"is cast for its {arrived[0].arrived} cost and enters the battlefield")
            who = "it" if arrived[0].card == role.get("watcher") else arrived[0].card
            return f"does {watcher}'s ability{neg} trigger when {who} {how}?"
        if happens is None and one.get("itself") == "yes":
            return f"does {watcher}'s ability{neg} trigger for {watcher} itself (the event it watches)?"
        if one.get("event") == "targeted":
            who = {"you": "you target", "opponent": "an opponent targets"}.get(one.get("targeter", ""),
                                                                                "it is targeted")
            return f"does {watcher}'s ability{neg} trigger when {who}{' it' if 'targeter' in one else ''}" + \
                (f" with {subject}?" if subject else "?")
        if one.get("event") == "dealt_damage":
            dealt = {"combat": "combat ", "noncombat": "noncombat "}.get(one.get("damage_kind", ""), "")
            by = f" by {subject}" if one.get("damage_from") == "named" and subject else ""
            who = "it" if by or not subject else subject
            return f"does {watcher}'s ability{neg} trigger when {who} is dealt {dealt}damage{by}?"
        if one.get("event") == "deals_damage":
            dealt = {"combat": "combat ", "noncombat": "noncombat "}.get(one.get("damage_kind", ""), "")
            to = {"you": " to you", "opponent": " to your opponent", "player": " to a player",
                  "creature": " to a creature", "planeswalker": " to a planeswalker",
                  "battle": " to a battle"}.get(one.get("damage_to", ""), "")
            return f"does {watcher}'s ability{neg} trigger when {subject or 'it'} deals {dealt}damage{to}?"
        if one.get("combat_with") == "named" and "subject" in role and happens in ("blocks", "becomes blocked"):
            other = f" {role['subject']}" if happens == "blocks" else f" by {role['subject']}"
            return f"does {watcher}'s ability{neg} trigger when it {happens}{other}?"
        if happens is None or not subject:
            return f"does {watcher}'s ability{neg} trigger?"
        if one.get("together") == "yes" and "subject" not in role and one.get("event") in ("dies", "enters"):
            both = {"dies": "die", "enters": "enter the battlefield"}[one["event"]]
            return f"does {watcher}'s ability{neg} trigger when it and {subject} {both} at the same time?"
        together = f" at the same time as {watcher}" if one.get("together") == "yes" else ""
        if one.get("event") in ("copy", "cast"):
            # how it was copied or cast: with a card, by cascade or discover, without paying its mana cost
            way = {"cascade": " by cascade", "discover": " by discover", "free": " without paying its mana cost"}.get(
                one.get("how", ""), "")
            with_card = f" with {role['effect']}" if "effect" in role and role["effect"] != role.get("subject") else ""
            happens += way or with_card
        return f"does {watcher}'s ability{neg} trigger when {subject} {happens}{together}?"
    if kind == "resolve.still" and "prohibitor" in role:
        return f"with {card('prohibitor', '')} in play, does {card('spell', 'the spell')}{neg} still do this as it " \
               f"resolves: \"{one.get('effect', 'that')}\"?"
    if kind == "resolve.still":
        after = " after the responses stated" if reading.scenario.events else ""
        if not prop.polarity:
            return f"does {card('spell', 'the spell')} fail to resolve (fizzle){after}?"
        if one.get("effect"):
            return f"does {card('spell', 'the spell')} still resolve{after}, doing this: \"{one['effect']}\"?"
        return f"does {card('spell', 'the spell')} still resolve{after}?"
    if kind == "ability.granted":
        subject = "itself" if one.get("itself") == "yes" and "subject" not in role else card("subject", "it")
        granted = one.get("keyword") or one.get("pt") or "that ability"
        effects = [card(r, "") for r in ("effect", "effect2", "effect3") if r in role]
        if "granter" not in role and effects:
            return f"does {subject}{neg} have {granted} with {_and(effects)}?"
        if "granter" not in role and "subject" in role:
            return f"does {subject}{neg} have {granted} of its own?"
        return f"does {card('granter', 'it')}{neg} give {subject} {granted}?"
    if kind == "combat.dies":
        verb = "survive" if not prop.polarity else "die"
        cast = [f"{e.card} is cast on {e.target}" for e in reading.scenario.events
                if e.kind in ("cast", "respond") and e.target]
        blocking = [_who(reading, o.card) for o in reading.scenario.objects if "blocking" in o.status]
        blockers = _and(blocking) + " block" if len(blocking) > 1 else f"{card('blocker', 'it')} blocks"
        fight = f"when {blockers} {card('attacker', 'that creature')}" + (
            f" and {_and(cast)}" if cast else "") + ", "
        them = {"which": "which of them die", "survivors": "which of them survive", "both": f"do both{neg} die",
                "any": f"does either of them{neg} die"}.get(one.get("ask", ""))
        return fight + (f"{them} in combat?" if them else f"does {card('asked', 'it')} {verb} in combat?")
    if kind == "combat.damage":
        player = {"you": "you", "opponent": "your opponent"}.get(one.get("whom", ""), "the defending player")
        blocked = f"is blocked by {card('blocker', '')}" if "blocker" in role else "isn't blocked"
        does = "do" if player == "you" else "does"
        asked = {"life": "how much life do you gain", "life_any": f"do you{neg} gain life",
                 "amount": f"how much combat damage {does} {player} take",
                 "told": f"{does} {player}{neg} take {one.get('told')} combat damage",
                 "any": f"{does} {player}{neg} take any combat damage"}[one.get("ask", "any")]
        attacking = [_who(reading, o.card) for o in reading.scenario.objects if "attacking" in o.status]
        if len(attacking) > 1 and "blocker" not in role:
            return f"when {_and(attacking)} attack and none is blocked, {asked} from them in all?"
        return f"when {card('attacker', 'it')} attacks and {blocked}, {asked} from it?"
    if kind == "combat.object":
        verb = "survive" if not prop.polarity else "die"
        what = described_text(one, "that creature")
        blocker, attacker = (what, card("attacker", "it")) if one.get("described") == "blocker" else (
            card("blocker", "it"), what)
        return f"when {blocker} blocks {attacker}, does {card('asked', 'it')} {verb} in combat?"
    if kind == "counter.can":
        thing = "'s ability" if one.get("object") == "ability" else ""
        return f"can {card('counter', 'it')}{neg} counter {card('spell', 'that spell')}{thing}?"
    if kind == "block.forced":
        return f"must {card('blocker', 'it')}{neg} block {card('attacker', 'that creature')}?"
    alone = " alone (with no other blocker)" if one.get("alone") == "yes" else ""
    if kind == "block.can":
        return f"can {card('blocker', 'it')}{neg} block {card('attacker', 'that creature')}{alone}?"
    if kind == "block.object":
        what = described_text(one, "that creature")
        if one.get("described") == "both":
            return f"can {what}{neg} block {described_text({'object': one.get('object2', '')}, 'that creature')}{alone}?"
        if one.get("described") == "blocker":
            return f"can {what}{neg} block {card('attacker', 'that creature')}{alone}?"
        return f"can {card('blocker', 'it')}{neg} block {what}{alone}?"
    if kind == "cost.modified":
        change = {"more": "cost more", "less": "cost less"}.get(one.get("direction", ""), "cost more or less")
        others = [o.card for o in reading.scenario.objects if o.card not in role.values()]
        modifier = card("modifier", "") or (_who(reading, others[0]) if len(others) == 1 else "it")
        chose = f" ({one['chosen']} chosen)" if "chosen" in one else ""
        return f"does {modifier}{chose}{neg} make {card('spell', 'that spell')} {change} to cast?"
    if kind == "cast.allowed":
        when = {"combat": " during combat", "upkeep": " in an upkeep", "end_step": " in an end step", "draw_step":
                " in a draw step", "instant_speed": " at instant speed", "in_response": " in response"}.get(
                    one.get("when", ""), "")
        when += {"opponent": " on an opponent's turn", "you": " on your own turn"}.get(one.get("whose", ""), "")
        where = {"graveyard": " from a graveyard", "exile": " from exile", "library": " from a library",
                 "hand": " from a hand"}.get(one.get("zone", ""), "")
        while_held = f" while {card('prohibitor', '')} is in play" if "prohibitor" in role else ""
        return f"can {card('spell', 'that spell')}{neg} be cast{where}{when}{while_held}?"
    if kind == "attach.stays" and "granter" in role:
        enchanted = {"opponent": "your opponent", "you": "you"}.get(one.get("enchanted", ""), "the player it enchants")
        told_cast = " (cast, as told)" if one.get("cast") else ""
        return f"does {card('attachment', 'it')}{neg} fall off {enchanted} once " \
               f"{card('granter', 'that card')}{told_cast} protects its controller?"
    if kind == "attach.stays":
        return f"does {card('attachment', 'it')}{neg} fall off {card('object', 'that permanent')} when it gains " \
               f"protection from {one.get('quality', 'that quality')}?"
    if kind == "attach.legal":
        by = f" by {card('attacher', '')}'s effect" if "attacher" in role else ""
        return f"can {card('attachment', 'it')}{neg} be attached to {card('object', 'that permanent')}{by}?"
    if kind == "commander.damage":
        if one.get("ask") == "counts":
            if one.get("holder") == "commander":
                return f"does the damage {card('source', 'that card')}'s ability has the commander it equips deal" \
                       f"{neg} count as commander damage?"
            return f"does the damage {card('source', 'that card')}'s ability deals{neg} count as commander damage?"
        return f"does {card('source', 'that card')}{neg} keep you from being dealt commander damage?"
    if kind == "cost.total":
        in_play = [card("modifier", "")] if "modifier" in role else []
        in_play += [_who(reading, o.card) for o in reading.scenario.objects if o.card not in role.values()]
        copies_of = {"2": "two copies of ", "3": "three copies of "}.get(one.get("copies", ""), "")
        with_them = f" with {copies_of}{' and '.join(w for w in in_play if w)} in play" if any(in_play) else ""
        with_them += f", {one['chosen']} chosen" if "chosen" in one else ""
        if "told" in one:
            return f"does {card('spell', 'that spell')}{neg} cost {one['told']} to cast{with_them}?"
        return f"what does {card('spell', 'that spell')} cost to cast{with_them}?"
    if kind == "activation.allowed":
        which = {"mana": "mana ability", "cycle": "cycling ability", "equip": "equip ability", "crew": "crew ability",
                 "loyalty": "loyalty ability"}.get(one.get("ability", ""), "activated ability")
        which = {"return": "ability that returns it", "regenerate": "ability that regenerates it", "untap":
                 "ability that untaps it", "transform": "ability that transforms it", "sacrifice": "ability that "
                 "sacrifices it", "animate": "ability that makes it a creature"}.get(one.get("action", ""), which)
        if "source" not in role:
            # no card has it: any ability of that kind ("does Stabilizer stop landcycling?")
            any_one = {"mana": "a mana ability", "cycle": "a cycling ability", "equip": "an Equipment's equip "
                       "ability", "crew": "a Vehicle's crew ability", "loyalty": "a planeswalker's loyalty ability"
                       }.get(one.get("ability", ""), "an activated ability")
            return f"can {any_one}{neg} be activated while {card('prohibitor', 'that card')} is in play?"
        given = [_who(reading, o.card) for o in reading.scenario.objects if o.card != role.get("source")]
        while_ = f" while {', '.join(given)} {'is' if len(given) == 1 else 'are'} in play" if given else ""
        told = reading.obj(role.get("source", ""))
        if "state" in one and (told is None or one["state"] not in told.status):
            while_ += f"{' and' if while_ else ' while'} it is {one['state']}"
        return f"can {card('source', 'its')}'s {which}{neg} be activated{while_}?"
    if kind == "counter.any":
        return f"can {card('spell', 'it')}{neg} be countered (by a spell or ability that counters it)?"
    if kind == "trigger.stopped":
        which = P.TRIGGER_KINDS.get(one.get("event", ""), "triggered abilities")
        if prop.polarity and one.get("effect"):
            return (f"does {card('stopper', 'that card')} stop {card('watcher', 'it')} from {one['effect']} (the "
                    f"ability of {card('watcher', 'it')} that does it)?")
        if prop.polarity:
            return f"does {card('stopper', 'that card')} stop {card('watcher', 'its')}'s {which}?"
        return f"do {card('watcher', 'its')}'s {which} trigger while {card('stopper', 'that card')} is in play?"
    if kind == "targeting.legal":
        chosen = card('target', 'that')
        if "targeted" in one:
            chosen += f"'s {'' if one['targeted'] == 'ability' else one['targeted'] + ' '}ability on the stack"
        if one.get("copy"):
            return f"can {source()}{neg} copy {chosen}?"
        return f"can {source()}{_HOW_TARGETING.get(one.get('how', ''), '')}{neg} target {chosen}?"
    if kind == "targeting.object" and "source" not in role:
        who = {"you": "you", "opponent": "your opponent"}.get(one.get("actor", ""), "a player")
        return f"can {who}{neg} target {described_text(one, 'that object')} (with any spell or ability)?"
    if kind == "targeting.object":
        what = described_text(one, "that object")
        told = reading.obj(role.get("source", ""))
        owner = "" if told is not None and told.controller else {"you": "your ", "opponent": "your opponent's "}.get(
            one.get("actor", ""), "")
        return f"can {owner}{source()}{_HOW_TARGETING.get(one.get('how', ''), '')}{neg} target {what}?"
    return f"{kind}?"
