"""The HTML routes (see the package docstring): each parses its input, calls `RulingQA` verbs and
renders a Jinja2 template. A `RulingQAError` becomes an error page with its status and suggestions."""
from __future__ import annotations

import re
import threading
import time
from pathlib import Path
from typing import Annotated, Any, Callable
from urllib.parse import quote, urlencode

from fastapi import FastAPI, Query
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html, get_swagger_ui_oauth2_redirect_html
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from jinja2 import Environment, FileSystemLoader, select_autoescape
from pydantic import BaseModel, ConfigDict

from ..api import RulingQA
from ..errors import BadInput, RulingQAError
from ..parse.rules import word_diff
from .markup import Linker, card_href, diff_html, mana, rule_href, term_href

HERE = Path(__file__).resolve().parent
PAGE_SIZE = 20
MAX_RESULTS = 100                 # the search verb's limit: five pages
MAX_INPUT = 1000
AUTOCOMPLETE_LIMIT = 20
RULE_NUMBER = re.compile(r"^\d{1,3}(?:\.\d+[a-z]{0,2})?\.?$")
QUESTION_START = re.compile(r"^(?:can|does|do|is|are|if|what|when|how|why|which|who|will|would|should|may|must)\b",
                            re.IGNORECASE)


class AutocompleteResult(BaseModel):
    model_config = ConfigDict(extra="allow")
    ok: bool
    query: str
    names: list[str]


class _Error(BaseModel):
    model_config = ConfigDict(extra="allow")
    ok: bool
    error: str
    code: str
    suggestions: list[str]


def _environment() -> Environment:
    env = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=select_autoescape(["html"]),
                      trim_blocks=True, lstrip_blocks=True)
    env.globals.update(rule_href=rule_href, card_href=card_href, term_href=term_href, mana=mana,
                       diff_html=diff_html, quote=quote, urlencode=urlencode)
    return env


def _public(error: RulingQAError) -> dict:
    try:
        return error.to_dict(public=True)
    except TypeError:  # an errors module without the public flag
        return error.to_dict()


