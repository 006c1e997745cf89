"""Questions about an object the question describes instead of naming ("a black creature", "my
opponent's creature with hexproof", "a 2/2 with deathtouch", "a token", "a summoning-sick creature"):
can A target it, can it block or be blocked, does A destroy it, can it attack the turn it comes in,
does it kill or survive A in combat, does it trigger A.

A description leaves things out ("a creature": of which colour? also an artifact? a Spirit?), so every
object that fits the description, as far as the cards' words can tell them apart, is built
(`possible_objects`) and given to the check that answers the same question about a named card: the
answer is yes or no only when all of them give it, and otherwise "it depends" on the test that sorts
them ("if it isn't black", "if it is also a creature"). The abilities the description gives it
(hexproof 702.11b, shroud 702.18a, protection 702.16b, flying, deathtouch ...) are weighed as for a
named card; it is taken to have no others, and the answer says so.
"""
from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import replace

from ..models import Ability, Card, Face, FaceFacts, Question, ScenarioObject, TargetSpec, Verdict
from ..parse.objects import COLOR_CODES, HEADS, Described, describe
from . import CheckInput, Examine, Reads, check
from .blocking import CHANGES_BLOCKING, can_block
from .combat import combat_outcome
from .protection import mass_effect
from .removal import CHANGES_REMOVAL, targeted_removal
from .sickness import summoning_sickness
from .triggers import CHANGES_TRIGGERS, _decide, sacrifice_matters, trigger_conditions
from .facts import WITH_KEYWORD, card_fit, combine, earlier_choices, front, own_words, step, target_fit, types_of
from .targeting import (CHANGES_TARGETING, _instances, asked_about_targets, asked_instances, aura_cast,
                        can_target_answer, never_targets, protections, weigh_limits)

_COLOR_OPTIONS = ((), ("W",), ("U",), ("B",), ("R",), ("G",), ("W", "U"))
_PERMANENT_TYPES = ("creature", "artifact", "enchantment", "land", "planeswalker", "battle")
# the other card types printed cards of a type commonly have too (an artifact creature, an enchantment
# creature, a land creature); a planeswalker or a battle is one only through an effect
_EXTRA_TYPES = {"creature": ("artifact", "enchantment", "land"), "artifact": ("creature", "enchantment", "land"),
                "enchantment": ("creature", "artifact", "land"), "land": ("creature", "artifact", "enchantment"),
                "spell": ("creature", "artifact", "enchantment")}       # 305.9: a land is never cast
_SUBTYPE = re.compile(r"\b([A-Z][a-z]+)\b")
_NOT_SUBTYPES = frozenset({"you", "an", "a", "target", "with", "that", "another", "other", "each"})


def _keyword_abilities(described: Described) -> tuple[Ability, ...]:
    return tuple(Ability(kind="keyword", text=f"{name} {param}" if param else name, keyword=name.capitalize(),
                         keyword_param=param) for name, param in described.keywords)


def possible_objects(described: Described, specs: list[TargetSpec], label: str) -> list[Face]:
    """Every object the description could be, as far as these target phrases can tell them apart:
    each colour it could have, each other card type it could also have, the creature types and the
    supertype the phrases name."""
    not_codes = {COLOR_CODES[w] for w in described.not_words if w in COLOR_CODES}
    if described.colors is not None:
        colors = [tuple(sorted(described.colors))]
    elif described.multicolored:
        colors = [("W", "U"), ("B", "R")]
    else:
        colors = [c for c in _COLOR_OPTIONS if not set(c) & not_codes]
    stated = set(described.types)
    if described.head in ("permanent", "token") and not stated:
        kinds = [{t} for t in _PERMANENT_TYPES if t not in described.not_words]
    elif described.head == "spell" and not stated:
        kinds = [{t} for t in ("instant", "sorcery", *_PERMANENT_TYPES) if t not in described.not_words]
    else:
        also = set() if stated & {"instant", "sorcery"} else {     # an instant or sorcery is no permanent (300.2)
            t for kind in stated | {described.head} for t in _EXTRA_TYPES.get(kind, ())}
        kinds = [stated] + [stated | {t} for t in sorted(also) if t not in stated and t not in described.not_words]
    # the creature types the phrases name, for it or against it ("target Spirit", "target non-Merfolk creature")
    named = sorted({w for s in specs for w in _SUBTYPE.findall(own_words(s.restriction or "") + " " + s.phrase)
                    if w.lower() not in _NOT_SUBTYPES})
    subtypes: list[tuple[str, ...]] = [()] + [(w,) for w in named if w not in described.subtypes]
    # the creature types the question states ("a Soldier token") it has in every case, perhaps with others
    subtypes = [tuple(sorted({*option, *described.subtypes})) for option in subtypes]
    # supertypes the phrases name ("target nonbasic land", "another target snow permanent"), each with and
    # without (205.4a); "legendary" as the description says
    words = " ".join((s.restriction or "") + " " + s.phrase for s in specs).lower()
    named_supertypes = [t for t in ("Legendary", "Basic", "Snow") if t.lower() in words
                        and not (t == "Legendary" and described.legendary)]
    supertypes = [tuple(t for t, on in zip(named_supertypes, mask) if on) + (("Legendary",) if described.legendary
                                                                              else ())
                  for mask in itertools.product((False, True), repeat=len(named_supertypes))]
    # keywords the phrases ask for ("target creature with flying") that the description doesn't mention: with
    # and without
    said = {name for name, _ in described.keywords}
    asked = sorted({m["kw"] for s in specs for m in WITH_KEYWORD.finditer((s.restriction or "").lower())} - said)
    keyword_sets = [tuple(k for k, on in zip(asked, mask) if on)
                    for mask in itertools.product((False, True), repeat=len(asked))]
    out = []
    for color, kind, subtype, supertype, extra in itertools.product(colors, kinds, subtypes, supertypes,
                                                                    keyword_sets):
        abilities = _keyword_abilities(described) + tuple(
            Ability(kind="keyword", text=k, keyword=k.capitalize()) for k in extra)
        types = tuple(t.capitalize() for t in sorted(kind))
        out.append(Face(name=label, mana_cost=None, type_line=" ".join((*supertype, *types)), oracle_text="",
                        supertypes=supertype, types=types, subtypes=subtype, colors=color, abilities=abilities,
                        power=described.power, toughness=described.toughness,
                        facts=FaceFacts(is_creature="creature" in kind)))
    return out


