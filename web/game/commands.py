"""The game page's buttons: a table from each button's ``data-ui`` to what it does (``COMMANDS``).

A handler gets the page and the button's ``data-arg``. After it the page
saves when the game has a new move or an action was taken back (``UNDOING``:
their handler says whether it was), and draws itself again; the commands in
``ON_THEIR_OWN`` save and draw themselves (or later: the hint). ``guarded``
runs a handler so that an error nobody foresaw is told to the player in
words and the game stays as it was (``Kept``).
"""

from __future__ import annotations

import asyncio
import traceback
from typing import TYPE_CHECKING, Any, Callable

from web.core.i18n import t
from web.game import keyboard, menus, save_format

if TYPE_CHECKING:
    from web.game.page_state import PageState

# A handler is handed the page as its parts know it (``PageState``: what they share and call on each other),
# not ``web.game.app.Page``, which imports this table: no import circle.
Handler = Callable[["PageState", str], Any]


def _delete(page: PageState, arg: str) -> None:
    page.store.delete(arg)
    if arg == page.session.id:
        page.session.dirty = True  # its save is gone: the game on the table is only in memory now
    page.open_games()


def _confirm_turns(page: PageState, arg: str) -> None:
    """The option "Confirm the end of my turn" switched, remembered on the device for every game."""
    page.confirm_choice = page.session.confirm_choice = not page.session.confirm_turns
    page.store.set_confirm_turns(page.confirm_choice)


def _close(page: PageState, arg: str) -> None:
    page.modal = None


def _review_stop(page: PageState) -> None:
    page.stop_review()
    page.review_running = False
    page.show_review()


def _review_close(page: PageState, arg: str) -> None:
    page.stop_review()  # what it found so far is kept: it goes on from there when opened again
    page.review_running = False
    page.modal = None


def _close_final(page: PageState, arg: str) -> None:
    page.final_closed = True


def _replay(page: PageState, arg: str) -> None:
    page.modal = None
    page.session.start_replay()


def _replay_step(page: PageState, arg: str) -> None:  # a button of the replay, or a move in the list
    if page.session.replay:
        page.session.replay.step(int(arg or 0))


def _replay_exit(page: PageState, arg: str) -> None:
    page.session.stop_replay()
    page.final_closed = False


def _analysis(page: PageState, arg: str) -> None:
    page.open_analysis()


COMMANDS: dict[str, Handler] = {
    # the other tab's save of this game (web.game.tabs)
    "take-theirs": lambda page, arg: page.take_theirs(),
    "keep-both": lambda page, arg: page.keep_both(),
    # the table: pieces, swaps, the turn
    "tile": lambda page, arg: page.session.select("tile", arg),
    "leader": lambda page, arg: page.session.select("leader", arg),
    "catastrophe": lambda page, arg: page.session.select("catastrophe", ""),
    "withdraw": lambda page, arg: page.session.play(f"withdraw {arg}"),
    "swap": lambda page, arg: page.session.start_swap(),
    "swap-pick": lambda page, arg: page.session.pick_swap(arg),
    "swap-unpick": lambda page, arg: page.session.unpick_swap(arg),
    "swap-confirm": lambda page, arg: page.session.confirm_swap(),
    "end": lambda page, arg: page.session.play("end"),
    "undo": lambda page, arg: page.session.undo(),
    "confirm": lambda page, arg: page.session.confirm(),  # the end of the turn (web.game.turn_end)
    "confirm-turns": _confirm_turns,  # the option, remembered on the device
    "hint": lambda page, arg: asyncio.ensure_future(page.hint()),
    "play": lambda page, arg: page.session.play(arg),
    "reveal": lambda page, arg: page.session.reveal(),
    "ask-cancel": lambda page, arg: page.session.cancel_ask(),  # no to the catastrophe's question
    "display": lambda page, arg: page.toggle_display(arg),  # a board display preference
    # dialogs
    "new": lambda page, arg: page.open_new_game(),
    "start": lambda page, arg: page.start_new_game(),
    "close": _close,
    "help": lambda page, arg: page.show_modal(keyboard.help_dialog),
    "close-final": _close_final,
    # saved games and files
    "games": lambda page, arg: page.open_games(),
    "resume": lambda page, arg: page.resume(arg),
    "delete": _delete,
    "export": lambda page, arg: page.download(save_format.export_name(page.session),
                                              save_format.export_text(page.session)),
    "export-id": lambda page, arg: page.download(f"tigris-{arg}.json", page.store.export(arg)),
    # a damaged save, exactly as it is stored
    "export-raw": lambda page, arg: page.download(f"tigris-{arg}-damaged.json", page.store.raw(arg) or ""),
    "import": lambda page, arg: page.pick_file(),
    # sharing and playing by link (web.game.linking)
    "share": lambda page, arg: page.share(),
    "share-copy": lambda page, arg: page.copy_link(arg),
    "by-link": lambda page, arg: page.play_by_link(),
    "me": lambda page, arg: page.choose_me(arg),
    "keep-mine": lambda page, arg: page.keep_mine(),
    "open-theirs": lambda page, arg: page.open_theirs(),
    # the replay
    "replay": _replay,
    "replay-step": _replay_step,
    "replay-jump": _replay_step,
    "replay-exit": _replay_exit,
    "reload-update": lambda page, arg: page.reload(),
    # the game review (web.game.reviewing)
    "review": lambda page, arg: page.open_review(arg),
    "review-go": lambda page, arg: page.review_go(arg),
    "review-cancel": lambda page, arg: _review_stop(page),
    "review-resume": lambda page, arg: page.open_review(page.review_player),
    "review-close": _review_close,
    # the analysis board (web.game.analysing)
    "analyse": _analysis,
    "an-leave": lambda page, arg: page.leave_analysis(),
    **{ui: (lambda ui: lambda page, arg: page.analysis_step(ui, arg))(ui)
       for ui in ("an-go", "an-back", "an-forward", "an-start", "an-end", "an-play", "an-delete", "an-promote")},
}

