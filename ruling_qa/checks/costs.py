"""Costs: does another permanent make a spell cost more or less to cast?

601.2f: the total cost is the mana cost (or an alternative cost) plus all cost increases, less all
reductions; a generic reduction ("{1} less") reduces only the generic part of the cost, so it
doesn't change a cost with no generic mana (and reduces X only once X is chosen, 107.3). A
modifier says which spells it applies to: types and colours ("Noncreature spells", "Black creature
spells"), "and" joining alternatives ("Instant and sorcery spells"), who casts them ("you cast",
"your opponents cast"), mana value limits, keywords ("with flying").
"""
from __future__ import annotations

import re
from itertools import product

from ..models import Ability, Card, Face, Step, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import (CAST_BY, PERMANENT_TYPES, abilities, front, is_activated, is_permanent, keyword_map, name_list,
                    never_cast, object_fits, shown, step, text_of, types_of, whose)

_CHOSEN = re.compile(r"\s*\b(?:of the chosen (?:creature )?(?:type|color)|with the chosen name)\b", re.I)
_MODIFIER = re.compile(r"^(?P<what>[^.]+?) cost (?P<amount>(?:\{[^}]+\})+) (?P<dir>more|less) to cast\.$", re.I)


def _cost_modifiers(card: Card, other_words: str) -> list[tuple[Ability, re.Match]] | None:
    """`card`'s "... spells cost {1} more/less to cast" abilities; None when another of its abilities speaks of
    costs (`other_words`) in a way this doesn't read."""
    found = [(a, m) for f in card.faces for a in f.abilities if a.kind == "static"
             for m in [_MODIFIER.match(text_of(a))] if m]
    read = [a for a, _ in found]
    if any(a not in read and re.search(other_words, text_of(a), re.I) for f in card.faces for a in f.abilities):
        return None
    return found


@check("costs.modifier.v1", intent="cost.modified",
       answers="Does B make spell A cost more or less to cast? Reads B's \"... spells cost {1} more/less to cast\", "
               "which spells and whose it covers, and what a generic reduction can reduce.",
       cites=("601.2f", "107.3", "118.7"),
       reads=Reads(roles=("spell",), optional=("modifier",), params=("direction", "chosen"),
                   scenario=("controller", "zone", "players")),
       examine=Examine(r"\bcosts?\b|\bless\b|\bmore\b|affinity|convoke|improvise|delve|rather than",
                       "changes what spells cost", "601.2f"),
       ruling_terms=("cost", "less", "more", "total cost"))
def cost_modifier(q: CheckInput) -> Verdict | None:
    spell = q.need("spell")
    # "My opponent controls A. Does my B cost more?": the one other card named is the modifier
    modifier = q.card("modifier") or (q.others[0] if len(q.others) == 1 else None)
    if modifier is None:
        return None
    face = front(spell)
    if len(spell.faces) > 1 or not face.types or never_cast(face):
        return None                          # several faces, or a card never cast (305.9, 315.3): not read here
    found = _cost_modifiers(modifier, r"\bcosts?\b[^.]*\b(?:more|less)\b")
    if not found:
        return None                          # no modifier, or one this check doesn't read
    asked = q.details.get("direction")
    steps: list[Step] = []
    values: list[str] = []
    assumptions: list[str] = []
    for ability, match in found:
        direction = match["dir"].lower()
        if asked is not None and asked != direction:
            steps.append(step(f"{modifier.name}: \"{shown(ability)}\" makes spells cost {direction}, not {asked}.",
                              "601.2f"))
            continue
        value = _weigh(q, modifier, spell, face, ability, match, steps, assumptions)
        if value is None:
            return None
        values.append(value)
    value = "yes" if "yes" in values else "depends" if "depends" in values else "no"
    label = f"cost {asked}" if asked else "cost more or less"
    answer = {"yes": f"Yes: {modifier.name} makes {spell.name} {label}.",
              "no": f"No: {modifier.name} doesn't make {spell.name} {label}.",
              "depends": f"It depends: {modifier.name} makes {spell.name} {label} only under the conditions "
                         "below."}[value]
    assumptions.append(f"{spell.name} is cast for its mana cost {face.mana_cost or '(none)'} (an increase or "
                       "reduction applies to an alternative cost too, 601.2f).")
    return Verdict(value, answer, tuple(steps), tuple(assumptions), examined=(modifier.name,))


def _weigh(q: CheckInput, modifier: Card, spell: Card, face: Face, ability, match, steps: list[Step],
           assumptions: list[str]) -> str | None:
    """`_one`'s value, its steps and assumption added to the ones given; None when it can't be read."""
    decided = _one(q, modifier, spell, face, ability, match)
    if decided is None:
        return None
    value, more_steps, assumption = decided
    steps += more_steps
    assumptions += [assumption] if assumption else []
    return value


