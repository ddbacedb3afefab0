"""The end of a person's turn, confirmed (as on Board Game Arena), and what the message tells of a turn.

With "Confirm the end of my turn" on, the action that ends a person's turn is
played by the engine as any other, but the turn waits: the position before it
stays on the table's undo stack (``web.core.table``), the person's new tiles
are not shown, and nobody else moves (no computer, no hot-seat cover, no link
to send) until the person confirms, or takes the action back. What ends a
turn is what the engine says the action did (``turn_started``); the page
decides nothing about legality. Decisions inside an action (a conflict's
commitments, a monument, treasures) are not the end of the turn: the
confirmation comes after the decision that really ends it, and only when it
is the turn's own player's, a person on this device, who can still take it
back (another player's decision, or a swap's draw, reveals what cannot be
unseen).

A computer's turn is told whole: the message holds every action of the
computers' turns since a person here last played, not only the last one.

A part of ``web.game.session.Session`` (it names below what it uses of the session). Plain Python, no ``js``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import tigris
from web.core.i18n import Message, t
from web.core.table import Table
from web.game.moves import summary



REVEALING = ("drew", "turn_started", "game_over")  # events after which an action cannot be taken back


def reveals(events: list[tigris.Event]) -> bool:
    """Whether an action's events show what was hidden (tiles drawn, the next turn, the final score)."""
    return any(e.code in REVEALING for e in events)


def turn_end_at(events: list[tigris.Event]) -> int | None:
    """Where an action's events end the turn, if it may wait for confirmation: the index of ``turn_ended``
    (the draws and the next turn follow it); None when the action did not end the turn, ended the game, or
    drew before the turn's end (a swap draws at once)."""
    codes = [e.code for e in events]
    if "turn_started" not in codes or "game_over" in codes:
        return None
    end = codes.index("turn_ended") if "turn_ended" in codes else len(codes)
    return None if "drew" in codes[:end] else end


class TurnEnd(Table):
    """A finished turn waiting for its person's confirmation, and the events the message tells."""

    confirm_choice: bool | None  # as this device chose; None: the default (on against the computer)
    unconfirmed: str | None  # the person whose finished turn waits for their confirmation
    end_events: list[tigris.Event]  # what the end of that turn did (draws, the next turn), told on confirming
    told: list[tigris.Event]  # the events the message tells
    told_turn: str | None  # whose turn they are of
    turn_of: str | None  # whose turn the action being played is in
    undo_owner: str | None
    error: bool
    dirty: bool

    def __init__(self, game: tigris.Game) -> None:
        super().__init__(game)
        self.confirm_choice = None
        self.unconfirmed = None
        self.end_events = []
        self.told = []
        self.told_turn = None
        self.turn_of = None

    if TYPE_CHECKING:  # the session's (web.game.session.Session)
        def is_person(self, player: str | None) -> bool:
            raise NotImplementedError

        def is_here(self, player: str | None) -> bool:
            raise NotImplementedError

        def words(self, what: Any) -> str:
            raise NotImplementedError

        @property
        def persons(self) -> list[str]:
            raise NotImplementedError

        @property
        def message(self) -> str:
            raise NotImplementedError

        @message.setter
        def message(self, value: Message) -> None:
            raise NotImplementedError

    @property
    def confirm_turns(self) -> bool:
        """Whether a person's finished turn waits for their confirmation: as this device chose, else on
        when a person plays against the computer."""
        if self.confirm_choice is not None:
            return self.confirm_choice
        return bool(self.persons) and any(not self.is_person(p) for p in self.game.players)

    def holds_turn(self, mover: str | None, events: list[tigris.Event]) -> bool:
        """Whether the action ``mover`` just played ends their turn and waits for their confirmation.

        The turn is over when the engine has started the next one
        (``turn_started``). Only the turn's own player confirms (a defender's
        commitment or another player's treasures end someone else's turn), only
        a person on this device, only while the action can be taken back
        (nothing was drawn before the turn ended: a swap draws at once), and not
        when the action ended the game (the final score shows everything).
        """
        if not self.confirm_turns or turn_end_at(events) is None:
            return False
        if mover is None or mover != self.turn_of or not self.is_here(mover) or self.undo_owner != mover:
            return False
        return bool(self.undo_stack)

    def hold(self, mover: str | None, events: list[tigris.Event]) -> list[tigris.Event]:
        """After an action: hold the turn if it waits for confirmation, else forget undo once tiles were drawn.

        Returns the events to tell now (a held turn's end is told when confirmed).
        """
        end = turn_end_at(events)
        if end is not None and self.holds_turn(mover, events):
            self.unconfirmed, self.end_events = mover, events[end:]
            return events[:end]
        if reveals(events):
            self.undo_stack = []  # tiles drawn are hidden information revealed: no way back
        return events

    def act(self, action: tigris.Action | str) -> list[tigris.Event]:
        self.confirm()  # a turn waiting for its confirmation is over once anyone plays on
        self.turn_of = self.game.active  # whose turn it is in (a defender's or a treasure's owner's decision too)
        return super().act(action)

    def told_message(self) -> Message:
        """The message after an action: what ``tell`` gathered, and the question of a turn waiting for its end."""
        said, waiting = self.told, self.unconfirmed is not None
        return lambda: " ".join(x for x in (summary(said, self.words),
                                            t("ui.msg.confirm_turn") if waiting else "") if x)

    def confirm(self) -> bool:
        """The person confirms the end of their turn: it can no longer be taken back, the next player's starts."""
        if self.unconfirmed is None:
            return False
        end, self.end_events = self.end_events, []
        self.unconfirmed = None
        self.undo_stack, self.undo_owner = [], None
        self.told, self.told_turn = list(end), None
        self.message = lambda: summary(end, self.words)
        self.error = False
        self.dirty = True
        return True

    def release(self) -> None:
        """The held turn was taken back: nothing waits any more."""
        self.unconfirmed, self.end_events = None, []
        self.told, self.told_turn = [], None

    def tell(self, events: list[tigris.Event]) -> None:
        """Add an action's events to what the message tells: a person's action alone; every action of the
        computers' turns since a person here last played (with nobody here, the last computer's turn)."""
        turn = self.turn_of
        if self.is_person(turn) or self.told_turn is None or self.is_person(self.told_turn) \
                or (self.told_turn != turn and not any(self.is_here(p) for p in self.game.players)):
            self.told = []
        self.told = self.told + list(events)
        self.told_turn = turn
