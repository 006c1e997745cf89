"""The HTTP JSON API for chat bots: a FastAPI app over the same `api` verbs the CLI uses.

    ruling-qa serve --port 8000 --workers 2
    curl 'http://127.0.0.1:8000/cards/Spellskite'

Routes: GET /ask?q=, POST /ask ({"q": "..."} or {"q": [up to 100]}), GET /cards/{name},
GET /cards/search?q=&page=&page_size= (card search), GET /cards/autocomplete?q=,
GET /rules/{number}, GET /define/{term}, GET /search?q=&limit=, GET /checks, GET /health, and
POST /message (a chat message -> a reply ready to post; see `ruling_qa.chat`). The OpenAPI document
is at /openapi.json, browsable at /docs.

Every route parses its input, calls one `RulingQA` verb and returns exactly the object
`ruling-qa <verb> --json` prints. Errors are translated once, here: a `RulingQAError` becomes its
`status` and `to_dict()`; FastAPI's own validation errors become the same error object (422, or 413
when an input is longer than its limit, as are bodies over 1 MB). The index is opened read-only
(never built or written); with no usable index every route answers 503.

Under load: every route runs in a few worker threads (each thread has its own SQLite connection),
never on the event loop, so one slow request cannot stall the others; a search has a cost bound
(see `KnowledgeBase.search`: too costly is a 422). Responses are written with orjson, each worker
warms up before it listens, and several workers share one listening socket with Nagle's algorithm
off. More traffic: more workers or more hosts, each with a copy of the index file.

Limits (`ruling-qa serve` applies them; each answers in the one JSON error shape and closes the
connection): a request line over 8 KiB is 414, request headers over 32 KiB are 431, a client that
has not sent its whole request (headers and body) within --request-timeout seconds gets 408, and
past --max-connections open connections per worker a request gets 503. Idle keep-alive connections
close after 5 s. Behind a reverse proxy (nginx, Caddy ...) keep these limits there too and let the
proxy buffer slow clients; the server answers what reaches it.

When a rebuild renames a new index file into place, the next request opens it (requests already
running finish on the old file); no restart is needed.
"""
from __future__ import annotations

import asyncio
import json
import os
from contextlib import asynccontextmanager
from typing import Annotated, Any, Literal

import anyio.to_thread
from fastapi import Body, FastAPI, Path, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from pydantic import BaseModel, ConfigDict, Field, StringConstraints
from starlette.exceptions import HTTPException as StarletteHTTPException

from . import chat
from .api import DEFAULT_PAGE_SIZE as DEFAULT_CARD_PAGE_SIZE
from .api import MAX_PAGE as MAX_CARD_PAGE
from .api import MAX_PAGE_SIZE as MAX_CARD_PAGE_SIZE
from .api import MAX_QUESTION_CHARS, RulingQA
from .errors import RulingQAError
from .web import mount_web

MAX_ASK_BATCH = 100
MAX_NAME_CHARS = 200            # card names and glossary terms (the knowledge base's limit)
MAX_RULE_CHARS = 40
MAX_SEARCH_CHARS = 1000
MAX_BODY_BYTES = 1 << 20        # 100 questions of 1,000 characters fit easily
THREADS = 8                     # worker threads per process: every route runs in one
MAX_REQUEST_LINE = 8 << 10      # bytes of method, target and version: longer is 414
MAX_HEAD_BYTES = 32 << 10       # request line and headers: more is 431
REQUEST_TIMEOUT = 10.0          # seconds to send a whole request (headers and body): then 408
MAX_CONNECTIONS = 1000          # open connections per worker: past it, requests get 503

# Text the api would refuse as empty: at least one character that is not white space or a control
# character, and no NUL anywhere. Spelled out (not \s) so that Python, Rust (pydantic) and
# ECMA-262 (the OpenAPI document) regex engines agree on it.
_BLANK = r"\x00-\x20\x7f-\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
TEXT_PATTERN = rf"^[^\x00]*[^{_BLANK}][^\x00]*$"
TEXT = {"min_length": 1, "pattern": TEXT_PATTERN}


def _text(limit: int) -> Any:
    return StringConstraints(min_length=1, max_length=limit, pattern=TEXT_PATTERN)


# --- response documents (for /openapi.json; routes return the api's dicts as they are) ----------

