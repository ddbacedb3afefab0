"""The hard level's reading of a rival's open leaders (tigris/ai/careful.py): a careful player leaves a leader
where a revolt can reach him only with the temples to defend him, so in a share of the worlds where hard judges
its attacks the rival holds them. Read from the board alone, never from the rival's hand."""

import random

import tigris
from tigris.ai.careful import CAREFUL, temples_needed
from tigris.ai.sample import HOARD_AFTER, HOARDS, KEEP_TEMPLES, _order, keeping, sample
from tigris.names import RED

# The bull king on b2 has one temple beside him (c2). The archer king placed on d2 would touch c2 and d3:
# a revolt of two temples against one.
OPEN = """
players: archer bull
board: blank
turn: archer 1
archer: hand r r b k g g
bull:   hand {bull}
    a  b  c  d  e
 1  .  .  .  .  .
 2  .  Bk r  .  .
 3  .  .  .  r  r
"""

# The bull king in the corner: the only temple (a2) is walled in by markets, so no free cell beside his
# kingdom touches a temple and no revolt can start against him.
WALLED = """
players: archer bull
board: blank
turn: archer 1
archer: hand r r b k g g
bull:   hand b b k k g g
    a  b  c
 1  Bk k  .
 2  r  k  .
 3  k  .  .
"""


def position(bull_hand: str = "b b k k g g") -> tigris.Game:
    return tigris.from_diagram(OPEN.format(bull=bull_hand))


def test_a_leader_open_to_a_revolt_needs_more_temples_than_the_revolts_lead() -> None:
    need = temples_needed(position(), 0)
    # Two temples against one, and the archer may hold temples too: at least two in the bull's hand.
    assert set(need) == {1}
    assert need[1] >= 2


def test_a_leader_no_revolt_can_reach_needs_nothing() -> None:
    assert temples_needed(tigris.from_diagram(WALLED), 0) == {}


def test_the_rival_leaving_a_leader_open_is_read_as_holding_temples() -> None:
    game = position()
    need = min(temples_needed(game, 0)[1], 6)
    rng = random.Random(1)
    careful = [sample(game, 0, rng, careful=True).state.hands[1][RED] for _ in range(400)]
    uniform = [sample(game, 0, rng).state.hands[1][RED] for _ in range(400)]
    share_careful = sum(k >= need for k in careful) / 400
    share_uniform = sum(k >= need for k in uniform) / 400
    # In about CAREFUL of the worlds he holds them (the few shuffles nearly always find such a hand).
    assert share_careful > share_uniform + CAREFUL / 2
    assert share_careful < 1.0  # a careless rival stays possible: not every world is conditioned


def test_the_reading_uses_the_board_not_the_rival_s_real_hand() -> None:
    with_temples, without = position("r r r r g g"), position("b b k k g g")
    a = [sample(with_temples, 0, random.Random(s), careful=True).state.hands[1] for s in range(50)]
    b = [sample(without, 0, random.Random(s), careful=True).state.hands[1] for s in range(50)]
    assert a == b


def test_without_an_open_leader_the_careful_worlds_are_the_usual_ones() -> None:
    game = tigris.from_diagram(WALLED)
    rng_a, rng_b = random.Random(3), random.Random(3)
    for _ in range(30):
        careful = sample(game, 0, rng_a, careful=True)
        usual = sample(game, 0, rng_b)
        rng_b.random()  # the careful draw's one extra coin (is this world conditioned?)
        assert careful.state.hands == usual.state.hands and careful.state.bag == usual.state.bag


def test_players_keep_their_temples_so_where_hard_decides_inside_an_action_a_rival_holds_more_of_them() -> None:
    # Measured on hard's games against the sparring players (bench/players/conflicts.py --odds): a rival's hand
    # holds more temples than a uniform draw from the unseen tiles gives, and the tiles swapped away fewer.
    game = tigris.from_diagram(WALLED)  # no open leader: only the kept temples make the difference
    rng = random.Random(4)
    kept = [sample(game, 0, rng, careful=True, kept=KEEP_TEMPLES) for _ in range(600)]
    usual = [sample(game, 0, rng, careful=True) for _ in range(600)]
    temples = [sum(g.state.hands[1][RED] for g in worlds) / 600 for worlds in (kept, usual)]
    assert KEEP_TEMPLES > 1.0
    assert temples[0] > temples[1] + 0.1
    for g in kept:  # the same hand size, the same tiles in all
        assert sum(g.state.hands[1]) == 6 and g.state.count_tiles() == 153


