"""Playing in the browser: new game, placing pieces, a revolt, a war, saving, offline, a whole game."""

from __future__ import annotations

import json

from conftest import READY, open_page, position_query, reveal
from web_positions import REVOLT, WAR

COLOURS = ("red", "blue", "black", "green")  # the order of a player's points

NEIGHBOURS = lambda cell: [  # noqa: E731
    f"{chr(ord(cell[0]) + dc)}{int(cell[1:]) + dr}"
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
    if "a" <= chr(ord(cell[0]) + dc) <= "p" and 1 <= int(cell[1:]) + dr <= 11
]


def targets(page) -> list[str]:
    return page.eval_on_selector_all("#board .hl.target", "els => els.map(e => e.parentElement.dataset.cell)")


def tile_targets(page, colour: str) -> list[str] | None:
    """The cells a tile of ``colour`` from the hand may go to (the tile selected, then unselected); None if the
    hand has none. Reads the board only once the button shows the tile chosen, so never a stale highlight."""
    button = page.locator(f"#panel [data-ui=tile][data-arg={colour}]")
    if button.count() == 0:
        return None
    button.click()
    page.wait_for_selector(f'#panel [data-ui=tile][data-arg={colour}][aria-pressed="true"]')
    cells = targets(page)
    button.click()
    page.wait_for_selector(f'#panel [data-ui=tile][data-arg={colour}][aria-pressed="false"]')
    return cells


def click_cell(page, cell: str) -> None:
    page.click(f'#board [data-cell="{cell}"]')


def my_points(page, player: str) -> list[int]:
    raw = page.get_attribute(f'#panel li[data-player="{player}"]', "data-points")
    return [int(x) for x in raw.split(",")]


def test_new_two_player_game_leader_then_tile_scores_a_point(context, site):
    page = open_page(context, site, "?speed=fast&level=easy")
    # First visit: the new-game dialog; by default Archer (a person) against Bull (the computer).
    page.wait_for_selector(".dlg.newgame")
    page.click("[data-ui=start]")
    page.wait_for_selector("[data-ui=end]:not([disabled])", timeout=60_000)  # Archer's turn
    assert my_points(page, "archer") == [0, 0, 0, 0]
    assert page.get_attribute('#panel li[data-player="bull"]', "data-points") is None  # hidden scoring
    assert page.inner_text("#actions-left") == "2 actions left"
    assert page.inner_text("#panel .bag").strip() == "Bag: nearly full"  # not the count: nobody may count the bag

    page.click("[data-ui=leader][data-arg=king]")
    page.wait_for_selector('#panel [data-ui=leader][data-arg=king][aria-pressed="true"]')
    cells = targets(page)
    assert cells, "placing the king must offer cells next to temples"
    # Away from the computer's leaders, so that the king starts no revolt (the game's seed is random).
    leaders = page.eval_on_selector_all("#board circle.leader",
                                        "els => els.map(e => e.closest('[data-cell]').dataset.cell)")
    far = [c for c in cells if all(abs(ord(c[0]) - ord(x[0])) + abs(int(c[1:]) - int(x[1:])) >= 4
                                   for x in leaders)]
    # And where some tile in hand fits next to him (the hand is random too: a king among rivers needs a blue).
    fits = {cell for colour in COLOURS for cell in tile_targets(page, colour) or ()}
    page.click("[data-ui=leader][data-arg=king]")
    page.wait_for_selector('#panel [data-ui=leader][data-arg=king][aria-pressed="true"]')
    roomy = [c for c in (far or cells) if any(n in fits for n in NEIGHBOURS(c))]
    king = (roomy or far or cells)[0]
    click_cell(page, king)
    page.wait_for_selector(f'#board [data-cell="{king}"] circle.leader')
    assert page.inner_text("#actions-left") == "1 action left"
    assert "leader king " + king in page.inner_text("#log")

    # A tile next to the king scores a point for him (the king takes colours without their leader).
    offered = {colour: tile_targets(page, colour) for colour in COLOURS}
    spots = [(colour, cell) for colour, where in offered.items() for cell in NEIGHBOURS(king) if cell in (where or ())]
    assert spots, f"some tile in hand must fit next to the king on {king}: {offered}"
    colour, placed = spots[0]
    page.click(f"#panel [data-ui=tile][data-arg={colour}]")
    click_cell(page, placed)
    page.wait_for_selector(f'#board [data-cell="{placed}"] rect.tile')
    # One point, in the colour of the tile placed (the panel lists red, blue, black, green).
    points = my_points(page, "archer")
    assert points[COLOURS.index(colour)] == 1 and sum(points) == 1, (colour, points)


def test_illegal_click_shows_the_engines_reason_and_undo(context, site):
    page = open_page(context, site, position_query(REVOLT))
    reveal(page)
    page.click("[data-ui=leader][data-arg=priest]")
    click_cell(page, "h6")  # far from any temple
    msg = page.inner_text("#message")
    assert "next to a temple" in msg
    # A legal move, then take it back.
    page.click("[data-ui=tile][data-arg=red]")
    click_cell(page, "h6")
    page.wait_for_selector('#board [data-cell="h6"] rect.tile')
    page.click("[data-ui=undo]")
    page.wait_for_selector('#board [data-cell="h6"] rect.tile', state="detached")
    assert page.inner_text("#actions-left") == "2 actions left"