def _as_card(face: Face) -> Card:
    """One possible object as a card the other checks can weigh (named by the description)."""
    return Card(name=face.name, layout="normal", faces=(face,))


def _with_keywords(spec: TargetSpec, described: Described) -> tuple[TargetSpec | None, str | None, str | None]:
    """The phrase with its "with flying" / "without flying" taken out: (the phrase, None, a condition
    when the description doesn't say: "if it has flying"), or (None, why, None) when what it says rules
    the object out."""
    restriction = spec.restriction or ""
    said = {name for name, _ in described.keywords}
    conditions = []
    for m in WITH_KEYWORD.finditer(restriction):
        keyword = m["kw"]
        if keyword in said and m["how"] == "without":
            return None, f"{spec.phrase!r} needs one without {keyword}", None
        if keyword not in said:
            conditions.append(("it has " if m["how"] == "with" else "it doesn't have ") + keyword)
        restriction = restriction.replace(m.group(0), " ")
    return replace(spec, restriction=restriction), None, " and ".join(conditions) or None


def _with_status(spec: TargetSpec, status: frozenset[str]) -> tuple[TargetSpec | None, str | None]:
    """The phrase with the combat status the description states taken as met ("target attacking
    creature" and "an attacking creature"): (the phrase, None); (None, None) when the status stated
    rules it out; (the phrase, a condition) when the phrase needs a status the question doesn't tell
    ("target nonattacking creature" and "a creature": "if it isn't attacking")."""
    restriction = spec.restriction or ""
    for word in ("attacking", "blocking"):
        if re.search(rf"\bnon-?{word}\b", restriction):
            if word in status:
                return None, None
            if not status & {"attacking", "blocking"}:
                return spec, f"if it isn't {word}"
            restriction = re.sub(rf"\bnon-?{word}\b", " ", restriction)
    if not status & {"attacking", "blocking"} or not re.search(r"\b(?:attacking|blocking)\b", restriction):
        return replace(spec, restriction=restriction), None
    either = re.search(r"\battacking or blocking\b|\bblocking or attacking\b", restriction)
    wanted = {"attacking", "blocking"} if either else {w for w in ("attacking", "blocking") if w in restriction}
    if not status & wanted:
        return None, None
    cleaned = re.sub(r"\b(?:attacking or blocking|blocking or attacking|attacking|blocking)\b", " ", restriction)
    return replace(spec, restriction=cleaned), None


def _fit(spec: TargetSpec, described: Described, faces: list[Face], source: Face, same: bool | None
         ) -> tuple[str, str, Face | None]:
    """("yes" | "no" | "depends", why, an object the phrase can choose) for one targeting instance."""
    as_spell = "spell" in spec.types and not (set(spec.types) - {"spell", "ability"})
    if as_spell != (described.head == "spell"):
        what = "a spell on the stack" if as_spell else "a permanent"
        return "no", f"{spec.phrase!r} chooses {what}, and {faces[0].name} is not one", None
    if card_fit(spec, faces[0]) is not None and described.head != "spell":
        # 109.2: "card" means a card in another zone
        return "no", f"{spec.phrase!r} means a card outside the battlefield, not a permanent", None
    unsaid = []
    # 111.1: "target nontoken permanent", "target creature token": whether it is a token
    for word, wanted in (("non-?tokens?", False), ("(?<![-\\w])tokens?", True)):
        if re.search(rf"\b{word}\b", spec.phrase, re.I):
            if described.token is None:
                unsaid.append("it is a token" if wanted else "it isn't a token")
            elif described.token != wanted:
                return "no", f"{spec.phrase!r} needs {'a token' if wanted else 'an object that is no token'}", None
    if earlier_choices(spec.phrase) & described.types:
        return _fit_each(spec, described, faces, source, same, as_spell)    # a plain choice before the limited one
    adjusted, condition = _with_status(spec, described.status)
    if adjusted is None:
        return "no", f"{spec.phrase!r} needs another combat status than {faces[0].name} has", None
    if condition is not None:
        return "depends", f"{spec.phrase!r} can choose {faces[0].name} {condition}", faces[0]
    adjusted, refusal, keyword = _with_keywords(adjusted, described)
    if adjusted is None:
        return "no", refusal or "", None
    if "token" in adjusted.types:            # whether it is a token is weighed above: the rest is its types
        kinds = tuple(t for t in ("artifact", "creature", "enchantment", "land") if t in (adjusted.restriction or ""))
        adjusted = replace(adjusted, types=kinds or ("permanent",))
    unsaid += [keyword] if keyword else []
    value, why, fitting = _fit_each(adjusted, described, faces, source, same, as_spell)
    if unsaid and value != "no":             # "target creature with flying", and the question doesn't say
        also = f"; and {why}" if value == "depends" else ""
        return "depends", f"{spec.phrase!r} can choose {faces[0].name} only if {' and '.join(unsaid)}{also}", fitting
    return value, why, fitting


