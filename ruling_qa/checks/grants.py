"""Abilities one permanent gives others: does B give A flying (haste, trample ...)?

613.1f: an effect that gives an ability applies to the objects its words describe ("Other Merfolk",
"Creatures you control", "Equipped creature"), checked against A's types and the controllers the
question states; "other" leaves B itself out; "as long as ..." makes it conditional (611.3a);
"enchanted / equipped creature" only while B is attached to A (301.5, 303.4).
"""
from __future__ import annotations

import re

from ..models import Ability, Card, Face, Step, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import COLOR_WORDS, front, name_list, shown, step, text_of
from .layers import Change, assumed, effect_cards, effects_on, granted, outcomes, reaches, told_order

_GRANT = re.compile(r"^(?:(?P<condition>as long as [^,]+), )?(?P<subject>.+?) (?:(?:gets?|get) [+-]\d+/[+-]\d+ and )?"
                    r"(?:have|has) (?P<what>[^.]+)\.$", re.I)


# "{2}{R}{W}: ~ becomes a 2/1 ... creature with double strike until end of turn", "{R}: ~ gains first strike until
# end of turn": its own ability gives it the keyword once activated, for that turn (611.2a)
_GAINS_ITSELF = re.compile(r"^(?:until end of turn, )?~ (?:becomes [^.]*\bwith\b|gains? )[^.]*?"
                           r"(?:until end of turn)?\.", re.I)


def activated_own_grants(face: Face, keyword: str) -> list[Ability] | None:
    """The face's activated abilities that give it `keyword` until end of turn; None when another of its
    abilities speaks of the keyword ("~ has flying as long as ...")."""
    found = []
    for ability in face.abilities:
        text = text_of(ability)
        if ability.kind == "keyword" or not re.search(rf"\b{re.escape(keyword)}\b", text, re.I):
            continue
        effect = text.split(":", 1)[1].strip() if ability.kind == "activated" and ":" in text else ""
        if not (_GAINS_ITSELF.match(effect) and "until end of turn" in effect.lower()):
            return None
        found.append(ability)
    return found


def _not_activated(subject: Card, own: list[Ability], keyword: str) -> tuple[list[Step], list[str]]:
    """The steps and the assumption for a keyword its own ability gives only once activated."""
    return ([step(f"{subject.name}: \"{shown(a)}\" gives it {keyword} only once activated, until end of turn.",
                  "602.1", "611.2a") for a in own],
            [f"{subject.name}'s own ability that gives it {keyword} wasn't activated this turn."] if own else [])


# 613.4c: "[who] get(s) +N/+N", alone or before "and have ..."
_BOOST = re.compile(r"^(?:(?P<condition>as long as [^,]+), )?(?P<subject>.+?) gets? (?P<pt>[+-]\d+/[+-]\d+)"
                    r"(?: and (?:have|has) [^.]+)?\.$", re.I)


@check("grants.keyword.v1", intent="ability.granted",
       answers="Does B give A a keyword ability (flying, haste, trample ...)? Reads B's \"... have [keyword]\" lines: "
               "whom they describe (types, \"other\", controller, enchanted or equipped) and their conditions.",
       cites=("613.1f", "611.3a", "301.5", "613.4c"),
       reads=Reads(roles=("granter",), optional=("subject",), params=("keyword", "itself", "pt"),
                   scenario=("controller", "zone", "players")),
       examine=Examine(r"\bhave\b|\bhas\b|\bgains?\b|\blose|\bloses\b", "gives or removes abilities", "613.1f"),
       ruling_terms=("have", "gain", "ability"))
