"""Compare our Oracle parser with Forge's hand-written card scripts, and report coverage and speed.

    python benchmarks/forge_compare.py [--corpus DIR] [--show N] [--category NAME]

Reads, at run time, from the corpus folder (``--corpus``, else $RULING_QA_CORPUS, else
../shared/corpus beside the checkout):
  cards/AtomicCards.json[.gz]                          MTGJSON AtomicCards (every face is parsed)
  forge/forge-cardsfolder-*.tar.gz                     Forge card scripts (independent ground truth)
Nothing from either is written anywhere.

Prints, over every card both sides know (Forge script name == MTGJSON card name):
  1. {T}: which abilities have {T} in their cost - per card, the number of non-mana abilities with {T}
     and the number of distinct costs of {T} mana abilities (Forge writes "{T}: Add {B} or {R}" as two
     abilities with one cost);
  2. targeting: the multiset of (min, max) over the card's targeting instances (Forge: each ability or
     sub-ability with ValidTgts$/TargetType$, TargetMin$/TargetMax$; ours: every TargetSpec of a
     printed ability, Aura Enchant targets included, targets implied by keyword abilities left out
     because Forge keeps those inside its keyword code);
  3. mana colours: the set of W U B R G C the card's abilities can add ("reflected" for "any type / colour
     a land ... could produce", 106.7), basic land types' intrinsic abilities included on both sides;
  4. triggers: the multiset of (event kind, controller filter) over the card's trigger events (603.2),
     compared on event kind alone and on both. Forge: every T: line (its "Secondary" line of "enters or
     attacks" included, its bookkeeping "Static$ True" lines left out; lines of one TriggerDescription$
     and one event kind are one event, as Forge writes "~ or another creature dies" as two lines), Mode$
     mapped by forge_event() and the controller read from the ValidCard$ / ValidActivatingPlayer$ /
     ValidPlayer$ / ValidSource$ / ValidTarget$ the mode watches; ours: each TriggerEvent of a
     triggered ability (Ability.event and its `also`), Saga chapters left out (Forge keeps them in
     keyword code). Events outside the shared vocabulary ("other") are compared on their kind only;
then coverage (faces with no line left unassigned or not understood, the rest by category) and the
time to parse every face. With --show N, N examples of each disagreement category.
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import sys
import tarfile
import time
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from ruling_qa.parse.oracle import parse_face  # noqa: E402

BASIC = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


# --- loading ------------------------------------------------------------------------------------

def corpus_dir(arg: str | None) -> Path:
    if arg:
        return Path(arg)
    env = os.environ.get("RULING_QA_CORPUS")
    return Path(env) if env else REPO.parent / "shared" / "corpus"


def load_atomic(corpus: Path) -> dict:
    for name in ("cards/AtomicCards.json.gz", "cards/AtomicCards.json", "AtomicCards.json.gz", "AtomicCards.json"):
        p = corpus / name
        if p.exists():
            opener = gzip.open if p.suffix == ".gz" else open
            with opener(p, "rt", encoding="utf-8") as fh:
                return json.load(fh)["data"]
    raise SystemExit(f"no AtomicCards.json[.gz] under {corpus}")


def load_forge(corpus: Path) -> dict[str, list[dict]]:
    """Forge scripts by card name: name -> list of faces, each {key: [values]} plus 'SVar' dict."""
    tars = sorted((corpus / "forge").glob("forge-cardsfolder-*.tar.gz")) if (corpus / "forge").is_dir() else []
    if not tars:
        raise SystemExit(f"no forge/forge-cardsfolder-*.tar.gz under {corpus}")
    cards: dict[str, list[dict]] = {}
    with tarfile.open(tars[0], "r:gz") as tf:
        for member in tf:
            if not member.isfile() or not member.name.endswith(".txt"):
                continue
            raw = tf.extractfile(member).read().decode("utf-8", "replace")  # type: ignore[union-attr]
            faces = []
            for block in re.split(r"\n\s*ALTERNATE\s*\n", raw.replace("\r\n", "\n")):
                face: dict = defaultdict(list)
                face["SVar"] = {}
                for line in block.split("\n"):
                    if ":" not in line:
                        continue
                    key, _, value = line.partition(":")
                    if key == "SVar":
                        sname, _, sval = value.partition(":")
                        face["SVar"][sname] = sval
                    else:
                        face[key].append(value)
                if face.get("Name"):
                    faces.append(face)
            if faces:
                cards[" // ".join(f["Name"][0] for f in faces)] = faces
    return cards


def norm_name(name: str) -> str:
    s = unicodedata.normalize("NFKD", name.replace("\u00c6", "Ae").replace("\u00e6", "ae"))
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", s.replace("\u2019", "'")).strip().lower()


# --- Forge side ---------------------------------------------------------------------------------

def params(line: str) -> dict[str, str]:
    out = {}
    for part in line.split("|"):
        k, sep, v = part.partition("$")
        if sep:
            out[k.strip()] = v.strip()
    return out


FOLLOW = ("SubAbility", "Execute", "Choices", "RepeatSubAbility", "FallbackAbility")


def forge_chains(face: dict) -> list[tuple[str, list[dict]]]:
    """Each printed ability (A: or T: line) with the sub-abilities it reaches, in order."""
    chains = []

    def walk(p: dict, out: list[dict], seen: set[str]) -> None:
        out.append(p)
        for key in FOLLOW:
            for ref in p.get(key, "").split(","):
                ref = ref.strip()
                if ref and ref in face["SVar"] and ref not in seen:     # seen: no cycles within a chain
                    seen.add(ref)
                    walk(params(face["SVar"][ref]), out, seen)

    for origin in ("A", "T"):
        for line in face.get(origin, []):
            top = params(line)
            if top.get("Secondary", "").lower() == "true":
                continue      # Forge writes "Whenever ~ enters or attacks" as two triggers, the 2nd "Secondary"
            chain: list[dict] = []
            walk(top, chain, set())
            chains.append((origin, chain))
    # Saga chapters: K:Saga:N:SVar1,SVar2,... (one SVar may serve "I, II")
    for k in face.get("K", []):
        if k.startswith("Saga:"):
            for ref in dict.fromkeys(k.split(":")[-1].split(",")):
                if ref in face["SVar"]:
                    chain = []
                    walk(params(face["SVar"][ref]), chain, {ref})
                    chains.append(("T", chain))
    return chains


def chain_targets(chain: list[dict]) -> list[tuple[int, object]]:
    out = []
    for p in chain:
        if "ValidTgts" in p or "TargetType" in p:
            lo = p.get("TargetMin", "1")
            hi = p.get("TargetMax", "1")
            out.append((int(lo) if lo.isdigit() else 0, int(hi) if hi.isdigit() else "var"))
    return out


def forge_facts(faces: list[dict]) -> dict:
    tap_nonmana = 0
    tap_mana_costs: set[str] = set()
    targets: list[tuple[int, object]] = []
    colors: set[str] = set()
    for face in faces:
        types = " ".join(face.get("Types", []))
        for t, sym in BASIC.items():
            if re.search(r"\b%s\b" % t, types) and "Land" in types:
                colors.add(sym)
        for k in face.get("K", []):
            if k.startswith("Outlast"):
                tap_nonmana += 1
        spell_target_lists: list[list] = []
        for origin, chain in forge_chains(face):
            top = chain[0]
            tl = chain_targets(chain)
            if "SP" in top:
                # Forge writes a spell once per way to cast it (alternative costs, overload ...):
                # the same targets twice are one spell ability
                if tl in spell_target_lists:
                    tl = []
                else:
                    spell_target_lists.append(tl)
            targets.extend(tl)
            if origin == "A" and "AB" in top:
                cost = top.get("Cost", "").split()
                if "T" in cost:
                    if any(next((p[k] for k in ("AB", "DB") if k in p), "") in ("Mana", "ManaReflected")
                           for p in chain):
                        tap_mana_costs.add(" ".join(sorted(cost)))
                    else:
                        tap_nonmana += 1
            for p in chain:
                api = next((p[k] for k in ("AB", "SP", "DB") if k in p), "")
                if api == "ManaReflected":
                    colors.add("reflected")
                elif api == "Mana":
                    words = p.get("Produced", "").split()
                    if "Any" in words or "Chosen" in words or "ColorIdentity" in words:
                        colors.update("WUBRG")
                    colors.update(w for w in words if w in ("W", "U", "B", "R", "G", "C"))
    return {"tap": (tap_nonmana, len(tap_mana_costs)), "targets": sorted(targets, key=str),
            "colors": frozenset(colors)}


# --- triggers (603.2): Forge's T: lines as (event kind, controller filter) ----------------------

# Forge trigger modes with one event kind of ours (TriggerEvent.event); ChangesZone, the damage and
# block modes are read by forge_event() from their parameters; any other mode is "other".
FORGE_MODES = {
    "SpellCast": "cast", "AbilityCast": "activates", "Cycled": "cycles", "Attacks": "attacks",
    "AttackersDeclared": "attacks", "Blocks": "blocks", "AttackerUnblocked": "unblocked",
    "BecomesTarget": "becomes_target", "Taps": "tapped", "TapsForMana": "tapped_for_mana", "Untaps": "untaps",
    "CounterAdded": "counters", "CounterAddedOnce": "counters", "Drawn": "draws", "Discarded": "discards",
    "LifeGained": "gains_life", "LifeLost": "loses_life", "Sacrificed": "sacrificed", "Phase": "step",
    "TurnFaceUp": "turned_face_up", "Always": "state",
}
# which parameter names the object or player the mode watches, in order of preference
FORGE_SUBJECT = {
    "SpellCast": ("ValidActivatingPlayer", "ValidCard"), "AbilityCast": ("ValidActivatingPlayer", "ValidCard"),
    "AttackersDeclared": ("AttackingPlayer",), "Phase": ("ValidPlayer",), "LifeGained": ("ValidPlayer",),
    "LifeLost": ("ValidPlayer",), "BecomesTarget": ("ValidTarget",), "Sacrificed": ("ValidPlayer", "ValidCard"),
    "CounterAdded": ("ValidSource", "ValidCard", "ValidPlayer"),
    "CounterAddedOnce": ("ValidSource", "ValidCard", "ValidPlayer"),
    "Drawn": ("ValidCard", "ValidPlayer"), "Cycled": ("ValidPlayer", "ValidCard"),
}
_FORGE_FIXED = re.compile(r"(?:^|[.+])(?:Self|AttachedBy|EquippedBy|EnchantedBy|FortifiedBy|IsRemembered|"
                          r"ChosenCard|Imprinted|EnchantedController|Chosen|Enchanted|TriggeredCard)\b|^Remembered")
_FORGE_GENERIC_SOURCE = {"", "Card", "Card,Emblem", "Permanent", "Card,Emblem,Player", "Spell,Ability"}


def forge_controller(valid: str) -> str | None:
    """"Creature.Other+YouCtrl" -> "you"; "Card.Self" -> None; "Creature" -> "any" (see TriggerEvent.controller)."""
    if not valid:
        return "any"
    found: set[str | None] = set()
    for alternative in valid.split(","):
        if _FORGE_FIXED.search(alternative):
            found.add(None)
        elif re.search(r"OppCtrl|OppOwn|Opponent|YouDontCtrl|YouDontOwn|NonYou|Player\.Other|Other\b(?=.*Player)",
                       alternative):
            found.add("opponent")
        elif re.search(r"YouCtrl|YouOwn|^You\b|\.You\b", alternative):
            found.add("you")
        else:
            found.add("any")
    if len(found) > 1:
        found.discard(None)                   # "~ or another creature you control": the other part's filter
    return found.pop() if len(found) == 1 else "any"


def _fixed(valid: str) -> bool:
    return bool(valid) and all(_FORGE_FIXED.search(a) for a in valid.split(","))


def forge_event(p: dict) -> tuple[str, str | None]:
    """One T: line's (event kind, controller)."""
    mode = p.get("Mode", "")
    if mode == "ChangesZone":
        origin, dest = p.get("Origin", "Any"), p.get("Destination", "Any")
        if "Battlefield" in dest.split(","):
            kind = "enters"
        elif origin == "Battlefield":
            kind = "dies" if dest == "Graveyard" else "leaves"
        elif dest.startswith("Graveyard"):
            kind = "to_graveyard"
        elif dest == "Exile":
            kind = "exiled"
        else:
            kind = "other"
        return kind, forge_controller(p.get("ValidCard", ""))
    if mode in ("DamageDone", "DamageDoneOnce", "DamageDealtOnce"):
        source, target = p.get("ValidSource", ""), p.get("ValidTarget", "")
        if _fixed(source):
            return "deals_damage", None
        if _fixed(target):
            return "dealt_damage", None
        if source not in _FORGE_GENERIC_SOURCE:
            return "deals_damage", forge_controller(source)
        return "dealt_damage", forge_controller(target)
    if mode in ("AttackerBlocked", "AttackerBlockedByCreature"):
        blocker, attacker = p.get("ValidBlocker", ""), p.get("ValidCard", "")
        if _fixed(blocker) or (not attacker and blocker):
            return "blocks", forge_controller(blocker)
        return "becomes_blocked", forge_controller(attacker)
    kind = FORGE_MODES.get(mode, "other")
    if kind == "state":
        return kind, None
    keys = FORGE_SUBJECT.get(mode, ("ValidCard",))
    if any(_fixed(p.get(k, "")) for k in keys):
        return kind, None
    for key in keys:
        if p.get(key):
            return kind, forge_controller(p[key])
    return kind, "any"


