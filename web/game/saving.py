"""Saving the game on the game page: after every move, the banner when the storage is full, another tab's
save of the same game (``web.game.tabs``), and files: export (download) and import.

A part of ``web.game.app.Page`` (its state: ``web.game.page_state``).
"""

from __future__ import annotations

import asyncio
import traceback
from typing import Any

import js
from pyodide.ffi import create_proxy, to_js

from web.core.i18n import t
from web.game import menus, notices, save_format, sharing, storage, tabs
from web.game.browser import _str
from web.game.page_state import PageState

document = js.document


class Saving(PageState):
    """The page's saves, the other tab's, and files."""


    def save(self) -> None:
        """Save the game if it has moves not yet saved; a full storage or another tab's save is reported."""
        if not self.session.dirty or self.session.analysing:  # an analysis board is never saved
            return
        self.save_result = self.store.save(self.session)
        if self.save_result == storage.SAVED:
            self.near_full = self.store.near_full()
        elif self.save_result == storage.CONFLICT:
            self.ask_other_tab()

    def save_words(self) -> str:
        """The banner's words: no storage at all, the storage is full (moves only in memory) or nearly full;
        else ""."""
        if self.storage_refused:
            return t("storage.refused")
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
                self.show_modal(lambda: menus.notice_dialog(t("storage.other_tab_title"), problem))
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
        """Leaving with moves that are only in memory: the browser asks first (also from the analysis board,
        for the game it came from)."""
        s = getattr(self._session, "back_to", None) or self._session
        if s is not None and s.dirty and self.save_result != storage.SAVED:
            ev.preventDefault()
            ev.returnValue = ""

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
                session = save_format.parse_import(_str(text))
            except storage.LoadProblem as e:
                failed = str(e)
                self.open_games(lambda: t("storage.import_failed", problem=failed))
                self.render()
                return
            session = sharing.imported(self.store, session)  # the copy stored here, if it has the game
            self.session = session
            self.modal = None
            self.final_closed = False
            self.save()
            self.render()
        except Exception:
            js.console.error(traceback.format_exc())
