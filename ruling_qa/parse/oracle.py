"""Oracle text -> abilities, derived facts and problems (pure: text in, records out).

`parse_face(text, name=..., type_line=...)` splits a face's Oracle text into its abilities in
printed order and classifies each (113.3: spell, activated, triggered, static; keyword abilities,
702; mana abilities, 605.1a/605.1b), with

- costs as a list of parts ({T}, {Q}, mana symbols, "Sacrifice ...", "Pay N life", loyalty "+1"),
- one `TargetSpec` per instance of the word "target" (115.1a-d, 115.3) with min/max, plus the
  targets the rules give without the word (an Aura spell's Enchant, 303.4a / 115.1b; targeting
  keywords such as equip, 702.6a),
- what each ability that adds mana can add (106.1, 106.7),
- facts checks need (haste, creature or becomes one, which abilities need {T} / {Q}).

Self-references: the face name, the card name (and each " // " part of it), a legendary's short
name ("Gideon" for "Gideon, Ally of Zendikar") and "this creature / this permanent / ..." (2026
wording) are all recognised; `Ability.normalized` shows the text with each replaced by "~".
Both "enters the battlefield" (2022 wording) and "enters" (2026) are understood.

Every line of the text is assigned to an ability; a line that could not be understood is still
kept (as a static, spell or keyword ability) and reported in the problems, one string per line, in
the form "line N [category]: message: text", category one of PROBLEM_CATEGORIES:
  cost      a cost part that is no known cost ("Eat some food")
  keyword   a keyword-shaped line whose keyword is not in keywords.py (un-set keywords)
  mode      a bullet line with no modal ability before it
  fragment  an unfinished sentence or an ability without an effect (augment halves, un-set text)
  error     the parser failed on the face (never seen on the corpus; the face is returned empty)
The function never raises.

Layout structures handled: modal bullets and spree "+ {cost} —" modes (700.2, 702.172), Saga
chapters (714.2), Class levels (716.2), leveler LEVEL bands with their P/T box (711.2), d20 result
tables, ability words (207.2c), "Keyword — ability" prefixes (boast, exhaust, forecast ...), and
the intrinsic mana ability of basic land types (305.6).

Pure regex and string work: the whole card pool (~25,000 faces) parses in a few seconds.
"""
from __future__ import annotations

import re

from ..models import Ability, FaceFacts, ManaProduction, TargetSpec
from . import keywords as kw
from .triggers import parse_trigger

__all__ = ["parse_face", "PROBLEM_CATEGORIES"]

PROBLEM_CATEGORIES = ("cost", "keyword", "mode", "fragment", "error")

# --- lexical helpers ----------------------------------------------------------------------------

_PH_BASE = 0xE000            # private-use characters stand for self-references while parsing
_PH_CLASS = "[\ue000-\ue0ff]"
_PH_RE = re.compile(_PH_CLASS)
SELF = _PH_CLASS             # regex fragment matching one self-reference placeholder

_SELF_NOUNS = ("creature", "permanent", "artifact", "land", "enchantment", "spell", "card", "planeswalker",
               "Equipment", "Aura", "Vehicle", "Saga", "token", "battle", "Class", "Case", "Room", "Siege",
               "Fortification", "Attraction", "Contraption", "Background", "Spacecraft", "Planet",
               "Curse", "Shrine", "Food", "Treasure", "Clue", "Blood", "Role", "scheme", "plane",
               "conspiracy", "dungeon", "phenomenon", "Lesson", "Adventure", "Cartouche", "Trap",
               "Arcane", "Kindred", "object", "emblem", "Mount", "Omen", "Sticker", "Map", "Incubator",
               "Infinity Stone", "Stone", "Powerstone", "Gold", "Junk", "Lander", "Mutagen", "Gate")
_GENERIC_SELF = re.compile(r"\b[Tt]his (?:%s)\b" % "|".join(sorted(map(re.escape, _SELF_NOUNS), key=len, reverse=True)))

_QUOTE_RE = re.compile(r'"[^"]*"|\u201c[^\u201d]*\u201d')
_REMINDER_RE = re.compile(r"\s*\((?:[^()]|\([^()]*\))*\)")
_MANA_SYM = r"\{[^{}]+\}"
_MANA_RUN_RE = re.compile(r"^(?:%s)+$" % _MANA_SYM)
_SYM_RE = re.compile(_MANA_SYM)

_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fifteen": 15,
                 "twenty": 20}
_NUM = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|X|\d+)"


def number_of(word: str) -> int | None:
    """The number an Oracle word says ("two" -> 2, "3" -> 3); None for X and other words."""
    w = word.lower()
    return _NUMBER_WORDS.get(w) if not w.isdigit() else int(w)


def _num(word: str) -> int | str:
    w = word.lower()
    if w in _NUMBER_WORDS:
        return _NUMBER_WORDS[w]
    if w.isdigit():
        return int(w)
    return word.upper() if w == "x" else word


def _split_outside(text: str, sep: str) -> list[str]:
    """Split on `sep` outside quotes, braces and parentheses."""
    out, depth, quote, start, i, n = [], 0, False, 0, 0, len(sep)
    while i < len(text):
        ch = text[i]
        if ch == '"':
            quote = not quote
        elif not quote and ch in "({":
            depth += 1
        elif not quote and ch in ")}":
            depth = max(0, depth - 1)
        elif not quote and depth == 0 and text.startswith(sep, i):
            out.append(text[start:i])
            i += n
            start = i
            continue
        i += 1
    out.append(text[start:])
    return out


def _colon_outside(text: str) -> int:
    """Index of the first ':' outside quotes/braces/parentheses, or -1."""
    depth, quote = 0, False
    for i, ch in enumerate(text):
        if ch == '"':
            quote = not quote
        elif quote:
            continue
        elif ch in "({[":
            depth += 1
        elif ch in ")}]":
            depth = max(0, depth - 1)
        elif ch == ":" and depth == 0:
            return i
    return -1


def _strip_quotes(text: str) -> str:
    return _QUOTE_RE.sub('""', text)


# --- self-references ------------------------------------------------------------------------------

_WORDCHARS_BEFORE = "'\u2019-"
_DETERMINER_AFTER_RE = re.compile(r" (?:target|targets|a|an|the|all|each|up|any|another|X|one|two|three|that|"
                                  r"those|it|them|your|this|half)\b")


def _replace_names(seg: str, names: list[str], repl) -> str:
    """Replace whole-word occurrences of any of `names` (longest first) in `seg` by repl(match_text).
    Plain string search: a per-card regex would be compiled 25,000 times per build."""
    if not names:
        return seg
    out: list[str] = []
    i = 0
    n = len(seg)
    while i < n:
        best = None
        for name in names:                      # names are sorted longest first
            j = seg.find(name, i)
            if j < 0:
                continue
            if best is None or j < best[0]:
                best = (j, name)
        if best is None:
            break
        j, name = best
        end = j + len(name)
        before_ok = j == 0 or not (seg[j - 1].isalnum() or seg[j - 1] in _WORDCHARS_BEFORE or seg[j - 1] == "_")
        after_ok = end >= n or not (seg[end].isalnum() or seg[end] in "_-")
        if after_ok and " " not in name and _DETERMINER_AFTER_RE.match(seg, end):
            after_ok = False                    # a card named "Exile": "Exile target creature" is the verb
        if before_ok and after_ok:
            out.append(seg[i:j])
            out.append(repl(name))
            i = end
        else:
            out.append(seg[i:j + 1])
            i = j + 1
    out.append(seg[i:])
    return "".join(out)


def _self_names(name: str, card_name: str | None, legendary: bool = False) -> tuple[str, ...]:
    """Names the text may use for itself: the face name, the card name and each of its faces'
    names, and the short name before a comma ("Gideon" for "Gideon, Ally of Zendikar", 201.5c) or,
    for a legendary, before "the" / "of" ("Phage" for "Phage the Untouchable")."""
    names = [name]
    if card_name:
        names.append(card_name)
        names.extend(p.strip() for p in card_name.split("//"))
    for n in list(names):
        short = n.split(",")[0].strip() if "," in n else None
        if short is None and legendary:
            m = re.match(r"^([A-Z][\w'\u2019-]+) (?:the|of) [A-Z]", n)
            short = m.group(1) if m else None
        if short and len(short) >= 3 and re.match(r"^[A-Z][\w'\u2019-]*(?: [A-Z][\w'\u2019-]*)*$", short):
            names.append(short)
    return tuple(dict.fromkeys(n for n in names if n))


