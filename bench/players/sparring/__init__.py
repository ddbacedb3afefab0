"""Sparring players: kinds of play a person has, to measure the computer against.

Each is a one-action player (``player.choose``) with a value and habits of
its own (``judge.Style``), written from the rules and ``docs/`` apart from
``tigris.ai``: its own worlds (``seen.py``), its own reading of a position
(``judge.py``), its own rules for conflicts. All are fair (they decide from
what their seat may know: hidden tiles are drawn afresh, never read) and
deterministic for a seed.

    from sparring import STYLES, sparring_action
    action = sparring_action("hunter", game, seed=1)
"""

from __future__ import annotations

from tigris.actions import Action
from tigris.game import Game

from .judge import Style
from .player import choose

STYLES: dict[str, Style] = {
    # Traders onto the treasures: the trader worth more, treasures in reach (special borders first) far more.
    "hunter": Style("hunter", trader=0.8, reach=1.3, special=0.6, hand_own=0.09),
    # Keeps its hand sharp: swaps away whatever none of its leaders can use as soon as it holds three such tiles,
    # values temples, its leaders' colours and its weakest colour in hand.
    "swapper": Style("swapper", hand_red=0.3, hand_own=0.14, hand_weak=0.1, junk=-0.12, swap_below=0.25,
                     swap_junk=3),
    # Never commits to a lost cause, keeps temples for revolts, leaders beside temples, fears threats.
    "defender": Style("defender", temple=0.4, threat=0.9, hand_red=0.32, confidence=0.85, gamble=0.75,
                      worlds=6),
    # Unites kingdoms and revolts whenever the odds allow; commits generously, shrugs at threats.
    "attacker": Style("attacker", aggression=0.6, threat=0.35, support=0.12, confidence=0.55, gamble=0.2,
                      worlds=6),
    # Monuments: squares one tile short of a monument, monuments paying its leaders.
    "builder": Style("builder", monument=2.4, square=0.9, support=0.1),
    # The one-action greedy player with conflict odds from public counts (hypergeometric).
    "odds": Style("odds", odds=True, worlds=3),
}


def sparring_action(style: str, game: Game, seed: int = 0) -> Action:
    """The action the sparring player ``style`` takes for ``game.to_move``."""
    return choose(game, STYLES[style], seed)


__all__ = ["STYLES", "Style", "sparring_action"]
