"""ruling-qa: Magic: The Gathering rules questions answered from the Comprehensive Rules, Oracle
text and official rulings, offline.

    >>> from ruling_qa import RulingQA
    >>> RulingQA().card("spelskite")["card"]["name"]
    'Spellskite'

`RulingQA` (see `ruling_qa.api`) is imported on first use, so `import ruling_qa` stays cheap.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["RulingQA", "RulingQAError", "__version__"]

if TYPE_CHECKING:
    from .api import RulingQA
    from .errors import RulingQAError


def __getattr__(name: str) -> Any:
    if name == "RulingQA":
        from .api import RulingQA

        return RulingQA
    if name == "RulingQAError":
        from .errors import RulingQAError

        return RulingQAError
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("ruling-qa")
        except PackageNotFoundError:  # pragma: no cover - an uninstalled checkout
            return "0"
    raise AttributeError(f"module 'ruling_qa' has no attribute {name!r}")