def _substitute_self(text: str, names: tuple[str, ...]) -> tuple[str, list[str]]:
    """Replace self-references outside quotes by placeholder characters; return the text and the
    original words (placeholder i stands for originals[i])."""
    originals: list[str] = []
    ordered = sorted({n for n in names if n and len(n) > 1}, key=len, reverse=True)

    def keep(word: str) -> str:
        if len(originals) >= 255:
            return word
        originals.append(word)
        return chr(_PH_BASE + len(originals) - 1)

    lines = text.split("\n")
    for k, line in enumerate(lines):
        parts = line.split('"')
        for i in range(0, len(parts), 2):      # even parts are outside quotes
            seg = _replace_names(parts[i], ordered, keep)
            parts[i] = _GENERIC_SELF.sub(lambda m: keep(m.group(0)), seg)
        lines[k] = '"'.join(parts)
    return "\n".join(lines), originals


def _restore(text: str, originals: list[str]) -> str:
    if not originals:
        return text
    return _PH_RE.sub(lambda m: originals[ord(m.group(0)) - _PH_BASE], text)


def _tilde(text: str) -> str:
    return _PH_RE.sub("~", text)


# --- keywords -------------------------------------------------------------------------------------

_KW_NAMES = sorted((k.name for k in kw.KEYWORDS if k.param not in ("prefix",)), key=len, reverse=True)
_KW_HEAD_RE = re.compile(r"^(%s)(?=$|[\s\u2014,;])" % "|".join(re.escape(n) for n in _KW_NAMES), re.I)
_COST_PARAM = r"(?:%s)+(?:\s+(?:and/or|or)\s+(?:%s)+)*" % (_MANA_SYM, _MANA_SYM)
_LANDWALK_RE = re.compile(r"^((?:[\w-]+ ){0,2}?)([\w-]*?)walk$", re.I)
_TYPECYCLING_RE = re.compile(r"^((?:[\w-]+ )?[\w-]+)cycling (%s)$" % _COST_PARAM, re.I)
_OFFERING_RE = re.compile(r"^([\w-]+) offering$", re.I)


def _keyword_param_ok(k: kw.Keyword, rest: str) -> tuple[bool, str | None]:
    """Does `rest` (what follows the keyword name) fit the keyword's parameter shape?"""
    rest_s = rest.strip()
    shape = k.param
    if shape == "none":
        return (rest_s == "", None)
    if shape in ("cost", "optional_cost"):
        if shape == "optional_cost" and rest_s == "":
            return True, None
        if k.name == "Equip":
            m = re.match(r"^(?:([\w' -]+?) )?(%s)$" % _COST_PARAM, rest_s)
            if m:
                return True, rest_s
            if rest.startswith("\u2014"):
                return True, rest[1:].strip()
            return False, None
        if re.match(r"^(%s)$" % _COST_PARAM, rest_s):
            return True, rest_s
        if rest.startswith("\u2014") and len(rest) > 1:
            return True, rest[1:].strip().rstrip(".")
        return False, None
    if shape in ("number", "optional_number"):
        if rest_s == "" and shape == "optional_number":
            return True, None
        if re.match(r"^(\d+|X)(?:, where X is .+)?$", rest_s):
            return True, rest_s
        if rest.startswith("\u2014") and len(rest) > 1:     # Modular—Sunburst
            return True, rest[1:].strip()
        return False, None
    if shape == "number_cost":
        m = re.match(r"^(\d+|X)\u2014(.+)$", rest_s)
        return (bool(m), rest_s if m else None)
    if shape == "quality":
        return (bool(rest_s) and not rest_s.endswith("."), rest_s or None)
    if shape == "quality_number":                         # Devour 1 / Devour artifact 1
        m = re.match(r"^(?:[\w-]+ )?(\d+|X)(?:, where X is .+)?$", rest_s)
        return (bool(m), rest_s if m else None)
    if shape == "quality_cost":
        m = re.match(r"^(.+?) (%s)$" % _COST_PARAM, rest_s)
        return (bool(m), rest_s if m else None)
    if shape == "dash_text":
        if rest.lstrip().startswith("\u2014"):
            return True, rest.lstrip()[1:].strip()
        return (rest_s == "", None)
    if shape == "prototype":
        m = re.match(r"^(%s) [\u2014-] (\S+/\S+)$" % _COST_PARAM, rest_s)
        return (bool(m), rest_s if m else None)
    return False, None


def _match_keyword(piece: str) -> tuple[kw.Keyword, str | None] | None:
    """The keyword (and its parameter) `piece` is, if it is exactly one keyword ability."""
    p = piece.strip().rstrip(".") if piece.strip().endswith(".") and piece.count(".") == 1 else piece.strip()
    if not p:
        return None
    m = _KW_HEAD_RE.match(p)
    if m:
        k = kw.lookup(m.group(1))
        if k is not None:
            ok, param = _keyword_param_ok(k, p[m.end():])
            if ok:
                return k, param
            if k.name == "Hexproof":                  # 702.11d: "Hexproof from [quality]"
                mm = re.match(r"^ from (.+)$", p[m.end():])
                if mm:
                    return k, "from " + mm.group(1)
    m = _TYPECYCLING_RE.match(p)
    if m:
        return kw.lookup("Typecycling"), p     # type: ignore[return-value]
    m = _LANDWALK_RE.match(p)
    if m and (m.group(1) or m.group(2)):
        return kw.lookup("Landwalk"), p        # type: ignore[return-value]
    m = _OFFERING_RE.match(p)
    if m:
        return kw.lookup("Offering"), p        # type: ignore[return-value]
    return None


def _split_keyword_line(body: str) -> list[tuple[kw.Keyword, str | None, str]] | None:
    """If `body` is a list of keyword abilities ("Flying, protection from red"), return them."""
    if not body or len(body) > 160:
        return None
    stripped = body.strip()
    if stripped.endswith(".") and not re.search(r"\u2014", stripped):
        # a keyword line never ends with a period unless its cost text does ("Ward—Pay 3 life.")
        return None
    if re.match(r"^Partner with ", stripped) and "," in stripped and not re.search(r", (?:and )?partner", stripped, re.I):
        k = kw.lookup("Partner with")
        return [(k, stripped[len("Partner with "):], stripped)] if k else None
    if re.match(r"^[A-Z][\w' -]*?\u2014\S", stripped):
        hit = _match_keyword(stripped)            # "Kicker—{2}{R}, Sacrifice a land."
        if hit is not None:
            return [(hit[0], hit[1], stripped)]
    pieces = re.split(r"[,;] ", stripped)
    merged: list[str] = []
    for p in pieces:
        if merged and (not _KW_HEAD_RE.match(p) and not _match_keyword(p)) and (
                p[:1].islower() or p.startswith(("and ", "or ", "from "))):
            merged[-1] = merged[-1] + ", " + p
        else:
            merged.append(p)
    out = []
    for p in merged:
        hit = _match_keyword(p)
        if hit is None:
            return None
        out.append((hit[0], hit[1], p))
    return out


# --- costs ----------------------------------------------------------------------------------------

# the verbs non-mana cost parts begin with (602.1a: the cost is everything before the colon)
_COST_VERBS = ("Sacrifice", "Discard", "Remove", "Pay", "Exile", "Tap", "Untap", "Return", "Reveal", "Put",
               "Exert", "Mill", "Unattach", "Collect evidence", "Forage", "Blight", "Behold", "Waterbend")
_COST_VERB_RE = re.compile(r"^(%s)\b" % "|".join(_COST_VERBS))
_LOYALTY_RE = re.compile(r"^\[?([+\u2212\-]?(?:\d+|X))\]?$")


def _parse_cost(cost_text: str, originals: list[str]) -> tuple[tuple[str, ...], str | None, list[str]]:
    """Cost text -> (parts, loyalty or None, unknown parts)."""
    parts: list[str] = []
    unknown: list[str] = []
    loyalty = None
    raw = [p.strip() for p in _split_outside(cost_text, ",")]
    merged: list[str] = []
    for p in raw:
        if not p:
            continue
        if merged and (p[:1].islower() or p.startswith(("and ", "or "))):
            merged[-1] = merged[-1] + ", " + p
        else:
            merged.append(p)
    for p in merged:
        if _MANA_RUN_RE.match(p):
            parts.extend(_SYM_RE.findall(p))
            continue
        if re.match(r"^(?:%s)+ or (?:%s)+$" % (_MANA_SYM, _MANA_SYM), p):
            parts.append(p)                         # "{3}, {T} or {U}, {T}": alternative costs (Shards)
            continue
        m = _LOYALTY_RE.match(p)
        if m and (p.startswith("[") or p[0] in "+\u2212-" or p == "0"):
            val = m.group(1).replace("-", "\u2212")
            loyalty = val
            parts.append(val)
            continue
        restored = _restore(p, originals)
        if _COST_VERB_RE.match(p) or p.startswith(("Tap ", "Untap ")):
            parts.append(restored)
        else:
            parts.append(restored)
            unknown.append(restored)
    return tuple(parts), loyalty, unknown


