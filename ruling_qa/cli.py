"""`ruling-qa`: the command line. Each command parses its input, calls one `api` verb and renders
the result; `--json` prints exactly the object the HTTP API returns. Errors (usage errors too) print
one line and exit 1 (with `--json`, the error object); text input must be UTF-8, and `--json`
output always is.

The console script enters through `ruling_qa.launch`, which hands `ask` and the lookups to this
user's resident question reader when one is up (`ruling_qa.resident`, which runs these same
commands in its own process) and otherwise runs them here."""
from __future__ import annotations

import json
import os
import shutil
import sys
import textwrap
import time
from collections import OrderedDict
from typing import Any, Callable, TextIO

import click

from . import api
from .errors import BadInput, IndexMissing, RulingQAError

MAX_WIDTH = 100


def _width() -> int:
    """Wrap text to the terminal (at most MAX_WIDTH columns; MAX_WIDTH when not a terminal)."""
    return max(40, min(shutil.get_terminal_size((MAX_WIDTH, 24)).columns, MAX_WIDTH))


def _json_line(obj: Any) -> str:
    """One JSON object on one line, always encodable as UTF-8: text that cannot be (a lone
    surrogate) is written with \\u escapes instead."""
    line = json.dumps(obj, ensure_ascii=False)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        line = json.dumps(obj)
    return line


def _emit_json(obj) -> None:
    click.echo(_json_line(obj))


def _undecodable(text: str) -> int | None:
    """The byte a command-line argument could not decode from (Python keeps it as a lone surrogate)."""
    for ch in text:
        if 0xDC80 <= ord(ch) <= 0xDCFF:
            return ord(ch) - 0xDC00
    return None


class Text(click.ParamType):
    """A text argument: UTF-8 only (a Latin-1 byte on the command line is a clear usage error)."""

    name = "text"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str):
            bad = _undecodable(value)
            if bad is not None:
                self.fail(f"is not UTF-8 text (byte 0x{bad:02x}); pass UTF-8 (e.g. `iconv -f latin1 -t utf-8`)",
                          param, ctx)
        return value


TEXT = Text()


_NO_ARGS_IS_HELP: type[click.UsageError] = getattr(click.exceptions, "NoArgsIsHelpError", type("_Never", (click.UsageError,), {}))


