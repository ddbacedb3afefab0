"""bench/players/texel.py: the evaluation's weights fitted to who won, from stored positions (Texel tuning).

Run as a script, as the bench's tools run (each imports its neighbours in ``bench/players/`` by name)."""

from __future__ import annotations

import json
import pathlib
import re
import subprocess
import sys

import tigris
from tigris.ai.evaluate import WEIGHTS
from tigris.model import Position
from tigris.options import Options
from tigris.position import game_at

TEXEL = pathlib.Path(__file__).resolve().parents[2] / "bench" / "players" / "texel.py"


def run(*args: str) -> str:
    return subprocess.run([sys.executable, str(TEXEL), *args], capture_output=True, text=True, check=True).stdout


def test_a_game_is_stored_turn_by_turn_as_its_movers_saw_it_and_fits_like_the_rulebook_scores(
        tmp_path: pathlib.Path) -> None:
    out = tmp_path / "games.jsonl"
    printed = run("--games", "1", "--first-seed", "2000", "--out", str(out), "--rounds", "1")
    games = [json.loads(line) for line in out.read_text().splitlines()]
    assert [g["seed"] for g in games] == [2000]
    rows = games[0]["rows"]
    assert len(rows) > 20
    assert {r["win"] for r in rows} in ({0.0, 1.0}, {0.5})  # each mover's own result
    first = game_at(Position.from_dict(rows[0]["position"]), Options())
    fresh = tigris.Game.new(["archer", "bull"], seed=2000, first="archer")
    assert first.state.tile == fresh.state.tile  # the opening position, before any tile is placed
    assert first.state.hands[rows[0]["player"]] == fresh.state.hands[rows[0]["player"]]  # the mover's own hand
    assert "start: train" in printed and "weights (today's -> fitted)" in printed
    assert "seed 2000" not in run("--games", "1", "--first-seed", "2000", "--out", str(out), "--rounds", "1")


def test_when_temples_in_hand_decide_the_games_the_fit_values_them_more(tmp_path: pathlib.Path) -> None:
    """Positions of a real game, relabelled: the mover wins exactly when he holds more temples than the other."""
    out = tmp_path / "games.jsonl"
    run("--games", "1", "--first-seed", "2001", "--out", str(out), "--rounds", "1")
    game = json.loads(out.read_text())
    relabelled = []
    for seed in range(2001, 2011):  # the same positions as ten games, so some are held out (seeds ending 0, 5)
        rows = []
        for r in game["rows"]:
            hands = r["position"]["hands"]
            mine = hands[r["position"]["players"][r["player"]]].count("r")
            theirs = max(h.count("r") for name, h in hands.items()
                         if name != r["position"]["players"][r["player"]])
            rows.append(dict(r, win=1.0 if mine > theirs else 0.0 if mine < theirs else 0.5))
        relabelled.append({"seed": seed, "rows": rows})
    data = tmp_path / "temples.jsonl"
    data.write_text("".join(json.dumps(g) + "\n" for g in relabelled))
    weights = tmp_path / "fitted.json"
    printed = run("--out", str(data), "--fit-only", "--rounds", "2", "--export", str(weights))
    start = re.search(r"start: train ([\d.]+)", printed)
    assert start, printed
    last = re.findall(r"train ([\d.]+)  held out", printed)[-1]
    assert float(last) < float(start.group(1))
    fitted = json.loads(weights.read_text())
    assert fitted["hand_red"] > WEIGHTS["hand_red"] * 1.5  # today's weight of a temple in hand, raised well above it
