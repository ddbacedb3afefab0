"""The turn in progress brought back after a load: its undo, and a finished turn still waiting for confirmation.

A save holds how many actions of the turn in progress can be taken back, not
the positions before them (``Session.to_save``): they are replayed from the
record here. A save made while a person's finished turn waited for their
confirmation (``web.game.turn_end``) names that person, and the turn waits
again after the reload: reloading the page is not confirming. Whatever the
save claims, nothing is rebuilt that the game itself does not bear out, so a
tampered save at worst plays on from its record, as if nothing waited.
Plain Python, no ``js``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import tigris
from tigris import IllegalAction
from tigris.record import replay_record
from web.game.turn_end import reveals, turn_end_at


class Seated(Protocol):
    """What is read of the session (``web.game.session.Session``): the game, who played each action, who sits
    where."""

    @property
    def game(self) -> tigris.Game: ...

    @property
    def movers(self) -> list[str]: ...

    @property
    def replay(self) -> object | None: ...

    @property
    def to_move(self) -> str | None: ...

    def is_person(self, player: str | None) -> bool: ...

    def is_here(self, player: str | None) -> bool: ...


@dataclass(frozen=True)
class ReloadedTurn:
    """The undo snapshots of the turn in progress, their owner, and the end of a turn that waits (else [])."""

    stack: list[tuple[tigris.Game, int]]
    owner: str
    end_events: list[tigris.Event]


def reloaded_turn(session: Seated, count: int, before: tigris.Game | None = None,
                  waiting: str | None = None) -> ReloadedTurn | None:
    """The last ``count`` actions of ``session``'s game as its undo stack, or None where nothing can be rebuilt.

    Nothing is rebuilt unless those actions were all one person's (the player
    to move, or ``waiting``) and none of them revealed anything (drew tiles,
    started a turn), except that a waiting turn's last action ended it: it
    starts the next turn and draws the person's new tiles after the turn's end.
    ``before`` is the game before those actions when the caller kept it (a
    link's replay does, so a long game is not replayed twice).
    """
    game_now = session.game
    n = len(game_now.history)
    owner = session.to_move if waiting is None else waiting
    if not 0 < count <= n or owner is None or not session.is_person(owner) or session.replay is not None \
            or any(m != owner for m in session.movers[n - count:]) or game_now.is_over \
            or (waiting is not None and not session.is_here(owner)):
        return None
    try:
        if before is not None and before.history == game_now.history[:n - count]:
            game = before.copy()
        else:
            record = tigris.to_record(game_now)
            if not (record.get("setup") or record.get("start")):
                return None  # no known beginning: nothing to replay from
            game = replay_record(dict(record, actions=record["actions"][:n - count]))
        stack: list[tuple[tigris.Game, int]] = []
        end_events: list[tigris.Event] = []
        for i, action in enumerate(game_now.history[n - count:], start=n - count):
            stack.append((game.copy(), i))
            events = game.apply(action)
            end = turn_end_at(events) if waiting is not None and i == n - 1 else None
            if end is not None:
                end_events = events[end:]  # the end of the waiting turn, told when it is confirmed
            elif reveals(events):
                return None
    except (ValueError, IllegalAction):  # a record the engine accepted replays; if not, no undo, no harm
        return None
    if waiting is not None and not end_events:
        return None  # the last action did not end the turn: nothing waited
    return ReloadedTurn(stack, owner, end_events)
