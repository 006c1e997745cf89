"""Paying life (119.4, 118.3): "can I cast A at 3 life?", "can I pay 4 life when I'm at 3?"

A player may pay an amount of life greater than 0 only if their life total is at least that amount
(119.4); paying exactly all of it is allowed, and the player then loses when state-based actions
are next checked (704.5a). A cost that can't be paid fully can't be paid at all (118.3, 601.2h). A
Phyrexian mana symbol is paid with one mana of its colour or with 2 life (107.4f). The life part
of a cost is read from the card: "Pay N life" in an activation cost or an additional cost, and
Phyrexian symbols in a mana or activation cost.
"""
from __future__ import annotations

import re

from ..models import Ability, Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import front, shown, step

_PAY_LIFE = re.compile(r"^pay (\d+|X) life$", re.I)
_PHYREXIAN = re.compile(r"\{(?:[WUBRGC2]/)?[WUBRG]/P\}", re.I)
_LIFE_WORDS = re.compile(r"\bpay (?:\d+|X) life\b", re.I)
_ADDITIONAL = re.compile(r"^as an additional cost to cast this spell\b", re.I)


def _life_parts(parts: tuple[str, ...] | list[str]) -> tuple[int | None, int]:
    """(life a cost always takes, how many Phyrexian symbols it has); the life is None when a part
    speaks of life otherwise ("pay X life", "pay half your life", "pay 2 life or {2}")."""
    fixed: int | None = 0
    phyrexian = 0
    for part in parts:
        m = _PAY_LIFE.match(part.strip())
        if m and m[1].isdigit() and fixed is not None:
            fixed += int(m[1])
        elif re.search(r"\blife\b", part, re.I):
            fixed = None
        phyrexian += len(_PHYREXIAN.findall(part))
    return fixed, phyrexian


def _costs(card: Card, how: str | None) -> list[tuple[str, tuple[str, ...]]] | None:
    """(what is paid for, its cost parts) for casting the card ("cast") or for each of its
    activated abilities ("activate"); None when the question's card and verb don't say which."""
    face = front(card)
    casting = [(f"casting {card.name}", (face.mana_cost or "", *(p for a in face.abilities
                                                                  if _ADDITIONAL.match(a.text) for p in a.cost)))]
    # (keyword abilities with costs are left out: ward's and recover's costs aren't activation costs)
    abilities: list[Ability] = [a for a in face.abilities if a.cost and (
        a.kind == "activated" or (a.kind == "mana" and a.mana_ability_of == "activated"))]
    activating = [(f"activating \"{shown(a)}\"", tuple(a.cost)) for a in abilities]
    if how == "cast":
        return casting
    if how == "activate":
        return activating or None
    return None


@check("payment.life.v1", intent="cost.payable",
       answers="Can a player pay a cost that includes life (\"Pay N life\", Phyrexian mana) at a given life "
               "total, or pay N life at all? 119.4: only with at least that much life.",
       cites=("119.4", "118.3", "118.3b", "119.4b", "107.4f", "601.2h", "704.5a"),
       reads=Reads(optional=("source",), params=("life", "pay", "how", "means", "ask"),
                   scenario=("controller", "players")),
       examine=Examine(r"\blife\b|can't pay|costs? (?:\{|more|less)|rather than pay|without paying",
                       "changes life payments or costs", "119.4"),
       ruling_terms=("pay", "life", "Phyrexian"))
def life_payment(q: CheckInput) -> Verdict | None:
    if not q.details.get("life", "").isdigit():
        return None
    life = int(q.details["life"])
    source = q.card("source")
    if source is None:
        if not q.details.get("pay", "").isdigit():
            return None
        return _verdict(f"paying {q.details['pay']} life", int(q.details["pay"]), 0, life, False, [])
    costs = _costs(source, q.details.get("how"))
    if not costs:
        return None
    if q.details.get("ask") == "times":
        return _times(source, costs, life)
    counted = sum(_LIFE_WORDS.search(p) is not None for _, parts in costs for p in parts)
    if sum(len(_LIFE_WORDS.findall(a.text)) for f in source.faces for a in f.abilities) > counted:
        return None                          # life paid elsewhere (an alternative cost, another ability)
    only_life = q.details.get("means") == "life"
    outcomes = []
    for what, parts in costs:
        fixed, phyrexian = _life_parts(parts)
        if fixed is None:
            return None                      # "pay X life", "half your life": not a fixed amount
        steps = [step(f"{source.name}: {what} costs {' and '.join(p for p in parts if p) or 'nothing'}.", "601.2f")]
        outcomes.append(_verdict(what, fixed, phyrexian, life, only_life, steps))
    values = {v.value for v in outcomes}
    if len(values) == 1:
        return outcomes[0]
    return Verdict("depends", f"It depends on which ability: some of {source.name}'s abilities can be paid for "
                   f"at {life} life, others can't.", tuple(s for v in outcomes for s in v.steps))