def keywordgranted(q: CheckInput) -> Verdict | None:
    granter = q.need("granter")
    subject = q.card("subject") or (granter if q.details.get("itself") == "yes" else None)
    keyword = q.details.get("keyword") or q.details.get("pt")
    if subject is None or keyword is None or ("keyword" in q.details and "pt" in q.details):
        return None
    boost = "pt" in q.details
    statics = [a for f in granter.faces for a in f.abilities if a.kind == "static"]
    if boost:
        lines = [(a, _BOOST.match(text_of(a))) for a in statics]
        grants = [(a, m) for a, m in lines if m and m["pt"] == keyword]
        elsewhere = [a for f in granter.faces for a in f.abilities if a.kind != "keyword" and re.search(
            r"[+-]\d+/[+-]\d+|\bget\b|\bgets\b", text_of(a)) and a not in [x for x, m in lines if m]]
    else:
        lines = [(a, _GRANT.match(text_of(a))) for a in statics]
        grants = [(a, m) for a, m in lines if m and keyword in granted(m["what"])]
        elsewhere = [a for f in granter.faces for a in f.abilities if a.kind != "keyword"
                     and keyword in text_of(a).lower() and a not in [x for x, _ in grants]]
    if elsewhere:
        return None                          # it gives the keyword some other way (until end of turn ...)
    if not grants:
        return Verdict("no", f"No: {granter.name} doesn't give {keyword}.",
                       (step(f"None of {granter.name}'s abilities gives {keyword}.", "613.4c" if boost else "613.1f"),))
    mine, theirs = q.controller("granter"), q.controller("subject") if q.card("subject") else q.controller("granter")
    same = None if mine is None or theirs is None else mine == theirs
    stated = mine is not None or theirs is not None
    if subject is granter:
        same = True
    steps, values, assumptions = [], [], []
    for ability, match in grants:
        reached = reaches(match["subject"], granter, subject, same, stated)
        if reached is None:
            return None
        value, why, assumption = reached
        if match["condition"] and value != "no":
            why += f", only {match['condition'].lower()}"
            value = "depends"
        steps.append(step(f"{granter.name}: \"{shown(ability)}\"; {why}.", "613.1f"))
        values.append(value)
        assumptions += [assumption] if assumption else []
    value = "yes" if "yes" in values else "depends" if "depends" in values else "no"
    target = "itself" if subject is granter else subject.name
    answer = {"yes": f"Yes: {granter.name} gives {target} {keyword}.",
              "no": f"No: {granter.name} doesn't give {target} {keyword}.",
              "depends": f"It depends: {granter.name} gives {target} {keyword} only under the conditions below."}[value]
    return Verdict(value, answer, tuple(steps), tuple(assumptions))


@check("grants.own_keyword.v1", intent="ability.granted",
       answers="Does A have a keyword ability (flying, trample ...) of its own, with nothing else named? Reads A's "
               "printed keywords and whether its other abilities speak of that keyword.",
       cites=("702.1", "113.2c", "613.1f", "702.16a", "702.16j", "602.1", "611.2a"),
       reads=Reads(roles=("subject",), params=("keyword", "quality"), scenario=("controller", "zone", "players")),
       examine=Examine(r"\bhave\b|\bhas\b|\bgains?\b|\blose|\bloses\b", "gives or removes abilities", "613.1f"),
       ruling_terms=("keyword", "ability"))
def own_keyword(q: CheckInput) -> Verdict | None:
    if q.card("granter") is not None or q.card("effect") is not None:
        return None                          # another card's grant or effects: grants.keyword.v1, with_effects
    subject, keyword = q.need("subject"), q.details.get("keyword")
    if keyword is None or len(subject.faces) > 1:
        return None
    face = front(subject)
    printed = [a for a in face.abilities if a.kind == "keyword" and (a.keyword or "").lower() == keyword]
    own = activated_own_grants(face, keyword)
    if own is None:
        return None                          # "~ has flying as long as ...": not weighed here
    if own and not printed:
        steps, _ = _not_activated(subject, own, keyword)
        return Verdict("depends", f"It depends: {subject.name} has {keyword} only after its own ability gives it, "
                       "until end of turn.", tuple(steps))
    quality = q.details.get("quality")
    if keyword == "protection" and quality is not None:
        return _protection_from(subject, printed, quality)
    if keyword == "protection":
        return None                          # protection from what isn't said
    if printed:
        return Verdict("yes", f"Yes: {subject.name} has {keyword}: it is printed on the card.",
                       (step(f"{subject.name}: \"{shown(printed[0])}\" is one of its keyword abilities.", "702.1",
                             "113.2c"),))
    return Verdict("no", f"No: {subject.name} has no {keyword} of its own.",
                   (step(f"None of {subject.name}'s abilities is {keyword}.", "702.1"),),
                   (f"No other card gives {subject.name} {keyword} (613.1f).",))


def _protection_from(subject: Card, printed: list, quality: str) -> Verdict | None:
    """702.16a: "protection from [quality]"; a card may list several ("from black and from green"), and
    protection from everything covers every quality (702.16j)."""
    qualities = {q.strip() for a in printed for q in re.split(r"\s*(?:,|\band\b)?\s*\bfrom\s+",
                                                             " " + (a.keyword_param or "")) if q.strip()}
    if any(not re.fullmatch(r"[a-z]+", q) for q in qualities):
        return None                          # "from the chosen color", "from creatures with power 3": not read
    asked = quality.rstrip("s") if quality not in COLOR_WORDS else quality
    steps = [step(f"{subject.name}: \"{shown(a)}\".", "702.16a") for a in printed]
    if asked in {q.rstrip("s") if q not in COLOR_WORDS else q for q in qualities}:
        return Verdict("yes", f"Yes: {subject.name} has protection from {quality}: it is printed on the card.",
                       tuple(steps))
    if "everything" in qualities:
        return Verdict("yes", f"Yes: {subject.name} has protection from everything, which includes {quality}.",
                       tuple(steps + [step("Protection from everything: from each object (702.16j).", "702.16j")]))
    said = f" (it has protection from {name_list(sorted(qualities))})" if qualities else ""
    return Verdict("no", f"No: {subject.name} has no protection from {quality} of its own{said}.",
                   tuple(steps) or (step(f"None of {subject.name}'s abilities is protection.", "702.16a"),),
                   (f"No other card gives {subject.name} protection (613.1f).",))