def _cost_parts_from_param(param: str | None) -> tuple[str, ...]:
    if not param:
        return ()
    p = param.strip()
    m = re.search(r"(%s)$" % _COST_PARAM, p)
    if m and re.match(r"^(?:%s)+$" % _MANA_SYM, m.group(1)):
        return tuple(_SYM_RE.findall(m.group(1)))
    if m:
        return (m.group(1),)
    m = re.match(r"^(\d+|X)\u2014(.+)$", p)
    if m:
        return _cost_parts_from_param(m.group(2))
    parts, _, _ = _parse_cost(p.rstrip("."), [])
    return parts


# --- targets --------------------------------------------------------------------------------------

_TARGET_WORD_RE = re.compile(r"\btargets?\b", re.I)
# "the target of", "a target", "new targets", "its target", "with a single target" ...: the word names
# a target of something else, it is not an instance of targeting by this ability (115.7, 115.9).
_EXCLUDE_LEFT = {"the", "a", "new", "its", "their", "his", "her", "legal", "illegal", "single", "same",
                 "different", "each", "that", "which", "no", "only", "choosing", "additional", "your",
                 "my", "whose", "those", "these", "first", "and/or", "what", "all", "one's", "any,"}
# after the verb "target" comes an object ("spells that target you", "it targets a creature")
_VERB_NEXT = {"a", "an", "the", "you", "it", "them", "him", "her", "only", "that", "this", "those", "one",
              "exactly", "itself", "your", "multiple", "two", "three", "each", "~", "at", "players",
              "permanents", "creatures", "or", "and", "another", "up", "any", "one,", "no", "all"}
_VERB_PREV = {"can", "can't", "could", "would", "may", "must", "cannot", "couldn't", "wouldn't", "it", "they",
              "spell", "spells", "ability", "abilities", "copy", "you", "doesn't", "don't", "didn't", "also",
              "~", "permanent", "permanents", "that", "which", "to", "not", "creature", "creatures", "player",
              "opponent", "objects", "object", "who", "still"}
_COUNT_PATTERNS = [
    (re.compile(r"(?:each of )?up to (%s) (?:other |another |more )?$" % _NUM, re.I), "upto"),
    (re.compile(r"any number of (?:other |another )?$", re.I), "any"),
    (re.compile(r"one, two, (?:and/)?or three (?:other )?$", re.I), "1-3"),
    (re.compile(r"\b(one|two) or (two|three|four|more) (?:other )?$", re.I), "range"),
    (re.compile(r"(?:each of )?\b(%s) (?:other |another |additional )?$" % _NUM, re.I), "exact"),
]
_TYPE_NOUNS = {
    "creature": "creature", "creatures": "creature", "player": "player", "players": "player",
    "opponent": "opponent", "opponents": "opponent", "planeswalker": "planeswalker",
    "planeswalkers": "planeswalker", "permanent": "permanent", "permanents": "permanent",
    "artifact": "artifact", "artifacts": "artifact", "enchantment": "enchantment",
    "enchantments": "enchantment", "land": "land", "lands": "land", "battle": "battle", "battles": "battle",
    "spell": "spell", "spells": "spell", "ability": "ability", "abilities": "ability",
    "card": "card", "cards": "card", "instant": "instant", "instants": "instant", "sorcery": "sorcery",
    "sorceries": "sorcery", "token": "token", "tokens": "token", "emblem": "emblem", "dungeon": "dungeon",
    "commander": "permanent", "commanders": "permanent", "host": "creature",
}
_CARD_TYPE_WORDS = {"creature", "artifact", "enchantment", "land", "planeswalker", "instant", "sorcery",
                    "battle", "token", "permanent", "kindred", "tribal"}
_LAND_SUBTYPES = {"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus",
                  "Urza's", "Mine", "Power-Plant", "Tower", "Cave", "Sphere", "Town", "Wastes",
                  "Islands", "Swamps", "Mountains", "Forests", "Deserts", "Gates", "Caves", "Towns"}
_ARTIFACT_SUBTYPES = {"Equipment", "Vehicle", "Vehicles", "Food", "Foods", "Treasure", "Treasures", "Clue",
                      "Clues", "Contraption", "Attraction", "Fortification", "Blood", "Powerstone", "Gold",
                      "Incubator", "Map", "Junk", "Spacecraft"}
_ENCHANTMENT_SUBTYPES = {"Aura", "Auras", "Saga", "Sagas", "Curse", "Curses", "Shrine", "Shrines", "Class",
                         "Case", "Room", "Role", "Background", "Cartouche"}
_ADJ_WORDS = {"attacking", "blocking", "tapped", "untapped", "legendary", "basic", "white", "blue", "black",
              "red", "green", "colorless", "multicolored", "monocolored", "snow", "face-down", "face-up",
              "other", "another", "unblocked", "blocked", "activated", "triggered", "static", "mana", "historic",
              "modified", "equipped", "enchanted", "exiled", "colored", "suspected", "outlaw",
              "copy", "second", "third", "unpaired", "defending", "renowned", "monstrous", "goaded",
              "saddled", "paired", "kicked", "attached", "untapped,", "World", "Legendary", "Snow", "Basic",
              "loyalty", "chosen", "transformed", "double-faced", "creature's", "noncreature", "nonland"}
_SUBTYPE_WORD_RE = re.compile(r"^(?:[A-Z][a-z'\u2019]+(?:-[A-Z][a-z]+)?|%s)$" % SELF)
_NON_RE = re.compile(r"^non-?[A-Za-z]")
_QUALIFIER_RE = re.compile(
    r"^(?:you (?:don't )?control|you own|an opponent controls|defending player controls|"
    r"that player controls|target player controls|(?:that|the chosen) (?:player|opponent) controls|"
    r"(?:your|an|each) opponents? controls?|you both own and control|"
    r"(?:with|without|that(?:'s| is| isn't| has| had| was| were| shares| entered| attacked| dealt| blocked| "
    r"you|'s)|from|in|of the chosen|named|on the battlefield|an opponent owns|you don't own|you cast|"
    r"attacking|blocking|blocked by|it's blocking|that player controls|its controller controls)"
    r"\b[^,.;]*?(?=$|[,.;]| and(?! toughness)(?= target| ~|\b)| or(?= target)| to | gets | gains | deals | can't | "
    r"becomes | loses | has | have | is | are | fights | attacks | blocks | untaps | until | this turn| on top| into |"
    r" onto | for each| equal | where | unless | as long | then |\u2014))", re.I)
_ANY_TYPES = ("any target", "creature", "player", "planeswalker", "battle")      # 115.4
_DIVIDED_RE = re.compile(r"\bdivided\b|\bdistribute|\bdivide\b", re.I)
_DIVIDED_AMOUNT_RE = re.compile(
    r"\b(?:deals?|prevent the next|distributes?|divide|remove|put) (X|\d+|one|two|three|four|five|six|seven|eight|nine|ten|a number of|that much|an amount of)\b"
    r"(?: (?:\+1/\+1 |-1/-1 )?(?:damage|counters?))?", re.I)


def _word_kind(core: str) -> str:
    """'type' (a head noun), 'adj' (a modifier), 'sub' (a capitalised subtype) or ''."""
    low = core.lower()
    base = low.removesuffix("'s").removesuffix("\u2019s")
    if base in _TYPE_NOUNS:
        return "type"
    if core in _LAND_SUBTYPES or core in _ARTIFACT_SUBTYPES or core in _ENCHANTMENT_SUBTYPES:
        return "sub"
    if core in _ADJ_WORDS or low in _ADJ_WORDS or _NON_RE.match(core) or re.match(r"^[a-z]+-[a-z]+$", core):
        return "adj"
    if _SUBTYPE_WORD_RE.match(core) and core not in ("Then", "If", "Until", "When", "Whenever", "Each", "You",
                                                       "This", "That", "It", "Its"):
        return "sub"
    if re.match(r"^\d+/\d+$", core) or core in ("X/X",):
        return "adj"
    return ""


def _subtype_class(core: str) -> str:
    if core in _LAND_SUBTYPES:
        return "land"
    if core in _ARTIFACT_SUBTYPES:
        return "artifact"
    if core in _ENCHANTMENT_SUBTYPES:
        return "enchantment"
    return "creature"


