"""Is damage prevented? A prevention effect stops damage it describes (615.1a): "Prevent all combat
damage that would be dealt this turn" stops combat damage only (510.2), "prevent the next 3 damage"
stops only 3 (615.7). Protection prevents damage from sources with its quality (702.16e; "from
everything", 702.16j), whether it is a keyword of the permanent or given by a spell. Damage that
"can't be prevented" is dealt anyway (615.12). Hexproof, shroud and indestructible stop no damage.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations, permutations

from ..models import Ability, Card, Step, Verdict
from . import CheckInput, Examine, Reads, check
from .facts import COLOR_WORDS, abilities, front, keyword_map, printed, pt_as_printed, step, text_of, types_of
from .targeting import is_chosen, matches_quality, source_qualities, unweighed_protection

_SENTENCE = re.compile(r"(?<=\.)\s+")
# "Prevent all [combat] damage that would be dealt [to X] [by Y] [this turn]", "prevent all damage X would deal"
_PREVENT_ALL = re.compile(r"^(?:until your next turn, )?prevent all (?P<kind>combat |noncombat )?damage (?:that would "
                          r"be dealt(?P<dealt>[^.]*)|(?P<dealer>[^.]+?) would deal(?P<dealer_to>[^.]*))\.$", re.I)
_PREVENT_NEXT = re.compile(r"^prevent the next (?P<n>\d+) damage that would be dealt(?P<dealt>[^.,]*)\.$", re.I)
_CHOSEN_SOURCE = re.compile(r"^the next time (?:an? )?(?P<quality>\w+ )?source of your choice would deal damage"
                            r"(?P<dealt>[^.,]*), prevent that damage\.$", re.I)
_GAINS = re.compile(r"^(?:until your next turn, )?(?:your life total can't change and )?(?P<who>you|~|it|target "
                    r"creature(?: you control)?|creatures you control) gains? protection from (?P<quality>[^.]+?)"
                    r"(?: until (?:end of turn|your next turn))?\.$", re.I)
# 615.12: "Damage can't be prevented [this turn].", "Damage that would be dealt by ~ can't be prevented.",
# "Combat damage that would be dealt by creatures you control can't be prevented."
_UNPREVENTABLE = re.compile(r"^(?:(?P<kind>combat )?damage(?: that would be dealt by (?P<by>~|this creature|creatures "
                            r"you control))?|the damage|this spell's damage) can't be prevented(?: this turn)?\.$", re.I)
_DEALS = re.compile(r"(?:(?<![\w~])~|\bit) deals (?P<n>\d+|x) damage\b|\bdeals (?:that much )?damage\b|\bdeals (?P<m>\d+) damage\b",
                    re.I)
_TARGETED = re.compile(r"\btarget\b", re.I)
_SELF = ("~", "it", "this creature")


@dataclass(frozen=True)
class DamageReceiver:
    """Who the damage would be dealt to: a named permanent, a player ("you" is the asker), or untold."""

    card: Card | None = None
    player: str | None = None               # "you", "opponent", "player"
    controller: str | None = None           # of the card

    def describe(self) -> str:
        if self.card is not None:
            return self.card.name
        return {"you": "you", "opponent": "your opponent", "player": "the player"}.get(self.player or "", "")


# "When ~ enters, [if you cast it, ]": an enters trigger's effect, and the condition it may check (603.4)
_ENTERS = re.compile(r"^when ~ enters(?: the battlefield)?, (?:(?P<condition>if [^,]+), )?", re.I)


def _effect_sentences(ability: Ability) -> list[str]:
    """The sentences of an ability's effect: its cost, an enters trigger's "when" and mode bullets left out."""
    text = _ENTERS.sub("", re.sub(r"^[^:\"]*: ", "", text_of(ability)))
    return [s.strip(" •") for s in _SENTENCE.split(text) if s.strip(" •")]


def _sentences(card: Card) -> list[str]:
    """The effect sentences of all its abilities but keywords."""
    return [s for _, ability in abilities(card) if ability.kind in ("spell", "activated", "triggered", "static")
            for s in _effect_sentences(ability)]


def _conditions(card: Card, cast_told: bool = False, on_own_last_turn: bool = False) -> tuple[list[str], list[str]]:
    """Why its prevention may not happen: a mode to choose (700.2), an enters trigger's "if" (603.4); and
    what is assumed instead of a condition the question told holds ("My opponent cast C": "if you cast it";
    "... on their last turn": an effect "until your next turn" still lasts)."""
    out, assumed = [], []
    for _, ability in abilities(card):
        text = text_of(ability)
        if re.search(r"\bchoose (?:one|two|one or more|one or both)\b", text, re.I):
            out.append("the mode that prevents damage is chosen")
        entered = _ENTERS.match(text)
        if entered and entered["condition"] and not (
                cast_told and re.fullmatch(r"if you cast (?:it|~)", entered["condition"], re.I)):
            out.append(f"its enters trigger's condition holds ({entered['condition']}), and it resolves")
        if cast_told and re.search(r"\bthis turn\b", text, re.I) and re.search(r"\bprevent\b", text, re.I):
            assumed.append(f"It is still the turn {card.name} was cast (its prevention lasts this turn, 611.2).")
        if re.search(r"\buntil your next turn\b", text, re.I) and not on_own_last_turn:
            assumed.append(f"It is before the next turn of {card.name}'s controller (its effect lasts until then, "
                           "611.2).")
    if cast_told:
        entering = any(_ENTERS.match(text_of(a)) for _, a in abilities(card))
        assumed.insert(0, f"{card.name} was cast, as told, and " + (
            "it and its enters trigger resolved." if entering else "resolved."))
    return out, assumed


def _applies_when(ability: Ability, cast_told: bool) -> str | None:
    """When a prevention in this ability applies, if not always: an activated ability's only once it is
    activated (602.2), a triggered ability's once it triggered and resolved (603.3) (an enters trigger's
    when the card was told cast, or its "if" is weighed by `_conditions`); None for a static ability or a spell."""
    if ability.kind == "activated":
        return "if its ability is activated"
    if ability.kind != "triggered":
        return None
    entered = _ENTERS.match(text_of(ability))
    if entered and (cast_told or entered["condition"]):
        return None
    return "once it has entered and its enters trigger has resolved" if entered else \
        "once its trigger has triggered and resolved"


def _damage_kinds(source: Card, told: str | None) -> tuple[str, ...] | None:
    """Which damage of the source is asked about: "combat" (a creature's, 510.2), "noncombat" (its text
    deals damage, 120.2b), or both when the question doesn't say and it could deal either."""
    face = front(source)
    creature = "creature" in types_of(face)
    dealing = any(_DEALS.search(s) for s in _sentences(source))
    if told == "combat":
        return ("combat",) if creature else None
    if told == "noncombat":
        return ("noncombat",) if dealing else None
    kinds = (("combat",) if creature else ()) + (("noncombat",) if dealing else ())
    return kinds or None


