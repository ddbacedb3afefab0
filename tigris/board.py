"""The two printed maps as data, and cell names.

A cell is an int ``row * 16 + col``; its name is spreadsheet-like
(``a1`` top-left, ``p11`` bottom-right), as in ``shared/boards.md``.
Everything else in the engine works on ints and only converts at the edges.
"""

from __future__ import annotations

from .events import NotationError
from .value import Value

ROWS = 11
COLS = 16
CELLS = ROWS * COLS


def cell_name(cell: int) -> str:
    return f"{chr(ord('a') + cell % COLS)}{cell // COLS + 1}"


def parse_cell(text: str) -> int:
    """``"g4"`` → cell index; raises ``NotationError("notation_cell")`` (a ``ValueError``)."""
    t = text.strip().lower()
    if len(t) < 2 or not ("a" <= t[0] <= "p") or not t[1:].isdigit():
        raise NotationError("notation_cell", word=text)
    row = int(t[1:]) - 1
    if not 0 <= row < ROWS:
        raise NotationError("notation_cell", word=text)
    return row * COLS + ord(t[0]) - ord("a")


def _neighbours(cell: int) -> tuple[int, ...]:
    r, c = divmod(cell, COLS)
    out = []
    if r > 0:
        out.append(cell - COLS)
    if r < ROWS - 1:
        out.append(cell + COLS)
    if c > 0:
        out.append(cell - 1)
    if c < COLS - 1:
        out.append(cell + 1)
    return tuple(out)


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(i) for i in range(CELLS))
CELL_NAMES: tuple[str, ...] = tuple(cell_name(i) for i in range(CELLS))


class BoardMap(Value):
    """A printed board side: which cells are river, where the starting temples are."""

    __slots__ = ("name", "river", "temples", "special")

    name: str
    river: frozenset[int]
    temples: tuple[int, ...]  # starting temples, each with a treasure
    special: frozenset[int]  # special-border treasure spaces

    def is_river(self, cell: int) -> bool:
        return cell in self.river

    def rows(self) -> list[str]:
        """The map drawn as in boards.md (``.`` land, ``~`` river, ``T``/``C`` temples)."""
        out = []
        for r in range(ROWS):
            line = ""
            for c in range(COLS):
                i = r * COLS + c
                line += "C" if i in self.special else "T" if i in self.temples else "~" if i in self.river else "."
            out.append(line)
        return out


def _from_drawing(name: str, drawing: str) -> BoardMap:
    lines = [ln for ln in drawing.strip().splitlines()]
    assert len(lines) == ROWS
    river, temples, special = set(), [], set()
    for r, line in enumerate(lines):
        assert len(line) == COLS, line
        for c, ch in enumerate(line):
            i = r * COLS + c
            if ch == "~":
                river.add(i)
            elif ch in "TC":
                temples.append(i)
                if ch == "C":
                    special.add(i)
    return BoardMap(name, frozenset(river), tuple(temples), frozenset(special))


STANDARD = _from_drawing(
    "standard",
    """
....~~~~~.T.~...
.C..~.......~..C
...~~T......~~..
~~~~.........~~~
.............T~~
..............~.
~~~~....T...~~~.
.C.~~~~.....~...
......~~~~~~~.C.
.....T..........
..........T.....
""",
)

ADVANCED = _from_drawing(
    "advanced",
    """
..~~T....T.....~
..~~..........T~
.C~~...........~
..~...T....T~~~~
..~.........~...
..~T........~..C
..~~........~~..
C..~~~.T....T~..
.....~~~.....~..
....C.~~~~~~~~..
......~..C....C.
""",
)

BLANK = BoardMap("blank", frozenset(), (), frozenset())

MAPS = {"standard": STANDARD, "advanced": ADVANCED}
