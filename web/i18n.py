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

import re
from typing import Any, Iterable

from tigris.catalog import (  # noqa: F401 - the catalogue's surface, for the page's modules and tests
    BY_COLOUR, DEFAULT, DIR, KINDS, LANGUAGES, PARAM_KIND, PLURALS, Catalog, english, fields, languages, load,
    placeholders, read, sentence,
)


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
