"""The thin layer that touches the browser (started by web/main.py): DOM, events, localStorage, files, timers.

Everything it shows comes from ``web.render`` (HTML strings) and everything a
player does goes through ``web.session.Session`` to the engine. This module
decides nothing about the game.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
import traceback

import js
from pyodide.ffi import create_proxy, to_js

js.performance.mark("tigris-py-start")

import tigris
from web import render, storage
from web.session import HARD_TIME_LIMIT, SPEEDS, Session, new_id, new_session

document = js.document
js.performance.mark("tigris-imported")

SLICE = 0.025  # seconds of thinking between two turns of the browser's event loop
PAUSE = 0.004  # seconds of rest after each slice: lets the browser paint a frame (bench/think.py)


def _str(v) -> str:
    return v if isinstance(v, str) else ""


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
        try:
            backend = LocalStorage()
        except Exception:
            backend = storage.MemoryBackend()
        self.store = storage.Store(backend)
        self.session: Session | None = None
        self.modal: str | None = None  # a menu dialog shown over everything (new game, saved games, notice)
        self.final_closed = False
        self.hover: str | None = None
        self.computer_busy = False
        self.thinking_text = ""  # shown while the computer works out a move or a hint
        self.hint_busy = False
        self.think = HARD_TIME_LIMIT  # seconds the hard computer may think (?think=)
        self.iterations: int | None = None  # the hard search's budget (?iterations=; None: tigris.ai's)
        self.speed: str | None = None
        self.level: str | None = None
        self.save_problem = ""
        self.board = document.getElementById("board")
        self.panel = document.getElementById("panel")
        self.dialog = document.getElementById("dialog")
        self.cover = document.getElementById("cover")
        self._proxies = []

    # ------------------------------------------------------------------ start-up

    def start(self) -> None:
        req = storage.from_query(_str(js.location.search))
        self.speed = req.speed
        self.level = req.level
        if req.think:
            self.think = req.think
        self.iterations = req.iterations
        notice = None
        if req.session is not None:
            self.session = req.session
            self.save()
            js.history.replaceState(None, "", _str(js.location.pathname))
        else:
            if req.problem:
                notice = ("This link cannot be opened", req.problem)
            if _str(js.location.search):
                js.history.replaceState(None, "", _str(js.location.pathname))
            current = self.store.current_id()
            if current:
                try:
                    self.session = self.store.load(current)
                except storage.LoadProblem as e:
                    notice = notice or ("Your saved game cannot be opened",
                                        f"{e} It is kept in Saved games, where you can export or delete it.")
        if self.session is None:
            self.session = self.fresh_session()
            self.modal = render.new_game_dialog(defaults=self.form_defaults())
        if req.fresh:
            self.modal = render.new_game_dialog(defaults=self.form_defaults())
        if notice:
            self.modal = render.notice_dialog(*notice)
        if self.speed:
            self.session.speed = self.speed
        self.listen()
        self.render()
        loading = document.getElementById("loading")
        if loading:
            loading.remove()
        document.documentElement.setAttribute("data-tigris", "ready")
        js.performance.mark("tigris-ready")

    def form_defaults(self) -> dict:
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
        document.addEventListener("keydown", key)

    # ------------------------------------------------------------------ drawing

    def render(self) -> None:
        s = self.session
        self.board.innerHTML = render.board(s)
        self.hover = None
        self.panel.innerHTML = render.panel(s, self.thinking_text)
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
        banner.textContent = self.save_problem
        banner.hidden = not self.save_problem
        log = document.getElementById("log")
        if log and log.lastElementChild:
            log.parentElement.scrollTop = log.parentElement.scrollHeight
        if s.computer_to_move and self.modal is None and s.replay is None and not self.computer_busy:
            asyncio.ensure_future(self.computer_loop())

    def save(self) -> None:
        problem = self.store.save(self.session)
        self.save_problem = problem or ""

    # ------------------------------------------------------------------ the computer

    def show_thinking(self, text: str) -> None:
        """Show (or with "" hide) the thinking indicator without drawing the page again."""
        self.thinking_text = text
        for el in document.querySelectorAll(".thinking"):  # the panel's, and a decision dialog's
            el.innerHTML = render.thinking(text)
            el.hidden = not text

    async def work_out(self, thinker, text: str, still) -> object | None:
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
                        thinker, f"{who} is thinking…",
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
                s.say("No hint: this version has no computer player.")
                self.render()
                return
            action = await self.work_out(
                thinker, f"Thinking of a hint for {s.name(mover)}…",
                lambda: s is self.session and len(s.game.history) == n and s.can_hint)
            if action is not None and s is self.session and len(s.game.history) == n and s.can_hint:
                s.show_hint(action)
                self.render()
        except Exception:
            js.console.error(traceback.format_exc())
        finally:
            self.hint_busy = False

    # ------------------------------------------------------------------ events

    def on_key(self, ev) -> None:
        if ev.key == "Escape" and self.session is not None:
            self.session.clear_selection()
            self.render()

    # Drag and drop: dragging a piece selects it (the board shows its targets); dropping is a click.

    def on_dragstart(self, ev) -> None:
        try:
            el = ev.target.closest("[data-ui]") if ev.target.closest else None
            ui = _str(el.getAttribute("data-ui")) if el else ""
            if ui not in ("tile", "leader", "catastrophe") or not self.session.can_act:
                return
            arg = _str(el.getAttribute("data-arg"))
            if self.session.selection != (ui, arg):
                self.session.select(ui, arg)
            ev.dataTransfer.setData("text/plain", f"{ui} {arg}".strip())
            ev.dataTransfer.effectAllowed = "move"
            self.board.innerHTML = render.board(self.session)  # only the board: the panel holds the drag
        except Exception:
            js.console.error(traceback.format_exc())

    def on_dragover(self, ev) -> None:
        if self.session.selection is not None and self.session.can_act:
            ev.preventDefault()

    def on_drop(self, ev) -> None:
        ev.preventDefault()
        cell = ev.target.closest("[data-cell]")
        if cell and self.session.selection is not None:
            before = len(self.session.game.history)
            self.session.click_cell(_str(cell.getAttribute("data-cell")))
            if len(self.session.game.history) != before:
                self.save()
            self.render()

    def on_over(self, ev) -> None:
        el = ev.target.closest("[data-cell]")
        cell = _str(el.getAttribute("data-cell")) if el else ""
        if cell == self.hover:
            return
        self.hover = cell
        for g in list(self.board.querySelectorAll(".kh")):
            g.classList.remove("kh")
        if not cell:
            return
        for c in self.session.kingdom_of(cell):
            g = self.board.querySelector(f'[data-cell="{c}"]')
            if g:
                g.classList.add("kh")

    def on_leave(self, ev) -> None:
        self.hover = None
        for g in list(self.board.querySelectorAll(".kh")):
            g.classList.remove("kh")

    def on_click(self, ev) -> None:
        try:
            target = ev.target
            el = target.closest("[data-ui]")
            if el:
                self.command(_str(el.getAttribute("data-ui")), _str(el.getAttribute("data-arg")))
                return
            cell = target.closest("[data-cell]")
            if cell and self.board.contains(cell) and self.modal is None:
                s = self.session
                if s.replay is None and not s.needs_cover:
                    before = len(s.game.history)
                    s.click_cell(_str(cell.getAttribute("data-cell")))
                    if len(s.game.history) != before:
                        self.save()
                    self.render()
        except Exception:
            js.console.error(traceback.format_exc())

    def command(self, ui: str, arg: str) -> None:
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
            self.modal = render.new_game_dialog(defaults=self.form_defaults())
        elif ui == "start":
            self.start_new_game()
        elif ui == "close":
            self.modal = None
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
            raw = self.store.raw(arg) or ""
            try:
                d = json.loads(raw)
                text = json.dumps(d.get("record", d) if isinstance(d, dict) else d, indent=1)
            except ValueError:
                text = raw  # damaged: export exactly what is stored
            self.download(f"tigris-{arg}.json", text)
        elif ui == "import":
            document.getElementById("import-file").click()
        elif ui == "replay":
            self.modal = None
            s.start_replay()
        elif ui == "replay-step":
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
        form = {}
        for el in document.querySelectorAll("#new-game input, #new-game select"):
            name = _str(el.name)
            if not name:
                continue
            form[name] = bool(el.checked) if _str(el.type) == "checkbox" else _str(el.value)
        try:
            session = new_session(form, seed=random.randrange(2**31))
        except ValueError as e:
            self.modal = render.new_game_dialog(str(e), defaults=form)
            return
        self.session = session
        self.speed = session.speed
        self.level = session.level
        self.modal = None
        self.final_closed = False
        self.save()

    def open_games(self, problem: str = "") -> None:
        self.modal = render.games_dialog(self.store.entries(), self.session.id, problem)

    def resume(self, game_id: str) -> None:
        try:
            session = self.store.load(game_id)
        except storage.LoadProblem as e:
            self.open_games(f"{e} The save is kept: you can export it or delete it.")
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

    def on_file(self, ev) -> None:
        asyncio.ensure_future(self.import_file(ev.target))

    async def import_file(self, input_el) -> None:
        try:
            files = input_el.files
            if not files or files.length == 0:
                return
            text = await files.item(0).text()
            input_el.value = ""
            try:
                session = storage.parse_import(_str(text))
            except storage.LoadProblem as e:
                self.open_games(f"Import failed: {e}")
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


def start() -> Page:
    page = Page()
    page.start()
    return page
