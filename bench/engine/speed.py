#!/usr/bin/env python3
"""Engine speed: complete random games, decisions and copies per second.

    python3 bench/engine/speed.py                 # defaults take roughly 30-60 s
    python3 bench/engine/speed.py --games2 20 --games4 5 --pyodide-games 5   # quick look
    python3 bench/engine/speed.py --no-pyodide     # CPython only

Uses only the public engine API: Game.new, is_over, legal_actions, apply, copy.
A random game picks uniformly among legal_actions() with random.Random(seed)
at every decision; game i uses seed SEED+i. The Pyodide row builds the wheel
from this work tree into a temporary folder and runs tests/site/pyodide/run_game.mjs
under Node (needs `npm ci` first).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import platform
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # the work tree's engine, installed or not

import tigris  # noqa: E402

TWO = ["archer", "bull"]
FOUR = ["archer", "bull", "pot", "lion"]
TARGET_GAMES_2P = 10.0
TARGET_DECISIONS = 3000.0


def play(players: list[str], seed: int, stop_after: int | None = None):
    """Play one random game; return (game, decisions). Stops early if asked."""
    rng = random.Random(seed)
    g = tigris.Game.new(players, seed=seed)
    decisions = 0
    while not g.is_over and (stop_after is None or decisions < stop_after):
        g.apply(rng.choice(g.legal_actions()))
        decisions += 1
    return g, decisions


def bench_games(players: list[str], games: int, seed: int) -> dict:
    total = 0
    start = time.perf_counter()
    for i in range(games):
        _, n = play(players, seed + i)
        total += n
    seconds = time.perf_counter() - start
    return {"games": games, "decisions": total, "seconds": seconds,
            "games_per_second": games / seconds, "decisions_per_second": total / seconds}


def bench_decisions(players: list[str], games: int, seed: int) -> dict:
    """Time only legal_actions() + apply(), not Game.new or the random choice."""
    total = 0
    spent = 0.0
    clock = time.perf_counter
    for i in range(games):
        rng = random.Random(seed + i)
        g = tigris.Game.new(players, seed=seed + i)
        while not g.is_over:
            t = clock()
            acts = g.legal_actions()
            t_acts = clock() - t
            choice = rng.choice(acts)
            t = clock()
            g.apply(choice)
            spent += t_acts + (clock() - t)
            total += 1
    return {"decisions": total, "seconds": spent, "decisions_per_second": total / spent}


def bench_copy(players: list[str], positions: int, copies: int, seed: int) -> dict:
    """copy() on positions halfway through random games."""
    games = []
    for i in range(positions):
        _, length = play(players, seed + i)
        g, _ = play(players, seed + i, stop_after=length // 2)
        games.append(g)
    per_position = max(1, copies // positions)
    start = time.perf_counter()
    for g in games:
        for _ in range(per_position):
            g.copy()
    seconds = time.perf_counter() - start
    n = per_position * len(games)
    return {"copies": n, "positions": len(games), "seconds": seconds, "copies_per_second": n / seconds}


def build_wheel(dest: Path) -> Path:
    cmd = [sys.executable, "-m", "pip", "wheel", str(REPO), "--no-deps", "--quiet", "-w", str(dest)]
    if importlib.util.find_spec("hatchling") is not None:
        cmd.insert(4, "--no-build-isolation")
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"building the wheel failed:\n{proc.stdout}{proc.stderr}")
    return next(dest.glob("tigris-*.whl"))


def bench_pyodide(players: list[str], games: int, seed: int) -> dict:
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is not on PATH")
    if not (REPO / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        raise RuntimeError("node_modules/pyodide is missing (run `npm ci`)")
    with tempfile.TemporaryDirectory(prefix="tigris-bench-") as tmp:
        wheel = build_wheel(Path(tmp))
        proc = subprocess.run(
            [node, str(REPO / "tests" / "site" / "pyodide" / "run_game.mjs"), str(wheel),
             "--games", str(games), "--seed", str(seed), "--players", ",".join(players)],
            capture_output=True, text=True, cwd=REPO)
    if proc.returncode != 0:
        raise RuntimeError(f"run_game.mjs failed:\n{proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def fmt_rate(x: float) -> str:
    return f"{x:,.0f}" if x >= 100 else f"{x:,.2f}"


def verdict(value: float, target: float) -> str:
    return f">= {target:,.0f}  {'ok' if value >= target else 'BELOW'}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games2", type=int, default=200, help="2-player games in CPython (default 200)")
    ap.add_argument("--games4", type=int, default=100, help="4-player games in CPython (default 100)")
    ap.add_argument("--decision-games", type=int, default=50,
                    help="2-player games timed call by call for decisions/s (default 50)")
    ap.add_argument("--copy-positions", type=int, default=20, help="mid-game positions to copy (default 20)")
    ap.add_argument("--copies", type=int, default=50000, help="copy() calls in all (default 50000)")
    ap.add_argument("--pyodide-games", type=int, default=100, help="2-player games in Pyodide (default 100)")
    ap.add_argument("--no-pyodide", action="store_true", help="skip the Pyodide row")
    ap.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    ap.add_argument("--json", action="store_true", help="also print all figures as one JSON line")
    args = ap.parse_args(argv)

    started = time.perf_counter()
    results: dict = {"python": platform.python_version()}
    rows: list[tuple[str, str, str, str]] = []

    r = results["cpython_2p"] = bench_games(TWO, args.games2, args.seed)
    rows.append(("2-player games/s (CPython)", f"{r['games']} games, {r['decisions'] / r['games']:.0f} dec/game",
                 fmt_rate(r["games_per_second"]), verdict(r["games_per_second"], TARGET_GAMES_2P)))
    cpython_2p = r["games_per_second"]

    r = results["cpython_4p"] = bench_games(FOUR, args.games4, args.seed)
    rows.append(("4-player games/s (CPython)", f"{r['games']} games, {r['decisions'] / r['games']:.0f} dec/game",
                 fmt_rate(r["games_per_second"]), ""))

    r = results["decisions_2p"] = bench_decisions(TWO, args.decision_games, args.seed)
    rows.append(("decisions/s, 2p (CPython)", f"{r['decisions']} legal_actions+apply",
                 fmt_rate(r["decisions_per_second"]), verdict(r["decisions_per_second"], TARGET_DECISIONS)))

    r = results["copy_2p"] = bench_copy(TWO, args.copy_positions, args.copies, args.seed)
    rows.append(("copy()/s, mid-game 2p", f"{r['copies']} copies of {r['positions']} positions",
                 fmt_rate(r["copies_per_second"]), ""))

    if not args.no_pyodide:
        try:
            r = results["pyodide_2p"] = bench_pyodide(TWO, args.pyodide_games, args.seed)
            rows.append((f"2-player games/s (Pyodide {r['python']})",
                         f"{r['games']} games, load {r['load_seconds']:.1f} s",
                         fmt_rate(r["games_per_second"]),
                         f"{cpython_2p / r['games_per_second']:.1f}x slower than CPython"))
        except RuntimeError as exc:
            results["pyodide_2p"] = {"error": str(exc)}
            rows.append(("2-player games/s (Pyodide)", "not run", "-", str(exc).splitlines()[0]))

    head = ("measure", "sample", "per second", "target / note")
    widths = [max(len(row[i]) for row in rows + [head]) for i in range(4)]
    print(f"Tigris engine benchmark: CPython {results['python']} on {platform.machine()}, first seed {args.seed}")
    line = lambda row: "  ".join([row[0].ljust(widths[0]), row[1].ljust(widths[1]),  # noqa: E731
                                  row[2].rjust(widths[2]), row[3]]).rstrip()
    print(line(head))
    print(line(tuple("-" * w for w in widths)))
    for row in rows:
        print(line(row))
    results["total_seconds"] = time.perf_counter() - started
    print(f"(total {results['total_seconds']:.1f} s)")
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
