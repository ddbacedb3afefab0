"""The worked examples of the English rulebook (Fantasy Flight Games, 2015), as positions.

The geometry is not the book's figure; the situation and the outcome are.
"""

import tigris
from positions import codes, game, hand, has_treasure, leader, play, pts, tile, treasures


def test_example_1_revolt_tie_five_five_goes_to_the_defender():
    # "The attacker (Pot) has three temples adjacent to his leader, and the
    # defender (Bull) has two temples. The attacker commits two extra temples,
    # while the defender commits three ... It is a tie, so the defender wins."
    g = game("""
players: bull pot
turn: pot 1
board: blank
bull: hand r r r k g g
pot:  hand r r k k g g
    a  b  c  d  e
 1  .  r  .  r  .
 2  r  Br g  .  r
 3  .  .  .  r  .
""")
    removed = g.state.removed
    play(g, "leader priest d2")
    c = tigris.view_of(g, "pot").conflict
    assert (c["attacker"], c["defender"]) == ("pot", "bull")
    assert (c["attack"], c["defence"]) == (3, 2)
    ev = play(g, "commit 2", "commit 3")
    won = next(e for e in ev if e.code == "conflict_won")
    assert (won["winner"], won["attack"], won["defence"]) == ("bull", 5, 5)
    # "The victor gains one amulet. The loser's leader is returned to him.
    # The extra five temples committed by both sides are removed from the game."
    assert pts(g, "bull") == [1, 0, 0, 0]
    assert leader(g, "pot", "priest") is None and leader(g, "bull", "priest") == "b2"
    assert g.state.removed == removed + 5
    assert hand(g, "pot")[0] == 0 and hand(g, "bull")[0] == 0


def test_example_2_first_war_splits_the_kingdom_so_the_second_never_happens():
    # Two wars, traders and kings; the Lion (who united) fights the traders
    # first: 1 supporter + 4 committed against 2 supporters + 1 committed.
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
    removed = g.state.removed
    play(g, "tile red d1")
    assert g.phase == "war" and g.to_move == "lion"
    ev = play(g, "war green")
    w = next(e for e in ev if e.code == "war")
    assert (w["attacker"], w["defender"]) == ("lion", "pot")
    c = tigris.view_of(g, "lion").conflict
    assert (c["attack"], c["defence"]) == (1, 2)
    ev = play(g, "commit 4", "commit 1")
    won = next(e for e in ev if e.code == "conflict_won")
    assert (won["winner"], won["attack"], won["defence"]) == ("lion", 5, 3)
    # The Pot removes his trader and both supporters; the Lion gains 3 goods.
    assert leader(g, "pot", "trader") is None
    assert tile(g, "e1") is None and tile(g, "f2") is None
    assert pts(g, "lion") == [0, 0, 0, 3]
    # The five committed tiles and the two supporters left the game.
    assert g.state.removed == removed + 7
    # The kings are no longer in one kingdom: no second war.
    assert "war_avoided" in codes(ev)
    assert leader(g, "lion", "king") == "b1" and leader(g, "pot", "king") == "h1"
    assert pts(g, "pot") == [0, 0, 0, 0]
    # The unification tile is withdrawn; the tile it covered remains.
    assert g.state.marker < 0 and tile(g, "d1") == "red"
    assert g.phase == "action" and g.active == "lion" and g.actions_left == 1
    # The Pot refreshes his hand at the end of the Lion's turn.
    play(g, "end")
    assert sum(hand(g, "pot")) == 6


def test_example_3_monument_building_and_scoring():
    # The Bull turns four temples face-down and builds the red-blue monument.
    # The Lion's trader is no longer next to a temple and is withdrawn. At
    # the end of his turn the Bull gains a crop; at the end of the Lion's
    # turn the Lion gains an amulet.
    g = game("""
players: bull lion
board: blank
bull: hand r r k k g g
lion: hand r r k k g g
    a  b  c
 1  r  r  Lg
 2  r  .  .
 3  Bb r  Lr
""")
    play(g, "tile red b2")
    assert pts(g, "lion") == [1, 0, 0, 0]  # the temple itself, for the Lion priest
    ev = play(g, "monument red-blue a1")
    assert [tile(g, c) for c in ("a1", "b1", "a2", "b2")] == ["RED"] * 4
    assert leader(g, "lion", "trader") is None
    assert "leader_returned" in codes(ev)
    play(g, "end")
    assert pts(g, "bull") == [0, 1, 0, 0]
    assert pts(g, "lion") == [1, 0, 0, 0]  # nothing on the Bull's turn
    play(g, "end")
    assert pts(g, "lion") == [2, 0, 0, 0]


