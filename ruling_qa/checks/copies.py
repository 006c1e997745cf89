"""What a copy gets: "does A copy the counters on B?", "if A copies B, does it have flying?", "is it tapped?"

707.2: a copy acquires only B's copiable values, the characteristics printed on it (name, mana cost,
color indicator, card types, subtypes, supertypes, rules text, power, toughness, loyalty) as modified by
other copy effects, and nothing else: not its counters (122), whether it is tapped (110.5), damage
marked on it (120.3), the Auras and Equipment attached to it (301.5, 303.4), nor other effects on it
("until end of turn" bonuses, 613). 707.9: an exception the copy effect states ("except it's an
Illusion", "except it enters with an additional +1/+1 counter") changes what it gets.
"""
from __future__ import annotations

import re

from ..models import Ability, Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import front, is_permanent, keyword_map, object_fits, shown, step, text_of
from .triggers import copies_spell

_COPY = re.compile(r"\b(?:enter(?:s)?(?: the battlefield)? as a copy of|becomes? a copy of|token that's a copy of|"
                   r"tokens that are copies of)\b", re.I)
# what isn't a copiable value (707.2), with the rule that says what it is and how an answer says it
_NOT_COPIED = {"counters": ("the counters on it", "122.1"), "tapped": ("whether it is tapped", "110.5"),
               "damage": ("the damage marked on it", "120.3"),
               "attached": ("the Auras and Equipment attached to it", "301.5"),
               "effects": ("what other effects give it (a spell's bonus)", "613.1")}
# the words of an exception that may touch each thing asked (707.9)
_EXCEPTION_TOUCHES = {"counters": r"counter", "tapped": r"tapped", "damage": r"damage", "attached": r"attach|aura|equip",
                      "effects": r"\+\d|gets?", "legendary": r"legendary|legend",
                      "keyword": r"has|have|ability|abilities", "abilities": r"has|have|ability|abilities"}


# what the copy effect may copy: "a copy of any creature on the battlefield", "a copy of target nontoken creature you
# control", "a copy of an artifact or creature"
_COPY_OF = re.compile(r"\bcop(?:y|ies) of (?:any|a|an|target|another target|up to one target|one) (?P<what>[a-z -]+?)"
                      r"(?= on the battlefield| you control| an opponent controls| card|,|\.| except| until|$)", re.I)


def _copy_ability(card: Card) -> Ability | None:
    """The copier's copy effect, or None."""
    found = [a for face in card.faces for a in face.abilities if _COPY.search(text_of(a))]
    return found[0] if len(found) == 1 else None


@check("copy.gets.v1", intent="copy.gets",
       answers="When A copies B, does the copy get B's counters, tapped status, damage, Auras and Equipment, or a "
               "spell's bonus on it (no: 707.2), or B's printed abilities, a keyword, its supertype (yes, when B has "
               "them printed)? An exception in A's copy effect that touches what is asked gets no verdict.",
       cites=("707.2", "707.9", "122.1", "110.5", "120.3", "301.5", "613.1"),
       # 707.2: the original's status told (tapped, attacking, enchanted) is never copied, so it is read as weighed
       reads=Reads(roles=("copier",), optional=("original",), params=("what", "keyword"),
                   scenario=("controller", "players", "status")),
       examine=Examine(r"cop(?:y|ies)|counter|has|have|gets?|\+\d+/\+\d+", "changes what a copy gets or what B has",
                       "707.2"),
       ruling_terms=("copy", "copiable", "counters", "except"))
def copy_gets(q: CheckInput) -> Verdict | None:
    copier, original = q.need("copier"), q.card("original")
    if original is not None and _copy_ability(copier) is None and _copy_ability(original) is not None:
        copier, original = original, copier  # "if B is copied by A": whichever one copies
    ability = _copy_ability(copier)
    what = q.details.get("what")
    if ability is None or what is None or original is None and what not in _NOT_COPIED:
        return None
    text = text_of(ability)
    target = _COPY_OF.search(text)
    if target is None or " card" in text[target.end():target.end() + 5]:
        return None                          # it copies itself, a card in a graveyard, or what this doesn't read
    if original is not None:
        fits = object_fits(target["what"], original)
        if len(original.faces) > 1 or not is_permanent(front(original)) or fits is None or fits[0] != "yes":
            return None                      # not something this copy effect can copy (a spell named is an effect)
    exception = text.split(" except ", 1)[1] if " except " in text else ""
    if exception and re.search(_EXCEPTION_TOUCHES.get(what, r"."), exception, re.I):
        return None                          # 707.9: its exception may change exactly this
    steps = [step(f"{copier.name}: \"{shown(ability)}\". A copy gets only the copiable values: what is printed "
                  "on the original (and other copy effects), nothing else.", "707.2")]
    if what in _NOT_COPIED:
        said, rule = _NOT_COPIED[what]
        steps.append(step(f"{said[:1].upper()}{said[1:]} isn't a copiable value.", rule, "707.2"))
        whose = said.replace("it", original.name, 1) if original is not None else said.replace(
            "it", "what it copies", 1)
        return Verdict("no", f"No: {copier.name}'s copy doesn't get {whose}.", tuple(steps))
    assert original is not None
    face = front(original)
    if what == "keyword":
        keyword = q.details.get("keyword", "")
        if not keyword:
            return None
        if keyword in keyword_map(face):
            steps.append(step(f"{original.name} has {keyword} printed on it: the copy has it too.", "707.2"))
            return Verdict("yes", f"Yes: the copy has {keyword}, printed on {original.name}.", tuple(steps))
        steps.append(step(f"{original.name} has no {keyword} printed on it; an effect that gives it {keyword} "
                          "isn't copied.", "707.2"))
        return Verdict("no", f"No: {original.name} has no {keyword} printed on it, so the copy doesn't either.",
                       tuple(steps))
    if what == "legendary":
        has = "Legendary" in face.supertypes
        steps.append(step(f"{original.name}'s supertypes are copied: it is {'' if has else 'not '}legendary.",
                          "707.2", "205.4a"))
        return Verdict("yes" if has else "no", f"{'Yes' if has else 'No'}: the copy is {'' if has else 'not '}"
                       "legendary.", tuple(steps))
    if what == "abilities":
        if not face.abilities:
            steps.append(step(f"{original.name} has no abilities printed on it.", "707.2"))
            return Verdict("no", f"No: {original.name} has no abilities to copy.", tuple(steps))
        steps.append(step(f"{original.name}'s printed abilities are its rules text, a copiable value.", "707.2"))
        return Verdict("yes", f"Yes: the copy has {original.name}'s printed abilities.", tuple(steps))
    return None


