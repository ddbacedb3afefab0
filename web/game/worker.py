"""The page's end of the computer's worker (``web/worker.mjs``): started once the page is playable, asked by
``ask()``, and given up for good when it cannot start or breaks (the page then thinks in slices as before).

A part of the browser layer (``js``). What it sends is built elsewhere, in plain Python: a game only ever as
the seat to move may know it (``tigris.ai.known``, through ``web.game.computer``).
"""

from __future__ import annotations

import asyncio
import json
import traceback
from typing import Any, Callable

import js
from pyodide.ffi import create_proxy, to_js

START_AFTER = 1500  # ms after the page is playable: its first frames and a computer's first move come first


class WorkerGone(RuntimeError):
    """The worker could not start, or broke: do the work on the page's thread."""


class ComputerWorker:
    """One worker for the page's lifetime; its jobs answered through asyncio futures."""

    def __init__(self) -> None:
        self.state = "off"  # "starting", "ready", or "failed" (for good)
        self.error = ""
        self._worker: Any = None
        self._next = 0
        self._waiting: dict[int, tuple[asyncio.Future[Any], Callable[[Any], None] | None]] = {}
        self._proxies: list[Any] = []

    @property
    def ready(self) -> bool:
        return self.state == "ready"

    def start_later(self) -> None:
        """Start once the browser has had its first frames (never on the start-up's path)."""
        if self.state != "off" or not hasattr(js, "Worker"):
            if not hasattr(js, "Worker"):
                self._fail("no Worker in this browser")
            return
        self.state = "starting"
        go = create_proxy(lambda *_: self._start())
        self._proxies.append(go)
        js.setTimeout(go, START_AFTER)

    def _start(self) -> None:
        try:
            url = js.URL.new("./web/worker.mjs", js.location.href).href
            self._worker = js.Worker.new(url, to_js({"type": "module"}, dict_converter=js.Object.fromEntries))
            on_message = create_proxy(self._on_message)
            on_error = create_proxy(self._on_error)
            self._proxies += [on_message, on_error]
            self._worker.addEventListener("message", on_message)
            self._worker.addEventListener("error", on_error)
        except Exception:
            self._fail(traceback.format_exc())

    def _fail(self, error: str) -> None:
        self.state, self.error = "failed", error
        js.document.documentElement.setAttribute("data-tigris-worker", "failed")
        js.console.warn(f"Tigris: the computer thinks on the page's thread ({error.strip().splitlines()[-1]})")
        if self._worker is not None:
            self._worker.terminate()
        waiting, self._waiting = self._waiting, {}
        for fut, _ in waiting.values():
            if not fut.done():
                fut.set_exception(WorkerGone(error))

    def _on_error(self, ev: Any) -> None:
        ev.preventDefault()  # said once, as a warning, by _fail
        self._fail(str(getattr(ev, "message", "") or "the worker's script failed"))

    def _on_message(self, ev: Any) -> None:
        data = ev.data
        kind = str(data.kind)
        if kind == "ready":
            self.state = "ready"
            js.document.documentElement.setAttribute("data-tigris-worker", "ready")
            return
        if kind == "failed":
            self._fail(str(data.error))
            return
        job = int(data.id)
        entry = self._waiting.get(job)
        if entry is None:
            return  # cancelled meanwhile
        fut, progress = entry
        if kind == "progress":
            if progress is not None:
                try:
                    progress(json.loads(str(data.reply)))
                except Exception:
                    js.console.error(traceback.format_exc())
            return
        del self._waiting[job]
        if fut.done():
            return
        if kind == "done":
            js.performance.mark("tigris-worker-answer")
            fut.set_result(json.loads(str(data.reply)))
        else:  # a job that failed: this one is done on the page's thread, the worker stays for the next
            fut.set_exception(WorkerGone(str(data.error)))

    def ask(self, request: dict[str, Any], urgent: bool = True,
            progress: Callable[[Any], None] | None = None) -> tuple[int, asyncio.Future[Any]]:
        """Send a job; its future gets the reply (``WorkerGone`` if the worker cannot do it)."""
        fut: asyncio.Future[Any] = asyncio.get_event_loop().create_future()
        if not self.ready:
            fut.set_exception(WorkerGone("the worker is not ready"))
            return -1, fut
        self._next += 1
        job = self._next
        self._waiting[job] = (fut, progress)
        message = {"kind": "job", "id": job, "request": json.dumps(request), "urgent": urgent}
        self._worker.postMessage(to_js(message, dict_converter=js.Object.fromEntries))
        return job, fut

    def cancel(self, job: int) -> None:
        entry = self._waiting.pop(job, None)
        if entry is None:
            return
        if not entry[0].done():
            entry[0].cancel()
        if self._worker is not None and self.ready:
            self._worker.postMessage(to_js({"kind": "cancel", "id": job}, dict_converter=js.Object.fromEntries))

    async def answer(self, request: dict[str, Any], still: Callable[[], bool], urgent: bool = True,
                     progress: Callable[[Any], None] | None = None, poll: float = 0.05) -> Any:
        """The reply to ``request``, or None once ``still()`` says it is no longer wanted (the job cancelled)."""
        job, fut = self.ask(request, urgent, progress)
        while not fut.done():
            await asyncio.wait([fut], timeout=poll)  # at once when the reply comes
            if not fut.done() and not still():
                self.cancel(job)
                return None
        if fut.cancelled():
            return None
        return fut.result()
