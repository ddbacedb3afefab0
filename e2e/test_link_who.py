"""Played by link: a device that opens the link shows no hand and no hidden points before it has said who
it is, not even those of the player to move; once it has, that seat's own."""

from __future__ import annotations

from conftest import open_page


def test_a_device_opening_a_game_played_by_link_shows_no_hand_before_its_seat_is_chosen(context, site):
    from web.game.new_game import new_session
    from web.game.sharing import link_text

    session = new_session({"play_archer": True, "play_bull": True, "kind_bull": "person"}, seed=5, game_id="who")
    session.by_link = True
    page = open_page(context, site, "?link=" + link_text(session, by_link=True))
    page.wait_for_selector(".dlg.who")  # "Who are you?"
    panel = page.locator("#panel")
    assert panel.locator("[data-ui=tile]").count() == 0
    assert panel.locator(".hand .piece").count() == 0
    assert panel.locator("li[data-points]").count() == 0  # nobody's points either
    assert "once this device has said who plays on it" in panel.inner_text()
    to_move = session.to_move
    page.click(f".dlg.who [data-ui=me][data-arg={to_move}]")
    page.wait_for_selector("#dialog", state="hidden")
    page.wait_for_selector("#panel [data-ui=tile]:enabled")
    assert panel.locator(f'li[data-player="{to_move}"][data-points]').count() == 1
    assert panel.locator("li[data-points]").count() == 1  # the other's points stay hidden
