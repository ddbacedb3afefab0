"""Fuzz: many complete random games, checking the engine's invariants after every action.

Random = uniformly random among all of ``legal_actions()`` at every decision,
with the base game's rule options drawn at random too.
"""

from __future__ import annotations

import json
import random

import pytest

import tigris
from tigris.actions import GREEN, PlaceLeader, PlaceTile, Withdraw
from tigris.kingdoms import groups, label
from tigris.leaders import next_to_temple
from tigris.bag import bag_level, starting_bag
from tigris.board import CELLS
from tigris.options import CHOICES
from tigris.state import TOTAL_TILES

GAMES = 1000
CHUNKS = 10  # split into several tests so progress is visible
DYNASTIES = ["archer", "bull", "pot", "lion"]

pytestmark = pytest.mark.slow  # about 80 s for the 1,000 games


def random_options(rng: random.Random) -> dict:
    """Every flag at random: the base game's options and the four advanced ones alike."""
    return {k: rng.choice(v) for k, v in CHOICES.items()}


def partition(gid: list[int], leaders: list) -> set:
    cells: dict[int, list[int]] = {}
    for c, g in enumerate(gid):
        if g >= 0:
            cells.setdefault(g, []).append(c)
    return {(frozenset(cs), tuple(sorted(leaders[g]))) for g, cs in cells.items()}


def check_invariants(game: tigris.Game, before_points: list[list[int]], parsed: set) -> None:
    st = game.state
    assert st.count_tiles() == TOTAL_TILES, "all 153 tiles accounted for"
    for cell in st.leader_at:
        assert next_to_temple(st, cell), "every leader next to a face-up temple"
    placed = [c for c in st.building_cell if c >= 0]
    assert len(placed) == len(set(placed)), "at most one of each building, one to a tile"
    for colour, cell in enumerate(st.building_cell):
        if cell >= 0:
            assert st.tile[cell] == colour and not st.down[cell], "a building stands on a face-up tile of its colour"
    if st.wonder:
        assert len(st.wonder) == 5 and all(st.link[c] and st.tile[c] < 0 for c in st.wonder), \
            "the wonder fills five linking spaces"
    gid, leaders = groups(st)
    fresh_gid, fresh_leaders = label(st.link, st.leader_at)
    assert partition(gid, leaders) == partition(fresh_gid, fresh_leaders), "kingdoms kept up to date"
    if game.phase not in ("war", "commit"):
        for found in leaders:
            colours = [c for _, c in found]
            assert len(colours) == len(set(colours)), "no kingdom with two leaders of one colour"
    if game.phase == "action" and game.options.treasure_timing == "end_of_action" \
            and game.options.treasure_collection_mandatory:
        for p in range(len(st.players)):
            trader = st.leader_cell[p][GREEN]
            if trader >= 0:
                held = sum(1 for t in st.treasure if gid[t] == gid[trader])
                assert held < 2, "no kingdom with a trader and two treasures at the end of an action"
    for p, pts in enumerate(st.scores):
        assert all(a >= b for a, b in zip(pts, before_points[p])), "points never decrease"
    for p, name in enumerate(st.players):
        v = tigris.view_of(game, name)
        d = v.to_dict()
        assert d["bag_level"] == bag_level(len(st.bag), starting_bag(st.map, len(st.players)))
        if not (game.options.exact_bag or game.is_over):
            assert d["bag_count"] is None, "nobody may count the bag (rulebook: “Hidden Information”)"
        for other in v.players:
            if other.name != name and not game.is_over:
                assert other.hand is None, "others' tiles are hidden"
                if not game.options.open_scoring:
                    assert other.points is None and other.treasures is None
    if game.phase == "action":
        legal = game.legal_actions()
        leaders = [a for a in legal if isinstance(a, (PlaceLeader, Withdraw))]
        tiles = [a for a in legal if isinstance(a, PlaceTile)]
        assert game.leader_actions() == leaders, "the leader moves on their own, as legal_actions lists them"
        assert game.tile_actions() == tiles, "the tile placements on their own, as legal_actions lists them"
        some = set(range(0, CELLS, 3))
        assert game.tile_actions(some) == [a for a in tiles if a.cell in some], "the placements on some cells"
    record = tigris.to_record(game)
    again = tigris.from_record(json.loads(json.dumps(record)))
    assert tigris.to_record(again) == record, "to_record → from_record → identical"
    for a in game.legal_actions():
        if a not in parsed:
            assert tigris.parse_action(str(a)) == a, f"{a} parses back to itself"
            parsed.add(a)


def play_random_game(seed: int, parsed: set) -> tigris.Game:
    rng = random.Random(seed)
    players = DYNASTIES[: 2 + seed % 3]
    rng.shuffle(players)
    game = tigris.Game.new(players, seed=seed, options=random_options(rng))
    points = [s[:] for s in game.state.scores]
    check_every = 1 if seed % 10 == 0 else 7  # full checks every action in a tenth of the games
    # In a tenth of the games a twin plays the same actions as the computer players' simulations do
    # (``apply_legal``: no second check, no events) and must stay the identical game.
    twin = game.copy() if seed % 10 == 5 else None
    step = 0
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        game.apply(action)
        if twin is not None:
            twin.apply_legal(action)
        step += 1
        if step % check_every == 0 or game.is_over:
            check_invariants(game, points, parsed)
            points = [s[:] for s in game.state.scores]
            if twin is not None:
                assert tigris.to_record(twin) == tigris.to_record(game), "apply_legal plays as apply does"
    return game


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk: int) -> None:
    parsed: set = set()
    per = GAMES // CHUNKS
    for seed in range(chunk * per, (chunk + 1) * per):
        game = play_random_game(seed, parsed)
        result = game.result()
        assert len(result.standings) == len(game.players)
        assert result.standings[0].rank == 1
        # A replay of the same setup and actions reaches the identical game.
        if seed % 25 == 0:
            again = tigris.Game.replay(game.setup, game.history)
            assert tigris.to_record(again) == tigris.to_record(game)
