"""Countering: can A counter B (B's spell, or B's ability)?

701.6a: to counter a spell or ability is to cancel it and remove it from the stack; "Counter
target X" can target only what its words describe (115.1: "noncreature spell", "blue spell",
"activated or triggered ability"); a spell that "can't be countered" can still be targeted, but
isn't countered (101.2). Lands are played, not cast (305.1); mana abilities don't use the stack, so
they can't be targeted or countered (605.3b).
"""
from __future__ import annotations

import re

from ..models import Verdict
from . import CheckInput, Examine, Reads, check
from .facts import COLOR_WORDS, front, keyword_map, never_cast, shown, step, target_fit, text_of, types_of

_COUNTER = re.compile(r"^Counter target (?P<what>[^.]+?)(?P<unless> unless [^.]+)?\.$", re.I)
_CANT_BE_COUNTERED = re.compile(r"^(?:this spell|~) can't be countered\.$", re.I)
# keyword abilities that are static (702.9-702.19 ...): they never go on the stack
_STATIC_KEYWORDS = frozenset({"flying", "trample", "haste", "vigilance", "reach", "lifelink", "deathtouch", "menace",
                              "first strike", "double strike", "hexproof", "indestructible", "defender", "flash",
                              "shroud", "intimidate", "fear"})
_SPELL_TYPES = frozenset({"artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker", "battle",
                          "legendary", "kindred"})


@check("countering.can_counter.v1", intent="counter.can",
       answers="Can A counter B's spell or ability? Reads A's \"Counter target ...\" words (spell types, colours, "
               "activated or triggered abilities, \"unless ... pays\") and B's \"can't be countered\".",
       cites=("701.6a", "115.1", "101.2", "605.3b", "305.1", "305.9", "116.2a", "315.3", "702.61a"),
       reads=Reads(roles=("counter", "spell"), params=("object",), scenario=("controller", "zone", "players")),
       examine=Examine(r"counter|split second|can't be countered|can't be the target", "stops countering or "
                       "targeting spells", "101.2"),
       ruling_terms=("counter", "can't be countered", "target"))
