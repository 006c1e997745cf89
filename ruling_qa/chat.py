"""Chat messages in, replies ready to post out: what `POST /message` does.

A message is read the way players write to judgebot-style bots. Anywhere in it, any number of:

    [[Card Name]]              the card: mana cost, type line, Oracle text, a link to Scryfall
    [[Card Name|rulings]]      its official rulings, dated
    [[Card Name|M10]]          the card, and whether it was printed in that set
    {{702.19b}}                the rule (with its subrules when they are short)
    !card NAME                 the card (a nickname works: `!card bob`, `[[goyf]]`)
    !ruling NAME [N]           its rulings, or only the Nth (`!rulings` too)
    !cr 702.19B | !cr TERM     the rule (any letter case); a term gives its glossary entry
    !ex 702.19b                the rule's examples
    !define TERM               the glossary entry (`!define SBA`: abbreviations work)
    !ask QUESTION, !help

and whatever else the message says, when it is a question, is answered like `ruling-qa ask`,
with the cards it references named in it (`<@bot> can [[Llanowar Elves]] tap for mana the turn
it comes in?`). The answer comes first, then every reference in order; a reference made twice
is answered once.

The reply is a list of `messages`, each within Discord's 2,000 characters, split between
references, paragraphs or rulings (never inside a word), at most `max_messages` of them: when the
whole reply would need more, the longest parts are shortened first, and every reference keeps at
least its heading line and link. `embeds` has the same content as embed-shaped objects (title,
url, description, fields) for bots that post embeds. Cards link to Scryfall by Oracle id (by exact
name when the card data has none); rules and glossary terms link to the web reference at
RULING_QA_PUBLIC_URL when it is set. Unknown names get a line with suggestions, not an error.

`parse`, the `render_*` functions and `pack` are pure; `reply` runs the lookups through any object
with the `RulingQA` verbs.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Protocol
from urllib.parse import quote

from .errors import BadInput, InputTooLarge, RulingQAError

LIMIT = 2000                 # Discord's message limit (counted in UTF-16 code units, to be safe)
MAX_MESSAGE_CHARS = 4000
MAX_REFERENCES = 20
DEFAULT_MAX_MESSAGES = 3
MAX_MESSAGES = 10
MAX_RULINGS_IN_ANSWER = 2
RULE_SECTION_BUDGET = 1400   # subrules are shown while the rule's section stays under this
PUBLIC_URL_ENV = "RULING_QA_PUBLIC_URL"
SCRYFALL_SEARCH = "https://scryfall.com/search?q="
# Discord's embed limits
EMBED_TITLE, EMBED_DESCRIPTION, EMBED_FIELDS, EMBED_FIELD_NAME, EMBED_FIELD_VALUE, EMBED_TOTAL = (
    256, 4096, 25, 256, 1024, 6000)

_CARD = re.compile(r"\[\[([^\[\]\n]{1,200}?)\]\]")
_RULE = re.compile(r"\{\{([^{}\n]{1,40}?)\}\}")
_COMMAND = re.compile(r"(?<![\w!])!([A-Za-z]+)\b")
_RULE_NUMBER = re.compile(r"^\d{1,3}(?:\.\d+[a-z]{0,2})?\.?$", re.IGNORECASE)
_SET_CODE = re.compile(r"^[A-Za-z0-9]{2,6}$")
_RULINGS_OPTIONS = {"rulings", "ruling", "r", "rules"}
_CARD_OPTIONS = {"card", "oracle", "text", "o", "t"}
_COMMANDS = {"cr": "rule", "rule": "rule", "define": "define", "def": "define", "glossary": "define",
             "card": "card", "c": "card", "ruling": "rulings", "rulings": "rulings", "ex": "examples",
             "example": "examples", "examples": "examples", "ask": "ask", "help": "help"}
_ARGUMENT_END = re.compile(r"\n|[!?]|\.(?=\s|$)|\[\[|\{\{|(?<![\w!])![A-Za-z]")
_TRAILING_FILLER = re.compile(r"(?:[\s,;:]+(?:and|or|&|vs\.?|versus|plus|also|then|pls|please|plz|"
                              r"thanks|thx|ty|too)\b)+[\s,;:]*$", re.IGNORECASE)
_DISCORD_TOKEN = re.compile(r"<[@#][!&]?\d+>|<a?:\w+:\d+>|@everyone|@here", re.IGNORECASE)
_MARKDOWN_EDGES = "*_~`|\"'“”‘’()<>[]{} \t,;:"
_MARKDOWN = re.compile(r"([\\*_~`|])")
_MENTION = re.compile(r"@(everyone|here)|<@", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?;:)](?=\s)")
_WORDS = re.compile(r"[A-Za-z][A-Za-z'’]+")
# Words that make no question by themselves: "hey, what does [[X]] do?" asks for the card.
_FILLER = frozenset("""
    a about also am an and any anyone are at bot can card cards check did do does doing exactly for
    from get got hello help hey hi how i in is it its it's look looks lookup me mean means my of on or
    please pls plz quick quickly read rule rules ruling rulings say says see show so text thank thanks
    that the these this those thx to ty up vs what what's whats with work works yo you your oracle
    then next plus too both all lol lmao cheers guys folks everyone judge judges question quick hmm ok
    okay cool nice great sorry ping here there wat wut just like anybody someone explain are was
    were example examples definition define
    """.split())
VERDICT = {"yes": "Yes.", "no": "No.", "depends": "It depends."}

HELP = ("Ask me a rules question in plain English, or write anywhere in a message: `[[Card Name]]` "
        "(the card; nicknames work), `[[Card Name|rulings]]` (its rulings), `[[Card Name|M10]]` "
        "(was it printed in that set?), `{{702.19b}}` or `!cr 702.19b` (a rule; `!cr deathtouch` "
        "gives the glossary), `!ex 702.19b` (the rule's examples), `!ruling Card Name 2` (one "
        "ruling), `!card Card Name`, `!define SBA` (the glossary; abbreviations work).")


@dataclass(frozen=True)
class Reference:
    """One thing a message asks for: kind is card, rulings, rule, examples, define, ask or help.

    `option` is a card's set code ([[Card|M10]]) or the number of one ruling (!ruling Card 2);
    `loose` marks a name read from a command's words (!card bob please), which may run on past
    the name."""

    kind: str
    text: str
    option: str = ""
    loose: bool = field(default=False, compare=False)


class Verbs(Protocol):  # what `reply` needs of a RulingQA
    def card(self, name: str) -> dict: ...
    def rule(self, number: str) -> dict: ...
    def define(self, term: str) -> dict: ...
    def ask(self, question: str) -> dict: ...


# --- reading a message --------------------------------------------------------------------------

def _check(message: str) -> None:
    if "\x00" in message:
        raise BadInput("the message contains a NUL byte; send plain text")
    if len(message) > MAX_MESSAGE_CHARS:
        raise InputTooLarge(f"the message is {len(message):,} characters long; the limit is {MAX_MESSAGE_CHARS:,}")
    if not message.strip():
        raise BadInput("the message is empty")


def _clean(text: str) -> str:
    """A command's words without markdown around them, nor a trailing 'and', 'please', ','."""
    text = text.strip(_MARKDOWN_EDGES)
    while True:
        shorter = _TRAILING_FILLER.sub("", " " + text).strip(_MARKDOWN_EDGES)
        if shorter == text:
            return text
        text = shorter


