"""The advanced and optional rules: civilization buildings, the advanced board, the
English variant (the attacker commits only tiles that put him ahead of the
defender, the defender exactly enough to tie, or none), the wonder,
and how they meet the base rules: tile points and the order of events, the
targets of catastrophes, what a war removes, the flip under a monument, and
the wonder's point at the end of the turn.
Rulebook: “Advanced Game Rules”, “Advanced Game Board”, “Wonder Variant”;
what the rulebooks leave open: docs/rules-decisions.md.

Diagram tokens for the variants: ``k^`` a palace on a settlement (``^`` marks
the building of the tile's colour), ``W`` / ``W*`` a cell of the wonder (with a
treasure).
"""

import json

import pytest

import tigris
from positions import (
    codes, game, hand, has_treasure, leader, legal, on_board_treasures, play, pts, refused, tile,
    treasures,
)

BUILD = """
players: archer bull
board: blank
options: civilization_buildings=true
archer: hand r r k k g g
bull:   hand r r k k g g
"""

ENGLISH = """
players: archer bull
board: blank
options: english_variant=true
"""

WONDER = """
players: archer bull
board: blank
options: wonder_variant=true
archer: hand r r k k g g
bull:   hand r r k k g g
"""

BOTH = """
players: archer bull
board: blank
options: civilization_buildings=true wonder_variant=true
archer: hand r r k k g g
bull:   hand r r k k g g
"""


def buildings(g):
    return dict(tigris.view_of(g, "bull").buildings)


def building_cells(g, name):
    """The cells the building of ``name`` is offered on (the building phase)."""
    return {a.split()[2] for a in legal(g) if a.startswith(f"building {name} ")}


# ============================================================ civilization buildings

# ---------------------------------------------------------------- the trigger: three like tiles in a line

def test_a_horizontal_line_of_three_offers_the_building():
    g = game(BUILD + """
    a  b  c
 1  g  g  .
""")
    play(g, "tile green c1")
    assert g.phase == "building" and g.to_move == "archer"
    assert legal(g) == {"building market-hall a1", "building market-hall b1",
                        "building market-hall c1", "no building"}
    ev = play(g, "building market-hall b1")
    assert "building_placed" in codes(ev)
    assert buildings(g) == {"market-hall": "b1"}
    assert tile(g, "b1") == "green"  # the tile stays, face-up, under the building
    assert g.phase == "action" and g.actions_left == 1


def test_a_vertical_line_of_three_offers_the_building():
    g = game(BUILD + """
    a
 1  r
 2  r
""")
    play(g, "tile red a3")
    assert g.phase == "building"
    assert building_cells(g, "library") == {"a1", "a2", "a3"}


def test_farms_on_the_river_make_a_line_too():
    g = game(BUILD.replace("archer: hand r r k k g g", "archer: hand b r k k g g") + """
    a  b  c
 1  b  b  ~
""")
    play(g, "tile blue c1")
    assert building_cells(g, "granary") == {"a1", "b1", "c1"}


def test_two_in_a_line_are_not_enough():
    g = game(BUILD + """
    a  b  c
 1  .  g  .
 2  g  .  .
""")
    play(g, "tile green b2")  # b1-b2 and a2-b2: two lines of two
    assert g.phase == "action" and g.actions_left == 1
    assert buildings(g) == {}


def test_a_face_down_tile_breaks_the_line():
    # b1 is face-down (under the black-green monument): only c1-d1 are a line.
    g = game(BUILD + """
monuments: black-green a1
    a  b  c  d
 1  G  G  g  .
 2  G  G  .  .
""")
    play(g, "tile green d1")
    assert g.phase == "action" and buildings(g) == {}


def test_a_catastrophe_breaks_the_line():
    g = game(BUILD + """
    a  b  c  d
 1  g  x  g  .
""")
    play(g, "tile green d1")
    assert g.phase == "action" and buildings(g) == {}


def test_the_building_is_optional():
    g = game(BUILD + """
    a  b  c
 1  g  g  .
""")
    ev = play(g, "tile green c1", "no building")
    assert "building_declined" in codes(ev)
    assert buildings(g) == {}
    assert g.phase == "action" and g.actions_left == 1


def test_a_building_off_the_line_or_of_another_colour_is_refused():
    g = game(BUILD + """
    a  b  c  d
 1  g  g  .  .
 2  k  .  .  .
""")
    play(g, "tile green c1")
    refused(g, "building market-hall d1", "not_a_building")  # empty, not in the line
    refused(g, "building market-hall a2", "not_a_building")  # a settlement
    refused(g, "building palace a1", "not_a_building")  # wrong building
    refused(g, "tile red e5", "not_your_decision")
    refused(g, "no monument", "not_your_decision")


def test_the_building_moves_only_to_a_longer_line():
    g = game(BUILD + """
    a  b  c  d
 1  g^ g  g  .
 2  .  .  .  .
 3  g  g  g  .
""")
    play(g, "tile green d3")  # a line of four against the hall's line of three
    assert g.phase == "building"
    assert building_cells(g, "market-hall") == {"a3", "b3", "c3", "d3"}
    ev = play(g, "building market-hall d3")
    assert "building_moved" in codes(ev)
    assert buildings(g) == {"market-hall": "d3"}
    assert tile(g, "a1") == "green"