def _noun_phrase(right: str) -> tuple[str, tuple[str, ...], list[str]]:
    """Read the noun phrase after "target": (phrase, types, modifier words). Types are the
    alternatives ("target artifact or creature" -> artifact, creature); type words in front of the
    head noun restrict it ("target artifact creature" -> creature, restricted to artifacts)."""
    tokens = right.replace("[", "").replace("]", "").split(" ")
    taken: list[str] = []
    segments: list[list[str]] = [[]]
    heads: list[str | None] = [None]
    i = 0
    while i < len(tokens) and len(taken) < 14:
        w = tokens[i]
        if not w:
            break
        core = w.rstrip(".,;:")
        punct = w[len(core):]
        kind = _word_kind(core)
        low = core.lower()
        if kind == "" and low in ("or", "and/or") and taken:
            nxt = tokens[i + 1].rstrip(".,;:") if i + 1 < len(tokens) else ""
            if nxt.lower() == "target" or _word_kind(nxt) == "":
                break
            taken.append(core)
            if segments[-1]:
                segments.append([])
                heads.append(None)
            i += 1
            continue
        if kind == "":
            break
        if heads[-1] is not None and kind != "type":
            # after a head noun, only "or"/"," can continue the phrase
            break
        taken.append(core)
        segments[-1].append(core)
        if kind == "type":
            heads[-1] = core
            if low.endswith(("'s", "\u2019s")):
                break
        i += 1
        if punct:
            if punct == "," and i < len(tokens):
                nxt = tokens[i].rstrip(".,;:")
                if nxt.lower() in ("or", "and/or") or _word_kind(nxt) in ("type", "adj", "sub"):
                    segments.append([])
                    heads.append(None)
                    taken[-1] = taken[-1] + ","
                    continue
            break
    # adjective-only segments share the next head ("target green, white, or blue creature")
    for k in range(len(segments) - 2, -1, -1):
        if heads[k] is None and segments[k] and heads[k + 1] is not None and not any(
                _word_kind(w) == "sub" for w in segments[k]):
            segments[k + 1] = segments[k] + segments[k + 1]
            segments[k] = []
    # a segment without a head noun: its last capitalised subtype is the head ("target Goblin")
    types: list[str] = []
    mods: list[str] = []
    resolved: list[str] = []
    for seg, head in zip(segments, heads):
        if not seg:
            continue
        if head is None:
            subs = [w for w in seg if _word_kind(w) == "sub" and not _PH_RE.match(w)]
            if subs:
                resolved.append(_subtype_class(subs[-1]))
                mods.extend(seg)
            else:
                resolved.append("")
                mods.extend(seg)
            continue
        base = head.lower().removesuffix("'s").removesuffix("\u2019s")
        resolved.append(_TYPE_NOUNS[base])
        mods.extend(w for w in seg if w is not head)
    if not any(resolved):
        return "", (), []
    # "instant or sorcery spell", "creature or enchantment card": the last noun is shared
    last = resolved[-1]
    if last in ("spell", "card", "permanent") and len(resolved) > 1 and all(
            r in _CARD_TYPE_WORDS or r == "" for r in resolved[:-1]):
        mods = [w for seg in segments for w in seg if _TYPE_NOUNS.get(w.lower()) != last]
        resolved = [last]
    for r in resolved:
        if r and r not in types:
            types.append(r)
    while taken and taken[-1].rstrip(",").lower() in ("or", "and/or", "and"):
        taken.pop()
    phrase = " ".join(taken).rstrip(",")
    return phrase, tuple(types), [m.rstrip(",") for m in mods if m.rstrip(",").lower() not in ("or", "and/or")]


def _sentence_bounds(text: str, pos: int) -> tuple[int, int]:
    start = max(text.rfind(". ", 0, pos), text.rfind("\n", 0, pos))
    start = 0 if start < 0 else start + 1
    end = text.find(".", pos)
    return start, (len(text) if end < 0 else end)


def _find_targets(text: str) -> tuple[list[TargetSpec], bool]:
    """Targeting instances in `text` (quotes and reminders already removed): one per instance of
    the word "target" (115.3). Returns the specs and whether "with a single target" occurs."""
    specs: list[TargetSpec] = []
    single = bool(re.search(r"\bwith a single target\b", text, re.I))
    for m in _TARGET_WORD_RE.finditer(text):
        word = m.group(0).lower()
        left = text[:m.start()]
        rstripped = text[m.end():].lstrip()
        lwords = left.split()
        prev = lwords[-1].lower() if lwords else ""
        before_prev = lwords[-2].lower() if len(lwords) > 1 else ""
        nxt_raw = rstripped.split(" ")[0] if rstripped else ""
        nxt = nxt_raw.rstrip(".,;:").lower()
        any_target = prev == "any" or (prev in ("other", "another") and before_prev == "any")
        if not any_target:
            if prev in _EXCLUDE_LEFT:
                continue
            if prev == "of" and word == "targets" and not re.search(r"any number of (?:other )?$", left, re.I):
                continue                       # "the number of targets"
            if prev in ("as", "becomes", "become", "became", "be", "been", "being") and word == "targets":
                continue
            if prev in _VERB_PREV and (nxt in _VERB_NEXT or _PH_RE.match(nxt_raw[:1] or "x")) and \
                    not (prev in ("creature", "creatures", "player", "permanent", "to", "~") and nxt in ("creature", "creatures")):
                continue
            if word == "target" and (nxt in ("a", "an", "the", "you", "it", "them", "only", "this", "that",
                                              "itself", "your", "exactly", "multiple", "him", "her", "one",
                                              "two", "three", "each", "all", "no", "up", "any", "another")
                                     or (_PH_RE.match(nxt_raw[:1] or "x") and not re.match(
                                         r"%s\S* (?:creature|card|permanent|artifact|enchantment|land)" % SELF, rstripped))):
                continue
            if word == "targets" and prev in ("it", "that", "which", "spell", "ability", "copy", "~", "who"):
                continue
        if word == "targets" and nxt == "of":
            continue                           # "change any targets of target spell"
        # --- how many (115.3: a count in front of "target" is part of the same instance; 115.6: zero allowed) ---
        lo: int = 1
        hi: int | str | None = 1
        count_src = ""
        for rx, kind in _COUNT_PATTERNS:
            cm = rx.search(left)
            if not cm:
                continue
            if kind == "exact" and cm.group(1).lower() in ("a", "an"):
                continue
            count_src = cm.group(0)
            if kind == "upto":
                lo, hi = 0, _num(cm.group(1))
            elif kind == "any":
                lo, hi = 0, None
            elif kind == "1-3":
                lo, hi = 1, 3
            elif kind == "range":
                lo = int(_num(cm.group(1)))  # type: ignore[arg-type]
                hi = None if cm.group(2).lower() == "more" else _num(cm.group(2))
                if re.search(r"\bwith (?:one or more )?$", left[:cm.start()] + " ", re.I) or \
                        left[:cm.start()].rstrip().lower().endswith(("with", "has", "have")):
                    count_src = "skip"
            else:
                n = _num(cm.group(1))
                if n == "X":
                    lo, hi = 0, "X"
                elif isinstance(n, int):
                    lo, hi = n, n
                else:
                    count_src = ""
                    continue
            break
        if count_src == "skip":
            continue
        # --- what it targets ---
        restriction: str | None = None
        np = ""
        if any_target:
            types: tuple[str, ...] = _ANY_TYPES
            if prev in ("other", "another"):
                restriction = "another"
        elif word == "targets" and (nxt == "" or nxt_raw[-1:] in ".,;" or _word_kind(nxt_raw.rstrip(".,;:")) == ""):
            # "divided as you choose among one, two, or three targets": any target (115.4)
            if not count_src:
                continue
            types = _ANY_TYPES
        else:
            np, types, mods = _noun_phrase(rstripped)
            if not types:
                if prev in ("another", "other", "second", "third", "fourth") or (count_src and nxt_raw[-1:] in ".,;"):
                    types = _ANY_TYPES          # "... and 1 damage to another target." (115.4 wording)
                    np = ""
                else:
                    continue
            restriction = " ".join(_tilde(w) for w in mods) or None
            after = rstripped[len(np):].lstrip(" ,") if np else rstripped
            # qualifiers chain: "spell you control with mana value 2 or less"
            quals: list[str] = []
            while len(quals) < 3 and (q := _QUALIFIER_RE.match(after)) and q.group(0).strip():
                quals.append(q.group(0).strip())
                after = after[q.end():].lstrip(" ")
            qual = " ".join(quals)
            if qual:
                restriction = (restriction + " " if restriction else "") + _tilde(qual)
                np = np + " " + qual
            if "card" in types:
                zone_src = (" ".join(mods) + " " + qual).lower()
                zone = ("card in graveyard" if "graveyard" in zone_src else "card in exile" if "exile" in zone_src
                        else "card in hand" if "hand" in zone_src else "card in library" if "library" in zone_src
                        else "card")
                types = tuple(zone if t == "card" else t for t in types)
            # "another target creature"; "up to one other target creature" as the ability's first target is
            # another than the object it comes from (a later one's "other" means other than an earlier target)
            if prev in ("another", "other") and (not count_src or not specs):
                restriction = ("another " + restriction) if restriction else "another"
        # --- the sentence around it: "divided as you choose" (601.2d) and "for each opponent" ---
        s0, s1 = _sentence_bounds(text, m.start())
        sentence = text[s0:s1]
        if _DIVIDED_RE.search(sentence) and hi is None:
            am = _DIVIDED_AMOUNT_RE.search(sentence)
            amount = am.group(1) if am else ""
            lo = 1                                     # 601.2d: each target gets at least one
            hi = _num(amount) if amount and (amount.isdigit() or amount.lower() in _NUMBER_WORDS or amount == "X") else None
            if hi == 1 and amount.lower() in ("a", "an"):
                hi = None
        pre = text[s0:m.start()]
        fm = re.search(r"\b[Ff]or each ([^,.]+),[^,]*$", pre)
        # "For each opponent, ... target permanent that player controls": one target per opponent; but
        # "For each blue symbol, target opponent mills a card" chooses one target once.
        repeated = fm is not None and (count_src.lower().startswith("up to one") or re.search(
            r"\bthat (?:player|opponent|color|type)\b|\bof that\b", np + " " + rstripped[len(np):len(np) + 40]))
        if repeated and fm is not None and hi is not None:
            hi = f"{hi} for each {_tilde(fm.group(1))}" if hi != 1 else f"one for each {_tilde(fm.group(1))}"
        elif re.search(r"\bchoose (?:another|an additional) $", left[-30:]) and hi == 1:
            tail = re.match(r"^[^,.]*?\bfor each ([^,.]+)", rstripped)
            if tail:
                lo, hi = 0, f"one for each {_tilde(tail.group(1))}"
        phrase = (count_src + m.group(0) + (" " + np if np else "")).strip()
        if prev in ("another", "other", "second", "third", "fourth", "any") and not count_src:
            phrase = lwords[-1] + " " + phrase
            if before_prev == "any" and prev != "any":
                phrase = "any " + phrase
        specs.append(TargetSpec(min=lo, max=hi, types=types, phrase=_tilde(phrase),
                                restriction=restriction or None, origin="text"))
    return specs, single


