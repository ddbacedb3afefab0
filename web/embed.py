"""Every board on a page comes alive (started by web/embed_main.py): one interpreter for them all.

Finds each ``.tigris-board`` element (docs/embedding.md), reads its position,
mode, steps and exercise, and gives it one delegated click listener. What a
board shows and does is ``web.boards.Live``; this module only moves clicks in
and HTML out. On embed.html the board comes from the URL instead.
"""

from __future__ import annotations

import traceback

import js
from pyodide.ffi import create_proxy

from web.boards import Live, board_from_query, board_markup, e, make_board

document = js.document
_proxies: list = []
BOARDS: dict[str, Live] = {}


def _str(v) -> str:
    return v if isinstance(v, str) else ""


def _child(el, cls: str, tag: str = "div"):
    found = el.querySelector(f":scope > .{cls}")
    if found:
        return found
    made = document.createElement(tag)
    made.className = cls
    el.appendChild(made)
    return made


def read(el, n: int):
    """The ``Board`` an element describes (ValueError with a message for the author when it can't)."""
    diag = el.querySelector(".tigris-diagram")
    steps = []
    for li in el.querySelectorAll(".tigris-steps li[data-action]"):
        action = _str(li.getAttribute("data-action")).strip()
        note = " ".join(_str(li.textContent).split())
        if note.startswith(action):
            note = note[len(action):].strip()
        steps.append((action, note))
    ex = el.querySelector(".tigris-exercise")
    return make_board(_str(el.id) or f"board-{n + 1}", _str(el.getAttribute("data-mode")) or "view",
                      _str(diag.textContent) if diag else "", steps, _str(ex.textContent) if ex else None,
                      _str(el.getAttribute("data-highlight")))


def draw(el, live: Live) -> None:
    _child(el, "tb-svg").innerHTML = live.picture()
    _child(el, "tb-ui").innerHTML = live.controls()
    if live.mode == "steps":
        for i, li in enumerate(el.querySelectorAll(".tigris-steps li")):
            li.classList.toggle("cur", i == live.index - 1)
        el.setAttribute("data-step", str(live.index))
    if live.mode == "exercise":
        v = live.verdict
        el.setAttribute("data-verdict", "" if v is None else "ok" if v.ok else "wrong")


def wire(el, n: int) -> None:
    _child(el, "tb-svg")
    try:
        live = Live(read(el, n))
    except ValueError as err:
        _child(el, "tb-ui").innerHTML = f'<p class="tb-msg bad" role="alert">This board cannot be shown: {e(err)}</p>'
        el.setAttribute("data-live", "error")
        return

    if live.board.exercise is not None and not el.querySelector(".tb-prompt"):
        prompt = document.createElement("p")
        prompt.className = "tb-prompt"
        prompt.innerHTML = f"<strong>Exercise:</strong> {live.board.exercise.prompt}"
        el.insertBefore(prompt, el.querySelector(".tb-svg"))

    def on_click(ev) -> None:
        try:
            t = ev.target
            b = t.closest("[data-ui]") if t.closest else None
            if b and el.contains(b):
                ui, arg = _str(b.getAttribute("data-ui")), _str(b.getAttribute("data-arg"))
                if ui == "typed":
                    box = el.querySelector(".tb-type input")
                    arg = _str(box.value) if box else ""
                live.command(ui, arg)
                draw(el, live)
                return
            c = t.closest("[data-cell]") if t.closest else None
            if c and el.contains(c):
                live.click(_str(c.getAttribute("data-cell")))
                draw(el, live)
        except Exception:
            js.console.error(traceback.format_exc())

    def on_key(ev) -> None:
        if ev.key == "Enter" and ev.target.closest and ev.target.closest(".tb-type"):
            ev.preventDefault()
            live.command("typed", _str(ev.target.value))
            draw(el, live)

    click, key = create_proxy(on_click), create_proxy(on_key)
    _proxies.extend([click, key])
    el.addEventListener("click", click)
    el.addEventListener("keydown", key)
    BOARDS[_str(el.id) or f"board-{n + 1}"] = live
    draw(el, live)
    el.setAttribute("data-live", "ready")


def start() -> None:
    js.performance.mark("tigris-embed")
    host = document.getElementById("tigris-embed")
    if host:  # embed.html: one board from the URL
        try:
            board = board_from_query(_str(js.location.search))
            host.innerHTML = board_markup(board, static=False)
        except ValueError as err:
            host.innerHTML = f'<p class="tb-msg bad" role="alert">This board cannot be shown: {e(err)}</p>'
    for n, el in enumerate(document.querySelectorAll(".tigris-board")):
        wire(el, n)
    for el in document.querySelectorAll(".tb-loading"):
        el.remove()
    document.documentElement.setAttribute("data-tigris", "ready")
