"""bench/players/winprob.py: how often a position of a given value wins, by turns left (how decisive a lead is at the end).

Run as a script, as the bench's tools run (each imports its neighbours in ``bench/players/`` by name)."""

from __future__ import annotations

import json
import math
import pathlib
import random
import re
import subprocess
import sys

WINPROB = pathlib.Path(__file__).resolve().parents[2] / "bench" / "players" / "winprob.py"


def run(*args: str) -> str:
    return subprocess.run([sys.executable, str(WINPROB), *args], capture_output=True, text=True, check=True).stdout


def test_the_fit_finds_the_spread_the_games_were_drawn_with(tmp_path: pathlib.Path) -> None:
    rng = random.Random(0)
    rows = []
    for _ in range(6000):
        t = rng.uniform(0, 32)
        v = rng.gauss(0, 3)
        p = 1 / (1 + math.exp(-v / math.sqrt(1.0 + 0.5 * t)))
        rows.append({"seed": 0, "v": v, "t": t, "win": 1.0 if rng.random() < p else 0.0})
    out = tmp_path / "rows.jsonl"
    out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    printed = run("--out", str(out), "--fit-only")
    found = re.search(r"SPREAD = \(([\d.]+), ([\d.]+)\)\s+log-loss ([\d.]+); a constant spread [\d.]+: ([\d.]+)", printed)
    assert found, printed
    a, b, loss, constant = map(float, found.groups())
    assert 0.25 <= a <= 3.0 and 0.3 <= b <= 0.7
    assert loss < constant  # a spread growing with the turns left explains more


def test_every_turn_start_is_marked_with_how_the_game_ended_for_its_mover(tmp_path: pathlib.Path) -> None:
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    run("--games", "1", "--first-seed", "1000", "--out", str(first))
    rows = [json.loads(line) for line in first.read_text().splitlines()]
    assert len(rows) > 20
    # two players: each one's turn starts carry his result, so both results appear unless the game was tied
    assert {r["win"] for r in rows} in ({0.0, 1.0}, {0.5})
    assert rows[0]["t"] > rows[-1]["t"]  # the turns left run down as the game goes
    run("--games", "1", "--first-seed", "1000", "--out", str(second))
    assert second.read_text() == first.read_text()  # the same seed gives the same rows
    assert "seed 1000" not in run("--games", "1", "--first-seed", "1000", "--out", str(first))  # a rerun continues