# who a damage text can reach, without a filter this check doesn't weigh ("each creature without flying")
_TO_CREATURE = re.compile(r"^ to (?:any target|(?:up to \w+ )?(?:another )?target (?:creature|permanent)(?: or "
                          r"(?:player|planeswalker))?|each creature)(?:$|[,.]| and )", re.I)
_TO_PLAYER = {"you": r"any target|target player|each player|target creature or player|target player or planeswalker",
              "opponent": r"any target|target (?:player|opponent)|each (?:player|opponent)|target creature or player|"
                          r"target player or planeswalker",
              "player": r"any target|target player|each player|target creature or player|target player or planeswalker"}


def _reaches(source: Card, receiver: DamageReceiver) -> bool:
    """Can the source's damage text deal damage to the receiver at all ("to any target", "to each player",
    "to target creature"), without a filter this check doesn't weigh? Combat damage is not asked here (510.1)."""
    afters = [after for s in _sentences(source) if re.match(r"(?:~|it) deals\b", s, re.I)   # not "If you win the flip, ..."
              for after in re.findall(r"\bdeals? [^.]*?damage\b([^.]*)", s, re.I)]
    if receiver.player:
        wanted = re.compile(rf"^ to (?:{_TO_PLAYER[receiver.player]})(?:$|[,.]| and )", re.I)
        return any(wanted.match(a) for a in afters)
    if receiver.card is not None:
        return any(_TO_CREATURE.match(a) for a in afters) and "creature" in types_of(front(receiver.card))
    return True


def _amount(source: Card, kind: str) -> int | None:
    """How much damage it would deal, when its text or printed power says so."""
    if kind == "combat":
        return printed(front(source), "power")
    amounts = {m["n"] or m["m"] or "" for s in _sentences(source) for m in _DEALS.finditer(s)}
    return int(next(iter(amounts))) if len(amounts) == 1 and next(iter(amounts)).isdigit() else None


def _to_covers(scope: str, receiver: DamageReceiver, preventer: Card, preventer_controller: str | None) -> str | None:
    """Does a "dealt to [scope]" phrase cover the receiver? "yes", "no", "depends" or None (not read)."""
    scope = scope.strip().lower()
    card, player = receiver.card, receiver.player
    if not scope:
        return "yes"
    creature = card is not None and "creature" in types_of(front(card))
    if scope == "players":
        return "yes" if player else "no" if card is not None else None
    if scope == "creatures":
        return "yes" if creature else "no" if card is not None or player else None
    if scope in ("you", "creatures you control", "you and permanents you control"):
        if player is not None and player != "player":
            if scope == "creatures you control":
                return "no"
            return None if preventer_controller is None else "yes" if player == preventer_controller else "no"
        if card is not None:
            if scope == "you":
                return "no"
            if scope == "creatures you control" and not creature:
                return "no"
            if receiver.controller is None or preventer_controller is None:
                return "depends"
            return "yes" if receiver.controller == preventer_controller else "no"
        return None
    if scope in _SELF:
        return None if card is None else "yes" if card is preventer else "no"
    if re.fullmatch(r"(?:another )?target (?:creature|player|permanent|player or planeswalker|creature you control)|"
                    r"any target|enchanted creature|that creature", scope):
        if player is not None and not re.search(r"\bplayer\b|\bany target\b", scope):
            return "no"                      # a permanent only: never the player dealt the damage
        return "depends"
    return None


def _by_covers(scope: str, source: Card, kind: str, source_controller: str | None,
               preventer_controller: str | None, preventer: Card) -> str | None:
    """Does a "dealt by [scope]" phrase cover the source? "yes", "no", "depends" or None (not read)."""
    scope = scope.strip().lower()
    face = front(source)
    creature = "creature" in types_of(face)
    if not scope:
        return "yes"
    if scope == "creatures":
        return "yes" if creature else "no"
    if scope == "attacking creatures":
        return "no" if not creature or kind != "combat" else "depends"
    if scope in ("creatures your opponents control", "sources you don't control"):
        if scope.startswith("creatures") and not creature:
            return "no"
        if source_controller is None or preventer_controller is None:
            return "depends"
        return "yes" if source_controller != preventer_controller else "no"
    limit = re.fullmatch(r"creatures with power (\d+) or less", scope)
    if limit:
        power = printed(face, "power")
        if not creature:
            return "no"
        return None if power is None else "yes" if power <= int(limit[1]) else "no"
    if scope in _SELF:
        return "yes" if source is preventer else "no"
    if re.fullmatch(r"target (?:attacking |blocking |attacking or blocking )?creature(?: you control)?|"
                    r"enchanted creature|that creature|a source of your choice|target spell", scope):
        return "depends"
    return None


def _split_scope(text: str) -> tuple[str, str] | None:
    """" to you and permanents you control this turn by sources you don't control" -> ("you and permanents you
    control", "sources you don't control"); "" for a part not stated."""
    text = re.sub(r"\bthis turn\b", "", text).strip(" ,")
    both = re.fullmatch(r"to and dealt by (.+)", text)
    if both:
        return "both", both[1].strip()
    parts = re.fullmatch(r"(?:to (?P<to>.+?))?\s*(?:by (?P<by>.+))?", text)
    if parts is None:
        return None
    return (parts["to"] or "").strip(), (parts["by"] or "").strip()


def _to_only(dealt: str, receiver: DamageReceiver, preventer: Card, preventer_controller: str | None) -> str | None:
    """Does a "dealt [to X] [this turn]" phrase with no "by" part cover the receiver (see `_to_covers`)?"""
    split = _split_scope(dealt)
    if split is None or split[1]:
        return None
    return _to_covers(split[0], receiver, preventer, preventer_controller)


def _combine(values: list[str]) -> str:
    return "yes" if "yes" in values else "depends" if "depends" in values else "no"


