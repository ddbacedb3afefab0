"""Monuments (four like tiles in a square may be turned into one), treasures (a
trader takes all treasures of his kingdom but one) and the end of a turn
(monument points, the hands refilled, the next player).
Rulebook: “Monument Building”, “Treasure Distribution”, “End of a Turn”."""

import tigris
from positions import (
    codes, game, has_treasure, leader, legal, play, pts, refused, tile, treasures,
)

TWO = """
players: archer bull
board: blank
archer: hand r r k k g g
bull:   hand r r k k g g
"""


# ---------------------------------------------------------------- monuments

def test_tile_completing_a_square_may_build_a_monument():
    g = game(TWO + """
    a  b
 1  r  r
 2  r  .
""")
    play(g, "tile red b2")
    assert g.phase == "monument" and g.to_move == "archer"
    assert legal(g) == {"monument red-blue a1", "monument red-green a1",
                        "monument red-black a1", "no monument"}
    ev = play(g, "monument red-blue a1")
    assert "monument_built" in codes(ev)
    assert [tile(g, c) for c in ("a1", "b1", "a2", "b2")] == ["RED"] * 4  # face-down
    assert tigris.view_of(g, "bull").monuments == {"red-blue": "a1"}
    assert g.actions_left == 1


def test_monument_may_be_built_outside_a_kingdom():
    # The square above is a region (no leader): the monument is still offered.
    g = game(TWO + """
    a  b
 1  k  k
 2  k  .
""")
    play(g, "tile black b2")
    assert g.phase == "monument"


def test_no_monument_when_every_monument_of_the_colour_is_built():
    g = game(TWO + """
monuments: black-green e1, blue-green h1, red-green k1
    a  b  c  d  e  f  g  h  i  j  k  l
 1  g  g  .  .  G  G  .  G  G  .  G  G
 2  g  .  .  .  G  G  .  G  G  .  G  G
""")
    ev = play(g, "tile green b2")
    assert "monument_built" not in codes(ev)
    assert g.phase == "action" and g.actions_left == 1
    assert tile(g, "b2") == "green"  # the square stays face-up


def test_choice_between_two_squares_and_the_monument():
    g = game(TWO + """
    a  b  c
 1  k  k  k
 2  k  .  k
""")
    play(g, "tile black b2")
    options = legal(g) - {"no monument"}
    assert options == {f"monument {m} {sq}" for m in ("black-green", "blue-black", "red-black")
                       for sq in ("a1", "b1")}
    play(g, "monument black-green b1")
    assert [tile(g, c) for c in ("b1", "c1", "b2", "c2")] == ["BLACK"] * 4
    assert tile(g, "a1") == "black" and tile(g, "a2") == "black"


def test_wrong_monument_or_square_is_refused():
    g = game(TWO + """
    a  b  c
 1  k  k  .
 2  k  .  .
""")
    play(g, "tile black b2")
    refused(g, "monument red-blue a1", "not_a_monument")  # no black half
    refused(g, "monument red-black b1", "not_a_monument")  # no such square
    refused(g, "tile red e5", "not_your_decision")


def test_declined_monument_is_forfeited_but_a_new_square_gives_a_new_right():
    g = game(TWO + """
    a  b  c
 1  r  r  r
 2  r  .  .
""")
    ev = play(g, "tile red b2", "no monument")
    assert "monument_declined" in codes(ev)
    assert tile(g, "a1") == "red"
    assert g.phase == "action" and g.actions_left == 1
    play(g, "tile red c2")  # a new square b1-c2, sharing b1 and b2
    assert g.phase == "monument"
    assert {a for a in legal(g) if a != "no monument"} == {
        "monument red-blue b1", "monument red-green b1", "monument red-black b1"}


def test_declined_square_gives_no_right_later():
    g = game(TWO + """
    a  b  c
 1  r  r  .
 2  r  .  .
""")
    play(g, "tile red b2", "no monument")
    play(g, "tile red d4")  # elsewhere: the old square is not offered again
    assert g.phase == "action" and g.active == "bull"


