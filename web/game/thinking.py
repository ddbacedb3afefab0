"""The computer's moves and the hint on the game page, with the thinking indicator: worked out in the computer's
worker (``web.game.worker``) once it is ready, else in slices (``tigris.ai.Thinker``) between the browser's
frames, so the page stays responsive either way.

A part of ``web.game.app.Page`` (its state: ``web.game.page_state``).
"""

from __future__ import annotations

import asyncio
import time
import traceback
from typing import TYPE_CHECKING, Any, Callable

import js

import tigris
from web.core.i18n import t
from web.game import indicator
from web.game.page_state import PageState
from web.game.session import SPEEDS
from web.game.worker import WorkerGone

if TYPE_CHECKING:
    from tigris.ai import Thinker  # imported when the computer first thinks, not at start-up

document = js.document

SLICE = 0.025  # seconds of thinking between two turns of the browser's event loop
PAUSE = 0.004  # seconds of rest after each slice: lets the browser paint a frame (bench/pages/think.py)
SHOW_AFTER = 0.03  # seconds the worker may take before the thinking indicator is shown (no flicker for quick moves)
# Seconds between two looks at whether the worker's answer is still wanted (the answer itself is taken at once):
# each look is a task of the page's thread, a few ms with the CPU throttled 4x.
STILL_EVERY = 0.2


class Thinking(PageState):
    """The computer's turn and the hint."""

    def show_thinking(self, text: str) -> None:
        """Show (or with "" hide) the thinking indicator without drawing the page again (nor what is as it was:
        every write is style, layout and paint for the browser, 4 times the time on a phone)."""
        self.thinking_text = text
        inside = indicator.thinking(text)
        for el in document.querySelectorAll(".thinking"):  # the panel's, and a decision dialog's
            if text and (el.getAttribute("data-text") or "") != text:  # hidden, the words stay as they were
                el.innerHTML = inside
                el.setAttribute("data-text", text)
            if bool(el.hidden) != (not text):
                el.hidden = not text

    async def decide(self, game: tigris.Game, request: dict[str, Any] | None, thinker: Callable[[], Thinker | None],
                     text: str, still: Callable[[], bool]) -> tigris.Action | None:
        """A decision: in the worker when it is ready (``request``), else on this thread in slices
        (``thinker()``); None when the answer is no longer wanted (``still()``) or nobody can give one."""
        if request is not None and self.worker.ready:
            try:
                return await self.in_worker(game, request, text, still)
            except WorkerGone:
                pass  # this decision on the page's thread (a worker that broke is not asked again)
        made = thinker()
        if made is None:
            return None
        return await self.work_out(made, text, still)

    async def in_worker(self, game: tigris.Game, request: dict[str, Any], text: str,
                        still: Callable[[], bool]) -> tigris.Action | None:
        """The worker's answer, the thinking indicator shown while it takes longer than a glance."""
        job, fut = self.worker.ask(request)
        await asyncio.wait([fut], timeout=SHOW_AFTER)
        shown = not fut.done()
        if shown:
            self.show_thinking(text)
            document.documentElement.setAttribute("data-thinking-in", "worker")  # (for tests and bench/pages/think.py)
            js.performance.mark("tigris-think-start")
        try:
            while not fut.done():
                await asyncio.wait([fut], timeout=STILL_EVERY)
                if not fut.done() and not still():
                    self.worker.cancel(job)
                    return None
        finally:
            if shown:
                js.performance.mark("tigris-think-end")  # the answer is in: what follows is the move's own work
                self.show_thinking("")
        if fut.cancelled():
            return None
        if shown:
            await asyncio.sleep(0)  # the browser's turn first: checking and drawing the move are a task of their own
        try:
            action = tigris.parse_action(str(fut.result()["action"]))
            if not game.is_legal(action):
                raise WorkerGone(f"the worker chose {action}, which is not legal here")
            return action
        except (KeyError, TypeError, ValueError, tigris.IllegalAction) as e:
            raise WorkerGone(f"the worker's answer: {e!r}") from e

    async def work_out(self, thinker: "Thinker", text: str, still: Callable[[], bool]) -> tigris.Action | None:
        """Run a ``tigris.ai.Thinker`` a slice at a time, giving the browser its turn in between.

        ``still()`` says whether the answer is still wanted (the session or the
        position may change meanwhile); None when it no longer is.
        """
        action = thinker.step(SLICE)
        if action is not None:
            return action
        self.show_thinking(text)
        document.documentElement.setAttribute("data-thinking-in", "page")
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
                kept, self.kept_answer = self.kept_answer, None
                action: tigris.Action | None
                if kept is not None and kept[0] is s and kept[1] == n:
                    action = kept[2]  # worked out while a menu was open
                elif s.level_of(s.to_move) == "random":
                    action = s.random_action()
                else:
                    who = s.name(s.to_move)
                    in_worker = self.worker.ready
                    action = await self.decide(
                        s.game, s.computer_request(self.think, self.iterations),
                        lambda: s.computer_thinker(self.think, self.iterations), t("ui.thinking", name=who),
                        # The worker goes on thinking behind a menu; the page's thread does not.
                        lambda: s is self.session and len(s.game.history) == n and s.replay is None
                        and (in_worker or self.modal is None))
                    if action is None and s is self.session and len(s.game.history) == n \
                            and s.computer_thinker(self.think, self.iterations) is None:
                        action = s.random_action()  # an engine without computer players
                if action is None or s is not self.session or len(s.game.history) != n:
                    continue
                if self.modal is not None or s.replay is not None:
                    self.kept_answer = (s, n, action)  # played when the menu closes
                    break
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
        """The hard computer's suggestion for the person to move (their view only), then shown."""
        s = self.session
        if self.hint_busy or not s.can_hint:
            return
        self.hint_busy = True
        try:
            n, mover = len(s.game.history), s.to_move
            if s.hint_thinker(self.think, self.iterations) is None:
                s.say(lambda: t("ui.msg.no_hint"))
                self.render()
                return
            action = await self.decide(
                s.game, s.hint_request(self.think, self.iterations),
                lambda: s.hint_thinker(self.think, self.iterations), t("ui.thinking_hint", name=s.name(mover)),
                lambda: s is self.session and len(s.game.history) == n and s.can_hint)
            if action is not None and s is self.session and len(s.game.history) == n and s.can_hint:
                s.show_hint(action)
                self.render()
        except Exception:
            js.console.error(traceback.format_exc())
        finally:
            self.hint_busy = False
