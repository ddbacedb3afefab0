"""A game as data: a ``Setup`` and a ``Position`` (tigris/model.py), and the two codecs over them.

A record and a diagram are two spellings of the same values, read by one
reader (``position.game_at``), so what one writes the other reads back. The
files in ``tests/engine/saved/`` were written by the engine before these
values existed: old saves and links must still load, and write back the same.
"""

from __future__ import annotations

import json
import pathlib

import pytest

import tigris
from tigris.position import game_at, position_of

SAVED = pathlib.Path(__file__).parent / "saved"


def played(seed: int = 3, moves: int = 40) -> tigris.Game:
    game = tigris.Game.new(["archer", "bull", "lion"], seed=seed, options={"treasure_timing": "end_of_turn"})
    for _ in range(moves):
        actions = game.legal_actions()
        game.apply(actions[(seed * 7919 + len(game.history) * 31) % len(actions)])
    return game


def test_the_record_is_made_of_the_setup_and_the_position() -> None:
    game = played()
    record = tigris.to_record(game)
    assert game.setup is not None
    assert record["setup"] == game.setup.to_dict()
    assert record["state"] == position_of(game).to_dict()
    assert record["actions"] == game.history and record["start"] is None


def test_the_same_setup_deals_the_same_game() -> None:
    setup = tigris.Setup(("pot", "lion"), seed=12, options=tigris.Options(board="advanced"), first="lion")
    one, two = tigris.Game.deal(setup), tigris.Game.new(["pot", "lion"], seed=12, options={"board": "advanced"},
                                                        first="lion")
    assert one.setup == two.setup == setup
    assert position_of(one) == position_of(two)


def test_a_setup_without_a_start_player_draws_one_and_remembers_it() -> None:
    game = tigris.Game.deal(tigris.Setup(("archer", "bull"), seed=4))
    assert game.setup is not None and game.setup.first == game.active
    assert tigris.Game.deal(game.setup).active == game.active


def test_a_game_read_back_from_its_record_stands_where_it_stood() -> None:
    game = played()
    again = tigris.from_record(json.loads(json.dumps(tigris.to_record(game))), verify=True)
    assert position_of(again) == position_of(game)
    assert again.setup == game.setup and again.history == game.history


def test_a_position_is_the_same_whether_read_from_a_record_or_a_diagram() -> None:
    game = played(seed=8, moves=30)
    while game.phase != "action":
        game.apply(game.legal_actions()[0])
    by_diagram = tigris.from_diagram(tigris.to_diagram(game))
    by_record = game_at(position_of(game), game.options)
    assert tigris.to_diagram(by_diagram) == tigris.to_diagram(by_record) == tigris.to_diagram(game)


def test_a_diagram_remembers_the_position_it_began_from() -> None:
    game = tigris.from_diagram((SAVED / "position.txt").read_text(encoding="utf-8"))
    start = game.start
    assert start is not None and start == position_of(game)
    game.apply(game.legal_actions()[0])
    record = tigris.to_record(game)
    assert record["start"] == start.to_dict() and record["setup"] is None
    assert position_of(tigris.replay_record(record)) == position_of(game)


def test_a_position_writes_only_what_is_set() -> None:
    d = position_of(tigris.Game.new(["archer", "bull"], seed=1)).to_dict()
    assert "conflict" not in d and "placed" not in d and "why_over" not in d
    assert tigris.Position.from_dict({**d, "remark": "ignored"}) == tigris.Position.from_dict(d)


def test_a_field_given_as_null_counts_as_not_given() -> None:
    record = tigris.to_record(tigris.Game.new(["archer", "bull"], seed=1))
    record["state"].update(declined=None, treasure_then=None, bag_failed=None)
    assert position_of(tigris.from_record(record)) == position_of(tigris.Game.new(["archer", "bull"], seed=1))


@pytest.mark.parametrize("name", ["war_in_progress.json", "from_diagram.json"])
def test_an_old_save_loads_checked_and_writes_back_the_same(name: str) -> None:
    saved = json.loads((SAVED / name).read_text(encoding="utf-8"))
    game = tigris.from_record(saved, verify=True)
    assert tigris.to_record(game) == saved
    game.apply(game.legal_actions()[-1])  # and play goes on


def test_an_old_war_in_progress_keeps_every_part_of_the_pending_decision() -> None:
    game = tigris.from_record(json.loads((SAVED / "war_in_progress.json").read_text(encoding="utf-8")))
    assert game.phase == tigris.Phase.COMMIT and game.conflict is not None and game.conflict.kind == "war"
    assert tigris.view_of(game, game.active).unification is not None


def test_an_old_diagram_reads_and_writes_back_the_same_text() -> None:
    text = (SAVED / "position.txt").read_text(encoding="utf-8")
    game = tigris.from_diagram(text)
    assert tigris.to_diagram(game) == text
    assert game.options.board == "advanced" and game.options.wonder_variant
