"""An exported file remembers which game it is: imported on another device, and that game's share link opened
there later, Saved games holds it once; the same file imported twice is opened, not copied."""

from __future__ import annotations

from conftest import _context, open_page, position_query, reveal
from web_positions import REVOLT


def test_an_imported_game_and_its_share_link_are_one_saved_game(context, browser, watch, site):
    page = open_page(context, site, position_query(REVOLT, "&computer=bull&level=easy&speed=instant"))
    page.click("[data-ui=tile][data-arg=red]")
    page.click('#board [data-cell="h6"]')
    page.wait_for_selector('#board [data-cell="h6"] rect.tile')
    with page.expect_download() as info:
        page.click("header [data-ui=export]")
    exported = open(info.value.path()).read()
    page.click("header [data-ui=share]")
    url = page.input_value(".dlg.share input.share-url")

    other = _context(browser, watch, "block")  # another device: a hot-seat game of its own first
    try:
        there = open_page(other, site, position_query(REVOLT))
        reveal(there)
        file = [{"name": "g.json", "mimeType": "application/json", "buffer": exported.encode()}]
        there.set_input_files("#import-file", files=file)
        there.wait_for_function("() => (document.getElementById('message') || {}).textContent?.startsWith('Opened')")
        there.goto(url)
        there.wait_for_selector("html[data-tigris=ready]")
        assert there.inner_text("#message") == "This link holds the game as you already have it."
        there.set_input_files("#import-file", files=file)  # the same file once more
        there.wait_for_function("() => (document.getElementById('message') || {}).textContent?.includes('already')")
        assert "already saved here with the same moves" in there.inner_text("#message")
        there.click("header [data-ui=games]")
        rows = there.locator(".dlg.games li[data-game]")
        titles = [rows.nth(i).inner_text().split("\n")[0] for i in range(rows.count())]
        assert len(titles) == 2, titles  # the hot-seat game, and the imported one once
        assert sum("Bull (computer, easy)" in x for x in titles) == 1, titles
    finally:
        other.close()
