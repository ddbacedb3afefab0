"""The advanced rules in the browser: the advanced board and buildings from the dialog, a building
placed by clicking, the wonder erected from a position URL."""

from __future__ import annotations

from conftest import open_page, position_query, reveal
from web_positions import diagram

# A red tile on d2 makes a line of three temples (b2 c2 d2) next to Archer's priest on c3.
LINE = diagram(
    """
players: archer bull
turn: archer 1
options: civilization_buildings=true
archer: hand r r k k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r r k k g g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"b2": "r", "c2": "r", "c3": "Ar"},
)

# A black tile on e5 completes a cross of five settlements (centre e5).
CROSS = diagram(
    """
players: archer bull
turn: archer 1
options: wonder_variant=true
archer: hand r k k g g b  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r r k k g g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"e4": "k", "d5": "k", "f5": "k", "e6": "k", "b2": "r*", "c2": "Ak"},
)


def click_cell(page, cell: str) -> None:
    page.click(f'#board [data-cell="{cell}"]')


def test_a_game_on_the_advanced_board_with_buildings_from_the_dialog(context, site):
    page = open_page(context, site, "?new&speed=fast&level=easy")
    page.wait_for_selector(".dlg.newgame")
    page.click(".dlg.newgame details summary")
    page.select_option("select[name=board]", "advanced")
    page.select_option("select[name=civilization_buildings]", "true")
    page.click("[data-ui=start]")
    page.wait_for_selector("[data-ui=end]:not([disabled])", timeout=60_000)
    # Fourteen treasures: the advanced map's temples, including the special-border one on b3.
    assert page.locator("#board .gem").count() == 14
    assert page.locator('#board [data-cell="b3"] .gem.sp').count() == 1
    assert page.locator('#board [data-cell="b2"] .gem').count() == 0


def test_a_building_is_placed_by_clicking(context, site):
    page = open_page(context, site, position_query(LINE))
    reveal(page)
    page.click("[data-ui=tile][data-arg=red]")
    click_cell(page, "d2")
    page.wait_for_selector(".dlg.building")
    page.click('.dlg.building [data-ui=play][data-arg="building library c2"]')
    page.wait_for_selector('#board [data-cell="c2"] .bld')
    assert "library" in page.inner_text("#log")


def test_the_wonder_is_erected_from_a_position_url(context, site):
    page = open_page(context, site, position_query(CROSS))
    reveal(page)
    page.click("[data-ui=tile][data-arg=black]")
    click_cell(page, "e5")
    page.wait_for_selector(".dlg.monument")
    page.click('.dlg.monument [data-ui=play][data-arg="wonder e5"]')
    page.wait_for_selector("#board path.wonder")
    for cell in ("e4", "d5", "e5", "f5", "e6"):
        assert page.locator(f'#board [data-cell="{cell}"] rect.tile').count() == 0
    assert "wonder" in page.inner_text("#log")