def test_a_temple_kept_twice_as_often_comes_next_twice_as_often_as_another_tile() -> None:
    # 10 temples and 30 other tiles, a temple weighing 2: the first tile is a temple 20 times in 50 (a uniform
    # draw: 10 in 40); every tile stays in the pool.
    rng = random.Random(3)
    first = 0
    for _ in range(20_000):
        pool = [RED] * 10 + [1] * 10 + [2] * 10 + [3] * 10
        _order(pool, rng, 2.0)
        first += pool[0] == RED
        assert sorted(pool) == sorted([RED] * 10 + [1] * 10 + [2] * 10 + [3] * 10)
    assert 0.38 < first / 20_000 < 0.42


def a_game_where_the_bull_swaps(swaps: int) -> tigris.Game:
    """A two-player game in which the archer places tiles and the bull swaps ``swaps`` times, a tile each."""
    game = tigris.Game.new(["archer", "bull"], seed=11, first="archer")
    rng = random.Random(11)
    while swaps:
        actions = game.legal_actions()
        one = [a for a in actions if isinstance(a, tigris.Swap) and len(a.colours) == 1]
        if game.to_move == "bull" and game.phase == "action" and one:
            game.apply(one[0])
            swaps -= 1
        else:
            game.apply(rng.choice([a for a in actions if not isinstance(a, tigris.Swap)] or actions))
    return game


def test_a_rival_who_swaps_is_imagined_keeping_his_temples() -> None:
    # A player who swaps throws away what he cannot use and keeps what serves: his temples above all.
    swapper, still = a_game_where_the_bull_swaps(8), a_game_where_the_bull_swaps(0)
    archer = 0
    assert swapper.swapped[1] == 8 and still.swapped == [0, 0]
    assert keeping(still, archer) == 1.0 and keeping(still, archer, KEEP_TEMPLES) == KEEP_TEMPLES
    assert keeping(swapper, archer) > 1.5
    assert keeping(swapper, 1) == 1.0  # the bull's own swaps say nothing to him about the archer
    rng = random.Random(5)
    kept = [sample(swapper, archer, rng, kept=keeping(swapper, archer)).state.hands[1][RED] for _ in range(600)]
    usual = [sample(swapper, archer, rng).state.hands[1][RED] for _ in range(600)]
    assert sum(kept) / 600 > sum(usual) / 600 + 0.2


def a_game_where_only_the_archer_revolts_with_temples(moves: int) -> tigris.Game:
    """A two-player game of random moves in which the archer commits every temple he holds to the revolts he
    starts, and everyone else commits nothing, for ``moves`` moves."""
    game = tigris.Game.new(["archer", "bull"], seed=11, first="archer")
    rng = random.Random(11)
    while len(game.history) < moves:
        actions = game.legal_actions()
        commits = [a for a in actions if isinstance(a, tigris.Commit)]
        c = game.conflict
        if commits and c is not None:
            spends = game.to_move == "archer" and c.kind == "revolt" and c.attacker == 0
            game.apply(max(commits, key=lambda a: a.count) if spends else min(commits, key=lambda a: a.count))
        else:
            game.apply(rng.choice([a for a in actions if not isinstance(a, tigris.EndTurn)] or actions))
    return game


def test_a_rival_who_never_spends_his_temples_in_revolts_is_imagined_keeping_them() -> None:
    # A player who has committed no temple attacking a revolt has kept the temples he drew: past the first moves
    # hard reads him so; one who spent them, and anyone in the first moves, is read as a uniform draw.
    early = a_game_where_only_the_archer_revolts_with_temples(10)
    late = a_game_where_only_the_archer_revolts_with_temples(2 * HOARD_AFTER + 4)
    archer, bull = 0, 1
    assert late.revolt_temples[archer] > 0 and late.revolt_temples[bull] == 0 and late.swapped[bull] == 0
    assert early.revolt_temples[bull] == 0 and early.swapped[bull] == 0
    assert keeping(early, archer) == 1.0  # the bull kept his temples, but only for a few moves
    assert keeping(late, archer) == 1.0 + HOARDS  # the bull kept his temples (and swapped nothing)
    assert keeping(late, bull) == 1.0 + 0.1 * late.swapped[archer]  # the archer spent his: only his swaps count
    rng = random.Random(6)
    kept = [sample(late, archer, rng, kept=keeping(late, archer)).state.hands[bull][RED] for _ in range(600)]
    usual = [sample(late, archer, rng).state.hands[bull][RED] for _ in range(600)]
    assert sum(kept) / 600 > sum(usual) / 600 + 0.1
