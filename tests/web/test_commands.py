"""The page's buttons: an error nobody foresaw is told in words, and the game stays as it was.

``web.game.commands.guarded`` runs every button's handler (and a piece
placed on a cell) for the page; here a stand-in for the page (the same
fields, no browser) takes its place.
"""

from __future__ import annotations

from typing import Callable

import tigris
from web.core import i18n
from web.game import commands, storage
from web.game.new_game import new_session
from web.game.session import Session


class Page:
    """What ``guarded`` and the handlers touch of ``web.game.app.Page``."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.store = storage.Store(storage.MemoryBackend())
        self.modal: str | None = None
        self.modal_fn: tuple[Callable[[], str], str] | None = None
        self.saves = 0

    def show_modal(self, draw: Callable[[], str]) -> None:
        self.modal = draw()
        self.modal_fn = (draw, self.modal)

    def save(self) -> None:
        self.saves += 1
        self.store.save(self.session)


def a_game(moves: int = 7) -> Session:
    s = new_session({"play_archer": True, "play_bull": True, "name_archer": "Ann"}, seed=4, game_id="g1")
    while len(s.game.history) < moves:
        s.play(sorted(s.game.legal_actions(), key=str)[0])
    return s


def test_a_handler_that_fails_halfway_leaves_the_game_as_it_was_and_says_so() -> None:
    page = Page(a_game())
    s = page.session
    record, movers, undo = tigris.to_record(s.game), list(s.movers), list(s.undo_stack)

    def halfway() -> None:
        s.play(sorted(s.game.legal_actions(), key=str)[0])  # a move made, then something nobody foresaw
        s.seats["archer"].kind = "computer"
        s.speed = "slow"
        raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")

    trace = commands.guarded(page, halfway)
    assert trace is not None and "UnicodeEncodeError" in trace  # for the console
    assert page.session is s and tigris.to_record(s.game) == record
    assert (s.movers, s.undo_stack, s.speed) == (movers, undo, "normal")
    assert "Something went wrong" in (page.modal or "")
    assert "(UnicodeEncodeError). Nothing was changed: the game is as it was." in (page.modal or "")
    s.play(sorted(s.game.legal_actions(), key=str)[0])  # and the game goes on
    assert len(s.game.history) == len(record["actions"]) + 1


def test_the_message_of_an_unforeseen_error_is_in_the_pages_language() -> None:
    page = Page(a_game())
    for lang, words in (("de", "Etwas ist schiefgegangen"), ("fi", "Jokin meni vikaan")):
        i18n.use(lang)
        commands.guarded(page, lambda: 1 / 0)
        assert words in (page.modal or "") and "ZeroDivisionError" in (page.modal or "")


def test_a_dialog_open_before_the_failure_is_replaced_by_the_message_and_the_game_kept() -> None:
    page = Page(a_game())
    page.show_modal(lambda: "<div class='dlg share'>…</div>")
    game = page.session.game
    assert commands.guarded(page, lambda: setattr(page, "session", a_game(3)) or 1 / 0) is not None
    assert tigris.to_record(page.session.game) == tigris.to_record(game)  # the session before it, put back
    assert "dlg notice" in (page.modal or "")


def test_a_handler_that_succeeds_is_left_alone() -> None:
    page = Page(a_game())
    assert commands.guarded(page, lambda: page.session.play(sorted(page.session.game.legal_actions(), key=str)[0])) \
        is None
    assert len(page.session.game.history) == 8 and page.modal is None


def test_every_button_runs_through_the_table_and_a_move_is_saved() -> None:
    page = Page(a_game())
    move = str(sorted(page.session.game.legal_actions(), key=str)[0])
    assert commands.run(page, "play", move) is True  # type: ignore[arg-type]
    assert page.saves == 1 and page.session.game.history[-1] == move
