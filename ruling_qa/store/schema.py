"""The knowledge base's tables, FTS5 index and meta keys. Bump SCHEMA_VERSION on any change."""
from __future__ import annotations

from typing import TYPE_CHECKING

# Only a build creates tables: lookups read the constants below, and importing sqlite_utils (numpy
# comes with it) would add a tenth of a second to every command's start.
if TYPE_CHECKING:
    import sqlite_utils

SCHEMA_VERSION = 6                   # 6: activated keyword abilities (equip, cycling) are searchable with kw:

# One FTS5 table ranks rules, glossary entries and rulings together with BM25; the porter stemmer
# lets "tapped for mana" find "tap ... for mana".
SEARCH_TOKENIZER = "porter unicode61 remove_diacritics 2"


def create(db: sqlite_utils.Database) -> None:
    db.table("meta").create({"key": str, "value": str}, pk="key")
    db.table("rules").create(
        {"number": str, "seq": int, "level": str, "parent": str, "text": str, "examples": str,
         "refs": str, "line": int},
        pk="number",
    )
    db.table("rules").create_index(["parent", "seq"])
    db.table("rule_refs").create({"source": str, "target": str})
    db.table("rule_refs").create_index(["target"])
    db.table("glossary").create({"id": int, "term": str, "names": str, "text": str, "refs": str}, pk="id")
    db.table("glossary_names").create({"norm": str, "entry_id": int, "name": str})
    db.table("glossary_names").create_index(["norm"])
    # data: the card's JSON (faces, Oracle text, parsed abilities), zlib-compressed.
    db.table("cards").create({"id": int, "name": str, "layout": str, "oracle_id": str, "data": bytes}, pk="id")
    db.table("card_names").create({"norm": str, "card_id": int, "surface": str, "kind": str})
    db.table("card_names").create_index(["norm"])
    db.table("rulings").create({"id": int, "card_id": int, "date": str, "text": str}, pk="id")
    db.table("rulings").create_index(["card_id", "date"])
    # One row per card for card search (store.card_search.search_row): folded names, Oracle text
    # and type line, mana value, colours, keywords, printed numbers and parsed facts.
    db.table("card_search").create({"card_id": int, "name": str, "names": str, "oracle_self": str,
                                    "full_oracle": str, "type_line": str, "mana_value": float, "colors": str,
                                    "identity": str, "keywords": str, "powers": str, "toughnesses": str,
                                    "loyalties": str, "produces": str, "facts": str},
                                   pk="card_id")
    # The concept index built from the CR (parse.concepts): stemmed concept name -> rule, and each
    # ruling's tags (JSON lists): the rules it is about, the concept keys it names, the other cards
    # it names.
    db.table("concepts").create({"key": str, "name": str, "number": str, "weight": float, "source": str})
    db.table("concepts").create_index(["key"])
    db.table("ruling_tags").create({"ruling_id": int, "rules": str, "concepts": str, "cards": str}, pk="ruling_id")
    # `search` holds every rule, glossary entry and ruling; `rule_search` only the rules and glossary
    # entries, so rule-only searches (the citations of an answer) never score 48,000 rulings.
    for table in SEARCH_TABLES:
        db.execute(
            f"CREATE VIRTUAL TABLE {table} USING fts5("
            "kind UNINDEXED, ref UNINDEXED, title, body, "
            f"tokenize = '{SEARCH_TOKENIZER}')"
        )


SEARCH_TABLES = ("search", "rule_search")
EXPORTABLE = ("rules", "glossary", "cards", "rulings")
