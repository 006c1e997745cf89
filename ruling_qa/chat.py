"""Chat messages in, replies ready to post out: what `POST /message` does.

A message as a bot receives it may hold references, answered in order:

    [[Card Name]]            the card: each face's mana cost, type line and Oracle text, how many rulings
    [[Card Name|rulings]]    its official rulings, dated
    {{702.19b}}, !cr 702.19b the rule (with its subrules when they are short)
    !define mana ability     the glossary entry
    !card NAME, !rulings NAME, !ask QUESTION, !help

and anything else is a plain question, answered like `ruling-qa ask`. The reply text is markdown
that fits Discord's 2,000-character limit; a longer reply is cut at a line or sentence boundary
with a pointer to the full answer. Unknown names are answered with a line of suggestions, not an
error: the bot posts it.

`parse` and the `render_*` functions are pure (text and api results in, text out); `reply` runs
the lookups through any object with the `RulingQA` verbs.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol
from urllib.parse import quote

from .errors import BadInput, InputTooLarge, RulingQAError

LIMIT = 2000                 # Discord's message limit (counted in UTF-16 code units, to be safe)
MAX_MESSAGE_CHARS = 4000
MAX_REFERENCES = 10
MAX_RULINGS_IN_ANSWER = 2
RULE_SECTION_BUDGET = 1400   # subrules are shown while the rule's section stays under this

_CARD = re.compile(r"\[\[([^\[\]\n]{1,200}?)\]\]")
_RULE = re.compile(r"\{\{([^{}\n]{1,40}?)\}\}")
_COMMAND = re.compile(r"^[ \t]*!([A-Za-z]+)(?![^\s])[ \t]*([^\n]*)", re.MULTILINE)
_RULINGS_OPTIONS = {"rulings", "ruling", "r", "rules"}
_COMMANDS = {"cr": "rule", "rule": "rule", "define": "define", "def": "define", "glossary": "define",
             "card": "card", "rulings": "rulings", "ask": "ask", "help": "help"}
_MARKDOWN = re.compile(r"([\\*_~`|])")
_MENTION = re.compile(r"@(everyone|here)|<@", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?;:)](?=\s)")
VERDICT = {"yes": "Yes.", "no": "No.", "depends": "It depends."}

HELP = ("Ask me a rules question in plain English, or use: `[[Card Name]]` (the card), "
        "`[[Card Name|rulings]]` (its rulings), `{{702.19b}}` or `!cr 702.19b` (a rule), "
        "`!define mana ability` (the glossary).")


@dataclass(frozen=True)
class Reference:
    """One thing a message asks for: kind is card, rulings, rule, define, ask or help."""

    kind: str
    text: str


class Verbs(Protocol):  # what `reply` needs of a RulingQA
    def card(self, name: str) -> dict: ...
    def rule(self, number: str) -> dict: ...
    def define(self, term: str) -> dict: ...
    def ask(self, question: str) -> dict: ...


# --- reading a message --------------------------------------------------------------------------

def parse(message: str) -> list[Reference]:
    """The references in a message, in the order they appear; a message with none is one question."""
    if "\x00" in message:
        raise BadInput("the message contains a NUL byte; send plain text")
    if len(message) > MAX_MESSAGE_CHARS:
        raise InputTooLarge(f"the message is {len(message):,} characters long; the limit is {MAX_MESSAGE_CHARS:,}")
    if not message.strip():
        raise BadInput("the message is empty")
    found: list[tuple[int, Reference]] = []
    for m in _CARD.finditer(message):
        name, _, option = m[1].partition("|")      # [[Name|rulings]]; other options show the card
        rulings = option.strip().lower() in _RULINGS_OPTIONS
        name = name.strip()
        if name:
            found.append((m.start(), Reference("rulings" if rulings else "card", name)))
    for m in _RULE.finditer(message):
        if m[1].strip():
            found.append((m.start(), Reference("rule", m[1].strip())))
    for m in _COMMAND.finditer(message):
        command, rest = m[1].lower(), m[2].strip()
        kind = _COMMANDS.get(command)
        if kind is None:
            found.append((m.start(), Reference("help", f"!{m[1]}")))
            continue
        if kind == "rule":
            rest = rest.split()[0].strip(",;:!?()") if rest.split() else ""
        if kind == "help" or rest:
            found.append((m.start(), Reference(kind, rest)))
        else:
            found.append((m.start(), Reference("help", f"!{m[1]} needs something after it")))
    if not found:
        return [Reference("ask", message.strip())]
    return [ref for _, ref in sorted(found, key=lambda item: item[0])]


# --- rendering api results (pure) ---------------------------------------------------------------

def escape(text: str) -> str:
    """Markdown-safe text (Discord): * _ ~ ` | and \\ are escaped."""
    return _MARKDOWN.sub(r"\\\1", text)


def _matched(match: dict) -> str:
    if match.get("match") in ("fuzzy", "partial"):
        return f" (for “{escape(match['query'])}”)"
    return ""


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def render_card(result: dict) -> str:
    card = result["card"]
    faces = card["faces"]
    lines = []
    several = len(faces) > 1
    if several:
        layout = card.get("layout")
        lines.append(f"**{escape(card['name'])}**{_matched(result['match'])}"
                     + (f" ({escape(layout)})" if layout and layout != "normal" else ""))
    for face in faces:
        bits = [f"**{escape(face['name'])}**" + ("" if several else _matched(result["match"]))]
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
        lines.append(" · ".join(bits))
        if face.get("oracle_text"):
            lines.append(escape(face["oracle_text"]))
    count = len(card.get("rulings", ()))
    lines.append(f"{_plural(count, 'ruling')} · `[[{card['name']}|rulings]]`" if count else "No rulings.")
    return "\n".join(lines)


def render_rulings(result: dict) -> str:
    card = result["card"]
    rulings = card.get("rulings", [])
    head = f"**{escape(card['name'])}**{_matched(result['match'])} — {_plural(len(rulings), 'ruling') if rulings else 'no rulings'}"
    if not rulings:
        return head
    return "\n".join([head] + [f"• {r['date']} — {escape(r['text'])}" for r in rulings])


def _rule_line(rule: dict) -> str:
    return f"**{rule['number']}** {escape(rule['text'])}"


def render_rule(result: dict) -> str:
    rule = result["rule"]
    lines = [_rule_line(rule)]
    used = len(lines[0])
    for example in rule.get("examples", ())[:1]:
        line = f"> {escape(example)}"
        if used + len(line) < RULE_SECTION_BUDGET // 2:
            lines.append(line)
            used += len(line)
    children = result.get("children", [])
    shown = 0
    for child in children:
        line = _rule_line(child)
        if used + len(line) > RULE_SECTION_BUDGET:
            break
        lines.append(line)
        used += len(line)
        shown += 1
    rest = children[shown:]
    if rest:
        numbers = ", ".join(c["number"] for c in rest[:12]) + (", …" if len(rest) > 12 else "")
        lines.append(f"{'More subrules' if shown else 'Subrules'}: {numbers} (`!cr {rest[0]['number']}`)")
    return "\n".join(lines)


def render_define(result: dict) -> str:
    entry = result["entry"]
    lines = [f"**{escape(entry['term'])}** — {escape(entry['text'])}"]
    if result.get("rules"):
        lines.append("Rules: " + "; ".join(f"**{r['number']}** {escape(r['text'][:120])}" for r in result["rules"]))
    return "\n".join(lines)


def render_answer(result: dict) -> str:
    """Verdict line (with the prose), one or two rulings, the rules cited (with their text when
    there is no computed verdict: they are then the answer)."""
    verdict = result.get("verdict")
    prose = (result.get("answer") or "").strip()
    prose = prose[:1].upper() + prose[1:]
    label = VERDICT.get(verdict or "", "No computed answer.")
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
    shown = 0 if verdict else 2
    for rule in rules[:shown]:
        text = rule.get("text") or ""
        lines.append(f"**{rule['number']}** {escape(text if len(text) <= 300 else text[:300].rsplit(' ', 1)[0] + ' …')}")
    numbers = list(dict.fromkeys(r["number"] for r in rules[shown:]))
    if numbers:
        lines.append(("Rules: " if not shown else "More rules: ") + ", ".join(numbers))
    return "\n".join(lines)


_SAYS_VERDICT = re.compile(r"(yes|no|it depends)\b[.:,;!]?\s*", re.IGNORECASE)


def render_error(ref: Reference, error: dict) -> str:
    message = error.get("error") or "something went wrong"
    message = message[:1].upper() + message[1:]
    line = f"❓ {escape(message)}" + ("" if message.endswith((".", "?", "!")) else ".")
    suggestions = error.get("suggestions") or []
    if suggestions and ref.kind in ("card", "rulings"):
        option = "|rulings" if ref.kind == "rulings" else ""
        line += f" Try `[[{suggestions[0]}{option}]]`."
    elif suggestions and ref.kind == "rule" and error.get("code") == "unknown_rule":
        line += f" Try `{{{{{suggestions[0]}}}}}`."
    return line


def render_help(ref: Reference) -> str:
    if not ref.text:
        return HELP
    if " " in ref.text:
        return f"❓ {escape(ref.text)}; `!help` shows what I answer."
    return f"❓ `{ref.text}` is not a command I know; `!help` shows what I answer."


RENDER: dict[str, Callable[[dict], str]] = {"card": render_card, "rulings": render_rulings, "rule": render_rule,
                                            "define": render_define, "ask": render_answer}


def pointer(ref: Reference) -> str:
    """Where the full answer to a reference is: the CLI command and the HTTP route."""
    command, route = {
        "card": ("card", "/cards/{}"), "rulings": ("card", "/cards/{}"), "rule": ("rule", "/rules/{}"),
        "define": ("define", "/define/{}"), "ask": ("ask", "/ask?q={}"),
    }.get(ref.kind, ("ask", "/ask?q={}"))
    arg = ref.text
    text = (f"… (truncated; full answer: `ruling-qa {command} \"{arg}\"` or "
            f"GET {route.format(quote(arg, safe=''))})")
    if "`" in arg or '"' in arg or len(text) > 300:
        text = (f"… (truncated; full answer: `ruling-qa {command}` with the same {_NOUN.get(ref.kind, 'question')}"
                f", or GET {route.split('{')[0]}…)")
    return text


