"""Positioning leaders (rulebook: "Positioning a Leader"): where a leader may stand, and the support rule."""

from __future__ import annotations

from .actions import LEADERS
from .board import CELL_NAMES, CELLS, NEIGHBOURS
from .events import IllegalAction
from .kingdoms import Groups, adjacent_kingdoms, groups
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
    leader_at = state.leader_at
    gid, leaders = groups(state)
    g = gid[origin]
    gid = gid[:]
    gid[origin] = NO
    leaders = leaders[:]
    leaders[g] = []  # the old group is relabelled below, part by part
    # Only the lifted leader's own group can change: it may fall apart into
    # the parts reachable from each of the leader's neighbours.
    for start in NEIGHBOURS[origin]:
        if gid[start] != g:
            continue
        n = len(leaders)
        gid[start] = n
        stack = [start]
        found: list[tuple[int, int]] = []
        while stack:
            c = stack.pop()
            who = leader_at.get(c)
            if who is not None:
                found.append(who)
            for nb in NEIGHBOURS[c]:
                if gid[nb] == g:
                    gid[nb] = n
                    stack.append(nb)
        leaders.append(found)
    return gid, leaders


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
    tile, down, link = state.tile, state.down, state.link
    river, catastrophe = state.map.river, state.catastrophe
    out: set[int] = set()
    for cell in range(CELLS):
        if tile[cell] == 0 and not down[cell]:
            for nb in NEIGHBOURS[cell]:
                if not link[nb] and nb not in catastrophe and nb not in river:
                    out.add(nb)
    return sorted(out)


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
    """Leaders no longer next to a face-up temple: they must go home."""
    return [who for cell, who in state.leader_at.items() if not next_to_temple(state, cell)]
