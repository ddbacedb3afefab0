"""The components and the setup, as the engine creates a new game: the temples and
treasures printed on the board, six tiles drawn per player, the rest in the bag.
Rulebook: “Setup”; the advanced board: “Advanced Game Board”."""

import pytest

import tigris
from tigris.actions import MONUMENTS

STANDARD_TEMPLES = {"k1", "b2", "p2", "f3", "n5", "i7", "b8", "o9", "f10", "k11"}
ADVANCED_TEMPLES = {"e1", "j1", "o2", "b3", "g4", "l4", "d6", "p6", "a8", "h8", "m8", "e10", "j11", "o11"}


@pytest.mark.parametrize("players,bag", [(2, 131), (3, 125), (4, 119)])
def test_standard_setup(players, bag):
    names = ["archer", "bull", "pot", "lion"][:players]
    g = tigris.Game.new(names, seed=7)
    st = g.state
    assert len(st.bag) == bag
    assert all(sum(h) == 6 for h in st.hands)
    assert {tigris.cell_name(c) for c in st.treasure} == STANDARD_TEMPLES
    assert all(st.tile[c] == 0 and not st.down[c] for c in st.treasure)
    assert st.catastrophes_left == [2] * players
    assert st.count_tiles() == 153
    assert all(c < 0 for row in st.leader_cell for c in row)
    assert g.actions_left == 2 and g.active in names


@pytest.mark.parametrize("players,bag", [(2, 127), (3, 121), (4, 115)])
def test_advanced_setup(players, bag):
    names = ["archer", "bull", "pot", "lion"][:players]
    g = tigris.Game.new(names, seed=7, options={"board": "advanced"})
    assert len(g.state.bag) == bag
    assert {tigris.cell_name(c) for c in g.state.treasure} == ADVANCED_TEMPLES


def test_special_border_spaces():
    assert {tigris.cell_name(c) for c in tigris.STANDARD.special} == {"b2", "p2", "b8", "o9"}
    assert {tigris.cell_name(c) for c in tigris.ADVANCED.special} == {"b3", "p6", "a8", "e10", "j11", "o11"}
    assert len(tigris.STANDARD.river) == 41 and len(tigris.ADVANCED.river) == 39


def test_six_monuments_cover_every_colour_pair():
    pairs = {frozenset(p) for p in MONUMENTS}
    assert len(pairs) == 6 and all(len(p) == 2 for p in pairs)
    for colour in range(4):
        assert sum(colour in p for p in pairs) == 3


def test_two_to_four_players():
    with pytest.raises(ValueError):
        tigris.Game.new(["archer"], seed=1)
    with pytest.raises(ValueError):
        tigris.Game.new(["archer", "archer"], seed=1)
