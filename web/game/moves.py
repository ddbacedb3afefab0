"""A game's moves after the fact: the replay (every position from the beginning), and what one action did
(the cells it touched, its events in words for the status line).

Plain Python, no ``js``.
"""

from __future__ import annotations

from typing import Callable

import tigris
from tigris import cell_name
from web.core import i18n


class Replay:
    """Step through a finished (or running) game's moves from its beginning."""

    def __init__(self, game: tigris.Game) -> None:
        from tigris.record import replay_record

        record = tigris.to_record(game)
        self.actions = list(game.history)
        if not (record.get("setup") or record.get("start")):
            self.actions = []  # no known beginning: only the current position
            base = game.copy()
        else:
            base = replay_record(dict(record, actions=[]))
        self.positions = [base]
        self.events: list[list[tigris.Event]] = [[]]  # what each move did, told in the status line
        for a in self.actions:
            g = self.positions[-1].copy()
            self.events.append(g.apply(a))
            self.positions.append(g)
        self.index = len(self.actions)
        # Opened from the review: a judged decision's position (after it) -> (the action played, hard's choice)
        self.notes: dict[int, tuple[str, str, str]] = {}  # position index -> (played, best, the mark's words)
        self.from_review = False

    def note(self) -> tuple[str, str, str] | None:
        """What the review said of the move that led to the position shown, if it marked it."""
        return self.notes.get(self.index)

    @property
    def game(self) -> tigris.Game:
        return self.positions[self.index]

    def step(self, to: int) -> None:
        self.index = max(0, min(len(self.actions), to))


def cells_of(action: tigris.Action | str, events: list[tigris.Event]) -> set[str]:
    cells = set()
    if hasattr(action, "cell"):
        cells.add(cell_name(action.cell))
    for e in events:
        for k, v in e.params:
            if k in ("cell", "origin") and isinstance(v, str):
                cells.add(v)
    return cells


def summary(events: list[tigris.Event], words: Callable[[tigris.Event], str] | None = None) -> str:
    """What the last action did, in words: by ``words`` (the session's, with the players' names), else the
    page's catalogue."""
    keep = [e for e in events if e.code not in ("turn_ended",)]
    parts = []
    for e in keep:
        text = words(e) if words is not None else i18n.current().event(e)
        parts.append(i18n.capital(text))
    return ". ".join(parts) + ("." if parts else "")