def _has(printed: bool, found: list[Change], order: dict[str, int | None]) -> str:
    """613.7: within layer 6 effects apply in timestamp order, after the printed abilities; "yes",
    "no", or "unknown" when the order of an effect giving it and one taking it away isn't told."""
    adds = [c for c in found if c.change == "add"]
    removals = [c for c in found if c.change != "add"]
    if not removals:
        return "yes" if printed or adds else "no"
    results = set()
    for add in adds:
        began, taken = order[add.card.name], [order[r.card.name] for r in removals]
        if began is None or any(t is None for t in taken):
            results.add("unknown")
        else:
            results.add("yes" if all(t is not None and began > t for t in taken) else "no")
    return "yes" if "yes" in results else "unknown" if "unknown" in results else "no"


@check("grants.with_effects.v1", intent="ability.granted",
       answers="Does A have a keyword ability (flying, trample ...) with the other named cards in play or cast: its "
               "own keywords, what the others give (\"Creatures you control have flying\", \"target creature gains "
               "trample\") and take away (\"Creatures lose all abilities\"), applied in timestamp order (613.7).",
       cites=("613.1f", "613.7", "613.7a", "613.7b", "613.8a", "702.1", "602.1", "611.2a"),
       reads=Reads(roles=("subject", "effect"), optional=("effect2", "effect3"), params=("keyword",),
                   scenario=("controller", "zone", "events", "players")),
       examine=Examine(r"\bhave\b|\bhas\b|\bgains?\b|\blose|\bloses\b|\bcopy\b", "gives or removes abilities", "613.1f"),
       ruling_terms=("lose all abilities", "timestamp", "gain", "ability"))
def keyword_with_effects(q: CheckInput) -> Verdict | None:
    subject, keyword = q.need("subject"), q.details.get("keyword")
    effects = effect_cards(q)
    if keyword is None or q.card("granter") is not None or len(subject.faces) > 1 or subject in effects:
        return None
    face = front(subject)
    own = activated_own_grants(face, keyword)
    if own is None:
        return None                          # "~ has flying as long as ..."
    printed = any(a.kind == "keyword" and (a.keyword or "").lower() == keyword for a in face.abilities)
    read = effects_on(q, subject, effects, keyword)
    if read is None:
        return None
    found, examined, notes = read
    steps = [step(f"{subject.name} " + (f"has {keyword} printed on it." if printed else f"has no {keyword} of its "
                                        "own."), "702.1")]
    own_steps, own_assumed = _not_activated(subject, own, keyword)
    steps += own_steps
    steps += [step(f"{name}: examined; it neither gives nor takes away {keyword}.", "613.1f") for name in examined]
    steps += [step(why + ".", "613.1f") for why in dict.fromkeys(change.why for change in found)]
    steps += [step(note, "613.8a") for note in notes]
    order = {c.name: told_order(q, c) for c in effects}
    results = outcomes(found, lambda chosen: _has(printed, chosen, order))
    value = next(iter(results)) if len(results) == 1 and "unknown" not in results else "depends"
    if any(c.change != "add" for c in found):
        taken = " and ".join(dict.fromkeys(c.card.name for c in found if c.change != "add"))
        steps.append(step(f"{taken} takes {keyword} away; an effect giving it applies after that only if it began "
                          "later (its timestamp is later).", "613.7", "613.7a", "613.7b"))
    assumptions = tuple(own_assumed) + tuple(assumed(found, effects, order))
    answer = {"yes": f"Yes: {subject.name} has {keyword}.", "no": f"No: {subject.name} doesn't have {keyword}.",
              "depends": f"It depends: whether {subject.name} has {keyword} turns on "
                         + ("the order the effects began (the later one wins, 613.7)." if "unknown" in results
                            else "what the question doesn't say (below).")}[value]
    return Verdict(value, answer, tuple(steps), assumptions, tuple(examined))
