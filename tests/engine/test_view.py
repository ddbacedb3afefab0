"""What one player may know (tigris/view.py): the whole board and everyone's
leaders, his own hand, points and treasures, and of the others only what the
table sees (how many tiles they hold, their catastrophes left).
Rulebook: “Hidden Information”; the bag's level: tests/engine/test_fair_bag.py;
hidden points, open_scoring and the end of the game: tests/engine/test_rules_end.py.
"""

import json

import tigris
from positions import game, play

TWO = """
players: archer bull
board: blank
{options}
archer: hand r r b k g g  points 1 0 2 0  treasures 1  catastrophes 2
bull:   hand r b b k g g  points 0 3 0 0  treasures 0  catastrophes 1
    a  b  c  d
 1  r  .  r  .
 2  .  .  Bk .
"""


def two(options: str = ""):
    return game(TWO.format(options=options))


def test_a_player_sees_his_own_hand_and_only_how_many_tiles_the_others_hold():
    v = tigris.view_of(two(), "archer")
    assert v.player("archer").hand == (2, 1, 1, 2)  # red, blue, black, green
    assert v.player("bull").hand is None
    assert v.player("bull").hand_size == 6


def test_the_others_points_and_treasures_are_hidden_their_leaders_and_catastrophes_are_not():
    v = tigris.view_of(two(), "archer")
    assert v.player("archer").points == (1, 0, 2, 0) and v.player("archer").treasures == 1
    assert v.player("bull").points is None and v.player("bull").treasures is None
    assert v.player("bull").catastrophes == 1
    assert v.player("bull").leaders["king"] == "c2"
    assert v.leaders["c2"] == ("bull", "king")


def test_the_memory_view_adds_what_the_public_log_tells_the_others_points_and_the_tiles_out_of_the_game():
    g = two()
    play(g, "catastrophe a1", "swap red blue")  # a red temple destroyed; two tiles swapped, face down
    assert tigris.view_of(g, "bull").out_of_game is None  # not for display
    memory = tigris.view_of(g, "bull", memory=True)
    assert memory.player("archer").points == (1, 0, 2, 0)
    assert memory.out_of_game == {"red": 1, "blue": 0, "black": 0, "green": 0}  # the swapped pair stays unknown


def test_with_exact_bag_the_memory_view_also_counts_the_tiles_swapped_unseen():
    g = two("options: exact_bag=true")
    play(g, "catastrophe a1", "swap red blue")
    assert tigris.view_of(g, "bull", memory=True).out_of_game == {"red": 1, "blue": 0, "black": 0, "green": 0, "unknown": 2}


def test_only_the_player_who_decides_is_given_the_legal_actions():
    g = two()
    assert tigris.view_of(g, "archer").legal_actions == tuple(g.legal_actions())
    assert "catastrophe a1" in {str(a) for a in tigris.view_of(g, "archer").legal_actions}
    assert tigris.view_of(g, "bull").legal_actions == ()


def test_a_view_speaks_in_cell_and_colour_names_and_survives_json():
    d = tigris.view_of(two(), "archer").to_dict()
    assert json.loads(json.dumps(d)) == d
    assert d["tiles"]["a1"] == ["red", False]
    assert d["leaders"]["c2"] == ["bull", "king"]
    assert d["players"][1]["hand"] is None and d["players"][1]["hand_size"] == 6