def test_a_line_as_long_as_the_buildings_is_not_enough():
    g = game(BUILD + """
    a  b  c
 1  g^ g  g
 2  .  .  .
 3  g  g  .
""")
    play(g, "tile green c3")  # three against three
    assert g.phase == "action" and g.actions_left == 1
    assert buildings(g) == {"market-hall": "a1"}


def test_new_line_must_be_longer_than_each_of_the_buildings_lines():
    # The palace on c3 stands on a row of three and a column of four (c1-c4).
    g = game(BUILD.replace("archer: hand r r k k g g", "archer: hand r k k k g g") + """
    a  b  c  d  e
 1  .  .  k  .  .
 2  .  .  k  .  .
 3  k  k  k^ .  .
 4  .  .  k  .  .
 5  .  .  .  .  .
 6  k  k  k  .  .
""")
    play(g, "tile black d6")  # four: longer than the row, not than the column
    assert g.phase == "action" and buildings(g) == {"palace": "c3"}
    play(g, "tile black e6")  # five: longer than both
    assert g.phase == "building"
    assert building_cells(g, "palace") == {"a6", "b6", "c6", "d6", "e6"}


def test_extending_the_buildings_own_line_does_not_move_it():
    g = game(BUILD + """
    a  b  c  d
 1  g^ g  g  .
""")
    play(g, "tile green d1")  # the hall's own line is now four: not longer than itself
    assert g.phase == "action" and g.actions_left == 1
    assert buildings(g) == {"market-hall": "a1"}


def test_a_tile_in_two_lines_lets_the_player_pick_either():
    g = game(BUILD + """
    a  b  c
 1  .  .  .
 2  r  r  .
 3  .  .  r
 4  .  .  r
""")
    play(g, "tile red c2")  # row a2-c2 and column c2-c4
    assert building_cells(g, "library") == {"a2", "b2", "c2", "c3", "c4"}
    play(g, "building library c4")
    assert buildings(g) == {"library": "c4"}


def test_of_two_lines_only_the_longer_one_may_take_a_building_already_placed():
    g = game(BUILD + """
    a  b  c  d
 1  r^ r  r  .
 2  .  .  .  .
 3  r  r  r  .
 4  .  .  .  r
 5  .  .  .  r
""")
    play(g, "tile red d3")  # row a3-d3 (four) and column d3-d5 (three)
    assert building_cells(g, "library") == {"a3", "b3", "c3", "d3"}


def test_rulebook_example_6():
    # A: farms on the river, B: a column of temples, C: three markets not in a
    # line, D: the space that makes a column of settlements.
    text = BUILD.replace("archer: hand r r k k g g", "archer: hand r b k k g g") + """
    a  b  c  d  e  f  g  h
 1  ~  ~  ~  .  r  .  .  .
 2  b  b  ~  .  r  .  g  g
 3  .  .  .  .  .  .  .  .
 4  .  k  .  .  .  .  .  .
 5  .  k  .  .  .  .  .  .
 6  .  .  .  .  .  .  .  .
"""
    g = game(text)
    play(g, "tile blue c2")  # A: granary
    assert building_cells(g, "granary") == {"a2", "b2", "c2"}
    g = game(text)
    play(g, "tile red e3")  # B: library
    assert building_cells(g, "library") == {"e1", "e2", "e3"}
    g = game(text)
    play(g, "tile green g3")  # C: g2 h2 g3 bend: no straight line of three
    assert g.phase == "action" and buildings(g) == {}
    g = game(text)
    play(g, "tile green f2")  # C': a third market in the row f2-g2-h2 makes a line
    assert building_cells(g, "market-hall") == {"f2", "g2", "h2"}
    g = game(text)
    play(g, "tile black b6")  # D: palace
    assert building_cells(g, "palace") == {"b4", "b5", "b6"}


# ---------------------------------------------------------------- the building comes after wars and monuments

# The archer's black c2 unites his kingdom (c1 a2 b2 b3 c3) with the bull's
# (d2 e2 e3). Kings at war: 5 against 1. Then c2 is in a row (a2-c2, once d2 has
# gone) and a column (c1-c3) of settlements, and in the square b2-c3.
ORDER = """
players: archer bull
board: blank
options: civilization_buildings=true
archer: hand k k r r g g
bull:   hand k k r r g g
    a  b  c  d  e
 1  r  Ak k  .  .
 2  k  k  .  k  Bk
 3  .  k  k  .  r
"""


def test_conflicts_then_building_then_monument():
    g = game(ORDER)
    ev = play(g, "tile black c2")
    assert "war" in codes(ev) and g.phase == "commit"
    play(g, "commit 0", "commit 0")
    assert tile(g, "d2") is None  # the bull's settlement lost the war
    assert g.phase == "building"
    assert building_cells(g, "palace") == {"a2", "b2", "c2", "c1", "c3"}
    play(g, "building palace c1")
    assert g.phase == "monument"
    assert "monument black-green b2" in legal(g)
    play(g, "monument black-green b2")
    assert buildings(g) == {"palace": "c1"}
    assert pts(g, "archer") == [0, 0, 2, 0]  # 1 for the king + 1 tile; the unifier scores 0


