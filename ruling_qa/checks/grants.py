"""Abilities one permanent gives others: does B give A flying (haste, trample ...)?

613.1f: an effect that gives an ability applies to the objects its words describe ("Other Merfolk",
"Creatures you control", "Equipped creature"), checked against A's types and the controllers the
question states; "other" leaves B itself out; "as long as ..." makes it conditional (611.3a);
"enchanted / equipped creature" only while B is attached to A (301.5, 303.4).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..models import Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import front, is_permanent, object_fits, shown, step, text_of, types_of, whose

_GRANT = re.compile(r"^(?:(?P<condition>as long as [^,]+), )?(?P<subject>.+?) (?:(?:gets?|get) [+-]\d+/[+-]\d+ and )?"
                    r"(?:have|has) (?P<what>[^.]+)\.$", re.I)


# 613.4c: "[who] get(s) +N/+N", alone or before "and have ..."
_BOOST = re.compile(r"^(?:(?P<condition>as long as [^,]+), )?(?P<subject>.+?) gets? (?P<pt>[+-]\d+/[+-]\d+)"
                    r"(?: and (?:have|has) [^.]+)?\.$", re.I)


def _granted(what: str) -> list[str]:
    """"flying and first strike" -> ["flying", "first strike"]."""
    return [w.strip().lower() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", what) if w.strip()]


def _reaches(subject_words: str, granter: Card, subject: Card, same: bool | None, stated: bool
             ) -> tuple[str, str, str | None] | None:
    """Does "Other Merfolk you control" describe the subject? (value, why, assumption)."""
    words = subject_words.strip()
    low = words.lower()
    if low in ("~", "it"):
        return ("yes", "it gives the ability to itself", None) if subject is granter else \
            ("no", "it gives the ability only to itself", None)
    if low in ("enchanted creature", "equipped creature", "enchanted permanent", "equipped permanent"):
        if "creature" not in types_of(front(subject)) and low.endswith("creature"):
            return "no", f"{subject.name} isn't a creature", None
        how = "enchanting" if low.startswith("enchanted") else "attached to"
        return "yes", f"it gives the ability to the {low.split()[1]} it's {how.split()[0]}", \
            f"{granter.name} is {how} {subject.name}."
    other = low.startswith("other ") or low.startswith("each other ")
    if other:
        if subject is granter:
            return "no", "it gives the ability only to other objects", None
        words = re.sub(r"^(?:each )?other ", "", words, flags=re.I)
    words = re.sub(r"^all ", "", words, flags=re.I)
    who, words = whose(words)
    fits = object_fits(words, subject)
    if fits is None:
        return None
    value, why = fits
    assumption = None
    if value != "no" and who is not None:
        owner = f"{granter.name}'s controller" if who == "same" else f"an opponent of {granter.name}'s controller"
        if same is None and stated:
            return "depends", f"{why}, and it gives the ability only to what {owner} controls", None
        if same is None:
            # the question names no controller: it asks about the case the ability is written for
            assumption = f"{subject.name} is controlled by {owner} (the question doesn't say)."
        elif same != (who == "same"):
            return "no", f"it gives the ability only to {'its controller’s' if who == 'same' else 'opponents’'} " \
                "creatures", None
    return value, why, assumption


@check("grants.keyword.v1", intent="ability.granted",
       answers="Does B give A a keyword ability (flying, haste, trample ...)? Reads B's \"... have [keyword]\" lines: "
               "whom they describe (types, \"other\", controller, enchanted or equipped) and their conditions.",
       cites=("613.1f", "611.3a", "301.5", "613.4c"),
       reads=Reads(roles=("granter",), optional=("subject",), params=("keyword", "itself", "pt"),
                   scenario=("controller", "zone", "players")),
       examine=Examine(r"\bhave\b|\bhas\b|\bgains?\b|\blose|\bloses\b", "gives or removes abilities", "613.1f"),
       ruling_terms=("have", "gain", "ability"))
def keyword_granted(q: CheckInput) -> Verdict | None:
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
        grants = [(a, m) for a, m in lines if m and keyword in _granted(m["what"])]
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
        reached = _reaches(match["subject"], granter, subject, same, stated)
        if reached is None:
            return None
        value, why, assumption = reached
        why = why.replace("the ability", "the bonus") if boost else why
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
       cites=("702.1", "113.2c", "613.1f"),
       reads=Reads(roles=("subject",), params=("keyword",), scenario=("controller", "zone", "players")),
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
    said = [a for a in face.abilities if a.kind != "keyword" and keyword in text_of(a).lower()]
    if said:
        return None                          # "~ has flying as long as ...", "{U}: ~ gains flying": not weighed here
    if printed:
        return Verdict("yes", f"Yes: {subject.name} has {keyword}: it is printed on the card.",
                       (step(f"{subject.name}: \"{shown(printed[0])}\" is one of its keyword abilities.", "702.1",
                             "113.2c"),))
    return Verdict("no", f"No: {subject.name} has no {keyword} of its own.",
                   (step(f"None of {subject.name}'s abilities is {keyword}.", "702.1"),),
                   (f"No other card gives {subject.name} {keyword} (613.1f).",))


# 613.1f: one sentence of an effect on abilities: "[Until end of turn,] <who> gain(s) / has / have / lose(s)
# <what> [and <more>] [until end of turn]"; the parts after "and" are read one by one
_VERB = r"(?:gains?|gets?|has|have|loses?|lose|is|are|becomes?)"
_EFFECT = re.compile(rf"^(?:until end of turn, )?(?P<subject>.+?) (?P<rest>{_VERB}\b.*?)(?: until end of turn)?"
                     r"(?:, where [^.]*)?\.?$", re.I)
_PART = re.compile(r"^(?P<verb>gains?|has|have|loses?|lose) (?P<what>.+)$", re.I)
_SENTENCES = re.compile(r"(?<=\.)\s+")
_NOT_READ = re.compile(r"\bcan't have\b|\bcan't gain\b|\ball other abilities\b|\bcopy of\b|\bas though\b", re.I)
_IN_ORDER = re.compile(r"\bthen\b|\bafter\b|\bafterwards\b|\blater\b|\bnext\b", re.I)


@dataclass(frozen=True)
class _Change:
    """One effect on a keyword (613.1f): "add", "remove" or "remove_all", from `card`; `sure` is False
    when it reaches the creature only under a condition the question doesn't settle."""

    change: str
    card: Card
    why: str
    sure: bool = True
    assumption: str | None = None


