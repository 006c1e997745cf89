"""Does an effect that doesn't target reach a permanent? ("destroy all creatures", "deals 2 damage to
each creature"). Protection stops only damage, enchanting or equipping, blocking and targeting
(702.16b-f, "DEBT"); hexproof and shroud stop only targeting (702.11b, 702.18a); indestructible
stops destruction and death from damage (702.12b); a replacement effect ("instead") moves a
destroyed permanent elsewhere (614.1a).
"""
from __future__ import annotations

import re

from ..models import Card, Verdict
from ..parse.objects import describe
from . import CheckInput, Examine, Reads, check
from .facts import (
    COLOR_WORDS,
    PERMANENT_TYPES,
    front,
    shown,
    keyword_map,
    printed,
    printed_limits,
    protection_given,
    singular_of,
    step,
    subtypes_of,
    types_of,
    weigh_limits,
)
from .removal import only_cast, saving_story
from .targeting import matches_quality, source_qualities, unweighed_protection

_MASS = re.compile(r"^(?P<verb>destroy|exile|return) all (?P<what>[^.]+?)(?: to (?:their|its) owners?'s? hands?)?\.",
                   re.I)
_DAMAGE = re.compile(r"^~ deals (?P<n>\d+) damage to each (?P<what>[^.]+?)\.", re.I)
_SHRINK = re.compile(r"^(?:all |each )?(?P<what>[^.]+?) gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+) until end of turn\.$", re.I)
# its own text that could change its toughness ("gets +1/+1", counters, "toughness is equal to")
_OWN_TOUGHNESS = re.compile(r"toughness|\bgets?\b|counters?|[+-]\d+/[+-]\d+", re.I)
# a permanent's own text that could change what a mass effect does to it
_ITS_OWN = re.compile(r"destroy|exile|would|instead|regenerat|damage|prevent|protection|indestructible|return|"
                      r"phase|as long as|\bcolou?rs?\b|\bis (?:white|blue|black|red|green)\b|\bdevoid\b", re.I)
# its own "if ~ would die / be put into a graveyard, ... instead": destroyed, it goes elsewhere (614.1a)
_ELSEWHERE = re.compile(r"^If ~ would (?:die|be put into a graveyard from anywhere), [^.]+? instead\.$", re.I)
_SAFE_KEYWORDS = frozenset({"hexproof", "shroud", "protection", "indestructible", "flying", "trample", "haste",
                            "vigilance", "reach", "deathtouch", "lifelink", "first strike", "double strike", "menace",
                            "ward", "defender"})


def mass_verb(card: Card) -> str | None:
    """"destroy", "exile" or "return" for a spell whose one effect is to do that to all permanents of a kind
    ("Return all green permanents to their owners' hands."); None otherwise."""
    texts = [a.normalized or a.text for face in card.faces for a in face.abilities if a.kind == "spell"]
    mass = _MASS.match(texts[0]) if len(texts) == 1 else None
    return mass["verb"].lower() if mass else None


def _covers(what: str, target: Card) -> tuple[str, str] | None:
    """Does "creatures" / "artifacts, creatures, and enchantments" / "nonland permanents" include
    the target? None for words this check doesn't read."""
    face = front(target)
    kinds = types_of(face) | subtypes_of(face)
    colors = {name for name, code in COLOR_WORDS.items() if code in face.colors and name != "colorless"}
    wanted, colors_wanted, conditions = set(), set(), []
    limits, rest = printed_limits(what.lower(), face, target)
    failed, undecided = weigh_limits(limits)
    if failed is not None:
        return "no", f"it includes only those with {failed.said}"
    conditions += undecided
    for word in re.findall(r"[a-z]+", rest):
        singular = singular_of(word)
        if word in ("and", "or", "other"):
            continue
        if word.startswith("non") and word[3:] in PERMANENT_TYPES:
            if word[3:] in kinds:
                return "no", f"it spares {word[3:]}s"
            continue
        if singular in PERMANENT_TYPES or singular == "permanent":
            wanted.add(singular)
            continue
        # 105.2, 202.2: a color, or "non" a color ("green permanents", "nonblack creatures")
        if word in COLOR_WORDS and word != "colorless" and not re.search(r",|\band\b|\bor\b", rest):
            colors_wanted.add(word)
            continue
        if word.startswith("non") and word[3:] in COLOR_WORDS and word[3:] != "colorless":
            if word[3:] in colors:
                return "no", f"it spares {word[3:]} permanents, and {target.name} is {word[3:]}"
            continue
        return None
    if wanted and "permanent" not in wanted and not wanted & kinds:
        return "no", f"it affects only {', '.join(sorted(wanted))}s, and {target.name} is {face.type_line}"
    if colors_wanted and not colors_wanted & colors:
        color = " and ".join(sorted(colors)) if colors else "colorless (a color comes from the mana cost, and it has none)"
        return "no", f"it affects only {' or '.join(sorted(colors_wanted))} ones, and {target.name} is {color}"
    if conditions:
        return "depends", "only if " + " and ".join(conditions)
    return "yes", f"{target.name} is one of the {what}"