def test_a_line_broken_by_the_war_gives_no_building():
    # d1 would make the row c1-e1; the archer loses the war and c1 goes.
    g = game(BUILD + """
    a  b  c  d  e  f
 1  r  Ak k  .  k  Bk
 2  .  .  k  .  k  r
 3  .  .  .  .  k  .
""")
    play(g, "tile black d1", "commit 0", "commit 0")  # 2 against 3
    assert tile(g, "c1") is None and tile(g, "d1") == "black"
    assert g.phase == "action" and g.actions_left == 1
    assert buildings(g) == {}


def test_a_building_placed_in_the_square_returns_with_the_monument():
    g = game(ORDER)
    play(g, "tile black c2", "commit 0", "commit 0", "building palace b2")
    ev = play(g, "monument black-green b2")
    assert "building_returned" in codes(ev)
    assert buildings(g) == {}


# ---------------------------------------------------------------- double points in the building's colour

def test_tile_in_a_kingdom_with_its_building_scores_two():
    g = game(BUILD + """
    a  b  c  d  e
 1  r  Ak k  k^ k
""")
    play(g, "tile black c2")
    assert pts(g, "archer") == [0, 0, 2, 0]


def test_king_fallback_also_scores_two():
    g = game(BUILD + """
    a  b  c  d  e
 1  r  Ak r  r^ r
""")
    play(g, "tile red c2")  # no priest: the king takes the temple's points
    assert pts(g, "archer") == [2, 0, 0, 0]


def test_the_leaders_owner_scores_two_even_on_anothers_turn():
    g = game(BUILD + """
    a  b  c  d  e
 1  r  Bg g  g^ g
""")
    play(g, "tile green c2")
    assert pts(g, "bull") == [0, 0, 0, 2]
    assert pts(g, "archer") == [0, 0, 0, 0]


def test_the_tile_that_creates_the_line_scores_one_the_next_scores_two():
    g = game(BUILD + """
    a  b  c  d
 1  r  Ak k  k
""")
    play(g, "tile black e1")
    assert pts(g, "archer") == [0, 0, 1, 0]  # scored before the palace was placed
    play(g, "building palace d1")
    play(g, "tile black c2")
    assert pts(g, "archer") == [0, 0, 3, 0]  # 1 + 2


def test_a_new_line_through_the_buildings_own_tile_is_its_own_line():
    # The palace on c1 stands on the row c1-e1. c2 makes the column c1-c5, which
    # runs through the palace's tile: its line is now five, and five is not
    # longer than five. (The settlement scores two: the palace is in the kingdom.)
    g = game(BUILD + """
    a  b  c  d  e
 1  r  Ak k^ k  k
 2  .  .  .  .  .
 3  .  .  k  .  .
 4  .  .  k  .  .
 5  .  .  k  .  .
""")
    play(g, "tile black c2")
    assert pts(g, "archer") == [0, 0, 2, 0]
    assert g.phase == "action" and buildings(g) == {"palace": "c1"}


def test_the_buildings_line_is_measured_as_it_is_now():
    # A catastrophe has cut the hall's row to one tile: a new row of three is longer.
    g = game(BUILD + """
    a  b  c  d
 1  g^ g  g  .
 2  .  .  .  .
 3  g  g  .  .
""")
    play(g, "catastrophe b1", "tile green c3")
    assert building_cells(g, "market-hall") == {"a3", "b3", "c3"}
    play(g, "building market-hall b3")
    assert buildings(g) == {"market-hall": "b3"}


def test_a_longer_line_elsewhere_in_the_kingdom_scores_two_then_may_take_it():
    g = game(BUILD + """
    a  b  c  d  e
 1  r  Ak k^ k  k
 2  .  k  .  .  .
 3  .  k  .  .  .
 4  .  k  .  .  .
""")
    play(g, "tile black b5")  # column b2-b5: four, in the kingdom through b1's king
    assert pts(g, "archer") == [0, 0, 2, 0]
    assert building_cells(g, "palace") == {"b2", "b3", "b4", "b5"}
    play(g, "building palace b3")
    assert buildings(g) == {"palace": "b3"}


def test_a_building_in_a_region_the_tile_joins_to_the_kingdom_doubles():
    # docs/rules-decisions.md 9: the building is in the kingdom as the tile is placed.
    g = game(BUILD + """
    a  b  c  d  e  f
 1  r  Ak .  k^ k  k
""")
    play(g, "tile black c1")
    assert pts(g, "archer") == [0, 0, 2, 0]


def test_a_building_in_another_kingdom_does_not_double():
    g = game(BUILD + """
    a  b  c  d  e  f  g  h  i
 1  r  Ak .  .  .  r  Bk k^ k
""")
    play(g, "tile black c1")
    assert pts(g, "archer") == [0, 0, 1, 0]


def test_a_building_of_another_colour_does_not_double():
    g = game(BUILD + """
    a  b  c  d  e
 1  r  Ak g  g^ g
""")
    play(g, "tile black c2")
    assert pts(g, "archer") == [0, 0, 1, 0]


