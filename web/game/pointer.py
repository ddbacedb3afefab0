"""The mouse (and touch) on the game page: a click on a button or a cell, hovering a kingdom, dragging a
piece onto the board.

A part of ``web.game.app.Page`` (its state: ``web.game.page_state``).
"""

from __future__ import annotations

import traceback
from typing import Any

import js

from web.game import commands, render
from web.game.browser import _str
from web.game.page_state import PageState


class Pointer(PageState):
    """Clicks, hovering and dragging."""

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
            self.place_on(_str(cell.getAttribute("data-cell")))

    def on_over(self, ev: Any) -> None:
        el = ev.target.closest("[data-cell]")
        cell = _str(el.getAttribute("data-cell")) if el else ""
        if cell == self.hover:
            return
        self.hover = cell
        self.show_kingdom(cell)

    def show_kingdom(self, cell: str) -> None:
        """Outline the kingdom (or region) of ``cell`` under the pointer or the keyboard cursor.

        The board holds each group's outline, hidden (``tigris.svg.board(hover_outlines=True)``); the
        pieces are left as they are.
        """
        for g in list(self.board.querySelectorAll(".kh")):
            g.classList.remove("kh")
        el = self.board.querySelector(f'[data-cell="{cell}"]') if cell else None
        group = _str(el.getAttribute("data-group")) if el else ""
        line = self.board.querySelector(f'path.ho[data-group="{group}"]') if group else None
        if line:
            line.classList.add("kh")

    def on_leave(self, ev: Any) -> None:
        self.hover = None
        for g in list(self.board.querySelectorAll(".kh")):
            g.classList.remove("kh")

    def on_preview(self, ev: Any) -> None:
        """A conflict's choice under the pointer (else the one with focus): the board shows its strength."""
        try:
            el = ev.target.closest("[data-ui=play]") if getattr(ev.target, "closest", None) else None
            if el is None or _str(ev.type) == "mouseleave":
                el = js.document.activeElement
            arg = _str(el.getAttribute("data-arg")) if el and el.getAttribute else ""
            inside = bool(el and el.closest and el.closest(".dlg.conflict"))
            count = int(arg.split()[1]) if inside and arg.startswith("commit ") and arg.split()[1].isdigit() else 0
            if count != self.preview:
                self.preview = count
                self.board.innerHTML = render.board(self.session, self.cursor, self.shown, count)
        except Exception:
            js.console.error(traceback.format_exc())

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
            self.place_on(cell)

    def place_on(self, cell: str) -> None:
        """The selected piece onto ``cell`` (saved if it moved the game); an unforeseen error is told, as a button's."""
        s = self.session

        def work() -> None:
            before = len(s.game.history)
            s.click_cell(cell)
            if len(s.game.history) != before:
                self.save()
        failed = commands.guarded(self, work)
        if failed is not None:
            js.console.error(failed)
        self.render()
