"""Action values and their text notation.

Every choice a player makes is one of these immutable values, and each has a
text form that round-trips: ``parse_action(str(a)) == a``. The common
placement actions are interned (one object per colour and cell) so that
``legal_actions()`` only has to pick from prebuilt lists.
"""

from __future__ import annotations

from itertools import combinations
from typing import Union

from .board import CELL_NAMES, CELLS, parse_cell
from .events import NotationError as NotationError  # also tigris.actions.NotationError (record, position)
from .names import (  # re-exported: the notation's words
    BLACK as BLACK, BLUE as BLUE, BUILDINGS as BUILDINGS, COLOURS as COLOURS, DYNASTIES as DYNASTIES,
    GREEN as GREEN, LEADERS as LEADERS, LETTERS as LETTERS, RED as RED, TILE_NAMES as TILE_NAMES,
)
from .value import Value

_set = object.__setattr__


def parse_building(word: str) -> int:
    w = word.strip().lower().replace("_", "-")
    if w in BUILDINGS:
        return BUILDINGS.index(w)
    if w in ("market", "markethall", "hall"):
        return GREEN
    try:
        return parse_colour(w)
    except ValueError:
        raise NotationError("notation_building", word=word) from None


def parse_colour(word: str) -> int:
    """Accept a colour, a leader or a tile name: ``red``, ``priest``, ``temple`` → 0."""
    w = word.strip().lower()
    for names in (COLOURS, LEADERS, TILE_NAMES):
        if w in names:
            return names.index(w)
    if w == "merchant":
        return GREEN
    raise NotationError("notation_colour", word=word)


# Monuments are named by their two colours, in colour order (red-blue, red-green, …).
MONUMENTS: tuple[tuple[int, int], ...] = (
    (RED, BLUE),  # M1 blue/red
    (BLACK, GREEN),  # M2 green/black
    (BLUE, BLACK),  # M3 blue/black
    (BLUE, GREEN),  # M4 green/blue
    (RED, GREEN),  # M5 red/green
    (RED, BLACK),  # M6 red/black
)


def monument_name(m: int) -> str:
    a, b = MONUMENTS[m]
    return f"{COLOURS[a]}-{COLOURS[b]}"


def parse_monument(text: str) -> int:
    parts = text.lower().split("-")
    if len(parts) == 2:
        try:
            pair = tuple(sorted((parse_colour(parts[0]), parse_colour(parts[1]))))
        except ValueError:
            pair = None
        if pair in MONUMENTS:
            return MONUMENTS.index(pair)
    raise NotationError("notation_monument", word=text)


class PlaceLeader(Value):
    """Place a leader from the supply, or move it if it is already on the board."""

    __slots__ = ("colour", "cell")

    colour: int
    cell: int

    def __init__(self, colour: int, cell: int) -> None:
        _set(self, "colour", colour)
        _set(self, "cell", cell)

    def __str__(self) -> str:
        return f"leader {LEADERS[self.colour]} {CELL_NAMES[self.cell]}"


class Withdraw(Value):
    __slots__ = ("colour",)

    colour: int

    def __init__(self, colour: int) -> None:
        _set(self, "colour", colour)

    def __str__(self) -> str:
        return f"withdraw {LEADERS[self.colour]}"


class PlaceTile(Value):
    __slots__ = ("colour", "cell")

    colour: int
    cell: int

    def __init__(self, colour: int, cell: int) -> None:
        _set(self, "colour", colour)
        _set(self, "cell", cell)

    def __str__(self) -> str:
        return f"tile {COLOURS[self.colour]} {CELL_NAMES[self.cell]}"


class Catastrophe(Value):
    __slots__ = ("cell",)

    cell: int

    def __init__(self, cell: int) -> None:
        _set(self, "cell", cell)

    def __str__(self) -> str:
        return f"catastrophe {CELL_NAMES[self.cell]}"


