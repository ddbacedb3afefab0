"""The page's words about saving: a damaged current save, a game changed in another tab, a full storage.

Markup through ``web/core/html.py`` (names and messages may come from outside, so
every text is escaped); the buttons carry ``data-ui`` commands like the rest
of the page (``web/game/app.py`` runs them).
"""

from __future__ import annotations

from web.core.html import Markup, h, join
from web.core.i18n import t


def _button(label: str, ui: str, arg: str = "", cls: str = "") -> Markup:
    return h("button", {"type": "button", "data-ui": ui, "data-arg": arg or None, "class": cls or None}, label)


def _dialog(cls: str, title: str, text: str, buttons: list[Markup]) -> Markup:
    return h("div", {"class": f"dlg {cls}", "role": "dialog", "aria-modal": "true", "aria-labelledby": "dlg-title"},
             h("h2", {"id": "dlg-title"}, title), h("p", {"class": "msg error", "role": "alert"}, text),
             h("div", {"class": "choices"}, buttons))


def damaged_dialog(problem: str, game_id: str) -> Markup:
    """The current save cannot be opened: why, and the ways on (it is kept as it is)."""
    return _dialog("notice damaged", t("storage.save_title"), t("storage.kept_current", problem=problem), [
        _button(t("storage.download_damaged"), "export-raw", game_id, "primary"),
        _button(t("ui.new_game"), "new"),
        _button(t("ui.games.title"), "games"),
    ])


def other_tab_dialog(theirs: int, mine: int) -> Markup:
    """The game was saved in another tab while this one has moves of its own: which to keep."""
    return _dialog("notice other-tab", t("storage.other_tab_title"),
                   t("storage.other_tab_body", theirs=theirs, mine=mine), [
        _button(t("storage.take_theirs"), "take-theirs", cls="primary"),
        _button(t("storage.keep_both"), "keep-both"),
    ])


def save_banner(text: str, download: bool) -> Markup:
    """The banner over the board: the storage is full (or nearly), with a way to keep the game."""
    button = _button(t("storage.download_game"), "export") if download else None
    return join([h("span", text), " " if button else None, button])
