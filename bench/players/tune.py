"""Tune the evaluation's weights by self-play (SPSA), resumable, logging to a file.

    nice -n 5 python3 bench/players/tune.py --iterations 200 --log bench/results/tune-medium-selfplay.jsonl
    python3 bench/players/tune.py --log bench/results/tune-medium-selfplay.jsonl --show     # the latest and averaged weights
    python3 bench/players/tune.py --log bench/results/tune-medium-selfplay.jsonl --export bench/results/weights-shared.json
    python3 bench/players/tune.py --iterations 400 --level hard@36 --workers 2 --first-seed 300000 \
        --log bench/results/tune-hard-selfplay.jsonl     # the hard level's own weights (HARD_WEIGHTS)

Simultaneous perturbation stochastic approximation (Spall): each iteration
perturbs every tuned weight at once by ±c_k·scale (a random sign each; scale
is the hand-set weight's size), plays ``--deals`` deals twice each, seats
swapped (so both sides get the same tiles), between the medium level with
θ+ and with θ−, and moves θ along the sign vector by a_k times the result
(+1 when θ+ won everything, −1 when θ− did; ``--margin`` mixes in the final
score difference, which is less noisy than the win alone). The gains decay
as a_k = a·(1 + A)^0.602 / (k + 1 + A)^0.602 and c_k = c / (k + 1)^0.101,
Spall's exponents. The medium level is used because it is fast (a game is
about two CPU seconds) and depends on the evaluation alone. ``--level hard@N`` tunes the hard level's own weights
(``HARD_WEIGHTS``, which it judges with everywhere) by its self-play at N playouts a decision instead.

One JSON line per iteration goes to ``--log`` (θ after the step, the games'
result); running again continues from the last line with the same schedule.
The result to check is the average of θ over the second half of the run
(Polyak averaging; ``--show``), not the last θ, which still carries the last
steps' noise. ``--export`` writes it as a weights file that
``bench/players/arena.py`` can give a level (``medium=FILE``), so the tuned weights
are checked against the hand-set ones on fixed seeds before anyone adopts
them.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
from contextlib import contextmanager
from functools import lru_cache
from multiprocessing import Pool
from typing import Iterator

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

import tigris  # noqa: E402
from tigris.ai import choose_action  # noqa: E402
from tigris.ai.evaluate import HARD_WEIGHTS, WEIGHTS  # noqa: E402

TUNED = ("leader", "king", "support", "monument", "danger", "danger_mover", "hand_red", "hand_own", "catastrophe",
         "rank1", "rank2", "horizon", "treasure_reach", "bare")
CAPPED = {"rank1": 1.0, "rank2": 1.0, "danger": 1.0, "danger_mover": 0.5}  # shares: at most this


def play(theta_a: dict[str, float], theta_b: dict[str, float], seed: int, seat: int,
         level: str = "medium") -> tuple[float, float]:
    """One game of ``level`` against itself (``LEVEL@N``: N playouts), theta_a in ``seat``: (its win 1/½/0, its
    score minus the other's)."""
    name, _, budget = level.partition("@")
    iterations = int(budget) if budget else None
    game = tigris.Game.new(["archer", "bull"], seed=seed, first="archer")
    weights = weights_of(name)
    base = dict(weights)
    try:
        while not game.is_over:
            weights.update(theta_a if game.to_move_index == seat else theta_b)
            game.apply(choose_action(game, name, seed=seed, iterations=iterations))
    finally:
        weights.update(base)
    result = game.result()
    me, other = game.players[seat], game.players[1 - seat]
    scores = {s.player: s.score for s in result.standings}
    win = 1.0 if result.winners == [me] else 0.5 if me in result.winners else 0.0
    return win, float(scores[me] - scores[other])


def weights_of(level: str) -> dict[str, float]:
    """The weights ``level`` judges with (the hard level has its own)."""
    return HARD_WEIGHTS if level.partition("@")[0] == "hard" else WEIGHTS


@lru_cache(maxsize=None)
def load_weights(path: str) -> tuple[tuple[str, float], ...]:
    """A weights file (JSON: name → number); only names the evaluation knows."""
    with open(path) as f:
        data = json.load(f)
    unknown = sorted(set(data) - set(WEIGHTS))
    if unknown:
        raise ValueError(f"{path}: not weights of the evaluation: {', '.join(unknown)}")
    return tuple((k, float(v)) for k, v in sorted(data.items()))


@contextmanager
def using_weights(path: str) -> Iterator[None]:
    """The evaluation's weights from ``path`` while the block runs (``bench/players/arena.py``'s ``level=FILE``), for
    every level: the hard level's own weights too."""
    base, hard = dict(WEIGHTS), dict(HARD_WEIGHTS)
    loaded = dict(load_weights(path))
    WEIGHTS.update(loaded)
    HARD_WEIGHTS.update(base, **loaded)
    try:
        yield
    finally:
        WEIGHTS.update(base)
        HARD_WEIGHTS.update(hard)


def clamp(k: str, v: float) -> float:
    """Keep a weight on the side of zero its hand-set value is on, and shares at most their cap."""
    v = max(0.0, v) if WEIGHTS[k] >= 0 else min(0.0, v)
    return min(v, CAPPED[k]) if k in CAPPED else v


def read_log(path: str) -> list[dict]:
    if not os.path.exists(path):
        return []
    with open(path) as f:
        out = []
        for x in f:
            if x.strip():
                try:
                    out.append(json.loads(x))
                except json.JSONDecodeError:
                    pass  # a line cut short by a stop
        return out


def averaged(lines: list[dict]) -> dict[str, float]:
    """θ averaged over the second half of the run (Polyak averaging)."""
    half = lines[len(lines) // 2:]
    return {k: round(sum(x["theta"].get(k, WEIGHTS[k]) for x in half) / len(half), 4) for k in TUNED}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--iterations", type=int, default=10, help="iterations to add to the log")
    ap.add_argument("--log", default="bench/results/tune-medium-selfplay.jsonl")
    ap.add_argument("--deals", type=int, default=2, help="deals per iteration, each played twice, seats swapped")
    ap.add_argument("--a", type=float, default=0.10, help="first step size (share of each weight's scale)")
    ap.add_argument("--c", type=float, default=0.30, help="first perturbation (share of each weight's scale)")
    ap.add_argument("--big-a", type=float, default=20.0, help="stability constant A of the step's decay")
    ap.add_argument("--margin", type=float, default=0.5, help="share of the score margin in the result")
    ap.add_argument("--first-seed", type=int, default=200_000)
    ap.add_argument("--level", default="medium", help="the level that plays itself: medium, or hard@N (N playouts)")
    ap.add_argument("--workers", type=int, default=1, help="processes playing an iteration's games")
    ap.add_argument("--show", action="store_true", help="print the latest and the averaged weights")
    ap.add_argument("--export", default=None, help="write the averaged weights to this JSON file")
    args = ap.parse_args()
    lines = read_log(args.log)
    start_weights = weights_of(args.level)
    theta = {k: start_weights[k] for k in TUNED}
    start = 0
    if lines:
        theta = {k: lines[-1]["theta"].get(k, start_weights[k]) for k in TUNED}
        start = lines[-1]["iteration"] + 1
    if args.show or args.export:
        avg = averaged(lines) if lines else theta
        if args.show:
            played = sum(len(x.get("games", [])) for x in lines)
            print(json.dumps({"iterations": start, "games": played, "hand_set": {k: WEIGHTS[k] for k in TUNED},
                              "last": theta, "averaged_second_half": avg}, indent=1))
        if args.export:
            with open(args.export, "w") as f:
                json.dump(avg, f, indent=1, sort_keys=True)
                f.write("\n")
            print(f"wrote {args.export}")
        return
    scale = {k: max(abs(WEIGHTS[k]), 0.05) for k in TUNED}
    pool = Pool(args.workers) if args.workers > 1 else None
    for it in range(start, start + args.iterations):
        rng = random.Random(it)
        sign = {k: rng.choice((-1, 1)) for k in TUNED}
        a_k = args.a * ((1 + args.big_a) / (it + 1 + args.big_a)) ** 0.602
        c_k = args.c / (it + 1) ** 0.101
        plus = dict(start_weights, **{k: clamp(k, theta[k] + c_k * scale[k] * sign[k]) for k in TUNED})
        minus = dict(start_weights, **{k: clamp(k, theta[k] - c_k * scale[k] * sign[k]) for k in TUNED})
        jobs = [(plus, minus, args.first_seed + it * args.deals + d, seat, args.level)
                for d in range(args.deals) for seat in (0, 1)]
        results = [play(*job) for job in jobs] if pool is None else pool.starmap(play, jobs)
        games = [[job[2], job[3], win, gap] for job, (win, gap) in zip(jobs, results)]
        share = sum(g[2] for g in games) / len(games)  # share won by θ+
        margin = sum(g[3] for g in games) / len(games)
        diff = (1 - args.margin) * (2 * share - 1) + args.margin * math.tanh(margin / 5)
        for k in TUNED:
            theta[k] = clamp(k, theta[k] + a_k * scale[k] * diff * sign[k])
        line = {"iteration": it, "level": args.level, "a_k": round(a_k, 4), "c_k": round(c_k, 4), "score_plus": share,
                "margin_plus": margin, "diff": round(diff, 4), "games": games,
                "theta": {k: round(v, 4) for k, v in theta.items()}}
        print(json.dumps(line), flush=True)
        with open(args.log, "a") as f:
            f.write(json.dumps(line) + "\n")


if __name__ == "__main__":
    main()