def _rule_or_term(text: str) -> str:
    """`!cr` words: a rule number (letters lower-cased: 702.19B is 702.19b), else the term as written."""
    first = text.split()[0].strip(",;:!?()*_`") if text.split() else ""
    if _RULE_NUMBER.match(first):
        return first.lower().rstrip(".")
    return text


def _card_reference(inside: str) -> Reference | None:
    name, bar, option = inside.partition("|")
    name, option = name.strip(), option.strip()
    if not name:
        return None
    if bar and option.lower() in _RULINGS_OPTIONS:
        return Reference("rulings", name)
    if bar and option.isdigit():
        return Reference("rulings", name, option)
    if bar and _SET_CODE.match(option) and option.lower() not in _CARD_OPTIONS:
        return Reference("card", name, option.upper())
    return Reference("card", name)


def _command(message: str, m: re.Match) -> tuple[Reference, int] | None:
    """The command at `m` and where its words end; None for an unknown word mid-sentence."""
    word = m[1].lower()
    kind = _COMMANDS.get(word)
    before = message[:m.start()].rsplit("\n", 1)[-1]
    at_line_start = not _DISCORD_TOKEN.sub("", before).strip(" \t>*_~`|")
    if kind is None:
        return (Reference("help", f"!{m[1]}"), m.end()) if at_line_start else None
    if kind == "help":
        return Reference("help", ""), m.end()
    if kind == "ask":
        end = message.find("\n", m.end())
        end = len(message) if end < 0 else end
    else:
        stop = _ARGUMENT_END.search(message, m.end())
        end = stop.start() if stop else len(message)
    words = message[m.end():end]
    text = words.strip() if kind == "ask" else _clean(words)
    if not text:
        return Reference("help", f"!{m[1]} needs something after it"), end
    option = ""
    if kind == "rule":
        text = _rule_or_term(text)
    elif kind == "examples":
        text = _rule_or_term(text)
    elif kind == "rulings":
        number = re.search(r"\s+#?(\d{1,3})$", text)
        if number:
            text, option = text[:number.start()].strip(), number[1]
    return Reference(kind, text, option, loose=kind in ("card", "rulings")), end


