"""Card search queries in a subset of Scryfall's syntax -> a query tree (pure: text in, tree out).

    lightning bolt            name contains "lightning" and "bolt" (any order)
    "fire // ice"  !fireball  name contains the phrase / the name is exactly "Fireball"
    o:flying  o:"draw a card" Oracle text contains it (reminder text left out; o:~ is the card's name)
    fo:"enters tapped"        the full Oracle text, reminder text included
    t:goblin  t:"legendary creature"   the type line contains it
    kw:flying  kw:"first strike"       the card has that keyword ability
    mv>=3  cmc=0  pow>4  tou<=1  loy=3  comparisons: = : != < <= > >=
    c:rg   c=r   c<=uw  c:m  c:c       colours: at least / exactly / within; multicolour; colourless
    id:esper  id<=rg  id=c             colour identity (id: means within, as for a commander)
    produces:g  produces:c             mana its abilities can add
    is:mana-ability  is:targets  ...   parsed facts and layouts (see IS_VALUES)
    t:elf (c:g or c:w) -kw:flying      AND by default, `or`, `-` negates, parentheses group

`parse_card_query` raises `BadQuery` (a `BadInput`, HTTP 422) saying what was wrong and what
would work. `search_text` is the one text folding both the index and the query use.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ..errors import BadInput

MAX_QUERY_CHARS = 1000
MAX_TERMS = 40
MAX_DEPTH = 16


class BadQuery(BadInput):
    """A card search query that cannot be read (an unknown key, a bad value, an unclosed quote)."""

    code = "bad_query"


@dataclass(frozen=True)
class Term:
    """One condition: `key` (canonical: name, exact, oracle, oracle_self, full_oracle, type,
    keyword, mv, pow, tou, loy, color, identity, produces, is), the comparison `op` (one of
    = != < <= > >=, after `:` has been given its meaning) and the value (text lower-cased and
    folded; a number; colours as a string of WUBRG letters in that order; `m` for multicolour)."""

    key: str
    op: str
    value: str | float

    def describe(self) -> str:
        key, op, value = self.key, self.op, self.value
        if key in _TEXT_LABELS:
            return f'{_TEXT_LABELS[key]} "{value}"'
        if key == "keyword":
            return f'has the keyword "{value}"'
        if key == "is":
            return f"is {value}"
        if key in ("color", "identity", "produces"):
            label = {"color": "colours", "identity": "colour identity", "produces": "mana it adds"}[key]
            if value == "m":
                return "is multicoloured" if key == "color" else f"{label}: two or more colours"
            named = ", ".join(COLOR_NAMES[c] for c in str(value)) or "colourless"
            words = {"=": "exactly", ">=": "include", "<=": "within", ">": "include more than",
                     "<": "strictly within", "!=": "not exactly"}[op]
            return f"{label} {words} {named}"
        number = int(value) if isinstance(value, float) and value.is_integer() else value
        return f"{_NUMBER_LABELS[key]} {_OP_WORDS[op]} {number}"


@dataclass(frozen=True)
class Not:
    node: "Node"

    def describe(self) -> str:
        return f"not ({self.node.describe()})"


@dataclass(frozen=True)
class And:
    nodes: tuple["Node", ...]

    def describe(self) -> str:
        return " and ".join(f"({n.describe()})" if isinstance(n, Or) else n.describe() for n in self.nodes)


@dataclass(frozen=True)
class Or:
    nodes: tuple["Node", ...]

    def describe(self) -> str:
        return " or ".join(f"({n.describe()})" if isinstance(n, And) else n.describe() for n in self.nodes)


Node = Term | Not | And | Or

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colourless"}
# Scryfall's names for colour sets: colour words, guilds, shards, wedges, colleges, four colours.
COLOR_SETS = {
    "white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
    "azorius": "WU", "dimir": "UB", "rakdos": "BR", "gruul": "RG", "selesnya": "GW", "orzhov": "WB",
    "izzet": "UR", "golgari": "BG", "boros": "RW", "simic": "GU",
    "bant": "GWU", "esper": "WUB", "grixis": "UBR", "jund": "BRG", "naya": "RGW",
    "abzan": "WBG", "jeskai": "URW", "sultai": "BGU", "mardu": "RWB", "temur": "GUR",
    "silverquill": "WB", "prismari": "UR", "witherbloom": "BG", "lorehold": "RW", "quandrix": "GU",
    "chaos": "UBRG", "aggression": "WBRG", "altruism": "WURG", "growth": "WUBG", "artifice": "WUBR",
    "rainbow": "WUBRG", "wubrg": "WUBRG",
}
COLORLESS_WORDS = {"c", "colorless", "colourless"}
MULTICOLOR_WORDS = {"m", "multicolor", "multicolour", "multicolored", "multicoloured"}

# is:VALUE -> what it means (facts parsed from Oracle text at build time, or the card's layout)
IS_VALUES = {
    "mana-ability": "has a mana ability (605.1)",
    "targets": "has an ability or spell effect that targets (or is an Aura)",
    "triggered": "has a triggered ability",
    "activated": "has an activated ability (mana abilities included)",
    "tap-ability": "has an ability with {T} in its cost",
    "untap-ability": "has an ability with {Q} in its cost",
    "permanent": "its front face is a permanent card (artifact, battle, creature, enchantment, land, planeswalker)",
    "spell": "its front face is cast as a spell (not a land)",
    "vanilla": "a creature with no rules text",
    "split": "a split card", "flip": "a flip card", "transform": "a transforming double-faced card",
    "mdfc": "a modal double-faced card", "dfc": "a double-faced card (transform, modal or meld)",
    "meld": "a meld card", "adventure": "has an Adventure", "leveler": "a level up card",
    "multiface": "has more than one face",
}
IS_ALIASES = {"manaability": "mana-ability", "mana": "mana-ability", "target": "targets",
              "tap": "tap-ability", "untap": "untap-ability", "modal_dfc": "mdfc", "double-faced": "dfc",
              "doublefaced": "dfc", "multi-face": "multiface", "multifaced": "multiface"}

_KEYS = {
    "name": "name", "n": "name",
    "o": "oracle", "oracle": "oracle", "text": "oracle",
    "fo": "full_oracle", "fulloracle": "full_oracle",
    "t": "type", "type": "type",
    "kw": "keyword", "keyword": "keyword", "keywords": "keyword",
    "mv": "mv", "cmc": "mv", "manavalue": "mv",
    "pow": "pow", "power": "pow",
    "tou": "tou", "toughness": "tou",
    "loy": "loy", "loyalty": "loy",
    "c": "color", "color": "color", "colour": "color", "colors": "color", "colours": "color",
    "id": "identity", "identity": "identity", "ci": "identity", "commander": "identity",
    "produces": "produces",
    "is": "is",
}
SUPPORTED_KEYS = ["name:", "o:", "fo:", "t:", "kw:", "mv", "pow", "tou", "loy", "c:", "id:", "produces:", "is:"]
_TEXT_KEYS = {"name", "oracle", "full_oracle", "type", "keyword", "is"}
_TEXT_LABELS = {"name": "name contains", "exact": "name is", "oracle": "Oracle text contains",
                "oracle_self": "Oracle text contains", "full_oracle": "full Oracle text contains",
                "type": "type line contains"}
_NUMBER_LABELS = {"mv": "mana value", "pow": "power", "tou": "toughness", "loy": "loyalty"}
_OP_WORDS = {"=": "=", "!=": "≠", "<": "<", "<=": "≤", ">": ">", ">=": "≥"}
EXAMPLES = 'e.g. t:elf c:g mv<=2, o:"draw a card" -c:u, kw:flying (pow>=4 or tou>=5)'

_TOKEN = re.compile(r"""
    \s*(?:
      (?P<open>\()
    | (?P<close>\))
    | (?P<neg>-)(?=[^\s)])
    | (?P<key>[A-Za-z_]+)(?P<op>!=|<=|>=|:|=|<|>)(?:"(?P<kvq>[^"]*)(?P<kvq_end>"?)|(?P<kv>[^\s()"]*))
    | (?P<bang>!)?(?:"(?P<quoted>[^"]*)(?P<quoted_end>"?)|(?P<word>[^\s()"]+))
    )""", re.VERBOSE)
_REMINDER = re.compile(r"\s*\([^()]*\)")
_FOLD = {ord("\u2212"): "-", ord("\u2013"): "-", ord("\u2014"): "-", ord("\u2022"): "*", ord("\u2018"): "'", ord("\u2019"): "'",
         ord("\u201c"): '"', ord("\u201d"): '"', ord("Æ"): "ae", ord("æ"): "ae"}


def search_text(text: str) -> str:
    """Text as searches compare it: lower case, accents stripped, curly quotes, dashes and the
    minus sign straightened, bullets written "*" (the index's fields and query values both go
    through this)."""
    if text.isascii():
        return text.casefold()
    text = text.translate(_FOLD)
    if not text.isascii():
        text = "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
    return text.casefold()


def without_reminder_text(text: str) -> str:
    """Oracle text with parenthesised reminder text removed (what `o:` searches)."""
    return _REMINDER.sub("", text)


def parse_card_query(query: str) -> Node:
    """Read a query; raises BadQuery naming the problem and what would work."""
    if "\x00" in query:
        raise BadQuery("the search query contains a NUL byte; send plain text")
    if len(query) > MAX_QUERY_CHARS:
        raise BadQuery(f"the search query is {len(query):,} characters long; the limit is {MAX_QUERY_CHARS:,}")
    if not query.strip():
        raise BadQuery(f"the search query is empty; {EXAMPLES}")
    tokens = _tokens(query)
    if sum(kind == "term" for kind, _ in tokens) > MAX_TERMS:
        raise BadQuery(f"the search has more than {MAX_TERMS} conditions; use fewer")
    parser = _Parser(tokens)
    node = parser.expression(0)
    if parser.at < len(tokens):   # only a stray ")" stops an expression early
        raise BadQuery('the search has a ")" without a "(" before it; remove it or add the "("')
    return node


def _tokens(query: str) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    at = 0
    query = query.rstrip()
    while at < len(query):
        match = _TOKEN.match(query, at)
        if match is None or match.end() == at:    # pragma: no cover - every character matches something
            raise BadQuery(f"cannot read the search from {query[at:at + 20]!r}; {EXAMPLES}")
        at = match.end()
        group = match.group
        if group("open"):
            out.append(("(", None))
        elif group("close"):
            out.append((")", None))
        elif group("neg"):
            out.append(("-", None))
        elif group("key"):
            if group("kvq") is not None and not group("kvq_end"):
                raise BadQuery(f'the quote after {group("key")}{group("op")} is not closed; add the closing "')
            value = group("kvq") if group("kvq") is not None else group("kv")
            out.append(("term", _term(group("key"), group("op"), value or "", group("kvq") is not None)))
        else:
            quoted = group("quoted")
            if quoted is not None and not group("quoted_end"):
                raise BadQuery('a quote in the search is not closed; add the closing "')
            text = quoted if quoted is not None else group("word")
            if quoted is None and not group("bang") and text.casefold() in ("or", "and"):
                out.append((text.casefold(), None))
                continue
            value = search_text(text).strip()
            if not value:
                if quoted is not None:
                    continue
                raise BadQuery(f"cannot read {text!r} in the search; {EXAMPLES}")
            key = "exact" if group("bang") else "name"
            out.append(("term", Term(key, "=", value)))
    return out


def _term(raw_key: str, op: str, value: str, quoted: bool) -> Term:
    key = _KEYS.get(raw_key.casefold())
    if key is None:
        raise BadQuery(f"unknown search key {raw_key}{op}; the keys are {', '.join(SUPPORTED_KEYS)} "
                       f"(a name with {op} in it goes in quotes: \"{raw_key}{op}{value}\")", SUPPORTED_KEYS)
    if not value.strip():
        raise BadQuery(f"{raw_key}{op} needs a value, {_example(key)}")
    if key in _TEXT_KEYS:
        if op not in (":", "="):
            raise BadQuery(f"{raw_key} compares text: write {raw_key}:WORD or {raw_key}:\"a phrase\", not {raw_key}{op}")
        text = search_text(value).strip()
        if key == "is":
            text = IS_ALIASES.get(text, text)
            if text not in IS_VALUES:
                raise BadQuery(f"unknown is:{value}; supported: " + ", ".join(f"is:{v}" for v in IS_VALUES),
                               [f"is:{v}" for v in IS_VALUES])
        if key == "oracle" and "~" in text:
            key = "oracle_self"
        return Term(key, "=", text)
    op = "=" if op == ":" and key in _NUMBER_LABELS else op
    if key in _NUMBER_LABELS:
        try:
            number = float(value)
        except ValueError:
            raise BadQuery(f"{raw_key}{op}{value}: {raw_key} needs a number, {_example(key)}") from None
        if number != number or number in (float("inf"), float("-inf")):
            raise BadQuery(f"{raw_key}{op}{value}: {raw_key} needs a number, {_example(key)}")
        return Term(key, op, number)
    return _color_term(key, raw_key, op, value)


def _color_term(key: str, raw_key: str, op: str, value: str) -> Term:
    word = search_text(value).strip()
    if word in MULTICOLOR_WORDS:
        if op not in (":", "="):
            raise BadQuery(f"{raw_key}{op}{value}: multicolour is asked with {raw_key}:m")
        return Term(key, ">=", "m")
    if word in COLORLESS_WORDS and key != "produces":
        colors = ""
    elif word in COLOR_SETS:
        colors = COLOR_SETS[word]
    elif word and all(ch in "wubrgc" for ch in word) and (key == "produces" or "c" not in word):
        colors = word.upper()
    else:
        raise BadQuery(f"{raw_key}{op}{value}: {value!r} is not a colour; use letters w u b r g "
                       f"(c: colourless{'' if key == 'produces' else ', m: multicolour'}) or a name such as "
                       "red, azorius, esper, abzan", ["w", "u", "b", "r", "g", "c", "m"])
    order = "WUBRGC"
    colors = "".join(c for c in order if c in colors)
    if op == ":":
        # Scryfall: c:rg is "at least red and green"; id:rg "fits a red-green commander"; c:c is colourless
        op = "<=" if key == "identity" else ("=" if colors == "" else ">=")
    return Term(key, op, colors)


def _example(key: str) -> str:
    return {"name": "e.g. name:elves", "oracle": 'e.g. o:flying or o:"draw a card"', "full_oracle": 'e.g. fo:"enters tapped"',
            "type": "e.g. t:creature", "keyword": 'e.g. kw:flying or kw:"first strike"', "mv": "e.g. mv>=3",
            "pow": "e.g. pow>=4", "tou": "e.g. tou<=2", "loy": "e.g. loy=3", "color": "e.g. c:rg or c<=uw",
            "identity": "e.g. id:esper or id<=rg", "produces": "e.g. produces:g",
            "is": "e.g. is:mana-ability"}.get(key, EXAMPLES)


class _Parser:
    """expression := conjunction ("or" conjunction)*; conjunction := unary+ ("and" is optional);
    unary := "-" unary | "(" expression ")" | term."""

    def __init__(self, tokens: list[tuple[str, object]]):
        self.tokens, self.at = tokens, 0

    def peek(self) -> str | None:
        return self.tokens[self.at][0] if self.at < len(self.tokens) else None

    def expression(self, depth: int) -> Node:
        if depth > MAX_DEPTH:
            raise BadQuery(f"the search nests parentheses more than {MAX_DEPTH} deep")
        branches = [self.conjunction(depth)]
        while self.peek() == "or":
            self.at += 1
            branches.append(self.conjunction(depth))
        return branches[0] if len(branches) == 1 else Or(tuple(branches))

    def conjunction(self, depth: int) -> Node:
        parts: list[Node] = []
        while True:
            kind = self.peek()
            if kind == "and":
                self.at += 1
                if not parts:
                    raise BadQuery('"and" needs a condition on each side')
                continue
            if kind in (None, ")", "or"):
                break
            parts.append(self.unary(depth))
        if not parts:
            where = {"or": '"or"', ")": '")"', None: "the end"}[kind]
            raise BadQuery(f"a condition is missing before {where}; {EXAMPLES}")
        return parts[0] if len(parts) == 1 else And(tuple(parts))

    def unary(self, depth: int) -> Node:
        kind, value = self.tokens[self.at]
        self.at += 1
        if kind == "-":
            if self.peek() in (None, ")", "or", "and"):
                raise BadQuery('"-" must come right before the condition it negates, e.g. -t:creature')
            return Not(self.unary(depth + 1))
        if kind == "(":
            node = self.expression(depth + 1)
            if self.peek() != ")":
                raise BadQuery('a "(" in the search is not closed; add the ")"')
            self.at += 1
            return node
        assert isinstance(value, Term)
        return value