def destroys(spell: Card, card: Card) -> tuple[str, str] | None:
    """Does a spell whose one effect is "Destroy all [kind]" destroy the named permanent ("yes" | "no" |
    "depends", why)? None for another spell, or a permanent whose own text may change that."""
    texts = [a.normalized or a.text for face in spell.faces for a in face.abilities if a.kind == "spell"]
    mass = _MASS.match(texts[0]) if len(texts) == 1 else None
    if mass is None or mass["verb"].lower() != "destroy" or any(
            not re.fullmatch(r"(?:They|It) can't be regenerated\.", s.strip())
            for s in re.split(r"(?<=\.)\s+", texts[0])[1:] if s.strip()):
        return None
    face = front(card)
    keywords = keyword_map(face)
    if any(a.kind != "keyword" and _ITS_OWN.search(a.normalized or a.text) for a in face.abilities) or \
            set(keywords) - _SAFE_KEYWORDS:
        return None
    covered = _covers(mass["what"], card)
    if covered is not None and covered[0] == "yes" and "indestructible" in keywords:
        return "no", f"{card.name} is indestructible"
    return covered


@check("protection.mass_effects.v1", intent="effect.reaches",
       answers="Does a spell that doesn't target (destroy, exile or return all; damage to each) reach a "
               "permanent with protection, hexproof, shroud or indestructible?",
       cites=("702.16b", "702.16e", "702.11b", "702.18a", "702.12b", "115.10a", "704.5g", "105.2", "202.2", "405.5",
              "608.2"),
       reads=Reads(roles=("effect", "object"), optional=("saver",), params=("verb",),
                   scenario=("controller", "zone", "events", "players")),
       examine=Examine(r"protection|hexproof|shroud|indestructible|damage|destroy|exile|prevent|instead|regenerat|"
                       r"\bcolou?rs?\b|\b(?:is|are|becomes?) (?:white|blue|black|red|green)\b",
                       "grants protection or indestructible, changes destruction or damage, or changes colors",
                       "702.16b"),
       ruling_terms=("protection", "indestructible", "destroy", "damage", "target"))