_NOUN = {"card": "card name", "rulings": "card name", "rule": "rule number", "define": "term", "ask": "question"}


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


def fit(sections: list[tuple[str, Reference | None]], limit: int = LIMIT) -> tuple[str, bool]:
    """Join the sections (text, reference it answers) with blank lines and cut cleanly to `limit`."""
    texts = [neutralize(text) for text, _ in sections]
    full = "\n\n".join(texts)
    if units(full) <= limit:
        return full, False
    # The first section that does not fit whole decides the pointer.
    done, cut_at = 0, len(sections) - 1
    for i, text in enumerate(texts):
        if units(full[: done + len(text)]) > limit:
            cut_at = i
            break
        done += len(text) + 2
    ref = sections[cut_at][1]
    tail = pointer(ref) if ref else "… (truncated)"
    dropped = len(sections) - cut_at - 1
    if dropped:
        tail = tail[:-1] + f"; {dropped} more not shown)"
    tail = neutralize(tail)
    kept = _prefix_within(full, limit - units(tail) - 1)
    kept = _clean_cut(kept)
    return (kept + "\n" + tail) if kept else tail[:limit], True


def neutralize(text: str) -> str:
    """No @everyone, @here or user pings from echoed text."""
    return _MENTION.sub(lambda m: m[0][0] + "\u200b" + m[0][1:], text)


