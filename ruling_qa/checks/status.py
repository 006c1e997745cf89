"""A permanent's status (110.5): tapped or untapped is not a characteristic (110.5a), so a tapped
permanent's static and triggered abilities work as before; only an ability that says so ("if ~ is
untapped", "as long as ~ is untapped") stops, and only a cost with {T} needs it untapped (107.5)."""
from __future__ import annotations

import re

from ..models import Verdict
from . import CheckInput, Examine, Reads, check
from .facts import abilities, front, name_list, shown, step, text_of

# an ability that works only while its own permanent is untapped: a static ability's "As long as ~ is
# untapped," (604.1) or a trigger's intervening "if ~ is untapped," (603.4)
_WHILE_UNTAPPED = re.compile(r"^(?:as long as|while) ~ is untapped, [^.]*\.$|"
                             r"^(?:at|when|whenever) [^,.]*, if ~ is untapped, [^.]*\.$", re.I)
# any other words about its own status ("gain 3 life if ~ is untapped. Otherwise ..."): not weighed
_OWN_STATUS = re.compile(r"\b~ (?:is|remains) (?:un)?tapped\b|\botherwise\b", re.I)


@check("status.tapped_works.v1", intent="status.works",
       answers="Do a tapped permanent's abilities still work? Reads whether an ability asks for its permanent "
               "to be untapped (or tapped), and which costs need {T}.",
       cites=("110.5", "110.5a", "107.5", "603.4", "604.1"),
       reads=Reads(roles=("permanent",), params=("state",), scenario=("controller", "zone", "status", "players")),
       examine=Examine(r"\b(?:un)?tap|\blose(?:s)? all abilities\b|\bhave no abilities\b|\bcan't be activated\b",
                       "taps, untaps or removes abilities", "110.5"),
       ruling_terms=("tapped", "untapped"))
def tapped_works(q: CheckInput) -> Verdict | None:
    permanent = q.need("permanent")
    status = q.status("permanent")
    if status != {"tapped"}:
        return None                          # asked about a tapped permanent only
    if len(permanent.faces) > 1:
        return None                          # which face is up isn't told
    own = [a for _, a in abilities(permanent) if a.kind != "keyword"]
    if not own or any("{T}" in a.cost for a in own):
        # 107.5: a {T} ability can't be activated while tapped, though one already activated still
        # resolves; "does it work" doesn't say which is meant
        return None
    steps, values = [], []
    for ability in own:
        text = text_of(ability)
        rule = "603.4" if ability.kind == "triggered" else "604.1"
        if _WHILE_UNTAPPED.match(text):
            values.append("no")
            steps.append(step(f"\"{shown(ability)}\" works only while {permanent.name} is untapped.", rule))
        elif _OWN_STATUS.search(text):
            return None
        else:
            values.append("yes")
            steps.append(step(f"\"{shown(ability)}\" doesn't ask for {permanent.name} to be untapped, so it works "
                              "while it is tapped.", "110.5a"))
    value = values[0] if len(set(values)) == 1 else "depends"
    if value != "no":
        steps.append(step("Tapped or untapped is a permanent's status, not one of its characteristics: tapping it "
                          "doesn't turn its abilities off.", "110.5", "110.5a"))
    if value == "yes":
        answer = f"Yes: {permanent.name}'s abilities work while it is tapped."
    elif value == "no":
        answer = f"No: {permanent.name}'s abilities work only while it is untapped."
    else:
        stopped = [shown(a) for a, v in zip(own, values) if v == "no"]
        answer = (f"It depends on the ability: {name_list(chr(34) + s + chr(34) for s in stopped)} stops while "
                  f"{permanent.name} is tapped; the others work.")
    return Verdict(value, answer, tuple(steps))


@check("status.tapped_activates.v1", intent="status.activate",
       answers="Can a tapped permanent (a creature described, not named) still activate its abilities? Only a cost "
               "with {T} needs it untapped (107.5); its other abilities can be activated while it is tapped.",
       cites=("107.5", "602.1", "110.5a"),
       reads=Reads(params=("ask",), scenario=("players",)),
       ruling_terms=("tapped", "tap symbol"))
