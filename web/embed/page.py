"""Every board on a page comes alive (started by web/embed/main.py): one interpreter for them all.

Finds each ``.tigris-board`` element (docs/embedding.md) and numbers it
(``data-tb``); the page listens once, on the document (click, keydown,
focus, submit), and hands each event to the board it happened in. A board is
read (position, mode, steps, exercise) and made live only when it is needed,
so a page of many boards starts as fast as a page of one: the boards in view
at once, the others when they come near the view (an IntersectionObserver),
when the reader first clicks, types or tabs into one, or else one by one
when the browser is idle, in page order (so the keyboard and a screen reader
find every board's controls). What a board shows and does is
``web.embed.live.Live``; this module only moves events in and HTML out. The
picture drawn in at build time stays until the board changes (one the page
carries as an image of its own file is drawn live when the board comes
alive; a click on that image counts for the cell under it). On embed.html
the board comes from the URL instead.

Language: ``web.embed.language`` (which one); this module says the page's own texts
(``data-i18n``, ``data-i18n-label``) and the boards in it, and wires the tutorial's
``#tigris-lang`` select.
"""

from __future__ import annotations

import traceback
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js

import tigris.svg as svg
from web.core import i18n
from web.core.html import catalogue
from web.embed import language
from web.embed.boards import board_from_query, board_markup, cannot_show, prompt_html
from web.embed.exercises import exercise_from_json
from web.embed.language import board_lang, speak
from web.embed.live import Live

document = js.document
_proxies: list = []
BOARDS: dict[str, Live] = {}
_wired: list[tuple[object, Live]] = []  # (element, board), to redraw after a language switch
_boards: list = []  # every board's element, by its number (data-tb)
_live: dict[int, Live] = {}  # the boards made live, by number
_observer: Any = None  # the IntersectionObserver that brings boards near the view to life
NEAR = "50% 0px"  # how near: half a viewport above or below


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
    from web.embed.boards import make_board

    diag = el.querySelector(".tigris-diagram")
    steps = []
    for li in el.querySelectorAll(".tigris-steps li[data-action]"):
        action = _str(li.getAttribute("data-action")).strip()
        keyed = li.querySelector("[data-i18n]")
        if keyed:  # the tutorial's own note: its key, said in the reader's language
            note = _str(keyed.getAttribute("data-i18n"))
        else:
            note = " ".join(_str(li.textContent).split())
            if note.startswith(action):
                note = note[len(action):].strip()
        steps.append((action, note))
    ex = el.querySelector(".tigris-exercise")
    return make_board(_str(el.id) or f"board-{n + 1}", _str(el.getAttribute("data-mode")) or "view",
                      _str(diag.textContent) if diag else "", steps, _str(ex.textContent) if ex else None,
                      _str(el.getAttribute("data-highlight")))


def draw(el, live: Live, picture: bool = True) -> None:
    """Show the board's state: its picture (unless ``picture`` is False: unchanged), controls, prompt, marks."""
    if picture:
        _child(el, "tb-svg").innerHTML = live.picture()
    _child(el, "tb-ui").innerHTML = live.controls()
    if live.mode == "steps":
        for i, li in enumerate(el.querySelectorAll(".tigris-steps li")):
            li.classList.toggle("cur", i == live.index - 1)
        el.setAttribute("data-step", str(live.index))
    if live.mode == "exercise":
        v = live.verdict
        el.setAttribute("data-verdict", "" if v is None else "ok" if v.ok else "wrong")
    prompt = el.querySelector(".tb-prompt")
    if prompt and live.board.exercise is not None:
        prompt.innerHTML = prompt_html(live.board.exercise)
    el.setAttribute("lang", i18n.current().lang or i18n.DEFAULT)


def wire(el, n: int) -> Live | None:
    """Make board ``n`` live: read it, draw its controls (None when it cannot be shown: it says why)."""
    lang = board_lang(el)
    speak(lang)
    _child(el, "tb-svg")
    try:
        live = Live(read(el, n))
    except ValueError as err:
        _child(el, "tb-ui").innerHTML = cannot_show(err)
        el.setAttribute("data-live", "error")
        return None

    if live.board.exercise is not None and not el.querySelector(".tb-prompt"):
        prompt = document.createElement("p")
        prompt.className = "tb-prompt"
        el.insertBefore(prompt, el.querySelector(".tb-svg"))
    live.analyse_page = game_page()
    _live[n] = live
    BOARDS[_str(el.id) or f"board-{n + 1}"] = live
    _wired.append((el, live))
    # The picture drawn in at build time is this very position: kept until the board changes (redrawn when the
    # page has none, an author's prerendered picture lacks the board's highlight, or the board speaks a language
    # whose pieces wear other letters than the English ones drawn in: a German king's badge is still "K", a
    # trader's "H").
    drawn = el.querySelector(".tb-svg svg")
    draw(el, live, picture=not drawn or bool(live.kingdom and not el.querySelector(".tb-svg .kingdom"))
         or _other_letters())
    el.setAttribute("data-live", "ready")
    return live