def _fit_each(adjusted: TargetSpec, described: Described, faces: list[Face], source: Face, same: bool | None,
              as_spell: bool) -> tuple[str, str, Face | None]:
    """target_fit on every object the description fits, in one answer."""
    results = [(face, *target_fit(adjusted, face, as_spell=as_spell, same_controller=same, source=source,
                                  status=set(described.status))) for face in faces]
    values = {value for _, value, _ in results}
    if values == {"yes"}:
        return "yes", results[0][2], results[0][0]
    if values == {"no"}:
        return "no", results[0][2], None
    fitting = next((face for face, value, _ in results if value != "no"), None)
    if "no" not in values:
        return "depends", next(why for _, value, why in results if value == "depends"), fitting
    chosen = [face for face, value, _ in results if value != "no"]
    refused = [face for face, value, _ in results if value == "no"]
    return "depends", f"it can choose {faces[0].name} only {_difference(described, chosen, refused)}", fitting


def _difference(described: Described, chosen: list[Face], refused: list[Face]) -> str:
    """What the objects a phrase can choose have that the others lack, in words ("if it is also a
    creature", "if it isn't black", "if it is black or is also an artifact"): the simplest test,
    of one or two properties, that sorts them exactly."""
    stated = set(described.types)
    names = {code: word for word, code in COLOR_CODES.items()}
    faces = chosen + refused
    extras = sorted({t.lower() for f in faces for t in f.types} - stated)
    colours = sorted({c for f in faces for c in f.colors}, key="WUBRG".index)
    def also(t: str) -> Callable[[Face], bool]:
        return lambda f: t in {x.lower() for x in f.types}

    def coloured(c: str, has: bool) -> Callable[[Face], bool]:
        return lambda f: (c in f.colors) == has

    def creature_type(subtypes: tuple[str, ...]) -> Callable[[Face], bool]:
        return lambda f: f.subtypes == subtypes

    tests: list[tuple[str, Callable[[Face], bool]]] = [(f"is also {'an' if t[0] in 'aeiou' else 'a'} {t}", also(t))
                                                        for t in extras]
    for c in colours:
        tests += [(f"is {names[c]}", coloured(c, True)), (f"isn't {names[c]}", coloured(c, False))]
    tests.append(("is colorless", lambda f: not f.colors))

    def has_keyword(k: str, has: bool) -> Callable[[Face], bool]:
        return lambda f: any((a.keyword or "").lower() == k for a in f.abilities) == has

    for k in sorted({(a.keyword or "").lower() for f in faces for a in f.abilities if a.keyword}):
        tests += [(f"has {k}", has_keyword(k, True)), (f"doesn't have {k}", has_keyword(k, False))]
    def other_type(subtypes: tuple[str, ...]) -> Callable[[Face], bool]:
        return lambda f: f.subtypes != subtypes

    for kinds in sorted({f.subtypes for f in faces if f.subtypes}):
        tests += [(f"is a {' '.join(kinds)}", creature_type(kinds)), (f"isn't a {' '.join(kinds)}", other_type(kinds))]
    def super_typed(t: str, has: bool) -> Callable[[Face], bool]:
        return lambda f: (t in f.supertypes) == has

    for t in sorted({t for f in faces for t in f.supertypes}):
        tests += [(f"is {t.lower()}", super_typed(t, True)), (f"isn't {t.lower()}", super_typed(t, False))]
    ids = {id(f) for f in chosen}
    for size in (1, 2):
        for combo in itertools.combinations(tests, size):
            for joined, holds in ((" or ", any), (" and ", all)):
                if all(holds(test(f) for _, test in combo) == (id(f) in ids) for f in faces):
                    return "if it " + joined.join(label for label, _ in combo)
    return "under conditions the question doesn't state (its colour or its other types)"


@check("targeting.object.v1", intent="targeting.object",
       answers="Can A's spell or ability target an object the question describes instead of naming (\"a black "
               "creature\", \"my opponent's creature with hexproof\")? Tries A's \"target ...\" phrases on every "
               "object the description fits, then the hexproof, shroud, protection and ward it is said to have.",
       cites=("115.1", "115.2", "109.2", "702.11b", "702.16b", "702.18a", "702.21a", "115.10a", "606.3"),
       reads=Reads(roles=("source",), params=("object", "actor", "how", "loyalty"), scenario=("controller", "players")),
       examine=CHANGES_TARGETING,
       ruling_terms=("target", "hexproof", "protection", "shroud", "ward"))