def _question(message: str, spans: list[tuple[int, int, str]]) -> str | None:
    """What the message asks besides its references, with each [[card]] written as its name; None
    when what is left is no question ("hey, what does [[X]] do?" asks for the card)."""
    pieces, at = [], 0
    for start, end, replacement in sorted(spans):
        if start < at:
            continue
        pieces += [message[at:start], replacement]
        at = end
    pieces.append(message[at:])
    text = _DISCORD_TOKEN.sub(" ", "".join(pieces))
    text = re.sub(r"(?m)^[ \t]*>+[ \t]?", "", text)            # quoted lines
    text = re.sub(r"[*_~`|]+", "", text)                       # markdown
    text = " ".join(text.split()).strip(" ,;:-")
    names = {w.lower() for _, _, r in spans for w in _WORDS.findall(r)}
    content = {w.lower() for w in _WORDS.findall(text)} - _FILLER - names
    if len(content) >= 2 or (content and "?" in text):
        return text
    return None


def parse(message: str) -> list[Reference]:
    """The references in a message, in order, a question first when the message asks one beside
    them; a message with no reference is one question. The same reference twice is kept once."""
    _check(message)
    found: list[tuple[int, Reference]] = []
    spans: list[tuple[int, int, str]] = []        # (start, end, what the question reads there)
    for m in _CARD.finditer(message):
        ref = _card_reference(m[1])
        if ref:
            found.append((m.start(), ref))
            spans.append((m.start(), m.end(), ref.text))
    for m in _RULE.finditer(message):
        if m[1].strip():
            found.append((m.start(), Reference("rule", _rule_or_term(m[1].strip()))))
            spans.append((m.start(), m.end(), ""))
    for m in _COMMAND.finditer(message):
        if any(start <= m.start() < end for start, end, _ in spans):
            continue                               # "!" inside a [[...]] or {{...}}
        command = _command(message, m)
        if command is None:
            continue
        ref, end = command
        found.append((m.start(), ref))
        spans.append((m.start(), end, ""))
    if not found:
        question = " ".join(_DISCORD_TOKEN.sub(" ", message).split())    # "<@bot> can ..." asks "can ..."
        return [Reference("ask", question) if question else Reference("help", "")]
    refs = list(dict.fromkeys(ref for _, ref in sorted(found, key=lambda item: item[0])))
    if not any(ref.kind == "ask" for ref in refs):
        asked = _question(message, spans)
        if asked:
            refs.insert(0, Reference("ask", asked))
    return refs


# --- links --------------------------------------------------------------------------------------

def public_url(configured: str | None = None) -> str | None:
    """The web reference's base URL (RULING_QA_PUBLIC_URL), or None when unset or not http(s)."""
    url = (configured if configured is not None else os.environ.get(PUBLIC_URL_ENV, "")).strip().rstrip("/")
    return url if re.match(r"^https?://[^\s<>]+$", url) else None


def card_url(card: dict, set_code: str = "") -> str:
    """The card's Scryfall page: a search by Oracle id (one result opens the card), or by exact name."""
    oracle_id = card.get("oracle_id")
    query = f"oracleid:{oracle_id}" if oracle_id else f'!"{card.get("name", "")}"'
    if set_code:
        return SCRYFALL_SEARCH + quote(f"{query} set:{set_code.lower()}", safe="") + "&unique=prints"
    return SCRYFALL_SEARCH + quote(query, safe="")


def rule_url(number: str, base: str | None) -> str | None:
    """A rule on the web reference (the pages of `ruling_qa.web`: /r/702.19, a subrule an anchor there)."""
    if not base:
        return None
    m = re.match(r"^(\d{3}\.\d+)[a-z]+$", number)
    return f"{base}/r/{m[1]}#{number}" if m else f"{base}/r/{number}"


def term_url(term: str, base: str | None) -> str | None:
    return f"{base}/g/{quote(term, safe='')}" if base else None


def _link(label: str, url: str | None) -> str:
    """Bold label, linked when there is a url (angle brackets: no preview card under the message)."""
    return f"**[{label}](<{url}>)**" if url else f"**{label}**"


# --- rendering api results (pure) ---------------------------------------------------------------

def escape(text: str) -> str:
    """Markdown-safe text (Discord): * _ ~ ` | and \\ are escaped."""
    return _MARKDOWN.sub(r"\\\1", text)