def _prevention(sentence: str, preventer: Card, source: Card, kind: str, receiver: DamageReceiver,
                controllers: dict[str, str | None]) -> tuple[str, str] | None:
    """(value, why) when the sentence is a prevention effect this check reads; None otherwise (not one, or
    one it can't weigh). Value "yes" means it prevents all of that damage."""
    quote = f"{preventer.name}: \"{sentence}\""
    whole = _PREVENT_ALL.match(sentence)
    if whole:
        wanted = (whole["kind"] or "").strip().lower()
        if wanted and wanted != kind:
            return "no", f"{quote} prevents only {wanted} damage, and this is {kind} damage"
        if whole["dealer"] is not None:
            to, by = (whole["dealer_to"] or "").replace("this turn", "").strip(), whole["dealer"]
            to = re.sub(r"^to\s+", "", to)
        else:
            split = _split_scope(whole["dealt"] or "")
            if split is None:
                return None
            to, by = split
        if to == "both":
            values = [_to_covers(by, receiver, preventer, controllers["preventer"]),
                      _by_covers(by, source, kind, controllers["source"], controllers["preventer"], preventer)]
            if None in values:
                return None
            return _combine([v for v in values if v is not None]), quote
        scopes = [_to_covers(to, receiver, preventer, controllers["preventer"]),
                  _by_covers(by, source, kind, controllers["source"], controllers["preventer"], preventer)]
        if None in scopes:
            return None
        return "no" if "no" in scopes else "depends" if "depends" in scopes else "yes", quote
    shield = _PREVENT_NEXT.match(sentence)
    if shield:
        covered = _to_only(shield["dealt"], receiver, preventer, controllers["preventer"])
        if covered is None:
            return None
        amount = _amount(source, kind)
        if covered == "yes" and (amount is None or amount > int(shield["n"])):
            covered = "depends"
        return covered, f"{quote} (a shield: it prevents only that much, 615.7)"
    chosen = _CHOSEN_SOURCE.match(sentence)
    if chosen:
        covered = _to_only(chosen["dealt"], receiver, preventer, controllers["preventer"])
        quality = (chosen["quality"] or "").strip().lower()
        if quality and covered != "no" and not matches_quality(quality, source_qualities(front(source))):
            covered = "no"
        if covered is None:
            return None
        return "no" if covered == "no" else "depends", f"{quote} (only if {source.name} is the source chosen, 615.8)"
    gains = _GAINS.match(sentence)
    if gains:
        who, quality = gains["who"].lower(), gains["quality"]
        if who == "you":
            if receiver.player is None or receiver.player == "player" or controllers["preventer"] is None:
                return None if receiver.player is None else ("depends", quote)
            covered = "yes" if receiver.player == controllers["preventer"] else "no"
        else:
            scope = "~" if who in ("~", "it") else "creatures you control" if who == "creatures you control" else \
                "target creature"
            covered = _to_covers(scope, receiver, preventer, controllers["preventer"])
            if covered is None:
                return None
            if scope == "target creature" and receiver.card is not None and "creature" not in types_of(
                    front(receiver.card)):
                covered = "no"
        if covered != "no":
            if is_chosen(quality):
                covered = "depends"
            elif not matches_quality(quality, source_qualities(front(source))):
                covered = "no"
        return covered, f"{quote} (protection prevents damage from sources with its quality, 702.16e)"
    return None


def _unpreventable(card: Card, source: Card, kind: str, source_controller: str | None,
                   card_controller: str | None) -> tuple[str, str] | None:
    """(value, why) when the card says the source's damage can't be prevented (615.12): "yes", or
    "depends" when it says so only under a condition."""
    for face, ability in abilities(card):
        text = text_of(ability)
        for sentence in (s.strip() for s in _SENTENCE.split(text) if s.strip()):
            if "can't be prevented" not in sentence.lower():
                continue
            quote = f"{card.name}: \"{sentence}\""
            match = _UNPREVENTABLE.match(sentence)
            if match is None or ability.kind == "triggered":
                return "depends", quote      # under a condition ("hellbent", "if kicked"), or when something happens
            if match["kind"] and kind != "combat":
                continue
            by = (match["by"] or "").lower()
            if by in ("~", "this creature") or sentence.lower().startswith(("the damage", "this spell's")):
                if card is source:
                    return "yes", quote
                continue
            if by == "creatures you control":
                if "creature" not in types_of(front(source)):
                    continue
                if card is source:
                    return "yes", quote
                if source_controller is None or card_controller is None:
                    return "depends", quote
                if source_controller == card_controller:
                    return "yes", quote
                continue
            return "yes", quote              # "Damage can't be prevented [this turn]": all damage
    return None


def _own_prevention(receiver: Card, source: Card, kind: str, controllers: dict[str, str | None]) \
        -> list[tuple[str, str, str]]:
    """(value, why, rule) for the receiver's protection and its own "prevent all damage that would be dealt to ~"."""
    face = front(receiver)
    out = []
    for param in keyword_map(face).get("protection", []):
        if matches_quality(param, source_qualities(front(source))):
            rule = "702.16j" if "everything" in (param or "") else "702.16e"
            out.append(("yes", f"{receiver.name} has protection {param}, and {source.name} has that quality", rule))
    return out + _own_text(receiver, source, kind, DamageReceiver(card=receiver), controllers)


# its own text that prevents, replaces or redirects damage ("If a source would deal damage to ~, prevent that damage")
_CHANGES_DAMAGE = re.compile(r"\bprevent(?!ed)|damage[^.]*\binstead\b|\bwould (?:deal|be dealt) damage\b", re.I)


def _own_text(card: Card, source: Card, kind: str, receiver: DamageReceiver, controllers: dict[str, str | None]) \
        -> list[tuple[str, str, str]]:
    """(value, why, rule) for the receiver's or the source's own text about damage it is dealt or deals: its
    static "prevent all ..." (615.1a) read, any other text that changes damage "unread"."""
    out = []
    for _, ability in abilities(card):
        if ability.kind == "keyword" or not _CHANGES_DAMAGE.search(text_of(ability)):
            continue
        for sentence in _effect_sentences(ability) if ability.kind == "static" else [text_of(ability)]:
            found = _prevention(sentence, card, source, kind, receiver, controllers) \
                if ability.kind == "static" and sentence.lower().startswith("prevent") else None
            if found is None and _CHANGES_DAMAGE.search(sentence):
                out.append(("unread", sentence, "615.1a"))
            elif found is not None:
                out.append((found[0], found[1], "615.1a"))
    return out


