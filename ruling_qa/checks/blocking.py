"""Blocking: can creature A block creature B? (509.1a-b: the defending player chooses blockers
among their untapped creatures, obeying every restriction.)

Evasion is read from B's keywords: flying (702.9b: only by flying or reach), shadow (702.28b, and a
creature with shadow blocks only shadow), horsemanship (702.31b), fear (702.36b), intimidate
(702.13b), landwalk (702.14c: depends on the defending player's lands), menace (702.111b: not by one
creature alone), skulk (702.118b), protection (702.16f: not by creatures with the quality); and from
both creatures' own "can't block", "can block only ...", "can't be blocked ..." lines.
"""
from __future__ import annotations

import re

from ..models import Face, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import (COLOR_WORDS, front, keyword_map, printed, printed_limits, pt_as_printed, shown, step, text_of,
                    types_of)
from .targeting import matches_quality, source_qualities, unweighed_protection

_OWN = re.compile(r"^~ (?P<rule>can't block creatures|can't block|can't be blocked|can block only|"
                  r"can't attack or block|can block)(?P<rest>[^.]*)\.$", re.I)
_BOTH_WAYS = re.compile(r"^~ can't block (?:and can't|or) be blocked(?P<rest>[^.]*)\.$", re.I)
# evasion an attacker's own trigger or activated ability may give it (702.9b, 702.28b, 702.36b ...)
_EVASION = re.compile(r"\b(?:flying|shadow|horsemanship|fear|intimidate|menace|skulk|\w+walk|protection)\b", re.I)
# its own ability gives it flying or reach ("~ gains flying until end of turn", "~ has reach as long as ...")
_GETS_REACH = re.compile(r"(?:~|\bit)\s+(?:gains?|has|gets?)\s+(?:[^.\"]*?\band\s+)?(?:flying|reach)\b", re.I)
_AS_THOUGH_NO_DEFENDER = re.compile(r"as though (?:it|they) didn't have defender", re.I)
_LANDWALK = re.compile(r"^(?P<land>plains|island|swamp|mountain|forest|desert|nonbasic land|legendary land)walk$")
# blocking requirements (509.1c): they force a block the creature is able to make, and restrict nothing
_LURE = re.compile(r"^all creatures able to block ~ do so\.$", re.I)
_MUST_BE_BLOCKED = re.compile(r"^~ must be blocked(?: each combat)? if able\.$", re.I)
_BLOCKS_IF_ABLE = re.compile(r"^~ blocks each combat if able\.$", re.I)
_REQUIREMENTS = (_LURE, _MUST_BE_BLOCKED, _BLOCKS_IF_ABLE)
# keywords that change who can block whom but aren't weighed here (banding, 702.22)
# banding; unleash (702.98a: it can't block while it has a +1/+1 counter, which the question doesn't tell)
_UNREAD_KEYWORDS = frozenset({"banding", "bands with other", "unleash"})


def _colors(face: Face) -> set[str]:
    return {name for name, code in COLOR_WORDS.items() if code in face.colors}


def _creatures_with(words: str, face: Face) -> tuple[str, str] | None:
    """Is `face` one of "creatures with flying" / "creatures with power 2 or less"? ("yes" | "no" |
    "depends", why), or None if not read."""
    words = words.lower().strip()
    if words == "creatures with flying":
        return ("yes", f"{face.name} has flying") if "flying" in keyword_map(face) else \
            ("no", f"{face.name} doesn't have flying")
    limits, rest = printed_limits(words, face)
    if len(limits) == 1 and rest.strip() == "creatures":
        limit = limits[0]
        if limit.met is None:
            return "depends", f"it turns on {face.name}'s {limit.what}"
        return ("yes" if limit.met else "no"), f"{face.name}'s printed {limit.what} is {limit.printed}"
    return None


# what another named card may do to a blocking answer
CHANGES_BLOCKING = Examine(r"block|flying|reach|menace|shadow|fear|intimidate|walk|protection|can't attack|lose|gain|"
                           r"have", "changes what can block", "509.1a")