def mount_web(app: FastAPI, qa: RulingQA) -> None:
    """Add the HTML pages, /cards/autocomplete, the static files and offline /docs to `app`."""
    env = _environment()
    linkers: dict[int, tuple[Any, Linker]] = {}
    diffs: dict[tuple, tuple[dict, list]] = {}     # the last few edition comparisons shown
    diffs_lock = threading.Lock()

    def warm() -> None:  # the link tables take about a second: build them before the first page
        try:
            linker()
        except Exception:  # noqa: BLE001 - no index yet: the first page says so
            pass

    def linker() -> Linker:
        links = qa.link_targets()
        held = linkers.get(0)
        if held is None or held[0] is not links:
            held = (links, Linker(links))
            linkers[0] = held
        return held[1]

    def page(template: str, status: int = 200, **context: Any) -> HTMLResponse:
        try:
            sources = qa.sources()
        except RulingQAError:
            sources = {}
        html = env.get_template(template).render(link=linker_or_plain(), sources=sources, **context)
        return HTMLResponse(html, status)

    def linker_or_plain() -> Callable:
        try:
            return linker().for_page()
        except RulingQAError:
            return lambda text, *a, **k: text

    def error_page(error: RulingQAError, what: str = "") -> HTMLResponse:
        detail = _public(error)
        return page("error.html", status=error.status, error=detail, what=what)

    def guarded(render: Callable[[], Response], what: str = "") -> Response:
        """The page `render` makes (or the error page), with a Server-Timing header: the time spent
        making it (`app`) and the CPU time of that (`cpu`), both in milliseconds."""
        started, cpu = time.perf_counter(), time.thread_time()
        try:
            response = render()
        except RulingQAError as error:
            response = error_page(error, what)
        response.headers["Server-Timing"] = (f"app;dur={(time.perf_counter() - started) * 1000:.2f}, "
                                             f"cpu;dur={(time.thread_time() - cpu) * 1000:.2f}")
        return response

    threading.Thread(target=warm, name="web-warm-up", daemon=True).start()

    # --- offline API documentation --------------------------------------------------------------

    import fastapi_offline

    docs_static = Path(fastapi_offline.__file__).resolve().parent / "static"
    replaced = {app.docs_url, app.redoc_url, app.swagger_ui_oauth2_redirect_url}
    app.router.routes[:] = [r for r in app.router.routes if getattr(r, "path", None) not in replaced]
    app.mount("/static/docs", StaticFiles(directory=docs_static), name="docs-static")
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="web-static")

    @app.get("/docs", include_in_schema=False)
    def docs() -> HTMLResponse:
        """The interactive API documentation (Swagger UI), from local files."""
        return get_swagger_ui_html(openapi_url=app.openapi_url or "/openapi.json", title=f"{app.title} - API",
                                   swagger_js_url="/static/docs/swagger-ui-bundle.js",
                                   swagger_css_url="/static/docs/swagger-ui.css",
                                   swagger_favicon_url="/static/favicon.svg",
                                   oauth2_redirect_url="/docs/oauth2-redirect")

    @app.get("/docs/oauth2-redirect", include_in_schema=False)
    def docs_redirect() -> HTMLResponse:
        return get_swagger_ui_oauth2_redirect_html()

    @app.get("/redoc", include_in_schema=False)
    def redoc() -> HTMLResponse:
        """The API documentation as one page (ReDoc), from local files."""
        return get_redoc_html(openapi_url=app.openapi_url or "/openapi.json", title=f"{app.title} - API",
                              redoc_js_url="/static/docs/redoc.standalone.js",
                              redoc_favicon_url="/static/favicon.svg", with_google_fonts=False)

    # --- JSON: card-name autocomplete -----------------------------------------------------------

    # The error responses are documented as the API's own error object (that of /cards/{name}).
    by_name = next((r for r in app.router.routes if str(getattr(r, "path", "")).startswith("/cards/{name")), None)
    error_responses = {status: answer for status, answer in (getattr(by_name, "responses", None) or {}).items()
                       if int(status) in (413, 422, 503)} or {status: {"model": _Error} for status in (413, 422, 503)}

    @app.get("/cards/autocomplete", response_model=AutocompleteResult, tags=["lookups"], responses=error_responses)
    def autocomplete(q: Annotated[str, Query(description="what has been typed of a card name",
                                             examples=["spelsk"], min_length=1, max_length=200)]) -> Response:
        """Up to 20 card names for what someone is typing: names starting with it first, then names
        with a word starting with it, then close misspellings (as the home page suggests them)."""
        try:
            return JSONResponse(qa.autocomplete(q, AUTOCOMPLETE_LIMIT))
        except RulingQAError as error:
            return JSONResponse(_public(error), error.status)

    # /cards/{name} (a card by name) was added first and would take "autocomplete" for a name.
    app.router.routes.insert(0, app.router.routes.pop())

    # --- pages ----------------------------------------------------------------------------------

    @app.get("/", include_in_schema=False)
    def home() -> Response:
        """One search box for a card name, a rule number, a glossary term or a question."""
        return guarded(lambda: page("home.html", editions=qa.editions()["editions"][:2]))

    @app.get("/go", include_in_schema=False)
    def go(q: str = "") -> Response:
        """Send what was typed in the search box to the page for it."""
        text = q.strip()
        if not text:
            return RedirectResponse("/", 303)
        if len(text) > MAX_INPUT:
            return error_page(BadInput(f"the search is {len(text):,} characters long; the limit is {MAX_INPUT:,}"))
        if RULE_NUMBER.match(text):
            return RedirectResponse(rule_href(text.rstrip(".")), 303)
        words = text.split()
        if text.endswith("?") or QUESTION_START.match(text) or len(words) >= 6:
            return RedirectResponse("/q?" + urlencode({"q": text}), 303)
        try:
            match = qa.card(text)["match"]
            if match["match"] != "fuzzy" or match["score"] >= 88:
                return RedirectResponse(card_href(match["name"]), 303)
        except RulingQAError as error:
            if error.status >= 500:
                return error_page(error)
        try:
            entry = qa.define(text)
            if entry["match"] == "exact":
                return RedirectResponse(term_href(entry["entry"]["term"]), 303)
        except RulingQAError:
            pass
        return RedirectResponse("/s?" + urlencode({"q": text}), 303)

    @app.get("/r", include_in_schema=False)
    def contents() -> Response:
        """The table of contents: every section and chapter."""
        return guarded(lambda: page("contents.html", outline=qa.outline()["outline"]))

    @app.get("/r/{number:path}", include_in_schema=False)
    def rule(number: str) -> Response:
        """A section, chapter or rule with everything under it; a subrule is an anchor on its rule's page."""
        def render() -> Response:
            wanted = number.strip().rstrip(".")
            result = qa.rule_page(wanted)
            found = result["rule"]
            if found["level"] == "subrule":
                return RedirectResponse(rule_href(found["number"]), 301)
            return page("rule.html", result=result, rule=found)
        return guarded(render, "rule")

    @app.get("/h/{number:path}", include_in_schema=False)
    def history(number: str) -> Response:
        """How one rule's text changed across the CR editions on disk, with word-level highlighting."""
        return guarded(lambda: page("history.html", history=qa.rule_history(number.strip().rstrip("."))), "rule")

    @app.get("/diff", include_in_schema=False)
    def diff(old: str = "", new: str = "") -> Response:
        """What changed between two CR editions: added, removed, changed, moved rules and glossary."""
        def render() -> Response:
            editions = qa.editions()
            dates = editions["editions"]
            if len(dates) < 2:
                raise BadInput("the corpus has only one CR edition; there is nothing to compare")
            new_date = new.strip() or dates[0]
            old_date = old.strip() or dates[dates.index(new_date) + 1 if new_date in dates[:-1] else 1]
            key = (old_date, new_date, tuple(dates))
            shown = diffs.get(key)
            if shown is None:
                result = qa.rules_diff(old_date, new_date)       # reads both editions: ~0.5 s
                changes = [{**item, "diff": word_diff("\n".join([item["old"]["text"], *item["old"]["examples"]]),
                                                      "\n".join([item["new"]["text"], *item["new"]["examples"]]))}
                           for item in result["rules"]["changed"]]
                shown = (result, changes)
                with diffs_lock:
                    while len(diffs) >= 8:
                        diffs.pop(next(iter(diffs)))
                    diffs[key] = shown
            result, changes = shown
            return page("diff.html", result=result, changes=changes, dates=dates, old=old_date, new=new_date)
        return guarded(render, "edition")

    @app.get("/g", include_in_schema=False)
    def glossary() -> Response:
        """Every glossary term, alphabetically, with jump links by letter."""
        def render() -> Response:
            entries = qa.glossary_index()["entries"]
            letters: dict[str, list] = {}
            for entry in entries:
                letters.setdefault(entry["term"][:1].upper(), []).append(entry)
            return page("glossary.html", letters=letters, count=len(entries))
        return guarded(render)

    @app.get("/g/{term:path}", include_in_schema=False)
    def term(term: str) -> Response:
        """One glossary entry, with the rules it points to."""
        def render() -> Response:
            result = qa.define(term)
            return page("term.html", result=result, also_card=_same_name_card(result["entry"]["term"]))
        return guarded(render, "term")

    def _same_name_card(name: str) -> str | None:
        """The card called exactly `name` ("Flash" is a keyword and a card), if any."""
        try:
            match = qa.card(name)["match"]
        except RulingQAError:
            return None
        return match["name"] if match["match"] in ("exact", "normalized") else None

    def _same_name_term(name: str) -> str | None:
        try:
            result = qa.define(name)
        except RulingQAError:
            return None
        return result["entry"]["term"] if result["match"] == "exact" else None

    @app.get("/c/{name:path}", include_in_schema=False)
    def card(name: str) -> Response:
        """A card: each face's Oracle text, the parsed abilities and the official rulings."""
        def render() -> Response:
            result = qa.card(name)
            canonical = result["card"]["name"]
            if canonical != name:
                return RedirectResponse(card_href(canonical), 301 if result["match"]["match"] != "fuzzy" else 302)
            return page("card.html", result=result, card=result["card"], also_term=_same_name_term(canonical))
        return guarded(render, "card")

    @app.get("/q", include_in_schema=False)
    def question(q: str = "") -> Response:
        """The answer to a rules question: verdict, reasoning with linked rules and cards, rulings."""
        if not q.strip():
            return RedirectResponse("/", 303)

        def render() -> Response:
            answer = qa.ask(q)
            names = tuple(c["name"] for c in answer.get("cards", []) if c.get("name"))
            names += tuple(o["card"] for o in answer.get("citations", {}).get("oracle", []) if o.get("card"))
            return page("answer.html", answer=answer, cards=tuple(dict.fromkeys(names)))
        return guarded(render)

    @app.get("/s", include_in_schema=False)
    def search(q: str = "", page_number: Annotated[int, Query(alias="page")] = 1) -> Response:
        """Search results (rules, glossary entries, rulings and card names), 20 a page."""
        if not q.strip():
            return RedirectResponse("/", 303)

        def render() -> Response:
            number = max(1, min(page_number, MAX_RESULTS // PAGE_SIZE))
            wanted = min(MAX_RESULTS, number * PAGE_SIZE + 1)
            result = qa.search(q, wanted)
            hits = result["results"][(number - 1) * PAGE_SIZE: number * PAGE_SIZE]
            more = len(result["results"]) > number * PAGE_SIZE and number * PAGE_SIZE < MAX_RESULTS
            cards = []
            if number == 1 and len(q) <= 200:
                try:
                    cards = qa.autocomplete(q, 5, fuzzy=False)["names"]
                except RulingQAError:
                    cards = []
            return page("search.html", q=q, hits=hits, cards=cards, page_number=number, more=more,
                        first=(number - 1) * PAGE_SIZE + 1)
        return guarded(render)
