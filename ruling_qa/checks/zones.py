"""Zone changes (400.7): a permanent that leaves the battlefield, flickered (exiled and returned) or
returned to its owner's hand, becomes a new object with no memory of its previous existence. Its
counters cease to exist (122.2), an Aura that was on it is put into its owner's graveyard (704.5m),
an Equipment becomes unattached and stays on the battlefield (704.5n), damage marked on it and the
effect of a spell that resolved before (611.2c) stay with the old object. Phasing out is no zone
change (702.26d): counters stay, and Auras and Equipment phase out and back in with it (702.26g).

The card that moves it, when the question names one, is read: it must exile and return, return to a
hand, or phase out, and a card that itself puts counters or attaches things gets no verdict; nor does
a permanent whose own words speak of what was asked about (persist's counter, "enters with"), nor a
card that may do something else "instead".
"""
from __future__ import annotations

import re

from ..models import Card, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import abilities, front, is_permanent, keyword_map, step, subtypes_of, text_of, types_of

# what an ability does to a permanent other than itself (an effect, not a trigger condition): phase it out,
# exile it and then return that card to the battlefield, or return it to its owner's hand
_PHASES = re.compile(r"\b(?:target|targets|creatures|permanents|lands|artifacts|it|they) [^.]*?\bphases? out\b", re.I)
_FLICKERS = re.compile(r"\bexile (?:up to \w+ |any number of |another |each |all |\w+ )?(?:target|other)\b"
                       r"[^.]*?(?:,? then |\. )return "
                       r"(?:it|them|that card|those cards|the exiled cards?|that permanent|those permanents)\b"
                       r"[^.]*\bto the battlefield\b", re.I)
_BOUNCES = re.compile(r"\breturn (?:up to \w+ |any number of |another |each |all )?(?:target|other|\w+ target|lands|"
                      r"creatures|permanents|nonland)\b[^.]*\bto (?:its|their) owners?'?s? hands?\b", re.I)
_MOVES = (("phase", _PHASES), ("flicker", _FLICKERS), ("bounce", _BOUNCES))
# the same done by a card to itself ("~ phases out", "exile ~, then return it", "return ~ to its owner's hand")
_SELF_MOVES = {"phase": re.compile(r"~ phases? out", re.I),
               "flicker": re.compile(r"exile ~[^.]*?(?:,? then |\. )return (?:it|~)\b[^.]*\bto the battlefield", re.I),
               "bounce": re.compile(r"return ~ to (?:its|their) owners?'?s? hand", re.I)}
# words of the moving card, or of the permanent itself, that may change what is asked about
_SPEAKS_OF = {"counters": re.compile(r"\bcounters?\b", re.I), "damage": re.compile(r"\bdamage\b", re.I),
              "aura": re.compile(r"\battach|\baura\b", re.I), "equipment": re.compile(r"\battach|\bequip", re.I),
              "bonus": re.compile(r"\bgets? [+-]|\bgains?\b|\bcopy\b", re.I)}
_INSTEAD = re.compile(r"\binstead\b", re.I)          # "phases out. If that permanent is black, exile it instead"
_MOVED = {"flicker": "is exiled and returned to the battlefield", "bounce": "is returned to its owner's hand",
          "phase": "phases out"}


def move_of(card: Card, moved: Card) -> str | None:
    """How `card` moves the permanent `moved`: "flicker" (exiles it, then returns it to the
    battlefield), "bounce" (returns it to its owner's hand) or "phase" (phases it out); an ability that
    moves only the card itself counts only when it is the one moved; None for none or several."""
    kinds = set()
    for _, ability in abilities(card):
        if ability.kind not in ("spell", "activated", "triggered"):
            continue
        text = text_of(ability)
        if ability.kind == "triggered":
            text = text.split(",", 1)[-1]              # the effect, not the trigger condition
        text = re.sub(r"\bcan't phase out\b", "", text, flags=re.I)
        kinds |= {kind for kind, words in _MOVES if words.search(text)
                  or card is moved and _SELF_MOVES[kind].search(text)}
    return kinds.pop() if len(kinds) == 1 else None


