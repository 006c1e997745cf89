"""A triggered ability's trigger condition -> TriggerEvent facts (pure: text in, record out).

`parse_trigger("Whenever another creature you control dies", "if it had a +1/+1 counter on it,
draw a card.")` reads the condition of a "[When/Whenever/At] [trigger event], [effect]" ability
(603.1) into the event it watches (603.2), what and whose objects or players it watches, the
"another" / "nontoken" / "one or more" / "first time each turn" filters, the step of an "At the
beginning of" ability (603.2b) and an intervening "if" clause (603.4) at the start of the effect.

The text is the ability's normalized text (self-references written "~"). How the condition is read:
- "At ..." names a step or phase; "your", "each opponent's", "each", "enchanted player's" say whose.
- Otherwise the first (leftmost) event phrase of EVENT_PATTERNS is the event; the words before it
  are its subject (a player for the verbs of PLAYER_EVENTS: "you cast", "an opponent draws"), the
  words after it its detail (for a player's verb: the object, "a creature spell").
- A second event joined by "or" / "and whenever" is one more TriggerEvent in `also`: "enters or
  attacks" (same subject), "... or a Swamp enters under your control" (a subject of its own).
  "cycle or discard a card" is one "discards" event: cycling discards the card, and such an ability
  triggers only once when a card is cycled (702.29d).
- "a source deals damage to you" watches the player dealt damage: it is read as "you're dealt
  damage" (any source, so the recipient is what the condition filters).
- No event phrase: a state trigger (603.8) when the condition describes a state ("you control no
  Islands"), else "other".
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..models import TriggerEvent

__all__ = ["parse_trigger", "alternatives", "EVENT_PATTERNS", "PLAYER_EVENTS", "STEPS"]

# --- tables -------------------------------------------------------------------------------------

_COUNTERS = r"(?:[+\-]\d+/[+\-]\d+|[a-z]+)"
_WHOSE = r"(?:a|your|an opponent's|its owner's|their owners'|their owner's|a player's)"
_ARTICLE = r"(?:one or more|two or more|that many|\d+|[a-z]+)"

# (event, pattern): the event phrases of a trigger condition. The leftmost match in the condition
# is its event; at the same position the earlier row wins.
EVENT_PATTERNS: tuple[tuple[str, str], ...] = (
    ("unblocked", r"attacks?(?: [\w']+){0,3}? and (?:isn't|aren't|is not|are not) blocked"),
    ("becomes_blocked", r"(?:becomes?|is|are) blocked"),
    ("blocks", r"blocks?"),
    ("attacks", r"attacks?|(?:is|are) attacked"),
    ("turned_face_up", r"(?:is|are) turned face up"),
    ("enters", r"enters?(?: the battlefield| play)?|(?:is|are) put onto the battlefield|comes? into play|"
               r"puts? [^.;]*? onto the battlefield"),
    ("dies", r"dies|(?<!\bplanar )(?<!\bthe )(?<!\ba )die|(?:is|are) put into " + _WHOSE
             + r" graveyards? from (?:the battlefield|play)"),
    ("to_graveyard", r"(?:is|are) put into " + _WHOSE + r" graveyards?"),
    ("leaves", r"leaves? the battlefield|leaves? play|(?:is|are) returned to (?:a player's|your|an opponent's|"
               r"its owner's|their owners?'?) hands?(?: from the battlefield)?"),
    ("exiled", r"(?:is|are) (?:put into exile|exiled)"),
    ("sacrificed", r"sacrifices?|(?:is|are) sacrificed"),
    ("cast", r"casts?(?: or cop(?:y|ies))?|(?:is|are) cast"),
    ("activates", r"activates?|(?:is|are) activated"),
    ("cycles", r"cycles?"),
    ("deals_damage", r"deals? (?:\w+ or (?:more|greater) )?(?:combat |noncombat )?damage"),
    ("dealt_damage", r"(?:is|are|'re|'s) dealt (?:\w+ or (?:more|greater) )?(?:combat |noncombat |excess )?damage|"
                     r"(?:combat |noncombat )?damage is dealt to"),
    ("becomes_target", r"becomes? the targets? of"),
    ("tapped_for_mana", r"(?:is|are) tapped for (?:mana|\{)|taps? [^.;]*? for (?:mana|\{[WUBRGC]\})"),
    ("tapped", r"becomes? tapped|(?:is|are) tapped|taps?"),
    ("untaps", r"becomes? untapped|untaps?"),
    ("counters", r"counters? (?:is|are) (?:put|placed) on|puts? " + _ARTICLE + r"(?: or more)? (?:" + _COUNTERS
                 + r" )?counters? on|gets? (?:one or more |an? )?\{E\}"),
    ("draws", r"draws?"),
    ("discards", r"discards?"),
    ("gains_life", r"gains? life|gain (?:\d+|[a-z]+) or more life"),
    ("loses_life", r"loses? life|loses? (?:\d+|[a-z]+) or more life"),
)
# one regex: its leftmost match is the leftmost event phrase, and at one position the first row wins
_EVENT_RE = re.compile("|".join(r"\b(?P<e%d>%s)(?![\w'])" % (i, pattern) for i, (_, pattern) in enumerate(EVENT_PATTERNS)),
                       re.I)

# Events whose grammatical subject is a player ("you cast", "an opponent draws"): the words after
# the verb are the object the event happens to.
PLAYER_EVENTS = frozenset({"sacrificed", "cast", "activates", "cycles", "draws", "discards", "tapped_for_mana"})

# Step and phase names of "At the beginning of ...": (pattern, step), first match wins.
STEPS: tuple[tuple[str, str], ...] = (
    (r"\bend of combat\b", "end of combat"),
    (r"\bupkeeps?\b", "upkeep"),
    (r"\bdraw steps?\b", "draw step"),
    (r"\b(?:precombat|first) main phases?\b", "precombat main phase"),
    (r"\b(?:postcombat|second) main phases?\b", "postcombat main phase"),
    (r"\bmain phases?\b", "main phase"),
    (r"\bcombat\b", "combat"),
    (r"\bend steps?\b|\bend of (?:the |your )?turn\b", "end step"),
    (r"\bcleanup steps?\b", "cleanup step"),
    (r"\bthe game\b", "game"),
)
_STEP_RES = tuple((re.compile(pattern, re.I), name) for pattern, name in STEPS)

# Whose objects or players: phrases of a subject (or of an "enters under ... control" detail).
_OPPONENT_RE = re.compile(
    r"\b(?:an opponent controls|opponents? control|you don't control|an opponent owns|opponents own|you don't own|"
    r"owned by (?:another player|an opponent)|(?:an|each|target) opponent's (?:control|graveyard|hand|library)|"
    r"your opponents'? (?:control|graveyards?)|opponent's graveyard|they control)\b", re.I)
_YOU_RE = re.compile(r"\b(?:you control|you own|your (?:control|team's control|graveyard|hand|library))\b|"
                     r"^your\b", re.I)
# A subject that is one fixed object or player: itself, what it is attached to, a chosen one ...
_FIXED_RE = re.compile(r"^(?:~|it|enchanted|equipped|fortified|haunted|paired|the (?!(?:first|second|next|last)\b)|"
                       r"that |target )", re.I)
_PLAYER_RE = re.compile(
    r"^(?:you|an? (?:player|opponent)|each (?:player|opponent|other player)|another player|any (?:player|opponent)|"
    r"one or more (?:players|opponents)|your opponents?|one of your opponents|(?:each|all) of your opponents|"
    r"enchanted (?:player|opponent)|target (?:player|opponent)|that player|the chosen player|a teammate|"
    r"you or a teammate|your team|(?:an|each) opponent or[^,]*)$", re.I)
_LEADING_PLAYER_RE = re.compile(
    r"^(?P<player>you|an? (?:player|opponent)|each (?:player|opponent)|another player|your opponents?|"
    r"enchanted player|that player|the chosen player)\s", re.I)
_SPLIT_ALTERNATIVES = re.compile(r"\s+(?:or|and/or)\s+(?=another\b|an?\b|~|enchanted\b|equipped\b|one or more\b|"
                                 r"you\b|target\b|the\b)", re.I)
_GENERIC_SOURCE_RE = re.compile(r"^(?:a|one or more) sources?$", re.I)
_CAUSE_RE = re.compile(r"^(?P<cause>.+?)\s+causes?\s+(?P<who>you|an opponent|a player|target player)\s+to$", re.I)

_WHEN_RE = re.compile(r"^(?P<word>When|Whenever|At)\s+(?P<rest>.+?)\s*$", re.I | re.S)
_FIRST_TIME_RE = re.compile(r"\s*\bfor the first time (?:each|this|in a) turn\b|\s*\bfor the first time\b", re.I)
_FIRST_EACH_TURN_RE = re.compile(r"\b(?:first|1st) [\w-]+(?: [\w-]+)? each turn\b", re.I)
_NEXT_EVENT_RE = re.compile(r"(?:^|,?\s+)(?:or|and) (?:when(?:ever)? |at )?(?=\S)", re.I)
_JOINED_EVENT_RE = re.compile(r",?\s+(?:or|and) (?:when(?:ever)?|at) ", re.I)
# 603.8: a condition that is a game state, not an event
_STATE_RE = re.compile(
    r"\b(?:controls?|has|have) no\b|\bthere (?:are|is) no\b|\bthere are (?:\w+ or (?:more|fewer)|no)\b|"
    r"\b(?:has|have|controls?) (?:\w+ or (?:more|fewer|less)|(?:more|fewer) )|\bis (?:no longer|not)\b|\bisn't\b|"
    r"\b(?:is|are) (?:tapped|untapped) and\b|\bhas (?:toughness|power|flying)\b|\bhands? (?:is|are) empty\b|"
    r"\bno (?:cards|creatures|permanents|lands)\b|\bthe number of\b|\bis (?:at|less|greater)\b|"
    r"\bcontrols? (?:a|an) [^,]*\bwith (?:power|toughness)\b|'s (?:power|toughness) is\b", re.I)
_IF_RE = re.compile(r"^if\s+(?P<cond>.+?),\s+(?!(?:and|or|then)\b)(?=\S)", re.I | re.S)


# --- reading ------------------------------------------------------------------------------------

def parse_trigger(condition: str, effect: str = "") -> TriggerEvent | None:
    """The TriggerEvent of a trigger condition ("Whenever ~ attacks", self-references as "~"),
    or None when it is not a "When / Whenever / At" condition (a Saga chapter, 714.2b). `effect`
    is the rest of the ability, which may open with an intervening "if" clause (603.4)."""
    m = _WHEN_RE.match(condition.strip().rstrip(",").strip())
    if not m:
        return None
    intervening = _intervening_if(effect)
    events = _events(m["word"].lower(), m["rest"])
    if intervening is not None:
        events = [replace(e, intervening_if=intervening) for e in events]
    return replace(events[0], also=tuple(events[1:])) if len(events) > 1 else events[0]


def _intervening_if(effect: str) -> str | None:
    m = _IF_RE.match(effect.strip())
    return m["cond"].strip() if m else None


def _events(word: str, text: str) -> list[TriggerEvent]:
    """The condition's events in printed order: the first, then any joined by "or" / "and whenever"."""
    event, rest = _step(text) if word == "at" else _event(text)
    out = [event]
    while rest:
        if _STEP_LEAD_RE.match(rest):
            event, rest = _step(rest)
        else:
            event, rest = _event(rest, previous=out[-1])
        out.append(event)
    for i, event in enumerate(out[:-1]):
        if event.event in PLAYER_EVENTS and not event.subject and out[i + 1].event in PLAYER_EVENTS:
            out[i] = replace(event, subject=out[i + 1].subject)   # "cycle or discard a card"
    if len(out) > 1 and out[0].event == "cycles" and out[1].event == "discards" and not out[0].detail:
        # 702.29d: "cycles or discards" triggers only once when a card is cycled (cycling discards it)
        out = [replace(out[1], phrase=f"{out[0].phrase} or {out[1].phrase}")] + out[2:]
    return out