def _enchant_target(quality: str) -> TargetSpec:
    """303.4a / 702.5a: an Aura spell targets what its enchant ability allows."""
    q = quality.strip()
    np, types, mods = _noun_phrase(q)
    if not types:
        low = q.lower()
        types = ("opponent",) if low.startswith("opponent") else ("player",) if "player" in low else ("permanent",)
    rest = q[len(np):].strip(" ,") if np else ""
    if "graveyard" in q.lower() and "card" in types:
        types = tuple("card in graveyard" if t == "card" else t for t in types)
    restriction = " ".join(mods + ([rest] if rest else [])) or None
    return TargetSpec(min=1, max=1, types=types, phrase=f"target {q}", restriction=restriction, origin="enchant")


# --- mana production --------------------------------------------------------------------------------

_ADD_RE = re.compile(r"\b(?:[Aa]dds?|adding)\b([^.;]*)")
_COLOR_WORD = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}


def _mana(text: str) -> ManaProduction | None:
    colors: list[str] = []
    hows: list[str] = []
    amounts: list[str] = []
    phrases: list[str] = []
    for m in _ADD_RE.finditer(text):
        clause = m.group(1)
        s0, _s1 = _sentence_bounds(text, m.start())
        if re.search(r"\bwould (?:add|produce)\b|\bwould\s+$", text[s0:m.start()]):
            continue                                  # a replacement of other mana (False Dawn)
        if not re.search(r"\{[WUBRGCX\d]|\bmana\b", clause):
            continue
        if re.match(r"^\s*(?:a|an|one|two|three|\w+) (?:lore|\+1/\+1|-1/-1|counter|time)", clause):
            continue
        if re.search(r"\bcounters?\b", clause) and "mana" not in clause and not re.search(r"\{[WUBRGC]\}", clause):
            continue
        cl = clause.strip()
        low = cl.lower()
        syms = re.findall(r"\{([WUBRGC])\}", cl)
        how = None
        if re.search(r"any (?:one )?type", low) or "could produce" in low or "that land produced" in low or \
                re.search(r"type[s]? of mana", low) or "produced" in low:
            how = "could_produce"                     # 106.7
        elif "any combination of colors" in low:
            how = "any_combination"
            syms = list("WUBRG")
        elif "in any combination of" in low and syms:
            how = "any_combination"
        elif "any one color" in low or "any single color" in low:
            how = "any_one_color"
            syms = list("WUBRG")
        elif re.search(r"\bany colors?\b", low) and "commander" not in low and "identity" not in low and \
                "among" not in low and "exiled" not in low:
            how = "any_color"
            syms = syms + list("WUBRG")
        elif re.search(r"different colors|chosen colou?r|color of your choice|colors? (?:among|of)|color identity|that colou?r|"
                       r"those colors|its colors|of the exiled|that card's colors|the last chosen|"
                       r"one of those colors|of any of", low):
            how = "computed"
            if re.search(r"color identity|chosen color|different colors|\bcolors?\b", low):
                syms = syms + list("WUBRG")
        elif syms:
            # "Add {B} or {R}" / "Add {W}{W}, {W}{U}, or {U}{U}" are choices
            how = "choice" if re.search(r"\}\s*(?:,|or)\s*(?:or\s*)?\{", cl) else "fixed"
        elif "mana" in low:
            how = "computed"
            for word, sym in _COLOR_WORD.items():
                if re.search(r"\b%s\b" % word, low):
                    syms.append(sym)
        else:
            continue
        hows.append(how)
        colors.extend(syms)
        # amount
        am = re.match(r"^\s*(one|two|three|four|five|six|seven|eight|nine|ten|X|\d+)\b", cl, re.I)
        if re.search(r"\bfor each\b|\bequal to\b|\bamount of\b|\bthat much\b|\bthat many\b|\bX\b", cl):
            amounts.append("X")
        elif am:
            amounts.append(str(_num(am.group(1))))
        elif syms and how in ("fixed", "choice"):
            first = re.match(r"^\s*((?:\{[WUBRGC]\})+)", cl)
            amounts.append(str(len(_SYM_RE.findall(first.group(1)))) if first else "1")
        else:
            amounts.append("1")
        phrases.append(("Add" if m.group(0)[0] == "A" else m.group(0).split()[0]) + clause)
    if re.search(r"\b[Dd]ouble the (?:amount|type and amount) of [^.]*\bmana\b", text) and \
            not re.search(r"\bwould\b", text):
        hows.append("computed")                       # Doubling Cube: adds mana equal to what you have
        amounts.append("X")
        doubled = re.search(r"[Dd]ouble the [^.]*", text)
        assert doubled is not None                    # the search above found "double the ... mana"
        phrases.append(doubled.group(0))
    if not hows:
        return None
    order = "WUBRGC"
    cols = tuple(c for c in order if c in set(colors))
    if len(set(hows)) == 1:
        how = hows[0]
    elif "could_produce" in hows:
        how = "could_produce"
    elif "computed" in hows:
        how = "computed"
    else:
        how = next(h for h in hows if h not in ("fixed",)) if any(h != "fixed" for h in hows) else "fixed"
    amount = amounts[0] if len(set(amounts)) == 1 else "X"
    return ManaProduction(colors=cols, how=how, amount=amount, phrase="; ".join(p.strip() for p in phrases))


# --- classification ---------------------------------------------------------------------------------

