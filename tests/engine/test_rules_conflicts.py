"""Conflicts: revolts (a leader placed into a kingdom that has a leader of his
colour) and wars (a tile that unites two kingdoms with leaders of one colour).
Rulebook: “Conflicts”, “Revolts”, “Wars”, “Conflict Rewards”; the choices the
rulebooks leave open are in docs/rules-decisions.md."""

import tigris
from positions import (
    codes, game, hand, has_treasure, leader, legal, play, pts, refused, tile, treasures,
)

# ---------------------------------------------------------------- revolts (rulebook: “Revolts”)

# The bull king on b2 touches four temples (b1 a2 c2 b3). The archer king
# placed on d2 touches c2 (shared) and e2 (a lone temple it joins). a1 is in
# the kingdom but next to neither king.
REVOLT = """
players: archer bull
board: blank
archer: hand r r r k g g
bull:   hand r r b k g g
    a  b  c  d  e
 1  r  r  .  .  .
 2  r  Bk r  .  r
 3  .  r  .  .  .
"""


def test_revolt_attacker_is_the_placer_and_commits_first():
    g = game(REVOLT)
    ev = play(g, "leader king d2")
    assert "revolt" in codes(ev)
    r = next(e for e in ev if e.code == "revolt")
    assert r["attacker"] == "archer" and r["defender"] == "bull"
    assert g.phase == "commit" and g.to_move == "archer"
    play(g, "commit 0")
    assert g.to_move == "bull"


def test_revolt_strength_is_adjacent_face_up_temples():
    g = game(REVOLT)
    play(g, "leader king d2")
    c = tigris.view_of(g, "archer").conflict
    # c2 counts for both; e2 came in with the placement; a1 is not adjacent.
    assert (c["attack"], c["defence"]) == (2, 4)


def test_face_down_temples_give_no_revolt_strength():
    g = game("""
players: archer bull
board: blank
monuments: red-blue b1
archer: hand r r r k g g
bull:   hand r r b k g g
    a  b  c  d
 1  r  R  R  .
 2  Bk R  R  r
""")
    play(g, "leader king d1")  # touches c1 (face-down) and d2 (face-up)
    c = tigris.view_of(g, "archer").conflict
    assert (c["attack"], c["defence"]) == (1, 1)


def test_revolts_are_fought_with_temples_from_hand():
    g = game(REVOLT)
    play(g, "leader king d2")
    assert legal(g) == {"commit 0", "commit 1", "commit 2", "commit 3"}
    refused(g, "commit 4", "commit_range")
    refused(g, "tile red f5", "not_your_decision")


def test_defender_sees_the_attackers_commitment():
    g = game(REVOLT)
    play(g, "leader king d2", "commit 2")
    assert tigris.view_of(g, "bull").conflict["attacker_commit"] == 2
    assert legal(g) == {"commit 0", "commit 1", "commit 2"}  # the bull holds two temples


def test_higher_total_wins_the_revolt():
    g = game(REVOLT)
    play(g, "leader king d2", "commit 3", "commit 0")  # 5 against 4
    assert leader(g, "archer", "king") == "d2"
    assert leader(g, "bull", "king") is None


def test_a_tied_revolt_goes_to_the_defender():
    g = game(REVOLT)
    ev = play(g, "leader king d2", "commit 2", "commit 0")  # 4 against 4
    assert leader(g, "archer", "king") is None
    assert leader(g, "bull", "king") == "b2"
    won = next(e for e in ev if e.code == "conflict_won")
    assert won["winner"] == "bull"


def test_revolt_winner_gains_one_red_point_whatever_the_colour():
    g = game(REVOLT)
    tiles_on_board = sum(1 for t in g.state.tile if t >= 0)
    play(g, "leader king d2", "commit 3", "commit 2")  # 5 against 6: the bull wins
    assert pts(g, "bull") == [1, 0, 0, 0]  # one amulet, not a black point
    assert pts(g, "archer") == [0, 0, 0, 0]
    assert leader(g, "archer", "king") is None
    # All committed temples are gone from the game; no board tile is removed.
    assert hand(g, "archer")[0] == 0 and hand(g, "bull")[0] == 0
    assert sum(1 for t in g.state.tile if t >= 0) == tiles_on_board


def test_losing_attacker_may_place_the_same_leader_again():
    g = game(REVOLT)
    play(g, "leader king d2", "commit 0", "commit 0")
    assert g.active == "archer" and g.actions_left == 1
    ev = play(g, "leader king d2")  # LAW/Knizia: legal as the second action
    assert "revolt" in codes(ev)