def test_a_unifying_tile_still_scores_nothing():
    # d1 unites the archer kingdom (with the palace) and the bull's: no war.
    g = game(BUILD + """
    a  b  c  d  e  f
 1  r  Ak k^ .  Bg r
 2  .  .  k  .  .  .
 3  .  .  k  .  .  .
""")
    ev = play(g, "tile black d1")
    assert "unification" in codes(ev) and "war" not in codes(ev)
    assert pts(g, "archer") == [0, 0, 0, 0] and pts(g, "bull") == [0, 0, 0, 0]


def test_monument_points_are_not_doubled():
    g = game(BUILD + """
monuments: red-black c1
    a  b  c  d  e  f  g
 1  r  Ak K  K  k  k^ k
 2  .  .  K  K  .  .  .
""")
    play(g, "end")
    assert pts(g, "archer") == [0, 0, 1, 0]


def test_revolt_reward_is_not_doubled():
    g = game(BUILD + """
    a  b  c  d  e  f
 1  .  r  .  r  r^ r
 2  r  Bk r  .  .  .
 3  .  r  .  .  .  .
""")
    play(g, "leader king c1")  # touches b1 c2 d1 (3); the bull king touches four
    play(g, "commit 1", "commit 0")  # 4 against 4: the bull wins
    assert pts(g, "bull") == [1, 0, 0, 0]


# ---------------------------------------------------------------- the tile under a building

# The archer's black d1 unites c1-c2 (archer king) with e1-e2 (bull king); the
# palace stands on the bull's e1.
UNDER = """
players: archer bull
board: blank
options: civilization_buildings=true
archer: hand k k k r g g
bull:   hand k k r r g g
    a  b  c  d  e  f
 1  r  Ak k  .  k^ .
 2  .  .  k  .  k  Bk
 3  .  .  .  .  .  r
"""


def test_the_tile_under_a_building_counts_as_a_supporter():
    g = game(UNDER)
    play(g, "tile black d1")
    c = tigris.view_of(g, "archer").conflict
    assert (c["attack"], c["defence"]) == (2, 2)


def test_the_tile_under_a_building_is_not_removed_and_earns_nothing():
    g = game(UNDER)
    play(g, "tile black d1", "commit 1", "commit 0")  # 3 against 2: the archer wins
    assert leader(g, "bull", "king") is None
    assert tile(g, "e2") is None  # an ordinary supporter goes
    assert tile(g, "e1") == "black"  # the palace's tile stays
    assert buildings(g) == {"palace": "e1"}
    assert pts(g, "archer") == [0, 0, 2, 0]  # 1 for the king + 1 tile removed: no double


def test_the_tile_under_a_building_stays_in_a_priest_war_too():
    # d1 unites; priests: the archer's c1 b2 (2) against the bull's e1 e2 f3 (3).
    g = game(BUILD.replace("archer: hand r r k k g g", "archer: hand r r r k g g") + """
    a  b  c  d  e  f
 1  .  Ar r  .  r^ .
 2  .  r  .  .  r  Br
 3  .  .  .  .  .  r
""")
    play(g, "tile black d1", "commit 2", "commit 0")  # 4 against 3
    assert leader(g, "bull", "priest") is None
    assert tile(g, "e1") == "red" and buildings(g) == {"library": "e1"}
    assert tile(g, "e2") is None and tile(g, "f3") is None
    assert pts(g, "archer") == [3, 0, 0, 0]  # 1 + the two temples removed


def test_no_catastrophe_on_a_building():
    g = game(BUILD + """
    a  b  c
 1  g  g^ g
""")
    err = refused(g, "catastrophe b1", "catastrophe_target")
    assert "building" in str(err)
    assert g.is_legal("catastrophe a1")


def test_a_building_returns_when_its_tile_is_flipped_for_a_monument():
    g = game(BUILD + """
    a  b  c  d
 1  g  g^ g  .
 2  g  .  .  .
 3  .  .  g  g
""")
    play(g, "tile green b2")  # completes the square a1-b2 (no new line)
    assert g.phase == "monument"
    ev = play(g, "monument black-green a1")
    assert "building_returned" in codes(ev)
    assert buildings(g) == {}
    play(g, "tile green b3")  # a new line b3-d3: the hall is back beside the board
    assert g.phase == "building"
    ev = play(g, "building market-hall d3")
    assert "building_placed" in codes(ev)
    assert buildings(g) == {"market-hall": "d3"}


# ============================================================ the English variant

# Revolt: the archer king placed on d2 touches c2 and e2 (2); the bull king
# touches four temples (4).
REVOLT = ENGLISH + """
archer: hand r r r k g g
bull:   hand r r b k g g
    a  b  c  d  e
 1  r  r  .  .  .
 2  r  Bk r  .  r
 3  .  r  .  .  .
"""


def test_attacker_commits_only_what_puts_him_ahead():
    g = game(REVOLT)
    play(g, "leader king d2")
    assert legal(g) == {"commit 0", "commit 3"}  # 2 + 3 > 4; 2 + 1 and 2 + 2 are not
    refused(g, "commit 1", "english_commit")
    refused(g, "commit 2", "english_commit")
    refused(g, "commit 4", "commit_range")  # more than the hand holds


def test_attacker_with_no_chance_commits_nothing():
    g = game(REVOLT.replace("archer: hand r r r k g g", "archer: hand r r k k g g"))
    play(g, "leader king d2")
    assert legal(g) == {"commit 0"}  # 2 + 2 cannot beat 4
    refused(g, "commit 2", "english_commit")
    play(g, "commit 0")
    assert legal(g) == {"commit 0"}  # the defender already wins
    refused(g, "commit 1", "english_defence")


