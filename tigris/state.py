"""The one mutable game state, kept in flat lists so a copy is cheap.

Cells are ints (see ``board.py``), colours are ints 0–3 (red, blue, black,
green), players are seat indexes. ``link[cell]`` caches "holds a linking
piece" (a tile, face-up or down, or a leader); kingdoms are computed from it
once per change of the board and cached until the next change.
"""

from __future__ import annotations

from .board import CELLS, NEIGHBOURS, BoardMap

TILE_COUNTS = (57, 36, 30, 30)  # red, blue, black, green: 153 in all
TOTAL_TILES = sum(TILE_COUNTS)
HAND_SIZE = 6
NO = -1


class State:
    __slots__ = (
        "map", "tile", "down", "link", "leader_at", "leader_cell", "catastrophe",
        "treasure", "monument_cell", "marker", "building_cell", "wonder",
        "players", "hands", "scores", "treasures_taken", "catastrophes_left",
        "bag", "removed", "lost", "active", "actions_done",
        "_groups",
    )

    def __init__(self, board_map: BoardMap, players: tuple[str, ...]) -> None:
        n = len(players)
        self.map = board_map
        self.tile: list[int] = [NO] * CELLS  # colour of the tile on a cell, or NO
        self.down: list[bool] = [False] * CELLS  # face-down (under a monument)
        self.link: list[bool] = [False] * CELLS
        self.leader_at: dict[int, tuple[int, int]] = {}  # cell → (player, colour)
        self.leader_cell: list[list[int]] = [[NO] * 4 for _ in range(n)]  # [player][colour] → cell
        self.catastrophe: set[int] = set()
        self.treasure: set[int] = set()
        self.monument_cell: list[int] = [NO] * 6  # top-left cell of each built monument
        self.marker: int = NO  # the unification marker, during wars only
        self.building_cell: list[int] = [NO] * 4  # civilization buildings, by colour (variant)
        self.wonder: tuple[int, ...] = ()  # the five cells of the wonder, once erected (variant)
        self.players = players
        self.hands: list[list[int]] = [[0] * 4 for _ in range(n)]  # counts per colour
        self.scores: list[list[int]] = [[0] * 4 for _ in range(n)]
        self.treasures_taken: list[int] = [0] * n
        self.catastrophes_left: list[int] = [2] * n
        self.bag: list[int] = []  # drawn from the end
        self.removed: int = 0  # tiles out of the game (swapped, committed, destroyed)
        self.lost: list[int] = [0] * 4  # of those, the ones all saw: committed or destroyed, per colour
        self.active: int = 0
        self.actions_done: int = 0
        self._groups: tuple[list[int], list[list[tuple[int, int]]]] | None = None

    def copy(self) -> "State":
        s = State.__new__(State)
        s.map = self.map
        s.tile = self.tile[:]
        s.down = self.down[:]
        s.link = self.link[:]
        s.leader_at = dict(self.leader_at)
        s.leader_cell = [row[:] for row in self.leader_cell]
        s.catastrophe = set(self.catastrophe)
        s.treasure = set(self.treasure)
        s.monument_cell = self.monument_cell[:]
        s.marker = self.marker
        s.building_cell = self.building_cell[:]
        s.wonder = self.wonder
        s.players = self.players
        s.hands = [h[:] for h in self.hands]
        s.scores = [x[:] for x in self.scores]
        s.treasures_taken = self.treasures_taken[:]
        s.catastrophes_left = self.catastrophes_left[:]
        s.bag = self.bag[:]
        s.removed = self.removed
        s.lost = self.lost[:]
        s.active = self.active
        s.actions_done = self.actions_done
        s._groups = self._groups  # immutable once built; replaced, never edited
        return s

    # --- board edits: every change of a linking piece drops the kingdom cache ---

    def put_tile(self, cell: int, colour: int) -> None:
        self.tile[cell] = colour
        self.link[cell] = True
        self._join(cell, None)

    def remove_tile(self, cell: int) -> None:
        self.lost[self.tile[cell]] += 1
        self.tile[cell] = NO
        self.down[cell] = False
        self.link[cell] = False
        self.removed += 1
        self._groups = None

    def put_leader(self, player: int, colour: int, cell: int) -> None:
        self.leader_at[cell] = (player, colour)
        self.leader_cell[player][colour] = cell
        self.link[cell] = True
        self._join(cell, (player, colour))

    def _join(self, cell: int, who: tuple[int, int] | None) -> None:
        """Update the kingdom labels for a new linking piece on ``cell``, without a flood fill.

        A new piece can only join groups together, so the labels are patched:
        the groups it touches take the number of the first. (Removing a piece
        may split a group, and then the labels are simply recomputed.)
        The old labels may be shared with copies, so new lists are made.
        """
        g = self._groups
        if g is None:
            return
        gid, leaders = g
        gid = gid[:]
        leaders = leaders[:]
        touched: list[int] = []
        for nb in NEIGHBOURS[cell]:
            x = gid[nb]
            if x >= 0 and x not in touched:
                touched.append(x)
        if not touched:
            target = len(leaders)
            leaders.append([who] if who else [])
        else:
            target = touched[0]
            merged = list(leaders[target])
            if len(touched) > 1:
                others = touched[1:]
                for i in range(CELLS):
                    if gid[i] in others:
                        gid[i] = target
                for o in others:
                    merged += leaders[o]
                    leaders[o] = []
            if who:
                merged.append(who)
            leaders[target] = merged
        gid[cell] = target
        self._groups = (gid, leaders)

    def lift_leader(self, player: int, colour: int) -> int:
        cell = self.leader_cell[player][colour]
        del self.leader_at[cell]
        self.leader_cell[player][colour] = NO
        self.link[cell] = False
        self._groups = None
        return cell

    # --- questions ---

    def is_empty(self, cell: int) -> bool:
        return not self.link[cell] and cell not in self.catastrophe

    def count_tiles(self) -> int:
        on_board = sum(1 for t in self.tile if t != NO)
        return on_board + len(self.bag) + sum(map(sum, self.hands)) + self.removed
