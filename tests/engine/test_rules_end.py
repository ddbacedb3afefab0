"""The end of the game (two treasures left, or the bag cannot refill a hand), the
final score (the weakest colour, treasures wild, ties broken by the next colour)
and what each player may see of the others' points (hidden unless the
open_scoring option). Rulebook: “Game End and Winner”, “Hidden Information”."""


import tigris
from positions import codes, game, hand, play, pts, refused


def two(extra_header: str = "", archer: str = "hand r r k k g g",
        bull: str = "hand r r k k g g") -> str:
    return f"""
players: archer bull
board: blank
{extra_header}
archer: {archer}
bull:   {bull}
"""


# ---------------------------------------------------------------- the end by treasures: two or fewer left

def test_game_ends_at_turn_end_with_two_treasures_left():
    g = game(two() + """
    a  b  c
 1  r* .  r*
""", far=False)
    assert not g.is_over
    ev = play(g, "end")
    assert g.is_over and "game_over" in codes(ev)
    assert g.result().why == "treasures"
    refused(g, "end", "game_over")
    assert g.legal_actions() == []


def test_three_treasures_the_game_goes_on():
    g = game(two() + """
    a  b  c  d  e
 1  r* .  r* .  r*
""", far=False)
    play(g, "end")
    assert not g.is_over and g.active == "bull"


def test_falling_to_two_treasures_in_action_1_does_not_stop_action_2():
    g = game(two("special: d1") + """
    a  b  c  d  e  f  g  h  i  j
 1  r* Ag .  r* .  .  .  .  .  r*
""", far=False)
    play(g, "tile red c1")  # the trader takes d1: two treasures remain
    assert len(g.state.treasure) == 2
    assert not g.is_over and g.actions_left == 1
    play(g, "tile green e5")
    assert g.is_over and g.result().why == "treasures"


# ---------------------------------------------------------------- the end by the bag: a hand cannot be refilled

MONUMENT = """
monuments: red-black c1
    a  b  c  d
 1  r  Ar K  K
 2  r  Ak K  K
"""


def test_bag_short_during_swap_ends_the_game_at_once():
    g = game(two("bag: 1") + MONUMENT)
    ev = play(g, "swap green green")
    assert g.is_over and g.result().why == "bag"
    assert g.actions_left == 0
    # No second action and no end-of-turn monument scoring.
    assert pts(g, "archer") == [0, 0, 0, 0]
    assert "turn_ended" not in codes(ev)
    assert sum(hand(g, "archer")) == 5  # took what was left
    assert len(g.state.bag) == 0


def test_bag_short_during_refill_ends_the_game_after_monument_scoring():
    g = game(two("bag: 1") + MONUMENT)
    play(g, "tile green e5", "tile green e7")
    assert g.is_over and g.result().why == "bag"
    assert pts(g, "archer") == [1, 0, 1, 0]  # monument scoring came first


def test_emptying_the_bag_exactly_does_not_end_the_game():
    g = game(two("bag: 2") + """
    a  b  c  d  e
 1  r* .  r* .  r*
""")
    play(g, "swap green green")
    assert not g.is_over and len(g.state.bag) == 0
    play(g, "end")  # the archer's hand is full: no draw needed
    assert not g.is_over and g.active == "bull"
    play(g, "tile red e5", "end")  # the bull must draw one: the bag is empty
    assert g.is_over and g.result().why == "bag"


def test_refill_order_active_player_first():
    g = game("""
players: archer bull pot
board: blank
bag: 1
archer: hand r r r k g g
bull:   hand r r b k g g
pot:    hand r r b k g g
    a  b  c  d  e
 1  r  r  .  .  .
 2  r  Bk r  .  r
 3  .  r  .  .  .
""")
    play(g, "leader king d2", "commit 1", "commit 0")
    # The archer (active) is short of one tile, and so is nobody else yet.
    play(g, "end")
    assert not g.is_over  # the one tile went to the archer
    assert sum(hand(g, "archer")) == 6
    g = game("""
players: archer bull pot
board: blank
bag: 1
archer: hand r r r k g g
bull:   hand r r b k g g
pot:    hand r r b k g g
    a  b  c  d  e
 1  r  r  .  .  .
 2  r  Bk r  .  r
 3  .  r  .  .  .
""")
    play(g, "leader king d2", "commit 1", "commit 1", "end")
    assert g.is_over and g.result().why == "bag"
    assert sum(hand(g, "archer")) == 6 and sum(hand(g, "bull")) == 5


def test_bag_end_option_end_of_turn_finishes_the_turn():
    g = game(two("bag: 1\noptions: bag_end=end_of_turn") + MONUMENT)
    play(g, "swap green green")
    assert not g.is_over and g.actions_left == 1  # the turn goes on
    play(g, "tile red e5")
    assert g.is_over and g.result().why == "bag"
    assert pts(g, "archer") == [1, 0, 1, 0]  # monuments scored at the turn's end