def test_victorious_trader_collects_treasures_after_the_revolt():
    g = game("""
players: archer bull
board: blank
archer: hand r r r k g g
bull:   hand r r b k g g
    a  b  c  d  e
 1  r* r  r  .  r*
 2  .  Bg .  .  .
""")
    play(g, "leader trader d1")  # joins e1's treasure: 2 treasures, 2 traders
    c = tigris.view_of(g, "archer").conflict
    assert (c["attack"], c["defence"]) == (2, 1)
    assert g.phase == "commit"  # no treasure is taken while the revolt is on
    play(g, "commit 0", "commit 0")
    assert leader(g, "bull", "trader") is None
    assert pts(g, "archer") == [1, 0, 0, 0]
    assert g.phase == "treasure" and g.to_move == "archer"
    play(g, "treasure a1")
    assert treasures(g, "archer") == 1 and not has_treasure(g, "a1") and has_treasure(g, "e1")


# ---------------------------------------------------------------- wars (rulebook: “Wars”)

# The archer kingdom (king on b1) has settlements c1 d1; the bull kingdom
# (king on g1) has settlements f1 g2, a market f2 and a temple h1. A tile on
# e1 unites them.
WAR = """
players: archer bull
board: blank
archer: hand k k k r g g
bull:   hand k k r r g g
    a  b  c  d  e  f  g  h
 1  r  Ak k  k  .  k  Bk r
 2  .  .  .  .  .  g  k  .
"""


def test_unifying_two_kingdoms_with_two_kings_starts_a_war():
    g = game(WAR)
    ev = play(g, "tile black e1")
    assert codes(ev)[:3] == ["tile_placed", "unification", "war"]
    assert g.phase == "commit"
    assert tigris.view_of(g, "bull").unification == "e1"
    assert "points" not in codes(ev)


def test_no_war_between_different_colours_of_one_player():
    g = game("""
players: archer bull
board: blank
archer: hand k k k r g g
bull:   hand k k r r g g
    a  b  c  d  e
 1  Ak r  .  r  Ar
""")
    ev = play(g, "tile black c1")
    assert "unification" in codes(ev) and "war" not in codes(ev)
    assert g.phase == "action" and g.state.marker < 0


def test_active_player_involved_is_the_attacker():
    g = game(WAR)
    ev = play(g, "tile black e1")
    w = next(e for e in ev if e.code == "war")
    assert (w["attacker"], w["defender"]) == ("archer", "bull")
    assert g.to_move == "archer"


def test_supporters_are_connected_tiles_not_only_adjacent_ones():
    g = game(WAR)
    play(g, "tile black e1")
    c = tigris.view_of(g, "archer").conflict
    assert sorted(c["attacker_support"]) == ["c1", "d1"]  # d1 is not next to the king
    assert sorted(c["defender_support"]) == ["f1", "g2"]
    assert (c["attack"], c["defence"]) == (2, 2)  # the unifying tile counts for nobody


def test_region_linked_only_through_the_unifying_tile_supports_nobody():
    g = game("""
players: archer bull
board: blank
archer: hand k k k r g g
bull:   hand k k r r g g
    a  b  c  d  e  f  g
 1  r  Ak k  .  k  Bk r
 2  .  .  .  k  .  .  .
 3  .  .  .  k  .  .  .
""")
    play(g, "tile black d1")
    c = tigris.view_of(g, "archer").conflict
    assert c["attacker_support"] == ["c1"] and c["defender_support"] == ["e1"]


def test_face_down_tiles_are_not_supporters():
    g = game("""
players: archer bull
board: blank
monuments: black-green c2
archer: hand k k k r g g
bull:   hand k k r r g g
    a  b  c  d  e  f  g
 1  r  Ak k  .  k  Bk r
 2  .  .  K  K  .  .  .
 3  .  .  K  K  .  .  .
""")
    play(g, "tile black d1")
    c = tigris.view_of(g, "archer").conflict
    assert c["attacker_support"] == ["c1"]
    assert (c["attack"], c["defence"]) == (1, 1)


def test_commit_tiles_of_the_war_colour_only():
    g = game(WAR)
    play(g, "tile black e1")
    assert legal(g) == {"commit 0", "commit 1", "commit 2"}  # two settlements left
    refused(g, "commit 3", "commit_range")
    play(g, "commit 1")
    assert g.to_move == "bull"
    assert legal(g) == {"commit 0", "commit 1", "commit 2"}


