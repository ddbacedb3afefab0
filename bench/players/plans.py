#!/usr/bin/env python3
"""Does hard's search choose the best of its plans, and would more plans hold better ones?

    python3 bench/players/plans.py --seeds 200 201 202 --worlds 150
    python3 bench/players/plans.py --seeds 200 --worlds 60 --iterations 72
    python3 bench/players/plans.py --seeds 200 --worlds 60 --wide 10,3,16

Positions: the start of a turn near moves 10, 40, 70, 100 and 130 of games the
medium level plays against itself (the arena's games of those seeds). In each, hard decides as it
does in a game, and every plan it played out is noted; then every plan is
played out again in ``--worlds`` fresh worlds, the same worlds for each plan:
its value by the search's own model (the quick reply, the evaluation) with
little noise left. Printed per position, in points of the evaluation:

* ``loss``: how far the chosen first action's best plan falls below the best
  plan (0: the search chose what its model, measured closely, prefers);
* with ``--wide F,S,P``: a second search keeping F first actions, S second
  actions for each and P plans (today: ``search.FIRSTS``, ``SECONDS``,
  ``PLANS``); ``gap`` is how far the best of today's plans falls below the best
  of both plan sets, ``loss_wide`` the loss of the wide search's choice.

Only the search is measured here, against its own model: a loss near 0 says
that more playouts or more plans cannot make hard stronger, only a better
model can (docs/ai-journal.md: 0.002 points at 144 playouts).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import sys
from typing import Iterator

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

import arena  # noqa: E402
import tigris  # noqa: E402
from tigris.actions import Action  # noqa: E402
from tigris.ai import choose_action  # noqa: E402
from tigris.ai.evaluate import HARD_WEIGHTS  # noqa: E402
from tigris.ai.sample import sample  # noqa: E402

SEARCH = sys.modules["tigris.ai.search"]  # the module (``tigris.ai.search`` the name is the function)
MOVES = (10, 40, 70, 100, 130)
Plan = tuple[Action, ...]


def positions(seed: int, moves: tuple[int, ...] = MOVES) -> list[tigris.Game]:
    """Turn starts near ``moves`` of the arena's game ``seed`` of medium against itself."""
    game, _, _, rng = arena.setup("medium", "medium", seed, 2)
    out = []
    n = 0
    while not game.is_over and n < max(moves) + 2:
        if game.phase == "action" and game.state.actions_done == 0 and any(m <= n < m + 2 for m in moves):
            out.append(game.copy())
        game.apply(arena.decide("medium", game, seed, rng, None))
        n += 1
    return out


@contextlib.contextmanager
def shape(firsts: int, seconds: int, plans: int) -> Iterator[None]:
    """The search with other widths, for the time of a block."""
    old = SEARCH.FIRSTS, SEARCH.SECONDS, SEARCH.PLANS
    SEARCH.FIRSTS, SEARCH.SECONDS, SEARCH.PLANS = firsts, seconds, plans
    try:
        yield
    finally:
        SEARCH.FIRSTS, SEARCH.SECONDS, SEARCH.PLANS = old


def decide(game: tigris.Game, iterations: int | None) -> tuple[Action, list[Plan]]:
    """Hard's choice, and the plans its race played out."""
    played: dict[Plan, None] = {}
    playout = SEARCH.playout

    def noting(world: tigris.Game, plan: Plan, player: int, rng: random.Random, *weights: dict[str, float]) -> float:
        played[plan] = None
        return float(playout(world, plan, player, rng, *weights))

    SEARCH.playout = noting
    try:
        action = choose_action(game, "hard", seed=1, iterations=iterations)
    finally:
        SEARCH.playout = playout
    return action, list(played)


def values(game: tigris.Game, plans: list[Plan], worlds: int, seed: int) -> dict[Plan, float]:
    """Each plan's mean playout over the same ``worlds`` fresh worlds, judged as hard judges (its own weights)."""
    player = game.to_move_index
    rng = random.Random(seed)
    total = dict.fromkeys(plans, 0.0)
    for _ in range(worlds):
        world = sample(game, player, rng)
        luck = rng.random()
        for plan in plans:
            total[plan] += SEARCH.playout(world, plan, player, random.Random(luck), HARD_WEIGHTS)
    return {plan: v / worlds for plan, v in total.items()}


def loss(chosen: Action, value: dict[Plan, float]) -> float | None:
    """How far the best plan beginning with ``chosen`` falls below the best plan (None: no plan began with it)."""
    mine = [v for plan, v in value.items() if plan[0] == chosen]
    return round(max(value.values()) - max(mine), 3) if mine else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=[200])
    ap.add_argument("--worlds", type=int, default=100)
    ap.add_argument("--iterations", type=int, default=None, help="hard's budget (default: the level's)")
    ap.add_argument("--moves", type=int, nargs="+", default=list(MOVES), help="about where in a game")
    ap.add_argument("--wide", default=None, help="F,S,P: first actions, seconds each, plans of a second search")
    args = ap.parse_args()
    wide = [int(x) for x in args.wide.split(",")] if args.wide else None
    rows = []
    for seed in args.seeds:
        for k, game in enumerate(positions(seed, tuple(args.moves))):
            chosen, plans = decide(game, args.iterations)
            if not plans:
                continue  # one sensible action, or one first action in every plan: nothing raced
            row: dict[str, object] = {"seed": seed, "position": k, "move": len(game.history), "plans": len(plans)}
            union = list(plans)
            if wide is not None:
                with shape(*wide):
                    chosen_wide, plans_wide = decide(game, args.iterations)
                union += [p for p in plans_wide if p not in plans]
            value = values(game, union, args.worlds, 1000 * seed + k)
            row["loss"] = loss(chosen, value)
            if wide is not None:
                row["gap"] = round(max(value.values()) - max(value[p] for p in plans), 3)
                row["loss_wide"] = loss(chosen_wide, value)
            rows.append(row)
            print(json.dumps(row), flush=True)
    if not rows:
        print("no position raced plans")
        return
    for key in ("loss", "gap", "loss_wide"):
        got = [float(v) for r in rows if isinstance(v := r.get(key), float)]
        if got:
            print(f"mean {key}: {statistics.mean(got):.4f} over {len(got)} positions ({got.count(0.0)} at 0)")


if __name__ == "__main__":
    main()
