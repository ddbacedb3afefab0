"""The turn (two actions, the same kind twice allowed, the hand refilled at the end)
and the first action: positioning a leader (place, move or withdraw him; next to
a temple, never on a river, never joining two kingdoms).
Rulebook: “Turn Structure”, “Positioning a Leader”."""

from positions import (
    codes, game, hand, leader, legal, play, pts, refused, tile,
)

TWO = """
players: archer bull
board: blank
archer: hand r r r k g g
bull:   hand r r r k g g
"""


# ---------------------------------------------------------------- the turn: two actions

def test_two_actions_then_the_turn_passes():
    g = game(TWO + """
    a  b  c
 1  r* .  .
""")
    assert g.active == "archer" and g.actions_left == 2
    play(g, "tile red c3")
    assert g.active == "archer" and g.actions_left == 1
    play(g, "tile red c5")  # the same action type twice
    assert g.active == "bull" and g.actions_left == 2
    assert sum(hand(g, "archer")) == 6  # refilled at the end of the turn


def test_turn_may_end_with_no_action():
    g = game(TWO + """
    a
 1  r*
""")
    play(g, "end")
    assert g.active == "bull" and g.actions_left == 2


def test_turn_may_end_after_one_action():
    g = game(TWO + """
    a
 1  r*
""")
    play(g, "tile red c3", "end")
    assert g.active == "bull"
    assert tile(g, "c3") == "red"


def test_the_same_leader_may_be_placed_twice_in_a_turn():
    g = game(TWO + """
    a  b  c
 1  r* .  r
""")
    play(g, "leader king b1", "withdraw king")
    assert g.active == "bull"
    assert leader(g, "archer", "king") is None


# ---------------------------------------------------------------- place, move or withdraw a leader

def test_place_a_leader_from_the_supply():
    g = game(TWO + """
    a  b
 1  r* .
""")
    ev = play(g, "leader king b1")
    assert leader(g, "archer", "king") == "b1"
    assert "leader_placed" in codes(ev)


def test_move_a_leader_on_the_board():
    g = game(TWO + """
    a  b
 1  r* Ak
 2  .  .
""")
    ev = play(g, "leader king a2")
    assert leader(g, "archer", "king") == "a2"
    assert "leader_moved" in codes(ev)
    assert g.actions_left == 1  # a move is one action


def test_move_destination_must_differ_from_origin():
    g = game(TWO + """
    a  b
 1  r* Ak
""")
    refused(g, "leader king b1", "leader_same_cell")


def test_withdraw_is_one_action_and_gives_no_points():
    g = game(TWO + """
    a  b
 1  r* Ak
""")
    ev = play(g, "withdraw king")
    assert leader(g, "archer", "king") is None
    assert g.actions_left == 1
    assert "points" not in codes(ev)
    assert pts(g, "archer") == [0, 0, 0, 0]


def test_withdraw_a_leader_not_on_the_board_is_refused():
    g = game(TWO + """
    a  b
 1  r* .
""")
    refused(g, "withdraw king", "leader_not_on_board")


def test_only_own_leaders_may_be_positioned():
    # The bull king stands on b1; "withdraw king" is about the archer's king,
    # which is in the supply.
    g = game(TWO + """
    a  b
 1  r* Bk
""")
    refused(g, "withdraw king", "leader_not_on_board")
    assert not any(a.startswith("withdraw") for a in legal(g))


def test_withdraw_can_split_a_kingdom_without_conflict():
    g = game(TWO + """
    a  b  c  d  e
 1  .  r  .  r  .
 2  Ar r  Ak r  Bg
""")
    ev = play(g, "withdraw king")
    assert not {"revolt", "war", "points"} & set(codes(ev))
    # b2 and d2 are now in two kingdoms: a tile between them unites them.
    ev = play(g, "tile red c2")
    assert "unification" in codes(ev)


# ---------------------------------------------------------------- where a leader may stand

def test_leader_needs_an_empty_space():
    g = game(TWO + """
    a  b  c
 1  x  r  Bk
 2  .  g  .
""")
    for cell in ("a1", "b1", "b2", "c1"):
        refused(g, f"leader priest {cell}", "not_empty")


def test_leader_may_not_stand_on_a_river():
    g = game(TWO + """
    a  b
 1  r  ~
""")
    refused(g, "leader king b1", "leader_on_river")


def test_leader_needs_an_adjacent_temple():
    g = game(TWO + """
    a  b  c
 1  r  .  .
 2  .  .  g
""")
    refused(g, "leader king c1", "leader_needs_temple")  # next to a market only
    refused(g, "leader king e5", "leader_needs_temple")  # next to nothing


