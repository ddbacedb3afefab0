"""Computer players: ``choose_action(game, level, seed=0)`` for whoever must decide.

Three levels: ``easy`` (sensible, but with mistakes a beginner can exploit),
``medium`` (the best action one step ahead, by a real evaluation) and
``hard`` (a determinised search). Every level is fair: it sees only what the
deciding player may know, and where it needs whole games it samples the hidden
tiles from what that player cannot see. Every level is deterministic for a
given seed and position.

``Thinker`` does the same work in slices, so that a page can keep answering
clicks while the computer thinks (``step()`` works for a few milliseconds).
"""

from __future__ import annotations

import random
import time
from typing import Iterator

from ..actions import Action
from ..game import Game
from .evaluate import HARD_WEIGHTS, WEIGHTS, evaluate
from .policy import candidates, decide_inner, judge, points_only, settle
from .sample import KEEP_TEMPLES, keeping, sample
from .search import default_iterations, search

LEVELS = ("easy", "medium", "hard")


def _rng(game: Game, seed: int) -> random.Random:
    # Seeded from public facts only: the seed and how far the game has gone.
    return random.Random(seed * 1_000_003 + len(game.history) * 7919 + game.state.actions_done)


def thinking(game: Game, level: str = "medium", seed: int = 0, iterations: int | None = None,
             time_limit: float | None = None) -> Iterator[Action | None]:
    """Yield None after each small piece of work, and the chosen action last."""
    if level not in LEVELS:
        raise ValueError(f"level must be one of {', '.join(LEVELS)}")
    if game.is_over:
        raise ValueError("the game is over")
    player = game.to_move_index
    actions = game.legal_actions()
    if len(actions) == 1:
        yield actions[0]
        return
    rng = _rng(game, seed)
    if level == "hard":
        if game.phase != "action":
            yield from _inner(game, player, actions, rng, 10, careful=True, w=HARD_WEIGHTS,
                              kept=keeping(game, player, KEEP_TEMPLES))
        else:
            budget = default_iterations(len(game.players)) if iterations is None else iterations
            yield from search(game, player, actions, rng, budget, time_limit, HARD_WEIGHTS)
    elif level == "medium":
        yield from _medium(game, player, actions, rng)
    else:
        yield from _easy(game, player, actions, rng)


def choose_action(game: Game, level: str = "medium", seed: int = 0, iterations: int | None = None,
                  time_limit: float | None = None) -> Action:
    """The action the computer plays for ``game.to_move`` at this level.

    ``iterations`` sets the hard level's search budget; ``time_limit`` (seconds)
    may cut it short, which the page uses so that no decision takes too long.
    Without a time limit the choice depends only on the seed and the position.
    """
    for result in thinking(game, level, seed, iterations, time_limit):
        if result is not None:
            return result
    raise AssertionError("the computer found no action")


class Thinker:
    """A decision worked out a slice at a time: ``step()`` until it returns the action."""

    def __init__(self, game: Game, level: str, seed: int = 0, iterations: int | None = None,
                 time_limit: float | None = None) -> None:
        self._steps = thinking(game.copy(), level, seed, iterations, time_limit)

    def step(self, seconds: float = 0.02) -> Action | None:
        end = time.perf_counter() + seconds
        for result in self._steps:
            if result is not None:
                return result
            if time.perf_counter() >= end:
                return None
        raise AssertionError("the computer found no action")


def _inner(game: Game, player: int, actions: list[Action], rng: random.Random, count: int,
           careful: bool = False, w: dict[str, float] = WEIGHTS, kept: float = 1.0) -> Iterator[Action | None]:
    worlds = [sample(game, player, rng, careful, kept) for _ in range(count)]
    yield from decide_inner(worlds, actions, player, w)


def _medium(game: Game, player: int, actions: list[Action], rng: random.Random) -> Iterator[Action | None]:
    """The best action one step ahead, checked in a few sampled worlds."""
    if game.phase != "action":
        yield from _inner(game, player, actions, rng, 6)
        return
    world = sample(game, player, rng)
    pool = candidates(world, actions, rng)
    scores: dict[Action, float] = {}
    for a in pool:
        scores[a] = judge(world, a, player)
        yield None
    top = sorted(pool, key=scores.__getitem__, reverse=True)[:6]
    if len(top) > 1:
        for _ in range(3):  # conflicts depend on hidden tiles: average over more worlds
            w = sample(game, player, rng)
            for a in top:
                scores[a] += judge(w, a, player)
            yield None
    yield max(top, key=lambda a: (scores[a], -top.index(a)))


def _easy(game: Game, player: int, actions: list[Action], rng: random.Random) -> Iterator[Action | None]:
    world = sample(game, player, rng)
    pool = candidates(world, actions, rng) if game.phase == "action" else list(actions)
    if len(pool) > 8:
        pool = rng.sample(pool, max(8, len(pool) // 3))  # overlooks much of the board
    gains = {}
    for a in pool:
        g = world.copy()
        g.apply(a)
        settle(g)
        gains[a] = points_only(g, player)
        yield None
    ranked = sorted(pool, key=gains.__getitem__, reverse=True)
    if rng.random() < 0.3:
        yield rng.choice(ranked[:4])  # a beginner's slip
    else:
        yield ranked[0]


__all__ = ["LEVELS", "Thinker", "choose_action", "evaluate", "sample", "thinking"]