def _verdict(what: str, fixed: int, phyrexian: int, life: int, only_life: bool, steps: list) -> Verdict:
    """Whether `life` is enough for a cost that always takes `fixed` life and has `phyrexian`
    symbols (each 2 life, or paid with mana unless `only_life`)."""
    if life <= 0:
        return Verdict("no", f"No: at {life} life a player has already lost the game.",
                       tuple(steps + [step("A player with 0 or less life loses the game as a state-based action.",
                                           "704.5a")]))
    needed = fixed + (2 * phyrexian if only_life else 0)
    if phyrexian:
        steps.append(step(f"Each of its {phyrexian} Phyrexian mana symbol{'s' if phyrexian > 1 else ''} can be paid "
                          "with one mana of its colour or with 2 life.", "107.4f"))
    if needed == 0:
        if phyrexian:
            steps.append(step("Paying the Phyrexian symbols with mana, it takes no life.", "107.4f"))
            return Verdict("yes", f"Yes: {what} can be paid at {life} life, paying mana for the Phyrexian symbols "
                           f"(all of them with life would take {2 * phyrexian}).", tuple(steps),
                           ("The player has the mana for the rest of the cost.",))
        steps.append(step("The cost takes no life, so the life total doesn't limit it.", "118.3"))
        return Verdict("yes", f"Yes: {what} takes no life.", tuple(steps),
                       ("The player has the mana and other resources for the cost.",))
    if life < needed:
        steps.append(step(f"It takes {needed} life, and a player can pay life only with a life total at least that "
                          f"high: {life} isn't enough. A cost that can't be paid fully can't be paid at all.",
                          "119.4", "118.3", "601.2h"))
        return Verdict("no", f"No: {what} takes {needed} life, and a player at {life} life can't pay it.", tuple(steps))
    steps.append(step(f"It takes {needed} life, and {life} is at least that much: the payment is allowed.", "119.4"))
    if life == needed:
        steps.append(step("Paying it leaves the player at 0 life; they lose the game the next time state-based "
                          "actions are checked.", "704.5a"))
    extra = (" (or mana for the Phyrexian symbols)" if phyrexian and not only_life else "")
    return Verdict("yes", f"Yes: {what} takes {needed} life{extra}, and {life} life is enough.", tuple(steps),
                   ("The player has the mana and other resources for the rest of the cost.",) if fixed or phyrexian
                   else ())


def _times(source: Card, costs: list[tuple[str, tuple[str, ...]]], life: int) -> Verdict | None:
    """How many times the one ability of `source` whose cost takes life can be activated at `life` (119.4: each
    payment needs a life total at least that high), a value answer; None when that isn't the question's one
    ability, or something else in its cost or text limits it in a way this doesn't read."""
    paying = [(what, parts, fixed) for what, parts in costs for fixed, phyrexian in [_life_parts(parts)]
              if fixed and not phyrexian]
    if len(paying) != 1 or life <= 0:
        return None
    what, parts, fixed = paying[0]
    if any(re.search(r"\{[TQ]\}|sacrific|exile|discard|remove|counter", p, re.I) for p in parts) or \
            re.search(r"only once|only as a sorcery|only during", " ".join(a.text for f in source.faces
                                                                          for a in f.abilities), re.I):
        return None                          # tapping, sacrificing, counters, timing: another limit
    times = life // fixed
    steps = [step(f"{source.name}: {what} costs {' and '.join(p for p in parts if p)}.", "601.2f"),
             step(f"Each activation takes {fixed} life, and a player can pay life only with a life total at least "
                  f"that high: from {life} life, {times} time{'s' if times != 1 else ''}"
                  + (", down to 0 life (the player then loses)" if times and life % fixed == 0 else "") + ".",
                  "119.4", "602.2"),
             step("An activated ability can be activated again whenever its cost can be paid.", "602.2")]
    return Verdict(None, f"{times} time{'s' if times != 1 else ''}: at {life} life, {what} can be paid {times} "
                   f"time{'s' if times != 1 else ''} ({fixed} life each).", tuple(steps),
                   ("The player has the mana for the rest of each cost, and nothing else changes their life total.",),
                   amount=str(times))