def _can_be_on(attached: Card, permanent: Card, kept: str | None) -> bool:
    """Could the Aura or Equipment be attached to the permanent: an Equipment to a creature (301.5);
    an Aura as its "Enchant" says (303.4a), not "Enchant player" nor a card in a graveyard."""
    kinds = types_of(front(permanent))
    if kept == "equipment":
        return "creature" in kinds
    enchant = [a.text or "" for _, a in abilities(attached)
               if a.kind == "keyword" and (a.keyword or "").lower() == "enchant"]
    if len(enchant) != 1 or re.search(r"\bplayer|\bopponent\b(?! controls)|\bcard\b", enchant[0], re.I):
        return False
    words = set(re.findall(r"[a-z]+", enchant[0].lower()))
    return bool(words & (kinds | {"permanent"}))


def _speaks_of(card: Card, kept: str) -> bool:
    return any(_SPEAKS_OF[kept].search(text_of(a)) for _, a in abilities(card))


@check("zones.new_object.v1", intent="zone.keeps",
       answers="After A is flickered, returned to its owner's hand or phased out (with B), does it keep its counters, "
               "the Aura or Equipment on it, damage marked on it, or a spell's bonus?",
       cites=("400.7", "122.2", "704.5m", "704.5n", "120.6", "611.2c", "702.26d", "702.26g", "110.5b"),
       reads=Reads(roles=("object",), optional=("mover", "attached", "effect"), params=("move", "kept"),
                   scenario=("controller", "zone", "players")),
       ruling_terms=("new object", "counters", "leaves the battlefield", "phase"))
def new_object(q: CheckInput) -> Verdict | None:
    permanent, mover = q.need("object"), q.card("mover")
    attached, effect = q.card("attached"), q.card("effect")
    told = q.details.get("move")
    move = move_of(mover, permanent) if mover is not None else told
    if move is None or (told is not None and told != move):
        return None                          # the card named moves nothing this way, or not as told
    if not is_permanent(front(permanent)):
        return None                          # only a permanent is on the battlefield (110.1)
    kept = q.details.get("kept")
    if attached is not None:
        subtypes = subtypes_of(front(attached))
        kept = "aura" if "aura" in subtypes else "equipment" if "equipment" in subtypes else None
        if not _can_be_on(attached, permanent, kept):
            return None                      # it was never attached to that permanent
    elif effect is not None:
        kept = "bonus" if kept in (None, "bonus") else None
    if kept is None or (mover is not None and (_speaks_of(mover, kept) or _INSTEAD.search(" ".join(
            text_of(a) for _, a in abilities(mover))))) or _speaks_of(permanent, kept) and kept in (
            "counters", "bonus"):
        return None                          # what is asked about isn't read, or a card named may change it
    name = permanent.name
    if move == "phase":
        return _phased(permanent, kept, attached)
    if kept == "bonus" and (effect is None or not types_of(front(effect)) & {"instant", "sorcery"}):
        return None                          # a static ability's bonus applies to the new object too (611.3a)
    by = f" by {mover.name}" if mover is not None else ""
    steps = [step(f"{name} {_MOVED[move]}{by}: it leaves the battlefield, and the object that "
                  f"{'returns' if move == 'flicker' else 'may be cast again'} is a new object with no memory of its "
                  "previous existence.", "400.7")]
    what = {"counters": "its counters", "damage": "the damage marked on it",
            "aura": f"{attached.name} attached" if attached else "its Auras",
            "equipment": f"{attached.name} attached" if attached else "its Equipment",
            "bonus": f"the bonus from {effect.name}" if effect else "that bonus"}[kept]
    if kept == "counters":
        steps.append(step("Counters on an object aren't kept when it moves to another zone: they cease to exist.",
                          "122.2"))
    elif kept == "damage":
        steps.append(step("Damage stays marked on the creature it was dealt to until the cleanup step; the new object "
                          "has none.", "120.6", "400.7"))
    elif kept == "aura":
        steps.append(step(f"{attached.name if attached else 'An Aura on it'} is then attached to nothing, so it is put "
                          "into its owner's graveyard as a state-based action.", "704.5m"))
    elif kept == "equipment":
        steps.append(step(f"{attached.name if attached else 'An Equipment on it'} becomes unattached and stays on the "
                          "battlefield; it can be attached again by paying its equip cost.", "704.5n"))
    else:
        steps.append(step(f"{effect.name if effect else 'The spell'} resolved before: its continuous effect affects "
                          "only the objects it found when it began, and the new object isn't one of them.", "611.2c"))
    if move == "flicker":
        steps.append(step("It returns untapped, and with no counters, unless an effect says otherwise.", "110.5b"))
    return Verdict("no", f"No: {name} doesn't keep {what}; once it {_MOVED[move]}, it's a new object.", tuple(steps))