def _matched(match: dict) -> str:
    if match.get("match") in ("fuzzy", "partial", "nickname", "abbreviation"):
        return f" (for “{escape(match['query'])}”)"
    return ""


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def cards_as_of(sources: dict | None) -> str:
    """The card data's month ("2026-04"), read from its version, or "an unknown date"."""
    version = str((sources or {}).get("card_data_version") or "")
    m = re.search(r"\((\d{4}-\d{2})-\d{2}\)", version) or re.search(r"(?<!\d)(\d{4})(\d{2})\d{2}(?!\d)", version)
    if not m:
        return "an unknown date"
    return m[1] if m.lastindex == 1 else f"{m[1]}-{m[2]}"


def no_rulings(result: dict) -> str:
    return f"no rulings in this data (cards as of {cards_as_of(result.get('sources'))})"


@dataclass
class Section:
    """One reference's reply: blocks of markdown (the first is its heading), a shorter form, the
    embed, and the api result (or error object) it was made from."""

    ref: Reference
    blocks: list[str]
    part: dict
    title: str = ""
    url: str | None = None
    short: list[str] = field(default_factory=list)
    embed: dict = field(default_factory=dict)
    key: tuple = ()


def _face_line(face: dict, name: str) -> str:
    bits = [name]
    if face.get("mana_cost"):
        bits.append(escape(face["mana_cost"]))
    if face.get("type_line"):
        bits.append(escape(face["type_line"]))
    if face.get("power") is not None and face.get("toughness") is not None:
        bits.append(escape(f"{face['power']}/{face['toughness']}"))
    elif face.get("loyalty"):
        bits.append(f"Loyalty {escape(face['loyalty'])}")
    elif face.get("defense"):
        bits.append(f"Defense {escape(face['defense'])}")
    return " · ".join(bits)


def _printed(card: dict, set_code: str) -> str:
    """Whether the card was printed in the set [[Card|SET]] named."""
    printings = [str(p).upper() for p in card.get("printings") or ()]
    name = escape(card["name"])
    if not printings:
        return f"❓ The card data here lists no printings for {name}, so I can't check {escape(set_code)}."
    listed = ", ".join(printings[:40]) + (f", … ({len(printings)} sets)" if len(printings) > 40 else "")
    if set_code.upper() in printings:
        return f"Printed in {escape(set_code)} ({_plural(len(printings), 'set')} in all)."
    return f"❓ {name} was not printed in {escape(set_code)}; its sets: {listed}."


def render_card(result: dict, set_code: str = "") -> list[str]:
    """A card as blocks: the heading (with the Scryfall link), each face with its Oracle text, the
    set check when asked, and how many rulings it has."""
    card = result["card"]
    faces = card["faces"]
    url = card_url(card, set_code)
    blocks = []
    several = len(faces) > 1
    if several:
        layout = card.get("layout")
        blocks.append(f"**{escape(card['name'])}**{_matched(result['match'])}"
                      + (f" ({escape(layout)})" if layout and layout != "normal" else "") + f" · [Scryfall](<{url}>)")
    for face in faces:
        head = _face_line(face, f"**{escape(face['name'])}**" + ("" if several else _matched(result["match"])))
        if not several:
            head += f" · [Scryfall](<{url}>)"
        blocks.append(head + (f"\n{escape(face['oracle_text'])}" if face.get("oracle_text") else ""))
    if set_code:
        blocks.append(_printed(card, set_code))
    count = len(card.get("rulings", ()))
    blocks.append(f"{_plural(count, 'ruling')} · `[[{card['name']}|rulings]]`" if count else
                  no_rulings(result)[:1].upper() + no_rulings(result)[1:] + ".")
    return blocks


def render_rulings(result: dict, number: str = "") -> list[str]:
    """A card's rulings as blocks: a heading, then one block per ruling (or only the Nth)."""
    card = result["card"]
    rulings = card.get("rulings", [])
    head = f"**{escape(card['name'])}**{_matched(result['match'])} — "
    link = f" · [Scryfall](<{card_url(card)}>)"
    if not rulings:
        return [head + no_rulings(result) + link]
    if number:
        n = int(number)
        if not 1 <= n <= len(rulings):
            return [head + f"❓ {_plural(len(rulings), 'ruling')}; ask for one from 1 to {len(rulings)}" + link]
        chosen = rulings[n - 1]
        return [head + f"ruling {n} of {len(rulings)}" + link, f"• {chosen['date']} — {escape(chosen['text'])}"]
    return [head + _plural(len(rulings), "ruling") + link] + [f"• {r['date']} — {escape(r['text'])}" for r in rulings]


def _rule_line(rule: dict, base: str | None = None) -> str:
    return f"{_link(rule['number'], rule_url(rule['number'], base))} {escape(rule['text'])}"


