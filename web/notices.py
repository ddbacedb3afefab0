"""The page's words about saving: a damaged current save, a game changed in another tab, a full storage.

Small HTML made with ``html.escape`` on every text (names and messages may
come from outside); the buttons carry ``data-ui`` commands like the rest of
the page (``web/app.py`` runs them).
"""

from __future__ import annotations

from html import escape

from .i18n import t


def _button(label: str, ui: str, arg: str = "", cls: str = "") -> str:
    attrs = f' data-ui="{escape(ui)}"'
    if arg:
        attrs += f' data-arg="{escape(arg)}"'
    if cls:
        attrs += f' class="{escape(cls)}"'
    return f'<button type="button"{attrs}>{escape(label)}</button>'


def _dialog(cls: str, title: str, text: str, buttons: list[str]) -> str:
    return (f'<div class="dlg {escape(cls)}" role="dialog" aria-modal="true" aria-labelledby="dlg-title">'
            f'<h2 id="dlg-title">{escape(title)}</h2><p class="msg error" role="alert">{escape(text)}</p>'
            f'<div class="choices">{"".join(buttons)}</div></div>')


def damaged_dialog(problem: str, game_id: str) -> str:
    """The current save cannot be opened: why, and the ways on (it is kept as it is)."""
    return _dialog("notice damaged", t("storage.save_title"), t("storage.kept_current", problem=problem), [
        _button(t("storage.download_damaged"), "export-raw", game_id, "primary"),
        _button(t("ui.new_game"), "new"),
        _button(t("ui.games.title"), "games"),
    ])


def other_tab_dialog(theirs: int, mine: int) -> str:
    """The game was saved in another tab while this one has moves of its own: which to keep."""
    return _dialog("notice other-tab", t("storage.other_tab_title"),
                   t("storage.other_tab_body", theirs=theirs, mine=mine), [
        _button(t("storage.take_theirs"), "take-theirs", cls="primary"),
        _button(t("storage.keep_both"), "keep-both"),
    ])


def save_banner(text: str, download: bool) -> str:
    """The banner over the board: the storage is full (or nearly), with a way to keep the game."""
    button = " " + _button(t("storage.download_game"), "export") if download else ""
    return f"<span>{escape(text)}</span>{button}"
