"""The analysis board's move tree (web.game.variations): a line tried, taken back, another tried from there;
the main line and its variations as the move list shows them."""

from __future__ import annotations

import pytest

from web.game.variations import MAX_NODES, Move, Tree, Variation, path_text, read_path


def test_a_move_played_goes_on_the_line_and_taking_it_back_keeps_it():
    tree = Tree()
    tree.play("tile red e5")
    tree.play("end")
    assert tree.moves() == ["tile red e5", "end"]
    assert tree.back() and tree.moves() == ["tile red e5"]
    assert tree.size() == 2  # the move taken back stays, to go forward to again
    assert tree.forward() and tree.moves() == ["tile red e5", "end"]


def test_another_move_after_taking_one_back_is_a_variation_beside_the_main_line():
    tree = Tree()
    tree.play("tile red e5")
    tree.back()
    tree.play("tile blue f6")
    assert tree.at == (1,)
    assert [c.move for c in tree.root.children] == ["tile red e5", "tile blue f6"]
    assert tree.main_line() == [(0,)]


def test_playing_a_move_already_tried_goes_to_it_instead_of_adding_it_again():
    tree = Tree()
    tree.play("tile red e5")
    tree.back()
    tree.play("tile blue f6")
    tree.back()
    assert tree.play("tile red e5") == (0,)
    assert tree.size() == 2


def test_forward_follows_the_variation_the_board_came_back_from():
    tree = Tree(["a", "b", "c"])
    tree.go((0, 0))
    tree.play("x")  # instead of "c": a variation beside it
    tree.play("y")
    assert tree.at == (0, 0, 1, 0)
    tree.back()
    tree.back()
    assert tree.forward() and tree.at == (0, 0, 1)
    assert tree.forward() and tree.at == (0, 0, 1, 0)


def test_a_game_s_continuation_is_the_main_line_from_the_start():
    tree = Tree(["a", "b", "c"])
    assert tree.at == ()
    tree.end()
    assert tree.moves() == ["a", "b", "c"]
    tree.start()
    assert tree.at == ()


def test_the_move_list_shows_each_variation_right_after_the_move_it_stands_instead_of():
    tree = Tree(["a", "b", "c"])
    tree.go((0,))
    tree.play("x")
    tree.play("y")
    layout = tree.layout()
    assert layout == (Move((0,), "a", 1), Move((0, 0), "b", 2),
                      Variation((Move((0, 1), "x", 2), Move((0, 1, 0), "y", 3))),
                      Move((0, 0, 0), "c", 3))


def test_variations_nest_inside_variations():
    tree = Tree(["a", "b"])
    tree.play("x")  # beside "a"
    tree.play("y")
    tree.back()
    tree.play("z")  # beside "y", inside the variation
    (first, var, second) = tree.layout()
    assert isinstance(var, Variation)
    assert var.items == (Move((1,), "x", 1), Move((1, 0), "y", 2), Variation((Move((1, 1), "z", 2),)))


def test_a_variation_made_the_main_line_changes_places_and_the_board_stays_on_its_move():
    tree = Tree(["a", "b"])
    tree.go((0,))
    tree.play("x")
    assert tree.at == (0, 1)
    assert tree.promote(tree.at)
    assert tree.at == (0, 0) and tree.moves() == ["a", "x"]
    assert [c.move for c in tree.node((0,)).children] == ["x", "b"]


def test_a_variation_deleted_takes_what_followed_it_and_the_board_goes_back_to_where_it_branched():
    tree = Tree(["a", "b"])
    tree.go((0,))
    tree.play("x")
    tree.play("y")
    assert tree.delete((0, 1))
    assert tree.at == (0,) and tree.size() == 2
    assert not tree.delete(())  # the start stays


def test_going_to_a_node_that_is_not_there_moves_nothing():
    tree = Tree(["a"])
    assert not tree.go((3,))
    assert tree.at == ()


def test_a_path_is_written_for_a_button_and_read_back_and_anything_else_is_refused():
    assert path_text((0, 2, 1)) == "0.2.1"
    assert read_path("0.2.1") == (0, 2, 1)
    assert read_path("") == ()
    assert read_path("0.x") is None and read_path("-1") is None and read_path("1" * 9) is None


def test_the_tree_refuses_new_moves_once_it_is_full():
    tree = Tree([str(i) for i in range(MAX_NODES)])
    with pytest.raises(OverflowError):
        tree.play("one more")
    assert tree.play("0") == (0,)  # a move already tried is still gone to
