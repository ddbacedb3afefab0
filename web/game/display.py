"""The board as the player chose to see it, the legend of its marks, and what a catastrophe would destroy.

As in BGA's preferences, a player may switch on each leader's strength on the
board and a line around each kingdom (remembered by ``storage.Store``). The
legend explains every mark, the special-border treasures first, with the
picture the board draws (``tigris.svg.mark_icon``). A catastrophe asks before
it destroys: what it destroys is what the engine says when the action is
tried on a copy of the game, so the page decides nothing.

Plain Python, no ``js``: tested in CPython.
"""

from __future__ import annotations

from typing import Callable, Iterable

import tigris
from tigris import svg

from web.core.html import Markup, h, join, trusted
from web.core.i18n import t
from web.game.describe import leader_words, listing
from web.game.storage import DISPLAY_CHOICES

SWITCH = {"strengths": "ui.view.strength", "outlines": "ui.view.outlines"}


def switches(on: Iterable[str]) -> Markup:
    """The two preferences as check boxes (``data-ui="display"``, ``data-arg`` its name)."""
    chosen = set(on)
    return h("div", {"class": "switches", "role": "group", "aria-label": t("ui.view.title")},
             [h("label", h("input", {"type": "checkbox", "data-ui": "display", "data-arg": name,
                                     "checked": name in chosen}), " ", t(SWITCH[name]))
              for name in DISPLAY_CHOICES])


def legend() -> Markup:
    """Every mark of the board with its picture and what it means (``data-mark`` names it)."""
    return join([h("h4", t("ui.legend.title")),
                 h("ul", {"class": "legend"},
                   [h("li", {"data-mark": kind}, trusted(svg.mark_icon(kind, 28)), h("span", t(f"ui.legend.{kind}")))
                    for kind in svg.MARKS])])


def body(on: Iterable[str]) -> Markup:
    """The display section's content: the switches, then the legend."""
    return join([switches(on), legend()])


def board_options(on: Iterable[str]) -> dict[str, bool]:
    """``tigris.svg.board`` options for the preferences switched on."""
    chosen = set(on)
    return {"strengths": "strengths" in chosen, "outlines": "outlines" in chosen}


def destroyed(game: tigris.Game, action: tigris.Action) -> tuple[tuple[str, str] | None, list[tuple[str, str]]]:
    """What ``action`` (a catastrophe) would destroy: (the tile's colour and cell, or None; the leaders sent home).

    Tried on a copy of the game: the engine's events say it.
    """
    events = game.copy().apply(action)
    tile = next(((str(e["colour"]), str(e["cell"])) for e in events if e.code == "tile_removed"), None)
    leaders = [(str(e["player"]), str(e["leader"])) for e in events if e.code == "leader_returned"]
    return tile, leaders


def catastrophe_question(game: tigris.Game, action: tigris.Action, name: Callable[[str], str]) -> list[str]:
    """The sentences that ask before a catastrophe: what it destroys, or that it destroys nothing.

    ``name(dynasty)`` is a player's name at the table.
    """
    tile, leaders = destroyed(game, action)
    cell = tigris.cell_name(action.cell) if hasattr(action, "cell") else ""
    out = []
    if tile:
        out.append(t("ui.catastrophe.tile", cell=tile[1], colour=tile[0]))
    if leaders:
        words = [leader_words(name(p), leader) for p, leader in leaders]
        out.append(t("ui.catastrophe.leaders", leaders=listing(words), count=len(words)))
    if not out:
        out.append(t("ui.catastrophe.nothing", cell=cell))
    return out