class _Main(click.Group):
    """The command group with the project's error manners: a usage error is one line and exit 1
    (the error object with --json); anything unexpected is one line too, never a traceback."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):  # type: ignore[override]
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        argv = list(sys.argv[1:] if args is None else args)
        as_json = "--json" in argv
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
            except (AttributeError, ValueError, OSError):
                pass
        try:
            code = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except _NO_ARGS_IS_HELP as error:   # `ruling-qa` or `ruling-qa rules` alone: the help, not an error
            click.echo(error.ctx.get_help() if error.ctx else "")
            sys.exit(0)
        except click.UsageError as error:
            where = error.ctx.command_path if error.ctx else "ruling-qa"
            _fail(BadInput(f"{error.format_message().rstrip('.')} (see `{where} --help`)"), as_json)
        except click.Abort:
            click.echo("error: aborted", err=True)
            sys.exit(1)
        except click.ClickException as error:
            _fail(BadInput(error.format_message()), as_json)
        except RulingQAError as error:
            _fail(error, as_json)
        except KeyboardInterrupt:
            click.echo("error: interrupted", err=True)
            sys.exit(130)
        except BrokenPipeError:
            sys.exit(0)
        except Exception as error:  # noqa: BLE001 - the last resort: one line, never a traceback
            message = str(error).splitlines()[0][:200] if str(error) else ""
            _fail(RulingQAError(f"internal error ({type(error).__name__}{': ' + message if message else ''}); "
                                "please report it with the command you ran"), as_json)
        sys.exit(code if isinstance(code, int) else 0)


def _fail(error: RulingQAError, as_json: bool) -> None:
    if as_json:
        _emit_json(error.to_dict())
    else:
        click.echo(f"error: {error.message}", err=True)
    sys.exit(1)


def _run(as_json: bool, produce: Callable[[], dict], render: Callable[[dict], None]) -> None:
    try:
        result = produce()
    except RulingQAError as error:
        _fail(error, as_json)
        return
    if as_json:
        _emit_json(result)
    else:
        render(result)
        if (result.get("sources") or {}).get("demo_corpus"):
            _say(DEMO_NOTE)


DEMO_NOTE = ("note: this index was built from the small demo corpus; `ruling-qa corpus fetch` then "
             "`ruling-qa build` give the full Comprehensive Rules and card data")


def _say(message: str) -> None:
    click.echo(message, err=True)


# The RulingQA of each recent index, kept across commands run in this process; None (the
# default): a new one per command. The resident turns it on (keep_readers).
_kept: OrderedDict[tuple, api.RulingQA] | None = None
KEPT_INDEXES = 2     # each holds an index's question reader (a few hundred MB for the full corpus)


def keep_readers() -> None:
    """Keep each index's RulingQA, and the question reader it builds (about a second), for the
    commands that follow in this process; the resident calls this. A rebuilt index is still
    noticed: RulingQA opens the replaced file on its next call."""
    global _kept
    if _kept is None:
        _kept = OrderedDict()


def _qa(ctx: click.Context) -> api.RulingQA:
    """The verbs over the index. Only the default index is built when missing: a given --index
    (or RULING_QA_INDEX) path that does not exist is an error (a typo must not build 56 MB there)."""
    index, corpus = ctx.obj["index"], ctx.obj["corpus"]
    # The path as given and the file it names from this folder: a relative --index names another
    # file from another folder, and a RulingQA keeps the path as given.
    key = (index, os.path.abspath(index or api.default_index_path()), corpus, index is None)
    qa = _kept.get(key) if _kept is not None else None
    if qa is None:
        qa = api.RulingQA(index, corpus, auto_build=index is None, notify=_say)
    if index is not None and not qa.index_path.exists():
        raise IndexMissing(f"no index at {qa.index_path}: check the --index path (or RULING_QA_INDEX), or build "
                           f"one there with `ruling-qa --index {qa.index_path} build`", paths=(str(qa.index_path),))
    if _kept is not None:
        _kept[key] = qa
        _kept.move_to_end(key)
        while len(_kept) > KEPT_INDEXES:
            _kept.popitem(last=False)
    return qa


def _wrap(text: str, indent: str = "  ") -> str:
    return "\n".join(textwrap.fill(p, _width(), initial_indent=indent, subsequent_indent=indent)
                     for p in text.splitlines() if p.strip()) or indent


class Bar:
    """A progress line on standard error (drawn only on a terminal): each stage on its own line,
    finished with a newline; counts or bytes with the speed, and no guessed ETA."""

    def __init__(self, stream: TextIO | None = None, force: bool = False, in_bytes: bool = False):
        self.stream = stream or sys.stderr
        self.enabled = force or self.stream.isatty()
        self.in_bytes = in_bytes
        self.stage: str | None = None
        self.started = 0.0
        self.drawn = 0.0

    def __call__(self, stage: str, done: int, total: int | None) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if stage != self.stage:
            self.finish()
            self.stage, self.started, self.drawn = stage, now, 0.0
        complete = bool(total) and done >= (total or 0)
        if not complete and now - self.drawn < 0.1:
            return
        self.drawn = now
        if self.in_bytes:
            rate = done / max(now - self.started, 1e-3)
            amount = f"{done / 1e6:,.1f}" + (f" / {total / 1e6:,.1f}" if total else "") + f" MB  {rate / 1e6:,.1f} MB/s"
        else:
            amount = f"{done:,}" + (f" / {total:,}" if total else "")
        percent = f"  {100 * done / total:3.0f}%" if total else ""
        self.stream.write(f"\r{stage:>22}  {amount}{percent}\x1b[K")
        if complete:
            self.stream.write("\n")
            self.stage = None
        self.stream.flush()

    def finish(self) -> None:
        if self.enabled and self.stage is not None:
            self.stream.write("\n")
            self.stream.flush()
            self.stage = None


def _sources_line(sources: dict) -> str:
    return f"(CR effective {sources.get('cr_effective_date')}; cards: {sources.get('card_data_version')})"


json_option = click.option("--json", "as_json", is_flag=True, help="Print the JSON object the HTTP API returns.")


@click.group(cls=_Main, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--index", envvar="RULING_QA_INDEX", type=click.Path(dir_okay=False),
              help="Index file (default: RULING_QA_INDEX or index/ruling_qa.sqlite).")
@click.option("--corpus", envvar="RULING_QA_CORPUS", type=click.Path(file_okay=False),
              help="Corpus folder (default: RULING_QA_CORPUS, downloaded files, or the demo corpus).")
@click.version_option(package_name="ruling-qa")
@click.pass_context
def main(ctx: click.Context, index: str | None, corpus: str | None) -> None:
    """Answer Magic: The Gathering rules questions from the Comprehensive Rules, Oracle text and
    official rulings, offline.

    \b
    Examples:
      ruling-qa build
      ruling-qa ask "can Spellskite redirect Deepglow Skate?"
      ruling-qa rule 702.19b
      ruling-qa card "llanowar elfs"
    """
    ctx.obj = {"index": index, "corpus": corpus}


# --- build -------------------------------------------------------------------------------------

@main.command()
@click.option("--allow-older", is_flag=True,
              help="Build even when the newest CR file cannot be read or the index holds a newer CR edition.")
@json_option
@click.pass_context
def build(ctx: click.Context, allow_older: bool, as_json: bool) -> None:
    """Build the knowledge base from the corpus (atomic: a failed build keeps the old index).
    A damaged newest Comprehensive Rules file, or a corpus older than the index's CR, stops the
    build (--allow-older builds anyway, with a warning).

    \b
    Example:
      RULING_QA_CORPUS=../shared/corpus ruling-qa build
    """
    bar = Bar() if not as_json else None

    def progress(stage: str, done: int, total: int) -> None:
        if bar is not None:
            bar(stage, done, total)

    def render(summary: dict) -> None:
        for warning in summary.get("warnings", ()):
            click.echo(f"WARNING: {warning}", err=True)
        counts = summary["counts"]
        click.echo(f"Built {summary['index']} ({summary['index_bytes'] / 1e6:.1f} MB) in {summary['seconds']} s")
        click.echo(f"  Comprehensive Rules effective {summary['cr_effective_date']}: {counts['rules']:,} rules, "
                   f"{counts['subrules']:,} subrules, {counts['examples']:,} examples, "
                   f"{counts['glossary']:,} glossary entries")
        click.echo(f"  Cards: {counts['cards']:,} cards, {counts['faces']:,} faces, {counts['rulings']:,} rulings "
                   f"({summary['card_data_version']})")
        problems = summary["problems"]
        click.echo(f"  Parse problems: {len(problems['rules'])} in the rules, {len(problems['cards'])} in the "
                   f"card data, {problems['oracle_faces_with_problems']:,} faces with Oracle lines not understood")
        if summary.get("note"):
            click.echo(f"  Note: {summary['note']}")

    def produce() -> dict:
        try:
            return api.build(ctx.obj["index"], ctx.obj["corpus"], progress, allow_older=allow_older)
        finally:
            if bar is not None:
                bar.finish()

    _run(as_json, produce, render)


# --- lookups -----------------------------------------------------------------------------------

def _render_rule(rule: dict, indent: str = "") -> None:
    click.echo(textwrap.fill(f"{rule['number']} {rule['text']}", _width(), initial_indent=indent,
                             subsequent_indent=indent + "    "))
    for example in rule.get("examples", ()):
        click.echo(_wrap(example, indent + "    "))


@main.command()
@click.argument("number", type=TEXT)
@json_option
@click.pass_context
def rule(ctx: click.Context, number: str, as_json: bool) -> None:
    """Show a rule of the Comprehensive Rules with its subrules, examples and cross-references.

    \b
    Examples:
      ruling-qa rule 702.19      (trample, with 702.19a-g)
      ruling-qa rule 702.19b
    """
    def render(result: dict) -> None:
        if result["parent"]:
            click.echo(f"In {result['parent']['number']} {result['parent']['text'][:80]}")
        _render_rule(result["rule"])
        for child in result["children"]:
            _render_rule(child, "  ")
        if result["refers_to"]:
            click.echo("Refers to: " + ", ".join(f"{r['number']} ({r['text'][:40]})" for r in result["refers_to"]))
        if result["referred_by"]:
            click.echo("Referred to by: " + ", ".join(r["number"] for r in result["referred_by"]))
        if result["glossary"]:
            click.echo("Glossary: " + ", ".join(result["glossary"]))

    _run(as_json, lambda: _qa(ctx).rule(number), render)


@main.command()
@click.argument("term", type=TEXT)
@json_option
@click.pass_context
def define(ctx: click.Context, term: str, as_json: bool) -> None:
    """Show a glossary entry and the rules it points to.

    \b
    Example:
      ruling-qa define "mana ability"
    """
    def render(result: dict) -> None:
        entry = result["entry"]
        click.echo(entry["term"])
        click.echo(_wrap(entry["text"]))
        for r in result["rules"]:
            click.echo()
            click.echo(textwrap.fill(f"{r['number']} {r['text']}", _width()))

    _run(as_json, lambda: _qa(ctx).define(term), render)


def _trigger_words(event: dict) -> str:
    """What a trigger condition watches: "dies: 'another creature you control' [you]", "step: upkeep [you]"."""
    out = []
    for e in [event] + event.get("also", []):
        what = e["step"] if e["event"] == "step" else "itself" if e["self_only"] else repr(e["subject"])
        out.append(f"{e['event']}: {what}" + (f" [{e['controller']}]" if e["controller"] else ""))
    return " or ".join(out) + (f" if {event['intervening_if']!r}" if event.get("intervening_if") else "")


def _ability_line(number: int, ability: dict) -> str:
    """One parsed ability as facts: kind, what it triggers on, cost, targets (min..max), mana it adds."""
    kind = ability["kind"] + (f" ({ability['mana_ability_of']})" if ability.get("mana_ability_of") else "")
    parts = [f"{number}. {kind}"]
    if ability.get("keyword"):
        parts.append(" ".join(filter(None, (ability["keyword"], ability.get("keyword_param")))))
    if ability.get("event"):
        parts.append("on " + _trigger_words(ability["event"]))
    if ability["cost"]:
        parts.append("cost " + ", ".join(ability["cost"]))
    for target in ability["targets"]:
        most = "any number" if target["max"] is None else target["max"]
        span = str(most) if target["min"] == most else f"{target['min']}..{most}"
        parts.append(f"target {target['phrase']!r} [{span}; {'/'.join(target['types'])}]")
    if ability.get("produces"):
        produced = ability["produces"]
        parts.append(f"adds {''.join('{' + c + '}' for c in produced['colors']) or '?'} ({produced['how']})")
    return " · ".join(parts)


@main.command()
@click.argument("name", type=TEXT)
@click.option("--facts", is_flag=True,
              help="Also list each face's parsed abilities (kind, what a trigger watches, cost, targets, mana).")
@json_option
@click.pass_context
def card(ctx: click.Context, name: str, facts: bool, as_json: bool) -> None:
    """Show a card's Oracle text (every face) and its official rulings in date order.

    \b
    Examples:
      ruling-qa card spellskite
      ruling-qa card "Fire/Ice" --facts
    """
    def render(result: dict) -> None:
        data, match = result["card"], result["match"]
        if match["match"] not in ("exact", "normalized"):
            how = "as a nickname players use" if match["match"] == "nickname" else f"by {match['match']} name"
            click.echo(f"({match['query']!r} matched {data['name']} {how})")
        click.echo(f"{data['name']}" + (f"  [{data['layout']}]" if data["layout"] != "normal" else ""))
        for face in data["faces"]:
            if len(data["faces"]) > 1:
                click.echo(f"-- {face['name']}")
            click.echo("  " + "  ".join(filter(None, (face["mana_cost"], face["type_line"]))))
            if face["oracle_text"]:
                click.echo(_wrap(face["oracle_text"]))
            stats = (f"{face['power']}/{face['toughness']}" if face.get("power") is not None else
                     f"Loyalty {face['loyalty']}" if face.get("loyalty") else
                     f"Defense {face['defense']}" if face.get("defense") else "")
            if stats:
                click.echo(f"  {stats}")
            if facts:
                for number, ability in enumerate(face["abilities"], start=1):
                    click.echo(textwrap.fill(_ability_line(number, ability), _width(), initial_indent="  ",
                                             subsequent_indent="      "))
        click.echo(f"Rulings ({len(data['rulings'])}):")
        for r in data["rulings"]:
            about = "; ".join(filter(None, (", ".join(r.get("rules", [])[:4]), ", ".join(r.get("cards", [])))))
            click.echo(textwrap.fill(f"{r['date']}  {r['text']}" + (f"  [{about}]" if about else ""), _width(),
                                     initial_indent="  ", subsequent_indent=" " * 14))

    _run(as_json, lambda: _qa(ctx).card(name), render)


@main.command()
@click.argument("query", type=TEXT)
@click.option("--limit", default=10, show_default=True, type=click.IntRange(1, 100))
@json_option
@click.pass_context
def search(ctx: click.Context, query: str, limit: int, as_json: bool) -> None:
    """Search rules, glossary entries and rulings (ranked by BM25). Any text is accepted.

    \b
    Example:
      ruling-qa search "tapped for mana"
    """
    def render(result: dict) -> None:
        if not result["results"]:
            click.echo(f"Nothing matches {query!r}.")
        for hit in result["results"]:
            label = {"rule": f"rule {hit.get('number')}", "glossary": f"glossary: {hit.get('term')}",
                     "ruling": f"ruling on {hit.get('card')} ({hit.get('date')})"}[hit["kind"]]
            click.echo(label)
            click.echo(_wrap(hit["snippet"], "    "))

    _run(as_json, lambda: _qa(ctx).search(query, limit), render)


@main.group()
def cards() -> None:
    """Find cards: search by name, text, type, mana value, colours and parsed facts, or complete a name.

    \b
    Examples:
      ruling-qa cards search 't:elf c:g mv<=1 o:"add {g}"'
      ruling-qa cards autocomplete spelsk
    """


@cards.command("search")
@click.argument("query", type=TEXT)
@click.option("--page", default=1, show_default=True, type=click.IntRange(1, api.MAX_PAGE))
@click.option("--page-size", default=api.DEFAULT_PAGE_SIZE, show_default=True,
              type=click.IntRange(1, api.MAX_PAGE_SIZE))
@json_option
@click.pass_context
def cards_search(ctx: click.Context, query: str, page: int, page_size: int, as_json: bool) -> None:
    """Search cards with a subset of Scryfall's syntax; results in name order, a page at a time.

    \b
      elf "llanowar"       name contains each word / the phrase; !"Fire // Ice" exact name;
                           a nickname (bob, goyf) also finds its card
      o:"draw a card"      Oracle text (o:~ is the card's own name); fo: includes reminder text
      t:goblin             type line;  kw:flying  keyword ability
      mv<=2 pow>=4 tou=1   mana value, power, toughness, loyalty (loy): = : != < <= > >=
      c:rg c=r c<=uw c:m   colours: at least / exactly / within, multicolour (c:c colourless)
      id:esper id<=rg      colour identity (id:X means within X, as for a commander)
      produces:g           mana its abilities can add (w u b r g c)
      is:mana-ability      is:targets is:triggered is:activated is:tap-ability is:permanent
                           is:spell is:vanilla is:split is:dfc is:mdfc is:transform is:adventure ...
      AND by default; "or" between conditions; -t:creature negates; (a or b) groups.

    \b
    Examples:
      ruling-qa cards search 't:elf c:g mv<=1 o:"add {g}"'
      ruling-qa cards search "is:mana-ability t:artifact mv=0" --page 2
    """
    def render(result: dict) -> None:
        total, first = result["total"], (result["page"] - 1) * result["page_size"]
        click.echo(f"{total:,} card{'s' if total != 1 else ''} where {result['read_as']}"
                   + (f" (showing {first + 1}-{first + len(result['cards'])})" if result["cards"] else ""))
        for found in result["cards"]:
            costs = " // ".join(f["mana_cost"] for f in found["faces"] if f.get("mana_cost"))
            click.echo("  " + textwrap.shorten(" · ".join(filter(None, (found["name"], costs, found["type_line"]))),
                                               _width() - 2))
        if result["has_more"]:
            click.echo(f"  ... more with --page {result['page'] + 1}")

    _run(as_json, lambda: _qa(ctx).search_cards(query, page, page_size), render)


@cards.command("autocomplete")
@click.argument("text", type=TEXT)
@json_option
@click.pass_context
def cards_autocomplete(ctx: click.Context, text: str, as_json: bool) -> None:
    """Up to 20 card names for what has been typed: names starting with it first, then close misspellings.

    \b
    Example:
      ruling-qa cards autocomplete "spelsk"
    """
    def render(result: dict) -> None:
        for name in result["names"]:
            click.echo(name)
        if not result["names"]:
            click.echo(f"No card name is close to {text!r}.")

    _run(as_json, lambda: _qa(ctx).autocomplete(text), render)


@main.group()
def rules() -> None:
    """Work with several editions of the Comprehensive Rules."""


@rules.command("diff")
@click.argument("old", type=TEXT)
@click.argument("new", type=TEXT)
@json_option
@click.pass_context
def rules_diff(ctx: click.Context, old: str, new: str, as_json: bool) -> None:
    """List rules added, removed, changed and moved between two CR editions in the corpus.

    A rule with the same text under a new number is listed as moved (not removed and added), and
    so is one whose only change is a renumbered reference.

    \b
    Example:
      ruling-qa rules diff 2026-02-27 2026-08-07
    """
    def render(result: dict) -> None:
        rules, summary = result["rules"], result["summary"]
        click.echo(f"Comprehensive Rules {result['old']['effective_date']} -> {result['new']['effective_date']}: "
                   f"{summary['rules_added']} added, {summary['rules_removed']} removed, "
                   f"{summary['rules_changed']} changed, {summary.get('rules_moved', 0)} moved, "
                   f"{summary.get('rules_renumbered', 0)} with renumbered references; "
                   f"glossary {summary['glossary_added']} added, "
                   f"{summary['glossary_removed']} removed, {summary['glossary_changed']} changed")
        for heading, key in (("Added", "added"), ("Removed", "removed")):
            click.echo(f"{heading} ({len(rules[key])}):")
            for item in rules[key]:
                click.echo(textwrap.shorten(f"  {item['number']} {item['text']}", _width()))
        click.echo(f"Moved ({len(rules.get('moved', []))}):")
        for item in rules.get("moved", []):
            renumbered = "; references " + ", ".join(f"{a} -> {b}" for a, b in item["renumbered_refs"]) \
                if item["renumbered_refs"] else ""
            click.echo(textwrap.shorten(f"  {item['from']} -> {item['to']}{renumbered}: {item['text']}", _width()))
        click.echo(f"References renumbered ({len(rules.get('renumbered', []))}):")
        for item in rules.get("renumbered", []):
            click.echo(f"  {item['number']}: " + ", ".join(f"{a} -> {b}" for a, b in item["renumbered_refs"]))
        click.echo(f"Changed ({len(rules['changed'])}):")
        half = _width() // 2 - 3
        for item in rules["changed"]:
            click.echo(f"  {item['number']}")
            left = textwrap.wrap(" ".join((item["old"]["text"], *item["old"]["examples"])), half) or [""]
            right = textwrap.wrap(" ".join((item["new"]["text"], *item["new"]["examples"])), half) or [""]
            for i in range(max(len(left), len(right))):
                a = left[i] if i < len(left) else ""
                b = right[i] if i < len(right) else ""
                click.echo(f"    {a:<{half}} | {b}")

    _run(as_json, lambda: _qa(ctx).rules_diff(old, new), render)


@main.command()
@click.argument("what", type=click.Choice(["rules", "glossary", "cards", "rulings"]))
@json_option
@click.pass_context
def export(ctx: click.Context, what: str, as_json: bool) -> None:
    """Write every rule, glossary entry, card or ruling of the index as JSON Lines (the output is
    JSON either way; with --json an error is the error object on standard output too).

    \b
    Example:
      ruling-qa export cards > cards.jsonl
    """
    try:
        for record in _qa(ctx).export(what):
            click.echo(_json_line(record))
    except RulingQAError as error:
        _fail(error, as_json)


# --- questions ---------------------------------------------------------------------------------

VERDICT_LINE = {"yes": "Yes.", "no": "No.", "depends": "It depends."}


def _render_answer(result: dict) -> None:
    verdict = result["verdict"]
    if result.get("read_as"):
        click.echo(_wrap("Read as: " + result["read_as"], ""))
    line = f"{result['value']}." if result.get("value") else VERDICT_LINE.get(verdict, "No computed answer.")
    click.echo(line + (f"  [{result['check']}]" if result["check"] else ""))
    click.echo(_wrap(result["answer"], ""))
    if result["reasoning"]:
        click.echo("Reasoning:")
        for step in result["reasoning"]:
            cites = ", ".join(c.get("number") or c.get("card") or "" for c in step["citations"])
            click.echo(textwrap.fill(f"- {step['text']}" + (f" ({cites})" if cites else ""), _width(),
                                     subsequent_indent="  "))
    if result["assumptions"]:
        click.echo("Assuming:")
        for assumption in result["assumptions"]:
            click.echo(textwrap.fill(f"- {assumption}", _width(), subsequent_indent="  "))
    citations = result["citations"]
    if citations["rulings"]:
        click.echo("Rulings:")
        for r in citations["rulings"]:
            click.echo(textwrap.fill(f"- {r['card']} ({r['date']}): {r['text']}", _width(), subsequent_indent="  "))
    if citations["rules"]:
        click.echo("Rules:")
        for r in citations["rules"]:
            click.echo(textwrap.fill(f"- {r['number']} {r['text']}", _width(), subsequent_indent="  "))
    for entry in citations["glossary"]:
        click.echo(textwrap.fill(f"Glossary: {entry['term']}: {entry['text']}", _width(), subsequent_indent="  "))
    click.echo(_sources_line(result["sources"]))


@main.command()
@click.argument("question", type=TEXT)
@json_option
@click.pass_context
def ask(ctx: click.Context, question: str, as_json: bool) -> None:
    """Answer a rules question in plain English: a computed verdict, its reasoning, and the
    rulings and rules behind it. QUESTION "-" reads one question per line from standard input
    (JSON Lines with --json).

    \b
    Examples:
      ruling-qa ask "can Spellskite redirect Deepglow Skate?"
      ruling-qa ask "can Llanowar Elves tap for mana the turn it comes in?"
      printf 'what is rule 702.19b\\nwhat mana can Reflecting Pool make\\n' | ruling-qa ask - --json
    """
    qa = _qa(ctx)
    if question != "-":
        _run(as_json, lambda: qa.ask(question), _render_answer)
        return
    failed = False
    for number, raw in enumerate(_stdin_lines(), start=1):
        try:
            line = raw.decode("utf-8-sig" if number == 1 else "utf-8").rstrip("\r\n")
        except UnicodeDecodeError as exc:
            # One bad line is reported like any failed question; the others are still answered.
            line = raw.decode("utf-8", "replace").rstrip("\r\n")
            error = BadInput(f"line {number} is not UTF-8 text (byte 0x{raw[exc.start]:02x} at position "
                             f"{exc.start}); save the questions as UTF-8")
            failed = True
            if as_json:
                _emit_json({**error.to_dict(), "question": line})
            else:
                click.echo(f"error: {error.message}", err=True)
            continue
        if not line.strip():
            continue
        try:
            result = qa.ask(line)
        except RulingQAError as error:
            failed = True
            if as_json:
                _emit_json({**error.to_dict(), "question": line})
            else:
                click.echo(f"error: {line[:60]!r}: {error.message}", err=True)
            continue
        if as_json:
            _emit_json(result)
        else:
            click.echo(f"Q: {line}")
            _render_answer(result)
            click.echo()
    sys.exit(1 if failed else 0)


def _stdin_lines():
    """Standard input as raw lines (decoded by the caller, so a bad byte is that line's error)."""
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # a text stream with no bytes beneath it
        yield from (line.encode("utf-8", "surrogateescape") for line in sys.stdin)
        return
    yield from stream


@main.command()
@json_option
@click.pass_context
def checks(ctx: click.Context, as_json: bool) -> None:
    """List the checks: what each answers and the rules it cites.

    \b
    Example:
      ruling-qa checks
    """
    def render(result: dict) -> None:
        for spec in result["checks"]:
            click.echo(f"{spec['name']}  ({spec['intent']})")
            click.echo(_wrap(spec["answers"], "    "))
            click.echo(f"    cites: {', '.join(spec['cites'])}")

    _run(as_json, lambda: _qa(ctx).checks(), render)


# --- corpus ------------------------------------------------------------------------------------

@main.group()
def corpus() -> None:
    """Get the official corpus files."""


@corpus.command("fetch")
@click.option("--cards", type=click.Choice(["mtgjson", "scryfall"]), default="mtgjson", show_default=True,
              help="Card data source.")
@click.option("--dest", type=click.Path(file_okay=False), help="Folder to download into (default corpus/downloads).")
@json_option
def corpus_fetch(cards: str, dest: str | None, as_json: bool) -> None:
    """Download the current Comprehensive Rules and card data (checked, then swapped in atomically).

    \b
    Example:
      ruling-qa corpus fetch && ruling-qa build
    """
    bar = Bar(in_bytes=True) if not as_json else None

    def progress(label: str, done: int, total: int | None) -> None:
        if bar is not None:
            bar(label, done, total)

    def render(report: dict) -> None:
        click.echo(f"Corpus in {report['dest']}:")
        for entry in report["files"]:
            state = "unchanged" if entry.get("unchanged") else "downloaded"
            click.echo(f"  {entry['name']}  {entry['bytes'] / 1e6:,.1f} MB  {state}")
        click.echo(f"  Comprehensive Rules effective {report['rules_effective_date']}; "
                   f"cards: {report['card_data_version']}")
        for name in report.get("removed", ()):
            click.echo(f"  removed {name} (replaced by the {report['cards']} card data)")
        if report.get("changed", True):
            click.echo("Next: `ruling-qa build` builds the index from these files.")
        else:
            click.echo("Nothing changed since the last fetch; the index needs no rebuild.")

    def produce() -> dict:
        try:
            return api.fetch(dest, cards, progress)
        finally:
            if bar is not None:
                bar.finish()

    _run(as_json, produce, render)


# --- resident ----------------------------------------------------------------------------------

@main.group()
def resident() -> None:
    """The resident question reader: after `ruling-qa ask` has answered, a background process keeps
    the reader loaded (a few hundred MB) and answers this user's next `ask` and lookups in
    milliseconds, until it has been idle for 10 minutes (RULING_QA_RESIDENT_IDLE seconds).
    RULING_QA_RESIDENT=0 turns it off.

    \b
    Examples:
      ruling-qa resident status
      ruling-qa resident stop
    """


def _duration(seconds: float) -> str:
    minutes, seconds = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    parts = [f"{hours} h" if hours else "", f"{minutes} min" if minutes else "", f"{seconds} s" if seconds else ""]
    return " ".join(part for part in parts if part) or "0 s"


@resident.command("status")
@json_option
def resident_status(as_json: bool) -> None:
    """Whether a resident is up for this code: its pid, uptime, requests served and memory.

    \b
    Example:
      ruling-qa resident status --json
    """
    from . import resident_link

    def render(result: dict) -> None:
        if result["running"]:
            memory = f", {result['memory_bytes'] / 1e6:,.0f} MB of memory" if result.get("memory_bytes") else ""
            click.echo(f"A resident is up: pid {result['pid']}, up {_duration(result['uptime_seconds'])}, "
                       f"{result['requests']:,} request{'s' if result['requests'] != 1 else ''} served{memory}; it "
                       f"exits after {_duration(result['idle_timeout_seconds'])} without a request.")
        else:
            click.echo(f"No resident is up: {result.get('reason')}.")
        if not result["enabled"]:
            click.echo(f"Residents are off ({resident_link.SWITCH_ENV}={os.environ.get(resident_link.SWITCH_ENV)}).")

    _run(as_json, resident_link.status, render)


@resident.command("stop")
@click.option("--all", "every", is_flag=True, help="Stop every resident of this user, whatever code it runs.")
@json_option
def resident_stop(every: bool, as_json: bool) -> None:
    """Stop the resident (the next `ruling-qa ask` starts a new one unless RULING_QA_RESIDENT=0).

    \b
    Examples:
      ruling-qa resident stop
      ruling-qa resident stop --all
    """
    from . import resident_link

    def render(result: dict) -> None:
        if result["stopped"]:
            click.echo("Stopped: pid " + ", ".join(str(pid) for pid in result["stopped"]) + ".")
        else:
            click.echo(f"Nothing to stop: {result.get('reason')}.")

    _run(as_json, lambda: resident_link.stop(every), render)


# --- serve -------------------------------------------------------------------------------------

@main.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535), help="Port to listen on.")
@click.option("--workers", default=1, show_default=True, type=click.IntRange(1, 64),
              help="Server processes (each opens the index read-only).")
