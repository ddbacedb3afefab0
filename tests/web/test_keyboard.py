"""web.game.keyboard: what each key does where it is pressed, the board's cursor, Tab kept in a dialog, the keys' help."""

from __future__ import annotations

import re

import pytest

from web.core import i18n
from web.game import keyboard
from web.game.keyboard import Command, Key, Place, command, move, next_of, trap

BOARD = Place(board=True)
ELSEWHERE = Place()


def test_arrows_move_the_cursor_a_cell_at_a_time_and_stop_at_the_edges():
    assert move("g4", "ArrowRight") == "h4"
    assert move("g4", "ArrowLeft") == "f4"
    assert move("g4", "ArrowUp") == "g3"
    assert move("g4", "ArrowDown") == "g5"
    assert move("a1", "ArrowLeft") == "a1" and move("a1", "ArrowUp") == "a1"
    assert move("p11", "ArrowRight") == "p11" and move("p11", "ArrowDown") == "p11"
    assert move("g4", "Home") == "a4" and move("g4", "End") == "p4"
    assert move("g4", "Home", ctrl=True) == "a1" and move("g4", "End", ctrl=True) == "p11"
    assert move("nowhere", "ArrowRight") == "i6"  # a lost cursor starts again from the middle (h6)


def test_next_and_previous_of_some_cells_in_reading_order_wrapping_round():
    cells = {"c3", "a5", "p1"}
    assert next_of("a1", cells) == "p1"
    assert next_of("p1", cells) == "c3"
    assert next_of("a5", cells) == "p1"  # past the last: round to the first
    assert next_of("c3", cells, backwards=True) == "p1"
    assert next_of("a1", cells, backwards=True) == "a5"
    assert next_of("a1", set()) is None


def test_on_the_board_arrows_move_enter_and_space_play_the_cell():
    assert command(Key("ArrowDown"), BOARD, "g4") == Command("move", "g5")
    assert command(Key("End", ctrl=True), BOARD, "g4") == Command("move", "p11")
    assert command(Key("Enter"), BOARD, "g4") == Command("activate", "g4")
    assert command(Key(" "), BOARD, "g4") == Command("activate", "g4")
    assert command(Key("n"), BOARD, "a1", targets={"c3", "b2"}) == Command("move", "b2")
    assert command(Key("N", shift=True), BOARD, "a1", targets={"c3", "b2"}) == Command("move", "c3")
    assert command(Key("l"), BOARD, "a1", last={"e5"}) == Command("move", "e5")
    nothing = command(Key("n"), BOARD, "a1")
    assert nothing.do == "none" and nothing.words().startswith("next possible cell")
    # Off the board, arrows and Enter stay the browser's (scrolling, pressing the focused button).
    assert command(Key("ArrowDown"), ELSEWHERE, "g4") is None
    assert command(Key("Enter"), ELSEWHERE, "g4") is None


def test_shortcuts_press_the_pages_own_buttons():
    assert command(Key("1"), ELSEWHERE) == Command("press", buttons=(("tile", "red"), ("swap-pick", "red")),
                                                   name="ui.kb.cmd.tile", params=(("colour", "red"),))
    assert command(Key("4"), BOARD).buttons[0] == ("tile", "green")
    assert command(Key("K", shift=True), BOARD).buttons == (("leader", "king"),)
    assert command(Key("t"), ELSEWHERE).buttons == (("leader", "trader"),)
    assert command(Key("c"), ELSEWHERE).buttons == (("catastrophe", ""),)
    assert command(Key("e"), ELSEWHERE).buttons == (("end", ""),)
    assert command(Key("s"), ELSEWHERE).buttons == (("swap", ""),)
    assert command(Key("u"), ELSEWHERE).buttons == (("undo", ""),)
    assert command(Key("h"), ELSEWHERE).buttons == (("hint", ""),)
    assert command(Key("w"), ELSEWHERE, selection=("leader", "king")).buttons == (("withdraw", "king"),)
    assert command(Key("w"), ELSEWHERE, selection=("tile", "red")).do == "none"
    assert command(Key("?", shift=True), ELSEWHERE) == Command("help")
    assert command(Key("b"), ELSEWHERE) == Command("board")
    assert command(Key("Escape"), ELSEWHERE) == Command("escape")
    assert command(Key("1"), ELSEWHERE).words() == "the red tile (temple)"
    i18n.use("de")
    assert command(Key("1"), ELSEWHERE).words() == "rotes Plättchen (Tempel)"