def test_bag_end_option_less_than_six():
    pos = """
    a  b  c  d  e
 1  r* .  r* .  r*
"""
    g = game(two("bag: 5") + pos)
    play(g, "tile green e5", "end")
    assert not g.is_over  # default: one tile could be drawn
    g = game(two("bag: 5\noptions: bag_end=less_than_six") + pos)
    play(g, "tile green e5", "end")
    assert g.is_over and g.result().why == "bag"


def test_both_end_conditions_at_once_end_the_game_once():
    g = game(two("bag: 0") + """
    a  b  c
 1  r* .  r*
""", far=False)
    ev = play(g, "tile green e5", "end")
    assert g.is_over
    assert codes(ev).count("game_over") == 1


# ---------------------------------------------------------------- final scoring: the weakest colour wins

def final(archer_pts: str, archer_t: int, bull_pts: str, bull_t: int):
    g = game(two(archer=f"hand r r k k g g  points {archer_pts}  treasures {archer_t}",
                 bull=f"hand r r k k g g  points {bull_pts}  treasures {bull_t}") + """
    a  b  c
 1  r* .  r*
""", far=False)
    play(g, "end")
    assert g.is_over
    return g.result()


def test_final_score_is_the_weakest_colour():
    r = final("7 3 9 9", 0, "5 5 5 5", 0)
    s = {x.player: x for x in r.standings}
    assert s["archer"].score == 3 and s["bull"].score == 5
    assert r.winners == ["bull"]


def test_treasures_are_wild_and_fill_the_lowest_colours():
    r = final("3 5 5 5", 3, "0 0 0 0", 0)
    s = r.standings[0]
    assert s.player == "archer"
    assert s.vector == (5, 5, 5, 6)
    assert s.score == 5
    assert sum(s.allocation) == 3


def test_treasures_are_wild_points_given_to_any_colours():
    r = final("1 2 9 9", 3, "0 0 0 0", 0)
    s = next(x for x in r.standings if x.player == "archer")
    assert s.totals == (3, 3, 9, 9)
    assert s.allocation == (2, 1, 0, 0)


def test_score_vector_is_sorted_ascending():
    r = final("9 4 7 5", 0, "0 0 0 0", 0)
    s = next(x for x in r.standings if x.player == "archer")
    assert s.vector == (4, 5, 7, 9)


def test_tie_broken_by_second_lowest_colour():
    r = final("5 5 7 9", 0, "5 6 6 6", 0)
    assert r.winners == ["bull"]
    assert [x.player for x in r.standings] == ["bull", "archer"]
    assert [x.rank for x in r.standings] == [1, 2]


def test_tie_broken_by_highest_colour_last():
    r = final("5 6 7 8", 0, "5 6 7 9", 0)
    assert r.winners == ["bull"]


def test_equal_vectors_share_the_victory():
    r = final("4 6 6 8", 1, "5 6 8 6", 0)
    assert sorted(r.winners) == ["archer", "bull"]
    assert all(x.rank == 1 for x in r.standings)


# ---------------------------------------------------------------- hidden points, and the open_scoring option

def test_other_players_points_and_treasures_are_hidden_by_default():
    g = game(two(bull="hand r r k k g g  points 1 2 3 4  treasures 1") + """
    a
 1  r
""")
    v = tigris.view_of(g, "archer")
    assert v.player("bull").points is None and v.player("bull").treasures is None
    assert v.player("bull").hand is None and v.player("bull").hand_size == 6
    assert v.player("archer").points == (0, 0, 0, 0)
    assert tigris.view_of(g, "bull").player("bull").points == (1, 2, 3, 4)


def test_open_scoring_shows_every_players_points():
    g = game(two("options: open_scoring=true",
                 bull="hand r r k k g g  points 1 2 3 4  treasures 1") + """
    a
 1  r
""")
    v = tigris.view_of(g, "archer")
    assert v.player("bull").points == (1, 2, 3, 4)
    assert v.player("bull").treasures == 1
    assert v.player("bull").hand is None  # hands stay hidden


def test_everything_is_revealed_at_the_end():
    g = game(two(bull="hand r r k k g g  points 1 2 3 4  treasures 1") + """
    a  b  c
 1  r* .  r*
""", far=False)
    play(g, "end")
    v = tigris.view_of(g, "archer")
    assert v.player("bull").points == (1, 2, 3, 4)


def test_the_bag_count_is_not_in_a_players_view():
    g = game(two() + """
    a
 1  r
""")
    d = tigris.view_of(g, "archer").to_dict()
    assert "bag" not in d
    assert all(p["hand"] is None for p in d["players"] if p["name"] != "archer")
