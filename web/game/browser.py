"""The browser's own objects the game page uses, in small wrappers: localStorage, the language list.

Imported only in the page (it touches ``js``).
"""

from __future__ import annotations

from typing import Any

import js

from web.game import storage


def _str(v: Any) -> str:
    """A JavaScript value that should be a string, as one ("" for null, undefined or anything else)."""
    return v if isinstance(v, str) else ""


PROBE = "tigris.probe"  # written and taken away at once: whether the storage takes anything at all


class StorageRefused(Exception):
    """The browser gives the page no storage: blocked (reading ``localStorage`` throws), missing, or
    refusing a write into an empty store (a private window with no quota)."""


class LocalStorage:
    """localStorage as a ``storage.Backend``; a full quota becomes ``StorageFull``.

    Raises ``StorageRefused`` when there is none to use: the page then keeps its games in memory and says so."""

    def __init__(self) -> None:
        try:
            self.ls = js.window.localStorage
            usable = getattr(self.ls, "getItem", None) is not None
        except Exception as e:  # a SecurityError: storage blocked (privacy settings, another site's iframe)
            raise StorageRefused(str(e)) from None
        if not usable:
            raise StorageRefused("no localStorage")
        try:
            self.ls.setItem(PROBE, "1")
            self.ls.removeItem(PROBE)
        except Exception as e:
            if not self.keys():  # an empty store that takes nothing: refused (a full one is only full)
                raise StorageRefused(str(e)) from None

    def get(self, key: str) -> str | None:
        try:
            v = self.ls.getItem(key)
        except Exception:  # storage disabled (privacy settings): nothing saved
            return None
        return v if isinstance(v, str) else None

    def set(self, key: str, value: str) -> None:
        try:
            self.ls.setItem(key, value)
        except Exception as e:  # a JsException wrapping a DOMException: QuotaExceededError, SecurityError
            raise storage.StorageFull(str(e)) from None

    def remove(self, key: str) -> None:
        try:
            self.ls.removeItem(key)
        except Exception:
            pass

    def keys(self) -> list[str]:
        try:
            return [self.ls.key(i) for i in range(self.ls.length)]
        except Exception:
            return []


def browser_languages() -> list[str]:
    """``navigator.languages`` (else ``navigator.language``) as a list of tags."""
    nav = js.navigator
    try:
        tags = [str(x) for x in nav.languages]
    except Exception:
        tags = []
    return tags or [_str(getattr(nav, "language", ""))]
