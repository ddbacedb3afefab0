"""Monuments (rulebook: "Monument Building", "End of a Turn"): 2×2 squares of one colour, and their points."""

from __future__ import annotations

from .actions import MONUMENTS, BuildMonument
from .board import COLS, ROWS
from .kingdoms import group_cells
from .state import NO, State


def square(top_left: int) -> tuple[int, int, int, int]:
    return (top_left, top_left + 1, top_left + COLS, top_left + COLS + 1)


def _squares_at(cell: int) -> tuple[int, ...]:
    r, c = divmod(cell, COLS)
    return tuple(rr * COLS + cc for rr in (r - 1, r) for cc in (c - 1, c)
                 if 0 <= rr < ROWS - 1 and 0 <= cc < COLS - 1)


# Top-left cells of the (up to four) 2×2 squares on the board that contain each cell.
SQUARES_AT: tuple[tuple[int, ...], ...] = tuple(_squares_at(cell) for cell in range(ROWS * COLS))


def squares_with(state: State, cell: int) -> list[int]:
    """Top-left cells of the 2×2 squares of face-up tiles of one colour containing ``cell``."""
    colour = state.tile[cell]
    if colour == NO or state.down[cell]:
        return []
    return [tl for tl in SQUARES_AT[cell] if all(state.tile[x] == colour and not state.down[x] for x in square(tl))]


def monument_options(state: State, cell: int) -> list[BuildMonument]:
    """Every (square, free monument) the placed tile on ``cell`` allows."""
    tops = squares_with(state, cell)
    if not tops:
        return []
    colour = state.tile[cell]
    free = [m for m, pair in enumerate(MONUMENTS) if colour in pair and state.monument_cell[m] == NO]
    return [BuildMonument(m, tl) for tl in tops for m in free]


def monument_points(state: State, player: int, per_leader: bool) -> list[tuple[int, int]]:
    """(colour, points) the active player gains from monuments at the end of his turn.

    A leader scores from a monument carrying its colour in its own kingdom; the
    king only from monuments with a black half (no fallback here).
    """
    gains = [0, 0, 0, 0]
    for m, tl in enumerate(state.monument_cell):
        if tl == NO:
            continue
        group = set(group_cells(state.link, tl))
        for colour in MONUMENTS[m]:
            if state.leader_cell[player][colour] in group:
                gains[colour] += 1
    if per_leader:
        gains = [min(g, 1) for g in gains]
    return [(c, g) for c, g in enumerate(gains) if g]
