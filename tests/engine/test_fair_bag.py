"""Nobody may count the bag (rulebook: “Hidden Information”). Every player sees how full it looks, and only
the exact_bag option shows the count; the computer decides from the same knowledge."""

from __future__ import annotations

import random

import pytest

import tigris
from tigris.ai import LEVELS, choose_action
from tigris.ai.sample import sample
from tigris.bag import BAG_LEVELS, band, bag_level, starting_bag
from tigris.board import MAPS
from tigris.diagram import to_diagram
from tigris.state import TILE_COUNTS

QUARTERS = BAG_LEVELS[1:]  # the levels a bag in play can show


def played_until(level: str, seed: int, options: dict | None = None) -> tigris.Game:
    """A game of random moves, stopped at a turn's first action once the bag shows ``level``."""
    game = tigris.Game.new(["archer", "bull"], seed=seed, options=options)
    rng = random.Random(seed)
    while True:
        assert not game.is_over, f"seed {seed} ended before the bag looked {level}"
        if game.phase == "action" and game.actions_left == 2 and tigris.view_of(game, game.to_move).bag_level == level:
            return game
        game.apply(rng.choice(game.legal_actions()))


def with_fewer_in_the_bag(game: tigris.Game, fewer: int) -> tigris.Game:
    """The same game, except that ``fewer`` more tiles were swapped away unseen instead of lying in the bag."""
    twin = game.copy()
    st = twin.state
    st.bag = st.bag[fewer:]  # from the bottom: the next draws stay the same
    st.removed += fewer
    return twin


def twins(level: str, seed: int, options: dict | None = None) -> tuple[tigris.Game, tigris.Game]:
    """Two games that differ only in the bag's exact size, both showing ``level``."""
    game = played_until(level, seed, options)
    start = starting_bag(game.state.map, 2)
    low, _ = band(level, start)
    fewer = min(5, len(game.state.bag) - low)
    assert fewer > 0, f"seed {seed}: the bag sits at the lower edge of {level}; pick another seed"
    return game, with_fewer_in_the_bag(game, fewer)


# ------------------------------------------------------------------ the levels


def test_the_levels_are_quarters_of_the_starting_bag_and_empty_only_when_empty():
    start = starting_bag(MAPS["standard"], 2)
    assert start == 153 - 10 - 12 == 131
    assert bag_level(131, start) == "nearly_full"
    assert bag_level(99, start) == "nearly_full" and bag_level(98, start) == "over_half"
    assert bag_level(66, start) == "over_half" and bag_level(65, start) == "under_half"
    assert bag_level(33, start) == "under_half" and bag_level(32, start) == "nearly_empty"
    assert bag_level(1, start) == "nearly_empty"
    assert bag_level(0, start) == "empty"


