#!/usr/bin/env python3
"""How well does the AI's imagined other hand match the real one? Temples above all.

    python3 bench/players/hands.py --games 20                            # today's sampler, rivals playing medium
    python3 bench/players/hands.py --games 20 --players greedy:greedy    # rivals like the greedy stand-in
    python3 bench/players/hands.py --games 20 --sampler NAME             # a frozen copy's sampler (bench/players/freeze.py)
    python3 bench/players/hands.py --games 20 --sampler truth            # the ceiling: log-likelihood 0
    python3 bench/players/hands.py --games 20 --careful                  # hard's worlds where it judges attacks

A probe that sees the rivals' hands won every game against medium (docs/ai-journal.md, "What the probes say is left"), so what the AI
believes about them is what to improve. This plays the arena's games (``--players A:B``, seats as in the
arena), and at every turn start, for the player to move, draws ``--worlds`` worlds as his AI draws them
(``sample``) and compares each rival's imagined number of temples with his real one. It prints, per game
and in all: the mean log-likelihood of the real count under the imagined ones (higher is better; counts
never imagined get half a world), the mean absolute error of the imagined mean, and the imagined mean
against the real mean (a sampler that draws uniformly misses a rival who hoards temples, or one who plays
them). A belief is better than another when its log-likelihood is higher on the same games, against each
kind of rival: only then is it worth an arena run.

It also reads the rivals' open leaders (``tigris.ai.careful``): wherever a rival has leaders the mover could
revolt against, how often his real hand holds the temples that would make them safe, against how often the
imagined hands do. A calibrated belief imagines them as often as they are there; ``--careful`` draws the
worlds as hard does where it judges attacks (``sample(..., careful=True)``), which should move the imagined
share towards the real one against a careful rival and costs against a careless one (docs/ai-journal.md, "What worked").
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
from typing import Callable

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

from tigris.ai.careful import temples_needed  # noqa: E402
from tigris.game import Game  # noqa: E402
from tigris.names import RED  # noqa: E402
from freeze import players  # noqa: E402
from winprob import turn_starts  # noqa: E402

Sampler = Callable[[Game, int, random.Random], Game]
# Per rival hand: log-likelihood of his real temples, the imagined mean, the real count, and where the mover
# could revolt against his leaders the temples that would make them safe (else 0), whether he holds them, and
# the share of the imagined hands that do.
Row = tuple[float, float, int, int, bool, float]


def truth(game: Game, player: int, rng: random.Random) -> Game:
    """The real game: the ceiling a belief is read against (``--sampler truth``; never a player's)."""
    return game.copy()


def sampler(name: str, careful: bool = False) -> Sampler:
    """Today's ``tigris.ai.sample.sample``, a frozen copy's, or ``truth``; ``careful``: as hard draws the worlds
    where it judges attacks."""
    if name == "truth":
        return truth
    module = players(name or None, "sample")
    if careful:
        return lambda game, player, rng: module.sample(game, player, rng, careful=True)
    return module.sample


def judge(game: Game, mover: int, draw: Sampler, worlds: int, rng: random.Random) -> list[Row]:
    """Per rival of ``mover``: a ``Row``."""
    st = game.state
    need = temples_needed(game, mover)
    counts: dict[int, list[int]] = {p: [] for p in range(len(st.players)) if p != mover}
    for _ in range(worlds):
        w = draw(game, mover, rng)
        for p in counts:
            counts[p].append(w.state.hands[p][RED])
    out = []
    for p, seen in counts.items():
        real = st.hands[p][RED]
        hits = sum(1 for x in seen if x == real)
        n = need.get(p, 0)
        out.append((math.log(max(hits, 0.5) / worlds), sum(seen) / worlds, real, n, real >= n,
                    sum(1 for x in seen if x >= n) / worlds))
    return out


def play(seed: int, players: str, draw: Sampler, worlds: int) -> list[Row]:
    """Every rival hand at every turn start of the arena's game ``seed`` of ``players``."""
    noted = turn_starts(seed, lambda game, mover, luck: judge(game, mover, draw, worlds, luck), players)
    return [row for _, rows, _ in noted for row in rows]


def summary(rows: list[Row]) -> str:
    n = len(rows)
    ll = sum(r[0] for r in rows) / n
    err = sum(abs(r[1] - r[2]) for r in rows) / n
    imagined = sum(r[1] for r in rows) / n
    real = sum(r[2] for r in rows) / n
    return (f"{n} rival hands: log-likelihood {ll:.3f}, mean error {err:.2f} temples,"
            f" imagined {imagined:.2f} against real {real:.2f} temples a hand")


def open_leaders(rows: list[Row]) -> list[str]:
    """Per number of temples needed (3 and more together): how often the rival held them, really and imagined."""
    lines = []
    for n in (1, 2, 3):
        at = [r for r in rows if r[3] and min(r[3], 3) == n]
        if at:
            real = sum(r[4] for r in at) / len(at)
            imagined = sum(r[5] for r in at) / len(at)
            lines.append(f"open leaders needing {n}{'+' if n == 3 else ''} temples: {len(at)} rival hands,"
                         f" held them {real:.2f}, imagined {imagined:.2f}")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--first-seed", type=int, default=700)
    ap.add_argument("--players", default="medium:medium", help="A:B as in the arena (two players)")
    ap.add_argument("--worlds", type=int, default=200)
    ap.add_argument("--sampler", default="",
                    help="a frozen copy's name (bench/players/frozen/NAME), or truth; today's if empty")
    ap.add_argument("--careful", action="store_true", help="draw as hard does where it judges attacks")
    args = ap.parse_args()
    draw = sampler(args.sampler, args.careful)
    everything: list[Row] = []
    for seed in range(args.first_seed, args.first_seed + args.games):
        rows = play(seed, args.players, draw, args.worlds)
        everything += rows
        print(f"seed {seed}: {summary(rows)}", flush=True)
    kind = (args.sampler or "today") + (", careful" if args.careful else "")
    print(f"all {args.games} games ({args.players}, sampler {kind}): {summary(everything)}")
    for line in open_leaders(everything):
        print(line)


if __name__ == "__main__":
    main()
