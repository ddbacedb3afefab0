"""More rules cases: orders of events inside an action, leaders and revolts,
the notation's refusals, and the options' interplay with game end."""

import tigris
from positions import (
    codes, game, hand, leader, legal, play, pts, refused, tile, treasures,
)

TWO = """
players: archer bull
board: blank
archer: hand r r k k g g
bull:   hand r r k k g g
"""


def test_moving_a_leader_into_another_kingdom_causes_a_revolt():
    g = game(TWO + """
    a  b  c  d
 1  r  Ak .  .
 3  r  .  r  Bk
""")
    ev = play(g, "leader king b3")
    assert "leader_moved" in codes(ev) and "revolt" in codes(ev)
    c = tigris.view_of(g, "bull").conflict
    assert (c["attack"], c["defence"]) == (2, 1)


def test_revolt_never_involves_a_third_player():
    g = game("""
players: archer bull pot
board: blank
archer: hand r r k k g g
bull:   hand r r k k g g
pot:    hand r r k k g g
    a  b  c  d
 1  r  Pr r  .
 2  Bk .  .  .
""")
    play(g, "leader king d1")
    assert g.to_move == "archer"
    play(g, "commit 0")
    assert g.to_move == "bull"
    play(g, "commit 0")
    assert g.phase == "action" and g.to_move == "archer"
    assert hand(g, "pot") == [2, 0, 2, 2]
    assert leader(g, "pot", "priest") == "b1"


def test_commit_is_asked_even_with_no_tile_of_the_colour():
    g = game("""
players: archer bull
board: blank
archer: hand k k k r g g
bull:   hand r r b b g g
    a  b  c  d  e  f  g  h
 1  r  Ak k  k  .  k  Bk r
""")
    play(g, "tile black e1", "commit 0")
    assert g.phase == "commit" and g.to_move == "bull"
    assert legal(g) == {"commit 0"}
    refused(g, "commit 1", "commit_range")


def test_choosing_the_kings_first_changes_everything():
    # The rulebook's example 2 with the other order: the kings fight first
    # (no settlements: 0-0, the defending Pot wins). The Lion king was the
    # link between the Lion trader and the unifying tile, so the traders'
    # war no longer happens.
    g = game("""
players: pot lion
turn: lion 1
board: blank
pot:  hand g r r k k b
lion: hand g g g g r k
    a  b  c  d  e  f  g  h
 1  r  Lk g  .  g  Pg r  Pk
 2  r  Lg .  .  .  g  .  .
""")
    play(g, "tile red d1", "war black", "commit 0", "commit 0")
    assert leader(g, "lion", "king") is None
    assert pts(g, "pot") == [0, 0, 1, 0]
    assert g.phase == "action"
    assert leader(g, "lion", "trader") == "b2" and leader(g, "pot", "trader") == "f1"
    assert tile(g, "e1") == "green" and tile(g, "f2") == "green"


def test_leader_lost_in_a_war_may_be_placed_again_this_turn():
    g = game("""
players: archer bull
board: blank
archer: hand k k k r g g
bull:   hand k k r r g g
    a  b  c  d  e  f  g
 1  r  Ak k  .  k  Bk r
""")
    play(g, "tile black d1", "commit 0", "commit 0")  # 1 against 1: the bull holds
    assert leader(g, "archer", "king") is None and tile(g, "c1") is None
    assert g.actions_left == 1
    play(g, "leader king b1")
    assert leader(g, "archer", "king") == "b1"


def test_order_is_monument_then_treasures():
    g = game(TWO + """
    a  b  c
 1  r* r  .
 2  r  .  r*
 3  Ag .  .
 4  r  .  .
""")
    play(g, "tile red b2")  # completes a1-b2 and joins c2's treasure
    assert g.phase == "monument"
    play(g, "monument red-blue a1")
    assert g.phase == "treasure"
    assert legal(g) == {"treasure a1", "treasure c2"}
    play(g, "treasure c2")
    assert treasures(g, "archer") == 1


def test_treasures_collected_after_a_unification_without_war():
    g = game(TWO + """
    a  b  c  d  e
 1  r* Ag .  r* Bk
""")
    ev = play(g, "tile red c1")
    assert "unification" in codes(ev) and "war" not in codes(ev)
    assert g.phase == "treasure" and g.to_move == "archer"