@click.option("--access-log/--no-access-log", default=False, show_default=True, help="Log every request.")
@click.option("--request-timeout", default=10.0, show_default=True, type=click.FloatRange(0.1, 3600),
              help="Seconds a client has to send a whole request; then 408.")
@click.option("--max-connections", default=1000, show_default=True, type=click.IntRange(1, 100_000),
              help="Open connections per worker; past it, requests get 503.")
@click.pass_context
def serve(ctx: click.Context, host: str, port: int, workers: int, access_log: bool, request_timeout: float,
          max_connections: int) -> None:
    """Serve the HTTP JSON API for chat bots (OpenAPI document at /openapi.json, docs at /docs).
    Every route returns what the matching command prints with --json; POST /message answers a chat
    message ([[Card]], [[Card|rulings]], {{702.19b}}, !cr, !define, or a question) with a reply
    that fits Discord's 2,000 characters. The index is read, never built: build it first; a
    rebuilt index is picked up without a restart. Requests over the size limits get 414/431, slow
    clients 408, and connections past --max-connections 503 (all as JSON errors).

    \b
    Example:
      ruling-qa serve --port 8000 --workers 2
      curl 'http://127.0.0.1:8000/cards/Spellskite'
      curl -X POST http://127.0.0.1:8000/message -H 'content-type: application/json' \\
           -d '{"text": "[[Spellskite]] {{702.19b}}"}'
    """
    from .server import serve as run_server

    index = api.RulingQA(ctx.obj["index"], auto_build=False).index_path
    if not index.is_file():
        click.echo(f"warning: no index at {index}; every request gets 503 until `ruling-qa build` makes it",
                   err=True)
    run_server(host, port, workers, index=index, access_log=access_log, request_timeout=request_timeout,
               max_connections=max_connections)


if __name__ == "__main__":  # python -m ruling_qa.cli
    main()
