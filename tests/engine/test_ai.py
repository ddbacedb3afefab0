"""Computer players: legal, deterministic, fair, and better than chance."""

from __future__ import annotations

import random

import pytest

import tigris
from tigris.ai import LEVELS, choose_action


def midgame(seed: int, steps: int = 40, players=("archer", "bull")) -> tigris.Game:
    game = tigris.Game.new(list(players), seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        game.apply(rng.choice(game.legal_actions()))
    return game


def with_other_hidden_information(game: tigris.Game, seed: int) -> tigris.Game:
    """The same public position and the same hand for the player to move;
    other hands and the bag redrawn from the tiles that player cannot see."""
    twin = game.copy()
    st = twin.state
    me = twin.to_move_index
    pool = list(st.bag)
    for p in range(len(st.players)):
        if p != me:
            pool += [c for c in range(4) for _ in range(st.hands[p][c])]
    rng = random.Random(seed)
    rng.shuffle(pool)
    for p in range(len(st.players)):
        if p != me:
            size = sum(st.hands[p])
            st.hands[p] = [pool[:size].count(c) for c in range(4)]
            pool = pool[size:]
    st.bag = pool
    return twin


@pytest.mark.parametrize("level", LEVELS)
def test_the_computer_ignores_what_it_cannot_see(level: str) -> None:
    changed = 0
    seeds = range(3) if level == "hard" else range(8)
    for seed in seeds:
        game = midgame(seed, steps=30 + seed * 7)
        twin = with_other_hidden_information(game, seed + 100)
        if twin.to_dict() != game.to_dict():
            changed += 1
        assert twin.view(twin.to_move).to_dict() == game.view(game.to_move).to_dict()
        kw = {"iterations": 8} if level == "hard" else {}
        assert choose_action(game, level, seed=seed, **kw) == choose_action(twin, level, seed=seed, **kw)
    assert changed >= len(seeds) - 1  # the hidden information really differed


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_decision(level: str) -> None:
    game = midgame(5, steps=25)
    kw = {"iterations": 8} if level == "hard" else {}
    first = choose_action(game, level, seed=3, **kw)
    assert first in game.legal_actions()
    assert choose_action(game.copy(), level, seed=3, **kw) == first


def play_match(level: str, games: int, **kw) -> int:
    wins = 0
    for seed in range(games):
        seats = [level, "random"] if seed % 2 == 0 else ["random", level]
        game = tigris.Game.new(["archer", "bull"], seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            if seats[game.to_move_index] == "random":
                action = rng.choice(legal)
            else:
                action = choose_action(game, level, seed=seed, **kw)
                assert action in legal
            game.apply(action)
        me = game.players[seats.index(level)]
        wins += game.result().winners == [me]
    return wins


@pytest.mark.slow
@pytest.mark.parametrize("level,games,kw", [("easy", 4, {}), ("medium", 4, {}), ("hard", 2, {"iterations": 12})])
def test_every_level_beats_a_random_player(level: str, games: int, kw: dict) -> None:
    assert play_match(level, games, **kw) == games


def test_unknown_levels_are_refused() -> None:
    with pytest.raises(ValueError, match="level must be one of"):
        choose_action(midgame(1, 3), "grandmaster")


@pytest.mark.parametrize("level", LEVELS)
def test_thinking_in_slices_reaches_the_same_decision(level: str) -> None:
    from tigris.ai import Thinker

    game = midgame(6, steps=33)
    kw = {"iterations": 10} if level == "hard" else {}
    thinker = Thinker(game, level, seed=2, **kw)
    slices = 0
    while (action := thinker.step(seconds=0.0)) is None:
        slices += 1
    assert slices > 1
    assert action == choose_action(game, level, seed=2, **kw)


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_the_advanced_rules(level: str) -> None:
    options = {"board": "advanced", "civilization_buildings": True, "wonder_variant": True, "english_variant": True}
    game = tigris.Game.new(["archer", "bull", "pot"], seed=4, options=options)
    rng = random.Random(4)
    kw = {"iterations": 6} if level == "hard" else {}
    phases = set()
    while not game.is_over:
        legal = game.legal_actions()
        if game.to_move == "archer":
            phases.add(game.phase)
            action = choose_action(game, level, seed=1, **kw)
            assert action in legal
        else:
            action = rng.choice(legal)
        game.apply(action)
    assert "action" in phases and len(phases) >= 2