_TRIGGER_RE = re.compile(r"^(When|Whenever|At)\b")
_CHAPTER_RE = re.compile(r"^((?:I|II|III|IV|V|VI|VII)(?:, (?:I|II|III|IV|V|VI|VII))*) \u2014 (.*)$")
_LEVEL_RE = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_PT_RE = re.compile(r"^[\d*X+\-]+/[\d*X+\-]+$")
_PT_IN_RE = re.compile(r"\b[\d*X]+/[\d*X]+\b")
_TABLE_RE = re.compile(r"^(\d+(?:[\u2014-]\d+|\+)?) (?:\||\u2014) ")
_MODAL_HOST_RE = re.compile(r"\b[Cc]hooses?\b|\bchosen\b|\bmodes?\b")
_VANGUARD_RE = re.compile(r"^(?:Starting )?[Hh]and(?: size)? [+\u2212-]\d+.*\b[Ll]ife(?: total)? [+\u2212-]\d+$")
_STATION_RE = re.compile(r"^STATION (\d+)\+$")
_DASH_PREFIX_RE = re.compile(r"^([A-Z\u221e][\w'!,\- ]{0,40}?) \u2014 (.+)$")
_MODE_RE = re.compile(r"^(?:\u2022|\+ ?(?:%s)+ \u2014)\s*" % _MANA_SYM)
_SPELL_STATIC_RE = re.compile(
    r"^(?:This spell|%s) (?:can't be countered|costs|has|is |can be cast|can't be cast|doesn't)|"
    r"^As an additional cost to cast|^(?:Cast|Activate) (?:this spell|%s|it) only|^You may cast (?:this spell|%s)|"
    r"^You can't cast|^(?:This spell|%s) can't|^Spend only|^A deck can have|^If (?:this spell|%s) (?:would|is in)|"
    r"^You may (?:pay|exile|sacrifice|tap|discard|return|reveal|remove).{0,140}rather than pay|"
    r"^Flash$|^Split second$|^Kicker|^Buyback|"
    r"\byou may cast (?:this spell|%s) without paying|rather than pay (?:this spell's|%s's|its) mana cost"
    % ((SELF,) * 7))
# 614.1a: "instead"; 614.1c: "enters with / as / tapped", "As [this] enters"; 614.1d-e; "If ... would ..."
_REPLACEMENT_RE = re.compile(
    r"\benters(?: the battlefield)?(?: tapped| with| transformed| as| attacking| under)|^As %s (?:enters|is turned)|"
    r"\binstead\b|^If .{0,160}\bwould\b|\benter(?:s)?(?: the battlefield)? tapped" % SELF)
_TRIGGERED_MANA_RE = re.compile(
    r"\b(?:is |are )?tapped for mana\b|\btaps? (?:a|an|another|one or more|two or more)? ?[\w\s,-]*? for mana\b|"
    r"\bactivates? a mana ability\b|\bmana ability\b.*\bresolves?\b", re.I)

def _split_trigger(body: str) -> tuple[str, str]:
    """'When ~ enters, draw a card.' -> ('When ~ enters', 'draw a card.')"""
    parts = _split_outside(body, ", ")
    if len(parts) == 1:
        qm = re.search(r',"\s', body)              # 'When the counter moves from "1," destroy ...'
        if qm:
            return body[:qm.start() + 2], body[qm.end():]
        return body, ""
    acc = parts[0]
    for i in range(1, len(parts)):
        nxt = parts[i]
        # keep list continuations ("a red, green, or white spell") inside the condition
        if nxt.startswith(("or ", "and ", "and/or ")) or _list_goes_on(parts, i):
            acc = acc + ", " + nxt
            continue
        return acc, ", ".join(parts[i:])
    return body, ""


# words an effect opens on, never a list item of a trigger condition: "When ~ enters, destroy target
# artifact, enchantment, or land." is the condition "When ~ enters" and a three-item effect
_EFFECT_OPENERS = frozenset({"destroy", "exile", "return", "draw", "create", "put", "tap", "untap", "counter",
                             "sacrifice", "search", "look", "reveal", "mill", "discard", "add", "choose", "target",
                             "you", "each", "~", "it", "transform", "copy", "scry", "surveil", "shuffle", "attach",
                             "double", "prevent", "regenerate", "investigate", "proliferate", "populate", "deal",
                             "gain", "lose", "goad", "detain", "fight"})


def _list_goes_on(parts: list[str], i: int) -> bool:
    """Is parts[i] a short item of a list that an "or" / "and" item ends later ("a Swamp, Mountain,
    black permanent, or red permanent")?"""
    if parts[i].split(" ", 1)[0].lower() in _EFFECT_OPENERS:
        return False
    for j in range(i, len(parts)):
        if parts[j].startswith(("or ", "and ")):
            return j > i
        if len(parts[j].split()) > 3:
            return False
    return False


class _Unit:
    """An ability being assembled from one or more lines."""

    __slots__ = ("lines", "body", "kind", "reminders", "modes", "extra", "word", "keyword", "keyword_param",
                 "cost", "loyalty", "condition", "trigger", "effect", "replacement",
                 "kw_def", "header")

    def __init__(self, text: str, body: str, kind: str):
        self.lines = [text]
        self.body = body
        self.kind = kind
        self.reminders: list[str] = []
        self.modes: list[str] = []
        self.extra: list[str] = []
        self.word: str | None = None
        self.keyword: str | None = None
        self.keyword_param: str | None = None
        self.cost: tuple[str, ...] = ()
        self.loyalty: str | None = None
        self.condition: str | None = None
        self.trigger: str | None = None
        self.effect = ""
        self.replacement = False
        self.kw_def: kw.Keyword | None = None
        self.header = False


def _face_kind(type_line: str) -> tuple[bool, bool, set[str]]:
    left, _, right = type_line.partition("\u2014")
    types = set(left.split())
    is_spell = bool(types & {"Instant", "Sorcery"})
    return is_spell, "Creature" in types, set(right.split())


_BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_BASIC_REMINDER_RE = re.compile(r"^\(\{T\}: Add \{[WUBRG]\}(?:(?:,| or|, or) \{[WUBRG]\})*\.\)$")


def _basic_types(type_line: str) -> list[str]:
    """Basic land types of a land (305.6): each gives "{T}: Add [its mana symbol]." """
    left, _, right = type_line.partition("\u2014")
    if "Land" not in left.split():
        return []
    subs = right.split()
    return [t for t in dict.fromkeys(subs) if t in _BASIC_MANA]


def parse_face(text: str, *, name: str, type_line: str, card_name: str | None = None,
               power: str | None = None) -> tuple[tuple[Ability, ...], FaceFacts, tuple[str, ...]]:
    """Abilities in printed order, derived facts, problems (one string per line left unassigned or
    not understood; a face that cannot be parsed still returns what it could and a problem, never raises).

    `name` is the face name, `card_name` the full card name ("Fire // Ice"); both (and a legendary's
    short name) are self-references. `power` is accepted for the build's convenience (unused so far).
    """
    try:
        return _parse_face(text or "", name=name or "", type_line=type_line or "", card_name=card_name,
                           power=power)
    except Exception as exc:  # noqa: BLE001 - the contract is "never raises"
        is_spell, is_creature, _ = _face_kind(type_line or "")
        return (), FaceFacts(is_creature=is_creature), (f"line 0 [error]: parser failed: {exc!r}",)


