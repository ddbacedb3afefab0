#!/usr/bin/env python3
"""Hard's thinking time in CPython on fixed positions, and whether a change kept every decision.

    python3 bench/players/speed.py                     # today's hard: CPU seconds a decision
    python3 bench/players/speed.py --against NAME      # and a frozen copy (bench/players/freeze.py NAME), in turn:
                                               # the ratio of their CPU, and whether they decide alike

A change meant only to make the players faster must decide exactly as before: then no arena run is needed
to judge it, only this. The positions are decisions of medium playing itself (the arena's set-up), every
``--every``-th main action of each game; hard decides each one with its default budget and no time limit,
as the arena plays it. The machine's load moves single runs a lot: the copies run in turn, ``--rounds``
times, and the median of the rounds' ratios is the figure to quote.

In the page the budget is cut by a one-second limit (``bench/pages/think.py`` counts the playouts that fit), so
a faster hard is a stronger hard there: the target of issue 13 is a mean of at most 0.4 s a decision.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import sys
import time
from typing import Any, Callable

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

import arena  # noqa: E402
from freeze import players  # noqa: E402
import tigris  # noqa: E402
from tigris.actions import Action  # noqa: E402
from tigris.ai import choose_action  # noqa: E402

Chooser = Callable[[tigris.Game, int], Action]  # (game, seed) → the action hard plays


def positions(seeds: list[int], every: int = 9, limit: int = 30) -> list[tigris.Game]:
    """Every ``every``-th main-action decision of medium against itself in the games ``seeds``."""
    out: list[tigris.Game] = []
    for seed in seeds:
        game, _, _, _ = arena.setup("medium", "medium", seed, 2)
        decision = 0
        while not game.is_over and len(out) < limit:
            if game.phase == "action":
                if decision % every == every // 2:
                    out.append(game.copy())
                decision += 1
            game.apply(choose_action(game, "medium", seed=seed))
    return out[:limit]


def timed(choose: Chooser, games: list[tigris.Game]) -> tuple[float, str]:
    """CPU seconds a decision over ``games``, and a digest of the actions chosen."""
    digest = hashlib.sha1()
    start = time.process_time()
    for i, game in enumerate(games):
        digest.update(str(choose(game, i)).encode())
    return (time.process_time() - start) / len(games), digest.hexdigest()[:12]


def hard_of(frozen: str | None) -> Chooser:
    """Today's hard, or a frozen copy's (``bench/players/frozen/NAME``)."""
    ai = players(frozen)
    return lambda game, seed: ai.choose_action(game, "hard", seed=seed)


def compare(games: list[tigris.Game], today: Chooser, other: Chooser, rounds: int) -> dict[str, Any]:
    """Both choosers in turn, ``rounds`` times: each round's CPU a decision, their ratio, and whether the
    actions were the same."""
    rows = []
    same = True
    for _ in range(rounds):
        a, da = timed(today, games)
        b, db = timed(other, games)
        same = same and da == db
        rows.append((a, b, a / b))
    return {"rounds": rows, "ratio": statistics.median(r[2] for r in rows), "same": same}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--against", help="a frozen copy (bench/players/freeze.py NAME) to compare with")
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--every", type=int, default=9, help="every Nth main-action decision of a game")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    games = positions([900, 901, 902, 903], args.every, args.positions)
    print(f"{len(games)} positions (medium against itself, seeds 900-903, every {args.every}th decision)")
    today = hard_of(None)
    if not args.against:
        for r in range(args.rounds):
            cpu, digest = timed(today, games)
            print(f"round {r + 1}: hard {cpu:.3f} s CPU a decision (decisions {digest})")
        return
    report = compare(games, today, hard_of(args.against), args.rounds)
    for i, (a, b, ratio) in enumerate(report["rounds"], 1):
        print(f"round {i}: today {a:.3f} s, {args.against} {b:.3f} s CPU a decision, ratio {ratio:.3f}")
    print(f"median ratio today / {args.against}: {report['ratio']:.3f}; "
          f"decisions {'all the same' if report['same'] else 'DIFFERENT'}")


if __name__ == "__main__":
    main()
