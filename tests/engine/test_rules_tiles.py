"""Placing a civilization tile (where it may go, whom it scores for), playing a
catastrophe tile, and replacing tiles from the hand.
Rulebook: “Placing a Civilization Tile”, “Gaining Victory Points”, “Playing a
Catastrophe Tile”, “Turn Structure” (replace up to six tiles)."""

from tigris import cell_name

from positions import (
    codes, game, hand, has_treasure, leader, legal, play, pts, refused, tile,
)

TWO = """
players: archer bull
board: blank
archer: hand r r b k g g
bull:   hand r r b k g g
"""


# ---------------------------------------------------------------- where a tile may go

def test_tile_needs_an_empty_space():
    g = game(TWO + """
    a  b  c  d
 1  r  Ak x  .
 2  ~  .  .  .
""")
    refused(g, "tile red a1", "not_empty")  # a tile
    refused(g, "tile red b1", "not_empty")  # a leader
    refused(g, "tile red c1", "not_empty")  # a catastrophe


def test_tile_is_placed_face_up():
    g = game(TWO + """
    a
 1  r
""")
    play(g, "tile green c3")
    assert tile(g, "c3") == "green"  # lower case: face-up


def test_farm_only_on_river():
    g = game(TWO + """
    a  b
 1  ~  .
""")
    refused(g, "tile blue b1", "farm_needs_river")
    play(g, "tile blue a1")
    assert tile(g, "a1") == "blue"


def test_temples_settlements_markets_never_on_river():
    g = game(TWO + """
    a  b
 1  ~  .
""")
    for colour in ("red", "black", "green"):
        refused(g, f"tile {colour} a1", "river_needs_farm")


def test_tile_may_not_join_three_kingdoms():
    g = game(TWO + """
    a  b  c  d  e
 1  .  .  Ak .  .
 2  .  .  r  .  .
 3  Ar r  .  r  Bk
""")
    refused(g, "tile red c3", "three_kingdoms")
    refused(g, "tile green c3", "three_kingdoms")


def test_regions_do_not_count_towards_the_limit():
    g = game(TWO + """
    a  b  c  d  e
 1  .  .  .  .  .
 2  .  .  r  .  .
 3  Ar r  .  r  Bk
 4  .  .  g  .  .
""")
    ev = play(g, "tile red c3")  # two kingdoms and two regions
    assert "unification" in codes(ev)


def test_tile_must_be_in_hand():
    g = game(TWO.replace("archer: hand r r b k g g", "archer: hand r r b g g") + """
    a
 1  r
""")
    refused(g, "tile black c3", "no_such_tile")


# ---------------------------------------------------------------- a kingdom, a region, or neither

def test_tile_in_isolation_scores_nothing():
    g = game(TWO + """
    a
 1  Ak
 2  r
""")
    ev = play(g, "tile black e5")
    assert "points" not in codes(ev)
    assert pts(g, "archer") == [0, 0, 0, 0]


def test_tile_joining_regions_scores_nothing_and_no_unification():
    g = game(TWO + """
    a  b  c
 1  r  .  g
""")
    ev = play(g, "tile black b1")
    assert not {"points", "unification"} & set(codes(ev))


def test_tile_linking_kingdom_and_region_is_no_unification():
    g = game(TWO + """
    a  b  c  d
 1  Ak r  .  g
""")
    ev = play(g, "tile black c1")
    assert "unification" not in codes(ev)
    assert pts(g, "archer") == [0, 0, 1, 0]


def test_unifying_tile_scores_nothing_even_without_war():
    # A red tile that unites the archer king's kingdom with the bull priest's:
    # no war (different colours), and still no point, not even for the priest.
    g = game(TWO + """
    a  b  c  d  e
 1  Ak r  .  r  Br
""")
    ev = play(g, "tile red c1")
    assert "unification" in codes(ev)
    assert "war" not in codes(ev)
    assert "points" not in codes(ev)
    assert pts(g, "archer") == [0, 0, 0, 0] and pts(g, "bull") == [0, 0, 0, 0]
    assert g.state.marker < 0  # the marker is gone, the tile stays
    assert tile(g, "c1") == "red"


# ---------------------------------------------------------------- who scores the tile

def test_matching_leader_owner_scores_even_if_not_the_placer():
    g = game(TWO + """
    a  b  c
 1  Br r  .
""")
    play(g, "tile red c1")
    assert pts(g, "bull") == [1, 0, 0, 0]
    assert pts(g, "archer") == [0, 0, 0, 0]


def test_matching_leader_beats_the_king():
    g = game(TWO + """
    a  b  c  d
 1  Ak r  Bg .
""")
    play(g, "tile green d1")
    assert pts(g, "bull") == [0, 0, 0, 1]
    assert pts(g, "archer") == [0, 0, 0, 0]


def test_king_fallback_when_no_matching_leader():
    g = game(TWO + """
    a  b  c
 1  Bk r  .
""")
    play(g, "tile green c1")
    assert pts(g, "bull") == [0, 0, 0, 1]  # a green point for the king's owner


def test_black_tile_goes_to_the_king():
    g = game(TWO + """
    a  b  c
 1  Bk r  .
""")
    play(g, "tile black c1")
    assert pts(g, "bull") == [0, 0, 1, 0]