def test_keys_typed_into_a_field_or_with_ctrl_alt_or_meta_are_left_alone():
    field = Place(field=True)
    for k in ("e", "1", "?", "Escape", "ArrowLeft", "Enter"):
        assert command(Key(k), field) is None
    assert command(Key("e", ctrl=True), ELSEWHERE) is None  # the browser's own shortcuts
    assert command(Key("k", meta=True), BOARD) is None
    assert command(Key("1", alt=True), ELSEWHERE) is None
    assert command(Key("x"), ELSEWHERE) is None and command(Key("F5"), BOARD) is None


def test_an_open_dialog_holds_the_keyboard():
    dialog = Place(overlay=True)
    assert command(Key("Tab"), dialog) == Command("trap")
    assert command(Key("Tab", shift=True), dialog) == Command("trap")
    assert command(Key("Escape"), dialog) == Command("escape")
    assert command(Key("Escape"), Place(overlay=True, field=True)) == Command("escape")
    for k in ("e", "1", "Enter", " ", "ArrowDown", "?"):
        assert command(Key(k), dialog) is None  # letters do not play behind it; Enter presses its button
    assert command(Key("Tab"), ELSEWHERE) is None  # outside a dialog Tab is the browser's


def test_tab_goes_round_inside_a_dialog():
    assert trap(0, 3, backwards=False) == 1
    assert trap(2, 3, backwards=False) == 0
    assert trap(0, 3, backwards=True) == 2
    assert trap(-1, 3, backwards=False) == 0 and trap(-1, 3, backwards=True) == 2  # from outside: enter it
    assert trap(0, 0, backwards=False) == -1


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_help_lists_every_key_in_every_language(lang):
    i18n.use(lang)
    html = keyboard.help_dialog()
    assert 'role="dialog"' in html and 'aria-modal="true"' in html and 'aria-labelledby="dlg-title"' in html
    assert 'data-ui="close"' in html
    for heading, rows in keyboard.HELP:
        assert i18n.t(heading) in html
        for keys, what in rows:
            assert i18n.current().has(what), (lang, what)
            for k in keys:
                assert keyboard.key_words(k) in html
    assert not re.search(r"ui\.kb\.", html)  # no key left untranslated
    words = {"en": "Shift+N", "de": "Umschalt+N", "fi": "Vaihto+N"}
    assert keyboard.key_words("@shift+N") == words[lang]


def test_a_hint_takes_the_cursor_to_its_cell_and_focus_with_it_from_the_board():
    assert keyboard.follow("h6", ("cell", "h6"), {"c3"}) == ("c3", ("cell", "c3"))
    assert keyboard.follow("h6", ("ui", "hint", ""), {"c3"}) == ("c3", ("ui", "hint", ""))  # focus stays
    assert keyboard.follow("h6", ("cell", "h6"), set()) == ("h6", ("cell", "h6"))  # a hint with no cell: a swap


def test_on_the_review_s_chart_the_arrows_go_from_turn_to_turn_and_stop_at_the_ends():
    from web.game.keyboard import chart_step

    assert chart_step("ArrowRight", 3, 10) == 4 and chart_step("ArrowLeft", 3, 10) == 2
    assert chart_step("ArrowLeft", 0, 10) == 0 and chart_step("ArrowRight", 9, 10) == 9
    assert chart_step("Home", 5, 10) == 0 and chart_step("End", 5, 10) == 9
    assert chart_step("Enter", 5, 10) is None and chart_step("a", 5, 10) is None  # Enter clicks the turn


def test_a_and_the_comma_and_full_stop_press_the_analysis_board_s_buttons():
    cmd = keyboard.command(keyboard.Key("a"), keyboard.Place())
    assert cmd.do == "press" and cmd.buttons == (("an-leave", ""), ("analyse", ""))
    assert keyboard.command(keyboard.Key(","), keyboard.Place()).buttons == (("an-back", ""),)
    assert keyboard.command(keyboard.Key("."), keyboard.Place()).buttons == (("an-forward", ""),)