class _Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class ErrorObject(_Open):
    """Every error: a message saying what to do, a stable code, and what is available instead."""

    ok: Literal[False]
    error: str
    code: str
    suggestions: list[str]


class Sources(_Open):
    cr_effective_date: str | None
    card_data_version: str | None
    demo_corpus: bool = False


class CardMatch(_Open):
    query: str
    name: str
    match: str = Field(description="exact, normalized, face, nickname, partial or fuzzy")
    score: float


class Ruling(_Open):
    date: str
    text: str


class Face(_Open):
    name: str
    mana_cost: str | None = None
    type_line: str | None = None
    oracle_text: str | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    abilities: list[dict[str, Any]] = Field(default=[], description="parsed abilities: kind, cost, targets, produces ...")


class CardData(_Open):
    name: str
    layout: str
    faces: list[Face]
    rulings: list[Ruling]


class CardResult(_Open):
    ok: Literal[True]
    match: CardMatch
    card: CardData
    sources: Sources


class RuleData(_Open):
    number: str
    level: str
    text: str
    parent: str | None
    examples: list[str]
    refs: list[str]
    line: int | None = None


class RuleRef(_Open):
    number: str
    text: str


class RuleResult(_Open):
    ok: Literal[True]
    rule: RuleData
    parent: RuleData | None
    children: list[RuleData]
    refers_to: list[RuleRef]
    referred_by: list[RuleRef]
    glossary: list[str]
    sources: Sources


class GlossaryEntry(_Open):
    term: str
    names: list[str]
    text: str
    refs: list[str]


class DefineResult(_Open):
    ok: Literal[True]
    match: str
    entry: GlossaryEntry
    rules: list[RuleRef]
    sources: Sources


class SearchHit(_Open):
    kind: Literal["rule", "glossary", "ruling"]
    title: str
    snippet: str
    score: float
    number: str | None = None
    term: str | None = None
    card: str | None = None
    date: str | None = None
    text: str | None = None


class SearchResult(_Open):
    ok: Literal[True]
    query: str
    results: list[SearchHit]
    sources: Sources


class CardFaceSummary(_Open):
    name: str
    mana_cost: str | None = None
    type_line: str | None = None
    oracle_text: str | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None


class CardSummary(_Open):
    name: str
    layout: str
    mana_value: float | None
    colors: list[str]
    color_identity: list[str]
    type_line: str
    oracle_id: str | None
    faces: list[CardFaceSummary]


class CardSearchResult(_Open):
    ok: Literal[True]
    query: str
    read_as: str = Field(description="the query as it was read, in words")
    total: int = Field(description="how many cards match")
    page: int
    page_size: int
    has_more: bool
    cards: list[CardSummary] = Field(description="this page of the matches, in name order")
    sources: Sources


class ChecksResult(_Open):
    ok: Literal[True]
    checks: list[dict[str, Any]]


class HealthResult(_Open):
    ok: Literal[True]
    index: str
    schema_version: str | None
    built_at: str | None
    counts: dict[str, int] | None
    demo_corpus: bool
    sources: Sources


class Citations(_Open):
    rules: list[dict[str, Any]]
    glossary: list[dict[str, Any]]
    rulings: list[dict[str, Any]]
    oracle: list[dict[str, Any]]


class Answer(_Open):
    ok: Literal[True]
    question: str
    intent: str | None
    cards: list[dict[str, Any]]
    verdict: Literal["yes", "no", "depends"] | None
    value: str | None = Field(None, description="the amount a question asks for (\"what is A's mana value?\": "
                              "\"4\"), when it asks for one and it was computed; verdict is then null")
    answer: str
    check: str | None
    reasoning: list[dict[str, Any]]
    citations: Citations
    sources: Sources


class QuestionError(ErrorObject):
    question: str


class AnswerList(_Open):
    ok: Literal[True]
    answers: list[Answer | QuestionError] = Field(
        description="one per question, in order: the answer, or the error object with the question")
    failed: int = Field(description="how many questions got an error object")


class AskBody(BaseModel):
    q: Annotated[str, _text(MAX_QUESTION_CHARS)] | Annotated[
        list[Annotated[str, _text(MAX_QUESTION_CHARS)]], Field(min_length=1, max_length=MAX_ASK_BATCH)] = Field(
        description=f"one question, or a list of up to {MAX_ASK_BATCH}",
        examples=["can Spellskite redirect Deepglow Skate?"])