def _one(q: CheckInput, modifier: Card, spell: Card, face: Face, ability, match
         ) -> tuple[str, list, str | None] | None:
    """(value, steps, assumption) for one "... spells cost {1} more to cast" of the modifier."""
    what, amount, direction = match["what"], match["amount"], match["dir"].lower()
    who, what = whose(what, CAST_BY)
    chosen = _CHOSEN.search(what)
    told = q.details.get("chosen") if chosen and "type" in chosen.group(0).lower() else None
    applies = object_fits(_CHOSEN.sub("", what) if told is None else f"{told} {_CHOSEN.sub('', what)}", spell)
    if applies is None:
        return None
    value, why = applies
    if told is not None:
        why = f"{why} ({told} was chosen)"
    elif chosen and value != "no":
        # "Creature spells of the chosen type": the choice made as it entered isn't told
        value, why = "depends", f"{why}, if it is {chosen.group(0).strip().replace('of ', '').replace('with ', 'has ')}"
    steps = [step(f"{modifier.name}: \"{shown(ability)}\"; {why}.", "601.2f")]
    assumption = None
    if value != "no" and who is not None:
        covered = "its controller casts" if who == "same" else "its controller's opponents cast"
        mine, theirs = q.controller("modifier"), q.controller("spell")
        if mine is None and theirs is None:
            # the question names no controller: it asks about the case the modifier is written for
            caster = f"{modifier.name}'s controller" if who == "same" else f"an opponent of {modifier.name}'s controller"
            assumption = f"{spell.name} is cast by {caster} (the question doesn't say)."
        elif mine is None or theirs is None:
            steps.append(step(f"It covers only spells {covered}, and the question doesn't say who controls "
                              f"{modifier.name if mine is None else spell.name}.", "601.2f"))
            value = "depends"
        elif (mine == theirs) != (who == "same"):
            steps.append(step(f"It covers only spells {covered}.", "601.2f"))
            value = "no"
    if value != "no" and direction == "less" and not re.search(r"\{[WUBRGC]", amount):
        generic, _, has_x = _mana_in((face.mana_cost or "",))
        if generic == 0 and not has_x:
            steps.append(step(f"A generic reduction reduces only generic mana, and {spell.name}'s cost "
                              f"{face.mana_cost} has none, so it still costs {face.mana_cost}.", "601.2f"))
            value = "no"
        elif generic == 0:
            steps.append(step(f"{spell.name}'s only generic mana is X: the reduction applies once X is chosen "
                              "(only to the mana X adds).", "601.2f", "107.3"))
            value = "depends" if value == "yes" else value
    return value, steps, assumption


_SYMBOL = re.compile(r"\{([^}]+)\}")
# a spell's own words that change what it costs (affinity, convoke, "This spell costs {1} less to cast ...")
_OWN_COST = re.compile(r"\bcosts? \{[^}]+\}[^.]* (?:more|less)\b|\baffinity\b|\bconvoke\b|\bimprovise\b|\bdelve\b|"
                       r"\bundaunted\b|\bassist\b", re.I)


def _symbols(cost: str) -> tuple[int, list[str]] | None:
    """(generic mana, the other symbols) of a mana cost of {N}, {W}{U}{B}{R}{G} and {C} symbols, else None."""
    generic, other = 0, []
    for symbol in _SYMBOL.findall(cost):
        symbol = symbol.upper()
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol in ("W", "U", "B", "R", "G", "C"):
            other.append(symbol)
        else:
            return None                      # X, hybrid, Phyrexian, snow: not read here
    return generic, other


def _written(generic: int, other: list[str], canonical: bool = False) -> str:
    """A mana cost written out: generic mana first, then the other symbols in the order printed (or, to
    compare two costs, in WUBRGC order)."""
    symbols = ([str(generic)] if generic or not other else []) + (sorted(other, key="WUBRGC".index) if canonical
                                                                  else other)
    return "".join(f"{{{s}}}" for s in symbols)


def _apply(generic: int, other: list[str], amount: str, direction: str) -> tuple[int, list[str], str]:
    """The cost after one increase or reduction by `amount` (601.2f), and the rule that applies."""
    changed = _symbols(amount)
    assert changed is not None
    by_generic, by_symbols = changed
    if direction == "more":
        return generic + by_generic, other + by_symbols, "601.2f"
    other, rule = list(other), "118.7a"
    for symbol in by_symbols:
        if symbol in other:
            other.remove(symbol)
        else:
            # 118.7b: a colored or colorless reduction the cost doesn't need reduces generic mana
            by_generic += 1
            rule = "118.7b"
    return max(0, generic - by_generic), other, rule


