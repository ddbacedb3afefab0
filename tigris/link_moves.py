"""A link's moves (format 2): each action as a short code of its own, read back without the rules.

Format 1 wrote a move as its place among the legal actions of its moment,
which is short but costs a reader the legal actions of every moment, sorted
(eight times the cost of playing the move). Here a move is its kind and its
fields, so reading a link's moves is plain bit arithmetic, done for all of
them before the game is replayed, and replaying one is playing it
(``Game.apply`` checks it as it checks any move).

The codes, most frequent first, bits high to low in each byte::

    0    colour:2 cell:8         tile          110  colour:2 cell:8   leader
    10   count:4                 commit        111  kind:4, then:
      0 withdraw  colour:2      4 war      colour:2            8 building  colour:2 cell:8
      1 catastrophe  cell:8     5 monument monument:3 cell:8   9 no building
      2 swap  count:3 per colour (red, blue, black, green)     10 wonder  cell:8
      3 end                     6 no monument                  11 wonder point  colour:2
                                7 treasures count:4, cell:8 each (none: "no treasure")
      12 notation  length:8, that many bytes of its text (UTF-8): any action the codes above cannot hold
      13-15 unused

A cell is its number (``tigris.board``: row by row, a1 = 0), a colour its
number in ``tigris.names.COLOURS``, a monument its number in
``tigris.actions.MONUMENTS``. The last byte is filled with zero bits.
"""

from __future__ import annotations

from typing import Callable, Iterable

from .actions import (
    CATASTROPHE_ACTIONS, COMMIT_ACTIONS, END, LEADER_ACTIONS, MONUMENTS, NO_BUILDING, NO_MONUMENT, TILE_ACTIONS,
    WAR_ACTIONS, WITHDRAW_ACTIONS, WONDER_POINTS, Action, BuildMonument, Catastrophe, ChooseWar, Commit, EndTurn,
    ErectWonder, NoBuilding, NoMonument, PlaceBuilding, PlaceLeader, PlaceTile, Swap, TakeTreasures, Withdraw,
    WonderPoint, parse_action,
)
from .board import CELLS
from .events import NotationError

SHORTEST = 6  # bits: the shortest code (a commit)
_WITHDRAW, _CATASTROPHE, _SWAP, _END, _WAR, _MONUMENT, _NO_MONUMENT, _TREASURES = range(8)
_BUILDING, _NO_BUILDING, _WONDER, _WONDER_POINT, _NOTATION = range(8, 13)


class BadMoves(ValueError):
    """The moves' bits do not read as ``count`` actions (the caller words it as a ``LinkError``)."""


class _Bits:
    def __init__(self) -> None:
        self.out = bytearray()
        self.acc = self.n = 0

    def put(self, value: int, width: int) -> None:
        self.acc = (self.acc << width) | value
        self.n += width
        while self.n >= 8:
            self.n -= 8
            self.out.append(self.acc >> self.n)
            self.acc &= (1 << self.n) - 1

    def done(self) -> bytes:
        if self.n:
            self.put(0, 8 - self.n)
        return bytes(self.out)