class ChatMessage(BaseModel):
    text: Annotated[str, _text(chat.MAX_MESSAGE_CHARS)] = Field(
        description="the message as the bot received it", examples=["what does [[Spellskite]] do? {{702.19b}}"])
    max_messages: int = Field(chat.DEFAULT_MAX_MESSAGES, ge=1, le=chat.MAX_MESSAGES,
                              description="at most this many messages in the reply; longer parts are shortened "
                                          "to fit, every reference keeps at least its heading")


class EmbedField(_Open):
    name: str = Field(max_length=chat.EMBED_FIELD_NAME)
    value: str = Field(max_length=chat.EMBED_FIELD_VALUE)
    inline: bool


class Embed(_Open):
    title: str = Field(max_length=chat.EMBED_TITLE)
    url: str | None = None
    description: str = Field(max_length=chat.EMBED_DESCRIPTION)
    fields: list[EmbedField] = Field(max_length=chat.EMBED_FIELDS)


class ChatReply(_Open):
    ok: Literal[True]
    messages: list[Annotated[str, StringConstraints(max_length=chat.LIMIT)]] = Field(
        min_length=1, max_length=chat.MAX_MESSAGES,
        description="markdown messages to post in order, each within Discord's 2,000 characters")
    embeds: list[Embed] = Field(description="the same reply as embed-shaped objects, one per reference")
    text: str = Field(max_length=chat.LIMIT, description="the whole reply when it fits one message, else the "
                                                         "first of `messages`")
    parts: list[dict[str, Any]] = Field(description="the api results (or error objects) the reply was made from")
    truncated: bool = Field(description="`text` is not the whole reply, or parts were shortened to fit max_messages")


def _error_responses(*statuses: int) -> dict:
    described = {404: "Unknown card, rule or term (with suggestions)", 413: "Input longer than its limit",
                 422: "Bad input (or a search too costly to run)", 503: "No usable index"}
    return {status: {"model": ErrorObject, "description": described[status]} for status in statuses}


ALL_ERRORS = _error_responses(404, 413, 422, 503)


# --- responses ----------------------------------------------------------------------------------

def json_response(obj: Any, status: int = 200, headers: dict | None = None) -> Response:
    """The object as compact UTF-8 JSON (the same object the CLI prints). Lone surrogates from odd
    input cannot be UTF-8: such an object is written with \\u escapes instead of failing."""
    try:
        body = _dumps(obj)
    except (TypeError, ValueError):   # orjson's JSONEncodeError is a TypeError; json's a ValueError
        body = json.dumps(obj, separators=(",", ":")).encode()
    return Response(body, status, headers, media_type="application/json")


try:
    from orjson import dumps as _dumps
except ImportError:  # pragma: no cover - orjson is a dependency; the standard library does the same, slower
    def _dumps(obj: Any) -> bytes:  # type: ignore[misc]
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()


def _where(loc: tuple) -> str:
    """("body", "q", "list[constrained-str]", 3) -> "body q[3]"; ("query", "q") -> "query parameter q"."""
    if not loc:
        return "request"
    kind = {"query": "query parameter", "path": "path parameter", "body": "body"}.get(str(loc[0]))
    names = [str(part) for part in loc[1:] if not isinstance(part, str) or ("[" not in part and part != "str"
                                                                            and "constrained" not in part)]
    path = "".join(f"[{n}]" if n.isdigit() else f".{n}" for n in names).lstrip(".")
    return f"{kind or loc[0]} {path}".strip()


def _validation_error(exc: RequestValidationError) -> Response:
    problems = list(exc.errors())
    # A union (one question or a list) reports every branch; keep the ones about the input given.
    specific = [p for p in problems if not str(p.get("type", "")).endswith("_type")]
    problems = specific or problems
    too_long = [p for p in problems if p.get("type") in ("string_too_long", "too_long")]
    shown = too_long or problems
    parts = []
    for problem in shown[:3]:
        message = problem.get("msg", "invalid")
        if problem.get("type") == "string_pattern_mismatch":
            message = "must contain some text (and no NUL bytes)"
        parts.append(f"{_where(tuple(problem.get('loc', ())))}: {message}")
    error = {"ok": False, "error": "; ".join(parts) or "invalid request",
             "code": "input_too_large" if too_long else "bad_input", "suggestions": []}
    return json_response(error, 413 if too_long else 422)