@check("damage.prevented.v1", intent="damage.prevented",
       answers="Is the damage A would deal (to B, or to a player) prevented: by B's protection or its own prevention, "
               "or by C's prevention effect or the protection C gives? Damage that can't be prevented is dealt.",
       cites=("615.1a", "615.7", "615.8", "615.12", "702.16e", "702.16j", "510.2", "120.2b", "702.11b", "702.12b"),
       reads=Reads(roles=("source",), optional=("receiver", "preventer"),
                   params=("combat", "to", "can", "cast", "cast_turn"),
                   scenario=("controller", "status", "players", "entered_this_turn")),
       examine=Examine(r"prevent|protection|damage|hexproof|shroud", "prevents or redirects damage or gives protection",
                       "615.1a"),
       ruling_terms=("prevent", "damage", "protection"))
def damage_prevented(q: CheckInput) -> Verdict | None:
    source, receiver_card, preventer = q.need("source"), q.card("receiver"), q.card("preventer")
    if len(source.faces) > 1 or (receiver_card is not None and len(receiver_card.faces) > 1):
        return None
    if preventer is source or (receiver_card is not None and (receiver_card is source or receiver_card is preventer)):
        return None                          # one card in two roles: what is asked is unclear
    player = None if q.details.get("to") == "permanent" else q.details.get("to")
    if receiver_card is not None and player is not None:
        return None                          # both a permanent and a player told: which is asked is unclear
    if receiver_card is not None and not types_of(front(receiver_card)) & {"creature", "planeswalker", "battle"}:
        return None                          # 120.1a: only these are dealt damage (a land made a creature isn't read)
    told = q.details.get("combat") or ("combat" if q.status("source") & {"attacking", "blocking"} else None)
    if q.status("source") - {"attacking", "blocking"} or any(q.status(r) for r in ("receiver", "preventer")):
        return None                          # a status this check doesn't weigh ("tapped")
    if "attacking" in q.status("source") and "defender" in keyword_map(front(source)):
        return None                          # 702.3b: told attacking, but it can't attack: the premise is unclear
    if any((fact := q.fact(role)) is not None and fact.entered_this_turn for role in ("source", "receiver")):
        return None                          # whether a creature that just arrived can attack is another question
    # (the preventer's arrival this turn changes nothing: its prevention applies from then on, 611.2)
    kinds = _damage_kinds(source, told)
    if receiver_card is not None and any(a.kind != "keyword" and re.search(r"\bprotection\b", text_of(a), re.I)
                                         for _, a in abilities(receiver_card)):
        return None                          # it may give itself protection (from a chosen colour ...): not weighed
    if kinds is None or (receiver_card is not None and (unweighed_protection(front(receiver_card)) or any(
            re.search(r"\bnon-?\w", p or "", re.I) for p in keyword_map(front(receiver_card)).get("protection", [])))):
        return None                          # 702.16e: a protection from a chosen quality can't be weighed here
    receiver = DamageReceiver(receiver_card, player, q.controller("receiver"))
    controllers = {"source": q.controller("source"), "preventer": q.controller("preventer")}
    if receiver_card is not None and _TARGETED.search(" ".join(_sentences(source))) and {
            "hexproof", "shroud", "ward"} & set(keyword_map(front(receiver_card))):
        return None                          # 702.11b: whether it can be targeted at all decides; not read here
    results = [_verdict_for(q, kind, source, receiver, preventer, controllers) for kind in kinds]
    if any(r is None for r in results):
        return None
    verdicts = [r for r in results if r is not None]
    if len(verdicts) == 1:
        return verdicts[0]
    if len({v.value for v in verdicts}) == 1:
        steps = tuple(s for v in verdicts for s in v.steps)
        return Verdict(verdicts[0].value, verdicts[0].answer, steps, verdicts[0].assumptions)
    by_kind = "; ".join(v.answer.split(": ", 1)[-1].rstrip(".") for v in verdicts)
    return Verdict("depends", f"It depends on which of {source.name}'s damage is meant: {by_kind}.",
                   tuple(s for v in verdicts for s in v.steps))


def damage_prevention(q: CheckInput, source: Card, receiver: DamageReceiver, preventer: Card,
                      controllers: dict[str, str | None]) -> Verdict | None:
    """Is `source`'s combat damage to `receiver` prevented by `preventer` ("yes", "no", "depends"), as
    damage.prevented weighs it; None when its words can't be weighed."""
    return _verdict_for(q, "combat", source, receiver, preventer, controllers)


