"""A full localStorage never loses a move silently: the game stays in memory, the player is told at once
and can download it, leaving the page asks first, and a nearly full storage is announced before.

The storage is really filled (Chromium holds about 5 million characters per site), not faked.
"""

from __future__ import annotations

import json

from conftest import READY, open_page, position_query, reveal
from web_positions import REVOLT

# Fills localStorage with a key of junk, leaving about ``room`` characters free; returns the junk's size.
FILL = """room => {
  localStorage.removeItem('junk');
  let lo = 0, hi = 6000000;
  while (hi - lo > 8) {
    const mid = (lo + hi) >> 1;
    try { localStorage.setItem('junk', 'x'.repeat(mid)); lo = mid; } catch (e) { hi = mid; }
  }
  localStorage.setItem('junk', 'x'.repeat(Math.max(0, lo - room)));
  return lo - room;
}"""


def play_tile(page, cell: str) -> None:
    page.click("[data-ui=tile][data-arg=red]")
    page.click(f'#board [data-cell="{cell}"]')
    page.wait_for_selector(f'#board [data-cell="{cell}"] rect.tile')


def test_a_full_storage_keeps_the_moves_tells_at_once_and_offers_a_download(context, site):
    page = open_page(context, site)
    page.evaluate(FILL, 0)
    page.goto(site + position_query(REVOLT))  # a new game: there is no room to save it
    page.wait_for_selector(READY)
    banner = page.wait_for_selector("#save-problem:not([hidden])")
    assert "storage is full" in banner.inner_text()
    reveal(page)
    play_tile(page, "h6")
    assert "tile red h6" in page.inner_text("#log")
    with page.expect_download() as info:
        page.click("#save-problem [data-ui=export]")
    assert json.loads(open(info.value.path()).read())["record"]["actions"] == ["tile red h6"]

    # Leaving now would lose the move: the browser asks first.
    asked = []

    def stay(dialog) -> None:
        asked.append(dialog.type)
        dialog.dismiss()

    page.on("dialog", stay)
    page.close(run_before_unload=True)
    for _ in range(200):  # the dialog comes when the browser gets to it, however busy the machine is
        if asked:
            break
        page.wait_for_timeout(50)
    assert asked == ["beforeunload"] and not page.is_closed()

    # Room again (the player deleted something): the next move saves everything, the banner goes.
    page.evaluate("localStorage.removeItem('junk')")
    play_tile(page, "h8")
    page.wait_for_selector("#save-problem", state="hidden")
    page.remove_listener("dialog", stay)  # everything is saved: leaving asks nothing now
    page.reload()
    page.wait_for_selector(READY)
    reveal(page)
    assert page.locator('#board [data-cell="h6"] rect.tile').count() == 1
    assert page.locator('#board [data-cell="h8"] rect.tile').count() == 1


def test_a_nearly_full_storage_is_announced_before_a_move_is_lost(context, site):
    page = open_page(context, site, position_query(REVOLT))
    page.evaluate(FILL, 200_000)
    page.reload()
    page.wait_for_selector(READY)
    reveal(page)
    play_tile(page, "h6")
    banner = page.wait_for_selector("#save-problem:not([hidden])")
    assert "almost full" in banner.inner_text() and page.locator("#save-problem [data-ui=export]").count() == 1
    saved = page.evaluate("localStorage.getItem('tigris.game.' + localStorage.getItem('tigris.current'))")
    assert json.loads(saved)["record"]["actions"] == ["tile red h6"]  # saved: only a warning
