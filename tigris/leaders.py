"""Positioning leaders (SPEC §5): where a leader may stand, and the support rule."""

from __future__ import annotations

from .actions import LEADERS
from .board import CELL_NAMES, CELLS, NEIGHBOURS
from .events import IllegalAction
from .kingdoms import Groups, adjacent_kingdoms, groups, label
from .state import NO, State


def next_to_temple(state: State, cell: int) -> bool:
    """L3: orthogonally next to a face-up temple (face-down ones do not count)."""
    tile, down = state.tile, state.down
    for nb in NEIGHBOURS[cell]:
        if tile[nb] == 0 and not down[nb]:
            return True
    return False


def groups_without(state: State, origin: int) -> Groups:
    """Kingdoms as they are once the leader on ``origin`` is lifted (L5)."""
    linked = [nb for nb in NEIGHBOURS[origin] if state.link[nb]]
    if len(linked) <= 1:
        # Lifting a leader with at most one linking neighbour cannot split its group.
        gid, leaders = groups(state)
        g = gid[origin]
        who = state.leader_at[origin]
        gid = gid[:]
        gid[origin] = NO
        leaders = leaders[:]
        leaders[g] = [x for x in leaders[g] if x != who]
        return gid, leaders
    return label(state.link, state.leader_at, skip=origin)


def check_place(state: State, player: int, colour: int, cell: int) -> None:
    """Raise ``IllegalAction`` unless the leader may be placed or moved to ``cell``."""
    origin = state.leader_cell[player][colour]
    if origin == cell:
        raise IllegalAction("leader_same_cell", leader=LEADERS[colour], cell=CELL_NAMES[cell])
    if not state.is_empty(cell):
        raise IllegalAction("not_empty", cell=CELL_NAMES[cell])
    if state.map.is_river(cell):
        raise IllegalAction("leader_on_river")
    if not next_to_temple(state, cell):
        raise IllegalAction("leader_needs_temple")
    grp = groups(state) if origin == NO else groups_without(state, origin)
    if len(adjacent_kingdoms(grp, cell)) > 1:
        raise IllegalAction("leader_joins_kingdoms")


def temple_sites(state: State) -> list[int]:
    """Empty land cells next to a face-up temple: where any leader could go (L1–L3)."""
    river = state.map.river
    out = []
    for cell in range(CELLS):
        if state.is_empty(cell) and cell not in river and next_to_temple(state, cell):
            out.append(cell)
    return out


def targets(state: State, sites: list[int], origin: int) -> list[int]:
    """The cells of ``sites`` a leader (standing on ``origin``, or NO) may go to (L4, L5)."""
    if origin == NO:
        gid, leaders = groups(state)
    else:
        gid, leaders = groups_without(state, origin)
    out = []
    for cell in sites:
        seen = NO
        ok = True
        for nb in NEIGHBOURS[cell]:
            g = gid[nb]
            if g >= 0 and leaders[g] and g != seen:
                if seen != NO:
                    ok = False
                    break
                seen = g
        if ok:
            out.append(cell)
    # ``sites`` never holds the origin (a leader stands there): a move must go elsewhere.
    return out


def unsupported(state: State) -> list[tuple[int, int]]:
    """Leaders no longer next to a face-up temple (§5.5): they must go home."""
    return [who for cell, who in state.leader_at.items() if not next_to_temple(state, cell)]
