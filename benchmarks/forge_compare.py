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

    print(f"corpus: {corpus}")
    print(f"faces parsed: {n_faces} in {elapsed:.2f} s ({1e6 * elapsed / max(1, n_faces):.0f} us/face)")
    print(f"coverage (faces with every line assigned and understood): {pct(clean, n_faces)}")
    for cat, n in cats.most_common():
        print(f"  faces with a [{cat}] problem: {n}")
    print(f"cards compared with Forge: {tap_n}")
    print(f"  {{T}} abilities agree:        {pct(tap_ok, tap_n)}; among cards with a {{T}} ability on either side: {pct(tap_active_ok, tap_active_n)}")
    print(f"  targeting min/max agree:     {pct(tgt_ok, tgt_n)}; among cards that target on either side:    {pct(tgt_active_ok, tgt_active_n)}")
    print(f"  mana colours agree:          {pct(col_ok, col_n)}; among cards adding mana on either side:    {pct(col_active_ok, col_active_n)}")
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
