"""The analysis board in the page: opened from the game, its replay or the review (or a link), hard's view of
each position asked of the computer's worker (else worked out in slices on the page's thread), and the one
click back to where it came from.

While it is open the page's session is the ``web.game.analysis.Analysis`` (so the board, the hand, the
decisions and the keys work as in a game); the session it came from waits in its ``back_to``, untouched but
for the lines tried, which are saved with it (``keep_lines``). A button that is not the analysis's own (a new game, the saved games, a
file, sharing) first goes back to the real game and then does what it does there.

A part of ``web.game.app.Page`` (its state: ``web.game.page_state``).
"""

from __future__ import annotations

import asyncio
import json
import traceback
from typing import Any, Callable, Iterable

import js

from web.core.i18n import t
from web.game import analysis_view, render, storage
from web.game.analysis import Analysis, open_for_link, open_from
from web.game.page_state import PageState
from web.game.query import UrlRequest
from web.game.session import Session
from web.game.worker import WorkerGone

SLICE = 0.025  # seconds of analysis on the page's thread between two turns of its event loop (no worker)
PAUSE = 0.004


class Analysing(PageState):
    """The analysis board's opening, leaving, steps and evaluation."""

    analysis_busy = False  # hard works out the position shown (one job at a time)
    analysis_token = 0  # a job goes on while it holds the token it began with

    def open_analysis(self) -> None:
        """The position the page shows (the replay's, else the game's), on the analysis board."""
        s = self.session
        if s.analysing:
            return
        origin = "review" if s.replay is not None and s.replay.from_review else \
            "replay" if s.replay is not None else "game"
        a = open_from(s, origin)
        if a is None:
            s.say(lambda: t("analysis.not_now"), error=False)
            return
        self.modal = None
        self.session = a
        self.speak(t("analysis.opened"))

    def analyse_linked(self, req: UrlRequest) -> None:
        """At the start, ``&analyse`` on a game's link that opened (``?game=``, ``?link=``): the game kept as
        any link's game is, and the analysis board over it at its last position or the move named; a move the
        game does not have is said. (Not while the link asks something first: an older or branching link.)"""
        if req.analyse is None or req.problem or (req.session is None and req.link is None) \
                or self.modal is not None or self.session.analysing:
            return
        s = self.session
        a, bad = open_for_link(s, req.analyse)
        if a is None:
            s.say(lambda: t("analysis.not_now"), error=False)
            return
        self.session = a
        if bad:
            named, count = req.analyse.strip()[:12], len(s.game.history)
            a.say(lambda: t("analysis.bad_move", move=named, count=count))

    def leave_analysis(self, navigate: bool = True) -> None:
        """Back to where it came from: the game, its replay or the review (as they were), or the page that
        opened the link (``navigate``; else the game this device was playing)."""
        a = self.session
        if not isinstance(a, Analysis):
            return
        self.analysis_token += 1  # its job stops
        back = a.back_to
        if back is None:
            if navigate and int(js.history.length) > 1:
                js.history.back()
                return
            back = self.current_or_fresh()
        self.session = back  # with its replay (of the review's marked decision, too) as it was

    def current_or_fresh(self) -> Session:
        """The game this device was playing (the stored current one), else a new one."""
        current = self.store.current_id()
        if current:
            try:
                return self.store.load(current)
            except storage.LoadProblem:
                pass
        return self.fresh_session()

    def analysis_step(self, ui: str, arg: str) -> None:
        """A button of the analysis: a move of the list, a step, one of hard's best actions, a variation's tools."""
        a = self.session
        if isinstance(a, Analysis):
            a.button(ui, arg)

    def panel_html(self, s: Session, folded: Iterable[str]) -> str:
        """The side panel: the analysis's, or the game's."""
        if isinstance(s, Analysis):
            return analysis_view.panel(s, self.analysis_busy, folded)
        return render.panel(s, self.thinking_text, folded, self.send_panel(), unseated=self.first_visit)

    # ------------------------------------------------------------------ hard's view of the position

    def analyse_shown(self) -> None:
        """After a drawing: keep the lines if they changed; ask for hard's view of the position shown, unless
        it is known or being worked out."""
        a = self.session
        if isinstance(a, Analysis) and a.changed:
            self.keep_lines(a)
        if isinstance(a, Analysis) and a.analysed is None and not self.analysis_busy and not a.game.is_over:
            asyncio.ensure_future(self.analyse(a))

    def keep_lines(self, a: Analysis) -> None:
        """The lines tried, saved with the game they came from (``Analysis.keep``); where the storage is full,
        blocked or another tab's, they stay in this page only, and the panel says so."""
        was = a.kept
        if a.keep() and a.back_to is not None:
            result = self.store.save(a.back_to)
            if result == storage.SAVED:
                self.near_full = self.store.near_full()
            else:
                self.save_result = result  # (back at the game, its banner says so too)
            a.kept = "refused" if self.storage_refused else "" if result == storage.SAVED else "full"
        if a.kept != was:
            self.render()

    async def analyse(self, a: Analysis) -> None:
        """Hard's view of the node shown, asked once: two drawings before this coroutine starts both ask
        for it, and two jobs at once would cancel each other's token for ever (the panel redrawn without end)."""
        if self.analysis_busy:
            return  # the first one asked goes on; when it ends, the drawing after it asks again if need be
        path = a.tree.at
        request = a.request()
        if request is None:
            return
        self.analysis_busy = True
        self.analysis_token += 1
        token = self.analysis_token

        def still() -> bool:
            return token == self.analysis_token and self.session is a and a.tree.at == path

        reply: Any = None
        try:
            if self.worker.ready:
                try:
                    reply = await self.worker.answer(request, still, urgent=False)
                except WorkerGone:
                    reply = None
            if reply is None and still():
                reply = await self.analyse_here(request, still)
            if isinstance(reply, dict) and "value" in reply:
                a.found[path] = reply
        except Exception:
            js.console.error(traceback.format_exc())
        finally:
            self.analysis_busy = False
        if self.session is a and self.modal is None:
            self.render()  # its evaluation shown, or the next position's asked for

    async def analyse_here(self, request: dict[str, Any], still: Callable[[], bool]) -> Any:
        """The analysis on the page's thread, in slices (the same job the worker runs)."""
        from web.game import worker_jobs

        job = worker_jobs.start(json.dumps(request))
        while still():
            reply = job.step(SLICE)
            if reply is not None:
                return json.loads(reply)
            await asyncio.sleep(PAUSE)
        return None
