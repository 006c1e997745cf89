"""Card data (MTGJSON v5 AtomicCards and set files, Scryfall oracle-cards + rulings) -> Card records.

Pure: decoded JSON in, `Card` records (faces without parsed abilities) and problems out. Every
multi-face layout (split, aftermath, adventure, transform, modal_dfc, flip, meld) stays one card
with ordered faces; rulings attach to the card.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from typing import Iterable, Iterator

from ..models import Card, Face, Problem, Ruling

SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})
COLOR_ORDER = "WUBRG"


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """'Legendary Artifact Creature — Phyrexian Horror' -> (supertypes, types, subtypes) (205.1)."""
    left, _, right = type_line.partition("—")
    words = left.split()
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    return supertypes, types, tuple(right.split())


def _face_order(face: dict) -> str:
    return face.get("side") or "a"


def _ordered_colors(colors: Iterable[str]) -> tuple[str, ...]:
    present = set(colors or ())
    return tuple(c for c in COLOR_ORDER if c in present)


def _mtgjson_face(face: dict) -> Face:
    return Face(
        name=face.get("faceName") or face["name"],
        mana_cost=face.get("manaCost") or None,
        type_line=face.get("type", ""),
        oracle_text=face.get("text", ""),
        supertypes=tuple(face.get("supertypes", ())),
        types=tuple(face.get("types", ())),
        subtypes=tuple(face.get("subtypes", ())),
        power=face.get("power"),
        toughness=face.get("toughness"),
        loyalty=face.get("loyalty"),
        defense=face.get("defense"),
        colors=_ordered_colors(face.get("colors", ())),
        side=face.get("side"),
    )


def _rulings(raw: Iterable[dict], text_key: str = "text", date_key: str = "date") -> tuple[Ruling, ...]:
    seen: set[tuple[str, str]] = set()
    out = []
    for r in raw:
        text = (r.get(text_key) or "").strip()
        date = r.get(date_key) or ""
        key = (date, normalize_ruling_text(text))
        if text and key not in seen:
            seen.add(key)
            out.append(Ruling(date=date, text=text))
    return tuple(sorted(out, key=lambda r: r.date))


def normalize_ruling_text(text: str) -> str:
    """Ruling text compared with straight/curly quotes and spacing normalised (for de-duplication)."""
    return " ".join(text.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"').split()).lower()


def _card_from_mtgjson_faces(name: str, faces: list[dict]) -> Card:
    faces = sorted(faces, key=_face_order)
    oracle_id = (faces[0].get("identifiers") or {}).get("scryfallOracleId")
    rulings = _rulings(r for f in faces for r in f.get("rulings", ()))
    return Card(
        name=name,
        layout=faces[0].get("layout", "normal"),
        faces=tuple(_mtgjson_face(f) for f in faces),
        rulings=rulings,
        oracle_id=oracle_id,
        printings=tuple(sorted({str(code).upper() for code in faces[0].get("printings") or ()})),
        mana_value=_number(faces[0].get("manaValue")),
        color_identity=_ordered_colors(faces[0].get("colorIdentity", ())),
    )


def _number(value) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def cards_from_atomic(document: dict, source: str = "AtomicCards") -> tuple[list[Card], list[Problem]]:
    """MTGJSON v5 AtomicCards: {"meta": ..., "data": {card name: [face, ...]}}."""
    cards, problems = [], []
    data = document.get("data")
    if not isinstance(data, dict):
        return [], [Problem(source, None, 'no "data" object of card names: not an MTGJSON AtomicCards file')]
    for name, faces in data.items():
        if not isinstance(faces, list) or not faces or not all(isinstance(f, dict) for f in faces):
            problems.append(Problem(source, None, f"card {name!r}: expected a list of face objects"))
            continue
        try:
            cards.append(_card_from_mtgjson_faces(name, faces))
        except (KeyError, TypeError, AttributeError) as exc:
            problems.append(Problem(source, None, f"card {name!r}: malformed face ({exc})"))
    return cards, problems


def cards_from_set(document: dict, source: str = "set file") -> tuple[list[Card], list[Problem]]:
    """MTGJSON v5 set file: {"meta": ..., "data": {..., "cards": [printing, ...]}}.

    Printings of the same card (and the faces of a multi-face card) are grouped by name; the first
    printing's faces win."""
    data = document.get("data")
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        return [], [Problem(source, None, 'no "data.cards" list: not an MTGJSON set file')]
    by_name: dict[str, dict[str, dict]] = defaultdict(dict)
    for printing in data["cards"]:
        if not isinstance(printing, dict) or "name" not in printing:
            continue
        by_name[printing["name"]].setdefault(_face_order(printing), printing)
    cards = [_card_from_mtgjson_faces(name, list(faces.values())) for name, faces in by_name.items()]
    code = data.get("code")
    if isinstance(code, str) and code:   # a set file's printings lists hold the set itself
        cards = [replace(c, printings=tuple(sorted({*c.printings, code.upper()}))) for c in cards]
    return cards, []