def mass_effect(q: CheckInput) -> Verdict | None:
    effect, target = q.need("effect"), q.need("object")
    if not only_cast(q, effect, target):
        return None
    saver, bonus = q.card("saver"), 0
    given: tuple[str, ...] = ()
    assumed: tuple[str, ...] = ()
    if saver is not None:
        # "does C save A from B?": C, cast in response, gives A keywords or toughness until end of turn
        saving, protecting = saving_story(q, effect, target, saver), protection_given(saver)
        if saving is None or protecting is None:
            return None
        bonus, given, group = protecting
        story, assumed = saving
        if group and story.question.reading.scenario.events[-1].actor != story.controller_of(target.name):
            return None                      # "permanents you control": another player's
        assumed += (f"{saver.name} is cast in response to {effect.name}, resolving first.",)
    verb = q.details.get("verb", "affect")
    texts = [a.normalized or a.text for face in effect.faces for a in face.abilities if a.kind == "spell"]
    if len(texts) != 1:
        return None                          # modal, several spells, or none: which part is asked is unclear
    face = front(target)
    own = [a for a in face.abilities if a.kind != "keyword" and _ITS_OWN.search(a.normalized or a.text)]
    elsewhere = [a for a in own if _ELSEWHERE.match(a.normalized or "")]
    own = [a for a in own if a not in elsewhere]
    keywords = keyword_map(face)
    if own or set(keywords) - _SAFE_KEYWORDS:
        return None
    keywords = {**keywords, **{kw: [None] for kw in given}}
    text = texts[0]
    rest = [s for s in re.split(r"(?<=\.)\s+", text)[1:] if s.strip()]
    if any(not re.fullmatch(r"(?:They|It) can't be regenerated\.", s.strip()) for s in rest):
        return None                          # more than one thing happens ("exile it instead" ...)
    steps = [step(f"{effect.name} doesn't target: \"{text}\".", "115.10a")]
    if saver is not None:
        gets = " and ".join(w for w in (f"+{bonus} toughness" if bonus else "", *given) if w)
        steps.append(step(f"{saver.name}, cast in response, resolves first: {target.name} gets {gets} until end of "
                          "turn.", "405.5", "608.2"))
    for kw, rule in (("hexproof", "702.11b"), ("shroud", "702.18a")):
        if kw in keywords:
            steps.append(step(f"{target.name}'s {kw} stops only targeting.", rule))
    mass, damage, shrink = _MASS.match(text), _DAMAGE.match(text), _SHRINK.match(text)
    if shrink:
        if bonus:
            return None                      # a toughness bonus and a shrink: not read together
        shrunk = _shrinks(effect, target, shrink, verb, steps)
        if shrunk is None:
            return None
        value = shrunk
    elif mass:
        covered = _covers(mass["what"], target)
        if covered is None:
            return None
        value, why = covered
        steps.append(step(f"{effect.name}: {why}.", "115.10a"))
        if "protection" in keywords and value != "no":
            steps.append(step(f"Protection stops damage, enchanting or equipping, blocking and targeting, not "
                              f"\"{mass['verb'].lower()} all\".", "702.16b", "702.16e"))
        kind = mass["verb"].lower()
        asked = {"destroy": "destroy", "exile": "exile", "return": "bounce"}[kind]
        if value != "no" and kind == "destroy" and "indestructible" in keywords:
            steps.append(step(f"{target.name} is indestructible, so it isn't destroyed.", "702.12b"))
            value = "no"
        if verb == "kill" and kind != "destroy":
            return None                      # "kill" for exile or bounce: not the same question
        if elsewhere and value != "no" and kind == "destroy":
            steps.append(step(f"{target.name} is destroyed, but its own replacement effect sends it elsewhere instead "
                              f"of a graveyard, so it doesn't die: \"{shown(elsewhere[0])}\"", "701.8a", "614.1a"))
        elif elsewhere and kind != "destroy":
            return None                      # exile or bounce: its graveyard replacement doesn't matter, not read
        if verb not in ("affect", "kill") and verb != asked:
            steps.append(step(f"{effect.name} would {kind}, not {verb}, it.", "115.10a"))
            value = "no"
    elif damage:
        if elsewhere:
            return None                      # lethal damage and a "would die" replacement: not read here
        covered = _covers(damage["what"] + "s", target)
        if covered is None:
            return None
        value, why = covered
        steps.append(step(f"{effect.name}: {why}.", "115.10a"))
        if value != "no" and unweighed_protection(front(target)):
            return None                      # 702.16e: protection from a chosen quality isn't known here
        if value != "no" and any(matches_quality(p, source_qualities(front(effect)))
                                 for p in keywords.get("protection", [])):
            steps.append(step(f"{target.name}'s protection prevents the damage.", "702.16e"))
            value = "no"
        if value != "no" and verb in ("kill", "destroy"):
            toughness = printed(face, "toughness")
            if toughness is None:
                return None
            toughness += bonus
            if "indestructible" in keywords:
                steps.append(step(f"{target.name} is indestructible: lethal damage doesn't destroy it.", "702.12b"))
                value = "no"
            elif int(damage["n"]) >= toughness:
                steps.append(step(f"{damage['n']} damage is lethal for toughness {toughness}; it's destroyed as a "
                                  "state-based action.", "704.5g"))
            else:
                steps.append(step(f"{damage['n']} damage isn't lethal for toughness {toughness}.", "704.5g"))
                value = "no"
        elif value != "no" and verb not in ("affect",):
            return None
    else:
        return None
    label = {"kill": "kill", "destroy": "destroy", "exile": "exile", "bounce": "return", "affect": "affect"}[verb]
    answer = {"yes": f"Yes: {effect.name} does {label} {target.name}.", "no": f"No: {effect.name} doesn't {label} "
              f"{target.name}.", "depends": f"It depends: {effect.name} {label}s {target.name} only under the "
              "conditions below."}[value]
    assumptions = ("Its printed toughness and abilities are unchanged.",) if damage else \
        ("Its printed toughness and abilities are unchanged, and no damage is marked on it.",) if shrink else ()
    return Verdict(value, answer, tuple(steps), assumed + assumptions, examined=(saver.name,) if saver else ())