class BodyLimit:
    """Refuse request bodies over `limit` bytes with 413 before the app reads them."""

    def __init__(self, app, limit: int = MAX_BODY_BYTES):
        self.app, self.limit = app, limit

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD"):
            return await self.app(scope, receive, send)
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) <= self.limit:
            return await self.app(scope, receive, send)
        # No (or a too-large) declared length: read up to the limit, then replay what was read.
        messages, size = [], 0
        while True:
            message = await receive()
            messages.append(message)
            size += len(message.get("body", b""))
            if size > self.limit:
                response = json_response({"ok": False, "error": f"the request body is over {self.limit:,} bytes",
                                          "code": "input_too_large", "suggestions": []}, 413)
                return await response(scope, receive, send)
            if message["type"] != "http.request" or not message.get("more_body"):
                break

        async def replay():
            return messages.pop(0) if messages else await receive()

        return await self.app(scope, replay, send)


# --- the app ------------------------------------------------------------------------------------

def create_app(qa: RulingQA | None = None, index=None) -> FastAPI:
    """The API over `qa` (default: a read-only RulingQA on `index`, RULING_QA_INDEX or the default path)."""
    qa = qa or RulingQA(index, auto_build=False)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        # Questions and chat messages run in worker threads, each with its own SQLite connection:
        # a few threads are plenty (the work is CPU-bound) and keep memory flat.
        anyio.to_thread.current_default_thread_limiter().total_tokens = THREADS
        yield

    app = FastAPI(title="ruling-qa", version=_version(), separate_input_output_schemas=False, lifespan=lifespan,
                  description="Magic: The Gathering rules answers from the Comprehensive Rules, Oracle text and "
                              "official rulings. Every route returns what `ruling-qa <verb> --json` prints.")
    app.state.qa = qa
    app.add_middleware(BodyLimit)

    @app.exception_handler(RulingQAError)
    async def ruling_qa_error(request: Request, exc: RulingQAError) -> Response:
        return json_response(exc.to_dict(public=True), exc.status)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> Response:
        return _validation_error(exc)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        if exc.status_code == 400:  # FastAPI could not decode the body: bad input, like any other
            return json_response({"ok": False, "error": f"the request body could not be read as JSON ({exc.detail})",
                                  "code": "bad_input", "suggestions": []}, 422)
        headers: dict[str, str] = dict(getattr(exc, "headers", None) or {})
        if exc.status_code == 405:  # name every method the path has (GET and POST for /ask)
            headers["Allow"] = _allowed(request)
        message = (f"no route {request.url.path}; see /docs" if exc.status_code == 404 else
                   f"{request.method} is not allowed on {request.url.path}; use {headers['Allow']}"
                   if exc.status_code == 405 else str(exc.detail))
        return json_response({"ok": False, "error": message, "code": code, "suggestions": []},
                             exc.status_code, headers)

    @app.exception_handler(Exception)
    async def internal_error(request: Request, exc: Exception) -> Response:
        return json_response({"ok": False, "error": f"internal error ({type(exc).__name__})",
                              "code": "internal_error", "suggestions": []}, 500)

    @app.get("/ask", response_model=Answer, responses=ALL_ERRORS, tags=["questions"])
    def ask(q: Annotated[str, Query(description="the question", examples=["can Spellskite redirect Deepglow Skate?"],
                                    max_length=MAX_QUESTION_CHARS, **TEXT)]) -> Response:
        """Answer a rules question: verdict, prose, reasoning with citations, rulings, rules, sources."""
        return json_response(qa.ask(q))

    @app.post("/ask", response_model=Answer | AnswerList, responses=ALL_ERRORS, tags=["questions"])
    def ask_many(body: Annotated[AskBody, Body()]) -> Response:
        """One question (`{"q": "..."}`: the answer) or a list (`{"q": [...]}`: `answers`, one per
        question, each an answer or an error object carrying its `question`, as `ask - --json` prints)."""
        if isinstance(body.q, str):
            return json_response(qa.ask(body.q))
        answers = []
        for question in body.q:
            try:
                answers.append(qa.ask(question))
            except RulingQAError as error:
                if error.status == 503:
                    raise
                answers.append({**error.to_dict(public=True), "question": question})
        return json_response({"ok": True, "answers": answers, "failed": sum(not a["ok"] for a in answers)})

    # Before /cards/{name}, which would take "search" for a card name.
    @app.get("/cards/search", response_model=CardSearchResult, responses=_error_responses(413, 422, 503),
             tags=["lookups"])
    def search_cards(q: Annotated[str, Query(description="a search in a subset of Scryfall's syntax: name words, "
                                                         "o: t: kw: mv pow tou loy c: id: produces: is:, or, -, ( )",
                                             examples=['t:elf c:g mv<=1 o:"add {g}"'], max_length=MAX_SEARCH_CHARS,
                                             **TEXT)],
                     page: Annotated[int, Query(ge=1, le=MAX_CARD_PAGE)] = 1,
                     page_size: Annotated[int, Query(ge=1, le=MAX_CARD_PAGE_SIZE)] = DEFAULT_CARD_PAGE_SIZE
                     ) -> Response:
        """Cards matching a search, in name order, a page at a time, each as the card lookup's object
        without parsed abilities and rulings. A query that cannot be read is a 422 (`bad_query`)
        saying what was wrong and what would work."""
        return json_response(qa.search_cards(q, page, page_size))

    @app.get("/cards/{name:path}", response_model=CardResult, responses=ALL_ERRORS, tags=["lookups"])
    def card(name: Annotated[str, Path(description="a card name; close misspellings and one face of a "
                                                         "multi-face card resolve", examples=["Spellskite"],
                                             max_length=MAX_NAME_CHARS, **TEXT)]) -> Response:
        """A card: every face's Oracle text, mana cost, type line and parsed abilities, and its rulings."""
        return json_response(qa.card(name))

    @app.get("/rules/{number:path}", response_model=RuleResult, responses=ALL_ERRORS, tags=["lookups"])
    def rule(number: Annotated[str, Path(description="a CR number: 702, 702.19 or 702.19b",
                                               examples=["702.19b"], max_length=MAX_RULE_CHARS, **TEXT)]) -> Response:
        """A rule with its subrules, examples, parent and cross-references."""
        return json_response(qa.rule(number))

    @app.get("/define/{term:path}", response_model=DefineResult, responses=ALL_ERRORS, tags=["lookups"])
    def define(term: Annotated[str, Path(description="a glossary term", examples=["mana ability"],
                                               max_length=MAX_NAME_CHARS, **TEXT)]) -> Response:
        """A glossary entry and the rules it points to."""
        return json_response(qa.define(term))

    @app.get("/search", response_model=SearchResult, responses=ALL_ERRORS, tags=["lookups"])
    def search(q: Annotated[str, Query(description="words or \"a phrase\"", examples=["tapped for mana"],
                                             max_length=MAX_SEARCH_CHARS, **TEXT)],
                     limit: Annotated[int, Query(ge=1, le=100)] = 10) -> Response:
        """Rules, glossary entries and rulings ranked by relevance, with snippets."""
        return json_response(qa.search(q, limit))

    @app.get("/checks", response_model=ChecksResult, responses=_error_responses(503), tags=["questions"])
    def checks() -> Response:
        """Every registered check: what it answers and the rules it cites."""
        return json_response(qa.checks())

    @app.get("/health", response_model=HealthResult, responses=_error_responses(503), tags=["service"])
    def health() -> Response:
        """Index present, schema version, CR effective date, card data version and counts (503 without an index)."""
        return json_response(qa.health())

    @app.post("/message", response_model=ChatReply, responses=ALL_ERRORS, tags=["chat"])
    def message(body: ChatMessage) -> Response:
        """A chat message as a bot received it -> messages ready to post. Anywhere in the message:
        `[[Card]]`, `[[Card|rulings]]`, `[[Card|SET]]`, `{{702.19b}}`, `!card`, `!ruling CARD [N]`,
        `!cr NUMBER|TERM`, `!ex NUMBER`, `!define TERM`, `!help`; anything else that asks something is
        answered as a question. Every reference is answered once, in order; unknown names get a line
        with suggestions; each message fits in 2,000 characters. Rules link to RULING_QA_PUBLIC_URL."""
        return json_response(chat.reply(body.text, qa, max_messages=body.max_messages))

    mount_web(app, qa)  # the HTML pages, /cards/autocomplete and offline /docs (ruling_qa.web)
    return app