@pytest.mark.parametrize("board", ["standard", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_band_holds_exactly_the_counts_of_its_level_and_the_last_is_no_finer_than_a_dozen(board, players):
    start = starting_bag(MAPS[board], players)
    for level in BAG_LEVELS:
        low, high = band(level, start)
        assert all(bag_level(n, start) == level for n in range(low, min(high, 153) + 1))
        assert bag_level(low - 1, start) != level if low > 0 else True
        assert bag_level(high + 1, start) != level if high < 153 else True
    low, high = band("nearly_empty", start)
    assert low == 1 and high - low + 1 >= 12


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError, match="bag level"):
        band("half", 131)


# ------------------------------------------------------------------ what a player sees


def test_a_player_sees_how_full_the_bag_looks_but_not_the_count():
    game = tigris.Game.new(["archer", "bull"], seed=4)
    for who in game.players:
        v = tigris.view_of(game, who)
        assert v.bag_level == "nearly_full" and v.bag_count is None
        assert v.to_dict()["bag_level"] == "nearly_full" and v.to_dict()["bag_count"] is None


def test_with_exact_bag_every_player_sees_the_count():
    game = tigris.Game.new(["archer", "bull", "pot"], seed=4, options={"exact_bag": True})
    assert all(tigris.view_of(game, who).bag_count == 153 - 10 - 18 for who in game.players)
    assert game.options.exact_bag is True and tigris.Game.new(["archer", "bull"], seed=4).options.exact_bag is False


@pytest.mark.parametrize("level", QUARTERS)
def test_two_bags_in_one_band_look_the_same_to_every_player(level):
    game, twin = twins(level, seed=11)
    assert len(game.state.bag) != len(twin.state.bag)
    for who in game.players:
        assert tigris.view_of(game, who).to_dict() == tigris.view_of(twin, who).to_dict()
        # perfect recall of the public log gives the colours out of the game, not the swaps' number
        assert tigris.view_of(game, who, memory=True).to_dict() == tigris.view_of(twin, who, memory=True).to_dict()


def test_the_bag_shows_empty_only_when_no_tile_is_left():
    game = played_until("nearly_empty", seed=11)
    one = with_fewer_in_the_bag(game, len(game.state.bag) - 1)
    none = with_fewer_in_the_bag(game, len(game.state.bag))
    assert tigris.view_of(one, "archer").bag_level == "nearly_empty"
    assert tigris.view_of(none, "archer").bag_level == "empty" and tigris.view_of(none, "archer").bag_count is None


def test_the_end_of_the_game_reveals_the_count():
    game = tigris.Game.new(["archer", "bull"], seed=3)
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    assert tigris.view_of(game, "archer").bag_count == len(game.state.bag)


def test_records_and_diagrams_carry_the_option():
    game = tigris.Game.new(["archer", "bull"], seed=5, options={"exact_bag": True})
    game.apply(game.legal_actions()[0])
    assert tigris.from_record(tigris.to_record(game)).options.exact_bag is True
    assert "exact_bag=true" in to_diagram(game)
    assert tigris.from_diagram(to_diagram(game)).options.exact_bag is True
    plain = tigris.Game.new(["archer", "bull"], seed=5)
    assert "exact_bag" not in to_diagram(plain)


# ------------------------------------------------------------------ what the computer assumes


@pytest.mark.parametrize("level", QUARTERS)
def test_the_computer_imagines_the_same_bag_whatever_its_exact_size_in_the_band(level):
    game, twin = twins(level, seed=11)
    me = game.to_move_index
    start = starting_bag(game.state.map, 2)
    sizes = set()
    for seed in range(20):
        a, b = sample(game, me, random.Random(seed)), sample(twin, me, random.Random(seed))
        assert (a.state.bag, a.state.hands, a.state.removed) == (b.state.bag, b.state.hands, b.state.removed)
        assert bag_level(len(a.state.bag), start) == level
        assert a.state.count_tiles() == 153
        sizes.add(len(a.state.bag))
    assert len(sizes) > 1  # a guess spread over the band, not the real count


def test_the_computer_does_not_narrow_the_band_by_counting_the_tiles_it_has_seen():
    """Without swaps, 153 minus everything seen would give the count; the computer does not use it."""
    game = with_fewer_in_the_bag(played_until("nearly_empty", seed=11), 20)
    st = game.state
    for c in range(4):  # every tile out of the game was seen leaving (lost in conflicts), none swapped
        st.lost[c] = TILE_COUNTS[c] - sum(1 for t in st.tile if t == c) - st.bag.count(c) - sum(h[c] for h in st.hands)
    assert st.removed == sum(st.lost)
    low, high = band("nearly_empty", starting_bag(st.map, 2))
    assert len(st.bag) < high
    sizes = set()
    for seed in range(60):
        world = sample(game, game.to_move_index, random.Random(seed)).state
        assert world.count_tiles() == 153 and min(world.lost) >= 0
        sizes.add(len(world.bag))
    assert min(sizes) >= low and max(sizes) <= high
    assert max(sizes) > len(st.bag)  # it imagines bags bigger than counting allows


@pytest.mark.parametrize("level", QUARTERS)
def test_with_exact_bag_the_computer_knows_the_count(level):
    game, twin = twins(level, seed=11, options={"exact_bag": True})
    me = game.to_move_index
    for g in (game, twin):
        assert len(sample(g, me, random.Random(0)).state.bag) == len(g.state.bag)
    assert len(sample(game, me, random.Random(0)).state.bag) != len(sample(twin, me, random.Random(0)).state.bag)


@pytest.mark.parametrize("ai", LEVELS)
@pytest.mark.parametrize("level", QUARTERS)
def test_two_games_differing_only_in_the_bag_size_within_a_band_get_the_same_decision(ai, level):
    kw = {"iterations": 6} if ai == "hard" else {}
    for seed in (11, 12):
        game, twin = twins(level, seed)
        assert choose_action(game, ai, seed=seed, **kw) == choose_action(twin, ai, seed=seed, **kw)


def test_with_exact_bag_the_count_reaches_the_computer_s_decisions():
    differ = []
    for level in QUARTERS:
        for seed in (11, 12, 13):
            game, twin = twins(level, seed, options={"exact_bag": True})
            for ai in LEVELS:
                kw = {"iterations": 6} if ai == "hard" else {}
                if choose_action(game, ai, seed=seed, **kw) != choose_action(twin, ai, seed=seed, **kw):
                    differ.append((level, seed, ai))
    assert differ  # the same pairs as above, told the count, do not all decide alike


def test_the_terminal_says_how_full_the_bag_looks_and_the_count_only_with_exact_bag():
    from tigris.__main__ import describe

    plain = tigris.Game.new(["archer", "bull"], seed=4, first="archer")
    assert "Bag: nearly full" in describe(plain, "archer") and "131" not in describe(plain, "archer")
    exact = tigris.Game.new(["archer", "bull"], seed=4, first="archer", options={"exact_bag": True})
    assert "Bag: 131 tiles left" in describe(exact, "archer")
