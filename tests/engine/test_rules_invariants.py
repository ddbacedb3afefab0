"""SPEC §3.5 invariants and the agreement of legal_actions() with apply(),
checked along random games from the real setup (§2)."""

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
def test_3_5_invariants_and_legal_actions_along_random_games(seed):
    rng = random.Random(seed)
    players = ["archer", "bull", "pot", "lion"][: 2 + seed % 3]
    g = tigris.Game.new(players, seed=seed)
    steps = 0
    while not g.is_over and steps < 300:
        acts = g.legal_actions()
        assert acts, "a game in progress always has a legal action"
        if g.phase == "action":
            check_invariants(g)
            if steps % 10 == 0:
                listed = {str(a) for a in acts if not str(a).startswith("swap")}
                found = {a for a in candidates(g) if g.is_legal(a)}
                assert listed == found
        # Prefer placements to ending the turn, so that the board fills up.
        choice = rng.choice([a for a in acts if str(a) != "end"] or acts)
        g.apply(choice)
        steps += 1
    assert steps > 0