def _allowed(request: Request) -> str:
    from starlette.routing import Match

    methods: list[str] = []
    for route in request.app.routes:
        if getattr(route, "methods", None) and route.matches(request.scope)[0] != Match.NONE:
            methods += [m for m in sorted(route.methods) if m not in methods]
    return ", ".join(methods)


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("ruling-qa")
    except PackageNotFoundError:  # pragma: no cover - running from an uninstalled checkout
        return "0"


def app_factory() -> FastAPI:
    """What each uvicorn worker runs: the app on RULING_QA_INDEX, warmed up.

    Warm-up answers one request per verb before the worker listens, so the first users do not pay for
    loading the name tables and the question reader; then `gc.freeze()` moves those long-lived
    objects out of the collector's way (full collections no longer walk them: no latency spikes).
    """
    qa = RulingQA(os.environ.get("RULING_QA_INDEX") or None, auto_build=False)
    warm_up(qa)
    return create_app(qa)


def warm_up(qa: RulingQA) -> None:
    import gc
    import logging

    for verb, arg in ((qa.card, "Spellskite"), (qa.card, "Spelskite"), (qa.rule, "702.19b"),
                      (qa.define, "mana ability"), (qa.search, "trample"), (qa.ask, "what is rule 702.19b"),
                      (qa.search_cards, "t:elf o:flying"), (qa.search_cards, "t:goblin o:haste elf"),
                      (qa.search_cards, "gob"), (qa.autocomplete, "spelsk")):
        try:
            verb(arg)
        except RulingQAError as error:
            if error.status >= 500:      # no usable index: every request will say so (503)
                logging.getLogger("uvicorn.error").warning("%s", error.message)
                break
        except Exception:  # serve the other verbs; the failing one answers 500 per request
            logging.getLogger("uvicorn.error").exception("warm-up: %s(%r) failed", verb.__name__, arg)
    gc.collect()
    gc.freeze()