def object_target(q: CheckInput) -> Verdict | None:
    source = q.need("source")
    described = describe(q.details.get("object", "").split())
    if described is None:
        return None
    what = described.told_back
    instances = asked_instances(q, source)
    if instances is None:
        return None
    if not instances:
        return never_targets(source) if asked_about_targets(q) else None
    unknowable = r"mana value|\bnamed?\b|\bchosen\b" + (r"|power|toughness" if described.power is None else "")
    if any(re.search(unknowable, (s.restriction or "") + " " + s.phrase, re.I) for _, _, s in instances):
        return None                          # a description doesn't tell these ("a 3/3" tells power and toughness)
    steps, assumptions, values = [], [], []
    targeting_player = q.controller("source") or q.details.get("actor")
    if targeting_player is None and described.controller is not None:
        # "can A target my opponent's creature": the asker is the one casting or activating A
        targeting_player = "you"
        assumptions.append(f"You are the player casting or activating {source.name}.")
    same = None if targeting_player is None or described.controller is None else (
        targeting_player == described.controller)
    if same is not None:
        steps.append(step(f"It is controlled by {'the same player as' if same else 'an opponent of'} the player whose "
                          f"{source.name} targets it.", "115.1"))
    for face, kind, spec in instances:
        objects = possible_objects(described, [spec], what)
        fit, why, fitting = _fit(spec, described, objects, face, same)
        zone = ("109.2",) if "outside the battlefield" in why else ()      # a card, not a permanent
        steps.append(step(f"{face.name}'s {kind} targets {spec.phrase!r}: {why}.", "115.1", "115.2", *zone))
        if fit == "no":
            values.append("no")
            continue
        if fit == "depends":
            assumptions.append(f"{what} fits {spec.phrase!r} {why.split(' only ', 1)[-1]}."
                               if " only if " in why else why + ".")
        if fitting is None or described.head == "spell":
            values.append(fit)
            continue
        limits = protections(fitting, face, kind == "spell")
        if any(limit == "unread" for limit, _, _ in limits):
            return None
        if not any(rule == "702.16b" for _, _, rule in limits):
            for name, param in described.keywords:
                if name == "protection":
                    steps.append(step(f"Its protection {param} doesn't stop {face.name}'s {kind}: {face.name} has "
                                      "none of those qualities.", "702.16b"))
        values.append(weigh_limits(limits, fit, same, kind, [], what, steps, assumptions))
    value = combine(values)
    assumptions += aura_cast(q, source)
    if value != "no":
        said = {name for name, _ in described.keywords}
        unsaid = [k for k in ("hexproof", "shroud", "protection", "ward") if k not in said]
        assumptions.append(f"It has no {', '.join(unsaid[:-1])} or {unsaid[-1]} (the question doesn't say it has), "
                           "and nothing else stops targeting it." if len(unsaid) > 1 else
                           f"It has no {unsaid[0]} (the question doesn't say it has)." if unsaid else
                           "Nothing else stops targeting it.")
    return _capitalised(Verdict(value, can_target_answer(value, source, what), tuple(steps),
                                tuple(dict.fromkeys(assumptions))))


# --- blocking: "can A block a creature with flying?", "can a creature with reach block A?" -----------

@check("blocking.described.v1", intent="block.object",
       answers="Can creature A block a creature the question describes instead of naming (\"a creature with "
               "flying\", \"a black creature with fear\"), or can such a creature block A? Runs the blocking check "
               "on every creature the description fits.",
       cites=("509.1a", "702.9b", "702.17b", "702.36b", "702.13b", "702.16f", "702.111b"),
       reads=Reads(roles=(), optional=("blocker", "attacker"), params=("object", "object2", "described", "actor",
                                                                       "alone"),
                   scenario=("controller", "zone", "status")),
       examine=CHANGES_BLOCKING, ruling_terms=("block", "flying", "reach", "menace", "protection"))
def described_block(q: CheckInput) -> Verdict | None:
    described = describe(q.details.get("object", "").split())
    side = q.details.get("described", "")
    if side == "both":
        return _both_described(q, described, describe(q.details.get("object2", "").split()))
    named_side = {"attacker": "blocker", "blocker": "attacker"}.get(side)
    if described is None or named_side is None or named_side not in q.cards or described.head != "creature" or \
            not _weighable_protection(q.cards[named_side]):
        return None
    what = described.told_back
    if side == "blocker" and "tapped" in described.status:
        return Verdict("no", f"No: {what} is tapped, and tapped creatures can't block.",
                       (step("The defending player chooses blockers among their untapped creatures.", "509.1a"),))
    allowed = {"untapped", "summoning_sick"} if side == "blocker" else {"attacking"}
    if described.status - allowed or (side == "blocker" and q.details.get("actor") == "you" and
                                      described.controller == "opponent"):
        return None                          # 509.1a: I block only with my own creatures
    # "block A with it": the block asked about is no status of the card named
    reading = q.question.reading
    asked = replace(q.question, reading=replace(reading, scenario=replace(reading.scenario, objects=tuple(
        replace(o, status=tuple(x for x in o.status if x not in ("blocking", "attacking")))
        for o in reading.scenario.objects))))
    outcomes = []
    for face in possible_objects(described, [], what):
        creature = _as_card(face)
        verdict = can_block(CheckInput(asked, {named_side: q.cards[named_side], side: creature},
                                       {k: v for k, v in q.details.items() if k == "alone"}, q.others))
        if verdict is None:
            return None
        outcomes.append((face, verdict))
    if "summoning_sick" in described.status:
        outcomes = [(face, replace(verdict, steps=verdict.steps + (step(
            "Summoning sickness doesn't stop a creature from blocking.", "302.6"),))) for face, verdict in outcomes]
    blocker, attacker = (what, q.cards["attacker"].name) if side == "blocker" else (q.cards["blocker"].name, what)
    return _over_all(outcomes, described, what,
                     lambda condition: f"It depends: {blocker} can block {attacker} only {condition}.")


# the qualities a description can settle for protection: colours and card types (702.16a); others (a
# creature type, a mana value, "God creatures") turn on what the description doesn't say
_PLAIN_QUALITY = frozenset({"from", "and", "the", "all", "each", "color", "colors", "colored", "colorless",
                            "multicolored", "monocolored", "everything", *COLOR_CODES,
                            *(t + s for t in ("artifact", "creature", "enchantment", "land", "planeswalker",
                                              "instant", "sorcerie", "sorcery") for s in ("", "s"))})