def _parse_face(text: str, *, name: str, type_line: str, card_name: str | None,
                power: str | None) -> tuple[tuple[Ability, ...], FaceFacts, tuple[str, ...]]:
    is_spell, is_creature, subtypes = _face_kind(type_line)
    is_aura = "Aura" in subtypes
    names = _self_names(name, card_name, legendary="Legendary" in type_line.partition("\u2014")[0].split())
    norm, originals = _substitute_self(text.replace("\r\n", "\n").replace("\r", "\n"), names)
    raw_lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    norm_lines = norm.split("\n")
    problems: list[str] = []
    units: list[_Unit] = []
    condition: str | None = None
    pending_reminders: list[str] = []
    intrinsic_line: str | None = None

    def problem(n: int, cat: str, msg: str, line: str) -> None:
        problems.append(f"line {n} [{cat}]: {msg}: {line}")

    i = 0
    while i < len(norm_lines):
        n = i + 1
        raw = raw_lines[i] if i < len(raw_lines) else norm_lines[i]
        line = norm_lines[i].strip()
        i += 1
        if not line:
            continue
        reminders = [r.strip()[1:-1] for r in _REMINDER_RE.findall(line)]
        body = _REMINDER_RE.sub("", line).strip()
        if not body:
            # a line of reminder text only: set aside, attached to the ability before it (or after it)
            if intrinsic_line is None and _BASIC_REMINDER_RE.match(line) and _basic_types(type_line):
                intrinsic_line = raw               # "({T}: Add {G} or {U}.)": the land types' ability
                continue
            if units:
                units[-1].reminders.extend(_restore(r, originals) for r in reminders)
                units[-1].lines.append(raw)
            else:
                pending_reminders.extend(_restore(r, originals) for r in reminders)
                pending_reminders.append("\x00" + raw)
            continue

        # --- structure lines ---------------------------------------------------------------------
        if _MODE_RE.match(body):
            # 700.2: the modes of a modal ability follow the line that says how many to choose
            target = units[-1] if units and (units[-1].header or units[-1].modes or _MODAL_HOST_RE.search(
                units[-1].body) or (units[-1].keyword or "").lower() in ("spree", "tiered")) else None
            if target is None:
                problem(n, "mode", "mode line without a modal ability before it", raw)
                u = _Unit(raw, body, "spell" if is_spell else "static")
                u.reminders.extend(_restore(r, originals) for r in reminders)
                units.append(u)
                continue
            target.header = True
            target.modes.append(body)
            target.lines.append(raw)
            target.reminders.extend(_restore(r, originals) for r in reminders)
            continue
        if _TABLE_RE.match(body) and units and ("|" in body or re.search(r"\broll|\bd\d+\b|\bdie\b", units[-1].body)):
            units[-1].extra.append(body)
            units[-1].lines.append(raw)
            continue
        lm = _LEVEL_RE.match(body)
        if lm:
            condition = body
            u = _Unit(raw, body, "static")
            # the P/T box that follows belongs to the level symbol (711.2a)
            if i < len(norm_lines) and _PT_RE.match(_REMINDER_RE.sub("", norm_lines[i]).strip()):
                u.lines.append(raw_lines[i])
                u.body = body + " " + norm_lines[i].strip()
                i += 1
            u.condition = condition
            units.append(u)
            continue
        if _PT_RE.match(body):
            if units and units[-1].condition and units[-1].body.startswith(("LEVEL", "STATION")):
                units[-1].lines.append(raw)
                units[-1].body += " " + body
                continue
            u = _Unit(raw, body, "static")
            u.condition = condition
            units.append(u)
            continue
        sm = _STATION_RE.match(body)
        if sm:
            condition = body
            u = _Unit(raw, body, "static")
            u.condition = condition
            units.append(u)
            continue

        # --- prefixes: ability words, dash keywords, chapters ------------------------------------------
        word = None
        kw_prefix = None
        chapter = None
        cm = _CHAPTER_RE.match(body)
        if cm:
            chapter = cm.group(1)
            body = cm.group(2)
        else:
            dm = _DASH_PREFIX_RE.match(body)
            if dm:
                label = dm.group(1)
                if label.lower() in kw.DASH_PREFIX_KEYWORDS:
                    kw_prefix = label             # "Boast — {1}{R}: ...", "Companion — ..." (702.142a ...)
                    body = dm.group(2)
                elif "{" not in label and not _TRIGGER_RE.match(label) and not _KW_HEAD_RE.match(label + " "):
                    word = label                  # an ability word (207.2c): no rules meaning
                    body = dm.group(2)

        classified = _classify(n, raw, body, is_spell, originals, problem)
        if isinstance(classified, list):          # a line of keyword abilities
            if classified:
                classified[-1].reminders.extend(_restore(r, originals) for r in reminders)
            for x in classified:
                x.condition = condition
                units.append(x)
            continue
        u = classified
        u.word = word
        u.reminders.extend(_restore(r, originals) for r in reminders)
        if chapter:
            u.kind = "triggered"
            u.trigger = f"chapter {chapter}"
            u.effect = body
        if kw_prefix:
            k = kw.lookup(kw_prefix)
            u.keyword = k.name if k else kw_prefix
            if kw_prefix.lower() in kw.CONDITION_KEYWORDS:
                u.condition = kw_prefix
            if kw_prefix.lower() == "companion":
                u.kind = "keyword"
                u.keyword_param = body
        if u.condition is None:
            u.condition = condition
        # class levels: "{2}{W}: Level 2" starts a level whose abilities follow (716.2a)
        if u.kind == "activated" and re.match(r"^Level \d+\+?$", u.effect.strip()):
            condition = u.effect.strip()
        units.append(u)

    if pending_reminders:
        rem = [r for r in pending_reminders if not r.startswith("\x00")]
        if units:
            units[0].reminders[:0] = rem
            units[0].lines[:0] = [r[1:] for r in pending_reminders if r.startswith("\x00")]

    # intrinsic mana abilities of basic land types (305.6) - the Oracle line is reminder text only
    lands = _basic_types(type_line)
    abilities: list[Ability] = []
    if lands:
        syms = [_BASIC_MANA[t] for t in lands]
        add = " or ".join("{%s}" % s for s in syms)
        abilities.append(Ability(
            kind="mana", text=intrinsic_line or f"{{T}}: Add {add}.", cost=("{T}",), effect=f"Add {add}.",
            produces=ManaProduction(colors=tuple(c for c in "WUBRGC" if c in syms),
                                    how="choice" if len(syms) > 1 else "fixed", amount="1", phrase=f"Add {add}"),
            mana_ability_of="activated", normalized=f"{{T}}: Add {add}.", intrinsic=True,
            reminder="intrinsic ability of the land type%s (305.6)" % ("s" if len(lands) > 1 else "")))

    for u in units:
        abilities.append(_build(u, originals, is_spell, is_aura))

    facts = _facts(abilities, is_creature, originals)
    return tuple(abilities), facts, tuple(problems)


def _classify(n: int, raw: str, body: str, is_spell: bool, originals: list[str], problem) -> _Unit | list[_Unit]:
    # keyword list?
    kws = _split_keyword_line(body)
    if kws:
        out = []
        for k, param, piece in kws:
            u = _Unit(raw, piece, "activated" if k.nature == "activated" else "keyword")
            u.keyword = k.name
            u.kw_def = k
            u.keyword_param = _restore(param, originals) if param else None
            if k.name == "Typecycling" or k.name == "Landwalk" or k.name == "Offering":
                u.keyword_param = _restore(piece, originals)
            if len(kws) > 1:                      # "Flying, vigilance": each ability's own text
                u.lines = [_restore(piece, originals)]
            out.append(u)
        return out
    # modal header ("Choose one —") with nothing after the dash
    header = body.rstrip().endswith("\u2014") or bool(re.match(r"^Spree$|^Tiered$", body))
    # activated?
    ci = _colon_outside(body)
    if ci > 0:
        cost_text = body[:ci].strip()
        first = cost_text.split(" ")[0]
        looks_cost = (cost_text.startswith(("{", "[")) or _LOYALTY_RE.match(cost_text) is not None
                      or _COST_VERB_RE.match(cost_text) is not None)
        if looks_cost and "." not in cost_text.replace("B.F.M.", ""):
            u = _Unit(raw, body, "activated")
            parts, loyalty, unknown = _parse_cost(cost_text, originals)
            u.cost = parts
            u.loyalty = loyalty
            u.effect = body[ci + 1:].strip()
            u.header = header
            for p in unknown:
                problem(n, "cost", f"cost part not understood: {p!r}", raw)
            if not u.effect:
                problem(n, "fragment", "activated ability without an effect", raw)
            return u
        if len(cost_text.split()) <= 6 and first[:1].isupper() and not _TRIGGER_RE.match(cost_text):
            # an unusual (un-set) cost such as "Say 'X'": still an activated ability
            u = _Unit(raw, body, "activated")
            parts, loyalty, unknown = _parse_cost(cost_text, originals)
            u.cost = parts
            u.effect = body[ci + 1:].strip()
            u.header = header
            for p in unknown:
                problem(n, "cost", f"cost part not understood: {p!r}", raw)
            return u
    if _TRIGGER_RE.match(body):
        u = _Unit(raw, body, "triggered")
        cond, eff = _split_trigger(body)
        u.trigger = cond
        u.effect = eff
        u.header = header
        if not eff and not header:
            problem(n, "fragment", "trigger without an effect", raw)
        elif not body.rstrip().endswith((".", '"', "\u2014", ")", "]", "!", "?")) and not header:
            problem(n, "fragment", "unfinished sentence", raw)
        return u
    if header:
        u = _Unit(raw, body, "spell" if is_spell else "static")
        u.header = True
        u.effect = body
        return u
    kind = "spell" if is_spell and not _SPELL_STATIC_RE.search(body) else "static"
    u = _Unit(raw, body, kind)
    u.effect = body
    cm = _EXTRA_COST_RE.search(body)
    if cm:                                        # 118.8 additional / 118.9 alternative costs of a spell
        u.cost = _cost_phrase_parts(cm.group("add") or cm.group("alt"), originals)
    u.replacement = kind == "static" and bool(_REPLACEMENT_RE.search(body))
    if _VANGUARD_RE.match(body):
        return u
    if not body.rstrip().endswith((".", '"', ")", "!", "?", "\u201d", "]")):
        words = body.split()
        if len(words) <= 4 and body[:1].isupper():
            problem(n, "keyword", "keyword not in the keyword table", raw)
            u.kind = "keyword"                    # keyword-shaped: a name (and parameter), no sentence
            u.keyword = re.sub(r"\s*(?:\{.*|\d+.*|X)$", "", body) or body
            u.effect = ""
        else:
            problem(n, "fragment", "unfinished sentence", raw)
    return u


_EXTRA_COST_RE = re.compile(
    r"^As an additional cost to cast (?:this spell|%s), (?P<add>[^.]+)\.|"
    r"^You may (?P<alt>[^.]+?) rather than pay (?:this spell's|%s's|its) mana cost" % (SELF, SELF))
