#!/usr/bin/env python3
"""Fit the evaluation's weights to who went on to win (Texel tuning), from stored positions.

    nice -n 10 python3 bench/players/texel.py --games 200 --out bench/scratch/texel.jsonl   # play, then fit
    python3 bench/players/texel.py --out bench/scratch/texel.jsonl --fit-only --export bench/scratch/texel.json

``bench/players/tune.py`` tunes the weights by playing games with each change (SPSA:
slow, and the games' luck is most of its signal). This is the other route,
the one chess engines call Texel tuning: play the games once, keep their
positions, then look for the weights under which ``evaluate`` best predicts
the winner, P(win) = 1 / (1 + exp(-v / sqrt(a + b * t))) with ``t`` the turns
left (the spread of ``bench/players/winprob.py``, fitted here too). Re-judging stored
positions costs no games, so thousands of positions can be read for every
step.

Games: the arena's games of medium against itself (``arena.setup``,
``arena.decide``), seeds from ``--first-seed``. At the start of every turn the
position is stored as the mover's AI would judge it: a world sampled from his
view (his own hand, the rest drawn). One JSON line per game (its positions
and the outcome for each mover) goes to ``--out``, so a stopped run
continues; the file is scratch (``bench/scratch/`` is not committed).

Fit: the games are split by seed, four in five to fit and one in five held
out, and the log-loss of both is printed before and after: a fit that only
lowers the first has learnt the games' luck, not the game. The search is
coordinate descent over ``tune.TUNED`` (steps of 20%, 10%, 5% of each weight,
signs and caps as ``bench/players/tune.py`` keeps them). ``--export`` writes the
weights as a file that ``bench/players/arena.py`` gives a level (``hard=FILE``), so
that they are checked in games before anyone adopts them.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

from tigris.ai.evaluate import WEIGHTS, evaluate, turns_left  # noqa: E402
from tigris.ai.sample import sample  # noqa: E402
from tigris.game import Game  # noqa: E402
from tigris.model import Position  # noqa: E402
from tigris.options import Options  # noqa: E402
from tigris.position import game_at, position_of  # noqa: E402
from tune import TUNED, clamp  # noqa: E402
from winprob import loss, turn_starts  # noqa: E402

SPREAD = (0.5, 0.2)  # bench/players/winprob.py's fit: the start of the search
STEPS = (0.2, 0.1, 0.05)


def play(seed: int) -> dict:
    """The arena's game ``seed`` of medium against itself: every turn start as its mover would judge it."""
    noted = turn_starts(seed, lambda game, p, luck: position_of(sample(game, p, luck)).to_dict())
    return {"seed": seed, "rows": [{"player": p, "win": win, "position": pos} for p, pos, win in noted]}


def load(path: str) -> list[dict]:
    if not os.path.exists(path):
        return []
    out = []
    with open(path) as f:
        for line in f:
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                pass  # a line cut short by a stop
    return out


Sample = tuple[Game, int, float, float]  # the position, the mover, turns left, the outcome for him


def positions(games: list[dict]) -> list[Sample]:
    out = []
    for g in games:
        for r in g["rows"]:
            game = game_at(Position.from_dict(r["position"]), Options())
            out.append((game, r["player"], turns_left(game.state), r["win"]))
    return out


def log_loss(samples: list[Sample], w: dict[str, float], a: float, b: float) -> float:
    total = 0.0
    for game, p, t, win in samples:
        total += loss(evaluate(game, p, w) / math.sqrt(max(1e-6, a + b * t)), win)
    return total / max(1, len(samples))


def fit(train: list[Sample], held: list[Sample], rounds: int) -> tuple[dict[str, float], float, float]:
    """Coordinate descent from today's weights: each weight (and the spread's a, b) moved while the loss falls."""
    w = dict(WEIGHTS)
    a, b = SPREAD
    best = log_loss(train, w, a, b)
    print(f"start: train {best:.4f}  held out {log_loss(held, w, a, b):.4f}", flush=True)
    for step in STEPS:
        for r in range(rounds):
            moved = False
            for k in ("spread_a", "spread_b") + TUNED:
                for sign in (1, -1):
                    while True:
                        if k == "spread_a":
                            na, nb, nw = a * (1 + sign * step), b, w
                        elif k == "spread_b":
                            na, nb, nw = a, max(0.0, b * (1 + sign * step)) or 0.01, w
                        else:
                            nw = dict(w)
                            nw[k] = clamp(k, w[k] * (1 + sign * step))
                            na, nb = a, b
                            if nw[k] == w[k]:
                                break
                        loss = log_loss(train, nw, na, nb)
                        if loss < best - 1e-6:
                            best, w, a, b, moved = loss, nw, na, nb, True
                        else:
                            break
            print(f"step {step:.2f} round {r + 1}: train {best:.4f}  held out {log_loss(held, w, a, b):.4f}"
                  f"  spread ({a:.3f}, {b:.3f})", flush=True)
            if not moved:
                break
    return w, a, b


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--first-seed", type=int, default=2000)
    ap.add_argument("--out", required=True, help="JSON lines, one game each; a rerun continues from it")
    ap.add_argument("--fit-only", action="store_true")
    ap.add_argument("--rounds", type=int, default=3, help="passes over the weights at each step size")
    ap.add_argument("--export", help="write the fitted weights here (bench/players/arena.py: hard=FILE)")
    args = ap.parse_args()
    games = load(args.out)
    if not args.fit_only:
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        done = {g["seed"] for g in games}
        with open(args.out, "a") as f:
            for seed in range(args.first_seed, args.first_seed + args.games):
                if seed in done:
                    continue
                g = play(seed)
                f.write(json.dumps(g) + "\n")
                f.flush()
                games.append(g)
                print(f"seed {seed}: {len(g['rows'])} turn starts", flush=True)
    if not games:
        raise SystemExit("no games to fit")
    train = positions([g for g in games if g["seed"] % 5])
    held = positions([g for g in games if g["seed"] % 5 == 0])
    print(f"{len(games)} games: {len(train)} positions to fit, {len(held)} held out")
    w, a, b = fit(train, held, args.rounds)
    print("weights (today's -> fitted):")
    for k in TUNED:
        print(f"  {k:15} {WEIGHTS[k]:8.4f} -> {w[k]:8.4f}")
    print(f"  spread        ({SPREAD[0]}, {SPREAD[1]}) -> ({a:.3f}, {b:.3f})")
    if args.export:
        with open(args.export, "w") as f:
            json.dump({k: round(w[k], 4) for k in TUNED}, f, indent=1, sort_keys=True)
            f.write("\n")
        print(f"written to {args.export}")


if __name__ == "__main__":
    main()
