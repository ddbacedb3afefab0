"""FROZEN: the computer players as they were at main on 2026-11-24 (session of issue 13).

This is a benchmark opponent (``base-easy``, ``base-medium``, ``base-hard`` in
``bench/players/arena.py``), not a level of the page. Do not change it: every later
AI is measured against it. It imports only the engine (``tigris``), never
``tigris.ai``, and keeps its own copy of the old ``sample`` (which, like the
old AI, still knows the exact bag size).

Original docstring: computer players: ``choose_action(game, level, seed=0)`` for whoever must decide.

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

from tigris.actions import Action
from tigris.game import Game
from .evaluate import evaluate
from .policy import candidates, judge, points_only, settle
from .sample import sample
from .search import DEFAULT_ITERATIONS, search

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
        yield from search(game, player, actions, rng, iterations or DEFAULT_ITERATIONS, time_limit)
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


def _best(game: Game, pool: list[Action], score) -> Iterator[Action | None]:
    best, best_value = pool[0], None
    for a in pool:
        v = score(a)
        if best_value is None or v > best_value:
            best, best_value = a, v
        yield None
    yield best


def _medium(game: Game, player: int, actions: list[Action], rng: random.Random) -> Iterator[Action | None]:
    if game.phase == "action":
        world = sample(game, player, rng)
        pool = candidates(world, actions, rng)
        yield from _best(game, pool, lambda a: judge(world, a, player, rng))
        return
    worlds = [sample(game, player, rng) for _ in range(6)]
    yield from _best(game, actions, lambda a: sum(judge(w, a, player, rng) for w in worlds))


def _easy(game: Game, player: int, actions: list[Action], rng: random.Random) -> Iterator[Action | None]:
    world = sample(game, player, rng)
    pool = candidates(world, actions, rng) if game.phase == "action" else list(actions)
    if len(pool) > 8:
        pool = rng.sample(pool, max(8, len(pool) // 3))  # overlooks much of the board
    gains = {}
    for a in pool:
        g = world.copy()
        g.apply(a)
        settle(g, rng)
        gains[a] = points_only(g, player)
        yield None
    ranked = sorted(pool, key=gains.__getitem__, reverse=True)
    if rng.random() < 0.3:
        yield rng.choice(ranked[:4])  # a beginner's slip
    else:
        yield ranked[0]


__all__ = ["LEVELS", "Thinker", "choose_action", "evaluate", "sample", "thinking"]