def _verdict_for(q: CheckInput, kind: str, source: Card, receiver: DamageReceiver, preventer: Card | None,
                 controllers: dict[str, str | None]) -> Verdict | None:
    to = f" to {receiver.describe()}" if receiver.describe() else ""
    what = f"{source.name}'s {kind} damage{to}"
    if kind == "noncombat" and not _reaches(source, receiver):
        return None                          # its text deals damage only to others (creatures, not players ...)
    steps: list[Step] = [step(f"{source.name} deals combat damage equal to its power when it attacks or blocks."
                              if kind == "combat" else f"{source.name}'s text deals the damage.",
                              "510.2" if kind == "combat" else "120.2b")]
    found: list[tuple[str, str, str]] = []
    found += _own_text(source, source, kind, receiver, controllers)
    if receiver.card is not None:
        found += _own_prevention(receiver.card, source, kind, controllers)
        held = set(keyword_map(front(receiver.card))) & {"hexproof", "shroud", "indestructible"}
        for keyword in sorted(held):
            rule = "702.12b" if keyword == "indestructible" else "702.11b"
            steps.append(step(f"{receiver.card.name}'s {keyword} doesn't prevent damage.", rule))
    told_cast = preventer is not None and q.details.get("cast") in ("preventer", preventer.name)
    if preventer is not None:
        read_any = False
        for _, ability in abilities(preventer):
            if ability.kind not in ("spell", "activated", "triggered", "static"):
                continue
            when = _applies_when(ability, told_cast)
            for sentence in _effect_sentences(ability):
                found_one = _prevention(sentence, preventer, source, kind, receiver, controllers)
                if found_one is not None:
                    read_any = True
                    rule = "702.16e" if "protection" in found_one[1] else "615.1a"
                    value, why = found_one
                    if when is not None and value == "yes":
                        value, why = "depends", f"{why}, {when} ({'602.2' if 'activated' in when else '603.3'})"
                    found.append((value, why, rule))
                elif re.search(r"\bprevent\b|\bprotection\b", sentence, re.I):
                    found.append(("unread", sentence, "615.1a"))
        unstopper = _unpreventable(preventer, source, kind, controllers["source"], controllers["preventer"])
        if not read_any and unstopper is None:
            return None                      # the card asked about prevents nothing this check reads
    else:
        unstopper = None
    if any(value == "unread" for value, _, _ in found):
        return None
    conditions, assumed = _conditions(preventer, told_cast, q.details.get("cast_turn") == "last") \
        if preventer is not None else ([], [])
    if preventer is not None and conditions and any(value == "yes" for value, _, _ in found):
        found = [("depends" if value == "yes" else value, why, rule) for value, why, rule in found]
        steps.append(step(f"{preventer.name} prevents it only if " + " and ".join(conditions) + ".", "603.4", "700.2"))
    stoppers = [s for s in (_unpreventable(source, source, kind, controllers["source"], controllers["source"]),
                            unstopper) if s is not None]
    if any(value == "depends" for value, _ in stoppers):
        return None                          # a condition on "can't be prevented": not weighed here
    if stoppers:
        steps += [step(f"{why}: the damage can't be prevented, so prevention effects and protection don't stop it.",
                       "615.12") for _, why in stoppers]
        return Verdict("no", f"No: {what} can't be prevented.", tuple(steps),
                       (f"{source.name} deals that damage in the first place.", *assumed))
    for value, why, rule in found:
        verb = {"yes": "prevents it", "no": "doesn't prevent it", "depends": "may prevent it"}[value]
        steps.append(step(f"{why}: {verb}.", rule))
    if found:
        value = _combine([v for v, _, _ in found])
        answer = {"yes": f"Yes: {what} is prevented.", "no": f"No: nothing named prevents {what}.",
                  "depends": f"It depends: {what} is prevented only under the conditions below."}[value]
        assumptions = (f"{source.name} deals that damage in the first place.", *assumed)
        return Verdict(value, answer, tuple(steps), assumptions)
    if q.details.get("can") == "yes":
        steps.append(step("Nothing says its damage can't be prevented, so prevention effects and protection apply "
                          "to it.", "615.1a"))
        return Verdict("yes", f"Yes: {what} can be prevented.", tuple(steps))
    if kind == "combat" or receiver.card is None and receiver.player is None:
        return None                          # whether combat damage is dealt at all is the combat checks' question
    steps.append(step("Nothing named prevents it.", "615.1a"))
    return Verdict("no", f"No: {what} isn't prevented.", tuple(steps),
                   (f"{source.name}'s damage is dealt to {receiver.describe()}.", "No other prevention effect applies."))


# What a keyword does to damage, and which damage (120.3): lifelink, deathtouch, infect and wither work with any damage
# their source deals, combat or not (a fight, an ability whose source it is), in any zone; trample, first strike and
# double strike change only combat damage; toxic only combat damage to a player. Each: its rule, the damage it changes
# ("any" or "combat"), whom it changes it for (None: anyone), the rule that says several instances are redundant
# (None: they add up).
_DAMAGE_KEYWORDS: dict[str, tuple[str, str, tuple[str, ...] | None, str | None]] = {
    "lifelink": ("702.15b", "any", None, "702.15f"),
    "deathtouch": ("702.2b", "any", ("creature",), "702.2f"),
    "infect": ("702.90b", "any", ("player", "creature"), "702.90f"),
    "wither": ("702.80a", "any", ("creature",), "702.80d"),
    "trample": ("702.19a", "combat", None, "702.19g"),
    "first strike": ("702.7b", "combat", None, "702.7d"),
    "double strike": ("702.4b", "combat", None, "702.4e"),
    "toxic": ("702.164c", "combat", ("player",), None),
}
_WHAT_IT_DOES = {"lifelink": "its controller gains that much life", "deathtouch": "a creature it damages is destroyed",
                 "infect": "the damage is dealt as poison counters (to a player) or -1/-1 counters (to a creature)",
                 "wither": "the damage is dealt to a creature as -1/-1 counters",
                 "trample": "an attacking creature may assign its excess combat damage to the player or planeswalker",
                 "first strike": "it deals combat damage in the first combat damage step",
                 "double strike": "it deals combat damage in both combat damage steps",
                 "toxic": "combat damage it deals to a player also gives poison counters"}
# each kind of damage asked about: how an answer names it, and what the reasoning adds
_DAMAGE_KINDS = {"noncombat": ("noncombat damage", ""),
                 "fight": ("damage dealt in a fight", " (701.14d: not combat damage)"),
                 "ability": ("damage its abilities deal", " (noncombat damage, with it as the source)")}


@check("damage.keyword.v1", intent="keyword.damage",
       answers="Does a keyword work with that damage: lifelink, deathtouch, infect or wither with noncombat damage, a "
               "fight or an ability's damage (yes: any damage its source deals, 702.15b, 702.2b); trample, first strike, "
               "double strike, toxic (combat damage only, 702.19a, 702.7b); deathtouch or wither on a player; two "
               "instances of one (redundant, 702.15f; toxic adds up, 702.164b)? With a card named, its own keyword.",
       cites=("120.3", "701.14d", "702.15b", "702.2b", "702.90b", "702.90c", "702.80a", "702.19a", "702.7b", "702.4b",
              "702.164c", "702.164b", "702.15f", "702.2f", "702.90f", "702.80d", "702.19g", "702.7d", "702.4e"),
       reads=Reads(optional=("creature",), params=("keyword", "kind", "to"), scenario=("controller", "zone")),
       examine=Examine(r"damage|lifelink|deathtouch|infect|wither|trample|strike|toxic|poison|prevent|instead",
                       "changes damage or what it does", "120.3"),
       ruling_terms=("damage", "noncombat", "lifelink", "deathtouch"))