# The black square c1 d1 c2 + the unifying tile d2; the bull kingdom (e2 f2 f3)
# touches d2 from the right.
SQUARE_WAR = """
players: archer bull
board: blank
archer: hand k k r r g g
bull:   hand k k r r g g
    a  b  c  d  e  f
 1  r  Ak k  k  .  .
 2  .  .  k  .  k  Bk
 3  .  .  .  .  .  r
"""


def test_wars_first_then_the_monument_if_the_square_survives():
    g = game(SQUARE_WAR)
    ev = play(g, "tile black d2")
    assert "war" in codes(ev) and g.phase == "commit"
    play(g, "commit 0", "commit 0")  # 3 against 1: archer wins, e2 goes
    assert tile(g, "e2") is None
    assert g.phase == "monument"
    play(g, "monument red-black c1")
    assert tile(g, "d2") == "BLACK"


def test_no_monument_if_the_war_broke_the_square():
    g = game(SQUARE_WAR)
    play(g, "tile black d2", "commit 0", "commit 2")  # 3 against 3: bull wins
    assert tile(g, "c1") is None and tile(g, "d1") is None and tile(g, "c2") is None
    assert tile(g, "d2") == "black"
    assert g.phase == "action" and g.actions_left == 1
    assert pts(g, "bull") == [0, 0, 4, 0]


def test_face_down_tiles_still_link_kingdoms():
    g = game(TWO + """
monuments: red-black b1
    a  b  c  d
 1  r  R  R  .
 2  Ak R  R  .
""")
    play(g, "tile green d1")  # touches only the face-down c1
    assert pts(g, "archer") == [0, 0, 0, 1]  # in the archer king's kingdom


def test_treasure_on_a_flipped_temple_stays_and_can_be_collected():
    g = game(TWO + """
    a  b  c  d
 1  r* r  .  r*
 2  r  .  .  .
 3  Ag .  .  .
 4  r  .  .  .
""")
    play(g, "tile red b2", "monument red-blue a1")
    assert tile(g, "a1") == "RED" and has_treasure(g, "a1")
    play(g, "tile red c1")  # joins d1: two treasures with the trader
    assert g.phase == "treasure"
    assert legal(g) == {"treasure a1", "treasure d1"}
    play(g, "treasure a1")
    assert treasures(g, "archer") == 1 and not has_treasure(g, "a1")


def test_leader_losing_its_last_temple_to_the_flip_is_withdrawn():
    g = game(TWO + """
    a  b  c
 1  r  r  Bg
 2  r  .  .
""")
    ev = play(g, "tile red b2", "monument red-green a1")
    assert leader(g, "bull", "trader") is None
    assert "leader_returned" in codes(ev)


# ---------------------------------------------------------------- treasures

TREASURE = """
players: archer bull
board: blank
archer: hand r r k k g g
bull:   hand r r k k g g
    a  b  c  d
 1  r* Ag .  r*
"""


def test_trader_takes_all_treasures_but_one():
    g = game(TREASURE)
    play(g, "tile red c1")
    assert g.phase == "treasure" and g.to_move == "archer"
    assert legal(g) == {"treasure a1", "treasure d1"}
    ev = play(g, "treasure d1")
    assert "treasure_taken" in codes(ev)
    assert treasures(g, "archer") == 1
    assert has_treasure(g, "a1") and not has_treasure(g, "d1")
    assert g.phase == "action" and g.actions_left == 1


def test_invalid_treasure_choices_are_refused():
    g = game(TREASURE)
    play(g, "tile red c1")
    refused(g, "treasure a1 d1", "treasure_choice")
    refused(g, "treasure c1", "treasure_choice")
    refused(g, "no treasure", "treasure_mandatory")