def _told_order(q: CheckInput, card: Card) -> int | None:
    """When the question tells its effects in order ("I cast A, then B"), the place `card` holds in it
    (613.7b, 613.7d: the later one began later); None when it tells no order."""
    if not _IN_ORDER.search(q.question.text):
        return None
    return next((k for k, m in enumerate(q.question.cards) if m.name == card.name), None)


def _told_target(q: CheckInput, card: Card) -> str | None:
    return next((e.target for e in q.question.reading.scenario.events if e.card == card.name and e.target), None)


def _changes(q: CheckInput, card: Card, subject: Card, keyword: str, same: bool | None, stated: bool
             ) -> list[_Change] | None:
    """What `card`'s static and spell abilities do to `subject`'s `keyword`; None when a text that may
    change it isn't one this reads."""
    out = []
    for ability in card.faces[0].abilities:
        if ability.kind not in ("static", "spell"):
            if ability.kind != "keyword" and re.search(rf"\b{keyword}\b|\babilities\b", text_of(ability), re.I):
                return None                  # a trigger or activated ability that gives or removes it
            continue
        for sentence in _SENTENCES.split(text_of(ability)):
            if _NOT_READ.search(sentence):
                return None
            match = _EFFECT.match(sentence.strip())
            speaks = re.search(rf"\b{keyword}\b|\babilities\b", sentence, re.I)
            if match is None:
                if speaks:
                    return None              # "put a flying counter on ...": a way this doesn't read
                continue
            kinds = []
            for part in re.split(rf",? and (?={_VERB}\b)", match["rest"]):
                said = _PART.match(part.strip())
                if said is None:
                    continue
                losing, what = said["verb"].lower().startswith("lose"), said["what"].lower()
                if losing and what.startswith("all abilities"):
                    kinds.append("remove_all")
                elif keyword in _granted(what):
                    kinds.append("remove" if losing else "add")
                elif losing or re.search(rf"\b{keyword}\b", what):
                    return None              # "loses flying and ...": a list this doesn't read
            if not kinds:
                if speaks:
                    return None
                continue
            words, assumption, sure = match["subject"], None, True
            if re.match(r"^target\b", words, re.I):
                target = _told_target(q, card)
                fits = object_fits(re.sub(r"^target ", "", words, flags=re.I), subject)
                if fits is None:
                    return None
                if fits[0] == "no" or target not in (None, subject.name):
                    continue
                # only the creature it was cast on (115.1): the question must say which
                why = f"it targets {subject.name}" if target else f"only if it targets {subject.name}"
                sure = target is not None
            else:
                reached = _reaches(words, card, subject, same, stated)
                if reached is None or re.match(r"^as long as\b", words, re.I):
                    return None
                value, why, assumption = reached
                if value == "no":
                    continue
                sure = value == "yes"
            out += [_Change(kind, card, f"{card.name}: \"{shown(ability)}\"; {why}", sure, assumption)
                    for kind in kinds]
    return out