def keyword_with_damage(q: CheckInput) -> Verdict | None:
    keyword, kind, to = q.details.get("keyword"), q.details.get("kind"), q.details.get("to")
    creature = q.card("creature")
    if keyword not in _DAMAGE_KEYWORDS or kind is None and to is None:
        return None
    rule, damage, receivers, redundant = _DAMAGE_KEYWORDS[keyword]
    steps = [step(f"{keyword.capitalize()}: {_WHAT_IT_DOES[keyword]}.", rule, "120.3")]
    if creature is not None:
        face = front(creature)
        if len(creature.faces) > 1 or keyword not in keyword_map(face) or not face.facts.is_creature:
            return None                      # not its own keyword: what gives it isn't read
        if kind == "ability" and not any(re.match(r"^~ deals\b", text_of(a), re.I) for a in face.abilities
                                         if a.kind in ("activated", "triggered")):
            return None                      # whether its abilities deal damage with it as the source isn't read
        steps.append(step(f"{creature.name} has {keyword}.", rule))
    if kind == "instances":
        if to is not None:
            return None
        if redundant is None:
            steps.append(step("A creature's total toxic value is the sum of all its toxic abilities.", "702.164b"))
            return Verdict("yes", "Yes: several toxic abilities add up; the poison counters given are the total "
                           "toxic value.", tuple(steps))
        steps.append(step(f"Multiple instances of {keyword} on the same object are redundant.", redundant))
        return Verdict("no", f"No: two instances of {keyword} on one object do no more than one.", tuple(steps))
    if kind is not None and damage == "combat":
        steps.append(step(f"{keyword.capitalize()} changes only combat damage; {''.join(_DAMAGE_KINDS[kind])} isn't "
                          "combat damage.", rule, *(("701.14d",) if kind == "fight" else ())))
        return Verdict("no", f"No: {keyword} does nothing with {_DAMAGE_KINDS[kind][0]}.", tuple(steps))
    if to is not None:
        if damage == "combat" and kind is None or to not in ("player", "planeswalker"):
            return None                      # which combat damage, to whom: the combat checks
        if receivers is not None and to not in receivers:
            steps.append(step(f"{keyword.capitalize()} changes only damage dealt to "
                              f"{' and '.join(r + 's' for r in receivers)}; damage to a {to} is dealt as usual.",
                              rule, "120.3"))
            return Verdict("no", f"No: {keyword} does nothing special when its source deals damage to a {to}.",
                           tuple(steps))
    if kind is not None:
        steps.append(step(f"{keyword.capitalize()} works with any damage its source deals, combat or not: "
                          f"{''.join(_DAMAGE_KINDS[kind])} too.", rule, *(("701.14d",) if kind == "fight" else ())))
    said = _DAMAGE_KINDS[kind][0] if kind else f"damage dealt to a {to}"
    return Verdict("yes", f"Yes: {keyword} works with {said}.", tuple(steps),
                   ("Its source is the object with the keyword (\"~ deals damage\"), not a spell it makes deal "
                    "damage.",) if kind == "ability" else ())


# --- how much damage: replacement effects that change it (614.1a), their order (616.1) ---------------------

# "If a red source you control would deal damage to an opponent or a permanent an opponent controls, it deals
# that much damage plus 2 instead.", "If a source would deal damage to a permanent or player, it deals double that
# damage to that permanent or player instead."
_MODIFIER = re.compile(r"^if (?P<source>.+?) would deal (?P<kind>combat |noncombat )?damage(?: to (?P<to>[^,]+?))?, "
                       r"it deals (?P<how>double that damage|triple that damage|half that damage, rounded down|"
                       r"that much damage (?:plus|minus) \d+)(?:,? to (?:that|the) [^.]+?)? instead\.$", re.I)
_SOURCE_WORDS = re.compile(r"^(?P<article>an?|another) (?P<adjectives>(?:[a-z]+ )*?)(?P<noun>source|spell|creature|"
                           r"planeswalker|artifact|enchantment|permanent)(?P<whose> you control)?$", re.I)
_SPELL_TYPES = ("instant", "sorcery", "artifact", "creature", "enchantment", "planeswalker")
# a creature whose combat damage isn't simply its printed power, once: it deals it twice or never attacks, or its
# keyword puts counters on it
_COUNTS_OR_STRIKES = frozenset({"double strike", "defender", "graft", "modular", "evolve", "riot", "bloodthirst",
                                "devour", "sunburst", "amplify", "outlast", "adapt", "fabricate", "training", "mentor",
                                "backup", "unleash", "bushido", "rampage", "flanking", "exalted", "battle cry",
                                "dethrone", "prowess", "afflict", "reinforce", "level up", "monstrosity"})


@dataclass(frozen=True)
class _Modifier:
    """One replacement effect that changes an amount of damage (614.1a): whose damage (`source` words),
    to whom (`to` words, "" for any), of which kind ("" for any), and how."""

    card: Card
    text: str
    source: str
    to: str
    kind: str
    how: str

    def apply(self, amount: int) -> int:
        if self.how.startswith("double"):
            return amount * 2
        if self.how.startswith("triple"):
            return amount * 3
        if self.how.startswith("half"):
            return amount // 2
        n = int(self.how.rsplit(" ", 1)[1])
        return amount + n if " plus " in self.how else max(0, amount - n)


def damage_modifiers(card: Card) -> list[_Modifier] | None:
    """The card's static abilities that change how much damage is dealt; None when its text speaks of
    damage in a way this can't read (a condition, a prevention, an effect of a spell or an activation)."""
    found = []
    for _, ability in abilities(card):
        text = text_of(ability)
        if not re.search(r"\bdamage\b|\bprevent", text, re.I):
            continue
        m = _MODIFIER.match(text)
        if ability.kind != "static" or m is None:
            if ability.kind == "keyword" or (ability.kind != "static" and not re.search(
                    r"\binstead\b|\bprevent|\bdouble|\btriple|\bwould\b", text, re.I)):
                continue                     # a keyword (deathtouch, lifelink), or damage it deals: no amount changed
            return None
        found.append(_Modifier(card, text, m["source"].lower(), (m["to"] or "").lower(), (m["kind"] or "").strip(),
                               m["how"].lower()))
    return found