def test_a_tied_war_goes_to_the_defender():
    g = game(WAR)
    play(g, "tile black e1", "commit 0", "commit 0")  # 2 against 2
    assert leader(g, "archer", "king") is None
    assert leader(g, "bull", "king") == "g1"
    assert tile(g, "c1") is None and tile(g, "d1") is None
    assert pts(g, "bull") == [0, 0, 3, 0]


def test_loser_leader_and_supporters_are_removed():
    g = game(WAR)
    ev = play(g, "tile black e1", "commit 1", "commit 0")  # 3 against 2
    assert leader(g, "bull", "king") is None
    assert tile(g, "f1") is None and tile(g, "g2") is None
    removed = sorted(e["cell"] for e in ev if e.code == "tile_removed")
    assert removed == ["f1", "g2"]


def test_tiles_of_other_colours_and_the_unifying_tile_stay():
    g = game(WAR)
    play(g, "tile black e1", "commit 1", "commit 0")
    assert tile(g, "f2") == "green" and tile(g, "h1") == "red"
    assert tile(g, "e1") == "black"  # the unifying tile is never removed
    assert g.state.marker < 0


def test_priest_exception_treasure_and_other_leaders_protect_temples():
    # Bull priest on e1 with supporters f1, g1 (treasure), h1 and f2 (next to
    # the bull king). Only f1 and h1 are removed; all four count in the war.
    g = game("""
players: archer bull
board: blank
archer: hand r r r r r k
bull:   hand k k b b g g
    a  b  c  d  e  f  g  h
 1  r  r  Ar .  Br r  r* r
 2  .  .  .  .  .  r  Bk .
""")
    play(g, "tile red d1")
    c = tigris.view_of(g, "archer").conflict
    assert (c["attack"], c["defence"]) == (2, 4)
    play(g, "commit 3", "commit 0")  # 5 against 4
    assert leader(g, "bull", "priest") is None
    assert tile(g, "f1") is None and tile(g, "h1") is None
    assert tile(g, "g1") == "red" and has_treasure(g, "g1")
    assert tile(g, "f2") == "red"
    assert leader(g, "bull", "king") == "g2"
    assert pts(g, "archer") == [3, 0, 0, 0]  # 1 for the priest + 2 temples removed


def test_winner_scores_leader_plus_removed_supporters_not_commitments():
    g = game(WAR)
    play(g, "tile black e1", "commit 2", "commit 2")  # 4 against 4: bull wins
    assert pts(g, "bull") == [0, 0, 3, 0]  # king + c1 + d1
    assert pts(g, "archer") == [0, 0, 0, 0]
    # Committed tiles are out of the game.
    assert hand(g, "archer")[2] == 0 and hand(g, "bull")[2] == 0


def test_winning_attacker_scores():
    g = game(WAR)
    play(g, "tile black e1", "commit 1", "commit 0")
    assert pts(g, "archer") == [0, 0, 3, 0]
    assert pts(g, "bull") == [0, 0, 0, 0]


# Two wars at once: kings and traders.
TWO_WARS = """
players: archer bull
board: blank
archer: hand k k r r g g
bull:   hand k k r r g g
    a  b  c  d  e  f  g
 1  r  Ak k  .  k  Bk r
 2  r  Ag g  .  g  Bg r
"""


def test_active_player_chooses_the_order_of_several_wars():
    g = game(TWO_WARS)
    ev = play(g, "tile red d1")
    assert "war" not in codes(ev)
    assert g.phase == "war" and g.to_move == "archer"
    assert legal(g) == {"war black", "war green"}
    refused(g, "war red", "not_a_war")
    refused(g, "commit 0", "not_your_decision")
    ev = play(g, "war green")
    w = next(e for e in ev if e.code == "war")
    assert w["leader"] == "trader"
    play(g, "commit 1", "commit 0")  # archer wins the traders' war 2-1
    assert leader(g, "bull", "trader") is None and tile(g, "e2") is None
    # The kings are still connected (via d1-e1): their war follows by itself.
    assert g.phase == "commit"
    assert tigris.view_of(g, "archer").conflict["leader"] == "king"
    play(g, "commit 0", "commit 0")  # 1 against 1: the bull king holds
    assert leader(g, "archer", "king") is None
    assert pts(g, "archer") == [0, 0, 0, 2] and pts(g, "bull") == [0, 0, 2, 0]
    assert g.phase == "action" and g.state.marker < 0


