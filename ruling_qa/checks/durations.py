"""Durations (514.2): "until end of turn" and "this turn" effects end in the cleanup step, so they
never last into the next turn."""
from __future__ import annotations

import re

from ..models import Verdict
from . import CheckInput, Examine, Reads, check
from .facts import shown, step

_DURATIONS = re.compile(r"until end of turn|this turn|until your next turn|until the end of your next turn|"
                        r"for as long as|until ~ leaves the battlefield|as long as", re.I)


@check("durations.end_of_turn.v1", intent="duration.lasts",
       answers="Does a card's effect last into the next turn? Reads the durations its text states.",
       cites=("514.2", "611.2a"),
       reads=Reads(roles=("effect",), scenario=("controller", "zone")),
       examine=Examine(r"until|this turn|as long as|next turn|cleanup|end step", "changes how long effects last",
                       "514.2"),
       ruling_terms=("until end of turn", "this turn", "cleanup"))
def end_of_turn(q: CheckInput) -> Verdict | None:
    card = q.need("effect")
    found = [(a, m.group(0).lower()) for f in card.faces for a in f.abilities
             for m in _DURATIONS.finditer(a.normalized or a.text)]
    kinds = {d for _, d in found}
    if not found or not kinds <= {"until end of turn", "this turn"}:
        return None                          # no stated duration, or one this check doesn't decide
    if any(a.kind not in ("spell", "activated", "triggered") for a, _ in found):
        return None
    for ability, _ in found:
        effect = (ability.normalized or ability.text).split(":", 1)[-1]
        if any(s.strip() and not _DURATIONS.search(s) for s in re.split(r"(?<=\.)\s+", effect)):
            return None                      # part of it lasts ("put two +1/+1 counters ..."): not only a duration
    steps = [step(f"\"{shown(a)}\" lasts {d}." , "611.2a") for a, d in found]
    steps.append(step("In the cleanup step, all \"until end of turn\" and \"this turn\" effects end.", "514.2"))
    return Verdict("no", f"No: {card.name}'s effect ends in the cleanup step of the turn it happened.", tuple(steps))
