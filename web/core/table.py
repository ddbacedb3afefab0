"""The table: one game on a board and what a player does with it, select → targets → act → undo.

Shared by the game page (``web.game.session.Session``) and every embedded
board (``web.embed.live.Live``): a piece is selected (a tile of a colour, a
leader, a catastrophe), the cells it may go to are the engine's legal
actions for it, an action is applied by the engine (which refuses it or
not), and the position before it is kept so the action can be taken back.
Each page adds only its own rules of the table (whose turn may be undone,
what is said) through the hooks ``table_game``, ``may_select``, ``undoable``,
``after_act`` and ``undone``.

Plain Python, no ``js``: tested in CPython (tests/web/test_table.py, and
through the session's and the live boards' tests).
"""

from __future__ import annotations

import tigris
from tigris import Catastrophe, PlaceLeader, PlaceTile, cell_name, parse_cell
from tigris.names import COLOURS, LEADERS

Selection = tuple[str, str]  # ("tile", colour), ("leader", leader), ("catastrophe", "")
Placement = PlaceTile | PlaceLeader | Catastrophe


def piece_action(selection: Selection, cell: str) -> Placement | None:
    """The action placing the selected piece on ``cell`` (legal or not: the engine judges); None for no piece."""
    kind, what = selection
    if kind == "tile" and what in COLOURS:
        return PlaceTile(COLOURS.index(what), parse_cell(cell))
    if kind == "leader" and what in LEADERS:
        return PlaceLeader(LEADERS.index(what), parse_cell(cell))
    if kind == "catastrophe" and not what:
        return Catastrophe(parse_cell(cell))
    return None


def places(action: tigris.Action, selection: Selection) -> bool:
    """Whether ``action`` places the selected piece somewhere."""
    kind, what = selection
    if kind == "tile":
        return type(action) is PlaceTile and what in COLOURS and action.colour == COLOURS.index(what)
    if kind == "leader":
        return type(action) is PlaceLeader and what in LEADERS and action.colour == LEADERS.index(what)
    return kind == "catastrophe" and not what and type(action) is Catastrophe


class Table:
    """A game, the piece selected, and the positions before each action that may be taken back."""

    def __init__(self, game: tigris.Game) -> None:
        self.game = game
        self.selection: Selection | None = None
        self.undo_stack: list[tuple[tigris.Game, int]] = []  # (position before, the page's mark to go back to)

    # ---------------------------------------------------------------- hooks

    def table_game(self) -> tigris.Game:
        """The position pieces are chosen on (an exercise's answer, a replay's move: not always ``game``)."""
        return self.game

    def may_select(self) -> bool:
        """Whether a selected piece has targets now (the page decides: a person's turn, an open exercise)."""
        return True

    def undoable(self, mover: str | None) -> bool:
        """Whether the position before an action of ``mover`` is kept for undo."""
        return True

    def after_act(self, mover: str | None, action: tigris.Action | str, events: list[tigris.Event],
                  before: tigris.Game | None) -> None:
        """What the page does after an action: by default the position before it is kept for undo."""
        if before is not None:
            self.undo_stack.append((before, 0))

    def undone(self, mark: int) -> None:
        """What the page does after taking an action back (``mark``: what ``after_act`` stored with it)."""

    # ---------------------------------------------------------------- select → targets

    def select(self, kind: str, what: str = "") -> None:
        """Select a piece; selecting it again puts it down."""
        self.selection = None if self.selection == (kind, what) else (kind, what)

    def candidates(self) -> list[Placement]:
        """The legal actions placing the selected piece (from the engine's ``legal_actions()``)."""
        if self.selection is None or not self.may_select():
            return []
        g = self.table_game()
        if g.is_over:
            return []
        selection = self.selection
        return [a for a in g.legal_actions() if isinstance(a, (PlaceTile, PlaceLeader, Catastrophe))
                and places(a, selection)]

    def target_cells(self) -> list[str]:
        """The cells where the selected piece may go, in the engine's order."""
        return [cell_name(a.cell) for a in self.candidates()]

    def action_at(self, cell: str) -> Placement | None:
        """The action placing the selected piece on ``cell``; None when nothing is selected."""
        return None if self.selection is None else piece_action(self.selection, cell)

    # ---------------------------------------------------------------- act → undo

    def act(self, action: tigris.Action | str) -> list[tigris.Event]:
        """Apply ``action`` (or its notation) for the player to move; the engine's refusal is raised
        (``IllegalAction``, ``NotationError``) and changes nothing."""
        mover = self.game.to_move
        before = self.game.copy() if self.undoable(mover) else None
        events = self.game.apply(action)
        self.after_act(mover, action, events, before)
        return events

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    def undo(self) -> bool:
        """Take the last action back: its position again, nothing selected."""
        if not self.can_undo:
            return False
        self.game, mark = self.undo_stack.pop()
        self.selection = None
        self.undone(mark)
        return True
