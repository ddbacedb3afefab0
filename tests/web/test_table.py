"""web.core.table: select a piece, see where it may go, play it, take it back (the game page and the embedded
boards share this one controller)."""

from __future__ import annotations

import tigris
from tigris import IllegalAction
from web_positions import REVOLT
from web.core.table import Table
from web.embed.live import Live
from web.game.session import Session
from web.embed.boards import make_board


def test_both_pages_play_on_the_one_table():
    assert issubclass(Session, Table) and issubclass(Live, Table)


def test_a_selected_piece_goes_where_the_engine_allows_and_a_second_click_puts_it_down():
    table = Table(tigris.from_diagram(REVOLT))
    assert table.target_cells() == []
    table.select("leader", "king")
    legal = [tigris.cell_name(a.cell) for a in table.game.legal_actions()
             if isinstance(a, tigris.PlaceLeader) and a.colour == 2]
    assert table.target_cells() == legal and "b3" in legal
    assert str(table.action_at("b3")) == "leader king b3"
    table.select("leader", "king")
    assert table.selection is None and table.target_cells() == [] and table.action_at("b3") is None


def test_an_unknown_piece_has_nowhere_to_go():
    table = Table(tigris.from_diagram(REVOLT))
    table.select("tile", "purple")
    assert table.target_cells() == [] and table.action_at("b3") is None


def test_an_action_played_can_be_taken_back_and_a_refused_one_changes_nothing():
    table = Table(tigris.from_diagram(REVOLT))
    start = tigris.to_diagram(table.game)
    try:
        table.act("tile blue a1")  # a blue tile goes on a river only
    except IllegalAction:
        pass
    assert tigris.to_diagram(table.game) == start and not table.can_undo
    table.select("tile", "red")
    table.act(table.action_at("h6"))
    assert tigris.to_diagram(table.game) != start and table.can_undo
    assert table.undo() and tigris.to_diagram(table.game) == start and not table.can_undo and table.selection is None
    assert not table.undo()


def test_an_embedded_board_undoes_through_the_table():
    live = Live(make_board("b", "play", REVOLT))
    live.command("select", "tile red")
    assert "h6" in live.targets()
    live.click("h6")
    assert live.can_undo and "h6" in live.last
    live.command("undo")
    assert tigris.to_diagram(live.game) == tigris.to_diagram(live.start) and not live.can_undo and live.last == []