def test_attacker_already_ahead_may_commit_more():
    # The archer king placed on b2 touches four temples, the bull king on d2 one.
    g = game(ENGLISH + """
archer: hand r r r k g g
bull:   hand r r r k g g
    a  b  c  d
 1  .  r  .  .
 2  r  .  r  Bk
 3  .  r  .  .
""")
    play(g, "leader king b2")
    c = tigris.view_of(g, "archer").conflict
    assert (c["attack"], c["defence"]) == (4, 1)
    assert legal(g) == {"commit 0", "commit 1", "commit 2", "commit 3"}
    play(g, "commit 1")  # 5 against 1: the bull would need exactly 4
    assert legal(g) == {"commit 0"}
    refused(g, "commit 3", "english_defence")


def test_defender_commits_exactly_the_tie():
    g = game(REVOLT)
    play(g, "leader king d2", "commit 3")  # 5 against 4: the bull needs exactly 1
    assert g.to_move == "bull"
    assert legal(g) == {"commit 0", "commit 1"}
    refused(g, "commit 2", "english_defence")
    play(g, "commit 1")
    assert leader(g, "bull", "king") == "b2" and leader(g, "archer", "king") is None
    assert pts(g, "bull") == [1, 0, 0, 0]


def test_defender_without_enough_tiles_commits_nothing():
    g = game(REVOLT.replace("bull:   hand r r b k g g", "bull:   hand b b b k g g"))
    play(g, "leader king d2", "commit 3")
    assert legal(g) == {"commit 0"}
    refused(g, "commit 1", "commit_range")


# War: the archer's d1 unites c1 (archer king: 1 settlement) with e1-e2 (bull king: 2).
WAR = ENGLISH + """
archer: hand k k k k r g
bull:   hand k k k r r g
    a  b  c  d  e  f
 1  r  Ak k  .  k  Bk
 2  .  .  .  .  k  r
"""


def test_english_limits_apply_to_wars():
    g = game(WAR)
    play(g, "tile black d1")
    c = tigris.view_of(g, "archer").conflict
    assert (c["attack"], c["defence"]) == (1, 2)
    assert legal(g) == {"commit 0", "commit 2", "commit 3"}
    refused(g, "commit 1", "english_commit")  # 2 against 2 would lose
    play(g, "commit 2")  # 3 against 2
    assert legal(g) == {"commit 0", "commit 1"}
    refused(g, "commit 2", "english_defence")
    refused(g, "commit 3", "english_defence")
    play(g, "commit 1")  # a tie: the defender wins
    assert leader(g, "archer", "king") is None
    assert tile(g, "c1") is None
    assert pts(g, "bull") == [0, 0, 2, 0]
    assert hand(g, "bull")[2] == 2


def test_without_the_variant_any_amount_may_be_committed():
    g = game(WAR.replace("options: english_variant=true", ""))
    play(g, "tile black d1")
    assert legal(g) == {"commit 0", "commit 1", "commit 2", "commit 3"}
    play(g, "commit 1")
    assert legal(g) == {"commit 0", "commit 1", "commit 2", "commit 3"}


# ============================================================ the wonder

PLUS = WONDER + """
    a  b  c  d
 1  .  g  .  .
 2  g  .  g  .
 3  .  g  .  .
"""


def test_placed_tile_as_the_centre_of_a_plus_may_erect_the_wonder():
    g = game(PLUS)
    play(g, "tile green b2")
    assert g.phase == "monument" and g.to_move == "archer"
    assert legal(g) == {"wonder b2", "no monument"}
    ev = play(g, "wonder b2")
    assert "wonder_erected" in codes(ev)
    assert set(tigris.view_of(g, "bull").wonder) == {"b1", "a2", "b2", "c2", "b3"}
    assert all(tile(g, c) is None for c in ("b1", "a2", "b2", "c2", "b3"))  # discarded
    assert g.state.count_tiles() == 153
    assert g.phase == "action" and g.actions_left == 1


def test_placed_tile_as_an_arm_of_the_plus():
    g = game(WONDER + """
    a  b  c
 1  .  g  .
 2  g  g  .
 3  .  g  .
""")
    play(g, "tile green c2")
    assert legal(g) == {"wonder b2", "no monument"}
    play(g, "wonder b2")
    assert g.state.count_tiles() == 153


def test_a_tile_completing_two_pluses_offers_both():
    g = game(WONDER.replace("archer: hand r r k k g g", "archer: hand r r k g g g") + """
    a  b  c  d  e
 1  .  g  .  g  .
 2  g  g  .  g  g
 3  .  g  .  g  .
""")
    play(g, "tile green c2")  # an arm of the plus around b2 and of the one around d2
    assert legal(g) == {"wonder b2", "wonder d2", "no monument"}
    refused(g, "wonder c2", "not_a_wonder")
    play(g, "wonder d2")
    assert set(tigris.view_of(g, "bull").wonder) == {"d1", "c2", "d2", "e2", "d3"}
    assert tile(g, "b2") == "green"


