"""Words a person would write, in the browser: nothing behind the first new-game dialog speaks of a
computer's seat taking the device; cancelled, it leaves the game it showed, and it opens again with the
settings of the game on the table."""

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
    # Cancelled: the game it showed stays, Archer against Bull the computer; no cover, and the header works.
    page.click(".dlg.newgame [data-ui=close]")
    page.wait_for_selector("#dialog", state="hidden")
    assert page.locator("#cover").is_hidden()
    assert "computer" in page.inner_text('#panel li[data-player="bull"]')
    page.wait_for_selector("#panel .hand [data-ui=tile]")  # Archer's hand (after Bull's turn, if it began)
    page.click("header [data-ui=new]")
    page.wait_for_selector(".dlg.newgame")
    assert page.locator("select[name=kind_bull]").input_value() == "computer"
    # A game against the hard computer: the dialog opens again with its settings, not the defaults.
    page.select_option("select[name=level_bull]", "hard")
    page.select_option("select[name=speed]", "fast")
    page.click(".dlg.newgame [data-ui=start]")
    page.wait_for_selector("#dialog", state="hidden")
    page.click("header [data-ui=new]")
    page.wait_for_selector(".dlg.newgame")
    assert page.locator("select[name=level_bull]").input_value() == "hard"
    assert page.locator("select[name=speed]").input_value() == "fast"
    assert page.locator("select[name=kind_bull]").input_value() == "computer"


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
