"""Card-name normalisation shared by the index (stored keys) and every lookup (queries).

"Æther Vial", "Aether Vial" and "aether vial" meet at one key; so do "Lim-Dûl's Vault" and
"Lim-Dul’s Vault" (curly apostrophe), and "Fire/Ice", "Fire // Ice" and "fire//ice". The character
folding is the question reader's own (`parse.nlp.fold`, which imports no spaCy), so a name the
reader finds is always a name the index knows.
"""
from __future__ import annotations

import re

from .nlp import fold

_SLASHES = re.compile(r"\s*/+\s*")
_SPACES = re.compile(r"\s+")


def normalize_name(name: str) -> str:
    """The lookup key of a card or face name: accents and ligatures folded, apostrophes and
    dashes straightened, split-card slashes written " // ", spacing collapsed, lower case."""
    return _SPACES.sub(" ", _SLASHES.sub(" // ", fold(name))).strip().casefold()