def test_leader_placement_can_start_a_collection():
    g = game(TWO + """
    a  b  c  d
 1  r* r  .  r*
 2  Ag .  .  .
""")
    play(g, "leader king c1")  # joins d1 to the trader's kingdom
    assert g.phase == "treasure"
    assert legal(g) == {"treasure a1", "treasure d1"}


def test_end_of_turn_monuments_score_before_treasures():
    g = game(TWO + """
options: treasure_timing=end_of_turn
special: d1
monuments: red-green a2
    a  b  c  d
 1  r* Ag .  r*
 2  R  R  .  .
 3  R  R  .  .
""")
    ev = play(g, "tile red c1", "end")
    order = [e.code for e in ev if e.code in ("points", "treasure_taken", "drew")]
    assert order == ["points", "treasure_taken", "drew"]
    assert pts(g, "archer") == [0, 0, 0, 1]
    assert treasures(g, "archer") == 1


def test_end_of_turn_collection_can_end_the_game():
    g = game(TWO + """
options: treasure_timing=end_of_turn
    a  b  c  d  e  f  g
 1  r* Ag .  r* .  .  r*
""", far=False)
    play(g, "tile red c1", "end")
    assert g.phase == "treasure"
    play(g, "treasure a1")
    assert g.is_over and g.result().why == "treasures"


def test_swap_with_an_empty_bag_ends_the_game_at_once():
    g = game(TWO.replace("board: blank", "board: blank\nbag: 0") + """
    a
 1  r
""")
    assert "swap red" in legal(g)
    play(g, "swap red")
    assert g.is_over and g.result().why == "bag"


def test_catastrophe_on_a_farm_on_a_river():
    g = game(TWO + """
    a  b
 1  r  b
""")
    play(g, "catastrophe b1")
    assert tile(g, "b1") is None
    assert "x~" in tigris.to_diagram(g)
    refused(g, "catastrophe b1", "catastrophe_target")


def test_refusal_for_unreadable_actions_gives_a_reason():
    g = game(TWO + """
    a
 1  r
""")
    refused(g, "fly to the moon")
    refused(g, "tile purple c3")
    refused(g, "tile red z9")
    refused(g, "leader emperor c3")


def test_refusals_after_the_game_is_over():
    g = game(TWO + """
    a  b  c
 1  r* .  r*
""", far=False)
    play(g, "end")
    for a in ("end", "tile red c3", "leader king b1", "commit 0", "war black"):
        refused(g, a, "game_over")


def test_decisions_only_when_asked():
    g = game(TWO + """
    a
 1  r
""")
    refused(g, "commit 0", "not_your_decision")
    refused(g, "war black", "not_your_decision")
    refused(g, "no monument", "not_your_decision")
    refused(g, "monument red-blue a1", "not_your_decision")
    refused(g, "treasure a1", "not_your_decision")


def test_active_player_chooses_again_after_each_war():
    g = game("""
players: archer bull
board: blank
archer: hand k k r r g g
bull:   hand k k r r g g
    a  b  c  d  e  f  g
 1  r  Ak g  .  g  Bk r
 2  r  Ag k  .  k  Bg r
 3  r  Ar r  .  r  Br r
""")
    play(g, "tile red d2")
    assert legal(g) == {"war red", "war black", "war green"}
    play(g, "war green", "commit 0", "commit 0")  # 1-1: the bull trader holds
    assert leader(g, "archer", "trader") is None and tile(g, "c1") is None
    assert g.phase == "war" and g.to_move == "archer"
    assert legal(g) == {"war red", "war black"}


def test_optional_collection_is_asked_even_with_one_way():
    g = game(TWO + """
options: treasure_collection_mandatory=false
special: d1
    a  b  c  d
 1  r* Ag .  r*
""")
    play(g, "tile red c1")
    assert g.phase == "treasure"
    assert legal(g) == {"treasure d1", "no treasure"}
    play(g, "treasure d1")
    assert treasures(g, "archer") == 1


def test_kingdom_adjacent_through_its_leader_counts():
    # c3 touches the archer king (c2), the archer priest's kingdom (b3) and the
    # bull king's (d3): three kingdoms, one of them only through a leader.
    g = game(TWO + """
    a  b  c  d  e
 1  .  .  r  .  .
 2  .  .  Ak .  .
 3  Ar r  .  r  Bk
""")
    refused(g, "tile red c3", "three_kingdoms")