@check("blocking.can_block.v1", intent="block.can",
       answers="Can creature A block creature B? Reads B's evasion (flying, shadow, horsemanship, fear, intimidate, "
               "landwalk, menace, skulk, protection) and both creatures' own blocking restrictions.",
       cites=("509.1a", "509.1b", "702.9b", "702.28b", "702.36b", "702.13b", "702.14c", "702.111b", "702.118b",
              "702.16f", "702.147a"),
       reads=Reads(roles=("blocker", "attacker"), params=("alone",), scenario=("controller", "zone", "status")),
       examine=CHANGES_BLOCKING, ruling_terms=("block", "flying", "reach", "menace", "protection"))
def can_block(q: CheckInput) -> Verdict | None:
    blocker_card, attacker_card = q.need("blocker"), q.need("attacker")
    if len(blocker_card.faces) > 1 or len(attacker_card.faces) > 1 or blocker_card is attacker_card:
        return None
    blocker, attacker = front(blocker_card), front(attacker_card)
    stated, attacking = q.fact("blocker"), q.fact("attacker")
    if attacking is not None and set(attacking.status) - {"attacking"}:
        return None                          # a status of the attacker this check doesn't weigh
    if stated is not None and stated.status == ("tapped",):
        return Verdict("no", f"No: {blocker_card.name} is tapped, and tapped creatures can't block.",
                       (step("The defending player chooses blockers among their untapped creatures.", "509.1a"),))
    if stated is not None and set(stated.status) - {"untapped"}:
        return None                          # the blocker itself attacking: not a block question
    for face in (blocker, attacker):
        if "creature" not in types_of(face):
            return None                      # a permanent that becomes a creature: not read here
    b_keys, a_keys = keyword_map(blocker), keyword_map(attacker)
    if (set(b_keys) | set(a_keys)) & _UNREAD_KEYWORDS or unweighed_protection(attacker):
        return None                          # 702.16c: protection from a chosen quality isn't known here
    if "defender" in a_keys and not any(_AS_THOUGH_NO_DEFENDER.search(a.text) for a in attacker.abilities):
        return None                          # 702.3b: it can't attack, so nothing blocks it
    steps, values = [], []
    if "decayed" in b_keys:
        steps.append(step(f"{blocker.name} has decayed: it can't block.", "702.147a"))
        values.append("no")
    # 509.1a: "can't block" and its own restrictions
    for face, other in ((blocker, attacker), (attacker, blocker)):
        for ability in face.abilities:
            if ability.kind == "keyword":
                continue
            text = text_of(ability)
            if ability.kind != "static":
                if re.search(r"can't block|can't be blocked|blocks? [^.]*if able|must be blocked", text, re.I):
                    return None              # a trigger or activation that may stop or force a block
                if face is attacker and _EVASION.search(text):
                    return None              # "{U}: ~ gains flying", "choose flying ... ~ gains that ability"
                continue
            if not re.search(r"\bblock|walk\b|flying|menace", text, re.I) or any(r.match(text) for r in _REQUIREMENTS):
                continue                     # nothing about blocking, or a requirement (509.1c), not a restriction
            # "~ can't block and can't be blocked", "~ can't block or be blocked by creatures with power 2
            # or greater": one sentence, a restriction on each side of the block
            both = _BOTH_WAYS.match(text)
            if both:
                text = f"~ can't block{both['rest'].replace(' by ', ' ', 1)}." if face is blocker else \
                    f"~ can't be blocked{both['rest']}."
            own = _OWN.match(text)
            if not own:
                return None
            rule, rest = own["rule"].lower(), own["rest"].strip()
            if face is blocker and rule == "can't block" and not rest:
                steps.append(step(f"{blocker.name}: \"{shown(ability)}\"", "509.1a"))
                values.append("no")
            elif face is blocker and rule == "can't attack or block" and rest.lower() == "alone":
                steps.append(step(f"{blocker.name} can block only together with another creature: "
                                  f"\"{shown(ability)}\"", "509.1b"))
                values.append("depends")
            elif face is blocker and rule == "can block only":
                said = _creatures_with(rest, attacker)
                if said is None:
                    return None
                steps.append(step(f"{blocker.name}: \"{shown(ability)}\"; {attacker.name}: {said[1]}.", "509.1a"))
                values.append(said[0])
            elif face is blocker and rule == "can't block creatures":
                limits, left = printed_limits(rest.lower(), attacker)
                if not limits or left.strip():
                    return None
                met = limits[0].met
                steps.append(step(f"{blocker.name}: \"{shown(ability)}\"; {attacker.name}'s printed "
                                  f"{limits[0].what} is {limits[0].printed}.", "509.1a"))
                values.append("depends" if met is None else "no" if met else "yes")
            elif face is attacker and rule == "can't be blocked":
                if not rest:
                    steps.append(step(f"{attacker.name}: \"{shown(ability)}\"", "509.1a"))
                    values.append("no")
                    continue
                m = re.fullmatch(r"(?:except )?by (?P<who>.+)", rest, re.I)
                said = _creatures_with(m["who"], blocker) if m else None
                if said is None:
                    return None
                if rest.lower().startswith("except"):
                    value = said[0]
                else:                        # "can't be blocked by creatures with power 2 or less"
                    value = {"yes": "no", "no": "yes", "depends": "depends"}[said[0]]
                steps.append(step(f"{attacker.name}: \"{shown(ability)}\"; {blocker.name}: {said[1]}.", "509.1a"))
                values.append(value)
            elif face is attacker and rule in ("can't block", "can block", "can't attack or block"):
                continue                     # the attacker's own blocking doesn't matter here
            elif face is blocker and rule == "can block":
                return None                  # "can block additional creatures" and the like: not read
            else:
                return None
    # evasion keywords of the attacker
    if "flying" in a_keys:
        ok = "flying" in b_keys or "reach" in b_keys
        steps.append(step(f"{attacker.name} has flying; {blocker.name} {'has' if ok else 'has neither'} flying {'or' if ok else 'nor'} "
                          "reach.", "702.9b", "702.17b"))
        gets = None if ok else next((a for a in blocker.abilities if a.kind != "keyword" and _GETS_REACH.search(
            text_of(a))), None)
        if gets is not None:                 # "{2}: ~ gains flying until end of turn", "has reach as long as ..."
            steps.append(step(f"{blocker.name} can get flying or reach from its own ability: \"{shown(gets)}\".",
                              "702.9b", "702.17b"))
        values.append("yes" if ok else "depends" if gets is not None else "no")
    for keyword, rule in (("shadow", "702.28b"), ("horsemanship", "702.31b")):
        if keyword in a_keys or (keyword == "shadow" and "shadow" in b_keys):
            ok = keyword in b_keys and keyword in a_keys
            steps.append(step(f"Shadow and horsemanship: a creature with {keyword} can block or be blocked only by "
                              f"creatures with {keyword}; {'both have' if ok else 'only one has'} it.", rule))
            values.append("yes" if ok else "no")
    if "fear" in a_keys:
        ok = "artifact" in types_of(blocker) or "black" in _colors(blocker)
        steps.append(step(f"{attacker.name} has fear: only artifact and/or black creatures can block it.", "702.36b"))
        values.append("yes" if ok else "no")
    if "intimidate" in a_keys:
        ok = "artifact" in types_of(blocker) or bool(_colors(blocker) & _colors(attacker))
        steps.append(step(f"{attacker.name} has intimidate: only artifact creatures and creatures sharing a color "
                          "with it can block it.", "702.13b"))
        values.append("yes" if ok else "no")
    if "skulk" in a_keys:
        mine, theirs = (printed(f, "power") if pt_as_printed(f) else None for f in (blocker, attacker))
        steps.append(step(f"{attacker.name} has skulk: creatures with greater power can't block it.", "702.118b"))
        values.append("depends" if mine is None or theirs is None else "no" if mine > theirs else "yes")
    if "menace" in a_keys:
        alone = q.details.get("alone") == "yes"
        steps.append(step(f"{attacker.name} has menace: it can't be blocked except by two or more creatures, so "
                          f"{blocker.name} can block it only together with another creature"
                          + (", not alone." if alone else "."), "702.111b"))
        values.append("no" if alone else "depends")
    for ability in attacker.abilities:
        if (ability.keyword or "").lower() != "landwalk":
            continue
        walk = _LANDWALK.match(shown(ability).lower())
        if walk is None:
            return None
        land = walk["land"]
        steps.append(step(f"{attacker.name} has {shown(ability).lower()}: it can't be blocked as long as the defending "
                          f"player controls {'an' if land[0] in 'aeiou' else 'a'} {land.title()}.", "702.14c"))
        values.append("depends")
    qualities = source_qualities(blocker)
    for param in a_keys.get("protection", []):
        if param and re.search(r"\bplayer\b|\bchosen\b", param):
            return None
        if matches_quality(param, qualities):
            steps.append(step(f"{attacker.name} has protection {param}: creatures with that quality can't block "
                              "it.", "702.16f"))
            values.append("no")
    if not steps:
        steps.append(step(f"Nothing about {attacker.name} or {blocker.name} restricts this block.", "509.1a"))
    value = "no" if "no" in values else "depends" if "depends" in values else "yes"
    answer = {"yes": f"Yes: {blocker.name} can block {attacker.name}.",
              "no": f"No: {blocker.name} can't block {attacker.name}.",
              "depends": f"It depends: {blocker.name} can block {attacker.name} only under the conditions below."}[value]
    assumptions = (f"{blocker.name} is untapped, and nothing else gives either creature abilities.",)
    return Verdict(value, answer, tuple(steps), assumptions)


