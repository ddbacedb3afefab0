"""Game review (tigris.ai.review): each player's standing turn by turn, and one player's decisions judged
against hard's best from what that player could know then."""

from __future__ import annotations

import random

import pytest

import tigris
from tigris.ai import choose_action
from tigris.ai.review import (GRADES, THRESHOLDS, decisions, grade, judge, review, standings, top_actions,
                              win_chance)

from test_ai import with_other_hidden_information


def turn_start(seed: int, steps: int) -> tigris.Game:
    g = tigris.Game.new(["archer", "bull"], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        g.apply(rng.choice(g.legal_actions()))
    while g.phase != "action" or g.state.actions_done != 0:
        g.apply(rng.choice(g.legal_actions()))
    return g


@pytest.fixture(scope="module")
def finished() -> dict:
    """A short finished game: Archer at easy, Bull at medium, until the treasures run out or the bag does."""
    g = tigris.Game.new(["archer", "bull"], seed=11)
    n = 0
    while not g.is_over:
        g.apply(choose_action(g, "easy" if g.to_move == "archer" else "medium", seed=n))
        n += 1
    return tigris.to_record(g)


def test_the_grades_go_by_the_written_thresholds():
    assert GRADES == ("inaccuracy", "mistake", "blunder")
    assert grade(0.0) is None and grade(THRESHOLDS[0] - 0.01) is None
    assert [grade(x) for x in THRESHOLDS] == list(GRADES)
    assert grade(THRESHOLDS[2] * 10) == "blunder"


def test_a_lead_is_a_better_chance_the_nearer_the_end():
    assert win_chance(0.0, 20) == pytest.approx(0.5)
    assert 0.5 < win_chance(1.0, 30) < win_chance(1.0, 0) < 1.0
    assert win_chance(-1.0, 5) == pytest.approx(1 - win_chance(1.0, 5))
    assert win_chance(-1e9, 0) == 0.0


def test_passing_a_whole_turn_is_a_blunder_and_hard_shows_what_it_would_play():
    g = turn_start(3, 30)
    j = judge(g, len(g.history), "end", seed=1)
    assert j.grade == "blunder" and j.loss >= THRESHOLDS[2]
    assert j.best != "end" and tigris.parse_action(j.best) in g.legal_actions()
    assert j.values[0][0] == j.best and j.values[-1][0] == "end"  # hard's best three, and the move played
    assert [v for _, v in j.values[:3]] == sorted((v for _, v in j.values[:3]), reverse=True)


def test_hard_s_own_choice_loses_nothing_against_itself():
    g = turn_start(4, 24)
    best, _ = top_actions(g, g.to_move_index, seed=2)[0]
    j = judge(g, len(g.history), str(best), seed=2)
    assert j.loss == 0 and j.grade is None


def test_a_decision_is_judged_from_what_its_player_could_know():
    g = turn_start(5, 26)
    twin = with_other_hidden_information(g, 99)
    assert tigris.to_record(twin) != tigris.to_record(g)
    played = str(g.legal_actions()[0])
    assert judge(g, 40, played, seed=3).to_dict() == judge(twin, 40, played, seed=3).to_dict()


def test_the_standings_give_every_turn_and_the_winner_at_the_end(finished):
    st = standings(finished)
    game = tigris.replay_record(finished)
    assert st[-1]["final"] and st[-1]["index"] == len(finished["actions"])
    winners = game.result().winners
    assert [v for v in st[-1]["values"]] == [1 / len(winners) if p in winners else 0.0 for p in game.players]
    assert [s["turn"] for s in st] == list(range(1, len(st) + 1))
    assert all(0.0 <= v <= 1.0 for s in st for v in s["values"])
    assert all(a["index"] < b["index"] for a, b in zip(st, st[1:]))


@pytest.mark.slow
def test_a_review_judges_each_of_the_players_main_decisions_in_order(finished):
    wanted = decisions(finished, "archer")
    assert wanted and len(wanted) < len(finished["actions"]) / 2 + 5
    half = set(wanted[: len(wanted) // 2])
    got = [j for j in review(finished, "archer", seed=1, worlds=2, skip=half) if j is not None]
    assert [j.index for j in got] == [i for i in wanted if i not in half]
    assert all(j.player == "archer" for j in got)
    # easy slips now and then (a beginner's mistakes on purpose): the review marks some of them
    assert any(j.grade for j in got)