def _weighable_protection(card: Card) -> bool:
    """Is every protection of the named card from colours or card types only?"""
    return all(set(re.findall(r"[a-z]+", (a.keyword_param or "").lower())) <= _PLAIN_QUALITY
               for f in card.faces for a in f.abilities if (a.keyword or "").lower() == "protection")


def _both_described(q: CheckInput, blocker: Described | None, attacker: Described | None) -> Verdict | None:
    """"Can a creature with reach block a creature with flying?": both creatures described, none named;
    the blocking check on every pair the descriptions fit (the blocker's side first)."""
    if blocker is None or attacker is None or blocker.head != "creature" or attacker.head != "creature" or \
            blocker.status - {"untapped"} or attacker.status - {"attacking"}:
        return None
    blocking_one, attacking_one = blocker.told_back, attacker.told_back
    if blocking_one == attacking_one:                     # "a creature with flying" twice: which is which
        bare = blocking_one.split(" ", 1)[1] if blocking_one.split(" ", 1)[0] in ("a", "an", "the") else blocking_one
        blocking_one, attacking_one = f"the blocking {bare}", f"the attacking {bare}"
    attackers = possible_objects(attacker, [], attacking_one)
    blockers = possible_objects(blocker, [], blocking_one)
    if not {name for d in (blocker, attacker) for name, _ in d.keywords} & {"fear", "intimidate", "protection"}:
        # colours and types matter to a block only through fear, intimidate and protection (702.36b, 702.13b,
        # 702.16f): one of each side is enough
        attackers, blockers = attackers[:1], blockers[:1]
    outcomes = []
    for face in blockers:
        verdicts = []
        for other in attackers:
            cards = {"blocker": _as_card(face), "attacker": _as_card(other)}
            verdict = can_block(CheckInput(q.question, cards, {}, q.others))
            if verdict is None:
                return None
            verdicts.append(verdict)
        if len({v.value for v in verdicts}) > 1:
            return None                      # it turns on the attacker's colour or type too: not worded here
        outcomes.append((face, verdicts[0]))
    return _over_all(outcomes, blocker, blocker.told_back,
                     lambda condition: f"It depends: {blocking_one} can block {attacking_one} only {condition}.")


def _with_controllers(q: CheckInput, named: Card, described: Described, assumed: str
                      ) -> tuple[Question, tuple[str, ...]]:
    """The question with the described object's controller, and the named card's, as scenario facts the
    checks read. When the description says whose it is ("my opponent's creature") and the question
    doesn't say who controls the named card, the asker does (`assumed` says so)."""
    reading = q.question.reading
    told = reading.obj(named.name)
    mine = told.controller if told is not None else None
    assumptions: tuple[str, ...] = ()
    if mine is None and described.controller is not None:
        mine, assumptions = "you", (assumed,)
    objects = tuple(o for o in reading.scenario.objects if o.card != named.name) + (
        ScenarioObject(card=named.name, controller=mine, zone=told.zone if told else None),
        ScenarioObject(card=described.told_back, controller=described.controller))
    return replace(q.question, reading=replace(reading, scenario=replace(reading.scenario, objects=objects))), \
        assumptions


def _over_all(outcomes: list[tuple[Face, Verdict]], described: Described, what: str,
              depends: Callable[[str], str]) -> Verdict:
    """One verdict from a check's verdicts on every object the description fits: theirs when they
    agree, else "it depends" on the test that sorts them (`depends` words the answer)."""
    unsaid = ("It has no abilities the question doesn't say it has.",)
    values = {verdict.value for _, verdict in outcomes}
    first = outcomes[0][1]
    if len(values) == 1:
        return _capitalised(replace(first, assumptions=first.assumptions + unsaid))
    chosen = [face for face, verdict in outcomes if verdict.value == "yes"]
    refused = [face for face, verdict in outcomes if verdict.value == "no"]
    differs = next(verdict for _, verdict in outcomes if verdict.value != first.value)
    if not (chosen and refused):
        condition = "under conditions the question doesn't state"
        steps = tuple(dict.fromkeys(first.steps + differs.steps))
    else:
        condition = _difference(described, chosen, refused).replace("if it ", f"if {what} ", 1)
        # the steps both give, then each side's own: "If it is also a creature: ...", "Otherwise: ..."
        yes = next(verdict for _, verdict in outcomes if verdict.value == "yes")
        no = next(verdict for _, verdict in outcomes if verdict.value == "no")
        steps = tuple(s for s in yes.steps if s in no.steps)
        steps += tuple(replace(s, text=f"{condition[:1].upper()}{condition[1:]}: {s.text}")
                       for s in yes.steps if s not in no.steps)
        steps += tuple(replace(s, text=f"Otherwise: {s.text}") for s in no.steps if s not in yes.steps)
    return _capitalised(Verdict("depends", depends(condition), steps,
                                (f"{depends(condition).split(': ', 1)[-1]}",) + unsaid))


def _capitalised(verdict: Verdict) -> Verdict:
    """Steps and assumptions that open on a description ("a creature with flying has ...") start with a capital."""
    return replace(verdict, steps=tuple(replace(s, text=s.text[:1].upper() + s.text[1:]) for s in verdict.steps),
                   assumptions=tuple(a[:1].upper() + a[1:] for a in verdict.assumptions))