def test_example_4_tile_points_first_then_the_special_border_treasure():
    # "The Lion player places the farm tile. First, the Bull player receives a
    # crop. Then, the Lion player takes the upper treasure ... He has to choose
    # this treasure because it is on a space with a special border."
    g = game("""
players: bull lion
turn: lion 1
board: standard
bull: hand r r k k g g
lion: hand r b k k g g
    a  b  c  d  e  f
 2  Lg r* .  .  ~  .
 3  .  r  Bb ~  b  r*
""")
    ev = play(g, "tile blue d3")
    assert pts(g, "bull") == [0, 1, 0, 0]
    order = [e.code for e in ev if e.code in ("points", "treasure_taken")]
    assert order == ["points", "treasure_taken"]
    taken = next(e for e in ev if e.code == "treasure_taken")
    assert taken["player"] == "lion" and taken["cells"] == ["b2"]
    assert treasures(g, "lion") == 1
    assert has_treasure(g, "f3") and not has_treasure(g, "b2")


def test_example_final_scoring_four_players():
    # The scoring example (HiG rules p.11, same as the FFG figure): the Pot
    # wins with 11 in its weakest colour; the Lion (3 treasures on farms: 10,
    # like its temples) beats the Bull (10 in settlements and temples) on the
    # third colour, 12 against 11; the Archer, 6 temples + 3 treasures, is last
    # despite 22 settlement points.
    g = game("""
players: archer bull pot lion
board: blank
archer: hand r r k k g g  points 6 12 22 13  treasures 3
bull:   hand r r k k g g  points 10 11 10 15  treasures 0
pot:    hand r r k k g g  points 12 8 13 11  treasures 3
lion:   hand r r k k g g  points 10 7 12 14  treasures 3
    a  b  c
 1  r* .  r*
""", far=False)
    play(g, "end")
    r = g.result()
    assert [s.player for s in r.standings] == ["pot", "lion", "bull", "archer"]
    assert [s.rank for s in r.standings] == [1, 2, 3, 4]
    assert r.winners == ["pot"]
    s = {x.player: x for x in r.standings}
    assert s["pot"].score == 11
    assert s["lion"].vector == (10, 10, 12, 14) and s["lion"].allocation == (0, 3, 0, 0)
    assert s["bull"].vector == (10, 10, 11, 15)
    assert s["archer"].vector == (9, 12, 13, 22)


def test_example_first_round():
    # Andrew = archer, Barbara = bull, David = pot, Karen = lion, on the
    # standard board as set up (ten temples with treasures).
    g = game("""
players: archer bull pot lion
board: standard
archer: hand r r b k g g
bull:   hand b b r k g g
pot:    hand r r b k g g
lion:   hand r r r r k g
    a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p
 1  .  .  .  .  ~  ~  ~  ~  ~  .  r* .  ~  .  .  .
 2  .  r* .  .  ~  .  .  .  .  .  .  .  ~  .  .  r*
 3  .  .  .  ~  ~  r* .  .  .  .  .  .  ~  ~  .  .
 5  .  .  .  .  .  .  .  .  .  .  .  .  .  r* ~  ~
 7  ~  ~  ~  ~  .  .  .  .  r* .  .  .  ~  ~  ~  .
 8  .  r* .  ~  ~  ~  ~  .  .  .  .  .  ~  .  .  .
 9  .  .  .  .  .  .  ~  ~  ~  ~  ~  ~  ~  .  r* .
10  .  .  .  .  .  r* .  .  .  .  .  .  .  .  .  .
11  .  .  .  .  .  .  .  .  .  .  r* .  .  .  .  .
""", far=False)
    # Andrew: a king and a priest, two kingdoms.
    play(g, "leader king g3", "leader priest i6")
    assert g.active == "bull" and pts(g, "archer") == [0, 0, 0, 0]
    # Barbara: her farmer extends Andrew's king's kingdom; a farm beside it
    # gives her a crop.
    play(g, "leader farmer f2", "tile blue e2")
    assert pts(g, "bull") == [0, 1, 0, 0]
    assert sum(hand(g, "bull")) == 6
    # David: his king makes a new kingdom; his temple gives him an amulet
    # (no priest there: the king takes it).
    play(g, "leader king m5", "tile red m4")
    assert pts(g, "pot") == [1, 0, 0, 0]
    # Karen: her priest revolts against Andrew's; one temple each.
    play(g, "leader priest h7")
    c = tigris.view_of(g, "lion").conflict
    assert (c["attacker"], c["defender"], c["attack"], c["defence"]) == ("lion", "archer", 1, 1)
    play(g, "commit 3", "commit 0")
    assert leader(g, "archer", "priest") is None
    assert pts(g, "lion") == [1, 0, 0, 0]
    play(g, "tile red h8")
    assert pts(g, "lion") == [2, 0, 0, 0]
    assert sum(hand(g, "lion")) == 6  # she drew four
    assert g.active == "archer" and g.actions_left == 2