@check("costs.total.v1", intent="cost.total",
       answers="What does spell A cost to cast with the other named cards in play, or does it come to the cost told "
               "(\"does B reduce A's cost to {5}?\", two copies of B)? 601.2f: its mana cost plus every increase, "
               "less every reduction; a generic reduction reduces only generic mana (118.7a), never {C} or a color; "
               "a reduction by a color the cost doesn't have reduces generic mana (118.7b); never below {0}.",
       cites=("601.2f", "118.7", "118.7a", "118.7b", "202.1"),
       reads=Reads(roles=("spell",), optional=("modifier",), params=("told", "copies", "chosen"),
                   scenario=("controller", "zone", "players")),
       ruling_terms=("cost", "less", "more", "total cost", "generic"))
def total_cost(q: CheckInput) -> Verdict | None:
    spell = q.need("spell")
    named = q.card("modifier")
    modifiers = [c for c in ([named] if named is not None else []) + list(q.others) if c is not spell]
    face = front(spell)
    if len(spell.faces) > 1 or not face.types or never_cast(face):
        return None
    if any(_OWN_COST.search(text_of(a)) for a in face.abilities) or face.mana_cost is None:
        return None                          # its own text changes its cost, or it has none (118.6)
    printed = _symbols(face.mana_cost)
    copies = int(q.details.get("copies", "1"))
    if printed is None or copies > 1 and len(modifiers) > 1:
        return None                          # X or hybrid mana; or copies of one of several cards
    steps = [step(f"{spell.name}'s mana cost is {face.mana_cost}.", "202.1")]
    assumptions = [f"{spell.name} is cast for its mana cost, with no additional cost (601.2f)."] + (
        [] if modifiers else ["No effect in play changes what it costs."])
    examined, changes = [], []               # (amount, direction, times, sure)
    for modifier in modifiers:
        found = _cost_modifiers(modifier, r"\bcosts?\b|\bless\b|\bmore\b|affinity|convoke|improvise|delve|rather than")
        if found is None or any(_symbols(m["amount"]) is None for _, m in found):
            return None                      # a cost change this check doesn't read
        examined.append(modifier.name)
        if not found:
            steps.append(step(f"{modifier.name}: examined; it doesn't change what spells cost.", "601.2f"))
        for ability, match in found:
            value = _weigh(q, modifier, spell, face, ability, match, steps, assumptions)
            if value is None:
                return None
            times = copies if modifier is modifiers[0] else 1
            if value != "no":
                changes.append((match["amount"], match["dir"].lower(), times, value == "yes"))
    if sum(not sure for *_, sure in changes) > 1:
        return None                          # two changes that may apply may hang on one fact (whose spell it is)
    totals: dict[str, str] = {}              # each total the question leaves possible, compared -> written
    for applied in product(*[(True,) if sure else (True, False) for *_, sure in changes]):
        generic, other = printed
        for (amount, direction, times, _), applies in zip(changes, applied):
            for _ in range(times if applies else 0):
                generic, other, rule = _apply(generic, other, amount, direction)
                if rule == "118.7b":
                    steps.append(step(f"A reduction by {amount} the cost doesn't have reduces generic mana instead.",
                                      "118.7b"))
        totals[_written(generic, other, canonical=True)] = _written(generic, other)
    steps += [step(f"{'Each of the ' + str(times) + ' copies makes' if times > 1 else 'It makes'} it cost {amount} "
                   f"{direction}{'' if sure else ', if it applies'}.", "601.2f", "118.7a")
              for amount, direction, times, sure in changes]
    steps.append(step("Every increase is added and every reduction taken away; a reduction can't take the cost below "
                      "{0}.", "601.2f", "118.7"))
    steps = list(dict.fromkeys(steps))
    costs = name_list(sorted(totals.values()), "or")
    told = q.details.get("told")
    if told is None:
        if len(totals) > 1:
            return Verdict("depends", f"It depends: {spell.name} costs {costs} to cast here.", tuple(steps),
                           tuple(assumptions), examined=tuple(examined))
        return Verdict(None, f"{spell.name} costs {costs} to cast here.", tuple(steps), tuple(assumptions),
                       examined=tuple(examined), amount=costs)
    wanted = _symbols(told)
    if wanted is None:
        return None
    asked = _written(*wanted, canonical=True)
    if set(totals) == {asked}:
        return Verdict("yes", f"Yes: {spell.name} costs {costs} to cast here.", tuple(steps), tuple(assumptions),
                       examined=tuple(examined))
    if asked not in totals:
        return Verdict("no", f"No: {spell.name} costs {costs} to cast here, never {told}.", tuple(steps),
                       tuple(assumptions), examined=tuple(examined))
    return Verdict("depends", f"It depends: {spell.name} costs {costs} to cast here.", tuple(steps),
                   tuple(assumptions), examined=tuple(examined))


