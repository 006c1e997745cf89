"""Abilities one permanent gives others: does B give A flying (haste, trample ...)?

613.1f: an effect that gives an ability applies to the objects its words describe ("Other Merfolk",
"Creatures you control", "Equipped creature"), checked against A's types and the controllers the
question states; "other" leaves B itself out; "as long as ..." makes it conditional (611.3a);
"enchanted / equipped creature" only while B is attached to A (301.5, 303.4).
"""
from __future__ import annotations

import re

from ..models import Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import front, object_fits, shown, step, text_of, types_of, whose

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
    if q.card("granter") is not None:
        return None                          # another card's grant: grants.keyword.v1
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