def game_page() -> tuple[str, bool] | None:
    """The game page of the site these boards come from (beside the script), and whether a link to it opens a
    new tab (a board in a frame: the author's page stays); None when the script is not found."""
    script = document.querySelector('script[type="py"][src*="embed_main"]')
    if not script or not _str(script.src):
        return None
    return _str(js.URL.new("../index.html", _str(script.src)).href), not (js.window.self == js.window.top)


def _other_letters() -> bool:
    """The language spoken now puts other letters on the pieces than the English a prerendered picture has."""
    return any(svg.LETTERS.get(code) != letter for code, letter in i18n.current().letters().items())


def live_of(el) -> Live | None:
    """The live board of a board's element, made live now if it is not yet (None: not ours, or it cannot be)."""
    number = _str(el.getAttribute("data-tb"))
    if not number.isdigit():
        return None
    n = int(number)
    if n in _live:
        return _live[n]
    if el.getAttribute("data-live") == "error":
        return None
    if _observer is not None:
        _observer.unobserve(el)
    return wire(el, n)


def _board_of(target):
    """The board (one of ours) an event happened in, or None."""
    closest = getattr(target, "closest", None)
    return closest(".tigris-board[data-tb]") if closest else None


def _cell_of(el, node) -> str | None:
    """The cell of board ``el`` that ``node`` is in, or None."""
    c = node.closest("[data-cell]") if node else None
    return _str(c.getAttribute("data-cell")) if c and el.contains(c) else None


def on_click(ev) -> None:
    """A click anywhere on the page: a control or a cell of a board (made live first if it is not yet)."""
    try:
        t = ev.target
        el = _board_of(t)
        if el is None:
            return
        b = t.closest("[data-ui]")
        ui = (_str(b.getAttribute("data-ui")), _str(b.getAttribute("data-arg"))) if b and el.contains(b) else None
        cell = _cell_of(el, t)
        image = _str(t.tagName).lower() == "img" and bool(t.closest(".tb-svg"))
        live = live_of(el)  # (what was clicked is read first: making a board live may redraw its picture)
        if image and cell is None:  # a picture's image, now replaced by the live picture at the same place
            cell = _cell_of(el, document.elementFromPoint(ev.clientX, ev.clientY))
        if live is None or (ui is None and cell is None):
            return
        speak(board_lang(el))
        if ui is not None:
            command, arg = ui
            if command == "typed":
                box = el.querySelector(".tb-type input")
                arg = _str(box.value) if box else ""
            live.command(command, arg)
        elif cell is not None:
            live.click(cell)
        draw(el, live)
    except Exception:
        js.console.error(traceback.format_exc())


def on_key(ev) -> None:
    """Enter in a board's typed-action box plays it (the form is never sent)."""
    try:
        el = _board_of(ev.target)
        live = live_of(el) if el else None
        if live is None or ev.key != "Enter" or not ev.target.closest(".tb-type"):
            return
        ev.preventDefault()
        speak(board_lang(el))
        live.command("typed", _str(ev.target.value))
        draw(el, live)
    except Exception:
        js.console.error(traceback.format_exc())


def on_focus(ev) -> None:
    """The keyboard reached something in a board: it comes alive (if it is not yet)."""
    try:
        el = _board_of(ev.target)
        if el:
            live_of(el)
    except Exception:
        js.console.error(traceback.format_exc())


def on_submit(ev) -> None:
    """A board's typed-action form never leaves the page (Enter is handled by ``on_key``)."""
    if _board_of(ev.target):
        ev.preventDefault()


def on_near(entries, observer) -> None:
    """Boards come near the view as the reader scrolls: alive before they are seen."""
    try:
        for entry in entries:
            if entry.isIntersecting:
                observer.unobserve(entry.target)
                live_of(entry.target)
    except Exception:
        js.console.error(traceback.format_exc())


def _listen() -> None:
    for name, handler in (("click", on_click), ("keydown", on_key), ("focusin", on_focus), ("submit", on_submit)):
        proxy = create_proxy(handler)
        _proxies.append(proxy)
        document.addEventListener(name, proxy)


def _in_view(el) -> bool:
    """Whether a board is in the view or near it (``NEAR``) now."""
    r, view = el.getBoundingClientRect(), js.innerHeight or 800
    return r.bottom >= -view / 2 and r.top <= view * 1.5