# "Activated abilities of creatures you control cost {2} less to activate.", "Abilities you activate that aren't
# mana abilities cost {2} less ...", "Activated abilities cost {2} more to activate unless they're mana abilities."
_ABILITY_MODIFIER = re.compile(r"^(?P<what>(?:activated )?abilities(?: of [^.]+?)?(?: you activate)?(?: that aren't mana "
                               r"abilities)?|(?P<keyword>[a-z]+) abilities you activate) cost (?P<amount>(?:\{\d+\})+) "
                               r"(?P<dir>more|less) to activate(?P<unless> unless they're mana abilities)?\.$", re.I)
_FLOOR = re.compile(r"^this effect can't reduce the mana in that cost to less than one mana\.$", re.I)


def _mana_in(cost: tuple[str, ...]) -> tuple[int, int, bool]:
    """The generic mana, the other mana symbols and whether there is X, in an activation cost's parts."""
    symbols = [s for part in cost for s in re.findall(r"\{([^}]+)\}", part) if s.upper() not in ("T", "Q")]
    generic = sum(int(s) for s in symbols if s.isdigit())
    has_x = any(s.upper() == "X" for s in symbols)
    return generic, len([s for s in symbols if not s.isdigit() and s.upper() != "X"]), has_x


@check("costs.ability_modifier.v1", intent="cost.ability_modified",
       answers="Does B make A's activated ability cost more or less to activate? Reads B's \"Activated abilities of "
               "creatures you control cost {2} less to activate\" (whose abilities, mana abilities excepted), what a "
               "generic reduction can reduce (118.7a) and its floor of one mana.",
       cites=("602.2b", "601.2f", "118.7a", "107.3", "605.1a"),
       reads=Reads(roles=("source",), optional=("modifier",), params=("direction",),
                   scenario=("controller", "zone", "players")),
       examine=Examine(r"\bcosts?\b[^.]*\bto activate\b", "changes what abilities cost to activate", "602.2b"),
       ruling_terms=("activate", "cost", "less", "more"))
