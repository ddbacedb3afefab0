"""The language of a page of boards (the tutorial, embed.html, an author's page), and of each board on it.

An author's ``data-lang`` (on the board or any element around it, ``<html>``
included) or ``?lang=`` in the page's URL wins; else the reader's saved
choice (localStorage "tigris.lang", shared with the game's page), else the
browser's languages. ``web.embed.page`` says the page's texts and the
boards in it; this module only knows which language, and switches the
catalogue.
"""

from __future__ import annotations

import js

from web.core import i18n
from web.embed.boards import choose_language, query_language

SAVED = "tigris.lang"
_catalogs: dict[str, i18n.Catalog] = {}
_page = [i18n.DEFAULT]  # the page's language (a list: set by choose() and switch())


def _str(v) -> str:
    return v if isinstance(v, str) else ""


def page() -> str:
    """The page's language."""
    return _page[0]


def speak(lang: str) -> None:
    """Make ``lang`` the current language (catalogs are read once)."""
    if lang not in _catalogs:
        _catalogs[lang] = i18n.load(lang)
    i18n.use(_catalogs[lang])


def saved() -> str:
    try:
        return _str(js.localStorage.getItem(SAVED))
    except Exception:  # storage blocked (a sandboxed iframe, privacy settings)
        return ""


def author_lang(el) -> str:
    """The ``data-lang`` on the element or around it ("" when none)."""
    found = el.closest("[data-lang]") if el is not None and el.closest else None
    return _str(found.getAttribute("data-lang")) if found else ""


def board_lang(el) -> str:
    """The language one board speaks: its author's ``data-lang``, else the page's."""
    override = author_lang(el)
    return choose_language(override) if override else page()


def choose(query: str) -> str:
    """The page's language at its start, from the URL, the author, the saved choice, the browser."""
    try:
        browser = [_str(x) for x in js.navigator.languages]
    except Exception:
        browser = [_str(js.navigator.language)]
    _page[0] = choose_language(query_language(query) or author_lang(js.document.documentElement), saved(), browser)
    return _page[0]


def switch(lang: str) -> str:
    """The reader chose a language: it is the page's now, and saved for the next visit (game page too)."""
    _page[0] = choose_language(lang)
    try:
        js.localStorage.setItem(SAVED, _page[0])
    except Exception:
        pass
    return _page[0]