def forge_triggers(faces: list[dict]) -> list[tuple[str, str | None]]:
    """Each printed trigger event of the card: Forge writes one printed ability over several T: lines
    with the same TriggerDescription ("~ or another creature dies" as a Self line and an Other line,
    "if it was kicked" as a kicked and an unkicked line); lines of one description and one event kind
    are one event, with the controller the lines have together (as forge_controller combines the
    alternatives of one ValidCard$)."""
    events: dict[tuple, set[str | None]] = {}
    for face in faces:
        for n, line in enumerate(face.get("T", [])):
            p = params(line)
            if p.get("Static", "").lower() == "true":
                continue                      # Forge bookkeeping (cleanup, remembering), no printed ability
            kind, controller = forge_event(p)
            description = p.get("TriggerDescription") or f"line {n}"
            events.setdefault((face["Name"][0], description, kind), set()).add(controller)
    out = []
    for (_face, _description, kind), controllers in events.items():
        if len(controllers) > 1:
            controllers.discard(None)
        out.append((kind, controllers.pop() if len(controllers) == 1 else "any"))
    return sorted((_unmapped(e) for e in out), key=str)


def our_triggers(parsed: list[tuple]) -> list[tuple[str, str | None]]:
    return sorted((_unmapped((e.event, e.controller)) for abilities, _f, _p in parsed for a in abilities
                   if a.event is not None for e in a.event.events()), key=str)