# --- answering a message ------------------------------------------------------------------------

def answer_reference(ref: Reference, qa: Verbs) -> tuple[str, dict]:
    """One reference -> (its reply text, the api result or error object it was made from)."""
    if ref.kind == "help":
        return render_help(ref), {"ok": True, "help": HELP}
    verb = {"card": qa.card, "rulings": qa.card, "rule": qa.rule, "define": qa.define, "ask": qa.ask}[ref.kind]
    try:
        result = verb(ref.text)
    except RulingQAError as error:
        if error.status == 503:
            raise
        result = error.to_dict()
        return render_error(ref, result), result
    return RENDER[ref.kind](result), result


def reply(message: str, qa: Verbs, limit: int = LIMIT) -> dict:
    """The reply to a chat message: markdown `text` within `limit`, the `parts` it was made from,
    and whether it was `truncated`."""
    refs = parse(message)
    extra = refs[MAX_REFERENCES:]
    sections: list[tuple[str, Reference | None]] = []
    parts = []
    for ref in refs[:MAX_REFERENCES]:
        text, part = answer_reference(ref, qa)
        sections.append((text, ref))
        parts.append(part)
    if extra:
        note = f"(I answer {MAX_REFERENCES} references per message; send the other {len(extra)} in another message.)"
        sections.append((note, None))
    text, truncated = fit(sections, limit)
    return {"ok": True, "text": text, "parts": parts, "truncated": truncated}
