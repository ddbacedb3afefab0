"""The wonder (variant; rulebook: "Wonder Variant"): a plus of five tiles of one colour becomes one linking piece."""

from __future__ import annotations

from .actions import ErectWonder
from .board import NEIGHBOURS
from .state import NO, State


def plus(centre: int) -> tuple[int, ...] | None:
    """The five cells of a plus centred on ``centre``, or None at the board's edge."""
    if len(NEIGHBOURS[centre]) < 4:
        return None
    return (centre,) + NEIGHBOURS[centre]


def wonder_centre(cells: "list[int] | tuple[int, ...]") -> int | None:
    """The centre of five cells that form a plus, or None when they do not."""
    found = sorted(cells)
    if len(found) != 5:
        return None
    for c in found:
        shape = plus(c)
        if shape is not None and sorted(shape) == found:
            return c
    return None


def place_wonder(state: State, centre: int) -> tuple[int, ...]:
    """Put the wonder on the plus around ``centre``: one linking piece over five cells.

    The one way the wonder reaches the board, whether erected in play or read
    from a record or a diagram.
    """
    cells = plus(centre)
    assert cells is not None
    for c in cells:
        state.link[c] = True
    state.wonder = tuple(sorted(cells))
    state._groups = None
    return state.wonder


def wonder_options(state: State, placed: int) -> list[ErectWonder]:
    """The pluses of five face-up tiles of one colour that include the placed tile."""
    if state.wonder:
        return []
    colour = state.tile[placed]
    if colour == NO or state.down[placed]:
        return []
    out = []
    for centre in sorted((placed,) + NEIGHBOURS[placed]):
        cells = plus(centre)
        if cells and all(state.tile[c] == colour and not state.down[c] for c in cells):
            out.append(ErectWonder(centre))
    return out


def erect(state: State, centre: int) -> tuple[int, ...]:
    """Discard the five tiles and put the wonder in their place; treasures stay on their cells."""
    cells = plus(centre)
    assert cells is not None
    colour = state.tile[centre]
    for c in cells:
        state.tile[c] = NO
    state.removed += 5
    state.lost[colour] += 5
    return place_wonder(state, centre)