def ability_cost_modifier(q: CheckInput) -> Verdict | None:
    source, modifier = q.need("source"), q.card("modifier")
    if modifier is None or len(source.faces) > 1 or modifier is source:
        return None
    lines = [line for f in modifier.faces for a in f.abilities if a.kind == "static"
             for line in re.split(r"(?<=\.)\s+", text_of(a))]
    found = [(line, m) for line in lines for m in [_ABILITY_MODIFIER.match(line)] if m]
    floor = any(_FLOOR.match(line) for line in lines)
    unread = [line for line in lines if re.search(r"\bto activate\b", line, re.I)
              and not _ABILITY_MODIFIER.match(line) and not _FLOOR.match(line)]
    abilities = [a for a in front(source).abilities if is_activated(a)]
    if len(found) != 1 or unread or not abilities:
        return None                          # no modifier, several, or one this check doesn't read
    line, match = found[0]
    direction, asked = match["dir"].lower(), q.details.get("direction")
    amount = int(match["amount"].strip("{}"))
    steps = [step(f"{modifier.name}: \"{line}\"", "602.2b", "601.2f")]
    if asked is not None and asked != direction:
        return Verdict("no", f"No: {modifier.name} makes abilities cost {direction}, not {asked}.", tuple(steps))
    what = match["what"].lower()
    covered = re.sub(r"^(?:activated )?abilities(?: of )?|(?: you activate)?(?: that aren't mana abilities)?$", "",
                     what).strip()
    assumptions = []
    if covered:
        if re.search(r"\b(?:cards?|graveyard|hand)\b", covered) or match["keyword"]:
            return None                      # abilities of cards in other zones, or of one keyword: not read here
        who, kinds = whose(covered)
        fits = object_fits(kinds, source)
        if fits is None:
            return None
        if fits[0] == "no" and any(re.search(r"\bbecomes? an? [^.]*\bcreature\b", text_of(a), re.I)
                                   for a in front(source).abilities):
            return None                      # it can become a creature (a "manland"): then it is one
        if fits[0] == "no":
            return Verdict("no", f"No: {modifier.name} doesn't change the cost of {source.name}'s abilities.",
                           tuple(steps + [step(f"It covers the abilities of {covered} only: {fits[1]}.", "602.2b")]))
        mine, theirs = q.controller("modifier"), q.controller("source")
        if who is not None:
            if mine is None and theirs is None:
                assumptions.append(f"{source.name} is controlled by {modifier.name}'s controller (the question "
                                   "doesn't say)." if who == "same" else f"{source.name} is controlled by an "
                                   f"opponent of {modifier.name}'s controller (the question doesn't say).")
            elif mine is None or theirs is None:
                return Verdict("depends", f"It depends on who controls {source.name}: {modifier.name} covers only "
                               f"the abilities of {covered}.", tuple(steps))
            elif (mine == theirs) != (who == "same"):
                covers = re.sub(r"\byou control\b", "its controller controls", covered)
                covers = re.sub(r"\byour opponents control\b", "its controller's opponents control", covers)
                return Verdict("no", f"No: {modifier.name} covers only the abilities of {covers}.", tuple(steps))
    elif "you activate" in what:
        assumptions.append(f"{source.name}'s controller is {modifier.name}'s controller (it covers abilities its "
                           "controller activates).")
    values = []
    for ability in abilities:
        cost = " ".join(ability.cost) or "(no cost)"
        if ability.kind == "mana" and ("aren't mana abilities" in what or match["unless"]):
            steps.append(step(f"{source.name}: \"{shown(ability)}\" is a mana ability, which it doesn't cover.",
                              "605.1a"))
            values.append("no")
            continue
        generic, other, has_x = _mana_in(ability.cost)
        if direction == "more":
            steps.append(step(f"{source.name}: \"{shown(ability)}\" costs {{{amount}}} more to activate.", "601.2f"))
            values.append("yes")
            continue
        # 118.7a: a generic reduction reduces only generic mana; "not to less than one mana": at least one stays
        reducible = generic - max(0, 1 - other) if floor else generic
        if has_x:
            steps.append(step(f"{source.name}: \"{shown(ability)}\": X is generic mana, so the reduction applies "
                              "to it once X is chosen" + (" (the cost can't go below one mana)" if floor else "") + ".",
                              "118.7a", "107.3"))
            values.append("yes")
        elif reducible > 0:
            steps.append(step(f"{source.name}: \"{shown(ability)}\" has {generic} generic mana in its cost {cost}, "
                              "which the reduction lowers.", "118.7a"))
            values.append("yes")
        else:
            why = "no mana at all" if not generic and not other else "no generic mana" if not generic else \
                "only one mana, and the cost can't go below one mana"
            steps.append(step(f"{source.name}: \"{shown(ability)}\" costs {cost}: {why}, so nothing is reduced.",
                              "118.7a"))
            values.append("no")
    value = values[0] if len(set(values)) == 1 else "depends"
    label = f"cost {direction}"
    answer = {"yes": f"Yes: {modifier.name} makes {source.name}'s ability {label} to activate.",
              "no": f"No: {modifier.name} doesn't make {source.name}'s ability {label} to activate.",
              "depends": f"It depends on which of {source.name}'s abilities: {modifier.name} makes some of them "
                         f"{label} to activate (below)."}[value]
    return Verdict(value, answer, tuple(steps), tuple(assumptions), examined=(modifier.name,))


# 118.6: no mana cost is an unpayable cost, and so is one based on it ("equal to its mana cost");
# 118.6a: an alternative cost, or casting it without paying its mana cost, can still be paid
_BASED_ON_MANA_COST = re.compile(r"\bequal to (?:its|the card's|that card's|their) mana cost\b", re.I)
_WITHOUT_PAYING = re.compile(r"\bwithout paying (?:its|their) mana costs?\b", re.I)
_CAST_FROM = re.compile(r"\bcast\b[^.]*\bfrom\b|\bhas (?:escape|flashback)\b|\bhave (?:escape|flashback)\b", re.I)


@check("costs.unpayable.v1", intent="cast.unpayable",
       answers="Can A, a card with no mana cost, be cast (with B's permission)? 118.6: no mana cost is an unpayable "
               "cost, and so is a cost 'equal to its mana cost'; 118.6a: casting it without paying its mana cost, or "
               "for an alternative cost, is possible.",
       cites=("118.6", "118.6a", "202.1b", "118.9"),
       reads=Reads(roles=("spell",), optional=("permission",), params=("zone",), scenario=("controller", "zone",
                                                                                          "players")),
       ruling_terms=("mana cost", "without paying"))