def _requirement(face: Face, pattern: re.Pattern) -> str | None:
    return next((shown(a) for a in face.abilities if a.kind == "static" and pattern.match(text_of(a))), None)


@check("blocking.must_block.v1", intent="block.forced",
       answers="Must creature A block creature B? Reads B's \"All creatures able to block ~ do so\" and \"must be "
               "blocked if able\", and A's \"blocks each combat if able\"; a requirement applies only to a block A "
               "is able to make (509.1c).",
       cites=("509.1c", "509.1a"),
       reads=Reads(roles=("blocker", "attacker"), scenario=("controller", "zone", "status")),
       examine=Examine(r"block|flying|reach|menace|shadow|fear|intimidate|walk|protection|can't attack|lose|gain|have",
                       "changes what can or must block", "509.1c"),
       ruling_terms=("block", "able to block", "if able"))
def must_block(q: CheckInput) -> Verdict | None:
    blocker, attacker = front(q.need("blocker")), front(q.need("attacker"))
    lure, must_be, each_combat = (_requirement(attacker, _LURE), _requirement(attacker, _MUST_BE_BLOCKED),
                                  _requirement(blocker, _BLOCKS_IF_ABLE))
    if not (lure or must_be or each_combat):
        if any(re.search(r"\bif able\b|do so\b", text_of(a), re.I) for f in (blocker, attacker)
               for a in f.abilities):
            return None                      # a requirement worded otherwise
        return Verdict("no", f"No: nothing requires {blocker.name} to block {attacker.name}; blocking is optional.",
                       (step(f"Neither {blocker.name} nor {attacker.name} has a blocking requirement; without one, "
                             "the defending player chooses freely which creatures block.", "509.1a", "509.1c"),))
    able = can_block(q)
    if able is None:
        return None
    steps = list(able.steps)
    if able.value == "no":
        steps.append(step("A requirement applies only to a block the creature is able to make.", "509.1c"))
        return Verdict("no", f"No: {blocker.name} can't block {attacker.name}, so no requirement makes it.",
                       tuple(steps), able.assumptions)
    if lure:
        steps.append(step(f"{attacker.name}: \"{lure}\" is a requirement on every creature able to block it; "
                          "the defending player must obey as many requirements as possible.", "509.1c"))
        value = "yes" if able.value == "yes" else "depends"
        answer = (f"Yes: {blocker.name} must block {attacker.name} if it's untapped and able to."
                  if value == "yes" else f"It depends: {blocker.name} must block {attacker.name} only if it can.")
        return Verdict(value, answer, tuple(steps), able.assumptions
                       + ("No other requirement (another creature that must be blocked) competes for it.",))
    if must_be:
        steps.append(step(f"{attacker.name}: \"{must_be}\" needs only one blocker; the defending player chooses "
                          f"which, so {blocker.name} is required only if it's the only creature able to.", "509.1c"))
    else:
        steps.append(step(f"{blocker.name}: \"{each_combat}\" requires it to block, but any attacker will do.",
                          "509.1c"))
    return Verdict("depends", f"It depends: {blocker.name} must block, but not necessarily {attacker.name}."
                   if each_combat and not must_be else
                   f"It depends: {attacker.name} must be blocked by some creature, not necessarily {blocker.name}.",
                   tuple(steps), able.assumptions)
