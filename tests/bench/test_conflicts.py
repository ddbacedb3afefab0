"""bench/players/conflicts.py replays an arena game and reads each conflict's hands: what the reading of players' temples rests on."""

from __future__ import annotations

import ast
import json
import pathlib
import subprocess
import sys

BENCH = pathlib.Path(__file__).resolve().parents[2] / "bench" / "players"


def test_the_replayed_games_are_the_arena_s_and_every_conflict_is_read(tmp_path: pathlib.Path) -> None:
    out = tmp_path / "easy.jsonl"
    subprocess.run([sys.executable, str(BENCH / "arena.py"), "--games", "2", "--workers", "1", "--pairs",
                    "easy:easy", "--out", str(out)], capture_output=True, check=True)
    games = {g["seed"]: g for g in map(json.loads, out.read_text().splitlines())}
    printed = subprocess.run([sys.executable, str(BENCH / "conflicts.py"), "--pair", "easy:easy", "--seeds", "0", "1",
                              "--each"], capture_output=True, text=True, check=True).stdout
    rows = [ast.literal_eval(line) for line in printed.splitlines() if line.startswith("{")]
    for seed, game in games.items():
        for side in ("a", "b"):
            mine = [r for r in rows if r["seed"] == seed and r["by"] == side]
            assert len(mine) == game[f"stats_{side}"]["attacks"]
            assert sum(r["won"] for r in mine) == game[f"stats_{side}"]["attacks_won"]
            # every tile a side committed, attacking or defending, is in the rows
            theirs = [r for r in rows if r["seed"] == seed and r["by"] != side]
            committed = sum(r["attacker_commit"] for r in mine) + sum(r["defender_commit"] for r in theirs)
            assert committed == game[f"stats_{side}"]["committed"]
    assert not any(r["short"] and r["won"] for r in rows)
    assert {r["kind"] for r in rows} == {"revolt", "war"}
    assert all(0 <= r["expected"] <= 6 and 0 <= r["defender_has"] <= 6 for r in rows)
    assert "defender's: real / expected / committed" in printed


def test_an_arena_file_is_read_move_for_move_and_the_attackers_odds_are_printed(tmp_path: pathlib.Path) -> None:
    out = tmp_path / "easy.jsonl"
    subprocess.run([sys.executable, str(BENCH / "arena.py"), "--games", "2", "--workers", "1", "--pairs",
                    "easy:easy", "--out", str(out)], capture_output=True, check=True)
    replayed = subprocess.run([sys.executable, str(BENCH / "conflicts.py"), "--pair", "easy:easy", "--seeds", "0", "1",
                               "--each"], capture_output=True, text=True, check=True).stdout
    read = subprocess.run([sys.executable, str(BENCH / "conflicts.py"), "--games", str(out), "--against", "easy",
                           "--each", "--odds", "--worlds", "20"], capture_output=True, text=True, check=True).stdout
    again = [ast.literal_eval(line) for line in replayed.splitlines() if line.startswith("{")]
    rows = [ast.literal_eval(line) for line in read.splitlines() if line.startswith("{")]
    # the same conflicts, in the same order, as playing the games again gives
    assert [{k: v for k, v in r.items() if k not in ("imagined", "spent")} for r in rows] == again
    assert rows and all(0.0 <= r["imagined"] <= 1.0 for r in rows)
    # and split by the temples the defender had committed attacking revolts (easy commits some, or none)
    assert {r["spent"] for r in rows} <= {"none", "1-3", "4+"}
    assert all(f"spent {band}" in read for band in {r["spent"] for r in rows})
    # a conflict the attacker's worlds call certain, or hopeless, came out that way only if the hands allowed it
    assert all(r["won"] for r in rows if r["gap"] + r["attacker_commit"] > r["defender_has"])
    assert "the attacker's chance to win once committed" in read and "imagined" in read


def test_a_file_without_the_opponent_is_refused(tmp_path: pathlib.Path) -> None:
    out = tmp_path / "empty.jsonl"
    out.write_text("")
    done = subprocess.run([sys.executable, str(BENCH / "conflicts.py"), "--games", str(out)],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "no two-player games" in done.stderr


def test_the_deals_of_another_file_pick_the_same_deals_from_this_one(tmp_path: pathlib.Path) -> None:
    both, one = tmp_path / "both.jsonl", tmp_path / "one.jsonl"
    subprocess.run([sys.executable, str(BENCH / "arena.py"), "--games", "2", "--workers", "1", "--pairs",
                    "easy:easy", "--out", str(both)], capture_output=True, check=True)
    one.write_text(both.read_text().splitlines()[1] + "\n")  # seed 1 only
    run = [sys.executable, str(BENCH / "conflicts.py"), "--each", "--games"]
    picked = subprocess.run(run + [str(both), "--like", str(one)], capture_output=True, text=True, check=True).stdout
    alone = subprocess.run(run + [str(one)], capture_output=True, text=True, check=True).stdout
    everything = subprocess.run(run + [str(both)], capture_output=True, text=True, check=True).stdout
    assert picked == alone != everything
    assert {ast.literal_eval(line)["seed"] for line in picked.splitlines() if line.startswith("{")} == {1}
    other = tmp_path / "other.jsonl"
    other.write_text(json.dumps(dict(json.loads(one.read_text()), seed=99)) + "\n")
    refused = subprocess.run(run + [str(both), "--like", str(other)], capture_output=True, text=True)
    assert refused.returncode != 0 and f"of the deals in {other}" in refused.stderr
