"""bench/winprob.py: how often a position of a given value wins, the spread behind hard's win chance."""

from __future__ import annotations

import math
import pathlib
import random
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "bench"))

import winprob  # noqa: E402


def test_the_fit_finds_the_spread_the_games_were_drawn_with() -> None:
    rng = random.Random(0)
    rows = []
    for _ in range(6000):
        t = rng.uniform(0, 32)
        v = rng.gauss(0, 3)
        p = 1 / (1 + math.exp(-v / math.sqrt(1.0 + 0.5 * t)))
        rows.append({"v": v, "t": t, "win": 1.0 if rng.random() < p else 0.0})
    a, b, loss = winprob.fit(rows)
    assert 0.25 <= a <= 3.0 and 0.3 <= b <= 0.7
    assert loss < winprob.log_loss(1.0, 0.0, rows)  # a spread growing with the turns left explains more


def test_every_turn_start_is_marked_with_how_the_game_ended_for_its_mover() -> None:
    rows = winprob.play(1000)
    assert len(rows) > 20
    assert {r["win"] for r in rows} <= {0.0, 0.5, 1.0}
    # two players: each one's turn starts carry his result, so both results appear unless the game was tied
    assert {r["win"] for r in rows} in ({0.0, 1.0}, {0.5})
    assert rows[0]["t"] > rows[-1]["t"]  # the turns left run down as the game goes
    assert winprob.play(1000) == rows  # the same seed gives the same rows
