"""An exported game against the computer comes back with its computer: no hot-seat cover, a message saying
what was opened, and the saved-games list telling games apart by who plays and the move."""

from __future__ import annotations

import json
import re

from conftest import READY, _context, open_page, position_query, reveal
from web_positions import REVOLT


def play_tile(page, cell: str) -> None:
    page.click("[data-ui=tile][data-arg=red]")
    page.click(f'#board [data-cell="{cell}"]')
    page.wait_for_selector(f'#board [data-cell="{cell}"] rect.tile')


def test_an_imported_game_keeps_its_computer_says_what_it_opened_and_is_told_apart(context, browser, watch,
                                                                                     site, tmp_path):
    # Archer (a person) against Bull (the computer, easy): Archer places a tile, then exports the game.
    page = open_page(context, site, position_query(REVOLT, "&computer=bull&level=easy&speed=instant"))
    play_tile(page, "h6")
    with page.expect_download() as info:
        page.click("header [data-ui=export]")
    exported = open(info.value.path()).read()
    seats = {s["dynasty"]: s["kind"] for s in json.loads(exported)["seats"]}
    assert seats == {"archer": "person", "bull": "computer"}

    # Another browser (a fresh context, nothing saved): a hot-seat game first, then the import.
    other = _context(browser, watch, "block")
    try:
        page = open_page(other, site, position_query(REVOLT))
        reveal(page)
        page.set_input_files("#import-file", files=[{"name": "g.json", "mimeType": "application/json",
                                                     "buffer": exported.encode()}])
        page.wait_for_selector("#message")
        assert page.inner_text("#message") == "Opened the game Archer (you) · Bull (computer, easy), move 1."
        assert page.locator("#cover").is_hidden()  # Bull is the computer: nobody to hand the device to
        assert "tile red h6" in page.inner_text("#log")

        # The computer still plays: Archer ends the turn, Bull answers on its own, and no cover comes up.
        moves_before = page.locator("#log li").count()
        play_tile(page, "g6")
        if page.locator("[data-ui=end]:not([disabled])").count():
            page.click("[data-ui=end]")
        page.click("[data-ui=confirm]")  # against the computer, the end of the turn waits for Archer's word
        page.wait_for_function(f"() => document.querySelectorAll('#log li').length >= {moves_before + 3}",
                               timeout=30_000)
        page.wait_for_function("() => document.querySelector('.dlg.final') || "
                               "document.querySelector('#thinking').hidden")
        assert page.locator("#cover").is_hidden()
        assert page.locator("#log li").nth(moves_before + 1).inner_text().split()[1] == "Bull"
        if page.locator(".dlg.final").count():  # this small position may end with Bull's turn
            page.click(".dlg.final [data-ui=close-final]")

        # Saved games: the two games read differently (who plays, the move count, the time).
        page.click("header [data-ui=games]")
        rows = page.locator(".dlg.games li[data-game]")
        assert rows.count() == 2
        texts = {rows.nth(i).inner_text().split("\n")[0]: rows.nth(i).inner_text() for i in range(2)}
        assert set(texts) == {"Archer · Bull", "Archer (you) · Bull (computer, easy) (this game)"}, texts
        assert "0 moves" in texts["Archer · Bull"]  # the hot-seat game, not played yet
        assert re.search(r"finished|\d+ moves", texts["Archer (you) · Bull (computer, easy) (this game)"])
        assert all(re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d", x) for x in texts.values()), texts
    finally:
        other.close()


def test_the_move_just_made_can_still_be_taken_back_after_a_reload(context, site):
    page = open_page(context, site, position_query(REVOLT, "&computer=bull&speed=instant"))
    play_tile(page, "h6")
    page.reload()
    page.wait_for_selector(READY)
    assert page.locator('#board [data-cell="h6"] rect.tile').count() == 1
    page.click("[data-ui=undo]:not([disabled])")  # the turn is the same: its undo is kept
    page.wait_for_selector('#board [data-cell="h6"] rect.tile', state="detached")
    assert "tile red h6" not in page.inner_text("#log")