_STEP_LEAD_RE = re.compile(r"(?:the beginning of|end of combat)\b", re.I)


def _leftmost(text: str) -> tuple[str, str, int, int] | None:
    """The first event phrase of `text`: (event, phrase, start, end)."""
    m = _EVENT_RE.search(text)
    if m is None or m.lastgroup is None:
        return None
    return EVENT_PATTERNS[int(m.lastgroup[1:])][0], m.group(0), m.start(), m.end()


def _split_next(after: str) -> tuple[str, str]:
    """The words after an event up to a second event joined by "or" / "and whenever", and that
    second event's words ("" when there is none)."""
    for j in _NEXT_EVENT_RE.finditer(after):
        rest = after[j.end():]
        if _STEP_LEAD_RE.match(rest) or _leftmost(rest) is not None:
            return after[:j.start()].strip(), rest
    return after, ""


def _step(text: str) -> tuple[TriggerEvent, str]:
    """"the beginning of your upkeep" -> a "step" event (603.2b), and the words of an event joined
    to it ("or whenever you cast a red spell")."""
    if not re.match(r"(?:the )?end of combat\b", text, re.I):
        text = re.sub(r"^(?:the )?(?:beginning|end) of\s+(?=\S)", "", text, flags=re.I)
    body, rest = text, ""
    j = _JOINED_EVENT_RE.search(text)
    if j:
        body, rest = text[:j.start()], text[j.end():]
    step = next((name for pattern, name in _STEP_RES if pattern.search(body)), None)
    if step is None:
        return TriggerEvent("other", subject=body, controller="any"), rest
    lower = body.lower()
    # whose step: "at the beginning of your upkeep" triggers only in your upkeep
    if re.search(r"\b(?:enchanted|equipped|chosen|exiled card's|that player's|its controller's|its owner's)\b",
                 lower):
        player, controller = body, None
    elif re.search(r"\bopponents?'?s?\b|\bother player's\b", lower):
        player, controller = "an opponent", "opponent"
    elif re.search(r"\byour\b", lower):
        player, controller = "you", "you"
    else:
        player, controller = "each player", "any"
    first = bool(re.search(r"\bfirst (?:upkeep|draw step|end step)\b", lower))
    return TriggerEvent("step", subject=player, player=player, controller=controller, step=step,
                        phrase="end of combat" if step == "end of combat" else "beginning of", detail=body,
                        first_time_each_turn=first), rest


