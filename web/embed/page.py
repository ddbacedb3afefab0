"""Every board on a page comes alive (started by web/embed/main.py): one interpreter for them all.

Finds each ``.tigris-board`` element (docs/embedding.md), reads its position,
mode, steps and exercise, and gives it one delegated click listener. What a
board shows and does is ``web.embed.live.Live``; this module only moves clicks in
and HTML out. On embed.html the board comes from the URL instead.

Language: an author's ``data-lang`` (on the board or any element around it,
``<html>`` included) or ``?lang=`` in the page's URL wins; else the reader's
saved choice (localStorage "tigris.lang", shared with the game's page), else
the browser's languages. The page's own texts carry ``data-i18n="<key>"``
(and ``data-i18n-label`` for an ``aria-label``) and are said again in that
language; a ``#tigris-lang`` select (the tutorial's) switches and saves it.
"""

from __future__ import annotations

import traceback

import js
from pyodide.ffi import create_proxy

from web.core import i18n
from web.embed.boards import board_from_query, board_markup, cannot_show, choose_language, prompt_html, query_language
from web.embed.live import Live
from web.core.html import catalogue

document = js.document
_proxies: list = []
BOARDS: dict[str, Live] = {}
_wired: list[tuple[object, Live]] = []  # (element, board), to redraw after a language switch
SAVED = "tigris.lang"
_catalogs: dict[str, i18n.Catalog] = {}
_page_lang = i18n.DEFAULT


def _str(v) -> str:
    return v if isinstance(v, str) else ""


def speak(lang: str) -> None:
    """Make ``lang`` the current language (catalogs are read once)."""
    if lang not in _catalogs:
        _catalogs[lang] = i18n.load(lang)
    i18n.use(_catalogs[lang])


def _saved() -> str:
    try:
        return _str(js.localStorage.getItem(SAVED))
    except Exception:  # storage blocked (a sandboxed iframe, privacy settings)
        return ""


def _save(lang: str) -> None:
    try:
        js.localStorage.setItem(SAVED, lang)
    except Exception:
        pass


def _author_lang(el) -> str:
    """The ``data-lang`` on the element or around it ("" when none)."""
    found = el.closest("[data-lang]") if el is not None and el.closest else None
    return _str(found.getAttribute("data-lang")) if found else ""


def board_lang(el) -> str:
    """The language one board speaks: its author's ``data-lang``, else the page's."""
    override = _author_lang(el)
    return choose_language(override) if override else _page_lang


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
    prompt = el.querySelector(".tb-prompt")
    if prompt and live.board.exercise is not None:
        prompt.innerHTML = prompt_html(live.board.exercise)
    el.setAttribute("lang", i18n.current().lang or i18n.DEFAULT)


def wire(el, n: int) -> None:
    lang = board_lang(el)
    speak(lang)
    _child(el, "tb-svg")
    try:
        live = Live(read(el, n))
    except ValueError as err:
        _child(el, "tb-ui").innerHTML = cannot_show(err)
        el.setAttribute("data-live", "error")
        return

    if live.board.exercise is not None and not el.querySelector(".tb-prompt"):
        prompt = document.createElement("p")
        prompt.className = "tb-prompt"
        el.insertBefore(prompt, el.querySelector(".tb-svg"))

    def on_click(ev) -> None:
        try:
            t = ev.target
            b = t.closest("[data-ui]") if t.closest else None
            if b and el.contains(b):
                speak(board_lang(el))
                ui, arg = _str(b.getAttribute("data-ui")), _str(b.getAttribute("data-arg"))
                if ui == "typed":
                    box = el.querySelector(".tb-type input")
                    arg = _str(box.value) if box else ""
                live.command(ui, arg)
                draw(el, live)
                return
            c = t.closest("[data-cell]") if t.closest else None
            if c and el.contains(c):
                speak(board_lang(el))
                live.click(_str(c.getAttribute("data-cell")))
                draw(el, live)
        except Exception:
            js.console.error(traceback.format_exc())

    def on_submit(ev) -> None:  # the typed action's form never leaves the page (Enter is handled below)
        ev.preventDefault()

    def on_key(ev) -> None:
        if ev.key == "Enter" and ev.target.closest and ev.target.closest(".tb-type"):
            ev.preventDefault()
            speak(board_lang(el))
            live.command("typed", _str(ev.target.value))
            draw(el, live)

    click, key, submit = create_proxy(on_click), create_proxy(on_key), create_proxy(on_submit)
    _proxies.extend([click, key, submit])
    el.addEventListener("submit", submit)
    el.addEventListener("click", click)
    el.addEventListener("keydown", key)
    BOARDS[_str(el.id) or f"board-{n + 1}"] = live
    _wired.append((el, live))
    draw(el, live)
    el.setAttribute("data-live", "ready")


def _owns_page() -> bool:
    """The tutorial and embed.html are ours to label; an author's page keeps its own ``lang``."""
    return bool(document.getElementById("tigris-lang") or document.getElementById("tigris-embed"))


def say_page_texts() -> None:
    """Say the page's own texts (``data-i18n``, ``data-i18n-label``) in the page's language."""
    speak(_page_lang)
    if _owns_page():
        document.documentElement.setAttribute("lang", _page_lang)
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


def retranslate_page() -> None:
    """Say the page's texts and every board again in the page's language (after a switch)."""
    say_page_texts()
    for el, live in _wired:
        speak(board_lang(el))
        live.retranslate()
        draw(el, live)
    speak(_page_lang)


def switch(lang: str) -> None:
    """The reader chose a language in the page's switch: save it and say everything again."""
    global _page_lang
    _page_lang = choose_language(lang)
    _save(_page_lang)
    retranslate_page()


def _wire_switch() -> None:
    box = document.getElementById("tigris-lang")
    if not box:
        return
    box.value = _page_lang

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
    global _page_lang
    js.performance.mark("tigris-embed")
    query = _str(js.location.search)
    try:
        browser = [_str(x) for x in js.navigator.languages]
    except Exception:
        browser = [_str(js.navigator.language)]
    _page_lang = choose_language(query_language(query) or _author_lang(document.documentElement),
                                 _saved(), browser)
    speak(_page_lang)
    host = document.getElementById("tigris-embed")
    if host:  # embed.html: one board from the URL
        try:
            board = board_from_query(query)
            host.innerHTML = board_markup(board, static=False)
        except ValueError as err:
            host.innerHTML = cannot_show(err)
    for n, el in enumerate(document.querySelectorAll(".tigris-board")):
        wire(el, n)
    if _page_lang != i18n.DEFAULT:  # the boards spoke it from the start; the page's text is English
        say_page_texts()
    speak(_page_lang)
    _wire_switch()
    for el in document.querySelectorAll(".tb-loading"):
        el.remove()
    document.documentElement.setAttribute("data-tigris", "ready")