def write_moves(actions: Iterable[Action]) -> bytes:
    """The moves' codes, packed (any action can be written: the last resort is its notation)."""
    b = _Bits()
    put = b.put
    for a in actions:
        if isinstance(a, PlaceTile):
            put(0, 1), put(a.colour, 2), put(a.cell, 8)
        elif isinstance(a, Commit) and a.count < 16:
            put(0b10, 2), put(a.count, 4)
        elif isinstance(a, PlaceLeader):
            put(0b110, 3), put(a.colour, 2), put(a.cell, 8)
        elif isinstance(a, Withdraw):
            put(0b111, 3), put(_WITHDRAW, 4), put(a.colour, 2)
        elif isinstance(a, Catastrophe):
            put(0b111, 3), put(_CATASTROPHE, 4), put(a.cell, 8)
        elif isinstance(a, Swap) and all(a.colours.count(c) < 8 for c in range(4)):
            put(0b111, 3), put(_SWAP, 4)
            for c in range(4):
                put(a.colours.count(c), 3)
        elif isinstance(a, EndTurn):
            put(0b111, 3), put(_END, 4)
        elif isinstance(a, ChooseWar):
            put(0b111, 3), put(_WAR, 4), put(a.colour, 2)
        elif isinstance(a, BuildMonument):
            put(0b111, 3), put(_MONUMENT, 4), put(a.monument, 3), put(a.cell, 8)
        elif isinstance(a, NoMonument):
            put(0b111, 3), put(_NO_MONUMENT, 4)
        elif isinstance(a, TakeTreasures) and len(a.cells) < 16:
            put(0b111, 3), put(_TREASURES, 4), put(len(a.cells), 4)
            for cell in a.cells:
                put(cell, 8)
        elif isinstance(a, PlaceBuilding):
            put(0b111, 3), put(_BUILDING, 4), put(a.colour, 2), put(a.cell, 8)
        elif isinstance(a, NoBuilding):
            put(0b111, 3), put(_NO_BUILDING, 4)
        elif isinstance(a, ErectWonder):
            put(0b111, 3), put(_WONDER, 4), put(a.cell, 8)
        elif isinstance(a, WonderPoint):
            put(0b111, 3), put(_WONDER_POINT, 4), put(a.colour, 2)
        else:
            text = str(a).encode("utf-8")
            if len(text) > 255:
                raise ValueError(f"the move '{a}' is too long for a link")
            put(0b111, 3), put(_NOTATION, 4), put(len(text), 8)
            for byte in text:
                put(byte, 8)
    return b.done()


def read_moves(data: bytes, count: int) -> list[Action]:
    """Exactly ``count`` moves from ``data``, which must hold nothing more (``BadMoves`` otherwise)."""
    if count * SHORTEST > 8 * len(data):
        raise BadMoves("fewer bits than moves")
    acc = n = at = 0
    size = len(data)

    def get(width: int) -> int:
        nonlocal acc, n, at
        while n < width:
            if at >= size:
                raise BadMoves("the bits end inside a move")
            acc = (acc << 8) | data[at]
            at += 1
            n += 8
        n -= width
        value = acc >> n
        acc &= (1 << n) - 1
        return value

    def cell() -> int:
        c = get(8)
        if c >= CELLS:
            raise BadMoves("no such cell")
        return c

    out: list[Action] = []
    append = out.append
    for _ in range(count):
        if not get(1):
            colour = get(2)
            append(TILE_ACTIONS[colour][cell()])
        elif not get(1):
            append(COMMIT_ACTIONS[c] if (c := get(4)) < len(COMMIT_ACTIONS) else Commit(c))
        elif not get(1):
            colour = get(2)
            append(LEADER_ACTIONS[colour][cell()])
        else:
            append(_other(get(4), get, cell))
    if at != size or acc:
        raise BadMoves("bits left over")
    return out


def _other(kind: int, g: Callable[[int], int], c: Callable[[], int]) -> Action:
    """The rarer kinds (``g(width)``: the next bits; ``c()``: the next cell)."""
    if kind == _WITHDRAW:
        return WITHDRAW_ACTIONS[g(2)]
    if kind == _CATASTROPHE:
        return CATASTROPHE_ACTIONS[c()]
    if kind == _SWAP:
        colours: list[int] = []
        for colour in range(4):
            colours += [colour] * g(3)
        return Swap(tuple(colours))
    if kind == _END:
        return END
    if kind == _WAR:
        return WAR_ACTIONS[g(2)]
    if kind == _MONUMENT:
        m = g(3)
        if m >= len(MONUMENTS):
            raise BadMoves("no such monument")
        return BuildMonument(m, c())
    if kind == _NO_MONUMENT:
        return NO_MONUMENT
    if kind == _TREASURES:
        return TakeTreasures(tuple(sorted(c() for _ in range(g(4)))))
    if kind == _BUILDING:
        colour = g(2)
        return PlaceBuilding(colour, c())
    if kind == _NO_BUILDING:
        return NO_BUILDING
    if kind == _WONDER:
        return ErectWonder(c())
    if kind == _WONDER_POINT:
        return WONDER_POINTS[g(2)]
    if kind == _NOTATION:
        text = bytes(g(8) for _ in range(g(8)))
        try:
            return parse_action(text.decode("utf-8"))
        except (UnicodeDecodeError, NotationError):
            raise BadMoves("a move's notation cannot be read") from None
    raise BadMoves("no such kind of move")
