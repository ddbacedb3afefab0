"""A phone, upright and on its side: touch only, no zoom, taps of 24 px and more, the hand and the log fold away."""

from __future__ import annotations

import pytest

from conftest import READY, position_query
from test_a11y import assert_clean
from web_positions import diagram

# Archer's king on c2 by two temples: a red tile next to him gives him a red point.
KING = diagram(
    """
players: archer bull
turn: archer 1
archer: hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r b b k g g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"b2": "r", "c2": "Ak", "c3": "r"},
)

PORTRAIT = {"width": 390, "height": 844}
LANDSCAPE = {"width": 844, "height": 390}
TAP = 24  # CSS pixels, WCAG 2.5.8 (target size, minimum)


@pytest.fixture
def phone(browser, watch, site):
    """A phone's browser: a touch screen, mobile viewport rules; opened upright or on its side."""
    contexts = []

    def open_at(viewport: dict, query: str):
        ctx = browser.new_context(viewport=viewport, is_mobile=True, has_touch=True, device_scale_factor=2,
                                  service_workers="block")
        ctx.on("request", watch.on_request)
        ctx.on("page", watch.attach)
        ctx.set_default_timeout(30_000)
        contexts.append(ctx)
        page = ctx.new_page()
        page.goto(site + query)
        page.wait_for_selector(READY, timeout=60_000)
        return page

    yield open_at
    for ctx in contexts:
        ctx.close()
    assert not watch.off_origin, f"requests left the origin: {watch.off_origin}"
    assert not watch.errors, "errors in the console:\n" + "\n".join(watch.errors)


def take_the_device(page) -> None:
    page.wait_for_selector("#cover:not([hidden])")
    page.tap("#cover button[data-ui=reveal]")
    page.wait_for_selector("#cover", state="hidden")


def smallest(page, selector: str) -> tuple[float, float, str]:
    """The narrowest width and lowest height among the visible elements matching ``selector`` (and one of them)."""
    return tuple(page.evaluate(
        """sel => {
          let w = 1e9, h = 1e9, who = "";
          for (const el of document.querySelectorAll(sel)) {
            const r = el.getBoundingClientRect();
            if (!r.width || !r.height) continue;   // hidden (folded away)
            if (r.width < w || r.height < h) who = el.outerHTML.slice(0, 120);
            w = Math.min(w, r.width); h = Math.min(h, r.height);
          }
          return [w, h, who];
        }""", selector))


def targets(page) -> list[str]:
    return page.eval_on_selector_all("#board .hl.target", "els => els.map(e => e.closest('[data-cell]').dataset.cell)")


def points(page, player: str) -> list[int]:
    return [int(x) for x in page.get_attribute(f'#panel li[data-player="{player}"]', "data-points").split(",")]


def assert_tappable(page) -> None:
    w, h, who = smallest(page, "#board [data-cell]")
    assert w >= TAP and h >= TAP, f"a board cell is {w:.1f}×{h:.1f} px: {who}"
    w, h, who = smallest(page, "#panel .hand button")
    assert w >= TAP and h >= TAP, f"a button of the hand is {w:.1f}×{h:.1f} px: {who}"
    w, h, who = smallest(page, "button, select, summary, .top a")
    assert w >= TAP and h >= TAP, f"a control is {w:.1f}×{h:.1f} px: {who}"


def assert_no_zoom_needed(page) -> None:
    """The page is as wide as the screen (only the board may scroll sideways within itself) and not scaled."""
    wide = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth, visualViewport.scale]")
    assert wide[0] <= wide[1] and wide[2] == 1, f"page {wide[0]} px wide in a {wide[1]} px screen, scale {wide[2]}"


def play_a_red_tile_by_the_king(page) -> None:
    page.tap("[data-ui=tile][data-arg=red]")
    page.wait_for_selector("#board .hl.target")
    assert "d2" in targets(page)
    page.tap('#board [data-cell="d2"]')
    page.wait_for_selector('#board [data-cell="d2"] rect.tile')
    assert points(page, "archer") == [1, 0, 0, 0]