def _observe(boards: list) -> None:
    global _observer
    if not boards:
        return
    try:
        near = create_proxy(on_near)
        _proxies.append(near)
        _observer = js.IntersectionObserver.new(near, to_js({"rootMargin": NEAR},
                                                              dict_converter=js.Object.fromEntries))
    except Exception:  # no IntersectionObserver: the idle moments bring them all
        return
    for el in boards:
        _observer.observe(el)


def _later() -> None:
    """Make the next board that is not live yet live in the browser's next idle moment, until all are."""
    waiting = [el for n, el in enumerate(_boards) if n not in _live and el.getAttribute("data-live") != "error"]
    if not waiting:
        return

    def one(*_) -> None:
        try:
            live_of(waiting[0])
        except Exception:
            js.console.error(traceback.format_exc())
            waiting[0].setAttribute("data-live", "error")  # not tried again
        _later()

    if hasattr(js, "requestIdleCallback"):
        js.requestIdleCallback(create_once_callable(one), to_js({"timeout": 1000},
                                                                dict_converter=js.Object.fromEntries))
    else:
        js.setTimeout(create_once_callable(one), 20)


def _owns_page() -> bool:
    """The tutorial and embed.html are ours to label; an author's page keeps its own ``lang``."""
    return bool(document.getElementById("tigris-lang") or document.getElementById("tigris-embed"))


def say_page_texts() -> None:
    """Say the page's own texts (``data-i18n``, ``data-i18n-label``) in the page's language."""
    speak(language.page())
    if _owns_page():
        document.documentElement.setAttribute("lang", language.page())
    for el in document.querySelectorAll("[data-i18n]"):
        if el.closest(".tigris-board[data-lang]"):
            continue  # a board its author fixed to a language
        key = _str(el.getAttribute("data-i18n"))
        text = catalogue(key)  # our own catalogue's text, with its simple HTML (an author's words are never keys)
        if text != key:
            el.innerHTML = text
    for el in document.querySelectorAll("[data-i18n-label]"):
        key = _str(el.getAttribute("data-i18n-label"))
        el.setAttribute("aria-label", i18n.t(key))
    for n, el in enumerate(_boards):  # the prompts of boards not live yet (a live board's draw says its own)
        if n not in _live:
            speak(board_lang(el))
            _say_prompt(el)
    speak(language.page())


def _say_prompt(el) -> None:
    """An exercise's prompt, as the page carries it, said in the current language."""
    prompt, data = el.querySelector(":scope > .tb-prompt"), el.querySelector(".tigris-exercise")
    if prompt and data:
        try:
            prompt.innerHTML = prompt_html(exercise_from_json(_str(data.textContent)))
        except ValueError:
            pass  # a broken exercise: the board says so when it comes alive


def retranslate_page() -> None:
    """Say the page's texts and every board again in the page's language (after a switch)."""
    say_page_texts()
    for el, live in _wired:
        speak(board_lang(el))
        live.retranslate()
        draw(el, live, picture=False)  # (a picture has no words)
    speak(language.page())


def switch(lang: str) -> None:
    """The reader chose a language in the page's switch: save it and say everything again."""
    language.switch(lang)
    retranslate_page()


def _wire_switch() -> None:
    box = document.getElementById("tigris-lang")
    if not box:
        return
    box.value = language.page()

    def on_change(ev) -> None:
        try:
            switch(_str(box.value))
        except Exception:
            js.console.error(traceback.format_exc())

    change = create_proxy(on_change)
    _proxies.append(change)
    box.addEventListener("change", change)
    box.disabled = False


def start() -> None:
    js.performance.mark("tigris-embed")
    query = _str(js.location.search)
    speak(language.choose(query))
    host = document.getElementById("tigris-embed")
    if host:  # embed.html: one board from the URL
        try:
            board = board_from_query(query)
            host.innerHTML = board_markup(board, static=False)
        except ValueError as err:
            host.innerHTML = cannot_show(err)
    _boards.extend(document.querySelectorAll(".tigris-board"))
    for n, el in enumerate(_boards):
        el.setAttribute("data-tb", str(n))
    _listen()
    later = []
    for el in _boards:  # the boards in view now come alive before the page says it is ready
        if _in_view(el):
            live_of(el)
        else:
            later.append(el)
    _observe(later)
    if language.page() != i18n.DEFAULT:  # the boards spoke it from the start; the page's text is English
        say_page_texts()
    speak(language.page())
    _wire_switch()
    for el in document.querySelectorAll(".tb-loading"):
        el.remove()
    document.documentElement.setAttribute("data-tigris", "ready")
    _later()
