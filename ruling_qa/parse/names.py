"""Card-name normalisation shared by the index (stored keys) and every lookup (queries).

"Æther Vial", "Aether Vial" and "aether vial" meet at one key; so do "Lim-Dûl's Vault" and
"Lim-Dul’s Vault" (curly apostrophe), and "Fire/Ice", "Fire // Ice" and "fire//ice".
"""
from __future__ import annotations

import re
import unicodedata

_LIGATURES = str.maketrans({"æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ß": "ss",
                            "\u2018": "'", "\u2019": "'", "\u02bc": "'", "`": "'", "´": "'",
                            "\u201c": '"', "\u201d": '"', "\u2010": "-", "\u2011": "-", "\u2013": "-",
                            "\u2014": "-", "\u00a0": " "})
_SLASHES = re.compile(r"\s*/+\s*")
_SPACES = re.compile(r"\s+")


def normalize_name(name: str) -> str:
    """The lookup key of a card or face name: accents and ligatures folded, apostrophes and
    dashes straightened, split-card slashes written " // ", spacing collapsed, lower case."""
    folded = unicodedata.normalize("NFKD", name.translate(_LIGATURES))
    folded = "".join(ch for ch in folded if not unicodedata.combining(ch))
    folded = _SLASHES.sub(" // ", folded)
    return _SPACES.sub(" ", folded).strip().casefold()