def can_counter(q: CheckInput) -> Verdict | None:
    counter, spell = q.need("counter"), q.need("spell")
    if len(counter.faces) > 1 or len(spell.faces) > 1:
        return None
    spells = [a for a in front(counter).abilities if a.kind == "spell"]
    if len(spells) != 1:
        return None
    match = _COUNTER.match(text_of(spells[0]))
    if match is None or not spells[0].targets:
        return None                          # modal, or more than countering: not read here
    what, unless = match["what"].lower(), match["unless"]
    asks_ability = q.details.get("object") == "ability"      # "B's ability", "B's trigger"
    face = front(spell)
    steps = [step(f"{counter.name}: \"{shown(spells[0])}\".", "701.6a")]
    if asks_ability:
        kinds = [k for k in ("activated", "triggered") if f"{k} ability" in what or
                 (k == "activated" and "activated or triggered" in what)]
        if "ability" not in what:
            return Verdict("no", f"No: {counter.name} counters only spells, not {spell.name}'s ability.",
                           tuple(steps + [step("An ability on the stack isn't a spell.", "113.2", "115.1")]))
        own = [a for a in face.abilities if a.kind in ("activated", "triggered")
               or (a.kind == "mana" and a.mana_ability_of)]
        if not own or any(a.kind == "keyword" and (a.keyword or "").lower() not in _STATIC_KEYWORDS
                          for a in face.abilities):
            return None                      # no such ability, or a keyword that may be a triggered one
        fitting = [a for a in own if a.kind in kinds]
        mana = [a for a in own if a.kind == "mana"]
        for a in mana:
            steps.append(step(f"\"{shown(a)}\" is a mana ability: it doesn't use the stack, so it can't be "
                              "targeted or countered.", "605.3b"))
        if not fitting:
            return Verdict("no", f"No: {counter.name} can't counter {spell.name}'s ability.", tuple(steps))
        steps.append(step(f"{spell.name}'s {fitting[0].kind} ability goes on the stack and fits "
                          f"{match['what']!r}.", "115.1"))
        value = "yes" if len(fitting) == len(own) else "depends"
        if value == "depends":
            steps.append(step("It depends on which of its abilities is on the stack.", "115.1"))
        return Verdict(value, _answer(value, counter.name, f"{spell.name}'s ability"), tuple(steps))
    if "spell" not in what:
        return Verdict("no", f"No: {counter.name} counters only abilities, not spells.",
                       tuple(steps + [step(f"{spell.name} as a spell isn't an ability.", "115.1")]))
    never = never_cast(face)
    if never is not None:
        kind, rule = never
        return Verdict("no", f"No: {spell.name} is a {kind} card; it's never cast, so it's never a spell to counter.",
                       tuple(steps + [step(f"A {kind} card can't be cast" + (
                           " (it can only be played as a land, a special action that doesn't use the stack)"
                           if kind == "land" else "") + ".", rule, "116.2a" if kind == "land" else rule)]))
    colors = {name for name, code in COLOR_WORDS.items() if code in face.colors}
    for word in re.findall(r"\b(?:non)?(?:white|blue|black|red|green|colorless)\b", what):
        color = word.removeprefix("non")
        if word.startswith("non") == (color in colors or (color == "colorless" and not colors)):
            return Verdict("no", f"No: {counter.name} can't target {spell.name}.",
                           tuple(steps + [step(f"{match['what']!r} excludes {spell.name}, which is "
                                               f"{', '.join(sorted(colors)) or 'colorless'}.", "115.1")]))
        what = what.replace(word, " ")
    words = set(re.findall(r"[a-z]+", what)) - {"spell", "spells", "or", "and"}
    if any(w.removeprefix("non") not in _SPELL_TYPES for w in words):
        return None                          # "spell that targets a creature", "if ...": a condition not read
    fit, why = target_fit(spells[0].targets[0], face, as_spell=True, card=spell)
    steps.append(step(f"{why}.", "115.1"))
    if fit == "no":
        return Verdict("no", f"No: {counter.name} can't target {spell.name}.", tuple(steps))
    if fit == "depends" or not types_of(face):
        return None
    uncounterable = [a for a in face.abilities if _CANT_BE_COUNTERED.match(text_of(a))]
    if uncounterable:
        steps.append(step(f"{spell.name} can be targeted, but \"{shown(uncounterable[0])}\": it stays on the stack.",
                          "101.2", "701.6a"))
        return Verdict("no", f"No: {counter.name} can target {spell.name}, but it can't be countered.", tuple(steps))
    if any(re.search(r"can't be countered", text_of(a), re.I) for f in spell.faces for a in f.abilities):
        return None                          # "can't be countered" under a condition ("Spell mastery — If ..."): not weighed
    if "split second" in keyword_map(face):
        steps.append(step(f"{spell.name} has split second: while it's on the stack, players can't cast spells, so "
                          f"{counter.name} can't be cast to target it.", "702.61a"))
        return Verdict("no", f"No: {spell.name} has split second, so {counter.name} can't be cast while it's on the "
                       "stack.", tuple(steps))
    value = "yes"
    if unless:
        steps.append(step(f"It's countered only if its controller doesn't pay:{unless}.", "701.6a"))
        value = "depends"
    return Verdict(value, _answer(value, counter.name, spell.name), tuple(steps))


@check("countering.at_all.v1", intent="counter.any",
       answers="Can A (a spell) be countered at all, by anything? Any spell on the stack can be, unless it says it "
               "can't be countered (101.2, 701.6a); a land is played, never cast, so it never is one (305.1); split "
               "second stops responses (702.61a).",
       cites=("701.6a", "101.2", "305.1", "116.2a", "405.1", "601.2a", "702.61a", "315.3"),
       reads=Reads(roles=("spell",), scenario=("controller", "players")),
       examine=Examine(r"counter|split second|can't be countered", "stops or makes countering", "701.6a"),
       ruling_terms=("counter", "can't be countered"))
