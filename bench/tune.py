"""Tune the evaluation's weights by self-play (SPSA), resumable, logging to a file.

    nice -n 5 python3 bench/tune.py --iterations 20 --log bench/results/tune.jsonl
    python3 bench/tune.py --log bench/results/tune.jsonl --show     # the latest weights

Simultaneous perturbation stochastic approximation: each iteration perturbs
every tuned weight by ±c·scale at once (a random sign each), plays a pair of
seat-swapped games between the medium level with θ+ and with θ−, and moves θ
along the sign vector by a·(score+ − score−). The medium level is used
because it is fast and depends on the evaluation alone. One line per
iteration goes to ``--log`` (θ, the games' result); running again continues
from the last line. The result is only as good as the number of games: a few
dozen games move weights by noise more than by signal, so a short run's
weights are a suggestion to check with the arena, not a finding.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import tigris  # noqa: E402
from tigris.ai import choose_action  # noqa: E402
from tigris.ai.evaluate import WEIGHTS  # noqa: E402

TUNED = ("leader", "king", "support", "monument", "danger", "hand_red", "hand_own", "catastrophe", "rank1",
         "horizon", "treasure_reach")


def play(theta_a: dict[str, float], theta_b: dict[str, float], seed: int) -> float:
    """One game, medium against medium; 1 if the player with theta_a wins (½ for a shared win)."""
    game = tigris.Game.new(["archer", "bull"], seed=seed, first="archer")
    seat = seed % 2
    base = dict(WEIGHTS)
    try:
        while not game.is_over:
            WEIGHTS.update(theta_a if game.to_move_index == seat else theta_b)
            game.apply(choose_action(game, "medium", seed=seed))
    finally:
        WEIGHTS.update(base)
    winners = game.result().winners
    me = game.players[seat]
    return 1.0 if winners == [me] else 0.5 if me in winners else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--iterations", type=int, default=10)
    ap.add_argument("--log", default="bench/results/tune.jsonl")
    ap.add_argument("--a", type=float, default=0.15, help="step size (share of each weight's scale)")
    ap.add_argument("--c", type=float, default=0.25, help="perturbation (share of each weight's scale)")
    ap.add_argument("--show", action="store_true")
    args = ap.parse_args()
    theta = {k: WEIGHTS[k] for k in TUNED}
    start = 0
    if os.path.exists(args.log):
        with open(args.log) as f:
            lines = [json.loads(x) for x in f if x.strip()]
        if lines:
            theta = {k: lines[-1]["theta"].get(k, WEIGHTS[k]) for k in TUNED}
            start = lines[-1]["iteration"] + 1
    if args.show:
        print(json.dumps({"iterations": start, "theta": theta}, indent=1))
        return
    scale = {k: max(abs(WEIGHTS[k]), 0.05) for k in TUNED}
    for it in range(start, start + args.iterations):
        rng = random.Random(it)
        sign = {k: rng.choice((-1, 1)) for k in TUNED}
        plus = dict(WEIGHTS, **{k: theta[k] + args.c * scale[k] * sign[k] for k in TUNED})
        minus = dict(WEIGHTS, **{k: theta[k] - args.c * scale[k] * sign[k] for k in TUNED})
        seeds = (1000 + 2 * it, 1001 + 2 * it)
        score = sum(play(plus, minus, s) for s in seeds) / len(seeds)  # share won by θ+
        diff = 2 * score - 1  # +1 when θ+ won both, −1 when θ− did
        decay = (1 + it / 10) ** -0.602
        for k in TUNED:
            theta[k] = max(0.0, theta[k] + args.a * decay * scale[k] * diff * sign[k])
        line = {"iteration": it, "score_plus": score, "theta": {k: round(v, 4) for k, v in theta.items()}}
        print(json.dumps(line), flush=True)
        with open(args.log, "a") as f:
            f.write(json.dumps(line) + "\n")


if __name__ == "__main__":
    main()
