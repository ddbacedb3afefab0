"""bench/players/reply.py measures hard's imagined rival against a careful one: what the sharper quick reply rests on."""

from __future__ import annotations

import pathlib

BENCH = pathlib.Path(__file__).resolve().parents[2] / "bench" / "players"


def test_a_pool_holding_every_move_loses_nothing_and_a_pool_of_the_worst_loses_the_difference(monkeypatch) -> None:
    monkeypatch.syspath_prepend(str(BENCH))  # bench/players/ on the path only for this test
    import reply

    found = reply.positions(7, every=12)
    assert len(found) >= 3
    values_of = {id(world): values for world, values in found}
    assert reply.measure(found, lambda g, rng, width: list(values_of[id(g)]))["loss"] == 0  # every move

    def worst(g, rng, width):
        values = values_of[id(g)]
        return [min(values, key=values.__getitem__)]
    report = reply.measure(found, worst)
    expected = sum(max(v.values()) - min(v.values()) for _, v in found) / len(found)
    assert abs(report["loss"] - expected) < 1e-9 and report["loss"] > 0
    assert abs(sum(report["by_kind"].values()) - report["loss"]) < 1e-9