def render_rule(result: dict, base: str | None = None) -> list[str]:
    """A rule as blocks: its text, its first example when short, its subrules while they fit."""
    rule = result["rule"]
    blocks = [_rule_line(rule, base)]
    used = len(blocks[0])
    for example in rule.get("examples", ())[:1]:
        line = f"> {escape(example)}"
        if used + len(line) < RULE_SECTION_BUDGET // 2:
            blocks.append(line)
            used += len(line)
    children = result.get("children", [])
    shown = 0
    for child in children:
        line = _rule_line(child, base)
        if used + len(line) > RULE_SECTION_BUDGET:
            break
        blocks.append(line)
        used += len(line)
        shown += 1
    rest = children[shown:]
    if rest:
        numbers = ", ".join(c["number"] for c in rest[:12]) + (", …" if len(rest) > 12 else "")
        blocks.append(f"{'More subrules' if shown else 'Subrules'}: {numbers} (`!cr {rest[0]['number']}`)")
    return blocks


def render_examples(result: dict, base: str | None = None) -> list[str]:
    """A rule's examples (or, when it has none, its subrules' examples), each a block."""
    rule = result["rule"]
    own = [(rule["number"], e) for e in rule.get("examples", ())]
    found = own or [(c["number"], e) for c in result.get("children", []) for e in c.get("examples", ())]
    head = f"Examples of {_link(rule['number'], rule_url(rule['number'], base))}"
    if not found:
        return [f"{_link(rule['number'], rule_url(rule['number'], base))} has no examples in the "
                f"Comprehensive Rules; `!cr {rule['number']}` shows the rule."]
    return [head + ("" if own else " (from its subrules)")] + [
        "> " + ("" if own else f"**{number}** ") + escape(example) for number, example in found]


def render_define(result: dict, base: str | None = None, query: str = "") -> list[str]:
    entry = result["entry"]
    shown = f" (for “{escape(query)}”)" if query and result.get("match") in ("fuzzy", "abbreviation") else ""
    blocks = [f"{_link(escape(entry['term']), term_url(entry['term'], base))}{shown} — {escape(entry['text'])}"]
    if result.get("rules"):
        blocks.append("Rules: " + "; ".join(f"{_link(r['number'], rule_url(r['number'], base))} "
                                            f"{escape(r['text'][:120])}" for r in result["rules"]))
    return blocks


_SAYS_VERDICT = re.compile(r"(yes|no|it depends)\b[.:,;!]?\s*", re.IGNORECASE)


def render_answer(result: dict, base: str | None = None) -> str:
    """Verdict line (with the prose), one or two rulings, the rules cited (with their text when
    there is no computed verdict: they are then the answer)."""
    verdict = result.get("verdict")
    prose = (result.get("answer") or "").strip()
    prose = prose[:1].upper() + prose[1:]
    label = f"{result['value']}." if result.get("value") else VERDICT.get(verdict or "", "No computed answer.")
    said = _SAYS_VERDICT.match(prose)
    if verdict and said and said[1].lower() == label.rstrip(".").lower():
        head = f"**{escape(prose[:said.end()].strip())}** {escape(prose[said.end():])}"   # "Yes: ..." as is
    elif not verdict and "computed answer" in prose.lower():
        head = escape(prose)
    else:
        head = f"**{label}** {escape(prose)}"
    lines = ([f"_Read as: {escape(result['read_as'])}_"] if result.get("read_as") else []) + [head.rstrip()]
    citations = result.get("citations") or {}
    for ruling in (citations.get("rulings") or [])[:MAX_RULINGS_IN_ANSWER]:
        lines.append(f"> {escape(ruling['card'])} ruling ({ruling['date']}): {escape(ruling['text'])}")
    rules = [r for r in citations.get("rules") or [] if r.get("number")]
    shown = 0 if verdict or result.get("value") else 2
    for rule in rules[:shown]:
        text = rule.get("text") or ""
        lines.append(f"{_link(rule['number'], rule_url(rule['number'], base))} "
                     f"{escape(text if len(text) <= 300 else text[:300].rsplit(' ', 1)[0] + ' …')}")
    numbers = list(dict.fromkeys(r["number"] for r in rules[shown:]))
    if numbers:
        lines.append(("Rules: " if not shown else "More rules: ") + ", ".join(numbers))
    return "\n".join(lines)


def render_error(ref: Reference, error: dict) -> str:
    message = error.get("error") or "something went wrong"
    message = message[:1].upper() + message[1:]
    line = f"❓ {escape(message)}" + ("" if message.endswith((".", "?", "!")) else ".")
    suggestions = error.get("suggestions") or []
    if suggestions and ref.kind in ("card", "rulings"):
        option = "|rulings" if ref.kind == "rulings" else (f"|{ref.option}" if ref.option else "")
        line += f" Try `[[{suggestions[0]}{option}]]`."
    elif suggestions and ref.kind in ("rule", "examples") and error.get("code") == "unknown_rule":
        line += f" Try `{{{{{suggestions[0]}}}}}`."
    elif suggestions and error.get("code") == "unknown_term":
        line += f" Try `!define {suggestions[0]}`."
    return line


