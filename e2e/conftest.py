"""Browser tests: Debian's Chromium, driven by the `playwright` package, against dist/.

A session fixture builds the site once and serves it on a free port in a
thread. Every test gets a fresh browser context (fresh storage) that records
every request and console message: a request leaving the page's origin, an
error in the console or an uncaught page error fails the test.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from urllib.parse import quote, urlsplit

import pytest

import build

ROOT = Path(__file__).resolve().parents[1]

try:
    from playwright import sync_api as playwright_sync
except ImportError:  # reported by the browser fixture: a missing tool is a failure, not a skip
    playwright_sync = None

CHROMIUM = "/usr/bin/chromium"
# (--disable-dev-shm-usage was tried: two renderer crashes in one quiet run with it, none without.)
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--no-first-run", "--disable-sync"]
READY = "html[data-tigris=ready]"

# Chromium's renderer here dies now and then ("Page crashed", "Target crashed": about one e2e test in a hundred
# in most runs; one CI run lost four snapshot starts of e2e/test_startup.py, one of them twice, another eleven
# starts in e2e/test_share.py; cause not found, see docs/startup.md). A test whose browser crashed runs again, up
# to three times, in a fresh context of a freshly started browser (pytest-rerunfailures, installed by .ci/run);
# any other failure fails it at once.
CRASHED = [r"Page crashed", r"Target crashed"]
CRASH_RERUNS = 3

# What Chromium writes to its stderr goes to a file per test module (Playwright's DEBUG_FILE, read when the
# browser fixture starts Playwright), so that a crash comes with Chromium's own last words: the end of the run
# lists them (pytest_terminal_summary below).
BROWSER_LOGS = Path(os.environ.get("TIGRIS_BROWSER_LOGS", "/tmp/tigris-e2e-browser"))
# Chromium's usual complaints on a machine with no desktop session: not a crash's cause.
NOISE = ("dbus/", "cpufreq", "DevTools listening", "<launching>", "<launched>", "gracefully close",
         "temporary directories", "process did exit", "object_proxy")


def pytest_collection_modifyitems(config, items) -> None:
    if not config.pluginmanager.hasplugin("rerunfailures"):
        return
    for item in items:
        item.add_marker(pytest.mark.flaky(reruns=CRASH_RERUNS, only_rerun=CRASHED))


def _browser_log(nodeid: str) -> Path:
    return BROWSER_LOGS / (Path(nodeid.split("::")[0]).stem + ".log")


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    """After a run with a crashed browser, what Chromium said before it (for whoever looks for the cause)."""
    crashed = [r for r in terminalreporter.stats.get("rerun", []) + terminalreporter.stats.get("failed", [])
               if any(word in str(r.longrepr) for word in CRASHED)]
    if not crashed:
        return
    terminalreporter.section(f"browser crashes: {len(crashed)}")
    for log in sorted({_browser_log(r.nodeid) for r in crashed}):
        said = [line for line in log.read_text(errors="replace").splitlines()
                if "[err]" in line and not any(n in line for n in NOISE)] if log.exists() else []
        terminalreporter.write_line(f"{log.stem}: " + ", ".join(r.nodeid.split("::")[-1] for r in crashed
                                                             if _browser_log(r.nodeid) == log))
        terminalreporter.write_line(f"  Chromium's stderr, the last 40 of {len(said)} lines:")
        for line in said[-40:]:
            terminalreporter.write_line("  " + line[:400])


@pytest.fixture(scope="session")
def site():
    # TIGRIS_DIST lets several checkouts or workers build side by side without clobbering dist/.
    target = Path(os.environ["TIGRIS_DIST"]) if os.environ.get("TIGRIS_DIST") else build.DIST
    dist = build.build(target, quiet=True)
    server = build.make_server(dist, 0, "127.0.0.1")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


# One browser per test module, not per session: a long-lived browser carries every earlier test's leftovers
# (one e2e run in CI lost a page to "Page crashed" at its 64th test), and a start costs about a second.
# After a test whose renderer crashed, the browser is started afresh too: in one CI run the crashes came in a
# cluster, eleven in one module's browser (its reruns included) and none in the next modules' browsers.
class Chromium:
    """The module's browser, launched when first asked for and again after a test whose renderer crashed."""

    def __init__(self, playwright) -> None:
        self.playwright = playwright
        self.browser = None
        self.launches = 0

    def get(self):
        if self.browser is None:
            self.browser = self.playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            self.launches += 1
        return self.browser

    def discard(self) -> None:
        if self.browser is not None:
            try:
                self.browser.close()
            except Exception:  # a browser that died with its renderer: nothing left to close
                pass
            self.browser = None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Mark a test whose browser crashed, for the browser fixture to start the next test's afresh."""
    outcome = yield
    report = outcome.get_result()
    if report.failed and any(word in str(report.longrepr) for word in CRASHED):
        item.tigris_crashed = True