def test_not_without_the_variant():
    g = game(PLUS.replace("options: wonder_variant=true", ""))
    play(g, "tile green b2")
    assert g.phase == "action" and g.actions_left == 1


def test_a_face_down_tile_is_no_arm():
    g = game(WONDER + """
monuments: black-green c1
    a  b  c  d
 1  .  k  K  K
 2  k  .  K  K
 3  .  k  .  .
""")
    play(g, "tile black b2")
    assert g.phase == "action" and g.actions_left == 1


def test_the_wonder_instead_of_a_monument():
    # c2 completes the plus around b2 and the square b1-c2.
    g = game(WONDER + """
    a  b  c
 1  .  k  k
 2  k  k  .
 3  .  k  .
""")
    play(g, "tile black c2")
    assert legal(g) == {"wonder b2", "monument black-green b1", "monument blue-black b1",
                        "monument red-black b1", "no monument"}
    play(g, "wonder b2")
    assert tigris.view_of(g, "bull").monuments == {}
    assert tile(g, "c1") == "black"


def test_a_monument_instead_of_the_wonder():
    g = game(WONDER + """
    a  b  c
 1  .  k  k
 2  k  k  .
 3  .  k  .
""")
    play(g, "tile black c2", "monument red-black b1")
    assert tigris.view_of(g, "bull").wonder == ()
    assert tile(g, "b2") == "BLACK"


def test_neither_and_the_chance_is_lost():
    g = game(PLUS)
    ev = play(g, "tile green b2", "no monument")
    assert "monument_declined" in codes(ev)
    assert tigris.view_of(g, "bull").wonder == () and tile(g, "b2") == "green"
    play(g, "tile green e5")  # another placement does not offer it again
    assert g.phase == "action" and g.active == "bull"


def test_the_wonder_when_every_monument_of_the_colour_is_built():
    g = game(WONDER + """
monuments: black-green e1, blue-green h1, red-green k1
    a  b  c  d  e  f  g  h  i  j  k  l
 1  .  g  .  .  G  G  .  G  G  .  G  G
 2  g  .  g  .  G  G  .  G  G  .  G  G
 3  .  g  .  .  .  .  .  .  .  .  .  .
""")
    play(g, "tile green b2")
    assert legal(g) == {"wonder b2", "no monument"}


def test_only_one_wonder_per_game():
    g = game(WONDER + """
    a  b  c  d  e  f  g
 1  .  W  .  .  .  g  .
 2  W  W  W  .  g  .  g
 3  .  W  .  .  .  g  .
""")
    play(g, "tile green f2")
    assert g.phase == "action" and g.actions_left == 1


def test_the_wonder_is_built_after_the_wars():
    g = game(WONDER.replace("archer: hand r r k k g g", "archer: hand r r r k g g") + """
    a  b  c  d
 1  Ak r  .  .
 2  r  .  r  Bk
 3  .  r  .  r
""")
    # b2 touches b1/a2 (archer king) and c2 (bull king, with d3): kings, no black tiles.
    ev = play(g, "tile red b2")
    assert "war" in codes(ev)
    play(g, "commit 0", "commit 0")  # 0 against 0: the bull defends
    assert leader(g, "archer", "king") is None
    assert g.phase == "monument" and "wonder b2" in legal(g)


# ---------------------------------------------------------------- erecting it

def test_a_treasure_on_the_plus_stays_on_the_wonder_and_is_collected():
    g = game(WONDER + """
    a  b  c  d  e
 1  .  r  .  .  .
 2  r  .  r  .  r*
 3  .  r* .  .  .
""")
    play(g, "tile red b2", "wonder b2")
    assert has_treasure(g, "b3")
    assert "W*" in tigris.to_diagram(g)
    play(g, "leader trader d2")  # next to the wonder and to e2's temple
    assert g.phase == "treasure" and g.to_move == "archer"
    assert legal(g) == {"treasure b3", "treasure e2"}
    play(g, "treasure b3")
    assert treasures(g, "archer") == 1
    assert not has_treasure(g, "b3") and has_treasure(g, "e2")


@pytest.mark.parametrize("special,taken,left", [("b3", "b3", "e2"), ("e2", "e2", "b3")])
def test_special_border_priority_as_if_on_the_original_space(special, taken, left):
    g = game(WONDER + f"""
special: {special}
    a  b  c  d  e
 1  .  r  .  .  .
 2  r  .  r  .  r*
 3  .  r* .  .  .
""")
    play(g, "tile red b2", "wonder b2", "leader trader d2")
    assert g.phase == "action" and g.active == "bull"  # only one way to take: automatic
    assert treasures(g, "archer") == 1
    assert not has_treasure(g, taken) and has_treasure(g, left)


def test_a_building_on_the_plus_returns_beside_the_board():
    g = game(BOTH + """
    a  b  c
 1  .  g  .
 2  g  .  g
 3  .  g  .
""")
    play(g, "tile green b2")
    assert g.phase == "building"  # buildings come before the wonder
    play(g, "building market-hall a2")
    assert g.phase == "monument"
    ev = play(g, "wonder b2")
    assert "building_returned" in codes(ev)
    assert buildings(g) == {}