def test_upright_phone_plays_by_touch_with_the_log_folded_away(phone):
    page = phone(PORTRAIT, position_query(KING))
    take_the_device(page)
    assert_no_zoom_needed(page)
    assert_tappable(page)
    # The board comes first and the hand right below it, both on the first screen.
    board = page.locator("#board svg").bounding_box()
    tile = page.locator("[data-ui=tile][data-arg=red]").bounding_box()
    assert board["y"] < 200 and tile["y"] > board["y"] + board["height"] - 1
    assert tile["y"] + tile["height"] <= PORTRAIT["height"], "the hand must be on the first screen"
    # On a small screen the move list starts folded away; a tap opens it.
    assert page.locator("#panel details[data-fold=log]:not([open])").count() == 1
    assert not page.locator("#log").is_visible()

    play_a_red_tile_by_the_king(page)
    assert page.locator("#panel details[data-fold=log]:not([open])").count() == 1  # still folded after the move
    assert_clean(page, "an upright phone")  # axe's target-size rule included
    page.tap("#panel details[data-fold=log] summary")
    assert "tile red d2" in page.inner_text("#log")

    # The hand folds away too, and stays folded while the game goes on.
    page.tap("#panel details[data-fold=hand] summary")
    assert not page.locator("[data-ui=tile][data-arg=red]").is_visible()
    page.tap('#board [data-cell="h6"]')  # a tap with nothing picked: the page says so and draws the panel again
    page.wait_for_selector("#message")
    assert not page.locator("[data-ui=tile][data-arg=red]").is_visible()
    page.tap("#panel details[data-fold=hand] summary")
    assert page.locator("[data-ui=tile][data-arg=red]").is_visible()
    assert_tappable(page)


def test_phone_on_its_side_shows_board_and_panel_side_by_side(phone):
    page = phone(LANDSCAPE, position_query(KING))
    take_the_device(page)
    assert_no_zoom_needed(page)
    board = page.locator("#board svg").bounding_box()
    panel = page.locator("#panel").bounding_box()
    assert board["y"] + board["height"] <= LANDSCAPE["height"], "the whole board is on the first screen"
    tile = page.locator("[data-ui=tile][data-arg=red]").bounding_box()
    assert tile["y"] + tile["height"] <= LANDSCAPE["height"], "and so is the hand"
    assert panel["x"] >= board["x"] + board["width"], "the panel stands beside the board"
    assert_tappable(page)
    play_a_red_tile_by_the_king(page)
    assert_clean(page, "a phone on its side")


# --- The whole turn on the first screen, in both orientations (issue 45.2) ---

# The phones of the issue, as Chromium's device list has them: CSS pixels, device scale.
PIXEL_7 = ({"width": 412, "height": 915}, 2.625)
IPHONE_13 = ({"width": 390, "height": 844}, 3)
NEXUS_7 = ({"width": 600, "height": 960}, 2)  # a small tablet
MODELS = {"pixel-7": PIXEL_7, "iphone-13": IPHONE_13, "nexus-7": NEXUS_7}