# --- removal: "does A destroy an indestructible creature?", "does A kill a 3/3?" -------------------------

# an amount read off the object ("Its controller gains life equal to its power"), not a limit on what is reached
_AN_AMOUNT = re.compile(r"equal to (?:its|that (?:creature|permanent)'s) (?:power|toughness|mana value)", re.I)


@check("removal.described.v1", intent="effect.object",
       answers="Does a spell kill, destroy, exile or return a permanent the question describes instead of naming "
               "(\"an indestructible creature\", \"a 3/3\", \"a creature with protection from red\")? Runs the "
               "mass-effect and targeted-removal checks on every object the description fits.",
       cites=("115.10a", "702.12b", "702.16b", "702.16e", "704.5g", "704.5f", "115.1"),
       reads=Reads(roles=("effect",), params=("object", "verb"), scenario=("controller", "zone", "players")),
       examine=CHANGES_REMOVAL,
       ruling_terms=("destroy", "damage", "indestructible", "protection"))
def effect_described(q: CheckInput) -> Verdict | None:
    if q.details.get("later"):
        return None                          # permanents that come later: scope.later_arrivals.v1
    described = describe(q.details.get("object", "").split())
    if described is None or described.head in ("spell", "token") or described.status:
        return None
    effect = q.need("effect")
    limits = [_AN_AMOUNT.sub("", a.normalized or a.text) for f in effect.faces for a in f.abilities
              if a.kind == "spell"]
    if any(re.search(r"mana value|\bpower\b|toughness", text, re.I) and (
            described.power is None or "mana value" in text.lower()) for text in limits):
        return None                          # a limit on what the description doesn't tell (its mana value)
    specs = [spec for _, _, spec in _instances(effect)]
    if specs and all(card_fit(spec, possible_objects(described, [], "it")[0]) is not None for spec in specs):
        return None                          # 109.2: it targets cards in a graveyard or exile, not a permanent
    what = described.told_back
    asked, assumptions = _with_controllers(q, effect, described, f"You cast {effect.name}.")
    outcomes = []
    for face in possible_objects(described, specs, what):
        permanent = _as_card(face)
        given = CheckInput(asked, {"effect": effect, "object": permanent},
                           {"verb": q.details.get("verb", "affect")}, q.others)
        found = [v for v in (mass_effect(given), targeted_removal(given)) if v is not None]
        if not found or len({v.value for v in found}) > 1:
            return None
        outcomes.append((face, replace(found[0], assumptions=found[0].assumptions + assumptions)))
    return _over_all(outcomes, described, what, lambda condition: f"It depends: {q.need('effect').name} reaches "
                     f"{what} only {condition}.")


@check("targeting.described_keywords.v1", intent="targeting.object",
       answers="Can a player target a permanent described by its hexproof, shroud or ward, none of the spells named "
               "(\"can I target my own creature with hexproof?\", \"can my opponent target my creature with "
               "shroud?\")? 702.11b hexproof stops only opponents; 702.18a shroud stops everyone; 702.21a ward "
               "doesn't stop targeting (it counters unless its cost is paid).",
       cites=("702.11b", "702.18a", "702.21a", "115.1"),
       reads=Reads(params=("object", "actor"), scenario=("players",)),
       ruling_terms=("target", "hexproof", "shroud", "ward"))
def described_keyword_target(q: CheckInput) -> Verdict | None:
    described = describe(q.details.get("object", "").split())
    if described is None or q.cards:
        return None
    said = {name for name, _ in described.keywords}
    if said - {"hexproof", "shroud", "ward"} or not said or described.status:
        return None                          # "protection from red", "hexproof from": the source's quality decides
    what, actor, whose = described.told_back, q.details.get("actor"), described.controller
    if "shroud" in said:
        return _capitalised(Verdict("no", f"No: nobody can target {what}, its controller included.",
                                    (step("Shroud: no spell or ability can target it.", "702.18a"),)))
    if "hexproof" in said:
        if actor is None or whose is None:
            return None                      # who targets it, or whose it is, isn't told
        if actor == whose:
            return _capitalised(Verdict("yes", "Yes: hexproof stops only its controller's opponents; its controller "
                                        "can target it.",
                                        (step("Hexproof: no spell or ability its controller's opponents "
                                              "control can target it.", "702.11b"),)))
        return _capitalised(Verdict("no", f"No: {what} can't be the target of an opponent's spells or abilities.",
                                    (step("Hexproof: no spell or ability its controller's opponents control "
                                          "can target it.", "702.11b"),)))
    return _capitalised(Verdict("yes", f"Yes: ward doesn't stop targeting {what}; an opponent's spell or ability "
                                "that does is countered unless its controller pays the ward cost.",
                                (step("Ward is a triggered ability: it counters the spell or ability unless its "
                                      "cost is paid, after the targeting.", "702.21a"),)))


# --- summoning sickness: "can a summoning-sick creature block?", "can a creature with haste attack the turn
# it comes in?" ------------------------------------------------------------------------------------------

_ACTION_WORDS = {"attack": "attack", "block": "block", "crew": "crew a Vehicle", "convoke": "be tapped for convoke",
                 "tap_for_mana": "tap for mana"}
_TAP_FOR_MANA = Ability(kind="mana", text="{T}: Add one mana.", cost=("{T}",), mana_ability_of="activated",
                        normalized="{T}: Add one mana.")


