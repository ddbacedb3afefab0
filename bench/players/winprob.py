#!/usr/bin/env python3
"""How often does a position of a given value win, by turns left? How decisive a lead is as the game ends.

    python3 bench/players/winprob.py --games 60 --out bench/scratch/winprob.jsonl     # play, then fit
    python3 bench/players/winprob.py --out bench/scratch/winprob.jsonl --fit-only

Plays the arena's games of medium against itself (seeds from ``--first-seed``), and at the
start of every turn notes the mover's ``evaluate`` in a world sampled as the
AI samples it (his own hand, the rest drawn), the turns left as the AI counts
them, and whether he went on to win (1), lose (0) or tie (0.5). Each finished
game is appended to ``--out`` and a rerun continues from it.

Then it fits ``P(win) = 1 / (1 + exp(-v / sqrt(a + b * t)))`` by the smallest
log-loss over a grid of ``a`` and ``b``, and prints the fit, the log-loss of a
spread that does not change with the turns left, and, per band of turns left,
the best constant spread (how the margin settles as the game nears its end).
The fit of 2026-11-27 (commit f78b436) was ``(0.5, 0.2)`` on the 120 games of
``bench/results/winprob-medium-selfplay.jsonl`` (the game review's chance to win, ``docs/review.md``): a one-point lead (in evaluation points) wins
~80% with no turn left and ~60% with thirty. Hard comparing its plans by such a
win chance (``(0.25, 0.3)``, from a first run on games set up apart from the
arena's) instead of their value played level with today's (branch
``win-chance``, docs/ai-journal.md).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
from collections import defaultdict
from typing import Callable, TypeVar

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

import arena  # noqa: E402
from tigris.ai.evaluate import evaluate, turns_left  # noqa: E402
from tigris.ai.sample import sample  # noqa: E402
from tigris.game import Game  # noqa: E402

T = TypeVar("T")

A_GRID = (0.25, 0.5, 1.0, 2.0, 3.0, 4.0, 6.0, 9.0, 12.0, 16.0, 25.0)
B_GRID = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)


def turn_starts(seed: int, note: Callable[[Game, int, random.Random], T],
                players: str = "medium:medium") -> list[tuple[int, T, float]]:
    """The arena's game ``seed`` of ``players`` (``A:B``, two players, seats as in the arena): at every turn
    start, ``note(game, mover, luck)`` of the real game, ``luck`` being a random source apart from the
    players' for the worlds the note samples; each with the mover and how the game ended for him (1 won,
    0 lost, 0.5 shared). ``bench/players/texel.py`` and ``bench/players/hands.py`` walk the games the same way."""
    a, b = players.split(":")
    game, levels, _, rng = arena.setup(a, b, seed, 2)
    luck = random.Random(seed)  # the samples' own draws, apart from the players'
    notes: list[tuple[int, T]] = []
    while not game.is_over:
        st = game.state
        if game.phase == "action" and st.actions_done == 0:
            notes.append((st.active, note(game, st.active, luck)))
        game.apply(arena.decide(levels[game.to_move_index], game, seed, rng, None))
    winners = game.result().winners
    out = []
    for p, noted in notes:
        name = game.state.players[p]
        out.append((p, noted, 0.5 if len(winners) > 1 and name in winners else 1.0 if name in winners else 0.0))
    return out


def play(seed: int) -> list[dict]:
    """A row per turn start, for the player to move: his evaluation, the turns left, his result."""
    def note(game: Game, p: int, luck: random.Random) -> tuple[float, float]:
        world = sample(game, p, luck)  # as the mover's AI would see it
        return evaluate(world, p), turns_left(world.state)

    noted = turn_starts(seed, note)
    return [{"seed": seed, "v": round(v, 4), "t": round(t, 3), "win": win} for _, (v, t), win in noted]


def loss(x: float, win: float) -> float:
    """The log-loss of the win chance 1 / (1 + exp(-x)) against the result ``win``."""
    p = min(max(1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x)))), 1e-9), 1 - 1e-9)
    return -(win * math.log(p) + (1 - win) * math.log(1 - p))


def log_loss(a: float, b: float, rows: list[dict]) -> float:
    return sum(loss(r["v"] / math.sqrt(a + b * r["t"]), r["win"]) for r in rows) / len(rows)


def fit(rows: list[dict]) -> tuple[float, float, float]:
    """The (a, b) of the grid with the smallest log-loss, and that loss."""
    return min(((a, b, log_loss(a, b, rows)) for a in A_GRID for b in B_GRID), key=lambda x: x[2])


def constant(rows: list[dict]) -> tuple[float, float]:
    """The spread (squared) that fits best when it does not change with the turns left, and its log-loss."""
    return min(((a, log_loss(a, 0.0, rows)) for a in A_GRID + (36.0, 49.0, 64.0)), key=lambda x: x[1])


def report(rows: list[dict]) -> None:
    a, b, loss = fit(rows)
    const = constant(rows)
    print(f"{len({r['seed'] for r in rows})} games, {len(rows)} turn starts")
    print(f"fit: SPREAD = ({a}, {b})   log-loss {loss:.4f}; a constant spread {const[0]}: {const[1]:.4f};"
          f" a coin: {math.log(2):.4f}")
    bands: dict[int, list[dict]] = defaultdict(list)
    for r in rows:
        bands[int(r["t"] // 4) * 4].append(r)
    print("turns left | turn starts | best constant spread^2 | log-loss")
    for t in sorted(bands):
        best = constant(bands[t])
        print(f"{t:>4}-{t + 4:<5} | {len(bands[t]):>11} | {best[0]:>22} | {best[1]:.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--first-seed", type=int, default=1000)
    ap.add_argument("--out", required=True, help="JSON lines, one per turn start; a rerun continues from it")
    ap.add_argument("--fit-only", action="store_true")
    args = ap.parse_args()
    rows = []
    if os.path.exists(args.out):
        with open(args.out) as f:
            rows = [json.loads(line) for line in f if line.strip()]
    if not args.fit_only:
        done = {r["seed"] for r in rows}
        with open(args.out, "a") as f:
            for seed in range(args.first_seed, args.first_seed + args.games):
                if seed in done:
                    continue
                new = play(seed)
                f.write("".join(json.dumps(r) + "\n" for r in new))
                f.flush()
                rows += new
                print(f"seed {seed}: {len(new)} turn starts", flush=True)
    if not rows:
        raise SystemExit("no games to fit")
    report(rows)


if __name__ == "__main__":
    main()
