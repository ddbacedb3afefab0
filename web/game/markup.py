"""The small pieces of the game page's HTML: words in the current language as markup, icons, buttons,
dialog frames. Plain Python, no ``js``."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import tigris
import tigris.svg as svg
from tigris.names import COLOURS, LEADERS
from web.core import i18n
from web.core.html import Child, Markup, escape, h, join, trusted
from web.core.i18n import t


LEADER_COLOUR = dict(zip(LEADERS, COLOURS))


def et(key: str, **params: object) -> Markup:
    """A translated text, escaped for HTML."""
    return escape(t(key, **params))


def word(kind: str, value: str, spec: str = "") -> Markup:
    """A game word in the page's language (``word("leader", "trader")`` → "Händler"), escaped."""
    return escape(i18n.current().name(kind, value, spec))


def letters() -> dict[str, str]:
    """The letters on the pieces in the page's language, by code (``letters()["black"]``: "K", "S", "M"):
    point chips, leaders' badges, monuments, buildings; English where the language has none."""
    return {**svg.LETTERS, **i18n.current().letters()}


def icon(markup: str) -> Markup:
    """A picture drawn by ``tigris.svg`` (the engine's own markup, its texts escaped there)."""
    return trusted(markup)


def capital(text: str) -> str:
    return i18n.capital(text)


def button(label: Child, ui: str, arg: str = "", cls: str = "", title: str = "", disabled: bool = False,
           pressed: bool | None = None) -> Markup:
    label = join([label])
    attrs: dict[str, Any] = {"type": "button", "data-ui": ui}
    if ui in ("tile", "leader", "catastrophe") and not disabled:
        attrs["draggable"] = "true"  # drag a piece onto the board, or click it then a cell
    attrs |= {"data-arg": arg or None, "class": cls or None}
    if title:
        attrs["title"] = title
        named, label = named_label(label, title)
        attrs |= named
    attrs["disabled"] = disabled
    if pressed is not None:
        attrs["aria-pressed"] = "true" if pressed else "false"
    return h("button", attrs, label)


def _shown(html: str) -> str:
    """The text a label shows, its icons' own letters (a leader's "K") included: what a checker compares."""
    text = re.sub(r"<[^>]*>", " ", re.sub(r"<style.*?</style>", "", html, flags=re.S))
    return " ".join(unescape(text).split())


def named_label(label: Markup, title: str) -> tuple[dict[str, str], Markup]:
    """``(attributes, label)`` whose accessible name holds both the title and what is shown (WCAG 2.5.3).

    An icon alone, or a label the title spells out word for word ("withdraw"),
    takes the title as its ``aria-label``; a count or a cell beside an icon
    ("×2", "b3") is read after the title, and a word ("Undo") before it, from a
    visually hidden span.
    """
    shown = _shown(label)
    spelt_out = re.search(rf"(?<!\w){re.escape(shown.lower())}(?!\w)", title.lower())
    if spelt_out or not any(ch.isalnum() for ch in shown):
        return {"aria-label": title}, label
    if re.search(r"[^\W\d_]{3}", _shown(re.sub(r"<svg.*?</svg>", "", label, flags=re.S))):
        return {}, join([label, h("span", {"class": "sr-only"}, f" — {title}")])
    return {}, join([h("span", {"class": "sr-only"}, f"{title} "), label])


def _frame(title: Child, body: Child, cls: str = "") -> Markup:
    return h("div", {"class": f"dlg {cls}", "role": "dialog", "aria-modal": "true", "aria-labelledby": "dlg-title"},
             h("h2", {"id": "dlg-title"}, title), body)


def swatch(colour: str) -> Markup:
    return h("span", {"class": f"sw sw-{colour}"})


def option(value: str, label: Child, selected: bool, **attrs: Any) -> Markup:
    return h("option", {"value": value, **attrs, "selected": selected}, label)


def confirm_switch(on: bool) -> Markup:
    """The option "Confirm the end of my turn" (remembered on the device: ``data-ui="confirm-turns"``)."""
    return h("div", {"class": "switches"},
             h("label", h("input", {"type": "checkbox", "data-ui": "confirm-turns", "checked": on}),
               " ", t("ui.confirm_turns")))


def confirm_bar(can_undo: bool) -> Markup:
    """Under the message of a turn waiting for its confirmation: confirm its end, or take the last action back."""
    return h("div", {"class": "acts confirm-turn"},
             button(t("ui.hand.confirm"), "confirm", cls="primary", title=t("ui.hand.confirm_title")),
             button(t("ui.hand.undo"), "undo", disabled=not can_undo, title=t("ui.hand.undo_title")))
