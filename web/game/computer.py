"""The computer at the table: its move at its level (``tigris.ai``, or a random legal action), and the hint
(the hard level's suggestion for the person to move, shown on the board).

A part of ``web.game.session.Session`` (it names below what it uses of the session). Plain Python, no ``js``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import tigris
from tigris import Catastrophe, PlaceLeader, PlaceTile, cell_name
from tigris.names import COLOURS, LEADERS
from web.core.i18n import t
from web.core.table import Table
from web.game.describe import action_words

if TYPE_CHECKING:
    from tigris.ai import Thinker  # imported when first needed: not on the page's start-up path
    from web.game.moves import Replay
    from web.game.session import Message

HARD_TIME_LIMIT = 1.0  # seconds a hard computer player (or a hint) may think in the browser (?think= sets it)


class Computer(Table):
    """The computer's moves and the hint, over the session's table."""

    ai_seed: int
    hint: tigris.Action | None

    if TYPE_CHECKING:  # the session's (web.game.session.Session)
        @property
        def computer_to_move(self) -> bool:
            raise NotImplementedError

        @property
        def person_to_move(self) -> bool:
            raise NotImplementedError

        @property
        def needs_cover(self) -> bool:
            raise NotImplementedError

        @property
        def can_act(self) -> bool:
            raise NotImplementedError

        @property
        def to_move(self) -> str | None:
            raise NotImplementedError

        replay: Replay | None

        def level_of(self, player: str | None) -> str:
            raise NotImplementedError

        def clear_selection(self) -> None:
            raise NotImplementedError

        def say(self, text: Message, error: bool = True) -> None:
            raise NotImplementedError

        def play(self, action: tigris.Action | str) -> list[tigris.Event]:
            raise NotImplementedError

    def computer_action(self) -> tigris.Action | None:
        """The computer's choice: ``tigris.ai`` at the chosen level, or a random legal action (seeded)."""
        if not self.computer_to_move:
            return None
        level = self.level_of(self.to_move)
        if level != "random":
            try:
                from tigris.ai import choose_action

                limit = HARD_TIME_LIMIT if level == "hard" else None
                return choose_action(self.game, level, seed=self.ai_seed, time_limit=limit)
            except ImportError:
                pass  # an engine without computer players: play at random
        return self.random_action()

    def computer_thinker(self, time_limit: float | None = HARD_TIME_LIMIT,
                         iterations: int | None = None) -> Thinker | None:
        """The computer's decision as a ``tigris.ai.Thinker`` (worked out in slices by the page).

        None when the computer plays at random (``random_action()`` then) or
        when nobody's computer is to move. ``time_limit`` bounds the hard level.
        """
        if not self.computer_to_move:
            return None
        level = self.level_of(self.to_move)
        if level == "random":
            return None
        try:
            from tigris.ai import Thinker
        except ImportError:
            return None
        hard = level == "hard"
        return Thinker(self.game, level, seed=self.ai_seed, iterations=iterations if hard else None,
                       time_limit=time_limit if hard else None)

    @property
    def can_hint(self) -> bool:
        """A person is to move, with their hand shown: the hint button is offered."""
        return self.person_to_move and not self.needs_cover and self.replay is None

    def hint_thinker(self, time_limit: float | None = HARD_TIME_LIMIT,
                     iterations: int | None = None) -> Thinker | None:
        """The hard computer's suggestion for the person to move, as a ``Thinker`` (their view only)."""
        if not self.can_hint:
            return None
        try:
            from tigris.ai import Thinker
        except ImportError:
            return None
        return Thinker(self.game, "hard", seed=self.ai_seed, iterations=iterations, time_limit=time_limit)

    def show_hint(self, action: tigris.Action) -> None:
        """Show a suggested action: its piece selected, its cell marked, its notation in words."""
        self.clear_selection()
        if self.can_act:
            if type(action) is PlaceTile:
                self.selection = ("tile", COLOURS[action.colour])
            elif type(action) is PlaceLeader:
                self.selection = ("leader", LEADERS[action.colour])
            elif type(action) is Catastrophe:
                self.selection = ("catastrophe", "")
        self.hint = action
        self.say(lambda: t("ui.msg.hint", action=action_words(action)), error=False)

    def hint_cells(self) -> set[str]:
        """Cells the hint points at (where its piece goes)."""
        a = self.hint
        if a is None or not hasattr(a, "cell"):
            return set()
        return {cell_name(a.cell)}

    def random_action(self) -> tigris.Action | None:
        """A random legal action (seeded by the game's seed and its length), one kind of action at a time."""
        acts = self.game.legal_actions()
        if not acts:
            return None
        rng = random.Random(f"{self.ai_seed}:{len(self.game.history)}")
        kinds: dict[str, list[tigris.Action]] = {}
        for a in acts:
            kinds.setdefault(type(a).__name__, []).append(a)
        kind = rng.choice(sorted(kinds))
        return rng.choice(kinds[kind])

    def computer_move(self) -> list[tigris.Event]:
        a = self.computer_action()
        return [] if a is None else self.play(a)
