"""bench/players/speed.py times hard and tells whether a change kept its decisions: what a speed-up is judged by."""

from __future__ import annotations

import pathlib

BENCH = pathlib.Path(__file__).resolve().parents[2] / "bench" / "players"


def test_the_same_player_decides_alike_and_a_different_one_is_caught(monkeypatch) -> None:
    monkeypatch.syspath_prepend(str(BENCH))  # bench/players/ on the path only for this test
    import speed

    games = speed.positions([5], every=20, limit=3)
    assert len(games) == 3 and all(g.phase == "action" for g in games)

    def first(game, seed):  # a quick stand-in for a level: the first legal action
        return game.legal_actions()[0]

    def last(game, seed):
        return game.legal_actions()[-1]

    alike = speed.compare(games, first, first, rounds=2)
    assert alike["same"] and len(alike["rounds"]) == 2 and alike["ratio"] > 0
    assert not speed.compare(games, first, last, rounds=1)["same"]