THREE = """
players: archer bull pot
board: blank
archer: hand k k r r g g
bull:   hand k k r r g g
pot:    hand k k r r g g
    a  b  c  d  e  f  g
 1  r  Ak k  .  k  Bk r
 2  r  Ag g  .  g  Bg r
"""


def test_active_player_chooses_even_when_not_involved():
    g = game(THREE.replace("players: archer bull pot", "players: archer bull pot\nturn: pot 1"))
    play(g, "tile red d1")
    assert g.phase == "war" and g.to_move == "pot"
    assert legal(g) == {"war black", "war green"}


def test_attacker_is_first_involved_player_clockwise_from_active():
    # Seating archer, bull, pot: clockwise after the pot comes the archer.
    g = game(THREE.replace("players: archer bull pot", "players: archer bull pot\nturn: pot 1"))
    ev = play(g, "tile red d1", "war black")
    w = next(e for e in ev if e.code == "war")
    assert (w["attacker"], w["defender"]) == ("archer", "bull")
    assert g.to_move == "archer"


def test_attacker_search_wraps_around_the_table():
    # Four players; the bull plays; the war is archer against lion. Clockwise
    # from the bull: pot (not involved), lion (attacker), then archer.
    g = game("""
players: archer bull pot lion
turn: bull 1
board: blank
archer: hand k k r r g g
bull:   hand k k r r g g
pot:    hand k k r r g g
lion:   hand k k r r g g
    a  b  c  d  e  f  g
 1  r  Ak k  .  k  Lk r
""")
    ev = play(g, "tile black d1")
    w = next(e for e in ev if e.code == "war")
    assert (w["attacker"], w["defender"]) == ("lion", "archer")
    assert g.to_move == "lion"
    play(g, "commit 0")
    assert g.to_move == "archer"


def test_second_war_recomputed_on_the_current_board():
    # The bull's king is joined to the unifying tile only through its market
    # e1. The archer resolves the traders' war first and wins: e1 goes, the
    # kings are no longer in one kingdom, so their war does not happen.
    g = game("""
players: archer bull
board: blank
archer: hand k k r r g g
bull:   hand k k r r g g
    a  b  c  d  e  f  g
 1  r  Ak g  .  g  Bg r
 2  r  Ag .  .  .  r  Bk
""")
    play(g, "tile red d1")
    assert legal(g) == {"war black", "war green"}
    ev = play(g, "war green", "commit 1", "commit 0")
    assert tile(g, "e1") is None
    assert "war_avoided" in codes(ev)
    assert g.phase == "action"
    assert leader(g, "archer", "king") == "b1" and leader(g, "bull", "king") == "g2"
    assert pts(g, "archer") == [0, 0, 0, 2]
    assert pts(g, "bull") == [0, 0, 0, 0]


def test_marker_removed_and_committers_refill_at_end_of_turn():
    g = game(WAR)
    play(g, "tile black e1", "commit 1", "commit 2")  # 3 against 4: bull wins
    assert g.state.marker < 0
    assert sum(hand(g, "bull")) == 4
    play(g, "end")
    assert sum(hand(g, "bull")) == 6  # the defender refilled too
    assert sum(hand(g, "archer")) == 6


def test_war_supporters_option_pre_unification_snapshot():
    # After the traders' war removes e2, the settlement e3 is cut off from the
    # bull king. Current configuration (default): 1 supporter; snapshot: 2.
    pos = """
players: archer bull
board: blank
archer: hand k k r r g g
bull:   hand k k r r g g
    a  b  c  d  e  f  g
 1  r  Ak k  .  k  Bk r
 2  r  Ag g  .  g  Bg r
 3  .  .  .  .  k  .  .
"""
    for option, expected in ((None, 1), ("pre_unification_snapshot", 2)):
        text = pos if option is None else pos.replace(
            "board: blank", f"board: blank\noptions: war_supporters={option}")
        g = game(text)
        play(g, "tile red d1", "war green")
        c = tigris.view_of(g, "archer").conflict
        assert c["defender_support"] == ["e2"]
        play(g, "commit 1", "commit 0")
        assert tile(g, "e2") is None
        c = tigris.view_of(g, "archer").conflict
        assert c["leader"] == "king"
        assert c["defence"] == expected, option
