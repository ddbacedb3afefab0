"""The computer's moves and the hint on the game page: worked out in slices (``tigris.ai.Thinker``) between
the browser's frames, so the page stays responsive, with the thinking indicator.

A part of ``web.game.app.Page`` (its state: ``web.game.page_state``).
"""

from __future__ import annotations

import asyncio
import time
import traceback
from typing import TYPE_CHECKING, Callable

import js

import tigris
from web.core.i18n import t
from web.game import render
from web.game.page_state import PageState
from web.game.session import SPEEDS

if TYPE_CHECKING:
    from tigris.ai import Thinker  # imported when the computer first thinks, not at start-up

document = js.document

SLICE = 0.025  # seconds of thinking between two turns of the browser's event loop
PAUSE = 0.004  # seconds of rest after each slice: lets the browser paint a frame (bench/think.py)


class Thinking(PageState):
    """The computer's turn and the hint."""

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