def _event(text: str, previous: TriggerEvent | None = None) -> tuple[TriggerEvent, str]:
    """One "When / Whenever" event and the words of an event joined to it."""
    text = text.strip()
    first_time = bool(_FIRST_TIME_RE.search(text) or _FIRST_EACH_TURN_RE.search(text))
    text = _FIRST_TIME_RE.sub("", text)
    found = _leftmost(text)
    if found is None:
        return _unknown(text, first_time)
    kind, phrase, start, end = found
    before, (after, rest) = text[:start].strip(), _split_next(text[end:].strip())
    verb = phrase.lower()
    passive = bool(re.match(r"(?:is|are|'re|'s|becomes?|(?:\w+ )?damage is) ", verb))
    if not before and previous is not None:
        # "enters or attacks", "cycle or discard a card": the second verb shares the first's subject
        before = (previous.player or previous.subject) if previous.event != "step" else ""
    player: str | None = before if _PLAYER_RE.match(before) else None
    subject, detail, zone = before, after, verb + " " + after
    cause = _CAUSE_RE.match(before)
    if cause:                                    # "a spell an opponent controls causes you to discard ~"
        player, before = cause["who"], cause["who"]
        subject, detail = _object(after, kind) if kind in PLAYER_EVENTS else (cause["who"], after)
        detail = (detail + " (" + cause["cause"] + ")").strip()
    elif kind in PLAYER_EVENTS and not passive:
        player = before or None
        if kind == "tapped_for_mana":
            subject = re.sub(r"^taps?\s+|\s+for (?:mana|\{\w\})$", "", phrase, flags=re.I)
        else:
            subject, detail = _object(after, kind)
    elif kind == "enters" and verb.startswith("put"):   # "a player puts a Forest onto the battlefield"
        subject = re.sub(r"^puts?\s+|\s+onto the battlefield$", "", phrase, flags=re.I)
    elif kind == "activates" and passive:      # "an ability of equipped creature is activated"
        of = re.match(r"^(?:an?|one or more) (?:[\w-]+ )?abilit(?:y|ies) of (?P<what>.+)$", before, re.I)
        subject = of["what"] if of else before
    elif verb.endswith("dealt to"):
        subject, detail = after, ""                                     # "combat damage is dealt to you"
        player = subject if _PLAYER_RE.match(subject) else None
    elif kind == "counters":                                            # counters are put on [subject]
        subject, detail = after, ("" if verb.startswith("put") else before + " ") + re.sub(
            r"^puts?\s+|\s+(?:(?:is|are) (?:put|placed) )?on$", "", phrase, flags=re.I)
        if "{e}" in verb:                                               # "you get {E}" (energy counters)
            subject = player = before
            detail = re.sub(r"^gets?\s+", "", phrase, flags=re.I)
    elif kind == "deals_damage":
        to = re.match(r"^to (?P<who>.+?)$", after, re.I)
        # "Whenever a source deals damage to you", "Whenever a creature deals damage to ~": it watches
        # the player or object dealt damage
        if to and not _fixed(before) and (_GENERIC_SOURCE_RE.match(before) or _fixed(to["who"])):
            kind, subject, detail = "dealt_damage", to["who"], "by " + before
            player = subject if _PLAYER_RE.match(subject) else None
    if kind == "to_graveyard" and not re.search(r"\bfrom\b", after) and (
            _fixed(subject) or re.search(r"\bpermanents?\b", subject, re.I)):
        kind = "dies"                   # a permanent put into a graveyard comes from the battlefield (700.4)
    return _record(kind, subject, player, detail, first_time, zone, phrase), rest


