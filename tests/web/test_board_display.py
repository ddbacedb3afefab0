"""The board as the player chose to see it (strengths, kingdom outlines), its legend, and a catastrophe's question."""

from __future__ import annotations

import pytest

import tigris
from web import describe, display, i18n, storage
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


@pytest.fixture(autouse=True)
def english():
    i18n.use("en")
    yield
    i18n.use("en")


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
        "Dieser Anführer verliert seinen letzten Tempel und kehrt zu seinem Besitzer zurück: König von Bull.")


def test_a_leaders_description_says_its_strength_when_the_board_shows_it():
    g = tigris.from_diagram(WAR)
    view = tigris.view_of(g, "archer")
    plain = describe.cell_labels(view, g.kingdom, str.title)
    shown = describe.cell_labels(view, g.kingdom, str.title, strengths=True)
    assert "strength" not in plain["c2"]
    assert shown["c2"].startswith("c2, land, Archer's trader, strength 1 in a revolt, 1 in a war")