@pytest.fixture(scope="module")
def chromium(request):
    BROWSER_LOGS.mkdir(parents=True, exist_ok=True)
    os.environ["DEBUG"] = "pw:browser"
    os.environ["DEBUG_FILE"] = str(_browser_log(request.node.nodeid))
    if playwright_sync is None:
        pytest.fail("the playwright package is missing: python3 -m pip install playwright")
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install -y chromium")
    with playwright_sync.sync_playwright() as p:
        launcher = Chromium(p)
        yield launcher
        launcher.discard()


@pytest.fixture
def browser(chromium, request):
    yield chromium.get()
    if getattr(request.node, "tigris_crashed", False):
        chromium.discard()


class Watch:
    """Everything a context requested and logged."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.requests: list[str] = []
        self.off_origin: list[str] = []
        self.errors: list[str] = []

    def on_request(self, req) -> None:
        url = req.url
        self.requests.append(url)
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob"):
            return
        if f"{parts.scheme}://{parts.netloc}" != self.origin:
            self.off_origin.append(url)

    def attach(self, page) -> None:
        page.on("console", lambda m: self.errors.append(f"console.{m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))


@pytest.fixture
def watch(site):
    parts = urlsplit(site)
    return Watch(f"{parts.scheme}://{parts.netloc}")


# Every page runs under a Content-Security-Policy (build.py CSP): a violation is reported as a console error.
CSP_WATCH = """document.addEventListener("securitypolicyviolation", (e) =>
  console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} ${e.sample || ""}`));"""


def _context(browser, watch, service_workers: str, **device):
    """A fresh context whose requests and console ``watch`` sees; ``device``: a phone's viewport and touch."""
    ctx = browser.new_context(**{"viewport": {"width": 1280, "height": 800}, **device},
                              service_workers=service_workers, accept_downloads=True)
    ctx.add_init_script(CSP_WATCH)
    ctx.on("request", watch.on_request)
    ctx.on("page", watch.attach)
    ctx.set_default_timeout(30_000)
    return ctx


@pytest.fixture
def context(browser, watch):
    """A fresh context without service workers (the plain network path, quicker)."""
    ctx = _context(browser, watch, "block")
    yield ctx
    ctx.close()
    assert not watch.off_origin, f"requests left the origin: {watch.off_origin}"
    assert not watch.errors, "errors in the console:\n" + "\n".join(watch.errors)


@pytest.fixture
def sw_context(browser, watch):
    """A fresh context with the service worker allowed."""
    ctx = _context(browser, watch, "allow")
    yield ctx
    ctx.close()
    assert not watch.off_origin, f"requests left the origin: {watch.off_origin}"
    assert not watch.errors, "errors in the console:\n" + "\n".join(watch.errors)


def open_page(context, site: str, query: str = ""):
    page = context.new_page()
    page.goto(site + query)
    page.wait_for_selector(READY, timeout=60_000)
    return page


def position_query(diagram: str, extra: str = "") -> str:
    return "?position=" + quote(diagram) + extra


def reveal(page) -> None:
    """Take the device: dismiss the hot-seat cover when it is shown."""
    if page.locator("#cover").is_visible():
        page.click("#cover button[data-ui=reveal]")
    page.wait_for_selector("#cover", state="hidden")