def _unmapped(event: tuple[str, str | None]) -> tuple[str, str | None]:
    """An "other" event (a Forge mode outside the shared vocabulary, whose parameters this script doesn't
    map) is compared on its kind only."""
    return ("other", "-") if event[0] == "other" else event


# --- our side -----------------------------------------------------------------------------------

def our_facts(parsed: list[tuple]) -> dict:
    tap_nonmana = 0
    tap_mana_costs: set[tuple] = set()
    targets: list[tuple[int, object]] = []
    colors: set[str] = set()
    for abilities, _facts, _problems in parsed:
        for a in abilities:
            if "{T}" in a.cost and not a.intrinsic:
                if a.produces is not None:
                    tap_mana_costs.add(tuple(sorted(a.cost)))
                else:
                    tap_nonmana += 1
            for t in a.targets:
                if t.origin == "keyword" and a.keyword is not None:
                    continue                  # Forge keeps these inside its keyword code (K:Equip ...)
                if True:
                    hi = t.max if isinstance(t.max, int) else "var"
                    lo = t.min if isinstance(t.min, int) else 0
                    targets.append((lo, hi))
            if a.produces is not None:
                if a.produces.how == "could_produce":
                    colors.add("reflected")
                colors.update(a.produces.colors)
    return {"tap": (tap_nonmana, len(tap_mana_costs)), "targets": sorted(targets, key=str),
            "colors": frozenset(colors)}