def _unknown(text: str, first_time: bool) -> tuple[TriggerEvent, str]:
    """A condition with no event of EVENT_PATTERNS: a state trigger (603.8) or "other"; whose is
    read from a leading player ("you play a land") or "~" ("you set ~ in motion")."""
    rest = ""
    j = _JOINED_EVENT_RE.search(text)
    if j:
        text, rest = text[:j.start()], text[j.end():]
    kind = "state" if _STATE_RE.search(text) else "other"
    lead = _LEADING_PLAYER_RE.match(text)
    if kind == "state" or re.search(r"(?:^|\s)~(?:\s|$|')", text):
        controller = None
    elif lead:
        controller = _player_filter(lead["player"])
    else:
        controller = _controller(kind, alternatives(text), None, "")
    return TriggerEvent(kind, subject=text, player=lead["player"] if lead else None, controller=controller,
                        first_time_each_turn=first_time), rest


def _fixed(words: str) -> bool:
    parts = alternatives(words)
    return bool(parts) and all(_FIXED_RE.match(a) for a in parts)


def alternatives(subject: str) -> list[str]:
    """"~ or another creature you control" -> ["~", "another creature you control"]."""
    return [a.strip() for a in _SPLIT_ALTERNATIVES.split(subject) if a.strip()]


def _record(kind: str, subject: str, player: str | None, detail: str, first_time: bool,
            zone: str, phrase: str) -> TriggerEvent:
    words = subject.lower()
    parts = alternatives(subject)
    return TriggerEvent(
        kind, subject=subject, player=player, controller=_controller(kind, parts, player, zone),
        self_only=bool(parts) and all(a == "~" for a in parts),
        another=bool(re.search(r"\b(?:another|other)\b", words)), nontoken=bool(re.search(r"\bnontoken\b", words)),
        one_or_more=bool(re.search(r"\bone or more\b", words)), first_time_each_turn=first_time, phrase=phrase,
        detail=detail)


