"""The page's language: which catalogue speaks now, chosen from the browser's languages.

The catalogues themselves (``web/i18n/<lang>.json``) and their wording
(names, forms, plurals, sub-codes) are ``tigris.catalog``'s, shared with the
terminal; this module adds what only a page needs: picking a language and
one current catalogue behind ``t()``.

Pure Python (no browser imports), so it runs and is tested in CPython::

    lang = i18n.pick_language(list(js.navigator.languages))
    i18n.use(lang)
    i18n.t("ui.end_turn"); i18n.current().event(ev); i18n.current().reason(err)
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any, Callable, Iterable

from tigris import LoadError, NotationError, catalog
from tigris.catalog import (  # noqa: F401 - the catalogue's surface, for the page's modules and tests
    BY_COLOUR, DEFAULT, DIR, KINDS, LANGUAGES, PARAM_KIND, PLURALS, Catalog, capital, english, fields, load,
    placeholders, read, sentence,
)

# A text the page shows: a string, or a callable that words it when shown, so that a language switch rewords
# it (the status line's message: ``web.game.session``).
Message = str | Callable[[], str]


# ---------------------------------------------------------------- loading in the page
# The page's archive carries English and headlines.json only (build.py): the other catalogues are fetched
# when first spoken, and what the page needs of them before (their names, the dynasties') is in headlines.json.

def _fetch(name: str) -> str:
    """``web/i18n/<name>`` from the site, synchronously (the service worker answers from its cache, offline too)."""
    from js import XMLHttpRequest  # the browser's: only reached in the page

    req = XMLHttpRequest.new()
    req.open("GET", f"web/i18n/{name}", False)
    req.send()
    if req.status != 200:
        raise FileNotFoundError(name)
    return str(req.responseText)


if sys.platform == "emscripten" and catalog.FETCH is None:
    catalog.FETCH = _fetch

_HEADLINES: dict[str, dict[str, str]] | None = None


def headline(lang: str) -> dict[str, str]:
    """The texts of a language needed before it is spoken: its own name (``meta.language``) and the
    dynasties' names (``name.dynasty.*``, to recognise a prefilled player's name); no catalogue is fetched."""
    global _HEADLINES
    if _HEADLINES is None:
        try:
            with open(DIR / "headlines.json", encoding="utf-8") as f:
                _HEADLINES = {str(k): dict(v) for k, v in json.load(f).items()}
        except (OSError, ValueError, TypeError, AttributeError):
            _HEADLINES = {}
    if lang in _HEADLINES:
        return _HEADLINES[lang]
    return {k: v for k, v in read(lang).items() if k == "meta.language" or k.startswith("name.dynasty.")}


def languages() -> list[tuple[str, str]]:
    """``[(code, own name)]`` for the language switch."""
    return [(c, headline(c).get("meta.language", c)) for c in LANGUAGES]


def pick_language(accept_languages: Iterable[str] | None) -> str:
    """The first supported language in the browser's list (``navigator.languages``), else English."""
    for tag in accept_languages or ():
        if not isinstance(tag, str):
            continue
        primary = re.split(r"[-_]", tag.strip().lower(), maxsplit=1)[0]
        if primary in LANGUAGES:
            return primary
    return DEFAULT


_CURRENT: Catalog | None = None


def use(lang: str | Catalog) -> Catalog:
    """Make ``lang`` the language every ``t()`` call speaks (the page calls this once, and on a switch)."""
    global _CURRENT
    _CURRENT = lang if isinstance(lang, Catalog) else load(lang)
    return _CURRENT


def current() -> Catalog:
    """The catalogue in use (English until ``use`` is called)."""
    return _CURRENT if _CURRENT is not None else use(DEFAULT)


def t(key: str, **params: Any) -> str:
    """A text of the current language: ``t("ui.end_turn")``, ``t("ui.points", count=3)``."""
    return current().text(key, **params)


def problem(err: BaseException) -> str:
    """A refusal of the engine's gate in the current language: a ``LoadError`` by its ``load.<code>``, a
    ``NotationError`` by its ``reason.<code>``; anything else by its own text (every page and embed says it so)."""
    code, params = getattr(err, "code", None), getattr(err, "params", None)
    if isinstance(code, str) and isinstance(params, dict):
        cat = current()
        if isinstance(err, LoadError) and cat.template(f"load.{code}") is not None:
            return cat.text(f"load.{code}", **params)
        if isinstance(err, NotationError) and cat.template(f"reason.{code}") is not None:
            return cat.reason(err)
    text = str(err)
    return text if text and not isinstance(err, (RecursionError, MemoryError)) else type(err).__name__


OWNER_PARAMS = ("name", "owner")  # the page's texts pass a player's name as an ``Owner`` under these


class Owner:
    """A player's name as a parameter that bends: ``{name:gen}`` is the catalogue's form of the dynasty
    ("des Bogenschützen", "Jousimiehen") when the seat shows the dynasty's name, and the language's way
    with a person's own name otherwise (``ui.owner.gen``: "von Anna", "pelaajan Anna"). Plain, the name."""

    def __init__(self, dynasty: str, shown: str) -> None:
        self.dynasty, self.shown = dynasty, shown

    def __str__(self) -> str:
        return self.shown

    def __format__(self, spec: str) -> str:
        if not spec:
            return self.shown
        cat = current()
        if self.shown.casefold() == cat.name("dynasty", self.dynasty).casefold():
            return cat.name("dynasty", self.dynasty, spec)
        if cat.template(f"ui.owner.{spec}") is None:
            return self.shown
        return cat.text(f"ui.owner.{spec}", name=self.shown)