FOUR = diagram(
    """
players: archer bull pot lion
turn: archer 1
archer: hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r b b k g g  points 0 0 0 0  treasures 0  catastrophes 2
pot:    hand r b k k g g  points 0 0 0 0  treasures 0  catastrophes 2
lion:   hand r b b k k g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"b2": "r", "c2": "Ak", "c3": "r"},
)

TURN = ("[data-ui=swap]", "[data-ui=end]", "[data-ui=undo]", "[data-ui=hint]")
BOXES = """sels => sels.map(sel => [...document.querySelectorAll(sel)].map(e => {
  const r = e.getBoundingClientRect();
  return {who: sel + ' ' + (e.dataset.player || e.dataset.arg || e.textContent.trim().slice(0, 20)),
          x: r.left, y: r.top, right: r.right, bottom: r.bottom};
})).flat()"""


def overlap(a: dict, b: dict) -> bool:
    return min(a["right"], b["right"]) - max(a["x"], b["x"]) > 0.5 and min(a["bottom"], b["bottom"]) - max(a["y"], b["y"]) > 0.5


def assert_the_whole_turn_on_the_first_screen(page, viewport: dict) -> None:
    """End turn, Undo, Swap, Hint, the hand and every player's scores inside the screen as it opened: the page not
    scrolled, the panel scrolling nothing of its own, nothing over anything, the board's cells of 24 px and more."""
    assert page.evaluate("[scrollX, scrollY]") == [0, 0], "the page was scrolled to reach a control"
    panel = page.evaluate("(() => { const p = document.querySelector('#panel'); return [p.scrollHeight, p.clientHeight]; })()")
    assert panel[0] <= panel[1] + 1, f"the panel scrolls on its own: {panel}"
    shown = page.evaluate(BOXES, [*TURN, "#panel .hand .piece", "#panel .players li", "#board svg"])
    for sel in TURN:
        assert any(b["who"].startswith(sel) for b in shown), f"{sel} is missing"
    assert sum(b["who"].startswith("#panel .players li") for b in shown) == page.locator("#panel .players li").count()
    for b in shown:
        if b["who"].startswith("#board svg"):
            continue  # on an upright phone the board may scroll sideways within itself (cells of 24 px)
        assert b["x"] >= -0.5 and b["y"] >= -0.5 and b["right"] <= viewport["width"] + 0.5 \
            and b["bottom"] <= viewport["height"] + 0.5, f"{b['who']} is outside the {viewport} screen: {b}"
    controls = [b for b in shown if not b["who"].startswith("#board svg")]
    for i, a in enumerate(controls):
        for b in controls[i + 1:]:
            if not (a["who"].startswith("#panel .players") and b["who"].startswith("#panel .players")):
                assert not overlap(a, b), f"{a['who']} and {b['who']} overlap"
    board = next(b for b in shown if b["who"].startswith("#board svg"))
    for c in controls:
        assert not overlap(board, c), f"the board covers {c['who']}"
    w, h, who = smallest(page, "#board [data-cell]")
    assert w >= TAP and h >= TAP, f"a board cell is {w:.1f}×{h:.1f} px: {who}"


def device(browser, watch, site, viewport: dict, scale: float, query: str):
    ctx = browser.new_context(viewport=viewport, is_mobile=True, has_touch=True, device_scale_factor=scale,
                              service_workers="block")
    ctx.on("request", watch.on_request)
    ctx.on("page", watch.attach)
    ctx.set_default_timeout(30_000)
    page = ctx.new_page()
    page.goto(site + query)
    page.wait_for_selector(READY, timeout=60_000)
    return ctx, page


@pytest.mark.parametrize("phone_model", list(MODELS))
@pytest.mark.parametrize("orientation", ["on-its-side", "upright"])
def test_the_whole_turn_is_on_the_first_screen_of_a_phone(browser, watch, site, phone_model, orientation):
    upright, scale = MODELS[phone_model]
    viewport = upright if orientation == "upright" else {"width": upright["height"], "height": upright["width"]}
    ctx, page = device(browser, watch, site, viewport, scale, position_query(KING))
    try:
        take_the_device(page)
        assert_the_whole_turn_on_the_first_screen(page, viewport)
        # A tile by the king, tapped as a player would: the message of what it did takes its room, all still shows.
        page.locator("[data-ui=tile][data-arg=red]").tap(no_wait_after=True)
        page.wait_for_selector("#board .hl.target")
        page.locator('#board [data-cell="d2"]').tap()
        page.wait_for_selector("#message")
        assert points(page, "archer") == [1, 0, 0, 0]
        assert_the_whole_turn_on_the_first_screen(page, viewport)
        page.locator("[data-ui=undo]").tap()
        page.wait_for_function("() => !document.querySelector('#board [data-cell=\"d2\"] rect.tile')")
        assert_the_whole_turn_on_the_first_screen(page, viewport)
        if orientation == "on-its-side":
            assert_clean(page, f"{phone_model} on its side")
    finally:
        ctx.close()
    assert not watch.errors, "errors in the console:\n" + "\n".join(watch.errors)


@pytest.mark.parametrize("orientation", ["on-its-side", "upright"])
def test_four_players_in_german_still_fit_an_iphone_13(browser, watch, site, orientation):
    """The longest words and the most players: German buttons, four rows of scores, a two-line message."""
    upright, scale = IPHONE_13
    viewport = upright if orientation == "upright" else {"width": upright["height"], "height": upright["width"]}
    ctx, page = device(browser, watch, site, viewport, scale, position_query(FOUR))
    try:
        take_the_device(page)
        if page.locator("header.top .menu-toggle").is_visible():
            page.locator("header.top .menu-toggle").tap()
        page.select_option("#lang", "de")
        page.wait_for_function("document.documentElement.lang === 'de'")
        if page.locator("header.top.open").count():
            page.locator("header.top .menu-toggle").tap()
        page.locator("[data-ui=tile][data-arg=red]").tap()
        page.locator('#board [data-cell="d2"]').tap()
        page.wait_for_selector("#message")
        assert "Bogenschütze erhält 1 roten Siegpunkt" in page.inner_text("#message")
        assert page.locator("#panel .players li").count() == 4
        assert_the_whole_turn_on_the_first_screen(page, viewport)
    finally:
        ctx.close()
    assert not watch.errors, "errors in the console:\n" + "\n".join(watch.errors)


def test_new_game_and_dialogs_fit_an_upright_phone(phone):
    page = phone(PORTRAIT, "?new")
    page.wait_for_selector(".dlg.newgame")
    assert_no_zoom_needed(page)
    box = page.locator(".dlg").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PORTRAIT["width"]
    w, h, who = smallest(page, ".dlg button, .dlg select, .dlg input")
    assert w >= TAP and h >= TAP, f"a control of the new-game dialog is {w:.1f}×{h:.1f} px: {who}"
    page.tap(".dlg [data-ui=start]")
    page.wait_for_selector(".dlg", state="detached")
    page.wait_for_selector("[data-ui=end]:not([disabled])", timeout=60_000)
    assert_tappable(page)


def test_the_tutorials_boards_are_tappable_on_an_upright_phone(phone):
    page = phone(PORTRAIT, "tutorial.html")
    assert_no_zoom_needed(page)
    w, h, who = smallest(page, ".tigris-board [data-cell]")
    assert w >= TAP and h >= TAP, f"a tutorial board's cell is {w:.1f}×{h:.1f} px: {who}"


def test_the_tutorials_header_stays_small_on_an_upright_phone(phone):
    """The title may take two lines; the language menu and the link to the game keep to one row, on screen."""
    page = phone(PORTRAIT, "tutorial.html")
    header = page.locator("header.top").bounding_box()
    assert header["height"] <= 64, f"the tutorial's header is {header['height']:.0f} px high"
    for control in ("#tigris-lang", "header.top nav a"):
        box = page.locator(control).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= PORTRAIT["width"], control
        assert box["height"] <= 36, f"{control} wraps: {box['height']:.0f} px high"


def test_a_whole_game_on_an_upright_phone_by_touch(phone):
    """Archer (a person, tapping) places a tile twice a turn against the computer until the final score."""
    page = phone(PORTRAIT, "?new&speed=instant&level=random")
    page.wait_for_selector(".dlg.newgame")
    page.select_option("select[name=kind_bull]", "computer")
    page.tap(".dlg [data-ui=start]")
    page.wait_for_selector(".dlg.newgame", state="detached")
    placed = 0
    for _ in range(2000):
        if page.locator(".dlg.final").count():
            break
        decision = page.locator(".dlg [data-ui=play]")
        if decision.count():  # a decision of Archer's (a monument): the first offer
            decision.first.tap()
        elif page.locator("[data-ui=confirm]").count():  # the end of the turn waits for Archer's word
            page.locator("[data-ui=confirm]").tap()
        elif page.locator("[data-ui=end]:not([disabled])").count():
            tile = page.locator("#panel .hand [data-ui=tile]:not([disabled])")
            if tile.count():
                tile.first.tap()
                page.locator("#board .hl.target").first.wait_for(timeout=5_000)
                # The move list, not the tiles on the board, says the tile went down: a placement can leave
                # their number unchanged (a war lost with one tile, the computer's catastrophe straight after).
                before = page.locator("#log li").count()
                page.tap(f'#board [data-cell="{targets(page)[0]}"]')
                page.wait_for_function(f"() => document.querySelectorAll('#log li').length > {before}"
                                       " || !!document.querySelector('.dlg')")
                placed += 1
            else:
                page.locator("[data-ui=end]").tap()
        page.wait_for_timeout(20)
    dlg = page.locator(".dlg.final")
    assert dlg.count(), "the game did not reach the final score"
    assert placed >= 10, f"Archer placed only {placed} tiles by touch"
    assert page.locator("table.result tbody tr").count() == 2
    assert_no_zoom_needed(page)
    w, h, who = smallest(page, ".dlg button")
    assert w >= TAP and h >= TAP, f"a button of the final score is {w:.1f}×{h:.1f} px: {who}"


# --- The header: one row in both orientations; what does not fit is in its menu, nothing cut off ---

HEADER_ROW = 56  # CSS pixels: one row of 32-px tap targets and the header's padding (three rows were ~145 px)
CONTROLS = "header.top nav :is(button, a[href], select, input, summary)"


def header_controls(page) -> list[dict]:
    """Every control of the header's menu: its words, whether it shows, and its box."""
    return page.eval_on_selector_all(CONTROLS, """els => els.map(e => {
        const r = e.getBoundingClientRect(), s = getComputedStyle(e);
        return {who: (e.getAttribute('aria-label') || e.textContent || e.outerHTML).trim().slice(0, 40),
                shown: r.width > 0 && r.height > 0 && s.visibility !== 'hidden',
                x: r.x, y: r.y, right: r.right, bottom: r.bottom};
    })""")


def assert_inside(control: dict, viewport: dict) -> None:
    assert control["x"] >= 0 and control["y"] >= 0, f"{control['who']!r} is cut off at the left or top: {control}"
    assert control["right"] <= viewport["width"] + 0.5 and control["bottom"] <= viewport["height"] + 0.5, \
        f"{control['who']!r} is cut off at the right or bottom of a {viewport} screen: {control}"


def assert_header_in_one_row_with_every_control_reachable(page, viewport: dict) -> None:
    header = page.locator("header.top").bounding_box()
    assert header["height"] <= HEADER_ROW, f"the header is {header['height']:.0f} px high: more than one row"
    controls = header_controls(page)
    assert len(controls) >= 8
    for c in controls:
        if c["shown"]:
            assert_inside(c, viewport)
    toggle = page.locator("header.top .menu-toggle")
    if all(c["shown"] for c in controls):
        assert not toggle.is_visible(), "a menu button with nothing in its menu"
        return
    # Some controls are in the menu: its button is in the row, and opening it shows every control on the screen.
    assert toggle.is_visible()
    box = toggle.bounding_box()
    assert box["x"] + box["width"] <= viewport["width"] and box["y"] + box["height"] <= header["y"] + header["height"]
    assert toggle.get_attribute("aria-expanded") == "false"
    toggle.tap()
    assert toggle.get_attribute("aria-expanded") == "true"
    for c in header_controls(page):
        assert c["shown"], f"{c['who']!r} is neither in the header's row nor in its opened menu"
        assert_inside(c, viewport)
    toggle.tap()
    assert toggle.get_attribute("aria-expanded") == "false"
    assert not any(c["shown"] for c in header_controls(page)), "the closed menu still shows its controls"


@pytest.mark.parametrize("viewport", [PORTRAIT, LANDSCAPE], ids=["upright", "on-its-side"])
def test_the_header_is_one_row_on_a_phone_and_every_control_is_reachable(phone, viewport):
    page = phone(viewport, position_query(KING))
    take_the_device(page)
    assert_header_in_one_row_with_every_control_reachable(page, viewport)
    # In German the words are longer, and a control added to the header (as later features do) is taken in too.
    page.evaluate("""() => { const b = document.createElement('button'); b.type = 'button';
                             b.textContent = 'Noch ein Knopf'; document.querySelector('header.top nav').append(b); }""")
    if page.locator("header.top .menu-toggle").is_visible():
        page.tap("header.top .menu-toggle")
    page.select_option("#lang", "de")
    page.wait_for_function("document.documentElement.lang === 'de'")
    if page.locator("header.top.open").count():
        page.tap("header.top .menu-toggle")
    assert_header_in_one_row_with_every_control_reachable(page, viewport)
    assert "Noch ein Knopf" in [c["who"] for c in header_controls(page)]
    # The menu's entries work from it: "New game" opens its dialog and the menu closes behind it.
    page.tap("header.top .menu-toggle")
    page.tap("header.top nav [data-ui=new]")
    page.wait_for_selector(".dlg.newgame")
    assert page.locator("header.top .menu-toggle").get_attribute("aria-expanded") == "false"


def test_the_header_menu_works_by_keyboard(phone):
    page = phone(PORTRAIT, position_query(KING))
    take_the_device(page)
    toggle = page.locator("header.top .menu-toggle")
    toggle.focus()
    page.keyboard.press("Enter")
    assert toggle.get_attribute("aria-expanded") == "true"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('header.top nav') !== null"), "Tab goes into the open menu"
    page.keyboard.press("Escape")
    assert toggle.get_attribute("aria-expanded") == "false"
    assert page.evaluate("document.activeElement.classList.contains('menu-toggle')"), "Escape returns to the menu button"
    assert not page.locator("header.top nav [data-ui=new]").is_visible()
    # An entry opens its dialog; closed, focus comes back to the menu's button (the entry is folded away again).
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    for _ in range(10):
        if page.evaluate("document.activeElement.dataset.ui") == "help":
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.wait_for_selector(".dlg.keys-help")
    assert toggle.get_attribute("aria-expanded") == "false"
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog", state="hidden")
    assert page.evaluate("document.activeElement.classList.contains('menu-toggle')"), "focus is lost with the menu folded"


def test_a_desktop_header_shows_every_control_without_a_menu(context, site):
    page = context.new_page()
    page.goto(site + position_query(KING))
    page.wait_for_selector(READY, timeout=60_000)
    assert_header_in_one_row_with_every_control_reachable(page, {"width": 1280, "height": 800})
    assert not page.locator("header.top .menu-toggle").is_visible()


@pytest.mark.parametrize("viewport", [PORTRAIT, LANDSCAPE], ids=["upright", "on-its-side"])
def test_the_hand_and_the_move_list_fold_away_in_both_orientations(phone, viewport):
    page = phone(viewport, position_query(KING))
    take_the_device(page)
    play_a_red_tile_by_the_king(page)  # a move in the list
    for name in ("hand", "log"):
        fold = page.locator(f"#panel details[data-fold={name}]")
        if fold.get_attribute("open") is None:
            fold.locator("summary").tap()
        body = fold.locator("button, ol").first
        assert body.is_visible(), f"the {name} does not open"
        fold.locator("summary").tap()
        assert not body.is_visible(), f"the {name} does not fold away"
        assert fold.locator("summary").is_visible()
