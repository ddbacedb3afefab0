"""The sparring players (bench/players/sparring): legal, fair, repeatable, and each true to its kind of play."""

from __future__ import annotations

import pathlib
import random
import subprocess
import sys

import pytest

import tigris
from bench.players.sparring import STYLES, sparring_action
from bench.players.sparring.seen import at_least, imagine, unseen
from tigris.actions import Commit, Swap

ARENA = pathlib.Path(__file__).resolve().parents[2] / "bench" / "players" / "arena.py"


def midgame(seed: int, steps: int, players=("archer", "bull")) -> tigris.Game:
    game = tigris.Game.new(list(players), seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        game.apply(rng.choice(game.legal_actions()))
    return game


def with_other_hidden_information(game: tigris.Game, seed: int) -> tigris.Game:
    """The same public position and the same hand for the player to move; other hands and the bag redrawn."""
    twin = game.copy()
    st = twin.state
    me = twin.to_move_index
    pool = list(st.bag)
    for p in range(len(st.players)):
        if p != me:
            pool += [c for c in range(4) for _ in range(st.hands[p][c])]
    random.Random(seed).shuffle(pool)
    for p in range(len(st.players)):
        if p != me:
            size = sum(st.hands[p])
            st.hands[p] = [pool[:size].count(c) for c in range(4)]
            pool = pool[size:]
    st.bag = pool
    return twin


@pytest.mark.parametrize("style", sorted(STYLES))
def test_a_sparring_player_decides_only_from_what_its_seat_may_know(style: str) -> None:
    differed = 0
    for seed in range(4):
        game = midgame(seed, steps=30 + 9 * seed)
        twin = with_other_hidden_information(game, seed + 50)
        differed += tigris.to_record(twin) != tigris.to_record(game)
        assert tigris.view_of(twin, twin.to_move).to_dict() == tigris.view_of(game, game.to_move).to_dict()
        assert sparring_action(style, game, seed=seed) == sparring_action(style, twin, seed=seed)
    assert differed >= 3  # the hidden information really was different


@pytest.mark.parametrize("style", sorted(STYLES))
def test_a_sparring_player_repeats_its_decision_for_the_same_seed(style: str) -> None:
    game = midgame(11, steps=24)
    assert sparring_action(style, game, seed=3) == sparring_action(style, game.copy(), seed=3)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [("hunter", "swapper"), ("defender", "attacker"), ("builder", "odds"),
                                   ("hunter", "swapper", "defender"), ("attacker", "builder", "odds")])
def test_sparring_players_play_whole_games_by_the_rules(seats: tuple[str, ...]) -> None:
    game = tigris.Game.new(["archer", "bull", "pot"][:len(seats)], seed=7)
    for _ in range(2000):
        if game.is_over:
            break
        action = sparring_action(seats[game.to_move_index], game, seed=1)
        assert game.is_legal(action)
        game.apply(action)
    assert game.is_over


def test_imagined_worlds_keep_the_public_position_and_the_player_s_hand() -> None:
    game = midgame(4, steps=40)
    me = game.to_move_index
    world = imagine(game, me, random.Random(1))
    assert tigris.view_of(world, game.to_move).to_dict()["board"] == tigris.view_of(game, game.to_move).to_dict()["board"]
    assert world.state.hands[me] == game.state.hands[me]
    for p in range(len(game.state.players)):
        assert sum(world.state.hands[p]) == sum(game.state.hands[p])  # hand sizes are public
    assert unseen(world, me) == unseen(game, me)  # what it cannot see is the same tiles, redrawn


def test_the_odds_of_a_hidden_hand_are_hypergeometric() -> None:
    # 6 tiles from 20 of which 5 are temples: the chance of at least one temple is 1 - C(15,6)/C(20,6)
    assert at_least(1, 6, 5, 20) == pytest.approx(1 - 5005 / 38760)
    assert at_least(0, 6, 5, 20) == 1.0
    assert at_least(6, 6, 5, 20) == 0.0  # more temples than there are