_LOWER_COST_VERB_RE = re.compile(r"^(?:%s)\b" % "|".join(v.lower() for v in _COST_VERBS))


def _cost_phrase_parts(phrase: str, originals: list[str]) -> tuple[str, ...]:
    """"pay 1 life and exile a blue card from your hand" -> ("Pay 1 life", "Exile a blue card from your hand")."""
    pieces = re.split(r",? and (?=%s)|, (?=%s)" % (_LOWER_COST_VERB_RE.pattern[1:], _LOWER_COST_VERB_RE.pattern[1:]),
                      phrase.strip())
    return tuple(_restore(p[:1].upper() + p[1:], originals) for p in pieces if p)


def _analysis_text(s: str) -> str:
    return _strip_quotes(_REMINDER_RE.sub("", s))


def _build(u: _Unit, originals: list[str], is_spell: bool, is_aura: bool) -> Ability:
    text = "\n".join(u.lines)
    normalized = _tilde(u.body + ("".join("\n" + m for m in u.modes)) + ("".join("\n" + e for e in u.extra)))
    targets: list[TargetSpec] = []
    single = False
    produces = None
    kind = u.kind
    cost = u.cost
    effect_norm = u.effect if u.effect else (u.body if u.kind in ("static", "spell") else "")
    if u.kw_def is not None:
        k = u.kw_def
        param = u.keyword_param
        if k.cost:
            parts: list[str] = []
            for c in k.cost:
                if c == "{cost}":
                    parts.extend(_cost_parts_from_param(param))
                else:
                    num = re.match(r"^(\d+|X)", param or "")
                    parts.append(c.replace(" N ", f" {num.group(1) if num else 'N'} ") if num else c)
            cost = tuple(parts)
        elif k.param in ("cost", "optional_cost", "number_cost", "quality_cost"):
            cost = _cost_parts_from_param(param)
        if k.name == "Enchant" and param:
            if is_aura:
                targets.append(_enchant_target(param))
        for t in k.targets:
            num = re.match(r"^(\d+|X)", param or "")
            hi = t.max
            phrase = t.phrase
            restriction = t.restriction
            if k.name == "Equip" and param:
                qm = re.match(r"^([\w' -]+?) (?:%s)$" % _COST_PARAM, param)
                if qm:
                    qual = qm.group(1)
                    if qual.lower() == "planeswalker":
                        t = kw.KeywordTarget(("planeswalker",), "target planeswalker you control", "you control")
                        phrase, restriction = t.phrase, t.restriction
                    else:
                        phrase = f"target {qual} creature you control" if "creature" not in qual else f"target {qual} you control"
                        restriction = f"{qual}, you control"
            if num and isinstance(hi, str) and hi == "N":
                hi = _num(num.group(1))
            phrase = phrase.replace(" N ", f" {num.group(1)} ") if num else phrase
            targets.append(TargetSpec(min=t.min, max=hi, types=t.types, phrase=phrase,
                                      restriction=restriction, origin="keyword"))
        eff = ""
        if u.modes:                                 # Spree / Tiered: the modes follow the keyword
            scan = _analysis_text(" ".join(u.modes))
            found, single = _find_targets(scan)
            targets.extend(found)
            produces = _mana(scan)
    else:
        eff = effect_norm
        scan = _analysis_text(" ".join([eff] + u.modes + u.extra))
        found, single = _find_targets(scan)
        targets.extend(found)
        # keyword actions whose definition targets ("Support 2.")
        for m in re.finditer(r"\b(Support|support|Earthbend|earthbend) (\d+|X)\b", scan):
            action = m.group(1).lower()
            rule, t = kw.KEYWORD_ACTION_TARGETS[action]
            hi = _num(m.group(2)) if t.max == "N" else t.max
            other = action == "support" and not is_spell
            targets.append(TargetSpec(min=t.min, max=hi, types=t.types,
                                      phrase=(f"up to {m.group(2)} other target creatures" if other else
                                              t.phrase.replace("N", m.group(2))),
                                      restriction=("other" if other else t.restriction), origin="keyword"))
        produces = _mana(_analysis_text(" ".join([eff] + u.modes + u.extra)))
        if u.keyword and u.keyword.lower() == "companion":
            produces = None
    text_targets = [t for t in targets if t.origin == "text"]
    mana_of = None
    if produces is not None and kind == "activated" and not text_targets and u.loyalty is None:
        kind, mana_of = "mana", "activated"                 # 605.1a
    elif produces is not None and kind == "triggered" and not text_targets and \
            u.trigger and _TRIGGERED_MANA_RE.search(u.trigger):
        kind, mana_of = "mana", "triggered"                 # 605.1b
    # 603.2: what a triggered ability's condition watches (a Saga chapter's is no When/Whenever/At)
    event = parse_trigger(_tilde(u.trigger), _tilde(u.effect)) if u.trigger and u.kind == "triggered" else None
    return Ability(
        kind=kind,
        text=text,
        cost=cost,
        effect=_restore(eff, originals).strip(),
        targets=tuple(targets),
        produces=produces,
        keyword=u.keyword,
        keyword_param=u.keyword_param,
        modes=tuple(_restore(_MODE_RE.sub("", m), originals).strip() for m in u.modes),
        trigger=_restore(u.trigger, originals) if u.trigger else None,
        loyalty=u.loyalty,
        mana_ability_of=mana_of,
        replacement=u.replacement,
        single_target=single,
        reminder=" ".join(u.reminders) if u.reminders else None,
        normalized=normalized,
        ability_word=u.word,
        condition=u.condition,
        event=event,
    )


_SELF_HASTE_RE = re.compile(r"(?:^|[.:;] |, |\n)(?:[Uu]ntil end of turn, )?~ (?:[^.,]*? )?(?:has|have|gains?) [^.]*?\bhaste\b")
_GROUP_HASTE_RE = re.compile(r"(?:^|[.:;] |, |\n)(?:[Aa]ll )?[Cc]reatures(?: you control)? (?:have|gain) [^.]*?\bhaste\b")
_SELF_CREATURE_RE = re.compile(
    r"~ (?:becomes|become|is|are)(?: still)?(?: an?| an additional)? "
    r"(?:(?:[A-Z][\w'\u2019-]*|[\d*X+]+/[\d*X+]+|legendary|artifact|enchantment|land|white|blue|black|red|green|"
    r"colorless|and|with base power and toughness [\d*X]+/[\d*X]+),? )*creatures?\b(?! types?)|"
    r"~ [^.]*?, (?:you may have )?it (?:becomes?|is) (?:an? )?(?:[A-Z][\w'-]*|[\d*X]+/[\d*X]+|artifact|and|"
    r"white|blue|black|red|green|,| )*creature\b|"
    r"(?:~|~ [^.]*?, (?:you may have )?it) becomes? a copy of (?:target |a |an |any )?[^.]*?\bcreature\b")


def _facts(abilities: list[Ability], is_creature: bool, originals: list[str]) -> FaceFacts:
    has_haste = False
    becomes = False
    for a in abilities:
        body = _strip_quotes(a.normalized)
        if a.keyword == "Haste" or (a.kind != "keyword" and _SELF_HASTE_RE.search(body)):
            has_haste = True                      # 702.10: haste, printed or given to itself
        elif is_creature and a.kind == "static" and _GROUP_HASTE_RE.search(body):
            has_haste = True                      # "Creatures you control have haste" includes itself
        if not is_creature and (a.keyword in ("Crew", "Living metal") or (
                a.kind != "keyword" and _SELF_CREATURE_RE.search(body)) or (
                a.condition and a.condition.startswith("STATION") and _PT_IN_RE.search(a.normalized))):
            becomes = True                        # Vehicles (702.122a), manlands, animated planeswalkers
    tap = tuple(i for i, a in enumerate(abilities) if "{T}" in a.cost)
    untap = tuple(i for i, a in enumerate(abilities) if "{Q}" in a.cost)
    mana_idx = tuple(i for i, a in enumerate(abilities) if a.kind == "mana")
    colors: set[str] = set()
    for a in abilities:
        if a.produces is not None:
            colors.update(a.produces.colors)
    return FaceFacts(
        is_creature=is_creature,
        becomes_creature=becomes,
        has_haste=has_haste,
        tap_abilities=tap,
        untap_abilities=untap,
        target_count=sum(1 for a in abilities for t in a.targets if t.origin == "text"),
        mana_abilities=mana_idx,
        mana_colors=tuple(c for c in "WUBRGC" if c in colors),
        single_target=any(a.single_target for a in abilities),
        self_references=tuple(dict.fromkeys(originals)),
    )