def _shrinks(effect: Card, target: Card, shrink: re.Match, verb: str, steps: list) -> str | None:
    """ "All creatures get -2/-2 until end of turn": a creature whose toughness becomes 0 or less is put
    into its owner's graveyard (704.5f); that isn't destruction, so indestructible doesn't save it
    (702.12b), and protection doesn't stop an effect that neither targets nor deals damage (702.16b).
    The verdict's value, with its steps added to `steps`; None when it can't be weighed."""
    face = front(target)
    if verb != "kill" or any(a.kind != "keyword" and _OWN_TOUGHNESS.search(a.normalized or a.text)
                             for a in face.abilities):
        return None                          # "destroy" isn't what happens; its own text changes toughness
    covered = _covers(shrink["what"], target)
    toughness = printed(face, "toughness")
    if covered is None or toughness is None or toughness <= 0:
        return None
    value, why = covered
    steps.append(step(f"{effect.name}: {why}.", "115.10a"))
    keywords = keyword_map(face)
    if value != "no":
        left = toughness + int(shrink["t"])
        steps.append(step(f"{target.name}'s toughness {toughness} becomes {left} until end of turn.", "613.4c"))
        if left <= 0:
            steps.append(step("A creature with toughness 0 or less is put into its owner's graveyard as a "
                              "state-based action.", "704.5f"))
            for kw, why_not in (("indestructible", ("Indestructible doesn't stop it: it isn't destroyed.", "702.12b")),
                                ("protection", ("Protection doesn't stop it: it neither targets nor deals damage.",
                                                "702.16b"))):
                if kw in keywords:
                    steps.append(step(*why_not))
        else:
            steps.append(step(f"With toughness {left} it survives, unless damage is marked on it.", "704.5g"))
            value = "no"
    return value


def _targets_at_all(card: Card) -> bool | None:
    """Does the spell (an instant or sorcery's effect, an Aura cast) target? None for a card whose abilities this
    doesn't choose among (which one is used isn't told)."""
    face = front(card)
    kinds = types_of(face)
    if len(card.faces) > 1:
        return None
    if kinds & {"instant", "sorcery"}:
        return any(a.targets for a in face.abilities if a.kind == "spell")
    if "Aura" in face.subtypes:
        return True                          # 303.4a: an Aura spell targets what it will enchant
    return None


@check("protection.ward.v1", intent="ward.triggers",
       answers="Does ward trigger (or counter the spell or ability) when A, with ward, is targeted (by B)? 702.21a: "
               "ward triggers when the permanent becomes the target of a spell or ability an opponent controls, and "
               "counters it unless that player pays the ward cost; a spell that doesn't target, or its own "
               "controller's, doesn't trigger it; abilities do.",
       cites=("702.21a", "115.1", "303.4a"),
       reads=Reads(optional=("warded", "source"), params=("ask", "targeter", "paid", "kind", "object"),
                   scenario=("controller", "zone", "players")),
       examine=Examine(r"\bward\b|\btarget|\bcounter|hexproof|shroud", "changes targeting or ward", "702.21a"),
       ruling_terms=("ward", "target", "counter"))
def ward_triggers(q: CheckInput) -> Verdict | None:
    warded, source = q.card("warded"), q.card("source")
    ask, targeter, paid, kind = (q.details.get(k) for k in ("ask", "targeter", "paid", "kind"))
    if warded is not None and ("ward" not in keyword_map(front(warded)) or len(warded.faces) > 1):
        return None                          # no ward of its own: what gives it ward isn't read
    name = warded.name if warded is not None else "a permanent with ward"
    steps = [step("Ward triggers whenever the permanent becomes the target of a spell or ability an opponent "
                  "controls, and counters that spell or ability unless its controller pays the ward cost.", "702.21a")]
    if source is not None:
        targets = _targets_at_all(source)
        if targets is None:
            return None
        if not targets:
            steps.append(step(f"{source.name} doesn't target, so {name} never becomes its target.", "115.1"))
            return Verdict("no", f"No: {source.name} doesn't target, so ward doesn't trigger and can't counter it.",
                           tuple(steps))
    # whose permanent is targeted: the one named, or the one described ("when I target my own creature")
    described = describe(q.details.get("object", "").split())
    owner = q.controller("warded") if warded is not None else (
        described.controller if described is not None and described.controller else
        "you" if targeter == "own" else None)
    by = "you" if targeter in ("you", "own") else targeter
    same = None if owner is None or by is None else owner == by
    if same:
        steps.append(step(f"The one who targets {name} is its controller, not an opponent.", "702.21a"))
        return Verdict("no", f"No: ward triggers only for an opponent's spell or ability; {name}'s controller can "
                       "target it freely.", tuple(steps))
    if ask == "countered":
        if same is None:
            return None                      # whose spell it is isn't told
        if paid is None:
            return Verdict("depends", "It depends: the spell or ability is countered unless its controller pays the "
                           "ward cost.", tuple(steps))
        value = "no" if paid == "yes" else "yes"
        return Verdict(value, "Yes: unpaid, the ward cost counters it." if value == "yes" else
                       "No: with the ward cost paid, it isn't countered.", tuple(steps))
    if kind == "ability" and same is None and source is None and warded is None:
        return Verdict("yes", "Yes: ward triggers when the permanent becomes the target of an opponent's ability too, "
                       "not only a spell.", tuple(steps))
    if same is None:
        return None
    return Verdict("yes", f"Yes: {name} becomes the target of an opponent's spell or ability, so its ward triggers.",
                   tuple(steps))