def _object(after: str, kind: str) -> tuple[str, str]:
    """The object of a player's verb and the words after it: "a creature spell during your turn" ->
    ("a creature spell", "during your turn")."""
    tail = r"during|while|this turn|each turn|if|as" + ("" if kind == "cast" else r"|from|with mana value")
    m = re.search(r"\s+(?:%s)\b" % tail, after, re.I)
    if m:
        return after[:m.start()].strip(), after[m.start():].strip()
    return after, ""


def _controller(kind: str, parts: list[str], player: str | None, zone: str) -> str | None:
    """See TriggerEvent.controller. `zone` holds the event's words ("enters under your control",
    "is put into an opponent's graveyard")."""
    if parts and all(_FIXED_RE.match(a) for a in parts):
        return None
    if player is not None and (kind in PLAYER_EVENTS or kind == "counters" or len(parts) <= 1):
        return _player_filter(player)            # "you cast a spell", "an opponent draws", "you attack"
    found: set[str | None] = set()
    for alternative in parts:
        if _FIXED_RE.match(alternative):
            continue
        if _PLAYER_RE.match(alternative):
            found.add(_player_filter(alternative))
            continue
        opp, you = bool(_OPPONENT_RE.search(alternative)), bool(_YOU_RE.search(alternative))
        found.add("any" if opp == you else "opponent" if opp else "you")
    if found <= {"any"} and kind in _ZONE_EVENTS:
        # "enters under your control", "is put into an opponent's graveyard from the battlefield"
        opp, you = bool(_OPPONENT_RE.search(zone)), bool(_YOU_RE.search(zone))
        if opp != you:
            return "opponent" if opp else "you"
    found.discard(None)
    return found.pop() if len(found) == 1 else "any"


_ZONE_EVENTS = frozenset({"enters", "dies", "to_graveyard", "leaves", "exiled", "turned_face_up"})


def _player_filter(player: str) -> str | None:
    words = player.lower()
    if re.match(r"^(?:enchanted|target|that|the chosen)\b", words):
        return None
    if re.search(r"\bopponents?\b|\banother player\b|\bother player\b|\bother than you\b", words):
        return "opponent"
    if re.match(r"^(?:you|your)\b", words) and " or " not in words:
        return "you"
    return "any"