def countered_at_all(q: CheckInput) -> Verdict | None:
    spell = q.need("spell")
    if len(spell.faces) > 1:
        return None                          # which face is cast isn't read
    face = front(spell)
    never = never_cast(face)
    if never is not None:
        kind, rule = never
        return Verdict("no", f"No: {spell.name} is a {kind} card; it's never cast, so it's never a spell on the "
                       "stack to counter.", (step(f"A {kind} card can't be cast" + (
                           " (it is played as a land, a special action that doesn't use the stack)"
                           if kind == "land" else "") + ".", rule, "116.2a" if kind == "land" else rule),))
    texts = [text_of(a) for a in face.abilities]
    uncounterable = [a for a in face.abilities if _CANT_BE_COUNTERED.match(text_of(a))]
    if uncounterable:
        return Verdict("no", f"No: {spell.name} can't be countered.",
                       (step(f"{spell.name}: \"{shown(uncounterable[0])}\" — a spell or ability that would counter it "
                             "can still target it, but doesn't counter it.", "101.2", "701.6a"),))
    if any(re.search(r"can't be countered|split second|\bcounter", t, re.I) for t in texts) or \
            "split second" in {(a.keyword or "").lower() for a in face.abilities}:
        return None                          # a condition on it, split second, or its own words about countering
    return Verdict("yes", f"Yes: {spell.name} can be countered: cast, it is a spell on the stack, and a spell or "
                   "ability that counters it (\"Counter target spell\") can counter it.",
                   (step(f"Cast, {spell.name} is put on the stack as a spell; players can respond before it resolves.",
                         "405.1", "601.2a"),
                    step("To counter a spell is to cancel it and remove it from the stack; nothing on "
                         f"{spell.name} says it can't be countered.", "701.6a", "101.2")),
                   ("Nothing in play says spells can't be countered (such as \"Spells you control can't be "
                    "countered\").",))


def _answer(value: str, counter: str, what: str) -> str:
    return {"yes": f"Yes: {counter} can counter {what}.", "no": f"No: {counter} can't counter {what}.",
            "depends": f"It depends: {counter} counters {what} only under the conditions below."}[value]


# what a question may describe instead of naming: "a triggered ability", "a mana ability", "a creature spell"
_DESCRIBED_KINDS = {"triggered": "triggered ability", "activated": "activated ability", "ability": "ability",
                    "mana": "mana ability", "spell": "spell", "creature": "creature spell",
                    "noncreature": "noncreature spell", "instant": "instant spell", "sorcery": "sorcery spell",
                    "artifact": "artifact spell", "enchantment": "enchantment spell", "planeswalker": "planeswalker spell"}


@check("countering.described.v1", intent="counter.object",
       answers="Can A counter a triggered (activated, mana) ability, or a spell of a kind (\"a creature spell\")? "
               "Reads A's \"Counter target ...\" words; a mana ability never goes on the stack (605.3b).",
       cites=("701.6a", "115.1", "605.3b", "113.2"),
       reads=Reads(roles=("counter",), params=("kind",)),
       ruling_terms=("counter", "target"))
