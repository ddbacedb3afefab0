"""An automated accessibility audit: axe-core (npm, pinned) run in Chromium on every kind of screen.

axe is served from node_modules at a URL of the page's own origin (the pages'
Content-Security-Policy allows no inline script): it is never shipped in dist/,
and no request leaves the page's origin. A screen passes when axe
finds no serious or critical violation in it (WCAG 2.x A/AA and best practice,
with WCAG 2.2's target size, off in axe by default, turned on).
"""

from __future__ import annotations

from urllib.parse import quote

import pytest

from conftest import READY, ROOT, open_page, position_query, reveal
from web_positions import REVOLT, diagram

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("serious", "critical")

# The game is over (the bag has run out): the final score is shown at once.
FINISHED = diagram(
    """
players: archer bull
turn: over
bag: 0
archer: hand r r b k g g  points 3 5 2 4  treasures 1  catastrophes 2
bull:   hand r b b k g g  points 4 2 6 3  treasures 0  catastrophes 1
""",
    {"b2": "r", "c2": "Ak", "c3": "b", "h5": "r*", "h6": "Bg", "g6": "g"},
)

RUN = """async () => {
  const r = await axe.run(document, {resultTypes: ["violations"], rules: {"target-size": {enabled: true}}});
  return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => n.target.join(" ") + " — " + (n.failureSummary || "").replace(/\\s+/g, " "))}));
}"""


def audit(page) -> list[dict]:
    """axe's serious and critical violations on the page as it is now."""
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: npm ci installs axe-core (a devDependency)")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        url = page.url.split("?")[0].rsplit("/", 1)[0] + "/__axe.min.js"
        page.route(url, lambda route: route.fulfill(path=str(AXE), content_type="text/javascript"))
        page.add_script_tag(url=url)
    return [v for v in page.evaluate(RUN) if v["impact"] in BLOCKING]


def assert_clean(page, screen: str) -> None:
    found = audit(page)
    report = "\n".join(f"{v['impact']} {v['id']}: {v['help']}\n    " + "\n    ".join(v["nodes"][:8])
                       for v in found)
    assert not found, f"axe on {screen}:\n{report}"


def test_new_game_dialog_then_a_fresh_game(context, site):
    page = open_page(context, site)
    page.wait_for_selector(".dlg.newgame")
    assert_clean(page, "the new-game dialog")
    page.click(".dlg details summary")  # the rules options, opened
    assert_clean(page, "the new-game dialog with its rules options")
    page.click("[data-ui=start]")
    page.wait_for_selector("[data-ui=end]:not([disabled])", timeout=60_000)
    page.locator("[data-ui=tile]").first.click()  # a piece picked: the board shows its targets
    page.wait_for_selector("#board .hl.target")
    assert_clean(page, "a fresh game with a tile picked")


def contrast(page) -> bool:
    return page.evaluate("document.documentElement.classList.contains('contrast')")


def test_high_contrast_is_a_setting_that_stays_and_follows_the_system(context, site):
    page = open_page(context, site, position_query(REVOLT))
    reveal(page)
    assert not contrast(page) and page.get_attribute("#contrast", "aria-pressed") == "false"
    page.click("#contrast")
    assert contrast(page) and page.get_attribute("#contrast", "aria-pressed") == "true"
    # Colour is never the only cue: the tiles keep their shapes, the leaders their letters.
    assert page.locator('#board [data-cell="b2"] .glyph').count() >= 1
    assert "K" in page.eval_on_selector_all('#board [data-cell="c2"] text', "els => els.map(e => e.textContent)")
    page.click("[data-ui=leader][data-arg=king]")
    assert_clean(page, "a game in high contrast")

    page.reload()
    page.wait_for_selector(READY)
    assert contrast(page) and page.get_attribute("#contrast", "aria-pressed") == "true"
    page.goto(site + "tutorial.html")
    page.wait_for_selector(READY, timeout=60_000)
    assert contrast(page)
    assert_clean(page, "the tutorial in high contrast")

    # A system asking for more contrast turns it on, unless the player chose otherwise on this device.
    page.emulate_media(contrast="more")
    page.goto(site)
    page.wait_for_selector(READY)
    reveal(page)
    page.click("#contrast")
    assert not contrast(page)
    page.reload()
    page.wait_for_selector(READY)
    assert not contrast(page)
    page.evaluate("localStorage.removeItem('tigris.contrast')")
    page.reload()
    page.wait_for_selector(READY)
    assert contrast(page) and page.get_attribute("#contrast", "aria-pressed") == "true"


def test_cover_saved_games_and_conflict_dialog(context, site):
    page = open_page(context, site, position_query(REVOLT))
    page.wait_for_selector("#cover:not([hidden])")
    assert_clean(page, "the hot-seat cover")
    reveal(page)
    page.click(".top [data-ui=games]")
    page.wait_for_selector(".dlg.games")
    assert_clean(page, "the saved-games dialog")
    page.click(".dlg [data-ui=close]")
    page.click("[data-ui=leader][data-arg=king]")
    page.click('#board [data-cell="b3"]')
    page.wait_for_selector(".dlg.conflict")
    assert_clean(page, "the revolt dialog")


def test_a_turn_waiting_for_its_confirmation(context, site):
    page = open_page(context, site, position_query(REVOLT, "&computer=bull&speed=instant"))
    for cell in ("h6", "h7"):
        page.click("[data-ui=tile][data-arg=red]")
        page.click(f'#board [data-cell="{cell}"]')
        page.wait_for_selector(f'#board [data-cell="{cell}"] rect.tile')
    page.wait_for_selector("[data-ui=confirm]")
    assert_clean(page, "a turn waiting for its confirmation")


def test_final_score(context, site):
    page = open_page(context, site, position_query(FINISHED))
    page.wait_for_selector(".dlg.final")
    assert_clean(page, "the final score")
    # Its review: the chart (a picture with its legend), the table behind it, the list (here: no moves to judge).
    page.click(".dlg.final [data-ui=review]")
    page.wait_for_selector(".dlg.review svg.review-chart")
    page.wait_for_selector(".dlg.review [data-ui=review-cancel]", state="detached")
    assert "No decision of this player's to judge" in page.inner_text(".dlg.review")
    assert_clean(page, "the game review")


def test_analysis_board(context, site):
    import tigris

    page = open_page(context, site, position_query(tigris.to_diagram(tigris.Game.new(["archer", "bull"], seed=3)),
                                                   "&analyse"))
    page.wait_for_selector("#analysis-best li", timeout=120_000)
    page.locator("#analysis-best [data-ui=an-play]").first.click()
    page.click("#panel [data-ui=an-back]")
    page.locator("#analysis-best [data-ui=an-play]").nth(1).click()  # a variation beside the first line
    page.wait_for_selector("#analysis-list li.variation")
    assert_clean(page, "the analysis board")


def test_tutorial_page(context, site):
    page = context.new_page()
    page.goto(site + "tutorial.html")
    page.wait_for_selector(READY, timeout=60_000)
    assert_clean(page, "the tutorial")


def test_embed_page(context, site):
    pos = quote(diagram("players: archer bull\nturn: archer 1\n"
                        "archer: hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2\n"
                        "bull:   hand r b b k g g  points 0 0 0 0  treasures 0  catastrophes 2\n",
                        {"b2": "r", "c2": "Ak"}))
    page = context.new_page()
    page.goto(f"{site}embed.html?mode=play&position={pos}")
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_selector(".tigris-board [data-cell]")
    assert_clean(page, "an embedded board")