def conflicts(count: int) -> list[tigris.Game]:
    """Games of random play stopped where an attacker is to commit tiles to a revolt or a war."""
    found = []
    for seed in range(200):
        game = tigris.Game.new(["archer", "bull"], seed=seed)
        rng = random.Random(seed)
        while not game.is_over and len(game.history) < 300:
            c = game.conflict
            if game.phase == "commit" and c is not None and game.to_move_index == c.attacker:
                found.append(game)
                break
            game.apply(rng.choice(game.legal_actions()))
        if len(found) == count:
            break
    return found


def answering(game: tigris.Game, attacker_commit: int, defender_holds: int) -> tigris.Game:
    """The same conflict after the attacker committed, the defender holding ``defender_holds`` of its colour."""
    g = game.copy()
    c = g.conflict
    assert c is not None
    g.state.hands[c.attacker][c.tile_colour] = max(g.state.hands[c.attacker][c.tile_colour], attacker_commit)
    g.apply(Commit(attacker_commit))
    g.state.hands[c.defender][c.tile_colour] = defender_holds
    return g


@pytest.mark.parametrize("style", sorted(STYLES))
def test_a_defence_that_cannot_be_won_gets_no_tiles_and_a_tie_gets_exactly_enough(style: str) -> None:
    for game in conflicts(6):
        c = game.conflict
        assert c is not None
        need = c.attack + 2 - c.defence  # after the attacker commits two, the tiles a tie needs
        if need <= 0:
            continue
        lost = answering(game, 2, need - 1)
        assert sparring_action(style, lost, seed=0) == Commit(0)
        tie = answering(game, 2, need + 2)
        assert sparring_action(style, tie, seed=0) == Commit(need)


@pytest.mark.parametrize("style", sorted(STYLES))
def test_an_attack_that_cannot_be_won_gets_no_tiles(style: str) -> None:
    for game in conflicts(6):
        c = game.conflict
        assert c is not None
        g = game.copy()
        g.state.hands[c.attacker][c.tile_colour] = max(0, c.defence - c.attack)  # all it has only ties
        assert sparring_action(style, g, seed=0) == Commit(0)


def test_the_attacker_commits_on_longer_odds_than_the_defender() -> None:
    bold = careful = 0
    for game in conflicts(12):
        c = game.conflict
        assert c is not None
        g = game.copy()
        g.state.hands[c.attacker][c.tile_colour] = max(0, c.defence - c.attack) + 2
        for style in ("attacker", "defender"):
            a = sparring_action(style, g, seed=0)
            assert isinstance(a, Commit)
            if style == "attacker":
                bold += a.count
            else:
                careful += a.count
    assert bold > careful


def test_the_swapper_trades_away_a_hand_no_leader_can_use() -> None:
    game = tigris.Game.new(["archer", "bull"], seed=3, first="archer")
    st = game.state
    st.hands[0] = [1, 2, 2, 1]  # no leader on the board: blue, black and green help none of them
    action = sparring_action("swapper", game, seed=0)
    assert isinstance(action, Swap) and 0 not in action.colours and len(action.colours) >= 3


def test_the_arena_plays_every_sparring_player_and_names_the_worst_pairing(tmp_path: pathlib.Path) -> None:
    import json
    out = tmp_path / "g.jsonl"
    games = [{"a": "hard", "b": b, "seed": s, "players": 2, "time_limit": None, "win": w, "score_a": 5, "score_b": 4,
              "think": {"a": [1, 0.1, 0.1], "b": [1, 0.1, 0.1]}}
             for b, wins in (("hunter", (1, 1)), ("swapper", (1, 0)), ("odds", (0, 0))) for s, w in enumerate(wins)]
    out.write_text("".join(json.dumps(g) + "\n" for g in games))
    printed = subprocess.run([sys.executable, str(ARENA), "--out", str(out), "--summary"],
                             capture_output=True, text=True, check=True).stdout
    assert "worst sparring pairing of hard (2 players, limit -): v odds, 0.0%" in printed
    assert "not played: defender, attacker, builder" in printed
