"""Computer players: ``choose_action(game, level, seed=0)`` for whoever must decide.

Three levels: ``easy`` (sensible, but with mistakes a beginner can exploit),
``medium`` (the best action one step ahead, by a real evaluation) and
``hard`` (a determinised search). Every level is fair: it sees only what the
deciding player may know, and where it needs whole games it samples the hidden
tiles from what that player cannot see. Every level is deterministic for a
given seed and position.
"""

from __future__ import annotations

import random

from ..actions import Action
from ..game import Game
from .evaluate import evaluate
from .policy import candidates, judge, points_only, settle
from .sample import sample
from .search import DEFAULT_ITERATIONS, search

LEVELS = ("easy", "medium", "hard")


def _rng(game: Game, seed: int) -> random.Random:
    # Seeded from public facts only: the seed and how far the game has gone.
    return random.Random(seed * 1_000_003 + len(game.history) * 7919 + game.state.actions_done)


def choose_action(game: Game, level: str = "medium", seed: int = 0, iterations: int | None = None,
                  time_limit: float | None = None) -> Action:
    """The action the computer plays for ``game.to_move`` at this level.

    ``iterations`` sets the hard level's search budget; ``time_limit`` (seconds)
    may cut it short, which the page uses so that no decision takes too long.
    Without a time limit the choice depends only on the seed and the position.
    """
    if level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}")
    if game.is_over:
        raise ValueError("the game is over")
    player = game.to_move_index
    actions = game.legal_actions()
    if len(actions) == 1:
        return actions[0]
    rng = _rng(game, seed)
    if level == "hard":
        return search(game, player, actions, rng, iterations or DEFAULT_ITERATIONS, time_limit)
    if level == "medium":
        return _medium(game, player, actions, rng)
    return _easy(game, player, actions, rng)


def _medium(game: Game, player: int, actions: list[Action], rng: random.Random) -> Action:
    if game.phase == "action":
        world = sample(game, player, rng)
        pool = candidates(world, actions, rng)
        return max(pool, key=lambda a: judge(world, a, player, rng))
    worlds = [sample(game, player, rng) for _ in range(6)]
    return max(actions, key=lambda a: sum(judge(w, a, player, rng) for w in worlds))


def _easy(game: Game, player: int, actions: list[Action], rng: random.Random) -> Action:
    world = sample(game, player, rng)
    pool = candidates(world, actions, rng) if game.phase == "action" else list(actions)
    if len(pool) > 8:
        pool = rng.sample(pool, max(8, len(pool) // 3))  # overlooks much of the board

    def gain(a: Action) -> float:
        g = world.copy()
        g.apply(a)
        settle(g, rng)
        return points_only(g, player)

    ranked = sorted(pool, key=gain, reverse=True)
    if rng.random() < 0.3:
        return rng.choice(ranked[:4])  # a beginner's slip
    return ranked[0]


__all__ = ["LEVELS", "choose_action", "evaluate", "sample"]