def counter_described(q: CheckInput) -> Verdict | None:
    counter = q.need("counter")
    kind = q.details.get("kind")
    if kind not in _DESCRIBED_KINDS or len(counter.faces) > 1:
        return None
    said = _DESCRIBED_KINDS[kind]
    article = "an" if said[0] in "aeiou" else "a"
    if kind == "mana":
        return Verdict("no", f"No: a mana ability doesn't use the stack, so {counter.name} can't counter it.",
                       (step("A mana ability doesn't go on the stack: it can't be targeted, countered or responded "
                             "to.", "605.3b"),))
    spells = [a for a in front(counter).abilities if a.kind == "spell"]
    matches = [m for m in (_COUNTER.match(text_of(a)) for a in spells) if m is not None]
    if len(spells) != 1 or not matches:
        return None                          # modal, more than countering, or no counter at all: not read here
    what = matches[0]["what"].lower()
    steps = [step(f"{counter.name}: \"{shown(spells[0])}\".", "701.6a", "115.1")]
    unless = matches[0]["unless"]
    if unless:
        return None                          # "unless its controller pays": countered only if they don't
    if kind in ("triggered", "activated", "ability"):
        if "ability" not in what:
            return Verdict("no", f"No: {counter.name} counters only spells; an ability isn't a spell.",
                           tuple(steps + [step("An ability on the stack isn't a spell.", "113.2")]))
        fits = kind in what or "activated or triggered" in what or what in ("ability", "spell or ability")
        if kind == "ability" and what not in ("ability", "spell or ability", "activated or triggered ability"):
            return Verdict("depends", f"It depends on the ability: {counter.name} counters only "
                                      f"\"target {what}\".", tuple(steps))
        if not fits:
            return Verdict("no", f"No: {counter.name} counters only \"target {what}\", not {article} {said}.", tuple(steps))
        return Verdict("yes", f"Yes: {counter.name} can counter {article} {said} (one that isn't a mana ability).",
                       tuple(steps))
    if "spell" not in what:
        return Verdict("no", f"No: {counter.name} counters only abilities, not spells.", tuple(steps))
    limit = what.replace("spell", "").replace(" or ability", "").strip()
    if not limit:
        return Verdict("yes", f"Yes: {counter.name} can counter {article} {said} (one that can be countered).",
                       tuple(steps), (f"The {said} doesn't say it can't be countered (101.2).",))
    asked_type = said.split()[0] if kind != "spell" else None
    if asked_type is None:
        return Verdict("depends", f"It depends on the spell: {counter.name} counters only \"target {what}\".", tuple(steps))
    if limit in ("non" + asked_type, "non-" + asked_type):
        return Verdict("no", f"No: {counter.name} counters only \"target {what}\".", tuple(steps))
    if limit == asked_type:
        return Verdict("yes", f"Yes: {counter.name} can counter {article} {said}.", tuple(steps),
                       (f"The {said} doesn't say it can't be countered (101.2).",))
    if limit.startswith("non") and asked_type not in ("creature", "noncreature") and limit[3:] != asked_type:
        return Verdict("yes", f"Yes: {counter.name} can counter {article} {said}.", tuple(steps),
                       (f"The {said} isn't also a {limit[3:]} and doesn't say it can't be countered (101.2).",))
    nonpermanent = {"instant", "sorcery"}
    if limit in _SPELL_TYPES and asked_type in _SPELL_TYPES and (
            {limit, asked_type} & nonpermanent and limit != asked_type):
        # 300.2, 304.1, 307.1: an instant or sorcery is never also a permanent type, nor the other
        return Verdict("no", f"No: {counter.name} counters only \"target {what}\", and {article} {said} can't be one.",
                       tuple(steps))
    if limit in _SPELL_TYPES and asked_type in _SPELL_TYPES:
        return Verdict("depends", f"It depends: {counter.name} counters {article} {said} only if it is also "
                                  f"{'an' if limit[0] in 'aeiou' else 'a'} {limit} spell.", tuple(steps))
    return None


@check("countering.no_refund.v1", intent="counter.refund",
       answers="When a spell or ability (A, or any) is countered, or doesn't resolve because its targets are illegal, "
               "does its controller get back the mana, the sacrificed or discarded cards, the life paid? No: costs are "
               "paid as it is cast or activated (601.2h, 602.2b), and nothing refunds them (701.6b).",
       cites=("701.6b", "701.6a", "601.2h", "602.2b", "608.2b"),
       reads=Reads(optional=("spell",), params=("how",), scenario=("controller", "zone", "players")),
       examine=Examine(r"\bcountered\b|\brefund|\bcopy\b", "does something when a spell is countered", "701.6b"),
       ruling_terms=("countered", "cost", "refund"))
def no_refund(q: CheckInput) -> Verdict | None:
    spell = q.card("spell")
    if spell is not None and any(re.search(r"\bcountered\b|\bbuyback\b|\bgraveyard\b", text_of(a), re.I)
                                 for f in spell.faces for a in f.abilities):
        return None                          # its own text about being countered, or where it goes
    name = spell.name if spell is not None else "the spell or ability"
    fizzled = q.details.get("how") == "fizzles"
    steps = [step("Costs are paid while a spell is cast or an ability activated, before it can be countered.",
                  "601.2h", "602.2b"),
             step("A player whose spell or ability is countered gets no refund of the costs paid.", "701.6b")]
    if fizzled:
        steps.insert(1, step("A spell or ability whose targets are all illegal as it resolves doesn't resolve: it "
                             "is removed from the stack, the same as being countered.", "608.2b"))
    return Verdict("no", f"No: the costs paid for {name} (mana, life, cards sacrificed, discarded or exiled) aren't "
                   f"returned when it is {'removed for lack of legal targets' if fizzled else 'countered'}.",
                   tuple(steps))
