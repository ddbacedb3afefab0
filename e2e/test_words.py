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


def test_a_spectator_of_the_computers_game_sees_both_hands_and_nothing_to_press(context, site):
    page = open_page(context, site, "?new")
    page.wait_for_selector(".dlg.newgame")
    page.select_option("select[name=kind_archer]", "computer")
    page.select_option("select[name=kind_bull]", "computer")
    page.click(".dlg [data-ui=start]")
    page.wait_for_selector(".dlg.newgame", state="detached")
    page.wait_for_selector("#panel section.hand h4")
    hand = page.inner_text("#panel section.hand")
    assert "Every hand (the computers play)" in hand
    assert "Archer's hand" in hand and "Bull's hand" in hand
    assert page.locator("#panel [data-ui=end], #panel [data-ui=tile], #cover:not([hidden])").count() == 0
    assert page.locator("#panel li[data-player][data-points]").count() == 2  # both scores shown
