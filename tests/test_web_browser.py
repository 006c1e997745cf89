"""The pages in a real browser: Playwright driving Debian's Chromium (/usr/bin/chromium; never a
downloaded browser) against `ruling-qa serve` on a free loopback port, on the real corpus.

A failing test leaves a screenshot in tests/screenshots/ (git-ignored)."""
from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import unquote

import httpx
import pytest

CHROMIUM = "/usr/bin/chromium"
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
# As root Chromium needs --no-sandbox; the background-networking flags keep it from calling home.
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-default-apps", "--disable-extensions"]
PHONE = {"width": 390, "height": 844}
QUESTION = "can Spellskite redirect Deepglow Skate?"

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _need_chromium() -> None:
    if not Path(CHROMIUM).exists():
        message = f"{CHROMIUM} is missing: apt-get install -y chromium"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


@pytest.fixture(scope="module")
def base_url(qa, index_path):
    """`ruling-qa serve` in a subprocess on a free loopback port (its history cache warmed first)."""
    qa.rule_history("702.19b")           # computes the per-rule history once and keeps it on disk
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    process = subprocess.Popen(
        [sys.executable, "-c", "from ruling_qa.cli import main; main()", "--index", str(index_path),
         "serve", "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            assert process.poll() is None, process.stdout.read().decode(errors="replace")
            try:
                if httpx.get(base + "/", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert time.monotonic() < deadline, "ruling-qa serve did not come up in 120 s"
            time.sleep(0.2)
        yield base
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGINT)
            try:
                process.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(5)


@pytest.fixture(scope="module")
def chromium_browser():
    _need_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        yield chromium
        chromium.close()


class Visit:
    """One browser context: its page, and every URL the page requested."""

    def __init__(self, browser, base_url: str, **options):
        self.base = base_url
        self.context = browser.new_context(**options)
        self.context.set_default_timeout(30_000)
        self.requests: list[str] = []
        self.context.on("request", lambda request: self.requests.append(request.url))
        self.page = self.context.new_page()

    def go(self, path: str):
        response = self.page.goto(self.base + path)
        assert response is not None and response.status < 400, f"{path}: {response and response.status}"
        return response

    def outside(self) -> list[str]:
        return [u for u in self.requests if not u.startswith(self.base + "/") and not u.startswith("data:")]


@pytest.fixture()
def visit(chromium_browser, base_url, request):
    """Open browser contexts (visit() or visit(java_script_enabled=False, ...)); on failure each
    page's screenshot is saved under tests/screenshots/."""
    opened: list[Visit] = []
    failed_before = request.session.testsfailed

    def open_(**options) -> Visit:
        options.setdefault("viewport", PHONE)
        v = Visit(chromium_browser, base_url, **options)
        opened.append(v)
        return v

    yield open_
    if request.session.testsfailed > failed_before:
        SCREENSHOTS.mkdir(exist_ok=True)
        for i, v in enumerate(opened):
            try:
                v.page.screenshot(path=str(SCREENSHOTS / f"{request.node.name}-{i}.png"), full_page=True)
            except Exception:  # noqa: BLE001 - a screenshot must not hide the failure itself
                pass
    for v in opened:
        v.context.close()


def in_view(page, element_id: str) -> bool:
    return page.evaluate("""id => { const e = document.getElementById(id); if (!e) return false;
        const r = e.getBoundingClientRect(); return r.top >= 0 && r.top < window.innerHeight; }""", element_id)


def test_a_cross_reference_lands_on_its_anchor(visit, qa):
    # 608.2h refers to 113.7a, a subrule on another rule's page
    assert "113.7a" in qa.rule("608.2h")["rule"]["refs"]
    v = visit()
    v.go("/r/608.2")
    v.page.locator('[id="608.2h"] a[href="/r/113.7#113.7a"]').first.click()
    v.page.wait_for_url(re.compile(r"/r/113\.7#113\.7a$"))
    assert v.page.evaluate("document.querySelector(':target').id") == "113.7a"
    assert in_view(v.page, "113.7a")
    assert qa.rule("113.7a")["rule"]["text"][:40] in v.page.locator('[id="113.7a"]').inner_text()


def test_a_misspelt_card_name_is_suggested_and_opens_the_card(visit):
    v = visit()
    v.go("/")
    v.page.locator("#q").press_sequentially("Spelskite", delay=30)
    suggestion = v.page.locator("ul.suggest a", has_text="Spellskite").first
    suggestion.wait_for(state="visible")
    suggestion.click()
    v.page.wait_for_url(re.compile(r"/c/Spellskite$"))
    assert v.page.locator("h1").inner_text() == "Spellskite"
    assert not v.outside()


def test_a_question_gets_its_verdict_and_linked_reasoning(visit, qa):
    answer = qa.ask(QUESTION)
    v = visit()
    v.go("/")
    v.page.fill("#q", QUESTION)
    v.page.locator("#q").press("Enter")
    v.page.wait_for_url(re.compile(r"/q\?"))
    expected = answer["verdict"].upper() if answer["verdict"] else "No verdict"
    assert v.page.locator("#verdict").inner_text() == expected
    cited = [c["number"] for step in answer["reasoning"] for c in step["citations"] if c["kind"] == "rule"]
    assert cited
    reasoning = v.page.locator("ol.reasoning")
    for number in cited:
        assert reasoning.locator(f'a:text-is("{number}")').count() >= 1, number
    # a cited rule is one click away
    first = cited[0]
    reasoning.locator(f'a:text-is("{first}")').first.click()
    v.page.wait_for_url(re.compile(re.escape(first) + "$"))
    assert in_view(v.page, first) or v.page.locator("h1").inner_text().startswith(first)


def test_the_diff_page_shows_a_moved_rule_as_a_move(visit):
    v = visit()
    v.go("/diff?old=2026-06-19&new=2026-08-07")
    move = v.page.locator("li.move").filter(has=v.page.locator('span.from:text-is("704.5z")'))
    assert move.count() == 1 and move.locator("a.to").inner_text() == "704.5aa"
    added = v.page.locator("#added + ul")
    assert "704.5aa" not in (added.inner_text() if added.count() else "")
    # choosing editions in the form works (a plain GET form)
    v.page.select_option("select[name=old]", "2026-04-17")
    v.page.locator("form.editions button").click()
    v.page.wait_for_url(re.compile(r"old=2026-04-17"))
    assert "2026-04-17 → 2026-08-07" in v.page.locator("h1").inner_text()


def test_pages_work_with_javascript_disabled(visit):
    v = visit(java_script_enabled=False)
    v.go("/")
    v.page.fill("#q", "702.19b")
    v.page.locator("form.big button").click()
    v.page.wait_for_url(re.compile(r"/r/702\.19#702\.19b$"))
    assert v.page.locator('[id="702.19b"]').is_visible()
    v.go("/")
    v.page.fill("#q", "spelskite")
    v.page.locator("form.big button").click()
    v.page.wait_for_url(re.compile(r"/c/Spellskite$"))
    assert v.page.locator("ul.suggest").count() == 0          # the script never ran
    v.go("/s?q=damage")
    v.page.locator("a[rel=next]").click()
    v.page.wait_for_url(re.compile(r"page=2"))


def test_no_request_leaves_the_server(visit, base_url):
    v = visit()
    for path in ("/", "/r/702.19", "/c/Spellskite", "/g", "/h/702.19b", "/s?q=trample"):
        v.go(path)
    v.go("/")
    v.page.locator("#q").press_sequentially("ajani", delay=30)
    v.page.locator("ul.suggest a").first.wait_for(state="visible")
    v.go("/docs")
    v.page.locator(".swagger-ui .opblock").first.wait_for(state="visible")   # Swagger UI rendered offline
    assert v.page.locator(".swagger-ui").inner_text().count("/cards/") >= 2
    assert any(u.endswith("/openapi.json") for u in v.requests)
    assert any("/cards/autocomplete?q=" in u for u in v.requests)
    assert v.outside() == []


@pytest.mark.parametrize("path", ["/", "/r", "/r/702.19", "/r/601.2", "/r/704.5", "/c/Spellskite",
                                  "/c/Fire%20%2F%2F%20Ice", "/g", "/g/Mana%20Ability", "/h/702.19b",
                                  "/diff?old=2026-06-19&new=2026-08-07", "/s?q=trample",
                                  "/q?q=can+Spellskite+redirect+Deepglow+Skate%3F", "/r/999.9"])
def test_a_phone_sized_screen_never_scrolls_sideways(visit, path):
    v = visit(viewport=PHONE)
    v.page.goto(v.base + path)
    widths = v.page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert widths[0] <= widths[1], f"{unquote(path)} is {widths[0]} px wide on a {widths[1]} px screen"
