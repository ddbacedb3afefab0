"""Regions and kingdoms (rulebook: "Kingdoms").

A group is a maximal set of linking pieces connected orthogonally; a kingdom
is a group with a leader. ``groups(state)`` labels every cell once per change
of the board (one flood fill over 176 cells), so that legality of a candidate
cell is a look at its four neighbours, not a flood fill of its own.
"""

from __future__ import annotations

from itertools import compress
from typing import Iterator

from .board import CELLS, NEIGHBOURS
from .state import NO, State

Groups = tuple[list[int], list[list[tuple[int, int]]]]


def label(link: list[bool], leader_at: dict[int, tuple[int, int]], skip: int = NO) -> Groups:
    """Label linking cells by group; ``skip`` is a cell treated as not linking.

    Returns ``(gid, leaders)``: ``gid[cell]`` is the group number or NO, and
    ``leaders[g]`` lists the ``(player, colour)`` of the leaders in group g.
    """
    gid = [NO] * CELLS
    leaders: list[list[tuple[int, int]]] = []
    n = 0
    if skip != NO:
        gid[skip] = -2  # never entered
    for start in range(CELLS):
        if gid[start] != NO or not link[start]:
            continue
        gid[start] = n
        stack = [start]
        found: list[tuple[int, int]] = []
        while stack:
            c = stack.pop()
            who = leader_at.get(c)
            if who is not None:
                found.append(who)
            for nb in NEIGHBOURS[c]:
                if gid[nb] == NO and link[nb]:
                    gid[nb] = n
                    stack.append(nb)
        leaders.append(found)
        n += 1
    if skip != NO:
        gid[skip] = NO
    return gid, leaders


def linked_cells(link: list[bool]) -> Iterator[int]:
    """The cells holding a linking piece, in order: a sixth of the board or less, so walk these, not all 176."""
    return compress(range(CELLS), link)


def groups(state: State) -> Groups:
    g = state._groups
    if g is None:
        g = state._groups = label(state.link, state.leader_at)
    return g


def split(state: State) -> tuple[list[list[int]], list[list[int]]]:
    """(kingdoms, regions): the cells of every group with a leader and of every group without (§3)."""
    gid, leaders = groups(state)
    cells: list[list[int]] = [[] for _ in leaders]
    for c, g in enumerate(gid):
        if g >= 0:
            cells[g].append(c)
    return ([cs for g, cs in enumerate(cells) if cs and leaders[g]],
            [cs for g, cs in enumerate(cells) if cs and not leaders[g]])


def adjacent_groups(gid: list[int], cell: int) -> list[int]:
    """The distinct groups touching ``cell`` (a group touching on two sides counts once)."""
    out: list[int] = []
    for nb in NEIGHBOURS[cell]:
        g = gid[nb]
        if g >= 0 and g not in out:
            out.append(g)
    return out


def adjacent_kingdoms(grp: Groups, cell: int) -> list[int]:
    gid, leaders = grp
    return [g for g in adjacent_groups(gid, cell) if leaders[g]]


def group_cells(link: list[bool], start: int, skip: int = NO) -> list[int]:
    """Every cell of the group containing ``start``, never passing through ``skip``."""
    seen = {start}
    if skip != NO:
        seen.add(skip)
    stack = [start]
    out = [start]
    while stack:
        c = stack.pop()
        for nb in NEIGHBOURS[c]:
            if nb not in seen and link[nb]:
                seen.add(nb)
                stack.append(nb)
                out.append(nb)
    return out
