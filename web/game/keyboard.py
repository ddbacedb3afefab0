"""Playing without a mouse: what each key does, where the board's cursor goes, the keys' help panel.

The page (``web.game.app``) hands every keydown here with where it happened and
gets back a ``Command``: move the cursor, act on the cursor's cell (a
click), press one of the page's own buttons, open the help, or nothing (the
browser keeps the key). Shortcuts press the same buttons a mouse would, so
a key can do only what a button offers at that moment; the engine decides
the rest. Plain Python, no ``js``: tested in CPython (tests/web/test_keyboard.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from tigris.board import CELL_NAMES as CELLS  # reading order: a1, b1, … p11
from tigris.board import COLS, ROWS, cell_name, parse_cell

from web.core.html import Markup, h, join
from web.core.i18n import t

START = "h6"  # the cursor's first cell: the middle of the board


@dataclass(frozen=True)
class Key:
    """One keydown: ``key`` as the browser names it ("ArrowUp", "e", "?")."""

    key: str
    shift: bool = False
    ctrl: bool = False
    alt: bool = False
    meta: bool = False


@dataclass(frozen=True)
class Place:
    """Where the key was pressed."""

    field: bool = False  # in a text field or a menu: typing belongs to it
    board: bool = False  # on a board cell
    overlay: bool = False  # a dialog or the hot-seat cover is open


@dataclass(frozen=True)
class Command:
    """What a key asks the page to do.

    ``do``: "move" (the cursor to ``cell``), "activate" (click ``cell``),
    "press" (the first of ``buttons`` — ``(data-ui, data-arg)`` pairs — that
    the page shows enabled), "board" (focus the cursor), "help", "escape",
    "trap" (Tab in a dialog: keep focus inside), or "none" (a shortcut with
    nothing to do now). ``name`` is the ``ui.kb.*`` key naming the command
    (with ``params``), for "…: not possible now".
    """

    do: str
    cell: str = ""
    buttons: tuple[tuple[str, str], ...] = ()
    name: str = ""
    params: tuple[tuple[str, str], ...] = ()

    def words(self) -> str:
        """The command's name in the current language ("" if it has none)."""
        return t(self.name, **dict(self.params)) if self.name else ""


TILE_KEYS = {"1": "red", "2": "blue", "3": "black", "4": "green"}
LEADER_KEYS = {"p": "priest", "f": "farmer", "k": "king", "t": "trader"}  # the letters on the leaders' badges
BUTTON_KEYS = {
    "c": ("catastrophe", "", "ui.kb.cmd.catastrophe"),
    "s": ("swap", "", "ui.kb.cmd.swap"),
    "e": ("end", "", "ui.kb.cmd.end"),
    "u": ("undo", "", "ui.kb.cmd.undo"),
    "o": ("confirm", "", "ui.kb.cmd.confirm"),  # OK: the end of the turn (when it waits for confirmation)
    "h": ("hint", "", "ui.kb.cmd.hint"),
}
# The analysis board: open it (on it, back to where it came from), and a move back or on along its line.
ANY_TIME = frozenset({"analyse"})  # a key presses it even when its section is folded away (it says when it cannot)
ANALYSIS_KEYS = {"a": (("an-leave", ""), ("analyse", "")), ",": (("an-back", ""),), ".": (("an-forward", ""),)}
ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def _col_row(cell: str) -> tuple[int, int]:
    row, col = divmod(parse_cell(cell), COLS)
    return col, row


def _cell(col: int, row: int) -> str:
    """The cell at a column and row, kept on the board."""
    return cell_name(max(0, min(ROWS - 1, row)) * COLS + max(0, min(COLS - 1, col)))


def valid(cell: str | None) -> bool:
    return cell in CELLS