def face_name(f: dict) -> str:
    return f.get("faceName") or f["name"]


def parse_card(name: str, faces: list[dict]) -> list[tuple]:
    return [parse_face(f.get("text") or "", name=face_name(f), type_line=f.get("type", ""),
                       card_name=name, power=f.get("power")) for f in faces]


# --- report -------------------------------------------------------------------------------------

def pct(a: int, b: int) -> str:
    return f"{100.0 * a / b:6.2f}% ({a}/{b})" if b else "n/a"


def oracle_of(forge_faces: list[dict]) -> str:
    return "\n".join(f.get("Oracle", [""])[0].replace("\\n", "\n") for f in forge_faces)


def simplify(text: str, names: list[str]) -> str:
    t = text
    for n in sorted(names, key=len, reverse=True):
        if n:
            t = t.replace(n, "~")
    t = re.sub(r"\bthis (creature|permanent|artifact|land|enchantment|spell|card|Equipment|Aura|Vehicle)\b", "~", t)
    t = re.sub(r"\([^()]*\)", "", t)
    t = t.replace("enters the battlefield", "enters").replace("{P/", "{").replace("converted mana cost", "mana value")
    t = re.sub(r"\{(\w)/P\}", r"{\1}", t)
    t = re.sub(r"\[([+\u2212\-]?\w+)\]", r"\1", t).replace("\u2212", "-")
    return re.sub(r"[^a-z0-9{}+/-]+", " ", t.lower()).strip()