def _phased(permanent: Card, kept: str, attached: Card | None) -> Verdict | None:
    """702.26d: phasing out isn't leaving the battlefield; counters stay, and Auras and Equipment phase
    out and in with it (702.26g)."""
    gone = step(f"{permanent.name} phases out: it is treated as though it doesn't exist, but it doesn't change zones, "
                "so it is the same object when it phases in.", "702.26d")
    if kept == "counters":
        return Verdict("yes", f"Yes: {permanent.name} keeps its counters while it's phased out.",
                       (gone, step("Counters remain on a permanent while it's phased out.", "702.26d")))
    if kept in ("aura", "equipment"):
        what = attached.name if attached else ("its Auras" if kept == "aura" else "its Equipment")
        return Verdict("yes", f"Yes: {what} phase{'s' if attached else ''} out with {permanent.name} and phase"
                       f"{'s' if attached else ''} back in attached to it.",
                       (gone, step("Auras and Equipment attached to a permanent that phases out phase out with it, "
                                   "and phase in along with it, still attached.", "702.26g")))
    return None                              # damage and spells' effects while phased out are not read here


# 702.79a persist, 702.93a undying: the counter whose presence stops it, and the one it returns with
_RETURNERS = {"persist": ("minus", "-1/-1", "702.79a"), "undying": ("plus", "+1/+1", "702.93a")}


@check("zones.dies_returns.v1", intent="dies.returns",
       answers="If A dies (with a -1/-1 or +1/+1 counter on it, or a second time), does persist or undying return it?",
       cites=("702.79a", "702.93a", "603.10a", "603.4", "400.7"),
       reads=Reads(roles=("object",), params=("minus", "plus", "again"), scenario=("controller", "zone", "players")),
       examine=Examine(r"counter|persist|undying|return|can't|instead|dies|graveyard|exile",
                       "puts or stops counters, returns or exiles cards", "603.10a"),
       ruling_terms=("persist", "undying", "counter", "return"))
def dies_returns(q: CheckInput) -> Verdict | None:
    permanent = q.need("object")
    keywords = {k.lower() for f in permanent.faces for k in keyword_map(f)}
    found = [k for k in _RETURNERS if k in keywords]
    if len(found) != 1 or any(a.kind == "triggered" and re.search(r"\breturn\b", text_of(a), re.I)
                              for _, a in abilities(permanent)):
        return None                          # neither or both, or another ability of its own that returns it
    keyword = found[0]
    key, counter, rule = _RETURNERS[keyword]
    other = "plus" if key == "minus" else "minus"
    told, again = q.details.get(key), q.details.get("again") == "yes"
    if q.details.get(other) == "yes" and (told == "yes" or again):
        return None                          # both kinds of counters: they annihilate in pairs (704.5q), counts unread
    name = permanent.name
    ability = step(f"{name} has {keyword}: when it is put into a graveyard from the battlefield, if it had no {counter} "
                   f"counters on it, it returns to the battlefield with a {counter} counter on it.", rule)
    look = step("The ability looks back at the permanent as it last existed on the battlefield, and checks its \"if\" "
                "clause again as it resolves.", "603.10a", "603.4")
    if again:
        return Verdict("no", f"No: {name} came back with a {counter} counter on it, so when it dies again {keyword} "
                       "doesn't return it.", (ability, step(f"The {name} that returned is a new object with a {counter} "
                                                            "counter on it.", "400.7", rule), look))
    if told == "yes":
        return Verdict("no", f"No: {name} had a {counter} counter on it when it died, so {keyword} doesn't return it.",
                       (ability, look))
    if told == "no" or q.details.get(other) == "yes":
        why = f"it had no {counter} counters" + (" (the other kind doesn't stop it)" if told != "no" else "")
        return Verdict("yes", f"Yes: {keyword} returns {name}: {why}.", (ability, look),
                       (f"{name} still had no {counter} counter when it died.",) if told != "no" else ())
    return Verdict("depends", f"It depends: {keyword} returns {name} only if it had no {counter} counters on it "
                   "when it died.", (ability, look))
