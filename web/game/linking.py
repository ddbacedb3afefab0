"""Share and play by link on the game page: the Share dialog, opening a link, "who are you?", the link to send.

A part of ``web.game.app.Page`` (its state: ``web.game.page_state``); what a
link holds and how it stands to the stored copy of its game is
``web.game.sharing``'s (plain Python), the format ``tigris.link``'s.
"""

from __future__ import annotations

import asyncio
import traceback
from typing import Any

import js

from web.core.i18n import t
from web.game import commands, query, sharing, storage
from web.game.browser import _str
from web.game.page_state import PageState
from web.game.session import Session, new_id

document = js.document


class Linking(PageState):
    """The Share button, links coming in, and the link to send after a turn played by link."""

    pending_link: sharing.Arrival | None = None  # an older or branching link, waiting for the player's choice
    copied: str | None = None  # what the last copy of the link did: "ok", "failed" (shown beside it)
    after_who = False  # show the Share dialog once "who are you?" is answered
    _link_key: tuple[Any, ...] | None = None
    _link_url = ""

    def link_url(self) -> str:
        """The address of the game as it stands (made again only when the game has changed)."""
        s = self.session
        key = (s.id, len(s.game.history), s.by_link, len(s.undo_stack), s.level, s.speed,
               tuple((x.kind, x.level, x.name) for x in s.seats.values()))
        if key != self._link_key:
            self._link_url = sharing.share_url(_str(js.location.href), sharing.link_text(s, s.by_link))
            self._link_key = key
            self.copied = None
        return self._link_url

    def send_panel(self) -> Any:
        """The panel's section with the link to send, while another device's person is to move; else None."""
        s = self.session
        if not (sharing.remote_to_move(s) or s.by_link and s.game.is_over) or s.replay is not None:
            return None
        try:
            return sharing.send_section(s, self.link_url(), self.copied)
        except ValueError:  # a game with no known beginning has no link
            return None

    def open_link(self, text: str, req: query.UrlRequest) -> str | None:
        """A link in the URL: open its game against the saved ones; the problem's words if it cannot be opened."""
        try:
            arrival = sharing.arrive(self.store, text)
        except storage.LoadProblem as e:
            return str(e)
        query.apply_url(arrival.session, req)
        stored, session = arrival.stored, arrival.session
        if arrival.relation in (sharing.NEW, sharing.OTHER):
            session.say(lambda: sharing.opened_words(session), error=False)
        elif arrival.relation == sharing.SAME and stored is not None:
            session = stored
            session.say(lambda: t("share.same"), error=False)
        elif arrival.relation == sharing.NEWER and stored is not None:
            session.by_link = session.by_link or stored.by_link
            session.me = stored.me if stored.me in session.game.players else None
            count = len(session.game.history) - len(stored.game.history)
            session.say(lambda: t("share.updated", count=count), error=False)
        elif stored is not None:  # older, or branching: nothing is written until the player chooses
            self.session = stored
            self.pending_link = arrival
            self.show_modal(lambda: sharing.link_dialog(arrival))
            return None
        session.dirty = True
        self.session = session
        self.save()
        return None

    def keep_mine(self) -> None:
        self.pending_link = None
        self.modal = None
        self.session.say(lambda: t("share.kept_mine"), error=False)

    def open_theirs(self) -> None:
        """The older or branching link's game, as a saved game of its own beside this device's copy."""
        arrival, self.pending_link = self.pending_link, None
        self.modal = None
        if arrival is None:
            return
        session = arrival.session
        session.id = new_id()
        session.dirty = True
        session.say(lambda: sharing.opened_words(session), error=False)
        self.session = session
        self.save()

    def share(self) -> None:
        """The Share button: the link to this game, selectable, with a copy button."""
        self.copied = None
        s = self.session
        self.show_modal(lambda: sharing.share_dialog(s, self.link_url(), self.copied))

    def play_by_link(self) -> None:
        """From now on each person plays on a device of their own: this one asks who it is."""
        s = self.session
        s.by_link = True
        s.dirty = True
        self.save()
        self.ask_who(then_share=True)

    def ask_who(self, then_share: bool = False) -> None:
        s = self.session
        if len(s.persons) == 1:
            s.me = s.persons[0]
        if sharing.who_needed(s):
            self.show_modal(lambda: sharing.who_dialog(s))
            self.after_who = then_share
        elif then_share:
            self.share()

    def choose_me(self, player: str) -> None:
        s = self.session
        if player not in s.persons:
            return
        s.me = player
        s.dirty = True
        self.modal = None
        self.save()
        if self.after_who:
            self.after_who = False
            self.share()

    def copy_link(self, where: str) -> None:
        asyncio.ensure_future(self._copy())

    async def _copy(self) -> None:
        """Copy the link to the clipboard; the link stays shown and selectable whatever the browser allows."""
        try:
            url = self.link_url()
            for el in document.querySelectorAll("input.share-url"):
                el.select()
            try:
                await js.navigator.clipboard.writeText(url)
                self.copied = "ok"
            except Exception:  # no clipboard here (permissions, an insecure page): copy by hand
                self.copied = "failed"
            s = self.session
            if self.modal is not None and "dlg share" in self.modal:
                self.show_modal(lambda: sharing.share_dialog(s, self.link_url(), self.copied))
            self.render()
        except Exception as e:
            js.console.error(traceback.format_exc())
            commands.unexpected(self, e)  # the link stays shown; the player is told the copy went wrong
            self.render()

    def who_first(self, session: Session) -> None:
        """Before drawing: a game played by link that has not been told who this device is asks now."""
        if self.modal is None and sharing.who_needed(session) and session.replay is None:
            self.ask_who()
