"""Treasure collection (rulebook: "Treasure Distribution"): a trader's kingdom keeps one treasure."""

from __future__ import annotations

from .actions import GREEN, TakeTreasures, treasure_choices
from .kingdoms import groups
from .state import State
from .value import Value


class Collection(Value):
    """A kingdom whose trader must take treasures: who, how many, from which cells."""

    __slots__ = ("owner", "trader_cell", "count", "specials", "others")

    owner: int
    trader_cell: int
    count: int
    specials: tuple[int, ...]
    others: tuple[int, ...]

    def choices(self) -> list[TakeTreasures]:
        return treasure_choices(list(self.specials), list(self.others), self.count)


def collections(state: State) -> list[Collection]:
    """Kingdoms holding a trader and two or more treasures, clockwise from the active player."""
    if len(state.treasure) < 2:
        return []
    traders = [cells[GREEN] for cells in state.leader_cell if cells[GREEN] >= 0]
    if not traders:
        return []
    gid, _ = groups(state)
    wanted = {gid[t] for t in traders}
    by_group: dict[int, list[int]] = {}
    for cell in state.treasure:
        g = gid[cell]
        if g in wanted:
            by_group.setdefault(g, []).append(cell)
    out = []
    n = len(state.players)
    for step in range(n):
        p = (state.active + step) % n
        trader = state.leader_cell[p][GREEN]
        if trader < 0:
            continue
        found = by_group.get(gid[trader], [])
        if len(found) >= 2:
            special = state.map.special
            out.append(Collection(
                owner=p,
                trader_cell=trader,
                count=len(found) - 1,
                specials=tuple(sorted(c for c in found if c in special)),
                others=tuple(sorted(c for c in found if c not in special)),
            ))
    return out


def valid_take(c: Collection, cells: tuple[int, ...]) -> bool:
    if len(cells) != c.count or len(set(cells)) != len(cells):
        return False
    if not all(x in c.specials or x in c.others for x in cells):
        return False
    return sum(1 for x in cells if x in c.specials) == min(len(c.specials), c.count)