def test_the_traders_owner_collects_even_if_not_active():
    g = game(TREASURE.replace("Ag", "Bg"))
    play(g, "tile red c1")
    assert g.phase == "treasure" and g.to_move == "bull"
    refused(g, "end", "not_your_decision")
    play(g, "treasure a1")
    assert treasures(g, "bull") == 1 and treasures(g, "archer") == 0
    assert g.to_move == "archer" and g.actions_left == 1


def test_without_a_trader_treasures_wait_no_king_fallback():
    g = game(TREASURE.replace("Ag", "Ak"))
    play(g, "tile red c1")
    assert g.phase == "action"
    assert has_treasure(g, "a1") and has_treasure(g, "d1")
    # A trader arriving later collects.
    play(g, "leader trader c2")
    assert g.phase == "treasure" and g.to_move == "archer"


def test_treasure_timing_end_of_action_trader_withdrawn_in_action_2_collects():
    g = game(TREASURE)
    play(g, "tile red c1", "treasure a1", "withdraw trader")
    assert treasures(g, "archer") == 1


def test_treasure_timing_end_of_turn_trader_withdrawn_in_action_2_does_not():
    g = game(TREASURE.replace("board: blank", "board: blank\noptions: treasure_timing=end_of_turn"))
    play(g, "tile red c1")
    assert g.phase == "action" and g.actions_left == 1  # nothing yet
    play(g, "withdraw trader")
    assert treasures(g, "archer") == 0
    assert has_treasure(g, "a1") and has_treasure(g, "d1")
    assert g.active == "bull"


def test_treasure_timing_end_of_turn_collects_at_the_end_of_the_turn():
    g = game(TREASURE.replace("board: blank", "board: blank\noptions: treasure_timing=end_of_turn"))
    play(g, "tile red c1", "tile green e5")
    assert g.phase == "treasure" and g.to_move == "archer"
    play(g, "treasure a1")
    assert treasures(g, "archer") == 1
    assert g.active == "bull"


def test_treasure_collection_optional_allows_declining():
    g = game(TREASURE.replace("board: blank",
                              "board: blank\noptions: treasure_collection_mandatory=false"))
    play(g, "tile red c1")
    assert "no treasure" in legal(g)
    ev = play(g, "no treasure")
    assert "treasure_declined" in codes(ev)
    assert treasures(g, "archer") == 0
    assert has_treasure(g, "a1") and has_treasure(g, "d1")
    assert g.phase == "action" and g.actions_left == 1


def test_special_border_treasure_is_taken_first():
    g = game(TREASURE.replace("board: blank", "board: blank\nspecial: d1"))
    ev = play(g, "tile red c1")  # one way only: taken at once
    taken = next(e for e in ev if e.code == "treasure_taken")
    assert taken["cells"] == ["d1"]
    assert has_treasure(g, "a1") and g.phase == "action"


def test_special_first_then_free_choice_among_the_others():
    g = game("""
players: archer bull
board: blank
special: d1
archer: hand r r k k g g
bull:   hand r r k k g g
    a  b  c  d  e
 1  r* Ag .  r* r*
""")
    play(g, "tile red c1")  # three treasures: take two, d1 among them
    assert legal(g) == {"treasure a1 d1", "treasure d1 e1"}
    refused(g, "treasure a1 e1", "treasure_choice")
    play(g, "treasure d1 e1")
    assert treasures(g, "archer") == 2 and has_treasure(g, "a1")


def test_owner_chooses_which_special_treasure_stays():
    g = game(TREASURE.replace("board: blank", "board: blank\nspecial: a1 d1"))
    play(g, "tile red c1")
    assert legal(g) == {"treasure a1", "treasure d1"}
    play(g, "treasure a1")
    assert has_treasure(g, "d1")


