"""What must hold on the board at every moment, and the agreement of
legal_actions() with apply(), checked along whole random games from the real
setup.

The board invariants: every leader stands next to a face-up temple; a kingdom
never holds two leaders of one colour (a conflict settles it first); a kingdom
with a trader never keeps two treasures (the trader takes one at the end of
the action); at least one treasure stays on the board (the game ends first);
the 153 tiles are neither created nor lost; treasures lie only on temples.
"""

import random

import pytest

import tigris
from tigris.board import CELLS, NEIGHBOURS
from tigris.kingdoms import group_cells

RED, GREEN = 0, 3


def candidates(g):
    """Every action text of the main phase that could be legal (and many that are not)."""
    out = []
    for c in ("priest", "farmer", "king", "trader"):
        out.append(f"withdraw {c}")
        out += [f"leader {c} {tigris.cell_name(x)}" for x in range(CELLS)]
    for c in ("red", "blue", "black", "green"):
        out += [f"tile {c} {tigris.cell_name(x)}" for x in range(CELLS)]
    out += [f"catastrophe {tigris.cell_name(x)}" for x in range(CELLS)]
    out.append("end")
    return out


def check_invariants(g):
    st = g.state
    # I1: every leader next to a face-up temple.
    for cell in st.leader_at:
        assert any(st.tile[n] == RED and not st.down[n] for n in NEIGHBOURS[cell]), tigris.cell_name(cell)
    seen = set()
    for cell in st.leader_at:
        if cell in seen:
            continue
        grp = set(group_cells(st.link, cell))
        seen |= grp
        colours = [st.leader_at[c][1] for c in grp if c in st.leader_at]
        # I2: no two leaders of one colour in a kingdom.
        assert len(colours) == len(set(colours))
        # I3: no trader with two treasures in its kingdom (end_of_action).
        if GREEN in colours:
            assert len(grp & st.treasure) <= 1
    # I4: at least one treasure on the board.
    assert st.treasure
    # Tiles are neither created nor lost: 153 in all.
    assert st.count_tiles() == 153
    # Treasures only on temples.
    assert all(st.tile[c] == RED for c in st.treasure)


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_every_position_of_a_random_game_keeps_the_invariants_and_lists_exactly_the_legal_actions(seed):
    rng = random.Random(seed)
    players = ["archer", "bull", "pot", "lion"][: 2 + seed % 3]
    g = tigris.Game.new(players, seed=seed)
    steps = checked = 0
    while not g.is_over and steps < 300:
        acts = g.legal_actions()
        assert acts, "a game in progress always has a legal action"
        if g.phase == "action":
            check_invariants(g)
            checked += 1
            if steps % 10 == 0:
                listed = {str(a) for a in acts if not str(a).startswith("swap")}
                found = {a for a in candidates(g) if g.is_legal(a)}
                assert listed == found
        # Prefer placements to ending the turn, so that the board fills up.
        choice = rng.choice([a for a in acts if str(a) != "end"] or acts)
        g.apply(choice)
        steps += 1
    # The walk is a whole game, not a few opening moves: it reaches the end (treasures
    # or the bag run out), and the board checks ran on more than a hundred positions.
    assert g.is_over
    assert checked > 100