def serve(host: str = "127.0.0.1", port: int = 8000, workers: int = 1, index=None,
          access_log: bool = False, log_level: str = "info", request_timeout: float = REQUEST_TIMEOUT,
          max_connections: int = MAX_CONNECTIONS) -> None:
    """Run the API on uvicorn; each worker process opens the index read-only. Slow clients get 408
    after `request_timeout` seconds; past `max_connections` per worker, requests get 503."""
    import uvicorn
    from uvicorn.supervisors import Multiprocess

    if index:
        os.environ["RULING_QA_INDEX"] = str(os.path.abspath(index))
    config = _Config("ruling_qa.server:app_factory", factory=True, host=host, port=port, workers=workers,
                     access_log=access_log, log_level=log_level, http=GuardedProtocol, timeout_keep_alive=5)
    config.request_timeout, config.max_connections = request_timeout, max_connections  # type: ignore[attr-defined]
    try:
        if workers > 1:
            Multiprocess(config, sockets=[config.bind_socket()]).run()
        else:
            uvicorn.Server(config).run()
    except KeyboardInterrupt:  # pragma: no cover - Ctrl+C
        pass


try:
    import uvicorn as _uvicorn

    class _Config(_uvicorn.Config):
        """uvicorn's config, with TCP_NODELAY on the listening socket it shares between workers.

        uvicorn binds that socket without naming the protocol, so asyncio does not switch Nagle's
        algorithm off on the connections it accepts: every response (headers and body written
        separately) then waited ~40 ms for the client's delayed ACK. Linux passes the option on
        from the listening socket to accepted ones; asyncio sets it itself for one worker."""

        def bind_socket(self):
            import socket

            sock = super().bind_socket()
            if sock.family in (socket.AF_INET, socket.AF_INET6):
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            return sock
except ImportError:  # pragma: no cover - uvicorn is a dependency
    pass


# --- connection limits --------------------------------------------------------------------------

def _error_bytes(status: int, code: str, message: str) -> bytes:
    """A complete HTTP/1.1 response carrying the one error object; the connection then closes."""
    from http import HTTPStatus

    body = json.dumps({"ok": False, "error": message, "code": code, "suggestions": []}).encode()
    return (f"HTTP/1.1 {status} {HTTPStatus(status).phrase}\r\ncontent-type: application/json\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\n\r\n").encode() + body


