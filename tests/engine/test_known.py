"""What the page's worker is sent: a game as the seat to move may know it, and nothing more."""

from __future__ import annotations

import json
import random

import pytest

import tigris
from tigris.ai import LEVELS, choose_action
from tigris.ai.known import game_known, known_to
from tigris.gate import LoadError

from test_ai import midgame, with_other_hidden_information
from test_careful import a_game_where_the_bull_swaps
from test_engine_api import REVOLT


def games() -> list[tigris.Game]:
    out = [midgame(seed, steps=20 + seed * 9) for seed in range(6)]
    out.append(midgame(7, steps=30, players=("archer", "bull", "lion")))
    out.append(midgame(8, steps=45, players=("archer", "bull", "pot", "lion")))
    return [g for g in out if not g.is_over]


def test_what_the_worker_is_sent_holds_nothing_the_seat_cannot_see() -> None:
    for i, game in enumerate(games()):
        me = game.to_move_index
        twin = with_other_hidden_information(game, 50 + i)
        assert json.dumps(known_to(twin, me)) == json.dumps(known_to(game, me))


def test_the_moves_and_the_deal_stay_behind() -> None:
    game = games()[1]
    sent = known_to(game, game.to_move_index)
    assert sent["moves"] == len(game.history)
    text = json.dumps(sent)
    assert "setup" not in text and "seed" not in text
    assert not any(f'"{m}"' in text for m in game.history)


def test_the_bag_shows_its_level_not_its_count() -> None:
    game = games()[0]
    sent = game_known(known_to(game, game.to_move_index))
    view, real = tigris.view_of(sent, game.to_move), tigris.view_of(game, game.to_move)
    assert view.bag_level == real.bag_level
    bigger = game.copy()
    bigger.state.bag.append(bigger.state.bag[0])  # one tile more, the same level
    bigger.state.removed -= 1
    assert known_to(bigger, game.to_move_index) == known_to(game, game.to_move_index)


@pytest.mark.parametrize("level", LEVELS)
def test_the_computer_decides_from_what_it_is_sent_as_from_the_game(level: str) -> None:
    kw = {"iterations": 12} if level == "hard" else {}
    for seed, game in enumerate(games()[:4] if level == "hard" else games()):
        sent = game_known(json.loads(json.dumps(known_to(game, game.to_move_index))))
        assert sent.to_move == game.to_move and sent.legal_actions() == game.legal_actions()
        assert choose_action(sent, level, seed=seed, **kw) == choose_action(game, level, seed=seed, **kw)


def test_a_decision_inside_an_action_is_decided_the_same_from_what_is_sent() -> None:
    rng = random.Random(3)
    found = 0
    for seed in range(40):
        game = tigris.Game.new(["archer", "bull"], seed=seed)
        for _ in range(120):
            if game.is_over:
                break
            if game.phase != "action" and len(game.legal_actions()) > 1:
                sent = game_known(known_to(game, game.to_move_index))
                assert choose_action(sent, "hard", seed=seed) == choose_action(game, "hard", seed=seed)
                found += 1
                break
            game.apply(rng.choice(game.legal_actions()))
        if found >= 3:
            break
    assert found >= 3


def test_a_tampered_message_is_refused_with_the_gate_s_error() -> None:
    sent = known_to(games()[0], 0)
    with pytest.raises(LoadError):
        game_known({**sent, "format": "other"})
    with pytest.raises(LoadError):
        game_known({**sent, "state": {**sent["state"], "tiles": "x"}})


def test_the_tiles_each_player_swapped_are_sent_by_their_count_as_the_log_tells_them() -> None:
    game = a_game_where_the_bull_swaps(5)
    sent = known_to(game, 0)
    assert sent["swapped"] == [0, 5]
    back = game_known(json.loads(json.dumps(sent)))
    assert back.swapped == [0, 5]
    assert choose_action(back, "hard", seed=3, iterations=12) == choose_action(game, "hard", seed=3, iterations=12)


@pytest.mark.parametrize("swapped", [None, [0], [0, -1], [0, "5"], [0, 1000], "05"])
def test_a_damaged_count_of_swapped_tiles_is_refused(swapped: object) -> None:
    sent = known_to(a_game_where_the_bull_swaps(2), 0)
    with pytest.raises(LoadError):
        game_known({**sent, "swapped": swapped})


def test_the_temples_each_player_committed_attacking_are_sent_by_their_count() -> None:
    game = tigris.from_diagram(REVOLT)
    for move in ("leader king d2", "commit 3", "commit 2"):
        game.apply(tigris.parse_action(move))
    sent = known_to(game, 1)
    assert sent["revolt_temples"] == [3, 0]
    assert game_known(json.loads(json.dumps(sent))).revolt_temples == [3, 0]


@pytest.mark.parametrize("counts", [None, [0], [0, -1], [0, "2"], [0, 1000], "03"])
def test_a_damaged_count_of_temples_committed_is_refused(counts: object) -> None:
    sent = known_to(games()[0], 0)
    with pytest.raises(LoadError):
        game_known({**sent, "revolt_temples": counts})