def render_help(ref: Reference) -> str:
    if not ref.text:
        return HELP
    if " " in ref.text:
        return f"❓ {escape(ref.text)}; `!help` shows what I answer."
    return f"❓ `{ref.text}` is not a command I know; `!help` shows what I answer."


# --- embeds (the same content, shaped for bots that post embeds) ---------------------------------

def _clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return _clean_cut(text[: limit - 2]) + " …"


def embed(title: str, url: str | None, description: str, fields: list[tuple[str, str]], footer: str = "") -> dict:
    """An embed-shaped object within Discord's limits (title 256, description 4,096, 25 fields of
    256 + 1,024, 6,000 in all); fields past the limits are counted in the footer."""
    out: dict = {"title": _clip(title, EMBED_TITLE)}
    if url:
        out["url"] = url
    out["description"] = _clip(description, EMBED_DESCRIPTION)
    used = len(out["title"]) + len(out["description"]) + len(footer) + 40
    shaped: list[dict] = []
    for name, value in fields:
        name, value = _clip(name or "\u200b", EMBED_FIELD_NAME), _clip(value or "\u200b", EMBED_FIELD_VALUE)
        if len(shaped) >= EMBED_FIELDS or used + len(name) + len(value) > EMBED_TOTAL:
            break
        used += len(name) + len(value)
        shaped.append({"name": name, "value": value, "inline": False})
    out["fields"] = shaped
    left = len(fields) - len(shaped)
    note = f"{left} more in the message text" if left else ""
    text = " · ".join(t for t in (footer, note) if t)
    if text:
        out["footer"] = {"text": text}
    return out


def _plain(markdown: str) -> str:
    return re.sub(r"\*\*\[([^\]]*)\]\(<[^>]*>\)\*\*", r"\1", markdown).replace("**", "")


# --- fitting the limit --------------------------------------------------------------------------

