"""bench/players/plans.py replays every plan hard raced in many worlds: what the reading of the search as saturated rests on."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

BENCH = pathlib.Path(__file__).resolve().parents[2] / "bench" / "players"


def run(*args: str) -> str:
    return subprocess.run([sys.executable, str(BENCH / "plans.py"), "--seeds", "200", "--moves", "10", "--worlds", "3",
                           "--iterations", "16", *args], capture_output=True, text=True, check=True).stdout


def test_each_search_s_choice_is_measured_against_every_plan_either_search_raced() -> None:
    printed = run("--wide", "10,3,16")
    rows = [json.loads(line) for line in printed.splitlines() if line.startswith("{")]
    assert len(rows) == 1
    row = rows[0]
    assert row["move"] == 10 and row["plans"] >= 2
    # losses are measured from the best plan of both sets: never negative, and the chosen action began a plan
    assert row["loss"] is not None and row["loss"] >= 0
    assert row["loss_wide"] is not None and row["loss_wide"] >= 0
    assert row["gap"] >= 0
    assert "mean loss: " in printed and "mean gap: " in printed


def test_the_same_seeds_give_the_same_figures() -> None:
    assert run() == run()