def test_leaders_losing_their_last_temple_are_withdrawn():
    # The archer trader on c1 touches only b1 and c2; the bull king on d2 also
    # touches e2.
    g = game(WONDER + """
    a  b  c  d  e
 1  .  r  Ag .  .
 2  r  .  r  Bk r
 3  .  r  .  .  .
""")
    play(g, "tile red b2")
    assert pts(g, "bull") == [1, 0, 0, 0]  # the king's fallback point for the temple
    ev = play(g, "wonder b2")
    assert "leader_returned" in codes(ev)
    assert leader(g, "archer", "trader") is None
    assert leader(g, "bull", "king") == "d2"


# ---------------------------------------------------------------- the wonder on the board

# The archer king on d2 (with e2's temple) is in the wonder's kingdom.
BY_WONDER = WONDER + """
    a  b  c  d  e
 1  .  W  .  .  .
 2  W  W  W  Ak r
 3  .  W  .  .  .
"""


def test_the_wonder_links_tiles_into_kingdoms():
    g = game(BY_WONDER)
    play(g, "tile black a1")  # touches only the wonder
    assert pts(g, "archer") == [0, 0, 1, 0]


def test_the_wonder_links_regions_together():
    g = game(WONDER + """
    a  b  c  d  e  f
 1  .  W  .  .  .  .
 2  W  W  W  .  .  .
 3  .  W  .  .  .  .
 4  .  .  .  .  .  .
 5  r  Ak .  .  .  .
""")
    play(g, "tile black b4")  # joins the wonder (a region) to the king's kingdom
    assert pts(g, "archer") == [0, 0, 1, 0]
    play(g, "tile black d2")  # touches only the wonder: in the king's kingdom
    assert pts(g, "archer") == [0, 0, 2, 0]


def test_the_wonder_links_two_kingdoms_so_a_tile_can_unite_them():
    g = game(BY_WONDER + """
    a  b  c  d  e
 4  .  .  .  .  .
 5  r  Bk .  .  .
""")
    ev = play(g, "tile black b4")  # touches the wonder (archer king) and the bull king
    assert "unification" in codes(ev) and "war" in codes(ev)


def test_nothing_may_be_placed_on_the_wonder():
    g = game(BY_WONDER)
    refused(g, "tile red b1", "not_empty")
    refused(g, "leader priest b2", "not_empty")


def test_the_wonder_is_no_temple_for_leaders():
    g = game(BY_WONDER)
    refused(g, "leader priest c1", "leader_needs_temple")  # touches only the wonder


def test_the_wonder_is_no_supporter():
    # The archer's c4 unites b4 (linked to the king through the wonder) with the
    # bull's d4.
    g = game(WONDER + """
    a  b  c  d  e
 1  .  W  .  .  .
 2  W  W  W  Ak r
 3  .  W  .  .  .
 4  .  k  .  k  Bk
 5  .  .  .  .  r
""")
    play(g, "tile black c4")
    c = tigris.view_of(g, "archer").conflict
    assert (c["attack"], c["defence"]) == (1, 1)


def test_no_catastrophe_on_the_wonder():
    g = game(BY_WONDER)
    for cell in ("b1", "a2", "b2", "c2", "b3"):
        err = refused(g, f"catastrophe {cell}", "catastrophe_target")
        assert "wonder" in str(err)


def test_the_wonders_treasure_cannot_take_a_catastrophe_either():
    g = game(WONDER + """
    a  b  c
 1  .  W  .
 2  W  W* W
 3  .  W  .
""")
    refused(g, "catastrophe b2", "catastrophe_target")


# ---------------------------------------------------------------- the wonder's point at the end of the turn

def test_rulebook_example_7_king_in_the_wonders_kingdom_scores_a_point():
    g = game(BY_WONDER)
    play(g, "end")
    assert g.phase == "wonder_point" and g.to_move == "archer"
    assert legal(g) == {"wonder point red", "wonder point blue",
                        "wonder point black", "wonder point green"}
    refused(g, "tile red h8", "not_your_decision")
    play(g, "wonder point blue")
    assert pts(g, "archer") == [0, 1, 0, 0]
    assert g.phase == "action" and g.active == "bull"


def test_the_point_comes_at_the_end_of_each_of_his_turns():
    g = game(BY_WONDER)
    play(g, "tile red h8", "tile red j8", "wonder point green")
    play(g, "end")  # the bull
    play(g, "end", "wonder point green")
    assert pts(g, "archer") == [0, 0, 0, 2]


def test_no_point_for_a_king_elsewhere():
    g = game(WONDER + """
    a  b  c  d  e  f  g  h
 1  .  W  .  .  .  .  .  .
 2  W  W  W  Ag r  .  r  Ak
 3  .  W  .  .  .  .  .  .
""")
    play(g, "end")  # only the trader is with the wonder: no point
    assert g.phase == "action" and g.active == "bull"
    assert pts(g, "archer") == [0, 0, 0, 0]


def test_no_point_for_other_players_kings():
    g = game(WONDER + """
    a  b  c  d  e
 1  .  W  .  .  .
 2  W  W  W  Bk r
 3  .  W  .  .  .
""")
    play(g, "end")  # the archer's turn: the bull king is no use to him
    assert g.phase == "action" and g.active == "bull"
    play(g, "end")  # the bull's turn
    assert g.phase == "wonder_point" and g.to_move == "bull"
    play(g, "wonder point red")
    assert pts(g, "bull") == [1, 0, 0, 0] and pts(g, "archer") == [0, 0, 0, 0]