def units(text: str) -> int:
    """Length as Discord counts it, conservatively: UTF-16 code units."""
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def _prefix_within(text: str, budget: int) -> str:
    cut = text[:budget]
    while units(cut) > budget:
        cut = cut[: len(cut) - max(1, (units(cut) - budget) // 2)]
    return cut


def _clean_cut(text: str) -> str:
    """`text` shortened to its last line end, else its last sentence end, else its last space."""
    at = text.rfind("\n")
    if at >= len(text) // 2:
        return text[:at].rstrip()
    ends = list(_SENTENCE_END.finditer(text + " "))
    if ends and ends[-1].end() >= len(text) // 3:
        return text[: ends[-1].end()].rstrip()
    at = text.rfind(" ")
    return (text[:at] if at > 0 else text).rstrip()


def split_block(text: str, limit: int = LIMIT) -> list[str]:
    """A block longer than `limit` in pieces, cut at line, sentence or word ends."""
    pieces = []
    while units(text) > limit:
        piece = _clean_cut(_prefix_within(text, limit)) or _prefix_within(text, limit)
        pieces.append(piece)
        text = text[len(piece):].lstrip()
    if text:
        pieces.append(text)
    return pieces


def neutralize(text: str) -> str:
    """No @everyone, @here or user pings from echoed text."""
    return _MENTION.sub(lambda m: m[0][0] + "\u200b" + m[0][1:], text)


def pack(sections: list[list[str]], titles: list[str] | None = None, limit: int = LIMIT) -> list[str]:
    """Sections (each a list of blocks) -> messages within `limit`. A section starts a new message
    when it does not fit in the current one; a section longer than a message is split between its
    blocks (a block longer than a message, at sentence ends), each continuation headed by its title."""
    messages: list[str] = []
    current = ""

    def flush() -> None:
        nonlocal current
        if current:
            messages.append(current)
        current = ""

    for i, blocks in enumerate(sections):
        blocks = [neutralize(b) for b in blocks if b]
        whole = "\n".join(blocks)
        if not whole:
            continue
        if current and units(current + "\n\n" + whole) <= limit:
            current += "\n\n" + whole
            continue
        flush()
        if units(whole) <= limit:
            current = whole
            continue
        title = neutralize(titles[i]) if titles and i < len(titles) and titles[i] else ""
        more = f"_{escape(title)} (continued)_\n" if title else ""
        for block in blocks:
            for piece in split_block(block, limit - units(more)):
                if current and units(current + "\n" + piece) <= limit:
                    current += "\n" + piece
                else:
                    flush()
                    current = (more + piece) if messages and more else piece
    flush()
    return messages


# --- answering a message ------------------------------------------------------------------------

def _loose_card(ref: Reference, qa: Verbs) -> dict:
    """A card named by a command's words: the whole words, else the longest first words that name
    a card ("!card bob please explain" -> bob)."""
    try:
        return qa.card(ref.text)
    except RulingQAError as error:
        words = ref.text.split()
        if error.status == 503 or len(words) < 2:
            raise
        for size in range(min(len(words) - 1, 8), 0, -1):
            try:
                result = qa.card(" ".join(words[:size]))
            except RulingQAError:
                continue
            if result["match"]["match"] in ("exact", "normalized", "face", "nickname"):
                return result
        raise


def _card_section(ref: Reference, result: dict) -> Section:
    card = result["card"]
    url = card_url(card, ref.option if ref.kind == "card" else "")
    if ref.kind == "rulings":
        blocks = render_rulings(result, ref.option)
        rulings = card.get("rulings", [])
        chosen = [rulings[int(ref.option) - 1]] if ref.option and 1 <= int(ref.option) <= len(rulings) else rulings
        fields = [(r["date"], r["text"]) for r in chosen]
        description = _plain(blocks[0].split(" — ", 1)[-1].rsplit(" · [Scryfall]", 1)[0])
        short = [blocks[0]] + blocks[1:3] + ([f"{_plural(len(rulings) - 2, 'more ruling')}: "
                                              f"`!ruling {card['name']} 3`"] if len(blocks) > 3 else [])
        return Section(ref, blocks, result, f"{card['name']} — rulings", url, short,
                       embed(f"{card['name']} — rulings", url, description, fields,
                             footer=f"cards as of {cards_as_of(result.get('sources'))}"),
                       ("rulings", card["name"], ref.option))
    blocks = render_card(result, ref.option)
    faces = card["faces"]
    fields = [(_plain(_face_line(f, f["name"])), f.get("oracle_text") or "") for f in faces]
    description = _plain(blocks[-1])
    if ref.option:
        description = _plain(blocks[-2]) + "\n" + description
    first = blocks[0] if len(faces) == 1 else blocks[0] + "\n" + blocks[1].split("\n")[0]
    short = [_clip(first, 400) + (" …" if len(faces) > 1 or len(blocks[0]) > 400 else "")]
    short += ([blocks[-2]] if ref.option else []) + [blocks[-1]]
    return Section(ref, blocks, result, card["name"], url, short,
                   embed(card["name"], url, description, fields), ("card", card["name"], ref.option))


def answer_reference(ref: Reference, qa: Verbs, base: str | None = None) -> Section:
    """One reference -> its section (blocks of reply text, the embed, the api result or error)."""
    if ref.kind == "help":
        text = render_help(ref)
        return Section(ref, [text], {"ok": True, "help": HELP}, "Help", None, [text],
                       embed("Help", None, text, []), ("help", ref.text))
    try:
        if ref.kind in ("card", "rulings"):
            result = _loose_card(ref, qa) if ref.loose else qa.card(ref.text)
            return _card_section(ref, result)
        if ref.kind in ("rule", "examples") and _RULE_NUMBER.match(ref.text):
            result = qa.rule(ref.text.lower())
            rule = result["rule"]
            url = rule_url(rule["number"], base)
            if ref.kind == "examples":
                blocks = render_examples(result, base)
                examples = rule.get("examples") or [e for c in result.get("children", []) for e in c.get("examples", ())]
                return Section(ref, blocks, result, f"{rule['number']} examples", url, blocks[:2],
                               embed(f"Examples of {rule['number']}", url, rule["text"],
                                     [(f"Example {i}", e) for i, e in enumerate(examples, 1)]),
                               ("examples", rule["number"]))
            blocks = render_rule(result, base)
            return Section(ref, blocks, result, rule["number"], url, [_clip(blocks[0], 600)],
                           embed(f"{rule['number']}", url, rule["text"],
                                 [(c["number"], c["text"]) for c in result.get("children", [])]),
                           ("rule", rule["number"]))
        if ref.kind in ("rule", "examples", "define"):
            # `!cr deathtouch`, `{{first strike}}`: a term rather than a number means its glossary entry
            result = qa.define(ref.text)
            entry = result["entry"]
            url = term_url(entry["term"], base)
            blocks = render_define(result, base, ref.text)
            return Section(ref, blocks, result, entry["term"], url, [_clip(blocks[0], 600)],
                           embed(entry["term"], url, entry["text"],
                                 [(r["number"], r["text"]) for r in result.get("rules", [])]),
                           ("define", entry["term"]))
        result = qa.ask(ref.text)
        text = render_answer(result, base)
        citations = result.get("citations") or {}
        fields = [(f"{r['card']} ruling ({r['date']})", r["text"]) for r in (citations.get("rulings") or [])[:3]]
        fields += [(r["number"], r.get("text") or "") for r in (citations.get("rules") or []) if r.get("number")]
        title = result.get("value") or VERDICT.get(result.get("verdict") or "", "Answer")
        return Section(ref, text.split("\n"), result, "Answer", None, text.split("\n")[:2],
                       embed(title, None, _plain(text.split("\n")[0] if not result.get("read_as") else
                                                 "\n".join(text.split("\n")[:2])), fields),
                       ("ask", ref.text))
    except RulingQAError as error:
        if error.status == 503:
            raise
        part = error.to_dict()
        if ref.kind in ("rule", "examples") and not _RULE_NUMBER.match(ref.text) and part.get("code") == "unknown_term":
            part = {**part, "error": f"{ref.text!r} is neither a rule number nor a glossary term"
                                     + (f"; closest terms: {', '.join(part['suggestions'][:5])}"
                                        if part.get("suggestions") else "")}
        text = render_error(ref, part)
        return Section(ref, [text], part, "❓", None, [text], embed("❓", None, _plain(text), []),
                       ("error", ref.kind, ref.text, ref.option))


def _minimal(section: Section) -> list[str]:
    head = section.blocks[0].split("\n")[0]
    return [_clip(head, 300)]


def reply(message: str, qa: Verbs, max_messages: int = DEFAULT_MAX_MESSAGES, limit: int = LIMIT,
          base_url: str | None = None) -> dict:
    """The reply to a chat message: `messages` to post in order (each within `limit`, at most
    `max_messages`), the same content as `embeds`, the api `parts` it was made from, and `text`
    (the whole reply when it fits one message, else the first message; `truncated` then, or when
    parts were shortened to fit `max_messages`)."""
    max_messages = max(1, min(int(max_messages), MAX_MESSAGES))
    base = public_url(base_url)
    refs = parse(message)
    extra = refs[MAX_REFERENCES:]
    sections: list[Section] = []
    seen: set[tuple] = set()
    asked = refs[0] if refs[0].kind == "ask" else None
    for ref in refs[:MAX_REFERENCES]:
        if ref is asked:
            continue                                   # answered below, once its cards are known
        section = answer_reference(ref, qa, base)
        if section.key in seen:
            continue                                   # [[bolt]] and [[Lightning Bolt]]: one card
        seen.add(section.key)
        sections.append(section)
    if asked is not None:
        # the question reads the cards it references by their names ([[bob]] -> Dark Confidant)
        question = asked.text
        for section in sections:
            if section.ref.kind in ("card", "rulings") and section.part.get("ok"):
                name, written = section.part["card"]["name"], section.ref.text
                if written != name and written in question:
                    question = question.replace(written, name, 1)
        sections.insert(0, answer_reference(Reference("ask", question), qa, base))
    if extra:
        note = (f"(I answer {MAX_REFERENCES} references per message; not looked up: "
                + ", ".join(f"`{r.text[:40]}`" for r in extra[:10]) + (" …" if len(extra) > 10 else "") + ")")
        sections.append(Section(Reference("help", "more"), [note], {"ok": True, "note": note}, "", None, [note],
                                embed("More references", None, note, []), ("more",)))
    chosen = [s.blocks for s in sections]
    titles = [s.title for s in sections]
    messages = pack(chosen, titles, limit)
    shortened = False
    if len(messages) > max_messages:
        # shorten the longest sections first, then keep only headings, until the reply fits
        shortened = True
        order = sorted(range(len(sections)), key=lambda i: -units("\n".join(sections[i].blocks)))
        for level in (lambda s: s.short, _minimal):
            for i in order:
                chosen[i] = level(sections[i])
                messages = pack(chosen, titles, limit)
                if len(messages) <= max_messages:
                    break
            if len(messages) <= max_messages:
                break
        if len(messages) > max_messages:              # headings alone are too many: list the rest
            messages = _listed(sections, chosen, titles, max_messages, limit)
    text = "\n\n".join(messages)
    whole = units(text) <= limit
    return {"ok": True, "text": text if whole else messages[0], "messages": messages,
            "embeds": [s.embed for s in sections], "parts": [s.part for s in sections],
            "truncated": shortened or not whole}


def _listed(sections: list[Section], chosen: list[list[str]], titles: list[str], max_messages: int,
            limit: int) -> list[str]:
    """As many sections as fit in `max_messages`, the last message naming the rest."""
    for keep in range(len(sections) - 1, -1, -1):
        rest = [s.title or s.ref.text for s in sections[keep:]]
        tail = "Also asked (send them again for details): " + ", ".join(escape(t[:60]) for t in rest)
        messages = pack(chosen[:keep] + [[_clip(tail, limit - 10)]], titles[:keep] + [""], limit)
        if len(messages) <= max_messages:
            return messages
    return [_clip("Also asked: " + ", ".join(s.title or s.ref.text for s in sections), limit - 10)]
