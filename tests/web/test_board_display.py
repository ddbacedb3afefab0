"""The board as the player chose to see it (strengths, kingdom outlines), its legend, and a catastrophe's question."""

from __future__ import annotations

import pytest

import tigris
from web.core import i18n
from web.game import describe, display, storage
from web_positions import WAR, diagram

# Bull's king on c2 touches one temple only (b2).
LAST_TEMPLE = diagram(
    """
players: archer bull
turn: archer 1
archer: hand r r r k k g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"b2": "r", "c2": "Bk", "d2": "k"},
)


def test_the_display_preferences_are_remembered_and_a_full_storage_only_forgets_them():
    store = storage.Store(storage.MemoryBackend())
    assert store.display() == set()  # off by default
    store.set_display({"strengths", "outlines"})
    assert storage.Store(store.backend).display() == {"strengths", "outlines"}
    store.set_display({"outlines"})
    assert store.display() == {"outlines"}
    store.backend.set(storage.DISPLAY, "outlines <script> strengths x" * 3)  # whatever is stored: known words only
    assert store.display() == {"outlines", "strengths"}
    full = storage.Store(storage.MemoryBackend(quota=5))
    full.set_display({"strengths"})  # no room: nothing raised, nothing remembered
    assert full.display() == set()


def test_the_switches_show_what_is_on_and_turn_into_board_options():
    markup = display.switches({"outlines"})
    assert 'data-arg="outlines" checked' in markup and 'data-arg="strengths">' in markup
    assert "Leader strength on the board" in markup and "Kingdom outlines" in markup
    assert display.board_options({"strengths"}) == {"strengths": True, "outlines": False}


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_the_legend_explains_every_mark_with_its_picture_in_each_language(lang):
    i18n.use(lang)
    markup = display.legend()
    for kind in tigris.svg.MARKS:
        assert f'<li data-mark="{kind}"><svg' in markup
    assert not i18n.current().misses
    if lang == "en":
        assert "Treasure on a special border: when a kingdom&#x27;s treasures are taken, these are taken first." in markup


def test_a_catastrophe_says_which_tile_it_destroys_and_which_leaders_go_home():
    # The rulebook: a leader without a temple next to it returns to its owner.
    g = tigris.from_diagram(LAST_TEMPLE)
    words = display.catastrophe_question(g, tigris.parse_action("catastrophe b2"), str.title)
    assert words == ["It destroys the tile on b2: temple (red).",
                     "This leader loses its last temple and goes back to its owner: Bull's king."]
    assert tigris.to_record(g) == tigris.to_record(tigris.from_diagram(LAST_TEMPLE))  # asking changed nothing
    assert display.catastrophe_question(g, tigris.parse_action("catastrophe h6"), str.title) == [
        "It destroys nothing; the cell stays blocked until the end of the game."]
    i18n.use("de")
    assert display.catastrophe_question(g, tigris.parse_action("catastrophe b2"), str.title)[1] == (
        "Dieser Anführer verliert seinen letzten Tempel und kehrt zu seinem Besitzer zurück: der König von Bull.")


def test_a_leaders_description_says_its_strength_when_the_board_shows_it():
    g = tigris.from_diagram(WAR)
    view = tigris.view_of(g, "archer")
    plain = describe.cell_labels(view, g.kingdom, str.title)
    shown = describe.cell_labels(view, g.kingdom, str.title, strengths=True)
    assert "strength" not in plain["c2"]
    assert shown["c2"].startswith("c2, land, Archer's trader, strength 1 in a revolt, 1 in a war")


def test_under_the_board_the_display_section_folds_and_holds_the_switches_and_the_legend():
    from web.game import render

    html = render.board_display({"strengths"}, folded={"display"})
    assert 'id="board-display"' in html and '<details class="fold" data-fold="display">' in html  # folded
    assert 'data-arg="strengths" checked' in html and 'data-mark="special"' in html
    assert '<details class="fold" data-fold="display" open>' in render.board_display()


def test_a_catastrophe_clicked_on_the_board_waits_for_a_yes():
    from web.game import dialogs
    from web.game.session import Session

    s = Session(tigris.from_diagram(LAST_TEMPLE))
    s.reveal()
    s.select("catastrophe")
    assert s.click_cell("b2") == [] and s.game.history == []  # asked, not played
    ask = dialogs.dialog(s)
    assert 'class="dlg ask-catastrophe"' in ask and "A catastrophe on b2?" in ask
    assert 'data-ui="play" data-arg="catastrophe b2"' in ask and 'data-ui="ask-cancel"' in ask
    s.cancel_ask()
    assert dialogs.dialog(s) is None and s.selection == ("catastrophe", "")  # no: still chosen, nothing played
    s.click_cell("b2")
    s.play("catastrophe b2")  # yes
    assert s.asking is None and [str(a) for a in s.game.history] == ["catastrophe b2"]
    assert tigris.view_of(s.game, "archer").leaders == {}  # Bull's king went home with his last temple


def test_an_illegal_catastrophe_is_refused_at_once_without_a_question():
    from web.game.session import Session

    s = Session(tigris.from_diagram(LAST_TEMPLE))
    s.reveal()
    s.select("catastrophe")
    s.click_cell("c2")  # a leader stands there
    assert s.asking is None and s.error and s.game.history == []


def test_the_board_shows_the_conflict_and_the_chosen_preferences():
    from web.game import render
    from web.game.session import Session

    s = Session(tigris.from_diagram(WAR))
    s.reveal()
    plain = render.board(s)
    assert 'class="strength' not in plain and 'class="ko"' not in plain and 'class="ho"' in plain
    shown = render.board(s, shown={"strengths", "outlines"})
    assert 'class="strength"' in shown and shown.count('class="ko"') == 2
    assert "strength 1 in a revolt, 1 in a war" in shown  # the cell's name says it too
    s.play("tile red d2")
    s.play("war black")
    assert 'data-side="attacker"' in render.board(s) and ">1+2=3<" in render.board(s, committing=2)
