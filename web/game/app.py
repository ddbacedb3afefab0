"""The game page in the browser (started by web/game/main.py): the ``Page`` that draws the game and reads the
player's input; DOM, events, localStorage, files, timers.

Everything it shows comes from ``web.game.render`` (HTML strings) and everything a
player does goes through ``web.game.session.Session`` to the engine. This module
decides nothing about the game. Its parts, each a module: ``saving`` (saves,
the other tab, files), ``thinking`` (the computer, the hint), ``focus`` (keys,
focus, the live region), ``pointer`` (clicks, hover, drag and drop), and the
buttons' table ``commands``; their shared state is ``page_state``.
"""

from __future__ import annotations

import asyncio
import random
import traceback
from typing import Any, Callable

import js
from pyodide.ffi import create_proxy, to_js

js.performance.mark("tigris-py-start")

import tigris  # noqa: E402
from web.core import i18n  # noqa: E402
from web.core.i18n import t  # noqa: E402
from web.game import describe, dialogs, keyboard, menus, query, notices, render, storage  # noqa: E402
from web.game.browser import LocalStorage, StorageRefused, _str, browser_languages  # noqa: E402
from web.game import commands  # noqa: E402
from web.game.focus import Focus  # noqa: E402
from web.game.linking import Linking  # noqa: E402
from web.game.pointer import Pointer  # noqa: E402
from web.game.saving import Saving  # noqa: E402
from web.game.computer import HARD_TIME_LIMIT  # noqa: E402
from web.game.new_game import form_of, new_session, proposal  # noqa: E402
from web.game.session import Session  # noqa: E402
from web.game.thinking import Thinking  # noqa: E402
from web.game.reviewing import Reviewing  # noqa: E402
from web.game.analysing import Analysing  # noqa: E402
from web.game.worker import ComputerWorker  # noqa: E402

document = js.document
js.performance.mark("tigris-imported")


