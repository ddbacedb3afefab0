"""What the parts of the game page share: the page's state, and the methods one part calls on another.

``web.game.app.Page`` is made of parts, one module each (``saving``,
``thinking``, ``focus``, ``pointer``); each part is a class over this one, so
that it names (and the type checker checks) what it uses of the others. The
buttons' handlers (``commands``) are typed over it too, so that no module
needs ``app`` for its types.
Nothing here runs: ``Page.__init__`` sets the state, and every method below
is one of a part's (they come first in ``Page``'s order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    import tigris
    from web.game import describe, storage
    from web.game.session import Session
    from web.game.worker import ComputerWorker


class PageState:
    # the game and its saves
    _session: Session | None
    store: storage.Store
    save_result: str  # what the last save did (storage.SAVED, FULL, CONFLICT)
    near_full: int | None  # percent of the storage used, when it is nearly full
    storage_refused: bool  # the browser gives the page no storage: games are kept in memory only
    # dialogs and drawing
    modal: str | None
    modal_fn: tuple[Callable[[], str], str] | None  # (draw, its html): drawn again after a language switch
    final_closed: bool
    hover: str | None
    board: Any  # the page's elements
    panel: Any
    extra: Any  # under the board: its display preferences and legend
    dialog: Any
    cover: Any
    announcer: Any
    # the computer
    computer_busy: bool
    hint_busy: bool
    thinking_text: str
    think: float | None
    worker: ComputerWorker
    kept_answer: tuple[Session, int, tigris.Action] | None  # the computer's move, found while a menu was open
    # the game review
    review_player: str
    review_running: bool
    review_token: int
    iterations: int | None
    first_visit: bool  # the first new-game dialog is open in front of a fresh game
    # keys and focus
    cursor: str
    hinted: Any  # the hint the cursor last went to (web.game.focus.follow_hint)
    overlay_open: bool
    return_focus: tuple[str, ...] | None
    docked_open: bool  # a decision docked beside the board (a conflict) was shown at the last drawing
    docked_return: tuple[str, ...] | None
    # the board's display
    shown: set[str]  # preferences switched on (web.game.display)
    confirm_choice: bool | None  # "Confirm the end of my turn" as this device chose (web.game.turn_end)
    preview: int  # tiles the side to commit points at, shown on the board
    moment: describe.Moment
    by_keyboard: bool
    _visibility: Any
    _no_scroll: Any

    @property
    def session(self) -> Session:
        raise NotImplementedError  # Page's

    @session.setter
    def session(self, session: Session) -> None:
        raise NotImplementedError  # Page's

    def render(self) -> None:
        raise NotImplementedError  # Page's

    def show_modal(self, draw: Callable[[], str]) -> None:
        raise NotImplementedError  # Page's

    def open_games(self, problem: Callable[[], str] | None = None) -> None:
        raise NotImplementedError  # Page's

    def command(self, ui: str, arg: str) -> None:
        raise NotImplementedError  # Page's

    def save(self) -> None:
        raise NotImplementedError  # Saving's

    def show_thinking(self, text: str) -> None:
        raise NotImplementedError  # Thinking's

    def open_review(self, player: str = "") -> None:
        raise NotImplementedError  # Reviewing's

    def show_review(self) -> None:
        raise NotImplementedError  # Reviewing's

    def stop_review(self) -> None:
        raise NotImplementedError  # Reviewing's

    def review_go(self, arg: str) -> None:
        raise NotImplementedError  # Reviewing's

    def open_new_game(self, error: str = "", defaults: dict[str, Any] | None = None) -> None:
        raise NotImplementedError  # Page's

    def start_new_game(self) -> None:
        raise NotImplementedError  # Page's

    def resume(self, game_id: str) -> None:
        raise NotImplementedError  # Page's

    def pick_file(self) -> None:
        raise NotImplementedError  # Page's

    def reload(self) -> None:
        raise NotImplementedError  # Page's

    def take_theirs(self, quiet: bool = False) -> None:
        raise NotImplementedError  # Saving's

    def keep_both(self) -> None:
        raise NotImplementedError  # Saving's

    def download(self, name: str, text: str) -> None:
        raise NotImplementedError  # Saving's

    async def hint(self) -> None:
        raise NotImplementedError  # Thinking's

    def keep_mine(self) -> None:
        raise NotImplementedError  # Linking's

    def open_theirs(self) -> None:
        raise NotImplementedError  # Linking's

    def share(self) -> None:
        raise NotImplementedError  # Linking's

    def play_by_link(self) -> None:
        raise NotImplementedError  # Linking's

    def choose_me(self, player: str) -> None:
        raise NotImplementedError  # Linking's

    def copy_link(self, where: str) -> None:
        raise NotImplementedError  # Linking's

    def speak(self, text: str) -> None:
        raise NotImplementedError  # Focus's

    def play_cell(self, cell: str) -> None:
        raise NotImplementedError  # Pointer's

    def show_kingdom(self, cell: str) -> None:
        raise NotImplementedError  # Pointer's

    def toggle_display(self, name: str) -> None:
        raise NotImplementedError  # Page's

    def fresh_session(self) -> Session:
        raise NotImplementedError  # Page's

    def send_panel(self) -> Any:
        raise NotImplementedError  # Linking's

    def open_analysis(self) -> None:
        raise NotImplementedError  # Analysing's

    def leave_analysis(self, navigate: bool = True) -> None:
        raise NotImplementedError  # Analysing's

    def analysis_step(self, ui: str, arg: str) -> None:
        raise NotImplementedError  # Analysing's