def unpayable(q: CheckInput) -> Verdict | None:
    spell = q.need("spell")
    face = front(spell)
    if len(spell.faces) > 1 or face.mana_cost or "land" in {t.lower() for t in face.types}:
        return None                          # it has a mana cost (or is a land, never cast, 305.9)
    permission = q.card("permission") or (q.others[0] if len(q.others) == 1 else None)
    if len([c for c in q.others if c is not permission]) or permission is None:
        return None                          # with no other card the answer turns on suspend and the like
    no_cost = step(f"{spell.name} has no mana cost: that is an unpayable cost.", "202.1b", "118.6")
    texts = [text_of(a) for f in permission.faces for a in f.abilities]
    if any(_WITHOUT_PAYING.search(t) for t in texts):
        return None                          # 118.6a: whether its words reach this card isn't read here
    based = [t for t in texts if _BASED_ON_MANA_COST.search(t) and _CAST_FROM.search(t) or
             _BASED_ON_MANA_COST.search(t) and re.search(r"\b(?:escape|flashback) cost\b", t, re.I)]
    if not based:
        return None
    return Verdict("no", f"No: {permission.name} lets a card be cast for a cost based on its mana cost, and "
                   f"{spell.name} has none, so that cost can't be paid.",
                   (no_cost, step(f"{permission.name}: \"{based[0]}\" — a cost based on the mana cost of an object "
                                  "with no mana cost is unpayable too.", "118.6"),
                    step("Only an alternative cost not based on the mana cost, or an effect that lets you cast it "
                         "without paying its mana cost, could be paid.", "118.6a")),
                   examined=(permission.name,))


# optional costs a spell's own keyword offers as it is cast (601.2b): additional ones, paid on top of the mana cost or
# of an alternative cost (118.8a), and alternative ones, paid instead of it (118.9a: only one applies to a spell)
_ADDITIONAL_KEYWORDS = {"kicker": "702.33a", "multikicker": "702.33c", "buyback": "702.27a", "entwine": "702.42a",
                        "bargain": "702.166a", "squad": "702.157a", "offspring": "702.175a", "casualty": "702.153a",
                        "replicate": "702.56a", "conspire": "702.78a", "gift": "702.174a"}
_ALTERNATIVE_KEYWORDS = {"evoke": "702.74a", "dash": "702.109a", "blitz": "702.152a", "overload": "702.96a",
                         "spectacle": "702.137a", "surge": "702.117a", "prowl": "702.76a", "emerge": "702.119a",
                         "freerunning": "702.173a", "cleave": "702.148a", "awaken": "702.113a", "bestow": "702.103a",
                         "mutate": "702.140a", "impending": "702.176a", "warp": "702.185a"}
# how a card brings another: puts it onto the battlefield (never cast), or lets it be cast, with or without paying its
# mana cost; each with the kinds of cards it brings ("a creature card", "instant and sorcery spells")
_PUTS_ONTO = re.compile(r"\b(?:put|puts|return|returns)\b(?P<what>[^.]*?)\b(?:onto|to) the battlefield\b", re.I)
_LETS_CAST = re.compile(r"\byou may (?:play lands and )?(?:cast|play) (?P<what>[^.]*?)(?P<free> without paying (?:its|"
                        r"their) mana costs?)?(?: this turn| for as long as [^.]*)?(?:\.|,|$)", re.I)
_FROM_ZONE = re.compile(r"\s+from (?:among )?(?:your hand|your graveyard|the top of your library|them|those cards|"
                        r"exile)\b", re.I)
_OWN_COST = re.compile(r"\brather than pay", re.I)
# 707.12: "copy the exiled card ... you may cast the copy": what it exiled ("exile an instant card with mana value 2 or
# less from your hand") says what the copy can be
_THE_COPY = re.compile(r"^(?:the|that|those) cop(?:y|ies)$", re.I)
_EXILES_CARD = re.compile(r"\bexile (?:an?|up to one|one|target) (?P<what>[^.]*?\bcards?\b[^.]*?) from\b", re.I)


def casts_a_copy(source: Card) -> bool:
    """Does `source` let its controller cast a copy of what it exiled (707.12: "... may cast the copy")?"""
    return any(_THE_COPY.match(_FROM_ZONE.sub("", m["what"]).strip()) for _, a in abilities(source)
               for m in _LETS_CAST.finditer(text_of(a)))