def _strips(q: CheckInput, remover: Card, permanent: Card) -> bool:
    """Does `remover` surely take all of `permanent`'s abilities away ("Creatures lose all abilities")?"""
    found = [] if remover is permanent else _changes(q, remover, permanent, "flying", None, False) or []
    return any(c.change == "remove_all" and c.sure for c in found)


def _has(printed: bool, changes: list[_Change], order: dict[str, int | None]) -> str:
    """613.7: within layer 6 effects apply in timestamp order, after the printed abilities; "yes",
    "no", or "unknown" when the order of an effect giving it and one taking it away isn't told."""
    adds = [c for c in changes if c.change == "add"]
    removals = [c for c in changes if c.change != "add"]
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
       cites=("613.1f", "613.7", "613.7a", "613.7b", "613.8a", "702.1"),
       reads=Reads(roles=("subject", "effect"), optional=("effect2", "effect3"), params=("keyword",),
                   scenario=("controller", "zone", "events", "players")),
       examine=Examine(r"\bhave\b|\bhas\b|\bgains?\b|\blose|\bloses\b|\bcopy\b", "gives or removes abilities", "613.1f"),
       ruling_terms=("lose all abilities", "timestamp", "gain", "ability"))
def keyword_with_effects(q: CheckInput) -> Verdict | None:
    subject, keyword = q.need("subject"), q.details.get("keyword")
    effects = [c for c in (q.card("effect"), q.card("effect2"), q.card("effect3")) if c is not None]
    if keyword is None or q.card("granter") is not None or len(subject.faces) > 1 or subject in effects:
        return None
    face = front(subject)
    if any(a.kind != "keyword" and re.search(rf"\b{keyword}\b", text_of(a), re.I) for a in face.abilities):
        return None                          # "~ has flying as long as ...", "{U}: ~ gains flying"
    printed = any(a.kind == "keyword" and (a.keyword or "").lower() == keyword for a in face.abilities)
    mine = q.controller("subject")
    steps = [step(f"{subject.name} " + (f"has {keyword} printed on it." if printed else f"has no {keyword} of its "
                                        "own."), "702.1")]
    changes: list[_Change] = []
    examined = []
    for card in effects:
        told = q.question.reading.obj(card.name)
        theirs = told.controller if told is not None else None
        same = None if mine is None or theirs is None else mine == theirs
        found = _changes(q, card, subject, keyword, same, mine is not None or theirs is not None)
        if found is None:
            return None
        if not found:
            examined.append(card.name)
            steps.append(step(f"{card.name}: examined; it neither gives nor takes away {keyword}.", "613.1f"))
        for change in found:
            steps.append(step(change.why + ".", "613.1f"))
        changes += found
    # 613.8a: a permanent's own grant is gone when an effect takes all its abilities away
    for change in [c for c in changes if c.change == "add" and is_permanent(front(c.card))]:
        if any(_strips(q, r.card, change.card) for r in changes if r.change == "remove_all"):
            changes.remove(change)
            steps.append(step(f"{change.card.name} loses all its abilities too, so the one giving {keyword} is gone: "
                              "that effect depends on the one taking abilities away.", "613.8a"))
    order = {c.name: _told_order(q, c) for c in effects}
    sure = _has(printed, [c for c in changes if c.sure], order)
    maybe = _has(printed, changes, order)
    value = sure if sure == maybe and sure != "unknown" else "depends"
    if any(c.change != "add" for c in changes):
        taken = " and ".join(dict.fromkeys(c.card.name for c in changes if c.change != "add"))
        steps.append(step(f"{taken} takes {keyword} away; an effect giving it applies after that only if it began "
                          "later (its timestamp is later).", "613.7", "613.7a", "613.7b"))
    assumptions = [c.assumption for c in changes if c.assumption]
    if any(v is not None for v in order.values()) and len(effects) > 1:
        assumptions.append("The effects began in the order the question tells them.")
    answer = {"yes": f"Yes: {subject.name} has {keyword}.", "no": f"No: {subject.name} doesn't have {keyword}.",
              "depends": f"It depends: whether {subject.name} has {keyword} turns on "
                         + ("the order the effects began (the later one wins, 613.7)." if "unknown" in (sure, maybe)
                            else "what the question doesn't say (below).")}[value]
    return Verdict(value, answer, tuple(steps), tuple(dict.fromkeys(assumptions)), tuple(examined))
