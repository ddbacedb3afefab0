"""Boards embedded anywhere: on another site's page with third-party storage blocked, a refused click's reason on
every board, buttons that stay readable under the mouse.

The author's page is served on ``localhost`` and the board on ``127.0.0.1``: two sites, so the board's iframe
is a third party, and a fresh Playwright context blocks its storage as an incognito window does.
"""

from __future__ import annotations

import threading
from urllib.parse import quote, urlencode, urlsplit

import pytest

import build
from conftest import CSP_WATCH, READY

DIAGRAM = """\
players: archer bull
turn: archer 1
board: blank
archer: hand r r b k g g
bull:   hand r b b k k g
    a  b  c  d  e
 1  r* .  .  .  .
 2  .  r  .  .  .
 3  .  .  .  .  r*
"""


@pytest.fixture
def author_site(tmp_path):
    """An author's own site, on another host name than the board's: ``localhost``, where the board is on 127.0.0.1."""
    server = build.make_server(tmp_path, 0, "127.0.0.1")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()

    def page(name: str, html: str) -> str:
        (tmp_path / name).write_text(html)
        return f"http://localhost:{server.server_address[1]}/{name}"

    yield page
    server.shutdown()


@pytest.fixture
def two_sites(browser):
    """A fresh context (third-party storage blocked, as in incognito) whose console errors fail the test."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    ctx.add_init_script(CSP_WATCH)
    errors: list[str] = []

    def attach(page) -> None:
        page.on("console", lambda m: errors.append(f"console.{m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(f"page error: {e}"))

    ctx.on("page", attach)
    ctx.set_default_timeout(30_000)
    yield ctx
    ctx.close()
    assert not errors, "errors in the console:\n" + "\n".join(errors)


def board_frame(page, host: str):
    return next(f for f in page.frames if urlsplit(f.url).netloc == host and "embed.html" in f.url)


def test_a_board_on_another_sites_page_plays_with_its_storage_blocked(two_sites, site, author_site):
    query = urlencode({"mode": "play", "position": DIAGRAM}, quote_via=quote)
    url = author_site("rules.html", f"""<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>My rules tutorial</title></head><body><h1>How leaders arrive</h1>