def _brings(source: Card, card: Card | None) -> str | None:
    """How `source` brings `card` (or any card): "put" (onto the battlefield: not cast), "free" (cast without paying
    its mana cost, an alternative cost, 118.9), "other" (cast for a cost of its own, "rather than pay"), "cast" (cast,
    paying its costs); None when it does neither, both, or its words don't say it can bring a card like `card`."""
    texts = [text_of(a) for f in source.faces for a in f.abilities if a.kind != "keyword"]
    ways: set[str | None] = set()
    if "cascade" in keyword_map(front(source)):
        # 702.85a: a nonland card with a lesser mana value
        lesser = card is None or card.mana_value is not None and source.mana_value is not None \
            and card.mana_value < source.mana_value
        ways.add("free" if lesser else None)
    face = front(card) if card is not None else None
    for text in texts:
        for m in _PUTS_ONTO.finditer(text):
            if re.search(r"^\s*~|\btokens?\b", m["what"]):
                continue                     # itself ("Return ~ from your graveyard to the battlefield"), a token
            named = {k for k in PERMANENT_TYPES | {"permanent"} if re.search(rf"\b{k}s?\b", text, re.I)}
            put = face is None or "permanent" in named and is_permanent(face) or bool(named & types_of(face))
            ways.add("put" if put else None)
        for m in _LETS_CAST.finditer(text):
            what = _FROM_ZONE.sub("", m["what"]).strip()
            if what.startswith("~"):
                continue                     # itself ("you may cast ~ without paying its mana cost")
            if _THE_COPY.match(what):
                # a copy of the card it exiled (707.12): what that card can be, from its exiling words
                exiled = [e["what"] for t in texts for e in _EXILES_CARD.finditer(t)]
                what = exiled[0] if len(exiled) == 1 else ""
            what = re.sub(r"\bcards?\b", "spells", what, flags=re.I)
            fits = ("yes", "") if card is None else \
                object_fits(what, card) if re.search(r"\bspells?\b", what, re.I) else None
            ways.add(None if fits is None or fits[0] != "yes" else
                     "free" if m["free"] else "other" if _OWN_COST.search(text) else "cast")
    return ways.pop() if len(ways) == 1 else None


@check("costs.cast_options.v1", intent="cost.options",
       answers="Can B be kicked (evoked, bargained, cast with an X) when A puts it onto the battlefield or casts it "
               "without paying its mana cost? A permanent put onto the battlefield isn't cast, so none of the costs "
               "paid as a spell is cast are (601.2b, 702.33a); cast without paying its mana cost, additional costs "
               "can be paid (118.8a), another alternative cost can't (118.9a), and X is 0 (107.3b).",
       cites=("601.2b", "601.2f", "118.8", "118.8a", "118.9", "118.9a", "118.9d", "107.3b", "107.3g", "702.33a",
              "702.74a", "707.12"),
       reads=Reads(optional=("object", "source"), params=("cost", "how", "paying"),
                   scenario=("controller", "zone", "arrived")),
       examine=Examine(r"\bcosts?\b|without paying|rather than|kick|\bcast\b",
                       "changes how spells are cast or what they cost", "601.2b"),
       ruling_terms=("kicker", "without paying", "onto the battlefield", "alternative cost", "additional cost"))