def _scryfall_face(face: dict, card: dict) -> Face:
    type_line = face.get("type_line") or ""
    supertypes, types, subtypes = split_type_line(type_line)
    return Face(
        name=face.get("name", ""),
        mana_cost=face.get("mana_cost") or None,
        type_line=type_line,
        oracle_text=face.get("oracle_text", ""),
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        power=face.get("power"),
        toughness=face.get("toughness"),
        loyalty=face.get("loyalty"),
        defense=face.get("defense"),
        colors=_ordered_colors(face.get("colors", card.get("colors", ()))),
    )


def cards_from_scryfall(cards_doc: list, rulings_docs: Iterable[list] = (), source: str = "oracle-cards"
                        ) -> tuple[list[Card], list[Problem]]:
    """Scryfall oracle-cards bulk (card objects, `card_faces` for multi-face cards) joined to the
    rulings bulk on oracle_id."""
    if not isinstance(cards_doc, list):
        return [], [Problem(source, None, "expected a JSON array of Scryfall card objects")]
    rulings_by_id: dict[str, list[dict]] = defaultdict(list)
    for doc in rulings_docs:
        for r in doc if isinstance(doc, list) else ():
            if isinstance(r, dict) and r.get("oracle_id"):
                rulings_by_id[r["oracle_id"]].append(r)
    cards, problems = [], []
    for obj in cards_doc:
        if not isinstance(obj, dict) or obj.get("object") != "card" or "name" not in obj:
            problems.append(Problem(source, None, "skipped an entry that is not a Scryfall card object"))
            continue
        raw_faces = obj.get("card_faces") or [obj]
        faces = tuple(_scryfall_face(f, obj) for f in raw_faces)
        if len(faces) > 1:
            faces = tuple(replace(f, side="abcdefg"[i]) for i, f in enumerate(faces))
        oracle_id = obj.get("oracle_id") or (raw_faces[0].get("oracle_id") if raw_faces else None)
        cards.append(Card(
            name=obj["name"],
            layout=obj.get("layout", "normal"),
            faces=faces,
            rulings=_rulings(rulings_by_id.get(oracle_id or "", ()), "comment", "published_at"),
            oracle_id=oracle_id,
            mana_value=_number(obj.get("cmc")),
            color_identity=_ordered_colors(obj.get("color_identity", ())),
        ))
    return cards, problems


def merge_cards(sources: Iterable[Iterable[Card]]) -> Iterator[Card]:
    """Cards from several sources, the first source to name a card winning; rulings are united
    (the same ruling from two sources kept once), and so are printings."""
    merged: dict[str, Card] = {}
    for cards in sources:
        for card in cards:
            key = card.name.casefold()
            first = merged.get(key)
            if first is None:
                merged[key] = card
                continue
            extra = _rulings([r.to_dict() for r in first.rulings + card.rulings])
            if len(extra) != len(first.rulings):
                merged[key] = replace(first, rulings=extra, oracle_id=first.oracle_id or card.oracle_id)
            printings = tuple(sorted({*merged[key].printings, *card.printings}))
            if printings != merged[key].printings:
                merged[key] = replace(merged[key], printings=printings)
    return iter(merged.values())