<p>Try it:</p>
<iframe id="board" src="{site}embed.html?{query}" width="640" height="640" title="A Tigris board"></iframe>
</body></html>""")
    page = two_sites.new_page()
    page.goto(url)
    board = page.frame_locator("#board")
    board.locator(".tigris-board[data-live=ready]").wait_for(timeout=90_000)
    frame = board_frame(page, urlsplit(site).netloc)
    # The premise: the board is a third party whose storage the browser refuses outright.
    assert frame.evaluate("() => { try { localStorage; return 'open'; } catch (e) { return e.name; } }") \
        == "SecurityError"
    assert page.evaluate("() => localStorage.length") == 0  # (the author's own page has its storage)

    # A leader where the rules refuse it: the reason, and the leader stays chosen.
    board.locator("[data-ui=select][data-arg='leader king']").click()
    board.locator('[data-cell="d1"]').click()
    msg = board.locator(".tb-msg.bad")
    msg.wait_for()
    assert msg.inner_text() == "Not allowed: a leader must stand next to a temple."
    assert board.locator("[data-ui=select][data-arg='leader king'].sel").count() == 1
    # A legal space: the king lands, and the turn goes on.
    board.locator('[data-cell="b1"]').click()
    board.locator('[data-cell="b1"] circle.leader').wait_for()
    assert board.locator(".tb-msg.bad").count() == 0
    assert board.locator("[data-ui=undo]:not([disabled])").count() == 1
    # A tile next to him scores.
    board.locator("[data-ui=select][data-arg='tile green']").click()
    board.locator('[data-cell="c1"]').click()
    board.locator('[data-cell="c1"] rect.tile').wait_for()
    assert "Archer gains 1 green point" in board.locator(".tb-events").inner_text()


def test_a_refused_click_on_a_tutorial_board_says_why(context, site):
    page = context.new_page()
    page.goto(site + "tutorial.html")
    page.wait_for_selector(READY, timeout=60_000)
    play = "#regions-play"
    page.locator(play).scroll_into_view_if_needed()
    page.wait_for_selector(f"{play}[data-live=ready]")
    page.click(f"{play} [data-ui=select][data-arg='leader king']")
    page.click(f'{play} [data-cell="d1"]')
    assert page.inner_text(f"{play} .tb-msg.bad") == "Not allowed: a leader must stand next to a temple."
    page.click(f'{play} [data-cell="b1"]')  # beside the temple on a1
    page.wait_for_selector(f'{play} [data-cell="b1"] circle.leader')
    # A tile of the wrong kind on the river: its reason too, in the reader's language.
    page.select_option("#tigris-lang", "de")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    page.click(f"{play} [data-ui=select][data-arg='tile red']")
    page.click(f'{play} [data-cell="e2"]')
    assert page.inner_text(f"{play} .tb-msg.bad").startswith("Nicht erlaubt: ")
    assert "Fluss" in page.inner_text(f"{play} .tb-msg.bad")


# ---------------------------------------------------------------- buttons under the mouse


def luminance(rgb: str) -> float:
    parts = [float(x) for x in rgb[rgb.index("(") + 1:rgb.index(")")].split(",")[:3]]
    lin = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in parts]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


COLOURS = "el => { const s = getComputedStyle(el); return [s.color, s.backgroundColor]; }"


def hovered_colours(page, selector: str) -> tuple[str, str]:
    page.hover(selector)
    page.wait_for_timeout(50)  # (no transition is declared; one frame for the style)
    fg, bg = page.eval_on_selector(selector, COLOURS)
    return fg, bg


@pytest.mark.parametrize("contrast_mode", [False, True])
def test_board_buttons_stay_readable_under_the_mouse(context, site, contrast_mode):
    page = context.new_page()
    page.goto(site + "tutorial.html")
    page.wait_for_selector(READY, timeout=60_000)
    if contrast_mode:  # chosen on the game page, shared with the tutorial
        page.evaluate("localStorage.setItem('tigris.contrast', 'on')")
        page.reload()
        page.wait_for_selector(READY, timeout=60_000)
        assert page.locator("html.contrast").count() == 1
    steps = "#tiles-steps"
    page.locator(steps).scroll_into_view_if_needed()
    page.wait_for_selector(f"{steps}[data-live=ready]")
    nxt = f"{steps} [data-ui=step].next"
    assert "primary" in page.get_attribute(nxt, "class")
    still = page.eval_on_selector(nxt, COLOURS)
    fg, bg = hovered_colours(page, nxt)
    assert bg != still[1], "a button answers the mouse"
    assert contrast(fg, bg) >= 4.5, (fg, bg)  # WCAG AA for its text
    page.click(nxt)
    page.wait_for_selector(f"{steps}[data-step='1']")
    plain = f"{steps} [data-ui=step].prev"
    fg, bg = hovered_colours(page, plain)
    assert contrast(fg, bg) >= 4.5, (fg, bg)
    # An exercise's primary "Try again", after a wrong answer.
    ex = "#tiles-exercise"
    page.locator(ex).scroll_into_view_if_needed()
    page.wait_for_selector(f"{ex}[data-live=ready]")
    page.click(f"{ex} [data-ui=select][data-arg='tile green']")
    page.click(f'{ex} [data-cell="e2"]')
    page.wait_for_selector(f"{ex}[data-verdict=wrong]")
    again = f"{ex} [data-ui=reset].primary"
    fg, bg = hovered_colours(page, again)
    assert contrast(fg, bg) >= 4.5, (fg, bg)


def test_the_game_pages_primary_buttons_stay_readable_under_the_mouse_in_high_contrast(context, site):
    page = context.new_page()
    page.goto(site)
    page.wait_for_selector(READY, timeout=60_000)
    page.evaluate("localStorage.setItem('tigris.contrast', 'on')")  # as the header's switch leaves it
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_selector("html.contrast")
    page.wait_for_selector(".dlg.newgame")
    start = ".dlg.newgame [data-ui=start]"
    assert "primary" in page.get_attribute(start, "class")
    fg, bg = hovered_colours(page, start)
    assert contrast(fg, bg) >= 4.5, (fg, bg)
