"""The thin layer that touches the browser (started by web/game/main.py): DOM, events, localStorage, files, timers.

Everything it shows comes from ``web.game.render`` (HTML strings) and everything a
player does goes through ``web.game.session.Session`` to the engine. This module
decides nothing about the game.
"""

from __future__ import annotations

import asyncio
import random
import time
import traceback

from typing import TYPE_CHECKING, Any, Callable

import js
from pyodide.ffi import create_proxy, to_js

js.performance.mark("tigris-py-start")

import tigris
from web.game import describe, keyboard, notices, render, storage, tabs
from web.core import i18n
from web.core.i18n import t
from web.game.session import HARD_TIME_LIMIT, SPEEDS, Session, new_id, new_session

if TYPE_CHECKING:
    from tigris.ai import Thinker  # imported when the computer first thinks, not at start-up

document = js.document
js.performance.mark("tigris-imported")

SLICE = 0.025  # seconds of thinking between two turns of the browser's event loop
PAUSE = 0.004  # seconds of rest after each slice: lets the browser paint a frame (bench/think.py)


def _str(v: Any) -> str:
    return v if isinstance(v, str) else ""


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


# What Tab visits inside a dialog (hidden ones are filtered out by the page).
FOCUSABLE = ('button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), '
             'select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])')


class LocalStorage:
    """localStorage as a ``storage.Backend``; a full quota becomes ``StorageFull``."""

    def __init__(self) -> None:
        self.ls = js.window.localStorage

    def get(self, key: str) -> str | None:
        try:
            v = self.ls.getItem(key)
        except Exception:  # storage disabled (privacy settings): nothing saved
            return None
        return v if isinstance(v, str) else None

    def set(self, key: str, value: str) -> None:
        try:
            self.ls.setItem(key, value)
        except Exception as e:  # a JsException wrapping a DOMException: QuotaExceededError, SecurityError
            raise storage.StorageFull(str(e)) from None

    def remove(self, key: str) -> None:
        try:
            self.ls.removeItem(key)
        except Exception:
            pass

    def keys(self) -> list[str]:
        try:
            return [self.ls.key(i) for i in range(self.ls.length)]
        except Exception:
            return []


