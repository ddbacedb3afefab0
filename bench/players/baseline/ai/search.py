"""The hard level: a determinised search over pruned candidate actions.

Each iteration draws a world consistent with what the player knows
(``sample.py``), picks a candidate by UCB1, plays it, lets the decisions it
opens settle, then plays quick moves for everyone until the player's next
turn, and scores the position with the evaluation. The most promising
candidates come from the one-action look-ahead of the medium level.
"""

from __future__ import annotations

import math
import random
import time
from typing import Iterator

from tigris.actions import Action
from tigris.game import Game
from .evaluate import evaluate
from .policy import candidates, judge, quick_action, settle
from .sample import sample

DEFAULT_ITERATIONS = 48
WIDTH = 6  # candidates kept after the one-action look-ahead
HORIZON = 10  # decisions simulated after the candidate


def rollout(world: Game, action: Action, player: int, rng: random.Random) -> float:
    g = world.copy()
    g.apply(action)
    settle(g, rng)
    turns_seen = 0
    active = g.state.active
    steps = 0
    while not g.is_over and steps < HORIZON:
        if g.state.active != active:
            active = g.state.active
            turns_seen += 1
            if active == player:
                break
        g.apply(quick_action(g, rng))
        steps += 1
    return evaluate(g, player)


def search(game: Game, player: int, actions: list[Action], rng: random.Random, iterations: int,
           time_limit: float | None = None) -> Iterator[Action | None]:
    """Yield None after each piece of work, then the candidate with the most visits.

    The search stops after ``iterations`` rollouts, or once ``time_limit``
    seconds have passed (each candidate is always tried at least once).
    """
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    first = sample(game, player, rng)
    pool = candidates(first, actions, rng) if game.phase == "action" else list(actions)
    if len(pool) > WIDTH:
        scores = {}
        for a in pool:
            scores[a] = judge(first, a, player, rng)
            yield None
            if deadline is not None and time.perf_counter() > deadline:
                break  # out of time: choose among the candidates judged so far
        pool = sorted(scores, key=scores.__getitem__, reverse=True)[:WIDTH]
    if len(pool) == 1:
        yield pool[0]
        return
    n = [0] * len(pool)
    total = [0.0] * len(pool)
    for it in range(max(iterations, len(pool))):
        if it < len(pool):
            i = it
        elif deadline is not None and time.perf_counter() > deadline:
            break
        else:
            log_t = math.log(it + 1)
            i = max(range(len(pool)), key=lambda k: total[k] / n[k] + 1.5 * math.sqrt(log_t / n[k]))
        world = sample(game, player, rng)
        total[i] += rollout(world, pool[i], player, rng)
        n[i] += 1
        yield None
    best = max(range(len(pool)), key=lambda k: (n[k], total[k] / n[k]))
    yield pool[best]