class Swap(Value):
    """Discard these tiles (colours, sorted) and draw as many."""

    __slots__ = ("colours",)

    colours: tuple[int, ...]

    def __init__(self, colours: tuple[int, ...]) -> None:
        _set(self, "colours", colours)

    def __str__(self) -> str:
        return "swap " + " ".join(COLOURS[c] for c in self.colours)


class EndTurn(Value):
    __slots__ = ()

    def __str__(self) -> str:
        return "end"


class ChooseWar(Value):
    __slots__ = ("colour",)

    colour: int

    def __init__(self, colour: int) -> None:
        _set(self, "colour", colour)

    def __str__(self) -> str:
        return f"war {COLOURS[self.colour]}"


class Commit(Value):
    __slots__ = ("count",)

    count: int

    def __init__(self, count: int) -> None:
        _set(self, "count", count)

    def __str__(self) -> str:
        return f"commit {self.count}"


class BuildMonument(Value):
    """Build ``monument`` on the 2×2 square whose top-left cell is ``cell``."""

    __slots__ = ("monument", "cell")

    monument: int
    cell: int

    def __init__(self, monument: int, cell: int) -> None:
        _set(self, "monument", monument)
        _set(self, "cell", cell)

    def __str__(self) -> str:
        return f"monument {monument_name(self.monument)} {CELL_NAMES[self.cell]}"


class NoMonument(Value):
    __slots__ = ()

    def __str__(self) -> str:
        return "no monument"


class TakeTreasures(Value):
    """The treasures a trader's owner takes (cells, sorted); empty = decline, where optional."""

    __slots__ = ("cells",)

    cells: tuple[int, ...]

    def __init__(self, cells: tuple[int, ...]) -> None:
        _set(self, "cells", cells)

    def __str__(self) -> str:
        if not self.cells:
            return "no treasure"
        return "treasure " + " ".join(CELL_NAMES[c] for c in self.cells)


class PlaceBuilding(Value):
    """Put (or move) the civilization building of ``colour`` on the tile at ``cell``."""

    __slots__ = ("colour", "cell")

    colour: int
    cell: int

    def __init__(self, colour: int, cell: int) -> None:
        _set(self, "colour", colour)
        _set(self, "cell", cell)

    def __str__(self) -> str:
        return f"building {BUILDINGS[self.colour]} {CELL_NAMES[self.cell]}"


class NoBuilding(Value):
    __slots__ = ()

    def __str__(self) -> str:
        return "no building"


class ErectWonder(Value):
    """Erect the wonder on the plus of five tiles centred on ``cell``."""

    __slots__ = ("cell",)

    cell: int

    def __init__(self, cell: int) -> None:
        _set(self, "cell", cell)

    def __str__(self) -> str:
        return f"wonder {CELL_NAMES[self.cell]}"


class WonderPoint(Value):
    """The colour of the point the wonder gives the active player's king."""

    __slots__ = ("colour",)

    colour: int

    def __init__(self, colour: int) -> None:
        _set(self, "colour", colour)

    def __str__(self) -> str:
        return f"wonder point {COLOURS[self.colour]}"


Action = Union[
    PlaceLeader, Withdraw, PlaceTile, Catastrophe, Swap, EndTurn,
    ChooseWar, Commit, BuildMonument, NoMonument, TakeTreasures,
    PlaceBuilding, NoBuilding, ErectWonder, WonderPoint,
]

# Interned values: legal_actions() hands out these very objects.
LEADER_ACTIONS = tuple(tuple(PlaceLeader(c, i) for i in range(CELLS)) for c in range(4))
TILE_ACTIONS = tuple(tuple(PlaceTile(c, i) for i in range(CELLS)) for c in range(4))
CATASTROPHE_ACTIONS = tuple(Catastrophe(i) for i in range(CELLS))
WITHDRAW_ACTIONS = tuple(Withdraw(c) for c in range(4))
WAR_ACTIONS = tuple(ChooseWar(c) for c in range(4))
COMMIT_ACTIONS = tuple(Commit(n) for n in range(13))
END = EndTurn()
NO_MONUMENT = NoMonument()
NO_BUILDING = NoBuilding()
WONDER_POINTS = tuple(WonderPoint(c) for c in range(4))