def _source_fits(words: str, modifier: Card, source: Card, kind: str, same: bool | None) -> str | None:
    """Is the damage's source what the modifier's words describe ("a red source you control", "a spell",
    "an instant or sorcery source", "another red source you control")? "yes", "no", "depends" (on who
    controls it) or None (words not read). The source of a spell's damage is the spell; of an ability's or
    combat damage, the permanent (120.2b, 510.1)."""
    if words in ("~", "this creature"):
        return "yes" if source is modifier else "no"
    values = []
    for alternative in re.split(r" or (?=an? )", words):
        m = _SOURCE_WORDS.match(alternative)
        if m is None:
            return None
        face = front(source)
        is_spell = kind == "noncombat" and bool(types_of(face) & {"instant", "sorcery"})
        noun = m["noun"].lower()
        if noun == "spell" and not is_spell or noun in ("permanent", *_SPELL_TYPES) and is_spell or \
                noun in _SPELL_TYPES and noun not in types_of(face) or m["article"] == "another" and source is modifier:
            values.append("no")
            continue
        adjectives = m["adjectives"].split()
        colors = [w for w in adjectives if w in COLOR_WORDS]
        kinds = [w for w in adjectives if w in _SPELL_TYPES]
        if any(w not in COLOR_WORDS and w not in _SPELL_TYPES and w != "or" for w in adjectives):
            return None                      # a creature type, "nontoken" ...: not read
        has_color = any(COLOR_WORDS[c] in face.colors for c in colors)
        has_kind = any(k in types_of(face) for k in kinds)
        either = bool(re.search(rf"\b(?:{'|'.join(COLOR_WORDS)}) or (?:{'|'.join(_SPELL_TYPES)})\b", m["adjectives"]))
        fits = (has_color or has_kind) if either else ((not colors or has_color) and (not kinds or has_kind))
        if not fits:
            values.append("no")
        elif m["whose"]:
            values.append("depends" if same is None else "yes" if same else "no")
        else:
            values.append("yes")
    return "yes" if "yes" in values else "depends" if "depends" in values else "no"


def _receiver_fits(words: str, modifier: Card, receiver: DamageReceiver, modifier_controller: str | None) -> str | None:
    """Is the one dealt damage what the modifier's "to ..." words describe? "yes", "no", "depends" or None."""
    if not words or words in ("a permanent or player", "any target"):
        return "yes"
    card, player = receiver.card, receiver.player
    if card is None and player is None:
        return "depends"                     # who is dealt the damage isn't told
    creature = card is not None and "creature" in types_of(front(card))
    if words in ("~", "this creature"):
        return "yes" if card is modifier else "no"
    if words == "a player":
        return "yes" if player else "no"
    if words in ("a creature", "a permanent"):
        return "yes" if card is not None and (creature or words == "a permanent") else "no"

    def whose(owner: str | None, mine: bool) -> str:
        if owner is None or modifier_controller is None:
            return "depends"
        return "yes" if (owner == modifier_controller) == mine else "no"

    if words == "you":
        return "no" if card is not None else whose(player, True)
    if words == "an opponent":
        return "no" if card is not None else whose(player, False)
    if words == "a creature you control":
        return "no" if not creature else whose(receiver.controller, True)
    if words == "an opponent or a permanent an opponent controls":
        return whose(player if card is None else receiver.controller, False)
    return None


def _orders(base: int, modifiers: list[_Modifier]) -> list[int]:
    """The amounts for each order the modifiers can be applied in (616.1)."""
    return sorted({_apply_all(base, order) for order in permutations(modifiers)}) if modifiers else [base]


def _apply_all(base: int, order: tuple[_Modifier, ...]) -> int:
    for modifier in order:
        base = modifier.apply(base)
    return base


def source_controller(q: CheckInput, source: Card) -> str | None:
    """Who controls the damage's source: as told, or the one player the story tells cast it."""
    cast_by = {e.actor for e in q.question.reading.scenario.events if e.card == source.name}
    return q.controller_of(source.name) or (next(iter(cast_by)) if len(cast_by) == 1 else None)


@dataclass(frozen=True)
class DamageDealt:
    """How much damage a source deals after the replacement effects of the cards named (614.1a): every amount
    possible, why, the cards examined, whether some effect applies only if who controls what fits its words
    (`unsure`), who chooses the order several apply in (616.1), and whether the card asked about applies."""

    amounts: list[int]
    steps: tuple[Step, ...]
    examined: tuple[str, ...]
    unsure: bool
    chooses: str
    asked_fits: str | None


def modified_damage(source: Card, kind: str, base: int, receiver: DamageReceiver, cards: list[Card],
                    controllers: dict[str, str | None], source_controller: str | None,
                    asked: Card | None = None) -> DamageDealt | None:
    """The damage `source` deals (`base`, of `kind`) to `receiver` with the static replacement effects of
    `cards` (the source and receiver among them); None when a card's text about damage isn't read here."""
    steps = [step(f"{source.name} deals {base} {kind} damage" + (f" to {receiver.describe()}" if receiver.describe()
                  else "") + ".", "510.1" if kind == "combat" else "120.2b")]
    applying: list[_Modifier] = []
    unsure: list[_Modifier] = []             # applies or not, as who controls what isn't told
    examined: list[str] = []
    asked_fits = None
    for card in cards:
        modifiers = damage_modifiers(card)
        if modifiers is None:
            return None                      # its text about damage isn't read here
        if not modifiers and card is not source and card is not receiver.card:
            examined.append(card.name)
            steps.append(step(f"{card.name}: examined; it doesn't change how much damage is dealt.", "614.1a"))
        for modifier in modifiers:
            mine = controllers.get(card.name)
            same = None if mine is None or source_controller is None else mine == source_controller
            by = _source_fits(modifier.source, card, source, kind, same)
            to = _receiver_fits(modifier.to, card, receiver, mine)
            if by is None or to is None:
                return None
            fits = "no" if "no" in (by, to) or modifier.kind not in ("", kind) else \
                "depends" if "depends" in (by, to) else "yes"
            said = f"{card.name}: \"{modifier.text}\""
            if fits == "no":
                why = f"{kind} damage" if modifier.kind not in ("", kind) else \
                    ("whose it is" if by == "no" else "whom it is dealt to")
                steps.append(step(f"{said} doesn't apply here ({why}).", "614.1a"))
            else:
                steps.append(step(f"{said} applies" + (" if who controls what fits its words" if fits == "depends"
                                                       else "") + ".", "614.1a"))
                (applying if fits == "yes" else unsure).append(modifier)
            if card is asked:
                asked_fits = fits if asked_fits in (None, "no") or fits == "yes" else asked_fits
            if card is not source and card is not receiver.card and card.name not in examined:
                examined.append(card.name)
    amounts = sorted({a for k in range(len(unsure) + 1) for chosen in combinations(unsure, k)
                      for a in _orders(base, applying + list(chosen))})
    chooses = ""
    if len(_orders(base, applying + unsure)) > 1:
        chooser = f"the controller of {receiver.card.name}" if receiver.card is not None \
            else {"you": "you", "opponent": "your opponent"}.get(receiver.player or "", "the player dealt damage")
        chooses = f": {chooser} chooses the order the replacement effects apply in"
        steps.append(step(f"Several replacement effects apply; {chooser} chooses the order they apply in, and each "
                          "order gives a different amount.", "616.1"))
    return DamageDealt(amounts, tuple(steps), tuple(examined), bool(unsure), chooses, asked_fits)


