"""Starting from a snapshot: after a first visit the browser keeps a Pyodide memory snapshot of this build,
and later visits start from it, with the game as playable as ever; a broken or stale snapshot is passed
over for a normal start, offline too, and under a strict Content-Security-Policy."""

from __future__ import annotations

import json
import os
import re
import signal

import build
from conftest import READY
from web.embed import boards
from web.tutorial import content as tc

SNAPSHOT = "new URL('web/snapshot.bin', location.href).href"
STORED = "() => performance.getEntriesByName('tigris-snapshot-stored').length > 0"  # a function: no eval (CSP)


def start(page, url: str) -> str:
    """Open ``url`` until the game is playable; how Pyodide started ("snapshot" or "fresh")."""
    page.goto(url)
    page.wait_for_selector(READY, timeout=60_000)
    return page.evaluate("document.documentElement.dataset.tigrisStart")


def first_visit(page, site: str) -> None:
    assert start(page, site) == "fresh"
    page.wait_for_function(STORED, timeout=120_000)


def new_game_seed(page) -> int:
    """Start a new game from the dialog; the seed it was dealt with (saved with the game)."""
    if not page.locator(".dlg.newgame").count():
        page.click("[data-ui=new]")
    page.wait_for_selector(".dlg.newgame")
    page.click("[data-ui=start]")
    page.wait_for_selector("[data-ui=end]:not([disabled])", timeout=60_000)
    saved = page.evaluate("""() => {
        const id = localStorage.getItem('tigris.current');
        return localStorage.getItem('tigris.game.' + id);
    }""")
    return json.loads(saved)["ai_seed"]


def place_king(page) -> None:
    """A leader placed: the engine answers clicks."""
    page.click("[data-ui=leader][data-arg=king]")
    cell = page.eval_on_selector_all("#board .hl.target", "els => els.map(e => e.parentElement.dataset.cell)")[0]
    page.click(f'#board [data-cell="{cell}"]')
    page.wait_for_selector(f'#board [data-cell="{cell}"] circle.leader')


def test_second_visit_starts_from_the_snapshot_and_plays(sw_context, site):
    page = sw_context.new_page()
    first_visit(page, site)
    assert start(page, site) == "snapshot"
    first = new_game_seed(page)
    place_king(page)
    # The snapshot froze the random generator: every start from it draws new games all the same.
    assert start(page, site) == "snapshot"
    assert new_game_seed(page) != first
    # The tutorial's boards come alive from the same snapshot.
    assert start(page, site + "tutorial.html") == "snapshot"


def test_a_broken_snapshot_is_passed_over(sw_context, site):
    page = sw_context.new_page()
    first_visit(page, site)
    build = page.evaluate("caches.keys()")
    assert len(build) == 1
    for junk in ("[1, 2, 3]",  # not a snapshot at all
                 # framed like one, but not Pyodide's memory: Pyodide refuses it
                 "(() => { const w = new Uint32Array(4 + 1 + 1024); w.set([0x504e5354, 4096, 4096, 1, 0]);"
                 " w.fill(7, 5); return w; })()"):
        page.evaluate(f"caches.open({json.dumps(build[0])}).then(c => c.put({SNAPSHOT},"
                      f" new Response(new Uint8Array({junk}).buffer)))")
        assert start(page, site) == "fresh"
        place_king(page) if page.locator(".dlg.newgame").count() == 0 else new_game_seed(page)
        page.wait_for_function(STORED, timeout=120_000)  # made again
    assert start(page, site) == "snapshot"


def test_a_snapshot_of_another_build_is_not_used(sw_context, site):
    page = sw_context.new_page()
    first_visit(page, site)
    [build] = page.evaluate("caches.keys()")
    snapshot = page.evaluate(f"caches.match({SNAPSHOT}).then(r => r.arrayBuffer()).then(b => b.byteLength)")
    assert snapshot > 1_000_000
    # As the previous build left it: its cache, under its own name, with its snapshot.
    page.evaluate(f"""async () => {{
        const old = await caches.open('tigris-0000000000000000');
        await old.put({SNAPSHOT}, await caches.match({SNAPSHOT}));
        await (await caches.open({json.dumps(build)})).delete({SNAPSHOT});
    }}""")
    assert start(page, site) == "fresh"


def kill_renderers(browser) -> None:
    """Every page of ``browser`` dies as a renderer crash kills it: no pagehide, no unload."""
    info = browser.new_browser_cdp_session().send("SystemInfo.getProcessInfo")
    renderers = [p["id"] for p in info["processInfo"] if p["type"] == "renderer"]
    assert renderers
    for pid in renderers:
        os.kill(pid, signal.SIGKILL)


def test_a_start_from_the_snapshot_that_crashed_is_not_tried_again(sw_context, site):
    """Should a browser crash while running from the snapshot, the next starts are normal ones: a player is
    never caught in a tab that crashes at every start."""
    page = sw_context.new_page()
    first_visit(page, site)
    assert start(page, site) == "snapshot"
    with page.expect_event("crash"):
        kill_renderers(sw_context.browser)
    page = sw_context.new_page()
    assert start(page, site) == "fresh"
    page.wait_for_timeout(6_000)  # a snapshot would be made 3 s after the page is playable, once the browser idles
    assert page.evaluate(f"caches.match({SNAPSHOT}).then(r => r === undefined)"), "the snapshot was deleted"
    assert start(page, site) == "fresh"
    new_game_seed(page)
    place_king(page)


def test_offline_start_from_the_snapshot(sw_context, site):
    page = sw_context.new_page()
    first_visit(page, site)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    sw_context.set_offline(True)
    assert start(page, site) == "snapshot"
    new_game_seed(page)
    place_king(page)
    # The tutorial too, with the picture files of its boards further down.
    assert start(page, site + "tutorial.html") == "snapshot"
    pictures = list(boards.picture_files(tc.SECTIONS))
    got = page.evaluate("""(paths) => Promise.all(paths.map((p) => fetch(p).then(async (r) =>
        r.ok && (await r.text()).startsWith('<svg'))))""", pictures)
    assert got == [True] * len(pictures)


def test_snapshot_start_under_a_strict_content_security_policy(browser, site):
    """No inline script but the page's own (by its hash), no eval: scripts (the snapshot's worker too) only from the
    site, and WebAssembly. The first visit is served with the policy as a header as well as the page's own <meta>;
    later visits come from the service worker's cache under the page's <meta>."""
    policy = build.CSP
    violations: list[str] = []

    def with_policy(route):
        response = route.fetch()
        route.fulfill(response=response, headers={**response.headers, "content-security-policy": policy})

    context = browser.new_context(service_workers="allow")
    context.route(re.compile(r".*/(\?.*)?$"), with_policy)
    page = context.new_page()
    page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
    page.on("pageerror", lambda e: violations.append(str(e)))
    try:
        first_visit(page, site)
        assert start(page, site) == "snapshot"
        new_game_seed(page)
        place_king(page)
    finally:
        context.close()
    # The new-game form's inline onsubmit is the page's own (moved to a listener by the CSP work), not the start's.
    assert not [v for v in violations if "inline event handler" not in v], violations


def test_no_snapshot_without_a_service_worker(context, site, watch):
    """Where service workers are blocked nothing would ever delete an old build's snapshot: none is made, and
    every start is a normal one."""
    page = context.new_page()
    assert start(page, site) == "fresh"
    page.wait_for_timeout(6_000)  # the snapshot would start 3 s after the page is playable, once the browser idles
    assert not [u for u in watch.requests if u.endswith("/web/snapshot.mjs")]
    assert page.evaluate("caches.keys()") == []
    assert start(page, site) == "fresh"