@check("sickness.described.v1", intent="sickness.object",
       answers="Can a creature the question describes instead of naming (\"a summoning-sick creature\", \"a creature "
               "with haste\") attack, block, crew, be tapped for convoke or tap for mana the turn it comes under its "
               "controller's control? Runs the summoning-sickness check on such a creature.",
       cites=("302.6", "702.10b", "702.3b", "702.122a", "702.51a", "508.1a", "509.1a", "107.5", "118.3"),
       reads=Reads(params=("object", "action", "entered", "haste"), scenario=("players",)),
       ruling_terms=("summoning", "haste", "turn", "tap"))
def described_sickness(q: CheckInput) -> Verdict | None:
    described = describe(q.details.get("object", "").split())
    action = q.details.get("action", "any")
    if described is None or described.head != "creature" or \
            action not in ("attack", "block", "crew", "convoke", "tap_for_mana") or \
            (action == "crew" and described.power == "0"):
        return None                          # "use its abilities": which abilities a description doesn't say;
        #                                      702.122a: a creature with power 0 adds nothing to a crew
    if "tapped" in described.status:
        # 508.1a, 509.1a: attackers and blockers are chosen among untapped creatures; crew, convoke and {T}
        # tap it as a cost (118.3: a tapped permanent can't be tapped to pay a cost)
        rule = {"attack": "508.1a", "block": "509.1a"}.get(action, "118.3")
        return _capitalised(Verdict("no", f"No: {described.told_back} can't {_ACTION_WORDS[action]}: it is tapped.",
                                    (step(f"{described.told_back} is tapped, and only untapped creatures can "
                                          f"{_ACTION_WORDS[action]}.", rule),)))
    if described.status - {"summoning_sick"}:
        return None
    said = {name for name, _ in described.keywords}
    arrived = "summoning_sick" in described.status or q.details.get("entered") == "this_turn"
    if not arrived and not (action in ("attack", "block") and "defender" in said):
        return None                          # nothing says it came under its controller's control this turn
    if not arrived and action == "block":
        return _capitalised(Verdict("yes", f"Yes: {described.told_back} can block; defender stops only attacking.",
                                    (step("A creature with defender can't attack; nothing in defender stops it from "
                                          "blocking.", "702.3b"),),
                                    ("It is untapped, and nothing else stops it from blocking.",)))
    if not arrived:
        return _capitalised(Verdict("no", f"No: {described.told_back} can't attack.",
                                    (step(f"{described.told_back} has defender, and a creature with defender can't "
                                          "attack.", "702.3b"),)))
    face = possible_objects(described, [], described.told_back)[0]
    abilities = face.abilities + ((_TAP_FOR_MANA,) if action == "tap_for_mana" else ())
    face = replace(face, abilities=abilities, facts=replace(face.facts, has_haste="haste" in said or
                                                           q.details.get("haste") == "stated",
                                                           mana_abilities=(len(abilities) - 1,)
                                                           if action == "tap_for_mana" else ()))
    creature = _as_card(face)
    verdict = summoning_sickness(CheckInput(q.question, {"permanent": creature}, {"action": action}, ()))
    if verdict is None:
        return None
    assumptions = verdict.assumptions + ("It has no abilities the question doesn't say it has.",)
    if action == "tap_for_mana":
        assumptions += ("Its mana ability has {T} in its cost, as a creature's mana ability usually does.",)
    return _capitalised(replace(verdict, assumptions=assumptions))


# --- combat: "if A blocks a 2/2 with deathtouch, does A die?" --------------------------------------------

@check("combat.described.v1", intent="combat.object",
       answers="When a named creature blocks, or is blocked by, a creature the question describes by its power and "
               "toughness (\"a 2/2 with deathtouch\"), does the named one die? Runs the combat-damage check on every "
               "creature the description fits.",
       cites=("510.1a", "510.2", "702.7b", "702.2b", "702.12b", "702.16e", "704.5g", "704.5h"),
       reads=Reads(optional=("attacker", "blocker", "asked"), params=("object", "described"),
                   scenario=("controller", "zone", "status", "players")),
       examine=Examine(r"damage|toughness|power|gets?|block|attack|dies|\bdie\b|would|instead|regenerat|prevent|"
                       r"first strike|deathtouch|indestructible|protection|have|has|gain",
                       "changes combat damage or who dies", "510.1a"),
       ruling_terms=("combat damage", "first strike", "deathtouch", "blocks"))
def described_combat(q: CheckInput) -> Verdict | None:
    described = describe(q.details.get("object", "").split())
    side = q.details.get("described", "")
    named_side = {"attacker": "blocker", "blocker": "attacker"}.get(side)
    asked = q.cards.get("asked") or q.cards.get(named_side or "")     # "does it die": the creature named
    if described is None or named_side is None or asked is None or described.head != "creature" or \
            described.power is None or described.status - {"attacking", "blocking"} or \
            q.cards.get(named_side, asked) is not asked or not _weighable_protection(asked):
        return None
    what = described.told_back
    outcomes = []
    for face in possible_objects(described, [], what):
        other = _as_card(face)
        verdict = combat_outcome(CheckInput(q.question, {named_side: asked, side: other, "asked": asked}, {},
                                            q.others))
        if verdict is None:
            return None
        outcomes.append((face, verdict))
    return _over_all(outcomes, described, what,
                     lambda condition: f"It depends: {asked.name} dies in this combat only {condition}.")


# --- triggers: "does A trigger when a token dies?" --------------------------------------------------------