def tapped_activates(q: CheckInput) -> Verdict | None:
    asked = q.details.get("ask")
    needs_tap = step("The tap symbol in an activation cost means \"tap this permanent\"; a permanent that is already "
                     "tapped can't be tapped again to pay it.", "107.5")
    others = step("An activated ability's cost is what comes before the colon; an ability whose cost has no {T} can "
                  "be activated while the permanent is tapped.", "602.1", "110.5a")
    if asked == "without_tap":
        return Verdict("yes", "Yes: a tapped permanent can still activate its abilities whose costs don't include "
                       "{T}.", (others, needs_tap))
    if asked == "tap_ability":
        return Verdict("no", "No: an ability with {T} in its cost can't be activated while the permanent is tapped.",
                       (needs_tap,))
    if asked == "any":
        return Verdict("depends", "It depends on the ability: one with {T} in its cost can't be activated while the "
                       "permanent is tapped; the others can.", (needs_tap, others))
    return None


# words on the named cards that change what tapping does in combat or in the untap step
_CHANGES_TAPPING = r"\bas though (?:it|they) (?:were|weren't) (?:un)?tapped\b|\bvigilance\b|\buntap|\bdoesn't cause\b"


@check("status.combat_tapped.v1", intent="status.combat",
       answers="Can A attack or block while tapped (508.1a, 509.1a: attackers and blockers must be untapped)? Does "
               "A tap when it attacks (508.1f; 702.20b vigilance)? Does A untap in its controller's untap step "
               "(502.3)?",
       cites=("508.1a", "509.1a", "508.1f", "702.20b", "502.3"),
       reads=Reads(roles=("permanent",), params=("ask", "state"), scenario=("controller", "zone", "status",
                                                                           "players")),
       examine=Examine(_CHANGES_TAPPING, "changes tapping, untapping or vigilance", "502.3"),
       ruling_terms=("tapped", "untap", "vigilance"))
def combat_tapped(q: CheckInput) -> Verdict | None:
    card = q.need("permanent")
    asked = q.details.get("ask")
    status = q.status("permanent")
    if len(card.faces) > 1 or "creature" not in {t.lower() for t in front(card).types} and asked != "untaps":
        return None
    texts = [text_of(a) for a in front(card).abilities]
    if asked == "untaps" and not status and any(re.fullmatch(r"~ doesn't untap during (?:your|its controller's) untap "
                                                             r"step\.", t, re.I) for t in texts):
        return Verdict("no", f"No: {card.name} says it doesn't untap during its controller's untap step.",
                       (step("The active player untaps their permanents in the untap step, except those an effect "
                             "says don't untap.", "502.3"),))
    if any(re.search(_CHANGES_TAPPING, t, re.I) for t in texts if not re.fullmatch(r"vigilance", t, re.I)):
        return None                          # its own words about tapping or untapping: not weighed here
    vigilance = any((a.keyword or "").lower() == "vigilance" for a in front(card).abilities)
    if asked in ("attack", "block"):
        if status != {"tapped"}:
            return None
        rule = "508.1a" if asked == "attack" else "509.1a"
        role = "an attacker" if asked == "attack" else "a blocker"
        return Verdict("no", f"No: a tapped creature can't be declared as {role}.",
                       (step(f"{'Attacking' if asked == 'attack' else 'Blocking'} creatures must be untapped when they "
                             "are declared.", rule),))
    if status:
        return None
    if asked == "taps_attacking":
        if vigilance:
            return Verdict("no", f"No: {card.name} has vigilance, so attacking doesn't tap it.",
                           (step("Attacking doesn't cause creatures with vigilance to tap.", "702.20b"),))
        return Verdict("yes", f"Yes: {card.name} becomes tapped when it is declared as an attacker (it has no "
                       "vigilance).", (step("The active player taps the creatures declared as attackers; this isn't "
                                            "a cost.", "508.1f"),))
    if asked == "untaps":
        return Verdict("yes", f"Yes: {card.name} untaps in its controller's untap step like their other permanents.",
                       (step("In the untap step, the active player untaps all their permanents, unless an effect "
                             "says one doesn't untap.", "502.3"),
                        step(f"Nothing {card.name} says stops it from untapping.", "502.3")))
    return None
