"""The game review in the page: opened from a finished game's final score, worked out in the computer's worker
(or, where it cannot start, in slices on the page's thread), shown as it comes, kept with the saved game so
that it is never computed twice, and a click on the chart or on a marked decision goes there in the replay.

A part of ``web.game.app.Page`` (its state: ``web.game.page_state``). The judging is ``tigris.ai.review``'s.
"""

from __future__ import annotations

import asyncio
import json
import time
import traceback
from typing import Any

import js

import tigris
from web.game import review as rv
from web.game.page_state import PageState
from web.game.markup import capital
from web.game.worker import WorkerGone

document = js.document

SLICE = 0.025  # seconds of review on the page's thread between two turns of its event loop (no worker)
PAUSE = 0.004
SAVE_EVERY = 2.0  # seconds between two saves of a review under way (it is saved when it stops, too)


def _tag(el: Any) -> str:
    return str(el.tagName).lower()


class Reviewing(PageState):
    """The review dialog and its job."""

    def review_choices(self) -> list[str]:
        s = self.session
        people = [p for p in s.game.players if s.is_person(p)]
        return people + [p for p in s.game.players if p not in people]

    def open_review(self, player: str = "") -> None:
        s = self.session
        if not s.game.is_over or not (s.game.setup or s.game.start):
            return
        choices = self.review_choices()
        player = player if player in choices else (self.review_player if self.review_player in choices
                                                   else choices[0])
        if self.review_player != player:
            self.stop_review()  # the other player's job stops; this one's starts below
            self.review_running = False
        self.review_player = player
        if s.replay is not None:
            s.stop_replay()
        self.show_review()
        r = s.reviews.get(player)
        if (r is None or not r.complete) and not self.review_running:
            asyncio.ensure_future(self.run_review(player))

    def show_review(self) -> None:
        s = self.session
        names = {p: s.name(p) for p in s.game.players}
        self.show_modal(lambda: rv.review_dialog(s.reviews.get(self.review_player), names, s.game.players,
                                                 self.review_running, self.review_choices()))

    def refresh_review(self) -> None:
        """Draw the review's live part again (progress, chart, marks) without touching the rest; focus on a turn
        of the chart or a marked decision stays on it (a keyboard's place is not lost while the review works)."""
        live = document.getElementById("review-live")
        if live is None or self.modal is None:
            return
        s = self.session
        names = {p: s.name(p) for p in s.game.players}
        active = document.activeElement
        held = ""
        if active and live.contains(active) and active.getAttribute:
            held = f'{_tag(active)}[data-ui="review-go"][data-arg="{str(active.getAttribute("data-arg"))}"]'
        live.innerHTML = rv.review_body(s.reviews.get(self.review_player), names, s.game.players,
                                        self.review_running)
        again = live.querySelector(held) if held.startswith(("rect", "circle", "button")) else None
        if again:
            if _tag(again) == "rect":  # the chart's one tab stop goes with it
                for el in live.querySelectorAll("rect[data-ui]"):
                    el.setAttribute("tabindex", "-1")
                again.setAttribute("tabindex", "0")
            again.focus()

    def stop_review(self) -> None:
        self.review_token += 1  # the job under way sees it and stops (the worker's is cancelled)

    async def run_review(self, player: str) -> None:
        s = self.session
        self.review_token += 1
        token = self.review_token
        r = s.reviews.get(player)
        if r is None:
            r = s.reviews[player] = rv.Review(player, len(s.game.history))
        request = {"kind": "review", "record": tigris.to_record(s.game), "player": player, "seed": s.think_seed,
                   "skip": [j["index"] for j in r.judged]}
        self.review_running = True
        self.refresh_buttons()
        last_save = [time.monotonic()]

        def still() -> bool:
            return token == self.review_token and s is self.session

        def news(items: Any) -> None:
            if not still():
                return
            r.add(items)
            s.dirty = True  # the review goes with the saved game
            if time.monotonic() - last_save[0] > SAVE_EVERY:
                last_save[0] = time.monotonic()
                self.save()
            self.refresh_review()

        try:
            done = False
            if self.worker.ready:
                try:
                    done = await self.worker.answer(request, still, urgent=False, progress=news) is not None
                except WorkerGone:
                    done = False
            if not done and still():
                await self.review_here(request, still, news)
        except Exception:
            js.console.error(traceback.format_exc())
        finally:
            if token == self.review_token:
                self.review_running = False
            if s is self.session:
                self.save()
                if self.modal is not None and document.getElementById("review-live") is not None:
                    self.show_review()
                    self.render()

    async def review_here(self, request: dict[str, Any], still: Any, news: Any) -> None:
        """The review on the page's thread, in slices (the same job the worker runs)."""
        from web.game import worker_jobs

        job = worker_jobs.start(json.dumps(request))
        while still():
            reply = job.step(SLICE)
            found = job.progress()
            if found is not None:
                news(json.loads(found))
            if reply is not None:
                return
            await asyncio.sleep(PAUSE)

    def refresh_buttons(self) -> None:
        if self.modal is not None and document.getElementById("review-live") is not None:
            self.show_review()
            self.dialog.innerHTML = self.modal

    def review_go(self, arg: str) -> None:
        """A click on the chart or on a marked decision: the replay there, the move and hard's choice shown."""
        s = self.session
        r = s.reviews.get(self.review_player)
        try:
            index = int(arg)
        except ValueError:
            return
        if r is None or not 0 <= index <= len(s.game.history):
            return
        self.modal = None
        s.start_replay()
        replay = s.replay
        assert replay is not None
        replay.from_review = True
        names = {p: s.name(p) for p in s.game.players}
        for j in r.marks():
            replay.notes[j["index"] + 1] = (j["played"], j["best"], capital(rv.mark_words(j, names)))
        judged = r.judged_at(index)
        replay.step(index + 1 if judged is not None and judged.get("grade") else index)

    def on_review_player(self, ev: Any) -> None:
        try:
            if ev.target.hasAttribute and ev.target.hasAttribute("data-review-player"):
                self.open_review(str(ev.target.value))
                self.render()
        except Exception:
            js.console.error(traceback.format_exc())