def _swaps(hand: tuple[int, int, int, int]) -> list[Swap]:
    out = []
    for a in range(hand[0] + 1):
        for b in range(hand[1] + 1):
            for k in range(hand[2] + 1):
                for g in range(hand[3] + 1):
                    if a + b + k + g:
                        out.append(Swap((RED,) * a + (BLUE,) * b + (BLACK,) * k + (GREEN,) * g))
    return out


_SWAP_CACHE: dict[tuple[int, int, int, int], list[Swap]] = {}


def swap_actions(hand: list[int]) -> list[Swap]:
    """Every non-empty choice of tiles from a hand given as counts per colour."""
    key = (hand[0], hand[1], hand[2], hand[3])
    got = _SWAP_CACHE.get(key)
    if got is None:
        got = _SWAP_CACHE[key] = _swaps(key)
    return got


def treasure_choices(specials: list[int], others: list[int], n: int) -> list[TakeTreasures]:
    """The ways to take ``n`` treasures: as many from special-border (corner) temples as the kingdom holds, first
    (rulebook: "Treasure Distribution")."""
    s = min(len(specials), n)
    out = []
    for sp in combinations(sorted(specials), s):
        for ot in combinations(sorted(others), n - s):
            out.append(TakeTreasures(tuple(sorted(sp + ot))))
    return out


def parse_action(text: str) -> Action:
    """Read an action from its text form (see ``docs/notation.md``)."""
    words = text.strip().lower().split()
    if not words:
        raise NotationError("notation_empty")
    head, rest = words[0], words[1:]
    try:
        if head == "leader" and len(rest) == 2:
            return LEADER_ACTIONS[parse_colour(rest[0])][parse_cell(rest[1])]
        if head == "withdraw" and len(rest) == 1:
            return WITHDRAW_ACTIONS[parse_colour(rest[0])]
        if head == "tile" and len(rest) == 2:
            return TILE_ACTIONS[parse_colour(rest[0])][parse_cell(rest[1])]
        if head == "catastrophe" and len(rest) == 1:
            return CATASTROPHE_ACTIONS[parse_cell(rest[0])]
        if head == "swap" and rest:
            return Swap(tuple(sorted(parse_colour(w) for w in rest)))
        if head in ("end", "pass") and not rest:
            return END
        if head == "war" and len(rest) == 1:
            return WAR_ACTIONS[parse_colour(rest[0])]
        if head == "commit" and len(rest) == 1 and rest[0].isdigit():
            n = int(rest[0])
            return COMMIT_ACTIONS[n] if n < len(COMMIT_ACTIONS) else Commit(n)
        if head == "monument" and len(rest) == 2:
            return BuildMonument(parse_monument(rest[0]), parse_cell(rest[1]))
        if head == "no" and rest in (["monument"], ["treasure"], ["treasures"], ["building"]):
            if rest[0] == "building":
                return NO_BUILDING
            return NO_MONUMENT if rest[0] == "monument" else TakeTreasures(())
        if head == "building" and len(rest) == 2:
            return PlaceBuilding(parse_building(rest[0]), parse_cell(rest[1]))
        if head == "wonder" and len(rest) == 2 and rest[0] == "point":
            return WONDER_POINTS[parse_colour(rest[1])]
        if head == "wonder" and len(rest) == 1:
            return ErectWonder(parse_cell(rest[0]))
        if head in ("treasure", "treasures") and rest:
            return TakeTreasures(tuple(sorted(parse_cell(w) for w in rest)))
    except NotationError as e:
        raise NotationError(e.code, text=text.strip(), **e.params) from None
    raise NotationError("notation_unknown", text=text.strip())
