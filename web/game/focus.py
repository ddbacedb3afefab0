"""Keys and focus on the game page: what a key does where it is pressed (``web.game.keyboard``), the board's
cursor, focus kept in a dialog and put back after a redraw, and the live region screen readers hear.

A part of ``web.game.app.Page`` (its state: ``web.game.page_state``).
"""

from __future__ import annotations

import traceback
from typing import Any

import js

from web.core import i18n
from web.core.i18n import t
from web.game import keyboard
from web.game.browser import _str
from web.game.page_state import PageState

document = js.document

# What Tab visits inside a dialog (hidden ones are filtered out by the page).
FOCUSABLE = ('button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), '
             'select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])')


def _sentence(text: str) -> str:
    return i18n.capital(text)


class Focus(PageState):
    """Keys, focus and what is spoken."""

    def on_key(self, ev: Any) -> None:
        """A key: ``web.game.keyboard`` says what it does here; keys it leaves alone stay the browser's."""
        try:
            self.by_keyboard = True
            if self._session is None or ev.isComposing or ev.defaultPrevented:
                return
            target = ev.target
            overlay = self.overlay()
            docked = self.docked()
            if overlay is None and docked is not None and docked.contains(document.activeElement):
                overlay = docked  # a decision beside the board holds the keyboard as a dialog does
            tag = _str(getattr(target, "tagName", "")).lower()
            if tag == "rect" and target.closest(".review-chart") and self.chart_key(target, _str(ev.key)):
                ev.preventDefault()
                return
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

    def chart_key(self, point: Any, key: str) -> bool:
        """A key on a turn of the review's chart: Enter or Space goes there, the arrows to another turn."""
        if key in ("Enter", " "):
            self.command(_str(point.getAttribute("data-ui")), _str(point.getAttribute("data-arg")))
            return True
        points = list(point.closest(".review-chart").querySelectorAll("rect[data-ui]"))
        index = next((i for i, el in enumerate(points) if el == point), 0)
        to = keyboard.chart_step(key, index, len(points))
        if to is None:
            return False
        for i, el in enumerate(points):
            el.setAttribute("tabindex", "0" if i == to else "-1")
        points[to].focus()
        return True

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
                close = overlay.querySelector('[data-ui="close"]:not([disabled]), [data-ui="close-final"], '
                                              '[data-ui="ask-cancel"]')
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
                if self.find(("ui", ui, arg), self.panel) or ui in keyboard.ANY_TIME:
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

    def docked(self) -> Any:
        """The decision docked beside the board (a conflict), or None."""
        el = self.panel.querySelector(".dlg.docked")
        return el if el else None  # the browser's null is not None

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
        if self.visible(el):
            return el
        # An entry of the header's menu, folded away again (a phone): its button, where the player opened it.
        toggle = document.querySelector("header.top .menu-toggle") if el.closest("header.top") else None
        return toggle if toggle and self.visible(toggle) else None

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

    def follow_hint(self, focused: tuple[str, ...] | None) -> tuple[str, ...] | None:
        """Before a drawing: a new hint takes the board's cursor to its cell (Enter then plays it), and focus
        along with it when it was on the board. Returns what is to have focus after the drawing."""
        hint = self.session.hint
        if hint is not None and hint is not self.hinted:
            self.cursor, focused = keyboard.follow(self.cursor, focused, self.session.hint_cells())
        self.hinted = hint
        return focused

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
        returning = self.overlay_open
        if self.overlay_open:
            self.overlay_open = False
            self.set_inert(False)
            before, self.return_focus = self.return_focus, None
            lost = True
        docked = self.docked()
        if docked is not None:  # a decision beside the board: focus goes to it, and stays in it
            if not self.docked_open:
                self.docked_open, self.docked_return = True, before
                before, lost = None, True
            elif returning:  # the device changed hands: the next player starts at the first choice
                before = None
            if lost or not docked.contains(active):
                items = self.focusables(docked)
                self.put_focus(self.find(before, docked) or (items[0] if items else None))
            return
        if self.docked_open:  # decided: back to where the player was when it appeared
            self.docked_open = False
            before, self.docked_return = self.docked_return, None
            returning = lost = True
        if returning:
            self.put_focus(self.find(before) or self.cursor_cell())
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