async def _busy(scope, receive, send) -> None:
    body = json.dumps({"ok": False, "error": "the server has too many open connections; try again shortly",
                       "code": "too_many_connections", "suggestions": []}).encode()
    await send({"type": "http.response.start", "status": 503,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close"), (b"retry-after", b"1")]})
    await send({"type": "http.response.body", "body": body})


class _Rejected(Exception):
    pass


try:
    import httptools as _httptools
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol as _HttpToolsProtocol

    class GuardedProtocol(_HttpToolsProtocol):
        """uvicorn's httptools protocol with limits it lacks: the request line (414) and header
        bytes (431) are counted as they arrive, before the parser buffers them; a request not
        fully received within the timeout gets 408; connections past the limit get 503; a request
        that is not HTTP gets 400. Every refusal is the JSON error object."""

        def __init__(self, config, *args, **kwargs):
            super().__init__(config, *args, **kwargs)
            self._timeout = float(getattr(config, "request_timeout", REQUEST_TIMEOUT))
            self._max_connections = int(getattr(config, "max_connections", MAX_CONNECTIONS))
            self._in_head, self._head_bytes, self._header_bytes, self._rejected = True, 0, 0, False
            self._deadline: asyncio.TimerHandle | None = None

        def connection_made(self, transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            if len(self.connections) > self._max_connections:
                self.app = _busy                      # answered once its request head has arrived
            self._arm()

        def connection_lost(self, exc) -> None:
            self._disarm()
            super().connection_lost(exc)

        def _arm(self) -> None:
            self._disarm()
            self._deadline = self.loop.call_later(self._timeout, self._timed_out)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _timed_out(self) -> None:
            self._deadline = None
            if self.cycle is not None and self.cycle.response_started:
                self.transport.close()
                return
            self._reject(408, "request_timeout", f"the request was not received within {self._timeout:g} s")

        def _reject(self, status: int, code: str, message: str) -> None:
            if self._rejected or self.transport.is_closing():
                return
            self._rejected = True
            self._disarm()
            if self.cycle is not None:
                self.cycle.disconnected = True        # the app (if running) writes nothing more
                self.cycle.message_event.set()
            self.transport.write(_error_bytes(status, code, message))
            self.transport.close()

        def data_received(self, data: bytes) -> None:
            if self._rejected:
                return
            self._unset_keepalive_if_required()
            if self._in_head:
                self._head_bytes += len(data)
                if self._deadline is None:
                    self._arm()
            try:
                self.parser.feed_data(data)
            except _httptools.HttpParserUpgrade:
                self._reject(400, "bad_request", "protocol upgrades are not supported")
                return
            except _httptools.HttpParserError:
                self._reject(400, "bad_request", "the request is not valid HTTP/1.1")
                return
            if self._in_head and self._head_bytes > MAX_HEAD_BYTES:
                self._reject(431, "headers_too_large", f"the request headers are over {MAX_HEAD_BYTES:,} bytes")

        def on_message_begin(self) -> None:
            super().on_message_begin()
            self._in_head = True

        def on_url(self, url: bytes) -> None:
            if len(self.url) + len(url) > MAX_REQUEST_LINE:
                self._reject(414, "uri_too_long", f"the request target is over {MAX_REQUEST_LINE:,} bytes")
                raise _Rejected
            super().on_url(url)

        def on_header(self, name: bytes, value: bytes) -> None:
            # Counted exactly here (a whole request can arrive in one read); data_received counts
            # raw bytes too, so a header still arriving is cut off before the parser buffers it all.
            self._header_bytes += len(name) + len(value) + 4
            if self._header_bytes + len(self.url) > MAX_HEAD_BYTES:
                self._reject(431, "headers_too_large", f"the request headers are over {MAX_HEAD_BYTES:,} bytes")
                raise _Rejected
            super().on_header(name, value)

        def on_headers_complete(self) -> None:
            self._in_head, self._head_bytes, self._header_bytes = False, 0, 0
            super().on_headers_complete()

        def on_message_complete(self) -> None:
            self._disarm()
            self._in_head = True
            super().on_message_complete()
except ImportError:  # pragma: no cover - httptools and uvicorn are dependencies
    GuardedProtocol = None  # type: ignore[assignment,misc]
