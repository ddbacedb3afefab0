"""Words a person would write, in the browser: nothing behind the first new-game dialog speaks of a
computer's seat taking the device; the hot-seat game stays the fallback when that dialog is closed."""

from __future__ import annotations

from conftest import open_page


def test_behind_the_first_new_game_dialog_nobody_is_told_to_take_the_device(context, site):
    page = open_page(context, site)
    page.wait_for_selector(".dlg.newgame")  # the first visit: the dialog proposes Bull as the computer
    assert page.locator("select[name=kind_bull]").input_value() == "computer"
    panel = page.inner_text("#panel")
    assert "taking the device" not in panel and "will see their tiles" not in panel
    assert "The hands are shown once the players are chosen." in panel
    assert page.locator("#cover").is_hidden()
    # Closed without starting: the fresh game is played at one device, as before (e2e/test_keyboard.py).
    page.keyboard.press("Escape")
    page.wait_for_selector("#cover:not([hidden])")
    assert "after taking the device" in page.inner_text("#panel")
