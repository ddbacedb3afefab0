"""Civilization buildings (variant; rulebook: "Civilization Buildings"): lines of three, and double points.

A building stands on a face-up tile of its colour in a straight line of three
or more such tiles. It may later move only to a longer line than the one it
stands on (longer than each of its lines, if it stands where two cross).
"""

from __future__ import annotations

from collections.abc import Container

from .actions import NO_BUILDING, Action, PlaceBuilding
from .board import COLS, ROWS
from .state import NO, State


def run(state: State, cell: int, step: int) -> list[int]:
    """The maximal straight run of face-up tiles of ``cell``'s colour through it (step 1 or COLS)."""
    colour = state.tile[cell]
    tile, down = state.tile, state.down
    out = [cell]
    for direction in (-step, step):
        c = cell
        while True:
            r, col = divmod(c, COLS)
            if step == 1 and not 0 <= col + direction < COLS:
                break
            n = c + direction
            if not 0 <= n < ROWS * COLS or tile[n] != colour or down[n]:
                break
            out.append(n)
            c = n
    return sorted(out)


def line_length(state: State, cell: int) -> int:
    """A building's current line: the longer of its two runs, horizontal or vertical."""
    return max(len(run(state, cell, 1)), len(run(state, cell, COLS)))


def building_options(state: State, placed: int) -> list[Action]:
    """Where the placed tile lets its colour's building go, plus "no building"; [] if nowhere."""
    colour = state.tile[placed]
    if colour == NO or state.down[placed]:
        return []
    lines = [ln for ln in (run(state, placed, 1), run(state, placed, COLS)) if len(ln) >= 3]
    where = state.building_cell[colour]
    if where != NO:
        current = line_length(state, where)
        lines = [ln for ln in lines if len(ln) > current]
    cells = sorted({c for ln in lines for c in ln if c != where})
    if not cells:
        return []
    out: list[Action] = [PlaceBuilding(colour, c) for c in cells]
    return out + [NO_BUILDING]


def in_group(state: State, gid: list[int], colour: int, group: int) -> bool:
    where = state.building_cell[colour]
    return where != NO and gid[where] == group


def return_buildings_from(state: State, cells: Container[int]) -> list[int]:
    """Buildings on these cells go back beside the board (monument flip, wonder); their colours."""
    back = []
    for colour, where in enumerate(state.building_cell):
        if where != NO and where in cells:
            state.building_cell[colour] = NO
            back.append(colour)
    return back