def test_the_wonder_point_follows_monument_points():
    g = game(WONDER + """
monuments: red-black d4
    a  b  c  d  e  f
 1  .  W  .  .  .  .
 2  W  W  W  Ak r  .
 3  .  W  .  .  .  .
 4  .  .  .  K  K  .
 5  .  .  .  K  K  .
""")
    play(g, "tile black d3")  # links the monument to the king's kingdom
    assert pts(g, "archer") == [0, 0, 1, 0]
    play(g, "end")
    assert pts(g, "archer") == [0, 0, 2, 0]  # the monument's black point first
    assert g.phase == "wonder_point"
    play(g, "wonder point black")
    assert pts(g, "archer") == [0, 0, 3, 0]


# ============================================================ the advanced board

@pytest.mark.parametrize("players,bag", [(2, 127), (3, 121), (4, 115)])
def test_fourteen_temples_with_treasures_and_the_bag(players, bag):
    names = ["archer", "bull", "pot", "lion"][:players]
    g = tigris.Game.new(names, seed=3, options={"board": "advanced"})
    st = g.state
    assert len(st.treasure) == 14
    assert all(st.tile[c] == 0 and not st.down[c] for c in st.treasure)
    assert set(st.treasure) == set(tigris.ADVANCED.temples)
    assert len(st.bag) == bag
    assert st.count_tiles() == 153
    assert tigris.ADVANCED.special <= set(tigris.ADVANCED.temples)


@pytest.mark.parametrize("special,between,other", [
    ("b3", "b2", "b1"), ("p6", "o6", "n6"), ("a8", "b8", "c8"),
    ("e10", "d10", "c10"), ("j11", "i11", "h11"), ("o11", "o10", "o9"),
])
def test_special_border_spaces_are_taken_first(special, between, other):
    # Two treasure temples; the trader placed between them takes one: the framed one.
    g = game(f"""
players: archer bull
board: advanced
archer: hand r r k k g g
bull:   hand r r k k g g
    {special[0]}
 {special[1:]}  r*
    {other[0]}
 {other[1:]}  r*
""", far=False)
    play(g, f"leader trader {between}")
    assert treasures(g, "archer") == 1
    assert on_board_treasures(g) == {other}


def test_a_non_special_space_gives_the_trader_a_choice():
    g = game("""
players: archer bull
board: advanced
archer: hand r r k k g g
bull:   hand r r k k g g
    h  i  j
 5  r* .  r*
""", far=False)
    play(g, "leader trader i5")
    assert g.phase == "treasure"
    assert legal(g) == {"treasure h5", "treasure j5"}


# ============================================================ records with the variants

def _round_trip(g: tigris.Game) -> tigris.Game:
    d = json.loads(json.dumps(tigris.to_record(g)))
    again = tigris.from_record(d)
    assert tigris.to_record(again) == tigris.to_record(g)
    assert again.phase == g.phase and again.to_move == g.to_move
    assert legal(again) == legal(g)
    return again


def test_record_round_trips_in_the_building_phase():
    g = game(BUILD + """
    a  b  c  d
 1  g  g  .  .
 2  .  .  .  .
 3  k  k^ k  .
""")
    play(g, "tile green c1")
    assert g.phase == "building"
    again = _round_trip(g)
    play(g, "building market-hall a1")
    play(again, "building market-hall a1")
    assert tigris.to_record(again) == tigris.to_record(g)
    assert buildings(again) == {"market-hall": "a1", "palace": "b3"}


def test_record_round_trips_with_the_wonder_offered():
    g = game(BOTH + """
    a  b  c
 1  .  g  .
 2  g  .  g
 3  .  g  .
""")
    play(g, "tile green b2", "no building")
    assert g.phase == "monument"
    again = _round_trip(g)
    play(g, "wonder b2")
    play(again, "wonder b2")
    assert tigris.to_record(again) == tigris.to_record(g)


def test_record_round_trips_in_the_wonder_point_phase_with_a_building_and_the_wonder():
    g = game(BOTH + """
    a  b  c  d  e  f  g
 1  .  W* .  .  .  .  .
 2  W  W  W  Ak r  .  .
 3  .  W  .  k  k^ k  .
""")
    play(g, "end")
    assert g.phase == "wonder_point"
    again = _round_trip(g)
    assert set(tigris.view_of(again, "archer").wonder) == {"b1", "a2", "b2", "c2", "b3"}
    assert buildings(again) == {"palace": "e3"}
    play(g, "wonder point green")
    play(again, "wonder point green")
    assert tigris.to_record(again) == tigris.to_record(g)
    assert again.active == "bull"


def test_diagram_round_trips_buildings_and_the_wonder():
    g = game(BOTH + """
    a  b  c  d  e  f  g
 1  .  W* .  .  .  .  .
 2  W  W  W  Ak r  .  .
 3  .  W  .  k  k^ k  .
""")
    text = tigris.to_diagram(g)
    assert "k^" in text and "W*" in text
    again = tigris.from_diagram(text)
    assert tigris.to_diagram(again) == text