def test_revolt_with_committed_tiles_through_the_dialog(context, site):
    page = open_page(context, site, position_query(REVOLT))
    reveal(page)
    page.click("[data-ui=leader][data-arg=king]")
    click_cell(page, "b3")
    dlg = page.wait_for_selector(".dlg.conflict")
    text = dlg.inner_text()
    assert "Revolt of the kings" in text
    assert "strength on the board: 2" in text
    page.click('.dlg [data-ui=play][data-arg="commit 2"]')  # the attacker commits two temples
    # The defender takes the device and sees the attack: 2 + 2.
    page.wait_for_selector("#cover:not([hidden])")
    reveal(page)
    dlg = page.wait_for_selector(".dlg.conflict")
    assert "You defend against 4" in dlg.inner_text()
    page.click('.dlg [data-ui=play][data-arg="commit 1"]')
    page.wait_for_selector(".dlg.conflict", state="detached")
    # Archer won 4–3: the bull king is back in its supply, the archer's king on b3, one red point.
    assert "Archer wins 4–3 against Bull" in page.inner_text("#message")
    page.wait_for_selector('#board [data-cell="c2"] circle.leader', state="detached")
    assert page.locator('#board [data-cell="b3"] circle.leader').count() == 1
    reveal(page)
    assert my_points(page, "archer") == [1, 0, 0, 0]
    log = page.inner_text("#log")
    assert "commit 2" in log and "commit 1" in log


def test_war_with_a_choice_of_order_from_a_position_url(context, site):
    page = open_page(context, site, position_query(WAR))
    reveal(page)
    page.click("[data-ui=tile][data-arg=red]")
    click_cell(page, "d2")
    dlg = page.wait_for_selector(".dlg.war")
    assert "War of the kings" in dlg.inner_text() and "War of the traders" in dlg.inner_text()
    page.click('.dlg [data-ui=play][data-arg="war green"]')
    dlg = page.wait_for_selector(".dlg.conflict")
    assert "War of the traders" in dlg.inner_text()
    page.click('.dlg [data-ui=play][data-arg="commit 2"]')
    reveal(page)
    page.click('.dlg [data-ui=play][data-arg="commit 0"]')
    # Then the kings' war follows, without a question of order; Archer attacks again.
    reveal(page)
    page.wait_for_selector(".dlg.conflict")
    assert "War of the kings" in page.inner_text(".dlg.conflict")
    assert "war green" in page.inner_text("#log")


def test_drag_a_tile_onto_the_board(context, site):
    page = open_page(context, site, position_query(REVOLT))
    reveal(page)
    page.drag_and_drop("[data-ui=tile][data-arg=red]", '#board [data-cell="h6"]')
    page.wait_for_selector('#board [data-cell="h6"] rect.tile')
    assert "tile red h6" in page.inner_text("#log")


def test_reload_resumes_the_same_game(context, site):
    page = open_page(context, site, position_query(REVOLT))
    reveal(page)
    page.click("[data-ui=tile][data-arg=red]")
    click_cell(page, "h6")
    page.wait_for_selector('#board [data-cell="h6"] rect.tile')
    log = page.inner_text("#log")
    saved = page.evaluate("localStorage.getItem('tigris.game.' + localStorage.getItem('tigris.current'))")
    assert json.loads(saved)["record"]["actions"] == ["tile red h6"]
    page.reload()
    page.wait_for_selector(READY)
    reveal(page)
    assert page.inner_text("#log") == log
    assert page.locator('#board [data-cell="h6"] rect.tile').count() == 1
    assert page.inner_text("#actions-left") == "1 action left"


def test_offline_reload_starts_and_plays(sw_context, site):
    page = open_page(sw_context, site, position_query(REVOLT))
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    sw_context.set_offline(True)
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    reveal(page)
    page.click("[data-ui=tile][data-arg=red]")
    click_cell(page, "h6")
    page.wait_for_selector('#board [data-cell="h6"] rect.tile')
    # A new tab works offline too.
    other = sw_context.new_page()
    other.goto(site)
    other.wait_for_selector(READY, timeout=60_000)
    sw_context.set_offline(False)


def test_computer_players_play_a_whole_game_to_the_final_score(context, site):
    page = open_page(context, site, "?new&speed=instant&level=random")
    page.wait_for_selector(".dlg.newgame")
    page.select_option("select[name=kind_archer]", "computer")
    page.select_option("select[name=kind_bull]", "computer")
    page.click("[data-ui=start]")
    dlg = page.wait_for_selector(".dlg.final", timeout=180_000)
    text = dlg.inner_text()
    assert "Final score" in text and "Tie-break" in text
    assert page.locator("table.result tbody tr").count() == 2
    # The move list, long by now, shows its newest moves.
    top, seen, total = page.evaluate("(l => [l.scrollTop, l.clientHeight, l.scrollHeight])(document.getElementById('log'))")
    assert total > seen and top + seen >= total - 2, (top, seen, total)
    page.click(".dlg [data-ui=replay]")
    page.wait_for_selector(".replay")
    page.click("[data-ui=replay-step][data-arg='0']")
    assert "Replay: move 0" in page.inner_text("#panel")
