#!/usr/bin/env python3
"""Loading speed: reading records (with the replay check) and diagrams, and refusing huge ones.

    python3 bench/engine/load.py            # a few seconds

Rows:

* a finished random game's record, read with ``verify=True`` (its moves replayed);
* long legal records (leaders placed, moved and withdrawn, revolts, turns
  ended: a game that never ends) of 1,000 and
  ``MAX_ACTIONS`` moves, read with ``verify=True``;
* a record of 60,000 moves (about 1 MB as JSON), refused before any replay;
* ``parse_json`` of that 1 MB text, and of 100,000 nested lists (refused);
* a full-board diagram read.

Each figure is the best of several runs, in milliseconds.
``node bench/engine/load_pyodide.mjs .`` runs the same script inside Pyodide (Node).

Measured 2026-11-24 on the shared 2-core machine (busy):

    row                                          CPython 3.11   Pyodide 3.14 (Node)
    finished random game, 168 moves, verify          3.8            6.5
    legal record of 1000 moves, verify              47.5          116.9
    legal record of 5000 (MAX_ACTIONS), verify     236.3 *        426.6
    record of 60,000 moves, refused                  0.0            0.0
    parse_json of 100,000 nested lists, refused      0.1            0.1
    a full board's diagram read                      0.3            0.6

    * 10,000 moves took 444 ms; MAX_ACTIONS was then lowered to 5,000.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # the work tree's engine, installed or not

import tigris  # noqa: E402
from tigris.actions import GREEN, Commit, EndTurn, PlaceLeader, Withdraw  # noqa: E402
from tigris.record import MAX_ACTIONS, from_record  # noqa: E402


def best_ms(fn: Callable[[], Any], runs: int = 5) -> float:
    best = float("inf")
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best * 1000


def finished_game(seed: int) -> tigris.Game:
    game = tigris.Game.new(["archer", "bull", "pot"], seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def leaders_only(moves: int, seed: int = 1) -> tigris.Game:
    """A legal game of ``moves`` leader moves, revolts and ended turns.

    No tile is placed, no trader collects treasures and nobody commits tiles
    to a revolt, so the game never ends and can be made as long as wanted.
    """
    game = tigris.Game.new(["archer", "bull"], seed=seed)
    rng = random.Random(seed)
    while len(game.history) < moves:
        legal = game.legal_actions()
        options = [a for a in legal if isinstance(a, (Withdraw, EndTurn))
                   or isinstance(a, PlaceLeader) and a.colour != GREEN] or [Commit(0)]
        game.apply(rng.choice(options))
    assert not game.is_over
    return game


def refuse(record: dict[str, Any]) -> None:
    try:
        from_record(record, verify=True)
    except tigris.RecordError as e:
        assert e.code == "too_many_actions"
        return
    raise AssertionError("a record of 60,000 moves was read")


def main() -> None:
    rows: list[tuple[str, float]] = []
    game = finished_game(3)
    record = json.loads(json.dumps(tigris.to_record(game)))
    rows.append((f"finished random game, {len(game.history)} moves, verify", best_ms(
        lambda: from_record(record, verify=True))))
    rows.append((f"same, without the replay", best_ms(lambda: from_record(record))))
    for n in (1000, MAX_ACTIONS):
        long = json.loads(json.dumps(tigris.to_record(leaders_only(n))))
        rows.append((f"legal record of {n} moves, verify", best_ms(lambda: from_record(long, verify=True), 3)))
    huge = dict(record, actions=["end"] * 60_000)
    text = json.dumps(huge)
    rows.append((f"record of 60,000 moves ({len(text) / 1e6:.1f} MB), refused", best_ms(lambda: refuse(huge))))
    rows.append((f"parse_json of that text", best_ms(lambda: tigris.parse_json(text))))
    nested = "[" * 100_000 + "]" * 100_000

    def deep() -> None:
        try:
            tigris.parse_json(nested)
        except tigris.LoadError:
            return
        raise AssertionError("100,000 nested lists were read")
    rows.append(("parse_json of 100,000 nested lists, refused", best_ms(deep)))
    diagram = tigris.to_diagram(game)
    rows.append(("a full board's diagram read", best_ms(lambda: tigris.from_diagram(diagram))))
    width = max(len(r[0]) for r in rows)
    python = ("Pyodide, Python " if sys.platform == "emscripten" else "CPython ") + sys.version.split()[0]
    print(f"{python:<{width}}  best of runs, ms")
    for label, ms in rows:
        print(f"{label:<{width}}  {ms:8.1f}")


if __name__ == "__main__":
    main()