def move(cell: str, key: str, ctrl: bool = False) -> str:
    """The cursor after an arrow, Home or End key: one cell at a time, stopping at the edges.

    Home/End go to the row's first/last cell; with Ctrl, to a1/p11 (as in a grid).
    """
    if not valid(cell):
        cell = START
    col, row = _col_row(cell)
    if key in ARROWS:
        dc, dr = ARROWS[key]
        return _cell(col + dc, row + dr)
    if key == "Home":
        return CELLS[0] if ctrl else _cell(0, row)
    if key == "End":
        return CELLS[-1] if ctrl else _cell(COLS - 1, row)
    return cell


def next_of(cell: str, cells: Iterable[str], backwards: bool = False) -> str | None:
    """The next of ``cells`` after ``cell`` in reading order (wrapping round); None if there are none."""
    order = sorted((c for c in set(cells) if valid(c)), key=CELLS.index)
    if not order:
        return None
    at = CELLS.index(cell) if valid(cell) else -1
    if backwards:
        before = [c for c in order if CELLS.index(c) < at]
        return (before or order)[-1]
    after = [c for c in order if CELLS.index(c) > at]
    return (after or order)[0]


def command(key: Key, place: Place, cursor: str = START, *, targets: Iterable[str] = (),
            last: Iterable[str] = (), selection: tuple[str, str] | None = None) -> Command | None:
    """What ``key`` does here; None leaves it to the browser.

    ``cursor``: the board's cursor cell; ``targets``: cells where the chosen
    piece may go; ``last``: cells of the last action; ``selection``: the
    chosen piece, as ``web.game.session.Session.selection``.
    """
    k = key.key
    if place.overlay:  # a dialog holds the keyboard: Tab stays in it, Escape may close it
        if k == "Tab" and not (key.ctrl or key.alt or key.meta):
            return Command("trap")
        if k == "Escape":
            return Command("escape")
        return None
    if k == "Escape":
        return None if place.field else Command("escape")
    if place.field or key.alt or key.meta:
        return None
    if key.ctrl:
        if place.board and k in ("Home", "End"):
            return Command("move", move(cursor, k, ctrl=True))
        return None
    if place.board:
        if k in ARROWS or k in ("Home", "End"):
            return Command("move", move(cursor, k))
        if k in ("Enter", " "):
            return Command("activate", cursor if valid(cursor) else START)
        if k in ("n", "N", "PageDown", "PageUp"):
            to = next_of(cursor, targets, backwards=k in ("N", "PageUp"))
            return Command("move", to) if to else Command("none", name="ui.kb.cmd.next")
        if k.lower() == "l":
            to = next_of(cursor, last)
            return Command("move", to) if to else Command("none", name="ui.kb.cmd.last")
    if k == "?":
        return Command("help")
    low = k.lower() if len(k) == 1 else k
    if low == "b":
        return Command("board")
    if low in TILE_KEYS:
        c = TILE_KEYS[low]
        return Command("press", buttons=(("tile", c), ("swap-pick", c)), name="ui.kb.cmd.tile",
                       params=(("colour", c),))
    if low in LEADER_KEYS:
        leader = LEADER_KEYS[low]
        return Command("press", buttons=(("leader", leader),), name="ui.kb.cmd.leader",
                       params=(("leader", leader),))
    if low == "w":
        if selection and selection[0] == "leader":
            return Command("press", buttons=(("withdraw", selection[1]),), name="ui.kb.cmd.withdraw")
        return Command("none", name="ui.kb.cmd.withdraw")
    if low in BUTTON_KEYS:
        ui, arg, name = BUTTON_KEYS[low]
        return Command("press", buttons=((ui, arg),), name=name)
    if low in ANALYSIS_KEYS:
        return Command("press", buttons=ANALYSIS_KEYS[low], name="ui.kb.cmd.analyse")
    return None


def chart_step(key: str, index: int, count: int) -> int | None:
    """The review chart's turns, one tab stop for them all: the turn an arrow, Home or End goes to from the
    ``index``-th of ``count`` (stopping at the ends); None for any other key (Enter clicks the turn)."""
    if count <= 0:
        return None
    steps = {"ArrowLeft": index - 1, "ArrowDown": index - 1, "ArrowRight": index + 1, "ArrowUp": index + 1,
             "Home": 0, "End": count - 1, "PageUp": index + 10, "PageDown": index - 10}
    if key not in steps:
        return None
    return max(0, min(count - 1, steps[key]))


