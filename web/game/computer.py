"""The computer at the table: its move at its level (``tigris.ai``, or a random legal action), and the hint
(the hard level's suggestion for the person to move, shown on the board).

A part of ``web.game.session.Session`` (it names below what it uses of the session). Plain Python, no ``js``.
"""

from __future__ import annotations

import hashlib
import random
from typing import TYPE_CHECKING, Any

import tigris
from tigris import Catastrophe, PlaceLeader, PlaceTile, cell_name
from tigris.names import COLOURS, LEADERS
from web.core.i18n import Message, t
from web.core.table import Table
from web.game.describe import action_words

if TYPE_CHECKING:
    from tigris.ai import Thinker  # imported when first needed: not on the page's start-up path
    from web.game.moves import Replay

# Seconds a hard computer player (or a hint) may think in the browser: None, its whole budget (it thinks in the
# worker, or in slices between the page's frames); ?think= sets a limit.
HARD_TIME_LIMIT: float | None = None


def think_seed(ai_seed: int) -> int:
    """``ai_seed`` through SHA-256: the same decisions every time, and nothing of the deal in it."""
    return int.from_bytes(hashlib.sha256(f"tigris-think:{ai_seed}".encode()).digest()[:7], "big")


def decide_request(game: tigris.Game, level: str, seed: int, iterations: int | None,
                   time_limit: float | None) -> dict[str, Any] | None:
    """A decision for the worker: the game as its mover may know it, and how to decide."""
    try:
        from tigris.ai.known import known_to
    except ImportError:
        return None  # an engine without computer players
    return {"kind": "decide", "game": known_to(game, game.to_move_index), "level": level, "seed": seed,
            "iterations": iterations, "time_limit": time_limit}


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

    @property
    def think_seed(self) -> int:
        """The seed the computer decides with: a one-way function of ``ai_seed``, which is also the seed that
        dealt the bag, so that what the worker is sent cannot deal the game again."""
        return think_seed(self.ai_seed)

    def computer_action(self) -> tigris.Action | None:
        """The computer's choice: ``tigris.ai`` at the chosen level, or a random legal action (seeded)."""
        if not self.computer_to_move:
            return None
        level = self.level_of(self.to_move)
        if level != "random":
            try:
                from tigris.ai import choose_action

                limit = HARD_TIME_LIMIT if level == "hard" else None
                return choose_action(self.game, level, seed=self.think_seed, time_limit=limit)
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
        return Thinker(self.game, level, seed=self.think_seed, iterations=iterations if hard else None,
                       time_limit=time_limit if hard else None)

    def computer_request(self, time_limit: float | None = HARD_TIME_LIMIT,
                         iterations: int | None = None) -> dict[str, Any] | None:
        """The computer's decision as a request for the worker (``web.game.worker_jobs``), or None as for
        ``computer_thinker``. It holds the game only as the seat to move may know it (``tigris.ai.known``)."""
        if not self.computer_to_move:
            return None
        level = self.level_of(self.to_move)
        if level == "random":
            return None
        hard = level == "hard"
        return decide_request(self.game, level, self.think_seed, iterations if hard else None,
                              time_limit if hard else None)

    def hint_request(self, time_limit: float | None = HARD_TIME_LIMIT,
                     iterations: int | None = None) -> dict[str, Any] | None:
        """The hint as a request for the worker (the person's view only), or None as for ``hint_thinker``."""
        if not self.can_hint:
            return None
        return decide_request(self.game, "hard", self.think_seed, iterations, time_limit)

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
        return Thinker(self.game, "hard", seed=self.think_seed, iterations=iterations, time_limit=time_limit)

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