def test_no_matching_leader_and_no_king_scores_nothing():
    g = game(TWO + """
    a  b  c
 1  Br r  .
""")
    ev = play(g, "tile green c1")
    assert "points" not in codes(ev)
    assert pts(g, "bull") == [0, 0, 0, 0]


def test_tile_adjacent_only_to_a_leader_is_in_its_kingdom():
    g = game(TWO + """
    a  b  c
 1  r  Ab ~
""")
    play(g, "tile blue c1")  # the farm touches only the farmer
    assert pts(g, "archer") == [0, 1, 0, 0]


# ---------------------------------------------------------------- catastrophes

def test_at_most_two_catastrophes_per_player():
    g = game(TWO + """
    a
 1  r
""")
    play(g, "catastrophe c3", "catastrophe c5")
    assert g.state.catastrophes_left[0] == 0
    assert g.active == "bull"
    play(g, "end")  # archer again
    refused(g, "catastrophe c7", "no_catastrophes")
    assert not any(a.startswith("catastrophe") for a in legal(g))


def test_catastrophe_on_empty_land_or_river():
    g = game(TWO + """
    a  b
 1  r  ~
""")
    play(g, "catastrophe b1", "catastrophe c3")
    assert {"b1", "c3"} <= {cell_name(c) for c in g.state.catastrophe}


def test_catastrophe_on_a_plain_face_up_tile_removes_it():
    g = game(TWO + """
    a  b
 1  g  k
""")
    ev = play(g, "catastrophe a1")
    assert tile(g, "a1") is None
    assert "tile_removed" in codes(ev)
    assert g.state.removed >= 1


def test_catastrophe_illegal_targets():
    g = game(TWO + """
    monuments: black-green a3
    a  b  c
 1  r* Ak x
 3  K  K  .
 4  K  K  .
""")
    refused(g, "catastrophe a1", "catastrophe_target")  # treasure
    refused(g, "catastrophe b1", "catastrophe_target")  # leader
    refused(g, "catastrophe c1", "catastrophe_target")  # another catastrophe
    refused(g, "catastrophe a3", "catastrophe_target")  # monument tile


def test_catastrophe_blocks_the_space_for_the_rest_of_the_game():
    g = game(TWO + """
    a  b
 1  r  .
""")
    play(g, "catastrophe b1")
    refused(g, "tile red b1", "not_empty")
    refused(g, "leader king b1", "not_empty")


def test_catastrophe_does_not_link_and_splits_a_kingdom():
    g = game(TWO + """
    a  b  c  d  e
 1  Ak r  g  r  Br
 2  .  r  .  r  .
""")
    play(g, "catastrophe c1")
    # The tile at c2 touches b2 and d2, now in two different kingdoms.
    ev = play(g, "tile red c2")
    assert "unification" in codes(ev)
    assert pts(g, "bull") == [0, 0, 0, 0]  # unification: no point for the priest


def test_catastrophe_returns_a_leader_without_temple_and_scores_nothing():
    g = game(TWO + """
    a  b  c
 1  Bg r  Ak
 2  .  .  r
""")
    ev = play(g, "catastrophe b1")
    assert leader(g, "bull", "trader") is None
    assert leader(g, "archer", "king") == "c1"  # still next to c2
    assert "points" not in codes(ev)
    assert not {"revolt", "war"} & set(codes(ev))


def test_catastrophe_cannot_hit_a_treasure_so_treasures_stay():
    g = game(TWO + """
    a  b
 1  r* Ag
""")
    refused(g, "catastrophe a1", "catastrophe_target")
    assert has_treasure(g, "a1")


# ---------------------------------------------------------------- replacing tiles (swap)

def test_swap_one_to_six_tiles_from_hand():
    g = game(TWO + """
    a
 1  r
""")
    bag = len(g.state.bag)
    play(g, "swap red red blue black green green")
    assert sum(hand(g, "archer")) == 6
    assert len(g.state.bag) == bag - 6
    assert g.actions_left == 1


def test_swap_needs_the_tiles_in_hand():
    g = game(TWO + """
    a
 1  r
""")
    refused(g, "swap red red red", "no_such_tile")
    refused(g, "swap black black", "no_such_tile")


def test_swap_more_than_six_or_none_is_refused():
    g = game(TWO + """
    a
 1  r
""")
    refused(g, "swap red red blue black green green red", "swap_count")
    refused(g, "swap")


def test_after_a_tile_placement_only_five_can_be_swapped():
    g = game(TWO + """
    a
 1  r
""")
    play(g, "tile red c3")
    assert "swap red blue black green green" in legal(g)
    assert not any(len(a.split()) == 7 for a in legal(g) if a.startswith("swap"))
    play(g, "swap red blue black green green")
    assert sum(hand(g, "archer")) == 6  # refilled at the end of the turn


def test_swapped_tiles_leave_the_game_and_new_ones_are_usable_at_once():
    g = game(TWO + """
    a  b
 1  r  ~
""")
    removed = g.state.removed
    drawn = g.state.bag[-1]  # the engine draws from the end of the bag
    before = hand(g, "archer")
    play(g, "swap green")
    after = hand(g, "archer")
    assert g.state.removed == removed + 1
    expected = before[:]
    expected[3] -= 1
    expected[drawn] += 1
    assert after == expected
    colour = ("red", "blue", "black", "green")[drawn]
    cell = "b1" if colour == "blue" else "a3"
    play(g, f"tile {colour} {cell}")
    assert tile(g, cell) == colour
