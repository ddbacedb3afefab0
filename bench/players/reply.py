#!/usr/bin/env python3
"""How far hard's imagined rival falls below a careful one: the quick reply measured.

    python3 bench/players/reply.py --seeds 530 531 532 533 534 535
    python3 bench/players/reply.py --seeds 530 531 --ai pool1      # a copy kept by bench/players/freeze.py

Hard's playouts stand for the rival by ``policy.quick_move``: the best, by
the evaluation, of the few moves ``policy.quick_pool`` offers. The careful
player it stands for judges *every* sensible move (``policy.candidates``) the
same way, as medium's first pass does (by hard's own weights, as its
playouts judge: ``evaluate.HARD_WEIGHTS``). Positions: every third main-action
decision of the medium level playing itself (the arena's games of those
seeds), each in one world sampled from the mover's view. Printed: the mean
``loss`` (the best move's value minus the value of the pool's pick, in points
of the evaluation; 0 when the pool holds the best move), the time to build a
pool, and where the loss comes from (the kind of the move
the pool missed). Every pool is drawn with three random tie-breaks.

A loss near 0 means the imagined rival plays as well as a one-step player.
Sharpening the pool by what this shows made hard stronger once (``policy.quick_pool``); halving the loss
again made it no stronger (docs/ai-journal.md).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import defaultdict
from typing import Any, Callable

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

import arena  # noqa: E402
from freeze import players  # noqa: E402
import tigris  # noqa: E402
from tigris.actions import Action, PlaceLeader, PlaceTile  # noqa: E402
from tigris.ai import choose_action  # noqa: E402
from tigris.ai.evaluate import HARD_WEIGHTS  # noqa: E402
from tigris.ai.policy import candidates, judge  # noqa: E402
from tigris.ai.sample import sample  # noqa: E402
from tigris.board import NEIGHBOURS  # noqa: E402
from tigris.kingdoms import groups  # noqa: E402
from tigris.state import NO  # noqa: E402

Position = tuple[tigris.Game, dict[Action, float]]
Pool = Callable[[tigris.Game, random.Random, int], list[Action]]  # as policy.quick_pool(game, rng, width)


def positions(seed: int, every: int = 3) -> list[Position]:
    """Decisions of medium against itself in game ``seed``: a world from the mover's view, every move judged."""
    game, _, _, _ = arena.setup("medium", "medium", seed, 2)
    out: list[Position] = []
    decision = 0
    while not game.is_over:
        action = choose_action(game, "medium", seed=seed)
        if game.phase == "action" and len(game.legal_actions()) > 1:
            if decision % every == 0:
                world = sample(game, game.to_move_index, random.Random(decision))
                mover = world.to_move_index
                pool = candidates(world, world.legal_actions(), random.Random(decision))
                out.append((world, {a: judge(world, a, mover, HARD_WEIGHTS) for a in pool}))
            decision += 1
        game.apply(action)
    return out


def kind(world: tigris.Game, action: Action) -> str:
    """A move's kind, for the table of where the loss comes from."""
    if not isinstance(action, (PlaceTile, PlaceLeader)):
        return type(action).__name__
    st = world.state
    me = st.active
    gid, leaders = groups(st)
    kingdoms = list(dict.fromkeys(gid[nb] for nb in NEIGHBOURS[action.cell] if gid[nb] >= 0 and leaders[gid[nb]]))
    if isinstance(action, PlaceTile):
        if len(kingdoms) >= 2:
            return "tile joining kingdoms"
        if len(kingdoms) == 1 and (me, action.colour) in leaders[kingdoms[0]]:
            return "tile for one's own leader"
        return "other tile"
    if kingdoms and any(c == action.colour and q != me for q, c in leaders[kingdoms[0]]):
        return "leader: revolt"
    return "leader: moved" if st.leader_cell[me][action.colour] != NO else "leader: onto the board"


def measure(found: list[Position], quick_pool: Pool, width: int = 10, draws: int = 3) -> dict[str, Any]:
    """The pool's loss against the full one-step ranking, its time, and the loss by the kind of move missed."""
    loss = 0.0
    seconds = 0.0
    by_kind: dict[str, float] = defaultdict(float)
    for world, values in found:
        mover = world.to_move_index
        best = max(values, key=values.__getitem__)
        for draw in range(draws):
            t0 = time.perf_counter()
            pool = quick_pool(world, random.Random(draw), width)
            seconds += time.perf_counter() - t0
            pick = max(values[a] if a in values else judge(world, a, mover, HARD_WEIGHTS) for a in pool)
            missed = values[best] - pick
            loss += missed
            if missed > 1e-9:
                by_kind[kind(world, best)] += missed
    n = max(1, len(found) * draws)
    return {"positions": len(found), "loss": loss / n, "pool_ms": 1000 * seconds / n,
            "by_kind": {k: v / n for k, v in sorted(by_kind.items(), key=lambda kv: -kv[1])}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=[530, 531, 532])
    ap.add_argument("--every", type=int, default=3, help="judge every Nth decision")
    ap.add_argument("--width", type=int, default=10, help="the pool's width (hard plays with search.OPPONENT_WIDTH)")
    ap.add_argument("--ai", default="", help="a frozen copy's players (bench/players/freeze.py NAME) instead of today's")
    args = ap.parse_args()
    policy = players(args.ai or None, "policy")
    module = policy.__name__
    found = [p for seed in args.seeds for p in positions(seed, args.every)]
    report = measure(found, policy.quick_pool, args.width)
    print(f"{module}: {report['positions']} positions, loss {report['loss']:.3f} a move, "
          f"pool {report['pool_ms']:.2f} ms")
    for name, share in report["by_kind"].items():
        print(f"  {name:26s} {share:.3f}")


if __name__ == "__main__":
    main()