# Why a card disagrees: checked in order, the first that applies names the category.
def categorize(metric: str, ours, theirs, text: str, oracle_changed: bool) -> str:
    if oracle_changed:
        return "data age: the card's Oracle text changed after Forge's 2020 snapshot"
    if re.search(r"^LEVEL \d", text, re.M):
        return "Forge convention: a leveler's level abilities are granted by static abilities"
    if re.search(r"^\u2022 [A-Z][\w']+ \u2014", text, re.M):
        return "Forge convention: abilities of a chosen mode (Siege) are granted when chosen"
    if re.search(r"\{T\} or \{|\} or \{\w\}, \{T\}", text):
        return "Forge convention: one ability with two alternative costs is written as two abilities"
    if re.search(r"\bHaunt\b|^[IV]+(?:, [IV]+)* \u2014", text, re.M):
        return "Forge convention: haunt / chapter abilities kept in keyword code"
    if metric == "colors" and "reflected" in theirs and "reflected" not in ours:
        return ("Forge convention: 'a color of a permanent you control / among ...' written as reflected mana; "
                "we list the colors it can be")
    if re.search(r"\b(?:at the beginning of (?:the|your) next|this turn, whenever|until end of turn, whenever|"
                 r"until end of turn, any time|from your opening hand|when [^.]* dies, add|, whenever|"
                 r"and whenever|and if a player taps)\b", text, re.I) and metric != "targets":
        return "Forge convention: a delayed or created effect (Forge 'Effect') adds the mana"
    if metric == "colors" and re.search(r"\binstead\b", text):
        return "Forge leaves out the color an 'instead' clause adds"
    if metric == "targets":
        if len(ours) == len(theirs) and [b for _, b in ours] == [b for _, b in theirs]:
            return "min differs: Forge uses 0 where the rules require a target (divided, 'one or more', 'for each')"
        if re.search(r"\bfor each (?:opponent|player|color|[^,]+),", text, re.I) or re.search(
                r"another target [^.]* for each", text):
            return "one instance chosen 'for each ...': Forge writes it as several abilities or one variable one"
        if len(ours) > len(theirs) and re.search(r"\btarget (?:player|opponent)", text, re.I):
            return "Forge chooses a player without targeting where the Oracle says 'target player/opponent'"
        if len(ours) > len(theirs) and re.search(r"(?:another|other) target", text):
            return "Forge merges 'target X ... another target X' into one instance with two targets"
        if len(ours) < len(theirs) and '"' in text:
            return "Forge counts a granted (quoted) ability's targets"
        if len(ours) < len(theirs):
            return "Forge targets where the Oracle chooses without targeting, or splits one instance"
        return "Forge leaves out a targeting instance (its script uses 'Defined' or a keyword)"
    if metric == "tap":
        return "Forge script: a {T} missing from or added to a cost"
    return "other"