def test_several_kingdoms_collect_clockwise_from_the_active_player():
    g = game("""
players: archer bull
board: blank
options: treasure_timing=end_of_turn
special: d1 d3
archer: hand r r k k g g
bull:   hand r r k k g g
    a  b  c  d
 1  r* Bg .  r*
 3  r* Ag .  r*
""")
    ev = play(g, "tile red c1", "tile red c3")
    taken = [(e["player"], e["cells"]) for e in ev if e.code == "treasure_taken"]
    assert taken == [("archer", ["d3"]), ("bull", ["d1"])]


# ---------------------------------------------------------------- the end of a turn

def test_active_player_scores_monuments_in_his_leaders_kingdoms():
    g = game(TWO + """
monuments: red-black c1
    a  b  c  d
 1  r  Ar K  K
 2  r  Ak K  K
""")
    play(g, "end")
    assert pts(g, "archer") == [1, 0, 1, 0]


def test_other_players_leaders_score_on_their_own_turn():
    g = game(TWO + """
monuments: black-green c1
    a  b  c  d
 1  r  Ak K  K
 2  r  Bg K  K
""")
    play(g, "end")
    assert pts(g, "archer") == [0, 0, 1, 0] and pts(g, "bull") == [0, 0, 0, 0]
    play(g, "end")
    assert pts(g, "bull") == [0, 0, 0, 1] and pts(g, "archer") == [0, 0, 1, 0]


def test_king_scores_only_from_black_monuments():
    g = game(TWO + """
monuments: red-blue c1
    a  b  c  d
 1  r  Ak R  R
 2  .  .  R  R
""")
    play(g, "end")
    assert pts(g, "archer") == [0, 0, 0, 0]


def test_monument_outside_the_leaders_kingdom_scores_nothing():
    g = game(TWO + """
monuments: red-black d1
    a  b  c  d  e
 1  r  Ar .  K  K
 2  .  .  .  K  K
""")
    play(g, "end")
    assert pts(g, "archer") == [0, 0, 0, 0]


def test_one_point_per_like_coloured_monument():
    pos = TWO + """
monuments: red-blue c1, red-green c3
    a  b  c  d
 1  r  Ar R  R
 2  .  .  R  R
 3  .  .  R  R
 4  .  .  R  R
"""
    g = game(pos)
    play(g, "end")
    assert pts(g, "archer") == [2, 0, 0, 0]


def test_monument_scoring_per_leader_option():
    pos = TWO.replace("board: blank", "board: blank\noptions: monument_scoring=per_leader") + """
monuments: red-blue c1, red-green c3
    a  b  c  d
 1  r  Ar R  R
 2  .  .  R  R
 3  .  .  R  R
 4  .  .  R  R
"""
    g = game(pos)
    play(g, "end")
    assert pts(g, "archer") == [1, 0, 0, 0]


def test_refill_active_player_and_others_who_committed():
    g = game("""
players: archer bull pot
board: blank
archer: hand r r r k g g
bull:   hand r r b k g g
pot:    hand r r b k g g
    a  b  c  d  e
 1  r  r  .  .  .
 2  r  Bk r  .  r
 3  .  r  .  .  .
""")
    play(g, "leader king d2", "commit 1", "commit 2", "end")
    assert [sum(h) for h in g.state.hands] == [6, 6, 6]
    assert g.active == "bull"


def test_turn_passes_clockwise():
    g = game("""
players: archer bull pot
turn: bull 1
board: blank
archer: hand r r k k g g
bull:   hand r r k k g g
pot:    hand r r k k g g
    a
 1  r
""")
    order = []
    for _ in range(4):
        play(g, "end")
        order.append(g.active)
    assert order == ["pot", "archer", "bull", "pot"]


def test_monument_joins_a_kingdom_through_its_face_down_tiles():
    # The monument stands in a region; a tile links it to the archer priest's
    # kingdom, and from then on it pays him at the end of his turn.
    g = game(TWO + """
monuments: red-black d1
    a  b  c  d  e
 1  r  Ar .  K  K
 2  .  .  .  K  K
""")
    play(g, "tile green c1")
    play(g, "end")
    assert pts(g, "archer") == [1, 0, 0, 0]
