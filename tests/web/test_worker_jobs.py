"""The computer's worker, its Python side (web.game.worker_jobs): requests in, the computer's answers out."""

from __future__ import annotations

import json
import random

import pytest

import tigris
from tigris.ai import choose_action
from tigris.ai.known import known_to
from web.game.computer import decide_request
from web.game.new_game import new_session
from web.game import worker_jobs


def midgame(seed: int, steps: int) -> tigris.Game:
    game = tigris.Game.new(["archer", "bull"], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        game.apply(rng.choice(game.legal_actions()))
    return game


def run(request: dict) -> tuple[dict, int]:
    job = worker_jobs.start(json.dumps(request))
    steps = 0
    while True:
        steps += 1
        reply = job.step(0.001)
        if reply is not None:
            return json.loads(reply), steps


def test_the_module_does_not_touch_the_browser():
    assert "js" not in vars(worker_jobs) and "pyodide" not in vars(worker_jobs)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_worker_decides_as_the_computer_does_in_cpython(level):
    for seed in (1, 2):
        game = midgame(seed, 25 + seed)
        kw = {"iterations": 10} if level == "hard" else {}
        request = decide_request(game, level, seed, kw.get("iterations"), None)
        reply, steps = run(json.loads(json.dumps(request)))
        assert reply == {"action": str(choose_action(game, level, seed=seed, **kw))}
        if level == "hard":
            assert steps > 1  # worked out in slices: the worker reads its messages in between


def test_the_page_asks_for_the_seat_to_move_and_only_what_it_may_know():
    s = new_session({"play_archer": True, "kind_archer": "computer", "level_archer": "hard",
                     "play_bull": True, "kind_bull": "person"}, seed=912_345_678)
    request = s.computer_request(None, 20) if s.computer_to_move else s.hint_request(None, 20)
    assert request is not None and request["kind"] == "decide"
    text = json.dumps(request)
    for hidden in (str(s.game.setup.seed), "setup"):  # the seed that dealt the bag would deal it again
        assert hidden not in text
    assert request["game"] == known_to(s.game, s.game.to_move_index)


def test_a_request_that_is_not_one_is_refused():
    for text in ("{", "[]", json.dumps({"kind": "nothing"})):
        with pytest.raises(worker_jobs.RequestError):
            worker_jobs.start(text)
    bad = decide_request(midgame(1, 10), "medium", 1, None, None)
    for broken in ({**bad, "level": "godlike"}, {**bad, "game": {"format": "x"}}, {**bad, "iterations": -3}):
        with pytest.raises(worker_jobs.RequestError):
            run(broken)


def test_the_worker_gives_hard_s_best_actions_with_their_values_for_a_position():
    from tigris.ai.review import top_actions

    game = midgame(6, 30)
    request = {"kind": "analyse", "game": known_to(game, game.to_move_index), "seed": 4, "worlds": 3}
    reply, _ = run(request)
    want = top_actions(game, game.to_move_index, seed=4, worlds=3)[:3]
    assert reply["actions"] == [[str(a), round(v, 3)] for a, v in want]
    values = [v for _, v in reply["actions"]]
    assert values == sorted(values, reverse=True) and len(values) == min(3, len(want))
    assert isinstance(reply["value"], float)