def categorize_trigger(ours: list, theirs: list, text: str, oracle_changed: bool, kinds_ok: bool,
                       types: str) -> str:
    """Why the trigger facts of a card disagree: the first that applies."""
    extra = Counter(ours) - Counter(theirs)           # ours only
    missing = Counter(theirs) - Counter(ours)         # Forge's only
    if oracle_changed:
        return "data age: the card's Oracle text changed after Forge's 2020 snapshot"
    if re.search(r"\bHaunt\b|\bTribute \d|\bCumulative upkeep\b|\bRipple\b", text):
        return "Forge convention: the trigger of a keyword (haunt, tribute, cumulative upkeep) kept in keyword code"
    if re.search(r"^At the beginning of your upkeep, sacrifice [^.]* unless\b", text, re.M) and \
            ("step", "you") in extra:
        return "Forge convention: an upkeep cost ('sacrifice ~ unless you pay') kept in keyword code"
    if re.search(r"\bWhen you do\b", text) and not extra:
        return "Forge writes a reflexive trigger ('When you do', 603.12) as a trigger of its own"
    if re.search(r'"[^"]*\b(?:When|Whenever|At)\b[^"]*"', text) and not extra:
        return "Forge counts the trigger of an ability granted in quotes"
    if any(k == "tapped_for_mana" for k, _ in extra) and not missing:
        return "Forge writes an added-mana trigger (605.1b) as a static mana ability"
    if (re.search(r"\b(?:Instant|Sorcery)\b", types) or re.search(
            r"\bthis turn\b[^.]*\.|\bnext (?:upkeep|end step)\b|\bat end of combat\b", text, re.I)) and (
            not extra or not missing):
        return "a delayed trigger a spell or ability creates (603.7): one side writes it as a trigger"
    if not extra and all(k in {o for o, _ in ours} for k, _ in missing):
        return "Forge writes one printed trigger as several (one per condition: kicked, Plains, command zone)"
    if re.search(r"\bplay a card\b", text) and {k for k, _ in missing} <= {"cast"}:
        return "Forge writes 'play a card' as a cast trigger and a land-play trigger"
    if re.search(r"\bdealt damage by [^.]* this turn dies\b", text) and ("to_graveyard", "any") in missing:
        return "Forge writes 'a creature dealt damage by ~ this turn dies' as a move to a graveyard from anywhere"
    if kinds_ok and ("step", "any") in extra and ("step", "you") in missing:
        return "Forge restricts a step trigger of every turn ('the end step') to its controller's turn"
    if kinds_ok:
        return "controller filter differs"
    if len(ours) != len(theirs):
        return "a different number of trigger events"
    return "event kind differs"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus")
    ap.add_argument("--show", type=int, default=0, help="examples to print per disagreement category")
    ap.add_argument("--category", default=None, help="only show examples for this category prefix")
    args = ap.parse_args(argv)
    corpus = corpus_dir(args.corpus)
    atomic = load_atomic(corpus)

    # parse every face, timed
    t0 = time.perf_counter()
    parsed: dict[str, list[tuple]] = {name: parse_card(name, faces) for name, faces in atomic.items()}
    elapsed = time.perf_counter() - t0
    n_faces = sum(len(v) for v in parsed.values())

    # coverage
    clean = sum(1 for v in parsed.values() for (_a, _f, probs) in v if not probs)
    cats: Counter = Counter()
    examples: dict[str, list[str]] = defaultdict(list)
    for name, v in parsed.items():
        for (_a, _f, probs) in v:
            for cat in {re.search(r"\[(\w+)\]", p).group(1) for p in probs}:
                cats[cat] += 1
                examples["coverage:" + cat].append(f"{name}: {probs[0]}")

    forge = load_forge(corpus)
    by_norm = {norm_name(k): k for k in atomic}
    tap_ok = tap_n = tap_active_ok = tap_active_n = 0
    tgt_ok = tgt_n = tgt_active_ok = tgt_active_n = 0
    col_ok = col_n = col_active_ok = col_active_n = 0
    trig = Counter()                          # kind_ok, both_ok, n, active, kind_active_ok, both_active_ok
    dis: dict[str, list[str]] = defaultdict(list)
    for fname, ffaces in forge.items():
        key = by_norm.get(norm_name(fname))
        if key is None:
            continue
        ours = our_facts(parsed[key])
        theirs = forge_facts(ffaces)
        names = [face_name(f) for f in atomic[key]] + [key] + [n.split(",")[0] for n in (face_name(f) for f in atomic[key])]
        changed = simplify(oracle_of(ffaces), names) != simplify("\n".join(f.get("text") or "" for f in atomic[key]), names)
        text = " || ".join((f.get("text") or "").replace("\n", " | ") for f in atomic[key])
        for metric, a, b in (("tap", ours["tap"], theirs["tap"]), ("targets", ours["targets"], theirs["targets"]),
                             ("colors", ours["colors"], theirs["colors"])):
            ok = a == b
            active = bool(a) and a != (0, 0) or bool(b) and b != (0, 0)
            if metric == "tap":
                tap_n += 1; tap_ok += ok; tap_active_n += active; tap_active_ok += ok and active
            elif metric == "targets":
                tgt_n += 1; tgt_ok += ok; tgt_active_n += active; tgt_active_ok += ok and active
            else:
                col_n += 1; col_ok += ok; col_active_n += active; col_active_ok += ok and active
            if not ok:
                fmt = (lambda x: "".join(sorted(x))) if metric == "colors" else str
                cat = categorize(metric, a, b, "\n".join(f.get("text") or "" for f in atomic[key]), changed)
                dis[f"{metric}: {cat}"].append(f"{key}: ours={fmt(a)} forge={fmt(b)}\n      {text[:300]}")
        ours_t, theirs_t = our_triggers(parsed[key]), forge_triggers(ffaces)
        kinds_ok = sorted(k for k, _ in ours_t) == sorted(k for k, _ in theirs_t)
        both_ok = ours_t == theirs_t
        active = bool(ours_t or theirs_t)
        trig.update({"n": 1, "kind_ok": kinds_ok, "both_ok": both_ok, "active": active,
                     "kind_active_ok": kinds_ok and active, "both_active_ok": both_ok and active})
        if not both_ok:
            cat = categorize_trigger(ours_t, theirs_t, "\n".join(f.get("text") or "" for f in atomic[key]), changed,
                                     kinds_ok, " ".join(f.get("type", "") for f in atomic[key]))
            dis[f"triggers: {cat}"].append(f"{key}: ours={ours_t} forge={theirs_t}\n      {text[:300]}")

    print(f"corpus: {corpus}")
    print(f"faces parsed: {n_faces} in {elapsed:.2f} s ({1e6 * elapsed / max(1, n_faces):.0f} us/face)")
    print(f"coverage (faces with every line assigned and understood): {pct(clean, n_faces)}")
    for cat, n in cats.most_common():
        print(f"  faces with a [{cat}] problem: {n}")
    print(f"cards compared with Forge: {tap_n}")
    print(f"  {{T}} abilities agree:        {pct(tap_ok, tap_n)}; among cards with a {{T}} ability on either side: {pct(tap_active_ok, tap_active_n)}")
    print(f"  targeting min/max agree:     {pct(tgt_ok, tgt_n)}; among cards that target on either side:    {pct(tgt_active_ok, tgt_active_n)}")
    print(f"  mana colours agree:          {pct(col_ok, col_n)}; among cards adding mana on either side:    {pct(col_active_ok, col_active_n)}")
    print(f"  trigger event kinds agree:   {pct(trig['kind_ok'], trig['n'])}; "
          f"among cards with a trigger on either side: {pct(trig['kind_active_ok'], trig['active'])}")
    print(f"  trigger kind + controller:   {pct(trig['both_ok'], trig['n'])}; "
          f"among cards with a trigger on either side: {pct(trig['both_active_ok'], trig['active'])}")
    print("disagreements by category (metric: why):")
    for cat in sorted(dis):
        print(f"  {cat}: {len(dis[cat])}")
    if args.show:
        for cat in sorted(set(dis) | set(examples)):
            if args.category and not cat.startswith(args.category):
                continue
            items = dis.get(cat) or examples.get(cat) or []
            print(f"\n== {cat} ({len(items)})")
            for line in items[: args.show]:
                print("   ", line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