def test_diagonal_temple_does_not_count():
    g = game(TWO + """
    a  b
 1  r  .
 2  .  .
""")
    refused(g, "leader king b2", "leader_needs_temple")
    play(g, "leader king b1")  # orthogonal neighbour: fine


def test_face_down_temple_does_not_count():
    g = game(TWO + """
monuments: red-blue a1
    a  b  c
 1  R  R  .
 2  R  R  .
""")
    refused(g, "leader king c1", "leader_needs_temple")


def test_leader_may_not_join_two_kingdoms():
    g = game(TWO + """
    a  b  c  d  e
 1  Ak r  .  r  Bk
 2  .  .  .  .  .
""")
    refused(g, "leader priest c1", "leader_joins_kingdoms")


def test_adjacent_enemy_leader_makes_its_kingdom_adjacent():
    g = game(TWO + """
    a  b  c  d  e
 1  r  Ak .  Bk r
 2  .  .  r  .  .
""")
    # c1 touches the archer king and the bull king: two kingdoms.
    refused(g, "leader priest c1", "leader_joins_kingdoms")


def test_leader_may_join_regions_to_a_kingdom():
    g = game(TWO + """
    a  b  c  d  e  f
 1  Ak r  .  r  g  .
 2  .  .  r  .  .  .
 3  .  .  g  .  .  .
""")
    play(g, "leader priest c1")  # kingdom b1 + regions d1-e1 and c2-c3
    # The regions are now part of the archer kingdom: a market at f1 scores
    # for the archer king (king fallback, no trader).
    play(g, "tile green f1")
    assert pts(g, "archer") == [0, 0, 0, 1]


def test_same_kingdom_on_several_sides_counts_once():
    g = game(TWO + """
    a  b  c
 1  r  Ak r
 2  r  .  r
 3  r  r  r
""")
    play(g, "leader priest b2")
    assert leader(g, "archer", "priest") == "b2"


def test_move_is_checked_after_lifting_the_leader():
    # The archer king links two halves; lifted, they are two kingdoms and c1
    # touches both, so the king may not move there.
    g = game(TWO + """
    a  b  c  d  e
 1  .  r  .  r  .
 2  Ar r  Ak r  Bg
""")
    refused(g, "leader king c1", "leader_joins_kingdoms")
    # The trader, placed from the supply, sees one kingdom at c1: legal.
    play(g, "leader trader c1")
    assert leader(g, "archer", "trader") == "c1"


def test_lifted_leader_leaves_a_region_behind():
    # The archer priest is its kingdom's only leader: once lifted, b1 is a
    # region, so c1 touches just one kingdom (the bull king's).
    g = game(TWO + """
    a  b  c  d  e
 1  Ar r  .  r  Bk
""")
    refused(g, "leader king c1", "leader_joins_kingdoms")  # from the supply: two kingdoms
    play(g, "leader priest c1")
    assert leader(g, "archer", "priest") == "c1"


# ---------------------------------------------------------------- a leader that starts a revolt, and what follows

def test_leader_into_kingdom_with_same_colour_leader_causes_revolt():
    g = game(TWO + """
    a  b  c
 1  Bk r  .
""")
    ev = play(g, "leader king c1")
    assert "revolt" in codes(ev)
    assert g.phase == "commit" and g.to_move == "archer"


def test_leader_cannot_be_withdrawn_to_avoid_the_revolt():
    g = game(TWO + """
    a  b  c
 1  Bk r  .
""")
    play(g, "leader king c1")
    refused(g, "withdraw king", "not_your_decision")
    refused(g, "end", "not_your_decision")


def test_positioning_a_leader_gives_no_points():
    g = game(TWO + """
    a  b  c
 1  r  .  r
 2  k  .  g
 3  .  r  .
""")
    ev = play(g, "leader king b1", "leader trader b2")
    assert "points" not in codes(ev)
    assert pts(g, "archer") == [0, 0, 0, 0]


def test_leader_without_temple_returns_to_supply_and_may_come_back():
    g = game(TWO + """
    a  b  c  d
 1  Bk r  .  .
 3  Ak r  .  r
""")
    ev = play(g, "catastrophe b1")
    assert leader(g, "bull", "king") is None  # another player's leader too
    assert "leader_returned" in codes(ev)
    assert leader(g, "archer", "king") == "a3"
    assert pts(g, "bull") == [0, 0, 0, 0] and pts(g, "archer") == [0, 0, 0, 0]
    # The active player's own leader, returned, may be placed again this turn.
    g2 = game(TWO + """
    a  b  c  d
 1  Ak r  .  .
 3  .  .  .  r
""")
    play(g2, "catastrophe b1")
    assert leader(g2, "archer", "king") is None
    play(g2, "leader king c3")
    assert leader(g2, "archer", "king") == "c3"