def cast_options(q: CheckInput) -> Verdict | None:
    card, source = q.card("object"), q.card("source")
    asked, told = q.details.get("cost"), q.details.get("how")
    if card is None:
        # "can I use A to cast a card with X and pay X?": any such spell
        if asked != "x" or source is None:
            return None
    elif asked is None or len(card.faces) > 1 or never_cast(front(card)):
        return None
    face = front(card) if card is not None else None
    called = card.name if card is not None else "A spell with {X} in its mana cost"
    told_object = q.fact("object")
    if told_object is not None and told_object.arrived not in (None, asked):
        return None                          # also told cast for another cost
    way = _brings(source, card) if source is not None else None
    if source is not None and (way is None or told not in (None, way) and not (told == "cast" and way != "put")):
        return None                          # the card told doesn't bring it, or not the way the question says
    way = way or told
    if way not in ("put", "free", "cast", "other"):
        return None
    if asked == "mandatory":
        return _additional_cost_paid(card, source, way, q.details.get("paying")) if card is not None else None
    if asked == "x":
        if face is not None and "{X}" not in (face.mana_cost or ""):
            return None
        name, rule, kind = "a value for X", "107.3a", "x"
    else:
        kind = "additional" if asked in _ADDITIONAL_KEYWORDS else "alternative" if asked in _ALTERNATIVE_KEYWORDS \
            else ""
        if not kind or face is None or asked not in keyword_map(face):
            return None                      # a cost it doesn't have: the question read something else
        rule = (_ADDITIONAL_KEYWORDS | _ALTERNATIVE_KEYWORDS)[asked]
        name = f"its {asked} cost"
    how = {"put": f"{source.name} puts it onto the battlefield" if source else "it is put onto the battlefield",
           "free": f"{source.name} casts it without paying its mana cost" if source
           else "it is cast without paying its mana cost",
           "cast": f"{source.name} lets it be cast" if source else "it is cast",
           "other": f"{source.name} lets it be cast for a cost of its own" if source else "it is cast"}[way]
    said = step("X is chosen as a spell with {X} in its mana cost is cast." if face is None else
                f"{called} has {{X}} in its mana cost ({face.mana_cost})." if kind == "x" else
                f"{called}: {asked} is an {kind} cost, paid " + ("on top of the mana cost" if kind == "additional"
                                                                     else "instead of the mana cost")
                + " as the spell is cast.", rule, "601.2b")
    starts = how[:1].upper() + how[1:]
    if way == "put":
        if face is not None and not is_permanent(face):
            return None                      # an instant or sorcery is never put onto the battlefield
        steps = (said, step(f"{starts}: it isn't cast, so no cost is paid for it and none of the choices "
                            "made as a spell is cast are made." + (" X in its mana cost is 0 on the battlefield."
                                                                   if kind == "x" else ""),
                            "601.2b", *(("107.3g",) if kind == "x" else ())))
        outcome = "no value is chosen for X; it is 0" if kind == "x" else f"{name} can't be paid"
        return Verdict("no", f"No: {called} isn't cast when {how}, so {outcome}.", steps)
    if way == "free":
        if kind == "additional":
            return Verdict("yes", f"Yes: {called} can be cast with {name} paid when {how}; you pay that cost on "
                           "top.", (said, step(f"{starts}: that is an alternative cost, and additional costs "
                                                "are paid with it.", "118.9", "118.8a", "601.2f")))
        if kind == "alternative":
            return Verdict("no", f"No: when {how}, that is already its alternative cost, and only one alternative "
                           f"cost can apply to a spell, so {name} can't be paid.",
                           (said, step(f"{starts}: casting with no mana cost paid is an alternative "
                                       "cost.", "118.9"),
                            step("Only one alternative cost can be applied to a spell.", "118.9a", "601.2b")))
        return Verdict("no", f"No: when {how}, the only legal choice for X is 0.",
                       (said, step(f"{starts}: neither its mana cost nor an alternative cost with X is "
                                   "paid, so X is 0.", "107.3b")))
    if way == "other" and kind != "additional":
        return None                          # its own cost in place of the mana cost: what X is, and other
                                             # alternative costs, turn on its words
    if source is None:
        return None                          # cast, but whether for another cost isn't told
    return Verdict("yes", f"Yes: {how}, and a spell cast that way can be cast with {name}.",
                   (said, step(f"{starts}: it is cast, and its controller announces additional and "
                               "alternative costs and X as usual.", "601.2b", "118.8a", "118.9")))


_MANDATORY = re.compile(r"^as an additional cost to cast (?:this spell|~), (?!you may\b)(?P<cost>[^.]+)\.", re.I)


def _additional_cost_paid(card: Card, source: Card | None, way: str, paying: str | None) -> Verdict | None:
    """Is a spell's own mandatory additional cost ("As an additional cost to cast this spell, sacrifice a creature")
    paid when it is brought that way? Cast (even without paying its mana cost): yes; put onto the battlefield: no.
    `paying`: the cost's verb the question names ("discard"); None when it names none."""
    costs = [m["cost"] for a in front(card).abilities for m in [_MANDATORY.match(text_of(a))] if m]
    if len(costs) != 1 or paying is not None and not re.match(rf"{paying}\b", costs[0], re.I):
        return None                          # no such cost, or not the one the question names
    by = f" with {source.name}" if source is not None else ""
    said = step(f"{card.name}: \"As an additional cost to cast this spell, {costs[0]}.\" It is paid as the spell is "
                "cast.", "601.2b", "118.8")
    if way == "put":
        if not is_permanent(front(card)):
            return None
        return Verdict("no", f"No: {card.name} isn't cast when it is put onto the battlefield{by}, so its additional "
                       "cost isn't paid.", (said, step("A permanent put onto the battlefield isn't cast.", "601.2b")))
    copy = (step(f"{source.name} has a copy of it cast; casting a copy follows the rules for casting spells, costs "
                 "included.", "707.12"),) if source is not None and casts_a_copy(source) else ()
    return Verdict("yes", f"Yes: {card.name}'s additional cost ({costs[0]}) is still paid when it is cast{by}, even "
                   "without paying its mana cost.",
                   (said, *copy, step("Additional costs apply to an alternative cost too, such as casting it without "
                                      "paying its mana cost.", "118.9d", "601.2f")))
