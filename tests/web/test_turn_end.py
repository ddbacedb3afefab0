"""web.game.turn_end: the end of a person's turn waits for their confirmation and can be taken back until then;
the computer's whole turn is told."""

from __future__ import annotations

import tigris
from web_positions import REVOLT, diagram
from web.game import keyboard, render
from web.game.session import COMPUTER, PERSON, Seat, Session

# Archer's second action: three red tiles round e4 wait for a fourth on f5 (a monument may be built there).
MONUMENT = diagram(
    """
players: archer bull
turn: archer 2
archer: hand r r r k k g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"d4": "Ar", "e4": "r", "f4": "r", "e5": "r", "j9": "Bk", "j10": "r"},
)

# Archer's second action, on a board with room for it.
SECOND = diagram(
    """
players: archer bull
turn: archer 2
archer: hand r r r k k g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"b2": "r", "c2": "Bk", "c3": "r"},
)


def against_computer(diagram_text: str, confirm: bool | None = None) -> Session:
    g = tigris.from_diagram(diagram_text)
    s = Session(g, [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", COMPUTER, "random")])
    s.confirm_choice = confirm
    return s


def test_against_the_computer_the_second_action_waits_and_can_be_taken_back():
    s = against_computer(SECOND)
    assert s.confirm_turns  # on by default for a person playing against the computer
    s.play("tile red h8")  # the misplaced second action
    assert s.unconfirmed == "archer" and s.can_undo
    assert not s.computer_to_move and not s.can_act and not s.can_hint  # nobody moves, nothing to press
    assert s.viewer == "archer"
    assert "Your turn is done" in s.message and "Bull's turn" not in s.message  # its end is told on confirming
    assert s.undo()
    assert s.unconfirmed is None and s.game.history == [] and s.to_move == "archer"
    assert s.game.actions_left == 1 and not s.computer_to_move
    s.play("tile red h6")
    assert s.confirm()
    assert s.unconfirmed is None and not s.can_undo and s.computer_to_move
    assert "draws" in s.message and "Bull's turn" in s.message


def test_a_waiting_turn_shows_no_new_tiles_and_offers_confirm_and_undo():
    s = against_computer(SECOND)
    s.play("tile red h6")
    html = str(render.panel(s))
    assert "Your new tiles are drawn when you confirm" in html
    assert 'data-ui="confirm"' in html and 'data-ui="undo"' in html
    assert 'data-ui="tile"' not in html  # the hand, with the tiles just drawn, is not shown
    assert "turn done: confirm its end" in str(render.status(s))
    s.click_cell("h7")
    assert "Confirm the end of your turn first" in s.message
    s.confirm()
    html = str(render.panel(s))
    assert 'data-ui="confirm"' not in html


def test_the_first_action_of_a_turn_does_not_wait():
    s = against_computer(REVOLT)
    s.play("tile red h6")
    assert s.unconfirmed is None and s.can_act and s.game.actions_left == 1


def test_a_monument_is_a_decision_inside_the_action_the_confirmation_comes_after_it():
    s = against_computer(MONUMENT)
    s.play("tile red f5")
    assert s.game.phase == "monument" and s.unconfirmed is None  # the action is not over yet
    choice = next(a for a in s.game.legal_actions() if str(a).startswith("monument"))
    s.play(choice)
    assert s.unconfirmed == "archer"
    assert s.undo()  # back to the monument's decision
    assert s.game.phase == "monument" and s.to_move == "archer" and s.unconfirmed is None
    s.play("no monument")
    assert s.unconfirmed == "archer"
    assert s.undo() and s.undo()  # and back before the tile
    assert s.game.history == [] and s.game.phase == "action"


def test_a_turn_ended_by_another_players_decision_does_not_wait():
    # Archer's second action starts a revolt; Bull (the computer) defends, and its commitment ends the turn.
    g = tigris.from_diagram(REVOLT.replace("turn: archer 1", "turn: archer 2"))
    s = Session(g, [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", COMPUTER, "random")])
    s.play("leader king b3")
    s.play("commit 1")
    assert s.to_move == "bull" and s.computer_to_move and s.unconfirmed is None
    s.play("commit 0")
    assert s.unconfirmed is None and s.to_move == "bull" and not s.can_undo


def test_a_swap_draws_at_once_so_it_ends_the_turn_without_waiting():
    s = against_computer(SECOND)
    s.play(tigris.Swap((0, 0)))
    assert s.unconfirmed is None and s.computer_to_move and not s.can_undo


def test_the_option_switched_off_ends_the_turn_at_once_and_hot_seat_has_it_off_by_default():
    s = against_computer(SECOND, confirm=False)
    s.play("tile red h6")
    assert s.unconfirmed is None and s.computer_to_move
    g = tigris.from_diagram(SECOND)
    hot = Session(g, [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", PERSON)])
    assert not hot.confirm_turns
    hot.confirm_choice = True
    hot.reveal()
    hot.play("tile red h6")
    assert hot.unconfirmed == "archer" and not hot.needs_cover  # no cover before Archer confirms
    assert hot.confirm() and hot.needs_cover and hot.to_move == "bull"


def test_a_game_ending_action_does_not_wait():
    # Two treasures left on the board: the end of this turn ends the game, and the final score shows everything.
    s = against_computer(SECOND.replace(" r* ", " .  ", 1))
    assert len(s.game.state.treasure) == 2
    s.play("tile red h6")
    assert s.game.is_over and s.unconfirmed is None


def test_played_by_link_the_link_is_offered_only_once_the_turn_is_confirmed():
    from web.game import sharing

    g = tigris.from_diagram(SECOND)
    s = Session(g, [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", PERSON)])
    s.by_link, s.me, s.confirm_choice = True, "archer", True
    s.play("tile red h6")
    assert s.unconfirmed == "archer" and not sharing.remote_to_move(s)
    s.confirm()
    assert sharing.remote_to_move(s)


def test_the_key_o_confirms_and_is_in_the_keys_help():
    cmd = keyboard.command(keyboard.Key("o"), keyboard.Place())
    assert cmd is not None and cmd.do == "press" and cmd.buttons == (("confirm", ""),)
    assert "confirm the end of your turn" in str(keyboard.help_dialog())


def test_the_computers_whole_turn_is_told_not_only_its_last_action():
    g = tigris.from_diagram(REVOLT)
    s = Session(g, [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", COMPUTER, "random")], ai_seed=3)
    s.confirm_choice = False
    s.play("tile red h6")
    assert "Archer places a red tile on h6" in s.message
    s.play("tile red h8")
    assert s.to_move == "bull"
    s.play("leader priest b1")
    s.play(tigris.Swap((1,)))
    assert s.to_move == "archer"
    said = s.message
    assert "Bull places the priest on b1" in said and "Bull swaps 1 tile" in said
    assert "Archer places" not in said  # the person's own turn is not told again
    s.play("tile red h9")
    assert s.message.startswith("Archer places a red tile on h9")


def test_the_choice_is_remembered_on_the_device_and_anything_else_stored_is_no_choice():
    from web.game import storage

    store = storage.Store(storage.MemoryBackend())
    assert store.confirm_turns() is None  # never chosen: the default of each game
    store.set_confirm_turns(False)
    assert store.confirm_turns() is False
    store.set_confirm_turns(True)
    assert store.confirm_turns() is True
    store.backend.set(storage.CONFIRM, "<b>maybe</b>")
    assert store.confirm_turns() is None


def test_playing_on_is_confirming():
    # A turn waiting for its confirmation is over once anyone plays on (a link, another tab, a test's loop).
    s = against_computer(SECOND)
    s.play("tile red h6")
    assert s.unconfirmed == "archer"
    s.play(s.game.legal_actions()[0])  # Bull's first action
    assert s.unconfirmed is None and not s.can_undo and s.movers[-1] == "bull"