_NEW_TARGETS = re.compile(r"\bmay choose new targets for (?:the|that|each) cop(?:y|ies)\b", re.I)


@check("copy.spell_choices.v1", intent="copy.costs",
       answers="When A, a spell, is copied (by B, or by a keyword), are its costs paid again (\"do I need to sacrifice a "
               "creature again for the copy?\"), and does the copy keep the choices made for A (kicked, X, modes), "
               "or can a new mode or new targets be chosen for it? 707.10: a copy of a spell isn't cast, so nothing is "
               "paid for it, and it copies all decisions made for the original, including additional and alternative "
               "costs paid; its mode can't be changed (700.2g); new targets only when the copy effect says so "
               "(707.10c). A card that casts the copy (707.12) gets no verdict.",
       cites=("707.10", "707.12", "601.2h", "700.2g", "707.10c"),
       reads=Reads(roles=("spell",), optional=("copier",), params=("ask", "mode"),
                   scenario=("controller", "zone", "players", "arrived")),
       examine=Examine(r"\bcop(?:y|ies)\b|\bcast\b", "copies or casts spells", "707.10"),
       ruling_terms=("copy", "cost", "kicked"))
def spell_choices(q: CheckInput) -> Verdict | None:
    spell, copier, ask = q.need("spell"), q.card("copier"), q.details.get("ask")
    face = front(spell)
    if ask not in ("pay", "choices", "modes", "targets") or len(spell.faces) > 1 or is_permanent(face):
        return None                          # a permanent spell's copy becomes a token (707.10f): not read here
    steps = [step("To copy a spell is to put a copy of it onto the stack; a copy of a spell isn't cast, and it "
                  "copies all decisions made for the original: modes, targets, X, and additional or alternative "
                  "costs paid.", "707.10")]
    if copier is not None:
        how = copies_spell(copier)
        if how != "copy":
            return None                      # it casts the copy (707.12: its costs are paid), or copies no spell
        steps.insert(0, step(f"{copier.name} copies {spell.name} without casting the copy.", "707.10"))
    if ask == "modes":
        if not any(a.modes for a in face.abilities):
            return None                      # not a modal spell: no mode to choose
        if q.details.get("mode"):
            steps.append(step(f"The mode of {spell.name} was chosen as it was cast.", "601.2b"))
        steps.append(step("A copy of a modal spell copies the mode or modes chosen for it; the copy's controller "
                          "can't choose a different mode.", "700.2g"))
        return Verdict("no", f"No: the copy of {spell.name} has the mode chosen for {spell.name}; a different mode "
                       "can't be chosen for it.", tuple(steps))
    if ask == "targets":
        if copier is None:
            return None                      # a keyword or an unnamed effect: whether it lets new targets be chosen isn't read
        if not any(a.targets for a in face.abilities):
            return None                      # the spell has no targets to change
        said = [a for f in copier.faces for a in f.abilities if _NEW_TARGETS.search(text_of(a))]
        if said:
            steps.append(step(f"{copier.name}: \"{shown(said[0])}\".", "707.10c"))
            return Verdict("yes", f"Yes: {copier.name} lets you choose new targets for the copy of {spell.name}.",
                           tuple(steps))
        steps.append(step(f"{copier.name} doesn't say that new targets may be chosen for the copy, so it has the "
                          "original's targets.", "707.10c"))
        return Verdict("no", f"No: the copy of {spell.name} has the same targets; {copier.name} doesn't let you "
                       "choose new ones.", tuple(steps))
    if ask == "pay":
        steps.append(step("Costs are paid only while a spell is cast; the copy was never cast.", "601.2h"))
        return Verdict("no", f"No: a copy of {spell.name} isn't cast, so none of its costs is paid for it.",
                       tuple(steps))
    told = q.fact("spell")
    if told is None or told.arrived != "kicker" or "kicker" not in keyword_map(face):
        return None                          # the copy is kicked only if the original was: the question must say
    return Verdict("yes", f"Yes: the copy of {spell.name} is kicked too: it keeps the choices made for the original.",
                   tuple(steps))