def follow(cursor: str, focused: tuple[str, ...] | None, cells: Iterable[str]) -> tuple[str, tuple[str, ...] | None]:
    """The cursor and the focus once a hint points at ``cells``: the cursor goes to the hinted cell (so that
    Enter plays the hint), and focus with it if it was on the board (``focused``: ``("cell", name)``)."""
    to = next_of("", cells)
    if to is None:
        return cursor, focused
    return to, (("cell", to) if focused and focused[0] == "cell" else focused)


def trap(index: int, count: int, backwards: bool) -> int:
    """Tab inside a dialog: the index of the next focusable element, wrapping at both ends.

    ``index`` is the focused element's place among the ``count`` focusable
    ones, -1 when focus is outside the dialog (then Tab enters at the first,
    Shift+Tab at the last).
    """
    if count <= 0:
        return -1
    if index < 0 or index >= count:
        return count - 1 if backwards else 0
    return (index + (-1 if backwards else 1)) % count


# ---------------------------------------------------------------------- the help panel

# (what a reader presses, as ui.kb.key.* words or literal keys; what it does, as a ui.kb.* key)
HELP: tuple[tuple[str, tuple[tuple[tuple[str, ...], str], ...]], ...] = (
    ("ui.kb.help.board", (
        (("←", "↑", "→", "↓"), "ui.kb.do.move"),
        (("@home", "@end"), "ui.kb.do.row_ends"),
        (("@enter", "@space"), "ui.kb.do.activate"),
        (("N", "@shift+N"), "ui.kb.do.next"),
        (("L",), "ui.kb.do.last"),
    )),
    ("ui.kb.help.anywhere", (
        (("1", "2", "3", "4"), "ui.kb.do.tiles"),
        (("P", "F", "K", "T"), "ui.kb.do.leaders"),
        (("C",), "ui.kb.do.catastrophe"),
        (("W",), "ui.kb.do.withdraw"),
        (("S",), "ui.kb.do.swap"),
        (("E",), "ui.kb.do.end"),
        (("U",), "ui.kb.do.undo"),
        (("O",), "ui.kb.do.confirm"),
        (("H",), "ui.kb.do.hint"),
        (("A",), "ui.kb.do.analyse"),
        ((",", "."), "ui.kb.do.analysis_steps"),
        (("B",), "ui.kb.do.board"),
        (("?",), "ui.kb.do.help"),
        (("@esc",), "ui.kb.do.escape"),
    )),
    ("ui.kb.help.dialogs", (
        (("@tab", "@shift+@tab"), "ui.kb.do.tab"),
        (("@enter", "@space"), "ui.kb.do.choose"),
        (("@esc",), "ui.kb.do.close"),
    )),
)


def key_words(key: str) -> str:
    """A key as printed on the keyboard in the current language: "@shift+N" → "Shift+N" ("Umschalt+N")."""
    return "+".join(t(f"ui.kb.key.{part[1:]}") if part.startswith("@") else part for part in key.split("+"))


def help_dialog() -> Markup:
    """The keys, as a dialog (opened with "?" or the header's button)."""
    from web.game.markup import _frame, button

    parts = [h("p", t("ui.kb.help.intro"))]
    for heading, rows in HELP:
        items = [join([h("dt", join((h("kbd", key_words(k)) for k in keys), " ")), h("dd", t(what))])
                 for keys, what in rows]
        parts.append(join([h("h3", t(heading)), h("dl", {"class": "keys"}, items)]))
    parts.append(h("div", {"class": "choices"}, button(t("ui.kb.close"), "close", cls="primary")))
    return _frame(t("ui.kb.help.title"), parts, "keys-help")