# What the analysis board does itself: the table's buttons (played into its tree, "undo" a step back), the
# board's display, the keys' help, its own buttons. Any other button is the real game's: the page goes back
# to it first.
ANALYSIS_OWN = frozenset({"tile", "leader", "catastrophe", "withdraw", "swap", "swap-pick", "swap-unpick",
                          "swap-confirm", "end", "undo", "play", "ask-cancel", "display", "help", "close",
                          "analyse"}) | frozenset(ui for ui in COMMANDS if ui.startswith("an-"))

ON_THEIR_OWN = frozenset({"take-theirs", "keep-both", "hint", "share-copy"})
UNDOING = frozenset({"undo", "confirm"})  # their handler returns whether the game went back (or on)


def run(page: PageState, ui: str, arg: str) -> bool:
    """A button's handler, and the save after it; whether the page draws itself now (not ``ON_THEIR_OWN``)."""
    handler = COMMANDS.get(ui)
    if page.session.analysing and ui not in ANALYSIS_OWN and handler is not None:
        page.leave_analysis(navigate=False)
    if ui in ON_THEIR_OWN:
        if handler is not None:
            handler(page, arg)
        return False
    s = page.session
    before = len(s.game.history)
    result = handler(page, arg) if handler is not None else None
    undone = ui in UNDOING and bool(result)
    if (len(s.game.history) != before or undone) and not s.analysing:  # an analysis board is never saved
        page.save()
    return True


class Kept:
    """The game on the table as it was before a handler: the session, every field of it, its game, the dialog."""

    def __init__(self, page: PageState) -> None:
        self.session = page.session
        self.fields = dict(vars(self.session))
        self.lists = {k: list(v) for k, v in self.fields.items() if isinstance(v, list)}
        self.game = self.session.game.copy()
        self.modal, self.modal_fn = page.modal, page.modal_fn

    def put_back(self, page: PageState) -> None:
        s = self.session
        vars(s).clear()
        vars(s).update(self.fields, **self.lists)
        s.game = self.game.copy()  # (a copy again: the kept one stays as it was, for the next failure)
        page.session = s
        page.modal, page.modal_fn = self.modal, self.modal_fn


def guarded(page: PageState, work: Callable[[], Any]) -> str | None:
    """Run ``work`` (a button, a cell played); if it fails, put the game back as it was and say so in a dialog.

    Returns the error's traceback for the console (None when all went well).
    """
    kept = Kept(page)
    try:
        work()
    except Exception as e:
        trace = traceback.format_exc()
        kept.put_back(page)
        unexpected(page, e)
        return trace
    return None


def unexpected(page: PageState, e: BaseException) -> None:
    """Tell the player, in their language, that something nobody foresaw went wrong (the dialog of ``guarded``)."""
    error = type(e).__name__
    page.show_modal(lambda: menus.notice_dialog(t("ui.error.unexpected_title"), t("ui.error.unexpected", error=error)))
