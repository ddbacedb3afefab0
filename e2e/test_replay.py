"""Replay of a finished game: move by move, the status and the move list follow, a click jumps, all is shown."""

from __future__ import annotations

import base64
import json
import random

import tigris
from conftest import open_page, reveal


def finished_game() -> tigris.Game:
    """A two-player game of seeded random legal moves, played until the bag runs out."""
    game = tigris.Game.new(["archer", "bull"], seed=11)
    rng = random.Random(11)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def status(page) -> str:
    return page.inner_text("#panel .status")


def current_move(page) -> str:
    marked = page.locator("#log li.cur")
    assert marked.count() == 1
    return marked.locator(".num").inner_text()


def test_a_finished_game_replayed_move_by_move(context, site):
    game = finished_game()
    moves = [str(a) for a in game.history]
    assert len(moves) >= 100  # the list's numbers reach three digits
    link = base64.urlsafe_b64encode(json.dumps(tigris.to_record(game)).encode()).decode().rstrip("=")
    page = open_page(context, site, f"?game={link}")
    reveal(page)

    # The final score offers the replay; it opens at the end, the whole game public.
    page.click(".dlg [data-ui=replay]")
    page.wait_for_selector(".acts.replay")
    assert f"move {len(moves)} of {len(moves)}" in status(page) and "Game over" in status(page)
    assert current_move(page) == f"{len(moves)}."
    rows = page.locator("#panel .players li")
    assert rows.count() == 2
    for i in range(2):
        assert rows.nth(i).get_attribute("data-points")  # every player's points, none hidden
    assert page.locator("#panel .hidden-pts").count() == 0

    # The four step buttons are drawn pictures (SVG), named in words.
    steps = page.locator(".acts.replay [data-ui=replay-step]")
    assert steps.count() == 4
    for i, name in enumerate(["first position", "previous move", "next move", "last position"]):
        assert steps.nth(i).get_attribute("aria-label") == name
        assert steps.nth(i).locator("svg path").count() == 1
        box = steps.nth(i).locator("svg").bounding_box()
        assert box and box["width"] >= 10 and box["height"] >= 10

    # Back to the start, then forward move by move: the status tells each move, the list marks it.
    page.click('.acts.replay [aria-label="first position"]')
    page.wait_for_selector("#log li.cur", state="detached")
    assert f"move 0 of {len(moves)}" in status(page) and "The starting position" in status(page)
    for n in range(1, 4):
        page.click('.acts.replay [aria-label="next move"]')
        page.wait_for_selector(f'#log li.cur [data-arg="{n}"]')
        assert f"move {n} of {len(moves)}" in status(page)
        assert page.inner_text("#replay-move").startswith(moves[n - 1])
        assert current_move(page) == f"{n}."
    page.click('.acts.replay [aria-label="previous move"]')
    page.wait_for_selector('#log li.cur [data-arg="2"]')
    assert f"move 2 of {len(moves)}" in status(page)

    # A click on the 100th move jumps there; its number shows whole, and the list has scrolled to it.
    target = page.locator('#log [data-ui=replay-jump][data-arg="100"]')
    target.click()
    page.wait_for_selector('#log li.cur [data-arg="100"]')
    assert f"move 100 of {len(moves)}" in status(page)
    assert page.inner_text("#replay-move").startswith(moves[99])
    assert current_move(page) == "100."
    inside = page.evaluate("""() => {
        const list = document.getElementById('log').getBoundingClientRect();
        const num = document.querySelector('#log li.cur .num');
        const box = num.getBoundingClientRect();
        return {left: box.left >= list.left - 0.5, seen: box.top >= list.top - 0.5 && box.bottom <= list.bottom + 0.5,
                whole: num.scrollWidth <= num.clientWidth + 1};
    }""")
    assert inside == {"left": True, "seen": True, "whole": True}

    # To the end again: the game's end in the status, every player's points.
    page.click('.acts.replay [aria-label="last position"]')
    page.wait_for_selector(f'#log li.cur [data-arg="{len(moves)}"]')
    assert "Game over" in status(page)
    assert page.locator("#panel .hidden-pts").count() == 0
    page.click(".acts.replay [data-ui=replay-exit]")
    page.wait_for_selector(".acts.replay", state="detached")
