"""Placing civilization tiles and catastrophes (rulebook: "Placing a Civilization Tile",
"Playing a Catastrophe Tile"): where they may go."""

from __future__ import annotations

from typing import Iterable

from .actions import BLUE, COLOURS
from .board import CELL_NAMES, CELLS, NEIGHBOURS
from .events import IllegalAction
from .kingdoms import adjacent_kingdoms, groups
from .state import State


def check_tile(state: State, player: int, colour: int, cell: int) -> None:
    if state.hands[player][colour] <= 0:
        raise IllegalAction("no_such_tile", colour=COLOURS[colour])
    if not state.is_empty(cell):
        raise IllegalAction("not_empty", cell=CELL_NAMES[cell])
    river = state.map.is_river(cell)
    if colour == BLUE and not river:
        raise IllegalAction("farm_needs_river")
    if colour != BLUE and river:
        raise IllegalAction("river_needs_farm")
    if len(adjacent_kingdoms(groups(state), cell)) > 2:
        raise IllegalAction("three_kingdoms")


def tile_sites(state: State, cells: Iterable[int] | None = None) -> tuple[list[int], list[int]]:
    """Empty cells a tile may go to (T1, T3), split into (land, river); with ``cells``, only those of them
    (in ascending order)."""
    gid, leaders = groups(state)
    link, catastrophe, river = state.link, state.catastrophe, state.map.river
    land_ok: list[int] = []
    river_ok: list[int] = []
    for cell in range(CELLS) if cells is None else sorted(cells):
        if link[cell] or cell in catastrophe:
            continue
        a = b = -1
        ok = True
        for nb in NEIGHBOURS[cell]:
            g = gid[nb]
            if g >= 0 and leaders[g] and g != a and g != b:
                if a == -1:
                    a = g
                elif b == -1:
                    b = g
                else:
                    ok = False
                    break
        if ok:
            (river_ok if cell in river else land_ok).append(cell)
    return land_ok, river_ok


def check_catastrophe(state: State, player: int, cell: int) -> None:
    if state.catastrophes_left[player] <= 0:
        raise IllegalAction("no_catastrophes")
    what = catastrophe_blocker(state, cell)
    if what:
        raise IllegalAction("catastrophe_target", what=what)


def catastrophe_blocker(state: State, cell: int) -> str:
    """What stops a catastrophe on ``cell``, a code (``SUBCODES["what"]``), or "" if nothing does."""
    if cell in state.leader_at:
        return "leader"
    if cell in state.catastrophe:
        return "catastrophe"
    if state.down[cell]:
        return "monument"
    if cell in state.wonder:
        return "wonder"
    if cell in state.building_cell:
        return "building"
    if cell in state.treasure:
        return "treasure"
    return ""


def catastrophe_sites(state: State) -> list[int]:
    leader_at, catastrophe, down, treasure = state.leader_at, state.catastrophe, state.down, state.treasure
    blocked = set(state.wonder) | set(state.building_cell)
    return [
        c for c in range(CELLS)
        if c not in leader_at and c not in catastrophe and not down[c] and c not in treasure and c not in blocked
    ]