@check("triggers.described.v1", intent="trigger.object",
       answers="Does a permanent the question describes instead of naming (\"a token\", \"my opponent's creature\", "
               "\"an artifact\") entering, dying, leaving or attacking, or a spell described being cast (\"when I "
               "cast an enchantment spell\"), trigger A's ability? Runs the trigger check on every object the "
               "description fits.",
       cites=("603.2", "603.6a", "603.10a", "508.3a", "700.4", "111.1", "601.2i"),
       reads=Reads(roles=("watcher",), params=("object", "event", "how", "caster"),
                   scenario=("controller", "zone", "players")),
       examine=CHANGES_TRIGGERS, ruling_terms=("trigger", "enters", "dies", "leaves", "another", "control"))
def described_trigger(q: CheckInput) -> Verdict | None:
    described = describe(q.details.get("object", "").split())
    event = q.details.get("event")
    watcher = q.need("watcher")
    if sacrifice_matters(q, watcher):
        return None
    if described is None or described.status:
        return None
    if event == "cast":
        # 601.2i: "when I cast an enchantment spell": the spell's controller is the player who cast it
        if described.head != "spell" or described.token or described.controller is not None:
            return None
        described = replace(described, controller=q.details.get("caster"))
    elif described.head == "spell" or event not in ("dies", "enters", "attacks", "exiled", "bounced"):
        return None
    what = described.told_back
    asked, assumptions = _with_controllers(q, watcher, described, f"You control {watcher.name}.")
    # the words of what each trigger watches ("another Elf", "a legendary creature") name the creature types and
    # supertypes worth trying
    watched = [TargetSpec(min=1, max=1, types=(), phrase=f"{e.subject} {e.detail}", restriction=e.subject)
               for _, e in trigger_conditions(watcher)]
    outcomes = []
    for face in possible_objects(described, watched, what):
        if event == "cast" and "land" in types_of(face):
            continue                         # 305.9: a land is never cast, so no spell is one
        subject = _as_card(face)
        details = {"event": event, "caster": described.controller} if event == "cast" else {"event": event}
        given = CheckInput(asked, {"watcher": watcher, "subject": subject},
                           {k: v for k, v in details.items() if v is not None}, q.others)
        verdict = _decide(given, watcher, subject, event, None, token=described.token)
        if verdict is None:
            return None
        outcomes.append((face, replace(verdict, assumptions=verdict.assumptions + assumptions)))
    return _over_all(outcomes, described, what, lambda condition: f"It depends: {watcher.name}'s ability triggers "
                     f"only {condition}.")


# --- how many times: "if three creatures die at once, how many times does A trigger?" ----------------------

@check("triggers.times.v1", intent="trigger.times",
       answers="When several objects the question describes do the same thing at once (\"three creatures die at "
               "once\"), how many times does A's ability trigger (or does it trigger twice)? Once for each of them "
               "that its condition covers, or once in all when it says \"one or more\" (603.2c).",
       cites=("603.2c", "603.2", "603.6a", "603.10a", "700.4"),
       reads=Reads(roles=("watcher",), params=("object", "event", "how", "ask", "told"),
                   scenario=("controller", "zone", "players")),
       examine=CHANGES_TRIGGERS, ruling_terms=("trigger", "one or more", "each"))
def trigger_times(q: CheckInput) -> Verdict | None:
    words = q.details.get("object", "").split()
    described = describe(words, counted=True)
    event, watcher = q.details.get("event"), q.need("watcher")
    if described is None or described.count is None or event not in ("dies", "enters", "attacks", "exiled",
                                                                      "bounced"):
        return None
    one = " ".join(["one", *words[1:]] if words[1:2] == ["of"] else ["a", *(HEADS.get(w, w) for w in words[1:])])
    single = described_trigger(CheckInput(q.question, q.cards, {**q.details, "object": one}, q.others))
    if single is None or single.value not in ("yes", "no"):
        return None                          # whether one of them triggers it isn't known
    watched = {"exiled": ("leaves",), "bounced": ("leaves",), "dies": ("dies", "leaves")}.get(event, (event,))
    conditions = [e for _, e in trigger_conditions(watcher) if e.event in watched]
    if single.value == "yes" and (not conditions or len({e.one_or_more for e in conditions}) > 1):
        return None                          # which of its abilities triggers, once or for each, isn't clear
    n = described.count
    times = 0 if single.value == "no" else 1 if conditions[0].one_or_more else n
    why = ("\"one or more\": all of them at once trigger it once" if single.value == "yes" and times == 1 else
           "an ability triggers once for each object its condition covers that does it" if times else
           "none of them triggers it")
    verb = {"dies": "die", "enters": "enter", "attacks": "attack", "exiled": "are exiled",
            "bounced": "are returned to hand"}[event]
    steps = single.steps + (step(f"{n} of them {verb} at the same time: {why}.", "603.2c"),)
    assumptions = single.assumptions
    if described.head in types_of(front(watcher)) | {"permanent"} and any(a.kind == "triggered" for f in watcher.faces
                                                                         for a in f.abilities):
        assumptions += (f"{watcher.name} isn't one of them (one that watches \"another\" doesn't see itself; one that "
                        "watches itself too sees it, 603.10a).",)
    said = f"{watcher.name}'s ability " + (f"triggers {times} time{'s' if times != 1 else ''}" if times else
                                          "doesn't trigger")
    told = q.details.get("told")
    if q.details.get("ask") == "amount" or told is None:
        return _capitalised(Verdict(None, f"{said}.", steps, assumptions, single.examined, amount=str(times)))
    value = "yes" if int(told) == times else "no"
    return _capitalised(Verdict(value, f"{'Yes' if value == 'yes' else 'No'}: {said}.", steps, assumptions,
                                single.examined))