class Page(Saving, Thinking, Reviewing, Analysing, Focus, Pointer, Linking):
    """The game page: one game on the table, drawn, and the player's input read."""
    def __init__(self) -> None:
        backend: storage.Backend
        self.storage_refused = False  # no storage to use: games live in this page only (the banner says so)
        try:
            backend = LocalStorage()
        except StorageRefused:
            backend = storage.MemoryBackend()
            self.storage_refused = True
        self.store = storage.Store(backend)
        self._session: Session | None = None  # the game on the table: there is one from start() on
        self.modal: str | None = None  # a menu dialog shown over everything (new game, saved games, notice)
        self.modal_fn: tuple[Callable[[], str], str] | None = None  # (draw, its html): draws self.modal again in another language after a switch
        self.final_closed = False
        self.hover: str | None = None
        self.computer_busy = False
        self.thinking_text = ""  # shown while the computer works out a move or a hint
        # Panel sections the player folded away (render.section); on a small screen the log starts folded.
        self.first_visit = False  # the first new-game dialog is open in front of a fresh game
        self.fold_state = {"log": not js.window.matchMedia("(max-width: 900px)").matches, "display": False}
        self.shown = self.store.display()  # the board display preferences switched on (web.game.display)
        self.confirm_choice = self.store.confirm_turns()  # "Confirm the end of my turn" (None: its default)
        self.preview = 0  # tiles the side to commit points at in the conflict panel, shown on the board
        self.docked_open = False  # a decision docked beside the board was shown at the last drawing
        self.docked_return: tuple[str, ...] | None = None  # where focus goes back to when it is decided
        self.hint_busy = False
        self.think = HARD_TIME_LIMIT  # seconds the hard computer may think (?think=; None: its whole budget)
        self.worker = ComputerWorker()  # the computer's own thread, started once the page is playable
        self.kept_answer: tuple[Session, int, tigris.Action] | None = None  # found while a menu was open
        self.review_player = ""  # whose decisions the review judges (web.game.reviewing)
        self.review_running = False
        self.review_token = 0  # a review job goes on while it holds the token it began with
        self.iterations: int | None = None  # the hard search's budget (?iterations=; None: tigris.ai's)
        self.speed: str | None = None
        self.level: str | None = None
        self.save_result = storage.SAVED  # what the last save did: FULL or CONFLICT leave moves only in memory
        self.near_full: int | None = None  # percent of the storage used, when it is nearly full
        self.board = document.getElementById("board")
        self.panel = document.getElementById("panel")
        self.extra = document.getElementById("board-extra")  # under the board: its display and legend
        self.dialog = document.getElementById("dialog")
        self.cover = document.getElementById("cover")
        self._proxies: list[Any] = []  # the JS proxies of the listeners, kept alive
        self.cursor = keyboard.START  # the board's keyboard cursor, holding its one tab stop
        self.hinted: Any = None  # the hint the cursor last went to
        self.overlay_open = False  # a dialog or the hot-seat cover was shown at the last drawing
        self.return_focus: tuple[str, ...] | None = None  # where focus goes back to when the dialog closes
        self.moment = describe.Moment()  # what the live region last spoke about
        self.by_keyboard = False  # the last input was a key: moving focus may scroll the page
        self.announcer = document.getElementById("announce")
        self._visibility = to_js({"visibilityProperty": True}, dict_converter=js.Object.fromEntries)
        self._no_scroll = to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries)

    @property
    def session(self) -> Session:
        """The game on the table (one from ``start()`` on)."""
        if self._session is None:
            raise RuntimeError("the page has not started")
        return self._session

    @session.setter
    def session(self, session: Session) -> None:
        session.confirm_choice = self.confirm_choice  # "Confirm the end of my turn": the device's, for every game
        self._session = session

    # ------------------------------------------------------------------ start-up

    def start(self) -> None:
        self.apply_language(self.store.language() or i18n.pick_language(browser_languages()))
        req = query.from_query(_str(js.location.search))
        self.speed, self.level = req.speed, req.level
        if req.think:
            self.think = req.think
        self.iterations = req.iterations
        notice: Callable[[], str] | None = None
        if req.link is not None:  # a game shared by link (web.game.linking): opened, or the problem said
            req.problem = self.open_link(req.link, req)
        if self._session is not None:
            js.history.replaceState(None, "", _str(js.location.pathname))
        elif req.session is not None:
            self.session = req.session
            self.save()
            js.history.replaceState(None, "", _str(js.location.pathname))
        else:
            if req.problem:
                problem = req.problem
                notice = lambda: menus.notice_dialog(t("storage.link_title"), problem)  # noqa: E731
            if _str(js.location.search):
                js.history.replaceState(None, "", _str(js.location.pathname))
            current = self.store.current_id()
            if current:
                try:
                    self.session = self.store.load(current)
                except storage.LoadProblem as e:  # kept as it is: the player may download it or start anew
                    if e.key != "storage.gone":  # (a current game deleted elsewhere: nothing to keep)
                        damage, gid = str(e), current
                        notice = notice or (lambda: notices.damaged_dialog(damage, gid))
        self.analyse_linked(req)  # ?game=…&analyse, ?link=…&analyse: the analysis board over the link's game
        if self._session is None:
            self.session = self.fresh_session()
            # The game the new-game dialog proposes (Archer against the computer): closing the dialog leaves it.
            # On a first visit its hand stays hidden while the dialog is open (the players are still being chosen).
            self.first_visit = notice is None
            self.open_new_game()
        if req.fresh:
            self.open_new_game()
        if notice:
            self.show_modal(notice)
        if self.speed:
            self.session.speed = self.speed
        self.listen()
        self.render()
        loading = document.getElementById("loading")
        if loading:
            loading.remove()
        document.documentElement.setAttribute("data-tigris", "ready")
        js.performance.mark("tigris-ready")
        self.worker.start_later()

    # ------------------------------------------------------------------ language

    def apply_language(self, lang: str) -> None:
        """Speak ``lang``: the catalog, <html lang>, the page's static words (``data-i18n``) and the switch."""
        cat = i18n.use(lang)
        root = document.documentElement
        root.setAttribute("lang", cat.lang or lang)
        document.title = t("ui.page.title")
        for el in document.querySelectorAll("[data-i18n]"):
            el.textContent = t(_str(el.getAttribute("data-i18n")))
        for el in document.querySelectorAll("[data-i18n-title]"):
            text = t(_str(el.getAttribute("data-i18n-title")))
            el.setAttribute("title", text)
            el.setAttribute("aria-label", text)
        for el in document.querySelectorAll("[data-i18n-label]"):
            el.setAttribute("aria-label", t(_str(el.getAttribute("data-i18n-label"))))
        for switch in document.querySelectorAll("select[data-lang]"):
            switch.value = cat.lang or lang

    def set_language(self, lang: str) -> None:
        """The switch: another language at once, the game and any open dialog kept, the choice remembered."""
        if lang not in i18n.LANGUAGES:
            return
        self.store.set_language(lang)
        self.apply_language(lang)
        draw, drawn = self.modal_fn or (None, None)
        if draw is not None and self.modal is not None and self.modal == drawn:  # not a dialog set otherwise
            self.show_modal(draw)
        self.render()

    def on_language(self, ev: Any) -> None:
        try:
            if ev.target.hasAttribute and ev.target.hasAttribute("data-lang"):
                self.set_language(_str(ev.target.value))
        except Exception:
            js.console.error(traceback.format_exc())

    # ------------------------------------------------------------------ dialogs

    def show_modal(self, draw: Callable[[], str]) -> None:
        """Show a menu dialog drawn by ``draw()`` (drawn again when the language changes)."""
        self.modal = draw()
        self.modal_fn = (draw, self.modal)

    def read_form(self) -> dict[str, Any]:
        """The new-game form's current values, if it is open."""
        form = {}
        for el in document.querySelectorAll("#new-game input, #new-game select"):
            name = _str(el.name)
            if not name:
                continue
            form[name] = bool(el.checked) if _str(el.type) == "checkbox" else _str(el.value)
        return form

    def open_new_game(self, error: str = "", defaults: dict[str, Any] | None = None) -> None:
        base = defaults if defaults is not None else self.form_defaults()
        # Drawn again on a language switch with what the player has already filled in.
        self.show_modal(lambda: menus.new_game_dialog(error, defaults=self.read_form() or base))

    def form_defaults(self) -> dict[str, Any]:
        """The dialog's values: the settings of the game on the table (its seats, levels, rules, speed)."""
        return form_of(self.session)

    def fresh_session(self) -> Session:
        """The game of a first visit: the one its new-game dialog proposes (Archer against the computer)."""
        seed = random.randrange(2**31)
        return new_session(proposal(self.level, self.speed), seed=seed)

    def listen(self) -> None:
        click = create_proxy(self.on_click)
        over = create_proxy(self.on_over)
        leave = create_proxy(self.on_leave)
        change = create_proxy(self.on_file)
        key = create_proxy(self.on_key)
        drag = create_proxy(self.on_dragstart)
        dragover = create_proxy(self.on_dragover)
        drop = create_proxy(self.on_drop)
        self._proxies += [click, over, leave, change, key, drag, dragover, drop]
        document.addEventListener("dragstart", drag)
        self.board.addEventListener("dragover", dragover)
        self.board.addEventListener("drop", drop)
        document.addEventListener("click", click)
        self.board.addEventListener("mouseover", over)
        self.board.addEventListener("mouseleave", leave)
        preview = create_proxy(self.on_preview)  # a conflict's choice under the pointer or the focus
        self._proxies.append(preview)
        self.panel.addEventListener("mouseover", preview)
        self.panel.addEventListener("mouseleave", preview)
        document.addEventListener("focusin", preview)
        document.getElementById("import-file").addEventListener("change", change)
        language = create_proxy(self.on_language)  # the header's switch, and the new-game dialog's
        reviewed = create_proxy(self.on_review_player)  # the review's choice of player
        self._proxies += [language, reviewed]
        document.addEventListener("change", language)
        document.addEventListener("change", reviewed)
        document.addEventListener("keydown", key)
        other_tab = create_proxy(self.on_storage)  # another tab wrote to localStorage
        leaving = create_proxy(self.on_beforeunload)
        self._proxies += [other_tab, leaving]
        js.window.addEventListener("storage", other_tab)
        js.window.addEventListener("beforeunload", leaving)

    # ------------------------------------------------------------------ drawing

    def folded(self) -> set[str]:
        """The panel's folded sections, as the player left them (read before the panel is drawn again)."""
        for root in (self.panel, self.extra):
            for d in root.querySelectorAll("details[data-fold]"):
                self.fold_state[_str(d.getAttribute("data-fold"))] = bool(d.open)
        return {name for name, is_open in self.fold_state.items() if not is_open}

    def render(self) -> None:
        s = self.session
        self.who_first(s)
        focused = self.follow_hint(self.focus_key())
        self.preview = 0
        self.board.innerHTML = render.board(s, self.cursor, self.shown)
        self.hover = None
        folded = self.folded()
        self.first_visit = self.first_visit and self.modal is not None  # until that first dialog closes
        self.panel.innerHTML = self.panel_html(s, folded)  # the game's, or the analysis board's
        self.extra.innerHTML = render.board_display(self.shown, folded)
        dlg = self.modal
        if dlg is None:
            dlg = dialogs.dialog(s)
            if dlg is not None and s.game.is_over and self.final_closed:
                dlg = None
        if dlg is None:
            self.dialog.innerHTML = ""
            self.dialog.hidden = True
        else:
            self.dialog.innerHTML = dlg
            self.dialog.hidden = False
        cov = render.cover(s) if self.modal is None else None
        if cov is None:
            self.cover.hidden = True
            self.cover.innerHTML = ""
        else:
            self.cover.innerHTML = cov
            self.cover.hidden = False
        if self.thinking_text:
            self.show_thinking(self.thinking_text)  # a dialog drawn afresh shows it too
        banner = document.getElementById("save-problem")
        words = self.save_words()
        banner.innerHTML = notices.save_banner(words, download=True) if words else ""
        banner.hidden = not words
        banner.className = "banner" if self.storage_refused else "banner error"  # a standing fact, said quietly
        banner.setAttribute("role", "status" if self.storage_refused else "alert")
        log = document.getElementById("log")
        current = log.querySelector("li.cur") if log else None
        if current:  # a replay: the list scrolls within itself to the move shown, in its middle
            log.scrollTop += (current.getBoundingClientRect().top - log.getBoundingClientRect().top
                              - log.clientHeight / 2)
        elif log and log.lastElementChild:  # the list scrolls within itself: show the newest move
            log.scrollTop = log.scrollHeight
        self.settle_focus(focused)
        moment = describe.Moment.of(s)
        self.speak(describe.announcement(self.moment, moment))
        self.moment = moment
        if s.computer_to_move and self.modal is None and s.replay is None and not self.computer_busy:
            asyncio.ensure_future(self.computer_loop())
        self.analyse_shown()  # on the analysis board: hard's view of the position shown

    def start_new_game(self) -> None:
        form = self.read_form()
        try:
            session = new_session(form, seed=random.randrange(2**31))
        except ValueError as e:
            self.open_new_game(str(e), defaults=form)
            return
        self.session = session
        self.speed = session.speed
        self.level = session.level
        self.modal = None
        self.final_closed = False
        self.save()

    def open_games(self, problem: Callable[[], str] | None = None) -> None:
        """The saved games; ``problem``: a callable wording what went wrong (in the language of the moment)."""
        self.show_modal(lambda: menus.games_dialog(self.store.entries(), self.session.id,
                                                    problem() if problem else ""))

    def resume(self, game_id: str) -> None:
        try:
            session = self.store.load(game_id)
        except storage.LoadProblem as e:
            kept = str(e)
            self.open_games(lambda: t("storage.kept", problem=kept))
            return
        self.session = session
        self.modal = None
        self.final_closed = False
        try:
            self.store.backend.set(storage.CURRENT, game_id)
        except storage.StorageFull:
            pass  # it is still saved; only the choice of the current game is not remembered

    # ------------------------------------------------------------------ buttons

    def command(self, ui: str, arg: str) -> None:
        """A button (its ``data-ui`` and ``data-arg``): what it does is ``web.game.commands.COMMANDS``'s.

        An error nobody foresaw is told in a dialog, with the game as it was (``commands.guarded``).
        """
        draw = [True]

        def work() -> None:
            draw[0] = commands.run(self, ui, arg)
        failed = commands.guarded(self, work)
        if failed is not None:
            js.console.error(failed)
        if draw[0] or failed is not None:
            self.render()

    def toggle_display(self, name: str) -> None:
        """A board display preference switched (leader strengths, kingdom outlines), remembered if there is room."""
        if name in storage.DISPLAY_CHOICES:
            self.shown = self.shown ^ {name}
            self.store.set_display(self.shown)

    def pick_file(self) -> None:
        """The import button: the browser's file picker (its choice arrives in ``on_file``)."""
        document.getElementById("import-file").click()

    def reload(self) -> None:
        """A new version of the site is ready: the page loads it."""
        js.window.location.reload()


def start() -> Page:
    page = Page()
    page.start()
    return page
