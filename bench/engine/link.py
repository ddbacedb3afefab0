#!/usr/bin/env python3
"""How long a game's link is: 20 seeded whole two-player games against the 1,500-character target.

    python3 bench/engine/link.py               # about a minute on the shared machine
    python3 bench/engine/link.py --games 5     # fewer games

Each game is played to its end by the ``easy`` computer on every seat (seed
``n`` for the bag and the computer), and its link is made as the page makes
it for play by link (a computer seat, a game id, the speed), then opened
again, which must give the identical game. Printed: each game's moves, the
link's length in characters and the time to make and to open it; then the
median and the largest length against the target. Three- and four-player
games follow for information.

Measured 2026-11-24 on the shared 2-core machine (busy), ``easy`` level:

    players  games  moves (median)  link chars: median  max   target
    2        20     168             232                  273   1500
    3        5      205             252                  259
    4        5      201             251                  257

    making a link takes 50-100 ms and opening one 40-80 ms in CPython, about
    100 ms and 75 ms in Pyodide under Node (the same script, four games); the
    page's address and the parameter's name add some 40 characters more.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import tigris  # noqa: E402
from tigris.ai import choose_action  # noqa: E402
from tigris.link import Link, decode, encode  # noqa: E402

TARGET = 1500
DYNASTIES = ["archer", "bull", "pot", "lion"]


def whole_game(seed: int, players: int, level: str) -> tigris.Game:
    game = tigris.Game.new(DYNASTIES[:players], seed=seed)
    while not game.is_over:
        game.apply(choose_action(game, level, seed=seed))
    return game


def measure(players: int, games: int, level: str, first_seed: int) -> list[int]:
    lengths = []
    print(f"\n{players} players, {games} games, level {level}")
    print(f"{'seed':>6} {'moves':>6} {'chars':>6} {'make ms':>8} {'open ms':>8}")
    for seed in range(first_seed, first_seed + games):
        game = whole_game(seed, players, level)
        t0 = time.perf_counter()
        text = encode(Link(game, computers={DYNASTIES[1]: level}, game_id=f"bench{seed:05d}", speed="fast"))
        t1 = time.perf_counter()
        opened = decode(text)
        t2 = time.perf_counter()
        if tigris.to_record(opened.game) != tigris.to_record(game):
            raise SystemExit(f"seed {seed}: the link did not open the same game")
        lengths.append(len(text))
        print(f"{seed:>6} {len(game.history):>6} {len(text):>6} {1000 * (t1 - t0):>8.1f} {1000 * (t2 - t1):>8.1f}")
    print(f"median {statistics.median(lengths):.0f} characters, max {max(lengths)}"
          + (f" (target: at most {TARGET}: {'met' if max(lengths) <= TARGET else 'MISSED'})" if players == 2 else ""))
    return lengths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20, help="two-player games (default 20)")
    parser.add_argument("--others", type=int, default=5, help="three- and four-player games each (default 5)")
    parser.add_argument("--level", default="easy", choices=("easy", "medium"))
    args = parser.parse_args()
    two = measure(2, args.games, args.level, 1)
    for players in (3, 4):
        if args.others:
            measure(players, args.others, args.level, 1)
    if max(two) > TARGET:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
