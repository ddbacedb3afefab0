"""The hint and the keyboard meet: after H the keyboard cursor (and focus) is on the hinted cell, so Enter
plays the hinted action there, with no mouse."""

from __future__ import annotations

import re

from conftest import open_page, position_query
from web_positions import REVOLT


def test_after_h_the_cursor_is_on_the_hinted_cell_and_enter_plays_the_hint(context, site):
    page = open_page(context, site, position_query(REVOLT, "&computer=bull&speed=instant&think=0.3"))
    page.keyboard.press("b")  # to the board: the cursor's cell has focus
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.cell") == "j6"
    for _ in range(5):  # a hint may point at no cell (a swap, the end of the turn): ask again after another move
        page.keyboard.press("h")
        page.wait_for_function("() => (document.getElementById('message') || {}).textContent?.startsWith('Hint: ')",
                               timeout=30_000)
        ringed = page.eval_on_selector_all("#board .hl.hint",
                                           "els => els.map(e => e.closest('[data-cell]').dataset.cell)")
        if ringed:
            break
        page.keyboard.press("Escape")
    assert len(ringed) == 1, ringed
    cell = ringed[0]
    assert page.evaluate("document.activeElement.dataset.cell") == cell  # focus went to the hinted cell
    moves = page.locator("#log li").count()
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => document.querySelectorAll('#log li').length > {moves}")
    played = " ".join(page.locator("#log li").nth(moves).inner_text().split())
    assert re.search(rf"\b{cell}$", played), (cell, played)
