"""The end of a turn, as a person plays it: against the computer a misplaced second action is taken back
before the turn is confirmed (by mouse and by key), the computer's whole turn is told, the option is
remembered on the device, and between two people at one device the cover comes only once the turn is confirmed."""

from __future__ import annotations

import re

from conftest import open_page, position_query, reveal
from web_positions import REVOLT

VS_BULL = position_query(REVOLT, "&computer=bull&level=random&speed=instant")


def play_tile(page, colour: str, cell: str) -> None:
    page.click(f"[data-ui=tile][data-arg={colour}]")
    page.click(f'#board [data-cell="{cell}"]')
    page.wait_for_selector(f'#board [data-cell="{cell}"] rect.tile')


def log(page) -> list[str]:
    return [" ".join(x.split()) for x in page.locator("#log li").all_inner_texts()]


def test_a_misplaced_second_action_is_taken_back_before_the_turn_is_confirmed(context, site):
    page = open_page(context, site, VS_BULL)
    assert page.locator("[data-ui=confirm-turns]").is_checked()  # on by default against the computer
    play_tile(page, "red", "h6")
    play_tile(page, "red", "h9")  # meant for h7: a misclick
    # The turn waits: Bull does not move, the hand with its new tiles is not shown, Confirm and Undo are offered.
    page.wait_for_selector("[data-ui=confirm]")
    assert len(log(page)) == 2
    assert "turn done: confirm its end" in page.inner_text("#panel .status")
    assert page.locator("#panel [data-ui=tile]").count() == 0
    assert "Your new tiles are drawn when you confirm" in page.inner_text("#panel .hand")
    assert "Your turn is done: confirm its end (O), or take back your last action (U)." in page.inner_text("#message")
    assert "Your turn is done" in page.inner_text("#announce")  # the screen reader hears it too
    page.wait_for_timeout(300)
    assert len(log(page)) == 2  # still nobody else has moved

    page.click("[data-ui=undo]")
    page.wait_for_selector('#board [data-cell="h9"] rect.tile', state="detached")
    assert page.inner_text("#actions-left") == "1 action left"
    assert page.locator("[data-ui=confirm]").count() == 0
    play_tile(page, "red", "h7")
    page.wait_for_selector("[data-ui=confirm]")
    page.locator("#board").focus()
    page.keyboard.press("o")  # O confirms (the keys' help says so)
    page.wait_for_function("() => document.querySelectorAll('#log li').length > 2 && "
                           "!!document.querySelector('[data-ui=end]:not([disabled])')", timeout=30_000)
    moves = log(page)
    assert moves[:2] == ["1. Archer tile red h6", "2. Archer tile red h7"]
    bull = [m for m in moves[2:] if m.split()[1] == "Bull"]
    assert bull, moves
    # The message tells every one of Bull's actions of its turn, not only the last.
    message = page.inner_text("#message")
    for move in bull:
        cell = re.search(r"\b([a-p]\d{1,2})$", move)
        if cell:
            assert cell.group(1) in message, (move, message)
    assert message.count("Bull") >= min(2, len(bull)), message
    assert not page.locator("#board [data-cell=h9] rect.tile").count()

    # The keys' help names the key.
    page.keyboard.press("?")
    page.wait_for_selector(".dlg.keys-help")
    assert "confirm the end of your turn" in page.inner_text(".dlg.keys-help")


def test_the_option_is_remembered_on_the_device_and_off_ends_the_turn_at_once(context, site):
    page = open_page(context, site, VS_BULL)
    page.click("[data-ui=confirm-turns]")
    page.wait_for_function("() => !document.querySelector('[data-ui=confirm-turns]').checked")
    page.reload()
    page.wait_for_selector("html[data-tigris=ready]")
    assert not page.locator("[data-ui=confirm-turns]").is_checked()
    play_tile(page, "red", "h6")
    play_tile(page, "red", "h7")
    page.wait_for_function("() => document.querySelectorAll('#log li').length > 2", timeout=30_000)
    assert page.locator("[data-ui=confirm]").count() == 0


def test_between_two_people_the_cover_comes_once_the_turn_is_confirmed(context, site):
    page = open_page(context, site, position_query(REVOLT))
    reveal(page)
    assert not page.locator("[data-ui=confirm-turns]").is_checked()  # off by default at one device
    page.click("[data-ui=confirm-turns]")
    page.wait_for_function("() => document.querySelector('[data-ui=confirm-turns]').checked")
    play_tile(page, "red", "h6")
    play_tile(page, "red", "h7")
    page.wait_for_selector("[data-ui=confirm]")
    assert page.locator("#cover").is_hidden()
    page.click("[data-ui=confirm]")
    page.wait_for_selector("#cover:not([hidden])")
    assert "Bull" in page.inner_text("#cover")


def test_the_message_tells_every_action_of_the_computers_turn(context, site):
    page = open_page(context, site, VS_BULL)
    play_tile(page, "red", "h6")
    play_tile(page, "red", "h7")
    page.click("[data-ui=confirm]")
    page.wait_for_function("() => document.querySelectorAll('#log li').length > 3 && "
                           "!!document.querySelector('[data-ui=end]:not([disabled])')", timeout=30_000)
    bull = [m for m in log(page)[2:] if m.split()[1] == "Bull"]
    assert len(bull) >= 2, bull  # Bull's turn: two actions (and any decisions)
    message = page.inner_text("#message")
    sentences = [x for x in message.split(". ") if x.startswith("Bull")]
    assert len(sentences) >= 2, message  # not only its last action
    for move in bull:
        cell = re.search(r"\b([a-p]\d{1,2})$", move)
        if cell:
            assert cell.group(1) in message, (move, message)
    assert "Archer places" not in message  # Archer's own turn is not told again


def test_a_reload_while_the_turn_waits_is_not_confirming_it(context, site):
    page = open_page(context, site, VS_BULL)
    play_tile(page, "red", "h6")
    play_tile(page, "red", "h9")
    page.wait_for_selector("[data-ui=confirm]")
    page.reload()
    page.wait_for_selector("html[data-tigris=ready]")
    # After the reload the turn still waits: Bull has not moved, the new tiles are hidden, Confirm and Undo offered.
    page.wait_for_selector("[data-ui=confirm]")
    page.wait_for_timeout(300)
    assert len(log(page)) == 2
    assert "turn done: confirm its end" in page.inner_text("#panel .status")
    assert page.locator("#panel [data-ui=tile]").count() == 0
    page.click("[data-ui=undo]")  # the misplaced action can still be taken back
    page.wait_for_selector('#board [data-cell="h9"] rect.tile', state="detached")
    assert page.inner_text("#actions-left") == "1 action left"
    play_tile(page, "red", "h7")
    page.click("[data-ui=confirm]")
    page.wait_for_function("() => document.querySelectorAll('#log li').length > 2", timeout=30_000)
    assert log(page)[:2] == ["1. Archer tile red h6", "2. Archer tile red h7"]