class Page:
    def __init__(self) -> None:
        backend: storage.Backend
        try:
            backend = LocalStorage()
        except Exception:
            backend = storage.MemoryBackend()
        self.store = storage.Store(backend)
        self._session: Session | None = None  # the game on the table: there is one from start() on
        self.modal: str | None = None  # a menu dialog shown over everything (new game, saved games, notice)
        self.modal_fn: tuple[Callable[[], str], str] | None = None  # (draw, its html): draws self.modal again in another language after a switch
        self.final_closed = False
        self.hover: str | None = None
        self.computer_busy = False
        self.thinking_text = ""  # shown while the computer works out a move or a hint
        # Panel sections the player folded away (render.section); on a small screen the log starts folded.
        self.fold_state = {"log": not js.window.matchMedia("(max-width: 900px)").matches}
        self.hint_busy = False
        self.think = HARD_TIME_LIMIT  # seconds the hard computer may think (?think=)
        self.iterations: int | None = None  # the hard search's budget (?iterations=; None: tigris.ai's)
        self.speed: str | None = None
        self.level: str | None = None
        self.save_result = storage.SAVED  # what the last save did: FULL or CONFLICT leave moves only in memory
        self.near_full: int | None = None  # percent of the storage used, when it is nearly full
        self.board = document.getElementById("board")
        self.panel = document.getElementById("panel")
        self.dialog = document.getElementById("dialog")
        self.cover = document.getElementById("cover")
        self._proxies: list[Any] = []  # the JS proxies of the listeners, kept alive
        self.cursor = keyboard.START  # the board's keyboard cursor, holding its one tab stop
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
        self._session = session

    # ------------------------------------------------------------------ start-up

    def start(self) -> None:
        self.apply_language(self.store.language() or i18n.pick_language(_browser_languages()))
        req = storage.from_query(_str(js.location.search))
        self.speed = req.speed
        self.level = req.level
        if req.think:
            self.think = req.think
        self.iterations = req.iterations
        notice: Callable[[], str] | None = None
        if req.session is not None:
            self.session = req.session
            self.save()
            js.history.replaceState(None, "", _str(js.location.pathname))
        else:
            if req.problem:
                problem = req.problem
                notice = lambda: render.notice_dialog(t("storage.link_title"), problem)  # noqa: E731
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
        if self._session is None:
            self.session = self.fresh_session()
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
        self.show_modal(lambda: render.new_game_dialog(error, defaults=self.read_form() or base))

    def form_defaults(self) -> dict[str, Any]:
        s = self.session
        return {"speed": self.speed or (s.speed if s else "normal"),
                "level": self.level or (s.level if s else "medium")}

    def fresh_session(self) -> Session:
        seed = random.randrange(2**31)
        game = tigris.Game.new(["archer", "bull"], seed=seed)
        return Session(game, ai_seed=seed)

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
        document.getElementById("import-file").addEventListener("change", change)
        language = create_proxy(self.on_language)  # the header's switch, and the new-game dialog's
        self._proxies.append(language)
        document.addEventListener("change", language)
        document.addEventListener("keydown", key)
        other_tab = create_proxy(self.on_storage)  # another tab wrote to localStorage
        leaving = create_proxy(self.on_beforeunload)
        self._proxies += [other_tab, leaving]
        js.window.addEventListener("storage", other_tab)
        js.window.addEventListener("beforeunload", leaving)

    # ------------------------------------------------------------------ drawing

    def folded(self) -> set[str]:
        """The panel's folded sections, as the player left them (read before the panel is drawn again)."""
        for d in self.panel.querySelectorAll("details[data-fold]"):
            self.fold_state[_str(d.getAttribute("data-fold"))] = bool(d.open)
        return {name for name, is_open in self.fold_state.items() if not is_open}

    def render(self) -> None:
        s = self.session
        focused = self.focus_key()
        self.board.innerHTML = render.board(s, self.cursor)
        self.hover = None
        self.panel.innerHTML = render.panel(s, self.thinking_text, self.folded())
        dlg = self.modal
        if dlg is None:
            dlg = render.dialog(s)
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

    def save(self) -> None:
        """Save the game if it has moves not yet saved; a full storage or another tab's save is reported."""
        if not self.session.dirty:
            return
        self.save_result = self.store.save(self.session)
        if self.save_result == storage.SAVED:
            self.near_full = self.store.near_full()
        elif self.save_result == storage.CONFLICT:
            self.ask_other_tab()

    def save_words(self) -> str:
        """The banner's words: the storage is full (moves only in memory) or nearly full; else ""."""
        if self.save_result == storage.FULL and self.session.dirty:
            return t("storage.full")
        if self.near_full is not None:
            return t("storage.near_full", percent=self.near_full)
        return ""

    # ------------------------------------------------------------------ another tab

    def on_storage(self, ev: Any) -> None:
        """Another tab wrote to localStorage: show its newer save of this game, or ask (``web.game.tabs``)."""
        try:
            key, new = ev.key, ev.newValue
            what = tabs.on_storage(self.store, self.session, key if isinstance(key, str) else None,
                                   new if isinstance(new, str) else None)
            if what == tabs.RELOAD:
                self.take_theirs(quiet=True)
            elif what == tabs.ASK:
                self.ask_other_tab()
                self.render()
        except Exception:
            js.console.error(traceback.format_exc())

    def ask_other_tab(self) -> None:
        s = self.session
        self.show_modal(lambda: notices.other_tab_dialog(self.store.moves(s.id), len(s.game.history)))

    def take_theirs(self, quiet: bool = False) -> None:
        """Show the game as another tab saved it (``quiet``: nobody asked; a damaged save there is ignored)."""
        try:
            session = tabs.take_theirs(self.store, self.session)
        except storage.LoadProblem as e:
            if not quiet:
                problem = str(e)
                self.show_modal(lambda: render.notice_dialog(t("storage.other_tab_title"), problem))
                self.render()
            return
        session.say(lambda: t("storage.updated_elsewhere"), error=False)
        self.session = session
        self.save_result = storage.SAVED
        if not quiet:
            self.modal = None
        self.render()

    def keep_both(self) -> None:
        self.modal = None
        self.save_result = tabs.keep_both(self.store, self.session)
        if self.save_result == storage.SAVED:
            self.session.say(lambda: t("storage.kept_separately"), error=False)
        self.render()

    def on_beforeunload(self, ev: Any) -> None:
        """Leaving with moves that are only in memory: the browser asks first."""
        if self._session is not None and self._session.dirty and self.save_result != storage.SAVED:
            ev.preventDefault()
            ev.returnValue = ""

    # ------------------------------------------------------------------ the computer

    def show_thinking(self, text: str) -> None:
        """Show (or with "" hide) the thinking indicator without drawing the page again."""
        self.thinking_text = text
        for el in document.querySelectorAll(".thinking"):  # the panel's, and a decision dialog's
            el.innerHTML = render.thinking(text)
            el.hidden = not text

    async def work_out(self, thinker: "Thinker", text: str, still: Callable[[], bool]) -> tigris.Action | None:
        """Run a ``tigris.ai.Thinker`` a slice at a time, giving the browser its turn in between.

        ``still()`` says whether the answer is still wanted (the session or the
        position may change meanwhile); None when it no longer is.
        """
        action = thinker.step(SLICE)
        if action is not None:
            return action
        self.show_thinking(text)
        js.performance.mark("tigris-think-start")
        try:
            while action is None:
                await asyncio.sleep(PAUSE)
                if not still():
                    return None
                action = thinker.step(SLICE)
            return action
        finally:
            js.performance.mark("tigris-think-end")
            self.show_thinking("")

    async def computer_loop(self) -> None:
        if self.computer_busy:
            return
        self.computer_busy = True
        try:
            painted = time.monotonic()
            while True:
                s = self.session
                if not (s.computer_to_move and self.modal is None and s.replay is None):
                    break
                delay = SPEEDS.get(s.speed, 0.6)
                await asyncio.sleep(delay)  # one action at a time, at the chosen speed
                if s is not self.session or not s.computer_to_move or self.modal is not None:
                    continue
                n = len(s.game.history)
                thinker = s.computer_thinker(self.think, self.iterations)
                if thinker is None:
                    action = s.random_action()
                else:
                    who = s.name(s.to_move)
                    action = await self.work_out(
                        thinker, t("ui.thinking", name=who),
                        lambda: s is self.session and len(s.game.history) == n and self.modal is None
                        and s.replay is None)
                if action is None or s is not self.session or len(s.game.history) != n:
                    continue
                s.play(action)
                self.save()
                now = time.monotonic()
                if delay > 0 or now - painted > 0.25 or not s.computer_to_move:
                    self.render()
                    painted = now
        except Exception:
            js.console.error(traceback.format_exc())
        finally:
            self.computer_busy = False
        self.render()

    async def hint(self) -> None:
        """The hard computer's suggestion for the person to move, worked out in slices, then shown."""
        s = self.session
        if self.hint_busy or not s.can_hint:
            return
        self.hint_busy = True
        try:
            n, mover = len(s.game.history), s.to_move
            thinker = s.hint_thinker(self.think, self.iterations)
            if thinker is None:
                s.say(lambda: t("ui.msg.no_hint"))
                self.render()
                return
            action = await self.work_out(
                thinker, t("ui.thinking_hint", name=s.name(mover)),
                lambda: s is self.session and len(s.game.history) == n and s.can_hint)
            if action is not None and s is self.session and len(s.game.history) == n and s.can_hint:
                s.show_hint(action)
                self.render()
        except Exception:
            js.console.error(traceback.format_exc())
        finally:
            self.hint_busy = False

    # ------------------------------------------------------------------ events

    def on_key(self, ev: Any) -> None:
        """A key: ``web.game.keyboard`` says what it does here; keys it leaves alone stay the browser's."""
        try:
            self.by_keyboard = True
            if self._session is None or ev.isComposing or ev.defaultPrevented:
                return
            target = ev.target
            overlay = self.overlay()
            tag = _str(getattr(target, "tagName", "")).lower()
            field = tag in ("input", "select", "textarea") or bool(getattr(target, "isContentEditable", False))
            cell = ""
            if tag == "g" and self.board.contains(target):
                cell = _str(target.getAttribute("data-cell"))
            if cell:
                self.cursor = cell
            s = self.session
            key = keyboard.Key(_str(ev.key), bool(ev.shiftKey), bool(ev.ctrlKey), bool(ev.altKey), bool(ev.metaKey))
            place = keyboard.Place(field=field, board=bool(cell), overlay=overlay is not None)
            cmd = keyboard.command(key, place, self.cursor, targets=s.targets(), last=s.last_cells,
                                   selection=s.selection)
            if cmd is None:
                return
            ev.preventDefault()
            self.run_key(cmd, overlay, key.shift)
        except Exception:
            js.console.error(traceback.format_exc())

    def run_key(self, cmd: keyboard.Command, overlay: Any, backwards: bool) -> None:
        s = self.session
        if cmd.do == "trap":
            items = self.focusables(overlay)
            active = document.activeElement
            index = next((i for i, el in enumerate(items) if el == active), -1)
            to = keyboard.trap(index, len(items), backwards)
            if to >= 0:
                self.put_focus(items[to])
        elif cmd.do == "escape":
            if overlay is not None:
                close = overlay.querySelector('[data-ui="close"]:not([disabled]), [data-ui="close-final"]')
                if close:
                    self.command(_str(close.getAttribute("data-ui")), "")
            elif s.selection is not None or s.swap_pick is not None or s.hint is not None:
                s.clear_selection()
                self.render()
        elif cmd.do == "move":
            self.move_cursor(cmd.cell)
        elif cmd.do == "activate":
            self.cursor = cmd.cell
            self.play_cell(cmd.cell)
        elif cmd.do == "board":
            self.put_focus(self.cursor_cell())
        elif cmd.do == "help":
            self.command("help", "")
        elif cmd.do == "press":
            for ui, arg in cmd.buttons:
                if self.find(("ui", ui, arg), self.panel):
                    self.command(ui, arg)
                    return
            self.speak(_sentence(t("ui.kb.unavailable", what=cmd.words())))
        else:
            self.speak(_sentence(t("ui.kb.unavailable", what=cmd.words())))

    # ------------------------------------------------------------------ focus and the live region

    def overlay(self) -> Any:
        """The open dialog or hot-seat cover (it holds the keyboard), or None."""
        if not self.dialog.hidden:
            return self.dialog
        if not self.cover.hidden:
            return self.cover
        return None

    def focus_key(self) -> tuple[str, ...] | None:
        """What has focus, in terms that survive the page being drawn again."""
        el = document.activeElement
        if not el or el == document.body or el == document.documentElement:
            return None
        cell = _str(el.getAttribute("data-cell"))
        if cell:
            return ("cell", cell)
        ui = _str(el.getAttribute("data-ui"))
        if ui:
            return ("ui", ui, _str(el.getAttribute("data-arg")))
        if _str(el.id):
            return ("id", _str(el.id))
        if _str(el.getAttribute("name")):
            return ("name", _str(el.getAttribute("name")))
        return None

    def find(self, key: tuple[str, ...] | None, within: Any = None) -> Any:
        """The element ``key`` (from ``focus_key``) names, if it is there, enabled and shown."""
        if not key:
            return None
        root = within or document
        kind, what = key[0], key[1]
        if kind == "cell":
            el = self.board.querySelector(f'[data-cell="{js.CSS.escape(what)}"]')
        elif kind == "ui":
            arg = key[2] if len(key) > 2 else ""
            sel = f'[data-ui="{js.CSS.escape(what)}"]'
            sel += f'[data-arg="{js.CSS.escape(arg)}"]' if arg else ":not([data-arg])"
            el = root.querySelector(sel + ":not([disabled])")
        elif kind == "id":
            el = document.getElementById(what)
        else:
            el = root.querySelector(f'[name="{js.CSS.escape(what)}"]')
        if not el or (within is not None and not within.contains(el)) or el.matches(":disabled"):
            return None
        return el if self.visible(el) else None

    def visible(self, el: Any) -> bool:
        try:
            return bool(el.checkVisibility(self._visibility))
        except Exception:
            return bool(el.getClientRects().length > 0)

    def focusables(self, root: Any) -> list[Any]:
        """The elements Tab visits inside ``root``, in order."""
        if not root:
            return []
        return [el for el in root.querySelectorAll(FOCUSABLE) if self.visible(el)]

    def put_focus(self, el: Any) -> None:
        if not el:  # None, or the browser's null
            return
        if self.by_keyboard:
            el.focus()
        else:
            el.focus(self._no_scroll)  # a mouse or a finger: leave the page where it is

    def cursor_cell(self) -> Any:
        return self.board.querySelector(f'[data-cell="{self.cursor}"]')

    def move_cursor(self, cell: str) -> None:
        """The keyboard cursor to ``cell``: the board's tab stop moves along, nothing is drawn again."""
        old = self.cursor_cell()
        self.cursor = cell
        new = self.cursor_cell()
        if old:
            old.setAttribute("tabindex", "-1")
        if new:
            new.setAttribute("tabindex", "0")
            self.put_focus(new)
            self.show_kingdom(cell)

    def settle_focus(self, before: tuple[str, ...] | None) -> None:
        """After a drawing: focus into a dialog that opened, back to where it was when one closed, else kept."""
        overlay = self.overlay()
        active = document.activeElement
        lost = not active or active == document.body
        if overlay is not None:
            if not self.overlay_open:
                self.overlay_open = True
                self.return_focus = before
                self.set_inert(True)
            if lost or not overlay.contains(active):
                items = self.focusables(overlay)
                self.put_focus(self.find(before, overlay) or (items[0] if items else None))
            return
        if self.overlay_open:
            self.overlay_open = False
            self.set_inert(False)
            back, self.return_focus = self.return_focus, None
            self.put_focus(self.find(back) or self.cursor_cell())
        elif lost and before is not None:
            self.put_focus(self.find(before) or self.cursor_cell())

    def set_inert(self, on: bool) -> None:
        """While a dialog is open, the page behind it can be neither reached nor read."""
        for sel in ("header.top", "main"):
            el = document.querySelector(sel)
            if el:
                el.inert = on

    def speak(self, text: str) -> None:
        """Say ``text`` through the live region: screen readers read it out, nothing shows."""
        if not text or not self.announcer:
            return
        if _str(self.announcer.textContent) == text:
            text += "\u00a0"  # the same words again: a change, so they are spoken again
        self.announcer.textContent = text

    # Drag and drop: dragging a piece selects it (the board shows its targets); dropping is a click.

    def on_dragstart(self, ev: Any) -> None:
        try:
            el = ev.target.closest("[data-ui]") if ev.target.closest else None
            ui = _str(el.getAttribute("data-ui")) if el else ""
            if el is None or ui not in ("tile", "leader", "catastrophe") or not self.session.can_act:
                return
            arg = _str(el.getAttribute("data-arg"))
            if self.session.selection != (ui, arg):
                self.session.select(ui, arg)
            ev.dataTransfer.setData("text/plain", f"{ui} {arg}".strip())
            ev.dataTransfer.effectAllowed = "move"
            self.board.innerHTML = render.board(self.session, self.cursor)  # only the board: the panel holds the drag
        except Exception:
            js.console.error(traceback.format_exc())

    def on_dragover(self, ev: Any) -> None:
        if self.session.selection is not None and self.session.can_act:
            ev.preventDefault()

    def on_drop(self, ev: Any) -> None:
        ev.preventDefault()
        cell = ev.target.closest("[data-cell]")
        if cell and self.session.selection is not None:
            before = len(self.session.game.history)
            self.session.click_cell(_str(cell.getAttribute("data-cell")))
            if len(self.session.game.history) != before:
                self.save()
            self.render()

    def on_over(self, ev: Any) -> None:
        el = ev.target.closest("[data-cell]")
        cell = _str(el.getAttribute("data-cell")) if el else ""
        if cell == self.hover:
            return
        self.hover = cell
        self.show_kingdom(cell)

    def show_kingdom(self, cell: str) -> None:
        """Light up the kingdom (or region) of ``cell`` under the pointer or the keyboard cursor."""
        for g in list(self.board.querySelectorAll(".kh")):
            g.classList.remove("kh")
        if not cell:
            return
        for c in self.session.kingdom_of(cell):
            g = self.board.querySelector(f'[data-cell="{c}"]')
            if g:
                g.classList.add("kh")

    def on_leave(self, ev: Any) -> None:
        self.hover = None
        for g in list(self.board.querySelectorAll(".kh")):
            g.classList.remove("kh")

    def on_click(self, ev: Any) -> None:
        try:
            self.by_keyboard = not ev.detail  # a click from Enter or Space has no count
            target = ev.target
            el = target.closest("[data-ui]")
            if el:
                self.command(_str(el.getAttribute("data-ui")), _str(el.getAttribute("data-arg")))
                return
            cell = target.closest("[data-cell]")
            if cell and self.board.contains(cell):
                self.cursor = _str(cell.getAttribute("data-cell"))
                self.play_cell(self.cursor)
        except Exception:
            js.console.error(traceback.format_exc())

    def play_cell(self, cell: str) -> None:
        """A click (or Enter) on a board cell: the session places the chosen piece there."""
        s = self.session
        if self.modal is None and s.replay is None and not s.needs_cover:
            before = len(s.game.history)
            s.click_cell(cell)
            if len(s.game.history) != before:
                self.save()
            self.render()

    def command(self, ui: str, arg: str) -> None:
        if ui == "take-theirs":
            self.take_theirs()
            return
        if ui == "keep-both":
            self.keep_both()
            return
        s = self.session
        before = len(s.game.history)
        undone = False
        if ui == "tile":
            s.select("tile", arg)
        elif ui == "leader":
            s.select("leader", arg)
        elif ui == "catastrophe":
            s.select("catastrophe", "")
        elif ui == "withdraw":
            s.play(f"withdraw {arg}")
        elif ui == "swap":
            s.start_swap()
        elif ui == "swap-pick":
            s.pick_swap(arg)
        elif ui == "swap-unpick":
            s.unpick_swap(arg)
        elif ui == "swap-confirm":
            s.confirm_swap()
        elif ui == "end":
            s.play("end")
        elif ui == "undo":
            undone = s.undo()
        elif ui == "hint":
            asyncio.ensure_future(self.hint())
            return
        elif ui == "play":
            s.play(arg)
        elif ui == "reveal":
            s.reveal()
        elif ui == "new":
            self.open_new_game()
        elif ui == "start":
            self.start_new_game()
        elif ui == "close":
            self.modal = None
        elif ui == "help":
            self.show_modal(keyboard.help_dialog)
        elif ui == "close-final":
            self.final_closed = True
        elif ui == "games":
            self.open_games()
        elif ui == "resume":
            self.resume(arg)
        elif ui == "delete":
            self.store.delete(arg)
            if arg == s.id:
                s.dirty = True
            self.open_games()
        elif ui == "export":
            self.download(storage.export_name(s), storage.export_text(s))
        elif ui == "export-id":
            self.download(f"tigris-{arg}.json", self.store.export(arg))
        elif ui == "export-raw":  # a damaged save, exactly as it is stored
            self.download(f"tigris-{arg}-damaged.json", self.store.raw(arg) or "")
        elif ui == "import":
            document.getElementById("import-file").click()
        elif ui == "replay":
            self.modal = None
            s.start_replay()
        elif ui in ("replay-step", "replay-jump"):  # a button of the replay, or a move in the list
            if s.replay:
                s.replay.step(int(arg or 0))
        elif ui == "replay-exit":
            s.stop_replay()
            self.final_closed = False
        elif ui == "reload-update":
            js.window.location.reload()
        if len(s.game.history) != before or undone:
            self.save()
        self.render()

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
        self.show_modal(lambda: render.games_dialog(self.store.entries(), self.session.id,
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

    def download(self, name: str, text: str) -> None:
        blob = js.Blob.new(to_js([text]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries))
        url = js.URL.createObjectURL(blob)
        a = document.createElement("a")
        a.href = url
        a.download = name
        document.body.appendChild(a)
        a.click()
        a.remove()
        js.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 1000)

    def on_file(self, ev: Any) -> None:
        asyncio.ensure_future(self.import_file(ev.target))

    async def import_file(self, input_el: Any) -> None:
        try:
            files = input_el.files
            if not files or files.length == 0:
                return
            text = await files.item(0).text()
            input_el.value = ""
            try:
                session = storage.parse_import(_str(text))
            except storage.LoadProblem as e:
                failed = str(e)
                self.open_games(lambda: t("storage.import_failed", problem=failed))
                self.render()
                return
            session.id = new_id()
            self.session = session
            self.modal = None
            self.final_closed = False
            self.save()
            self.render()
        except Exception:
            js.console.error(traceback.format_exc())


def _browser_languages() -> list[str]:
    """``navigator.languages`` (else ``navigator.language``) as a list of tags."""
    nav = js.navigator
    try:
        tags = [str(x) for x in nav.languages]
    except Exception:
        tags = []
    return tags or [_str(getattr(nav, "language", ""))]


def start() -> Page:
    page = Page()
    page.start()
    return page