@check("damage.amount.v1", intent="damage.amount",
       answers="How much damage does A deal (to B, or to a player), or does it deal N, with the other named cards in "
               "play; does C double (increase) A's damage? Reads \"If a source would deal damage ..., it deals double "
               "that damage (that much damage plus N) instead\" replacement effects: whose source and which "
               "recipients they cover; when several apply, the player dealt damage, or the controller of the "
               "permanent, chooses the order (616.1).",
       cites=("614.1a", "616.1", "120.2b", "510.1", "120.3", "107.3a"),
       reads=Reads(roles=("source",), optional=("receiver", "modifier"), params=("ask", "told", "to", "x"),
                   scenario=("controller", "players", "zone", "events")),
       examine=Examine(r"\bdamage\b|\bprevent", "changes or prevents damage", "614.1a"),
       ruling_terms=("damage", "instead", "double"))
def damage_amount(q: CheckInput) -> Verdict | None:
    source, receiver_card, asked = q.need("source"), q.card("receiver"), q.card("modifier")
    ask = q.details.get("ask", "amount")
    player = None if q.details.get("to") in (None, "permanent", "player") else q.details.get("to")
    aimed = {e.target for e in q.question.reading.scenario.events if e.card == source.name and e.target}
    if receiver_card is None and player is None and len(aimed) == 1:
        # "I cast A targeting my opponent (B). How much damage does it deal?": what it was cast at
        target = next(iter(aimed))
        player = target.removeprefix("player:") if target.startswith("player:") else None
        receiver_card = next((c for c in q.others if c.name == target), None)
    if len(source.faces) > 1 or (receiver_card is not None and (player is not None or len(receiver_card.faces) > 1)):
        return None
    kinds = _damage_kinds(source, None)
    if kinds is None or len(kinds) != 1:
        return None                          # which of its damage is meant isn't told
    kind = kinds[0]
    base = _amount(source, kind)
    said_x = {(m["n"] or m["m"] or "").lower() for s in _sentences(source) for m in _DEALS.finditer(s)}
    if base is None and kind == "noncombat" and said_x == {"x"} and (q.details.get("x") or "").isdigit():
        base = int(q.details["x"])           # 107.3a: "deals X damage" with the X told
    receiver = DamageReceiver(receiver_card, player, q.controller("receiver"))
    if base is None or (kind == "noncombat" and not _reaches(source, receiver)):
        return None
    assumed: tuple[str, ...] = ()
    if kind == "combat":
        if not pt_as_printed(front(source)) or set(keyword_map(front(source))) & _COUNTS_OR_STRIKES:
            return None                      # its power isn't the printed one, or it deals combat damage twice or never
        assumed = (f"{source.name} deals combat damage equal to its printed power, {base}, once: it attacks and "
                   "isn't blocked (or blocks), and nothing changes its power.",)
    if receiver_card is not None and (keyword_map(front(receiver_card)).get("protection") or
                                      not types_of(front(receiver_card)) & {"creature", "planeswalker", "battle"}):
        return None                          # 702.16e: protection prevents it; only these are dealt damage (120.1a)
    cards = list(dict.fromkeys(c for c in (source, receiver_card, asked, *q.others) if c is not None))
    reading = q.question.reading
    if any(o.zone not in (None, "battlefield", "stack") for o in reading.scenario.objects) or any(
            e.kind != "cast" or e.card != source.name or e.more_targets or
            e.target not in (None, getattr(receiver_card, "name", None), *(("player:" + player,) if player else ()))
            for e in reading.scenario.events):
        return None                          # something else happens, or it is cast at something else
    controllers = {c.name: q.controller_of(c.name) for c in cards}
    dealt = modified_damage(source, kind, base, receiver, cards, controllers, source_controller(q, source), asked)
    if dealt is None:
        return None
    steps, examined, amounts, chooses = list(dealt.steps), dealt.examined, dealt.amounts, dealt.chooses
    if asked is not None and ask == "modified":
        fits = dealt.asked_fits or "no"
        if dealt.asked_fits is None:
            steps.append(step(f"{asked.name} has no effect that changes how much damage is dealt.", "614.1a"))
        answer = {"yes": f"Yes: {asked.name} changes the damage {source.name} deals.",
                  "no": f"No: {asked.name} doesn't change the damage {source.name} deals.",
                  "depends": f"It depends: {asked.name} changes the damage {source.name} deals only if the "
                             "controllers fit its words (below)."}[fits]
        return Verdict(fits, answer, tuple(steps), assumed, examined=examined)
    to = f" to {receiver.describe()}" if receiver.describe() else ""
    damage = "combat damage" if kind == "combat" else "damage"
    said = " or ".join(str(a) for a in amounts)
    if ask == "told":
        told = q.details.get("told", "")
        if not told.isdigit():
            return None
        value = "yes" if amounts == [int(told)] else "no" if int(told) not in amounts else "depends"
        answer = {"yes": f"Yes: {source.name} deals {told} {damage}{to}.",
                  "no": f"No: {source.name} deals {said} {damage}{to}{chooses}.",
                  "depends": f"It depends: {source.name} deals {said} {damage}{to}{chooses or ' (below)'}."}[value]
        return Verdict(value, answer, tuple(steps), assumed, examined=examined)
    if dealt.unsure:
        return Verdict("depends", f"It depends on who controls what: {source.name} deals {said} {damage}{to}.",
                       tuple(steps), assumed, examined=examined)
    return Verdict(None, f"{source.name} deals {said} {damage}{to}{chooses}.", tuple(steps), assumed, examined=examined,
                   amount=said)
