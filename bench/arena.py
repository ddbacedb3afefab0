"""Play the computer levels against each other and against a random player.

    python bench/arena.py                       # the default pairings, 100 games each
    python bench/arena.py --games 20 --pairs hard:medium,easy:random
    python bench/arena.py --players 3 --games 20 --pairs hard:medium
    python bench/arena.py --games 40 --pairs hard@200:hard@48   # a budget against another

Seats alternate (2 players) or rotate (3–4 players: one seat for the first
level, the others for the second), seeds are fixed, so a run is repeatable.
The hard level gets a fixed number of search iterations (``--hard-iterations``,
set to what it manages in one second in the browser), so results do not
depend on the machine's load; ``hard@N`` names a hard player with N iterations. Prints win rates with 95% (Wilson) confidence
intervals, think time per decision (mean and max) and game length.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import tigris  # noqa: E402
from tigris.ai import choose_action  # noqa: E402
from tigris.ai.search import DEFAULT_ITERATIONS  # noqa: E402

DYNASTIES = ["archer", "bull", "pot", "lion"]
TARGETS = {("hard", "medium"): 0.70, ("medium", "easy"): 0.70,
           ("easy", "random"): 0.95, ("medium", "random"): 0.95, ("hard", "random"): 0.95}


def play(job: tuple) -> dict:
    """One game: the first level in one seat, the second level in the others."""
    a, b, seed, players, iterations = job
    seat = seed % players
    levels = [b] * players
    levels[seat] = a
    game = tigris.Game.new(DYNASTIES[:players], seed=seed, first=DYNASTIES[0])
    rng = random.Random(seed)
    think = {a: [], b: []}
    decisions = 0
    while not game.is_over:
        level = levels[game.to_move_index]
        start = time.perf_counter()
        name, _, budget = level.partition("@")
        if name == "random":
            action = rng.choice(game.legal_actions())
        else:
            its = int(budget) if budget else (iterations if name == "hard" else None)
            action = choose_action(game, name, seed=seed, iterations=its)
        think[level].append(time.perf_counter() - start)
        game.apply(action)
        decisions += 1
    result = game.result()
    me = DYNASTIES[seat]
    win = 1.0 if result.winners == [me] else (1.0 / len(result.winners) if me in result.winners else 0.0)
    return {"a": a, "b": b, "win": win, "think": think, "decisions": decisions,
            "actions": len(game.history)}


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return centre - half, centre + half


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games per pairing")
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--pairs", default="hard:medium,medium:easy,easy:random,medium:random,hard:random")
    ap.add_argument("--hard-iterations", type=int, default=DEFAULT_ITERATIONS)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",")]
    print(f"{args.players}-player games, {args.games} per pairing, hard = {args.hard_iterations} iterations,"
          f" {args.workers} worker(s)")
    print(f"{'pairing':<16} {'wins':>6} {'rate':>6} {'95% CI':>15} {'target':>7} "
          f"{'think mean/max (s) A':>22} {'B':>14} {'decisions':>9}")
    started = time.time()
    with Pool(args.workers) as pool:
        for a, b in pairs:
            t0 = time.time()
            jobs = [(a, b, seed, args.players, args.hard_iterations) for seed in range(args.games)]
            games = pool.map(play, jobs, chunksize=1)
            wins = sum(g["win"] for g in games)
            rate = wins / len(games)
            lo, hi = wilson(rate, len(games))
            ta = [t for g in games for t in g["think"][a]]
            tb = [t for g in games for t in g["think"][b]]
            target = TARGETS.get((a, b)) if args.players == 2 else None
            mark = "" if target is None else (" ok" if rate >= target else " MISS")
            print(f"{a + ' v ' + b:<16} {wins:>6.1f} {rate:>6.1%} {f'{lo:.1%}–{hi:.1%}':>15} "
                  f"{(f'{target:.0%}' if target else '-'):>7}{mark:<5}"
                  f"{f'{sum(ta) / len(ta):.3f}/{max(ta):.3f}':>17} {f'{sum(tb) / len(tb):.3f}/{max(tb):.3f}':>14}"
                  f" {sum(g['decisions'] for g in games) / len(games):>9.0f}   ({time.time() - t0:.0f} s)",
                  flush=True)
    print(f"total {time.time() - started:.0f} s")


if __name__ == "__main__":
    main()
